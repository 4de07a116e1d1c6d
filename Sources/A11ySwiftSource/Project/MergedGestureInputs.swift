import A11yCore

/// Recognizers whose events a screen hands to its view model beside a button's taps, where the view
/// model merges the two into one action (`Input(backButtonTapped: header.leftButton.rx.tap,
/// swipeBack: edgePan.rx.event)` and `Driver.merge(input.backButtonTapped…, input.swipeBack…)`,
/// SplitIt's back swipe): the button does what the gesture does.
enum MergedGestureInputs {
  static func recognizers(in files: [SwiftFileModel]) -> Set<String> {
    // Pairs of input members some `merge(…)` joins, both orders.
    var merged: Set<Pair> = []
    for file in files where file.sourceContains("merge(") && file.sourceContains("input.") {
      let bytes = file.sourceBytes
      for offset in ByteSearch.offsets(of: "merge(", in: bytes[...]) {
        guard let close = closingParenthesis(from: offset + 5, in: bytes) else { continue }
        let members = names(after: "input.", in: bytes[(offset + 6)..<close])
        for first in members { for second in members where first != second { merged.insert(Pair(first: first, second: second)) } }
      }
    }
    guard !merged.isEmpty else { return [] }
    var recognizers: Set<String> = []
    for file in files where file.sourceContains(".rx.event") && file.sourceContains(".rx.tap") {
      let bytes = file.sourceBytes
      for offset in ByteSearch.offsets(of: ".rx.event", in: bytes[...]) {
        // `swipeBack: backLeftEdgePanGesture.rx.event`: the recognizer and the argument's label.
        var start = offset
        while start > 0, SelectorBranchReader.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        let recognizer = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard !recognizer.isEmpty, let label = label(before: start, in: bytes),
              let open = openingParenthesis(before: start, in: bytes), let close = closingParenthesis(from: open, in: bytes) else { continue }
        // The call's other arguments that are a button's taps (`backButtonTapped: header.leftButton.rx.tap`).
        let arguments = bytes[(open + 1)..<close]
        for tap in ByteSearch.offsets(of: ".rx.tap", in: arguments) {
          var valueStart = tap
          while valueStart > open + 1, SelectorBranchReader.isIdentifierByte(bytes[valueStart - 1]) || bytes[valueStart - 1] == UInt8(ascii: ".") {
            valueStart -= 1
          }
          if let tapLabel = self.label(before: valueStart, in: bytes), merged.contains(Pair(first: label, second: tapLabel)) {
            recognizers.insert(recognizer)
          }
        }
      }
    }
    return recognizers
  }

  struct Pair: Hashable {
    let first: String
    let second: String
  }

  /// `label` of `label: value` ending just before `offset` (spaces allowed after the colon).
  static func label(before offset: Int, in bytes: [UInt8]) -> String? {
    var index = offset
    while index > 0, bytes[index - 1] == UInt8(ascii: " ") { index -= 1 }
    guard index > 0, bytes[index - 1] == UInt8(ascii: ":") else { return nil }
    let end = index - 1
    var start = end
    while start > 0, SelectorBranchReader.isIdentifierByte(bytes[start - 1]) { start -= 1 }
    return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
  }

  /// The `(` opening the call whose arguments hold `offset`, within 2,000 bytes.
  static func openingParenthesis(before offset: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    var index = offset - 1
    while index >= 0, offset - index < 2_000 {
      if bytes[index] == UInt8(ascii: ")") { depth += 1 }
      if bytes[index] == UInt8(ascii: "(") {
        if depth == 0 { return index }
        depth -= 1
      }
      index -= 1
    }
    return nil
  }

  /// The `)` matching the `(` at `open`, within 4,000 bytes.
  static func closingParenthesis(from open: Int, in bytes: [UInt8]) -> Int? {
    ByteSearch.closingBracket(of: open, in: bytes, limit: 4_000)
  }

  /// The identifiers right after each `prefix` (`input.swipeBack` → swipeBack).
  static func names(after prefix: String, in bytes: ArraySlice<UInt8>) -> Set<String> {
    var names: Set<String> = []
    for offset in ByteSearch.offsets(of: prefix, in: bytes) {
      // (Not `viewInput.`: the prefix starts a name.)
      if offset > bytes.startIndex, SelectorBranchReader.isIdentifierByte(bytes[offset - 1]) { continue }
      var end = offset + prefix.utf8.count
      while end < bytes.endIndex, SelectorBranchReader.isIdentifierByte(bytes[end]) { end += 1 }
      if end > offset + prefix.utf8.count { names.insert(String(decoding: bytes[(offset + prefix.utf8.count)..<end], as: UTF8.self)) }
    }
    return names
  }
}
