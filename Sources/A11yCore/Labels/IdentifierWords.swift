/// The words an identifier or a name is written in: `deleteOrder` → delete, order;
/// `ic_close-24` → ic, close; `format_msats(totalAmount)` → format, msats, total, amount.
/// A word ends at any character that isn't a letter and where a capital follows a small letter.
public enum IdentifierWords {
  public static func words(in text: String) -> [String] {
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
}
