import A11yCore
import A11ySwiftSource
import Testing

/// Round twelve on untuned apps: severities the rule examples don't hold.
/// - A control whose only content is an asset named with one real word is information when the
///   word says what it does (Nightguard's `Image("Action")` opening the actions menu) or is a word
///   the app uses, as swiftui-image-label already judged the same image outside a control.
/// - A logo directly beside a Text that names the brand (wallabag's `Image("logo")` then
///   `Text("wallabag")`) is information: an extra stop, nothing lost.
struct UntunedAppsRoundTwelveNamesTests {
  func findings(
    _ rule: any SwiftSourceRule.Type, _ source: String, strings: [String: [String: String]] = [:], products: Set<String> = []
  ) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    var project = ProjectIndex(localizedStrings: strings)
    project.productNames = products
    return SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: project).analyze(source: source, path: "A.swift")
  }

  static func button(_ asset: String, action: String) -> String {
    "struct MainView: View { var body: some View { Button(action: { \(action) }) { Image(\"\(asset)\").resizable().frame(width: 32, height: 32) } } }"
  }

  @Test func anAssetWordTheActionSaysIsInformation() {
    let action = findings(ControlNameRule.self, Self.button("Action", action: "showActionsMenuPopup = true"))
    #expect(action.map(\.severity) == [.info])
    #expect(action.first?.message.en.contains("\"Action\"") == true)
    // Lowercase one-word names too, and a link to the screen the word names.
    #expect(findings(ControlNameRule.self, Self.button("history", action: "showHistory()")).map(\.severity) == [.info])
    let link = "struct Root: View { var body: some View { NavigationLink(destination: StatisticsView()) { Image(\"Statistics\") } } }"
    #expect(findings(ControlNameRule.self, link).map(\.severity) == [.info])
  }

  @Test func anAssetWordTheAppsTextUsesIsInformationInAControlToo() {
    let strings: [String: [String: String]] = ["tour.title": ["en": "Welcome to Nightscout"]]
    #expect(findings(ControlNameRule.self, Self.button("Nightscout", action: "openWebsite()"), strings: strings).map(\.severity) == [.info])
    #expect(findings(ControlNameRule.self, Self.button("Nightscout", action: "openWebsite()")).map(\.severity) == [.error])
  }

  @Test func aNameTheActionDoesNotSayKeepsItsError() {
    for (asset, action) in [("Prefs", "showSettings()"), ("ic_btn_3", "showActionsMenu()"), ("Action", "openMenu()"),
                            ("Logo", "showLogoPicker()"), ("action2", "showActions()")] {
      #expect(findings(ControlNameRule.self, Self.button(asset, action: action)).map(\.severity) == [.error], "\(asset)")
    }
  }

  static func logo(_ text: String, asset: String = "logo") -> String {
    "struct RegistrationView: View { var body: some View { NavigationStack { VStack { Image(\"\(asset)\").resizable().scaledToFit(); \(text); NavigationLink(\"Log in\", destination: ServerView()) } } } }"
  }

  @Test func aLogoBesideTheBrandIsInformation() {
    let products: Set<String> = ["wallabag"]
    #expect(findings(ImageLabelRule.self, Self.logo("Text(\"wallabag\").font(.title)"), products: products).map(\.severity) == [.info])
    #expect(findings(ImageLabelRule.self, Self.logo("Text(\"Sorry, this feature require you subscribe to wallabag Plus\")"), products: products)
      .map(\.severity) == [.info])
    // Through a localization key whose text names it, and a name of several words.
    let strings: [String: [String: String]] = ["login.brand": ["en": "Simple Login"]]
    #expect(findings(ImageLabelRule.self, Self.logo("Text(\"login.brand\")", asset: "LogoWithoutName"), strings: strings, products: ["simple login"])
      .map(\.severity) == [.info])
  }

  @Test func aLogoWithoutItsBrandBesideItKeepsItsError() {
    let products: Set<String> = ["wallabag", "simple login"]
    // Beside other words; the brand not known; the brand a stack away; alone; half a name.
    #expect(findings(ImageLabelRule.self, Self.logo("Text(\"Welcome back\")"), products: products).map(\.severity) == [.error])
    #expect(findings(ImageLabelRule.self, Self.logo("Text(\"wallabag\")")).map(\.severity) == [.error])
    #expect(findings(ImageLabelRule.self, Self.logo("Spacer(); Text(\"wallabag\")"), products: products).map(\.severity) == [.error])
    #expect(findings(ImageLabelRule.self, "struct Splash: View { var body: some View { Image(\"logo\").resizable() } }", products: products)
      .map(\.severity) == [.error])
    #expect(findings(ImageLabelRule.self, Self.logo("Text(\"Login\")"), products: products).map(\.severity) == [.error])
    // Not a logo: a picture beside the brand still needs its own label.
    #expect(findings(ImageLabelRule.self, Self.logo("Text(\"wallabag\")", asset: "schema"), products: products).map(\.severity) == [.error])
  }
}
