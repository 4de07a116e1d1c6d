import A11yCore

/// What an element type is for, as the rules ask it.
public enum ElementRoles {
  /// Types a person operates: VoiceOver announces each with its role, and each needs a name and
  /// a target large enough to hit.
  static let controlTypes: Set<String> = [
    "Button", "Link", "TextField", "SecureTextField", "SearchField", "TextView", "Switch", "Toggle", "Slider",
    "Stepper", "Incrementor", "PickerWheel", "MenuItem", "MenuButton", "PopUpButton", "DatePicker", "ColorWell",
    "Tab", "RadioButton", "CheckBox", "DisclosureTriangle", "SegmentedControl", "PageIndicator",
  ]
  static let textInputTypes: Set<String> = ["TextField", "SecureTextField", "SearchField", "TextView"]
  /// Subtrees drawn by the system, not the app: never judged.
  static let systemTypes: Set<String> = ["Keyboard", "StatusBar", "KeyboardKey", "Key"]
  /// Containers that scroll: their content may lie outside the screen and VoiceOver scrolls to it.
  static let scrollingTypes: Set<String> = ["ScrollView", "Table", "CollectionView", "WebView", "Outline", "Browser", "TextView"]

  /// A control by type, or by the traits a capture recorded (`Other` with the button trait).
  public static func isControl(_ element: RuntimeElement) -> Bool {
    if controlTypes.contains(element.type) { return true }
    return ["button", "link", "adjustable", "searchField", "keyboardKey"].contains { element.hasTrait($0) }
  }

  public static func isImage(_ element: RuntimeElement) -> Bool {
    element.type == "Image" || element.type == "Icon" || (element.hasTrait("image") && !isControl(element))
  }

  public static func isText(_ element: RuntimeElement) -> Bool {
    element.type == "StaticText"
  }

  /// A control, or a labelled cell or accessibility element: it speaks for what is drawn inside
  /// it. A cell without a label of its own lets VoiceOver reach its contents one by one.
  static func speaksForChildren(_ element: RuntimeElement) -> Bool {
    if isControl(element) && !["SegmentedControl", "PageIndicator"].contains(element.type) { return true }
    if element.type == "Cell" { return element.spokenLabel != nil || element.isAccessibilityElement == true }
    return element.isAccessibilityElement == true && element.spokenLabel != nil && element.type != "Application"
  }

  /// The role LabelQuality judges role words against.
  public static func role(of element: RuntimeElement) -> AccessibilityRole {
    switch element.type {
    case "Button", "MenuItem", "MenuButton", "PopUpButton": .button
    case "Link": .link
    case "Image", "Icon": .image
    case "TextField", "SecureTextField", "SearchField", "TextView": .textField
    case "Switch", "Toggle": .toggle
    case "Slider", "Stepper", "Incrementor", "PickerWheel": .slider
    case "Tab": .tab
    case "StaticText": element.hasTrait("header") ? .header : .staticText
    default:
      element.hasTrait("button") ? .button : (element.hasTrait("header") ? .header : .unknown)
    }
  }
}
