import Foundation

/// A kind of color-vision deficiency that ``ColorVisionSimulator`` can simulate.
///
/// The "-opia" cases are dichromacies (one cone type missing, severity 1). The "-omaly" cases are
/// anomalous trichromacies (one cone type shifted), simulated at a chosen severity.
public enum ColorVisionDeficiency: String, Sendable, Hashable, Codable, CaseIterable {
  case protanopia
  case deuteranopia
  case tritanopia
  case protanomaly
  case deuteranomaly
  case tritanomaly

  /// The cone class that is missing or anomalous.
  public enum Cone: String, Sendable, Hashable, Codable, CaseIterable {
    /// L cones (long wavelengths, "red"): protan deficiencies.
    case long
    /// M cones (medium wavelengths, "green"): deutan deficiencies.
    case medium
    /// S cones (short wavelengths, "blue"): tritan deficiencies.
    case short
  }

  /// The affected cone class.
  public var cone: Cone {
    switch self {
    case .protanopia, .protanomaly: .long
    case .deuteranopia, .deuteranomaly: .medium
    case .tritanopia, .tritanomaly: .short
    }
  }

  /// Whether this is a dichromacy (a missing cone type).
  public var isDichromacy: Bool {
    switch self {
    case .protanopia, .deuteranopia, .tritanopia: true
    case .protanomaly, .deuteranomaly, .tritanomaly: false
    }
  }

  /// The severity used when none is given: 1.0 for dichromacies; 0.6 for anomalous trichromacies,
  /// a moderate case (the model has no single "typical" severity; 0.6 sits mid-table).
  public var defaultSeverity: Double {
    isDichromacy ? 1.0 : 0.6
  }

  /// English display name.
  public var displayName: String {
    rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }

  /// Korean display name (색각 이상 유형).
  public var koreanName: String {
    switch self {
    case .protanopia: "적색맹"
    case .deuteranopia: "녹색맹"
    case .tritanopia: "청색맹"
    case .protanomaly: "적색약"
    case .deuteranomaly: "녹색약"
    case .tritanomaly: "청색약"
    }
  }
}

/// Simulates how a color looks to a person with a color-vision deficiency.
///
/// Model: Gustavo M. Machado, Manuel M. Oliveira and Leandro A. F. Fernandes, "A Physiologically-
/// based Model for Simulation of Color Vision Deficiency", IEEE Transactions on Visualization and
/// Computer Graphics 15(6):1291–1298, 2009. The authors publish precomputed 3×3 matrices for
/// severities 0.0, 0.1, …, 1.0 for protanomaly, deuteranomaly and tritanomaly (severity 1.0 being
/// the dichromacy), to be applied to *linear* RGB; the tables are on the paper's page,
/// https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html. Severities in
/// between are interpolated linearly between the two nearest tabulated matrices, as the authors
/// suggest. The paper calls its tritan results an approximation (its model is weakest there).
public struct ColorVisionSimulator: Sendable, Hashable {
  /// The simulated deficiency.
  public let deficiency: ColorVisionDeficiency
  /// Severity 0 (normal vision) ... 1 (dichromacy), clamped.
  public let severity: Double
  /// The linear-RGB matrix in use.
  public let matrix: ColorMatrix

  /// - Parameter severity: defaults to ``ColorVisionDeficiency/defaultSeverity``. Passing a severity
  ///   below 1 to a dichromacy simulates the matching anomalous trichromacy.
  public init(_ deficiency: ColorVisionDeficiency, severity: Double? = nil) {
    let chosen = severity ?? deficiency.defaultSeverity
    let clamped = chosen.isFinite ? min(max(chosen, 0), 1) : deficiency.defaultSeverity
    self.deficiency = deficiency
    self.severity = clamped
    self.matrix = ColorVisionSimulator.matrix(for: deficiency.cone, severity: clamped)
  }

  /// The (interpolated) Machado et al. matrix for a cone class and severity 0...1.
  public static func matrix(for cone: ColorVisionDeficiency.Cone, severity: Double) -> ColorMatrix {
    let table = MachadoTables.matrices(for: cone)
    let position = min(max(severity.isFinite ? severity : 0, 0), 1) * 10
    let lower = Int(position.rounded(.down))
    guard lower < 10 else { return table[10] }
    let fraction = position - Double(lower)
    return fraction < 1e-12 ? table[lower] : table[lower].interpolated(to: table[lower + 1], by: fraction)
  }

  /// The color as seen with the deficiency. Computed in linear light, clamped to the sRGB gamut
  /// (the matrices can overshoot slightly), alpha unchanged.
  public func simulate(_ color: RGBAColor) -> RGBAColor {
    let (r, g, b) = matrix.applied(to: (color.linearRed, color.linearGreen, color.linearBlue))
    func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
    return RGBAColor(linearRed: clamp(r), linearGreen: clamp(g), linearBlue: clamp(b), alpha: color.alpha)
  }
}

/// The published matrices of Machado, Oliveira & Fernandes (2009), severities 0.0 … 1.0 by 0.1.
enum MachadoTables {
  static func matrices(for cone: ColorVisionDeficiency.Cone) -> [ColorMatrix] {
    switch cone {
    case .long: protan
    case .medium: deutan
    case .short: tritan
    }
  }

  static let protan: [ColorMatrix] = [
    .identity,
    ColorMatrix([0.856167, 0.182038, -0.038205, 0.029342, 0.955115, 0.015544, -0.002880, -0.001563, 1.004443]),
    ColorMatrix([0.734766, 0.334872, -0.069637, 0.051840, 0.919198, 0.028963, -0.004928, -0.004209, 1.009137]),
    ColorMatrix([0.630323, 0.465641, -0.095964, 0.069181, 0.890046, 0.040773, -0.006308, -0.007724, 1.014032]),
    ColorMatrix([0.539009, 0.579343, -0.118352, 0.082546, 0.866121, 0.051332, -0.007136, -0.011959, 1.019095]),
    ColorMatrix([0.458064, 0.679578, -0.137642, 0.092785, 0.846313, 0.060902, -0.007494, -0.016807, 1.024301]),
    ColorMatrix([0.385450, 0.769005, -0.154455, 0.100526, 0.829802, 0.069673, -0.007442, -0.022190, 1.029632]),
    ColorMatrix([0.319627, 0.849633, -0.169261, 0.106241, 0.815969, 0.077790, -0.007025, -0.028051, 1.035076]),
    ColorMatrix([0.259411, 0.923008, -0.182420, 0.110296, 0.804340, 0.085364, -0.006276, -0.034346, 1.040622]),
    ColorMatrix([0.203876, 0.990338, -0.194214, 0.112975, 0.794542, 0.092483, -0.005222, -0.041043, 1.046265]),
    ColorMatrix([0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998]),
  ]

  static let deutan: [ColorMatrix] = [
    .identity,
    ColorMatrix([0.866435, 0.177704, -0.044139, 0.049567, 0.939063, 0.011370, -0.003453, 0.007233, 0.996220]),
    ColorMatrix([0.760729, 0.319078, -0.079807, 0.090568, 0.889315, 0.020117, -0.006027, 0.013325, 0.992702]),
    ColorMatrix([0.675425, 0.433850, -0.109275, 0.125303, 0.847755, 0.026942, -0.007950, 0.018572, 0.989378]),
    ColorMatrix([0.605511, 0.528560, -0.134071, 0.155318, 0.812366, 0.032316, -0.009376, 0.023176, 0.986200]),
    ColorMatrix([0.547494, 0.607765, -0.155259, 0.181692, 0.781742, 0.036566, -0.010410, 0.027275, 0.983136]),
    ColorMatrix([0.498864, 0.674741, -0.173604, 0.205199, 0.754872, 0.039929, -0.011131, 0.030969, 0.980162]),
    ColorMatrix([0.457771, 0.731899, -0.189670, 0.226409, 0.731012, 0.042579, -0.011595, 0.034333, 0.977261]),
    ColorMatrix([0.422823, 0.781057, -0.203881, 0.245752, 0.709602, 0.044646, -0.011843, 0.037423, 0.974421]),
    ColorMatrix([0.392952, 0.823610, -0.216562, 0.263559, 0.690210, 0.046232, -0.011910, 0.040281, 0.971630]),
    ColorMatrix([0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881]),
  ]

  static let tritan: [ColorMatrix] = [
    .identity,
    ColorMatrix([0.926670, 0.092514, -0.019184, 0.021191, 0.964503, 0.014306, 0.008437, 0.054813, 0.936750]),
    ColorMatrix([0.895720, 0.133330, -0.029050, 0.029997, 0.945400, 0.024603, 0.013027, 0.104707, 0.882266]),
    ColorMatrix([0.905871, 0.127791, -0.033662, 0.026856, 0.941251, 0.031893, 0.013410, 0.148296, 0.838294]),
    ColorMatrix([0.948035, 0.089490, -0.037526, 0.014364, 0.946792, 0.038844, 0.010853, 0.193991, 0.795156]),
    ColorMatrix([1.017277, 0.027029, -0.044306, -0.006113, 0.958479, 0.047634, 0.006379, 0.248708, 0.744913]),
    ColorMatrix([1.104996, -0.046633, -0.058363, -0.032137, 0.971635, 0.060503, 0.001336, 0.317922, 0.680742]),
    ColorMatrix([1.193214, -0.109812, -0.083402, -0.058496, 0.979410, 0.079086, -0.002346, 0.403492, 0.598854]),
    ColorMatrix([1.257728, -0.139648, -0.118081, -0.078003, 0.975409, 0.102594, -0.003316, 0.501214, 0.502102]),
    ColorMatrix([1.278864, -0.125333, -0.153531, -0.084748, 0.957674, 0.127074, -0.000989, 0.601151, 0.399838]),
    ColorMatrix([1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900]),
  ]
}
