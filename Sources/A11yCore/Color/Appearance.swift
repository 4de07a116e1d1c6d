/// The four iOS appearances a dynamic color can differ in: light/dark (UIUserInterfaceStyle) and
/// normal/increased contrast (UIAccessibilityContrast, the "Increase Contrast" setting).
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  case light
  case dark
  case lightHighContrast
  case darkHighContrast

  /// Whether the appearance is dark.
  public var isDark: Bool { self == .dark || self == .darkHighContrast }

  /// Whether Increase Contrast is on.
  public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

  /// The appearances an app shows whose Info.plist sets `UIUserInterfaceStyle` to `style`
  /// (`Light`, `Dark`); every appearance for `Automatic` or anything else.
  public static func shown(underInterfaceStyle style: String) -> [Appearance] {
    switch style {
    case "Light": [.light, .lightHighContrast]
    case "Dark": [.dark, .darkHighContrast]
    default: allCases
    }
  }

  /// The appearance with the same light/dark style at normal contrast.
  public var normalContrast: Appearance { isDark ? .dark : .light }

  public var description: String {
    switch self {
    case .light: "light"
    case .dark: "dark"
    case .lightHighContrast: "light, increased contrast"
    case .darkHighContrast: "dark, increased contrast"
    }
  }

  /// Korean label for reports.
  public var koreanName: String {
    switch self {
    case .light: "라이트 모드"
    case .dark: "다크 모드"
    case .lightHighContrast: "라이트 모드(대비 증가)"
    case .darkHighContrast: "다크 모드(대비 증가)"
    }
  }
}

/// A color with a value per ``Appearance``, like a `UIColor` built with a dynamic provider or an
/// asset-catalog color set.
///
/// Only the light ("any") value is required. Resolution falls back the way asset catalogs do:
/// increased contrast → the same style at normal contrast; dark → light ("any"). So
/// `darkHighContrast` falls back to `dark`, then to `light`.
public struct DynamicColor: Sendable, Hashable, Codable {
  /// The light / "any appearance" value; the last fallback for every appearance.
  public var light: RGBAColor
  /// The dark value, if it differs.
  public var dark: RGBAColor?
  /// The light, increased-contrast value, if it differs.
  public var lightHighContrast: RGBAColor?
  /// The dark, increased-contrast value, if it differs.
  public var darkHighContrast: RGBAColor?

  public init(
    light: RGBAColor, dark: RGBAColor? = nil, lightHighContrast: RGBAColor? = nil,
    darkHighContrast: RGBAColor? = nil
  ) {
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast
    self.darkHighContrast = darkHighContrast
  }

  /// A color that is the same in every appearance.
  public init(_ color: RGBAColor) {
    self.init(light: color)
  }

  /// Builds a color from a value per appearance (missing ones fall back as described above).
  public init?(values: [Appearance: RGBAColor]) {
    guard let light = values[.light] else { return nil }
    self.init(
      light: light, dark: values[.dark], lightHighContrast: values[.lightHighContrast],
      darkHighContrast: values[.darkHighContrast])
  }

  /// The value stored for exactly this appearance, without fallback.
  public func explicitValue(for appearance: Appearance) -> RGBAColor? {
    switch appearance {
    case .light: light
    case .dark: dark
    case .lightHighContrast: lightHighContrast
    case .darkHighContrast: darkHighContrast
    }
  }

  /// The color shown in `appearance`, after fallback.
  public func resolved(for appearance: Appearance) -> RGBAColor {
    switch appearance {
    case .light: light
    case .dark: dark ?? light
    case .lightHighContrast: lightHighContrast ?? light
    case .darkHighContrast: darkHighContrast ?? dark ?? light
    }
  }

  /// Whether any appearance resolves to a different color than light.
  public var isDynamic: Bool {
    Appearance.allCases.contains { resolved(for: $0) != light }
  }

  /// Whether an increased-contrast value was given for either style.
  public var hasHighContrastVariant: Bool {
    lightHighContrast != nil || darkHighContrast != nil
  }
}

/// Another name for ``DynamicColor``, matching how asset catalogs describe per-appearance colors.
public typealias AppearanceColor = DynamicColor
