import A11yCore

/// One element of a captured accessibility hierarchy, whichever format it came from. Types are
/// XCUITest's names without the `XCUIElementType` prefix (`Button`, `StaticText`, `Other`).
public struct RuntimeElement: Sendable, Hashable {
  public var type: String
  public var identifier: String?
  public var label: String?
  public var value: String?
  public var placeholderValue: String?
  public var frame: ElementFrame
  public var isEnabled: Bool
  public var isSelected: Bool
  /// Appium's `visible`; nil where the format doesn't say.
  public var isVisible: Bool?
  /// Whether VoiceOver reaches the element on its own (Appium's `accessible`, our JSON's
  /// `isAccessibilityElement`); nil where the format doesn't say (XCUITest's debug description).
  public var isAccessibilityElement: Bool?
  /// Accessibility traits in lower camel case (`button`, `header`, `selected`); nil where unknown.
  public var traits: [String]?
  public var children: [RuntimeElement]
  /// 1-based line of the element in the hierarchy file (0 when the format has none).
  public var line: Int

  public init(
    type: String, identifier: String? = nil, label: String? = nil, value: String? = nil,
    placeholderValue: String? = nil, frame: ElementFrame, isEnabled: Bool = true, isSelected: Bool = false,
    isVisible: Bool? = nil, isAccessibilityElement: Bool? = nil, traits: [String]? = nil,
    children: [RuntimeElement] = [], line: Int = 0
  ) {
    self.type = type
    self.identifier = identifier
    self.label = label
    self.value = value
    self.placeholderValue = placeholderValue
    self.frame = frame
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.isVisible = isVisible
    self.isAccessibilityElement = isAccessibilityElement
    self.traits = traits
    self.children = children
    self.line = line
  }

  /// The label with surrounding white space removed; nil when there is none.
  public var spokenLabel: String? {
    guard let label else { return nil }
    let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  public func hasTrait(_ trait: String) -> Bool {
    traits?.contains { $0.caseInsensitiveCompare(trait) == .orderedSame } ?? false
  }
}

/// One screen: the element tree as captured, plus what the capture knew about the device.
public struct RuntimeScreen: Sendable {
  /// The JSON's screen name, else the file name without extension.
  public var name: String
  /// The hierarchy file, as given on the command line.
  public var file: String
  public var root: RuntimeElement
  /// The screenshot next to the capture (JSON `screenshot`), resolved against the file's folder.
  public var screenshotPath: String?
  /// Screenshot pixels per point, when the capture says (JSON `scale`).
  public var scale: Double?
  public var layoutDirection: LayoutDirection
  /// What the format can tell: rules that need a fact the format never records ask for review
  /// instead of reporting its absence.
  public var capabilities: FormatCapabilities

  public init(
    name: String, file: String, root: RuntimeElement, screenshotPath: String? = nil, scale: Double? = nil,
    layoutDirection: LayoutDirection = .leftToRight, capabilities: FormatCapabilities
  ) {
    self.name = name
    self.file = file
    self.root = root
    self.screenshotPath = screenshotPath
    self.scale = scale
    self.layoutDirection = layoutDirection
    self.capabilities = capabilities
  }

  /// The screen's bounds: the first window's frame, else the root's.
  public var bounds: ElementFrame {
    if root.type == "Application", let window = root.children.first(where: { $0.type == "Window" }) {
      return window.frame
    }
    return root.frame
  }
}

public enum LayoutDirection: String, Sendable, Codable {
  case leftToRight, rightToLeft
}

/// Which facts a hierarchy format records.
public struct FormatCapabilities: Sendable, Hashable {
  /// Header and other traits (our JSON when the producer knows them; Appium's `traits`).
  public var traits: Bool
  /// Whether an element is an accessibility element of its own (Appium's `accessible`).
  public var accessibilityElement: Bool

  public init(traits: Bool, accessibilityElement: Bool) {
    self.traits = traits
    self.accessibilityElement = accessibilityElement
  }
}

/// An element with where it sits in the tree: what rules iterate over.
public struct PlacedElement: Sendable {
  public var element: RuntimeElement
  /// `Application/Window[0]/Other[1]/Button[0]`.
  public var path: String
  /// Types of the ancestors, root first.
  public var ancestorTypes: [String]
  /// Index in document (pre-)order, the order VoiceOver moves through.
  public var order: Int
  /// Whether an ancestor is itself an accessibility element that speaks for its children (a cell
  /// or a control), so this element is not reached alone.
  public var insideElement: Bool
  /// The frame of the nearest scrolling ancestor: what of it is visible; nil outside scroll views.
  public var scrollFrame: ElementFrame?
}

extension ElementFrame {
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlapping part, or nil when the frames don't overlap (touching edges don't).
  public func intersection(_ other: ElementFrame) -> ElementFrame? {
    let left = max(x, other.x), right = min(maxX, other.maxX)
    let top = max(y, other.y), bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return ElementFrame(x: left, y: top, width: right - left, height: bottom - top)
  }

  public func contains(_ other: ElementFrame, tolerance: Double = 0.5) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }

  public var area: Double { max(0, width) * max(0, height) }
}
