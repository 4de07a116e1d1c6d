import Foundation

/// CIE 1931 XYZ tristimulus values relative to the D65 white (Y of white = 1).
public struct CIEXYZ: Sendable, Hashable, Codable {
  public var x: Double
  public var y: Double
  public var z: Double

  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The XYZ of an (extended) sRGB color; alpha is ignored.
  public init(_ color: RGBAColor) {
    let (x, y, z) = ColorSpaceMatrices.linearSRGBToXYZ.applied(to: (color.linearRed, color.linearGreen, color.linearBlue))
    self.init(x: x, y: y, z: z)
  }

  /// The D65 reference white used for Lab (CIE 15, 2° observer, normalised to Y = 1).
  public static let d65White = CIEXYZ(x: 0.95047, y: 1.0, z: 1.08883)
}

/// CIE 1976 L*a*b* relative to D65.
public struct CIELab: Sendable, Hashable, Codable {
  /// Lightness, 0 (black) ... 100 (white).
  public var l: Double
  /// Green (−) ↔ red (+).
  public var a: Double
  /// Blue (−) ↔ yellow (+).
  public var b: Double

  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// Converts XYZ to Lab with the CIE's exact rational constants (ε = 216/24389, κ = 24389/27).
  public init(_ xyz: CIEXYZ, white: CIEXYZ = .d65White) {
    let epsilon = 216.0 / 24389.0
    let kappa = 24389.0 / 27.0
    func f(_ t: Double) -> Double {
      t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
    let fx = f(xyz.x / white.x)
    let fy = f(xyz.y / white.y)
    let fz = f(xyz.z / white.z)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// The Lab of an (extended) sRGB color; alpha is ignored.
  public init(_ color: RGBAColor) {
    self.init(CIEXYZ(color))
  }

  /// Chroma C*ab.
  public var chroma: Double { (a * a + b * b).squareRoot() }
}

/// Hue, saturation, lightness (the CSS/HSL model over gamma-encoded sRGB).
///
/// For fixed hue and saturation every RGB channel is a non-decreasing function of lightness, so
/// luminance, and with it contrast against a fixed background, changes monotonically with
/// lightness. ``nearestPassingColor(foreground:background:target:)`` relies on that.
public struct HSLColor: Sendable, Hashable, Codable {
  /// Hue in degrees, 0..<360.
  public var hue: Double
  /// Saturation 0...1.
  public var saturation: Double
  /// Lightness 0...1.
  public var lightness: Double
  /// Opacity 0...1.
  public var alpha: Double

  public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
    self.hue = hue
    self.saturation = saturation
    self.lightness = lightness
    self.alpha = alpha
  }

  /// The HSL of an sRGB color (clamped to 0...1 first).
  public init(_ color: RGBAColor) {
    let c = color.clamped()
    let maximum = max(c.red, c.green, c.blue)
    let minimum = min(c.red, c.green, c.blue)
    let lightness = (maximum + minimum) / 2
    let delta = maximum - minimum
    var hue = 0.0
    var saturation = 0.0
    if delta > 0 {
      saturation = delta / (1 - abs(2 * lightness - 1))
      switch maximum {
      case c.red: hue = 60 * ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6)
      case c.green: hue = 60 * ((c.blue - c.red) / delta + 2)
      default: hue = 60 * ((c.red - c.green) / delta + 4)
      }
      if hue < 0 { hue += 360 }
    }
    self.init(hue: hue, saturation: min(saturation, 1), lightness: lightness, alpha: c.alpha)
  }

  /// Back to sRGB.
  public var rgba: RGBAColor {
    let l = min(max(lightness, 0), 1)
    let s = min(max(saturation, 0), 1)
    let chroma = (1 - abs(2 * l - 1)) * s
    let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
    let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch h {
    case ..<1: (r, g, b) = (chroma, x, 0)
    case ..<2: (r, g, b) = (x, chroma, 0)
    case ..<3: (r, g, b) = (0, chroma, x)
    case ..<4: (r, g, b) = (0, x, chroma)
    case ..<5: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    let m = l - chroma / 2
    return RGBAColor(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }
}
