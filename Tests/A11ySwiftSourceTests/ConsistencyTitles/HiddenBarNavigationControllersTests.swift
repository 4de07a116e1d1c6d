@testable import A11ySwiftSource
import Testing

/// Each file's model, in path order: a small project.
private func models(_ files: [String: String]) -> [SwiftFileModel] {
  files.sorted { $0.key < $1.key }.map { SwiftSourceAnalyzer.model(source: $0.value, path: $0.key) }
}

/// Apps that hide the system navigation bar on every navigation controller their code makes and
/// draw their own title bars (Runnect, ZOOC): no screen has a bar title to set.
struct HiddenBarNavigationControllersTests {

  /// Tab navigation controllers kept in properties and hidden by a set-up function far below.
  let tabs = """
    final class MainTabBarController: UITabBarController {
      let homeViewController = HomeViewController()
      lazy var homeNavigationController = UINavigationController(rootViewController: homeViewController)
      override func viewDidLoad() {
        super.viewDidLoad()
        setTabBar()
        setNavigationController()
      }
      private func setTabBar() {
        \(String(repeating: "tabBar.layer.shadowOpacity = 0.08\n    ", count: 20))
      }
      private func setNavigationController() {
        homeNavigationController.setNavigationBarHidden(true, animated: true)
      }
    }
    """

  /// A root screen that hides the bar of the controller it is in, from an extension.
  let splash = """
    final class SplashVC: UIViewController {}
    extension SplashVC {
      func setUI() { self.navigationController?.isNavigationBarHidden = true }
    }
    extension UIViewController {
      func showSplashVC() {
        let splashVC = SplashVC()
        let navigationController = UINavigationController(rootViewController: splashVC)
        view.window?.rootViewController = navigationController
      }
    }
    """

  @Test func barsHiddenByPropertySetUpRootsAndMeasuringAreAllHidden() {
    let measuring = "enum Device { static var barHeight: CGFloat { UINavigationController().navigationBar.frame.height } }"
    #expect(UIKitScreenTitles.codeMadeNavigationControllersHideTheirBars(models(["Tabs.swift": tabs, "Splash.swift": splash, "Device.swift": measuring])))
  }

  @Test func aBarLeftShowingAnywhereKeepsTitlesNeeded() {
    // The set-up styles the bar but hides nothing.
    let styled = tabs.replacingOccurrences(of: "homeNavigationController.setNavigationBarHidden(true, animated: true)", with: "homeNavigationController.navigationBar.tintColor = .black")
    #expect(!UIKitScreenTitles.codeMadeNavigationControllersHideTheirBars(models(["Tabs.swift": styled, "Splash.swift": splash])))
    // The root hides nothing of its own.
    let plainRoot = splash.replacingOccurrences(of: "self.navigationController?.isNavigationBarHidden = true", with: "view.backgroundColor = .white")
    #expect(!UIKitScreenTitles.codeMadeNavigationControllersHideTheirBars(models(["Tabs.swift": tabs, "Splash.swift": plainRoot])))
    // A local name declared twice in the file is read only near where it is made.
    let twice = tabs + "\nfinal class Other { func open() { let homeNavigationController = UINavigationController(rootViewController: UIViewController()); present(homeNavigationController) } }"
    #expect(!UIKitScreenTitles.codeMadeNavigationControllersHideTheirBars(models(["Tabs.swift": twice, "Splash.swift": splash])))
  }
}

/// A view-controller helper that hides the system bar and draws the project's own with the title
/// it is given (ChungBazi's `addCustomNavigationBar(titleText:…)`) titles each screen calling it.
struct CustomBarHelperTests {

  @Test func aHelperDrawingTheAppsBarWithItsTitleTitles() {
    let helper = """
      extension UIViewController {
        func addCustomNavigationBar(titleText: String?, showBackButton: Bool, backgroundColor: UIColor = .clear) {
          self.navigationController?.setNavigationBarHidden(true, animated: true)
          let titleLabel = T20Label(text: titleText ?? "")
          view.addSubview(titleLabel)
        }
      }
      """
    let methods = UIKitScreenTitles.sharedTitlingMethods(in: models(["NavigationBar.swift": helper]), receivers: ["", "self", "navigationItem", "self.navigationItem"])
    #expect(methods["addCustomNavigationBar"] == "titleText")
    // A helper that draws a footer with words and leaves the bar alone titles nothing.
    let footer = helper.replacingOccurrences(of: "    self.navigationController?.setNavigationBarHidden(true, animated: true)\n", with: "")
      .replacingOccurrences(of: "addCustomNavigationBar", with: "addFooter")
    #expect(UIKitScreenTitles.sharedTitlingMethods(in: models(["Footer.swift": footer]), receivers: ["", "self"])["addFooter"] == nil)
  }
}

/// A project base class that hides the system bar and draws its own, with a method putting the words
/// it is given into the bar's label (JYP's `NavigationBarViewController.setNavigationBarTitleText(_:)`):
/// each subclass calling it with words titles its screen.
struct BaseClassBarTitleTests {
  static let base = """
    class NavigationBar: UIView { var title = UILabel() }
    class NavigationBarViewController: UIViewController {
      var navigationBar = NavigationBar()
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.setNavigationBarHidden(true, animated: false)
        view.addSubview(navigationBar)
      }
      func setNavigationBarTitleText(_ text: String?) {
        navigationBar.title.text = text
      }
      func setNavigationBarTitleFont(_ font: UIFont?) {
        navigationBar.title.font = font
      }
    }
    """

  @Test func aSubclassCallingTheBarsTitleSetterIsTitled() {
    let screen = """
      final class CreatePlannerNameViewController: NavigationBarViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          setNavigationBarTitleText("여행 제목")
        }
      }
      """
    #expect(UIKitScreenTitles.baseClassBarTitleSetters(in: models(["Base.swift": Self.base]))["setNavigationBarTitleText"] == "_")
    #expect(UIKitScreenTitles.titledTypes(in: models(["Base.swift": Self.base, "Name.swift": screen])).contains("CreatePlannerNameViewController"))
    // Given no words, or only a font: not titled.
    let empty = screen.replacingOccurrences(of: "setNavigationBarTitleText(\"여행 제목\")", with: "setNavigationBarTitleText(nil)")
    #expect(!UIKitScreenTitles.titledTypes(in: models(["Base.swift": Self.base, "Name.swift": empty])).contains("CreatePlannerNameViewController"))
    let font = screen.replacingOccurrences(of: "setNavigationBarTitleText(\"여행 제목\")", with: "setNavigationBarTitleFont(.systemFont(ofSize: 16))")
    #expect(!UIKitScreenTitles.titledTypes(in: models(["Base.swift": Self.base, "Name.swift": font])).contains("CreatePlannerNameViewController"))
    // A base class that leaves the system bar showing draws no title bar of its own.
    let shown = Self.base.replacingOccurrences(of: "navigationController?.setNavigationBarHidden(true, animated: false)", with: "view.backgroundColor = .white")
    #expect(UIKitScreenTitles.baseClassBarTitleSetters(in: models(["Base.swift": shown])).isEmpty)
  }
}
