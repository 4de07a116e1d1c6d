import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// An app locked to one interface style (Nos generates `UIUserInterfaceStyle = Dark` into its
/// Info.plist) shows its colours only in that style: contrast is judged there alone.
struct InterfaceStyleLockTests {
  static func project(style: String) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        P1 = {isa = PBXProject; mainGroup = G0; buildConfigurationList = L1; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        T1 = {isa = PBXNativeTarget; name = Nostr; productType = "com.apple.product-type.application"; buildConfigurationList = L2; fileSystemSynchronizedGroups = (S1, ); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2, C3, ); };
        C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIUserInterfaceStyle = \(style); }; name = Debug; };
        C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIUserInterfaceStyle = \(style); }; name = Release; };
      };
      rootObject = P1;
    }
    """
  }

  /// Grey on the system background fails only in light; grey on white fails in both styles.
  static let source = """
    import SwiftUI

    @main struct DarkApp: App {
      var body: some Scene { WindowGroup { ContentView() } }
    }

    struct ContentView: View {
      var body: some View {
        VStack {
          Text("Only in light")
            .foregroundColor(Color(.systemGray))
            .background(Color(.systemBackground))
          Text("Everywhere")
            .foregroundColor(Color(white: 0.6))
            .background(Color.white)
        }
      }
    }
    """

  static func reportedLines(_ folder: TemporaryFolder) -> [Int] {
    let output = folder.run("lint", ".", "--format", "json", "--only", "color-text-contrast").standardOutput
    return InterfaceBuilderLintTests.json(output).compactMap { $0["line"] as? Int }.sorted()
  }

  @Test func aProjectThatGeneratesADarkInfoPlistIsJudgedInDarkOnly() {
    let folder = TemporaryFolder()
    folder.write("Nostr.xcodeproj/project.pbxproj", Self.project(style: "Dark"))
    folder.write("App/App.swift", Self.source)
    #expect(Self.reportedLines(folder) == [14])
  }

  @Test func anInfoPlistLockedToDarkIsJudgedInDarkOnly() {
    let folder = TemporaryFolder()
    folder.write("App/App.swift", Self.source)
    folder.write("App/Info.plist", """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>
      """)
    #expect(Self.reportedLines(folder) == [14])
  }

  /// Kikurage's target names its Info.plist `${PROJECT_NAME}/Utility/Plist/info.plist`, a folder
  /// too deep to be found beside the sources and spelt in another case than on disk.
  @Test func theInfoPlistATargetNamesLocksItsStyle() {
    func lines(style: String, setting: String) -> [Int] {
      let folder = TemporaryFolder()
      folder.write("Nostr.xcodeproj/project.pbxproj", Self.project(style: "Dark").replacingOccurrences(
        of: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;", with: "INFOPLIST_FILE = \"\(setting)\";"))
      folder.write("App/App.swift", Self.source)
      folder.write("App/Utility/Plist/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>\(style)</string></dict></plist>
        """)
      return Self.reportedLines(folder)
    }
    #expect(lines(style: "Light", setting: "${SRCROOT}/App/Utility/Plist/info.plist") == [11, 14])
    #expect(lines(style: "Dark", setting: "$(SRCROOT)/App/Utility/Plist/info.plist") == [14])
    #expect(lines(style: "Dark", setting: "App/Utility/Plist/Info.plist") == [14])
    // A setting naming a file that isn't there locks nothing.
    #expect(lines(style: "Dark", setting: "${PROJECT_NAME}/Utility/Plist/Info.plist") == [11, 14])
    // An absolute path on the author's Mac: its last components, found from the project's folder
    // (the dormitory delivery app's `/Users/cho/Documents/Work/DormitoryDelivery/info.plist`).
    #expect(lines(style: "Dark", setting: "/Users/cho/Documents/Work/Nostr/App/Utility/Plist/info.plist") == [14])
    #expect(lines(style: "Dark", setting: "/Users/cho/Documents/Work/Nostr/Other/Info.plist") == [11, 14])
  }

  /// A named Info.plist that isn't a property list (binary junk, broken XML) locks nothing and
  /// stops nothing: the run goes on in every appearance.
  @Test func aBrokenInfoPlistLocksNothing() {
    let folder = TemporaryFolder()
    folder.write("Nostr.xcodeproj/project.pbxproj", Self.project(style: "Dark").replacingOccurrences(
      of: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;", with: "INFOPLIST_FILE = App/Info.plist;"))
    folder.write("App/App.swift", Self.source)
    folder.write("App/Info.plist", "<plist><dict><key>UIUserInterfaceStyle</key><string>Dark")
    #expect(InterfaceStyle.style(ofPlistAt: folder.path + "/App/Info.plist") == nil)
    #expect(Self.reportedLines(folder) == [11, 14])
  }

  /// A Swift 3 project can only be built against an iOS 12 SDK: iOS shows it in light only, so
  /// dark grey on the system background (2.5:1 on black, 8.4:1 on white) fails nowhere.
  @Test func aSwift3AppIsJudgedInLightOnly() {
    func lines(_ version: String) -> [Int] {
      let folder = TemporaryFolder()
      folder.write("Nostr.xcodeproj/project.pbxproj", Self.project(style: "Dark").replacingOccurrences(
        of: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;", with: "SWIFT_VERSION = \(version);"))
      folder.write("App/App.swift", """
        struct ContentView: View {
          var body: some View {
            Text("어두운 모드에서만").foregroundColor(Color(white: 0.3)).background(Color(.systemBackground))
          }
        }
        """)
      return Self.reportedLines(folder)
    }
    #expect(lines("3.0") == [])
    #expect(lines("5.0") == [3])
  }

  /// Coalbox: no configuration names a Swift version, and Xcode 7.3 last upgraded the project: a
  /// Swift 2 app, built against an iOS 9 SDK, light only. Upgraded by Xcode 15 (its version kept in
  /// an xcconfig, unread), every appearance counts.
  @Test func aSwift2AppNoVersionNamesIsJudgedInLightOnly() {
    func lines(lastUpgrade: String) -> [Int] {
      let folder = TemporaryFolder()
      folder.write("Coalbox.xcodeproj/project.pbxproj", Self.project(style: "Dark")
        .replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;", with: "")
        .replacingOccurrences(of: "{isa = PBXProject;", with: "{isa = PBXProject; attributes = {LastUpgradeCheck = \(lastUpgrade); };"))
      folder.write("App/App.swift", """
        struct ContentView: View {
          var body: some View {
            Text("어두운 모드에서만").foregroundColor(Color(white: 0.3)).background(Color(.systemBackground))
          }
        }
        """)
      return Self.reportedLines(folder)
    }
    #expect(lines(lastUpgrade: "0730") == [])
    #expect(lines(lastUpgrade: "1500") == [3])
  }

  @Test func anAutomaticStyleIsJudgedInEveryAppearance() {
    let folder = TemporaryFolder()
    folder.write("Nostr.xcodeproj/project.pbxproj", Self.project(style: "Automatic"))
    folder.write("App/App.swift", Self.source)
    #expect(Self.reportedLines(folder) == [11, 14])
  }

  /// RhythmTokTok: the iPhone app is locked to light; its watch app, another application target
  /// built for watchOS, sets no style and locks nothing of the iPhone app's.
  @Test func aWatchAppBesideTheLockedAppLeavesTheLock() throws {
    func style(watchSDK: String) throws -> String? {
      let release = "C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIUserInterfaceStyle = Light; }; name = Release; };"
      var parser = OldStylePropertyList(Self.project(style: "Light")
        .replacingOccurrences(of: "targets = (T1, );", with: "targets = (T1, T2, );")
        .replacingOccurrences(of: release, with: release + """

              T2 = {isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application"; buildConfigurationList = L3; };
              L3 = {isa = XCConfigurationList; buildConfigurations = (C4, ); };
              C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(watchSDK); }; name = Release; };
          """))
      let objects = try #require((parser.parse() as? [String: Any])?["objects"] as? [String: Any])
      #expect(objects["T2"] != nil)
      return XcodeProjectFiles.interfaceStyle(objects: objects, developerTargets: [])
    }
    #expect(try style(watchSDK: "watchos") == "Light")
    // An iPhone app beside it that sets no style: the two disagree.
    #expect(try style(watchSDK: "iphoneos") == nil)
  }

  @Test func targetsThatDisagreeLockNothing() throws {
    var parser = OldStylePropertyList(Self.project(style: "Dark").replacingOccurrences(
      of: "C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIUserInterfaceStyle = Dark; }",
      with: "C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIUserInterfaceStyle = Light; }"))
    let objects = try #require((parser.parse() as? [String: Any])?["objects"] as? [String: Any])
    #expect(XcodeProjectFiles.interfaceStyle(objects: objects, developerTargets: []) == nil)
  }
}
