@testable import A11ySwiftSource
import A11yCore
import Foundation
import Testing

/// Screens shown under a navigation bar hidden for the stack they are in, though the app also
/// makes stacks that show the bar: no bar title to set there (round 60's dotchi and Umbba).
struct HiddenBarRootsTests {
  /// dotchi's base navigation controller: hides its bar as it loads, through a helper, and has
  /// another helper that shows it.
  let base = """
    final class BaseNavigationController: UINavigationController {
      override func viewDidLoad() { super.viewDidLoad(); self.hideNavigationBar() }
      func hideNavigationBar() { self.navigationBar.isHidden = true }
      func showNavigationBar() { self.navigationBar.isHidden = false }
    }
    """
  let tabs = """
    final class TabBarController: UITabBarController {
      func open() { present(BaseNavigationController(rootViewController: MakePhotoViewController()), animated: true) }
      func logOut() { present(UINavigationController(rootViewController: SigninViewController()), animated: true) }
    }
    final class SigninViewController: UIViewController {}
    """
  func makePhoto(showingTheBar: Bool) -> String {
    """
    final class MakePhotoViewController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        \(showingTheBar ? "(navigationController as? BaseNavigationController)?.showNavigationBar()" : "")
      }
      func next() { navigationController?.pushViewController(MakeContentViewController(), animated: true) }
    }
    """
  }
  let content = """
    final class MakeContentViewController: UIViewController {
      override func viewDidLoad() { super.viewDidLoad(); view.addSubview(contentView) }
    }
    """

  func untitled(_ files: [String: String]) -> [String] {
    ProjectFindings.of(files, rule: ScreenTitleRule.self).map { ($0.file as NSString).lastPathComponent }
  }

  @Test func aStackWhoseBaseHidesTheBarAsItLoadsNeedsNoBarTitles() {
    let hidden = untitled(["Base.swift": base, "Tabs.swift": tabs, "MakePhoto.swift": makePhoto(showingTheBar: false), "MakeContent.swift": content])
    #expect(!hidden.contains("MakeContent.swift"), "\(hidden)")
    // The root calls the base's helper that shows the bar: the pushed screen's title is seen.
    let shown = untitled(["Base.swift": base, "Tabs.swift": tabs, "MakePhoto.swift": makePhoto(showingTheBar: true), "MakeContent.swift": content])
    #expect(shown.contains("MakeContent.swift"), "\(shown)")
    // A base that hides the bar only in a helper nothing calls as it loads hides nothing.
    let later = base.replacingOccurrences(of: "super.viewDidLoad(); self.hideNavigationBar()", with: "super.viewDidLoad()")
    let notHidden = untitled(["Base.swift": later, "Tabs.swift": tabs, "MakePhoto.swift": makePhoto(showingTheBar: false), "MakeContent.swift": content])
    #expect(notHidden.contains("MakeContent.swift"), "\(notHidden)")
  }

  /// Umbba's tabs: a helper wraps the screen it is given and hides the bar.
  /// (Cyxbs's passes a controller it keeps: `lazy var myPage = MyPageViewController()`.)
  func tabHelper(hiding: Bool, keepingTheScreen: Bool = false) -> String {
    """
    final class MainTabBarController: UITabBarController {
      \(keepingTheScreen ? "lazy var myPage = MyPageViewController()" : "")
      override func viewDidLoad() { super.viewDidLoad(); viewControllers = [makeTabBar(viewController: \(keepingTheScreen ? "myPage" : "MyPageViewController()"), title: "마이")] }
      func makeTabBar(viewController: UIViewController, title: String) -> UIViewController {
        let tab = UINavigationController(rootViewController: viewController)
        tab.isNavigationBarHidden = \(hiding)
        return tab
      }
      func logOut() { present(UINavigationController(rootViewController: LoginViewController()), animated: true) }
    }
    final class LoginViewController: UIViewController {}
    final class MyPageViewController: UIViewController {
      func openSettings() { navigationController?.pushViewController(SettingViewController(), animated: true) }
    }
    """
  }
  let settings = """
    final class SettingViewController: UIViewController {
      override func viewDidLoad() { super.viewDidLoad(); view.addSubview(settingView) }
    }
    """

  @Test func screensATabHelperWrapsUnderAHiddenBarNeedNoBarTitles() {
    let hidden = untitled(["Tabs.swift": tabHelper(hiding: true), "Setting.swift": settings])
    #expect(!hidden.contains("Setting.swift"), "\(hidden)")
    let shown = untitled(["Tabs.swift": tabHelper(hiding: false), "Setting.swift": settings])
    #expect(shown.contains("Setting.swift"), "\(shown)")
    let kept = untitled(["Tabs.swift": tabHelper(hiding: true, keepingTheScreen: true), "Setting.swift": settings])
    #expect(!kept.contains("Setting.swift"), "\(kept)")
    let keptShown = untitled(["Tabs.swift": tabHelper(hiding: false, keepingTheScreen: true), "Setting.swift": settings])
    #expect(keptShown.contains("Setting.swift"), "\(keptShown)")
  }
}
