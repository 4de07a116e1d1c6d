import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// An app that gives every label a fixed font at launch through `UILabel.appearance()` (Save's
/// `fontName`, Calliope's `substituteFontName`): a storyboard label's text style is not what ships,
/// so the finding names the replacement, not the Automatically Adjusts Font checkbox.
struct AppearanceFontReplacementTests {
  static let card = InterfaceBuilderLintTests.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView"/>
        <view contentMode="scaleToFill" id="v-1">
          <subviews>
            <label text="폴더 추가" numberOfLines="0" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
          </subviews>
        </view>
    """)

  static func messages(_ code: String) -> [String] {
    let folder = TemporaryFolder()
    folder.write("App/CardView.xib", Self.card)
    folder.write("App/CardView.swift", "final class CardView: UIView {}\nlet card = UINib(nibName: \"CardView\", bundle: nil)\n")
    folder.write("App/Fonts.swift", code)
    let output = folder.run("lint", ".", "--format", "json", "--only", "text-size-updates").standardOutput
    return InterfaceBuilderLintTests.json(output).compactMap { $0["message"] as? String }
  }

  @Test func aFontSwappedInAnExtensionPropertyIsNamed() throws {
    let code = """
      extension UILabel {
        @objc var fontName: String {
          get { font.fontName }
          set { font = UIFont(name: newValue, size: font.pointSize) }
        }
      }
      enum Fonts {
        static func setUp() {
          UILabel.appearance().fontName = "Montserrat-Regular"
        }
      }
      """
    let message = try #require(Self.messages(code).first)
    #expect(message.contains("through UILabel.appearance() (App/Fonts.swift:9)"))
    #expect(message.contains("UIFontMetrics(forTextStyle:)"))
  }

  @Test func aFixedAppearanceFontIsNamedAndAScaledOneIsNot() throws {
    let fixed = Self.messages("enum Fonts { static func setUp() { UILabel.appearance().font = UIFont(name: \"Roboto\", size: 15) } }")
    #expect(fixed.count == 1 && fixed[0].contains("App/Fonts.swift:1"))
    let scaled = Self.messages("enum Fonts { static func setUp() { UILabel.appearance().font = UIFontMetrics(forTextStyle: .body).scaledFont(for: roboto) } }")
    #expect(scaled.count == 1 && scaled[0].contains("check Automatically Adjusts Font"))
    // A property that sets no font is no replacement.
    let tint = Self.messages("extension UILabel { @objc var themeColor: UIColor { get { textColor } set { textColor = newValue } } }\nenum Theme { static func setUp() { UILabel.appearance().themeColor = .red } }")
    #expect(tint.count == 1 && tint[0].contains("check Automatically Adjusts Font"))
  }
}
