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

/// How an `Image(...)` gets its pixels, which decides what VoiceOver says without a label.
public enum ImageSource: Sendable, Hashable {
  case asset(String)
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

extension SwiftUIView {
  public var imageSource: ImageSource? {
    guard name == "Image", kind == .call else { return nil }
    if arguments.has(label: "decorative") { return .decorative }
    if let label = argument("label") { return .labelled(label) }
    if let symbol = argument("systemName") {
      // `Image(systemName: name)`: still a symbol, whose name we show as written.
      return .systemSymbol(symbol.stringLiteral ?? symbol.text)
    }
    if let first = arguments.firstUnlabeled, let name = first.stringLiteral { return .asset(name) }
    let standardLabels: Set<String?> = [nil, "uiImage", "nsImage", "cgImage", "bundle", "scale", "orientation", "variableValue"]
    if let custom = arguments.first(where: { !standardLabels.contains($0.label) }) {
      return .custom(label: custom.label ?? "", value: custom.value.text)
    }
    return .variable
  }

  /// Views whose first unlabeled argument is the text they show or the title they are named by.
  static let titledViews: Set<String> = [
    "Text", "Label", "Button", "Link", "NavigationLink", "Menu", "Toggle", "Picker", "Stepper", "DatePicker",
    "ColorPicker", "TextField", "SecureField", "ShareLink", "Section", "Tab", "LabeledContent", "ProgressView",
  ]

  /// The title a control or input gets from its first argument: `Button("Save")`, `TextField("Email", ...)`.
  public var titleArgument: ExpressionInfo? {
    guard Self.titledViews.contains(name), let first = arguments.first, first.label == nil || first.label == "titleKey" || first.label == "verbatim" else { return nil }
    if case .closure = first.value.kind { return nil }
    return first.value
  }
}

extension SwiftFileModel {
  /// The name VoiceOver gives `view`: its accessibility label, its title argument, or the content
  /// of its label, in that order.
  public func accessibleName(of view: SwiftUIView) -> AccessibleName {
    if let label = view.accessibilityLabel { return Self.name(from: label) }
    if view.name == "Image" { return nameOfContent(view) }
    // `Picker(selection: $x, label: Text("Size")) { ... }`, `Button(action: f, label: label)`: a
    // label passed as an argument (a closure literal is content, read below).
    if let label = view.argument("label"), label.kind != .closure { return Self.name(from: label) }
    // `Button(role: .close, action:)` (iOS 26): the system gives the role's own label and symbol.
    if view.name == "Button", let role = view.argument("role")?.memberName, ["close", "confirm", "cancel"].contains(role),
       view.titleArgument == nil, view.children.isEmpty {
      return .dynamic
    }
    if let title = view.titleArgument {
      let name = Self.name(from: title)
      if case .literal(let text, _) = name, text.trimmingCharacters(in: .whitespaces).isEmpty {
        // `TextField("", text:)`: an empty title is no name; look at the label content instead.
      } else {
        return name
      }
    }
    if view.name == "Text" || view.name == "Label" {
      return .dynamic
    }
    return contentName(of: view)
  }

  /// The name made of a view's label content (its children that VoiceOver reads as its name).
  func contentName(of view: SwiftUIView) -> AccessibleName {
    var symbols: [String] = []
    var assets: [String?] = []
    // A menu's or picker's content is its items, not its name.
    let nameSlots: Set<ViewSlot> = view.name == "Menu" || view.name == "Picker" ? [.label] : [.label, .title, .content]
    for child in view.children.map({ views[$0] }) where nameSlots.contains(child.slot) {
      if child.hiddenByOwnModifier == true { continue }
      switch nameOfContent(child) {
      case .literal(let text, let position):
        if !text.trimmingCharacters(in: .whitespaces).isEmpty { return .literal(text, position) }
      case .dynamic: return .dynamic
      case .symbol(let symbol): symbols.append(symbol)
      case .assetImage(let asset): assets.append(asset)
      case .none: continue
      }
    }
    if let asset = assets.first { return .assetImage(asset) }
    if let symbol = symbols.first { return .symbol(symbol) }
    return .none
  }

  private func nameOfContent(_ view: SwiftUIView) -> AccessibleName {
    if let label = view.accessibilityLabel { return Self.name(from: label) }
    switch view.name {
    case "Text":
      guard let text = view.titleArgument else { return .dynamic }
      return Self.name(from: text)
    case "Label":
      if let title = view.titleArgument { return Self.name(from: title) }
      return contentName(of: view)
    case "Image":
      switch view.imageSource {
      case .asset(let name)?: return .assetImage(name)
      case .systemSymbol(let name)?: return .symbol(name)
      case .variable?: return .assetImage(nil)
      case .labelled(let label)?: return Self.name(from: label)
      case .custom(let label, let value)?:
        switch project.imageInitializers[label] {
        case .asset?: return .assetImage(value)
        case .systemSymbol?: return .symbol(value)
        case .decorative?: return .none
        case .labelled?, nil: return .dynamic
        }
      case .decorative?, nil: return .none
      }
    case "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ForEach", "ViewThatFits":
      return contentName(of: view)
    case "Spacer", "Divider", "EmptyView", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ProgressView":
      return .none
    default:
      // A custom view the project declares speaks what its body speaks; one we can't see, or a
      // view held in a variable, may well say something.
      guard view.kind == .call, let custom = project.customView(named: view.name) else { return .dynamic }
      return Self.name(ofUse: view, of: custom)
    }
  }

  /// What a use of a custom view speaks, from its body's summary: an icon view with no label is
  /// its image's name; anything that shows text or names itself has a name.
  static func name(ofUse view: SwiftUIView, of custom: CustomViewSummary) -> AccessibleName {
    if custom.hidesItself { return .none }
    guard custom.isImage, case .image(let image) = custom.content else { return .dynamic }
    // `IconView(systemName: "plus")`, `Avatar("me")`: the image's name is usually the first literal.
    let literal = view.arguments.lazy.compactMap(\.value.stringLiteral).first
    switch image {
    case .systemSymbol(let name): return .symbol(name ?? literal ?? view.name)
    case .asset(let name): return .assetImage(name ?? literal)
    case .picture: return .assetImage(nil)
    }
  }

  static func name(from expression: ExpressionInfo) -> AccessibleName {
    switch expression.kind {
    case .string(let text): return .literal(text, expression.start)
    case .call(let callee, let arguments) where callee == "Text" || callee == "LocalizedStringKey" || callee == "String":
      if let literal = arguments.first?.value.stringLiteral { return .literal(literal, arguments[0].value.start) }
      // `Text(Image(systemName: "gear"))`: an image set in text speaks as that image.
      if let image = arguments.first?.value, image.callee == "Image" { return name(from: image) }
      return .dynamic
    case .call(let callee, let arguments) where callee == "Image":
      if let symbol = arguments.first(labeled: "systemName") { return .symbol(symbol.stringLiteral ?? symbol.text) }
      if let label = arguments.first(labeled: "label") { return name(from: label) }
      if let asset = arguments.firstUnlabeled?.stringLiteral { return .assetImage(asset) }
      return .dynamic
    default: return .dynamic
    }
  }
}

import Foundation
