import A11yCore
import A11ySwiftSource
import Testing

/// Precision on untuned apps (issue 7, round 16): a bar button item's title font set through
/// `setTitleTextAttributes` is the bar's, like the bar title's (MovieSwiftUI's appearance setup).
struct UntunedAppsRoundSixteenBarButtonTests {
  func findings(_ files: [String: String]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: [FixedTextSizeRule.self], configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  @Test func barButtonTitleAttributesAreInformationLikeTheBarTitle() {
    let source = """
      struct App {
        func setupAppearance() {
          UINavigationBar.appearance().titleTextAttributes = [NSAttributedString.Key.font: UIFont(name: "FjallaOne-Regular", size: 16)!]
          UIBarButtonItem.appearance().setTitleTextAttributes([
            NSAttributedString.Key.font: UIFont(name: "FjallaOne-Regular", size: 16)!], for: .normal)
          let buttonAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
          navigationItem.rightBarButtonItem?.setTitleTextAttributes(buttonAttributes, for: .normal)
          UISegmentedControl.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13)], for: .normal)
        }
      }
      """
    let found = findings(["App.swift": source])
    #expect(found.map(\.position.line) == [3, 5, 6, 8])
    // The segmented control's segments are the app's own text: still an error.
    #expect(found.map(\.severity) == [.info, .info, .info, .error])
    #expect(found[1].message.en.contains("bar button items' title font is fixed at 16 pt"))
    #expect(found[2].message.en.contains("bar button items' title font is fixed at 15 pt"))
  }
}
