import Foundation
import Testing

/// Issue 7 (AudioLearning): a storyboard's translucent veil (`maskView`) holding the card it is
/// tapped to hide. VoiceOver reads the card's own elements and never lands on the veil, so its tap
/// is a touch shortcut, not a control without a role; a translucent view named for what it shows is.
struct TranslucentVeilTests {
  static func storyboard(outlet: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="EpisodeViewController" id="vc1" customClass="EpisodeViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <view contentMode="scaleToFill" id="veil">
                                    <subviews>
                                        <view contentMode="scaleToFill" id="card"/>
                                    </subviews>
                                </view>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="\(outlet)" destination="veil" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  func tapFindings(outlet: String, handler: String = "viewModel.hideWordCard()") -> Int {
    let folder = TemporaryFolder()
    folder.write("App/Base.lproj/Main.storyboard", Self.storyboard(outlet: outlet))
    folder.write("App/Info.plist", "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>\n")
    folder.write("App/EpisodeViewController.swift", """
      final class EpisodeViewController: UIViewController {
        @IBOutlet var \(outlet): UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          \(outlet).backgroundColor = Appearance.textColor.withAlphaComponent(0.4)
          \(outlet).addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTapView)))
        }
        @objc func handleTapView(_ recognizer: UITapGestureRecognizer) { \(handler) }
      }
      """)
    let result = folder.run("lint", ".", "--format", "json", "--only", "uikit-tap-gesture-role")
    return InterfaceBuilderLintTests.json(result.standardOutput).count
  }

  @Test func aVeilHoldingTheCardItHidesIsNoControl() {
    #expect(tapFindings(outlet: "maskView") == 0)
    #expect(tapFindings(outlet: "wordCardView") == 1)
    // A veil whose tap opens something (a paywall), or closes only on the last of several taps, is a control.
    #expect(tapFindings(outlet: "maskView", handler: "present(PaywallViewController(), animated: true)") == 1)
    #expect(tapFindings(outlet: "maskView", handler: "if tipIndex < 2 { tipIndex += 1 } else { maskView.isHidden = true }") == 1)
  }
}
