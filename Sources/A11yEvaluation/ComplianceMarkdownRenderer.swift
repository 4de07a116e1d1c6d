import A11yCore

/// The report as Markdown (for a pull request or a wiki). Evaluator and app texts are escaped so
/// they can't break the tables or inject markup.
public struct ComplianceMarkdownRenderer: Sendable {
  public var language: Language
  public var toolIdentity: String

  public init(language: Language, toolIdentity: String) {
    self.language = language
    self.toolIdentity = toolIdentity
  }

  func t(_ text: LocalizedText) -> String { text.text(in: language) }

  /// Escapes Markdown syntax and keeps a value on one table line.
  static func escape(_ text: String) -> String {
    // Line breaks become spaces (a table row is one line); the rest is the shared escaping.
    var oneLine = ""
    for character in text {
      switch character {
      case "\n", "\r\n", "\r": oneLine += " "
      default: oneLine.append(character)
      }
    }
    return OutputEscaping.markdownInline(oneLine)
  }

  func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }

  public func render(_ report: ComplianceReport) -> String {
    let e = ComplianceMarkdownRenderer.escape
    var out = ""
    let appName = report.checklist?.app.name ?? ""
    if report.automatedOnly {
      out += "# \(t(ReportText.automatedTitle))\n\n> \(t(ReportText.automatedNotice))\n\n"
    } else {
      out += "# \(t(ReportText.title))\(appName.isEmpty ? "" : ": " + e(appName))\n\n"
    }
    out += "## \(t(ReportText.summary))\n\n"
    if let app = report.checklist?.app {
      for (label, value) in [(ReportText.app, app.name), (ReportText.version, app.version),
                             (ReportText.devices, app.devices.joined(separator: ", ")),
                             (ReportText.evaluationDate, app.evaluationDate), (ReportText.evaluatedBy, app.evaluatedBy)]
      where !value.isEmpty {
        out += "- \(t(label)): \(e(value))\n"
      }
    }
    out += "- \(t(ReportText.guideline)): \(t(ReportText.guidelineName))\n"
    if !report.automatedOnly {
      out += "- \(t(ReportText.complianceRate)): \(ReportText.percent(report.complianceRate)) (\(t(ReportText.complianceRateNote)))\n"
    }
    out += "\n" + row([t(ReportText.status), t(ReportText.count)]) + row(["---", "---:"])
    for status in CheckpointStatus.allCases where status != .compliantWithoutReason || report.count(status) > 0 {
      out += row([t(status.title), "\(report.count(status))"])
    }
    out += "\n## \(t(ReportText.results))\n\n"
    let screens = report.checklist?.screens ?? []
    out += row([t(ReportText.checkpoint), t(ReportText.status)] + screens.map(e) + [t(ReportText.automatedResult)])
      + row(Array(repeating: "---", count: screens.count + 3))
    for entry in report.entries {
      out += row([ReportText.checkpointName(entry.checkpoint, language), t(entry.status.title)]
                 + screens.map { ReportText.screenVerdict(entry.evaluation, screen: $0, language) }
                 + [ReportText.automatedSummary(entry.automated, rules: entry.rules, ran: report.hasAutomatedInput, language: language)])
    }
    for entry in report.entries {
      out += "\n### \(ReportText.checkpointName(entry.checkpoint, language)): \(t(entry.status.title))\n\n"
      out += "- \(t(ReportText.criterion)): \(t(entry.checkpoint.inspection.criterion))\n"
      if !report.automatedOnly {
        out += "- \(t(ReportText.verdict)): \(ReportText.verdictText(entry.evaluation, language))\n"
        if let evaluation = entry.evaluation {
          if !evaluation.reason.isEmpty { out += "- \(t(ReportText.reason)): \(e(evaluation.reason))\n" }
          if !evaluation.notes.isEmpty { out += "- \(t(ReportText.notes)): \(e(evaluation.notes))\n" }
        }
      }
      out += "- \(t(ReportText.automatedResult)): \(ReportText.automatedSummary(entry.automated, rules: entry.rules, ran: report.hasAutomatedInput, language: language))\n"
      out += "- \(t(ReportText.rules)): \(entry.rules.isEmpty ? t(ReportText.none) : entry.rules.map { "`\($0)`" }.joined(separator: ", "))\n"
      if let screens = entry.evaluation?.screens, !screens.isEmpty {
        out += "\n" + row([t(ReportText.screen), t(ReportText.verdict), t(ReportText.notes), t(ReportText.screenshots)]) + row(["---", "---", "---", "---"])
        for screen in screens {
          out += row([e(screen.screen), screen.verdict.map { t($0.title) } ?? t(CheckpointStatus.notEvaluated.title),
                      e(screen.notes), e(screen.screenshots.joined(separator: ", "))])
        }
      }
      let groups = ReportText.findingsByRule(entry.findings)
      if !groups.isEmpty {
        out += "\n" + row([t(ReportText.rule), t(ReportText.severity), t(ReportText.count)]) + row(["---", "---", "---:"])
        for group in groups {
          out += row(["`\(group.rule)`", ReportText.severityName(group.severity, language), "\(group.count)"])
        }
      }
    }
    if let users = report.userEvaluation {
      out += "\n## \(t(ReportText.userEvaluation))\n\n"
      if users.evaluation.isExample { out += "> \(t(ReportText.exampleNotice))\n\n" }
      out += "\(t(UserEvaluationGuidance.summary))\n\n"
      out += "- \(t(ReportText.timeLimit)): \(ReportText.minutesValue(users.evaluation.timeLimitMinutes, language))\n"
      out += "- \(t(ReportText.overall)): \(ReportText.rateText(users.overall, language))\n\n"
      out += "### \(t(ReportText.tasks))\n\n"
      out += row([t(ReportText.task), t(ReportText.attempts), t(ReportText.successes), t(ReportText.rate)]) + row(["---", "---:", "---:", "---:"])
      for task in users.tasks {
        out += row(["\(e(task.task.id)) \(e(task.task.description))", "\(task.success.attempts)", "\(task.success.successes)", ReportText.percent(task.success.rate)])
      }
      out += "\n### \(t(ReportText.byDisability))\n\n"
      out += row([t(ReportText.disabilityType), t(ReportText.evaluators), t(ReportText.attempts), t(ReportText.successes), t(ReportText.rate)])
        + row(["---", "---", "---:", "---:", "---:"])
      for group in users.disabilityTypes {
        out += row([group.disabilityType.map { t($0.title) } ?? t(ReportText.unknownType), e(group.evaluators.joined(separator: ", ")),
                    "\(group.success.attempts)", "\(group.success.successes)", ReportText.percent(group.success.rate)])
      }
      out += "\n### \(t(ReportText.attemptsTable))\n\n"
      out += row([t(ReportText.task), t(ReportText.evaluator), t(ReportText.assistiveTechnology), t(ReportText.completed), t(ReportText.minutes), t(ReportText.problems)])
        + row(["---", "---", "---", "---", "---:", "---"])
      for attempt in users.evaluation.attempts {
        let evaluator = users.evaluation.evaluators.first { $0.id == attempt.evaluator }
        out += row([e(attempt.task), e(attempt.evaluator), e(evaluator?.assistiveTechnology ?? ""),
                    resultText(attempt, limit: users.evaluation.timeLimitMinutes), attempt.minutes.map(format) ?? "—",
                    e(attempt.problems.joined(separator: "; "))])
      }
    } else if !report.automatedOnly {
      out += "\n## \(t(ReportText.userEvaluation))\n\n\(t(ReportText.noUserEvaluation))\n"
    }
    out += "\n## \(t(ReportText.defects))\n\n"
    if report.defects.isEmpty {
      out += "\(t(ReportText.noDefects))\n"
    } else {
      out += row(["#", t(ReportText.checkpoint), t(ReportText.source), t(ReportText.location), t(ReportText.defectDescription)])
        + row(["---:", "---", "---", "---", "---"])
      for (index, defect) in report.defects.enumerated() {
        out += row(["\(index + 1)", defect.checkpoint.rawValue, e(ReportText.originText(defect, language)), e(defect.location),
                    e(ReportText.defectDescription(defect, language))])
      }
    }
    if !report.issues.isEmpty {
      out += "\n## \(t(ReportText.issues))\n\n"
      for issue in report.issues {
        out += "- `\(issue.path)` (\(t(issue.kind.title))): \(e(issue.message.text(in: language)))\n"
      }
    }
    out += "\n## \(t(ReportText.inputs))\n\n"
    out += "- \(t(ReportText.staticInputs)): \(report.findingsInputs.isEmpty ? t(ReportText.none) : report.findingsInputs.map { "`\(e($0))`" }.joined(separator: ", "))\n"
    out += "- \(t(ReportText.runtimeInputs)): \(report.hierarchyInputs.isEmpty ? t(ReportText.none) : report.hierarchyInputs.map { "`\(e($0))`" }.joined(separator: ", "))\n"
    if !report.findingsWithoutCheckpoint.isEmpty {
      out += "- \(t(ReportText.findingsWithoutCheckpoint)): \(report.findingsWithoutCheckpoint.count)\n"
    }
    out += "\n\(t(ReportText.generatedBy)): \(toolIdentity)\n"
    return out
  }

  func resultText(_ attempt: TaskAttempt, limit: Double) -> String {
    guard attempt.completed != nil else { return t(ReportText.notRecorded) }
    return t(attempt.succeeded(timeLimitMinutes: limit) ? ReportText.success : ReportText.failure)
  }
}
