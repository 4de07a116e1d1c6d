import A11yCore
import A11ySwiftSource
import Dispatch
import Foundation

/// A file that could not be analysed, and why.
public struct SkippedFile: Sendable, Hashable {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The stderr line for it.
  public var warning: String { "warning: skipped \(path): \(reason)" }
}

/// What an audit produced.
public struct AuditResult: Sendable {
  /// In report order (file, line, column, rule), whatever the number of threads.
  public var findings: [Finding]
  public var skipped: [SkippedFile]
  /// Files analysed (not counting skipped ones).
  public var filesAnalyzed: Int
}

/// Analyses files concurrently. Each worker reads, decodes and analyses one file at a time, so
/// memory holds only the files in flight plus their findings.
public struct Auditor: Sendable {
  public let analyzer: SwiftSourceAnalyzer
  /// Paths in findings are relative to it when the file is under it.
  public let currentDirectory: String
  public let threads: Int
  /// Told after each file, for `ProgressReporter`.
  var progress: ProgressReporter?

  public init(analyzer: SwiftSourceAnalyzer, currentDirectory: String, threads: Int? = nil) {
    self.analyzer = analyzer
    self.currentDirectory = currentDirectory
    self.threads = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Audits absolute `files` paths.
  public func audit(files: [String]) -> AuditResult {
    let outcomes = ConcurrentMap.map(files, threads: threads) { [progress] file in
      let outcome = auditFile(file)
      progress?.fileDone()
      return outcome
    }
    var findings: [Finding] = []
    var skipped: [SkippedFile] = []
    for outcome in outcomes {
      switch outcome {
      case .findings(let fileFindings): findings += fileFindings
      case .skipped(let file): skipped.append(file)
      }
    }
    findings.sort(by: Self.order)
    return AuditResult(findings: findings, skipped: skipped, filesAnalyzed: files.count - skipped.count)
  }

  /// ``Finding/reportOrder(_:_:)``, then message and severity so equal positions are stable too.
  static func order(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if Finding.reportOrder(lhs, rhs) { return true }
    if Finding.reportOrder(rhs, lhs) { return false }
    return (lhs.message.en, lhs.severity.rawValue) < (rhs.message.en, rhs.severity.rawValue)
  }

  enum Outcome: Sendable {
    case findings([Finding])
    case skipped(SkippedFile)
  }

  func auditFile(_ path: String) -> Outcome {
    let display = Paths.display(path, relativeTo: currentDirectory)
    guard let data = FileManager.default.contents(atPath: path) else {
      return .skipped(SkippedFile(path: display, reason: "cannot read the file"))
    }
    guard let source = Self.decode(data) else {
      let reason = data.contains(0) ? "binary file (contains NUL bytes)" : "not valid UTF-8 text"
      return .skipped(SkippedFile(path: display, reason: reason))
    }
    return .findings(analyzer.analyze(source: source, path: display))
  }

  /// Strict UTF-8; nil for binary data (a NUL byte) or invalid UTF-8.
  static func decode(_ data: Data) -> String? {
    let hasNUL = data.withUnsafeBytes { buffer in
      buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false
    }
    if hasNUL { return nil }
    return String(validating: data, as: UTF8.self)
  }
}
