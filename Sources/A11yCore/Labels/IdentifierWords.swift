/// The words an identifier or a name is written in: `deleteOrder` → delete, order;
/// `ic_close-24` → ic, close; `format_msats(totalAmount)` → format, msats, total, amount.
/// A word ends at any character that isn't a letter and where a capital follows a small letter.
public enum IdentifierWords {
  public static func words(in text: String) -> [String] {
    if let words = asciiWords(in: text) { return words }
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in text {
      if !character.isLetter || (character.isUppercase && previousIsLower) {
        if !current.isEmpty { words.append(current) }
        current = ""
      }
      if character.isLetter { current += character.lowercased() }
      previousIsLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// ``words(in:)`` for ASCII text, read on the bytes (letters, capitals and lowercasing are the
  /// ASCII ones there, and CR LF, one Character, is two non-letters alike); nil for other text.
  /// Splitting every identifier of every view into Characters showed in profiles.
  static func asciiWords(in text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      var words: [String] = []
      var current: [UInt8] = []
      var previousIsLower = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        let isUpper = byte >= 65 && byte <= 90, isLower = byte >= 97 && byte <= 122
        if !(isUpper || isLower) || (isUpper && previousIsLower) {
          if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
          current.removeAll(keepingCapacity: true)
        }
        if isUpper { current.append(byte + 32) } else if isLower { current.append(byte) }
        previousIsLower = isLower
      }
      if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
      return words
    }
  }

  /// Whether `name` stands in `text` as a whole identifier (`pulse` in `.pulse` and `Motion.pulse(1)`,
  /// not in `pulseRate`).
  public static func mentions(_ name: String, in text: String) -> Bool {
    guard !name.isEmpty else { return false }
    let isIdentifierPart: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
    var rest = Substring(text)
    while let range = rest.range(of: name) {
      if !isIdentifierPart(rest[..<range.lowerBound].last), !isIdentifierPart(rest[range.upperBound...].first) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
