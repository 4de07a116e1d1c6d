import A11yCore

/// Everything the rules need from one Swift file, built by one walk over its syntax tree.
public struct SwiftFileModel: Sendable {
  public let path: String
  /// Every SwiftUI view expression in the file; a parent always comes before its children.
  public internal(set) var views: [SwiftUIView] = []
  public internal(set) var uikitObjects: [UIKitObject] = []
  /// The title each view controller declared here gives itself in code (`title = "Cart"`), by type.
  public internal(set) var controllerTitles: [String: ExpressionInfo] = [:]
  public internal(set) var suppressions = SuppressionMask(directives: [])
  /// Values of `let`/`var` declarations with an initializer, by (enclosing type, name), so rules
  /// can follow a font or color through a constant declared in the same type.
  public internal(set) var constants: [ConstantKey: ExpressionInfo] = [:]
  /// Attribute names (`ScaledMetric`, `State`...) of the declarations in `constants`, by the same key.
  public internal(set) var declarationAttributes: [ConstantKey: [String]] = [:]
  /// The file's bytes and line table, shared with every expression summary made from them: rules
  /// read source text and match indentation through it (`SwiftFileModel+Source.swift`).
  var converter = PositionConverter(source: "")
  /// Accessibility settings the code reads (`\.accessibilityReduceTransparency`,
  /// `UIAccessibility.isReduceTransparencyEnabled`...), by enclosing type ("" at file level).
  public internal(set) var accessibilitySettingsRead: [String: Set<String>] = [:]
  /// The members that hold views (`var body`, `private var header`, `func row(_:)`), with the
  /// root views each builds, so a reference such as `header` can be followed to its views.
  public internal(set) var viewMembers: [ViewMember] = []
  /// Timers, playback, animations, announcements and the functions holding them (behaviour rules).
  public internal(set) var behaviour = BehaviourFacts()
  /// What this file declares for the rest of the project (types, view bodies, helpers).
  public internal(set) var declarations = FileDeclarations()
  /// Set when the model is linked to its project (``ProjectLinker``): what the project knows of
  /// the custom views, constants and types this file uses. Empty for a file judged alone.
  public internal(set) var project = ProjectIndex.empty

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
