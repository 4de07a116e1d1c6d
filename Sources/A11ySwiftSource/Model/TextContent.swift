import A11yCore

/// What a `Text` shows, as far as its source tells: rules about headings and text size treat a
/// value drawn big (an amount, a percentage) and a monogram avatar's letter differently from words.
extension SwiftUIView {
  /// Words in a name that say the text is a value, not a title: `Text(formatted(amount))`.
  static let valueWords = [
    "amount", "balance", "total", "count", "price", "cost", "percent", "bytes", "size", "number", "score",
    "sats", "msats", "value", "quantity", "rate", "duration", "elapsed", "remaining", "timer",
  ]
  /// Words in a name that say the text is one or two letters standing for a person or a thing.
  static let monogramWords = ["character", "initial", "initials", "letter", "monogram"]

  /// A number, an amount or a formatted quantity: `Text("\(n)%")`, `Text("+")`,
  /// `Text(format_msats(amount))`, `Text(total, format: .number)`.
  public var showsValue: Bool {
    guard name == "Text", kind == .call else { return false }
    if argument("format") != nil || hasModifier("monospacedDigit") || hasModifier("monospaced") { return true }
    guard let title = titleArgument else { return false }
    return Self.isValue(title)
  }

  /// Text that is a value: digits and signs, one interpolation among them ("\(n)%", "$\(price)"),
  /// a name of a value, or a choice between such (`active == -1 ? "\(total)" : "\(value)"`,
  /// MoodTracker's donut centre).
  static func isValue(_ title: ExpressionInfo) -> Bool {
    switch title.kind {
    case .string(let text):
      return !text.isEmpty && !text.contains { $0.isLetter }
    case .interpolatedString:
      // Two interpolations may be a name ("\(first) \(last)") unless they name values.
      let source = title.text
      if Self.namesAny(of: Self.valueWords, in: source) { return true }
      let interpolations = zip(source, source.dropFirst()).filter { $0 == "\\" && $1 == "(" }.count
      return interpolations == 1
        && !Self.textOutsideInterpolations(source).contains { $0.isLetter }
    case .reference, .call:
      return Self.namesAny(of: Self.valueWords, in: title.text)
    case .ternary(_, let then, let otherwise):
      return isValue(then) && isValue(otherwise)
    default:
      return false
    }
  }

  /// The letter of a monogram avatar: `Text(character)` in `SingleCharacterAvatar`,
  /// `Text(String(name.prefix(1)))`, a one-letter literal.
  public var showsMonogram: Bool {
    guard name == "Text", kind == .call, let title = titleArgument else { return false }
    if case .string(let text) = title.kind { return text.count == 1 && text.allSatisfy(\.isLetter) }
    let source = title.text
    if source.contains(".prefix(1)") || source.contains(".prefix(2)") || source.hasSuffix(".first") { return true }
    if Self.namesAny(of: Self.monogramWords, in: source) { return true }
    return enclosingType.map { type in
      ["Avatar", "Monogram", "Initials"].contains { type.contains($0) }
    } ?? false
  }

  /// Whether an identifier in `source` has one of `words` as a word of its own (`totalAmount`,
  /// `format_msats`), not inside another (`account` is not `count`).
  static func namesAny(of words: [String], in source: String) -> Bool {
    let identifierWords = Set(IdentifierWords.words(in: source))
    return words.contains { identifierWords.contains($0) }
  }

  /// The literal parts of `"\(n)%"`: `"%"`. Nested parentheses inside an interpolation are skipped.
  static func textOutsideInterpolations(_ literal: String) -> String {
    var outside = ""
    var depth = 0
    var characters = literal.makeIterator()
    var previous: Character?
    while let character = characters.next() {
      if depth == 0 {
        if previous == "\\", character == "(" { depth = 1; outside.removeLast(); previous = nil; continue }
        if character != "\"" { outside.append(character) }
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
      }
      previous = character
    }
    return outside
  }
}

extension SwiftUIView {
  /// Text drawn as a picture, not read as words: only emoji (`Text("🎉")`, `Text(reaction.rawValue)`,
  /// `Text(emoji)`) or a monogram's one or two letters (`Text(String(name.prefix(1)))`, `Text(initials)`),
  /// also through a local (`let abbrv = String(host.first ?? "R")`).
  /// The large-text rules don't ask it to grow: enlarging a picture helps no reader.
  public func showsPictureText(in file: SwiftFileModel) -> Bool {
    guard name == "Text", kind == .call, let title = titleArgument else { return false }
    func pictured(_ value: ExpressionInfo) -> Bool {
      switch value.kind {
      case .string(let text):
        // A one-letter literal alone is no evidence of a tile (`Text("x")`); emoji are, and so is a
        // lone bullet or dash ("•").
        return PictureText.isOnlyEmoji(text) || PictureText.isGlyph(text)
      case .interpolatedString:
        return false
      default:
        let source = value.text
        return PictureText.namesEmoji(source) || PictureText.namesMonogram(source) || PictureText.namesGlyph(source)
          || PictureText.takesLeadingLetters(source)
      }
    }
    if pictured(title) { return true }
    if case .reference(let name) = title.kind, let value = file.constant(named: name, in: enclosingType) {
      return pictured(value)
    }
    return false
  }
}
