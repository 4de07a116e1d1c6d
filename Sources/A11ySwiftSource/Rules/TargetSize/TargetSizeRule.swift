import A11yCore

/// Controls and tappable views smaller than 44×44 pt, or than the 9 mm of KR 2.0 checkpoint 2.5.
public struct TargetSizeRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "target-size",
    title: LocalizedText(en: "Touch targets must be large enough to hit", ko: "터치 영역은 누르기 쉬울 만큼 커야 합니다"),
    rationale: LocalizedText(
      en: """
        People with tremors or limited dexterity, and anyone using a phone one-handed, miss small targets. Apple asks for \
        at least 44×44 pt; checkpoint 2.5 of the Korean guideline 2.0 asks for 9 mm per side, which is about 54.3 pt on current 460 ppi iPhones, \
        57.8 pt on 326 ppi iPhones and 46.8 pt on iPads (the `device` option). A target under 44 pt is an error; one that \
        meets 44 pt but not 9 mm, a size the guideline calls desirable (바람직하다) and one of NIA's error types for \
        checkpoint 2.5, is information that says both numbers when the `recommendedSize` option asks for it (an audit \
        for the Korean guideline), unless the control is wide (a full-width row, a \
        stack pushed apart by a `Spacer` or `maxWidth: .infinity` that responds across its width through a `.contentShape` or a \
        background; a text field stretched across its cell; a button 200 pt wide or more): that is easy to hit, the sufficient \
        size the checkpoint asks for, and is not reported. Enlarge the hit area, not the icon: put \
        `.frame(minWidth: 44, minHeight: 44)` and `.contentShape(Rectangle())` on the button's label (a frame outside \
        a `Button` doesn't grow what responds to touch, and with `.buttonStyle(.plain)` only what the label draws responds, \
        so a frame on its label needs the content shape too). Sizes the code doesn't fix (minimum frames, intrinsic sizes) are \
        not reported, and a frame given to a UIKit control at creation is checked only against 44 pt, since Auto Layout \
        may resize it.
        """,
      ko: """
        손떨림이 있거나 손을 정교하게 쓰기 어려운 사람, 한 손으로 폰을 쓰는 사람은 작은 터치 영역을 놓칩니다. Apple은 \
        44×44pt 이상을, 모바일 앱 접근성 지침 2.0 검사 항목 2.5는 가로세로 9mm 이상을 권합니다. 9mm는 460ppi 아이폰에서 약 54.3pt, 326ppi \
        아이폰에서 57.8pt, 아이패드에서 46.8pt입니다(`device` 옵션). 44pt 미만은 오류입니다. 44pt 이상이지만 9mm 미만인 크기는 지침이 \
        바람직하다고 권하는 수치이자 NIA 점검 기준의 오류 유형이므로 `recommendedSize` 옵션을 켜면(지침 점검) 두 수치를 함께 정보로 알립니다. 다만 넓은 컨트롤(`Spacer`로 벌리거나 \
        `maxWidth: .infinity`로 화면 너비를 채우고 `.contentShape`나 배경으로 너비 전체가 반응하는 행, 셀 너비로 늘어난 텍스트 필드, 너비 200pt \
        이상인 버튼)은 누르기 쉬워 검사 항목이 요구하는 충분한 크기이므로 보고하지 않습니다(일반 행의 `Spacer`는 반응하지 않습니다). 아이콘이 아니라 터치 영역을 키우세요. 버튼 레이블에 `.frame(minWidth: 44, minHeight: 44)`와 \
        `.contentShape(Rectangle())`를 주세요(`Button` 바깥의 frame은 터치 영역을 키우지 않고, `.buttonStyle(.plain)`에서는 레이블이 그린 곳만 반응하므로 레이블의 frame에도 content shape가 필요합니다). 코드가 정하지 않는 크기는 \
        보고하지 않으며, UIKit 컨트롤을 만들 때 준 frame은 오토 레이아웃이 바꿀 수 있어 44pt 기준으로만 검사합니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.controlSizeAndSpacing], wcag: ["2.5.8", "2.5.5"], hig: "Accessibility › Mobility › Offer sufficiently sized controls",
    options: [TargetOptions.device, TargetOptions.millimetres, TargetOptions.recommendedSize],
    examples: RuleExamples(
      triggering: [
        // The neighbour of the banner's chevron: the worded button does something else.
        "struct 운동배너: View {\n var body: some View { HStack(spacing: 16) {\n  Button { returnToWorkout() } label: { Image(systemName: \"chevron.up\").↓frame(width: 40, height: 40) }\n  Button { showDetails() } label: { VStack(alignment: .leading) { Text(\"운동 중\").font(.headline); Text(exerciseName) } }\n } }\n func returnToWorkout() {}\n}",
        // The proxy's neighbour: the same field inside its parent, 30 pt high.
        "final class CodeInputView: UIView {\n  let textField = UITextField()\n  func setUp() {\n    textField.frame = ↓CGRect(x: 0, y: 10, width: 100, height: 30)\n    addSubview(textField)\n  }\n}",
        // The bar item's neighbour: a custom view only 30 pt wide, which the bar doesn't widen.
        "final class Chats: UIViewController {\n  let accountButton: UIButton = {\n    let button = UIButton(frame: ↓CGRect(x: 0, y: 0, width: 30, height: 40))\n    return button\n  }()\n  override func viewDidLoad() {\n    accountButton.addTarget(self, action: #selector(showSettings), for: .touchUpInside)\n    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: accountButton)\n  }\n}",
        // The neighbour of the app's helper sizing the label: this one only colours it.
        "struct ButtonCustomModifier: ViewModifier { func body(content: Content) -> some View { content.foregroundColor(.white) } }\nextension View { func applyButtonCustomModifier() -> some View { modifier(ButtonCustomModifier()) } }\nstruct SpaceMainBottomButton: View { var body: some View { Button(action: share) { Text(\"링크 공유\").↓frame(height: 20).applyButtonCustomModifier() } } }",
        // The neighbour of the bar's back button view: a sheet's content places it too.
        "struct BackWhiteButton: View { let action: () -> Void\n var body: some View { Button(action: action) { Image(\"chevron.left.white\").resizable().↓frame(width: 24, height: 24) } } }\nstruct 흰내비게이션바: ToolbarContent { let onBack: () -> Void\n var body: some ToolbarContent { ToolbarItem(placement: .navigationBarLeading) { BackWhiteButton(action: onBack) } } }\nstruct 감상시트: View { var body: some View { VStack { BackWhiteButton { dismiss() }; Text(\"감상\") } } }",
        // A style's capsule padded inside what it is offered: only the 20 pt capsule responds.
        "struct ChipButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { Capsule().fill(Color.black).overlay(configuration.label.font(.caption)).padding(.vertical, 12) } }\nstruct SortBar: View { var body: some View { Button { sort() } label: { Text(\"최신순\") }.buttonStyle(ChipButtonStyle()).↓frame(width: 64, height: 44) } }",
        // The neighbour of the camera's hidden controls: the stack is shown.
        // A label hidden to size the space, with the button drawn over it.
        "struct EditBar: View { var body: some View { Text(\"Edit\").hidden().overlay(Button { edit() } label: { Image(systemName: \"pencil\").↓frame(width: 20, height: 20) }) } }",
        "struct CameraControls: View { var body: some View { HStack { VStack { Button { zoom() } label: { Text(\"1x\").↓frame(width: 40, height: 40) } }.padding(.top, 42); Spacer() } } }",
        // The status tag below given an action: a target to enlarge.
        statusTag(action: "\n    rentStatus.addTarget(self, action: #selector(rent), for: .touchUpInside)"),
        // The same accessory button with an action of its own.
        "final class MoreDelegate: NSObject, UITableViewDelegate {\n  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {\n    let button = UIButton(type: .custom)\n    button.frame = ↓CGRect(x: 0, y: 0, width: 11, height: 14)\n    button.addTarget(self, action: #selector(showInfo), for: .touchUpInside)\n    cell.accessoryView = button\n  }\n}",
        // A constraint's later constant, not its first, is the size.
        "final class Field: UIView {\n  let input = UITextField()\n  private var widthConstraint: NSLayoutConstraint?\n  func setUp() {\n    widthConstraint = ↓input.widthAnchor.constraint(equalToConstant: 0)\n    widthConstraint?.isActive = true\n  }\n  func collapse() { widthConstraint?.constant = 30 }\n}",
        "struct A: View { var body: some View { Button(action: onFavorite) { Image(systemName: \"heart\") }.↓frame(width: 24, height: 24) } }",
        // A frame outside the label makes room, not target (Tella's select-all and sheet rows).
        "struct Manage: View { var body: some View { Button { selectAll() } label: { HStack { Image(systemName: allSelected ? \"checkmark.circle.fill\" : \"circle\") } }.↓frame(width: 50, height: 50) } }",
        "struct Row: View { var body: some View { Button(action: run) { HStack(spacing: 0) { Image(item.icon).resizable().frame(width: 24, height: 24); Text(item.title); Spacer() } }.↓frame(height: 50, alignment: .center) } }",
        // A title-and-symbol Button draws its own label: a frame outside it makes room, not target.
        "struct MapItem: View { var body: some View { Button(\"Close\", systemImage: \"xmark\") { dismiss() }.labelStyle(.iconOnly).↓frame(width: 44, height: 44).background(.regularMaterial).clipShape(.circle) } }",
        // A content shape only 2 pt past a 32 pt frame: 36 pt, still small.
        "struct CloseButton: View { var body: some View { Button { dismiss() } label: { Image(systemName: \"xmark\").↓frame(width: 32, height: 32).contentShape(Rectangle().inset(by: -2)) }.accessibilityLabel(\"닫기\") } }",
        // 150 pt is not as wide as a row: the 9 mm is asked of its 50 pt height, in an audit for the Korean guideline.
        RuleExample("struct Connect: View { var body: some View { Button { connect() } label: { Text(\"연결\").↓frame(width: 150, height: 50) } } }",
                    options: ["recommendedSize": .bool(true)]),
        // The label's own small frame counts, not the larger one outside it.
        "struct A: View { var body: some View { Button(action: close) { Image(systemName: \"xmark\").↓frame(width: 20, height: 20) }.frame(width: 50, height: 50) } }",
        "struct A: View { var body: some View { Button { close() } label: { Image(systemName: \"xmark\").↓frame(width: 20, height: 20) } } }",
        // The neighbour of the bar item: the same button in a header of the screen's own.
        "struct Notifications: View { var body: some View { VStack { HStack { Spacer(); Button { openSettings() } label: { Image(systemName: \"gearshape\").↓frame(width: 24, height: 24) } }; List { rows } } } }",
        // An overlay of a list floats over it: not one of its rows.
        "struct Notifications: View { var body: some View { List { rows }.overlay(alignment: .bottomTrailing) { Button { compose() } label: { Image(systemName: \"square.and.pencil\").↓frame(width: 30, height: 30) } } } }",
        "struct A: View { var body: some View { Image(\"x\").↓frame(width: 30, height: 30).onTapGesture { close() } } }",
        // A full-width row under 44 pt high is still too low to hit.
        "struct Row: View { var body: some View { Button { sort() } label: { HStack { Text(title); Spacer() }.↓frame(height: 30).contentShape(Rectangle()) } } }",
        // A row whose Spacer doesn't respond (no content shape): only its text and icon are hit.
        RuleExample("struct Row: View { var body: some View { Button { open() } label: { HStack { Text(title); Spacer(); Image(systemName: \"chevron.right\") }.↓frame(height: 52) }.buttonStyle(.plain) } }", options: ["recommendedSize": .bool(true)]),
        RuleExample("struct A: View { var body: some View { Button { close() } label: { Image(systemName: \"xmark\").↓frame(width: 48, height: 48) } } }", options: ["recommendedSize": .bool(true)]),
        // A plain style responds only where the label draws: not in the frame's empty space (Anytype's close buttons).
        RuleExample("struct A: View { var body: some View { Button { close() } label: { Image(asset: .X24.close).↓frame(width: 48, height: 48) }.buttonStyle(.plain) } }", options: ["recommendedSize": .bool(true)]),
        RuleExample("struct A: View { var body: some View { Button { close() } label: { Image(systemName: \"xmark\").↓frame(width: 50, height: 50) } } }",
                    options: ["device": .string("iphone-326ppi"), "recommendedSize": .bool(true)]),
        "final class V: UIViewController {\n  private let closeButton = UIButton(frame: ↓CGRect(x: 0, y: 0, width: 30, height: 30))\n}",
        // The neighbour of the button that decides its hit area: a subclass that doesn't.
        "final class PlainButton: UIButton {}\nfinal class Banner: UIView {\n  private let actionButton = PlainButton(frame: ↓CGRect(x: 0, y: 0, width: 24, height: 24))\n}",
        // A button given only its height may be as narrow as its title: 9 mm is still asked of it.
        RuleExample("final class FormCell: UITableViewCell {\n  let send = UIButton(type: .system)\n  func setUp() {\n    ↓send.heightAnchor.constraint(equalToConstant: 44).isActive = true\n  }\n}", options: ["recommendedSize": .bool(true)]),
        RuleExample("final class V: UIViewController {\n  let button = UIButton(type: .custom)\n  func layout() {\n    NSLayoutConstraint.activate([\n      ↓button.widthAnchor.constraint(equalToConstant: 48),\n      button.heightAnchor.constraint(equalToConstant: 64),\n    ])\n  }\n}", options: ["recommendedSize": .bool(true)]),
        // Styled to respond on its label only, or one of two buttons in its row, the button is its label.
        "struct A: View { var body: some View { List { HStack { Text(name); Button { remove() } label: { Image(systemName: \"minus.circle\").↓frame(width: 24, height: 24) }.buttonStyle(.borderless) } } } }",
        "struct A: View { var body: some View { List { HStack { Text(name); Button { edit() } label: { Image(systemName: \"pencil\").↓frame(width: 24, height: 24) }; Button { remove() } label: { Image(systemName: \"minus.circle\").↓frame(width: 24, height: 24) } } } } }",
        // The neighbour of the large glass button: at the regular size, 18 pt grows to 42 × 32.
        "struct Picker: View { var body: some View { Button { dismiss() } label: { Image(systemName: \"xmark\").↓frame(width: 18, height: 18) }.buttonStyle(.glass).accessibilityLabel(\"닫기\") } }",
        // The neighbour of the member's list rows: the same member used once in a stack, outside any List.
        "struct HomeView: View { var body: some View { VStack { buttonRow(\"지스트\") { openGists() } } }\n func buttonRow(_ 제목: String, action: @escaping () -> Void) -> some View { Button(action: action) { HStack { Text(제목); Spacer() } }.↓frame(height: 37) } }",
        // The neighbour of the centred Save: outside any List or Form, the frame is only room.
        "struct ItemDetail: View { var body: some View { VStack { TextField(\"요약\", text: $summary); HStack { Spacer(); Button(\"저장\") { save() }.↓frame(width: 300); Spacer() } } } }",
        "struct A: View { var body: some View { Form { Button { save() } label: { Text(\"Save\").↓frame(height: 30) }.buttonStyle(.borderless) } } }",
        // A small bordered button draws a thinner shape: the label's 42 pt is what is known.
        "struct Card: View { var body: some View { Button { showQRCode() } label: { Image(systemName: \"qrcode\").↓frame(width: 42, height: 42) }.buttonStyle(.bordered).controlSize(.small) } }",
        // An app screen that imports WidgetKit to reload the widgets is still an app screen.
        "import WidgetKit\nstruct Settings: View { var body: some View { Button { WidgetCenter.shared.reloadAllTimelines() } label: { Image(systemName: \"arrow.clockwise\").↓frame(width: 30, height: 30) } } }",
        // The neighbour of the menu anchor: a frame no constraint replaces.
        "final class MenuButton: UIButton {\n  func show(in cell: UITableViewCell) {\n    self.frame = ↓.init(x: cell.bounds.midX, y: 0, width: 1, height: cell.bounds.height)\n    cell.contentView.addSubview(self)\n  }\n}",
        // The same close button, added to the view.
        "final class SettingsViewController: UIViewController {\n  let closeButton = UIButton(type: .custom)\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    closeButton.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n    closeButton.frame = ↓CGRect(x: 0, y: 0, width: 28, height: 28)\n    closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)\n    view.addSubview(closeButton)\n  }\n}",
        // The neighbour of the date field's calendar icon: it opens a picker of its own.
        dateFieldIcon(action: "present(DatePickerViewController(), animated: true)"),
        // A local button configured and returned from a factory is shown by its caller.
        "final class Toolbar: UIView {\n  func makeCloseButton() -> UIButton {\n    let button = UIButton(type: .custom)\n    button.frame = ↓CGRect(x: 0, y: 0, width: 28, height: 28)\n    button.addTarget(self, action: #selector(close), for: .touchUpInside)\n    return button\n  }\n  func setUp() { addSubview(titleLabel) }\n}",
        // Touches turned back on later: still a target.
        "final class MediaView: UIView {\n  let badge = UIButton()\n  func setUp() {\n    badge.frame = ↓CGRect(x: 0, y: 0, width: 40, height: 25)\n    badge.isUserInteractionEnabled = false\n    badge.addTarget(self, action: #selector(showAll), for: .touchUpInside)\n    addSubview(badge)\n  }\n  func enable() { badge.isUserInteractionEnabled = true }\n}",
        // A button with an action in a container that takes touches.
        "final class MediaView: UIView {\n  let container = UIView()\n  let countButton = UIButton()\n  func setUp() {\n    countButton.frame = ↓CGRect(x: 0, y: 0, width: 40, height: 25)\n    countButton.addTarget(self, action: #selector(showAll), for: .touchUpInside)\n    container.addSubview(countButton)\n  }\n}",
        // The neighbour of the round style: its circle is 36 pt, under 44.
        "struct RoundStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { Circle().fill(Color.gray).frame(width: 36, height: 36).overlay { configuration.label } } }\nstruct Actions: View { var body: some View { Button { call() } label: { Image(systemName: \"phone.fill\").resizable().↓frame(width: 20, height: 20) }.buttonStyle(RoundStyle()) } }",
        // The neighbour of the pill style: its shape draws only behind the label (a background), so the frame outside is room.
        "struct PopStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.background(Capsule().fill(Color.yellow).opacity(0)) } }\nstruct Tips: View { var body: some View { Button { start() } label: { Text(\"시작하기\") }.buttonStyle(PopStyle()).↓frame(width: 170, height: 50) } }",
        // The neighbour of the settings rows: one use enables its row.
        "struct SettingRow: View {\n let title: String\n let disable: Bool\n let action: () -> Void\n var body: some View { Button(action: action) { Text(title).↓frame(height: 40) }.disabled(disable) } }\nstruct Settings: View { var body: some View { VStack { SettingRow(title: \"버전\", disable: true, action: {}); SettingRow(title: \"문의\", disable: false, action: {}) } } }",
        // The neighbour of the fake search bar: it opens the search screen.
        "final class HomeVC: UIViewController {\n  let searchButton: UIButton = {\n    let bt = UIButton(type: .custom)\n    bt.setTitle(\"오늘의 집 검색\", for: .normal)\n    bt.layer.cornerRadius = 5\n    return bt\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    navigationItem.titleView = searchButton\n    searchButton.addTarget(self, action: #selector(openSearch), for: .touchUpInside)\n  }\n  override func viewWillLayoutSubviews() {\n    super.viewWillLayoutSubviews()\n    searchButton.frame = ↓CGRect(x: 0, y: 0, width: 300, height: 35)\n  }\n}",
      ],
      nonTriggering: [
        // A chevron beside a worded button doing the same (WorkoutTracker's active workout banner).
        "struct 운동배너: View {\n var body: some View { HStack(spacing: 16) {\n  Button { returnToWorkout() } label: { Image(systemName: \"chevron.up\").frame(width: 40, height: 40) }\n  Button { returnToWorkout() } label: { VStack(alignment: .leading) { Text(\"운동 중\").font(.headline); Text(exerciseName) } }\n } }\n func returnToWorkout() {}\n}",
        // A glass effect drawn over the whole 44 pt frame of a plain button's icon (Hoshi Reader's keyboard key).
        "struct CSSEditor: View { var body: some View { Button { dismissKeyboard() } label: { Image(systemName: \"keyboard.chevron.compact.down\").font(.system(size: 20)).frame(width: 44, height: 44).glassEffect(.regular.interactive()) }.buttonStyle(.plain) } }",
        // A play glyph that takes no touch, in Swift 2's spelling; the bubble around it takes the tap (Yep's audio cells).
        "final class AudioCell: UICollectionViewCell {\n  lazy var playButton: UIButton = {\n    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))\n    button.userInteractionEnabled = false\n    button.addTarget(self, action: #selector(play), forControlEvents: .TouchUpInside)\n    return button\n  }()\n  func setUp() { contentView.addSubview(playButton) }\n}",
        // A text field placed above its parent, out of sight: the code input's keyboard proxy (opentrace).
        "final class CodeInputView: UIView {\n  let textField = UITextField()\n  func setUp() {\n    textField.frame = CGRect(x: 0, y: -40, width: 100, height: 30)\n    addSubview(textField)\n    clipsToBounds = true\n  }\n}",
        // A bar item's custom view 40 pt high: the bar gives it touches from its whole height (xabber's account button).
        "final class Chats: UIViewController {\n  let accountButton: UIButton = {\n    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 64, height: 40))\n    return button\n  }()\n  override func viewDidLoad() {\n    accountButton.addTarget(self, action: #selector(showSettings), for: .touchUpInside)\n    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: accountButton)\n  }\n}",
        // The app's own helper gives the label a frame and padding after its 20 pt (DonWorry's bottom buttons).
        "struct ButtonCustomModifier: ViewModifier { func body(content: Content) -> some View { content.frame(width: 125, height: 25).padding(16) } }\nextension View { func applyButtonCustomModifier() -> some View { modifier(ButtonCustomModifier()) } }\nstruct SpaceMainBottomButton: View { var body: some View { Button(action: share) { Text(\"링크 공유\").frame(height: 20).applyButtonCustomModifier() } } }",
        // A tap that does nothing (Edo's water drops): no target to hit.
        "struct WaterIntake: View { var body: some View { Image(systemName: \"drop.circle\").resizable().frame(width: 30, height: 30).onTapGesture(perform: {\n\n}) } }",
        // A fake search bar in the navigation bar's title view that no code gives an action (House of Today's home).
        "final class HomeVC: UIViewController {\n  let searchButton: UIButton = {\n    let bt = UIButton(type: .custom)\n    bt.setTitle(\"오늘의 집 검색\", for: .normal)\n    bt.layer.cornerRadius = 5\n    return bt\n  }()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    navigationItem.titleView = searchButton\n      }\n  override func viewWillLayoutSubviews() {\n    super.viewWillLayoutSubviews()\n    searchButton.frame = CGRect(x: 0, y: 0, width: 300, height: 35)\n  }\n}",
        // The one button of a Form row beside its words (EasyHabit's copy button): the row takes the tap.
        "struct 새습관: View { let habit: Habit\n var body: some View { Form { Section { VStack(alignment: .leading) { Text(\"습관 ID\"); HStack { Text(habit.id.uuidString); Spacer(); Button { copy() } label: { Image(\"copy\").resizable().frame(width: 16, height: 16) } } } } } } }",
        // Kept in the layout but never drawn: `.hidden()` on the stack around the buttons (a camera's
        // unfinished aspect and zoom controls).
        "struct CameraControls: View { var body: some View { HStack { VStack { Button { } label: { Text(\"9:16\").frame(width: 40, height: 40) } }.padding(.top, 42).hidden(); Spacer() } } }",
        // A settings row disabled on a flag every use passes `true`: shown greyed out, never tapped (Daechelin's settings).
        "struct SettingRow: View {\n let title: String\n let disable: Bool\n let action: () -> Void\n var body: some View { Button(action: action) { Text(title).frame(height: 40) }.disabled(disable) } }\nstruct Settings: View { var body: some View { VStack { SettingRow(title: \"버전\", disable: true, action: {}); SettingRow(title: \"문의\", disable: true, action: {}) } } }",
        // A 20 pt glyph on the app's round button style: its makeBody draws a 50 pt circle under the label (BondSaver's contact actions).
        "struct RoundStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { Circle().fill(Color.gray).frame(width: 50, height: 50).overlay { configuration.label } } }\nstruct Actions: View { var body: some View { Button { call() } label: { Image(systemName: \"phone.fill\").resizable().frame(width: 20, height: 20) }.buttonStyle(RoundStyle()) } }",
        // The same with the label in a stack beside a spinner (TravelJournal's PrimaryButtonStyle): 180 pt wide.
        "struct PrimaryButtonStyle: ButtonStyle { var isLoading = false\n func makeBody(configuration: Configuration) -> some View { HStack { if isLoading { ProgressView() }; configuration.label }.frame(maxWidth: .infinity).padding(.vertical, 12).background(Color.yellow).cornerRadius(22) } }\nstruct Retry: View { var body: some View { Button { retry() } label: { Text(\"다시 시도\") }.buttonStyle(PrimaryButtonStyle()).frame(width: 180) } }",
        // A style stretching the label as wide as it is offered under its fill (TDTD's RoundButtonStyle): 148 pt wide, 12 pt padding around the words.
        "struct RoundButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.frame(maxWidth: .infinity).padding(.vertical, 12).padding(.horizontal, 12).background(Color.black).cornerRadius(8) } }\nstruct Room: View { var body: some View { Button { copyLink() } label: { Text(\"초대링크 보내기\") }.buttonStyle(RoundButtonStyle()).frame(width: 148) } }",
        // A style whose filled shape takes the frame it is offered, the label laid over it (Pomodoro's PopStyle): all 170×50 pt respond.
        "struct PopStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { RoundedRectangle(cornerRadius: 30).fill(Color.yellow).overlay(configuration.label.font(.title3)) } }\nstruct Tips: View { var body: some View { Button { start() } label: { Text(\"시작하기\") }.buttonStyle(PopStyle()).frame(width: 170, height: 50) } }",
        // A status tag drawn as a button and never given an action (coreforce's "可租赁"), and a
        // drop-down arrow placed as a text field's side view (Altea Care): a touch does nothing.
        statusTag(action: ""),
        "extension UITextField {\n  func addDropDownViewer() {\n    let showButton = UIButton(frame: .init(x: 0, y: 0, width: 24, height: 24))\n    showButton.setImage(UIImage(named: \"IconDownSelect\"), for: .normal)\n    rightView = showButton\n    rightViewMode = .always\n  }\n}",
        // A row's accessory drawn as a button with no action: the row takes the tap.
        "final class MoreDelegate: NSObject, UITableViewDelegate {\n  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {\n    let button = UIButton(type: .custom)\n    button.frame = CGRect(x: 0, y: 0, width: 11, height: 14)\n    button.setBackgroundImage(UIImage(systemName: \"chevron.right\"), for: .normal)\n    cell.accessoryView = button\n  }\n}",
        // Full-width rows 48 and 52 pt high that respond across their width, a field stretched
        // across its cell, a 210 pt button: Apple's 44 pt is met and they are easy to hit across
        // (checkpoint 2.5 calls 9 mm desirable).
        "struct Row: View { var body: some View { Button { open() } label: { HStack(spacing: 12) { Image(systemName: \"bubble\").frame(width: 20, height: 20); Text(name).lineLimit(1); Spacer(); badge }.padding(.horizontal, 16).frame(height: 48).contentShape(Rectangle()) }.buttonStyle(.plain) } }",
        // A resizable symbol framed: it fills the frame (Lean Health Timer's start button).
        "struct 운동시작: View { var body: some View { Button(action: startWorkout) { Image(systemName: \"play.circle.fill\").resizable().frame(width: 86, height: 86) }.buttonStyle(.plain) } }",
        "struct Row: View { var body: some View { Button { item.onTap() } label: { Text(item.title).frame(maxWidth: .infinity, alignment: .leading).frame(height: 52).fixTappableArea() } } }",
        "struct SaveRow: View { var body: some View { HStack { Text(\"Save credentials\").frame(maxWidth: .infinity, alignment: .leading); Image(systemName: isOn ? \"checkmark.square\" : \"square\") }.frame(height: 50).contentShape(Rectangle()).onTapGesture { isOn.toggle() } } }",
        // A button as wide as the screen less a margin (Trio's loading screen): the same as a full-width one.
        "struct Loading: View { var body: some View { Button { retry() } label: { Text(\"Retry\").frame(width: UIScreen.main.bounds.width - 60, height: 50).background(Color.accentColor).cornerRadius(10) } } }",
        "final class FormCell: UITableViewCell {\n  let field = UITextField()\n  func setUp() {\n    field.heightAnchor.constraint(equalToConstant: 44).isActive = true\n    field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true\n  }\n}",
        // A button 210 pt wide (Ruuvi's "Get more sensors"): easy to hit across, as a row is.
        "final class Discover: UIViewController {\n  let actionButton = UIButton()\n  func layout() {\n    NSLayoutConstraint.activate([\n      actionButton.widthAnchor.constraint(equalToConstant: 210),\n      actionButton.heightAnchor.constraint(equalToConstant: 44),\n    ])\n  }\n}",
        // A button hidden for good, an anchor a context menu is popped from (Code App's file tree).
        "final class FileTreeView: UIView {\n  let buttonView = UIButton()\n  func setUp() { buttonView.showsMenuAsPrimaryAction = true; buttonView.isHidden = true; addSubview(buttonView) }\n  func pop(at location: CGPoint) { buttonView.frame = CGRect(x: location.x, y: location.y, width: 1, height: 1) }\n}",
        // A button whose class widens its hit area to 44 pt in `point(inside:with:)` (Mullvad's banner action).
        "final class IncreasedHitButton: UIButton {\n  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }\n}\nfinal class Banner: UIView {\n  private let actionButton = IncreasedHitButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))\n}",
        // A content shape 12 pt past a 32 pt frame: a 56 pt target (bitchat's 6 pt outset makes 44 pt,
        // information for the 9 mm only).
        "struct CloseButton: View { var body: some View { Button { dismiss() } label: { Image(systemName: \"xmark\").frame(width: 32, height: 32).contentShape(Rectangle().inset(by: -12)) }.accessibilityLabel(\"닫기\") } }",
        // 50 pt meets Apple's 44 pt: the 9 mm checkpoint 2.5 recommends is reported only when asked for.
        "struct Connect: View { var body: some View { Button { connect() } label: { Text(\"연결\").frame(width: 150, height: 50) } } }",
        // A frame 250 pt wide and 50 pt high: as wide as a row for a finger, 44 pt met.
        "struct Connect: View { var body: some View { Button { connect() } label: { Text(\"연결\").frame(width: 250, height: 50) } } }",
        // The frame and content shape on the label: all of it responds.
        "struct Manage: View { var body: some View { Button { selectAll() } label: { Image(\"files.select\").frame(width: 56, height: 56).contentShape(Rectangle()) } } }",
        // The neighbour of the plain-styled close button: its frame given a content shape responds whole.
        "struct A: View { var body: some View { Button { close() } label: { Image(asset: .X24.close).frame(width: 56, height: 56).contentShape(Rectangle()) }.buttonStyle(.plain) } }",
        // An asset drawn at its own size may be as large as the frame (a camera's shutter).
        "struct Capture: View { var body: some View { Button { capture() } label: { Image(\"camera.capture\") }.frame(width: 57, height: 57) } }",
        // A label of the app's own view may size itself; the frame outside says nothing either way.
        "struct Row: View { var body: some View { Button(action: run) { ActionRow(item: item) }.frame(height: 50) } }",
        // A full-width label given its fill by the app's button style (Tella's ReadyButtonStyle): a row 50 pt high.
        "struct Ready: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.background(Color.yellow).cornerRadius(20) } }\nstruct Done: View { var body: some View { Button { finish() } label: { Text(\"Done\").frame(maxWidth: .infinity).frame(height: 56) }.buttonStyle(Ready()) } }",
        // Bar items: the navigation bar gives each a hit region of its height (Damus's settings gear), here and in a toolbar member.
        "struct Notifications: View { var body: some View { List { rows }.toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button { openSettings() } label: { Image(systemName: \"gearshape\").frame(width: 24, height: 24) } } } } }",
        // A back button view placed only in the navigation bars' items (WoA's custom bars).
        "struct BackWhiteButton: View { let action: () -> Void\n var body: some View { Button(action: action) { Image(\"chevron.left.white\").resizable().frame(width: 24, height: 24) } } }\nstruct 흰내비게이션바: ToolbarContent { let title: String; let onBack: () -> Void\n var body: some ToolbarContent { ToolbarItem(placement: .navigationBarLeading) { BackWhiteButton(action: onBack) }; ToolbarItem(placement: .principal) { Text(title) } } }",
        "struct Editor: View {\n @ToolbarContentBuilder var toolbarContent: some ToolbarContent { ToolbarItem(placement: .topBarLeading) { Button(action: close) { Image(systemName: \"xmark\").frame(width: 20, height: 20) } } }\n var body: some View { Form { fields }.toolbar { toolbarContent } } }",
        // A bordered style's shape adds 12 pt at each side and 7 pt above and below: 66×56 pt.
        "struct Card: View { var body: some View { Button { showQRCode() } label: { Image(systemName: \"qrcode\").frame(width: 42, height: 42) }.buttonStyle(.bordered) } }",
        // A "1/4" counter badge: a button with no action inside a container that takes no touches
        // (Mammoth's post images), and a button whose own touches are off.
        "final class MediaView: UIView {\n  let container = UIView()\n  let countButton = UIButton()\n  func setUp() {\n    countButton.frame = CGRect(x: 0, y: 0, width: 40, height: 25)\n    countButton.setTitle(\"1/4\", for: .normal)\n    container.addSubview(countButton)\n    container.isUserInteractionEnabled = false\n    addSubview(container)\n  }\n}",
        "final class MediaView: UIView {\n  let badge = UIButton()\n  func setUp() {\n    badge.frame = CGRect(x: 0, y: 0, width: 40, height: 25)\n    badge.isUserInteractionEnabled = false\n    addSubview(badge)\n  }\n}",
        // A close button configured but never added to a view or a bar item (Mammoth's appearance
        // settings): no one ever sees or touches it.
        "final class SettingsViewController: UIViewController {\n  let closeButton = UIButton(type: .custom)\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    closeButton.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n    closeButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)\n    self.closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)\n    view.addSubview(tableView)\n  }\n}",
        "final class Toolbar: UIView {\n  func setUp() {\n    let button = UIButton(type: .custom)\n    button.frame = CGRect(x: 0, y: 0, width: 28, height: 28)\n    button.addTarget(self, action: #selector(close), for: .touchUpInside)\n    addSubview(titleLabel)\n  }\n}",
        // BNCTL's date field: the calendar icon only puts the cursor in the field, a full row.
        dateFieldIcon(action: "textField.becomeFirstResponder()"),
        // A frame replaced by constraints pinning the button to its cell (KeePassium's menu anchor).
        "final class MenuButton: UIButton {\n  func show(in cell: UITableViewCell) {\n    self.frame = .init(x: cell.bounds.midX, y: 0, width: 1, height: cell.bounds.height)\n    cell.contentView.addSubview(self)\n    translatesAutoresizingMaskIntoConstraints = false\n    NSLayoutConstraint.activate([leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor), trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor)])\n  }\n}",
        // Collapsed to nothing in this layout (a preview cell's unused button): no target to hit.
        "final class PreviewCell: UITableViewCell {\n  let actionButton = UIButton()\n  func setUp() {\n    NSLayoutConstraint.activate([actionButton.widthAnchor.constraint(equalToConstant: 0), actionButton.heightAnchor.constraint(equalToConstant: 0)])\n  }\n}",
        // A placeholder constant of 0, reassigned later to a size the source doesn't state.
        "final class Field: UIView {\n  let input = UITextField()\n  private var widthConstraint: NSLayoutConstraint?\n  func setUp() {\n    widthConstraint = input.widthAnchor.constraint(equalToConstant: 0)\n    widthConstraint?.isActive = true\n  }\n  func setLength(_ length: Length) { widthConstraint?.constant = length.width }\n}",
        "struct A: View { var body: some View { Button(action: {}) { Image(\"gift\") }.frame(width: 24, height: 24).disabled(true) } }",
        "struct A: View { var body: some View { Button(action: onFavorite) { Image(systemName: \"heart\").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) } } }",
        "struct A: View { var body: some View { Button { close() } label: { Image(systemName: \"xmark\").frame(width: 60, height: 60) } } }",
        "struct A: View { var body: some View { Button(\"주문하기\") { order() }.frame(maxWidth: .infinity, minHeight: 44) } }",
        "struct A: View { var body: some View { Circle().frame(width: 12, height: 12) } }",
        "struct A: View { var body: some View { Button { } label: { Image(systemName: \"heart\").frame(width: 24, height: 24).padding(16).contentShape(Rectangle()) } } }",
        RuleExample("struct A: View { var body: some View { Button { close() } label: { Image(systemName: \"xmark\").frame(width: 48, height: 48) } } }",
                    options: ["device": .string("ipad-264ppi")]),
        "final class V: UIViewController {\n  private let closeButton = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))\n}",
        "final class V: UIViewController {\n  let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))\n}",
        // A large glass button around an 18 pt icon (Oscar's close button): the shape is the target.
        "struct Picker: View { var body: some View { Button { dismiss() } label: { Image(systemName: \"xmark\").frame(width: 18, height: 18) }.buttonStyle(.glass).buttonBorderShape(.circle).controlSize(.large).accessibilityLabel(\"닫기\") } }",
        // A member's button placed as a row of the List at every use (GistHub's home rows).
        "struct HomeView: View { var body: some View { List { Section { buttonRow(\"지스트\") { openGists() }; buttonRow(\"별표\") { openStarred() } } } }\n func buttonRow(_ 제목: String, action: @escaping () -> Void) -> some View { Button(action: action) { HStack { Text(제목); Spacer() } }.frame(height: 37) } }",
        // A button that is a List or Form row: the whole row is the target.
        "struct A: View { var body: some View { Form { Section { Button { enact() } label: { HStack { Text(\"Enact\") }.frame(maxWidth: .infinity).frame(height: 35) } } } } }",
        "struct A: View { var treatmentSection: some View { Section { if busy { ProgressView() } else { Button { enact() } label: { Text(\"Enact\").frame(height: 35) }.listRowBackground(Color.red) } } } }",
        "struct A: View { var body: some View { List { ForEach(items) { item in Button { open(item) } label: { Text(item.name).frame(height: 30) } } } } }",
        // Centred between Spacers, still the only thing in its Form row (a to-do's Save).
        "struct ItemDetail: View { var body: some View { Form { Section { TextField(\"요약\", text: $summary) }; HStack { Spacer(); Button(\"저장\") { save() }.frame(width: 300); Spacer() } } } }",
        // A widget's closure button takes no touches; the whole widget opens the app.
        "import WidgetKit\nstruct Entry: TimelineEntry { let date: Date }\nstruct EmptyView: View { var body: some View { Button(action: { print(\"add\") }) { Image(systemName: \"plus\").frame(width: 30, height: 30) } } }",
        "import SwiftUI\nimport WidgetKit\nstruct CourseList: View { var body: some View { Button(action: { print(\"open\") }) { Image(systemName: \"plus\").frame(width: 30, height: 30) } } }",
      ]),
    otherSeverities: [.warning, .info])

  /// A cabinet panel's 41×20 pt rental-status tag, drawn as a button, with `action` after its
  /// title; marked where it is reported when it has one.
  static func statusTag(action: String) -> RuleExample {
    let marker = action.isEmpty ? "" : "↓"
    return RuleExample("""
      final class CabinetPanelView: UIView {
        let rentStatus = UIButton()
        func setUp() {
          rentStatus.setTitle("可租赁", for: .normal)\(action)
          addSubview(rentStatus)
          NSLayoutConstraint.activate([
            rentStatus.widthAnchor.constraint(equalToConstant: 41),
            \(marker)rentStatus.heightAnchor.constraint(equalToConstant: 20),
          ])
        }
      }
      """)
  }

  /// A date field whose 20×18 calendar icon runs `action` (marked unless that focuses the field).
  static func dateFieldIcon(action: String) -> RuleExample {
    RuleExample("""
      final class DateTextField: UIView {
        let textField = UITextField()
        func setUp() {
          let calendarButton = UIButton(type: .custom)
          calendarButton.frame = \(action.contains("becomeFirstResponder") ? "" : "↓")CGRect(x: 40, y: 8, width: 20, height: 18)
          calendarButton.setImage(UIImage(named: "Calendar"), for: .normal)
          calendarButton.addTarget(self, action: #selector(calendarAction), for: .touchUpInside)
          textField.rightView = calendarButton
          addSubview(textField)
        }
        @objc func calendarAction(_ sender: UIButton) {
          \(action)
        }
      }
      """)
  }

  /// Every action the button is given (`addTarget(_:action: #selector(calendarAction), …)`) only
  /// makes a field the first responder (`textField.becomeFirstResponder()`, or by `sendAction`).
  static func onlyFocusesAField(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("becomeFirstResponder") else { return false }
    let wirings = file.behaviour.calls.filter { $0.name == "addTarget" && ($0.receiver == object.name || $0.receiver == "self." + object.name) }
    guard !wirings.isEmpty else { return false }
    return wirings.allSatisfy { call in
      guard let name = call.arguments.first(labeled: "action").flatMap({ UIKitGestureAlternativeRule.selectorName($0.text) }) else { return false }
      let bodies = HandlerReach.bodies(of: name, in: file)
      return !bodies.isEmpty && bodies.allSatisfy { body in
        guard let brace = body.firstIndex(of: "{"), let close = body.lastIndex(of: "}"), brace < close else { return false }
        let statements = HandlerReach.droppingComments(String(body[body.index(after: brace)..<close]))
          .split(whereSeparator: { $0 == "\n" || $0 == ";" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return !statements.isEmpty && statements.allSatisfy { $0.contains("becomeFirstResponder") }
      }
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let profile = context.deviceProfile
    let recommended = profile.points(millimetres: context.minimumMillimetres)
    for target in SwiftUITargets.targets(in: file) {
      // A full-width row (a Spacer in its stack, `maxWidth: .infinity`) 44 pt high or more: its width
      // is the screen's, far past 9 mm, and Apple's 44 pt is met both ways. Checkpoint 2.5 asks 9 mm
      // of each side, but as a recommendation (바람직하다) aimed at small controls; only the 44 pt is held.
      let fullWidthRow = target.spansWidth && target.size.width?.isExact != true
      // WCAG 2.5.8's equivalent: a button beside it does the same and shows words (WorkoutTracker's
      // chevron beside the banner that returns to the workout).
      if Self.sharesItsActionWithAWordedSibling(target.view, in: file) { continue }
      if let frame = target.framedOutside, target.size.width?.isExact != true, target.size.height?.isExact != true {
        context.report(at: frame.position, Self.frameOutsideLabelMessage, severity: .warning)
        continue
      }
      if let frame = target.transparentFrame {
        context.report(at: frame.position, Self.transparentFrameMessage, severity: .warning)
        continue
      }
      // A frame 200 pt wide or more (Strongbox's 250×50 pt "Connect"), as for UIKit and storyboards.
      let wideControl = target.size.width.map { $0.isExact && $0.points >= Self.rowWidePoints } ?? false
      evaluate(width: target.size.width, height: target.size.height, checksMillimetres: true, isWide: fullWidthRow || wideControl,
               profile: profile, recommended: recommended, &context)
    }
    for object in file.uikitObjects {
      guard let target = UIKitTargets.target(object, in: file) else { continue }
      // A cell's accessory button given no action (MAGE's chevron drawn as a button): the row
      // takes the tap, and the glyph is no target of its own.
      if object.uikitClass == "UIButton", !object.isOutlet, !object.isGivenAnAction, !file.wiresReactively(object),
         file.sourceContains("accessoryView = " + object.name) {
        continue
      }
      // A small button beside a field that only puts the cursor in it (BNCTL's calendar icon in a
      // date field's `rightView`): the field itself, a full row, is the target for the same.
      if object.uikitClass == "UIButton", Self.onlyFocusesAField(object, in: file) { continue }
      // A class that decides its own hit area (`override func point(inside:with:)`).
      if !file.project.typesDecidingTheirHitArea.isEmpty,
         file.project.types.selfAndSuperclasses(of: TypeIndex.simpleName(object.declaredClass)).contains(where: file.project.typesDecidingTheirHitArea.contains) {
        continue
      }
      // Configured and then left, never put on screen, or a button given no action: nothing to touch.
      if file.isConfiguredButNeverShown(object) || file.isAlwaysInvisible(object) || file.isButtonWithoutAction(object) { continue }
      // A badge or glyph that takes no touches (its own or its container's interaction is off).
      if file.isOutOfTouch(object) { continue }
      // A frame given to a view laid out by constraints (`translatesAutoresizingMaskIntoConstraints
      // = false`) is replaced at the next layout (KeePassium's menu anchor pinned to its cell).
      if target.fromFrame, object.assignment("translatesAutoresizingMaskIntoConstraints")?.value.boolLiteral == false { continue }
      // A text field given only its height: its width comes from constraints to its container
      // (a field is never as narrow as its text), so it is as wide as a row, and 44 pt is held.
      let stretchedField = Self.stretchingInputs.contains(object.uikitClass) && target.width?.isExact != true
      // A control given 200 pt of width or more (Ruuvi's 210 pt "Get more sensors"): as wide as a
      // row for a finger, like a storyboard button of that width.
      let wideControl = target.width.map { $0.isExact && $0.points >= Self.rowWidePoints } ?? false
      // A bar button item's custom view (`UIBarButtonItem(customView: accountNavButton)`, xabber's
      // 64×40 account button): the navigation bar passes it touches from the bar's whole height,
      // so only its width is its own.
      let height = Self.isBarItemCustomView(object, in: file) ? nil : target.height
      evaluate(width: target.width, height: height, checksMillimetres: !target.fromFrame, isWide: stretchedField || wideControl,
               profile: profile, recommended: recommended, &context)
    }
  }

  /// A `Button` whose action (the same code, `{ returnToWorkout() }`) a sibling `Button` in its
  /// stack also runs, that one labelled with words: the same function has a larger target beside it.
  static func sharesItsActionWithAWordedSibling(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.name == "Button", view.kind == .call, let parent = file.parent(of: view),
          ["HStack", "VStack", "LazyHStack", "LazyVStack"].contains(parent.name) else { return false }
    func action(_ button: SwiftUIView) -> String {
      let text = file.actionText(of: button).filter { !$0.isWhitespace }
      return text.hasSuffix("label:") ? String(text.dropLast("label:".count)) : text
    }
    let own = action(view)
    guard own.contains("{"), own.count > "Button{}".count else { return false }
    return parent.children.map(file.view).contains { sibling in
      sibling.index != view.index && sibling.name == "Button" && sibling.kind == .call && sibling.slot == view.slot
        && (sibling.titleArgument != nil || file.descendants(of: sibling).contains { $0.name == "Text" })
        && action(sibling) == own
    }
  }

  static func isBarItemCustomView(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard object.name != "self", file.sourceContains("customView:") else { return false }
    return file.sourceContains("customView: \(object.name)") || file.sourceContains("customView: self.\(object.name)")
  }

  static let transparentFrameMessage = LocalizedText(
    en: "the Button's .buttonStyle(.plain) responds only where its label draws: this .frame's empty space doesn't respond to touch, so the target is only the icon or text inside it; add .contentShape(Rectangle()) after the frame",
    ko: "Button의 .buttonStyle(.plain)은 레이블이 그린 곳에서만 반응합니다. 이 .frame의 빈 공간은 터치에 반응하지 않아 대상은 안의 아이콘이나 텍스트뿐입니다. frame 뒤에 .contentShape(Rectangle())를 추가하세요")

  static let frameOutsideLabelMessage = LocalizedText(
    en: "this .frame is outside the Button's label: it makes room but doesn't enlarge what responds to touch, which is only the text and icons the label draws; put the frame and .contentShape(Rectangle()) on the label",
    ko: "이 .frame은 Button의 레이블 바깥에 있어 자리만 차지할 뿐 터치에 반응하는 영역을 키우지 않습니다. 반응하는 것은 레이블이 그리는 텍스트와 아이콘뿐이니 frame과 .contentShape(Rectangle())를 레이블에 주세요")

  /// A width from which a control is as easy to hit across as a full-width row (the storyboard
  /// rule's threshold too).
  public static let rowWidePoints = 200.0

  /// Inputs laid out across their container rather than at their content's width.
  static let stretchingInputs: Set<String> = ["UITextField", "UITextView", "UISearchBar"]

  /// `isWide`: a full-width row or a stretched field. NIA's inspection (checkpoint 2.5's error
  /// types) still counts a side under 9 mm, but across a row's width it is easy to hit and Apple's
  /// 44 pt is met: information for an evaluator applying the guideline, not a warning.
  private func evaluate(width: Extent?, height: Extent?, checksMillimetres: Bool, isWide: Bool = false, profile: DeviceProfile,
                        recommended: Double, _ context: inout RuleContext) {
    let exact = [width, height].compactMap { $0 }.filter(\.isExact)
    guard let smallest = exact.min(by: { $0.points < $1.points }) else { return }
    // A side of 0 pt collapses the control on purpose (hidden in this layout): nothing to hit.
    if smallest.points == 0 { return }
    // A side the source doesn't fix is left out ("20 pt high"), never printed as "?".
    func dimensions(_ value: (Extent) -> String, unit: String, korean: Bool = false) -> String {
      switch (width, height) {
      case (let width?, let height?): return "\(value(width))×\(value(height))\(korean ? "" : " ")\(unit)"
      case (let width?, nil): return korean ? "너비 \(value(width))\(unit)" : "\(value(width)) \(unit) wide"
      case (nil, let height?): return korean ? "높이 \(value(height))\(unit)" : "\(value(height)) \(unit) high"
      case (nil, nil): return ""
      }
    }
    let size = dimensions({ Measure.format($0.points) }, unit: "pt")
    let millimetres = dimensions({ Measure.format(profile.millimetres(points: $0.points)) }, unit: "mm")
    let sizeKo = dimensions({ Measure.format($0.points) }, unit: "pt", korean: true)
    let millimetresKo = dimensions({ Measure.format(profile.millimetres(points: $0.points)) }, unit: "mm", korean: true)
    let minimumMM = Measure.format(context.minimumMillimetres), recommendedPoints = Measure.format(recommended)
    if smallest.points < 44 {
      // A row-wide target a few points short of 44 (a 42 pt full-width alert button) is still
      // under Apple's minimum, but across the screen's width it is easy to hit: a warning.
      let nearlyTallEnough = isWide && smallest.points >= 40
      // (Said by its width when known: a 264 pt button beside a title spans no row.)
      let across = width.map { Measure.format($0.points) }
      let wideEn = !nearlyTallEnough ? "" : across.map { "; it is \($0) pt wide, so it is easy to hit across" } ?? "; it spans the row's width, so it is easy to hit across"
      let wideKo = !nearlyTallEnough ? "" : across.map { ". 너비가 \($0)pt라 가로로는 누르기 쉽습니다" } ?? ". 행의 너비에 걸쳐 있어 가로로는 누르기 쉽습니다"
      context.report(at: smallest.position, LocalizedText(
        en: "touch target is \(size) (\(millimetres) on \(profile.screenName.en)), under Apple's 44×44 pt and checkpoint 2.5's \(minimumMM) mm (\(recommendedPoints) pt); enlarge the hit area\(wideEn)",
        ko: "터치 영역이 \(sizeKo)(\(profile.screenName.ko)에서 \(millimetresKo))로 Apple의 44×44pt와 검사 항목 2.5의 \(minimumMM)mm(\(recommendedPoints)pt)보다 작습니다. 터치 영역을 키우세요\(wideKo)"),
        severity: nearlyTallEnough ? .warning : nil)
    } else if checksMillimetres, context.reportsRecommendedSize, !isWide, smallest.points < recommended {
      // A row-wide control that meets 44 pt is left out: across its width it is easy to hit, and
      // checkpoint 2.5 asks for sufficient size, calling 9 mm what is desirable (바람직하다).
      context.report(at: smallest.position, LocalizedText(
        en: "touch target is \(size), which meets Apple's 44 pt but is \(millimetres) on \(profile.screenName.en), under checkpoint 2.5's \(minimumMM) mm (\(recommendedPoints) pt)",
        ko: "터치 영역 \(KoreanParticle.topic.attach(to: sizeKo)) Apple의 44pt는 넘지만 \(profile.screenName.ko)에서 \(KoreanParticle.direction.attach(to: millimetresKo)) 검사 항목 2.5의 \(minimumMM)mm(\(recommendedPoints)pt)보다 작습니다"),
        severity: .info)
    }
  }
}
