import A11yCore
@testable import A11yKit
import A11ySwiftSource
import Foundation
import Testing

/// Code only debug builds compile (issue 7, stepik's debug tab behind `#if BETA_PROFILE || DEBUG`):
/// `#if` is judged with the Release configuration's conditions read from the Xcode project; what
/// it leaves out, and the screens only it opens, are counted with the code nothing references.
struct ReleaseBuildTests {
  /// Debug sets `DEBUG`; Release sets `PRODUCTION` in the conditions list and `-D ANALYTICS` in the
  /// Swift flags, for the project and its one target. `BETA_PROFILE` is set by no configuration
  /// (a beta lane adds it).
  static let pbxproj = """
    // !$*UTF8*$!
    {
      objects = {
        P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); defaultConfigurationName = Release; };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4, ); defaultConfigurationName = Release; };
        C1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = PRODUCTION; }; name = Release; };
        C3 = {isa = XCBuildConfiguration; buildSettings = {"OTHER_SWIFT_FLAGS[arch=*]" = "$(inherited) -DDEBUG"; SDKROOT = iphoneos; }; name = Debug; };
        C4 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "$(inherited) \\"-D\\" \\"ANALYTICS\\""; SDKROOT = iphoneos; }; name = Release; };
      };
      rootObject = P1;
    }
    """

  static let app = """
    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
      func tabs() -> [UIViewController] {
        var tabs: [UIViewController] = [HomeViewController()]
        #if BETA_PROFILE || DEBUG
        tabs.append(DebugMenuViewController())
        #endif
        return tabs
      }
    }
    """

  static func controller(_ name: String, body: String = "") -> String {
    """
    final class \(name): UIViewController {
      let titleLabel = UILabel()
      override func viewDidLoad() {
        titleLabel.font = UIFont.systemFont(ofSize: 13)
    \(body)
      }
    }
    """
  }

  static let flagged = """
          #if PRODUCTION && ANALYTICS
          let productionLabel = UILabel(); productionLabel.font = UIFont.systemFont(ofSize: 11)
          #elseif DEBUG
          let debugLabel = UILabel(); debugLabel.font = UIFont.systemFont(ofSize: 10)
          #endif
          #if !DEBUG
          let releaseLabel = UILabel(); releaseLabel.font = UIFont.systemFont(ofSize: 12)
          #else
          let elseLabel = UILabel(); elseLabel.font = UIFont.systemFont(ofSize: 9)
          #endif
    """

  func lines(_ output: String, file: String) -> [Int] {
    InterfaceBuilderLintTests.json(output).filter { ($0["file"] as? String) == file }.compactMap { $0["line"] as? Int }.sorted()
  }

  @Test func codeOnlyDebugBuildsCompileIsLeftOutWithTheScreensOnlyItOpens() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    folder.write("App/AppDelegate.swift", Self.app)
    folder.write("App/HomeViewController.swift", Self.controller("HomeViewController", body: Self.flagged))
    folder.write("App/DebugMenuViewController.swift", Self.controller("DebugMenuViewController"))
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    // Home: its own label, the PRODUCTION && ANALYTICS branch (line 6) and the `!DEBUG` branch (line 11).
    #expect(lines(result.standardOutput, file: "App/HomeViewController.swift") == [4, 6, 11])
    #expect(lines(result.standardOutput, file: "App/DebugMenuViewController.swift").isEmpty)
    // The `#elseif DEBUG` and `#else` labels and the debug menu's.
    #expect(result.standardError.contains("3 findings in code nothing references were left out"))

    let all = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size", "--include-unreferenced")
    #expect(lines(all.standardOutput, file: "App/HomeViewController.swift") == [4, 6, 8, 11, 13])
    #expect(lines(all.standardOutput, file: "App/DebugMenuViewController.swift") == [4])
  }

  @Test func withoutAProjectOnlyDebugIsOff() {
    let folder = TemporaryFolder()
    folder.write("App/AppDelegate.swift", Self.app)
    folder.write("App/HomeViewController.swift", Self.controller("HomeViewController", body: Self.flagged))
    folder.write("App/DebugMenuViewController.swift", Self.controller("DebugMenuViewController"))
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    // PRODUCTION is unsettled: kept; `#elseif DEBUG` and `#else` of `#if !DEBUG` are left out;
    // BETA_PROFILE is unsettled, so the debug menu may be in a build and stays.
    #expect(lines(result.standardOutput, file: "App/HomeViewController.swift") == [4, 6, 11])
    #expect(lines(result.standardOutput, file: "App/DebugMenuViewController.swift") == [4])
  }

  /// Views added to the screen only by debug code (wishboard's splash: a version label added by a
  /// private method only `#if DEBUG` calls, or added in the `#if DEBUG` block itself) show in no
  /// Release build, nor do their findings; one added outside it too does.
  @Test func viewsAddedOnlyByDebugCodeAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("App/AppDelegate.swift", "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let splash = SplashViewController() }\n")
    folder.write("App/SplashViewController.swift", """
      final class SplashViewController: UIViewController {
        private let logoLabel = UILabel().then {
          $0.font = UIFont.systemFont(ofSize: 30)
        }
        private let versionLabel = UILabel().then {
          $0.font = UIFont.systemFont(ofSize: 10)
        }
        private let serverLabel = UILabel().then {
          $0.font = UIFont.systemFont(ofSize: 11)
        }
        private let buildLabel = UILabel().then {
          $0.font = UIFont.systemFont(ofSize: 12)
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(logoLabel)
          view.addSubview(buildLabel)
          #if DEBUG
          setUpVersionLabel()
          view.addSubview(serverLabel)
          view.addSubview(buildLabel)
          #endif
        }
        private func setUpVersionLabel() {
          view.addSubview(versionLabel)
          versionLabel.textColor = .gray
        }
      }
      """)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    #expect(lines(result.standardOutput, file: "App/SplashViewController.swift") == [3, 12])
    let all = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size", "--include-unreferenced")
    #expect(lines(all.standardOutput, file: "App/SplashViewController.swift") == [3, 6, 9, 12])
  }

  @Test func releaseFlagsAreReadPerTargetAndConfiguration() throws {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    let flags = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/App.xcodeproj/project.pbxproj"))
    #expect(flags.set == ["PRODUCTION", "ANALYTICS"])
    #expect(flags.value(of: "DEBUG") == false)
    #expect(flags.value(of: "BETA_PROFILE") == false)
    #expect(flags.value(of: "PRODUCTION") == true)
    // A configuration based on an .xcconfig that isn't there: flags it may set stay unsettled.
    let unread = Self.pbxproj.replacingOccurrences(
      of: "C4 = {isa = XCBuildConfiguration; ", with: "C4 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; ")
      .replacingOccurrences(of: "};\n  };\n  rootObject", with: "};\n    X1 = {isa = PBXFileReference; path = Release.xcconfig; sourceTree = \"<group>\"; };\n  };\n  rootObject")
    folder.write("Other.xcodeproj/project.pbxproj", unread)
    let partial = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/Other.xcodeproj/project.pbxproj"))
    #expect(partial.value(of: "BETA_PROFILE") == nil)
    #expect(partial.value(of: "DEBUG") == false)
    // ... and read when it is there, with what it includes.
    folder.write("Release.xcconfig", "#include \"Shared.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) STORE // the App Store build\n")
    folder.write("Shared.xcconfig", "OTHER_SWIFT_FLAGS = -D SHARED\n")
    let read = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/Other.xcodeproj/project.pbxproj"))
    #expect(read.value(of: "STORE") == true)
    #expect(read.value(of: "SHARED") == true)
    #expect(read.value(of: "BETA_PROFILE") == false)
  }

  /// Covid Watch: only the store's target sets `DIST_APP_STORE` (its sandbox and dev targets and the
  /// tests don't): the build that ships is that one, so the flag is on; a flag named for nothing
  /// of the kind, set by one target of two, stays unsettled.
  @Test func aFlagNamedForTheStoreBuildThatOneTargetSetsIsOn() throws {
    let twoTargets = Self.pbxproj
      .replacingOccurrences(of: "targets = (T1, );", with: "targets = (T1, T2, );")
      .replacingOccurrences(of: "T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; };",
                            with: "T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; };\n    T2 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = AppSandbox; };\n    L3 = {isa = XCConfigurationList; buildConfigurations = (C5, ); defaultConfigurationName = Release; };\n    C5 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };")
      .replacingOccurrences(of: "OTHER_SWIFT_FLAGS = \"$(inherited) \\\"-D\\\" \\\"ANALYTICS\\\"\";", with: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DIST_APP_STORE ANALYTICS\";")
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", twoTargets)
    let flags = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/App.xcodeproj/project.pbxproj"))
    #expect(flags.value(of: "DIST_APP_STORE") == true)
    #expect(flags.value(of: "ANALYTICS") == nil)
    #expect(ReleaseConditionsReader.namesTheStoreBuild("IS_PRODUCTION"))
    #expect(!ReleaseConditionsReader.namesTheStoreBuild("PRODUCTIONISH"))
    #expect(!ReleaseConditionsReader.namesTheStoreBuild("NON_PRODUCTION"))
    #expect(!ReleaseConditionsReader.namesTheStoreBuild("NOT_APP_STORE"))
    #expect(ReleaseConditionsReader.namesTheStoreBuild("APPSTORE"))
  }

  /// RariMe: `Release (Development)` sets DEVELOPMENT, `Release (Production)` sets PRODUCTION; the
  /// store gets the production build, so `#if DEVELOPMENT` never ships.
  @Test func aDevelopersReleaseBesideTheProductionOneIsNotTheShippedBuild() throws {
    let folder = TemporaryFolder()
    let twoReleases = Self.pbxproj
      .replacingOccurrences(of: "buildConfigurations = (C3, C4, )", with: "buildConfigurations = (C3, C4, C5, )")
      .replacingOccurrences(of: "name = Release; };\n      };", with: "name = \"Release (Production)\"; };\n        C5 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEVELOPMENT; SDKROOT = iphoneos; }; name = \"Release (Development)\"; };\n      };")
    folder.write("App.xcodeproj/project.pbxproj", twoReleases)
    let flags = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/App.xcodeproj/project.pbxproj"))
    #expect(flags.value(of: "DEVELOPMENT") == false)
    #expect(flags.value(of: "ANALYTICS") == true)
    #expect(ReleaseConditionsReader.isDevelopersRelease("Release (Development)"))
    #expect(ReleaseConditionsReader.isDevelopersRelease("Staging-Release"))
    #expect(ReleaseConditionsReader.isDevelopersRelease("Release-Dogfood"))
    #expect(ReleaseConditionsReader.isDevelopersRelease("Release Preview"))
    #expect(!ReleaseConditionsReader.isDevelopersRelease("Release Production"))
    #expect(!ReleaseConditionsReader.isDevelopersRelease("Release (Production)"))
    #expect(!ReleaseConditionsReader.isDevelopersRelease("AppStore Release"))
  }

  /// Issue 7 (ProtonVPN): the project's Release configuration is based on an `.xcconfig` that sets
  /// `REDESIGN = 0` and picks the Swift flags by it (`$(REDESIGN_SWIFTFLAGS$(REDESIGN))`), and
  /// passes `-DRELEASE` in its own `OTHER_SWIFT_FLAGS`; an extension target sets its own
  /// conditions list without `$(inherited)`, which replaces that list only, not the Swift flags.
  static func layeredProject(redesign: String) -> (pbxproj: String, xcconfig: String, shared: String) {
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, T2, ); };
          G0 = {isa = PBXGroup; children = (S1, X1, ); sourceTree = "<group>"; };
          S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
          X1 = {isa = PBXFileReference; path = Config.xcconfig; sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; };
          T2 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = Widget; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); defaultConfigurationName = Release; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4, ); defaultConfigurationName = Release; };
          L3 = {isa = XCConfigurationList; buildConfigurations = (C5, ); defaultConfigurationName = Release; };
          C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG; }; name = Debug; };
          C2 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {OTHER_SWIFT_FLAGS = "-DRELEASE $(REDESIGN_SWIFTFLAGS)"; }; name = Release; };
          C3 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "$(REDESIGN_SWIFTFLAGS)"; SDKROOT = iphoneos; }; name = Debug; };
          C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
          C5 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = WIDGET; SDKROOT = iphoneos; }; name = Release; };
        };
        rootObject = P1;
      }
      """
    let xcconfig = """
      #include "Shared.xcconfig"
      // The redesign ships when this is 1.
      REDESIGN = \(redesign)
      REDESIGN[config=Debug] = 1
      """
    let shared = """
      REDESIGN_SWIFTFLAGS0 =
      REDESIGN_SWIFTFLAGS1 = -DREDESIGN
      REDESIGN_SWIFTFLAGS = $(REDESIGN_SWIFTFLAGS$(REDESIGN))
      """
    return (pbxproj, xcconfig, shared)
  }

  @Test func xcconfigVariablesAndEachSettingsOwnInheritanceDecideTheFlags() throws {
    let folder = TemporaryFolder()
    let off = Self.layeredProject(redesign: "0")
    folder.write("App.xcodeproj/project.pbxproj", off.pbxproj)
    folder.write("Config.xcconfig", off.xcconfig)
    folder.write("Shared.xcconfig", off.shared)
    let flags = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/App.xcodeproj/project.pbxproj"))
    // Both targets inherit `-DRELEASE`: the widget's own conditions list doesn't replace the Swift flags.
    #expect(flags.value(of: "RELEASE") == true)
    #expect(flags.value(of: "REDESIGN") == false)
    #expect(flags.value(of: "WIDGET") == nil)
    #expect(flags.value(of: "BETA") == false)
    // The neighbour: `REDESIGN = 1` turns the flag on.
    folder.write("Config.xcconfig", Self.layeredProject(redesign: "1").xcconfig)
    let on = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/App.xcodeproj/project.pbxproj"))
    #expect(on.value(of: "REDESIGN") == true)
    #expect(on.value(of: "RELEASE") == true)
    // A variable nothing sets (Xcode's own, a command-line setting) leaves unset flags unsettled.
    folder.write("Config.xcconfig", "REDESIGN = $(FROM_THE_COMMAND_LINE)\n#include \"Shared.xcconfig\"\n")
    let unknown = try #require(ReleaseConditionsReader.read(pbxproj: folder.path + "/App.xcodeproj/project.pbxproj"))
    #expect(unknown.value(of: "REDESIGN") == nil)
    #expect(unknown.value(of: "RELEASE") == true)
  }

  static func storyboard(_ controller: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
            <!--\(controller)-->
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="\(controller)" id="vc1" customClass="\(controller)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <label opaque="NO" text="Title" id="Lbl-00-001"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// Issue 7 (ProtonVPN): a debug build's environment picker, a storyboard loaded only from
  /// `#if !RELEASE` code, and a redesign behind `#if REDESIGN`, switched off by the `.xcconfig`.
  @Test func storyboardsOnlyCodeReleaseLeavesOutLoadsAreLeftOut() {
    let folder = TemporaryFolder()
    let project = Self.layeredProject(redesign: "0")
    folder.write("App.xcodeproj/project.pbxproj", project.pbxproj)
    folder.write("Config.xcconfig", project.xcconfig)
    folder.write("Shared.xcconfig", project.shared)
    folder.write("App/AppDelegate.swift", """
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        func start(window: UIWindow) {
          #if !RELEASE
          window.rootViewController = UIStoryboard(name: "Environments", bundle: nil).instantiateInitialViewController()
          #else
          window.rootViewController = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController()
          #endif
          // Both builds may show the settings.
          #if DEBUG
          let settings = UIStoryboard(name: "Settings", bundle: nil)
          #else
          let settings = UIStoryboard(name: "Settings", bundle: .main)
          #endif
          _ = settings
          #if REDESIGN
          let redesign = UILabel(); redesign.font = UIFont.systemFont(ofSize: 11)
          #endif
        }
      }
      """)
    folder.write("App/Environments.storyboard", Self.storyboard("EnvironmentsViewController"))
    folder.write("App/Login.storyboard", Self.storyboard("LoginViewController"))
    folder.write("App/Settings.storyboard", Self.storyboard("SettingsViewController"))
    // Named by nothing, while every load by name writes its name: nothing loads it.
    folder.write("App/Unnamed.storyboard", Self.storyboard("UnnamedViewController"))
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    #expect(lines(result.standardOutput, file: "App/Environments.storyboard").isEmpty)
    #expect(lines(result.standardOutput, file: "App/Login.storyboard") == [10])
    #expect(lines(result.standardOutput, file: "App/Settings.storyboard") == [10])
    #expect(lines(result.standardOutput, file: "App/Unnamed.storyboard").isEmpty)
    #expect(lines(result.standardOutput, file: "App/AppDelegate.swift").isEmpty)
    #expect(result.standardError.contains("3 findings in code nothing references were left out"))

    let all = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size", "--include-unreferenced")
    #expect(lines(all.standardOutput, file: "App/Environments.storyboard") == [10])
    #expect(lines(all.standardOutput, file: "App/AppDelegate.swift") == [16])

    // A storyboard the project's generated Info.plist names as the main one is loaded whatever the code says.
    folder.write("App.xcodeproj/project.pbxproj", project.pbxproj.replacingOccurrences(
      of: "C4 = {isa = XCBuildConfiguration; buildSettings = {", with: "C4 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIMainStoryboardFile = Environments; "))
    let main = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    #expect(lines(main.standardOutput, file: "App/Environments.storyboard") == [10])
  }
}
