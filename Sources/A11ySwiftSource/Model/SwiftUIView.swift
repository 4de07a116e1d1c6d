import A11yCore

/// Where a view sits inside the view that contains it.
public enum ViewSlot: Sendable, Hashable {
  /// A file-level root: the body of a view, a `@ViewBuilder` member, a `ViewModifier`'s body.
  case root
  /// The main content closure (`VStack { ... }`, `Group { ... }`).
  case content
  /// A control's label closure (`Button { } label: { ... }`, `Toggle(isOn:) { ... }`).
  case label
  /// `Label { } icon: { ... }`.
  case icon
  /// `Label { ... } icon: { }`.
  case title
  /// A navigation destination: another screen, not part of this element.
  case destination
  /// Other labeled closures (`header:`, `footer:`, `placeholder:`...).
  case named(String)
  /// The closure of a modifier (`.overlay { }`, `.toolbar { }`), attached after `modifierIndex`
  /// modifiers of the parent had been applied.
  case modifier(name: String, modifierIndex: Int)
}

/// A modifier applied to a view, in application order (innermost first).
public struct ViewModifierCall: Sendable, Hashable {
  public var name: String
  public var arguments: [Argument]
  public var hasTrailingClosure: Bool
  public var position: SourcePosition
  /// From the `.` before the name to the closing parenthesis.
  public var start: SourcePosition
  public var end: SourcePosition

  public init(name: String, arguments: [Argument], hasTrailingClosure: Bool, position: SourcePosition, start: SourcePosition, end: SourcePosition) {
    self.name = name
    self.arguments = arguments
    self.hasTrailingClosure = hasTrailingClosure
    self.position = position
    self.start = start
    self.end = end
  }
}

/// A SwiftUI view expression (`Image("logo")`, `Button { } label: { }`, `content`) with its
/// resolved modifier chain and its place in the view tree of a file.
public struct SwiftUIView: Sendable {
  public enum Kind: Sendable, Hashable {
    /// `Name(...)` or `Name { }`: a view initializer (or a custom view's).
    case call
    /// A view held in a variable or property (`content`, `header`), or any other expression.
    case reference
  }

  /// The fields live in one box that copies share until one of them changes (copy on write):
  /// rules copy views out of the model's array hundreds of thousands of times a run, and copying
  /// every string and array of a view each time showed in profiles.
  private var storage: Storage

  final class Storage: @unchecked Sendable {
    let index: Int
    let parent: Int?
    let slot: ViewSlot
    let kind: Kind
    let name: String
    var arguments: [Argument]
    var modifiers: [ViewModifierCall]
    var children: [Int] = []
    let position: SourcePosition
    var end: SourcePosition
    let enclosingType: String?
    var context = AccessibilityContext()
    var branchCondition: String?
    var compilationBranch: CompilationBranch?

    init(index: Int, parent: Int?, slot: ViewSlot, kind: Kind, name: String, arguments: [Argument],
         modifiers: [ViewModifierCall], position: SourcePosition, end: SourcePosition, enclosingType: String?) {
      self.index = index
      self.parent = parent
      self.slot = slot
      self.kind = kind
      self.name = name
      self.arguments = arguments
      self.modifiers = modifiers
      self.position = position
      self.end = end
      self.enclosingType = enclosingType
    }

    init(copying other: Storage) {
      index = other.index
      parent = other.parent
      slot = other.slot
      kind = other.kind
      name = other.name
      arguments = other.arguments
      modifiers = other.modifiers
      children = other.children
      position = other.position
      end = other.end
      enclosingType = other.enclosingType
      context = other.context
      branchCondition = other.branchCondition
      compilationBranch = other.compilationBranch
    }
  }

  /// Gives this copy a box of its own before it changes; mutations never reach the other copies.
  private mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
  }

  public var index: Int { storage.index }
  public var parent: Int? { storage.parent }
  public var slot: ViewSlot { storage.slot }
  public var kind: Kind { storage.kind }
  /// `Image`, `Button`, `HStack`, or the reference's text.
  public var name: String { storage.name }
  public internal(set) var arguments: [Argument] {
    get { storage.arguments }
    set { makeStorageUnique(); storage.arguments = newValue }
  }
  public internal(set) var modifiers: [ViewModifierCall] {
    get { storage.modifiers }
    set { makeStorageUnique(); storage.modifiers = newValue }
    _modify { makeStorageUnique(); yield &storage.modifiers }
  }
  public internal(set) var children: [Int] {
    get { storage.children }
    set { makeStorageUnique(); storage.children = newValue }
    _modify { makeStorageUnique(); yield &storage.children }
  }
  /// Position of the view's name.
  public var position: SourcePosition { storage.position }
  /// End of the whole expression, modifiers included.
  public internal(set) var end: SourcePosition {
    get { storage.end }
    set { makeStorageUnique(); storage.end = newValue }
    _modify { makeStorageUnique(); yield &storage.end }
  }
  /// The type that declares the view's body (`struct OrderView`), if any.
  public var enclosingType: String? { storage.enclosingType }
  /// Resolved once by the model: what ancestors do to this view's accessibility.
  public internal(set) var context: AccessibilityContext {
    get { storage.context }
    set { makeStorageUnique(); storage.context = newValue }
    _modify { makeStorageUnique(); yield &storage.context }
  }
  /// The condition of the `if`/`switch` branch this view was written in (`if isShowingNotice`,
  /// `else (not isShowingNotice)`, `switch state case .loading:`); nil outside a branch. Views
  /// nested inside it don't repeat it; a branch directly inside another joins both with " · ".
  public internal(set) var branchCondition: String? {
    get { storage.branchCondition }
    set { makeStorageUnique(); storage.branchCondition = newValue }
    _modify { makeStorageUnique(); yield &storage.branchCondition }
  }
  /// The innermost `#if`/`#else` clause the view is written in, if any (set by the model).
  public internal(set) var compilationBranch: CompilationBranch? {
    get { storage.compilationBranch }
    set { makeStorageUnique(); storage.compilationBranch = newValue }
    _modify { makeStorageUnique(); yield &storage.compilationBranch }
  }

  init(index: Int, parent: Int?, slot: ViewSlot, kind: Kind, name: String, arguments: [Argument],
       modifiers: [ViewModifierCall], position: SourcePosition, end: SourcePosition, enclosingType: String?) {
    storage = Storage(
      index: index, parent: parent, slot: slot, kind: kind, name: name, arguments: arguments,
      modifiers: modifiers, position: position, end: end, enclosingType: enclosingType)
  }

  public func modifiers(named name: String) -> [ViewModifierCall] {
    modifiers.filter { $0.name == name }
  }

  public func hasModifier(_ name: String) -> Bool {
    modifiers.contains { $0.name == name }
  }

  /// `.disabled(true)`: never enabled, so no control in it ever acts.
  public var isDisabledForGood: Bool {
    modifiers.contains { $0.name == "disabled" && $0.arguments.first?.value.boolLiteral == true }
  }

  /// `.disabled(true)` applied after `gesture` (`.onTapGesture { … }.disabled(true)`): the gesture
  /// never runs. (One added after the view is disabled, `.disabled(true).onTapGesture { … }`, still
  /// does: Olympsis' event cards.)
  public func isDisabledForGood(after gesture: ViewModifierCall) -> Bool {
    modifiers.contains { $0.name == "disabled" && $0.arguments.first?.value.boolLiteral == true && $0.start > gesture.start }
  }

  /// `.accessibilityLabel(x)`, `.accessibility(label: x)` or `.accessibilityLabel { }` given to this view.
  public var accessibilityLabel: ExpressionInfo? {
    for modifier in modifiers.reversed() {
      if modifier.name == "accessibilityLabel", let value = modifier.arguments.firstUnlabeled { return value }
      if modifier.name == "accessibilityLabel", modifier.hasTrailingClosure {
        return ExpressionInfo(kind: .closure, text: "{ }", start: modifier.position, end: modifier.end)
      }
      if modifier.name == "accessibility", let value = modifier.arguments.first(labeled: "label") { return value }
      // A project's own overload taking a value that carries the label:
      // `.accessibility(Accessibility(identifier: "QR code", label: "QR code"))`.
      if modifier.name == "accessibility", case .call(_, let arguments)? = modifier.arguments.firstUnlabeled?.kind,
         let value = arguments.first(labeled: "label") {
        return value
      }
    }
    return nil
  }

  public var accessibilityHint: ExpressionInfo? {
    for modifier in modifiers.reversed() {
      if modifier.name == "accessibilityHint", let value = modifier.arguments.firstUnlabeled { return value }
      if modifier.name == "accessibility", let value = modifier.arguments.first(labeled: "hint") { return value }
    }
    return nil
  }

  /// Trait names added with `.accessibilityAddTraits(...)` or `.accessibility(addTraits:)`.
  public var addedTraits: Set<String> {
    var traits: Set<String> = []
    for modifier in modifiers {
      if modifier.name == "accessibilityAddTraits", let value = modifier.arguments.firstUnlabeled {
        traits.formUnion(Self.traitsAlwaysAdded(by: value))
      }
      if modifier.name == "accessibility", let value = modifier.arguments.first(labeled: "addTraits") {
        traits.formUnion(Self.traitsAlwaysAdded(by: value))
      }
    }
    return traits
  }

  /// `.isButton`, `[.isButton, .isSelected]`; of a choice (`isOn ? [.isButton, .isSelected] :
  /// .isButton`, Canvas's rubric squares), the traits both sides add.
  static func traitsAlwaysAdded(by value: ExpressionInfo) -> Set<String> {
    if case .ternary(_, let then, let otherwise) = value.kind {
      return traitsAlwaysAdded(by: then).intersection(traitsAlwaysAdded(by: otherwise))
    }
    return Set(value.memberNames)
  }

  /// The view's own `.accessibilityHidden(...)`: true, false, or nil when absent or not a literal.
  public var hiddenByOwnModifier: Bool? {
    // `.hidden()` removes the view from the screen and from the accessibility tree; so does a
    // literal `.opacity(0)`.
    if hasModifier("hidden") || modifiers.contains(where: { $0.name == "opacity" && $0.arguments.firstUnlabeled?.numberLiteral == 0 }) { return true }
    for modifier in modifiers.reversed() where modifier.name == "accessibilityHidden" {
      return modifier.arguments.firstUnlabeled?.boolLiteral
    }
    for modifier in modifiers.reversed() where modifier.name == "accessibility" {
      if let hidden = modifier.arguments.first(labeled: "hidden")?.boolLiteral { return hidden }
    }
    return nil
  }

  /// The position in the chain of the last modifier that hides the view (`.accessibilityHidden(true)`,
  /// `.hidden()`), when its own modifiers hide it. A modifier's closure attached after it
  /// (`.accessibilityHidden(true).overlay(Text(day))`) is outside what it hides.
  public var hidingModifierIndex: Int? {
    guard hiddenByOwnModifier == true else { return nil }
    return modifiers.lastIndex(where: Self.hides)
  }

  static func hides(_ modifier: ViewModifierCall) -> Bool {
    modifier.name == "hidden" || modifier.name == "accessibilityHidden" && modifier.arguments.firstUnlabeled?.boolLiteral == true
      || modifier.name == "accessibility" && modifier.arguments.first(labeled: "hidden")?.boolLiteral == true
      // `.opacity(0)` (in-night's zero-sized link kept for its `isActive` push): SwiftUI leaves a
      // fully transparent view out of the accessibility tree.
      || modifier.name == "opacity" && modifier.arguments.firstUnlabeled?.numberLiteral == 0
  }

  /// How `.accessibilityElement(children:)` treats this view's children, when present.
  public var childBehavior: ChildBehavior? {
    for modifier in modifiers.reversed() where modifier.name == "accessibilityElement" {
      guard let value = modifier.arguments.first(labeled: "children") else { return .ignore }
      switch value.memberName {
      case "ignore": return .ignore
      case "combine": return .combine
      case "contain": return .contain
      default: return .unknown
      }
    }
    if hasModifier("accessibilityRepresentation") { return .ignore }
    if hasModifier("accessibilityChildren") { return .ignore }
    return nil
  }

  public func argument(_ label: String?) -> ExpressionInfo? {
    arguments.first(labeled: label)
  }
}

public enum ChildBehavior: Sendable, Hashable {
  /// The view is one element; its children are not reached (`.accessibilityElement()`, `.ignore`).
  case ignore
  /// Children's labels are joined into the parent's; they still speak.
  case combine
  case contain
  case unknown
}

/// What a view's ancestors do to its accessibility, resolved by the model so rules don't climb.
public struct AccessibilityContext: Sendable, Hashable {
  /// An ancestor (or the view itself) hides it with `.accessibilityHidden(true)`.
  public var isHidden = false
  /// The nearest ancestor that makes itself one element and ignores its children.
  public var replacingAncestor: Int?
  /// The nearest ancestor that combines its children into one element.
  public var combiningAncestor: Int?
  /// A `Group` or stack that is no element (reached through such containers only) whose
  /// `.accessibilityLabel` each of its children takes: `Group { Image("shaka") }.accessibilityLabel("Like")`
  /// names the image.
  public var labellingContainer: Int?
  /// The nearest enclosing control whose label (or content) holds this view, e.g. the `Button`
  /// around an icon.
  public var enclosingControl: Int?
  /// The nearest view, itself or an ancestor, given a single tap (`.onTapGesture`): what is tapped
  /// acts as one control, whose missing role is the tap rules' finding.
  public var tappedAncestor: Int?
  /// The view is the icon of a `Label`, which VoiceOver reads by its title.
  public var isLabelIcon = false
  /// The view is inside a `NavigationLink`'s destination or a presented screen.
  public var isInDestination = false
  /// That screen is a sheet, full-screen cover or popover (`.sheet { FilterView() }`).
  public var isInModalPresentation = false

  public init() {}
}
