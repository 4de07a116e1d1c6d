import A11yCore

/// What a storyboard or xib sets on the object one `@IBOutlet` connects to, as plain values: the
/// Swift rules ask these through ``ProjectIndex/storyboardFacts(type:outlet:)`` and never see XML.
public struct InterfaceBuilderOutletFacts: Sendable, Hashable {
  /// The storyboard or xib, as findings write paths, and the object's line there.
  public var file: String
  public var line: Int
  /// A non-empty accessibility label (the Accessibility inspector's Label, or a runtime attribute
  /// that sets one).
  public var hasAccessibilityLabel: Bool
  /// `isElement` as the file sets it.
  public var isAccessibilityElement: Bool?
  /// Traits set to `YES` (`button`, `header`, `link`...).
  public var traits: Set<String>
  /// An ancestor is one accessibility element, so VoiceOver never reaches the object alone.
  public var isInsideAccessibilityElement: Bool
  public var adjustsFontForContentSizeCategory: Bool
  /// The font's text style (`body`), when the file gives one.
  public var fontTextStyle: String?
  /// A button's title in its normal state (or its configuration's), when not empty.
  public var title: String?
  /// The image a button or image view shows in the file.
  public var image: String?
  /// The file puts views inside it (so it is no empty tap zone).
  public var hasSubviews: Bool
  /// A text field's placeholder in the file.
  public var placeholder: String?
  /// The file wires an action or a segue to it.
  public var hasAction = false
  /// Hidden in the file, itself or inside a hidden view: for each such view, how code could show
  /// it again (`"Owner.outlet"`, an outlet of a custom class; `"#tag"` when only its tag reaches
  /// it; `""` when nothing does). Nil when neither it nor a view around it is hidden.
  public var hiddenThrough: [String]? = nil

  public init(
    file: String, line: Int, hasAccessibilityLabel: Bool = false, isAccessibilityElement: Bool? = nil,
    traits: Set<String> = [], isInsideAccessibilityElement: Bool = false, adjustsFontForContentSizeCategory: Bool = false,
    fontTextStyle: String? = nil, title: String? = nil, image: String? = nil, hasSubviews: Bool = false,
    placeholder: String? = nil
  ) {
    self.hasSubviews = hasSubviews
    self.placeholder = placeholder
    self.file = file
    self.line = line
    self.hasAccessibilityLabel = hasAccessibilityLabel
    self.isAccessibilityElement = isAccessibilityElement
    self.traits = traits
    self.isInsideAccessibilityElement = isInsideAccessibilityElement
    self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    self.fontTextStyle = fontTextStyle
    self.title = title
    self.image = image
  }

  /// Hidden in the file by a view that no code can show again: one no outlet or tag reaches, or
  /// one whose outlets Swift code never makes visible (`isHidden`, `alpha` or a hiding call; or only
  /// ever hides, ``ProjectIndex/alwaysHidden``).
  public func staysHidden(codeSets: (_ owner: String, _ outlet: String) -> Set<String>) -> Bool {
    guard let hiddenThrough else { return false }
    return hiddenThrough.contains { view in
      if view.isEmpty { return true }
      // (Every outlet to the view: any of them may show it.)
      return view.split(separator: "|").allSatisfy { way in
        guard let dot = way.firstIndex(of: "."), way.first != "#" else { return false }
        let set = codeSets(String(way[..<dot]), String(way[way.index(after: dot)...]))
        if set.contains(ProjectIndex.alwaysHidden) { return true }
        return !set.contains { property in
          let lowered = property.lowercased()
          return property == "alpha" || lowered.contains("hidden") || lowered.hasPrefix("fade") || lowered.hasPrefix("show") || lowered.hasPrefix("animate")
        }
      }
    }
  }

  /// VoiceOver has a name for the object from the file: a label, a title, or it is not an element
  /// of its own (hidden, or read as part of an ancestor).
  public var isNamedOrNotAnElement: Bool {
    hasAccessibilityLabel || title != nil || isAccessibilityElement == false || isInsideAccessibilityElement
  }
}

/// Every outlet connection of the project's storyboards and xibs: owner class (a scene's custom
/// class, a xib's File's Owner, a cell or view class) and property → what the file sets on the
/// connected object. One outlet may be connected in several files (an iPhone and an iPad storyboard).
public struct InterfaceBuilderOutletIndex: Sendable {
  private var connections: [String: [(owner: String, facts: InterfaceBuilderOutletFacts)]] = [:]
  /// How many storyboards and xibs were read into it.
  public private(set) var fileCount = 0

  public init() {}

  public var isEmpty: Bool { connections.isEmpty }

  public mutating func add(owner: String, outlet: String, facts: InterfaceBuilderOutletFacts) {
    connections[outlet, default: []].append((TypeIndex.simpleName(owner), facts))
  }

  public mutating func countFile() { fileCount += 1 }

  /// The connections of `outlet` whose owner class is `type` or, through the project's types, a
  /// subclass of it (an outlet a base class declares and a storyboard connects on the subclass).
  func connections(type: String, outlet: String, types: TypeIndex) -> [InterfaceBuilderOutletFacts] {
    let simple = TypeIndex.simpleName(type)
    return (connections[outlet] ?? []).filter { $0.owner == simple || types.isSubclass($0.owner, of: simple) }.map(\.facts)
  }
}

extension ProjectIndex {
  /// What the storyboards and xibs set on the object the outlet `outlet` of `type` connects to,
  /// one entry per connection. Empty when no audited storyboard or xib connects it: then nothing
  /// is known about the object, and rules leave it alone as before.
  public func storyboardFacts(type: String?, outlet: String) -> [InterfaceBuilderOutletFacts] {
    guard let type, !interfaceBuilderOutlets.isEmpty else { return [] }
    return interfaceBuilderOutlets.connections(type: type, outlet: outlet, types: types)
  }

  /// For an `@IBOutlet` object: what every file that connects it sets. Nil for objects that are
  /// not outlets; empty when no audited file connects it.
  public func storyboardFacts(for object: UIKitObject) -> [InterfaceBuilderOutletFacts]? {
    guard object.isOutlet else { return nil }
    return storyboardFacts(type: object.enclosingType, outlet: object.name)
  }

  /// An outlet every audited storyboard or xib connecting it hides, itself or by a view around it,
  /// with nothing in code to show it again (Bevy's settings switches, `hidden="YES"` and never
  /// shown): no one meets it.
  public func isKeptHiddenByInterfaceBuilder(_ object: UIKitObject) -> Bool {
    guard let facts = storyboardFacts(for: object), !facts.isEmpty else { return false }
    return facts.allSatisfy { $0.staysHidden { owner, outlet in outletAssignments(type: owner, outlet: outlet) } }
  }
}
