import A11yCore
import A11ySwiftSource
import Foundation
import Testing

/// Every rule's Korean messages, from its own examples: particles after tokens agree with the
/// token's final sound, no combined forms like 을(를), no internal tokens.
struct KoreanMessageTests {
  static let pairs: [(String, KoreanParticle)] = [
    ("이라고", .quotative), ("라고", .quotative), ("으로", .direction), ("은", .topic), ("는", .topic),
    ("이", .subject), ("가", .subject), ("을", .object), ("를", .object), ("로", .direction), ("과", .and), ("와", .and),
  ]

  @Test(arguments: RuleExamplesTests.cases)
  func koreanMessagesReadNaturally(_ ruleCase: RuleExamplesTests.RuleCase) throws {
    let verifier = RuleVerifier(rule: ruleCase.rule)
    var messages: [String] = []
    for example in ruleCase.rule.descriptor.examples.triggering {
      for finding in verifier.findings(in: RuleVerifier.stripMarkers(example.code).0, options: example.options) {
        messages.append(finding.message.ko)
        if let fix = finding.fix { messages.append(fix.summary.ko) }
      }
    }
    let token = try Regex(#"('[^']{1,40}'|`[^`]{1,40}`|\.[A-Za-z][A-Za-z0-9]*)(이라고|라고|으로|은|는|이|가|을|를|로|과|와)(?=[ .,)]|$)"#)
    for message in messages {
      for combined in ["을(를)", "이(가)", "은(는)", "(으)로", "와(과)", "과(와)"] {
        #expect(!message.contains(combined), "\(ruleCase.rule.descriptor.id): \(message)")
      }
      for leaked in ["KR ", "iphone-", "ipad-", "흐르게"] {
        #expect(!message.contains(leaked), "\(ruleCase.rule.descriptor.id): \(message)")
      }
      for match in message.matches(of: token) {
        let word = String(match.output[1].substring ?? "")
        let written = String(match.output[2].substring ?? "")
        guard let particle = Self.pairs.first(where: { $0.0 == written })?.1 else { continue }
        #expect(particle.form(after: word) == written, "\(ruleCase.rule.descriptor.id): '\(word)\(written)' in \(message)")
      }
    }
  }
}
