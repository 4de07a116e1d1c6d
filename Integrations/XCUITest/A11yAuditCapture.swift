// A11yAuditCapture: add this file to your UI-test target (not to the app) to capture what a running
// screen exposes to accessibility, for `a11y-audit hierarchy`. Not part of the a11y-audit package
// build: it needs XCTest on iOS. The format it writes is docs/runtime-hierarchy-format.md.
//
//     @MainActor func testCheckoutAccessibility() throws {
//       let app = XCUIApplication()
//       app.launch()
//       app.buttons["Checkout"].tap()
//       try A11yAuditCapture.capture(app, screen: "Checkout")
//     }
//
// Each call writes `<screen>.json` and `<screen>.png` into $A11Y_AUDIT_CAPTURE_DIR (set it in the
// test scheme's environment; default: a11y-audit-captures in the runner's temporary folder, which
// on a simulator is a folder on your Mac) and attaches both to the test result. Then:
//
//     a11y-audit hierarchy captures/*.json --sources App/
#if os(iOS)
import UIKit
import XCTest

/// Main-actor isolated like XCUIApplication itself (Xcode 16 SDKs): call it from `@MainActor` tests.
@MainActor
public enum A11yAuditCapture {
  /// The format and version `a11y-audit hierarchy` reads.
  static let format = "a11y-audit-hierarchy"
  static let version = 1

  /// Captures `app`'s current screen: its element tree and a screenshot.
  /// - Parameters:
  ///   - screen: a name for the screen; also the file names (`Checkout.json`, `Checkout.png`).
  ///   - folder: where to write; default `$A11Y_AUDIT_CAPTURE_DIR` or a temporary folder.
  ///   - rightToLeft: whether the app runs in a right-to-left language (reading order runs right to
  ///     left then); default: the test runner's preferred language.
  @discardableResult
  public static func capture(
    _ app: XCUIApplication, screen: String, folder: URL? = nil, rightToLeft: Bool? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> URL {
    let directory = folder ?? defaultFolder()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let baseName = fileName(for: screen)
    let snapshot = try app.snapshot()
    let screenshot = app.screenshot()
    let isRightToLeft = rightToLeft ?? runnerLanguageIsRightToLeft()
    let document: [String: Any] = [
      "format": format,
      "version": version,
      "screen": screen,
      "screenshot": baseName + ".png",
      "layoutDirection": isRightToLeft ? "rightToLeft" : "leftToRight",
      "root": element(snapshot),
    ]
    let json = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    let jsonURL = directory.appendingPathComponent(baseName + ".json")
    try json.write(to: jsonURL)
    try screenshot.pngRepresentation.write(to: directory.appendingPathComponent(baseName + ".png"))
    XCTContext.runActivity(named: "a11y-audit capture: \(screen)") { activity in
      let hierarchy = XCTAttachment(data: json, uniformTypeIdentifier: "public.json")
      hierarchy.name = baseName + ".json"
      hierarchy.lifetime = .keepAlways
      activity.add(hierarchy)
      let image = XCTAttachment(screenshot: screenshot)
      image.name = baseName + ".png"
      image.lifetime = .keepAlways
      activity.add(image)
    }
    return jsonURL
  }

  static func runnerLanguageIsRightToLeft() -> Bool {
    let language = Locale.preferredLanguages.first ?? "en"
    if #available(iOS 16, *) {
      return Locale.Language(identifier: language).characterDirection == .rightToLeft
    }
    return Locale.characterDirection(forLanguage: language) == .rightToLeft
  }

  static func defaultFolder() -> URL {
    if let path = ProcessInfo.processInfo.environment["A11Y_AUDIT_CAPTURE_DIR"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-captures", isDirectory: true)
  }

  /// Letters, digits, `-` and `_`; everything else becomes `_`.
  static func fileName(for screen: String) -> String {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    let scalars = screen.unicodeScalars.map { allowed.contains($0) ? Character($0) : "_" }
    let name = String(scalars)
    return name.isEmpty ? "screen" : name
  }

  /// One element and its subtree. Empty strings are left out: the reader treats a missing label
  /// as no label.
  static func element(_ snapshot: XCUIElementSnapshot) -> [String: Any] {
    var result: [String: Any] = [
      "type": typeName(snapshot.elementType),
      "frame": [
        "x": Double(snapshot.frame.origin.x), "y": Double(snapshot.frame.origin.y),
        "width": Double(snapshot.frame.size.width), "height": Double(snapshot.frame.size.height),
      ],
      "enabled": snapshot.isEnabled,
      "selected": snapshot.isSelected,
      "hasFocus": snapshot.hasFocus,
    ]
    if !snapshot.identifier.isEmpty { result["identifier"] = snapshot.identifier }
    if !snapshot.label.isEmpty { result["label"] = snapshot.label }
    if let placeholder = snapshot.placeholderValue, !placeholder.isEmpty { result["placeholderValue"] = placeholder }
    if let value = snapshot.value {
      let text = (value as? String) ?? (value as? NSNumber)?.stringValue ?? String(describing: value)
      if !text.isEmpty { result["value"] = text }
    }
    let children = snapshot.children.map(element)
    if !children.isEmpty { result["children"] = children }
    return result
  }

  /// XCUITest's own names for element types, as its debug description prints them.
  static func typeName(_ type: XCUIElement.ElementType) -> String {
    typeNames[type] ?? "Other"
  }

  static let typeNames: [XCUIElement.ElementType: String] = [
    .any: "Any", .other: "Other", .application: "Application", .group: "Group", .window: "Window",
    .sheet: "Sheet", .drawer: "Drawer", .alert: "Alert", .dialog: "Dialog", .button: "Button",
    .radioButton: "RadioButton", .radioGroup: "RadioGroup", .checkBox: "CheckBox",
    .disclosureTriangle: "DisclosureTriangle", .popUpButton: "PopUpButton", .comboBox: "ComboBox",
    .menuButton: "MenuButton", .toolbarButton: "ToolbarButton", .popover: "Popover", .keyboard: "Keyboard",
    .key: "Key", .navigationBar: "NavigationBar", .tabBar: "TabBar", .tabGroup: "TabGroup", .toolbar: "Toolbar",
    .statusBar: "StatusBar", .table: "Table", .tableRow: "TableRow", .tableColumn: "TableColumn",
    .outline: "Outline", .outlineRow: "OutlineRow", .browser: "Browser", .collectionView: "CollectionView",
    .slider: "Slider", .pageIndicator: "PageIndicator", .progressIndicator: "ProgressIndicator",
    .activityIndicator: "ActivityIndicator", .segmentedControl: "SegmentedControl", .picker: "Picker",
    .pickerWheel: "PickerWheel", .switch: "Switch", .toggle: "Toggle", .link: "Link", .image: "Image",
    .icon: "Icon", .searchField: "SearchField", .scrollView: "ScrollView", .scrollBar: "ScrollBar",
    .staticText: "StaticText", .textField: "TextField", .secureTextField: "SecureTextField",
    .datePicker: "DatePicker", .textView: "TextView", .menu: "Menu", .menuItem: "MenuItem", .menuBar: "MenuBar",
    .menuBarItem: "MenuBarItem", .map: "Map", .webView: "WebView", .incrementArrow: "IncrementArrow",
    .decrementArrow: "DecrementArrow", .timeline: "Timeline", .ratingIndicator: "RatingIndicator",
    .valueIndicator: "ValueIndicator", .splitGroup: "SplitGroup", .splitter: "Splitter",
    .relevanceIndicator: "RelevanceIndicator", .colorWell: "ColorWell", .helpTag: "HelpTag", .matte: "Matte",
    .dockItem: "DockItem", .ruler: "Ruler", .rulerMarker: "RulerMarker", .grid: "Grid",
    .levelIndicator: "LevelIndicator", .cell: "Cell", .layoutArea: "LayoutArea", .layoutItem: "LayoutItem",
    .handle: "Handle", .stepper: "Stepper", .tab: "Tab", .touchBar: "TouchBar", .statusItem: "StatusItem",
  ]
}
#endif
