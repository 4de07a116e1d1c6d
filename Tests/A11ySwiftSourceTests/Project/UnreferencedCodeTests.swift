import A11yCore
@testable import A11ySwiftSource
import Testing

/// Types nothing live in the project names are code the app never runs (precision note C8).
struct UnreferencedCodeTests {
  func models(_ files: [String: String]) -> [SwiftFileModel] {
    files.sorted { $0.key < $1.key }.map { SwiftSourceAnalyzer.model(source: $0.value, path: $0.key) }
  }

  let app = """
    @main
    struct ShopApp: App {
      var body: some Scene { WindowGroup { HomeView() } }
    }
    """

  @Test func aTypeNamedOnlyByItselfItsExtensionsAndPreviewsIsUnreferenced() {
    let files = models([
      "App.swift": app,
      "Home.swift": """
        struct HomeView: View {
          var body: some View { Text("Home") }  // OldBanner() was here
        }
        """,
      "OldBanner.swift": """
        struct OldBanner: View {
          var body: some View { Image("banner").onTapGesture { OldBanner.log() } }
        }
        extension OldBanner { static func log() {} }
        #Preview { OldBanner() }
        /* HomeView uses OldBanner() */
        """,
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files) == ["OldBanner"])
  }

  /// A folder copied beside the one in use declares the same views again (a fitness app's two
  /// session screens, each with its own summary view): a name only dead code mentions is unused
  /// whichever copy it means, and one live code mentions keeps both copies.
  /// Two views with a member of the same name (`bottomButton`, meongmory's sign-up and profile
  /// screens): the live view reading its own doesn't make the dead view's live, nor what only that
  /// one names; a mention through another value (`other.bottomButton`) may read either.
  /// AnimeCalendar's feed: an old cell class only registered, beside the new one it dequeues; a
  /// cell dequeued by its identifier, or by a generic helper naming it, is made.
  @Test func aCellClassOnlyRegisteredIsUnreferenced() {
    func unreferenced(dequeue: String) -> Set<String> {
      let files = models([
        "App.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow?\n func start() { window?.rootViewController = FeedViewController() } }",
        "Feed.swift": """
          final class FeedViewController: UIViewController {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            override func viewDidLoad() {
              super.viewDidLoad()
              collectionView.register(TopAnimeCell.self, forCellWithReuseIdentifier: TopAnimeCell.reuseIdentifier)
              collectionView.register(TopAnimeCellV2.self, forCellWithReuseIdentifier: TopAnimeCellV2.reuseIdentifier)
            }
            func cell(at indexPath: IndexPath) -> UICollectionViewCell {
              \(dequeue)
            }
          }
          final class TopAnimeCell: UICollectionViewCell { static let reuseIdentifier = "TopAnimeCell" }
          final class TopAnimeCellV2: UICollectionViewCell { static let reuseIdentifier = "TopAnimeCellV2" }
          """,
      ])
      return UnreferencedCode.unreferencedTypes(in: files)
    }
    let onlyNew = unreferenced(dequeue: "collectionView.dequeueReusableCell(withReuseIdentifier: TopAnimeCellV2.reuseIdentifier, for: indexPath)")
    #expect(onlyNew.contains("TopAnimeCell") && !onlyNew.contains("TopAnimeCellV2"), "\(onlyNew)")
    let both = unreferenced(dequeue: "indexPath.item == 0 ? collectionView.dequeueReusableCell(withReuseIdentifier: TopAnimeCell.reuseIdentifier, for: indexPath) : collectionView.dequeue(TopAnimeCellV2.self, for: indexPath)")
    #expect(!both.contains("TopAnimeCell") && !both.contains("TopAnimeCellV2"), "\(both)")
  }

  @Test func aDeadViewsMemberNamedLikeALiveViewsStaysDead() {
    func files(_ editBody: String) -> [SwiftFileModel] {
      models([
        "App.swift": app,
        "Home.swift": "struct HomeView: View { var body: some View { EditProfileView() } }",
        "Edit.swift": """
          struct EditProfileView: View {
            var body: some View { \(editBody) }
            var bottomButton: some View { Button("수정하기") { save() } }
          }
          """,
        "Validate.swift": """
          struct ValidatePhoneNumView: View {
            var body: some View { VStack { Text("phone"); bottomButton } }
            var bottomButton: some View { NavigationLink { AgreeToTermsView() } label: { Text("다음") } }
          }
          """,
        "Agree.swift": "struct AgreeToTermsView: View { var body: some View { Text(\"약관\") } }",
      ])
    }
    let own = UnreferencedCode.unreached(in: files("VStack { Text(\"edit\"); bottomButton }")).types
    #expect(own.isSuperset(of: ["ValidatePhoneNumView", "AgreeToTermsView"]), "\(own)")
    let other = UnreferencedCode.unreached(in: files("VStack { Text(\"edit\"); bottomButton; store.validate.bottomButton }")).types
    #expect(other.contains("ValidatePhoneNumView") && !other.contains("AgreeToTermsView"), "\(other)")
  }

  @Test func copiesOfATypeNamedOnlyByDeadCodeAreAllUnreferenced() {
    func files(home: String) -> [SwiftFileModel] {
      models([
        "App.swift": app,
        "Home.swift": "struct HomeView: View { var body: some View { \(home) } }",
        "Session/ActiveSession.swift": "struct ActiveSessionView: View { var body: some View { SessionSummary() } }\n#Preview { ActiveSessionView() }",
        "Session/SessionSummary.swift": "struct SessionSummary: View { var body: some View { Text(\"요약\") } }",
        "Workout/SessionSummary.swift": "struct SessionSummary: View { var body: some View { Text(\"운동 요약\") } }\n#Preview { SessionSummary() }",
      ])
    }
    #expect(UnreferencedCode.unreferencedTypes(in: files(home: "Text(\"홈\")")) == ["ActiveSessionView", "SessionSummary"])
    #expect(UnreferencedCode.unreferencedTypes(in: files(home: "SessionSummary()")) == ["ActiveSessionView"])
  }

  /// A race app's mini countdown: `func MiniCountdown() -> some View`, internal, that nothing
  /// calls, and the info view only it builds: SwiftUI calls `body`, never these, so neither draws.
  /// Called from `body`, both are live; so is one a storyboard or other text names.
  @Test func aViewBuildingMethodNothingCallsNeverDraws() {
    func unreached(_ body: String) -> [String] {
      let source = """
        struct ContentView: View {
          var body: some View { \(body) }
          func countdownInfo(_ size: CGSize) -> some View { Text("남은 시간").repeatForeverPulse() }
          func MiniCountdown() -> some View { HStack { countdownInfo(.init(width: 30, height: 30)) } }
        }
        """
      let files = models(["App.swift": app.replacingOccurrences(of: "HomeView()", with: "ContentView()"), "ContentView.swift": source])
      return UnreferencedCode.unreached(in: files).ranges["ContentView.swift", default: []].map { range in
        String(decoding: Array(source.utf8)[range], as: UTF8.self)
      }
    }
    let dead = unreached("Text(\"경기\")")
    #expect(dead.contains { $0.hasPrefix("func MiniCountdown") } && dead.contains { $0.hasPrefix("func countdownInfo") }, "\(dead)")
    #expect(unreached("MiniCountdown()").isEmpty)
    #expect(unreached("countdownInfo(.zero)").allSatisfy { !$0.hasPrefix("func countdownInfo") })
  }

  /// OpenWallet's splash screens: built only by `SplashScreenManager.getSplashScreen()`, a method
  /// of an `ObservableObject` that nothing calls, so they never show; called from a view, they do.
  /// (A class adopting a protocol of its own may be asked for the view through it.)
  @Test func aViewBuildingMethodOfAModelObjectNothingCallsNeverDraws() {
    func unreachedTypes(home: String, adopting: String = "ObservableObject") -> Set<String> {
      models([
        "App.swift": app,
        "Home.swift": "struct HomeView: View { var body: some View { \(home) } }",
        "SplashScreenManager.swift": """
          class SplashScreenManager: \(adopting) {
            static let shared = SplashScreenManager()
            @ViewBuilder func getSplashScreen() -> some View { LaunchingFirstNFT() }
          }
          """,
        "LaunchingFirstNFT.swift": "struct LaunchingFirstNFT: View { var body: some View { Text(\"NFT\").font(.system(size: 54)) } }",
      ]).withUnreachedTypes()
    }
    let home = "Text(\"홈\").environmentObject(SplashScreenManager.shared)"
    #expect(unreachedTypes(home: home).contains("LaunchingFirstNFT"))
    #expect(!unreachedTypes(home: "SplashScreenManager.shared.getSplashScreen()").contains("LaunchingFirstNFT"))
    #expect(!unreachedTypes(home: home, adopting: "SplashProviding").contains("LaunchingFirstNFT"))
  }

  /// A workout runner written again, privately, in a dead screen's file and in the live tab's
  /// (Lean Health Timer's `WorkoutRunnerView`): each copy is its own file's, so the live tab's use
  /// keeps only its own. Not private, one use keeps every copy (a mention may mean any of them).
  @Test func privateCopiesLiveOnTheirOwnFilesMentions() {
    func deadRanges(access: String) -> (types: Set<String>, dead: [String: [String]]) {
      let runner = "\(access)struct WorkoutRunnerView: View { var body: some View { Text(\"운동 중\") } }"
      let sources = [
        "App.swift": app.replacingOccurrences(of: "HomeView()", with: "WorkoutTab()"),
        "WorkoutTab.swift": "struct WorkoutTab: View { var body: some View { WorkoutRunnerView() } }\n" + runner,
        "WorkoutsView.swift": "struct WorkoutsView: View { var body: some View { WorkoutRunnerView() } }\n" + runner,
      ]
      let files = models(sources)
      let result = UnreferencedCode.unreached(in: files)
      var dead: [String: [String]] = [:]
      for (path, ranges) in result.ranges { dead[path] = ranges.map { String(decoding: Array(sources[path]!.utf8)[$0], as: UTF8.self) } }
      return (UnreferencedCode.unreferencedTypes(in: files), dead)
    }
    let privateCopies = deadRanges(access: "private ")
    #expect(privateCopies.types == ["WorkoutsView"])
    #expect(privateCopies.dead["WorkoutsView.swift", default: []].contains { $0.contains("private struct WorkoutRunnerView") })
    #expect(privateCopies.dead["WorkoutTab.swift", default: []].isEmpty)
    let shared = deadRanges(access: "")
    #expect(shared.types == ["WorkoutsView"])
    #expect(shared.dead.values.joined().allSatisfy { !$0.contains("struct WorkoutRunnerView") })
  }

  /// A breathing view never made, whose nested row and preset another tab uses
  /// (`AtemView.Row(…)`, `[AtemView.Preset]`, Lean Health Timer): its own body is dead, its nested
  /// types are not. Made once (`AtemView()`), all of it is live.
  @Test func aViewNamedOnlyAsItsNestedTypesNamespaceIsNeverMade() {
    let atem = """
      struct AtemView: View {
        var body: some View { List { Text("호흡") }.toolbar { Button("추가") { } } }
        struct Preset { let name: String }
        struct Row: View { let preset: Preset; var body: some View { Text(preset.name) } }
      }
      """
    func unreached(_ tab: String) -> (types: Set<String>, text: [String]) {
      let files = models([
        "App.swift": app.replacingOccurrences(of: "HomeView()", with: "MeditationTab()"),
        "Tab.swift": "struct MeditationTab: View {\n  @State private var presets: [AtemView.Preset] = []\n  var body: some View { \(tab) }\n}",
        "Atem.swift": atem,
      ])
      let result = UnreferencedCode.unreached(in: files)
      let text = result.ranges["Atem.swift", default: []].map { String(decoding: Array(atem.utf8)[$0], as: UTF8.self) }
      return (UnreferencedCode.unreferencedTypes(in: files), text)
    }
    let namespace = unreached("ForEach(presets, id: \\.name) { AtemView.Row(preset: $0) }")
    #expect(namespace.types.isEmpty)
    #expect(namespace.text.contains { $0.contains("var body: some View { List") }, "\(namespace.text)")
    #expect(!namespace.text.contains { $0.contains("Text(preset.name)") }, "\(namespace.text)")
    #expect(unreached("AtemView()").text.isEmpty)
  }

  /// Swift's block comments nest: a use inside `/* … /* … */ … */` is commented out as a whole (a
  /// scheduling app's calendar sheet, left in a body commented out around an older comment); the
  /// same use after the outer comment closes is live.
  @Test func aUseInsideNestedBlockCommentsIsNoUse() {
    func files(_ body: String) -> [SwiftFileModel] {
      models([
        "App.swift": app,
        "Home.swift": "struct HomeView: View {\n  var body: some View {\n\(body)\n  }\n}",
        "Calendar.swift": "struct CalendarSheet: View { var body: some View { Text(\"달력\") } }",
      ])
    }
    let nested = """
      /*
      VStack { /* Text("old") */ }
      Button("날짜 선택") { open = true }.sheet(isPresented: $open) { CalendarSheet() }
      */
      Text("과제")
      """
    #expect(UnreferencedCode.unreferencedTypes(in: files(nested)) == ["CalendarSheet"])
    let afterComment = """
      /* VStack { /* Text("old") */ } */
      Button("날짜 선택") { open = true }.sheet(isPresented: $open) { CalendarSheet() }
      """
    #expect(UnreferencedCode.unreferencedTypes(in: files(afterComment)).isEmpty)
  }

  /// A cell class's name kept in a static constant as its reuse identifier (`static let qtyCell =
  /// "QtyCell"`) names the class only where the constant is read: with its one dequeue commented
  /// out, the cell is dead; a constant that is read keeps its class live.
  @Test func aClassNamedOnlyByAStaticConstantNothingReadsIsUnreferenced() {
    let files = models([
      "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }\nextension AppDelegate { func start() { window?.rootViewController = ItemViewController() } }",
      "Cells.swift": "struct CollectionCells {\n  static let qtyCell = \"QtyCell\"\n  static let photoCell = \"PhotoCell\"\n}",
      "Item.swift": """
        final class ItemViewController: UIViewController {
          func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
            // let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CollectionCells.qtyCell, for: indexPath) as! QtyCell
            return collectionView.dequeueReusableCell(withReuseIdentifier: CollectionCells.photoCell, for: indexPath)
          }
        }
        """,
      "QtyCell.swift": "final class QtyCell: UICollectionViewCell { @IBOutlet weak var qty: UILabel! }",
      "PhotoCell.swift": "final class PhotoCell: UICollectionViewCell { @IBOutlet weak var photo: UIImageView! }",
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files) == ["QtyCell"])
  }

  /// A class named only as the type of a property declared without a value is never made by that
  /// code (Slide's `var menuPresentationController: BottomMenuPresentationController?`, never
  /// assigned); one made anywhere (`Menu()`), registered (`Menu.self`), given a value, cast to or
  /// named in another way is live.
  @Test func aClassNamedOnlyAsAPropertyTypeOrInACastIsUnreferenced() {
    let uikitApp = "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }"
    func files(_ use: String) -> [SwiftFileModel] {
      models([
        "AppDelegate.swift": uikitApp,
        "Sidebar.swift": "final class Sidebar: UIViewController {\n  \(use)\n}\nextension AppDelegate { func start() { window?.rootViewController = Sidebar() } }",
        "BottomMenu.swift": "final class BottomMenu: UIPresentationController { func tapped() { presentedViewController.dismiss(animated: true) } }",
      ])
    }
    #expect(UnreferencedCode.unreferencedTypes(in: files("var menu: BottomMenu?")) == ["BottomMenu"])
    #expect(UnreferencedCode.unreferencedTypes(in: files("weak var menu: BottomMenu!  // set by the coordinator")) == ["BottomMenu"])
    #expect(UnreferencedCode.unreferencedTypes(in: files("private var menus: [BottomMenu]")) == ["BottomMenu"])
    // A value, a cast or a generic may hold one made elsewhere.
    #expect(UnreferencedCode.unreferencedTypes(in: files("var menu: BottomMenu? = BottomMenu(presentedViewController: a, presenting: b)")).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files("let menu: BottomMenu = factory.make()")).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files("var menu: BottomMenu? { presentationController as? BottomMenu }")).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files("let kind = BottomMenu.self")).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files("func show(_ menu: BottomMenu) {}")).isEmpty)
    // Declared without a value, then given one by an implicit member (connectedfueling's
    // `initialCoordinator = .init(presenter:)`): one is made there.
    #expect(UnreferencedCode.unreferencedTypes(in: files("private var menu: BottomMenu?\n  func open() { menu = .init(presentedViewController: self, presenting: nil) }")).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files("var menu: BottomMenu?\n  func open() { self.menu = .make() }")).isEmpty)
    // A comparison or another property's assignment makes none.
    #expect(UnreferencedCode.unreferencedTypes(in: files("var menu: BottomMenu?\n  func open() { if menu == .none { return }; menuTitle = .init() }")) == ["BottomMenu"])
  }

  /// A scene delegate the system makes from an Info.plist the repository doesn't keep (YELL:O's,
  /// every plist gitignored) is live, and so is what it shows.
  @Test func aSceneDelegateIsMadeByTheSystem() {
    let files = models([
      "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "SceneDelegate.swift": "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n  var window: UIWindow?\n  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) { window?.rootViewController = SplashViewController() }\n}",
      "Splash.swift": "final class SplashViewController: UIViewController {}",
      "Unused.swift": "final class OldViewController: UIViewController {}",
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files) == ["OldViewController"])
  }

  /// Views named with a small first letter (`struct jobCardView: View`, Terning's card used only by
  /// a view its previews make; Holiculture's `likeCell` used by a live list) are judged like any:
  /// their mentions are searched among every identifier.
  @Test func typesNamedWithASmallLetterAreJudgedByTheirMentions() {
    let files = models([
      "App.swift": app + "\nstruct HomeView: View { var body: some View { List { likeCell(title: \"공연\") } } }\n",
      "Like.swift": "struct likeCell: View { let title: String\n var body: some View { Text(title) } }",
      "Card.swift": "struct jobCardView: View { var body: some View { Text(\"인턴\") } }",
      "MainHome.swift": "struct MainHomeView: View { var body: some View { jobCardView() } }\n#Preview { MainHomeView() }",
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files) == ["MainHomeView", "jobCardView"])
  }

  /// A class made into a local that nothing reads again (onboard's scene delegate making a test
  /// screen, then showing another root) is made and dropped: no use. A local read again, passed
  /// on or returned keeps it live.
  @Test func aClassMadeIntoAnUnreadLocalIsUnreferenced() {
    let uikitApp = "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }"
    func files(_ body: String) -> [SwiftFileModel] {
      models([
        "AppDelegate.swift": uikitApp,
        "Scene.swift": "extension AppDelegate {\n  func start() {\n\(body)\n    window?.rootViewController = HomeViewController()\n  }\n}",
        "Home.swift": "final class HomeViewController: UIViewController {}",
        "Test.swift": "final class TestViewController: UIViewController { func tapped() { dismiss(animated: true) } }",
      ])
    }
    #expect(UnreferencedCode.unreferencedTypes(in: files("    let testViewController = TestViewController(reactor: reactor)")) == ["TestViewController"])
    #expect(UnreferencedCode.unreferencedTypes(in: files("    //let testViewController = OtherViewController()\n    let testViewController = TestViewController(reactor: reactor)")) == ["TestViewController"])
    #expect(UnreferencedCode.unreferencedTypes(in: files("    let testViewController = TestViewController()\n    window?.rootViewController?.present(testViewController, animated: true)")).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files("    var screen = TestViewController()\n    screen.title = \"테스트\"\n    show(screen)")).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files("    _ = TestViewController()")).isEmpty)
  }

  /// A type named only by a global function that nothing live calls (here, only the type itself
  /// calls it) is as dead as the function; one a live view calls keeps its types.
  @Test func aGlobalFunctionNothingLiveCallsKeepsNoType() {
    let dead = models([
      "App.swift": app,
      "Home.swift": "struct HomeView: View { var body: some View { Text(\"Home\") } }",
      "Index.swift": """
        struct IndexTitles: View {
          struct Section { let label: String }
          let sections: [Section]
          var body: some View { ForEach(sections, id: \\.label) { sectionTitle(for: $0) } }
        }
        func sectionTitle(for section: IndexTitles.Section) -> some View { IndexText(label: section.label) }
        struct IndexText: View { let label: String; var body: some View { Text(label) } }
        """,
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: dead) == ["IndexTitles", "Section", "IndexText"])
    let live = models([
      "App.swift": app,
      "Home.swift": "struct HomeView: View { var body: some View { sectionTitle(for: .init(label: \"A\")) } }",
      "Index.swift": """
        struct IndexTitles: View {
          struct Section { let label: String }
          var body: some View { Text("x") }
        }
        func sectionTitle(for section: IndexTitles.Section) -> some View { IndexText(label: section.label) }
        struct IndexText: View { let label: String; var body: some View { Text(label) } }
        """,
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: live).isEmpty)
  }

  /// Members of extensions of types the project doesn't declare (`extension View`, `extension
  /// String`) are called only by code naming them: one whose only call is commented out never
  /// runs, and neither do the types only it names (winston's `pinchToZoom`, `niceMD`). A live
  /// call, a conformance the project adds to the type, `@objc` and `public` keep them.
  @Test func membersOfExtensionsOfOutsideTypesRunOnlyWhenSomethingLiveCallsThem() {
    let zoom = """
      extension View {
        func pinchToZoom() -> some View { modifier(PinchZoom()) }
      }
      struct PinchZoom: ViewModifier {
        func body(content: Content) -> some View { content.overlay(PinchZoomArea()) }
      }
      struct PinchZoomArea: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { let view = UIView(); view.addGestureRecognizer(UIPinchGestureRecognizer()); return view }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator: NSObject { var zoomView: PinchZoomGestureView? }
      }
      final class PinchZoomGestureView: UIView {}
      extension String {
        var niceMD: AttributedString { var text = AttributedString(self); text.font = .system(size: 22); return text }
      }
      """
    // Another `Coordinator` (declared twice, so not judged itself): the one nested in the dead
    // view runs only with it.
    let home = "struct HomeView: View {\n var body: some View { Text(\"Post\") // .pinchToZoom()\n }\n final class Coordinator {}\n}\n"
    let dead = models(["App.swift": app, "Home.swift": home, "Zoom.swift": zoom])
    #expect(UnreferencedCode.unreferencedTypes(in: dead) == ["PinchZoom", "PinchZoomArea", "PinchZoomGestureView"])
    let unreached = UnreferencedCode.unreached(in: dead)
    let source = Array(zoom.utf8)
    let left = (unreached.ranges["Zoom.swift"] ?? []).map { String(decoding: source[$0], as: UTF8.self) }
    #expect(left.contains { $0.hasPrefix("func pinchToZoom()") })
    #expect(left.contains { $0.hasPrefix("var niceMD") })

    // A live call keeps the member and what it names.
    let called = models(["App.swift": app, "Home.swift": home.replacingOccurrences(of: "// .pinchToZoom()", with: ".pinchToZoom()"), "Zoom.swift": zoom])
    #expect(UnreferencedCode.unreferencedTypes(in: called).isEmpty)
    #expect(!(UnreferencedCode.unreached(in: called).ranges["Zoom.swift"] ?? []).map { String(decoding: source[$0], as: UTF8.self) }
      .contains { $0.hasPrefix("func pinchToZoom()") })

    // The framework may call a member through a conformance the project adds; the runtime calls
    // `@objc` ones; other modules `public` ones.
    let conforming = zoom + "\nextension String: Identifiable { var id: String { self } }\n"
    let conformingSource = Array(conforming.utf8)
    #expect(!(UnreferencedCode.unreached(in: models(["App.swift": app, "Home.swift": home, "Zoom.swift": conforming])).ranges["Zoom.swift"] ?? [])
      .map { String(decoding: conformingSource[$0], as: UTF8.self) }.contains { $0.hasPrefix("var niceMD") })
    for kept in [
      zoom.replacingOccurrences(of: "  func pinchToZoom()", with: "  @objc func pinchToZoom()"),
      zoom.replacingOccurrences(of: "  func pinchToZoom()", with: "  public func pinchToZoom()"),
    ] {
      let files = models(["App.swift": app, "Home.swift": home, "Zoom.swift": kept])
      #expect(UnreferencedCode.unreferencedTypes(in: files).isEmpty)
    }
  }

  /// Bark: `extension String { var bold: NSAttributedString }` is read nowhere; the word `bold`
  /// is only a method of another extension called (`font.bold()`), a weight (`weight: .bold`,
  /// `UIFont.Weight.bold`). An extension's computed property runs only when an instance's value
  /// is read: `title.bold`, `"x".bold`, `bold` inside the extension.
  @Test func anExtensionPropertyNobodyReadsIsUnreachedWhateverShareItsName() {
    let extensions = """
      extension String {
        var bold: NSAttributedString { NSAttributedString(string: self, attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]) }
        var onTap: () -> Void { { print(self) } }
      }
      extension UIFont {
        func bold() -> UIFont { UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0) }
      }
      """
    let parser = """
      struct HomeView: View {
        var body: some View { Text("Home").font(.system(size: 10, weight: .bold)) }
        func style(_ font: UIFont) -> UIFont { var weight = UIFont.Weight.bold; _ = weight; return font.bold() }
        func tap(_ title: String) { title.onTap() }
      }
      """
    func left(_ home: String) -> [String] {
      // A conformance no member can implement (Bark's `extension String: @retroactive Error {}`).
      let files = models(["App.swift": app, "Home.swift": home, "Extensions.swift": extensions, "Error.swift": "extension String: @retroactive Error {}\n"])
      let source = Array(extensions.utf8)
      return (UnreferencedCode.unreached(in: files).ranges["Extensions.swift"] ?? []).map { String(decoding: source[$0], as: UTF8.self) }
    }
    let unread = left(parser)
    #expect(unread.contains { $0.hasPrefix("var bold") })
    #expect(!unread.contains { $0.hasPrefix("func bold()") })
    // A property holding a function is called with `(`: that call reads it.
    #expect(!unread.contains { $0.hasPrefix("var onTap") })
    for read in ["title.bold", "title?.bold", "\"Done\".bold", "(title).bold"] {
      let home = parser.replacingOccurrences(of: "title.onTap() }", with: "title.onTap(); _ = \(read) }")
      #expect(!left(home).contains { $0.hasPrefix("var bold") }, "\(read)")
    }
  }

  @Test func anyOtherMentionKeepsAType() {
    let uses = [
      "let screen = Settings()",
      "let type = Settings.self",
      "let list: [Settings] = []",
      // (A global function is live when something live calls it.)
      "func show(_ x: Any) { if let s = x as? Settings { print(s) } }\nshow(0)",
      "final class Special: Settings {}; let special = Special()",
      "let cls = NSClassFromString(\"Settings\")",
      "let cls = NSClassFromString(\"\\(module).Settings\")",
      "let url = \"https://example.com\"; let s = Settings()",
    ]
    for use in uses {
      let files = models([
        "App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n",
        "Settings.swift": "class Settings: UIViewController {}",
        "Use.swift": use,
      ])
      #expect(!UnreferencedCode.unreferencedTypes(in: files).contains("Settings"), "\(use)")
    }
  }

  /// FightPandemics: a search field view used only by a bar only its preview shows, while a tab
  /// says `Text("Search")`. A string makes no struct, and prose names no class.
  @Test func aStringNamesATypeOnlyWhenTheRuntimeCanMakeItFromIt() {
    func unreferenced(_ kind: String, use: String) -> Set<String> {
      UnreferencedCode.unreferencedTypes(in: models([
        "App.swift": app + "\nstruct HomeView: View { var body: some View { \(use) } }\n",
        "Search.swift": "\(kind) Search {}",
      ]))
    }
    #expect(unreferenced("struct", use: #"Text("Search")"#) == ["Search"])
    #expect(unreferenced("class", use: #"Text("Search results")"#) == ["Search"])
    #expect(unreferenced("class", use: #"Text("Search")"#).isEmpty)
    #expect(unreferenced("struct", use: #"Text("\(Search())")"#).isEmpty)
  }

  @Test func namesInStoryboardsPropertyListsAndObjectiveCKeepAType() {
    let files = models([
      "App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n",
      "Cell.swift": "final class FancyCell: UITableViewCell {}",
      "Share.swift": "final class ShareViewController: UIViewController {}",
      "Legacy.swift": "final class LegacyController: UIViewController {}",
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files) == ["FancyCell", "ShareViewController", "LegacyController"])
    let texts = [
      UnreferencedCode.ReferenceText(path: "Main.storyboard", bytes: Array(#"<tableViewCell customClass="FancyCell" customModule="Shop">"#.utf8)),
      UnreferencedCode.ReferenceText(path: "Info.plist", bytes: Array("<string>$(PRODUCT_MODULE_NAME).ShareViewController</string>".utf8)),
      UnreferencedCode.ReferenceText(path: "Bridge.m", bytes: Array("[[LegacyController alloc] init];".utf8)),
    ]
    #expect(UnreferencedCode.unreferencedTypes(in: files, otherTexts: texts).isEmpty)
  }

  @Test func aCellsOwnNibIsNoUseOfIt() {
    let files = models([
      "App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n",
      "HeaderCell.swift": "final class HeaderCell: UICollectionViewCell { static let identifier = \"HeaderCell\" }",
      "BadgeCell.swift": "final class BadgeCell: UICollectionViewCell {}",
    ])
    let nibs = [
      UnreferencedCode.ReferenceText(path: "Cells/HeaderCell.xib", bytes: Array(#"<view id="a-1" customClass="HeaderCell" customModule="Chat">"#.utf8)),
      // Another xib placing the class keeps it.
      UnreferencedCode.ReferenceText(path: "Cells/BadgeCell.xib", bytes: Array(#"<view id="b-1" customClass="BadgeCell" customModule="Chat">"#.utf8)),
      UnreferencedCode.ReferenceText(path: "Cells/Profile.xib", bytes: Array(#"<view id="c-1" customClass="BadgeCell" customModule="Chat">"#.utf8)),
    ]
    #expect(UnreferencedCode.unreferencedTypes(in: files, otherTexts: nibs) == ["HeaderCell"])
    // Code that names the nib loads it.
    let loaded = files + models(["Nibs.swift": "let headerNib = UINib(nibName: \"HeaderCell\", bundle: nil)"])
    #expect(UnreferencedCode.unreferencedTypes(in: loaded, otherTexts: nibs).isEmpty)
  }

  /// CovPass's `@IBDesignable public class OfflineCardView: XibView`, named only by its own
  /// xib and a test: `@IBDesignable` draws it in Interface Builder; the app reaches it only where
  /// a storyboard, xib or code names it.
  @Test func aDesignableViewNothingPlacesIsUnreferenced() {
    let card = "@IBDesignable final class OfflineCardView: XibView { @IBOutlet var titleLabel: UILabel! }"
    let files = models(["App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n", "OfflineCardView.swift": card])
    let ownNib = UnreferencedCode.ReferenceText(path: "Xibs/OfflineCardView.xib", bytes: Array(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OfflineCardView">"#.utf8))
    #expect(UnreferencedCode.unreferencedTypes(in: files, otherTexts: [ownNib]) == ["OfflineCardView"])
    let placed = UnreferencedCode.ReferenceText(path: "Main.storyboard", bytes: Array(#"<view id="c-1" customClass="OfflineCardView" customModule="CovPassUI">"#.utf8))
    #expect(UnreferencedCode.unreferencedTypes(in: files, otherTexts: [ownNib, placed]).isEmpty)
  }

  @Test func aTypeUsedOnlyByAnUnreferencedTypeIsUnreferencedToo() {
    let files = models([
      "App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n",
      "Old.swift": """
        final class OptionView: UIView {
          let badge = BadgeLabel()
          init(delegate: OptionViewDelegate) { super.init(frame: .zero) }
        }
        final class BadgeLabel: UILabel {}
        protocol OptionViewDelegate { func didPick(_ view: OptionView) }
        """,
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files) == ["OptionView", "BadgeLabel", "OptionViewDelegate"])
    // Once live code conforms to the delegate protocol, its requirement keeps the view too.
    let conformed = models([
      "App.swift": app + "\nstruct HomeView: View, OptionViewDelegate { var body: some View { Text(\"x\") }\n func didPick(_ v: OptionView) {} }\n",
      "Old.swift": "final class OptionView: UIView {}\nprotocol OptionViewDelegate { func didPick(_ view: OptionView) }",
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: conformed).isEmpty)
  }

  /// Stopp Corona's debug screen: its coordinator is named only in `debugView()`, which only a
  /// navigation controller a Release build leaves out calls; its controller's storyboard, named
  /// after it, is no use of it either.
  @Test func aTypeNamedOnlyInAMethodOnlyDeadCodeCallsIsUnreferenced() {
    let coordinator = """
      final class AppCoordinator {
        lazy var root: UINavigationController = {
          #if DEBUG
          let debug = DebugNavigationController()
          debug.coordinator = self
          return debug
          #else
          return UINavigationController()
          #endif
        }()
        func debugView() { DebugCoordinator(root).start() }
      }
      """
    let debug = """
      final class DebugNavigationController: UINavigationController {
        weak var coordinator: AppCoordinator?
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { coordinator?.debugView() }
      }
      final class DebugCoordinator { func start() { show(DebugViewController.instantiate()) } }
      final class DebugViewController: UIViewController {}
      """
    let storyboard = UnreferencedCode.ReferenceText(
      path: "Debug/DebugViewController.storyboard", bytes: Array(#"<viewController id="d-1" customClass="DebugViewController" customModule="App">"#.utf8))
    func unreached(_ files: [SwiftFileModel], also texts: [UnreferencedCode.ReferenceText] = []) -> Set<String> {
      let flags = ReleaseBuildFlags(set: [], unsetFlagsAreOff: true)
      let leftOut = Dictionary(uniqueKeysWithValues: files.map { ($0.path, ReleaseBuild.leftOutRanges(in: $0, flags: flags)) })
      return UnreferencedCode.unreached(in: files, otherTexts: [storyboard] + texts, releaseLeftOut: leftOut).types
    }
    let live = "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\nlet app = AppCoordinator()\n"
    #expect(unreached(models(["App.swift": app + live, "Coordinator.swift": coordinator, "Debug.swift": debug]))
      == ["DebugNavigationController", "DebugCoordinator", "DebugViewController"])
    // The neighbours: live code calling the method keeps what it names; so does a method nothing
    // names (the system may call it), and another storyboard placing the controller.
    #expect(unreached(models(["App.swift": app + live + "func shake() { app.debugView() }\nshake()", "Coordinator.swift": coordinator, "Debug.swift": debug]))
      == ["DebugNavigationController"])
    let unnamed = debug.replacingOccurrences(of: "coordinator?.debugView()", with: "print(coordinator)")
    #expect(unreached(models(["App.swift": app + live, "Coordinator.swift": coordinator, "Debug.swift": unnamed]))
      == ["DebugNavigationController"])
    // One the Objective-C runtime may call runs whenever its type does.
    let exposed = coordinator.replacingOccurrences(of: "  func debugView()", with: "  @objc func debugView()")
    #expect(unreached(models(["App.swift": app + live, "Coordinator.swift": exposed, "Debug.swift": debug])) == ["DebugNavigationController"])
    let placed = UnreferencedCode.ReferenceText(path: "Main.storyboard", bytes: Array(#"<viewController customClass="DebugViewController">"#.utf8))
    #expect(unreached(models(["App.swift": app + live, "Coordinator.swift": coordinator, "Debug.swift": debug]), also: [placed])
      == ["DebugNavigationController", "DebugCoordinator"])
  }

  /// A dictionary app: the delegate's `application(_:didFinishLaunchingWithOptions:)` builds the
  /// root screen, and a header constant says `"application/json"`. Words of a string name no
  /// method: the delegate method stays the system's to call, and the screen it builds stays live.
  @Test func wordsOfAStringNameNoMethod() {
    func unreferenced(header: String) -> Set<String> {
      UnreferencedCode.unreferencedTypes(in: models([
        "Delegate.swift": """
          @main
          final class WordsAppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = StartWindow.make()
              return true
            }
          }
          """,
        "Start.swift": """
          struct StartWindow { static func make() -> UIWindow { let w = UIWindow(); w.rootViewController = WordListScreen(); return w } }
          final class WordListScreen: UIViewController {}
          """,
        "Constants.swift": "struct Headers { static let json = \(header) }",
      ]))
    }
    #expect(unreferenced(header: #""application/json""#) == ["Headers"])
    // Code interpolated into a string names it, and so does a whole literal spelling a selector
    // the runtime may call: then the method runs only when the code naming it does (here a type
    // nothing uses).
    for naming in [#""Content-Type: \(application)""#, #""application:""#] {
      #expect(unreferenced(header: naming) == ["Headers", "StartWindow", "WordListScreen"])
    }
  }

  /// superapp's date picker dialog, copied from a library: only a `Selector` extension's static
  /// constant names it, and nothing live reads that constant. A live screen reading it keeps both.
  @Test func aStaticConstantOfAnExtensionOnlyDeadCodeReadsIsDead() {
    let dialog = """
      private extension Selector {
        static let buttonTapped = #selector(DatePickerDialog.buttonTapped)
      }
      open class DatePickerDialog: UIView {
        func show() { doneButton.addTarget(self, action: .buttonTapped, for: .touchUpInside) }
        @objc func buttonTapped(sender: UIButton!) {}
      }
      """
    func unreferenced(home: String) -> Set<String> {
      UnreferencedCode.unreferencedTypes(in: models(["App.swift": app + "\n" + home, "Dialog.swift": dialog]), appPackageFiles: ["App.swift", "Dialog.swift"])
    }
    #expect(unreferenced(home: "struct HomeView: View { var body: some View { Text(\"x\") } }") == ["DatePickerDialog"])
    #expect(unreferenced(home: "struct HomeView: View { var body: some View { Text(\"x\") }\n func pick() { print(Selector.buttonTapped) } }").isEmpty)
  }

  @Test func publicObjcAndTwiceDeclaredTypesAreNeverUnreferenced() {
    let files = models([
      "App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n",
      "Kit.swift": """
        public struct KitBadge: View { public var body: some View { Text("k") } }
        open class KitButton: UIButton {}
        @objc(SHPLegacy) final class Legacy: NSObject {}
        public extension Namespace { struct Nested {} }
        enum Row { struct Twice {} }
        enum Column { struct Twice {} }
        """,
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files) == ["Row", "Column"])
  }

  /// A local package only this project builds: its `public` types have no other client, so one
  /// nothing names is unreferenced there; `@objc` still keeps a type, and elsewhere `public` does.
  /// iCasting's vendored drawer: `public typealias DrawerGestureCompletionBlock = (DrawerController,
  /// …) -> Void` at the top level, used only inside the drawer, which nothing live makes (its setup
  /// commented out). An alias is followed like a global function: one nothing live names keeps no
  /// type; named by live code, it keeps what it names. (Public, in code only the app builds.)
  @Test func aTypeAliasNothingLiveNamesKeepsNoType() {
    let drawer = """
      public typealias DrawerGestureCompletionBlock = (DrawerController, UIGestureRecognizer) -> Void
      public class DrawerController: UIViewController {
        var gestureCompletion: DrawerGestureCompletionBlock?
      }
      """
    func unreferenced(_ home: String) -> Set<String> {
      UnreferencedCode.unreferencedTypes(
        in: models(["App.swift": app, "Home.swift": home, "Drawer/DrawerController.swift": drawer]),
        appPackageFiles: ["Drawer/DrawerController.swift"])
    }
    #expect(unreferenced("struct HomeView: View { var body: some View { Text(\"Home\") } }") == ["DrawerController"])
    #expect(unreferenced("struct HomeView: View {\n  var completion: DrawerGestureCompletionBlock?\n  var body: some View { Text(\"Home\") }\n}").isEmpty)
    // Public in code other modules may link: kept, as a public type is.
    #expect(UnreferencedCode.unreferencedTypes(in: models([
      "App.swift": app, "Home.swift": "struct HomeView: View { var body: some View { Text(\"Home\") } }", "Drawer/DrawerController.swift": drawer,
    ])).isEmpty)
  }

  /// MomsNagging's navigator: `case .detailTodo(viewModel: let viewModel): return DetailTodoView(…)`,
  /// every push of `.detailTodo` commented out. The arm never runs, so the view it alone makes is
  /// unused; a live push, even after another case's label on the same line, keeps it.
  @Test func aSwitchArmForEnumCasesNothingMakesNeverRuns() {
    func unreferenced(_ push: String) -> Set<String> {
      UnreferencedCode.unreached(in: models([
        "App.swift": "@UIApplicationMain\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n  func start() { window?.rootViewController = HomeViewController(navigator: Navigator()) }\n}\n",
        "Navigator.swift": """
          enum Scene {
            case home
            case detailTodo(viewModel: TodoViewModel)
          }
          final class Navigator {
            func get(segue: Scene) -> UIViewController {
              switch segue {
              case .home: return HomeViewController(navigator: self)
              case .detailTodo(viewModel: let viewModel): return DetailTodoView(viewModel: viewModel)
              }
            }
          }
          """,
        "Home.swift": """
          final class HomeViewController: UIViewController {
            let navigator: Navigator
            func open() {
              \(push)
            }
          }
          """,
        "DetailTodoView.swift": "final class DetailTodoView: UIViewController { let titleField = UITextField() }\n",
      ])).types
    }
    #expect(unreferenced("// navigator.show(seque: .detailTodo(viewModel: TodoViewModel()))") == ["DetailTodoView"])
    #expect(!unreferenced("navigator.show(seque: .detailTodo(viewModel: TodoViewModel()))").contains("DetailTodoView"))
    #expect(!unreferenced("switch mode { case .edit: navigator.show(seque: .detailTodo(viewModel: TodoViewModel())) default: break }").contains("DetailTodoView"))
  }

  /// An enum whose values come without their names (`allCases`, a raw value) may make any case:
  /// a tab bar's `ForEach(Tab.allCases)` shows the settings tab no code names.
  @Test func casesOfAnIteratedOrRawEnumMayAllBeMade() {
    for conformance in [": CaseIterable", ": String"] {
      let files = models([
        "App.swift": app,
        "Tabs.swift": """
          enum Tab\(conformance) { case home, settings }
          struct HomeView: View {
            var body: some View { TabView { ForEach(Tab.allCases, id: \\.self) { tab in page(tab) } } }
            @ViewBuilder func page(_ tab: Tab) -> some View {
              switch tab {
              case .home: Text("Home")
              case .settings: SettingsView()
              }
            }
          }
          """,
        "Settings.swift": "struct SettingsView: View { var body: some View { Text(\"Settings\") } }",
      ])
      #expect(!UnreferencedCode.unreached(in: files).types.contains("SettingsView"))
    }
  }

  @Test func publicTypesOfAPackageOnlyTheAppBuildsAreSearchedLikeAppCode() {
    let files = models([
      "App.swift": app + "\nstruct HomeView: View { var body: some View { UsedField() } }\n",
      "Kit/Fields.swift": """
        public struct TextInputField: View { public var body: some View { TextField("", text: .constant("")) } }
        public struct UsedField: View { public var body: some View { Text("u") } }
        @objc(KITLegacy) public final class Legacy: NSObject {}
        """,
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: files).isEmpty)
    #expect(UnreferencedCode.unreferencedTypes(in: files, appPackageFiles: ["Kit/Fields.swift"]) == ["TextInputField"])
  }

  /// Amperfy: `public static func createEdit(target:action:)` in an extension of UIKit's nested
  /// `UICellAccessory.CustomViewConfiguration`, in a file only the app builds; nothing calls it.
  /// The one something calls stays.
  @Test func publicStaticMembersOfAnOutsideNestedTypeOnlyTheAppBuildsRunOnlyWhenCalled() {
    let accessory = """
      @MainActor
      extension UICellAccessory.CustomViewConfiguration {
        public static func createIsSelected() -> UICellAccessory.CustomViewConfiguration {
          let icon = UIImageView(image: .isSelected)
          return UICellAccessory.CustomViewConfiguration(customView: icon, placement: .leading(displayed: .whenEditing))
        }
        public static func createEdit(target: Any?, action: Selector?) -> UICellAccessory
          .CustomViewConfiguration {
          let label = UILabel()
          label.addGestureRecognizer(UITapGestureRecognizer(target: target, action: action))
          return UICellAccessory.CustomViewConfiguration(customView: label, placement: .trailing(displayed: .whenNotEditing))
        }
      }
      """
    let app = self.app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\nlet marker = UICellAccessory.customView(configuration: .createIsSelected())\n"
    let files = models(["App.swift": app, "SelectionAccessory.swift": accessory])
    let source = Array(accessory.utf8)
    func left(_ packageFiles: Set<String>) -> [String] {
      (UnreferencedCode.unreached(in: files, appPackageFiles: packageFiles).ranges["SelectionAccessory.swift"] ?? [])
        .map { String(decoding: source[$0], as: UTF8.self) }
    }
    #expect(left([]).isEmpty)
    let dead = left(["SelectionAccessory.swift"])
    #expect(dead.count == 1)
    #expect(dead.first?.contains("createEdit") == true)
  }

  /// Anytype's `onDragIf(_:data:)` beside `onDragIf(_:data:preview:)`, whose only caller passes
  /// `preview:`: overloads are told apart by their calls' labels (trailing closures included).
  /// `public` members of a package only the app builds are searched like the app's own.
  @Test func overloadsNoCallFitsNeverRun() {
    let dragDrop = """
      public extension View {
        func onDragIf(_ condition: Bool, data: @escaping () -> NSItemProvider) -> some View {
          modifier(DragModifier(condition: condition, data: data))
        }
        func onDragIf<V: View>(_ condition: Bool, data: @escaping () -> NSItemProvider, @ViewBuilder preview: @escaping () -> V) -> some View {
          modifier(DragPreviewModifier(condition: condition, data: data, preview: preview))
        }
        func increaseTapGesture(_ edges: EdgeInsets, _ action: @escaping () -> Void) -> some View { overlay(Color.clear.onTapGesture(perform: action)) }
        func increaseTapGestureV2(_ insets: EdgeInsets = EdgeInsets(), _ action: @escaping () -> Void) -> some View { onTapGesture(perform: action) }
      }
      struct DragModifier: ViewModifier { func body(content: Content) -> some View { content.onDrag(data) } }
      struct DragPreviewModifier<P: View>: ViewModifier { func body(content: Content) -> some View { content.onDrag(data, preview: preview) } }
      """
    func left(_ home: String, packageFiles: Set<String> = ["Kit/DragDrop.swift"]) -> [String] {
      let files = models(["App.swift": app, "Home.swift": home, "Kit/DragDrop.swift": dragDrop])
      let source = Array(dragDrop.utf8)
      return (UnreferencedCode.unreached(in: files, appPackageFiles: packageFiles).ranges["Kit/DragDrop.swift"] ?? [])
        .map { String(decoding: source[$0], as: UTF8.self) }
    }
    let home = """
      struct HomeView: View {
        var body: some View {
          Card()
            .onDragIf(model.isPinned) {
              NSItemProvider()
            } preview: {
              EmptyView()
            }
            .increaseTapGesture(EdgeInsets(), { open() })
        }
      }
      """
    let unreached = left(home)
    #expect(unreached.contains { $0.hasPrefix("func onDragIf(_ condition: Bool, data: @escaping () -> NSItemProvider) -> some View") })
    #expect(!unreached.contains { $0.hasPrefix("func onDragIf<V: View>") })
    #expect(unreached.contains { $0.hasPrefix("func increaseTapGestureV2") })
    #expect(!unreached.contains { $0.hasPrefix("func increaseTapGesture(") })
    let unreferenced = UnreferencedCode.unreferencedTypes(
      in: models(["App.swift": app, "Home.swift": home, "Kit/DragDrop.swift": dragDrop]), appPackageFiles: ["Kit/DragDrop.swift"])
    #expect(unreferenced == ["DragModifier"])
    // A nested `enum View` (a generated asset namespace) is no project type `extension View` extends.
    let assets = "enum Asset { enum View { static let close = \"close\" } }\nextension Asset.View: CustomStringConvertible { var description: String { \"\" } }\n"
    let withAssets = models(["App.swift": app, "Home.swift": home, "Kit/DragDrop.swift": dragDrop, "Assets.swift": assets])
    #expect(UnreferencedCode.unreferencedTypes(in: withAssets, appPackageFiles: ["Kit/DragDrop.swift"]).contains("DragModifier"))
    // Outside such a package, `public` members may be called by other modules.
    #expect(left(home, packageFiles: []).isEmpty)
    // Calls that fit the other overload, or can't be told apart, keep it.
    for call in [
      ".onDragIf(true, data: { NSItemProvider() })",
      ".onDragIf(true) { NSItemProvider() }",
      ".onDragIf(flag, data: makeProvider)",
      ".onDragIf",
    ] {
      let other = home.replacingOccurrences(of: ".increaseTapGesture(EdgeInsets(), { open() })", with: call)
      #expect(!left(other).contains { $0.hasPrefix("func onDragIf(_ condition: Bool, data:") }, "\(call)")
    }
    // A default lets a call leave the argument out: `increaseTapGestureV2 { }` calls it.
    let v2 = home.replacingOccurrences(of: ".increaseTapGesture(EdgeInsets(), { open() })", with: ".increaseTapGestureV2 { open() }")
    #expect(!left(v2).contains { $0.hasPrefix("func increaseTapGestureV2") })
  }

  /// Anytype's `UIView.spookyShake()` calls `move()` and `scale()`; nothing calls it. Other
  /// things named `move` and `scale` (a case, a variable, a static member, another type's method
  /// with arguments, a label) are no calls of the methods.
  @Test func namesSharedWithCasesVariablesAndOtherMethodsCallNothing() {
    let shake = """
      extension UIView {
        func spookyShake() { move(); scale() }
        func move() { layer.add(CAKeyframeAnimation(keyPath: "x"), forKey: nil) }
        func scale() { layer.add(CAKeyframeAnimation(keyPath: "transform.scale"), forKey: nil) }
      }
      """
    let editor = """
      enum Change { case move, insert }
      enum Icons { static let scale = ImageAsset(name: "CustomIcons/scale"); static let title = Loc.move }
      struct HomeView: View { var body: some View { Text("Items").onAppear { var items = [1]; Editor().apply(.move, items: &items) } } }
      struct Editor {
        func apply(_ change: Change, items: inout [Int]) {
          switch change {
          case .move: items.move(fromOffsets: [0], toOffset: 1)
          case .insert: let move = items.count; print(move.description)
          }
          _ = Animation.scale(from: 1, to: 2)
          let transition = AnyTransition.opacity.combined(with: .scale)
          resize(scale: 2, move: true)
        }
      }
      """
    func left(_ editor: String) -> [String] {
      let files = models(["App.swift": app, "Editor.swift": editor, "Shake.swift": shake])
      let source = Array(shake.utf8)
      return (UnreferencedCode.unreached(in: files).ranges["Shake.swift"] ?? []).map { String(decoding: source[$0], as: UTF8.self) }
    }
    let unreached = left(editor)
    #expect(unreached.contains { $0.hasPrefix("func spookyShake") })
    // A conformance to the project's own protocol (only its code calls the requirements) leaves
    // them searched; one to a framework protocol doesn't.
    let own = left(editor + "\nprotocol AnimatableView: UIView {}\nextension UIView: AnimatableView {}\n")
    #expect(own.contains { $0.hasPrefix("func spookyShake") })
    #expect(!left(editor + "\nextension UIView: UIContentSizeCategoryAdjusting {}\n").contains { $0.hasPrefix("func spookyShake") })
    // A framework delegate calls only methods named for its subject (`gestureRecognizer(_:…)`).
    let delegate = left(editor + "\nextension UIView: UIGestureRecognizerDelegate {}\n")
    #expect(delegate.contains { $0.hasPrefix("func spookyShake") })
    #expect(UnreferencedCode.delegateSubjects(of: "UIGestureRecognizerDelegate").prefix(2) == ["gestureRecognizer", "recognizer"])
    #expect(UnreferencedCode.delegateSubjects(of: "STPApplePayContextDelegate").prefix(3) == ["applePayContext", "payContext", "context"])
    #expect(UnreferencedCode.delegateSubjects(of: "UIScrollViewDelegate").prefix(2) == ["scrollView", "view"])
    #expect(UnreferencedCode.delegateSubjects(of: "UIContentSizeCategoryAdjusting").isEmpty)
    #expect(unreached.contains { $0.hasPrefix("func move()") })
    #expect(unreached.contains { $0.hasPrefix("func scale()") })
    // A call with no arguments on a view, or a bare reference, may be one.
    for use in ["view.move()", "view.spookyShake()", "perform(view.scale)"] {
      let called = left(editor.replacingOccurrences(of: "resize(scale: 2, move: true)", with: use))
      let method = use.contains("move") ? "func move()" : use.contains("shake") ? "func spookyShake" : "func scale()"
      #expect(!called.contains { $0.hasPrefix(method) }, "\(use)")
    }
  }

  /// Go Map!!'s `MapPinButton.imageFrom(string:)`: a static method of a project type is called
  /// only by code naming it (with fitting labels). One the framework calls through a protocol the
  /// type adopts (`PreferenceKey.reduce`), or that a call names, stays.
  @Test func staticMethodsNoCallFitsNeverRun() {
    let pin = """
      @IBDesignable
      final class MapPinButton: DraggableButton {
        static func imageFrom(string: String) -> UIImage {
          Self.imageFrom(string: string, withAttributes: [.font: UIFont.systemFont(ofSize: 30)], size: nil)!
        }
        private static func imageFrom(string: String, withAttributes attributes: [NSAttributedString.Key: Any], size: CGSize?) -> UIImage? { nil }
        static func pin(for tag: String) -> MapPinButton { MapPinButton() }
      }
      extension MapPinButton {
        static var shop: MapPinButton { MapPinButton.pin(for: "shop") }
        static var unused: MapPinButton { MapPinButton.pin(for: "unused") }
      }
      class DraggableButton: UIButton {}
      struct HeightKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
      }
      """
    func left(_ home: String) -> [String] {
      let files = models(["App.swift": app, "Home.swift": home, "Pin.swift": pin])
      let source = Array(pin.utf8)
      return (UnreferencedCode.unreached(in: files).ranges["Pin.swift"] ?? []).map { String(decoding: source[$0], as: UTF8.self) }
    }
    let home = "struct HomeView: View { var body: some View { Text(\"Map\").onAppear { _ = MapPinButton.pin(for: \"shop\"); _ = HeightKey.self; _ = MapPinButton.shop.radius } } }"
    let unreached = left(home)
    // A static property read as a value (`MapPinButton.shop.radius`) is used; one nothing names isn't.
    #expect(!unreached.contains { $0.hasPrefix("static var shop") })
    #expect(unreached.contains { $0.hasPrefix("static var unused") })
    #expect(unreached.contains { $0.hasPrefix("static func imageFrom(string: String) -> UIImage") })
    #expect(!unreached.contains { $0.hasPrefix("static func pin") })
    #expect(!unreached.contains { $0.hasPrefix("static func reduce") })
    let called = left(home.replacingOccurrences(of: "_ = HeightKey.self", with: "_ = MapPinButton.imageFrom(string: \"A\")"))
    #expect(!called.contains { $0.hasPrefix("static func imageFrom(string: String) -> UIImage") })
    // A local of the same name, never called, is no use of a static method (ProtonVPN's
    // `UIButton.closeButton()` beside many `closeButton` properties); a reference through a dot is.
    let localOnly = left("struct HomeView: View { let pin = UIButton(); var body: some View { Text(\"Map\").onAppear { show(pin); _ = HeightKey.self } } }")
    #expect(localOnly.contains { $0.hasPrefix("static func pin") })
    let referenced = left("struct HomeView: View { var body: some View { Text(\"Map\").onAppear { let make = MapPinButton.pin; _ = make(\"shop\") } } }")
    #expect(!referenced.contains { $0.hasPrefix("static func pin") })
    // Objective-C may call the static methods of an `@objc`/`@objcMembers` class.
    let objcPin = pin.replacingOccurrences(of: "@IBDesignable", with: "@objcMembers")
    let objc = models(["App.swift": app, "Home.swift": home, "Pin.swift": objcPin])
    #expect(!(UnreferencedCode.unreached(in: objc).ranges["Pin.swift"] ?? []).contains { range in
      String(decoding: Array(objcPin.utf8)[range], as: UTF8.self).hasPrefix("static func imageFrom(string: String) -> UIImage")
    })
  }

  /// Enchanted's `KeyboardShortcutsDemo`, shown only by a sheet inside `#if os(macOS)`: no iOS
  /// build compiles that mention. One also named by iOS code stays.
  @Test func aTypeNamedOnlyWhereNoIOSBuildCompilesIsUnreferenced() {
    let demo = "struct KeyboardShortcutsDemo: View { var body: some View { Text(\"Shortcuts\").font(.title) } }"
    func unreferenced(_ sidebar: String) -> Set<String> {
      UnreferencedCode.unreferencedTypes(in: models(["App.swift": app + "\nstruct HomeView: View { var body: some View { SidebarView() } }\n",
                                                      "Sidebar.swift": sidebar, "Demo.swift": demo]))
    }
    let macOnly = """
      struct SidebarView: View {
        @State var showShortcuts = false
        var body: some View {
          List { Text("Chats") }
          #if os(macOS)
          .sheet(isPresented: $showShortcuts) { KeyboardShortcutsDemo() }
          #endif
        }
      }
      """
    #expect(unreferenced(macOnly) == ["KeyboardShortcutsDemo"])
    #expect(unreferenced(macOnly.replacingOccurrences(of: "#if os(macOS)", with: "#if os(iOS)")).isEmpty)
    #expect(unreferenced(macOnly.replacingOccurrences(of: "#endif", with: "#else\n.sheet(isPresented: $showShortcuts) { KeyboardShortcutsDemo() }\n#endif")).isEmpty)
    #expect(unreferenced(macOnly.replacingOccurrences(of: "#if os(macOS)", with: "#if DEBUG || os(macOS)")).isEmpty)
  }

  @Test func withoutTheEntryPointNothingIsUnreferenced() {
    // A single file or a library seen alone: who uses its types is outside what was audited.
    let files = models(["Banner.swift": "struct Banner: View { var body: some View { Text(\"b\") } }"])
    #expect(UnreferencedCode.unreferencedTypes(in: files).isEmpty)
    let withMain = models([
      "Banner.swift": "struct Banner: View { var body: some View { Text(\"b\") } }",
      "main.swift": "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)",
    ])
    #expect(UnreferencedCode.unreferencedTypes(in: withMain) == ["Banner"])
  }

  @Test func findingsInsideUnreferencedTypesAreLeftOut() {
    let analyzer = SwiftSourceAnalyzer(rules: BuiltInSwiftRules.all, configuration: Configuration())
    let sources = [
      (source: app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n", path: "App.swift"),
      (source: "struct OldBanner: View {\n  var body: some View { Button(action: {}) { Image(\"ic_x2\") } }\n}\n", path: "Old.swift"),
    ]
    let findings = analyzer.analyzeProject(sources)
    #expect(findings.contains { $0.file == "Old.swift" })
    let files = models(Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0.source) }))
    let parts = UnreferencedCode.partition(findings, models: files, unreferenced: UnreferencedCode.unreferencedTypes(in: files))
    #expect(parts.leftOut.count == findings.filter { $0.file == "Old.swift" }.count)
    #expect(parts.kept.allSatisfy { $0.file != "Old.swift" })
    // The nib named after the unreferenced type is never loaded: its findings are left out too.
    var inNib = findings.first { $0.file == "Old.swift" }!
    inNib.file = "Views/OldBanner.xib"
    var inOtherNib = inNib
    inOtherNib.file = "Views/HomeView.xib"
    let nibParts = UnreferencedCode.partition([inNib, inOtherNib], models: files, unreferenced: ["OldBanner"])
    #expect(nibParts.leftOut.map(\.file) == ["Views/OldBanner.xib"])
  }

  /// Open Food Facts: a private `makeLabel(withText:)` nothing calls, a private `@objc tapped()`
  /// no selector names, and a `didSet` of `labelSize`, which nothing assigns: none runs.
  @Test func uncalledPrivateMethodsAndObserversOfUnassignedPropertiesNeverRun() {
    let bar = """
      final class ProgressBar: UIView {
        private let label = UILabel()
        public var labelSize: CGFloat = 20 {
          didSet { label.font = UIFont.systemFont(ofSize: labelSize) }
        }
        var tint: UIColor = .red {
          didSet { layer.borderColor = tint.cgColor }
        }
        private func makeLabel(withText text: String) -> UILabel {
          let label = UILabel()
          label.font = UIFont.systemFont(ofSize: labelSize)
          return label
        }
        private func setUp() { label.font = UIFont.systemFont(ofSize: 12) }
        override init(frame: CGRect) { super.init(frame: frame); setUp() }
        @objc private func tapped() {}
      }
      """
    let app = self.app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\nlet bar = ProgressBar(); func paint() { bar.tint = .blue }\n"
    let files = models(["App.swift": app, "Bar.swift": bar])
    let unreached = UnreferencedCode.unreached(in: files)
    let source = Array(bar.utf8)
    func text(_ range: Range<Int>) -> String { String(decoding: source[range], as: UTF8.self) }
    let left = (unreached.ranges["Bar.swift"] ?? []).map(text)
    #expect(left.count == 3)
    #expect(left.contains { $0.hasPrefix("didSet { label.font") })
    #expect(left.contains { $0.hasPrefix("private func makeLabel") })
    // No selector, storyboard or xib names the `@objc` one either.
    #expect(left.contains { $0.hasPrefix("@objc private func tapped") })
    // Its findings are left out; the called method's are kept.
    let analyzer = SwiftSourceAnalyzer(rules: BuiltInSwiftRules.all, configuration: Configuration())
    let findings = analyzer.analyzeProject([(source: app, path: "App.swift"), (source: bar, path: "Bar.swift")])
      .filter { $0.ruleID == "fixed-text-size" }
    let parts = UnreferencedCode.partition(findings, models: files, unreached: unreached)
    #expect(parts.leftOut.map(\.position.line).sorted() == [4, 11])
    #expect(parts.kept.map(\.position.line) == [14])
  }

  /// Mammoth: the Bluesky sign-in screen is presented only by `IntroViewController`'s private
  /// `showBlueskySignIn()`, which nothing calls; the screen, and the one only it shows, never run.
  /// A screen a called private method shows is kept.
  @Test func aTypeNamedOnlyInAnUncalledPrivateMethodIsUnreferenced() {
    let intro = """
      final class IntroViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); showMastodonSignIn() }
        private func showMastodonSignIn() { present(MastodonSignInViewController(), animated: true) }
        private func showBlueskySignIn() { present(BlueskySignInViewController(), animated: true) }
      }
      final class MastodonSignInViewController: UIViewController {}
      final class BlueskySignInViewController: UIViewController {
        func next() { navigationController?.pushViewController(SignInPasswordVC(), animated: true) }
      }
      final class SignInPasswordVC: UIViewController {}
      """
    let app = self.app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\nlet intro = IntroViewController()\n"
    let types = UnreferencedCode.unreached(in: models(["App.swift": app, "Intro.swift": intro])).types
    #expect(types.isSuperset(of: ["BlueskySignInViewController", "SignInPasswordVC"]))
    #expect(!types.contains("MastodonSignInViewController"))
    #expect(!types.contains("IntroViewController"))
  }

  /// coreforce: `MyCodeViewController` is pushed only by `myCode()` in an `@objc private
  /// extension`, which no selector, storyboard or xib names; named by a `#selector` or by a xib's
  /// action, the method may run, and the screen with it.
  @Test func aMethodOfAPrivateObjcExtensionNoSelectorNamesNeverRuns() {
    func unreachedTypes(selector: String = "", xib: String = "") -> Set<String> {
      let scan = """
        final class ScanViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad()\(selector) }
        }
        @objc private extension ScanViewController {
          @objc func myCode() { navigationController?.pushViewController(MyCodeViewController(), animated: true) }
        }
        final class MyCodeViewController: UIViewController {}
        """
      let app = self.app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\nlet scan = ScanViewController()\n"
      let texts = xib.isEmpty ? [] : [UnreferencedCode.ReferenceText(path: "Scan.xib", bytes: Array(xib.utf8))]
      return UnreferencedCode.unreached(in: models(["App.swift": app, "Scan.swift": scan]), otherTexts: texts).types
    }
    #expect(unreachedTypes().contains("MyCodeViewController"))
    #expect(!unreachedTypes(selector: "; button.addTarget(self, action: #selector(myCode), for: .touchUpInside)").contains("MyCodeViewController"))
    #expect(!unreachedTypes(xib: #"<action selector="myCode" destination="-1" eventType="touchUpInside" id="x-1"/>"#).contains("MyCodeViewController"))
    #expect(!unreachedTypes().contains("ScanViewController"))
  }

  /// ACHNBrowserUI: `DodoCodeRow`'s `private func counter(count:)` is never called (the rows use
  /// an overlay view given `counter:` as an argument label), and neither is a private computed
  /// `oldBadge`; their findings are left out, the called `badge`'s kept.
  @Test func privateMembersOnlyNamedByArgumentLabelsNeverRun() {
    let row = """
      struct CodeRow: View {
        let count: Int
        var body: some View {
          HStack { Overlay(symbol: "lock", counter: count); badge }
        }
        private func counter(count: Int) -> some View {
          Text("\\(count)").offset(x: count > 0 ? 0 : -2000)
        }
        private var oldBadge: some View {
          Image(systemName: "checkmark").offset(x: count > 0 ? 0 : -2000)
        }
        private var badge: some View {
          Image(systemName: "star").offset(x: count > 0 ? 0 : -2000)
        }
      }
      """
    // The overlay, with its `counter` property, is declared in another file.
    let app = self.app + "\nstruct HomeView: View { var body: some View { CodeRow(count: 1) } }\n"
      + "struct Overlay: View { let symbol: String; let counter: Int?\n var body: some View { Image(systemName: symbol) } }\n"
    let files = models(["App.swift": app, "Row.swift": row])
    let unreached = UnreferencedCode.unreached(in: files)
    let source = Array(row.utf8)
    let left = (unreached.ranges["Row.swift"] ?? []).map { String(decoding: source[$0], as: UTF8.self) }
    #expect(left.count == 2)
    #expect(left.contains { $0.hasPrefix("private func counter") })
    #expect(left.contains { $0.hasPrefix("private var oldBadge") })
    let analyzer = SwiftSourceAnalyzer(rules: BuiltInSwiftRules.all, configuration: Configuration())
    let findings = analyzer.analyzeProject([(source: app, path: "App.swift"), (source: row, path: "Row.swift")])
      .filter { $0.ruleID == "invisible-content-focus" }
    let parts = UnreferencedCode.partition(findings, models: files, unreached: unreached)
    #expect(parts.leftOut.map(\.position.line).sorted() == [7, 10])
    #expect(parts.kept.map(\.position.line) == [13])
    // Called by name, it runs.
    let called = row.replacingOccurrences(of: "; badge }", with: "; badge; counter(count: count); oldBadge }")
    #expect(UnreferencedCode.unreached(in: models(["App.swift": app, "Row.swift": called])).ranges.isEmpty)
  }

  @Test func anyWriteKeepsAnObserver() {
    let writes = ["bar.labelSize = 4", "bar.labelSize += 4", "adjust(&bar.labelSize)", "let path = \\ProgressBar.labelSize",
                  "bar.setValue(4, forKey: \"labelSize\")", "bar.labelSize.negate()"]
    for write in writes {
      let files = models([
        "App.swift": app + "\nlet bar = ProgressBar()\nfunc change() { \(write) }\n",
        "Bar.swift": "final class ProgressBar: UIView {\n  var labelSize: CGFloat = 20 { didSet { setNeedsLayout() } }\n}\n",
      ])
      // (`change()` itself is called by nothing: only the observer's file is asked about.)
      #expect(UnreferencedCode.unreached(in: files).ranges["Bar.swift"] == nil, "\(write)")
    }
    // A storyboard's user-defined runtime attribute sets it too.
    let files = models([
      "App.swift": app,
      "Bar.swift": "final class ProgressBar: UIView {\n  var labelSize: CGFloat = 20 { didSet { setNeedsLayout() } }\n}\n",
    ])
    #expect(!UnreferencedCode.unreached(in: files).ranges.isEmpty)
    let storyboard = UnreferencedCode.ReferenceText(
      path: "Main.storyboard", bytes: Array(#"<userDefinedRuntimeAttribute type="number" keyPath="labelSize">"#.utf8))
    #expect(UnreferencedCode.unreached(in: files, otherTexts: [storyboard]).ranges.isEmpty)
  }

  /// session-ios: `MediaMessageView` switches on `mode`, and its only construction passes
  /// `.attachmentApproval`; `LinkPreviewView_SwiftUI` tests `state is DraftState`, which only a
  /// preview passes.
  @Test func branchesNoConstructionSelectsNeverRun() {
    let media = """
      public class MediaMessageView: UIView {
        public enum Mode: UInt { case large, small, attachmentApproval }
        public let mode: Mode
        public required init(attachment: Attachment, mode: MediaMessageView.Mode) {
          self.mode = mode
          super.init(frame: .zero)
        }
        func style(_ label: UILabel) {
          switch mode {
            case .attachmentApproval: label.font = UIFont.boldSystemFont(ofSize: 16)
            case .large: label.font = UIFont.systemFont(ofSize: 18)
            case .small: label.font = UIFont.systemFont(ofSize: 14)
          }
        }
      }
      """
    let preview = """
      struct LinkPreviewView: View {
        private var state: LinkPreviewState
        init(state: LinkPreviewState) { self.state = state }
        var body: some View {
          HStack {
            Text(state.title)
            if state is LinkPreview.DraftState {
              Button(action: cancel) { Image("X") }
            }
          }
        }
      }
      """
    let screen = """
      final class PrepViewController: UIViewController {
        func show(_ attachment: Attachment) {
          let view: MediaMessageView = MediaMessageView(attachment: attachment, mode: .attachmentApproval)
          add(view)
        }
      }
      struct MessageInfo: View {
        var body: some View { LinkPreviewView(state: LinkPreview.SentState(preview: p)) }
      }
      struct Previews: PreviewProvider {
        static var previews: some View { LinkPreviewView(state: LinkPreview.DraftState(draft: d)) }
      }
      """
    func leftOut(_ sources: [String: String]) -> [String] {
      let files = models(sources.merging(["App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n"]) { a, _ in a })
      return UnreferencedCode.unreached(in: files).ranges.flatMap { path, ranges in
        ranges.map { range in String(decoding: Array(sources[path]!.utf8)[range], as: UTF8.self) }
      }.sorted()
    }
    let unselected = leftOut(["Media.swift": media, "Link.swift": preview, "Screen.swift": screen])
    #expect(unselected.count == 3)
    #expect(unselected.contains { $0.hasPrefix("case .large:") })
    #expect(unselected.contains { $0.hasPrefix("case .small:") })
    #expect(unselected.contains { $0.contains("Image(\"X\")") })
    // A caller passing a value the code can't read makes every branch possible.
    let unknown = screen.replacingOccurrences(of: "mode: .attachmentApproval", with: "mode: currentMode")
      .replacingOccurrences(of: "LinkPreview.SentState(preview: p)", with: "model.state")
    #expect(leftOut(["Media.swift": media, "Link.swift": preview, "Screen.swift": unknown]).isEmpty)
    // So does a second construction the model can't see, or a write to the property.
    let another = screen + "\nlet made = [attachment].map { MediaMessageView.init(attachment: $0, mode: .large) }\n"
    #expect(!leftOut(["Media.swift": media, "Screen.swift": another]).contains { $0.hasPrefix("case .large:") })
    let written = preview.replacingOccurrences(of: "HStack {", with: "HStack {\n      let _ = { state = LinkPreview.DraftState(draft: d) }")
    #expect(!leftOut(["Link.swift": written, "Screen.swift": screen]).contains { $0.contains("Image(\"X\")") })
  }

  /// Mullvad's `SwitchRowView`: its info button is shown under `if let didTapInfoButton`, and only
  /// the file's own `#Preview` passes that closure; the app's constructions don't.
  @Test func anOptionalOnlyPreviewsPassNeverShowsItsBranch() {
    let row = """
      struct SwitchRowView: View {
        @Binding var isOn: Bool
        let text: String
        var didTapInfoButton: (() -> Void)?
        var body: some View {
          HStack {
            Text(text)
            if let didTapInfoButton {
              Button(action: didTapInfoButton) { Image(.iconInfo) }
            }
            Toggle(isOn: $isOn) { Text(text) }
          }
        }
      }
      #Preview("SwitchRowView") {
        SwitchRowView(isOn: .constant(true), text: "Enable", didTapInfoButton: { print("Tapped") })
      }
      """
    let settings = """
      struct NotificationSettingsView: View {
        @State var on = false
        var body: some View { List { SwitchRowView(isOn: $on, text: "Notifications") } }
      }
      """
    func leftOut(_ sources: [String: String]) -> [String] {
      let files = models(sources.merging(["App.swift": app + "\nstruct HomeView: View { var body: some View { NotificationSettingsView() } }\n"]) { a, _ in a })
      return UnreferencedCode.unreached(in: files).ranges.flatMap { path, ranges in
        ranges.map { range in String(decoding: Array(sources[path]!.utf8)[range], as: UTF8.self) }
      }
    }
    #expect(leftOut(["Row.swift": row, "Settings.swift": settings]).contains { $0.contains("Button(action: didTapInfoButton)") })
    // A construction in the app that passes it shows the button.
    let passing = settings.replacingOccurrences(of: "text: \"Notifications\")", with: "text: \"Notifications\", didTapInfoButton: showInfo)")
    #expect(!leftOut(["Row.swift": row, "Settings.swift": passing]).contains { $0.contains("Button(action: didTapInfoButton)") })
    // So does a default that isn't nil (Zashi's `accessoryView: Content? = EmptyView()`).
    let defaulted = row.replacingOccurrences(of: "var didTapInfoButton: (() -> Void)?", with: "var didTapInfoButton: (() -> Void)? = { }")
    #expect(!leftOut(["Row.swift": defaulted, "Settings.swift": settings]).contains { $0.contains("Button(action: didTapInfoButton)") })
    // A local bound by a case above the `if let` isn't the property (Damus's video player style).
    let bound = row.replacingOccurrences(of: "var didTapInfoButton: (() -> Void)?", with: "var style: Style")
      .replacingOccurrences(of: "if let didTapInfoButton {", with: "if case .preview(let didTapInfoButton) = style {}\n        if let didTapInfoButton {")
    #expect(!leftOut(["Row.swift": bound, "Settings.swift": settings]).contains { $0.contains("Button(action: didTapInfoButton)") })
    let nilDefault = row.replacingOccurrences(of: "var didTapInfoButton: (() -> Void)?", with: "var didTapInfoButton: (() -> Void)? = nil")
    #expect(leftOut(["Row.swift": nilDefault, "Settings.swift": settings]).contains { $0.contains("Button(action: didTapInfoButton)") })
  }

  /// Threema's layout-debugging colours: `private static let debug = false`, then `if debug { … }`
  /// (or `Self.debug`). A `let` never turns on; a `var`, or a flag set to `true`, may.
  @Test func aBranchBehindALetFlagSetToFalseNeverRuns() {
    let profile = """
      final class ChatProfileView: UIView {
        private static let debug = false
        private let showsBorders = false
        func setUp() {
          if Self.debug {
            backgroundColor = .systemRed
          }
          if showsBorders, traitCollection.userInterfaceStyle == .dark {
            layer.borderColor = UIColor.green.cgColor
          }
          if isEditing {
            backgroundColor = .systemBlue
          }
        }
      }
      """
    func leftOut(_ source: String) -> [String] {
      let files = models(["Profile.swift": source, "App.swift": app + "\nstruct HomeView: View { var body: some View { Text(\"x\") } }\n"])
      return UnreferencedCode.unreached(in: files).ranges["Profile.swift", default: []].map { range in
        String(decoding: Array(source.utf8)[range], as: UTF8.self)
      }
    }
    let disabled = leftOut(profile)
    #expect(disabled.contains { $0.contains("systemRed") })
    #expect(disabled.contains { $0.contains("borderColor") })
    #expect(!disabled.contains { $0.contains("systemBlue") })
    // A flag that may change (a `var` the code sets), or that is on, keeps its branch; a `var`
    // nothing sets is as off as a `let`.
    #expect(leftOut(profile.replacingOccurrences(of: "private static let debug = false", with: "private static var debug = false\n  static func enableDebugging() { debug = true }")).allSatisfy { !$0.contains("systemRed") })
    #expect(leftOut(profile.replacingOccurrences(of: "private static let debug = false", with: "private static var debug = false")).contains { $0.contains("systemRed") })
    #expect(leftOut(profile.replacingOccurrences(of: "private static let debug = false", with: "private static let debug = true")).allSatisfy { !$0.contains("systemRed") })
    // With a type written out, and with a comment after it; a name ending in "false" is no literal.
    #expect(leftOut(profile.replacingOccurrences(of: "private static let debug = false", with: "private static let debug: Bool = false // layout")).contains { $0.contains("systemRed") })
    #expect(leftOut(profile.replacingOccurrences(of: "private static let debug = false", with: "private static let debug = Config.isfalse")).allSatisfy { !$0.contains("systemRed") })
  }

  /// Spawn's mock switch, a type's `static let isMocking = false` tested in the friends screen: the
  /// mock branch never runs, the live one does; a switch declared in an `#if` may be on in a build.
  @Test func aTypesFalseFlagTestedInAnotherFileTurnsItsBranchOff() {
    let friends = """
      struct FriendsTab: View {
        var body: some View {
          if MockAPIService.isMocking {
            NavigationLink(destination: Profile()) { Image("mock_avatar") }
          } else {
            NavigationLink(destination: Profile()) { Text("친구") }
          }
        }
      }
      """
    func leftOut(_ service: String) -> [String] {
      let files = models(["Friends.swift": friends, "Service.swift": service, "App.swift": app + "\nstruct HomeView: View { var body: some View { FriendsTab() } }\n"])
      return UnreferencedCode.unreached(in: files).ranges["Friends.swift", default: []].map { range in
        String(decoding: Array(friends.utf8)[range], as: UTF8.self)
      }
    }
    let off = leftOut("final class MockAPIService { static let isMocking: Bool = false }")
    #expect(off.contains { $0.contains("mock_avatar") })
    #expect(!off.contains { $0.contains("친구") })
    // A `static var` nothing sets is as off (science-journal's `FeatureFlags.isActionAreaEnabled`);
    // one the app sets, binds or toggles may be on.
    #expect(leftOut("final class MockAPIService { static var isMocking: Bool = false }").contains { $0.contains("mock_avatar") })
    #expect(leftOut("final class MockAPIService { static var isMocking: Bool = false }\nfunc launch() { MockAPIService.isMocking = true }").isEmpty)
    #expect(leftOut("final class MockAPIService { static var isMocking: Bool = false }\nfunc launch() { MockAPIService.isMocking.toggle() }").isEmpty)
    #expect(leftOut("final class MockAPIService { @AppStorage(\"mock\") static var isMocking: Bool = false }").isEmpty)
    #expect(leftOut("final class MockAPIService {\n#if DEBUG\n static let isMocking = true\n#else\n static let isMocking = false\n#endif\n}").isEmpty)
  }

  /// JobTrigger's settings: an observable object's `@Published var showConnectionError = false`,
  /// whose one raise was removed and whose other write lowers it; the settings screen's
  /// `if viewModel.showConnectionError` branch never runs. A raise, a binding, a toggle or another
  /// property of the name anywhere keeps it.
  @Test func aPublishedFlagNothingRaisesTurnsItsBranchesOff() {
    let settings = """
      struct SettingsView: View {
        @StateObject var viewModel = SettingsViewModel()
        var body: some View {
          if viewModel.showConnectionError {
            ConnectionErrorView()
          } else {
            Form { Text("Server") }
          }
        }
      }
      """
    func leftOut(_ model: String, _ more: String = "") -> [String] {
      let files = models(["Settings.swift": settings, "Model.swift": model, "More.swift": more,
                          "App.swift": app + "\nstruct HomeView: View { var body: some View { SettingsView() } }\n"])
      return UnreferencedCode.unreached(in: files).ranges["Settings.swift", default: []].map { range in
        String(decoding: Array(settings.utf8)[range], as: UTF8.self)
      }
    }
    let model = """
      final class SettingsViewModel: ObservableObject {
        @Published var showConnectionError = false
        func retry() { showConnectionError = false }
      }
      """
    let off = leftOut(model)
    #expect(off.contains { $0.contains("ConnectionErrorView") })
    #expect(!off.contains { $0.contains("Server") })
    #expect(leftOut(model.replacingOccurrences(of: "func retry() {", with: "func fail() { showConnectionError = true }\n  func retry() {")).isEmpty)
    #expect(leftOut(model, "struct Debug: View { @StateObject var model = SettingsViewModel()\n var body: some View { Toggle(\"Error\", isOn: $model.showConnectionError) } }").isEmpty)
    #expect(leftOut(model, "func flip(_ model: SettingsViewModel) { model.showConnectionError.toggle() }").isEmpty)
    #expect(leftOut(model, "extension SettingsViewModel { func watch() { errors.map { _ in true }.assign(to: \\.showConnectionError, on: self).store(in: &bag) } }").isEmpty)
    #expect(leftOut(model, "struct Other: View { @State var showConnectionError = true\n var body: some View { EmptyView() } }").isEmpty)
  }

  /// Saca la Bici's time picker: `if title { Text(label).font(.title3) }`, and its one use passes
  /// `title: false`, so the title branch never shows; `if !title` does. A use passing `true`, a
  /// use passing a variable, or a flag wrapped in `@State` keep it.
  @Test func aViewsBranchOnAFlagEveryUsePassesFalseNeverShows() {
    func picker(_ declaration: String = "var title: Bool") -> String {
      """
      struct HoraPicker: View {
        var label: String
        \(declaration)
        var body: some View {
          VStack {
            if title {
              Text(label).font(.title3)
            }
            if !title {
              Text(label).font(.caption)
            }
          }
        }
      }
      """
    }
    func leftOut(_ uses: String, declaration: String = "var title: Bool") -> [String] {
      let source = picker(declaration)
      let files = models(["Picker.swift": source, "App.swift": app + "\nstruct HomeView: View { var body: some View { VStack { \(uses) } } }\n"])
      return UnreferencedCode.unreached(in: files).ranges["Picker.swift", default: []].map { range in
        String(decoding: Array(source.utf8)[range], as: UTF8.self)
      }
    }
    let off = leftOut("HoraPicker(label: \"시간\", title: false)")
    #expect(off.contains { $0.contains(".title3") } && !off.contains { $0.contains(".caption") }, "\(off)")
    let on = leftOut("HoraPicker(label: \"시간\", title: true); HoraPicker(label: \"날짜\", title: true)")
    #expect(on.contains { $0.contains(".caption") } && !on.contains { $0.contains(".title3") }, "\(on)")
    #expect(leftOut("HoraPicker(label: \"시간\", title: false); HoraPicker(label: \"날짜\", title: true)").isEmpty)
    #expect(leftOut("HoraPicker(label: \"시간\", title: showsTitle)").isEmpty)
    // A value of its own is what a use leaving the flag out passes (a top bar's `showNotifications`
    // every screen turns off): constant when every use, written or not, comes to the same.
    #expect(leftOut("HoraPicker(label: \"시간\", title: false)", declaration: "var title: Bool = true").contains { $0.contains(".title3") })
    #expect(leftOut("HoraPicker(label: \"시간\")", declaration: "var title: Bool = false").contains { $0.contains(".title3") })
    #expect(leftOut("HoraPicker(label: \"시간\"); HoraPicker(label: \"날짜\", title: true)", declaration: "var title: Bool = false").isEmpty)
    #expect(leftOut("HoraPicker(label: \"시간\", title: false)", declaration: "@State var title: Bool").isEmpty)
    // The default of the one initializer that stores the flag as given (Walkie's navigation bar,
    // whose alarm button no screen asks for): what every use leaving it out passes.
    let initializer = "private let title: Bool\n  init(label: String, title: Bool = false) {\n    self.label = label\n    self.title = title\n  }"
    #expect(leftOut("HoraPicker(label: \"시간\")", declaration: initializer).contains { $0.contains(".title3") })
    #expect(leftOut("HoraPicker(label: \"시간\"); HoraPicker(label: \"날짜\", title: true)", declaration: initializer).isEmpty)
    // An initializer that doesn't store it as given may set it from anything.
    let computed = initializer.replacingOccurrences(of: "self.title = title", with: "self.title = title || label.isEmpty")
    #expect(leftOut("HoraPicker(label: \"시간\")", declaration: computed).isEmpty)
    // A modifier method setting it on a copy, or another initializer in an extension, may turn it on.
    let modifierMethod = initializer + "\n  func titled() -> HoraPicker { var copy = self; copy.title = true; return copy }"
    #expect(leftOut("HoraPicker(label: \"시간\").titled()", declaration: modifierMethod).isEmpty)
    let extensionInit = picker(initializer) + "\nextension HoraPicker { init(titled label: String) { self.init(label: label, title: true) } }\n"
    let extensionFiles = models(["Picker.swift": extensionInit, "App.swift": app + "\nstruct HomeView: View { var body: some View { VStack { HoraPicker(label: \"시간\") } } }\n"])
    #expect(UnreferencedCode.unreached(in: extensionFiles).ranges["Picker.swift", default: []].isEmpty)
  }

  /// Sora's bookmark toast: `@State private var showBookmarkToast = false`, whose only write in
  /// its file hides it again, so `if showBookmarkToast { toast }` never shows. A write of `true`,
  /// a toggle, or the flag handed on as a binding show it.
  @Test func aPrivateStateFlagOnlyEverSetFalseNeverShowsItsBranch() {
    func leftOut(_ action: String) -> [String] {
      let source = """
        struct SearchResultsGrid: View {
          @State private var showBookmarkToast: Bool = false
          var body: some View {
            ZStack {
              Button("북마크") { \(action) }
              if showBookmarkToast {
                Text("북마크했어요").font(.caption)
                  .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { showBookmarkToast = false } }
              }
            }
          }
        }
        """
      let files = models(["Grid.swift": source, "App.swift": app + "\nstruct HomeView: View { var body: some View { SearchResultsGrid() } }\n"])
      return UnreferencedCode.unreached(in: files).ranges["Grid.swift", default: []].map { range in
        String(decoding: Array(source.utf8)[range], as: UTF8.self)
      }
    }
    #expect(leftOut("bookmark()").contains { $0.contains("북마크했어요") })
    #expect(leftOut("bookmark(); showBookmarkToast = true").isEmpty)
    #expect(leftOut("showBookmarkToast.toggle()").isEmpty)
  }

  /// Studeo's timer: `@State var showTimer = false`, lent only to the timer (whose close button
  /// lowers it) and to a header whose raise is commented out, so `if showTimer { TimerView(…) }`
  /// never shows. A header that raises it, or a call passing `showTimer: true`, shows it.
  @Test func aStateFlagLentOnlyToViewsThatLowerItNeverShowsItsBranch() {
    func leftOut(header: String, home: String = "PairingList()", elsewhere: String = "") -> [String] {
      let source = """
        struct PairingList: View {
          @State var showTimer = false
          var body: some View {
            ZStack {
              Header(showTimer: $showTimer)
              if showTimer { TimerView(showingView: $showTimer) }
            }
          }
        }
        """
      let files = models([
        "PairingList.swift": source,
        "Header.swift": "struct Header: View {\n  @Binding var showTimer: Bool\n  var body: some View { Button(\"타이머\") { \(header) } }\n}",
        "Timer.swift": "struct TimerView: View {\n  @Binding var showingView: Bool\n  var body: some View { Button(\"닫기\") { showingView = false } }\n}",
        "App.swift": app + "\nstruct HomeView: View { var body: some View { \(home) } }\n",
        "PairingList+Timer.swift": elsewhere,
      ])
      return UnreferencedCode.unreached(in: files).ranges["PairingList.swift", default: []].map { range in
        String(decoding: Array(source.utf8)[range], as: UTF8.self)
      }
    }
    #expect(leftOut(header: "// self.showTimer = true").contains { $0.contains("TimerView") })
    #expect(leftOut(header: "self.showTimer = true").isEmpty)
    #expect(leftOut(header: "// self.showTimer = true", home: "PairingList(showTimer: true)").isEmpty)
    // Raised by an extension in another file (Keychy's board and its alert); lowered there, not.
    #expect(leftOut(header: "// self.showTimer = true", elsewhere: "extension PairingList { func start() { showTimer = true } }").isEmpty)
    #expect(leftOut(header: "// self.showTimer = true", elsewhere: "extension PairingList { func stop() { showTimer = false } }").contains { $0.contains("TimerView") })
  }

  /// OpenGluck's low icon: `if isActive { … } else { teddybear }`, and every use passes
  /// `isActive: true`, directly or through a wrapper's own flag, so the `else` never shows; one
  /// use passing `false`, read from the text where the view tree doesn't hold it, shows it.
  @Test func theElseOfABranchOnAFlagEveryUsePassesTrueNeverShows() {
    let icon = """
      struct LowIconFill: View {
        let isActive: Bool
        var body: some View {
          if isActive {
            Image(systemName: "drop.fill")
          } else {
            Image(systemName: "teddybear")
          }
        }
      }
      """
    func leftOut(_ uses: String, besides other: String = "") -> [String] {
      let home = "\nstruct HomeView: View { var body: some View { VStack { \(uses) } } }\n" + other
      let files = models(["Icon.swift": icon, "App.swift": app + home])
      return UnreferencedCode.unreached(in: files).ranges["Icon.swift", default: []].map { range in
        String(decoding: Array(icon.utf8)[range], as: UTF8.self)
      }
    }
    let active = leftOut("LowIconFill(isActive: true); LowIconFill(isActive: true)")
    #expect(active.contains { $0.contains("teddybear") } && !active.contains { $0.contains("drop.fill") }, "\(active)")
    #expect(leftOut("LowIconFill(isActive: true); LowIconFill(isActive: false)").isEmpty)
    // Passed on by a wrapper every use of which passes `true`: the same.
    let wrapper = "struct GraphIcon: View {\n  let isActive: Bool\n  var body: some View { LowIconFill(isActive: isActive) }\n}"
    let passedOn = leftOut("GraphIcon(isActive: true)", besides: wrapper)
    #expect(passedOn.contains { $0.contains("teddybear") }, "\(passedOn)")
    let inactive = leftOut("GraphIcon(isActive: false)", besides: wrapper)
    #expect(inactive.contains { $0.contains("drop.fill") } && !inactive.contains { $0.contains("teddybear") }, "\(inactive)")
    // A use the view tree doesn't hold (a chart mark's closure) is read from its text.
    let charted = leftOut("GraphIcon(isActive: true)", besides: wrapper + "\nlet mark = PointMark(x: 0, y: 0).symbol { LowIconFill(isActive: false) }")
    #expect(!charted.contains { $0.contains("teddybear") }, "\(charted)")
  }

  /// `if false { // selectedRoute?.hops?.count ?? 0 >= 3`: a view switched off by hand (Meshtastic's
  /// trace-route map) never runs; `if true` and a flag named `isfalse` keep theirs.
  @Test func aBranchBehindALiteralFalseNeverRuns() {
    let log = """
      struct TraceRouteLog: View {
        var body: some View {
          VStack {
            if false {// route.hops >= 3
              HStack { Text("Map") }.onTapGesture { showMap() }
            }
            if isfalse {
              Text("Flagged")
            }
          }
        }
      }
      """
    let files = models(["Log.swift": log, "App.swift": app + "\nstruct HomeView: View { var body: some View { TraceRouteLog() } }\n"])
    let leftOut = UnreferencedCode.unreached(in: files).ranges["Log.swift", default: []].map { range in
      String(decoding: Array(log.utf8)[range], as: UTF8.self)
    }
    #expect(leftOut.contains { $0.contains("onTapGesture") })
    #expect(!leftOut.contains { $0.contains("Flagged") })
    let switchedOn = log.replacingOccurrences(of: "if false {", with: "if true {")
    let onFiles = models(["Log.swift": switchedOn, "App.swift": app + "\nstruct HomeView: View { var body: some View { TraceRouteLog() } }\n"])
    #expect(UnreferencedCode.unreached(in: onFiles).ranges["Log.swift", default: []].isEmpty)
    // Written in parentheses (`if (false) {`, tabi's notification button "TEMPORARILY DISABLED"): the same.
    let parenthesized = log.replacingOccurrences(of: "if false {", with: "if (false) {")
    let parenthesizedFiles = models(["Log.swift": parenthesized, "App.swift": app + "\nstruct HomeView: View { var body: some View { TraceRouteLog() } }\n"])
    let parenthesizedLeftOut = UnreferencedCode.unreached(in: parenthesizedFiles).ranges["Log.swift", default: []].map { range in
      String(decoding: Array(parenthesized.utf8)[range], as: UTF8.self)
    }
    #expect(parenthesizedLeftOut.contains { $0.contains("onTapGesture") })
    // A term switched off inside a conjunction (`if (type == .now && false) {`, Arrival's "(realtime)");
    // not under an `||`, where the other side may hold.
    for (condition, isLeftOut) in [("if (type == .now && false) {", true), ("if type == .now && (false) && shown {", true),
                                   ("if type == .now && false || shown {", false), ("if type == .now && !false {", false)] {
      let conjunction = log.replacingOccurrences(of: "if false {", with: condition)
      let conjunctionFiles = models(["Log.swift": conjunction, "App.swift": app + "\nstruct HomeView: View { var body: some View { TraceRouteLog() } }\n"])
      let conjunctionLeftOut = UnreferencedCode.unreached(in: conjunctionFiles).ranges["Log.swift", default: []].map { range in
        String(decoding: Array(conjunction.utf8)[range], as: UTF8.self)
      }
      #expect(conjunctionLeftOut.contains { $0.contains("onTapGesture") } == isLeftOut, "\(condition)")
    }
  }

  /// Moblin's scoreboards and effects, drawn into the stream with `ImageRenderer` (directly or
  /// through a local), and the rows only they place: never on screen. A view a screen places too,
  /// and one only a preview shows besides, are judged as before (the preview doesn't count).
  @Test func viewsOnlyDrawnIntoImagesAreNeverOnScreen() {
    let effects = """
      struct ScoreboardView: View { var body: some View { VStack { ScoreRow(); Text("Home") } } }
      struct ScoreRow: View { var body: some View { Text("0").font(.system(size: 30)) } }
      struct PollView: View { var body: some View { Text("Poll") } }
      struct BadgeView: View { var body: some View { Text("New") } }
      final class ScoreboardEffect {
        @MainActor func update() {
          let content = ScoreboardView()
          image = ImageRenderer(content: content).cgImage
          poll = ImageRenderer(content: PollView().padding())
          badge = ImageRenderer(content: BadgeView()).uiImage
        }
      }
      #Preview { ScoreboardView() }
      """
    let home = app + "\nstruct HomeView: View { var body: some View { BadgeView() } }\n"
    let types = UnreferencedCode.unreached(in: models(["Effects.swift": effects, "App.swift": home])).types
    #expect(types.isSuperset(of: ["ScoreboardView", "ScoreRow", "PollView"]))
    #expect(!types.contains("BadgeView"))
  }

  /// SundeeFundee's share cards, built by a function of the renderer (`ImageRenderer(content:
  /// content(for: variant))`) that no view tree calls: the cards and the footer only they place are
  /// never on screen. Called by a screen too, the function's cards are.
  @Test func viewsBuiltByAFunctionDrawnIntoAnImageAreNeverOnScreen() {
    func types(screen: String) -> Set<String> {
      let share = """
        struct NewPRShareView: View { var body: some View { VStack { Text("PR").font(.system(size: 48)); ShareFooter() } } }
        struct ShareFooter: View { var body: some View { Text("sundee").font(.system(size: 12)) } }
        enum ShareCardRenderer {
          @MainActor static func render(_ variant: Variant) -> UIImage? { ImageRenderer(content: content(for: variant)).uiImage }
          @ViewBuilder @MainActor static func content(for variant: Variant) -> some View {
            switch variant { case .newPR: NewPRShareView() }
          }
        }
        """
      return UnreferencedCode.unreached(in: models(["Share.swift": share, "App.swift": app + "\n" + screen])).types
    }
    #expect(types(screen: "struct HomeView: View { var body: some View { Text(\"홈\") } }").isSuperset(of: ["NewPRShareView", "ShareFooter"]))
    #expect(!types(screen: "struct HomeView: View { var body: some View { ShareCardRenderer.content(for: .newPR) } }").contains("NewPRShareView"))
  }

  /// AGAMI's Instagram sticker, drawn by the app's own `asUIImage(size:)` helper on a local view;
  /// a view the helper draws that a screen also places is on screen.
  @Test func viewsDrawnByTheAppsRenderHelperAreNeverOnScreen() {
    let share = """
      extension View { func asUIImage(size: CGSize) async -> Data? { nil } }
      struct InstagramStickerView: View { var body: some View { Text("소록").font(.system(size: 30)) } }
      struct CoverView: View { var body: some View { Text("표지") } }
      final class PlaylistViewModel {
        func shareToInstagram() async {
          let sticker = InstagramStickerView()
          _ = await sticker.asUIImage(size: .init(width: 480, height: 800))
          _ = await CoverView().asUIImage(size: .init(width: 480, height: 800))
        }
      }
      """
    let home = app + "\nstruct HomeView: View { var body: some View { CoverView() } }\n"
    let types = UnreferencedCode.unreached(in: models(["Share.swift": share, "App.swift": home])).types
    #expect(types.contains("InstagramStickerView"))
    #expect(!types.contains("CoverView"))
  }

  /// Medo Delírio's share card draws itself into the picture it shares (`ImageRenderer(content:
  /// self)` in its own method), made by a function that only asks for that image; placed by a
  /// screen, it is on screen too.
  @Test func aViewDrawingItselfIntoAnImageIsNeverOnScreen() {
    func types(home: String) -> Set<String> {
      let card = """
        struct ShareCard: View {
          let name: String
          var body: some View { Text(name).font(.system(size: 48)) }
          @MainActor func generateImage() -> UIImage? { ImageRenderer(content: self).uiImage }
        }
        final class ShareStory {
          @MainActor func share(_ name: String) -> UIImage? {
            let card = ShareCard(name: name)
            return card.generateImage()
          }
        }
        """
      return UnreferencedCode.unreached(in: models(["Card.swift": card, "App.swift": app + "\n" + home])).types
    }
    #expect(types(home: "struct HomeView: View { var body: some View { Text(\"공유\") } }").contains("ShareCard"))
    #expect(!types(home: "struct HomeView: View { var body: some View { ShareCard(name: \"공유\") } }").contains("ShareCard"))
  }

  /// Windscribe's dead class `CheckMarkButton` and its image names `ImagesAsset.CheckMarkButton`:
  /// a mention after a dot, or inside the type nesting the other declaration, is the nested
  /// type's; a dead top-level class is left out as code, not by a name the nested type shares.
  @Test func aTopLevelTypeIsToldApartFromNestedTypesOfItsName() {
    let button = """
      final class CheckMarkButton: UIButton {
        func setUp() { setImage(UIImage(named: ImagesAsset.CheckMarkButton.on), for: .normal) }
      }
      extension CheckMarkButton { func toggle() {} }
      """
    let assets = """
      enum ImagesAsset {
        enum CheckMarkButton { static let on = "check-on" }
        static let all = [CheckMarkButton.on]
      }
      """
    let onlyImages = app + "\nstruct HomeView: View { var body: some View { Image(ImagesAsset.CheckMarkButton.on) } }\n"
    let dead = UnreferencedCode.unreached(in: models(["Button.swift": button, "Assets.swift": assets, "App.swift": onlyImages]))
    #expect(dead.ranges["Button.swift", default: []].count == 2)
    #expect(dead.ranges["Assets.swift", default: []].isEmpty)
    #expect(!dead.types.contains("CheckMarkButton"))
    let placed = app + "\nstruct HomeView: View { var body: some View { ButtonHost(button: CheckMarkButton()) } }\n"
    let live = UnreferencedCode.unreached(in: models(["Button.swift": button, "Assets.swift": assets, "App.swift": placed]))
    #expect(live.ranges["Button.swift", default: []].isEmpty)
  }
}

private extension Array where Element == SwiftFileModel {
  /// The types ``UnreferencedCode/unreached(in:otherTexts:releaseLeftOut:appPackageFiles:filesNoBuildUses:)`` finds never used.
  func withUnreachedTypes() -> Set<String> { UnreferencedCode.unreached(in: self).types }
}
