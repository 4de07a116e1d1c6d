import A11yCore
import A11ySwiftSource
import Testing

/// Precision on three untuned apps (issue 7, round 8): text-size, heading and visual findings the
/// source answers (a bar's title font, a fixed UIKit font behind a design token, a placeholder
/// constraint constant).
struct UntunedAppsRoundEightTextTests {
  func findings(_ files: [String: String], rules: [any SwiftSourceRule.Type]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  @Test func navigationBarTitleFontsAreNamedAsBarTitles() {
    let source = """
      final class Create: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          self.navigationController?.navigationBar
            .titleTextAttributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 15, weight: .medium),
                                    NSAttributedString.Key.foregroundColor: UIColor.label]
          let large: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 30)]
          navigationController?.navigationBar.largeTitleTextAttributes = large
          let caption = NSAttributedString(string: "Note", attributes: [.font: UIFont.systemFont(ofSize: 12)])
          show(caption)
        }
      }
      """
    let found = findings(["Create.swift": source], rules: [FixedTextSizeRule.self])
    #expect(found.map(\.position.line) == [5, 7, 9])
    #expect(found.map(\.severity) == [.info, .error, .error])
    #expect(found[0].message.en.contains("navigation bar's title font is fixed at 15 pt"))
    #expect(!found[0].message.en.contains("attributed text"))
    #expect(found[1].message.en.contains("large title font is fixed at 30 pt"))
    #expect(found[2].message.en.contains("attributed text"))
  }

  /// A bar title no smaller than the system's own (17 pt), which doesn't grow either: nothing to
  /// fix (AudioLearning's 20 pt title).
  @Test func aBarTitleAsLargeAsTheSystemsIsNotReported() {
    let source = """
      final class Base: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationController?.navigationBar.titleTextAttributes = [.font: UIFont(name: "AvenirNext-DemiBold", size: 20.0)!]
          UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 17)], for: .normal)
        }
      }
      """
    #expect(findings(["Base.swift": source], rules: [FixedTextSizeRule.self]).isEmpty)
  }

  @Test func aFixedUIKitFontBehindTokensHasNoGrowthToCap() {
    let theme = """
      enum Style {
        enum Typefaces {
          private static let timerDigits = UIFont.systemFont(ofSize: 60, weight: .thin)
          private static let title = UIFont.preferredFont(forTextStyle: .title1)
          enum Clock {
            static let timerDigits = Typefaces.timerDigits
            static let title = Typefaces.title
          }
        }
      }
      """
    let view = """
      struct CodeReadout: View {
        let text: String
        var body: some View {
          VStack {
            Text(text).font(Font(Style.Typefaces.Clock.timerDigits)).minimumScaleFactor(0.5).lineLimit(1)
            Text(text).font(Font(Style.Typefaces.Clock.title)).minimumScaleFactor(0.5).lineLimit(1)
          }
        }
      }
      """
    let found = findings(["Style.swift": theme, "CodeReadout.swift": view], rules: [CappedTextSizeRule.self])
    #expect(found.map { "\($0.file):\($0.position.line)" } == ["CodeReadout.swift:6"])
  }

  @Test func aReassignedConstraintConstantIsTheSize() {
    let source = """
      final class Field: UIView {
        let input = UITextField()
        let code = UITextField()
        private var widthConstraint: NSLayoutConstraint?
        private var codeWidth: NSLayoutConstraint!
        func setUp() {
          widthConstraint = input.widthAnchor.constraint(equalToConstant: 0)
          widthConstraint?.isActive = true
          codeWidth = code.widthAnchor.constraint(equalToConstant: 0)
          codeWidth.isActive = true
        }
        func setLength(_ length: Length) { widthConstraint?.constant = length.width }
        func collapse() { codeWidth.constant = 30 }
      }
      """
    let found = findings(["Field.swift": source], rules: [TargetSizeRule.self])
    #expect(found.map(\.position.line) == [9])
    #expect(found.first?.message.en.contains("30 pt wide") == true)
  }
}
