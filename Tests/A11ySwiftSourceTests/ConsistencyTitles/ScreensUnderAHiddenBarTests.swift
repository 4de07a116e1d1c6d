import A11yCore
import A11ySwiftSource
import Testing

/// `screen-title` across files: a screen pushed by one that hides the bar comes in under it, but
/// not when the hiding runs only from a menu action, nor when the pushed screen's base class shows
/// the bar again.
struct ScreensUnderAHiddenBarTests {
  func titles(_ files: [String: String]) -> [String] {
    var configuration = Configuration()
    configuration.onlyRules = [ScreenTitleRule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [ScreenTitleRule.self], configuration: configuration)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) }).map(\.file)
  }

  static func preparation(_ appears: String) -> String {
    """
    final class RunningPreparationViewController: UIViewController {
      override func viewDidLoad() { super.viewDidLoad(); title = "준비" }
      override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); \(appears) }
      func start() { navigationController?.pushViewController(SingleRunningViewController(), animated: true) }
    }
    """
  }

  static let run = "final class SingleRunningViewController: RunBaseViewController {}\n"
  static let plainBase = "class RunBaseViewController: UIViewController {}\n"

  @Test func hiddenAsItAppearsOrThroughASetUpHelper() {
    #expect(titles(["Prep.swift": Self.preparation("navigationController?.setNavigationBarHidden(true, animated: false)"),
                    "Run.swift": Self.run, "Base.swift": Self.plainBase]).isEmpty)
    #expect(titles(["Prep.swift": Self.preparation("configureUI() }\n  func configureUI() { navigationController?.navigationBar.isHidden = true"),
                    "Run.swift": Self.run, "Base.swift": Self.plainBase]).isEmpty)
  }

  @Test func hiddenOnlyFromAMenuActionLeavesTheBar() {
    let menu = "navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: \"전체 화면\") { [weak self] _ in self?.enterFullScreen() }) }\n  func enterFullScreen() { navigationController?.setNavigationBarHidden(true, animated: true)"
    #expect(titles(["Prep.swift": Self.preparation(menu), "Run.swift": Self.run, "Base.swift": Self.plainBase]) == ["Run.swift"])
  }

  @Test func aBaseClassThatShowsTheBarAgainShowsATitle() {
    let showing = "class RunBaseViewController: UIViewController {\n  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); navigationController?.setNavigationBarHidden(false, animated: true) }\n}\n"
    #expect(titles(["Prep.swift": Self.preparation("navigationController?.setNavigationBarHidden(true, animated: false)"),
                    "Run.swift": Self.run, "Base.swift": showing]) == ["Run.swift"])
  }

  /// ToYou's diary card steps: select, answer and preview pushed in turn under the bar Home hides,
  /// the preview pushing select again to edit. The loop stays under the hidden bar, unless a
  /// screen that keeps its bar also pushes into it.
  @Test func screensPushedInALoopStayUnderTheHiddenBar() {
    let home = "final class HomeViewController: UIViewController {\n  override func viewDidLoad() { super.viewDidLoad(); navigationController?.navigationBar.isHidden = true }\n  func write() { navigationController?.pushViewController(DiaryCardSelectViewController(), animated: true) }\n}\n"
    let steps = [
      "Select.swift": "final class DiaryCardSelectViewController: UIViewController {\n  func next() { navigationController?.pushViewController(DiaryCardAnswerViewController(), animated: true) }\n}\n",
      "Answer.swift": "final class DiaryCardAnswerViewController: UIViewController {\n  func next() { navigationController?.pushViewController(DiaryCardPreviewController(), animated: true) }\n}\n",
      "Preview.swift": "final class DiaryCardPreviewController: UIViewController {\n  func edit() { navigationController?.pushViewController(DiaryCardSelectViewController(), animated: true) }\n}\n",
    ]
    #expect(titles(steps.merging(["Home.swift": home]) { $1 }).isEmpty)
    let inbox = "final class InboxViewController: UIViewController {\n  func open() { navigationController?.pushViewController(DiaryCardSelectViewController(), animated: true) }\n}\n"
    #expect(titles(steps.merging(["Home.swift": home, "Inbox.swift": inbox]) { $1 }) == ["Answer.swift", "Preview.swift", "Select.swift"])
    // A loop no hidden bar leads to keeps its bar.
    #expect(titles(steps).sorted() == ["Answer.swift", "Preview.swift", "Select.swift"])
  }

  /// Eatery's tabs and onboarding: a root the tab controller keeps in a property
  /// (`private let home = HomeViewController()`), and one set as the stack (`nav.viewControllers =
  /// [OnboardingStartViewController()]`), each under a bar hidden right after.
  @Test func rootsKeptInAPropertyOrSetAsTheStackUnderAHiddenBar() {
    let pushed = "final class SearchViewController: UIViewController {}\nfinal class FeaturesViewController: UIViewController {}\n"
    let home = "final class HomeViewController: UIViewController {\n  func search() { navigationController?.pushViewController(SearchViewController(), animated: true) }\n}\n"
    let start = "final class OnboardingStartViewController: UIViewController {\n  func next() { navigationController?.pushViewController(FeaturesViewController(), animated: true) }\n}\n"
    let main = """
      final class MainViewController: UITabBarController {
        private let home = HomeViewController()
        private let onboarding = UINavigationController()
        func setUp() {
          let homeNavigationController = UINavigationController(rootViewController: home)
          homeNavigationController.setNavigationBarHidden(true, animated: false)
          onboarding.viewControllers = [OnboardingStartViewController()]
          onboarding.setNavigationBarHidden(true, animated: false)
        }
      }
      """
    #expect(titles(["Main.swift": main, "Home.swift": home, "Start.swift": start, "Pushed.swift": pushed]).isEmpty)
    // Kept where the bar stays: the pushed screens have no title.
    let shown = main.replacingOccurrences(of: "setNavigationBarHidden(true", with: "setNavigationBarHidden(false")
    #expect(titles(["Main.swift": shown, "Home.swift": home, "Start.swift": start, "Pushed.swift": pushed]) == ["Pushed.swift", "Pushed.swift"])
  }
}
