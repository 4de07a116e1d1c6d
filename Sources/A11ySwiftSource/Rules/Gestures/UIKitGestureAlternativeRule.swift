import A11yCore
import Foundation

/// UIKit pan, pinch, rotation, long-press, swipe and multi-finger recognizers with no accessible
/// route to the same action.
public struct UIKitGestureAlternativeRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "uikit-gesture-alternative",
    title: LocalizedText(
      en: "Complex gesture recognizers need a simple alternative",
      ko: "복잡한 제스처 인식기에는 단순한 대안이 필요합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.2: multi-touch, pan, slide and drag and drop need a simple tap alternative. A \
        `UIPanGestureRecognizer`, `UIPinchGestureRecognizer`, `UIRotationGestureRecognizer`, \
        `UILongPressGestureRecognizer`, `UISwipeGestureRecognizer` or a two-finger tap can't be performed by \
        VoiceOver, Switch Control or Voice Control users. Offer the action another way: \
        `accessibilityCustomActions`, the `.adjustable` trait with `accessibilityIncrement()`/`accessibilityDecrement()` \
        for a value, `accessibilityScroll(_:)`, `accessibilityPerformEscape()` for a dismiss gesture, or a button \
        whose target calls the same method. A pan or swipe that only drags a sheet away, through a callback the presenting \
        screen wires, is not reported when a button of the sheet, never hidden, runs a callback that screen wires to a \
        dismissal or to the same end. A recognizer on a view controller's whole view needs review. \
        (HIG Accessibility › Gestures.)
        """,
      ko: """
        검사 항목 2.2: 멀티 터치, 팬, 슬라이드, 끌어서 놓기에는 단순한 누르기 대안이 필요합니다. `UIPanGestureRecognizer`, \
        `UIPinchGestureRecognizer`, `UIRotationGestureRecognizer`, `UILongPressGestureRecognizer`, `UISwipeGestureRecognizer`나 \
        두 손가락 탭은 VoiceOver, 스위치 제어, 음성 제어 사용자가 할 수 없습니다. `accessibilityCustomActions`, 값이라면 \
        `.adjustable` 특성과 `accessibilityIncrement()`/`accessibilityDecrement()`, `accessibilityScroll(_:)`, 닫는 제스처라면 \
        `accessibilityPerformEscape()`, 또는 같은 메서드를 부르는 버튼처럼 다른 방법으로 기능을 제공하세요. 표시하는 화면이 연결한 \
        콜백으로 시트를 끌어 닫기만 하는 팬이나 쓸기는, 숨겨지지 않는 시트의 버튼이 그 화면에서 닫기나 같은 결과로 연결된 콜백을 \
        실행하면 보고하지 않습니다. 화면 전체 뷰에 붙인 \
        인식기는 검토가 필요합니다. (HIG 손쉬운 사용 › 제스처)
        """),
    defaultSeverity: .warning,
    checkpoints: [.tapOperation], wcag: ["2.5.1", "2.1.1"], hig: "Accessibility › Gestures",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the photo viewer: its button shares the photo instead.
        "final class 채팅사진ViewController: UIViewController {\n  let chatImageView = UIImageView()\n  lazy var shareButton: UIButton = {\n    let button = UIButton(type: .system)\n    button.setTitle(\"닫기\", for: .normal)\n    button.addTarget(self, action: #selector(pressedShareButton), for: .touchUpInside)\n    return button\n  }()\n  func configurePanGesture() {\n    let panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture))\n    ↓chatImageView.addGestureRecognizer(panGesture)\n  }\n  @objc private func handlePanGesture(_ sender: UIPanGestureRecognizer) {\n    switch sender.state {\n    case .began: hero.dismissViewController()\n    case .changed: Hero.shared.update(sender.translation(in: nil).y / 2 / view.bounds.height)\n    default: Hero.shared.cancel()\n    }\n  }\n  @objc private func pressedShareButton() { share() }\n}",
        // The neighbour of the menu a tap opens too: this tap only lights the handle.
        bottomMenu(tapOpens: false),
        // The neighbour of the toast: a banner that stays until dragged away.
        """
        final class PinnedBannerView: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            ↓addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(onDrag(gesture:))))
          }
          @objc func onDrag(gesture: UIPanGestureRecognizer) { if gesture.state == .ended { dismiss() } }
        }
        """,
        // The neighbour of the image viewer: the relay the drag feeds is bound only to a timer.
        """
        final class ImageViewController: UIViewController {
          let dismissRelay = PublishRelay<Void>()
          private func bindViews() {
            Observable<Int>.timer(.seconds(60), scheduler: MainScheduler.instance)
              .map { _ in }
              .bind(to: dismissRelay)
              .disposed(by: disposeBag)
          }
          private func setupPanGesture() {
            let panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture))
            ↓view.addGestureRecognizer(panGesture)
          }
          @objc private func handlePanGesture(_ gesture: UIPanGestureRecognizer) {
            if gesture.state == .ended { dismissRelay.accept(()) }
          }
        }
        """,
        // The neighbour of the card swiped like its button: the button only shakes the card.
        "final class SwipeOnboardingViewController: UIViewController {\n  let gesture = UIPanGestureRecognizer()\n  private lazy var mainImageView: UIImageView = {\n    let view = UIImageView(image: UIImage(named: \"card\"))\n    view.isUserInteractionEnabled = true\n    gesture.addTarget(self, action: #selector(handlerCard))\n    ↓view.addGestureRecognizer(gesture)\n    return view\n  }()\n  private lazy var successButton: UIButton = {\n    let button = UIButton()\n    button.setTitle(\"성공\", for: .normal)\n    button.addTarget(self, action: #selector(didSuccessButton), for: .touchUpInside)\n    return button\n  }()\n  @objc private func didSuccessButton() { UIView.animate(withDuration: 0.3, animations: { self.mainImageView.alpha = 0 }) { _ in self.shakeCard() } }\n  @objc func pressNextButton() { delegate?.changeNextView() }\n  @objc private func handlerCard(_ gesture: UIPanGestureRecognizer) {\n    let point = gesture.translation(in: view)\n    if gesture.state == .ended, point.x > 100 { pressNextButton() }\n  }\n}",
        // The neighbour of the swipe merged with the back button's taps: the view model never merges the swipe.
        "final class ExclItemInputVC: UIViewController {\n  let header = NaviHeader()\n  let backLeftEdgePanGesture = UIScreenEdgePanGestureRecognizer()\n  func setBinding() {\n    backLeftEdgePanGesture.edges = .left\n    ↓view.addGestureRecognizer(backLeftEdgePanGesture)\n    let input = ExclItemInputVM.Input(backButtonTapped: header.leftButton.rx.tap, swipeBack: backLeftEdgePanGesture.rx.event)\n    let output = viewModel.transform(input: input)\n  }\n}\nfinal class ExclItemInputVM {\n  func transform(input: Input) -> Output {\n    let backAction = Driver.merge(input.backButtonTapped.asDriver(), input.exitButtonTapped.asDriver())\n    backAction.drive(onNext: { showBackAlert() }).disposed(by: bag)\n  }\n}",
        // The neighbour of the debugging swipe: a page swipe that also logs at the debug level.
        "final class GalleryViewController: UIViewController {\n  private let photos = [\"beach\", \"city\"]\n  private var pageIndex = 0\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))\n    swipe.direction = .left\n    ↓view.addGestureRecognizer(swipe)\n  }\n  @objc private func handleSwipe(_ gesture: UISwipeGestureRecognizer) {\n    guard gesture.state == .recognized, pageIndex < photos.count - 1 else { return }\n    logger.debug(\"next photo\")\n    pageIndex += 1\n  }\n}",
        // The neighbour of the debugging swipe: a swipe that also reloads the feed.
        "final class ViewController: UIViewController {\n  override func viewDidLoad() {\n    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleTwoFingerSwipe(swipeRecognizer:)))\n    swipe.numberOfTouchesRequired = 2\n    ↓view.addGestureRecognizer(swipe)\n  }\n  @objc func handleTwoFingerSwipe(swipeRecognizer: UISwipeGestureRecognizer) {\n    if swipeRecognizer.state == .recognized {\n      LibsManager.shared.showFlex()\n      feed.reload()\n    }\n  }\n}",
        // The neighbours of the custom scroll indicator: a card's pan that only reads the list's
        // offset; and a list whose scrolling its closure initializer turns off.
        "final class Card: UIView {\n  let scrollView = UIScrollView()\n  func setUp() {\n    let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))\n    ↓addGestureRecognizer(pan)\n  }\n  @objc func panned(_ pan: UIPanGestureRecognizer) {\n    guard scrollView.contentOffset.y <= 0 else { return }\n    if pan.state == .ended { archiveMessage() }\n  }\n}",
        "final class QuestionsDialogViewController: UIViewController {\n  let tableView = UITableView().then { $0.isScrollEnabled = false }\n  let customIndicatorView = UIView()\n  override func viewDidLoad() {\n    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture(_:)))\n    ↓customIndicatorView.addGestureRecognizer(pan)\n  }\n  @objc func handlePanGesture(_ gestureRecognizer: UIPanGestureRecognizer) {\n    let translation = gestureRecognizer.translation(in: customIndicatorView)\n    tableView.contentOffset.y += translation.y\n  }\n}",
        // The neighbour of the custom scroll indicator: the list's own scrolling is turned off, so only the drag scrolls it.
        "final class QuestionsDialogViewController: UIViewController {\n  let tableView = UITableView()\n  let customIndicatorView = UIView()\n  override func viewDidLoad() {\n    tableView.isScrollEnabled = false\n    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture(_:)))\n    ↓customIndicatorView.addGestureRecognizer(pan)\n  }\n  @objc func handlePanGesture(_ gestureRecognizer: UIPanGestureRecognizer) {\n    let translation = gestureRecognizer.translation(in: customIndicatorView)\n    customIndicatorView.center.y += translation.y\n    tableView.contentOffset.y += translation.y\n    gestureRecognizer.setTranslation(.zero, in: customIndicatorView)\n  }\n}",
        // The neighbour of the museum's language page: the swipe saves a choice on the way back.
        languagePage(swipeBody: "saveLanguage(); navigationController?.popViewController(animated: true)", marker: "↓"),
        // A swipe back to the first screen: the back button and the escape gesture go one screen.
        languagePage(swipeBody: "navigationController?.popToRootViewController(animated: true)", marker: "↓"),
        // The neighbour of the About screen: its bar item shares rather than closes.
        """
        final class AboutViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = NavigationBarButtonItem(type: .cancel, tapped_fn: { [unowned self] in
              self.shareSource()
            }, title: NSLocalizedString("공유", comment: ""))
            let recognizer = UISwipeGestureRecognizer(target: self, action: #selector(swipedDown))
            recognizer.direction = .down
            ↓view.addGestureRecognizer(recognizer)
          }
          @objc func swipedDown() { navigationController!.dismiss(animated: true, completion: nil) }
        }
        """,
        // The neighbour of the side list: the bar button runs another callback.
        "final class PlaylistDetail: UIViewController {\n  override func viewDidLoad() {\n    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"sidebar.left\"), style: .plain, target: self, action: #selector(onShare))\n    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleGesture(_:)))\n    ↓view.addGestureRecognizer(swipe)\n  }\n  @objc func handleGesture(_ gesture: UISwipeGestureRecognizer) { if gesture.direction == .right { onDisplayModeChange() } }\n  @objc func onDisplayModeChange() { delegate?.toggleSideList() }\n  @objc func onShare() { delegate?.share() }\n}",
        // The neighbour of the scroll wheel: the same pan taking one finger.
        "final class MapViewController: UIViewController {\n  override func viewDidLoad() {\n    let scrollWheel = UIPanGestureRecognizer(target: self, action: #selector(handleScrollWheel(_:)))\n    scrollWheel.allowedScrollTypesMask = .discrete\n    scrollWheel.maximumNumberOfTouches = 1\n    ↓view.addGestureRecognizer(scrollWheel)\n  }\n  @objc func handleScrollWheel(_ pan: UIPanGestureRecognizer) { mapView.zoom(by: pan.translation(in: view).y) }\n}",
        // The neighbour of the chevron: the tap selects another handler.
        "final class ChevronView: UIView {\n  func setUp() {\n    let swipe = UISwipeGestureRecognizer(target: self, action: .chevronSwipe)\n    swipe.direction = .up\n    ↓addGestureRecognizer(swipe)\n    addGestureRecognizer(UITapGestureRecognizer(target: self, action: .chevronTap))\n  }\n  @objc func chevronSwipe() { delegate?.expandSheet() }\n  @objc func chevronTap() { delegate?.showHelp() }\n}\nfileprivate extension Selector {\n  static let chevronSwipe = #selector(ChevronView.chevronSwipe)\n  static let chevronTap = #selector(ChevronView.chevronTap)\n}",
        // The neighbour: the button asks the delegate something else.
        "final class RestoreOptionViewController: UIViewController {\n @IBOutlet weak var cancelButton: UIButton!\n override func viewDidLoad() {\n  let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipeAction))\n  ↓view.addGestureRecognizer(swipe)\n }\n @objc func swipeAction(sender: UISwipeGestureRecognizer) { if sender.state == .ended { delegate?.restoreCancelled() } }\n @IBAction func touchDownButton(_ sender: UIButton) { if sender == cancelButton { delegate?.restoreIdentity() } }\n}",
        // A swipe that only puts the keyboard away: it may be the only way to, so it needs another.
        "final class ChatView: UIViewController {\n let swipe = UISwipeGestureRecognizer()\n override func viewDidLoad() {\n  swipe.direction = .down\n  swipe.addTarget(self, action: #selector(swiped))\n  ↓view.addGestureRecognizer(swipe)\n }\n @objc func swiped() { textView.resignFirstResponder() }\n}",
        // The neighbour of the panel's factory-made recognizer: its button shares.
        "final class Panel: UIViewController {\n  private lazy var miniPan: UIPanGestureRecognizer = makeMiniPan()\n  let miniBar = UIView()\n  let closeButton = UIButton()\n  override func viewDidLoad() {\n    closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)\n    ↓miniBar.addGestureRecognizer(miniPan)\n  }\n  func makeMiniPan() -> UIPanGestureRecognizer {\n    let gesture = UIPanGestureRecognizer(\n      target: self,\n      action: #selector(handleMiniPan(_:))\n    )\n    return gesture\n  }\n  @objc func closeTapped() { share() }\n  @objc func handleMiniPan(_ gesture: UIPanGestureRecognizer) { if gesture.state == .ended { closePlayer() } }\n  func closePlayer() { player.stop(); state = .closed }\n}",
        // The neighbour of the mini player: the closure is the bar's scroll callback, no tap's.
        "final class PlayerPanelViewController: UIViewController {\n  let miniBar = UIView()\n  func configureMiniBar() {\n    let miniPan = UIPanGestureRecognizer(target: self, action: #selector(handleMiniPan(_:)))\n    ↓miniBar.addGestureRecognizer(miniPan)\n    miniBar.onScrollEnd = { [weak self] in self?.closePlayer() }\n  }\n  @objc func handleMiniPan(_ gesture: UIPanGestureRecognizer) { if gesture.state == .ended { closePlayer() } }\n  func closePlayer() { player.stop(); state = .closed }\n}",
        // The same recognizers, given by addTarget a handler that acts.
        "final class CamView: UIView {\n private let tapRecognizer = UITapGestureRecognizer()\n private let pressRecognizer = UILongPressGestureRecognizer()\n func setUp() {\n  tapRecognizer.addTarget(self, action: #selector(tapped(_:)))\n  pressRecognizer.addTarget(self, action: #selector(pressed(_:)))\n  addGestureRecognizer(tapRecognizer)\n  ↓addGestureRecognizer(pressRecognizer)\n }\n @objc func tapped(_ recognizer: UITapGestureRecognizer) { openProfile() }\n @objc func pressed(_ recognizer: UILongPressGestureRecognizer) { toggleMute() }\n}",
        // The same sheet whose only button picks a value: dragging is the only way to close it.
        """
        final class PickerSheet: UIViewController {
          let containerView = UIView()
          lazy var cancelButton = UIButton(type: .system, primaryAction: UIAction(handler: { _ in
            self.okHandler?(self.picker.date)
          }))
          func setupPanGesture() {
            containerView.addSubview(cancelButton)
            ↓containerView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(gesture:))))
          }
          @objc func handlePan(gesture: UIPanGestureRecognizer) {
            let newHeight = currentHeight - gesture.translation(in: view).y
            if gesture.state == .ended, newHeight < dismissibleHeight { animateDismissView() } else { animateContainerHeight(newHeight) }
          }
          func animateContainerHeight(_ height: CGFloat) { heightConstraint?.constant = height }
          func animateDismissView() { UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() } completion: { _ in self.dismiss(animated: false) } }
        }
        """,
        """
        final class MapViewController: UIViewController {
          let mapImage = UIImageView(image: UIImage(named: "map"))
          override func viewDidLoad() {
            let pinch = UIPinchGestureRecognizer(target: self, action: #selector(zoom(_:)))
            ↓mapImage.addGestureRecognizer(pinch)
          }
          @objc func zoom(_ pinch: UIPinchGestureRecognizer) { mapImage.transform = .init(scaleX: pinch.scale, y: pinch.scale) }
        }
        """,
        """
        final class VolumeKnob: UIControl {
          override init(frame: CGRect) {
            super.init(frame: frame)
            ↓addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(turn(_:))))
          }
          @objc func turn(_ pan: UIPanGestureRecognizer) { value += pan.translation(in: self).y }
        }
        """,
        """
        final class OrderCell: UITableViewCell {
          let card = UIView()
          func configure() { ↓card.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showOptions))) }
        }
        """,
        // The neighbour of the popover: its backdrop is no element, so VoiceOver never lands on it.
        """
        final class PopoverController: UIViewController {
          let backgroundOverlayView = UIView()
          override func viewDidLoad() {
            backgroundOverlayView.backgroundColor = UIColor(white: 0, alpha: 0.2)
            backgroundOverlayView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tappedBackgroundOverlay(_:))))
            ↓view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pannedPopover(_:))))
          }
          @objc private func tappedBackgroundOverlay(_ tap: UITapGestureRecognizer) { dismissPopover() }
          @objc private func pannedPopover(_ pan: UIPanGestureRecognizer) { if pan.state == .ended { dismissPopover() } }
          func dismissPopover() { dismiss(animated: true) }
        }
        """,
        // The neighbour of the popup backdrop: a constant of half a second is a press of its own.
        """
        fileprivate let kHoldDuration: Double = 0.5
        final class MapControls: UIViewController {
          let pin = UIView()
          override func viewDidLoad() {
            let hold = UILongPressGestureRecognizer(target: self, action: #selector(dropPin(_:)))
            hold.minimumPressDuration = kHoldDuration
            ↓pin.addGestureRecognizer(hold)
          }
          @objc func dropPin(_ recognizer: UILongPressGestureRecognizer) { if recognizer.state == .began { addPin() } }
        }
        """,
        // A long press held for half a second is a gesture of its own.
        """
        final class MapControls: UIViewController {
          let pin = UIView()
          override func viewDidLoad() {
            let hold = UILongPressGestureRecognizer(target: self, action: #selector(dropPin(_:)))
            hold.minimumPressDuration = 0.5
            ↓pin.addGestureRecognizer(hold)
          }
          @objc func dropPin(_ recognizer: UILongPressGestureRecognizer) { if recognizer.state == .began { addPin() } }
        }
        """,
        // The same pinch added twice to one view (grain's photo zoom): one gesture, one finding.
        "struct ZoomablePhoto: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIView {\n    let view = UIView()\n    let pinch = UIPinchGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.handlePinch(sender:)))\n    ↓view.addGestureRecognizer(pinch)\n    view.addGestureRecognizer(pinch)\n    return view\n  }\n  final class Coordinator: NSObject { @objc func handlePinch(sender: UIPinchGestureRecognizer) { scale = sender.scale } }\n}",
        // The crop buttons and the pinch share only a layout helper: no button zooms.
        """
        final class CropViewController: UIViewController {
          let contentView = UIView()
          override func viewDidLoad() {
            let doneButton = makeButton(title: "완료", action: #selector(donePressed))
            ↓contentView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:))))
          }
          @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) { scale *= pinch.scale; updateImageLayout() }
          @objc func donePressed() { updateImageLayout(); finishCrop() }
          func updateImageLayout() { }
          func finishCrop() { }
        }
        """,
        // The tap opens the detail; the long press (its own function) deletes: no tap deletes.
        """
        final class PhotoCell: UICollectionViewCell {
          let photo = UIImageView()
          func configure() {
            photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            ↓photo.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed)))
          }
          @objc func open() { showDetail() }
          @objc func pressed() { deletePhoto() }
          func showDetail() { delegate?.open(photo) }
          func deletePhoto() { store.remove(photo) }
        }
        """,
        // A menu's dimming view closed by a tap or a drag: only the escape gesture is missing.
        """
        final class MenuPresentationController: UIPresentationController {
          private lazy var dimmingView: UIView = {
            let view = UIView()
            view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
            view.addGestureRecognizer(tapGestureRecognizer)
            ↓view.addGestureRecognizer(panGestureRecognizer)
            return view
          }()
          private lazy var tapGestureRecognizer: UITapGestureRecognizer = {
            let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))
            return tap
          }()
          private lazy var panGestureRecognizer: UIPanGestureRecognizer = {
            let pan = UIPanGestureRecognizer()
            pan.addTarget(dismissTransition as Any, action: #selector(MenuDismissTransition.handleHideMenuPan(_:)))
            return pan
          }()
          override func presentationTransitionWillBegin() { containerView?.insertSubview(dimmingView, at: 0) }
          @objc func dimmingViewTapped(_: UITapGestureRecognizer) { menu?.output.viewDidTapOnDimmingView() }
        }
        """,
        // A sheet closed by a tap on its dimming layer or a drag: VoiceOver never lands on the layer.
        """
        final class MiniSheetController: UIViewController {
          let dimmedView = UIView()
          override func viewDidLoad() {
            dimmedView.backgroundColor = .black.withAlphaComponent(0.6)
            dimmedView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
            ↓view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
          }
          @objc func pan(_ gesture: UIPanGestureRecognizer) { if gesture.state == .ended { close() } }
          @objc func close() { dismiss(animated: true) }
        }
        """,
        """
        struct GestureView: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView {
            let view = UIView()
            ↓view.addGestureRecognizer(context.coordinator.pinchGesture)
            return view
          }
          class Coordinator {
            lazy var pinchGesture: AspectPinchGestureRecognizer! = { .init(target: self, action: #selector(handlePinch)) }()
            @objc func handlePinch(_ gesture: UIPinchGestureRecognizer) { }
          }
        }
        """,
        // Dragged down to close through a callback; the sheet's button runs another callback
        // that the presenting screen wires to sharing, not to closing.
        """
        final class RoundButton: UIButton { var touchUpCallback: (() -> Void)? }
        final class ResultSheet: UIViewController {
          let okButton = RoundButton(title: "OK")
          var dismissCallback: ((CGFloat) -> Void)?
          var okCallback: (() -> Void)?
          override func viewDidLoad() {
            okButton.touchUpCallback = { [weak self] in self?.okCallback?() }
            ↓view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
          }
          @objc func pan(_ gesture: UIPanGestureRecognizer) {
            view.transform = CGAffineTransform(translationX: 0, y: max(0, gesture.translation(in: view).y))
            if gesture.state == .ended { dismissCallback?(1.0) }
          }
        }
        final class Scanner: UIViewController {
          let sheet = ResultSheet()
          var finishedCallback: (() -> Void)?
          func wire() {
            sheet.okCallback = { [weak self] in self?.share() }
            sheet.dismissCallback = { [weak self] progress in if progress == 1 { self?.finishedCallback?() } }
          }
        }
        """,
        // A rotation that keeps the angle it was given: lasting, and only by the gesture.
        "final class Bubble: UIView {\n  private let rotation = UIRotationGestureRecognizer()\n  func setUp() {\n    rotation.addTarget(self, action: #selector(rotate(recognizer:)))\n    ↓addGestureRecognizer(rotation)\n  }\n  @objc func rotate(recognizer: UIRotationGestureRecognizer) {\n    switch recognizer.state {\n    case .changed:\n      self.transform = self.transform.rotated(by: recognizer.rotation)\n      recognizer.rotation = 0\n    case .ended:\n      angle = atan2(transform.b, transform.a)\n    case _: break\n    }\n  }\n}",
        // The card sheet's neighbour: its only button adds the card, so the drag is the only way to close it.
        cardSheet(button: "addTapped", action: "save()", panMarker: "↓"),
        // Its neighbour subscribed to: the backdrop's button only saves.
        subscribedSheet(buttonAction: "save()", panMarker: "↓"),
      ],
      nonTriggering: [
        // A photo viewer's drag to dismiss (Hero), and its Close button dismissing too (KNU Market).
        "final class 채팅사진ViewController: UIViewController {\n  let chatImageView = UIImageView()\n  lazy var dismissButton: UIButton = {\n    let button = UIButton(type: .system)\n    button.setTitle(\"닫기\", for: .normal)\n    button.addTarget(self, action: #selector(pressedDismissButton), for: .touchUpInside)\n    return button\n  }()\n  func configurePanGesture() {\n    let panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture))\n    chatImageView.addGestureRecognizer(panGesture)\n  }\n  @objc private func handlePanGesture(_ sender: UIPanGestureRecognizer) {\n    switch sender.state {\n    case .began: hero.dismissViewController()\n    case .changed: Hero.shared.update(sender.translation(in: nil).y / 2 / view.bounds.height)\n    default: Hero.shared.cancel()\n    }\n  }\n  @objc private func pressedDismissButton() { hero.dismissViewController() }\n}",
        // PlanetWallet's bottom menu: the handle's tap opens it as the drag does.
        bottomMenu(tapOpens: true),
        // A toast dragged away (GeometricWeather's): it goes by itself after a moment.
        """
        final class ToastView: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(onDrag(gesture:))))
          }
          @objc func onDrag(gesture: UIPanGestureRecognizer) { if gesture.state == .ended { dismiss() } }
        }
        """,
        // A recognizer a function of the file makes, whose handler closes the player as the ✕ button does (Opaline's panel).
        "final class Panel: UIViewController {\n  private lazy var miniPan: UIPanGestureRecognizer = makeMiniPan()\n  let miniBar = UIView()\n  let closeButton = UIButton()\n  override func viewDidLoad() {\n    closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)\n    miniBar.addGestureRecognizer(miniPan)\n  }\n  func makeMiniPan() -> UIPanGestureRecognizer {\n    let gesture = UIPanGestureRecognizer(\n      target: self,\n      action: #selector(handleMiniPan(_:))\n    )\n    return gesture\n  }\n  @objc func closeTapped() { closePlayer() }\n  @objc func handleMiniPan(_ gesture: UIPanGestureRecognizer) { if gesture.state == .ended { closePlayer() } }\n  func closePlayer() { player.stop(); state = .closed }\n}",
        // A mini player's drag closes it, as the ✕ button the bar calls `onClose` for does (Opaline's).
        "final class PlayerPanelViewController: UIViewController {\n  let miniBar = UIView()\n  func configureMiniBar() {\n    let miniPan = UIPanGestureRecognizer(target: self, action: #selector(handleMiniPan(_:)))\n    miniBar.addGestureRecognizer(miniPan)\n    miniBar.onClose = { [weak self] in self?.closePlayer() }\n  }\n  @objc func handleMiniPan(_ gesture: UIPanGestureRecognizer) { if gesture.state == .ended { closePlayer() } }\n  func closePlayer() { player.stop(); state = .closed }\n}",
        // A card swiped to go on, beside a button that goes on too (OrrRock's onboarding cards).
        "final class SwipeOnboardingViewController: UIViewController {\n  let gesture = UIPanGestureRecognizer()\n  private lazy var mainImageView: UIImageView = {\n    let view = UIImageView(image: UIImage(named: \"card\"))\n    view.isUserInteractionEnabled = true\n    gesture.addTarget(self, action: #selector(handlerCard))\n    view.addGestureRecognizer(gesture)\n    return view\n  }()\n  private lazy var successButton: UIButton = {\n    let button = UIButton()\n    button.setTitle(\"성공\", for: .normal)\n    button.addTarget(self, action: #selector(didSuccessButton), for: .touchUpInside)\n    return button\n  }()\n  @objc private func didSuccessButton() { UIView.animate(withDuration: 0.3, animations: { self.mainImageView.alpha = 0 }) { _ in self.pressNextButton() } }\n  @objc func pressNextButton() { delegate?.changeNextView() }\n  @objc private func handlerCard(_ gesture: UIPanGestureRecognizer) {\n    let point = gesture.translation(in: view)\n    if gesture.state == .ended, point.x > 100 { pressNextButton() }\n  }\n}",
        // An edge swipe whose events the view model merges with the back button's taps (SplitIt's back alerts).
        "final class ExclItemInputVC: UIViewController {\n  let header = NaviHeader()\n  let backLeftEdgePanGesture = UIScreenEdgePanGestureRecognizer()\n  func setBinding() {\n    backLeftEdgePanGesture.edges = .left\n    view.addGestureRecognizer(backLeftEdgePanGesture)\n    let input = ExclItemInputVM.Input(backButtonTapped: header.leftButton.rx.tap, swipeBack: backLeftEdgePanGesture.rx.event)\n    let output = viewModel.transform(input: input)\n  }\n}\nfinal class ExclItemInputVM {\n  func transform(input: Input) -> Output {\n    let backAction = Driver.merge(input.backButtonTapped.asDriver(), input.swipeBack.map { _ in }.asDriver(onErrorJustReturn: ()))\n    backAction.drive(onNext: { showBackAlert() }).disposed(by: bag)\n  }\n}",
        // A pan with no target, added only to keep swipes from the screen around (xikolo's video).
        "final class VideoViewController: UIViewController {\n  let videoContainer = UIView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    videoContainer.addGestureRecognizer(UIPanGestureRecognizer())\n  }\n}",
        // A two-finger swipe that opens a debugging explorer and switches a debug plugin (SwiftHub):
        // a developer's shortcut.
        "final class ViewController: UIViewController {\n  override func viewDidLoad() {\n    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleTwoFingerSwipe(swipeRecognizer:)))\n    swipe.numberOfTouchesRequired = 2\n    view.addGestureRecognizer(swipe)\n  }\n  @objc func handleTwoFingerSwipe(swipeRecognizer: UISwipeGestureRecognizer) {\n    if swipeRecognizer.state == .recognized {\n      LibsManager.shared.showFlex()\n      HeroDebugPlugin.isEnabled = !HeroDebugPlugin.isEnabled\n    }\n  }\n}",
        // A custom scroll indicator's pan that scrolls the list, which scrolls by itself too (A-Teen's questions).
        "final class QuestionsDialogViewController: UIViewController {\n  let tableView = UITableView()\n  let customIndicatorView = UIView()\n  override func viewDidLoad() {\n    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture(_:)))\n    customIndicatorView.addGestureRecognizer(pan)\n  }\n  @objc func handlePanGesture(_ gestureRecognizer: UIPanGestureRecognizer) {\n    let translation = gestureRecognizer.translation(in: customIndicatorView)\n    customIndicatorView.center.y += translation.y\n    tableView.contentOffset.y += translation.y\n    gestureRecognizer.setTranslation(.zero, in: customIndicatorView)\n  }\n}",
        // A pan on a sheet that snaps its scroll view to a resting point when the drag ends (JipJung's home).
        "final class HomeViewController: UIViewController {\n  let mainScrollView = UIScrollView()\n  let bottomView = UIView()\n  override func viewDidLoad() {\n    let panGesture = UIPanGestureRecognizer(target: self, action: #selector(bottomViewDragged(_:)))\n    bottomView.addGestureRecognizer(panGesture)\n  }\n  @objc private func bottomViewDragged(_ sender: UIPanGestureRecognizer) {\n    guard sender.state == .ended else { return }\n    self.mainScrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)\n  }\n}",
        // A swipe right that goes back a screen (a museum app's language page): VoiceOver's escape
        // gesture and the back button pop the navigation stack too.
        languagePage(swipeBody: "self.navigationController?.popViewController(animated: true)", marker: ""),
        // A card sheet dragged down to close, whose Cancel button (wired in the storyboard) closes it too.
        cardSheet(button: "cancelTapped", action: "blurTapped()"),
        // The pan's subscription dismisses, as the backdrop button's does (Budi's history form).
        subscribedSheet(buttonAction: "dismiss(animated: true, completion: nil)"),
        // MyMonero's About screen: a swipe down closes it, as its Close bar item (an app class taking a closure) does.
        """
        final class AboutViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = NavigationBarButtonItem(type: .cancel, tapped_fn: { [unowned self] in
              self.navigationController!.dismiss(animated: true, completion: nil)
            }, title: NSLocalizedString("닫기", comment: ""))
            let recognizer = UISwipeGestureRecognizer(target: self, action: #selector(swipedDown))
            recognizer.direction = .down
            view.addGestureRecognizer(recognizer)
          }
          @objc func swipedDown() { navigationController!.dismiss(animated: true, completion: nil) }
        }
        """,
        // Tonkeeper's bottom sheet: dragged down to close, and its header's close button closes it
        // through the app's own helper that takes the action as a closure.
        """
        final class BottomSheetViewController: UIViewController {
          private let containerView = UIView()
          private let headerView = SheetHeaderView()
          private lazy var panGesture = UIPanGestureRecognizer(target: self, action: #selector(panGestureHandler(_:)))
          override func viewDidLoad() {
            view.addSubview(containerView)
            containerView.addGestureRecognizer(panGesture)
            headerView.closeButton.addTapAction { [weak self] in
              self?.dismiss(animated: true)
            }
          }
          @objc private func panGestureHandler(_ recognizer: UIPanGestureRecognizer) {
            if recognizer.state == .ended { didEndDragging() }
          }
          func didEndDragging() { dismiss { [weak self] in self?.didClose?(true) } }
          func dismiss(completion: (() -> Void)? = nil) { navigationController?.dismiss(animated: false, completion: completion) }
        }
        """,
        // A swipe and a bar button both end in the same event callback (Brave's playlist side list).
        "final class PlaylistDetail: UIViewController {\n  override func viewDidLoad() {\n    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"sidebar.left\"), style: .plain, target: self, action: #selector(onDisplayModeChange))\n    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleGesture(_:)))\n    view.addGestureRecognizer(swipe)\n  }\n  @objc func handleGesture(_ gesture: UISwipeGestureRecognizer) { if gesture.direction == .right { onDisplayModeChange() } }\n  @objc func onDisplayModeChange() { delegate?.toggleSideList() }\n}",
        // The system's swipe-back, widened to the whole view: the back button and the escape gesture still go back (FSNotes).
        "final class EditorViewController: UIViewController {\n  func initSwipes() {\n    guard let popGestureRecognizer = navigationController?.interactivePopGestureRecognizer else { return }\n    if let targets = popGestureRecognizer.value(forKey: \"targets\") as? NSMutableArray {\n      let gestureRecognizer = UIPanGestureRecognizer()\n      gestureRecognizer.setValue(targets, forKey: \"targets\")\n      view.addGestureRecognizer(gestureRecognizer)\n    }\n  }\n}",
        // A pan that takes no touch: a mouse wheel zooms the map (Go Map!!).
        "final class MapViewController: UIViewController {\n  override func viewDidLoad() {\n    let scrollWheel = UIPanGestureRecognizer(target: self, action: #selector(handleScrollWheel(_:)))\n    scrollWheel.allowedScrollTypesMask = .discrete\n    scrollWheel.maximumNumberOfTouches = 0\n    view.addGestureRecognizer(scrollWheel)\n  }\n  @objc func handleScrollWheel(_ pan: UIPanGestureRecognizer) { mapView.zoom(by: pan.translation(in: view).y) }\n}",
        // An edge swipe back, and a back bar button selecting a `Selector` constant that runs the same method (Muun).
        "final class NewOperationViewController: UIViewController {\n  override func viewDidLoad() {\n    let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(swipe(_:)))\n    view.addGestureRecognizer(recognizer)\n    navigationItem.leftBarButtonItem = UIBarButtonItem(image: backImage, style: .plain, target: self, action: .back)\n  }\n  @objc func swipe(_ sender: UIGestureRecognizer) { if sender.state == .ended { back() } }\n  @objc func back() { presenter.back() }\n}\nfileprivate extension Selector {\n  static let back = #selector(NewOperationViewController.back)\n}",
        // A swipe and a tap select the same handler, through a `Selector` extension constant (Muun's chevron).
        "final class ChevronView: UIView {\n  func setUp() {\n    let swipe = UISwipeGestureRecognizer(target: self, action: .chevronTap)\n    swipe.direction = .up\n    addGestureRecognizer(swipe)\n    addGestureRecognizer(UITapGestureRecognizer(target: self, action: .chevronTap))\n  }\n  @objc func chevronTap() { delegate?.chevronTap() }\n}\nfileprivate extension Selector {\n  static let chevronTap = #selector(ChevronView.chevronTap)\n}",
        // The swipe asks the delegate what the Cancel button's `@IBAction` asks (Threema's restore screens).
        "final class RestoreOptionViewController: UIViewController {\n @IBOutlet weak var cancelButton: UIButton!\n override func viewDidLoad() {\n  let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipeAction))\n  view.addGestureRecognizer(swipe)\n }\n @objc func swipeAction(sender: UISwipeGestureRecognizer) { if sender.state == .ended { delegate?.restoreCancelled() } }\n @IBAction func touchDownButton(_ sender: UIButton) { if sender == cancelButton { delegate?.restoreCancelled() } }\n}",
        // A rotation that only turns the view while it lasts and springs back to `.identity` when
        // it ends (Blink's face cam): nothing stays that anyone could miss.
        "final class Bubble: UIView {\n  private let rotation = UIRotationGestureRecognizer()\n  func setUp() {\n    rotation.addTarget(self, action: #selector(rotate(recognizer:)))\n    addGestureRecognizer(rotation)\n  }\n  @objc func rotate(recognizer: UIRotationGestureRecognizer) {\n    switch recognizer.state {\n    case .changed:\n      self.transform = self.transform.rotated(by: recognizer.rotation)\n      recognizer.rotation = 0\n    case .ended:\n      UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.allowUserInteraction], animations: { self.transform = .identity }, completion: nil)\n    case _: break\n    }\n  }\n}",
        // Recognizers given their handler by addTarget, which only logs: a stub that does nothing.
        "final class CamView: UIView {\n private let tapRecognizer = UITapGestureRecognizer()\n private let pressRecognizer = UILongPressGestureRecognizer()\n func setUp() {\n  tapRecognizer.addTarget(self, action: #selector(tapped(_:)))\n  pressRecognizer.addTarget(self, action: #selector(pressed(_:)))\n  addGestureRecognizer(tapRecognizer)\n  addGestureRecognizer(pressRecognizer)\n }\n @objc func tapped(_ recognizer: UITapGestureRecognizer) { print(recognizer) }\n @objc func pressed(_ recognizer: UILongPressGestureRecognizer) { print(recognizer) }\n}",
        // Dragged down to close through a callback the presenting screen wires; the sheet's OK
        // button runs another callback that screen wires to the same end.
        """
        final class RoundButton: UIButton { var touchUpCallback: (() -> Void)? }
        final class ResultSheet: UIViewController {
          let okButton = RoundButton(title: "OK")
          var dismissCallback: ((CGFloat) -> Void)?
          var okCallback: (() -> Void)?
          override func viewDidLoad() {
            okButton.touchUpCallback = { [weak self] in self?.okCallback?() }
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
          }
          @objc func pan(_ gesture: UIPanGestureRecognizer) {
            view.transform = CGAffineTransform(translationX: 0, y: max(0, gesture.translation(in: view).y))
            if gesture.state == .ended { dismissCallback?(1.0) }
          }
        }
        final class Scanner: UIViewController {
          let sheet = ResultSheet()
          var finishedCallback: (() -> Void)?
          func wire() {
            sheet.okCallback = { [weak self] in self?.finishedCallback?() }
            sheet.dismissCallback = { [weak self] progress in if progress == 1 { self?.finishedCallback?() } }
          }
        }
        """,
        // A bottom sheet dragged down to close, with a Cancel button that closes it too.
        """
        final class PickerSheet: UIViewController {
          let containerView = UIView()
          lazy var cancelButton = UIButton(type: .system, primaryAction: UIAction(handler: { _ in
            if let cancelHandler = self.cancelHandler { cancelHandler() }
          }))
          func setupPanGesture() {
            containerView.addSubview(cancelButton)
            containerView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(gesture:))))
          }
          @objc func handlePan(gesture: UIPanGestureRecognizer) {
            let newHeight = currentHeight - gesture.translation(in: view).y
            if gesture.state == .ended, newHeight < dismissibleHeight { animateDismissView() } else { animateContainerHeight(newHeight) }
          }
          func animateContainerHeight(_ height: CGFloat) { heightConstraint?.constant = height }
          func animateDismissView() { UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() } completion: { _ in self.dismiss(animated: false) } }
        }
        """,
        """
        final class MapViewController: UIViewController {
          let mapImage = UIImageView()
          let zoomInButton = UIButton(type: .system)
          override func viewDidLoad() {
            mapImage.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(zoom(_:))))
            zoomInButton.addTarget(self, action: #selector(zoom(_:)), for: .touchUpInside)
          }
          @objc func zoom(_ sender: Any) { }
        }
        """,
        """
        final class VolumeKnob: UIControl {
          override init(frame: CGRect) {
            super.init(frame: frame)
            accessibilityTraits = .adjustable
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(turn(_:))))
          }
          override func accessibilityIncrement() { value += 1 }
          override func accessibilityDecrement() { value -= 1 }
        }
        """,
        """
        final class OrderCell: UITableViewCell {
          let card = UIView()
          func configure() {
            card.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showOptions)))
            card.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "옵션") { _ in self.showOptions(); return true }]
          }
        }
        """,
        "final class V: UIViewController { let photo = UIImageView()\n func f() { photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open))) } }",
        // A "long press" that fires on touch-down is the button's own tap handler.
        """
        final class MapControls: UIViewController {
          @IBOutlet var addButton: UIButton!
          var addLongPress: UILongPressGestureRecognizer?
          override func viewDidLoad() {
            addLongPress = UILongPressGestureRecognizer(target: self, action: #selector(addPressed(_:)))
            addLongPress?.minimumPressDuration = 0.001
            addButton.addGestureRecognizer(addLongPress!)
          }
          @objc func addPressed(_ recognizer: UILongPressGestureRecognizer) { if recognizer.state == .ended { addPoint() } }
        }
        """,
        // The same, its duration kept in a constant (Brave's popup backdrop).
        """
        fileprivate let kBackgroundTouchDuration: Double = 0.005
        final class PopupView: UIView {
          let overlayView = UIView()
          func setUp() {
            let touch = UILongPressGestureRecognizer(target: self, action: #selector(backgroundTapped(recognizer:)))
            touch.minimumPressDuration = kBackgroundTouchDuration
            overlayView.backgroundColor = .black
            overlayView.addGestureRecognizer(touch)
            addSubview(overlayView)
          }
          @objc func backgroundTapped(recognizer: UILongPressGestureRecognizer) { if recognizer.state == .ended { dismiss() } }
        }
        """,
        // A drag that closes a popover whose backdrop is a named element closing it too (Brave's popover).
        """
        final class PopoverController: UIViewController {
          let backgroundOverlayView = UIView()
          override func viewDidLoad() {
            backgroundOverlayView.backgroundColor = UIColor(white: 0, alpha: 0.2)
            backgroundOverlayView.isAccessibilityElement = true
            backgroundOverlayView.accessibilityLabel = "Close"
            backgroundOverlayView.accessibilityTraits = [.button]
            backgroundOverlayView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tappedBackgroundOverlay(_:))))
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pannedPopover(_:))))
          }
          @objc private func tappedBackgroundOverlay(_ tap: UITapGestureRecognizer) { dismissPopover() }
          @objc private func pannedPopover(_ pan: UIPanGestureRecognizer) { if pan.state == .ended { dismissPopover() } }
          func dismissPopover() { dismiss(animated: true) }
        }
        """,
        // The same with a backdrop made a button with a hint and no label (Blockchain.com Wallet's alert sheet).
        """
        final class AlertSheet: UIView {
          let dimmingView = UIView()
          func setUp() {
            dimmingView.isAccessibilityElement = true
            dimmingView.accessibilityTraits = .button
            dimmingView.accessibilityHint = "두 번 탭하여 닫기"
            dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
          }
          @objc private func pan(_ gesture: UIPanGestureRecognizer) { if gesture.state == .ended { close() } }
          @objc func close() { removeFromSuperview() }
        }
        """,
        // A toast dismissed by a tap or a swipe: both end in the same function.
        """
        final class ToastView: UIView {
          init() {
            super.init(frame: .zero)
            let tap = UITapGestureRecognizer(target: self, action: #selector(didTap))
            addGestureRecognizer(tap)
            addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(didSwipe)))
          }
          @objc func didTap() { dismissToast() }
          @objc func didSwipe() { dismissToast() }
          func dismissToast() { removeFromSuperview() }
        }
        """,
        // A drag down that dismisses through the relay the bar's back button feeds (Dissonance's image viewer).
        """
        final class ImageViewController: UIViewController {
          let dismissRelay = PublishRelay<Void>()
          private let navigationBar = MozipNavigationBar()
          private func bindViews() {
            navigationBar.backButtonTapObservable
              .asSignal(onErrorJustReturn: ())
              .emit(to: dismissRelay)
              .disposed(by: disposeBag)
          }
          private func setupPanGesture() {
            let panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture))
            view.addGestureRecognizer(panGesture)
          }
          @objc private func handlePanGesture(_ gesture: UIPanGestureRecognizer) {
            if gesture.state == .ended { dismissRelay.accept(()) }
          }
        }
        """,
        // A toast that hides itself two seconds after showing, swiped down to hide it sooner
        // (Dissonance's design-system toast).
        """
        final class Toast: UIView {
          func showIn(view: UIView, duration: CGFloat) {
            view.addSubview(self)
            UIView.animate(withDuration: 0.3, animations: { self.alpha = 1 }, completion: { _ in
              DispatchQueue.main.asyncAfter(deadline: .now() + duration) { self.hide() }
            })
          }
          private func hide() {
            UIView.animate(withDuration: 0.3, animations: { self.alpha = 0 }, completion: { _ in self.removeFromSuperview() })
          }
          private func setupGestureRecognizer() {
            let swipeGestureRecognizer = UISwipeGestureRecognizer(target: self, action: #selector(toastSwipeDown))
            swipeGestureRecognizer.direction = .down
            self.addGestureRecognizer(swipeGestureRecognizer)
          }
          @objc private func toastSwipeDown() { self.hide() }
        }
        """,
        // Swipe to reply, added only where the context menu offers Reply.
        """
        final class MessageCell: UITableViewCell {
          lazy var swipeToReply = UIPanGestureRecognizer(target: self, action: #selector(handlePan))
          func update(with message: Message) {
            if MessageContextMenu.canReply(to: message) {
              addGestureRecognizer(swipeToReply)
            }
          }
          @objc func handlePan(_ pan: UIPanGestureRecognizer) { if pan.state == .ended { delegate?.reply(to: message) } }
        }
        """,
        // Swiped away, or closed by the bar's Done item calling the same function.
        """
        final class MediaPageViewController: UIViewController {
          override func viewDidLoad() {
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(didPressDismissButton))
            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(didSwipeView))
            swipe.direction = [.up, .down]
            view.addGestureRecognizer(swipe)
          }
          @objc func didSwipeView() { dismissSelf(animated: true) }
          @objc func didPressDismissButton() { dismissSelf(animated: true) }
          func dismissSelf(animated: Bool) { dismiss(animated: animated) }
        }
        """,
        // Swipe to reply, and Reply in the bubble's menu calling the same function.
        """
        final class BubbleCell: UITableViewCell {
          let menuButton = UIButton(type: .system)
          func configure() {
            menuButton.menu = UIMenu(children: [UIAction(title: "답장") { [weak self] _ in self?.replyToMessage() }])
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handleSwipe(_:))))
          }
          @objc func handleSwipe(_ pan: UIPanGestureRecognizer) { if pan.state == .ended { replyToMessage() } }
          func replyToMessage() { delegate?.reply(to: message) }
        }
        """,
        // A clear window overlay that catches touches over a title drawn beneath it, tapped or dragged down.
        """
        final class HitAreaCoordinator: NSObject {
          func attach(to window: UIWindow) {
            let hitAreaView = UIView()
            hitAreaView.backgroundColor = .clear
            hitAreaView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
            hitAreaView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
            window.addSubview(hitAreaView)
          }
          @objc func handlePan(_ pan: UIPanGestureRecognizer) { if pan.state == .ended { onDragEnded(pan.translation(in: pan.view)) } }
          @objc func handleTap() { onTap() }
        }
        """,
        // A freehand brush: the stroke is the function.
        """
        final class SignatureViewController: UIViewController {
          let canvas = UIView()
          var strokePoints: [CGPoint] = []
          override func viewDidLoad() { canvas.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(draw(_:)))) }
          @objc func draw(_ pan: UIPanGestureRecognizer) { strokePoints.append(pan.location(in: canvas)); canvas.setNeedsDisplay() }
        }
        """,
        """
        final class SheetViewController: UIViewController {
          let handle = UIView()
          override func viewDidLoad() { handle.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(drag(_:)))) }
          override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }
        }
        """,
      ]),
    otherSeverities: [.info]
  )

  /// Recognizers whose gesture needs more than one finger's single tap.
  static let complexRecognizers: [String: (en: String, ko: String)] = [
    "UIPanGestureRecognizer": ("A pan (drag)", "팬(드래그)"),
    "UIPinchGestureRecognizer": ("A pinch", "핀치"),
    "UIRotationGestureRecognizer": ("A rotation", "회전"),
    "UILongPressGestureRecognizer": ("A long press", "길게 누르기"),
    "UISwipeGestureRecognizer": ("A swipe", "쓸어넘기기"),
    "UIScreenEdgePanGestureRecognizer": ("An edge swipe", "가장자리 쓸기"),
  ]

  /// Overrides that give assistive technologies a way to do what gestures do.
  static let routeFunctions: Set<String> = [
    "accessibilityIncrement", "accessibilityDecrement", "accessibilityScroll", "accessibilityPerformEscape",
    "accessibilityActivate", "accessibilityZoomIn",
  ]

  /// A language page pushed on a stack, whose swipe right runs `swipeBody`.
  static func languagePage(swipeBody: String, marker: String) -> RuleExample {
    RuleExample("""
      final class LanguageViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let swipeRightGesture = UISwipeGestureRecognizer(target: self, action: #selector(swipeRight(recognizer:)))
          swipeRightGesture.direction = .right
          \(marker)view.addGestureRecognizer(swipeRightGesture)
        }
        @objc private func swipeRight(recognizer: UIGestureRecognizer) { \(swipeBody) }
        func saveLanguage() { Settings.shared.language = selected }
      }
      """)
  }

  /// A card sheet over a blurred backdrop (Roadout's Add Card screen): a tap on the blur and a drag
  /// of the card down both close it, and a storyboard-wired button runs `action`.
  static func cardSheet(button: String, action: String, tapMarker: String = "", panMarker: String = "") -> RuleExample {
    RuleExample("""
      final class AddCardViewController: UIViewController {
        @IBOutlet weak var blurEffect: UIVisualEffectView!
        @IBOutlet weak var cardView: UIView!
        @objc func blurTapped() {
          UIView.animate(withDuration: 0.1) { self.blurEffect.alpha = 0 } completion: { _ in self.dismiss(animated: true) }
        }
        @IBAction func \(button)(_ sender: Any) { \(action) }
        override func viewDidLoad() {
          super.viewDidLoad()
          let tap = UITapGestureRecognizer(target: self, action: #selector(blurTapped))
          \(tapMarker)blurEffect.addGestureRecognizer(tap)
          let pan = UIPanGestureRecognizer(target: self, action: #selector(cardPanned))
          \(panMarker)cardView.addGestureRecognizer(pan)
        }
        @objc func cardPanned(_ recognizer: UIPanGestureRecognizer) {
          if recognizer.state == .ended {
            view.endEditing(true)
            UIView.animate(withDuration: 0.2) { self.cardView.frame.origin.y = self.view.frame.maxY } completion: { _ in self.dismiss(animated: false) }
          } else {
            cardView.center.y += recognizer.translation(in: cardView).y
          }
        }
      }
      """)
  }

  /// A bottom sheet (Budi's history form) whose pan, subscribed through CombineCocoa, drags it down
  /// and closes it past a point, and whose backdrop button runs `buttonAction` when tapped.
  static func subscribedSheet(buttonAction: String, panMarker: String = "") -> RuleExample {
    RuleExample("""
      final class HistoryWriteViewController: UIViewController {
        @IBOutlet weak var emptyViewButton: UIButton!
        @IBOutlet weak var modalView: UIView!
        private let panGesture = UIPanGestureRecognizer()
        override func viewDidLoad() {
          super.viewDidLoad()
          emptyViewButton.tapPublisher
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.\(buttonAction) }
            .store(in: &cancellables)
          panGesture.panPublisher
            .sink { sender in
              if sender.translation(in: self.modalView).y > 250 {
                NotificationCenter.default.post(name: Notification.Name("Dismiss"), object: self)
                self.dismiss(animated: true, completion: nil)
              }
            }
            .store(in: &cancellables)
          \(panMarker)modalView.addGestureRecognizer(panGesture)
        }
      }
      """)
  }

  /// The handler sends into a relay or subject (`relay.accept(…)`, `subject.onNext(…)`,
  /// `subject.send(…)`) that a stream of taps is also bound to (`….tap….bind(to: relay)`,
  /// `.emit(to: relay)`, `.drive(relay)`) in the same file.
  static func feedsARelayATapFeeds(_ body: String, in file: SwiftFileModel) -> Bool {
    let code = HandlerReach.droppingComments(body)
    let fed = code.matches(of: /([A-Za-z_][A-Za-z0-9_]*)\.(accept|onNext|send)\(/).map { String($0.output.1) }
    // (A byte test first: most files bind nothing, and the source is decoded only for those that do.)
    guard !fed.isEmpty, ["bind(to:", "emit(to:", "drive("].contains(where: file.sourceContains) else { return false }
    let source = String(decoding: file.sourceBytes, as: UTF8.self)
    return fed.contains { relay in
      ["bind(to: \(relay))", "emit(to: \(relay))", "drive(\(relay))", "bind(to: self.\(relay))", "emit(to: self.\(relay))"].contains { binding in
        source.ranges(of: binding).contains { range in
          // The chain the binding ends: back to the statement's start, a tap stream in it.
          // (After the last statement an Rx chain ends with, `.disposed(by: …)`, or a blank line.)
          var statement = source[..<range.lowerBound].suffix(400)
          if let end = statement.ranges(of: "disposed(by").last { statement = statement[end.upperBound...] }
          if let gap = statement.ranges(of: "\n\n").last { statement = statement[gap.upperBound...] }
          return statement.lowercased().contains("tap")
        }
      }
    }
  }

  /// The view whose content offset the handler moves (`tableView.contentOffset.y += …`,
  /// `collectionView.setContentOffset(…)`), by name.
  static func scrolledView(by body: String) -> String? {
    // A write, not a read (`guard scrollView.contentOffset.y <= 0`): `x.contentOffset(.y) =`, `+=`,
    // `-=`, or `x.setContentOffset(`.
    let pattern = #"(?<![A-Za-z0-9_.])([A-Za-z_][A-Za-z0-9_]*)\.(?:contentOffset(?:\.[xy])?\s*(?:=(?!=)|\+=|-=)|setContentOffset\()"#
    // (`self.mainScrollView.setContentOffset(…)`, JipJung's home sheet, names the same view.)
    let body = body.replacingOccurrences(of: "self?.", with: "").replacingOccurrences(of: "self.", with: "")
    guard let match = body.range(of: pattern, options: .regularExpression) else { return nil }
    let name = body[match].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// The file never turns scrolling off for good: `isScrollEnabled = false` is either not written,
  /// or written beside the list's own `= true` (the list scrolls once it holds enough rows).
  static func scrollsByItself(_ name: String, in file: SwiftFileModel) -> Bool {
    // (Any `isScrollEnabled = false` in the file counts, whatever its receiver: `$0.` in the
    // list's closure initializer, a local holding it.)
    guard file.sourceContains("isScrollEnabled") else { return true }
    let compact = String(decoding: file.sourceBytes, as: UTF8.self).replacingOccurrences(of: " ", with: "")
    return !compact.contains("isScrollEnabled=false") || compact.contains("\(name).isScrollEnabled=true")
  }

  /// The type holding the recognizer creates or stores subviews of a project class that sets
  /// its own `accessibilityCustomActions` (`tiles: [String: ParticipantTileUIView]`).
  static func holdsSubviewsOfferingActions(_ object: UIKitObject, in file: SwiftFileModel, project: ProjectIndex) -> Bool {
    let types = project.typesOfferingCustomActions
    guard !types.isEmpty else { return false }
    let holder = object.name == "self" ? object.declaredClass : object.enclosingType
    return file.uikitObjects.contains { member in
      member.name != "self" && member.enclosingType == holder && types.contains(member.declaredClass)
    } || types.contains { type in file.sourceContains(": [String: \(type)]") || file.sourceContains(": [\(type)]") || file.sourceContains("= \(type)(") }
  }

  static func takesNoTouch(_ recognizer: UIKitObject) -> Bool {
    recognizer.assignment("maximumNumberOfTouches")?.value.numberLiteral == 0
      || recognizer.assignment("allowedTouchTypes")?.value.text.filter({ !$0.isWhitespace }) == "[]"
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // Custom actions anywhere in the file (assigned, or an overriding property) count: they are
    // often built in a helper for the view the recognizer is on.
    if GestureSupport.isNonTouchTarget(file.path) { return }
    // (Searched for only when there is something to report: most files add no recognizer.)
    lazy var namesRoute = file.sourceContains("accessibilityCustomActions") || file.sourceContains("UIContextMenuInteraction")
    let recognizers = Dictionary(file.uikitObjects.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    lazy var tapReached = HandlerReach.tapReachedFunctions(in: file)
    lazy var controlAsks = HandlerReach.controlOptionalCalls(in: file)
    for object in file.uikitObjects where !UIKitTapGestureRoleRule.containerClasses.contains(object.uikitClass) {
      if object.isAccessibilityElement == false { continue }
      // A toast's own swipe to put it away (GeometricWeather's `ToastView`): a toast goes by itself
      // after a moment, so the swipe only hurries it.
      if object.name == "self", ["Toast", "Snackbar"].contains(where: object.declaredClass.contains) { continue }
      if object.name == "self", file.behaviour.functions.contains(where: {
        $0.enclosingType == object.declaredClass && Self.routeFunctions.contains($0.name)
      }) { continue }
      // A recognizer added again (grain's pinch, added twice to the same view) is one gesture.
      var added: Set<String> = []
      for call in object.calls("addGestureRecognizer") {
        guard let argument = call.arguments.firstUnlabeled else { continue }
        if case .reference(let path) = argument.kind {
          // The same binding in the same function (two `let gesture`s in two functions are two).
          let function = file.behaviour.functions.last { $0.position <= call.position && call.position <= $0.end }
          if !added.insert(path + "@" + (function.map { "\($0.position.utf8Offset)" } ?? "")).inserted { continue }
        }
        var recognizerClass = argument.callee ?? ""
        var action = argument.callArguments.first(labeled: "action")?.text
        // Found as the storyboard's `@IBAction` for a recognizer outlet (``interfaceBuilderHandler(of:in:)``).
        var handlerIsTheRecognizersAction = false
        // `addGestureRecognizer(UIPanGestureRecognizer())`, made with no target and added as it is:
        // it runs nothing; it only keeps the drag from what lies behind (xikolo's video container,
        // guarding against an accidental swipe to the next item).
        // (UIKit's own classes: an app's subclass may set its own target.)
        if argument.callee?.hasPrefix("UI") == true, argument.callee?.hasSuffix("GestureRecognizer") == true, argument.callArguments.isEmpty,
           argument.text.hasSuffix("()") { continue }
        // `pan`, `self.pan`, `context.coordinator.panGesture`: a recognizer property of this file.
        if case .reference(let path) = argument.kind,
           let recognizer = recognizers[String(path.split(separator: ".").last ?? "")] {
          recognizerClass = recognizer.declaredClass
          action = Self.action(of: recognizer) ?? Self.factoryAction(of: recognizer, in: file)
          if action == nil, recognizer.isOutlet, let wired = Self.interfaceBuilderHandler(of: recognizer, in: file) {
            action = "#selector(\(wired))"
            handlerIsTheRecognizersAction = true
          }
          if recognizer.uikitClass == "UITapGestureRecognizer",
             (recognizer.assignment("numberOfTouchesRequired")?.value.numberLiteral ?? 1) >= 2 {
            recognizerClass = "two-finger"
          }
          // A pan that takes no touch (`maximumNumberOfTouches = 0`, `allowedTouchTypes = []`)
          // reads only a mouse wheel or trackpad scroll: no one drags it with a finger.
          if Self.takesNoTouch(recognizer) { continue }
        }
        let what: (en: String, ko: String)
        if recognizerClass == "two-finger" {
          what = ("A two-finger tap", "두 손가락 탭")
        } else if let known = Self.complexRecognizers[recognizerClass] ?? Self.subclassKind(recognizerClass) {
          what = known
        } else {
          continue
        }
        // A pan given the system's swipe-back targets (`setValue(popGestureRecognizer.value(forKey:
        // "targets"), forKey: "targets")`, FSNotes' editor): a wider edge swipe for going back,
        // which the back button and VoiceOver's escape gesture still do.
        if recognizerClass == "UIPanGestureRecognizer" || recognizerClass.isEmpty,
           let function = file.declarations.innermostFunction(containing: call.position.utf8Offset),
           file.converter.source.contains("interactivePopGestureRecognizer", from: function.body.lowerBound, to: function.body.upperBound) {
          continue
        }
        // A dismiss or scroll gesture in a type that also answers the escape or scroll gesture.
        if file.behaviour.functions.contains(where: { Self.routeFunctions.contains($0.name) && $0.enclosingType == object.enclosingType }) {
          continue
        }
        // (A `Selector` constant of the same name, `static let chevronTap = #selector(X.chevronTap)`,
        // adds two mentions that call nothing.)
        if let handler = action.flatMap(Self.selectorName),
           file.sourceOccurrences(of: handler) - (HandlerReach.declaresSelectorConstant(handler, in: file) ? 2 : 0) >= 3 { continue }
        // The handler's code: the selector's function, or what a subscription to the recognizer
        // runs (CombineCocoa's `panGesture.panPublisher.sink { … }`, RxCocoa's `pan.rx.event`).
        // Its events handed to a view model that merges them with a button's taps (SplitIt's back
        // swipe and its header's back button): the button is the way.
        if case .reference(let path) = argument.kind, let name = path.split(separator: ".").last,
           context.project.recognizersMergedWithTaps.contains(String(name)) { continue }
        let handler = action.flatMap(Self.selectorName)
        let subscribed = handler == nil ? Self.subscribedHandler(of: argument, in: file) : nil
        if handler != nil || subscribed != nil {
          let body = handler.map { HandlerReach.bodies(of: $0, in: file).map(HandlerReach.droppingSignature).joined(separator: "\n") } ?? subscribed ?? ""
          // A handler that does nothing (a stub that only logs): no action to offer another way.
          // Putting the keyboard away is an action here: a swipe may be the only way to do it.
          if !body.isEmpty, HandlerReach.doesNothingAButtonWould(body, in: file),
             !HandlerReach.keyboardDismissals.contains(where: HandlerReach.reachedText(from: body, in: file).contains) { continue }
          if HandlerReach.onlyOpensDebugTools(body) { continue }
          // The handler feeds a relay a tap stream feeds too (`dismissRelay.accept(())`, with the
          // bar's `backButtonTapObservable…emit(to: dismissRelay)`, Dissonance's image viewer).
          if Self.feedsARelayATapFeeds(body, in: file) { continue }
          // A swipe that only hurries the dismissal a timer makes anyway (Dissonance's toast,
          // swiped down before its two seconds end): nothing is lost without it.
          if let handler, UIKitTapGestureRoleRule.onlyHurriesATimedDismissal(body + "\n" + handler + "()", in: file) { continue }
          // A freehand drawing (a brush, a signature): the path is the function (WCAG 2.5.1's
          // "essential"), no tap can draw it.
          if GestureSupport.isFreehandDrawing(HandlerReach.reachedText(from: body, in: file)) { continue }
          // A tap or a button of this file ends in a function this handler also calls (a toast
          // dismissed by a tap or a swipe, a call banner answered by a tap or a swipe): the same
          // action has a tap route.
          let reached = HandlerReach.reachedFunctions(from: body, in: file).subtracting(handler.map { [$0] } ?? [])
          if reached.intersection(tapReached).contains(where: { HandlerReach.isActionName($0) || HandlerReach.isEventCallback($0) }) { continue }
          // A tap of this file runs the very same handler (Muun's chevron: a swipe up and a tap
          // both select `.chevronTap`): the tap is the way without the gesture.
          if let handler, Self.aTapSelects(handler, in: file) { continue }
          // A button of another file selects or calls the handler (a subclass's Continue button
          // selecting the base page's `selectNext`, a controller's arrow buttons calling the
          // carousel's `swipeLeftAction()`). A name of one word (`next`) could be anyone's.
          // (Not the `@IBAction` the storyboard wires to the recognizer itself.)
          if let handler, !handlerIsTheRecognizersAction, IdentifierWords.words(in: handler).count >= 2,
             context.project.methodsControlsRun.contains(handler) { continue }
          // A storyboard's button sends it (RaceRunner's swipe to the menu, and each screen's
          // menu button sending `showMenu:`): the button is the way. So when the handler calls
          // what a storyboard's button sends (PopMovies' video viewer: the pan's `dismiss()`, the
          // back button's action).
          if let handler, context.project.interfaceBuilderButtonSends(handler, to: object.enclosingType ?? object.declaredClass) { continue }
          if reached.contains(where: { HandlerReach.isActionName($0) && context.project.interfaceBuilderButtonSends($0, to: object.enclosingType ?? object.declaredClass) }) { continue }
          // The handler only asks someone else to act (`delegate?.restoreCancelled()`), as a
          // button of this file does (Threema's onboarding: a Cancel button's `@IBAction`).
          let asked = HandlerReach.optionalCalls(in: body)
          if !asked.isEmpty, asked.isSubset(of: controlAsks) { continue }
          // Or the delegate it asks ends where a button of the delegate's own file does (Zavala's
          // image viewer: a swipe and the Close button both dismiss it).
          if !asked.isEmpty, asked.allSatisfy({ controlAsks.contains($0) || context.project.delegateMethodsSharingAButtonsAction.contains($0) }) { continue }
          // A pan or swipe that only goes back a screen on its own navigation stack: the back button
          // and VoiceOver's escape gesture (a two-finger scrub) pop the stack too.
          if recognizerClass.contains("Pan") || recognizerClass.contains("Swipe"), Self.onlyPopsItsStack(body, in: file) { continue }
          // A sheet's pan or swipe that only resizes or dismisses it, in a type whose button also
          // closes it (a Cancel button): the dismissal is offered by a tap.
          if recognizerClass.contains("Pan") || recognizerClass.contains("Swipe"),
             Self.onlyResizesOrDismisses(body, in: file), HandlerReach.controlDismisses(in: file, excluding: handler.map { [$0] } ?? []) { continue }
          // The same, when the gesture and a button each run a callback the presenting screen
          // wires, and the button's ends where the gesture's does (an OK button on a result sheet).
          if recognizerClass.contains("Pan") || recognizerClass.contains("Swipe"),
             Self.buttonCallbackDismissesToo(body, type: object.enclosingType ?? object.declaredClass, in: file, project: context.project) { continue }
          // A pan dragging a custom scroll indicator that scrolls a list (`tableView.contentOffset.y +=
          // offsetY`, A-Teen's question and school lists): the list scrolls by itself too, and
          // VoiceOver's three-finger swipe scrolls it; unless the file turns its scrolling off for good.
          if recognizerClass.contains("Pan"), let scrolled = Self.scrolledView(by: body), Self.scrollsByItself(scrolled, in: file) { continue }
          // A rotation or pinch that only turns or scales the view while it lasts and animates it
          // back to `.identity` when it ends (Blink's face cam): nothing stays for anyone to miss.
          if recognizerClass.contains("Rotation") || recognizerClass.contains("Pinch"), Self.onlyTransformsUntilEnd(body) { continue }
          // A pinch or long press on a canvas that acts on the subview under the finger
          // (`tileId(at: recognizer.location(in: self))`), whose class offers custom actions:
          // VoiceOver users act on each subview through its actions.
          if body.contains("location(in:"), Self.holdsSubviewsOfferingActions(object, in: file, project: context.project) { continue }
        }
        // Added only when a context menu's predicate allows it (`if ContextMenu.canReply(item)
        // { addGestureRecognizer(swipeToReply) }`): the menu offers the same action.
        if let condition = HandlerReach.guardingCondition(of: call.position, in: file), condition.contains("Menu"),
           condition.contains("(") { continue }
        // A view that also takes a single tap (a notice dismissed by a tap or a swipe) may
        // offer the same action by the tap.
        let alsoTapped = object.calls("addGestureRecognizer").contains { other in
          guard let value = other.arguments.firstUnlabeled else { return false }
          if value.callee == "UITapGestureRecognizer" { return true }
          if case .reference(let path) = value.kind, let tap = recognizers[String(path.split(separator: ".").last ?? "")] {
            return tap.uikitClass == "UITapGestureRecognizer" && (tap.assignment("numberOfTouchesRequired")?.value.numberLiteral ?? 1) == 1
              && (tap.assignment("numberOfTapsRequired")?.value.numberLiteral ?? 1) == 1
          }
          return false
        }
        // A zone that draws and holds nothing (a clear window overlay over a title drawn beneath)
        // whose own tap acts: the pan is a touch shortcut over what is drawn elsewhere, and the
        // tap's role is the tap-role rule's.
        if alsoTapped, UIKitTapGestureRoleRule.isInvisibleTapZone(object) { continue }
        // The view's tap opens or closes what the pan does, by the same flag (PlanetWallet's bottom
        // menu, dragged up or opened by a tap on its handle, `isOpen = true` either way): the tap is
        // the way, and its role is the tap-role rule's.
        if alsoTapped, let handler = action.flatMap(Self.selectorName),
           Self.setsAFlagATapSets(HandlerReach.reachedText(from: HandlerReach.bodies(of: handler, in: file).joined(separator: "\n"), in: file),
                                  tapFunctions: tapReached, in: file) { continue }
        // A "long press" with a near-zero minimum duration fires on touch-down: it is the view's
        // own tap handler, whose role and name other rules judge.
        if recognizerClass.contains("LongPress"), let duration = Self.minimumPressDuration(of: argument, objects: recognizers, in: file),
           duration < 0.1 { continue }
        var needsReview = object.isRootView || alsoTapped
        // Cases that are at most a note to review, with why.
        var note: (en: String, ko: String)?
        let handlerBody = action.flatMap(Self.selectorName).map { HandlerReach.bodies(of: $0, in: file).map(HandlerReach.droppingSignature).joined(separator: "\n") } ?? ""
        if recognizerClass.contains("LongPress"), Self.isButtonWithOwnAction(object, in: file, project: context.project) {
          // The button's tap does its main job; a long press on it is a shortcut (VoiceOver users
          // can double-tap and hold to perform it).
          note = (en: " (it is on a button with its own action, so it is likely a shortcut: check that what it opens is reachable another way)",
                  ko: " (자체 동작이 있는 버튼에 붙어 있어 바로 가기일 가능성이 큽니다. 여는 기능에 다른 경로가 있는지 확인하세요)")
        } else if recognizerClass.contains("Rotation"), Self.isGatedBySetting(handlerBody) {
          // Rotating a map or a picture that a setting turns off is an optional view, not a function.
          note = (en: " (a setting turns it off, so it is likely optional: check that nothing depends on the rotation)",
                  ko: " (설정으로 끌 수 있어 선택 기능일 가능성이 큽니다. 회전에 의존하는 기능이 없는지 확인하세요)")
        } else if recognizerClass.contains("Pan"), !handlerBody.isEmpty,
                  Self.onlyMovesAView(handlerBody, type: object.enclosingType ?? object.declaredClass, in: file) {
          // A drag that only moves a view or a position the layout reads (a ruler's marks): nothing
          // is chosen or changed beyond the picture; whether the position matters needs a look.
          note = (en: " (its handler only moves a view or a position the layout draws: check that the position isn't a value the person sets)",
                  ko: " (처리기가 뷰나 레이아웃이 그리는 위치만 옮깁니다. 그 위치가 사용자가 정하는 값이 아닌지 확인하세요)")
        }
        if note != nil { needsReview = true }
        if namesRoute { return }
        // A drag that closes what the view covers, on a view whose single tap acts too (Ruuvi's
        // menu dimming view): touch, Switch Control and Voice Control have the tap; VoiceOver
        // never lands on a view with nothing to read, so only the escape gesture is missing.
        if alsoTapped, recognizerClass.contains("Pan") || recognizerClass.contains("Swipe"),
           Self.closesWhatItCovers(handler: action.flatMap(Self.selectorName), body: handlerBody, in: file) {
          context.report(at: call.position, LocalizedText(
            en: "\(what.en) recognizer on '\(object.name)' closes the view, and a tap on '\(object.name)' acts for touch, Switch Control and Voice Control, but VoiceOver never lands on it: implement accessibilityPerformEscape to close (or add a close button)",
            ko: "'\(object.name)'에 붙은 \(what.ko) 인식기로 화면을 닫고 '\(object.name)'의 탭도 동작하므로 터치, 스위치 제어, 음성 제어로는 닫을 수 있지만, VoiceOver는 그 뷰에 가지 않습니다. 닫기용 accessibilityPerformEscape를 구현하세요(또는 닫기 버튼 추가)"),
            needsReview: false)
          continue
        }
        // A long press reaches VoiceOver as a double tap held (pass-through), which nothing announces.
        let reach: LocalizedText = recognizerClass.contains("LongPress")
          ? LocalizedText(
            en: "VoiceOver users reach it only by a double tap held down, which nothing tells them of, and Switch Control and Voice Control users hardly at all",
            ko: "VoiceOver 사용자는 알려 주는 것 없는 두 번 탭 후 누르고 있기로만 쓸 수 있고, 스위치 제어와 음성 제어 사용자는 거의 쓸 수 없습니다")
          : LocalizedText(
            en: "VoiceOver, Switch Control and Voice Control users can't perform it",
            ko: "VoiceOver, 스위치 제어, 음성 제어 사용자는 이 기능을 쓸 수 없습니다")
        context.report(at: call.position, LocalizedText(
          en: "\(what.en) recognizer on '\(object.name)' has no accessible alternative: \(reach.en); add accessibilityCustomActions (or the adjustable trait with accessibilityIncrement/Decrement, accessibilityPerformEscape for a dismiss) or a button calling the same method\(note?.en ?? "")",
          ko: "'\(object.name)'에 붙은 \(what.ko) 인식기에 접근 가능한 대안이 없어 \(reach.ko). accessibilityCustomActions(값이라면 adjustable 특성과 accessibilityIncrement/Decrement, 닫기라면 accessibilityPerformEscape)나 같은 메서드를 부르는 버튼을 추가하세요\(note?.ko ?? "")"),
          severity: note != nil ? .info : nil, needsReview: needsReview)
      }
    }
  }

  /// `minimumPressDuration` set on the recognizer added (`longPress.minimumPressDuration = 0.001`,
  /// through an optional property too), when written as a number.
  /// A bottom menu dragged open by its handle, which a tap also opens; with `tapOpens: false`, the
  /// tap only lights the handle up.
  static func bottomMenu(tapOpens: Bool) -> RuleExample {
    RuleExample("""
      final class BottomMenuLauncher: NSObject {
        let triggerAreaView = UIView()
        let launcherView = UIView()
        let handleView = UIImageView(image: UIImage(named: "handle"))
        var isOpen = false
        var isLit = false
        func setUp() {
          triggerAreaView.addSubview(handleView)
          let pan = UIPanGestureRecognizer(target: self, action: #selector(triggerPanAction))
          \(tapOpens ? "" : "↓")triggerAreaView.addGestureRecognizer(pan)
          let tap = UITapGestureRecognizer(target: self, action: #selector(triggerTapAction))
          triggerAreaView.addGestureRecognizer(tap)
        }
        @objc func triggerTapAction() { \(tapOpens ? "show()" : "isLit = true") }
        @objc func triggerPanAction(_ pan: UIPanGestureRecognizer) {
          if pan.state == .ended {
            UIView.animate(withDuration: 0.2) {
              self.launcherView.frame.origin.y = 300
              self.isOpen = true
            }
          }
        }
        func show() {
          UIView.animate(withDuration: 0.2) {
            self.launcherView.frame.origin.y = 300
            self.isOpen = true
          }
        }
      }
      """)
  }

  /// A state flag (`isOpen = true`, not a view's `isHidden` or `alpha`) the handler's code sets to
  /// the value a function a tap runs sets it to.
  static func setsAFlagATapSets(_ reached: String, tapFunctions: Set<String>, in file: SwiftFileModel) -> Bool {
    // `flag=value` pairs of the view's own state (a member of another object, `dimView.isHidden`, is no flag).
    func flags(_ text: String) -> Set<String> {
      let lower = text.lowercased()
      return Set(["true", "false"].flatMap { value in
        TimeLimitRule.targets(in: lower, setTo: value)
          .map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
          .filter { !$0.contains(".") }
          .map { $0 + "=" + value }
      })
    }
    let own = flags(reached)
    guard !own.isEmpty else { return false }
    let tapped = tapFunctions.flatMap { HandlerReach.bodies(of: $0, in: file) }.joined(separator: "\n")
    return !own.isDisjoint(with: flags(tapped))
  }


  static func minimumPressDuration(of argument: ExpressionInfo, objects: [String: UIKitObject], in file: SwiftFileModel) -> Double? {
    // A number written there or kept in a constant (`kPopupBackgroundDismissTouchDuration`, Brave's popup).
    func number(_ value: ExpressionInfo?) -> Double? { value.flatMap { file.number($0, in: nil) } }
    if let literal = number(argument.callArguments.first(labeled: "minimumPressDuration")) { return literal }
    let name = argument.text.replacingOccurrences(of: "self.", with: "").filter { $0 != "!" && $0 != "?" }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    if let value = number(objects[name]?.assignment("minimumPressDuration")?.value) { return value }
    return number(file.behaviour.assignments.last {
      $0.property == "minimumPressDuration" && $0.receiver.replacingOccurrences(of: "self.", with: "").filter { $0 != "!" && $0 != "?" } == name
    }?.value)
  }

  /// A button (or other control) that has its own action: a target it calls, a primary action,
  /// or an action or segue its storyboard wires.
  static func isButtonWithOwnAction(_ object: UIKitObject, in file: SwiftFileModel, project: ProjectIndex) -> Bool {
    let controlClasses: Set<String> = ["UIButton", "UIControl", "UIBarButtonItem", "UISegmentedControl", "UISwitch"]
    guard controlClasses.contains(object.uikitClass) || object.declaredClass.hasSuffix("Button") else { return false }
    if object.calls.contains(where: { $0.method == "addTarget" || $0.method == "addAction" }) { return true }
    if object.initializer?.callArguments.first(labeled: "primaryAction") != nil { return true }
    if project.outletAssignments(type: object.enclosingType ?? "", outlet: object.name).contains(where: { $0.hasPrefix("action:") }) { return true }
    return project.storyboardFacts(type: object.enclosingType, outlet: object.name).contains(where: \.hasAction)
  }

  /// Calls a handler may make while it only transforms a view for the gesture's length.
  static let transientTransformCalls: Set<String> = [
    "animate", "rotated", "scaledBy", "translatedBy", "CGAffineTransform", "concatenating", "print",
  ]

  /// The handler's only effect is the view's `transform` (and the recognizer's own `rotation` or
  /// `scale` put back), and it sets the transform back to `.identity`: whatever the gesture did
  /// is undone when it ends.
  static func onlyTransformsUntilEnd(_ body: String) -> Bool {
    let code = HandlerReach.droppingComments(body)
    let compact = code.filter { !$0.isWhitespace }
    guard compact.contains("transform=.identity") || compact.contains("transform=CGAffineTransform.identity") else { return false }
    guard HandlerReach.callNames(in: code).allSatisfy(transientTransformCalls.contains) else { return false }
    // Every assignment writes the transform or resets the recognizer.
    for line in code.split(separator: "\n") {
      for part in line.split(separator: ";") {
        guard let equals = part.range(of: " = ") else { continue }
        let target = part[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
        let written = target.split(separator: ".").last.map(String.init) ?? target
        // `animations: { self.transform = .identity }`: the closure's opening is not the target.
        let name = written.split(separator: "{").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? written
        guard ["transform", "rotation", "scale"].contains(name) else { return false }
      }
    }
    return true
  }

  /// The handler returns early unless a setting enables it (`guard settings.enableRotation`,
  /// `guard UserDefaults.standard.bool(forKey: "rotate")`, `if !isRotationEnabled { return }`).
  static func isGatedBySetting(_ body: String) -> Bool {
    let code = HandlerReach.droppingComments(body)
    for pattern in [#"guard\s[^{]*\b(settings\.|UserDefaults|[Ss]ettings\.|enable[A-Z]\w*|is\w*Enabled)"#,
                    #"if\s+!\s*(self\.)?(settings\.\w+|enable[A-Z]\w*|is\w*Enabled)\s*\{\s*return"#] {
      if code.range(of: pattern, options: .regularExpression) != nil { return true }
    }
    return false
  }

  /// Calls a handler that only moves something on screen makes: reading the gesture, geometry,
  /// layout.
  static let movingCalls: Set<String> = [
    "if", "guard", "switch", "translation", "setTranslation", "location", "velocity", "CGPoint", "CGSize", "CGRect",
    "min", "max", "abs", "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "CGAffineTransform", "translatedBy",
    "CGFloat", "Double",
  ]
  /// View properties whose change only moves or redraws.
  static let movingProperties: Set<String> = ["frame", "center", "transform", "constant", "origin", "contentOffset", "bounds"]

  /// A pan handler that only reads the gesture and moves a view (`frame`, `center`, `transform`,
  /// a constraint's `constant`) or a stored number of its own type that says where something is
  /// drawn (`scrollPosition -= delta.y`, a `CGFloat`): no callback, no model, no other call.
  static func onlyMovesAView(_ body: String, type: String?, in file: SwiftFileModel) -> Bool {
    let code = HandlerReach.droppingComments(body)
    guard Set(HandlerReach.callNames(in: code)).isSubset(of: movingCalls), !code.contains(".toggle()") else { return false }
    let numeric: Set<String> = ["CGFloat", "Double", "Float", "CGPoint", "CGSize", "CGFloat?", "Double?", "CGPoint?"]
    let properties = type.flatMap { file.declarations.storedProperties[$0] } ?? [:]
    var moved = false
    guard let regex = try? NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_.?!]*)\s*(=|\+=|-=|\*=|/=)(?!=)"#) else { return false }
    let whole = NSRange(code.startIndex..., in: code)
    for match in regex.matches(in: code, range: whole) {
      guard let targetRange = Range(match.range(at: 1), in: code) else { return false }
      // `let delta = …`, `guard let x = …`: a local bound, not a change.
      let before = code[..<targetRange.lowerBound].suffix(5)
      if before.hasSuffix("let ") || before.hasSuffix("var ") { continue }
      let target = code[targetRange].replacingOccurrences(of: "self.", with: "").filter { $0 != "?" && $0 != "!" }
      let parts = target.split(separator: ".").map(String.init)
      // `rulerView.center.y`, `frame.origin.x`: a part of a view's place.
      if parts.count > 1, parts.dropFirst().contains(where: movingProperties.contains) { moved = true; continue }
      if parts.count == 1, let declared = properties[parts[0]], numeric.contains(declared.replacingOccurrences(of: " ", with: "")) {
        moved = true
        continue
      }
      return false
    }
    return moved
  }

  /// A handler that, followed through the file's functions, dismisses (`dismiss(`,
  /// `removeFromSuperview`, `popViewController`) and otherwise only moves or resizes: every
  /// function it reaches named for an action closes, hides or cancels.
  /// A drag's handler that closes or hides what the view covers: its body in this file only
  /// resizes or dismisses, or, written elsewhere (a transition object's method), its name says so
  /// (`handleHideMenuPan`, `dismissPan`).
  static func closesWhatItCovers(handler: String?, body: String, in file: SwiftFileModel) -> Bool {
    if !body.isEmpty { return onlyResizesOrDismisses(body, in: file) }
    guard let lower = handler?.lowercased() else { return false }
    return ["hide", "dismiss", "close", "exit"].contains(where: lower.contains)
  }

  static func onlyResizesOrDismisses(_ body: String, in file: SwiftFileModel) -> Bool {
    let text = HandlerReach.reachedText(from: body, in: file).lowercased()
    // (`dismiss { self?.didClose?(true) }`: the app's own dismiss with a trailing completion.)
    // (Hero's `hero.dismissViewController()`, KNU Market's photo viewer, dismisses too.)
    guard ["dismiss(", "dismiss {", "dismissviewcontroller(", "removefromsuperview", "popviewcontroller"].contains(where: text.contains) else { return false }
    // (Putting the keyboard away on the way out, `view.endEditing(true)`, is part of closing.)
    return HandlerReach.reachedFunctions(from: body, in: file).filter(HandlerReach.isActionName)
      .subtracting(HandlerReach.keyboardDismissals).allSatisfy { name in
      let lower = name.lowercased()
      return ["dismiss", "close", "hide", "cancel"].contains(where: lower.hasPrefix)
    }
  }

  /// A handler that pops its own navigation controller (`navigationController?.popViewController`)
  /// and otherwise only moves or closes.
  static func onlyPopsItsStack(_ body: String, in file: SwiftFileModel) -> Bool {
    let text = HandlerReach.reachedText(from: body, in: file).filter { !$0.isWhitespace }
    // (One screen back, as the back button and the escape gesture go; not `popToRootViewController`.)
    guard ["navigationController?.popViewController", "navigationController!.popViewController", "navigationController.popViewController"]
      .contains(where: text.contains) else { return false }
    return onlyResizesOrDismisses(body, in: file)
  }

  /// Names of calls that dismiss: `dismiss(`, `dismissCallback?(`, `closeHandler?(`, `popViewController(`.
  static func namesDismissal(_ name: String) -> Bool {
    let lower = name.lowercased()
    return ["dismiss", "close", "pop"].contains(where: lower.hasPrefix) && !HandlerReach.keyboardDismissals.contains(name)
  }

  /// A pan or swipe handler that only moves the view and dismisses it through a callback the
  /// project wires (`dismissCallback?(1.0)`, set by the presenting screen), in a type with a
  /// button, never hidden, whose action runs a callback wired to a dismissal or to the same
  /// callback or action the gesture's ends in (`okButtonTouchUpCallback` and `dismissCallback`
  /// both wired to call `okPressedTouchUpCallback?()`): the button dismisses too.
  static func buttonCallbackDismissesToo(_ body: String, type: String, in file: SwiftFileModel, project: ProjectIndex) -> Bool {
    let wired = project.gestureCallbackClosures
    guard !wired.isEmpty else { return false }
    let gestureCalls = Set(HandlerReach.callNames(in: HandlerReach.droppingComments(HandlerReach.reachedText(from: body, in: file))))
    let gestureCallbacks = gestureCalls.filter { wired[$0] != nil }
    // It dismisses, and does nothing else a person would ask for.
    guard gestureCallbacks.contains(where: namesDismissal),
          gestureCalls.filter(HandlerReach.isActionName).allSatisfy({ name in
            namesDismissal(name) || ["hide", "cancel"].contains(where: name.lowercased().hasPrefix)
          }) else { return false }
    // The buttons' actions: closures given to a button's properties, `UIAction`s, selectors.
    let buttons = file.uikitObjects.filter { object in
      object.enclosingType == type && (UIKitClasses.controls.contains(object.uikitClass) || object.declaredClass.hasSuffix("Button"))
        && !object.assignments.contains { $0.property == "isHidden" && $0.value.boolLiteral != false }
    }
    var actions = buttons.flatMap { button in
      button.assignments.compactMap { assignment -> String? in
        if case .closure = assignment.value.kind { return assignment.value.text }
        return nil
      }
    }
    // `okButton.touchUpCallback = { ... }` on a button of a project class the model doesn't resolve.
    actions += buttonClosureAssignments(in: file)
    actions += HandlerReach.actionClosures(in: file)
    actions += HandlerReach.controlSelectors(in: file).flatMap { HandlerReach.bodies(of: $0, in: file).map(HandlerReach.droppingSignature) }
    let buttonCallbacks = Set(actions.flatMap { HandlerReach.callNames(in: HandlerReach.droppingComments($0)) })
      .filter { wired[$0] != nil }.subtracting(gestureCallbacks)
    guard !buttonCallbacks.isEmpty else { return false }
    // What the wiring screen runs for each: callbacks it calls on (`x?(`) and actions it takes.
    func outcomes(of callbacks: Set<String>) -> Set<String> {
      var names: Set<String> = []
      for callback in callbacks {
        for closure in wired[callback] ?? [] {
          let code = HandlerReach.droppingComments(closure)
          for name in HandlerReach.callNames(in: code) where code.contains("\(name)?(") || HandlerReach.isActionName(name) {
            names.insert(name)
          }
        }
      }
      return names
    }
    let buttonOutcomes = outcomes(of: buttonCallbacks)
    return buttonOutcomes.contains(where: namesDismissal) || !buttonOutcomes.isDisjoint(with: outcomes(of: gestureCallbacks))
  }

  /// The closures given to a property of a view named as a button (`okButton.touchUpCallback =
  /// { ... }`), when the file never hides that button.
  static func buttonClosureAssignments(in file: SwiftFileModel) -> [String] {
    guard file.sourceContains("Button."),
          let regex = try? NSRegularExpression(pattern: #"\b([a-z][A-Za-z0-9_]*Button)\.[A-Za-z_][A-Za-z0-9_]*\s*=\s*\{"#) else { return [] }
    let source = file.converter.source
    let text = source.text(from: 0, to: source.bytes.count)
    let characters = Array(text.utf16)
    var closures: [String] = []
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let button = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
      if text.range(of: #"\b\#(button)\.isHidden\s*=\s*(?!false\b)"#, options: .regularExpression) != nil { continue }
      if let body = ClosurePropertyAssignments.closureBody(openedBy: match, in: characters) { closures.append(body) }
    }
    return closures
  }

  /// The selector a recognizer property runs: its initializer's `action:`, else the one given by
  /// `addTarget(_:action:)` (`let tap = UITapGestureRecognizer()`, then
  /// `tap.addTarget(self, action: #selector(handleTap))`).
  /// The selector a recognizer made by a function of the file is given there
  /// (`lazy var miniPan: UIPanGestureRecognizer = makeMiniPanGesture()`, Opaline's player panel).
  static func factoryAction(of recognizer: UIKitObject, in file: SwiftFileModel) -> String? {
    // (The model keeps no initializer for `lazy var x: T = make()`: read from its declaration.)
    var maker = recognizer.initializer?.callee
    if maker == nil, recognizer.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      let text = file.converter.source.text(from: 0, to: file.sourceBytes.count)
      if let declaration = text.range(of: "var \(recognizer.name)\\s*(:[^=\\n]+)?=\\s*[a-z][A-Za-z0-9_]*\\(\\)", options: .regularExpression) {
        maker = text[declaration].split(separator: "=").last.map { String($0.trimmingCharacters(in: .whitespaces).dropLast(2)) }
      }
    }
    guard let maker, maker.first?.isLowercase == true,
          let body = HandlerReach.bodies(of: maker, in: file).first,
          let label = body.range(of: "action:") else { return nil }
    let rest = Array(body[label.upperBound...].drop { $0 == " " || $0 == "\n" }.utf8)
    let selector = Array("#selector(".utf8)
    guard rest.starts(with: selector), let close = ByteSearch.closingBracket(of: selector.count - 1, in: rest) else { return nil }
    return String(decoding: rest[...close], as: UTF8.self)
  }

  static func action(of recognizer: UIKitObject) -> String? {
    recognizer.initializer?.callArguments.first(labeled: "action")?.text
      ?? recognizer.calls("addTarget").lazy.compactMap { $0.arguments.first(labeled: "action")?.text }.first
  }

  /// What the file's subscriptions to a recognizer property run: CombineCocoa's `panPublisher`,
  /// `swipePublisher`, …, RxCocoa's `rx.event`; nil when nothing subscribes to it.
  static func subscribedHandler(of argument: ExpressionInfo, in file: SwiftFileModel) -> String? {
    guard case .reference(let path) = argument.kind, let name = path.split(separator: ".").last,
          file.sourceContains("Publisher") || file.sourceContains(".rx.event") else { return nil }
    let source = file.converter.source
    let whole = source.text(from: 0, to: source.bytes.count)
    let closures = ["panPublisher", "swipePublisher", "longPressPublisher", "pinchPublisher", "rotationPublisher", "rx.event"]
      .flatMap { HandlerReach.subscribedClosures(after: "\(name).\($0)", in: whole) }
    return closures.isEmpty ? nil : closures.joined(separator: "\n")
  }

  /// `DirectionalPanGestureRecognizer`: a subclass declared elsewhere, known by its name.
  static func subclassKind(_ name: String) -> (en: String, ko: String)? {
    guard name.hasSuffix("GestureRecognizer") else { return nil }
    for (kind, base) in [("LongPress", "UILongPressGestureRecognizer"), ("Pinch", "UIPinchGestureRecognizer"),
                         ("Rotation", "UIRotationGestureRecognizer"), ("Swipe", "UISwipeGestureRecognizer"),
                         ("Pan", "UIPanGestureRecognizer")] where name.contains(kind) {
      return complexRecognizers[base]
    }
    return nil
  }

  /// `#selector(zoom(_:))`, `#selector(self.handlePan)` → `zoom`, `handlePan`.
  /// Whether a one-finger tap recognizer or a control of the file selects `handler`
  /// (`addGestureRecognizer(UITapGestureRecognizer(target: self, action: .chevronTap))`,
  /// `button.addTarget(self, action: #selector(back), for: .touchUpInside)`). Another recognizer's
  /// `addTarget` is no tap.
  static func aTapSelects(_ handler: String, in file: SwiftFileModel) -> Bool {
    file.uikitObjects.contains { object in
      let isRecognizer = object.uikitClass.hasSuffix("GestureRecognizer")
      if isRecognizer {
        guard object.uikitClass == "UITapGestureRecognizer",
              (object.assignment("numberOfTouchesRequired")?.value.numberLiteral ?? 1) == 1,
              (object.assignment("numberOfTapsRequired")?.value.numberLiteral ?? 1) == 1 else { return false }
        let actions = [object.initializer?.callArguments.first(labeled: "action")?.text]
          + object.calls("addTarget").map { $0.arguments.first(labeled: "action")?.text }
        return actions.contains { $0.flatMap(selectorName) == handler }
      }
      if object.calls("addTarget").contains(where: { ($0.arguments.first(labeled: "action")?.text).flatMap(selectorName) == handler }) {
        return true
      }
      return object.calls("addGestureRecognizer").contains { call in
        guard let recognizer = call.arguments.firstUnlabeled, recognizer.callee == "UITapGestureRecognizer" else { return false }
        return (recognizer.callArguments.first(labeled: "action")?.text).flatMap(selectorName) == handler
      }
    }
  }

  /// The storyboard's handler of a recognizer outlet: the method of its type taking a sender of
  /// the recognizer's class (`@IBAction func handlePan(_ sender: UIPanGestureRecognizer)`), when
  /// there is one such method.
  static func interfaceBuilderHandler(of recognizer: UIKitObject, in file: SwiftFileModel) -> String? {
    let handlers = file.declarations.functions.filter { function in
      guard !function.isProperty, file.innermostTypeName(at: function.declaration.lowerBound) == recognizer.enclosingType else { return false }
      return file.converter.source.contains(": " + recognizer.declaredClass, from: function.declaration.lowerBound, to: function.body.lowerBound)
    }
    return handlers.count == 1 ? handlers[0].name : nil
  }

  static func selectorName(_ text: String) -> String? {
    guard let open = text.range(of: "#selector(") else {
      // `.chevronTap`, `Selector.chevronTap`: a constant of a `Selector` extension, named by
      // convention after the method it selects (`static let chevronTap = #selector(chevronTap)`,
      // Muun's views). A constant named otherwise finds no method, as an unknown action does.
      var name = Substring(text.trimmingCharacters(in: .whitespaces))
      if name.hasPrefix("Selector.") { name = name.dropFirst("Selector".count) }
      guard name.first == ".", name.count > 1,
            name.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      return String(name.dropFirst())
    }
    let inner = text[open.upperBound...].prefix { $0 != "(" && $0 != ")" }
    let name = inner.split(separator: ".").last.map(String.init) ?? ""
    return name.isEmpty ? nil : name
  }
}
