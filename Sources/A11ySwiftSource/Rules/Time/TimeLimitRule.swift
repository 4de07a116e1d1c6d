import A11yCore
import Foundation

/// Content that disappears, signs out or moves on after a fixed delay, with no way to extend it.
public struct TimeLimitRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "time-limit",
    title: LocalizedText(
      en: "Time limits must be adjustable",
      ko: "시간 제한은 조절할 수 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.3: content with a time limit must let people extend or turn off the limit, or at least warn \
        them before it ends (the guideline's failure: signed out with no warning). A VoiceOver user reaches a toast \
        or a screen element by element and may need far longer than the designer expected; a person with a motor \
        or cognitive disability too. This rule reports a dismissal, a sign-out or a move to the next step run by a \
        delay of a second or more (`DispatchQueue.main.asyncAfter`, `Task.sleep` then a state change, a \
        non-repeating `Timer`) in a file with no way to extend it. A toast that carries an action (undo, retry) must \
        stay until dismissed. Short delays (a debounce under one second) are not time limits, and neither is a \
        status reset (a "Saving…" spinner, a success checkmark or a startup loading screen turned off after a delay, a view \
        showing only a picture that removes itself, a SwiftUI flag showing only shapes and images turned off after its \
        animation played), a screen closing itself after its confirmation alert was \
        closed or after the person's action succeeded, a change timed to an event's end date, or a toast whose text \
        is also posted as a VoiceOver announcement. Security and real-time \
        limits are exceptions the guideline allows, but people must be told before time runs out. (WCAG 2.2.1; NIA 2.3.)
        """,
      ko: """
        검사 항목 2.3: 시간 제한이 있는 콘텐츠는 제한 시간을 연장하거나 해제할 수 있어야 하고, 적어도 끝나기 전에 알려야 합니다(지침의 \
        오류 예: 알림 없이 자동으로 로그아웃). VoiceOver 사용자는 토스트나 화면의 요소를 하나씩 찾아가므로 설계자가 예상한 것보다 훨씬 \
        오래 걸릴 수 있고, 운동 장애나 인지 장애가 있는 사람도 마찬가지입니다. 이 규칙은 1초 이상의 지연(`DispatchQueue.main.asyncAfter`, \
        `Task.sleep` 뒤의 상태 변경, 반복하지 않는 `Timer`)으로 실행되는 닫기, 로그아웃, 다음 단계로의 이동 가운데 연장할 방법이 없는 \
        것을 보고합니다. 실행 취소나 다시 시도 같은 동작이 있는 토스트는 사용자가 닫을 때까지 남아 있어야 합니다. 1초 미만의 짧은 \
        지연(디바운스)과, 일정 시간 뒤 \
        저장 중 표시·완료 체크 표시·시작 로딩 화면을 끄거나 그림만 보여 주는 뷰가 스스로 사라지거나 도형과 이미지만 보여 주는 SwiftUI 애니메이션이 끝나 꺼지는 상태 초기화, 확인 알림을 닫거나 작업이 성공한 뒤 화면이 스스로 닫히는 것, \
        이벤트 종료 시각에 맞춘 변경, 내용을 VoiceOver 안내로도 게시하는 토스트는 시간 제한이 아닙니다. 보안과 실시간 제한은 지침이 인정하는 예외이지만, 시간이 끝나기 전에 알려야 합니다. \
        (WCAG 2.2.1, NIA 2.3)
        """),
    defaultSeverity: .warning,
    checkpoints: [.responseTime], wcag: ["2.2.1"], hig: "Accessibility › Cognitive",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the sheet closed before its tidying: this button leaves it open, and hides the picker after the delay.
        "struct OrderHistoryFilterView: View { var onDismiss: (() -> Void)?; @StateObject var viewModel = FilterViewModel()\n var body: some View { CustomButton(title: \"Reset\") {\n  viewModel.reset()\n  ↓DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1200)) {\n   viewModel.showSelectToDate = false\n  }\n } } }",
        // The neighbour of the record closing after it is saved: nothing says the person's step is done.
        "struct ManualRecordView: View { @Environment(\\.dismiss) var dismiss; @State var viewModel = RecordViewModel()\n var body: some View { VStack { Text(viewModel.summary); Button(\"저장하기\") { viewModel.save(); viewModel.showSummary = true; ↓Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { timer in dismiss() } } } } }",
        // The neighbour of the Lottie burst played once: one that takes a tap may be something to act on.
        "struct KeyringScene: View { @State var showEffect = true\n var body: some View { if showEffect { LottieView(name: \"reward\", loopMode: .playOnce).onTapGesture { claim() }.onAppear { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { withAnimation { showEffect = false } } } } } }",
        // A welcome shown after a wait and closed three seconds later: the inner delay is the limit, reported once.
        "final class JoinWelcomeViewController: UIViewController {\n override func viewWillAppear(_ animated: Bool) {\n  DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) { [weak self] in\n   self?.welcomeLabel.text = \"가입을 환영합니다!\"\n   ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3.0) { [weak self] in self?.dismiss(animated: true) }\n  }\n } }",
        // A countdown's one-time banner, taken down by a step of the repeating timer.
        "struct AuctionView: View { @State var remaining = 60; @State var showsLastCall = false; @State var timer: Timer?\n var body: some View { VStack { if showsLastCall { Text(\"마감 10초 전!\") }; Text(\"\\(remaining)\") }.onAppear { start() } }\n func start() { timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { _ in tick() } }\n func tick() { remaining -= 1; if remaining == 10 { withAnimation { showsLastCall = true }; ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3.0) { showsLastCall = false } } } }",
        // The neighbour of the replayed animation: played once, the picture goes for good.
        "struct LoginView: View { @State var isImageVisible = false\n var body: some View { Image(\"Polaroid\").opacity(isImageVisible ? 1 : 0).onAppear { animate() } }\n func animate() { isImageVisible = true; ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { isImageVisible = false } } }",
        // The neighbour of the replayed animation: a word flashed after the next (a memory drill) shows something new each time.
        "struct WordFlash: View { @State var index = 0; @State var isWordVisible = false; @State var timer: Timer?\n var body: some View { Text(words[index]).opacity(isWordVisible ? 1 : 0).onAppear { start() } }\n func start() { timer = Timer.scheduledTimer(withTimeInterval: 2.0, repeats: true) { _ in showNextWord() } }\n func showNextWord() { index += 1; withAnimation { isWordVisible = true }; ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { isWordVisible = false } } }",
        // The neighbour of the quarter-second pause: four seconds until the deadline.
        "final class ReviewFlow: ObservableObject {\n  @Published var showPreReviewView = true\n  @MainActor func showThenHide() {\n    Task {\n      try await ↓Task.sleep(until: .now + .seconds(4), clock: .continuous)\n      self.showPreReviewView = false\n    }\n  }\n}",
        // The neighbour of the granted permission, tested as refused (`granted == false`).
        "struct PushStep: View {\n @ObservedObject var flow: OnboardingFlow\n func ask() {\n  UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in\n   if granted == false {\n    DispatchQueue.main.async { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) { flow.path.append(.complete) } }\n   }\n  }\n }\n}",
        // The neighbours of the hidden credit: a hidden helper view's task taking another view's
        // offer away after 5 s, and a caption people can read fading after 5 s.
        "struct OfferView: View {\n  @State private var showOffer = true\n  var body: some View {\n    ZStack {\n      if showOffer { Button(\"20% 할인 받기\") { apply() } }\n      Color.clear.allowsHitTesting(false).accessibilityHidden(true).task {\n        try? await ↓Task.sleep(for: .seconds(5))\n        showOffer = false\n      }\n    }\n  }\n}",
        "struct MapCredit: View {\n  @State private var visible = true\n  var body: some View {\n    Text(\"© 지도 제공\").opacity(visible ? 1 : 0)\n      .task {\n        try? await ↓Task.sleep(for: .seconds(5))\n        visible = false\n      }\n  }\n}",
        // The neighbour of the sheet's dimming layer: the view taken away is a hint.
        sheetDimming(removed: "hintView"),
        // The same hand-off in the closure of a repeating timer.
        "final class ResultViewController: UIViewController {\n var remaining = 5.0\n func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in if self.remaining > 0 { self.remaining -= 1 } else { ↓DispatchQueue.main.asyncAfter(deadline: .now()) { self.dismiss(animated: true) } } } } }",
        // The neighbour of the hand-off to `.now()`: the same call in a repeating timer's tick, counting the result screen down.
        "final class ResultViewController: UIViewController {\n var remaining = 5.0\n func start() { Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(updateCounter), userInfo: nil, repeats: true) }\n @objc func updateCounter() { if remaining > 0 { remaining -= 1 } else { ↓DispatchQueue.main.asyncAfter(deadline: .now()) { self.dismiss(animated: true) } } } }",
        // The same steps three seconds apart: the sheet goes before a slow reader is done.
        statusSheet(interval: "9"),
        // The neighbour of the 200 ms fill: four seconds, written the same way.
        "final class CommitInfoController: UIViewController {\n  func show(_ info: CommitInfo) {\n    ↓DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + DispatchTimeInterval.seconds(4)) {\n      self.loadingView.isHidden = true\n      self.banner.removeFromSuperview()\n    }\n  }\n}",
        // The same editor closing a second after a failed save: the error shown goes with it.
        savedEditor(branch: "switch result {\n    case .failure:", end: "}"),
        // The neighbour of the signed-in screen: what it posts first is a guide to show, no success.
        signedInScreen(notification: "PresentGuide"),
        // The neighbour of the granted permission: the next step comes by itself when it was refused.
        "struct PushStep: View {\n @ObservedObject var flow: OnboardingFlow\n var body: some View { Button(\"허용하고 저장\") { ask() } }\n func ask() {\n  UNUserNotificationCenter.current().requestAuthorization(options: [.alert], completionHandler: { granted, _ in\n   if !granted {\n    DispatchQueue.main.async {\n     ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) { flow.path.append(.complete) }\n    }\n   }\n  })\n }\n}",
        // The same sign-out whatever the answer: the person is signed out ten seconds in.
        signInTimeout(condition: "if loginVM.isIdle {"),
        // The neighbour of the news filter: a confirmation is shown as the option is picked, then taken away with the picker.
        "final class NewsFilterViewController: UITableViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    viewModel.registerOptionSelectedHandler {\n      self.savedLabel.isHidden = false\n      ↓Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.dismiss(animated: true) }\n    }\n  }\n}",
        // The neighbour: a local delay long enough to read and lose a message.
        "struct Toast: View { @Binding var isShown: Bool\n func show(long: Bool) {\n isShown = true\n let delay: TimeInterval = long ? 4 : 2\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + delay) { isShown = false }\n } }",
        // The neighbour: a toast removed after a ternary's longer branch, 4 s.
        "final class Toaster {\n func show() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + (isLong ? 4 : 2)) { self.toast.removeFromSuperview() } }\n}",
        // The neighbour of the stored close handler: the delayed code dismisses the screen itself.
        "final class HomeViewController: UIViewController {\n func closeOffer() {\n  Task { @MainActor in\n   try? await ↓Task.sleep(nanoseconds: 2_000_000_000)\n   model.closeAction = { [weak self] in self?.log() }\n   self.dismiss(animated: true)\n  }\n } }",
        // The neighbour of the loading step: the screen moves on after 5 s, time to read what it shows.
        "final class TipsViewController: UIViewController {\n override func viewDidLoad() { super.viewDidLoad(); showNext() }\n private func showNext() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 5) { self.navigationController?.pushViewController(HomeViewController(), animated: true) } } }",
        // The neighbour of the sent report: a form closing a second after it was only shown.
        "struct ReportView: View { @Environment(\\.dismiss) var dismiss\n @State var isShown = false\n var body: some View { Button(\"Submit\") { report() } }\n func report() {\n  isShown = true\n  ↓DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { dismiss() }\n } }",
        // The neighbours: a message's text taken away; a picker closed on a timer's tick.
        "struct Chat: View { @State var errorMessage: String?\n var body: some View { Text(\"x\") }\n func fail(_ text: String) { errorMessage = text\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { errorMessage = nil } } }",
        "struct Stream: View { @State var pickerShown = true\n var body: some View { ReceiverPicker().onReceive(ticker) { _ in\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { withAnimation { pickerShown = false } } } } }",
        // The neighbour: no path closes at once, the close is timed.
        "struct Info: View { @Environment(\\.dismiss) var dismiss\n var body: some View { Button(\"Copy\") { perform(action) } }\n func perform(_ action: Action) {\n  switch (action.shouldDismiss, action.feedback) {\n  case (true, .some): ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { dismiss() }\n  default: break\n  }\n }\n}",
        // The same pop in a callback that isn't the person's success: the screen goes by itself.
        "final class ResetPasswordViewController: UIViewController {\n  func load() {\n    api.fetch().then(onResult: { msg in\n      if msg != nil {\n        ↓DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(3)) {\n          self.navigationController?.popViewController(animated: true)\n        }\n      }\n    })\n  }\n}",
        // The neighbour of the divided delay: 160000 ms divided by 30 is over 5 s.
        "final class TipPresenter {\n let speedInt = 30\n func show() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(160000 / speedInt)) { self.tipView.removeFromSuperview() } } }",
        // The neighbour of the launch screen: a result screen moving on by itself.
        movesOnAfterChecks(type: "ResultViewController"),
        movesOnAfterChecks(type: "ResultViewController", seconds: "2.3"),
        // The neighbour of the banner's optional delay: a call gives it.
        errorBanner(call: "alertError(message, timeInterval: 3)"),
        // The neighbour of the splash fallback: a tip's flag, content taken away.
        splashFallback(flag: "showTip"),
        // The neighbour of the sent feedback: the sheet closes a second after the rating is only picked.
        feedbackSheet(function: "pickRating"),
        // The neighbour of the saved note: what shows first is a tip, not that it worked.
        closesAfterSaving(feedback: "showTip(text: \"메모는 설정에서 정리할 수 있어요\")"),
        // The neighbour of the self-closing picture: it holds words to read.
        selfClosingView(content: "Image(\"door\"); Text(\"문이 열립니다\")"),
        // The neighbour of the launch intro: an intro tip is content, taken away while someone may read it.
        "final class RootViewController: UIViewController {\n func showIntroTip() {\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + 5) { self.introTipView.removeFromSuperview() } } }",
        "struct Toast: View { @State var showUndo = true\n var body: some View { Text(\"삭제됨\").onAppear { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showUndo = false } } } }",
        "final class SessionManager {\n func start() { ↓Timer.scheduledTimer(withTimeInterval: 600, repeats: false) { _ in self.signOut() } } }",
        // The neighbour of the confirmed log-out: a session timer, nobody asked.
        logOutDialog(function: "startSessionTimer", marked: true),
        // An inactivity timer named for the log-out, and a sign-out asked of a callback.
        logOutDialog(function: "resetLogoutTimer", marked: true),
        "final class SessionWatcher {\n var onLogout: (() -> Void)?\n func start() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 600) { self.onLogout?() } } }",
        // The neighbour of the sheet's dimming layer: the same code closes the sheet too.
        "final class PageSheet: UIViewController {\n func show(over below: UIViewController) {\n let dimmedView = UIView()\n below.view.addSubview(dimmedView)\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { dimmedView.removeFromSuperview(); self.dismiss(animated: true) } } }",
        "struct Step: View { @Environment(\\.dismiss) var dismiss\n var body: some View { Text(\"Order placed\").task { try? await ↓Task.sleep(for: .seconds(4)); dismiss() } } }",
        // The neighbour of the spinner's presenter: a notice's presenter, the same delayed hide.
        "final class NoticePresenter {\n private var isShowing = true\n func hide() {\n  ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.isShowing = false }\n } }",
        // The neighbour of the quick picker: three seconds after the screen opens, through the same `asyncAfter(seconds:)`.
        "final class Promo: UIViewController {\n override func viewDidAppear(_ animated: Bool) {\n  super.viewDidAppear(animated)\n  ↓DispatchQueue.main.asyncAfter(seconds: 3) { self.dismiss(animated: true) }\n } }",
        // The neighbour of the banner's grace: the banner itself taken away after three seconds.
        "@MainActor final class AppEnvironment {\n var fallbackBanner: String?\n func flashBanner() {\n  Task { [weak self] in\n   try? await ↓Task.sleep(for: .seconds(3))\n   self?.fallbackBanner = nil\n  }\n } }",
        // The neighbour of the app's root swap: the same in a screen's view, taking its sign-in banner away.
        appRootSwap(in: "SignInBanner: View"),
        // The neighbour of the confetti view: the reward label it fell over goes too.
        confettiView(alsoRemoving: "rewardLabel"),
        // The neighbour of the confetti: the tip the burst came with goes too.
        confetti(hiding: "isTipVisible"),
        "final class BannerView: UIView {\n func show() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 5.0) { self.removeFromSuperview() } } }",
        // The neighbour of the faded hint: inside an animation that shows it, the removal takes it away.
        "final class Hint: UIView {\n func appear() {\n  UIView.animate(withDuration: 0.2) {\n   self.alpha = 1.0\n   ↓DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2)) { self.removeFromSuperview() }\n  }\n } }",
        // A status reset beside a toast that goes away: the toast is still a time limit.
        // The neighbour of the mail picker: nothing took the person out of the app.
        "final class Review: ObservableObject {\n @Published var showPicker = true\n func thank() {\n  ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.showPicker = false; self.state = .thanks }\n } }",
        "struct Editor: View { @State var isSaving = false\n func save() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 4) { isSaving = false; showSavedToast = false } } }",
        // A confirmation alert that closes itself after it was shown: its text goes before it is read.
        "final class Checkout: UIViewController {\n func confirm() {\n  present(alert, animated: true) {\n   ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { alert.dismiss(animated: true) }\n  }\n } }",
        // The success overlay also shows a message: its text goes before a VoiceOver user reads it.
        "final class SuccessOverlayView: UIView {\n private let imageView = UIImageView(image: checkmark)\n private let messageLabel = UILabel()\n override init(frame: CGRect) {\n  super.init(frame: frame)\n  addSubview(imageView)\n  messageLabel.text = message\n  addSubview(messageLabel)\n }\n func show() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in self?.hide() } }\n @objc private func hide() { removeFromSuperview() } }",
        // A toast whose presenter posts no announcement stays reported.
        "final class ToastManager {\n func present(toast: ToastView) { window.addSubview(toast) }\n func display(toast: ToastView) { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.dismiss(toast: toast) } } }",
        // Neighbours: a success that shows a toast, which goes by itself; a bar put up and taken down
        // by the same function that covers only part of the window.
        "struct Upload: View { @State var showSavedToast = false\n @State var state = UploadState.idle\n var body: some View { Text(\"x\") }\n func upload() async {\n  state = .success\n  showSavedToast = true\n  ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showSavedToast = false }\n } }",
        // The neighbour of the progress alert: an alert with a message, closed by itself.
        "final class ResultHandler {\n private var resultAlertController: UIAlertController?\n func showResult() {\n  guard let resultAlertController else { return }\n  ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: {\n   resultAlertController.dismiss(animated: true)\n  })\n } }",
        // A burst that also says what happened: its text goes before a VoiceOver user reads it.
        """
        struct LikeBurst: View {
          @Binding var showLikeAnimation: Bool
          var body: some View {
            if showLikeAnimation {
              ZStack { Circle().scaleEffect(grow); Image(systemName: "star.fill"); Text("Added to favourites") }
                .task {
                  try? await ↓Task.sleep(nanoseconds: 2_500_000_000)
                  self.showLikeAnimation = false
                }
            }
          }
        }
        """,
        "final class Strips {\n func show(_ text: String) {\n  let bar = InfoStrip(text: text)\n  window.addSubview(bar)\n  bar.heightAnchor.constraint(equalToConstant: 60).isActive = true\n  bar.widthAnchor.constraint(equalTo: window.widthAnchor).isActive = true\n  ↓DispatchQueue.main.asyncAfter(deadline: .now() + 4) { bar.removeFromSuperview() }\n } }",
        // The neighbours of the reels and the loader: a view's own banner flag, a notice hidden.
        "final class ReelsFullScreenViewController: UIViewController {\n var isBannerPresenting = true\n func close() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.isBannerPresenting = false } } }",
        "final class SessionController {\n func signedOut() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.noticeView.hide() } } }",
        // The neighbour of the sign-in: a screen's own move on, with no loader put away.
        "final class SocialSignInViewController: UIViewController {\n private func navigate() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.navigationController?.pushViewController(AccountsViewController(), animated: true) } } }",
        // A shared toast's flag, which the root view's overlay reads: the toast goes.
        "final class ProfileViewModel {\n func saved() { ToastManager.shared.isShowing = true\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { ToastManager.shared.isShowing = false } } }",
        // A HUD in text mode is a toast: its words go after 3 s.
        "final class CopyViewController: UIViewController {\n func copied() { let hud = MBProgressHUD.showAdded(to: view, animated: true)\n hud.mode = .text\n hud.label.text = \"복사되었습니다\"\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { hud.hide(animated: true) } } }",
        // A receipt number written, then on to the next screen 2 s later, a loader put away on the way.
        "final class CheckoutViewController: UIViewController {\n func ordered(_ number: String) { receiptLabel.text = number\n ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.hideLoadingView(); self.navigationController?.pushViewController(ReceiptViewController(), animated: true) } } }",
        // The neighbour of the activity indicator: a summary the person reads, taken away after a second.
        "struct History: View { @State var showSummary = true\n @State var showShareSheet = false\n var body: some View { Button { showSummary = true; ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1) { showShareSheet = true; showSummary = false } } label: { Image(systemName: \"square.and.arrow.up\") } } }",
        // The neighbour of the heart over the photo: the overlay also says what happened, in words.
        "struct FeedCell: View { @ObservedObject var viewModel: FeedViewModel\n var body: some View { VStack { Photo().onTapGesture(count: 2) { viewModel.isLiked = true; viewModel.showHeartImage = true; ↓DispatchQueue.main.asyncAfter(deadline: .now() + 1) { viewModel.showHeartImage = false } } }.overlay(ZStack { if viewModel.showHeartImage { Image(systemName: \"heart.fill\"); Text(\"좋아요를 눌렀습니다\") } }) } }",
        // The neighbour of the heart burst: a second branch on the same flag also shows words.
        "struct FeedCell: View { @ObservedObject var viewModel: FeedViewModel\n var body: some View { VStack { Photo().onTapGesture(count: 2) { viewModel.showHeartImage = true; ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { viewModel.showHeartImage = false } } }.overlay(ZStack { if viewModel.showHeartImage { Image(systemName: \"heart.fill\") }; if viewModel.showHeartImage && viewModel.isFirstLike { Text(\"첫 좋아요!\") } }) } }",
        // The neighbour of Beam's quarter second: three seconds in the same spelling.
        "final class WelcomeViewController: UIViewController {\n func userDidChange() {\n  let secondsToDelay: Double = 3\n  ↓DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + Double(Int64(secondsToDelay * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)) { self.dismiss(animated: true) }\n }\n}",
        // The neighbour of the saved profile: the toast warns, and the screen closes on the person.
        "struct EditMyInfoView: View { @Environment(\\.dismiss) var dismiss; @State var toast: Toast?\n var body: some View { VStack { TextField(\"닉네임\", text: $nickname); Button(\"저장\") { userService.updateUserNickname(nickname); toast = Toast(type: .warning, message: message()); ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { dismiss() } } } } }",
        // The neighbours of the list picker and of the PIN lockout: the wait closes the picker itself;
        // the lockout's end removes a notice that carries a message.
        "final class ListDelegate: NSObject {\n func move() { ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { let picker = SelectListViewController(); self.host.present(picker, animated: true); picker.dismiss(animated: true) } }\n}",
        "final class LoginViewController: UIViewController {\n func lock(for interval: TimeInterval) { unlockTimer = ↓Timer.scheduledTimer(withTimeInterval: interval, repeats: false) { _ in self.pinPad.view.isUserInteractionEnabled = true; self.messageView.removeFromSuperview() } }\n}",
      ],
      nonTriggering: [
        // The person's choice saved and a check shown, then the picker closes a moment later (OldOS's wallpaper screen).
        "struct WallpaperPreview: View { @Binding var showPicker: Bool; @State private var showCheck = false; let wallpaper: String\n var body: some View { Button(action: {\n   UserDefaults.standard.set(wallpaper, forKey: \"Lock_Wallpaper\")\n   DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) { showCheck = true }\n   DispatchQueue.main.asyncAfter(deadline: .now() + 2) { withAnimation { showPicker = false } }\n }) { Text(\"잠금 화면으로 설정\") } } }",
        // The button has closed its sheet already; the delay only tidies its pickers away (min's order filter).
        "struct OrderHistoryFilterView: View { var onDismiss: (() -> Void)?; @StateObject var viewModel = FilterViewModel()\n var body: some View { CustomButton(title: \"Reset\") {\n  onDismiss?()\n  DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1200)) {\n   viewModel.showSelectToDate = false\n  }\n } } }",
        // A delay before a snackbar shows, the note that it is due cleared after (science-journal's migration message).
        "final class UserFlow: UIViewController {\n  var shouldShowMigrationMessage = true\n  func showMigrationMessageIfNeeded() {\n    guard shouldShowMigrationMessage else { return }\n    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n      showSnackbar(withMessage: \"Your settings moved\")\n      self.shouldShowMigrationMessage = false\n    }\n  }\n}",
        // A wait whose only line is commented out (Talent Torrent's password change): nothing ends.
        "final class ChangePasswordView: UIView {\n  func saved() {\n    DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) {\n//      self.dismiss(animated: true, completion: nil)\n    }\n  }\n}",
        // A wait before opening a picker once a context menu has closed; the picker dismisses itself
        // when the person chooses (Spend Stack's "move to list").
        "final class ListDelegate: NSObject {\n func move() { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { let picker = SelectListViewController { list, controller in controller.dismiss(animated: true) }; self.host.present(picker, animated: true) } }\n}",
        // A PIN lockout's end: the pad takes touches again and the lockout cover goes (breadwallet's).
        "final class LoginViewController: UIViewController {\n func lock(for interval: TimeInterval) { unlockTimer = Timer.scheduledTimer(withTimeInterval: interval, repeats: false) { _ in self.pinPad.view.isUserInteractionEnabled = true; self.disabledView.removeFromSuperview() } }\n}",
        // A quarter-second wait written in Swift 2's nanoseconds (Beam's welcome screen): no limit anyone meets.
        "final class WelcomeViewController: UIViewController {\n func userDidChange() {\n  let secondsToDelay: Double = 0.25\n  DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + Double(Int64(secondsToDelay * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)) { self.dismiss(animated: true) }\n }\n}",
        // A profile editor closing 2 s after its save, a "saved" toast shown (Sachosaeng's).
        "struct EditMyInfoView: View { @Environment(\\.dismiss) var dismiss; @State var toast: Toast?\n var body: some View { VStack { TextField(\"닉네임\", text: $nickname); Button(\"저장\") { userService.updateUserNickname(nickname); toast = Toast(type: .saved, message: message()); DispatchQueue.main.asyncAfter(deadline: .now() + 2) { dismiss() } } } } }",
        // A record screen closing 2 s after its save is marked done (UMM's manual record).
        "struct ManualRecordView: View { @Environment(\\.dismiss) var dismiss; @State var viewModel = RecordViewModel()\n var body: some View { VStack { Text(viewModel.summary); Button(\"저장하기\") { viewModel.save(); viewModel.savingIsDone = true; Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { timer in dismiss() } } } } }",
        // A Lottie burst played once, taking no touch, hidden once it has played (Keychy's effects).
        "struct KeyringScene: View { @State var showEffect = true\n var body: some View { if showEffect { LottieView(name: \"sparkle\", loopMode: .playOnce).allowsHitTesting(false).onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { withAnimation { showEffect = false } } } } } }",
        // A loading overlay that removes itself after the time it is shown for (Carmu's `LoadingView`);
        // the neighbour of the banner that does the same.
        "final class LoadingView: UIView {}\nextension LoadingView {\n func showLoadingView(showInterval second: CGFloat) {\n  DispatchQueue.main.asyncAfter(deadline: .now() + second) { self.removeFromSuperview() }\n }\n}",
        // The result a few seconds after the last answer, a loading animation between (DIMODAMO's design-type test).
        "final class DptiSurveyViewController: UIViewController {\n  func finishSurvey() {\n    lottieSetting()\n    DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) { self.performSegue(withIdentifier: \"DptiResult\", sender: nil) }\n  }\n}",
        // Steps of an animation a repeating timer replays (PATATA's polaroids on the sign-in screen): what it hides comes back.
        "struct LoginView: View { @State var isImageVisible = false; @State var timer: Timer?\n var body: some View { Image(\"Polaroid\").opacity(isImageVisible ? 1 : 0).onAppear { startAnimation() } }\n func startAnimation() { timer = Timer.scheduledTimer(withTimeInterval: 4.0, repeats: true) { _ in animate() } }\n func animate() { withAnimation { scale = 0.8 }; isImageVisible = true; DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { isImageVisible = false } } }",
        // A map credit hidden from VoiceOver and touch, fading after 5 s (Oscar's, listed in Settings too).
        "struct MapCredit: View {\n  @State private var visible = true\n  var body: some View {\n    Text(\"© 지도 제공\").opacity(visible ? 1 : 0)\n      .allowsHitTesting(false)\n      .accessibilityHidden(true)\n      .task {\n        try? await Task.sleep(for: .seconds(5))\n        visible = false\n      }\n  }\n}",
        // A refresh indicator kept up at least 0.6 s, then put away.
        "struct NowView: View {\n  @State private var showRefreshIndicator = false\n  func finishRefresh() async {\n    try? await Task.sleep(for: .seconds(0.6))\n    showRefreshIndicator = false\n  }\n}",
        // The same short pause until a deadline (PDF Easy's review prompt, closed a quarter second after the tap).
        "final class ReviewFlow: ObservableObject {\n  @Published var showPreReviewView = true\n  @MainActor func onRateSelected() {\n    Task {\n      try await Task.sleep(until: .now + .seconds(0.25), clock: .continuous)\n      self.showPreReviewView = false\n    }\n  }\n}",
        // An alert closing a second after the person follows a link in its text (COVIDSafe's alert).
        "final class AlertViewController: UIViewController {}\nextension AlertViewController: UITextViewDelegate {\n func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {\n DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.dismiss(animated: true, completion: nil) }\n return true } }",
        // A loader put away a second after signing in, then on to the accounts (kukai's social sign-in).
        "final class SocialSignInViewController: UIViewController {\n private func navigate() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.hideLoadingView(); self?.navigationController?.pushViewController(AccountsViewController(), animated: true) } } }",
        // A flow coordinator's next step after signing in: on to the tab bar a second later.
        "final class SignInFlow {\n let root = UINavigationController()\n func navigateToMain(_ tabs: UIViewController) { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.root.pushViewController(tabs, animated: false) } } }",
        // A shared manager's flag reset a second after leaving landscape: no view is bound to it (a news app's reels).
        "final class ReelsFullScreenViewController: UIViewController {\n func close() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { MediaManager.sharedInstance.isLandscapeReelPresenting = false } } }",
        // A loader put away a second after a sign-out the person started.
        "final class SessionController {\n func signedOut() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ANLoader.hide() } } }",
        // `.now()` with nothing added: the next turn of the run loop, not a time limit.
        "final class SignInViewModel {\n func signedIn() { DispatchQueue.main.asyncAfter(deadline: .now()) { self.navigationController?.pushViewController(HomeViewController(), animated: true) } } }",
        // A grace before a banner shows: the delayed code lets go of its task and shows the banner (buzz).
        "@MainActor final class AppEnvironment {\n var showsFallbackBanner = false\n var fallbackBannerTask: Task<Void, Never>?\n func scheduleBanner() {\n  fallbackBannerTask = Task { [weak self] in\n   try? await Task.sleep(for: .seconds(3))\n   self?.fallbackBannerTask = nil\n   self?.showsFallbackBanner = true\n  }\n } }",
        // A picker closing a tenth of a second after the person's choice, through the project's own `asyncAfter(seconds:)` (Toshi).
        "final class CurrencyPicker: UITableViewController {\n override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n  DispatchQueue.main.asyncAfter(seconds: 0.1) { self.navigationController?.popViewController(animated: true) }\n } }",
        // A spinner's presenter keeping it up for its minimum time (NVActivityIndicatorView's).
        "final class ActivityIndicatorPresenter {\n private var isShowing = true\n func hide() {\n  DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.isShowing = false }\n } }",
        // The app's scene swapping its root a second after the sign-in state changes (Olympsis).
        appRootSwap(in: "OlympsisApp: App"),
        // A confetti view taken away after it has fallen (GymRats' finished challenge).
        confettiView(alsoRemoving: nil),
        // A confetti burst put away after it has fallen (Bisquit's debug settings).
        confetti(hiding: "isConfettiVisible"),
        // A status sheet's animation steps: a tenth and three tenths of a second (OpenGluck).
        statusSheet(interval: "0.3"),
        // A table filled 200 ms after the answer comes (GithubClient's), the delay's type written out.
        "final class CommitInfoController: UIViewController {\n  func show(_ info: CommitInfo) {\n    DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + DispatchTimeInterval.milliseconds(200)) {\n      self.loadingView.isHidden = true\n      self.banner.removeFromSuperview()\n    }\n  }\n}",
        // The edit screen closing a second after the save succeeded, in the success branch
        // (CommonWallet's name editor, kindnesswall's gift editor).
        savedEditor(branch: "if isSuccess {", end: "}"),
        savedEditor(branch: "switch result {\n    case .success:", end: "}"),
        // The login screen closing a second after it posts that the login succeeded (Budi's).
        signedInScreen(notification: "LoginSuccessed"),
        // DevLog's automatic sign-in: after ten seconds with no answer, the app gives up on it.
        signInTimeout(condition: "if loginVM.signIn == nil {"),
        // Mundo's sign-in: the account isn't ready on the server; the app waits and tries again (signing out only if that fails).
        "final class Authentication {\n  func signIn() async {\n    do {\n      currentUser = try await api.user()\n    } catch {\n      DispatchQueue.main.asyncAfter(deadline: .now() + 4) {\n        Task {\n          do { self.currentUser = try await self.api.user() } catch { self.signOut() }\n        }\n      }\n    }\n  }\n}",
        // AGPU's news filter: the picker closes a moment after the person picks an option.
        "final class NewsFilterViewController: UITableViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    viewModel.registerOptionSelectedHandler {\n      self.tableView.reloadData()\n      Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.dismiss(animated: true) }\n    }\n  }\n}",
        // AGPU's timetable menu: the map the person chose opens a moment later.
        "final class TimetableViewController: UITableViewController {\n  func menu(for discipline: Discipline) -> UIMenu {\n    let mapAction = UIAction(title: \"건물 찾기\", image: UIImage(named: \"map icon\")) { _ in\n      let vc = BuildingMapViewController(id: discipline.id)\n      Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in\n        self.navigationController?.pushViewController(vc, animated: true)\n      }\n    }\n    return UIMenu(children: [mapAction])\n  }\n}",
        // A menu closed by the person, taken down after its closing animation (Convos): under a second either way.
        "struct Menu: View { @Binding var isShown: Bool\n func dismissMenu(dragged: Bool) {\n withAnimation { appeared = false }\n let delay: TimeInterval = dragged ? 0.28 : 0.2\n DispatchQueue.main.asyncAfter(deadline: .now() + delay) { isShown = false }\n } }",
        // Pyto's console: the swap waits out a 0.25 s fade, or none.
        // The removal of a hint its animation has just faded out (Commun's `CMHint`): the fading's own delay is the limit.
        "final class Hint: UIView {\n func fade() {\n  UIView.animate(withDuration: 0.2) {\n   self.alpha = 0.0\n   DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { self.removeFromSuperview() }\n  }\n } }",
        "final class Split: UIViewController {\n func showConsole() {\n  UIView.animate(withDuration: 0.25) { self.view.alpha = 0 }\n  DispatchQueue.main.asyncAfter(deadline: .now() + (animateLayouts ? 0.25 : 0)) { self.editor.view.removeFromSuperview() }\n }\n}",
        // A second's wait before a paywall shows; its close button's handler is stored for later.
        "final class HomeViewController: UIViewController {\n func showOneTimeOffer() {\n  Task { @MainActor in\n   try? await Task.sleep(nanoseconds: 1_000_000_000)\n   let model = PaywallModel()\n   model.closeAction = { [weak self] in self?.dismiss(animated: true) }\n   self.present(UIHostingController(rootView: PaywallView(model: model)), animated: true)\n  }\n } }",
        // An emphasis taken off a message that stays (Nostur's jump to a chat message).
        "struct Chat: View { @State var highlightedMessageId: String?\n var body: some View { Text(\"x\") }\n func jump(_ id: String) { highlightedMessageId = id\n DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { highlightedMessageId = nil } } }",
        // The picker closes after the notification the app posts when the person sent a tip.
        "struct Stream: View { @State var pickerShown = true\n var body: some View { ReceiverPicker().onReceive(NotificationCenter.default.publisher(for: .sendCustomZap)) { _ in\n DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { withAnimation { pickerShown = false } } } } }",
        // The person chose to close; with feedback to show, the close waits for it (Session's message actions).
        "struct Info: View { @Environment(\\.dismiss) var dismiss\n var body: some View { Button(\"Copy\") { perform(action) } }\n func perform(_ action: Action) {\n  switch (action.shouldDismiss, action.feedback) {\n  case (false, _): break\n  case (true, .some): DispatchQueue.main.asyncAfter(deadline: .now() + 2) { dismiss() }\n  default: dismiss()\n  }\n }\n}",
        // The next onboarding step a moment after the person granted notifications (PINGPONG).
        "struct PushStep: View {\n @ObservedObject var flow: OnboardingFlow\n var body: some View { Button(\"허용하고 저장\") { ask() } }\n func ask() {\n  UNUserNotificationCenter.current().requestAuthorization(options: [.alert], completionHandler: { granted, _ in\n   if granted {\n    DispatchQueue.main.async {\n     DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) { flow.path.append(.complete) }\n    }\n   }\n  })\n }\n}",
        // The screen closing a moment after the person's change succeeded, inside the success
        // callback around the check of the reply (Tinode's password change).
        "final class ResetPasswordViewController: UIViewController {\n  func save() {\n    api.update(password: pwd).then(onSuccess: { msg in\n      if let ctrl = msg?.ctrl, ctrl.code < 300 {\n        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) {\n          self.navigationController?.popViewController(animated: true)\n        }\n      }\n      return nil\n    })\n  }\n}",
        // A progress alert ("One moment… 100%") closed a second after the work is done.
        "final class ProgressAlertHandler {\n private var progressAlertController: UIAlertController?\n func updateProgressAlertSuccess(completion onComplete: (() -> Void)? = nil) {\n  guard let progressAlertController else { return }\n  updateProgressAlertValue(value: 1000)\n  DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: {\n   progressAlertController.dismiss(animated: true) { onComplete?() }\n  })\n } }",
        // 16000 ms divided by 30: about half a second, not 16 s.
        "final class TipPresenter {\n let speedInt = 30\n func show() { DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(16000 / speedInt)) { self.tipView.removeFromSuperview() } } }",
        // A launch screen moving on to the app a second after its checks (Digital Health Pass).
        movesOnAfterChecks(type: "LaunchViewController"),
        // A logo's animation before the login screen (Fash).
        movesOnAfterChecks(type: "LogoAnimationViewController", seconds: "2.3"),
        // A banner's delay that only a caller can give, and no call gives (Wisnuc's login errors).
        errorBanner(call: "alertError(message)"),
        // A splash screen's flag turned off by a fallback timer (Mr. Funny Jokes).
        splashFallback(flag: "showSplash"),
        // The gym diary's feedback sheet: sent, then closed a second later; the person asked to be done.
        feedbackSheet(function: "submitFeedback"),
        // superapp's note screen: it says the note was added, then closes; the flow is over.
        closesAfterSaving(feedback: "showSuccessHUD(text: \"메모를 추가했습니다\")"),
        // A view of only pictures (a door opening, stars fading) closing itself: nothing lost.
        selfClosingView(content: "Image(\"door\").rotation3DEffect(.degrees(isOpen ? 90 : 0), axis: (x: 0, y: 1, z: 0)); Image(\"star\")"),
        // A launch intro taken down as the first screen comes in.
        "final class RootViewController: UIViewController {\n var introVC: IntroVideoController?\n func animateFromIntro() {\n DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2)) {\n self.introVC?.willMove(toParent: nil)\n self.introVC?.view.removeFromSuperview()\n self.introVC?.removeFromParent() } } }",
        // The delay only puts up an alert; the alert goes when the person taps OK.
        "final class AppDelegate {\n func launch() {\n  DispatchQueue.main.asyncAfter(deadline: .now() + 3) {\n   let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)\n   alert.addAction(UIAlertAction(title: \"OK\", style: .cancel) { _ in alert.dismiss(animated: true) })\n   self.window?.rootViewController?.present(alert, animated: true)\n  }\n } }",
        // The screen closes a second after the person closed its confirmation alert: the flow is over.
        "final class GiftViewController: UIViewController {\n func confirm() {\n  let alert = AlertController(title: title, message: body)\n  alert.addCloseAction { _ in\n   DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.dismiss() }\n  }\n  alert.show()\n } }",
        "final class ClassSelection: UIViewController {\n func finish() {\n  presented.onDismissAction = { [weak self] in\n   DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self?.dismiss(animated: true) }\n  }\n } }",
        // Closes a second after the person's report was sent (Pocket's report form).
        "struct ReportView: View { @Environment(\\.dismiss) var dismiss\n @State var isReported = false\n var body: some View { Button(\"Submit\") { report() } }\n func report() {\n  isReported = true\n  DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { dismiss() }\n } }",
        // Closes itself after the new name was saved.
        "final class VerifyUsername: UIViewController {\n func save() {\n  repository.update(name).on(value: { _ in\n   DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.dismiss(animated: true, completion: nil) }\n  }).start()\n } }",
        // A star burst of shapes and an image, shown after a double tap, turned off when it has
        // played: an animation overlay ending, with no text or control.
        """
        struct LikeBurst: View {
          @Binding var showLikeAnimation: Bool
          var body: some View {
            if showLikeAnimation {
              ZStack { Circle().scaleEffect(grow); Image(systemName: "star.fill") }
                .task {
                  try? await Task.sleep(nanoseconds: 2_500_000_000)
                  self.showLikeAnimation = false
                }
            }
          }
        }
        """,
        // A checkmark over a blur that removes itself: a moment of feedback with nothing to read.
        "final class SuccessOverlayView: UIView {\n private let imageView = UIImageView(image: checkmark)\n override init(frame: CGRect) {\n  super.init(frame: frame)\n  let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .light))\n  addSubview(blurView)\n  addSubview(imageView)\n }\n func show() { window.addSubview(self)\n  DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in\n   guard let strongSelf = self else { return }\n   UIView.animate(withDuration: 0.3, animations: { strongSelf.alpha = 0 }, completion: { _ in strongSelf.hide() })\n  }\n }\n @objc private func hide() { removeFromSuperview() } }",
        // The event's icon goes when the event ends: a scheduled change, not a limit on the person.
        "final class TabBar: UITabBarController {\n func update(event: Event) {\n  DispatchQueue.main.asyncAfter(deadline: .now() + event.end.timeIntervalSinceNow) { self.displayBirthdayIcon = false; self.hideEventIcon() }\n } }",
        // Every toast's text is posted as an announcement when it appears.
        "final class ToastManager {\n func present(toast: ToastView) { UIAccessibility.post(notification: .announcement, argument: toast.accessibilityLabel) }\n func display(toast: ToastView) { DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.dismiss(toast: toast) } } }",
        "final class Search {\n func textChanged() { DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.isLoading = false } } }",
        // Older messages loaded a second after the pull, the refresh control taken away once all are shown (mist's chat).
        "final class Chat: UIViewController {\n override func scrollViewDidScroll(_ scrollView: UIScrollView) {\n  refreshControl.beginRefreshing()\n  DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [self] in\n   conversation.loadOlder()\n   refreshControl.endRefreshing()\n   if conversation.isComplete { refreshControl.removeFromSuperview() }\n  }\n } }",
        // A loading step that moves on to the address it made a second after the screen opens.
        "private enum Constants { static let generatingTime: TimeInterval = 1 }\nfinal class GenerateAddressViewController: UIViewController {\n override func viewDidLoad() { super.viewDidLoad(); showAddress() }\n private func showAddress() { DispatchQueue.main.asyncAfter(deadline: .now() + Constants.generatingTime) { self.navigationController?.pushViewController(AddressViewController(), animated: true) } } }",
        // Stand-ins for a push animation taken down once it has run.
        "final class HeaderPush {\n func animate() { DispatchQueue.main.asyncAfter(deadline: .now() + duration) { titleCopy.removeFromSuperview(); fromTitleSnapshot.removeFromSuperview() } } }",
        "final class CardPushAnimation: NSObject {\n func animate() { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.card.removeFromSuperview() } } }",
        // The dimming layer put under a sheet while it opens, taken away a second later.
        sheetDimming(removed: "dimmedView"),
        // The chrome is hidden before the sleep; after it, only a heartbeat is sent (Prismedia's viewer).
        "struct Viewer: View { var body: some View { Pages().task { hideChrome(); while !Task.isCancelled { try? await Task.sleep(for: .seconds(15)); reporter.heartbeat() } } } }",
        // Palace's inner task only clears a flag after its sleep; the outer task's sign-in runs at once.
        // The person confirmed the log-out; the app signs out a second later (a points app's dialog).
        logOutDialog(function: "clickedButtonAccept", marked: false),
        "final class DownloadCenter {\n func handleProblem() {\n  Task { @MainActor in\n   self.isRequestingCredentials = true\n   Task { @MainActor in\n    try? await Task.sleep(nanoseconds: 2_000_000_000)\n    self.isRequestingCredentials = false\n   }\n   self.reauthenticator.authenticate { self.signOutIfNeeded() }\n  }\n } }",
        "final class SessionManager {\n func start() { Timer.scheduledTimer(withTimeInterval: 540, repeats: false) { _ in self.askToExtendSession() } } }",
        // The mail app was opened just before: the picker changes while the person is away.
        "final class Review: ObservableObject {\n @Published var showPicker = true\n func openMail(_ url: URL) {\n  UIApplication.shared.open(url)\n  DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.showPicker = false; self.state = .thanks }\n } }",
        "final class A {\n func f() { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.reloadData() } } }",
        // The call has ended: closing its screen takes nothing away.
        "final class CallViewController: UIViewController {\n func handleEndCallMessage() {\n statusLabel.text = \"Call ended\"\n Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in self?.presentingViewController?.dismiss(animated: true) } } }",
        "final class Chat {\n func scheduleSummaryTaskCheck() { Timer.scheduledTimer(withTimeInterval: 5.0, repeats: false) { _ in api.fetch { status in NotificationPresenter.shared().dismiss() } } } }",
        "final class Hint {\n let hideDelay = 0.5\n func f() { DispatchQueue.main.asyncAfter(deadline: .now() + hideDelay) { self.isHintVisible = false } } }",
        "struct Toast: View { @State var shown = true\n var body: some View { Text(\"Saved\").onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 3) { shown = false } }.onTapGesture { extendToast() } } }",
        // Status indicators turned off after a delay: the "Saving…" label goes back to "Save", a
        // success checkmark clears, the startup loading screen gives way to the app.
        "struct Editor: View { @ObservedObject var state: EditorState\n var body: some View { Button { state.save(); DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) { state.shouldDisplaySaving = false } } label: { Text(\"Save\") } } }",
        // A heart shown over a photo for a second after a double tap likes it (YeDi's feed).
        "struct FeedCell: View { @ObservedObject var viewModel: FeedViewModel\n var body: some View { VStack { Photo().onTapGesture(count: 2) { viewModel.isLiked = true; viewModel.showHeartImage = true; DispatchQueue.main.asyncAfter(deadline: .now() + 1) { viewModel.showHeartImage = false } } }.overlay(ZStack { if viewModel.showHeartImage { Image(systemName: \"heart.fill\").resizable().frame(width: 50, height: 50).foregroundStyle(Color.pink) } }) } }",
        // An activity indicator kept up while the export is made, then the share sheet opens (Debts' history).
        "struct History: View { @State var showActivityIndicator = false\n @State var showShareSheet = false\n var body: some View { Button { showActivityIndicator = true; DispatchQueue.main.asyncAfter(deadline: .now() + 1) { showShareSheet = true; showActivityIndicator = false } } label: { Image(systemName: \"square.and.arrow.up\") } } }",
        "struct Presets: View { @State var showOverrideCheckmark = false\n func activate() { showOverrideCheckmark = true; DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showOverrideCheckmark = false } } }",
        "struct Root: View { @State var showLoadingView = true\n var body: some View { LoadingView().onAppear { Task { @MainActor in try? await Task.sleep(for: .seconds(1.8)); self.showLoadingView = false; if failed { self.showMigrationError = true } } } } }",
        "final class Share {\n func copy() { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.isCopiedVisible = false } } }",
        // The sign-in succeeded and the "done" page shows: the sheet closes itself a second later.
        "struct SignInSheet: View { @Environment(\\.dismiss) var dismiss\n @State var page = Page.form\n var body: some View { Text(\"x\") }\n func signIn() async {\n  try? await api.send()\n  withAnimation { self.page = .done }\n  DispatchQueue.main.asyncAfter(deadline: .now() + 1) { dismiss() }\n } }",
        // A transition cover over the whole window, put up and taken down by the same function.
        "final class AppState {\n func transition(to account: Account) {\n  let cover = UIHostingController(rootView: TransitionView(account: account)).view!\n  window.addSubview(cover)\n  cover.translatesAutoresizingMaskIntoConstraints = false\n  cover.heightAnchor.constraint(equalTo: window.heightAnchor).isActive = true\n  cover.widthAnchor.constraint(equalTo: window.widthAnchor).isActive = true\n  DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {\n   UIView.animate(withDuration: 0.3) { cover.alpha = 0 } completion: { _ in cover.removeFromSuperview() }\n  }\n } }",
      ]),
    otherSeverities: [.info]
  )

  enum Effect { case dismisses, signsOut, movesOn }

  /// A status sheet that closes after steps timed from a local `interval`; marked where it is
  /// reported when the steps are long.
  /// Olympsis' scene: `showAuth` set a second after the sign-in state changes, in a type declared
  /// as `declaration` (marked unless it is the app).
  static func appRootSwap(in declaration: String) -> RuleExample {
    let isApp = declaration.hasSuffix(": App")
    return RuleExample("""
      struct \(declaration) {
        @StateObject var sessionStore = SessionStore()
        @State private var showAuth: Bool? = nil
        var body: some \(isApp ? "Scene" : "View") {
          \(isApp ? "WindowGroup" : "Group") { if showAuth == true { AuthContainer() } else { ViewContainer() } }
            .onChange(of: sessionStore.authStatus) { newValue in
              \(isApp ? "" : "↓")DispatchQueue.main.asyncAfter(deadline: .now() + 1) { showAuth = false }
            }
        }
      }
      """)
  }

  /// GymRats' finished challenge: a confetti view over the window, faded and removed 12 s later,
  /// with `alsoRemoving` removed in the same block (marked then).
  static func confettiView(alsoRemoving other: String?) -> RuleExample {
    RuleExample("""
      final class CompletedChallengeViewController: UIViewController {
        private func dance() {
          let confettiView = SwiftConfettiView(frame: view.bounds)
          confettiView.isUserInteractionEnabled = false
          view.addSubview(confettiView)
          \(other == nil ? "" : "↓")DispatchQueue.main.asyncAfter(deadline: .now() + 12) {
            UIView.animate(withDuration: 0.2, animations: { confettiView.alpha = 0 }) { _ in
              confettiView.removeFromSuperview()\(other.map { "; self.\($0).removeFromSuperview()" } ?? "")
            }
          }
        }
      }
      """)
  }

  /// A celebration: a confetti burst, and the flag `flag` turned off 4.5 s later.
  static func confetti(hiding flag: String) -> RuleExample {
    RuleExample("""
      @Observable final class ConfettiVM {
        var isConfettiVisible = false
        var isTipVisible = false
        private var confettiTask: Task<Void, Never>?
        func celebrate() {
          isConfettiVisible = true
          isTipVisible = true
          confettiTask = Task {
            try? await \(flag == "isConfettiVisible" ? "" : "↓")Task.sleep(for: .seconds(4.5))
            \(flag) = false
          }
        }
      }
      """)
  }

  static func statusSheet(interval: String) -> RuleExample {
    let marker = interval == "0.3" ? "" : "↓"
    return RuleExample("""
      struct SheetStatusView: View {
        @Binding var isPresented: Bool
        var body: some View {
          Text("저장됨").task {
            let animationInterval: TimeInterval = \(interval)
            try? await \(marker)Task.sleep(for: .seconds(animationInterval / 3))
            isPresented = false
          }
        }
      }
      """)
  }

  /// A login screen that closes itself a second after the account check, posting `notification`
  /// first (Budi's); marked where it is reported when the notification tells of no success.
  static func signedInScreen(notification: String) -> RuleExample {
    let marker = notification.contains("Success") ? "" : "↓"
    return RuleExample("""
      final class LoginSelectViewController: UIViewController {
        func loginStatusChanged(_ nickname: String?) {
          if nickname != "" {
            \(marker)DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 1) {
              NotificationCenter.default.post(name: Notification.Name("\(notification)"), object: nil)
              self.dismiss(animated: true, completion: nil)
            }
          }
        }
      }
      """)
  }

  /// An edit screen that closes itself a second after its save, inside `branch` (closed by `end`);
  /// marked where it is reported when that branch is no success.
  static func savedEditor(branch: String, end: String) -> RuleExample {
    let marker = branch.contains("failure") ? "↓" : ""
    return RuleExample("""
      final class GiftEditViewController: UIViewController {
        func handleEdit(_ result: Result<Gift>) {
          \(branch)
            \(marker)DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
              self.dismiss(animated: true)
            }
          \(end)
        }
      }
      """)
  }

  /// A launch screen that signs out ten seconds after it appears when `condition` holds; marked
  /// where it is reported when that is no wait for an answer.
  static func signInTimeout(condition: String) -> RuleExample {
    let marker = condition.contains("nil") ? "" : "↓"
    return RuleExample("""
      struct ContentView: View {
        @EnvironmentObject var loginVM: LoginViewModel
        var body: some View {
          Color.clear.onAppear {
            \(marker)DispatchQueue.main.asyncAfter(deadline: .now() + 10) {
              \(condition)
                Task { await loginVM.signOut() }
              }
            }
          }
        }
      }
      """)
  }

  /// A log-out dialog whose `function` signs out a second later (marked when `marked`).
  static func logOutDialog(function: String, marked: Bool) -> RuleExample {
    RuleExample("""
      final class ConfirmLogoutView: UIView {
        @objc func \(function)() {
          AccountStore.shared.clear()
          \(marked ? "↓" : "")DispatchQueue.main.asyncAfter(deadline: .now() + 1) { AppDelegate.shared.logout() }
        }
      }
      """)
  }

  /// The delayed code starts by testing that a value is still nil (`if x == nil {`, `guard x ==
  /// nil else`) and does the rest only then.
  static func waitsOnlyForAMissingAnswer(_ delayed: String) -> Bool {
    let code = delayed.drop { $0.isWhitespace || $0 == "{" }
    guard code.hasPrefix("if ") || code.hasPrefix("guard ") else { return false }
    let condition = code.prefix { $0 != "{" && $0 != "\n" }
    return condition.contains("== nil") && !condition.contains("||") && !condition.contains("&&")
      && (code.hasPrefix("if ") || condition.contains(" else"))
  }

  /// A statement of the block holding `offset`, before it, closes the screen: `onDismiss?()`,
  /// `dismiss()`, `presentationMode.wrappedValue.dismiss()`, `isPresented = false`, a pop.
  static func closedBefore(_ offset: Int, in file: SwiftFileModel) -> Bool {
    guard let block = OpenBraceLine.innermostBlock(in: Array(file.converter.source.text(from: max(0, offset - 4_000), to: offset)))
    else { return false }
    return block.split(separator: "\n").contains { line in
      let statement = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "self.", with: "")
      return ["onDismiss?()", "onDismiss()", "dismiss()", "presentationMode.wrappedValue.dismiss()", "isPresented = false",
              "isPresented.wrappedValue = false", "navigationController?.popViewController(animated: true)"].contains(statement)
        || statement.hasPrefix("dismiss(animated:")
    }
  }

  /// The delayed code presents or pushes a screen itself, and ends nothing but in closures it
  /// hands on (the callbacks of the screen it shows).
  static func onlyShowsSomethingLater(_ delayed: String) -> Bool {
    let topLevel = HandlerReach.topLevelStatements(of: delayed)
    // (`present(_:animated:)`, or the app's own presenter, Spend Stack's `adaptivePresent(from:presented:)`.)
    let lower = topLevel.lowercased()
    return effect(of: topLevel) == nil && (lower.contains("present(") || lower.contains(".show("))
  }

  /// The delayed code turns touches or a control back on (`pinPad.view.isUserInteractionEnabled = true`).
  static func givesControlBack(_ delayed: String) -> Bool {
    let lower = delayed.lowercased()
    return (delayed.contains("isUserInteractionEnabled = true") || delayed.contains(".isEnabled = true"))
      && !["toast", "snack", "banner", "notice", "message", "alert"].contains(where: lower.contains)
  }

  /// What the delayed code does, if it ends something.
  static func effect(of text: String) -> Effect? {
    let lower = text.lowercased()
    // A sign-out called (`logout()`, `authManager.signOut(completion:)`), or a session expiring;
    // not a flag named for a sign-out screen (`showLogOut = false`).
    // (`onLogout?()` and a posted `.userDidLogout` count; an assignment to a flag does not.)
    if lower.contains("sessionexpired") || lower.range(of: #"(signout|logout|logoff|expiresession|sign_out|log_out)[a-z0-9_]*(\s*[?!]?\s*[({]|\s*[,)])"#, options: .regularExpression) != nil {
      return .signsOut
    }
    if lower.contains("dismiss(") || lower.contains("removefromsuperview") || lower.contains("popviewcontroller")
      || lower.contains("hide(") || Self.setsFalse(lower, names: ["show", "present", "visible", "display"])
      || Self.setsNil(lower, names: ["toast", "banner", "notice", "snack", "message"]) {
      return .dismisses
    }
    if lower.contains("pushviewcontroller") || lower.contains("performsegue") || lower.contains("path.append")
      || lower.contains("currentstep += 1") || lower.contains("step += 1") {
      return .movesOn
    }
    return nil
  }

  /// The delayed code without the handlers it gives an alert's buttons: `alert.dismiss(...)` in
  /// an OK action runs when the person taps OK, not when the delay ends.
  static func withoutActionHandlers(_ delayed: String, of call: CodeCall, in calls: [CodeCall]) -> String {
    var text = delayed
    for handler in calls where (handler.name == "UIAlertAction" || handler.name == "addAction")
      && call.position < handler.position && handler.end <= call.end {
      let body = handler.closureText
      if !body.isEmpty { text = text.replacingOccurrences(of: body, with: "") }
    }
    return text
  }

  /// The delayed code without the closures it stores for later (`model.closeAction = { [weak self]
  /// in self?.dismiss(animated: true) }`, Lockdown's paywall shown after a second): they run when
  /// the person acts, not when the delay ends. A closure called where it is written (`= { … }()`)
  /// stays.
  static func droppingStoredClosures(_ code: String) -> String {
    let bytes = Array(code.utf8)
    let equals = UInt8(ascii: "="), open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      kept.append(byte)
      index += 1
      // An assignment (`=`, not `==`, `!=`, `<=`, `>=`) whose value is a closure.
      guard byte == equals, index < bytes.count, bytes[index] != equals,
            index < 2 || !"=!<>".utf8.contains(bytes[index - 2]) else { continue }
      var start = index
      while start < bytes.count, isSpace(bytes[start]) { start += 1 }
      guard start < bytes.count, bytes[start] == open else { continue }
      var depth = 0, end = start
      while end < bytes.count {
        if bytes[end] == open { depth += 1 } else if bytes[end] == close { depth -= 1; if depth == 0 { break } }
        end += 1
      }
      guard end < bytes.count else { continue }
      var after = end + 1
      while after < bytes.count, isSpace(bytes[after]) { after += 1 }
      if after < bytes.count, bytes[after] == UInt8(ascii: "(") { continue }
      kept.append(contentsOf: " {}".utf8)
      index = end + 1
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// `showUndo = false`, `self.isToastVisible = false`.
  static func setsFalse(_ lower: String, names: [String]) -> Bool {
    targets(in: lower, setTo: "false").contains { target in
      // A shared manager's flag (`MediaManager.sharedInstance.isLandscapeReelPresenting`) records
      // what happened; no view is bound to it. (A shared toast's `isShowing` is a view's.)
      names.contains(where: target.contains) && !isStatusIndicator(target) && !recordsAState(target) && !isPendingIntent(target)
    }
  }

  /// `self.shouldShowPreferenceMigrationMessage` (lowercased): a note that something is still to
  /// be shown, cleared once it has been (science-journal's snackbar, shown by the same delayed
  /// code); no view is bound to it.
  static func isPendingIntent(_ target: String) -> Bool {
    let name = target.split(separator: ".").last.map(String.init) ?? target
    return ["shouldshow", "needstoshow", "needsshow", "shouldpresent", "needstopresent"].contains(where: name.hasPrefix)
  }

  /// `mediamanager.sharedinstance.islandscapereelpresenting` (lowercased): a shared manager's
  /// record of what is going on, named for no toast, banner or thing shown.
  static func recordsAState(_ target: String) -> Bool {
    let parts = target.split(separator: ".")
    guard parts.dropLast().contains(where: { $0 == "shared" || $0 == "sharedinstance" }), let name = parts.last else { return false }
    return !(contentWords + ["show", "visible", "display", "popup", "hud"]).contains(where: name.contains)
  }

  /// `toastMessage = nil`, `self.banner = nil`.
  static func setsNil(_ lower: String, names: [String]) -> Bool {
    targets(in: lower, setTo: "nil").contains { target in
      // `fallbackBannerTask = nil`: the handle of the work that shows the banner, let go of.
      let handle = ["task", "timer", "workitem", "cancellable", "subscription"].contains(where: target.hasSuffix)
      return names.contains(where: target.contains) && !isStatusIndicator(target) && !handle
    }
  }

  /// The names assigned exactly `value` (`false`, `nil`): `self.showLoadingView = false` →
  /// `self.showloadingview`, while `showMigrationError = true` beside it is left out.
  static func targets(in lower: String, setTo value: String) -> [String] {
    let pattern = "([a-z_$][a-z0-9_.$]*)\\s*=\\s*" + value + "(?![a-z0-9_])"
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(lower.startIndex..., in: lower)
    return regex.matches(in: lower, range: range).compactMap { match in
      Range(match.range(at: 1), in: lower).map { String(lower[$0]) }
    }
  }

  /// Words in a flag's name that say it shows a status: a spinner, a "Saving…" label, a success
  /// checkmark, a startup loading screen; or a passing decoration (a confetti burst). Turning one
  /// off after a delay is a status reset; the content the person needs stays.
  static let statusWords = [
    "progress", "saving", "loading", "success", "saved", "done", "checkmark", "confirmation", "animating",
    "spinner", "busy", "copied", "syncing", "updating", "celebrat",
    "refreshindicator", "refreshing", "activityindicator",
  ] + passingDecorations
  /// Words of a passing decoration, a flag's or a view's (`isConfettiVisible`, `confettiView`).
  static let passingDecorations = ["confetti", "firework", "sparkle"]
  /// Words that make a flag content even when it also names a status (`showSavedToast`, `showLoadingError`).
  static let contentWords = ["toast", "snack", "banner", "undo", "error", "alert", "dialog", "sheet", "message", "notice"]

  /// `state.shouldDisplaySaving`, `showOverrideCheckmark`, `self.showLoadingView` (lowercased).
  static func isStatusIndicator(_ target: String) -> Bool {
    let name = target.split(separator: ".").last.map(String.init) ?? target
    // `highlightedMessageId = nil`: an emphasis taken off what stays on screen.
    if name.hasPrefix("highlight") { return true }
    return statusWords.contains(where: name.contains) && !contentWords.contains(where: name.contains)
  }

  /// Seconds of the delay, from `.now() + 3`, `.seconds(4)`, `nanoseconds: 2_000_000_000`, `withTimeInterval: 600`,
  /// `.milliseconds(16000 / speed)` with `speed` a constant `resolve` knows.
  static func delay(of call: CodeCall, resolve: (String) -> Double? = { _ in nil }) -> Double? {
    switch call.name {
    case "asyncAfter":
      // A project's own `asyncAfter(seconds: 0.5)` (Toshi's `DispatchQueue` extension).
      if let seconds = call.arguments.first(labeled: "seconds") { return Self.seconds(in: seconds.text, resolve: resolve) }
      guard let deadline = call.arguments.first(labeled: "deadline") ?? call.arguments.first(labeled: "wallDeadline") else { return nil }
      let text = deadline.text
      // `.now()` alone: the next turn of the run loop, no delay at all (Distaff's sign-in hand-off).
      if ["now()", ".now()", "DispatchTime.now()", "DispatchWallTime.now()"].contains(text.filter { !$0.isWhitespace }) { return 0 }
      // Swift 2's spelling, `DispatchTime.now() + Double(Int64(seconds * Double(NSEC_PER_SEC))) /
      // Double(NSEC_PER_SEC)` (Beam's welcome screen): the seconds inside.
      if let nanos = text.range(of: "Double(Int64("), let times = text[nanos.upperBound...].range(of: "* Double(NSEC_PER_SEC)") {
        return seconds(in: String(text[nanos.upperBound..<times.lowerBound]), resolve: resolve)
      }
      guard let plus = text.lastIndex(of: "+") else { return nil }
      return seconds(in: String(text[text.index(after: plus)...]), resolve: resolve)
    case "sleep":
      if let nanos = call.arguments.first(labeled: "nanoseconds")?.numberLiteral { return nanos / 1e9 }
      if let value = call.arguments.first(labeled: "for") ?? call.arguments.first(labeled: "forTimeInterval") ?? call.arguments.firstUnlabeled {
        return seconds(in: value.text, resolve: resolve)
      }
      // `Task.sleep(until: .now + .seconds(0.25), clock: .continuous)` (PDF Easy's review flow).
      if let deadline = call.arguments.first(labeled: "until")?.text, let plus = deadline.lastIndex(of: "+") {
        return seconds(in: String(deadline[deadline.index(after: plus)...]), resolve: resolve)
      }
      return nil
    default:
      return (call.arguments.first(labeled: "withTimeInterval") ?? call.arguments.first(labeled: "timeInterval"))?.numberLiteral
    }
  }

  /// The call runs on a repeating timer's tick: in a method the timer's selector names
  /// (`Timer.scheduledTimer(…, selector: #selector(updateCounter), …, repeats: true)`, or
  /// `#selector(tick(_:))`), or in the timer's own closure (`scheduledTimer(withTimeInterval: 1,
  /// repeats: true) { … }`).
  static func runsOnATimersTick(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("repeats:"), let function = file.enclosingFunction(at: call.position.utf8Offset) else { return false }
    if let opener = file.closureOpener(at: call.position.utf8Offset, in: function),
       ["scheduledTimer", "Timer(", "Timer.publish"].contains(where: opener.contains) {
      return true
    }
    return ["#selector(\(function.name))", "#selector(self.\(function.name))", "#selector(\(function.name)(", "#selector(self.\(function.name)("]
      .contains(where: file.sourceContains)
  }

  /// `let delay: TimeInterval = afterChange ? 0.3 : (dragged ? 0.28 : 0.2)` in the function, before
  /// the call (Convos' menu closing after its animation), read as ``seconds(in:resolve:)`` reads a
  /// deadline.
  static func localDelay(named name: String, before call: CodeCall, in file: SwiftFileModel) -> Double? {
    // In a function, or in a property's closures (a view's `.task { }` in its `body`).
    guard let start = file.enclosingFunction(at: call.position.utf8Offset)?.position
      ?? file.behaviour.property(containing: call.position)?.start else { return nil }
    let text = file.text(from: start, to: call.position)
    guard let declaration = text.range(of: "let \(name)", options: .backwards) else { return nil }
    let rest = text[declaration.upperBound...]
    // `let delay`, not `let delayed`.
    guard let next = rest.first, next == " " || next == ":" || next == "=" else { return nil }
    guard let equals = rest.firstIndex(of: "="), let lineEnd = rest[equals...].firstIndex(of: "\n") else { return nil }
    // Only a type annotation between the name and `=`.
    guard rest[..<equals].allSatisfy({ $0 == ":" || $0 == " " || $0.isLetter }) else { return nil }
    let expression = rest[rest.index(after: equals)..<lineEnd]
    return seconds(in: String(expression))
  }

  /// `.now() + toastDuration` → `toastDuration`: a constant the model may know.
  static func delayName(of call: CodeCall) -> String? {
    guard call.name == "asyncAfter", let text = call.arguments.first(labeled: "deadline")?.text,
          let plus = text.lastIndex(of: "+") else { return nil }
    let name = text[text.index(after: plus)...].trimmingCharacters(in: .whitespaces)
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } && !name.isEmpty ? name : nil
  }

  /// `3`, ` 3.0`, `.seconds(4)`, `.milliseconds(500)`, `2_000_000_000`, `.milliseconds(16000 / speedInt)`:
  /// the whole expression is read, so a product or quotient is not taken for its first number.
  static func seconds(in text: String, resolve: (String) -> Double? = { _ in nil }) -> Double? {
    var trimmed = text.trimmingCharacters(in: .whitespaces)
    // `(animated ? 0.25 : 0)`: the longer of the two (Pyto waits out its 0.25 s fade); the choice
    // after the colon may choose again (`a ? 0.3 : (b ? 0.28 : 0.2)`, Convos' menu).
    if trimmed.hasPrefix("("), trimmed.hasSuffix(")") { trimmed = String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
    if let question = trimmed.firstIndex(of: "?"), let colon = trimmed[question...].firstIndex(of: ":"),
       !trimmed[trimmed.index(after: question)..<colon].contains("(") {
      let whenTrue = seconds(in: String(trimmed[trimmed.index(after: question)..<colon]), resolve: resolve)
      let whenFalse = seconds(in: String(trimmed[trimmed.index(after: colon)...]), resolve: resolve)
      guard let whenTrue, let whenFalse else { return nil }
      return max(whenTrue, whenFalse)
    }
    // (`DispatchTimeInterval.milliseconds(200)`, `Duration.seconds(2)`: the type written out.)
    for typeName in ["DispatchTimeInterval", "Duration"] where trimmed.hasPrefix(typeName + ".") {
      trimmed = String(trimmed.dropFirst(typeName.count))
    }
    for (prefix, scale) in [(".seconds(", 1.0), (".milliseconds(", 0.001), (".microseconds(", 1e-6), (".nanoseconds(", 1e-9)]
    where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")") {
      return product(String(trimmed.dropFirst(prefix.count).dropLast()), resolve: resolve).map { $0 * scale }
    }
    return product(trimmed, resolve: resolve)
  }

  /// The value of `16000 / speedInt`, `0.5 * 3`, `2_000`: numbers and named constants joined by
  /// `*` and `/`, read left to right; nil for anything else.
  static func product(_ text: String, resolve: (String) -> Double?) -> Double? {
    func operand(_ token: String) -> Double? {
      let token = token.trimmingCharacters(in: .whitespaces)
      if let number = Double(token.filter { $0 != "_" }) { return number }
      guard let first = token.first, first.isLetter || first == "_",
        token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
      return resolve(token)
    }
    var value: Double?
    var pending: Character?
    var token = ""
    for character in text + "*" {
      guard character == "*" || character == "/" else { token.append(character); continue }
      guard let number = operand(token) else { return nil }
      switch pending {
      case nil: value = number
      case "*": value = value.map { $0 * number }
      default: guard number != 0 else { return nil }; value = value.map { $0 / number }
      }
      pending = character
      token = ""
    }
    return value
  }

  /// A login screen whose error banner is dismissed after `timeInterval` when one is given, and a
  /// `call` of it (marked when the call gives a delay).
  static func errorBanner(call: String) -> RuleExample {
    RuleExample("""
      final class LoginViewController: UIViewController {
        func alertError(_ message: String, timeInterval: TimeInterval? = nil) {
          let alertView = TipsAlertView(message: message)
          alertView.show()
          if let timeInterval = timeInterval {
            \(call.contains("timeInterval:") ? "↓" : "")DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + timeInterval) { alertView.dismiss() }
          }
        }
        func loginFailed(_ message: String) { \(call) }
      }
      """)
  }

  /// A controller named `type` that moves on a second after its checks pass (marked unless it is
  /// a launch screen).
  static func movesOnAfterChecks(type: String, seconds: String = ".seconds(1)") -> RuleExample {
    RuleExample("""
      final class \(type): UIViewController {
        func update() {
          view.isUserInteractionEnabled = true
          \(type.contains("Launch") || type.contains("LogoAnimation") ? "" : "↓")DispatchQueue.main.asyncAfter(deadline: .now() + \(seconds)) {
            self.performSegue(withIdentifier: "showBase", sender: nil)
          }
        }
      }
      """)
  }

  /// A feedback sheet whose `function` closes it a second later (marked unless it sends the feedback).
  static func feedbackSheet(function: String) -> RuleExample {
    RuleExample("""
      struct RateAppView: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var showingThankYou = false
        var body: some View { Button("보내기") { \(function)() } }
        private func \(function)() {
          \(function.hasPrefix("submit") ? "" : "↓")DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            dismiss()
            showingThankYou = true
          }
        }
      }
      """)
  }

  /// A note screen that saves, shows `feedback`, then closes itself two seconds later (marked
  /// unless the feedback says it worked).
  static func closesAfterSaving(feedback: String) -> RuleExample {
    RuleExample("""
      final class NewNoteViewController: UIViewController {
        func save(_ note: Note) {
          api.add(note) { [weak self] error in
            guard let self else { return }
            if let error { self.showErrorAlert(message: error); return }
            self.\(feedback)
            \(feedback.lowercased().contains("success") ? "" : "↓")DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) {
              self.navigationController?.popViewController(animated: true)
            }
          }
        }
      }
      """)
  }

  /// A view drawing `content` that turns off the binding showing it a moment after it appears
  /// (Aman's animated splash; marked unless the content is only pictures).
  static func selfClosingView(content: String) -> RuleExample {
    RuleExample("""
      struct Entry: View {
        @State private var showsCover = true
        var body: some View { if !showsCover { HomeView() } else { DoorCover(isPresented: $showsCover) } }
      }
      struct DoorCover: View {
        @Binding var isPresented: Bool
        @State private var isOpen = false
        var body: some View {
          ZStack { \(content) }
            .onAppear {
              withAnimation(.easeInOut(duration: 0.8)) { isOpen = true }
              \(content.contains("Text") || content.contains("Button") ? "↓" : "")DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) {
                withAnimation { isPresented = false }
              }
            }
        }
      }
      """)
  }

  /// A root view that turns `flag` off five seconds after it appears (marked unless it is a
  /// splash screen's).
  static func splashFallback(flag: String) -> RuleExample {
    RuleExample("""
      struct RootView: View {
        @State private var \(flag) = true
        var body: some View { ZStack { HomeView(); if \(flag) { CoverView() } }.onAppear { startTimer() } }
        private func startTimer() {
          \(flag == "showSplash" ? "" : "↓")DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
            guard \(flag) else { return }
            withAnimation(.easeInOut(duration: 0.5)) { \(flag) = false }
          }
        }
      }
      """)
  }

  /// A delayed removal of a launch, splash or intro screen (`introVC.view.removeFromSuperview()`,
  /// `splashView.removeFromSuperview()`, a `SplashViewController` dismissing itself): every view
  /// the delayed code takes away is one shown while the app starts, and moving on from it to the
  /// first screen takes nothing from the person.
  /// `window?.rootViewController = splashViewController` (or `= SplashViewController()`) with a
  /// splash or launch screen made there.
  static func showsSplashAsRoot(before code: String) -> Bool {
    guard code.contains("rootViewController = ") else { return false }
    // The types the code makes (`SplashViewController()`), judged as the screen-title rule judges a splash screen.
    return code.components(separatedBy: "(").dropLast().contains { part in
      let name = String(part.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      return name.first?.isUppercase == true && UIKitScreenTitles.isSplashScreen(name)
    }
  }

  static func removesLaunchScreen(_ delayed: String, enclosingType: String?) -> Bool {
    let launchWords: Set<String> = ["splash", "launch", "intro"]
    let contentWords: Set<String> = ["tip", "hint", "toast", "banner", "message", "text", "label", "alert", "tutorial"]
    func words(_ name: String) -> [String] {
      var result: [String] = []
      var current = ""
      for character in name {
        if character.isUppercase || !(character.isLetter || character.isNumber) {
          if !current.isEmpty { result.append(current.lowercased()) }
          current = character.isLetter ? String(character) : ""
        } else {
          current.append(character)
        }
      }
      if !current.isEmpty { result.append(current.lowercased()) }
      return result
    }
    var removals = 0
    for line in delayed.split(separator: "\n") {
      // `showSplash = false` (Mr. Funny Jokes' fallback that ends its splash): a launch screen's
      // flag turned off. Other flags set beside it (`isLoading = false`) take nothing away.
      if let equals = line.range(of: "= false"), !line[..<equals.lowerBound].contains("=") {
        let receiver = line[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
        let names = words(String(receiver.split(separator: ".").last ?? ""))
        if names.contains(where: contentWords.contains) { return false }
        if names.contains(where: launchWords.contains) { removals += 1 }
        continue
      }
      for marker in [".removeFromSuperview()", ".removeFromParent()", "dismiss("] {
        guard let range = line.range(of: marker) else { continue }
        var receiver = String(line[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || "_.!?".contains($0) }.reversed())
        while let last = receiver.last, ".?!".contains(last) { receiver.removeLast() }
        if receiver.isEmpty || receiver == "self" { receiver = enclosingType ?? "" }
        let names = words(receiver)
        guard names.contains(where: launchWords.contains), !names.contains(where: contentWords.contains) else { return false }
        removals += 1
      }
    }
    return removals > 0
  }

  /// The call runs while the screen opens: in `viewDidLoad`/`viewWillAppear`/`viewDidAppear`, an
  /// `.onAppear` or `.task`, or a function of the file those call (up to three calls away).
  static func runsAsTheScreenOpens(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    let opening: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView"]
    if call.enclosingCalls.contains(where: { $0 == "onAppear" || $0 == "task" }) { return true }
    guard let function = call.function else { return false }
    var reached: Set<String> = [function]
    for _ in 0..<3 {
      if !reached.isDisjoint(with: opening) { return true }
      let callers = file.behaviour.functions.filter { declared in
        !reached.contains(declared.name) && reached.contains { file.text(from: declared.position, to: declared.end).contains($0 + "(") }
      }.map(\.name)
      if callers.isEmpty { return false }
      reached.formUnion(callers)
    }
    return !reached.isDisjoint(with: opening)
  }

  /// A type named for a spinner, a loading overlay or a press's feedback (`NVActivityIndicatorPresenter`,
  /// `ProgressHUD`, `LoadingView`, `PressFeedbackBody`).
  static func showsOnlyProgressOrAPress(_ type: String?) -> Bool {
    guard let type = type?.lowercased() else { return false }
    // (`LoadingView` removing itself after the interval it is shown for, Carmu's waiting overlay.)
    return ["activityindicator", "progresshud", "loadinghud", "loadingview", "loadingindicator", "spinner", "pressfeedback", "presshighlight"]
      .contains(where: type.contains)
  }

  /// Every view the delayed code removes is a snapshot or copy (`titleCopy`, `snapshotView`), or
  /// the code belongs to a transition animation (`…TransitioningAnimation`, `…Animator`): what
  /// goes away was drawn only for the animation.
  /// A page sheet's `show()`: a view named `removed` over the screen below, taken away a second
  /// later (marked unless it is the dimming layer).
  static func sheetDimming(removed: String) -> RuleExample {
    RuleExample("""
      final class PageSheetController: UIViewController {
        func show(over below: UIViewController) {
          let \(removed) = UIView()
          below.view.addSubview(\(removed))
          \(removed == "dimmedView" ? "" : "↓")DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: { [weak \(removed)] in
            \(removed)?.removeFromSuperview()
          })
          below.present(self, animated: false)
        }
      }
      """)
  }

  static func removesOnlyAnimationStandIns(_ delayed: String, enclosingType: String?) -> Bool {
    if let type = enclosingType?.lowercased(), ["transition", "animation", "animator", "animationcontroller"].contains(where: type.hasSuffix) { return true }
    var rest = Substring(delayed)
    var removed: [String] = []
    while let range = rest.range(of: ".removeFromSuperview()") {
      // (`dimmedView?.removeFromSuperview()`: the name before the optional's `?`.)
      let receiver = rest[..<range.lowerBound].reversed().drop { $0 == "?" || $0 == "!" }
      removed.append(String(receiver.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()).lowercased())
      rest = rest[range.upperBound...]
    }
    // A dimming layer put under a sheet while it opens (`dimmedView`, a backdrop) holds nothing to
    // read either, unless the same code closes something else too (`dismiss(animated:)`).
    let lower = delayed.lowercased().replacingOccurrences(of: " ", with: "")
    if ["dismiss(", "popviewcontroller", ".hide(", "ishidden=true"].contains(where: lower.contains) { return false }
    // (Or a celebration's burst put away once it has fallen, GymRats' `confettiView` 12 s after a
    // finished challenge: a passing decoration, as `statusWords` says of a flag.)
    return !removed.isEmpty && removed.allSatisfy { name in
      (["copy", "snapshot", "dimmed", "dimming", "backdrop", "scrim"] + passingDecorations).contains(where: name.contains)
    }
  }

  /// Names of what shows work under way: a progress alert, a loading dialog, a spinner.
  /// Code that puts words or another screen in front of the person (`label.text = receipt`,
  /// `present(…)`, an alert).
  static func showsSomethingNew(_ code: String) -> Bool {
    let compact = code.replacingOccurrences(of: " ", with: "")
    return [".text=", "title=", "present(", "pushViewController(", "show(", "Alert"].contains(where: compact.contains)
  }

  /// `hideLoadingView()`, `stopLoading()`, `hud.hide()`: the delayed code puts a loader away.
  static func putsProgressAway(_ delayed: String) -> Bool {
    let lower = delayed.lowercased()
    return ["hideloading", "hideloader", "stoploading", "hideprogress", "hidehud", "dismissloading", "removeloading",
            "hidespinner", "stopspinner", "hideactivityindicator"].contains(where: lower.contains)
  }

  static let progressWords = ["progress", "loading", "loader", "spinner", "activityindicator", "refreshcontrol"]

  /// The delayed code dismisses only things named for progress (`progressAlertController.dismiss(animated: true)`,
  /// `loadingAlert?.dismiss(...)`): an alert that said "One moment… 100%" closes once the work is done.
  static func dismissesOnlyProgress(_ delayed: String) -> Bool {
    var receivers: [String] = []
    // (`ANLoader.hide()`, `hud.hide(animated: true)`: a loader put away the same way; a chat's
    // pull-to-load-older `refreshControl.removeFromSuperview()` once all is shown, mist's.)
    for call in [".dismiss(", ".hide(", ".removeFromSuperview("] {
      var rest = Substring(delayed)
      while let range = rest.range(of: call) {
        let receiver = String(rest[..<range.lowerBound].reversed()
          .prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!" || $0 == "." }.reversed())
        receivers.append(receiver.split(separator: ".").last.map { $0.filter { $0 != "?" && $0 != "!" }.lowercased() } ?? "")
        rest = rest[range.upperBound...]
      }
    }
    // Nothing else is closed (`self.dismiss(…)` has an empty receiver here, so it fails the test).
    // (`ANLoader`: the word at either end, not anywhere: `downloaderBanner` is no loader.)
    return !receivers.isEmpty && receivers.allSatisfy { receiver in
      progressWords.contains(where: { receiver.hasPrefix($0) || receiver.hasSuffix($0) })
    }
  }

  /// The code sets a finished state (`self.page = .done`, `state = .success`), turns on a flag
  /// saying the person's action is done (`isReported = true`, Pocket's report form) or plays a
  /// success haptic (`notificationOccurred(.success)`, `play(haptic: .success)`).
  static func marksSuccess(_ code: String) -> Bool {
    let lower = HandlerReach.droppingComments(code).lowercased()
    if lower.contains("(.success)") || lower.contains("haptic: .success") { return true }
    let range = NSRange(lower.startIndex..., in: lower)
    return finishedState.firstMatch(in: lower, range: range) != nil || finishedFlag.firstMatch(in: lower, range: range) != nil
      || successFeedback.firstMatch(in: lower, range: range) != nil || successKind.firstMatch(in: lower, range: range) != nil
  }

  /// The code posts a notification named for a success (`Notification.Name("LoginSuccessed")`,
  /// `.signInSucceeded`).
  static func postsSuccess(_ code: String) -> Bool {
    var rest = Substring(code)
    while let range = rest.range(of: ".post(name:") {
      let name = rest[range.upperBound...].prefix { $0 != "," && $0 != ")" && $0 != "\n" }
      if IdentifierWords.words(in: String(name)).contains(where: ["success", "successed", "succeeded"].contains) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// The code before a call (its function's, up to it) leaves it in a success branch: the
  /// innermost open block is `if` on a success flag (`if isSuccess {`, `if result.succeeded {`), or
  /// the last `case` of the switch it is in is a success (`case .success:`, `case .success(let gift):`).
  /// A permission granted (`if granted {` in `requestAuthorization`'s answer) is a success too; a
  /// hop to the main queue inside the branch (`DispatchQueue.main.async {`) leaves it in it.
  static func isInSuccessBranch(before: String) -> Bool {
    let isSuccessWord = { (text: Substring) -> Bool in
      IdentifierWords.words(in: String(text)).contains { ["success", "succeeded", "granted"].contains($0) }
    }
    let openers = OpenBraceLine.openers(in: Array(before), stops: ["\n", ";"]).map { $0.trimmingCharacters(in: .whitespaces) }
    // (Not a test of failure: `== false`, `!= true`, a word saying it wasn't.)
    if let opener = openers.first(where: { !Self.mainQueueHops.contains($0) }),
       opener.hasPrefix("if "), !opener.contains("!"), !opener.contains("== false"), isSuccessWord(opener.dropFirst(3)),
       IdentifierWords.words(in: opener).allSatisfy({ !["not", "no", "denied", "refused", "fail", "failed", "failure", "error"].contains($0) }) {
      return true
    }
    // The last `case` line, when no brace opened since it is still open (the call is in its arm).
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    guard let caseLine = lines.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ") }) else { return false }
    let arm = lines[(caseLine + 1)...].joined(separator: "\n")
    let opened = arm.filter { $0 == "{" }.count, closed = arm.filter { $0 == "}" }.count
    let label = lines[caseLine].trimmingCharacters(in: .whitespaces)
    return opened == closed && label.hasSuffix(":") && isSuccessWord(label.dropFirst(5).prefix { $0 != "(" && $0 != ":" })
  }

  /// Blocks that only run their code on the main queue.
  static let mainQueueHops: Set<String> = ["DispatchQueue.main.async", "Task", "MainActor.run", "await MainActor.run"]

  private static let finishedState = try! NSRegularExpression(pattern: "[a-z0-9_)\\]]\\s*=\\s*\\.(done|success|succeeded|completed|finished)(?![a-z0-9_(])")
  /// A call showing that it worked (`showSuccessHUD(text: "Note added successfully!")`, `SVProgressHUD.showSuccess(…)`).
  private static let successFeedback = try! NSRegularExpression(pattern: "(?<![a-z0-9_])(show|present|display)[a-z0-9_]*succe(ss|ed)[a-z0-9_]*\\(")
  /// Feedback made of a success kind (`toast = Toast(type: .saved, …)`, Sachosaeng's profile editor).
  private static let successKind = try! NSRegularExpression(pattern: "\\(type:\\s*\\.(saved|success|succeeded|done|complete|completed)(?![a-z0-9_])")
  /// A flag saying the step is done (`savingIsDone = true`), or a check shown for it (`show_check = true`, OldOS).
  private static let finishedFlag = try! NSRegularExpression(
    pattern: "(?<![a-z0-9_])((is|did|has)?[a-z0-9_]*(reported|submitted|sent|saved|posted|completed|finished|succeeded|success|done)|show[a-z0-9_]*check(mark)?)\\s*=\\s*true(?![a-z0-9_])")

  /// The delayed code removes a view (`cover.removeFromSuperview()`) that the code before it added
  /// (`window.addSubview(cover)`) and sized to its whole container (`cover.frame = window.bounds`,
  /// or its height and width constrained equal to the container's).
  static func removesOwnWindowCover(delayed: String, before: String) -> Bool {
    var rest = Substring(delayed)
    while let range = rest.range(of: ".removeFromSuperview()") {
      let name = String(rest[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      rest = rest[range.upperBound...]
      guard !name.isEmpty, name != "self", before.contains("addSubview(\(name))") else { continue }
      let fillsFrame = before.contains("\(name).frame = ") && before.components(separatedBy: "\n")
        .contains { $0.contains("\(name).frame = ") && $0.contains(".bounds") }
      let fillsConstraints = before.contains("\(name).heightAnchor.constraint(equalTo: ")
        && before.contains("\(name).widthAnchor.constraint(equalTo: ")
        && before.components(separatedBy: "\n").contains { $0.contains("\(name).heightAnchor.constraint(equalTo: ") && $0.contains(".heightAnchor") && !$0.contains("multiplier") && !$0.contains("constant") }
      if fillsFrame || fillsConstraints { return true }
    }
    return false
  }

  /// Functions that run once a flow is over: `handleEndCallMessage`, `callDidEnd`, `hangUp`.
  static let flowEndedWords = ["endcall", "callended", "calldidend", "didendcall", "hangup", "didhangup", "callfinished"]

  /// What opens the closure holding a delayed dismissal when the flow is already over: an alert's
  /// action or dismissal callback (`addCloseAction {`, `UIAlertAction(title:style:handler:`,
  /// `onDismissAction = {`), or a success callback (`.on(value: {`, `onSuccess: {`).
  /// `submitFeedback`, `sendReport`, `saveNote`, `postComment`: named for handing over what was entered.
  static func sendsThePersonsInput(_ function: String) -> Bool {
    let words = IdentifierWords.words(in: function)
    guard let verb = words.first else { return false }
    return ["submit", "send", "save", "post", "publish"].contains(verb) && words.count > 1 || ["submit", "done"].contains(function)
  }

  /// `finishSurvey`, `completeSignUp`: a function named for ending the person's flow.
  static func finishesAFlow(_ function: String) -> Bool {
    let words = IdentifierWords.words(in: function)
    return words.count > 1 && ["finish", "complete"].contains(words[0])
  }

  /// The code sets text, unhides or adds a view, or presents one.
  static func showsSomething(_ code: String) -> Bool {
    let compact = code.filter { !$0.isWhitespace }
    return [".text=", "isHidden=false", "addSubview(", "present(", ".alpha=1"].contains(where: compact.contains)
  }

  static let finishedFlowOpeners = [
    "addaction", "closeaction", "cancelaction", "okaction", "uialertaction", "ondismiss", "dismissaction", "diddismiss",
    "dismisshandler", "on(value:", "onsuccess", "success:", "success {", "didsucceed", "didsave", "onsaved",
  ]

  /// The openers of every block still open at `position` in its function, innermost first
  /// (``closureOpener(of:in:)`` for each), without the function's own.
  /// In a view's `body` (a property), the blocks of its modifiers count too.
  static func closureOpeners(of position: SourcePosition, in file: SwiftFileModel) -> [String] {
    let start = file.behaviour.functions.last(where: { $0.position <= position && position <= $0.end })?.position
      ?? file.behaviour.property(containing: position)?.start
    guard let start else { return [] }
    return OpenBraceLine.openers(in: Array(file.text(from: start, to: position)), stops: ["\n", ";"])
      .filter { !$0.contains("func ") && !$0.contains("var ") }
  }

  /// The delay runs in answer to the person's choice: in a selection or tap handler
  /// (`tableView(_:didSelectRowAt:)`, `…Tapped`), or in a closure a menu action or a selection
  /// callback opens (`UIAction(title:…) { _ in`, `registerOptionSelectedHandler {`). For a
  /// dismissal, also that nothing is shown before it in that code (`isShown = true`, `isHidden =
  /// false`, a `show…` call), which the delay would then take away.
  static func followsThePersonsChoice(_ call: CodeCall, in file: SwiftFileModel, showingNothingBefore: Bool) -> Bool {
    guard let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) else { return false }
    let name = function.name.lowercased()
    let openers = closureOpeners(of: call.position, in: file).map { $0.lowercased() }
    // (A text view's link the person followed: `textView(_:shouldInteractWith:in:interaction:)`.)
    let header = file.text(from: function.position, to: call.position).prefix { $0 != "{" }
    let chosen = ["didselect", "tapped", "pressed", "clicked", "didtap", "picked", "selected"].contains(where: name.contains)
      || openers.contains { opener in ["uiaction(", "selected", "onselect", "didselect", "picked"].contains(where: opener.contains) }
      || header.contains("shouldInteractWith")
    guard chosen else { return false }
    guard showingNothingBefore else { return true }
    let before = file.text(from: function.position, to: call.position).lowercased().filter { !$0.isWhitespace }
    return !["=true", "ishidden=false", ".show(", "show(", "present(", "addsubview("].contains(where: before.contains)
  }

  /// `.onReceive(…sendCustomZap)`: the notification the app posts when the person sent,
  /// submitted or saved something, so what closes after it closes a finished flow.
  static func receivesFinishedAction(_ opener: String) -> Bool {
    guard opener.contains(".onreceive(") else { return false }
    return ["send", "sent", "submit", "saved", "posted", "completed", "finished", "succeeded"].contains(where: opener.contains)
  }

  /// The code before the innermost `{` still open at `position` in its function, on that brace's
  /// line: `alertController.addCloseAction ` for `alertController.addCloseAction { _ in … }`.
  static func closureOpener(of position: SourcePosition, in file: SwiftFileModel) -> String? {
    guard let function = file.behaviour.functions.last(where: { $0.position <= position && position <= $0.end }) else { return nil }
    // The closure passed to the delay call itself is not open yet at its position; the brace
    // found is the one around the delay call. The function's own brace holds no opener.
    guard let line = OpenBraceLine.opener(in: Array(file.text(from: function.position, to: position)), stops: ["\n", ";"]) else { return nil }
    return line.contains("func ") ? nil : line
  }

  /// The one statement of a closure (`{ dismiss() }` → `dismiss()`), nil for more or none.
  static func onlyStatement(of closure: String) -> String? {
    var text = Substring(closure.trimmingCharacters(in: .whitespacesAndNewlines))
    guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
    text = text.dropFirst().dropLast()
    // `{ [weak self] in … }`, `{ _ in … }`: the parameter clause goes.
    if let range = text.range(of: " in\n") ?? text.range(of: " in ") { text = text[range.upperBound...] }
    let statement = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !statement.isEmpty, !statement.contains("\n"), !statement.contains(";"), statement.hasSuffix(")") else { return nil }
    return statement
  }

  /// The file posts a VoiceOver announcement of a text (`UIAccessibility.post(notification:
  /// .announcement, argument: toast.accessibilityLabel)`, `AccessibilityNotification.Announcement(message)`).
  static func announcesText(in file: SwiftFileModel) -> Bool {
    let source = file.converter.source
    let text = source.text(from: 0, to: source.bytes.count)
    var rest = Substring(text)
    while let range = rest.range(of: "nnouncement") {
      let line = rest[range.upperBound...].prefix { $0 != "\n" }.lowercased()
      if ["text", "label", "message", "title", "toast"].contains(where: line.contains) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// Whether a repeating timer's closure in the file calls the function (`animate()`), an
  /// animation (`withAnimation`) that counts nothing: each run plays the same steps again. One
  /// that moves on (a word flashed after the next, a countdown's one banner) shows something new.
  static func isReplayedByARepeatingTimer(_ function: String, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("repeats: true"), file.behaviour.calls.contains(where: { timer in
      timer.name == "scheduledTimer" && timer.arguments.first(labeled: "repeats")?.boolLiteral == true
        && ByteSearch.contains(timer.closureText, word: function + "()")
    }) else { return false }
    let bodies = file.behaviour.functions.filter { $0.name == function }.map { file.text(from: $0.position, to: $0.end) }
    return !bodies.isEmpty && bodies.allSatisfy { body in
      body.contains("withAnimation") && !["+=", "-=", "%", "if "].contains(where: body.contains)
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // A way to extend or keep the content: the file names one, and then nothing is reported. The
    // search waits until there is something to report: most files have no delay.
    lazy var namesExtension = ["extend", "연장", "keepAlive", "resetTimer", "moreTime"].contains(where: file.sourceContains)
    let calls = file.behaviour.calls
    for call in calls where call.name == "asyncAfter" || call.name == "sleep"
      || (call.name == "scheduledTimer" && call.arguments.first(labeled: "repeats")?.boolLiteral == false) {
      let function = (call.function ?? "").lowercased()
      // A debounce, or a poll whose callback decides what happens: not a limit on the person.
      if ["debounce", "search", "check", "poll", "retry", "refresh", "reconnect"].contains(where: function.contains) { continue }
      // Closing a flow that has already ended (a call screen after the hang-up, a finished
      // session): nothing the person still needs goes away.
      if Self.flowEndedWords.contains(where: function.contains) { continue }
      // A step of an animation a repeating timer plays again and again (PATATA's polaroids on the
      // sign-in screen, `scheduledTimer(…, repeats: true) { _ in animate() }`): what it hides comes back.
      if let name = call.function, Self.isReplayedByARepeatingTimer(name, in: file) { continue }
      // The app's own scene swapping its window's root (Olympsis' launch screen, sign-in and
      // home, a second after the sign-in state changes): where the app goes, not content taken away.
      if let type = call.enclosingType, file.project.types.conformances(of: type).contains("App") { continue }
      // What runs after the delay: the closure, or for `Task.sleep` the rest of its task.
      var delayed = call.closureText
      if call.name == "sleep" {
        // The innermost task: an outer one's other code runs at once, not after this sleep
        // (Palace's sleep that only clears a flag, inside a task that goes on to sign in again).
        // Only what follows the sleep: code before it has run already (a `.task` that hides the
        // chrome at once, then loops sleeping to send a heartbeat: Prismedia's image viewer).
        let taskEnd = calls.last { $0.name == "Task" && $0.position < call.position && call.end <= $0.end }?.end
          ?? file.views.lazy.flatMap(\.modifiers).first { $0.name == "task" && $0.start <= call.position && call.end <= $0.end }?.end
        delayed = taskEnd.map { file.text(from: call.end, to: $0) } ?? ""
      }
      delayed = Self.droppingStoredClosures(Self.withoutActionHandlers(delayed, of: call, in: calls))
      // A delay of its own inside (a two-second wait before the join request, whose answer waits
      // two seconds more before closing: onboard's join screen): what it closes is that inner
      // delay's doing, judged there, not twice.
      if call.name == "asyncAfter" {
        // (Only a delay judged itself, a second or more: a fade's 0.3 s clean-up is the outer one's.)
        for nested in calls where nested.name == "asyncAfter" && call.position < nested.position && nested.end <= call.end && !nested.closureText.isEmpty
          && (Self.delay(of: nested).map { $0 >= 1 } ?? false) {
          delayed = delayed.replacingOccurrences(of: nested.closureText, with: "")
        }
      }
      // (A dismissal commented out dismisses nothing: Talent Torrent's password screens keep the
      // two-second wait with its only line commented out. Dropped last: the nested delays above
      // are found by their text, comments and all.)
      delayed = HandlerReach.droppingComments(delayed)
      guard let effect = Self.effect(of: delayed) else { continue }
      // A wait before showing something (Spend Stack's list picker, opened once a context menu
      // has closed): what it dismisses is in the callbacks of what it shows, run when the person acts.
      if effect == .dismisses, Self.onlyShowsSomethingLater(delayed) { continue }
      // The block that schedules it has already closed its screen (min's filter sheet: "Reset"
      // calls `onDismiss?()`, then tidies the sheet's pickers away 1.2 s later): nothing left to read.
      if effect == .dismisses, Self.closedBefore(call.position.utf8Offset, in: file) { continue }
      // The delay lifts a block (breadwallet's PIN lockout: the pad takes touches again): it gives
      // the person control back rather than taking content away.
      if Self.givesControlBack(delayed) { continue }
      // The delay runs in a `.task` or `.onAppear` of a view hidden from assistive technology and
      // from touch (Oscar's map credit fading after 5 s, also listed in Settings): a decoration
      // hiding itself, no content anyone reads or acts on.
      if let owner = file.views.first(where: { view in
        view.modifiers.contains { ["task", "onAppear"].contains($0.name) && $0.start <= call.position && call.end <= $0.end }
      }), owner.modifiers.contains(where: { $0.name == "accessibilityHidden" && $0.arguments.first?.value.boolLiteral == true }),
         owner.modifiers.contains(where: { $0.name == "allowsHitTesting" && $0.arguments.first?.value.boolLiteral == false }),
         // (What it hides is itself: its own opacity reads the state the delay sets, not another view's.)
         Self.targets(in: delayed.lowercased(), setTo: "false").contains(where: { target in
           let name = target.split(separator: ".").last.map(String.init) ?? target
           return owner.modifiers.contains { $0.name == "opacity" && IdentifierWords.mentions(name, in: ($0.arguments.first?.value.text ?? "").lowercased()) }
         }) { continue }
      // The delay runs in the `.onAppear` of a Lottie animation played once that takes no touch
      // (Keychy's effect burst, hidden after its 2.5 s): a decoration put away when it has played.
      if let owner = file.views.first(where: { view in
        view.name.hasPrefix("Lottie") && view.modifiers.contains { ["task", "onAppear"].contains($0.name) && $0.start <= call.position && call.end <= $0.end }
      }), owner.arguments.contains(where: { $0.value.text.hasSuffix("playOnce") }),
         owner.modifiers.contains(where: { $0.name == "allowsHitTesting" && $0.arguments.first?.value.boolLiteral == false }) { continue }
      // A delay counted to a date (`event.end.timeIntervalSinceNow`): a state that changes when an
      // event ends, not a limit on how long a person may take.
      if let deadline = call.arguments.first(labeled: "deadline")?.text ?? call.arguments.first(labeled: "withTimeInterval")?.text,
         deadline.contains("timeIntervalSinceNow") || deadline.contains("timeIntervalSince(") { continue }
      // `Constants.simulatingCryptocurrencyTime`: a member of a type of constants.
      func constant(_ name: String) -> Double? {
        if let value = file.constant(named: name, in: call.enclosingType)?.numberLiteral { return value }
        let parts = name.split(separator: ".")
        guard parts.count == 2, parts[0].first?.isUppercase == true else { return nil }
        return file.constant(named: String(parts[1]), in: String(parts[0]))?.numberLiteral
      }
      // A named delay: a constant, or a local `let` of the function (`.seconds(animationInterval / 3)`).
      var seconds = Self.delay(of: call) { name in constant(name) ?? Self.localDelay(named: name, before: call, in: file) }
      if seconds == nil, let name = Self.delayName(of: call) {
        seconds = constant(name)
          ?? Self.localDelay(named: name, before: call, in: file)
      }
      // (`.now()` inside a timer's tick, `updateCounter` counting a dismissal down: the timer is the delay.)
      if seconds == 0, Self.runsOnATimersTick(call, in: file) { seconds = nil }
      if let seconds, seconds < 1 { continue }
      // A delay given only when a caller passes one (`alertError(_:timeInterval: TimeInterval? = nil)`)
      // that no call passes: the dismissal never runs (Wisnuc's error banner).
      if seconds == nil, let name = Self.delayName(of: call),
         let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }),
         context.project.optionalParametersNeverPassed.contains(function.name + "." + name) { continue }
      // Another app was just opened (`UIApplication.shared.open(mailURL)`): the person is in it
      // while the delay runs, and the screen changes behind them (Open edX's feedback picker).
      if let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) {
        let before = file.text(from: function.position, to: call.position)
        if before.contains("UIApplication.shared.open(") || before.contains("openURL(") { continue }
      }
      // A screen that moves on by itself a moment after it opens (Waves' one-second "Generating
      // address…" before the address it made): a loading step on the way to what was asked for.
      if effect == .movesOn, let seconds, seconds <= 2, Self.runsAsTheScreenOpens(call, in: file) { continue }
      // A launch or splash screen moving on to the app a moment later (Digital Health Pass's
      // LaunchViewController, after its checks): the way in, not content taken away.
      // (Up to three seconds for a logo's animation, Fash's `LogoAnimationViewController`.)
      if effect == .movesOn, let seconds, let type = call.enclosingType,
         seconds <= 2 && ["Launch", "Splash"].contains(where: type.contains) || seconds <= 3 && type.contains("LogoAnimation") { continue }
      // A scene delegate that makes a splash screen the window's root, then moves on within three
      // seconds (YELL:O's `SplashViewController`, then the first screen after 2.3 s): the way in.
      if effect == .movesOn, let seconds, seconds <= 3,
         let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }),
         Self.showsSplashAsRoot(before: file.text(from: function.position, to: call.position)) { continue }
      // A move on a moment after work ends (the delayed code puts a loader away: kukai's social
      // sign-in), or a flow coordinator's next step once its screen's action is done (a
      // `PMSFlow`'s way to the tab bar after signing in): a loader or a finished step, nothing to read.
      // (Only when the function shows nothing new before the delay: no words set, no screen or alert.)
      if effect == .movesOn, let seconds, seconds <= 2,
         Self.putsProgressAway(delayed) || ["Flow", "Coordinator"].contains(where: { call.enclosingType?.hasSuffix($0) == true }),
         let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }),
         !Self.showsSomethingNew(file.text(from: function.position, to: call.position)) { continue }
      // The launch or intro screen taken away as the first screen comes in: a transition, no content.
      if effect == .dismisses, Self.removesLaunchScreen(delayed, enclosingType: call.enclosingType) { continue }
      // Snapshot copies taken down once a transition's animation has run (a push animation's
      // `largeTitleViewCopy.removeFromSuperview()`): stand-ins drawn for the animation, no content.
      if effect == .dismisses, Self.removesOnlyAnimationStandIns(delayed, enclosingType: call.enclosingType) { continue }
      // The type is a spinner's presenter or a press's highlight (NVActivityIndicatorPresenter's
      // minimum display time, buzz's `PressFeedbackBody`): what it hides is its own progress or press.
      if effect == .dismisses, Self.showsOnlyProgressOrAPress(call.enclosingType) { continue }
      let lower = delayed.lowercased()
      let isToast = ["toast", "snack", "notice", "banner", "hud", "undo"].contains(where: lower.contains)
        || ["toast", "snack", "notice", "banner", "hud"].contains(where: (call.enclosingType ?? "").lowercased().contains)
      // A progress alert or spinner taken down once the work it stood for is over: a status, with
      // nothing to read or use that goes away.
      if effect == .dismisses, Self.dismissesOnlyProgress(delayed) { continue }
      // A screen closing itself a moment after the person closed its confirmation alert, or after
      // what they did succeeded: the flow is over, nothing they still need goes away.
      // The opener may be any block around the call (`.then(onSuccess: { msg in if ok { … } })`).
      if effect == .dismisses, !isToast, Self.closureOpeners(of: call.position, in: file).contains(where: { opener in
        let opener = opener.lowercased()
        return Self.finishedFlowOpeners.contains(where: opener.contains) || Self.receivesFinishedAction(opener)
      }) { continue }
      // The same dismissal also runs at once on another path (`case (true, .some): asyncAfter(2)
      // { dismiss() }` beside `default: dismiss()`): the person asked to close, and the delay only
      // lets feedback show first (Session's message actions).
      if effect == .dismisses, !isToast, let statement = Self.onlyStatement(of: delayed),
         let extent = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }).map({ ($0.position, $0.end) })
           ?? file.behaviour.property(containing: call.position).map({ ($0.start, $0.end) }),
         file.text(from: extent.0, to: call.position).contains(statement) || file.text(from: call.end, to: extent.1).contains(statement) {
        continue
      }
      // The delayed code tells the app the person's step worked (`post(name: Notification.Name(
      // "LoginSuccessed"))`, then the login screen closes): the flow is over.
      if effect == .dismisses, !isToast, Self.postsSuccess(delayed), delayed.contains("dismiss(") || delayed.contains("popViewController") { continue }
      if effect == .dismisses, !isToast, let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) {
        let before = file.text(from: function.position, to: call.position)
        // In the branch for a success (`if isSuccess {`, `case .success:`): the flow is over.
        if Self.isInSuccessBranch(before: before) { continue }
        // In the function that sends what the person wrote (`submitFeedback()`, `sendReport()`):
        // they asked to be done, and the screen closes a moment after.
        if Self.sendsThePersonsInput(function.name) { continue }
        // The person's action just succeeded (`page = .done`, a success haptic): the screen closing
        // itself a moment later ends a finished flow.
        if Self.marksSuccess(before) { continue }
        // A cover over the whole window that this function put up and now takes down (an
        // account-switch or launch transition): a moment between screens, no content.
        if Self.removesOwnWindowCover(delayed: delayed, before: before) { continue }
      } else if effect == .dismisses, !isToast, let property = file.behaviour.property(containing: call.position) {
        // In a view's property (a `Button` action in `body`): the statements just before the call
        // (`viewModel.savingIsDone = true`, UMM's manual record closing 2 s after it is saved).
        let start = max(property.start.utf8Offset, call.position.utf8Offset - 400)
        if Self.marksSuccess(file.converter.source.text(from: start, to: call.position.utf8Offset)) { continue }
      }
      // Taking away a view an animation around the call has just faded out (`UIView.animate {
      // alpha = 0.0; asyncAfter(1) { removeFromSuperview() } }`, Commun's hint): the view is already
      // gone; the limit, if any, is the delay that started the fading.
      if effect == .dismisses, Self.closureOpeners(of: call.position, in: file).first?.contains("animate") == true {
        let before = file.converter.source.text(from: max(0, call.position.utf8Offset - 240), to: call.position.utf8Offset)
          .replacingOccurrences(of: " ", with: "")
        if before.contains("alpha=0") || before.contains("isHidden=true") { continue }
      }
      // A wait after a failed request before trying it again (Mundo's account not ready yet:
      // `catch { asyncAfter(4) { Task { try await … } } }`): the app waits on a server, not on the person.
      if Self.closureOpeners(of: call.position, in: file).contains(where: { $0.contains("catch") }),
         delayed.contains("try ") || delayed.contains("await ") { continue }
      // A sign-out or a move on only while an answer the app waits for is still missing (DevLog's
      // `if loginVM.signIn == nil { signOut() }` ten seconds into an automatic sign-in): a timeout
      // on a request, not on anything the person does.
      if effect == .signsOut || effect == .movesOn, Self.waitsOnlyForAMissingAnswer(delayed) { continue }
      // A sign-out a moment after the person confirmed it (`clickedButtonAccept` on a log-out
      // dialog, a handler named for the tap or the confirmation): their own choice, paced. (An
      // inactivity timer, `resetLogoutTimer()`, stays a limit.)
      if effect == .signsOut, let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }),
         ["clicked", "tapped", "pressed", "didtap", "didpress", "accept", "confirm", "didconfirm", "didaccept"].contains(where: function.name.lowercased().hasPrefix) { continue }
      // The next screen after the person finished a flow (`finishSurvey()`, DIMODAMO's design test:
      // a loading animation, then the result): their own step, paced.
      // (Nothing shown on the way to read: no text set, no view unhidden or presented.)
      if effect == .movesOn, let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }),
         Self.finishesAFlow(function.name), !Self.showsSomething(file.text(from: function.position, to: call.position)) { continue }
      // The next screen a moment after what the person asked for succeeded (a permission they
      // granted in an onboarding step, PINGPONG's `if granted {`): their flow goes on.
      if effect == .movesOn, let seconds, seconds <= 2,
         let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }),
         Self.isInSuccessBranch(before: file.text(from: function.position, to: call.position)) { continue }
      // The person just chose something (a row, a menu action, a picker's option) and the picker
      // closes, or the screen they chose opens, a moment later: their own step, paced, with
      // nothing shown just before that goes away (AGPU's filter and page pickers, its menu's map).
      if effect == .dismisses && !isToast || effect == .movesOn, let seconds, seconds <= 2,
         Self.followsThePersonsChoice(call, in: file, showingNothingBefore: effect == .dismisses) { continue }
      // A view showing only a picture (a success checkmark over a blur) that takes itself off the
      // screen: a status shown for a moment, with nothing to read or use that goes away.
      if effect == .dismisses, let type = call.enclosingType,
         TransientPicture.removesSelf(HandlerReach.reachedText(from: delayed, in: file)),
         TransientPicture.showsNothingToRead(type, in: file) { continue }
      // A SwiftUI flag that shows only shapes and images (a star burst after a double tap) turned
      // off: an animation overlay ending, nothing to read or use goes away.
      if effect == .dismisses, !isToast, TransientPicture.onlyEndsPictureOverlay(delayed, in: file) { continue }
      // A view of only pictures turning off the binding that shows it (an animated splash's
      // `isPresented = false`): nothing to read or use goes away.
      if effect == .dismisses, !isToast, TransientPicture.onlyClosesPictureView(delayed, type: call.enclosingType, in: file) { continue }
      // A toast whose text the same file posts as a VoiceOver announcement is heard when it appears.
      if isToast, Self.announcesText(in: file) { continue }
      let after = seconds.map { LocalizedText(en: "after \(FlashingContentRule.format($0)) s", ko: "\(FlashingContentRule.format($0))초 뒤") }
        ?? LocalizedText(en: "after a delay", ko: "일정 시간 뒤")
      let what: LocalizedText
      switch effect {
      case .signsOut: what = LocalizedText(en: "signs the person out", ko: "로그아웃시키는데")
      case .movesOn: what = LocalizedText(en: "moves on to another screen", ko: "다른 화면으로 넘어가는데")
      case .dismisses: what = isToast
        ? LocalizedText(en: "dismisses this toast or banner", ko: "이 토스트나 배너를 닫는데")
        : LocalizedText(en: "dismisses content", ko: "콘텐츠를 닫는데")
      }
      let advice = isToast
        ? LocalizedText(en: "VoiceOver users may not reach it in time; if it carries an action (undo, retry) keep it until dismissed, and post its text as an announcement",
                        ko: "VoiceOver 사용자는 제때 닿지 못할 수 있습니다. 실행 취소나 다시 시도 같은 동작이 있다면 사용자가 닫을 때까지 남겨 두고, 내용을 안내로 게시하세요")
        : LocalizedText(en: "people who need more time lose it; let them extend or turn off the limit, or warn them before it ends",
                        ko: "시간이 더 필요한 사람은 기회를 잃습니다. 제한을 연장하거나 해제할 수 있게 하거나, 끝나기 전에 알리세요")
      if namesExtension { return }
      context.report(at: call.position, LocalizedText(
        en: "This code \(what.en) \(after.en) with no way to extend it: \(advice.en)",
        ko: "이 코드는 \(after.ko) \(what.ko) 연장할 방법이 없습니다. \(advice.ko)"),
        // An unknown delay may be a short debounce: information to check, not a warning.
        severity: seconds == nil ? .info : nil, needsReview: seconds == nil)
    }
  }
}
