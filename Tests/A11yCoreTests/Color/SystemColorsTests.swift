import A11yCore
import XCTest

final class SystemColorsTests: XCTestCase {
  private func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha255: Int = 255) -> RGBAColor {
    RGBAColor(red255: r, green255: g, blue255: b, alpha: Double(alpha255) / 255)
  }

  func testHIGValuesForAllFourAppearances() throws {
    let red = try XCTUnwrap(SystemColors.color(named: "systemRed"))
    XCTAssertEqual(red.resolved(for: .light), rgb(255, 59, 48))
    XCTAssertEqual(red.resolved(for: .dark), rgb(255, 69, 58))
    XCTAssertEqual(red.resolved(for: .lightHighContrast), rgb(215, 0, 21))
    XCTAssertEqual(red.resolved(for: .darkHighContrast), rgb(255, 105, 97))
    let blue = try XCTUnwrap(SystemColors.color(named: "systemBlue"))
    XCTAssertEqual(blue.resolved(for: .lightHighContrast), rgb(0, 64, 221))
    XCTAssertEqual(SystemColors.color(named: "systemGray6")?.resolved(for: .darkHighContrast), rgb(36, 36, 38))
    XCTAssertEqual(SystemColors.color(named: "systemMint")?.resolved(for: .dark), rgb(99, 230, 226))
    XCTAssertEqual(SystemColors.color(named: "secondaryLabel")?.resolved(for: .light), rgb(60, 60, 67, 153))
    XCTAssertEqual(SystemColors.color(named: "label")?.resolved(for: .darkHighContrast), .white)
    XCTAssertEqual(SystemColors.color(named: "systemBackground")?.resolved(for: .dark), .black)
  }

  func testEveryListedNameExists() {
    let names = [
      "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
      "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
      "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel",
      "quaternaryLabel", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
      "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
      "separator", "opaqueSeparator", "link", "placeholderText", "systemFill", "secondarySystemFill",
      "tertiarySystemFill", "quaternarySystemFill",
    ]
    for name in names {
      XCTAssertNotNil(SystemColors.uiKitColor(named: name), name)
    }
    // Tinted system colors really differ per appearance.
    for name in names.prefix(12) {
      let color = SystemColors.uiKitColor(named: name)?.color
      XCTAssertEqual(Set(Appearance.allCases.compactMap { color?.resolved(for: $0) }).count, 4, name)
    }
  }

  func testLookupStripsPrefixesAndIgnoresCase() {
    let systemBlue = SystemColors.color(named: "systemBlue")
    XCTAssertNotNil(systemBlue)
    for spelling in ["UIColor.systemBlue", ".systemBlue", "SYSTEMBLUE", "systemBlueColor", "UIKit.UIColor.systemBlue",
                     "Color.blue", "SwiftUI.Color.blue", ".blue", "blue", "accentColor", "Color.accentColor"] {
      XCTAssertEqual(SystemColors.color(named: spelling), systemBlue, spelling)
    }
    XCTAssertEqual(SystemColors.color(named: "Color.primary"), SystemColors.color(named: "label"))
    XCTAssertEqual(SystemColors.color(named: ".secondary"), SystemColors.color(named: "secondaryLabel"))
    XCTAssertEqual(SystemColors.color(named: "labelColor"), SystemColors.color(named: "label"))
    XCTAssertEqual(SystemColors.color(named: "Color.clear")?.light.alpha, 0)
    XCTAssertNil(SystemColors.color(named: "systemChartreuse"))
    XCTAssertNil(SystemColors.color(named: "UIColor."))
  }

  func testUIKitAndSwiftUINamesDiffer() {
    // UIColor.red is pure red; SwiftUI's Color.red is systemRed. Same for gray.
    XCTAssertEqual(SystemColors.color(named: "UIColor.red")?.light, RGBAColor(red: 1, green: 0, blue: 0))
    XCTAssertEqual(SystemColors.color(named: "Color.red")?.light, rgb(255, 59, 48))
    XCTAssertEqual(SystemColors.color(named: "red", namespace: .uiKit)?.light, RGBAColor(red: 1, green: 0, blue: 0))
    XCTAssertEqual(SystemColors.color(named: "UIColor.gray")?.light, RGBAColor(white: 0.5))
    XCTAssertEqual(SystemColors.color(named: "Color.gray")?.light, rgb(142, 142, 147))
    XCTAssertEqual(SystemColors.color(named: "UIColor.white")?.light, .white)
    XCTAssertEqual(SystemColors.color(named: "Color.black")?.resolved(for: .dark), .black)
  }

  func testHighContrastFallbackIsDocumented() throws {
    let link = try XCTUnwrap(SystemColors.uiKitColor(named: "link"))
    XCTAssertFalse(link.hasPublishedHighContrastValue)
    XCTAssertEqual(link.color.resolved(for: .darkHighContrast), link.color.resolved(for: .dark))
    XCTAssertTrue(try XCTUnwrap(SystemColors.uiKitColor(named: "systemRed")).hasPublishedHighContrastValue)
  }
}
