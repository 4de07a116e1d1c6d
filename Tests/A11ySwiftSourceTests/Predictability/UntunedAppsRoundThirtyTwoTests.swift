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
  func findings(_ source: String, products: Set<String>) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [ExternalLinkRule.descriptor.id]
    var project = ProjectIndex()
    project.productNames = products
    return SwiftSourceAnalyzer(rules: [ExternalLinkRule.self], configuration: configuration, project: project)
      .analyze(source: source, path: "Upgrade.swift")
  }

  static func upgrade(_ url: String) -> String {
    "struct Upgrade: View { var body: some View { Button(\"업그레이드\") { UIApplication.shared.open(URL(string: \"\(url)\")!) } } }"
  }

  @Test func theAppsOwnSchemeStaysInTheApp() {
    #expect(findings(Self.upgrade("pyto://upgrade"), products: ["pyto"]).isEmpty)
  }

  @Test func anotherAppsSchemeOrTheWebLeavesIt() {
    #expect(findings(Self.upgrade("https://pyto.app/upgrade"), products: ["pyto"]).count == 1)
    #expect(findings(Self.upgrade("shortcuts://run"), products: ["pyto"]).count == 1)
  }

  func imageFindings(_ source: String, products: Set<String> = [], strings: [String: [String: String]] = [:]) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [ImageLabelRule.descriptor.id]
    var project = ProjectIndex(localizedStrings: strings)
    project.productNames = products
    return SwiftSourceAnalyzer(rules: [ImageLabelRule.self], configuration: configuration, project: project)
      .analyze(source: source, path: "Activity.swift")
  }

  static func activity(_ asset: String) -> String {
    "struct Activity: View { var body: some View { HStack { Image(\"\(asset)\"); Text(job.name) } } }"
  }

  @Test func theAppsNameAsAnImageIsReadAsThatName() {
    #expect(imageFindings(Self.activity("OctoPod"), products: ["octo pod"]).map(\.severity) == [.info])
    #expect(imageFindings(Self.activity("OctoPod")).map(\.severity) == [.error])
  }

  @Test func aWordAStringTableKeySaysIsReadAsThatWord() {
    let strings = ["Progress": ["fr": "Progression"]]
    #expect(imageFindings(Self.activity("Progress"), strings: strings).map(\.severity) == [.info])
    #expect(imageFindings(Self.activity("Progress")).map(\.severity) == [.error])
  }
}
