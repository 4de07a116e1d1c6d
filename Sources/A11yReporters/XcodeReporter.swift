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
    var message = finding.message.text(in: language)
    if finding.needsReview { message += " (\(UIText.needsReview(language)))" }
    if let element = finding.element { message += " (\(UIText.element(language)): \(element.summary))" }
    var line = "\(path(of: finding.file)):\(finding.position.line):\(finding.position.column): \(kind): \(message) [\(finding.ruleID)]"
    // A runtime finding whose label matched a Swift line: a note there, so Xcode shows it in the code.
    if let source = finding.element?.source {
      line += "\n\(path(of: source.file)):\(source.line):1: note: \(UIText.element(language)) \(finding.element?.summary ?? ""): \(finding.message.text(in: language)) [\(finding.ruleID)]"
    }
    return line
  }

  private func path(of file: String) -> String {
    guard let base = baseDirectory, !file.hasPrefix("/") else { return file }
    return (base.hasSuffix("/") ? base : base + "/") + file
  }
}
