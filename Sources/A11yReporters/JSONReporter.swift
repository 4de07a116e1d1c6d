import A11yCore
import Foundation

/// The stable JSON contract: one object
/// `{"tool": {"name", "version"}, "findings": [...], "summary": {...}}`, keys sorted, slashes not
/// escaped. Each finding always has `needsReview`; `fix` only when the rule knows one; `element`
/// (screen, path, type, label, identifier, frame, and `source` when a Swift line matched) only for
/// findings on a runtime hierarchy.
public struct JSONReporter: Reporter {
  public let language: Language

  public init(language: Language = .english) {
    self.language = language
  }

  public func render(_ report: AuditReport) -> String {
    let document = Document(
      tool: .init(name: report.tool.name, version: report.tool.version),
      findings: report.findings.map { JSONFinding($0, language: language) },
      summary: Summary(report))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    // Encoding plain strings, numbers and dictionaries with string keys cannot fail.
    guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else {
      return "{}\n"
    }
    return text + "\n"
  }

  struct Document: Encodable {
    struct Tool: Encodable {
      let name: String
      let version: String
    }

    let tool: Tool
    let findings: [JSONFinding]
    let summary: Summary
  }

  struct JSONFinding: Encodable {
    let rule: String
    let severity: String
    let file: String
    let line: Int
    let column: Int
    let message: String
    let checkpoints: [String]
    let wcag: [String]
    let hig: String
    let needsReview: Bool
    let fix: JSONFix?
    /// Runtime findings only: the element of the captured hierarchy.
    let element: ElementLocation?

    init(_ finding: Finding, language: Language) {
      rule = finding.ruleID
      severity = finding.severity.rawValue
      file = finding.file
      line = finding.position.line
      column = finding.position.column
      message = finding.message.text(in: language)
      checkpoints = finding.checkpoints.map(\.rawValue)
      wcag = finding.wcag
      hig = finding.hig
      needsReview = finding.needsReview
      fix = finding.fix.map { JSONFix($0, language: language) }
      element = finding.element
    }

    enum CodingKeys: String, CodingKey {
      case rule, severity, file, line, column, message, checkpoints, wcag, hig, needsReview, fix, element
    }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rule, forKey: .rule)
      try container.encode(severity, forKey: .severity)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
      try container.encode(message, forKey: .message)
      try container.encode(checkpoints, forKey: .checkpoints)
      try container.encode(wcag, forKey: .wcag)
      try container.encode(hig, forKey: .hig)
      try container.encode(needsReview, forKey: .needsReview)
      try container.encodeIfPresent(fix, forKey: .fix)
      try container.encodeIfPresent(element, forKey: .element)
    }
  }

  struct JSONFix: Encodable {
    struct Edit: Encodable {
      let line: Int
      let column: Int
      let endLine: Int
      let endColumn: Int
      let offset: Int
      let length: Int
      let replacement: String
    }

    let summary: String
    let edits: [Edit]

    init(_ fix: Fix, language: Language) {
      summary = fix.summary.text(in: language)
      edits = fix.edits.map {
        Edit(
          line: $0.start.line, column: $0.start.column, endLine: $0.end.line, endColumn: $0.end.column,
          offset: $0.start.utf8Offset, length: $0.end.utf8Offset - $0.start.utf8Offset,
          replacement: $0.replacement)
      }
    }
  }

  struct Summary: Encodable {
    let findings: Int
    let filesAnalyzed: Int
    let filesSkipped: Int
    let filesWithFindings: Int
    let needsReview: Int
    let bySeverity: [String: Int]
    let byRule: [String: Int]
    let byCheckpoint: [String: Int]

    init(_ report: AuditReport) {
      let counts = ReportSummary(report.findings)
      findings = report.findings.count
      filesAnalyzed = report.filesAnalyzed
      filesSkipped = report.filesSkipped
      filesWithFindings = counts.files.count
      needsReview = counts.needsReview
      bySeverity = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, counts.count($0)) })
      byRule = Dictionary(uniqueKeysWithValues: counts.byRule.map { ($0.key, $0.value) })
      byCheckpoint = Dictionary(uniqueKeysWithValues: counts.byCheckpoint.map { ($0.key.rawValue, $0.value) })
    }
  }
}
