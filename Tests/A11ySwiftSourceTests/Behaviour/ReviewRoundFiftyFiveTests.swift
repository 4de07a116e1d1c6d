import A11yCore
import A11ySwiftSource
import Testing

/// The round fifty-five review's cases: realistic code where a first version of the round's
/// changes hid a real problem. Each stays reported.
struct ReviewRoundFiftyFiveTests {
  func reported(_ files: [String: String], _ rule: any SwiftSourceRule.Type) -> [Finding] {
    ProjectFindings.of(files, rule: rule)
  }

  /// A panel shown in place of the keyboard, folded by a tap on its title bar: setting
  /// `showEmoticonKeyboard` puts away a panel of the app's own, which a button would do.
  @Test func aTapFoldingAnEmoticonKeyboardPanelIsAButton() {
    let panel = """
      struct EmoticonPanel: View {
        @Binding var showEmoticonKeyboard: Bool
        var body: some View {
          VStack(spacing: 0) {
            HStack { Text("이모티콘").font(.title3.bold()); Spacer(); Image(systemName: "chevron.down") }
              .contentShape(Rectangle())
              .onTapGesture { showEmoticonKeyboard = false }
            EmoticonGrid()
          }
        }
      }
      """
    #expect(reported(["Panel.swift": panel], TapGestureRoleRule.self).count == 1)
  }

  /// A close mark on a keyboard app's setup guide: `showsKeyboardSetupGuide` names a banner, not
  /// the keyboard, and nothing puts a keyboard away.
  @Test func aUIKitTapClosingAKeyboardSetupGuideIsAButton() {
    let home = """
      final class HomeViewController: UIViewController {
        private let guideBanner = UIView()
        private let closeImageView = UIImageView(image: UIImage(systemName: "xmark"))
        private var showsKeyboardSetupGuide = true { didSet { guideBanner.isHidden = !showsKeyboardSetupGuide } }
        override func viewDidLoad() {
          super.viewDidLoad()
          closeImageView.isUserInteractionEnabled = true
          closeImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeGuideTapped)))
          guideBanner.addSubview(closeImageView)
          view.addSubview(guideBanner)
        }
        @objc private func closeGuideTapped() { showsKeyboardSetupGuide = false }
      }
      """
    #expect(reported(["Home.swift": home], UIKitTapGestureRoleRule.self).count == 1)
  }

  /// A swipe down is the only way to put a sticker panel away: `isStickerKeyboardVisible` is the
  /// app's panel, not the system keyboard.
  @Test func aSwipeClosingAStickerPanelNeedsAnAlternative() {
    let room = """
      final class ChatRoomViewController: UIViewController {
        private let stickerPanel = UIView()
        private var isStickerKeyboardVisible = false { didSet { stickerPanel.isHidden = !isStickerKeyboardVisible } }
        override func viewDidLoad() {
          super.viewDidLoad()
          let swipeDown = UISwipeGestureRecognizer(target: self, action: #selector(stickerPanelSwipedDown))
          swipeDown.direction = .down
          stickerPanel.addGestureRecognizer(swipeDown)
          view.addSubview(stickerPanel)
        }
        @objc private func stickerPanelSwipedDown() { isStickerKeyboardVisible = false }
      }
      """
    #expect(reported(["Room.swift": room], UIKitGestureAlternativeRule.self).count == 1)
  }

  // The second review's cases.

  /// A chat title view in the bar's principal slot holding a small button beside its words: the
  /// bar gives its own buttons a full-height region, not a button inside a title.
  @Test func aSmallButtonInsideATitleViewInTheBarIsStillSmall() {
    let files = [
      "Room.swift": """
        struct ChatRoomView: View {
          @State private var showsMembers = false
          var body: some View {
            ScrollView { Text("메시지") }
              .toolbar { ToolbarItem(placement: .principal) { ChatRoomTitleView(showsMembers: $showsMembers) } }
          }
        }
        """,
      "Title.swift": """
        struct ChatRoomTitleView: View {
          @Binding var showsMembers: Bool
          var body: some View {
            VStack {
              Text("여행방").font(.headline)
              Button { showsMembers = true } label: { Image(systemName: "chevron.down.circle.fill").resizable().frame(width: 12, height: 12) }
                .accessibilityLabel("참여자 목록 보기")
            }
          }
        }
        """,
    ]
    #expect(reported(files, TargetSizeRule.self).count == 1)
  }

  /// A close button placed in a bar item and also hosted on a UIKit banner with no bar.
  @Test func aBarButtonViewAlsoHostedInUIKitIsStillSmall() {
    let files = [
      "Close.swift": """
        struct CloseIconButton: View {
          let action: () -> Void
          var body: some View { Button(action: action) { Image(systemName: "xmark").resizable().frame(width: 14, height: 14) }.accessibilityLabel("닫기") }
        }
        """,
      "Notice.swift": """
        struct NoticeDetailView: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View { NavigationStack { ScrollView { Text("공지") }.toolbar { ToolbarItem(placement: .navigationBarTrailing) { CloseIconButton { dismiss() } } } } }
        }
        """,
      "Banner.swift": """
        final class EventBannerViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let closeHost = UIHostingController(rootView: CloseIconButton { [weak self] in self?.dismiss(animated: true) })
            addChild(closeHost)
            view.addSubview(closeHost.view)
          }
        }
        """,
    ]
    #expect(reported(files, TargetSizeRule.self).count == 1)
  }

  /// The app's own `Tab` view with a `label:` closure is no system tab: its fixed font is the app's.
  @Test func anAppsOwnTabViewKeepsItsLabelsFixedFont() {
    let files = [
      "Tab.swift": """
        struct Tab<Label: View>: View {
          let isSelected: Bool
          let action: () -> Void
          @ViewBuilder let label: () -> Label
          var body: some View { Button(action: action) { label() } }
        }
        """,
      "Profile.swift": """
        struct ProfileView: View {
          @State private var section = 0
          var body: some View {
            HStack { ForEach(0..<3, id: \\.self) { item in Tab(isSelected: section == item) { section = item } label: { Text("게시물").font(.system(size: 15, weight: .semibold)) } } }
          }
        }
        """,
    ]
    #expect(reported(files, FixedTextSizeRule.self).count == 1)
  }

  /// A splash showing a quote of the day moves on after 2.8 s: only a logo's animation gets three.
  @Test func aSplashShowingAQuoteMovesOnTooSoon() {
    let splash = """
      final class SplashViewController: UIViewController {
        private let quoteLabel = UILabel()
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          quoteLabel.text = "오늘 걷지 않으면 내일은 뛰어야 한다."
          DispatchQueue.main.asyncAfter(deadline: .now() + 2.8) {
            self.performSegue(withIdentifier: "showHome", sender: nil)
          }
        }
      }
      """
    #expect(reported(["Splash.swift": splash], TimeLimitRule.self).count == 1)
  }

  /// Zoom buttons on the pinch's model reached through `@Environment(Model.self)`, and in an
  /// extension of the pinch's own view in another file: both are the pinch's alternative.
  @Test func zoomButtonsOnTheSameModelInTheEnvironmentOrAnExtensionCount() {
    let model = """
      @Observable final class PhotoViewerModel { var scale: CGFloat = 1; func updateZoom(_ value: CGFloat) {}; func zoomIn() {} }
      struct PhotoViewerScreen: View {
        @State private var viewModel = PhotoViewerModel()
        var body: some View { VStack { Image("photo").scaleEffect(viewModel.scale).gesture(MagnificationGesture().onChanged { viewModel.updateZoom($0) }); ZoomControls() }.environment(viewModel) }
      }
      """
    let controls = """
      struct ZoomControls: View {
        @Environment(PhotoViewerModel.self) private var viewModel
        var body: some View { Button { viewModel.zoomIn() } label: { Image(systemName: "plus.magnifyingglass") }.accessibilityLabel("확대") }
      }
      """
    #expect(reported(["Screen.swift": model, "Controls.swift": controls], GestureAlternativeRule.self).isEmpty)
    let plan = """
      final class FloorPlanViewModel: ObservableObject { func pinchZoom(_ value: CGFloat) {}; func stepZoom(by delta: CGFloat) {} }
      struct FloorPlanView: View {
        @StateObject var viewModel = FloorPlanViewModel()
        var body: some View { ZStack { Image("floor").gesture(MagnificationGesture().onChanged { value in viewModel.pinchZoom(value) }); zoomButtons } }
      }
      """
    let buttons = """
      extension FloorPlanView {
        var zoomButtons: some View { Button { viewModel.stepZoom(by: 0.5) } label: { Image(systemName: "plus") }.accessibilityLabel("확대") }
      }
      """
    #expect(reported(["Plan.swift": plan, "Plan+Zoom.swift": buttons], GestureAlternativeRule.self).isEmpty)
  }

  /// A navigation bar's `UIBarButtonItemAppearance` at the system's 17 pt is no tab bar's title font.
  @Test func aBarButtonItemAppearanceAtSeventeenPointsIsNoTabBarFont() {
    let source = """
      enum AppearanceConfigurator {
        static func configureNavigationBar() {
          let appearance = UINavigationBarAppearance()
          let barButtonItemAppearance = UIBarButtonItemAppearance(style: .plain)
          barButtonItemAppearance.normal.titleTextAttributes = [.font: UIFont(name: "Pretendard-Medium", size: 17)!, .foregroundColor: UIColor.black]
          appearance.buttonAppearance = barButtonItemAppearance
          UINavigationBar.appearance().standardAppearance = appearance
        }
      }
      """
    #expect(reported(["Appearance.swift": source], FixedTextSizeRule.self).isEmpty)
  }
}
