import A11yCore

/// UIKit buttons given an image and neither a title nor an accessibility label.
public struct UIKitButtonNameRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "uikit-button-name",
    title: LocalizedText(en: "Image buttons need a label", ko: "이미지 버튼에는 레이블이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        A `UIButton` that shows only an image is read by VoiceOver as the image's file name or just "button" \
        — the guideline's security keypad whose keys all sound alike. Set `accessibilityLabel` ("3", "Delete") \
        or a title. An `@IBOutlet` is judged with the storyboards and xibs that connect it: reported only when \
        neither the code nor any of them names the button.
        """,
      ko: """
        이미지만 있는 `UIButton`은 VoiceOver가 이미지 파일 이름이나 "버튼"으로만 읽습니다. 지침의 보안 키패드처럼 모든 키가 \
        같은 소리로 들립니다. `accessibilityLabel`("3", "삭제")이나 제목을 지정하세요. `@IBOutlet` 버튼은 연결한 \
        스토리보드와 xib까지 함께 보고, 코드와 그 파일 어느 쪽도 이름을 주지 않을 때만 보고합니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.textAlternatives, .assistiveTechnology], wcag: ["1.1.1", "4.1.2"],
    hig: "Accessibility › VoiceOver › Labels",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the button never placed: this view adds it.
        "final class 정류장헤더: UIView {\n  private let titleLabel = UILabel()\n  private let mapButton: UIButton = {\n    let button = UIButton()\n    ↓button.setImage(UIImage(named: \"map_pin\"), for: .normal)\n    return button\n  }()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    addSubview(titleLabel)\n    addSubview(mapButton)\n    mapButton.snp.makeConstraints { $0.edges.equalToSuperview() }\n  }\n}",
        // A key drawing its symbol in an image view inside itself (mangomDex's plus and minus keys).
        "final class NumberButton: UIButton {\n  init(symbol: String) {\n    super.init(frame: .zero)\n    backgroundColor = .white\n    let ↓imageView = UIImageView(image: UIImage(systemName: symbol))\n    addSubview(imageView)\n  }\n}",
        // The neighbour of the item left out: this toolbar holds it.
        boardToolbar(items: "[flexible, refreshItem, moreItem]"),
        // Made and configured through Then (`UIButton(type: .custom).then { … }`, SOPT's bar buttons).
        "final class MainNavigationBar: UIView {\n  private let rightButton = UIButton(type: .custom).then {\n    ↓$0.setImage(UIImage(named: \"btnMypage\"), for: .normal)\n  }\n  func setUp() { addSubview(rightButton) }\n}",
        // The neighbour of the stored local: the property is given a new button later, which the label is for.
        "final class NoteViewController: UIViewController {\n  private var editButton: UIBarButtonItem?\n  override func viewDidLoad() {\n    let ↓editButton = UIBarButtonItem(image: UIImage(named: \"pencil_edit\"), style: .plain, target: self, action: #selector(edit))\n    navigationItem.rightBarButtonItem = editButton\n    self.editButton = editButton\n  }\n  func finishEditing() {\n    editButton = UIBarButtonItem(image: UIImage(named: \"check\"), style: .plain, target: self, action: #selector(done))\n    editButton?.accessibilityLabel = \"완료\"\n  }\n}",
        // The neighbour of the configuration helper: the words it is given are its image's name, its title stays nil.
        "final class PlayerViewController: UIViewController {\n  var playButton = UIButton()\n  func setUpUI() {\n    playButton = UIButton(configuration: iconConfiguration(\"play_icon\"))\n    ↓playButton.setImage(UIImage(named: \"play_icon\"), for: .normal)\n  }\n  private func iconConfiguration(_ name: String, title: String? = nil) -> UIButton.Configuration {\n    var config = UIButton.Configuration.plain()\n    config.title = title\n    return config\n  }\n}",
        // Stored in a property that code never labels.
        "final class BlockViewController: UIViewController {\n  private var publicPlanButton: UIBarButtonItem?\n  override func viewDidLoad() {\n    let ↓publicPlanButton = UIBarButtonItem(image: UIImage(systemName: \"calendar.badge.checkmark\"), style: .plain, target: self, action: #selector(showPicker))\n    navigationItem.leftBarButtonItem = publicPlanButton\n    self.publicPlanButton = publicPlanButton\n  }\n  func reloadData() {\n    publicPlanButton?.isEnabled = hasPlans\n  }\n}",
        // A helper given an image's name, whose configuration shows only that image.
        "final class PlayerViewController: UIViewController {\n  var playButton = UIButton()\n  func setUpUI() {\n    playButton = UIButton(configuration: iconConfiguration(\"play_icon\"))\n    ↓playButton.setImage(UIImage(named: \"play_icon\"), for: .normal)\n  }\n  private func iconConfiguration(_ name: String) -> UIButton.Configuration {\n    var config = UIButton.Configuration.plain()\n    config.image = UIImage(named: name)\n    return config\n  }\n}",
        // The neighbours of the overflow menu's function: the screen's own function of the same name
        // making an asset's image, and one making an asset's image.
        "enum SettingsIcons { static func moreImage() -> UIImage? { UIImage(systemName: \"ellipsis.circle\") } }\nfinal class ProfileViewController: UIViewController {\n  func moreImage() -> UIImage? { UIImage(named: \"kebab_custom\") }\n  func setUp() {\n    let ↓moreItem = UIBarButtonItem(image: moreImage(), style: .plain, target: self, action: #selector(showMore))\n    navigationItem.rightBarButtonItem = moreItem\n  }\n}",
        "private func getBadgeImage() -> UIImage? {\n  return UIImage(named: \"badge\")\n}\nfinal class ProfileViewController: UIViewController {\n  let ↓badgeItem = UIBarButtonItem(image: getBadgeImage(), style: .plain, target: nil, action: nil)\n}",
        // The neighbour of the back button's constant: a symbol kept in a constant that names no
        // action ("star" is read as the picture).
        "final class SearchViewController: UIViewController {\n  private enum Constant { enum FavouriteButton { static let image = \"star\" } }\n  private let favouriteButton = UIButton(configuration: .filled())\n  override func viewDidLoad() {\n    ↓favouriteButton.configuration?.image = UIImage(systemName: Constant.FavouriteButton.image)\n    favouriteButton.addTarget(self, action: #selector(toggleFavourite), for: .touchUpInside)\n  }\n}",
        // The neighbour of the re-tinting class: it gives the button an image of its own.
        "@IBDesignable class EnhancedButton: UIButton {\n  @IBInspectable var imageColor: UIColor = .systemBlue {\n    didSet { ↓setImage(UIImage(named: \"ic_close\")?.withRenderingMode(.alwaysTemplate), for: .normal); tintColor = imageColor }\n  }\n}",
        // The neighbour of the action buttons: one screen makes one with its icon alone.
        "final class ActionButton: UIButton {\n  let iconImage: UIImage?\n  init(iconImage: UIImage?) { self.iconImage = iconImage; super.init(frame: .zero); setUp() }\n  required init?(coder: NSCoder) { fatalError() }\n  func setUp() { if iconImage != nil { ↓setImage(iconImage, for: .normal) } }\n}\nfinal class ContactViewController: UIViewController {\n  func addButtons() {\n    let send = ActionButton(iconImage: UIImage(named: \"actionButton_send\"))\n    send.setTitle(NSLocalizedString(\"보내기\", comment: \"\"), for: .normal)\n    let scan = ActionButton(iconImage: UIImage(named: \"actionButton_scan\"))\n    view.addSubview(send); view.addSubview(scan)\n  }\n}",
        // A menu button that keeps its image: no title comes from the menu.
        "final class Tracks: UIViewController {\n  private lazy var sortButton: UIButton = {\n    let button = UIButton(configuration: .plain(), primaryAction: nil)\n    ↓button.setImage(UIImage(named: \"ic_sort\"), for: .normal)\n    button.menu = makeSortMenu()\n    button.showsMenuAsPrimaryAction = true\n    return button\n  }()\n  override func viewDidLoad() { view.addSubview(sortButton) }\n}",
        // The neighbour of the bar button labelled through its place: the label goes to the other side.
        "final class CertificateItemDetailViewController: UIViewController {\n  func setupNavigationBar() {\n    let ↓deleteIcon = UIBarButtonItem(image: .delete, style: .plain, target: self, action: #selector(deleteCertificate))\n    navigationItem.rightBarButtonItem = deleteIcon\n    navigationItem.leftBarButtonItem?.accessibilityLabel = \"Back\"\n  }\n}",
        // The neighbour of UkrZoloto's comment button: the controller only changes its image.
        "final class CommentView: UIView {\n  let button = LeftImageButton()\n  func configureButton() {\n    button.setTitleColor(.black, for: .normal)\n    ↓button.setImage(UIImage(named: \"img_btn_01\"), for: .normal)\n  }\n}\nfinal class LeftImageButton: UIButton {}\nfinal class CommentCellController {\n  var commentView: CommentView?\n  func update() { commentView?.button.setImage(UIImage(named: \"remove\"), for: .normal) }\n}",
        // A title's font is set, the title filled in elsewhere (Firefox Focus): information to review.
        "final class Overlay: UIView {\n  func makeSuggestionButton() {\n    let searchButton = UIButton()\n    ↓searchButton.setImage(UIImage(named: \"icon_searchfor\"), for: .normal)\n    searchButton.titleLabel?.font = .systemFont(ofSize: 16)\n    buttons.append(searchButton)\n  }\n}",
        // The neighbour of the R.swift accessor: a designer's file name.
        "final class Bar: UIView {\n  let deleteButton = UIButton(type: .system)\n  func setUp() { ↓deleteButton.setImage(R.image.onboarding_failed(), for: .normal); addSubview(deleteButton) }\n}",
        // An R.swift accessor named with the plain word (AlphaWallet's browser bar): read by its name, said as information.
        "final class Bar: UIView {\n  let forwardButton = UIButton(type: .system)\n  func setUp() { ↓forwardButton.setImage(R.image.toolbarForward(), for: .normal); addSubview(forwardButton) }\n}",
        // Nova Wallet's browser bar: the same accessor force-unwrapped in a bar item.
        // Declared with no value and made in a setup method (Kikurage's side menu item): reported where it is made.
        "final class HomeViewController: UIViewController {\n  private var sideMenuBarButtonItem: UIBarButtonItem!\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    sideMenuBarButtonItem = ↓UIBarButtonItem(image: UIImage(named: \"menu\"))\n    navigationItem.leftBarButtonItems = [sideMenuBarButtonItem]\n  }\n}",
        "final class BrowserLayout: UIView {\n  let ↓goBackBarItem: UIBarButtonItem = {\n    let item = UIBarButtonItem(image: R.image.iconBrowserBack()!, style: .plain, target: nil, action: nil)\n    return item\n  }()\n}",
        // The neighbour of the transparent button: shown once its data arrives.
        "final class EduIDButton: UIButton {}\nfinal class Profile: UIViewController {\n  func addSettingsButton() {\n    let settingsButton = EduIDButton(type: .ghost, buttonTitle: nil)\n    ↓settingsButton.setImage(.cog, for: .normal)\n    stack.addArrangedSubview(settingsButton)\n  }\n}",
        "final class Header: UIView {\n  private lazy var infoButton: UIButton = {\n    let button = UIButton(type: .system)\n    ↓button.setImage(UIImage(named: \"question\"), for: .normal)\n    button.alpha = 0\n    return button\n  }()\n  func setUp() { addSubview(infoButton) }\n  func show() { infoButton.alpha = 1 }\n}",
        // The neighbour of the labelled representable: placed without a label.
        "struct BackButtonRepresentable: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIButton {\n    let button = UIButton(type: .custom)\n    ↓button.setImage(UIImage(named: \"arrowLeft\"), for: .normal)\n    return button\n  }\n  func updateUIView(_ button: UIButton, context: Context) {}\n}\nstruct BackButton: View { var body: some View { BackButtonRepresentable() } }",
        // The neighbour: another place is labelled.
        // The neighbour of the labelled image: the label is set on another image than the one shown.
        "final class Groups: UIViewController {\n  override func viewDidLoad() {\n    let image = UIImage(named: \"NavCreateGroup\")\n    let icon = UIImage(named: \"NavSearch\")\n    icon?.accessibilityLabel = \"검색\"\n    let ↓item = UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(createGroup))\n    navigationItem.rightBarButtonItem = item\n  }\n}",
        "final class Status: UITableViewController {\n  func setUp() {\n    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: self, action: nil)\n    let ↓carbs = UIBarButtonItem(image: UIImage(named: \"carbs\"), style: .plain, target: self, action: #selector(addCarbs))\n    toolbarItems = [carbs, space]\n  }\n  func update() { toolbarItems![1].accessibilityLabel = NSLocalizedString(\"Space\", comment: \"\") }\n}",
        // An up arrow wired to increase a value: VoiceOver says "Up", not what it does.
        // The next-keyboard key's globe is read "Globe", a picture, not "Next keyboard".
        "final class KeyboardViewController: UIInputViewController { let nextKeyboardButton = UIButton(type: .system); func addNextButton() { ↓nextKeyboardButton.setImage(UIImage(systemName: \"globe\"), for: .normal); nextKeyboardButton.addTarget(self, action: #selector(handleInputModeList(from:with:)), for: .allTouchEvents) } }",
        // A camera symbol that names something else ("camera rotate" for switching cameras).
        "final class CaptureView: UIView { func flipButton() -> UIButton { let button = UIButton(type: .custom); ↓button.setImage(UIImage(systemName: \"camera.rotate\"), for: .normal); button.addTarget(self, action: #selector(switchCamera), for: .touchUpInside); return button } }",
        // The neighbour of the biometric key: a shield says nothing of what the key does.
        biometricKey(symbol: "lock.shield"),
        "final class SetpointCell: UITableViewCell { let upButton = UIButton(type: .system); func setUp() { ↓upButton.setImage(UIImage(systemName: \"chevron.up\"), for: .normal); upButton.addTarget(self, action: #selector(SetpointCell.increaseValue(_:)), for: .touchUpInside) } }",
        """
        final class KeypadViewController: UIViewController {
          func makeKey(_ digit: Int) -> UIButton {
            let key = UIButton(type: .custom)
            ↓key.setImage(UIImage(named: "key_\\(digit)"), for: .normal)
            return key
          }
        }
        """,
        """
        final class CartView: UIView {
          private lazy var cartButton: UIButton = {
            let button = UIButton(type: .system)
            ↓button.setImage(UIImage(systemName: "cart"), for: .normal)
            return button
          }()
        }
        """,
        """
        final class V: UIViewController {
          let closeButton = UIButton()
          override func viewDidLoad() {
            ↓closeButton.setImage(UIImage(named: "btn_close"), for: .normal)
            closeButton.setTitle("", for: .normal)
          }
        }
        """,
        "final class V: UIViewController { let ↓more = UIBarButtonItem(image: UIImage(named: \"ic_more\"), style: .plain, target: nil, action: nil) }",
        "final class V: UIViewController {\n  override func viewDidLoad() {\n    ↓navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: \"ic_more\"), style: .plain, target: self, action: #selector(more))\n  }\n}",
        "final class V: UIViewController { let ↓compose = UIBarButtonItem(image: UIImage(systemName: \"square.and.pencil\"), style: .plain, target: nil, action: nil) }",
        // A gear is read by its name, not "Settings".
        "final class V: UIViewController {\n  override func viewDidLoad() {\n    let settingsSymbol = UIImage(systemName: \"gearshape\")\n    ↓navigationItem.leftBarButtonItem = UIBarButtonItem(image: settingsSymbol, style: .plain, target: self, action: #selector(showSettings))\n  }\n}",
        // The catalogue's symbol is not read as an action; a system type given an asset image.
        // The project's function returns a symbol VoiceOver reads by a name that may not say what it does.
        "extension String {\n  static func accountSymbol() -> String {\n    if #available(iOS 17.0, *) { return \"person.crop.circle\" }\n    return \"person.circle\"\n  }\n}\nfinal class ProfileViewController: UIViewController {\n  override func viewDidLoad() {\n    let ↓accountButton = UIBarButtonItem(image: UIImage(systemName: .accountSymbol()), style: .plain, target: self, action: #selector(openAccount))\n    navigationItem.rightBarButtonItem = accountButton\n  }\n}",
        "enum Icons2 {\n  static var gallery: UIImage { systemImage(named: \"photo.on.rectangle\") }\n  private static func systemImage(named name: String) -> UIImage { UIImage(systemName: name)! }\n}\nfinal class Viewer: UIViewController {\n  override func viewDidLoad() {\n    ↓navigationItem.rightBarButtonItem = UIBarButtonItem(image: Icons2.gallery, style: .plain, target: self, action: #selector(openGallery))\n  }\n}",
        "extension UIButton {\n  class var moreButton: UIButton {\n    let button = UIButton(type: .detailDisclosure)\n    ↓button.setImage(UIImage(named: \"ic_more\"), for: .normal)\n    return button\n  }\n}",
        "final class V: UIViewController {\n  override func viewDidLoad() {\n    let composeSymbol = UIImage(systemName: \"square.and.pencil\")\n    ↓navigationItem.rightBarButtonItem = UIBarButtonItem(image: composeSymbol, style: .plain, target: self, action: #selector(compose))\n  }\n}",
        // A plain-word asset name is heard as that word: information, with the name it is heard by.
        "final class V: UIViewController { let ↓upload = UIBarButtonItem(image: UIImage(named: \"upload\"), style: .plain, target: nil, action: nil) }",
        // The local's image is an asset, tinted through optional chaining: a file name.
        "final class GuideViewController: UIViewController {\n  override func viewDidLoad() {\n    let image = UIImage(named: \"ic_guide_back\")?\n      .withTintColor(Theme.Colors.text, renderingMode: .alwaysOriginal)\n    ↓navigationItem.leftBarButtonItem = UIBarButtonItem(image: image, style: .done, target: self, action: #selector(goBack))\n  }\n}",
        // Its words only in the value: Voice Control still knows it by the symbol's guessed name.
        "final class RevealButton: UIButton {\n  func commonInit() {\n    isAccessibilityElement = true\n    accessibilityValue = T.showServiceKey\n    ↓setImage(UIImage(systemName: \"eye\"), for: .normal)\n  }\n}",
        "final class V: UIViewController {\n  let compose: UIBarButtonItem = {\n    let item = UIBarButtonItem()\n    ↓item.image = UIImage(systemName: \"square.and.pencil\")!.withRenderingMode(.alwaysTemplate)\n    return item\n  }()\n}",
        """
        final class DeleteKey: UIButton {
          override init(frame: CGRect) {
            super.init(frame: frame)
            ↓setImage(UIImage(named: "key_delete"), for: .normal)
          }
        }
        """,
        // The same glyph in a plain view (no accessibility element) is reached on its own.
        "final class MediaCell: UITableViewCell {\n  let container = UIView()\n  let glyph = UIButton()\n  func setUp() {\n    ↓glyph.setImage(UIImage(named: \"play_icon\"), for: .normal)\n    container.addSubview(glyph)\n  }\n}",
        // A play glyph added inside a bare button: VoiceOver stops at the outer button, which has no name.
        "final class MediaCell: UITableViewCell {\n  let ↓playButton = UIButton()\n  let glyph = UIButton()\n  func setUp() {\n    playButton.backgroundColor = .white\n    glyph.isUserInteractionEnabled = false\n    glyph.setImage(UIImage(named: \"play_icon\"), for: .normal)\n    playButton.addSubview(glyph)\n  }\n}",
        // The same item placed in the bar.
        "final class Home: UIViewController {\n  var alertTap: ControlEvent<Void> { alertItem.rx.tap }\n  private let ↓alertItem = UIBarButtonItem(image: UIImage(named: \"alert\"), style: .plain, target: nil, action: nil)\n  private let modeItem = UIBarButtonItem(title: \"모드\", style: .plain, target: nil, action: nil)\n  override func viewDidLoad() {\n    view.addSubview(UIView())\n    navigationItem.rightBarButtonItems = [modeItem, alertItem]\n  }\n}",
        // Taken out only when a setting says so: otherwise it shows.
        "final class Main: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    ↓navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: \"ic-info\"), style: .plain, target: self, action: #selector(info))\n    if !study.showsInfo {\n      navigationItem.rightBarButtonItem = nil\n    }\n  }\n}",
        // The neighbour of the item taken out at once: set to nil only in another case of the switch.
        "final class NoteViewController: UIViewController {\n  func updateBarItems() {\n    switch mode {\n    case .reading:\n      ↓navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: \"ic_edit\"), style: .plain, target: self, action: #selector(edit))\n    case .locked:\n      navigationItem.rightBarButtonItem = nil\n    }\n  }\n}",
        // The neighbour of the bar's back item: a back button of the app's own, put on the left, is read by its file name.
        "final class HomeViewController: UIViewController {\n  private func setupBackBarButton() {\n    let ↓backBarButtonItem = UIBarButtonItem(image: UIImage(named: \"ic_nav_24\"), style: .plain, target: self, action: #selector(pop))\n    navigationItem.leftBarButtonItem = backBarButtonItem\n  }\n}",
      ],
      nonTriggering: [
        // A button a view keeps but never adds to itself (WhereMyBus's headers): nobody meets it.
        "final class 정류장헤더: UIView {\n  private let titleLabel = UILabel()\n  private let mapButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(named: \"map_pin\"), for: .normal)\n    return button\n  }()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    addSubview(titleLabel)\n    mapButton.snp.makeConstraints { $0.edges.equalToSuperview() }\n  }\n}",
        // A button class whose overlay image view shows only while recording; the instance made here gets its own image (xabber's send button).
        "final class SendButton: UIButton {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    let recordingView = UIImageView(image: UIImage(named: \"mic_overlay\"))\n    addSubview(recordingView)\n  }\n}\nfinal class InputView: UIView {\n  let sendButton = SendButton()\n  func setUp() { sendButton.setImage(UIImage(systemName: \"paperplane\"), for: .normal); addSubview(sendButton) }\n}",
        // The neighbour of the key drawing its symbol inside itself: it is labelled.
        "final class NumberButton: UIButton {\n  init(symbol: String, name: String) {\n    super.init(frame: .zero)\n    accessibilityLabel = name\n    let imageView = UIImageView(image: UIImage(systemName: symbol))\n    addSubview(imageView)\n  }\n}",
        // The bar's back item, set only to hide the back title: UIKit draws the chevron and VoiceOver says "Back".
        "final class HomeViewController: UIViewController {\n  private func setupBackBarButton() {\n    let backBarButtonItem = UIBarButtonItem(image: .init(), style: .plain, target: self, action: nil)\n    backBarButtonItem.tintColor = .white\n    navigationItem.backBarButtonItem = backBarButtonItem\n  }\n}",
        // An item made and left out of the toolbar's items (Ptt's "more" button, "only working buttons, for now").
        boardToolbar(items: "[flexible, refreshItem]"),
        // The same in Korean: the controller titles the view's button "주문 메모".
        "final class MemoView: UIView {\n  let button = UIButton()\n  func configureButton() {\n    button.setTitleColor(.black, for: .normal)\n    button.setImage(UIImage(named: \"img_btn_01\"), for: .normal)\n  }\n}\nfinal class MemoCellController {\n  var memoView: MemoView?\n  func update() { memoView?.button.setTitle(\"주문 메모\", for: .normal) }\n}",
        // A view's button titled by the controller that shows it (UkrZoloto's order comment).
        "final class CommentView: UIView {\n  let button = LeftImageButton()\n  func configureButton() {\n    button.setTitleColor(.black, for: .normal)\n    button.setImage(UIImage(named: \"img_btn_01\"), for: .normal)\n  }\n}\nfinal class LeftImageButton: UIButton {}\nfinal class CommentCellController {\n  var commentView: CommentView?\n  func update() { commentView?.button.setTitle(\"Order comment\", for: .normal) }\n}",
        // A passcode pad's biometric key: read "Face ID", the feature it signs in with (Digital Health Pass).
        biometricKey(symbol: "faceid"),
        // A button class re-tinting whatever image it was given (devstack's `imageColor`): no image of its own.
        "@IBDesignable class EnhancedButton: UIButton {\n  @IBInspectable var imageColor: UIColor = .systemBlue {\n    didSet { if currentImage != nil { setImage(currentImage?.withRenderingMode(.alwaysTemplate), for: .normal); tintColor = imageColor } }\n  }\n}",
        // MyMonero's action buttons: the class sets the icon, every screen that makes one gives it a title.
        "final class ActionButton: UIButton {\n  let iconImage: UIImage?\n  init(iconImage: UIImage?) { self.iconImage = iconImage; super.init(frame: .zero); setUp() }\n  required init?(coder: NSCoder) { fatalError() }\n  func setUp() { if iconImage != nil { setImage(iconImage, for: .normal) } }\n}\nfinal class ContactViewController: UIViewController {\n  func addButtons() {\n    let send = ActionButton(iconImage: UIImage(named: \"actionButton_send\"))\n    send.setTitle(NSLocalizedString(\"보내기\", comment: \"\"), for: .normal)\n    view.addSubview(send)\n  }\n}",
        // A symbol given through the app's helper by its enum case (KOIN's `.appImage(symbol: .magnifyingGlass)`): read "Search".
        "enum SFSymbols: String { case magnifyingGlass = \"magnifyingglass\" }\nextension UIImage {\n  static func appImage(symbol: SFSymbols) -> UIImage? { UIImage(systemName: symbol.rawValue) }\n}\nfinal class NoticeListViewController: UIViewController {\n  override func viewDidLoad() {\n    let rightBarButton = UIBarButtonItem(image: .appImage(symbol: .magnifyingGlass), style: .plain, target: self, action: #selector(searchButtonTapped))\n    navigationItem.rightBarButtonItem = rightBarButton\n  }\n}",
        // A back button given the image type's own symbol constant (`.chevronLeft`, DevFriends): read "Back".
        "extension UIImage {\n  static var chevronLeft = UIImage(systemName: \"chevron.left\")\n}\nfinal class FixMyInfoViewController: UIViewController {\n  private lazy var backBarButton: UIBarButtonItem = {\n    let barButton = UIBarButtonItem()\n    barButton.image = .chevronLeft\n    return barButton\n  }()\n}",
        // A symbol read by its own name, which is the action (Calliope's sensor recording).
        "final class ChartCell: UICollectionViewCell {\n  let recordButton = UIButton()\n  func setUp() { recordButton.setImage(UIImage(systemName: \"record.circle\"), for: .normal); recordButton.addTarget(self, action: #selector(record), for: .touchUpInside) }\n}",
        // A pop-up button: titled by the menu's selected item.
        "final class Tracks: UIViewController {\n  private lazy var sortButton: UIButton = {\n    let button = UIButton(configuration: .plain(), primaryAction: nil)\n    button.setImage(UIImage(named: \"ic_sort\"), for: .normal)\n    button.menu = makeSortMenu()\n    button.showsMenuAsPrimaryAction = true\n    button.changesSelectionAsPrimaryAction = true\n    return button\n  }()\n  override func viewDidLoad() { view.addSubview(sortButton) }\n}",
        // Labelled through the navigation item once it holds the button (CovPass's delete button).
        "final class CertificateItemDetailViewController: UIViewController {\n  func setupNavigationBar() {\n    let deleteIcon = UIBarButtonItem(image: .delete, style: .plain, target: self, action: #selector(deleteCertificate))\n    navigationItem.rightBarButtonItem = deleteIcon\n    navigationItem.rightBarButtonItem?.accessibilityLabel = \"증명서 삭제\"\n  }\n}",
        // Made transparent and never shown again ("hidden for now", AlphaWallet's slippage info button).
        "final class Header: UIView {\n  private lazy var infoButton: UIButton = {\n    let button = UIButton(type: .system)\n    button.setImage(UIImage(named: \"question\"), for: .normal)\n    button.alpha = 0\n    return button\n  }()\n  func setUp() { addSubview(infoButton) }\n}",
        // Made with its image and left out of the bar's items (commented out): only its tap is passed on (PiCK's alert button).
        "final class Home: UIViewController {\n  var alertTap: ControlEvent<Void> { alertItem.rx.tap }\n  private let alertItem = UIBarButtonItem(image: UIImage(named: \"alert\"), style: .plain, target: nil, action: nil)\n  private let modeItem = UIBarButtonItem(title: \"모드\", style: .plain, target: nil, action: nil)\n  override func viewDidLoad() {\n    view.addSubview(UIView())\n    navigationItem.rightBarButtonItems = [modeItem /*, alertItem */]\n  }\n}",
        // Put in the bar and taken out again two lines later (Beiwe's info button).
        "final class Main: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: \"ic-info\"), style: .plain, target: self, action: #selector(info))\n    navigationController?.navigationBar.tintColor = .white\n    navigationItem.rightBarButtonItem = nil\n  }\n}",
        // A representable's button that SwiftUI labels where it is placed (Open edX's back button).
        "struct BackButtonRepresentable: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIButton {\n    let button = UIButton(type: .custom)\n    button.setImage(UIImage(named: \"arrowLeft\"), for: .normal)\n    return button\n  }\n  func updateUIView(_ button: UIButton, context: Context) {}\n}\nstruct BackButton: View { var body: some View { BackButtonRepresentable().accessibilityLabel(\"Back\") } }",
        "struct BackButtonRepresentable: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIButton {\n    let button = UIButton(type: .custom)\n    button.setImage(UIImage(named: \"arrowLeft\"), for: .normal)\n    return button\n  }\n  func updateUIView(_ button: UIButton, context: Context) {}\n}\nstruct BackButton: View { var body: some View { BackButtonRepresentable().accessibilityLabel(\"뒤로\") } }",
        // Labelled by its place in the toolbar's items (Loop's status screen).
        "final class Status: UITableViewController {\n  func setUp() {\n    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: self, action: nil)\n    let carbs = UIBarButtonItem(image: UIImage(named: \"carbs\"), style: .plain, target: self, action: #selector(addCarbs))\n    toolbarItems = [carbs, space]\n  }\n  func update() { toolbarItems![0].accessibilityLabel = NSLocalizedString(\"Add Meal\", comment: \"\") }\n}",
        // The image shown carries its own label (HalloApp's "New group" bar button).
        "final class Groups: UIViewController {\n  override func viewDidLoad() {\n    let image = UIImage(named: \"NavCreateGroup\")\n    image?.accessibilityLabel = \"새 그룹\"\n    let item = UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(createGroup))\n    navigationItem.rightBarButtonItem = item\n  }\n}",
        "final class Orders: UIViewController {\n  func setUp() {\n    let cart = UIBarButtonItem(image: UIImage(named: \"cart\"), style: .plain, target: self, action: #selector(openCart))\n    navigationItem.rightBarButtonItems = [cart]\n    navigationItem.rightBarButtonItems?[0].accessibilityLabel = \"장바구니\"\n  }\n}",
        // The glyph inside a labelled button is never reached on its own (Mammoth's play button).
        "final class MediaCell: UITableViewCell {\n  let playButton = UIButton()\n  func setUp() {\n    playButton.accessibilityLabel = \"Play\"\n    let glyph = UIButton()\n    glyph.isUserInteractionEnabled = false\n    glyph.setImage(UIImage(named: \"play_icon\"), for: .normal)\n    self.playButton.addSubview(glyph)\n  }\n}",
        // A button whose image is only ever cleared (`setImage(nil, for:)`) shows none.
        "final class V: UIViewController { let more = UIButton(type: .system); func reset() { more.setImage(nil, for: .normal) } }",
        "final class PlayerView: UIView { let stopButton = UIButton(type: .system); func setUp() { stopButton.setImage(UIImage(systemName: \"stop.fill\"), for: .normal) } }",
        // A keyboard's delete key: the symbol's name says the action (Simple Login's keyboard).
        // A camera on a button that opens the camera: "Camera" says what it does.
        // The printer symbol on a button that prints (WooCommerce's receipt): read by its name, it says what it does.
        "final class ReceiptViewController: UIViewController {\n  private func configureNavigation() {\n    let printButton = UIBarButtonItem(image: UIImage(systemName: \"printer\"), style: .plain, target: self, action: #selector(printReceipt))\n    navigationItem.rightBarButtonItems = [printButton]\n  }\n}",
        "final class PhotoField: UIView { func photographButton() -> UIButton { let button = UIButton(type: .custom); button.setImage(UIImage(systemName: \"camera\"), for: .normal); button.addTarget(self, action: #selector(openCamera(_:)), for: .touchUpInside); return button } }",
        "final class KeyboardViewController: UIInputViewController { let deleteButton = UIButton(type: .system); func addDeleteButton() { deleteButton.setImage(UIImage(systemName: \"delete.left\"), for: .normal); deleteButton.addTarget(self, action: #selector(deleteAction), for: .touchUpInside) } }",
        // A symbol kept in a local constant is read through it: "square.and.arrow.up" is heard as "Share".
        "final class V: UIViewController {\n  override func viewDidLoad() {\n    let shareSymbol = UIImage(systemName: \"square.and.arrow.up\")\n    navigationItem.leftBarButtonItem = UIBarButtonItem(image: shareSymbol, style: .plain, target: self, action: #selector(shareLogs))\n  }\n}",
        // An icon catalogue's symbol helper (`systemImage(named:)`), read through the project's constant.
        "enum Icons {\n  static var share: UIImage { systemImage(named: \"square.and.arrow.up\").withTintColor(.systemGray, renderingMode: .alwaysOriginal) }\n  private static func systemImage(named name: String) -> UIImage { UIImage(systemName: name)! }\n}\nfinal class LogViewer: UIViewController {\n  override func viewDidLoad() {\n    navigationItem.rightBarButtonItem = UIBarButtonItem(image: Icons.share, style: .plain, target: self, action: #selector(shareLogs))\n  }\n}",
        // A symbol the project's function returns by iOS version: "ellipsis" and "ellipsis.circle" both read "More" (Delta Chat).
        // The image made by the project's function from symbols read "More" (iMast's overflow menu).
        "private func getOthersMenuImage() -> UIImage? {\n  if #available(iOS 26.0, *) {\n    return UIImage(systemName: \"ellipsis\")\n  } else {\n    return UIImage(systemName: \"ellipsis.circle\")\n  }\n}\nfinal class ProfileViewController: UIViewController {\n  let othersMenuItem = UIBarButtonItem(image: getOthersMenuImage(), style: .plain, target: nil, action: nil)\n}",
        // The symbol kept as a plain string in the view's `enum Constant` (HeatPick's back button): read "Back".
        "final class SearchNavigationView: UIView {\n  private enum Constant { static let backButtonImage = \"chevron.backward\" }\n  private lazy var backButton: UIButton = {\n    let button = UIButton()\n    button.setImage(UIImage(systemName: Constant.backButtonImage), for: .normal)\n    button.addTarget(self, action: #selector(didTapBack), for: .touchUpInside)\n    return button\n  }()\n}",
        "extension String {\n  static func ellipsisNavigation() -> String {\n    if #available(iOS 26.0, *) {\n      return \"ellipsis\"\n    } else {\n      return \"ellipsis.circle\"\n    }\n  }\n}\nfinal class ProfileViewController: UIViewController {\n  override func viewDidLoad() {\n    let menuButton = UIBarButtonItem(image: UIImage(systemName: .ellipsisNavigation()), menu: moreMenu())\n    navigationItem.rightBarButtonItem = menuButton\n  }\n}",
        // A system button type named by UIKit ("More Info"), given an SF Symbol.
        "extension UIButton {\n  class var infoButton: UIButton {\n    let button = UIButton(type: .detailDisclosure)\n    button.setImage(UIImage(systemName: \"info.bubble\"), for: .normal)\n    return button\n  }\n}",
        "final class PlayerView: UIView { let upButton = UIButton(type: .system); func setUp() { upButton.setImage(UIImage(systemName: \"chevron.up\"), for: .normal) } }",
        // An up arrow wired to raise a shutter: "Up" is what it does.
        "final class ShutterCell: UITableViewCell { let upButton = UIButton(type: .system); func setUp() { upButton.setImage(UIImage(systemName: \"chevron.up\"), for: .normal); upButton.addTarget(self, action: #selector(upButtonPressed), for: .touchUpInside) } }",
        """
        final class KeypadViewController: UIViewController {
          func makeKey(_ digit: Int) -> UIButton {
            let key = UIButton(type: .custom)
            key.setImage(UIImage(named: "key_\\(digit)"), for: .normal)
            key.accessibilityLabel = "\\(digit)"
            return key
          }
        }
        """,
        """
        final class V: UIViewController {
          let closeButton = UIButton()
          override func viewDidLoad() {
            closeButton.setImage(UIImage(named: "btn_close"), for: .normal)
            closeButton.setTitle("닫기", for: .normal)
          }
        }
        """,
        """
        final class V: UIViewController {
          @IBOutlet weak var closeButton: UIButton!
          override func viewDidLoad() { closeButton.setImage(UIImage(named: "btn_close"), for: .normal) }
        }
        """,
        """
        final class DeleteKey: UIButton {
          override init(frame: CGRect) {
            super.init(frame: frame)
            setImage(UIImage(named: "key_delete"), for: .normal)
            accessibilityLabel = "삭제"
          }
        }
        """,
        "extension UIButton { func setBackground(_ color: UIColor) { setBackgroundImage(UIImage.placeholder(color: color), for: .normal) } }",
        "final class V: UIViewController { let mode = ModeButton(); func f() { mode.setImage(light: sun, dark: moon) } }",
        "final class V: UIViewController {\n  override func viewDidLoad() {\n    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: \"ic_more\"), style: .plain, target: self, action: #selector(more))\n    navigationItem.rightBarButtonItem?.accessibilityLabel = \"더 보기\"\n  }\n}",
        "final class V: UIViewController {\n  override func viewDidLoad() {\n    navigationItem.leftBarButtonItem = UIBarButtonItem(title: \"Close\", style: .plain, target: self, action: #selector(close))\n  }\n}",
        """
        final class ProfileCell: UICollectionViewCell {
          let follow = UIButton()
          func setUp() {
            isAccessibilityElement = true
            follow.setImage(UIImage(named: "follow"), for: .normal)
          }
        }
        """,
        "final class V: UIViewController { let more = UIBarButtonItem(title: \"More\", image: UIImage(named: \"ic_more\"), primaryAction: nil, menu: nil) }",
        "final class V: UIViewController { let save = UIButton(); func setUp() { save.configuration?.title = \"Save\"; save.setImage(icon, for: .normal) } }",
        // A helper of the file given the words, whose configuration shows them as its title.
        // Made in a local, stored in the property of the same name, labelled through the property later.
        "final class BlockViewController: UIViewController {\n  private var publicPlanButton: UIBarButtonItem?\n  override func viewDidLoad() {\n    let publicPlanButton = UIBarButtonItem(image: UIImage(systemName: \"calendar.badge.checkmark\"), style: .plain, target: self, action: #selector(showPicker))\n    navigationItem.leftBarButtonItem = publicPlanButton\n    self.publicPlanButton = publicPlanButton\n  }\n  func reloadData() {\n    publicPlanButton?.accessibilityLabel = String(localized: \"공휴일\")\n  }\n}",
        "final class GenderViewController: UIViewController {\n  var womanButton = UIButton()\n  func setUpUI() {\n    womanButton = UIButton(configuration: configureButton(\"여성\"))\n    womanButton.setImage(UIImage(named: \"circle\"), for: .normal)\n  }\n  private func configureButton(_ title: String) -> UIButton.Configuration {\n    var config = UIButton.Configuration.plain()\n    config.attributedTitle = AttributedString(title)\n    return config\n  }\n}",
        // An app's button class made with its title (eduID's `EduIDButton(type:buttonTitle:)`), the cog beside it.
        "final class EduIDButton: UIButton {}\nfinal class Profile: UIViewController {\n  func addManageButton() {\n    let manageAccountButton = EduIDButton(type: .ghost, buttonTitle: L.Profile.manageYourAccount)\n    manageAccountButton.setImage(.cog, for: .normal)\n    stack.addArrangedSubview(manageAccountButton)\n  }\n}",
        "final class V: UIViewController {\n  private lazy var favoriteButton: UIButton = {\n    var config = UIButton.Configuration.plain()\n    config.title = Localization.favoriteButton\n    let button = UIButton(configuration: config)\n    button.setImage(UIImage(systemName: \"heart\"), for: .normal)\n    return button\n  }()\n}",
        // A back symbol kept in a local, tinted through optional chaining: still "Back".
        "final class GuideViewController: UIViewController {\n  override func viewDidLoad() {\n    let image = UIImage(systemName: \"chevron.backward\")?\n      .withTintColor(Theme.Colors.text, renderingMode: .alwaysOriginal)\n    navigationItem.leftBarButtonItem = UIBarButtonItem(image: image, style: .done, target: self, action: #selector(goBack))\n  }\n}",
      ]),
    otherSeverities: [.warning, .info]
  )

  /// `UIButton(configuration: config)` after `config.title = Localization.favoriteButton` in the
  /// same function or closure (Anilibria's favourite button): the configuration shows a title.
  static func configurationHasTitle(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard let configuration = object.initializer?.callArguments.first(labeled: "configuration") else { return false }
    // `UIButton(configuration: configureButton("여성"))`: a helper of this file's given words,
    // whose body puts a title on the configuration it returns (HMOA's gender buttons).
    if case .call(let callee, let arguments) = configuration.kind, let words = arguments.first?.value.stringLiteral, !words.isEmpty,
       let helper = file.behaviour.functions.first(where: { $0.name == callee }) {
      let body = file.text(from: helper.position, to: helper.end)
      // The parameter the words go to (`_ title: String`), put on the configuration as its title.
      guard let open = body.firstIndex(of: "(") else { return false }
      let first = body[body.index(after: open)...].prefix { $0 != ":" }.split(separator: " ").last.map(String.init) ?? ""
      guard !first.isEmpty else { return false }
      let compact = body.replacingOccurrences(of: " ", with: "")
      return [".title=\(first)\n", ".title=\(first)\r", ".attributedTitle=AttributedString(\(first))", ".attributedTitle=AttributedString(\(first)\n"]
        .contains { compact.contains($0) }
        || (compact.contains("AttributedString(\(first))") || compact.contains("AttributedString.init(\(first))")) && compact.contains(".attributedTitle=")
    }
    guard case .reference(let name) = configuration.kind else { return false }
    // The function's body, or the lines just before (a `lazy var`'s closure is no function).
    let offset = configuration.start.utf8Offset
    let start = file.declarations.innermostFunction(containing: offset)?.body.lowerBound ?? max(0, offset - 1_500)
    let before = file.converter.source.text(from: start, to: offset)
    guard let declaration = before.range(of: "var " + name + " =", options: .backwards) ?? before.range(of: "let " + name + " =", options: .backwards)
    else { return false }
    let after = before[declaration.upperBound...]
    return after.contains(name + ".title =") || after.contains(name + ".attributedTitle =")
  }

  /// The one image view the button class adds to itself, when it adds no text view (words in a
  /// subview go unread too, but that is another message).
  /// Left alone: a class whose code speaks of a title anywhere (`setTitle(text:)` of a base class,
  /// a configuration's `attributedTitle`: the picture is then beside words), one a storyboard or
  /// xib places (its image may be set there), and an indicator that takes no touch.
  static func imageViewInside(_ button: UIKitObject, in file: SwiftFileModel) -> UIKitObject? {
    let added = button.addedSubviewNames(throughContentView: false)
    guard !added.isEmpty, !button.declaredClass.contains("Indicator"),
          !file.project.interfaceBuilderPlacements.contains(where: { $0.customClass == button.declaredClass }),
          let extent = file.typeExtents.first(where: { $0.name == button.enclosingType }) else { return nil }
    let source = file.converter.source
    if ["itle", "isUserInteractionEnabled = false", "isEnabled = false"].contains(where: { source.contains($0, from: extent.start, to: extent.end) }) { return nil }
    // An instance this file makes and gives an image, a title or a label (xabber's send button,
    // its image set where it is made): named there.
    if file.uikitObjects.contains(where: { instance in
      instance.name != "self" && TypeIndex.simpleName(instance.declaredClass) == TypeIndex.simpleName(button.declaredClass)
        && (showsImage(instance) || instance.hasVisibleTitle || instance.hasAccessibilityLabel)
    }) { return nil }
    let inside = file.uikitObjects.filter { object in
      object.enclosingType == button.enclosingType && added.contains(object.name)
    }
    guard !inside.contains(where: { ["UILabel", "UITextView", "UITextField"].contains($0.uikitClass) }) else { return nil }
    // (Nor one deeper, in a stack it adds: RetsTalk's count button, words beside its icon.)
    if ["UILabel(", "UITextView(", "UILabel =", "UILabel!"].contains(where: { source.contains($0, from: extent.start, to: extent.end) }) { return nil }
    let images = inside.filter { $0.uikitClass == "UIImageView" }
    return images.count == 1 ? images[0] : nil
  }

  /// `navigationItem.backBarButtonItem = UIBarButtonItem(…)`, or a local put there.
  static func isBackItem(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    if object.name.hasSuffix(".backBarButtonItem") { return true }
    guard file.sourceContains("backBarButtonItem") else { return false }
    let property = "backBarButtonItem"
    for offset in ByteSearch.offsets(of: property, in: file.sourceBytes[...]) {
      let end = offset + property.utf8.count
      let after = file.converter.source.text(from: end, to: min(end + object.name.utf8.count + 12, file.sourceBytes.count))
      let assigned = after.drop { $0 == " " }
      guard assigned.hasPrefix("=") else { continue }
      let value = assigned.dropFirst().drop { $0 == " " }
      if value.hasPrefix(object.name), !(value.dropFirst(object.name.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
    }
    return false
  }

  /// `titleLabel?.font = …`, `setTitleColor(_:for:)`: the code styles a title it means to show.
  static func stylesTitle(_ object: UIKitObject) -> Bool {
    object.assignments.contains { ["titleLabel?.font", "titleLabel.font"].contains($0.property) } || !object.calls("setTitleColor").isEmpty
  }

  /// Button types whose look and name UIKit provides.
  static let namedSystemTypes: Set<String> = ["detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"]

  static func isNamedSystemButton(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIButton", let type = object.initializer?.callArguments.first(labeled: "type") else { return false }
    return namedSystemTypes.contains(type.memberName ?? "")
  }

  static func showsImage(_ object: UIKitObject) -> Bool {
    // `setImage(_:for:)`, not a project's own `setImage(light:dark:)`; a background image usually
    // sits behind a title, so it doesn't count.
    // `setImage(nil, for: state)` clears the image: it shows none.
    if object.calls("setImage").contains(where: { $0.arguments.has(label: "for") && !clearsImage($0) }) { return true }
    let imageProperties = ["configuration.image", "configuration?.image", "image"]
    if object.assignments.contains(where: { imageProperties.contains($0.property) }) { return true }
    if let initializer = object.initializer, initializer.callArguments.has(label: "image") { return true }
    return false
  }

  /// Every image the object is given is an SF Symbol.
  /// Every image the object is given: `setImage(_:for:)`, image properties, the initializer's `image:`.
  static func images(of object: UIKitObject) -> [ExpressionInfo] {
    var images = object.calls("setImage").filter { !clearsImage($0) }.compactMap { $0.arguments.firstUnlabeled }
    images += object.assignments.filter { imageProperties.contains($0.property) }.map(\.value)
    if let initial = object.initializer?.callArguments.first(labeled: "image") { images.append(initial) }
    return images
  }

  static let imageProperties: Set<String> = ["configuration.image", "configuration?.image", "image"]

  /// The parameter of the function making the object that every image it is given names
  /// (`button.setImage(image, for: .normal)` in `createRoundCornerButton(image: UIImage?, …)`).
  static func handedImageParameter(_ object: UIKitObject, in file: SwiftFileModel) -> String? {
    let images = images(of: object)
    guard let first = images.first, case .reference(let name) = first.kind,
          images.allSatisfy({ $0.text == first.text }),
          let function = file.declarations.innermostFunction(containing: first.start.utf8Offset) else { return nil }
    let header = file.converter.source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
    return UIKitScreenTitles.parameters(inHeader: header).contains { $0.name == name } ? name : nil
  }

  /// Every image the object is given is a local or property whose own `accessibilityLabel` the
  /// function showing it sets (`image?.accessibilityLabel = Localizations.newGroup`).
  static func imagesAreLabelled(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let images = images(of: object)
    guard !images.isEmpty,
          let function = file.behaviour.functions.last(where: { $0.position <= object.position && object.position < $0.end }) else { return false }
    let labelled = Set(file.behaviour.assignments.filter { $0.property == "accessibilityLabel" && $0.function == function.name }
      .map { $0.receiver.filter { $0 != "?" && $0 != "!" } })
    return images.allSatisfy { image in
      guard case .reference(let name) = image.kind else { return false }
      return labelled.contains(name)
    }
  }

  /// A `UIButton` made here that the file gives no action: no target, action, menu or reactive tap
  /// (`x.rx.tap`, `x.tapPublisher`), and no action in its initializer.
  static func isUnwiredButton(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard object.uikitClass == "UIButton", object.name != "self", !object.isOutlet, object.initializer != nil,
          object.initializer?.text.contains("ction") != true,
          !object.calls.contains(where: { ["addTarget", "addAction", "sendActions"].contains($0.method) || $0.method.hasPrefix("rx.") }),
          !object.assignments.contains(where: { ["menu", "showsMenuAsPrimaryAction", "primaryAction"].contains($0.property) })
    else { return false }
    // Any member of it whose name speaks of an action (`.rx.tap`, `.addTarget`, `.setAction { }`,
    // DOTCHI's helper; `.tapPublisher`, `.onTap`, `.handler`) wires it.
    let wiringWords = ["action", "tap", "target", "touch", "click", "press", "rx", "publisher", "event", "handler", "bind", "subscribe", "throttle"]
    let source = file.converter.source
    for offset in ByteSearch.offsets(of: object.name + ".", in: file.sourceBytes[...]) {
      if offset > 0, ByteSearch.isIdentifierByte(file.sourceBytes[offset - 1]) { continue }
      let start = offset + object.name.utf8.count + 1
      let member = source.text(from: start, to: min(start + 40, file.sourceBytes.count)).prefix { $0.isLetter || $0.isNumber || $0 == "_" }.lowercased()
      if member.hasPrefix("on") || wiringWords.contains(where: member.contains) { return false }
    }
    return !wiresInForEach(file, words: wiringWords)
  }

  /// A `forEach` whose closure speaks of an action may wire every button it walks
  /// (`[a, b].forEach { $0.addTarget(...) }`); one that only lays out or fades them doesn't
  /// (FeelTalk's `forEach { stack.addArrangedSubview($0) }`, SOPT-Notice's `forEach { $0.alpha = 0 }`).
  static func wiresInForEach(_ file: SwiftFileModel, words: [String]) -> Bool {
    let bytes = file.sourceBytes
    for offset in ByteSearch.offsets(of: "forEach", in: bytes[...]) {
      var open = offset + 7
      while open < bytes.count, bytes[open] != UInt8(ascii: "{"), bytes[open] != UInt8(ascii: "\n"), open - offset < 40 { open += 1 }
      guard open < bytes.count, bytes[open] == UInt8(ascii: "{"), let close = ByteSearch.closingBracket(of: open, in: bytes) else { return true }
      let body = file.converter.source.text(from: open, to: close).lowercased()
      if words.contains(where: body.contains) { return true }
    }
    return false
  }

  static func showsOnlySystemSymbol(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let images = images(of: object)
    return !images.isEmpty && images.allSatisfy { isSystemSymbol($0, in: file, type: object.enclosingType) }
  }

  /// The file declares a function of that name that makes no symbol's image (its own
  /// `moreImage()` returning an asset, beside another type's symbol maker of the name).
  static func declaresOtherFunction(named name: String, in file: SwiftFileModel, type: String? = nil) -> Bool {
    // The calling type's own method of the name is the one called: read its body.
    if let type, let own = file.behaviour.functions.first(where: { $0.name == name && $0.enclosingType == type }) {
      return !file.text(from: own.position, to: own.end).contains("systemName:")
    }
    return file.declarations.functions.contains { $0.name == name && !$0.isProperty } && file.declarations.symbolFunctions[name] == nil
  }

  /// `UIImage(systemName: "x")` (also with `.withRenderingMode(...)` or `!`), a project helper that
  /// takes a symbol name (`Icon.symbol(named:)`, `OCSymbol.icon(forSymbolName:)`), or a constant
  /// holding one, in this file or another.
  static func isSystemSymbol(_ image: ExpressionInfo, in file: SwiftFileModel, type: String?) -> Bool {
    // One of two, by a condition (`isFlagged ? SystemImages.StarFill! : SystemImages.Star!`).
    if case .ternary(_, let then, let otherwise) = image.kind {
      return isSystemSymbol(then, in: file, type: type) && isSystemSymbol(otherwise, in: file, type: type)
    }
    let text = image.text
    // (Or the app's helper taking one by an argument so labelled, KOIN's `.appImage(symbol: .magnifyingGlass)`.)
    if text.contains("systemName:") || text.contains("ymbolName") || text.contains("systemSymbol") || text.contains("SFSymbol") || text.contains("(symbol: .") {
      return true
    }
    // The project's function making the image from symbols (iMast's `getOthersMenuImage()`).
    let call = text.hasSuffix("!") ? String(text.dropLast()) : text
    if call.hasSuffix("()"), let named = file.project.symbols(namedBy: call), !named.isEmpty,
       call.dropLast(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
       !Self.declaresOtherFunction(named: String(call.dropLast(2).split(separator: ".").last ?? ""), in: file, type: type) { return true }
    // A constant holding one, or an icon catalogue's `systemImage(named: "square.and.arrow.up")`.
    guard let constant = constantBehind(image, in: file, type: type)?.text else { return false }
    return constant.contains("systemName:") || constant.hasPrefix("systemImage(") || constant.hasPrefix("systemSymbol(")
  }

  /// The constant an image expression names (`settingsSymbol`, `Icons.settings`), if the file or
  /// the project declares it.
  static func constantBehind(_ image: ExpressionInfo, in file: SwiftFileModel, type: String?) -> ExpressionInfo? {
    // `image = .chevronLeft`: the image type's own constant (`extension UIImage { static var
    // chevronLeft = UIImage(systemName: "chevron.left") }`, DevFriends).
    if case .member(nil, let name) = image.kind { return file.constant(named: name, in: "UIImage") }
    // Unwrapped as it is set (`setImage(SystemImages.Star!, for: .normal)`, Tasks' widget cell).
    if let last = image.text.last, last == "!" || last == "?" {
      let name = String(image.text.dropLast())
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
      return file.constant(behind: ExpressionInfo(kind: .reference(name), text: name, start: image.start, end: image.end), in: type)
    }
    return file.constant(behind: image, in: type)
  }

  /// The one literal symbol or asset name the object's images use, if they all use the same; an
  /// image kept in a constant (`let settingsSymbol = UIImage(systemName: "gearshape")`) is read
  /// through it.
  static func symbolName(_ object: UIKitObject, in file: SwiftFileModel) -> String? {
    let images = images(of: object)
    let names = Set(images.compactMap { image -> String? in
      // R.swift's generated accessor (`R.image.toolbarForward()` for the asset "toolbar-forward"):
      // its name is the asset's words, as VoiceOver reads the file name.
      // (Nova Wallet's `R.image.iconBrowserBack()!`, force-unwrapped, is the same image.)
      let accessor = image.text.hasSuffix("!") ? image.text.dropLast() : Substring(image.text)
      if accessor.hasPrefix("R.image."), accessor.hasSuffix("()") {
        let name = accessor.dropFirst("R.image.".count).dropLast(2)
        if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
      }
      // `.appImage(symbol: .magnifyingGlass)` with `case magnifyingGlass = "magnifyingglass"` (KOIN's): the case's raw value.
      if let range = image.text.range(of: "(symbol: .") {
        let name = image.text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if let values = file.project.stringCaseValues[String(name)], values.count == 1 { return values.first }
      }
      let text = image.text.contains("\"") ? image.text
        : (constantBehind(image, in: file, type: object.enclosingType)?.text ?? assetConstant(image.text, in: file)?.text ?? "")
      guard let open = text.firstIndex(of: "\""), let close = text[text.index(after: open)...].firstIndex(of: "\"") else { return nil }
      return String(text[text.index(after: open)..<close])
    })
    return names.count == 1 ? names.first : nil
  }

  /// `UIImage(asset: .archive)`, `UIImage(asset: Asset.archive)`: the project's asset constant
  /// (Pocket's `static let archive = ImageAsset("archive")`), when the image is just that (an image
  /// redrawn, `.resized(to:)`, has lost its name) and one constant of the project has that name.
  static func assetConstant(_ text: String, in file: SwiftFileModel) -> ExpressionInfo? {
    let call = text.hasSuffix("!") ? text.dropLast() : Substring(text)
    let prefixes = ["UIImage(asset: ", ".init(asset: ", "UIImage(imageAsset: "]
    guard let prefix = prefixes.first(where: call.hasPrefix), call.hasSuffix(")") else { return nil }
    let reference = call.dropFirst(prefix.count).dropLast()
    guard reference.count > 1, reference.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
    let parts = reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.count == 2, parts[0].isEmpty {
      let named = file.project.constants.filter { $0.key.name == parts[1] }
      return named.count == 1 ? named.first?.value : nil
    }
    return parts.count == 2 ? file.constant(named: parts[1], in: parts[0]) : nil
  }

  /// The symbols the object's images name through the project (`UIImage(systemName:
  /// .ellipsisNavigation())`, `UIImage(systemName: Icons.more)`), when every image names one so.
  static func projectSymbols(_ object: UIKitObject, project: ProjectIndex, file: SwiftFileModel) -> Set<String>? {
    let images = images(of: object)
    guard !images.isEmpty else { return nil }
    var symbols: Set<String> = []
    for image in images {
      // `image: getOthersMenuImage()`: the project's function making the image from symbols.
      let call = image.text.hasSuffix("!") ? String(image.text.dropLast()) : image.text
      if call.hasSuffix("()"), call.dropLast(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
         let named = project.symbols(namedBy: call),
         !declaresOtherFunction(named: String(call.dropLast(2).split(separator: ".").last ?? ""), in: file, type: object.enclosingType) {
        symbols.formUnion(named)
        continue
      }
      guard let range = image.text.range(of: "systemName:") else { return nil }
      let reference = image.text[range.upperBound...].drop { $0 == " " }
        .prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "(" || $0 == ")" }
      // `.more)` → `.more`; `.ellipsisNavigation())` → `.ellipsisNavigation()`.
      var written = String(reference)
      while written.hasSuffix(")"), written.filter({ $0 == ")" }).count > written.filter({ $0 == "(" }).count { written.removeLast() }
      guard !written.contains("\"") else { return nil }
      if let named = project.symbols(namedBy: written) {
        symbols.formUnion(named)
        continue
      }
      // `systemName: Constant.backButtonImage`, with `static let backButtonImage = "chevron.backward"`
      // in the type's `enum Constant`: a plain string constant naming the symbol.
      let parts = written.split(separator: ".")
      guard parts.count >= 2, parts[parts.count - 2].first?.isUppercase == true,
            let literal = project.constants[ConstantKey(type: String(parts[parts.count - 2]), name: String(parts[parts.count - 1]))]?.stringLiteral,
            SymbolNames.isPlausibleSymbolName(literal) else { return nil }
      symbols.insert(literal)
    }
    return symbols
  }

  /// Where a developer adds the label: the call that gives the image, else the declaration.
  /// `setImage(nil, for: state)`.
  /// `setImage(nil, for:)`, or the button's own image again (`setImage(currentImage?.withRenderingMode(
  /// .alwaysTemplate), for: .normal)`, devstack's re-tint): no image the code gives.
  static func clearsImage(_ call: MethodCall) -> Bool {
    guard let text = call.arguments.firstUnlabeled?.text else { return false }
    return text == "nil" || ["currentImage", "self.currentImage", "image(for:", "self.image(for:"].contains { text.hasPrefix($0) }
  }

  static func imagePosition(_ object: UIKitObject, in file: SwiftFileModel) -> SourcePosition {
    object.calls("setImage").first { $0.arguments.has(label: "for") && !clearsImage($0) }?.position
      ?? object.assignments.first { imageProperties.contains($0.property) }?.position
      ?? madeLater(object, in: file)
      ?? object.position
  }

  /// `sideMenuItem = UIBarButtonItem(image: …)` in a setup method, for a property declared above
  /// with no value (`private var sideMenuItem: UIBarButtonItem!`): where the item is made.
  static func madeLater(_ object: UIKitObject, in file: SwiftFileModel) -> SourcePosition? {
    guard let initializer = object.initializer, initializer.callArguments.has(label: "image"),
          initializer.start.utf8Offset > object.position.utf8Offset else { return nil }
    let declarationLine = file.text(from: object.position, to: initializer.start).prefix { $0 != "\n" }
    return declarationLine.contains("=") ? nil : initializer.start
  }

  /// For an outlet: the storyboards and xibs that connect it name it nowhere either.
  static func storyboardNote(_ files: String?) -> (en: String, ko: String) {
    guard let files else { return ("", "") }
    return (" (or a Label in \(files), which connects this outlet)", " (또는 이 아웃렛을 연결한 \(files)의 접근성 레이블)")
  }

  /// Arrays of bar items a controller keeps.
  static let itemArrays = ["toolbarItems", "rightBarButtonItems", "leftBarButtonItems", "items"]

  /// A bar item listed in an array of items (`toolbarItems = [carbs, space, bolus]`) and labelled
  /// there by its place (`toolbarItems![0].accessibilityLabel = …`, Loop's status toolbar).
  static func isLabelledByPlaceInItems(_ name: String, in file: SwiftFileModel) -> Bool {
    let local = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    guard !local.isEmpty, local.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          file.sourceContains("].accessibilityLabel =") else { return false }
    let text = file.converter.source.text(from: 0, to: file.converter.source.bytes.count)
    for property in itemArrays {
      var rest = text[...]
      while let assignment = rest.range(of: property + " = [") {
        rest = text[assignment.upperBound...]
        guard let close = rest.firstIndex(of: "]") else { break }
        let items = rest[..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let place = items.firstIndex(of: local) else { continue }
        if ["!", "?", ""].contains(where: { text.contains("\(property)\($0)[\(place)].accessibilityLabel =") }) { return true }
      }
    }
    return false
  }

  /// A passcode pad's key showing the SF Symbol `symbol` (marked unless the symbol is read as
  /// the sign-in feature).
  static func biometricKey(symbol: String) -> RuleExample {
    RuleExample("""
      final class PinViewController: UIViewController {
        let biometricButton = UIButton(type: .system)
        override func viewDidLoad() {
          super.viewDidLoad()
          \(symbol == "faceid" ? "" : "↓")biometricButton.setImage(UIImage(systemName: "\(symbol)"), for: .normal)
          biometricButton.addTarget(self, action: #selector(authenticate), for: .touchUpInside)
        }
      }
      """)
  }

  /// A board screen making a refresh and a "more" item with images only, whose toolbar holds `items`;
  /// marked where it is reported when the "more" item is among them.
  static func boardToolbar(items: String) -> RuleExample {
    let marker = items.contains("moreItem") ? "↓" : ""
    return RuleExample("""
      final class BoardViewController: UIViewController {
        private func setupToolBar() {
          let refreshItem = UIBarButtonItem(title: "새로고침", style: .plain, target: self, action: #selector(refresh))
          let \(marker)moreItem = UIBarButtonItem(image: StyleKit.imageOfMoreH(), style: .plain, target: self, action: #selector(more))
          let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
          toolbarItems = \(items)
        }
      }
      """)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    var reportedOuters: Set<SourcePosition> = []
    for object in file.uikitObjects where object.uikitClass == "UIButton" || object.uikitClass == "UIBarButtonItem" {
      if object.hasAccessibilityLabel || object.isAccessibilityElement == false { continue }
      if file.isInsideAccessibilityElement(object) { continue }
      if Self.isLabelledByPlaceInItems(object.name, in: file) { continue }
      // A base class's button that the screens built on it label (a card's close button).
      if let type = object.enclosingType,
         context.project.membersLabelledBySubclasses.contains("\(TypeIndex.simpleName(type)).\(object.name)") { continue }
      // Made and returned by a representable's `makeUIView` that SwiftUI labels at every placement.
      if let type = object.enclosingType, file.project.representablesLabelledByEveryUse.contains(type),
         let maker = file.declarations.innermostFunction(containing: object.position.utf8Offset), maker.name == "makeUIView" {
        continue
      }
      // A button class drawing its picture in an image view it adds to itself (mangomDex's plus and
      // minus keys): VoiceOver reads no subview of a button, so it hears just "button".
      if object.name == "self", object.uikitClass == "UIButton", !object.hasVisibleTitle, !Self.showsImage(object),
         !Self.configurationHasTitle(object, in: file), !context.project.typesDescribingThemselves.contains(object.declaredClass),
         let imageView = Self.imageViewInside(object, in: file) {
        context.report(at: imageView.position, LocalizedText(
          en: "\(object.declaredClass) shows its picture in the image view '\(imageView.name)' it adds to itself, and has no title or accessibilityLabel: VoiceOver reads no view inside a button, so it says just \"button\"; set accessibilityLabel (here or where each one is made)",
          ko: "\(object.declaredClass) 버튼은 자기 안에 넣은 이미지 뷰 '\(imageView.name)'로 그림을 보여 주고 제목과 accessibilityLabel이 없습니다. VoiceOver는 버튼 안의 뷰를 읽지 않아 \"버튼\"이라고만 말하니, 여기나 버튼을 만드는 곳에서 accessibilityLabel을 지정하세요"),
          needsReview: true)
        continue
      }
      guard Self.showsImage(object), !object.hasVisibleTitle, !Self.configurationHasTitle(object, in: file) else { continue }
      // Every image it shows carries its own label (`image?.accessibilityLabel = …` before
      // `UIBarButtonItem(image: image, …)`, HalloApp's "New group"): UIKit reads the image's label.
      if Self.imagesAreLabelled(object, in: file) { continue }
      // A pop-up button (`changesSelectionAsPrimaryAction` with a menu): UIKit titles it with the
      // menu's selected item, which VoiceOver reads (OsmAnd's sort button).
      if object.assignment("changesSelectionAsPrimaryAction")?.value.boolLiteral == true, object.assigns("menu") { continue }
      // The bar's back item: UIKit draws its own back chevron, takes only the item's title, and
      // VoiceOver reads "Back" when that is empty (Recipes' title-hiding back item).
      if object.uikitClass == "UIBarButtonItem", Self.isBackItem(object, in: file) { continue }
      // Configured and then left, never put on screen: no one meets it.
      if file.isConfiguredButNeverShown(object) || file.isAlwaysInvisible(object) { continue }
      // A glyph button added inside another button: VoiceOver stops at the outer button and never
      // reaches this one. The outer is what goes unnamed when it shows no title, image or label.
      if let outer = file.enclosingElementControl(of: object) {
        if outer.uikitClass == "UIButton", !outer.isOutlet, !outer.hasAccessibilityLabel, !outer.hasVisibleTitle,
           !Self.showsImage(outer), reportedOuters.insert(outer.position).inserted {
          context.report(at: outer.position, LocalizedText(
            en: "\(outer.declaredClass) '\(outer.name)' has no title and no accessibilityLabel, and the image it shows is button '\(object.name)' inside it, which VoiceOver never reaches: it reads just \"button\"; set accessibilityLabel on '\(outer.name)'",
            ko: "\(outer.declaredClass) '\(outer.name)'에 제목과 accessibilityLabel이 없고, 보이는 이미지는 그 안의 버튼 '\(object.name)'이라 VoiceOver가 도달하지 못합니다. \"버튼\"만 읽으니 '\(outer.name)'에 accessibilityLabel을 지정하세요"))
        }
        continue
      }
      // `UIButton(type: .detailDisclosure)`, `.infoLight`, `.close`: UIKit names the system's button
      // ("More Info", "Close"); an SF Symbol put on it is read by its name as well.
      if Self.isNamedSystemButton(object), Self.showsOnlySystemSymbol(object, in: file) || Self.images(of: object).isEmpty { continue }
      // An outlet is judged only when the storyboards or xibs that connect it are audited and none
      // of them names it; a button that shows its own image there is that file's finding.
      let storyboard = context.project.storyboardFacts(for: object)
      if let storyboard, storyboard.isEmpty || storyboard.contains(where: { $0.isNamedOrNotAnElement || $0.image != nil }) { continue }
      let files = storyboard.map { Set($0.map { $0.file.split(separator: "/").last.map(String.init) ?? $0.file }).sorted().joined(separator: ", ") }
      // Titled or labelled by code outside its view's class (`placeholderTextView?.button.setTitle(…)`
      // in UkrZoloto's cell controller): named where it is shown.
      if let type = object.enclosingType, !object.isLocal, object.name != "self",
         !context.project.outletAssignments(type: type, outlet: object.name)
           .isDisjoint(with: ["setTitle", "setAttributedTitle", "accessibilityLabel", "configuration.title"]) { continue }
      if Self.showsOnlySystemSymbol(object, in: file) {
        // Read as the action it conventionally stands for ("xmark" is "Close"): heard right; but an
        // arrow read "Up" on a button wired to `increaseValue` says a direction, not the action.
        let actions = object.calls("addTarget").compactMap { $0.arguments.first(labeled: "action").flatMap { SymbolNames.selectorMethod($0.text) } }
        // The symbol written, or the one the project's constant holds (`Constant.ShowListButton.image`).
        let shownSymbol = Self.symbolName(object, in: file)
          ?? Self.projectSymbols(object, project: context.project, file: file).flatMap { $0.count == 1 ? $0.first : nil }
        if let symbol = shownSymbol, let heard = SymbolNames.directionNotTheAction(of: symbol, actions: actions) {
          context.report(at: Self.imagePosition(object, in: file), LocalizedText(
            en: "\(object.declaredClass) '\(object.name)' shows only the SF Symbol '\(symbol)', which VoiceOver reads as \"\(heard.en)\", but it runs \(actions.joined(separator: ", ")): set an accessibilityLabel that says what it does" + Self.storyboardNote(files).en,
            ko: "\(object.declaredClass) '\(object.name)'에 SF Symbol '\(symbol)'만 있어 VoiceOver가 \"\(heard.ko)\"라고 읽지만 실제로는 \(actions.joined(separator: ", "))을 실행합니다. 기능을 말하는 accessibilityLabel을 지정하세요" + Self.storyboardNote(files).ko),
            severity: .warning)
          continue
        }
        if let symbol = Self.symbolName(object, in: file), SymbolNames.conventionalAction(of: symbol) != nil { continue }
        // A symbol the project's own function or constant gives (`UIImage(systemName: .ellipsisNavigation())`,
        // `UIImage(systemName: Constant.backButtonImage)`).
        if let symbols = Self.projectSymbols(object, project: context.project, file: file),
           symbols.allSatisfy({ SymbolNames.conventionalAction(of: $0) != nil }) { continue }
        // Words given as its value only (`accessibilityValue = "Show key"`): read after the
        // symbol's guessed name, but the name Voice Control and the rotor use is still that guess.
        if object.assignments.contains(where: { $0.property == "accessibilityValue" }) {
          context.report(at: Self.imagePosition(object, in: file), LocalizedText(
            en: "\(object.declaredClass) '\(object.name)' shows only an SF Symbol and puts its words in accessibilityValue: VoiceOver reads them after a name guessed from the symbol, and Voice Control knows it only by that guess; move the words to accessibilityLabel (the value is for state)" + Self.storyboardNote(files).en,
            ko: "\(object.declaredClass) '\(object.name)'에 SF Symbol만 있고 설명을 accessibilityValue에 두었습니다. VoiceOver는 기호에서 추측한 이름 뒤에 그 말을 읽고, 음성 제어는 추측한 이름으로만 압니다. 그 말을 accessibilityLabel로 옮기세요(값은 상태를 위한 것입니다)" + Self.storyboardNote(files).ko),
            severity: .warning)
          continue
        }
        // VoiceOver speaks a name derived from an SF Symbol, as in SwiftUI: vague, not missing.
        context.report(at: Self.imagePosition(object, in: file), LocalizedText(
          en: "\(object.declaredClass) '\(object.name)' shows only an SF Symbol: VoiceOver guesses a name from the symbol, which may not say what it does; set accessibilityLabel" + Self.storyboardNote(files).en,
          ko: "\(object.declaredClass) '\(object.name)'에 SF Symbol만 있어 VoiceOver가 기호에서 추측한 이름을 읽으며 기능과 다를 수 있습니다. accessibilityLabel을 지정하세요" + Self.storyboardNote(files).ko),
          severity: .warning)
        continue
      }
      // An asset named with the plain word for what it does ("upload", "edit-icon"): VoiceOver reads
      // the image's name, which says the action, as SwiftUI reads an asset name. Said, at info.
      if let asset = Self.symbolName(object, in: file), let words = AssetNames.plainIconWords(of: asset) {
        // In an app that speaks English alone the word is the app's own (Unwrap's "Back").
        if context.project.isEnglishOnly { continue }
        context.report(at: Self.imagePosition(object, in: file), LocalizedText(
          en: "\(object.declaredClass) '\(object.name)' shows only the image '\(asset)', which VoiceOver reads by its name (\"\(words)\"): right if that is what it does; set accessibilityLabel to say it in the app's words and language" + Self.storyboardNote(files).en,
          ko: "\(object.declaredClass) '\(object.name)'에 이미지 '\(asset)'만 있어 VoiceOver가 이미지 이름(\"\(words)\")을 읽습니다. 그 기능이면 괜찮지만, 앱의 말과 언어로 읽히도록 accessibilityLabel을 지정하세요" + Self.storyboardNote(files).ko),
          severity: .info)
        continue
      }
      // A button subclass that sets its own image may be labelled by whoever creates it; bar items
      // may be labelled through the array that holds them (`toolbarItems![1].accessibilityLabel = ...`).
      // Every instance the project makes is titled or labelled where it is made (MyMonero's `ActionButton`).
      if object.name == "self", context.project.typesNamedAtEveryInstance.contains(TypeIndex.simpleName(object.declaredClass)) { continue }
      let isSubclassSelf = object.name == "self"
        || object.uikitClass == "UIBarButtonItem" && (file.sourceContains("].accessibilityLabel") || file.sourceContains("]?.accessibilityLabel"))
      let position = Self.imagePosition(object, in: file)
      // Its title's font or color is set: a title is meant, given where it is filled in (Firefox
      // Focus's search-suggestion buttons, titled through the array that holds them).
      if Self.stylesTitle(object) {
        context.report(at: position, LocalizedText(
          en: "\(object.declaredClass) '\(object.name)' shows an image and no title here, though its title's look is set: check that a title or accessibilityLabel is given where it is shown" + Self.storyboardNote(files).en,
          ko: "\(object.declaredClass) '\(object.name)'에 여기서는 이미지만 있지만 제목의 모양은 지정되어 있습니다. 보여 주는 곳에서 제목이나 accessibilityLabel을 주는지 확인하세요" + Self.storyboardNote(files).ko),
          severity: .info, needsReview: true)
        continue
      }
      // A button nothing here wires to an action (a checkbox image over a row that takes the tap,
      // ForDay's activity item, Cider's report reasons): it may only show a state; both fixes said.
      if Self.isUnwiredButton(object, in: file) {
        context.report(at: position, LocalizedText(
          en: "\(object.declaredClass) '\(object.name)' shows an image with no title and no accessibilityLabel, and no action is wired to it here: VoiceOver stops on it and reads the file name or just \"button\"; if it only shows a state (a checkbox in a row that takes the tap), hide it (isAccessibilityElement = false) and give the row its selected trait, otherwise set accessibilityLabel" + Self.storyboardNote(files).en,
          ko: "\(object.declaredClass) '\(object.name)'에 이미지만 있고 제목과 accessibilityLabel이 없으며, 여기서 연결된 동작도 없습니다. VoiceOver가 여기에 멈춰 파일 이름이나 \"버튼\"만 읽습니다. 상태만 보여 준다면(탭을 받는 행 안의 체크박스) 숨기고(isAccessibilityElement = false) 행에 선택됨 특성을 주고, 아니라면 accessibilityLabel을 지정하세요" + Self.storyboardNote(files).ko),
          severity: isSubclassSelf ? .warning : nil, needsReview: isSubclassSelf)
        continue
      }
      // A factory making the button from the image its caller hands it (ITunesPractice's
      // `createRoundCornerButton(image:target:action:)`): what VoiceOver reads is that image's name,
      // a symbol's guess or an asset's file name, for every caller.
      if let parameter = Self.handedImageParameter(object, in: file) {
        context.report(at: position, LocalizedText(
          en: "\(object.declaredClass) '\(object.name)' shows the image its caller hands in as '\(parameter)', with no title and no accessibilityLabel: VoiceOver reads that image's name (a guess from an SF Symbol, an asset's file name) for every button made here; take a label beside the image and set accessibilityLabel" + Self.storyboardNote(files).en,
          ko: "\(object.declaredClass) '\(object.name)'는 호출하는 곳이 '\(parameter)'(으)로 넘긴 이미지만 보여 주고 제목과 accessibilityLabel이 없습니다. 여기서 만드는 모든 버튼에서 VoiceOver가 그 이미지의 이름(SF Symbol에서 추측한 이름, 에셋의 파일 이름)을 읽습니다. 이미지와 함께 레이블을 받아 accessibilityLabel을 지정하세요" + Self.storyboardNote(files).ko),
          severity: isSubclassSelf ? .warning : nil, needsReview: isSubclassSelf)
        continue
      }
      context.report(at: position, LocalizedText(
        en: "\(object.declaredClass) '\(object.name)' shows an image with no title and no accessibilityLabel: VoiceOver reads the file name or just \"button\"; set accessibilityLabel" + Self.storyboardNote(files).en,
        ko: "\(object.declaredClass) '\(object.name)'에 이미지만 있고 제목과 accessibilityLabel이 없어 VoiceOver가 파일 이름이나 \"버튼\"만 읽습니다. accessibilityLabel을 지정하세요" + Self.storyboardNote(files).ko),
        severity: isSubclassSelf ? .warning : nil, needsReview: isSubclassSelf)
    }
  }
}
