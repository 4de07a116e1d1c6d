import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// A named color whose only entry references a semantic system color (KeePassium's
/// `AuxiliaryText`: `"reference": "secondaryLabelColor"`) adapts as that color does, so it is
/// judged as the system color written directly: left to Apple on an adaptive background (round 11).
struct IBSystemColorAliasTests {
  /// The values the asset catalog reader gives such an asset: the system color's, per appearance.
  static func asset(referencing name: String) -> DynamicColor {
    let system = SystemColors.uiKitColor(named: name)!.color
    let light = system.resolved(for: .light), dark = system.resolved(for: .dark)
    let lightHigh = system.resolved(for: .lightHighContrast), darkHigh = system.resolved(for: .darkHighContrast)
    return DynamicColor(light: light, dark: dark == light ? nil : dark,
                        lightHighContrast: lightHigh == light ? nil : lightHigh, darkHighContrast: darkHigh == dark ? nil : darkHigh)
  }

  static func findings(textColor: String, namedColors: [String: DynamicColor]) throws -> [Finding] {
    let project = ProjectIndex(namedColors: namedColors)
    let analyzer = InterfaceBuilderAnalyzer(rules: [IBTextContrastCheck.self], configuration: Configuration(), project: project)
    let xml = """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <label text="Footer" numberOfLines="0" id="l-1">
            \(textColor)
            <fontDescription key="fontDescription" type="system" pointSize="13"/>
          </label>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      </view>
      """
    return try analyzer.analyze(data: Data(InterfaceBuilderSnippet.document(xml).utf8), path: "Setup.storyboard").findings
  }

  @Test func anAssetReferencingSecondaryLabelIsLeftToApple() throws {
    let alias = try Self.findings(textColor: #"<color key="textColor" name="AuxiliaryText"/>"#,
                                  namedColors: ["AuxiliaryText": Self.asset(referencing: "secondaryLabel")])
    #expect(alias.isEmpty)
    // As when the system color is written directly.
    #expect(try Self.findings(textColor: #"<color key="textColor" systemColor="secondaryLabelColor"/>"#, namedColors: [:]).isEmpty)
  }

  @Test func anAssetCopyingOnlyTheLightValueIsJudged() throws {
    // The same grey in light mode, but fixed: it doesn't adapt, and 3.4:1 is short for 13 pt text.
    let light = SystemColors.uiKitColor(named: "secondaryLabel")!.color.resolved(for: .light)
    let found = try Self.findings(textColor: #"<color key="textColor" name="AuxiliaryText"/>"#,
                                  namedColors: ["AuxiliaryText": DynamicColor(light)])
    #expect(found.count == 1)
  }
}
