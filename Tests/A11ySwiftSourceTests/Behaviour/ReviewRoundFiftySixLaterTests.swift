import A11yCore
@testable import A11ySwiftSource
import Testing

/// The second round fifty-six review's cases (changes after the first review): each is judged as
/// the round's start judged it.
struct ReviewRoundFiftySixLaterTests {
  /// A switch's track with its knob laid over it in a stack is the switch's boundary, not a panel.
  @Test func aCustomSwitchTrackUnderItsKnobIsStillJudged() {
    let files: [String: String] = [
      "NotificationSettingsView.swift": #"""
import SwiftUI

/// A settings row with the app's own pill-shaped switch (drawn to match the brand's rounded look):
/// a grey track, and a knob that slides right and turns green when on.
struct SettingToggleRow: View {
  let title: String
  @Binding var isOn: Bool

  var body: some View {
    HStack {
      Text(title)
        .font(.body)
      Spacer()
      RoundedRectangle(cornerRadius: 16)
        .fill(Color(white: 0.9))
        .frame(width: 52, height: 32)
        .overlay(
          HStack {
            if isOn { Spacer() }
            Circle()
              .fill(isOn ? Color(red: 0.13, green: 0.55, blue: 0.33) : Color(white: 0.55))
              .frame(width: 26, height: 26)
              .shadow(color: .black.opacity(0.15), radius: 1, y: 1)
            if !isOn { Spacer() }
          }
          .padding(3)
        )
        .onTapGesture {
          withAnimation(.spring()) { isOn.toggle() }
        }
    }
    .padding(.horizontal, 20)
    .frame(minHeight: 56)
    .background(Color.white)
    .accessibilityElement(children: .combine)
    .accessibilityValue(isOn ? "켬" : "끔")
    .accessibilityAddTraits(.isButton)
  }
}

struct NotificationSettingsView: View {
  @State private var pushEnabled = false
  @State private var marketingEnabled = false

  var body: some View {
    VStack(spacing: 0) {
      SettingToggleRow(title: "푸시 알림", isOn: $pushEnabled)
      SettingToggleRow(title: "마케팅 정보 수신", isOn: $marketingEnabled)
      Spacer()
    }
    .navigationTitle("알림 설정")
  }
}

"""#,
    ]
    let found = ProjectFindings.of(files, rule: ComponentContrastRule.self)
    #expect(found.count == 1)
  }

  /// The app's own `FontFamily.…font(size:)`, scaled with UIFontMetrics, is no fixed size.
  @Test func theAppsOwnScaledFontFamilyIsNotFixed() {
    let files: [String: String] = [
      "FontFamily.swift": #"""
import UIKit

/// The app's typefaces. Every size is scaled with the user's text size setting.
enum FontFamily {
  enum Pretendard: String {
    case regular = "Pretendard-Regular"
    case medium = "Pretendard-Medium"
    case bold = "Pretendard-Bold"

    /// The face at `size` points for the default text size, scaled to the user's setting.
    func font(size: CGFloat) -> UIFont {
      let base = UIFont(name: rawValue, size: size) ?? .systemFont(ofSize: size)
      return UIFontMetrics.default.scaledFont(for: base)
    }
  }
}

"""#,
      "OrderSummaryViewController.swift": #"""
import UIKit

final class OrderSummaryViewController: UIViewController {
  private let titleLabel = UILabel()
  private let priceLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "주문 확인"

    titleLabel.text = "주문 내역"
    titleLabel.font = FontFamily.Pretendard.bold.font(size: 20)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0

    priceLabel.text = "총 32,000원"
    priceLabel.font = FontFamily.Pretendard.medium.font(size: 16)
    priceLabel.adjustsFontForContentSizeCategory = true
    priceLabel.numberOfLines = 0

    let stack = UIStackView(arrangedSubviews: [titleLabel, priceLabel])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
    ])
  }
}

"""#,
    ]
    let found = ProjectFindings.of(files, rule: FixedTextSizeRule.self)
    #expect(found.count == 0)
  }

  /// An own presenting modifier that lays the popup over the screen in place before iOS 16.4 doesn't keep VoiceOver in it there.
  @Test func aPresentingModifierWithAnInPlaceFallbackIsNotModal() {
    let files: [String: String] = [
      "Sodam/DiaryListView.swift": #"""
import SwiftUI

struct DiaryListView: View {
  @State private var diaries = ["봄 소풍", "첫 출근", "비 오는 날"]
  @State private var showDeletePopup = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(diaries, id: \.self) { diary in
          Text(diary)
        }
      }
      .navigationTitle("일기")
      .toolbar {
        Button("전체 삭제") { showDeletePopup = true }
      }
    }
    .dimmedPopup(isPresented: $showDeletePopup) {
      DeleteDiaryPopup(isPresented: $showDeletePopup) { diaries.removeAll() }
    }
  }
}

struct DeleteDiaryPopup: View {
  @Binding var isPresented: Bool
  let onDelete: () -> Void

  var body: some View {
    ZStack {
      Color.black.opacity(0.5)
        .ignoresSafeArea()
        .onTapGesture { isPresented = false }
      VStack(spacing: 16) {
        Text("일기를 모두 삭제할까요?")
          .font(.headline)
        HStack {
          Button("취소") { isPresented = false }
          Button("삭제") {
            onDelete()
            isPresented = false
          }
        }
      }
      .padding(24)
      .background(Color.white)
      .cornerRadius(16)
    }
  }
}

"""#,
      "Sodam/SodamApp.swift": #"""
import SwiftUI

@main
struct SodamApp: App {
  var body: some Scene {
    WindowGroup { DiaryListView() }
  }
}

"""#,
      "Sodam/View+Popup.swift": #"""
import SwiftUI

extension View {
  /// Shows a centred popup over a see-through cover. `presentationBackground` needs iOS 16.4,
  /// so older systems get the popup laid over the screen instead.
  @ViewBuilder
  func dimmedPopup<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
    if #available(iOS 16.4, *) {
      fullScreenCover(isPresented: isPresented) {
        content().presentationBackground(.clear)
      }
    } else {
      ZStack {
        self
        if isPresented.wrappedValue {
          content()
        }
      }
    }
  }
}

"""#,
    ]
    let found = ProjectFindings.of(files, rule: CustomModalFocusRule.self)
    #expect(found.count == 1)
  }

  /// `Router.Destination.couponBox` sends the route of `Router.Destination`.
  @Test func aRouteSentThroughANestedEnumIsSent() {
    let files: [String: String] = [
      "CouponBoxView.swift": #"""
import SwiftUI

struct CouponBoxView: View {
  @EnvironmentObject private var router: Router
  @State private var code = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack {
        Button {
          router.path.removeLast()
        } label: {
          Image(systemName: "chevron.left")
        }
        .accessibilityLabel("뒤로")
        Text("사용 가능한 쿠폰")
          .font(.headline)
      }
      TextField("쿠폰 코드 입력", text: $code)
        .textFieldStyle(.roundedBorder)
      Spacer()
    }
    .padding()
    .navigationBarBackButtonHidden()
  }
}

"""#,
      "HomeView.swift": #"""
import SwiftUI

struct HomeView: View {
  @EnvironmentObject private var router: Router

  var body: some View {
    List {
      Button("공지사항") {
        router.path.append(Router.Destination.noticeList)
      }
      Button("내 쿠폰함") {
        router.path.append(Router.Destination.couponBox)
      }
    }
    .navigationTitle("홈")
  }
}

struct NoticeListView: View {
  var body: some View {
    List {
      Text("서비스 점검 안내")
      Text("새 기능 소개")
    }
    .navigationTitle("공지사항")
  }
}

"""#,
      "RootView.swift": #"""
import SwiftUI

struct RootView: View {
  @StateObject private var router = Router()

  var body: some View {
    NavigationStack(path: $router.path) {
      HomeView()
        .navigationDestination(for: Router.Destination.self) { destination in
          switch destination {
          case .noticeList:
            NoticeListView()
          case .couponBox:
            CouponBoxView()
          }
        }
    }
    .environmentObject(router)
  }
}

"""#,
      "Router.swift": #"""
import SwiftUI

final class Router: ObservableObject {
  enum Destination: Hashable {
    case noticeList
    case couponBox
  }

  @Published var path = NavigationPath()

  func popToRoot() { path = NavigationPath() }
}

"""#,
    ]
    let found = ProjectFindings.of(files, rule: ScreenTitleRule.self)
    #expect(found.count == 1)
  }

  /// `UINavigationController().then { … }` is a controller shown, not one made to measure the bar.
  @Test func aNavigationControllerConfiguredWithThenIsNoMeasure() {
    let files: [String: String] = [
      "AppDelegate.swift": #"""
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    true
  }
}

"""#,
      "HomeViewController.swift": #"""
import UIKit

final class HomeViewController: UIViewController {
  private let headerLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    headerLabel.text = "오늘의 소식"
    headerLabel.font = .preferredFont(forTextStyle: .largeTitle)
    headerLabel.adjustsFontForContentSizeCategory = true
    headerLabel.accessibilityTraits = .header
    view.addSubview(headerLabel)
  }
}

"""#,
      "MainTabBarController.swift": #"""
import UIKit
import Then

final class MainTabBarController: UITabBarController {
  private let homeViewController = HomeViewController()
  // 홈은 직접 만든 헤더를 씁니다.
  lazy var homeNavigationController = UINavigationController(rootViewController: homeViewController)
  // 설정 탭은 시스템 내비게이션 바를 그대로 씁니다.
  private let settingsNavigationController = UINavigationController().then {
    $0.tabBarItem = UITabBarItem(title: "설정", image: UIImage(systemName: "gearshape"), selectedImage: UIImage(systemName: "gearshape.fill"))
    $0.navigationBar.tintColor = .label
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    homeNavigationController.tabBarItem = UITabBarItem(title: "홈", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
    settingsNavigationController.setViewControllers([SettingsViewController()], animated: false)
    setUpNavigationBars()
    setViewControllers([homeNavigationController, settingsNavigationController], animated: false)
  }

  private func setUpNavigationBars() {
    homeNavigationController.setNavigationBarHidden(true, animated: false)
  }
}

"""#,
      "NoticeViewController.swift": #"""
import UIKit

final class NoticeViewController: UIViewController {
  private let titleLabel = UILabel()
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(titleLabel)
  }
}

"""#,
      "SceneDelegate.swift": #"""
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = MainTabBarController()
    window?.makeKeyAndVisible()
  }
}

"""#,
      "SettingsViewController.swift": #"""
import UIKit

final class SettingsViewController: UITableViewController {
  private let items = ["공지사항", "개인정보 처리방침"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "설정"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if indexPath.row == 0 {
      navigationController?.pushViewController(NoticeViewController(), animated: true)
    } else {
      navigationController?.pushViewController(PrivacyPolicyViewController(), animated: true)
    }
  }
}

final class PrivacyPolicyViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "개인정보 처리방침"
    view.backgroundColor = .systemBackground
  }
}

"""#,
    ]
    let found = ProjectFindings.of(files, rule: ScreenTitleRule.self)
    #expect(found.count == 1)
  }

  /// Stars filled up to `review.rating` beside `Text(review.nickname)`: the words say another value.
  @Test func starsBesideANicknameStillNeedTheirValue() {
    let files: [String: String] = [
      "ReviewListView.swift": #"""
import SwiftUI

struct Review: Identifiable {
  let id: Int
  let nickname: String
  let rating: Int
  let content: String
}

struct ReviewRow: View {
  let review: Review

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 2) {
        ForEach(0..<5) { index in
          Image(systemName: index < review.rating ? "star.fill" : "star")
            .foregroundColor(.orange)
            .font(.caption)
        }
        Text(review.nickname)
          .font(.caption)
          .foregroundColor(.secondary)
          .padding(.leading, 6)
      }
      Text(review.content)
        .font(.body)
    }
    .padding(.vertical, 4)
  }
}

struct ReviewListView: View {
  let reviews: [Review] = [
    Review(id: 1, nickname: "맛집탐방러", rating: 4, content: "국물이 진하고 양도 많아요."),
    Review(id: 2, nickname: "점심메이트", rating: 2, content: "조금 짰어요."),
  ]

  var body: some View {
    NavigationStack {
      List(reviews) { review in
        ReviewRow(review: review)
      }
      .navigationTitle("리뷰")
    }
  }
}

"""#,
    ]
    let found = ProjectFindings.of(files, rule: StateByIconRule.self)
    #expect(found.count == 1)
  }

  /// An 18 pt pencil whose tap focuses the field does something: its size counts.
  @Test func aSmallIconWhoseTapFocusesAFieldIsStillATarget() {
    let files: [String: String] = [
      "ProfileEditView.swift": #"""
import SwiftUI

struct ProfileEditView: View {
  @State private var nickname = "초록고양이"
  @FocusState private var isNicknameFocused: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      Text("닉네임")
        .font(.headline)
      HStack(spacing: 8) {
        TextField("닉네임을 입력하세요", text: $nickname)
          .focused($isNicknameFocused)
          .font(.body)
        // 연필을 누르면 바로 닉네임을 고칠 수 있게 합니다.
        Image(systemName: "pencil")
          .resizable()
          .frame(width: 18, height: 18)
          .foregroundColor(.black)
          .onTapGesture {
            isNicknameFocused = true
          }
          .accessibilityLabel("닉네임 수정")
          .accessibilityAddTraits(.isButton)
      }
      Divider()
      Spacer()
    }
    .padding(20)
    .navigationTitle("프로필 수정")
  }
}

"""#,
    ]
    let found = ProjectFindings.of(files, rule: TargetSizeRule.self)
    #expect(found.count == 1)
  }

}