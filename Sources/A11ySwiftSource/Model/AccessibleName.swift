import A11yCore

/// What VoiceOver would use as a view's name, as far as the source tells.
public enum AccessibleName: Sendable, Hashable {
  /// A literal text (or localization key) at a position.
  case literal(String, SourcePosition)
  /// A name exists but comes from a value the analyzer can't resolve (a variable, a custom view).
  case dynamic
  /// Only SF Symbols: VoiceOver speaks a name derived from the symbol (`cart` → "Cart").
  case symbol(String)
  /// Only asset images: VoiceOver speaks the image's file name, or nothing useful.
  case assetImage(String?)
  /// Nothing VoiceOver can speak.
  case none

  /// The view has a name a person can understand (possibly one we can't see).
  public var isPresent: Bool {
    switch self {
    case .literal, .dynamic: true
    case .symbol, .assetImage, .none: false
    }
  }
}

/// How messages name an SF Symbol: by its name when the source spells it, by the expression that
/// chooses it otherwise (an expression is not a symbol name).
public enum SymbolMention {
  /// The whole expression, on one line: rules read the symbols it chooses from it (a cut
  /// `"pause.circle.f…` would hide one); messages shorten it with ``shown(_:)``.
  static func expressionMarker(_ expression: String) -> String {
    let oneLine = expression.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return "`" + oneLine + "`"
  }

  /// A marker as a message shows it: at most 40 characters of the expression.
  public static func shown(_ name: String) -> String {
    guard isExpression(name) else { return name }
    let expression = name.dropFirst().dropLast()
    return expression.count > 40 ? "`" + expression.prefix(39) + "…`" : name
  }

  /// Whether `name` (an ``ImageSource/systemSymbol(_:)`` or ``AccessibleName/symbol(_:)``
  /// payload) is an expression rather than a symbol's name.
  public static func isExpression(_ name: String) -> Bool { name.hasPrefix("`") }

  /// "SF Symbol 'star'" or "the SF Symbol chosen by `expression`", in both languages.
  public static func text(_ name: String) -> LocalizedText {
    isExpression(name)
      ? LocalizedText(en: "the SF Symbol chosen by \(shown(name))", ko: "\(shown(name)) 식으로 정해지는 SF Symbol")
      : LocalizedText(en: "SF Symbol '\(name)'", ko: "SF Symbol '\(name)'")
  }
}

/// How an `Image(...)` gets its pixels, which decides what VoiceOver says without a label.
public enum ImageSource: Sendable, Hashable {
  case asset(String)
  /// The symbol's name (`star`), or, when an expression chooses it, that expression in backticks
  /// (`` `isFavorite ? "star.fill" : "star"` ``; no symbol name holds a backtick). Messages
  /// name it with ``SymbolMention``.
  case systemSymbol(String)
  /// `Image(uiImage:)`, `Image(name)`, `Image(.generatedSymbol)`: name unknown.
  case variable
  case decorative
  /// `Image(_:label:)`, `Image(systemName:label:)`... already labelled.
  case labelled(ExpressionInfo)
  /// A project's own initializer (`Image(icon: .share)`): its first argument label and value;
  /// what it draws is known only through the project index.
  case custom(label: String, value: String)
}

extension ImageSource {
  /// `.delete` → `delete`: the enum case a project's initializer is given as an implicit member
  /// (`Image.asset(.delete)` wrapping `Image(name.rawValue)`), which names the asset.
  static func caseName(_ value: String) -> String? {
    guard value.hasPrefix("."), value.count > 1, value.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return String(value.dropFirst())
  }
}

extension SwiftUIView {
  public var imageSource: ImageSource? {
    guard name == "Image", kind == .call else { return nil }
    return Self.imageSource(of: arguments)
  }

  /// What `Image(...)` called with `arguments` shows.
  static func imageSource(of arguments: [Argument]) -> ImageSource {
    func argument(_ label: String) -> ExpressionInfo? { arguments.first(labeled: label) }
    if arguments.has(label: "decorative") { return .decorative }
    if let label = argument("label") { return .labelled(label) }
    if let symbol = argument("systemName") {
      // `Image(systemName: name)`: still a symbol, whose name we show as written.
      return .systemSymbol(symbol.stringLiteral ?? SymbolMention.expressionMarker(symbol.text))
    }
    if let first = arguments.firstUnlabeled, let name = first.stringLiteral { return .asset(name) }
    let standardLabels: Set<String?> = [nil, "uiImage", "nsImage", "cgImage", "bundle", "scale", "orientation", "variableValue"]
    if let custom = arguments.first(where: { !standardLabels.contains($0.label) }) {
      return .custom(label: custom.label ?? "", value: custom.value.text)
    }
    return .variable
  }

  /// `Image(uiImage: UIImage())`, `Image(uiImage: UIImage(ciImage: .empty()))`: a picture of
  /// nothing (a stand-in while the real one loads) that shows no content anyone could label.
  public var isEmptyPicture: Bool {
    guard name == "Image", kind == .call else { return false }
    // `Image("")`: an asset named nothing, a blank stand-in (CityKey's widget background fallback).
    if arguments.firstUnlabeled?.stringLiteral == "" { return true }
    guard let picture = argument("uiImage") ?? argument("nsImage") else { return false }
    return Self.emptyPictures.contains(picture.text.filter { !$0.isWhitespace })
  }
  static let emptyPictures: Set<String> = [
    "UIImage()", "NSImage()", "UIImage.init()", ".init()",
    "UIImage(ciImage:.empty())", "UIImage(ciImage:CIImage.empty())", "UIImage(ciImage:CIImage())",
  ]

  /// Views whose first unlabeled argument is the text they show or the title they are named by.
  static let titledViews: Set<String> = [
    "Text", "Label", "Button", "Link", "NavigationLink", "Menu", "Toggle", "Picker", "Stepper", "DatePicker",
    "ColorPicker", "TextField", "SecureField", "ShareLink", "Section", "Tab", "LabeledContent", "ProgressView",
    // `PhotosPicker("Upload Profile Picture", selection:matching:)`: titled like a Button.
    "PhotosPicker",
  ]

  /// The title a control or input gets from its first argument: `Button("Save")`, `TextField("Email", ...)`.
  public var titleArgument: ExpressionInfo? {
    guard Self.titledViews.contains(name), let first = arguments.first, first.label == nil || first.label == "titleKey" || first.label == "verbatim" else { return nil }
    if case .closure = first.value.kind { return nil }
    return first.value
  }
}

extension SwiftFileModel {
  /// The name VoiceOver gives `view`, summarized for rules from the same spoken label the
  /// VoiceOver preview shows (`spokenLabel(of:)`): its accessibility label, its title argument,
  /// or the content of its label, in that order.
  public func accessibleName(of view: SwiftUIView) -> AccessibleName {
    let parts = spokenLabel(of: view)
    // A label or title set on the view itself is its name even when blank; inside a label's
    // content a blank text is no name.
    let ownLabel = view.accessibilityLabel != nil || view.name == "Image" || view.argument("label").map { $0.kind != .closure } == true
    return AccessibleName(summarizing: parts, skippingBlank: !ownLabel)
  }

  /// The name made of a view's label content (its children that VoiceOver reads as its name).
  func contentName(of view: SwiftUIView) -> AccessibleName {
    AccessibleName(summarizing: spokenContent(of: view), skippingBlank: true)
  }

  /// What a use of a custom view speaks, from its body's summary in the project index: an icon
  /// view with no label is its image's name; anything that shows text or names itself has a name.
  static func spokenUse(of view: SwiftUIView, _ custom: CustomViewSummary, project: ProjectIndex) -> [SpokenText] {
    if custom.hidesItself { return [] }
    guard custom.isImage, case .image(let image) = custom.content else { return [SpokenText(.unknown("\(view.name)(…)"), at: view.position)] }
    // `IconView(systemName: "plus")`, `Avatar("me")`: the image's name is usually the first literal.
    let literal = view.arguments.lazy.compactMap(\.value.stringLiteral).first
    switch image {
    case .systemSymbol(let name):
      // `ThemeImage(.copy)`, whose body shows the symbol a table of the project gives the case
      // ("doc.on.doc"): the one argument, a case only ever mapped to that symbol.
      let fromCase = view.arguments.count == 1 ? view.arguments.first.flatMap { argument -> String? in
        guard case .member(nil, let caseName) = argument.value.kind else { return nil }
        return project.symbol(ofCase: caseName)
      } : nil
      // A symbol the body chooses at run time is named by the view, never as if its type name were a symbol.
      guard let symbol = name ?? literal ?? fromCase else { return [SpokenText(.symbolExpression("\(view.name)()"), at: view.position)] }
      return [SpokenText(.symbol(symbol), at: view.position)]
    case .asset(let name):
      return [SpokenText((name ?? literal).map { .assetName($0) } ?? .unnamedImage, at: view.position)]
    case .picture: return [SpokenText(.unnamedImage, at: view.position)]
    }
  }


  static func name(from expression: ExpressionInfo) -> AccessibleName {
    AccessibleName(summarizing: [SpokenText(expression: expression)], skippingBlank: false)
  }
}
