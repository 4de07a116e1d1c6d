import A11yCore
import A11yReporters

/// The report as one self-contained, accessible HTML page (see ``HTMLPage``).
public struct ComplianceHTMLRenderer: Sendable {
  public var language: Language
  public var toolIdentity: String

  public init(language: Language, toolIdentity: String) {
    self.language = language
    self.toolIdentity = toolIdentity
  }

  func t(_ text: LocalizedText) -> String { text.text(in: language) }

  func statusMarkup(_ status: CheckpointStatus) -> String {
    HTML.status(t(status.title), className: "status-\(status == .compliantWithoutReason ? "needs-reason" : status.rawValue)")
  }

  public func render(_ report: ComplianceReport) -> String {
    let appName = report.checklist?.app.name ?? ""
    let title = report.automatedOnly
      ? t(ReportText.automatedTitle)
      : t(ReportText.title) + (appName.isEmpty ? "" : ": " + appName)
    var page = HTMLPage(
      language: language, title: title,
      subtitle: t(ReportText.guidelineName),
      footer: "\(t(ReportText.generatedBy)): \(toolIdentity)")
    page.sections.append(HTMLSection(id: "summary", heading: t(ReportText.summary), body: summary(report)))
    page.sections.append(HTMLSection(id: "checkpoints", heading: t(ReportText.results), body: checkpoints(report)))
    if !report.automatedOnly {
      page.sections.append(HTMLSection(id: "user-evaluation", heading: t(ReportText.userEvaluation), body: userEvaluation(report)))
    }
    page.sections.append(HTMLSection(id: "defects", heading: t(ReportText.defects), body: defects(report)))
    if !report.issues.isEmpty {
      page.sections.append(HTMLSection(id: "issues", heading: t(ReportText.issues), body: issues(report)))
    }
    page.sections.append(HTMLSection(id: "inputs", heading: t(ReportText.inputs), body: inputs(report)))
    return page.render()
  }

  func summary(_ report: ComplianceReport) -> String {
    var html = ""
    if report.automatedOnly { html += HTML.paragraph(t(ReportText.automatedNotice), className: "notice") }
    var pairs: [(String, String)] = []
    if let app = report.checklist?.app {
      for (label, value) in [(ReportText.app, app.name), (ReportText.version, app.version),
                             (ReportText.devices, app.devices.joined(separator: ", ")),
                             (ReportText.evaluationDate, app.evaluationDate), (ReportText.evaluatedBy, app.evaluatedBy)]
      where !value.isEmpty {
        pairs.append((t(label), value))
      }
    }
    if !report.automatedOnly {
      pairs.append((t(ReportText.complianceRate), "\(ReportText.percent(report.complianceRate)) (\(t(ReportText.complianceRateNote)))"))
    }
    if !pairs.isEmpty { html += HTML.definitions(pairs) }
    let statuses = CheckpointStatus.allCases.filter { $0 != .compliantWithoutReason || report.count($0) > 0 }
    html += HTML.table(
      caption: t(ReportText.statusCounts), headers: [t(ReportText.status), t(ReportText.count)],
      rows: statuses.map { [.html(statusMarkup($0)), .text("\(report.count($0))")] })
    return html
  }

  func checkpoints(_ report: ComplianceReport) -> String {
    // One column per sampled screen, as evaluators lay it out in their spreadsheets.
    let screens = report.checklist?.screens ?? []
    var html = HTML.table(
      caption: t(ReportText.results),
      headers: [t(ReportText.checkpoint), t(ReportText.status)] + screens + [t(ReportText.automatedResult)],
      rows: report.entries.map { entry in
        [.html("<a href=\"#cp-\(entry.checkpoint.rawValue)\">\(HTML.escape(ReportText.checkpointName(entry.checkpoint, language)))</a>"),
         .html(statusMarkup(entry.status))]
          + screens.map { .text(ReportText.screenVerdict(entry.evaluation, screen: $0, language)) }
          + [.text(ReportText.automatedSummary(entry.automated, rules: entry.rules, ran: report.hasAutomatedInput, language: language))]
      })
    for entry in report.entries {
      let name = ReportText.checkpointName(entry.checkpoint, language)
      html += "<h3 id=\"cp-\(entry.checkpoint.rawValue)\">\(HTML.escape(name)): \(statusMarkup(entry.status))</h3>\n"
      var pairs: [(String, String)] = [(t(ReportText.criterion), t(entry.checkpoint.inspection.criterion))]
      if !report.automatedOnly {
        pairs.append((t(ReportText.verdict), ReportText.verdictText(entry.evaluation, language)))
        if let evaluation = entry.evaluation {
          if !evaluation.reason.isEmpty { pairs.append((t(ReportText.reason), evaluation.reason)) }
          if !evaluation.notes.isEmpty { pairs.append((t(ReportText.notes), evaluation.notes)) }
        }
      }
      pairs.append((t(ReportText.automatedResult), ReportText.automatedSummary(entry.automated, rules: entry.rules, ran: report.hasAutomatedInput, language: language)))
      pairs.append((t(ReportText.rules), entry.rules.isEmpty ? t(ReportText.none) : entry.rules.joined(separator: ", ")))
      html += HTML.definitions(pairs)
      if let screens = entry.evaluation?.screens, !screens.isEmpty {
        html += HTML.table(
          caption: "\(name): \(t(ReportText.screenVerdicts))",
          headers: [t(ReportText.screen), t(ReportText.verdict), t(ReportText.notes), t(ReportText.screenshots)],
          rows: screens.map { screen in
            [.text(screen.screen), .text(screen.verdict.map { t($0.title) } ?? t(CheckpointStatus.notEvaluated.title)),
             .text(screen.notes), .text(screen.screenshots.joined(separator: ", "))]
          })
      }
      let groups = ReportText.findingsByRule(entry.findings)
      if !groups.isEmpty {
        html += HTML.table(
          caption: "\(name): \(t(ReportText.evidence))",
          headers: [t(ReportText.rule), t(ReportText.severity), t(ReportText.count)],
          rows: groups.map { [.html(HTML.code($0.rule)), .text(ReportText.severityName($0.severity, language)), .text("\($0.count)")] })
      }
    }
    return html
  }

  func userEvaluation(_ report: ComplianceReport) -> String {
    guard let users = report.userEvaluation else { return HTML.paragraph(t(ReportText.noUserEvaluation)) }
    var html = ""
    if users.evaluation.isExample { html += HTML.paragraph(t(ReportText.exampleNotice), className: "notice") }
    html += HTML.paragraph(t(UserEvaluationGuidance.summary))
    html += HTML.definitions([
      (t(ReportText.timeLimit), ReportText.minutesValue(users.evaluation.timeLimitMinutes, language)),
      (t(ReportText.overall), ReportText.rateText(users.overall, language)),
    ])
    html += HTML.table(
      caption: t(ReportText.tasks),
      headers: [t(ReportText.task), t(ReportText.attempts), t(ReportText.successes), t(ReportText.rate)],
      rows: users.tasks.map { task in
        [.text("\(task.task.id) \(task.task.description)"), .text("\(task.success.attempts)"), .text("\(task.success.successes)"),
         .text(ReportText.percent(task.success.rate))]
      })
    html += HTML.table(
      caption: t(ReportText.byDisability),
      headers: [t(ReportText.disabilityType), t(ReportText.evaluators), t(ReportText.attempts), t(ReportText.successes), t(ReportText.rate)],
      rows: users.disabilityTypes.map { group in
        [.text(group.disabilityType.map { t($0.title) } ?? t(ReportText.unknownType)), .text(group.evaluators.joined(separator: ", ")),
         .text("\(group.success.attempts)"), .text("\(group.success.successes)"), .text(ReportText.percent(group.success.rate))]
      })
    html += HTML.table(
      caption: t(ReportText.attemptsTable),
      headers: [t(ReportText.task), t(ReportText.evaluator), t(ReportText.assistiveTechnology), t(ReportText.completed), t(ReportText.minutes), t(ReportText.problems)],
      rows: users.evaluation.attempts.map { attempt in
        let evaluator = users.evaluation.evaluators.first { $0.id == attempt.evaluator }
        let result: String
        if attempt.completed == nil {
          result = t(ReportText.notRecorded)
        } else {
          result = t(attempt.succeeded(timeLimitMinutes: users.evaluation.timeLimitMinutes) ? ReportText.success : ReportText.failure)
        }
        return [.text(attempt.task), .text(attempt.evaluator), .text(evaluator?.assistiveTechnology ?? ""), .text(result),
                .text(attempt.minutes.map(format) ?? "—"),
                .html(attempt.problems.isEmpty ? "" : HTML.list(attempt.problems))]
      })
    return html
  }

  func defects(_ report: ComplianceReport) -> String {
    guard !report.defects.isEmpty else { return HTML.paragraph(t(ReportText.noDefects)) }
    return HTML.table(
      caption: t(ReportText.defects),
      headers: ["#", t(ReportText.checkpoint), t(ReportText.source), t(ReportText.location), t(ReportText.defectDescription)],
      rows: report.defects.enumerated().map { index, defect in
        [.text("\(index + 1)"), .text(defect.checkpoint.rawValue), .text(ReportText.originText(defect, language)),
         .html(defect.location.isEmpty ? "" : HTML.code(defect.location)), .text(ReportText.defectDescription(defect, language))]
      })
  }

  func issues(_ report: ComplianceReport) -> String {
    HTML.table(
      caption: t(ReportText.issues),
      headers: [t(ReportText.issuePath), t(ReportText.issueKind), t(ReportText.description)],
      rows: report.issues.map { [.html(HTML.code($0.path)), .text(t($0.kind.title)), .text($0.message.text(in: language))] })
  }

  func inputs(_ report: ComplianceReport) -> String {
    var pairs = [
      (t(ReportText.staticInputs), report.findingsInputs.isEmpty ? t(ReportText.none) : report.findingsInputs.joined(separator: ", ")),
      (t(ReportText.runtimeInputs), report.hierarchyInputs.isEmpty ? t(ReportText.none) : report.hierarchyInputs.joined(separator: ", ")),
    ]
    if !report.findingsWithoutCheckpoint.isEmpty {
      pairs.append((t(ReportText.findingsWithoutCheckpoint), "\(report.findingsWithoutCheckpoint.count)"))
    }
    return HTML.definitions(pairs)
  }
}
