import A11yCore
import A11ySwiftSource

/// Scalable labels limited to one line, or held to a fixed height, that cut off enlarged text.
public struct IBTextTruncationCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { TextTruncationRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // openHAB's switch row: the title outlasts the detail but is no short value, so a long one is cut too.
      """
      <view id="v-1">
        <subviews>
          ↓<label text="거실 조명 자동 켜기" horizontalCompressionResistancePriority="749" adjustsFontForContentSizeCategory="YES" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
          ↓<label text="켜짐" horizontalCompressionResistancePriority="748" adjustsFontForContentSizeCategory="YES" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        </subviews>
      </view>
      """,
      // Rocket.Chat's message time beside the sender's name: the name, less resistant, gives way
      // and is reported; the time, a short value, is not.
      """
      <view id="v-1">
        <subviews>
          ↓<label text="보낸 사람" adjustsFontForContentSizeCategory="YES" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
          <label text="3:00" horizontalCompressionResistancePriority="751" adjustsFontForContentSizeCategory="YES" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/></label>
        </subviews>
      </view>
      """,
      // The neighbour of the centred name: pinned at both edges, it is cut with "…".
      """
      <view id="v-1">
        <subviews>
          ↓<label text="사용자 이름" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="l-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" constant="20" id="c-1"/>
          <constraint firstAttribute="trailing" secondItem="l-1" secondAttribute="trailing" constant="20" id="c-2"/>
        </constraints>
      </view>
      """,
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
      // tpg offline's arrival time (its outlet named for the hour) beside a stop name that wraps
      // and resists less: the name takes another line; the time keeps its width.
      InterfaceBuilderExample("""
        <tableViewCell id="c-1" customClass="RouteCell">
          <tableViewCellContentView key="contentView" id="cv-1">
            <subviews>
              <label text="Cornavin" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
              <label text="dqs" horizontalCompressionResistancePriority="751" adjustsFontForContentSizeCategory="YES" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            </subviews>
          </tableViewCellContentView>
          <connections><outlet property="arrivalHourLabel" destination="l-2" id="o-1"/></connections>
        </tableViewCell>
        """, swift: "final class RouteCell: UITableViewCell {\n  @IBOutlet weak var arrivalHourLabel: UILabel!\n  func configure(_ arrival: Date) { arrivalHourLabel.text = arrival.formatted(date: .omitted, time: .shortened) }\n}"),
      """
      <label text="시즌 한정 메뉴 안내" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """,
      """
      <label text="시즌 한정 메뉴 안내" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
      """,
      // Lockwise's user name: centred by its only constraint, it grows to its text, never cut with "…".
      """
      <view id="v-1">
        <subviews>
          <label text="사용자 이름" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="l-1" firstAttribute="centerX" secondItem="v-1" secondAttribute="centerX" id="c-1"/>
          <constraint firstItem="l-1" firstAttribute="top" secondItem="v-1" secondAttribute="top" constant="20" id="c-2"/>
        </constraints>
      </view>
      """,
      // OctoPod's "Origin" caption beside its value: one fixed word, more resistant, keeps its width.
      """
      <view id="v-1">
        <subviews>
          <label text="Origin" horizontalCompressionResistancePriority="751" adjustsFontForContentSizeCategory="YES" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
          <label text="0, 0, 0" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" adjustsFontForContentSizeCategory="YES" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        </subviews>
      </view>
      """,
      // Cut in the middle on purpose (a wallet address, a file path), at every text size.
      """
      <label text="주소" lineBreakMode="middleTruncation" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """,
    ])

  /// Laid out by constraints none of which holds its width (only a leading edge, only a centre):
  /// Auto Layout lets the label grow to its text, so it is never cut with "…" (Lockwise's
  /// centred user name). Not in a stack view, which sets its arranged views' widths.
  static func growsPastItsLine(_ label: IBObject, in document: IBDocument) -> Bool {
    guard label["translatesAutoresizingMaskIntoConstraints"] == "NO" else { return false }
    if let parent = label.parent, document.objects[parent].element == "stackView" { return false }
    let edges = label.horizontalConstraints
    if !edges.isDisjoint(with: ["trailing", "right", "trailingMargin", "rightMargin", "width"]) { return false }
    let leading = !edges.isDisjoint(with: ["leading", "left", "leadingMargin", "leftMargin"])
    let centred = !edges.isDisjoint(with: ["centerX", "centerXWithinMargins"])
    return !(leading && centred)
  }

  /// A short value (a time, a count) by its outlet's name or its text in the file (digits and
  /// separators only): what a higher compression resistance keeps whole.
  static func holdsShortValue(_ label: IBObject, facts: IBFacts) -> Bool {
    let words = facts.outletNames(of: label).flatMap { IdentifierWords.words(in: $0) }
    if !Set(words).isDisjoint(with: Self.shortValueWords) { return true }
    guard let text = label.text, !text.isEmpty else { return false }
    // One short word no code changes (OctoPod's "Origin" beside its value): it keeps its width.
    if facts.outletNames(of: label).isEmpty, text.count <= 12, !text.contains(" ") { return true }
    return text.allSatisfy { $0.isNumber || " :.,/%-+".contains($0) }
  }

  static let shortValueWords: Set<String> = Set(TextTruncationRule.shortValueWords).union(["date", "time", "timestamp", "hour", "badge", "value", "unit"])

  /// A one-line label beside another that gives way first (Rocket.Chat's message time, 751, beside
  /// the sender's name, 750; tpg offline's arrival time beside a stop name that wraps): Auto Layout
  /// cuts or wraps the lower compression resistance, not this one, and a short value
  /// (``holdsShortValue(_:facts:)``) then always fits.
  static func outlastsASibling(_ label: IBObject, in document: IBDocument) -> Bool {
    guard let parent = label.parent else { return false }
    let own = Double(label["horizontalCompressionResistancePriority"] ?? "") ?? 750
    return document.objects[parent].children.contains { index in
      let sibling = document.objects[index]
      guard index != label.index, sibling.element == "label" else { return false }
      return (Double(sibling["horizontalCompressionResistancePriority"] ?? "") ?? 750) < own
    }
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where facts.uikitClass(of: object) == "UILabel" {
      // Only text that grows can be cut off by growing; fixed fonts are fixed-text-size's finding.
      // (Not in an app whose code never scales text: CUP's BonMot styles are fixed sizes.)
      let styledInCode = facts.hasRuntimeAttribute(object, containing: ["style"]) && !facts.project.uikitTextNeverScales
      let scales = object.font.map { $0.isTextStyle } == true && object.flag("adjustsFontForContentSizeCategory") == true
      guard scales || styledInCode else { continue }
      if object.flag("adjustsFontSizeToFit") == true || object["lineBreakMode"] == "middleTruncation" { continue }
      if object.isEmptyLabel(reachableFromCode: facts.isReachableFromCode(object)) || object.drawsPictureText { continue }
      let oneLine = (object["numberOfLines"] ?? "1") == "1"
      let fixedHeight = object.fixedHeight != nil
      guard oneLine || fixedHeight else { continue }
      if facts.codeSets(["numberOfLines"], on: object) == true { continue }
      if oneLine, !fixedHeight, Self.growsPastItsLine(object, in: document) { continue }
      if oneLine, !fixedHeight, Self.outlastsASibling(object, in: document), Self.holdsShortValue(object, facts: facts) { continue }
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
