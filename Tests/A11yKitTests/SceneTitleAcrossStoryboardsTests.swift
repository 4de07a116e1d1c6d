import Foundation
import Testing

/// `ib-scene-title` across storyboards: a storyboard reference makes another file's scenes part of
/// the navigation stack that holds it, or leaves them out of any stack when it is presented.
struct SceneTitleAcrossStoryboardsTests {
  static func storyboard(initial: String, _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
    <scenes>
    \(scenes)
    </scenes>
    </document>
    """
  }

  /// The launch storyboard: `holder` leads to a reference to the whole onboarding storyboard.
  static func main(holder: String) -> String {
    storyboard(initial: "nc-1", """
      <scene sceneID="sc-1"><objects>
      \(holder)
      </objects></scene>
      <scene sceneID="sc-2"><objects>
      <viewControllerPlaceholder storyboardName="Onboarding" id="ref-1" sceneMemberID="viewController"/>
      </objects></scene>
      """)
  }

  /// A welcome scene that shows a passcode scene; neither is titled.
  static let onboarding = storyboard(initial: "vc-1", """
    <scene sceneID="sc-1"><objects>
    <viewController id="vc-1" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v-1"/>
      <navigationItem key="navigationItem" id="nav-1"/>
      <connections><segue destination="vc-2" kind="show" id="s-1"/></connections>
    </viewController>
    </objects></scene>
    <scene sceneID="sc-2"><objects>
    <viewController id="vc-2" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v-2"/>
      <navigationItem key="navigationItem" id="nav-2"/>
    </viewController>
    </objects></scene>
    """)

  static func findings(holder: String) -> [String] {
    let folder = TemporaryFolder()
    folder.write("App/Info.plist", """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
      """)
    folder.write("App/Base.lproj/Main.storyboard", main(holder: holder))
    folder.write("App/Base.lproj/Onboarding.storyboard", onboarding)
    folder.write("App/AppDelegate.swift", "final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    return folder.lintedValues(only: "ib-scene-title", "message")
  }

  @Test func aReferenceAtTheRootOfANavigationControllerPutsTheOtherStoryboardInTheStack() {
    let messages = Self.findings(holder: """
      <navigationController id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="ref-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      """)
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("vc-1") || $0.contains("vc-2") })
  }

  @Test func aReferencePresentedModallyLeavesTheOtherStoryboardOutOfAnyStack() {
    let messages = Self.findings(holder: """
      <viewController id="nc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-0"/>
        <connections><segue destination="ref-1" kind="presentation" id="s-1"/></connections>
      </viewController>
      """)
    #expect(messages.isEmpty)
  }
}
