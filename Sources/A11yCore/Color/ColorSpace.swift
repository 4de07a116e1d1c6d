import Foundation

/// The color spaces a color can be written in, named as Xcode writes them in asset catalogs.
///
/// Every color is converted to (extended) sRGB on input, because WCAG's luminance formula and
/// every threshold built on it are defined in sRGB.
public enum ColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
  /// sRGB, components clamped to 0...1.
  case sRGB = "srgb"
  /// Extended-range sRGB: same primaries and transfer curve, components may leave 0...1.
  case extendedSRGB = "extended-srgb"
  /// Extended-range sRGB with linear (not gamma-encoded) components.
  case extendedLinearSRGB = "extended-linear-srgb"
  /// Display P3: P3 primaries, D65 white, the sRGB transfer curve.
  case displayP3 = "display-p3"
  /// Gray with a pure 2.2 power curve (Core Graphics' generic gray), components clamped to 0...1.
  case grayGamma22 = "gray-gamma-22"
  /// Extended-range gray; Apple documents it with the same gamma and white point as generic gray.
  case extendedGray = "extended-gray"

  /// Whether the space has a single (white) component instead of red, green and blue.
  public var isGray: Bool {
    self == .grayGamma22 || self == .extendedGray
  }

  /// Whether components outside 0...1 are meaningful (and therefore kept, not clamped).
  public var isExtendedRange: Bool {
    switch self {
    case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
    case .sRGB, .displayP3, .grayGamma22: false
    }
  }

  /// Looks up a space by the name Xcode writes (`"srgb"`, `"display-p3"`, …), case-insensitively.
  /// A few spellings other tools use (`"p3"`, `"extended-range-srgb"`) are accepted too.
  public init?(catalogName: String) {
    let key = catalogName.lowercased().trimmingCharacters(in: .whitespaces)
    if let space = ColorSpace(rawValue: key) {
      self = space
      return
    }
    switch key {
    case "p3", "displayp3": self = .displayP3
    case "extended-range-srgb", "extendedsrgb": self = .extendedSRGB
    case "gray", "grey", "generic-gray", "gray-gamma-2.2": self = .grayGamma22
    case "extended-range-gray": self = .extendedGray
    case "linear-srgb", "extended-range-linear-srgb": self = .extendedLinearSRGB
    default: return nil
    }
  }
}
