/// The code that opens the innermost `{` still open at the end of a text, read back to the start
/// of its line: `if isEditing ` for a wiggle started inside `if isEditing { … }`,
/// `alertController.addCloseAction ` for a closure passed to it. Rules ask it where a statement's
/// context is a line of source rather than a modelled node (a condition, a call taking a closure).
enum OpenBraceLine {
  /// `text` is the source before the position; `stops` end the line early (`;` joins statements).
  /// Nil when no brace is open, or the open one is the text's first character.
  static func opener(in text: [Character], stops: Set<Character> = ["\n"]) -> String? {
    guard let index = innermostOpenBrace(in: text), index > 0 else { return nil }
    var start = index - 1
    while start >= 0, !stops.contains(text[start]) { start -= 1 }
    return String(text[(start + 1)..<index])
  }

  /// The index of the innermost `{` still open at the end of `text`; nil when none is.
  static func innermostOpenBrace(in text: [Character]) -> Int? {
    var depth = 0
    var index = text.count - 1
    while index >= 0 {
      if text[index] == "}" { depth += 1 } else if text[index] == "{" {
        if depth == 0 { return index }
        depth -= 1
      }
      index -= 1
    }
    return nil
  }

  /// The code of the innermost block still open at the end of `text`, after its `{`.
  static func innermostBlock(in text: [Character]) -> String? {
    innermostOpenBrace(in: text).map { String(text[($0 + 1)...]) }
  }

  /// Every brace still open at the end of `text`, innermost first: the line before each (`if ok`,
  /// `.then(onSuccess: { msg in`). Empty when none is open.
  static func openers(in text: [Character], stops: Set<Character> = ["\n"]) -> [String] {
    var result: [String] = []
    var depth = 0
    var index = text.count - 1
    while index > 0 {
      if text[index] == "}" { depth += 1 } else if text[index] == "{" {
        if depth == 0 {
          var start = index - 1
          while start >= 0, !stops.contains(text[start]) { start -= 1 }
          result.append(String(text[(start + 1)..<index]))
        } else {
          depth -= 1
        }
      }
      index -= 1
    }
    return result
  }
}
