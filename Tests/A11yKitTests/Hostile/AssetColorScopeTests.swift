import A11yCore
@testable import A11yKit
import A11ySwiftSource
import Foundation
import Testing

/// Asset colors: found from the project root, kept with their catalog's folder, named exactly.
struct AssetColorScopeTests {
  static func colorset(_ hex: String) -> String {
    let r = hex.prefix(2), g = hex.dropFirst(2).prefix(2), b = hex.dropFirst(4).prefix(2)
    return #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x\#(r)","green":"0x\#(g)","blue":"0x\#(b)","alpha":"1.000"}}}]}"#
  }

  /// Gray text on a named background: fails 3:1 on white-ish backgrounds, passes on black.
  static func view(background: String) -> String {
    "import SwiftUI\nstruct A: View { var body: some View { Text(\"Price\").foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6)).background(Color(\"\(background)\")) } }\n"
  }

  func contrastFindings(_ result: CommandResult) -> [String] {
    (jsonObject(result.standardOutput)["findings"] as? [[String: Any]] ?? [])
      .filter { $0["rule"] as? String == "color-text-contrast" }.compactMap { $0["file"] as? String }
  }

  @Test func oneFileOrASubfolderStillSeesTheProjectsCatalogs() {
    let folder = TemporaryFolder()
    folder.mkdir("App.xcodeproj")
    folder.write("App/Resources/Assets.xcassets/Card.colorset/Contents.json", Self.colorset("FFFFFF"))
    folder.write("App/Views/Price.swift", Self.view(background: "Card"))
    let whole = folder.run("lint", "--format", "json", "App")
    #expect(contrastFindings(whole) == ["App/Views/Price.swift"])
    for path in ["App/Views", "App/Views/Price.swift"] {
      #expect(contrastFindings(folder.run("lint", "--format", "json", path)) == ["App/Views/Price.swift"], "\(path)")
    }
  }

  @Test func sameNamedColorsStayWithTheirTargetAndAmbiguityIsSaid() {
    let folder = TemporaryFolder()
    folder.write("App/Assets.xcassets/Card.colorset/Contents.json", Self.colorset("FFFFFF"))
    folder.write("Widget/Assets.xcassets/Card.colorset/Contents.json", Self.colorset("000000"))
    folder.write("App/Price.swift", Self.view(background: "Card"))
    folder.write("Widget/Price.swift", Self.view(background: "Card"))
    folder.write("Shared/Price.swift", Self.view(background: "Card"))
    let result = folder.run("lint", "--format", "json", ".")
    // The app's white card fails; the widget's black one passes; shared code can't tell.
    #expect(contrastFindings(result) == ["App/Price.swift"])
    #expect(result.standardError.contains("color 'Card' differs between App/Assets.xcassets and Widget/Assets.xcassets"))
  }

  @Test func aBareNameDoesNotMatchANamespacedColor() {
    let folder = TemporaryFolder()
    folder.write("Assets.xcassets/Theme/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
    folder.write("Assets.xcassets/Theme/Card.colorset/Contents.json", Self.colorset("FFFFFF"))
    folder.write("Bare.swift", Self.view(background: "Card"))
    folder.write("Full.swift", Self.view(background: "Theme/Card"))
    #expect(contrastFindings(folder.run("lint", "--format", "json", ".")) == ["Full.swift"])
  }
}
