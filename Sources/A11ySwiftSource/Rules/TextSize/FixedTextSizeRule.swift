import A11yCore

/// Text whose size is fixed in points, so it ignores the user's text size (Dynamic Type).
public struct FixedTextSizeRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "fixed-text-size",
    title: LocalizedText(en: "Text must follow the user's text size", ko: "텍스트는 사용자의 글자 크기 설정을 따라야 합니다"),
    rationale: LocalizedText(
      en: """
        People with low vision set large or accessibility text sizes in Settings or Control Center. A font made \
        with a fixed point size (`.system(size:)`, `.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)`, \
        `UIFont(name:size:)`) stays the same size, so the text can't be enlarged (checkpoint 4.1). A SwiftUI \
        `.custom(_:size:)` without `relativeTo:` does grow, like body text; it is reported as information. Use a text style \
        (`.font(.footnote)`, `UIFont.preferredFont(forTextStyle:)`), give custom fonts `relativeTo:`, or scale \
        the size with `UIFontMetrics` or `@ScaledMetric`. The fix picks the text style nearest to the size (largeTitle 34, \
        title 28, title2 22, title3 20, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11) and \
        keeps the weight as `.weight(_:)`; in UIKit it also turns on `adjustsFontForContentSizeCategory`. Fonts of \
        attributed text count too (`[.font: ...]` attribute dictionaries, `addAttribute(.font, value:range:)`, \
        `AttributeContainer` and `AttributedString` fonts); a UIKit one is fixed only as a suggestion, since the label \
        showing it must also adjust its fonts. A navigation bar's `titleTextAttributes` font, and a bar button \
        item's `setTitleTextAttributes` one, is information when smaller than the system's 17 pt and not reported otherwise (the system's bar titles and buttons don't grow either); a `largeTitleTextAttributes` one stops a large title that would grow. \
        Text drawn into an image, and fonts that size a symbol (an icon-only `Label`, a label style's icon), are not read as text. \
        A UIKit label inside a view that shows the Large Content Viewer (`showsLargeContentViewer`, `largeContentTitle`, \
        `UILargeContentViewerInteraction`), Apple's accommodation for text that can't grow, is information. \
        Text fixed at a display size, at least `.largeTitle`'s 34 pt (a bedside clock), is information and is never \
        offered a smaller style; at 40 pt or more (as large as body text at all but the two largest sizes), or under 6 pt (a \
        font that carries no words to read: a bullet glyph, an invisible shortcut button), it isn't reported. A size \
        that is a parameter of a view function is read at its calls when each passes a number, and reported once.
        """,
      ko: """
        저시력 사용자는 설정이나 제어 센터에서 큰 글자나 손쉬운 사용 글자 크기를 선택합니다. 고정된 포인트 크기로 만든 \
        폰트(`.system(size:)`, `.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`)는 \
        크기가 바뀌지 않아 글자를 키울 수 없습니다(검사 항목 4.1). `relativeTo:` 없는 SwiftUI `.custom(_:size:)`는 본문처럼 \
        커지므로 정보로 보고합니다. 텍스트 스타일(`.font(.footnote)`, \
        `UIFont.preferredFont(forTextStyle:)`)을 쓰거나, 사용자 폰트에 `relativeTo:`를 주거나, `UIFontMetrics` 또는 \
        `@ScaledMetric`으로 크기를 조절하세요. 자동 수정은 크기에 가장 가까운 텍스트 스타일(largeTitle 34, title 28, \
        title2 22, title3 20, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11)을 고르고 굵기는 \
        `.weight(_:)`로 유지하며, UIKit에서는 `adjustsFontForContentSizeCategory`도 켭니다. 속성 문자열의 폰트(`[.font: ...]` \
        속성 사전, `addAttribute(.font, value:range:)`, `AttributeContainer`와 `AttributedString`의 폰트)도 검사합니다. \
        UIKit 속성 문자열의 폰트는 표시하는 레이블도 폰트를 조정해야 하므로 제안으로만 고칩니다. 내비게이션 막대의 \
        `titleTextAttributes` 폰트와 막대 버튼 항목의 `setTitleTextAttributes` 폰트는 시스템의 17pt보다 작을 때 정보로 알리고 그 밖에는 알리지 않습니다(시스템 막대 제목과 버튼도 커지지 않음). `largeTitleTextAttributes` 폰트는 커질 \
        큰 제목을 막습니다. 이미지에 그린 텍스트와 기호의 크기를 정하는 폰트(아이콘만 보이는 `Label`, 레이블 스타일의 아이콘)는 텍스트로 보지 않습니다. \
        커질 수 없는 텍스트를 위한 Apple의 대안인 큰 콘텐츠 뷰어(`showsLargeContentViewer`, `largeContentTitle`, \
        `UILargeContentViewerInteraction`)를 보여 주는 뷰 안의 UIKit 레이블은 정보로 알립니다. \
        `.largeTitle`의 34pt 이상으로 고정된 큰 표시용 텍스트(침대 옆 시계)는 정보로 알리고 더 작은 스타일을 제안하지 않으며, \
        40pt(가장 큰 두 크기를 뺀 모든 크기의 본문만큼 큰 글자) 이상이나 6pt 미만(글머리 기호, 보이지 않는 단축키 버튼처럼 읽을 글자가 없는 폰트)은 보고하지 않습니다. 뷰 함수의 매개변수인 크기는 모든 호출이 숫자를 넘기면 \
        그 값으로 판단하고 한 번만 보고합니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.fontFeatures], wcag: ["1.4.4"], hig: "Accessibility › Vision › Text size; Typography › Dynamic Type",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the card's suit symbol: the local holds the card's rank in words.
        "struct CardView: View { let card: Card\n var body: some View {\n  let rank = Text(card.rank)\n  HStack { rank.font(↓.system(size: 14)) }\n } }",
        // The bar button's neighbour: a segmented control unwrapped the same way draws its titles in the app's view.
        "final class Nearby: UIViewController {\n  var filterControl: UISegmentedControl?\n  func refresh() {\n    guard let control = filterControl else { return }\n    let attributes: [NSAttributedString.Key: Any] = [.font: ↓UIFont.systemFont(ofSize: 17, weight: .medium)]\n    control.setTitleTextAttributes(attributes, for: .normal)\n  }\n}",
        // The neighbour of the item appearance's titles: smaller than the system's 10 pt.
        surfTabs(points: 8),
        // A size chosen between two numbers (KNB's calendar dates): fixed either way.
        "struct DayCell: View { let hebrewDate: String; let isShabbat: Bool\n var body: some View { Text(hebrewDate).font(↓.system(size: isShabbat ? 11 : 7, weight: .medium)) } }",
        // The neighbour of the token shown only in a usage comment: a screen draws its countdown in it.
        "extension Font {\n  static let displayMedium = ↓Font.system(size: 36, weight: .bold)\n}\nextension UIFont {\n  static let displayMedium = UIFont.systemFont(ofSize: 36, weight: .bold)\n}\nstruct CountdownView: View { var body: some View { Text(\"2시간 30분\").font(.displayMedium) } }",
        // A design token computed from a generated font family at a fixed size, reported where it is made (MaeumGaGym's design system).
        "public extension UIFont {\n  struct Pretendard {\n    @nonobjc public static var titleMedium: UIFont { return ↓DSKitFontFamily.Pretendard.bold.font(size: 24.0) }\n  }\n}\nfinal class ExtraCell: UICollectionViewCell {\n  private var titleLabel = UILabel().then { $0.font = UIFont.Pretendard.titleMedium }\n}",
        // The neighbour of the display-size property: 14 pt, held the same way.
        storedFontSize(14),
        // The neighbour of the image-only button: given a title, its 13 pt font is drawn.
        "final class CalendarViewController: UIViewController {\n  private let plusMonthButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(systemName: \"chevron.right\"), for: .normal)\n    button.setTitle(\"다음 달\", for: .normal)\n    button.titleLabel?.font = ↓UIFont.systemFont(ofSize: 13, weight: .bold)\n    return button\n  }()\n}",
        // The neighbour of the constant picture sized by a font: a constant text is words.
        "public enum Icon { static let switchCam = Text(\"전환\") }\nstruct ChildCameraView: View { var body: some View { Button { switchCamera() } label: { Icon.switchCam.font(↓.system(size: 17)).fontWeight(.semibold) }.accessibilityLabel(\"카메라 전환\") } }",
        // A SwiftUI font made from a generated accessor's UIKit font at a fixed size (greeny's design system).
        "public extension Font { static let _label = Font(DesignSystemFontFamily.Pretendard.medium.font(size: 14)) }\nstruct 오늘의기업: View { let desc: String\n var body: some View { Text(desc).font(↓._label) } }",
        // The neighbour of the tab's label member: the page's content draws it too.
        "struct RootView: View { @State var tabcase: TabCase = .home\n var body: some View { TabView(selection: $tabcase) { ForEach(TabCase.allCases, id: \\.rawValue) { tab in Tab(value: tab) { VStack { tabLabel(tab); tabView(tab: tab) } } label: { tabLabel(tab) } } } }\n private func tabLabel(_ tab: TabCase) -> some View { VStack { Image(systemName: tab.icon); Text(tab.rawValue).font(↓Font.system(size: 12)) } } }",
        // The neighbour of the UIKit font SwiftUI ignores: the attributed string goes to a label, which draws it.
        "final class DropDown: UIView { let label = UILabel()\n func configure(_ text: String) { var result = AttributedString(text); result.font = ↓UIFont(name: \"WorkSans\", size: 13); label.attributedText = NSAttributedString(result) } }",
        // The neighbour of the segmented picker: a menu picker's label is drawn in the font.
        "struct 기록추가: View { @State private var 종류 = 0\n var body: some View { Picker(\"종류\", selection: $종류) { Text(\"지출\").tag(0); Text(\"수입\").tag(1) }.pickerStyle(.menu).font(↓.system(size: 15, weight: .medium)) } }",
        // The neighbour of the grade badge: another type's `render()` returns a picture, this one words.
        "final class Badge { func render() -> Image { Image(\"badge\") } }\nfinal class PriceTag { func render() -> Text { Text(\"12,000원\") } }\nstruct Row: View { let priceTag: PriceTag\n  var body: some View { priceTag.render().font(↓.system(size: 15)) } }",
        // A badge font worked out from the card's width (Recipe Buddy).
        "struct RecipeCard: View { let cardWidth: CGFloat; let minutes: Int\n  private var badgeFont: Font { .system(size: max(12, cardWidth / 18), weight: .regular) }\n  var body: some View { Text(\"\\(minutes)분\").font(↓badgeFont) } }",
        // The neighbour of the grade badge: another type's method returns words.
        "final class GradeModel { func gradeTitle(id: String) -> Text { Text(\"골드\") } }\nstruct CommentRow: View { let model: GradeModel\n  var body: some View { HStack { model.gradeTitle(id: \"a\").font(↓.system(size: 24, weight: .medium)); Text(\"댓글\") } } }",
        // A view's own computed font, read where it is applied.
        "struct CountBadge: View { let count: Int\n  private var countFont: Font { .system(size: 14, weight: .bold) }\n  var body: some View { Text(\"\\(count)개\").font(↓countFont) } }",
        // The neighbour of the measured bubble: the string made with the dictionary is also shown.
        "final class Bubble: UIView {\n  let label = UILabel()\n  func configure(_ text: String) {\n    let attributes: [NSAttributedString.Key: Any] = [\n      .font: ↓UIFont.systemFont(ofSize: 16)\n    ]\n    let attributedText = NSAttributedString(string: text, attributes: attributes)\n    _ = attributedText.boundingRect(with: CGSize(width: 300, height: 300), options: [.usesLineFragmentOrigin], context: nil)\n    label.attributedText = attributedText\n  }\n}",
        // The neighbour of the measured width: a stored attributed title, measured and shown in a label.
        "final class Badge: UIView {\n  let label = UILabel()\n  let attributedTitle = NSAttributedString(\n    string: \"새 글\",\n    attributes: [.font: ↓UIFont.systemFont(ofSize: 13)]\n  )\n  override var intrinsicContentSize: CGSize { attributedTitle.size() }\n  func show() { label.attributedText = self.attributedTitle }\n}",
        // The neighbour of the price line: the fixed font comes first, so the text draws in it.
        priceLine(captionFirst: false),
        // The tab bar's item titles fixed at 10 pt (information, as for a bar's title).
        tabBarTitles(nextLine: "appearance.stackedLayoutAppearance.normal.iconColor = .gray"),
        // The neighbour of KNB's tab titles: 8 pt, smaller than the system's, said as information.
        "final class MainTabBarController: UITabBarController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    let appearance = UITabBarAppearance()\n    let normalAttributes: [NSAttributedString.Key: Any] = [.font: ↓UIFont.systemFont(ofSize: 8, weight: .medium)]\n    appearance.stackedLayoutAppearance.normal.titleTextAttributes = normalAttributes\n    tabBar.standardAppearance = appearance\n  }\n}",
        // Smaller than the system's tab titles, through the item appearance: said as information.
        "struct TabsView: View {\n  init() {\n    UITabBarItem.appearance().setTitleTextAttributes([.font: ↓UIFont(name: \"Pretendard-Bold\", size: 8)!], for: .normal)\n  }\n  var body: some View { TabView { HomeView() } }\n}",
        // The neighbour of the results tab: a card's time line takes the font given to the tab.
        resultsTab(timeLine: "Text(\"3시간 전\")"),
        // A size taken from the screen (Academatica's topic titles): it follows the device, not the text size.
        "struct TopicRow: View { let name: String; var body: some View { Text(name).font(↓.system(size: UIScreen.main.bounds.height / 50, weight: .heavy)) } }",
        // The neighbour of the skeleton row: redacted only while loading, then read.
        "struct ReviewRow: View { let isLoading: Bool\n var body: some View { HStack { Text(\"작성자\").font(↓.system(size: 14)); Text(\"방금\") }.redacted(reason: isLoading ? .placeholder : []) } }",
        // The same label put on screen.
        "final class WalletCreated: UIViewController {\n  lazy var titleLabel: UILabel = {\n    let label = UILabel()\n    label.font = ↓UIFont.systemFont(ofSize: 18)\n    return label\n  }()\n  override func viewDidLoad() { view.addSubview(titleLabel) }\n}",
        // Muun's font function over an enum of points: reported once, where the font is made.
        "enum FontSize: CGFloat { case desc = 14 }\nenum Fonts {\n  static func system(size: FontSize, weight: UIFont.Weight = .regular) -> UIFont {\n    return UIFont.↓systemFont(ofSize: size.rawValue, weight: weight)\n  }\n}\nfinal class AddressView: UIView {\n  let addressLabel = UILabel()\n  func setUp() { addressLabel.font = Fonts.system(size: .desc); addressLabel.text = \"주소\" }\n}",
        // A style helper the app adds to UILabel (Green's `setStyle(_:)`): every label it styles keeps the size.
        "enum LabelStyle { case title, txt }\nextension UILabel {\n  func setStyle(_ type: LabelStyle) {\n    switch type {\n    case .title: font = ↓UIFont.systemFont(ofSize: 26.0, weight: .bold)\n    case .txt: font = UIFont.preferredFont(forTextStyle: .body)\n    }\n  }\n}\nfinal class Recovery: UIViewController {\n  @IBOutlet weak var titleLabel: UILabel!\n  override func viewDidLoad() { titleLabel.setStyle(.title) }\n}",
        // The neighbour of the pull-to-refresh arrow: the arrow beside words.
        "final class PullHint: UIView {\n  func setUp() {\n    let hintLabel = UILabel()\n    hintLabel.text = \"⇩ 당겨서 새로고침\"\n    hintLabel.font = ↓UIFont.systemFont(ofSize: 30, weight: .ultraLight)\n    addSubview(hintLabel)\n  }\n}",
        // Set on each label of an array (Green's recovery screen): reported once, at the line.
        "final class MagnifyViewController: UIViewController {\n  @IBOutlet weak var titleLabel: UILabel!\n  @IBOutlet weak var warnLabel: UILabel!\n  func setStyle() {\n    [titleLabel, warnLabel].forEach {\n      $0?.font = ↓UIFont.systemFont(ofSize: 14.0, weight: .medium)\n    }\n  }\n}",
        // Configured through `$0` in the Then library's closures (Brave): on the property made there, and on one configured later.
        "final class AdContentButton: UIControl {\n  let titleLabel = UILabel().then {\n    $0.textColor = .label\n    $0.font = ↓.systemFont(ofSize: 15.0, weight: .semibold)\n  }\n  let bodyLabel = UILabel()\n  func setUp() {\n    addSubview(titleLabel)\n    addSubview(bodyLabel)\n    bodyLabel.do {\n      $0.font = ↓.systemFont(ofSize: 14)\n    }\n  }\n}",
        // The neighbour: the local is only ever a fixed size.
        "final class Cell: UITableViewCell {\n  let label = UILabel()\n  func configure() {\n    var font = UIFont.systemFont(ofSize: 15)\n    if isTag { font = UIFont.systemFont(ofSize: 14) }\n    label.font = ↓font\n  }\n}",
        "struct Price: View { var body: some View { let size: CGFloat = 13\n Text(\"₩4,500\").font(↓.system(size: size)) } }",
        "struct A: View { var body: some View { Text(price).font(↓.system(size: 13)) } }",
        // The neighbour of Nio's symbol enum: an enum view whose body is words.
        "enum Caption: String, View {\n  case greeting = \"Hello\"\n  var body: some View { Text(rawValue) }\n}\nstruct Header: View { var body: some View { Caption.greeting.font(↓.system(size: 20)) } }",
        // A toolbar whose helper draws words: the font reaches them.
        "struct Toolbar: View {\n  func iconLabel(systemName: String) -> some View { Image(systemName: systemName).frame(width: 28, height: 28) }\n  func chip(_ title: String) -> some View { Text(title).padding(4) }\n  var body: some View { HStack { Button { attach() } label: { iconLabel(systemName: \"paperclip\") }; Button { tag() } label: { chip(\"Tag\") } }.font(↓.system(size: 20)) }\n}",
        // The neighbour: the helper draws words in one branch.
        "struct Slider: View {\n  @ViewBuilder private func sliderIcon(muted: Bool) -> some View {\n    if muted { Image(systemName: \"speaker.slash.fill\") } else { Text(\"Volume\") }\n  }\n  var body: some View { Button { toggle() } label: { sliderIcon(muted: muted).font(↓.system(size: 14, weight: .medium)) } }\n}",
        // The neighbour of the superscript: a number, not another font's size.
        "final class Cell: UITableViewCell {\n  let label = UILabel()\n  func setUp() { label.font = ↓UIFont.preferredFont(forTextStyle: .body).withSize(15) }\n}",
        "struct A: View { var body: some View { Text(\"가격\").font(↓Font.system(size: 20, weight: .bold, design: .rounded)) } }",
        "struct A: View { var body: some View { Text(\"x\").font(↓.system(size: 13).italic()) } }",
        "enum Values { static let mediumFontSize: CGFloat = 16 }\nstruct A: View { var body: some View { Text(name).font(↓.system(size: Values.mediumFontSize)) } }",
        // The app's size token made a number (weatherXM's `CGFloat(.caption)` over `FontSizeEnum`).
        "enum FontSizeEnum: CGFloat { case caption = 12 }\nextension CGFloat { init(_ size: FontSizeEnum) { self = size.rawValue } }\nstruct Legend: View { let title: String\n var body: some View { Text(title).font(↓.system(size: CGFloat(.caption))) } }",
        "struct A: View { var body: some View { Text(\"x\").font(↓.custom(\"Pretendard\", size: 10)) } }",
        "struct A: View { var body: some View { Text(\"x\").font(↓.custom(\"Pretendard\", fixedSize: 15)) } }",
        "struct A: View { let titleFont = Font.system(size: 28)\n  var body: some View { Text(\"x\").font(↓titleFont) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = ↓UIFont.systemFont(ofSize: 15)\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = ↓.boldSystemFont(ofSize: 17)\n  }\n}",
        // A word in a fixed font, beside the bullet glyph below.
        "final class ListMarker: UIView {\n  func makeBadge() -> UILabel {\n    let label = UILabel()\n    label.text = \"New\"\n    label.font = ↓.systemFont(ofSize: 30)\n    return label\n  }\n}",
        "final class V: UIViewController {\n  let button = UIButton()\n  func setUp() {\n    button.titleLabel?.font = ↓UIFont(name: \"Pretendard\", size: 15)!\n  }\n}",
        // Fearless Wallet's text styles: R.swift's function for a bundled font, at a fixed size.
        "extension UIFont {\n  static var p1Paragraph: UIFont { ↓R.font.soraRc0040417Regular(size: 14)! }\n}\nfinal class BalanceView: UIView {\n  let balanceLabel = UILabel()\n  func setUp() { balanceLabel.font = .p1Paragraph }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  let bodyFont = UIFont.systemFont(ofSize: 17)\n  func setUp() {\n    label.font = ↓bodyFont\n  }\n}",
        // A design token text views elsewhere use (Hound's `Constant.Visual.Font`): reported where it is declared.
        "enum Theme {\n  enum Fonts { static let row = ↓UIFont.systemFont(ofSize: 15, weight: .medium) }\n}\nfinal class RowCell: UITableViewCell {\n  let titleLabel = UILabel()\n  func setUp() { titleLabel.font = Theme.Fonts.row }\n}",
        "let attributes: [NSAttributedString.Key: Any] = [.font: ↓UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.secondaryLabel]",
        "func title() -> NSAttributedString {\n  let font = UIFont.boldSystemFont(ofSize: 15)\n  return NSAttributedString(string: \"Sale\", attributes: [NSAttributedString.Key.font: ↓font])\n}",
        "func badge(_ text: NSMutableAttributedString) {\n  text.addAttribute(.font, value: ↓UIFont(name: \"Pretendard-Bold\", size: 13)!, range: NSRange(location: 0, length: 3))\n}",
        "struct Price {\n  var text: AttributedString {\n    var string = AttributedString(\"₩4,500\")\n    string.font = ↓.system(size: 13, weight: .bold)\n    return string\n  }\n}",
        "func caption() -> AttributeContainer {\n  var container = AttributeContainer()\n  container.font = ↓.system(size: 11)\n  return container\n}",
        "func style(_ string: inout AttributedString, _ range: Range<AttributedString.Index>) {\n  string[range].font = ↓Font.custom(\"Pretendard\", fixedSize: 15)\n}",
        // Words next to a symbol in a stack with a fixed font are text.
        "struct A: View { var body: some View { HStack { Image(systemName: \"star\"); Text(\"즐겨찾기\") }.font(↓.system(size: 14)) } }",
        // The neighbour of the icon-only transport button: here its title is drawn beside the symbol.
        "struct Transport: View { var body: some View { Button(isPlaying ? \"일시 정지\" : \"재생\", systemImage: \"play.fill\", action: toggle).font(↓.system(size: 20)) } }",
        "struct A: View { var body: some View { Text(characterCount).font(↓.system(size: 12)) } }",
        // A text beside one with its own font still takes the stack's; a menu's own label is the app's.
        "struct Bar: View { var body: some View { HStack { Text(count).font(.footnote); Text(\"characters left\") }.font(↓.system(size: 20)) } }",
        "struct Bar: View { var body: some View { HStack { Menu { Button(\"Newest\") {} } label: { Text(\"Sort\") }; Image(systemName: \"at\") }.font(↓.system(size: 20)) } }",
        // A member named for what it is that isn't a picture.
        "struct Nav: View { var body: some View { Button { tap() } label: { item.iconTitle.font(↓.system(size: 20)) } } }",
        // Arithmetic on numbers is a number.
        "struct A: View { var body: some View { Text(\"Comments\").font(↓.system(size: 17 * 1.1)) } }",
        // An app's own text-size factor, not the user's: every font the helper makes is a fixed size times it.
        "extension Font {\n  func scaled(with factor: CGFloat) -> Font {\n    switch self {\n    case .title: .system(size: 28 * factor, weight: .regular)\n    case .caption: .system(size: 12 * factor)\n    default: .system(size: 17 * factor)\n    }\n  }\n}\nstruct ScaledFont: ViewModifier {\n  @Environment(\\.textScaling) private var textScaling\n  let font: Font\n  func body(content: Content) -> some View { content.font(↓font.scaled(with: textScaling)) }\n}",
        // A property holding a Text, or any view, may show words.
        "struct Caption: View { private var caption: Text { Text(\"Volume\") }\n  var body: some View { caption.font(↓.system(size: 12)) } }",
        // `self` in a `Text` or `View` extension may be words.
        "extension Text {\n  func badge() -> some View {\n    self.frame(width: 16, height: 16).font(↓.system(size: 14, weight: .bold))\n  }\n}",
        "extension View {\n  func barButton() -> some View {\n    self.frame(width: 16, height: 16).font(↓.system(size: 14, weight: .bold))\n  }\n}",
        // The neighbour of the bar-icon style: one use is on a text.
        "extension View {\n  func navBarIconStyle() -> some View {\n    self.font(↓.system(size: 20)).frame(width: 44, height: 44)\n  }\n}\nstruct Bar: View { var body: some View { HStack { Button(action: call) { Image(systemName: \"phone\").navBarIconStyle() }; Button(action: edit) { Text(\"Edit\").navBarIconStyle() } } } }",
        // A custom view holding words beside its stars, or content it is given, may show text.
        "struct Stars: View { let rating: Int\n  var body: some View { HStack { ForEach(0..<rating) { _ in Image(systemName: \"star.fill\") }; Text(\"\\(rating) of 5\") } } }\nstruct Score: View { var body: some View { Stars(rating: 3).font(↓.system(size: 12)) } }",
        "struct Badge<Content: View>: View { let content: Content\n  var body: some View { HStack { Image(systemName: \"star.fill\"); content } } }\nstruct Score: View { var body: some View { Badge(content: Text(\"Top\")).font(↓.system(size: 12)) } }",
        // A custom font token without relativeTo: once, where it is declared, not at each use.
        "enum Fonts { static let caption = ↓Font.custom(\"Pretendard\", size: 10) }\nstruct A: View { var body: some View { VStack { Text(\"a\").font(Fonts.caption); Text(\"b\").font(Fonts.caption) } } }",
        // Of two tokens, only the one a text uses (the other, declared beside it, draws nothing).
        "enum Fonts { static let caption = ↓Font.custom(\"Pretendard\", size: 10)\n static let poster = Font.custom(\"Pretendard\", size: 80) }\nstruct A: View { var body: some View { Text(\"a\").font(Fonts.caption) } }",
        "struct A: View { var body: some View { Text(\"환영합니다\").font(↓.custom(\"Pretendard\", size: 38)) } }",
        // A view function's size parameter, given numbers at every call: those sizes, once for the function.
        "struct Monitor: View { var body: some View { VStack { delta(fontSize: 13); delta(fontSize: 15) } }\n private func delta(fontSize: CGFloat) -> some View { HStack { Text(value).font(↓.system(size: fontSize)); Text(arrow).font(.system(size: fontSize)) } } }",
        // At a display size (a bedside clock): information, with no smaller style offered.
        "struct Bedside: View { var body: some View { VStack { Text(time).font(↓.system(size: 38)); delta(fontSize: 36); delta(fontSize: 34) } }\n private func delta(fontSize: CGFloat) -> some View { HStack { Text(value).font(↓.system(size: fontSize)); Text(arrow).font(.system(size: fontSize)) } } }",
        // A helper's size parameter given a number at one call: that text is fixed.
        "extension String {\n  func bold(fontSize: CGFloat) -> NSAttributedString {\n    let text = NSMutableAttributedString(string: self)\n    text.addAttribute(.font, value: ↓UIFont.boldSystemFont(ofSize: fontSize), range: NSRange(location: 0, length: count))\n    return text\n  }\n}\nfinal class Cell: UITableViewCell {\n  let titleLabel = UILabel()\n  func show(_ name: String) { titleLabel.attributedText = name.bold(fontSize: titleLabel.font.pointSize) }\n  func showBadge(_ name: String) { titleLabel.attributedText = name.bold(fontSize: 11) }\n}",
        // A size searched in a loop is fixed when the loop isn't a fit-to-space search.
        // The neighbour of kDrive's segmented control: the size is only fitted to the screen's width.
        "final class SegmentedControl: UISegmentedControl {\n  func setUp() {\n    let size = ceil(14 * UIScreen.main.bounds.width / 390)\n    let font = UIFont.systemFont(ofSize: size)\n    setTitleTextAttributes([.font: ↓font], for: .normal)\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp(_ sizes: [CGFloat]) {\n    let size = sizes.first ?? 12\n    label.font = ↓UIFont.systemFont(ofSize: size)\n  }\n}",
        // The same helper also gives a label its text: on screen there.
        "final class Badge: UIView {\n  let label = UILabel()\n  func image(_ title: String) -> UIImage {\n    UIGraphicsImageRenderer(bounds: bounds).image { _ in attributedText(title).draw(with: bounds, options: [], context: nil) }\n  }\n  func show(_ title: String) { label.attributedText = attributedText(title) }\n  private func attributedText(_ title: String) -> NSAttributedString {\n    NSAttributedString(string: title, attributes: [.font: ↓UIFont.systemFont(ofSize: 13, weight: .bold)])\n  }\n}",
        // The style's title is words; a label with its title shown is text.
        "struct CategoryLabelStyle: LabelStyle {\n  func makeBody(configuration: Configuration) -> some View {\n    VStack { configuration.icon; configuration.title.font(↓.system(size: 13)) }\n  }\n}",
        "struct A: View { var body: some View { Label(\"Add participant\", systemImage: \"person.badge.plus\").labelStyle(.titleAndIcon).font(↓.system(size: 14)) } }",
        // Drawn in a view's own draw(_:): on screen, read like a label.
        "final class Gauge: UIView {\n  override func draw(_ rect: CGRect) {\n    let attributes: [NSAttributedString.Key: Any] = [.font: ↓UIFont.systemFont(ofSize: 11)]\n    (\"mg/dL\" as NSString).draw(in: rect, withAttributes: attributes)\n  }\n  func snapshot() -> UIImage { UIGraphicsImageRenderer(bounds: bounds).image { _ in draw(bounds) } }\n}",
        // The menu's own label is drawn by the app, in its font.
        "struct Sort: View { var body: some View { Menu { Button(\"Newest\") {} } label: { Label(\"Sort\", systemImage: \"arrow.up.arrow.down\").font(↓.system(size: 17, weight: .bold)) } } }",
        // A context menu's preview is drawn by the app.
        "struct Row: View { var body: some View { Text(\"Post\").contextMenu { Button(\"Copy\") {} } preview: { Text(\"Preview\").font(↓.system(size: 15)) } } }",
        // Written over several lines in a computed property, measured and also returned to be shown.
        "final class Tag: UIView {\n  let label = UILabel()\n  var title: NSAttributedString {\n    let attributed = NSAttributedString(\n      string: \"태그\",\n      attributes: [.font: ↓UIFont.systemFont(ofSize: 13)]\n    )\n    _ = attributed.size()\n    return attributed\n  }\n}",
        // Measured and shown: the label draws it.
        "final class Cell: UITableViewCell {\n  let titleLabel = UILabel()\n  func configure(_ title: String) {\n    let attributed = NSMutableAttributedString(string: title, attributes: [.font: ↓UIFont.systemFont(ofSize: 17)])\n    _ = attributed.boundingRect(with: CGSize(width: 300, height: .infinity), options: [.usesLineFragmentOrigin], context: nil)\n    titleLabel.attributedText = attributed\n  }\n}",
        // A view's size property one use gives a plain number: unknown, asked.
        "struct Header: View {\n  let countSize: CGFloat\n  var body: some View { Text(\"3명\").font(↓.system(size: countSize)) }\n}\nstruct Screen: View {\n  @ScaledMetric(relativeTo: .subheadline) private var countSize: CGFloat = 12\n  var body: some View { VStack { Header(countSize: countSize); Header(countSize: 12) } }\n}",
        // The neighbour of the app's text style: a helper that only pads, so the fixed font is the text's.
        "extension View {\n  func Chip() -> some View { padding(.vertical, 4) }\n}\nstruct Card: View {\n  var body: some View { HStack { Text(\"신규 신청\").Chip().font(↓.system(size: 11, weight: .regular)) } }\n}",
        // The neighbour of the app's text style: a badge helper setting a font only on its overlay.
        "extension View {\n  func badge(count: Int) -> some View { overlay(alignment: .topTrailing) { Text(\"\\(count)\").font(.caption2) } }\n}\nstruct Row: View {\n  let title: String\n  var body: some View { Text(title).badge(count: 3).font(↓.system(size: 15, weight: .semibold)) }\n}",
      ],
      nonTriggering: [
        // A card's suit symbol kept in a local and sized by a font (SpiderSolitaire's cards): a picture, not text.
        "struct CardView: View { let card: Card; let imageFontSize: CGFloat\n var body: some View {\n  let image = Image(systemName: \"suit.\\(card.suit.rawValue).fill\")\n  HStack { image.font(.system(size: imageFontSize)) }\n } }",
        // A bar button item bound to a local before its title attributes are set, at the bar's own 17 pt (iBurn's time shift).
        "final class Nearby: UIViewController {\n  var timeShiftBarButton: UIBarButtonItem?\n  func setUp() { let button = UIButton(configuration: .plain()); view.addSubview(button) }\n  func refresh() {\n    guard let button = timeShiftBarButton else { return }\n    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .medium)]\n    button.setTitleTextAttributes(attributes, for: .normal)\n  }\n}",
        // A font only measured, its attributes continuing the measuring call of the line above (kayakfirst's fit-to-height search).
        "final class FitLabel: UILabel {\n  func fittingHeight(_ average: CGFloat) -> CGFloat {\n    let height = (text ?? \"\").size(\n      attributes: [NSFontAttributeName: font.withSize(average)]\n    ).height\n    return height\n  }\n}",
        // A system-size token declared for `Font` and `UIFont` and named only in a usage comment (smartlock-box's typography): no text is drawn in it.
        "extension Font {\n  static let displayMedium = Font.system(size: 36, weight: .bold)\n}\nextension UIFont {\n  static let displayMedium = UIFont.systemFont(ofSize: 36, weight: .bold)\n}\n/*\n Text(\"2시간 30분\")\n     .font(.displayMedium)  // 36pt Bold\n*/",
        // A size kept in a stored property set once to a display size (Oculo's 60 pt main buttons, for low vision).
        storedFontSize(60),
        // A private button showing only an image: its title label's font is never drawn (BNomad's month arrows).
        "final class CalendarViewController: UIViewController {\n  private let plusMonthButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(systemName: \"chevron.right\"), for: .normal)\n    button.titleLabel?.font = UIFont.systemFont(ofSize: 13, weight: .bold)\n    return button\n  }()\n}",
        // A fixed font set again at once by a text style: the later one is shown (BNomad's visit card).
        "final class VisitCardCell: UICollectionViewCell {\n  private let checkinDateLabel: UILabel = {\n    let label = UILabel()\n    label.font = UIFont.systemFont(ofSize: 13)\n    label.font = .preferredFont(forTextStyle: .headline)\n    return label\n  }()\n}",
        // A constant holding an SF Symbol, sized by a font (PicCharge's `Icon.switchCam`).
        "public enum Icon { static let switchCam = Image(systemName: \"arrow.triangle.2.circlepath\") }\nstruct ChildCameraView: View { var body: some View { Button { switchCamera() } label: { Icon.switchCam.font(.system(size: 17)).fontWeight(.semibold) }.accessibilityLabel(\"카메라 전환\") } }",
        // The neighbour of the generated accessor's fixed face: a UIKit text-style font made a SwiftUI one.
        "public extension Font { static let _label = Font(UIFont.preferredFont(forTextStyle: .subheadline)) }\nstruct 오늘의기업: View { let desc: String\n var body: some View { Text(desc).font(._label) } }",
        // A UIKit font on an `AttributedString` shown by SwiftUI's `Text`, which draws only SwiftUI attributes (a real-estate app's field labels).
        "struct FakeDropDown: View { let label: String\n var labelAttribute: AttributedString { var result = AttributedString(label); result.font = UIFont(name: \"WorkSans\", size: 13); return result }\n var body: some View { Text(labelAttribute).font(.custom(\"WorkSans\", size: 13)) } }",
        // A segmented picker's font: UISegmentedControl draws the segments and ignores it (myAcBook).
        "struct 기록추가: View { @State private var 종류 = 0\n var body: some View { Picker(\"종류\", selection: $종류) { Text(\"지출\").tag(0); Text(\"수입\").tag(1) }.pickerStyle(.segmented).font(.system(size: 15, weight: .medium)) } }",
        // The app's text style applied first: its own font is nearer the text (Onbom's card, Coffice's header).
        "extension View {\n  func Cap6() -> some View { customTextStyle(fontName: \"Pretendard-Bold\", fontSize: 11) }\n}\nextension Text {\n  func customTextStyle(fontName: String, fontSize: CGFloat) -> some View { self.font(.custom(fontName, size: fontSize)) }\n}\nstruct Card: View {\n  var body: some View { HStack { Text(\"신규 신청\").Cap6().foregroundStyle(Color.green).font(.system(size: 11, weight: .regular)) } }\n}",
        "struct FontModifier: ViewModifier {\n  let size: CGFloat\n  func body(content: Content) -> some View { content.font(.custom(\"Pretendard-Medium\", size: size, relativeTo: .body)) }\n}\nextension View {\n  func applyAppFont(size: CGFloat) -> some View { modifier(FontModifier(size: size)) }\n}\nstruct Header: View {\n  let address: String\n  var body: some View { Text(address).applyAppFont(size: 14).font(.system(size: 14)) }\n}",
        // The clothing app's price: `.font(.caption)` comes first and wins over the later fixed size.
        priceLine(captionFirst: true),
        // GPTalks: the next line replaces the attributes, so the font is never used.
        tabBarTitles(nextLine: "appearance.stackedLayoutAppearance.normal.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.gray]"),
        // The system's own tab title size, 10 pt, which doesn't grow either (the dnd-11th-4 app's tab bar).
        tabBarTitles(nextLine: "appearance.stackedLayoutAppearance.normal.iconColor = .gray", points: 10),
        // A tab bar item appearance made as a local (treblesurf's tabs), at the system's 10 pt.
        surfTabs(points: 10),
        // The tab titles' attributes kept in a local first (KNB's tab bar), 11 pt.
        "final class MainTabBarController: UITabBarController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    let appearance = UITabBarAppearance()\n    let normalAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 11, weight: .medium)]\n    appearance.stackedLayoutAppearance.normal.titleTextAttributes = normalAttributes\n    tabBar.standardAppearance = appearance\n  }\n}",
        // The same size through the item appearance (BillBuddy's tabs).
        "struct BillBuddyTabView: View {\n  init() {\n    UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont(name: \"Pretendard-Bold\", size: 10)!], for: .normal)\n  }\n  var body: some View { TabView { HomeView() } }\n}",
        // FightPandemics' results tab: every text of its cards sets its own font, so the tab's reaches none.
        resultsTab(timeLine: "Text(\"3시간 전\").font(.custom(\"WorkSans-Regular\", size: 11))"),
        // A network image given a font: no words to size (BasicxSport's sport icons).
        "struct SportTile: View { let sport: Sport\n var body: some View { VStack { KFImage(URL(string: sport.iconURL)).resizable().font(.system(size: 30)).frame(width: 50, height: 50); Text(sport.name) } } }",
        // The neighbour of the screen-sized font: a size @ScaledMetric scales.
        "struct TopicRow: View { let name: String; @ScaledMetric(relativeTo: .title3) var titleSize = 20.0; var body: some View { Text(name).font(.system(size: titleSize, weight: .heavy)) } }",
        // Mundo's skeleton review row, shown while reviews load: drawn as grey bars.
        "struct ReviewPlaceholder: View { var body: some View { HStack { Text(\"작성자\").font(.system(size: 14)); Text(\"방금\") }.redacted(reason: .placeholder) } }",
        // kDrive's segmented control: the size is scaled to the user's text size before the font is made.
        "final class SegmentedControl: UISegmentedControl {\n  func setUp() {\n    let font = UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 14))\n    setTitleTextAttributes([.font: font], for: .normal)\n  }\n}",
        // The neighbour of Fearless Wallet's text styles: the bundled font scaled to the user's text size.
        "extension UIFont {\n  static var p1Paragraph: UIFont { UIFontMetrics(forTextStyle: .body).scaledFont(for: R.font.soraRc0040417Regular(size: 14)!) }\n}\nfinal class BalanceView: UIView {\n  let balanceLabel = UILabel()\n  func setUp() { balanceLabel.font = .p1Paragraph; balanceLabel.adjustsFontForContentSizeCategory = true }\n}",
        // A label configured and never put on screen.
        "final class WalletCreated: UIViewController {\n  lazy var titleLabel: UILabel = {\n    let label = UILabel()\n    label.font = UIFont.systemFont(ofSize: 18)\n    return label\n  }()\n  let doneButton = UIButton()\n  override func viewDidLoad() { view.addSubview(doneButton) }\n}",
        // Every use gives the view's size property a @ScaledMetric of its own (bitchat's header count).
        "struct Header: View {\n  let countSize: CGFloat\n  var body: some View { Text(\"3명\").font(.system(size: countSize)) }\n}\nstruct Screen: View {\n  @ScaledMetric(relativeTo: .subheadline) private var countSize: CGFloat = 12\n  var body: some View { Header(countSize: countSize) }\n}",
        // The same function scaling what it makes; one no text view takes its font from.
        "enum FontSize: CGFloat { case desc = 14 }\nenum Fonts {\n  static func system(size: FontSize) -> UIFont {\n    return UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: size.rawValue))\n  }\n}\nfinal class AddressView: UIView {\n  let addressLabel = UILabel()\n  func setUp() { addressLabel.font = Fonts.system(size: .desc); addressLabel.adjustsFontForContentSizeCategory = true }\n}",
        "enum Fonts {\n  static func badge(size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }\n}\nfinal class Renderer { func draw() { let attributes: [NSAttributedString.Key: Any] = [:]; _ = attributes } }",
        // Another font's size in a new weight (Rocket.Chat's `semibold()`): as large as what it is given.
        "extension UIFont {\n  func semibold() -> UIFont { UIFont.systemFont(ofSize: self.pointSize, weight: .semibold) }\n}\nfinal class Row: UIView {\n  let nameLabel = UILabel()\n  func setUp() { nameLabel.font = UIFont.preferredFont(forTextStyle: .body).semibold(); nameLabel.adjustsFontForContentSizeCategory = true }\n}",
        // The neighbour of the label style helper: its styles scale.
        "enum LabelStyle { case title, txt }\nextension UILabel {\n  func setStyle(_ type: LabelStyle) {\n    switch type {\n    case .title: font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 26.0, weight: .bold))\n    case .txt: font = UIFont.preferredFont(forTextStyle: .body)\n    }\n  }\n}\nfinal class Recovery: UIViewController {\n  @IBOutlet weak var titleLabel: UILabel!\n  override func viewDidLoad() { titleLabel.setStyle(.title) }\n}",
        // The local is made a scaled font before the label gets it (FSNotes' sidebar cell).
        "final class Cell: UITableViewCell {\n  let label = UILabel()\n  func configure() {\n    var font = UIFont.systemFont(ofSize: 15)\n    if isTag { font = UIFont.systemFont(ofSize: 14) }\n    font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: font)\n    label.font = font\n    label.adjustsFontForContentSizeCategory = true\n  }\n}",
        // A 1 pt font on an invisible button that only carries a keyboard shortcut (Code App's run button).
        "struct Editor: View { var body: some View { Text(shortcutHint).font(.system(size: 1)) } }",
        // A camera's row of two buttons whose titles set their own fonts: the row's font reaches no words.
        "struct PhotoButtons: View { var body: some View { HStack { Button { retake() } label: { Text(\"다시 찍기\").font(.body) }; Spacer(); Button { upload() } label: { Text(\"사진 업로드\").font(.body) } }.font(.system(size: 18).bold()) } }",
        // A toolbar of icons drawn by a helper, and a counter with its own font: the fixed font sizes only symbols (Vernissage's composer).
        "struct Toolbar: View {\n  func iconLabel(systemName: String) -> some View { Image(systemName: systemName).frame(width: 28, height: 28) }\n  func chip(_ title: String) -> some View { Text(title).padding(4) }\n  var body: some View { HStack { Button { attach() } label: { iconLabel(systemName: \"paperclip\") }; Button { mention() } label: { iconLabel(systemName: \"at\") }; Text(\"\\(remaining)\").font(.body) }.font(.system(size: 20)) }\n}",
        // The value in the middle of a Lock Screen circular gauge (xDrip's accessory widget).
        "struct Circular: View { var body: some View { Gauge(value: value, in: 40...400) { Text(\"mg/dL\") } currentValueLabel: { Text(reading).font(.system(size: 20)).bold().minimumScaleFactor(0.2) }.gaugeStyle(.accessoryCircular) } }",
        // The font on a helper's call whose every branch draws a symbol (Yattee's slider icons).
        "struct Slider: View {\n  @ViewBuilder private func sliderIcon(muted: Bool) -> some View {\n    if muted { Image(systemName: \"speaker.slash.fill\") } else { Image(systemName: \"speaker.wave.3.fill\") }\n  }\n  var body: some View { Button { toggle() } label: { sliderIcon(muted: muted).font(.system(size: 14, weight: .medium)).frame(width: 28, height: 28) } }\n}",
        // A label's own font, measured in a computed property (Windscribe's slot-machine label).
        "final class SlotLabel: UIView {\n  var font: UIFont = .systemFont(ofSize: 16)\n  override var intrinsicContentSize: CGSize {\n    let size = (\"0\" as NSString).size(withAttributes: [.font: font])\n    return CGSize(width: size.width, height: size.height)\n  }\n}",
        // A string's width measured in a computed property, the attributed string written over
        // several lines (a Korean meeting app's `String.width`).
        "extension String {\n  var width: CGFloat {\n    let attributedString = NSAttributedString(\n      string: self,\n      attributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 22.0)]\n    )\n    return attributedString.size().width\n  }\n}",
        // A font token no text view uses (it only measures text).
        "enum Theme {\n  enum Fonts { static let row = UIFont.systemFont(ofSize: 15, weight: .medium) }\n}\nfunc rowHeight(_ text: String) -> CGFloat { (text as NSString).size(withAttributes: [.font: Theme.Fonts.row]).height }",
        // A list bullet drawn as a glyph: a picture of a point, with no words to enlarge.
        "final class ListMarker: UIView {\n  func makeBullet() -> UILabel {\n    let label = UILabel()\n    label.text = \"•\"\n    label.font = .systemFont(ofSize: 30)\n    return label\n  }\n}",
        // An arrow drawn under a pull-to-refresh hint (BeeSwift's "⇩"): an icon, not words.
        "final class PullHint: UIView {\n  func setUp() {\n    let iconLabel = UILabel()\n    iconLabel.text = \"⇩\"\n    iconLabel.font = .systemFont(ofSize: 30, weight: .ultraLight)\n    addSubview(iconLabel)\n  }\n}",
        "struct Bullet: View { var body: some View { Text(\"•\").font(.system(size: 30)).frame(width: 24, height: 24) } }",
        // A submenu's title and the items are drawn by the system's menu, in its own scaling font.
        "struct Sort: View { var body: some View { Menu { Menu { Button(\"Today\") {} } label: { Label(\"Top\", systemImage: \"arrow.up\").font(.system(size: 17, weight: .bold)) } } label: { Label(\"Sort\", systemImage: \"arrow.up.arrow.down\") } } }",
        "struct Row: View { var body: some View { Text(\"Post\").contextMenu { Button { copy() } label: { Label(\"Copy\", systemImage: \"doc.on.doc\").font(.system(size: 15)) } } } }",
        // An attributes dictionary only a measured string is made with (BibliographicGuide's chat bubble width).
        "func labelSizeTimeOutgoing(textWithTime: String) -> CGFloat {\n  let attributes: [NSAttributedString.Key: Any] = [\n    .font: UIFont.systemFont(ofSize: 16)\n  ]\n  let attributedText = NSAttributedString(string: textWithTime, attributes: attributes)\n  let rect = attributedText.boundingRect(with: CGSize(width: 300, height: 300), options: [.usesLineFragmentOrigin], context: nil).integral\n  return rect.size.width\n}",
        // Fonts that only measure a cell's height ahead; no text is shown with them.
        "func postHeight(_ title: String, _ body: String, width: CGFloat) -> CGFloat {\n  let titleText = NSMutableAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 17)])\n  let flair = NSAttributedString(string: \"NSFW\", attributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)])\n  titleText.append(flair)\n  let bodyHeight = NSString(string: body).boundingRect(with: CGSize(width: width, height: .infinity), options: [.usesLineFragmentOrigin], attributes: [.font: UIFont.systemFont(ofSize: 15)], context: nil).height\n  return titleText.boundingRect(with: CGSize(width: width, height: .infinity), options: [.usesLineFragmentOrigin], context: nil).height + bodyHeight\n}",
        "struct A: View { var body: some View { Text(\"x\").font(.footnote) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.title2.bold()) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.custom(\"Pretendard\", size: 15, relativeTo: .subheadline)) } }",
        // Body's own size, or one the source doesn't settle: it already grows like body text (Pyto's code views).
        "struct Code: View { var body: some View { Text(code).font(.custom(\"Menlo\", size: 17)) } }",
        // Rouzzle's 16 and 20 pt fonts: growing like body text they reach what .callout and .title3 would.
        "struct Card: View { var body: some View { VStack { Text(\"루틴\").font(.custom(\"Pretendard-Medium\", size: 16)); Text(\"오늘\").font(.custom(\"Pretendard-Bold\", size: 20)) } } }",
        // Uplift's body and label tokens, 14 and 12 pt: within an eighth of their styles at the accessibility sizes.
        "enum Fonts { static let bodySemibold = Font.custom(\"Montserrat-SemiBold\", size: 14)\n static let labelLight = Font.custom(\"Montserrat-Light\", size: 12) }\nstruct A: View { var body: some View { VStack { Text(\"목표\").font(Fonts.bodySemibold); Text(\"저장됨\").font(Fonts.labelLight) } } }",
        "struct Code: View { let fontSize: CGFloat\n var body: some View { Text(code).font(.custom(\"Menlo\", size: fontSize)) } }",
        "struct A: View { @ScaledMetric(relativeTo: .body) var size = 17.0\n  var body: some View { Text(\"x\").font(.system(size: size)) } }",
        // The neighbour of the size token made a number: this one is @ScaledMetric.
        "struct Legend: View { @ScaledMetric(relativeTo: .caption) var legendSize = 12.0\n var body: some View { Text(\"x\").font(.system(size: CGFloat(legendSize))) } }",
        // The factor follows the user's text size.
        "extension Font {\n  func scaled(with factor: CGFloat) -> Font {\n    switch self {\n    case .caption: .system(size: 12 * factor)\n    default: .system(size: 17 * factor)\n    }\n  }\n}\nstruct ScaledFont: ViewModifier {\n  @ScaledMetric(relativeTo: .body) private var textScaling = 1.0\n  let font: Font\n  func body(content: Content) -> some View { content.font(font.scaled(with: textScaling)) }\n}",
        "struct A: View { var body: some View { Text(\"x\").font(.system(.body, design: .rounded)) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 22, weight: .bold))\n    label.adjustsFontForContentSizeCategory = true\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFont.preferredFont(forTextStyle: .body)\n    label.adjustsFontForContentSizeCategory = true\n  }\n}",
        "#Preview { Text(\"x\").font(.system(size: 40)) }",
        "let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .footnote)]",
        "func f(_ text: NSMutableAttributedString) { text.addAttribute(.font, value: UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17)), range: r) }",
        "func caption() -> AttributeContainer {\n  var container = AttributeContainer()\n  container.font = .caption2\n  return container\n}",
        "let gap = NSAttributedString(string: \"\\n\\n\", attributes: [.font: UIFont.systemFont(ofSize: 8)])",
        "func title() -> NSAttributedString {\n  let font = UIFont.preferredFont(forTextStyle: .headline)\n  return NSAttributedString(string: \"Sale\", attributes: [.font: font, .kern: 1])\n}",
        "struct A: View { var body: some View { Image(systemName: \"play.circle.fill\").font(.system(size: 54)) } }",
        // A button drawn as its symbol alone: its title is spoken, never drawn.
        "struct Transport: View { var body: some View { Button(isPlaying ? \"일시 정지\" : \"재생\", systemImage: \"play.fill\", action: toggle).labelStyle(.iconOnly).font(.system(size: 20)) } }",
        // Bigger than body text at every size (72 pt, 200 pt): nothing to enlarge.
        "struct A: View { var body: some View { TextField(\"0\", text: $amount).font(.system(size: 72, weight: .heavy)) } }",
        "struct Standby: View { var body: some View { Text(value).font(.system(size: 200)).fontWeight(.bold).minimumScaleFactor(0.2) } }",
        // A calorie target shown at 48 pt: as large as body text at every size but the two largest.
        "struct WeightStep: View { var body: some View { VStack { Text(\"목표 체중\").font(.title2); TextField(\"0\", text: $weight).font(.system(size: 48, weight: .bold)) } } }",
        // A size taken from another font is as fixed as that font, which is judged where it is made.
        "final class Chat: UIViewController {\n  let input = UITextView()\n  func setUp() {\n    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: input.font!.pointSize, weight: .semibold)]\n    register(attributes)\n  }\n}",
        // A superscript sized from the text's own font (Zotero's rich text): relative to a font judged elsewhere.
        "enum Attributes {\n  static func toggleSuperscript(in string: NSMutableAttributedString, range: NSRange, defaultFont: UIFont) {\n    let active = true\n    let newSize = active ? 0.75 * defaultFont.pointSize : defaultFont.pointSize\n    string.addAttributes([.font: defaultFont.withSize(newSize)], range: range)\n    string.addAttributes([.font: defaultFont.withSize(defaultFont.pointSize * 0.75)], range: range)\n  }\n}",
        // A helper's size parameter every call passes another font's size, and a local taken from a
        // text style's size (scaled for jumbo emoji): they follow those fonts.
        "extension String {\n  func bold(fontSize: CGFloat) -> NSAttributedString {\n    let text = NSMutableAttributedString(string: self)\n    text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: fontSize), range: NSRange(location: 0, length: count))\n    return text\n  }\n}\nfinal class Cell: UITableViewCell {\n  let titleLabel = UILabel()\n  func show(_ name: String) { titleLabel.attributedText = name.bold(fontSize: titleLabel.font.pointSize) }\n}",
        "final class MessageCell: UITableViewCell {\n  let label = UILabel()\n  func show(_ text: String, jumbo: Bool) {\n    var fontSize = UIFont.preferredFont(forTextStyle: .body).pointSize\n    if jumbo { fontSize *= 3 }\n    label.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: fontSize)])\n  }\n}",
        // A fit-to-height search: the largest size that fills the label.
        "final class Clock: UIViewController {\n  let label = UILabel()\n  static func fit(_ label: UILabel) {\n    for fontSize in stride(from: 500, through: 5, by: -1) {\n      let font = UIFont.systemFont(ofSize: fontSize)\n      if fits(font, label) { label.font = font; break }\n    }\n  }\n}",
        // Text drawn into a bitmap (a contact picture, a share image) isn't on-screen text.
        "enum ContactPicture {\n  static func image(_ text: String, size: CGSize) -> UIImage? {\n    UIGraphicsBeginImageContext(size)\n    drawText(text, in: CGRect(origin: .zero, size: size))\n    return UIGraphicsGetImageFromCurrentImageContext()\n  }\n  private static func drawText(_ text: String, in rect: CGRect) {\n    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 40, weight: .bold)]\n    text.draw(\n      in: rect, withAttributes: attributes)\n  }\n}",
        "enum ContactPicture {\n  static func image(_ text: String, size: CGSize) -> UIImage? {\n    UIGraphicsBeginImageContext(size)\n    drawText(text, in: CGRect(origin: .zero, size: size), fontSize: 40)\n    return UIGraphicsGetImageFromCurrentImageContext()\n  }\n  private static func drawText(_ text: String, in rect: CGRect, fontSize: Int) {\n    func makeAttributes(_ size: Int) -> [NSAttributedString.Key: Any] {\n      let font = UIFont.systemFont(ofSize: CGFloat(size))\n      return [.font: font]\n    }\n    text.draw(in: rect, withAttributes: makeAttributes(fontSize))\n  }\n}",
        // Drawn into the pages of an exported PDF: no text on screen.
        // A tab's title, drawn by the tab bar in its own font (Julook's tabs).
        "struct SubRootView: View { var body: some View { TabView { SearchView().tabItem { Image(systemName: \"magnifyingglass\"); Text(\"검색\").font(.system(size: 10, weight: .bold)) } } } }",
        // iOS 18's `Tab` label, drawn by a member only the tabs call (DirAct's root view).
        "struct RootView: View { @State var tabcase: TabCase = .home\n var body: some View { TabView(selection: $tabcase) { ForEach(TabCase.allCases, id: \\.rawValue) { tab in Tab(value: tab) { tabView(tab: tab) } label: { tabLabel(tab) } } } }\n private func tabLabel(_ tab: TabCase) -> some View { VStack { Image(systemName: tab.icon); Text(tab.rawValue).font(Font.system(size: 12)) } } }",
        // Fonts on pictures: Tuist's asset image, and an image another type's method returns.
        "struct SettingButton: View { let title: String\n  var body: some View { HStack { AMDImage.flag24.swiftUIImage.font(.system(size: 24, weight: .medium)); Text(title) } } }",
        "final class GradeModel { func fetchUserGrade(id: String) -> Image { Image(\"grade\") } }\nstruct CommentRow: View { let model: GradeModel\n  var body: some View { HStack { model.fetchUserGrade(id: \"a\").font(.system(size: 24, weight: .medium)).frame(width: 24, height: 24); Text(\"댓글\") } } }",
        // A printed page (QR Share Pro's printout of a code and its text): paper, not the screen.
        "final class CodePrintRenderer: UIPrintPageRenderer {\n  let text: String\n  init(text: String) { self.text = text; super.init() }\n  override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {\n    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 18.0)]\n    (text as NSString).draw(in: contentRect, withAttributes: attributes)\n  }\n}",
        "enum DataExporter {\n  static func pdf(_ rows: [[String]]) -> Data {\n    let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))\n    return renderer.pdfData { context in\n      context.beginPage()\n      let headerAttributes = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 12)]\n      \"지원자 목록\".draw(at: CGPoint(x: 36, y: 36), withAttributes: headerAttributes)\n    }\n  }\n}",
        // A private helper building the string its only caller draws into a `UIGraphicsImageRenderer` image.
        "enum Badge {\n  static func render(_ title: String) -> UIImage {\n    UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40)).image { _ in\n      attributedText(title, size: 13)\n        .draw(\n          with: CGRect(x: 0, y: 12, width: 40, height: 15), options: .usesLineFragmentOrigin, context: nil)\n    }\n  }\n  private static func attributedText(_ title: String, size: CGFloat) -> NSAttributedString {\n    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: size, weight: .bold)]\n    return NSAttributedString(string: title, attributes: attributes)\n  }\n}",
        "final class Clock: UIViewController {\n  static func fit(_ text: String, in label: UILabel) {\n    for fontSize in stride(from: 500, through: 5, by: -1) {\n      let font = UIFont.systemFont(ofSize: fontSize)\n      let box = (text as NSString).boundingRect(with: label.bounds.size, options: [], attributes: [.font: font], context: nil)\n      if box.height <= label.bounds.height { label.font = font; break }\n    }\n  }\n}",
        // A view function's size parameter given a reading size at every call (larger than any text size asks body text to be).
        "struct Standby: View { var body: some View { VStack { reading(size: 120); reading(size: 96) } }\n private func reading(size: CGFloat) -> some View { Text(glucose).font(.system(size: size, weight: .bold)) } }",
        // Emoji and a monogram's letter are pictures; a stack of SF Symbols holds no words.
        "struct A: View { var body: some View { Text(\"🎉\").font(.system(size: 40)) } }",
        "struct Grade: View { var body: some View { ZStack { Color.green; Text(\"A\").font(.system(size: 42, weight: .bold)) }.frame(width: 40, height: 50) } }",
        "struct A: View { var body: some View { Button { react() } label: { Text(reaction.rawValue).font(.system(size: 32)) } } }",
        "struct A: View { let url: URL?\n  var body: some View { let abbrv = String(url?.host?.first ?? \"R\")\n Text(abbrv).font(.system(size: 40, weight: .bold)) } }",
        "struct A: View { var body: some View { HStack { Image(systemName: \"cube.fill\"); Spacer(); Button { close() } label: { Image(systemName: \"xmark\") } }.font(.system(size: 24)) } }",
        // A toolbar of symbol buttons and a menu (its items drawn by the system) whose one text sets its own font,
        // and an icon from the app's own accessor (`getImage`, declared elsewhere): the font sizes symbols only.
        "struct Bar: View { var body: some View { HStack { ScrollView(.horizontal) { HStack { Menu { Button { pick() } label: { Label { Text(\"Photos\") } icon: { Image(systemName: \"photo\") } } } label: { Image(systemName: \"photo.on.rectangle\") }; Button { insert(\"@\") } label: { Image(systemName: \"at\") } } }; Spacer(); Text(count).font(.footnote) }.font(.system(size: 20)) } }",
        "struct Nav: View { var body: some View { Button { tap() } label: { item.viewMode.getImage(state: state).font(.system(size: 20)).padding(8) } } }",
        // A label style's icon, and a label drawn as its icon only: the font sizes a symbol.
        "struct CategoryLabelStyle: LabelStyle {\n  func makeBody(configuration: Configuration) -> some View {\n    VStack { configuration.icon.font(.system(size: 40)).frame(width: 40, height: 40); configuration.title.font(.subheadline) }\n  }\n}",
        "struct A: View { var body: some View { Button(action: add) { Label(\"Add participant\", systemImage: \"person.badge.plus\").labelStyle(IconOnlyLabelStyle()).font(.system(size: 24, weight: .medium)) } } }",
        "struct A: View { var body: some View { HStack { Label(\"Share\", systemImage: \"square.and.arrow.up\"); Label(\"Delete\", systemImage: \"trash\") }.labelStyle(.iconOnly).font(.system(size: 20)) } }",
        // An image kept in a property or made by a method: the font sizes its symbol.
        "struct Volume: View { let muted: Bool\n  private var volumeImage: Image { muted ? Image(systemName: \"speaker.slash\") : Image(systemName: \"speaker.wave.3\") }\n  private func icon(_ name: String) -> Image { Image(systemName: name) }\n  var body: some View { HStack { volumeImage.font(.system(size: 20)); icon(\"sun.max\").font(.system(size: 20)) } }\n}",
        // A case of an enum view whose body is the symbol it names (Nio's `SFSymbol.close`).
        "enum SFSymbol: String, View {\n  case close = \"xmark\"\n  var body: some View { Image(systemName: rawValue) }\n}\nstruct Composer: View { var body: some View { Button(action: cancel) { SFSymbol.close.font(.system(size: 20)).accessibilityLabel(\"Cancel\") } } }",
        // A rating drawn with symbols, through ForEach and nested views: the font sizes the stars.
        "struct Stars: View { let rating: Int\n  var body: some View { HStack { ForEach(0..<rating) { _ in Filled() }; if rating < 5 { Empty() } } }\n  struct Filled: View { var body: some View { Image(systemName: \"star.fill\") } }\n  struct Empty: View { var body: some View { Image(systemName: \"star\") } }\n}\nstruct Score: View { var body: some View { VStack { Stars(rating: 3).font(.system(size: 12)); Text(\"Rated\") } } }",
        "extension View {\n  func iconStyle() -> some View {\n    self.symbolRenderingMode(.palette).font(.system(size: 32).weight(.thin))\n  }\n}",
        // A `View` helper every use of which is on an image (Jami's navigation-bar icons).
        "extension View {\n  func navBarIconStyle() -> some View {\n    self.font(.system(size: 20)).frame(width: 44, height: 44)\n  }\n}\nstruct Bar: View { var body: some View { HStack { Button(action: call) { Image(systemName: \"phone\").navBarIconStyle() }; Button(action: video) { Image(systemName: \"video\").navBarIconStyle() } } } }",
        // `self` in an `Image` extension is an image: a resizable one in a fixed frame, sized by the frame.
        "extension Image {\n  func barButton() -> some View {\n    self.resizable().aspectRatio(contentMode: .fit).frame(width: 16, height: 16).font(.system(size: 14, weight: .bold))\n  }\n}",
        "final class Overlay: UIView {\n  func add(_ text: String, size: CGFloat) {\n    let label = UILabel()\n    label.font = .systemFont(ofSize: 14)\n    label.text = text\n    label.textColor = .clear\n  }\n}",
        "final class EmojiCell: UICollectionViewCell {\n  let emojiLabel = UILabel()\n  func setUp() {\n    emojiLabel.font = .boldSystemFont(ofSize: 32)\n  }\n}",
        "final class Picker: UIView {\n  let button = UIButton()\n  func setUp(_ emoji: Emoji) {\n    button.titleLabel?.font = .boldSystemFont(ofSize: 32)\n    button.setTitle(emoji.rawValue, for: .normal)\n  }\n}",
      ],
      corrections: [
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(price).font(.system(size: 13)) } }",
          after: "struct A: View { var body: some View { Text(price).font(.footnote) } }"),
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").font(.system(size: 13, weight: .bold)) } }",
          after: "struct A: View { var body: some View { Text(\"x\").font(.footnote.weight(.bold)) } }"),
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").font(Font.system(size: 20, weight: .semibold, design: .rounded).italic()) } }",
          after: "struct A: View { var body: some View { Text(\"x\").font(Font.system(.title3, design: .rounded).weight(.semibold).italic()) } }"),
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").font(.system(size: 34, design: .serif)) } }",
          after: "struct A: View { var body: some View { Text(\"x\").font(.system(.largeTitle, design: .serif)) } }"),
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").font(.custom(\"Pretendard\", size: 10)) } }",
          after: "struct A: View { var body: some View { Text(\"x\").font(.custom(\"Pretendard\", size: 10, relativeTo: .caption2)) } }"),
        RuleCorrection(
          before: "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFont.systemFont(ofSize: 15)\n    label.numberOfLines = 0\n  }\n}",
          after: "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFont.preferredFont(forTextStyle: .subheadline)\n    label.adjustsFontForContentSizeCategory = true\n    label.numberOfLines = 0\n  }\n}"),
        RuleCorrection(
          before: "final class V: UIViewController {\n\tlet button = UIButton()\n\tfunc setUp() {\n\t\tbutton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold) // title\n\t}\n}",
          after: "final class V: UIViewController {\n\tlet button = UIButton()\n\tfunc setUp() {\n\t\tbutton.titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold)) // title\n\t\tbutton.titleLabel?.adjustsFontForContentSizeCategory = true\n\t}\n}"),
        RuleCorrection(
          before: "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFont.boldSystemFont(ofSize: 12)\n    label.adjustsFontForContentSizeCategory = true\n  }\n}",
          after: "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFontMetrics(forTextStyle: .caption).scaledFont(for: UIFont.boldSystemFont(ofSize: 12))\n    label.adjustsFontForContentSizeCategory = true\n  }\n}"),
        RuleCorrection(
          before: "func caption() -> AttributeContainer {\n  var container = AttributeContainer()\n  container.font = .system(size: 12)\n  return container\n}",
          after: "func caption() -> AttributeContainer {\n  var container = AttributeContainer()\n  container.font = .caption\n  return container\n}"),
      ]),
    fixes: [.safe, .suggestion],
    otherSeverities: [.warning, .info])

  /// Whether `view` is in a `Menu`'s content or a `.contextMenu { }` (directly, or in a member
  /// used only there): the system's menu draws those items with its own text, which follows the
  /// text size and ignores a `.font` on them. The `Menu`'s own label is the app's and isn't one.
  static func isMenuItem(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func inMenu(_ view: SwiftUIView) -> Bool {
      file.ancestry(of: view).steps.contains { step in
        if case .modifier(let name, let index) = step.child.slot, name == "contextMenu",
           index < step.ancestor.modifiers.count {
          // Not its `preview:` closure: the app draws the preview.
          let call = step.ancestor.modifiers[index]
          let text = file.text(from: call.start, to: call.end)
          guard let preview = text.range(of: "preview:") else { return true }
          return step.child.position.utf8Offset < call.start.utf8Offset + text[..<preview.lowerBound].utf8.count
        }
        return step.ancestor.name == "Menu" && step.child.slot == .content
      }
    }
    if inMenu(view) { return true }
    let top = file.ancestry(of: view).steps.last?.ancestor ?? view
    return file.everyUseOfMember(holding: top, isCovered: inMenu)
  }

  /// Replacing a size with a text style is safe when the style's default size is that size: the
  /// text looks the same until the user changes the text size. A nearest style of another size
  /// redraws the design (a 9 pt badge in a fixed circle becoming 11 pt): a suggestion.
  static func styleApplicability(points: Double, style: String) -> FixApplicability {
    TextStyleScale.style(named: style)?.size == points ? .safe : .suggestion
  }

  /// An earlier `.font` in the same chain, with no overlay, background or mask between them, and
  /// built whenever this one is (not the other side of a postfix `#if`).
  /// (Or by an earlier text style of the app's, `.Cap6().font(.system(size: 11))`: the style's
  /// own `.font` is nearer the text, Onbom's card and Coffice's header.)
  static func isOverriddenByAnEarlierFont(_ place: Int, in modifiers: [ViewModifierCall], file: SwiftFileModel) -> Bool {
    guard let earlier = modifiers[..<place].lastIndex(where: { $0.name == "font" || file.project.fontSettingModifiers.contains($0.name) })
    else { return false }
    let first = modifiers[earlier].position.utf8Offset, later = modifiers[place].position.utf8Offset
    if file.compilationBranches.contains(where: { ($0.start..<$0.end).contains(first) != ($0.start..<$0.end).contains(later) }) { return false }
    return !modifiers[(earlier + 1)..<place].contains { ["overlay", "background", "mask"].contains($0.name) }
  }

  /// A price line given `.font(.caption)` and a fixed 10 pt font, the caption first or last
  /// (marked unless the caption comes first).
  static func priceLine(captionFirst: Bool) -> RuleExample {
    let caption = ".font(.caption)", fixed = ".font(\(captionFirst ? "" : "↓").system(size: 10))"
    return RuleExample(
      "struct ClothingCard: View { let price: Double\n var body: some View { Text(\"$\\(price)\")\(captionFirst ? caption : fixed).foregroundColor(.gray)\(captionFirst ? fixed : caption) } }")
  }

  /// A tab bar controller giving its items' titles a fixed font of `points`, then running `nextLine`
  /// (marked unless that replaces the attributes holding the font, as GPTalks' does, or the size
  /// is the system's own 10 pt).
  static func tabBarTitles(nextLine: String, points: Int = 9) -> RuleExample {
    let marked = !nextLine.contains("titleTextAttributes") && points < 10
    return RuleExample("""
      final class MainTabController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let appearance = UITabBarAppearance()
          appearance.stackedLayoutAppearance.normal.titleTextAttributes = [NSAttributedString.Key.font: \(marked ? "↓" : "")UIFont.systemFont(ofSize: \(points))]
          \(nextLine)
          tabBar.standardAppearance = appearance
        }
      }
      """)
  }

  /// A tab of search results given a fixed 30 pt font, whose card's time line is `timeLine`
  /// (marked unless every text of the cards sets its own font, FightPandemics').
  static func resultsTab(timeLine: String) -> RuleExample {
    RuleExample("""
      struct ResultCard: View {
        var body: some View {
          VStack { \(timeLine); Button(action: more) { Text("더 보기").font(.custom("WorkSans-Regular", size: 14)) } }
        }
      }
      struct Results: View { var body: some View { ScrollView { VStack { ResultCard(); ResultCard() } } } }
      struct Home: View {
        var body: some View { TabView { Results().font(\(timeLine.contains(".font(") ? "" : "↓").system(size: 30, weight: .bold)).tabItem { Text("검색") } } }
      }
      """)
  }

  /// The text itself, or the control it labels, shows the Large Content Viewer (a bar button's
  /// badge); a whole screen given the modifier doesn't say what each text shows.
  static func showsItsOwnLargeContent(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if view.hasModifier("accessibilityShowsLargeContentViewer") { return true }
    return view.context.enclosingControl.map { file.views[$0].hasModifier("accessibilityShowsLargeContentViewer") } ?? false
  }

  /// The finding's message, noted as text in a view that shows the Large Content Viewer (`holder`,
  /// or the SwiftUI view's `.accessibilityShowsLargeContentViewer` when nil).
  static func largeContentViewerMessage(_ message: LocalizedText, holder: String?) -> LocalizedText {
    let en = holder.map { "it sits in '\($0)', which shows the Large Content Viewer (showsLargeContentViewer, largeContentTitle, UILargeContentViewerInteraction)" }
      ?? "it is shown with .accessibilityShowsLargeContentViewer"
    let ko = holder.map { "이 텍스트는 큰 콘텐츠 뷰어(showsLargeContentViewer, largeContentTitle, UILargeContentViewerInteraction)를 보여 주는 '\($0)' 안에 있어" }
      ?? "이 텍스트는 .accessibilityShowsLargeContentViewer로 보여 주므로"
    return LocalizedText(
      en: message.en + "; \(en): people at large text sizes can long-press it to read it enlarged. Check that the title says what the text says",
      ko: message.ko + ". \(ko) 큰 텍스트 크기를 쓰는 사람은 길게 눌러 크게 읽을 수 있습니다. 제목이 텍스트와 같은 내용을 말하는지 확인하세요")
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    var reportedParameters: Set<String> = []
    // On an `Image`, a font sizes an SF Symbol: not text a person reads.
    for view in file.views where view.name != "Image" {
      // Emoji and monogram letters are pictures; a stack of SF Symbols has no words to enlarge.
      guard view.modifiers.contains(where: { $0.name == "font" }), !Self.drawsNoReadingText(view, in: file) else { continue }
      // A menu's items (a submenu's title too) are drawn by the system's menu in its own font.
      if Self.isMenuItem(view, in: file) { continue }
      // A tab's label (`.tabItem { Text("검색").font(…) }`): the tab bar draws its title in its own
      // font, whatever the label sets (Julook's tabs).
      if file.isTabItemLabel(view) { continue }
      // A skeleton row's text is painted as grey bars while the real content loads: nothing to read.
      if file.isDrawnAsPlaceholder(view) { continue }
      // A blurred copy of words drawn as a glow (Gem's wordmark): the sharp copy is judged.
      if file.isAlwaysBlurred(view) { continue }
      for (place, modifier) in view.modifiers.enumerated() where modifier.name == "font" {
        guard let font = modifier.arguments.firstUnlabeled else { continue }
        // `.font(.caption)…​.font(.system(size: 10))`: the first font set is the one the text
        // draws in (the clothing app's prices); a later one reaches only what an overlay or
        // background between them adds.
        if Self.isOverriddenByAnEarlierFont(place, in: view.modifiers, file: file) { continue }
        // `Text(…).Cap6().font(.system(size: 11))`: the chain continues a text style of the app's
        // (the model's view named for it), whose own `.font` is nearer the text (Onbom's card).
        if file.project.fontSettingModifiers.contains(view.name),
           !view.modifiers[..<place].contains(where: { ["overlay", "background", "mask"].contains($0.name) }) { continue }
        if let problem = Self.swiftUIProblem(font, file: file, type: view.enclosingType, depth: 0), !problem.isSilent {
          // A custom font token without `relativeTo:` is reported once, where it is declared.
          if problem.severity == .info, Self.isToken(font) { continue }
          // One parameter's sizes, used by several texts of the function: one finding.
          if let key = problem.parameterKey, !reportedParameters.insert(key).inserted { continue }
          // The bar's title slot (`ToolbarItem(placement: .principal)`): a stand-in for the bar's
          // own title, which doesn't grow either (Daily Dozen's detail titles).
          if problem.severity == nil || problem.severity == .error, Self.isInBarTitleSlot(view, in: file) {
            // Short words as large as the bar's own title (17 pt) or larger (Wote's 18 pt "프로필
            // 수정"): what the system would draw there, neither long nor small.
            if let words = view.titleArgument?.stringLiteral, words.count <= 12,
               let size = font.callArguments.first(labeled: "size"),
               let points = DisplayTextSize.points(of: size, file: file, type: view.enclosingType), points >= Self.systemBarTextSize { continue }
            context.report(at: font.start, Self.barTitleViewMessage(problem.message), severity: .info)
            continue
          }
          // Under `.accessibilityShowsLargeContentViewer` (a bar button's unread badge): a long
          // press shows it enlarged, as for UIKit's Large Content Viewer below.
          if problem.severity == nil || problem.severity == .error, Self.showsItsOwnLargeContent(view, in: file) {
            context.report(at: font.start, Self.largeContentViewerMessage(problem.message, holder: nil), severity: .info, needsReview: true)
            continue
          }
          context.report(at: font.start, problem.message, severity: problem.severity, needsReview: problem.needsReview, fix: problem.fix)
        } else if let problem = Self.factorScaledHelperProblem(font, in: file) {
          context.report(at: font.start, problem.message, severity: problem.severity, needsReview: problem.needsReview, fix: problem.fix)
        }
      }
    }
    for (key, value) in file.constants.sorted(by: { $0.value.start.utf8Offset < $1.value.start.utf8Offset }) {
      // A token no text is drawn in: nothing to grow.
      if file.project.fontTokensNeverUsed.contains(key.name) { continue }
      guard case .call = value.kind, let problem = Self.swiftUIProblem(value, file: file, type: nil, depth: 0),
            problem.severity == .info, !problem.isSilent else { continue }
      context.report(at: value.start, problem.message, severity: problem.severity, needsReview: problem.needsReview, fix: problem.fix)
    }
    var insertedAdjusts: Set<String> = []
    for assignment in UIKitFontAssignment.all(in: file) {
      guard var problem = Self.uikitProblem(assignment.resolved, in: file), !problem.isSilent, !assignment.drawsPictureText(in: file),
            !Self.isSearchedOrDrawnIntoImage(assignment.resolved, at: [assignment.assignment.value.start.utf8Offset], in: file)
      else { continue }
      // Configured and then left, never put on screen (Trust Wallet's unused title label).
      if file.isConfiguredButNeverShown(assignment.object) { continue }
      // `font = fontMetrics.scaledFont(for: font)` between the local's fixed value and this use.
      if case .reference(let name) = assignment.assignment.value.kind,
         UIKitFontAssignment.isRescaled(name, before: assignment.assignment.value.start.utf8Offset, in: file) { continue }
      // Invisible text (a clear text color over an image, kept for selection or VoiceOver) is read by no eye.
      if let color = assignment.object.assignment(assignment.labelPath.isEmpty ? "textColor" : assignment.labelPath + ".textColor")?.value.text,
         [".clear", "UIColor.clear"].contains(color) { continue }
      // The label shows attributed text made elsewhere (`label.attributedText = spotlight.attributedText`)
      // and never plain text: that text's own fonts replace this one wherever it sets them.
      let prefix = assignment.labelPath.isEmpty ? "" : assignment.labelPath + "."
      if let shown = assignment.object.assignment(prefix + "attributedText"), !assignment.object.assigns(prefix + "text"),
         !["NSAttributedString(", "NSMutableAttributedString(", "AttributedString("].contains(where: { shown.value.text.contains($0) }) {
        problem.needsReview = true
        problem.severity = .warning
        problem.message = LocalizedText(
          en: problem.message.en + "; this label shows attributed text made elsewhere ('\(shown.value.text)'), whose own font replaces this one: check that it sets a scalable font",
          ko: problem.message.ko + ". 이 레이블은 다른 곳에서 만든 속성 문자열('\(shown.value.text)')을 보여 주며 그 문자열의 폰트가 이 폰트를 대체합니다. 그 폰트가 크기 조절되는지 확인하세요")
      }
      // The outlet's storyboard gives it a text style: the code's fixed font replaces it.
      if let style = assignment.storyboardTextStyle(in: context.project) {
        problem.message = LocalizedText(
          en: problem.message.en + " (this replaces the .\(style) text style the storyboard gives it)",
          ko: problem.message.ko + " (스토리보드가 준 .\(style) 텍스트 스타일을 대체합니다)")
      }
      // Built for the navigation bar's title view: a stand-in for the bar's own title.
      if problem.severity == nil || problem.severity == .error,
         Self.setsTitleView(around: assignment.assignment.value.start.utf8Offset, in: file) {
        // In the bar's own title font (17 pt bold or semibold system, GPX Tracker's "Your Files"):
        // exactly what the system's title would show, which doesn't grow either.
        if Self.isBarTitleFont(assignment.assignment.value.text) { continue }
        context.report(at: assignment.assignment.value.start, Self.barTitleViewMessage(problem.message), severity: .info)
        continue
      }
      // The label sits in a view that shows the Large Content Viewer (`showsLargeContentViewer`,
      // a `largeContentTitle`, a `UILargeContentViewerInteraction`): Apple's accommodation for
      // text kept small on purpose (a logo lockup), which people at large sizes can press to read
      // enlarged. Worth a look, not an error; growing it would break the design it is part of.
      if let holder = Self.largeContentViewerHolder(of: assignment.object.name, at: assignment.assignment.value.start, in: file) {
        context.report(at: assignment.assignment.value.start, Self.largeContentViewerMessage(problem.message, holder: holder),
                       severity: .info, needsReview: true)
        continue
      }
      let key = "\(assignment.object.name)#\(assignment.object.position.utf8Offset)#\(assignment.adjustsProperty)"
      if var fix = problem.fix, !assignment.adjustsForContentSize(in: context.project), !insertedAdjusts.contains(key) {
        if let insertion = assignment.insertAdjustsLine(in: file) {
          fix.edits.append(insertion)
          fix.summary = LocalizedText(
            en: fix.summary.en + " and set adjustsFontForContentSizeCategory = true",
            ko: fix.summary.ko + ", adjustsFontForContentSizeCategory = true 설정")
          insertedAdjusts.insert(key)
          problem.fix = fix
        } else {
          problem.fix = nil
        }
      }
      context.report(at: assignment.assignment.value.start, problem.message, severity: problem.severity, needsReview: problem.needsReview, fix: problem.fix)
    }
    reportLabelStyleHelpers(in: file, &context)
    reportUIKitFontTokens(in: file, &context)
    reportUIKitFontFunctions(in: file, &context)
    for use in file.attributedFonts {
      let resolved = UIKitFontAssignment.resolve(use.value, in: file, type: use.enclosingType).0
      guard !Self.isSearchedOrDrawnIntoImage(resolved, at: [use.value.start.utf8Offset], in: file) else { continue }
      // Attributes that only measure text (a cell height computed ahead with `boundingRect`) show nothing.
      if use.place == .attributeDictionary, ComputedFontSize.isOnlyMeasured(at: use.value.start.utf8Offset, in: file) { continue }
      // A UIKit font given to an `AttributedString` that only SwiftUI's `Text` shows (real estate's
      // field labels, `result.font = UIFont(name:size:)` in `Text(labelAttribute)`): `Text` draws
      // the SwiftUI attributes only, and the `.font` on the `Text` sets the size.
      if use.place == .attributeProperty, resolved.text.hasPrefix("UIFont"), file.sourceContains("Text("),
         !file.sourceContains("NSAttributedString(") && !file.sourceContains("attributedText") { continue }
      // A navigation bar's title attributes: the bar draws the title, not a label of the app's.
      if let bar = Self.barTitleAttributes(holding: use, in: file) {
        guard let problem = Self.uikitProblem(resolved), !problem.isSilent,
              let points = resolved.callArguments.first(labeled: "ofSize")?.numberLiteral
                ?? resolved.callArguments.first(labeled: "size")?.numberLiteral else { continue }
        if bar == "largeTitleTextAttributes" {
          context.report(at: use.value.start, LocalizedText(
            en: "the navigation bar's large title font is fixed at \(Measure.format(points)) pt (largeTitleTextAttributes): the system's large titles grow with the user's text size, this one doesn't; scale it with UIFontMetrics(forTextStyle: .largeTitle)",
            ko: "내비게이션 막대의 큰 제목 폰트가 \(Measure.format(points))pt로 고정되어 있습니다(largeTitleTextAttributes). 시스템의 큰 제목은 사용자의 글자 크기에 따라 커지지만 이 제목은 커지지 않습니다. UIFontMetrics(forTextStyle: .largeTitle)로 크기를 조절하세요"))
        } else if bar == Self.barButtonAttributes {
          // No smaller than the system's own bar buttons (17 pt), which don't grow either: nothing to fix.
          if points >= Self.systemBarTextSize { continue }
          context.report(at: use.value.start, LocalizedText(
            en: "the bar button items' title font is fixed at \(Measure.format(points)) pt (setTitleTextAttributes); the system's own bar buttons don't grow with the text size either (people read them enlarged with the large content viewer), so this only matters if a button's title is long or important to read",
            ko: "막대 버튼 항목의 제목 폰트가 \(Measure.format(points))pt로 고정되어 있습니다(setTitleTextAttributes). 시스템 막대 버튼도 글자 크기에 따라 커지지 않으므로(큰 콘텐츠 뷰어로 확대해 읽음) 버튼 제목이 길거나 꼭 읽어야 할 때만 문제가 됩니다"),
            severity: .info)
        } else if Self.isOverwrittenRightAfter(use, in: file) {
          // `appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.font: …]` and, on the
          // next line, `= [.foregroundColor: …]` (GPTalks' tab bar): the dictionary with the font is replaced.
          continue
        } else if bar == Self.tabBarItemAttributes || Self.assignedTarget(of: use, in: file).map({ target in
                    target.lowercased().contains("layoutappearance") || target.lowercased().contains("tabbaritemappearance")
                      // (A local made as one: treblesurf's `let itemAppearance = UITabBarItemAppearance()`.)
                      || target.split(separator: ".").first.map { file.sourceContains("\($0) = UITabBarItemAppearance(") } == true
                  }) == true {
          // `UITabBarAppearance().stackedLayoutAppearance.normal.titleTextAttributes`, or a
          // `UITabBarItemAppearance` of the app's (LionHeart's `tabBarItemAppearance`): the tab bar's item titles.
          // No smaller than the system's own stacked tab titles (10 pt), which don't grow either
          // (the dnd-11th-4 app's 10 pt Pretendard titles): nothing to fix.
          if points >= Self.systemTabBarTitleSize { continue }
          context.report(at: use.value.start, LocalizedText(
            en: "the tab bar items' title font is fixed at \(Measure.format(points)) pt (titleTextAttributes); the system's own tab bar titles don't grow with the text size either (people read them enlarged with the large content viewer), so this only matters if a title is long or important to read",
            ko: "탭 막대 항목의 제목 폰트가 \(Measure.format(points))pt로 고정되어 있습니다(titleTextAttributes). 시스템 탭 막대 제목도 글자 크기에 따라 커지지 않으므로(큰 콘텐츠 뷰어로 확대해 읽음) 제목이 길거나 꼭 읽어야 할 때만 문제가 됩니다"),
            severity: .info)
        } else {
          // No smaller than the system's own bar title (17 pt), which doesn't grow either
          // (AudioLearning's 20 pt Avenir title): nothing to fix.
          if points >= Self.systemBarTextSize { continue }
          context.report(at: use.value.start, LocalizedText(
            en: "the navigation bar's title font is fixed at \(Measure.format(points)) pt (titleTextAttributes); the system's own bar titles don't grow with the text size either (people read them enlarged with the large content viewer), so this only matters if the title is long or important to read",
            ko: "내비게이션 막대의 제목 폰트가 \(Measure.format(points))pt로 고정되어 있습니다(titleTextAttributes). 시스템 막대 제목도 글자 크기에 따라 커지지 않으므로(큰 콘텐츠 뷰어로 확대해 읽음) 제목이 길거나 꼭 읽어야 할 때만 문제가 됩니다"),
            severity: .info)
        }
        continue
      }
      guard let problem = Self.attributedProblem(use, in: file), !problem.isSilent else { continue }
      // Built in a function that sets `navigationItem.titleView` (a title button with a menu):
      // a stand-in for the bar's own title, which doesn't grow either.
      if problem.severity == nil || problem.severity == .error, Self.setsTitleView(around: use.value.start.utf8Offset, in: file) {
        if Self.isBarTitleFont(use.value.text) { continue }
        context.report(at: use.value.start, Self.barTitleViewMessage(problem.message), severity: .info)
        continue
      }
      context.report(at: use.value.start, problem.message, severity: problem.severity, needsReview: problem.needsReview, fix: problem.fix)
    }
  }

  /// A UIKit font constant declared in a type (Hound's `enum Font { static let primaryHeaderLabel =
  /// UIFont.systemFont(ofSize: 35, weight: .bold) }`) that text views elsewhere use
  /// (`label.font = Constant.Visual.Font.primaryHeaderLabel`): reported once, where it is declared
  /// and where the fix goes, not at each of its uses. No fix-it: a `static let` is made once, so a
  /// text style there would still not follow later changes of the text size.
  private func reportUIKitFontTokens(in file: SwiftFileModel, _ context: inout RuleContext) {
    let uses = context.project.uikitFontTokenUses
    guard !uses.isEmpty else { return }
    for (key, value) in file.constants.sorted(by: { $0.value.start.utf8Offset < $1.value.start.utf8Offset }) {
      guard key.type != nil, let all = uses[key], let problem = Self.uikitProblem(value, in: file), !problem.isSilent,
            problem.isFixed else { continue }
      // Types of one name nested in several classes (Anilibria's `Constants.titleFont` in each
      // cell) can't be told apart by the key: this file's own uses, when it has any, are its.
      let own = all.filter { $0.file == file.path }
      let use = own.isEmpty ? all : own
      let first = "\(use[0].file):\(use[0].line)"
      let views = use.count == 1 ? "1 text view" : "\(use.count) text views"
      context.report(at: value.start, LocalizedText(
        en: problem.message.en + "; '\(key.name)' is the font of \(views) (\(first)\(use.count > 1 ? " and others" : "")): make it a scaled font (UIFontMetrics) and set adjustsFontForContentSizeCategory on the views that use it",
        ko: problem.message.ko + ". \(KoreanParticle.topic.attach(to: "'\(key.name)'")) 텍스트 뷰 \(use.count)개의 폰트입니다(\(first)\(use.count > 1 ? " 등" : "")). UIFontMetrics로 크기를 조절하고 그 뷰들에 adjustsFontForContentSizeCategory를 설정하세요"),
        severity: problem.severity, needsReview: problem.needsReview)
    }
  }

  /// A function of the app's that returns a fixed-size `UIFont` (Muun's `Constant.Fonts.system(size:
  /// weight:)` over an enum of points) and that text views take their font from: reported once,
  /// where the font is made and the fix goes, with how many text views it sizes.
  private func reportUIKitFontFunctions(in file: SwiftFileModel, _ context: inout RuleContext) {
    for (name, place) in context.project.fixedUIFontFunctions.sorted(by: { $0.value.offset < $1.value.offset }) where place.path == file.path {
      guard let all = context.project.uikitFontFunctionUses[name], !all.isEmpty else { continue }
      let first = "\(all[0].file):\(all[0].line)"
      let views = all.count == 1 ? "1 text view" : "\(all.count) text views"
      context.report(at: file.position(utf8Offset: place.offset), LocalizedText(
        en: "'\(name)' makes fixed-size fonts, which don't grow with the user's text size, and it is the font of \(views) (\(first)\(all.count > 1 ? " and others" : "")): make it return a scaled font (UIFontMetrics(forTextStyle:).scaledFont(for:)) and set adjustsFontForContentSizeCategory on the views that use it",
        ko: "\(KoreanParticle.topic.attach(to: "'\(name)'")) 사용자의 글자 크기에 따라 커지지 않는 고정 크기 폰트를 만들며, 텍스트 뷰 \(all.count)개의 폰트입니다(\(first)\(all.count > 1 ? " 등" : "")). UIFontMetrics(forTextStyle:).scaledFont(for:)로 조절한 폰트를 돌려주고 그 뷰들에 adjustsFontForContentSizeCategory를 설정하세요"))
    }
  }

  /// A method the app adds to a UIKit text class (`extension UILabel { func setStyle(_:) { font =
  /// .systemFont(ofSize: 14) } }`, Green's label styles) sets a fixed font on every label it
  /// styles: reported once, in the helper, where the fix goes. (The storyboard findings of the
  /// labels it restyles step aside for it; a helper nothing live calls is left out as unreached.)
  private func reportLabelStyleHelpers(in file: SwiftFileModel, _ context: inout RuleContext) {
    guard file.declarations.types.contains(where: { $0.kind == .extension && Self.styledTextClasses[$0.name] != nil }) else { return }
    for assignment in file.behaviour.assignments where assignment.property == "font" {
      guard let type = assignment.enclosingType, let receivers = Self.styledTextClasses[type],
            receivers.contains(assignment.receiver.replacingOccurrences(of: "?", with: "")) else { continue }
      let resolved = UIKitFontAssignment.resolve(assignment.value, in: file, type: type).0
      guard let problem = Self.uikitProblem(resolved, in: file), !problem.isSilent else { continue }
      context.report(at: assignment.value.start, LocalizedText(
        en: problem.message.en + "; it is set by a \(type) helper of the app's, so every \(type == "UIButton" ? "button" : "label") it styles keeps this size",
        ko: problem.message.ko + ". 앱이 \(type)에 더한 도우미가 지정하므로 이 도우미로 꾸민 모든 \(type == "UIButton" ? "버튼" : "레이블")이 이 크기에 고정됩니다"),
        severity: problem.severity, needsReview: problem.needsReview)
    }
  }

  /// UIKit text classes an app extends with styling helpers, and the receivers of `font` there.
  static let styledTextClasses: [String: Set<String>] = [
    "UILabel": ["", "self"], "UITextField": ["", "self"], "UITextView": ["", "self"], "UIButton": ["titleLabel", "self.titleLabel"],
  ]

  /// A fixed font on text that stands in for the navigation bar's title.
  /// `UIFont.boldSystemFont(ofSize: 17)`, `.systemFont(ofSize: 17, weight: .semibold)`: the
  /// navigation bar's own title font.
  static func isBarTitleFont(_ text: String) -> Bool {
    let compact = text.filter { !$0.isWhitespace }
    guard compact.contains("ofSize:17)") || compact.contains("ofSize:17,") || compact.contains("ofSize:17.0") else { return false }
    return compact.contains("boldSystemFont(") || compact.contains("systemFont(") && (compact.contains("weight:.semibold") || compact.contains("weight:.bold"))
  }

  static func barTitleViewMessage(_ message: LocalizedText) -> LocalizedText {
    LocalizedText(
      en: "\(message.en); it is drawn in the navigation bar's title view, and the system's own bar titles don't grow with the text size either (people read them enlarged with the large content viewer), so this only matters if the title is long or important to read",
      ko: "\(message.ko). 내비게이션 막대의 제목 뷰에 그려지며 시스템 막대 제목도 글자 크기에 따라 커지지 않으므로(큰 콘텐츠 뷰어로 확대해 읽음) 제목이 길거나 꼭 읽어야 할 때만 문제가 됩니다")
  }

  /// The view is, or is inside, a `ToolbarItem(placement: .principal)`, the bar's title slot, or
  /// a leading item that holds only words (Omnivore's "Profile" at `.barLeading`): a title in
  /// the bar.
  static func isInBarTitleSlot(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func isTitleItem(_ item: SwiftUIView) -> Bool {
      guard item.name == "ToolbarItem", let placement = item.arguments.first(labeled: "placement")?.text else { return false }
      if placement.hasSuffix(".principal") { return true }
      guard Self.leadingBarPlacements.contains(where: { placement.hasSuffix($0) }) else { return false }
      return !file.descendants(of: item).contains { $0.isControl || $0.name == "Menu" || $0.name == "NavigationLink" }
    }
    return isTitleItem(view) || file.ancestry(of: view).steps.contains { isTitleItem($0.ancestor) }
  }

  static let leadingBarPlacements = [".barLeading", ".navigationBarLeading", ".topBarLeading"]

  /// The innermost function around `offset` assigns a navigation item's `titleView`, or builds what the
  /// file assigns to it (`navigationItem.titleView = Self.buildNavigationLogoView()`, ownCloud's
  /// wordmark beside its logo).
  static func setsTitleView(around offset: Int, in file: SwiftFileModel) -> Bool {
    guard let function = file.declarations.innermostFunction(containing: offset) else { return false }
    let source = file.converter.source
    // `navigationItem.titleView =`, `navigationBar.topItem?.titleView =` (FSNotes' share sheet); not
    // another view's own `titleView` (a chart's).
    if navigationTitleViewSetters.contains(where: { source.contains($0, from: function.body.lowerBound, to: function.body.upperBound) }) {
      return true
    }
    guard !function.isProperty, navigationTitleViewSetters.contains(where: { source.contains($0) }) else { return false }
    let text = String(decoding: source.bytes, as: UTF8.self)
    return text.split(separator: "\n").contains { line in
      guard let assignment = navigationTitleViewSetters.lazy.compactMap({ line.range(of: $0) }).first else { return false }
      let value = line[assignment.upperBound...]
      return value.contains(".\(function.name)(") || value.trimmingPrefix(while: \.isWhitespace).hasPrefix("\(function.name)(")
    }
  }

  /// `appearance.stackedLayoutAppearance.normal.titleTextAttributes` in `target = [.font: …]` on
  /// A tab view whose bar's item appearance, a local (treblesurf's tabs), gets titles at `points`,
  /// the dictionary written over several lines; marked where it is reported (below 10 pt).
  static func surfTabs(points: Int) -> RuleExample {
    RuleExample("""
      struct MainTabView: View {
        init() {
          let appearance = UITabBarAppearance()
          let itemAppearance = UITabBarItemAppearance()
          itemAppearance.normal.titleTextAttributes = [
            .foregroundColor: UIColor.systemBlue,
            .font: \(points < 10 ? "↓" : "")UIFont.systemFont(ofSize: \(points), weight: .medium)
          ]
          appearance.stackedLayoutAppearance = itemAppearance
          UITabBar.appearance().standardAppearance = appearance
        }
        var body: some View { TabView { Text("Home") } }
      }
      """)
  }

  /// the line of the font: what the dictionary is assigned to, nil when it isn't assigned there.
  static func assignedTarget(of use: AttributedFont, in file: SwiftFileModel) -> String? {
    let bytes = file.converter.source.bytes
    let offset = min(use.value.start.utf8Offset, bytes.count)
    var lineStart = (bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    func lineText(from start: Int) -> String {
      let end = bytes[start..<offset].firstIndex(of: UInt8(ascii: "\n")) ?? offset
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
    var line = lineText(from: lineStart)
    // A dictionary written over several lines (treblesurf's `itemAppearance.normal.titleTextAttributes = [`
    // with the font two lines down): the line that opens it, a few lines up, still open here.
    var linesUp = 0
    while line.range(of: " = [") == nil && line.range(of: "=[") == nil, linesUp < 4, lineStart > 0 {
      lineStart = (bytes[..<(lineStart - 1)].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      line = lineText(from: lineStart)
      linesUp += 1
    }
    if linesUp > 0 {
      let opened = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
      guard opened.filter({ $0 == "]" }).count < opened.filter({ $0 == "[" }).count else { return nil }
    }
    guard let equals = line.range(of: " = [") ?? line.range(of: "=[") else { return nil }
    let target = line[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
    guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || "_.?!()".contains($0) }) else { return nil }
    return target
  }

  /// The same target is assigned again in the next statements (within a few lines, before the
  /// block closes): the dictionary holding the font is replaced before it is used.
  static func isOverwrittenRightAfter(_ use: AttributedFont, in file: SwiftFileModel) -> Bool {
    guard let target = assignedTarget(of: use, in: file) else { return false }
    let bytes = file.converter.source.bytes
    guard let lineEnd = bytes[min(use.value.start.utf8Offset, bytes.count)...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
    let following = String(decoding: bytes[lineEnd..<min(bytes.count, lineEnd + 600)], as: UTF8.self)
    for line in following.split(separator: "\n").prefix(4) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("}") { return false }
      if trimmed.hasPrefix(target + " = ") || trimmed.hasPrefix(target + "=") && !trimmed.hasPrefix(target + "==") { return true }
    }
    return false
  }

  static let navigationTitleViewSetters = ["navigationItem.titleView =", "topItem?.titleView =", "topItem!.titleView =", "topItem.titleView ="]

  /// `navigationBar.titleTextAttributes = [.font: ...]`, `appearance.largeTitleTextAttributes = attributes`:
  /// the property a font's attribute dictionary is given to, when it is a bar title's.
  static func barTitleAttributes(holding use: AttributedFont, in file: SwiftFileModel) -> String? {
    guard use.place == .attributeDictionary else { return nil }
    let bytes = file.converter.source.bytes
    // Back to the dictionary's opening bracket.
    var index = min(use.value.start.utf8Offset, bytes.count) - 1, depth = 0
    while index >= 0 {
      let byte = bytes[index]
      if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") { depth += 1 }
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") {
        if depth == 0 { break }
        depth -= 1
      }
      index -= 1
    }
    guard index > 0, bytes[index] == UInt8(ascii: "[") else { return nil }
    // What is before it: `titleTextAttributes =`, or `let attributes(: [...])? =` given to one.
    let lineStart = (bytes[..<index].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    var before = String(decoding: bytes[max(0, lineStart - 200)..<index], as: UTF8.self)
    while before.last?.isWhitespace == true { before.removeLast() }
    // `UIBarButtonItem.appearance().setTitleTextAttributes([.font: ...], for: .normal)`.
    if Self.isBarButtonTitleCall(before, in: file) { return Self.barButtonAttributes }
    if Self.isTabBarItemTitleCall(before) { return Self.tabBarItemAttributes }
    guard before.hasSuffix("=") else { return nil }
    before.removeLast()
    while before.last?.isWhitespace == true { before.removeLast() }
    for property in ["largeTitleTextAttributes", "titleTextAttributes"] where before.hasSuffix(property) { return property }
    // A local dictionary: the property it is assigned to.
    let words = before.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    guard let declared = before.range(of: "let ", options: .backwards) ?? before.range(of: "var ", options: .backwards),
          let name = before[declared.upperBound...].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).first,
          words.contains(name) else { return nil }
    let source = String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
    for property in ["largeTitleTextAttributes", "titleTextAttributes"] {
      guard let assigned = source.range(of: ".\(property)=\(name)") else { continue }
      // Given to a tab bar item appearance (`appearance.stackedLayoutAppearance.normal
      // .titleTextAttributes = normalAttributes`, KNB's tabs): the tab bar's item titles.
      let receiver = String(source[..<assigned.lowerBound].reversed()
        .prefix { $0.isLetter || $0.isNumber || "_.?!()".contains($0) }.reversed()).lowercased()
      if property == "titleTextAttributes", receiver.contains("layoutappearance") || receiver.contains("tabbaritemappearance") {
        return tabBarItemAttributes
      }
      return property
    }
    // `let attributes = [...]` given to a bar button's `setTitleTextAttributes(attributes, for:)`.
    var rest = Substring(source)
    while let call = rest.range(of: ".setTitleTextAttributes(\(name),") {
      if isBarButtonTitleCall(String(source[..<call.upperBound].dropLast(name.count + 1)), in: file) { return barButtonAttributes }
      if isTabBarItemTitleCall(String(source[..<call.upperBound].dropLast(name.count + 1))) { return tabBarItemAttributes }
      rest = rest[call.upperBound...]
    }
    return nil
  }

  /// What ``barTitleAttributes(holding:in:)`` says for a bar button's title attributes.
  static let barButtonAttributes = "setTitleTextAttributes"
  /// What it says for a tab bar item's (`UITabBarItem.appearance().setTitleTextAttributes(…)`).
  static let tabBarItemAttributes = "tabBarItem.setTitleTextAttributes"

  /// Text ending in a tab bar item's `setTitleTextAttributes(` (`UITabBarItem.appearance()`, a
  /// controller's `tabBarItem`): the tab bar draws those titles (BillBuddy's 10 pt Pretendard tabs).
  static func isTabBarItemTitleCall(_ text: String) -> Bool {
    guard text.hasSuffix(".setTitleTextAttributes(") else { return false }
    let receiver = String(text.dropLast(".setTitleTextAttributes(".count)
      .reversed().prefix { $0.isLetter || $0.isNumber || "_.?!()".contains($0) }.reversed())
    return receiver.hasPrefix("UITabBarItem.appearance(") || receiver.hasSuffix("tabBarItem") || receiver.hasSuffix("tabBarItem?")
  }

  /// The point size of the system's navigation bar title and bar button titles, which stay fixed.
  /// The system tab bar's stacked item titles: 10 pt, fixed.
  static let systemTabBarTitleSize = 10.0
  static let systemBarTextSize = 17.0

  /// Text ending in a bar button item's `setTitleTextAttributes(` (`UIBarButtonItem.appearance()`,
  /// `navigationItem.rightBarButtonItem?`): the bar draws that title, like the bar's own title. A
  /// segmented control's or a tab bar item's titles are not these. A variable the file makes or
  /// declares as a `UIBarButtonItem` (`let closeButton = UIBarButtonItem(title: ...)`), and no other
  /// kind of object by that name, is one too.
  static func isBarButtonTitleCall(_ text: String, in file: SwiftFileModel) -> Bool {
    guard text.hasSuffix(".setTitleTextAttributes(") else { return false }
    let receiver = String(text.dropLast(".setTitleTextAttributes(".count)
      .reversed().prefix { $0.isLetter || $0.isNumber || "_.?!()".contains($0) }.reversed())
    if receiver.lowercased().contains("barbuttonitem") { return true }
    var name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
    while name.last == "?" || name.last == "!" { name.removeLast() }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let classes = Set(file.uikitObjects.filter { $0.name == name }.map(\.uikitClass))
    if classes == ["UIBarButtonItem"] { return true }
    // `guard let button = timeShiftBarButton`: a local the file unwraps, every time, from a bar
    // button item property (iBurn's time-shift button; its `let button = UIButton(…)` elsewhere is
    // another local).
    guard file.sourceContains("let \(name) = ") else { return false }
    let source = String(decoding: file.sourceBytes, as: UTF8.self)
    var bound: Set<String> = []
    var rest = source[...]
    while let found = rest.range(of: "let \(name) = ") {
      let before = rest[..<found.lowerBound]
      guard before.hasSuffix("guard ") || before.hasSuffix("if ") || before.hasSuffix(", ") else {
        rest = rest[found.upperBound...]
        continue
      }
      let binding = found
      var value = String(rest[binding.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      if value.hasPrefix("self.") { value.removeFirst(5) }
      bound.insert(value)
      rest = rest[binding.upperBound...]
    }
    return !bound.isEmpty && bound.allSatisfy { value in
      value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && value != name
        && Set(file.uikitObjects.filter { $0.name == value }.map(\.uikitClass)) == ["UIBarButtonItem"]
    }
  }

  /// A font named by a constant or a token (`titleFont`, `.brandTitle`, `Theme.Fonts.title`) rather
  /// than written at the use.
  static func isToken(_ font: ExpressionInfo) -> Bool {
    switch font.kind {
    case .reference: return true
    case .member(let base, let name):
      return (base != nil && base != "Font" && base != "SwiftUI.Font") || TextStyleScale.style(named: name) == nil
    default: return false
    }
  }

  /// Views that draw no words inside a container: symbols, images, shapes, spacing. A button or menu
  /// counts when it has no title (its label's views are judged themselves).
  static let wordlessViews: Set<String> = [
    "Image", "Button", "Menu", "Link", "NavigationLink", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack",
    "Group", "Spacer", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    "EmptyView", "ProgressView", "ScrollView",
  ]

  /// Text drawn as a picture (emoji, a monogram's letters), or a container whose subtree holds SF
  /// Symbols or images and no words (`HStack { Image(systemName: "cube"); Button { } label: { Image(...) } }`):
  /// a font there sizes pictures, not text anyone reads. Custom views count when the project knows
  /// their body is an image or a control (an icon button); any other may hold text.
  static func drawsNoReadingText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if view.name == "Text" {
      return view.showsPictureText(in: file) || isLetterTile(view, in: file) || isCircularGaugeValue(view, in: file)
    }
    // A `LabelStyle`'s `configuration.icon` is the label's symbol; an icon-only `Label` shows
    // only its symbol (its title is spoken, not drawn).
    if view.name == "configuration.icon" || isIconOnlyLabel(view, in: file) { return true }
    // A segmented `Picker`: `UISegmentedControl` draws the segments and ignores SwiftUI's font, and
    // the label isn't shown (myAcBook's record type).
    if view.name == "Picker", view.modifiers(named: "pickerStyle").contains(where: { $0.arguments.first?.value.text.hasSuffix("segmented") == true }) {
      return true
    }
    // A style helper (`extension View { func iconStyle() -> some View { self.symbolRenderingMode(...)
    // .font(...) } }`) that also sets how symbols render is made for icons.
    if view.name == "self", view.modifiers.contains(where: { ["symbolRenderingMode", "imageScale"].contains($0.name) }) {
      return true
    }
    // A `View` helper every use of which is on an `Image` (`Image(systemName:).navBarIconStyle()`).
    if view.name == "self", let member = file.viewMember(holding: view), file.project.iconStyleHelpers.contains(member.name) {
      return true
    }
    // `self` in an `extension Image` helper is the image: a font sizes its symbol, or nothing
    // when it is resizable (its frame sizes it).
    if view.name == "self", view.enclosingType.map(TypeIndex.simpleName) == "Image" { return true }
    // A view held in a property or made by a method declared `-> Image` (`volumeImage.font(...)`).
    let member = view.name.hasPrefix("self.") ? String(view.name.dropFirst(5)) : view.name
    if file.declarations.imageMembers.contains((view.enclosingType ?? "") + "." + member) { return true }
    // One declared `-> Image` on another type (`viewModel.fetchUserGrade(id:)`, HappyAnding's grade badge).
    if view.kind == .reference, let first = view.modifiers.first, file.project.imageMemberNames.contains(first.name) { return true }
    if isNamedPicture(view) || isPictureViewTypeMember(view, in: file) { return true }
    // A constant holding a picture (`Icon.switchCam`, `static let switchCam = Image(systemName: …)`,
    // PicCharge's icons): the font sizes its symbol.
    let path = view.name.split(separator: ".").map(String.init)
    if path.count == 2, let value = file.project.constants[ConstantKey(type: path[0], name: path[1])],
       ["Image", "SwiftUI.Image"].contains(value.callee ?? "") { return true }
    // A local holding a picture (`let image = Image(systemName: "suit.\(suit).fill")`, a card's
    // suit in SpiderSolitaire): the font sizes its symbol.
    if view.kind == .reference, !view.name.contains("."), isLocalPicture(view.name, at: view.position.utf8Offset, in: file) { return true }
    // A picture from the network (`KFImage(url).resizable().font(.system(size: 30))`, BasicxSport's
    // sport icons): no words to size.
    if SwiftUIColorScene.isPicture(view), view.name != "Image" { return true }
    // The font on a helper's call (`sliderIcon(type:).font(...)`) sizes what the helper draws.
    let helper = file.viewMember(referencedBy: view)
    guard helper != nil || view.kind == .call, !wordlessViews.contains(view.name) || view.titleArgument == nil else { return false }
    // A custom view drawing only symbols (a star rating): the font sizes its symbols.
    if file.customView(named: view.name)?.drawsOnlyPictures == true { return true }
    // A custom view whose every text sets its own font: this one reaches no words.
    if view.kind == .call, file.customView(named: view.name)?.fontReachesNoText == true { return true }
    var sawPicture = false
    // A text keeping its own font: with no other words, the font here reaches none (a camera's
    // button row, `.font(.system(size: 18))` around two buttons whose titles set theirs).
    var keptOwnFont = false
    var expanded: Set<String> = []
    // Depth first; a custom icon view's closures are its actions, not content, so its children are skipped.
    var stack = view.children.map { file.view($0) }
    if let member = helper {
      expanded.insert(member.name)
      stack.append(contentsOf: member.roots.map { file.view($0) })
    }
    while let child = stack.popLast() {
      switch child.name {
      // A `Text` with its own `.font` keeps that font: the one around it reaches no words there
      // (that font is judged on the `Text`).
      case "Text" where child.kind == .call && child.modifiers.contains(where: { $0.name == "font" }):
        keptOwnFont = true
        continue
      case "Text":
        guard child.showsPictureText(in: file) else { return false }
        sawPicture = true
      // A `Menu`'s items are drawn by the system's menu in its own font: only its label is sized here.
      case "Menu" where child.kind == .call && child.titleArgument == nil && child.argument("systemImage") == nil:
        stack.append(contentsOf: child.children.map { file.view($0) }.filter { $0.slot != .content })
      case "Image":
        sawPicture = true
      case "Label" where isIconOnlyLabel(child, in: file):
        sawPicture = true
      case _ where wordlessViews.contains(child.name):
        guard child.titleArgument == nil, child.argument("systemImage") == nil else { return false }
        stack.append(contentsOf: child.children.map { file.view($0) })
      case _ where isNamedPicture(child) || isPictureViewTypeMember(child, in: file):
        sawPicture = true
      default:
        // A member of the same type (`composerToolbarIconLabel(systemName:)`): what its views draw,
        // each member once.
        if let member = file.viewMember(referencedBy: child) {
          guard expanded.insert(member.name).inserted else { continue }
          stack.append(contentsOf: member.roots.map { file.view($0) })
          continue
        }
        guard let summary = file.customView(named: child.name) else { return false }
        if summary.drawsOnlyPictures {
          sawPicture = true
          continue
        }
        switch summary.content {
        case .image: sawPicture = true
        // An icon button (`CubeIconView(shake:) { ... }`); one given words to show may show them.
        case .control:
          let givenWords = child.arguments.contains { argument in
            argument.value.stringLiteral != nil
              || argument.label.map { ["title", "text", "label", "titleKey"].contains($0) } == true
          }
          guard !givenWords else { return false }
          sawPicture = true
        case .text, .other: return false
        }
      }
    }
    return sawPicture || keptOwnFont
  }

  /// A value drawn in the middle of a circular gauge (`Gauge { } currentValueLabel: { Text(bg) }
  /// .gaugeStyle(.accessoryCircular)`, a Lock Screen widget): fitted to the ring like a glyph,
  /// which a larger text size couldn't grow.
  static func isCircularGaugeValue(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    for step in file.ancestry(of: view).steps where step.ancestor.name == "Gauge" {
      guard case .named(let slot) = step.child.slot, ["currentValueLabel", "minimumValueLabel", "maximumValueLabel"].contains(slot)
      else { return false }
      let styled = ([step.ancestor] + file.ancestry(of: step.ancestor).steps.map(\.ancestor)).contains { candidate in
        candidate.modifiers(named: "gaugeStyle").contains { $0.arguments.first?.value.text.contains("Circular") == true }
      }
      return styled
    }
    return false
  }

  /// A member of another value, called or read, whose name says it is a picture
  /// (`item.viewMode.getImage(state)`, `tab.icon`, `entry.symbolImage`): the app's own icon
  /// accessor, declared elsewhere, whose font sizes a symbol. Given words (a string literal) it may
  /// draw them; a name ending in another word (`item.iconTitle`) is no picture.
  static func isNamedPicture(_ view: SwiftUIView) -> Bool {
    guard view.kind == .reference, !view.name.contains("\"") else { return false }
    // `item.viewMode.getImage(state: state)` is read as the reference `item.viewMode` with the
    // call `getImage(state:)` first in its modifier chain.
    // (No SwiftUI modifier's name ends in "image", "icon", "symbol" or "glyph".)
    if let first = view.modifiers.first, isPictureAccessorName(first.name) {
      return !first.arguments.contains(where: { $0.value.stringLiteral != nil })
    }
    guard view.name.contains("."), let last = view.name.split(separator: ".").last else { return false }
    return isPictureAccessorName(String(last))
  }

  /// A case or static member of a view type whose body is an image (`SFSymbol.close` with `enum
  /// SFSymbol: String, View { var body: some View { Image(systemName: rawValue) } }`, Nio's).
  static func isPictureViewTypeMember(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.kind == .reference, let dot = view.name.firstIndex(of: "."), dot != view.name.startIndex,
          let summary = file.customView(named: String(view.name[..<dot])) else { return false }
    if case .image = summary.content { return true }
    return summary.drawsOnlyPictures
  }

  static func isPictureAccessorName(_ name: String) -> Bool {
    IdentifierWords.words(in: name).last.map(pictureAccessorWords.contains) == true
  }

  /// (`uiimage`: Tuist's and SwiftGen's `Asset.flag24.swiftUIImage`, read as swift, uiimage.)
  static let pictureAccessorWords: Set<String> = ["image", "icon", "symbol", "glyph", "uiimage"]

  /// `.labelStyle(.iconOnly)`, `.labelStyle(IconOnlyLabelStyle())`: labels below draw only their icon.
  static func setsIconOnlyLabels(_ modifiers: ArraySlice<ViewModifierCall>) -> Bool {
    modifiers.contains { modifier in
      guard modifier.name == "labelStyle", let style = modifier.arguments.firstUnlabeled?.text else { return false }
      return style == ".iconOnly" || style.hasPrefix("IconOnlyLabelStyle(") || style == "LabelStyle.iconOnly"
    }
  }

  /// A `Label` drawn as its icon alone, by its own label style or one set around it; also a
  /// control made with a title and a symbol (`Button("Pause", systemImage: "pause.fill")`), whose
  /// label is such a `Label`.
  static func isIconOnlyLabel(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.kind == .call, view.name == "Label" || (["Button", "Toggle", "Menu", "ShareLink"].contains(view.name) && view.argument("systemImage") != nil)
    else { return false }
    return setsIconOnlyLabels(view.modifiers[...]) || file.ancestry(of: view).steps.contains { setsIconOnlyLabels($0.applyingModifiers) }
  }

  /// One or two letters in a small fixed frame (a grade badge "A", a monogram tile): drawn as a
  /// picture. The frame is on the text or on the view right around it.
  static func isLetterTile(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let literal = view.titleArgument?.stringLiteral?.trimmingCharacters(in: .whitespaces),
          (1...2).contains(literal.count), literal.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
    func smallFrame(_ modifiers: ArraySlice<ViewModifierCall>) -> Bool {
      modifiers.contains { modifier in
        guard modifier.name == "frame", let width = modifier.arguments.first(labeled: "width")?.numberLiteral,
              let height = modifier.arguments.first(labeled: "height")?.numberLiteral else { return false }
        return width <= 80 && height <= 80
      }
    }
    if smallFrame(view.modifiers[...]) { return true }
    return file.ancestry(of: view).steps.first.map { smallFrame($0.applyingModifiers) } ?? false
  }

  /// A fixed font in attributed text. SwiftUI renders an `AttributedString`'s `Font` like a view's,
  /// so its fix is the same. A UIKit font in an attribute dictionary grows only if the label showing
  /// it adjusts its fonts for the text size (or the string is rebuilt), which the string can't tell:
  /// the fix is offered, not applied unasked.
  static func attributedProblem(_ use: AttributedFont, in file: SwiftFileModel) -> Problem? {
    let (resolved, _) = UIKitFontAssignment.resolve(use.value, in: file, type: use.enclosingType)
    if var problem = uikitProblem(resolved, in: file) {
      problem.fix?.applicability = .suggestion
      problem.message = LocalizedText(
        en: problem.message.en + " (in attributed text, which grows only if the view showing it also adjusts its fonts, e.g. adjustsFontForContentSizeCategory = true)",
        ko: problem.message.ko + " (속성 문자열의 폰트는 이를 표시하는 뷰도 폰트를 조정해야 커집니다. 예: adjustsFontForContentSizeCategory = true)")
      return problem
    }
    return swiftUIProblem(use.value, file: file, type: use.enclosingType, depth: 0)
  }

  /// The view holding `label` that shows the Large Content Viewer, named as the code names it:
  /// in the function setting the font, a view `holder` given `showsLargeContentViewer = true`, a
  /// `largeContentTitle` and a `UILargeContentViewerInteraction`, that holds the label (`holder`
  /// is the label, adds it as a subview, or is a `UIStackView(arrangedSubviews:)` of it or of an
  /// array the label is appended to); or the type itself (`self`) doing all three anywhere in it.
  static func largeContentViewerHolder(of label: String, at position: SourcePosition, in file: SwiftFileModel) -> String? {
    guard file.sourceContains("UILargeContentViewerInteraction") else { return nil }
    func compact(_ text: String) -> String { text.replacingOccurrences(of: " ", with: "") }
    func showsViewer(_ receiver: String, in text: String) -> Bool {
      let prefix = receiver.isEmpty ? "" : receiver + "."
      return text.contains(prefix + "showsLargeContentViewer=true") && text.contains(prefix + "largeContentTitle=")
        && text.contains(prefix + "addInteraction(UILargeContentViewerInteraction")
    }
    func atStatementStart(_ text: String, _ needle: String) -> Bool {
      text.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(needle) }
    }
    guard let function = file.behaviour.functions.last(where: { $0.position <= position && position <= $0.end }) else { return nil }
    let body = compact(file.text(from: function.position, to: function.end))
    let name = label.hasPrefix("self.") ? String(label.dropFirst(5)) : label
    // Views given the viewer in this function: `stack.showsLargeContentViewer = true`.
    var rest = Substring(body)
    while let range = rest.range(of: ".showsLargeContentViewer=true") {
      let receiver = String(rest[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
      rest = rest[range.upperBound...]
      guard !receiver.isEmpty, showsViewer(receiver, in: body) else { continue }
      if receiver == name || receiver == "self" { return receiver }
      if body.contains("\(receiver).addSubview(\(name))") || body.contains("\(receiver).addArrangedSubview(\(name))") { return receiver }
      // `let stack = UIStackView(arrangedSubviews: logoStack)` after `logoStack.append(titleLabel)`.
      if let open = body.range(of: "\(receiver)=UIStackView(arrangedSubviews:") {
        let list = String(body[open.upperBound...].prefix { $0 != ")" })
        if IdentifierWords.mentions(name, in: list) { return receiver }
        if list.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), body.contains("\(list).append(\(name))") { return receiver }
      }
    }
    // The type itself shows the viewer: every label in it is inside.
    if let type = function.enclosingType {
      let typeText = compact(file.typeExtents.filter { $0.name == type }
        .map { file.converter.source.text(from: $0.start, to: $0.end) }.joined(separator: "\n"))
      if showsViewer("self", in: typeText) || (atStatementStart(typeText, "showsLargeContentViewer=true")
        && atStatementStart(typeText, "largeContentTitle=") && atStatementStart(typeText, "addInteraction(UILargeContentViewerInteraction")) {
        return type
      }
    }
    return nil
  }

  struct Problem {
    var message: LocalizedText
    var fix: Fix?
    var needsReview = false
    /// Less than the rule's: a custom font without `relativeTo:` still grows (like body text); text
    /// already bigger than body text at the largest accessibility size needs no growth to be read.
    var severity: Severity?
    /// The size never changes (false for a custom font without `relativeTo:`, which grows).
    var isFixed = true
    /// Fixed but not reported: larger than any text size asks body text to be.
    var isSilent = false
    /// A size from a parameter (`deltaStack.fontSize`): reported once for every use in the function.
    var parameterKey: String?
  }

  /// A size computed from the screen's bounds, with nothing scaled in it.
  /// A size computed from a width, a height or a frame (`cardWidth / 18`, `geometry.size.height * 0.05`).
  static func isLayoutRelative(_ size: String) -> Bool {
    let words = IdentifierWords.words(in: size)
    return words.contains { ["width", "height", "geometry", "proxy", "bounds", "frame"].contains($0) }
  }

  static func isScreenRelative(_ size: String) -> Bool {
    (size.contains("UIScreen.main.bounds") || size.contains("UIScreen.main.nativeBounds")) && !size.contains("scaled")
  }

  /// Half the smallest text style (caption2's 11 pt): no text meant to be read is set smaller.
  public static let smallestReadingSize = 6.0

  /// Body text at the third accessibility size (AX3, 40 pt): fixed text at least this big stays as
  /// large as body text at every size but the two largest, where it is still display-sized (a
  /// 48 pt onboarding number, a 42 pt wordmark). Judges reading such findings on untuned apps
  /// found the review warranted less than half the time; from 34 pt to this size, most of the time.
  public static let displayOnlySize = 40.0

  /// A fixed size at or above ``displayOnlySize`` is display text, as large as body text at all
  /// but the two largest text sizes (xDrip's 200 pt standby reading, a 48 pt calorie target): not reported. One at or above
  /// ``largestStyleSize`` (Nightguard's 38–50 pt bedside monitor) is information, and loses a fix
  /// that would swap in a smaller style (`fixKeepsSize` for one that scales the size as it is).
  /// It is still fixed: text-truncation and capped-text-size ask about that.
  static func displaySized(_ problem: Problem, points: Double, uikit: Bool = false, fixKeepsSize: Bool = false) -> Problem? {
    var silenced = problem
    // Under ``smallestReadingSize`` a font carries no words anyone reads: a 1 pt font on an
    // invisible button that only holds a keyboard shortcut (Code App), a 5 pt list bullet (GOV.UK).
    silenced.isSilent = points >= displayOnlySize || points < smallestReadingSize
    guard !silenced.isSilent, points >= largestStyleSize else { return silenced }
    // As big as the largest text style is by default (a bedside clock, a balance): larger than body
    // text at every standard size and the first accessibility ones, only passed by it at the
    // largest. Not the barrier of small fixed text: information, and never a smaller style.
    silenced.severity = .info
    if !fixKeepsSize, points > largestStyleSize { silenced.fix = nil }
    silenced.message = displayMessage(points: points, swiftUI: !uikit)
    return silenced
  }

  /// `.largeTitle`'s size at the default text size: the largest text style.
  public static let largestStyleSize = TextStyleScale.style(named: "largeTitle")!.size

  /// The message for fixed text at a display size: what it misses, and a scaling that keeps its size.
  static func displayMessage(points: Double, swiftUI: Bool) -> LocalizedText {
    let size = Measure.format(points)
    let remedy = swiftUI
      ? (en: "to let it grow from this size, take it from @ScaledMetric(relativeTo: .largeTitle)",
         ko: "이 크기에서 커지게 하려면 @ScaledMetric(relativeTo: .largeTitle) 값을 쓰세요")
      : (en: "to let it grow from this size, scale it with UIFontMetrics(forTextStyle: .largeTitle)",
         ko: "이 크기에서 커지게 하려면 UIFontMetrics(forTextStyle: .largeTitle)로 크기를 조절하세요")
    return LocalizedText(
      en: "fixed font size \(size) pt doesn't grow with the user's text size; it is already at least .largeTitle's default size (34 pt), larger than body text at every standard size, but body text passes it at the largest accessibility sizes (up to 53 pt); \(remedy.en)",
      ko: "고정 폰트 크기 \(size)pt는 사용자의 글자 크기에 따라 커지지 않습니다. 이미 .largeTitle의 기본 크기(34pt) 이상이라 모든 표준 크기의 본문보다 크지만, 가장 큰 손쉬운 사용 크기(최대 53pt)에서는 본문이 더 커집니다. \(remedy.ko)")
  }

  /// A size given by the callers of the view function it sits in (`deltaStack(fontSize: 74)`):
  /// judged at its smallest value; reported once per function and parameter.
  static func parameterProblem(size: String, passed: ParameterSizes.Passed) -> Problem? {
    guard let smallest = passed.values.min() else { return nil }
    let values = passed.values.map(Measure.format).joined(separator: ", ")
    var problem = Problem(message: LocalizedText(
      en: "font size '\(size)' is \(values) pt at every call of \(passed.function)(...), a fixed size that doesn't grow with the user's text size; use a text style or @ScaledMetric",
      ko: "폰트 크기 \(KoreanParticle.topic.attach(to: "'\(size)'")) \(passed.function)(...)의 모든 호출에서 \(values)pt로 고정되어 사용자의 글자 크기에 따라 커지지 않습니다. 텍스트 스타일이나 @ScaledMetric을 사용하세요"))
    problem.parameterKey = passed.function + "." + size
    guard var display = displaySized(problem, points: smallest) else { return nil }
    if !display.isSilent, smallest >= largestStyleSize {
      display.message = LocalizedText(
        en: "font size '\(size)' is \(values) pt at every call of \(passed.function)(...): " + display.message.en,
        ko: "폰트 크기 \(KoreanParticle.topic.attach(to: "'\(size)'")) \(passed.function)(...)의 모든 호출에서 \(values)pt입니다. " + display.message.ko)
    }
    return display
  }

  /// A UIKit font (its use at `offsets` and where it is made) whose size a fit-to-space loop
  /// searches, or that only draws text into an image.
  /// `let NAME = Image(…)` earlier in the function (or view member) that uses `NAME`.
  static func isLocalPicture(_ name: String, at offset: Int, in file: SwiftFileModel) -> Bool {
    let start = file.declarations.innermostFunction(containing: offset)?.body.lowerBound ?? max(0, offset - 2_000)
    guard start < offset else { return false }
    let before = file.converter.source.text(from: start, to: offset)
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    return before.range(of: #"\blet\s+"# + name + #"\s*(:\s*Image\s*)?=\s*(SwiftUI\.)?Image\("#, options: .regularExpression) != nil
  }

  static func isSearchedOrDrawnIntoImage(_ font: ExpressionInfo, at offsets: [Int], in file: SwiftFileModel) -> Bool {
    guard case .call(_, let arguments) = font.kind else { return false }
    let size = arguments.first(labeled: "ofSize") ?? arguments.first(labeled: "size")
    var sizeName: String?
    if case .reference(let name)? = size?.kind { sizeName = name }
    return ComputedFontSize.isSearchedOrDrawnIntoImage(at: offsets + [font.start.utf8Offset], sizeName: sizeName, in: file)
  }

  static let systemPrefixes: Set<String> = ["", "Font.", "SwiftUI.Font."]

  /// Words of code that follows the user's text size: a size scaled by any of them may grow.
  static let dynamicTypeWords = [
    "ScaledMetric", "UIFontMetrics", "dynamicTypeSize", "sizeCategory", "ContentSizeCategory", "preferredFont",
  ]

  /// `17 * 1.1`, `12 + 2`: a size written as arithmetic on numbers.
  static func literalArithmetic(_ text: String) -> Double? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 3, let left = Double(parts[0]), let right = Double(parts[2]) else { return nil }
    switch parts[1] {
    case "*": return left * right
    case "+": return left + right
    case "-": return left - right
    case "/": return right == 0 ? nil : left / right
    default: return nil
    }
  }

  /// `.font(font.scaled(with: textScaling))`: a font made by a function of this file whose every
  /// font is `.system(size: 17 * factor)`, a fixed size times a factor of the app's own (a text
  /// size setting inside the app). Unless the file scales by the user's text size somewhere
  /// (`@ScaledMetric`, `UIFontMetrics`, `dynamicTypeSize`), the text ignores Dynamic Type.
  static func factorScaledHelperProblem(_ font: ExpressionInfo, in file: SwiftFileModel) -> Problem? {
    guard case .call(let callee, let arguments) = font.kind, !arguments.isEmpty,
          let name = callee.split(separator: ".").last.map(String.init), name.first?.isLowercase == true,
          !HandlerReach.bodies(of: name, in: file).isEmpty,
          !dynamicTypeWords.contains(where: file.sourceContains) else { return nil }
    let reached = HandlerReach.reachedText(from: font.text, in: file)
    var sizes: [String] = []
    var rest = Substring(reached)
    while let range = rest.range(of: ".system(size:") {
      rest = rest[range.upperBound...]
      sizes.append(String(rest.prefix { $0 != "," && $0 != ")" }).trimmingCharacters(in: .whitespaces))
    }
    // Every size is a number times one name: `34 * factor`.
    let factors = sizes.compactMap { size -> String? in
      let parts = size.split(separator: " ")
      guard parts.count == 3, parts[1] == "*" else { return nil }
      if Double(parts[0]) != nil, parts[2].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(parts[2]) }
      if Double(parts[2]) != nil, parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(parts[0]) }
      return nil
    }
    guard !sizes.isEmpty, factors.count == sizes.count else { return nil }
    let factor = arguments.count == 1 ? arguments[0].value.text : factors[0]
    return Problem(message: LocalizedText(
      en: "\(name)(...) makes fonts of fixed sizes (.system(size: \(sizes[0]))...) scaled by '\(factor)', the app's own factor, not by the user's text size: this text ignores Dynamic Type; use text styles (.body, .caption) or scale the sizes with @ScaledMetric or UIFontMetrics",
      ko: "\(name)(...)는 고정 크기 폰트(.system(size: \(sizes[0]))...)를 사용자의 글자 크기가 아닌 앱 자체 배율 '\(factor)'로만 조절하므로 이 텍스트는 다이내믹 타입을 따르지 않습니다. 텍스트 스타일(.body, .caption)을 쓰거나 @ScaledMetric, UIFontMetrics로 크기를 조절하세요"))
  }

  /// A SwiftUI font expression with a fixed size, followed through constants.
  static func swiftUIProblem(_ font: ExpressionInfo, file: SwiftFileModel, type: String?, depth: Int) -> Problem? {
    guard depth < 4 else { return nil }
    switch font.kind {
    case .reference(let path) where path.hasPrefix("."):
      // `.app.largeTitle`: a token of a type nested in `Font` (`extension Font { enum app { ... } }`).
      let parts = path.split(separator: ".")
      guard parts.count == 2 else { return nil }
      let owner = String(parts[0])
      guard let value = file.constant(named: String(parts[1]), in: owner) else { return nil }
      return swiftUIProblem(value, file: file, type: owner, depth: depth + 1)
    case .reference(let name):
      guard let value = file.constant(named: name, in: type) else { return nil }
      return swiftUIProblem(value, file: file, type: type, depth: depth + 1)
    case .member(let base, let name) where base == nil || base == "Font":
      guard let value = file.constant(named: name, in: "Font") else { return nil }
      return swiftUIProblem(value, file: file, type: "Font", depth: depth + 1)
    case .member(let base?, let name) where base.first?.isUppercase == true:
      // A design token: `Typography.caption`, declared in this file or another.
      let owner = TypeIndex.simpleName(base)
      guard let value = file.constant(named: name, in: owner) else { return nil }
      return swiftUIProblem(value, file: file, type: owner, depth: depth + 1)
    default:
      break
    }
    guard let chain = font.memberChain, case .call(let callee, let arguments) = chain.base.kind else { return nil }
    // `Font(DesignSystemFontFamily.Pretendard.medium.font(size: 14))`, `Font(UIFont.systemFont(ofSize: 14))`:
    // a SwiftUI font made from a UIKit font keeps that font's fixed size (greeny's design system).
    if callee == "Font" || callee == "SwiftUI.Font", arguments.count == 1, arguments[0].label == nil,
       let problem = uikitProblem(arguments[0].value, in: file) {
      return problem
    }
    let parts = callee.split(separator: ".", omittingEmptySubsequences: false)
    guard let name = parts.last.map(String.init) else { return nil }
    let prefix = String(callee.dropLast(name.count))
    guard prefix == "." || systemPrefixes.contains(prefix) && prefix != "" else { return nil }
    let call = chain.base
    if name == "system", let size = arguments.first(labeled: "size") {
      // A size the file doesn't resolve to a number: fixed unless @ScaledMetric made it.
      func unresolvedSize() -> Problem {
        Problem(
          message: LocalizedText(
            en: "font size '\(size.text)' is a number that doesn't follow the user's text size unless it comes from @ScaledMetric; use a text style or @ScaledMetric",
            ko: "폰트 크기 \(KoreanParticle.topic.attach(to: "'\(size.text)'")) @ScaledMetric에서 온 값이 아니면 사용자의 글자 크기를 따르지 않습니다. 텍스트 스타일이나 @ScaledMetric을 사용하세요"),
          needsReview: true)
      }
      if ComputedFontSize.isTakenFromAnotherFont(size) { return nil }
      var points = size.numberLiteral ?? literalArithmetic(size.text)
      // `isShabbat ? 11 : 7`: fixed either way (KNB's calendar dates); no one style replaces both.
      if points == nil, case .ternary(_, let whenTrue, let whenFalse) = size.kind,
         let first = whenTrue.numberLiteral, let second = whenFalse.numberLiteral {
        let larger = max(first, second)
        let style = TextStyleScale.nearestStyle(to: larger, weight: nil)
        return displaySized(Problem(message: LocalizedText(
          en: "fixed font sizes \(Measure.format(first)) and \(Measure.format(second)) pt don't grow with the user's text size; use text styles (.\(style) for the larger) or scale them with @ScaledMetric",
          ko: "고정 폰트 크기 \(Measure.format(first))pt와 \(Measure.format(second))pt는 사용자의 글자 크기에 따라 커지지 않습니다. 텍스트 스타일(큰 쪽은 .\(style))을 쓰거나 @ScaledMetric으로 크기를 조절하세요")), points: larger)
      }
      if case .reference(let sizeName) = size.kind {
        let key = ConstantKey(type: type, name: sizeName.hasPrefix("self.") ? String(sizeName.dropFirst(5)) : sizeName)
        if file.declarationAttributes[key]?.contains("ScaledMetric") == true { return nil }
        points = file.constant(named: sizeName, in: type)?.numberLiteral
        // A parameter of the view function it sits in, given a number at every call.
        if points == nil, let passed = ParameterSizes.passed(to: sizeName, at: size.start.utf8Offset, in: file) {
          return parameterProblem(size: sizeName, passed: passed)
        }
        // A property of the view every use gives one of its own @ScaledMetric sizes (bitchat's header).
        if points == nil, let type, file.project.scaledMetricArguments.contains(type + "." + key.name) { return nil }
        if points == nil {
          var problem = unresolvedSize()
          // A parameter used by several texts of its function: one question, asked once.
          if let declaring = ParameterSizes.declaringFunction(of: sizeName, at: size.start.utf8Offset, in: file) {
            problem.parameterKey = declaring.function.name + "." + sizeName
          }
          return problem
        }
      }
      // A size token of a type (`Values.mediumFontSize`): a number unless @ScaledMetric made it.
      if case .member(let owner?, let sizeName) = size.kind, owner.first?.isUppercase == true {
        let ownerType = TypeIndex.simpleName(owner)
        if file.declarationAttributes[ConstantKey(type: ownerType, name: sizeName)]?.contains("ScaledMetric") == true { return nil }
        points = file.constant(named: sizeName, in: ownerType)?.numberLiteral
        if points == nil { return unresolvedSize() }
      }
      // `CGFloat(.caption)`: the app's size token made a number (weatherXM's `FontSizeEnum`), a
      // number unless @ScaledMetric made it.
      if points == nil, case .call(let converter, let converted) = size.kind, ["CGFloat", "Double", "Float"].contains(converter),
         converted.count == 1, converted[0].label == nil, converted[0].value.numberLiteral == nil {
        switch converted[0].value.kind {
        case .member(nil, _):
          return unresolvedSize()
        case .member(let owner?, let sizeName) where owner.first?.isUppercase == true:
          if file.declarationAttributes[ConstantKey(type: TypeIndex.simpleName(owner), name: sizeName)]?.contains("ScaledMetric") == true { return nil }
          return unresolvedSize()
        case .reference(let sizeName) where !sizeName.contains("."):
          if file.declarationAttributes[ConstantKey(type: type, name: sizeName)]?.contains("ScaledMetric") == true { return nil }
          return unresolvedSize()
        default:
          break
        }
      }
      // A size taken from the screen (`UIScreen.main.bounds.height / 50`, Academatica's): it follows
      // the device, never the user's text size.
      if points == nil, Self.isScreenRelative(size.text) {
        return Problem(message: LocalizedText(
          en: "font size '\(size.text)' follows the screen's size, not the user's text size: it doesn't grow for people who set larger text; use a text style, or scale it with @ScaledMetric",
          ko: "폰트 크기 \(KoreanParticle.topic.attach(to: "'\(size.text)'")) 화면 크기를 따를 뿐 사용자의 글자 크기를 따르지 않아, 큰 글자를 쓰는 사람에게 커지지 않습니다. 텍스트 스타일을 쓰거나 @ScaledMetric으로 크기를 조절하세요"))
      }
      // A size worked out from the layout (`max(12, cardWidth / 18)`, Recipe Buddy's badges): it
      // follows the view's size, never the user's text size.
      if points == nil, case .call = size.kind, Self.isLayoutRelative(size.text),
         CappedTextSizeRule.isSystemFontSizedByLayout(font, in: file, type: type) {
        return Problem(message: LocalizedText(
          en: "font size '\(size.text)' follows the layout's size, not the user's text size: it doesn't grow for people who set larger text; use a text style, or scale it with @ScaledMetric",
          ko: "폰트 크기 \(KoreanParticle.topic.attach(to: "'\(size.text)'")) 레이아웃 크기를 따를 뿐 사용자의 글자 크기를 따르지 않아, 큰 글자를 쓰는 사람에게 커지지 않습니다. 텍스트 스타일을 쓰거나 @ScaledMetric으로 크기를 조절하세요"))
      }
      guard let points else { return nil }
      let weight = arguments.first(labeled: "weight"), design = arguments.first(labeled: "design")
      let style = TextStyleScale.nearestStyle(to: points, weight: nil)
      let message = LocalizedText(
        en: "fixed font size \(Measure.format(points)) pt doesn't grow with the user's text size; use the text style .\(style)\(weight.map { " with .weight(\($0.text))" } ?? "")",
        ko: "고정 폰트 크기 \(Measure.format(points))pt는 사용자의 글자 크기에 따라 커지지 않습니다. 텍스트 스타일 \(weight.map { "\(KoreanParticle.and.attach(to: ".\(style)")) \(KoreanParticle.object.attach(to: ".weight(\($0.text))"))" } ?? KoreanParticle.object.attach(to: ".\(style)")) 사용하세요")
      let known: Set<String?> = ["size", "weight", "design"]
      guard arguments.allSatisfy({ known.contains($0.label) }) else { return displaySized(Problem(message: message), points: points) }
      let head = prefix == "." ? "." : prefix
      var edits: [TextEdit]
      switch (weight, design) {
      case (nil, nil):
        edits = [TextEdit(start: call.start, end: call.end, replacement: head + style)]
      case (nil, let design?):
        edits = [TextEdit(start: call.start, end: call.end, replacement: "\(head)system(.\(style), design: \(design.text))")]
      case (let weight?, nil):
        edits = [
          TextEdit(start: call.start, end: weight.start, replacement: "\(head)\(style).weight("),
          TextEdit(start: weight.end, end: call.end, replacement: ")"),
        ]
      case (let weight?, let design?):
        edits = [
          TextEdit(start: call.start, end: weight.start, replacement: "\(head)system(.\(style), design: \(design.text)).weight("),
          TextEdit(start: weight.end, end: call.end, replacement: ")"),
        ]
      }
      return displaySized(Problem(message: message, fix: Fix(
        summary: LocalizedText(en: "use the text style .\(style)", ko: "텍스트 스타일 .\(style) 사용"), edits: edits,
        applicability: styleApplicability(points: points, style: style))), points: points)
    }
    if name == "custom", arguments.has(label: "fixedSize") {
      return Problem(message: LocalizedText(
        en: "custom font with fixedSize: never grows with the user's text size; use .custom(_:size:relativeTo:)",
        ko: "fixedSize:를 쓴 사용자 폰트는 사용자의 글자 크기에 따라 커지지 않습니다. .custom(_:size:relativeTo:)를 사용하세요"))
    }
    if name == "custom", let size = arguments.first(labeled: "size"), !arguments.has(label: "relativeTo") {
      // A display size (`pad(48, by: 2)`, 60 pt) grows like body text, which is more than its style
      // would: nothing a reader misses, but it can outgrow its layout.
      if let points = size.numberLiteral ?? DisplayTextSize.points(of: size, file: file, type: type),
         points >= TextStyleScale.style(named: "largeTitle")!.size {
        return Problem(
          message: LocalizedText(
            en: "custom font of \(Measure.format(points)) pt without relativeTo: grows like body text, faster than a display size needs (about 3× at the largest size, where .largeTitle grows under 2×), which can push it out of its layout; add relativeTo: .largeTitle",
            ko: "relativeTo:가 없는 \(Measure.format(points))pt 사용자 폰트는 본문 기준으로 커져, 큰 제목에 필요한 것보다 빨리 커집니다(가장 큰 크기에서 약 3배, .largeTitle 스타일은 2배 미만). 레이아웃을 벗어날 수 있으니 relativeTo: .largeTitle 인수를 추가하세요"),
          fix: size.numberLiteral == nil ? nil : Fix(
            summary: LocalizedText(en: "add relativeTo: .largeTitle", ko: "relativeTo: .largeTitle 추가"),
            edits: [TextEdit(start: size.end, end: size.end, replacement: ", relativeTo: .largeTitle")],
            applicability: .safe),
          severity: .info, isFixed: false)
      }
      // A size the source doesn't settle, or body's own (17 pt): it grows like body text, which is
      // what `relativeTo:` would ask of it anyway (Pyto's Menlo code views). Nothing to change.
      guard let points = size.numberLiteral else { return nil }
      let style = TextStyleScale.nearestStyle(to: points)
      if style == "body" { return nil }
      // Growing like body text, it reaches nearly what its style would at the accessibility sizes
      // (Rouzzle's 16 and 20 pt fonts; Uplift's 14 and 12 pt, 12 pt reaching about 20 pt where
      // .caption reaches 22: within an eighth, which no reader tells apart). Only smaller text
      // falls well short (10 pt reaches about 16 pt where .caption2 reaches 20).
      if let scale = TextStyleScale.style(named: style), let body = TextStyleScale.style(named: "body"),
         points * body.firstAccessibilitySize / body.size >= 0.88 * scale.firstAccessibilitySize { return nil }
      return Problem(
        message: LocalizedText(
          en: "custom font of \(Measure.format(points)) pt without relativeTo: grows like body text, not like the text style it stands for; add relativeTo: .\(style)",
          ko: "relativeTo:가 없는 \(Measure.format(points))pt 사용자 폰트는 본문 기준으로 커지며, 해당 텍스트 스타일처럼 커지지는 않습니다. relativeTo: .\(style) 인수를 추가하세요"),
        fix: Fix(
          summary: LocalizedText(en: "add relativeTo: .\(style)", ko: "relativeTo: .\(style) 추가"),
          edits: [TextEdit(start: size.end, end: size.end, replacement: ", relativeTo: .\(style)")],
          // The size stays; only how it scales changes.
          applicability: .safe),
        severity: .info, isFixed: false)
    }
    return nil
  }

  static let fixedUIFontMethods: Set<String> = [
    "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
  ]

  /// A UIKit font with a fixed size.
  /// `R.font.soraRegular`, `R.font.inter.bold`: a font R.swift generates for a file the app bundles.
  static func isRSwiftFont(_ callee: String) -> Bool {
    callee.hasPrefix("R.font.") && callee.count > 7
  }

  /// The number a size named by a stored property holds (`var fontSize: CGFloat = 60`, Oculo's
  /// main buttons) when the file declares it once with a literal and never assigns it.
  /// Buttons whose font size is a stored property given `points` once.
  static func storedFontSize(_ points: Int) -> RuleExample {
    RuleExample("""
      final class MainViewController: UIViewController {
        let navigationButton = UIButton()
        var fontSize: CGFloat = \(points)
        func createNavigateButton() {
          navigationButton.setTitle("Navigation", for: .normal)
          navigationButton.titleLabel?.font = \(points < 40 ? "↓" : "").systemFont(ofSize: fontSize, weight: .bold)
        }
      }
      """)
  }

  static func storedSize(_ size: ExpressionInfo, in file: SwiftFileModel) -> Double? {
    guard case .reference(let name) = size.kind, !name.contains("."), file.sourceContains("var \(name)") || file.sourceContains("let \(name)"),
          !file.behaviour.assignments.contains(where: { $0.property == name }),
          !["+=", "-=", "*=", "/="].contains(where: { file.sourceContains("\(name) \($0)") }) else { return nil }
    let source = file.converter.source.text(from: 0, to: file.sourceBytes.count)
    let declarations = ["var", "let"].flatMap { keyword in
      [": CGFloat = ", ": Double = ", " = "].flatMap { ByteSearch.ranges(of: "\(keyword) \(name)\($0)", in: source) }
    }
    guard declarations.count == 1, let declaration = declarations.first else { return nil }
    let rest = source[declaration.upperBound...]
    let literal = rest.prefix { $0.isNumber || $0 == "." }
    guard let after = rest.dropFirst(literal.count).first, after.isNewline || after == " " else { return nil }
    return Double(literal)
  }

  static func uikitProblem(_ value: ExpressionInfo, in file: SwiftFileModel? = nil) -> Problem? {
    guard case .call(let callee, let arguments) = value.kind else { return nil }
    let name = callee.split(separator: ".").last.map(String.init) ?? callee
    let prefix = String(callee.dropLast(name.count))
    let size: ExpressionInfo?
    if fixedUIFontMethods.contains(name), prefix == "." || prefix == "UIFont." {
      size = arguments.first(labeled: "ofSize")
    } else if callee == "UIFont" || callee == "UIFont.init", arguments.has(label: "name") {
      size = arguments.first(labeled: "size")
    } else if name == "font", callee.contains("FontFamily."), arguments.count == 1,
              let family = callee.split(separator: ".").first, file?.project.types.declaration(of: String(family)) == nil {
      // Tuist's generated `DSKitFontFamily.Pretendard.medium.font(size: 14)`, its code not kept in
      // the repository: the bundled face at a fixed size (`UIFont(font:size:)`). (A family the app
      // declares is judged by its own code, which may scale.)
      size = arguments.first(labeled: "size")
    } else if isRSwiftFont(callee), arguments.count == 1 {
      // R.swift's `R.font.soraBold(size: 18)`: a bundled font at a fixed size.
      size = arguments.first(labeled: "size")
    } else if name == "withSize", !callee.contains("UIFontMetrics") {
      // `font.withSize(ratio * defaultFont.pointSize)`: a size taken from another font, judged
      // there, as for `systemFont(ofSize:)` below.
      if let size = arguments.firstUnlabeled {
        if ComputedFontSize.isTakenFromAnotherFont(size) { return nil }
        if let file, ComputedFontSize.namesAnotherFontsSize(size, in: file) { return nil }
      }
      return Problem(message: LocalizedText(
        en: "withSize(_:) fixes the font's size, so it no longer follows the user's text size; scale it with UIFontMetrics",
        ko: "withSize(_:)는 폰트 크기를 고정하므로 사용자의 글자 크기를 따르지 않습니다. UIFontMetrics로 크기를 조절하세요"))
    } else {
      return nil
    }
    guard let size, !ComputedFontSize.isTakenFromAnotherFont(size) else { return nil }
    if let file, ComputedFontSize.namesAnotherFontsSize(size, in: file) { return nil }
    // `systemFont(ofSize: UIFontMetrics.default.scaledValue(for: size))`: scaled to the text size
    // (kDrive's segmented control); a cap on it is capped-text-size's.
    if size.text.contains("scaledValue(for:") { return nil }
    guard let points = size.numberLiteral ?? file.flatMap({ Self.storedSize(size, in: $0) }) else {
      return Problem(message: LocalizedText(
        en: "font size '\(size.text)' is fixed unless scaled; use UIFont.preferredFont(forTextStyle:) or UIFontMetrics",
        ko: "폰트 크기 \(KoreanParticle.topic.attach(to: "'\(size.text)'")) 조절하지 않으면 고정됩니다. UIFont.preferredFont(forTextStyle:)나 UIFontMetrics를 사용하세요"),
        needsReview: true)
    }
    let weight = arguments.first(labeled: "weight")?.memberName
    let style = TextStyleScale.nearestStyle(to: points, weight: weight)
    let plain = name == "systemFont" && arguments.count == 1
    let message = LocalizedText(
      en: "fixed font size \(Measure.format(points)) pt doesn't grow with the user's text size; use \(plain ? "UIFont.preferredFont(forTextStyle: .\(style))" : "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for:)")",
      ko: "고정 폰트 크기 \(Measure.format(points))pt는 사용자의 글자 크기에 따라 커지지 않습니다. \(KoreanParticle.object.attach(to: plain ? "UIFont.preferredFont(forTextStyle: .\(style))" : "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for:)")) 사용하세요")
    if plain {
      return displaySized(Problem(message: message, fix: Fix(
        summary: LocalizedText(en: "use UIFont.preferredFont(forTextStyle: .\(style))", ko: "UIFont.preferredFont(forTextStyle: .\(style)) 사용"),
        edits: [TextEdit(start: value.start, end: value.end, replacement: "\(prefix == "." ? "." : "UIFont.")preferredFont(forTextStyle: .\(style))")],
        applicability: styleApplicability(points: points, style: style))), points: points, uikit: true)
    }
    // `UIFont(name:size:)` is optional; only a force-unwrapped one can be wrapped as it is.
    if callee.hasPrefix("UIFont") || isRSwiftFont(callee), !fixedUIFontMethods.contains(name), !value.text.hasSuffix("!") {
      return displaySized(Problem(message: message), points: points, uikit: true)
    }
    return displaySized(Problem(message: message, fix: Fix(
      summary: LocalizedText(en: "scale it with UIFontMetrics(forTextStyle: .\(style))", ko: "\(KoreanParticle.direction.attach(to: "UIFontMetrics(forTextStyle: .\(style))")) 크기 조절"),
      edits: [
        TextEdit(start: value.start, end: value.start, replacement: "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: "),
        TextEdit(start: value.end, end: value.end, replacement: ")"),
      ],
      // The font stays as designed at the default size; it now scales.
      applicability: .safe)), points: points, uikit: true, fixKeepsSize: true)
  }
}
