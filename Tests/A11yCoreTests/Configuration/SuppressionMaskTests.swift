import A11yCore
import Testing

struct SuppressionMaskTests {
  func at(_ line: Int) -> SourcePosition { SourcePosition(line: line, column: 1, utf8Offset: 0) }

  @Test func parsesEveryForm() {
    let next = SuppressionDirective.parse(comment: "// a11y-audit:disable:next rule-a rule-b - decorative", position: at(3))
    #expect(next?.scope == .nextLine)
    #expect(next?.ruleIDs == ["rule-a", "rule-b"])
    #expect(SuppressionDirective.parse(comment: "/* a11y-audit:disable:this rule-a */", position: at(1))?.scope == .thisLine)
    #expect(SuppressionDirective.parse(comment: "// a11y-audit:disable", position: at(1))?.ruleIDs == ["all"])
    #expect(SuppressionDirective.parse(comment: "// a11y-audit:enable rule-a,rule-b", position: at(1))?.ruleIDs == ["rule-a", "rule-b"])
    #expect(SuppressionDirective.parse(comment: "// swiftlint:disable:next rule-a", position: at(1)) == nil)
    #expect(SuppressionDirective.parse(comment: "// a11y-audit:ignore rule-a", position: at(1)) == nil)
  }

  @Test func regionsCoverTheirLines() {
    let directives = [
      SuppressionDirective(scope: .nextLine, ruleIDs: ["a"], position: at(1)),
      SuppressionDirective(scope: .thisLine, ruleIDs: ["b"], position: at(5)),
      SuppressionDirective(scope: .disable, ruleIDs: ["c"], position: at(10)),
      SuppressionDirective(scope: .enable, ruleIDs: ["c"], position: at(12)),
      SuppressionDirective(scope: .disable, ruleIDs: ["all"], position: at(20)),
    ]
    let mask = SuppressionMask(directives: directives)
    #expect(mask.suppresses(ruleID: "a", line: 2))
    #expect(!mask.suppresses(ruleID: "a", line: 3))
    #expect(mask.suppresses(ruleID: "b", line: 5))
    #expect(!mask.suppresses(ruleID: "b", line: 6))
    #expect(mask.suppresses(ruleID: "c", line: 11))
    #expect(!mask.suppresses(ruleID: "c", line: 13))
    #expect(mask.suppresses(ruleID: "anything", line: 500))
    #expect(!mask.suppresses(ruleID: "anything", line: 19))
    #expect(mask.unknownRuleIDs(knownRuleIDs: ["a", "b"]).map(\.1) == ["c", "c"])
  }
}
