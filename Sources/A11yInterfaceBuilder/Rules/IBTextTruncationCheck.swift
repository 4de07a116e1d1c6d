import A11yCore
import A11ySwiftSource

/// Scalable labels limited to one line, or held to a fixed height, that cut off enlarged text.
public struct IBTextTruncationCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { TextTruncationRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      """
      ↓<label text="시즌 한정 메뉴 안내" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """,
      """
      ↓<label text="시즌 한정 메뉴 안내" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        <constraints><constraint firstAttribute="height" constant="21" id="c-1"/></constraints>
      </label>
      """,
      // A label whose font the app's code sets from a runtime attribute (`ibEnaStyle`) scales too.
      """
      ↓<label text="설정" id="l-1">
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="ibEnaStyle" value="headline"/></userDefinedRuntimeAttributes>
      </label>
      """,
    ],
    nonTriggering: [
      """
      <label text="시즌 한정 메뉴 안내" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """,
      """
      <label text="시즌 한정 메뉴 안내" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
      """,
      // Cut in the middle on purpose (a wallet address, a file path), at every text size.
      """
      <label text="주소" lineBreakMode="middleTruncation" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """,
    ])

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where facts.uikitClass(of: object) == "UILabel" {
      // Only text that grows can be cut off by growing; fixed fonts are fixed-text-size's finding.
      let styledInCode = facts.hasRuntimeAttribute(object, containing: ["style"])
      let scales = object.font.map { $0.isTextStyle } == true && object.flag("adjustsFontForContentSizeCategory") == true
      guard scales || styledInCode else { continue }
      if object.flag("adjustsFontSizeToFit") == true || object["lineBreakMode"] == "middleTruncation" { continue }
      if object.isEmptyLabel(reachableFromCode: facts.isReachableFromCode(object)) || object.drawsPictureText { continue }
      let oneLine = (object["numberOfLines"] ?? "1") == "1"
      let fixedHeight = object.fixedHeight != nil
      guard oneLine || fixedHeight else { continue }
      if facts.codeSets(["numberOfLines"], on: object) == true { continue }
      let how = oneLine
        ? (en: "is limited to one line", ko: "한 줄로 제한되어")
        : (en: "has a fixed height of \(Measure.format(object.fixedHeight!.points)) pt", ko: "높이가 \(Measure.format(object.fixedHeight!.points))pt로 고정되어")
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)) grows with the text size but \(how.en), so large text is cut off with \"…\"; set Lines to 0 and let its height follow the text",
        ko: "\(KoreanParticle.topic.attach(to: "\(facts.name(of: object))")) 글자 크기에 따라 커지지만 \(how.ko) 큰 글자가 \"…\"로 잘립니다. Lines를 0으로 하고 높이가 텍스트를 따르게 하세요"),
        needsReview: !scales)
    }
  }
}
