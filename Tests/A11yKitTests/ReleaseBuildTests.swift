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
    #expect(result.standardError.contains("3 findings in code nothing references or only debug builds compile were left out"))

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
}
