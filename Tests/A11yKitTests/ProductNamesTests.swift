import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// The app's own names, read from its Xcode project, tell a logo beside the brand's name (an
/// extra stop, information) from a logo beside other words (wallabag's registration screen).
struct ProductNamesTests {
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P1 = {isa = PBXProject; mainGroup = G0; buildConfigurationList = L1; targets = (T1, T2, ); };
        G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        T1 = {isa = PBXNativeTarget; name = "wallabag iOS"; productType = "com.apple.product-type.application"; buildConfigurationList = L2; fileSystemSynchronizedGroups = (S1, ); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
        C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_KEY_CFBundleDisplayName = "Bag Reader"; }; name = Release; };
        T2 = {isa = PBXNativeTarget; name = ShowcaseDemo; productType = "com.apple.product-type.application"; buildConfigurationList = L3; };
        L3 = {isa = XCConfigurationList; buildConfigurations = (); };
      };
      rootObject = P1;
    }
    """

  static let source = """
    import SwiftUI

    @main struct BagApp: App {
      var body: some Scene { WindowGroup { VStack { RegistrationView(); WelcomeView() } } }
    }

    struct RegistrationView: View {
      var body: some View {
        VStack {
          Image("logo").resizable().scaledToFit()
          Text("wallabag").font(.title)
        }
      }
    }

    struct WelcomeView: View {
      var body: some View {
        VStack {
          Image("logo").resizable().scaledToFit()
          Text("Welcome back")
        }
      }
    }
    """

  @Test func theProjectAndItsShippingAppTargetsNameTheProduct() throws {
    var parser = OldStylePropertyList(Self.project)
    let root = try #require(parser.parse() as? [String: Any])
    let objects = try #require(root["objects"] as? [String: Any])
    let names = XcodeProjectFiles.productNames(projectName: "wallabag", objects: objects, developerTargets: ["ShowcaseDemo"])
    // "iOS" is no brand; a `$(TARGET_NAME)` product name is the target's; a developer build isn't the product.
    #expect(names == ["wallabag", "bag reader"])
  }

  @Test func aLogoBesideTheProductsNameIsInformation() {
    let folder = TemporaryFolder()
    folder.write("wallabag.xcodeproj/project.pbxproj", Self.project)
    folder.write("App/App.swift", Self.source)
    let findings = InterfaceBuilderLintTests.json(folder.run("lint", ".", "--format", "json", "--only", "swiftui-image-label").standardOutput)
    let severities = Dictionary(uniqueKeysWithValues: findings.compactMap { finding in
      (finding["line"] as? Int).map { ($0, finding["severity"] as? String ?? "") }
    })
    #expect(severities == [10: "info", 19: "error"])
  }
}
