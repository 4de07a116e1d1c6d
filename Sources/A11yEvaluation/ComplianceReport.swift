import Foundation
import A11yCore

/// A checkpoint's status in the report.
public enum CheckpointStatus: String, Sendable, CaseIterable {
  case compliant
  case nonCompliant = "non-compliant"
  case notApplicable = "not-applicable"
  /// No evaluator verdict yet; the report shows the automated result alone.
  case notEvaluated = "not-evaluated"
  /// Marked compliant although automated error findings point at it, with no written reason: not
  /// counted as compliant until the evaluator gives one.
  case compliantWithoutReason = "compliant-without-reason"

  public var title: LocalizedText {
    switch self {
    case .compliant: Verdict.compliant.title
    case .nonCompliant: Verdict.nonCompliant.title
    case .notApplicable: Verdict.notApplicable.title
    case .notEvaluated: LocalizedText(en: "Not yet evaluated", ko: "미평가")
    case .compliantWithoutReason: LocalizedText(en: "Compliant? Reason needed", ko: "준수 판정에 근거 필요")
    }
  }
}

/// The automated findings of one checkpoint, counted.
public struct AutomatedResult: Sendable, Equatable {
  public var errors = 0
  public var warnings = 0
  public var info = 0
  public var needsReview = 0

  init(_ findings: [AutomatedFinding]) {
    for finding in findings {
      switch finding.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .info: info += 1
      }
      if finding.needsReview { needsReview += 1 }
    }
  }

  public var total: Int { errors + warnings + info }
}

/// One checkpoint in the report: the evaluator's part, the automated evidence and the status.
public struct CheckpointEntry: Sendable {
  public var checkpoint: Checkpoint
  public var status: CheckpointStatus
  /// Nil when the checklist has no entry for the checkpoint, or there is no checklist.
  public var evaluation: CheckpointEvaluation?
  /// The automated rules that inform the checkpoint.
  public var rules: [String]
  public var findings: [AutomatedFinding]
  public var automated: AutomatedResult
}

/// Success counts of a group of task attempts.
public struct SuccessRate: Sendable, Equatable {
  public var attempts: Int
  public var successes: Int

  /// 0...1, nil when nothing was attempted.
  public var rate: Double? { attempts == 0 ? nil : Double(successes) / Double(attempts) }
}

public struct TaskSummary: Sendable {
  public var task: UserTask
  public var success: SuccessRate
  public var attempts: [TaskAttempt]
}

public struct DisabilitySummary: Sendable {
  /// Nil groups evaluators whose type is not recorded.
  public var disabilityType: DisabilityType?
  public var evaluators: [String]
  public var success: SuccessRate
}

public struct UserEvaluationSummary: Sendable {
  public var evaluation: UserEvaluation
  public var tasks: [TaskSummary]
  public var disabilityTypes: [DisabilitySummary]
  public var overall: SuccessRate
}

/// One defect for the defect list: an evaluator's non-compliant verdict, or an automated finding
/// of error or warning severity.
public struct Defect: Sendable {
  public enum Origin: Sendable { case evaluator, automated }
  public var checkpoint: Checkpoint
  public var origin: Origin
  /// Screen name (evaluator) or file / element location (automated).
  public var location: String
  public var description: String
  /// The automatic fix the rule knows (`a11y-audit fix`), when it knows one; the message itself
  /// says how to fix the rest.
  public var fix: String
  /// The evaluator's screenshots of the defect.
  public var screenshots: [String]
  public var severity: Severity?
  public var rule: String?
  public var needsReview: Bool
}

/// The per-checkpoint compliance report: the checklist (if any) merged with automated findings.
public struct ComplianceReport: Sendable {
  /// No checklist: every checkpoint is "not yet evaluated" and the report says it shows automated
  /// results only.
  public var automatedOnly: Bool
  public var checklist: Checklist?
  public var entries: [CheckpointEntry]
  public var userEvaluation: UserEvaluationSummary?
  public var defects: [Defect]
  public var issues: [EvaluationIssue]
  /// The findings files read, as given.
  public var findingsInputs: [String]
  public var hierarchyInputs: [String]
  /// Findings that name no checkpoint (reported, never lost).
  public var findingsWithoutCheckpoint: [AutomatedFinding]

  public func count(_ status: CheckpointStatus) -> Int { entries.filter { $0.status == status }.count }

  /// Compliant checkpoints over those judged and applicable; a compliant verdict that still needs
  /// its reason counts against. Nil when nothing applicable was judged.
  public var complianceRate: Double? {
    let compliant = count(.compliant)
    let judged = compliant + count(.nonCompliant) + count(.compliantWithoutReason)
    return judged == 0 ? nil : Double(compliant) / Double(judged)
  }

  public var hasAutomatedInput: Bool { !findingsInputs.isEmpty || !hierarchyInputs.isEmpty }
}

/// Builds the report from a checklist (optional) and automated findings.
public enum ComplianceReportBuilder {
  /// - Parameters:
  ///   - rulesByCheckpoint: rule ids per checkpoint from the rule catalog, used where the checklist
  ///     doesn't list its own (or there is no checklist).
  public static func build(
    checklist: Checklist?, issues: [EvaluationIssue] = [], findings: [AutomatedFinding],
    findingsInputs: [String] = [], hierarchyInputs: [String] = [], rulesByCheckpoint: [Checkpoint: [String]]
  ) -> ComplianceReport {
    var issues = issues
    var entries: [CheckpointEntry] = []
    for checkpoint in Checkpoint.allCases {
      let evaluation = checklist?.evaluation(of: checkpoint)
      let evidence = findings.filter { $0.checkpoints.contains(checkpoint) }
      let automated = AutomatedResult(evidence)
      var status: CheckpointStatus
      switch evaluation?.effectiveVerdict {
      case .compliant?: status = .compliant
      case .nonCompliant?: status = .nonCompliant
      case .notApplicable?: status = .notApplicable
      case nil: status = .notEvaluated
      }
      if status == .compliant, automated.errors > 0,
         (evaluation?.reason ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        status = .compliantWithoutReason
        let index = checklist?.checkpoints.firstIndex { $0.checkpoint == checkpoint } ?? 0
        issues.append(reasonIssue(checkpoint: checkpoint, index: index, errors: automated.errors))
      }
      // The rules the evaluator's checklist recorded, so a report regenerated later says what the
      // evaluation considered; the catalog's when the checklist doesn't say.
      let rules = evaluation?.automatedRules ?? (rulesByCheckpoint[checkpoint] ?? []).sorted()
      entries.append(CheckpointEntry(
        checkpoint: checkpoint, status: status, evaluation: evaluation, rules: rules,
        findings: evidence, automated: automated))
    }
    var defects: [Defect] = []
    for entry in entries {
      if let evaluation = entry.evaluation {
        let failingScreens = evaluation.screens.filter { $0.verdict == .nonCompliant }
        for screen in failingScreens {
          defects.append(Defect(
            checkpoint: entry.checkpoint, origin: .evaluator, location: screen.screen, description: screen.notes,
            fix: "", screenshots: screen.screenshots, severity: nil, rule: nil, needsReview: false))
        }
        if failingScreens.isEmpty, evaluation.effectiveVerdict == .nonCompliant {
          defects.append(Defect(
            checkpoint: entry.checkpoint, origin: .evaluator, location: "", description: evaluation.notes,
            fix: "", screenshots: [], severity: nil, rule: nil, needsReview: false))
        }
      }
      for finding in entry.findings where finding.isDefect && finding.checkpoints.first == entry.checkpoint {
        defects.append(Defect(
          checkpoint: entry.checkpoint, origin: .automated, location: finding.locationText, description: finding.message,
          fix: finding.fixSummary ?? "", screenshots: [], severity: finding.severity, rule: finding.rule,
          needsReview: finding.needsReview))
      }
    }
    return ComplianceReport(
      automatedOnly: checklist == nil, checklist: checklist, entries: entries,
      userEvaluation: checklist.flatMap { $0.userEvaluation.isEmpty ? nil : summarize($0.userEvaluation) },
      defects: defects, issues: issues, findingsInputs: findingsInputs, hierarchyInputs: hierarchyInputs,
      findingsWithoutCheckpoint: findings.filter { $0.checkpoints.isEmpty })
  }

  /// The issue raised when a checkpoint is marked compliant although error findings point at it.
  public static func reasonIssue(checkpoint: Checkpoint, index: Int, errors: Int) -> EvaluationIssue {
    EvaluationIssue(
      .inconsistent, "checkpoints[\(index)].reason",
      LocalizedText(
        en: "\(checkpoint.rawValue) is marked compliant but \(errors) automated error finding(s) point at it; write the reason in \"reason\" or change the verdict",
        ko: "\(checkpoint.rawValue) 항목이 준수로 판정되었지만 자동 점검 오류 \(errors)건이 이 항목을 가리킵니다. \"reason\"에 근거를 적거나 판정을 바꾸세요"))
  }

  static func summarize(_ evaluation: UserEvaluation) -> UserEvaluationSummary {
    let limit = evaluation.timeLimitMinutes
    func rate(_ attempts: [TaskAttempt]) -> SuccessRate {
      SuccessRate(attempts: attempts.count, successes: attempts.filter { $0.succeeded(timeLimitMinutes: limit) }.count)
    }
    let tasks = evaluation.tasks.map { task in
      let attempts = evaluation.attempts.filter { $0.task == task.id }
      return TaskSummary(task: task, success: rate(attempts), attempts: attempts)
    }
    var groups: [DisabilitySummary] = []
    let types: [DisabilityType?] = DisabilityType.allCases.map { $0 } + [nil]
    for type in types {
      let evaluators = evaluation.evaluators.filter { $0.disabilityType == type }.map(\.id)
      guard !evaluators.isEmpty else { continue }
      let attempts = evaluation.attempts.filter { evaluators.contains($0.evaluator) }
      groups.append(DisabilitySummary(disabilityType: type, evaluators: evaluators, success: rate(attempts)))
    }
    return UserEvaluationSummary(evaluation: evaluation, tasks: tasks, disabilityTypes: groups, overall: rate(evaluation.attempts))
  }
}

/// Checks a checklist against automated findings: a checkpoint marked compliant while error findings
/// point at it needs a written reason.
public enum ChecklistFindingsCheck {
  public static func issues(_ checklist: Checklist, findings: [AutomatedFinding]) -> [EvaluationIssue] {
    checklist.checkpoints.enumerated().compactMap { index, evaluation in
      guard evaluation.effectiveVerdict == .compliant,
            evaluation.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
      let errors = findings.filter { $0.severity == .error && $0.checkpoints.contains(evaluation.checkpoint) }.count
      return errors > 0 ? ComplianceReportBuilder.reasonIssue(checkpoint: evaluation.checkpoint, index: index, errors: errors) : nil
    }
  }
}
