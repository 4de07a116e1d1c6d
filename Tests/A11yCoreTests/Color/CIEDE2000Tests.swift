import A11yCore
import XCTest

/// Test data from G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula:
/// Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color Research &
/// Application 30(1):21–30, 2005, Table 1 (pair numbers as in the table).
final class CIEDE2000Tests: XCTestCase {
  private struct Pair {
    let number: Int
    let first: (Double, Double, Double)
    let second: (Double, Double, Double)
    let expected: Double
  }

  private let pairs: [Pair] = [
    Pair(number: 1, first: (50.0000, 2.6772, -79.7751), second: (50.0000, 0.0000, -82.7485), expected: 2.0425),
    Pair(number: 2, first: (50.0000, 3.1571, -77.2803), second: (50.0000, 0.0000, -82.7485), expected: 2.8615),
    Pair(number: 3, first: (50.0000, 2.8361, -74.0200), second: (50.0000, 0.0000, -82.7485), expected: 3.4412),
    Pair(number: 4, first: (50.0000, -1.3802, -84.2814), second: (50.0000, 0.0000, -82.7485), expected: 1.0000),
    Pair(number: 7, first: (50.0000, 0.0000, 0.0000), second: (50.0000, -1.0000, 2.0000), expected: 2.3669),
    Pair(number: 9, first: (50.0000, 2.4900, -0.0010), second: (50.0000, -2.4900, 0.0009), expected: 7.1792),
    Pair(number: 11, first: (50.0000, 2.4900, -0.0010), second: (50.0000, -2.4900, 0.0011), expected: 7.2195),
    Pair(number: 13, first: (50.0000, -0.0010, 2.4900), second: (50.0000, 0.0009, -2.4900), expected: 4.8045),
    Pair(number: 17, first: (50.0000, 2.5000, 0.0000), second: (73.0000, 25.0000, -18.0000), expected: 27.1492),
    Pair(number: 18, first: (50.0000, 2.5000, 0.0000), second: (61.0000, -5.0000, 29.0000), expected: 22.8977),
    Pair(number: 19, first: (50.0000, 2.5000, 0.0000), second: (56.0000, -27.0000, -3.0000), expected: 31.9030),
    Pair(number: 20, first: (50.0000, 2.5000, 0.0000), second: (58.0000, 24.0000, 15.0000), expected: 19.4535),
    Pair(number: 21, first: (50.0000, 2.5000, 0.0000), second: (50.0000, 3.1736, 0.5854), expected: 1.0000),
    Pair(number: 25, first: (60.2574, -34.0099, 36.2677), second: (60.4626, -34.1751, 39.4387), expected: 1.2644),
    Pair(number: 26, first: (63.0109, -31.0961, -5.8663), second: (62.8187, -29.7946, -4.0864), expected: 1.2630),
    Pair(number: 27, first: (61.2901, 3.7196, -5.3901), second: (61.4292, 2.2480, -4.9620), expected: 1.8731),
    Pair(number: 28, first: (35.0831, -44.1164, 3.7933), second: (35.0232, -40.0716, 1.5901), expected: 1.8645),
    Pair(number: 29, first: (22.7233, 20.0904, -46.6940), second: (23.0331, 14.9730, -42.5619), expected: 2.0373),
    Pair(number: 34, first: (90.8027, -2.0831, 1.4410), second: (91.1528, -1.6435, 0.0447), expected: 1.4441),
    Pair(number: 33, first: (2.0776, 0.0795, -1.1350), second: (0.9033, -0.0636, -0.5514), expected: 0.9082),
  ]

  func testSharmaWuDalalPairsToFourDecimals() {
    for pair in pairs {
      let first = CIELab(l: pair.first.0, a: pair.first.1, b: pair.first.2)
      let second = CIELab(l: pair.second.0, a: pair.second.1, b: pair.second.2)
      let forward = ColorDifference.ciede2000(first, second)
      let backward = ColorDifference.ciede2000(second, first)
      XCTAssertEqual((forward * 10_000).rounded() / 10_000, pair.expected, accuracy: 1e-9, "pair \(pair.number)")
      // The formula is symmetric (the paper's pairs 7/8, 9/10 … test exactly that).
      XCTAssertEqual(forward, backward, accuracy: 1e-9, "pair \(pair.number) reversed")
    }
  }

  func testSRGBConvenience() {
    XCTAssertEqual(ColorDifference.ciede2000(RGBAColor.white, RGBAColor.white), 0, accuracy: 1e-12)
    XCTAssertEqual(ColorDifference.ciede2000(RGBAColor.black, RGBAColor.white), 100, accuracy: 0.01)
    let a = RGBAColor(red255: 0x77, green255: 0x77, blue255: 0x77)
    let b = RGBAColor(red255: 0x76, green255: 0x76, blue255: 0x76)
    XCTAssertLessThan(ColorDifference.ciede2000(a, b), 0.5)
  }
}
