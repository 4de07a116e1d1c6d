import A11yCore
import XCTest

final class RGBAColorTests: XCTestCase {
  private func color(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> RGBAColor {
    try XCTUnwrap(RGBAColor(parsing: text), "could not parse \(text)", file: file, line: line)
  }

  func testParsesHexForms() throws {
    XCTAssertEqual(try color("#F80").hexString, "#FF8800")
    XCTAssertEqual(try color("#ff8800").hexString, "#FF8800")
    XCTAssertEqual(try color("ff8800").hexString, "#FF8800")
    let translucent = try color("#FF880080")
    XCTAssertEqual(translucent.alpha, 128.0 / 255.0, accuracy: 1e-12)
    XCTAssertEqual(translucent.hexString, "#FF880080")
    XCTAssertEqual(try color("#0F08").alpha, 136.0 / 255.0, accuracy: 1e-12)
    XCTAssertEqual(try color("#767676").red, 118.0 / 255.0, accuracy: 1e-12)
  }

  func testParsesFunctionalForms() throws {
    XCTAssertEqual(try color("rgb(255, 136, 0)").hexString, "#FF8800")
    XCTAssertEqual(try color("RGB(255,136,0)").hexString, "#FF8800")
    let rgba = try color("rgba(0, 0, 0, 0.5)")
    XCTAssertEqual(rgba.alpha, 0.5, accuracy: 1e-12)
    XCTAssertEqual(rgba.red, 0)
    XCTAssertEqual(try color("rgb(100%, 50%, 0%)").green, 0.5, accuracy: 1e-12)
    XCTAssertEqual(try color("rgb(255 0 0 / 25%)").alpha, 0.25, accuracy: 1e-12)
  }

  func testRejectsMalformedInput() {
    for text in ["", "#", "#12", "#12345", "#GGGGGG", "rgb(1,2)", "rgb(a,b,c)", "rgba(1,2,3,4,5)", "hsl(0,0%,0%)", "red"] {
      XCTAssertNil(RGBAColor(parsing: text), text)
    }
  }

  func testHexFormattingRoundsAndClamps() {
    XCTAssertEqual(RGBAColor(red: 0.5, green: 0, blue: 1).hexString, "#8000FF")
    XCTAssertEqual(RGBAColor(red: 1.2, green: -0.1, blue: 0.2).hexString, "#FF0033")
    XCTAssertEqual(RGBAColor.white.hexStringWithAlpha, "#FFFFFFFF")
    XCTAssertEqual(RGBAColor.clear.hexString, "#00000000")
  }

  func testDisplayP3ConvertsThroughLinearLight() {
    // color(display-p3 1 0 0) in extended sRGB: about (1.0931, -0.2267, -0.1501) (CSS Color 4 matrices).
    let p3Red = RGBAColor.displayP3(red: 1, green: 0, blue: 0)
    XCTAssertEqual(p3Red.red, 1.093066, accuracy: 1e-5)
    XCTAssertEqual(p3Red.green, -0.226742, accuracy: 1e-5)
    XCTAssertEqual(p3Red.blue, -0.150135, accuracy: 1e-5)
    XCTAssertFalse(p3Red.isInSRGBGamut)
    let p3Green = RGBAColor.displayP3(red: 0, green: 1, blue: 0)
    XCTAssertEqual(p3Green.red, -0.511605, accuracy: 1e-5)
    XCTAssertEqual(p3Green.green, 1.018266, accuracy: 1e-5)
    // Same white point: white and grays are unchanged.
    XCTAssertTrue(RGBAColor.displayP3(red: 1, green: 1, blue: 1).isApproximatelyEqual(to: .white, tolerance: 1e-9))
    XCTAssertTrue(
      RGBAColor.displayP3(red: 0.4, green: 0.4, blue: 0.4).isApproximatelyEqual(to: RGBAColor(white: 0.4), tolerance: 1e-9))
  }

  func testOtherColorSpaces() {
    // Generic gray has a pure 2.2 curve: 0.5 → linear 0.2176 → sRGB 0.50387.
    let gray = RGBAColor(components: [0.5], alpha: 0.5, in: .grayGamma22)
    XCTAssertEqual(gray.red, 0.503867, accuracy: 1e-5)
    XCTAssertEqual(gray.blue, gray.red)
    XCTAssertEqual(gray.alpha, 0.5)
    // Linear 0.5 encodes to sRGB 0.7354.
    XCTAssertEqual(RGBAColor(components: [0.5, 0, 1], in: .extendedLinearSRGB).red, 0.735357, accuracy: 1e-5)
    // sRGB clamps, extended sRGB keeps.
    XCTAssertEqual(RGBAColor(components: [1.2, -0.1, 0], in: .sRGB).red, 1)
    XCTAssertEqual(RGBAColor(components: [1.2, -0.1, 0], in: .extendedSRGB).green, -0.1)
    XCTAssertEqual(ColorSpace(catalogName: "Display-P3"), .displayP3)
    XCTAssertEqual(ColorSpace(catalogName: "gray-gamma-22"), .grayGamma22)
    XCTAssertNil(ColorSpace(catalogName: "cmyk"))
  }

  func testTransferFunctionRoundTripsIncludingNegatives() {
    for value in [-0.8, -0.02, 0, 0.003, 0.04045, 0.2, 0.5, 1, 1.3] {
      // 1e-7, not exact: the standard's two thresholds (0.04045 and 0.0031308) don't meet exactly.
      XCTAssertEqual(SRGBTransferFunction.encode(SRGBTransferFunction.linearize(value)), value, accuracy: 1e-7)
    }
    XCTAssertEqual(SRGBTransferFunction.linearize(0.5), 0.214041, accuracy: 1e-6)
  }

  func testCompositingIsSourceOverInGammaSpace() {
    let halfBlack = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    XCTAssertTrue(halfBlack.composited(over: .white).isApproximatelyEqual(to: RGBAColor(white: 0.5)))
    let quarterWhite = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.25)
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    XCTAssertTrue(quarterWhite.composited(over: red).isApproximatelyEqual(to: RGBAColor(red: 1, green: 0.25, blue: 0.25)))
    // Opaque source hides the background; clear source shows it.
    XCTAssertEqual(red.composited(over: .white), red)
    XCTAssertEqual(RGBAColor.clear.composited(over: red), red)
    // Translucent over translucent: alpha 0.5 + 0.5 × 0.5 = 0.75, color weighted 2:1 to the source.
    let result = halfBlack.composited(over: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    XCTAssertEqual(result.alpha, 0.75, accuracy: 1e-12)
    XCTAssertEqual(result.red, 1.0 / 3.0, accuracy: 1e-12)
  }

  func testLabOfKnownColors() {
    let red = CIELab(RGBAColor(red: 1, green: 0, blue: 0))
    XCTAssertEqual(red.l, 53.2371, accuracy: 1e-3)
    XCTAssertEqual(red.a, 80.0882, accuracy: 1e-3)
    XCTAssertEqual(red.b, 67.1996, accuracy: 1e-3)
    let white = CIELab(RGBAColor.white)
    XCTAssertEqual(white.l, 100, accuracy: 1e-3)
    XCTAssertEqual(white.chroma, 0, accuracy: 0.02)
  }

  func testHSLRoundTrip() throws {
    for text in ["#FF8800", "#336699", "#777777", "#00FF7F", "#8A2BE2"] {
      let original = try color(text)
      XCTAssertEqual(HSLColor(original).rgba.hexString, text)
    }
    let orange = HSLColor(try color("#FF8000"))
    XCTAssertEqual(orange.hue, 30.1, accuracy: 0.1)
    XCTAssertEqual(orange.saturation, 1, accuracy: 1e-9)
    XCTAssertEqual(orange.lightness, 0.5, accuracy: 1e-9)
  }
}
