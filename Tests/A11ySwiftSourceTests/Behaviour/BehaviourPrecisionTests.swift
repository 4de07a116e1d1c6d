import A11yCore
@testable import A11ySwiftSource
import Testing

/// Behaviour-rule findings whose wording or severity matters beyond "reported here or not".
struct BehaviourPrecisionTests {
  func findings(_ source: String, rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration)
    return analyzer.analyzeProject([(source: source, path: "View.swift")])
  }

  /// The invisible branch of `x != nil ? 0 : -2000` is `x == nil`, not `!x != nil`.
  @Test func theInvisibleConditionIsPrintedNegatedProperly() throws {
    let source = "struct Row: View { let item: Item?\n var body: some View { Text(\"Found\").offset(x: item != nil ? 0 : -2000) } }"
    let finding = try #require(findings(source, rule: InvisibleContentFocusRule.self).first)
    #expect(finding.message.en.contains("`item == nil`"))
    #expect(!finding.message.en.contains("!item"))
    #expect(InvisibleContentFocusRule.negated("selectedDate >= domain.start && selectedDate <= domain.end")
      == "!(selectedDate >= domain.start && selectedDate <= domain.end)")
    #expect(InvisibleContentFocusRule.negated("selected") == "!selected")
    #expect(InvisibleContentFocusRule.negated("!selected") == "selected")
    #expect(InvisibleContentFocusRule.negated("count > 0") == "count <= 0")
    #expect(InvisibleContentFocusRule.negated("loadingState == .loading") == "loadingState != .loading")
    #expect(InvisibleContentFocusRule.negated("![.idle, .loading].contains(loadingState)") == "[.idle, .loading].contains(loadingState)")
    #expect(InvisibleContentFocusRule.negated("store.logs.isEmpty") == "!store.logs.isEmpty")
    #expect(InvisibleContentFocusRule.negated("!translatesTags && tagTranslatorEmpty\n    && isEnabled")
      == "!(!translatesTags && tagTranslatorEmpty && isEnabled)")
  }

  /// Off screen while the model has no item and showing only the model's own texts: probably empty
  /// then, so a note to check, not a warning.
  @Test func textsOfAnAbsentModelAreANoteToCheck() throws {
    let source = """
      struct Armoire: View {
        @ObservedObject var viewModel: ArmoireViewModel
        var body: some View {
          VStack {
            Text(viewModel.title).offset(x: viewModel.type != nil ? 0 : -2000)
            Text("You found an item").offset(x: viewModel.type != nil ? 0 : -2000)
          }
        }
      }
      """
    let all = findings(source, rule: InvisibleContentFocusRule.self).sorted { $0.position.line < $1.position.line }
    #expect(all.count == 2)
    let modelText = try #require(all.first { $0.position.line == 5 })
    #expect(modelText.severity == .info && modelText.needsReview)
    #expect(modelText.message.en.contains("`viewModel.type == nil`"))
    #expect(modelText.message.en.contains("if its text is empty in that state"))
    // A fixed text says something in that state: a warning.
    let fixedText = try #require(all.first { $0.position.line == 6 })
    #expect(fixedText.severity == .warning && !fixedText.needsReview)
    #expect(!fixedText.message.en.contains("if its text is empty"))
  }
}
