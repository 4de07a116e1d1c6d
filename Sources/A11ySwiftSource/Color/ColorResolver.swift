import A11yCore

/// A color the resolver could prove from source, in every appearance.
public struct ResolvedColor: Sendable, Hashable {
  public var color: DynamicColor
  /// A system color whose value Apple adapts to the context (label, secondaryLabel,
  /// systemBackground, `.primary`...), as opposed to a fixed hue such as systemRed.
  public var isSemanticSystemColor: Bool

  public init(color: DynamicColor, isSemanticSystemColor: Bool = false) {
    self.color = color
    self.isSemanticSystemColor = isSemanticSystemColor
  }

  /// The color with its opacity multiplied by `factor` in every appearance.
  public func multiplyingOpacity(by factor: Double) -> ResolvedColor {
    ResolvedColor(color: color.mapped { $0.withAlpha($0.alpha * factor) }, isSemanticSystemColor: isSemanticSystemColor)
  }

  /// The color with its opacity set to `alpha` in every appearance.
  public func settingOpacity(_ alpha: Double) -> ResolvedColor {
    ResolvedColor(color: color.mapped { $0.withAlpha(alpha) }, isSemanticSystemColor: isSemanticSystemColor)
  }
}

extension DynamicColor {
  /// Applies `transform` to the value stored for each appearance.
  func mapped(_ transform: (RGBAColor) -> RGBAColor) -> DynamicColor {
    DynamicColor(
      light: transform(light), dark: dark.map(transform), lightHighContrast: lightHighContrast.map(transform),
      darkHighContrast: darkHighContrast.map(transform))
  }

  /// The appearances in which this color may differ: light always, the others when defined.
  var definedAppearances: Set<Appearance> {
    var result: Set<Appearance> = [.light]
    for appearance in Appearance.allCases where explicitValue(for: appearance) != nil { result.insert(appearance) }
    return result
  }
}

/// Turns a color expression from SwiftUI or UIKit source into a ``DynamicColor``, or nil when the
/// value can't be proven (a variable, a function call, a color that depends on state).
///
/// Resolved forms: asset colors (`Color("Name")`, `UIColor(named:)`, the symbols Xcode generates
/// for them: `.brandRed`, `Color.brandRed`, `UIColor.brandRed`), component initializers
/// (`Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:)`,
/// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `UIColor(displayP3Red:...)`),
/// `Color(uiColor:)`, `.opacity(_:)`, `withAlphaComponent(_:)`, `.cgColor`, system colors (SwiftUI's
/// `Color.red` is systemRed, UIKit's `UIColor.red` is pure red), constants declared in the same
/// file (`extension Color { static let brand = ... }`, `let accent = ...`), and project hex
/// initializers recognised by their argument label (`Color(hex: "#RRGGBB")`, `UIColor(hex: 0xRRGGBB)`).
public struct ColorResolver: Sendable {
  /// Argument labels of hex initializers recognised by default.
  public static let defaultHexLabels = ["hex", "hexString", "hexValue", "rgb", "rgbValue"]

  public let namedColors: [String: DynamicColor]
  public let hexLabels: Set<String>
  let file: SwiftFileModel?
  /// Generated asset symbol (`brandRed`) → asset name (`brand-red`).
  private let symbols: [String: String]

  public init(project: ProjectIndex, file: SwiftFileModel? = nil, hexLabels: [String] = ColorResolver.defaultHexLabels) {
    namedColors = file.map { project.namedColors(forFileAt: $0.path) } ?? project.namedColors
    self.hexLabels = Set(hexLabels)
    self.file = file
    self.symbols = project.namedColorSymbols
  }

  /// Generated symbol → asset name for every named color; the first name (sorted) wins a clash.
  static func symbolTable(for namedColors: [String: DynamicColor]) -> [String: String] {
    var symbols: [String: String] = [:]
    for name in namedColors.keys.sorted() {
      for symbol in generatedSymbols(forAssetNamed: name) where symbols[symbol] == nil {
        symbols[symbol] = name
      }
    }
    return symbols
  }

  /// The Swift symbols Xcode generates for an asset color: the last path component split into
  /// words at non-alphanumerics, lower camel case (`brand-red`, `Brand Red`, `BrandRed` → `brandRed`),
  /// also without a trailing "Color" (`AccentColor` → `accent`).
  public static func generatedSymbols(forAssetNamed name: String) -> [String] {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    let words = last.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    guard !words.isEmpty else { return [] }
    var symbol = ""
    for (index, word) in words.enumerated() {
      if index == 0 {
        // Lower the leading capital run the way Xcode does: "URLColor" → "urlColor", "Brand" → "brand".
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        let lowerCount = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : upperRun
        symbol += String(characters[..<lowerCount]).lowercased() + String(characters[lowerCount...])
      } else {
        symbol += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    var result = [symbol]
    if symbol.hasSuffix("Color"), symbol.count > 5 { result.append(String(symbol.dropLast(5))) }
    return result
  }

  /// Resolves `expression` written in `type` (for constants). `namespace` says which API a bare
  /// `.red` belongs to: `.uiKit` for UIKit properties, `.swiftUI` for SwiftUI modifiers.
  /// `asShapeStyle`: the expression is given where a `ShapeStyle` is taken (``shapeStyleModifiers``).
  public func resolve(
    _ expression: ExpressionInfo, in type: String?, namespace: ColorNamespace = .automatic, asShapeStyle: Bool = false
  ) -> ResolvedColor? {
    if asShapeStyle, case .member(nil, let name) = expression.kind {
      return resolveMember(base: nil, name: name, type: type, namespace: .swiftUI, depth: 0, onShapeStyle: true)
    }
    return resolve(expression, type: type, namespace: namespace, depth: 0)
  }

  /// Modifiers whose color is a generic `ShapeStyle`: there a bare `.secondary` or `.blue` is looked
  /// up on `ShapeStyle`, whose system members (`HierarchicalShapeStyle.secondary`, `Color.blue`
  /// through `ShapeStyle where Self == Color`) a project's `extension Color { static let blue }`
  /// doesn't replace (Meshtastic's brand grey is `Color.secondary`, its `.foregroundStyle(.secondary)`
  /// the system's). `.foregroundColor(_:)` and `.tint(_:)` take a `Color`, where it does.
  public static let shapeStyleModifiers: Set<String> = ["foregroundStyle", "fill", "stroke", "strokeBorder", "background"]

  private func resolve(_ expression: ExpressionInfo, type: String?, namespace: ColorNamespace, depth: Int) -> ResolvedColor? {
    guard depth < 8 else { return nil }
    switch expression.kind {
    case .member(let base, let name):
      // (`.CGColor`: Swift 2's spelling, getontrip's borders.)
      if name == "cgColor" || name == "CGColor" || name == "color", let base {
        if let receiver = expression.calleeBase { return resolve(receiver, type: type, namespace: namespace, depth: depth + 1) }
        return resolve(path: base, type: type, namespace: namespace, depth: depth + 1)
      }
      return resolveMember(base: base, name: name, type: type, namespace: namespace, depth: depth)
    case .reference(let path):
      return resolve(path: path, type: type, namespace: namespace, depth: depth + 1)
    case .call(let callee, let arguments):
      return resolveCall(expression, callee: callee, arguments: arguments, type: type, namespace: namespace, depth: depth)
    default:
      return nil
    }
  }

  /// A dotted path from a member or reference: `UIColor.red`, `brand`, `self.accent`, `x.cgColor`.
  private func resolve(path: String, type: String?, namespace: ColorNamespace, depth: Int) -> ResolvedColor? {
    var path = path
    for suffix in [".cgColor", ".CGColor", ".color"] where path.hasSuffix(suffix) { path.removeLast(suffix.count) }
    if let constant = file?.constant(named: path, in: type) {
      return resolve(constant, type: type, namespace: namespace, depth: depth + 1)
    }
    let parts = path.split(separator: ".").map(String.init)
    guard parts.count >= 2 else { return nil }
    let base = parts.dropLast().joined(separator: ".")
    guard base.first?.isUppercase == true else { return nil }
    return resolveMember(base: base, name: parts[parts.count - 1], type: type, namespace: namespace, depth: depth)
  }

  private static let swiftUIColorTypes: Set<String> = ["Color", "SwiftUI.Color", "ShapeStyle"]
  private static let uiKitColorTypes: Set<String> = ["UIColor", "UIKit.UIColor", "CGColor", "NSColor"]

  private func resolveMember(
    base: String?, name: String, type: String?, namespace: ColorNamespace, depth: Int, onShapeStyle: Bool = false
  ) -> ResolvedColor? {
    var memberNamespace = namespace
    if onShapeStyle {
      // The project's own `extension ShapeStyle where Self == Color { static var brand }` first;
      // a system member's name then means the system's, whatever `Color` extensions say.
      let key = ConstantKey(type: "ShapeStyle", name: name)
      if let constant = file?.constants[key] ?? file?.project.constants[key] {
        return resolve(constant, type: "ShapeStyle", namespace: .swiftUI, depth: depth + 1)
      }
      // The app's tint (`.accentColor`, Xcode's `.accent` for the AccentColor asset) is resolved below.
      if name != "accentColor", name != "accent", let system = SystemColors.systemColor(named: name, namespace: .swiftUI) {
        return ResolvedColor(color: system.color, isSemanticSystemColor: Self.isSemantic(system.name))
      }
    }
    if let base {
      if Self.swiftUIColorTypes.contains(base) {
        memberNamespace = .swiftUI
      } else if Self.uiKitColorTypes.contains(base) {
        memberNamespace = .uiKit
      } else {
        // `Theme.brand`, `Palette.Text.primary`: a constant declared in this file.
        if let constant = file?.constant(named: name, in: base) {
          return resolve(constant, type: base, namespace: namespace, depth: depth + 1)
        }
        return nil
      }
    }
    // Project constants (`extension Color { static let brand = ... }`) come first, from this file
    // or, through the project index, from the theme file that declares them: a project's `.green`
    // is its own color, not the system's.
    let constantTypes = memberNamespace == .uiKit ? ["UIColor"] : memberNamespace == .swiftUI ? ["Color"] : ["Color", "UIColor"]
    for constantType in constantTypes {
      let key = ConstantKey(type: constantType, name: name)
      if let constant = file?.constants[key] ?? file?.project.constants[key] {
        return resolve(constant, type: constantType, namespace: constantType == "UIColor" ? .uiKit : .swiftUI, depth: depth + 1)
      }
    }
    // Xcode generates no symbol that would shadow a system color (an asset named `Primary` leaves
    // `.primary` the system's and warns to rename it): Harbour's `.foregroundStyle(.secondary)`.
    if let asset = symbols[name], let color = namedColors[asset],
       SystemColors.systemColor(named: name, namespace: memberNamespace) == nil {
      return ResolvedColor(color: color, isSemanticSystemColor: Self.isSemanticSystemAlias(color))
    }
    if name == "accentColor" || name == "accent" {
      // With no AccentColor asset the app's tint is often set in code (`window.tintColor`): unknown.
      return namedColors["AccentColor"].map { ResolvedColor(color: $0) }
    }
    guard let system = SystemColors.systemColor(named: name, namespace: memberNamespace) else { return nil }
    return ResolvedColor(color: system.color, isSemanticSystemColor: Self.isSemantic(system.name))
  }

  /// Whether an asset's color is exactly a semantic system color in every appearance (an asset
  /// whose entries only reference `secondaryLabelColor`): then it adapts as that color does.
  public static func isSemanticSystemAlias(_ color: DynamicColor) -> Bool {
    semanticSystemValues.contains(Appearance.allCases.map { color.resolved(for: $0) })
  }

  private static let semanticSystemValues: Set<[RGBAColor]> = Set(SystemColors.all.filter { isSemantic($0.name) }.map { system in
    Appearance.allCases.map { system.color.resolved(for: $0) }
  })

  /// Label, background, fill, separator and link colors: Apple adapts them to context.
  static func isSemantic(_ uiKitName: String) -> Bool {
    let lower = uiKitName.lowercased()
    return lower.hasSuffix("label") || lower.contains("background") || lower.hasSuffix("fill")
      || lower.contains("separator") || lower == "link" || lower == "placeholdertext"
  }

  private func resolveCall(
    _ expression: ExpressionInfo, callee: String, arguments: [Argument], type: String?, namespace: ColorNamespace, depth: Int
  ) -> ResolvedColor? {
    var typeName = callee
    if typeName.hasSuffix(".init") { typeName.removeLast(5) }
    let isSwiftUI = Self.swiftUIColorTypes.contains(typeName)
    let isUIKit = Self.uiKitColorTypes.contains(typeName)
    if !isSwiftUI && !isUIKit {
      // A method on a color value: `.opacity(0.5)`, `.withAlphaComponent(0.3)`.
      guard let base = expression.calleeBase, let method = callee.split(separator: ".").last.map(String.init) else {
        return resolveStaticHex(callee: callee, arguments: arguments)
      }
      switch method {
      case "opacity":
        guard let factor = arguments.firstUnlabeled.flatMap(Self.number) else { return nil }
        return resolve(base, type: type, namespace: namespace, depth: depth + 1)?.multiplyingOpacity(by: factor)
      case "withAlphaComponent":
        guard let alpha = arguments.firstUnlabeled.flatMap(Self.number) else { return nil }
        return resolve(base, type: type, namespace: namespace, depth: depth + 1)?.settingOpacity(alpha)
      default:
        return resolveStaticHex(callee: callee, arguments: arguments)
      }
    }
    let alpha = (arguments.first(labeled: isSwiftUI ? "opacity" : "alpha") ?? arguments.first(labeled: "alpha")
      ?? arguments.first(labeled: "opacity")).map { Self.number($0) }
    if let alpha, alpha == nil { return nil }
    let opacity = alpha.flatMap { $0 } ?? 1

    // Hex initializers a project defines: `Color(hex: "#8A4B14")`, `UIColor(hex: 0x8A4B14)`.
    if let hexArgument = arguments.first(where: { $0.label.map(hexLabels.contains) == true })?.value {
      guard let color = Self.hexColor(hexArgument) else { return nil }
      let result = ResolvedColor(color: DynamicColor(color))
      return alpha == nil ? result : result.settingOpacity(opacity)
    }
    // `UIColor(resource: .magBorder)`: Xcode's generated asset symbol, read as `UIColor.magBorder` is.
    if let resource = arguments.first(labeled: "resource") {
      return resolve(resource, type: type, namespace: isSwiftUI ? .swiftUI : .uiKit, depth: depth + 1)
    }
    if let name = arguments.first(labeled: "named") ?? (isSwiftUI ? arguments.firstUnlabeled : nil),
       let asset = name.stringLiteral {
      guard let color = assetColor(asset) else { return nil }
      return ResolvedColor(color: color, isSemanticSystemColor: Self.isSemanticSystemAlias(color))
    }
    if let red = arguments.first(labeled: "red") ?? arguments.first(labeled: "displayP3Red"),
       let green = arguments.first(labeled: "green"), let blue = arguments.first(labeled: "blue") {
      guard let r = Self.number(red), let g = Self.number(green), let b = Self.number(blue) else { return nil }
      let space = arguments.firstUnlabeled?.memberName
      let color: RGBAColor
      if arguments.has(label: "displayP3Red") || space == "displayP3" {
        color = RGBAColor.displayP3(red: r, green: g, blue: b, alpha: opacity)
      } else if space == "sRGBLinear" {
        color = RGBAColor(linearRed: r, linearGreen: g, linearBlue: b, alpha: opacity)
      } else {
        color = RGBAColor(red: r, green: g, blue: b, alpha: opacity)
      }
      return ResolvedColor(color: DynamicColor(color))
    }
    if let white = arguments.first(labeled: "white") {
      guard let w = Self.number(white) else { return nil }
      // SwiftUI's `Color(white:)` is an sRGB gray; UIKit's `UIColor(white:)` is extended gray (2.2 gamma).
      let color = isSwiftUI
        ? RGBAColor(white: w, alpha: opacity)
        : RGBAColor(components: [w], alpha: opacity, in: .extendedGray)
      return ResolvedColor(color: DynamicColor(color))
    }
    if let hue = arguments.first(labeled: "hue"), let saturation = arguments.first(labeled: "saturation"),
       let brightness = arguments.first(labeled: "brightness") {
      guard let h = Self.number(hue), let s = Self.number(saturation), let v = Self.number(brightness) else { return nil }
      return ResolvedColor(color: DynamicColor(Self.hsb(hue: h, saturation: s, brightness: v, alpha: opacity)))
    }
    // `Color(uiColor: .systemRed)`, `Color(.secondaryLabel)`, `Color(UIColor.red)`, `UIColor(Color.red)`.
    if let inner = arguments.first(labeled: "uiColor") ?? arguments.first(labeled: "cgColor")
      ?? (arguments.count == 1 ? arguments.firstUnlabeled : nil) {
      return resolve(inner, type: type, namespace: isSwiftUI ? .uiKit : .swiftUI, depth: depth + 1)
    }
    return nil
  }

  /// `UIColor.fromHex("#...")`, `Color.hex(0x...)`: a static factory whose name says hex.
  private func resolveStaticHex(callee: String, arguments: [Argument]) -> ResolvedColor? {
    guard let method = callee.split(separator: ".").last, method.lowercased().contains("hex"),
          let first = arguments.first?.value, let color = Self.hexColor(first) else { return nil }
    return ResolvedColor(color: DynamicColor(color))
  }

  private func assetColor(_ name: String) -> DynamicColor? {
    // Exactly as named: a color in a folder that provides a namespace is `Folder/Name`, and Xcode
    // doesn't find it as `Name`.
    namedColors[name]
  }

  /// `"#RRGGBB"`, `"RRGGBB"`, `"#RRGGBBAA"`, `"#RGB"` or an integer `0xRRGGBB`.
  static func hexColor(_ expression: ExpressionInfo) -> RGBAColor? {
    if let text = expression.stringLiteral {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      guard trimmed.count <= 9, trimmed.allSatisfy({ $0 == "#" || $0.isHexDigit }) else { return nil }
      return RGBAColor(parsing: trimmed)
    }
    guard let value = expression.numberLiteral, value >= 0, value <= 0xFFFFFF, value == value.rounded() else { return nil }
    let integer = Int(value)
    return RGBAColor(red255: (integer >> 16) & 0xFF, green255: (integer >> 8) & 0xFF, blue255: integer & 0xFF)
  }

  /// A number literal or a simple quotient of literals (`138 / 255`, `0.5`).
  static func number(_ expression: ExpressionInfo) -> Double? {
    if let value = expression.numberLiteral { return value }
    let parts = expression.text.replacingOccurrences(of: " ", with: "").split(separator: "/")
    guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else {
      return nil
    }
    return numerator / denominator
  }

  /// HSB (HSV) with hue 0...1, as SwiftUI and UIKit take it.
  static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBAColor {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let fraction = h - Double(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (brightness, t, p)
    case 1: (r, g, b) = (q, brightness, p)
    case 2: (r, g, b) = (p, brightness, t)
    case 3: (r, g, b) = (p, q, brightness)
    case 4: (r, g, b) = (t, p, brightness)
    default: (r, g, b) = (brightness, p, q)
    }
    return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
  }
}
