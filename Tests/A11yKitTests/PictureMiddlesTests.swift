import A11yCore
@testable import A11yKit
import A11yInterfaceBuilder
import A11yRuntime
import A11ySwiftSource
import Foundation
import Testing

/// A storyboard button's title drawn on a background image is judged against what the picture
/// shows in its middle, read from its pixels (Eidolon's outlined BACK buttons: black titles on a
/// picture whose middle is transparent, over white).
struct PictureMiddlesTests {
  /// A 40×20 picture: `border` on its outer rows and columns, `middle` inside.
  static func picture(border: (UInt8, UInt8, UInt8, UInt8), middle: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RasterImage {
    var pixels: [UInt8] = []
    for y in 0..<20 {
      for x in 0..<40 {
        let pixel = (x < 4 || x >= 36 || y < 3 || y >= 17) ? border : middle(x, y)
        pixels += [pixel.0, pixel.1, pixel.2, pixel.3]
      }
    }
    return RasterImage(width: 40, height: 20, pixels: pixels)
  }

  @Test func anOutlineIsTransparentInTheMiddle() {
    let outline = Self.picture(border: (0, 0, 0, 255)) { _, _ in (0, 0, 0, 0) }
    #expect(PictureMiddles.middle(of: outline) == .transparent)
  }

  @Test func aFilledPictureIsItsColour() {
    let filled = Self.picture(border: (0, 0, 0, 255)) { _, _ in (200, 40, 40, 255) }
    guard case .solid(let color)? = PictureMiddles.middle(of: filled) else {
      Issue.record("expected a solid middle")
      return
    }
    #expect(abs(color.red - 200.0 / 255) < 0.01 && abs(color.green - 40.0 / 255) < 0.01)
  }

  /// The Peace Corps app's red button images: one colour drawn 91% opaque.
  @Test func aPictureDrawnAtOnePartialOpacityIsTranslucent() {
    let veiled = Self.picture(border: (0, 0, 0, 255)) { _, _ in (209, 85, 78, 232) }
    guard case .translucent(let color)? = PictureMiddles.middle(of: veiled) else {
      Issue.record("expected a translucent middle")
      return
    }
    #expect(abs(color.alpha - 232.0 / 255) < 0.01 && abs(color.red - 209.0 / 255) < 0.01)
    // Soft, uneven opacity (a shadow, a glow) is no one colour.
    let glow = Self.picture(border: (0, 0, 0, 255)) { x, _ in (209, 85, 78, UInt8(130 + x * 3)) }
    #expect(PictureMiddles.middle(of: glow) == nil)
  }

  /// A white title on such a picture (here 60% opaque) is judged laid over what is behind it: on
  /// a dark screen it reaches 3:1 for an 18 pt title; on a cream one the red pales and it doesn't.
  @Test func aTitleOnATranslucentPictureIsJudgedOverWhatIsBehind() throws {
    func findings(behind: String) throws -> [Finding] {
      var project = ProjectIndex.empty
      project.pictureMiddles = ["GenerateTripButton": .translucent(RGBAColor(red: 209.0 / 255, green: 85.0 / 255, blue: 78.0 / 255, alpha: 0.6))]
      let analyzer = InterfaceBuilderAnalyzer(rules: [IBTextContrastCheck.self], configuration: Configuration(), project: project)
      let xml = InterfaceBuilderSnippet.document("""
        <view contentMode="scaleToFill" id="screen">
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="b-1">
              <fontDescription key="fontDescription" name="AmericanTypewriter" family="American Typewriter" pointSize="18"/>
              <state key="normal" title="알림 설정" backgroundImage="GenerateTripButton">
                <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </state>
            </button>
          </subviews>
          \(behind)
        </view>
        """)
      return try analyzer.analyze(data: Data(xml.utf8), path: "Main.storyboard").findings
    }
    let cream = #"<color key="backgroundColor" red="0.98" green="0.96" blue="0.88" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    let dark = #"<color key="backgroundColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    #expect(try findings(behind: dark).filter { $0.ruleID == "color-text-contrast" }.isEmpty)
    #expect(try findings(behind: cream).contains { $0.ruleID == "color-text-contrast" && $0.message.en.contains("text contrast is") })
  }

  @Test func aGradientIsUnknown() {
    let gradient = Self.picture(border: (0, 0, 0, 255)) { x, _ in (UInt8(x * 6), UInt8(x * 6), UInt8(x * 6), 255) }
    #expect(PictureMiddles.middle(of: gradient) == nil)
  }

  @Test func aTemplateImageIsLeftUnknown() throws {
    let folder = TemporaryFolder()
    _ = folder.write("Images.xcassets/Back.imageset/Contents.json", """
      {"images": [{"idiom": "universal", "filename": "back@2x.png", "scale": "2x"}],
       "properties": {"template-rendering-intent": "template"}}
      """)
    #expect(PictureMiddles.middle(ofImageSet: folder.path + "/Images.xcassets/Back.imageset") == nil)
  }

  /// A broken picture or Contents.json leaves the contrast for review; nothing fails.
  @Test func aBrokenImageSetIsLeftUnknown() {
    let folder = TemporaryFolder()
    _ = folder.write("Images.xcassets/Back.imageset/Contents.json", """
      {"images": [{"idiom": "universal", "filename": "back@2x.png", "scale": "2x"}]}
      """)
    _ = folder.write("Images.xcassets/Back.imageset/back@2x.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]))
    _ = folder.write("Images.xcassets/Bad.imageset/Contents.json", "{ not json")
    #expect(PictureMiddles.middle(ofImageSet: folder.path + "/Images.xcassets/Back.imageset") == nil)
    #expect(PictureMiddles.read(["Back", "Bad", "Missing"], catalogs: [folder.path + "/Images.xcassets"]).isEmpty)
  }

  @Test func buttonsBackgroundImagesAreNamed() throws {
    let document = try IBDocumentReader.read(Data(InterfaceBuilderSnippet.document("""
      <button opaque="NO" contentMode="scaleToFill" id="b-1">
        <state key="normal" title="BACK" backgroundImage="BackButtonBackground"/>
      </button>
      """).utf8), path: "Main.storyboard")
    #expect(PictureMiddles.backgroundImageNames(in: [document]) == ["BackButtonBackground"])
  }
}
