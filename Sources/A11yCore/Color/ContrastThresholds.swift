/// A minimum contrast ratio from one guideline.
public struct ContrastThreshold: Sendable, Hashable, Codable, Identifiable {
  /// Stable identifier, e.g. `wcag-aa-normal-text`.
  public let id: String
  /// English name for reports.
  public let name: String
  /// Korean name for reports.
  public let koreanName: String
  /// The ratio a color pair must reach (≥) to pass.
  public let minimumRatio: Double
  /// Where the number comes from.
  public let source: String

  public init(id: String, name: String, koreanName: String, minimumRatio: Double, source: String) {
    self.id = id
    self.name = name
    self.koreanName = koreanName
    self.minimumRatio = minimumRatio
    self.source = source
  }

  /// Whether `ratio` meets the threshold. WCAG says not to round ratios up (4.499:1 fails 4.5:1);
  /// the 1e-9 slack only absorbs floating-point noise in exact cases such as 3.0.
  public func isMet(by ratio: Double) -> Bool {
    ratio + 1e-9 >= minimumRatio
  }
}

/// The contrast thresholds a11y-audit checks, and which one applies to a given text size.
public enum ContrastThresholds {
  /// Korean mobile app guideline 2.0 (KS X 3253, TTAK.KO-10.0634), checkpoint 1.4 명도 대비:
  /// text *and* UI components ≥ 3:1.
  public static let koreanMobile = ContrastThreshold(
    id: "kr-mobile-1.4", name: "Korean mobile guideline 1.4 (text and UI components)",
    koreanName: "모바일 앱 접근성 지침 1.4 명도 대비", minimumRatio: 3,
    source: "KS X 3253:2016 / TTAK.KO-10.0634 5.4 (checkpoint 1.4)")

  /// WCAG 2.2 SC 1.4.3 Contrast (Minimum), level AA, normal text: 4.5:1.
  public static let wcagAANormalText = ContrastThreshold(
    id: "wcag-aa-normal-text", name: "WCAG AA, normal text", koreanName: "WCAG AA 일반 텍스트",
    minimumRatio: 4.5, source: "WCAG 2.2 SC 1.4.3")

  /// WCAG 2.2 SC 1.4.3, level AA, large text: 3:1.
  public static let wcagAALargeText = ContrastThreshold(
    id: "wcag-aa-large-text", name: "WCAG AA, large text", koreanName: "WCAG AA 큰 텍스트",
    minimumRatio: 3, source: "WCAG 2.2 SC 1.4.3")

  /// WCAG 2.2 SC 1.4.6 Contrast (Enhanced), level AAA, normal text: 7:1.
  public static let wcagAAANormalText = ContrastThreshold(
    id: "wcag-aaa-normal-text", name: "WCAG AAA, normal text", koreanName: "WCAG AAA 일반 텍스트",
    minimumRatio: 7, source: "WCAG 2.2 SC 1.4.6")

  /// WCAG 2.2 SC 1.4.6, level AAA, large text: 4.5:1.
  public static let wcagAAALargeText = ContrastThreshold(
    id: "wcag-aaa-large-text", name: "WCAG AAA, large text", koreanName: "WCAG AAA 큰 텍스트",
    minimumRatio: 4.5, source: "WCAG 2.2 SC 1.4.6")

  /// WCAG 2.2 SC 1.4.11 Non-text Contrast: UI components and graphical objects 3:1.
  public static let wcagNonText = ContrastThreshold(
    id: "wcag-non-text", name: "WCAG non-text contrast (UI components)",
    koreanName: "WCAG 비텍스트 대비(UI 컴포넌트)", minimumRatio: 3, source: "WCAG 2.2 SC 1.4.11")

  /// Apple HIG, Accessibility › Color and effects: text up to 17 pt, all weights: 4.5:1.
  public static let higSmallText = ContrastThreshold(
    id: "hig-text-up-to-17pt", name: "Apple HIG, text up to 17 pt", koreanName: "Apple HIG 17pt 이하 텍스트",
    minimumRatio: 4.5, source: "Apple HIG Accessibility (minimum contrast table)")

  /// Apple HIG: text 18 pt and larger (all weights), or bold text of any size: 3:1.
  public static let higLargeOrBoldText = ContrastThreshold(
    id: "hig-text-18pt-or-bold", name: "Apple HIG, text 18 pt+ or bold", koreanName: "Apple HIG 18pt 이상 또는 굵은 텍스트",
    minimumRatio: 3, source: "Apple HIG Accessibility (minimum contrast table)")

  /// Every threshold, in report order.
  public static let all: [ContrastThreshold] = [
    koreanMobile, wcagAANormalText, wcagAALargeText, wcagAAANormalText, wcagAAALargeText, wcagNonText,
    higSmallText, higLargeOrBoldText,
  ]

  /// WCAG "large scale" text: at least 18 pt, or at least 14 pt bold.
  ///
  /// WCAG's points are typographic points (18 pt ≈ 24 CSS px); like the peer tools (GTXiLib,
  /// Android ATF), a11y-audit applies the figures to iOS points directly. Unknown size → not large,
  /// which is the stricter assumption.
  public static func isLargeText(pointSize: Double?, bold: Bool) -> Bool {
    guard let size = pointSize else { return false }
    return size >= 18 || (bold && size >= 14)
  }

  /// The WCAG AA text threshold for a text size.
  public static func wcagAA(pointSize: Double?, bold: Bool) -> ContrastThreshold {
    isLargeText(pointSize: pointSize, bold: bold) ? wcagAALargeText : wcagAANormalText
  }

  /// The WCAG AAA text threshold for a text size.
  public static func wcagAAA(pointSize: Double?, bold: Bool) -> ContrastThreshold {
    isLargeText(pointSize: pointSize, bold: bold) ? wcagAAALargeText : wcagAAANormalText
  }

  /// The Apple HIG threshold: up to 17 pt, all weights → 4.5:1; 18 pt and larger → 3:1; bold at
  /// any size → 3:1. An unknown size is treated as body text (17 pt), i.e. 4.5:1 unless bold.
  /// Sizes between 17 and 18 pt (e.g. 17.5) are not in the table; they get the stricter 4.5:1.
  public static func hig(pointSize: Double?, bold: Bool) -> ContrastThreshold {
    if bold { return higLargeOrBoldText }
    if let size = pointSize, size >= 18 { return higLargeOrBoldText }
    return higSmallText
  }
}

/// How ratios are written in messages and reports.
public enum ContrastRatioText {
  /// Two decimals, rounded, except where rounding would show a failing ratio as a threshold it
  /// misses (WCAG: 4.499:1 does not meet 4.5:1); then truncated.
  public static func ratio(_ value: Double) -> String {
    var shown = (value * 100).rounded() / 100
    if ContrastThresholds.all.contains(where: { value < $0.minimumRatio && shown >= $0.minimumRatio }) {
      shown = (value * 100).rounded(.down) / 100
    }
    return String(format: "%.2f:1", shown)
  }

  /// A threshold: `3:1`, `4.5:1`.
  public static func threshold(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)):1" : String(format: "%.1f:1", value)
  }
}
