import A11yCore

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding,
/// which the runner turns into annotations on the pull request's changed files.
/// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
public struct GitHubActionsReporter: Reporter {
  public let language: Language

  public init(language: Language = .english) {
    self.language = language
  }

  public func render(_ report: AuditReport) -> String {
    report.findings.map { line(for: $0) + "\n" }.joined()
  }

  public func line(for finding: Finding) -> String {
    let command: String
    switch finding.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .info: command = "notice"
    }
    var title = finding.ruleID
    if !finding.checkpoints.isEmpty {
      title += " (KS X 3253 " + finding.checkpoints.map(\.rawValue).joined(separator: ", ")
      if !finding.wcag.isEmpty { title += "; WCAG " + finding.wcag.joined(separator: ", ") }
      title += ")"
    }
    var message = ReportText.message(finding, language)
    if let fix = finding.fix {
      message += "\n\(UIText.fix(language)): " + ReportText.sanitized(fix.summary.text(in: language))
    }
    let properties = [
      "file=" + Self.property(finding.file),
      "line=\(finding.position.line)",
      "col=\(finding.position.column)",
      "title=" + Self.property(title),
    ]
    return "::\(command) \(properties.joined(separator: ","))::\(Self.data(message))"
  }

  /// A command's message: `%`, CR and LF encoded, so a message can't end the command or start
  /// another one on a new line.
  static func data(_ value: String) -> String {
    ReportText.sanitized(value)
      .replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: also `:` and `,`, which separate properties.
  static func property(_ value: String) -> String {
    data(value)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
