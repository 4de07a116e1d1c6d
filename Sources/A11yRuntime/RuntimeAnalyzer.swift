import A11yCore

/// Every runtime rule, in the order `a11y-audit rules` lists them.
public enum BuiltInRuntimeRules {
  public static let all: [any RuntimeRule.Type] = [
    RuntimeControlNameRule.self,
    RuntimeImageLabelRule.self,
    RuntimeLabelQualityRule.self,
    RuntimeTargetSizeRule.self,
    RuntimeTargetSpacingRule.self,
    RuntimeOverlappingTargetsRule.self,
    RuntimeOffscreenElementRule.self,
    RuntimeReadingOrderRule.self,
    RuntimeDuplicateLabelRule.self,
    RuntimeScreenTitleRule.self,
    RuntimeTextContrastRule.self,
  ]
}

/// Runs runtime rules over analysed screens and returns findings in report order.
public struct RuntimeAnalyzer: Sendable {
  public let rules: [any RuntimeRule.Type]
  /// Rule ids not to run.
  public let disabled: Set<String>
  /// Per-rule severities from the configuration.
  public let severities: [String: Severity]

  public init(rules: [any RuntimeRule.Type] = BuiltInRuntimeRules.all, disabled: Set<String> = [], severities: [String: Severity] = [:]) {
    self.rules = rules
    self.disabled = disabled
    self.severities = severities
  }

  public func analyze(_ screen: AnalyzedScreen) -> [Finding] {
    var findings: [Finding] = []
    for rule in rules where !disabled.contains(rule.descriptor.id) {
      var context = RuntimeRuleContext(
        descriptor: rule.descriptor, severity: severities[rule.descriptor.id] ?? rule.descriptor.defaultSeverity)
      rule.init().check(screen, &context)
      findings += context.findings
    }
    return findings.sorted(by: Finding.reportOrder)
  }
}
