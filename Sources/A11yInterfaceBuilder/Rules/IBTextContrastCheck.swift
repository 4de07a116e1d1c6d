import A11yCore
import A11ySwiftSource

/// Text colors against the background of the view or its nearest ancestor that has one, in every
/// appearance the colors define (asset-catalog colors with their dark and increased-contrast values).
public struct IBTextContrastCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { TextContrastRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          ↓<label text="품절" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
            <color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </label>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          ↓<label text="오늘의 원두" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" name="BrandAccent"/>
          </label>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      </view>
      <resources>
        <namedColor name="BrandAccent"><color red="0.85" green="0.72" blue="0.55" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
      </resources>
      """,
    ],
    nonTriggering: [
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <label text="품절" numberOfLines="0" id="l-1">
            <color key="textColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </label>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <label text="품절" numberOfLines="0" id="l-1"><color key="textColor" systemColor="secondaryLabelColor"/></label>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      </view>
      """,
      """
      <label text="품절" numberOfLines="0" id="l-1"><color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
      """,
    ])

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where !object.isHidden {
      let type = facts.uikitClass(of: object)
      var written: IBColor?
      if IBFacts.textClasses.contains(type) {
        written = object.colors["textColor"]
      } else if type == "UIButton", object.buttonTitle != nil {
        written = object.states["normal"]?.titleColor ?? object.configuration?.titleColor
      }
      guard let written, let foreground = facts.resolve(written),
            let background = facts.background(of: object, includingSelf: type == "UIButton" || type == "UILabel") else { continue }
      if foreground.isSemanticSystem && background.isSemanticSystem { continue }
      if facts.codeSets(["textColor", "setTitleColor", "backgroundColor", "configuration", "attributedText", IBFacts.styled], on: object) == true { continue }
      // A custom class (a themed label or button) may color itself.
      if object.customClass != nil { continue }
      // A style applied from a runtime attribute (`ibEnaStyle`, `textStyle`) recolors the text in code.
      if facts.hasRuntimeAttribute(object, containing: ["style", "color", "theme"]) { continue }
      let size = object.font?.effectiveSize, bold = object.font?.isBold ?? false
      let target = ContrastThresholds.hig(pointSize: size, bold: bold)
      guard let worst = Self.worstShortfall(
        foreground.color, background.color, target: target,
        in: facts.appearances.filter { foreground.isKnown(in: $0) && background.isKnown(in: $0) }) else { continue }
      let ratio = ContrastRatioText.ratio(worst.ratio)
      let goal = ContrastRatioText.ratio(max(target.minimumRatio, ContrastThresholds.koreanMobile.minimumRatio))
      let sizeText = size.map { "\(Measure.format($0)) pt\(bold ? " bold" : "")" } ?? "17 pt (size not set)"
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)): text contrast is \(ratio) in \(worst.appearance) (\(worst.foreground.hexString) on \(worst.background.hexString)), under \(goal) for \(sizeText) text; darken or lighten the text color in the asset catalog or the inspector",
        ko: "\(facts.name(of: object)): \(worst.appearance.koreanName)에서 텍스트 대비가 \(ratio)(\(worst.background.hexString) 위의 \(worst.foreground.hexString))로 \(sizeText) 텍스트 기준 \(goal)보다 낮습니다. 에셋 카탈로그나 인스펙터에서 글자색을 조정하세요"),
        severity: worst.missesGuideline ? nil : .warning)
    }
  }

  struct Shortfall {
    var appearance: Appearance
    var foreground: RGBAColor
    var background: RGBAColor
    var ratio: Double
    var missesGuideline: Bool
  }

  /// The appearance where the pair is furthest below the HIG's (or the guideline's 3:1) threshold.
  static func worstShortfall(_ foreground: DynamicColor, _ background: DynamicColor, target: ContrastThreshold, in appearances: [Appearance]) -> Shortfall? {
    var worst: Shortfall?
    for appearance in appearances {
      let back = WCAGContrast.opaque(background.resolved(for: appearance), over: .black)
      let fore = foreground.resolved(for: appearance).composited(over: back)
      let ratio = WCAGContrast.contrastRatio(fore, back)
      let missesGuideline = !ContrastThresholds.koreanMobile.isMet(by: ratio)
      guard missesGuideline || !target.isMet(by: ratio) else { continue }
      if worst == nil || ratio < worst!.ratio {
        worst = Shortfall(appearance: appearance, foreground: fore, background: back, ratio: ratio, missesGuideline: missesGuideline)
      }
    }
    return worst
  }
}
