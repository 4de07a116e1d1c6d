import A11yCore
import A11ySwiftSource
import Testing

/// Round thirteen on untuned apps: what the rule examples can't hold (severities, the project's
/// product names).
/// - A thin or light weight at a display size (34 pt or more) is information; at body sizes a warning.
/// - The app's own name drawn as a wordmark (Enchanted's `Text("Enchanted")` at 46 pt thin) is a logo.
/// - A full-width row 44 pt high or more that responds across its width (a content shape or a
///   background) meets Apple's 44 pt and is easy to hit, the sufficient size checkpoint 2.5 asks
///   for: not reported (round 32; information before, a warning before that).
struct UntunedAppsRoundThirteenTextTests {
  func findings(_ rule: any SwiftSourceRule.Type, _ source: String, products: Set<String> = []) -> [Finding] {
    var configuration = Configuration.recommendedTargetSize
    configuration.onlyRules = [rule.descriptor.id]
    var project = ProjectIndex()
    project.productNames = products
    return SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: project).analyze(source: source, path: "A.swift")
  }

  static func empty(_ text: String, size: Int) -> String {
    "struct EmptyConversationView: View { var body: some View { VStack { Text(\"\(text)\").font(.system(size: \(size), weight: .thin)).foregroundStyle(gradient) } } }"
  }

  @Test func aLightWeightAtADisplaySizeIsInformation() {
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Welcome back", size: 46)).map(\.severity) == [.info])
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Welcome back", size: 34)).map(\.severity) == [.info])
    let uikit = "final class V: UIViewController {\n  let clock = UILabel()\n  func setUp() { clock.font = UIFont.systemFont(ofSize: 60, weight: .thin) }\n}"
    #expect(findings(TextWeightAlignmentRule.self, uikit).map(\.severity) == [.info])
  }

  @Test func aLightWeightAtBodySizesKeepsItsWarning() {
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Welcome back", size: 15)).map(\.severity) == [.warning])
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Welcome back", size: 28)).map(\.severity) == [.warning])
    // The product's name at a text size (under 20 pt) is still text.
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Enchanted", size: 15), products: ["enchanted"]).map(\.severity) == [.warning])
  }

  @Test func theAppsNameAsAWordmarkIsNotReported() {
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Enchanted", size: 46), products: ["enchanted"]).isEmpty)
    // Without the product's name known, it is display text: information.
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Enchanted", size: 46)).map(\.severity) == [.info])
    // Another word at the same size is said.
    #expect(findings(TextWeightAlignmentRule.self, Self.empty("Welcome", size: 46), products: ["enchanted"]).map(\.severity) == [.info])
    #expect(findings(TextWeightAlignmentRule.self, "struct Logo: View { var body: some View { Text(\"Enchanted\").font(.largeTitle).fontWeight(.light) } }",
                     products: ["enchanted"]).isEmpty)
  }

  static func row(_ label: String) -> String {
    "struct SortRow: View { var body: some View { Button { item.onTap() } label: { \(label) } } }"
  }

  /// Under 9 mm but at least 44 pt, and not wide: information that doesn't say it is easy to hit.
  static func narrowNineMillimetreNote(_ finding: Finding) -> Bool {
    finding.severity == .info && !finding.message.en.contains("easy to hit")
  }

  @Test func aFullWidthRowIsHeldTo44Points() {
    #expect(findings(TargetSizeRule.self, Self.row("HStack(spacing: 0) { Text(item.title); Spacer(); checkmark }.frame(height: 52).contentShape(Rectangle())")).isEmpty)
    #expect(findings(TargetSizeRule.self, Self.row("HStack(spacing: 0) { Text(item.title); Spacer(); checkmark }.frame(height: 52).background(Color.white)")).isEmpty)
    // 60 pt high is over 9 mm too: nothing.
    #expect(findings(TargetSizeRule.self, Self.row("HStack(spacing: 0) { Text(item.title); Spacer(); checkmark }.frame(height: 60).contentShape(Rectangle())")).isEmpty)
    // Without a content shape the Spacer doesn't respond: 9 mm is asked as before.
    #expect(findings(TargetSizeRule.self, Self.row("HStack(spacing: 0) { Text(item.title); Spacer(); checkmark }.frame(height: 52)")).map(Self.narrowNineMillimetreNote) == [true])
    #expect(findings(TargetSizeRule.self, Self.row("HStack(spacing: 0) { Text(item.title); Spacer(); checkmark }.frame(height: 52).background(Color.clear)")).map(Self.narrowNineMillimetreNote) == [true])
    // The same height without the Spacer: a narrow target, 9 mm asked of it.
    #expect(findings(TargetSizeRule.self, Self.row("HStack(spacing: 0) { Text(item.title); checkmark }.frame(height: 52).contentShape(Rectangle())")).map(Self.narrowNineMillimetreNote) == [true])
    // A fixed width is not the screen's.
    #expect(findings(TargetSizeRule.self, Self.row("HStack { Text(item.title); Spacer() }.frame(width: 50, height: 52).contentShape(Rectangle())")).map(Self.narrowNineMillimetreNote) == [true])
    // A fill outside the button doesn't make its label's empty parts respond.
    #expect(findings(TargetSizeRule.self, "struct LinkRow: View { var body: some View { Button { copy() } label: { Text(link).frame(height: 48).frame(maxWidth: .infinity) }.padding(.horizontal, 12).background(Color.gray) } }").map(Self.narrowNineMillimetreNote) == [true])
    // Under 44 pt high, a full-width row is still an error.
    #expect(findings(TargetSizeRule.self, Self.row("HStack { Text(item.title); Spacer() }.frame(height: 36).contentShape(Rectangle())")).map(\.severity) == [.error])
  }
}
