import A11yCore
import A11ySwiftSource
import Testing

/// Every rule's examples, as tests: the descriptors are the test suite.
struct RuleExamplesTests {
  struct RuleCase: CustomTestStringConvertible, Sendable {
    let rule: any SwiftSourceRule.Type
    var testDescription: String { rule.descriptor.id }
  }

  static let cases = BuiltInSwiftRules.all.map(RuleCase.init)

  @Test(arguments: cases)
  func triggeringExamplesReportAtTheirMarkers(_ ruleCase: RuleCase) {
    let verifier = RuleVerifier(rule: ruleCase.rule)
    #expect(!ruleCase.rule.descriptor.examples.triggering.isEmpty)
    for example in ruleCase.rule.descriptor.examples.triggering {
      verifier.verifyTriggering(example)
    }
  }

  @Test(arguments: cases)
  func nonTriggeringExamplesReportNothing(_ ruleCase: RuleCase) {
    let verifier = RuleVerifier(rule: ruleCase.rule)
    #expect(!ruleCase.rule.descriptor.examples.nonTriggering.isEmpty)
    for example in ruleCase.rule.descriptor.examples.nonTriggering {
      verifier.verifyNonTriggering(example)
    }
  }

  @Test(arguments: cases)
  func correctionsTurnBeforeIntoAfterOnce(_ ruleCase: RuleCase) {
    let verifier = RuleVerifier(rule: ruleCase.rule)
    for correction in ruleCase.rule.descriptor.examples.corrections {
      verifier.verifyCorrection(correction)
    }
  }
}
