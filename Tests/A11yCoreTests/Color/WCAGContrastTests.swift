import A11yCore
import XCTest

final class WCAGContrastTests: XCTestCase {
  private func ratio(_ a: String, _ b: String) -> Double {
    guard let first = RGBAColor(parsing: a), let second = RGBAColor(parsing: b) else {
      XCTFail("unparsable \(a) or \(b)")
      return 0
    }
    return WCAGContrast.contrastRatio(first, second)
  }

  /// Reference pairs: WebAIM's contrast checker and the WCAG 2.2 Understanding documents give
  /// #777777 on white as 4.48:1 and #767676 as 4.54:1 (the lightest gray passing AA); black on
  /// white is the maximum, 21:1; #595959 on white is the lightest gray at 7:1 (AAA).
  func testPublishedReferencePairs() {
    XCTAssertEqual(ratio("#000000", "#FFFFFF"), 21, accuracy: 1e-9)
    XCTAssertEqual(ratio("#777777", "#FFFFFF"), 4.4781, accuracy: 1e-4)
    XCTAssertEqual(ratio("#767676", "#FFFFFF"), 4.5422, accuracy: 1e-4)
    XCTAssertEqual(ratio("#595959", "#FFFFFF"), 7.0047, accuracy: 1e-4)
    // Pure red on white: 3.998:1 (commonly quoted as 4:1, which it does *not* reach).
    XCTAssertEqual(ratio("#FF0000", "#FFFFFF"), 3.9985, accuracy: 1e-4)
    XCTAssertLessThan(ratio("#FF0000", "#FFFFFF"), 4)
  }

  func testRatioIsSymmetricAndOneForEqualColors() {
    XCTAssertEqual(ratio("#336699", "#FFCC00"), ratio("#FFCC00", "#336699"), accuracy: 1e-12)
    XCTAssertEqual(ratio("#336699", "#336699"), 1, accuracy: 1e-12)
  }

  func testRelativeLuminance() {
    XCTAssertEqual(WCAGContrast.relativeLuminance(of: .white), 1, accuracy: 1e-12)
    XCTAssertEqual(WCAGContrast.relativeLuminance(of: .black), 0, accuracy: 1e-12)
    XCTAssertEqual(WCAGContrast.relativeLuminance(of: RGBAColor(red: 0, green: 1, blue: 0)), 0.7152, accuracy: 1e-12)
    // 8-bit value 10 (0.0392) sits between the legacy 0.03928 and the 0.04045 threshold: the linear
    // segment applies, 0.0392/12.92.
    let dark = RGBAColor(red255: 10, green255: 10, blue255: 10)
    XCTAssertEqual(WCAGContrast.relativeLuminance(of: dark), (10.0 / 255.0) / 12.92, accuracy: 1e-12)
  }

  func testTranslucentForegroundIsCompositedFirst() {
    let halfBlack = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    // 50 % black over white is #808080-ish (0.5 gray): 3.98:1, not 21:1.
    XCTAssertEqual(WCAGContrast.contrastRatio(foreground: halfBlack, background: .white), 3.9767, accuracy: 1e-4)
    // A translucent background is put on the backdrop first: clear background over white = white.
    XCTAssertEqual(WCAGContrast.contrastRatio(foreground: .black, background: .clear), 21, accuracy: 1e-9)
    XCTAssertEqual(
      WCAGContrast.contrastRatio(foreground: .white, background: .clear, backdrop: .black), 21, accuracy: 1e-9)
  }
}
