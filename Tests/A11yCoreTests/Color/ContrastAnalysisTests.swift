import A11yCore
import XCTest

final class ContrastAnalysisTests: XCTestCase {
  private func hex(_ text: String) -> RGBAColor {
    RGBAColor(parsing: text) ?? .clear
  }

  func testHIGThresholdBySizeAndWeight() {
    XCTAssertEqual(ContrastThresholds.hig(pointSize: 17, bold: false).minimumRatio, 4.5)
    XCTAssertEqual(ContrastThresholds.hig(pointSize: 12, bold: false).minimumRatio, 4.5)
    XCTAssertEqual(ContrastThresholds.hig(pointSize: 18, bold: false).minimumRatio, 3)
    XCTAssertEqual(ContrastThresholds.hig(pointSize: 34, bold: false).minimumRatio, 3)
    XCTAssertEqual(ContrastThresholds.hig(pointSize: 11, bold: true).minimumRatio, 3)
    XCTAssertEqual(ContrastThresholds.hig(pointSize: nil, bold: false).minimumRatio, 4.5)
    XCTAssertEqual(ContrastThresholds.hig(pointSize: nil, bold: true).minimumRatio, 3)
  }

  func testWCAGLargeText() {
    XCTAssertTrue(ContrastThresholds.isLargeText(pointSize: 18, bold: false))
    XCTAssertFalse(ContrastThresholds.isLargeText(pointSize: 17.9, bold: false))
    XCTAssertTrue(ContrastThresholds.isLargeText(pointSize: 14, bold: true))
    XCTAssertFalse(ContrastThresholds.isLargeText(pointSize: 13.9, bold: true))
    XCTAssertFalse(ContrastThresholds.isLargeText(pointSize: nil, bold: true))
    XCTAssertEqual(ContrastThresholds.wcagAA(pointSize: 14, bold: true).minimumRatio, 3)
    XCTAssertEqual(ContrastThresholds.wcagAA(pointSize: 14, bold: false).minimumRatio, 4.5)
    XCTAssertEqual(ContrastThresholds.wcagAAA(pointSize: 12, bold: false).minimumRatio, 7)
    XCTAssertEqual(ContrastThresholds.wcagAAA(pointSize: 24, bold: false).minimumRatio, 4.5)
    XCTAssertEqual(ContrastThresholds.koreanMobile.minimumRatio, 3)
    XCTAssertEqual(ContrastThresholds.wcagNonText.minimumRatio, 3)
  }

  func testThresholdsDoNotRoundUp() {
    XCTAssertFalse(ContrastThresholds.wcagAANormalText.isMet(by: 4.499))
    XCTAssertTrue(ContrastThresholds.wcagAANormalText.isMet(by: 4.5))
  }

  func testAnalysisOfGrayOnWhite() throws {
    let analysis = ContrastAnalysis(foreground: hex("#777777"), background: .white, pointSize: 15, bold: false)
    XCTAssertEqual(analysis.ratio, 4.478, accuracy: 1e-3)
    XCTAssertTrue(analysis.passes(ContrastThresholds.koreanMobile))
    XCTAssertFalse(analysis.passes(ContrastThresholds.wcagAANormalText))
    XCTAssertTrue(analysis.passes(ContrastThresholds.wcagAALargeText))
    let aaNormal = try XCTUnwrap(analysis.result(for: ContrastThresholds.wcagAANormalText))
    XCTAssertTrue(aaNormal.applies)
    XCTAssertFalse(aaNormal.passes)
    XCTAssertEqual(analysis.result(for: ContrastThresholds.wcagAALargeText)?.applies, false)
    XCTAssertEqual(analysis.result(for: ContrastThresholds.higSmallText)?.applies, true)
    XCTAssertEqual(analysis.result(for: ContrastThresholds.higLargeOrBoldText)?.applies, false)
    XCTAssertEqual(analysis.thresholds.count, ContrastThresholds.all.count)
    // Grays are unchanged by every CVD matrix, so every simulated ratio equals the real one.
    XCTAssertEqual(analysis.deficiencies.map(\.deficiency), ColorVisionDeficiency.allCases)
    for result in analysis.deficiencies {
      XCTAssertEqual(result.ratio, analysis.ratio, accuracy: 0.01, "\(result.deficiency)")
    }
  }

  func testAnalysisCompositesTranslucentForeground() {
    let secondaryLabel = SystemColors.color(named: "secondaryLabel")?.resolved(for: .light) ?? .clear
    let analysis = ContrastAnalysis(foreground: secondaryLabel, background: .white)
    XCTAssertTrue(analysis.compositedForeground.isOpaque)
    // 60 % of (60, 60, 67) over white ≈ (138, 138, 142).
    XCTAssertEqual(analysis.compositedForeground.hexString, "#8A8A8E")
    XCTAssertEqual(analysis.ratio, WCAGContrast.contrastRatio(analysis.compositedForeground, .white), accuracy: 1e-12)
    XCTAssertLessThan(analysis.ratio, 4.5)
  }

  func testAnalysisShowsRedGreenCollapse() throws {
    let analysis = ContrastAnalysis(foreground: hex("#FF0000"), background: hex("#666600"))
    let protan = try XCTUnwrap(analysis.deficiencies.first { $0.deficiency == .protanopia })
    XCTAssertGreaterThan(analysis.colorDifference, 40)
    XCTAssertLessThan(protan.colorDifference, 2)
    XCTAssertEqual(protan.severity, 1)
  }

  func testNearestPassingGray() throws {
    let fixed = try XCTUnwrap(nearestPassingColor(foreground: hex("#777777"), background: .white, target: 4.5))
    XCTAssertEqual(fixed.hexString, "#767676")
  }

  func testNearestPassingKeepsHueAndIsMinimal() throws {
    let red = hex("#FF0000")
    let fixed = try XCTUnwrap(nearestPassingColor(foreground: red, background: .white, target: 4.5))
    XCTAssertGreaterThanOrEqual(WCAGContrast.contrastRatio(fixed, .white), 4.5)
    XCTAssertEqual(HSLColor(fixed).hue, 0, accuracy: 1)
    XCTAssertEqual(HSLColor(fixed).saturation, 1, accuracy: 0.02)
    XCTAssertLessThan(HSLColor(fixed).lightness, 0.5)
    // One 8-bit step lighter no longer passes.
    let lighter = RGBAColor(red: min(1, fixed.red + 1.0 / 255), green: fixed.green, blue: fixed.blue)
    XCTAssertLessThan(WCAGContrast.contrastRatio(lighter, .white), 4.5)
  }

  /// dailyvox's white on `Color.orange`: the orange differs by appearance, and the grey that
  /// passes on the lightest (#FFB340) fails on the darker ones; the suggestion passes on all.
  func testNearestPassingOnSeveralBackgroundsPassesOnEveryOne() throws {
    let oranges = ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"].map(hex)
    let alone = try XCTUnwrap(nearestPassingColor(foreground: .white, background: hex("#FFB340"), target: 3))
    XCTAssertTrue(oranges.contains { WCAGContrast.contrastRatio(alone, $0) < 3 })
    let fixed = try XCTUnwrap(nearestPassingColor(foreground: .white, backgrounds: oranges, target: 3))
    for orange in oranges { XCTAssertGreaterThanOrEqual(WCAGContrast.contrastRatio(fixed, orange), 3, orange.hexString) }
  }

  func testNearestPassingGoesLighterOnDarkBackgrounds() throws {
    let fixed = try XCTUnwrap(nearestPassingColor(foreground: hex("#555555"), background: .black, target: 7))
    XCTAssertGreaterThan(HSLColor(fixed).lightness, HSLColor(hex("#555555")).lightness)
    XCTAssertGreaterThanOrEqual(WCAGContrast.contrastRatio(fixed, .black), 7)
  }

  func testNearestPassingReturnsInputWhenPassingAndNilWhenImpossible() {
    XCTAssertEqual(nearestPassingColor(foreground: .black, background: .white, target: 4.5), .black)
    // On #777777 neither black (4.69) nor white (4.48) reaches 7:1.
    XCTAssertNil(nearestPassingColor(foreground: hex("#000080"), background: hex("#777777"), target: 7))
    XCTAssertNotNil(nearestPassingColor(
      foreground: hex("#000080"), background: hex("#777777"), threshold: ContrastThresholds.wcagAANormalText))
  }
}
