extension String {
  /// Whether the first character is uppercase (`Text`, `UIButton`), as `first?.isUppercase`
  /// answers: an ASCII letter followed by ASCII is read from its byte, since the Unicode
  /// property look-up `Character` makes for every callee and declaration showed in profiles.
  var startsUppercase: Bool {
    let utf8 = self.utf8
    guard let first = utf8.first else { return false }
    if first < 0x80 {
      let second = utf8.index(after: utf8.startIndex)
      // A non-ASCII byte next may be a combining mark of the same character: Character decides.
      if second == utf8.endIndex || utf8[second] < 0x80 { return first >= 65 && first <= 90 }
    }
    return self.first?.isUppercase == true
  }
}
