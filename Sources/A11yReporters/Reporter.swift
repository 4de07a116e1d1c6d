import A11yCore

/// The name and version a report identifies its producer with.
public struct ToolIdentity: Sendable, Hashable {
  public var name: String
  public var version: String

  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }
}

/// Everything a reporter renders: the findings of one run, in report order, and what was analysed.
public struct AuditReport: Sendable {
  public var tool: ToolIdentity
  /// Sorted by file, line, column and rule (``Finding/reportOrder(_:_:)``).
  public var findings: [Finding]
  /// How many files were analysed (skipped files excluded).
  public var filesAnalyzed: Int
  /// Files that could not be analysed (binary, not UTF-8, unreadable).
  public var filesSkipped: Int

  public init(tool: ToolIdentity, findings: [Finding], filesAnalyzed: Int, filesSkipped: Int = 0) {
    self.tool = tool
    self.findings = findings
    self.filesAnalyzed = filesAnalyzed
    self.filesSkipped = filesSkipped
  }
}

/// Turns a report into text for standard output or a file. Every reporter renders
/// ``LocalizedText`` in one ``Language``.
public protocol Reporter: Sendable {
  var language: Language { get }
  func render(_ report: AuditReport) -> String
}

/// Counts of a report, shared by the reporters' summaries.
public struct ReportSummary: Sendable, Equatable {
  public var bySeverity: [Severity: Int] = [:]
  public var byRule: [String: Int] = [:]
  public var byCheckpoint: [Checkpoint: Int] = [:]
  public var needsReview = 0
  public var files: Set<String> = []

  public init(_ findings: [Finding]) {
    for finding in findings {
      bySeverity[finding.severity, default: 0] += 1
      byRule[finding.ruleID, default: 0] += 1
      for checkpoint in finding.checkpoints {
        byCheckpoint[checkpoint, default: 0] += 1
      }
      if finding.needsReview { needsReview += 1 }
      files.insert(finding.file)
    }
  }

  public func count(_ severity: Severity) -> Int { bySeverity[severity] ?? 0 }
}

/// Small texts of the reporters' own, in both languages.
enum UIText {
  static func needsReview(_ language: Language) -> String {
    language == .korean ? "검토 필요" : "needs review"
  }

  static func element(_ language: Language) -> String {
    language == .korean ? "요소" : "element"
  }

  static func source(_ language: Language) -> String {
    language == .korean ? "소스" : "source"
  }

  static func fix(_ language: Language) -> String {
    language == .korean ? "수정 방법" : "fix"
  }

  static func severity(_ severity: Severity, _ language: Language) -> String {
    guard language == .korean else { return severity.rawValue }
    switch severity {
    case .error: return "오류"
    case .warning: return "경고"
    case .info: return "정보"
    }
  }
}
