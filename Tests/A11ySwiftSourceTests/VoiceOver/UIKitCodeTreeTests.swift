import A11yCore
import A11ySwiftSource
import Testing

/// What the VoiceOver preview says for UIKit views built in Swift, from the file model's
/// `UIKitObject`s through `UIKitSpeech`.
struct UIKitCodeTreeTests {
  static let strings: [String: [String: String]] = ["cart.title": ["en": "Cart", "ko": "장바구니"]]

  func speak(_ source: String, screen: String = "V", language: Language = .english) throws -> [String] {
    let model = SwiftSourceAnalyzer.model(source: source, path: "V.swift")
    let tree = UIKitCodeTree(files: [model])
    let spoken = try #require(tree.screen(named: screen, language: language, strings: Self.strings))
    let renderer = SpeechRenderer(language: language, strings: Self.strings)
    return spoken.elements.map { element in
      element.phrase(renderer) + (element.conditions.isEmpty ? "" : " [\(element.conditions.joined(separator: " · "))]")
    }
  }

  func controller(_ properties: String, _ setup: String) -> String {
    "final class V: UIViewController {\n\(properties)\noverride func viewDidLoad() {\n\(setup)\n}\n}"
  }

  @Test func classesSayTheirDefaultsAndAssignmentsChangeThem() throws {
    let source = controller("""
      let title1 = UILabel()
      let photo = UIImageView(image: UIImage(named: "store_photo"))
      let map = UIImageView(image: UIImage(named: "map"))
      let toggle = UISwitch()
      let share = UIButton(type: .system)
      let heading = UILabel()
      let next = UIButton()
      """, """
      title1.text = "Welcome"
      map.isAccessibilityElement = true
      toggle.accessibilityLabel = "Alerts"
      share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
      share.accessibilityHint = "Shares the store"
      heading.text = "Menu"
      heading.accessibilityTraits = .header
      next.setTitle("Next", for: .normal)
      next.isEnabled = false
      next.accessibilityTraits.insert(.selected)
      [title1, photo, map, toggle, share, heading, next].forEach { _ in }
      view.addSubview(title1); view.addSubview(photo); view.addSubview(map); view.addSubview(toggle)
      view.addSubview(share); view.addSubview(heading); view.addSubview(next)
      """)
    #expect(try speak(source) == [
      "Welcome", "map, Image", "Alerts, ‹on|off›, Switch button", "Share, Button … Shares the store", "Menu, Heading",
      "Next, Button, Selected, Dimmed",
    ])
    #expect(try speak(source, language: .korean)[2] == "Alerts, ‹켬|끔›, 스위치 버튼")
  }

  @Test func orderIsTheOrderViewsAreAddedOrAccessibilityElements() throws {
    let stack = controller("""
      let name = UILabel()
      let price = UILabel()
      """, """
      name.text = "Latte"
      price.text = "4,500"
      let row = UIStackView(arrangedSubviews: [price, name])
      view.addSubview(row)
      """)
    #expect(try speak(stack) == ["4,500", "Latte"])
    let reordered = """
      final class V: UIView {
        let name = UILabel()
        let price = UILabel()
        init() {
          super.init(frame: .zero)
          name.text = "Latte"
          price.text = "4,500"
          addSubview(price)
          addSubview(name)
          accessibilityElements = [name, price]
        }
      }
      """
    #expect(try speak(reordered) == ["Latte", "4,500"])
  }

  @Test func hiddenAndUnknownViewsAreSaidAsSuch() throws {
    let source = controller("""
      let debug = UILabel()
      let status = UILabel()
      let total = UILabel()
      """, """
      debug.text = "build 42"
      debug.isHidden = true
      status.text = "Offline"
      status.isHidden = isOnline
      total.text = order.total
      total.text = nil
      view.addSubview(debug)
      view.addSubview(status)
      view.addSubview(total)
      view.addSubview(makeFooter())
      """)
    #expect(try speak(source) == ["Offline [not hidden: !(isOnline)]", "‹order.total›", "‹makeFooter()›"])
  }

  @Test func titlesLocalizedStringsAndConfigurationsComeFromTheCode() throws {
    let source = controller("""
      lazy var pay: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Pay"
        let button = UIButton(configuration: config)
        return button
      }()
      let cart = UIButton()
      """, """
      title = NSLocalizedString("cart.title", comment: "")
      navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
      cart.setTitle(NSLocalizedString("cart.title", comment: ""), for: .normal)
      view.addSubview(pay)
      view.addSubview(cart)
      """)
    // The configuration is a local built before the button: its title is shown as the code's.
    #expect(try speak(source) == ["Cart, Heading", "Done, Button", "‹config.title›, Button", "Cart, Button"])
    #expect(try speak(source, language: .korean) == ["장바구니, 머리말", "완료, 버튼", "‹config.title›, 버튼", "장바구니, 버튼"])
  }

  /// `var button: UIButton!` created later by `button = UIButton(...)`: that call is its initializer.
  @Test func aPropertyCreatedByAnAssignmentTakesThatInitializer() throws {
    let source = """
      final class V: UITableViewCell {
        var button: UIButton!
        var item: UIBarButtonItem!
        func setUp() {
          button = UIButton(configuration: config)
          contentView.addSubview(button)
          item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        }
      }
      """
    #expect(try speak(source) == ["‹config.title›, Button"])
    let model = SwiftSourceAnalyzer.model(source: source, path: "V.swift")
    #expect(model.uikitObjects.first { $0.name == "item" }?.initializer?.callArguments.first(labeled: "title")?.stringLiteral == "Edit")
  }

  @Test func theModelRecordsControllerTitlesButNotLocals() {
    let model = SwiftSourceAnalyzer.model(source: """
      final class A: UIViewController { override func viewDidLoad() { title = "Orders" } }
      final class B: UIViewController { override func viewDidLoad() { navigationItem.title = name } }
      final class C: UIViewController { func f() { var title = ""; title = "x" } }
      """, path: "T.swift")
    #expect(model.controllerTitles["A"]?.stringLiteral == "Orders")
    #expect(model.controllerTitles["B"]?.text == "name")
    #expect(model.controllerTitles["C"] == nil)
  }
}
