import A11yCore
import A11ySwiftSource
import Testing

/// Precision on untuned apps (issue 7, round 16): the app's own name in a large style over its
/// version line (Metatext's About screen) is a wordmark, not a section title. What the rule
/// examples can't hold: the project's product names.
struct UntunedAppsRoundSixteenWordmarkTests {
  func findings(_ source: String, products: Set<String>) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [HeadingTraitRule.descriptor.id]
    var project = ProjectIndex()
    project.productNames = products
    return SwiftSourceAnalyzer(rules: [HeadingTraitRule.self], configuration: configuration, project: project).analyze(source: source, path: "AboutView.swift")
  }

  static func about(_ title: String) -> String {
    """
    struct AboutView: View {
      var body: some View {
        Form {
          Section {
            VStack(spacing: 8) {
              Text("\(title)")
                .font(.largeTitle)
              Text(verbatim: "\\(Self.version) (\\(Self.build))")
            }
            .padding()
          }
          Section(header: Text("about.made-by")) {
            Link(destination: Self.websiteURL) { Text("about.website") }
          }
        }
        .navigationTitle("About")
      }
    }
    """
  }

  @Test func theAppsNameOverItsVersionIsAWordmark() {
    #expect(findings(Self.about("metatext"), products: ["metatext"]).isEmpty)
  }

  /// Phoenix's lock and loading screens: the logo, then the app's name under it.
  @Test func theAppsNameUnderItsLogoIsAWordmark() {
    let lock = "struct Lock: View { var body: some View { VStack(spacing: 0) { Image(\"logo_green\").resizable().frame(width: 96, height: 96); Text(\"Phoenix\").font(.title2) }; Button(\"잠금 해제\") { unlock() } } }"
    #expect(findings(lock, products: ["phoenix"]).isEmpty)
    // Another word under the logo is still a title, as far as the source tells.
    #expect(findings(lock.replacingOccurrences(of: "Text(\"Phoenix\")", with: "Text(\"지갑 잠김\")"), products: ["phoenix"]).count == 1)
  }

  @Test func aSectionTitleInTheSameShapeIsStillReported() {
    // Not the app's name: a title over the version of something the screen describes.
    #expect(findings(Self.about("Server"), products: ["metatext"]).map(\.position.line) == [6])
    // The app's name with no version beside it: a title, as far as the source tells.
    let welcome = "struct Welcome: View { var body: some View { VStack { Text(\"metatext\").font(.largeTitle); Text(\"Sign in to continue\"); Button(\"Sign in\") { signIn() } } } }"
    #expect(findings(welcome, products: ["metatext"]).count == 1)
  }
}
