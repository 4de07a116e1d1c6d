import A11yCore
import Foundation

/// A tap gesture recognizer on a non-control UIKit view without the button trait.
public struct UIKitTapGestureRoleRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "uikit-tap-gesture-role",
    title: LocalizedText(en: "Views with tap recognizers need the button trait", ko: "탭 제스처가 있는 뷰에는 버튼 특성이 필요합니다"),
    rationale: LocalizedText(
      en: """
        A `UITapGestureRecognizer` turns a plain view into a control that VoiceOver doesn't announce as one. \
        Make the view an accessibility element with a label and `accessibilityTraits = .button` (or use a \
        `UIButton`), so VoiceOver says "button" and a double tap activates it.
        """,
      ko: """
        `UITapGestureRecognizer`를 붙인 일반 뷰는 컨트롤처럼 동작하지만 VoiceOver는 컨트롤로 안내하지 않습니다. 뷰를 레이블이 \
        있는 접근성 요소로 만들고 `accessibilityTraits = .button`을 지정하거나(`UIButton` 사용도 가능) VoiceOver가 "버튼"이라고 \
        읽고 두 번 탭으로 실행되게 하세요.
        """),
    defaultSeverity: .error,
    checkpoints: [.assistiveTechnology], wcag: ["4.1.2"], hig: "Accessibility › Custom elements",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the sign-in form's helper: handed a selector that opens a screen.
        "final class EmailLoginView: UIView {\n  let containerView = UIView()\n  let emailField = UITextField()\n  func setUp() { addSubview(containerView); containerView.addSubview(emailField) }\n  func addTapGesture(target: UIViewController, selector: Selector) {\n    let tapRecognizer = UITapGestureRecognizer(target: target, action: selector)\n    ↓containerView.addGestureRecognizer(tapRecognizer)\n  }\n}\nfinal class EmailLoginViewController: UIViewController {\n  let mainView = EmailLoginView()\n  override func viewDidLoad() { super.viewDidLoad(); mainView.addTapGesture(target: self, selector: #selector(openProfile)) }\n  @objc private func dismissKeyboard() { view.endEditing(true) }\n  @objc private func openProfile() { navigationController?.pushViewController(ProfileViewController(), animated: true) }\n}",
        // A switch drawn by a view, flipped by a tap (PlanetWallet's `PWSwitch`): its state must be heard too.
        "final class PWSwitch: UIView {\n  var isOn = false\n  func viewInit() {\n    isUserInteractionEnabled = true\n    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onClick(_:))))\n  }\n  @objc func onClick(_ sender: Any?) {\n    isOn = !isOn\n    delegate?.didSwitch(self, isOn: isOn)\n  }\n}",
        // The terms label's neighbour: the tap opens the terms.
        Self.termsLabel("showTerms()", marked: true),
        // The neighbour of the image viewer's bar: the tap shows and hides the photo's details, which nothing else shows.
        "final class PopImageViewController: UIViewController {\n  let imageView = UIImageView()\n  let detailView = UIView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    imageView.isUserInteractionEnabled = true\n    ↓imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(imageTouched(_:))))\n  }\n  @objc private func imageTouched(_ sender: UITapGestureRecognizer) {\n    UIView.animate(withDuration: 0.2) {\n      self.detailView.alpha = self.detailView.alpha > 0 ? 0.0 : 0.5\n    }\n  }\n}",
        // The neighbour of the toast a delayed fade removes: this fade leaves it in place, so only the tap takes it away.
        "extension UIViewController {\n  func showToast(message: String) {\n    let toastView = UILabel()\n    toastView.text = message\n    view.addSubview(toastView)\n    let tap = UITapGestureRecognizer(target: self, action: #selector(deleteToast(_:)))\n    ↓toastView.addGestureRecognizer(tap)\n    toastView.isUserInteractionEnabled = true\n    UIView.animate(withDuration: 0.4) { toastView.alpha = 1 } completion: { _ in\n      UIView.animate(withDuration: 0.4, delay: 1.5, options: .curveEaseOut) { toastView.alpha = 0 } completion: { _ in print(\"faded\") }\n    }\n  }\n  @objc private func deleteToast(_ sender: UITapGestureRecognizer) { sender.view?.removeFromSuperview() }\n}",
        // The neighbour of the self-closing toast: nothing else takes the cover away.
        "final class ToastView {\n  let dimView = UIView()\n  let wrapperView = UIView()\n  func setToastView(view: UIView) {\n    wrapperView.addSubview(dimView)\n    let tapGesture = UITapGestureRecognizer(target: self, action: #selector(dismissPopupView(_:)))\n    ↓wrapperView.addGestureRecognizer(tapGesture)\n    view.addSubview(wrapperView)\n  }\n  @objc private func dismissPopupView(_ gesture: UITapGestureRecognizer) {\n    dimView.removeFromSuperview()\n    wrapperView.removeFromSuperview()\n  }\n}",
        // The same recognizer added in two set-up methods: one tap route, reported once (SniffMeet's location row).
        "final class LocationSelectionView: UIView {\n  let tapGesture = UITapGestureRecognizer()\n  func configureAttributes() {\n    ↓addGestureRecognizer(tapGesture)\n    tapGesture.addTarget(self, action: #selector(handleTap))\n  }\n  func configureHierarchy() { addGestureRecognizer(tapGesture) }\n  @objc func handleTap() { delegate?.didTapLocation() }\n}",
        // Two functions each make their own `tapGesture`: the one added to the view opens a detail.
        "final class ScoreView: UIView {\n let icon = UIImageView()\n private func setUpIconGesture() {\n  let tapGesture = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))\n  icon.addGestureRecognizer(tapGesture)\n }\n private func setUpOpenGesture() {\n  let tapGesture = UITapGestureRecognizer(target: self, action: #selector(openDetail))\n  ↓addGestureRecognizer(tapGesture)\n }\n @objc private func dismissKeyboard() { endEditing(true) }\n @objc private func openDetail() { delegate?.openScore(score) }\n}",
        // The neighbour of the unset callback: `configure(name:onAvatarTap:)` sets it (a review's case).
        "final class ProfileHeaderView: UIView {\n  private var onAvatarTap: (() -> Void)?\n  private let avatarImageView = UIImageView()\n  func setUp() {\n    avatarImageView.isUserInteractionEnabled = true\n    ↓avatarImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))\n  }\n  func configure(name: String, onAvatarTap: @escaping () -> Void) { self.onAvatarTap = onAvatarTap }\n  @objc private func avatarTapped() { onAvatarTap?() }\n}\nfinal class ProfileViewController: UIViewController {\n  let headerView = ProfileHeaderView()\n  override func viewDidLoad() { headerView.configure(name: \"민지\", onAvatarTap: { [weak self] in self?.pickAvatar() }) }\n}",
        // The neighbour of the backdrop: a grabber the presentation controller puts on its sheet resizes it.
        "final class BottomSheetPresentationController: UIPresentationController {\n  private let grabberView = UIView()\n  private var isExpanded = false\n  override func presentationTransitionWillBegin() {\n    super.presentationTransitionWillBegin()\n    grabberView.backgroundColor = .systemGray3\n    grabberView.isUserInteractionEnabled = true\n    ↓grabberView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleHeight)))\n    presentedView?.addSubview(grabberView)\n  }\n  @objc private func toggleHeight() {\n    isExpanded.toggle()\n    UIView.animate(withDuration: 0.3) { self.presentedView?.frame = self.frameOfPresentedViewInContainerView }\n  }\n}",
        // The neighbour of the timed toast: its tap also opens the transaction.
        toastController(tapAlsoCalls: "openTransaction()"),
        // The same picture answering a single tap: a control, found by anyone who touches it.
        errorPicture(taps: "1"),
        // The neighbour of the nickname form: the reactive tap opens the profile.
        "final class AvatarView: UIView {\n  let tapGesture = UITapGestureRecognizer()\n  func configure() { ↓addGestureRecognizer(tapGesture) }\n}\nfinal class ProfileViewController: UIViewController {\n  let avatarView = AvatarView()\n  func bind() {\n    avatarView.tapGesture.rx.event.bind(onNext: { [weak self] _ in\n      self?.view.endEditing(true)\n      self?.openProfile()\n    })\n    .disposed(by: disposeBag)\n  }\n}",
        // The neighbour of the colour popup: the tap acts when it falls inside the card.
        "final class ColorCardView: UIView {\n  let containerView = UIView()\n  private func setupTapGesture() {\n    let tapGesture = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))\n    ↓addGestureRecognizer(tapGesture)\n  }\n  @objc private func handleTap(_ gesture: UITapGestureRecognizer) {\n    let location = gesture.location(in: self)\n    if containerView.frame.contains(location) {\n      openColorPicker()\n    }\n  }\n}",
        // The gift form's tap running a handler declared elsewhere that says nothing of the keyboard.
        giftForm(handler: "showCategories"),
        // The neighbour of the switch row: the tap also saves a setting of its own.
        "final class SwitchRow: UIView {\n  let switchControl = UISwitch()\n  func setUp() {\n    let background = UIView(frame: .zero)\n    addSubview(background)\n    ↓background.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))\n    addSubview(switchControl)\n  }\n  @objc func backgroundTapped() {\n    switchControl.sendActions(for: .valueChanged)\n    saveSetting()\n  }\n}",
        // The neighbour of the preview cell: the tap also opens the file's details.
        "protocol PreviewContentCellDelegate: AnyObject { func setFullscreen(_ fullscreen: Bool?); func openDetails() }\nfinal class PreviewCell: UICollectionViewCell {\n  weak var previewDelegate: PreviewContentCellDelegate?\n  let imageView = UIImageView()\n  override func awakeFromNib() {\n    super.awakeFromNib()\n    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapOnCell)))\n  }\n  @objc func didTapOnCell() {\n    previewDelegate?.setFullscreen(false)\n    previewDelegate?.openDetails()\n  }\n}\nextension PreviewViewController: PreviewContentCellDelegate {\n  func setFullscreen(_ fullscreen: Bool?) { navigationController?.setNavigationBarHidden(fullscreen ?? false, animated: true) }\n  func openDetails() { show(DetailsViewController(), sender: nil) }\n}",
        // The neighbour of the labelled content view: the helper is given only the title label.
        certificateCell(labelling: "titleLabel.enableAccessibility(label: \"Certificate\")", marked: true),
        // The neighbour of the success overlay: nothing else removes it, so the tap is its close control.
        // An outlet's didSet: the storyboard connecting it sets it (Rocket.Chat's directory row).
        "final class SubscriptionsViewController: UIViewController {\n  @IBOutlet weak var directoryLabel: UILabel! {\n    didSet {\n      let tapGesture = UITapGestureRecognizer(target: self, action: #selector(openDirectory(_:)))\n      ↓directoryLabel.addGestureRecognizer(tapGesture)\n    }\n  }\n  @objc func openDirectory(_ sender: UITapGestureRecognizer) { present(DirectoryViewController(), animated: true) }\n}",
        // The neighbour of the unset backdrop callback: the screen sets it.
        "final class MovieDetailsView: UIView {\n  var didTouchOnBackdrop: (() -> Void)?\n  let backdropImageView = UIImageView()\n  func setUp() {\n    backdropImageView.isUserInteractionEnabled = true\n    ↓backdropImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapOnBackdrop)))\n  }\n  @objc private func didTapOnBackdrop() { didTouchOnBackdrop?() }\n}\nfinal class MovieDetailsViewController: UIViewController {\n  let detailsView = MovieDetailsView()\n  override func viewDidLoad() { detailsView.didTouchOnBackdrop = { [weak self] in self?.showBackdrop() } }\n}",
        // The neighbour of the overlay's handler: a screen sets it.
        "final class WorkingOverlay: UIView {\n  public var tapHandler: (() -> Void)? {\n    didSet {\n      gestureRecognizers?.removeAll()\n      if tapHandler != nil { ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapView(_:)))) }\n    }\n  }\n  @objc private func didTapView(_ sender: UITapGestureRecognizer) { tapHandler?() }\n}\nfinal class UploadViewController: UIViewController {\n  let overlay = WorkingOverlay()\n  func showWorking() { overlay.tapHandler = { [weak self] in self?.cancelUpload() } }\n}",
        // The neighbour of the empty delegate method: it presents the photo picker.
        "protocol AccountSettingBaseViewDelegate: AnyObject { func settingBaseViewDidTappedUserImageView(_ view: AccountSettingBaseView) }\nfinal class AccountSettingBaseView: UIView {\n  weak var delegate: AccountSettingBaseViewDelegate?\n  let userImageView = UIImageView()\n  func setUp() {\n    userImageView.isUserInteractionEnabled = true\n    ↓userImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapUserImage)))\n  }\n  @objc private func didTapUserImage() { delegate?.settingBaseViewDidTappedUserImageView(self) }\n}\nfinal class AccountSettingViewController: UIViewController, AccountSettingBaseViewDelegate {\n  func settingBaseViewDidTappedUserImageView(_ view: AccountSettingBaseView) {\n    present(photoPicker, animated: true)\n  }\n}",
        // The neighbour of the easter egg: one tap on the logo opens the website.
        "final class AboutViewController: UIViewController {\n  @IBOutlet var logoImageView: UIImageView!\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    logoImageView.isUserInteractionEnabled = true\n    ↓logoImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(logoTap(_:))))\n  }\n  @objc func logoTap(_ sender: UITapGestureRecognizer) { openWebsite() }\n}",
        "final class SuccessOverlayView: UIView {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hide)))\n  }\n  @objc private func hide() { removeFromSuperview() }\n}",
        // A card that lets touches through and opens its detail: a control, keyboard or not.
        "final class ProfileCard: UIView {\n  func setUp() {\n    addSubview(nameLabel)\n    let tap = UITapGestureRecognizer(target: self, action: #selector(openProfile))\n    tap.cancelsTouchesInView = false\n    ↓addGestureRecognizer(tap)\n  }\n  @objc func openProfile() { delegate?.showProfile() }\n}",
        // The same recognizers, given by addTarget a handler that acts.
        "final class CamView: UIView {\n private let tapRecognizer = UITapGestureRecognizer()\n private let pressRecognizer = UILongPressGestureRecognizer()\n func setUp() {\n  tapRecognizer.addTarget(self, action: #selector(tapped(_:)))\n  pressRecognizer.addTarget(self, action: #selector(pressed(_:)))\n  ↓addGestureRecognizer(tapRecognizer)\n  addGestureRecognizer(pressRecognizer)\n }\n @objc func tapped(_ recognizer: UITapGestureRecognizer) { openProfile() }\n @objc func pressed(_ recognizer: UILongPressGestureRecognizer) { toggleMute() }\n}",
        // The neighbours of the search box's tap: this one focuses the field and also opens a
        // screen, and this one focuses a field the tapped view doesn't hold.
        """
        final class ChatSearchController: UIViewController {
          let searchBackground = UIView()
          let searchInput = UITextField()
          let otherInput = UITextField()
          let replyBox = UIView()
          let replyLabel = UILabel()
          func setup() {
            replyBox.addSubview(replyLabel)
            let inputStack = UIStackView([searchInput])
            searchBackground.addSubview(inputStack)
            ↓searchBackground.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(inputTapped)))
            view.addSubview(otherInput)
            ↓replyBox.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(replyTapped)))
          }
          @objc func inputTapped() {
            searchInput.becomeFirstResponder()
            navigationController?.pushViewController(ResultsController(), animated: true)
          }
          @objc func replyTapped() { otherInput.becomeFirstResponder() }
        }
        """,
        // The neighbour of the link header: a second label is read on its own, with no trait.
        """
        final class InfoHeaderView: UIView {
          private let infoLabel = UILabel()
          private let titleLabel = UILabel()
          init() {
            super.init(frame: .zero)
            infoLabel.accessibilityTraits = .link
            titleLabel.text = "About"
            addSubview(titleLabel)
            addSubview(infoLabel)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
          }
          @objc private func handleTap() { onAbout?() }
        }
        """,
        // The neighbours of the slide control's nudge: this tap also confirms, and this one fades
        // the hint in for good.
        """
        final class SlideToConfirmView: UIView {
          let container = UIView()
          let thumbView = UIImageView()
          var thumbLeading: NSLayoutConstraint?
          func setup() {
            addSubview(container)
            container.addSubview(thumbView)
            ↓container.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(nudge)))
          }
          @objc func nudge(_ sender: UITapGestureRecognizer) {
            UIView.animate(withDuration: 0.2, animations: {
              self.thumbLeading?.constant = 50
              self.layoutIfNeeded()
            }, completion: { _ in
              self.thumbLeading?.constant = 0
              self.delegate?.slideDidFinish(self)
            })
          }
        }
        final class HintCard: UIView {
          let hintLabel = UILabel()
          func setup() {
            addSubview(hintLabel)
            hintLabel.alpha = 0
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showHint)))
          }
          @objc func showHint() {
            UIView.animate(withDuration: 0.2) { self.hintLabel.alpha = 1 }
          }
        }
        """,
        // The neighbour of the stop banner: the routes it fades in are not spoken by the element.
        """
        final class StopBanner: UIView {
          private let nameLabel = UILabel()
          private let routesLabel = UILabel()
          private var routesHidden = false
          override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(nameLabel)
            addSubview(routesLabel)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleRoutes)))
          }
          func configure(name: String, routes: String) {
            nameLabel.text = name
            routesLabel.text = routes
            isAccessibilityElement = true
            accessibilityLabel = name
          }
          @objc private func toggleRoutes() {
            routesHidden.toggle()
            routesLabel.alpha = routesHidden ? 0 : 1
          }
        }
        """,
        """
        final class StoreViewController: UIViewController {
          private let mapPreview = UIView()
          override func viewDidLoad() {
            mapPreview.addSubview(UIImageView(image: UIImage(named: "map_gangnam")))
            let tap = UITapGestureRecognizer(target: self, action: #selector(openMap))
            ↓mapPreview.addGestureRecognizer(tap)
          }
        }
        """,
        """
        final class NoticeBanner: UIView {
          let label = UILabel()
          func show() {
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap)))
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.dismissBanner() }
          }
          @objc func didTap() { openDetails(); dismissBanner() }
          func openDetails() { delegate?.showNotice() }
          func dismissBanner() { removeFromSuperview() }
        }
        """,
        """
        final class CouponCard: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(use)))
          }
        }
        """,
        // The keyboard goes away, and the tap also selects the card.
        """
        final class BulkPurchaseView: UIView {
          let textField = UITextField()
          func setup() {
            addSubview(textField)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
          }
          @objc func tapped() {
            textField.resignFirstResponder()
            isSelected = true
          }
        }
        """,
        // The handler tells the delegate, whose protocol the file declares.
        """
        protocol RecordingViewDelegate: AnyObject { func endRecording() }
        final class RecordingView: UIView {
          weak var delegate: RecordingViewDelegate?
          let circleView = UIView()
          func lock() {
            circleView.addSubview(iconView)
            ↓circleView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onCircleViewTap)))
          }
          @objc private func onCircleViewTap() { handleCircleViewTap() }
          private func handleCircleViewTap() { delegate?.endRecording() }
        }
        """,
        // Only a comment in the handler, but the helper it calls opens the item.
        """
        final class ItemCard: UIView {
          func setup() {
            addSubview(iconView)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped)))
          }
          @objc func cardTapped() {
            // open the item
            openItem()
          }
          func openItem() { delegate?.open(item) }
        }
        """,
        // The card's tap opens the token; its button opens a menu: the tap is the only route to the token.
        """
        final class TokenCardView: UIView {
          private let moreButton = UIButton()
          init() {
            super.init(frame: .zero)
            addSubview(iconView)
            addSubview(moreButton)
            moreButton.addTarget(self, action: #selector(moreSelected), for: .touchUpInside)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped)))
          }
          @objc private func cardTapped() { delegate?.view(self, didOpenToken: token) }
          @objc private func moreSelected(_ sender: UIButton) { delegate?.view(self, didSelectMore: sender) }
        }
        """,
        // Both handlers call a closure named `action`, but each binds a different one: no repeat.
        """
        final class MenuBarView: UIView {
          var profileAction: (() -> Void)?
          var settingsAction: (() -> Void)?
          private let avatarView = UIView()
          private let settingsButton = UIButton()
          func setup() {
            addSubview(avatarView)
            avatarView.addSubview(avatarImage)
            settingsButton.addTarget(self, action: #selector(settingsTapped), for: .touchUpInside)
            ↓avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(profileTapped)))
          }
          @objc func profileTapped() { if let action = profileAction { action() } }
          @objc func settingsTapped() { if let action = settingsAction { action() } }
        }
        """,
        // The delegate scrolls to the card, but also selects its plan; and a toast that says
        // something other than the element's label.
        """
        protocol PlanCellDelegate: AnyObject { func didSelectCell(_ cell: PlanCell) }
        final class PlanCell: UICollectionViewCell {
          weak var delegate: PlanCellDelegate?
          override func awakeFromNib() {
            super.awakeFromNib()
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapCell)))
          }
          @objc private func didTapCell(_ sender: Any) { delegate?.didSelectCell(self) }
        }
        extension PlanPickerVC: PlanCellDelegate {
          func didSelectCell(_ cell: PlanCell) {
            guard let indexPath = collectionView.indexPath(for: cell) else { return }
            collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
            selectedPlan = plans[indexPath.item]
          }
        }
        final class StrengthIconView: UIView {
          var onTap: ((StrengthIconView) -> Void)?
          func setup() {
            isAccessibilityElement = true
            accessibilityLabel = String(format: Strings.strengthTemplate, strength.title)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap)))
          }
          @objc private func didTap(_ sender: Any) { onTap?(self) }
        }
        final class PasswordCell: UITableViewCell {
          func setup() {
            let indicator = StrengthIconView()
            indicator.onTap = { [weak self] indicator in
              let message = String(format: Strings.strengthAdvice, indicator.strength.advice)
              self?.contentView.showToast(message, duration: 3.0)
            }
          }
        }
        """,
        // A cell that speaks no label of its own: its status view's tap is a part VoiceOver reaches alone.
        "final class MessageCell: UITableViewCell {\n  let statusView = UIImageView(image: UIImage(named: \"delivered\"))\n  func setUp() {\n    statusView.isUserInteractionEnabled = true\n    let tap = UITapGestureRecognizer(target: self, action: #selector(onStatusTapped))\n    ↓statusView.addGestureRecognizer(tap)\n    contentView.addSubview(statusView)\n  }\n  @objc func onStatusTapped() { delegate?.showInfo() }\n}",
        // The card sheet's neighbour: its only button adds the card, so the backdrop's tap is the way to close it.
        UIKitGestureAlternativeRule.cardSheet(button: "addTapped", action: "save()", tapMarker: "↓"),
        // The neighbour of the empty overlay: this one holds words, which VoiceOver reads and can activate.
        """
        final class RouteOptionsViewController: UIViewController {
          let datePickerOverlay = UIView()
          let hintLabel = UILabel()
          func setupDatePickerOverlay() {
            datePickerOverlay.backgroundColor = .black
            hintLabel.text = "탭하여 시간을 고르세요"
            datePickerOverlay.addSubview(hintLabel)
            ↓datePickerOverlay.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showDatePicker)))
            view.addSubview(datePickerOverlay)
          }
        }
        """,
        // The URL bar's neighbour: the page's tap stops the page loading, a control's job.
        Self.pageTap("stopLoading", marked: true),
        // The drawer veil's neighbour: a mask made opaque, a panel of its own that the tap toggles.
        Self.drawerVeil(alpha: "1.0", marked: true),
        // The neighbour of the mask: a translucent card named for what it shows, tapped to open it.
        """
        final class EpisodeDetailViewController: UIViewController {
          @IBOutlet var wordCardView: UIView!
          override func viewDidLoad() {
            super.viewDidLoad()
            wordCardView.backgroundColor = Appearance.textColor.withAlphaComponent(0.4)
            ↓wordCardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTapView)))
          }
          @objc func handleTapView(_ recognizer: UITapGestureRecognizer) { viewModel.showVocabularyDetailView.onNext(true) }
        }
        """,
        // The neighbour of the overlay behind the picker: this one's tap opens the paywall.
        """
        final class LessonViewController: UIViewController {
          private let lockedOverlayView = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(lockedOverlayView)
            lockedOverlayView.backgroundColor = UIColor.white.withAlphaComponent(0.7)
            ↓lockedOverlayView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showPaywall)))
          }
        }
        """,
        // The neighbour of the post photo: let take touches, its tap opens the picture.
        "final class PostTableViewCell: UITableViewCell {\n  var contentImageView: UIImageView?\n  func show(_ url: URL) {\n    let imageView = UIImageView(frame: .zero)\n    imageView.isUserInteractionEnabled = true\n    self.contentImageView = imageView\n    contentView.addSubview(imageView)\n    ↓imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(imageDidTap)))\n  }\n  @objc func imageDidTap() { delegate?.didTapImage(of: self) }\n}",
      ],
      nonTriggering: [
        // A view's helper adding a tap with the selector it is handed, every call handing one that
        // only puts the keyboard away (DatingApp's sign-in form).
        "final class EmailLoginView: UIView {\n  let containerView = UIView()\n  let emailField = UITextField()\n  func setUp() { addSubview(containerView); containerView.addSubview(emailField) }\n  func addTapGesture(target: UIViewController, selector: Selector) {\n    let tapRecognizer = UITapGestureRecognizer(target: target, action: selector)\n    containerView.addGestureRecognizer(tapRecognizer)\n  }\n}\nfinal class EmailLoginViewController: UIViewController {\n  let mainView = EmailLoginView()\n  override func viewDidLoad() { super.viewDidLoad(); mainView.addTapGesture(target: self, selector: #selector(dismissKeyboard)) }\n  @objc private func dismissKeyboard() { view.endEditing(true) }\n  @objc private func openProfile() { navigationController?.pushViewController(ProfileViewController(), animated: true) }\n}",
        // An input view whose tap focuses its own field, laid out by the app's stack helper (nl-covid19's `InputField`).
        "final class InputField: UIView {\n  private(set) var textField = UITextField()\n  func setup() {\n    VStack(spacing: 8, label, textField).embed(in: self)\n    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))\n  }\n  @objc private func handleTap(_ sender: Any) { textField.becomeFirstResponder() }\n}",
        // A label whose tap only logs where it fell (delivery-shop's unfinished terms link).
        Self.termsLabel("print(\"Terms and Conditions of Use tapped\")", marked: false),
        // An image viewer whose tap hides and shows its own bar, shown when it opens (iOS-team3's photo viewer).
        "final class PopImageViewController: UIViewController {\n  let imageView = UIImageView()\n  let customNaviView = UIView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    imageView.isUserInteractionEnabled = true\n    imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(imageTouched(_:))))\n  }\n  @objc private func imageTouched(_ sender: UITapGestureRecognizer) {\n    UIView.animate(withDuration: 0.2) {\n      self.customNaviView.alpha = self.customNaviView.alpha > 0 ? 0.0 : 0.5\n    }\n  }\n}",
        // A toast faded out and removed by an animation that waits 1.5 s (NOTTODO's): the tap only hurries it.
        "extension UIViewController {\n  func showToast(message: String) {\n    let toastView = UILabel()\n    toastView.text = message\n    view.addSubview(toastView)\n    let tap = UITapGestureRecognizer(target: self, action: #selector(deleteToast(_:)))\n    toastView.addGestureRecognizer(tap)\n    toastView.isUserInteractionEnabled = true\n    UIView.animate(withDuration: 0.4) { toastView.alpha = 1 } completion: { _ in\n      UIView.animate(withDuration: 0.4, delay: 1.5, options: .curveEaseOut) { toastView.alpha = 0 } completion: { _ in toastView.removeFromSuperview() }\n    }\n  }\n  @objc private func deleteToast(_ sender: UITapGestureRecognizer) { sender.view?.removeFromSuperview() }\n}",
        // A toast's dimmed cover, tapped to take away what a timer takes away two seconds after it shows (GGiriGGiri's toast).
        "final class ToastView {\n  let dimView = UIView()\n  let wrapperView = UIView()\n  func setToastView(view: UIView) {\n    wrapperView.addSubview(dimView)\n    let tapGesture = UITapGestureRecognizer(target: self, action: #selector(dismissPopupView(_:)))\n    wrapperView.addGestureRecognizer(tapGesture)\n    view.addSubview(wrapperView)\n  }\n  func showToastView(with view: UIView) {\n    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {\n      self.dimView.removeFromSuperview()\n      self.wrapperView.removeFromSuperview()\n    }\n  }\n  @objc private func dismissPopupView(_ gesture: UITapGestureRecognizer) {\n    dimView.removeFromSuperview()\n    wrapperView.removeFromSuperview()\n  }\n}",
        // A form's tap with no selector whose reactive events only put the keyboard away (iOS01-Capsule's nickname form).
        "final class NicknameView: UIView {\n  let tapGesture = UITapGestureRecognizer()\n  func configure() { addGestureRecognizer(tapGesture) }\n}\nfinal class NicknameViewController: UIViewController {\n  let nicknameView = NicknameView()\n  func bind() {\n    nicknameView.tapGesture.rx.event.bind(onNext: { [weak self] _ in\n      self?.view.endEditing(true)\n    })\n    .disposed(by: disposeBag)\n  }\n}",
        // A popup's tap that cancels only when it falls outside the popup's panel (damago's colour picker).
        "final class ColorPopupView: UIView {\n  let containerView = UIView()\n  private func setupBackgroundTapGesture() {\n    let tapGesture = UITapGestureRecognizer(target: self, action: #selector(handleBackgroundTap(_:)))\n    tapGesture.delegate = self\n    addGestureRecognizer(tapGesture)\n  }\n  @objc private func handleBackgroundTap(_ gesture: UITapGestureRecognizer) {\n    let location = gesture.location(in: self)\n    if !containerView.frame.contains(location) {\n      cancelButtonTappedSubject.send(())\n    }\n  }\n}",
        // A tap anywhere on the screen, passed on to what it holds, that closes the options panel when it falls outside it (25th-App-Team-1's alarm screen).
        "final class MainPageView: UIView {\n  private let screenTapGesture = UITapGestureRecognizer()\n  var optionsView: UIView?\n  func setupGesture() {\n    self.addGestureRecognizer(screenTapGesture)\n    screenTapGesture.cancelsTouchesInView = false\n    screenTapGesture.addTarget(self, action: #selector(screenIsTapped(_:)))\n  }\n  @objc func screenIsTapped(_ sender: UITapGestureRecognizer) {\n    let touchLocation = sender.location(in: self)\n    if let optionsView, !optionsView.frame.contains(touchLocation) { listener?.closeOptions() }\n  }\n}",
        // Two functions each make their own `tapGesture`: the one added to the view only puts the
        // keyboard away (RhythmTokTok's search view).
        "final class ScoreSearchView: UIView {\n let cancelIcon = UIImageView()\n private func setupCancelIconGesture() {\n  let tapGesture = UITapGestureRecognizer(target: self, action: #selector(handleCancelTap))\n  cancelIcon.addGestureRecognizer(tapGesture)\n }\n private func setupKeyboardDismissGesture() {\n  let tapGesture = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))\n  tapGesture.cancelsTouchesInView = false\n  addGestureRecognizer(tapGesture)\n }\n @objc private func handleCancelTap() { searchTextField.text = \"\" }\n @objc private func dismissKeyboard() { self.endEditing(true) }\n}",
        // A picture made in code and never let take touches (GetFit's post photo): its tap never fires.
        "final class PostTableViewCell: UITableViewCell {\n  var contentImageView: UIImageView?\n  func show(_ url: URL) {\n    let imageView = UIImageView(frame: .zero)\n    self.contentImageView = imageView\n    contentView.addSubview(imageView)\n    self.contentImageView?.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(imageDidTap)))\n  }\n  @objc func imageDidTap() { delegate?.didTapImage(of: self) }\n}",
        // A tap on a card sheet's blurred backdrop closes it, as its storyboard-wired Cancel button does.
        UIKitGestureAlternativeRule.cardSheet(button: "cancelTapped", action: "blurTapped()"),
        // Ten taps in a row on an error picture make it cry (let Swift's photo error view).
        errorPicture(taps: "Constants.tapsToActivate"),
        // A tap on a form's stack view whose handler, declared in the screen's keyboard extension
        // in another file, is named for putting the keyboard away (kindnesswall's gift form).
        giftForm(handler: "dismissKeyBoard"),
        // AGPU's image viewer: a tap puts the pinched picture back at its own size.
        "final class ImageDetailViewController: UIViewController {\n  let currentImage = UIImageView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    currentImage.isUserInteractionEnabled = true\n    currentImage.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinch(_:))))\n    currentImage.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(transformToStandard)))\n    view.addSubview(currentImage)\n  }\n  @objc func pinch(_ gesture: UIPinchGestureRecognizer) { currentImage.transform = CGAffineTransform(scaleX: gesture.scale, y: gesture.scale) }\n  @objc func transformToStandard() {\n    UIView.animate(withDuration: 0.3) {\n      self.currentImage.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)\n    }\n  }\n}",
        // MyMonero's switch row: a tap on the row's background fires the switch's own action.
        "final class SwitchRow: UIView {\n  let switchControl = UISwitch()\n  func setUp() {\n    let background = UIView(frame: .zero)\n    addSubview(background)\n    background.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))\n    addSubview(switchControl)\n  }\n  @objc func backgroundTapped() {\n    if switchControl.isEnabled { switchControl.sendActions(for: .valueChanged) }\n  }\n}",
        // kDrive's preview cell: a tap on the previewed file shows or hides the screen's bars, as in Photos.
        "protocol PreviewContentCellDelegate: AnyObject { func setFullscreen(_ fullscreen: Bool?) }\nfinal class PreviewCell: UICollectionViewCell {\n  weak var previewDelegate: PreviewContentCellDelegate?\n  let imageView = UIImageView()\n  override func awakeFromNib() {\n    super.awakeFromNib()\n    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapOnCell)))\n  }\n  @objc func didTapOnCell() {\n    previewDelegate?.setFullscreen(nil)\n  }\n}\nextension PreviewViewController: PreviewContentCellDelegate {\n  func setFullscreen(_ fullscreen: Bool?) { navigationController?.setNavigationBarHidden(fullscreen ?? true, animated: true) }\n}",
        // The handler only calls the view's callbacks, which no code sets (CouchTracker's backdrop,
        // Svampeatlas's mushroom card): the tap runs nil.
        "final class MovieDetailsView: UIView {\n  var didTouchOnBackdrop: (() -> Void)?\n  var onTap: ((Movie) -> Void)? { didSet { tap.isEnabled = onTap != nil } }\n  var movie: Movie?\n  let backdropImageView = UIImageView()\n  let tap = UITapGestureRecognizer()\n  func setUp() {\n    backdropImageView.isUserInteractionEnabled = true\n    backdropImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapOnBackdrop)))\n    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(wasTapped)))\n  }\n  @objc private func didTapOnBackdrop() { didTouchOnBackdrop?() }\n  @objc private func wasTapped() {\n    guard let movie = movie else { return }\n    onTap?(movie)\n  }\n}\nfinal class MovieDetailsViewController: UIViewController {\n  let detailsView = MovieDetailsView()\n}",
        // The screen gives the preview's callback a closure that only logs (CouchTracker's stub).
        "final class ShowEpisodeView: UIView {\n  var didTouchOnPreview: (() -> Void)?\n  let previewImageView = UIImageView()\n  func setUp() {\n    previewImageView.isUserInteractionEnabled = true\n    previewImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapOnPreview)))\n  }\n  @objc private func didTapOnPreview() { didTouchOnPreview?() }\n}\nfinal class ShowEpisodeViewController: UIViewController {\n  let episodeView = ShowEpisodeView()\n  override func viewDidLoad() {\n    episodeView.didTouchOnPreview = { [weak self] in\n      print(\"Preview!!!\")\n    }\n  }\n}",
        // The backdrop a presentation controller puts behind its sheet, tapped to dismiss (NadoSunbae's
        // half modal), and a blur put there (Flicker's region sheet, its recognizer held in a property).
        "final class PresentationController: UIPresentationController {\n  let blurEffectView: UIVisualEffectView!\n  var tapGestureRecognizer = UITapGestureRecognizer()\n  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {\n    blurEffectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))\n    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)\n    tapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(dismissController))\n    blurEffectView.isUserInteractionEnabled = true\n    blurEffectView.addGestureRecognizer(tapGestureRecognizer)\n  }\n  @objc func dismissController() { presentedViewController.dismiss(animated: true, completion: nil) }\n}",
        "final class HalfModalPresentationController: UIPresentationController {\n  let backView = UIView()\n  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {\n    backView.backgroundColor = UIColor.black\n    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)\n    backView.isUserInteractionEnabled = true\n    backView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissController)))\n  }\n  @objc func dismissController() { presentedViewController.dismiss(animated: true) }\n}",
        // A tap added only when a handler is set, which no code sets, only its doc comment's example (Save's working overlay).
        "/// Usage: `workingOverlay.tapHandler = { cancel() }`\nfinal class WorkingOverlay: UIView {\n  public var tapHandler: (() -> Void)? {\n    didSet {\n      gestureRecognizers?.removeAll()\n      if tapHandler != nil { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapView(_:)))) }\n    }\n  }\n  @objc private func didTapView(_ sender: UITapGestureRecognizer) { tapHandler?() }\n}",
        // The delegate method the tap calls is empty everywhere (Kikurage's profile photo, a FIXME): the tap does nothing yet.
        "protocol AccountSettingBaseViewDelegate: AnyObject { func settingBaseViewDidTappedUserImageView(_ view: AccountSettingBaseView) }\nfinal class AccountSettingBaseView: UIView {\n  weak var delegate: AccountSettingBaseViewDelegate?\n  let userImageView = UIImageView()\n  func setUp() {\n    userImageView.isUserInteractionEnabled = true\n    userImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapUserImage)))\n  }\n  @objc private func didTapUserImage() { delegate?.settingBaseViewDidTappedUserImageView(self) }\n}\nfinal class AccountSettingViewController: UIViewController, AccountSettingBaseViewDelegate {\n  func settingBaseViewDidTappedUserImageView(_ view: AccountSettingBaseView) {\n    // FIXME: 사진 앱에서 사진을 골라 원형으로 자른다\n  }\n}",
        // The delegate method is implemented nowhere: nothing adopts the protocol (bm_iOS's icon rows).
        "protocol AccountSettingBaseViewDelegate: AnyObject { func settingBaseViewDidTappedUserImageView(_ view: AccountSettingBaseView) }\nfinal class AccountSettingBaseView: UIView {\n  weak var delegate: AccountSettingBaseViewDelegate?\n  let userImageView = UIImageView()\n  func setUp() {\n    userImageView.isUserInteractionEnabled = true\n    userImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapUserImage)))\n  }\n  @objc private func didTapUserImage() { delegate?.settingBaseViewDidTappedUserImageView(self) }\n}\n",
        // Ten taps on the About screen's logo turn on debugging (ONLYOFFICE Documents): an easter egg.
        "final class AboutViewController: UIViewController {\n  @IBOutlet var logoImageView: UIImageView!\n  private var secretsTaps = 0\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    logoImageView.isUserInteractionEnabled = true\n    logoImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(logoTap(_:))))\n  }\n  @objc func logoTap(_ sender: UITapGestureRecognizer) {\n    secretsTaps += 1\n    if secretsTaps >= 10 { DebugManager.shared.enabled.toggle(); secretsTaps = 0 }\n  }\n}",
        // A card in a cell whose content view the app's helper makes one labelled button.
        certificateCell(labelling: "contentView.enableAccessibility(label: titleLabel.text, traits: .button)", marked: false),
        // Traits bound from the view model, which gives selectable days the button trait (Corona-Warn-App).
        "final class DayView: UIView {\n  func setUp() {\n    subscriptions = [viewModel.$accessibilityTraits.assign(to: \\.accessibilityTraits, on: self)]\n    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))\n    isAccessibilityElement = true\n    accessibilityLabel = viewModel.accessibilityLabel\n  }\n}",
        // A pointer's right click that opens a context menu, not a touch (Code App's file tree).
        "final class FileTreeView: UIView {\n  func setUp() {\n    let singleClick = UITapGestureRecognizer(target: self, action: #selector(showMenu(_:)))\n    singleClick.buttonMaskRequired = .secondary\n    addGestureRecognizer(singleClick)\n  }\n  @objc func showMenu(_ recognizer: UIGestureRecognizer) { presentMenu(at: recognizer.location(in: self)) }\n}",
        // A success overlay the tap removes, which the timer removes through the same handler (AlphaWallet).
        "final class SuccessOverlayView: UIView {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hide)))\n  }\n  @objc private func hide() { removeFromSuperview() }\n  func show() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.hide() } }\n}",
        // A table row's own tap, and a part of a cell that speaks for its content with its own
        // label (Amperfy's song row, Delta Chat's message status): VoiceOver activates the row.
        "final class SongCell: UITableViewCell {\n  func setUp() {\n    let tap = UITapGestureRecognizer(target: self, action: #selector(singleTap))\n    self.addGestureRecognizer(tap)\n  }\n  @objc func singleTap() { player.play(song) }\n}",
        "final class MessageCell: UITableViewCell {\n  let statusView = UIImageView(image: UIImage(named: \"delivered\"))\n  func setUp() {\n    statusView.isUserInteractionEnabled = true\n    let tap = UITapGestureRecognizer(target: self, action: #selector(onStatusTapped))\n    statusView.addGestureRecognizer(tap)\n    contentView.addSubview(statusView)\n  }\n  func configure(_ message: Message) { accessibilityLabel = \"\\(message.text), \\(message.status)\" }\n  @objc func onStatusTapped() { delegate?.showInfo() }\n}",
        // Recognizers given their handler by addTarget, which only logs: a stub that does nothing.
        "final class CamView: UIView {\n private let tapRecognizer = UITapGestureRecognizer()\n private let pressRecognizer = UILongPressGestureRecognizer()\n func setUp() {\n  tapRecognizer.addTarget(self, action: #selector(tapped(_:)))\n  pressRecognizer.addTarget(self, action: #selector(pressed(_:)))\n  addGestureRecognizer(tapRecognizer)\n  addGestureRecognizer(pressRecognizer)\n }\n @objc func tapped(_ recognizer: UITapGestureRecognizer) { print(recognizer) }\n @objc func pressed(_ recognizer: UILongPressGestureRecognizer) { print(recognizer) }\n}",
        // A search box whose tap only focuses the field it holds, and a field's rounded parent
        // that focuses the text field among its subviews: larger hit areas for the fields.
        """
        final class ChatSearchController: UIViewController {
          let searchBackground = UIView()
          let searchIcon = UIImageView()
          let searchInput = UITextField()
          func setup() {
            searchBackground.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(inputTapped)))
            let inputStack = UIStackView([searchIcon, searchInput])
            searchBackground.addSubview(inputStack)
          }
          @objc func inputTapped() {
            searchInput.becomeFirstResponder()
          }
        }
        final class DatePickerCell: UICollectionViewCell {
          private let container = UIView()
          private let textfield = UITextField()
          func setup() {
            container.addSubview(textfield)
            container.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapContainer)))
          }
          @objc private func didTapContainer() {
            if textfield.isFirstResponder {
              textfield.resignFirstResponder()
            } else {
              textfield.becomeFirstResponder()
            }
          }
        }
        final class AmountInputView: UIView {
          private let textField = UITextField()
          func setUp() {
            addSubview(textField)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTapGesture)))
          }
          @objc private func handleTapGesture() {
            if !textField.isFirstResponder {
              textField.becomeFirstResponder()
            }
          }
        }
        final class OnboardingInputParent: UIView {
          init(input: UIView) {
            super.init(frame: .zero)
            addSubview(input)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
          }
          @objc func tapped() {
            guard let textInput: UITextField = findAllSubviews().first else { return }
            textInput.becomeFirstResponder()
          }
        }
        """,
        // A row that puts the caret at the end of the field it holds, once the tap has ended
        // (Mullvad's text cells); a header whose one label is announced as a link.
        """
        final class TextCellContentView: UIView {
          private let textField = UITextField()
          init() {
            super.init(frame: .zero)
            addSubview(textField)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
          }
          @objc private func handleTap(_ gestureRecognizer: UIGestureRecognizer) {
            if gestureRecognizer.state == .ended {
              textField.selectedTextRange = textField.textRange(
                from: textField.endOfDocument,
                to: textField.endOfDocument
              )
              textField.becomeFirstResponder()
            }
          }
        }
        final class InfoHeaderView: UIView {
          private let infoLabel = UILabel()
          init() {
            super.init(frame: .zero)
            infoLabel.attributedText = makeText()
            infoLabel.accessibilityTraits = .link
            addSubview(infoLabel)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
          }
          @objc private func handleTap() { onAbout?() }
        }
        """,
        // A tap on a slide control only nudges its thumb and puts it back, saying "slide, don't
        // tap": the slide is the control (judged by the gesture rules), the tap offers nothing.
        """
        final class SlideToConfirmView: UIView {
          let container = UIView()
          let thumbView = UIImageView()
          var thumbLeading: NSLayoutConstraint?
          func setup() {
            addSubview(container)
            container.addSubview(thumbView)
            container.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(nudge)))
          }
          @objc func nudge(_ sender: UITapGestureRecognizer) {
            print("Tap")
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            UIView.animate(withDuration: 0.2, animations: {
              self.thumbLeading?.constant = 50
              self.layoutIfNeeded()
            }, completion: { _ in
              UIView.animate(withDuration: 0.2) {
                self.thumbLeading?.constant = 0
                self.layoutIfNeeded()
              }
            })
          }
        }
        """,
        // The card's tap only has its delegate scroll to it (VoiceOver scrolls to what it lands
        // on), and the icon's tap only shows its own label again as a toast.
        """
        protocol PlanCellDelegate: AnyObject { func didSelectCell(_ cell: PlanCell) }
        final class PlanCell: UICollectionViewCell {
          weak var delegate: PlanCellDelegate?
          override func awakeFromNib() {
            super.awakeFromNib()
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapCell)))
          }
          @objc private func didTapCell(_ sender: Any) { delegate?.didSelectCell(self) }
        }
        extension PlanPickerVC: PlanCellDelegate {
          func didSelectCell(_ cell: PlanCell) {
            guard let indexPath = collectionView.indexPath(for: cell) else { return }
            collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
          }
        }
        final class StrengthIconView: UIView {
          var onTap: ((StrengthIconView) -> Void)?
          func setup() {
            isAccessibilityElement = true
            accessibilityLabel = String(format: Strings.strengthTemplate, strength.title)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap)))
          }
          @objc private func didTap(_ sender: Any) { onTap?(self) }
        }
        final class PasswordCell: UITableViewCell {
          func setup() {
            let indicator = StrengthIconView()
            indicator.onTap = { [weak self] indicator in
              guard let host = self?.contentView else { return }
              let message = String(format: Strings.strengthTemplate, indicator.strength.title)
              host.hideToast()
              host.showToast(message, duration: 1.0)
            }
          }
        }
        """,
        // The tap only fades the routes line in and out; the element speaks it in its value.
        """
        final class StopBanner: UIView {
          private let nameLabel = UILabel()
          private let routesLabel = UILabel()
          private var routesHidden = false
          override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(nameLabel)
            addSubview(routesLabel)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleRoutes)))
          }
          func configure(name: String, routes: String) {
            nameLabel.text = name
            routesLabel.text = routes
            isAccessibilityElement = true
            accessibilityLabel = name
            accessibilityValue = [routesLabel.text].compactMap { $0 }.joined(separator: ", ")
          }
          @objc private func toggleRoutes() {
            routesHidden.toggle()
            routesLabel.alpha = routesHidden ? 0 : 1
          }
        }
        """,
        // The backdrop's tap runs the close button's action: a touch shortcut, the button is there.
        """
        final class SheetViewController: UIViewController {
          let headerView = SheetHeaderView()
          private lazy var backgroundView: UIView = {
            let view = UIView()
            view.backgroundColor = Colors.overlayBackground
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeSelected)))
            return view
          }()
          override func viewDidLoad() {
            view.addSubview(backgroundView)
            headerView.closeButton.addTarget(self, action: #selector(closeSelected), for: .touchUpInside)
          }
          @objc private func closeSelected() { delegate?.didClose(self) }
        }
        """,
        // The whole header's tap tells the delegate what its titled button tells it.
        """
        final class AddTokensHeaderView: UIView {
          private let addButton = UIButton()
          init() {
            super.init(frame: .zero)
            addSubview(titleLabel)
            addSubview(addButton)
            addButton.addTarget(self, action: #selector(addSelected), for: .touchUpInside)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))
          }
          @objc private func viewTapped(_ sender: UITapGestureRecognizer) {
            delegate?.view(self, didSelectAddButton: addButton)
          }
          @objc private func addSelected(_ sender: UIButton) { delegate?.view(self, didSelectAddButton: sender) }
        }
        """,
        // Tap to focus: the handler reads where the finger landed on the camera preview.
        """
        final class ScannerViewController: UIViewController {
          let previewView = UIView()
          override func viewDidLoad() {
            previewView.addSubview(overlay)
            previewView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focus(_:))))
          }
          @objc func focus(_ tap: UITapGestureRecognizer) { camera.focus(at: tap.location(in: previewView)) }
        }
        """,
        // A clear overlay added to the window to catch touches over a title drawn by other views: nothing of it is seen.
        """
        final class HitAreaCoordinator: NSObject {
          func attach(to window: UIWindow) {
            let hitAreaView = UIView()
            hitAreaView.backgroundColor = .clear
            hitAreaView.frame = window.bounds
            let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
            tap.cancelsTouchesInView = false
            hitAreaView.addGestureRecognizer(tap)
            window.addSubview(hitAreaView)
          }
          @objc func handleTap() { onTap() }
        }
        """,
        // A tap on the page that ends the URL bar's typing, through another file's `stopInput()` (SnowHaze).
        Self.pageTap("stopInput", marked: false),
        // A drawer's veil made translucent by the app's own initializer, tapped to close the drawer (getontrip).
        Self.drawerVeil(alpha: "0.1", marked: false),
        // A translucent veil named as a mask behind a word card, tapped to hide the card (AudioLearning).
        """
        final class EpisodeDetailViewController: UIViewController {
          @IBOutlet var maskView: UIView!
          override func viewDidLoad() {
            super.viewDidLoad()
            maskView.backgroundColor = Appearance.textColor.withAlphaComponent(0.4)
            maskView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTapView)))
          }
          @objc func handleTapView(_ recognizer: UITapGestureRecognizer) { viewModel.hideVocabularyDetailView.onNext(true) }
        }
        """,
        // An empty overlay faded in behind a date picker, tapped to close it (Ithaca Transit).
        """
        final class RouteOptionsViewController: UIViewController {
          let datePickerOverlay = UIView()
          func setupDatePickerOverlay() {
            datePickerOverlay.backgroundColor = .black
            datePickerOverlay.alpha = 0
            datePickerOverlay.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissDatePicker)))
            view.addSubview(datePickerOverlay)
          }
        }
        """,
        // The dimming layer behind a sheet, tapped to close it: VoiceOver never lands on it.
        """
        final class MiniModalViewController: UIViewController {
          let dimmedView = UIView()
          override func viewDidLoad() {
            dimmedView.backgroundColor = .black.withAlphaComponent(0.6)
            view.addSubview(dimmedView)
            dimmedView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
          }
        }
        """,
        // A toast controller whose timer hides it, the hiding going on through a helper the tap
        // reaches too (TonWallet's notifications).
        toastController(tapAlsoCalls: ""),
        // A toast that leaves by itself after 3 seconds; the tap only hurries it.
        """
        final class ToastView: UIView {
          let label = UILabel()
          func show() {
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap)))
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.dismissToast() }
          }
          @objc func didTap() { dismissToast() }
          func dismissToast() { removeFromSuperview() }
        }
        """,
        """
        final class StoreViewController: UIViewController {
          private let mapPreview = UIView()
          override func viewDidLoad() {
            let tap = UITapGestureRecognizer(target: self, action: #selector(openMap))
            mapPreview.addGestureRecognizer(tap)
            mapPreview.isAccessibilityElement = true
            mapPreview.accessibilityTraits = .button
          }
        }
        """,
        """
        final class CouponCard: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(use)))
            accessibilityTraits.insert(.button)
          }
        }
        """,
        """
        final class V: UIViewController {
          let photo = UIImageView()
          func f() { photo.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(zoom))) }
        }
        """,
        "final class V: UIViewController { let go = UIButton(); func f() { go.addGestureRecognizer(UITapGestureRecognizer()) } }",
        "final class Form: UIViewController { override func viewDidLoad() { view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(endEditing))) } }",
        // A tap blocker on the alert card: the background's recognizer dismisses, the card's does nothing.
        """
        final class AlertController: UIViewController {
          let alertBackgroundView = UIView()
          override func viewDidLoad() {
            alertBackgroundView.addSubview(titleLabel)
            alertBackgroundView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(alertTapped)))
          }
          @objc func alertTapped() {
            // if the alert is tapped, it should not be dismissed
          }
        }
        """,
        // A tap anywhere on a form that lets touches through and closes the keyboard and a drop-down (Hound).
        """
        final class AddReminderView: UIView {
          let nameField = UITextField()
          func setUp() {
            addSubview(nameField)
            let didTapScreenGesture = UITapGestureRecognizer(target: self, action: #selector(didTapScreen(sender:)))
            didTapScreenGesture.cancelsTouchesInView = false
            addGestureRecognizer(didTapScreenGesture)
          }
          @objc func didTapScreen(sender: UITapGestureRecognizer) {
            dropDownManager.hideDropDownIfNotTapped(sender: sender)
            dismissKeyboard()
          }
        }
        """,
        // A quantity view whose tap only puts the keyboard of its text field away.
        """
        final class BulkPurchaseView: UIView {
          let textField = UITextField()
          func setup() {
            addSubview(textField)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
          }
          @objc func tapped() {
            if textField.isFirstResponder { _ = textField.resignFirstResponder() }
          }
        }
        """,
        // A full-screen dimming cover, tapped to lift it.
        """
        final class RootViewController: UIViewController {
          var overlayView: UIView?
          func lockScreen() {
            let tap = UITapGestureRecognizer(target: self, action: #selector(handleTapCoverView(_:)))
            overlayView = UIView(frame: UIScreen.main.bounds)
            overlayView?.backgroundColor = UserDefaults.standard.screenLockDimmingType.dimmingColor
            overlayView?.addGestureRecognizer(tap)
          }
          @objc func handleTapCoverView(_ sender: UITapGestureRecognizer) { screenLockUpdate(enabled: false) }
        }
        """,
        "final class Article: UIViewController { let showBarsZone = UIView()\n override func viewDidLoad() { showBarsZone.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showBars))) } }",
        """
        final class Sidebar: UIViewController {
          let list = UIView()
          func f() {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            list.addGestureRecognizer(doubleTap)
          }
        }
        """,
        """
        final class MediaCell: UICollectionViewCell {
          let dragHandle = UIImageView()
          func f() {
            // Keeps a tap on the handle from selecting the cell.
            dragHandle.addGestureRecognizer(UITapGestureRecognizer(target: self, action: nil))
            dragHandle.isUserInteractionEnabled = true
          }
        }
        """,
        """
        final class StatusCard: UIControl {
          let header = UIStackView()
          func f() {
            isAccessibilityElement = true
            header.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
          }
        }
        """,
      ])
  )

  /// A plain `UIView` with nothing drawn or added to it: a transparent zone that catches taps (show
  /// the bars, scroll to top). VoiceOver never lands on it, and it isn't a control anyone sees.
  static func isInvisibleTapZone(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIView", object.name != "self" else { return false }
    // A clear background draws nothing (a window-wide overlay that only catches touches).
    let draws = object.assignments.contains { assignment in
      (assignment.property == "backgroundColor" && ![".clear", "UIColor.clear"].contains(assignment.value.text))
        || assignment.property.hasPrefix("layer.")
    }
    let holds = object.calls.contains { ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.method) }
    return !draws && !holds && object.initializer?.callArguments.isEmpty != false
  }

  /// The handler passes the touch location on (focus the camera there, place an item there)
  /// rather than testing which part was hit (`label.bounds.contains(tap.location(in: label))`
  /// finds a part that acts like a button, which stays reported).
  /// The tap's code finds the character under the finger and reads a link from it
  /// (`layoutManager.characterIndex(for: location, …)`, then an attribute at that index).
  static func hitTestsLinks(_ code: String) -> Bool {
    code.contains("characterIndex(for:") && (code.contains("link") || code.contains("Link") || code.contains("URL"))
  }

  static func isPositionalSurfaceTap(_ handlerBody: String, on object: UIKitObject) -> Bool {
    guard handlerBody.contains("location(in:"), !handlerBody.contains(".contains("), !handlerBody.contains("hitTest(") else { return false }
    let lower = (handlerBody + " " + object.name + " " + object.declaredClass).lowercased()
    return ["focus", "exposure", "camera", "capture", "preview", "canvas", "pointofinterest", "drawing"].contains { lower.contains($0) }
  }

  /// The handler reaches a dismiss/hide/close function that the file also calls from an
  /// `asyncAfter` or timer closure.
  /// The handler only takes views away (`dimView.removeFromSuperview()`, `toastView.alpha = 0`), and
  /// a timer of the file takes each of them away too (GGiriGGiri's toast, removed two seconds after
  /// it shows): the tap only hurries it.
  /// (`sender.view?.removeFromSuperview()` removes the view the recognizer is on, `tapped`:
  /// NOTTODO's toast, faded out and removed by a delayed animation's completion.)
  static func onlyRemovesWhatATimerRemoves(_ handlerBody: String, tapped: String? = nil, in file: SwiftFileModel) -> Bool {
    // (A one-line body, `{ sender.view?.removeFromSuperview() }`, loses its braces.)
    let statements = HandlerReach.droppingComments(handlerBody).split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "{} \t")) }
      .filter { !$0.isEmpty && $0 != "{" && $0 != "}" && !$0.hasPrefix("@objc") && !$0.hasPrefix("func ") }
    var removed: Set<String> = []
    for statement in statements {
      if statement.hasSuffix(".removeFromSuperview()") {
        let view = String(statement.dropLast(".removeFromSuperview()".count))
        if let tapped, view.hasSuffix(".view?") || view.hasSuffix(".view!") || view.hasSuffix(".view") {
          removed.insert(tapped)
          continue
        }
        removed.insert(view)
      } else if let equals = statement.range(of: ".alpha = 0"), statement[equals.upperBound...].isEmpty {
        continue
      } else {
        return false
      }
    }
    guard !removed.isEmpty else { return false }
    var timed = file.behaviour.calls.filter { ["asyncAfter", "scheduledTimer"].contains($0.name) }.map(\.closureText)
    // An animation that waits before it runs (`UIView.animate(withDuration: 0.4, delay: 1.5, …)
    // { … } completion: { _ in toastView.removeFromSuperview() }`), its completion included.
    timed += file.behaviour.calls.filter { call in
      call.name == "animate" && call.arguments.first(labeled: "delay").map { ($0.numberLiteral ?? 0) > 0 } == true
    }.map { file.text(from: $0.position, to: $0.end) }
    return removed.allSatisfy { view in
      let bare = view.hasPrefix("self.") ? String(view.dropFirst(5)) : view
      return timed.contains { $0.contains(bare + ".removeFromSuperview()") }
    }
  }

  static func onlyHurriesATimedDismissal(_ handlerBody: String, in file: SwiftFileModel) -> Bool {
    let reached = HandlerReach.reachedFunctions(from: handlerBody, in: file)
    let dismissing = reached.filter { name in
      let lower = name.lowercased()
      return GestureSupport.dismissalWords.contains { lower.contains($0) }
    }
    guard !dismissing.isEmpty else { return false }
    let timed = file.behaviour.calls.filter { ["asyncAfter", "scheduledTimer", "sleep"].contains($0.name) }
      .reduce(into: Set<String>()) { names, call in
        names.formUnion(HandlerReach.reachedFunctions(from: call.closureText, in: file, depth: 1))
      }
    guard !dismissing.isDisjoint(with: timed) else { return false }
    // What the timed dismissal itself runs (`hide(force:)` going on to `hideInRootView(_:)`, in
    // TonWallet's toast controller).
    let timedReach = file.behaviour.calls.filter { ["asyncAfter", "scheduledTimer", "sleep"].contains($0.name) }
      .reduce(into: Set<String>()) { names, call in
        names.formUnion(HandlerReach.reachedFunctions(from: call.closureText, in: file, depth: 3))
      }
    // Every function the handler reaches is the timed dismissal, on the way to it or part of it:
    // a tap that also opens something is a control.
    return reached.allSatisfy { name in
      timedReach.contains(name) || HandlerReach.bodies(of: name, in: file).contains { body in
        !HandlerReach.reachedFunctions(from: HandlerReach.droppingSignature(body), in: file).isDisjoint(with: timed)
      }
    }
  }

  /// A plain `UIView` holding nothing, named as a dimming layer or given a translucent black.
  /// The recognizer lets touches through to the subviews (`cancelsTouchesInView = false`) of a
  /// view that holds them, and its handler, or what it calls, dismisses the keyboard: a tap outside
  /// the fields, which closes what they opened.
  static func isTapOutsideOnAContainer(recognizer: ExpressionInfo, addedAt offset: Int, on object: UIKitObject, reached: String, in file: SwiftFileModel) -> Bool {
    // A popup's own tap that acts only when the touch fell outside its panel
    // (`if !containerView.frame.contains(location) { cancel… }`, damago's popups): the backdrop,
    // a shortcut around the panel, whatever the recognizer lets through.
    if object.name == "self" || object.isRootView, testsTouchOutsideAPanel(reached) { return true }
    guard let held = file.uikitObject(named: recognizer.text, at: offset), held.enclosingType == object.enclosingType,
          held.assignment("cancelsTouchesInView")?.value.boolLiteral == false,
          object.name == "self" || object.isRootView
            || object.calls.contains(where: { ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.method) })
    else { return false }
    let lowered = reached.lowercased()
    // Or one that tests whether the touch fell outside a panel (`frame.contains(touchLocation)`,
    // 25th-App-Team-1's alarm options): a tap outside to close it, the touch passed on.
    if lowered.contains("location(in:"), lowered.contains(".contains(") { return true }
    return ["resignfirstresponder", "endediting", "hidekeyboard", "dismisskeyboard"].contains { lowered.contains($0) }
  }

  /// The text tests that a point is not inside a subview: `!panel.frame.contains(location)`,
  /// `guard !self.cardView.frame.contains(point)`.
  static func testsTouchOutsideAPanel(_ text: String) -> Bool {
    guard text.contains("location(in:") else { return false }
    var rest = text[...]
    while let found = rest.range(of: ".frame.contains(") {
      let chain = rest[..<found.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" }
      let before = rest[..<found.lowerBound].dropLast(chain.count)
      if !chain.isEmpty, before.last == "!" { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  /// Every tap recognizer on the object runs an action that closes something: named so
  /// (`dismissPicker`), or whose body hides, dismisses or removes (`handleTapView` calling
  /// `hideVocabularyDetailView`); not a paywall opened or a coach mark's next tip.
  static func tapsOnlyClose(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let closing = ["dismiss", "close", "hide", "hidden", "removefromsuperview"]
    let actions = object.calls("addGestureRecognizer").map { call -> String? in
      guard let recognizer = call.arguments.firstUnlabeled else { return nil }
      let selector = recognizer.callee == "UITapGestureRecognizer"
        ? recognizer.callArguments.first(labeled: "action")?.text
        : file.uikitObject(named: recognizer.text, at: call.position.utf8Offset).flatMap(UIKitGestureAlternativeRule.action(of:))
      return selector.flatMap(UIKitGestureAlternativeRule.selectorName)
    }
    return !actions.isEmpty && actions.allSatisfy { name in
      guard let name else { return false }
      if closing.contains(where: name.lowercased().contains) { return true }
      let bodies = HandlerReach.bodies(of: name, in: file, preferring: object.enclosingType).map { HandlerReach.droppingComments(HandlerReach.droppingSignature($0)).lowercased() }
      // (Closing on every path: a coach mark that shows the next tip and closes only after the
      // last is a control.)
      return !bodies.isEmpty && bodies.allSatisfy { body in
        // (A choice between two things, `if`, `guard`, `switch` or ` ? :`; not `self?.` chaining.)
        closing.contains(where: body.contains) && !["if ", "guard ", "switch ", " ? "].contains(where: body.contains)
      }
    }
  }

  /// Named as a veil (`maskView`, `dimView`, `backdrop`) and given a translucent colour in code.
  static func isTranslucentVeil(_ object: UIKitObject) -> Bool {
    let lower = object.name.lowercased()
    guard ["mask", "dim", "backdrop", "scrim", "shade"].contains(where: lower.contains) else { return false }
    return object.assignments.contains { assignment in
      let value = assignment.value.text.lowercased().replacingOccurrences(of: " ", with: "")
      return assignment.property == "backgroundColor" && (value.contains("withalphacomponent(0.") || value.contains("alpha:0."))
    }
  }

  static func isDimmingLayer(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIView", object.name != "self",
          !object.calls.contains(where: { ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.method) })
    else { return false }
    let lower = object.name.lowercased()
    // (An empty overlay too, when its tap closes something: Ithaca Transit's `datePickerOverlay`,
    // black faded in behind the picker, `#selector(dismissDatePicker)`; an overlay whose tap opens
    // a paywall is a control.)
    if lower.contains("overlay") {
      let actions = object.calls("addGestureRecognizer").map { $0.arguments.first?.value.text.lowercased() ?? "" }
      if !actions.isEmpty, actions.allSatisfy({ action in ["dismiss", "close", "hide"].contains(where: action.contains) }) { return true }
    }
    // A mask made translucent by an initializer of the app's (getontrip's drawer veil,
    // `UIView(color: UIColor.blackColor(), alphaF: 0.1)`).
    if lower.contains("mask"), let made = object.initializer?.text, let alpha = CustomModalFocusRule.alphaFraction(in: made), alpha < 1 { return true }
    return ["dim", "backdrop", "scrim", "shade"].contains { lower.contains($0) }
      || object.assignments.contains { assignment in
        guard assignment.property == "backgroundColor" else { return false }
        // A translucent black, or a colour the app names as a dimming one (`screenLockDimmingType.dimmingColor`);
        // any colour made translucent on a view named as a mask (`maskView.backgroundColor =
        // Appearance.textColor.withAlphaComponent(0.4)`, AudioLearning's veil behind its word card).
        let value = assignment.value.text.lowercased().replacingOccurrences(of: " ", with: "")
        return CustomModalFocusRule.isDimmingColor(assignment.value.text) || value.contains("dimming") || value.contains("dimmed")
          || lower.contains("mask") && (value.contains("withalphacomponent(0.") || value.contains("alpha:0."))
      }
  }

  /// The selectors that real controls run: `addTarget(_:action:for:)` on a button or control,
  /// `UIBarButtonItem(…, action:)`, a button helper's `action:`. A gesture recognizer's or a tap
  /// helper's `action:` is none.
  static func controlActions(in file: SwiftFileModel) -> Set<String> {
    let source = file.converter.source
    let whole = source.text(from: 0, to: source.bytes.count)
    var selectors: Set<String> = []
    var rest = Substring(whole)
    while let range = rest.range(of: "action: #selector(") {
      let callStart = rest[..<range.lowerBound].lastIndex(of: "(") ?? range.lowerBound
      let callee = String(rest[..<callStart].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      let isGesture = ["Gesture", "Recognizer", "Tap", "tap"].contains(where: callee.contains)
      // A control's `addTarget(_:action:for:)`; a recognizer's `addTarget(_:action:)` has no event.
      let line = rest[range.lowerBound...].prefix { $0 != "\n" }
      let isControl = (callee == "addTarget" && line.contains("for:")) || callee.hasSuffix("Button") || callee.hasSuffix("ButtonItem") || callee.hasSuffix("Item")
      if isControl, !isGesture, let name = UIKitGestureAlternativeRule.selectorName(String(rest[range.lowerBound...].prefix(200))) {
        selectors.insert(name)
      }
      rest = rest[range.upperBound...]
    }
    return selectors
  }

  /// Every statement of the handler closes the screen or animates it away (`UIView.animate { self.blur.alpha
  /// = 0 } completion: { _ in self.dismiss(animated: true) }`): nothing else is done on the way out.
  static func onlyCloses(_ body: String) -> Bool {
    let closing = ["dismiss(", "popViewController("]
    guard closing.contains(where: body.contains) else { return false }
    let allowed = closing + ["animate(", "alpha", "frame", "center", "transform", "constant", "layoutIfNeeded", "isHidden",
                             "removeFromSuperview", "endEditing", "resignFirstResponder", "completion", "super."]
    return body.split(separator: "\n").allSatisfy { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      return code.isEmpty || code.allSatisfy({ "{}()".contains($0) }) || code.hasPrefix("//") || allowed.contains(where: code.contains)
        && !code.hasSuffix(") {") || code.hasPrefix("UIView.animate")
    }
  }

  /// The tap's handler is a button's action of the same type, calls it, or makes only calls the
  /// button's action makes too (`delegate?.view(self, didSelectAddButton: sender)` and
  /// `delegate?.view(self, didSelectAddButton: addButton)`): the tap repeats the button.
  static func repeatsAControl(handler: String, in file: SwiftFileModel) -> Bool {
    let type = file.behaviour.functions.first { $0.name == handler }?.enclosingType
    let controls = controlActions(in: file).filter { action in
      file.behaviour.functions.contains { $0.name == action && $0.enclosingType == type }
    }
    let closures = HandlerReach.actionClosures(in: file)
    guard !controls.isEmpty || !closures.isEmpty else { return false }
    if controls.contains(handler) { return true }
    let body = HandlerReach.droppingComments(HandlerReach.bodies(of: handler, in: file).map(HandlerReach.droppingSignature).joined(separator: "\n"))
    if !HandlerReach.reachedFunctions(from: body, in: file).isDisjoint(with: controls) { return true }
    // A closure bound in the handler (`if let action = profileAction { action() }`) is a
    // different call in each handler, whatever its name: left out.
    let tapCalls = callSignatures(in: body).filter { signature in
      let callee = String(signature.prefix { $0 != "(" })
      return callee.contains(".") || !["let \(callee)", "var \(callee)"].contains(where: body.contains)
    }
    guard !tapCalls.isEmpty else { return false }
    // Each control's code is read only until one holds every call of the tap.
    let controlBodies = controls.lazy.map { action in
      HandlerReach.bodies(of: action, in: file).map(HandlerReach.droppingSignature).joined(separator: "\n")
    }
    let controlCodes = controlBodies.map { HandlerReach.reachedText(from: $0, in: file) }
    let closureCodes = closures.lazy.map { HandlerReach.reachedText(from: $0, in: file) }
    let repeats = { (code: String) in tapCalls.isSubset(of: callSignatures(in: HandlerReach.droppingComments(code))) }
    return controlCodes.contains(where: repeats) || closureCodes.contains(where: repeats)
  }

  /// Each call in `code` as its callee path and argument labels, values left out:
  /// `delegate?.view(self, didSelect: sender)` → `delegate.view(_:didSelect:)`.
  static func callSignatures(in code: String) -> Set<String> {
    let characters = Array(code)
    var signatures: Set<String> = []
    var index = 0
    let keywords: Set<String> = ["if", "guard", "switch", "while", "for", "return", "catch", "in", "super", "#selector"]
    while index < characters.count {
      guard characters[index] == "(" else { index += 1; continue }
      // The callee path written right before `(`.
      var start = index
      while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || "_.?!".contains(characters[start - 1]) {
        start -= 1
      }
      var callee = String(characters[start..<index]).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
      if callee.hasPrefix("self.") { callee.removeFirst(5) }
      // Top-level argument labels up to the matching `)`.
      var depth = 0
      var labels: [String] = []
      var segment = ""
      for position in index..<characters.count {
        let character = characters[position]
        if "([{".contains(character) { depth += 1; if depth == 1 { continue } }
        if ")]}".contains(character) { depth -= 1 }
        if depth == 0 { break }
        if depth == 1, character == "," { labels.append(label(of: segment)); segment = ""; continue }
        segment.append(character)
      }
      if !segment.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { labels.append(label(of: segment)) }
      let name = callee.split(separator: ".").last.map(String.init) ?? callee
      if !callee.isEmpty, !keywords.contains(name), !(callee.first?.isNumber ?? false) {
        signatures.insert(callee + "(" + labels.map { $0 + ":" }.joined() + ")")
      }
      index += 1
    }
    return signatures
  }

  /// `didSelect: sender` → `didSelect`; `sender` → `_`.
  static func label(of argument: String) -> String {
    let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
    let word = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let after = trimmed.dropFirst(word.count).drop { $0 == " " }
    return !word.isEmpty && after.hasPrefix(":") && !after.hasPrefix("::") ? String(word) : "_"
  }

  static let textInputClasses: Set<String> = ["UITextField", "UITextView", "UISearchTextField", "UISearchBar"]

  /// The handler only puts the focus in a text field the tapped view holds (`searchInput.becomeFirstResponder()`
  /// with `searchInput` inside the tapped search background, or `guard let field: UITextField =
  /// findAllSubviews().first` then `field.becomeFirstResponder()`): the tap only widens the field's
  /// hit area, and VoiceOver users reach and activate the field itself.
  static func onlyFocusesHeldField(_ handlerBody: String, on object: UIKitObject, in file: SwiftFileModel) -> Bool {
    // A statement continued across lines inside parentheses is one line here.
    var depth = 0
    let code = String(HandlerReach.droppingComments(handlerBody).map { character -> Character in
      if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
      return character == "\n" && depth > 0 ? " " : character
    })
    var focused: [String] = []
    var subviewLocals: Set<String> = []
    for raw in code.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("{") { line = String(line.dropFirst()).trimmingCharacters(in: .whitespaces) }
      if line.hasSuffix("}") { line = String(line.dropLast()).trimmingCharacters(in: .whitespaces) }
      if line.isEmpty { continue }
      // `guard let field: UITextField = findAllSubviews().first else { return }`: a text input found among the view's own subviews.
      if let match = line.range(of: #"^(guard|if) let ([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(UITextField|UITextView)\s*=.*[Ss]ubviews"#, options: .regularExpression) {
        let name = line[match].dropFirst(line.hasPrefix("guard") ? 10 : 7).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        subviewLocals.insert(String(name))
        continue
      }
      // `if textfield.isFirstResponder { textfield.resignFirstResponder() } else { … }`: the tap
      // toggles the keyboard of the field it holds (Immuni's date pickers).
      if line == "} else {" || line == "}" || line == "else {" { continue }
      // (`if !textField.isFirstResponder {`: Fearless Wallet's amount input only focuses it.)
      if line.range(of: #"^if !?(self\.)?[A-Za-z_][A-Za-z0-9_]*[?!]?\.isFirstResponder \{?$"#, options: .regularExpression) != nil { continue }
      if line.range(of: #"^(self\.)?[A-Za-z_][A-Za-z0-9_]*[?!]?\.resignFirstResponder\(\)$"#, options: .regularExpression) != nil { continue }
      // `if recognizer.state == .ended {`, and the caret put at the end of the field first (Mullvad's text cells).
      if line.range(of: #"^(if|guard) [A-Za-z_][A-Za-z0-9_]*\.state == \.(ended|recognized)"#, options: .regularExpression) != nil { continue }
      if line.range(of: #"^(self\.)?[A-Za-z_][A-Za-z0-9_]*[?!]?\.selectedTextRange = "#, options: .regularExpression) != nil { continue }
      guard let match = line.range(of: #"^(self\.)?[A-Za-z_][A-Za-z0-9_]*[?!]?\.becomeFirstResponder\(\)$"#, options: .regularExpression) else { return false }
      let target = line[match].replacingOccurrences(of: "self.", with: "").prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      focused.append(String(target))
    }
    guard !focused.isEmpty else { return false }
    let whole = file.converter.source.text(from: 0, to: file.converter.source.bytes.count)
    /// The views that hold `name`: `parent.addSubview(name)`, `parent.addArrangedSubview(name)`, `let parent = UIStackView([..., name])`.
    func containers(of name: String) -> Set<String> {
      var result: Set<String> = []
      for line in whole.split(separator: "\n") where IdentifierWords.mentions(name, in: String(line)) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        for marker in [".addSubview(" + name + ")", ".addArrangedSubview(" + name + ")", ".addSubview(" + name + ".", ".addArrangedSubview(" + name + "."] {
          guard let range = trimmed.range(of: marker) else { continue }
          let parent = trimmed[..<range.lowerBound].replacingOccurrences(of: "self.", with: "")
          result.insert(parent.isEmpty ? "self" : parent)
        }
        // `addSubview(name)` on self, and the helpers that add a list (`addConstrainedSubviews([stack])`).
        if let call = trimmed.range(of: #"^((self\.)?[A-Za-z_][A-Za-z0-9_]*\.)?add[A-Za-z]*Subviews?\(\[?[^\])]*"#, options: .regularExpression) {
          let text = trimmed[call]
          let open = text.firstIndex(of: "(")!
          let receiver = text[..<open].split(separator: ".").dropLast().filter { $0 != "self" }.joined(separator: ".")
          let listed = text[text.index(after: open)...].split(whereSeparator: { $0 == "," || $0 == "[" || $0 == " " })
            .map { $0.replacingOccurrences(of: "self.", with: "") }
          if listed.contains(name) { result.insert(receiver.isEmpty ? "self" : receiver) }
        }
        if let stack = trimmed.range(of: #"^(let|var) [A-Za-z_][A-Za-z0-9_]*\s*=\s*UIStackView\("#, options: .regularExpression) {
          result.insert(String(trimmed[stack].dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
      }
      return result
    }
    func holds(_ name: String, depth: Int) -> Bool {
      let parents = containers(of: name)
      if parents.contains(object.name) { return true }
      return depth < 4 && parents.contains { holds($0, depth: depth + 1) }
    }
    return focused.allSatisfy { name in
      if subviewLocals.contains(name) { return true }
      guard let field = file.uikitObjects.first(where: { $0.name == name }), textInputClasses.contains(field.uikitClass) else { return false }
      // The view's own field, tapped on the view itself: laid out inside it however it is added
      // (nl-covid19's `VStack(…, textField, …).embed(in: self)`).
      if object.name == "self", !field.isLocal, field.enclosingType == object.enclosingType { return true }
      return holds(name, depth: 0)
    }
  }

  /// The labels and image views `self`'s type holds all carry the button or link trait.
  static func contentHasControlTrait(of object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let content = file.uikitObjects.filter { part in
      part.enclosingType == object.enclosingType && part.name != "self" && !part.isLocal
        && ["UILabel", "UIImageView", "UITextView"].contains(part.uikitClass) && part.isAccessibilityElement != false
    }
    return !content.isEmpty && content.allSatisfy { !$0.traits.isDisjoint(with: ["button", "link"]) }
  }

  /// Scroll, table and collection views: a tap on them selects the cell under the finger.
  /// A value read from a property or model (`viewModel.traits`, `model.$traits`), not trait literals.
  static func comesFromAValue(_ value: ExpressionInfo) -> Bool {
    switch value.kind {
    case .reference: return true
    case .member(let base?, _): return base.first?.isLowercase == true
    default: return false
    }
  }

  /// A cell whose tapped card holds its title, labelled by the app's UIKit helper (CovPass's
  /// `enableAccessibility(label:traits:)`) as `labelling` says.
  static func certificateCell(labelling: String, marked: Bool, file: StaticString = #filePath, line: UInt = #line) -> RuleExample {
    RuleExample(UIKitCellGroupingRule.enableAccessibilityHelper + """
      final class CertificateCell: UICollectionViewCell {
        private let containerView = UIView()
        private let titleLabel = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          contentView.addSubview(containerView)
          containerView.addSubview(titleLabel)
          \(marked ? "↓" : "")containerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onPress)))
          \(labelling)
        }
        @objc func onPress() { action?() }
      }
      """, file: file, line: line)
  }

  static let containerClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

  /// `object` belongs to a cell class whose code gives the cell itself an accessibility label
  /// (`accessibilityLabel = "\(sender), \(text), \(status)"`): the cell reads as one element.
  static func isInsideLabelledCell(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard let type = object.enclosingType else { return false }
    return file.uikitObjects.contains { cell in
      cell.name == "self" && cell.declaredClass == type && SwiftFileModel.cellClasses.contains(cell.uikitClass)
        && cell.isAccessibilityElement != false
        && cell.assignments.contains { $0.property == "accessibilityLabel" && $0.value.text != "nil" }
    }
  }

  /// The handler only flips a flag and shows or hides labels (`routesLabel.alpha = isHiding ? 1 :
  /// 0`, `detailLabel.isHidden.toggle()`), each of whose text the file gives to an accessibility
  /// label or value (`accessibilityValue = [stopNumberLabel.text, routesLabel.text]...`).
  static func onlyShowsSpokenText(_ handlerBody: String, in file: SwiftFileModel) -> Bool {
    let flag = #"^(self\.)?[A-Za-z_][A-Za-z0-9_]*(\.toggle\(\)|\s*=\s*(true|false|!\s*(self\.)?[A-Za-z_][A-Za-z0-9_]*))$"#
    let visibility = #"^(self\.)?([A-Za-z_][A-Za-z0-9_]*)\.(alpha|isHidden)(\s*=.*|\.toggle\(\))$"#
    var shown: Set<String> = []
    let code = HandlerReach.droppingComments(handlerBody)
    for raw in code.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("{") { line = String(line.dropFirst()).trimmingCharacters(in: .whitespaces) }
      if line.hasSuffix("}") { line = String(line.dropLast()).trimmingCharacters(in: .whitespaces) }
      if line.isEmpty || line.hasPrefix("UIView.animate") || line.hasPrefix("UIView.transition") || line == "})" { continue }
      if line.range(of: flag, options: .regularExpression) != nil { continue }
      guard let match = line.range(of: visibility, options: .regularExpression) else { return false }
      let target = line[match].replacingOccurrences(of: "self.", with: "").prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      shown.insert(String(target))
    }
    guard !shown.isEmpty else { return false }
    guard shown.allSatisfy({ file.sourceContains($0 + ".text") }) else { return false }
    let lines = file.converter.source.text(from: 0, to: file.converter.source.bytes.count).split(separator: "\n")
    return shown.allSatisfy { label in
      lines.contains { line in
        line.range(of: #"accessibility(Label|Value)\s*=.*\b"# + label + #"\.text\b"#, options: .regularExpression) != nil
      }
    }
  }

  /// A tap whose whole effect VoiceOver users have without it: it only has the tapped view
  /// scrolled into view, through functions every declaration of which in the project only
  /// scrolls to the cell given (the delegate's `didSelectCell(self)` centring the card: VoiceOver
  /// scrolls an element into view when it lands on it), or it only calls a closure every assignment of which shows a toast that repeats the
  /// element's own label (the same text constant or literal).
  static func onlyEchoes(_ body: String, called: [String], on object: UIKitObject, project: ProjectIndex, in file: SwiftFileModel) -> Bool {
    let code = HandlerReach.droppingComments(body)
    guard !called.isEmpty, EchoHandlers.onlyBindsLocals(code) else { return false }
    let plumbing: Set<String> = ["if", "guard"]
    let declaredHere = { (name: String) in !HandlerReach.bodies(of: name, in: file).isEmpty }
    // The tapped view passes itself (`delegate?.didSelectCell(self)`) to be scrolled to.
    if called.allSatisfy({ plumbing.contains($0) || project.scrollOnlyFunctions.contains($0) }),
       called.contains(where: project.scrollOnlyFunctions.contains),
       object.name == "self", code.range(of: #"[(,]\s*self\s*[,)]"#, options: .regularExpression) != nil {
      return true
    }
    let closures = called.filter { !plumbing.contains($0) }
    guard !closures.isEmpty, closures.allSatisfy({ project.toastOnlyClosures[$0] != nil && !declaredHere($0) }) else { return false }
    let labels = object.assignments.filter { $0.property == "accessibilityLabel" }.map(\.value.text)
    let keys = labels.reduce(into: Set<String>()) { $0.formUnion(EchoHandlers.textKeys(of: $1)) }
    guard !keys.isEmpty else { return false }
    return closures.allSatisfy { name in
      project.toastOnlyClosures[name, default: []].allSatisfy { toast in keys.contains(where: toast.contains) }
    }
  }

  /// Whether every statement of a handler's body is a call (`delegate?.didTap(self)`): no
  /// assignment or other work beside them.
  static func onlyCalls(_ body: String) -> Bool {
    let lines = HandlerReach.droppingComments(body).split(separator: "\n")
      .map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "{}"))) }.filter { !$0.isEmpty }
    return !lines.isEmpty && lines.allSatisfy { $0.hasSuffix(")") && !$0.contains(" = ") && !$0.hasPrefix("if ") && !$0.hasPrefix("guard ") }
  }

  /// A photo error view whose picture reacts to `taps` taps in a row; marked where it is
  /// reported when that is a single tap.
  static func errorPicture(taps: String) -> RuleExample {
    let marker = taps == "1" ? "↓" : ""
    return RuleExample("""
      final class PhotoErrorView: UIView {
        private enum Constants { static let tapsToActivate = 10 }
        func setup() {
          let gestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap))
          gestureRecognizer.numberOfTapsRequired = \(taps)
          \(marker)addGestureRecognizer(gestureRecognizer)
        }
        @objc private func handleTap() { startCrying() }
      }
      """)
  }

  /// The recognizer's `numberOfTapsRequired` is 3 or more, written or through a constant
  /// (`Constants.tapsToActivate`).
  static func needsManyTaps(_ recognizer: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard let value = recognizer.assignment("numberOfTapsRequired")?.value else { return false }
    var count = value.numberLiteral
    if count == nil {
      let parts = value.text.split(separator: ".")
      count = parts.count == 2
        ? file.constant(named: String(parts[1]), in: String(parts[0]))?.numberLiteral
        : file.constant(named: value.text, in: recognizer.enclosingType)?.numberLiteral
    }
    return (count ?? 0) >= 3
  }

  /// A gift form whose content stack view, an outlet, takes a tap running `handler`, which
  /// another file declares; marked where it is reported unless the name is the keyboard's.
  static func giftForm(handler: String) -> RuleExample {
    let marker = handler.lowercased().hasSuffix("keyboard") ? "" : "↓"
    return RuleExample("""
      final class RegisterGiftViewController: UIViewController {
        @IBOutlet weak var contentStackView: UIStackView! {
          didSet {
            let tapGesture = UITapGestureRecognizer(target: self, action: #selector(self.\(handler)))
            \(marker)contentStackView.addGestureRecognizer(tapGesture)
          }
        }
      }
      """)
  }

  /// A toast controller hidden by a timer, whose view's tap hides it early and then calls
  /// `tapAlsoCalls` (marked when it does more than hide).
  static func toastController(tapAlsoCalls: String) -> RuleExample {
    RuleExample("""
      final class ToastController: UIViewController {
        let notificationView = UIView()
        let titleLabel = UILabel()
        var hideTimer = Timer()
        func setUp() {
          notificationView.addSubview(titleLabel)
          let tapGesture = UITapGestureRecognizer(target: self, action: #selector(gestureToTap))
          \(tapAlsoCalls.isEmpty ? "" : "↓")notificationView.addGestureRecognizer(tapGesture)
        }
        @objc private func gestureToTap() { hide(force: false); \(tapAlsoCalls) }
        func setupTimer() { hideTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false, block: { _ in self.hide(force: true) }) }
        private func hide(force: Bool) { if force { forceHideInRootView() } else { hideInRootView() } }
        private func hideInRootView() { UIView.animate(withDuration: 0.3) { self.notificationView.alpha = 0 } }
        private func forceHideInRootView() { notificationView.removeFromSuperview() }
        func openTransaction() { navigationController?.pushViewController(TransactionViewController(), animated: true) }
      }
      """)
  }

  /// A `UIImageView` or `UILabel` made in code by UIKit's own initializer (or declared of that
  /// class), which the file never
  /// lets take touches (`isUserInteractionEnabled` is false for both by default).
  /// (Nor does another file name it, `avatarImageView.isUserInteractionEnabled = isMine` in the
  /// type's extension.)
  static func takesNoTouch(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    takesNoTouchInFile(object, in: file) && !file.isNamedElsewhere(object)
  }

  /// A line of the file turns touches on for a view other than the screen's root or window
  /// (`foo.userInteractionEnabled = true`, `imageView.isUserInteractionEnabled = true`).
  static func enablesTouchesOnSomeView(in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("serInteractionEnabled") else { return false }
    let text = String(decoding: file.sourceBytes, as: UTF8.self)
    return text.split(separator: "\n").contains { line in
      let compact = line.filter { !$0.isWhitespace }
      guard let range = compact.range(of: "serInteractionEnabled=true") else { return false }
      let before = compact[..<range.lowerBound].dropLast(compact[..<range.lowerBound].hasSuffix(".isU") ? 4 : 2)
      // The receiver's chain at the end (`view` in `funcsaved(){view`).
      let receiver = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "$" }.reversed())
      return !["view", "self.view", "self", "window", "view.window", "self?.view"].contains(String(receiver))
    }
  }

  /// ``takesNoTouch(_:in:)`` as far as this file can tell.
  static func takesNoTouchInFile(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    // (Held in a property given a local made so, `self.contentImageView = imageView`: of UIKit's own
    // class as declared, not a subclass that may let itself take touches.)
    // (Only one given a recognizer: the project index asks of every property, and most are never tapped.)
    guard ["UIImageView", "UILabel"].contains(object.uikitClass), !object.isOutlet, object.name != "self",
          !object.calls("addGestureRecognizer").isEmpty,
          (object.initializer?.callee ?? object.declaredClass) == object.uikitClass else { return false }
    // (Swift 2's `userInteractionEnabled = true` too, WePeiYang's avatar; any such line of the file
    // may be through an alias, but not the screen's own `view` turned back on.)
    return !object.assigns("isUserInteractionEnabled") && !object.assigns("userInteractionEnabled")
      && !Self.enablesTouchesOnSomeView(in: file)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // Single-tap recognizers held in variables; a double tap is a shortcut, not the view's action.
    // A right click (`buttonMaskRequired = .secondary`) is a pointer's context-menu shortcut, not
    // a touch (Code App's file tree).
    let tapRecognizerNames = Set(file.uikitObjects.filter { recognizer in
      recognizer.uikitClass == "UITapGestureRecognizer"
        && (recognizer.assignment("numberOfTapsRequired")?.value.numberLiteral ?? 1) == 1
        && recognizer.assignment("buttonMaskRequired")?.value.text.hasSuffix("secondary") != true
    }.map(\.name))
    // A tap on a screen's root view dismisses the keyboard or the chrome; it is not a button.
    for object in file.uikitObjects
    where !object.isControl && !object.isRootView && !Self.containerClasses.contains(object.uikitClass) {
      let traits = object.traits
      if traits.contains("button") || traits.contains("link") || object.isAccessibilityElement == false { continue }
      // Hidden by its storyboard and never shown by code: no one taps it.
      if object.isOutlet, context.project.isKeptHiddenByInterfaceBuilder(object) { continue }
      // Traits bound from a value (`viewModel.$accessibilityTraits.assign(to: \.accessibilityTraits, on: self)`,
      // `accessibilityTraits = model.traits`, Corona-Warn-App's date picker days): decided elsewhere.
      if object.assignments.contains(where: { $0.property == "accessibilityTraits" && Self.comesFromAValue($0.value) }) { continue }
      let storyboard = context.project.storyboardFacts(for: object) ?? []
      if file.isInsideAccessibilityElement(object) { continue }
      // A table cell's own tap: the row, which VoiceOver activates by its double tap like any row
      // (a collection cell may be a card or a choice, and stays judged); and a part of a cell that
      // speaks for its content with a label of its own (Delta Chat's message cell reading its
      // delivery status): VoiceOver lands on the cell.
      if object.uikitClass == "UITableViewCell", object.name == "self" { continue }
      if object.name != "self", Self.isInsideLabelledCell(object, in: file) { continue }
      // An image view or label made here, never given `isUserInteractionEnabled = true`: it takes no
      // touch, so its recognizer never fires for anyone (GetFit's post picture); no role to miss.
      if Self.takesNoTouch(object, in: file) { continue }
      // A view whose visible content is one label or image given the button or link trait
      // (Mullvad's info header): VoiceOver lands on that child, announces it, and its double tap
      // reaches the view's recognizer.
      if object.name == "self", Self.contentHasControlTrait(of: object, in: file) { continue }
      // An outlet's content is in its storyboard or xib: a view holding subviews there is no empty tap zone.
      if Self.isInvisibleTapZone(object), !storyboard.contains(where: \.hasSubviews) { continue }
      // The dimming layer behind a sheet or popup, tapped to close it: a plain view holding
      // nothing, which VoiceOver never lands on (the popup's close route is judged on the popup).
      // (An outlet's view holding no subviews in its storyboard too; or a translucent veil holding
      // the card it is tapped to hide, AudioLearning's `maskView`: VoiceOver reads the card's own
      // elements and never lands on the veil.)
      if Self.isDimmingLayer(object), storyboard.isEmpty
        || (!storyboard.contains(where: \.hasSubviews) || Self.isTranslucentVeil(object)) && Self.tapsOnlyClose(object, in: file) { continue }
      // A plain view a presentation controller puts behind the sheet it presents (NadoSunbae's
      // `backView`, tapped to dismiss): the backdrop, whose sheet has its own way to close.
      // (Or a blur it puts there, Flicker's `UIVisualEffectView`.)
      if ["UIView", "UIVisualEffectView"].contains(object.uikitClass), object.name != "self", storyboard.isEmpty,
         let owner = object.enclosingType, context.project.types.isSubclass(TypeIndex.simpleName(owner), of: "UIPresentationController"),
         !object.calls.contains(where: { ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.method) }),
         // (Its tap closes the sheet; a grabber that resizes it is a control.)
         Self.tapsOnlyClose(object, in: file) { continue }
      // An outlet whose storyboard or xib gives it the Button or Link trait (or hides it, or reads
      // it as part of an ancestor) is announced as what it is.
      if storyboard.contains(where: {
        !$0.traits.isDisjoint(with: ["button", "link"]) || $0.isAccessibilityElement == false || $0.isInsideAccessibilityElement
      }) { continue }
      // The same recognizer added twice (SniffMeet's `addGestureRecognizer(tapGesture)` in two
      // set-up methods): one tap route, reported once.
      var addedRecognizers: Set<String> = []
      for call in object.calls("addGestureRecognizer") {
        guard let recognizer = call.arguments.firstUnlabeled else { continue }
        let isTap = recognizer.callee == "UITapGestureRecognizer"
          || (recognizer.kind == .reference(recognizer.text) && tapRecognizerNames.contains(recognizer.text))
        guard isTap else { continue }
        if recognizer.callee != "UITapGestureRecognizer", !addedRecognizers.insert(recognizer.text).inserted { continue }
        // Added by the `didSet` of a property no code sets (a `tapHandler` nothing assigns): never added.
        if let property = file.behaviour.property(containing: call.position),
           context.project.gestureAddingPropertiesNeverSet.contains(property.name) { continue }
        // What the tap runs: the selector of the recognizer created here or held in a property.
        let action = recognizer.callee == "UITapGestureRecognizer"
          ? recognizer.callArguments.first(labeled: "action")?.text
          : file.uikitObject(named: recognizer.text, at: call.position.utf8Offset).flatMap(UIKitGestureAlternativeRule.action(of:))
        // A recognizer made with `action: nil` runs nothing: it only keeps the touch from what
        // lies behind (a drag handle inside a selectable cell).
        if action == "nil" { continue }
        // The selector a helper is handed (`addTapGesture(target:selector:)`), every call of which
        // hands one that only puts the keyboard away (DatingApp's forms): a tap outside the fields.
        if let action, action.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
           let helper = file.declarations.functions.last(where: { $0.body.contains(call.position.utf8Offset) }),
           context.project.keyboardOnlyTapHelpers.contains(helper.name) { continue }
        // Made with no selector, its taps subscribed to reactively, only to put the keyboard away
        // (iOS01-Capsule's nickname form): a tap outside the fields.
        if action == nil, recognizer.callee != "UITapGestureRecognizer", context.project.keyboardDismissingRxRecognizers.contains(recognizer.text) { continue }
        // A recognizer that needs three taps or more in a row (ten on let Swift's error picture
        // show a crying face): a hidden surprise, not a control anyone is meant to find.
        if let held = file.uikitObject(named: recognizer.text, at: call.position.utf8Offset), held.enclosingType == object.enclosingType,
           Self.needsManyTaps(held, in: file) { continue }
        var flipped: String?
        if let handler = action.flatMap(UIKitGestureAlternativeRule.selectorName) {
          let body = HandlerReach.bodies(of: handler, in: file, preferring: object.enclosingType)
            .map(HandlerReach.droppingSignature).joined(separator: "\n")
          flipped = Self.flippedFlag(body)
          // Tap to focus a camera preview, tap on a canvas: the handler reads where the finger
          // landed, so the view is a surface, not one button.
          if Self.isPositionalSurfaceTap(body, on: object) { continue }
          // Taps counted toward a hidden action (ten taps on the About logo turn on debugging).
          if HandlerReach.countsTapsTowardHiddenAction(body, in: file) { continue }
          if HandlerReach.onlyTogglesChrome(body) || HandlerReach.onlyFiresAControl(body) { continue }
          // A tap that dismisses a transient view which also dismisses itself on a timer (a
          // toast): a convenience, not a control.
          // (The handler itself counts: `hide()` removes the overlay, and the timer calls `hide()`.)
          if Self.onlyHurriesATimedDismissal(body + "\n" + handler + "()", in: file) || Self.onlyRemovesWhatATimerRemoves(body, tapped: object.name, in: file) { continue }
          // A tap blocker (`@objc func alertTapped() { }`, kept so a tap on the card doesn't reach the
          // dismiss-on-background recognizer) or a tap that only puts the keyboard away: no action
          // a button would offer. A selector the file doesn't declare stays reported.
          // A touch shortcut for a button of the same type (a dimmed backdrop's tap running the
          // close button's action, a whole header's tap doing what its titled button does):
          // VoiceOver users have the button.
          if Self.repeatsAControl(handler: handler, in: file) { continue }
          // A storyboard's button sends the same method (RaceRunner's thumbnail beside its
          // "Choose Thumbnail" button): VoiceOver users have the button.
          if context.project.interfaceBuilderButtonSends(handler, to: object.enclosingType) { continue }
          // A backdrop's tap that only closes the screen, whose button (a storyboard's Cancel or
          // Done) closes it too.
          if Self.onlyCloses(body), HandlerReach.controlDismisses(in: file) { continue }
          if HandlerReach.keyboardDismissals.contains(handler) { continue }
          // One another file declares (an extension's `dismissKeyBoard`), read by its name.
          if HandlerReach.isNamedForClosingTheKeyboard(handler), HandlerReach.bodies(of: handler, in: file).isEmpty { continue }
          // A tap anywhere on a form that lets the touch through to what it holds and puts the
          // keyboard (and an open drop-down) away: Hound's `didTapScreen`. Not a control.
          if Self.isTapOutsideOnAContainer(recognizer: recognizer, addedAt: call.position.utf8Offset, on: object, reached: HandlerReach.reachedText(from: body, in: file), in: file) { continue }
          // A tap that only focuses a text field the view holds: a larger hit area for the field.
          if !HandlerReach.bodies(of: handler, in: file).isEmpty, Self.onlyFocusesHeldField(body, on: object, in: file) { continue }
          // A label's tap that only calls a closure every assignment of which focuses a field
          // (`didTap?()`, set to `{ self?.input.becomeFirstResponder() }`): like a form label,
          // it moves focus to a field VoiceOver users reach directly.
          let called = HandlerReach.callNames(in: HandlerReach.droppingComments(body))
          if !called.isEmpty, called.allSatisfy({ context.project.focusOnlyClosures.contains($0) && HandlerReach.bodies(of: $0, in: file).isEmpty }) { continue }
          // `delegate?.didTapUserImage(self)` whose every implementation is empty (a FIXME): the
          // tap does nothing yet.
          if !called.isEmpty, called.allSatisfy(context.project.emptyMethods.contains), Self.onlyCalls(body) { continue }
          // The handler only calls closures of its view that no code sets (CouchTracker's
          // `didTouchOnBackdrop?()`): the tap runs nil, there is no action to announce.
          if let type = file.behaviour.functions.first(where: { $0.name == handler && $0.end != $0.position })?.enclosingType,
             let closures = UnsetCallbacks.onlyOptionalClosureCalls(in: body),
             closures.allSatisfy({ context.project.callbacksNeverSet.contains(TypeIndex.simpleName(type) + "." + $0) }) { continue }
          if !HandlerReach.bodies(of: handler, in: file).isEmpty, HandlerReach.doesNothingAButtonWould(body, in: file) { continue }
          // A tap that only animates, logs or buzzes and puts back what it moved (a nudge saying
          // "slide instead"): a button trait would announce a button that does nothing.
          if !HandlerReach.bodies(of: handler, in: file).isEmpty, HandlerReach.onlyGivesFeedback(body, in: file) { continue }
          if !HandlerReach.bodies(of: handler, in: file).isEmpty, Self.onlyEchoes(body, called: called, on: object, project: context.project, in: file) { continue }
          // A tap on an element that only fades in or out a label whose text the element already
          // speaks (`accessibilityValue = [routesLabel.text, ...]`): VoiceOver users hear it always.
          if object.isAccessibilityElement == true, Self.onlyShowsSpokenText(body, in: file) { continue }
          // A label whose tap finds the link under the finger (`layoutManager.characterIndex(for:)`):
          // a button trait would activate the label's middle, not a link; each link must be reachable.
          if Self.hitTestsLinks(HandlerReach.reachedText(from: body, in: file)) {
            context.report(at: call.position, LocalizedText(
              en: "'\(object.name)' (\(object.declaredClass)) opens the link under the finger, which VoiceOver users can't point at: show the text in a UITextView with .link attributes, or give each link an accessibilityCustomAction (or an element in accessibilityElements)",
              ko: "\(KoreanParticle.topic.attach(to: "'\(object.name)'(\(object.declaredClass))")) 손가락 아래의 링크를 열지만 VoiceOver 사용자는 그 위치를 가리킬 수 없습니다. 텍스트를 .link 속성이 있는 UITextView로 보여 주거나, 링크마다 accessibilityCustomAction(또는 accessibilityElements의 요소)을 주세요"))
            continue
          }
        }
        // A tap that flips a flag of the view (`isOn = !isOn`, PlanetWallet's `PWSwitch`): a switch,
        // whose on or off VoiceOver must hear as well.
        if let flag = flipped {
          context.report(at: call.position, LocalizedText(
            en: "'\(object.name)' (\(object.declaredClass)) switches '\(flag)' on a tap, but VoiceOver announces neither a control nor whether it is on; use a UISwitch, or set accessibilityTraits (.button, or .toggleButton from iOS 17), a label and an accessibilityValue that says on or off",
            ko: "\(KoreanParticle.topic.attach(to: "'\(object.name)'(\(object.declaredClass))")) 탭하면 '\(flag)' 값을 켜고 끄지만 VoiceOver는 컨트롤인지도, 켜져 있는지도 알리지 않습니다. UISwitch를 쓰거나, accessibilityTraits(.button, iOS 17부터는 .toggleButton)와 레이블, 켬/끔을 말하는 accessibilityValue를 지정하세요"))
          continue
        }
        context.report(at: call.position, LocalizedText(
          en: "'\(object.name)' (\(object.declaredClass)) acts on a tap but VoiceOver doesn't announce it as a button; set accessibilityTraits = .button and a label, or use a UIButton",
          ko: "\(KoreanParticle.topic.attach(to: "'\(object.name)'(\(object.declaredClass))")) 탭으로 동작하지만 VoiceOver가 버튼으로 안내하지 않습니다. accessibilityTraits = \(KoreanParticle.and.attach(to: ".button")) 레이블을 지정하거나 UIButton을 쓰세요"))
      }
    }
  }
}

extension UIKitTapGestureRoleRule {
  /// The on/off flag the handler flips (`isOn = !isOn`, `self.isChecked.toggle()`), named for a
  /// state (`isOn`, `isChecked`, `isSelected`, `checked`…).
  static func flippedFlag(_ body: String) -> String? {
    for line in body.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
      let code = line.trimmingCharacters(in: CharacterSet.whitespaces.union(["{", "}"])).replacingOccurrences(of: "self.", with: "")
      var flag: String?
      if code.hasSuffix(".toggle()") { flag = String(code.dropLast(".toggle()".count)) }
      if let equals = code.range(of: " = !"), code[equals.upperBound...] == code[..<equals.lowerBound] { flag = String(code[..<equals.lowerBound]) }
      guard let flag, flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      let lower = flag.lowercased()
      if ["ison", "on", "checked", "ischecked", "isselected", "selected", "isenabled", "enabled", "isactive", "active"].contains(lower) { return flag }
    }
    return nil
  }

  /// A browser's page content whose tap runs `call` on the tab's controller (SnowHaze's URL bar:
  /// `stopInput` ends the typing, `stopLoading` is a control's job).
  static func pageTap(_ call: String, marked: Bool) -> RuleExample {
    RuleExample("""
    final class MainViewController: UIViewController {
      private let pageTapRecognizer = UITapGestureRecognizer()
      let pageContentView = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        pageTapRecognizer.addTarget(self, action: #selector(backgroundTapped(_:)))
        pageContentView.addSubview(webView)
        \(marked ? "↓" : "")pageContentView.addGestureRecognizer(pageTapRecognizer)
      }
      @objc private func backgroundTapped(_ sender: UITapGestureRecognizer?) { tabViewController.\(call)() }
    }
    """)
  }

  /// A terms label whose tap, where it fell on the terms, runs `action` (delivery-shop's sign-up).
  static func termsLabel(_ action: String, marked: Bool) -> RuleExample {
    RuleExample("""
    final class PhoneView: UIView {
      lazy var privacyLabel: UILabel = {
        let label = UILabel()
        label.text = "By signing up you agree to our Terms and Conditions of Use"
        label.isUserInteractionEnabled = true
        \(marked ? "↓" : "")label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(labelTapped(gesture:))))
        return label
      }()
      @objc func labelTapped(gesture: UITapGestureRecognizer) {
        let termsRange = (privacyLabel.text! as NSString).range(of: "Terms and Conditions of Use")
        if gesture.didTapAttributedTextInLabel(label: privacyLabel, inRange: termsRange) {
          \(action)
        }
      }
    }
    """)
  }

  /// A drawer's mask made by the app's initializer at `alpha`, tapped to toggle the drawer (getontrip).
  static func drawerVeil(alpha: String, marked: Bool) -> RuleExample {
    RuleExample("""
    final class SlideMenuViewController: UIViewController {
      var maskView: UIView = UIView(color: UIColor.blackColor(), alphaF: \(alpha))
      override func viewDidLoad() {
        super.viewDidLoad()
        mainViewController.view.addSubview(maskView)
        \(marked ? "↓" : "")maskView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapGestureHandler(_:))))
      }
      @objc func tapGestureHandler(_ sender: UITapGestureRecognizer) { if sender.state == .ended { toggle() } }
    }
    """)
  }
}
