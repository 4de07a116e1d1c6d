import A11yCore

/// Everything the rules need from one Swift file, built by one walk over its syntax tree.
public struct SwiftFileModel: Sendable {
  public let path: String
  /// The values below live in one box that copies share until one of them changes (copy on
  /// write): rules and project phases pass models by value tens of thousands of times a run, and
  /// copying each of these arrays and dictionaries every time (a retain and a release apiece)
  /// showed in profiles.
  private var storage = Storage()

  final class Storage: @unchecked Sendable {
    var views: [SwiftUIView] = []
    var uikitObjects: [UIKitObject] = []
    var controllerTitles: [String: ExpressionInfo] = [:]
    var suppressions: SuppressionMask = SuppressionMask(directives: [])
    var constants: [ConstantKey: ExpressionInfo] = [:]
    var declarationAttributes: [ConstantKey: [String]] = [:]
    var converter: PositionConverter = PositionConverter(source: "")
    var accessibilitySettingsRead: [String: Set<String>] = [:]
    var viewMembers: [ViewMember] = []
    var behaviour: BehaviourFacts = BehaviourFacts()
    var declarations: FileDeclarations = FileDeclarations()
    var project: ProjectIndex = ProjectIndex.empty
    var attributedFonts: [AttributedFont] = []
    var fontCaps: [FontCap] = []
    var compilationBranches: [CompilationBranch] = []
    var typeExtents: [(name: String, start: Int, end: Int)] = []
    var codeActions = CodeActions()
    var subviewMounts = SubviewMounts()
    var identifiers = IdentifierOccurrences()
    init() {}
    init(copying other: Storage) {
      views = other.views
      uikitObjects = other.uikitObjects
      controllerTitles = other.controllerTitles
      suppressions = other.suppressions
      constants = other.constants
      declarationAttributes = other.declarationAttributes
      converter = other.converter
      accessibilitySettingsRead = other.accessibilitySettingsRead
      viewMembers = other.viewMembers
      behaviour = other.behaviour
      declarations = other.declarations
      project = other.project
      attributedFonts = other.attributedFonts
      fontCaps = other.fontCaps
      compilationBranches = other.compilationBranches
      typeExtents = other.typeExtents
      codeActions = other.codeActions
      subviewMounts = other.subviewMounts
      identifiers = other.identifiers
    }
  }

  /// Gives this copy a box of its own before it changes; mutations never reach the other copies.
  private mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
  }

  /// Every SwiftUI view expression in the file; a parent always comes before its children.
  public internal(set) var views: [SwiftUIView] {
    get { storage.views }
    set { makeStorageUnique(); storage.views = newValue }
    _modify { makeStorageUnique(); yield &storage.views }
  }
  public internal(set) var uikitObjects: [UIKitObject] {
    get { storage.uikitObjects }
    set { makeStorageUnique(); storage.uikitObjects = newValue }
    _modify { makeStorageUnique(); yield &storage.uikitObjects }
  }
  /// The title each view controller declared here gives itself in code (`title = "Cart"`), by type.
  public internal(set) var controllerTitles: [String: ExpressionInfo] {
    get { storage.controllerTitles }
    set { makeStorageUnique(); storage.controllerTitles = newValue }
    _modify { makeStorageUnique(); yield &storage.controllerTitles }
  }
  public internal(set) var suppressions: SuppressionMask {
    get { storage.suppressions }
    set { makeStorageUnique(); storage.suppressions = newValue }
    _modify { makeStorageUnique(); yield &storage.suppressions }
  }
  /// Values of `let`/`var` declarations with an initializer, by (enclosing type, name), so rules
  /// can follow a font or color through a constant declared in the same type.
  public internal(set) var constants: [ConstantKey: ExpressionInfo] {
    get { storage.constants }
    set { makeStorageUnique(); storage.constants = newValue }
    _modify { makeStorageUnique(); yield &storage.constants }
  }
  /// Attribute names (`ScaledMetric`, `State`...) of the declarations in `constants`, by the same key.
  public internal(set) var declarationAttributes: [ConstantKey: [String]] {
    get { storage.declarationAttributes }
    set { makeStorageUnique(); storage.declarationAttributes = newValue }
    _modify { makeStorageUnique(); yield &storage.declarationAttributes }
  }
  /// The file's bytes and line table, shared with every expression summary made from them: rules
  /// read source text and match indentation through it (`SwiftFileModel+Source.swift`).
  var converter: PositionConverter {
    get { storage.converter }
    set { makeStorageUnique(); storage.converter = newValue }
    _modify { makeStorageUnique(); yield &storage.converter }
  }
  /// Accessibility settings the code reads (`\.accessibilityReduceTransparency`,
  /// `UIAccessibility.isReduceTransparencyEnabled`...), by enclosing type ("" at file level).
  public internal(set) var accessibilitySettingsRead: [String: Set<String>] {
    get { storage.accessibilitySettingsRead }
    set { makeStorageUnique(); storage.accessibilitySettingsRead = newValue }
    _modify { makeStorageUnique(); yield &storage.accessibilitySettingsRead }
  }
  /// The members that hold views (`var body`, `private var header`, `func row(_:)`), with the
  /// root views each builds, so a reference such as `header` can be followed to its views.
  public internal(set) var viewMembers: [ViewMember] {
    get { storage.viewMembers }
    set { makeStorageUnique(); storage.viewMembers = newValue }
    _modify { makeStorageUnique(); yield &storage.viewMembers }
  }
  /// Timers, playback, animations, announcements and the functions holding them (behaviour rules).
  public internal(set) var behaviour: BehaviourFacts {
    get { storage.behaviour }
    set { makeStorageUnique(); storage.behaviour = newValue }
    _modify { makeStorageUnique(); yield &storage.behaviour }
  }
  /// What this file declares for the rest of the project (types, view bodies, helpers).
  public internal(set) var declarations: FileDeclarations {
    get { storage.declarations }
    set { makeStorageUnique(); storage.declarations = newValue }
    _modify { makeStorageUnique(); yield &storage.declarations }
  }
  /// Set when the model is linked to its project (``ProjectLinker``): what the project knows of
  /// the custom views, constants and types this file uses. Empty for a file judged alone.
  public internal(set) var project: ProjectIndex {
    get { storage.project }
    set { makeStorageUnique(); storage.project = newValue }
    _modify { makeStorageUnique(); yield &storage.project }
  }
  /// The custom view `name` as this file sees it (its own declaration of the name first). A
  /// capitalised function of the file by that name (`func ImageView(_ hideGrids: Bool) -> some
  /// View`, PaPaJOYs' image picker) is what a call in the file means, not another file's type.
  public func customView(named name: String) -> CustomViewSummary? {
    if project.fileCustomViews[path]?[name] == nil, name.first?.isUppercase == true,
       behaviour.functions.contains(where: { $0.name == name }) { return nil }
    return project.customView(named: name, inFileAt: path)
  }
  /// The `#if`/`#elseif`/`#else` clauses of the file (statement-level and postfix in modifier
  /// chains), so any finding can say which branch it is in (``compilationBranch(at:)``).
  /// Fonts given to attributed text (attribute dictionaries, `addAttribute(.font, ...)`,
  /// `AttributeContainer`/`AttributedString` properties), outside view bodies.
  public internal(set) var attributedFonts: [AttributedFont] {
    get { storage.attributedFonts }
    set { makeStorageUnique(); storage.attributedFonts = newValue }
    _modify { makeStorageUnique(); yield &storage.attributedFonts }
  }
  /// UIKit font sizes that scale but stop at a cap (`maximumPointSize:`, `min(scaledValue, n)`).
  public internal(set) var fontCaps: [FontCap] {
    get { storage.fontCaps }
    set { makeStorageUnique(); storage.fontCaps = newValue }
    _modify { makeStorageUnique(); yield &storage.fontCaps }
  }
  public internal(set) var compilationBranches: [CompilationBranch] {
    get { storage.compilationBranches }
    set { makeStorageUnique(); storage.compilationBranches = newValue }
    _modify { makeStorageUnique(); yield &storage.compilationBranches }
  }
  /// Where each type (and extension) is declared in this file, by name: offsets of its whole declaration.
  /// Every identifier outside comments, by name (``IdentifierOccurrences``).
  var identifiers: IdentifierOccurrences {
    get { storage.identifiers }
    set { makeStorageUnique(); storage.identifiers = newValue }
    _modify { makeStorageUnique(); yield &storage.identifiers }
  }
  public internal(set) var typeExtents: [(name: String, start: Int, end: Int)] {
    get { storage.typeExtents }
    set { makeStorageUnique(); storage.typeExtents = newValue }
    _modify { makeStorageUnique(); yield &storage.typeExtents }
  }
  /// Every assignment and call the file's code makes, by member path (``CodeActions``).
  public internal(set) var codeActions: CodeActions {
    get { storage.codeActions }
    set { makeStorageUnique(); storage.codeActions = newValue }
    _modify { makeStorageUnique(); yield &storage.codeActions }
  }
  /// The names the file mounts as subviews (``SubviewMounts``).
  public internal(set) var subviewMounts: SubviewMounts {
    get { storage.subviewMounts }
    set { makeStorageUnique(); storage.subviewMounts = newValue }
    _modify { makeStorageUnique(); yield &storage.subviewMounts }
  }

  public init(path: String) {
    self.path = path
  }

  public func view(_ index: Int) -> SwiftUIView { views[index] }

  public func parent(of view: SwiftUIView) -> SwiftUIView? {
    view.parent.map { views[$0] }
  }

  /// Every view below `view`, depth first, optionally only through the given slots of `view` itself.
  public func descendants(of view: SwiftUIView, inSlots slots: Set<ViewSlot>? = nil) -> [SwiftUIView] {
    var result: [SwiftUIView] = []
    var stack = view.children.reversed().map { views[$0] }.filter { slots == nil || slots!.contains($0.slot) }
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: next.children.reversed().map { views[$0] })
    }
    return result
  }

  /// What a view hidden by its own modifiers still shows: the views of an `.overlay`/`.background`
  /// attached after the hiding modifier (`Text("000").accessibilityHidden(true).overlay(Text(day))`
  /// hides the placeholder, and VoiceOver reads the day), unless a later modifier hides them too.
  /// Empty for a view its modifiers don't hide, or hide after everything they attach.
  public func shownPastHiding(of view: SwiftUIView) -> [SwiftUIView] {
    guard let hiding = view.hidingModifierIndex else { return [] }
    return view.children.map { views[$0] }.filter { child in
      guard case .modifier(let name, let modifierIndex) = child.slot, name == "overlay" || name == "background",
            modifierIndex > hiding else { return false }
      return !view.modifiers[(modifierIndex + 1)...].contains(where: SwiftUIView.hides) && child.hiddenByOwnModifier != true
    }
  }

  /// Looks up a constant declared in `type` (or at file level) by name.
  public func constant(named name: String, in type: String?) -> ExpressionInfo? {
    let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    if let local = constants[ConstantKey(type: type, name: bare)] ?? constants[ConstantKey(type: nil, name: bare)] {
      return local
    }
    // A design token declared in another file (`Theme.accent`, `Fonts.title`).
    guard let type else { return nil }
    return project.constants[ConstantKey(type: type, name: bare)]
  }

  /// The constant an expression names, if this file or the project declares it: `settingsSymbol`
  /// (in `type` first), `Icons.settings`, `StringType.dot` (`type`: the type the expression is in).
  public func constant(behind expression: ExpressionInfo, in type: String?) -> ExpressionInfo? {
    switch expression.kind {
    case .reference(let name):
      let parts = name.split(separator: ".").map(String.init)
      return parts.count == 2 && parts[0].first?.isUppercase == true
        ? constant(named: parts[1], in: parts[0]) : constant(named: name, in: type)
    case .member(let base?, let name):
      return constant(named: name, in: TypeIndex.simpleName(base))
    default:
      return nil
    }
  }

  /// A number written as a literal or kept in a constant: `wavePeriod`, `Self.wavePeriod`,
  /// `Timing.wavePeriod` (`type`: the type the expression is in).
  public func number(_ value: ExpressionInfo, in type: String?) -> Double? {
    if let literal = value.numberLiteral { return literal }
    switch value.kind {
    case .reference(let name):
      return constant(named: name, in: type)?.numberLiteral
    case .member(let base?, let name) where base == "Self" || base.first?.isUppercase == true:
      return constant(named: name, in: base == "Self" ? type : TypeIndex.simpleName(base))?.numberLiteral
    default:
      return nil
    }
  }
}

/// A member that builds views: a view's `body`, a `@ViewBuilder` property, a function returning `some View`.
public struct ViewMember: Sendable, Hashable {
  public var type: String?
  public var name: String
  public var isFunction: Bool
  /// Indices of the root views its statements build, in order.
  public var roots: [Int]
  public var position: SourcePosition
}

public struct ConstantKey: Sendable, Hashable {
  public var type: String?
  public var name: String
}

/// Where each identifier of a file outside its comments starts and ends, gathered once while the
/// file is modelled (on all cores): the project-wide searches for mentions (``UnreferencedCode``)
/// go through these instead of scanning every file's text again, once per search. Offsets only
/// (no names, no table): making a string of every identifier cost more than the searches saved.
struct IdentifierOccurrences: Sendable {
  /// Start and end byte offsets, in pairs, in order.
  private(set) var bounds: [Int32] = []

  init() {}

  init(bytes: [UInt8]) {
    var bounds: [Int32] = []
    bounds.reserveCapacity(bytes.count / 8)
    UnreferencedCode.forEachIdentifierRange(in: bytes, skippingComments: true) { start, end in
      bounds.append(Int32(truncatingIfNeeded: start))
      bounds.append(Int32(truncatingIfNeeded: end))
    }
    self.bounds = bounds
  }
}
