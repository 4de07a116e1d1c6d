import A11yCore
import XCTest

final class ColorVisionSimulatorTests: XCTestCase {
  private func hex(_ text: String) -> RGBAColor {
    RGBAColor(parsing: text) ?? .clear
  }

  private func simulatedDifference(_ deficiency: ColorVisionDeficiency, _ a: String, _ b: String) -> Double {
    let simulator = ColorVisionSimulator(deficiency)
    return ColorDifference.ciede2000(simulator.simulate(hex(a)), simulator.simulate(hex(b)))
  }

  func testSeverityZeroIsIdentity() {
    for deficiency in ColorVisionDeficiency.allCases {
      let simulator = ColorVisionSimulator(deficiency, severity: 0)
      XCTAssertEqual(simulator.matrix.maximumDifference(to: .identity), 0, accuracy: 1e-12)
      for text in ["#FF0000", "#34C759", "#123456", "#FFCC00"] {
        XCTAssertTrue(simulator.simulate(hex(text)).isApproximatelyEqual(to: hex(text), tolerance: 1e-9), "\(deficiency) \(text)")
      }
    }
  }

  func testFullSeverityUsesPublishedDichromacyMatrices() {
    // Machado et al. 2009, severity 1.0, first rows.
    let protan = ColorVisionSimulator(.protanopia).matrix
    XCTAssertEqual(protan[0, 0], 0.152286, accuracy: 1e-9)
    XCTAssertEqual(protan[0, 1], 1.052583, accuracy: 1e-9)
    XCTAssertEqual(protan[2, 2], 1.051998, accuracy: 1e-9)
    let deutan = ColorVisionSimulator(.deuteranopia).matrix
    XCTAssertEqual(deutan[0, 0], 0.367322, accuracy: 1e-9)
    XCTAssertEqual(deutan[1, 1], 0.672501, accuracy: 1e-9)
    let tritan = ColorVisionSimulator(.tritanopia).matrix
    XCTAssertEqual(tritan[0, 0], 1.255528, accuracy: 1e-9)
    XCTAssertEqual(tritan[2, 1], 0.691367, accuracy: 1e-9)
    // The tabulated anomalous matrices (severity 0.6 is the anomalous default).
    let protanomaly = ColorVisionSimulator(.protanomaly)
    XCTAssertEqual(protanomaly.severity, 0.6)
    XCTAssertEqual(protanomaly.matrix[0, 0], 0.385450, accuracy: 1e-9)
    XCTAssertEqual(ColorVisionSimulator(.deuteranomaly, severity: 0.3).matrix[1, 0], 0.125303, accuracy: 1e-9)
    XCTAssertEqual(ColorVisionSimulator(.tritanomaly, severity: 0.1).matrix[2, 1], 0.054813, accuracy: 1e-9)
  }

  func testSeveritiesBetweenTableRowsAreInterpolated() {
    let m = ColorVisionSimulator.matrix(for: .long, severity: 0.55)
    XCTAssertEqual(m[0, 0], (0.458064 + 0.385450) / 2, accuracy: 1e-9)
    XCTAssertEqual(m[1, 2], (0.060902 + 0.069673) / 2, accuracy: 1e-9)
    let quarter = ColorVisionSimulator.matrix(for: .short, severity: 0.025)
    XCTAssertEqual(quarter[2, 1], 0.054813 / 4, accuracy: 1e-9)
    // Out-of-range severities clamp.
    XCTAssertEqual(ColorVisionSimulator(.deuteranomaly, severity: 7).severity, 1)
    XCTAssertEqual(ColorVisionSimulator(.deuteranomaly, severity: -1).matrix, .identity)
  }

  func testSimulationRunsInLinearLight() {
    // Protanopia maps pure red to linear (0.152286, 0.114503, -0.003882 → 0): sRGB (0.4266, 0.3727, 0).
    let red = ColorVisionSimulator(.protanopia).simulate(hex("#FF0000"))
    XCTAssertEqual(red.red, 0.426608, accuracy: 1e-5)
    XCTAssertEqual(red.green, 0.372654, accuracy: 1e-5)
    XCTAssertEqual(red.blue, 0, accuracy: 1e-12)
    // Alpha is kept; grays stay gray (every row sums to 1).
    let gray = ColorVisionSimulator(.deuteranopia).simulate(RGBAColor(white: 0.4, alpha: 0.3))
    XCTAssertEqual(gray.alpha, 0.3)
    XCTAssertEqual(gray.red, 0.4, accuracy: 1e-4)
    XCTAssertEqual(gray.blue, 0.4, accuracy: 1e-4)
  }

  func testRedGreenConfusionForProtanAndDeutan() {
    // Normal vision: very different (ΔE00 ≈ 48 and ≈ 72).
    XCTAssertGreaterThan(ColorDifference.ciede2000(hex("#FF0000"), hex("#666600")), 40)
    XCTAssertGreaterThan(ColorDifference.ciede2000(hex("#D62728"), hex("#2CA02C")), 70)
    // Simulated: nearly the same color.
    XCTAssertLessThan(simulatedDifference(.protanopia, "#FF0000", "#666600"), 2)
    XCTAssertLessThan(simulatedDifference(.deuteranopia, "#D62728", "#2CA02C"), 6)
    // Tritanopia keeps red and green apart.
    XCTAssertGreaterThan(simulatedDifference(.tritanopia, "#D62728", "#2CA02C"), 50)
  }

  func testTritanConfusions() {
    // Blue-green and yellow-pink collapse for tritanopes but not for deuteranopes.
    XCTAssertGreaterThan(ColorDifference.ciede2000(hex("#0099CC"), hex("#339933")), 45)
    XCTAssertLessThan(simulatedDifference(.tritanopia, "#0099CC", "#339933"), 12)
    XCTAssertLessThan(simulatedDifference(.tritanopia, "#FFD700", "#FF69B4"), 25)
    XCTAssertGreaterThan(simulatedDifference(.deuteranopia, "#0000FF", "#FFFF00"), 90)
  }

  func testMilderSeverityConfusesLess() {
    let mild = ColorDifference.ciede2000(
      ColorVisionSimulator(.deuteranomaly, severity: 0.3).simulate(hex("#D62728")),
      ColorVisionSimulator(.deuteranomaly, severity: 0.3).simulate(hex("#2CA02C")))
    let severe = simulatedDifference(.deuteranopia, "#D62728", "#2CA02C")
    XCTAssertGreaterThan(mild, severe * 3)
  }
}
