import Foundation

/// A color as gamma-encoded sRGB components plus alpha: the space WCAG contrast is defined in.
///
/// Components are nominally 0...1. Extended-range values (below 0 or above 1) are kept, because a
/// Display P3 color converted to sRGB legitimately lands there; use ``clamped()`` to get what an
/// sRGB display would show. Alpha is always straight (not premultiplied).
public struct RGBAColor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Gamma-encoded sRGB red.
  public var red: Double
  /// Gamma-encoded sRGB green.
  public var green: Double
  /// Gamma-encoded sRGB blue.
  public var blue: Double
  /// Opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double

  /// Creates a color from gamma-encoded (extended) sRGB components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = min(max(alpha, 0), 1)
  }

  /// Creates a gray whose red, green and blue all equal `white` (an sRGB gray, like CSS `rgb(w w w)`).
  /// Asset-catalog grays use a 2.2 gamma instead; see ``init(components:alpha:in:)``.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a color from 8-bit channel values (0...255); alpha stays 0...1.
  public init(red255: Int, green255: Int, blue255: Int, alpha: Double = 1) {
    self.init(red: Double(red255) / 255, green: Double(green255) / 255, blue: Double(blue255) / 255, alpha: alpha)
  }

  /// Creates a color from linear-light sRGB components.
  public init(linearRed: Double, linearGreen: Double, linearBlue: Double, alpha: Double = 1) {
    self.init(
      red: SRGBTransferFunction.encode(linearRed),
      green: SRGBTransferFunction.encode(linearGreen),
      blue: SRGBTransferFunction.encode(linearBlue),
      alpha: alpha)
  }

  /// Converts components written in `colorSpace` to sRGB.
  ///
  /// - Parameter components: red, green, blue for RGB spaces; a single white value for gray spaces
  ///   (if three are given for a gray space, the first is used). Missing values count as 0.
  public init(components: [Double], alpha: Double = 1, in colorSpace: ColorSpace) {
    func component(_ index: Int) -> Double {
      let value = index < components.count ? components[index] : 0
      return colorSpace.isExtendedRange ? value : min(max(value, 0), 1)
    }
    switch colorSpace {
    case .sRGB, .extendedSRGB:
      self.init(red: component(0), green: component(1), blue: component(2), alpha: alpha)
    case .extendedLinearSRGB:
      self.init(linearRed: component(0), linearGreen: component(1), linearBlue: component(2), alpha: alpha)
    case .displayP3:
      // P3 shares sRGB's transfer curve and white point: decode, change primaries in linear light
      // (P3 → XYZ → sRGB), encode again. Saturated P3 colors come out beyond 0...1.
      let linearP3 = (
        SRGBTransferFunction.linearize(component(0)),
        SRGBTransferFunction.linearize(component(1)),
        SRGBTransferFunction.linearize(component(2)))
      let (r, g, b) = ColorSpaceMatrices.linearDisplayP3ToLinearSRGB.applied(to: linearP3)
      self.init(linearRed: r, linearGreen: g, linearBlue: b, alpha: alpha)
    case .grayGamma22, .extendedGray:
      // Generic gray's curve is a pure 2.2 power; a gray's linear value is the same on all channels.
      let white = component(0)
      let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
      self.init(linearRed: linear, linearGreen: linear, linearBlue: linear, alpha: alpha)
    }
  }

  /// A Display P3 color converted to (extended) sRGB.
  public static func displayP3(red: Double, green: Double, blue: Double, alpha: Double = 1) -> RGBAColor {
    RGBAColor(components: [red, green, blue], alpha: alpha, in: .displayP3)
  }

  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// Linear-light red (sign kept for extended values).
  public var linearRed: Double { SRGBTransferFunction.linearize(red) }
  /// Linear-light green (sign kept for extended values).
  public var linearGreen: Double { SRGBTransferFunction.linearize(green) }
  /// Linear-light blue (sign kept for extended values).
  public var linearBlue: Double { SRGBTransferFunction.linearize(blue) }

  /// Whether the color is fully opaque.
  public var isOpaque: Bool { alpha >= 1 }

  /// Whether every component lies in 0...1, i.e. an sRGB display can show it exactly.
  public var isInSRGBGamut: Bool {
    [red, green, blue].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
  }

  /// The color with components clamped to 0...1: what an sRGB display would show.
  public func clamped() -> RGBAColor {
    RGBAColor(
      red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1), alpha: alpha)
  }

  /// The color rounded to 8 bits per channel (after clamping), as it would be written in hex.
  public func quantized() -> RGBAColor {
    let c = clamped()
    func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
    return RGBAColor(red: q(c.red), green: q(c.green), blue: q(c.blue), alpha: q(c.alpha))
  }

  /// The same color with another alpha.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// 8-bit channel values (clamped and rounded) in red, green, blue, alpha order.
  public var components255: (red: Int, green: Int, blue: Int, alpha: Int) {
    let c = clamped()
    func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
    return (byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha))
  }

  /// `#RRGGBB` for opaque colors, `#RRGGBBAA` otherwise (uppercase, clamped to sRGB).
  public var hexString: String {
    let c = components255
    let rgb = String(format: "#%02X%02X%02X", c.red, c.green, c.blue)
    return c.alpha == 255 ? rgb : rgb + String(format: "%02X", c.alpha)
  }

  /// Always `#RRGGBBAA`.
  public var hexStringWithAlpha: String {
    let c = components255
    return String(format: "#%02X%02X%02X%02X", c.red, c.green, c.blue, c.alpha)
  }

  public var description: String {
    isInSRGBGamut
      ? hexString
      : String(format: "extended-srgb(%.4f %.4f %.4f / %.3f)", red, green, blue, alpha)
  }

  /// Whether every component (including alpha) differs from `other`'s by at most `tolerance`.
  public func isApproximatelyEqual(to other: RGBAColor, tolerance: Double = 1e-6) -> Bool {
    abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
      && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
  }
}

extension RGBAColor {
  /// Source-over compositing of `self` onto `background`, in gamma-encoded sRGB, which is how UIKit,
  /// Core Animation and browsers blend by default (not in linear light).
  ///
  /// With an opaque background the result is opaque. A translucent background gives the general
  /// Porter–Duff "over" result (straight alpha).
  public func composited(over background: RGBAColor) -> RGBAColor {
    let outAlpha = alpha + background.alpha * (1 - alpha)
    guard outAlpha > 0 else { return .clear }
    func blend(_ source: Double, _ destination: Double) -> Double {
      (source * alpha + destination * background.alpha * (1 - alpha)) / outAlpha
    }
    return RGBAColor(
      red: blend(red, background.red),
      green: blend(green, background.green),
      blue: blend(blue, background.blue),
      alpha: outAlpha)
  }
}
