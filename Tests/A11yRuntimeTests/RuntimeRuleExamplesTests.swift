import A11yCore
@testable import A11yRuntime
import Foundation
import Testing

/// Every runtime rule's examples are tests: triggering examples are reported exactly on the lines
/// marked with `↓`, non-triggering ones not at all. Contrast examples get a painted screenshot as
/// their first line says.
struct RuntimeRuleExamplesTests {
  static let rules: [any RuntimeRule.Type] = BuiltInRuntimeRules.all

  @Test(arguments: rules.map { RuleCase($0) })
  func examples(_ rule: RuleCase) throws {
    let descriptor = rule.type.descriptor
    #expect(descriptor.id.hasPrefix("runtime-"))
    #expect(!descriptor.examples.triggering.isEmpty && !descriptor.examples.nonTriggering.isEmpty)
    for example in descriptor.examples.triggering {
      let (lines, markers) = try findingLines(rule.type, example)
      #expect(lines == markers, "\(descriptor.id): findings on lines \(lines), markers on \(markers)\n\(example.code)")
    }
    for example in descriptor.examples.nonTriggering {
      let (lines, _) = try findingLines(rule.type, example)
      #expect(lines.isEmpty, "\(descriptor.id): unexpected findings on lines \(lines)\n\(example.code)")
    }
  }

  @Test func everyRuleIsInTheListOnce() {
    let ids = BuiltInRuntimeRules.all.map { $0.descriptor.id }
    #expect(Set(ids).count == ids.count)
    #expect(ids.count == 11)
  }

  private func findingLines(_ rule: any RuntimeRule.Type, _ example: RuleExample) throws -> (found: [Int], marked: [Int]) {
    let (screen, marked) = try parseExample(example.code)
    var screenshot: Screenshot?
    // `(screenshot: text #AAAAAA on #FFFFFF)`: paint every static text's frame with glyph-like strokes.
    if let match = example.code.firstMatch(of: #/\(screenshot: text (#[0-9A-Fa-f]{6}) on (#[0-9A-Fa-f]{6})\)/#),
       let textColor = RGBAColor(parsing: String(match.output.1)), let background = RGBAColor(parsing: String(match.output.2)) {
      let scale = 2.0
      var canvas = Canvas(width: Int(screen.bounds.width * scale), height: Int(screen.bounds.height * scale), fill: background)
      func paint(_ element: RuntimeElement) {
        if element.type == "StaticText" { canvas.drawText(in: element.frame, scale: scale, color: textColor, background: background) }
        element.children.forEach(paint)
      }
      paint(screen.root)
      screenshot = Screenshot(image: canvas.image, pixelsPerPoint: scale)
    }
    let analyzed = AnalyzedScreen(screen: screen, screenshot: screenshot)
    let findings = RuntimeAnalyzer(rules: [rule]).analyze(analyzed)
    #expect(findings.allSatisfy { $0.ruleID == rule.descriptor.id && $0.element != nil })
    return (findings.map(\.position.line).sorted(), marked)
  }
}

struct RuleCase: CustomTestStringConvertible, Sendable {
  let type: any RuntimeRule.Type
  init(_ type: any RuntimeRule.Type) { self.type = type }
  var testDescription: String { type.descriptor.id }
}
