import A11yCore
import A11ySwiftSource
import Testing

/// Precision on three untuned apps (issue 7, round 9): text-size findings that settings made at
/// the call sites answer (a label subclass whose every instance follows the text size).
struct UntunedAppsRoundNineTextTests {
  func findings(_ files: [String: String], rules: [any SwiftSourceRule.Type]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  static let badge = """
    public class TimeBadge: UILabel {
      public override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        font = UIFont.preferredFont(forTextStyle: .headline)
      }
      required public init?(coder: NSCoder) { fatalError() }
    }

    #if DEBUG
    struct TimeBadge_Previews: PreviewProvider {
      private static let nowBadge: TimeBadge = {
        let badge = TimeBadge()
        badge.text = "NOW"
        return badge
      }()
    }
    #endif
    """

  @Test func aLabelSubclassEveryInstanceOfWhichAdjustsFollowsTheTextSize() {
    let row = """
      final class ArrivalView: UIView {
        let relativeTimeBadge: TimeBadge = {
          let badge = TimeBadge()
          badge.adjustsFontForContentSizeCategory = true
          return badge
        }()
      }
      """
    #expect(findings(["TimeBadge.swift": Self.badge, "ArrivalView.swift": row], rules: [TextSizeUpdatesRule.self]).isEmpty)
  }

  @Test func oneInstanceThatDoesNotAdjustKeepsTheFinding() {
    let rows = """
      final class ArrivalView: UIView {
        let relativeTimeBadge: TimeBadge = {
          let badge = TimeBadge()
          badge.adjustsFontForContentSizeCategory = true
          return badge
        }()
        let compactBadge = TimeBadge()
      }
      """
    let found = findings(["TimeBadge.swift": Self.badge, "ArrivalView.swift": rows], rules: [TextSizeUpdatesRule.self])
    #expect(found.map(\.position.line) == [5])
    #expect(found.first?.message.en.contains("'self'") == true)
  }

  @Test func aProjectFontHelperGivesTheTextItsSize() {
    let source = """
      extension View {
        func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View { font(.system(size: size, weight: weight)) }
      }
      struct Badge: View {
        var body: some View {
          HStack(spacing: 2) { Text("SELECTING") }
            .fontSize(13, .medium)
            .foregroundColor(.white)
            .background(Color.orange)
        }
      }
      """
    let found = findings(["Badge.swift": source], rules: [TextContrastRule.self])
    #expect(found.count == 1)
    #expect(found.first?.message.en.contains("for 13 pt") == true)
    #expect(found.first?.message.en.contains("unknown size") == false)
  }

  @Test func aTextContrastWarningStatesTheThresholdThatApplies() {
    let source = """
      struct Note: View {
        var body: some View { Text("Updated").font(.caption).foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5)).background(Color.white) }
      }
      """
    let found = findings(["Note.swift": source], rules: [TextContrastRule.self])
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.en.contains("below the 4.5:1 that 12 pt text needs") == true)
    #expect(found.first?.message.en.contains("meets") == false)
  }

  @Test func aFixedFontUnderAttributedTextMadeElsewhereAsksForReview() {
    let source = """
      final class SpotlightView: UIView {
        var textLabel = UILabel()
        var hintLabel = UILabel()
        func start(_ spotlight: Spotlight) {
          textLabel.font = UIFont.systemFont(ofSize: 20)
          textLabel.attributedText = spotlight.attributedText
          hintLabel.font = UIFont.systemFont(ofSize: 20)
          hintLabel.attributedText = spotlight.attributedText
          hintLabel.text = spotlight.hint
        }
      }
      """
    let found = findings(["SpotlightView.swift": source], rules: [FixedTextSizeRule.self])
    #expect(found.map(\.position.line) == [5, 7])
    #expect(found.map(\.severity) == [.warning, .error])
    #expect(found.map(\.needsReview) == [true, false])
    #expect(found.first?.message.en.contains("spotlight.attributedText") == true)
  }
}
