import A11yCore
import Foundation

/// Text whose contrast, measured on the screenshot, is under the guideline for its size.
public struct RuntimeTextContrastRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-text-contrast",
    title: LocalizedText(en: "Text on screen must contrast with what lies behind it", ko: "화면의 텍스트는 배경과 충분히 대비되어야 합니다"),
    rationale: LocalizedText(
      en: """
        The screenshot shows the colors a person really sees: text over photos, gradients, translucent bars and colors \
        set at run time, which the sources can't resolve. For each static text the rule reads the pixels inside its frame \
        (scaled by the screenshot's pixels per point), takes the most common color as the background and the most common \
        of the colors that stand out from it as the text (glyph cores are one solid color; anti-aliased edges spread over \
        many), and computes the WCAG ratio; over a varying background, the worst of its large colors decides. The size comes from the frame's height (a line is about 1.2× the font size); 18 pt or \
        more is large text. Under 3:1 fails KR 2.0 checkpoint 1.4 and WCAG (error); under 4.5:1 for normal text fails \
        WCAG AA (warning). When the background varies (text over an image) the finding asks for review. Needs \
        `--screenshot` or a JSON capture with its screenshot; in the examples, the first line says how the screenshot is \
        painted.
        """,
      ko: """
        스크린숏에는 사람이 실제로 보는 색이 담깁니다. 사진 위의 텍스트, 그레이디언트, 반투명 바, 실행 중에 정해진 색처럼 소스로는 \
        알 수 없는 색입니다. 규칙은 각 정적 텍스트의 프레임 안 픽셀을 읽어(스크린숏의 포인트당 픽셀 수로 환산) 가장 흔한 색을 배경으로, \
        배경과 구별되는 색 중 가장 흔한 색을 글자색으로 보고(글자의 속은 한 가지 색이고 안티에일리어싱된 가장자리는 여러 색으로 흩어짐) \
        WCAG 대비를 계산합니다. 배경이 고르지 않으면 배경의 주요 색 중 가장 나쁜 색으로 판단합니다. \
        글자 크기는 프레임 높이로 추정하며(한 줄은 글꼴 크기의 약 1.2배) 18pt 이상은 큰 텍스트입니다. 3:1 미만은 KR 2.0 검사 항목 \
        1.4와 WCAG를 어기는 오류, 일반 텍스트의 4.5:1 미만은 WCAG AA를 어기는 경고입니다. 배경이 고르지 않으면(이미지 위 텍스트) 검토 \
        대상으로 보고합니다. `--screenshot`이나 스크린숏이 딸린 JSON 캡처가 필요합니다. 예에서는 첫 줄이 스크린숏을 어떻게 칠했는지 알려 줍니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.contrast], wcag: ["1.4.3"], hig: "Accessibility › Color and effects",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          (screenshot: text #AAAAAA on #FFFFFF)
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            ↓StaticText, {{16.0, 100.0}, {200.0, 20.0}}, label: 'Pickup at 10:30'
          """, syntax: "text"),
        RuleExample("""
          (screenshot: text #949494 on #FFFFFF)
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            ↓StaticText, {{16.0, 100.0}, {200.0, 20.0}}, label: 'Pickup at 10:30'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          (screenshot: text #595959 on #FFFFFF)
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            StaticText, {{16.0, 100.0}, {200.0, 20.0}}, label: 'Pickup at 10:30'
          """, syntax: "text"),
        RuleExample("""
          (screenshot: text #949494 on #FFFFFF)
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            StaticText, {{16.0, 100.0}, {200.0, 36.0}}, label: 'Pickup at 10:30'
          """, syntax: "text"),
      ]))

  /// What the pixels inside a frame say: background, text color and how uniform the background is.
  public struct Measurement: Sendable, Equatable {
    public var background: RGBAColor
    public var foreground: RGBAColor
    public var ratio: Double
    /// Share of the non-text pixels that have the background color.
    public var backgroundShare: Double
  }

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    guard let screenshot = screen.screenshot else { return }
    let bounds = screen.bounds
    for placed in screen.elements where ElementRoles.isText(placed.element) {
      let element = placed.element
      guard element.spokenLabel != nil, element.frame.height >= 6, element.isVisible != false,
            bounds.isEmpty || bounds.contains(element.frame, tolerance: 1),
            placed.scrollFrame.map({ $0.contains(element.frame, tolerance: 1) }) ?? true else { continue }
      guard let measurement = Self.measure(element.frame, in: screenshot) else { continue }
      // A line of text is about 1.2× its point size; a tall frame holds several lines of unknown size.
      let pointSize: Double? = element.frame.height <= 44 ? element.frame.height / 1.2 : nil
      let wcag = ContrastThresholds.wcagAA(pointSize: pointSize, bold: false)
      let korean = ContrastThresholds.koreanMobile
      guard !wcag.isMet(by: measurement.ratio) else { continue }
      let uniform = measurement.backgroundShare >= 0.6
      let ratio = ContrastRatioText.ratio(measurement.ratio)
      let size = pointSize.map { "≈\(Measure.format($0)) pt" } ?? "multi-line"
      let sizeKo = pointSize.map { "약 \(Measure.format($0))pt" } ?? "여러 줄"
      let colors = "\(measurement.foreground.quantized().hexString) on \(measurement.background.quantized().hexString)"
      let colorsKo = "\(measurement.background.quantized().hexString) 배경에 \(measurement.foreground.quantized().hexString)"
      let name = element.spokenLabel.map { "'\($0)'" } ?? ""
      let review = uniform ? LocalizedText(en: "", ko: "") : LocalizedText(en: "; the background varies (text over an image?), so check by eye", ko: ". 배경이 고르지 않으니(이미지 위 텍스트?) 눈으로 확인하세요")
      if !korean.isMet(by: measurement.ratio) {
        context.report(placed, in: screen, LocalizedText(
          en: "text \(name) measures \(ratio) (\(colors), \(size)) on the screenshot, under KR 1.4's 3:1 and WCAG's \(ContrastRatioText.threshold(wcag.minimumRatio))\(review.en)",
          ko: "텍스트 \(name)의 스크린숏 측정 대비가 \(ratio)(\(colorsKo), \(sizeKo))로 KR 1.4의 3:1과 WCAG의 \(ContrastRatioText.threshold(wcag.minimumRatio))보다 낮습니다\(review.ko)"),
          needsReview: !uniform)
      } else {
        context.report(placed, in: screen, LocalizedText(
          en: "text \(name) measures \(ratio) (\(colors), \(size)) on the screenshot: it meets KR 1.4's 3:1 but not WCAG AA's \(ContrastRatioText.threshold(wcag.minimumRatio)) for text of this size\(review.en)",
          ko: "텍스트 \(name)의 스크린숏 측정 대비가 \(ratio)(\(colorsKo), \(sizeKo))로 KR 1.4의 3:1은 넘지만 이 크기 텍스트에 대한 WCAG AA \(ContrastRatioText.threshold(wcag.minimumRatio))에는 못 미칩니다\(review.ko)"),
          severity: .warning, needsReview: !uniform)
      }
    }
  }

  /// Linear light of each 8-bit sRGB value, for per-pixel luminance without `pow`.
  private static let linear: [Double] = (0..<256).map { SRGBTransferFunction.linearize(Double($0) / 255) }

  /// Reads the pixels inside `frame`; nil when the frame is too small or nothing stands out.
  public static func measure(_ frame: ElementFrame, in screenshot: Screenshot) -> Measurement? {
    let image = screenshot.image, scale = screenshot.pixelsPerPoint
    let x0 = max(0, Int((frame.x * scale).rounded(.down))), y0 = max(0, Int((frame.y * scale).rounded(.down)))
    let x1 = min(image.width, Int((frame.maxX * scale).rounded(.up))), y1 = min(image.height, Int((frame.maxY * scale).rounded(.up)))
    guard x1 - x0 >= 3, y1 - y0 >= 3 else { return nil }
    // Background: the most common color, in buckets of 4 bits per channel.
    var buckets: [Int: (count: Int, red: Int, green: Int, blue: Int)] = [:]
    for y in y0..<y1 {
      for x in x0..<x1 {
        let p = image.pixel(x: x, y: y)
        let key = Int(p.red >> 4) << 8 | Int(p.green >> 4) << 4 | Int(p.blue >> 4)
        let entry = buckets[key, default: (0, 0, 0, 0)]
        buckets[key] = (entry.count + 1, entry.red + Int(p.red), entry.green + Int(p.green), entry.blue + Int(p.blue))
      }
    }
    guard let dominant = buckets.max(by: { $0.value.count < $1.value.count })?.value else { return nil }
    let background = RGBAColor(
      red255: dominant.red / dominant.count, green255: dominant.green / dominant.count, blue255: dominant.blue / dominant.count)
    let backgroundLuminance = WCAGContrast.relativeLuminance(of: background)
    // Text pixels: those that visibly differ from the background. The text color is the most
    // common of them: glyph cores are one solid color, anti-aliased edges spread over many.
    let total = (x1 - x0) * (y1 - y0)
    var candidateCount = 0
    var textBuckets: [Int: (count: Int, red: Int, green: Int, blue: Int)] = [:]
    for y in y0..<y1 {
      for x in x0..<x1 {
        let p = image.pixel(x: x, y: y)
        let luminance = 0.2126 * linear[Int(p.red)] + 0.7152 * linear[Int(p.green)] + 0.0722 * linear[Int(p.blue)]
        let contrast = (max(luminance, backgroundLuminance) + 0.05) / (min(luminance, backgroundLuminance) + 0.05)
        guard contrast >= 1.15 else { continue }
        candidateCount += 1
        let key = Int(p.red >> 4) << 8 | Int(p.green >> 4) << 4 | Int(p.blue >> 4)
        let entry = textBuckets[key, default: (0, 0, 0, 0)]
        textBuckets[key] = (entry.count + 1, entry.red + Int(p.red), entry.green + Int(p.green), entry.blue + Int(p.blue))
      }
    }
    guard candidateCount >= max(4, total / 200),
          let (textKey, text) = textBuckets.max(by: { $0.value.count < $1.value.count }).map({ ($0.key, $0.value) }) else { return nil }
    let foreground = RGBAColor(red255: text.red / text.count, green255: text.green / text.count, blue255: text.blue / text.count)
    let backgroundPixels = total - text.count
    let share = Double(dominant.count) / Double(max(1, backgroundPixels))
    var ratio = WCAGContrast.contrastRatio(foreground, background)
    var worstBackground = background
    if share < 0.6 {
      // A varying background (text over a photo): the worst of its large colors decides.
      for (key, bucket) in buckets where key != textKey && Double(bucket.count) >= 0.15 * Double(backgroundPixels) {
        let color = RGBAColor(red255: bucket.red / bucket.count, green255: bucket.green / bucket.count, blue255: bucket.blue / bucket.count)
        let candidate = WCAGContrast.contrastRatio(foreground, color)
        if candidate < ratio { ratio = candidate; worstBackground = color }
      }
    }
    return Measurement(background: worstBackground, foreground: foreground, ratio: ratio, backgroundShare: min(1, share))
  }
}
