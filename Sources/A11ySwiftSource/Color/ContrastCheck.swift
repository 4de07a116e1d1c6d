import A11yCore

/// One appearance in which a foreground/background pair falls short.
struct ContrastShortfall {
  var appearance: Appearance
  var foreground: RGBAColor
  var background: RGBAColor
  var ratio: Double
  /// The threshold missed; for text, the guideline's 3:1 when that is missed, else the HIG's.
  var threshold: ContrastThreshold
  var missesGuideline: Bool
  var suggestion: RGBAColor?
}

/// Checks a pair in every appearance the colors define (pairs that resolve identically are
/// checked once) and returns the shortfalls, worst first.
enum ContrastCheck {
  /// The lowest contrast of `foreground` on `background` over `appearances`.
  static func lowestRatio(foreground: DynamicColor, background: DynamicColor, in appearances: [Appearance]) -> Double {
    appearances.map { appearance in
      let behind = WCAGContrast.opaque(background.resolved(for: appearance), over: .black)
      return WCAGContrast.contrastRatio(foreground.resolved(for: appearance).composited(over: behind), behind)
    }.min() ?? 1
  }

  static func shortfalls(
    foreground: DynamicColor, background: DynamicColor, target: ContrastThreshold,
    in appearances: [Appearance] = Appearance.allCases
  ) -> [ContrastShortfall] {
    var seen: Set<[Double]> = []
    var result: [ContrastShortfall] = []
    for appearance in appearances {
      let background = WCAGContrast.opaque(background.resolved(for: appearance), over: .black)
      let foreground = foreground.resolved(for: appearance).composited(over: background)
      let key = [foreground.red, foreground.green, foreground.blue, background.red, background.green, background.blue]
      guard seen.insert(key).inserted else { continue }
      let ratio = WCAGContrast.contrastRatio(foreground, background)
      let guideline = ContrastThresholds.koreanMobile
      let missesGuideline = !guideline.isMet(by: ratio)
      guard missesGuideline || !target.isMet(by: ratio) else { continue }
      let goal = max(target.minimumRatio, guideline.minimumRatio)
      result.append(ContrastShortfall(
        appearance: appearance, foreground: foreground, background: background, ratio: ratio,
        threshold: missesGuideline ? guideline : target, missesGuideline: missesGuideline,
        suggestion: nearestPassingColor(foreground: foreground, background: background, target: goal)))
    }
    // One opaque foreground on backgrounds that differ by appearance: the color suggested must
    // pass on every one of them, not only on the worst (dailyvox's white on `Color.orange`).
    let foregrounds = appearances.map { foreground.resolved(for: $0) }
    if result.count > 0, let fixed = foregrounds.first, fixed.alpha >= 1, foregrounds.allSatisfy({ $0 == fixed }) {
      let backgrounds = appearances.map { WCAGContrast.opaque(background.resolved(for: $0), over: .black) }
      let goal = max(target.minimumRatio, ContrastThresholds.koreanMobile.minimumRatio)
      let joint = nearestPassingColor(foreground: fixed, backgrounds: backgrounds, target: goal)
      for index in result.indices { result[index].suggestion = joint }
    }
    return result.sorted { $0.ratio < $1.ratio }
  }


  /// "in dark (#5C3A1E on #2C2420)", and the other failing appearances.
  static func describe(_ shortfalls: [ContrastShortfall]) -> (en: String, ko: String) {
    let worst = shortfalls[0]
    var en = "\(ContrastRatioText.ratio(worst.ratio)) in \(worst.appearance) (\(worst.foreground.hexString) on \(worst.background.hexString))"
    var ko = "\(worst.appearance.koreanName)에서 \(ContrastRatioText.ratio(worst.ratio)) (\(worst.background.hexString) 위의 \(worst.foreground.hexString))"
    let others = shortfalls.dropFirst()
    if !others.isEmpty {
      en += "; also \(others.map { "\(ContrastRatioText.ratio($0.ratio)) in \($0.appearance)" }.joined(separator: ", "))"
      ko += "; \(others.map { "\($0.appearance.koreanName) \(ContrastRatioText.ratio($0.ratio))" }.joined(separator: ", "))에서도 부족"
    }
    return (en, ko)
  }

  /// Every shortfall misses its threshold by less than 0.01 (Studeo's #0099FF on white,
  /// 2.9998:1): a fail by the letter of WCAG, which doesn't round, but one no one can see;
  /// reported as a warning that says so, rather than an error.
  static func missesOnlyByAHair(_ shortfalls: [ContrastShortfall]) -> Bool {
    !shortfalls.isEmpty && shortfalls.allSatisfy { $0.threshold.minimumRatio - $0.ratio < 0.01 }
  }

  /// What a message adds for ``missesOnlyByAHair(_:)``.
  static func hairNote(_ shortfalls: [ContrastShortfall]) -> (en: String, ko: String) {
    guard missesOnlyByAHair(shortfalls), let worst = shortfalls.first else { return ("", "") }
    let exact = String(format: "%.4f:1", worst.ratio)
    return (" (only a hair below, \(exact): WCAG doesn't round, but the difference can't be seen)",
            " (\(exact)로 아주 조금 못 미칩니다. WCAG는 반올림하지 않지만 눈으로 구별되지 않는 차이입니다)")
  }

  static func suggestion(_ shortfall: ContrastShortfall) -> (en: String, ko: String) {
    guard let color = shortfall.suggestion else {
      return ("no color of the same hue passes on this background; change the background", "같은 색조로는 통과하는 색이 없으니 배경을 바꾸세요")
    }
    return ("the nearest color of the same hue that passes is \(color.hexString)", "같은 색조에서 통과하는 가장 가까운 색은 \(color.hexString)입니다")
  }

  /// The `default_background` option as a color: a hex value or a system color name.
  static func defaultBackground(_ value: ConfigValue?) -> DynamicColor? {
    guard let text = value?.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if let color = RGBAColor(parsing: text) { return DynamicColor(color) }
    return SystemColors.color(named: text, namespace: .automatic)
  }

  static let defaultBackgroundOption = RuleOption(
    name: "default_background", kind: .string, defaultValue: .string(""),
    summary: LocalizedText(
      en: "Background assumed when none can be proven (e.g. \"#FFFFFF\" or \"systemBackground\"); empty: report nothing then",
      ko: "배경을 증명할 수 없을 때 가정할 배경색(예: \"#FFFFFF\", \"systemBackground\"). 비우면 그런 경우 보고하지 않습니다"))

  static let hexInitializersOption = RuleOption(
    name: "hex_initializers", kind: .stringList,
    defaultValue: .array(ColorResolver.defaultHexLabels.map(ConfigValue.string)),
    summary: LocalizedText(
      en: "Argument labels of the project's hex color initializers (`Color(hex: \"#RRGGBB\")`, `UIColor(hex: 0xRRGGBB)`)",
      ko: "프로젝트의 16진수 색상 이니셜라이저 인자 레이블(`Color(hex: \"#RRGGBB\")`, `UIColor(hex: 0xRRGGBB)`)"))

  static func resolver(_ context: RuleContext, file: SwiftFileModel) -> ColorResolver {
    ColorResolver(
      project: context.project, file: file,
      hexLabels: context.option("hex_initializers")?.stringList ?? ColorResolver.defaultHexLabels)
  }

  /// The SwiftUI and UIKit color scenes of a file, with the rule's resolver options and default
  /// background, as the contrast rules use them.
  static func scenes(_ context: RuleContext, file: SwiftFileModel) -> (swiftUI: SwiftUIColorScene, uikit: UIKitColorScene) {
    let resolver = resolver(context, file: file)
    let background = defaultBackground(context.option("default_background"))
    return (
      SwiftUIColorScene(file: file, resolver: resolver, defaultBackground: background),
      UIKitColorScene(file: file, resolver: resolver, defaultBackground: background))
  }
}

extension ContrastCheck {
  /// A rule example: a view controller `type` whose white view holds `control`, a `controlType`
  /// made as a property, then the `lines` that style it, one a line in `viewDidLoad()`.
  static func whiteScreen(_ type: String, holding control: String, of controlType: String, lines: [String]) -> RuleExample {
    let body = lines.map { "    " + $0 }.joined(separator: "\n")
    return RuleExample("""
      final class \(type): UIViewController {
        let \(control) = \(controlType)()
        override func viewDidLoad() {
          view.backgroundColor = .white
          view.addSubview(\(control))
      \(body)
        }
      }
      """)
  }
}
