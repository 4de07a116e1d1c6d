import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// What a xib button's title is drawn on: its configuration's background fill (an asset color with
/// light and dark values) or a background image whose colors the file doesn't give.
struct ButtonBackdropContrastTests {
  static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A color with a light and a dark value.
  static func colorset(light: String, dark: String) -> String {
    func components(_ hex: String) -> String {
      let r = hex.prefix(2), g = hex.dropFirst(2).prefix(2), b = hex.dropFirst(4).prefix(2)
      return #"{"color-space":"srgb","components":{"red":"0x\#(r)","green":"0x\#(g)","blue":"0x\#(b)","alpha":"1.000"}}"#
    }
    return #"{"colors":[{"idiom":"universal","color":\#(components(light))},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":\#(components(dark))}]}"#
  }

  /// A white-titled button filled with the asset color `Accent`, on a system-background page.
  static let configuredButton = xib("""
        <view contentMode="scaleToFill" id="page">
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Get-Bt-001">
              <state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="plain" title="Get Orbot">
                <backgroundConfiguration key="background">
                  <color key="backgroundColor" name="Accent"/>
                </backgroundConfiguration>
                <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </buttonConfiguration>
            </button>
          </subviews>
          <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view>
        <resources>
          <namedColor name="Accent"><color red="0.247" green="0.169" blue="0.31" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        </resources>
    """)

  func contrastFindings(_ result: CommandResult) -> [[String: Any]] {
    (jsonObject(result.standardOutput)["findings"] as? [[String: Any]] ?? [])
      .filter { $0["rule"] as? String == "color-text-contrast" }
  }

  @Test func theConfigurationsFillIsTheBackgroundInEachAppearance() throws {
    let folder = TemporaryFolder()
    folder.write("Assets.xcassets/Accent.colorset/Contents.json", Self.colorset(light: "3F2B4F", dark: "C2A0CA"))
    folder.write("Install.xib", Self.configuredButton)
    let findings = contrastFindings(folder.run("lint", "--format", "json", "."))
    // Light: white on #3F2B4F passes; dark: white on #C2A0CA is 2.29:1, not white on the white page.
    #expect(findings.count == 1)
    let message = try #require(findings.first?["message"] as? String)
    #expect(message.contains("2.29:1 in dark"), "\(message)")
    #expect(message.contains("#FFFFFF on #C2A0CA"), "\(message)")
  }

  @Test func aFillThatPassesInBothAppearancesIsNoFinding() {
    let folder = TemporaryFolder()
    folder.write("Assets.xcassets/Accent.colorset/Contents.json", Self.colorset(light: "3F2B4F", dark: "2A1D36"))
    folder.write("Install.xib", Self.configuredButton)
    #expect(contrastFindings(folder.run("lint", "--format", "json", ".")).isEmpty)
  }

  @Test func aTitleOnABackgroundImageIsUnknownNotWhite() throws {
    let folder = TemporaryFolder()
    folder.write("Browsing.xib", Self.xib("""
          <view contentMode="scaleToFill" id="bar">
            <subviews>
              <button opaque="NO" contentMode="scaleToFill" id="Sec-Bt-001">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                <color key="tintColor" name="Accent"/>
                <state key="normal" title="3" backgroundImage="shield">
                  <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </state>
              </button>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
          </view>
      """))
    let findings = contrastFindings(folder.run("lint", "--format", "json", "."))
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding["needsReview"] as? Bool == true)
    let message = try #require(finding["message"] as? String)
    #expect(message.contains("background image 'shield'"), "\(message)")
    #expect(!message.contains(" on #"), "\(message)")
  }
}
