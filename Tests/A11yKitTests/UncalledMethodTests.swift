import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// A method holding findings whose name is called only on other types (each with a method of that
/// name of its own) or only from code no build reaches gives no findings; one called anywhere it
/// may run keeps them.
struct UncalledMethodTests {
  static let app = """
    import SwiftUI
    @main struct DemoApp: App { var body: some Scene { WindowGroup { Portrait(); Expanded(); Floating(); Sidebar() } } }
    """

  /// `Expanded.videoInfo` is never called: the calls are `Portrait`'s and `Floating`'s own.
  static let panels = """
    import SwiftUI
    struct Portrait: View {
      var body: some View { VStack { videoInfo(1) } }
      private func videoInfo(_ id: Int) -> some View { Text("Portrait") }
    }
    struct Floating: View {
      var body: some View { VStack { self.videoInfo(2) } }
      private func videoInfo(_ id: Int) -> some View { Text("Floating") }
    }
    struct Expanded: View {
      var body: some View { Text("Expanded").onAppear { log("videoInfo.shown") } }
      func videoInfo(_ id: Int) -> some View {
        Text("Title").font(.system(size: 15))
      }
      func stats(_ id: Int) -> some View {
        Text("Stats").font(.system(size: 16))
      }
    }
    struct Sidebar: View {
      let expanded = Expanded()
      var body: some View { VStack { expanded.stats(3) } }
    }
    """

  /// `fallback` runs only below the deployment target or in a macOS build.
  static let swipe = """
    import SwiftUI
    struct Swipe: ViewModifier {
      func body(content: Content) -> some View {
        Group {
          #if os(iOS)
          if #available(iOS 18, *) {
            content.font(.body)
          } else {
            fallback(content)
          }
          #else
          fallback(content)
          #endif
        }
      }
      private func fallback(_ content: Content) -> some View {
        Text("Fallback").font(.system(size: 17))
      }
    }
    struct Row: View { var body: some View { Text("Row").modifier(Swipe()) } }
    """

  /// Both configurations at `deploymentTarget`.
  static func project(deploymentTarget: String) -> String {
    DeploymentTargetBranchTests.project(deploymentTarget: deploymentTarget)
      .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 16.0", with: "IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget)")
  }

  @Test func aMethodCalledOnlyOnOtherTypesIsLeftOutAndCounted() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.project(deploymentTarget: "17.0"))
    folder.write("App/App.swift", Self.app)
    folder.write("App/Panels.swift", Self.panels)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let lines = DeploymentTargetBranchTests.lines(result.standardOutput)
    #expect(!lines.contains(13))  // Expanded.videoInfo
    #expect(lines.contains(16))  // Expanded.stats, called on an instance
    #expect(result.standardError.contains("1 finding in code nothing references"))
    let shown = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size", "--include-unreferenced")
    #expect(DeploymentTargetBranchTests.lines(shown.standardOutput).contains(13))
  }

  /// The lines of the fixed-size findings in an app holding the swipe modifier, built for `deploymentTarget`.
  static func swipeFindingLines(deploymentTarget: String) -> Set<Int> {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", project(deploymentTarget: deploymentTarget))
    folder.write("App/App.swift", app.replacingOccurrences(of: "Floating()", with: "Floating(); Row()"))
    folder.write("App/Swipe.swift", swipe)
    folder.write("App/Panels.swift", panels)
    return DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
  }

  @Test func aMethodCalledOnlyBelowTheDeploymentTargetOrOnAnotherPlatformIsLeftOut() {
    #expect(!Self.swipeFindingLines(deploymentTarget: "18.0").contains(17))
  }

  @Test func theSameMethodReachedOnOlderSystemsKeepsItsFindings() {
    #expect(Self.swipeFindingLines(deploymentTarget: "17.0").contains(17))
  }

  @Test func aLoneFileIsNeverJudgedUncalled() {
    let folder = TemporaryFolder()
    folder.write("Panels.swift", Self.panels)
    let lines = DeploymentTargetBranchTests.lines(folder.run("lint", "Panels.swift", "--format", "json", "--only", "fixed-text-size").standardOutput)
    #expect(lines.contains(13))
  }

  /// Omnivore's share extension: `macOSBody` is used only in the `#else` of `#if os(iOS)`; its
  /// findings are a macOS build's. `iOSBody` keeps its own.
  @Test func aViewPropertyUsedOnlyOffIOSIsLeftOut() {
    let share = """
      import SwiftUI
      struct Share: View {
        var body: some View {
          #if os(iOS)
            iOSBody
          #else
            macOSBody
          #endif
        }
        var iOSBody: some View { Text("Saved").font(.system(size: 13)) }
        var macOSBody: some View {
          Text("Saved").font(.system(size: 14))
        }
      }
      """
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.project(deploymentTarget: "17.0"))
    folder.write("App/App.swift", Self.app.replacingOccurrences(of: "Floating()", with: "Floating(); Share()"))
    folder.write("App/Panels.swift", Self.panels)
    folder.write("App/Share.swift", share)
    let lines = DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
    #expect(lines.contains(10))
    #expect(!lines.contains(12))
    // Used on iOS as well: kept.
    folder.write("App/Share.swift", share.replacingOccurrences(of: "iOSBody\n    #else", with: "iOSBody; macOSBody\n    #else"))
    let both = DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
    #expect(both.contains(12))
    // Omnivore's `brightnessSlider`, whose only use is commented out: unused, so left out; a use
    // in another file keeps it.
    let commented = share.replacingOccurrences(of: "iOSBody\n    #else", with: "iOSBody\n      // macOSBody\n    #else")
      .replacingOccurrences(of: "      macOSBody\n    #endif", with: "      Text(\"Mac\")\n    #endif")
    folder.write("App/Share.swift", commented)
    #expect(!DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput).contains(13))
    folder.write("App/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { Share().macOSBody } }\n")
    folder.write("App/App.swift", Self.app.replacingOccurrences(of: "Floating()", with: "Floating(); Share(); Other()"))
    #expect(DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput).contains(13))
  }

  /// Phoenix's wallet options: `options_hidden()` is a view function whose only call is commented
  /// out, so no build shows its views; `options_default()` is called and keeps its finding, and a
  /// style's `makeBody`, which the system calls without naming it, keeps its own.
  @Test func aViewFunctionWhoseOnlyCallIsCommentedOutIsLeftOut() {
    let options = """
      import SwiftUI
      struct WalletOptions: View {
        var body: some View {
          VStack {
            options_default()
          //  options_hidden()
          }.toggleStyle(CheckboxStyle())
        }
        func options_default() -> some View {
          Text("기본").font(.system(size: 15))
        }
        func options_hidden() -> some View {
          Text("숨김").font(.system(size: 16))
        }
      }
      struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
          Text("확인").font(.system(size: 17))
        }
      }
      """
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.project(deploymentTarget: "17.0"))
    folder.write("App/App.swift", Self.app.replacingOccurrences(of: "Floating()", with: "Floating(); WalletOptions()"))
    folder.write("App/Options.swift", options)
    let lines = DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
    #expect(lines.contains(10))
    #expect(!lines.contains(13))
    #expect(lines.contains(18))
    // Called from another file: kept.
    folder.write("App/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { WalletOptions().options_hidden() } }\n")
    folder.write("App/App.swift", Self.app.replacingOccurrences(of: "Floating()", with: "Floating(); WalletOptions(); Other()"))
    #expect(DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput).contains(13))
  }
}

/// Infomaniak Mail's bar appearances: a static property made by a closure runs it only when first
/// read; the one nothing names never makes its fixed font.
struct UnreadStaticPropertyTests {
  static let appearances = """
    import UIKit
    enum BarAppearances {
      static let threadView: UINavigationBarAppearance = {
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 15, weight: .semibold)]
        return appearance
      }()
      static let threadList: UINavigationBarAppearance = {
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 22, weight: .semibold)]
        return appearance
      }()
    }
    """

  static let screen = """
    import UIKit
    final class ThreadViewController: UIViewController {
      override func viewDidLoad() { navigationItem.standardAppearance = BarAppearances.threadView }
    }
    """

  static func findingLines(screen: String) -> Set<Int> {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", UncalledMethodTests.project(deploymentTarget: "17.0"))
    folder.write("App/App.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = ThreadViewController() }\n")
    folder.write("App/BarAppearances.swift", appearances)
    folder.write("App/ThreadViewController.swift", screen)
    return DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
  }

  @Test func aStaticPropertyNothingReadsMakesNothing() {
    let lines = Self.findingLines(screen: Self.screen)
    #expect(lines.contains(5))
    #expect(!lines.contains(10))
  }

  @Test func theSamePropertyReadSomewhereKeepsItsFindings() {
    let lines = Self.findingLines(screen: Self.screen.replacingOccurrences(of: "BarAppearances.threadView }", with: "BarAppearances.threadView; navigationItem.scrollEdgeAppearance = .threadList }"))
    #expect(lines.contains(10))
  }
}

/// GitSpace's knock sheet: an internal view property of a screen that no code shows builds nothing.
struct UnreadViewPropertyTests {
  static let profile = """
    import SwiftUI
    struct ProfileView: View {
      var body: some View { VStack { header } }
      var header: some View { Text("프로필").font(.system(size: 13)) }
      var knockSheetView: some View {
        Text("Knock Knock !!").font(.system(size: 12))
      }
    }
    """

  static func findingLines(shown: String = "ProfileView()") -> Set<Int> {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", UncalledMethodTests.project(deploymentTarget: "17.0"))
    folder.write("App/App.swift", "import SwiftUI\n@main struct DemoApp: App { var body: some Scene { WindowGroup { \(shown) } } }\n")
    folder.write("App/ProfileView.swift", profile)
    return DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
  }

  @Test func aViewPropertyNothingNamesIsLeftOut() {
    let lines = Self.findingLines()
    #expect(lines.contains(4))
    #expect(!lines.contains(6))
  }

  @Test func aViewPropertyAnotherFileShowsKeepsItsFindings() {
    let lines = Self.findingLines(shown: "ProfileView().knockSheetView")
    #expect(lines.contains(6))
  }
}

/// Methods of classes the system never calls without `override`.
struct UncalledSystemlessMethodTests {
  /// Commun's `FeedPageHeaderView.showPromoBanner()`: its one call commented out, in a view class
  /// that names no protocol of Apple's, so nothing can call it; so is one that names only a
  /// delegate, which calls methods named for its subject (`textField…`) and given the delegating
  /// object. A method named so, or taking parameters, is kept
  /// (the system may call it), and so is one a live call names. ArduinoController's navigation
  /// controller: a view controller's methods too.
  @Test func aMethodOfAClassTheSystemNeverCallsThatNothingNamesIsLeftOut() {
    func lines(header: String, call: String, method: String = "showPromoBanner", parameters: String = "") -> Set<Int> {
      let folder = TemporaryFolder()
      folder.write("App.xcodeproj/project.pbxproj", UncalledMethodTests.project(deploymentTarget: "17.0"))
      folder.write("App/App.swift", """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let header = FeedHeader(); header.setUp(); return true
          }
        }
        class BaseView: UIView {}
        \(header) {
          func setUp() {
            \(call)
          }
          func \(method)(\(parameters)) {
            let label = UILabel()
            label.font = UIFont.systemFont(ofSize: 11)
            addSubview(label)
          }
        }
        """)
      return DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
    }
    #expect(lines(header: "class FeedHeader: BaseView", call: "// showPromoBanner()").isEmpty)
    #expect(lines(header: "class FeedHeader: BaseView", call: "showPromoBanner()") == [14])
    #expect(lines(header: "class FeedHeader: BaseView, UITextFieldDelegate", call: "// showPromoBanner()").isEmpty)
    #expect(lines(header: "class FeedHeader: BaseView, UITextFieldDelegate", call: "", method: "textFieldDidChangeSelection") == [14])
    #expect(lines(header: "class FeedHeader: BaseView, UITableViewDataSource", call: "", method: "numberOfSections") == [14])
    #expect(lines(header: "class FeedHeader: UINavigationController, UINavigationControllerDelegate", call: "// showPromoBanner()").isEmpty)
    // A model that only publishes (`ObservableObject`, whose one requirement is `objectWillChange`):
    // its other methods are the app's to call (sharingcharger's `ViewUtil.dismissNavigationView()`).
    // A protocol of a library's, whose requirements can't be read, may call any.
    #expect(lines(header: "class FeedHeader: BaseView, ObservableObject", call: "// showPromoBanner()").isEmpty)
    #expect(lines(header: "class FeedHeader: BaseView, ObservableObject, ChatSDKListener", call: "// showPromoBanner()") == [14])
    // Yona's mail delegate method, named `mailComposeController(_:didFinishWith:error:)`, not for
    // the whole subject: given the delegating object, it may be the delegate's to call.
    #expect(lines(header: "class FeedHeader: UIViewController, MFMailComposeViewControllerDelegate", call: "", method: "mailComposeController",
                  parameters: "_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?") == [14])
  }
}
