import A11yCore
import SwiftParser
import SwiftSyntax

/// Analyzes one Swift file: parse, build the model once, run every enabled rule over it, drop
/// suppressed findings.
public struct SwiftSourceAnalyzer: Sendable {
  public let rules: [any SwiftSourceRule.Type]
  public let configuration: Configuration
  public let project: ProjectIndex
  /// Rule ids suppressions may name (others are `invalid-suppression`).
  public let knownRuleIDs: Set<String>
  /// The enabled rules with their descriptors, read once: a rule's `descriptor` is a copy of a
  /// large struct each time it is read, and reading it twice per rule per file showed in profiles.
  private let enabledRules: [(rule: any SwiftSourceRule.Type, descriptor: RuleDescriptor)]

  public init(rules: [any SwiftSourceRule.Type], configuration: Configuration, project: ProjectIndex = .empty, knownRuleIDs: Set<String>? = nil) {
    self.rules = rules
    self.configuration = configuration
    self.project = project
    self.knownRuleIDs = knownRuleIDs ?? Set(rules.map { $0.descriptor.id })
    self.enabledRules = rules.map { ($0, $0.descriptor) }.filter { configuration.isEnabled($0.descriptor) }
  }

  /// One file judged alone: its own declarations are its project.
  public func analyze(source: String, path: String) -> [Finding] {
    analyzeProject([(source: source, path: path)])
  }

  /// Files judged together, the way a whole project is: model each, index them, then check each
  /// against the index. Findings in report order.
  public func analyzeProject(_ sources: [(source: String, path: String)]) -> [Finding] {
    let models = sources.map { Self.model(source: $0.source, path: $0.path) }
    let index = ProjectIndexBuilder.build(from: models, base: project)
    let linked = models.map { ProjectLinker.link($0, with: index) }
    return (linked.flatMap { check($0) } + checkProject(linked, index: index)).sorted(by: Finding.reportOrder)
  }

  /// Runs the rules that compare files, once over every linked model of a project.
  public func checkProject(_ models: [SwiftFileModel], index: ProjectIndex) -> [Finding] {
    checkProject(models, index: index) { positions, check in positions.map(check) }
  }

  /// ``checkProject(_:index:)`` with the rules handed to `map`, which may run them on several
  /// threads and must return their results in the order of the positions it was given. Each
  /// rule reads only the models and the index, so the findings and their order are the same;
  /// run one after another, the project rules kept one core busy while the other waited.
  public func checkProject(
    _ models: [SwiftFileModel], index: ProjectIndex,
    map: ([Int], @escaping @Sendable (Int) -> [Finding]) -> [[Finding]]
  ) -> [Finding] {
    let suppressions = Dictionary(models.map { ($0.path, $0.suppressions) }, uniquingKeysWith: { first, _ in first })
    let byPath = Dictionary(models.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let rules = enabledRules, configuration = configuration
    return map(Array(rules.indices)) { position in
      var context = ProjectRuleContext(descriptor: rules[position].descriptor, configuration: configuration, project: index)
      rules[position].rule.init().checkProject(models, &context)
      return context.findings.filter {
        suppressions[$0.file]?.suppresses(ruleID: $0.ruleID, line: $0.position.line) != true
      }.compactMap { finding in byPath[finding.file].map { FindingPlacement.annotate(finding, in: $0) } ?? finding }
    }.flatMap { $0 }
  }

  /// Runs the enabled rules over a model already linked to its project.
  public func check(_ model: SwiftFileModel) -> [Finding] {
    checker(for: model.project).check(model)
  }

  /// Checks the files of one project: what the rules' contexts share is made once, not per file.
  public func checker(for project: ProjectIndex) -> FileChecker {
    FileChecker(analyzer: self, rules: enabledRules.map { rule, descriptor in
      (rule, RuleContext.Shared(descriptor: descriptor, configuration: configuration, project: project))
    })
  }

  /// ``SwiftSourceAnalyzer/check(_:)`` for models linked to one project index.
  public struct FileChecker: Sendable {
    let analyzer: SwiftSourceAnalyzer
    let rules: [(rule: any SwiftSourceRule.Type, shared: RuleContext.Shared)]

    public func check(_ model: SwiftFileModel) -> [Finding] {
      analyzer.check(model, rules: rules)
    }
  }

  private func check(_ model: SwiftFileModel, rules: [(rule: any SwiftSourceRule.Type, shared: RuleContext.Shared)]) -> [Finding] {
    let path = model.path
    var findings: [Finding] = []
    for (rule, shared) in rules {
      var context = RuleContext(shared: shared, file: path)
      rule.init().check(model, &context)
      findings += context.findings.filter { !model.suppressions.suppresses(ruleID: $0.ruleID, line: $0.position.line) }
        .compactMap { FindingPlacement.annotate($0, in: model) }
    }
    if configuration.isEnabled(InvalidSuppression.descriptor) {
      for (directive, unknown) in model.suppressions.unknownRuleIDs(knownRuleIDs: knownRuleIDs) {
        findings.append(InvalidSuppression.finding(ruleID: unknown, at: directive.position, file: path, configuration: configuration))
      }
    }
    return findings.sorted(by: Finding.reportOrder)
  }

  /// Files that ``ParseBudget/refusal(for:)`` refuses must not reach this (callers check first);
  /// for the rest, the parser's nesting limit is raised from its default (256, past which the rest
  /// of a file silently becomes unparsed text) to what the budget allows. Deep files need a large
  /// stack: the auditor's workers have one.
  public static func model(source: String, path: String) -> SwiftFileModel {
    var source = source
    let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: ParseBudget.parserNestingLimit) }
    return SwiftFileModelBuilder.build(path: path, source: source, tree: tree)
  }
}

/// Reports suppression comments that name rules that don't exist: a typo there silently
/// suppresses nothing.
public enum InvalidSuppression {
  public static let descriptor = RuleDescriptor(
    id: "invalid-suppression",
    title: LocalizedText(en: "Suppression names an unknown rule", ko: "알 수 없는 규칙을 지정한 억제 주석"),
    rationale: LocalizedText(
      en: "An `a11y-audit:disable` comment that names a rule that doesn't exist suppresses nothing; it is usually a typo that leaves a real finding hidden from review.",
      ko: "존재하지 않는 규칙을 지정한 `a11y-audit:disable` 주석은 아무것도 억제하지 못합니다. 대개 오타이며 실제 문제를 검토에서 가릴 수 있습니다."),
    defaultSeverity: .warning, checkpoints: [], wcag: [], hig: "—",
    examples: RuleExamples(
      triggering: ["↓// a11y-audit:disable:next no-such-rule\nlet x = 1"],
      nonTriggering: ["// a11y-audit:disable:next all\nlet x = 1"]))

  public static func finding(ruleID: String, at position: SourcePosition, file: String, configuration: Configuration) -> Finding {
    Finding(
      ruleID: descriptor.id, severity: configuration.severity(for: descriptor), file: file, position: position,
      message: LocalizedText(
        en: "the suppression names '\(ruleID)', which is not a rule; run `a11y-audit rules` for the list",
        ko: "억제 주석이 규칙이 아닌 \(KoreanParticle.object.attach(to: "'\(ruleID)'")) 지정합니다. 규칙 목록은 `a11y-audit rules`로 확인하세요"),
      checkpoints: [], wcag: [], hig: descriptor.hig)
  }
}
