import A11yCore

/// One piece of what VoiceOver speaks for an element: a text, a symbol's spoken name, an image's
/// file name, or a value only known at run time. Labels are lists of these, in speaking order.
public struct SpokenText: Sendable, Hashable {
  public indirect enum Kind: Sendable, Hashable {
    /// A string literal. `localizable` when SwiftUI looks it up as a `LocalizedStringKey`
    /// (`Text("x")`), not for `Text(verbatim:)` or a `String`.
    case text(String, localizable: Bool)
    /// Text an Interface Builder file shows, looked up by its object key (`Ttl-Lb-a01.text`) in the
    /// storyboard's `.strings` tables; `base` is what the file itself says. Also
    /// `String(localized: "choose_chapter", defaultValue: "Choose Chapter")`: the key's
    /// translation, else the default value.
    case localized(key: String, base: String)
    /// A string literal with `\(...)` interpolations, as written between the quotes.
    case template(String)
    /// `Image(systemName:)` with a literal name: VoiceOver speaks the symbol's name.
    case symbol(String)
    /// `Image(systemName: expression)`: a symbol whose name is only known at run time.
    case symbolExpression(String)
    /// `Image("name")` with no label: SwiftUI uses the name (through the string catalog) as label.
    case assetName(String)
    /// An image with no name at all (`Image(uiImage:)`): VoiceOver says only "image".
    case unnamedImage
    /// A value the source doesn't tell (`item.title`, a custom view): shown as ‹expression›.
    case unknown(String)
    /// Words the system supplies itself (`Button(role: .close)` → "Close").
    case system(LocalizedText)
    /// `isOpen ? "Open" : "Closed"`: one of two, chosen at run time.
    case choice(condition: String, then: SpokenText, otherwise: SpokenText)
  }

  public var kind: Kind
  public var position: SourcePosition?

  public init(_ kind: Kind, at position: SourcePosition? = nil) {
    self.kind = kind
    self.position = position
  }

  /// What an expression used as a label speaks: `"Pay"`, `Text("Pay")`, `"Hi \(name)"`, `title`.
  public init(expression: ExpressionInfo) {
    switch expression.kind {
    case .string(let text):
      self.init(.text(text, localizable: true), at: expression.start)
    case .interpolatedString:
      self.init(.template(Self.quotedContent(expression.text)), at: expression.start)
    case .call(let callee, let arguments) where callee == "Text" || callee == "LocalizedStringKey" || callee == "String":
      guard let first = arguments.first else { self.init(.unknown(expression.text), at: expression.start); return }
      if callee == "Text", first.value.callee == "Image" {
        // `Text(Image(systemName: "gear"))`: an image set in text speaks as that image.
        self.init(expression: first.value)
      } else if callee == "String", first.label == "localized", let key = first.value.stringLiteral,
                let fallback = arguments.first(labeled: "defaultValue")?.stringLiteral {
        self.init(.localized(key: key, base: fallback), at: first.value.start)
      } else if let literal = first.value.stringLiteral {
        // `Text(verbatim:)` and `String("x")` are never looked up.
        self.init(.text(literal, localizable: first.label != "verbatim" && callee != "String"), at: first.value.start)
      } else if case .interpolatedString = first.value.kind {
        self.init(.template(Self.quotedContent(first.value.text)), at: first.value.start)
      } else {
        self.init(.unknown(first.value.text), at: first.value.start)
      }
    case .call(let callee, let arguments) where callee == "Image":
      if let symbol = arguments.first(labeled: "systemName") {
        self.init(symbol.stringLiteral.map { .symbol($0) } ?? .symbolExpression(symbol.text), at: expression.start)
      } else if let label = arguments.first(labeled: "label") {
        self.init(expression: label)
      } else if let asset = arguments.firstUnlabeled?.stringLiteral {
        self.init(.assetName(asset), at: expression.start)
      } else {
        self.init(.unknown(expression.text), at: expression.start)
      }
    case .ternary(let condition, let then, let otherwise):
      // A literal in a ternary is a `String`, which SwiftUI shows as written (not looked up).
      func branch(_ expression: ExpressionInfo) -> SpokenText {
        var part = SpokenText(expression: expression)
        if case .string(let text) = expression.kind { part.kind = .text(text, localizable: false) }
        return part
      }
      self.init(.choice(condition: condition.text, then: branch(then), otherwise: branch(otherwise)), at: expression.start)
    case .call(let callee, _) where callee.hasPrefix(".") || expression.calleeBase != nil:
      // `Text("Ollama").font(.headline)`: the modifiers don't change the words.
      if let base = expression.calleeBase, base.callee != nil || base.stringLiteral != nil {
        self.init(expression: base)
      } else {
        self.init(.unknown(expression.text), at: expression.start)
      }
    default:
      // `$text` is a binding; what it holds is the value.
      let text = expression.text
      self.init(.unknown(text.hasPrefix("$") ? String(text.dropFirst()) : text), at: expression.start)
    }
  }

  /// `"a \(b)"` → `a \(b)`.
  static func quotedContent(_ literal: String) -> String {
    var text = Substring(literal)
    while text.first == "#" { text = text.dropFirst().dropLast() }
    let quotes = text.hasPrefix("\"\"\"") ? 3 : 1
    guard text.count >= 2 * quotes else { return String(text) }
    return String(text.dropFirst(quotes).dropLast(quotes))
  }

  /// A literal whose words are known (after the catalog).
  public var literalText: String? {
    if case .text(let text, _) = kind { return text }
    if case .localized(_, let base) = kind { return base }
    return nil
  }

  /// The part names something a person can understand, possibly known only at run time.
  var isMeaningfulName: Bool {
    switch kind {
    case .text(let text, _), .localized(_, let text): !text.trimmingCharacters(in: .whitespaces).isEmpty
    case .template, .unknown, .system, .choice: true
    case .symbol, .symbolExpression, .assetName, .unnamedImage: false
    }
  }
}

/// How a `SpokenText` is turned into words: in a language, through the project's strings.
public struct SpeechRenderer: Sendable {
  public var language: Language
  public var strings: [String: [String: String]]

  public init(language: Language, strings: [String: [String: String]] = [:]) {
    self.language = language
    self.strings = strings
  }

  /// The catalog's text for `key` in the language, else in English or the base language.
  public func translation(of key: String) -> String? {
    guard let translations = strings[key], !translations.isEmpty else { return nil }
    let code = language.rawValue
    if let exact = translations.first(where: { $0.key.lowercased() == code || $0.key.lowercased().hasPrefix(code + "-") || $0.key.lowercased().hasPrefix(code + "_") }) {
      return exact.value
    }
    for fallback in ["en", "Base", "base"] { if let text = translations[fallback] { return text } }
    return translations.keys.sorted().first.flatMap { translations[$0] }
  }

  public func words(_ part: SpokenText) -> String {
    switch part.kind {
    case .text(let text, let localizable):
      return localizable ? translation(of: text) ?? text : text
    case .localized(let key, let base):
      return translation(of: key) ?? base
    case .template(let template):
      return translation(of: template) ?? Self.markInterpolations(template)
    case .symbol(let name):
      return SymbolNames.spokenName(of: name, in: language)
    case .symbolExpression(let expression):
      // `isFavorite ? "heart.fill" : "heart"` → ‹isFavorite ? heart fill : heart›: the symbols' names.
      var shown = ""
      for (index, piece) in expression.split(separator: "\"", omittingEmptySubsequences: false).enumerated() {
        shown += index % 2 == 1 ? SymbolNames.spokenName(of: String(piece), in: language) : String(piece)
      }
      return "‹\(shown)›"
    case .assetName(let name):
      // SwiftUI looks the name up as a localization key, else reads it with dots as spaces.
      return translation(of: name) ?? name.replacingOccurrences(of: ".", with: " ")
    case .unnamedImage:
      return ""
    case .unknown(let expression):
      return "‹\(expression)›"
    case .system(let text):
      return text.text(in: language)
    case .choice(let condition, let then, let otherwise):
      func bare(_ words: String) -> String {
        words.hasPrefix("‹") && words.hasSuffix("›") ? String(words.dropFirst().dropLast()) : words
      }
      return "‹\(condition) ? \(bare(words(then))) : \(bare(words(otherwise)))›"
    }
  }

  /// The parts of a label joined the way VoiceOver joins combined labels, empty ones left out.
  public func words(_ parts: [SpokenText]) -> String {
    parts.map(words).filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// `Total \(price) won` → `Total ‹price› won`.
  static func markInterpolations(_ template: String) -> String {
    var result = ""
    var index = template.startIndex
    while index < template.endIndex {
      if template[index] == "\\", template.index(after: index) < template.endIndex, template[template.index(after: index)] == "(" {
        var depth = 0
        var cursor = template.index(after: index)
        var expression = ""
        while cursor < template.endIndex {
          let character = template[cursor]
          if character == "(" { depth += 1; if depth == 1 { cursor = template.index(after: cursor); continue } }
          if character == ")" { depth -= 1; if depth == 0 { break } }
          expression.append(character)
          cursor = template.index(after: cursor)
        }
        result += "‹\(expression)›"
        index = cursor < template.endIndex ? template.index(after: cursor) : cursor
      } else {
        result.append(template[index])
        index = template.index(after: index)
      }
    }
    return result
  }
}

