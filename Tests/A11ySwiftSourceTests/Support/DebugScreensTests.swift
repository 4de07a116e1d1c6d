import A11yCore
@testable import A11ySwiftSource
import Testing

/// A team's own debug or QA screen (Proton Pass's `QA Features` folder, Muun's `Debug` menu):
/// release builds may not show it, so its findings are information to review, said with the
/// folder or type that marks it.
struct DebugScreensTests {
  func findings(_ code: String, path: String) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [ImageLabelRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [ImageLabelRule.self], configuration: configuration).analyze(source: code, path: path)
  }

  func projectFindings(_ files: [(source: String, path: String)]) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [ImageLabelRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [ImageLabelRule.self], configuration: configuration).analyzeProject(files)
  }

  /// The wallet dashboard and its card only a debug screen shows are information; Home is the app's.
  func expectDashboardAndCardAreInformation(_ found: [Finding], sourceLocation: SourceLocation = #_sourceLocation) {
    let severities = Dictionary(grouping: found, by: \.file).mapValues { Set($0.map(\.severity)) }
    #expect(severities["App/Wallet/WalletDashboard.swift"] == [.info], sourceLocation: sourceLocation)
    #expect(severities["App/Wallet/WalletCard.swift"] == [.info], sourceLocation: sourceLocation)
    #expect(severities["App/Home.swift"] == [.error], sourceLocation: sourceLocation)
  }

  /// The card only the wallet dashboard draws, and the app's own home screen.
  static let walletCard = (source: "struct WalletCard: View { var body: some View { VStack { Image(\"card\"); Text(\"Card\") } } }", path: "App/Wallet/WalletCard.swift")
  static let home = (source: "struct Home: View { var body: some View { VStack { Image(\"logo\"); Text(\"Home\") } } }", path: "App/Home.swift")

  static let section = "struct CachedFavIconsSection: View { var body: some View { Image(\"favicon\") } }"

  @Test func aFindingInAQAFolderIsInformationToReview() {
    let found = findings(Self.section, path: "iOS/Profile Tab/QA Features/CachedFavIconsSection.swift")
    #expect(found.map(\.severity) == [.info])
    #expect(found.first?.needsReview == true)
    #expect(found.first?.message.en.contains("in a debug or QA screen (`QA Features`)") == true, "\(found)")
    // The same view elsewhere is the error it was.
    #expect(findings(Self.section, path: "iOS/Profile Tab/CachedFavIconsSection.swift").map(\.severity) == [.error])
  }

  /// The path pre-test lets every marking folder through however it is capitalised, and the
  /// folder found is the one written.
  @Test func everyMarkingFolderPassesThePathPreTest() {
    for folder in DebugScreens.folders {
      let capitalised = folder.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
      for written in [folder, capitalised, folder.uppercased()] {
        #expect(DebugScreens.marker(path: "App/\(written)/Screen.swift", typeName: nil) == written, "\(written)")
      }
    }
    #expect(DebugScreens.marker(path: "App/Views/Settings/Screen.swift", typeName: nil) == nil)
  }

  /// Babylon Wallet's `Features/DebugInspectProfile/` and `SettingsFeature/DebugSettings/`: a
  /// folder whose first word names the tools marks what it holds; one merely holding the word doesn't.
  @Test func aFolderNamedForDebugToolsMarksItsCode() {
    #expect(DebugScreens.marker(path: "App/Features/DebugInspectProfile/InspectProfile+View.swift", typeName: nil) == "DebugInspectProfile")
    #expect(DebugScreens.marker(path: "App/Settings/DeveloperTools/Row.swift", typeName: nil) == "DeveloperTools")
    #expect(DebugScreens.marker(path: "App/Features/DebuggerIntro/Intro.swift", typeName: nil) == nil)
    #expect(DebugScreens.marker(path: "App/Features/NetworkDebugLog/Log.swift", typeName: nil) == nil)
    // A screen about the app's author (IOS-Weather's DevInfoView) is everyone's.
    #expect(DebugScreens.marker(path: "Weather/UI/Setting/DevInfo/DevInfoView.swift", typeName: "DevInfoView") == nil)
    #expect(DebugScreens.marker(path: "Weather/UI/Setting/DevSettingsView.swift", typeName: "DevSettingsView") == "DevSettingsView")
    // A list of the app's subject (GitTime's trending developers) is everyone's; a developer menu is not.
    #expect(DebugScreens.marker(path: "GitTime/Sources/Views/Trend/TrendingDeveloperCell.swift", typeName: "TrendingDeveloperCell") == nil)
    #expect(DebugScreens.marker(path: "App/Settings/AppDeveloperMenuView.swift", typeName: "AppDeveloperMenuView") == "AppDeveloperMenuView")
    #expect(DebugScreens.marker(path: "App/Settings/FeatureFlagsDebugView.swift", typeName: "FeatureFlagsView") == "FeatureFlagsDebugView.swift")
    // Apple Developer Academy teams' repositories are whole apps (NDOM's GilCat).
    #expect(DebugScreens.marker(path: "DeveloperAcademy-POSTECH-MC2-Team11-NDOM/GilCat/Views/Home.swift", typeName: nil) == nil)
    // A type named for debugging (Palace's `TPPRegistryDebuggingCell`).
    #expect(DebugScreens.marker(path: "App/Settings/Cells.swift", typeName: "TPPRegistryDebuggingCell") == "TPPRegistryDebuggingCell")
  }

  @Test func aTypeNamedForDebuggingMarksItsCode() {
    let developer = "struct DeveloperSettingsView: View { var body: some View { Image(\"background.earth\") } }"
    #expect(findings(developer, path: "App/Settings/DeveloperSettingsView.swift").map(\.severity) == [.info])
    let qa = "struct QAFeaturesView: View { var body: some View { Image(\"favicon\") } }"
    #expect(findings(qa, path: "App/QAFeaturesView.swift").map(\.severity) == [.info])
    // Words that only start like one are no marker: `QuickActions`, `Debugger` isn't `Debug`.
    let quick = "struct QuickActionsView: View { var body: some View { Image(\"favicon\") } }"
    #expect(findings(quick, path: "App/QuickActionsView.swift").map(\.severity) == [.error])
    let debugger = "struct DebuggerIntroView: View { var body: some View { Image(\"favicon\") } }"
    #expect(findings(debugger, path: "App/DebuggerIntroView.swift").map(\.severity) == [.error])
  }

  @Test func aFileNamedForDebuggingMarksTheHelperTypesBesideTheScreen() {
    let row = "private struct FeatureFlagRow: View { var body: some View { Image(\"favicon\") } }"
    let found = findings(row, path: "App/Settings/FeatureFlagsDebugView.swift")
    #expect(found.map(\.severity) == [.info])
    #expect(found.first?.message.en.contains("(`FeatureFlagsDebugView.swift`)") == true, "\(found)")
    #expect(findings(row, path: "App/Settings/FeatureFlagsView.swift").map(\.severity) == [.error])
    // A file named for an app's developer (its author's section of a store page) is no debug screen.
    let title = "struct Title: View { var body: some View { Image(\"favicon\") } }"
    #expect(findings(title, path: "Apps/AppView/AppView+Developer.swift").map(\.severity) == [.error])
  }

  /// Bitkit's hardware-wallet dashboard, opened only from its hidden developer settings, and the
  /// card only that dashboard draws: their findings are information too.
  @Test func viewsOnlyDebugScreensShowAreMarkedToo() {
    let files = [
      (source: "struct DevSettingsView: View { var body: some View { NavigationLink(destination: WalletDashboard()) { Text(\"Wallet\") } } }", path: "App/Settings/DevSettingsView.swift"),
      (source: "struct WalletDashboard: View { var body: some View { VStack { WalletCard(); Image(\"chip\") } } }", path: "App/Wallet/WalletDashboard.swift"),
      Self.walletCard,
      Self.home,
    ]
    let found = projectFindings(files)
    expectDashboardAndCardAreInformation(found)
    #expect(found.first { $0.file == "App/Wallet/WalletCard.swift" }?.message.en.contains("`WalletCard`, which only debug or QA screens or a developer setting show") == true)
    // Shown from anywhere else too, it is the app's.
    var shared = files
    shared.append((source: "@main struct ShopApp: App { var body: some Scene { WindowGroup { Root() } } }\nstruct Root: View { var body: some View { WalletDashboard() } }", path: "App/Root.swift"))
    let again = projectFindings(shared)
    #expect(again.first { $0.file == "App/Wallet/WalletCard.swift" }?.severity == .error)
  }

  /// DevLog's `DevLogApp: App`: "Dev" there is the product's name, and the app shows every screen
  /// it names; a settings view named for a developer still marks what only it shows.
  @Test func theAppNamedForItsProductIsNoDebugScreen() {
    func files(app: String) -> [(source: String, path: String)] {
      [
        (source: "@main struct \(app): App { var body: some Scene { WindowGroup { WalletDashboard() } } }", path: "DevLog/App/\(app).swift"),
        (source: "struct WalletDashboard: View { var body: some View { VStack { Image(\"chip\"); WalletCard() } } }", path: "App/Wallet/WalletDashboard.swift"),
        Self.walletCard,
        Self.home,
      ]
    }
    let shipping = projectFindings(files(app: "DevLogApp"))
    #expect(shipping.filter { $0.file.hasPrefix("App/Wallet/") }.map(\.severity) == [.error, .error], "\(shipping)")
    var settings = files(app: "DevLogApp")
    settings[0].source = settings[0].source.replacingOccurrences(of: ": App {", with: ": View {").replacingOccurrences(of: "some Scene { WindowGroup { WalletDashboard() } }", with: "some View { WalletDashboard() }")
    expectDashboardAndCardAreInformation(projectFindings(settings))
  }

  /// A destination reached through a route only a debug screen names (`case .wallet:` in the
  /// app's navigation switch, `Route.wallet` only in `DevSettingsView`); a member built for tests
  /// and a UI test's string don't count as uses, nor does a wrapper named nowhere.
  @Test func routesMembersForTestsAndDeadWrappersDontMakeAViewShipping() {
    let files = [
      (source: "enum Route { case wallet, home }\nstruct DevSettingsView: View { var body: some View { NavigationLink(value: Route.wallet) { Text(\"Wallet\") } } }", path: "App/Settings/DevSettingsView.swift"),
      (source: "@main struct ShopApp: App { var body: some Scene { WindowGroup { MainNav() } } }\nstruct MainNav: View { var body: some View { NavigationStack { Home() }.navigationDestination(for: Route.self) { route in\n switch route {\n case .wallet: WalletDashboard()\n case .home: Home()\n }\n } } }", path: "App/MainNav.swift"),
      (source: "struct AppScene: View { var body: some View { Home() }\n private var walletTestContent: some View {\n NavigationStack { WalletDashboard() }\n } }", path: "App/AppScene.swift"),
      (source: "struct WalletDashboard: View { var body: some View { VStack { Image(\"chip\"); WalletCard() } } }", path: "App/Wallet/WalletDashboard.swift"),
      (source: "struct WalletCard: View { var body: some View { VStack { Image(\"card\"); Text(\"Card\") } } }\nstruct UnusedWrapper: View { var body: some View { WalletCard() } }", path: "App/Wallet/WalletCard.swift"),
      (source: "final class WalletUITests: XCTestCase { func test() { XCTAssert(app.otherElements[\"WalletDashboard\"].exists) } }", path: "AppUITests/WalletUITests.swift"),
      Self.home,
    ]
    let found = projectFindings(files)
    expectDashboardAndCardAreInformation(found)
    // The route named by a shipping screen too: the dashboard ships.
    var shipping = files
    shipping[6] = (source: "struct Home: View { var body: some View { VStack { Image(\"logo\"); NavigationLink(value: Route.wallet) { Text(\"Wallet\") } } } }", path: "App/Home.swift")
    let again = projectFindings(shipping)
    #expect(again.contains { $0.file == "App/Wallet/WalletDashboard.swift" && $0.severity == .error })
  }

  /// Grocy's "DEV MODE": rows shown only `if devMode { ... }` lead to screens no one else opens,
  /// and what such a block draws itself is information too; `if !devMode` is the app's own.
  @Test func aDeveloperSettingsBranchMarksWhatItShows() {
    let files = [
      (source: """
        struct Sidebar: View {
          @AppStorage("devMode") private var devMode = false
          var body: some View {
            List {
              NavigationLink(value: Route.home) { Text("Home") }
              if devMode {
                NavigationLink(value: Route.wallet) { Text("Wallet") }
                Image("beta")
              }
            }
          }
        }
        """, path: "App/Sidebar.swift"),
      (source: "enum Route { case wallet, home }\n@main struct ShopApp: App { var body: some Scene { WindowGroup { MainNav() } } }\nstruct MainNav: View { var body: some View { NavigationStack { Sidebar() }.navigationDestination(for: Route.self) { route in\n switch route {\n case .wallet: WalletDashboard()\n case .home: Home()\n }\n } } }", path: "App/MainNav.swift"),
      (source: "struct WalletDashboard: View { var body: some View { VStack { Image(\"chip\"); WalletCard() } } }", path: "App/Wallet/WalletDashboard.swift"),
      Self.walletCard,
      Self.home,
    ]
    let found = projectFindings(files)
    expectDashboardAndCardAreInformation(found)
    let beta = found.first { $0.file == "App/Sidebar.swift" }
    #expect(beta?.severity == .info)
    #expect(beta?.message.en.contains("shown only while the developer setting `devMode` is on") == true, "\(found)")
    // Negated, the branch is what everyone else sees.
    var negated = files
    negated[0].source = negated[0].source.replacingOccurrences(of: "if devMode {", with: "if !devMode {")
    let again = projectFindings(negated)
    #expect(again.first { $0.file == "App/Sidebar.swift" }?.severity == .error)
    #expect(again.contains { $0.file == "App/Wallet/WalletDashboard.swift" && $0.severity == .error })
  }

  /// Convos' internal rows, `if !isProduction { ... }`: what only other builds show is information
  /// too; `if isProduction` is what everyone sees.
  @Test func aBranchOnlyOtherThanProductionBuildsShowIsMarked() {
    let source = "struct Info: View {\n  let isProduction = Config.current.isProduction\n  var body: some View { List { if !isProduction { Image(\"beta\") } } }\n}"
    let found = projectFindings([(source: source, path: "App/Info.swift")])
    #expect(found.first?.severity == .info)
    #expect(found.first?.message.en.contains("shown only where `!isProduction` holds") == true, "\(found)")
    let shipped = projectFindings([(source: source.replacingOccurrences(of: "if !isProduction", with: "if isProduction"), path: "App/Info.swift")])
    #expect(shipped.first?.severity == .error)
  }

  @Test func developerFlagBlocksEndAtTheirBraceAndSkipStringsAndComments() {
    let source = "if settings.isDeveloperMode { let a = \"}\" // }\n  show() }\nif device { x() }\n#if DEBUG\nif debugEnabled{ y() }\n#endif\n"
    let model = SwiftSourceAnalyzer.model(source: source, path: "Flags.swift")
    let blocks = DeveloperFlagBranches.blocks(in: model.declarations)
    #expect(blocks.map(\.flag) == ["isDeveloperMode", "debugEnabled"])
    let bytes = Array(source.utf8)
    #expect(blocks.map { String(decoding: bytes[$0.body], as: UTF8.self) }
      == ["{ let a = \"}\" // }\n  show() }", "{ y() }"])
  }

  /// Wishboard's splash screen: a label named for debugging (`debugVersion`, the version and
  /// server shown only under `#if DEBUG`) is information to review; the same label named for the
  /// screen is the error it was.
  @Test func aUIKitViewNamedForDebuggingIsInformationToReview() {
    func found(_ name: String) -> [Finding] {
      let code = """
        final class SplashViewController: UIViewController {
          private let \(name) = UILabel().then {
            $0.text = "Version: \\(Bundle.appVersion)"
            $0.font = UIFont.systemFont(ofSize: 10)
          }
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(\(name)) }
        }
        """
      var configuration = Configuration()
      configuration.onlyRules = [FixedTextSizeRule.descriptor.id]
      return SwiftSourceAnalyzer(rules: [FixedTextSizeRule.self], configuration: configuration).analyze(source: code, path: "App/Splash/SplashViewController.swift")
    }
    let debug = found("debugVersion")
    #expect(debug.map(\.severity) == [.info], "\(debug)")
    #expect(debug.first?.needsReview == true)
    #expect(debug.first?.message.en.contains("`debugVersion` is named for debugging") == true, "\(debug)")
    #expect(found("versionLabel").map(\.severity) == [.error])
  }
}
