import Foundation

/// SF Symbol names (`chevron.right`, `square.and.arrow.up`). VoiceOver speaks a name derived from
/// common symbols ("xmark" → "Close"), but where iOS knows none it reads the symbol's name as it is,
/// dots and all; a captured hierarchy then shows that name as the label.
public enum SymbolNames {
  /// Words symbol names are built from; a dotted name made of them is a symbol name, not words.
  static let vocabulary: Set<String> = [
    "arrow", "arrows", "arrowshape", "arrowtriangle", "badge", "bell", "bolt", "bookmark", "bubble", "calendar",
    "camera", "cart", "checkmark", "chevron", "circle", "clock", "cloud", "creditcard", "doc", "ellipsis", "envelope",
    "exclamationmark", "eye", "fill", "flag", "folder", "gear", "gearshape", "hand", "heart", "house", "info",
    "line", "lock", "magnifyingglass", "mappin", "message", "mic", "minus", "paperplane", "pencil", "person",
    "phone", "photo", "play", "plus", "questionmark", "rectangle", "square", "slash", "speaker", "star", "tag",
    "trash", "tray", "wave", "wifi", "xmark", "and", "up", "down", "left", "right", "forward", "backward",
    "horizontal", "vertical", "3", "2", "1", "on", "off", "open", "stack", "list", "bullet", "text", "app",
    "dashed", "inset", "filled", "crop", "sparkles", "thumbsup", "thumbsdown",
  ]
  /// Symbol names of one word that are not words a person would speak.
  static let singleWordNames: Set<String> = [
    "xmark", "gearshape", "magnifyingglass", "arrowshape", "checkmark", "creditcard", "paperplane", "mappin",
    "exclamationmark", "questionmark", "thumbsup", "thumbsdown",
  ]

  /// Whether `text` reads as an SF Symbol name rather than words.
  public static func looksLikeSymbolName(_ text: String) -> Bool {
    guard !text.isEmpty, text.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." }) else {
      return false
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 1 { return singleWordNames.contains(text) }
    guard parts.allSatisfy({ !$0.isEmpty }) else { return false }
    // `photo.png` is a file name.
    if let last = parts.last, LabelQuality.imageExtensions.contains(String(last)) { return false }
    // `chevron.right`, `square.and.arrow.up`: the first word and most others are symbol words.
    guard vocabulary.contains(String(parts[0])) else { return false }
    let known = parts.filter { vocabulary.contains(String($0)) }.count
    return known * 2 >= parts.count
  }

  /// Symbols whose spoken name is the conventional name of the action they stand for ("xmark" is
  /// read "Close"): an icon-only control showing one is named right whenever it does that action.
  /// Variants (`.fill`, `.circle`, `.circle.fill`) speak the same. The entries of ``table`` that
  /// name an action: one table holds what the preview says and what the rules accept.
  static let conventionalActions: [String: LocalizedText] = table.filter(\.value.namesAction).mapValues(\.spoken)

  /// Whether a literal a project keeps in an icon constant (`let share: Icon = .init("square.and.arrow.up")`)
  /// can be an SF Symbol's name: lowercase words and dots, either shaped like one or a single word
  /// symbols are made of (`trash`, `xmark`).
  public static func isPlausibleSymbolName(_ text: String) -> Bool {
    guard !text.isEmpty, text.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." }) else { return false }
    return looksLikeSymbolName(text) || vocabulary.contains(text) || conventionalAction(of: text) != nil
  }

  /// What an `xmark` read "Close" means when the button's action says it does something else:
  /// `showDenialSheet`, `reject(request)`, `removeTag`. "Close" then names the wrong action.
  /// Nil when the symbol isn't read "Close", no action is known, or none names another action.
  public static func closeNotTheAction(of symbol: String, actions: [String]) -> LocalizedText? {
    guard let spoken = conventionalAction(of: symbol), spoken.en == "Close" else { return nil }
    let otherActions: Set<String> = [
      "deny", "denial", "reject", "rejection", "decline", "block", "ban", "remove", "delete", "unsubscribe", "unfollow",
      "kick",
    ]
    let namesAnother = actions.contains { action in
      IdentifierWords.words(in: action).contains { otherActions.contains($0.lowercased()) }
    }
    return namesAnother ? spoken : nil
  }

  /// `03.circle`, `1.square.fill`: a numeral in a shape, which VoiceOver reads as the number it shows,
  /// the same words a button titled "3" gives.
  public static func showsANumeral(_ symbol: String) -> Bool {
    let parts = symbol.split(separator: ".")
    guard let base = parts.first, base.allSatisfy(\.isNumber) else { return false }
    return parts.dropFirst().allSatisfy { ["circle", "square", "fill"].contains($0) }
  }

  /// The character a glyph symbol draws (`at` "@", `number` "#", `percent` "%"), for a button that
  /// types that character: VoiceOver's "at" is then what it shows and what it does. Nil for other
  /// symbols.
  public static func typedCharacter(of symbol: String) -> String? {
    var name = Substring(symbol)
    for suffix in [".fill", ".circle", ".square"] where name.hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
    }
    if name.hasSuffix(".circle") || name.hasSuffix(".square") { name = name.dropLast(".circle".count) }
    return glyphCharacters[String(name)]
  }

  static let glyphCharacters: [String: String] = ["at": "@", "number": "#", "percent": "%"]

  /// The conventional action a symbol is read as, for `xmark`, `xmark.circle.fill`, `plus.circle`...
  public static func conventionalAction(of symbol: String) -> LocalizedText? {
    var name = Substring(symbol)
    for suffix in [".fill", ".circle", ".square"] where name.hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
    }
    if name.hasSuffix(".circle") { name = name.dropLast(".circle".count) }
    return conventionalActions[String(name)]
  }

  /// What a vertical arrow or chevron is read as ("Up", "Down") when every action the button is
  /// wired to does something else (`increaseValue`, `toggleDetails`): the direction is heard, not
  /// what the button does. Nil when the symbol isn't such an arrow, no action is known, or an
  /// action moves, scrolls, raises or lowers something (`upButtonPressed`, `scrollToTop`).
  public static func directionNotTheAction(of symbol: String, actions: [String]) -> LocalizedText? {
    guard let spoken = conventionalAction(of: symbol), spoken.en == "Up" || spoken.en == "Down", !actions.isEmpty else {
      return nil
    }
    let agreeing: Set<String> = spoken.en == "Up"
      ? ["up", "upward", "upwards", "raise", "top", "scroll", "move", "open"]
      : ["down", "downward", "downwards", "lower", "bottom", "scroll", "move", "close"]
    let saysIt = actions.contains { action in
      IdentifierWords.words(in: action).contains { agreeing.contains($0.lowercased()) }
    }
    return saysIt ? nil : spoken
  }

  /// The method a selector names: `#selector(Cell.increaseValue(_:))`, `.upButtonPressed`,
  /// `"increaseValue:"` → `increaseValue`, `upButtonPressed`.
  public static func selectorMethod(_ text: String) -> String? {
    var body = Substring(text.trimmingCharacters(in: .whitespaces))
    if body.hasPrefix("#selector("), body.hasSuffix(")") { body = body.dropFirst("#selector(".count).dropLast() }
    if let open = body.firstIndex(of: "(") { body = body[..<open] }
    let method = body.split(separator: ".").last.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ":\" ")) }
    return method.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether every symbol an expression can choose is read as a conventional action
  /// (`isSearching ? "xmark" : "magnifyingglass"`: "Close" or "Search"), or is a checkmark beside
  /// one (`showCopied ? "checkmark" : "doc.on.doc"`: the confirmation shown a moment after the
  /// action, whose symbol names the button).
  public static func choosesOnlyConventionalActions(_ source: String) -> Bool {
    let literals = QuotedLiterals.contents(in: source)
    let actions = literals.filter { conventionalAction(of: $0) != nil }
    return !actions.isEmpty && literals.allSatisfy { conventionalAction(of: $0) != nil || isCheckmark($0) }
  }

  /// `checkmark`, `checkmark.circle`, `checkmark.circle.fill`, `checkmark.square`: the plain mark,
  /// not `checkmark.seal` (a verified badge) or `checkmark.shield`.
  static func isCheckmark(_ symbol: String) -> Bool {
    let parts = symbol.split(separator: ".")
    return parts.first == "checkmark" && parts.dropFirst().allSatisfy { ["circle", "square", "fill"].contains($0) }
  }
}
