import A11yCore

/// Dynamic text limited to one line: at large text sizes it is cut off with "…".
public struct TextTruncationRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "text-truncation",
    title: LocalizedText(en: "Dynamic text limited to one line gets truncated", ko: "한 줄로 제한한 동적 텍스트는 잘립니다"),
    rationale: LocalizedText(
      en: """
        Text limited to one line (`.lineLimit(1)`, `numberOfLines = 1`) is cut off with "…" once the user enlarges text, \
        and content that comes from data (names, prices, messages) can't be checked for length in advance. The HIG asks \
        for as little truncation as possible at large sizes. Allow more lines where the text holds information; this is \
        reported as information, since one line may be a deliberate choice for a short value. Not reported: text cut in \
        the middle on purpose (an address, a path) or a machine value (a hash, a transaction ID) shown cut at every size, \
        text in a font that never grows, a storyboard label no constraint holds the width of (it grows to its text), and \
        one beside a label of lower compression resistance, which gives way first.
        """,
      ko: """
        한 줄로 제한한 텍스트(`.lineLimit(1)`, `numberOfLines = 1`)는 사용자가 글자를 키우면 "…"로 잘리며, 데이터에서 오는 \
        내용(이름, 가격, 메시지)은 길이를 미리 알 수 없습니다. HIG는 큰 글자에서 잘림을 최소화하라고 권합니다. 정보를 담은 \
        텍스트는 여러 줄을 허용하세요. 짧은 값을 의도적으로 한 줄로 둘 수도 있으므로 정보로 보고합니다. 일부러 가운데를 자른 텍스트(주소, \
        경로)나 어느 크기에서나 잘려 보이는 기계 값(해시, 거래 ID), 커지지 않는 폰트의 텍스트, 너비를 잡는 제약이 없어 텍스트만큼 \
        늘어나는 스토리보드 레이블, 압축 저항이 더 낮아 먼저 줄어드는 레이블 옆의 레이블은 보고하지 않습니다.
        """),
    defaultSeverity: .info,
    checkpoints: [.fontFeatures], wcag: ["1.4.4"], hig: "Typography › Dynamic Type",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the fixed default font: one use hands a text style, which grows.
        "struct ExpandCollapseView: View {\n  var title: String\n  var titleFont: Font\n  init(title: String = \"\", titleFont: Font = .system(size: 17, weight: .semibold)) { self.title = title; self.titleFont = titleFont }\n  var body: some View { Text(title).font(titleFont).↓lineLimit(1) }\n}\nstruct Settings: View { var body: some View { VStack { ExpandCollapseView(title: \"Security\"); ExpandCollapseView(title: \"Backup\", titleFont: .headline) } } }",
        // The neighbour of the typography token: the app's own font modifier given a text style.
        "public enum AppTypography { public static let caption1 = Font.caption }\npublic extension View { func appFont(_ font: Font) -> some View { self.font(font) } }\nstruct WorkspaceRow: View { let name: String\n var body: some View { Text(name).appFont(AppTypography.caption1).↓lineLimit(1) } }",
        // The neighbour of the row's fixed token: the text sets a font of its own, which grows.
        "public enum AppTypography { public static let caption1 = Font.system(size: 12, weight: .regular) }\npublic extension View { func appFont(_ font: Font) -> some View { self.font(font) } }\nstruct ThreadLink: View { let preview: String\n var body: some View { HStack { Image(systemName: \"text.bubble\"); Text(preview).font(.body).↓lineLimit(1) }.appFont(AppTypography.caption1) } }",
        // The neighbour of B.READ's line-height modifier: the UIFont it is handed scales by UIFontMetrics.
        "extension UIFont { static func pretendard(_ weight: String, size: CGFloat) -> UIFont { UIFontMetrics.default.scaledFont(for: UIFont(name: weight, size: size)!) } }\nstruct FontStyleModifier: ViewModifier { let font: UIFont\n  func body(content: Content) -> some View { content.font(Font(font)) } }\nextension View { func brStyleFont(_ font: UIFont, lineHeight: CGFloat) -> some View { modifier(FontStyleModifier(font: font)) } }\nstruct NoteListCell: View { let note: Note\n var body: some View { Text(note.author).brStyleFont(.pretendard(\"Pretendard-Medium\", size: 14), lineHeight: 1.15).↓lineLimit(1) } }",
        // The fixed `font(_:weight:)` method's neighbour: text in a text style beside it still grows past its line.
        "struct AdaptiveMetrics {\n  let isLargePad: Bool\n  func fontSize(_ value: CGFloat) -> CGFloat { isLargePad ? value * 1.2 : value }\n  func font(\n    _ size: CGFloat,\n    weight: Font.Weight\n  ) -> Font {\n    .system(\n      size: fontSize(size),\n      weight: weight\n    )\n  }\n}\nextension View { func bodyStyle() -> some View { self.font(.body) } }\nstruct CompactMenuRow: View { let value: String\n var body: some View { Text(value).bodyStyle().↓lineLimit(1) } }",
        // The neighbour of the fixed design-system property: `.custom(_:size:)` grows with the text size.
        "extension Font {\n  static func pretendard(_ weight: String, size: CGFloat) -> Font { .custom(weight, size: size) }\n  static var headline2Medium: Font {\n    pretendard(\"Pretendard-Medium\", size: 16)   // Headline2/Medium\n  }\n}\nstruct 영상카드: View { let title: String\n var body: some View { Text(title).font(.headline2Medium).↓lineLimit(1) } }",
        // The neighbour of the style kept in a member: this member is SwiftUI's `Font`, which grows.
        "extension View { func font(_ style: Font.TextStyle) -> some View { font(.system(style)) } }\nstruct 매장행: View { let name: String; let style: Font.TextStyle\n var body: some View { Text(name).font(style).↓lineLimit(1) } }",
        "enum Pretendard { enum Style { case pretendard20(Weight) } }\nextension View { func font(_ pretendard: Pretendard.Style) -> some View { modifier(FontWithLineHeight(style: pretendard)) } }\nstruct 내비게이션제목: View { let text: String; let font: Font\n var body: some View { Text(text).font(font).↓lineLimit(1) } }",
        // The neighbour of the screen-sized widget font: the file's function scales by the text size.
        "let iPhoneHeight = UIScreen.main.bounds.size.height\nfunc RatioLen(_ length: CGFloat) -> CGFloat { UIFontMetrics.default.scaledValue(for: length) * iPhoneHeight / 926 }\nstruct EventRow: View { let event: Event\n var body: some View { Text(event.name).font(.system(size: RatioLen(12))).↓lineLimit(1) } }",
        // The neighbour of AirCasting's font constant: its helper's custom font grows.
        "extension Font {\n  static func muli(size: CGFloat, weight: Font.Weight = .regular) -> Font { Font.custom(\"Muli\", size: size).weight(weight) }\n}\nstruct Fonts { static let muliSemiboldHeading2: Font = Font.muli(size: 13, weight: .semibold) }\nstruct SensorRow: View { let sensor: String\n var body: some View { Text(sensor).font(Fonts.muliSemiboldHeading2).↓lineLimit(1) } }",
        // The neighbour of the theme's fixed font: a helper with an overload that scales (by text
        // style) beside one of a fixed size; a call can't be told to be the fixed one.
        "enum Fonts {\n  static func mono(_ style: Font.TextStyle) -> Font { .system(style, design: .monospaced) }\n  static func mono(fixedSize: CGFloat) -> Font { .custom(\"Menlo\", fixedSize: fixedSize) }\n}\nstruct ChannelDetails: View { let channel: Channel\n var body: some View { Text(channel.id).font(Fonts.mono(.caption)).↓lineLimit(1) } }",
        // The neighbour of Tuist's fixed accessor: SwiftGen's `FontConvertible` returns
        // `Font.custom(_:size:)`, which grows with the text size.
        "struct FontConvertible { let name: String\n  func swiftUIFont(size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(name, size: size) }\n}\nenum Typography { case body\n  var font: Font { FontConvertible(name: \"Pretendard\").swiftUIFont(size: 15) }\n}\nstruct 알림행: View { let 제목: String\n var body: some View { Text(제목).font(Typography.body.font).↓lineLimit(1) } }",
        // A style that keeps any font (`let font: Font`) beside a fixed `var font` elsewhere: the name
        // is no fixed maker. And a font the app's enum keeps, set by SwiftUI's `font(_:)` beside the
        // app's unrelated fixed `font(_: BadgeStyle)`.
        "struct TextStyle { let font: Font\n  static let body = TextStyle(font: .body)\n}\nstruct Badge { var font: Font { .system(size: 10) } }\nextension View { func textStyle(_ style: TextStyle) -> some View { self.font(style.font) } }\nstruct Row: View { let title: String\n var body: some View { Text(title).textStyle(.body).↓lineLimit(1) } }",
        "enum Theme { static let title = Font.system(.title, design: .rounded) }\nenum BadgeStyle { case small }\nextension View { func font(_ style: BadgeStyle) -> some View { self.font(.system(size: 10)) } }\nstruct Row: View { let title: String\n var body: some View { Text(title).font(Theme.title).↓lineLimit(1) } }",
        // The neighbour of the menu picker's label: in a Form, where the row shows the label beside the choice.
        buildPicker(inForm: true),
        // The neighbour of the accessory view: a home-screen widget's view, which has room to wrap.
        namedWidgetView("MediumWidgetView"),
        // The same status in a home-screen widget, which has room to wrap.
        lockScreenStatus(family: ".systemMedium"),
        // The todo row below whose detail screen cuts the text too: nowhere shows it whole.
        todoScreens(detailModifier: ".lineLimit(3)"),
        // The neighbour of the teaser: the details it links to cut the text too.
        giftPreview(detailModifier: ".lineLimit(2)"),
        // The neighbour of the skeleton: redacted only while loading, then the event's real title.
        "struct EventCard: View { let event: Event\n let isLoading: Bool\n var body: some View { VStack(alignment: .leading) { Text(event.title).font(.body).↓lineLimit(1) }.redacted(reason: isLoading ? .placeholder : []) } }",
        // The neighbour of the copied value: a tap on the description opens it; the line is words to read.
        "struct KeyValueRow: View { let key: String\n let value: String\n var body: some View { HStack { Text(key); Spacer(); Text(value).font(.body).↓lineLimit(1).onTapGesture { openDetails() } } } }",
        // The neighbour of the fixed text-style modifier: this style's font grows with the text size.
        "protocol CardTextStyle: ViewModifier {}\nstruct CardStyle: CardTextStyle { let size: CGFloat\n func body(content: Content) -> some View { content.font(.custom(\"Inter\", size: size, relativeTo: .body)) } }\nextension View { func cardText<Style: CardTextStyle>(_ style: Style) -> some View { ModifiedContent(content: self, modifier: style) } }\nstruct Stop: View { let name: String\n var body: some View { Text(name).cardText(CardStyle(size: 17)).↓lineLimit(1) } }",
        // The neighbour of the badge: a count inside words that can grow past the line.
        "struct Badge: View { let unreadCount: Int\n var body: some View { Text(\"읽지 않은 메시지 \\(unreadCount)개\").font(.caption).↓lineLimit(1) } }",
        // A sheet's title in its navigation bar, through a member (Adamant): it can't wrap; the Large Content Viewer is the fix.
        "struct Sounds: View { var body: some View { List { rows }.toolbar { ToolbarItem(placement: .principal) { titleView() } } }\n func titleView() -> some View { Text(model.title).font(.headline).↓lineLimit(1) } }",
        "struct A: View { var body: some View { Text(store.name).↓lineLimit(1) } }",
        // A book's title cut in the middle is still words to read (BookPlayer's grid).
        "struct GridItem: View { var body: some View { Text(item.title).↓lineLimit(1).truncationMode(.middle) } }",
        // The neighbour of the hidden cursor probe: the field's text shown, not hidden.
        "struct Composer: View { var body: some View { ZStack(alignment: .leading) { TextField(\"메시지\", text: $draft); Text(message).↓lineLimit(1) } } }",
        "struct A: View { var body: some View { Text(\"\\(count)개 남음\").↓lineLimit(1) } }",
        // The neighbour of the member shown in a fixed font: a use sets a font that grows.
        "struct 하단바: View { let 제목: String\n var body: some View { VStack { 링크제목.font(.body); 링크제목.font(.system(size: 15)) } }\n @ViewBuilder var 링크제목: some View { Text(제목).↓lineLimit(1) } }",
        // The neighbours of the count and the code's own cut: a tracking number, and tags joined after the cut.
        "struct 주문: View { let order: Order\n var body: some View { Text(\"\\(order.trackingNumber)\").font(.body).↓lineLimit(1) } }",
        "struct 태그: View { let tags: [String]\n var body: some View { Text(tags.prefix(3).joined(separator: \", \")).font(.body).↓lineLimit(1) } }",
        // The neighbour of the code's own cut: the whole comment, cut only by the line.
        "struct CommentTile: View { let comment: Comment\n var body: some View { Text(comment.text).font(.body).↓lineLimit(1) } }",
        "struct A: View { var body: some View { VStack { Text(item.title); Text(\"고정\") }.↓lineLimit(1) } }",
        "final class V: UIViewController {\n  let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.font = .preferredFont(forTextStyle: .body)\n    nameLabel.adjustsFontForContentSizeCategory = true\n    nameLabel.text = store.name\n    nameLabel.numberOfLines = ↓1\n  }\n}",
        // A custom font without relativeTo: grows (like body text), so it can be cut off.
        "struct A: View { var body: some View { Text(store.name).font(.custom(\"Pretendard\", size: 15)).↓lineLimit(1) } }",
        // A fixed width inside the horizontal scroll view cuts the text again.
        "struct A: View { var body: some View { ScrollView(.horizontal) { HStack { ForEach(items) { item in Text(item.title).↓lineLimit(1).frame(width: 120) } } } } }",
        "final class Control: UIControl {\n  struct Appearance { let titleFont = UIFont.preferredFont(forTextStyle: .body) }\n  let appearance = Appearance()\n  private lazy var titleLabel: UILabel = {\n    let label = UILabel()\n    label.font = self.appearance.titleFont\n    label.numberOfLines = ↓1\n    return label\n  }()\n  func update(_ title: String) { titleLabel.text = title }\n}",
        // The neighbour of the app's own font style: SwiftUI's title grows, and the line is cut.
        "enum Pretendard { enum Style { case pretendard18(Weight) } }\nextension View { func font(_ pretendard: Pretendard.Style) -> some View { modifier(FontWithLineHeight(style: pretendard)) } }\nstruct Home: View { let companyName: String\n var body: some View { Text(companyName).font(.title3).↓lineLimit(1) } }",
        // The neighbour of the app's own style: a Font the app declares, which scales (relativeTo:).
        // The neighbour of the fixed headline below: the modifier is handed a font of the text style.
        "extension UIFont { static var appHeadline = UIFont.preferredFont(forTextStyle: .headline) }\nstruct FontWithLineHeight: ViewModifier { let font: UIFont; let lineHeight: CGFloat\n  func body(content: Content) -> some View { content.font(Font(font)).lineSpacing(lineHeight - font.lineHeight) } }\nextension View { func appHeadline() -> some View { ModifiedContent(content: self, modifier: FontWithLineHeight(font: .appHeadline, lineHeight: 22)) } }\nstruct ShortcutCell: View { let title: String\n var body: some View { Text(title).appHeadline().↓lineLimit(1) } }",
        "enum Typography { case heading }\nextension Font { static let appHeadline = Font.custom(\"Pretendard-Bold\", size: 18, relativeTo: .headline) }\nextension View { func font(_ style: Typography) -> some View { modifier(TypographyModifier(style: style)) } }\nstruct StoreRow: View { let storeName: String\n var body: some View { Text(storeName).font(.appHeadline).↓lineLimit(1) } }",
      ],
      nonTriggering: [
        // A section title whose font every use leaves to the initializer's fixed default (1Wallet's expandable sections).
        "struct ExpandCollapseView: View {\n  var title: String\n  var titleFont: Font\n  init(title: String = \"\", titleFont: Font = .system(size: 17, weight: .semibold)) { self.title = title; self.titleFont = titleFont }\n  var body: some View { Text(title).font(titleFont).lineLimit(1) }\n}\nstruct Settings: View { var body: some View { ExpandCollapseView(title: \"Security\") } }",
        // A size token made a number (weatherXM's chart legend): fixed, never cut off by growing.
        "enum FontSizeEnum: CGFloat { case caption = 12 }\nstruct Legend: View { let title: String\n var body: some View { Text(title).font(.system(size: CGFloat(.caption))).lineLimit(1) } }",
        // A design token computed from a generated font family at a fixed size (MaeumGaGym's `UIFont.Pretendard.titleMedium`): it never grows.
        "public extension UIFont {\n  struct Pretendard {\n    @nonobjc public static var titleMedium: UIFont { return DSKitFontFamily.Pretendard.bold.font(size: 24.0) }\n  }\n}\nfinal class ExtraCell: UICollectionViewCell {\n  private var titleLabel = UILabel().then {\n    $0.font = UIFont.Pretendard.titleMedium\n    $0.numberOfLines = 1\n  }\n  func configure(_ extra: Extra) { titleLabel.text = extra.titleName }\n}\nfinal class Scaler { func f() -> UIFont { UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 3)) } }",
        // A generated accessor's face at a fixed size, made a SwiftUI font (greeny's company row): it never grows.
        "public extension Font { static let _label = Font(DesignSystemFontFamily.Pretendard.medium.font(size: 14)) }\nstruct 오늘의기업: View { let desc: String\n var body: some View { Text(desc).font(._label).lineLimit(1) } }",
        // A widget's system font sized from the screen by the file's own function (QSC's campus widget): it never grows.
        "let iPhoneHeight = UIScreen.main.bounds.size.height\nfunc RatioLen(_ length: CGFloat) -> CGFloat { iPhoneHeight == 926 ? length * 175 / 159 : length }\nstruct EventRow: View { let event: Event\n var body: some View { Text(event.name).font(.system(size: RatioLen(12))).lineLimit(1) } }",
        // The app's modifier handed a fixed UIFont it keeps (HappyAnding's `shortcutsZipHeadline()`):
        // the title never grows, so never past its line (fixed-text-size reports the font).
        "extension UIFont { static var appHeadline = UIFont.systemFont(ofSize: 17, weight: .bold) }\nstruct FontWithLineHeight: ViewModifier { let font: UIFont; let lineHeight: CGFloat\n  func body(content: Content) -> some View { content.font(Font(font)).lineSpacing(lineHeight - font.lineHeight) } }\nextension View { func appHeadline() -> some View { ModifiedContent(content: self, modifier: FontWithLineHeight(font: .appHeadline, lineHeight: 22)) } }\nstruct ShortcutCell: View { let title: String\n var body: some View { Text(title).appHeadline().lineLimit(1) } }",
        // A fixed UIFont handed to the app's line-height modifier at the call (B.READ's `brStyleFont(_:lineHeight:)`).
        "extension UIFont { static func pretendard(_ weight: String, size: CGFloat) -> UIFont { UIFont(name: weight, size: size)! } }\nstruct FontStyleModifier: ViewModifier { let font: UIFont\n  func body(content: Content) -> some View { content.font(Font(font)) } }\nextension View { func brStyleFont(_ font: UIFont, lineHeight: CGFloat) -> some View { modifier(FontStyleModifier(font: font)) } }\nstruct NoteListCell: View { let note: Note\n var body: some View { Text(note.author).brStyleFont(.pretendard(\"Pretendard-Medium\", size: 14), lineHeight: 1.15).lineLimit(1) } }",
        // The same through a style enum whose method makes the fixed UIFont (SOLPLY's `applySolplyFont(_:)`).
        "enum SolplyFont { case body16\n  func uiFontGuide() -> UIFont { UIFont(name: \"Pretendard-Medium\", size: 16 * scaleRatio)! }\n}\nstruct FontWithLineHeight: ViewModifier { let uiFont: UIFont; let targetLineHeight: CGFloat\n  func body(content: Content) -> some View { content.font(Font(uiFont)).lineSpacing(targetLineHeight - uiFont.lineHeight) } }\nextension View { func applySolplyFont(_ font: SolplyFont) -> some View { modifier(FontWithLineHeight(uiFont: font.uiFontGuide(), targetLineHeight: 21)) } }\nstruct 코스카드: View { let 코스이름: String\n var body: some View { Text(코스이름).applySolplyFont(.body16).lineLimit(1) } }",
        // A style the app's own font(_:) takes: whether it grows is not known (FullCar's Pretendard).
        "enum Pretendard { enum Style { case pretendard18(Weight) } }\nextension View { func font(_ pretendard: Pretendard.Style) -> some View { modifier(FontWithLineHeight(style: pretendard)) } }\nstruct Home: View { let companyName: String\n var body: some View { Text(companyName).font(.pretendard18(.bold)).lineLimit(1) } }",
        // The app's `Font` property over a face made at a fixed size (DirAct's video cards).
        "extension Font {\n  static func pretendard(_ weight: String, size: CGFloat) -> Font { .custom(weight, fixedSize: size) }\n  static var headline2Medium: Font {\n    pretendard(\"Pretendard-Medium\", size: 16)   // Headline2/Medium\n  }\n}\nstruct 영상카드: View { let title: String\n var body: some View { Text(title).font(.headline2Medium).lineLimit(1) } }",
        // The same style kept in a member and handed over by name (yappu's navigation title view).
        "enum Pretendard { enum Style { case pretendard20(Weight) } }\nextension View { func font(_ pretendard: Pretendard.Style) -> some View { modifier(FontWithLineHeight(style: pretendard)) } }\nstruct 내비게이션제목: View { let text: String; let font: Pretendard.Style\n var body: some View { Text(text).font(font).lineLimit(1) } }",        // A design system's `font(_:weight:)` method making `.system(size:)` over several lines (Task Planner's `dsMetrics.font`).
        "struct AdaptiveMetrics {\n  let isLargePad: Bool\n  func fontSize(_ value: CGFloat) -> CGFloat { isLargePad ? value * 1.2 : value }\n  func font(\n    _ size: CGFloat,\n    weight: Font.Weight\n  ) -> Font {\n    .system(\n      size: fontSize(size),\n      weight: weight\n    )\n  }\n}\nstruct CompactMenuRow: View { @Environment(\\.dsAdaptiveMetrics) private var dsMetrics; let value: String\n var body: some View { Text(value).font(dsMetrics.font(14, weight: .semibold)).lineLimit(1) } }",
        // A design system's fixed `font(_:)`, reached through an alias of its type in the app's modifier (28th-App-Team-2's `.font(.ds.font(style))`).
        "public struct DesignSystemFont {\n  public static func font(_ style: FontStyle) -> Font { .custom(\"Pretendard\", fixedSize: style.size) }\n}\npublic extension Font { static let ds = DesignSystemFont.self }\nextension View { func dsFont(_ style: FontStyle) -> some View { self.font(.ds.font(style)) } }\nstruct Chip: View { let title: String\n var body: some View { Text(title).dsFont(.body1).lineLimit(1) } }",
        // A theme's font made at a fixed size (`.custom(_:fixedSize:)`), reached through a helper that
        // hands over to it: the text never grows, so never grows past its line.
        "enum Fonts {\n  static func body(_ size: CGFloat) -> Font { .custom(\"Nunito\", fixedSize: size) }\n  static func primaryFont(size: CGFloat) -> Font { body(size) }\n}\nstruct ReminderRow: View { let reminder: Reminder\n var body: some View { Text(reminder.title).font(Fonts.primaryFont(size: 16)).lineLimit(1) } }",
        // A fixed UIKit font given a weight (GeometricWeather's `Font(captionFont).weight(.bold)`).
        "let captionFont = UIFont.systemFont(ofSize: 14, weight: .medium)\nstruct Current: View { let text: String\n var body: some View { Text(text).font(Font(captionFont).weight(.bold)).lineLimit(1) } }",
        // The same token set on the row that holds the text (the Enterprise app's thread link).
        "public enum AppTypography { public static let caption1 = Font.system(size: 12, weight: .regular) }\npublic extension View { func appFont(_ font: Font) -> some View { self.font(font) } }\nstruct ThreadLink: View { let preview: String\n var body: some View { HStack { Image(systemName: \"text.bubble\"); Text(preview).fontWeight(.medium).lineLimit(1) }.appFont(AppTypography.caption1) } }",
        // A fixed typography token given to the app's own font modifier (the Enterprise app's `.appFont(AppTypography.caption1)`).
        "public enum AppTypography { public static let caption1 = Font.system(size: 12, weight: .regular); public static let h6 = caption1 }\npublic extension View { func appFont(_ font: Font) -> some View { self.font(font) } }\nstruct WorkspaceRow: View { let name: String\n var body: some View { VStack { Text(name).appFont(AppTypography.caption1).lineLimit(1); Text(name).appFont(AppTypography.h6).lineLimit(1) } } }",
        // A size chosen between two numbers (KNB's calendar dates): fixed either way, never cut by growing.
        "struct DayCell: View { let hebrewDate: String; let isShabbat: Bool\n var body: some View { Text(hebrewDate).font(.system(size: isShabbat ? 11 : 7, weight: .medium)).lineLimit(1) } }",
        // The same helper's font kept in a constant of the app's (AirCasting's `Fonts.muliSemiboldHeading2`).
        "extension Font {\n  static func muli(size: CGFloat, weight: Font.Weight = .regular) -> Font { Font.custom(\"Muli\", fixedSize: size).weight(weight) }\n}\nstruct Fonts { static let muliSemiboldHeading2: Font = Font.muli(size: 13, weight: .semibold) }\nstruct SensorRow: View { let sensor: String\n var body: some View { Text(sensor).font(Fonts.muliSemiboldHeading2).lineLimit(1) } }",
        // A menu picker's label outside a form: iOS shows the chosen build there instead (Bisquit).
        buildPicker(inForm: false),
        // A lock-screen widget's view, its family set in another file (Mr. Funny Jokes).
        namedWidgetView("AccessoryRectangularView"),
        // An inline lock-screen widget's line (Beszel's system status): the system draws one line.
        lockScreenStatus(family: ".accessoryInline"),
        // A row's one-line preview of a todo's text in a link to the todo, whose screen shows it
        // whole (DevLog's todo list): one tap away, nothing is cut.
        todoScreens(detailModifier: ""),
        // A one-line teaser beside a "View more" link to details that show it whole (OpenWallet's gold gift).
        giftPreview(detailModifier: ""),
        // A font sized from the screen never grows with the text size (fixed-text-size reports it; Academatica).
        "struct TopicRow: View { let name: String; var body: some View { Text(name).font(.system(size: UIScreen.main.bounds.height / 50, weight: .heavy)).lineLimit(1) } }",
        // A loading skeleton's lorem ipsum, always drawn as grey bars (Pfadi Seesturm).
        "struct LoadingCard: View { var body: some View { VStack(alignment: .leading) { Text(Constants.placeholderText).font(.body).lineLimit(1); Text(Constants.placeholderText).lineLimit(1) }.redacted(reason: .placeholder) } }",
        // A view member every use of which sets a fixed font (RSSBud's link title): it never grows.
        "struct 하단바: View { let 제목: String\n var body: some View { VStack { 링크제목.font(.system(size: 15, weight: .semibold)) } }\n @ViewBuilder var 링크제목: some View { Text(제목).lineLimit(1) } }",
        // A preview the code cuts itself (Gem's collapsed comment).
        "struct CommentTile: View { let comment: Comment\n var body: some View { Text(comment.text.prefix(100)).font(.body).lineLimit(1) } }",
        // A number alone (StackOv's answer count).
        "struct ThreadInfo: View { let model: ThreadModel\n var body: some View { Text(\"\\(model.answersNumber)\").font(.body).lineLimit(1) } }",
        // A badge's count (Olvid's unread messages): a few digits fit one line at any size.
        "struct Badge: View { let unreadCount: Int\n var body: some View { Text(String(unreadCount)).font(.caption).lineLimit(1) } }",
        // A vote count with its one-letter unit (Naenio's "12명").
        "struct VoteButton: View { let choice: Choice\n var body: some View { HStack { Text(choice.text).lineLimit(2); Spacer(); Text(\"\\(choice.voteCount)명\").lineLimit(1) } } }",
        // A daily total converted in place, its unit after it (Techome's caffeine chart bubble).
        "struct Bubble: View { let caffeineAmount: Double\n var body: some View { VStack { Text(\"\\(Int(caffeineAmount))mg\").font(.title).lineLimit(1) } } }",
        // The same title with the Large Content Viewer: a long press shows it enlarged.
        "struct Sounds: View { var body: some View { List { rows }.toolbar { ToolbarItem(placement: .principal) { titleView() } } }\n func titleView() -> some View { Text(model.title).font(.headline).lineLimit(1).accessibilityShowsLargeContentViewer() } }",
        // An app none of whose code scales UIKit text (3dollars' fixed Pretendard fonts): no label grows.
        "final class StoreCell: UICollectionViewCell {\n  let titleLabel = UILabel()\n  func bind(_ store: Store) {\n    titleLabel.font = Fonts.bold.font(size: 15)\n    titleLabel.text = store.name\n    titleLabel.numberOfLines = 1\n  }\n}",
        "struct A: View { var body: some View { Text(\"주문하기\").lineLimit(1) } }",
        "struct A: View { var body: some View { Text(store.name).lineLimit(2) } }",
        "struct A: View { var body: some View { Text(store.name) } }",
        "struct A: View { var body: some View { Text(store.name).font(.system(size: 14)).lineLimit(1) } }",
        // Tuist's generated `<Target>FontConvertible.swiftUIFont(size:)` (in `Derived/`, not committed)
        // returns `SwiftUI.Font(UIFont)`: a design system's `Typography` property reading it, set by
        // the app's `font(_:)` overload (Mohanyang) or its `ViewModifier` (Pokit), never grows.
        "enum Typography { case header4\n  var font: Font { return fontWeight.swiftUIFont(size: 18) }\n  private var fontWeight: DesignSystemFontConvertible { DesignSystemFontFamily.Pretendard.bold }\n}\nextension View { public func font(_ typography: Typography) -> some View { self.font(typography.font).kerning(-0.2) } }\nstruct 대화상자: View { let 제목: String\n var body: some View { Text(제목).font(Typography.header4).lineLimit(1) } }",
        "struct PokitFont { let size: CGFloat\n  var swiftUIFont: Font { convertible.swiftUIFont(size: size) }\n  private var convertible: DSKitFontConvertible { DSKitFontFamily.Pretendard.bold }\n}\nstruct PokitFontModifier: ViewModifier { let pokitFont: PokitFont\n  func body(content: Content) -> some View { content.font(pokitFont.swiftUIFont).lineSpacing(4) }\n}\nextension View { func pokitFont(_ font: PokitFont) -> some View { modifier(PokitFontModifier(pokitFont: font)) } }\nstruct 알림: View { let 제목: String\n var body: some View { Text(제목).pokitFont(PokitFont(size: 14)).lineLimit(1) } }",
        // The app's text-style modifier, every style of which sets a fixed size (ChooChoo's `chewTextSize`).
        "protocol CardTextStyle: ViewModifier {}\nstruct CardStyle: CardTextStyle { let size: CGFloat\n func body(content: Content) -> some View { content.font(.system(size: size, weight: .semibold)) } }\nextension View { func cardText<Style: CardTextStyle>(_ style: Style) -> some View { ModifiedContent(content: self, modifier: style) } }\nstruct Stop: View { let name: String\n var body: some View { Text(name).cardText(CardStyle(size: 17)).lineLimit(1) } }",
        "struct A: View { var body: some View { Text(store.name).lineLimit(1).dynamicTypeSize(.medium) } }",
        // Text that shrinks to fit first is capped-text-size's finding; a fixed font on the stack never grows.
        "struct A: View { var body: some View { Text(store.word).lineLimit(1).minimumScaleFactor(0.5) } }",
        "struct A: View { var body: some View { VStack { Text(store.name).lineLimit(1) }.font(.system(size: 16)) } }",
        "final class V: UIViewController {\n  let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.font = .systemFont(ofSize: 13)\n    nameLabel.text = store.name\n    nameLabel.numberOfLines = 1\n  }\n}",
        "final class V: UIViewController {\n  let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.text = store.name\n    nameLabel.adjustsFontSizeToFitWidth = true\n    nameLabel.numberOfLines = 1\n  }\n}",
        "final class V: UIViewController {\n  let nameLabel = UILabel()\n  func setUp() {\n    nameLabel.text = store.name\n    nameLabel.numberOfLines = 0\n  }\n}",
        // Lines switched by text size: unlimited at the accessibility sizes (CityKey's events filter).
        "final class 행사목록VC: UIViewController {\n  let dateLabel = UILabel()\n  func setUp() {\n    dateLabel.font = .preferredFont(forTextStyle: .footnote)\n    dateLabel.adjustsFontForContentSizeCategory = true\n    dateLabel.text = store.name\n    if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {\n      dateLabel.numberOfLines = 0\n    } else {\n      dateLabel.numberOfLines = 1\n    }\n  }\n}",
        "final class V: UIViewController {\n  let titleLabel = UILabel()\n  func setUp() {\n    titleLabel.text = \"결제\"\n    titleLabel.numberOfLines = 1\n  }\n}",
        // Ideal width, a row that shrinks its text, a horizontal scroll: nothing is cut.
        "struct A: View { var body: some View { Text(setting.name).lineLimit(1).fixedSize() } }",
        // A picker's options: the system draws them as menu items.
        "struct Connector: View { var body: some View { Form { Picker(\"센서\", selection: $sensor) { ForEach(sensors) { info in Text(info.name).lineLimit(1).tag(info.id) } } } } }",
        // A hidden copy of a field's text that only places a cursor.
        "struct Composer: View { var body: some View { ZStack(alignment: .leading) { TextField(\"메시지\", text: $message); Text(message).lineLimit(1).hidden() } } }",
        "struct A: View { var body: some View { HStack { Image(systemName: \"book\"); Text(readTitle).lineLimit(1) }.minimumScaleFactor(0.5) } }",
        "struct A: View { var body: some View { ScrollView(.horizontal) { HStack { ForEach(items) { item in Text(item.title).lineLimit(1) } } } } }",
        // A font from the view's appearance constants that never grows; a short score.
        "final class Control: UIControl {\n  struct Appearance { let titleFont = UIFont.systemFont(ofSize: 14) }\n  let appearance = Appearance()\n  private lazy var titleLabel: UILabel = {\n    let label = UILabel()\n    label.font = self.appearance.titleFont\n    label.numberOfLines = 1\n    return label\n  }()\n  func update(_ title: String) { titleLabel.text = title }\n}",
        "final class Cell: UIView {\n  let scoreLabel = UILabel()\n  func setUp() {\n    scoreLabel.text = viewModel.score\n    scoreLabel.numberOfLines = 1\n  }\n}",
        // Babylon Wallet's key and value row: the value, a key or a hash, is copied with a tap.
        "struct KeyValueRow: View { let key: String\n let value: String\n var body: some View { HStack { Text(key); Spacer(); Text(value).font(.body).lineLimit(1).onTapGesture { pasteboardClient.copyString(value) } } } }",
        // Fearless Wallet's ticker in the app's R.swift text style, a bundled font at a fixed size (in an app that scales other text).
        "extension UIFont {\n  static var h3Title: UIFont { R.font.soraRc0040417Bold(size: 18)! }\n}\nfinal class AmountInput: UIView {\n  let symbolLabel = UILabel()\n  let noteLabel = UILabel()\n  func setUp() {\n    noteLabel.font = .preferredFont(forTextStyle: .body)\n    symbolLabel.font = .h3Title\n    symbolLabel.text = viewModel.title\n    symbolLabel.numberOfLines = 1\n  }\n}",
        // A font from the app's fixed-size font function never grows (fixed-text-size reports the function).
        "enum Fonts {\n  static func system(size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }\n}\nfinal class Badge: UIView {\n  let currencyLabel = UILabel()\n  func setUp() {\n    currencyLabel.font = Fonts.system(size: 20)\n    currencyLabel.text = wallet.currency\n    currencyLabel.numberOfLines = 1\n  }\n}",
        // Phoenix's addresses and transaction IDs: cut in the middle at every size by design, and
        // read whole by VoiceOver; a descriptor or hash is copied, not read.
        "struct A: View { var body: some View { Text(wallet.address).lineLimit(1).truncationMode(.middle) } }",
        "struct A: View { var body: some View { Text(txId.toHex()).lineLimit(1) } }",
        "final class Cell: UIView {\n  let addressLabel = UILabel()\n  func setUp() {\n    addressLabel.text = wallet.address\n    addressLabel.numberOfLines = 1\n    addressLabel.lineBreakMode = .byTruncatingMiddle\n  }\n}",
      ]))

  /// The view is one of a `Picker`'s options (its content, not its label).
  static func isPickerOption(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    file.ancestry(of: view).steps.contains { $0.ancestor.name == "Picker" && $0.child.slot == .content }
  }

  /// A version installer's build picker in the menu style, its label cut to one line.
  static func buildPicker(inForm: Bool) -> RuleExample {
    let picker = """
      Picker(selection: $selectedBuild) { ForEach(builds) { build in Text(build.name).tag(Optional(build.id)) } } label: { Text(selectedBuildName).\(inForm ? "↓" : "")lineLimit(1) }.pickerStyle(.menu)
      """
    return RuleExample("struct BuildPicker: View { var body: some View { \(inForm ? "Form { \(picker) }" : "HStack { Text(\"빌드\"); Spacer(); \(picker) }") } }")
  }

  /// The label of a menu-style `Picker` outside a `Form` or `List`: iOS draws the chosen option
  /// in its place (Bisquit's build picker), so the label's line limit cuts nothing on screen.
  static func isUnshownMenuPickerLabel(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    for step in file.ancestry(of: view).steps where step.ancestor.name == "Picker" {
      let picker = step.ancestor
      guard step.child.slot == .label,
            picker.modifiers(named: "pickerStyle").contains(where: { $0.arguments.first?.value.text.hasSuffix("menu") == true })
      else { return false }
      return !file.ancestry(of: picker).steps.contains { ["Form", "List"].contains($0.ancestor.name) }
    }
    return false
  }

  /// Text of a loading skeleton, always drawn as grey bars (`.redacted(reason: .placeholder)` on it
  /// or around it, Pfadi Seesturm's lorem ipsum while events load): no one reads it, cut or not.
  static func isPlaceholderSkeleton(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func redactsAlways(_ view: SwiftUIView) -> Bool {
      view.modifiers(named: "redacted").contains { $0.arguments.first?.value.text == ".placeholder" }
    }
    return redactsAlways(view) || file.ancestry(of: view).steps.contains { redactsAlways($0.ancestor) }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // The app caps every window's text size: its text grows no more than where the cap is set,
    // which capped-text-size reports (as it does a cap on the text itself).
    let cappedAtRoot = file.project.textSizeCappedAtRoot
    for view in file.views where !cappedAtRoot {
      for modifier in view.modifiers where modifier.name == "lineLimit" {
        guard modifier.arguments.first?.value.numberLiteral == 1 else { continue }
        let texts = ([view] + file.descendants(of: view)).filter { $0.name == "Text" || $0.name == "Label" }
        guard let dynamic = texts.first(where: Self.holdsDynamicText) else { continue }
        // Text that never grows is never cut off by growing (fixed-text-size reports its size); text
        // that shrinks to fit first is capped-text-size's finding; emoji and monogram letters are pictures.
        if CappedTextSizeRule.neverGrowsHere(dynamic, in: file) || CappedTextSizeRule.neverGrows(view, in: file) { continue }
        // A style the app's own `font(_:)` takes (`.font(.pretendard18(.bold))`): whether it grows
        // at all is not known here, so neither is a cut (fixed-text-size judges the style).
        if Self.takesAppFontStyle(dynamic, in: file) { continue }
        // A fixed font handed to the app's own modifier (`.brStyleFont(.pretendard(.medium, size: 14),
        // lineHeight: 1.15)`, B.READ's): it never grows (fixed-text-size reports the font).
        if Self.takesFixedFontThroughAppModifier(dynamic, in: file) || Self.takesFixedFontThroughAppModifier(view, in: file) { continue }
        if Self.shrinksToFit(view) || Self.shrinksToFit(dynamic) || dynamic.showsPictureText(in: file) { continue }
        // Text at its ideal width (`.fixedSize()`) overflows rather than being cut; a row that shrinks
        // to fit shrinks it first; a horizontal scroll view gives it all the width it needs.
        if CappedTextSizeRule.takesIdealWidth(dynamic) || CappedTextSizeRule.takesIdealWidth(view) { continue }
        if Self.hasRoomOrShrinks(dynamic, in: file) { continue }
        // `.hidden()` text is never drawn: a layout probe (nRF Toolbox's copy of a field's text that
        // places a cursor), not something anyone reads cut off.
        if file.isNeverDrawn(view) || file.isNeverDrawn(dynamic) { continue }
        if Self.isPlaceholderSkeleton(view, in: file) { continue }
        // A picker's options are drawn by the system (a menu's items, the row's value), which
        // ignores the line limit.
        if Self.isPickerOption(view, in: file) || Self.isUnshownMenuPickerLabel(view, in: file) { continue }
        if Self.isCutByDesign(view, dynamic) || Self.isCopiedValue(view, dynamic, in: file) { continue }
        if Self.showsOnlyACount(dynamic) { continue }
        // A row's preview of a text the screen it opens shows whole (`Text(todo.content)` in a link
        // to the todo): the row leads to it, and nothing is lost.
        if Self.previewsTextShownInFull(dynamic, in: file) { continue }
        // A lock-screen widget's text (Beszel's inline and rectangular widgets): the system gives
        // it one line, or a fixed height, whatever the limit says.
        if Self.isLockScreenWidgetText(view, in: file) { continue }
        // A bar's title can't wrap: what it needs is the Large Content Viewer (Adamant's sheet titles).
        if file.isInToolbar(view) {
          if file.showsLargeContentViewer(view) { continue }
          context.report(at: modifier.position, Self.toolbarMessage(Self.describe(dynamic)))
          continue
        }
        context.report(at: modifier.position, LocalizedText(
          en: "'\(Self.describe(dynamic))' is limited to one line and is cut off at large text sizes; allow more lines",
          ko: "\(KoreanParticle.subject.attach(to: "'\(Self.describe(dynamic))'")) 한 줄로 제한되어 큰 글자에서 잘립니다. 여러 줄을 허용하세요"))
      }
    }
    var fontAssignments: [UIKitFontAssignment]?
    // An app none of whose code scales UIKit text: no label grows, so none is cut off by growing
    // (fixed-text-size reports the fonts).
    for object in file.uikitObjects where object.uikitClass == "UILabel" && file.project.scalesUIKitText {
      // The text it shows: `label.text = nil` only clears it.
      guard let lines = object.assignment("numberOfLines"), lines.value.numberLiteral == 1,
            let text = object.assignments.first(where: { $0.property == "text" && $0.value.text != "nil" }),
            text.value.stringLiteral == nil else { continue }
      // Lines switched by text size: `numberOfLines = 0` at the accessibility sizes, 1 below them
      // (CityKey's events filter, under `if contentSize.isAccessibilityCategory`).
      if object.assignments.contains(where: { $0.property == "numberOfLines" && $0.value.numberLiteral == 0 }),
         file.sourceContains("isAccessibilityCategory") || file.sourceContains("isAccessibilitySize") { continue }
      // A short value (a score, a rating, a count) fits on its line at any size.
      // (A localization key's words say what the string is about, not that it is a value.)
      if !text.value.text.contains("ocalized"), SwiftUIView.namesAny(of: Self.shortValueWords, in: text.value.text) { continue }
      if object.assignment("lineBreakMode")?.value.text.hasSuffix("byTruncatingMiddle") == true
        || SwiftUIView.namesAny(of: Self.machineValueWords, in: text.value.text) { continue }
      // A font from the view's appearance constants (`label.font = self.appearance.titleFont` with
      // `struct Appearance { let titleFont = UIFont.systemFont(ofSize: 14) }`): fixed, never grows.
      if let font = object.assignment("font")?.value, let constant = Self.appearanceFont(font, in: file),
         FixedTextSizeRule.uikitProblem(constant) != nil {
        continue
      }
      // A fixed font never grows (fixed-text-size reports it); a label that shrinks to fit is
      // capped-text-size's finding; emoji and monogram letters are pictures.
      if object.assignment("adjustsFontSizeToFitWidth")?.value.boolLiteral == true { continue }
      // A font from the app's fixed-size font function (`Constant.Fonts.system(size: .desc)`).
      if let font = object.assignment("font")?.value, let function = FontHelpers.calledFunction(font),
         file.project.fixedUIFontFunctions[function] != nil { continue }
      if fontAssignments == nil { fontAssignments = UIKitFontAssignment.all(in: file) }
      if let font = fontAssignments?.first(where: { $0.object.name == object.name && $0.object.position == object.position && $0.labelPath.isEmpty }) {
        // (A design token declared in another file, `.h3Title` on `UIFont`, is followed there.)
        let shown = UIKitFontAssignment.shownFont(font.assignment.value, in: file, type: object.enclosingType)
        if FixedTextSizeRule.uikitProblem(shown) != nil || font.drawsPictureText(in: file) { continue }
      }
      if PictureText.namesEmoji(object.name) || PictureText.namesEmoji(text.value.text) { continue }
      context.report(at: lines.value.start, LocalizedText(
        en: "'\(object.name)' shows '\(text.value.text)' on one line, which is cut off at large text sizes; set numberOfLines = 0",
        ko: "\(KoreanParticle.subject.attach(to: "'\(object.name)'")) \(KoreanParticle.object.attach(to: "'\(text.value.text)'")) 한 줄로 보여 주어 큰 글자에서 잘립니다. numberOfLines = 0으로 설정하세요"))
    }
  }

  /// One line in a toolbar, whose height is fixed: more lines can't help there.
  static func toolbarMessage(_ text: String) -> LocalizedText {
    LocalizedText(
      en: "'\(text)' is in a toolbar, where it can't wrap, and is cut off at large text sizes; add .accessibilityShowsLargeContentViewer() so a long press shows it enlarged",
      ko: "\(KoreanParticle.subject.attach(to: "'\(text)'")) 줄바꿈할 수 없는 툴바에 있어 큰 글자에서 잘립니다. 길게 누르면 크게 보이도록 .accessibilityShowsLargeContentViewer()를 추가하세요")
  }

  /// A badge's number (`Text(String(model.totalBadgeCount))`, `Text("\(unreadCount)")`,
  /// `Text(String(numberOfNewMessages))`, Olvid's unread counts): a few digits, one line at any size.
  static func showsOnlyACount(_ text: SwiftUIView) -> Bool {
    guard text.name == "Text", let content = text.titleArgument?.text else { return false }
    // A count with a short unit after it (`"\(choice.voteCount)명"`, `"\(count)%"`) is as short.
    var unit = ""
    if content.hasPrefix("\"\\("), content.hasSuffix("\""), let close = content.lastIndex(of: ")") {
      unit = String(content[content.index(after: close)...].dropLast())
    }
    // (A number converted in place, `"\(Int(caffeineAmount))mg"` (Techome's daily total), is one value.)
    let conversions = ["Int(", "Double(", "Float(", "CGFloat("].reduce(0) { $0 + content.components(separatedBy: $1).count - 1 }
    let isNumberOnly = content.hasPrefix("String(") && content.hasSuffix(")")
      || content.hasPrefix("\"\\(") && content.filter({ $0 == "(" }).count - conversions == 1
        && (content.hasSuffix(")\"") || unit.count <= 3 && !unit.contains(" ") && !unit.contains("\\"))
    guard isNumberOnly else { return false }
    if SwiftUIView.namesAny(of: ["count", "badge", "unread"], in: content) || content.contains("numberOf") { return true }
    // A number of things (`answersNumber`: the plural before it), or a short value (a score, a
    // price); not an identifier (`trackingNumber`, `phoneNumber`).
    let words = IdentifierWords.words(in: content).map { $0.lowercased() }
    if let last = words.last, last == "number" {
      return words.count >= 2 && words[words.count - 2].hasSuffix("s")
    }
    return SwiftUIView.namesAny(of: shortValueWords.filter { $0 != "number" }, in: content)
  }

  /// Names of values a person copies rather than reads, shown cut at every text size.
  static let machineValueWords = ["hex", "hash", "descriptor", "fingerprint", "txid", "uuid"]

  /// Cut in the middle (`.truncationMode(.middle)`, chosen for an address or a path whose two ends
  /// matter) or a machine value (a transaction ID, a hash): shortened at every text size on purpose,
  /// and VoiceOver reads the whole string.
  static func isCutByDesign(_ view: SwiftUIView, _ text: SwiftUIView) -> Bool {
    let middle = [view, text].contains { candidate in
      candidate.modifiers.contains { $0.name == "truncationMode" && $0.arguments.first?.value.text.hasSuffix("middle") == true }
    }
    let shown = text.titleArgument?.text ?? ""
    // A preview the code cuts itself (`Text(comment.text.prefix(100))`, Gem's collapsed comment):
    // shortened at every size on purpose.
    // (The cut is the last thing done to it: `tags.prefix(3).joined(…)` has no length limit.)
    if shown.range(of: #"\.prefix\(\d+\)\)?$"#, options: .regularExpression) != nil { return true }
    // A title or name cut in the middle (BookPlayer's grid of book titles) is still words to read.
    return middle && !SwiftUIView.namesAny(of: ["title", "name"], in: shown) || SwiftUIView.namesAny(of: machineValueWords, in: shown)
  }

  /// A value in a view the team named for cutting it (Babylon Wallet's `KeyValueTruncatedView`),
  /// or one a tap copies whole (`.onTapGesture { pasteboard.copyString(value) }`): shortened on
  /// purpose, a key or an address to copy rather than words to read.
  static func isCopiedValue(_ view: SwiftUIView, _ text: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if let type = view.enclosingType, type.contains("Truncated") { return true }
    return [view, text].contains { candidate in
      candidate.modifiers.contains { modifier in
        guard modifier.name == "onTapGesture" else { return false }
        let action = file.text(from: modifier.start, to: modifier.end).lowercased()
        return action.contains("pasteboard") || action.contains("copy")
      }
    }
  }

  /// Names of values short enough for one line at any text size.
  public static let shortValueWords = ["score", "rating", "count", "percent", "percentage", "number", "amount", "price", "total"]

  /// `self.appearance.titleFont`, `appearance.titleFont`: the `titleFont` constant of the file's
  /// `Appearance` (or `Style`, `Layout`) type.
  static func appearanceFont(_ font: ExpressionInfo, in file: SwiftFileModel) -> ExpressionInfo? {
    let path = font.text.hasPrefix("self.") ? String(font.text.dropFirst(5)) : font.text
    let parts = path.split(separator: ".")
    guard parts.count == 2, let name = parts.last.map(String.init) else { return nil }
    let owner = String(parts[0])
    for type in [owner.prefix(1).uppercased() + owner.dropFirst(), "Appearance", "Style", "Layout"] {
      if let constant = file.constant(named: name, in: type) { return constant }
    }
    return nil
  }

  /// Under a stack that shrinks its text to fit (`.minimumScaleFactor` on an ancestor), or in a
  /// horizontal scroll view with no fixed width between them.
  static func hasRoomOrShrinks(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func fixesWidth(_ modifiers: some Collection<ViewModifierCall>) -> Bool {
      modifiers.contains { $0.name == "frame" && ($0.arguments.first(labeled: "width") != nil || $0.arguments.first(labeled: "maxWidth") != nil) }
    }
    if fixesWidth(view.modifiers) { return false }
    for step in file.ancestry(of: view).steps {
      if step.applyingModifiers.contains(where: { $0.name == "minimumScaleFactor" && ($0.arguments.firstUnlabeled?.numberLiteral ?? 1) < 1 }) {
        return true
      }
      if fixesWidth(step.applyingModifiers) { return false }
      if step.ancestor.name == "ScrollView", step.ancestor.arguments.first?.value.text.contains("horizontal") == true {
        return true
      }
    }
    return false
  }

  static func shrinksToFit(_ view: SwiftUIView) -> Bool {
    view.modifiers.contains { $0.name == "minimumScaleFactor" && ($0.arguments.firstUnlabeled?.numberLiteral ?? 0) < 1 }
  }

  /// SwiftUI's own `Font` members; any other implicit member given to `.font(_:)` in an app that
  /// declares its own `font(_:)` overload is that overload's style.
  static let swiftUIFontMembers: Set<String> = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
    "system", "custom", "init",
  ]

  /// The nearest `.font(_:)` over the text (its own, then its containers') is an implicit member
  /// SwiftUI's `Font` doesn't have, in an app with its own `font(_:)` overload.
  static func takesAppFontStyle(_ text: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard file.project.declaresOwnFontOverload else { return false }
    guard let font = modifierChains(of: text, in: file).lazy.compactMap({ $0.last(where: { $0.name == "font" }) }).first,
          let argument = font.arguments.firstUnlabeled else { return false }
    let name: String
    switch argument.kind {
    case .member(nil, let member): name = member
    case .call(let callee, _) where callee.hasPrefix("."): name = String(callee.dropFirst().prefix { $0 != "." && $0 != "(" })
    case .reference(let property) where !property.contains("."):
      // A member kept as that style (yappu's `let font: Pretendard.Style`, `.font(font)`).
      guard let type = file.innermostTypeName(at: argument.start.utf8Offset),
            let declared = file.project.propertyType(property, in: type) else { return false }
      // (Not a SwiftUI type the overload also takes, `Font.TextStyle`: a text style grows.)
      return file.project.ownFontOverloadTypes.contains(declared) && !["Font", "SwiftUI.", "UIFont"].contains(where: declared.hasPrefix)
    default: return false
    }
    // A `Font` the app declares (`extension Font { static let appHeadline = … }`, a font function
    // of its own) is SwiftUI's `font(_:)`'s, judged as fonts are.
    let declaredAsFont = file.project.fontExtensionMembers.contains(name) || file.project.fixedFontFunctions.contains(name)
    return !swiftUIFontMembers.contains(name) && !declaredAsFont
  }

  /// A modifier of the view, not SwiftUI's `font(_:)`, whose first argument calls the app's
  /// fixed-size font function (a `UIFont` or `Font` of a size written in).
  static func takesFixedFontThroughAppModifier(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if isFixedThroughAppModifier(view.modifiers, view: view, in: file) { return true }
    // Or the nearest font a container sets (MessageBubbleView's row of icon and text, given
    // `.appFont(AppTypography.caption1)`), when the view sets none of its own.
    func setsFont(_ modifier: ViewModifierCall) -> Bool {
      modifier.name.lowercased().contains("font") && !["fontWeight", "fontDesign", "fontWidth"].contains(modifier.name)
    }
    guard !view.modifiers.contains(where: setsFont),
          let nearest = modifierChains(of: view, in: file).dropFirst().lazy.map({ $0.filter(setsFont) }).first(where: { !$0.isEmpty })
    else { return false }
    return isFixedThroughAppModifier(nearest, view: view, in: file)
  }

  /// The modifiers that apply to `view`, nearest first: its own, then each container's.
  static func modifierChains(of view: SwiftUIView, in file: SwiftFileModel) -> [ArraySlice<ViewModifierCall>] {
    [view.modifiers[...]] + file.ancestry(of: view).steps.map(\.applyingModifiers)
  }

  private static func isFixedThroughAppModifier(_ modifiers: some Collection<ViewModifierCall>, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    modifiers.contains { modifier in
      guard modifier.name != "font", let first = modifier.arguments.first?.value else { return false }
      // `.appFont(AppTypography.caption1)`: a typography token the app's own font modifier is given,
      // `Font.system(size: 12)` (the Enterprise app's), read as fixed-text-size reads a `.font`'s.
      if modifier.name.lowercased().contains("font"),
         FixedTextSizeRule.swiftUIProblem(first, file: file, type: view.enclosingType, depth: 0)?.isFixed == true { return true }
      guard let function = FontHelpers.calledFunction(first) else { return false }
      return file.project.fixedUIFontFunctions[function] != nil || file.project.fixedFontFunctions.contains(function)
    }
  }

  static func holdsDynamicText(_ view: SwiftUIView) -> Bool {
    guard view.kind == .call else { return false }
    guard let title = view.titleArgument else { return false }
    return title.stringLiteral == nil
  }

  /// A widget's status view for `family`; marked where it is reported on the home screen.
  static func lockScreenStatus(family: String) -> RuleExample {
    let marker = family.hasPrefix(".accessory") ? "" : "↓"
    return RuleExample("""
      import WidgetKit
      struct SystemStatusWidgetView: View {
        let entry: SystemEntry
        var body: some View {
          switch entry.family {
          case \(family): Text(entry.systemName).\(marker)lineLimit(1)
          default: EmptyView()
          }
        }
      }
      struct SystemStatusWidget: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "status", provider: Provider()) { SystemStatusWidgetView(entry: $0) }
            .supportedFamilies([\(family)])
        }
      }
      """)
  }

  /// Widget code in a file that draws a lock-screen (accessory) family.
  /// Also a view drawn on the accessory widgets' backdrop (`AccessoryWidgetBackground()`) or named
  /// for them (Mr. Funny Jokes' `AccessoryRectangularView`, its families set in another file).
  static func isLockScreenWidgetText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    ([".accessoryInline", ".accessoryRectangular", ".accessoryCircular", "AccessoryWidgetBackground("].contains(where: file.sourceContains)
      || view.enclosingType.map(TypeIndex.simpleName)?.hasPrefix("Accessory") == true)
      && HeadingTraitRule.isWidgetCode(view, in: file)
  }

  /// A widget view named `type`, its family set elsewhere; marked where it is reported (not an
  /// accessory widget's).
  static func namedWidgetView(_ type: String) -> RuleExample {
    let marker = type.hasPrefix("Accessory") ? "" : "↓"
    return RuleExample("""
      import WidgetKit
      struct \(type): View {
        let entry: SystemEntry
        var body: some View { VStack(alignment: .leading) { Text(entry.systemName).\(marker)lineLimit(1); Text(entry.status) } }
      }
      struct StatusWidget: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "status", provider: Provider()) { \(type)(entry: $0) } }
      }
      """)
  }

  /// A card previewing a gift's information on one line, with a "View more" link beside it to
  /// details that show it with `detailModifier`; marked where it is reported when that cuts it too.
  static func giftPreview(detailModifier: String) -> RuleExample {
    let marker = detailModifier.isEmpty ? "" : "↓"
    return RuleExample("""
      struct GoldGiftPreview: View {
        let details: AssetDetails
        var body: some View {
          VStack {
            VStack(alignment: .leading) { Text("Gold gift information"); Text(details.goldItemInformation).font(.body).\(marker)lineLimit(1) }
            HStack { Spacer(); NavigationLink(destination: GoldGiftDetails(details: details)) { Text("View more") } }
          }
        }
      }
      struct GoldGiftDetails: View {
        let details: AssetDetails
        var body: some View { ScrollView { Text(details.goldItemInformation)\(detailModifier) } }
      }
      """)
  }

  /// A todo list whose rows preview each todo's text on one line and link to a screen that
  /// shows it with `detailModifier`; marked where it is reported when that limits it too.
  static func todoScreens(detailModifier: String) -> RuleExample {
    let marker = detailModifier.isEmpty ? "" : "↓"
    return RuleExample("""
      struct TodoList: View {
        let todos: [Todo]
        var body: some View {
          List(todos) { todo in
            NavigationLink { TodoDetail(todo: todo) } label: {
              VStack { Text(todo.title); Text(todo.content).\(marker)lineLimit(1) }
            }
          }
        }
      }
      struct TodoDetail: View {
        let todo: Todo
        var body: some View { ScrollView { Text(todo.content)\(detailModifier) } }
      }
      """)
  }

  /// A text in a `NavigationLink`'s label, directly or through a view every use of which is in
  /// control labels, whose member a screen the link opens shows with no line limit.
  static func previewsTextShownInFull(_ text: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let member = FullTextMembers.shownMember(text), let showing = file.project.textMembersShownInFull[member] else { return false }
    var opened: Set<String> = []
    if let control = text.context.enclosingControl.map(file.view), control.name == "NavigationLink" {
      opened = FullTextMembers.destinations(of: control, in: file)
    }
    if let type = text.enclosingType.map(TypeIndex.simpleName), file.project.viewsOnlyInControlLabels.contains(type) {
      opened.formUnion(file.project.linkDestinationsByLabelView[type] ?? [])
    }
    // A "View more" link beside it, in the same card (OpenWallet's gold gift preview: a one-line
    // teaser, and a link to the details that show it whole).
    for step in file.ancestry(of: text).steps.prefix(3) {
      for link in file.descendants(of: step.ancestor) where link.name == "NavigationLink" && link.kind == .call {
        opened.formUnion(FullTextMembers.destinations(of: link, in: file))
      }
    }
    return !opened.isDisjoint(with: showing)
  }

  static func describe(_ view: SwiftUIView) -> String {
    "\(view.name)(\(view.titleArgument?.text ?? "…"))"
  }
}
