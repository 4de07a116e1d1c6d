import A11yCore
@testable import A11ySwiftSource
import Testing

struct ColorResolverTests {
  static let project = ProjectIndex(namedColors: [
    "BrandAccent": DynamicColor(light: RGBAColor(red255: 0x8A, green255: 0x4B, blue255: 0x14), dark: RGBAColor(red255: 0x5C, green255: 0x3A, blue255: 0x1E)),
    "brand-red": DynamicColor(RGBAColor(red255: 200, green255: 0, blue255: 0)),
    "Theme/CardBackground": DynamicColor(RGBAColor(red255: 0xFF, green255: 0xF8, blue255: 0xF0)),
    // Only `"reference": "secondaryLabelColor"`: the system color's values in every appearance.
    "AuxiliaryText": SystemColors.uiKitColor(named: "secondaryLabel")!.color,
    "FixedGrey": DynamicColor(SystemColors.uiKitColor(named: "secondaryLabel")!.color.resolved(for: .light)),
  ])

  /// An asset that is exactly a semantic system color adapts as that color does (round 11, KeePassium).
  @Test func assetsReferencingSemanticSystemColorsAreSemantic() {
    #expect(resolve("UIColor(named: \"AuxiliaryText\")")?.isSemanticSystemColor == true)
    #expect(resolve("Color(\"AuxiliaryText\")")?.isSemanticSystemColor == true)
    #expect(resolve("UIColor(named: \"FixedGrey\")")?.isSemanticSystemColor == false)
    #expect(resolve("Color(\"BrandAccent\")")?.isSemanticSystemColor == false)
  }

  /// Resolves the value of `let probe = <expression>` written in `source` (declarations may precede it).
  func resolve(_ expression: String, prelude: String = "", namespace: ColorNamespace = .automatic) -> ResolvedColor? {
    let source = prelude + "\nlet probe = " + expression
    let model = SwiftSourceAnalyzer.model(source: source, path: "Probe.swift")
    guard let value = model.constant(named: "probe", in: nil) else { return nil }
    return ColorResolver(project: Self.project, file: model).resolve(value, in: nil, namespace: namespace)
  }

  /// Where a `ShapeStyle` is taken (`.foregroundStyle(.secondary)`), a system member's name is the
  /// system's whatever a project's `Color` extension declares; the project's own `ShapeStyle`
  /// members, asset symbols and the app's accent are found as before.
  @Test func aBareMemberGivenAsAShapeStyleIsLookedUpOnShapeStyle() {
    let prelude = "extension Color { static let secondary = Color(white: 0.85); static let blue = Color(red: 0.36, green: 0.42, blue: 0.75) }\nextension ShapeStyle where Self == Color { static var brand: Color { Color(\"BrandAccent\") } }"
    let model = SwiftSourceAnalyzer.model(source: prelude, path: "Theme.swift")
    let resolver = ColorResolver(project: Self.project, file: model)
    func shapeStyle(_ name: String) -> String? {
      resolver.resolve(ExpressionInfo(kind: .member(base: nil, name: name), text: "." + name, start: .init(line: 1, column: 1, utf8Offset: 0), end: .init(line: 1, column: 1, utf8Offset: 0)),
                       in: nil, namespace: .swiftUI, asShapeStyle: true)?.color.resolved(for: .light).hexString
    }
    func color(_ name: String) -> String? {
      resolver.resolve(ExpressionInfo(kind: .member(base: nil, name: name), text: "." + name, start: .init(line: 1, column: 1, utf8Offset: 0), end: .init(line: 1, column: 1, utf8Offset: 0)),
                       in: nil, namespace: .swiftUI)?.color.resolved(for: .light).hexString
    }
    #expect(color("blue") == "#5C6BBF")
    #expect(shapeStyle("blue") == SystemColors.systemColor(named: "blue", namespace: .swiftUI)?.color.resolved(for: .light).hexString)
    #expect(shapeStyle("secondary") != color("secondary"))
    #expect(shapeStyle("brand") == "#8A4B14")
    #expect(shapeStyle("accent") == color("accent"))
    #expect(shapeStyle("accentColor") == color("accentColor"))
  }

  func hex(_ expression: String, _ appearance: Appearance = .light, prelude: String = "", namespace: ColorNamespace = .automatic) -> String? {
    resolve(expression, prelude: prelude, namespace: namespace)?.color.resolved(for: appearance).hexString
  }

  @Test func assetColors() {
    #expect(hex("Color(\"BrandAccent\")") == "#8A4B14")
    #expect(hex("Color(\"BrandAccent\")", .dark) == "#5C3A1E")
    #expect(hex("UIColor(named: \"BrandAccent\")!") == "#8A4B14")
    #expect(hex("UIColor(named: \"BrandAccent\", in: nil, compatibleWith: nil)") == "#8A4B14")
    #expect(hex("Color(\"Theme/CardBackground\")") == "#FFF8F0")
    // Xcode finds a namespaced color only by its full name.
    #expect(hex("Color(\"CardBackground\")") == nil)
    #expect(hex("Color(\"Missing\")") == nil)
  }

  @Test func generatedAssetSymbols() {
    #expect(ColorResolver.generatedSymbols(forAssetNamed: "brand-red") == ["brandRed"])
    #expect(ColorResolver.generatedSymbols(forAssetNamed: "BrandRed") == ["brandRed"])
    #expect(ColorResolver.generatedSymbols(forAssetNamed: "Brand Red") == ["brandRed"])
    #expect(ColorResolver.generatedSymbols(forAssetNamed: "AccentColor") == ["accentColor", "accent"])
    #expect(ColorResolver.generatedSymbols(forAssetNamed: "URLBlue") == ["urlBlue"])
    #expect(hex("Color.brandRed") == "#C80000")
    #expect(hex("UIColor.brandRed") == "#C80000")
    #expect(hex(".brandRed") == "#C80000")
    #expect(hex(".brandAccent", .dark) == "#5C3A1E")
    #expect(hex(".cardBackground") == "#FFF8F0")
    // Through the resource initializers (mangomDex's `UIColor(resource: .magBorder)`).
    #expect(hex("UIColor(resource: .brandRed)") == "#C80000")
    #expect(hex("Color(.brandAccent)", .dark) == "#5C3A1E")
    #expect(hex("UIColor(resource: .missingColor)") == nil)
  }

  /// Xcode generates no symbol that would shadow a system color: with an asset named `Primary`,
  /// SwiftUI's `.primary` is still the system's (Harbour), while `UIColor`, which has no `primary`,
  /// gets the asset's.
  @Test func assetSymbolsNeverShadowSystemColors() {
    let project = ProjectIndex(namedColors: ["Primary": DynamicColor(RGBAColor(red255: 0x38, green255: 0x5B, blue255: 0xEF))])
    func hex(_ expression: String, namespace: ColorNamespace) -> String? {
      let model = SwiftSourceAnalyzer.model(source: "let probe = " + expression, path: "Probe.swift")
      guard let value = model.constant(named: "probe", in: nil) else { return nil }
      return ColorResolver(project: project, file: model).resolve(value, in: nil, namespace: namespace)?.color.resolved(for: .light).hexString
    }
    #expect(hex(".primary", namespace: .swiftUI) == "#000000")
    #expect(hex("Color.primary", namespace: .automatic) == "#000000")
    #expect(hex("UIColor.primary", namespace: .automatic) == "#385BEF")
  }

  @Test func componentInitializers() {
    #expect(hex("Color(red: 0.75, green: 0.75, blue: 0.75)") == "#BFBFBF")
    #expect(hex("Color(red: 1, green: 0, blue: 0, opacity: 0.5)") == "#FF000080")
    #expect(hex("UIColor(red: 138/255, green: 75 / 255, blue: 20/255, alpha: 1)") == "#8A4B14")
    #expect(hex("Color(white: 0.5)") == "#808080")
    #expect(hex("Color(hue: 0, saturation: 1, brightness: 1)") == "#FF0000")
    #expect(hex("Color(hue: 1.0 / 3.0, saturation: 1, brightness: 0.5)") == "#008000")
    #expect(hex("UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)") != nil)
    #expect(hex("Color(.displayP3, red: 1, green: 0, blue: 0)") == hex("UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)"))
    // UIKit's white is extended gray with a 2.2 gamma, not an sRGB gray.
    #expect(hex("UIColor(white: 0.5, alpha: 1)") != nil)
    #expect(hex("Color(red: r, green: 0, blue: 0)") == nil)
  }

  @Test func opacityAndAlpha() {
    #expect(resolve("Color.red.opacity(0.5)")?.color.light.alpha == 0.5)
    #expect(resolve("Color(\"BrandAccent\").opacity(0.25)")?.color.dark?.alpha == 0.25)
    #expect(resolve("UIColor.black.withAlphaComponent(0.3)")?.color.light.alpha == 0.3)
    #expect(resolve("Color.red.opacity(amount)") == nil)
  }

  @Test func systemColorsAreNamespaceAware() {
    // SwiftUI's `.red` is systemRed; UIKit's `.red` is pure red.
    #expect(hex("Color.red") == "#FF3B30")
    #expect(hex("UIColor.red") == "#FF0000")
    #expect(hex(".red", namespace: .uiKit) == "#FF0000")
    #expect(hex(".red", namespace: .swiftUI) == "#FF3B30")
    #expect(hex("Color(uiColor: .red)") == "#FF0000")
    #expect(hex("Color(.systemRed)") == "#FF3B30")
    #expect(hex("UIColor.systemBackground", .dark) == "#000000")
    #expect(resolve("Color(.secondaryLabel)")?.isSemanticSystemColor == true)
    #expect(resolve("Color.red")?.isSemanticSystemColor == false)
    #expect(hex("UIColor.label.cgColor") == "#000000")
    #expect(hex("UIColor(white: 1, alpha: 1).cgColor") == "#FFFFFF")
    // Swift 2's spelling (getontrip's field borders).
    #expect(hex("UIColor(white: 1, alpha: 1).CGColor") == "#FFFFFF")
    #expect(hex("UIColor.redColor().CGColor") == hex("UIColor.redColor()"))
  }

  @Test func hexInitializers() {
    #expect(hex("Color(hex: \"#8A4B14\")") == "#8A4B14")
    #expect(hex("Color(hex: \"8A4B14\")") == "#8A4B14")
    #expect(hex("UIColor(hex: 0x8A4B14)") == "#8A4B14")
    #expect(hex("UIColor(rgb: 0xFF0000, alpha: 0.5)") == "#FF000080")
    #expect(hex("UIColor.fromHex(\"#00FF00\")") == "#00FF00")
    #expect(hex("Color(hex: hexValue)") == nil)
    let model = SwiftSourceAnalyzer.model(source: "let probe = Color(brandHex: \"#123456\")", path: "P.swift")
    let custom = ColorResolver(project: .empty, file: model, hexLabels: ["brandHex"])
    #expect(custom.resolve(model.constant(named: "probe", in: nil)!, in: nil)?.color.light.hexString == "#123456")
  }

  @Test func projectConstants() {
    let prelude = """
      extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.6) }
      extension UIColor { static let ink = UIColor(white: 0, alpha: 1) }
      enum Theme { static let accent = Color.brand }
      let cardColor = Color("BrandAccent")
      """
    #expect(hex("Color.brand", prelude: prelude) == "#336699")
    #expect(hex(".brand", prelude: prelude) == "#336699")
    #expect(hex("UIColor.ink", prelude: prelude) == "#000000")
    #expect(hex("Theme.accent", prelude: prelude) == "#336699")
    #expect(hex("cardColor", prelude: prelude) == "#8A4B14")
    #expect(hex("cardColor.opacity(0.5)", prelude: prelude) == "#8A4B1480")
  }

  @Test func conditionalColorsAreNotOneColor() {
    #expect(resolve("isOn ? Color.green : Color.red") == nil)
    let model = SwiftSourceAnalyzer.model(source: "let probe = a && b ? Color.green : Color.red", path: "P.swift")
    guard case .ternary(let condition, let first, let second)? = model.constant(named: "probe", in: nil)?.kind else {
      Issue.record("expected a ternary")
      return
    }
    #expect(condition.text == "a && b")
    #expect(first.text == "Color.green")
    #expect(second.text == "Color.red")
  }

  /// A file sees the catalogs in its folder and above it (its target's), or every catalog when
  /// none is; a name they define differently is left out.
  @Test func aFileSeesTheCatalogsOnItsPath() {
    let red = DynamicColor(RGBAColor(red255: 200, green255: 0, blue255: 0))
    let blue = DynamicColor(RGBAColor(red255: 0, green255: 0, blue255: 200))
    let project = ProjectIndex(colorCatalogs: [
      ScopedColorCatalog(folder: "App", catalogPath: "App/Assets.xcassets", colors: ["Accent": red, "Card": red]),
      ScopedColorCatalog(folder: "App/Widget", catalogPath: "App/Widget/Assets.xcassets", colors: ["Accent": blue, "위젯": blue]),
      ScopedColorCatalog(folder: "Share", catalogPath: "Share/Colors.xcassets", colors: ["Accent": blue]),
    ])
    #expect(project.namedColors(forFileAt: "App/Home/HomeView.swift") == ["Accent": red, "Card": red])
    // The widget sees its own catalog and the app's: "Accent" is red in one and blue in the other.
    #expect(project.namedColors(forFileAt: "App/Widget/WidgetView.swift") == ["Card": red, "위젯": blue])
    #expect(project.namedColors(forFileAt: "Share/ShareView.swift") == ["Accent": blue])
    // Shared code sees every catalog.
    #expect(project.namedColors(forFileAt: "Shared/Theme.swift") == ["Card": red, "위젯": blue])
    // A folder whose name only starts like a catalog's is not inside it.
    #expect(project.namedColors(forFileAt: "AppKit/Theme.swift") == ["Card": red, "위젯": blue])
  }
}
