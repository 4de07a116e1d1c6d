import SwiftSyntax

extension BehaviourCollector {
  /// Whether a view body's bytes may hold anything the body visitor records: a call whose last
  /// name is one of `interestingNames` (the name, then after blanks `(`, `{`, `<` or `?`), or an
  /// assignment to one of `interestingProperties` (the name, then after blanks `=`). Every name
  /// the visitor records is an identifier token inside the body, so its bytes stand there with no
  /// identifier byte on either side; a `/` after the name (a comment) counts as a maybe. Most view
  /// bodies hold none, and walking every node of them showed in profiles.
  enum BodyPretest {
    /// Candidate names by their first byte, as bytes; `true` for call names, `false` for properties.
    static let candidates: [[(name: [UInt8], isCall: Bool)]] = {
      var table = Array(repeating: [(name: [UInt8], isCall: Bool)](), count: 128)
      for name in BehaviourCollector.interestingNames { add(name, isCall: true) }
      for name in BehaviourCollector.interestingProperties { add(name, isCall: false) }
      func add(_ name: String, isCall: Bool) {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, first < 0x80 else { return }
        table[Int(first)].append((bytes, isCall))
      }
      return table
    }()

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    static func mayRecord(in bytes: [UInt8], node: some SyntaxProtocol) -> Bool {
      let start = max(0, node.position.utf8Offset), end = min(bytes.count, node.endPosition.utf8Offset)
      guard start < end else { return false }
      return bytes.withUnsafeBufferPointer { mayRecord(in: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    static func mayRecord(in text: UnsafeBufferPointer<UInt8>) -> Bool {
      var index = 0
      let count = text.count
      while index < count {
        let byte = text[index]
        guard isIdentifierByte(byte) else { index += 1; continue }
        var stop = index + 1
        while stop < count, isIdentifierByte(text[stop]) { stop += 1 }
        if byte < 0x80, !candidates[Int(byte)].isEmpty, holdsCandidate(text, from: index, to: stop) { return true }
        index = stop
      }
      return false
    }

    /// Whether the identifier `text[start..<stop]` is a candidate name followed by what its use needs.
    static func holdsCandidate(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int) -> Bool {
      let length = stop - start
      var next = stop
      while next < text.count, text[next] == 0x20 || text[next] == 0x09 || text[next] == 0x0A || text[next] == 0x0D { next += 1 }
      let follower: UInt8 = next < text.count ? text[next] : 0
      for candidate in candidates[Int(text[start])] where candidate.name.count == length {
        var same = true
        for offset in 0..<length where text[start + offset] != candidate.name[offset] { same = false; break }
        guard same else { continue }
        if follower == UInt8(ascii: "/") { return true }
        if candidate.isCall {
          if follower == UInt8(ascii: "(") || follower == UInt8(ascii: "{") || follower == UInt8(ascii: "<")
            || follower == UInt8(ascii: "?") { return true }
        } else if follower == UInt8(ascii: "=") {
          return true
        }
      }
      return false
    }
  }
}
