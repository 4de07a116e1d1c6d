@testable import A11yKit
import Foundation
import Testing

struct RuleReferenceTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func docsRulesIsCurrent() throws {
    let generated = CommandLineTool.run(arguments: ["rules", "--format", "markdown"]).standardOutput
    let path = Self.repositoryRoot.appendingPathComponent("docs/rules.md").path
    let committed = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    guard committed != generated else { return }
    let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = Array(zip(committedLines, generatedLines)).firstIndex { $0.0 != $0.1 }
      ?? min(committedLines.count, generatedLines.count)
    Issue.record("""
      docs/rules.md is stale (first difference at line \(firstDifference + 1)): \
      run `swift run a11y-audit rules --format markdown > docs/rules.md`
      """)
  }

  @Test func referenceHasEveryRuleInBothLanguages() {
    let markdown = CommandLineTool.run(arguments: ["rules", "--format", "markdown"]).standardOutput
    for descriptor in RuleCatalog.descriptors {
      #expect(markdown.contains("## \(descriptor.id)\n"))
      #expect(markdown.contains(descriptor.title.en))
      #expect(markdown.contains(descriptor.title.ko))
      #expect(markdown.contains(descriptor.rationale.ko))
      for example in descriptor.examples.triggering {
        #expect(markdown.contains(example.code.trimmingCharacters(in: .newlines)))
      }
    }
  }
}
