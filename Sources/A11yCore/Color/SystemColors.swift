import Foundation

/// One UIKit system color with its value in each appearance.
public struct SystemColor: Sendable, Hashable {
  /// The UIKit property name, e.g. `systemRed` (`UIColor.systemRed`).
  public let name: String
  /// The values per appearance.
  public let color: DynamicColor
  /// False when Apple publishes no separate increased-contrast value and the normal value is used.
  public let hasPublishedHighContrastValue: Bool
}

/// Which API a color name comes from. It matters: `UIColor.red` is pure red (1, 0, 0) while
/// SwiftUI's `Color.red` is `systemRed`; `UIColor.gray` is 50 % white while `Color.gray` is `systemGray`.
public enum ColorNamespace: String, Sendable, Hashable, CaseIterable {
  /// `UIColor.xxx` (and asset-catalog `"reference"` names such as `systemBlueColor`).
  case uiKit
  /// SwiftUI `Color.xxx`.
  case swiftUI
  /// Decide from the prefix; bare names (`red`, `.red`) try SwiftUI first, then UIKit.
  case automatic
}

/// iOS system colors in the light, dark, light increased-contrast and dark increased-contrast
/// appearances, and lookup of UIKit and SwiftUI color names.
///
/// Sources for the values:
/// - Apple Human Interface Guidelines, "Color", Specifications › System colors (iOS, iPadOS) and
///   System gray colors: https://developer.apple.com/design/human-interface-guidelines/color —
///   columns "Default (light)", "Increased contrast (light)", "Default (dark)", "Increased
///   contrast (dark)". These are the values published for iOS 15–18 (the table as of 2021–2024).
///   The HIG of 9 June 2025 ("Updated system color values", iOS 26) changed several of them (e.g.
///   systemRed light became 255, 56, 60); the complete new four-column table was not available to
///   us, so the iOS 15–18 table is kept throughout rather than mixing releases.
/// - Label, fill, background, separator, link and placeholder colors are not in the HIG table; their
///   values (with alpha) come from the UIKit-equivalent tables in Flutter's `CupertinoColors`
///   (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart), whose every entry links the
///   UIKit constant it mirrors, cross-checked with Noah Gilmore, "Backwards compatibility for iOS 13
///   system colors" (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/).
/// - Where no distinct increased-contrast value is published (label, systemBackground family's dark
///   base level, opaqueSeparator, link, white/black/clear and the legacy UIKit colors), the normal
///   value is used and ``SystemColor/hasPublishedHighContrastValue`` is false.
/// Backgrounds are the base-level values (not the "elevated" ones used in sheets and popovers).
public enum SystemColors {
  /// Every UIKit color this table knows, in a stable order.
  public static let all: [SystemColor] = makeTable()

  /// A UIKit color by exact (case-insensitive) property name.
  public static func uiKitColor(named name: String) -> SystemColor? {
    uiKitIndex[name.lowercased()]
  }

  /// The SwiftUI `Color` names this table maps, with the UIKit color each one resolves to.
  public static let swiftUINames: [String: String] = [
    "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
    "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
    "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
    "gray": "systemGray", "grey": "systemGray",
    "primary": "label", "secondary": "secondaryLabel",
    "white": "white", "black": "black", "clear": "clear",
    // The default accent (tint) is systemBlue unless the app sets an AccentColor asset.
    "accentColor": "systemBlue", "accent": "systemBlue",
  ]

  /// Looks a color name up, case-insensitively, accepting `UIColor.`, `Color.`, `SwiftUI.Color.`,
  /// `UIKit.UIColor.` and `.` prefixes, a trailing `()`, and a trailing `Color` as asset catalogs
  /// write it (`systemBlueColor`).
  public static func color(named name: String, namespace: ColorNamespace = .automatic) -> DynamicColor? {
    systemColor(named: name, namespace: namespace)?.color
  }

  /// Like ``color(named:namespace:)`` but returns the table entry, which carries the UIKit name.
  public static func systemColor(named name: String, namespace: ColorNamespace = .automatic) -> SystemColor? {
    var key = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if key.hasSuffix("()") { key.removeLast(2) }
    var resolvedNamespace = namespace
    for (prefix, prefixNamespace) in prefixes {
      if key.lowercased().hasPrefix(prefix) {
        key = String(key.dropFirst(prefix.count))
        if namespace == .automatic { resolvedNamespace = prefixNamespace }
        break
      }
    }
    let lower = key.lowercased()
    guard !lower.isEmpty else { return nil }

    func swiftUI(_ candidate: String) -> SystemColor? {
      swiftUIIndex[candidate].flatMap { uiKitIndex[$0.lowercased()] }
    }
    func uiKit(_ candidate: String) -> SystemColor? {
      if let hit = uiKitIndex[candidate] { return hit }
      // Asset catalogs and Objective-C spell the class methods with a "Color" suffix.
      if candidate.hasSuffix("color"), candidate.count > 5 {
        return uiKitIndex[String(candidate.dropLast(5))]
      }
      return nil
    }
    switch resolvedNamespace {
    case .uiKit: return uiKit(lower)
    case .swiftUI: return swiftUI(lower) ?? uiKit(lower)  // Color(.systemRed)-style names also appear
    case .automatic: return swiftUI(lower) ?? uiKit(lower)
    }
  }

  // Longest first, so "swiftui.color." wins over "color.".
  private static let prefixes: [(String, ColorNamespace)] = [
    ("uikit.uicolor.", .uiKit), ("swiftui.color.", .swiftUI), ("uicolor.", .uiKit),
    ("color.", .swiftUI), (".", .automatic),
  ]

  private static let uiKitIndex: [String: SystemColor] = Dictionary(
    all.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

  private static let swiftUIIndex: [String: String] = Dictionary(
    swiftUINames.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })

  private static func rgb(_ r: Int, _ g: Int, _ b: Int, alpha255: Int = 255) -> RGBAColor {
    RGBAColor(red255: r, green255: g, blue255: b, alpha: Double(alpha255) / 255)
  }

  /// Four appearances, in HIG column order: light, dark, light increased contrast, dark increased contrast.
  private static func four(
    _ name: String, _ light: RGBAColor, _ dark: RGBAColor, _ lightHC: RGBAColor, _ darkHC: RGBAColor
  ) -> SystemColor {
    SystemColor(
      name: name,
      color: DynamicColor(light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC),
      hasPublishedHighContrastValue: true)
  }

  /// Light and dark only; increased contrast falls back to the normal values (none published).
  private static func two(_ name: String, _ light: RGBAColor, _ dark: RGBAColor) -> SystemColor {
    SystemColor(
      name: name,
      color: DynamicColor(light: light, dark: dark, lightHighContrast: light, darkHighContrast: dark),
      hasPublishedHighContrastValue: false)
  }

  private static func fixed(_ name: String, _ color: RGBAColor) -> SystemColor {
    SystemColor(name: name, color: DynamicColor(color), hasPublishedHighContrastValue: false)
  }

  private static func makeTable() -> [SystemColor] {
    [
      // HIG "System colors" (iOS, iPadOS), iOS 15–18 values.
      four("systemRed", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
      four("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
      // Flutter's older (iOS 13) table has 160, 90, 0 for light increased contrast; the HIG's
      // iOS 15+ table has 178, 80, 0, which is used here.
      four("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
      four("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
      four("systemMint", rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),
      // iOS 15 redefined teal (iOS 13–14's 90, 200, 250 is close to today's cyan).
      four("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
      four("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
      four("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
      four("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
      four("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
      four("systemPink", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
      four("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
      // HIG "System gray colors" (iOS, iPadOS).
      four("systemGray", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
      four("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
      four("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
      four("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
      four("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
      four("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
      // Foreground (label) colors; alpha as in the UIKit tables (153/255 = 60 %, …).
      two("label", rgb(0, 0, 0), rgb(255, 255, 255)),
      four("secondaryLabel", rgb(60, 60, 67, alpha255: 153), rgb(235, 235, 245, alpha255: 153),
           rgb(60, 60, 67, alpha255: 173), rgb(235, 235, 245, alpha255: 173)),
      four("tertiaryLabel", rgb(60, 60, 67, alpha255: 76), rgb(235, 235, 245, alpha255: 76),
           rgb(60, 60, 67, alpha255: 96), rgb(235, 235, 245, alpha255: 96)),
      four("quaternaryLabel", rgb(60, 60, 67, alpha255: 45), rgb(235, 235, 245, alpha255: 40),
           rgb(60, 60, 67, alpha255: 66), rgb(235, 235, 245, alpha255: 61)),
      four("placeholderText", rgb(60, 60, 67, alpha255: 76), rgb(235, 235, 245, alpha255: 76),
           rgb(60, 60, 67, alpha255: 96), rgb(235, 235, 245, alpha255: 96)),
      // No separate increased-contrast link value is published; the normal value is used.
      two("link", rgb(0, 122, 255), rgb(9, 132, 255)),
      // Fills.
      four("systemFill", rgb(120, 120, 128, alpha255: 51), rgb(120, 120, 128, alpha255: 91),
           rgb(120, 120, 128, alpha255: 71), rgb(120, 120, 128, alpha255: 112)),
      four("secondarySystemFill", rgb(120, 120, 128, alpha255: 40), rgb(120, 120, 128, alpha255: 81),
           rgb(120, 120, 128, alpha255: 61), rgb(120, 120, 128, alpha255: 102)),
      four("tertiarySystemFill", rgb(118, 118, 128, alpha255: 30), rgb(118, 118, 128, alpha255: 61),
           rgb(118, 118, 128, alpha255: 51), rgb(118, 118, 128, alpha255: 81)),
      four("quaternarySystemFill", rgb(116, 116, 128, alpha255: 20), rgb(118, 118, 128, alpha255: 45),
           rgb(116, 116, 128, alpha255: 40), rgb(118, 118, 128, alpha255: 66)),
      // Backgrounds (base level).
      two("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0)),
      four("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
      four("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46), rgb(255, 255, 255), rgb(54, 54, 56)),
      four("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0), rgb(235, 235, 240), rgb(0, 0, 0)),
      four("secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30), rgb(255, 255, 255), rgb(36, 36, 38)),
      four("tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46), rgb(235, 235, 240), rgb(54, 54, 56)),
      // Deprecated since iOS 13, where it became the grouped background (`systemColor="groupTableViewBackgroundColor"`).
      four("groupTableViewBackground", rgb(242, 242, 247), rgb(0, 0, 0), rgb(235, 235, 240), rgb(0, 0, 0)),
      // Separators.
      four("separator", rgb(60, 60, 67, alpha255: 73), rgb(84, 84, 88, alpha255: 153),
           rgb(60, 60, 67, alpha255: 94), rgb(84, 84, 88, alpha255: 173)),
      two("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58)),
      // Tint defaults to systemBlue.
      four("tintColor", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
      // Fixed UIKit colors (UIColor documentation: "grayscale value of 1/3", "RGB 1.0, 0.5, 0.0", …).
      fixed("lightText", RGBAColor(white: 1, alpha: 0.6)),
      fixed("darkText", .black),
      fixed("black", .black),
      fixed("white", .white),
      fixed("clear", .clear),
      fixed("darkGray", RGBAColor(white: 1.0 / 3.0)),
      fixed("lightGray", RGBAColor(white: 2.0 / 3.0)),
      fixed("gray", RGBAColor(white: 0.5)),
      fixed("red", RGBAColor(red: 1, green: 0, blue: 0)),
      fixed("green", RGBAColor(red: 0, green: 1, blue: 0)),
      fixed("blue", RGBAColor(red: 0, green: 0, blue: 1)),
      fixed("cyan", RGBAColor(red: 0, green: 1, blue: 1)),
      fixed("yellow", RGBAColor(red: 1, green: 1, blue: 0)),
      fixed("magenta", RGBAColor(red: 1, green: 0, blue: 1)),
      fixed("orange", RGBAColor(red: 1, green: 0.5, blue: 0)),
      fixed("purple", RGBAColor(red: 0.5, green: 0, blue: 0.5)),
      fixed("brown", RGBAColor(red: 0.6, green: 0.4, blue: 0.2)),
    ]
  }
}
