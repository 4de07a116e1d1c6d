import A11yCore
import A11ySwiftSource
import Testing

/// Precision on untuned apps (issue 7, round 21): a title button given to
/// `navigationItem.titleView` stands in for the bar's own title (Zotero's collections screen).
struct UntunedAppsRoundTwentyOneTextTests {
  func findings(_ source: String) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: [FixedTextSizeRule.self], configuration: Configuration())
    return analyzer.analyzeProject([(source: source, path: "Collections.swift")])
  }

  /// In the bar's own title font (17 pt semibold) it is what the system's title would be, which
  /// doesn't grow either: not reported (GPX Tracker's "Your Files", round 63). Another size is
  /// information; the same font elsewhere is an error.
  @Test func aTitleButtonInTheNavigationBarIsInformationLikeTheBarTitle() {
    func found(titleSize: Int) -> [Finding] {
      findings("""
        final class CollectionsViewController: UIViewController {
          private func setupTitleWithContextMenu(_ title: String) {
            var configuration = UIButton.Configuration.plain()
            configuration.attributedTitle = AttributedString(title, attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: \(titleSize), weight: .semibold)]))
            let button = UIButton(type: .custom)
            button.configuration = configuration
            self.navigationItem.titleView = button
          }
          private func setupHeader(_ title: String) {
            var configuration = UIButton.Configuration.plain()
            configuration.attributedTitle = AttributedString(title, attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]))
            header.configuration = configuration
          }
        }
        """)
    }
    #expect(found(titleSize: 17).map(\.position.line) == [11])
    let smaller = found(titleSize: 15)
    #expect(smaller.map(\.position.line) == [4, 11])
    #expect(smaller.map(\.severity) == [.info, .error])
    #expect(smaller.first?.message.en.contains("navigation bar's title view") == true)
  }

  /// Trio: a button as wide as the screen less a margin, 50 pt high, meets Apple's 44 pt and is
  /// easy to hit across, as a full-width row is: not reported. A narrow one under 9 mm is information.
  @Test func aButtonAsWideAsTheScreenIsNotReported() {
    let analyzer = SwiftSourceAnalyzer(rules: [TargetSizeRule.self], configuration: .recommendedTargetSize)
    let wide = analyzer.analyzeProject([(source: """
      struct Loading: View { var body: some View { Button { retry() } label: { Text("Retry").frame(width: UIScreen.main.bounds.width - 60, height: 50).background(Color.accentColor) } } }
      """, path: "Loading.swift")])
    #expect(wide.isEmpty)
    let narrow = analyzer.analyzeProject([(source: """
      struct Loading: View { var body: some View { Button { retry() } label: { Text("Retry").frame(width: 120, height: 50).background(Color.accentColor) } } }
      """, path: "Loading.swift")])
    #expect(narrow.map(\.severity) == [.info])
    #expect(narrow.first?.message.en.contains("meets Apple's 44 pt") == true)
  }
}
