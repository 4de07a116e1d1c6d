import A11yCore
import XCTest

final class DynamicColorTests: XCTestCase {
  private let any = RGBAColor(red: 0.1, green: 0.2, blue: 0.3)
  private let dark = RGBAColor(red: 0.9, green: 0.8, blue: 0.7)
  private let highContrast = RGBAColor(red: 0, green: 0, blue: 0.5)

  func testFallbacks() {
    let onlyAny = DynamicColor(any)
    for appearance in Appearance.allCases {
      XCTAssertEqual(onlyAny.resolved(for: appearance), any)
    }
    XCTAssertFalse(onlyAny.isDynamic)

    let withDark = DynamicColor(light: any, dark: dark)
    XCTAssertEqual(withDark.resolved(for: .dark), dark)
    XCTAssertEqual(withDark.resolved(for: .darkHighContrast), dark)  // high contrast → normal
    XCTAssertEqual(withDark.resolved(for: .lightHighContrast), any)
    XCTAssertTrue(withDark.isDynamic)
    XCTAssertFalse(withDark.hasHighContrastVariant)

    let withHighContrast = DynamicColor(light: any, lightHighContrast: highContrast)
    XCTAssertEqual(withHighContrast.resolved(for: .lightHighContrast), highContrast)
    XCTAssertEqual(withHighContrast.resolved(for: .darkHighContrast), any)  // dark → any
    XCTAssertNil(withHighContrast.explicitValue(for: .dark))
    XCTAssertTrue(withHighContrast.hasHighContrastVariant)
  }

  func testValuesInitializerNeedsLight() {
    XCTAssertNil(DynamicColor(values: [.dark: dark]))
    let color = DynamicColor(values: [.light: any, .darkHighContrast: highContrast])
    XCTAssertEqual(color?.resolved(for: .darkHighContrast), highContrast)
    XCTAssertEqual(color?.resolved(for: .dark), any)
  }

  func testAppearanceProperties() {
    XCTAssertTrue(Appearance.darkHighContrast.isDark)
    XCTAssertTrue(Appearance.darkHighContrast.isHighContrast)
    XCTAssertFalse(Appearance.dark.isHighContrast)
    XCTAssertEqual(Appearance.lightHighContrast.normalContrast, .light)
  }
}
