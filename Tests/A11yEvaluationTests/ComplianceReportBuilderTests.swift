import A11yCore
import Testing

@testable import A11yEvaluation

@Suite struct ComplianceReportBuilderTests {
  func finding(_ rule: String, _ severity: Severity, _ checkpoints: [Checkpoint], line: Int = 1) -> AutomatedFinding {
    AutomatedFinding(
      rule: rule, severity: severity, file: "A.swift", line: line, column: 1, message: "m", checkpoints: checkpoints,
      wcag: [], hig: "", needsReview: false, fixSummary: nil, location: [], source: .staticAnalysis)
  }

  @Test func findingsAreEvidenceUnderEachCheckpointAndOneDefect() {
    let findings = [
      finding("swiftui-control-name", .error, [.textAlternatives, .assistiveTechnology]),
      finding("label-quality", .info, [.textAlternatives], line: 2),
    ]
    let checklist = Checklist(language: .english, checkpoints: [
      CheckpointEvaluation(checkpoint: .textAlternatives, verdict: .nonCompliant, notes: "Banner unlabelled"),
      CheckpointEvaluation(checkpoint: .captions, verdict: .notApplicable, automatedRules: []),
      CheckpointEvaluation(checkpoint: .assistiveTechnology, screens: [
        ScreenEvaluation(screen: "Home", verdict: .compliant), ScreenEvaluation(screen: "Cart", verdict: nil),
      ]),
    ])
    let report = ComplianceReportBuilder.build(
      checklist: checklist, findings: findings, findingsInputs: ["s.json"],
      rulesByCheckpoint: [.contrast: ["color-text-contrast"], .captions: ["rule-added-later"]])
    let byCheckpoint = Dictionary(uniqueKeysWithValues: report.entries.map { ($0.checkpoint, $0) })
    #expect(byCheckpoint[.textAlternatives]?.findings.count == 2)
    #expect(byCheckpoint[.assistiveTechnology]?.findings.count == 1)
    // One screen still open: not yet evaluated, with the automated result alongside.
    #expect(byCheckpoint[.assistiveTechnology]?.status == .notEvaluated)
    #expect(byCheckpoint[.assistiveTechnology]?.automated.errors == 1)
    // The catalog's rules where the checklist doesn't say; the checklist's record where it does.
    #expect(byCheckpoint[.contrast]?.rules == ["color-text-contrast"])
    #expect(byCheckpoint[.captions]?.rules == [])
    // The error is one defect (under its first checkpoint); info is evidence only; plus the
    // evaluator's non-compliant verdict.
    #expect(report.defects.count == 2)
    #expect(report.defects.filter { $0.origin == .automated }.map(\.checkpoint) == [.textAlternatives])
    #expect(report.defects.first { $0.origin == .evaluator }?.description == "Banner unlabelled")
    #expect(report.count(.nonCompliant) == 1 && report.count(.notApplicable) == 1 && report.count(.notEvaluated) == 16)
    #expect(report.complianceRate == 0)
    #expect(!report.automatedOnly)
  }

  @Test func compliantWithErrorsAndNoReasonCountsAgainst() {
    let findings = [finding("target-size", .error, [.controlSizeAndSpacing])]
    let unreasoned = Checklist(language: .korean, checkpoints: [
      CheckpointEvaluation(checkpoint: .controlSizeAndSpacing, verdict: .compliant),
      CheckpointEvaluation(checkpoint: .focus, verdict: .compliant),
    ])
    let report = ComplianceReportBuilder.build(checklist: unreasoned, findings: findings, rulesByCheckpoint: [:])
    #expect(report.entries.first { $0.checkpoint == .controlSizeAndSpacing }?.status == .compliantWithoutReason)
    #expect(report.issues.map(\.path) == ["checkpoints[0].reason"])
    #expect(report.complianceRate == 0.5)

    var reasoned = unreasoned
    reasoned.checkpoints[0].reason = "The 30 pt button sits in a 60 pt hit area set at run time."
    let accepted = ComplianceReportBuilder.build(checklist: reasoned, findings: findings, rulesByCheckpoint: [:])
    #expect(accepted.entries.first { $0.checkpoint == .controlSizeAndSpacing }?.status == .compliant)
    #expect(accepted.issues.isEmpty)
    #expect(accepted.complianceRate == 1)
  }

  @Test func successRatesCountOnlyCompletedWithinTheLimit() {
    let evaluation = UserEvaluation(
      tasks: [UserTask(id: "T1", description: "Order"), UserTask(id: "T2", description: "Pay")],
      evaluators: [UserEvaluator(id: "A", disabilityType: .blind), UserEvaluator(id: "B", disabilityType: .older)],
      attempts: [
        TaskAttempt(task: "T1", evaluator: "A", completed: true, minutes: 14.5),
        TaskAttempt(task: "T1", evaluator: "B", completed: true, minutes: 15.5),
        TaskAttempt(task: "T2", evaluator: "A", completed: false, minutes: 15),
        TaskAttempt(task: "T2", evaluator: "B", completed: true, minutes: nil),
      ])
    let summary = ComplianceReportBuilder.summarize(evaluation)
    #expect(summary.tasks.map(\.success.successes) == [1, 1])
    #expect(summary.disabilityTypes.map(\.disabilityType) == [.blind, .older])
    #expect(summary.disabilityTypes.map(\.success.rate) == [0.5, 0.5])
    #expect(summary.overall == SuccessRate(attempts: 4, successes: 2))
  }
}
