import A11yCore
import A11ySwiftSource
import Testing

/// Round fourteen on untuned apps: a service's logo drawn for the `switch` case named after it
/// (Ruddarr's ratings row: `case .imdb(let rating): Image("imdb")` beside the score) is read by
/// the name the app gives that case, which names the service: information, not a file name.
struct UntunedAppsRoundFourteenTests {
  func findings(_ source: String) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [ImageLabelRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [ImageLabelRule.self], configuration: configuration, project: ProjectIndex())
      .analyze(source: source, path: "Ratings.swift")
  }

  static func ratings(_ asset: String, case name: String) -> String {
    """
    struct Ratings: View {
      let badge: Badge
      var body: some View {
        switch badge {
        case .\(name)(let rating):
          HStack {
            Image("\(asset)").resizable().scaledToFit().frame(height: 12)
            Text(rating.formatted())
          }
        case .none:
          EmptyView()
        }
      }
    }
    """
  }

  @Test func aLogoNamedAsItsCaseIsInformation() {
    let found = findings(Self.ratings("imdb", case: "imdb"))
    #expect(found.map(\.severity) == [.info])
    #expect(found.first?.message.en.contains("\"imdb\"") == true)
  }

  @Test func anAssetNamedOtherwiseIsStillAFileName() {
    // A name with a separator, or one the case doesn't share (`imdb` for `.imdbPro`), stays an error.
    #expect(findings(Self.ratings("rt-fresh", case: "rottenTomatoes")).map(\.severity) == [.error])
    #expect(findings(Self.ratings("imdb", case: "imdbPro")).map(\.severity) == [.error])
    #expect(findings(Self.ratings("imdb", case: "tmdb")).map(\.severity) == [.error])
  }
}
