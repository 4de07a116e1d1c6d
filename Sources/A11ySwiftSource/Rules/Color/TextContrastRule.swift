import A11yCore

/// Text whose color doesn't stand out enough from its background, in any appearance.
public struct TextContrastRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "color-text-contrast",
    title: LocalizedText(en: "Text needs enough contrast with its background", ko: "텍스트는 배경과 충분히 대비되어야 합니다"),
    rationale: LocalizedText(
      en: """
        People with low vision, older eyes, or a phone in sunlight can't read text that is too close to its \
        background. Checkpoint 1.4 asks for at least 3:1 for all text (an error below it); the Apple HIG asks for \
        4.5:1 for text up to 17 pt and 3:1 from 18 pt or bold (a warning), and for every appearance the app \
        supports. The rule pairs the color given by `.foregroundColor`/`.foregroundStyle` (or `.tint` on a \
        control), `textColor` or `setTitleColor` with the nearest background it can prove (`.background(...)` on \
        the text or an enclosing container, `backgroundColor` of the view or of the view it is added to), and \
        checks light, dark and increased-contrast values from asset catalogs and system colors. The size comes \
        from the text style (`.caption` is 12 pt, `.headline` 17 pt semibold) or `.system(size:)`. With no \
        provable background nothing is reported, unless `default_background` is set. Apple's adaptive label \
        colors on its adaptive backgrounds are left to Apple.
        """,
      ko: """
        저시력 사용자, 노안이 있는 사용자, 햇빛 아래에서 휴대폰을 보는 사용자는 배경과 너무 비슷한 텍스트를 읽을 수 \
        없습니다. 검사 항목 1.4는 모든 텍스트에 3:1 이상을 요구하며(미만이면 오류), Apple HIG는 17pt 이하 텍스트에 \
        4.5:1, 18pt 이상이거나 굵은 텍스트에 3:1을 요구하고(경고) 앱이 지원하는 모든 모양에서 지켜야 합니다. 이 규칙은 \
        `.foregroundColor`/`.foregroundStyle`(컨트롤은 `.tint`), `textColor`, `setTitleColor`의 색을 증명할 수 있는 \
        가장 가까운 배경(텍스트나 감싸는 컨테이너의 `.background(...)`, 뷰나 상위 뷰의 `backgroundColor`)과 짝지어 \
        에셋 카탈로그와 시스템 색의 라이트, 다크, 대비 증가 값을 모두 검사합니다. 크기는 텍스트 스타일(`.caption`은 \
        12pt, `.headline`은 17pt semibold)이나 `.system(size:)`에서 가져옵니다. 배경을 증명할 수 없으면 \
        `default_background`를 설정하지 않은 한 보고하지 않습니다. Apple의 적응형 레이블 색과 배경 색의 조합은 \
        Apple에 맡깁니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.contrast], wcag: ["1.4.3", "1.4.6"], hig: "Accessibility › Color and effects",
    options: [ContrastCheck.defaultBackgroundOption, ContrastCheck.hexInitializersOption],
    examples: RuleExamples(
      triggering: [
        // The neighbour of the logo tile: the letter alone, a grade on its tile.
        "struct 등급: View { var body: some View { HStack { ZStack { RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 32, height: 32); Text(\"G\").font(.system(size: 16, weight: .bold)).↓foregroundStyle(Color(red: 0.6, green: 0.8, blue: 1.0)) }; Text(score) } } }",
        // The neighbour of the local `backgroundColor`: here the view's own is set black.
        "final class Chip: UIView {\n  let title = UILabel()\n  func setUp() { addSubview(title); title.text = \"Tag\"; ↓title.textColor = .black }\n  func tint(isCustom: Bool) {\n    if isCustom { backgroundColor = UIColor.black }\n  }\n}",
        // The neighbour of the two methods' labels: this item's label is black on its own black view.
        "final class TagTextView: UITextView {\n  func createTagView() -> UIView {\n    let tagView = UIView()\n    tagView.backgroundColor = UIColor.white\n    let textLabel = UILabel()\n    textLabel.textColor = .black\n    tagView.addSubview(textLabel)\n    return tagView\n  }\n  func createItemView(_ text: String) -> UIView {\n    let itemView = UIView()\n    itemView.backgroundColor = .black\n    let textLabel = UILabel()\n    textLabel.text = text\n    ↓textLabel.textColor = UIColor.black\n    itemView.addSubview(textLabel)\n    return itemView\n  }\n}",
        // The neighbour of the gradient backdrop: the backdrop is never painted, so the words sit on the pale screen.
        "final class HomeViewController: UIViewController {\n  private let backgroundView = UIView()\n  private let gradientLayer = CAGradientLayer()\n  private let balanceLabel: UILabel = {\n    let label = UILabel()\n    label.text = \"잔액\"\n    ↓label.textColor = .white\n    return label\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = UIColor(white: 0.97, alpha: 1)\n    view.addSubview(backgroundView)\n    view.addSubview(balanceLabel)\n  }\n  override func viewDidLayoutSubviews() {\n    super.viewDidLayoutSubviews()\n    gradientLayer.frame = view.bounds\n  }\n}",
        // The neighbour of the disabled look: the else shows other words, a notice in white on light grey.
        "struct SelectedUserCharacterScreen: View {\n  @State var tappedImageName = \"\"\n  var body: some View {\n    VStack {\n      if tappedImageName.isEmpty != true {\n        NavigationLink(destination: CheckInComplete()) { Text(\"다음\").frame(width: 345, height: 50).background(Color(red: 0.7, green: 0.05, blue: 0.3)).foregroundColor(.white) }\n      } else {\n        Text(\"캐릭터를 골라 주세요\").frame(width: 345, height: 50).background(Color(white: 0.87)).↓foregroundColor(.white)\n      }\n    }\n  }\n}",
        // The neighbour of the card's separator: its date, the same grey.
        challengeCardLabel(name: "dateLabel", text: "\"2022년 2월 1일\""),
        // The neighbour of the screen pinned dark: pinned light, white words on white.
        "final class RecordViewController: UIViewController {\n  private let titleLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .systemBackground\n    overrideUserInterfaceStyle = .light\n    titleLabel.text = \"기록 저장\"\n    ↓titleLabel.textColor = .white\n    view.addSubview(titleLabel)\n  }\n}",
        // The neighbour of the large splash words: the same helper at 15 pt needs 4.5:1.
        "final class SplashViewController: UIViewController {\n  private let splashLabel = UILabel()\n  override func viewDidLoad() {\n    view.backgroundColor = UIColor(red: 0.1, green: 0.447, blue: 1, alpha: 1)\n    splashLabel.font = UIFont.ptdSemiBoldFont(ofSize: 15)\n    ↓splashLabel.textColor = .white\n    view.addSubview(splashLabel)\n  }\n}",
        // Switches drawn as buttons by a style on the row around them, or by the style's type: the tint colors their titles.
        "struct CategoryFilter: View { @State var korean = true\n var body: some View { VStack { HStack { Toggle(\"한식\", isOn: $korean) }.toggleStyle(.button).↓tint(Color(red: 1, green: 0.83, blue: 0.47)) }.background(Color.white) } }",
        "struct Notifications: View { @State var on = false\n var body: some View { VStack { Toggle(isOn: $on) { Text(\"이벤트 알림 받기\") }.toggleStyle(ButtonToggleStyle()).↓tint(Color(red: 1, green: 0.83, blue: 0.47)) }.background(Color.white) } }",
        // The neighbour of the layer's fill: a clear view over a yellow layer, under white words.
        "final class BadgeViewController: UIViewController {\n  private lazy var badgeLabel = UILabel().then {\n    $0.backgroundColor = .clear\n    $0.layer.backgroundColor = UIColor(red: 1, green: 0.85, blue: 0.2, alpha: 1).cgColor\n    $0.font = .preferredFont(forTextStyle: .body)\n    $0.adjustsFontForContentSizeCategory = true\n    ↓$0.textColor = .white\n    $0.text = \"신규\"\n  }\n  override func viewDidLoad() { view.backgroundColor = .white; view.addSubview(badgeLabel) }\n}",
        // The neighbour of the layer's fill: a pale fill under white words.
        "final class HomeViewController: UIViewController {\n  private lazy var titleLabel = UILabel().then {\n    $0.layer.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor\n    $0.font = .preferredFont(forTextStyle: .title1)\n    $0.adjustsFontForContentSizeCategory = true\n    ↓$0.textColor = .white\n    $0.text = \" 시작하기\"\n  }\n  override func viewDidLoad() { view.backgroundColor = .white; view.addSubview(titleLabel) }\n}",
        // The neighbour of the glow: the faint copy isn't blurred, so it is read.
        "struct SideMenu: View { var body: some View { ZStack { VStack { Text(\"Gem\").↓foregroundStyle(Color.blue.opacity(0.3)) }.background(Color.white); VStack { Text(\"Gem\").foregroundStyle(Color.black) } } } }",
        // The neighbours of the untitled add button: its empty title is only the disabled one's;
        // one other types can reach may be given words there.
        "final class C: UIView { private let addButton = UIButton()\n func setUp() { addButton.setTitle(\"\", for: .disabled); addButton.backgroundColor = .yellow; ↓addButton.setTitleColor(.white, for: .normal) } }",
        "final class C: UIView { let addButton = UIButton()\n func setUp() { addButton.setTitle(\"\", for: .normal); addButton.backgroundColor = .yellow; ↓addButton.setTitleColor(.white, for: .normal) } }",
        // The neighbour of the tinted swipe actions: white words on a yellow tint.
        "struct NoteRow: View { var body: some View { Text(note.title).swipeActions { Button { pin() } label: { Text(\"고정\").↓foregroundColor(.white) }.tint(.yellow) } } }",
        // The neighbour of the balance line: the size the constant holds is small.
        balanceCurrency(points: 13),
        // The neighbour of the thin track: a pill as tall as the label lies behind it.
        velocityBand(trackHeight: 24),
        // The neighbour of the pinned tab view: left to the system, its light high-contrast red fails on black.
        "struct Landing: View { var body: some View { TabView { News().background(Color.black).tabItem { Label(\"뉴스\", systemImage: \"doc\") } }.↓accentColor(.red) } }",
        // The neighbour of the tinted switch: drawn as a button, the tint colors its title.
        "struct Settings: View { var body: some View { VStack { Toggle(isOn: $buddies) { Text(\"픽셀 친구\") }.toggleStyle(.button).↓tint(Color(red: 1, green: 0.83, blue: 0.47)) }.background(Color.white) } }",
        // The neighbour of the tinted button: no foreground of its own, so the tint colors the words.
        "struct Home: View { var body: some View { NavigationLink(destination: Create()) { Text(\"새 캐릭터 만들기\").background(Color(red: 0.57, green: 0, blue: 0.09)).↓tint(Color(red: 0.57, green: 0, blue: 0.09)) } } }",
        // The same tinted button in an overlay: blue words on the row's gray.
        goalRow(place: "overlay"),
        // The neighbour of the comparison bar: the white layer before the label is a full bar, under the label.
        "struct ComparisonBar: View { var body: some View { ZStack(alignment: .leading) { Color.black; Rectangle().fill(Color.white).frame(height: 20); Text(\"어제 3회\").↓foregroundColor(.white) } } }",
        // Primary text on a fixed amber: white on amber in dark mode.
        "struct Banner: View { var body: some View { Text(\"더 보기\").↓foregroundColor(.primary).padding().background(Color(red: 1, green: 0.72, blue: 0.11)) } }",
        // The neighbour: the flag is on.
        "final class ChatProfileView: UIView {\n  private static let debug = true\n  private lazy var nameLabel: UILabel = {\n    let label = UILabel()\n    ↓label.textColor = .white\n    if debug { label.backgroundColor = .systemGreen }\n    return label\n  }()\n}",
        "final class MenuViewController: UIViewController {\n  let soldOut = UILabel()\n  override func viewDidLoad() {\n    view.backgroundColor = .white\n    view.addSubview(soldOut)\n    ↓soldOut.textColor = UIColor(white: 0.8, alpha: 1)\n  }\n}",
        "struct A: View { var body: some View { Text(\"품절\").font(.caption).↓foregroundColor(Color(red: 0.75, green: 0.75, blue: 0.75)).background(Color.white) } }",
        "struct A: View { var body: some View { VStack { Text(\"Sold out\") }.↓foregroundStyle(Color(white: 0.8)).background(.white) } }",
        "struct A: View { var body: some View { Text(\"Sale\").↓foregroundColor(Color(hex: \"#999999\")).background(Color.white) } }",
        "struct A: View { var body: some View { ZStack { Color.black; Text(\"밤\").↓foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2)) } } }",
        // An SF Symbol behind the text is no picture: the white card still shows through.
        "struct A: View { var body: some View { VStack { ZStack { Image(systemName: \"circle\"); Text(\"3\").↓foregroundColor(.white) } }.background(Color.white) } }",
        "extension Color { static let faint = Color(white: 0.85) }\nstruct A: View { var body: some View { Text(\"x\").↓foregroundColor(.faint).background(Color.white) } }",
        // A project's `Color.secondary` is what `.foregroundColor(_:)`, which takes a `Color`, draws.
        "extension Color { static let secondary = Color(white: 0.85) }\nstruct A: View { var body: some View { Text(\"x\").↓foregroundColor(.secondary).background(Color(.systemBackground)) } }",
        "struct A: View { var body: some View { Text(\"Note\").font(.body).↓foregroundColor(.gray).background(Color.white) } }",
        RuleExample("struct A: View { var body: some View { Text(\"기본 배경\").↓foregroundColor(Color(white: 0.8)) } }", options: ["default_background": .string("#FFFFFF")]),
        "final class C: UIView { let title = UILabel()\n func setUp() { backgroundColor = .white; addSubview(title); ↓title.textColor = UIColor(white: 0.85, alpha: 1) } }",
        "final class C: UIView { let stack = UIStackView(); let label = UILabel()\n func setUp() { stack.backgroundColor = UIColor(hex: 0xFFFFFF); stack.addArrangedSubview(label); ↓label.textColor = UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1) } }",
        "final class C: UIView { let button = UIButton()\n func setUp() { button.backgroundColor = .yellow; ↓button.setTitleColor(.white, for: .normal) } }",
        // The neighbour of the untitled add button: its title has words.
        "final class C: UIView { let addButton = UIButton()\n func setUp() { addButton.setTitle(\"추가\", for: .normal); addButton.backgroundColor = .yellow; ↓addButton.setTitleColor(.white, for: .normal) } }",
        // The confirm button below without its background image: white on the white view.
        confirmButton(backgroundImage: ""),
        // A plain view's background is what shows behind its label.
        "final class HUD: UIView { let panel = UIView(); let status = UILabel()\n func setUp() { panel.backgroundColor = .systemGray; addSubview(panel); panel.addSubview(status); ↓status.textColor = .white } }",
        // The neighbour of the password field: the grey fills the frame, under white text.
        "struct Login: View { @State var password = \"\"\n var body: some View { ZStack { Color.black.ignoresSafeArea(); Text(\"비밀번호\").↓foregroundStyle(.white).padding().background { RoundedRectangle(cornerRadius: 10).fill(Color(.systemGray4)) } } } }",
        // The neighbour of the calendar's token: a 14 pt regular face needs 4.5:1.
        "extension Font { static let suitRegular14 = Font.custom(\"SUIT-Regular\", size: 14) }\nstruct Calendar: View { var body: some View { Text(\"완료\").font(.suitRegular14).↓foregroundStyle(Color(white: 0.5)).background(Color.white) } }",
        // The neighbour of the bold altitude label: a regular face of the same size needs 4.5:1.
        "enum Constant { static let fontAppleSDGothicNeoRegular = \"AppleSDGothicNeo-Regular\" }\nfinal class EndViewController: UIViewController {\n  let labelNow = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .white\n    labelNow.text = \"현재 고도\"\n    ↓labelNow.textColor = UIColor(red: 0.486, green: 0.565, blue: 0.608, alpha: 1)\n    labelNow.font = UIFont(name: Constant.fontAppleSDGothicNeoRegular, size: 14)\n    view.addSubview(labelNow)\n  }\n}",
        // The neighbour of the scrim: the same tile without it, white on grey.
        "struct AlbumCell: View { let title: String\n  var body: some View { ZStack(alignment: .bottomLeading) { Color.gray; Text(title).font(.title2).bold().↓foregroundColor(.white) } } }",
      ],
      nonTriggering: [
        // A letter drawn as a logo tile before the words it stands for (TripWit's Google sign-in).
        "struct 로그인: View { var body: some View { Button { signIn() } label: { HStack { ZStack { RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 32, height: 32); Text(\"G\").font(.system(size: 16, weight: .bold)).foregroundStyle(Color(red: 0.6, green: 0.8, blue: 1.0)) }; Text(\"Google로 로그인\") } } } }",
        // A method's local `var backgroundColor`, set on a condition, is no colour of the view's own.
        "final class Chip: UIView {\n  let title = UILabel()\n  func setUp() { addSubview(title); title.text = \"Tag\"; title.textColor = .black }\n  func tint(isCustom: Bool) -> UIColor {\n    var backgroundColor = UIColor.white\n    if isCustom { backgroundColor = UIColor.black }\n    return backgroundColor\n  }\n}",
        // Two methods each making a `textLabel`: white on the black tag, black on the white item (Spearmint's chips).
        "final class TagTextView: UITextView {\n  func createTagView() -> UIView {\n    let tagView = UIView()\n    tagView.backgroundColor = UIColor.black\n    let textLabel = UILabel()\n    textLabel.textColor = .white\n    tagView.addSubview(textLabel)\n    return tagView\n  }\n  func createItemView(_ text: String) -> UIView {\n    let itemView = UIView()\n    itemView.backgroundColor = .white\n    let textLabel = UILabel()\n    textLabel.text = text\n    textLabel.textColor = UIColor.black\n    itemView.addSubview(textLabel)\n    return itemView\n  }\n}",
        // White words over a gradient backdrop added beneath them, beside them (expensum's balance header).
        "final class HomeViewController: UIViewController {\n  private let backgroundView = UIView()\n  private let gradientLayer = CAGradientLayer()\n  private let balanceLabel: UILabel = {\n    let label = UILabel()\n    label.text = \"잔액\"\n    label.textColor = .white\n    return label\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = UIColor(white: 0.97, alpha: 1)\n    view.addSubview(backgroundView)\n    view.addSubview(balanceLabel)\n  }\n  override func viewDidLayoutSubviews() {\n    super.viewDidLayoutSubviews()\n    backgroundView.layer.insertSublayer(gradientLayer, at: 0)\n  }\n}",
        // The next button's words drawn in its place until a character is picked (LESSERAFIM's onboarding): its disabled look.
        "struct SelectedUserCharacterScreen: View {\n  @State var tappedImageName = \"\"\n  var body: some View {\n    VStack {\n      if tappedImageName.isEmpty != true {\n        NavigationLink(destination: CheckInComplete()) { Text(\"다음\").frame(width: 345, height: 50).background(Color(red: 0.7, green: 0.05, blue: 0.3)).foregroundColor(.white) }\n      } else {\n        Text(\"다음\").frame(width: 345, height: 50).background(Color(white: 0.87)).foregroundColor(.white)\n      }\n    }\n  }\n}",
        // A dot between a card's status and its date, from the app's string constants (Kkamagnoon's challenge card).
        challengeCardLabel(name: "dotLabel", text: "StringType.dot"),
        // A screen pinned dark (OrrRock's route saving): white words on the dark system background.
        "final class RecordViewController: UIViewController {\n  private let titleLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .systemBackground\n    overrideUserInterfaceStyle = .dark\n    titleLabel.text = \"기록 저장\"\n    titleLabel.textColor = .white\n    view.addSubview(titleLabel)\n  }\n}",
        // The app's font helper at 28 pt (ChungBazi's splash): large text, 3:1 is enough.
        "final class SplashViewController: UIViewController {\n  private let splashLabel = UILabel()\n  override func viewDidLoad() {\n    view.backgroundColor = UIColor(red: 0.1, green: 0.447, blue: 1, alpha: 1)\n    splashLabel.font = UIFont.ptdSemiBoldFont(ofSize: 28)\n    splashLabel.textColor = .white\n    view.addSubview(splashLabel)\n  }\n}",
        // White words over a gradient scrim laid on a grey tile (Rephoto's album cells).
        "struct AlbumCell: View { let title: String\n  var body: some View { ZStack(alignment: .bottomLeading) { Color.gray; LinearGradient(colors: [Color.black.opacity(0.0), Color.black.opacity(0.55)], startPoint: .center, endPoint: .bottom); Text(title).font(.title2).bold().foregroundColor(.white) } } }",
        // Digits painted clear that size a loading pill (GeoBus's route badge placeholder).
        "struct RouteBadgePill: View { var body: some View { Text(\"000\").font(.system(size: 13, weight: .bold)).foregroundColor(.clear).background(Color(white: 0.92)) } }",
        // A bold face named in a constant, 14 pt (Smileflower's altitude label): 3.3:1 passes the 3:1 bold text needs.
        "enum Constant { static let fontAppleSDGothicNeoBold = \"AppleSDGothicNeo-Bold\" }\nfinal class EndViewController: UIViewController {\n  let labelNow = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .white\n    labelNow.text = \"현재 고도\"\n    labelNow.textColor = UIColor(red: 0.486, green: 0.565, blue: 0.608, alpha: 1)\n    labelNow.font = UIFont(name: Constant.fontAppleSDGothicNeoBold, size: 14)\n    view.addSubview(labelNow)\n  }\n}",
        // White words on the label's own layer fill, set through Then (Acha's start button).
        "final class HomeViewController: UIViewController {\n  private lazy var titleLabel = UILabel().then {\n    $0.layer.backgroundColor = UIColor(red: 0.42, green: 0.44, blue: 0.56, alpha: 1).cgColor\n    $0.font = .preferredFont(forTextStyle: .title1)\n    $0.adjustsFontForContentSizeCategory = true\n    $0.textColor = .white\n    $0.text = \" 시작하기\"\n  }\n  override func viewDidLoad() { view.backgroundColor = .white; view.addSubview(titleLabel) }\n}",
        // A blurred faint copy drawn as a glow behind the sharp wordmark (Gem's side menu).
        "struct SideMenu: View { var body: some View { ZStack { VStack { Text(\"Gem\").foregroundStyle(Color.blue.opacity(0.3)) }.blur(radius: 2).background(Color.white); VStack { Text(\"Gem\").foregroundStyle(Color.black) } } } }",
        // An image-only button never given a title: no text is drawn in black (Particle's keyboard-down button).
        // The same on a screen's own button, not private (VocabularyTraining's sort buttons).
        "final class LanguageScreenViewController: UIViewController {\n  lazy var sortWordButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(systemName: \"chevron.up.square.fill\"), for: .normal)\n    button.setTitleColor(.blue, for: .normal)\n    return button\n  }()\n  override func viewDidLoad() { view.backgroundColor = .systemTeal; view.addSubview(sortWordButton) }\n}",
        "final class Editor: UIViewController {\n  private let keyboardDownButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(named: \"keyboard_down\"), for: .normal)\n    button.setTitleColor(UIColor.black, for: .normal)\n    button.tintColor = .white\n    return button\n  }()\n  override func viewDidLoad() { keyboardDownButton.backgroundColor = UIColor(white: 0.33, alpha: 1); view.addSubview(keyboardDownButton) }\n}",
        // An add button whose only title is empty: no text is drawn in white (SeulMae's schedule list).
        "final class C: UIView { private let addButton = UIButton()\n func setUp() { addButton.setTitle(\"\", for: .normal); addButton.backgroundColor = .yellow; addButton.setTitleColor(.white, for: .normal) } }",
        // A 20 pt bold face held in the app's font token: large text, 3:1 is enough (Gollaba's calendar).
        "extension Font { static let suitBold20 = Font.custom(\"SUIT-Bold\", size: 20) }\nstruct Calendar: View { var body: some View { Text(\"완료\").font(.suitBold20).foregroundStyle(Color(white: 0.5)).background(Color.white) } }",
        // A password field on a black screen, framed by a grey outline (a stroke the fill paints) over a faint white.
        "struct Login: View { @State var password = \"\"\n var body: some View { ZStack { Color.black.ignoresSafeArea(); SecureField(\"비밀번호\", text: $password).foregroundStyle(.white).padding().background { RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 1).fill(Color(.systemGray4)).background { RoundedRectangle(cornerRadius: 10).fill(.white.opacity(0.1)) } } } } }",
        // A delete action's label given the tint's own red: iOS draws it white on the red fill.
        "struct RecordRow: View { var body: some View { Text(record.title).swipeActions { Button(role: .destructive) { delete() } label: { Label(\"삭제\", systemImage: \"trash\").foregroundColor(.red) }.tint(.red) } } }",
        // BNCTL's balance: grey currency text at the 28 pt a constant holds is large text (3:1).
        balanceCurrency(points: 28),
        // A 6 pt track under the band's labels: no backdrop for them (vbt's velocity band).
        velocityBand(trackHeight: 6),
        // Red tab titles on black in a tab view pinned dark by the older `.colorScheme(.dark)`.
        "struct Landing: View { var body: some View { TabView { News().background(Color.black).tabItem { Label(\"뉴스\", systemImage: \"doc\") } }.accentColor(.red).colorScheme(.dark) } }",
        // A switch's tint fills its track, not its title (Pomodoro's settings).
        "struct Settings: View { var body: some View { VStack { Toggle(isOn: $buddies) { Text(\"픽셀 친구\") }.tint(Color(red: 1, green: 0.83, blue: 0.47)) }.background(Color.white) } }",
        // White words on a red button whose tint is that red: the foreground is the words' color.
        "struct Home: View { var body: some View { NavigationLink(destination: Create()) { Text(\"새 캐릭터 만들기\").background(Color(red: 0.57, green: 0, blue: 0.09)).foregroundColor(.white).tint(Color(red: 0.57, green: 0, blue: 0.09)) } } }",
        // A swipe action's tint fills the button; its words are white (FinanceTracker's goals).
        goalRow(place: "swipeActions"),
        "struct NoteRow: View { var body: some View { Text(note.title).background(Color.white).swipeActions { Button { info() } label: { Text(\"정보\").foregroundColor(.white) }.tint(Color.theme.graniteGray) } } }",
        // MyiApp's comparison bar: a 1 pt marker line drawn before the label lies under none of it.
        "struct ComparisonBar: View { var body: some View { ZStack(alignment: .leading) { Color.black; Rectangle().fill(Color.white).frame(width: 1, height: 20); Text(\"어제 3회\").foregroundColor(.white) } } }",
        // The same banner pinned to the light appearance (the NHS COVID-19 app's local information banner).
        "struct Banner: View { var body: some View { Text(\"더 보기\").foregroundColor(.primary).padding().background(Color(red: 1, green: 0.72, blue: 0.11)).environment(\\.colorScheme, .light) } }",
        // `.foregroundStyle(_:)` takes a `ShapeStyle`: its `.secondary` is the system's hierarchical
        // style, not the project's `Color.secondary` (Meshtastic's brand grey).
        "extension Color { static let secondary = Color(white: 0.85) }\nstruct A: View { var body: some View { Text(\"x\").foregroundStyle(.secondary).background(Color(.systemBackground)) } }",
        // A layout-debugging colour behind a `let` flag set to false (Threema): no build shows it.
        "final class ChatProfileView: UIView {\n  private static let debug = false\n  private lazy var nameLabel: UILabel = {\n    let label = UILabel()\n    label.textColor = .white\n    if debug { label.backgroundColor = .systemGreen }\n    return label\n  }()\n}",
        // A picture lies behind the text (a ZStack layer, or the view the text overlays): its colors are unknown.
        "struct A: View { var body: some View { VStack { ZStack { Image(\"shield\"); Text(\"3\").foregroundColor(.white) } }.background(Color.white) } }",
        "struct A: View { var body: some View { VStack { Image(\"banner\").resizable().overlay(Text(\"Sale\").foregroundColor(.white)) }.background(Color.white) } }",
        // A toolbar draws its material over its backgroundColor: the colour behind the label isn't known.
        "final class HUD: UIView { let panel = UIToolbar(); let status = UILabel()\n func setUp() { panel.isTranslucent = true; panel.backgroundColor = .systemGray; addSubview(panel); panel.addSubview(status); status.textColor = .white } }",
        "struct A: View { var body: some View { Text(\"12:30\").foregroundStyle(Color(UIColor.systemBlue)).background { Color(.darkGray).opacity(0.2) } } }",
        "struct A: View { var body: some View { Text(\"품절\").font(.caption).foregroundColor(Color(red: 0.40, green: 0.40, blue: 0.40)).background(Color.white) } }",
        "struct A: View { var body: some View { Text(\"No background proven\").foregroundColor(Color(white: 0.8)) } }",
        "struct A: View { var body: some View { Text(\"Sold out\").foregroundColor(Color(white: 0.8)).background(.ultraThinMaterial) } }",
        "struct A: View { var body: some View { Text(\"Big\").font(.largeTitle).foregroundColor(Color(red: 0.45, green: 0.45, blue: 0.45)).background(Color.white) } }",
        "struct A: View { var body: some View { Text(\"보조\").foregroundStyle(.secondary).background(Color(.systemBackground)) } }",
        "struct A: View { var body: some View { Text(\"x\").foregroundColor(color).background(Color.white) } }",
        "struct A: View { var body: some View { List { Text(\"Row\").foregroundColor(Color(white: 0.2)) }.background(Color.black) } }",
        "struct A: View { var body: some View { Button(\"담기\") { }.buttonStyle(.borderedProminent).foregroundColor(.white).background(Color.white) } }",
        // Large bold text through the app's text style helper (RariMe's `additional3()`, 24 pt bold): 3.98:1 passes the 3:1 it needs.
        "extension View {\n  func additional3() -> some View { self.applyFont(fontFamily: Fonts.playfairBold, fontSize: 24, lineHeight: 24, fontWeight: .bold) }\n}\nstruct Home: View { var body: some View { Text(\"Stranger\").additional3().foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5)).background(Color.white) } }",
        // A button class that paints its own gradient (Windscribe's upgrade button): the title lies on that, not on the dark screen.
        "final class GradientButton: UIButton {\n  private let gradientLayer = CAGradientLayer()\n  override init(frame: CGRect) { super.init(frame: frame); layer.insertSublayer(gradientLayer, at: 0) }\n}\nfinal class Success: UIViewController { let startButton = GradientButton()\n func setUp() { view.backgroundColor = .black; view.addSubview(startButton); startButton.setTitleColor(.black, for: .normal) } }",
        // Large text through a design token in another type (Hound's 35 pt bold header): 4.02:1 passes the 3:1 it needs.
        "enum Fonts { static let header = UIFont.systemFont(ofSize: 35, weight: .bold) }\nfinal class Intro: UIViewController { let header = UILabel()\n func setUp() { view.backgroundColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1); view.addSubview(header); header.font = Fonts.header; header.textColor = .white } }",
        "final class C: UIView { let label = UILabel()\n func setUp() { label.textColor = .lightGray } }",
        // A title over the button's background image (coreforce's blue image made from a color):
        // the image, not the white view, is behind the text, and it is no color the source states.
        confirmButton(backgroundImage: "\n    confirm.setBackgroundImage(UIColor(hex: 0x447AFEFF).toImage(), for: .normal)"),
        "final class C: UIView { let label = UILabel()\n func setUp() { backgroundColor = .black; addSubview(label); label.textColor = .white } }",
        // Enabled and disabled states give the button different backgrounds: no single pair to judge.
        "final class C: UIView { let send = UIButton()\n func enable() { send.backgroundColor = .systemGreen; send.setTitleColor(.white, for: .normal) }\n func disable() { send.backgroundColor = .gray; send.isEnabled = false } }",
      ]),
    otherSeverities: [.warning]
  )

  /// In a row's `.swipeActions { }`.
  static func isSwipeAction(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    file.ancestry(of: view).steps.contains { step in
      if case .modifier(let name, _) = step.child.slot { return name == "swipeActions" }
      return false
    }
  }

  /// The `.tint` of the button a swipe action's words are in (the fill iOS draws behind them).
  static func swipeActionTint(of view: SwiftUIView, in file: SwiftFileModel, scene: SwiftUIColorScene) -> ResolvedColor? {
    for candidate in [view] + file.ancestry(of: view).steps.map(\.ancestor) {
      if let tint = candidate.modifiers.last(where: { $0.name == "tint" }) { return scene.color(of: tint, in: candidate.enclosingType) }
      if case .modifier("swipeActions", _) = candidate.slot { break }
    }
    return nil
  }

  /// A wallet's goal row with an "Edit" action tinted blue, in `place`.
  static func goalRow(place: String) -> RuleExample {
    let marker = place == "swipeActions" ? "" : "↓"
    return RuleExample("""
      struct GoalRow: View {
        let goal: Goal
        var body: some View {
          Text(goal.name)
            .background(Color(.systemGroupedBackground))
            .\(place) {
              Button { edit(goal) } label: { Label("편집", systemImage: "pencil") }
                .\(marker)tint(.blue)
            }
        }
      }
      """)
  }

  /// A phone-number screen's confirm button with a white title on a white view, and
  /// `backgroundImage` after the title's colour; marked where it is reported without one.
  static func confirmButton(backgroundImage: String) -> RuleExample {
    let marker = backgroundImage.isEmpty ? "↓" : ""
    return ContrastCheck.whiteScreen(
      "ChangePhoneNumberViewController", holding: "confirm", of: "UIButton",
      lines: ["confirm.setTitle(\"변경 확인\", for: .normal)", "\(marker)confirm.setTitleColor(.white, for: .normal)\(backgroundImage)"])
  }

  /// A band's label, faint white, in a stack over a white track `trackHeight` tall (marked when
  /// the track is tall enough to lie behind the label).
  static func velocityBand(trackHeight: Int) -> RuleExample {
    RuleExample("""
      struct Band: View {
        var body: some View {
          ZStack(alignment: .leading) {
            Capsule().fill(Color.white).frame(height: \(trackHeight))
            Text("0.50").font(.system(size: 9, weight: .semibold)).\(trackHeight > 6 ? "↓" : "")foregroundStyle(.white.opacity(0.5))
          }
        }
      }
      """)
  }

  /// A balance line whose grey currency code takes a size a project constant holds (`points`;
  /// marked unless that makes it large text).
  static func balanceCurrency(points: Int) -> RuleExample {
    RuleExample("""
      enum Dimen { enum TextSize { static let balanceLarge: CGFloat = \(points) } }
      struct CardBalance: View {
        var body: some View {
          HStack { Text(balance).fontWeight(.bold); Text(currency).fontWeight(.light).\(points < 24 ? "↓" : "")foregroundColor(Color(.gray)) }
            .font(.system(size: Dimen.TextSize.balanceLarge))
            .background(Color.white)
        }
      }
      """)
  }

  /// One letter (``SwiftUIView/showsMonogram``) in a tile (a `ZStack` or an overlay) whose row holds
  /// a text of two or more words beside it.
  static func isLetterBesideItsWords(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.showsMonogram, view.titleArgument?.stringLiteral != nil else { return false }
    let steps = file.ancestry(of: view).steps.prefix(3)
    guard steps.contains(where: { $0.ancestor.name == "ZStack" || $0.child.slot != .content }) else { return false }
    return steps.contains { step in
      ["HStack", "VStack", "Label"].contains(step.ancestor.name) && file.descendants(of: step.ancestor).contains { other in
        other.name == "Text" && (other.titleArgument?.stringLiteral ?? "").split(separator: " ").count >= 2
      }
    }
  }

  /// A `Text` in the `else` of an `if` whose branch shows a control with the same words (`if
  /// picked { NavigationLink { … } label: { Text("다음") } } else { Text("다음").background(gray) }`,
  /// LESSERAFIM's next step): the control's look while it can't act, which WCAG 1.4.3 exempts.
  static func isInactiveButtonStandIn(_ text: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard text.name == "Text", let words = text.titleArgument?.text, let branch = text.branchCondition,
          let elseRange = branch.range(of: "else (not ", options: .backwards), branch.hasSuffix(")"),
          let parent = file.parent(of: text) else { return false }
    let test = branch[elseRange.upperBound...].dropLast()
    // (One `if` and its `else`: with `else if`s between, which branch shows the control is less clear.)
    guard !test.contains(", not ") else { return false }
    let controlBranch = branch[..<elseRange.lowerBound] + "if " + test
    return parent.children.map(file.view).contains { other in
      other.branchCondition == String(controlBranch) && other.isControl
        && file.descendants(of: other).contains { $0.name == "Text" && $0.titleArgument?.text == words }
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let (scene, uikit) = ContrastCheck.scenes(context, file: file)
    var reported: Set<SourcePosition> = []
    for view in file.views where Self.isText(view, in: file) {
      // `Text("")` shows nothing to read.
      if view.titleArgument?.stringLiteral?.isEmpty == true { continue }
      // A blurred copy drawn as a glow behind the words (Gem's wordmark): no one reads it.
      if file.isAlwaysBlurred(view) { continue }
      // The button's words drawn in its place while it can't act: an inactive control's look.
      if Self.isInactiveButtonStandIn(view, in: file) { continue }
      // A letter drawn as a logo or monogram tile beside the words it stands for (TripWit's "G"
      // on a white tile before "Sign in with Google"): a logotype, which contrast minimums exempt.
      if Self.isLetterBesideItsWords(view, in: file) { continue }
      var names = SwiftUIColorScene.foregroundModifiers
      if Self.isTintedText(view, in: file) { names.formUnion(["tint", "accentColor"]) }
      guard var (modifier, owner) = scene.nearestModifier(names, for: view) else { continue }
      // `.foregroundColor(.white).tint(.midRed)` on one view: the foreground color is the text's,
      // whatever the order; the tint colors only what has no foreground of its own (Still Alive).
      if modifier.name == "tint" || modifier.name == "accentColor",
         let own = owner.modifiers.last(where: { SwiftUIColorScene.foregroundModifiers.contains($0.name) }) {
        modifier = own
      }
      guard !reported.contains(modifier.position) else { continue }
      // A swipe action's tint fills the button behind its words (FinanceTracker's "Edit", an
      // aviation app's white "Info" on its grey tint): the row's background is not theirs; the
      // words are judged on the tint, when known.
      let inSwipeAction = Self.isSwipeAction(view, in: file)
      let swipeTint = inSwipeAction ? Self.swipeActionTint(of: view, in: file, scene: scene) : nil
      if inSwipeAction, swipeTint == nil || modifier.name == "tint" { continue }
      guard let foreground = scene.color(of: modifier, in: owner.enclosingType),
            case .color(let background, let semanticBackground)? = swipeTint.map({ .color($0.color, semantic: false) }) ?? scene.background(of: view),
            !(foreground.isSemanticSystemColor && semanticBackground) else { continue }
      // Words in the tint's own colour (`Label("삭제").foregroundColor(.red)` on `.tint(.red)`): iOS
      // draws a swipe action's label in white over the fill, whatever colour it was given.
      if swipeTint != nil, foreground.color == background { continue }
      // Words painted clear (GeoBus's "000" sizing a loading pill): nothing is drawn to read.
      // (Not lettering filled by a gradient laid over and masked by the words.)
      if Appearance.allCases.allSatisfy({ foreground.color.resolved(for: $0).alpha < 0.01 }),
         !view.hasModifier("overlay"), !view.hasModifier("mask") { continue }
      let metrics = scene.textMetrics(of: view)
      let appearances = Self.pinnedAppearances(of: view, in: file) ?? context.project.appearances
      if report(foreground: foreground.color, background: background, metrics: metrics, at: modifier.position, appearances: appearances, &context) {
        reported.insert(modifier.position)
      }
    }

    for object in file.uikitObjects {
      var sources: [(ExpressionInfo, SourcePosition)] = []
      if ["UILabel", "UITextField", "UITextView"].contains(object.uikitClass), let assignment = object.assignment("textColor") {
        sources.append((assignment.value, assignment.position))
      }
      // A button whose every title is empty (`setTitle("", for: .normal)`, SeulMae's add button
      // showing only its image) draws no text in that color.
      // (Its normal title, of a button no other type reaches: private, not from a storyboard.)
      // (Or a private button given only an image, never a title: Particle's keyboard-down button.)
      let titles = object.calls("setTitle")
      let showsNoTitle = UIKitFontAssignment.showsOnlyAnImage(object, in: file) || !titles.isEmpty && titles.allSatisfy { call in
        call.arguments.first?.value.stringLiteral?.isEmpty == true && (call.arguments.first(labeled: "for")?.memberName ?? "normal") == "normal"
      } && !object.isOutlet && !object.assigns("configuration") && object.calls("setAttributedTitle").isEmpty
        && (file.sourceContains("private let " + object.name) || file.sourceContains("private var " + object.name))
      // (Or a button of a screen given only an image there, never a title: other files rarely
      // title a controller's own buttons; VocabularyTraining's sort buttons.)
      let imageOnlyOnAScreen = UIKitFontAssignment.isGivenOnlyAnImage(object)
        && object.enclosingType.map { context.project.types.isViewController($0) } == true
        && !file.sourceContains(object.name + ".setTitle(") && !file.sourceContains(object.name + ".configuration")
      if object.uikitClass == "UIButton", !showsNoTitle, !imageOnlyOnAScreen {
        for call in object.calls("setTitleColor") where call.arguments.first(labeled: "for")?.memberName ?? "normal" == "normal" {
          if let value = call.arguments.first?.value { sources.append((value, call.position)) }
        }
      }
      guard !sources.isEmpty, case .color(let background, let semanticBackground)? = uikit.background(of: object) else { continue }
      // A dot or bar between two labels (`dotLabel.text = StringType.dot`, Kkamagnoon's challenge
      // card): a separator, no words to read.
      if Self.isSeparatorLabel(object, in: file) { continue }
      // A view given different backgrounds in different methods (enabled green, disabled grey) has
      // no one background to pair its text with: which shows with which text color is the code's state.
      let ownBackgrounds = Set(object.assignments.filter { $0.property == "backgroundColor" }.map(\.value.text))
      if ownBackgrounds.count > 1 { continue }
      let metrics = uikit.textMetrics(of: object)
      for (value, position) in sources {
        guard let foreground = uikit.color(value, of: object), !(foreground.isSemanticSystemColor && semanticBackground) else { continue }
        _ = report(foreground: foreground.color, background: background, metrics: metrics, at: position,
                   appearances: Self.uikitPinnedAppearances(of: object.enclosingType, in: file), &context)
      }
    }
  }

  static let titledControls: Set<String> = ["Button", "Link", "NavigationLink", "Toggle", "Menu"]

  /// Whether a control's tint colors these words: it does a button's title, but a switch's tint
  /// fills only its track (Pomodoro's `Toggle("Pixel Buddies").tint(.end)`), unless the toggle is
  /// drawn as a button.
  static func isTintedText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let control = view.context.enclosingControl.map(file.view) ?? (titledControls.contains(view.name) ? view : nil) else { return false }
    guard control.name == "Toggle" else { return true }
    // Drawn as a button (`.toggleStyle(.button)`, `ButtonToggleStyle()`), on it or a view around it.
    let chains = [control.modifiers[...]] + file.ancestry(of: control).steps.map(\.applyingModifiers)
    return chains.contains { modifiers in
      modifiers.contains { modifier in
        guard modifier.name == "toggleStyle", let style = modifier.arguments.first?.value.text else { return false }
        return style.hasSuffix("button") || style.hasPrefix("ButtonToggleStyle")
      }
    }
  }

  static func isText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.kind == .call else { return false }
    switch view.name {
    case "Text", "Label", "TextField", "SecureField", "TextEditor": return true
    case _ where titledControls.contains(view.name):
      guard let title = view.titleArgument else { return false }
      if case .string = title.kind { return true }
      if case .interpolatedString = title.kind { return true }
      return false
    default: return false
    }
  }

  /// The appearances a view is pinned to by itself or an ancestor (`.environment(\\.colorScheme, .light)`,
  /// A label that shows a separator: its text a dot, bullet or bar (written, or the file's
  /// constant of that name), or, with its text from elsewhere, named as one (`dotLabel`,
  /// A label on a dark card, with `text`, in a grey too dim for it.
  static func challengeCardLabel(name: String, text: String) -> RuleExample {
    let marker = name == "dotLabel" ? "" : "↓"
    return RuleExample("""
      enum StringType { static let dot = "·" }
      final class MyChallengeCard: UIView {
        var \(name) = UILabel()
          .then {
            $0.text = \(text)
            $0.font = UIFont.systemFont(ofSize: 10)
            \(marker)$0.textColor = UIColor(red: 0.38, green: 0.38, blue: 0.38, alpha: 1)
          }
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = UIColor(red: 0.16, green: 0.16, blue: 0.16, alpha: 1)
          addSubview(\(name))
        }
      }
      """)
  }

  /// `separatorLabel`, `dividerLabel`).
  static func isSeparatorLabel(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard object.uikitClass == "UILabel" else { return false }
    let separators: Set<Character> = ["·", "•", "|", "/", "-", "–", "—", "∙", "⋅", "ㆍ", "・", " "]
    if let text = object.assignment("text")?.value {
      if let literal = text.stringLiteral ?? file.constant(behind: text, in: object.enclosingType)?.stringLiteral { return !literal.isEmpty && literal.allSatisfy(separators.contains) }
    }
    let words = IdentifierWords.words(in: object.name).map { $0.lowercased() }
    return words.count == 2 && words.last == "label" && ["dot", "separator", "divider", "bullet", "bar"].contains(words[0])
  }

  /// `.preferredColorScheme(.dark)`: the NHS COVID-19 app's amber banner, always light), or nil.
  static func pinnedAppearances(of view: SwiftUIView, in file: SwiftFileModel) -> [Appearance]? {
    // Both spellings name the color scheme: most files have neither, and skip the climb.
    guard file.sourceContains("olorScheme") else { return nil }
    let chains = [view.modifiers[...]] + file.ancestry(of: view).steps.map(\.applyingModifiers)
    for modifiers in chains {
      for modifier in modifiers.reversed() {
        let scheme: String?
        if modifier.name == "environment", modifier.arguments.first?.value.text.hasSuffix(".colorScheme") == true {
          scheme = modifier.arguments.dropFirst().first?.value.text
        } else if modifier.name == "preferredColorScheme" || modifier.name == "colorScheme" {
          // (`.colorScheme(.dark)`, the older spelling, sets the same for what it holds: a
          // Formula 1 app's tab view.)
          scheme = modifier.arguments.first?.value.text
        } else {
          continue
        }
        // (Only a literal pin that every build compiles: `isDarkMode ? .dark : .light` follows a
        // setting, and a pin inside `#if DEBUG` is no release build's.)
        guard let scheme, !scheme.contains("?"),
              !file.compilationBranches.contains(where: { $0.start <= modifier.position.utf8Offset && modifier.position.utf8Offset < $0.end && $0.compiledForIOS != true })
        else { return nil }
        if scheme.hasSuffix("light") { return [.light, .lightHighContrast] }
        if scheme.hasSuffix("dark") { return [.dark, .darkHighContrast] }
        return nil
      }
    }
    return nil
  }

  /// The appearances a UIKit screen pins itself to (`overrideUserInterfaceStyle = .dark` on the
  /// controller or its view, OrrRock's route-saving screens), or nil: the objects its type holds
  /// are seen only there.
  static func uikitPinnedAppearances(of type: String?, in file: SwiftFileModel) -> [Appearance]? {
    guard let type, file.sourceContains("overrideUserInterfaceStyle") else { return nil }
    let styles = Set(file.behaviour.assignments.filter {
      $0.property == "overrideUserInterfaceStyle" && $0.enclosingType == type && ["", "self", "view", "self.view"].contains($0.receiver)
    }.map(\.value.text))
    guard styles.count == 1, let style = styles.first else { return nil }
    if style.hasSuffix(".dark") { return [.dark, .darkHighContrast] }
    if style.hasSuffix(".light") { return [.light, .lightHighContrast] }
    return nil
  }

  /// Reports the worst failing appearance; true when something was reported.
  private func report(
    foreground: DynamicColor, background: DynamicColor, metrics: (pointSize: Double?, bold: Bool, description: String),
    at position: SourcePosition, appearances: [Appearance]? = nil, _ context: inout RuleContext
  ) -> Bool {
    let hig = ContrastThresholds.hig(pointSize: metrics.pointSize, bold: metrics.bold)
    let shortfalls = ContrastCheck.shortfalls(
      foreground: foreground, background: background, target: hig, in: appearances ?? context.project.appearances)
    guard let worst = shortfalls.first else { return false }
    let described = ContrastCheck.describe(shortfalls)
    let suggestion = ContrastCheck.suggestion(worst)
    let sizeEn = metrics.pointSize.map { "\(Self.points($0)) pt\(metrics.bold ? " bold" : "")" } ?? (metrics.bold ? "bold text" : "text of unknown size (treated as 17 pt)")
    let sizeKo = metrics.pointSize.map { "\(Self.points($0))pt\(metrics.bold ? " 굵은" : "")" } ?? (metrics.bold ? "굵은 텍스트" : "크기를 알 수 없는 텍스트(17pt로 간주)")
    let higText = ContrastRatioText.threshold(hig.minimumRatio)
    if shortfalls.contains(where: \.missesGuideline) {
      // Each appearance against the threshold it misses: one at 3.26:1 is below the HIG's 4.5:1,
      // not the guideline's 3:1.
      let belowGuideline = ContrastCheck.describe(shortfalls.filter(\.missesGuideline))
      let onlyBelowHIG = shortfalls.filter { !$0.missesGuideline }.map { ContrastRatioText.ratio($0.ratio) + " in \($0.appearance)" }
      let onlyBelowHIGKo = shortfalls.filter { !$0.missesGuideline }.map { "\($0.appearance.koreanName) \(ContrastRatioText.ratio($0.ratio))" }
      let missedToo = onlyBelowHIG.isEmpty ? "" : ", which \(onlyBelowHIG.joined(separator: ", ")) misses too"
      let missedTooKo = onlyBelowHIGKo.isEmpty ? "" : ". \(onlyBelowHIGKo.joined(separator: ", "))도 이에 못 미침"
      let hair = ContrastCheck.hairNote(shortfalls)
      context.report(at: position, LocalizedText(
        en: "text contrast is \(belowGuideline.en), below the guideline's 3:1\(hair.en) (checkpoint 1.4; the HIG asks \(higText) for \(sizeEn)\(missedToo)); \(suggestion.en)",
        ko: "텍스트 명도 대비가 \(KoreanParticle.direction.attach(to: "\(belowGuideline.ko)")) 지침의 3:1(검사 항목 1.4)에 못 미칩니다\(hair.ko)(HIG는 \(sizeKo)에 \(higText) 요구\(missedTooKo)). \(suggestion.ko)"),
        severity: ContrastCheck.missesOnlyByAHair(shortfalls) ? .warning : nil)
    } else {
      context.report(at: position, LocalizedText(
        en: "text contrast is \(described.en), below the \(higText) that \(metrics.pointSize == nil ? sizeEn : sizeEn + " text") needs (Apple HIG; WCAG 1.4.3 asks 4.5:1 of regular text this size too); \(suggestion.en)",
        ko: "텍스트 명도 대비가 \(KoreanParticle.direction.attach(to: "\(described.ko)")) \(sizeKo)에 필요한 \(higText)에 못 미칩니다(Apple HIG. WCAG 1.4.3도 이 크기의 보통 굵기 텍스트에 4.5:1을 요구). \(suggestion.ko)"),
        severity: .warning)
    }
    return true
  }

  static func points(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
  }
}
