import A11yCore
@testable import A11ySwiftSource
import Testing

/// Titles and names compared across files through the project index: localized keys are compared
/// by their texts, UIKit screens are found where another file pushes them.
struct ConsistencyTitlesTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type, strings: [String: [String: String]] = [:]) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: ProjectIndex(localizedStrings: strings))
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  @Test func twoKeysWithOneTextAreOneTitle() throws {
    let strings = ["menu.title": ["en": "Menu", "ko": "메뉴"], "drinks.title": ["en": "Menu", "ko": "메뉴"], "food.title": ["en": "Food", "ko": "음식"]]
    let files = [
      "A.swift": "struct MenuScreen: View { var body: some View { List { NavigationLink(\"x\") { DrinksScreen() } }.navigationTitle(\"menu.title\") } }",
      "B.swift": "struct DrinksScreen: View { var body: some View { List { Text(\"y\") }.navigationTitle(\"drinks.title\") } }",
      "C.swift": "struct FoodScreen: View { var body: some View { List { Text(\"z\") }.navigationTitle(\"food.title\") } }",
    ]
    let found = findings(files, rule: ScreenTitleRule.self, strings: strings)
    let finding = try #require(found.first)
    #expect(found.count == 1 && finding.file == "B.swift" && finding.message.en.contains("\"Menu\"") || finding.message.en.contains("\"메뉴\""))
    #expect(finding.message.en.contains("MenuScreen"))
    // The same keys with different texts are different titles.
    let distinct = ["menu.title": ["en": "Menu"], "drinks.title": ["en": "Drinks"], "food.title": ["en": "Food"]]
    #expect(findings(files, rule: ScreenTitleRule.self, strings: distinct).isEmpty)
    // One title on two screens neither of which opens the other (each reader's own settings
    // sheet): each is met from its own feature, and its title says what it is.
    var apart = files
    apart["A.swift"] = "struct MenuScreen: View { var body: some View { List { Text(\"x\") }.navigationTitle(\"menu.title\") } }"
    #expect(findings(apart, rule: ScreenTitleRule.self, strings: strings).isEmpty)
  }

  @Test func aPushedControllerIsJudgedInTheFileThatDeclaresIt() throws {
    let home = """
      final class HomeViewController: UIViewController {
        func showHistory() {
          let history = OrderHistoryViewController(store: store)
          navigationController?.pushViewController(history, animated: true)
        }
      }
      """
    // (It opens an order's screen: the next screen's back button would read its title.)
    let untitled = "final class OrderHistoryViewController: UIViewController {\n  override func viewDidLoad() { super.viewDidLoad() }\n  func open() { navigationController?.pushViewController(OrderDetailViewController(), animated: true) }\n}"
    let titled = "final class OrderHistoryViewController: UIViewController {\n  override func viewDidLoad() { navigationItem.title = String(localized: \"history.title\") }\n}"
    let found = findings(["Home.swift": home, "History.swift": untitled], rule: ScreenTitleRule.self)
    let finding = try #require(found.first)
    #expect(found.count == 1 && finding.file == "History.swift" && finding.position.line == 1)
    #expect(finding.message.en.contains("Home.swift:4") && finding.needsReview)
    #expect(finding.message.en.contains("the next screen's back button says only \"Back\""))
    // An app that hides its back buttons (eduID's navigation helper) has none to say "Back".
    let helper = "enum ScreenType {\n  static func configure(_ item: UINavigationItem) { item.hidesBackButton = true }\n}"
    let hidden = try #require(findings(["Home.swift": home, "History.swift": untitled, "ScreenType.swift": helper], rule: ScreenTitleRule.self).first)
    #expect(!hidden.message.en.contains("back button") && hidden.message.en.contains("nothing to announce when it appears; set title"))
    #expect(hidden.message.ko.contains("알릴 것이 없습니다. viewDidLoad에서"))
    // The app's only navigation controller hides the system bar for a custom one (Chatty): no bar title anywhere.
    let custom = "final class CustomNavigationController: UINavigationController {\n  override func viewDidLoad() { super.viewDidLoad(); setNavigationBarHidden(true, animated: false) }\n}\nlet root = CustomNavigationController()\n"
    #expect(findings(["Home.swift": home, "History.swift": untitled, "Navigation.swift": custom], rule: ScreenTitleRule.self).isEmpty)
    // A plain navigation controller made somewhere shows its bar.
    let plain = custom + "let settings = UINavigationController(rootViewController: SettingsViewController())\n"
    #expect(findings(["Home.swift": home, "History.swift": untitled, "Navigation.swift": plain], rule: ScreenTitleRule.self).count == 1)
    #expect(findings(["Home.swift": home, "History.swift": titled], rule: ScreenTitleRule.self).isEmpty)
    // `show(_:sender:)` pushes too; a toast's `show()` is no screen.
    let shown = "final class HomeViewController: UIViewController {\n  func open() { show(OrderHistoryViewController(), sender: self); toast.show() }\n}"
    #expect(findings(["Home.swift": shown, "History.swift": untitled], rule: ScreenTitleRule.self).count == 1)
    // A child controller (never pushed) is no screen of its own.
    let child = "final class HomeViewController: UIViewController {\n  func embed() { addChild(OrderHistoryViewController()) }\n}"
    #expect(findings(["Home.swift": child, "History.swift": untitled], rule: ScreenTitleRule.self).isEmpty)
    // The app's own navigation container, shown as a screen, holds the titled screens.
    let container = "class AppNavigationController: UIViewController { }\nfinal class OrderHistoryNavigationController: AppNavigationController {\n  override func viewDidLoad() { super.viewDidLoad() }\n}"
    let presentsContainer = "final class HomeViewController: UIViewController {\n  func open() { navigationController?.pushViewController(OrderHistoryNavigationController(), animated: true) }\n}"
    let presentsUntitled = "final class HomeViewController: UIViewController {\n  func open() { navigationController?.pushViewController(OrderHistoryViewController(), animated: true) }\n}"
    #expect(findings(["Home.swift": presentsContainer, "History.swift": container], rule: ScreenTitleRule.self).isEmpty)
    #expect(findings(["Home.swift": presentsUntitled, "History.swift": untitled], rule: ScreenTitleRule.self).count == 1)
  }

  @Test func oneLocalizedKeyOnTwoDifferentActionsIsOneName() throws {
    let strings = ["action.keep": ["en": "Keep", "ko": "보관"]]
    let files = [
      "Cart.swift": "struct CartView: View { var body: some View { Button(\"action.keep\") { cart.archive(item) } } }",
      "Card.swift": "struct CardView: View { var body: some View { Button(\"action.keep\") { wallet.delete(card) } } }",
    ]
    let found = findings(files, rule: SameLabelDifferentActionRule.self, strings: strings)
    let finding = try #require(found.first)
    // Card.swift comes first in path order: the later Cart.swift is reported, naming the first.
    #expect(found.count == 1 && finding.file == "Cart.swift" && finding.severity == .info)
    #expect(finding.message.en.contains("CardView") && finding.message.en.contains("deletes") && finding.message.en.contains("archives"))
    #expect(finding.message.en.contains("\"보관\"") && !finding.message.en.contains("action.keep"))
  }

  @Test func screenRelativeNamesAreComparedWithinOneScreenOnly() {
    let files = [
      "Cart.swift": "struct CartView: View { var body: some View { Button(\"Done\") { cart.checkout() } } }",
      "Card.swift": "struct CardView: View { var body: some View { Button(\"Done\") { wallet.delete(card) } } }",
    ]
    #expect(findings(files, rule: SameLabelDifferentActionRule.self).isEmpty)
  }

  @Test func identifierWordsNameTheKindOfWork() {
    #expect(SameLabelDifferentActionRule.kinds(in: "isShowingDeleteAlert = true") == ["delete"])
    #expect(SameLabelDifferentActionRule.kinds(in: "viewModel.shareReceipt(order); print(\"delete\")") == ["share"])
    #expect(SameLabelDifferentActionRule.kinds(in: "session.signOut()") == ["signOut"])
    #expect(SameLabelDifferentActionRule.kinds(in: "removingItems.toggle()") == ["delete"])
    #expect(SameLabelDifferentActionRule.kinds(in: "path.append(.details)").isEmpty)
  }
}
