import Foundation

/// A 3×3 matrix acting on column vectors of three color components (row-major storage).
public struct ColorMatrix: Sendable, Hashable, Codable {
  /// The nine entries, row by row.
  public var entries: [Double]

  /// Creates a matrix from its rows. Missing entries (fewer than nine) are filled from the identity,
  /// so a malformed literal degrades to "no change" instead of crashing.
  public init(rows: [[Double]]) {
    var values = ColorMatrix.identity.entries
    for (rowIndex, row) in rows.prefix(3).enumerated() {
      for (columnIndex, value) in row.prefix(3).enumerated() {
        values[rowIndex * 3 + columnIndex] = value
      }
    }
    entries = values
  }

  /// Creates a matrix from nine row-major entries.
  public init(_ entries: [Double]) {
    self.init(rows: stride(from: 0, to: min(entries.count, 9), by: 3).map {
      Array(entries[$0..<min($0 + 3, entries.count)])
    })
  }

  private init(raw: [Double]) {
    entries = raw
  }

  /// The identity matrix.
  public static let identity = ColorMatrix(raw: [1, 0, 0, 0, 1, 0, 0, 0, 1])

  /// The entry at `row`, `column` (both 0...2).
  public subscript(row: Int, column: Int) -> Double {
    entries[row * 3 + column]
  }

  /// `self × vector`.
  public func applied(to vector: (Double, Double, Double)) -> (Double, Double, Double) {
    let (x, y, z) = vector
    return (
      entries[0] * x + entries[1] * y + entries[2] * z,
      entries[3] * x + entries[4] * y + entries[5] * z,
      entries[6] * x + entries[7] * y + entries[8] * z
    )
  }

  /// `self × other`.
  public func multiplied(by other: ColorMatrix) -> ColorMatrix {
    var result = [Double](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        var sum = 0.0
        for k in 0..<3 { sum += self[row, k] * other[k, column] }
        result[row * 3 + column] = sum
      }
    }
    return ColorMatrix(raw: result)
  }

  /// Entry-wise linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
  public func interpolated(to other: ColorMatrix, by t: Double) -> ColorMatrix {
    ColorMatrix(raw: zip(entries, other.entries).map { $0 + ($1 - $0) * t })
  }

  /// Largest absolute entry-wise difference to `other`; handy for comparing matrices in tests.
  public func maximumDifference(to other: ColorMatrix) -> Double {
    zip(entries, other.entries).map { abs($0 - $1) }.max() ?? 0
  }
}

/// The sRGB transfer curve (IEC 61966-2-1), extended symmetrically to negative values so that
/// extended-range components (for example Display P3 colors outside sRGB) survive round trips.
public enum SRGBTransferFunction {
  /// Gamma-encoded component → linear light.
  ///
  /// The 0.04045 threshold is the one in IEC 61966-2-1 and in WCAG 2.2's corrected definition of
  /// relative luminance. WCAG 2.0/2.1 printed 0.03928 (from an early sRGB draft); the two only
  /// differ for components between 0.03928 and 0.04045, i.e. 8-bit value 10, and never change a
  /// ratio at two decimals.
  public static func linearize(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -linear : linear
  }

  /// Linear light → gamma-encoded component.
  public static func encode(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -encoded : encoded
  }
}

/// Matrices between linear RGB spaces and CIE XYZ (D65). Values as published in CSS Color 4
/// (§ "Sample code for color conversions"), computed from the primaries' chromaticities.
public enum ColorSpaceMatrices {
  /// Linear sRGB → XYZ (D65).
  public static let linearSRGBToXYZ = ColorMatrix([
    0.41239079926595934, 0.357584339383878, 0.1804807884018343,
    0.21263900587151027, 0.715168678767756, 0.07219231536073371,
    0.01933081871559182, 0.11919477979462598, 0.9505321522496607,
  ])

  /// XYZ (D65) → linear sRGB.
  public static let xyzToLinearSRGB = ColorMatrix([
    3.2409699419045226, -1.537383177570094, -0.4986107602930034,
    -0.9692436362808796, 1.8759675015077202, 0.04155505740717559,
    0.05563007969699366, -0.20397695888897652, 1.0569715142428786,
  ])

  /// Linear Display P3 → XYZ (D65).
  public static let linearDisplayP3ToXYZ = ColorMatrix([
    0.4865709486482162, 0.26566769316909306, 0.1982172852343625,
    0.2289745640697488, 0.6917385218365064, 0.079286914093745,
    0.0, 0.04511338185890264, 1.043944368900976,
  ])

  /// Linear Display P3 → linear sRGB (both D65, so no chromatic adaptation is needed).
  public static let linearDisplayP3ToLinearSRGB = xyzToLinearSRGB.multiplied(by: linearDisplayP3ToXYZ)
}
