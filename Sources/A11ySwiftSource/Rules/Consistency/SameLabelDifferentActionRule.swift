import A11yCore

/// Two controls with one name that do provably different things: a person who learned what
/// "Share" does on one screen is surprised by what it does on another.
public struct SameLabelDifferentActionRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "same-label-different-action",
    title: LocalizedText(
      en: "One name should not stand for different actions",
      ko: "같은 이름의 컨트롤이 서로 다른 일을 하지 않아야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 3.2: components with the same function are identified the same way throughout the app, and \
        the converse holds for names: when \"보관함\" opens the order archive on one screen and deletes a card on \
        another, a VoiceOver or Voice Control user who learned the name by ear (\"Tap 보관함\") does the wrong thing, \
        and so does someone with a cognitive disability who relies on learned names. This project-wide rule \
        compares buttons and navigation links with the same literal or localized name (their texts in every \
        language) and reports a later one whose action provably differs from the first: links to different \
        screens of the app, or one action whose called methods, state or selector name deleting, signing out \
        or reporting where the other's name other work (archive and delete, share and remove). Names that dismiss or confirm the screen they are on (\"Done\", \"Cancel\", \
        \"Close\", \"OK\", \"Edit\", \"More\", 완료, 취소, 닫기, 확인...) do different things by design and are compared only \
        within one screen. Give each action its own name. (WCAG 3.2.4; NIA 3.2; HIG Buttons.)
        """,
      ko: """
        검사 항목 3.2: 같은 기능의 구성 요소는 앱 전체에서 같은 방식으로 식별되어야 하며, 이름은 그 반대도 성립해야 합니다. \
        \"보관함\"이 한 화면에서는 주문 보관함을 열고 다른 화면에서는 카드를 삭제하면, 이름을 귀로 익힌 VoiceOver나 음성 제어 사용자 \
        (\"보관함 탭\")와 익힌 이름에 기대는 인지 장애인이 잘못된 일을 하게 됩니다. 이 프로젝트 전체 규칙은 같은 문자열 또는 지역화된 \
        이름(모든 언어의 텍스트)을 가진 버튼과 내비게이션 링크를 비교해, 동작이 처음 것과 분명히 다른 나중 것을 보고합니다. 앱의 서로 \
        다른 화면으로 가는 링크, 또는 한쪽 동작의 메서드, 상태, 셀렉터 이름은 삭제·로그아웃·신고를 가리키는데 다른 쪽은 다른 일(보관과 삭제, 공유와 제거 등)을 가리키는 경우입니다. \
        지금 화면을 닫거나 확정하는 이름(\"Done\", \"Cancel\", \"Close\", \"OK\", \"Edit\", \"More\", 완료, 취소, 닫기, 확인 등)은 원래 화면마다 \
        다른 일을 하므로 한 화면 안에서만 비교합니다. 동작마다 고유한 이름을 주세요. (WCAG 3.2.4, NIA 3.2, HIG 버튼)
        """),
    defaultSeverity: .info,
    checkpoints: [.consistency], wcag: ["3.2.4"], hig: "Buttons",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the headed menus: both menus are headed alike, so the same name does two things.
        scopeMenus(secondHeading: "Save changes to"),
        scopeMenus(firstHeading: "변경 내용 저장", secondHeading: "변경 내용 저장", item: "이 날만"),
        // The neighbour of the feature-flagged start: both buttons shown at once.
        """
        struct GetStarted: View {
          let searchEnabled: Bool
          var body: some View {
            VStack {
              startButton
              continueToNearbyButton
            }
          }
          var continueToNearbyButton: some View { NavigationLink(destination: NearAirDescription()) { Text("Get started") } }
          var startButton: some View { ↓NavigationLink(destination: AirBeamOnboarding()) { Text("Get started") } }
        }
        struct NearAirDescription: View { var body: some View { Text("nearby") } }
        struct AirBeamOnboarding: View { var body: some View { Text("airbeam") } }
        """,
        // "Account" opening the account's settings on one screen and its deletion on another.
        """
        struct Home: View { var body: some View { NavigationLink("Account") { AccountSettingsView() } } }
        struct Danger: View { var body: some View { ↓NavigationLink("Account") { DeleteAccountView() } } }
        struct AccountSettingsView: View { var body: some View { Text("settings") } }
        struct DeleteAccountView: View { var body: some View { Text("delete") } }
        """,
        // The neighbour of the challenges' editors: one "Code Editor" opens a console, no editor.
        """
        struct FizzBuzz: View { var body: some View { NavigationLink("Code Editor") { CodeEditorView() } } }
        struct ReverseArray: View { var body: some View { ↓NavigationLink("Code Editor") { ConsoleView() } } }
        struct CodeEditorView: View { var body: some View { Text("fizz") } }
        struct ConsoleView: View { var body: some View { Text("log") } }
        """,
        // The neighbour of the create and edit forms: "등록하기" opens the ticket list, no form.
        """
        struct ConcertInfo: View { var body: some View { NavigationLink("등록하기") { MakeTicketView() } } }
        struct EditConcertInfo: View { var body: some View { ↓NavigationLink("등록하기") { TicketListView() } } }
        struct MakeTicketView: View { var body: some View { Text("새 티켓") } }
        struct TicketListView: View { var body: some View { Text("티켓 목록") } }
        """,
        // The neighbour of the sign-up steps: a third "인증하기" opens a screen no step holds.
        """
        struct SetMailView: View { var body: some View { NavigationLink("인증하기") { AuthMailView() } } }
        struct AuthMailView: View { var body: some View { NavigationLink("인증하기") { SetPasswordView() } } }
        struct SetPasswordView: View { var body: some View { Text("비밀번호") } }
        struct ZProfileView: View { var body: some View { ↓NavigationLink("인증하기") { BadgeView() } } }
        struct BadgeView: View { var body: some View { Text("배지") } }
        """,
        // The neighbour of the updated flag: "기록" flags a post here and adds a note there.
        """
        struct AddNoteView: View { var body: some View { Button("기록") { viewModel.add(note) } } }
        struct PostView: View { var body: some View { ↓Button("기록") { viewModel.flagPost(post) } } }
        """,
        // The neighbour of the sign-out answer: this "로그아웃" signs in.
        """
        struct 내정보: View {
          @State var showSignOutMessage = false
          var body: some View {
            VStack { Button("로그아웃") { showSignOutMessage = true } }
              .confirmationDialog("로그아웃", isPresented: $showSignOutMessage) { Button("로그아웃", role: .destructive) { auth.isAuthenticated = false; auth.showLoginView = true } }
          }
        }
        struct 로그인안내: View { var body: some View { ↓Button("로그아웃") { session.login(user) } } }
        """,
        // The neighbour of the two discards: this one saves what the other throws away.
        """
        struct WorkoutPlayer: View { var body: some View { Button("Discard", role: .destructive) { engine.delete(workout) } } }
        struct Home: View { var body: some View { ↓Button("Discard") { progressStore.save(progress) } } }
        """,
        // The same alert asked on two screens: one "Accept" archives, the other deletes.
        """
        struct OrdersView: View { var body: some View { List { Text("x") }.alert("Keep order?", isPresented: $ask) { Button("Accept") { archive(order) } } } }
        struct CardsView: View { var body: some View { List { Text("y") }.alert("Keep order?", isPresented: $ask) { ↓Button("Accept") { delete(card) } } } }
        """,
        // An alert's answer against a screen's own button of the same name.
        """
        struct OrderRow: View {
          var body: some View {
            Button("Accept") { archive(order) }
              .alert("Remove order?", isPresented: $ask) { ↓Button("Accept") { delete(order) } }
          }
        }
        """,
        """
        struct CartView: View { var body: some View { Button("보관함") { cart.archive(item) } } }
        struct CardView: View { var body: some View { ↓Button("보관함") { wallet.delete(card) } } }
        """,
        """
        struct Home: View { var body: some View { NavigationLink("Rewards") { RewardsView() } } }
        struct Profile: View { var body: some View { ↓NavigationLink("Rewards", destination: StampCardView()) } }
        struct RewardsView: View { var body: some View { Text("x") } }
        struct StampCardView: View { var body: some View { Text("y") } }
        """,
        """
        struct CartView: View { var body: some View { Button(Strings.keep) { cart.archive(item) } } }
        struct CardView: View { var body: some View { ↓Button(Strings.keep) { wallet.delete(card) } } }
        """,
        """
        struct OrderRow: View {
          var body: some View {
            HStack {
              Button("Edit") { isEditingNote = true }
              ↓Button("Edit") { deleteOrder() }
            }
          }
        }
        """,
        """
        final class ReceiptViewController: UIViewController {
          let shareButton = UIButton(type: .system)
          let clearButton = UIButton(type: .system)
          override func viewDidLoad() {
            shareButton.setTitle("영수증", for: .normal)
            shareButton.addTarget(self, action: #selector(shareReceipt), for: .touchUpInside)
            clearButton.setTitle(↓"영수증", for: .normal)
            clearButton.addTarget(self, action: #selector(removeReceipt), for: .touchUpInside)
          }
          @objc func shareReceipt() {}
          @objc func removeReceipt() {}
        }
        """,
      ],
      nonTriggering: [
        // "Only this day" in a menu headed "Save changes to" and in one headed "Delete from" (Task Planner): each menu says what its items do.
        scopeMenus(secondHeading: "Delete from"),
        scopeMenus(firstHeading: "변경 내용 저장", secondHeading: "삭제할 범위", item: "이 날만"),
        // The same in Korean: "시작하기" to one onboarding or the other, by a flag.
        """
        struct 시작화면: View {
          let 검색사용: Bool
          var body: some View { VStack { if 검색사용 { 주변보기버튼 } else { 시작버튼 } } }
          var 주변보기버튼: some View { NavigationLink(destination: 주변설명()) { Text("시작하기") } }
          var 시작버튼: some View { NavigationLink(destination: 기기연결()) { Text("시작하기") } }
        }
        struct 주변설명: View { var body: some View { Text("주변") } }
        struct 기기연결: View { var body: some View { Text("기기") } }
        """,
        // One start button or the other, by a feature flag (AirCasting's onboarding): never both.
        """
        struct GetStarted: View {
          let searchEnabled: Bool
          var body: some View {
            VStack {
              if searchEnabled { continueToNearbyButton } else { startButton }
            }
          }
          var continueToNearbyButton: some View { NavigationLink(destination: NearAirDescription()) { Text("Get started") } }
          var startButton: some View { NavigationLink(destination: AirBeamOnboarding()) { Text("Get started") } }
        }
        struct NearAirDescription: View { var body: some View { Text("nearby") } }
        struct AirBeamOnboarding: View { var body: some View { Text("airbeam") } }
        """,
        // The sign-out answer shows the login screen: it signs nobody in (Sejong's account screen).
        """
        struct 내정보: View {
          @State var showSignOutMessage = false
          var body: some View {
            VStack { Button("로그아웃") { showSignOutMessage = true } }
              .confirmationDialog("로그아웃", isPresented: $showSignOutMessage) { Button("로그아웃", role: .destructive) { loginViewModel.isAuthenticated = false; loginViewModel.showLoginView = true; loginViewModel.reset() } }
          }
        }
        """,
        // Each wizard's "Next" with its ending (Floney's sign-up and account-book steps), and "Save" in Russian (BibliographicGuide's edit and create forms).
        """
        struct ServiceAgreementView: View { var body: some View { NavigationLink { EmailAuthView() } label: { Text("다음으로") } } }
        struct SetBookNameView: View { var body: some View { NavigationLink { SetBookProfileView() } label: { Text("다음으로") } } }
        struct EditRecordView: View { var body: some View { Button("Сохранить") { viewModel.update(record) } } }
        struct CreateRecordView: View { var body: some View { Button("Сохранить") { viewModel.add(record) } } }
        """,
        // One form opened to make or to edit a ticket (Holiculture), and each step of a sign-up
        // wizard opening the next (Time2Help's "Proseguiamo!").
        """
        struct ConcertInfo: View { var body: some View { NavigationLink("등록하기") { MakeTicketView() } } }
        struct EditConcertInfo: View { var body: some View { NavigationLink("등록하기") { EditTicketView() } } }
        struct MakeTicketView: View { var body: some View { Text("새 티켓") } }
        struct EditTicketView: View { var body: some View { Text("티켓 정보 수정") } }
        struct LoginViewTwo: View { var body: some View { NavigationLink("가 볼까요?") { LoginViewThree() } } }
        struct LoginViewThree: View { var body: some View { NavigationLink("가 볼까요?") { LoginViewFour() } } }
        struct LoginViewFour: View { var body: some View { Text("마지막 단계") } }
        """,
        // Each "인증하기" moves its flow on to the next step (gun-s-kids' sign-up and password reset),
        // and a stage saved beside a reset Boolean (`…UpdatedFlag`) reports nothing (Seedling's "Save Changes").
        """
        struct SetMailView: View { var body: some View { NavigationLink("인증하기") { AuthMailView() } } }
        struct AuthMailView: View { var body: some View { NavigationLink("인증하기") { SetPasswordView() } } }
        struct SetPasswordView: View { var body: some View { Text("비밀번호") } }
        struct CheckMailView: View { var body: some View { NavigationLink("인증하기") { ReauthMailView() } } }
        struct ReauthMailView: View { var body: some View { NavigationLink("인증하기") { ResetPasswordView() } } }
        struct ResetPasswordView: View { var body: some View { Text("재설정") } }
        struct AddNoteView: View { var body: some View { Button("기록") { viewModel.add(note) } } }
        struct UpdateStageView: View { var body: some View { Button("기록") { viewModel.updatePlantStage(plant); viewModel.resetStageUpdatedFlag() } } }
        """,
        // A flag that closes the add menu names no adding: the note is only edited (Seedling).
        """
        struct AddNoteView: View { var body: some View { Button("메모 저장") { viewModel.updateNoteTitleAndBody(note); viewModel.showingAddPostOptions = false } } }
        struct PostView: View { var body: some View { Button("메모 저장") { viewModel.flagPost(post) } } }
        """,
        // A dialog's cancel, and each module's advanced settings under one name (CineChill's settings).
        """
        struct ResourcesView: View { var body: some View { List { }.confirmationDialog("삭제", isPresented: $asking) { Button("삭제", role: .destructive) { delete(target) }; Button("취소", role: .cancel) { deleting = nil } } } }
        struct RemindersView: View { var body: some View { Button("취소") { reload() } } }
        struct ServerConfigView: View { var body: some View { NavigationLink { ServerAdvancedConfigView() } label: { Text("고급 설정") } } }
        struct ProxyConfigView: View { var body: some View { NavigationLink { ProxyAdvancedConfigView() } label: { Text("고급 설정") } } }
        """,
        // Two buttons whose titles are cleared for their images: no shared name (Walkway's course screens).
        "final class MakeCourseViewController: UIViewController {\n let removeButton = UIButton()\n let addButton = UIButton()\n func setUp() {\n removeButton.setTitle(\"\", for: .normal)\n removeButton.addTarget(self, action: #selector(remove), for: .touchUpInside)\n addButton.setTitle(\"\", for: .normal)\n addButton.addTarget(self, action: #selector(add), for: .touchUpInside) }\n @objc func remove() { course.remove() }\n @objc func add() { course.add() } }",
        // Each challenge's "Code Editor" opens that challenge's editor: the same kind of screen, as the name says.
        """
        struct FizzBuzz: View { var body: some View { NavigationLink("Code Editor") { CodeEditorView() } } }
        struct ReverseArray: View { var body: some View { NavigationLink("Code Editor") { ReverseArrayEditor() } } }
        struct CodeEditorView: View { var body: some View { Text("fizz") } }
        struct ReverseArrayEditor: View { var body: some View { Text("reverse") } }
        """,
        // Both "Discard" buttons throw work away; `savedProgress = nil` names what is cleared, no saving (AmakaFlow).
        """
        struct WorkoutPlayer: View { var body: some View { Button("Discard", role: .destructive) { engine.end(reason: .discarded) } } }
        struct Home: View { var body: some View { Button("Discard") { SavedWorkoutProgress.clear(); savedProgress = nil } } }
        """,
        // Two links the code follows, each labelled with an empty text: no name to learn.
        """
        struct Breakpoints: View { @State var showingREPL = false
          var body: some View { NavigationLink(isActive: $showingREPL) { REPLView() } label: { Text("") } } }
        struct Creator: View { @State var showingScript = false
          var body: some View { NavigationLink(isActive: $showingScript) { ScriptView() } label: { Text("") } } }
        """,
        // "Accept" answers three different questions, each asked by its own alert.
        """
        struct CareView: View {
          var body: some View {
            Form { Text("Care") }
              .alert("Set Target?", isPresented: $showSet) {
                Button("Accept") { setTemporaryTarget() }
                Button("Decline", role: .cancel) {}
              }
              .alert("Cancel Target", isPresented: $showCancel) {
                Button("Accept", role: .destructive) { deleteTemporaryTarget() }
                Button("Decline", role: .cancel) {}
              }
              .confirmationDialog("Add Carbs", isPresented: $showCarbs) {
                Button("Accept") { addCarbs() }
              }
          }
        }
        """,
        """
        struct CartView: View { var body: some View { Button("Delete") { cart.remove(item) } } }
        struct CardView: View { var body: some View { Button("Delete") { showDeleteConfirmation = true } } }
        """,
        """
        struct CartView: View { var body: some View { Button("Done") { save() } } }
        struct CardView: View { var body: some View { Button("Done") { dismiss() } } }
        """,
        """
        struct SignIn: View { var body: some View { Button(L10n.signIn) { viewModel.signIn(user) } } }
        struct Accounts: View { var body: some View { Text("x").alert("", isPresented: $show) { Button(L10n.signIn) { viewModel.saveExisting(user) } } } }
        """,
        """
        struct CartView: View { var body: some View { Button(L10n.Common.cancelButton) { wallet.delete(card) } } }
        struct CardView: View { var body: some View { Button(L10n.Common.cancelButton) { shareSheet() } } }
        """,
        """
        final class ReceiptViewController: UIViewController {
          let keepButton = UIButton(type: .system)
          override func viewDidLoad() {
            keepButton.setTitle(NSLocalizedString("receipt.keep", comment: ""), for: .normal)
            keepButton.addTarget(self, action: #selector(archiveReceipt), for: .touchUpInside)
          }
          @objc func archiveReceipt() {}
        }
        final class WalletViewController: UIViewController {
          let keepButton = UIButton(type: .system)
          override func viewDidLoad() {
            keepButton.setTitle(NSLocalizedString("wallet.keep", comment: ""), for: .normal)
            keepButton.addTarget(self, action: #selector(deleteCard), for: .touchUpInside)
          }
          @objc func deleteCard() {}
        }
        """,
        """
        struct Home: View { var body: some View { NavigationLink("Rewards") { RewardsView() } } }
        struct Profile: View { var body: some View { NavigationLink("Rewards", destination: RewardsView()) } }
        struct RewardsView: View { var body: some View { Text("x") } }
        """,
        """
        struct CartView: View { var body: some View { Button("주문") { checkout() } } }
        struct MenuView: View { var body: some View { Button("주문") { placeOrder(drink) } } }
        """,
        """
        struct CartView: View { var body: some View { Button("Share") { share(order) } } }
        struct CardView: View { var body: some View { Button("Export") { delete(card) } } }
        """,
      ]),
    otherSeverities: [.warning]
  )

  /// Names that dismiss, confirm or page the screen they are on: compared within one screen only.
  static let screenRelativeNames: Set<String> = [
    "done", "cancel", "close", "back", "ok", "okay", "edit", "more", "save", "next", "previous", "continue", "skip",
    "retry", "try again", "yes", "no", "confirm", "apply", "clear", "reset", "dismiss", "submit", "select", "update",
    "refresh", "details", "see all", "view all", "show all", "show more", "learn more", "settings", "search", "filter",
    "sort", "add", "delete", "remove", "share", "open", "view", "allow", "later", "not now", "got it", "start", "stop",
    "save changes", "apply changes", "변경사항 저장", "변경 사항 저장",
    "완료", "취소", "닫기", "뒤로", "확인", "편집", "수정", "더보기", "더 보기", "저장", "다음", "이전", "계속", "건너뛰기", "다시 시도",
    "예", "아니요", "아니오", "적용", "초기화", "선택", "자세히", "자세히 보기", "전체 보기", "모두 보기", "설정", "검색", "필터", "정렬",
    "추가", "삭제", "공유", "열기", "보기", "허용", "나중에", "시작", "중지", "새로고침",
    // The same words in the other languages the apps are written in.
    "保存", "次へ", "キャンセル", "完了", "閉じる", "戻る", "編集", "削除", "追加", "下一步", "取消", "完成", "关闭", "确定", "返回",
    "编辑", "删除", "添加", "сохранить", "далее", "отмена", "готово", "закрыть", "назад", "изменить", "удалить", "добавить",
    "guardar", "siguiente", "cancelar", "listo", "cerrar", "speichern", "weiter", "abbrechen", "fertig", "schließen",
    "enregistrer", "suivant", "annuler", "terminé", "fermer",
  ]

  /// One of ``screenRelativeNames``, in any case, and in Korean with the ending a button's words
  /// often carry (`다음으로`, `저장하기`, `확인하기`).
  static func isScreenRelative(_ name: String) -> Bool {
    let word = name.lowercased().trimmingCharacters(in: .whitespaces)
    if screenRelativeNames.contains(word) { return true }
    for ending in ["으로", "하기"] where word.hasSuffix(ending) && word.count > ending.count {
      if screenRelativeNames.contains(String(word.dropLast(ending.count))) { return true }
    }
    return false
  }

  /// Kinds of work named by words in method, selector and state names.
  static let kinds: [String: String] = {
    let table: [String: [String]] = [
      "delete": ["delete", "remove", "trash", "erase", "discard", "destroy", "purge"],
      "share": ["share", "export"],
      "add": ["add", "create", "insert", "compose"],
      "save": ["save", "submit", "commit", "checkout", "purchase", "buy", "pay"],
      "copy": ["copy", "duplicate", "clone"],
      "report": ["report", "flag"],
      "favorite": ["favorite", "favourite", "like", "bookmark", "star"],
      "archive": ["archive"],
      "download": ["download"],
      "signOut": ["logout", "signout"],
      "signIn": ["login", "signin"],
      "play": ["play", "pause", "resume"],
      "call": ["dial"],
      "print": ["printer"],
      "refresh": ["refresh", "reload", "sync"],
      "edit": ["edit", "rename"],
      "scan": ["scan"],
    ]
    var result: [String: String] = [:]
    for (kind, words) in table { for word in words { result[word] = kind } }
    return result
  }()

  /// Kinds of work that lose something: the surprise that matters.
  static let destructiveKinds: Set<String> = ["delete", "signOut", "report"]

  /// What a control does, as far as the code proves it.
  struct Action: Hashable {
    /// The project's screen a link opens (`RewardsView`, `OrderViewController`).
    var destination: String?
    /// Kinds of work its code names (`delete`, `share`).
    var kinds: Set<String> = []

    var isKnown: Bool { destination != nil || !kinds.isEmpty }

    /// Provably different: two screens of the project, or kinds of work with nothing in common.
    func differs(from other: Action, declared: (String) -> Bool) -> Bool {
      if let mine = destination, let theirs = other.destination {
        return mine != theirs && declared(mine) && declared(theirs)
      }
      // Method names prove little (`saveExisting` behind a second "Sign In" still signs in): only a
      // control that destroys something where the other does not is taken as proven.
      if destination == nil, other.destination == nil, !kinds.isEmpty, !other.kinds.isEmpty, kinds.isDisjoint(with: other.kinds) {
        let destroys = !kinds.isDisjoint(with: SameLabelDifferentActionRule.destructiveKinds)
        return destroys != !other.kinds.isDisjoint(with: SameLabelDifferentActionRule.destructiveKinds)
      }
      return false
    }
  }

  struct Control {
    let file: SwiftFileModel
    let label: String
    let screen: String?
    let action: Action
    let position: SourcePosition
    /// The title of the `.alert`/`.confirmationDialog` the button answers, as written; nil outside one.
    var dialog: String? = nil
    /// The `if`/`switch` branches a SwiftUI control is shown under, through the one use of the view
    /// member holding it (``branchPath(of:in:)``); two of one view whose paths part at exclusive
    /// branches never show together.
    var branches: [String] = []
  }

  /// ``Control/branches``: the member's one use's conditions first (AirCasting's `if flag {
  /// continueButton } else { startButton }`), then the control's own within the member.
  static func branchPath(of view: SwiftUIView, in file: SwiftFileModel) -> [String] {
    var path = file.branchConditions(of: view)
    if let member = file.viewMember(holding: view) {
      let uses = file.uses(of: member)
      if uses.count == 1 { path = file.branchConditions(of: uses[0]) + path }
    }
    return path
  }

  /// Two SwiftUI controls of one view whose branch paths part at branches of one `if`/`switch`.
  static func neverShownTogether(_ one: Control, _ other: Control) -> Bool {
    one.file.path == other.file.path && one.screen == other.screen && !one.branches.isEmpty && !other.branches.isEmpty
      && VoiceOverTree.exclusive(one.branches, other.branches)
  }

  /// Answers to two dialogs with different titles ("Accept" confirming "Set Target" and
  /// "Cancel Target"): each answers its own question, so they are not one name for two actions.
  static func answerDifferentDialogs(_ one: Control, _ other: Control) -> Bool {
    guard let mine = one.dialog, let theirs = other.dialog else { return false }
    return mine != theirs
  }

  /// A planner with a "Save changes to" menu and a menu headed `secondHeading` that deletes, each
  /// offering "Only this day"; marked where it is reported when the headings are the same.
  static func scopeMenus(firstHeading: String = "Save changes to", secondHeading: String, item: String = "Only this day") -> RuleExample {
    let marker = secondHeading == firstHeading ? "↓" : ""
    return RuleExample("""
      struct PlannerView: View {
        var body: some View {
          VStack {
            Menu {
              Text("\(firstHeading)").disabled(true)
              Button("\(item)") { saveOnlyThisDay() }
            } label: { Text("Save") }
            Menu {
              Text("\(secondHeading)").disabled(true)
              \(marker)Button("\(item)") { deleteOccurrence() }
            } label: { Image(systemName: "trash") }
          }
        }
      }
      """)
  }

  /// The title written on the `.alert`/`.confirmationDialog` modifier whose actions hold `view`.
  /// Or the `Menu` holding it, named by its first text (Task Planner's "Save changes to" and
  /// "Delete from" menus, each offering "Only this day"), else by its label: the menu says what
  /// its items do.
  static func dialogTitle(of view: SwiftUIView, in file: SwiftFileModel) -> String? {
    var current = view
    while let parent = file.parent(of: current) {
      if case .modifier(let name, let modifierIndex) = current.slot, name == "alert" || name == "confirmationDialog",
         modifierIndex < parent.modifiers.count {
        return parent.modifiers[modifierIndex].arguments.first.map(\.value.text) ?? ""
      }
      if parent.name == "Menu", current.slot == .content {
        let items = parent.children.map(file.view).filter { $0.slot == .content }
        let heading = items.first { $0.name == "Text" }?.titleArgument?.text
        let label = parent.titleArgument?.text ?? file.text(from: parent.position, to: parent.end).split(separator: "label:").last.map(String.init)
        return "menu: " + (heading ?? label ?? "")
      }
      current = parent
    }
    return nil
  }

  // MARK: Reading actions

  /// Both links open screens named for the kind the name says: the name's last word ends each
  /// screen's name, before `View`, `Screen` or `Controller` (`ReverseArrayEditor` and `CodeEditorView`
  /// for "Code Editor", `OrderDetailView` and `ProductDetailsView` for "Details"; not
  /// `AccountSettingsView` beside `DeleteAccountView` for "Account").
  static func bothOpenWhatTheNameSays(_ name: String, _ one: Action, _ other: Action) -> Bool {
    guard let mine = one.destination, let theirs = other.destination,
          let last = name.split(whereSeparator: { !$0.isLetter }).last?.lowercased(), last.count >= 4 else { return false }
    let stem = last.hasSuffix("s") ? String(last.dropLast()) : last
    func endsWithTheKind(_ type: String) -> Bool { kindWords(ofScreen: type).last.map { $0 == stem || $0 == stem + "s" } == true }
    return endsWithTheKind(mine) && endsWithTheKind(theirs)
  }

  /// Both open screens whose names end in the same two words or more (`ServerAdvancedConfigView`
  /// and `Config302AdvancedConfigView`), `View`, `Screen` or `Controller` aside.
  static func openTheSameKindOfScreen(_ one: Action, _ other: Action) -> Bool {
    guard let mine = one.destination, let theirs = other.destination, mine != theirs else { return false }
    let a = kindWords(ofScreen: mine), b = kindWords(ofScreen: theirs)
    return zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count >= 2
  }

  /// Both open one form or one flow: screens whose names differ only in a step's number
  /// (`LoginViewThree` and `LoginViewFive` behind each "Proseguiamo!" of a sign-up wizard,
  /// `Step2View`) or in the verb that says whether the form makes or edits (`MakeTicketView` and
  /// `EditTicketView` behind each "등록하기"): one function, named alike on purpose.
  static func openOneFormOrFlow(_ one: Action, _ other: Action) -> Bool {
    guard let mine = one.destination, let theirs = other.destination, mine != theirs else { return false }
    // Both name a step (a number or an ordinal word), or both open with a form's verb: reading
    // reviews (`ReviewView`) and writing one (`WriteReviewView`) are two things.
    func isStep(_ word: String) -> Bool { stepWords.contains(word) || word.allSatisfy(\.isNumber) }
    let wordsA = kindWords(ofScreen: mine), wordsB = kindWords(ofScreen: theirs)
    let steps = wordsA.contains(where: isStep) && wordsB.contains(where: isStep)
    let forms = wordsA.first.map(formVerbs.contains) == true && wordsB.first.map(formVerbs.contains) == true
    guard steps || forms else { return false }
    func core(_ words: [String]) -> [String] {
      var words = words.filter { !isStep($0) }
      if forms, words.count > 1 { words.removeFirst() }
      while let end = words.last, ["view", "screen", "controller", "page"].contains(end) { words.removeLast() }
      return words
    }
    let a = core(wordsA), b = core(wordsB)
    return !a.isEmpty && a == b
  }

  static let stepWords: Set<String> = [
    "step", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "first", "second", "third", "fourth", "fifth", "sixth", "last", "final",
  ]
  static let formVerbs: Set<String> = ["make", "create", "add", "new", "edit", "update", "modify", "write", "register"]

  /// The controls of one name that are steps of a flow: links that open a screen holding another
  /// control of the name, or that sit on a screen one of them opens.
  struct FlowSteps {
    var members: Set<String> = []
    func contains(_ offset: Int, _ path: String) -> Bool { members.contains("\(path)#\(offset)") }
  }

  static func flowSteps(_ controls: [Control]) -> FlowSteps {
    let screens = Set(controls.compactMap(\.screen))
    let destinations = Set(controls.compactMap(\.action.destination))
    var steps = FlowSteps()
    for control in controls {
      let opensAStep = control.action.destination.map(screens.contains) ?? false
      let isAStep = control.screen.map(destinations.contains) ?? false
      if opensAStep || isAStep { steps.members.insert("\(control.file.path)#\(control.position.utf8Offset)") }
    }
    return steps
  }

  /// `OrderDetailViewController` → `order`, `detail`: a screen type's words, lowercased, without
  /// the trailing `View`, `Screen`, `Controller` or `Page`.
  static func kindWords(ofScreen type: String) -> [String] {
    var words = IdentifierWords.words(in: type).map { $0.lowercased() }
    while let end = words.last, ["view", "screen", "controller", "page"].contains(end) { words.removeLast() }
    return words
  }

  /// `deleteOrder`, `isShowingShareSheet`, `didTapRemoveButton` → their words, lowercased;
  /// `signOut` and `logOut` kept as one.
  static func words(ofIdentifier identifier: String) -> [String] {
    let words = IdentifierWords.words(in: identifier)
    // `signOut`, `logOut` are one word for this purpose.
    var joined: [String] = []
    for word in words {
      if let last = joined.last, ["out", "in"].contains(word), ["sign", "log"].contains(last) {
        joined[joined.count - 1] = last + word
      } else {
        joined.append(word)
      }
    }
    return joined
  }

  /// `deleting`, `shared`, `removes` → the kind of their stem.
  static func kind(of word: String) -> String? {
    if let kind = kinds[word] { return kind }
    // A past participle names a state or a thing, not the work (`savedProgress = nil`,
    // `UIApplication.shared`): only `deletes` and `deleting` are the action.
    for suffix in ["s", "ing"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
      let stem = String(word.dropLast(suffix.count))
      if let kind = kinds[stem] ?? kinds[stem + "e"] { return kind }
    }
    return nil
  }

  /// The kinds of work an identifier's words name. "Flag" after a state word is a Boolean
  /// (`resetStageUpdatedFlag`, Seedling's "Save Changes" reports nothing).
  static func kinds(ofIdentifier identifier: String) -> Set<String> {
    var result: Set<String> = []
    let words = words(ofIdentifier: identifier)
    for (index, word) in words.enumerated() {
      // After a state word (`…UpdatedFlag`, `isFlag`) it is a Boolean; after a verb (`createFlag`) a report.
      if word == "flag", index > 0, words[index - 1].hasSuffix("ed") || ["is", "has", "did", "should", "needs"].contains(words[index - 1]) { continue }
      if let kind = kind(of: word) { result.insert(kind) }
    }
    return result
  }

  /// `showLoginView`, `isPresentingSignUpSheet`: a flag that shows a screen, whose words name the
  /// screen, not the work done (Sejong's sign-out answer showing the login screen signs nobody in).
  /// So is an object named for its part of the app (`loginViewModel.reset()`, `deleteManager`):
  /// what it is asked to do is read from the method called on it.
  static func namesAShownScreen(_ identifier: String) -> Bool {
    let lowered = identifier.lowercased()
    if ["viewmodel", "manager", "service", "store", "repository"].contains(where: lowered.hasSuffix) { return true }
    return ["show", "isshow", "present", "ispresent"].contains(where: lowered.hasPrefix)
      && ["view", "screen", "sheet", "page", "modal", "options", "menu"].contains(where: lowered.hasSuffix)
  }

  /// Kinds of work named by the identifiers in `code` (string literals and comments left out).
  static func kinds(in code: String) -> Set<String> {
    if let result = asciiKinds(in: code) { return result }
    return kindsByCharacter(in: code)
  }

  /// ``kinds(in:)`` on the bytes of ASCII code (nil for other code): there every Character is
  /// one byte but `\r\n`, which is neither a letter, a digit, `_`, a quote nor a backslash, so
  /// the identifiers and strings are the same. Splitting every button's action into Characters
  /// showed in profiles.
  static func asciiKinds(in code: String) -> Set<String>? {
    var code = code
    return code.withUTF8 { bytes -> Set<String>? in
      for byte in bytes where byte >= 0x80 { return nil }
      var result: Set<String> = []
      var start = -1
      var inString = false
      var previous: UInt8 = 0x20
      func flush(_ end: Int) {
        if start >= 0, !(bytes[start] >= 0x41 && bytes[start] <= 0x5A) {
          let identifier = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
          if !namesAShownScreen(identifier) {
            result.formUnion(kinds(ofIdentifier: identifier))
          }
        }
        start = -1
      }
      for (index, byte) in bytes.enumerated() {
        if byte == 0x22 && previous != 0x5C { inString.toggle(); flush(index) }
        else if inString {}
        else if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F {
          if start < 0 { start = index }
        }
        else { flush(index) }
        previous = byte
      }
      flush(bytes.count)
      return result
    }
  }

  /// ``kinds(in:)`` Character by Character: any code.
  static func kindsByCharacter(in code: String) -> Set<String> {
    var result: Set<String> = []
    var identifier = ""
    var inString = false
    var previous: Character = " "
    func flush() {
      if !identifier.isEmpty, identifier.first?.isUppercase == false, !namesAShownScreen(identifier) {
        result.formUnion(kinds(ofIdentifier: identifier))
      }
      identifier = ""
    }
    for character in code {
      if character == "\"" && previous != "\\" { inString.toggle(); flush() }
      else if inString {}
      else if character.isLetter || character.isNumber || character == "_" { identifier.append(character) }
      else { flush() }
      previous = character
    }
    flush()
    return result
  }

  /// The first `{ ... }` block of `text` after an optional `( ... )`: a button's trailing action.
  static func trailingAction(of text: Substring) -> Substring? {
    if let answer = asciiTrailingAction(of: text) { return answer }
    return trailingActionByCharacter(of: text)
  }

  /// ``trailingAction(of:)`` on the bytes of ASCII text (`.none` for other text): there every
  /// Character is one byte but `\r\n`, whose two bytes are white space as it is, and which is no
  /// bracket or quote, so the same block is found. The Character walk over every button's text
  /// was 25M instructions on Swiftfin.
  static func asciiTrailingAction(of text: Substring) -> Substring?? {
    let utf8 = text.utf8
    for byte in utf8 where byte >= 0x80 { return .none }
    let end = utf8.endIndex
    func isNamePart(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2E
    }
    // `Character.isWhitespace` on ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
    func isSpace(_ byte: UInt8) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
    var index = utf8.startIndex
    while index < end, isNamePart(utf8[index]) { utf8.formIndex(after: &index) }
    func skipSpaces() { while index < end, isSpace(utf8[index]) { utf8.formIndex(after: &index) } }
    func balanced(_ open: UInt8, _ close: UInt8) -> Range<String.Index>? {
      guard index < end, utf8[index] == open else { return nil }
      var depth = 0
      var inString = false
      var cursor = index
      while cursor < end {
        let byte = utf8[cursor]
        if byte == 0x22 { inString.toggle() }
        if !inString {
          if byte == open { depth += 1 }
          if byte == close { depth -= 1; if depth == 0 { return index..<utf8.index(after: cursor) } }
        }
        utf8.formIndex(after: &cursor)
      }
      return nil
    }
    skipSpaces()
    if let arguments = balanced(0x28, 0x29) { index = arguments.upperBound; skipSpaces() }
    return .some(balanced(0x7B, 0x7D).map { text[$0] })
  }

  /// ``trailingAction(of:)`` Character by Character: any text.
  static func trailingActionByCharacter(of text: Substring) -> Substring? {
    var index = text.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? text.endIndex
    func skipSpaces() { while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) } }
    func balanced(_ open: Character, _ close: Character) -> Range<Substring.Index>? {
      guard index < text.endIndex, text[index] == open else { return nil }
      var depth = 0
      var inString = false
      var cursor = index
      while cursor < text.endIndex {
        let character = text[cursor]
        if character == "\"" { inString.toggle() }
        if !inString {
          if character == open { depth += 1 }
          if character == close { depth -= 1; if depth == 0 { return index..<text.index(after: cursor) } }
        }
        cursor = text.index(after: cursor)
      }
      return nil
    }
    skipSpaces()
    if let arguments = balanced("(", ")") { index = arguments.upperBound; skipSpaces() }
    return balanced("{", "}").map { text[$0] }
  }

  static func swiftUIControls(in file: SwiftFileModel, project: ProjectIndex) -> [Control] {
    var result: [Control] = []
    for view in file.views where view.kind == .call && (view.name == "Button" || view.name == "NavigationLink") {
      // An empty name ("") is no name anyone learns (Pyto's hidden links the code follows).
      guard let label = label(of: view, in: file), !label.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      // A `role: .cancel` button closes what it is in, whatever its closure resets
      // (`deleting = nil`): the system speaks and places it as a cancel.
      if view.argument("role")?.memberName == "cancel" { continue }
      var action = Action()
      if view.name == "NavigationLink" {
        if let destination = view.argument("destination"), let callee = destination.callee {
          action.destination = callee
        } else if let root = file.descendants(of: view, inSlots: [.destination]).first(where: { $0.kind == .call && $0.parent == view.index }) {
          action.destination = root.name
        }
      } else {
        let text: Substring
        if let argument = view.argument("action") {
          text = Substring(argument.text)
        } else {
          let whole = file.text(from: view.position, to: view.end)
          guard let closure = trailingAction(of: Substring(whole)) else { continue }
          text = closure
        }
        action.kinds = kinds(in: String(text))
      }
      result.append(Control(
        file: file, label: label, screen: view.enclosingType, action: action, position: view.position,
        dialog: dialogTitle(of: view, in: file), branches: branchPath(of: view, in: file)))
    }
    return result
  }

  /// The literal a control is spoken by: its accessibility label, title argument, or the one text of its label.
  static func label(of view: SwiftUIView, in file: SwiftFileModel) -> String? {
    if let label = view.accessibilityLabel { return name(of: label) }
    if let first = view.arguments.first, first.label == nil { return name(of: first.value) }
    let inside = file.descendants(of: view, inSlots: [.label, .content]).filter { $0.name == "Text" || $0.name == "Label" }
    guard inside.count == 1, let text = inside[0].arguments.firstUnlabeled else { return nil }
    return name(of: text)
  }

  /// A name known without running the app: a literal, a literal key (`NSLocalizedString("key", ...)`,
  /// `String(localized: "key")`, `"key".localized`), or a static constant (`L10n.Orders.archive`,
  /// `Strings.delete`), which is one localized string wherever it is used. Constants start with a
  /// "=" so they never meet a literal.
  static func name(of expression: ExpressionInfo) -> String? {
    // `setTitle("", for: .normal)` clears the title: no name (the button is an image, judged elsewhere).
    if let literal = expression.stringLiteral { return literal.trimmingCharacters(in: .whitespaces).isEmpty ? nil : literal }
    if let callee = expression.callee, callee == "NSLocalizedString" || callee == "String" && expression.callArguments.first?.label == "localized" {
      return expression.callArguments.first?.value.stringLiteral
    }
    let text = expression.text
    if text.hasPrefix("\""), text.hasSuffix("\".localized"), text.dropFirst().dropLast("\".localized".count).allSatisfy({ $0 != "\"" && $0 != "\\" }) {
      return String(text.dropFirst().dropLast("\".localized".count))
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count >= 2, parts[0].first?.isUppercase == true,
       parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
      return "=" + text
    }
    return nil
  }

  static func uikitControls(in file: SwiftFileModel) -> [Control] {
    var result: [Control] = []
    for object in file.uikitObjects where object.uikitClass == "UIButton" {
      let titled = object.calls("setTitle").first { $0.arguments.firstUnlabeled.flatMap(name(of:)) != nil }
      let labelled = object.assignment("accessibilityLabel").flatMap { name(of: $0.value) != nil ? $0.value : nil }
      guard let labelExpression = labelled ?? titled?.arguments.firstUnlabeled, let label = name(of: labelExpression) else { continue }
      guard let target = object.calls("addTarget").first,
            let handler = target.arguments.first(labeled: "action").flatMap({ UIKitGestureAlternativeRule.selectorName($0.text) })
      else { continue }
      var action = Action()
      let opened = file.behaviour.calls.first { call in
        call.function == handler && call.enclosingType == object.enclosingType
          && ["pushViewController", "present", "show"].contains(call.name)
      }
      if let screen = opened?.arguments.first?.value.callee {
        action.destination = screen
      } else {
        action.kinds = Set(words(ofIdentifier: handler).compactMap(kind(of:)))
      }
      result.append(Control(file: file, label: label, screen: object.enclosingType, action: action, position: labelExpression.start))
    }
    return result
  }

  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    var groups: [String: [Control]] = [:]
    var shownNames: [String: String] = [:]
    for file in files {
      for control in Self.swiftUIControls(in: file, project: context.project) + Self.uikitControls(in: file) {
        // One localized key, or keys with the same texts, are one name.
        let spoken = control.label.hasPrefix("=") ? [control.label] : context.project.spokenTexts(of: control.label) ?? [control.label]
        let key = spoken.map { $0.lowercased().trimmingCharacters(in: .whitespaces) }.joined(separator: "\u{1F}")
        groups[key, default: []].append(control)
        shownNames[key] = control.label.hasPrefix("=") ? String(control.label.dropFirst()) : spoken.last ?? control.label
      }
    }
    let project = context.project
    func declared(_ type: String) -> Bool { project.types.declaration(of: type) != nil }
    for (key, controls) in groups.sorted(by: { $0.key < $1.key }) where controls.count > 1 {
      let name = shownNames[key] ?? key
      let steps = Self.flowSteps(controls)
      // Code an iOS build never compiles isn't compared; nor are two controls in different
      // clauses of one `#if` (the iOS row and the tvOS row of one setting).
      let sorted = controls.filter { $0.action.isKnown && !$0.file.isNeverCompiledForIOS(at: $0.position.utf8Offset) }
        .sorted { ($0.file.path, $0.position.utf8Offset) < ($1.file.path, $1.position.utf8Offset) }
      guard let earliest = sorted.first else { continue }
      func chain(_ control: Control) -> [CompilationBranch] { control.file.compilationChain(at: control.position.utf8Offset) }
      // A constant's last name (`L10n.Common.cancel`) stands for its text.
      let lastName = earliest.label.hasPrefix("=") ? String(earliest.label.split(separator: ".").last ?? "") : earliest.label
      let lastWords = Self.words(ofIdentifier: lastName).filter { !["button", "title", "label", "action", "text"].contains($0) }
      let spokenNames = (project.spokenTexts(of: earliest.label) ?? []) + [earliest.label, lastName, lastWords.joined(separator: " ")]
      let screenRelative = spokenNames.contains { Self.isScreenRelative($0) }
      for control in sorted.dropFirst() {
        guard let first = sorted.first(where: {
          CompilationBranch.canCoexist(chain($0), chain(control)) && !Self.answerDifferentDialogs($0, control)
            && !Self.neverShownTogether($0, control)
        }) else { continue }
        guard control.position != first.position || control.file.path != first.file.path else { continue }
        if screenRelative && control.screen != first.screen { continue }
        guard control.action.differs(from: first.action, declared: declared) else { continue }
        let sameScreen = control.screen == first.screen
        // "Code Editor" opening `ReverseArrayEditor` on one challenge and `CodeEditorView` on
        // another: each screen's own editor, the same kind of place the name says.
        if !sameScreen, Self.bothOpenWhatTheNameSays(name, control.action, first.action) { continue }
        // "Advanced settings" opening each module's own `…AdvancedConfigView`: the same kind of
        // screen, named alike, in different screens.
        if !sameScreen, Self.openTheSameKindOfScreen(control.action, first.action) { continue }
        if Self.openOneFormOrFlow(control.action, first.action) { continue }
        // Both move a flow on: "인증하기" opening the mail code screen, whose own "인증하기" opens the
        // password screen (gun-s-kids' sign-up and password reset): one name for proceeding.
        if steps.contains(control.position.utf8Offset, control.file.path), steps.contains(first.position.utf8Offset, first.file.path) { continue }
        let place = first.screen.map { "\($0)" } ?? first.file.path
        context.report(in: control.file, at: control.position, LocalizedText(
          en: "\"\(name)\" here \(Self.describeEnglish(control.action)) but \"\(name)\" in \(place) (line \(first.position.line)) \(Self.describeEnglish(first.action)): VoiceOver and Voice Control users who learned the name expect the same action; give one of them a name that says what it does",
          ko: "여기의 \"\(name)\" 컨트롤은 \(Self.describeKorean(control.action, ending: false)), \(place)의 \(first.position.line)번째 줄에 있는 \"\(name)\" 컨트롤은 \(Self.describeKorean(first.action, ending: true)). 이름을 익힌 VoiceOver와 음성 제어 사용자는 같은 동작을 기대하니, 하나에 하는 일을 말하는 이름을 주세요"),
          severity: sameScreen ? .warning : nil, needsReview: true)
      }
    }
  }

  static func describeEnglish(_ action: Action) -> String {
    if let destination = action.destination { return "opens \(destination)" }
    return action.kinds.sorted().map { kindNames[$0]?.en ?? $0 }.joined(separator: " and ")
  }

  /// "주문 화면을 열고" / "삭제 동작을 합니다": the first clause joins the second.
  static func describeKorean(_ action: Action, ending: Bool) -> String {
    if let destination = action.destination { return "\(destination) 화면을 \(ending ? "엽니다" : "열고")" }
    let names = action.kinds.sorted().map { kindNames[$0]?.ko ?? $0 }.joined(separator: ", ")
    return "\(names) 동작을 \(ending ? "합니다" : "하고")"
  }

  static let kindNames: [String: (en: String, ko: String)] = [
    "delete": ("deletes", "삭제"), "share": ("shares", "공유"), "add": ("adds", "추가"), "save": ("saves or submits", "저장·제출"),
    "copy": ("copies", "복사"), "report": ("reports or blocks", "신고·차단"), "favorite": ("marks a favorite", "즐겨찾기"),
    "archive": ("archives", "보관"), "download": ("downloads", "다운로드"), "signOut": ("signs out", "로그아웃"),
    "signIn": ("signs in", "로그인"), "play": ("plays", "재생"), "call": ("calls", "전화"), "print": ("prints", "인쇄"),
    "refresh": ("refreshes", "새로 고침"), "edit": ("edits", "편집"), "scan": ("scans", "스캔"),
  ]
}
