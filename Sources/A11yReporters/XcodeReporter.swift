import A11yCore

/// One line per finding in the form Xcode and most editors parse:
/// `path:line:column: warning|error|note: message [rule-id]`. `info` findings are notes.
public struct XcodeReporter: Reporter {
  public let language: Language
  /// When set, relative finding paths are made absolute against it (Xcode wants absolute paths).
  public let baseDirectory: String?

  public init(language: Language = .english, baseDirectory: String? = nil) {
    self.language = language
    self.baseDirectory = baseDirectory
  }

  public func render(_ report: AuditReport) -> String {
    var output = ""
    for finding in report.findings {
      output += line(for: finding)
      output += "\n"
    }
    return output
  }

  public func line(for finding: Finding) -> String {
    let kind: String
    switch finding.severity {
    case .error: kind = "error"
    case .warning: kind = "warning"
    case .info: kind = "note"
    }
    // Project strings and file names escaped: a newline in either would start a forged diagnostic.
    var message = OutputEscaping.singleLine(finding.message.text(in: language))
    if finding.needsReview { message += " (\(UIText.needsReview(language)))" }
    return "\(OutputEscaping.singleLine(path(of: finding))):\(finding.position.line):\(finding.position.column): \(kind): \(message) [\(OutputEscaping.singleLine(finding.ruleID))]"
  }

  private func path(of finding: Finding) -> String {
    guard let base = baseDirectory, !finding.file.hasPrefix("/") else { return finding.file }
    return (base.hasSuffix("/") ? base : base + "/") + finding.file
  }
}
