import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// A view placed beside a scene's controller (in the scene's objects, not in its view) is made
/// with the controller but shown only by code that reaches it through an outlet (kDrive's orphan
/// "Enregistrer" button): without one, nothing in it is judged.
struct IBSceneLevelViewTests {
  static func findings(outlet: String) throws -> [Finding] {
    let analyzer = InterfaceBuilderAnalyzer(
      rules: [IBFixedTextSizeCheck.self], configuration: Configuration(), project: .empty, classCode: ClassCodeFacts(models: [], index: .empty))
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <scenes>
          <scene sceneID="s-1">
            <objects>
              <viewController id="vc-1" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-1">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
                <connections>\(outlet)</connections>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" userLabel="First Responder" sceneMemberID="firstResponder"/>
              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-1">
                <rect key="frame" x="0.0" y="0.0" width="327" height="60"/>
                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="18"/>
                <state key="normal" title="저장"/>
              </button>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try analyzer.analyze(data: Data(xml.utf8), path: "Files.storyboard").findings
  }

  @Test func aSceneLevelViewNoOutletReachesIsNotJudged() throws {
    #expect(try Self.findings(outlet: "").isEmpty)
  }

  @Test func aSceneLevelViewAnOutletReachesIsJudged() throws {
    let found = try Self.findings(outlet: #"<outlet property="saveButton" destination="b-1" id="o-1"/>"#)
    #expect(found.map(\.ruleID) == ["fixed-text-size"])
  }
}
