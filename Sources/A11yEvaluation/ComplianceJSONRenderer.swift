import A11yCore

/// The report as JSON for other tools: `formatVersion`, `kind: "a11y-audit-compliance-report"`,
/// `automatedOnly`, the summary, each checkpoint with status, verdicts and evidence, the user
/// evaluation's success rates, the defects and the open issues (docs/evaluation.md).
public struct ComplianceJSONRenderer: Sendable {
  public static let formatVersion = 1
  public var language: Language
  public var toolName: String
  public var toolVersion: String

  public init(language: Language, toolName: String, toolVersion: String) {
    self.language = language
    self.toolName = toolName
    self.toolVersion = toolVersion
  }

  func t(_ text: LocalizedText) -> JSONValue { .string(text.text(in: language)) }
  func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
  func number(_ value: Double?) -> JSONValue { value.map { .number(($0 * 10000).rounded() / 10000) } ?? .null }

  func rate(_ success: SuccessRate) -> [(String, JSONValue)] {
    [("attempts", .number(Double(success.attempts))), ("successes", .number(Double(success.successes))), ("rate", number(success.rate))]
  }

  public func render(_ report: ComplianceReport) -> String {
    var summary: [(String, JSONValue)] = [("complianceRate", number(report.complianceRate))]
    summary.append(("byStatus", .object(CheckpointStatus.allCases.map { ($0.rawValue, .number(Double(report.count($0)))) })))
    summary.append(("defects", .number(Double(report.defects.count))))
    var document: [(String, JSONValue)] = [
      ("formatVersion", .number(Double(ComplianceJSONRenderer.formatVersion))),
      ("kind", .string("a11y-audit-compliance-report")),
      ("tool", .object([("name", .string(toolName)), ("version", .string(toolVersion))])),
      ("language", .string(language.rawValue)),
      ("automatedOnly", .bool(report.automatedOnly)),
      ("guideline", t(ReportText.guidelineName)),
    ]
    if let app = report.checklist?.app {
      document.append(("app", .object([
        ("name", .string(app.name)), ("version", .string(app.version)), ("devices", strings(app.devices)),
        ("evaluationDate", .string(app.evaluationDate)), ("evaluatedBy", .string(app.evaluatedBy)),
      ])))
    }
    document.append(("summary", .object(summary)))
    document.append(("checkpoints", .array(report.entries.map(entry))))
    if let users = report.userEvaluation {
      document.append(("userEvaluation", .object([
        ("example", .bool(users.evaluation.isExample)),
        ("timeLimitMinutes", .number(users.evaluation.timeLimitMinutes)),
        ("overall", .object(rate(users.overall))),
        ("tasks", .array(users.tasks.map { task in
          .object([("id", .string(task.task.id)), ("description", .string(task.task.description))] + rate(task.success))
        })),
        ("byDisabilityType", .array(users.disabilityTypes.map { group in
          .object([("disabilityType", group.disabilityType.map { .string($0.rawValue) } ?? .null), ("evaluators", strings(group.evaluators))] + rate(group.success))
        })),
        ("attempts", .array(users.evaluation.attempts.map { attempt in
          .object([
            ("task", .string(attempt.task)), ("evaluator", .string(attempt.evaluator)),
            ("completed", attempt.completed.map(JSONValue.bool) ?? .null), ("minutes", attempt.minutes.map(JSONValue.number) ?? .null),
            ("succeeded", .bool(attempt.succeeded(timeLimitMinutes: users.evaluation.timeLimitMinutes))),
            ("problems", strings(attempt.problems)),
          ])
        })),
      ])))
    }
    document.append(("defects", .array(report.defects.map { defect in
      .object([
        ("checkpoint", .string(defect.checkpoint.rawValue)),
        ("origin", .string(defect.origin == .evaluator ? "evaluator" : "automated")),
        ("rule", defect.rule.map(JSONValue.string) ?? .null),
        ("severity", defect.severity.map { .string($0.rawValue) } ?? .null),
        ("needsReview", .bool(defect.needsReview)),
        ("location", .string(defect.location)),
        ("description", .string(defect.description)),
        ("fix", .string(defect.fix)),
        ("screenshots", strings(defect.screenshots)),
      ])
    })))
    document.append(("issues", .array(report.issues.map { issue in
      .object([("path", .string(issue.path)), ("kind", .string(issue.kind.rawValue)), ("message", t(issue.message))])
    })))
    document.append(("inputs", .object([("findings", strings(report.findingsInputs)), ("hierarchy", strings(report.hierarchyInputs))])))
    return JSONValue.object(document).rendered()
  }

  func entry(_ entry: CheckpointEntry) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("id", .string(entry.checkpoint.rawValue)),
      ("title", t(entry.checkpoint.title)),
      ("status", .string(entry.status.rawValue)),
      ("verdict", entry.evaluation?.verdict.map { .string($0.rawValue) } ?? .null),
      ("reason", .string(entry.evaluation?.reason ?? "")),
      ("notes", .string(entry.evaluation?.notes ?? "")),
      ("screens", .array((entry.evaluation?.screens ?? []).map { screen in
        .object([
          ("screen", .string(screen.screen)), ("verdict", screen.verdict.map { .string($0.rawValue) } ?? .null),
          ("notes", .string(screen.notes)), ("screenshots", strings(screen.screenshots)),
        ])
      })),
      ("automatedRules", strings(entry.rules)),
    ]
    pairs.append(("automated", .object([
      ("errors", .number(Double(entry.automated.errors))), ("warnings", .number(Double(entry.automated.warnings))),
      ("info", .number(Double(entry.automated.info))), ("needsReview", .number(Double(entry.automated.needsReview))),
    ])))
    pairs.append(("findings", .array(entry.findings.map { finding in
      var object: [(String, JSONValue)] = [
        ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)), ("source", .string(finding.source.rawValue)),
        ("file", .string(finding.file)), ("line", finding.line.map { .number(Double($0)) } ?? .null),
        ("column", finding.column.map { .number(Double($0)) } ?? .null), ("message", .string(finding.message)),
        ("needsReview", .bool(finding.needsReview)),
      ]
      if !finding.location.isEmpty { object.append(("location", .object(finding.location.map { ($0.0, .string($0.1)) }))) }
      if let fix = finding.fixSummary { object.append(("fix", .string(fix))) }
      return .object(object)
    })))
    return .object(pairs)
  }
}
