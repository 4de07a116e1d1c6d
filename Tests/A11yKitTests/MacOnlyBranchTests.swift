import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// Code an app runs only on a Mac, chosen at run time (`if ProcessInfo.processInfo.isMacCatalystApp`,
/// `userInterfaceIdiom == .mac`), gives no findings: no iPhone or iPad user meets it. The run
/// counts it with the code never reached, and `--include-unreferenced` shows it.
struct MacOnlyBranchTests {
  static let source = """
    import SwiftUI
    import UIKit

    @main struct DemoApp: App {
      var body: some Scene { WindowGroup { EqualizerView() } }
    }

    final class PlayerView: UIView {
      let label = UILabel()
      var canScan = false
      func setUp() {
        if ProcessInfo.processInfo.isMacCatalystApp {
          label.font = UIFont.systemFont(ofSize: 11)
        }
        if UIDevice.current.userInterfaceIdiom == .mac {
          label.font = UIFont.systemFont(ofSize: 12)
        }
        if !ProcessInfo.processInfo.isiOSAppOnMac {
          label.font = UIFont.systemFont(ofSize: 13)
        } else {
          label.font = UIFont.systemFont(ofSize: 14)
        }
        if DeviceHelpers.isiOSAppOnMac() && canScan {
          label.font = UIFont.systemFont(ofSize: 15)
        }
        if UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac {
          label.font = UIFont.systemFont(ofSize: 16)
        }
        if !ProcessInfo.processInfo.isMacCatalystApp, canScan {
        } else {
          label.font = UIFont.systemFont(ofSize: 17)
        }
        guard traitCollection.userInterfaceIdiom != .mac else {
          label.font = UIFont.systemFont(ofSize: 18)
          return
        }
      }
    }

    struct EqualizerView: View {
      var body: some View {
        if ProcessInfo.processInfo.isMacCatalystApp {
          Text("Mac").font(.system(size: 19))
        } else {
          Text("iOS").font(.system(size: 20))
        }
      }
    }
    """

  @Test func branchesOnlyAMacRunsAreLeftOutAndCounted() {
    let folder = TemporaryFolder()
    folder.write("App/App.swift", Self.source)
    PlayerViewUse.write(into: folder)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let lines = DeploymentTargetBranchTests.lines(result.standardOutput)
    // Left out: isMacCatalystApp (13), idiom == .mac (16), the else of !isiOSAppOnMac (21),
    // a conjunction with a Mac test (24), a guard's body when not a Mac (34), SwiftUI (43).
    for line in [13, 16, 21, 24, 34, 43] { #expect(!lines.contains(line), "line \(line)") }
    // Kept: the iOS side (19, 45), a disjunction an iPad takes too (27), an else also taken
    // when `canScan` is false (31).
    for line in [19, 27, 31, 45] { #expect(lines.contains(line), "line \(line)") }
    #expect(result.standardError.contains("6 findings in code nothing references"))

    let shown = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size", "--include-unreferenced")
    #expect(DeploymentTargetBranchTests.lines(shown.standardOutput).isSuperset(of: [13, 16, 21, 24, 34, 43]))
  }

  /// A constant true only on a Mac, declared in one file and tested in others (Nostur's
  /// `let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp`, tested in 76 places), guards
  /// Mac-only code like the test it holds; a constant also true on an iPhone doesn't.
  @Test func branchesBehindAMacConstantOfAnotherFileAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("App/Flags.swift", """
      import UIKit
      let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp
      let IS_IPHONE = !ProcessInfo.processInfo.isMacCatalystApp && UIDevice.current.userInterfaceIdiom == .phone
      enum Platform { static let isMac = UIDevice.current.userInterfaceIdiom == .mac }
      """)
    folder.write("App/App.swift", """
      import SwiftUI

      @main struct DemoApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }

      struct TabsView: View {
        var body: some View {
          if IS_CATALYST {
            DesktopTabs()
          } else if IS_IPHONE {
            Text("Phone").font(.system(size: 11))
          }
          if Platform.isMac { Text("Mac").font(.system(size: 12)) }
          if isMac { Text("Own flag").font(.system(size: 13)) }
        }
        var isMac: Bool { false }
      }

      struct DesktopTabs: View {
        var body: some View { Text("Desktop").font(.system(size: 10)) }
      }

      struct RootView: View {
        @AppStorage("pro") var proMode = false
        var body: some View {
          if IS_CATALYST && proMode { MacWindow() } else { TabsView() }
        }
      }

      struct MacWindow: View {
        var body: some View { Text("Pro").font(.system(size: 9)) }
      }
      """)
    let lines = DeploymentTargetBranchTests.lines(folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size").standardOutput)
    // Left out: the views only a Catalyst branch names (21), also in a conjunction (32), and a
    // type's Mac constant (14).
    for line in [14, 21, 32] { #expect(!lines.contains(line), "line \(line)") }
    // Kept: an iPhone constant's branch (12), a flag of the view's own that isn't a Mac test (15).
    for line in [12, 15] { #expect(lines.contains(line), "line \(line)") }
  }

  /// Something live uses the view and the helper, so they aren't left out as unreferenced.
  enum PlayerViewUse {
    static func write(into folder: TemporaryFolder) {
      folder.write("App/Use.swift", """
        import UIKit
        enum DeviceHelpers { static func isiOSAppOnMac() -> Bool { ProcessInfo.processInfo.isiOSAppOnMac } }
        func makePlayer() -> UIView { let view = PlayerView(); view.setUp(); return view }
        let player = makePlayer()
        """)
    }
  }

  /// A file importing AppKit or Cocoa outside any `#if` builds only for a Mac (Strongbox's
  /// `macbox` beside its iOS app, with no Xcode project in the repository): its findings are left
  /// out, and a view only it shows is no iOS user's either. A guarded import is not Mac-only.
  @Test func filesImportingAppKitAreMacOnlyCode() {
    let folder = TemporaryFolder()
    folder.write("App/App.swift", """
      import SwiftUI

      @main struct VaultApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
      }
      struct HomeView: View {
        var body: some View { Text("Vault").font(.system(size: 21)) }
      }
      """)
    folder.write("macbox/StorageWindow.swift", """
      import Cocoa
      import SwiftUI

      final class StorageWindow: NSWindowController {
        func show() { contentViewController = NSHostingController(rootView: StorageSelectorView()) }
      }
      struct MacBadge: View {
        var body: some View { Text("Pro").font(.system(size: 9)) }
      }
      """)
    // A Mac view factory that imports only SwiftUI but hosts views in AppKit's controllers.
    folder.write("macbox/SwiftUIViewFactory.swift", """
      import SwiftUI

      enum SwiftUIViewFactory {
        #if !IS_APP_EXTENSION
        static func duplicateOptions() -> Any { NSHostingController(rootView: DuplicateOptionsView()) }
        #endif
        #if os(iOS)
        static func shared() -> Any { UIHostingController(rootView: HomeView()) }
        #else
        static func sharedMac() -> Any { NSHostingController(rootView: HomeView()) }
        #endif
      }
      """)
    folder.write("Shared/DuplicateOptionsView.swift", """
      import SwiftUI

      struct DuplicateOptionsView: View {
        var body: some View { Text("Duplicate").font(.system(size: 14)) }
      }
      """)
    // A shared file constructing one only where iOS doesn't compile it stays.
    folder.write("Shared/Hosting.swift", """
      import SwiftUI

      #if os(macOS)
      func host() -> Any { NSHostingController(rootView: HomeView()) }
      #endif
      #if MAC_APP
      func hostOnMac() -> Any { NSHostingController(rootView: HomeView()) }
      #endif
      struct Footer: View {
        var body: some View { Text("Footer").font(.system(size: 10)) }
      }
      extension HomeView { var footer: some View { Footer() } }
      """)
    folder.write("Shared/StorageSelectorView.swift", """
      import SwiftUI

      struct StorageSelectorView: View {
        var body: some View { Text("Choose storage").font(.system(size: 13)) }
      }
      """)
    folder.write("Shared/SharedView.swift", """
      #if canImport(AppKit)
      import AppKit
      #endif
      import SwiftUI

      struct SharedView: View {
        var body: some View { Text("Shared").font(.system(size: 12)) }
      }
      extension HomeView { var shared: some View { SharedView() } }
      """)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    #expect(files == ["App/App.swift", "Shared/SharedView.swift", "Shared/Hosting.swift"], "\(files)")
  }
}
