import Foundation

/// Perceptual color difference.
public enum ColorDifference {
  /// CIEDE2000 ΔE₀₀ between two Lab colors, implemented from Sharma, Wu & Dalal, "The CIEDE2000
  /// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
  /// Observations", Color Research & Application 30(1), 2005 (equations 1–21 and their notes on
  /// hue-angle wrap-around). A ΔE₀₀ around 1 is a just-noticeable difference; under about 2–3,
  /// two colors are hard to tell apart side by side.
  ///
  /// - Parameters: kL, kC, kH: parametric weighting factors, 1 under reference conditions.
  public static func ciede2000(
    _ first: CIELab, _ second: CIELab, kL: Double = 1, kC: Double = 1, kH: Double = 1
  ) -> Double {
    let degrees = 180 / Double.pi
    let radians = Double.pi / 180
    let pow25to7 = 6_103_515_625.0  // 25^7

    let c1 = first.chroma
    let c2 = second.chroma
    let meanC = (c1 + c2) / 2
    let meanC7 = pow(meanC, 7)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let cPrime1 = (a1 * a1 + first.b * first.b).squareRoot()
    let cPrime2 = (a2 * a2 + second.b * second.b).squareRoot()

    func hueAngle(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let angle = atan2(b, a) * degrees
      return angle < 0 ? angle + 360 : angle
    }
    let h1 = hueAngle(first.b, a1)
    let h2 = hueAngle(second.b, a2)

    let deltaL = second.l - first.l
    let deltaC = cPrime2 - cPrime1
    var deltaHue = 0.0
    if cPrime1 * cPrime2 != 0 {
      deltaHue = h2 - h1
      if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
    }
    let deltaH = 2 * (cPrime1 * cPrime2).squareRoot() * sin(deltaHue / 2 * radians)

    let meanL = (first.l + second.l) / 2
    let meanCPrime = (cPrime1 + cPrime2) / 2
    var meanH = h1 + h2
    if cPrime1 * cPrime2 != 0 {
      if abs(h1 - h2) <= 180 {
        meanH = (h1 + h2) / 2
      } else if h1 + h2 < 360 {
        meanH = (h1 + h2 + 360) / 2
      } else {
        meanH = (h1 + h2 - 360) / 2
      }
    }

    let t = 1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians)
      + 0.32 * cos((3 * meanH + 6) * radians) - 0.20 * cos((4 * meanH - 63) * radians)
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let meanCPrime7 = pow(meanCPrime, 7)
    let rC = 2 * (meanCPrime7 / (meanCPrime7 + pow25to7)).squareRoot()
    let lightnessOffset = pow(meanL - 50, 2)
    let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
    let sC = 1 + 0.045 * meanCPrime
    let sH = 1 + 0.015 * meanCPrime * t
    let rT = -sin(2 * deltaTheta * radians) * rC

    let termL = deltaL / (kL * sL)
    let termC = deltaC / (kC * sC)
    let termH = deltaH / (kH * sH)
    return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
  }

  /// CIEDE2000 between two sRGB colors (sRGB → XYZ D65 → Lab); alpha is ignored.
  public static func ciede2000(_ first: RGBAColor, _ second: RGBAColor) -> Double {
    ciede2000(CIELab(first), CIELab(second))
  }
}
