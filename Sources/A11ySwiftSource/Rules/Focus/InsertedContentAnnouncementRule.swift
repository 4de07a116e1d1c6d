import A11yCore
import Foundation

/// Errors, banners and toasts that appear in response to an event while VoiceOver is elsewhere,
/// with nothing telling VoiceOver they appeared.
public struct InsertedContentAnnouncementRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "inserted-content-announcement",
    title: LocalizedText(
      en: "Announce errors, banners and toasts that appear",
      ko: "나타나는 오류, 배너, 토스트는 알려 주어야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.1: focus moves in a logical order and reaches every meaningful thing, and the guideline's \
        technique for content that changes is to post a layout-changed notification so focus can move to it. An \
        error text, a banner or a toast inserted with `if showError { ... }` after a tap appears somewhere on \
        screen, but VoiceOver stays on the button that was pressed and says nothing: the person doesn't learn the \
        form failed or the order was saved. Post `AccessibilityNotification.Announcement(message).post()` \
        (UIKit: `UIAccessibility.post(notification: .announcement, argument:)`, or `.layoutChanged` with the \
        new view to move focus to it), or move focus with `@AccessibilityFocusState`. Reported as information: \
        the event's handler may announce it in a file this rule doesn't see. (WCAG 4.1.3; NIA 2.1, 1.6.)
        """,
      ko: """
        검사 항목 2.1: 초점은 논리적인 순서로 의미 있는 모든 것에 이동해야 하며, 지침은 내용이 바뀔 때 레이아웃 변경 알림을 보내 \
        초점이 새 내용으로 갈 수 있게 하는 기법을 제시합니다. 버튼을 누른 뒤 `if showError { ... }`로 넣은 오류 문구, 배너, 토스트는 \
        화면 어딘가에 나타나지만 VoiceOver는 누른 버튼에 머문 채 아무 말도 하지 않아, 사용자는 입력이 실패했는지 주문이 저장됐는지 \
        알 수 없습니다. `AccessibilityNotification.Announcement(message).post()`(UIKit은 \
        `UIAccessibility.post(notification: .announcement, argument:)`, 또는 새 뷰로 초점을 옮기는 `.layoutChanged`)를 보내거나 \
        `@AccessibilityFocusState`로 초점을 옮기세요. 이벤트 처리 코드가 이 규칙이 보지 못하는 다른 파일에서 알릴 수도 있으므로 \
        정보로 보고합니다. (WCAG 4.1.3, NIA 2.1, 1.6)
        """),
    defaultSeverity: .info,
    checkpoints: [.focus], wcag: ["4.1.3"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        // The Korean neighbour: "저장한 음식" shown with the mode is news.
        "struct AddCarbs: View { @ObservedObject var foodSearchState: FoodSearchState\n var body: some View { VStack { if foodSearchState.showSavedFoods { ↓Text(\"저장한 음식\") } } } }",
        // The neighbour of the button shown with a mode: words shown with it are news.
        "struct AddCarbs: View { @ObservedObject var foodSearchState: FoodSearchState\n var body: some View { VStack { if foodSearchState.showSavedFoods { ↓Text(\"Saved foods\") } } } }",
        // The neighbour of the header setting up its button: a setter showing a notice it is given.
        "final class FormView: UIView {\n  let noticeLabel = UILabel()\n  func setNotice(_ text: String) {\n    noticeLabel.text = text\n    ↓self.addSubview(noticeLabel)\n  }\n}",
        // The neighbour of the ad banner: a notice banner shown when saving fails.
        "final class MainTabBarController: UITabBarController {\n  let bannerView = UIView()\n  func saveDidFail() {\n    ↓bannerView.isHidden = false\n  }\n}",
        // The toast's window is shown while the app's main window is made key: VoiceOver stays there.
        "final class ToastWindowManager {\n  var toastWindow: UIWindow?\n  var mainWindow: UIWindow?\n  func show() {\n    ↓toastWindow?.isHidden = false\n    mainWindow?.makeKeyAndVisible()\n  }\n}",
        // The neighbour of the key alert window: shown without being made key.
        "final class AlertWindowManager {\n  var alertWindow: UIWindow?\n  func show() {\n    ↓alertWindow?.isHidden = false\n    alertWindow?.rootViewController = UIViewController()\n  }\n}",
        // The neighbour of the helper run on appearing: its message comes later, when a task fails.
        "struct LaunchView: View {\n @State private var errorMessage: String?\n var body: some View { VStack { if let err = errorMessage { ↓Text(err).foregroundColor(.red) }\n Text(\"홈\") }.onAppear { loadUser() } }\n private func loadUser() { Task { do { try await store.load() } catch { errorMessage = \"불러오지 못했어요\" } } } }",
        // The neighbour of the helper run on appearing: a Retry button runs it too.
        "struct CommunityLibView: View {\n @State private var webURL: URL?\n @State private var errorMessage: String?\n let inputURL: String\n var body: some View { VStack { if let err = errorMessage { ↓Text(err).foregroundColor(.red) }\n WebView(url: webURL); Button(\"다시 시도\") { loadURL() } }.onAppear { loadURL() } }\n private func loadURL() { if let u = URL(string: inputURL) { webURL = u; errorMessage = nil } else { webURL = nil; errorMessage = \"잘못된 주소\" } } }",
        // The neighbour of the developer-mode toast: the same toast also set after the debug block closes.
        "struct DevicePage: View {\n  @State private var devModeToast: String?\n  var body: some View {\n    DeviceCard()\n      .onTapGesture {\n        #if DEBUG\n        log()\n        #endif\n        devModeToast = \"저장됨\"\n      }\n      .overlay { if let toast = devModeToast { ↓Text(toast) } }\n  }\n}",
        // The neighbour of the checkout card: the error line appears on its own flag, with no alert for it.
        checkOut(card: "if showError { ↓Text(\"결제 오류가 났습니다\") }", action: "showError = true"),
        // The neighbour of the notifications warning: the toggle's action also sets it.
        """
        struct NotificationSettings: View {
          @State private var showWarning = false
          var body: some View {
            List {
              if showWarning { ↓Text("알림이 꺼져 있습니다. 설정에서 켜 주세요") }
              Toggle("새 메일", isOn: $newMail).onChange(of: newMail) { _ in notificationsEnabled { enabled in showWarning = !enabled } }
            }
            .onAppear { notificationsEnabled { enabled in showWarning = !enabled } }
          }
        }
        """,
        // The neighbour of the login with an alert: the alert shows for another failure, the error line alone here.
        """
        struct LoginInput: View {
          @State private var hasLoginError = false
          @State private var showErrorAlert = false
          var body: some View {
            VStack {
              if hasLoginError { ↓Text("로그인에 실패했습니다").foregroundStyle(.red) }
              Button("로그인") { performLogin() }
            }
            .alert("네트워크 오류", isPresented: $showErrorAlert) { Button("확인") {} }
          }
          func performLogin() { hasLoginError = true }
          func networkFailed() { showErrorAlert = true }
        }
        """,
        // The neighbour of the restore warning: an action sets it back, so it appears again.
        """
        struct Restore: View {
          @State var acceptedWarning = false
          var body: some View {
            if !acceptedWarning {
              ↓VStack { Text("경고: 복구 문구를 아무에게도 보여 주지 마세요"); Button("다음") { acceptedWarning = true } }
            } else {
              Button("처음으로") { acceptedWarning = false }
            }
          }
        }
        """,
        """
        struct SignIn: View {
          @State var showError = false
          var body: some View {
            VStack {
              SecureField("비밀번호", text: $password)
              if showError {
                ↓Text("비밀번호가 맞지 않습니다").foregroundStyle(.red)
              }
              Button("로그인") { showError = !check(password) }
            }
          }
        }
        """,
        """
        struct Menu: View {
          @State var showSavedToast = false
          var body: some View {
            List { Button("Add to favourites") { withAnimation { showSavedToast = true } } }
              .overlay(alignment: .bottom) {
                if showSavedToast { ↓Label("Saved", systemImage: "checkmark") }
              }
          }
        }
        """,
        "struct DeleteAccount: View { @ObservedObject var viewModel: DeleteAccountViewModel\n var body: some View { ZStack { Form { Button(\"계정 삭제\") { viewModel.delete() } }\n if viewModel.showError { ↓SnackBarView(message: viewModel.errorMessage) } } } }",
        // The neighbour of the banner never set: the model sets it when the post is done.
        "struct PostFlow: View { @ObservedObject var viewModel: PostFlowViewModel\n var body: some View { ZStack { Form { Button(\"게시\") { viewModel.post() } }\n if viewModel.showSuccessBanner { ↓Text(\"게시했습니다\") } } } }\nfinal class PostFlowViewModel: ObservableObject { @Published var showSuccessBanner = false\n func post() { upload(); showSuccessBanner = true } }",
        "extension UIView {\n func showToast(_ toast: UIView) {\n toast.alpha = 0\n ↓self.addSubview(toast)\n UIView.animate(withDuration: 0.3) { toast.alpha = 1 } } }",
        "final class SignInViewController: UIViewController {\n let errorLabel = UILabel()\n override func viewDidLoad() { super.viewDidLoad(); errorLabel.isHidden = true }\n func signInFailed(_ message: String) {\n errorLabel.text = message\n ↓errorLabel.isHidden = false } }",
        // The neighbour of the empty conversation's notice: shown when sending fails.
        messageStream(shownWhen: "false"),
        // A helper a set-up function calls from an observer's closure (Zotero's share screen): run on each event.
        "final class ShareViewController: UIViewController {\n let failureLabel = UILabel()\n override func viewDidLoad() { super.viewDidLoad(); model.observe { [weak self] state in self?.show(state) } }\n private func show(_ state: State) {\n failureLabel.text = state.message\n ↓failureLabel.isHidden = false } }",
        // A helper other files may call (safe{wallet}'s `setError(_:)`, cleared as the field is built).
        "final class FormField: UIView {\n let errorLabel = UILabel()\n func commonInit() { setError(nil) }\n func setError(_ message: String?) {\n errorLabel.text = message\n ↓errorLabel.isHidden = message == nil } }",
        // A helper only an update after a failed load calls (Pera's asset screen): shown after an event.
        "final class AssetViewController: UIViewController {\n let errorView = UIView()\n func updateUIWhenDataDidFailToLoad() { addError() }\n private func addError() { ↓view.addSubview(errorView) } }",
        // A helper the screen's set-up calls, and an event too: shown again after something happened.
        // The neighbour of the home-module cell: a plain view shows its error view on the same call.
        "final class ProfileModule: UIView {\n let errorView = UIView()\n func setModuleInfo(_ info: ProfileInfo?) {\n guard let info else { ↓errorView.isHidden = false; return }\n show(info) } }",
        "final class ConfirmView: UIView {\n let warningLabel = UILabel()\n func customize(_ theme: Theme) { addWarningLabel(theme) }\n func transferFailed() { addWarningLabel(.error) }\n private func addWarningLabel(_ theme: Theme) {\n warningLabel.text = \"전송에 실패했습니다\"\n ↓addSubview(warningLabel) } }",
        // A message and its icon shown by one event: one finding, at the message.
        "final class ServerViewController: UIViewController {\n let errorLabel = UILabel()\n let errorImage = UIImageView()\n let errorInfoLink = UITextView()\n func showError(_ message: String) {\n errorLabel.text = message\n errorImage.isHidden = false\n ↓errorLabel.isHidden = false\n errorInfoLink.isHidden = false } }",
        // Added in the project's `addSubviews()` and again lazily on the first failure, shown by
        // unhiding it: one finding, where it is unhidden.
        "final class SyllabusView: UIView {\n let errorPlaceholderView = UIView()\n func addSubviews() { self.addSubview(self.errorPlaceholderView) }\n func loadFailed() { if errorPlaceholderView.superview == nil { self.addSubview(self.errorPlaceholderView) }\n ↓self.errorPlaceholderView.isHidden = false } }",
        // The neighbour of the notices list: added when a request fails, not as the screen is made.
        "final class NoticeContentView: BaseView {\n private let noticeStackView = UIStackView()\n func requestFailed() {\n ↓addSubview(noticeStackView) } }",
        // The neighbour of the set-up hook: a function that only starts with its name, run when a request fails.
        "final class NoticeContentView: BaseView {\n private let errorLabel = UILabel()\n func setUIForFailure(_ message: String) {\n errorLabel.text = message\n ↓addSubview(errorLabel) } }",
        // The neighbour of the ad banner: the app's own banner, added when the post fails.
        "final class ArticleViewController: UIViewController {\n  let errorBanner = UIView()\n  func postFailed() { ↓view.addSubview(errorBanner) }\n}",
      ],
      nonTriggering: [
        // The same in Korean: "새로 만들기" names a control.
        "struct AddCarbs: View { @ObservedObject var foodSearchState: FoodSearchState\n var body: some View { VStack { if foodSearchState.showSavedFoods { Button(action: { create() }) { Label(\"새로 만들기\", systemImage: \"plus.circle.fill\") } } } } }",
        // A button shown with a mode (iAPS's "New" while saved foods are listed): a control, not news.
        "struct AddCarbs: View { @ObservedObject var foodSearchState: FoodSearchState\n var body: some View { VStack { if foodSearchState.showSavedFoods { Button(action: { create() }) { Label(\"New\", systemImage: \"plus.circle.fill\") } } } } }",
        // Built as the view is made, in a `setView()` hook and a function named for the view it sets up (Kkamagnoon's popup and header).
        "final class PopUpView: UIView {\n  let alertTitleLabel = UILabel()\n  override init(frame: CGRect) { super.init(frame: frame); setView() }\n  func setView() { self.addSubview(alertTitleLabel) }\n}",
        "final class ChattingRoomView: BaseView {\n  let matchNoticeBanner = UIView()\n  override func hierarchy() { super.hierarchy(); addSubview(matchNoticeBanner) }\n}",
        "final class ElloTextFieldView: View {\n  let errorLabel = UILabel()\n  override func arrange() { addSubview(errorLabel) }\n}",
        "final class HeaderView: UIView {\n  let noticeButton = UIButton()\n  override init(frame: CGRect) { super.init(frame: frame); setNoticeButton() }\n  func setNoticeButton() { self.addSubview(noticeButton) }\n}",
        // A notifications list added after its data loads (Smileflower's `tableViewAlert`), and an ad banner.
        "final class HomeAlertViewController: UIViewController {\n  let tableViewAlert = UITableView()\n  func notificationsLoaded() { view.addSubview(tableViewAlert) }\n}",
        "final class ArticleViewController: UIViewController {\n  var bannerView: GADBannerView!\n  func adLoaded() { view.addSubview(bannerView) }\n}",
        // An alert shown in a window of its own made key (Purithm's alert window): VoiceOver moves into it.
        "final class AlertWindowManager {\n  var alertWindow: UIWindow?\n  func show() {\n    alertWindow?.isHidden = false\n    alertWindow?.rootViewController = UIViewController()\n    alertWindow?.makeKeyAndVisible()\n  }\n}",
        // An ad banner shown once an ad arrives (RoomReviewer's AdMob banner, its class unprefixed).
        "final class MainTabBarController: UITabBarController {\n  let bannerView = UIView()\n}\nextension MainTabBarController: BannerViewDelegate {\n  func bannerViewDidReceiveAd(_ bannerView: BannerView) {\n    bannerView.isHidden = false\n  }\n}",
        // The message is set only by a private helper the screen runs as it appears (Sora's community page).
        "struct CommunityLibView: View {\n @State private var webURL: URL?\n @State private var errorMessage: String?\n let inputURL: String\n var body: some View { VStack { if let err = errorMessage { Text(err).foregroundColor(.red) }\n WebView(url: webURL) }.onAppear { loadURL() } }\n private func loadURL() { if let u = URL(string: inputURL) { webURL = u; errorMessage = nil } else { webURL = nil; errorMessage = \"잘못된 주소\" } } }",
        // The notices list put in place by the base class's set-up hook (`setUI()`), as the screen is made.
        "final class NoticeContentView: BaseView {\n private let noticeStackView = UIStackView()\n override func setUI() {\n addSubview(noticeStackView) } }",
        // A developer-mode toast set only in code debug builds compile.
        "struct DevicePage: View {\n  @State private var devModeToast: String?\n  var body: some View {\n    DeviceCard()\n      .onTapGesture {\n        #if DEBUG\n        devModeToast = \"개발자 모드\"\n        #endif\n      }\n      .overlay { if let toast = devModeToast { Text(toast) } }\n  }\n}",
        // The checkout card is hidden while the state's own alert says the order went through.
        checkOut(card: "if !showSuccessAlert { Text(\"결제 오류가 나면 다시 시도하세요\") }", action: "showSuccessAlert = true"),
        // GitSpace's README section: the failure is set by the screen's own first load (`.onViewDidLoad`).
        """
        struct RepositoryDetail: View {
          @State private var isFailedToLoadReadme = false
          var body: some View {
            ScrollView {
              if isFailedToLoadReadme { Text("README를 불러오지 못했습니다") }
            }
            .onViewDidLoad { Task { if await !viewModel.loadReadme() { isFailedToLoadReadme = true } } }
          }
        }
        """,
        // Infomaniak Mail's notifications warning: set from the system's settings as the screen
        // appears and when the app comes back to the foreground; no action on the screen shows it.
        """
        struct NotificationSettings: View {
          @State private var showWarning = false
          var body: some View {
            List {
              if showWarning { Text("알림이 꺼져 있습니다. 설정에서 켜 주세요") }
              Toggle("새 메일", isOn: $newMail)
            }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
              notificationsEnabled { enabled in showWarning = !enabled }
            }
            .onAppear { notificationsEnabled { enabled in showWarning = !enabled } }
          }
        }
        """,
        // Shown as the screen appears, when the account is already blocked (Yona): there when VoiceOver lands on the screen.
        "final class LoginViewController: UIViewController {\n let blockedMessageLabel = UILabel()\n override func viewWillAppear(_ animated: Bool) {\n super.viewWillAppear(animated)\n if isBlocked { return showUserBlockedScreen() } }\n fileprivate func showUserBlockedScreen() {\n blockedMessageLabel.text = \"계정이 잠겼습니다\"\n blockedMessageLabel.isHidden = false } }",
        // Spawn's title field: a red asterisk beside it on the same error is a mark, no message.
        """
        struct TitleField: View {
          @State private var showTitleError = false
          var body: some View {
            HStack {
              TextField("제목", text: $title)
              if showTitleError { Text("*").foregroundStyle(.red) }
            }
            Button("다음") { showTitleError = title.isEmpty }
          }
        }
        """,
        // Spawn's login: the error line appears with an alert that says the same; the system announces the alert.
        """
        struct LoginInput: View {
          @State private var hasLoginError = false
          @State private var showErrorAlert = false
          var body: some View {
            VStack {
              if hasLoginError { Text("로그인에 실패했습니다").foregroundStyle(.red) }
              Button("로그인") { performLogin() }
            }
            .alert("로그인 오류", isPresented: $showErrorAlert) { Button("확인") {} }
          }
          func performLogin() {
            hasLoginError = true
            showErrorAlert = true
          }
        }
        """,
        // Helpers only the screen's set-up calls (Pera's `customize(_:)` adding each view): content, not news.
        "final class ConfirmView: UIView {\n let warningLabel = UILabel()\n let warningIconView = ImageView()\n func customize(_ theme: Theme) { addWarningLabel(theme) }\n private func addWarningLabel(_ theme: Theme) {\n warningLabel.text = \"되돌릴 수 없습니다\"\n addSubview(warningLabel)\n addWarning(icon: theme.icon) }\n private func addWarning(icon: Image) { addSubview(warningIconView) }\n func closed() { warningIconView.isHidden = false } }",
        // Phoenix's restore warning: shown from the start, its Next button only takes it away.
        """
        struct Restore: View {
          @State var acceptedWarning = false
          var body: some View {
            if !acceptedWarning {
              VStack { Text("경고: 복구 문구를 아무에게도 보여 주지 마세요"); Button("다음") { acceptedWarning = true } }
            } else {
              SeedEntry()
            }
          }
        }
        """,
        // LoopFollow's banner: shown as the screen appears, closed by its own button.
        """
        struct Meal: View {
          @State var showOrderBanner = false
          var body: some View {
            Form {
              if showOrderBanner { HStack { Text("입력 순서가 바뀌었습니다"); Button("닫기") { showOrderBanner = false } } }
            }
            .onAppear { if !hasSeenChange { showOrderBanner = true } }
          }
        }
        """,
        "final class SignInViewController: UIViewController {\n let errorLabel = UILabel()\n func signInFailed(_ message: String) {\n errorLabel.text = message\n errorLabel.isHidden = false\n UIAccessibility.post(notification: .announcement, argument: message) } }",
        // The warning icon beside the message: the label carries it (reported where it is shown).
        "final class NicknameView: UIView {\n let warningIcon = UIImageView()\n func setHiddenWarning(_ isHidden: Bool) {\n warningIcon.isHidden = isHidden } }",
        // superapp's conversation: the notice shows while the loaded messages are empty.
        messageStream(shownWhen: "!messages.isEmpty"),
        // A collection view cell by inheritance, not name (fone's home modules): its "준비중" view is part of the row as it is filled.
        "final class ProfileModule: UICollectionViewCell {\n let errorView = UIView()\n func setModuleInfo(_ info: ProfileInfo?) {\n guard let info else { errorView.isHidden = false; return }\n show(info) } }",
        "final class Card: UIView {\n let statusLabel = UILabel()\n override init(frame: CGRect) { super.init(frame: frame); addSubview(statusLabel) } }",
        // The snack bar view announces itself (declared in the same project).
        // A model's flag declared and never set (Spot's success banner): the branch never shows.
        "struct PostFlow: View { @ObservedObject var viewModel: PostFlowViewModel\n var body: some View { ZStack { Form { Button(\"게시\") { viewModel.post() } }\n if viewModel.showSuccessBanner { Text(\"게시했습니다\") } } } }\nfinal class PostFlowViewModel: ObservableObject { @Published var showSuccessBanner = false\n func post() { upload() } }",
        "struct DeleteAccount: View { @ObservedObject var viewModel: DeleteAccountViewModel\n var body: some View { ZStack { Form { Button(\"계정 삭제\") { viewModel.delete() } }\n if viewModel.showError { SnackBarView(message: viewModel.errorMessage) } } } }\nstruct SnackBarView: View { let message: String?\n var body: some View { Text(message ?? \"\").onAppear { AccessibilityNotification.Announcement(message ?? \"\").post() } } }",
        """
        struct SignIn: View {
          @State var showError = false
          var body: some View {
            VStack {
              if showError { Text("비밀번호가 맞지 않습니다") }
              Button("로그인") {
                showError = true
                AccessibilityNotification.Announcement("비밀번호가 맞지 않습니다").post()
              }
            }
          }
        }
        """,
        // Loading states are not events the person caused with a tap.
        "struct Feed: View { @State var isLoading = true\n var body: some View { if isLoading { ProgressView() } else { Text(\"Done\") } } }",
        // The error is part of the screen from the start (set by a model the view only reads).
        "struct Row: View { let item: Item\n var body: some View { if let error = item.error { Text(error) } } }",
        // A system alert is announced and takes focus by itself.
        """
        struct Subscriptions: View {
          @State var importError: String?
          @State var showingImportError = false
          var body: some View {
            List { Button("Import") { importError = run(); showingImportError = importError != nil } }
              .alert("Import failed", isPresented: $showingImportError) {
                Button("OK") {}
              } message: {
                if let error = importError { Text(error) }
              }
              .confirmationDialog("Retry?", isPresented: $showingImportError) {
                if let error = importError { Button("Retry \\(error)") { retry() } }
              }
          }
        }
        """,
        "struct Banner: View { @State var showBanner = false\n @AccessibilityFocusState var focused: Bool\n var body: some View { VStack { if showBanner { Text(\"Saved\").accessibilityFocused($focused) }\n Button(\"Save\") { showBanner = true; focused = true } } } }",
      ])
  )

  /// Names of state that shows a message in response to what happened.
  static let messageWords = ["error", "toast", "banner", "snack", "notice", "warning", "fail", "invalid", "success", "saved", "copied"]

  /// ``messageWords`` as conditions write them (`showError`, `isSuccess`, `ERROR_SHOWN`), for a
  /// byte pre-test that lowercases nothing (lowercasing every branch condition of a large app
  /// showed in profiles).
  static let messageWordSpellings = messageWords + messageWords.map { $0.prefix(1).uppercased() + $0.dropFirst() } + messageWords.map { $0.uppercased() }

  /// Words in a file that show the author already tells VoiceOver about changes.
  static let announcingWords = [
    "Announcement", "UIAccessibility.post", "UIAccessibilityPostNotification", "accessibilityFocused", "AccessibilityFocusState",
    "updatesFrequently", "layoutChanged", "screenChanged",
  ]

  /// A checkout whose pay button runs `action`, showing `card` above it and an alert on `showSuccessAlert`.
  static func checkOut(card: String, action: String) -> RuleExample {
    RuleExample("""
      struct CheckOut: View {
        @State private var showError = false
        @State private var showSuccessAlert = false
        var body: some View {
          VStack {
            \(card)
            Button("결제") { \(action) }
          }
          .alert(isPresented: $showSuccessAlert) { Alert(title: Text("주문 완료"), dismissButton: .default(Text("확인")) { showSuccessAlert = false }) }
        }
      }
      """)
  }

  /// A conversation screen whose notice's `isHidden` is set to `shownWhen` once messages load
  /// (marked unless that follows whether the messages are empty).
  static func messageStream(shownWhen: String) -> RuleExample {
    RuleExample("""
      final class MessageStreamViewController: UIViewController {
        @IBOutlet weak var warningLabel: UILabel!
        private func fetchMessages() {
          api.messages(with: friend) { [weak self] messages in
            guard let self else { return }
            \(shownWhen == "false" ? "↓" : "")self.warningLabel.isHidden = \(shownWhen)
            self.tableView.reloadData()
          }
        }
      }
      """)
  }

  /// Judged across the project: a toast view declared in another file may announce itself.
  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    var announcingTypes: Set<String> = []
    // Each file's text searched once for the words (it was twice: once per loop).
    let announces = files.map { file in Self.announcingWords.contains(where: { file.sourceContains($0) }) }
    for (file, announcing) in zip(files, announces) where announcing {
      announcingTypes.formUnion(file.declarations.types.map(\.name))
    }
    var neverSet: [String: Bool] = [:]
    // Declared in the project (`var showSuccessBanner = false`) and set by none of its files.
    let isNeverSet = { (flag: String) -> Bool in
      if let known = neverSet[flag] { return known }
      let never = files.contains { $0.sourceContains("var \(flag)") } && !files.contains { Self.sets(flag, in: $0) }
      neverSet[flag] = never
      return never
    }
    for (file, announcing) in zip(files, announces) where !announcing {
      check(file, announcingTypes: announcingTypes, isNeverSet: isNeverSet) { position, message, review in
        context.report(in: file, at: position, message, needsReview: review)
      }
      checkUIKit(file) { position, message in context.report(in: file, at: position, message) }
    }
  }

  /// Words naming a UIKit view that carries a message shown after something happened (a status
  /// or message label alone is too common: cells show and hide them for every row).
  static let uikitMessageWords = ["error", "toast", "banner", "snack", "notice", "warning", "fail", "invalid", "success",
                                  "alert", "thankyou"]

  /// Functions that build a screen or bind data to a view (run for every row and state), where a
  /// view shown is part of the content rather than news.
  static func isSetUp(_ function: String?) -> Bool {
    guard let function = function?.lowercased() else { return true }
    return buildStepNames.contains(function) || (buildStepPrefixes + bindingPrefixes).contains { function.hasPrefix($0) }
  }

  /// Functions that build a view or screen once, as it is made (lowercased prefixes).
  /// A screen's appearing (`viewWillAppear`) counts: what it shows then is there when VoiceOver
  /// lands on the new screen (Yona's blocked-account message, shown as the login screen appears).
  /// The set-up hooks base classes give their subclasses (`setUI()`, `addView()`, `setLayout()`,
  /// `setHierarchy()`, `setStyle()`, common in Korean teams' UIKit code) count too.
  static let buildStepPrefixes = ["init", "viewdidload", "loadview", "awakefromnib", "setup", "addsubviews", "layout", "build",
                                  "make", "commoninit", "prepare", "customize", "style", "viewwillappear"]
  /// Those hooks by their whole names (`setUIForFailure(message:)` is no set-up).
  static let buildStepNames: Set<String> = ["setui", "addview", "addviews", "setlayout", "sethierarchy", "setstyle", "setattribute",
                                            "setattributes", "setconstraint", "setconstraints", "setview", "setviews", "setlayouts",
                                            // (A `BaseView`'s `hierarchy()`, `attribute()`, `constraints()` hooks, Zatch's;
                                            // ello's `arrange()`.)
                                            "hierarchy", "attribute", "attributes", "constraints", "arrange"]
  /// Functions that bind data or lay out again, run for every row and state, and sometimes on an event.
  static let bindingPrefixes = ["configure", "viewwilllayoutsubviews", "viewdidlayoutsubviews", "update", "apply", "bind",
                                "reload", "refresh", "render", "draw"]

  /// ``isSetUp(_:)``, or a private function of the file that only functions building the view call,
  /// a few calls deep (Pera's `addWarningIcon(_:)`, called from `customize(_:)` as the screen is
  /// built). Another file may call one that isn't private on an event (safe{wallet}'s
  /// `setError(_:)`, cleared in `commonInit()` and set by every form's validation).
  /// An `update…`, `reload…` or `apply…` caller may run on an event (`updateUIWhenDataDidFailToLoad`
  /// adding the error view): what it calls is not taken as set-up.
  static func isSetUp(_ function: String?, in file: SwiftFileModel) -> Bool {
    if isSetUp(function) { return true }
    func isReachedOnlyWhileBuilding(_ function: String, depth: Int) -> Bool {
      guard depth < 3, file.declaresOnlyPrivately(function) else { return false }
      let calls = file.calls(of: function).filter { $0.caller?.name != function }
      return !calls.isEmpty && calls.allSatisfy { call in
        // In a closure of `viewDidLoad` (an observer, a completion): run on an event.
        guard let name = call.caller?.name, !call.mayRunLater else { return false }
        return isBuildStep(name) || isReachedOnlyWhileBuilding(name, depth: depth + 1)
      }
    }
    return function.map { isReachedOnlyWhileBuilding($0, depth: 0) } ?? false
  }

  static func isBuildStep(_ function: String) -> Bool {
    let lowered = function.lowercased()
    return buildStepNames.contains(lowered) || buildStepPrefixes.contains { lowered.hasPrefix($0) }
  }

  /// `self.errorView` → `errorView`.
  static func bareName(_ expression: String) -> String {
    expression.hasPrefix("self.") ? String(expression.dropFirst(5)) : expression
  }

  /// A cell (`…Cell`, or any table or collection view cell subclass, fone's home `ProfileModule`):
  /// what it shows is set as it is filled for a row, part of the content VoiceOver reads there.
  static func isCell(_ type: String, in file: SwiftFileModel) -> Bool {
    if type.hasSuffix("Cell") { return true }
    return ["UITableViewCell", "UICollectionViewCell"].contains(file.project.types.uikitClass(of: type) ?? "")
  }

  /// Where a message goes over the screen: the view itself, its controller's view, a window.
  static func isScreenContainer(_ receiver: String?) -> Bool {
    guard let receiver else { return true }
    let bare = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
    return ["self", "view", "window", "keyWindow", "view.window", "navigationController?.view", "navigationController.view",
            "superview", "tabBarController?.view", "parent"].contains(bare) || bare.lowercased().hasSuffix("window")
      || bare.lowercased().hasSuffix("window?")
  }

  /// UIKit: a toast or status view added (`view.addSubview(toast)`) or an error label unhidden
  /// (`errorLabel.isHidden = false`) in an event's function, with no announcement in the file.
  func checkUIKit(_ file: SwiftFileModel, report: (SourcePosition, LocalizedText) -> Void) {
    func isMessage(_ name: String) -> Bool {
      let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
      guard Self.uikitMessageWords.contains(where: { last.contains($0) }) else { return false }
      // A list named for what it lists (Smileflower's `tableViewAlert`, a screen of notifications),
      // or an ad's banner (a `GADBannerView`): no message that appears.
      if ["tableview", "collectionview"].contains(where: last.contains) { return false }
      let bare = Self.bareName(name)
      // (Google Mobile Ads 12 drops the prefix: `_ bannerView: BannerView`, RoomReviewer's.)
      return !file.sourceContains(bare + ": GAD") && !file.sourceContains(bare + " = GAD") && !file.sourceContains(bare + ": BannerView")
    }
    let message = LocalizedText(
      en: "This message view appears in response to an event, but nothing tells VoiceOver: the person never hears it; post UIAccessibility.post(notification: .announcement, argument: its text), or .layoutChanged with the view to move focus to it",
      ko: "이 메시지 뷰는 이벤트에 따라 나타나지만 VoiceOver에 알리지 않아 사용자가 듣지 못합니다. UIAccessibility.post(notification: .announcement, argument:)로 그 내용을 알리거나, .layoutChanged에 그 뷰를 넘겨 초점을 옮기세요")
    var unhidden: [(position: SourcePosition, view: String)] = []
    var functionsReported: Set<String> = []
    for assignment in file.behaviour.assignments where assignment.property == "isHidden" && !Self.isSetUp(assignment.function, in: file) {
      if assignment.enclosingType.map({ Self.isCell($0, in: file) }) == true { continue }
      guard assignment.value.boolLiteral != true, isMessage(assignment.receiver) else { continue }
      // An ad shown as it arrives (`bannerViewDidReceiveAd`, `adViewDidReceiveAd`): no message.
      if assignment.function?.contains("ReceiveAd") == true { continue }
      // Shown while the loaded list is empty (superapp's `warningLabel.isHidden =
      // !userMessage.messages.isEmpty`): the list's own empty state, read with the screen's content.
      if Self.followsEmptiness(assignment.value.text) { continue }
      // A picture beside the message (3dollars' warning icon, MAGE's error image) says nothing
      // itself: the message is its label's, reported where that is shown.
      let name = Self.bareName(assignment.receiver)
      if Self.isPicture(name, in: file) { continue }
      // A window the same function makes key (`alertWindow?.makeKeyAndVisible()`, Purithm's alert
      // and toast windows): the new key window takes VoiceOver's focus.
      // (That window itself: `alertWindow?.makeKeyAndVisible()`, not the app's main window.)
      if let function = file.declarations.innermostFunction(containing: assignment.position.utf8Offset),
         ["?.makeKeyAndVisible()", "!.makeKeyAndVisible()", ".makeKeyAndVisible()"].contains(where: { call in
           file.converter.source.contains(name + call, from: function.body.lowerBound, to: function.body.upperBound)
         }) { continue }
      // One event's function showing its message in several views: one finding.
      if let function = assignment.function, !functionsReported.insert((assignment.enclosingType ?? "") + "." + function).inserted { continue }
      unhidden.append((assignment.position, name))
    }
    let unhiddenViews = Set(unhidden.map(\.view))
    for call in file.behaviour.calls where call.name == "addSubview" && !Self.isSetUp(call.function, in: file) {
      if call.enclosingType.map({ Self.isCell($0, in: file) }) == true { continue }
      guard Self.isScreenContainer(call.receiver), let added = call.arguments.firstUnlabeled?.text, isMessage(added) else { continue }
      // A function named for setting up the view it adds (`setNoticeButton()` adding
      // `noticeButton`, a header's set-up): builds it, called as the header is made.
      if let function = call.function?.lowercased(), function == "set" + Self.bareName(added).lowercased() { continue }
      // A view added once and then shown by unhiding it appears where it is unhidden: reported there only.
      if unhiddenViews.contains(Self.bareName(added)) { continue }
      report(call.position, message)
    }
    for place in unhidden { report(place.position, message) }
  }

  /// `!messages.isEmpty`, `items.count > 0`, `list.isEmpty == false`: a visibility that follows
  /// whether a collection holds anything.
  static func followsEmptiness(_ value: String) -> Bool {
    let compact = value.filter { !$0.isWhitespace }
    return compact.hasPrefix("!") && compact.hasSuffix(".isEmpty") || compact.hasSuffix(".isEmpty==false")
      || compact.hasSuffix(".count>0") || compact.hasSuffix(".count!=0")
  }

  /// An image view (by its class in the file, or named as one: `warningIcon`, `errorImage`).
  static func isPicture(_ name: String, in file: SwiftFileModel) -> Bool {
    // An app's own image class (`ImageView()`) is judged by the name.
    if let object = file.uikitObjects.first(where: { $0.name == name }), object.uikitClass.hasPrefix("UI") {
      return object.uikitClass == "UIImageView"
    }
    let lowered = name.lowercased()
    return ["icon", "image", "imageview", "iconview", "badge"].contains(where: lowered.hasSuffix)
  }

  func check(_ file: SwiftFileModel, announcingTypes: Set<String>, isNeverSet: (String) -> Bool = { _ in false },
             report: (SourcePosition, LocalizedText, Bool) -> Void) {
    var reported: Set<String> = []
    for view in file.views where !view.context.isHidden && !view.context.isInDestination {
      // A message word in the last branch is in the whole condition's bytes: most conditions
      // have none, and skip the splitting and Foundation searches below.
      guard let condition = view.branchCondition, ByteSearch.containsAny(condition, Self.messageWordSpellings),
            let branch = condition.components(separatedBy: " · ").last, branch.hasPrefix("if ") else { continue }
      let test = String(branch.dropFirst(3))
      let lower = test.lowercased()
      guard Self.messageWords.contains(where: { lower.contains($0) }) else { continue }
      guard let state = Self.stateName(in: test) else { continue }
      // The message or buttons of a system alert or confirmation dialog: the system announces
      // the alert and moves focus into it.
      if file.isInSystemAlert(view) { continue }
      // The view's own `@State`, set by its code in an action: proven. A model's flag
      // (`viewModel.showError`) is set by an event this file doesn't show: needs review.
      let ownState = Self.isSetByAnAction(state, type: view.enclosingType, in: file)
      let modelState = !ownState && Self.isModelFlag(test, state: state)
      guard ownState || modelState else { continue }
      // A model's flag no code of the project ever sets (Spot's `showSuccessBanner`, declared
      // false and never changed): the branch never shows.
      if modelState, isNeverSet(state) { continue }
      if ownState, Self.isShownOnlyFromTheStart(state, negated: test.trimmingCharacters(in: .whitespaces).hasPrefix("!"), in: file) { continue }
      if ownState, Self.isSetOnlyWithAnAlert(state, in: file) { continue }
      // One state changed is one thing to announce, however many views it shows (Spawn's error
      // text and the marker beside the field): said once per type.
      let key = "\(view.enclosingType ?? "")|\(state)"
      guard !reported.contains(key), holdsMessage(view, in: file, announcingTypes: announcingTypes) else { continue }
      reported.insert(key)
      // The other branch is the screen's loading state (ShelfPlayer's `ErrorView` in place of a
      // `LoadingView`): what appears replaces the whole content when loading fails, not a message
      // beside a control; said so.
      if Self.replacesALoadingState(view, in: file) {
        report(view.position, LocalizedText(
          en: "This replaces the loading state when `\(state)` changes, but nothing tells VoiceOver: someone waiting on the screen doesn't hear that loading failed; post AccessibilityNotification.Announcement with its text (UIKit: UIAccessibility.post(notification: .announcement)) or move focus to it",
          ko: "`\(state)` 값이 바뀌면 이 내용이 로딩 화면을 대신하지만 VoiceOver에 알리지 않아, 화면에서 기다리는 사용자는 로딩이 실패한 것을 듣지 못합니다. 그 내용으로 AccessibilityNotification.Announcement를 보내거나(UIKit은 UIAccessibility.post(notification: .announcement)) 초점을 옮기세요"),
          modelState)
        continue
      }
      report(view.position, LocalizedText(
        en: "This appears when `\(state)` changes after an action, but nothing tells VoiceOver: the person stays on the control they used and never hears it; post AccessibilityNotification.Announcement with its text (UIKit: UIAccessibility.post(notification: .announcement)) or move focus to it",
        ko: "이 내용은 동작 뒤 `\(state)` 값이 바뀌면 나타나지만 VoiceOver에 알리지 않아, 사용자는 누른 컨트롤에 머문 채 듣지 못합니다. 그 내용으로 AccessibilityNotification.Announcement를 보내거나(UIKit은 UIAccessibility.post(notification: .announcement)) 초점을 옮기세요"),
        modelState)
    }
  }

  /// Another branch of the same `if` (same parent, other condition) shows a loading view
  /// (`LoadingView()`, `ProgressView()`).
  static func replacesALoadingState(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let siblings = view.parent.map { file.view($0).children.map(file.view) } ?? file.views.filter { $0.parent == nil }
    return siblings.contains { other in
      other.branchCondition != nil && other.branchCondition != view.branchCondition
        && (other.name == "ProgressView" || other.name.hasSuffix("LoadingView"))
    }
  }

  /// The branch shows at the state's first value and code only ever sets the other (Phoenix's
  /// `if !acceptedWarning { WarningView }`, its Next button setting it to true), or sets the
  /// showing value only as the screen appears (LoopFollow's banner set in `onAppear`): the
  /// content is there from the start and only goes away, nothing appears after an action.
  static func isShownOnlyFromTheStart(_ state: String, negated: Bool, in file: SwiftFileModel) -> Bool {
    if file.sourceContains("\(state).toggle()") { return false }
    let showing = negated ? "false" : "true"
    let source = String(decoding: file.converter.source.bytes, as: UTF8.self)
    let appearing = file.views.flatMap { $0.modifiers.filter(Self.runsAsTheScreenAppears) }
      .map { $0.start.utf8Offset..<$0.end.utf8Offset }
    var search = source.startIndex
    while let found = source.range(of: "\(state) =", range: search..<source.endIndex) {
      search = found.upperBound
      // A whole name (`showBanner =`, not `isShowBanner =`), not `==`.
      if found.lowerBound > source.startIndex, let before = source[..<found.lowerBound].last, before.isLetter || before.isNumber || before == "_" { continue }
      let rest = source[found.upperBound...].drop { $0 == " " }
      if rest.hasPrefix("=") { continue }
      let offset = source.utf8.distance(from: source.startIndex, to: found.lowerBound)
      let lineStart = source[..<found.lowerBound].lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
      let isDeclaration = source[lineStart..<found.lowerBound].contains("var ")
      // Any value set as the screen appears or the app comes back (Infomaniak Mail's
      // `showWarning = !enabled`, read from the system's settings): there when VoiceOver arrives.
      if appearing.contains(where: { $0.contains(offset) }) { continue }
      // Or at once in a private helper called only there (Sora's `loadURL()`, run from `.onAppear`);
      // not later, from a task or a completion handler (Hmm's launch load failing: a popup that
      // comes while VoiceOver is elsewhere).
      if let helper = file.declarations.innermostFunction(containing: offset),
         file.declarations.privateMembers.contains(where: { $0.declaration == helper.declaration }),
         !["Task", "async", "await", "DispatchQueue", " in\n", " in ", "completion", "sink", "subscribe"].contains(where: {
           file.converter.source.contains($0, from: helper.body.lowerBound, to: offset)
         }) {
        let calls = ComputedFontSize.callSites(of: helper, in: file)
        if !calls.isEmpty, calls.allSatisfy({ call in appearing.contains { $0.contains(call) } }) { continue }
      }
      if rest.hasPrefix(showing) {
        if isDeclaration { continue }
        return false
      }
      if !rest.hasPrefix(negated ? "true" : "false") { return false }
    }
    return true
  }


  /// `.onAppear`, `.task` (and an app's `.onViewDidLoad`, `.onFirstAppear`), and handlers of the app's return to the foreground
  /// (`.onReceive(…willEnterForegroundNotification)`, `.onChange(of: scenePhase)`, a project
  /// modifier's `willEnterForeground:` closure).
  static func runsAsTheScreenAppears(_ modifier: ViewModifierCall) -> Bool {
    if modifier.name == "onAppear" || modifier.name == "task" { return true }
    // A project's own first-appearance modifier (GitSpace's `.onViewDidLoad { }`, `.onFirstAppear { }`).
    if modifier.name.hasPrefix("on"), ["Appear", "DidLoad", "Load"].contains(where: modifier.name.hasSuffix) { return true }
    return modifier.arguments.contains { argument in
      argument.label?.contains("Foreground") == true || argument.label == "didBecomeActive"
        || ["EnterForeground", "didBecomeActive", "scenePhase"].contains(where: argument.value.text.contains)
    }
  }

  /// Every action that sets the state also presents an alert or a dialog of the file (Spawn's
  /// login: `hasLoginError = true; showErrorAlert = true` beside `.alert("Login Error",
  /// isPresented: $showErrorAlert)`): the system announces the alert and moves focus into it.
  static func isSetOnlyWithAnAlert(_ state: String, in file: SwiftFileModel) -> Bool {
    let presenters = Set(file.views.flatMap { view in
      view.modifiers.filter { $0.name == "alert" || $0.name == "confirmationDialog" }.compactMap { modifier -> String? in
        guard let binding = modifier.arguments.first(labeled: "isPresented")?.text, binding.hasPrefix("$") else { return nil }
        return String(binding.dropFirst())
      }
    })
    guard !presenters.isEmpty else { return false }
    // The state is the alert's own flag (`.alert(isPresented: $showSuccessAlert)`): raising it shows
    // the alert, and what the branch shows or hides changes as the alert comes and goes (a checkout
    // card hidden while "Order placed" is up).
    if presenters.contains(state) { return true }
    let bytes = file.converter.source.bytes
    let setters = ByteSearch.offsets(of: "\(state) = ", in: bytes[...]).filter { offset in
      offset == 0 || !UnreferencedCode.isIdentifierByte(bytes[offset - 1])
    }
    guard !setters.isEmpty else { return false }
    return setters.allSatisfy { offset in
      // The declaration's first value, and putting it back, are no showing.
      let rest = file.converter.source.text(from: offset + state.utf8.count + 3, to: min(bytes.count, offset + state.utf8.count + 9))
      if rest.hasPrefix("false") || rest.hasPrefix("nil") { return true }
      guard let function = file.declarations.innermostFunction(containing: offset) else { return false }
      let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound)
      return presenters.contains { body.contains("\($0) = true") }
    }
  }

  /// `viewModel.showError`, `store.showToast`: a Boolean flag of a model the view observes, named
  /// as showing something (not data such as `item.error`, which is part of the screen).
  static func isModelFlag(_ test: String, state: String) -> Bool {
    guard test.contains("."), !test.hasPrefix("let "), !test.hasPrefix("var ") else { return false }
    let lower = state.lowercased()
    return ["show", "isshowing", "ispresent", "present", "display"].contains { lower.hasPrefix($0) }
  }

  /// The state a branch tests: `showError` in `showError`, `!showError`, `viewModel.showError`;
  /// `errorMessage` in `let message = errorMessage`.
  static func stateName(in test: String) -> String? {
    var text = test.trimmingCharacters(in: .whitespaces)
    if let equals = text.range(of: "=", options: .backwards), text.hasPrefix("let ") || text.hasPrefix("var ") {
      text = String(text[equals.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
    text = text.trimmingCharacters(in: CharacterSet(charactersIn: "!$ "))
    guard let last = text.components(separatedBy: ".").last,
          last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !last.isEmpty else { return nil }
    return last
  }

  /// A `@State` of the view that its own code sets (`showError = true`, `showError.toggle()`,
  /// `errorMessage = "..."`) besides its declaration: set in an action or a task.
  static func isSetByAnAction(_ state: String, type: String?, in file: SwiftFileModel) -> Bool {
    guard file.declarationAttributes[ConstantKey(type: type, name: state)]?.contains("State") == true else { return false }
    // A write only debug builds compile (a developer-mode toast set in `#if DEBUG`) never runs in the app.
    func ships(_ offset: Int) -> Bool {
      !file.compilationChain(at: offset).contains { $0.clause.hasSuffix(" DEBUG") }
    }
    if file.sourceOffsets(of: "\(state).toggle()").contains(where: ships) { return true }
    let declaredWithValue = file.constant(named: state, in: type) != nil
    return file.sourceOffsets(of: "\(state) =").filter(ships).count >= (declaredWithValue ? 2 : 1)
  }

  /// The file's code changes `flag` besides declaring it: an assignment (`flag = true`,
  /// `model.flag = failed`), a toggle, a binding (`$flag`) or a key path (`\.flag`).
  static func sets(_ flag: String, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains(flag) else { return false }
    if file.sourceContains("$\(flag)") || file.sourceContains("\(flag).toggle()") || file.sourceContains("\\.\(flag)") { return true }
    let bytes = file.sourceBytes
    return ByteSearch.offsets(of: "\(flag) =", in: bytes[...]).contains { offset in
      let end = offset + flag.utf8.count + 2
      if end < bytes.count, bytes[end] == UInt8(ascii: "=") { return false }
      if offset > 0, UnreferencedCode.isIdentifierByte(bytes[offset - 1]) { return false }
      // The declaration's own first value.
      let before = file.converter.source.text(from: max(0, offset - 4), to: offset)
      return before != "var " && before != "let "
    }
  }

  /// Text, or a message view (`SnackBarView(message:)`, `ToastView`) that doesn't announce itself.
  func holdsMessage(_ view: SwiftUIView, in file: SwiftFileModel, announcingTypes: Set<String>) -> Bool {
    let shown = [view] + file.descendants(of: view)
    let candidates = shown.filter { $0.kind == .call && $0.hiddenByOwnModifier != true }
    if candidates.contains(where: { announcingTypes.contains($0.name) }) { return false }
    // Words that name a control shown with it (iAPS's "New" button, there while saved foods are
    // listed): a control to find, not news to hear.
    let shownIndices = Set(shown.map(\.index))
    return candidates.contains { candidate in
      if let control = candidate.context.enclosingControl, shownIndices.contains(control) { return false }
      // A mark with no words (`Text("*")` beside a field) is no message.
      if candidate.name == "Text", let literal = candidate.titleArgument?.stringLiteral, !literal.contains(where: { $0.isLetter || $0.isNumber }) {
        return false
      }
      if ["Text", "Label"].contains(candidate.name) { return true }
      let lower = candidate.name.lowercased()
      return Self.messageWords.contains { lower.contains($0) } && lower.hasSuffix("view")
    }
  }
}
