import A11yCore

/// Screens pushed in SwiftUI with no navigation title, and two screens with the same title.
public struct ScreenTitleRule: SwiftSourceRule {
  public init() {}

  /// A pushed watch list whose title view is a plain view holding `subview` (a label with text, or a logo).
  /// The app's navigation controller base (hiding its bar, or not), a subclass of it made in
  /// code, and a base-class stack made with a root, each pushing an untitled screen.
  static func stackOfOwnNavigationController(hidingBar: Bool) -> RuleExample {
    RuleExample("""
      class BaseUINavigationController: UINavigationController {
        override func viewDidLoad() { super.viewDidLoad(); navigationBar.isHidden = \(hidingBar) }
      }
      final class LoginNC: BaseUINavigationController {}
      final class AppStart {
        func start() -> [UIViewController] { [LoginNC(), BaseUINavigationController(rootViewController: PhotoViewController())] }
      }
      final class PhotoViewController: UIViewController {
        func next() { navigationController?.pushViewController(ContentViewController(), animated: true) }
      }
      final class \(hidingBar ? "" : "↓")ContentViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(contentView) }
      }
      """)
  }

  /// A coordinator making an untitled list screen its stack's root, then setting the bar's top item's title to `title`.
  static func capsuleListCoordinator(title: String) -> RuleExample {
    RuleExample("""
      final class CapsuleListCoordinator {
        weak var navigationController: UINavigationController?
        func moveToCapsuleList() {
          let capsuleListViewController = CapsuleListViewController()
          navigationController?.setViewControllers([capsuleListViewController], animated: true)
          setUpNavigationItem()
        }
        private func setUpNavigationItem() {
          navigationController?.navigationBar.topItem?.title = \(title)
        }
      }
      final class \(title == "\"\"" ? "↓" : "")CapsuleListViewController: UIViewController {}
      """)
  }

  /// A settings screen calling a `UIViewController` helper that titles it through an unlabelled
  /// parameter (Kontax Cam's `setNavigationBarTitle(_:backgroundColor:)`), given `title`.
  static func unlabelledTitlingHelper(title: String) -> RuleExample {
    RuleExample("""
      extension UIViewController {
        func setNavigationBarTitle(_ title: String, backgroundColor: UIColor = .systemBackground) {
          navigationItem.title = title
          navigationController?.navigationBar.backgroundColor = backgroundColor
        }
      }
      final class SettingsViewController: UITableViewController {
        func showAppearance() { navigationController?.pushViewController(AppearanceViewController(), animated: true) }
      }
      final class \(title == "\"\"" ? "↓" : "")AppearanceViewController: UITableViewController {
        override func viewDidLoad() { super.viewDidLoad(); self.setNavigationBarTitle(\(title), backgroundColor: .systemGroupedBackground) }
      }
      """)
  }

  /// An app making its one navigation controller as a router's argument; with `hiding`, the router
  /// hides its bar as it takes it (billion's `MainRouter`), and every screen comes in without a bar.
  static func routedApp(hiding: Bool) -> RuleExample {
    RuleExample("""
    final class Application {
      lazy var mainRouter = MainRouter(window: window, navigationController: UINavigationController())
    }
    final class MainRouter {
      let navigationController: UINavigationController
      init(window: UIWindow, navigationController: UINavigationController) {
        self.navigationController = navigationController
        \(hiding ? "navigationController.navigationBar.isHidden = true" : "navigationController.navigationBar.tintColor = .white")
        window.rootViewController = navigationController
      }
      func showAbout() { navigationController.pushViewController(AboutViewController(), animated: true) }
    }
    final class \(hiding ? "" : "↓")AboutViewController: UIViewController {
      override func viewDidLoad() { super.viewDidLoad(); view.addSubview(titleLabel) }
    }
    """)
  }

  /// A dialog presented in a navigation controller of its own; with `overTheScreen`, over the
  /// current screen on a see-through backdrop (TechresOrder's popups), a popup rather than a screen.
  static func dialogInNavigationController(overTheScreen: Bool) -> RuleExample {
    RuleExample("""
    final class PaymentViewController: UIViewController {
      func presentCustomerSlots() {
        let slots = UpdateCustomerSlotViewController()
        slots.view.backgroundColor = \(overTheScreen ? "ColorUtils.blackTransparent()" : ".systemBackground")
        let nav = UINavigationController(rootViewController: slots)
        nav.modalPresentationStyle = \(overTheScreen ? ".overCurrentContext" : ".fullScreen")
        present(nav, animated: true)
      }
    }
    final class \(overTheScreen ? "" : "↓")UpdateCustomerSlotViewController: UIViewController {
      override func viewDidLoad() { super.viewDidLoad(); view.addSubview(headingLabel) }
    }
    """)
  }

  /// An intro coordinator starting the onboarding coordinator, which pushes an untitled screen;
  /// with `hidingBar`, the intro coordinator hides the bar first.
  static func onBoardingUnderCoordinator(hidingBar: Bool) -> RuleExample {
    RuleExample("""
      final class IntroCoordinator: Coordinator {
        var navigationController: UINavigationController
        func pushOnBoarding() {
          let coordinator = OnBoardingCoordinator(navigationController: navigationController)
          \(hidingBar ? "navigationController.isNavigationBarHidden = true" : "childCoordinators.append(coordinator)")
          coordinator.start()
        }
      }
      final class OnBoardingCoordinator: Coordinator {
        var navigationController: UINavigationController
        func start() { navigationController.pushViewController(OnBoardingViewController(), animated: true) }
      }
      final class \(hidingBar ? "" : "↓")OnBoardingViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(nameField) }
      }
      """)
  }

  static func stocksTitleView(subview: String) -> RuleExample {
    RuleExample("""
      final class HomeViewController: UIViewController {
        func showStocks() { navigationController?.pushViewController(WatchListViewController(), animated: true) }
      }
      final class \(subview == "label" ? "" : "↓")WatchListViewController: UIViewController {
        override func viewDidLoad() {
          let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
          let label = UILabel()
          label.text = "주식"
          let logo = UIImageView(image: UIImage(named: "logo"))
          titleView.addSubview(\(subview))
          navigationItem.titleView = titleView
        }
      }
      """)
  }

  public static let descriptor = RuleDescriptor(
    id: "screen-title",
    title: LocalizedText(
      en: "Screens need a distinct title",
      ko: "화면에는 서로 다른 제목이 필요합니다"),
    rationale: LocalizedText(
      en: """
        When a screen opens, VoiceOver reads its title first; it is how a blind person knows where they are, and \
        how everyone tells screens apart in the app switcher and with Voice Control (\"Go back to 주문\"). A view \
        pushed with `NavigationLink` or `.navigationDestination` whose type never sets `.navigationTitle` arrives \
        unnamed, and two screens with the same title can't be told apart. This project-wide rule reports \
        destinations whose view type (found in any file) sets no title, and literal titles used by two different \
        screens, as information to check. UIKit: a view controller the code pushes or makes a navigation \
        controller's root whose class (or a superclass in the project) never sets `title`, `navigationItem.title` or a \
        `titleView` with an accessibility label; classes a storyboard instantiates are left to `ib-scene-title`, and \
        controllers only presented as sheets have no navigation bar to title. Localized titles are compared by their \
        texts. (Checkpoints 2.1 and 3.2; WCAG 2.4.2; HIG Navigation bars.)
        """,
      ko: """
        화면이 열리면 VoiceOver는 제목을 먼저 읽습니다. 시각 장애인은 제목으로 지금 어디에 있는지 알고, 모두가 앱 전환기와 음성 제어 \
        (\"주문으로 돌아가기\")에서 화면을 구별합니다. `NavigationLink`나 `.navigationDestination`으로 여는 뷰의 타입이 \
        `.navigationTitle`을 정하지 않으면 이름 없이 열리고, 두 화면의 제목이 같으면 구별할 수 없습니다. 이 프로젝트 전체 규칙은 어느 \
        파일에서도 제목을 정하지 않는 목적지 뷰와, 서로 다른 두 화면이 쓰는 같은 제목을 확인할 정보로 보고합니다. \
        UIKit에서는 코드가 push하거나 내비게이션 컨트롤러의 루트로 삼는 뷰 컨트롤러 중 그 클래스(또는 프로젝트의 상위 클래스)가 \
        `title`, `navigationItem.title`, 접근성 레이블이 있는 `titleView` 중 어느 것도 정하지 않는 경우를 보고합니다. 스토리보드가 만드는 클래스는 \
        `ib-scene-title` 규칙이 판단하고, 시트로만 띄우는 컨트롤러는 제목을 보일 내비게이션 막대가 없어 제외합니다. 지역화된 제목은 \
        텍스트로 비교합니다. (검사 항목 2.1, 3.2, WCAG 2.4.2, HIG 내비게이션 막대)
        """),
    defaultSeverity: .info,
    checkpoints: [.focus, .consistency], wcag: ["2.4.2"], hig: "Navigation bars",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the popup: a screen of its own, presented full screen.
        dialogInNavigationController(overTheScreen: false),
        // The neighbour of the router hiding the bar: this one only tints it.
        routedApp(hiding: false),
        // The neighbour of the base class that moves focus: this base only scrolls to the header.
        """
        class BaseViewController: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let header = view.find(traits: .header) { scrollView.scrollRectToVisible(header.frame, animated: false) }
          }
        }
        final class TimelineHost: UIViewController {
          func next() { navigationController?.pushViewController(ContactsTimelineViewController(), animated: true) }
        }
        final class ↓ContactsTimelineViewController: BaseViewController {
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(headerLabel) }
        }
        """,
        // The neighbour of the base class's bar: the screen only gives it a back button.
        inheritedBar(setUp: "navBar.setBackBarButton(UIImage(named: \"icon_back\"), title: nil, target: self, action: #selector(back))"),
        // The neighbour of the manager's title: it only gives the item a back button.
        navigationItemManager(titling: false),
        navigationItemManager(titling: false, emptyTitle: true),
        // The neighbour of the bare alert host: the screen shows its own notice under the alert.
        """
        final class SplashGateViewController: UIViewController {
          func checkNetwork() { navigationController?.pushViewController(CheckNetworkViewController(), animated: true) }
        }
        final class ↓CheckNetworkViewController: UIViewController {
          let alertController = UIAlertController(title: "네트워크에 접속할 수 없습니다.", message: "네트워크 연결 상태를 확인해주세요.", preferredStyle: .alert)
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(noticeLabel)
            alertController.addAction(UIAlertAction(title: "확인", style: .default))
            present(alertController, animated: true)
          }
        }
        """,
        // The neighbour of the root screen titling its bar's top item: it only tints the bar.
        """
        final class MyPageViewController: UIViewController {
          @objc func addFriend() { present(UINavigationController(rootViewController: FriendAddViewController()), animated: true) }
        }
        final class ↓FriendAddViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); navigationController?.navigationBar.tintColor = .black }
        }
        """,
        // The neighbour of the step opening with a heading under a hidden back button: it opens with body text.
        """
        struct LofiBirthView: View {
          @State var showNaming = false
          var body: some View { NavigationStack { Button("이름을 지어줄래요") { showNaming = true }.navigationDestination(isPresented: $showNaming) { ↓LofiCreatureNamingView().navigationBarBackButtonHidden() } } }
        }
        struct LofiCreatureNamingView: View {
          @State var name = ""
          var body: some View { VStack { Text("이름은 언제든지 바꿀 수 있어요").font(.dosIyagiBold(.body)); TextField("이름", text: $name) } }
        }
        """,
        // The neighbour of the onboarding under the hidden bar: the parent coordinator leaves the bar shown.
        onBoardingUnderCoordinator(hidingBar: false),
        // The neighbour of the app's own stacks: their base shows the bar.
        stackOfOwnNavigationController(hidingBar: false),
        // The neighbour of the coordinator titling the top item: it only clears the back button's words.
        capsuleListCoordinator(title: "\"\""),
        // The neighbour of the page view controller's page: a navigation stack's root is a screen.
        """
        final class OnBoardingPageViewController: UIPageViewController {
          override func viewDidLoad() { super.viewDidLoad(); let firstOnBoardView = FirstOnBoardViewController(); navigationController?.setViewControllers([firstOnBoardView], animated: true) }
        }
        final class ↓FirstOnBoardViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(UIImageView(image: UIImage(named: "onboard1"))) }
        }
        """,
        // The neighbour of the screen's title view: a section's title view is no screen title.
        """
        final class PlaceListViewController: UIViewController {
          func verify() { navigationController?.pushViewController(DomainSettingViewController(), animated: true) }
        }
        final class ↓DomainSettingViewController: UIViewController {
          private let mainTitleView = SectionTitleView(title: "재학 중인 대학교의 이메일을 입력해주세요", subtitle: "인증 메일이 발송됩니다.")
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(mainTitleView) }
        }
        final class SectionTitleView: UIView { private let titleLabel = UILabel(); init(title: String, subtitle: String) { super.init(frame: .zero); titleLabel.text = title; addSubview(titleLabel) } }
        """,
        // The neighbour of the stack of labels as the title view: a stack holding only a picture.
        """
        final class HomeViewController: UIViewController {
          func open() { navigationController?.pushViewController(VideoCollectionViewController(), animated: true) }
        }
        final class ↓VideoCollectionViewController: UIViewController {
          lazy var titleName: UILabel = { let label = UILabel(); label.text = gym.name; return label }()
          lazy var titleIcon = UIImageView(image: UIImage(named: "gym"))
          lazy var titleStackView: UIStackView = { let stack = UIStackView(arrangedSubviews: [titleIcon]); stack.axis = .vertical; return stack }()
          override func viewDidLayoutSubviews() { navigationItem.titleView = titleStackView }
        }
        """,
        // The neighbour of the title item kept in a member: the member is never put in the toolbar.
        """
        struct HomeTab: View {
          @State var path: [Route] = []
          var body: some View { NavigationStack(path: $path) { Button("마이") { path.append(.myPageView) }.navigationDestination(for: Route.self) { route in switch route { case .myPageView: ↓MyPageView() } } } }
        }
        enum Route: Hashable { case myPageView }
        struct MyPageView: View {
          var body: some View { VStack { Text("내 정보"); TextField("이름", text: $name) }.navigationBarBackButtonHidden().toolbar { backToolbarItem } }
          var backToolbarItem: some ToolbarContent { ToolbarItem(placement: .topBarLeading) { Button { dismiss() } label: { Image(systemName: "chevron.left") }.accessibilityLabel("뒤로") } }
          var customTitleToolbarItem: some ToolbarContent { ToolbarItem(placement: .principal) { Text("마이페이지").font(.headline) } }
        }
        """,
        // The neighbours of the titles the code keeps: a binding commented out, a protocol's titling method called without a title.
        """
        final class ↓CategoryListViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad() // viewModel.title.drive(navigationItem.rx.title).disposed(by: disposeBag)
          }
        }
        final class GraphDetailViewController: UIViewController {
          func showList() { navigationController?.pushViewController(CategoryListViewController(), animated: true) }
        }
        """,
        """
        protocol NavigationBarConfigurable where Self: UIViewController {}
        extension NavigationBarConfigurable {
          func setupNavigationBar(title: String = "") { navigationItem.title = title }
        }
        final class MyPageViewController: UIViewController, NavigationBarConfigurable {
          func showCoupons() { navigationController?.pushViewController(CouponListViewController(), animated: true) }
        }
        final class ↓CouponListViewController: UIViewController, NavigationBarConfigurable {
          override func viewDidLoad() { super.viewDidLoad(); setupNavigationBar() }
        }
        """,
        // A route sent from a `case` line's body (`case .couponIssued: path.append(.couponBox)`), and a lazy wrapper around an inline screen.
        """
        enum AppRoute: Hashable { case couponBox }
        enum PushPayload { case couponIssued }
        final class Router: ObservableObject { @Published var path: [AppRoute] = []
          func handle(_ payload: PushPayload) { switch payload { case .couponIssued: path.append(.couponBox) } }
        }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: AppRoute.self) { route in switch route { case .couponBox: ↓CouponBoxView() } } } } }
        struct CouponBoxView: View { var body: some View { VStack { Text("사용 가능한 쿠폰").font(.system(size: 14, weight: .semibold)); TextField("검색", text: $query) }.navigationBarBackButtonHidden() } }
        """,
        """
        struct LazyView<Content: View>: View { private let build: () -> Content
          init(@ViewBuilder _ build: @escaping () -> Content) { self.build = build }
          var body: some View { build() }
        }
        struct NoticeListView: View { var body: some View { NavigationStack { NavigationLink { ↓LazyView { ScrollView { Text(notice.body) } } } label: { Text(notice.title) } } } }
        """,
        // The neighbour of the onboarding step: it opens with plain words, not a heading.
        """
        struct Onboarding: View { var body: some View { NavigationStack { NavigationLink { ↓UserTypeSelectionView() } label: { Text("시작") } } } }
        struct UserTypeSelectionView: View { var body: some View { VStack { Text("트레이너와 트레이니 중 선택해주세요.").font(.body); Button("다음") { next() } }.navigationBarBackButtonHidden() } }
        """,
        // The neighbours of the splash, the bold heading, the bar's title item and the project's
        // header: a rocket launch's page, a timer's big digits, a back control's words in the bar,
        // and a section's header.
        """
        struct Launches: View { var body: some View { NavigationStack { NavigationLink("발사") { ↓LaunchView() } } } }
        struct LaunchView: View { var body: some View { ScrollView { Text(launch.mission) } } }
        """,
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink("집중") { ↓FocusTimerView() } } } }
        struct FocusTimerView: View { var body: some View { VStack { Text("25:00").font(.system(size: 72, weight: .bold)); Button("시작") { start() } }.navigationBarBackButtonHidden() } }
        """,
        """
        struct Feed: View { var body: some View { NavigationStack { NavigationLink("글") { ↓PostDetailView() } } } }
        struct PostDetailView: View { @Environment(\\.dismiss) var dismiss
          var body: some View { ScrollView { Text(post.body) }.navigationBarBackButtonHidden(true)
            .toolbar { ToolbarItem(placement: .navigation) { Text("뒤로").onTapGesture { dismiss() } } } } }
        """,
        """
        struct Cafes: View { var body: some View { NavigationStack { NavigationLink("카페") { ↓CafeDetailView() } } } }
        struct SectionTitleHeader: View { let title: String; var body: some View { Text(title).font(.headline) } }
        struct CafeDetailView: View { var body: some View { ScrollView { CafeHero(); SectionTitleHeader(title: "메뉴"); MenuList() } } }
        """,
        // The neighbours of the tab titling its tab bar controller and of the base screen's title
        // label: each tab in a navigation controller of its own, and a wordmark the same on every screen.
        """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          func application() { window?.rootViewController = MainTabBarController() }
        }
        final class MainTabBarController: UITabBarController {
          override func viewDidLoad() { super.viewDidLoad(); setViewControllers([UINavigationController(rootViewController: FeedViewController())], animated: false) }
        }
        final class ↓FeedViewController: UIViewController {
          override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); tabBarController?.title = "피드" }
        }
        """,
        """
        class BaseViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); let logo = UILabel(); logo.text = "moa"; navigationItem.titleView = logo }
        }
        final class HomeViewController: BaseViewController {
          func showLedger() { navigationController?.pushViewController(LedgerViewController(), animated: true) }
        }
        final class ↓LedgerViewController: BaseViewController {}
        """,
        // The neighbour of the routes never sent: every case of a listed enum is a row that opens it (ALLWAY's settings).
        """
        enum SettingsSection: CaseIterable, Hashable { case display; case dataPolicy }
        struct Root: View { var body: some View { NavigationStack { List(SettingsSection.allCases, id: \\.self) { section in NavigationLink(value: section) { Text("설정") } }.navigationDestination(for: SettingsSection.self) { section in switch section { case .display: Text("화면"); case .dataPolicy: ↓PolicyView() } } } } }
        struct PolicyView: View { var body: some View { VStack { Text("개인정보 처리방침").font(.system(size: 14, weight: .semibold)); TextField("검색", text: $query) }.navigationBarBackButtonHidden() } }
        """,
        // The neighbour of the routes marked Decodable that nothing decodes: a push payload decodes this one.
        """
        enum Route: Decodable, Hashable { case quizMain; case quizPlay }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: Route.self) { route in switch route { case .quizMain: ↓QuizMainView(); case .quizPlay: Text("풀기") } } } } }
        struct HomeView: View { @State var path: [Route] = []; var body: some View { Button("시작") { path.append(.quizPlay) } } }
        final class PushRouter { func open(_ data: Data) throws -> Route { try JSONDecoder().decode(Route.self, from: data) } }
        struct QuizMainView: View { var body: some View { VStack { Text("문제를 고르세요").font(.system(size: 14, weight: .semibold)); TextField("검색", text: $query) }.navigationBarBackButtonHidden() } }
        """,
        // The neighbour of the other enum's case: the route itself is sent, qualified.
        """
        enum CoordinatorPath: Hashable { case privacyConsent; case mainTab }
        enum Term: CaseIterable { case privacyConsent; case service }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: CoordinatorPath.self) { path in switch path { case .privacyConsent: ↓PrivacyConsentView(); case .mainTab: Text("홈") } } } } }
        struct HomeView: View { @State var path: [CoordinatorPath] = []; var body: some View { Button("시작") { path.append(CoordinatorPath.privacyConsent) } } }
        struct PrivacyConsentView: View { var body: some View { VStack { Text("개인정보 수집 동의").font(.system(size: 14, weight: .semibold)); Toggle("동의", isOn: $agreed) }.navigationBarBackButtonHidden() } }
        """,
        // The neighbour of the routes never sent: one route is appended.
        """
        enum Route: Hashable { case quizMain; case quizPlay }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: Route.self) { route in switch route { case .quizMain: ↓QuizMainView(); case .quizPlay: Text("풀기") } } } } }
        struct HomeView: View { @State var path: [Route] = []; var body: some View { Button("시작") { path.append(.quizMain) } } }
        struct QuizMainView: View { var body: some View { VStack { Text("문제를 고르세요").font(.system(size: 14, weight: .semibold)); TextField("검색", text: $query) }.navigationBarBackButtonHidden() } }
        """,
        // The neighbour of the protocol's titling method: the one the screen calls sets only the bar's look.
        """
        protocol NavigationBarApplicable where Self: UIViewController {}
        extension NavigationBarApplicable {
          func initNavigationTitleView(title: String = "") { navigationItem.title = title }
          func initNavigationBar() { navigationController?.navigationBar.tintColor = .black }
        }
        final class ProfileViewController: UIViewController {
          func showWishlist() { navigationController?.pushViewController(WishlistViewController(), animated: true) }
        }
        final class ↓WishlistViewController: UIViewController, NavigationBarApplicable {
          override func viewDidLoad() { super.viewDidLoad(); initNavigationBar() }
        }
        """,
        // The neighbour of the unlabelled titling helper: called with empty words, it titles nothing.
        unlabelledTitlingHelper(title: "\"\""),
        // The neighbour of the navigation item's titling helper: the one the screen calls only adds a bar button.
        """
        extension UINavigationItem {
          func createNavigationBar(title: String, leftItem: UIBarButtonItem?, rightItem: UIBarButtonItem?) { self.title = title }
          func addRightButton(_ item: UIBarButtonItem) { rightBarButtonItem = item }
        }
        final class ListsViewController: UIViewController {
          func showEdit() { navigationController?.pushViewController(EditItemViewController(), animated: true) }
        }
        final class ↓EditItemViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); navigationItem.addRightButton(doneItem) }
        }
        """,
        // The neighbour of the bound titles: a stream drives the screen's label, not its title.
        """
        final class GraphViewController: UIViewController {
          func showCategory() { navigationController?.pushViewController(CategoryViewController(), animated: true) }
        }
        final class ↓CategoryViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); viewModel.outputs.navigationTitle.drive(headerLabel.rx.text).disposed(by: disposeBag) }
        }
        """,
        // The neighbour of the sign-up: its first words are small, a prompt rather than a heading.
        """
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: Route.self) { route in switch route { case .signup: ↓SignupView() } } } } }
        struct SignupView: View { var body: some View { VStack { Text("닉네임을 입력하세요").font(.system(size: 14, weight: .semibold)); TextField("닉네임", text: $nickname) }.navigationBarBackButtonHidden() } }
        struct HomeView: View { var body: some View { NavigationLink(value: Route.signup) { Text("가입") } } }
        """,
        // The neighbour of the titled header: a section header of the screen's content, no bar.
        """
        struct Plans: View { var body: some View { NavigationStack { NavigationLink("식단") { ↓MealDetailView() } } } }
        struct SectionHeader: View { let title: String; var body: some View { Text(title) } }
        struct MealDetailView: View { var body: some View { List { Section { MealList() } header: { SectionHeader(title: "아침") } } } }
        """,
        // The neighbour of the base screen's title label: a label with no words, only a font.
        """
        class GraphViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); setTitleLabel() }
          func setTitleLabel() {
            let lbl = UILabel()
            lbl.font = .boldSystemFont(ofSize: 17)
            navigationItem.titleView = lbl
          }
        }
        final class ↓ExerciseGraphViewController: GraphViewController {}
        final class Home: UIViewController {
          func show() { navigationController?.pushViewController(ExerciseGraphViewController(), animated: true) }
        }
        """,
        // The neighbour of the bar made with a title: a screen of the app whose only title is given
        // by a helper of `UIViewController` the screen never calls.
        """
        final class CustomNavigationBar: UIView {
          init(vc: UIViewController, title: String) { super.init(frame: .zero) }
        }
        extension UIViewController {
          func setNavigationBar(title: String) { let navigationBar = CustomNavigationBar(vc: self, title: title); view.addSubview(navigationBar) }
        }
        final class MyPageViewController: UIViewController {
          func showDetail() { navigationController?.pushViewController(PrivateDetailViewController(), animated: true) }
        }
        final class ↓PrivateDetailViewController: UIViewController {}
        """,
        // The neighbours of the titled bar: only its title's colour is set; its title is emptied.
        customBarScreen(configure: "$0.setTitleColor(.label)", marked: true),
        customBarScreen(configure: "$0.title = nil", marked: true),
        // The neighbour of the bar-hiding method: this one only pads the screen.
        barHelperDestination(helperBody: "self.padding()"),
        // Nor does one that hides the bar only while something loads (ZZRIT's `loading(_:)`).
        barHelperDestination(helperBody: "if isLoading { self.toolbar(.hidden, for: .navigationBar) } else { self }"),
        // The neighbour of the hidden bar: the same controller shows it.
        rootNavigationController(setUp: "interactivePopGestureRecognizer?.isEnabled = true"),
        // The neighbour of the side menu's hidden bar: the delegate leaves it shown.
        sideMenuRoot(afterMaking: "nav.navigationBar.prefersLargeTitles = false"),
        // The neighbour of the hidden tabs: the set-up styles the tabs' bars and hides none.
        tabsWithHiddenBars(setUp: "homeNavigationController.navigationBar.tintColor = .black\n    myNavigationController.navigationBar.tintColor = .black"),
        // The neighbour of the product flow: the bar stays.
        productFlow(afterMaking: "nav.modalPresentationStyle = .overCurrentContext"),
        // The neighbour of BNCTL's bar style: the modifier only pads the screen.
        barStyleModifier(modifierBody: ".padding(.top, 8)"),
        barStyleModifier(modifierBody: ".padding(.top, 8)", drawsOwnBar: true),
        // The neighbour of the running flow: the preparation screen leaves the bar shown.
        runningFlow(preparationAppears: "super.viewWillAppear(animated)", marked: true),
        // The neighbour of the screen's own titled bar: the bar only gets a back item.
        customBarScreen(configure: "$0.leftBarItem = .back", marked: true),
        // The neighbour of the bound title: the closure fills a label of the screen, no title.
        """
        final class SlicersViewController: UIViewController {
          func showProfile() { navigationController?.pushViewController(SlicingProfileViewController(viewModel: model), animated: true) }
        }
        final class ↓SlicingProfileViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); bindViewModel() }
          private func bindViewModel() { viewModel.outputs.title.producer.startWithValues { [weak self] title in self?.headerLabel.text = title } }
        }
        """,
        // The neighbour of the screen opened with its bar hidden: the bar shows, with no title.
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink { ↓PracticeView() } label: { Text("연습") } } } }
        struct PracticeView: View { var body: some View { VStack { Text("연습 문제").font(.headline); List { Text("1") } } } }
        """,
        // The neighbour of AGPU's title views: the app's view shows only a logo.
        """
        final class CustomTitleView: UIView {
          private let logo = UIImageView()
          init(image: String, title: String, frame: CGRect) { super.init(frame: frame); logo.image = UIImage(named: image); addSubview(logo) }
          required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class HomeViewController: UIViewController {
          func showIcons() { navigationController?.pushViewController(IconsViewController(), animated: true) }
        }
        final class ↓IconsViewController: UIViewController {
          override func viewDidLoad() {
            let titleView = CustomTitleView(image: "photo icon", title: "아이콘 선택", frame: .zero)
            navigationItem.titleView = titleView
          }
        }
        """,
        // Opened from two cases of one destination switch: one finding, at the first.
        """
        struct Events: View { var body: some View { NavigationStack { List { Text("행사") }.navigationDestination(for: Route.self) { route in
          switch route {
          case .object(let event): ↓EventDetail(event: event)
          case .id(let id): EventDetail(id: id)
          }
        } } } }
        struct EventDetail: View { var body: some View { ScrollView { Text("상세") } } }
        struct EventRow: View { let event: Event; var body: some View { NavigationLink(value: Route.object(event)) { Text(event.name) } } }
        """,
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink("주문 내역") { ↓OrderHistory() } } } }
        struct OrderHistory: View { var body: some View { List { Text("아메리카노") } } }
        """,
        // The neighbour of the bar's title text: the leading item holds only a back button's words.
        """
        struct MyPage: View { var body: some View { NavigationStack { NavigationLink("프로필") { ↓ProfileEdit() } } } }
        struct ProfileEdit: View { @Environment(\\.dismiss) var dismiss
          var body: some View { Form { TextField("이름", text: $name) }
            .navigationBarBackButtonHidden(true)
            .toolbar { ToolbarItem(placement: .navigationBarLeading) { Button { dismiss() } label: { HStack { Image(systemName: "chevron.backward"); Text("뒤로") } } } } } }
        """,
        // The neighbour of the lazy wrapper: the screen it builds sets no title.
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink("주문 내역") { ↓LazyView(OrderHistory()) } } } }
        struct LazyView<Content: View>: View { let build: () -> Content
          init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
          var body: Content { build() } }
        struct OrderHistory: View { var body: some View { List { Text("아메리카노") } } }
        """,
        // The neighbours of the EPUB reader: a representable shows a page controller as the screen's
        // content, with no navigation bar of its own; another draws a map view.
        """
        struct Library: View { var body: some View { NavigationStack { NavigationLink("PDF") { ↓PDFReader() } } } }
        struct PDFReader: View { var body: some View { PagesWrapper() } }
        struct PagesWrapper: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIPageViewController { UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal) }
          func updateUIViewController(_ controller: UIPageViewController, context: Context) {}
        }
        """,
        """
        struct Stores: View { var body: some View { NavigationStack { NavigationLink("매장") { ↓StoreMap() } } } }
        struct StoreMap: View { var body: some View { MapWrapper() } }
        struct MapWrapper: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ view: MKMapView, context: Context) {}
        }
        """,
        """
        struct Menu: View { var body: some View { List { Text("라떼") }.navigationTitle("메뉴") } }
        struct Drinks: View { var body: some View { List { Text("모카") }.navigationTitle(↓"메뉴") } }
        """,
        // The neighbour of one screen titled in the iPad and iPhone layouts: the iPad's detail is another screen.
        """
        struct ContentView: View { var body: some View { TabView { NavigationView { EnterView().navigationBarTitle("Enter") } } } }
        struct TabContentView: View { var body: some View { EnterHistoryView().navigationBarTitle(↓"Enter") } }
        struct EnterView: View { var body: some View { Form { Text("Amount") } } }
        struct EnterHistoryView: View { var body: some View { List { Text("Yesterday") } } }
        """,
        // The neighbour of the empty grocery list: the tab opens it as a screen of its own.
        """
        struct GroceryTab: View { let items: [String]
          var body: some View { NavigationStack { if items.isEmpty { NavigationLink("Why empty?") { EmptyGroceryView() } } else { List(items, id: \\.self) { Text($0) }.navigationTitle("Grocery List") } } }
        }
        struct EmptyGroceryView: View { var body: some View { Text("Nothing yet").navigationTitle(↓"Grocery List") } }
        """,
        // The same, pushed through a member that picks the destination (SwiftUI-WorkoutApp's `lazyDestination`).
        """
        struct GroceryTab: View { let items: [String]; @State var showHelp = false
          var body: some View { NavigationStack { List(items, id: \\.self) { Text($0) }.navigationTitle("Grocery List").navigationDestination(isPresented: $showHelp) { destination } } }
          @ViewBuilder var destination: some View { if showHelp { EmptyGroceryView() } }
        }
        struct EmptyGroceryView: View { var body: some View { Text("Nothing yet").navigationTitle(↓"Grocery List") } }
        """,
        // The neighbour of the titled wrapper: it shows more than the screen it wraps.
        """
        struct AccountV2View: View { var body: some View { List { Text("이메일") }.navigationTitle("계정") } }
        struct AccountWithNavigation: View { var body: some View { VStack { AccountV2View(); Button("로그아웃") { signOut() } }.navigationTitle(↓"계정") } }
        """,
        """
        final class HomeViewController: UIViewController {
          override func viewDidLoad() { title = "홈" }
          func showHistory() {
            let history = OrderHistoryViewController(store: store)
            navigationController?.pushViewController(history, animated: true)
          }
        }
        final class ↓OrderHistoryViewController: UITableViewController {
          override func viewDidLoad() { tableView.rowHeight = 60 }
        }
        """,
        // The neighbour of the launch's loading screen: a screen that loads its results and then shows them.
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          func scene() { window?.rootViewController = UINavigationController(rootViewController: LoadingResultsViewController()) }
        }
        final class ↓LoadingResultsViewController: UIViewController {
          override func viewDidLoad() { view.backgroundColor = .systemBackground }
        }
        """,
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          func scene() { window?.rootViewController = UINavigationController(rootViewController: MenuBoardViewController()) }
        }
        final class ↓MenuBoardViewController: UIViewController {
          override func viewDidLoad() { view.backgroundColor = .systemBackground }
        }
        """,
        """
        final class HomeViewController: UIViewController {
          func showStore() { navigationController?.pushViewController(StoreViewController(), animated: true) }
        }
        final class ↓StoreViewController: UIViewController {
          override func viewDidLoad() { navigationItem.titleView = UIImageView(image: UIImage(named: "logo")) }
        }
        """,
        // The neighbour of the tag button as the title: the button shows only a picture.
        """
        final class HomeViewController: UIViewController {
          func showTag(_ tag: String) { navigationController?.pushViewController(TagPlayListViewController(), animated: true) }
        }
        final class ↓TagPlayListViewController: UIViewController {
          func setNavigationBar(with title: String) {
            var configuration = UIButton.Configuration.filled()
            configuration.image = UIImage(named: "tag")
            let button = UIButton(configuration: configuration)
            button.layer.cornerRadius = 15
            navigationItem.titleView = button
          }
        }
        """,
        // The neighbour of the title view holding "주식": the view holds only a logo.
        stocksTitleView(subview: "logo"),
        """
        final class HomeViewController: UIViewController {
          func showReceipt() {
            let receipt = ReceiptViewController()
            receipt.order = order
            present(UINavigationController(rootViewController: receipt), animated: true)
          }
        }
        final class ↓ReceiptViewController: UIViewController {}
        """,
        // The neighbour of the hidden bar: a root screen whose bar shows and has no title.
        """
        final class MainCoordinator {
          func showSignIn() {
            let signIn = SignInViewController()
            navigationController.setViewControllers([signIn], animated: false)
          }
        }
        final class ↓SignInViewController: UIViewController {}
        """,
        """
        final class OrdersViewController: UIViewController { override func viewDidLoad() { title = "주문" } }
        final class ReceiptsViewController: UIViewController { override func viewDidLoad() { title = ↓"주문" } }
        """,
        // The neighbour of the underlined bar title: the same words at the bar's trailing edge, where actions go.
        "struct UnderlinedText: View {\n  let text: String\n  init(_ text: String) { self.text = text }\n  var body: some View { Text(text).underline() }\n}\nstruct SettingsView: View {\n  var body: some View { List { Text(\"일반\") }.toolbar { ToolbarItem(placement: .navigationBarTrailing) { UnderlinedText(\"설정\") } } }\n}\nstruct Home: View { var body: some View { NavigationStack { NavigationLink { ↓SettingsView() } label: { Text(\"설정\") } } } }",
        // The neighbour of the coordinator titling what it pushes: its helper only adds a bar button.
        gameCoordinator(titling: false),
        // The neighbour of the view titling its screen: the helper it is handed to only makes it modal.
        """
        final class LetterViewController: UIViewController {
          func send() { navigationController?.pushViewController(SendLetterViewController(), animated: true) }
        }
        final class ↓SendLetterViewController: UIViewController {
          private let sendLetterView = SendLetterView()
          override func viewDidLoad() { super.viewDidLoad(); sendLetterView.configureNavigationController(of: self) }
        }
        final class SendLetterView: UIView {
          func configureNavigationController(of viewController: UIViewController) { self.setupNavigationController(of: viewController) }
          private func setupNavigationController(of viewController: UIViewController) {
            viewController.view.backgroundColor = .white
            viewController.isModalInPresentation = true
          }
        }
        """,
        // The neighbour of the helper titling its screen: a helper of the same name handed `self` as a delegate.
        """
        enum NavigationStyler {
          static func configure(_ viewController: UIViewController, title: String) { viewController.title = title }
        }
        final class HomeViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); NavigationStyler.configure(self, title: "홈") }
          func showOrders() { navigationController?.pushViewController(OrderListViewController(), animated: true) }
        }
        final class EmptyStateView: UIView {
          weak var delegate: EmptyStateViewDelegate?
          func configure(delegate: EmptyStateViewDelegate) { self.delegate = delegate }
        }
        final class ↓OrderListViewController: UIViewController, EmptyStateViewDelegate {
          private let emptyStateView = EmptyStateView()
          override func viewDidLoad() { super.viewDidLoad(); emptyStateView.configure(delegate: self) }
        }
        """,
      ],
      nonTriggering: [
        // A protocol's extension titles the screen that calls it (SwipeIt's `bindTitle(viewModel)`).
        """
        protocol TitledViewModelViewController { func bindTitle(_ viewModel: TitledViewModel) }
        extension TitledViewModelViewController where Self: UIViewController {
          func bindTitle(_ viewModel: TitledViewModel) { viewModel.title.bindNext { [weak self] title in self?.title = title }.addDisposableTo(rx_disposeBag) }
        }
        final class LoginViewController: UIViewController, TitledViewModelViewController {
          override func viewDidLoad() { super.viewDidLoad(); bindTitle(viewModel) }
        }
        final class WalkthroughViewController: UIViewController {
          func logIn() { navigationController?.pushViewController(LoginViewController(), animated: true) }
        }
        """,
        // One screen titled alike in the iPhone's tab and the iPad's sidebar detail (mmex's Enter screen).
        """
        struct ContentView: View { var body: some View { TabView { NavigationView { EnterView().navigationBarTitle("Enter") } } } }
        struct TabContentView: View { var body: some View { EnterView().navigationBarTitle("Enter") } }
        struct EnterView: View { var body: some View { Form { Text("Amount") } } }
        """,
        // A popup over the screen, in a navigation controller of its own.
        dialogInNavigationController(overTheScreen: true),
        // Every screen comes in under the bar the app's router hides as it takes its one navigation controller.
        routedApp(hiding: true),
        // A loading screen shown for a moment at launch, a spinning icon before the first real screen (Habit-Builder's).
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          func scene() { window?.rootViewController = LoadingScreenVC() }
        }
        final class LoadingScreenVC: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { self.present(UINavigationController(rootViewController: HabitHomeVC()), animated: true) }
          }
        }
        final class HabitHomeVC: UIViewController { override func viewDidLoad() { title = "Habits" } }
        """,
        // A base class that moves VoiceOver to the screen's header as it appears (nl-covid19's `ViewController`).
        """
        class BaseViewController: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let header = view.find(traits: .header) { UIAccessibility.post(notification: .layoutChanged, argument: header) }
          }
        }
        final class TimelineHost: UIViewController {
          func next() { navigationController?.pushViewController(ContactsTimelineViewController(), animated: true) }
        }
        final class ContactsTimelineViewController: BaseViewController {
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(headerLabel) }
        }
        """,
        // A bar its base class draws for every screen, given the screen's words (getontrip's `navBar.setTitle("昵称")`).
        inheritedBar(setUp: "navBar.setTitle(\"昵称\")"),
        inheritedBar(setUp: "navBar.titleLabel.text = SettingViewController.name"),
        // The same in Korean: the empty shopping list drawn in place of the list, both titled "장보기 목록".
        """
        struct GroceryTab: View { let items: [String]
          var body: some View { NavigationStack { if items.isEmpty { EmptyGrocery() } else { List(items, id: \\.self) { Text($0) }.navigationTitle("장보기 목록") } } }
        }
        struct EmptyGrocery: View { var body: some View { Text("아직 없어요").navigationTitle("장보기 목록") } }
        """,
        // An empty state drawn in place of the list, titled alike (Nextcloud Cookbook's grocery tab): one screen.
        """
        struct GroceryTab: View { let items: [String]
          var body: some View { NavigationStack { if items.isEmpty { EmptyGroceryView() } else { List(items, id: \\.self) { Text($0) }.navigationTitle("Grocery List") } } }
        }
        struct EmptyGroceryView: View { var body: some View { Text("Nothing yet").navigationTitle("Grocery List") } }
        """,
        // A screen whose own title view is a label of fixed words (mangomDex's sticker detail): VoiceOver reads it as the title.
        """
        final class StickerViewController: UIViewController {
          func open() { navigationController?.pushViewController(StickerDetailViewController(), animated: true) }
        }
        final class StickerDetailViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); setNavigationBar() }
        }
        extension StickerDetailViewController {
          func setNavigationBar() {
            let title = UILabel()
            title.text = "띠부씰 상세"
            navigationItem.titleView = title
          }
        }
        """,
        // A bare host for the alert it presents as it loads (KeepGoEat's network check): VoiceOver reads the alert.
        """
        final class SplashGateViewController: UIViewController {
          func checkNetwork() { navigationController?.pushViewController(CheckNetworkViewController(), animated: true) }
        }
        final class CheckNetworkViewController: UIViewController {
          let alertController = UIAlertController(title: "네트워크에 접속할 수 없습니다.", message: "네트워크 연결 상태를 확인해주세요.", preferredStyle: .alert)
          override func viewDidLoad() {
            super.viewDidLoad()
            alertController.addAction(UIAlertAction(title: "확인", style: .default))
            present(alertController, animated: true)
          }
        }
        """,
        // A screen at the root of its own navigation controller titling the bar's top item, its own (NealAndBori's friend search).
        """
        final class MyPageViewController: UIViewController {
          @objc func addFriend() { present(UINavigationController(rootViewController: FriendAddViewController()), animated: true) }
        }
        final class FriendAddViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); navigationController?.navigationBar.topItem?.title = "과연 추가" }
        }
        """,
        // A screen pushed by a coordinator that a coordinator hiding the bar starts (DayCarat's onboarding).
        onBoardingUnderCoordinator(hidingBar: true),
        // Every screen's helper, in an extension of all view controllers, handing `self` to a function that makes a label its title view (WAY's `configureNavigationBar(title:)`).
        """
        extension UIViewController {
          func configureNavigationBar(title: String) { Utilities.createNavigationBar(for: self, title: title) }
        }
        enum Utilities {
          static func createNavigationBar(for viewController: UIViewController, title: String) {
            let titleLabel = UILabel()
            titleLabel.text = title
            viewController.navigationItem.titleView = titleLabel
          }
        }
        final class AnnouncementListViewController: UIViewController {
          func open() { navigationController?.pushViewController(AnnouncementViewController(), animated: true) }
        }
        final class AnnouncementViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); configureNavigationBar(title: "공지사항") }
        }
        """,
        // The screen's navigation item handed to a manager that makes a label its title view (DE's `NavigationBarManager.setTitle(to:title:)`).
        navigationItemManager(titling: true),
        // Stacks only of the app's navigation controllers, each hiding the bar itself or through its base (NEMODU's `LoginNC`, DOTCHI's `BaseUINavigationController`).
        stackOfOwnNavigationController(hidingBar: true),
        // A coordinator that makes the screen its stack's root, then titles the bar's top item, the
        // screen's own (iOS01-Capsule's list coordinator).
        capsuleListCoordinator(title: "\"목록\""),
        // A step opened with its back button hidden that opens with a heading in the app's title font (DreamEgg).
        """
        struct LofiBirthView: View {
          @State var showNaming = false
          var body: some View { NavigationStack { Button("이름을 지어줄래요") { showNaming = true }.navigationDestination(isPresented: $showNaming) { LofiCreatureNamingView().navigationBarBackButtonHidden() } } }
        }
        struct LofiCreatureNamingView: View {
          @State var name = ""
          var body: some View { VStack { Text("드림펫에게 새로운 이름을 지어주세요").font(.dosIyagiBold(.title)); TextField("이름", text: $name) } }
        }
        """,
        // A page view controller's page (Spacer's onboarding): part of the screen that holds it.
        """
        final class OnBoardingPageViewController: UIPageViewController {
          override func viewDidLoad() { super.viewDidLoad(); let firstOnBoardView = FirstOnBoardViewController(); setViewControllers([firstOnBoardView], direction: .forward, animated: true, completion: nil) }
        }
        final class FirstOnBoardViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(UIImageView(image: UIImage(named: "onboard1"))) }
        }
        """,
        // A screen opening with the project's title view given words (ZESTY's verification steps).
        """
        final class PlaceListViewController: UIViewController {
          func verify() { navigationController?.pushViewController(DomainSettingViewController(), animated: true) }
        }
        final class DomainSettingViewController: UIViewController {
          private let mainTitleView = MainTitleView(title: "재학 중인 대학교의 이메일을 입력해주세요", subtitle: "인증 메일이 발송됩니다.")
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(mainTitleView) }
        }
        final class MainTitleView: UIView { private let titleLabel = UILabel(); init(title: String, subtitle: String) { super.init(frame: .zero); titleLabel.text = title; addSubview(titleLabel) } }
        """,
        // A title view that is a stack made around labels with words (OrrRock's video collections).
        """
        final class HomeViewController: UIViewController {
          func open() { navigationController?.pushViewController(VideoCollectionViewController(), animated: true) }
        }
        final class VideoCollectionViewController: UIViewController {
          lazy var titleName: UILabel = { let label = UILabel(); label.text = gym.name; return label }()
          lazy var titleIcon = UIImageView(image: UIImage(named: "gym"))
          lazy var titleStackView: UIStackView = { let stack = UIStackView(arrangedSubviews: [titleName, titleIcon]); stack.axis = .vertical; return stack }()
          override func viewDidLayoutSubviews() { navigationItem.titleView = titleStackView }
        }
        """,
        // The bar's title in a member the toolbar names (`customTitleToolbarItem`, Keychy's screens).
        """
        struct HomeTab: View {
          @State var path: [Route] = []
          var body: some View { NavigationStack(path: $path) { Button("마이") { path.append(.myPageView) }.navigationDestination(for: Route.self) { route in switch route { case .myPageView: MyPageView() } } } }
        }
        enum Route: Hashable { case myPageView }
        struct MyPageView: View {
          var body: some View { VStack { Text("내 정보"); TextField("이름", text: $name) }.navigationBarBackButtonHidden().toolbar { backToolbarItem ; customTitleToolbarItem } }
          var backToolbarItem: some ToolbarContent { ToolbarItem(placement: .topBarLeading) { Button { dismiss() } label: { Image(systemName: "chevron.left") }.accessibilityLabel("뒤로") } }
          var customTitleToolbarItem: some ToolbarContent { ToolbarItem(placement: .principal) { Text("마이페이지").font(.headline) } }
        }
        """,
        // A wrapper whose body is the titled screen, titled again (Outspire's account settings): one screen.
        """
        struct AccountV2View: View { var body: some View { List { Text("이메일") }.navigationTitle("계정") } }
        struct AccountWithNavigation: View { var body: some View { Group { AccountV2View() }.navigationTitle("계정").navigationBarTitleDisplayMode(.inline) } }
        """,
        // A route named like a system member (Limber's `.main`, beside `DispatchQueue.main`): still never sent.
        """
        enum SomeRoute: Hashable { case main; case unlock }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: SomeRoute.self) { route in switch route { case .main: MainView(); case .unlock: Text("잠금") } } } } }
        struct HomeView: View { var body: some View { Button("시작") { DispatchQueue.main.async { start() } } } }
        struct MainView: View { var body: some View { VStack { Text("오늘의 집중").font(.system(size: 14, weight: .semibold)); TextField("검색", text: $query) }.navigationBarBackButtonHidden() } }
        """,
        // A route named only as another enum's case, in a string and by a test's function (BabyMoa's
        // privacy consent and log-in routes, never pushed).
        """
        enum CoordinatorPath: Hashable { case privacyConsent; case mainTab }
        enum Term: CaseIterable { case privacyConsent; case service }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: CoordinatorPath.self) { path in switch path { case .privacyConsent: PrivacyConsentView(); case .mainTab: Text("홈") } } } } }
        struct HomeView: View { @State var path: [CoordinatorPath] = []; var body: some View { Button("시작") { path.append(.mainTab) } } }
        struct SignUpModel { let terms = [Term.privacyConsent, Term.service]; let url = "/api/auth/privacyConsent"; func privacyConsent() {} }
        struct PrivacyConsentView: View { var body: some View { VStack { Text("개인정보 수집 동의").font(.system(size: 14, weight: .semibold)); Toggle("동의", isOn: $agreed) }.navigationBarBackButtonHidden() } }
        """,
        // Routes marked Decodable that nothing decodes or appends (Wote's tab roots among its destinations).
        """
        enum AllNavigation: Decodable, Hashable { case mypageView; case settingView }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: AllNavigation.self) { route in switch route { case .mypageView: MyPageView(); case .settingView: Text("설정") } } } } }
        struct HomeView: View { @State var path: [AllNavigation] = []; var body: some View { Button("설정") { path.append(.settingView) } } }
        struct MyPageView: View { var body: some View { VStack { Text("마이페이지").font(.system(size: 14, weight: .semibold)); TextField("검색", text: $query) }.navigationBarBackButtonHidden() } }
        """,
        // Routes nothing sends (DDAYO's tab roots, listed among the destinations), and a generic
        // wrapper building the screen it is given (Bitgouel's `DeferView`).
        """
        enum Route: Hashable { case quizMain; case quizPlay }
        struct Root: View { var body: some View { NavigationStack { HomeView().navigationDestination(for: Route.self) { route in switch route { case .quizMain: QuizMainView(); case .quizPlay: Text("풀기") } } } } }
        struct HomeView: View { @State var path: [Route] = []; var body: some View { Button("시작") { path.append(.quizPlay) } } }
        struct QuizMainView: View { var body: some View { VStack { Text("문제를 고르세요").font(.system(size: 14, weight: .semibold)); TextField("검색", text: $query) }.navigationBarBackButtonHidden() } }
        """,
        """
        public struct DeferView<Content: View>: View { let content: () -> Content
          public init(@ViewBuilder _ content: @escaping () -> Content) { self.content = content }
          public var body: some View { content().onAppear { } }
        }
        extension View { func navigate(to view: some View, when binding: Binding<Bool>) -> some View { background { NavigationLink(isActive: binding) { DeferView { view } } label: { EmptyView() } } } }
        """,
        // A title set by a protocol extension's method the screen calls on itself (Purithm's `initNavigationTitleView(title:)`).
        """
        protocol NavigationBarApplicable where Self: UIViewController {}
        extension NavigationBarApplicable {
          func initNavigationTitleView(title: String = "") { navigationItem.title = title }
        }
        final class ProfileViewController: UIViewController {
          func showWishlist() { navigationController?.pushViewController(WishlistViewController(), animated: true) }
        }
        final class WishlistViewController: UIViewController, NavigationBarApplicable {
          override func viewDidLoad() { super.viewDidLoad(); initNavigationTitleView(title: "찜 목록") }
        }
        """,
        // The same through an unlabelled parameter (Kontax Cam's `setNavigationBarTitle(_ title:backgroundColor:)`).
        unlabelledTitlingHelper(title: "\"Appearance\""),
        unlabelledTitlingHelper(title: "\"화면 설정\""),
        // A title set by a helper of `UINavigationItem` the screen calls on its own item (Tasks' `createNavigationBar(title:leftItem:rightItem:)`).
        """
        extension UINavigationItem {
          func createNavigationBar(title: String, leftItem: UIBarButtonItem?, rightItem: UIBarButtonItem?) {
            if let leftItem { leftBarButtonItem = leftItem }
            self.title = title
          }
        }
        final class ListsViewController: UIViewController {
          func showEdit() { navigationController?.pushViewController(EditItemViewController(), animated: true) }
        }
        final class EditItemViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); navigationItem.createNavigationBar(title: "항목 편집", leftItem: nil, rightItem: nil) }
        }
        """,
        // Titles kept by a stream: RxCocoa's `navigationItem.rx.title` (KakeiboApp's category screens) and Combine's `assign(to:on:)`.
        """
        final class GraphViewController: UIViewController {
          func showCategory() { navigationController?.pushViewController(CategoryViewController(), animated: true) }
          func showInput() { navigationController?.pushViewController(CategoryInputViewController(), animated: true) }
        }
        final class CategoryViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); viewModel.outputs.navigationTitle.drive(navigationItem.rx.title).disposed(by: disposeBag) }
        }
        final class CategoryInputViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); viewModel.$title.assign(to: \\.title, on: self).store(in: &cancellables) }
        }
        final class CategoryListViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); viewModel.title.drive(rx.title).disposed(by: disposeBag) }
        }
        final class GraphDetailViewController: UIViewController {
          func showList() { navigationController?.pushViewController(CategoryListViewController(), animated: true) }
        }
        """,
        // An onboarding step without the bar's back button that opens with its own heading (TnT's).
        """
        struct Onboarding: View { var body: some View { NavigationStack { NavigationLink { UserTypeSelectionView() } label: { Text("시작") } } } }
        struct UserTypeSelectionView: View { var body: some View { VStack { Text("어떤 회원으로 이용하시겠어요?").typographyStyle(.heading2, with: .neutral950); Text("트레이너와 트레이니 중 선택해주세요."); Button("다음") { next() } }.navigationBarBackButtonHidden() } }
        """,
        // The same drawn big and bold at a size of its own (MemoWithTags' sign-up), and a splash screen.
        """
        struct Root: View { var body: some View { NavigationStack { SplashView().navigationDestination(for: Route.self) { route in switch route { case .root: SplashView(); case .signup: SignupView() } } } } }
        struct SplashView: View { var body: some View { ZStack { ProgressView() }.navigationBarBackButtonHidden() } }
        struct SignupView: View { var body: some View { VStack { Text("이메일로 회원가입").font(.system(size: 21, weight: .semibold)); TextField("닉네임", text: $nickname) }.navigationBarBackButtonHidden() } }
        """,
        // A screen drawing the project's own header with its title (Solidner's meal detail).
        """
        struct Plans: View { var body: some View { NavigationStack { NavigationLink("식단") { MealDetailView() } } } }
        struct BackButtonAndTitleHeader: View { let title: String; var body: some View { HStack { BackButton(); Text(title) } } }
        struct MealDetailView: View { var body: some View { VStack { BackButtonAndTitleHeader(title: "1월 3일 식단"); MealList() }.navigationBarBackButtonHidden() } }
        """,
        // A base screen putting a label with the screen's name in the bar (PushPullLegs' graphs).
        """
        class GraphViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); setTitleLabel() }
          func setTitleLabel() {
            let lbl = UILabel()
            lbl.text = viewModel.title()
            navigationItem.titleView = lbl
          }
        }
        final class ExerciseGraphViewController: GraphViewController {}
        final class Home: UIViewController {
          func show() { navigationController?.pushViewController(ExerciseGraphViewController(), animated: true) }
        }
        """,
        // A tab that titles the tab bar controller a navigation controller shows (SwiftComp's tabs).
        """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          func application() { window?.rootViewController = UINavigationController(rootViewController: MainTabBarController()) }
        }
        final class MainTabBarController: UITabBarController {
          override func viewDidLoad() { super.viewDidLoad(); let general = GeneralController(); self.setViewControllers([general], animated: true) }
        }
        final class GeneralController: UIViewController {
          override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(true); tabBarController?.title = "일반" }
        }
        """,
        // A bar of its own made with the screen's title (ThunderRing's `TDSModalNavigationBar`).
        """
        final class MyPageViewController: UIViewController {
          func showCount() { navigationController?.pushViewController(LightningCountViewController(), animated: true) }
        }
        final class TDSModalNavigationBar: UIView {
          init(_ controller: UIViewController, title: String, backButtonIsHidden: Bool) { super.init(frame: .zero) }
        }
        final class LightningCountViewController: UIViewController {
          private lazy var navigationBar = TDSModalNavigationBar(self, title: "번개", backButtonIsHidden: false)
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(navigationBar) }
        }
        """,
        // The screen draws its own bar and titles it (MashUp's sign-up steps).
        customBarScreen(configure: "$0.title = \"회원가입\"\n      $0.leftBarItem = .back", marked: false),
        // A coordinator pushing a screen it made and handing it to a helper that titles it
        // (alsongDalsong's game screens, titled by `setupNavigationBar(for: vc)`).
        gameCoordinator(titling: true),
        // The screen hands itself to its view, whose helper titles it (Manito's letter screen).
        """
        final class LetterViewController: UIViewController {
          func send() { navigationController?.pushViewController(SendLetterViewController(), animated: true) }
        }
        final class SendLetterViewController: UIViewController {
          private let sendLetterView = SendLetterView()
          override func viewDidLoad() { super.viewDidLoad(); sendLetterView.configureNavigationController(of: self) }
        }
        final class SendLetterView: UIView {
          func configureNavigationController(of viewController: UIViewController) { self.setupNavigationController(of: viewController) }
          private func setupNavigationController(of viewController: UIViewController) {
            viewController.title = "쪽지 보내기"
            viewController.isModalInPresentation = true
          }
        }
        """,
        // The title view is a button showing the tag's name (Layover's tag screen).
        """
        final class HomeViewController: UIViewController {
          func showTag(_ tag: String) { navigationController?.pushViewController(TagPlayListViewController(), animated: true) }
        }
        final class TagPlayListViewController: UIViewController {
          func setNavigationBar(with title: String) {
            var configuration = UIButton.Configuration.filled()
            configuration.title = title
            let button = UIButton(configuration: configuration)
            button.layer.cornerRadius = 15
            navigationItem.titleView = button
          }
        }
        """,
        // The bar's centre holds the project's underlined text view with the screen's name (Volume's settings).
        "struct UnderlinedText: View {\n  let text: String\n  init(_ text: String) { self.text = text }\n  var body: some View { Text(text).underline() }\n}\nstruct SettingsView: View {\n  var body: some View { List { Text(\"일반\") }.toolbar { ToolbarItem(placement: .principal) { UnderlinedText(\"설정\") } } }\n}\nstruct Home: View { var body: some View { NavigationStack { NavigationLink { SettingsView() } label: { Text(\"설정\") } } } }",
        // A running app's preparation screen hides the bar as it appears and pushes the run: the run
        // comes in under the hidden bar, with no bar to title.
        runningFlow(preparationAppears: "super.viewWillAppear(animated); navigationController?.setNavigationBarHidden(true, animated: false)", marked: false),
        // The same, hidden by a set-up helper the screen calls as it loads (a booking app's login).
        runningFlow(preparationAppears: "super.viewWillAppear(animated); configureUI() }\n  func configureUI() { navigationController?.navigationBar.isHidden = true; view.backgroundColor = .white", marked: false),
        // A plain view with a label reading "주식" as the bar's title view: VoiceOver reads the label.
        stocksTitleView(subview: "label"),
        // Opened through the project's method that hides the bar (Inspire Creativity's detail screen).
        barHelperDestination(helperBody: "self.toolbar(.hidden, for: .navigationBar)"),
        // The app's only navigation controller hides its bar as it is set up (TonWallet).
        rootNavigationController(setUp: "navigationBar.isHidden = true"),
        // The delegate hides the bar of the navigation controller it hands to a side menu: the
        // start screen and what it pushes show no bar to title.
        sideMenuRoot(afterMaking: "nav.isNavigationBarHidden = true"),
        tabsWithHiddenBars(setUp: "homeNavigationController.setNavigationBarHidden(true, animated: true)\n    myNavigationController.setNavigationBarHidden(true, animated: true)"),
        // A base class presenting `self` under a hidden bar; its subclass pushes another (ThePost).
        productFlow(afterMaking: "nav.isNavigationBarHidden = true"),
        // BNCTL's screens hide the bar through a method applying a project `ViewModifier`.
        barStyleModifier(modifierBody: ".navigationBarHidden(true)"),
        // The same modifier drawing its own bar above the content, the system's hidden around both (FullCar).
        barStyleModifier(modifierBody: ".toolbar(.hidden, for: .navigationBar)", drawsOwnBar: true),
        // A title bound from the view model in a [weak self] closure (OctoPhone's slicing profile).
        """
        final class SlicersViewController: UIViewController {
          func showProfile() { navigationController?.pushViewController(SlicingProfileViewController(viewModel: model), animated: true) }
        }
        final class SlicingProfileViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); bindViewModel() }
          private func bindViewModel() { viewModel.outputs.title.producer.startWithValues { [weak self] title in self?.title = title } }
        }
        """,
        // A search bar in the title's place: VoiceOver lands on the field and reads its placeholder (say-their-names).
        """
        final class HomeController: UIViewController {
          func search() { navigationController?.pushViewController(SearchController(), animated: true) }
        }
        final class SearchController: UIViewController {
          let searchBar = UISearchBar()
          override func viewDidLoad() { searchBar.placeholder = "Search for names"; navigationItem.titleView = searchBar }
        }
        """,
        """
        final class HomeController: UIViewController {
          func search() { navigationController?.pushViewController(SearchController(), animated: true) }
        }
        final class SearchController: UIViewController {
          let searchBar = UISearchBar()
          override func viewDidLoad() { searchBar.placeholder = "이름으로 검색"; navigationItem.titleView = searchBar }
        }
        """,
        // A header of the app's own holding a label that spells the type it is made with (nano wallet's Receive).
        """
        final class SendReceiveHeaderView: UIView {
          init(withType type: TransactionType) { super.init(frame: .zero); let title = UILabel(); title.text = type.rawValue.uppercased(); addSubview(title) }
          required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class HomeViewController: UIViewController {
          func showReceive() { navigationController?.pushViewController(ReceiveViewController(), animated: true) }
        }
        final class ReceiveViewController: UIViewController {
          override func viewDidLoad() { navigationItem.titleView = SendReceiveHeaderView(withType: .receive) }
        }
        """,
        // AGPU's screens: a title view of the app's own holding a label, made with the title.
        """
        final class CustomTitleView: UIView {
          private let label = UILabel()
          init(image: String, title: String, frame: CGRect) { super.init(frame: frame); label.text = title; addSubview(label) }
          required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class HomeViewController: UIViewController {
          func showIcons() { navigationController?.pushViewController(IconsViewController(), animated: true) }
        }
        final class IconsViewController: UIViewController {
          override func viewDidLoad() {
            let titleView = CustomTitleView(image: "photo icon", title: "아이콘 선택", frame: .zero)
            navigationItem.titleView = titleView
          }
        }
        """,
        // The bar's leading item shows the screen's name beside a custom back button (ZENO's profile editor).
        """
        struct MyPage: View { var body: some View { NavigationStack { NavigationLink("프로필") { ProfileEdit() } } } }
        struct ProfileEdit: View { @Environment(\\.dismiss) var dismiss
          var body: some View { Form { TextField("이름", text: $name) }
            .navigationBarBackButtonHidden(true)
            .toolbar { ToolbarItemGroup(placement: .navigationBarLeading) { HStack { Button { dismiss() } label: { Image(systemName: "chevron.backward") }; Text("프로필 수정") } } } } }
        """,
        // The same title as an item of its own in the `.navigation` placement (MemoWithTags' settings).
        """
        struct MyPage: View { var body: some View { NavigationStack { NavigationLink("설정") { SettingsView() } } } }
        struct SettingsView: View { @Environment(\\.dismiss) var dismiss
          var body: some View { Form { Toggle("알림", isOn: $on) }
            .navigationBarBackButtonHidden(true)
            .toolbar { ToolbarItem(placement: .topBarLeading) { Image(systemName: "chevron.left").onTapGesture { dismiss() } }
              ToolbarItem(placement: .navigation) { Text("설정").font(.system(size: 17, weight: .semibold)) } } } }
        """,
        // A lazy wrapper (ChooChoo's `NavigationLazyView`) building a screen that titles itself.
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink("주문 내역") { LazyView(OrderHistory()) } } } }
        struct LazyView<Content: View>: View { let build: () -> Content
          init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
          var body: Content { build() } }
        struct OrderHistory: View { var body: some View { List { Text("아메리카노") }.navigationTitle("주문 내역") } }
        """,
        // A controller that tells its navigation controller to hide the bar (Dash's portals): no title shows.
        """
        final class HomeViewController: UIViewController {
          func showPortal() {
            let portal = PortalViewController()
            present(UINavigationController(rootViewController: portal), animated: true)
          }
        }
        final class PortalViewController: UIViewController, NavigationBarDisplayable {
          var isNavigationBarHidden: Bool { true }
        }
        """,
        // The prompt before the passcode screen clears the bar's title: only one screen shows "암호 만들기".
        """
        final class CreatePasscodeViewController: UIViewController { override func viewDidLoad() { title = "암호 만들기" } }
        final class PasscodeSuggestionViewController: UIViewController {
          override func viewDidLoad() { title = "암호 만들기"; navigationItem.title = nil }
        }
        """,
        // Phoenix's home screen in its iPad and iPhone layouts, one shown in place of the other.
        """
        struct MainWrapper: View { var body: some View { if idiom == .pad { MainBig() } else { MainSmall() } } }
        struct MainBig: View { var body: some View { List { Text("잔액") }.navigationTitle("홈") } }
        struct MainSmall: View { var body: some View { VStack { Text("잔액") }.navigationTitle("홈") } }
        """,
        // Spawn's friend requests: the bar is hidden and the screen draws its own header.
        """
        struct Friends: View { var body: some View { NavigationStack { NavigationLink("요청") { FriendRequests() } } } }
        struct FriendRequests: View { var body: some View { VStack { HStack { BackButton(); Text("친구 요청").font(.headline) }; List { Text("민수") } }.navigationBarHidden(true) } }
        """,
        // The same bar hidden where the screen is opened.
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink { PracticeView().navigationBarHidden(true) } label: { Text("연습") } } } }
        struct PracticeView: View { var body: some View { VStack { Text("연습 문제").font(.headline); List { Text("1") } } } }
        """,
        // Palace's EPUB reader: the screen shows a UIKit controller through a representable, which titles itself.
        """
        struct Library: View { var body: some View { NavigationStack { NavigationLink("읽기") { ReaderView(book: book) } } } }
        struct ReaderView: View { let book: Book\n var body: some View { ReaderControllerWrapper(viewController: ReaderViewController(book: book)) } }
        struct ReaderControllerWrapper: UIViewControllerRepresentable {
          let viewController: UIViewController
          func makeUIViewController(context: Context) -> UIViewController { UINavigationController(rootViewController: viewController) }
          func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        """,
        // The trailing closure after a value written as an implicit member is the link's label, not a screen.
        "struct PostCell: View { var body: some View { Text(title) } }\nstruct Feed: View { var body: some View { NavigationLink(.post(post)) { PostCell() } } }",
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink("주문 내역") { OrderHistory() } } } }
        struct OrderHistory: View { var body: some View { List { Text("아메리카노") }.navigationTitle("주문 내역") } }
        """,
        "struct Home: View { var body: some View { NavigationLink(\"설정\") { SettingsView() } } }",
        """
        struct Home: View { var body: some View { NavigationStack { NavigationLink("새 주문") { OrderFormWrapper() } } } }
        struct OrderFormWrapper: View { var body: some View { OrderForm() } }
        struct OrderForm: View { var body: some View { Form { Text("x") }.navigationTitle("새 주문") } }
        """,
        """
        struct Menu: View { var body: some View { List { Text("라떼") }.navigationTitle("메뉴") } }
        struct Drinks: View { var body: some View { List { Text("모카") }.navigationTitle("음료") } }
        """,
        // Two screens' filter sheets, each read over the screen that opened it.
        """
        struct Stock: View { @State var filtering = false
          var body: some View { List { Text("우유") }.navigationTitle("재고").sheet(isPresented: $filtering) { NavigationStack { StockFilter().navigationTitle("필터") } } } }
        struct Journal: View { @State var filtering = false
          var body: some View { List { Text("구매") }.navigationTitle("기록").sheet(isPresented: $filtering) { NavigationStack { JournalFilter().navigationTitle("필터") } } } }
        """,
        """
        class BaseViewController: UIViewController {
          var screenTitle: String { "" }
          override func viewDidLoad() { title = screenTitle }
        }
        final class HomeViewController: BaseViewController {
          func showHistory() { navigationController?.pushViewController(OrderHistoryViewController(), animated: true) }
        }
        final class OrderHistoryViewController: BaseViewController {
          override var screenTitle: String { "주문 내역" }
        }
        """,
        """
        final class HomeViewController: UIViewController {
          func showHistory() {
            let history = OrderHistoryViewController()
            history.title = "주문 내역"
            navigationController?.pushViewController(history, animated: true)
          }
          func showFilter() { present(FilterSheetViewController(), animated: true) }
        }
        final class OrderHistoryViewController: UIViewController {}
        final class FilterSheetViewController: UIViewController {}
        """,
        // A sign-in screen made the root with the navigation bar hidden: no bar, no title.
        """
        final class MainCoordinator {
          func showSignIn() {
            let signIn = SignInViewController()
            navigationController.setNavigationBarHidden(true, animated: false)
            navigationController.setViewControllers([signIn], animated: false)
          }
        }
        final class SignInViewController: UIViewController {}
        """,
        // The presenter titles the screen it wraps in a navigation controller.
        """
        final class HomeViewController: UIViewController {
          func showReceipt() {
            let receipt = ReceiptViewController()
            receipt.title = order.storeName
            present(UINavigationController(rootViewController: receipt), animated: true)
          }
        }
        final class ReceiptViewController: UIViewController {}
        """,
        """
        final class HomeViewController: UIViewController {
          func showBrew() {
            let brew = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Brew") as! BrewViewController
            navigationController?.pushViewController(brew, animated: true)
          }
        }
        final class BrewViewController: UIViewController { @IBOutlet var timerLabel: UILabel! }
        """,
        """
        final class HomeViewController: UIViewController {
          func showStore() { navigationController?.pushViewController(StoreViewController(), animated: true) }
        }
        final class StoreViewController: UIViewController {
          override func viewDidLoad() {
            let logo = UIImageView(image: UIImage(named: "logo"))
            logo.accessibilityLabel = "빈바 매장"
            navigationItem.titleView = logo
          }
        }
        """,
      ])
  )

  static let titleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]

  /// A game's coordinator pushing a screen it made and handing it to a helper that adds a bar
  /// button and, when `titling`, sets its title (alsongDalsong's `setupNavigationBar(for: vc)`);
  /// the screen is marked when untitled.
  static func gameCoordinator(titling: Bool) -> RuleExample {
    RuleExample("""
      final class GameCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func navigateToHumming() {
          let vc = HummingViewController()
          navigationController.pushViewController(vc, animated: true)
          setupNavigationBar(for: vc)
        }
        private func setupNavigationBar(for viewController: UIViewController) {
          viewController.navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), primaryAction: nil)
          \(titling ? "viewController.title = \"허밍\"" : "viewController.view.backgroundColor = .white")
        }
      }
      final class \(titling ? "" : "↓")HummingViewController: UIViewController {}
      """)
  }

  /// The app's navigation controller subclass, set up with `setUp`, and an untitled screen pushed
  /// in it (marked unless the set-up hides the bar).
  static func rootNavigationController(setUp: String) -> RuleExample {
    RuleExample("""
      final class RootNavigationController: UINavigationController {
        override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController); setup() }
        private func setup() { \(setUp) }
      }
      final class StartViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); title = "지갑" }
        @objc func create() { navigationController?.pushViewController(PasswordViewController(), animated: true) }
      }
      final class \(setUp.contains("isHidden") ? "" : "↓")PasswordViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(titleLabel) }
      }
      """)
  }

  /// A side-menu app (superapp's Matcheron) whose delegate makes the start screen the root of a
  /// navigation controller, then `afterMaking` it; the start screen pushes the search screen
  /// (marked unless the bar is hidden).
  /// ThePost's product flow: a base class presents `self` in a navigation controller (its bar
  /// hidden, or not), and its subclasses push one another.
  static func productFlow(afterMaking: String) -> RuleExample {
    RuleExample("""
      class SelectedImageViewController: UIViewController {
        func present(fromVc: UIViewController) {
          let nav = UINavigationController(rootViewController: self)
          \(afterMaking)
          fromVc.present(nav, animated: true, completion: nil)
        }
      }
      final class PriceChooseViewController: SelectedImageViewController {
        @IBAction func nextPressed(_ sender: UIButton) { navigationController?.pushViewController(ModelChooserViewController(), animated: true) }
      }
      final class \(afterMaking.contains("Hidden = true") ? "" : "↓")ModelChooserViewController: SelectedImageViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(headerLabel) }
      }
      final class TabBarController: UITabBarController {
        @objc func openProductPost() { PriceChooseViewController().present(fromVc: self) }
      }
      """)
  }

  /// ZOOC's and Runnect's tabs: navigation controllers kept in `lazy var`s whose bars a set-up
  /// function far below hides (`setUp`), a splash root that hides the bar it is in from an
  /// extension, and a navigation controller made only to measure the bar's height. Every screen
  /// draws its own title bar, so none is marked unless `setUp` leaves a bar showing.
  /// DE's bar manager, given a screen's navigation item: it makes a label the title view, or
  /// only adds a back button; marked where it is reported when it titles nothing.
  /// (An empty title, DE's wine search, titles nothing.)
  static func navigationItemManager(titling: Bool, emptyTitle: Bool = false) -> RuleExample {
    RuleExample("""
      public final class NavigationBarManager {
        public func setTitle(to navigationItem: UINavigationItem, title: String) {
          let titleLabel = UILabel()
          titleLabel.text = title
          navigationItem.titleView = titleLabel
        }
        public func addBackButton(to navigationItem: UINavigationItem, target: Any?, action: Selector) {
          navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: target, action: action)
        }
      }
      final class WineListViewController: UIViewController {
        func next() { navigationController?.pushViewController(VintageViewController(), animated: true) }
      }
      final class \(titling ? "" : "↓")VintageViewController: UIViewController {
        let navigationBarManager = NavigationBarManager()
        override func viewDidLoad() {
          super.viewDidLoad()
          \(titling || emptyTitle ? "navigationBarManager.setTitle(to: navigationItem, title: \"\(emptyTitle ? "" : "빈티지 선택하기")\")" : "")
          navigationBarManager.addBackButton(to: navigationItem, target: self, action: #selector(back))
        }
      }
      """)
  }

  /// getontrip's screens: a base class hides UIKit's bar and draws `navBar`; the settings screen,
  /// pushed, does `setUp` with it. Marked where it is reported when that gives no title.
  static func inheritedBar(setUp: String) -> RuleExample {
    let marker = setUp.contains("setBackBarButton") ? "↓" : ""
    return RuleExample("""
      class MenuViewController: UIViewController {
        lazy var navBar = CustomNavigationBar()
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(navBar) }
      }
      final class MainViewController: UIViewController {
        func openSettings() { navigationController?.pushViewController(SettingViewController(), animated: true) }
      }
      final class \(marker)SettingViewController: MenuViewController {
        static let name = "设置"
        override func viewDidLoad() {
          super.viewDidLoad()
          \(setUp)
        }
      }
      """)
  }

  static func tabsWithHiddenBars(setUp: String) -> RuleExample {
    let hidden = setUp.contains("Hidden(true")
    return RuleExample("""
      final class ZoocTabBarController: UITabBarController {
        let homeViewController = HomeViewController()
        let myViewController = MyViewController()
        lazy var homeNavigationController = UINavigationController(rootViewController: homeViewController)
        lazy var myNavigationController = UINavigationController(rootViewController: myViewController)
        override func viewDidLoad() {
          super.viewDidLoad()
          setTabBar()
          setNavigationController()
          setViewControllers([homeNavigationController, myNavigationController], animated: false)
        }
        private func setTabBar() {
          let appearance = UITabBarAppearance()
          appearance.configureWithOpaqueBackground()
          appearance.backgroundColor = .white
          appearance.shadowColor = .clear
          appearance.stackedLayoutAppearance.normal.iconColor = .systemGray3
          appearance.stackedLayoutAppearance.selected.iconColor = .black
          tabBar.standardAppearance = appearance
          tabBar.scrollEdgeAppearance = appearance
          tabBar.layer.cornerRadius = 24
          tabBar.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
          tabBar.layer.shadowColor = UIColor.black.cgColor
          tabBar.layer.shadowOpacity = 0.08
          tabBar.layer.shadowRadius = 12
          tabBar.layer.shadowOffset = CGSize(width: 0, height: -2)
          tabBar.itemPositioning = .centered
        }
        func showSplash() {
          let splashVC = SplashViewController()
          let navigationController = UINavigationController(rootViewController: splashVC)
          view.window?.rootViewController = navigationController
        }
        // 탭마다 직접 만든 제목 막대를 씁니다.
        private func setNavigationController() {
          \(setUp)
        }
      }
      final class SplashViewController: UIViewController {}
      extension SplashViewController {
        func setUI() { \(hidden ? "self.navigationController?.isNavigationBarHidden = true" : "view.backgroundColor = .white") }
      }
      enum Device { static var navigationBarHeight: CGFloat { UINavigationController().navigationBar.frame.height } }
      final class HomeViewController: UIViewController {
        func openNotices() { navigationController?.pushViewController(HomeNoticeViewController(), animated: true) }
      }
      final class MyViewController: UIViewController {}
      final class \(hidden ? "" : "↓")HomeNoticeViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(titleLabel) }
      }
      """)
  }

  static func sideMenuRoot(afterMaking: String) -> RuleExample {
    RuleExample("""
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func showHome() {
          let homeVC = HomeVC.init()
          let nav = UINavigationController.init(rootViewController: homeVC)
          \(afterMaking)
          window?.rootViewController = SideMenuController(rootViewController: nav)
        }
      }
      final class HomeVC: UIViewController {
        @IBAction func doSearch(_ sender: Any) { navigationController?.pushViewController(SearchViewController(), animated: true) }
      }
      final class \(afterMaking.contains("Hidden = true") ? "" : "↓")SearchViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(headerLabel) }
      }
      """)
  }

  /// BNCTL's screens: each applies `.hiddenNavigationBarStyle()`, a method applying the project's
  /// `ViewModifier` whose body is `modifierBody` (marked unless that hides the bar).
  /// (`drawsOwnBar`: the modifier stacks a bar of its own above the content and applies
  /// `modifierBody` to both, FullCar's navigation bar style.)
  /// A sign-up step pushed on the stack that draws its own bar (a project view with a title label),
  /// configured by `configure` in a `do` closure.
  static func customBarScreen(configure: String, marked: Bool) -> RuleExample {
    RuleExample("""
      final class NavigationBarView: UIView {
        let titleLabel = UILabel()
        var title: String? { get { titleLabel.text } set { titleLabel.text = newValue } }
        var leftBarItem: BarItem?
      }
      final class SignUpStep1ViewController: UIViewController {
        func next() { navigationController?.pushViewController(SignUpStep2ViewController(), animated: true) }
      }
      final class \(marked ? "↓" : "")SignUpStep2ViewController: UIViewController {
        private let navigationBar = NavigationBarView()
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationBar.do {
            \(configure)
          }
          view.addSubview(navigationBar)
        }
      }
      """)
  }

  static func barStyleModifier(modifierBody: String, drawsOwnBar: Bool = false) -> RuleExample {
    RuleExample("""
      struct HiddenNavigationBar: ViewModifier {
        func body(content: Content) -> some View { \(drawsOwnBar ? "VStack { HStack { Spacer() }.frame(height: 48); content }" : "content")\(modifierBody) }
      }
      extension View { func hiddenNavigationBarStyle() -> some View { modifier(HiddenNavigationBar()) } }
      struct DeviceInfo: View { var body: some View { VStack { Text("기기 정보").font(.headline); List { Text("iPhone") } }.hiddenNavigationBarStyle() } }
      struct Information: View { var body: some View { NavigationStack { NavigationLink { \(modifierBody.contains("Hidden(true)") || modifierBody.contains(".hidden") ? "" : "↓")DeviceInfo() } label: { Text("기기") } } } }
      """)
  }

  /// A running app's preparation screen (titled) that runs `preparationAppears` as it appears and
  /// pushes the untitled run screen (marked when `marked`).
  static func runningFlow(preparationAppears: String, marked: Bool) -> RuleExample {
    RuleExample("""
      final class RunningPreparationViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); title = "준비" }
        override func viewWillAppear(_ animated: Bool) { \(preparationAppears) }
        func start() { navigationController?.pushViewController(SingleRunningViewController(), animated: true) }
      }
      final class \(marked ? "↓" : "")SingleRunningViewController: UIViewController {}
      """)
  }

  /// The first words the type's views draw, in source order, are styled as a heading: a title
  /// text style (`.largeTitle` to `.title3`) or the app's heading style (`.typographyStyle(.heading2)`).
  static func opensWithHeading(_ type: String, in file: SwiftFileModel) -> Bool {
    // The first words: a `Text`, or a call of the type's own function making one
    // (`switchHeaderTextByStep().font(.dosIyagiBold(.title))`, DreamEgg's steps).
    guard let first = file.views.filter({ view in
      view.enclosingType == type && view.kind == .call
        && (view.name == "Text" || file.viewMember(referencedBy: view) != nil && view.modifiers.contains { $0.name == "font" })
    }).min(by: { $0.position.utf8Offset < $1.position.utf8Offset }) else { return false }
    // (Words, not a number drawn big: a timer's "25:00" is no heading.)
    let saysWords = first.name != "Text" || (first.titleArgument?.stringLiteral.map { $0.contains(where: \.isLetter) } ?? false)
    return first.modifiers.contains { modifier in
      let argument = modifier.arguments.firstUnlabeled?.text ?? ""
      if modifier.name == "font" {
        // (Or drawn big and bold at a size of its own: MemoWithTags' "이메일로 회원가입" at 21 pt semibold;
        // or an app font given a title style, `.dosIyagiBold(.title)`.)
        return [".largeTitle", ".title", ".title2", ".title3"].contains { argument.hasPrefix($0) || argument.contains("(" + $0) }
          || saysWords && isLargeBoldSystemFont(argument)
      }
      return argument.lowercased().contains("heading") || argument.lowercased().hasPrefix(".title") || argument.lowercased().hasPrefix(".largetitle")
    }
  }

  /// `.system(size: 21, weight: .semibold)`: a title's size (20 pt or more) and weight.
  static func isLargeBoldSystemFont(_ font: String) -> Bool {
    guard font.hasPrefix(".system(size:"),
          let size = Double(font.dropFirst(".system(size:".count).prefix { $0 != "," && $0 != ")" }.trimmingCharacters(in: .whitespaces)) else { return false }
    return size >= 20 && [".semibold", ".bold", ".heavy", ".black"].contains { font.contains("weight: " + $0) }
  }

  /// A screen pushed with the project's `hiddenNavigationBar()` method, whose body is
  /// `helperBody` (marked unless it hides the bar).
  static func barHelperDestination(helperBody: String) -> RuleExample {
    RuleExample("""
      extension View { @ViewBuilder func hiddenNavigationBar() -> some View { \(helperBody) } }
      struct DetailView: View { var body: some View { Text("작품") } }
      struct Home: View { var body: some View { NavigationStack { NavigationLink { \(helperBody.hasPrefix("self.toolbar") ? "" : "↓")DetailView().hiddenNavigationBar() } label: { Text("상세") } } } }
      """)
  }

  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    // Which custom views set a title, and where each literal title is used, across the project.
    var titled: Set<String> = []
    var declared: Set<String> = []
    var titles: [String: [TitleUse]] = [:]
    for file in files {
      // `#if os(iOS) .navigationTitle(...) #endif` is a conditional modifier the model doesn't
      // keep: a type declared in a file that writes a title somewhere counts as titled.
      let fileWritesTitle = file.sourceContains("navigationTitle") || file.sourceContains("navigationBarTitle")
      for view in file.views {
        if let type = view.enclosingType {
          declared.insert(type)
          if fileWritesTitle && view.parent == nil { titled.insert(type) }
        }
        for modifier in view.modifiers where context.project.titleModifiers.contains(modifier.name)
          || modifier.name == "modifier" && modifier.arguments.firstUnlabeled?.callee.map({ context.project.titleModifiers.contains(TypeIndex.simpleName($0)) }) == true {
          if let type = view.enclosingType { titled.insert(type) }
        }
        // A screen that hides its navigation bar draws its own header (Spawn's friend requests):
        // no bar, so no title to set there; whether its header is marked is heading-trait's.
        if let type = view.enclosingType, Self.hidesNavigationBar(view, project: context.project) { titled.insert(type) }
        // One that hides the bar's back button and opens with a heading of its own (TnT's onboarding
        // steps, "안녕하세요! 어떤 회원으로 이용하시겠어요?" in a heading style): VoiceOver starts there.
        if let type = view.enclosingType, view.hasModifier("navigationBarBackButtonHidden"), Self.opensWithHeading(type, in: file) {
          titled.insert(type)
        }
        // A text the bar shows where the title goes or beside the back button (ZENO's
        // `ToolbarItemGroup(placement: .navigationBarLeading) { BackButton { … } label: { Text("프로필 수정") } }`).
        // (Or a project view drawing the words it is given: Volume's `UnderlinedText("Settings")`.)
        if let type = view.enclosingType, view.name == "Text" || file.customView(named: view.name)?.content == .text,
           Self.isBarTitleText(view, in: file) { titled.insert(type) }
        // The project's own bar given the screen's title (`BackButtonAndTitleHeader(title: …)`,
        // Solidner's meal screens): its title is the first words VoiceOver reads.
        if let type = view.enclosingType, Self.isTitledCustomBar(view) { titled.insert(type) }
        for modifier in view.modifiers where Self.titleModifiers.contains(modifier.name) {
          if let type = view.enclosingType { titled.insert(type) }
          // A sheet's title ("Filter") is read over the screen that opened it, which tells it apart.
          if let value = modifier.arguments.first?.value, let literal = value.stringLiteral, !literal.isEmpty,
             !Self.isInModalPresentation(view, in: file) {
            titles[literal, default: []].append((file, view.enclosingType ?? "", value.start, view.kind == .call && context.project.types.declaration(of: view.name) != nil ? view.name : ""))
          }
        }
      }
    }
    // A UIKit controller a representable shows in a navigation controller of its own has its own
    // bar and title (Palace's EPUB reader); the UIKit screens are judged as UIKit. (A page
    // controller shown as part of a screen, Palace's PDF pages, titles nothing.)
    for file in files where file.sourceContains("UINavigationController(") {
      for type in file.declarations.types where type.kind != .extension
        && context.project.types.conformances(of: type.name).contains("UIViewControllerRepresentable") {
        guard let extent = file.typeExtents.first(where: { $0.name == type.name }),
              file.converter.source.contains("UINavigationController(", from: extent.start, to: extent.end) else { continue }
        titled.insert(type.name)
      }
    }
    // A wrapper whose body shows a titled view (`OrderFormWrapper { OrderForm() }`) has its title.
    var contains: [String: Set<String>] = [:]
    for file in files {
      for view in file.views where view.kind == .call {
        if let type = view.enclosingType, !view.context.isInDestination { contains[type, default: []].insert(view.name) }
      }
    }
    var changed = true
    while changed {
      changed = false
      for (type, names) in contains where !titled.contains(type) && !names.isDisjoint(with: titled) {
        titled.insert(type)
        changed = true
      }
    }
    // One finding a screen, at the first place that opens it: the fix is in the screen's own view.
    var reportedScreens: Set<String> = []
    for file in files {
      for view in file.views where view.kind == .call && view.slot == .destination || view.isNavigationDestinationContent(in: file) {
        // Only views this project declares: a system view or one from a package can't be read.
        guard view.kind == .call, declared.contains(view.name), !titled.contains(view.name) else { continue }
        // A splash screen (a spinner while the app decides where to go) is gone before anyone reads it.
        if UIKitScreenTitles.isSplashView(view.name) { continue }
        // A wrapper that builds the screen it is given (`NavigationLazyView(JourneyDetailsView(…))`):
        // the screen inside is the one that titles itself.
        if case .call(let inner, _)? = view.arguments.firstUnlabeled?.kind, declared.contains(inner), titled.contains(inner) { continue }
        // So does a generic wrapper showing what its content closure builds (Bitgouel's
        // `DeferView { view }` in a `navigate(to:when:)` helper): the screen is the caller's.
        // (One given a screen of the project, `LazyView(OrderHistory())`, is judged as before.)
        if context.project.contentPassingViews.contains(view.name), Self.showsOnlyItsContent(view.name, in: files), !view.arguments.contains(where: { argument in
          if case .call(let inner, _) = argument.value.kind { return declared.contains(inner) }
          return false
        }), !view.children.isEmpty, view.children.map(file.view).allSatisfy({ $0.kind == .reference && $0.name.first?.isLowercase == true }) { continue }
        // The destination of a route no code sends (`case .featureQuizMain: FeatureQuizMainView()`
        // where nothing appends `.featureQuizMain`, DDAYO's tab roots): never pushed.
        if Self.isRouteNobodySends(view, of: file, in: files) { continue }
        if view.hasModifier("navigationTitle") || view.hasModifier("navigationBarTitle") { continue }
        if view.modifiers.contains(where: { context.project.titleModifiers.contains($0.name) }) { continue }
        // Opened with its bar hidden (`PracticeLoadView(…).navigationBarHidden(true)`, Academatica's):
        // no bar to title, as when the screen hides it itself.
        if Self.hidesNavigationBar(view, project: context.project) { continue }
        // Opened with its back button hidden, and opening with a heading of its own
        // (`LofiCreatureNamingView().navigationBarBackButtonHidden()`, DreamEgg's story steps): as
        // when the screen hides the button itself, VoiceOver starts on the heading.
        if view.hasModifier("navigationBarBackButtonHidden"),
           let declaring = files.first(where: { $0.declarations.viewBodies[view.name] != nil }),
           Self.opensWithHeading(view.name, in: declaring) { continue }
        guard reportedScreens.insert(view.name).inserted else { continue }
        context.report(in: file, at: view.position, LocalizedText(
          en: "\(view.name) is opened as a screen but never sets a navigation title: VoiceOver has no title to read when it opens; add .navigationTitle",
          ko: "\(view.name) 뷰는 화면으로 열리지만 내비게이션 제목을 정하지 않아, 열릴 때 VoiceOver가 읽을 제목이 없습니다. .navigationTitle을 추가하세요"),
          needsReview: true)
      }
    }
    // UIKit screens' literal titles (`title = "주문"`) join the comparison.
    let titleReceivers: Set<String> = ["", "self", "navigationItem", "self.navigationItem"]
    for file in files {
      // `title = "Create Passcode"` then `navigationItem.title = nil` (safe{wallet}'s passcode prompt):
      // the bar shows, and VoiceOver announces, no title.
      let cleared = Set(file.behaviour.assignments.filter {
        $0.property == "title" && ($0.receiver == "navigationItem" || $0.receiver == "self.navigationItem") && $0.value.text == "nil"
      }.compactMap(\.enclosingType))
      for assignment in file.behaviour.assignments where assignment.property == "title" && titleReceivers.contains(assignment.receiver) {
        guard let type = assignment.enclosingType, context.project.types.isViewController(type), !cleared.contains(type),
              let literal = assignment.value.stringLiteral, !literal.isEmpty else { continue }
        titles[literal, default: []].append((file, type, assignment.value.start, type))
      }
    }
    UIKitScreenTitles.check(files, &context)
    // A localized key is compared by its texts: two keys read the same, one key is one title.
    var spokenTitles: [String: [TitleUse]] = [:]
    var shownTitle: [String: String] = [:]
    for (title, uses) in titles {
      guard let spoken = context.project.spokenTexts(of: title), !spoken.isEmpty else { continue }
      let key = spoken.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\u{1F}")
      spokenTitles[key, default: []] += uses
      let shown = context.project.shownText(of: title)
      shownTitle[key] = shownTitle[key].map { min($0, shown) } ?? shown
    }
    let alternatives = Self.alternativeScreens(in: files, declared: declared)
    for (key, uses) in spokenTitles.sorted(by: { $0.key < $1.key }) {
      let title = shownTitle[key] ?? key
      let types = Set(uses.map(\.type))
      guard types.count > 1 else { continue }
      // The first use keeps the title; the others are reported.
      let sorted = uses.sorted { ($0.file.path, $0.position.utf8Offset) < ($1.file.path, $1.position.utf8Offset) }
      var seen: Set<String> = [sorted[0].type]
      for use in sorted.dropFirst() where seen.insert(use.type).inserted {
        // The same screen's view titled the same in two places (mmex's `EnterView()` in the iPad
        // sidebar's detail and in the iPhone's tab): one screen.
        if !use.screen.isEmpty, sorted.contains(where: { $0.screen == use.screen && $0.type != use.type }),
           sorted.allSatisfy({ $0.screen == use.screen || $0.type == use.type }) { continue }
        // The iPad and iPhone layouts of one screen, one shown in place of the other.
        if alternatives.contains([sorted[0].type, use.type].sorted().joined(separator: "|")) { continue }
        // Only a screen that opens the other (a park's page and the form it pushes to edit it):
        // two screens of separate features (each reader's "Reader Settings" sheet, each list's
        // "Filter" sheet) are never met one after the other, and each title says what it is.
        guard Self.opensTheOther(sorted[0], use) else { continue }
        // A wrapper whose body is the other screen, titled again (`AccountWithNavigation { AccountV2View() }
        // .navigationTitle("Account")`, Outspire's settings): one screen.
        if Self.wrapsOnly(sorted[0], use.type) || Self.wrapsOnly(use, sorted[0].type) { continue }
        // One drawn in place by the other, in one of its branches (Nextcloud Cookbook's grocery tab
        // showing `EmptyGroceryListView()` while the list is empty): one screen, whichever shows.
        if Self.drawsInPlace(sorted[0], use.type) || Self.drawsInPlace(use, sorted[0].type) { continue }
        context.report(in: use.file, at: use.position, LocalizedText(
          en: "Another screen (\(sorted[0].type)) already has the title \"\(title)\": two screens with one title can't be told apart by VoiceOver or Voice Control users; give each a distinct title",
          ko: "다른 화면(\(sorted[0].type))이 이미 \"\(title)\" 제목을 씁니다. 제목이 같은 두 화면은 VoiceOver나 음성 제어 사용자가 구별할 수 없으니 서로 다른 제목을 주세요"),
          needsReview: true)
      }
    }
  }
}

extension ScreenTitleRule {
  /// The file that titles one screen names the other's type: one opens (or holds) the other.
  /// Whether `outer`'s views are only `inner` in plain containers (`Group`, stacks).
  /// `outer`'s views draw `inner` in place, in one of their branches: not as a navigation
  /// destination nor in a sheet, cover or popover.
  static func drawsInPlace(_ outer: TitleUse, _ inner: String) -> Bool {
    let presenters: Set<String> = ["navigationDestination", "sheet", "fullScreenCover", "popover"]
    return outer.file.views.contains { view in
      // (In a branch, shown in place of the rest: not one screen drawn inside a larger one,
      // `VStack { AccountV2View(); Button("로그아웃") }`, which may be opened on its own too.)
      guard view.enclosingType == outer.type, view.kind == .call, view.name == inner, !view.context.isInModalPresentation,
            !outer.file.branchConditions(of: view).isEmpty,
            // In the body itself: a member may be a destination where it is used (SwiftUI-WorkoutApp's
            // `lazyDestination`, switching over the screens the park page pushes).
            outer.file.viewMember(holding: view)?.name ?? "body" == "body" else { return false }
      return !([view] + outer.file.ancestry(of: view).steps.map(\.ancestor)).contains { step in
        if step.slot == .destination { return true }
        if case .modifier(let name, _) = step.slot, presenters.contains(name) { return true }
        return false
      }
    }
  }

  static func wrapsOnly(_ outer: TitleUse, _ inner: String) -> Bool {
    let views = outer.file.views.filter { $0.enclosingType == outer.type && $0.kind == .call }
    guard views.contains(where: { $0.name == inner }) else { return false }
    let wrappers: Set<String> = ["Group", "VStack", "HStack", "ZStack", "NavigationStack", "NavigationView", "ScrollView"]
    return views.allSatisfy { $0.name == inner || wrappers.contains($0.name) || $0.context.isHidden }
  }

  /// Where a literal title is set: the file, the type setting it, the title's position, and the
  /// screen titled (the project's view the modifier is on, or the UIKit controller), "" for others
  /// (a `List`, a `VStack`).
  typealias TitleUse = (file: SwiftFileModel, type: String, position: SourcePosition, screen: String)

  static func opensTheOther(
    _ first: TitleUse,
    _ second: TitleUse
  ) -> Bool {
    // Through the identifiers the file's modelling found, comments left out.
    func names(_ file: SwiftFileModel, _ type: String) -> Bool {
      guard file.sourceContains(type) else { return false }
      var found = false
      UnreferencedCode.forEachIdentifier(in: file, candidates: [type], filter: .init([type])) { _, _ in found = true }
      return found
    }
    return names(first.file, second.type) || names(second.file, first.type)
  }

  /// Pairs of the project's views ("A|B", sorted) written as the two sides of one `if`/`else`
  /// (Phoenix's `if idiom == .pad { MainView_BigPrimary() } else { MainView_Small() }`): one
  /// screen in two layouts, never both on screen.
  /// A `Text` with words of its own, in no control, inside a toolbar item placed at the bar's centre
  /// or leading edge.
  static func isBarTitleText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // Not a control's words (a custom back button's "Back").
    // (Nor words tapped to act, a custom back control's "뒤로".)
    guard file.sourceContains("placement"), view.context.enclosingControl == nil, view.tapGestureModifier == nil,
          !file.ancestry(of: view).steps.contains(where: { $0.ancestor.tapGestureModifier != nil }),
          let title = view.titleArgument ?? (view.name == "Text" ? nil : view.arguments.firstUnlabeled) else { return false }
    switch title.kind {
    case .string, .interpolatedString: break
    default: return false
    }
    let steps = file.ancestry(of: view).steps
    guard steps.contains(where: { if case .modifier(let name, _) = $0.child.slot { return name == "toolbar" }; return false })
            || isInToolbarMember(steps.last?.ancestor ?? view, in: file) else { return false }
    return steps.contains { step in
      ["ToolbarItem", "ToolbarItemGroup"].contains(step.ancestor.name)
        && step.ancestor.arguments.first(labeled: "placement").map { placement in
          ["principal", "navigationBarLeading", "topBarLeading", ".navigation"].contains { placement.text.hasSuffix($0) }
        } == true
    }
  }

  /// The root of a member (`var customTitleToolbarItem: some ToolbarContent { ToolbarItem(…) }`,
  /// Keychy's screens) that a `.toolbar { … }` of the same type names.
  static func isInToolbarMember(_ root: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let member = file.viewMembers.first(where: { $0.roots.contains(root.index) && $0.type == root.enclosingType }) else { return false }
    // (Named in the toolbar's closure: a view of the member's name placed in the `toolbar` slot.)
    return file.views.contains { view in
      guard view.enclosingType == member.type, view.name == member.name, case .modifier(let name, _) = view.slot else { return false }
      return name == "toolbar"
    }
  }

  /// A call of the project's own bar view (`MUNavigationBar`, `BackButtonAndTitleHeader`, `NavigationHeader`)
  /// given a title that isn't empty.
  static func isTitledCustomBar(_ view: SwiftUIView) -> Bool {
    guard view.kind == .call else { return false }
    let name = view.name
    // (A header with a back button or named for the bar; a section's `SectionTitleHeader` is content.)
    let isBar = UIKitScreenTitles.isCustomBarClass(name)
      || name.hasSuffix("Header") && ["Nav", "Back", "Top"].contains(where: name.contains) && !name.contains("Section")
    guard isBar, let title = view.argument("title") else { return false }
    return title.text != "nil" && title.stringLiteral?.trimmingCharacters(in: .whitespaces).isEmpty != true
  }

  /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`, or a project method
  /// that applies one (`.hiddenNavigationBar()`).
  static func hidesNavigationBar(_ view: SwiftUIView, project: ProjectIndex?) -> Bool {
    view.modifiers.contains { modifier in
      if project?.barHidingModifiers.contains(modifier.name) == true { return true }
      switch modifier.name {
      // `.modifier(HiddenNavigationBar())`: a project `ViewModifier` that hides it.
      case "modifier":
        guard let project, let type = modifier.arguments.first?.value.text.prefix(while: { $0 != "(" }) else { return false }
        return project.barHidingModifiers.contains(String(type))
      case "navigationBarHidden": return modifier.arguments.first?.value.boolLiteral == true
      case "toolbar", "toolbarVisibility":
        return modifier.arguments.first?.value.text == ".hidden" && modifier.arguments.contains { $0.value.text.hasSuffix(".navigationBar") }
      default: return false
      }
    }
  }

  static func alternativeScreens(in files: [SwiftFileModel], declared: Set<String>) -> Set<String> {
    var pairs: Set<String> = []
    for file in files {
      // Views under a branch first: most views have none, and hashing every view's name showed.
      var groups: [Int: [(name: String, branch: String)]] = [:]
      for view in file.views where view.branchCondition != nil && view.kind == .call && declared.contains(view.name) {
        guard let branch = view.branchCondition?.components(separatedBy: " · ").last else { continue }
        groups[view.parent ?? -1, default: []].append((view.name, branch))
      }
      for members in groups.values where members.count > 1 {
        for a in members where a.branch.hasPrefix("if ") {
          for b in members where b.name != a.name && b.branch.hasPrefix("else") {
            pairs.insert([a.name, b.name].sorted().joined(separator: "|"))
          }
        }
      }
    }
    return pairs
  }

  /// The view is shown in a sheet, cover or popover: written in one's closure, or a type only
  /// ever presented so.
  static func isInModalPresentation(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if let owner = view.enclosingType, file.project.viewsOnlyPresentedModally.contains(owner) { return true }
    return view.context.isInModalPresentation
  }

  /// Whether the innermost type around `offset` is declared listing all its cases or made from
  /// outside values (`CaseIterable`, a raw `String`/`Int`, `Codable`).
  static func declaresEnumOfMadeValues(at offset: Int, in file: SwiftFileModel, files: [SwiftFileModel]) -> Bool {
    guard let owner = file.innermostTypeName(at: offset),
          let type = file.declarations.types.first(where: { $0.name == owner && $0.kind == .enum }) else { return false }
    let inherited = Set(type.inherited.map(TypeIndex.simpleName))
    if !inherited.isDisjoint(with: ["CaseIterable", "String", "Int", "RawRepresentable"]) { return true }
    // Decodable only where something decodes it (a payload, a saved path); a route enum marked
    // `Decodable` that nothing decodes sends no case nobody appends (Wote's tab-root routes).
    guard !inherited.isDisjoint(with: ["Codable", "Decodable"]) else { return false }
    return isDecoded(owner, in: files)
  }

  /// Whether a line naming `type` decodes it (`decode([Route].self, from:)`, `init(from decoder:)`)
  /// or declares it as a stored property of a `Codable`/`Decodable` type.
  static func isDecoded(_ type: String, in files: [SwiftFileModel]) -> Bool {
    files.contains { file in
      guard file.sourceContains(type) else { return false }
      let bytes = file.sourceBytes
      return file.sourceOffsets(of: type).contains { offset in
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        if line.contains("decode") || line.contains("Decoder") { return true }
        let before = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard before.contains(":"), before.contains("let ") || before.contains("var "),
              let holder = file.innermostTypeName(at: offset), holder != type,
              let holderType = file.declarations.types.first(where: { $0.name == holder }) else { return false }
        return holderType.inherited.contains { ["Codable", "Decodable"].contains(TypeIndex.simpleName($0)) }
      }
    }
  }

  /// Whether the type's body is its content closure alone (`content().onAppear { … }`): a wrapper,
  /// not a screen drawing a header and a form around what it is given (TEOPLE's `MakeNameView`).
  static func showsOnlyItsContent(_ type: String, in files: [SwiftFileModel]) -> Bool {
    for file in files where file.sourceContains(type) {
      guard let body = file.viewMembers.first(where: { $0.name == "body" && $0.type.map(TypeIndex.simpleName) == type }) else { continue }
      return body.roots.count == 1 && body.roots.allSatisfy { root in
        let name = file.views[root].name
        return name.first?.isLowercase == true && !name.contains(".")
      }
    }
    return false
  }

  /// System types whose members share common route names (`DispatchQueue.main`, `Bundle.main`).
  static let systemTypesWithMembers: Set<String> = ["DispatchQueue", "RunLoop", "OperationQueue", "UIScreen", "Bundle", "Thread", "NSScreen", "UIApplication"]

  /// Whether the view is shown only for switch cases (`case .featureQuizMain(let store):`) that
  /// no code outside `case` lines names: the enum declares them and the destination switch
  /// matches them, but nothing appends or returns that route.
  static func isRouteNobodySends(_ view: SwiftUIView, of viewFile: SwiftFileModel, in files: [SwiftFileModel]) -> Bool {
    guard let condition = view.branchCondition, condition.hasPrefix("switch ") || condition.contains("· switch ") else { return false }
    // The last switch's case names: `switch store.case case .a(let s), .b:` → a, b.
    guard let label = condition.components(separatedBy: "switch ").last?.components(separatedBy: " case ").dropFirst().first else { return false }
    var names: [String] = []
    for item in label.split(separator: ",") {
      let trimmed = item.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(".") else { return false }
      let name = trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { return false }
      names.append(String(name))
    }
    guard !names.isEmpty else { return false }
    // The routes' type, when the file pushes one kind (`.navigationDestination(for: CoordinatorPath.self)`).
    let routeTypes = Set(routeTypesPushed(in: viewFile))
    let routeType = routeTypes.count == 1 ? routeTypes.first : nil
    return names.allSatisfy { name in
      !files.contains { file in
        guard file.sourceContains(name) else { return false }
        let bytes = file.sourceBytes
        return file.sourceOffsets(of: name).contains { offset in
          // Right after `case` (`case quizMain`, `case .quizMain(let store):`) the route is declared
          // or matched; in a `case` line's list too (`case .a, .b:`); anywhere else it is named.
          var before = offset
          while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: ".") { before -= 1 }
          if before >= 4, bytes[(before - 4)..<before].elementsEqual("case".utf8) {
            // Declared in an enum whose values come from elsewhere too: every case listed
            // (`CaseIterable`, ALLWAY's settings rows) or made from raw values or decoded.
            let declares = !bytes[before..<offset].contains(UInt8(ascii: "."))
            // (Another enum's case of that name, `Term.privacyConsent`, declares no route.)
            if declares, let routeType, file.innermostTypeName(at: offset) != TypeIndex.simpleName(routeType) { return false }
            return declares && declaresEnumOfMadeValues(at: offset, in: file, files: files)
          }
          // A member of a value or of a system type of that name (`DispatchQueue.main`, `tab.home`,
          // Limber's `.main` and `.home` routes): another thing, not the route.
          if offset >= 2, bytes[offset - 1] == UInt8(ascii: ".") {
            var first = offset - 1
            while first > 0, SelectorBranchReader.isIdentifierByte(bytes[first - 1]) { first -= 1 }
            let owner = String(decoding: bytes[first..<(offset - 1)], as: UTF8.self)
            if owner.first?.isLowercase == true || Self.systemTypesWithMembers.contains(owner) { return false }
            // Another type's member of that name (`Term.privacyConsent` beside the route
            // `CoordinatorPath.privacyConsent`, BabyMoa's terms): not the route.
            if let routeType, !owner.isEmpty, owner != routeType, owner != TypeIndex.simpleName(routeType) { return false }
          }
          if DebugReach.isInLineComment(offset, in: file) { return false }
          var start = offset
          while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
          let line = String(decoding: bytes[start..<offset], as: UTF8.self).trimmingCharacters(in: .whitespaces)
          // Words of a string (`"/api/auth/apple/login"`) and another declaration of the name
          // (`func login()`, `let growth = …`) send no route (BabyMoa's endpoints).
          if line.filter({ $0 == "\"" }).count % 2 == 1 { return false }
          if ["func", "var", "let"].contains(where: { line == $0 || line.hasSuffix(" " + $0) || line.hasSuffix(";" + $0) || line.hasSuffix("{" + $0) }) { return false }
          // In a `case` line's pattern list, before the colon ending it (outside parentheses); what
          // follows the colon runs (`case .couponIssued: path.append(.couponBox)`).
          guard line.hasPrefix("case ") else { return true }
          var depth = 0
          for character in line {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if character == ":", depth == 0 { return true }
          }
          return false
        }
      }
    }
  }
}

extension ScreenTitleRule {
  /// `X` of each `.navigationDestination(for: X.self)` in the file.
  static func routeTypesPushed(in file: SwiftFileModel) -> [String] {
    guard file.sourceContains("navigationDestination(for:") else { return [] }
    return file.views.flatMap(\.modifiers).filter { $0.name == "navigationDestination" }.compactMap { modifier in
      guard let type = modifier.arguments.first(labeled: "for")?.text, type.hasSuffix(".self") else { return nil }
      return String(type.dropLast(5))
    }
  }
}

extension SwiftUIView {
  /// The root view of a `.navigationDestination { }` closure: a pushed screen.
  func isNavigationDestinationContent(in file: SwiftFileModel) -> Bool {
    if case .modifier(let name, _) = slot, name == "navigationDestination" { return true }
    return false
  }
}
