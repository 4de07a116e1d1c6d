import A11yCore
import A11ySwiftSource
import Testing

/// Round twenty-seven on untuned apps: severities the rule examples don't hold.
/// - A label built by a function whose view the file makes the navigation bar's title view
///   (ownCloud's wordmark) stands in for the bar's title: its fixed font is information.
/// - A logo asset named for the app (Kiwix's `KiwixLogo`, drawn directly or through a view that
///   draws only it) is read as the app's name and "logo": information, not a file name.
struct UntunedAppsRoundTwentySevenTests {
  func findings(_ source: String, strings: [String: [String: String]] = [:], products: Set<String> = []) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [ImageLabelRule.descriptor.id]
    var project = ProjectIndex(localizedStrings: strings)
    project.productNames = products
    return SwiftSourceAnalyzer(rules: [ImageLabelRule.self], configuration: configuration, project: project)
      .analyze(source: source, path: "A.swift")
  }

  static let strings: [String: [String: String]] = ["payment.title": ["en": "Support Kiwix"]]

  @Test func aLogoNamedForTheAppIsInformation() {
    let direct = "struct Activity: View { var body: some View { HStack { Image(\"KiwixLogo\"); ProgressView() } } }"
    let logo = findings(direct, strings: Self.strings)
    #expect(logo.map(\.severity) == [.info])
    #expect(logo.first?.message.en.contains("\"Kiwix\"") == true)
    // Known from the Xcode project's product name too.
    #expect(findings(direct, products: ["Kiwix"]).map(\.severity) == [.info])
    // A brand nothing in the app names, or a logo word with a kind word, is still a file name.
    #expect(findings(direct).map(\.severity) == [.error])
    let welcome = "struct Welcome: View { var body: some View { HStack { Image(\"welcomeLogo\"); ProgressView() } } }"
    #expect(findings(welcome, strings: Self.strings).map(\.severity) == [.error])
  }

  @Test func aViewDrawingOnlyTheAppsLogoIsInformationWhereItIsUsed() {
    let source = """
      struct KiwixLogo: View { var body: some View { Image("KiwixLogo").resizable().scaledToFit() } }
      struct Activity: View { var body: some View { HStack { KiwixLogo().frame(width: 24); ProgressView() } } }
      """
    let uses = findings(source, strings: Self.strings)
    #expect(uses.map(\.severity) == [.info])
    #expect(uses.first?.message.en.contains("KiwixLogo draws only the image 'KiwixLogo'") == true)
    let other = source.replacingOccurrences(of: "Image(\"KiwixLogo\")", with: "Image(\"Mark\")")
    #expect(findings(other, strings: Self.strings).map(\.severity) == [.warning])
  }

  @Test func aWordmarkBuiltForTheBarsTitleViewIsInformation() {
    let source = """
      final class Sidebar: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.titleView = Sidebar.buildNavigationLogoView()
        }
        static func buildNavigationLogoView() -> UIView {
          let logoLabel = UILabel()
          logoLabel.text = "ownCloud"
          logoLabel.font = UIFont.systemFont(ofSize: 20, weight: .bold)
          return logoLabel
        }
      }
      """
    var configuration = Configuration()
    configuration.onlyRules = [FixedTextSizeRule.descriptor.id]
    func fonts(_ code: String) -> [Finding] {
      SwiftSourceAnalyzer(rules: [FixedTextSizeRule.self], configuration: configuration, project: .empty).analyze(source: code, path: "A.swift")
    }
    let wordmark = fonts(source)
    #expect(wordmark.map(\.severity) == [.info])
    #expect(wordmark.first?.message.en.contains("title view") == true)
    // Built for another place than the bar's title: the fixed font is the error it was.
    let elsewhere = source.replacingOccurrences(of: "navigationItem.titleView = Sidebar.buildNavigationLogoView()", with: "view.addSubview(Sidebar.buildNavigationLogoView())")
    #expect(fonts(elsewhere).map(\.severity) == [.error])
    // A chart's own `titleView` (Nightguard's statistics) is no bar title.
    let chart = source.replacingOccurrences(of: "navigationItem.titleView = Sidebar.buildNavigationLogoView()", with: "diagramView.titleView = Sidebar.buildNavigationLogoView()")
    #expect(fonts(chart).map(\.severity) == [.error])
    // The share sheet's bar: `navigationBar.topItem?.titleView`.
    let share = source.replacingOccurrences(of: "navigationItem.titleView = Sidebar.buildNavigationLogoView()", with: "navigationBar.topItem?.titleView = Sidebar.buildNavigationLogoView()")
    #expect(fonts(share).map(\.severity) == [.info])
  }

  /// A view that draws only an image points at the image iOS builds draw (LLMFarm's
  /// `MessageImage`: `#if os(macOS) Image(nsImage:) #elseif os(iOS) Image(uiImage:) #endif`).
  @Test func aDrawnImageViewPointsAtItsIOSImage() {
    let source = """
      struct MessageImage: View {
        var body: some View {
      #if os(macOS)
          Image(nsImage: picture).resizable()
      #elseif os(iOS)
          Image(uiImage: picture).resizable()
      #endif
        }
      }
      struct Row: View { var body: some View { HStack { MessageImage(); Spacer() } } }
      """
    let use = findings(source).first { $0.message.en.contains("MessageImage draws only") }
    #expect(use?.message.en.contains("A.swift:6") == true)
  }
}
