import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// A button showing only an image named with a plain word ("Back") is heard by that word. In an
/// app localized in English alone that is the app's own language, so nothing is said; in an app
/// that also speaks Korean (its project's `knownRegions`, or a `ko.lproj` beside its files) the
/// English word is read to every user, which the information says.
struct EnglishOnlyAppTests {
  static func project(regions: [String]) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        P1 = {isa = PBXProject; mainGroup = G0; buildConfigurationList = L1; targets = (T1, ); knownRegions = (\(regions.map { $0 + ", " }.joined())); };
        G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        T1 = {isa = PBXNativeTarget; name = Reader; productType = "com.apple.product-type.application"; buildConfigurationList = L2; fileSystemSynchronizedGroups = (S1, ); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
        C2 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
      };
      rootObject = P1;
    }
    """
  }

  static let source = """
    import UIKit

    final class WebViewController: UIViewController {
      let backButton = UIBarButtonItem(image: UIImage(named: "Back"), style: .plain, target: nil, action: #selector(goBack))
      override func viewDidLoad() {
        navigationItem.leftBarButtonItem = backButton
        view.addSubview(UINib(nibName: "Toolbar", bundle: nil).instantiate(withOwner: self)[0] as! UIView)
      }
      @objc func goBack() {}
    }
    """

  static let storyboardButton = InterfaceBuilderLintTests.xib("""
          <button opaque="NO" buttonType="custom" id="Bck-Bt-001"><state key="normal" image="back"/></button>
    """)

  @Test func aPlainWordIsTheAppsOwnInAnEnglishOnlyApp() {
    let folder = TemporaryFolder()
    folder.write("Reader.xcodeproj/project.pbxproj", Self.project(regions: ["en", "Base"]))
    folder.write("App/WebViewController.swift", Self.source)
    folder.write("App/Base.lproj/Toolbar.xib", Self.storyboardButton)
    #expect(folder.lintedValues(only: "uikit-button-name", "file").isEmpty)
  }

  @Test func aPlainWordIsSaidInAnAppThatAlsoSpeaksKorean() {
    let folder = TemporaryFolder()
    folder.write("Reader.xcodeproj/project.pbxproj", Self.project(regions: ["en", "ko", "Base"]))
    folder.write("App/WebViewController.swift", Self.source)
    folder.write("App/Base.lproj/Toolbar.xib", Self.storyboardButton)
    #expect(folder.lintedValues(only: "uikit-button-name", "file").sorted() == ["App/Base.lproj/Toolbar.xib", "App/WebViewController.swift"])
  }

  @Test func aKoreanStringsFolderCountsAsALanguage() {
    let folder = TemporaryFolder()
    folder.write("Reader.xcodeproj/project.pbxproj", Self.project(regions: ["en", "Base"]))
    folder.write("App/WebViewController.swift", Self.source)
    folder.write("App/ko.lproj/Localizable.strings", "\"Back\" = \"뒤로\";\n")
    #expect(folder.lintedValues(only: "uikit-button-name", "file") == ["App/WebViewController.swift"])
  }

  /// Without a project nothing says which languages the app speaks.
  @Test func anAppWithoutAProjectIsNotKnownToBeEnglishOnly() {
    let folder = TemporaryFolder()
    folder.write("App/WebViewController.swift", Self.source)
    #expect(folder.lintedValues(only: "uikit-button-name", "file") == ["App/WebViewController.swift"])
  }

  @Test func englishIsRecognisedInEveryWayProjectsWriteIt() {
    #expect(AppLanguages.isEnglish("en") && AppLanguages.isEnglish("en-GB") && AppLanguages.isEnglish("English"))
    #expect(!AppLanguages.isEnglish("ko") && !AppLanguages.isEnglish("es"))
  }

  /// SwiftUI's button of an asset named with a word of what it does (p2p Wallet's "paste"): the
  /// same policy as UIKit's.
  static let pasteButton = """
    import SwiftUI
    struct SearchField: View {
      var body: some View { Button { paste() } label: { Image("paste") } }
      func paste() {}
    }
    """

  @Test func aSwiftUIButtonsWordIsTheAppsOwnInAnEnglishOnlyApp() {
    let folder = TemporaryFolder()
    folder.write("Reader.xcodeproj/project.pbxproj", Self.project(regions: ["en", "Base"]))
    folder.write("App/SearchField.swift", Self.pasteButton)
    #expect(folder.lintedValues(only: "swiftui-control-name", "file").isEmpty)
    let korean = TemporaryFolder()
    korean.write("Reader.xcodeproj/project.pbxproj", Self.project(regions: ["en", "ko", "Base"]))
    korean.write("App/SearchField.swift", Self.pasteButton)
    #expect(korean.lintedValues(only: "swiftui-control-name", "file") == ["App/SearchField.swift"])
  }
}
