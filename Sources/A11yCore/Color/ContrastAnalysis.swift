/// Everything the `contrast` command reports about one foreground/background pair.
public struct ContrastAnalysis: Sendable, Hashable, Codable {
  /// One threshold and whether the pair meets it.
  public struct ThresholdResult: Sendable, Hashable, Codable {
    public let threshold: ContrastThreshold
    /// Whether the pair's ratio meets the threshold.
    public let passes: Bool
    /// Whether the threshold applies to the given text size and weight (for example, the
    /// large-text thresholds don't apply to 12 pt regular text). Non-text and Korean thresholds
    /// always apply.
    public let applies: Bool
  }

  /// The pair as seen with one color-vision deficiency.
  public struct DeficiencyResult: Sendable, Hashable, Codable {
    public let deficiency: ColorVisionDeficiency
    public let severity: Double
    /// Simulated (composited) foreground.
    public let foreground: RGBAColor
    /// Simulated (opaque) background.
    public let background: RGBAColor
    /// WCAG contrast ratio of the simulated pair.
    public let ratio: Double
    /// CIEDE2000 difference of the simulated pair: small values (≲ 3) mean the two are hard to
    /// tell apart by hue as well as by lightness.
    public let colorDifference: Double
  }

  /// The foreground as given (may be translucent).
  public let foreground: RGBAColor
  /// The background as given.
  public let background: RGBAColor
  /// The background made opaque over the backdrop (equal to `background` when already opaque).
  public let opaqueBackground: RGBAColor
  /// The foreground composited over the opaque background: what is actually on screen.
  public let compositedForeground: RGBAColor
  /// WCAG contrast ratio of the composited pair, 1...21.
  public let ratio: Double
  /// CIEDE2000 difference of the composited pair with normal vision.
  public let colorDifference: Double
  /// Text size in points, if known.
  public let pointSize: Double?
  /// Whether the text is bold.
  public let isBold: Bool
  /// Every threshold in ``ContrastThresholds/all`` with its outcome.
  public let thresholds: [ThresholdResult]
  /// One entry per ``ColorVisionDeficiency`` case, at its default severity.
  public let deficiencies: [DeficiencyResult]

  /// Analyses `foreground` on `background`.
  ///
  /// - Parameters:
  ///   - pointSize: text size in points; nil when unknown or not text.
  ///   - bold: whether the text is bold.
  ///   - backdrop: what a translucent background is composited over (white by default).
  public init(
    foreground: RGBAColor, background: RGBAColor, pointSize: Double? = nil, bold: Bool = false,
    backdrop: RGBAColor = .white
  ) {
    let opaqueBackground = WCAGContrast.opaque(background, over: backdrop)
    let composited = foreground.composited(over: opaqueBackground)
    let ratio = WCAGContrast.contrastRatio(composited, opaqueBackground)
    self.foreground = foreground
    self.background = background
    self.opaqueBackground = opaqueBackground
    self.compositedForeground = composited
    self.ratio = ratio
    self.colorDifference = ColorDifference.ciede2000(composited, opaqueBackground)
    self.pointSize = pointSize
    self.isBold = bold

    let isLarge = ContrastThresholds.isLargeText(pointSize: pointSize, bold: bold)
    let hig = ContrastThresholds.hig(pointSize: pointSize, bold: bold)
    self.thresholds = ContrastThresholds.all.map { threshold in
      let applies: Bool
      switch threshold.id {
      case ContrastThresholds.wcagAANormalText.id, ContrastThresholds.wcagAAANormalText.id: applies = !isLarge
      case ContrastThresholds.wcagAALargeText.id, ContrastThresholds.wcagAAALargeText.id: applies = isLarge
      case ContrastThresholds.higSmallText.id, ContrastThresholds.higLargeOrBoldText.id: applies = threshold == hig
      default: applies = true
      }
      return ThresholdResult(threshold: threshold, passes: threshold.isMet(by: ratio), applies: applies)
    }
    self.deficiencies = ColorVisionDeficiency.allCases.map { deficiency in
      let simulator = ColorVisionSimulator(deficiency)
      let simulatedForeground = simulator.simulate(composited)
      let simulatedBackground = simulator.simulate(opaqueBackground)
      return DeficiencyResult(
        deficiency: deficiency, severity: simulator.severity,
        foreground: simulatedForeground, background: simulatedBackground,
        ratio: WCAGContrast.contrastRatio(simulatedForeground, simulatedBackground),
        colorDifference: ColorDifference.ciede2000(simulatedForeground, simulatedBackground))
    }
  }

  /// Whether the pair meets `threshold`.
  public func passes(_ threshold: ContrastThreshold) -> Bool {
    threshold.isMet(by: ratio)
  }

  /// The outcome for `threshold`, if it is one of ``ContrastThresholds/all``.
  public func result(for threshold: ContrastThreshold) -> ThresholdResult? {
    thresholds.first { $0.threshold.id == threshold.id }
  }

  /// The WCAG AA text threshold for this pair's text size.
  public var wcagAAThreshold: ContrastThreshold {
    ContrastThresholds.wcagAA(pointSize: pointSize, bold: isBold)
  }

  /// The Apple HIG threshold for this pair's text size.
  public var higThreshold: ContrastThreshold {
    ContrastThresholds.hig(pointSize: pointSize, bold: isBold)
  }
}

/// The color closest to `foreground` (by CIEDE2000) that reaches `target` contrast on `background`,
/// keeping the foreground's HSL hue and saturation and changing only its lightness.
///
/// The foreground is first composited over the (opaque) background, so the result is opaque and
/// rounded to 8 bits per channel: the hex string it prints is exactly a passing color. Both
/// directions are tried (darker and lighter) and the nearer passing one wins. Returns the
/// composited foreground unchanged if it already passes, and nil when no lightness can pass (even
/// black or white fall short, e.g. 7:1 on a mid gray).
///
/// Why HSL: for fixed hue and saturation each RGB channel is non-decreasing in lightness, so the
/// luminance is too and a bisection on lightness finds the boundary exactly, without gamut clipping.
public func nearestPassingColor(foreground: RGBAColor, background: RGBAColor, target: Double) -> RGBAColor? {
  let opaqueBackground = WCAGContrast.opaque(background)
  return nearestPassingColor(from: foreground.composited(over: opaqueBackground).clamped()) { color in
    WCAGContrast.contrastRatio(color, opaqueBackground) + 1e-9 >= target
  }
}

/// The nearest color of the foreground's hue that reaches `target` on every one of `backgrounds`
/// (opaque): one fixed color shown over a background that differs by appearance (white text on
/// `Color.orange`, lighter in dark mode with Increase Contrast), which must pass on all of them.
/// Along the path from the foreground to black or white, each background's test flips once, so
/// their conjunction does too.
public func nearestPassingColor(foreground: RGBAColor, backgrounds: [RGBAColor], target: Double) -> RGBAColor? {
  guard let first = backgrounds.first else { return nil }
  if backgrounds.count == 1 { return nearestPassingColor(foreground: foreground, background: first, target: target) }
  let opaque = backgrounds.map { WCAGContrast.opaque($0) }
  return nearestPassingColor(from: foreground.clamped()) { color in
    opaque.allSatisfy { WCAGContrast.contrastRatio(color, $0) + 1e-9 >= target }
  }
}

/// The search both share: `start` if it `passes`, else the nearer of the passing colors found by
/// bisecting its lightness toward black and toward white, or nil.
private func nearestPassingColor(from start: RGBAColor, passes: (RGBAColor) -> Bool) -> RGBAColor? {
  if passes(start) { return start }
  let hsl = HSLColor(start)
  func candidate(_ lightness: Double) -> RGBAColor {
    HSLColor(hue: hsl.hue, saturation: hsl.saturation, lightness: lightness).rgba.quantized()
  }
  var options: [RGBAColor] = []
  for bound in [0.0, 1.0] where passes(candidate(bound)) {
    // Along the path from the start (failing) to the bound (passing) the ratio first falls (while
    // crossing the background's luminance, if it does) and then rises, so "passes" flips once.
    var failing = hsl.lightness
    var passing = bound
    for _ in 0..<48 {
      let middle = (failing + passing) / 2
      if passes(candidate(middle)) { passing = middle } else { failing = middle }
    }
    options.append(candidate(passing))
  }
  return options.min { ColorDifference.ciede2000(start, $0) < ColorDifference.ciede2000(start, $1) }
}

/// ``nearestPassingColor(foreground:background:target:)`` with a threshold's minimum ratio.
public func nearestPassingColor(
  foreground: RGBAColor, background: RGBAColor, threshold: ContrastThreshold
) -> RGBAColor? {
  nearestPassingColor(foreground: foreground, background: background, target: threshold.minimumRatio)
}
