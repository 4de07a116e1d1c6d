import A11yCore

/// Text whose growth is capped below the accessibility sizes, or that shrinks instead of growing.
public struct CappedTextSizeRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "capped-text-size",
    title: LocalizedText(en: "Don't cap text below the accessibility sizes or shrink it", ko: "글자 크기를 손쉬운 사용 크기 아래로 제한하거나 줄이지 마세요"),
    rationale: LocalizedText(
      en: """
        `.dynamicTypeSize(...DynamicTypeSize.large)`, a fixed `\\.dynamicTypeSize` environment, UIKit's \
        `maximumContentSizeCategory`, and a point-size cap (`scaledFont(for:maximumPointSize:)`, \
        `min(scaledValue(for:), n)`, `min(@ScaledMetric size, n)`) below what the text style reaches at the first \
        accessibility size (body 17 pt → 28 pt) stop text from growing, so the people who need the accessibility text sizes most \
        get nothing bigger (checkpoint 4.1). `.minimumScaleFactor` on single-line text and `adjustsFontSizeToFitWidth` on a \
        one-line label shrink the text back down as it grows. Let the layout reflow instead: allow more lines, stack \
        horizontally arranged content vertically at accessibility sizes, and cap only where the system does \
        (e.g. `...DynamicTypeSize.accessibility2` for bar items). A label that shows one glyph (an emoji) fitted to its \
        box is a picture, not reported; a label in a view shown as a navigation bar's title view, whose height can't \
        grow, is information pointing to the Large Content Viewer.
        """,
      ko: """
        `.dynamicTypeSize(...DynamicTypeSize.large)`, 고정된 `\\.dynamicTypeSize` 환경 값, UIKit의 `maximumContentSizeCategory`, \
        그리고 텍스트 스타일이 첫 손쉬운 사용 크기에서 도달하는 크기(본문 17pt → 28pt)보다 낮은 포인트 크기 제한\
        (`scaledFont(for:maximumPointSize:)`, `min(scaledValue(for:), n)`, `min(@ScaledMetric 크기, n)`)은 \
        글자가 커지는 것을 막아, 손쉬운 사용 글자 크기가 가장 필요한 사람이 더 큰 글자를 볼 수 없습니다(검사 항목 4.1). 한 줄 텍스트의 \
        `.minimumScaleFactor`와 한 줄 레이블의 `adjustsFontSizeToFitWidth`는 커진 글자를 다시 줄입니다. 줄 수를 늘리고, \
        손쉬운 사용 크기에서는 가로 배치를 세로로 바꾸는 식으로 큰 글자에 맞춰 레이아웃을 바꾸세요. 상자에 맞춘 글리프 하나(이모지)를 \
        보이는 레이블은 그림이므로 보고하지 않고, 높이가 늘어날 수 없는 내비게이션 막대의 제목 뷰 안의 레이블은 큰 콘텐츠 뷰어를 \
        안내하는 정보로 알립니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.fontFeatures], wcag: ["1.4.4"], hig: "Typography › Dynamic Type",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the stat card's number: its label, a word, shrunk the same.
        "struct RequestSummary: View {\n  func statCard(value: Int, label: String) -> some View {\n    VStack { Text(\"\\(label)\").font(.title2.weight(.bold)).lineLimit(1).↓minimumScaleFactor(0.7); Text(\"\\(value)\").font(.caption) }\n  }\n}",
        // The neighbour of the dashes: the amount itself, once known, is shrunk back down.
        "struct Receive: View { let amount: String\n var body: some View { HStack { Text(\"You receive\"); Spacer(); Text(amount).lineLimit(1).↓minimumScaleFactor(0.1) } } }",
        // The share card's neighbour: the scaling `chip()` of the other type grows, and the shrink takes it back.
        "private enum ShareTypography {\n  static func chip(_ size: CGFloat) -> Font { .system(size: size, weight: .bold, design: .rounded) }\n}\nenum AppFont {\n  static func chip() -> Font { .system(.caption, weight: .heavy) }\n}\nstruct ScorePanel: View { var body: some View { Text(\"Personal Best\").font(AppFont.chip()).lineLimit(1).↓minimumScaleFactor(0.62) } }",
        // The neighbour of the layout-sized badge: its size follows @ScaledMetric through max(_:_:).
        "struct Score: View { @ScaledMetric private var scoreSize: CGFloat = 28\n  let score: Int\n  var body: some View { Text(\"\\(score)점\").font(.system(size: max(scoreSize, 20))).lineLimit(1).↓minimumScaleFactor(0.5) } }",
      // The neighbour of the temperature: shrunk to a fifth, 24 pt, which large text sizes may
      // bring under the body text.
      "struct HeadView: View {\n  @ScaledMetric(relativeTo: .largeTitle) private var 온도크기: CGFloat = 120\n  let 온도: String\n  var body: some View { Text(온도).font(.system(size: 온도크기, weight: .light)).lineLimit(1).↓minimumScaleFactor(0.2) }\n}",
        // The neighbour of the fixed wordmark: one of its texts grows, up to the cap.
        "struct Start: View { var body: some View { HStack { Text(\"N\").font(.system(size: 70)); Text(\"avigation\") }.dynamicTypeSize(↓...DynamicTypeSize.xxLarge) } }",
        // In a navigation bar (Adamant's notification settings title): shrunk, and it can't wrap there.
        "struct Notifications: View { var body: some View { Form { rows }.toolbar { ToolbarItem(placement: .principal) { Text(model.title).font(.headline).↓minimumScaleFactor(0.7).lineLimit(1) } } } }",
        // One text of the stack grows: the shrink takes its growth back.
        "struct Reading: View { var body: some View { HStack { Text(arrow).font(.system(size: 60, weight: .black)); Text(delta) }.lineLimit(1).↓minimumScaleFactor(0.5) } }",
        // The neighbour of the pinned icon: the pin on the stack holds its caption too.
        "struct Stat: View { var body: some View { HStack { Image(systemName: \"point.topleft.down.to.point.bottomright.curvepath\"); Text(\"Points\").font(.caption) }.dynamicTypeSize(↓.xxLarge) } }",
        // The neighbours: a toolbar whose buttons have titles, a label capped the same way.
        "struct Sections: View { var body: some View { HStack { ForEach(sections) { section in Button(section.title) { jump(to: section) } } }.dynamicTypeSize(↓...DynamicTypeSize.xxxLarge) } }",
        "final class Banner: UIView {\n let titleLabel = UILabel()\n func setUp() { titleLabel.font = .preferredFont(forTextStyle: .body); titleLabel.adjustsFontForContentSizeCategory = true; titleLabel.maximumContentSizeCategory = ↓.extraExtraExtraLarge; addSubview(titleLabel) }\n}",
        // The neighbour: the helper scales with a text style.
        "extension Font { enum Body { static func custom(_ size: CGFloat) -> Font { .system(size: size, relativeTo: .body) } } }\nstruct Price: View { var body: some View { Text(price).font(.Body.custom(14)).lineLimit(1).↓minimumScaleFactor(0.5) } }",
        // The neighbour: the same view also placed in the app.
        "struct GlucoseWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"glucose\", provider: Provider()) { entry in EntryView(entry: entry) } } }\nstruct EntryView: View { let entry: Entry\n var body: some View { SmallView(entry: entry) } }\nstruct SmallView: View { let entry: Entry\n var body: some View { Text(entry.delta).font(.title2).lineLimit(1).↓minimumScaleFactor(0.2) } }\nstruct HomeScreen: View { var body: some View { SmallView(entry: latest) } }",
        "struct A: App { var body: some Scene { WindowGroup { RootView().dynamicTypeSize(↓...DynamicTypeSize.large) } } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(↓.xSmall ... .xxxLarge) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(↓.large) } }",
        // A word sized from the geometry is still text to read.
        "struct Banner: View { let title: String\n  var body: some View { GeometryReader { reader in Text(title).font(.system(size: reader.size.height / 2)) }.dynamicTypeSize(↓.large) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(↓..<DynamicTypeSize.accessibility1) } }",
        "struct A: View { var body: some View { Text(\"x\").environment(\\.dynamicTypeSize, ↓.large) } }",
        "struct A: View { var body: some View { Text(\"별 3개를 더 모으면\").lineLimit(1).↓minimumScaleFactor(0.5) } }",
        // A token of a type nested in Font that is a custom font: custom fonts grow with body text.
        "extension Font { enum app { static let body: Font = .custom(\"Pretendard\", size: 16) } }\nstruct Row: View { var body: some View { Text(\"잔액을 확인하세요\").font(.app.body).lineLimit(1).↓minimumScaleFactor(0.5) } }",
        "struct A: View { var body: some View { Text(name).dynamicTypeSize(↓.xSmall).lineLimit(1).minimumScaleFactor(0.7) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.maximumContentSizeCategory = ↓.extraExtraLarge\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = .preferredFont(forTextStyle: .body)\n    label.adjustsFontForContentSizeCategory = true\n    label.adjustsFontSizeToFitWidth = ↓true\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = .preferredFont(forTextStyle: .body)\n    label.adjustsFontForContentSizeCategory = true\n    label.adjustsFontSizeToFitWidth = ↓true\n    label.minimumScaleFactor = 0.5\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: ↓22)\n    label.adjustsFontForContentSizeCategory = true\n  }\n}",
        "enum Fonts {\n  static let maxCaption: CGFloat = 16\n  static let caption = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont(name: \"Inter\", size: 12)!, maximumPointSize: ↓maxCaption)\n}",
        "func iconSize() -> CGFloat { min(UIFontMetrics.default.scaledValue(for: 24), ↓30) }",
        "enum Metrics { static let maxTitle: CGFloat = 30 }\nfunc titleFont() -> UIFont {\n  let font = UIFont(name: \"Inter-Bold\", size: 28)!\n  return UIFontMetrics(forTextStyle: .title1).scaledFont(for: font, maximumPointSize: ↓Metrics.maxTitle)\n}",
        "struct A: View { @ScaledMetric var size = 15.0\n  var body: some View { Text(\"x\").font(.system(size: min(size, ↓20))) } }",
        // Display text shrunk to fit: information, once per font in the file.
        "struct A: View { var body: some View { VStack {\n  Text(balance).font(.largeTitle).lineLimit(1).↓minimumScaleFactor(0.7)\n  Text(hidden).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.7)\n} } }",
        "struct A: View { var body: some View { Text(word).lineLimit(1).↓minimumScaleFactor(0.2).adaptiveFont(.title, size: isPad ? 64 : 32) } }",
        // Pinned on both sides: squeezed, so the text shrinks.
        "final class LegendView: UIView {\n  let colorLabel = UILabel()\n  func setUp() {\n    colorLabel.font = .preferredFont(forTextStyle: .title3)\n    colorLabel.adjustsFontSizeToFitWidth = ↓true\n    addSubview(colorLabel)\n    colorLabel.snp.makeConstraints { make in\n      make.centerY.equalToSuperview()\n      make.leading.trailing.equalToSuperview().inset(16)\n    }\n  }\n}",
        // Another view pinned to its far side squeezes it.
        "final class Row: UIView {\n  let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.font = .preferredFont(forTextStyle: .body)\n    nameLabel.adjustsFontSizeToFitWidth = ↓true\n    nameLabel.snp.makeConstraints { $0.leading.centerY.equalToSuperview() }\n    badge.snp.makeConstraints { $0.leading.equalTo(nameLabel.snp.trailing).offset(8); $0.trailing.equalToSuperview() }\n  }\n}",
        "final class V: UIViewController {\n  let balanceLabel = UILabel()\n  func setUp() {\n    balanceLabel.font = .preferredFont(forTextStyle: .largeTitle)\n    balanceLabel.adjustsFontForContentSizeCategory = true\n    balanceLabel.adjustsFontSizeToFitWidth = ↓true\n  }\n}",
        // A title label fixed in a box is still words that the box cuts short.
        "final class ProfileHeader: UIView {\n  let titleLabel = UILabel()\n  func setUp() {\n    titleLabel.font = .preferredFont(forTextStyle: .body)\n    titleLabel.adjustsFontForContentSizeCategory = true\n    titleLabel.adjustsFontSizeToFitWidth = ↓true\n    NSLayoutConstraint.activate([\n      titleLabel.widthAnchor.constraint(equalToConstant: 120),\n      titleLabel.heightAnchor.constraint(equalToConstant: 22),\n    ])\n  }\n}",
        // A navigation bar's title view can't grow taller: information, pointing to the Large Content Viewer.
        "final class AccountTitleView: UIView {\n  private let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.font = .preferredFont(forTextStyle: .headline)\n    nameLabel.adjustsFontForContentSizeCategory = true\n    nameLabel.adjustsFontSizeToFitWidth = ↓true\n  }\n}\nfinal class Home: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    navigationItem.titleView = AccountTitleView()\n  }\n}",
        // A wrapping-only fixedSize doesn't stop the shrink.
        "struct A: View { var body: some View { Text(\"별 3개를 더 모으면\").fixedSize(horizontal: false, vertical: true).lineLimit(1).↓minimumScaleFactor(0.5) } }",
        // A UIKit font that follows the text size, made a SwiftUI one: shrinking it takes the growth back.
        "enum Fonts { static let counter = UIFont.preferredFont(forTextStyle: .title1) }\nstruct Code: View { let text: String\n  var body: some View { Text(text).font(Font(Fonts.counter)).↓minimumScaleFactor(0.5).lineLimit(1) } }",
        // A badge that doesn't grow with its text: the shrink takes the growth back.
        "struct Badge: View { let name: String\n  @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1\n  private var badgeFont: Font { .system(size: 18 * scale, weight: .heavy) }\n  var body: some View { Text(name).font(badgeFont).↓minimumScaleFactor(0.6).lineLimit(1).frame(width: 44, height: 44) } }",
        // The same text at every size; only its container changes at the accessibility sizes.
        "struct Bar: View { @Environment(\\.dynamicTypeSize) private var dynamicTypeSize\n  private var scrolls: Bool { dynamicTypeSize.isAccessibilitySize }\n  var body: some View { if scrolls { ScrollView(.horizontal) { item } } else { item } }\n  private var item: some View { Text(title).font(.caption2).lineLimit(1).↓minimumScaleFactor(0.7) } }",
      ],
      nonTriggering: [
        // A number alone in a stat card, shrunk to no less than 0.7 (Seerr's request summary).
        "struct RequestSummary: View {\n  func statCard(value: Int, label: String) -> some View {\n    VStack { Text(\"\\(value)\").font(.title2.weight(.bold)).lineLimit(1).minimumScaleFactor(0.7); Text(label).font(.caption) }\n  }\n}",
        // A placeholder of two dashes for an amount not yet known fits any size (min's order details).
        "struct Receive: View { var body: some View { HStack { Text(\"You receive\"); Spacer(); Text(\"--\").lineLimit(1).minimumScaleFactor(0.1) } } }",
        // The share card's own fixed `chip(_:)`, though another type's `chip()` scales (havital's celebration card).
        "private enum ShareTypography {\n  static func chip(_ size: CGFloat) -> Font { .system(size: size, weight: .bold, design: .rounded) }\n}\nenum AppFont {\n  static func chip() -> Font { .system(.caption, weight: .heavy) }\n}\nstruct ScorePanel: View { var body: some View { Text(\"Personal Best\").font(ShareTypography.chip(40)).lineLimit(1).minimumScaleFactor(0.62) } }",
        // A count in a tile whose side is a @ScaledMetric relative to body, in body text (SwissTransfer): both grow.
        // A one-line number field fitted to its width (Today's weight stepper): typed digits can't wrap.
        "struct ValueStepper: View { @Binding var text: String\n  var body: some View { TextField(\"0\", text: $text).font(.headline.monospacedDigit()).lineLimit(1).minimumScaleFactor(0.7).frame(minWidth: 42) } }",
        "struct MoreItemsTile: View { @ScaledMetric(relativeTo: .body) private var size = 48\n  let count: Int\n  var body: some View { Text(\"+\\(count)\").font(.body).minimumScaleFactor(0.5).lineLimit(1).frame(width: size, height: size) } }",
        // A badge font worked out from the card's width (Recipe Buddy's): it never grows, so nothing
        // is shrunk back (the neighbour of the badge above, whose size follows @ScaledMetric).
        "struct RecipeCard: View { let cardWidth: CGFloat; let minutes: Int\n  private var badgeFont: Font { .system(size: max(12, cardWidth / 18), weight: .regular) }\n  var body: some View { HStack { Image(\"alarm.icon\"); Text(\"\\(minutes)분\") }.font(badgeFont).lineLimit(1).minimumScaleFactor(0.7) } }",
      // A 120 pt temperature that grows with the text size, shrunk at most to half: 60 pt, never
      // below the body text at any size (Oscar's).
      "struct HeadView: View {\n  @ScaledMetric(relativeTo: .largeTitle) private var 온도크기: CGFloat = 120\n  let 온도: String\n  var body: some View { Text(온도).font(.system(size: 온도크기, weight: .light)).lineLimit(1).minimumScaleFactor(0.5) }\n}",
        // Every text under the cap has a fixed size of its own (FERN's start screen wordmark).
        "struct Start: View { var body: some View { HStack { Text(\"N\").font(.system(size: 70)); Text(\"avigation\").font(.system(size: 40)) }.dynamicTypeSize(...DynamicTypeSize.xxLarge) } }",
        "struct Notifications: View { var body: some View { Form { rows }.toolbar { ToolbarItem(placement: .principal) { Text(model.title).font(.headline).minimumScaleFactor(0.7).lineLimit(1).accessibilityShowsLargeContentViewer() } } } }",
        // LoopFollow's reading: every text of the stack fixes its own size.
        "struct Reading: View { var body: some View { HStack { Text(arrow).font(.system(size: 60, weight: .black)); Text(delta).font(.system(size: 32)) }.lineLimit(1).minimumScaleFactor(0.5) } }",
        // A toolbar of symbol buttons, and an image view: the caps size pictures (Threema's emoji sections and banner chevron).
        "struct Sections: View { var body: some View { HStack { ForEach(sections) { section in Button { jump(to: section) } label: { Image(systemName: section.icon) } } }.dynamicTypeSize(...DynamicTypeSize.xxxLarge) } }",
        // An icon pinned to one size beside its caption (Go Map!!'s Live Activity): no words.
        "struct Stat: View { var body: some View { HStack { Image(systemName: \"point.topleft.down.to.point.bottomright.curvepath\").dynamicTypeSize(.xxLarge); Text(\"Points\").font(.caption) } } }",
        "final class Banner: UIView {\n let expandImage = UIImageView(image: UIImage(systemName: \"chevron.down.circle\"))\n func setUp() { expandImage.maximumContentSizeCategory = .extraExtraExtraLarge; addSubview(expandImage) }\n}",
        // The app's font helper returns a fixed size: the text never grows, so nothing is shrunk back (Session's network screen).
        "extension Font { enum Body { static func custom(_ size: CGFloat) -> Font { .system(size: size) } } }\nstruct Price: View { var body: some View { Text(price).font(.Body.custom(14)).lineLimit(1).minimumScaleFactor(0.5) } }",
        // A reading in a widget placed by the widget's entry view: its surface can't grow (xDrip's small widget).
        "struct GlucoseWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"glucose\", provider: Provider()) { entry in EntryView(entry: entry) } } }\nstruct EntryView: View { let entry: Entry\n var body: some View { SmallView(entry: entry) } }\nstruct SmallView: View { let entry: Entry\n var body: some View { Text(entry.delta).font(.title2).lineLimit(1).minimumScaleFactor(0.2) } }",
        // An icon's initial, its font computed from the icon's size: the cap keeps it inside the icon.
        "struct CharIcon: View { let text: String\n  var body: some View { GeometryReader { reader in ZStack { Text(text.prefix(1).uppercased()).font(font(size: reader.size)) }.frame(width: reader.size.width, height: reader.size.height) }.dynamicTypeSize(.large) } }",
        "struct A: View { let initials: String; var body: some View { Text(initials).lineLimit(1).minimumScaleFactor(0.5) } }",
        "struct A: View { var body: some View { Text(\"🎉\").lineLimit(1).minimumScaleFactor(0.5) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(...DynamicTypeSize.accessibility2) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(.large...) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(.xSmall ... .accessibility5) } }",
        "struct A: View { var body: some View { Text(\"x\").lineLimit(3).minimumScaleFactor(0.8) } }",
        // Trimmed by a fifth at most to fit a crowded row: it still grows past 200 %.
        "struct A: View { var body: some View { Text(alias.email).lineLimit(1).minimumScaleFactor(0.8) } }",
        "struct A: View { var body: some View { Text(\"12:30\").font(.system(size: 48)).lineLimit(1).minimumScaleFactor(0.5) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = .systemFont(ofSize: 12)\n    label.adjustsFontSizeToFitWidth = true\n  }\n}",
        "struct A: View { var body: some View { Text(\"x\").fixedSize(horizontal: false, vertical: true) } }",
        // A fixed UIKit font made a SwiftUI one, through design tokens: it never grows either.
        "enum Style {\n  enum Typefaces {\n    private static let timerDigits = UIFont.systemFont(ofSize: 60, weight: .thin)\n    enum Clock { static let timerDigits = Typefaces.timerDigits }\n  }\n}\nstruct Code: View { let text: String\n  var body: some View { Text(text).font(Font(Style.Typefaces.Clock.timerDigits)).minimumScaleFactor(0.5).lineLimit(1) } }",
        // A token of a type nested in Font, `.app.largeTitle` = `.system(size: 42)`: it never grows (Gem Wallet's balance).
        "extension Font { enum app { static let largeTitle: Font = .system(size: 42, weight: .semibold) } }\nstruct Header: View { let value: String\n  var body: some View { Text(value).font(.app.largeTitle).minimumScaleFactor(0.5).lineLimit(1) } }",
        // A fixed 200 pt standby reading never grows, so it is never shrunk back.
        "struct Standby: View { var body: some View { Text(value).font(.system(size: 200)).lineLimit(1).minimumScaleFactor(0.2) } }",
        // Ideal width: the text never shrinks, so the scale factor does nothing.
        "extension Text {\n  func solutionStyle() -> some View {\n    font(.system(.headline, weight: .bold)).fixedSize(horizontal: true, vertical: true).minimumScaleFactor(0.5).lineLimit(1)\n  }\n}",
        "struct A: View { var body: some View { Text(total).font(.title3).fixedSize().minimumScaleFactor(0.5).lineLimit(1) } }",
        // A short reading across a full-width widget fits one line at any size, and one in a small widget, whose surface the system sizes, can't wrap.
        "import WidgetKit\nstruct GlucoseWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"g\", provider: Provider()) { entry in EntryView(entry: entry) } } }\nextension GlucoseWidget.EntryView {\n  var systemLargeView: some View {\n    Text(\"\\(entry.valueString()) \\(entry.trendArrow())\").font(.largeTitle).minimumScaleFactor(0.5).lineLimit(1)\n  }\n}",
        "import WidgetKit\nstruct GlucoseWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"g\", provider: Provider()) { entry in EntryView(entry: entry) } } }\nextension GlucoseWidget.EntryView {\n  var systemSmallView: some View {\n    Text(\"\\(entry.valueString()) \\(entry.trendArrow())\").font(.largeTitle).minimumScaleFactor(0.5).lineLimit(1)\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.maximumContentSizeCategory = .accessibilityLarge\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.numberOfLines = 0\n    label.adjustsFontSizeToFitWidth = true\n  }\n}",
        // Shrunk by a tenth at most: the text still grows past 200 % (2FAS's settings rows).
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = .preferredFont(forTextStyle: .body)\n    label.adjustsFontForContentSizeCategory = true\n    label.adjustsFontSizeToFitWidth = true\n    label.minimumScaleFactor = 0.9\n  }\n}",
        // One emoji fitted to a fixed box, or to the cell it fills: a picture drawn with a font.
        "final class ReactionView: UIView {\n  private let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.font = .preferredFont(forTextStyle: .body)\n    nameLabel.adjustsFontForContentSizeCategory = true\n    nameLabel.adjustsFontSizeToFitWidth = true\n    NSLayoutConstraint.activate([\n      nameLabel.widthAnchor.constraint(equalToConstant: .iconSize),\n      nameLabel.heightAnchor.constraint(equalToConstant: .iconSize),\n    ])\n  }\n}",
        "final class EmojiCell: UIView {\n  private let emojiLabel = UILabel()\n  func setUp() {\n    emojiLabel.font = .preferredFont(forTextStyle: .body)\n    emojiLabel.adjustsFontForContentSizeCategory = true\n    emojiLabel.adjustsFontSizeToFitWidth = true\n    NSLayoutConstraint.activate([\n      emojiLabel.leadingAnchor.constraint(equalTo: leadingAnchor),\n      emojiLabel.trailingAnchor.constraint(equalTo: trailingAnchor),\n      emojiLabel.topAnchor.constraint(equalTo: topAnchor),\n      emojiLabel.bottomAnchor.constraint(equalTo: bottomAnchor),\n    ])\n  }\n}",
        // Left at its text's own width (pinned by one side and its centre): nothing squeezes it, so
        // nothing is shrunk (JipJung's legend, SanTa's run header).
        "final class LegendView: UIView {\n  let colorLabel = UILabel()\n  func setUp() {\n    colorLabel.font = .preferredFont(forTextStyle: .title3)\n    colorLabel.adjustsFontSizeToFitWidth = true\n    addSubview(colorLabel)\n    colorLabel.snp.makeConstraints {\n      $0.centerY.equalToSuperview()\n      $0.leading.equalTo(dotView.snp.trailing).offset(4)\n    }\n  }\n}",
        "final class DetailHeader: UIView {\n  private lazy var dateLabel: UILabel = {\n    let label = UILabel()\n    label.font = .preferredFont(forTextStyle: .caption1)\n    label.adjustsFontForContentSizeCategory = true\n    label.adjustsFontSizeToFitWidth = true\n    return label\n  }()\n  func layout() {\n    NSLayoutConstraint.activate([\n      dateLabel.topAnchor.constraint(equalTo: topAnchor),\n      dateLabel.centerXAnchor.constraint(equalTo: centerXAnchor)\n    ])\n  }\n}",
        // A title view that already offers the Large Content Viewer.
        "final class AccountTitleView: UIView {\n  private let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.font = .preferredFont(forTextStyle: .headline)\n    nameLabel.adjustsFontForContentSizeCategory = true\n    nameLabel.adjustsFontSizeToFitWidth = true\n    showsLargeContentViewer = true\n    addInteraction(UILargeContentViewerInteraction())\n  }\n}\nfinal class Home: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    navigationItem.titleView = AccountTitleView()\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 40)\n    label.adjustsFontForContentSizeCategory = true\n  }\n}",
        "let title = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .bold), maximumPointSize: 34)",
        "func iconSize() -> CGFloat { min(UIFontMetrics.default.scaledValue(for: 17), 44) }",
        "struct A: View { @ScaledMetric var size = 15.0\n  var body: some View { Text(\"x\").font(.system(size: min(size, 32))) } }",
        // The badge grows with its text (the same @ScaledMetric): the shrink only fits long names.
        "struct Badge: View { let name: String\n  @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1\n  private var badgeFont: Font { .system(size: 18 * scale, weight: .heavy) }\n  var body: some View { Text(name).font(badgeFont).minimumScaleFactor(0.6).lineLimit(1).frame(width: 44 * scale, height: 44 * scale) } }",
        // Shrunk only below the accessibility sizes; there the text wraps at full size.
        "struct Divider: View { @Environment(\\.dynamicTypeSize) private var dynamicTypeSize\n  var body: some View { HStack { if dynamicTypeSize.isAccessibilitySize { Text(text).font(.caption) } else { Text(text).font(.caption).lineLimit(1).minimumScaleFactor(0.7) } } } }",
        "struct Bar: View { @Environment(\\.dynamicTypeSize) private var dynamicTypeSize\n  private var stacks: Bool { dynamicTypeSize.isAccessibilitySize }\n  var body: some View { if stacks { VStack { Text(title) } } else { compact } }\n  private var compact: some View { Text(title).font(.caption2).lineLimit(1).minimumScaleFactor(0.7) } }",
      ]),
    otherSeverities: [.warning, .info])

  /// SwiftUI's sizes in order; the accessibility sizes start at `accessibility1`.
  static let swiftUISizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
  static let sizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                               "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                               "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
  static let firstAccessibilityRank = 7

  static func rank(_ name: String) -> Int? {
    swiftUISizes.firstIndex(of: name) ?? sizeCategories.firstIndex(of: name)
  }

  /// The largest size a `.dynamicTypeSize(...)` argument allows, or nil when it allows the
  /// accessibility sizes (or can't be read).
  static func cap(of argument: ExpressionInfo) -> String? {
    let text = argument.text.filter { !$0.isWhitespace }
    func member(_ part: Substring) -> String? {
      let name = part.split(separator: ".").last.map(String.init) ?? String(part)
      return rank(name) != nil ? name : nil
    }
    if let range = text.range(of: "..<") {
      guard let upper = member(text[range.upperBound...]), let rank = rank(upper) else { return nil }
      return rank <= firstAccessibilityRank ? upper : nil
    }
    if let range = text.range(of: "...") {
      let upperText = text[range.upperBound...]
      if upperText.isEmpty { return nil }
      guard let upper = member(upperText), let rank = rank(upper) else { return nil }
      return rank < firstAccessibilityRank ? upper : nil
    }
    guard let single = member(Substring(text)), let rank = rank(single) else { return nil }
    return rank < firstAccessibilityRank ? single : nil
  }

  /// A fixed font, or a `.dynamicTypeSize` that stops below the accessibility sizes, on the view:
  /// its text doesn't follow the user's size, which fixed-text-size or this rule reports there.
  /// The texts inside a container each fix their own size: the container's shrink takes back no growth.
  static func everyTextIsFixed(in container: SwiftUIView, file: SwiftFileModel) -> Bool {
    guard container.name != "Text" else { return false }
    let texts = file.descendants(of: container).filter { $0.kind == .call && ($0.name == "Text" || $0.name == "Label") }
    return !texts.isEmpty && texts.allSatisfy { neverGrows(setBy: $0.modifiers[...], in: file, type: $0.enclosingType) == true }
  }

  static func neverGrows(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    neverGrows(setBy: view.modifiers[...], in: file, type: view.enclosingType) == true
  }

  /// Whether the modifiers fix the text's size (true), let it grow (false), or say nothing (nil).
  /// A custom font without `relativeTo:` grows (like body text): not fixed.
  static func neverGrows(setBy modifiers: ArraySlice<ViewModifierCall>, in file: SwiftFileModel, type: String?) -> Bool? {
    if modifiers.contains(where: { $0.name == "dynamicTypeSize" && $0.arguments.firstUnlabeled.flatMap(cap(of:)) != nil }) {
      return true
    }
    // The app's own fixed-font modifier (`.subtitleStyle()`), when no `.font` comes after it.
    if let styled = modifiers.lastIndex(where: { file.project.fixedFontModifiers.contains($0.name) }),
       !modifiers[styled...].contains(where: { $0.name == "font" }) {
      return true
    }
    // The app's own `font(weight:semantic:)` (a design system's modifier of SwiftUI's name, told
    // apart by its labelled arguments), found fixed.
    if file.project.fixedFontModifiers.contains("font"), let last = modifiers.last(where: { $0.name == "font" }),
       !last.arguments.isEmpty, last.arguments.allSatisfy({ $0.label != nil }) {
      return true
    }
    guard let font = modifiers.last(where: { $0.name == "font" })?.arguments.firstUnlabeled else { return nil }
    // A property every use of the view leaves to its initializer's fixed default (1Wallet's
    // `titleFont: Font = .system(size: 17, weight: .semibold)`, never passed).
    if case .reference(let name) = font.kind, let type, file.constant(named: name, in: type) == nil,
       Self.keepsFixedDefault(name, of: type, in: file) { return true }
    // `.font(Typography.header4)`: a case of the app's own type, which only the app's `font(_:)`
    // (found fixed) takes; SwiftUI's takes a `Font`.
    // (Not a font the type keeps, `static let title = Font.system(.title)`: SwiftUI's `font(_:)` takes that.)
    if file.project.fixedFontModifiers.contains("font"), case .member(let base?, let member) = font.kind,
       !["Font", "SwiftUI.Font"].contains(base), file.project.types.declaration(of: base) != nil,
       file.project.constants[ConstantKey(type: TypeIndex.simpleName(base), name: member)] == nil {
      return true
    }
    // `.font(.headline2Medium)`: the app's own `Font` property, found fixed.
    if case .member(let base, let member) = font.kind, base == nil || base == "Font" || base == "SwiftUI.Font",
       file.project.fixedFontProperties.contains(member) {
      return true
    }
    // `.font(.Body.custom(Values.smallFontSize))`: the app's helper returning `.system(size:)`.
    if case .call(let callee, _) = font.kind, let name = callee.split(separator: ".").last,
       file.project.fixedFontFunctions.contains(String(name)) {
      return true
    }
    // `.font(PBMomentShareTypography.chip(40))`: the owner's own fixed function, whatever other
    // types declare under that name.
    if case .call(let callee, _) = font.kind, file.project.fixedFontFunctionsByOwner.contains(callee) {
      return true
    }
    // `.font(Fonts.muliSemiboldHeading2)`: the app's constant holding such a helper's font
    // (`static let muliSemiboldHeading2 = Font.muli(size: 13)`, AirCasting's).
    if case .member(let base?, let member) = font.kind,
       let value = file.project.constants[ConstantKey(type: TypeIndex.simpleName(base), name: member)],
       case .call(let callee, _) = value.kind, let name = callee.split(separator: ".").last,
       file.project.fixedFontFunctions.contains(String(name)) {
      return true
    }
    // `Font(Style.Typefaces.clock)`: a UIKit font made a SwiftUI one is as fixed as the UIKit font.
    if let uiFont = wrappedUIFont(font, in: file, type: type) {
      return FixedTextSizeRule.uikitProblem(uiFont)?.isFixed ?? false
    }
    guard let problem = FixedTextSizeRule.swiftUIProblem(font, file: file, type: type, depth: 0) else {
      return isSystemFontSizedByLayout(font, in: file, type: type)
    }
    return problem.isFixed
  }

  /// `Text("\(value)")` where `value` is declared a number (`value: Int`) in the function or type
  /// around it.
  static func showsANumberAlone(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let content = view.titleArgument?.text, content.hasPrefix("\"\\("), content.hasSuffix(")\"") else { return false }
    let name = String(content.dropFirst(3).dropLast(2))
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let offset = view.position.utf8Offset
    let start = file.declarations.innermostFunction(containing: offset)?.declaration.lowerBound
      ?? file.typeExtents.last(where: { $0.start <= offset && offset < $0.end })?.start ?? max(0, offset - 2_000)
    let around = file.converter.source.text(from: start, to: offset)
    return around.range(of: #"\b"# + name + #"\s*:\s*(Int|Double|Float|CGFloat|UInt|Int64|Int32)\b"#, options: .regularExpression) != nil
  }

  /// `name: Font = .system(size: 17, …)` in the type's initializer or declaration, and no use of
  /// the view passes `name:` (each use's labels are known, ``ProjectIndex/customViewUseLabels``).
  static func keepsFixedDefault(_ name: String, of type: String, in file: SwiftFileModel) -> Bool {
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let uses = file.project.customViewUseLabels[TypeIndex.simpleName(type)], !uses.isEmpty,
          !uses.contains(where: { $0.contains(name) }),
          let extent = file.typeExtents.first(where: { TypeIndex.simpleName($0.name) == TypeIndex.simpleName(type) }) else { return false }
    let text = file.converter.source.text(from: extent.start, to: extent.end)
    return text.range(of: #"\b"# + name + #"\s*:\s*Font\s*=\s*(Font)?\.system\(size:\s*[0-9.]+\s*[,)]"#, options: .regularExpression) != nil
  }

  /// `.system(size: max(12, cardWidth / 18))`, directly or through the view's own font property
  /// (Recipe Buddy's badges): a size worked out from the layout, with nothing of the text size
  /// (`@ScaledMetric`, another font's size) in it, never grows with the user's text size.
  static func isSystemFontSizedByLayout(_ font: ExpressionInfo, in file: SwiftFileModel, type: String?) -> Bool {
    var font = font
    if case .reference(let name) = font.kind, let value = file.constant(named: name, in: type) { font = value }
    guard let chain = font.memberChain, case .call(let callee, let arguments) = chain.base.kind,
          callee == ".system" || callee == "Font.system", let size = arguments.first(labeled: "size") else { return false }
    guard case .call = size.kind, size.numberLiteral == nil, !ComputedFontSize.isTakenFromAnotherFont(size),
          FixedTextSizeRule.isLayoutRelative(size.text) || sizesFromTheScreen(size, in: file) else { return false }
    let text = size.text
    if ["scaled", "Scaled", "dynamicTypeSize", "sizeCategory", "pointSize", "lineHeight", "preferredFont"].contains(where: text.contains) {
      return false
    }
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    return !words.contains { word in
      file.declarationAttributes[ConstantKey(type: type, name: String(word))]?.contains("ScaledMetric") == true
    }
  }

  /// `RatioLen(12)` with the file's `func RatioLen(_:)` working the size out from the screen
  /// (`UIScreen.main.bounds`, QSC's widget): nothing of the text size in it.
  static func sizesFromTheScreen(_ size: ExpressionInfo, in file: SwiftFileModel) -> Bool {
    guard case .call(let callee, _) = size.kind, !callee.contains("."), file.sourceContains("UIScreen") else { return false }
    let bodies = file.declarations.functions.filter { $0.name == callee && !$0.isProperty }
    guard !bodies.isEmpty else { return false }
    let bytes = file.sourceBytes
    return bodies.allSatisfy { function in
      let range = function.body.clamped(to: 0..<bytes.count)
      let body = String(decoding: bytes[range], as: UTF8.self)
      // (The size of the screen read in it, or through a file constant that reads it.)
      let readsScreen = body.contains("UIScreen") || body.contains("Height") || body.contains("Width")
      return readsScreen && !["scaled", "Scaled", "dynamicTypeSize", "sizeCategory", "preferredFont", "UIFontMetrics", "ScaledMetric"].contains(where: body.contains)
    }
  }

  /// The UIKit font inside `Font(uiFont)`, followed through constants and design tokens
  /// (`Font(Style.Typefaces.Clock.timerDigits)` → `Typefaces.timerDigits` → `UIFont.systemFont(ofSize: 60)`).
  static func wrappedUIFont(_ font: ExpressionInfo, in file: SwiftFileModel, type: String?) -> ExpressionInfo? {
    var font = font
    // `Font(captionFont).weight(.bold)`: a weight, bold or italic changes no size.
    if let chain = font.memberChain, !chain.links.isEmpty,
       chain.links.allSatisfy({ ["weight", "bold", "italic"].contains($0.name) }) { font = chain.base }
    guard case .call(let callee, let arguments) = font.kind, ["Font", "Font.init", "SwiftUI.Font"].contains(callee),
          arguments.count == 1, arguments[0].label == nil else { return nil }
    var current = arguments[0].value, owner = type
    for _ in 0..<4 {
      switch current.kind {
      case .reference(let name):
        // (Or a file-scope constant of another file: GeometricWeather's `public let captionFont =
        // UIFont.systemFont(ofSize: 14)` behind `Font(captionFont)`.)
        guard let value = file.constant(named: name, in: owner)
          ?? (name.contains(".") ? nil : file.project.constants[ConstantKey(type: nil, name: name)]) else { return current }
        current = value
      case .member(let base?, let name) where base.first?.isUppercase == true:
        owner = TypeIndex.simpleName(base)
        guard let value = file.constant(named: name, in: owner) else { return current }
        current = value
      default:
        return current
      }
    }
    return current
  }

  /// `neverGrows` for the view's own modifiers, else for the nearest enclosing view that sets a
  /// font or pins the size (a fixed `.font` on the row's stack fixes its texts too).
  static func neverGrowsHere(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if let decided = fontNeverGrows(over: view, in: file) { return decided }
    // No font over it in its member (`@ViewBuilder var linkTitleView`): the fonts its uses set
    // (`linkTitleView.font(.system(size: 15))`, RSSBud's bottom bar) are the ones it shows in.
    return file.everyUseOfMember(holding: view) { use in fontNeverGrows(over: use, in: file) == true }
  }

  /// Whether the nearest font set on `view` or a view around it never grows; nil when none is set.
  static func fontNeverGrows(over view: SwiftUIView, in file: SwiftFileModel) -> Bool? {
    if let own = neverGrows(setBy: view.modifiers[...], in: file, type: view.enclosingType) { return own }
    for step in file.ancestry(of: view).steps {
      if let inherited = neverGrows(setBy: step.applyingModifiers, in: file, type: step.ancestor.enclosingType) { return inherited }
    }
    return nil
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    var reportedDisplayFonts: Set<String> = []
    for view in file.views {
      for modifier in view.modifiers {
        switch modifier.name {
        case "dynamicTypeSize":
          guard let argument = modifier.arguments.firstUnlabeled, let cap = Self.cap(of: argument) else { continue }
          // An icon drawn with a letter: the cap keeps the glyph inside its frame.
          if Self.capsOnlyAnIconGlyph(view, in: file) { continue }
          // A toolbar of icon buttons, a row of emoji: no words to read grow or stop growing.
          if Self.holdsNoWords(view, in: file) { continue }
          // Every text under the cap has a fixed size of its own (FERN's 70 and 40 pt wordmark):
          // the cap changes nothing; the fixed sizes are reported where they are set.
          if Self.everyTextIsFixed(in: view, file: file) { continue }
          report(cap: cap, at: argument.start, &context)
        case "environment":
          guard modifier.arguments.count == 2, let keyPath = modifier.arguments.first?.value.text,
                keyPath == "\\.dynamicTypeSize" || keyPath == "\\.sizeCategory",
                let value = modifier.arguments.last?.value, let cap = Self.cap(of: value) else { continue }
          report(cap: cap, at: value.start, &context)
        case "font":
          guard let cap = Self.scaledMetricCap(in: modifier, of: view, file: file) else { continue }
          reportPointCap(cap, base: cap.baseSize(in: file), at: cap.cap.start, &context)
        case "minimumScaleFactor":
          let singleLine = view.modifiers.contains { $0.name == "lineLimit" && $0.arguments.first?.value.numberLiteral == 1 }
          // A shrink to no less than three quarters trims growth but doesn't take it back: at the largest
          // text size (body 53 pt, 312 % of 17 pt) the text still reaches over 200 %.
          guard singleLine, let factor = modifier.arguments.firstUnlabeled?.numberLiteral, factor < 0.75 else { continue }
          // As written (0.65, not a rounded 0.7).
          let factorText = modifier.arguments.firstUnlabeled?.text ?? Measure.format(factor)
          // Text that never grows (a fixed font, a size pinned below the accessibility sizes: both
          // reported on their own) is not shrunk "back"; nor is an avatar's letter, a picture.
          if Self.neverGrows(view, in: file) || view.showsMonogram || view.showsPictureText(in: file) { continue }
          // A one-line field (Today's weight and reps steppers): what is typed can't wrap, and the
          // shrink only fits a few digits to the field; its width, not this, is what to check.
          if ["TextField", "SecureField"].contains(view.name), view.argument("axis") == nil { continue }
          // A literal of a few characters (min's "--" for an amount not yet known): it fits its line
          // at any size, so the shrink never acts.
          if view.name == "Text", let literal = view.titleArgument?.stringLiteral, !literal.isEmpty, literal.count <= 3 { continue }
          // A number alone (`Text("\(value)")` with `value: Int`, Seerr's stat cards) shrunk to no
          // less than 0.6: digits can't wrap, and what is left still reads near twice body size.
          if factor >= 0.6, Self.showsANumberAlone(view, in: file) { continue }
          // A stack whose every text sets its own fixed font (LoopFollow's 60 pt arrow and 32 pt delta).
          if Self.everyTextIsFixed(in: view, file: file) { continue }
          // `.fixedSize()` / `.fixedSize(horizontal: true, ...)` gives the text its ideal width: it never shrinks.
          if Self.takesIdealWidth(view) { continue }
          // A badge whose font and frame grow by the same `@ScaledMetric`: the shrink fits a long
          // name into the badge at every size; it never takes back the growth.
          if Self.growsWithItsFrame(view, in: file) { continue }
          // Shown only below the accessibility sizes (`else` of `if dynamicTypeSize.isAccessibilitySize`):
          // at the sizes that reach 200 % another layout shows the text, judged on its own.
          if Self.isShownOnlyBelowAccessibilitySizes(view, in: file) { continue }
          // A widget or Live Activity: the system fixes the surface's size, so a reading that
          // fills its slot can't wrap; shrinking keeps it whole (xDrip's glucose widgets).
          if HeadingTraitRule.isWidgetCode(view, in: file) { continue }
          // Display text (a balance, the word being spelt) already reads at any size: fitting one line
          // of it to the width is a layout choice. Said once per font, not at every use.
          if let display = DisplayTextSize.isDisplayText(view, in: file) {
            // A short reading ("120 ↑") across a full-width widget fits one line at any size.
            if Self.isShortReadingInWideWidget(view, in: file) { continue }
            // Shrunk as far as it may go, still 30 pt or more (Oscar's 120 pt temperature at 0.5):
            // the display style grows at least 1.76 times at the largest size (34 to 60 pt) where
            // body reaches 53, so it never ends below the body text. Nothing to check.
            if display.points * factor >= 30 { continue }
            guard reportedDisplayFonts.insert(display.token).inserted else { continue }
            context.report(at: modifier.position, LocalizedText(
              en: "minimumScaleFactor(\(factorText)) shrinks this \(Measure.format(display.points)) pt display text to fit one line; at that size it stays readable, but check that large text sizes don't shrink it below the body size (the same applies to other uses of this font in the file)",
              ko: "minimumScaleFactor(\(factorText)) 설정은 \(Measure.format(display.points))pt 크기의 큰 제목 글자를 한 줄에 맞게 줄입니다. 이 크기에서는 읽기에 문제가 없지만, 큰 글자 크기에서 본문 크기보다 작아지지 않는지 확인하세요(이 파일에서 같은 폰트를 쓰는 다른 곳도 같습니다)"),
              severity: .info)
            continue
          }
          // A bar's title can't wrap: the Large Content Viewer shows it enlarged (Adamant's sheet titles).
          if file.isInToolbar(view) {
            if file.showsLargeContentViewer(view) { continue }
            context.report(at: modifier.position, LocalizedText(
              en: "minimumScaleFactor(\(factorText)) shrinks this toolbar text back down when the user enlarges text, and a toolbar can't let it wrap; add .accessibilityShowsLargeContentViewer() so a long press shows it enlarged",
              ko: "minimumScaleFactor(\(factorText))는 사용자가 키운 툴바 글자를 다시 줄이고, 툴바에서는 줄바꿈도 할 수 없습니다. 길게 누르면 크게 보이도록 .accessibilityShowsLargeContentViewer()를 추가하세요"),
              severity: .warning)
            continue
          }
          context.report(at: modifier.position, LocalizedText(
            en: "minimumScaleFactor(\(factorText)) on single-line text shrinks it back down when the user enlarges text; let it wrap instead",
            ko: "한 줄 텍스트의 minimumScaleFactor(\(factorText))는 사용자가 키운 글자를 다시 줄입니다. 대신 줄바꿈되게 하세요"),
            severity: .warning)
        default:
          continue
        }
      }
    }
    for cap in file.fontCaps {
      var capped = cap
      // `maximumPointSize: maxTitle`, `maximumPointSize: Metrics.maxTitle`: a constant of this file or a token.
      var value: ExpressionInfo?
      switch cap.cap.kind {
      case .reference(let name): value = file.constant(named: name, in: cap.enclosingType)
      case .member(let owner?, let name) where owner.first?.isUppercase == true:
        value = file.constant(named: name, in: TypeIndex.simpleName(owner))
      default: break
      }
      if let value, value.numberLiteral != nil {
        capped.cap = ExpressionInfo(kind: value.kind, text: value.text, start: cap.cap.start, end: cap.cap.end)
      }
      reportPointCap(capped, base: cap.baseSize(in: file), at: cap.cap.start, &context)
    }
    for object in file.uikitObjects {
      for assignment in object.assignments {
        // An image view's cap sizes a symbol, not text (Threema's banner chevron).
        if assignment.property == "maximumContentSizeCategory", object.uikitClass != "UIImageView", let name = assignment.value.memberName,
           let rank = Self.rank(name), rank < Self.firstAccessibilityRank {
          report(cap: name, at: assignment.value.start, &context)
        }
        if assignment.property == "adjustsFontSizeToFitWidth", assignment.value.boolLiteral == true,
           object.uikitClass == "UILabel" || object.uikitClass == "UITextField" {
          let lines = object.assignment("numberOfLines")?.value.numberLiteral
          guard object.uikitClass == "UITextField" || lines == nil || lines == 1 else { continue }
          // Only text that follows the user's size can be shrunk back below it.
          let scales = object.assignment("adjustsFontForContentSizeCategory")?.value.boolLiteral == true
            || object.assignment("font")?.value.text.contains("preferredFont") == true
            || object.assignment("font")?.value.text.contains("UIFontMetrics") == true
          guard scales else { continue }
          // As for `.minimumScaleFactor`: a shrink to no less than three quarters (2FAS's settings
          // rows, 0.9) trims growth but doesn't take it back.
          if let minimum = object.assignment("minimumScaleFactor")?.value.numberLiteral, minimum >= 0.75 { continue }
          // One glyph (an emoji) fitted to its box: a picture drawn with a font; wrapping can't apply.
          if FittedGlyphLabel.isGlyphFittedToBox(object) { continue }
          // A label Auto Layout leaves at its text's width: nothing squeezes it, so nothing shrinks.
          if UnboundedLabelWidth.isUnbounded(object, in: file) { continue }
          // A navigation bar's title view: the bar's height is fixed, so the text can't wrap there;
          // the Large Content Viewer shows bar content at large sizes.
          if let type = object.enclosingType, context.project.navigationTitleViewTypes.contains(type) {
            guard !file.sourceContains("showsLargeContentViewer"), !file.sourceContains("UILargeContentViewerInteraction") else { continue }
            context.report(at: assignment.value.start, LocalizedText(
              en: "adjustsFontSizeToFitWidth shrinks '\(object.name)' to fit \(type), shown as a navigation bar's title view, whose height can't grow, so wrapping isn't the fix there; let people read it at large text sizes with the Large Content Viewer (showsLargeContentViewer = true, largeContentTitle, and a UILargeContentViewerInteraction on the view)",
              ko: "adjustsFontSizeToFitWidth가 \(KoreanParticle.object.attach(to: "'\(object.name)'")) 내비게이션 막대의 제목 뷰로 쓰이는 \(type)에 맞게 줄입니다. 막대 높이는 늘어나지 않아 줄바꿈으로 해결할 수 없으니, 큰 글자 크기에서는 큰 콘텐츠 뷰어로 읽을 수 있게 하세요(showsLargeContentViewer = true, largeContentTitle, 뷰에 UILargeContentViewerInteraction 추가)"),
              severity: .info)
            continue
          }
          // Display text (a .largeTitle or .title1 label) fitted to one line: a layout choice, said as information.
          if let font = object.assignment("font")?.value.text, font.contains(".largeTitle") || font.contains(".title1") {
            context.report(at: assignment.value.start, LocalizedText(
              en: "adjustsFontSizeToFitWidth shrinks this display-size text to fit one line; at that size it stays readable, but check that large text sizes don't shrink it below the body size",
              ko: "adjustsFontSizeToFitWidth 설정은 큰 제목 크기의 글자를 한 줄에 맞게 줄입니다. 이 크기에서는 읽기에 문제가 없지만, 큰 글자 크기에서 본문 크기보다 작아지지 않는지 확인하세요"),
              severity: .info)
            continue
          }
          context.report(at: assignment.value.start, LocalizedText(
            en: "adjustsFontSizeToFitWidth on one-line text shrinks it back down when the user enlarges text; set numberOfLines = 0 and let it wrap",
            ko: "한 줄 텍스트의 adjustsFontSizeToFitWidth는 사용자가 키운 글자를 다시 줄입니다. numberOfLines = 0으로 줄바꿈되게 하세요"),
            severity: .warning)
        }
      }
    }
  }

  /// The text of a property's getter in this file (`private var badgeFont: Font { ... }`), from
  /// its opening brace to the matching closing one; nil when not declared so.
  static func getterText(of name: String, in file: SwiftFileModel) -> String? {
    let bytes = file.sourceBytes
    for keyword in ["var \(name):", "var \(name) :"] {
      let needle = Array(keyword.utf8)
      guard needle.count < bytes.count else { continue }
      var index = 0
      while index + needle.count <= bytes.count {
        if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle,
           index == 0 || !(bytes[index - 1] == UInt8(ascii: "_") || bytes[index - 1] == UInt8(ascii: ".")) {
          guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
          // The declaration's line must reach its brace without a new statement (`var x: Int = 0`).
          if bytes[(index + needle.count)..<open].contains(UInt8(ascii: "=")) || bytes[(index + needle.count)..<open].contains(UInt8(ascii: "\n")) { return nil }
          var depth = 0
          for end in open..<bytes.count {
            if bytes[end] == UInt8(ascii: "{") { depth += 1 }
            if bytes[end] == UInt8(ascii: "}") {
              depth -= 1
              if depth == 0 { return String(decoding: bytes[open...end], as: UTF8.self) }
            }
          }
          return nil
        }
        index += 1
      }
    }
    return nil
  }

  /// Whether `word` occurs in `text` as a whole identifier.
  static func mentions(_ word: String, in text: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: word) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      func isIdentifier(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
      if !isIdentifier(before) && !isIdentifier(after) { return true }
      rest = text[range.upperBound...]
    }
    return false
  }

  /// `.font(.system(size: 18 * scale))` with `.frame(width: 44 * scale, ...)` on the same text and
  /// `@ScaledMetric var scale`: the badge grows with the text, so the text fills the same share of
  /// it at every size and `minimumScaleFactor` only fits long names. The font may be a property
  /// of this file (`.font(badgeFont)`).
  static func growsWithItsFrame(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let metrics = file.declarationAttributes.compactMap { key, attributes in
      key.type == view.enclosingType && attributes.contains("ScaledMetric") ? key.name : nil
    }
    guard !metrics.isEmpty, let font = view.modifiers.last(where: { $0.name == "font" })?.arguments.firstUnlabeled else { return false }
    var fontText = font.text
    if case .reference(let name) = font.kind, let getter = getterText(of: name, in: file) { fontText = getter }
    let widths = view.modifiers.filter { $0.name == "frame" }.compactMap { $0.arguments.first(labeled: "width")?.text }
    // A text style (`.body`, the app's `.ST.body`) grows as a `@ScaledMetric` frame does
    // (SwissTransfer's "+12" tile, 48 pt relative to body).
    let isTextStyle = fontText.split(separator: ".").last.map { textStyleNames.contains(String($0)) } == true
    return metrics.contains { metric in
      // (A width the metric is taken from, `280 - avatarSize`, shrinks as the text grows.)
      (mentions(metric, in: fontText) || isTextStyle && widths.allSatisfy { !$0.contains("-") && !$0.contains("/") })
        && widths.contains { mentions(metric, in: $0) }
    }
  }

  static let textStyleNames: Set<String> = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
  ]

  /// Whether every branch the view is written in is taken only below the accessibility sizes:
  /// `else` of `if dynamicTypeSize.isAccessibilitySize` (or of a `Bool` property that reads it),
  /// or `if !dynamicTypeSize.isAccessibilitySize`, on the view, an ancestor, or every use of the
  /// member that builds it.
  static func isShownOnlyBelowAccessibilitySizes(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func readsAccessibilitySize(_ test: String) -> Bool {
      let test = test.trimmingCharacters(in: .whitespaces)
      if test.contains("isAccessibilitySize") || test.contains("isAccessibilityCategory") { return true }
      let bare = test.hasPrefix("self.") ? String(test.dropFirst(5)) : test
      guard SwiftFileModel.isMemberName(bare), let getter = getterText(of: bare, in: file) else { return false }
      return getter.contains("isAccessibilitySize") || getter.contains("isAccessibilityCategory")
    }
    func belowOnly(_ condition: String?) -> Bool {
      guard let condition else { return false }
      return condition.components(separatedBy: " · ").contains { part in
        if part.hasPrefix("else (not "), part.hasSuffix(")") {
          // `else (not a, not b)`: every earlier test failed; one that reads the size is enough.
          let tests = part.dropFirst("else (".count).dropLast().components(separatedBy: ", not ")
          return tests.contains { test in
            let test = test.hasPrefix("not ") ? String(test.dropFirst(4)) : test
            return !test.hasPrefix("!") && !test.contains(",") && readsAccessibilitySize(test)
          }
        }
        if part.hasPrefix("if !") { return readsAccessibilitySize(String(part.dropFirst(4))) }
        return false
      }
    }
    let ancestry = file.ancestry(of: view)
    if belowOnly(view.branchCondition) || ancestry.steps.contains(where: { belowOnly($0.child.branchCondition) }) { return true }
    let top = ancestry.steps.last?.ancestor ?? view
    if top.index != view.index, belowOnly(top.branchCondition) { return true }
    return file.everyUseOfMember(holding: top) { use in
      belowOnly(use.branchCondition) || file.ancestry(of: use).steps.contains { belowOnly($0.child.branchCondition) }
    }
  }

  /// Views that draw no words of their own.
  static let wordlessViews: Set<String> = [
    "GeometryReader", "ZStack", "HStack", "VStack", "Group", "Image", "Circle", "Rectangle", "RoundedRectangle",
    "Capsule", "Ellipse", "Color", "Spacer",
  ]

  /// Images, symbols and shapes, alone or in stacks and `ForEach`es, and buttons whose labels are
  /// those: no title, no text.
  static func holdsNoWords(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let all = [view] + file.descendants(of: view)
    return all.allSatisfy { part in
      guard part.kind == .call, FixedTextSizeRule.wordlessViews.contains(part.name) || part.name == "ForEach" else { return false }
      // An image's string is its asset's name; a button's or link's is its title.
      return part.name == "Image" || part.titleArgument == nil && part.arguments.firstUnlabeled?.stringLiteral == nil
    }
  }

  /// A cap on an icon whose only text is a glyph drawn as a picture (an avatar's initial from
  /// `name.prefix(1)`, a bullet "•"), sized by the icon: the cap is on a `GeometryReader` or a
  /// frame fixed in both dimensions. Growing that glyph helps no reader; it would spill out of the icon.
  static func capsOnlyAnIconGlyph(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let inner = file.descendants(of: view)
    let texts = inner.filter { $0.name == "Text" }
    guard !texts.isEmpty, texts.allSatisfy({ $0.showsMonogram || $0.showsPictureText(in: file) }),
          inner.allSatisfy({ $0.name == "Text" || wordlessViews.contains($0.name) }) else { return false }
    let views = [view] + inner
    return views.contains { $0.name == "GeometryReader" } || views.contains { candidate in
      candidate.modifiers.contains { $0.name == "frame" && $0.arguments.has(label: "width") && $0.arguments.has(label: "height") }
    }
  }

  /// `.fixedSize()` or `.fixedSize(horizontal: true, vertical: ...)` on the text's own chain.
  static func takesIdealWidth(_ view: SwiftUIView) -> Bool {
    view.modifiers.contains { modifier in
      guard modifier.name == "fixedSize" else { return false }
      if modifier.arguments.isEmpty { return true }
      return modifier.arguments.first(labeled: "horizontal")?.boolLiteral == true
    }
  }

  /// Widget families that span the width of the screen (or most of it).
  static let wideWidgetFamilies = ["large", "medium", "rectangular"]

  /// Values only (`"\(entry.value) \(entry.arrow)"`, a formatter's output) in a widget whose
  /// member or type names a wide family (`systemLargeView`, `MediumWidgetView`).
  static func isShortReadingInWideWidget(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.showsValue || HeadingTraitRule.showsComputedValue(view) || showsOnlyValues(view),
          HeadingTraitRule.isWidgetCode(view, in: file) else { return false }
    let root = file.ancestry(of: view).steps.last?.ancestor.index ?? view.index
    let names = file.viewMembers.filter { $0.roots.contains(root) }.flatMap { [$0.name, $0.type ?? ""] } + [view.enclosingType ?? ""]
    return names.contains { name in wideWidgetFamilies.contains { name.lowercased().contains($0) } }
  }

  /// An interpolated string whose text outside the interpolations has no letters.
  static func showsOnlyValues(_ view: SwiftUIView) -> Bool {
    guard let title = view.titleArgument, case .interpolatedString = title.kind else { return false }
    return !SwiftUIView.textOutsideInterpolations(title.text).contains { $0.isLetter }
  }

  /// `.font(.system(size: min(scaledSize, 24)))` with `@ScaledMetric var scaledSize = 17`: a
  /// SwiftUI size that scales (like body text, unless `relativeTo:` says otherwise) but stops at a cap.
  static func scaledMetricCap(in modifier: ViewModifierCall, of view: SwiftUIView, file: SwiftFileModel) -> FontCap? {
    guard let font = modifier.arguments.firstUnlabeled, let chain = font.memberChain,
          case .call(let callee, let arguments) = chain.base.kind, callee.hasSuffix("system"),
          let size = arguments.first(labeled: "size"), case .call("min", let bounds) = size.kind, bounds.count == 2,
          let limit = bounds.first(where: { $0.value.numberLiteral != nil })?.value,
          case .reference(let name)? = bounds.first(where: { $0.value.numberLiteral == nil })?.value.kind else { return nil }
    let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    guard file.declarationAttributes[ConstantKey(type: view.enclosingType, name: bare)]?.contains("ScaledMetric") == true else { return nil }
    return FontCap(style: "body", styleIsKnown: false, base: file.constant(named: bare, in: view.enclosingType),
                   cap: limit, written: "min(_:_:)", enclosingType: view.enclosingType)
  }

  /// A point-size cap judged like a `.dynamicTypeSize` cap: wrong when the text can't reach the size
  /// its style has at the first accessibility size.
  private func reportPointCap(_ cap: FontCap, base baseSize: Double?, at position: SourcePosition, _ context: inout RuleContext) {
    guard let limit = cap.cap.numberLiteral, let style = TextStyleScale.style(named: cap.style) else { return }
    let base = baseSize ?? style.size
    let reach = (base * style.firstAccessibilitySize / style.size).rounded()
    guard limit < reach else { return }
    let styleName = cap.styleIsKnown ? ".\(cap.style)" : "body"
    context.report(at: position, LocalizedText(
      en: "text stops growing at \(Measure.format(limit)) pt (\(cap.written)), below the accessibility text sizes: \(Measure.format(base)) pt \(styleName) text reaches \(Measure.format(reach)) pt at the first of them; raise the cap to at least that or remove it, and let the layout reflow",
      ko: "글자가 \(Measure.format(limit))pt(\(cap.written))에서 더 커지지 않아 손쉬운 사용 글자 크기에 미치지 못합니다. \(Measure.format(base))pt \(styleName) 스타일 글자는 첫 손쉬운 사용 크기에서 \(Measure.format(reach))pt가 됩니다. 제한을 그 이상으로 올리거나 없애고, 큰 글자에서도 잘리지 않게 레이아웃을 조정하세요"))
  }

  private func report(cap: String, at position: SourcePosition, _ context: inout RuleContext) {
    context.report(at: position, LocalizedText(
      en: "text stops growing at '\(cap)', below the accessibility text sizes; remove the cap and let the layout reflow",
      ko: "글자가 '\(cap)' 크기에서 더 커지지 않아 손쉬운 사용 글자 크기에 미치지 못합니다. 제한을 없애고 큰 글자에서도 잘리지 않게 레이아웃을 조정하세요"))
  }
}
