import A11yCore

/// Code shown only while a developer setting is on: `if devMode { ... }` with
/// `@AppStorage("devMode") var devMode`, `if isDeveloperMenuEnabled { ... }` (Grocy's "DEV MODE"
/// rows, forms and screens). Like a debug screen, most people never meet it, so what is found
/// there is information to review.
enum DeveloperFlagBranches {
  /// One `if <flag> {` block: the flag it tests and the bytes from its `{` to its `}`.
  struct Block: Equatable, Sendable {
    let flag: String
    let start: Int
    let end: Int
  }

  /// Words of a flag that name a developer setting.
  static let flagWords: Set<String> = ["dev", "developer", "debug"]

  /// The `if` blocks of a file whose condition is a developer flag (not its negation); read once,
  /// when the file is modelled (``FileDeclarations/developerFlagBlocks``).
  static func blocks(in bytes: [UInt8]) -> [Block] {
    var result: [Block] = []
    let count = bytes.count
    let needle = Array("if ".utf8)
    var from = 0
    // Each `if ` found by a byte search, not by visiting every byte.
    while let index = bytes.withUnsafeBufferPointer({ haystack in
      needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: haystack, from: from) }
    }) {
      from = index + 1
      // `if ` as a keyword: not part of an identifier, not `#if`.
      if index > 0, UnreferencedCode.isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "#") { continue }
      // The condition: one identifier path (`devMode`, `settings.isDeveloperModeOn`) up to `{` on the line.
      var cursor = index + 3
      while cursor < count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
      let conditionStart = cursor
      while cursor < count, UnreferencedCode.isIdentifierByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
      guard cursor > conditionStart else { continue }
      let condition = String(decoding: bytes[conditionStart..<cursor], as: UTF8.self)
      while cursor < count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
      guard cursor < count, bytes[cursor] == UInt8(ascii: "{") else { continue }
      let flag = condition.split(separator: ".").last.map(String.init) ?? condition
      guard IdentifierWords.words(in: flag).contains(where: flagWords.contains) else { continue }
      guard let end = closingBrace(from: cursor, in: bytes) else { continue }
      result.append(Block(flag: flag, start: cursor, end: end))
    }
    return result
  }

  /// The offset of the `}` matching the `{` at `open`, skipping string literals and comments.
  static func closingBrace(from open: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    var index = open
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 2; continue }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      } else if byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The developer flag whose block holds `offset`, if any.
  static func flag(at offset: Int, in blocks: [Block]) -> String? {
    blocks.last { $0.start <= offset && offset <= $0.end }?.flag
  }
}
