/// Everything a11y-audit knows about a rule apart from its check: identity, the guidelines it
/// enforces, why it matters, and examples. The examples are also its tests, and the rule reference
/// (`docs/rules.md`) is generated from descriptors.
public struct RuleDescriptor: Sendable {
  /// kebab-case, stable; what users write in configuration and suppression comments.
  public let id: String
  public let title: LocalizedText
  /// Why a person using VoiceOver, Switch Control or large text is affected, and the fix.
  public let rationale: LocalizedText
  public let defaultSeverity: Severity
  public let checkpoints: [Checkpoint]
  /// WCAG 2.2 success criteria, such as "1.1.1".
  public let wcag: [String]
  /// The Human Interface Guidelines section the rule follows.
  public let hig: String
  public let options: [RuleOption]
  public let examples: RuleExamples
  /// The kinds of fix the rule's check can produce (empty: it gives advice only). `rules` and
  /// `explain` show them; a test holds them true against the rule's examples.
  public let fixes: Set<FixApplicability>
  /// Severities some of its findings get instead of ``defaultSeverity`` (an SF Symbol without a
  /// label is `info` where an asset image is an `error`; a finding that needs review is at most a
  /// warning). `rules` and `explain` show them, so the table never promises a severity `lint`
  /// doesn't use; a test holds them true against the rule's examples.
  public let otherSeverities: Set<Severity>
  /// Off unless the configuration names it (`opt_in_rules`, or `only_rules`): a recommendation some
  /// audits hold and most don't (checkpoint 2.5's 9 mm between icon controls' centres).
  public let isOptIn: Bool

  public init(
    id: String, title: LocalizedText, rationale: LocalizedText, defaultSeverity: Severity,
    checkpoints: [Checkpoint], wcag: [String], hig: String, options: [RuleOption] = [], isOptIn: Bool = false,
    examples: RuleExamples, fixes: Set<FixApplicability> = [], otherSeverities: Set<Severity> = []
  ) {
    self.isOptIn = isOptIn
    self.fixes = fixes
    self.otherSeverities = otherSeverities.subtracting([defaultSeverity])
    self.id = id
    self.title = title
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.checkpoints = checkpoints
    self.wcag = wcag
    self.hig = hig
    self.options = options
    self.examples = examples
  }
}

extension RuleDescriptor {
  /// "error", or "error (some warning, info)" when findings may be less severe.
  /// "warning, opt-in" for a rule off by default.
  public var severitySummary: String {
    let optIn = isOptIn ? ", opt-in" : ""
    guard !otherSeverities.isEmpty else { return defaultSeverity.rawValue + optIn }
    return defaultSeverity.rawValue + " (some " + otherSeverities.sorted(by: >).map(\.rawValue).joined(separator: ", ") + ")" + optIn
  }
}

/// Source snippets that must and must not trigger a rule. In a triggering example, `↓` marks each
/// place a finding must be reported (the marker is removed before analysis).
public struct RuleExamples: Sendable {
  public var triggering: [RuleExample]
  public var nonTriggering: [RuleExample]
  /// Source before and after the rule's fixes are applied (markers not used).
  public var corrections: [RuleCorrection]

  public init(triggering: [RuleExample], nonTriggering: [RuleExample], corrections: [RuleCorrection] = []) {
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
  }
}

public struct RuleExample: Sendable, ExpressibleByStringLiteral {
  public static let marker: Character = "↓"
  public var code: String
  /// Rule options to use for this example (same shape as the configuration file's per-rule object).
  public var options: [String: ConfigValue]
  /// Some examples depend on context that a comment or string wrapper would change (e.g. a marker
  /// inside a comment itself); they opt out of those mutation checks.
  public var testsWrapping: Bool
  /// The code fence's language in the rule reference: `swift`, or `text` for a runtime hierarchy.
  public var syntax: String
  public var file: StaticString
  public var line: UInt

  public init(
    _ code: String, options: [String: ConfigValue] = [:], testsWrapping: Bool = true, syntax: String = "swift",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    self.code = code
    self.syntax = syntax
    self.options = options
    self.testsWrapping = testsWrapping
    self.file = file
    self.line = line
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }
}

public struct RuleCorrection: Sendable {
  public var before: String
  public var after: String
  public var file: StaticString
  public var line: UInt

  public init(before: String, after: String, file: StaticString = #filePath, line: UInt = #line) {
    self.before = before
    self.after = after
    self.file = file
    self.line = line
  }
}

/// A per-rule option a configuration file may set.
public struct RuleOption: Sendable {
  public enum Kind: String, Sendable {
    case number, string, bool, stringList
  }

  public let name: String
  public let kind: Kind
  public let defaultValue: ConfigValue
  public let summary: LocalizedText
  /// For `.string` options with a closed set of values.
  public let allowedValues: [String]

  public init(
    name: String, kind: Kind, defaultValue: ConfigValue, summary: LocalizedText, allowedValues: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = summary
    self.allowedValues = allowedValues
  }
}
