import A11yCore

/// The one computation of the label VoiceOver speaks for a view, shared by the preview
/// (`VoiceOverTree`) and the rules (through `SwiftFileModel.accessibleName(of:)`).
extension SwiftFileModel {
  /// Resolves a view that isn't SwiftUI's own (a custom view, a member such as `header`) to the
  /// label parts it speaks; nil when it can't be known.
  public typealias CustomViewSpeech = (SwiftUIView) -> [SpokenText]?

  /// The parts of the label VoiceOver speaks for `view` as one element: its accessibility
  /// label, its title argument, or the content of its label, in that order.
  /// `oneBranch`: of the `if`/`else` (or `#if`/`#else`) alternatives in a label, read only the first,
  /// as a person hears one of them at a time (the preview); rules keep every branch, since any may ship.
  public func spokenLabel(of view: SwiftUIView, customViews: CustomViewSpeech? = nil, oneBranch: Bool = false) -> [SpokenText] {
    if let label = view.accessibilityLabel { return [SpokenText(expression: label)] }
    if view.name == "Image" { return spokenImageName(of: view) }
    // `Picker(selection: $x, label: Text("Size")) { ... }`, `Button(action: f, label: label)`: a
    // label passed as an argument (a closure literal is content, read below).
    if let label = view.argument("label"), label.kind != .closure { return [SpokenText(expression: label)] }
    // `Button(role: .close, action:)` (iOS 26): the system gives the role's own label and symbol.
    if view.name == "Button", let role = view.argument("role")?.memberName, let words = Self.roleLabels[role],
       view.titleArgument == nil, view.children.isEmpty {
      return [SpokenText(.system(words), at: view.position)]
    }
    // `EditButton()`, `PasteButton(payloadType:)`, `ShareLink(item:)`: the system's own label.
    if let words = Self.systemControlLabels[view.name], view.titleArgument == nil,
       !view.children.contains(where: { Self.nameSlots.contains(views[$0].slot) }) {
      return [SpokenText(.system(words), at: view.position)]
    }
    // `Button(asset: .trash) { remove() }` through an initializer the app adds whose label is
    // `Image(asset: asset)` (``ProjectIndex/imageButtonInitializers``): that image's name.
    if view.name == "Button", let first = view.arguments.first, let label = first.label,
       let imageLabel = project.imageButtonInitializers[label],
       !view.children.contains(where: { Self.nameSlots.contains(views[$0].slot) }) {
      let arguments = [Argument(label: imageLabel.isEmpty ? nil : imageLabel, value: first.value)]
      return spokenImageName(SwiftUIView.imageSource(of: arguments), arguments: arguments, at: view.position)
    }
    if let title = view.titleArgument {
      let part = titlePart(of: view, title)
      // `TextField("", text:)`: an empty title is no name; look at the label content instead.
      if part.literalText?.trimmingCharacters(in: .whitespaces).isEmpty != true { return [part] }
    }
    if view.name == "Text" || view.name == "Label" {
      let shown = view.arguments.first?.value.text ?? view.name
      return [SpokenText(.unknown(shown), at: view.position)]
    }
    // The element is a member or a custom view itself (`rowDisplay.accessibilityElement(children:
    // .combine)`): it speaks what that member or view shows.
    // (An `.overlay { rails }` on it is decoration, not content: only content slots count.)
    let hasContent = view.children.contains { Self.nameSlots.contains(views[$0].slot) }
    if !hasContent, viewMember(referencedBy: view) != nil || (view.kind == .call && customView(named: view.name) != nil) {
      return spokenContentPart(view, customViews: customViews, oneBranch: oneBranch, memberDepth: 0)
    }
    return spokenContent(of: view, customViews: customViews, oneBranch: oneBranch)
  }

  /// `Text(verbatim: "a.b")` is shown as written; `Text("a.b")` is looked up as a key.
  private func titlePart(of view: SwiftUIView, _ title: ExpressionInfo) -> SpokenText {
    var part = SpokenText(expression: title)
    if view.arguments.first?.label == "verbatim", case .text(let text, _) = part.kind { part.kind = .text(text, localizable: false) }
    return part
  }

  /// `#if os(macOS)`, `#elseif os(macOS) || os(visionOS)`: a branch that never ships on iOS.
  static func isOtherPlatformOnly(_ condition: String) -> Bool {
    guard condition.hasPrefix("#if ") || condition.hasPrefix("#elseif ") else { return false }
    let test = condition.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
    let platforms = test.components(separatedBy: "||").map { $0.trimmingCharacters(in: .whitespaces) }
    return platforms.allSatisfy { ["os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)"].contains($0) }
  }

  static let roleLabels: [String: LocalizedText] = [
    "close": LocalizedText(en: "Close", ko: "닫기"),
    "confirm": LocalizedText(en: "Confirm", ko: "확인"),
    "cancel": LocalizedText(en: "Cancel", ko: "취소"),
  ]

  /// System controls that name themselves when given no title (JellyPlayer's `EditButton()`).
  static let systemControlLabels: [String: LocalizedText] = [
    "EditButton": LocalizedText(en: "Edit", ko: "편집"),
    "PasteButton": LocalizedText(en: "Paste", ko: "붙여넣기"),
    "ShareLink": LocalizedText(en: "Share", ko: "공유"),
  ]

  /// What an unlabelled `Image` speaks: its label argument, its asset name, its symbol's name,
  /// "image" alone, or nothing when decorative.
  public func spokenImageName(of view: SwiftUIView) -> [SpokenText] {
    if let label = view.accessibilityLabel { return [SpokenText(expression: label)] }
    guard let source = view.imageSource else { return [] }
    return spokenImageName(source, arguments: view.arguments, at: view.position)
  }

  /// What `Image(...)` called with `arguments` at `position` speaks.
  func spokenImageName(_ source: ImageSource, arguments: [Argument], at position: SourcePosition) -> [SpokenText] {
    let symbolArgument = arguments.first(labeled: "systemName")
    switch source {
    case .asset(let name): return [SpokenText(.assetName(name), at: position)]
    case .systemSymbol(let name):
      let literal = symbolArgument?.stringLiteral != nil
      // A name kept in the project's constants (`enum SFSymbol { static let trash = "trash" }`).
      if !literal, let reference = symbolArgument?.text,
         let constant = symbolNameConstant(reference) {
        return [SpokenText(.symbol(constant), at: position)]
      }
      // The preview shows the expression as written, not the backticked form messages use.
      return [SpokenText(literal ? .symbol(name) : .symbolExpression(symbolArgument?.text ?? name), at: position)]
    case .variable:
      // An asset name kept in the project's constants (Windscribe's `Image(ImagesAsset.closeIcon)`,
      // `static let closeIcon = "close-icon"`): VoiceOver reads that file name.
      if let reference = arguments.first(where: { $0.label == nil })?.value.text, let asset = assetNameConstant(reference) {
        return [SpokenText(.assetName(asset), at: position)]
      }
      // `Image(AssetsImage.Icons.close.name)`: the name a SwiftGen constant holds
      // (`static let close = ImageAsset(name: "close")`).
      if let reference = arguments.first(where: { $0.label == nil })?.value.text, reference.hasSuffix(".name"),
         let asset = project.assetNamed(by: String(reference.dropLast(5))) {
        return [SpokenText(.assetName(asset), at: position)]
      }
      // `Image(.magnifyingglass)` through the project's `init(_ symbol: Image.Symbol)`: the case's SF Symbol.
      if let reference = arguments.first(where: { $0.label == nil })?.value.text, let name = ImageSource.caseName(reference),
         project.symbolEnumCases.contains(name), let symbol = project.stringCaseValues[name], symbol.count == 1, let drawn = symbol.first {
        return [SpokenText(.symbol(drawn), at: position)]
      }
      // `Image(.closeFill)`: the symbol Xcode generates for the asset "CloseFill" (an
      // `ImageResource`), whose name VoiceOver reads as for `Image("CloseFill")`.
      if let reference = arguments.first(where: { $0.label == nil })?.value.text, let asset = Self.generatedAssetName(reference) {
        return [SpokenText(.assetName(asset), at: position)]
      }
      return [SpokenText(.unnamedImage, at: position)]
    case .labelled(let label): return [SpokenText(expression: label)]
    case .custom(let label, let value):
      // A project's own initializer (`Image(icon: .share)`): what it wraps, when the project shows it.
      switch project.imageInitializers[label] {
      // `Image.asset(.delete)` wrapping `Image(name.rawValue)`: the case's name is the asset's;
      // `Image(asset: AssetResource.trash)`: the name a SwiftGen constant holds (`ImageAsset(name: "trash")`).
      case .asset?:
        let name = project.imageDrawn(byCase: value)?.name ?? ImageSource.caseName(value) ?? project.assetNamed(by: value) ?? value
        return [SpokenText(.assetName(name), at: position)]
      case .systemSymbol?:
        // `Image(for: .more)`, the case standing for "ellipsis" (or for an image the catalog holds).
        if let drawn = project.imageDrawn(byCase: value) {
          return [SpokenText(drawn.isAsset ? .assetName(drawn.name) : .symbol(drawn.name), at: position)]
        }
        // `.general.share`: the symbol the project's constant of that name holds.
        if let symbol = project.symbol(namedBy: value) { return [SpokenText(.symbol(symbol), at: position)] }
        // `.X24.back`, held as `ImageAsset.bundle(name: "x24/Back")` by an initializer that draws
        // an asset or a symbol as its argument says (Anytype's generated catalogue): that asset.
        if let asset = project.assetNamed(by: value) { return [SpokenText(.assetName(asset), at: position)] }
        // `Image(icon: icon)`: a symbol chosen at run time, named by the expression, never as if it were a symbol's name.
        if let first = value.first, first.isLetter || first == "_" { return [SpokenText(.symbolExpression(value), at: position)] }
        return [SpokenText(.symbol(value), at: position)]
      case .decorative?: return []
      case .unnamedPicture?: return [SpokenText(.unnamedImage, at: position)]
      case .labelled?, nil: return [SpokenText(.unknown(value), at: position)]
      }
    case .decorative: return []
    }
  }

  /// The symbol name a type's constant holds, for a reference to it (`SFSymbol.trash`,
  /// `Symbols.plus`): a string literal that can be an SF Symbol's name. Nil for anything else,
  /// and for an instance property, which a caller may set to another symbol.
  func symbolNameConstant(_ reference: String) -> String? {
    (typeStringConstant(reference) ?? caseRawValue(reference)).flatMap { SymbolNames.isPlausibleSymbolName($0) ? $0 : nil }
  }

  /// The string a `String` enum's case stands for, read as `SFSymbols.share.rawValue`
  /// (`case share = "square.and.arrow.up"`), when no other case of that name stands for another.
  private func caseRawValue(_ reference: String) -> String? {
    let parts = reference.split(separator: ".").map(String.init)
    guard parts.count == 3, parts[2] == "rawValue", parts[0].first?.isUppercase == true,
          let values = project.stringCaseValues[parts[1]], values.count == 1 else { return nil }
    return values.first
  }

  /// The string literal a type's constant holds, for `Type.name`.
  private func typeStringConstant(_ reference: String) -> String? {
    let parts = reference.split(separator: ".").map(String.init)
    guard parts.count == 2, parts[0].first?.isUppercase == true,
          parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
    return constant(named: parts[1], in: parts[0])?.stringLiteral
  }

  /// The asset a generated `ImageResource` symbol names (`.closeFill` → "CloseFill",
  /// `.ethereum` → "Ethereum"): Xcode lowers the name's first letter to make the symbol.
  static func generatedAssetName(_ reference: String) -> String? {
    guard reference.hasPrefix("."), reference.count > 1,
          reference.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
          let first = reference.dropFirst().first, first.isLowercase else { return nil }
    return first.uppercased() + reference.dropFirst(2)
  }

  /// The asset name a type's constant holds, for a reference to it (`ImagesAsset.closeIcon`):
  /// a string literal that can be a file name.
  func assetNameConstant(_ reference: String) -> String? {
    typeStringConstant(reference).flatMap { !$0.isEmpty && !$0.contains(" ") ? $0 : nil }
  }

  /// The label made of a view's content (its children that VoiceOver reads as its name).
  public func spokenContent(of view: SwiftUIView, customViews: CustomViewSpeech? = nil, oneBranch: Bool = false) -> [SpokenText] {
    spokenContent(of: view, customViews: customViews, oneBranch: oneBranch, memberDepth: 0)
  }

  /// The slots whose views are a view's content, read as its name (modifier closures such as
  /// `.overlay { }` are decoration).
  static let nameSlots: Set<ViewSlot> = [.label, .title, .content]

  /// Members (`@ViewBuilder var icon`) expanded in place are followed this deep: a recursive
  /// builder function (`func node(_:)` calling itself) stops here.
  static let maximumMemberDepth = 4

  func spokenContent(of view: SwiftUIView, customViews: CustomViewSpeech?, oneBranch: Bool, memberDepth: Int) -> [SpokenText] {
    // A menu's or picker's content is its items, not its name.
    let nameSlots: Set<ViewSlot> = view.name == "Menu" || view.name == "Picker" ? [.label] : Self.nameSlots
    var parts: [SpokenText] = []
    var branchesTaken: [[String]] = []
    for child in view.children.map({ views[$0] }) where nameSlots.contains(child.slot) {
      if child.hiddenByOwnModifier == true {
        // What it draws on top after the hiding modifier is still read.
        for shown in shownPastHiding(of: child) {
          parts += spokenContentPart(shown, customViews: customViews, oneBranch: oneBranch, memberDepth: memberDepth)
        }
        continue
      }
      if oneBranch, let condition = child.branchCondition?.components(separatedBy: " · ") {
        // The iOS branch of `#if os(macOS) ... #elseif os(iOS)`: this audits iOS apps.
        if let last = condition.last, Self.isOtherPlatformOnly(last) { continue }
        if branchesTaken.contains(where: { VoiceOverTree.exclusive($0, condition) }) { continue }
        branchesTaken.append(condition)
      }
      parts += spokenContentPart(child, customViews: customViews, oneBranch: oneBranch, memberDepth: memberDepth)
    }
    return parts
  }

  private func spokenContentPart(_ view: SwiftUIView, customViews: CustomViewSpeech?, oneBranch: Bool, memberDepth: Int) -> [SpokenText] {
    if let label = view.accessibilityLabel { return [SpokenText(expression: label)] }
    let own = spokenOwnContentPart(view, customViews: customViews, oneBranch: oneBranch, memberDepth: memberDepth)
    // `Circle().strokeBorder(.red).background(Image(systemName: "xmark"))` in a label: what a
    // view's `.background`/`.overlay` draws is part of the label's content, and VoiceOver reads
    // it in the control's name ("Close"). A shape or colour there says nothing.
    let drawn = view.children.map { views[$0] }.filter { child in
      guard case .modifier(let name, _) = child.slot, name == "overlay" || name == "background" else { return false }
      return child.hiddenByOwnModifier != true
    }
    guard !drawn.isEmpty else { return own }
    func parts(_ modifier: String) -> [SpokenText] {
      drawn.filter { if case .modifier(modifier, _) = $0.slot { true } else { false } }
        .flatMap { spokenContentPart($0, customViews: customViews, oneBranch: oneBranch, memberDepth: memberDepth) }
    }
    // The view's own content first: a message names the image the label shows, not its backdrop.
    return own + parts("background") + parts("overlay")
  }

  private func spokenOwnContentPart(_ view: SwiftUIView, customViews: CustomViewSpeech?, oneBranch: Bool, memberDepth: Int) -> [SpokenText] {
    switch view.name {
    case "Text":
      guard let text = view.titleArgument else {
        return [SpokenText(.unknown(view.arguments.first?.value.text ?? "Text"), at: view.position)]
      }
      return [titlePart(of: view, text)]
    case "Label":
      if let title = view.titleArgument { return [titlePart(of: view, title)] }
      // `Label(title: title, icon: image)` given a stored `() -> Text` (Festivl's `MoreButton`):
      // words it shows, not known here.
      if let title = view.argument("title"), case .reference = title.kind {
        return [SpokenText(.unknown(title.text), at: view.position)]
      }
      // The project's own `Label` (`struct Label: View`, shadowing SwiftUI's: Elixr's
      // `Label(textCaptions: "Signup")`): what its body speaks.
      if view.kind == .call, let custom = customView(named: view.name) {
        return customViews?(view) ?? Self.spokenUse(of: view, custom, project: project)
      }
      return spokenContent(of: view, customViews: customViews, oneBranch: oneBranch, memberDepth: memberDepth)
    case "Image":
      return spokenImageName(of: view)
    case "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ForEach", "ViewThatFits":
      return spokenContent(of: view, customViews: customViews, oneBranch: oneBranch, memberDepth: memberDepth)
    case "Spacer", "Divider", "EmptyView", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ProgressView":
      return []
    default:
      // A custom view: what its body speaks (read in place by the preview; summarised by the
      // project index for the rules). A view held in a variable may well say something.
      // A control inside a label (a picker's label with a help button): the preview reads its
      // words; the rules keep counting it as a name they can't see.
      if oneBranch, view.isControl { return spokenLabel(of: view, customViews: customViews, oneBranch: true) }
      if let parts = customViews?(view) { return parts }
      if view.kind == .call, let custom = customView(named: view.name) { return Self.spokenUse(of: view, custom, project: project) }
      // `Button { } label: { icon }` with `@ViewBuilder var icon: some View { Image(...) }`: at this
      // call site the member's views are the label (the preview expands members its own way).
      if customViews == nil, memberDepth < Self.maximumMemberDepth, let member = viewMember(referencedBy: view), !member.roots.isEmpty {
        let parts = member.roots.map { views[$0] }.flatMap { $0.hiddenByOwnModifier == true ? shownPastHiding(of: $0) : [$0] }.flatMap {
          spokenContentPart($0, customViews: nil, oneBranch: oneBranch, memberDepth: memberDepth + 1)
        }
        // `composerToolbarIconLabel(systemName: "at")` whose body shows `Image(systemName: systemName)`:
        // the symbol is the literal this call passes for the parameter of that label.
        return parts.map { part in
          guard case .symbolExpression(let expression) = part.kind,
                let literal = view.arguments.first(where: { $0.label == expression })?.value.stringLiteral else { return part }
          var resolved = part
          resolved.kind = .symbol(literal)
          return resolved
        }
      }
      return [SpokenText(.unknown(view.name), at: view.position)]
    }
  }
}

extension AccessibleName {
  /// The rules' summary of a spoken label: the first meaningful text, else that a name exists
  /// but is unknown, else the images it is made of. `skippingBlank`: a blank text is no name
  /// inside a label's content, but is the label itself when set with `.accessibilityLabel("")`.
  public init(summarizing parts: [SpokenText], skippingBlank: Bool) {
    var assets: [String?] = []
    var symbols: [String] = []
    for part in parts {
      switch part.kind {
      case .text(let text, _), .localized(_, let text):
        if skippingBlank && text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
        self = .literal(text, part.position ?? SourcePosition(line: 0, column: 0, utf8Offset: 0))
        return
      case .template, .unknown, .system, .choice:
        self = .dynamic
        return
      case .symbol(let name): symbols.append(name)
      // Messages name a chosen symbol by its expression, backticked (``SymbolMention``).
      case .symbolExpression(let expression): symbols.append(SymbolMention.expressionMarker(expression))
      case .assetName(let name): assets.append(name)
      case .unnamedImage: assets.append(nil)
      }
    }
    if let asset = assets.first { self = .assetImage(asset) }
    else if let symbol = symbols.first { self = .symbol(symbol) }
    else { self = .none }
  }
}
