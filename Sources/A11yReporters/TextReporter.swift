import A11yCore

/// The default, human-readable report: findings grouped by file, then a summary per severity,
/// per rule and per checkpoint. ANSI colours only when asked (the CLI asks when standard output is
/// a terminal).
public struct TextReporter: Reporter {
  public let language: Language
  public let colors: Bool

  public init(language: Language = .english, colors: Bool = false) {
    self.language = language
    self.colors = colors
  }

  public func render(_ report: AuditReport) -> String {
    var output = ""
    let severityWidth = Severity.allCases.map { RuleText.displayWidth(UIText.severity($0, language)) }.max() ?? 0
    var start = 0
    while start < report.findings.count {
      // One group per file; locations padded to the group's widest.
      let file = report.findings[start].file
      var end = start
      while end < report.findings.count, report.findings[end].file == file { end += 1 }
      let group = report.findings[start..<end]
      let locationWidth = group.map { location($0).count }.max() ?? 0
      if start > 0 { output += "\n" }
      output += paint(file, .bold) + "\n"
      for finding in group {
        output += render(finding, locationWidth: locationWidth, severityWidth: severityWidth)
      }
      start = end
    }
    if !report.findings.isEmpty { output += "\n" }
    output += summary(report)
    return output
  }

  private func location(_ finding: Finding) -> String {
    "\(finding.position.line):\(finding.position.column)"
  }

  private func render(_ finding: Finding, locationWidth: Int, severityWidth: Int) -> String {
    let location = location(finding)
    let paddedLocation = location + String(repeating: " ", count: max(0, locationWidth - location.count))
    let severity = UIText.severity(finding.severity, language)
    let paddedSeverity = severity + String(repeating: " ", count: max(0, severityWidth - RuleText.displayWidth(severity)))
    var line = "  \(paddedLocation)  \(paint(paddedSeverity, color(for: finding.severity)))  "
    line += finding.message.text(in: language)
    if finding.needsReview { line += " (\(UIText.needsReview(language)))" }
    line += " " + paint("[\(finding.ruleID)]", .dim) + "\n"
    if let fix = finding.fix {
      line += "      \(UIText.fix(language)): \(fix.summary.text(in: language))\n"
    }
    if let element = finding.element {
      line += "      \(UIText.element(language)): \(element.summary)  \(paint("\(element.screen): \(element.path)", .dim))\n"
      if let source = element.source {
        line += "      \(UIText.source(language)): \(source.file):\(source.line)\n"
      }
    }
    return line
  }

  private func summary(_ report: AuditReport) -> String {
    let counts = ReportSummary(report.findings)
    let korean = language == .korean
    var output = ""
    if report.findings.isEmpty {
      output += korean
        ? "파일 \(report.filesAnalyzed)개를 분석했고 접근성 문제를 찾지 못했습니다.\n"
        : "No accessibility problems found in \(report.filesAnalyzed) \(plural(report.filesAnalyzed, "file")).\n"
    } else {
      let total = report.findings.count
      let errors = counts.count(.error), warnings = counts.count(.warning), infos = counts.count(.info)
      if korean {
        output += "분석한 파일 \(report.filesAnalyzed)개 중 \(counts.files.count)개에서 문제 \(total)건: "
          + "\(paint("오류 \(errors)", .red)), \(paint("경고 \(warnings)", .yellow)), 정보 \(infos)"
      } else {
        output += "\(total) \(plural(total, "finding")) in \(counts.files.count) of \(report.filesAnalyzed) "
          + "\(plural(report.filesAnalyzed, "file")): "
          + "\(paint("\(errors) \(plural(errors, "error"))", .red)), "
          + "\(paint("\(warnings) \(plural(warnings, "warning"))", .yellow)), \(infos) info"
      }
      if counts.needsReview > 0 {
        output += korean ? " (검토 필요 \(counts.needsReview))" : " (\(counts.needsReview) \(UIText.needsReview(language)))"
      }
      output += "\n"
      output += "\n" + (korean ? "규칙별:" : "By rule:") + "\n"
      output += table(counts.byRule.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
      if !counts.byCheckpoint.isEmpty {
        output += "\n" + (korean ? "검사 항목별:" : "By checkpoint:") + "\n"
        output += table(counts.byCheckpoint.sorted { $0.key < $1.key }.map {
          ("\($0.key.rawValue) \($0.key.title.text(in: language))", $0.value)
        })
      }
    }
    if report.filesSkipped > 0 {
      output += korean
        ? "건너뛴 파일: \(report.filesSkipped)개\n"
        : "Skipped \(report.filesSkipped) \(plural(report.filesSkipped, "file")) that could not be read as UTF-8 text.\n"
    }
    return output
  }

  private func table(_ rows: [(String, Int)]) -> String {
    let width = rows.map { RuleText.displayWidth($0.0) }.max() ?? 0
    return rows.map { name, count in
      "  " + name + String(repeating: " ", count: width - RuleText.displayWidth(name)) + "  \(count)\n"
    }.joined()
  }

  private func plural(_ count: Int, _ word: String) -> String {
    count == 1 ? word : word + "s"
  }

  // MARK: - Colours

  enum Style: String {
    case bold = "1", dim = "2", red = "31", yellow = "33", cyan = "36"
  }

  private func color(for severity: Severity) -> Style {
    switch severity {
    case .error: .red
    case .warning: .yellow
    case .info: .cyan
    }
  }

  private func paint(_ text: String, _ style: Style) -> String {
    colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
