import A11yCore

/// State shown only by swapping an icon: a filled versus outlined heart, a checkmark versus an
/// empty circle, with nothing VoiceOver reads changing with it.
public struct StateByIconRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "state-by-icon",
    title: LocalizedText(en: "State must not be shown only by an icon", ko: "상태를 아이콘으로만 보여 주면 안 됩니다"),
    rationale: LocalizedText(
      en: """
        A favourite heart that fills, a checkmark that appears, an unread dot: when the only change is the picture, \
        VoiceOver reads the same words either way and a blind user can't tell whether the item is selected. Say the \
        state: `.accessibilityValue(isOn ? "On" : "Off")` or the `.isSelected` trait in SwiftUI; `accessibilityValue`, \
        the `.selected` trait or `isSelected` on a `UIButton` in UIKit. Not reported when a label, value or trait on \
        the image, its control or the element it is merged into is set (the analyzer can't see what it says, so it \
        trusts it), when the code that swaps a UIKit image also sets a control's `isSelected`, an `accessibilityValue` \
        or the `.selected` trait on a view of the same type, or when text next to the icon is itself built from a value.
        """,
      ko: """
        채워지는 즐겨찾기 하트, 나타나는 체크 표시, 읽지 않음 점처럼 그림만 바뀌면 VoiceOver는 어느 쪽이든 같은 말을 읽어 \
        시각장애인은 선택되었는지 알 수 없습니다. 상태를 말로 알려 주세요. SwiftUI에서는 \
        `.accessibilityValue(isOn ? "켬" : "끔")`이나 `.isSelected` 특성을, UIKit에서는 `accessibilityValue`, `.selected` \
        특성 또는 `UIButton`의 `isSelected`를 사용하세요. 이미지나 그 컨트롤, 합쳐진 요소에 레이블·값·특성이 있거나 \
        UIKit 이미지를 바꾸는 코드가 같은 타입의 다른 뷰에 컨트롤의 `isSelected`, `accessibilityValue`, `.selected` 특성을 함께 \
        설정하거나, 아이콘 옆 텍스트가 값으로 만들어지면 보고하지 않습니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.colorIndependence, .assistiveTechnology], wcag: ["1.3.1", "4.1.2"],
    hig: "Accessibility › VoiceOver › Descriptions",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the pairing card: two of the three symbols speak the same name.
        "struct PairCard: View { @State var added = false; let outOfStock: Bool\n var body: some View { Button { added = true } label: { ↓Image(systemName: added ? \"heart.fill\" : (outOfStock ? \"heart\" : \"star\")) } } }",
        // Two symbols read alike ("star"): the state is lost even though nothing names the button.
        "final class ServiceCell: UITableViewCell {\n  @IBOutlet weak var favoriteButton: UIButton!\n  var isFavorite = false\n  @IBAction func toggle(_ sender: UIButton) { isFavorite.toggle(); ↓favoriteButton.setImage(isFavorite ? UIImage(systemName: \"star.fill\") : UIImage(systemName: \"star\"), for: .normal) }\n}",
        // The neighbour of the empty members list: the app's text view says the same words either way.
        emptyStatePicture(headline: "\"멤버\""),
        // The neighbour of the build's logo: chosen by whether the person is signed in.
        "final class LoginView: UIView {\n  lazy var logoImageView: UIImageView = {\n    let imageView = UIImageView()\n    ↓imageView.image = session.isSignedIn ? UIImage(named: \"logo_mzp\") : UIImage(named: \"logo\")\n    return imageView\n  }()\n}",
        // The neighbour of the switch's picture: swapped on a stored flag nothing shows.
        locationExample(followsSwitch: false),
        // The neighbour of the enabled arrow: drawn for whether the list is open.
        "final class KorailDropDownButton: UIButton {\n  let dropdownImageView = UIImageView()\n  var isOpen = false { didSet { updateArrow() } }\n  func updateArrow() { ↓dropdownImageView.image = isOpen ? UIImage(named: \"arrow_up\") : UIImage(named: \"arrow_down\") }\n}",
        // The neighbour of the backdrop in the record's colour: a backdrop swapped by a state.
        "final class RecordCell: UICollectionViewCell {\n  let textStyleBackgroundView = UIImageView()\n  func setConstraints(data: RecordData) {\n    ↓textStyleBackgroundView.image = data.isPinned ? UIImage(named: \"background_yellow\") : UIImage(named: \"background_main100\")\n  }\n}",
        // The neighbour of the written rating: the words beside the stars are the recipe's name.
        "struct RatingRow: View { let rating: Double; let name: String\n var body: some View { HStack { ForEach(0..<5) { index in ↓Image(systemName: index < Int(rating) ? \"star.fill\" : \"star\") }; Text(name) } } }",
        // The neighbour of the animation's frames: a switch drawn on and off by the person's choice.
        "struct AlarmRow: View { @Binding var isOn: Bool\n var body: some View { Button { isOn.toggle() } label: { ↓Image(isOn ? .alarmOn : .alarmOff) }.accessibilityLabel(\"Alarm\") } }",
        // The neighbour of the caller's words: the label shows the item's name, whatever its state (Purithm's terms check boxes).
        "final class TermsItemView: UIView {\n  let titleLabel = UILabel()\n  let iconImageView = UIImageView()\n  func configure(title: String, isSelected: Bool) {\n    titleLabel.text = title\n    ↓iconImageView.image = isSelected ? UIImage(named: \"icCheckboxPressed\") : UIImage(named: \"icCheckboxUnpressed\")\n  }\n}",
        // The neighbour of the caller's words: the label keeps fixed words whatever the check says.
        "final class CreateUsernameViewController: UIViewController {\n  let alertLabel = UILabel()\n  let alertImageView = UIImageView()\n  func updateAlert(correct: Bool, message: String) {\n    alertLabel.text = \"이름 확인\"\n    ↓alertImageView.image = correct ? UIImage(named: \"CorrectIcon\") : UIImage(named: \"WrongIcon\")\n  }\n}",
        // A check box's mark that comes and goes with its state (piction's private-project box).
        "final class CreateProjectViewController: UIViewController {\n  let privateProjectCheckBoxImageView = UIImageView()\n  func controlStatusCheckBox(_ status: String) { ↓privateProjectCheckBoxImageView.image = status == \"HIDDEN\" ? UIImage(named: \"ic-check\") : UIImage() }\n}",
        // The neighbours of the dark-look picture: a theme picker's check, and a dark-mode switch's own moon.
        "final class ThemeCell: UITableViewCell {\n  let checkImageView = UIImageView()\n  func configure(theme: Theme, selectedTheme: Theme) { ↓checkImageView.image = selectedTheme == theme ? UIImage(systemName: \"checkmark\") : UIImage(systemName: \"circle\") }\n}",
        "struct DarkModeButton: View { @AppStorage(\"isDarkMode\") var isDarkMode = false\n var body: some View { Button { isDarkMode.toggle() } label: { ↓Image(systemName: isDarkMode ? \"moon.fill\" : \"moon\") }.accessibilityLabel(\"다크 모드\") } }",
        // The neighbour of the blanked and role-picked pictures: a follow button's two pictures on its state.
        "final class PublicDetailViewController: UIViewController {\n  let followButton = UIButton()\n  var isFollowing = false {\n    didSet { ↓followButton.setImage(isFollowing ? UIImage(named: \"btn_following\") : UIImage(named: \"btn_follow\"), for: .normal) }\n  }\n  override func viewDidLoad() { super.viewDidLoad(); followButton.setTitle(\"Follow\", for: .normal) }\n}",
        // The neighbour of the dark-look picture: a lamp's level, a state.
        "struct Lamp: View { let lamp: Lamp\n var body: some View { Button { toggle() } label: { ↓Image(systemName: lamp.lightLevel > 0 ? \"lightbulb.fill\" : \"lightbulb\") }.accessibilityLabel(\"조명\") } }",
        // The neighbour of the copied-code toast: it is given only an icon, no words.
        "struct MakeCode: View { @State private var isShared = false\n var body: some View { VStack { if isShared { toast(icon: .check) }; ↓Image(isShared ? \"send\" : \"send_not\").resizable().scaledToFit().accessibilityLabel(\"편지\"); Button(\"코드 공유\") { isShared = true } } } }",
        // The neighbour of the positional icons outside a loop: a state cycled by the button.
        "struct Volume: View { @State var mode = 0\n var body: some View { Button { mode = (mode + 1) % 3 } label: { ↓Image(systemName: mode == 0 ? \"circle\" : mode == 1 ? \"circle.fill\" : \"circle.inset.filled\") } } }",
        // The neighbour of the positional icons: the selected position gets the filled symbol.
        "struct TabBar: View { @State var selected = 0\n var body: some View { HStack { ForEach(0..<5) { index in Button { selected = index } label: { ↓Image(systemName: index == selected ? \"circle.fill\" : \"circle\") } } } } }",
        // The neighbour of the tab's icon: the app's own tab button, which says nothing of the selection.
        homeTabIcon(inTabItem: false),
        // The neighbour of the disabled send button: disabled by an empty message, not by the sending.
        sendButton(disabledBy: "message.isEmpty"),
        // The neighbour of the bubble's tail: the same bubble's ticks, read or only sent, a state.
        "struct BubbleStatus: View { let message: Message\n var body: some View { ↓Image(message.isRead ? .readTicks : .sentTick).accessibilityLabel(\"Status\").renderingMode(.template).resizable().frame(width: 14, height: 14) } }",
        // The neighbour of the mascot: the words choose on another value.
        "struct SummaryNotice: View { let viewModel: HomeViewModel\n var hasRecord: Bool { viewModel.recordId != nil }\n var body: some View { HStack { ↓Image(hasRecord ? .happyBread : .sadBread).accessibilityLabel(\"빵\").resizable().frame(width: 100, height: 109); talkBubble() } }\n private func talkBubble() -> some View { VStack { Text(isMorning ? \"좋은 아침이에요\" : \"좋은 저녁이에요\"); Text(\"자세히 보기\") } } }",
        // The neighbour of the admin preview: no words on the screen change with the value.
        "struct Home: View { @State private var previewDate: Date? = nil\n var body: some View { VStack { Text(\"홈\"); Button { pick() } label: { ↓Image(systemName: previewDate == nil ? \"calendar.badge.clock\" : \"calendar.badge.exclamationmark\") }.accessibilityLabel(\"날짜로 미리보기\") } } }",
        // The neighbour of the lyrics backgrounds: nothing uses the collection view's selection; the flag is the app's.
        "final class BackgroundCell: UICollectionViewCell {\n  let checkButtonImageView = UIImageView()\n  func setSelected(_ selected: Bool) {\n    ↓checkButtonImageView.image = selected ? UIImage(named: \"checkBoxActive\") : UIImage(named: \"checkBoxInactive\")\n  }\n}",
        // The same picture left to VoiceOver's default: whether the state matters is the author's to say.
        "final class PlanRoute: UIViewController {\n  let crosshairView = UIImageView()\n  func updateCrosshair() {\n    ↓crosshairView.image = isNightMode ? UIImage(named: \"crosshair_night\") : UIImage(named: \"crosshair_day\")\n  }\n  override func viewDidLoad() { view.addSubview(crosshairView) }\n}",
        // The neighbour of the row whose label follows the icon: the label's key is picked on another test.
        "final class DnsSettingsController: UITableViewController {\n  @IBOutlet weak var implementationLabel: UILabel!\n  @IBOutlet weak var implementationIcon: UIImageView!\n  private func processCurrentImplementation() {\n    let stringKey = isPro ? \"pro_title\" : \"free_title\"\n    implementationLabel.text = String.localizedString(stringKey)\n    ↓implementationIcon.image = resources.dnsImplementation == .adGuard ? adguardIcon : nativeIcon\n  }\n}",
        // The neighbour of the radio button: its own flag, which no trait follows.
        "class CheckButton: UIButton {\n  var stateOn = UIImage(named: \"bullet\")\n  var stateOff = UIImage(named: \"bulletnone\")\n  private var checked = false\n  var isChecked: Bool {\n    get { checked }\n    set {\n      ↓self.setImage(newValue ? stateOn : stateOff, for: .normal)\n      checked = newValue\n    }\n  }\n}",
        // The neighbour: the label's words change on another test.
        "final class DayCell: UITableViewCell {\n  func configure(_ test: DiaryTest) {\n    let imageView = UIImageView()\n    ↓imageView.image = test.result == .negative ? UIImage(named: \"Test_green\") : UIImage(named: \"Test_red\")\n    let detailLabel = UILabel()\n    detailLabel.text = test.type == .pcr ? Strings.pcr : Strings.antigen\n    contentView.addSubview(imageView)\n  }\n}",
        // The neighbour: the field doesn't change with the eye.
        "struct Password: View { @State private var isSecured = true\n var body: some View { HStack { SecureField(\"Password\", text: $password); Button { isSecured.toggle() } label: { ↓Image(self.isSecured ? \"eye-slash\" : \"eye\") }.accessibilityLabel(\"Show password\") } } }",
        "struct A: View { var body: some View { Button { toggle() } label: { ↓Image(systemName: isFavorite ? \"heart.fill\" : \"heart\") }.accessibilityLabel(\"즐겨찾기\") } }",
        // The neighbours: disabled on another state; a labelled asset pair says the same words either way.
        "struct Controls: View { var body: some View { Button { model.rewind() } label: { ↓Image(systemName: model.cannotRewind ? \"backward.circle\" : \"backward.circle.fill\") }.accessibilityLabel(\"Rewind\").disabled(model.isLoading) } }",
        "struct Grid: View { var body: some View { ZStack { thumbnail; ↓Image(isSelected ? \"files.selected\" : \"files.unselected\").accessibilityLabel(\"Select\") } } }",
        // Asset names that differ only by the fill variant read alike.
        "struct Favorite: View { var body: some View { Button(action: toggle) { ↓Image(favorite ? \"heart.fill\" : \"heart\") } } }",
        "struct A: View { var body: some View { HStack { Text(\"Wi-Fi\"); ↓Image(systemName: isOn ? \"checkmark.circle.fill\" : \"circle\").accessibilityLabel(\"Wi-Fi\") } } }",
        // The neighbour of the filter sheet: the flag presents nothing, the filled icon stays on screen.
        "struct Log: View { @State private var isFiltering = false\n var body: some View { List { Text(\"x\") }.toolbar { Button { isFiltering.toggle() } label: { ↓Image(systemName: isFiltering ? \"line.3.horizontal.decrease.circle.fill\" : \"line.3.horizontal.decrease.circle\") }.accessibilityLabel(\"Filter\") } } }",
        // Filled or outlined: VoiceOver reads the same name for both.
        "struct A: View { var body: some View { HStack { Text(\"Wi-Fi\"); ↓Image(systemName: isOn ? \"star.fill\" : \"star\") } } }",
        // A swipe icon drawn behind a row, but faded by something other than the drag: on screen at rest.
        "struct SwipeIcon2: View { var isOn: Bool\n var body: some View { ↓Image(systemName: isOn ? \"star.fill\" : \"star\") } }\nstruct Swipeable2: ViewModifier { @State private var dragAmount: CGFloat = 0\n func body(content: Content) -> some View { content.offset(x: dragAmount).background { HStack { SwipeIcon2(isOn: isFavorite).opacity(isHighlighted ? 1 : 0.5); Spacer() } }.gesture(DragGesture().onChanged { value in dragAmount = value.translation.width }.onEnded { _ in dragAmount = 0 }) } }",
        // The same member used in a row that is not one element: the icon is its own stop.
        "struct AlarmRow: View { var body: some View { HStack { Text(\"Alarm\"); bell } }\n private var bell: some View { ↓Image(systemName: hasAlarm ? \"bell.fill\" : \"bell\") } }",
        "final class Cell: UICollectionViewCell {\n  let check = UIImageView()\n  func configure(done: Bool) { ↓check.image = done ? UIImage(systemName: \"checkmark\") : UIImage(systemName: \"circle\") }\n}",
        // The neighbour of the wallpaper's pattern: the loop's item is tested, not its count.
        "struct 배너점: View { let count: Int; let currentPage: Int\n var body: some View { HStack { ForEach(0..<count, id: \\.self) { index in ↓Image(systemName: index == currentPage % count ? \"circle.fill\" : \"circle\") } } } }",
        "struct 별밤: View { var body: some View { ForEach(stars) { star in ↓Image(systemName: star.isLit ? \"star.fill\" : \"star\") } } }",
        // The neighbour of the flag: an asset shown or not is a state icon.
        "final class Cell: UICollectionViewCell {\n  let check = UIImageView()\n  func configure(done: Bool) { ↓check.image = done ? UIImage(named: \"check\") : nil }\n}",
        // The neighbour of the recipe photo: a symbol made by the name a constant keeps.
        "final class 정렬옵션셀: UITableViewCell {\n  let checkView = UIImageView()\n  func configure(chosen: Bool) { ↓checkView.image = chosen ? UIImage(systemName: checkSymbol, withConfiguration: symbolConfig) : nil }\n}",
        // A button beside the icon is set in the same setter, but nothing it speaks changes.
        "final class OptionRow: UIView {\n  let button = UIButton()\n  private let imageView = UIImageView()\n  var isChosen = false {\n    didSet {\n      ↓imageView.image = isChosen ? UIImage(systemName: \"checkmark.circle\") : UIImage(systemName: \"circle\")\n      button.isEnabled = !isChosen\n    }\n  }\n}",
        // The button's selection is set elsewhere, not where the icon changes.
        "final class FileBadge: UIView & EntityCell {\n  let checkmarkView = UIImageView()\n  var isSelected = false { didSet { ↓checkmarkView.image = isSelected ? UIImage(named: \"select\") : UIImage(named: \"unselect\") } }\n}",
        "final class OptionRow: UIView {\n  let button = UIButton()\n  private let imageView = UIImageView()\n  var isChosen = false {\n    didSet { ↓imageView.image = isChosen ? UIImage(systemName: \"checkmark.circle\") : UIImage(systemName: \"circle\") }\n  }\n  func reset() { button.isSelected = false }\n}",
        // A cell's own Bool that is not its selection: no trait says it.
        "final class FavoriteCell: UICollectionViewCell {\n  let star = UIImageView()\n  var isFavorite = false { didSet { ↓star.image = isFavorite ? UIImage(named: \"starFilled\") : UIImage(named: \"star\") } }\n}",
        // The status view can describe itself, but the cell's label never says it.
        "final class StatusView: UIView {\n  let stateView = UIImageView()\n  func update(delivered: Bool) { ↓stateView.image = delivered ? UIImage(named: \"ic_done\") : UIImage(named: \"ic_pending\") }\n  static func accessibilityString(delivered: Bool) -> String { delivered ? \"Delivered\" : \"Sending\" }\n}\nfinal class MessageCell: UITableViewCell {\n  let statusView = UIView()\n  func configure(_ message: Message) { accessibilityLabel = message.text }\n}",
        // The neighbour of the bell: the badge shows another number.
        "struct Bell: View { let count: Int; let unread: Int\n var body: some View { HStack { ↓Image(systemName: count > 0 ? \"bell.fill\" : \"bell\"); Text(\"알림\") }.overlay(alignment: .topTrailing) { Color.clear.customBadge(unread) } } }",
        // A badge of another count, whose path only ends in the same name.
        "struct Bell: View { let count: Int; let messages: [String]\n var body: some View { HStack { ↓Image(systemName: count > 0 ? \"bell.fill\" : \"bell\"); Text(\"알림\") }.overlay(alignment: .topTrailing) { Color.clear.badge(messages.count) } } }",
        // The neighbour of the profile picture: a name button whose check badge marks the verified state.
        "final class ChatHeader: UIView {\n  let receiverProfileNameButton = UIButton()\n  func configure(name: String, verified: Bool) {\n    receiverProfileNameButton.setTitle(name, for: .normal)\n    ↓receiverProfileNameButton.setImage(verified ? UIImage(named: \"verified\") : nil, for: .normal)\n  }\n}",
        // The neighbour of the profile picture: a follow button on a profile swaps its icon on a state.
        // The neighbour of the profile picture: a Live Photo badge on a photo cell marks a kind of photo.
        "final class PhotoCell: UICollectionViewCell {\n  let livePhotoBadgeImageView = UIImageView()\n  func configure(isLivePhoto: Bool) {\n    ↓livePhotoBadgeImageView.image = isLivePhoto ? UIImage(named: \"live_badge\") : UIImage(named: \"still_badge\")\n  }\n}",
      ],
      nonTriggering: [
        // Three symbols of three names, nothing labelling them (ShopEase's pairing card): VoiceOver speaks each.
        "struct PairCard: View { @State var added = false; let outOfStock: Bool\n var body: some View { Button { added = true } label: { Image(systemName: added ? \"checkmark\" : (outOfStock ? \"xmark\" : \"plus\")) } } }",
        // A close button's picture while pressed, drawn by its style (MGO's CloseButtonStyle).
        "struct CloseButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { Image(configuration.isPressed ? \"closeHover\" : \"close\").resizable().frame(width: 24, height: 24) } }",
        // A logo chosen once by the build's configuration (telabook's login screen).
        "final class LoginView: UIView {\n  lazy var logoImageView: UIImageView = {\n    let imageView = UIImageView()\n    imageView.image = Config.environment == .production ? UIImage(named: \"logo_mzp\") : UIImage(named: \"logo\")\n    return imageView\n  }()\n}",
        // A picture illustrating a switch's state, swapped as the switch changes (NEMODU's location setting).
        locationExample(followsSwitch: true),
        // An arrow drawn for the button's own enabled state (KorailTalk's drop-down): VoiceOver says "dimmed".
        "final class KorailDropDownButton: UIButton {\n  let dropdownImageView = UIImageView()\n  override var isEnabled: Bool { didSet { updateArrow() } }\n  func updateArrow() { dropdownImageView.image = isEnabled ? UIImage(named: \"arrow_default\") : UIImage(named: \"arrow_disabled\") }\n}",
        // A backdrop drawn in the colour the record was given (Particle's record cards): its look, no state.
        "final class RecordCell: UICollectionViewCell {\n  let textStyleBackgroundView = UIImageView()\n  func setConstraints(data: RecordData) {\n    textStyleBackgroundView.image = data.color == \"YELLOW\" ? UIImage(named: \"background_yellow\") : UIImage(named: \"background_main100\")\n  }\n}",
        // Stars filled up to the rating, the rating written beside them (Mealie's recipes).
        "struct RatingRow: View { let rating: Double\n var body: some View { HStack { ForEach(0..<5) { index in Image(systemName: index < Int(rating) ? \"star.fill\" : \"star\") }; Text(String(format: \"%.0f/5\", rating)) } } }",
        // Two frames of a transition's animation (QueenCam's role picker).
        "struct TransitionAnimationView: View { @State private var phase: Phase = .off\n var body: some View { Image(phase == .off ? .loadingAnimationOff : .loadingAnimationOn).onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { phase = .on } } } }",
        // The caller's words shown with the icon (Tempo's username check: "이미 사용 중인 이름입니다" beside the wrong mark).
        "final class CreateUsernameViewController: UIViewController {\n  let alertLabel = UILabel()\n  let alertImageView = UIImageView()\n  func updateAlert(correct: Bool, message: String) {\n    alertLabel.text = message\n    alertImageView.image = correct ? UIImage(named: \"CorrectIcon\") : UIImage(named: \"WrongIcon\")\n  }\n}",
        // A button's picture picked by the person's role (ThunderRing's group screens).
        "final class PublicDetailViewController: UIViewController {\n  let settingButton = UIButton()\n  var isOwner = false {\n    didSet { settingButton.setImage(isOwner ? UIImage(named: \"btnSetting\") : UIImage(named: \"btn_dot\"), for: .normal) }\n  }\n}",
        // The delete button's picture for the dark or light look (AudioLearning's word cell).
        "final class VocabularyCell: UITableViewCell {\n  let deleteButton = UIButton()\n  func apply() {\n    deleteButton.setImage(Appearance.mode == .dark ? darkBgDeleteImage : lightBgDeleteImage, for: .normal)\n  }\n}",
        // A bell filled while notifications wait, with a badge of their count over it (SportsDB's header).
        "struct Bell: View { let count: Int\n var body: some View { HStack { Image(systemName: count > 0 ? \"bell.fill\" : \"bell\"); Text(\"알림\") }.overlay(alignment: .topTrailing) { Color.clear.customBadge(count) } } }",
        // A condition left as a literal while the feature is unfinished: the icon never changes.
        "struct SongRow: View { var body: some View { Button { } label: { Image(systemName: false ? \"heart.fill\" : \"heart\") } } }",
        // A row of five icons, each position given its own symbol: no state swaps them.
        "struct TabBar: View { var body: some View { HStack { ForEach(0..<5) { index in VStack { Image(systemName: index == 0 ? \"house\" : index == 1 ? \"shield\" : index == 2 ? \"creditcard\" : \"square.grid.2x2\"); Text(titles[index]) } } } } }",
        // Nexus's tab icons: the system tab bar announces the selected tab.
        homeTabIcon(inTabItem: true),
        // The same toast in PopupView's `.popup { … } customize: { … }` (TEOPLE's own screen).
        "struct MakeCode: View { @State private var isShared = false\n @State private var isPresented = false\n var body: some View { VStack { Image(isShared ? \"send\" : \"send_not\").resizable().accessibilityLabel(\"편지\"); Button(\"코드 공유\") { isShared = true; isPresented = true } }\n  .popup(isPresented: $isPresented) { VStack { if isShared { toast(icon: .check, text: \"코드 복사가 완료되었어요!\") } } } customize: { $0.type(.toast).autohideIn(3) } } }",
        // TEOPLE's code screen: the envelope turns to "sent" while a toast, given its words, says the code was copied.
        "struct MakeCode: View { @State private var isShared = false\n var body: some View { VStack { if isShared { toast(icon: .check, text: \"코드 복사가 완료되었어요!\") }; Image(isShared ? \"send\" : \"send_not\").resizable().scaledToFit().accessibilityLabel(\"편지\"); Button(\"코드 공유\") { isShared = true } } } }",
        // pepchat's empty members list: the picture swaps with the app's own text view choosing its words on the same value.
        emptyStatePicture(headline: "isEmpty ? \"아직 멤버가 없어요\" : \"검색 결과가 없어요\""),
        // B.READ's mascot: happy or sad beside words that choose between two phrases on the same value.
        "struct SummaryNotice: View { let viewModel: HomeViewModel\n var hasRecord: Bool { viewModel.recordId != nil }\n var body: some View { HStack { Image(hasRecord ? .happyBread : .sadBread).resizable().frame(width: 100, height: 109); talkBubble() } }\n private func talkBubble() -> some View { VStack { Text(hasRecord ? \"요약할 수 있는 책이 있어요!\" : \"독서 기록을 기다리고 있어요\"); Text(\"자세히 보기\") } } }",
        // MLR's admin preview: the screen says \"Previewing as …\" on the same value the calendar icon swaps on.
        "struct Home: View { @State private var previewDate: Date? = nil\n var body: some View { VStack { if let pd = previewDate { previewBanner(date: pd) }; Button { pick() } label: { Image(systemName: previewDate == nil ? \"calendar.badge.clock\" : \"calendar.badge.exclamationmark\") }.accessibilityLabel(\"날짜로 미리보기\") } }\n func previewBanner(date: Date) -> some View { Text(\"미리보기: \\(date.formatted())\") } }",
        // Feelin's lyrics backgrounds: the cell's checkbox follows the collection view's own selection.
        "final class BackgroundCell: UICollectionViewCell {\n  let checkButtonImageView = UIImageView()\n  func setSelected(_ selected: Bool) {\n    checkButtonImageView.image = selected ? UIImage(named: \"checkBoxActive\") : UIImage(named: \"checkBoxInactive\")\n  }\n}\nfinal class BackgroundView: UIView {\n  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())\n  func select(_ indexPath: IndexPath) { collectionView.selectItem(at: indexPath, animated: false, scrollPosition: []) }\n}",
        // Made no element: a day or night picture VoiceOver never visits.
        "final class PlanRoute: UIViewController {\n  let crosshairView = UIImageView()\n  func updateCrosshair() {\n    crosshairView.image = isNightMode ? UIImage(named: \"crosshair_night\") : UIImage(named: \"crosshair_day\")\n    crosshairView.isAccessibilityElement = false\n  }\n  override func viewDidLoad() { view.addSubview(crosshairView) }\n}",
        // The label beside the icon says the same state, through a key picked on the same test.
        "final class DnsSettingsController: UITableViewController {\n  @IBOutlet weak var implementationLabel: UILabel!\n  @IBOutlet weak var implementationIcon: UIImageView!\n  private func processCurrentImplementation() {\n    let stringKey = resources.dnsImplementation == .adGuard ? \"adguard_title\" : \"native_title\"\n    implementationLabel.text = String.localizedString(stringKey)\n    implementationIcon.image = resources.dnsImplementation == .adGuard ? adguardIcon : nativeIcon\n  }\n}",
        // A radio button that swaps its image in its own `isSelected` setter and keeps the selection.
        "class RadioButton: UIButton {\n  var stateOn = UIImage(named: \"bullet\")\n  var stateOff = UIImage(named: \"bulletnone\")\n  override var isSelected: Bool {\n    get { super.isSelected }\n    set {\n      self.setImage(newValue ? stateOn : stateOff, for: .normal)\n      super.isSelected = newValue\n    }\n  }\n}",
        // An icon-only switch beside a text saying the same state (Windscribe's filters).
        "struct FilterRow: View { var body: some View { HStack { Text(filter.title); Text(filter.enabled ? \"Blocking\" : \"Allowing\"); Button { toggle(filter) } label: { Image(filter.enabled ? Assets.switchOn : Assets.switchOff) } } } }",
        "struct FilterRow: View { var body: some View { HStack { Text(filter.title); Text(filter.enabled ? \"차단\" : \"허용\"); Button { toggle(filter) } label: { Image(filter.enabled ? Assets.switchOn : Assets.switchOff) } } } }",
        // A label beside the icon says the result on the same test (Corona-Warn-App's diary).
        "final class DayCell: UITableViewCell {\n  func configure(_ test: DiaryTest) {\n    let imageView = UIImageView()\n    imageView.image = test.result == .negative ? UIImage(named: \"Test_green\") : UIImage(named: \"Test_red\")\n    let detailLabel = UILabel()\n    detailLabel.text = test.result == .negative ? Strings.negative : Strings.positive\n    contentView.addSubview(imageView)\n  }\n}",
        // The filled icon shows only while the sheet its flag presents is up, where VoiceOver can't reach the button.
        "struct Log: View { @State private var isEditingFilters = false\n var body: some View { List { Text(\"x\") }.toolbar { Button { isEditingFilters.toggle() } label: { Image(systemName: !isEditingFilters ? \"line.3.horizontal.decrease.circle\" : \"line.3.horizontal.decrease.circle.fill\") }.accessibilityLabel(\"Filter\") }.sheet(isPresented: $isEditingFilters) { FilterForm() } } }",
        // A password field's eye: the same state swaps SecureField and TextField, which VoiceOver announces (Linphone's sign-up).
        "struct Password: View { @State private var isSecured = true\n var body: some View { HStack { if isSecured { SecureField(\"Password\", text: $password) } else { TextField(\"Password\", text: $password) }; Button { isSecured.toggle() } label: { Image(self.isSecured ? \"eye-slash\" : \"eye\") }.accessibilityLabel(\"Show password\") } } }",
        "struct Password: View { @State private var isSecured = true\n var body: some View { HStack { if isSecured { SecureField(\"비밀번호\", text: $password) } else { TextField(\"비밀번호\", text: $password) }; Button { isSecured.toggle() } label: { Image(isSecured ? \"eye-slash\" : \"eye\") }.accessibilityLabel(\"비밀번호 보기\") } } }",
        // The cell around the status view speaks the view's own accessibility description of the
        // state (Delta Chat's delivery ticks).
        "final class StatusView: UIView {\n  let stateView = UIImageView()\n  func update(delivered: Bool) { stateView.image = delivered ? UIImage(named: \"ic_done\") : UIImage(named: \"ic_pending\") }\n  static func accessibilityString(delivered: Bool) -> String { delivered ? \"Delivered\" : \"Sending\" }\n}\nfinal class MessageCell: UITableViewCell {\n  let statusView = UIView()\n  func configure(_ message: Message) { accessibilityLabel = \"\\(message.text), \\(StatusView.accessibilityString(delivered: message.delivered))\" }\n}",
        // A profile picture or its anonymous stand-in: which picture shows is content (SOPT's poke list).
        "final class PokeProfileView: UIView {\n  let profileImageView = UIImageView()\n  let nameLabel = UILabel()\n  func setData(with model: PokeUser) {\n    profileImageView.image = model.isAnonymous ? UIImage(named: \"anonymous\") : UIImage(named: model.photo)\n    nameLabel.text = model.isAnonymous ? \"익명\" : model.name\n  }\n}",
        // A count drawn in a symbol (`"3.circle.fill"`): the name VoiceOver reads changes with it.
        "struct Badge: View { let count: Int\n var body: some View { ZStack { Circle().fill(.white); Image(systemName: count <= 50 ? \"\\(count).circle.fill\" : \"infinity.circle.fill\").foregroundColor(.red) }.frame(width: 16, height: 16) } }",
        // A swipe icon faded in behind a row as it is dragged (its opacity follows the drag): not on screen at rest.
        "struct SwipeIcon: View { var isOn: Bool\n var body: some View { Image(systemName: isOn ? \"star.fill\" : \"star\") } }\nstruct Swipeable: ViewModifier { @State private var dragAmount: CGFloat = 0\n func body(content: Content) -> some View {\n let progress = min(1, abs(dragAmount) / 75)\n content.offset(x: dragAmount).background { HStack { SwipeIcon(isOn: isFavorite).opacity(progress); Spacer() } }.gesture(DragGesture().onChanged { value in dragAmount = value.translation.width }.onEnded { _ in dragAmount = 0 }) } }",
        // The same, with the drag handled by a function a gesture view calls.
        "struct SwipeIcon3: View { var isOn: Bool\n var body: some View { Image(systemName: isOn ? \"star.fill\" : \"star\") } }\nstruct Swipeable3: ViewModifier { @State private var dragAmount: CGFloat = 0\n func dragChanged(_ translation: CGPoint) { dragAmount = translation.x }\n func body(content: Content) -> some View {\n let progress = min(1, abs(dragAmount) / 75)\n GestureHolder(onDragChanged: dragChanged, content: content).background { HStack { SwipeIcon3(isOn: isFavorite).opacity(progress); Spacer() } } } }",
        // The icon's member is used only inside a row that is one element whose label is built
        // from the state ("…, alarm set"): VoiceOver reads that label, not the icon.
        "struct Departure: View { var body: some View { VStack { Text(headsign); bell }.accessibilityElement(children: .ignore).accessibilityLabel(summary).accessibilityActions { Button(hasAlarm ? \"Remove alarm\" : \"Add alarm\") { toggleAlarm() } } }\n @ViewBuilder private var bell: some View { if canAlarm { Image(systemName: hasAlarm ? \"bell.fill\" : \"bell\").onTapGesture { toggleAlarm() } } } }",
        "struct Departures: View { var body: some View { ForEach(rows) { row in HStack { alarmIcon(for: row); Text(row.time) }.accessibilityElement(children: .ignore).accessibilityLabel(label(for: row)) } }\n @ViewBuilder private func alarmIcon(for row: Row) -> some View { Button { toggle(row) } label: { Image(systemName: row.alarm != nil ? \"bell.fill\" : \"bell\") } } }",
        "struct A: View { var body: some View { Button { toggleSearch() } label: { Image(systemName: isSearching ? \"xmark\" : \"magnifyingglass\") } } }",
        // The button is disabled on the same state: VoiceOver says "dimmed" (Tella's video controls).
        "struct Controls: View { var body: some View { Button { model.rewind() } label: { Image(systemName: model.cannotRewind ? \"backward.circle\" : \"backward.circle.fill\") }.accessibilityLabel(\"Rewind\").disabled(model.cannotRewind) } }",
        "struct Controls: View { var body: some View { Button { model.rewind() } label: { Image(systemName: model.cannotRewind ? \"backward.circle\" : \"backward.circle.fill\") }.accessibilityLabel(\"되감기\").disabled(model.cannotRewind) } }",
        // Unlabelled asset images are read by their differing file names; naming them is image-label's finding.
        "struct Grid: View { var body: some View { ZStack { thumbnail; Image(isSelected ? \"files.selected\" : \"files.unselected\") } } }",
        // A UIKit button nothing names, read by its pictures' file names (OmnieCommerce's favourite star).
        "final class ProfileHeader: UIView {\n  let profileFollowButton = UIButton(type: .custom)\n  func configure(isFollowing: Bool) {\n    profileFollowButton.setImage(isFollowing ? UIImage(named: \"following\") : UIImage(named: \"follow\"), for: .normal)\n  }\n}",
        "final class ServiceCell: UITableViewCell {\n  @IBOutlet weak var favoriteButton: UIButton!\n  var isFavorite = false\n  @IBAction func toggle(_ sender: UIButton) { isFavorite.toggle(); favoriteButton.setImage(isFavorite ? UIImage(named: \"star-selected\") : UIImage(named: \"star-normal\"), for: .normal) }\n}",
        "final class BookDetailCell: UITableViewCell {\n  @IBOutlet weak var bookmarkButton: UIButton!\n  @IBOutlet weak var selectAllButton: UIButton!\n  func update(saved: Bool, all: Bool) {\n    bookmarkButton.setImage(saved ? #imageLiteral(resourceName: \"bookmark-fill-icon\") : #imageLiteral(resourceName: \"bookmark-icon\"), for: .normal)\n    selectAllButton.setImage(all ? #imageLiteral(resourceName: \"checked\") : nil, for: .normal)\n  }\n}",
        // The same with the catalog's generated resources (`.tjSearch` / `.tjClose`, a search bar's clear icon).
        "struct SearchBar: View { @State private var text = \"\"\n var body: some View { HStack { TextField(\"검색\", text: $text); Image(text.isEmpty ? .tjSearch : .tjClose).onTapGesture { text = \"\" } } } }",
        "struct A: View { var body: some View { Button { toggle() } label: { Image(systemName: isFavorite ? \"heart.fill\" : \"heart\") }.accessibilityLabel(\"즐겨찾기\").accessibilityAddTraits(isFavorite ? .isSelected : []) } }",
        "struct A: View { var body: some View { Button { toggle() } label: { Image(systemName: isFavorite ? \"heart.fill\" : \"heart\") }.accessibilityLabel(\"Favorite\").accessibilityValue(isFavorite ? \"On\" : \"Off\") } }",
        "struct A: View { var body: some View { HStack { Image(systemName: isOpen ? \"lock.open\" : \"lock\"); Text(isOpen ? \"열림\" : \"잠김\") } } }",
        "struct A: View { var body: some View { Image(systemName: isOn ? \"a\" : \"b\").accessibilityHidden(true) } }",
        // Unlabelled, so VoiceOver speaks each symbol's own name, which differs.
        "struct A: View { var body: some View { HStack { Text(\"Loop\"); Image(systemName: isLooping ? \"circle\" : \"circle.and.line.horizontal\") } } }",
        "struct A: View { var body: some View { Button { toggleMute() } label: { Image(systemName: isMuted ? \"speaker.slash.fill\" : \"speaker.wave.2.fill\") } } }",
        "struct A: View { var body: some View { Toggle(isOn: $on) { Image(systemName: on ? \"bell\" : \"bell.slash\") } } }",
        "struct A: View { var body: some View { Button(action: open) { HStack { label; Image(systemName: isExternal ? \"arrow.up.forward\" : \"chevron.right\") } } } }",
        "struct A: View { var body: some View { Button(action: open) { HStack { Text(title); Image(systemName: isPinned ? \"pin.fill\" : \"pin\") } } } }",
        "final class Cell: UICollectionViewCell {\n  let check = UIImageView()\n  func configure(done: Bool) {\n    check.image = done ? UIImage(systemName: \"checkmark\") : UIImage(systemName: \"circle\")\n    check.accessibilityValue = done ? \"완료\" : \"미완료\"\n  }\n}",
        // The server's flag shown only in the favorites list (IVPN): the model's picture, not a state icon.
        "final class ServerCell: UITableViewCell {\n  let flagImage = UIImageView()\n  func configure(isFavorite: Bool) { flagImage.image = isFavorite ? viewModel.imageForCountryCode : nil }\n}",
        // A wallpaper's pattern drawn by the loop's count (couplechat's night theme).
        "struct 별밤: View { var body: some View { ForEach(0..<88, id: \\.self) { i in Image(systemName: i % 9 == 0 ? \"sparkles\" : \"circle.fill\").position(x: x(i), y: y(i)) } } }",
        // A recipe's photo loaded by its name, or nothing (Chefbook's formula editor).
        "final class 레시피사진셀: UITableViewCell {\n  let recipeImageView = UIImageView()\n  func initializeWith(_ imageName: String) { recipeImageView.image = imageName.isEmpty ? nil : ChefbookCentral.sharedInstance.imageWith(imageName) }\n}",
        // The cell's own selection: UIKit gives a selected cell the selected trait.
        "final class CheckCell: UICollectionViewCell {\n  @IBOutlet weak var checkbox: UIImageView!\n  override var isSelected: Bool { didSet { checkbox.image = isSelected ? UIImage(named: \"checkboxSelected\") : UIImage(named: \"checkboxEmpty\") } }\n}",
        // A cell class declared with a protocol composition (ONLYOFFICE's file cells) is a cell all the same.
        "final class FileCell: UICollectionViewCell & EntityCell {\n  let checkmarkView = UIImageView()\n  override func updateConfiguration(using state: UICellConfigurationState) {\n    super.updateConfiguration(using: state)\n    checkmarkView.image = isSelected ? UIImage(named: \"select\") : UIImage(named: \"unselect\")\n  }\n}",
        "final class V: UIViewController {\n  let like = UIButton()\n  func update(liked: Bool) {\n    like.setImage(liked ? UIImage(systemName: \"heart.fill\") : UIImage(systemName: \"heart\"), for: .normal)\n    like.isSelected = liked\n  }\n}",
        // The same setter selects the button that covers the row: VoiceOver says "selected".
        "final class OptionRow: UIView {\n  let button = UIButton()\n  private let imageView = UIImageView()\n  var isChosen = false {\n    didSet {\n      imageView.image = isChosen ? UIImage(systemName: \"checkmark.circle\") : UIImage(systemName: \"circle\")\n      button.isSelected = isChosen\n    }\n  }\n}",
        // A background fitted to the orientation, and a symbol fitted to the size class (Firefox Focus).
        // A send button's icon filled while sending, the button disabled meanwhile: read "dimmed" (Bisquit's tickets).
        sendButton(disabledBy: "isSending"),
        // Disabled on the same state among others (Rodi's goal save button: `.disabled(!canSave || isSaving)`).
        sendButton(disabledBy: "message.isEmpty || isSending"),
        // A chat bubble's tail, pointing to the side the message is on (WhatsApp clone).
        "struct BubbleTail: View { var direction: MessageDirection\n var body: some View { Image(direction == .outgoing ? .outgoingTail : .incomingTail).renderingMode(.template).resizable().frame(width: 10, height: 10) } }",
        "final class Browser: UIViewController {\n  let background = UIImageView()\n  func orientationChanged() { background.image = UIApplication.shared.orientation?.isLandscape == true ? UIImage(named: \"bg_landscape\") : UIImage(named: \"bg_portrait\") }\n}",
        "struct A: View { @Environment(\\.horizontalSizeClass) var sizeClass\n var body: some View { Button(action: share) { Image(systemName: sizeClass == .compact ? \"square.and.arrow.up\" : \"square.and.arrow.up.circle\") }.accessibilityLabel(\"Share\") } }",
        "final class OptionRow: UIView {\n  let row = UIView()\n  private let mark = UIImageView()\n  func apply(chosen: Bool) {\n    mark.image = chosen ? UIImage(named: \"on\") : UIImage(named: \"off\")\n    row.accessibilityTraits = chosen ? [.button, .selected] : .button\n  }\n}",
      ])
  )

  /// A tab view whose home icon fills when selected: in the tab's `.tabItem` (the system tab bar
  /// says "selected") or, marked, in a row of the app's own drawn above the tabs.
  static func homeTabIcon(inTabItem: Bool) -> RuleExample {
    let icon = "Image(systemName: selectedTab == 0 ? \"house.fill\" : \"house\")"
    return RuleExample(inTabItem
      ? "struct MainTabs: View { @State private var selectedTab = 0\n var body: some View { TabView(selection: $selectedTab) { FeedView().tabItem { \(icon) }.tag(0); ProfileView().tabItem { Image(systemName: \"person\") }.tag(1) } } }"
      : "struct MainTabs: View { @State private var selectedTab = 0\n var body: some View { VStack { HStack { Button { selectedTab = 0 } label: { ↓\(icon) } }; FeedView() } } }")
  }

  /// The view is drawn in a `.tabItem { }` closure, directly or inside a stack there.
  static func isInTabItem(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var current: SwiftUIView? = view
    while let candidate = current {
      if case .modifier("tabItem", _) = candidate.slot { return true }
      current = file.parent(of: candidate)
    }
    return false
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where view.name == "Image" && view.kind == .call {
      guard let swapped = view.argument("systemName") ?? view.arguments.firstUnlabeled,
            case .ternary(let test, let first, let second) = swapped.kind else { continue }
      if view.context.isHidden || view.context.isLabelIcon || saysState(view) || Self.testsLayout(test.text) { continue }
      // `false ? "heart.fill" : "heart"` (a favourite button left for later): one icon, never swapped.
      if test.boolLiteral != nil { continue }
      // `index == 0 ? "house" : index == 1 ? "shield" : …`: a symbol picked for each position of a
      // list of icons, not swapped on a state.
      if Self.picksByPosition(test.text, otherwise: second.text), Self.isLoopVariable(test.text, of: view, in: file) { continue }
      // `i % 9 == 0 ? "sparkles" : "circle.fill"`: a pattern drawn by the loop's count (a starry
      // wallpaper, couplechat's theme), no state.
      // (The loop's own count taken modulo, `i % 9`; not a page wrapped round, `index == current % count`.)
      if test.text.range(of: #"^\s*[A-Za-z_][A-Za-z0-9_]*\s*%"#, options: .regularExpression) != nil,
         Self.isLoopVariable(test.text, of: view, in: file) { continue }
      // A tab's icon (`.tabItem { Image(systemName: selectedTab == 0 ? "house.fill" : "house") }`):
      // the system's tab bar says "selected" for the tab that is.
      if Self.isInTabItem(view, in: file) { continue }
      // The icon of a swipe action, faded in behind a row only while it is dragged: feedback of
      // the drag, not a state anyone focuses.
      if let owner = view.enclosingType, file.project.viewsRevealedByDrag.contains(owner) { continue }
      // `Button { send() } label: { Image(systemName: isSending ? "paperplane.fill" : "paperplane") }
      // .disabled(isSending)`: VoiceOver says "dimmed" while the state lasts.
      if Self.isDisabledByTheSameTest(view, test: test.text, in: file) { continue }
      // Arrows and chevrons point somewhere; they don't show a state.
      if [first.text, second.text].contains(where: { $0.contains("chevron") || $0.contains("arrow") }) { continue }
      // Two frames of one animation (`.loadingAnimationOff` / `.loadingAnimationOn`, QueenCam's
      // role transition): pictures the screen steps through by itself, no state anyone set.
      if [first.text, second.text].allSatisfy({ $0.lowercased().contains("animation") }) { continue }
      if Self.picksForAppearance(test.text) { continue }
      // A button style's picture while pressed (`configuration.isPressed ? .closeHover : .close`,
      // MGO's close button): a moment's highlight under the finger, no state.
      if test.text.hasSuffix("isPressed") { continue }
      // `count <= 50 ? "\(count).circle.fill" : "infinity.circle.fill"`: a number drawn in a symbol
      // is a count, and the symbol's name VoiceOver reads changes with it.
      if [first.text, second.text].contains(where: { $0.hasPrefix("\"\\(") }) { continue }
      // `isPlaying ? "pause.fill" : "play.fill"`: VoiceOver reads "Pause" or "Play", so what it says
      // does change with the state.
      if let a = first.stringLiteral.flatMap(SymbolNames.conventionalAction(of:)),
         let b = second.stringLiteral.flatMap(SymbolNames.conventionalAction(of:)), a != b {
        continue
      }
      // In a control that shows more than the icon (a title, a label view), the icon is an
      // accessory of that name; the state of an icon-only control is what is lost.
      if let control = view.context.enclosingControl.map(file.view),
         file.descendants(of: control).contains(where: { $0.index != view.index && $0.name != "Image" && !$0.context.isHidden
           && !CustomViewSummarizer.containers.contains($0.name) && !CustomViewSummarizer.decoration.contains($0.name) }) {
        continue
      }
      // The element VoiceOver reads: the control around the icon, or the merged row.
      let owners = [view.context.enclosingControl, view.context.replacingAncestor, view.context.combiningAncestor]
        .compactMap { $0 }.map(file.view)
      if owners.contains(where: { saysState($0) || $0.name == "Toggle" }) { continue }
      // VoiceOver speaks the symbol's name when nothing labels it: two symbols with different
      // names (circle / circle.and.line.horizontal, speaker.slash / speaker.wave.2) say the state.
      // An asset image nothing labels is read by its file name, which differs too
      // ("files.selected", "files.unselected"; not "heart.fill", "heart"): the missing name is the
      // image-label or control-name finding there, and naming it is where the state's words belong.
      // (Or three: `added ? "checkmark" : (outOfStock ? "xmark" : "plus")`, ShopEase's pairing card.)
      if view.accessibilityLabel == nil, !owners.contains(where: { $0.accessibilityLabel != nil }),
         let symbols = Self.literalAlternatives(swapped), Self.speakDifferently(symbols) {
        continue
      }
      // `Image(canRewind ? "rewind-on" : "rewind-off")` in a Button `.disabled(!canRewind)`:
      // VoiceOver says "dimmed" on the same state.
      if Self.disablesOnTheSameState(test.text, view: view, in: file) { continue }
      if Self.wordsShowTheSameState(test.text, view: view, in: file) { continue }
      if Self.valueWrittenBeside(test.text, view: view, in: file) { continue }
      // `count > 0 ? "bell.fill" : "bell"` under a badge of the same count: the number is read.
      if Self.badgesTheSameValue(test.text, view: view, in: file) { continue }
      // `isEditingFilters ? "…fill" : "…"` where `isEditingFilters` presents a sheet: the "on"
      // icon shows only under that modal, where VoiceOver can't reach the button (Meshtastic's log filter).
      if Self.presentsModalOnTheSameState(test.text, view: view, in: file) { continue }
      // The eye of a password field: the same state swaps the field between `SecureField` and
      // `TextField`, which VoiceOver announces ("secure text field").
      if Self.switchesSecureField(on: test.text, type: view.enclosingType, in: file) { continue }
      let scope = owners.last ?? view.parent.map(file.view)
      if let scope, file.descendants(of: scope).contains(where: { $0.name == "Text" && $0.kind == .call && showsValue($0) }) {
        continue
      }
      // An icon-only toggle beside a text that says the same state (Windscribe's filters:
      // `Text(filter.enabled ? blocking : allowing)` next to the switch image): VoiceOver reads it
      // in the row.
      if let control = view.context.enclosingControl, let row = file.view(control).parent,
         file.descendants(of: file.view(row)).contains(where: { text in
           text.name == "Text" && text.kind == .call && text.titleArgument.map { Self.isTernary($0) && $0.text.contains(test.text) } == true
         }) {
        continue
      }
      context.report(at: view.position, message(first.text, second.text))
    }
    for object in file.uikitObjects where object.uikitClass == "UIImageView" || object.uikitClass == "UIButton" {
      let swapValue = object.assignments.first { $0.property == "image" && Self.isStateSwap($0.value) }.map { ($0.position, $0.value) }
        ?? object.calls(("setImage")).first { Self.isStateSwap($0.arguments.first?.value) }.flatMap { call in
          call.arguments.first.map { (call.position, $0.value) }
        }
      guard let (position, swapped) = swapValue else { continue }
      // Hidden by its storyboard and never shown by code (Bevy's unused settings switches).
      if object.isOutlet, context.project.isKeptHiddenByInterfaceBuilder(object) { continue }
      // The picture drawn for the light or dark look (`Appearance.mode == .dark ? darkBgDeleteImage
      // : lightBgDeleteImage`, AudioLearning's delete button): the same icon in two inks, no state.
      if case .ternary(let condition, _, _) = swapped.kind, Self.picksForAppearance(condition.text) { continue }
      // Chosen once as the view is made, by the build's configuration (`Config.environment ==
      // .production ? logoA : logoB` in telabook's `lazy var logoImageView = { … }()`): no state
      // that changes while it shows. Only the one image it is ever given, outside any function.
      if case .ternary(let condition, _, _) = swapped.kind, Self.testsConfiguration(condition.text),
         object.assignments.filter({ $0.property == "image" }).count + object.calls("setImage").count == 1,
         file.declarations.innermostFunction(containing: position.utf8Offset) == nil { continue }
      // A backdrop picture drawn in the colour an item was given (Particle's record card:
      // `textStyleBackgroundView.image = data.color == "YELLOW" ? .background_yellow : …`): the
      // item's look, not a state of it.
      if Self.isBackdrop(object.name), case .ternary(let condition, _, _) = swapped.kind, Self.testsAColour(condition.text) { continue }
      // Drawn for the control's own enabled state (`isEnabled ? .arrowDefault : .arrowDisabled`,
      // KorailTalk's drop-down button): VoiceOver already says "dimmed" when it is off.
      if case .ternary(let condition, _, _) = swapped.kind,
         ["isEnabled", "self.isEnabled", "!isEnabled", "!self.isEnabled"].contains(condition.text.filter { !$0.isWhitespace }) { continue }
      // A person's or an item's picture (`profileImageView`, `avatarView`): the photo or its
      // stand-in (an anonymous avatar, a default dog or cat) is content, not a state (SOPT's poke
      // list, WalWal's profile card).
      // (A picture by its name: not `profileNameButton`, a name whose badge may mark a state.)
      let lowerName = object.name.lowercased()
      // (Not a badge or mark on the picture, MetaX's `livePhotoBadgeImageView`.)
      if ["profile", "avatar", "photo", "thumbnail", "user"].contains(where: lowerName.contains),
         ["imageview", "image", "photo", "photoview", "avatar", "avatarview", "thumbnail", "thumbnailview", "picture"].contains(where: lowerName.hasSuffix),
         !["badge", "icon", "indicator", "mark", "check", "status", "state", "flag", "verified"].contains(where: lowerName.contains) {
        continue
      }
      // Hidden from VoiceOver (an image view made no element, OsmAnd's day or night crosshair):
      // its picture is decoration, and no one listening misses a state.
      if object.uikitClass == "UIImageView", object.isAccessibilityElement == false || object.assignment("accessibilityElementsHidden")?.value.boolLiteral == true {
        continue
      }
      if object.assigns("accessibilityValue") || object.assigns("isSelected") || object.assigns("accessibilityLabel")
        || object.traits.contains("selected") || file.isInsideAccessibilityElement(object) {
        continue
      }
      // A button nothing names is read by its picture's file name, which changes with it
      // ("…star selected", "…star normal", OmnieCommerce's favourites): naming it is
      // uikit-button-name's finding, and where the state's words belong.
      if object.uikitClass == "UIButton", !object.hasAccessibilityLabel, !object.hasVisibleTitle,
         let names = Self.namedImageAlternatives(swapped), Self.speakDifferently(names) { continue }
      if followsOwnSelection(object, file) { continue }
      // The view's type describes itself for accessibility, and an element around it speaks that
      // description (Delta Chat's message cell reads `StatusView.getAccessibilityString`).
      if let type = object.enclosingType, file.project.typesDescribedInLabels.contains(TypeIndex.simpleName(type)) { continue }
      if Self.saysStateBeside(swapAt: position, of: object, on: swapped, in: file) { continue }
      if Self.followsASwitch(swapAt: position, in: file) { continue }
      context.report(at: position, LocalizedText(
        en: "'\(object.name)' swaps its image on a condition but nothing VoiceOver reads changes with it; set accessibilityValue, the .selected trait or isSelected",
        ko: "'\(object.name)'의 이미지가 조건에 따라 바뀌지만 VoiceOver가 읽는 내용은 그대로입니다. accessibilityValue, .selected 특성 또는 isSelected를 지정하세요"))
    }
  }

  private func message(_ first: String, _ second: String) -> LocalizedText {
    LocalizedText(
      en: "the icon switches between \(first) and \(second) on a condition, but nothing VoiceOver reads changes with it; add .accessibilityValue(_:) or the .isSelected trait",
      ko: "아이콘이 조건에 따라 \(KoreanParticle.and.attach(to: "\(first)")) \(second) 사이에서 바뀌지만 VoiceOver가 읽는 내용은 그대로입니다. .accessibilityValue(_:)나 .isSelected 특성을 추가하세요")
  }

  /// A label, value or trait set here that may carry the state.
  private func saysState(_ view: SwiftUIView) -> Bool {
    if view.hasModifier("accessibilityValue") || !view.addedTraits.isDisjoint(with: ["isSelected", "isToggle"]) { return true }
    if let label = view.accessibilityLabel, label.kind != .closure, label.stringLiteral == nil { return true }
    return view.modifiers.contains { $0.name == "accessibilityAddTraits" && $0.arguments.first.map { Self.isTernary($0.value) } == true }
  }

  /// `Text(isOpen ? "열림" : "잠김")`, `Text(status.title)`: text that changes with a value.
  private func showsValue(_ text: SwiftUIView) -> Bool {
    guard let title = text.titleArgument else { return true }
    switch title.kind {
    case .string: return false
    default: return true
    }
  }

  /// The words VoiceOver speaks for a symbol name: its parts without the fill variant
  /// (`heart.fill` and `heart` both read "heart").
  /// The symbols a choice of literals names, nested or not (`added ? "checkmark" : (outOfStock ?
  /// "xmark" : "plus")`), nil when a branch is anything but a literal.
  static func literalAlternatives(_ choice: ExpressionInfo) -> [String]? {
    if let literal = choice.stringLiteral { return [literal] }
    // `.tjSearch`: an asset catalog's generated image resource, read by its asset name as a
    // string name is.
    if case .member(nil, let resource) = choice.kind { return [resource] }
    guard case .ternary(_, let then, let otherwise) = choice.kind,
          let first = literalAlternatives(then), let second = literalAlternatives(otherwise) else { return nil }
    return first + second
  }

  /// Each different name of `names` is spoken differently (`repeat_off` may stand for two states;
  /// `heart.fill` and `heart` are both read "heart").
  static func speakDifferently(_ names: [String]) -> Bool {
    let distinct = Set(names)
    return distinct.count > 1 && Set(distinct.map(spokenWords)).count == distinct.count
  }

  /// The names of the asset pictures a UIKit image is swapped between
  /// (`flag ? UIImage(named: "star-selected") : UIImage(named: "star-normal")`,
  /// `UIImage(named: flag ? "a" : "b")`, `#imageLiteral(resourceName: "checked")`), with "" for
  /// no picture (`nil`, read as the bare "button"); nil when any choice is something else.
  static func namedImageAlternatives(_ value: ExpressionInfo) -> [String]? {
    let text = value.text
    guard text.contains("UIImage") && text.contains("named:") || text.contains("#imageLiteral(resourceName:"),
          !text.contains("systemName") else { return nil }
    let literals = text.matches(of: /"([^"\\]*)"/).map { String($0.output.1) }
    let nothing = text.matches(of: /(?:\?|:)\s*nil\b/).map { _ in "" }
    // (One literal or `nil` for each arm of the choice: `a ? x : b ? y : z` has three.)
    let arms = text.components(separatedBy: " ? ").count
    return arms >= 2 && literals.count + nothing.count == arms ? literals + nothing : nil
  }

  static func spokenWords(_ symbol: String) -> [Substring] {
    symbol.split(separator: ".").filter { $0 != "fill" }
  }

  /// A condition on a type's configuration value (`Config.environment == .production`,
  /// `AppEnvironment.isBeta`): a value that belongs to the build, not to the screen's state.
  static func testsConfiguration(_ condition: String) -> Bool {
    let compact = condition.filter { !$0.isWhitespace }
    guard let first = compact.first, first.isUppercase || compact.hasPrefix("!") && compact.dropFirst().first?.isUppercase == true else { return false }
    let lower = compact.lowercased()
    return ["environment", "config", "build", "scheme", "isbeta", "isdebug", "production", "staging"].contains(where: lower.contains)
  }

  /// A test of the light or dark look (`colorScheme == .dark`, `Appearance.mode == .dark`,
  /// `traitCollection.userInterfaceStyle == .dark`): a picture chosen for the ink, not a state.
  static func picksForAppearance(_ condition: String) -> Bool {
    let lowered = condition.lowercased()
    // (Not a theme chosen in a picker, nor a dark-mode switch's own setting: those are states.)
    return ["colorscheme", "userinterfacestyle"].contains(where: lowered.contains)
      || lowered.range(of: #"(==|!=)\s*\.(dark|light)\b"#, options: .regularExpression) != nil
  }

  /// A view named as a backdrop (`textStyleBackgroundView`, `cardBgImageView`).
  static func isBackdrop(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["backgroundview", "backgroundimageview", "bgview", "bgimageview"].contains(where: lowered.hasSuffix)
  }

  /// A test of a colour or theme value (`data.color == "YELLOW"`, `card.theme == .pink`).
  static func testsAColour(_ condition: String) -> Bool {
    guard let subject = ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized(condition)) else { return false }
    let last = (subject.split(separator: ".").last.map(String.init) ?? subject).lowercased()
    return ["color", "colour", "theme", "colortype", "colorname"].contains(last)
  }

  /// pepchat's empty members list: a picture chosen by `isEmpty`, over the app's own text view
  /// given `headline` (marked unless the words choose on the same value).
  static func emptyStatePicture(headline: String) -> RuleExample {
    RuleExample("""
      struct PeptideText: View { let text: String\n var body: some View { Text(text).font(.headline) } }
      struct Members: View { let isEmpty: Bool
        var body: some View { VStack { \(headline.contains("?") ? "" : "↓")Image(isEmpty ? .peptideDmEmpty : .peptideNotFound).accessibilityLabel("Members").resizable().frame(width: 100, height: 100); PeptideText(text: \(headline)) } }
      }
      """)
  }

  /// Words elsewhere on the same screen appear on the same value (MLR's admin preview: `if let pd =
  /// previewDate { Text("Previewing as …") }` beside the calendar icon that `previewDate == nil`
  /// swaps): VoiceOver reads the state there.
  static func wordsShowTheSameState(_ test: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let subject = ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized(test)), let type = view.enclosingType else { return false }
    let texts: Set<String> = ["Text", "Label"]
    return file.views.contains { candidate in
      // Words that choose between two phrases on the same value (`Text(hasRecord ? "요약할 책이 있어요!" :
      // "독서 기록을 기다리고 있어요")` beside B.READ's happy or sad mascot).
      // (Or the app's own text view given them, `PeptideText(text: isEmpty ? "No Members Yet" :
      // "Nothing Matches Your Search")` beside pepchat's empty or not-found picture.)
      if candidate.enclosingType == type, candidate.index != view.index, !candidate.context.isHidden,
         texts.contains(candidate.name) || candidate.kind == .call && file.customView(named: candidate.name)?.content == .text,
         candidate.arguments.contains(where: { argument in
           let words = argument.value.text
           return words.contains("?") && words.contains(":") && words.contains("\"") && IdentifierWords.mentions(subject, in: words)
         }) {
        return true
      }
      guard candidate.enclosingType == type, candidate.index != view.index, let branch = candidate.branchCondition,
            IdentifierWords.mentions(subject, in: branch) else { return false }
      if texts.contains(candidate.name) || file.descendants(of: candidate).contains(where: { texts.contains($0.name) && !$0.context.isHidden }) {
        return true
      }
      // A view function of the same file drawing words (`previewBanner(date: pd)`), or one given
      // its words (`toast(icon: .check, text: "코드 복사가 완료되었어요!")`, TEOPLE's copied-code toast).
      guard candidate.name.first?.isLowercase == true else { return false }
      // (Under the very test the icon swaps on, not another value of its subject.)
      if ColorOnlyStateRule.normalized(branch).split(separator: "·").contains(where: { $0 == "if" + ColorOnlyStateRule.normalized(test) }),
         candidate.arguments.contains(where: { argument in
           ["text", "title", "message"].contains(argument.label ?? "") && argument.value.stringLiteral.map { !$0.isEmpty } == true
         }) {
        return true
      }
      return file.declarations.functions.contains { function in
        function.name == candidate.name && file.views.contains { texts.contains($0.name) && function.body.contains($0.position.utf8Offset) }
      }
    }
  }

  /// Stars filled up to a rating with the rating written beside them (`ForEach(0..<5) { index in
  /// Image(systemName: index < Int(rating) ? "star.fill" : "star") }; Text("\(rating)/5")`, Mealie's
  /// recipes): the words say the value the icons draw.
  static func valueWrittenBeside(_ test: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard var container = view.parent.map(file.view) else { return false }
    if container.name == "ForEach", let up = container.parent.map(file.view) { container = up }
    // The values the test reads, whole (`review.rating`, not `review`, which names a nickname too).
    func paths(_ text: String) -> Set<String> {
      Set(text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map(String.init))
    }
    let names = paths(test).filter { name in
      name.count >= 3 && name.first?.isLowercase == true && !["index", "idx", "offset", "true", "false", "nil", "self"].contains(name)
    }
    guard !names.isEmpty else { return false }
    return file.descendants(of: container).contains { text in
      guard text.name == "Text", !text.context.isHidden, let words = text.arguments.first?.value.text else { return false }
      return !names.isDisjoint(with: paths(words))
    }
  }

  /// A badge (`.badge(count)`, the app's `.customBadge(count)`, here or in an overlay around the
  /// icon) given the value the icon's test reads: the count it shows says what the filled icon does.
  static func badgesTheSameValue(_ test: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let subject = ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized(test)) else { return false }
    // The icon's own modifiers and those of the two views around it (its row), no further.
    let chain: [ViewModifierCall] = view.modifiers + file.ancestry(of: view).steps.prefix(2).flatMap { Array($0.applyingModifiers) }
    return chain.contains { modifier in
      // (The whole modifier, trailing closure included: `.overlay { Color.clear.customBadge(count) }`.)
      let text = file.text(from: modifier.start, to: modifier.end)
      guard modifier.name.lowercased().contains("badge") || text.lowercased().contains("badge(") else { return false }
      return Self.mentionsWholePath(subject, in: ColorOnlyStateRule.normalized(text))
    }
  }

  /// `count` standing in `text` as a whole path: not `messages.count`, not `counter`.
  /// A screen with a switch and a picture swapped on a status: the switch's, or a stored flag's.
  static func locationExample(followsSwitch: Bool) -> RuleExample {
    RuleExample("""
      final class LocationSettingVC: UIViewController {
        private let permissionToggle = UISwitch()
        private let exampleImageView = UIImageView()
        private var isPublicRecord = true
        func bind() {
          \(followsSwitch ? "permissionToggle.rx.isOn" : "recordStatus").subscribe(onNext: { [weak self] status in
            \(followsSwitch ? "" : "↓")self?.exampleImageView.image = status ? UIImage(named: "locationPublic") : UIImage(named: "locationPrivate")
          })
        }
      }
      """)
  }

  /// The swap runs where the file reads a switch's state (`permissionToggle.rx.isOn … { owner,
  /// status in exampleImageView.image = status ? … }`, NEMODU's location setting): the picture
  /// illustrates what the switch, announced "on" or "off", already says.
  static func followsASwitch(swapAt position: SourcePosition, in file: SwiftFileModel) -> Bool {
    let switches = file.uikitObjects.filter { $0.uikitClass == "UISwitch" }.map(\.name)
    guard !switches.isEmpty, let function = file.declarations.innermostFunction(containing: position.utf8Offset) else { return false }
    let text = file.converter.source.text(from: function.body.lowerBound, to: position.utf8Offset)
    return switches.contains { name in ["\(name).rx.isOn", "\(name).isOn", "\(name).rx.value"].contains(where: text.contains) }
  }

  static func mentionsWholePath(_ path: String, in text: String) -> Bool {
    let isPathPart: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false }
    var rest = Substring(text)
    while let range = rest.range(of: path) {
      if !isPathPart(rest[..<range.lowerBound].last),
         !(rest[range.upperBound...].first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// A `.disabled(...)` on the icon or a view around it that tests the value the icon swaps on.
  static func disablesOnTheSameState(_ test: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let subject = ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized(test)) else { return false }
    let chain: [ViewModifierCall] = view.modifiers + file.ancestry(of: view).steps.flatMap { Array($0.applyingModifiers) }
    return chain.contains { modifier in
      modifier.name == "disabled" && modifier.arguments.contains {
        ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized($0.value.text)) == subject
      }
    }
  }

  /// Presentations that cover the screen and keep VoiceOver in what they show.
  static let modalPresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

  /// A modal presentation in the icon's type is bound to the value the icon swaps on
  /// (`.sheet(isPresented: $isEditingFilters)`): its other icon is seen only while the modal is up.
  static func presentsModalOnTheSameState(_ test: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let subject = ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized(test)),
          subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let bindings: Set<String> = ["$" + subject, "$self." + subject]
    return file.views.contains { presenter in
      presenter.enclosingType == view.enclosingType && presenter.modifiers.contains { modifier in
        modalPresentations.contains(modifier.name) && modifier.arguments.contains { $0.label == "isPresented" && bindings.contains($0.value.text) }
      }
    }
  }

  /// A cell's or button's own checkbox swapped on its `isSelected` (in `override var isSelected
  /// { didSet }`): UIKit gives a selected cell or button the selected trait, so VoiceOver already
  /// says "selected".
  private func followsOwnSelection(_ object: UIKitObject, _ file: SwiftFileModel) -> Bool {
    guard let owner = object.enclosingType,
          let ownerClass = file.project.types.uikitClass(of: owner),
          ["UITableViewCell", "UICollectionViewCell", "UIButton"].contains(ownerClass) else { return false }
    let swaps = object.assignments.filter { $0.property == "image" }.map { ($0.position, $0.value) }
      + object.calls("setImage").compactMap { call in call.arguments.first.map { (call.position, $0.value) } }
    return swaps.contains { position, value in
      guard case .ternary(let condition, _, _) = value.kind else { return false }
      var text = condition.text.filter { !$0.isWhitespace }
      if text.hasPrefix("!") { text.removeFirst() }
      if text.hasPrefix("self.") { text.removeFirst(5) }
      // `override var isSelected { set { setImage(newValue ? on : off, for: .normal); super.isSelected = newValue } }`
      // (AdGuard's RadioButton): the new selection, which the button keeps.
      if text == "newValue", file.behaviour.property(containing: position)?.name == "isSelected" { return true }
      // A cell's `setSelected(_ selected: Bool)` fed from its table's or collection's own selection
      // (Feelin's lyrics backgrounds: `selectItem(at:)`, `indexPathsForSelectedItems`).
      if ownerClass != "UIButton", file.project.usesUIKitCellSelection,
         let function = file.behaviour.functions.last(where: { $0.position <= position && position <= $0.end }),
         function.name == "setSelected", text == "selected" || text == "isSelected" { return true }
      return text == "isSelected"
    }
  }

  /// Another view of the same type, set in the function or property accessor that swaps the
  /// image, whose state VoiceOver speaks: a control's or cell's `isSelected` (`button.isSelected =
  /// isSelected` beside `imageView.image = isSelected ? checked : unchecked`), an
  /// `accessibilityValue`, or the `.selected` trait.
  static func saysStateBeside(swapAt position: SourcePosition, of object: UIKitObject, on swapped: ExpressionInfo, in file: SwiftFileModel) -> Bool {
    let function = file.behaviour.functions.last { $0.position <= position && position <= $0.end }
    let property = file.behaviour.property(containing: position)
    // The innermost of the two.
    let body: (start: SourcePosition, end: SourcePosition)
    switch (function, property) {
    case let (function?, property?): body = function.position > property.start ? (function.position, function.end) : (property.start, property.end)
    case let (function?, nil): body = (function.position, function.end)
    case let (nil, property?): body = (property.start, property.end)
    case (nil, nil): return false
    }
    func inBody(_ at: SourcePosition) -> Bool { body.start <= at && at <= body.end }
    let selectable: Set<String> = UIKitClasses.controls.union(SwiftFileModel.cellClasses)
    return file.uikitObjects.contains { other in
      guard other.enclosingType == object.enclosingType,
            other.name != object.name || other.position != object.position else { return false }
      let assigned = other.assignments.contains { assignment in
        guard inBody(assignment.position) else { return false }
        switch assignment.property {
        case "isSelected":
          return assignment.value.boolLiteral == nil && selectable.contains(other.uikitClass)
        case "accessibilityValue": return assignment.value.text != "nil" && assignment.value.stringLiteral?.isEmpty != true
        case "accessibilityTraits": return assignment.value.text.contains("selected")
        // A label beside it whose words change on the same test (`detailLabel.text = result ==
        // .negative ? negativeText : positiveText`, Corona-Warn-App's test results).
        case "text":
          // The words the caller gives with the state (`func updateAlert(correct: Bool, message:
          // String) { alertLabel.text = message; alertImageView.image = correct ? ok : wrong }`,
          // Tempo's username check): the label says what the icon shows.
          // (A message, not the item's name: `configure(title:isSelected:)` names the row, Purithm's terms.)
          if other.uikitClass == "UILabel", let function, Self.isStringParameter(assignment.value.text, of: function, in: file),
             IdentifierWords.words(in: assignment.value.text).contains(where: { ["message", "status", "error", "result", "feedback", "warning", "hint", "state"].contains($0) }) {
            return true
          }
          guard case .ternary(let test, _, _) = swapped.kind, other.uikitClass == "UILabel" else { return false }
          if case .ternary(let textTest, _, _) = assignment.value.kind {
            return ColorOnlyStateRule.normalized(test.text) == ColorOnlyStateRule.normalized(textTest.text)
          }
          // Through a local picked on the same test (`let key = isOn ? "on_title" : "off_title"`;
          // `label.text = String.localizedString(key)`, AdGuard's DNS implementation row).
          let condition = ColorOnlyStateRule.normalized(test.text)
          let names = assignment.value.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
          return names.contains { name in
            file.localValue(named: String(name), from: body.start, to: body.end)?.hasPrefix(condition + "?") == true
          }
        default: return false
        }
      }
      return assigned || other.calls.contains { call in
        inBody(call.position) && call.method.hasPrefix("accessibilityTraits.")
          && call.arguments.contains { $0.value.text.contains("selected") }
      }
    }
  }

  /// Whether `name` is a `String` parameter of the function (read from its header).
  static func isStringParameter(_ name: String, of function: DeclaredFunction, in file: SwiftFileModel) -> Bool {
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let text = file.text(from: function.position, to: function.end)
    let header = text.prefix { $0 != "{" }
    return header.contains(" \(name): String") || header.contains("(\(name): String")
  }

  /// A `SecureField` of `type` shown under a branch that tests `condition` (`if isSecured {
  /// SecureField(…) } else { TextField(…) }`).
  static func switchesSecureField(on condition: String, type: String?, in file: SwiftFileModel) -> Bool {
    let subject = ColorOnlyStateRule.conditionSubject(condition)?.replacingOccurrences(of: "self.", with: "")
    guard let subject, !subject.isEmpty else { return false }
    return file.views.contains { field in
      guard field.name == "SecureField", field.enclosingType == type, let branch = field.branchCondition else { return false }
      return branch.split(separator: "·").contains { part in
        ColorOnlyStateRule.conditionSubject(String(part))?.replacingOccurrences(of: "self.", with: "") == subject
      }
    }
  }

  /// `isFavorite ? viewModel.imageForCountryCode : nil`: the model's own picture (a flag, an
  /// avatar) shown or not, not an icon drawn for a state; an asset (`UIImage(named: "check")`,
  /// `UIImage.checkmark`, `Asset.check.image`) shown or not still is one.
  static func showsContentOrNothing(_ value: ExpressionInfo?) -> Bool {
    guard let value, case .ternary(_, let first, let second) = value.kind else { return false }
    let shown: ExpressionInfo
    if first.text == "nil" { shown = second } else if second.text == "nil" { shown = first } else { return false }
    // A picture loaded from the data (`ChefbookCentral.sharedInstance.imageWith(imageName)`, a
    // recipe's photo): every argument a value, none an asset's name written in the code.
    // (Not an image made by name, `UIImage(systemName: checkSymbol)`: a symbol or an asset.)
    if case .call(let callee, let arguments) = shown.kind, !arguments.isEmpty,
       !["UIImage", "Image", "NSImage"].contains(where: { callee == $0 || callee.hasPrefix($0 + ".") || callee.hasPrefix($0 + "(") }),
       !arguments.contains(where: { ["systemName", "named", "systemImage"].contains($0.label ?? "") }) {
      return arguments.allSatisfy { argument in
        guard case .reference = argument.value.kind else { return false }
        return true
      }
    }
    // A value read from something (`viewModel.flag`, `avatar`), not a type's constant (`UIImage.checkmark`).
    guard case .reference(let name) = shown.kind, let head = name.first else { return false }
    return head.isLowercase
  }

  /// An image chosen by a condition that may be a state: not a picture shown or not, nor one
  /// fitted to the screen.
  private static func isStateSwap(_ value: ExpressionInfo?) -> Bool {
    guard let value, case .ternary(let test, _, _) = value.kind else { return false }
    return !showsContentOrNothing(value) && !testsLayout(test.text) && !testsRole(test.text)
  }

  /// `isOwner ? settings : more`: the picture of the person's role (ThunderRing's group screen,
  /// a gear for its owner and a menu for members), a different function rather than a state
  /// that changes.
  static func testsRole(_ test: String) -> Bool {
    let words = Set(IdentifierWords.words(in: test).map { $0.lowercased() })
    return !words.isDisjoint(with: ["owner", "host", "admin", "role", "leader"])
  }

  /// A ticket composer's send button, its icon filled while sending, disabled by `condition`.
  static func sendButton(disabledBy condition: String) -> RuleExample {
    RuleExample("""
      struct SendButton: View {
        let isSending: Bool
        var body: some View {
          Button { Task { await onSend() } } label: {
            \(condition.contains("isSending") ? "" : "↓")Image(systemName: isSending ? "paperplane.fill" : "paperplane").frame(width: 32, height: 32)
          }
          .disabled(\(condition))
          .accessibilityLabel("보내기")
        }
      }
      """)
  }

  /// The control around the icon is disabled by the condition that swaps it.
  static func isDisabledByTheSameTest(_ view: SwiftUIView, test: String, in file: SwiftFileModel) -> Bool {
    guard let control = view.context.enclosingControl.map(file.view),
          let subject = ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized(test)) else { return false }
    return control.modifiers(named: "disabled").contains { disabled in
      guard let argument = disabled.arguments.first?.value.text else { return false }
      // One of several reasons it is disabled (`.disabled(!canSave || isSaving)`, Rodi's save button).
      let reasons = ColorOnlyStateRule.operands(argument, by: "||").map(Array.init) ?? [argument]
      return reasons.contains { ColorOnlyStateRule.conditionSubject(ColorOnlyStateRule.normalized($0)) == subject }
    }
  }

  /// The name the test compares (`index` in `index == 0`) is the parameter of a `ForEach` around
  /// the view (`ForEach(0..<5) { index in … }`), not a state.
  static func isLoopVariable(_ test: String, of view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let name = test.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return false }
    return file.ancestry(of: view).steps.contains { step in
      guard step.ancestor.name == "ForEach" else { return false }
      let opening = file.text(from: step.ancestor.position, to: step.child.position).filter { !$0.isWhitespace }
      return opening.contains("{\(name)in") || opening.contains("{(\(name))in")
    }
  }

  /// `index == 0` whose other branch tests the same name against another number (`index == 1 ? …`).
  static func picksByPosition(_ test: String, otherwise: String) -> Bool {
    let parts = test.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          Int(parts[1]) != nil else { return false }
    let rest = otherwise.filter { !$0.isWhitespace }
    return rest.hasPrefix(parts[0] + "==") && rest.dropFirst(parts[0].count + 2).prefix(while: \.isNumber).count > 0
  }

  /// The screen's shape or look (`orientation.isLandscape`, a size class, the device idiom, dark
  /// mode) chooses the picture: a background fitted to the screen, not a state (Firefox Focus).
  /// So does a chat message's side (`direction == .outgoing ? .outgoingTail : .incomingTail`): the
  /// bubble's tail points the way its side already shows, sent or received.
  static func testsLayout(_ condition: String) -> Bool {
    let lowered = condition.lowercased()
    return ["landscape", "portrait", "orientation", "sizeclass", "idiom", "colorscheme", "userinterfacestyle",
            "outgoing", "incoming", "fromcurrentuser", "sentbyme", "ismine"]
      .contains { lowered.contains($0) }
  }

  private static func isTernary(_ value: ExpressionInfo?) -> Bool {
    guard let value else { return false }
    if case .ternary = value.kind { return true }
    return false
  }
}
