import A11yCore
import A11ySwiftSource

/// Labels styled as titles in Interface Builder (a title text style, or a title style the app's
/// code applies from a runtime attribute) without the Header trait.
public struct IBHeadingTraitCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { HeadingTraitRule.descriptor }

  /// A loading view's title-styled label, connected to an outlet its class configures.
  static func loadingView(marked: Bool, outlet: String = "titleLabel") -> String {
    """
    <view contentMode="scaleToFill" id="root-1" customClass="LoadingView">
      <subviews>
        \(marked ? "↓" : "")<label text="Loading" id="l-1">
          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
        </label>
        <tableView id="t-1"/>
      </subviews>
      <connections><outlet property="\(outlet)" destination="l-1" id="o-1"/></connections>
    </view>
    """
  }

  static func loadingViewCode(setting assignment: String, outlet: String = "titleLabel") -> String {
    "final class LoadingView: UIView {\n  @IBOutlet private weak var \(outlet): UILabel!\n  func setUpLabel() { \(outlet).\(assignment) }\n}"
  }

  /// "No …" in two to five words, or words that trail off ("Please Wait...", "Loading…").
  static func isEmptyOrWaitingMessage(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasSuffix("...") || trimmed.hasSuffix("…") { return true }
    let words = trimmed.split(separator: " ")
    return (2...5).contains(words.count) && (words[0] == "No" || words[0] == "Nothing")
  }

  /// Words in an outlet's name that say the label shows a value, not a title.
  static let valueOutletWords = HeadingTraitRule.amountWords + ["value", "count", "total"]

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the subtitle: the label above it is body text, so this one titles what follows.
      """
      <stackView axis="vertical" id="s-1">
        <subviews>
          <label text="Your support keeps the app going." numberOfLines="0" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
          ↓<label text="In-App Purchase" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></label>
          <label text="Tips help me keep building." numberOfLines="0" id="l-3"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        </subviews>
      </stackView>
      """,
      // The neighbour of the loading view: code sets only the colour.
      InterfaceBuilderExample(loadingView(marked: true), swift: loadingViewCode(setting: "textColor = .white")),
      """
      ↓<label text="시즌 메뉴" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
      </label>
      """,
      // Words after a number: "3 Steps to Start" titles what follows.
      """
      ↓<label text="3 Steps to Start" numberOfLines="0" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
      </label>
      """,
      """
      ↓<label text="현재 위험 수준" numberOfLines="0" id="l-1">
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="ibEnaStyle" value="title1"/></userDefinedRuntimeAttributes>
      </label>
      """,
      // A title at the top of the screen's content, reached through `titleLabel`: a heading.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("TripsViewController", outlet: "titleLabel", to: "l-1"))
        ↓<label text="Your Trips" numberOfLines="0" id="l-1">
          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
        </label>
        """, swift: """
        final class TripsViewController: UIViewController {
          @IBOutlet var titleLabel: UILabel!
        }
        """),
      // An error screen's title, named a title: still a heading.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("OfflineViewController", outlet: "errorTitleLabel", to: "l-1"))
        ↓<label text="You're offline" numberOfLines="0" id="l-1">
          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
        </label>
        """, swift: """
        final class OfflineViewController: UIViewController {
          @IBOutlet var errorTitleLabel: UILabel!
        }
        """),
      // A title over the list it introduces on the same screen-sized view.
      """
      <view contentMode="scaleToFill" id="v-1">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
          ↓<label text="Upcoming events" id="l-1">
            <rect key="frame" x="20" y="60" width="245" height="27"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
          </label>
          <tableView id="t-1"><rect key="frame" x="0.0" y="100" width="375" height="567"/></tableView>
        </subviews>
      </view>
      """,
    ],
    nonTriggering: [
      // WaterMe's thank-you screen: "In-App Purchase" in title2 right under "Thank You!" in title1.
      """
      <stackView axis="vertical" id="s-1">
        <subviews>
          <label text="Thank You!" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" staticText="YES" header="YES"/></accessibility></label>
          <label text="In-App Purchase" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></label>
          <label text="Your support keeps the app going." numberOfLines="0" id="l-3"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        </subviews>
      </stackView>
      """,
      // The neighbour of the loading view: a label whose outlet says it shows a value (WSDOT's travel time).
      InterfaceBuilderExample(loadingView(marked: false, outlet: "valueLabel"), swift: loadingViewCode(setting: "textColor = .white", outlet: "valueLabel")),
      // Code sets the outlet's font: the file's title style is a placeholder (Muun's loading view).
      InterfaceBuilderExample(loadingView(marked: false), swift: loadingViewCode(setting: "font = Constant.Fonts.description")),
      // A sentence set in a title style, with content after it (Orbot's proxy check).
      """
      <view contentMode="scaleToFill" id="v-1">
        <subviews>
          <label text="Please wait while we check to see if you can run an effective proxy." numberOfLines="0" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle3"/></label>
          <tableView id="t-1"/>
        </subviews>
      </view>
      """,
      // An empty list's message and a wait's, over other content (Digital Health Pass's wallet).
      """
      <view contentMode="scaleToFill" id="v-1">
        <subviews>
          <label text="No Credentials in Wallet" numberOfLines="0" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
          <label text="Please Wait..." numberOfLines="2" id="l-2"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>
          <tableView id="t-1"/>
        </subviews>
      </view>
      """,
      // The only thing on a screen-sized view: an empty list's message, with nothing after it to title.
      """
      <view contentMode="scaleToFill" id="v-1">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
          <label text="No events yet" textAlignment="center" id="l-1">
            <rect key="frame" x="65" y="320" width="245" height="27"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="l-1" firstAttribute="centerY" secondItem="v-1" secondAttribute="centerY" id="c-1"/>
        </constraints>
      </view>
      """,
      // A status hint over a map (`userInstructionLabel`) and a debug readout (`FpsLabel`) title no section.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("MapViewController", outlet: "userInstructionLabel", to: "l-1"))
        <label text="Zoom to Edit" numberOfLines="0" id="l-1">
          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
        </label>
        """, swift: """
        final class MapViewController: UIViewController {
          @IBOutlet var userInstructionLabel: UILabel!
          override func viewDidLoad() { super.viewDidLoad(); userInstructionLabel.isHidden = true }
        }
        """),
      """
      <label text="Frames" numberOfLines="0" id="l-1" customClass="FpsLabel">
        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
      </label>
      """,
      """
      <label text="시즌 메뉴" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" staticText="YES" header="YES"/></accessibility>
        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
      </label>
      """,
      """
      <label text="66.6 FPS" numberOfLines="0" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
      </label>
      """,
      """
      <label text="12 분" numberOfLines="0" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
      </label>
      """,
      """
      <label text="4,500" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/>
      </label>
      """,
      """
      <tableViewCell contentMode="scaleToFill" id="cell-1">
        <tableViewCellContentView key="contentView" id="content-1">
          <subviews>
            <label text="아메리카노" numberOfLines="0" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle3"/></label>
          </subviews>
        </tableViewCellContentView>
      </tableViewCell>
      """,
    ])

  static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

  /// A number, or a number and a short unit after it ("4,500", "66.6 FPS", "12 km"): a reading.
  static func isValue(_ text: String) -> Bool {
    let isNumeric = { (character: Character) in character.isNumber || character.isPunctuation || character.isWhitespace || character.isSymbol }
    guard let first = text.first, first.isNumber else { return !text.isEmpty && text.allSatisfy(isNumeric) }
    let unit = text.drop(while: isNumeric)
    return unit.count <= 4 && unit.allSatisfy(\.isLetter)
  }

  /// Words in an outlet's or custom class's name that say the label shows a message or a readout
  /// (an instruction, a hint, a status, a toast, an error, a frame rate), not a section's title.
  static let messageWords: Set<String> = [
    "message", "messages", "instruction", "instructions", "hint", "hints", "status", "toast", "error", "errors",
    "fps", "debug",
  ]

  /// Words that say a name is a title after all (`errorTitleLabel` titles an error screen).
  static let titleWords: Set<String> = ["title", "header", "heading", "headline"]

  /// The label's outlets or its custom class name it a message or a readout: `userInstructionLabel`,
  /// `statusLabel`, `FpsLabel`. A `titleLabel` or an `errorTitleLabel` is no such name.
  static func isMessageOrReadout(_ object: IBObject, facts: IBFacts) -> Bool {
    let names = facts.outletNames(of: object) + [object.customClass].compactMap { $0 }
    let words = names.map { IdentifierWords.words(in: $0).map { $0.lowercased() } }
    if words.contains(where: { $0.contains(where: titleWords.contains) }) { return false }
    return words.contains { $0.contains(where: messageWords.contains) }
  }

  /// Interface Builder elements that draw something on screen (constraints, outlets and the like
  /// also have ids, and are objects, but draw nothing).
  static let viewElements: Set<String> = [
    "label", "button", "imageView", "view", "stackView", "textField", "textView", "tableView", "collectionView",
    "scrollView", "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView", "pageControl",
    "stepper", "datePicker", "pickerView", "searchBar", "mapView", "wkWebView", "containerView", "visualEffectView",
    "toolbar", "navigationBar", "tabBar",
  ]

  /// The label is the only view of a container at least 300 pt high: a whole screen's message.
  static func isAloneOnAScreen(_ object: IBObject, in document: IBDocument) -> Bool {
    guard let parent = object.parent, let height = document.objects[parent].frame?.height, height >= 300 else { return false }
    let views = document.objects[parent].children.filter { viewElements.contains(document.objects[$0].element) }
    return views.count == 1
  }

  /// The title style the label is drawn in, from its font or from a style runtime attribute.
  static func titleStyle(of object: IBObject) -> String? {
    if let font = object.font, case .textStyle(let style) = font.kind, HeadingTraitRule.headingStyles.contains(style) {
      return style
    }
    for (keyPath, value) in object.runtimeAttributes where keyPath.lowercased().contains("style") {
      if HeadingTraitRule.headingStyles.contains(value) { return value }
    }
    return nil
  }

  /// The label that comes before `object` among its parent's views is a label in a larger title style.
  static func isSubtitle(_ object: IBObject, style: String, in document: IBDocument) -> Bool {
    guard let parent = object.parent, let place = document.objects[parent].children.firstIndex(of: object.index), place > 0 else { return false }
    let previous = document.objects[document.objects[parent].children[place - 1]]
    guard previous.element == "label", !previous.isHidden, let above = titleStyle(of: previous),
          let aboveSize = TextStyleScale.style(named: above)?.size, let size = TextStyleScale.style(named: style)?.size else { return false }
    return aboveSize > size
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where facts.uikitClass(of: object) == "UILabel" && !object.isHidden {
      if facts.isNeverShown(object, in: document) { continue }
      guard let style = Self.titleStyle(of: object), !object.accessibility.traits.contains("header") else { continue }
      if object.accessibility.isElement == false || facts.isInsideAccessibilityElement(object) { continue }
      // A number shown big is a value, not a title, with or without its unit ("66.6 FPS", "12 km");
      // rows repeated by a table or collection are not sections.
      if let text = object.text, Self.isValue(text) { continue }
      // Its outlet says it shows a value (`valueLabel`, `priceLabel`: WSDOT's travel times and tolls).
      if facts.outletNames(of: object).contains(where: { name in Self.valueOutletWords.contains { name.lowercased().contains($0) } }) { continue }
      // A message written as sentences is read as what it says, not a title to move to.
      if let text = object.text, HeadingTraitRule.isSentences(text) { continue }
      // An empty list's "No Credentials in Wallet" and a wait's "Please Wait...": a message shown
      // in place of content, not a section's title (Digital Health Pass's wallet).
      if let text = object.text, Self.isEmptyOrWaitingMessage(text) { continue }
      if document.ancestors(of: object).contains(where: { Self.cellClasses.contains(facts.uikitClass(of: $0)) }) { continue }
      // A status line or a debug readout drawn big over the content ("Zoom to Edit" in
      // `userInstructionLabel`, an `FpsLabel`) titles no section.
      if Self.isMessageOrReadout(object, facts: facts) { continue }
      // The only thing on a screen-sized view ("No events yet" in the middle of an empty list's
      // background): a message with nothing after it to title.
      if Self.isAloneOnAScreen(object, in: document) { continue }
      // The line right under a larger title in the same stack ("In-App Purchase" under "Thank You!"
      // in WaterMe's thank-you screen): the title's subtitle, read with it, heading nothing of its own.
      if Self.isSubtitle(object, style: style, in: document) { continue }
      // Code sets the outlet's font (`titleLabel.font = Constant.Fonts.description`, Muun's loading
      // view): the title style is the file's placeholder, not what shows.
      if facts.codeSets(["font"], on: object) == true { continue }
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: ["accessibilityTraits"]) else { continue }
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)) is styled as a title (\(style)) but has no Header trait: VoiceOver users moving by headings skip it; check Header in the Accessibility inspector's Traits if it titles a section",
        ko: "\(KoreanParticle.topic.attach(to: "\(facts.name(of: object))")) 제목 스타일(\(style))이지만 Header 특성이 없어 머리말로 이동하는 VoiceOver 사용자가 건너뜁니다. 구역 제목이라면 접근성 인스펙터의 Traits에서 Header를 켜세요"),
        needsReview: needsReview)
    }
  }
}
