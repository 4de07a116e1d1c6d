import A11yCore
import A11ySwiftSource
import Testing

/// Round thirty-two on untuned apps: what the rule examples can't hold (the project's product
/// names and string tables).
/// - A button that opens the app's own URL scheme (Pyto's `pyto://upgrade`, handled by its scene
///   delegate) stays in the app: no link trait is owed.
/// - An image named as the app (OctoPod's `Image("OctoPod")`), or as a word a string table's key
///   says (`"Progress" = "Progression";`), is read as that word: information, not a file name.
struct UntunedAppsRoundThirtyTwoTests {
  /// The rule's findings with the project's product names and string tables as given.
  func findings(_ rule: any SwiftSourceRule.Type, _ source: String, products: Set<String> = [], strings: [String: [String: String]] = [:]) -> [Finding] {
    var project = ProjectIndex(localizedStrings: strings)
    project.productNames = products
    return RuleVerifier(rule: rule).findings(in: source, project: project)
  }

  static func upgrade(_ url: String) -> String {
    "struct Upgrade: View { var body: some View { Button(\"업그레이드\") { UIApplication.shared.open(URL(string: \"\(url)\")!) } } }"
  }

  @Test func theAppsOwnSchemeStaysInTheApp() {
    #expect(findings(ExternalLinkRule.self, Self.upgrade("pyto://upgrade"), products: ["pyto"]).isEmpty)
  }

  @Test func anotherAppsSchemeOrTheWebLeavesIt() {
    #expect(findings(ExternalLinkRule.self, Self.upgrade("https://pyto.app/upgrade"), products: ["pyto"]).count == 1)
    #expect(findings(ExternalLinkRule.self, Self.upgrade("shortcuts://run"), products: ["pyto"]).count == 1)
  }

  static func activity(_ asset: String) -> String {
    "struct Activity: View { var body: some View { HStack { Image(\"\(asset)\"); Text(job.name) } } }"
  }

  @Test func theAppsNameAsAnImageIsReadAsThatName() {
    #expect(findings(ImageLabelRule.self, Self.activity("OctoPod"), products: ["octo pod"]).map(\.severity) == [.info])
    #expect(findings(ImageLabelRule.self, Self.activity("OctoPod")).map(\.severity) == [.error])
  }

  @Test func aWordAStringTableKeySaysIsReadAsThatWord() {
    let strings = ["Progress": ["fr": "Progression"]]
    #expect(findings(ImageLabelRule.self, Self.activity("Progress"), strings: strings).map(\.severity) == [.info])
    #expect(findings(ImageLabelRule.self, Self.activity("Progress")).map(\.severity) == [.error])
  }
}
