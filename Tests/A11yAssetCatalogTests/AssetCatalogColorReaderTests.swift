import A11yAssetCatalog
import A11yCore
import Foundation
import XCTest

final class AssetCatalogColorReaderTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    if let root { try? FileManager.default.removeItem(at: root) }
  }

  /// Writes `json` to `<root>/<relativeFolder>/Contents.json`.
  private func write(_ relativeFolder: String, _ json: String) throws {
    let folder = root.appendingPathComponent(relativeFolder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
  }

  private func rgb(_ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> RGBAColor {
    RGBAColor(red255: r, green255: g, blue255: b, alpha: alpha)
  }

  private static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

  private func colorJSON(_ space: String, _ components: String, appearances: String? = nil, idiom: String = "universal") -> String {
    let appearancePart = appearances.map { #""appearances" : [ \#($0) ], "# } ?? ""
    return #"{ \#(appearancePart)"color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "\#(idiom)" }"#
  }

  private static let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
  private static let high = #"{ "appearance" : "contrast", "value" : "high" }"#

  func testReadsAllAppearancesAndComponentForms() throws {
    try write("App/Assets.xcassets", #"{ \#(Self.info) }"#)
    try write("App/Assets.xcassets/Brand.colorset", """
      { "colors" : [
        \(colorJSON("srgb", #""red" : "0x80", "green" : "128", "blue" : "0.502", "alpha" : "1.000""#)),
        \(colorJSON("srgb", #""red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "0.500""#, appearances: Self.dark)),
        \(colorJSON("srgb", #""red" : 0, "green" : 0, "blue" : 255, "alpha" : 1"#, appearances: Self.high)),
        \(colorJSON("srgb", #""red" : "255", "green" : "255", "blue" : "0", "alpha" : "1""#, appearances: Self.dark + ", " + Self.high))
      ], \(Self.info) }
      """)
    let catalog = NamedColorCatalog.load(from: root)
    XCTAssertEqual(catalog.problems, [])
    let brand = try XCTUnwrap(catalog["Brand"])
    XCTAssertEqual(brand.resolved(for: .light).hexString, "#808080")
    XCTAssertEqual(brand.resolved(for: .dark), RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    XCTAssertEqual(brand.resolved(for: .lightHighContrast), rgb(0, 0, 255))
    XCTAssertEqual(brand.resolved(for: .darkHighContrast), rgb(255, 255, 0))
    XCTAssertEqual(catalog.filePath(of: "Brand"), root.appendingPathComponent("App/Assets.xcassets/Brand.colorset/Contents.json").standardizedFileURL.path)
  }

  func testFallbacksWhenVariantsAreMissing() throws {
    try write("Assets.xcassets/OnlyDark.colorset", """
      { "colors" : [
        \(colorJSON("srgb", #""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)),
        \(colorJSON("srgb", #""red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "1.000""#, appearances: Self.dark))
      ] }
      """)
    let color = try XCTUnwrap(NamedColorCatalog.load(from: root)["OnlyDark"])
    XCTAssertEqual(color.resolved(for: .darkHighContrast), .white)  // high contrast → normal dark
    XCTAssertEqual(color.resolved(for: .lightHighContrast), .black)
    XCTAssertNil(color.lightHighContrast)
  }

  func testColorSpacesAndGray() throws {
    try write("Assets.xcassets/P3.colorset", """
      { "colors" : [ \(colorJSON("display-p3", #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)) ] }
      """)
    try write("Assets.xcassets/Gray.colorset", """
      { "colors" : [ \(colorJSON("gray-gamma-22", #""white" : "0.500", "alpha" : "0.250""#)) ] }
      """)
    try write("Assets.xcassets/ExtGray.colorset", """
      { "colors" : [ \(colorJSON("extended-gray", #""white" : "1.000", "alpha" : "1.000""#)) ] }
      """)
    try write("Assets.xcassets/Extended.colorset", """
      { "colors" : [ \(colorJSON("extended-srgb", #""red" : "1.200", "green" : "-0.100", "blue" : "0.000", "alpha" : "1.000""#)) ] }
      """)
    let catalog = NamedColorCatalog.load(from: root)
    XCTAssertEqual(catalog.problems, [])
    XCTAssertEqual(try XCTUnwrap(catalog["P3"]).light.red, 1.093066, accuracy: 1e-5)
    let gray = try XCTUnwrap(catalog["Gray"]).light
    XCTAssertEqual(gray.green, 0.503867, accuracy: 1e-5)
    XCTAssertEqual(gray.alpha, 0.25)
    XCTAssertEqual(catalog["ExtGray"]?.light.isApproximatelyEqual(to: .white, tolerance: 1e-9), true)
    XCTAssertEqual(catalog["Extended"]?.light.green, -0.1)
  }

  func testSystemColorReferencesResolvePerAppearance() throws {
    try write("Assets.xcassets/Accent.colorset", """
      { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" } ] }
      """)
    let catalog = NamedColorCatalog.load(from: root)
    let accent = try XCTUnwrap(catalog.namedColor("Accent"))
    XCTAssertEqual(accent.systemReference, "systemBlueColor")
    XCTAssertEqual(accent.color.resolved(for: .light), rgb(0, 122, 255))
    XCTAssertEqual(accent.color.resolved(for: .dark), rgb(10, 132, 255))
    XCTAssertEqual(accent.color.resolved(for: .lightHighContrast), rgb(0, 64, 221))
    XCTAssertEqual(accent.color.resolved(for: .darkHighContrast), rgb(64, 156, 255))
  }

  func testNamespacesPrefixNames() throws {
    try write("Assets.xcassets/Brand", #"{ "properties" : { "provides-namespace" : true }, \#(Self.info) }"#)
    try write("Assets.xcassets/Brand/Primary.colorset", """
      { "colors" : [ \(colorJSON("srgb", #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)) ] }
      """)
    try write("Assets.xcassets/Brand/Inner", #"{ "properties" : { "provides-namespace" : true } }"#)
    try write("Assets.xcassets/Brand/Inner/Deep.colorset", """
      { "colors" : [ \(colorJSON("srgb", #""red" : "0.000", "green" : "1.000", "blue" : "0.000", "alpha" : "1.000""#)) ] }
      """)
    try write("Assets.xcassets/Plain", #"{ \#(Self.info) }"#)
    try write("Assets.xcassets/Plain/Loose.colorset", """
      { "colors" : [ \(colorJSON("srgb", #""red" : "0.000", "green" : "0.000", "blue" : "1.000", "alpha" : "1.000""#)) ] }
      """)
    let catalog = NamedColorCatalog.load(from: root)
    XCTAssertEqual(catalog.names, ["Brand/Inner/Deep", "Brand/Primary", "Loose"])
    XCTAssertEqual(catalog["brand/primary"]?.light, rgb(255, 0, 0))  // case-insensitive fallback
  }

  func testImageSetsAreNamedAndTemplatesKnown() throws {
    try write("Assets.xcassets/GPS.imageset", #"{ "images" : [ { "filename" : "GPS.png", "idiom" : "universal", "scale" : "1x" } ], \#(Self.info) }"#)
    try write("Assets.xcassets/Icons", #"{ "properties" : { "provides-namespace" : true } }"#)
    try write("Assets.xcassets/Icons/bell.imageset", #"{ "images" : [ ], \#(Self.info), "properties" : { "template-rendering-intent" : "template" } }"#)
    try write("Assets.xcassets/photo.imageset", #"{ "images" : [ ], "properties" : { "template-rendering-intent" : "original" } }"#)
    try write("Assets.xcassets/broken.imageset", #"{ "properties" : { "template-rendering-intent" : "#)
    let catalog = NamedColorCatalog.load(from: root)
    XCTAssertEqual(catalog.imageNames, ["GPS", "Icons/bell", "photo", "broken"])
    XCTAssertEqual(catalog.templateImageNames, ["Icons/bell"])
  }

  func testMalformedFilesBecomeProblemsNotFailures() throws {
    try write("Assets.xcassets/Good.colorset", """
      { "colors" : [ \(colorJSON("srgb", #""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)) ] }
      """)
    try write("Assets.xcassets/Broken.colorset", #"{ "colors" : [ "#)
    try write("Assets.xcassets/Empty.colorset", #"{ "info" : { "version" : 1 } }"#)
    try write("Assets.xcassets/BadSpace.colorset", """
      { "colors" : [ \(colorJSON("cmyk", #""red" : "0.000", "green" : "0.000", "blue" : "0.000""#)) ] }
      """)
    try write("Assets.xcassets/BadComponent.colorset", """
      { "colors" : [ \(colorJSON("srgb", #""red" : "lots", "green" : "0.000", "blue" : "0.000""#)) ] }
      """)
    try write("Assets.xcassets/Missing.colorset", """
      { "colors" : [ \(colorJSON("srgb", #""red" : "0.000", "green" : "0.000""#)) ] }
      """)
    try write("Assets.xcassets/UnknownRef.colorset", """
      { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemChartreuseColor" }, "idiom" : "universal" } ] }
      """)
    try write("Assets.xcassets/DarkOnly.colorset", """
      { "colors" : [ \(colorJSON("srgb", #""red" : "1", "green" : "1", "blue" : "1", "alpha" : "1.000""#, appearances: Self.dark)) ] }
      """)
    // A color set folder with no Contents.json at all.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Assets.xcassets/NoFile.colorset"), withIntermediateDirectories: true)

    let catalog = NamedColorCatalog.load(from: root)
    XCTAssertEqual(catalog.names, ["Good"])
    let byFolder = Dictionary(grouping: catalog.problems) {
      URL(fileURLWithPath: $0.filePath).deletingLastPathComponent().lastPathComponent
    }
    XCTAssertEqual(Set(byFolder.keys), [
      "Broken.colorset", "Empty.colorset", "BadSpace.colorset", "BadComponent.colorset", "Missing.colorset",
      "UnknownRef.colorset", "DarkOnly.colorset", "NoFile.colorset",
    ])
    XCTAssertTrue(byFolder["BadSpace.colorset"]?.first?.message.contains("cmyk") == true)
    XCTAssertTrue(byFolder["BadComponent.colorset"]?.first?.message.contains("'red'") == true)
    XCTAssertTrue(byFolder["Missing.colorset"]?.first?.message.contains("missing component 'blue'") == true)
    XCTAssertTrue(byFolder["UnknownRef.colorset"]?.first?.message.contains("systemChartreuseColor") == true)
    XCTAssertTrue(byFolder["DarkOnly.colorset"]?.first?.message.contains("light/any") == true)
    for problem in catalog.problems {
      XCTAssertFalse(problem.message.contains("\n"), "one-line message: \(problem)")
      XCTAssertTrue(problem.description.hasPrefix(problem.filePath))
    }
  }

  func testDuplicateNamesAcrossCatalogsAreReported() throws {
    let json = """
      { "colors" : [ \(colorJSON("srgb", #""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)) ] }
      """
    try write("A/First.xcassets/Tint.colorset", json)
    try write("B/Second.xcassets/Tint.colorset", json)
    let catalog = NamedColorCatalog.load(from: root)
    XCTAssertEqual(catalog.names, ["Tint"])
    XCTAssertTrue(catalog.filePath(of: "Tint")?.contains("First.xcassets") == true)
    XCTAssertEqual(catalog.problems.count, 1)
    XCTAssertTrue(catalog.problems.first?.message.contains("duplicate color name 'Tint'") == true)
  }

  func testIdiomPreferenceAndXcassetsAsRoot() throws {
    try write("Assets.xcassets/Picky.colorset", """
      { "colors" : [
        \(colorJSON("srgb", #""red" : "0.000", "green" : "0.000", "blue" : "1.000", "alpha" : "1.000""#, idiom: "mac")),
        \(colorJSON("srgb", #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#, idiom: "universal")),
        \(colorJSON("srgb", #""red" : "0.000", "green" : "1.000", "blue" : "0.000", "alpha" : "1.000""#, idiom: "iphone"))
      ] }
      """)
    let catalog = NamedColorCatalog.load(from: root.appendingPathComponent("Assets.xcassets"))
    XCTAssertEqual(catalog["Picky"]?.light, rgb(0, 255, 0))
  }

  /// The deprecated grouped-table background is a known reference (KeePassium's `ListBackground`):
  /// read as the grouped background, with no warning.
  func testDeprecatedGroupTableViewBackgroundReference() {
    let result = AssetCatalogColorReader.parseColorSet(Data("""
      { "colors" : [ { "idiom" : "universal", "color" : { "reference" : "groupTableViewBackgroundColor" } } ] }
      """.utf8), filePath: "x")
    XCTAssertEqual(result.problems, [])
    XCTAssertEqual(result.color?.light, rgb(242, 242, 247))
    XCTAssertEqual(result.systemReference, "groupTableViewBackgroundColor")
  }

  func testComponentStringForms() {
    let parse = { (text: String) in
      AssetCatalogColorReader.parseColorSet(Data("""
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : \(text), "green" : "0", "blue" : "0" } } } ] }
        """.utf8), filePath: "x").color?.light.red
    }
    XCTAssertEqual(parse(#""0.500""#) ?? -1, 0.5, accuracy: 1e-12)
    XCTAssertEqual(parse(#""128""#) ?? -1, 128.0 / 255.0, accuracy: 1e-12)
    XCTAssertEqual(parse(#""0xFF""#) ?? -1, 1, accuracy: 1e-12)
    XCTAssertEqual(parse(#""0X80""#) ?? -1, 128.0 / 255.0, accuracy: 1e-12)
    XCTAssertEqual(parse("0.25") ?? -1, 0.25, accuracy: 1e-12)
    XCTAssertEqual(parse("51") ?? -1, 0.2, accuracy: 1e-12)
    XCTAssertNil(parse(#""0x1FF""#))
    XCTAssertNil(parse(#""300""#))
  }
}
