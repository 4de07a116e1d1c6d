import A11yCore

/// A Markdown summary for a pull-request comment (or `$GITHUB_STEP_SUMMARY`): counts by severity
/// and checkpoint, then a table of findings, errors first, at most `maximumRows` of them so a large first run
/// stays a readable comment. Every project string is escaped so it renders as text: no HTML,
/// links, mentions or table breaks can come from a label in the audited app.
public struct MarkdownSummaryReporter: Reporter {
  public let language: Language
  public let maximumRows: Int

  public init(language: Language = .english, maximumRows: Int = 50) {
    self.language = language
    self.maximumRows = maximumRows
  }

  private var korean: Bool { language == .korean }

  public func render(_ report: AuditReport) -> String {
    let counts = ReportSummary(report.findings)
    var out = "## " + (korean ? "접근성 검사 (\(Self.escape(report.tool.name)))" : "Accessibility audit (\(Self.escape(report.tool.name)))") + "\n\n"
    if report.findings.isEmpty {
      out += korean
        ? "파일 \(report.filesAnalyzed)개에서 접근성 문제가 발견되지 않았습니다.\n"
        : "No accessibility problems found in \(report.filesAnalyzed) file\(report.filesAnalyzed == 1 ? "" : "s").\n"
      return out
    }
    out += korean
      ? "파일 \(report.filesAnalyzed)개 중 \(counts.files.count)개에서 \(report.findings.count)건 발견"
      : "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") in \(counts.files.count) of \(report.filesAnalyzed) files"
    out += ": " + Severity.allCases.reversed().map { count(counts.count($0), UIText.severity($0, language)) }.joined(separator: ", ")
    if counts.needsReview > 0 { out += " (" + count(counts.needsReview, UIText.needsReview(language)) + ")" }
    out += "\n\n"

    out += korean ? "| 검사 항목 | 건수 |\n|---|---:|\n" : "| Checkpoint | Findings |\n|---|---:|\n"
    for (checkpoint, count) in counts.byCheckpoint.sorted(by: { $0.key < $1.key }) {
      out += "| \(checkpoint.rawValue) \(Self.escape(checkpoint.title.text(in: language))) | \(count) |\n"
    }
    out += "\n"

    out += korean ? "| 위치 | 심각도 | 규칙 | 내용 |\n" : "| Location | Severity | Rule | Message |\n"
    out += "|---|---|---|---|\n"
    // Errors first, so the rows a long report leaves out are the least important ones.
    let rows = report.findings.enumerated()
      .sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }
      .map(\.element)
    for finding in rows.prefix(maximumRows) {
      let location = "\(finding.file):\(finding.position.line):\(finding.position.column)"
      out += "| \(Self.escape(location)) | \(UIText.severity(finding.severity, language)) | \(Self.escape(finding.ruleID)) | \(Self.escape(ReportText.message(finding, language))) |\n"
    }
    if report.findings.count > maximumRows {
      let more = report.findings.count - maximumRows
      out += "\n" + (korean ? "그 밖에 \(more)건은 전체 보고서를 보세요.\n" : "\(more) more: see the full report.\n")
    }
    return out
  }

  /// "3 errors" in English, "오류 3" in Korean.
  private func count(_ number: Int, _ noun: String) -> String {
    if korean { return "\(noun) \(number)" }
    let plural = number != 1 && (noun == "error" || noun == "warning")
    return "\(number) \(noun)\(plural ? "s" : "")"
  }

  /// Text inside a table cell: Markdown punctuation backslash-escaped (so nothing becomes code,
  /// emphasis, a link, raw HTML or a mention), newlines as spaces.
  static func escape(_ value: String) -> String {
    var out = ""
    for character in ReportText.sanitized(value) {
      switch character {
      case "\n", "\t": out += " "
      case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "!", "|", "~", "@", "&":
        out += "\\" + String(character)
      default: out.append(character)
      }
    }
    return out
  }
}
