import A11yCore
import A11ySwiftSource
import Testing

/// Precision on whole apps (issue 7, shapes3): emoji, monograms and symbol stacks aren't text to
/// enlarge; display text is said once and as information; a custom font token is reported where it
/// is declared, not at every use.
struct PicturesAndDisplayTextTests {
  func findings(_ files: [String: String], rules: [any SwiftSourceRule.Type]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  @Test func displayTextShrunkToFitIsInformationOncePerFont() {
    let source = """
      struct Balance: View {
        var body: some View {
          VStack {
            Text(balance).font(.veryLargeTitle).lineLimit(1).minimumScaleFactor(0.3)
            Text(hidden).font(.veryLargeTitle).lineLimit(1).minimumScaleFactor(0.3)
            Text(name).font(.body).lineLimit(1).minimumScaleFactor(0.7)
          }
        }
      }
      extension Font {
        static let veryLargeTitle: Font = .system(size: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 2.1, weight: .bold)
      }
      """
    let capped = findings(["A.swift": source], rules: [CappedTextSizeRule.self])
    #expect(capped.map(\.position.line) == [4, 6])
    #expect(capped.map(\.severity) == [.info, .warning])
    #expect(capped[0].message.en.contains("71.4 pt display text"))
    // Shrunk to 0.7, 50 pt at the least: never under the body text, nothing to check.
    let atSevenTenths = findings(["A.swift": source.replacingOccurrences(of: "minimumScaleFactor(0.3)", with: "minimumScaleFactor(0.7)")], rules: [CappedTextSizeRule.self])
    #expect(atSevenTenths.map(\.position.line) == [6])
  }

  @Test func customFontTokensAreReportedOnceWhereDeclared() {
    let theme = """
      public enum Theme {
        public static let body: Font = .custom("Inter", size: 10)
        public static let display: Font = .custom("Inter", size: 57)
      }
      """
    let screen = """
      struct Screen: View {
        var body: some View {
          VStack { Text("a").font(Theme.body); Text("b").font(Theme.body); Text("c").font(Theme.display) }
        }
      }
      """
    let fixed = findings(["Theme.swift": theme, "Screen.swift": screen], rules: [FixedTextSizeRule.self])
    #expect(fixed.map { "\($0.file):\($0.position.line)" } == ["Theme.swift:2", "Theme.swift:3"])
    #expect(fixed.allSatisfy { $0.severity == .info && !$0.needsReview })
    #expect(fixed[1].message.en.contains("faster than a display size needs"))
  }

  /// 72 pt is larger than body text at the largest accessibility size (53 pt): nothing to enlarge.
  @Test func fixedTextLargerThanTheLargestBodySizeIsNotReported() {
    let source = """
      struct Amount: View {
        var body: some View {
          VStack { Text(amount).font(.system(size: 72, weight: .heavy)); Text("sats").font(.system(size: 18)) }
        }
      }
      """
    let fixed = findings(["A.swift": source], rules: [FixedTextSizeRule.self])
    #expect(fixed.map(\.severity) == [.error])
    #expect(fixed.first?.message.en.contains("18 pt") == true)
  }

  @Test func picturesAreNotTextToEnlargeButWordsBesideThemAre() {
    let source = """
      struct Reactions: View {
        var body: some View {
          VStack {
            Text("🎉").font(.system(size: 40))
            Text(emoji).font(.system(size: 32)).lineLimit(1)
            HStack { Image(systemName: "cube.fill"); Image(systemName: "xmark") }.font(.system(size: 24))
            HStack { Image(systemName: "star"); Text("Favorites") }.font(.system(size: 14))
          }
        }
      }
      final class EmojiCell: UICollectionViewCell {
        let emojiLabel = UILabel()
        let countLabel = UILabel()
        func setUp() {
          emojiLabel.font = .boldSystemFont(ofSize: 32)
          countLabel.font = .systemFont(ofSize: 12)
        }
      }
      """
    let found = findings(["A.swift": source], rules: [FixedTextSizeRule.self, TextTruncationRule.self])
    #expect(found.map { "\($0.ruleID):\($0.position.line)" } == ["fixed-text-size:7", "fixed-text-size:16"])
  }

  @Test func plainWordAssetsAreInformationAndSearchFieldsAreSpokenAsSearch() {
    let source = """
      final class Pending: UIViewController {
        let upload = UIBarButtonItem(image: UIImage(named: "upload"), style: .plain, target: nil, action: nil)
        let more = UIBarButtonItem(image: UIImage(named: "ic_more_24"), style: .plain, target: nil, action: nil)
      }
      final class ContactsSearchBar: UISearchBar {
        func style() {
          let searchTextField: UITextField = self.searchTextField
          searchTextField.attributedPlaceholder = NSAttributedString(string: "Search contacts")
        }
      }
      """
    let found = findings(["A.swift": source], rules: [UIKitButtonNameRule.self, UIKitTextInputLabelRule.self])
    #expect(found.map { "\($0.ruleID):\($0.position.line):\($0.severity)" } == ["uikit-button-name:2:info", "uikit-button-name:3:error"])
    #expect(found[0].message.en.contains("(\"upload\")"))
  }
}
