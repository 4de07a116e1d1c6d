import A11yCore

/// Icons, shapes, borders and control fills that don't stand out from their background.
public struct ComponentContrastRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "color-component-contrast",
    title: LocalizedText(en: "Icons, borders and controls need 3:1 contrast", ko: "아이콘, 테두리, 컨트롤은 3:1 이상 대비되어야 합니다"),
    rationale: LocalizedText(
      en: """
        An icon, a status shape, a field's border or a button's fill that is too close to its background is \
        invisible to many people with low vision, so they miss the control or what it shows. Checkpoint 1.4 and \
        WCAG 1.4.11 ask for at least 3:1. The rule checks SF Symbols colored with `.foregroundColor`/\
        `.foregroundStyle`/`.tint`, shapes' `.fill`/`.stroke`, `.border(...)`, UIKit `tintColor` and \
        `layer.borderColor`, and the `backgroundColor` of a UIKit control against the view it is added to, in \
        every appearance, against the nearest background that can be proven. Shapes used as backgrounds aren't \
        components. A control fill is a warning, and a button's fill is not checked when a visible title or icon \
        identifies the button.
        """,
      ko: """
        배경과 너무 비슷한 아이콘, 상태 표시 도형, 입력 필드 테두리, 버튼 채움색은 많은 저시력 사용자에게 보이지 않아 \
        컨트롤이나 그것이 나타내는 정보를 놓치게 됩니다. 검사 항목 1.4와 WCAG 1.4.11은 3:1 이상을 요구합니다. 이 규칙은 \
        `.foregroundColor`/`.foregroundStyle`/`.tint`로 색을 준 SF Symbol, 도형의 `.fill`/`.stroke`, `.border(...)`, \
        UIKit의 `tintColor`와 `layer.borderColor`, 그리고 UIKit 컨트롤의 `backgroundColor`를 추가된 상위 뷰와 비교해 \
        증명할 수 있는 가장 가까운 배경에 대해 모든 모양에서 검사합니다. 배경으로 쓰인 도형은 컴포넌트가 아닙니다. \
        컨트롤 채움색은 경고로 보고하며, 보이는 제목이나 아이콘으로 식별되는 버튼의 채움색은 검사하지 않습니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.contrast], wcag: ["1.4.11"], hig: "Accessibility › Color and effects",
    options: [ContrastCheck.defaultBackgroundOption, ContrastCheck.hexInitializersOption],
    examples: RuleExamples(
      triggering: [
        // The neighbour of the loading artwork: the same glyph in the row's own button, always drawn.
        "struct LikedSongRow: View { let song: Song\n var body: some View { HStack { WebImage(url: song.imageUrl) { image in image.resizable() } placeholder: { Color.gray }; Button { play() } label: { RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.4)).overlay(Image(systemName: \"music.note\").↓foregroundColor(Color(white: 0.6))) } } } }",
        // The neighbour of the veil carrying a spinner: the same veil on its own marks the button.
        "struct Thumb: View { let isDownloading: Bool\n var body: some View { Button(action: open) { ZStack { photo; if isDownloading { RoundedRectangle(cornerRadius: 12).↓fill(Color.black.opacity(0.5)) } } }.background(Color(white: 0.17)) } }",
        // The neighbour of the badge carrying a handed image: this circle is the button, with nothing on it.
        "struct Cards: View {\n  func actionCard(image: Image) -> some View {\n    Button(action: {}) { Circle().frame(width: 40, height: 40).↓foregroundColor(Color(white: 0.23)) }.background(Color(white: 0.18))\n  }\n}",
        // The neighbour of the envelope: beside a name, the envelope says what the name doesn't (a message waiting).
        "struct PractitionerCard: View { let practitioner: Practitioner\n var body: some View { VStack { HStack(spacing: 8) { Image(systemName: \"envelope.fill\").↓foregroundColor(Color(red: 1, green: 0.4, blue: 0.02)); Text(practitioner.fullName) } }.background(Color.white) } }",
        // The neighbour of the faint wash: an opaque fill as dim as the bar, the button's only edge.
        "final class URLBar: UIView {\n  let securityButton = UIButton()\n  func setUp() {\n    backgroundColor = UIColor(red: 0.24, green: 0.22, blue: 0.26, alpha: 1)\n    ↓securityButton.backgroundColor = UIColor(white: 0.3, alpha: 1)\n    securityButton.setImage(UIImage(named: \"lock\")?.withRenderingMode(.alwaysTemplate), for: [])\n    addSubview(securityButton)\n  }\n}",
        // The neighbour of the cast photo: an icon view given a symbol, painted white on light grey.
        "final class CreditCell: UICollectionViewCell {\n  private let iconImageView = UIImageView().then {\n    $0.backgroundColor = UIColor(white: 0.8, alpha: 1)\n    $0.image = UIImage(systemName: \"person\")\n    ↓$0.tintColor = .white\n  }\n  override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(iconImageView) }\n  func bind(_ reactor: CreditReactor) { reactor.state.map(\\.image).bind(to: iconImageView.rx.image).disposed(by: disposeBag) }\n}",
        // The neighbour of the title-only button: an arrow image takes the white tint.
        "final class CustomSubmitButton: UIButton {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    ↓tintColor = .white\n    titleLabel?.font = .systemFont(ofSize: 16)\n    backgroundColor = UIColor(red: 0.41, green: 0.78, blue: 0.83, alpha: 1)\n    setImage(UIImage(systemName: \"arrow.right\"), for: .normal)\n  }\n  func configure(buttonTitle: String) { setTitle(buttonTitle, for: .normal) }\n}\nfinal class LoginView: UIView {\n  let submitButton = CustomSubmitButton()\n  func setUp() { backgroundColor = .white; addSubview(submitButton) }\n}",
        // The neighbour of the tab item: the same paint on an icon the screen draws itself.
        "struct MainTabView: View {\n  var body: some View {\n    TabView {\n      HomeView().tabItem { Image(systemName: \"house\") }\n      Text(\"\").tabItem {\n        Image(systemName: \"plus\")\n          .foregroundColor(Color(red: 0.42, green: 0.68, blue: 0.65))\n          .background(Color(red: 0.42, green: 0.68, blue: 0.65))\n      }\n    }\n    Image(systemName: \"plus\").↓foregroundColor(Color(red: 0.42, green: 0.68, blue: 0.65)).background(Color(red: 0.42, green: 0.68, blue: 0.65))\n  }\n}",
        // The neighbour of the fill under a background image: with none, the pale fill is the button's edge.
        "final class OnBoardingViewController: UIViewController {\n  let showStoryButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(named: \"story\")?.withRenderingMode(.alwaysTemplate), for: .normal)\n    return button\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .white\n    view.addSubview(showStoryButton)\n    ↓showStoryButton.backgroundColor = UIColor(white: 0.97, alpha: 1)\n  }\n}",
        // The neighbour of the screen pinned dark: pinned light, the white arrow is white on white.
        "final class SaveViewController: UIViewController {\n  private lazy var exitButton: UIButton = {\n    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))\n    button.setImage(UIImage(systemName: \"arrow.backward\"), for: .normal)\n    ↓button.tintColor = .white\n    return button\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .systemBackground\n    overrideUserInterfaceStyle = .light\n    view.addSubview(exitButton)\n  }\n}",
        // A check box drawn as an image view that takes taps: its ring is its edge.
        "final class TermsViewController: UIViewController {\n  let agreeCheckImageView = UIImageView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .white\n    agreeCheckImageView.layer.borderWidth = 1\n    ↓agreeCheckImageView.layer.borderColor = UIColor(white: 0.9, alpha: 1).cgColor\n    agreeCheckImageView.isUserInteractionEnabled = true\n    agreeCheckImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))\n    view.addSubview(agreeCheckImageView)\n  }\n}",
        // A text editor with a placeholder drawn over it: its outline is an input's edge, whatever the member is called.
        "struct InquiryView: View { @State var content = \"\"\n var body: some View { editorWithPlaceholder }\n private var editorWithPlaceholder: some View { ZStack { TextEditor(text: $content).background(Color.white).overlay(RoundedRectangle(cornerRadius: 8).↓stroke(Color(white: 0.93), lineWidth: 1)) } } }",
        // The neighbour of the avatar ring: the same ring around a text field marks its edge.
        "final class ProfileView: UIView {\n  let nameField = UITextField()\n  func setUp() {\n    backgroundColor = .white\n    nameField.layer.borderWidth = 3\n    ↓nameField.layer.borderColor = UIColor.white.cgColor\n    addSubview(nameField)\n  }\n}",
        // The neighbour of the gradient screen: the helper is never called on this one.
        "func setGradientBackground(view: UIView) { let gradientLayer = CAGradientLayer(); view.layer.insertSublayer(gradientLayer, at: 0) }\nfinal class LanguageScreenViewController: UIViewController {\n  lazy var sortWordButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(systemName: \"chevron.up.square.fill\"), for: .normal)\n    ↓button.tintColor = .white\n    return button\n  }()\n  override func viewDidLoad() { view.backgroundColor = .systemTeal; view.addSubview(sortWordButton) }\n}",
        // The neighbour of the pixel divider: a token with "pixels" in its name, 24 pt, a checkbox's size.
        "extension CGFloat { static let checkboxPixels: CGFloat = 24 }\nstruct Check: View { var body: some View { Button { toggle() } label: { RoundedRectangle(cornerRadius: 4).↓stroke(Color(white: 0.9), lineWidth: 2).frame(width: .checkboxPixels, height: .checkboxPixels) }.background(Color.white) } }",
        // The neighbour of the date button: its label's text is empty.
        "final class NotificationHeaderView: UIView {\n  let startTimeButton = UIButton()\n  let startTimeLabel = UILabel()\n  func setUp() {\n    backgroundColor = UIColor(red: 0.92, green: 0.9, blue: 0.88, alpha: 1)\n    ↓startTimeButton.backgroundColor = UIColor(red: 0.98, green: 0.97, blue: 0.97, alpha: 1)\n    startTimeLabel.text = \"\"\n    addSubview(startTimeButton)\n    startTimeButton.addSubview(startTimeLabel)\n  }\n}",
        // The neighbour of the date button: its label is empty; nothing but the fill shows it.
        "final class NotificationHeaderView: UIView {\n  let startDateButton = UIButton()\n  let startDateLabel = UILabel()\n  func setUp() {\n    backgroundColor = UIColor(red: 0.92, green: 0.9, blue: 0.88, alpha: 1)\n    ↓startDateButton.backgroundColor = UIColor(red: 0.98, green: 0.97, blue: 0.97, alpha: 1)\n    addSubview(startDateButton)\n    startDateButton.addSubview(startDateLabel)\n  }\n}",
        // The neighbour of the read-only terms: the text view takes input.
        agreementTerms(editable: true),
        // Disabled at first, enabled by a binding when the form is valid: a control.
        "final class SignUpViewController: UIViewController {\n let nextButton = UIButton()\n func setUp() {\n view.backgroundColor = .white\n nextButton.isEnabled = false\n ↓nextButton.backgroundColor = UIColor(white: 0.96, alpha: 1)\n view.addSubview(nextButton)\n viewModel.isValid.bind(to: nextButton.rx.isEnabled).disposed(by: bag) } }",
        // The neighbour of the written percentage: the bar alone says how far along.
        "struct GoalCard: View { let value: Double\n var body: some View { ZStack(alignment: .leading) { Capsule().fill(Color(white: 0.1)).frame(height: 24); GeometryReader { geometry in Capsule().↓fill(Color(red: 0.18, green: 0.18, blue: 0.6)).frame(width: geometry.size.width * value, height: 24) } }.background(Color(red: 0.05, green: 0.05, blue: 0.1)) } }",
        // The neighbour of the movie card: shown on its own, not as a link's label, the heart stands alone.
        "struct PopularCard: View { let movie: Movie\n var body: some View { HStack { Text(movie.title).foregroundColor(.white); Spacer(); Image(systemName: \"heart.fill\").↓foregroundColor(Color(red: 0.6, green: 0.1, blue: 0.15)) }.background(Color(red: 0.24, green: 0.24, blue: 0.35)) } }\nstruct Discover: View { var body: some View { ForEach(movies) { movie in PopularCard(movie: movie) } } }",
        // The neighbour of the date picker: a switch's white fill on the pale panel is its only boundary.
        "final class Reschedule: UIViewController {\n  let reminder = UISwitch(frame: .zero)\n  override func viewDidLoad() {\n    view.backgroundColor = UIColor(red: 0.91, green: 0.92, blue: 0.96, alpha: 1)\n    ↓reminder.backgroundColor = UIColor.white\n    view.addSubview(reminder)\n  }\n}",
        // The neighbour of the titled popup button and of the icon button: a box drawing its check only
        // when selected, known unselected by its outline alone.
        "final class ProfilePopup: UIViewController {\n  let closeButton = UIButton(frame: .zero)\n  override func viewDidLoad() {\n    view.backgroundColor = .white\n    closeButton.setImage(UIImage(named: \"check\"), for: .selected)\n    closeButton.layer.borderWidth = 1\n    ↓closeButton.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor\n    view.addSubview(closeButton)\n  }\n}",
        // The neighbour of the icon beside words around a value: beside the bare value, the icon says what it is.
        "struct 조회수: View { let views: Int\n var body: some View { HStack { Image(systemName: \"eye\").↓foregroundColor(Color(white: 0.8)); Text(\"\\(views)K\").foregroundColor(.black) }.background(Color.white) } }",
        "struct 코스카드: View { let distance: Double\n var body: some View { HStack { Image(systemName: \"ruler\").↓foregroundColor(.orange); Text(\"\\(distance)\").foregroundColor(.black) }.background(Color.white) } }",
        // The neighbour of the link box: the view outlined holds a text field, whose edge it draws.
        "final class StickerView: UIView {\n  let linkBox = UIView()\n  let codeField = UITextField()\n  func setUp() {\n    backgroundColor = .white\n    linkBox.layer.borderWidth = 1\n    ↓linkBox.layer.borderColor = UIColor(white: 0.9, alpha: 1).cgColor\n    addSubview(linkBox)\n    linkBox.addSubview(codeField)\n  }\n}",
        // The neighbour of the record button's states: the dimmed mic drawn over the rose circle itself.
        "struct RecordButton: View { let state: RecordState\n var body: some View { ZStack {  Circle().fill(Color(red: 0.85, green: 0.39, blue: 0.55)).frame(width: 60, height: 60).overlay { Image(systemName: \"mic.fill\").foregroundStyle(.white) } ; Circle().fill(Color.white.opacity(0.1)).frame(width: 60, height: 60).overlay { Image(systemName: \"mic.fill\").↓foregroundStyle(.white.opacity(0.45)) }  }.background(Color(red: 0.1, green: 0.09, blue: 0.15)) } }",
        // The neighbour of the duty card: no words say the duty's type, so its symbol says it alone.
        "struct DutyCard: View { let duty: Duty\n var body: some View { VStack { HStack { Image(systemName: duty.dutyType.sfSymbolName).↓foregroundStyle(Color(white: 0.8)); Text(formatter.string(from: duty.start)) } }.background(Color.white) } }",
        // The neighbour of the bubble's tail: a white mark laid over the bubble.
        "struct 거북메시지: View { let message: String\n var body: some View { Text(message).padding().background(Color(red: 0.83, green: 0.9, blue: 0.8)).clipShape(Capsule()).overlay(alignment: .bottomTrailing) { Image(systemName: \"arrowtriangle.down.fill\").rotationEffect(.degrees(-45)).↓foregroundStyle(Color.white) } } }",
        // The neighbour of the section band: a bar 40 pt wide, which may mark something.
        "struct 리뷰탭: View { @Binding var selected: ReviewTab\n var body: some View { HStack { ForEach(ReviewTab.allCases) { tab in VStack { Button(tab.title) { selected = tab }; Rectangle().↓fill(Color(red: 0.7, green: 0.93, blue: 0.87)).frame(height: 3).opacity(selected == tab ? 1 : 0) } } }.background(Color.white) } }",
        // The same pale green as the spinner's own colour: 2.45:1 on white.
        countrySpinner(property: "color"),
        // The neighbour of the send button: a bare circle, nothing drawn on it.
        "struct Composer: View { var body: some View { HStack { TextField(\"메시지\", text: $text); Button { send() } label: { Circle().frame(width: 32).↓foregroundStyle(Color(white: 0.82)) } }.background(Color(white: 0.75)) } }",
        // The neighbour of the worded button: the icon alone names it.
        "struct Request: View { var body: some View { Button { cancel() } label: { Image(systemName: \"checkmark.circle.badge.xmark.fill\").↓foregroundStyle(Color(red: 0.55, green: 0.4, blue: 0.93)) }.accessibilityLabel(\"신청 취소\").background(Color(red: 0.57, green: 0.4, blue: 0.94)) } }",
        // The neighbour of the avatar stand-in: a lock on the gray circle says the account is private.
        "struct Avatar: View { var body: some View { ZStack { Circle().fill(Color.gray); Image(systemName: \"lock.fill\").↓foregroundColor(Color(white: 0.62)) }.frame(width: 40, height: 40) } }",
        // An icon button's light green fill on white: the fill is what shows the button.
        "final class Setup: UIViewController {\n  let playButton = UIButton(type: .custom)\n  override func viewDidLoad() {\n    view.backgroundColor = .white\n    view.addSubview(playButton)\n    playButton.setImage(UIImage(systemName: \"play\"), for: .normal)\n    ↓playButton.backgroundColor = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)\n  }\n}",
        // The neighbour of the camera feed: an empty stack between hides nothing of the backdrop.
        "struct Recorder: View { var body: some View { ZStack { Color.black; VStack { Spacer() }; Image(systemName: \"record.circle\").↓foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.1)) } } }",
        "struct A: View { var body: some View { Image(systemName: \"star.fill\").↓foregroundColor(.yellow).background(Color.white) } }",
        "struct A: View { var body: some View { TextField(\"이메일\", text: $email).padding().↓border(Color(white: 0.9)).background(Color.white) } }",
        "struct A: View { var body: some View { ZStack { Color.blue; Image(systemName: \"bag\").↓foregroundStyle(Color.blue.opacity(0.8)) } } }",
        // The neighbour of the filter glyph: beside an unnamed field, the glyph alone says what it is for.
        "struct Filter: View { var body: some View { HStack { Image(systemName: \"magnifyingglass\").↓foregroundStyle(Color(white: 0.8)); TextField(\"\", text: $query) }.background(Color.white) } }",
        "struct Search: View { var body: some View { TextField(\"\", text: $query).background(Color.white).overlay(HStack { Image(systemName: \"magnifyingglass\").↓foregroundColor(Color(white: 0.8)); Spacer() }) } }",
        // The colour around the icon colours no words: the button beside it has its own.
        "struct A: View { var body: some View { HStack { Image(systemName: \"bell\"); Button(\"Alerts\") { open() }.foregroundColor(.black) }.↓foregroundColor(Color(white: 0.9)).background(Color.white) } }",
        // The neighbours of the icon beside its words: beside a value shown (a title), the mark says what the value doesn't;
        // shown only when the user is verified, the seal says what the name doesn't.
        "struct A: View { let title: String; var body: some View { HStack { Image(systemName: \"checkmark.circle.fill\").↓foregroundColor(Color(white: 0.85)); Text(title) }.background(Color.white) } }",
        // The neighbour of the stat card: handed a symbol, but beside only the value it shows.
        "struct StatCard: View { let value: String; let icon: String\n var body: some View { VStack { Image(systemName: icon).↓foregroundColor(Color(white: 0.85)); Text(value).bold() }.background(Color.white) } }",
        "struct A: View { let verified: Bool; var body: some View { HStack { Text(name); if verified { Image(systemName: \"checkmark.seal\").↓foregroundStyle(Color(white: 0.85)) } }.background(Color.white) } }",
        "final class C: UIView { let icon = UIImageView()\n func setUp() { backgroundColor = .white; addSubview(icon); ↓icon.tintColor = UIColor(white: 0.9, alpha: 1) } }",
        // The neighbour of the permission row: the badge stands apart from the words, on a bar of its own.
        "final class SetAuthorityVC: UIViewController {\n  func setUp() {\n    view.backgroundColor = .white\n    let baseView = UIView()\n    let iconView = UIView()\n    iconView.backgroundColor = UIColor(white: 0.95, alpha: 1)\n    let iconImageView = UIImageView()\n    iconImageView.image = UIImage(named: \"LocationOn\")?.withRenderingMode(.alwaysTemplate)\n    ↓iconImageView.tintColor = UIColor(white: 0.8, alpha: 1)\n    let titleLabel = UILabel()\n    titleLabel.text = \"위치\"\n    baseView.addSubviews([iconView])\n    iconView.addSubview(iconImageView)\n    view.addSubviews([baseView, titleLabel])\n  }\n}",
        // The neighbour of the warning beside its words: beside a button, the icon says it alone.
        "final class InfoPage: UIView {\n  let stack = UIStackView()\n  let retryButton = UIButton()\n  func setUp() {\n    backgroundColor = .white\n    let warningIcon = UIImageView(image: UIImage(systemName: \"exclamationmark.triangle.fill\"))\n    ↓warningIcon.tintColor = .systemYellow\n    stack.addArrangedSubview(warningIcon)\n    stack.addArrangedSubview(retryButton)\n    addSubview(stack)\n  }\n}",
        "final class C: UIView { let field = UITextField()\n func setUp() { field.backgroundColor = .white; field.layer.borderWidth = 1; ↓field.layer.borderColor = UIColor(white: 0.95, alpha: 1).cgColor } }",
        // The neighbour of the border never drawn: a project helper called on the view gives it a width.
        "extension UIView { func stroke() { layer.borderWidth = 1.5 } }\nfinal class C: UIView { let field = UITextView()\n func setUp() { field.backgroundColor = .white; field.stroke(); ↓field.layer.borderColor = UIColor(white: 0.95, alpha: 1).cgColor } }",
        "final class C: UIView { let range = UISegmentedControl()\n func setUp() { range.backgroundColor = .white; ↓range.selectedSegmentTintColor = UIColor(white: 0.93, alpha: 1) } }",
        // A small symbol alone in a row (no words beside it), or a large one that is a control's only content.
        "struct A: View { var body: some View { VStack { Image(systemName: \"doc\").font(.system(size: 17)).↓foregroundStyle(Color(white: 0.85)); Divider() }.background(Color.white) } }",
        "struct A: View { var body: some View { Button(action: play) { Image(systemName: \"play.fill\").font(.system(size: 44)).↓foregroundStyle(Color(white: 0.85)) }.background(Color.white) } }",
        // The outline of a field, not of a picture.
        "struct A: View { var body: some View { ZStack { TextField(\"Name\", text: $name); RoundedRectangle(cornerRadius: 8).↓stroke(Color(white: 0.93)) }.background(Color.white) } }",
        "struct A: View { var body: some View { TextField(\"Name\", text: $name).padding(8).background(Color.white).overlay(RoundedRectangle(cornerRadius: 8).↓stroke(Color(white: 0.93), lineWidth: 1)) } }",
        // The neighbour of the menu: an icon-only button found by its outline.
        "struct A: View { var body: some View { ZStack { Color.white; Button { record() } label: { Image(systemName: \"mic\").foregroundColor(.black).frame(width: 44, height: 44).overlay(Circle().↓stroke(Color(white: 0.93), lineWidth: 1)) } } } }",
        // The neighbour of the app's icon button: made with no picture, its outline is all that shows it.
        "final class IconBtn: UIButton {\n  init(color: UIColor) { super.init(frame: .zero); tintColor = color }\n}\nfinal class ProfileHeader: UIView {\n  let moreBtn: IconBtn = {\n    let b = IconBtn(color: .systemBlue)\n    b.backgroundColor = .white\n    b.layer.borderWidth = 1\n    ↓b.layer.borderColor = UIColor(white: 0.93, alpha: 1).cgColor\n    return b\n  }()\n  func setUp() { backgroundColor = .white; addSubview(moreBtn) }\n}",
        // The neighbour of the recipe card: a button's border with no fill of its own, an icon button's outline in a stack that paints none.
        "struct A: View { var body: some View { ZStack { Color.white; Button { pick() } label: { Image(systemName: \"checkmark\") }.padding(8).↓border(Color(white: 0.93)) } } }",
        // The neighbour of the zero-width border: one point wide, white on white.
        "struct A: View { var body: some View { ZStack { Color.white; Button { pick() } label: { Image(systemName: \"checkmark\") }.padding(8).↓border(.white, width: 1) } } }",
        "struct A: View { var body: some View { ZStack { Color.white; Button { call() } label: { ZStack { Image(systemName: \"phone\").foregroundColor(.black).padding(12); RoundedRectangle(cornerRadius: 20).↓strokeBorder(Color(white: 0.93)) } } } } }",
        // The neighbour of the sign-in: the grey button stays enabled.
        "final class LoginViewController: UIViewController {\n let submitButton = UIButton()\n override func viewDidLoad() {\n super.viewDidLoad()\n view.backgroundColor = .white\n submitButton.isEnabled = true\n ↓submitButton.backgroundColor = UIColor(white: 0.6, alpha: 1)\n view.addSubview(submitButton) } }",
        // The neighbour of the sign-in: enabled later and never repainted, so the grey is its enabled look too.
        "final class LoginViewController: UIViewController {\n let submitButton = UIButton()\n override func viewDidLoad() {\n super.viewDidLoad()\n view.backgroundColor = .white\n submitButton.isEnabled = false\n ↓submitButton.backgroundColor = UIColor(white: 0.6, alpha: 1)\n view.addSubview(submitButton) }\n func textChanged() { submitButton.isEnabled = true } }",
        // The neighbour of the events strip's line: a tab's underline drawn only under the chosen tab.
        "struct Tabs: View { @State var selectedTab = 0\n var body: some View { ZStack { Color.white; HStack { ForEach(0..<3) { index in Text(titles[index]).overlay(Rectangle().frame(width: nil, height: selectedTab == index ? 2 : 0).↓foregroundColor(Color(white: 0.9)), alignment: .bottom).onTapGesture { selectedTab = index } } } } } }",
        // The neighbour of the recipe card: the app's own search field, bordered faintly, takes typing.
        "struct SearchField: View { @Binding var query: String\n var body: some View { TextField(\"검색\", text: $query) } }\nstruct Search: View { @State var query = \"\"\n var body: some View { ZStack { Color.white; SearchField(query: $query).padding().↓border(Color(white: 0.88)) } } }",
        // The neighbour of the white-bordered field: a border as dark as the screen marks no edge.
        "final class NicknameView: UIView {\n  let nicknameField = UITextField()\n  func setUp() {\n    backgroundColor = UIColor(white: 0.14, alpha: 1)\n    ↓nicknameField.backgroundColor = UIColor(white: 0.35, alpha: 1)\n    nicknameField.layer.borderWidth = 1\n    ↓nicknameField.layer.borderColor = UIColor(white: 0.2, alpha: 1).cgColor\n    addSubview(nicknameField)\n  }\n}",
        // The neighbour of the white-bordered field: the border is white only while editing, clear at rest.
        "final class NicknameView: UIView, UITextFieldDelegate {\n  let nicknameField = UITextField()\n  func setUp() {\n    backgroundColor = UIColor(white: 0.14, alpha: 1)\n    ↓nicknameField.backgroundColor = UIColor(white: 0.35, alpha: 1)\n    nicknameField.layer.borderWidth = 1\n    nicknameField.layer.borderColor = UIColor.clear.cgColor\n    addSubview(nicknameField)\n  }\n  func textFieldDidBeginEditing(_ textField: UITextField) { nicknameField.layer.borderColor = UIColor.white.cgColor }\n}",
        // Shapes that show something: an unread dot only some rows draw, a page indicator painted
        // on the current page, a selection bar moved to the chosen tab, a ring trimmed to the
        // progress, and a text field's box drawn behind it in a stack.
        "struct Row: View { let isUnread: Bool\n var body: some View { HStack { Text(title); if isUnread { Circle().↓fill(Color(white: 0.9)).frame(width: 8, height: 8) } }.background(Color.white) } }",
        "struct Pager: View { @State var page = 0\n var body: some View { HStack { ForEach(0..<3) { index in Capsule().↓fill(Color(white: 0.85)).frame(width: index == page ? 16 : 8, height: 8) } }.background(Color.white) } }",
        "struct Tabs: View { @State var selected = 0\n var body: some View { VStack { Capsule().↓fill(Color(white: 0.9)).frame(width: 80, height: 3).offset(x: CGFloat(selected) * 80) }.background(Color.white) } }",
        "struct Ring: View { let progress: Double\n var body: some View { ZStack { Color.white; Circle().trim(from: 0, to: progress).↓stroke(Color(white: 0.9), lineWidth: 4) } } }",
        "struct NameField: View { @State var name = \"\"\n var body: some View { ZStack { TextField(\"이름\", text: $name); RoundedRectangle(cornerRadius: 8).↓stroke(Color(white: 0.93)) }.background(Color.white) } }",
        // The neighbour of the game pinned dark: in light appearance the primary colour is black on black.
        "struct GameView: View { var body: some View { ZStack { Color.black; Button(action: fire) { Image(systemName: \"bolt.fill\").font(.system(size: 44)).↓foregroundStyle(Color.primary) } } } }",
      ],
      nonTriggering: [
        // The neighbour of the story button: an icon the app's image type draws, or one from the web, shows the button (ello's camera tile).
        "final class OmnibarScreen: UIView {\n  let nativeCameraButton = UIButton()\n  let linkButton = UIButton()\n  func setUp() {\n    backgroundColor = .white\n    nativeCameraButton.setImage(.camera, imageStyle: .selected, for: .normal)\n    nativeCameraButton.backgroundColor = UIColor(white: 0.95, alpha: 1)\n    linkButton.pin_setImage(from: iconURL)\n    linkButton.backgroundColor = UIColor(white: 0.9, alpha: 1)\n    addSubview(nativeCameraButton)\n    addSubview(linkButton)\n  }\n}",
        // A veil with a spinner over a photo while it downloads (iAPS's image picker).
        "struct Thumb: View { let isDownloading: Bool\n var body: some View { Button(action: open) { ZStack { photo; if isDownloading { RoundedRectangle(cornerRadius: 12).fill(Color.black.opacity(0.5)).overlay(ProgressView().tint(.white)) } } }.background(Color(white: 0.17)) } }",
        // The same with the app's image constant (1Wallet's `Image.arrowTriangleSwap`).
        "extension Image { static let arrowTriangleSwap = Image(\"arrow_triangle_swap\") }\nstruct Cards: View {\n  var body: some View {\n    Button(action: {}) { HStack { Circle().frame(width: 40, height: 40).foregroundColor(Color(white: 0.23)).overlay(Image.arrowTriangleSwap.resizable().frame(width: 20, height: 20)); Text(\"Swap\") }.background(Color(white: 0.18)) }\n  }\n}",
        // A badge carrying the card's icon, the image handed in (1Wallet's action cards): the glyph identifies it.
        "struct Cards: View {\n  func actionCard(title: String, image: Image) -> some View {\n    Button(action: {}) { HStack { Circle().frame(width: 40, height: 40).foregroundColor(Color(white: 0.23)).overlay(image.resizable().foregroundColor(.white).frame(width: 20, height: 20)); Text(title) }.background(Color(white: 0.18)) }\n  }\n}",
        // A 5 pt bar down the side of a card's words (mE Health's advice cards).
        "struct AdviceCard: View { let advice: Advice\n var body: some View { HStack(alignment: .top, spacing: 12) { Rectangle().fill(Color(red: 1, green: 0.4, blue: 0.02)).frame(width: 5); VStack(alignment: .leading) { Text(advice.title); Text(advice.body) } }.background(Color.white) } }",
        // An envelope before the address it marks (mE Health's practitioner card): the value says it is an email.
        "struct PractitionerCard: View { let practitioner: Practitioner\n var body: some View { VStack { HStack(spacing: 8) { Image(systemName: \"envelope.fill\").foregroundColor(Color(red: 1, green: 0.4, blue: 0.02)); Text(practitioner.email) } }.background(Color.white) } }",
        // An app's icon button made with its picture (tmChat's header `IconBtn(image:color:)`): the picture identifies it, not its outline.
        "final class IconBtn: UIButton {\n  init(image: UIImage?, color: UIColor) { super.init(frame: .zero); tintColor = color }\n}\nfinal class ProfileHeader: UIView {\n  let moreBtn: IconBtn = {\n    let b = IconBtn(image: UIImage(named: \"more\"), color: .systemBlue)\n    b.backgroundColor = .white\n    b.layer.borderWidth = 1\n    b.layer.borderColor = UIColor(white: 0.93, alpha: 1).cgColor\n    return b\n  }()\n  func setUp() { backgroundColor = .white; addSubview(moreBtn) }\n}",
        // An icon button on a faint white wash (SnowHaze's security button): the icon shows the button.
        "final class URLBar: UIView {\n  let securityButton = UIButton()\n  func setUp() {\n    backgroundColor = UIColor(red: 0.24, green: 0.22, blue: 0.26, alpha: 1)\n    securityButton.backgroundColor = UIColor(white: 1, alpha: 0.1)\n    securityButton.setImage(UIImage(named: \"lock\")?.withRenderingMode(.alwaysTemplate), for: [])\n    addSubview(securityButton)\n  }\n}",
        // A cast member's photo bound from the network (RoomReviewer's credits): its tint paints nothing.
        // A button whose mount is commented out (DE's location button), wired from the screen that holds its view.
        "final class ProfileView: UIView {\n  public let locationButton = UIButton().then {\n    $0.setImage(UIImage(named: \"MyLocation\")?.withRenderingMode(.alwaysTemplate), for: .normal)\n    $0.tintColor = UIColor(white: 0.9, alpha: 1)\n  }\n  let nicknameField = UITextField()\n  func setUp() {\n    backgroundColor = .white\n    [nicknameField /*, locationButton*/].forEach { addSubview($0) }\n  }\n}\nfinal class ProfileViewController: UIViewController {\n  let profileView = ProfileView()\n  func wire() { profileView.locationButton.addTarget(self, action: #selector(locate), for: .touchUpInside) }\n}",
        "final class CreditCell: UICollectionViewCell {\n  private let profileImageView = UIImageView().then {\n    $0.backgroundColor = UIColor(white: 0.8, alpha: 1)\n    $0.tintColor = .white\n  }\n  override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(profileImageView) }\n  func bind(_ reactor: CreditReactor) { reactor.state.map(\\.image).bind(to: profileImageView.rx.image).disposed(by: disposeBag) }\n}",
        // A custom-type button showing only a title (WhatIsKickboard's submit button): the white tint paints nothing.
        "final class CustomSubmitButton: UIButton {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    tintColor = .white\n    titleLabel?.font = .systemFont(ofSize: 16)\n    backgroundColor = UIColor(red: 0.41, green: 0.78, blue: 0.83, alpha: 1)\n  }\n  func configure(buttonTitle: String) { setTitle(buttonTitle, for: .normal) }\n}\nfinal class LoginView: UIView {\n  let submitButton = CustomSubmitButton()\n  func setUp() { backgroundColor = .white; addSubview(submitButton) }\n}",
        // A tab item painted the same colour on the same colour (Ggwadang's "plus" tab): the tab bar draws it in its own tint.
        "struct MainTabView: View {\n  var body: some View {\n    TabView {\n      HomeView().tabItem { Image(systemName: \"house\") }\n      Text(\"\").tabItem {\n        Image(systemName: \"plus\")\n          .foregroundColor(Color(red: 0.42, green: 0.68, blue: 0.65))\n          .background(Color(red: 0.42, green: 0.68, blue: 0.65))\n      }\n    }\n    \n  }\n}",
        // A screen whose gradient, laid over its teal by a helper, is what the white symbol sits on (VocabularyTraining's).
        "func setGradientBackground(view: UIView) { let gradientLayer = CAGradientLayer(); view.layer.insertSublayer(gradientLayer, at: 0) }\nfinal class LanguageScreenViewController: UIViewController {\n  lazy var sortWordButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(systemName: \"chevron.up.square.fill\"), for: .normal)\n    button.tintColor = .white\n    return button\n  }()\n  override func viewDidLoad() { view.backgroundColor = .systemTeal; view.addSubview(sortWordButton); setGradientBackground(view: view) }\n}",
        // A fill covered by the button's background image (SecretAgent's story button).
        "final class OnBoardingViewController: UIViewController {\n  let showStoryButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(named: \"story\"), for: .normal)\n    button.setBackgroundImage(UIImage(named: \"primaryButtonBackground\"), for: .normal)\n    return button\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .white\n    view.addSubview(showStoryButton)\n    showStoryButton.backgroundColor = UIColor(white: 0.97, alpha: 1)\n  }\n}",
        // A screen pinned dark (OrrRock's route saving over the camera): white on the dark system background.
        "final class SaveViewController: UIViewController {\n  private lazy var exitButton: UIButton = {\n    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))\n    button.setImage(UIImage(systemName: \"arrow.backward\"), for: .normal)\n    button.tintColor = .white\n    return button\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .systemBackground\n    overrideUserInterfaceStyle = .dark\n    view.addSubview(exitButton)\n  }\n}",
        // A plain view outlining a group (mangomDex's link box around a picture, words and a
        // link), and the frame of a suggestions table (ReadAndRoad's autocomplete): no control.
        "final class StickerView: UIView {\n  let linkBox = UIView()\n  let promoLabel = UILabel()\n  func setUp() {\n    backgroundColor = .white\n    linkBox.layer.borderWidth = 1\n    linkBox.layer.borderColor = UIColor(white: 0.9, alpha: 1).cgColor\n    addSubview(linkBox)\n    linkBox.addSubview(promoLabel)\n  }\n}",
        "final class CreatePostView: UIView {\n  let suggestions = UITableView()\n  func setUp() {\n    backgroundColor = .white\n    suggestions.layer.borderWidth = 1\n    suggestions.layer.borderColor = UIColor.systemGray5.cgColor\n    addSubview(suggestions)\n  }\n}",
        // A card painted through its layer (MoaMoa's post card): the border rings its own fill.
        "final class MemberCard: UIView {\n  let baseView = UIView()\n  func setUp() {\n    backgroundColor = .white\n    baseView.layer.backgroundColor = UIColor.white.cgColor\n    baseView.layer.borderWidth = 1\n    baseView.layer.borderColor = UIColor(white: 0.93, alpha: 1).cgColor\n    addSubview(baseView)\n  }\n}",
        // A ring around a label's words (Smileflower's "3일 전" pill on a teal row): no control.
        "final class RankCell: UITableViewCell {\n  let labelUserlatest = UILabel()\n  func setUp() {\n    contentView.backgroundColor = UIColor(red: 0.27, green: 0.71, blue: 0.67, alpha: 1)\n    labelUserlatest.text = \"3일 전\"\n    labelUserlatest.layer.borderWidth = 0.5\n    labelUserlatest.layer.borderColor = UIColor.white.cgColor\n    contentView.addSubview(labelUserlatest)\n  }\n}",
        // A game screen pinned dark (Konjugieren's): the primary colour is white there, on black.
        "struct GameView: View { var body: some View { ZStack { Color.black; Button(action: fire) { Image(systemName: \"bolt.fill\").font(.system(size: 44)).foregroundStyle(Color.primary) } }.preferredColorScheme(.dark) } }",
        // A black button over a dark grey screen, known by the white logo it shows (molio's Apple sign-in).
        "final class LoginViewController: UIViewController {\n  private let appleLoginButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(systemName: \"apple.logo\"), for: .normal)\n    button.tintColor = .white\n    button.backgroundColor = .black\n    return button\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = UIColor(white: 0.2, alpha: 1)\n    view.addSubview(appleLoginButton)\n  }\n}",
        // A white ring around an avatar photo: a picture's frame, no control's boundary (TJUBBS's profile).
        "final class ProfileView: UIView {\n  let avatarView = UIImageView()\n  func setUp() {\n    backgroundColor = .white\n    avatarView.layer.borderWidth = 3\n    avatarView.layer.borderColor = UIColor.white.cgColor\n    addSubview(avatarView)\n  }\n}",
        // A record drawn where the album art is missing or loading (vinylogue's placeholder), and a skeleton's icon.
        "struct AlbumArtworkView: View {\n  var body: some View { placeholderView }\n  private var placeholderView: some View { Rectangle().fill(Color(white: 0.86)).overlay { Circle().fill(Color(white: 0.94)) } }\n}",
        "final class SkeletonView: UIView {\n  let iconImageView = UIImageView()\n  func setUp() {\n    backgroundColor = UIColor(white: 0.82, alpha: 1)\n    iconImageView.image = UIImage(named: \"destination\")\n    iconImageView.tintColor = UIColor(white: 0.47, alpha: 1)\n    addSubview(iconImageView)\n  }\n}",
        // A field whose white border marks its edge, whatever its fill (Manito's nickname and code fields).
        "final class NicknameView: UIView {\n  let nicknameField = UITextField()\n  func setUp() {\n    backgroundColor = UIColor(white: 0.14, alpha: 1)\n    nicknameField.backgroundColor = UIColor(white: 0.35, alpha: 1)\n    nicknameField.layer.borderWidth = 1\n    nicknameField.layer.borderColor = UIColor.white.cgColor\n    addSubview(nicknameField)\n  }\n}",
        "extension UIView {\n  @discardableResult func makeBorderLayer(color: UIColor) -> Self { layer.cornerRadius = 10; layer.borderWidth = 1; layer.borderColor = color.cgColor; return self }\n}\nfinal class InputCodeView: UIView {\n  let codeField = UITextField()\n  func setUp() {\n    backgroundColor = UIColor(white: 0.14, alpha: 1)\n    codeField.backgroundColor = UIColor(white: 0.35, alpha: 1)\n    codeField.makeBorderLayer(color: .white)\n    addSubview(codeField)\n  }\n}",
        // A recipe card's outline, the card no control (Dietto's recommendations).
        "struct Recipe: View { var body: some View { ZStack { Color.white; VStack { Text(\"닭가슴살 샐러드\"); Text(\"320 kcal\") }.padding().border(Color(red: 0.93, green: 0.46, blue: 0.46)) } } }",
        // A line over an events strip, 1 pt thick while there are events (Sofa's home).
        "struct Home: View { let events: [String]\n var body: some View { VStack { Text(\"오늘\") }.overlay(Rectangle().frame(width: nil, height: events.isEmpty ? 0 : 1, alignment: .top).foregroundColor(Color(red: 0.93, green: 0.92, blue: 0.87)), alignment: .top).background(Color(red: 0.96, green: 0.95, blue: 0.91)) } }",
        // A submit button painted grey right as it is disabled: its inactive look (Bitmark's sign-in).
        "final class LoginViewController: UIViewController {\n let submitButton = UIButton()\n override func viewDidLoad() {\n super.viewDidLoad()\n view.backgroundColor = .white\n submitButton.isEnabled = false\n submitButton.backgroundColor = UIColor(white: 0.6, alpha: 1)\n view.addSubview(submitButton) }\n func textChanged() { submitButton.isEnabled = true\n submitButton.backgroundColor = UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1) } }",
        // A progress bar's fill whose value the same view writes as a percentage.
        "struct GoalCard: View { let value: Double\n var body: some View { ZStack(alignment: .leading) { Capsule().fill(Color(white: 0.1)).frame(height: 24); GeometryReader { geometry in Capsule().fill(Color(red: 0.18, green: 0.18, blue: 0.6)).frame(width: geometry.size.width * value, height: 24) } }.overlay(alignment: .trailing) { Text(\"\\(Int(value * 100))%\") }.background(Color(red: 0.05, green: 0.05, blue: 0.1)) } }",
        // A red heart on a movie card that is only ever a link's label: the card's title names the link.
        "struct PopularCard: View { let movie: Movie\n var body: some View { HStack { Text(movie.title).foregroundColor(.white); Spacer(); Image(systemName: \"heart.fill\").foregroundColor(Color(red: 0.6, green: 0.1, blue: 0.15)) }.background(Color(red: 0.24, green: 0.24, blue: 0.35)) } }\nstruct Discover: View { var body: some View { ForEach(movies) { movie in NavigationLink { Detail(movie: movie) } label: { PopularCard(movie: movie) } } } }",
        // Vybes' divider, 2 pt thick between the photo and the title.
        productDivider(thickness: 2),
        // Static shapes outside any control show nothing, whatever their size: a 6 pt bar, a
        // 40 pt band, a dark 24 pt bar, a block that doesn't shimmer, a record drawn as artwork, a
        // badge on a loaded logo, a dot (alone, or beside "LIVE", whose words say it), a colour
        // that changes only with the appearance, a gauge's gloss strip (QAQA's ending gauge).
        productDivider(thickness: 6),
        sectionBand(frame: "width: 40, height: 10"),
        sheetTop(grabberHeight: 24, shimmers: false),
        "struct AlbumArtworkView: View {\n  var body: some View { artworkView }\n  private var artworkView: some View { Rectangle().fill(Color(white: 0.86)).overlay { Circle().fill(Color(white: 0.94)) } }\n}",
        brandLogo(failure: "EmptyView()", success: ".overlay(Circle().fill(Color.gray).frame(width: 12, height: 12))"),
        "struct A: View { var body: some View { HStack { Circle().fill(Color(white: 0.9)).frame(width: 8, height: 8) }.background(Color.white) } }",
        "struct A: View { var body: some View { HStack(spacing: 2) { Circle().fill(Color(white: 0.9)).frame(width: 8, height: 8); Text(\"LIVE\").foregroundColor(.black) }.background(Color.white) } }",
        "struct A: View { @Environment(\\.colorScheme) var colorScheme\n var body: some View { HStack { Circle().fill(colorScheme == .dark ? Color(white: 0.1) : Color(white: 0.9)).frame(width: 8, height: 8) }.background(Color.white) } }",
        "struct Gauge: View { let cardWidth: CGFloat\n var body: some View { ZStack { Color.yellow; RoundedRectangle(cornerRadius: 6).frame(width: (cardWidth - 20), height: 8).foregroundColor(Color(red: 1, green: 0.95, blue: 0.6)) } } }",
        // A sheet's grabber and a shimmering skeleton block, dark on dark (Prop Scout).
        sheetTop(grabberHeight: 4, shimmers: true),
        // A brand logo's stand-ins: a gray circle where the picture failed to load, and where the
        // brand has none (Shoplet's home screen).
        brandLogo(failure: "Circle().fill(Color.gray).frame(width: 50, height: 50)"),
        // Grey discs standing in for an avatar while another loader's phases are not `.success` (Limit's trend actors, `WebImage { phase in … }`).
        "struct TrendItem: View { let actors: [Actor]\n var body: some View { HStack { ForEach(actors) { actor in WebImage(url: actor.avatarURL) { phase in\n switch phase {\n case .empty: Circle().fill(Color.gray.opacity(0.3))\n case .success(let image): image.resizable()\n case .failure: Circle().fill(Color.gray.opacity(0.3))\n }\n }.frame(width: 20, height: 20).clipShape(Circle()) }; Text(\"Trending\") }.background(Color.white) } }",
        // A note glyph standing in while an image loader's artwork loads (playola's liked songs, SDWebImage's `WebImage`).
        "struct LikedSongRow: View { let song: Song\n var body: some View { WebImage(url: song.imageUrl) { image in image.resizable() } placeholder: { RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.4)).overlay(Image(systemName: \"music.note\").foregroundColor(Color(white: 0.6))) }.frame(width: 56, height: 56) } }",
        // A spinner given a pale tint, which it doesn't draw in.
        countrySpinner(property: "tintColor"),
        // Kabinett's sign-up: a 110 pt circle stands in for the profile photo not chosen yet.
        "struct SignUp: View { var body: some View { VStack { Circle().foregroundColor(Color(white: 0.78)).frame(width: 110); Text(\"User\") }.background(Color(white: 0.91)) } }",
        // GitSpace's skeleton: a grey block blinking while the list loads.
        "struct BlinkingSkeleton: ViewModifier { @State private var opacity = 0.4\n func body(content: Content) -> some View { content.overlay(ZStack { Color.white; RoundedRectangle(cornerRadius: 8).fill(.gray).opacity(opacity) }).onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { opacity = 0.8 } } } }",
        // ZZRIT's sign-up rows: a clear symbol sizes the stack; the visible one is drawn over it.
        "struct InputRow: View { var body: some View { HStack { ZStack { Image(systemName: \"envelope\").foregroundStyle(Color.clear); Image(systemName: symbol).foregroundStyle(.black) }; TextField(\"이메일\", text: $email) }.background(Color.white) } }",
        // Mundo's send button: the circle carries the arrow that identifies it.
        "struct Composer: View { var body: some View { HStack { TextField(\"메시지\", text: $text); Button { send() } label: { Circle().frame(width: 32).foregroundStyle(Color(white: 0.82)).overlay { Image(systemName: \"arrow.up\").foregroundStyle(.black) } } }.background(Color(white: 0.75)) } }",
        // Mundo's profile photo: a half-black scrim over it lifts the pencil icon.
        "struct EditPhoto: View { var body: some View { ZStack { Color(white: 0.14); Image(\"avatar\").frame(width: 90, height: 90).overlay { RoundedRectangle(cornerRadius: 15).foregroundStyle(Color.black.opacity(0.5)); Image(systemName: \"square.and.pencil\").foregroundStyle(.white) } } } }",
        // The same in a button whose label is a member of the view (NetBird's exit-node card).
        "struct Card: View { var body: some View { Button { expand() } label: { cardLabel }.background(Color.white) }\n private var cardLabel: some View { HStack { Text(\"Exit node\"); Image(systemName: \"chevron.down\").foregroundColor(Color(white: 0.85)) } } }",
        // An icon in a button beside the words that name it (ZENO's cancel-request button).
        "struct Request: View { var body: some View { Button { cancel() } label: { HStack { Image(systemName: \"checkmark.circle.badge.xmark.fill\").foregroundStyle(Color(red: 0.55, green: 0.4, blue: 0.93)); Text(\"신청 취소\").foregroundStyle(.white) } }.background(Color(red: 0.57, green: 0.4, blue: 0.94)) } }",
        // Spawn's profile picture stand-in: a faint silhouette on a gray circle while the picture loads.
        "struct Avatar: View { var body: some View { ZStack { Circle().fill(Color.gray); Image(systemName: \"person.fill\").foregroundColor(Color(white: 0.62)) }.frame(width: 40, height: 40) } }",
        // A segmented control's faint track: its segments identify it, its selection is checked.
        // The same control given a white border on a white page (MOUP's shift form).
        "final class ShiftForm: UIViewController {\n  let modes = UISegmentedControl(items: [\"사장님\", \"알바생\"])\n  override func viewDidLoad() {\n    view.backgroundColor = .white\n    view.addSubview(modes)\n    modes.backgroundColor = UIColor(white: 0.85, alpha: 1)\n    modes.layer.borderWidth = 1\n    modes.layer.borderColor = UIColor.white.cgColor\n  }\n}",
        "final class StarMap: UIViewController {\n  let modes = UISegmentedControl(items: [\"내 데이터\", \"즐겨찾기\"])\n  override func viewDidLoad() {\n    view.backgroundColor = .black\n    view.addSubview(modes)\n    modes.backgroundColor = UIColor(white: 0.05, alpha: 1)\n  }\n}",
        // A reschedule sheet's wheel date picker on white over a pale blue panel: its dates identify it.
        "final class Reschedule: UIViewController {\n  let datePicker = UIDatePicker(frame: .zero)\n  override func viewDidLoad() {\n    view.backgroundColor = UIColor(red: 0.91, green: 0.92, blue: 0.96, alpha: 1)\n    datePicker.backgroundColor = UIColor.white\n    view.addSubview(datePicker)\n  }\n}",
        // An icon button outlined in light grey: its picture identifies it, as a title would
        // (DAANGN's reset button, KorailTalk's station switch, LINKAREER's chevron).
        "final class ProfilePopup: UIViewController {\n  let closeButton = UIButton(frame: .zero)\n  override func viewDidLoad() {\n    view.backgroundColor = .white\n    closeButton.setImage(UIImage(named: \"close\"), for: .normal)\n    closeButton.layer.borderWidth = 1\n    closeButton.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor\n    view.addSubview(closeButton)\n  }\n}",
        // A popup's "취소" outlined in light grey: the title identifies the button, no boundary needed.
        "final class ProfilePopup: UIViewController {\n  let cancelButton = UIButton(frame: .zero)\n  override func viewDidLoad() {\n    view.backgroundColor = .white\n    cancelButton.setTitle(\"취소\", for: .normal)\n    cancelButton.layer.borderWidth = 1\n    cancelButton.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor\n    view.addSubview(cancelButton)\n  }\n}",
        // A date button whose own label shows the date (Mappilogue's notification header).
        "final class NotificationHeaderView: UIView {\n  let startDateButton = UIButton()\n  let startDateLabel = UILabel()\n  func setUp() {\n    backgroundColor = UIColor(red: 0.92, green: 0.9, blue: 0.88, alpha: 1)\n    startDateButton.backgroundColor = UIColor(red: 0.98, green: 0.97, blue: 0.97, alpha: 1)\n    startDateLabel.text = \"2024년 5월 1일\"\n    addSubview(startDateButton)\n    startDateButton.addSubview(startDateLabel)\n  }\n}",
        // The same fill on a button its visible title identifies (LoopFollow's setup button).
        "final class Setup: UIViewController {\n  let playButton = UIButton(type: .custom)\n  override func viewDidLoad() {\n    view.backgroundColor = .white\n    view.addSubview(playButton)\n    playButton.setTitle(\"설정\", for: .normal)\n    playButton.backgroundColor = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)\n  }\n}",
        // The camera feed a representable wraps lies between the black backdrop and the icon.
        "struct CameraFeed: UIViewRepresentable {\n func makeUIView(context: Context) -> UIView { UIView() }\n func updateUIView(_ view: UIView, context: Context) {} }\nstruct Recorder: View { var body: some View { ZStack { Color.black; VStack { CameraFeed() }; Image(systemName: \"record.circle\").foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.1)) } } }",
        // A glyph beside the field its placeholder names (DiaBLE's console filter).
        "struct Filter: View { var body: some View { HStack { Image(systemName: \"magnifyingglass\").foregroundStyle(Color(white: 0.8)); TextField(\"검색\", text: $query) }.background(Color.white) } }",
        // The same laid over the field (WAY's place search); the clear button beside it is still a control.
        "struct Search: View { var body: some View { TextField(\"장소 검색\", text: $query).background(Color.white).overlay(HStack { Image(systemName: \"magnifyingglass\").foregroundColor(Color(white: 0.8)); Spacer() }) } }",
        // A record button's dimmed mic in its `.done` case, never over the rose circle of `.idle` (Justin's).
        "struct RecordButton: View { let state: RecordState\n var body: some View { ZStack { switch state { case .idle: Circle().fill(Color(red: 0.85, green: 0.39, blue: 0.55)).frame(width: 60, height: 60).overlay { Image(systemName: \"mic.fill\").foregroundStyle(.white) } case .done: Circle().fill(Color.white.opacity(0.1)).frame(width: 60, height: 60).overlay { Image(systemName: \"mic.fill\").foregroundStyle(.white.opacity(0.45)) } } }.background(Color(red: 0.1, green: 0.09, blue: 0.15)) } }",
        // A duty type's symbol in a card that writes the type's name (Kantine Koning's duty cards).
        "struct DutyCard: View { let duty: Duty\n var body: some View { VStack { HStack { Image(systemName: duty.dutyType.sfSymbolName).foregroundStyle(Color(white: 0.8)); Text(formatter.string(from: duty.start)) }; HStack { Text(duty.dutyType.naam) } }.background(Color.white) } }",
        // Icons outside any control beside the words that say the same (Brrow's location notice, a row's symbol over its title).
        "struct A: View { var body: some View { HStack { Image(systemName: \"location.slash\").foregroundColor(Color(white: 0.85)); VStack { Text(\"위치 서비스가 필요합니다\"); Text(detail) } }.background(Color.white) } }",
        // A chevron on a black screen over a white glow blurred wide: black is its background.
        "struct AddDevice: View { var body: some View { ZStack { Color.black.ignoresSafeArea(); ZStack { Circle().fill(Color.white).frame(width: 320, height: 320).blur(radius: 60).phaseAnimator([0.05, 0.12]) { content, phase in content.opacity(phase) }; Button { next() } label: { Image(systemName: \"chevron.right\").foregroundColor(.white.opacity(0.6)) } } } } }",
        // The same on a faint round badge (a country's visit date).
        "struct VisitRow: View { var body: some View { HStack { ZStack { Circle().fill(Color(white: 0.9)).frame(width: 40, height: 40); Image(systemName: \"calendar\").foregroundStyle(Color(white: 0.75)) }; VStack { Text(\"Visit Date\"); Text(date) } }.background(Color.white) } }",
        "struct A: View { var body: some View { VStack { Image(systemName: \"doc\").font(.system(size: 17)).foregroundStyle(Color(white: 0.85)); Text(\"Logs\") }.background(Color.white) } }",
        "struct A: View { var body: some View { HStack { Image(systemName: \"bell\"); Text(\"Alerts\").foregroundColor(.black) }.foregroundColor(Color(white: 0.9)).background(Color.white) } }",
        // A `Label`'s icon beside its words: the words name the row (TUM Campus's settings).
        "struct A: View { var body: some View { Label { Text(\"News\") } icon: { Image(systemName: \"newspaper\").foregroundColor(Color(white: 0.9)) }.background(Color.white) } }",
        // A speech bubble's tail laid over it in the bubble's own fill (1Byte's turtle messages).
        "struct 거북메시지: View { let message: String\n var body: some View { Text(message).padding().background(Color(red: 0.83, green: 0.9, blue: 0.8)).clipShape(Capsule()).overlay(alignment: .bottomTrailing) { Image(systemName: \"arrowtriangle.down.fill\").rotationEffect(.degrees(-45)).foregroundStyle(Color(red: 0.83, green: 0.9, blue: 0.8)) } } }",
        // A card handed a symbol and the words for it, over a value (the workout summary's stat cards).
        "struct StatCard: View { let title: String; let value: String; let icon: String\n var body: some View { VStack { Image(systemName: icon).foregroundColor(Color(white: 0.85)); Text(value).bold(); Text(title).font(.caption) }.background(Color.white) } }",
        // An icon beside words written around a value (Laps' lap distance).
        "struct 코스카드: View { let distance: Double\n var body: some View { HStack { Image(systemName: \"ruler\").foregroundColor(.orange); Text(\"1바퀴 거리: \\(distance) km\").foregroundColor(.orange) }.background(Color.white) } }",
        // An icon beside words of the same colour pair: reported once, as text contrast.
        "struct A: View { var body: some View { HStack(spacing: 6) { Image(systemName: \"checkmark.circle.fill\"); Text(message) }.font(.subheadline).foregroundColor(.white).background(Color(red: 0, green: 0.7, blue: 0.04)) } }",
        "struct A: View { var body: some View { Image(systemName: \"star.fill\").foregroundColor(.black).background(Color.white) } }",
        "final class C: UIView { let quote = UIView()\n func setUp() { quote.backgroundColor = .white; quote.layer.borderColor = UIColor.separator.cgColor } }",
        // A border colour on a layer whose border width stays 0: nothing is drawn.
        "final class C: UIView { let field = UITextView()\n func setUp() { field.backgroundColor = .white; field.layer.borderColor = UIColor(white: 0.95, alpha: 1).cgColor } }",
        // An agreement's terms in a read-only text view on a pale fill, and a card's backdrop that is a disabled button.
        agreementTerms(editable: false),
        "final class NoteCell: UITableViewCell {\n let cardButton = UIButton()\n func setUp() {\n contentView.backgroundColor = .white\n cardButton.isEnabled = false\n cardButton.backgroundColor = UIColor(white: 0.96, alpha: 1)\n contentView.addSubview(cardButton) } }",
        "struct A: View { var body: some View { VStack { Text(\"인용\") }.border(Color(.separator)).background(Color.white) } }",
        // A border of no width draws nothing (sunghoyazaza's pill buttons).
        "struct A: View { var body: some View { ZStack { Color.white; Button { pick() } label: { Image(systemName: \"checkmark\") }.padding(8).border(.white, width: 0) } } }",
        "struct A: View { var body: some View { Image(systemName: \"star.fill\").foregroundColor(.yellow) } }",
        "struct A: View { var body: some View { Text(\"x\").background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.97))).background(Color.white) } }",
        "struct A: View { var body: some View { ZStack { RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.97)); Text(\"카드\") }.background(Color.white) } }",
        // A panel with rows of controls laid over it (BabyMoa's teeth chart).
        "struct TeethView: View { var body: some View { ZStack { Color(white: 0.95); RoundedRectangle(cornerRadius: 16).foregroundStyle(Color(red: 1, green: 0.55, blue: 0.67)).frame(height: 100).overlay(VStack { ForEach(0..<2) { row in LineTeethView(row: row) } }) } } }",
        "struct A: View { var body: some View { Circle().fill(isOn ? Color.green : Color.red).background(Color.white) } }",
        "struct A: View { var body: some View { Image(\"photo\").background(Color.white) } }",
        "final class C: UIView { let icon = UIImageView()\n func setUp() { addSubview(icon); icon.tintColor = .systemGray6 } }",
        // A button painted by the theme in one state and gray on tap: its background isn't known.
        "final class C: UIView { let allocate = UIButton()\n func setUp() { addSubview(allocate); allocate.tintColor = UIColor(white: 0.55, alpha: 1); allocate.backgroundColor = theme.offsetBackgroundColor }\n func tapped() { allocate.backgroundColor = UIColor(white: 0.88, alpha: 1) } }",
        // Since iOS 13 a segmented control draws nothing in its tint color.
        "final class C: UIView { let range = UISegmentedControl()\n func setUp() { range.backgroundColor = .black; range.tintColor = .black; range.selectedSegmentTintColor = .white } }",
        // A decorative card's border on its own fill is no control's boundary.
        "final class C: UIView { let banner = UIView()\n func setUp() { banner.backgroundColor = UIColor(red: 0.7, green: 0.38, blue: 0.08, alpha: 1); banner.layer.borderColor = UIColor(red: 0.92, green: 0.55, blue: 0.19, alpha: 1).cgColor } }",
        // Illustrations: a hero circle's glyph hidden from VoiceOver, an empty state's picture over its words.
        "struct Hero: View { var body: some View { ZStack { Circle().fill(Color.green).frame(width: 108, height: 108); Image(systemName: \"bus\").font(.system(size: 44, weight: .semibold)).foregroundStyle(Color(red: 0.5, green: 0.8, blue: 0.5)) }.accessibilityHidden(true) } }",
        "struct A: View { var body: some View { VStack { Image(systemName: \"doc\").resizable().scaledToFit().frame(width: 80).foregroundStyle(Color(white: 0.85)); Text(\"No logs\") }.background(Color.white) } }",
        // The outline of a card, or of a badge, drawn around its own fill.
        "struct A: View { var body: some View { HStack { Text(title); Spacer() }.padding(12).background(Color(white: 0.97)).clipShape(RoundedRectangle(cornerRadius: 8)).overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(white: 0.93), lineWidth: 1)).background(Color.white) } }",
        "struct A: View { var body: some View { Image(systemName: \"pencil\").foregroundColor(.black).padding(6).background(Color.white).clipShape(Circle()).overlay(Circle().stroke(Color(white: 0.93), lineWidth: 3)) } }",
        // A hairline framing a thumbnail.
        "struct A: View { var body: some View { ZStack { Color.white; Image(uiImage: favicon).resizable().scaledToFit(); RoundedRectangle(cornerRadius: 8).stroke(Color(white: 0.95)) } } }",
        // A hairline around a picture held in a variable, and around a loading placeholder's filled block.
        "struct A: View { var body: some View { ZStack { Color.white; thumbnail.image?.resizable().scaledToFit().overlay(RoundedRectangle(cornerRadius: 20).strokeBorder(Color(white: 0.93), lineWidth: 1)) } } }",
        "struct A: View { var body: some View { ZStack { Color.white; Rectangle().fill(Color(white: 0.5)).overlay(RoundedRectangle(cornerRadius: 10).stroke(Color(white: 0.55), lineWidth: 0.33)).frame(width: 130, height: 170) } } }",
        // An icon on its badge, the badge beside the words (NEMODU's permission rows).
        "final class SetAuthorityVC: UIViewController {\n  func setUp() {\n    let baseView = UIView()\n    let iconView = UIView()\n    iconView.backgroundColor = UIColor(white: 0.95, alpha: 1)\n    let iconImageView = UIImageView()\n    iconImageView.image = UIImage(named: \"LocationOn\")?.withRenderingMode(.alwaysTemplate)\n    iconImageView.tintColor = UIColor(white: 0.8, alpha: 1)\n    let titleLabel = UILabel()\n    titleLabel.text = \"위치\"\n    baseView.addSubviews([iconView, titleLabel])\n    iconView.addSubview(iconImageView)\n    view.addSubview(baseView)\n  }\n}",
        // A warning icon beside the words that say the same (Aidoku's reader info page).
        "final class InfoPage: UIView {\n  let stack = UIStackView()\n  let warningLabel = UILabel()\n  func setUp() {\n    backgroundColor = .white\n    let warningIcon = UIImageView(image: UIImage(systemName: \"exclamationmark.triangle.fill\"))\n    warningIcon.tintColor = .systemYellow\n    stack.addArrangedSubview(warningIcon)\n    stack.addArrangedSubview(warningLabel)\n    addSubview(stack)\n  }\n}",
        // A divider one pixel thick by a token of that name (Arc Mini's timeline split view).
        "struct Split: View { var body: some View { VStack { Text(\"분할\"); Rectangle().fill(Color(white: 0.93)).frame(height: .onePixel) }.background(Color.white) } }",
        // A divider as thin as the design system's hairline token (MyRoboTaxi's consent rows), and
        // a band 4 pt tall across the card by a token.
        tokenDivider(thickness: "0.5"),
        tokenDivider(thickness: "4"),
        // A band 10 pt tall across the screen between sections (Sejong's goods screen).
        sectionBand(frame: "height: 10"),
        // A hairline divider, a card's outline, and the outline of a menu that shows its value in words (Linphone's settings).
        "struct A: View { var body: some View { ZStack { Color.white; VStack { Rectangle().fill(Color(white: 0.85)).frame(height: 1); Text(\"Shortcuts\") } } } }",
        "struct A: View { var body: some View { ZStack { Color.white; VStack { Text(\"Compare the words\"); Text(code) }.padding(10).overlay(RoundedRectangle(cornerRadius: 20).stroke(Color(white: 0.88), lineWidth: 1)) } } }",
        "struct A: View { var body: some View { ZStack { Color.white; Menu { Button(\"TLS\") { pick(.tls) } } label: { Text(transport); Image(\"caret-down\") }.padding(.horizontal, 20).overlay(RoundedRectangle(cornerRadius: 60).stroke(Color(white: 0.93), lineWidth: 1)) } } }",
        // A status badge's border round its own fill (Damus's relay status), and a preview's outline in a card that paints its own white (Aidoku's tap zones).
        "struct A: View { var body: some View { ZStack { Color.white; Text(\"Error\").padding(.horizontal, 10).foregroundColor(.red).background(Color(red: 1, green: 0.93, blue: 0.93)).border(Color(red: 1, green: 0.88, blue: 0.88)) } } }",
        "struct A<Content: View>: View { let content: Content\n var body: some View { ZStack { Color.white; ZStack { content.padding(12); RoundedRectangle(cornerRadius: 20).strokeBorder(Color(white: 0.93)) }.background(Color.white) } } }",
        // A dot beside the word, in the word's colour: reported once, as text contrast.
        "struct A: View { var body: some View { HStack(spacing: 2) { Circle().fill(.white).frame(width: 8, height: 8); Text(\"SELECTING\") }.foregroundColor(.white).background(Color.orange) } }",
      ]),
    otherSeverities: [.warning]
  )

  /// Person silhouettes: the stand-in drawn while a profile picture loads or where there is none
  /// (Spawn's `person.fill` on a gray circle), beside the person's name; no information of its own.
  static let avatarSymbols: Set<String> = [
    "person", "person.fill", "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill",
  ]

  /// A brand row's logo loaded with `AsyncImage`: `failure` drawn when loading fails, `success`
  /// after the loaded image's modifiers, and a gray circle where the brand has no logo.
  static func brandLogo(failure: String, success: String = "") -> RuleExample {
    RuleExample("""
      struct BrandCell: View {
        let brand: Brand
        var body: some View {
          VStack {
            if let url = brand.logoURL {
              AsyncImage(url: url) { phase in
                switch phase {
                case .success(let image): image.resizable().frame(width: 90, height: 80)\(success)
                case .failure: \(failure)
                default: ProgressView()
                }
              }
            } else {
              Circle().fill(Color.gray).frame(width: 50, height: 50)
            }
            Text(brand.title)
          }
          .background(Color.white)
        }
      }
      """)
  }

  /// In an `AsyncImage`'s placeholder or in a phase other than `.success`, or in the `else` of a
  /// branch that has a picture (`if let url = brand.image?.src { … } else { … }`).
  static func standsInForMissingPicture(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let ancestry = file.ancestry(of: view)
    // (Any loader's: SDWebImage's `WebImage`, Kingfisher's `KFImage`, Nuke's `LazyImage`; playola's liked songs.)
    if ancestry.steps.contains(where: { $0.ancestor.name.contains("Image") && $0.child.slot == .named("placeholder") }) { return true }
    let pictureWords = ["image", "url", "photo", "picture", "avatar", "thumbnail", "logo"]
    return file.branchConditions(of: view).contains { condition in
      let lowered = condition.lowercased()
      // (`AsyncImage`'s phases, or another loader's: SDWebImage's `WebImage { phase in … }`, Limit's avatars.)
      if lowered.hasPrefix("switch "), ancestry.steps.contains(where: { $0.ancestor.name.hasSuffix("Image") }) {
        return lowered.contains("case .failure") || lowered.contains("case .empty") || lowered.hasSuffix("default:")
      }
      return lowered.hasPrefix("else (not ") && pictureWords.contains(where: lowered.contains)
    }
  }

  static func isAvatarStandIn(_ icon: SwiftUIView) -> Bool {
    icon.argument("systemName")?.stringLiteral.map(avatarSymbols.contains) ?? false
  }

  /// A dark sheet with a bar `grabberHeight` tall at its top and a badge-shaped block (shimmering
  /// or not); marked where the bar and block are reported.
  static func sheetTop(grabberHeight: Int, shimmers: Bool) -> RuleExample {
    RuleExample("""
      struct LogPickSheet: View {
        var body: some View {
          VStack {
            RoundedRectangle(cornerRadius: 3).fill(Color(white: 0.17)).frame(width: 36, height: \(grabberHeight))
            RoundedRectangle(cornerRadius: 4).fill(Color(white: 0.11)).frame(width: 44, height: 22)\(shimmers ? ".shimmering()" : "")
          }
          .background(Color(white: 0.05))
        }
      }
      """)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let (scene, uikit) = ContrastCheck.scenes(context, file: file)
    var reported: Set<SourcePosition> = []

    for view in file.views where view.kind == .call {
      // A tab bar item: the bar draws it in its own tint, whatever colours it is given (Ggwadang's
      // "plus" tab, painted the same colour on the same colour).
      if file.isTabItemLabel(view) { continue }
      var paint: (modifier: ViewModifierCall, owner: SwiftUIView)?
      var what = (en: "", ko: "")
      if view.name == "Image", view.argument("systemName") != nil {
        var names = SwiftUIColorScene.foregroundModifiers
        if view.context.enclosingControl != nil { names.formUnion(["tint", "accentColor"]) }
        paint = scene.nearestModifier(names, for: view)
        what = ("icon", "아이콘")
      } else if SwiftUIColorScene.shapes.contains(view.name), !isBackdrop(view, in: file) {
        if let own = view.modifiers.last(where: { ["fill", "stroke", "strokeBorder"].contains($0.name) || SwiftUIColorScene.foregroundModifiers.contains($0.name) }) {
          paint = (own, view)
        } else {
          paint = scene.nearestModifier(SwiftUIColorScene.foregroundModifiers, for: view)
        }
        what = ("shape", "도형")
      }
      // An icon coloured by a modifier around it that colours words beside it too: the same pair
      // fails as text contrast there (text needs at least the icon's 3:1), one problem said once.
      if what.en == "icon", let (modifier, owner) = paint, owner.index != view.index,
         file.descendants(of: owner).contains(where: { text in
           text.name == "Text" && text.kind == .call && !text.context.isHidden
             && scene.nearestModifier(SwiftUIColorScene.foregroundModifiers, for: text)?.modifier.position == modifier.position
         }) {
        continue
      }
      // Decoration WCAG 1.4.11 doesn't cover: a large symbol illustrating what words say, a
      // hairline framing a picture, a dot beside words in the words' own colour.
      if what.en == "icon", Self.isIllustration(view, in: file) || Self.isIconOfTitledLabel(view, in: file) || Self.isAvatarStandIn(view)
        || Self.decoratesTitledField(view, in: file) || Self.isIconOfWordedControl(view, in: file)
        || Self.isBesideWords(view, in: file) || Self.isSymbolOfValueWrittenNearby(view, in: file) { continue }
      if what.en == "shape", Self.framesPicture(view, in: file) || Self.outlinesFilledView(view, in: file) { continue }
      // Drawn where a picture failed to load or isn't there (Shoplet's gray circle for a brand
      // logo, VistaBids' house glyph for a listing photo): a stand-in with nothing of its own to say.
      if paint != nil, Self.standsInForMissingPicture(view, in: file) { continue }
      // A filled shape carrying a glyph or words (a send button's circle under its arrow), and a
      // see-through scrim laid over content to lift an icon: what identifies the control is the
      // glyph, judged as an icon on the fill (WCAG 1.4.11 asks no boundary of the fill).
      if what.en == "shape", Self.carriesGlyph(view, in: file)
        || Self.isScrimOverContent(view, paint: paint.flatMap { scene.color(of: $0.modifier, in: $0.owner.enclosingType) }) { continue }
      // A large blank shape outside any control (Kabinett's 110 pt circle standing in for a
      // profile photo): it marks no control and carries no information to see.
      if what.en == "shape", view.context.enclosingControl == nil, Self.isLargeBlank(view) { continue }
      // A narrow bar running down beside words (mE Health's 5 pt orange edge on its advice cards):
      // an accent to the words, marking no control.
      if what.en == "shape", view.context.enclosingControl == nil, Self.isAccentBarBesideWords(view, in: file) { continue }
      // A loading skeleton's block, its opacity pulsed by a repeating animation (GitSpace's
      // `BlinkingSkeletonModifier`): a stand-in while content loads, no component.
      if what.en == "shape", file.sourceContains("repeatForever"),
         view.modifiers(named: "opacity").contains(where: { $0.arguments.first?.value.numberLiteral == nil }) { continue }
      // So is one marked by a shimmer modifier or drawn by a skeleton view (Prop Scout's
      // `SkeletonViews`, `.shimmering()`).
      if what.en == "shape", Self.isLoadingSkeleton(view, in: file) { continue }
      // A sheet's grabber (`RoundedRectangle().frame(width: 36, height: 4)`, no gesture of its own):
      // it marks the sheet as draggable the way the system's does, beside the sheet's own controls.
      if what.en == "shape", view.context.enclosingControl == nil, Self.isGrabber(view) { continue }
      // A hairline divider, and the outline of something that isn't a control or whose words
      // already identify it (WCAG 1.4.11 asks contrast of what is needed to find a control).
      if what.en == "shape", Self.isHairline(view, in: file) || Self.outlinesWhatNeedsNoBoundary(view, in: file) { continue }
      // A rule 2 pt thick outside any control (Vybes' `Rectangle().frame(width: 100, height: 2)`
      // between a photo and its title): a divider, which marks no control and carries nothing.
      if what.en == "shape", view.context.enclosingControl == nil, Self.isThinRule(view) || Self.isSectionBand(view, in: file) { continue }
      if what.en == "shape", let (modifier, owner) = paint, let dot = scene.color(of: modifier, in: owner.enclosingType),
         Self.isBesideWordsOfItsColour(view, dot, scene: scene, in: file) { continue }
      if what.en == "shape", view.context.enclosingControl == nil, Self.isProgressFillWithWrittenValue(view, in: file) { continue }
      // Outside any control, a shape is a component only when it shows something: a state, a
      // value, or a text field's box. A static bar, band, dot or artwork is decoration, which
      // WCAG 1.4.11 doesn't cover (3 of 11 such findings were right on untuned apps).
      if what.en == "shape", view.context.enclosingControl == nil, view.context.tappedAncestor == nil,
         !Self.showsStateOrValue(view, in: file), !Self.edgesInput(view, in: file) { continue }
      // Laid over a view in that view's own fill (a speech bubble's tail, 1Byte's
      // `arrowtriangle.down.fill` overlay in the bubble's green): a part of its shape, not a
      // graphic of its own.
      if case .modifier(let slot, _) = view.slot, slot == "overlay", view.context.enclosingControl == nil,
         let (modifier, owner) = paint, let foreground = scene.color(of: modifier, in: owner.enclosingType),
         ColorOnlyStateRule.oneSideMatchesBackground(foreground, foreground, behind: scene.background(of: view)) { continue }
      if let (modifier, owner) = paint, !reported.contains(modifier.position),
         let foreground = scene.color(of: modifier, in: owner.enclosingType),
         check(foreground, against: scene.background(of: view), what: what, at: modifier.position, &context,
               appearances: TextContrastRule.pinnedAppearances(of: view, in: file)) {
        reported.insert(modifier.position)
      }
      // Separator-colored borders are hairlines that divide, not components to find; a border
      // round a view's own fill (a status badge) is no control's boundary, as in UIKit below.
      let bordersOwnFill = !Self.inputs.contains(view.name) && !SwiftUIView.controlNames.contains(view.name) && Self.paintsOwnFill(view)
      // (Nor is a card's outline, or a titled control's: as for a stroked overlay.)
      // (`.border(.white, width: 0)`, sunghoyazaza's pill buttons, draws nothing.)
      for border in view.modifiers(named: "border") where !bordersOwnFill && !reported.contains(border.position)
        && border.arguments.first(labeled: "width")?.numberLiteral != 0
        && !(border.arguments.first.map { Self.isSeparator($0.value) } ?? false) && !Self.needsNoBoundary(view, in: file) {
        if let foreground = scene.color(of: border, in: view.enclosingType),
           check(foreground, against: scene.background(of: view), what: ("border", "테두리"), at: border.position, &context,
                 appearances: TextContrastRule.pinnedAppearances(of: view, in: file)) {
          reported.insert(border.position)
        }
      }
    }

    for object in file.uikitObjects {
      // Never on screen (DE's location button, its mount commented out): nobody sees its colours.
      if file.isConfiguredButNeverShown(object) || file.isAlwaysInvisible(object) { continue }
      let overVideo = Self.isOverLiveVideo(object, scene: uikit)
      // A tint draws something only on controls and template images (in a text view it is the caret).
      // (Not a loading skeleton's placeholder icon, Walkee's `SkeletonView`.)
      if Self.tintedClasses.contains(object.uikitClass), !Self.isStandInType(object.enclosingType),
         !Self.showsOnlyOriginalPictures(object, project: context.project),
         let tint = object.assignment("tintColor"), let foreground = uikit.color(tint.value, of: object),
         !(object.uikitClass == "UIImageView" && Self.isBesideLabel(object, in: file)),
         !Self.tintDrawsNothing(object), !Self.isPhotoView(object) {
        let what = object.uikitClass == "UIImageView" ? ("icon", "아이콘") : ("tint", "틴트 색")
        _ = check(foreground, against: uikit.background(of: object), what: what, at: tint.position, &context, overVideo: overVideo,
                  appearances: TextContrastRule.uikitPinnedAppearances(of: object.enclosingType, in: file))
      }
      // A spinner draws in its `color`; its `tintColor` paints nothing (kindnesswall's loading indicator).
      if object.uikitClass == "UIActivityIndicatorView",
         let color = object.assignment("color"), let foreground = uikit.color(color.value, of: object) {
        _ = check(foreground, against: uikit.background(of: object), what: ("spinner", "로딩 표시"), at: color.position, &context, overVideo: overVideo,
                  appearances: TextContrastRule.uikitPinnedAppearances(of: object.enclosingType, in: file))
      }
      // Since iOS 13 a segmented control ignores `tintColor` and draws its selection in `selectedSegmentTintColor`.
      if object.uikitClass == "UISegmentedControl",
         let selected = object.assignment("selectedSegmentTintColor"), let foreground = uikit.color(selected.value, of: object) {
        _ = check(foreground, against: uikit.background(of: object), what: ("selected segment", "선택된 세그먼트"), at: selected.position, &context, overVideo: overVideo,
                  appearances: TextContrastRule.uikitPinnedAppearances(of: object.enclosingType, in: file))
      }
      // A border on a view's own fill (a decorative card) is no control's boundary (WCAG 1.4.11).
      let bordersOwnFill = !UIKitClasses.controls.contains(object.uikitClass) && (object.assigns("backgroundColor") || object.assigns("layer.backgroundColor"))
      // Nor is a titled button's: its words identify it (a popup's "Cancel" and "Save", outlined in light grey).
      // Nor an icon button's: the picture it shows at rest identifies it (WCAG 1.4.11 asks contrast
      // of what identifies a component; the icon's own is judged as a tint).
      let titledButton = object.uikitClass == "UIButton" && (object.hasVisibleTitle || Self.showsAnImageAtRest(object))
      // Nor a picture's ring (TJUBBS's avatar, a white border around the photo): the photo is no control.
      // (One taking taps, a check box drawn as an image, is a control: its ring may be its edge.)
      let ringedPicture = object.uikitClass == "UIImageView" && object.calls("addGestureRecognizer").isEmpty
        && object.assignment("isUserInteractionEnabled")?.value.boolLiteral != true
      // Nor a label's outline (Smileflower's white ring around a "3일 전" pill): words, no control,
      // unless it takes taps.
      let outlinedWords = object.uikitClass == "UILabel" && object.calls("addGestureRecognizer").isEmpty
        && !object.assigns("isUserInteractionEnabled") && !object.assigns("userInteractionEnabled")
      // Nor a segmented control's: its segments' titles identify it, as for its track below
      // (MOUP's grey control given a white border on a white page).
      let segmented = object.uikitClass == "UISegmentedControl"
      if !bordersOwnFill, !titledButton, !ringedPicture, !outlinedWords, !segmented, !Self.outlinesContainer(object, in: file), let border = object.assignment("layer.borderColor"), !Self.isSeparator(border.value),
         !Self.drawsNoBorder(object, project: context.project),
         let foreground = uikit.color(border.value, of: object) {
        _ = check(foreground, against: uikit.background(of: object), what: ("border", "테두리"), at: border.position, &context, overVideo: overVideo,
                  appearances: TextContrastRule.uikitPinnedAppearances(of: object.enclosingType, in: file))
      }
      // A button its visible title, or an icon standing out from its fill, identifies needs no
      // boundary (WCAG 1.4.11 asks contrast only of what identifies a component): LoopFollow's
      // "Setup Dexcom Share" on its green fill, molio's white Apple logo on black.
      // A segmented control is known by its segments, and its selection is checked above: its
      // track is no boundary anyone needs (OsmAnd's faint star-map switch, like UIKit's own).
      // A date or value picker's wheel is known by the values it shows, not by its backdrop.
      // A control the code never lets act (a text view made read-only, a button only ever
      // disabled, a card's backdrop) is inactive: WCAG 1.4.11 exempts its look.
      if UIKitClasses.controls.contains(object.uikitClass), !Self.isNeverActive(object, in: file),
         !["UIBarButtonItem", "UISegmentedControl", "UIDatePicker", "UIPickerView"].contains(object.uikitClass),
         !(object.uikitClass == "UIButton" && (object.hasVisibleTitle || Self.showsAContrastingIcon(object, scene: uikit))),
         // A faint wash behind a button's icon (SnowHaze's security button on white at 10%): a
         // highlight, not the edge that shows the button; its icon does (judged as a tint).
         !(object.uikitClass == "UIButton" && Self.showsAnImageAtRest(object) && Self.isFaintFill(object, scene: uikit)),
         // An icon in colours the code doesn't tell (the app's own image type, a picture from the
         // web: ello's camera and link buttons): the icon shows the button, not the fill's edge.
         !(object.uikitClass == "UIButton" && Self.showsIconInItsOwnColours(object, project: context.project)),
         // A background image drawn over the fill (`setBackgroundImage(…, for: .normal)`, SecretAgent's
         // yellow story button): the image is what shows.
         object.calls("setBackgroundImage").isEmpty,
         !Self.showsWordsInside(object, in: file),
         let fill = object.assignment("backgroundColor"), !Self.paintsTheDisabledLook(fill, of: object, in: file),
         !Self.hasContrastingBorder(object, scene: uikit, project: context.project),
         let foreground = uikit.color(fill.value, of: object) {
        _ = check(foreground, against: uikit.background(of: object, includingOwn: false), what: ("control fill", "컨트롤 채움색"),
                  at: fill.position, &context, severity: .warning, overVideo: overVideo,
                  appearances: TextContrastRule.uikitPinnedAppearances(of: object.enclosingType, in: file))
      }
    }
  }

  /// A border of its own that stands out from what is behind (`layer.borderWidth = 1` with a white
  /// `layer.borderColor`, or the project's `makeBorderLayer(color: .white)` setting both, Manito's
  /// text fields): the border marks the control's edge whatever its fill (WCAG 1.4.11 asks for
  /// one visible boundary).
  static func hasContrastingBorder(_ object: UIKitObject, scene: UIKitColorScene, project: ProjectIndex) -> Bool {
    guard case .color(let background, _)? = scene.background(of: object, includingOwn: false) else { return false }
    // Every colour the border is given (one set only while focused leaves the field edgeless at
    // rest), and every width it is given, more than zero.
    var borders: [ExpressionInfo] = []
    let widths = object.assignments.filter { $0.property == "layer.borderWidth" }
    let colors = object.assignments.filter { $0.property == "layer.borderColor" }.map(\.value)
    if !colors.isEmpty, !widths.isEmpty, widths.allSatisfy({ ($0.value.numberLiteral ?? 0) > 0 }) {
      borders += colors
    }
    for call in object.calls where project.borderWidthSetters.contains(String(call.method.split(separator: ".").last ?? "")) {
      guard let color = call.arguments.first(labeled: "color") ?? call.arguments.first(labeled: "borderColor") else { return false }
      borders.append(color)
    }
    return !borders.isEmpty && borders.allSatisfy { value in
      guard let border = scene.color(value, of: object) else { return false }
      return ContrastCheck.shortfalls(
        foreground: border.color, background: background, target: ContrastThresholds.wcagNonText, in: project.appearances).isEmpty
    }
  }

  /// A diary app's agreement screen: the terms in a text view on a pale fill over white,
  /// editable or not (marked when editable: a field whose fill is its boundary).
  static func agreementTerms(editable: Bool) -> RuleExample {
    RuleExample("""
      final class AgreementViewController: UIViewController {
        private let termsTextView = UITextView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .white
          termsTextView.isEditable = \(editable)
          \(editable ? "↓" : "")termsTextView.backgroundColor = UIColor(red: 0.93, green: 0.91, blue: 0.87, alpha: 1)
          view.addSubview(termsTextView)
        }
      }
      """)
  }

  /// `textView.isEditable = false` (an agreement's terms shown in a text view), or `isEnabled =
  /// false` with no other value anywhere the object is set up: nothing to operate.
  /// A control holding a label of its own that shows words (`startDateButton.addSubview(
  /// startDateLabel)`, Mappilogue's date and time buttons): its words identify it, as a title
  /// would, not its fill (WCAG 1.4.11). (A picture inside is judged as `setImage`'s: the fill stays.)
  static func showsWordsInside(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let added = (object.calls("addSubview") + object.calls("addArrangedSubview")).compactMap { call -> String? in
      guard let argument = call.arguments.firstUnlabeled, case .reference(let path) = argument.kind else { return nil }
      return String(path.split(separator: ".").last ?? "")
    }
    // (A picture on the control too: the words may be a badge on it.)
    guard !added.isEmpty, !object.assigns("image"), object.calls("setImage").isEmpty else { return false }
    return file.uikitObjects.contains { inner in
      guard added.contains(inner.name), inner.enclosingType == object.enclosingType, inner.uikitClass == "UILabel" else { return false }
      return inner.assignments.contains { ($0.property == "text" || $0.property == "attributedText") && $0.value.stringLiteral?.isEmpty != true && $0.value.text != "nil" }
    }
  }

  static func isNeverActive(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    if object.uikitClass == "UITextView", object.assignments.contains(where: { $0.property == "isEditable" }),
       object.assignments.filter({ $0.property == "isEditable" }).allSatisfy({ $0.value.boolLiteral == false }) { return true }
    let enabling = object.assignments.filter { $0.property == "isEnabled" || $0.property == "isUserInteractionEnabled" }
    guard !enabling.isEmpty, enabling.allSatisfy({ $0.value.boolLiteral == false }) else { return false }
    // Enabled by a binding (`rx.isEnabled`, `assign(to: \.isEnabled, on: button)`, `setEnabled`): active at times.
    return !["rx.isEnabled", "\\.isEnabled", "setEnabled("].contains(where: file.sourceContains)
  }

  /// The fill is set right after the control is disabled, in the same function (`submitButton.isEnabled
  /// = false; submitButton.backgroundColor = .dustyGray`): the inactive look, which WCAG 1.4.11 exempts.
  /// Only when the code paints the control again elsewhere (its enabled look) and doesn't enable
  /// it in between.
  static func paintsTheDisabledLook(_ fill: PropertyAssignment, of object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard let function = file.declarations.innermostFunction(containing: fill.position.utf8Offset),
          object.assignments.contains(where: { $0.property == "backgroundColor" && $0.position != fill.position }) else { return false }
    let inFunction = { (assignment: PropertyAssignment) in
      file.declarations.innermostFunction(containing: assignment.position.utf8Offset)?.body == function.body
    }
    guard let disabling = object.assignments.last(where: { assignment in
      assignment.property == "isEnabled" && assignment.value.boolLiteral == false && assignment.position < fill.position && inFunction(assignment)
    }) else { return false }
    return !object.assignments.contains { assignment in
      assignment.property == "isEnabled" && assignment.value.boolLiteral != false && inFunction(assignment)
        && disabling.position < assignment.position && assignment.position < fill.position
    }
  }

  static let mountingCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]

  /// The icon of a `Label` whose title shows words (`Label { Text("News") } icon: { Image(systemName:
  /// "newspaper") }`, TUM Campus's settings rows): the words name the row, the icon only decorates
  /// it, and WCAG 1.4.11 asks contrast of graphics needed to understand the content.
  static func isIconOfTitledLabel(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.slot == .icon, let parentIndex = view.parent else { return false }
    let label = file.views[parentIndex]
    guard label.name == "Label" else { return false }
    return label.titleArgument != nil || label.children.contains { file.views[$0].slot == .title && !file.views[$0].context.isHidden }
  }

  /// An icon in a button's label beside the words that name it (ZENO's "신청 취소" with its palette
  /// symbol): the words identify the control; WCAG 1.4.11 asks contrast only of graphics needed to
  /// understand it, as for a `Label`'s icon.
  static func isIconOfWordedControl(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // A card view every use of which is a control's label (a movie card inside a NavigationLink
    // in another file), showing words of its own: the card's words name the control.
    if view.context.enclosingControl == nil, let owner = view.enclosingType, file.project.viewsOnlyInControlLabels.contains(owner),
       file.views.contains(where: { text in
         text.enclosingType == owner && text.name == "Text" && text.kind == .call && !text.context.isHidden && text.titleArgument != nil
       }) {
      return true
    }
    guard let controlIndex = view.context.enclosingControl else { return false }
    let control = file.views[controlIndex]
    if control.titleArgument?.stringLiteral.map({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }) == true { return true }
    // The label may be a member the control's closure names (`Button { … } label: { cardLabel }`),
    // whose context came from its uses: the control isn't among the icon's ancestors, and the
    // words are in the member's own tree.
    let steps = file.ancestry(of: view).steps
    var words = file.descendants(of: control)
    if !steps.contains(where: { $0.ancestor.index == controlIndex }), let memberRoot = steps.last?.ancestor {
      words += file.descendants(of: memberRoot)
    }
    return words.contains { text in
      guard text.name == "Text", text.kind == .call, !text.context.isHidden, let title = text.titleArgument else { return false }
      // A literal must hold words; a value or an interpolation is taken to.
      return title.stringLiteral.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? true
    }
  }

  /// An icon outside any control in a stack beside words (`HStack { Image(systemName:
  /// "location.slash"); VStack { Text("Location Services Required") … } }`, Brrow's notices): the
  /// words carry what it pictures; WCAG 1.4.11 asks contrast only of graphics needed to understand
  /// the content, as for UIKit's ``isBesideLabel(_:in:)``.
  static func isBesideWords(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.context.enclosingControl == nil, var stack = file.parent(of: view) else { return false }
    var icon = view
    // A symbol the view is handed (`Image(systemName: icon)`) with the title it is handed
    // (`Text(title)`, the workout summary's `StatCard(title: "Duration", value: …, icon: "timer")`):
    // the caller pairs a picture with words saying the same.
    let handedSymbol = view.argument("systemName")?.text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } == true
    // `ZStack { Circle().fill(tint.opacity(0.12)); Image(systemName: "calendar") }` beside the words:
    // the icon on its badge, the badge in the row.
    // (An icon only a condition shows, `if isVerified { seal }`, says something the words don't.)
    if stack.name == "ZStack", view.slot == .content, view.branchCondition == stack.branchCondition,
       stack.children.map(file.view).allSatisfy({ sibling in
         sibling.index == view.index || sibling.slot != .content || SwiftUIColorScene.shapes.contains(sibling.name) || sibling.name == "Color" || sibling.name.hasPrefix("Color.")
       }),
       let outer = file.parent(of: stack) {
      icon = stack
      stack = outer
    }
    guard ["HStack", "VStack", "LazyHStack", "LazyVStack"].contains(stack.name) else { return false }
    let view = icon
    // Words shown whenever the icon is: an icon only some condition shows (Mundo's verified seal
    // beside the name) says something the words don't.
    func isWords(_ text: SwiftUIView) -> Bool {
      guard text.name == "Text", text.kind == .call, !text.context.isHidden, text.branchCondition == view.branchCondition,
            let title = text.titleArgument else { return false }
      if let literal = title.stringLiteral { return literal.contains { $0.isLetter } }
      // Words written around a value (`"1바퀴 거리: \(distance) km"`, Laps' course card); not a
      // count's unit or sign (`"\(n)K"`, `"x\(n)"`, `"\(n)개"`), which leaves the icon to say what is counted.
      if case .interpolatedString = title.kind {
        let written = HeadingTraitRule.wordsWithValues(title.text).replacingOccurrences(of: "value", with: "")
        return written.filter(\.isLetter).count >= 3
      }
      // Words the app wrote (`Strings.apiKeyTitle`, `NSLocalizedString(…)`), not a value shown
      // (AmakaFlow's imported workout's title beside the success checkmark: the mark says what
      // the title doesn't).
      let written = title.text
      if handedSymbol, ["title", "label", "caption", "subtitle", "heading", "header"].contains(written) { return true }
      // A value named for what the symbol shows (mE Health's envelope before `practitioner.email`,
      // treblesurf's warning triangle before `errorMessage`): the words say it.
      if let symbol = view.argument("systemName")?.stringLiteral, Self.valueNamesTheSymbol(written, symbol: symbol) { return true }
      return written.first?.isUppercase == true || ["NSLocalizedString(", "String(localized:", "LocalizedStringKey("].contains { written.hasPrefix($0) }
    }
    return stack.children.contains { index in
      guard index != view.index else { return false }
      let sibling = file.views[index]
      // The words themselves, or a stack of them beside the icon (a title over a subtitle).
      return isWords(sibling) || ["VStack", "HStack"].contains(sibling.name) && sibling.children.contains { isWords(file.views[$0]) }
    }
  }

  /// Symbols, by their first word, and the words of a value's name that say the same thing.
  static let symbolValueWords: [String: [String]] = [
    "envelope": ["email", "mail"], "phone": ["phone", "tel", "mobile"], "exclamationmark": ["error", "warning"],
    "mappin": ["address", "location"], "location": ["address", "location"], "calendar": ["date", "day"],
    "clock": ["time", "hour"], "globe": ["website", "url", "site"], "link": ["url", "link", "website"],
  ]

  static func valueNamesTheSymbol(_ value: String, symbol: String) -> Bool {
    guard let first = symbol.split(separator: ".").first, let words = symbolValueWords[String(first)] else { return false }
    let named = IdentifierWords.words(in: value.split(separator: ".").last.map(String.init) ?? value).map { $0.lowercased() }
    return named.contains(where: words.contains)
  }

  /// A symbol chosen by a value (`Image(systemName: dienstType.sfSymbolName)`) in a card that also
  /// writes that value in words (`Text(dienstType.naam)`, Kantine Koning's duty cards): the words
  /// say what the symbol shows, so it carries nothing of its own (WCAG 1.4.11 asks contrast of
  /// graphics needed to understand the content).
  static func isSymbolOfValueWrittenNearby(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.context.enclosingControl == nil, let symbol = view.argument("systemName")?.text,
          let split = symbol.lastIndex(of: ".") else { return false }
    // A classification's icon (`type.icon`, `category.symbolName`), read straight off it; not a
    // model's (`todo.icon`, which may show a state the todo's title doesn't).
    let value = String(symbol[..<split]), member = symbol[symbol.index(after: split)...].lowercased()
    let classification = value.split(separator: ".").last.map { $0.lowercased() } ?? ""
    guard value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !value.hasPrefix("."),
          ["symbol", "icon", "image"].contains(where: member.contains),
          ["type", "kind", "category", "mode", "status", "condition", "weather", "level"].contains(where: classification.hasSuffix)
    else { return false }
    let names: Set<String> = ["name", "naam", "title", "label", "displayName", "localizedName", "description", "rawValue", "text"]
    return cardTexts(around: view, in: file).contains { text in
      guard !text.context.isHidden, let title = text.titleArgument?.text else { return false }
      return names.contains { title == value + "." + $0 || title.contains("\\(" + value + "." + $0 + ")") }
    }
  }

  /// The `Text`s of the card a view sits in (the fourth view around it, or the outermost nearer):
  /// words written close by, not anywhere on a long screen.
  static func cardTexts(around view: SwiftUIView, in file: SwiftFileModel) -> [SwiftUIView] {
    guard let card = file.ancestry(of: view).steps.prefix(4).last?.ancestor else { return [] }
    return ([card] + file.descendants(of: card)).filter { $0.name == "Text" && $0.kind == .call }
  }

  /// A progress bar's fill (`.frame(width: width * min(value, total) / total)`, a width worked out
  /// from a value) in a card (the fourth view around it) that also writes a value in words or digits (`Text("\(percentage)%")`,
  /// "29/44 credits"): the text says what the bar shows, so the bar is not needed to understand it
  /// (WCAG 1.4.11 asks contrast of graphics only then).
  static func isProgressFillWithWrittenValue(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let width = view.modifiers(named: "frame").lazy.compactMap({ $0.arguments.first(labeled: "width") }).first,
          width.numberLiteral == nil,
          // Worked out in place, or kept in a local named for it (`let wProgress = min(width * value, width)`).
          width.text.contains("*") || width.text.contains("/") || width.text.lowercased().contains("progress") else { return false }
    // Written close by: in the card a few views around the bar (its overlay, its caption).
    return cardTexts(around: view, in: file).contains { text in
      if case .interpolatedString? = text.titleArgument?.kind { return true }
      return false
    }
  }

  /// A plain container's outline (MoaMoa's post card, mangomDex's link box, the frame of
  /// ReadAndRoad's autocomplete table), taking no taps and holding no text input: it groups
  /// content and marks no control, so WCAG 1.4.11 asks nothing of it. (One around a field is the
  /// field's edge.)
  static func outlinesContainer(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard ["UIView", "UIStackView", "UITableView", "UICollectionView", "UIScrollView"].contains(object.declaredClass),
          object.calls("addGestureRecognizer").isEmpty,
          object.assignment("isUserInteractionEnabled")?.value.boolLiteral != true else { return false }
    let added = Set(object.addedSubviewNames)
    return !file.uikitObjects.contains { inner in
      inner.enclosingType == object.enclosingType && added.contains(inner.bareName)
        && ["UITextField", "UITextView", "UISearchBar"].contains(inner.uikitClass)
    }
  }

  /// An image view added to the same view or stack as a label (`stack.addArrangedSubview(warningIcon)`,
  /// `stack.addArrangedSubview(skippingLabel)`): an icon beside words, which the words carry; WCAG
  /// 1.4.11 asks contrast only of graphics needed to understand the content.
  static func isBesideLabel(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let labels = Set(file.uikitObjects.filter { $0.uikitClass == "UILabel" && $0.enclosingType == object.enclosingType }.map(\.bareName))
    guard !labels.isEmpty else { return false }
    func added(by parent: UIKitObject) -> [String] { parent.addedSubviewNames }
    let name = object.bareName
    // The icon on its badge, the badge beside the words (NEMODU's permission rows: a grey circle
    // holding the location glyph, beside "위치"): the badge holds nothing else.
    var icons: Set<String> = [name]
    // (Not a chevron or an arrow on its badge, Starbucks' menu card: it shows where a tap leads.)
    let pointsSomewhere = ["chevron", "arrow"].contains { word in
      object.assignments.contains { $0.property == "image" && $0.value.text.lowercased().contains(word) }
        || object.initializer?.text.lowercased().contains(word) == true
    }
    for badge in file.uikitObjects where !pointsSomewhere && badge.enclosingType == object.enclosingType && badge.uikitClass == "UIView" {
      let holds = added(by: badge)
      if holds == [name] { icons.insert(badge.bareName) }
    }
    return file.uikitObjects.contains { parent in
      guard parent.enclosingType == object.enclosingType else { return false }
      let added = added(by: parent)
      return added.contains(where: icons.contains) && added.contains(where: labels.contains)
    }
  }

  /// Words naming a live picture: a camera preview, a code scanner, a video layer.
  static let liveVideoWords = ["camera", "scanner", "capture", "video", "qrcode", "barcode"]

  /// A view whose superview (or an ancestor's) also holds a camera or video view (`view.addSubview(
  /// qrScannerView)` beside `view.addSubview(closeButton)`) or layer (`view.layer.addSublayer(
  /// previewLayer)` in a file using `AVCaptureVideoPreviewLayer`): the picture covers the
  /// backgrounds the code sets.
  static func isOverLiveVideo(_ object: UIKitObject, scene: UIKitColorScene) -> Bool {
    let file = scene.file
    let videoLayers = file.sourceContains("AVCaptureVideoPreviewLayer") || file.sourceContains("AVPlayerLayer")
    func isLive(_ name: String) -> Bool {
      let bare = name.replacingOccurrences(of: "self.", with: "")
      let made = file.uikitObjects.first { $0.name == bare && $0.enclosingType == object.enclosingType }
      let words = [bare, made?.declaredClass ?? "", made?.uikitClass ?? ""].joined(separator: " ").lowercased()
      return liveVideoWords.contains(where: words.contains)
    }
    var child = object
    var seen: Set<String> = [object.name]
    while let parent = scene.superview(of: child), !seen.contains(parent.name) {
      seen.insert(parent.name)
      for call in parent.calls {
        guard let argument = call.arguments.first, case .reference(let name) = argument.value.kind,
              name != child.name, name != "self.\(child.name)" else { continue }
        if ["addSubview", "insertSubview"].contains(call.method), isLive(name) { return true }
        if videoLayers, ["layer.addSublayer", "layer.insertSublayer"].contains(call.method) { return true }
      }
      child = parent
    }
    return false
  }

  /// A UIKit view made in code whose border width nothing sets: the layer's width stays 0, so its
  /// border colour is never drawn. Its own code sets no `layer.borderWidth` (or sets only 0), and
  /// nothing that might is involved: no storyboard (an outlet), no subclass of the project's, no
  /// project function called on it or making it that sets a border width.
  static func drawsNoBorder(_ object: UIKitObject, project: ProjectIndex) -> Bool {
    guard !object.isOutlet, object.name != "self", object.declaredClass.hasPrefix("UI"),
          object.assignments.allSatisfy({ !$0.property.hasSuffix("borderWidth") || $0.value.numberLiteral == 0 }) else { return false }
    let lastName = { (path: String) in path.split(separator: ".").last.map(String.init) ?? path }
    if object.calls.contains(where: { project.borderWidthSetters.contains(lastName($0.method)) }) { return false }
    if let callee = object.initializer?.callee, project.borderWidthSetters.contains(lastName(callee)) { return false }
    return true
  }

  /// A shape that lies behind other content: the first views of a `ZStack`, or in a background.
  private func isBackdrop(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if case .modifier(let name, _) = view.slot, name == "background" || name == "listRowBackground" { return true }
    // A panel outside any control with content laid over it (`RoundedRectangle().fill(pink)
    // .overlay { VStack { teeth rows } }`, BabyMoa's teeth chart): the backdrop of what is on it.
    if view.context.enclosingControl == nil, view.children.contains(where: { index in
      let child = file.views[index]
      guard case .modifier(let name, _) = child.slot, name == "overlay" else { return false }
      // Words, controls or the app's own views over it; a knob of shapes in a stack is a switch's.
      let plain: Set<String> = ["Image", "HStack", "VStack", "ZStack", "Spacer", "Group"]
      return ([child] + file.descendants(of: child)).contains { view in
        view.kind == .call && !SwiftUIColorScene.shapes.contains(view.name) && !plain.contains(view.name)
      }
    }) { return true }
    guard let parent = view.parent.map({ file.views[$0] }), parent.name == "ZStack", view.slot == .content else { return false }
    let siblings = parent.children.filter { file.views[$0].slot == .content }
    return siblings.last != view.index
  }

  /// A large SF Symbol (40 pt or more) outside any control that pictures what words say: hidden
  /// from VoiceOver (its author says it adds nothing to them: a hero circle's glyph), or in a
  /// `VStack` with a visible text (an empty state's picture over "No logs"). WCAG 1.4.11 asks
  /// contrast of graphics needed to understand the content; these are illustrations.
  static func isIllustration(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.context.enclosingControl == nil, let size = view.drawnSize, size >= 40 else { return false }
    if view.context.isHidden { return true }
    guard let parent = view.parent.map({ file.views[$0] }), ["VStack", "LazyVStack"].contains(parent.name),
          view.slot == .content else { return false }
    return parent.children.contains { index in
      let sibling = file.views[index]
      return sibling.name == "Text" && sibling.slot == .content && !sibling.context.isHidden
    }
  }

  /// An icon in a row beside a text field whose title names it (`HStack { Image(systemName:
  /// "magnifyingglass"); TextField("Filter", text: $filter) }`, DiaBLE's console filter): the
  /// placeholder identifies the field, the glyph only decorates it, as the system search bar's does.
  static func decoratesTitledField(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.context.enclosingControl == nil, let parent = view.parent.map({ file.views[$0] }) else { return false }
    func isTitledField(_ candidate: SwiftUIView) -> Bool {
      guard ["TextField", "SecureField"].contains(candidate.name), let title = candidate.titleArgument else { return false }
      return title.stringLiteral.map { !$0.isEmpty } ?? true
    }
    // Laid over the field itself, alone or in a stack (WAY's `TextField("장소 검색").overlay(HStack {
    // Image(systemName: "magnifyingglass") … })`): the placeholder says what the glass does.
    for holder in [view, parent] {
      guard case .modifier(let slot, _) = holder.slot, ["overlay", "background"].contains(slot),
            let field = holder.parent.map({ file.views[$0] }) else { continue }
      if isTitledField(field) { return true }
    }
    guard ["HStack", "LazyHStack"].contains(parent.name), view.slot == .content else { return false }
    return parent.children.contains { index in
      let sibling = file.views[index]
      return sibling.slot == .content && isTitledField(sibling)
    }
  }

  /// A stroked shape that frames a picture: in a `ZStack` with an image (a thumbnail's hairline),
  /// or in an image's overlay. People see and find the picture, not its outline.
  static func framesPicture(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.modifiers.contains(where: { $0.name == "stroke" || $0.name == "strokeBorder" }),
          let parent = view.parent.map({ file.views[$0] }) else { return false }
    func isPicture(_ candidate: SwiftUIView) -> Bool {
      (candidate.name == "Image" && candidate.argument("systemName") == nil) || candidate.name == "AsyncImage"
        // `image.image?.resizable().scaledToFit()`: a picture held in a variable.
        || (candidate.kind == .reference && candidate.modifiers.contains { $0.name == "resizable" })
    }
    if case .modifier(let name, _) = view.slot, name == "overlay" { return isPicture(parent) }
    guard parent.name == "ZStack", view.slot == .content else { return false }
    return parent.children.contains { $0 != view.index && file.views[$0].slot == .content && isPicture(file.views[$0]) }
  }

  /// A stroked shape in the overlay of a view that paints its own background: a card's or a
  /// badge's outline, drawn on a fill that already sets it apart (as a UIKit border on a view's own
  /// `backgroundColor`). A text input keeps its outline: a field is found by its box.
  static func outlinesFilledView(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.modifiers.contains(where: { $0.name == "stroke" || $0.name == "strokeBorder" }),
          let owner = view.parent.map({ file.views[$0] }) else { return false }
    // `ZStack { content; RoundedRectangle(…).strokeBorder(…) }.background(Color.white)`: the
    // outline of a stack that paints its own fill (a preview inside a card); a field's box stays.
    if view.slot == .content, owner.name == "ZStack" {
      return paintsOwnFill(owner) && !owner.children.contains { inputs.contains(file.views[$0].name) }
    }
    guard case .modifier(let slot, _) = view.slot, slot == "overlay", !inputs.contains(owner.name) else { return false }
    // `Rectangle().fill(Color(white: 0.8)).overlay(RoundedRectangle(…).stroke(…))`: a filled shape
    // (a loading placeholder's block), seen by its fill.
    if SwiftUIColorScene.shapes.contains(owner.name), let fill = owner.modifiers.first(where: { $0.name == "fill" })?.arguments.firstUnlabeled?.text,
       !fill.contains("clear") { return true }
    return paintsOwnFill(owner)
  }

  static let inputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

  /// Drawn on a state or sized by a value: written in a branch (`if isUnread { Circle() }`, itself
  /// or the stack holding it), painted, faded, moved or sized by a condition (`fill(isOn ? .green :
  /// .gray)`, `opacity(selected == tab ? 1 : 0)`), or sized or trimmed by a value (`frame(width:
  /// proxy.size.width * progress)`, `trim(from: 0, to: progress)`). Appearance and loading
  /// conditions show nothing of the content.
  static func showsStateOrValue(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let holder = view.parent.map(file.view).flatMap { ["HStack", "VStack", "ZStack", "Group"].contains($0.name) ? $0 : nil }
    if let condition = view.branchCondition ?? holder?.branchCondition, !isAppearanceOrLoading(condition) { return true }
    let stateModifiers: Set<String> = ["fill", "stroke", "strokeBorder", "foregroundColor", "foregroundStyle", "opacity", "frame", "offset", "scaleEffect", "trim"]
    for candidate in [view] + (holder.map { [$0] } ?? []) {
      for modifier in candidate.modifiers where stateModifiers.contains(modifier.name) {
        for argument in modifier.arguments {
          if case .ternary(let condition, _, _) = argument.value.kind, !isAppearanceOrLoading(condition.text) { return true }
          if candidate.index == view.index, ["frame", "trim", "offset", "scaleEffect"].contains(modifier.name),
             isValueDriven(argument.value) { return true }
        }
      }
    }
    return false
  }

  /// A colour scheme or a loading flag: `colorScheme == .dark ? … : …`, `if isLoading { … }`.
  static func isAppearanceOrLoading(_ condition: String) -> Bool {
    let lowered = condition.lowercased()
    return ["colorscheme", "dark", "light", "loading", "loaded", "placeholder", "skeleton", "ipad", "sizeclass", "#available"]
      .contains(where: lowered.contains)
  }

  /// A length worked out from something other than the layout (`proxy.size.width * progressRate`,
  /// `CGFloat(step) / 3 * width`), or named for a value (`progressWidth`); not a fixed share of the
  /// screen (`geometry.size.width * 0.8`) nor a constant less a margin (`cardWidth - 20`).
  static func isValueDriven(_ value: ExpressionInfo) -> Bool {
    guard value.numberLiteral == nil else { return false }
    let text = value.text
    let identifiers = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).filter { $0.first?.isLetter == true }
    let valueWords = ["progress", "rate", "ratio", "percent", "fraction", "value", "score", "level", "amount", "elapsed", "remain"]
    if identifiers.contains(where: { identifier in
      let name = identifier.lowercased()
      return !name.contains("aspectratio") && valueWords.contains { name.contains($0) }
    }) { return true }
    guard text.contains("*") || text.contains("/") else { return false }
    let layoutWords: Set<String> = ["geometry", "geo", "proxy", "reader", "size", "width", "height", "frame", "bounds", "UIScreen",
                                    "main", "screen", "CGFloat", "Double", "Int", "Float", "min", "max", "self", "maxWidth", "maxHeight"]
    return identifiers.contains { identifier in
      let name = String(identifier)
      return !layoutWords.contains(name) && !name.lowercased().hasSuffix("width") && !name.lowercased().hasSuffix("height")
        && !name.lowercased().contains("screen") && !name.lowercased().contains("spacing") && !name.lowercased().contains("padding")
    }
  }

  /// The box of a text input: a shape in a field's overlay or background, or over it in a `ZStack`
  /// (a field is found by its box, WCAG 1.4.11).
  static func edgesInput(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let owner = view.parent.map(file.view) else { return false }
    if case .modifier(let slot, _) = view.slot, slot == "overlay" || slot == "background" { return isTextInput(owner, in: file) }
    guard owner.name == "ZStack", view.slot == .content else { return false }
    return owner.children.contains { isTextInput(file.views[$0], in: file) }
  }

  /// A text field, secure field or editor, or a project view holding one (`SearchField()`).
  static func isTextInput(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    inputs.contains(view.name) || file.customView(named: view.name)?.holdsTextInput == true
  }

  /// Framed 60 pt or more across (each side given), with no overlay drawing on it.
  static func isLargeBlank(_ view: SwiftUIView) -> Bool {
    guard !view.modifiers.contains(where: { $0.name == "overlay" }) else { return false }
    return view.modifiers(named: "frame").contains { frame in
      let sides = ["width", "height"].compactMap { frame.arguments.first(labeled: $0)?.numberLiteral }
      return !sides.isEmpty && sides.allSatisfy { $0 >= 60 }
    }
  }

  /// The shape's own overlay draws an image or words on it (`Circle().foregroundStyle(.accent)
  /// .overlay { Image(systemName: "arrow.up") }`, Mundo's send button).
  /// (Or, as the overlay's argument, an image the view is handed, `image.resizable()`: only an
  /// `Image` is made resizable, 1Wallet's action cards; or a spinner, iAPS's veil over a photo
  /// while it downloads. The model keeps neither as a view; it does keep `Image.plus`.)
  static func carriesGlyph(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if view.modifiers(named: "overlay").contains(where: { overlay in
      guard let content = overlay.arguments.firstUnlabeled?.text else { return false }
      let name = content.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return content.hasPrefix("ProgressView(") || content.dropFirst(name.count).hasPrefix(".resizable()")
    }) { return true }
    return file.descendants(of: view).contains { inner in
      (["Image", "Text", "Label", "ProgressView"].contains(inner.name) || ViewTreeBuilder.isImageConstantName(inner.name)) && !inner.context.isHidden
        && file.ancestry(of: inner).steps.contains { step in
          guard step.ancestor.index == view.index, case .modifier(let slot, _) = step.child.slot else { return false }
          return slot == "overlay"
        }
    }
  }

  /// A shape in another view's overlay filled with a see-through colour (`RoundedRectangle(…)
  /// .foregroundStyle(Color.black.opacity(0.5))` over a profile photo, Mundo's edit-photo scrim).
  static func isScrimOverContent(_ view: SwiftUIView, paint: ResolvedColor?) -> Bool {
    guard case .modifier(let slot, _) = view.slot, slot == "overlay", let paint else { return false }
    return Appearance.allCases.allSatisfy { paint.color.resolved(for: $0).alpha < 0.9 }
  }

  /// A shape a point or less thick (`Rectangle().fill(…).frame(height: 1)`): a divider between
  /// content, not a component anyone has to find.
  /// Rows of a white card divided by a shape as thick as a design-system token.
  static func tokenDivider(thickness: String) -> RuleExample {
    RuleExample("""
      enum Metrics { static let line: CGFloat = \(thickness) }
      struct Scopes: View {
        var body: some View {
          VStack(spacing: 0) {
            Text("차량 위치")
            Rectangle().fill(Color.black.opacity(0.07)).frame(height: Metrics.line)
            Text("주행 기록")
          }
          .background(Color.white)
        }
      }
      """)
  }

  /// A goods screen's grey band under its name and price, framed by `frame` (marked when it has a width).
  static func sectionBand(frame: String) -> RuleExample {
    RuleExample("""
      struct 상품상세: View { let goods: Goods
        var body: some View {
          VStack {
            Text(goods.title)
            Rectangle()
              .foregroundColor(Color(white: 0.94))
              .frame(\(frame))
            Text("상품 정보")
          }.background(Color.white)
        }
      }
      """)
  }

  /// A product screen's bar between its photo and title, `thickness` pt tall (marked unless it is a
  /// thin rule).
  static func productDivider(thickness: Int) -> RuleExample {
    RuleExample("""
      struct ProductDetails: View {
        var body: some View {
          VStack(spacing: 5) {
            Rectangle().frame(width: 100, height: \(thickness)).foregroundColor(Color.gray.opacity(0.3))
            Text(product.title)
          }.background(Color.white)
        }
      }
      """)
  }

  /// A shape with a shimmer or redaction modifier, or in a type named for a skeleton or shimmer.
  static func isLoadingSkeleton(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if view.modifiers.contains(where: { $0.name.lowercased().contains("shimmer") || $0.name == "redacted" }) { return true }
    if isStandInType(view.enclosingType) { return true }
    // Drawn by a member named for the stand-in it is (vinylogue's `placeholderView`, a record
    // drawn where the album art is missing or loading).
    // (Named for it, `placeholderView`, `artworkPlaceholder`, not `editorWithPlaceholder`; and
    // holding no input.)
    let root = file.ancestry(of: view).steps.last?.ancestor ?? view
    guard let member = file.viewMember(holding: root) else { return false }
    let name = member.name.lowercased()
    guard name.hasPrefix("placeholder") || name.hasSuffix("placeholderview") || name.contains("skeleton")
      || name.hasSuffix("placeholder") && !name.contains("with") else { return false }
    return !([root] + file.descendants(of: root)).contains { inputs.contains($0.name) }
  }

  /// A type drawing a loading stand-in (`SkeletonView`, `ShimmerCell`): what it draws is no component.
  static func isStandInType(_ type: String?) -> Bool {
    ["Skeleton", "Shimmer"].contains { type?.contains($0) == true }
  }

  /// A short bar, 30 to 60 pt wide and 6 pt or less tall, with no gesture: a sheet's grabber.
  static func isGrabber(_ view: SwiftUIView) -> Bool {
    guard !view.modifiers.contains(where: { $0.name == "onTapGesture" || $0.name == "gesture" }) else { return false }
    return view.modifiers(named: "frame").contains { frame in
      guard let width = frame.arguments.first(labeled: "width")?.numberLiteral,
            let height = frame.arguments.first(labeled: "height")?.numberLiteral else { return false }
      return (30...60).contains(width) && height <= 6
    }
  }

  /// A frame 2 pt thick or less and at least 20 pt long, with no gesture: a rule.
  /// A shape at most 6 pt wide with no height of its own (it takes the row's), in an `HStack`
  /// whose other content is words, on no condition and with no gesture.
  static func isAccentBarBesideWords(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard SwiftUIColorScene.shapes.contains(view.name) || view.name == "Color", view.slot == .content, view.branchCondition == nil,
          !view.modifiers.contains(where: { $0.name == "onTapGesture" || $0.name == "gesture" }),
          let row = view.parent.map({ file.views[$0] }), ["HStack", "LazyHStack"].contains(row.name),
          view.modifiers(named: "frame").contains(where: { frame in
            frame.arguments.first(labeled: "width").flatMap(largestNumber).map { $0 <= 6 } == true
              && frame.arguments.first(labeled: "height") == nil && frame.arguments.first(labeled: "maxHeight") == nil
          }) else { return false }
    let others = row.children.map(file.view).filter { $0.index != view.index && $0.slot == .content }
    func holdsWords(_ other: SwiftUIView) -> Bool {
      other.name == "Text" || ([other] + file.descendants(of: other)).contains { $0.name == "Text" && $0.kind == .call }
    }
    return !others.isEmpty && others.contains(where: holdsWords)
  }

  static func isThinRule(_ view: SwiftUIView) -> Bool {
    guard !view.modifiers.contains(where: { $0.name == "onTapGesture" || $0.name == "gesture" }) else { return false }
    return view.modifiers(named: "frame").contains { frame in
      let width = frame.arguments.first(labeled: "width").flatMap(largestNumber), height = frame.arguments.first(labeled: "height").flatMap(largestNumber)
      return height.map { $0 <= 2 } == true && (width.map { $0 >= 20 } ?? true) || width.map { $0 <= 2 } == true && (height.map { $0 >= 20 } ?? true)
    }
  }

  /// A band across the whole width, a few points tall, stacked between sections
  /// (`Rectangle().fill(…).frame(height: 10)` in a `VStack` or a vertical `ScrollView`, Sejong's
  /// goods, cart and order screens): it groups what is above and below it and marks no control
  /// (a short bar may mark something).
  static func isSectionBand(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard ["Rectangle", "Color"].contains(view.name), view.slot == .content,
          !view.modifiers.contains(where: { $0.name == "onTapGesture" || $0.name == "gesture" }),
          let stack = view.parent.map({ file.views[$0] }),
          ["VStack", "LazyVStack"].contains(stack.name) || stack.name == "ScrollView" && !stack.arguments.contains(where: { $0.value.text.contains("horizontal") }),
          // Not one of a row's parts (a tab's underline in an `HStack` of tabs), nor drawn on a
          // state (`opacity(selected == tab ? 1 : 0)`, a selection mark).
          !file.ancestry(of: view).steps.contains(where: { ["HStack", "LazyHStack"].contains($0.ancestor.name) }),
          !view.modifiers.contains(where: { modifier in modifier.arguments.contains { if case .ternary = $0.value.kind { return true }; return false } })
    else { return false }
    return view.modifiers(named: "frame").contains { frame in
      guard frame.arguments.first(labeled: "width") == nil,
            let height = frame.arguments.first(labeled: "height").flatMap({ file.number($0, in: view.enclosingType) }) else { return false }
      let maxWidth = frame.arguments.first(labeled: "maxWidth")?.text
      return height <= 12 && (maxWidth == nil || maxWidth == ".infinity")
    }
  }

  /// A number, or the larger of a ternary's two numbers (`events.isEmpty ? 0 : 1`: a line that
  /// shows when there are events, 1 pt thick).
  static func largestNumber(_ value: ExpressionInfo) -> Double? {
    if let number = value.numberLiteral { return number }
    guard case .ternary(let condition, let first, let second) = value.kind, let a = first.numberLiteral, let b = second.numberLiteral
    else { return nil }
    // (Not a line that marks the chosen tab: `selectedTab == index ? 2 : 0` is a state indicator.)
    let tested = condition.text.lowercased()
    if ["select", "tab", "current", "active", "index", "focus", "chosen"].contains(where: tested.contains) { return nil }
    return max(a, b)
  }

  /// So is one whose thickness is a design token (`.frame(height: Metrics.hairline)`, 0.5).
  static func isHairline(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    SwiftUIColorScene.isHairline(view) || view.modifiers(named: "frame").contains { frame in
      ["height", "width", "maxHeight", "maxWidth"].contains { label in
        guard let value = frame.arguments.first(labeled: label) else { return false }
        if let number = file.number(value, in: view.enclosingType) { return number <= 1.5 }
        // A token whose value can't be read, named for one pixel or a hairline (`.frame(height:
        // .onePixel)`, Arc Mini's divider).
        guard let name = value.memberName?.lowercased() else { return false }
        return ["onepixel", "pixel", "onepx", "singlepixel"].contains(name) || name.contains("hairline")
      }
    }
  }

  /// A stroke in the overlay or background of a view that is neither an input nor a control (a
  /// card's outline), or of a control whose label shows words (a `Menu` showing its value): the
  /// outline identifies nothing the words don't. An input's box, and the outline of a control
  /// that shows only an icon, are kept.
  static func outlinesWhatNeedsNoBoundary(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.modifiers.contains(where: { $0.name == "stroke" || $0.name == "strokeBorder" }),
          // (A stroke trimmed to a value is a progress ring, no outline.)
          !view.modifiers(named: "trim").contains(where: { $0.arguments.contains { isValueDriven($0.value) } }),
          let owner = view.parent.map({ file.views[$0] }) else { return false }
    // In an overlay or background, or drawn over the content of a `ZStack`.
    var outlinesOwner = view.slot == .content && owner.name == "ZStack"
    if case .modifier(let slot, _) = view.slot { outlinesOwner = slot == "overlay" || slot == "background" }
    return outlinesOwner && needsNoBoundary(owner, in: file)
  }

  /// A view that is no input and holds none, and is no control or one whose words identify it: an
  /// outline or `.border(color)` round it marks nothing the words don't (a recipe card, Dietto).
  static func needsNoBoundary(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // (A project view holding a field, `SearchField()`, is an input too.)
    guard !isTextInput(view, in: file), !file.descendants(of: view).contains(where: { isTextInput($0, in: file) }) else { return false }
    let takesTaps = { (candidate: SwiftUIView) in candidate.modifiers.contains { $0.name == "onTapGesture" || SwiftUITargets.isTapGesture($0) } }
    // A tap on a view around it makes that view the control (an icon in a tapped row).
    let tappedAround = file.ancestry(of: view).steps.map(\.ancestor).first(where: takesTaps)
    let control = SwiftUIView.controlNames.contains(view.name) || takesTaps(view) ? view
      : view.context.enclosingControl.map(file.view) ?? tappedAround
    guard let control else { return true }
    return file.descendants(of: control).contains { $0.name == "Text" && $0.kind == .call && !$0.context.isHidden }
  }

  /// The view paints a background of its own (`.background(Color.white)`), which sets it apart.
  static func paintsOwnFill(_ view: SwiftUIView) -> Bool {
    view.modifiers(named: "background").contains { background in
      guard let fill = background.arguments.firstUnlabeled?.text else { return false }
      return !fill.contains("clear") && !fill.contains("GeometryReader")
    }
  }

  /// A shape in a stack beside a visible text drawn in the same colour (the dot before
  /// "SELECTING" in a badge): a bullet to the words. The pair fails as text contrast there, which
  /// asks at least the 3:1 a component would: one problem, said once.
  static func isBesideWordsOfItsColour(_ view: SwiftUIView, _ colour: ResolvedColor, scene: SwiftUIColorScene,
                                       in file: SwiftFileModel) -> Bool {
    guard let parent = view.parent.map({ file.views[$0] }), ["HStack", "VStack", "LazyHStack"].contains(parent.name),
          view.slot == .content else { return false }
    return parent.children.contains { index in
      let text = file.views[index]
      guard text.name == "Text", text.kind == .call, text.slot == .content, !text.context.isHidden,
            let (modifier, owner) = scene.nearestModifier(SwiftUIColorScene.foregroundModifiers, for: text),
            let words = scene.color(of: modifier, in: owner.enclosingType) else { return false }
      return words.color == colour.color
    }
  }

  /// A country picker's loading spinner on white given a pale green as its `property`; marked
  /// where it is reported when that is the colour it draws in.
  static func countrySpinner(property: String) -> RuleExample {
    let marker = property == "color" ? "↓" : ""
    return ContrastCheck.whiteScreen(
      "SelectCountryViewController", holding: "loadingIndicator", of: "UIActivityIndicatorView",
      lines: ["\(marker)loadingIndicator.\(property) = UIColor(red: 0.067, green: 0.737, blue: 0.537, alpha: 1)"])
  }

  static let tintedClasses: Set<String> = [
    "UIButton", "UIImageView", "UISwitch", "UISlider", "UIStepper", "UIPageControl",
    "UIProgressView",
  ]

  /// A custom-type button or an image view draws its tint only into template images: one given
  /// nothing but the catalog's own pictures, none marked template, paints nothing in it (Budi's
  /// `UIButton()` tinted white, whose grey GPS picture is drawn as it is).
  static func showsOnlyOriginalPictures(_ object: UIKitObject, project: ProjectIndex) -> Bool {
    guard !project.imageAssetNames.isEmpty, !object.assigns("configuration") else { return false }
    if object.uikitClass == "UIButton" {
      // A system-type button templates every image; `UIButton()` and `.custom` draw them as they are.
      // (`UIButton(primaryAction:)` and `UIButton(configuration:)` make system buttons.)
      guard let made = object.initializer, made.callee == "UIButton",
            made.callArguments.allSatisfy({ ["type", "frame"].contains($0.label ?? "") }),
            made.callArguments.first(labeled: "type").map({ $0.text.hasSuffix(".custom") }) ?? true else { return false }
    } else if object.uikitClass != "UIImageView" {
      return false
    }
    var images = object.initializer?.callArguments.first(labeled: "image").map { [$0] } ?? []
    images += object.assignments.filter { $0.property == "image" }.map(\.value)
    images += object.calls("setImage").compactMap { $0.arguments.first?.value }
    return !images.isEmpty && images.allSatisfy { isOriginalAsset($0, project: project) }
  }

  /// An image view named for a photo (`profileImageView`, `posterImageView`, `thumbnailView`)
  /// that the code never gives a symbol or a template image: it shows pictures in their own
  /// colours, and its tint paints nothing (RoomReviewer's cast photos, bound from the network).
  static func isPhotoView(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIImageView" else { return false }
    let words = IdentifierWords.words(in: object.name)
    guard words.contains(where: { ["profile", "photo", "avatar", "poster", "thumbnail", "cover", "backdrop", "picture"].contains($0) }) else { return false }
    var images = object.initializer?.callArguments.first(labeled: "image").map { [$0.text] } ?? []
    images += object.assignments.filter { $0.property == "image" }.map(\.value.text)
    return !images.contains { $0.contains("systemName") || $0.contains("Template") || $0.contains("withTintColor") || $0.contains("symbol") }
  }

  /// A custom-type button that shows a title and no image (`UIButton()`, a `UIButton` subclass's
  /// `self`; wishboard's guide sheet button, WhatIsKickboard's submit button): its title has its
  /// own colour, and the tint paints nothing. (A `.system` button's title takes the tint.)
  static func tintDrawsNothing(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIButton", object.hasVisibleTitle,
          object.calls("setImage").isEmpty, !object.assigns("image"), !object.assigns("configuration"),
          object.assignments.allSatisfy({ !$0.property.hasPrefix("configuration") }) else { return false }
    let made = object.initializer?.text ?? ""
    return !made.contains(".system") && !made.contains(".roundedRect") && !made.contains("configuration:") && !made.contains("primaryAction")
  }

  /// The button is given an image for its normal state (`setImage(…, for: .normal)`, not `nil`).
  static func showsAnImageAtRest(_ object: UIKitObject) -> Bool {
    // `IconBtn(image: UIImage(named: "h-more-20"), color: .accent)`: an app's button made with its picture (tmChat's header).
    if let initializer = object.initializer,
       initializer.callArguments.contains(where: { ["image", "icon"].contains($0.label?.lowercased() ?? "") && $0.value.text != "nil" }) {
      return true
    }
    return object.calls("setImage").contains { call in
      // (`for: []` is the normal state too: SnowHaze's security button.)
      (call.arguments.first.map { $0.value.text != "nil" } ?? false)
        && call.arguments.first(labeled: "for").map { $0.text.hasSuffix("normal") || $0.text.filter { !$0.isWhitespace } == "[]" } != false
    }
  }

  /// The button's picture at rest keeps its own colours, which the code doesn't tell: loaded from
  /// the web (`pin_setImage(from:)`, `sd_setImage(with:for:)`), or drawn by the app's own image
  /// type (`setImage(.camera, imageStyle: .selected, for: .normal)`, ello's SVG icons). A named
  /// catalog picture may be drawn in the fill's own ink (StopWatch's white send arrow on lilac), so
  /// it is no proof; nor is a symbol or a template, which the tint paints.
  static func showsIconInItsOwnColours(_ object: UIKitObject, project: ProjectIndex) -> Bool {
    if object.calls.contains(where: { call in
      call.method.lowercased().hasSuffix("setimage") && call.arguments.contains { ["from", "with"].contains($0.label ?? "") }
    }) { return true }
    guard showsAnImageAtRest(object) else { return false }
    let images = object.calls("setImage").compactMap { $0.arguments.first?.value }
      + (object.initializer?.callArguments.filter { ["image", "icon"].contains($0.label?.lowercased() ?? "") }.map(\.value) ?? [])
    return !images.isEmpty && images.allSatisfy { image in
      let text = image.text
      if ["systemName", "Template", "withTintColor", "symbol", "UIImage", "named:"].contains(where: text.contains) { return false }
      // (Xcode's generated symbol of a catalog set, `.send`, is a named catalog picture too.)
      if case .member(let base, let member) = image.kind, base == nil || base == "UIImage",
         project.imageAssetNames.contains(where: { generatedSymbolName(of: $0) == member.lowercased() }) { return false }
      return true
    }
  }

  /// Its fill is at most 20% opaque in every appearance.
  static func isFaintFill(_ object: UIKitObject, scene: UIKitColorScene) -> Bool {
    guard let fill = object.assignment("backgroundColor").flatMap({ scene.color($0.value, of: object) }) else { return false }
    return Appearance.allCases.allSatisfy { fill.color.resolved(for: $0).alpha <= 0.2 }
  }

  /// The button shows an image (`setImage(…)`) tinted at least 3:1 against its own fill in every
  /// appearance both are known in: the icon, not the fill's edge, is what shows the button.
  static func showsAContrastingIcon(_ object: UIKitObject, scene: UIKitColorScene) -> Bool {
    // (An image for the normal state: one only `for: .selected` leaves the unchecked box bare.)
    guard showsAnImageAtRest(object),
          let tint = object.assignment("tintColor").flatMap({ scene.color($0.value, of: object) }),
          let fill = object.assignment("backgroundColor").flatMap({ scene.color($0.value, of: object) }) else { return false }
    let pairs = [(tint.color.light, fill.color.light)] + (tint.color.dark.flatMap { dark in fill.color.dark.map { (dark, $0) } }.map { [$0] } ?? [])
    return pairs.allSatisfy { WCAGContrast.contrastRatio(foreground: $0.0, background: $0.1) >= 3 }
  }

  /// `UIImage(named: "GPS")` of an image set not marked template, not re-rendered as one.
  /// So is Xcode's generated symbol for such a set (`setImage(.pen, for: .normal)`,
  /// `UIImage(resource: .pen)`; Shoppe's edit button), unless the app declares that member itself.
  static func isOriginalAsset(_ image: ExpressionInfo, project: ProjectIndex) -> Bool {
    var generated: String?
    if case .member(let base, let member) = image.kind, base == nil || base == "UIImage" { generated = member }
    if image.callee == "UIImage", let resource = image.callArguments.first(labeled: "resource"), case .member(nil, let member) = resource.kind {
      generated = member
    }
    let sets: Set<String>
    if let generated {
      guard project.constants[ConstantKey(type: "UIImage", name: generated)] == nil else { return false }
      sets = project.imageAssetNames.filter { generatedSymbolName(of: $0) == generated.lowercased() }
    } else {
      guard image.callee == "UIImage", let name = image.callArguments.first(labeled: "named")?.stringLiteral else { return false }
      sets = project.imageAssetNames.filter { $0 == name || $0.hasSuffix("/" + name) }
    }
    return !sets.isEmpty && sets.allSatisfy { !project.templateImageAssetNames.contains($0) }
  }

  /// An image set's name as Xcode's generated symbol spells it, in lowercase, with no separators
  /// (`Button_Close` → `buttonclose`, matched against `.buttonClose` lowercased).
  static func generatedSymbolName(of set: String) -> String {
    (set.split(separator: "/").last.map(String.init) ?? set).lowercased().filter { $0.isLetter || $0.isNumber }
  }

  /// Separator-colored lines divide content; they are not components anyone has to find.
  static func isSeparator(_ color: ExpressionInfo) -> Bool {
    color.text.lowercased().contains("separator")
  }

  private func check(
    _ foreground: ResolvedColor, against background: ProvenBackground?, what: (en: String, ko: String),
    at position: SourcePosition, _ context: inout RuleContext, severity: Severity? = nil, overVideo: Bool = false,
    appearances: [Appearance]? = nil
  ) -> Bool {
    guard case .color(let background, let semantic)? = background, !(foreground.isSemanticSystemColor && semantic) else { return false }
    // Painted clear everywhere (`Image(systemName: "envelope").foregroundStyle(Color.clear)`, ZZRIT's
    // invisible stand-in that sizes a ZStack): nothing is drawn, so nothing to see.
    if Appearance.allCases.allSatisfy({ foreground.color.resolved(for: $0).alpha < 0.01 }) { return false }
    // (In the appearances the view is pinned to, `.preferredColorScheme(.dark)` on Konjugieren's game.)
    let shortfalls = ContrastCheck.shortfalls(
      foreground: foreground.color, background: background, target: ContrastThresholds.wcagNonText,
      in: appearances ?? context.project.appearances)
    guard let worst = shortfalls.first else { return false }
    // A shape the same color as what is behind it is invisible: layout or a placeholder, not a
    // component anyone has to see (WCAG 1.4.11 exempts what is not needed to understand the UI).
    // An icon that vanishes into its background is still a defect.
    if what.en == "shape" || what.en == "control fill", shortfalls.allSatisfy({ $0.ratio < 1.01 }) { return false }
    // The view a camera or video picture fills: the background the ratio was taken from is covered,
    // and what shows through changes with the scene.
    if overVideo {
      context.report(at: position, LocalizedText(
        en: "\(what.en) is drawn over a live camera or video picture, so its contrast can't be measured from the code (the background its views set is covered); check it over bright and dark scenes and give it an opaque backing or a scrim that keeps 3:1 (checkpoint 1.4, WCAG 1.4.11)",
        ko: "\(KoreanParticle.topic.attach(to: what.ko)) 실시간 카메라나 영상 위에 그려져 코드로는 명도 대비를 잴 수 없습니다(뷰가 지정한 배경은 가려집니다). 밝은 장면과 어두운 장면에서 확인하고 3:1을 지키는 불투명한 바탕이나 스크림을 주세요(검사 항목 1.4, WCAG 1.4.11)"),
        severity: severity, needsReview: true)
      return true
    }
    let described = ContrastCheck.describe(shortfalls)
    let suggestion = ContrastCheck.suggestion(worst)
    let hair = ContrastCheck.hairNote(shortfalls)
    context.report(at: position, LocalizedText(
      en: "\(what.en) contrast is \(described.en), below 3:1 for UI components\(hair.en) (checkpoint 1.4, WCAG 1.4.11); \(suggestion.en)",
      ko: "\(what.ko) 명도 대비가 \(KoreanParticle.direction.attach(to: "\(described.ko)")) UI 컴포넌트 기준 3:1(검사 항목 1.4, WCAG 1.4.11)에 못 미칩니다\(hair.ko). \(suggestion.ko)"),
      severity: ContrastCheck.missesOnlyByAHair(shortfalls) ? min(severity ?? .warning, .warning) : severity)
    return true
  }
}
