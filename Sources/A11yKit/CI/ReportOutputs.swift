import A11yCore
import A11yReporters
import Foundation

/// One report of a run: a format and where it goes (nil: standard output, or `--output`).
/// `--format json:out.json --format xcode` asks for two from one analysis.
public struct ReportOutput: Sendable, Equatable {
  public var format: LintCommand.Format
  public var path: String?

  public init(format: LintCommand.Format, path: String? = nil) {
    self.format = format
    self.path = path
  }

  /// `NAME` or `NAME:PATH`.
  static func parse(_ value: String) throws(UsageError) -> ReportOutput {
    let name: Substring
    var path: String?
    if let colon = value.firstIndex(of: ":") {
      name = value[..<colon]
      path = String(value[value.index(after: colon)...])
      if path?.isEmpty == true { throw UsageError("'--format \(value)' needs a file name after ':'") }
    } else {
      name = Substring(value)
    }
    guard let format = LintCommand.Format(rawValue: String(name)) else {
      let known = LintCommand.Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("invalid value '\(name)' for '--format' (expected \(known); NAME:FILE writes to FILE)")
    }
    return ReportOutput(format: format, path: path)
  }

  /// Every `--format` of a command line; at most one goes to standard output (or `--output`).
  static func parseAll(_ values: [String]) throws(UsageError) -> [ReportOutput] {
    var outputs: [ReportOutput] = []
    for value in values { outputs.append(try parse(value)) }
    if outputs.filter({ $0.path == nil }).count > 1 {
      throw UsageError("only one '--format' can go to standard output; give the others a file (--format json:report.json)")
    }
    let paths = outputs.compactMap(\.path)
    if let repeated = paths.first(where: { path in paths.filter { $0 == path }.count > 1 }) {
      throw UsageError("two reports would be written to \(repeated)")
    }
    return outputs.isEmpty ? [ReportOutput(format: .text)] : outputs
  }

  /// The reporter for this output. Colours only for a text report on a terminal's standard output.
  func reporter(language: Language, colors: Bool, currentDirectory: String) -> any Reporter {
    switch format {
    case .text: TextReporter(language: language, colors: colors)
    case .xcode: XcodeReporter(language: language, baseDirectory: currentDirectory)
    case .json: JSONReporter(language: language)
    case .html: HTMLReporter(language: language)
    case .sarif:
      SARIFReporter(
        language: language, rules: RuleCatalog.descriptors,
        rulesDocumentationURL: ToolInfo.rulesDocumentationURL, baseDirectory: currentDirectory)
    case .junit: JUnitReporter(language: language)
    case .github: GitHubActionsReporter(language: language)
    case .markdown: MarkdownSummaryReporter(language: language)
    }
  }
}

extension ToolInfo {
  /// Where docs/rules.md is published; SARIF links each rule to its section (`#rule-id`).
  public static let rulesDocumentationURL = "https://github.com/a11y-audit/a11y-audit/blob/main/docs/rules.md"
}

/// Checks, before any work, that every report file can be written (its folder exists, it is not a
/// folder), so a long run never ends with nowhere to put its result.
enum OutputPaths {
  static func check(_ output: String, currentDirectory: String) -> CommandResult? {
    let path = Paths.absolute(output, relativeTo: currentDirectory)
    if Paths.kind(path) == .directory {
      return .writeError("cannot write the report to \(output): it is a folder")
    }
    if Paths.kind(Paths.parent(path)) != .directory {
      return .writeError("cannot write the report to \(output): no folder \(Paths.parent(output).isEmpty ? "." : Paths.parent(output))")
    }
    return nil
  }

  static func write(_ text: String, to output: String, currentDirectory: String) -> CommandResult? {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: Paths.absolute(output, relativeTo: currentDirectory)))
      return nil
    } catch {
      return .writeError("cannot write the report to \(output)")
    }
  }
}
