import A11yCore
import A11ySwiftSource
import Testing

/// The project's own wrappers around accessibility, titles and button styles, followed one level
/// (precision notes S-D, I-B, I-A).
struct ProjectWrapperTests {
  /// A titled home screen whose list opens each `(view, label)` as a screen.
  static func home(title: String, links: [(view: String, label: String)]) -> String {
    let rows = links.map { "        NavigationLink { \($0.view)() } label: { Text(\"\($0.label)\") }" }.joined(separator: "\n")
    return """
      struct HomeView: View {
        var body: some View {
          NavigationStack {
            List {
      \(rows)
            }
            .navigationTitle("\(title)")
          }
        }
      }
      """
  }

  func findings(_ files: [String: String]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: BuiltInSwiftRules.all, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  func ids(_ findings: [Finding], in file: String) -> [String] {
    findings.filter { $0.file == file }.map(\.ruleID)
  }

  /// session-ios: `.accessibility(Accessibility(identifier:label:))` sets the label through a
  /// `View` extension whose name is also a (deprecated) SwiftUI modifier's.
  @Test func anAccessibilityNamedExtensionTakingOneValueLabelsTheView() {
    let wrapper = """
      extension View {
        public func accessibility(_ accessibility: Accessibility) -> some View {
          if #available(iOSApplicationExtension 14.0, *) {
            guard let identifier = accessibility.identifier else { return self }
            return accessibilityIdentifier(identifier).accessibilityLabel(accessibility.label ?? "")
          } else {
            return self
          }
        }
      }
      """
    let labelled = """
      struct CloseBar: View {
        var body: some View {
          Button { close() } label: { Image("ic_x2") }
            .accessibility(Accessibility(identifier: "Close button", label: "Close"))
          Image("ic_x3").accessibility(Accessibility(identifier: "Logo", label: "Session logo"))
        }
      }
      """
    #expect(ids(findings(["Wrapper.swift": wrapper, "Bar.swift": labelled]), in: "Bar.swift").isEmpty)
    // Given no label, the wrapper sets "": the image still has no name.
    let unlabelled = """
      struct CloseBar: View {
        var body: some View { Image("ic_x3").accessibility(Accessibility(identifier: "Logo")) }
      }
      """
    #expect(ids(findings(["Wrapper.swift": wrapper, "Bar.swift": unlabelled]), in: "Bar.swift") == ["swiftui-image-label"])
    // A stored value may or may not hold a label: the finding stays.
    let stored = """
      struct Field: View {
        let accessibility: Accessibility
        var body: some View { Image("ic_x3").accessibility(self.accessibility) }
      }
      """
    #expect(ids(findings(["Wrapper.swift": wrapper, "Bar.swift": stored]), in: "Bar.swift") == ["swiftui-image-label"])
    // SwiftUI's own `.accessibility(label:)` keeps its meaning.
    let builtIn = """
      struct CloseBar: View {
        var body: some View { Image("ic_x3").accessibility(hidden: false) }
      }
      """
    #expect(ids(findings(["Wrapper.swift": wrapper, "Bar.swift": builtIn]), in: "Bar.swift") == ["swiftui-image-label"])
  }

  /// isowords: `SupportButtonStyle(title:)` draws `Text(self.title)` under the button's icon.
  @Test func aButtonStyleThatDrawsItsTitleNamesTheButton() {
    let style = """
      public struct SupportButtonStyle: ButtonStyle {
        let backgroundColor: Color
        let title: String
        init(title: String, backgroundColor: Color) {
          self.title = title
          self.backgroundColor = backgroundColor
        }
        public func makeBody(configuration: Self.Configuration) -> some View {
          VStack(spacing: 12) {
            configuration.label.frame(minWidth: 68, minHeight: 100)
            Text(self.title)
          }
          .background(self.backgroundColor)
        }
      }
      struct PaddedStyle: ButtonStyle {
        let title: String
        func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
      }
      """
    let settings = """
      struct SettingsView: View {
        var body: some View {
          VStack {
            Button { review() } label: { Image("ic_rv2").font(.system(size: 40)) }
              .buttonStyle(SupportButtonStyle(title: "Leave us a review", backgroundColor: .red))
            VStack {
              Button { share() } label: { Image("ic_sh2") }
            }
            .buttonStyle(SupportButtonStyle(title: "Share with a friend!", backgroundColor: .red))
          }
        }
      }
      """
    let named = findings(["Style.swift": style, "Settings.swift": settings])
    #expect(!ids(named, in: "Settings.swift").contains("swiftui-control-name"))
    // A style that draws no title of its own names nothing.
    let unnamed = settings.replacingOccurrences(of: "SupportButtonStyle(title:", with: "PaddedStyle(title:")
      .replacingOccurrences(of: ", backgroundColor: .red", with: "")
    #expect(ids(findings(["Style.swift": style, "Settings.swift": unnamed]), in: "Settings.swift")
      .filter { $0 == "swiftui-control-name" }.count == 2)
  }

  /// Clendar: `SolidButtonStyle.makeBody` draws its title through a project view that unwraps an
  /// optional and shows what its content closure builds (`Unwrap(title) { Text($0) }`).
  @Test func aButtonStyleDrawingItsTitleThroughAContentPassingViewNamesTheButton() {
    let unwrap = """
      struct Unwrap<Value, Content: View>: View {
        private let value: Value?
        private let contentProvider: (Value) -> Content
        init(_ value: Value?, @ViewBuilder content: @escaping (Value) -> Content) {
          self.value = value
          self.contentProvider = content
        }
        var body: some View { value.map(contentProvider) }
      }
      """
    let style = """
      struct SolidButtonStyle: ButtonStyle {
        var imageName: String?
        var title: String?
        func makeBody(configuration: Configuration) -> some View {
          HStack {
            Unwrap(imageName) { name in Image(systemName: name) }
            Unwrap(title) { title in
              Text(LocalizedStringKey(title)).font(.headline)
            }
          }
        }
      }
      struct ShorthandStyle: ButtonStyle {
        var title: String?
        func makeBody(configuration: Configuration) -> some View { Unwrap(title) { Text($0) } }
      }
      """
    let viewer = """
      struct EventViewer: View {
        var body: some View {
          VStack {
            Button(action: edit, label: {}).buttonStyle(SolidButtonStyle(title: "Edit Event"))
            Button(action: share, label: {}).buttonStyle(ShorthandStyle(title: "Share"))
          }
        }
      }
      """
    let named = findings(["Unwrap.swift": unwrap, "Style.swift": style, "Viewer.swift": viewer])
    #expect(!ids(named, in: "Viewer.swift").contains("swiftui-control-name"))
    // A look-alike view whose body never calls its content closure shows nothing of it.
    let ignoring = unwrap.replacingOccurrences(of: "var body: some View { value.map(contentProvider) }", with: "var body: some View { EmptyView() }")
    #expect(ids(findings(["Unwrap.swift": ignoring, "Style.swift": style, "Viewer.swift": viewer]), in: "Viewer.swift")
      .filter { $0 == "swiftui-control-name" }.count == 2)
  }

  /// isowords: screens draw their title in a custom bar through `.navigationStyle(title:)`, a
  /// `View` extension that hands the title to a private bar view whose body shows `self.title`.
  @Test func aProjectTitleWrapperTitlesTheScreen() {
    let bar = """
      extension View {
        public func navigationStyle<Title: View, Trailing: View>(title: Title, trailing: Trailing) -> some View {
          NavigationBar(content: self, title: title, trailing: trailing)
        }
        public func navigationStyle<Title: View>(title: Title) -> some View {
          self.navigationStyle(title: title, trailing: EmptyView())
        }
        public func cardStyle(title: String) -> some View {
          self.padding().background(Color.gray)
        }
      }
      private struct NavigationBar<Title: View, Content: View, Trailing: View>: View {
        let content: Content
        let title: Title
        let trailing: Trailing
        var body: some View {
          VStack {
            ZStack { self.title.font(.headline); HStack { Spacer(); self.trailing } }
            self.content
          }
        }
      }
      """
    let home = Self.home(title: "Home", links: [("VocabView", "Vocab"), ("StatsView", "Stats")])
    let screens = """
      struct VocabView: View {
        var body: some View { List { Text("word") }.navigationStyle(title: Text("Vocab")) }
      }
      struct StatsView: View {
        var body: some View { List { Text("42") }.cardStyle(title: "Stats") }
      }
      """
    let found = findings(["Bar.swift": bar, "Home.swift": home, "Screens.swift": screens])
      .filter { $0.ruleID == "screen-title" }
    // VocabView is titled by the wrapper; `cardStyle(title:)` never shows its title: StatsView isn't.
    #expect(found.count == 1)
    #expect(found.first?.message.en.hasPrefix("StatsView") == true)
  }

  /// Infomaniak Mail: the thread list is titled by `threadListTopBar(…)`, a `View` extension that
  /// applies one of two `ViewModifier`s by iOS version; the newer one sets `.navigationTitle`.
  @Test func aViewModifierSettingTheTitleTitlesTheScreen() {
    let topBar = """
      struct TopBarModifier: ViewModifier {
        let folder: String
        func body(content: Content) -> some View { content.navigationTitle(folder).navigationBarTitleDisplayMode(.inline) }
      }
      struct LegacyTopBarModifier: ViewModifier {
        let folder: String
        func body(content: Content) -> some View { content.toolbar { ToolbarItem(placement: .topBarLeading) { Text(folder) } } }
      }
      struct PaddingModifier: ViewModifier {
        func body(content: Content) -> some View { content.padding() }
      }
      extension View {
        func threadListTopBar(folder: String) -> some View {
          if #available(iOS 26.0, *) { return modifier(TopBarModifier(folder: folder)) }
          else { return modifier(LegacyTopBarModifier(folder: folder)) }
        }
        func padded() -> some View { modifier(PaddingModifier()) }
        func customNavigationBar(title: String) -> some View { self.modifier(TopBarModifier(folder: title)) }
      }
      """
    let home = Self.home(title: "메일", links: [("ThreadList", "받은편지함"), ("Archive", "보관함")])
    let screens = """
      struct ThreadList: View {
        var body: some View { List { Text("메일 1") }.threadListTopBar(folder: "받은편지함") }
      }
      struct Archive: View {
        var body: some View { List { Text("메일 2") }.padded() }
      }
      struct Sent: View {
        var body: some View { List { Text("메일 3") }.customNavigationBar(title: "보낸편지함") }
      }
      """
    let found = findings(["TopBar.swift": topBar, "Home.swift": home.replacingOccurrences(of: "NavigationLink { Archive() } label: { Text(\"보관함\") }", with: "NavigationLink { Archive() } label: { Text(\"보관함\") }\n          NavigationLink { Sent() } label: { Text(\"보낸편지함\") }"), "Screens.swift": screens])
      .filter { $0.ruleID == "screen-title" }
    #expect(found.count == 1)
    #expect(found.first?.message.en.hasPrefix("Archive") == true)
  }

  /// Towy's delegate keeps the navigation controller in a property and hides its bar through it
  /// (`self.navigationontroller?.navigationBar.isHidden = true`), its root cast from a storyboard;
  /// what the root pushes, and what that pushes, shows no bar, unless a screen shows it again.
  @Test func screensPushedUnderABarTheDelegateHidesHaveNoBarTitle() {
    let delegate = """
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var navigationontroller: UINavigationController?
        func moveToHome() {
          let VC = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "HomeVC") as! HomeVC
          self.navigationontroller = UINavigationController(rootViewController: VC)
          self.navigationontroller?.navigationBar.isHidden = true
          window?.rootViewController = navigationontroller
        }
      }
      """
    func screens(trips: String) -> String {
      """
      final class HomeVC: UIViewController {
        func showTrips() { navigationController?.pushViewController(TripsVC(), animated: true) }
      }
      final class TripsVC: UIViewController {
        \(trips)
        func showTrip() { navigationController?.pushViewController(TripDetailVC(), animated: true) }
      }
      final class TripDetailVC: UIViewController {}
      """
    }
    func untitled(_ trips: String) -> [String] {
      findings(["AppDelegate.swift": delegate, "HomeVC.swift": screens(trips: trips)])
        .filter { $0.ruleID == "screen-title" }.compactMap { $0.message.en.split(separator: " ").first.map(String.init) }.sorted()
    }
    #expect(untitled("").isEmpty)
    #expect(untitled("override func viewWillAppear(_ animated: Bool) { navigationController?.setNavigationBarHidden(false, animated: true) }")
      == ["TripDetailVC", "TripsVC"])
  }

  /// Feelin: coordinators hide the bar of every navigation controller the code makes, and nothing
  /// shows it again; each screen draws its own header, so no bar title is missing. A screen file
  /// that shows the bar again (or a navigation controller made without hiding it) brings it back.
  @Test func coordinatorsHidingEveryBarLeaveNoBarTitle() {
    let coordinator = """
      final class MyPageCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          navigationController.setNavigationBarHidden(true, animated: false)
          navigationController.pushViewController(UserProfileViewController(), animated: true)
        }
        func presentEdit() {
          let navController = UINavigationController(rootViewController: EditUserInfoViewController())
          navController.isNavigationBarHidden = true
          navigationController.present(navController, animated: true)
        }
        func showSettings() { navigationController.pushViewController(SettingsViewController(), animated: true) }
      }
      """
    let screens = """
      final class UserProfileViewController: UIViewController {}
      final class EditUserInfoViewController: UIViewController {}
      final class SettingsViewController: UIViewController {}
      """
    let hidden = findings(["Coordinator.swift": coordinator, "Screens.swift": screens]).filter { $0.ruleID == "screen-title" }
    #expect(hidden.isEmpty)
    let shownAgain = screens.replacingOccurrences(
      of: "final class UserProfileViewController: UIViewController {}",
      with: "final class UserProfileViewController: UIViewController {\n  override func viewWillAppear(_ animated: Bool) { navigationController?.setNavigationBarHidden(false, animated: animated) }\n}")
    let found = findings(["Coordinator.swift": coordinator, "Screens.swift": shownAgain]).filter { $0.ruleID == "screen-title" }
    #expect(found.contains { $0.message.en.hasPrefix("SettingsViewController") })
    // Letports' tabs: each navigation controller is handed to a coordinator that hides its bar.
    let handed = coordinator.replacingOccurrences(
      of: "navController.isNavigationBarHidden = true\n", with: "_ = MyPageCoordinator(navigationController: navController)\n")
    #expect(findings(["Coordinator.swift": handed, "Screens.swift": screens]).filter { $0.ruleID == "screen-title" }.isEmpty)
    let unhidden = coordinator.replacingOccurrences(of: "navController.isNavigationBarHidden = true\n", with: "")
    let madePlain = findings(["Coordinator.swift": unhidden, "Screens.swift": screens]).filter { $0.ruleID == "screen-title" }
    #expect(madePlain.contains { $0.message.en.hasPrefix("SettingsViewController") })
  }
}
