import A11yCore
@testable import A11yKit
import A11ySwiftSource
import Foundation
import Testing

/// Storyboard text an app restyles through its own UIKit text helpers (safe{wallet}'s
/// `extension UIButton { func setText(_:_:) { setAttributedTitle(...) } }` and
/// `extension UILabel { func setStyle(_:) { font = ...; textColor = ... } }`): the font and colour
/// the file gives the outlet are not what ships; the helper's own font is judged where it is made.
struct TextHelperOutletTests {
  static let nib = InterfaceBuilderLintTests.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoadSafeViewController">
          <connections>
            <outlet property="createButton" destination="Btn-00-001" id="Out-00-001"/>
            <outlet property="titleLabel" destination="Lbl-00-001" id="Out-00-002"/>
          </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="Vw0-00-001">
          <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
          <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
          <subviews>
            <button opaque="NO" buttonType="system" id="Btn-00-001">
              <rect key="frame" x="16" y="700" width="358" height="56"/>
              <fontDescription key="fontDescription" type="system" pointSize="18"/>
              <state key="normal" title="새 계정 만들기"><color key="titleColor" white="0.05" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>
            </button>
            <label opaque="NO" text="계정 불러오기" id="Lbl-00-001">
              <rect key="frame" x="16" y="100" width="358" height="24"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
              <color key="textColor" white="0.05" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </label>
          </subviews>
        </view>
    """)

  static let helpers = """
    import UIKit
    extension UILabel {
      func setStyle(_ style: TextStyle) {
        font = .systemFont(ofSize: style.size)
        textColor = style.color
      }
      func describe(_ other: UILabel) { other.font = .systemFont(ofSize: 12) }
      func addTextSpacing(value: Double) {
        let spaced = NSMutableAttributedString(string: text ?? "")
        spaced.addAttribute(.kern, value: value, range: NSRange(location: 0, length: spaced.length))
        self.attributedText = spaced
      }
      func setLineHeight(_ lineHeight: Int) {
        let spaced = attributedText!.mutableCopy() as! NSMutableAttributedString
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = CGFloat(lineHeight)
        spaced.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: spaced.length))
        attributedText = spaced
      }
      func addLinks(color: UIColor) {
        let linked = NSMutableAttributedString(string: text ?? "")
        linked.addAttribute(.foregroundColor, value: color, range: NSRange(location: 0, length: linked.length))
        attributedText = linked
      }
    }
    extension UIButton {
      func setText(_ text: String, _ style: ButtonStyle) {
        setAttributedTitle(NSAttributedString(string: text, attributes: style.attributes), for: .normal)
      }
    }
    """

  @Test func helpersRecordWhatTheySetOnTheirReceiver() {
    let model = SwiftSourceAnalyzer.model(source: Self.helpers, path: "Helpers.swift")
    let index = ProjectIndexBuilder.build(from: [model], base: .empty)
    #expect(index.uikitTextStylers["setStyle"] == ["font", "textColor"])
    // A title made elsewhere may carry any font and colour.
    #expect(index.uikitTextStylers["setText"] == ["font", "textColor"])
    // An attributed text built here with a kern keeps the label's font and colour; one with a colour, its font.
    #expect(index.uikitTextStylers["addTextSpacing"] == nil)
    #expect(index.uikitTextStylers["setLineHeight"] == nil)
    #expect(index.uikitTextStylers["addLinks"] == ["textColor"])
    // Another label's font is not the receiver's.
    #expect(index.uikitTextStylers["describe"] == nil)
  }

  /// The storyboard, the helpers and the screen whose `viewDidLoad` runs `statements` on its outlets.
  static func screen(viewDidLoad statements: String) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("App/LoadSafeViewController.xib", nib)
    folder.write("App/Helpers.swift", helpers)
    folder.write("App/LoadSafeViewController.swift", """
      import UIKit
      final class LoadSafeViewController: UIViewController {
        @IBOutlet weak var createButton: UIButton!
        @IBOutlet weak var titleLabel: UILabel!
        override func viewDidLoad() {
          super.viewDidLoad()
      \(statements)
        }
      }
      """)
    return folder
  }

  @Test func outletsRestyledByTheHelpersKeepNoFileFontOrColour() {
    let folder = Self.screen(viewDidLoad: """
      createButton.setText("새 계정 만들기", .filled)
      titleLabel.setStyle(.headline)
      """)
    // The helper's own size is still asked about where it is made.
    #expect(folder.lintedValues(only: "fixed-text-size", "file").filter { $0.hasSuffix(".xib") }.isEmpty)
    #expect(folder.lintedValues(only: "fixed-text-size", "file").filter { $0.hasSuffix("Helpers.swift") }.count == 1)
    #expect(folder.lintedValues(only: "color-text-contrast", "rule").isEmpty)
  }

  @Test func outletsTheHelpersDontReachKeepTheirFileFontAndColour() {
    let folder = Self.screen(viewDidLoad: """
      titleLabel.describe(otherLabel)
      titleLabel.addTextSpacing(value: 2)
      """)
    #expect(folder.lintedValues(only: "fixed-text-size", "file").filter { $0.hasSuffix(".xib") }.count == 2)
    // The button's dark title on black; the label's colour is the app's label theme's (`setStyle` sets
    // `textColor` on every UILabel it's called on), which the file can't show.
    #expect(folder.lintedValues(only: "color-text-contrast", "rule").count == 1)
  }
}
