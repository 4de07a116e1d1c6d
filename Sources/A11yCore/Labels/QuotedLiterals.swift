/// The `"..."` string literals written in a line or an expression's source, in order, with `\"`,
/// `\\` and `\n` unescaped: what a runtime label is matched against, the symbols
/// `isOn ? "pause" : "play"` can choose.
/// `quotes`: the characters that open a literal, each closed by itself (double and single quotes
/// for the Ruby of a podspec).
public enum QuotedLiterals {
  public static func contents<Text: StringProtocol>(in line: Text, quotes: Set<Character> = ["\""]) -> [String] {
    var result: [String] = []
    var current: String?
    var opening: Character = "\""
    var escaped = false
    for character in line {
      if var literal = current {
        if escaped {
          literal.append(character == "n" ? "\n" : character)
          escaped = false
          current = literal
        } else if character == "\\" {
          escaped = true
        } else if character == opening {
          result.append(literal)
          current = nil
        } else {
          literal.append(character)
          current = literal
        }
      } else if quotes.contains(character) {
        opening = character
        current = ""
      }
    }
    return result
  }
}
