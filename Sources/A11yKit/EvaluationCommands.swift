import A11yCore
import A11yEvaluation
import A11yReporters
import Foundation

/// `a11y-audit checklist init|validate`: the evaluation file evaluators fill in.
public enum ChecklistCommand {
  static let initSpec = OptionSpec(valued: ["--language", "--output"], flags: ["--force", "--help", "-h"], lists: ["--screens"])
  static let validateSpec = OptionSpec(valued: ["--language"], flags: ["--help", "-h"], lists: ["--findings", "--hierarchy"])

  public static func run(_ arguments: [String], context: ToolContext) -> CommandResult {
    guard let subcommand = arguments.first else {
      return .usageError("'checklist' needs 'init' or 'validate' (see `a11y-audit help`)")
    }
    let rest = Array(arguments.dropFirst())
    switch subcommand {
    case "init": return initialize(rest, context: context)
    case "validate": return validate(rest, context: context)
    case "--help", "-h", "help": return CommandResult(standardOutput: HelpText.general)
    default: return .usageError("unknown 'checklist' subcommand '\(subcommand)' (expected init or validate)")
    }
  }

  /// The automated rules that inform each checkpoint, from the rule descriptors.
  static var rulesByCheckpoint: [Checkpoint: [String]] {
    var result: [Checkpoint: [String]] = [:]
    for descriptor in RuleCatalog.descriptors {
      for checkpoint in descriptor.checkpoints { result[checkpoint, default: []].append(descriptor.id) }
    }
    return result
  }

  static func initialize(_ arguments: [String], context: ToolContext) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ArgumentParser.parse(arguments, spec: initSpec)
      if parsed.has("--help") || parsed.has("-h") { return CommandResult(standardOutput: HelpText.general) }
      if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)' for 'checklist init'") }
      let language = try Language.parse(parsed.value("--language"))
      var screens: [String] = []
      for screen in parsed.list("--screens") where !screens.contains(screen) { screens.append(screen) }
      let text = ChecklistTemplate.make(language: language, screens: screens, rulesByCheckpoint: rulesByCheckpoint).rendered()
      guard let output = parsed.value("--output") else { return CommandResult(standardOutput: text) }
      if output.isEmpty { throw UsageError("'--output' needs a file name") }
      let path = Paths.absolute(output, relativeTo: context.currentDirectory)
      // An evaluator's filled-in file must not be lost to a second `init`.
      if Paths.kind(path) == .file && !parsed.has("--force") {
        throw UsageError("\(output) already exists; pass --force to replace it")
      }
      return EvaluationOutput.write(text, to: output, context: context, message: "wrote \(output)")
    } catch {
      return .usageError(error.message)
    }
  }

  static func validate(_ arguments: [String], context: ToolContext) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ArgumentParser.parse(arguments, spec: validateSpec)
      if parsed.has("--help") || parsed.has("-h") { return CommandResult(standardOutput: HelpText.general) }
      guard let file = parsed.positionals.first else { throw UsageError("'checklist validate' needs a checklist file") }
      if parsed.positionals.count > 1 { throw UsageError("unexpected argument '\(parsed.positionals[1])' for 'checklist validate'") }
      let (checklist, readIssues) = try EvaluationInputs.checklist(file, context: context)
      let findings = try EvaluationInputs.findings(parsed.list("--findings"), parsed.list("--hierarchy"), context: context)
      let language = try parsed.value("--language").map { value throws(UsageError) in try Language.parse(value) } ?? checklist.language
      let issues = readIssues + ChecklistFindingsCheck.issues(checklist, findings: findings)
      guard !issues.isEmpty else {
        let screens = checklist.screens.count
        let tasks = checklist.userEvaluation.tasks.count
        let summary = language == .korean
          ? "\(file): 문제 없음(점검 항목 \(checklist.checkpoints.count)개, 화면 \(screens)개, 과업 \(tasks)개)\n"
          : "\(file): valid (\(checklist.checkpoints.count) checkpoints, \(screens) screens, \(tasks) tasks)\n"
        return CommandResult(standardOutput: summary)
      }
      var output = issues.map { "\(file): \($0.line(in: language))\n" }.joined()
      output += language == .korean
        ? "\(file): 문제 \(issues.count)건\n"
        : "\(file): \(issues.count) problem\(issues.count == 1 ? "" : "s")\n"
      return CommandResult(standardOutput: output, exitCode: ExitCode.findingsFailed)
    } catch {
      return .usageError(error.message)
    }
  }
}

/// `a11y-audit report [--checklist FILE] [--findings FILE ...] [--hierarchy FILE ...]
/// [--format html|markdown|json] [--language ko|en] [--output FILE]`.
public enum ReportCommand {
  static let spec = OptionSpec(
    valued: ["--checklist", "--format", "--language", "--output"], flags: ["--help", "-h"],
    lists: ["--findings", "--hierarchy"])

  public static func run(_ arguments: [String], context: ToolContext) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ArgumentParser.parse(arguments, spec: spec)
      if parsed.has("--help") || parsed.has("-h") { return CommandResult(standardOutput: HelpText.general) }
      if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)' for 'report'") }
      let format = parsed.value("--format") ?? "html"
      guard ["html", "markdown", "json"].contains(format) else {
        throw UsageError("invalid value '\(format)' for '--format' (expected html, markdown or json)")
      }
      if parsed.value("--output")?.isEmpty == true { throw UsageError("'--output' needs a file name") }
      var checklist: Checklist?
      var issues: [EvaluationIssue] = []
      if let file = parsed.value("--checklist") {
        (checklist, issues) = try EvaluationInputs.checklist(file, context: context)
      }
      let staticFiles = parsed.list("--findings")
      let runtimeFiles = parsed.list("--hierarchy")
      if checklist == nil && staticFiles.isEmpty && runtimeFiles.isEmpty {
        throw UsageError("'report' needs --checklist, --findings or --hierarchy")
      }
      let findings = try EvaluationInputs.findings(staticFiles, runtimeFiles, context: context)
      let language = try parsed.value("--language").map { value throws(UsageError) in try Language.parse(value) }
        ?? checklist?.language ?? .english
      let report = ComplianceReportBuilder.build(
        checklist: checklist, issues: issues, findings: findings, findingsInputs: staticFiles,
        hierarchyInputs: runtimeFiles, rulesByCheckpoint: ChecklistCommand.rulesByCheckpoint)
      let identity = "\(ToolInfo.name) \(ToolInfo.version)"
      let text: String
      switch format {
      case "markdown": text = ComplianceMarkdownRenderer(language: language, toolIdentity: identity).render(report)
      case "json": text = ComplianceJSONRenderer(language: language, toolName: ToolInfo.name, toolVersion: ToolInfo.version).render(report)
      default: text = ComplianceHTMLRenderer(language: language, toolIdentity: identity).render(report)
      }
      var warning = ""
      if !report.issues.isEmpty {
        warning = "a11y-audit: warning: the checklist has \(report.issues.count) open issue\(report.issues.count == 1 ? "" : "s") (listed in the report; `a11y-audit checklist validate` names each)\n"
      }
      guard let output = parsed.value("--output") else {
        return CommandResult(standardOutput: text, standardError: warning)
      }
      var result = EvaluationOutput.write(text, to: output, context: context, message: nil)
      result.standardError = warning + result.standardError
      return result
    } catch {
      return .usageError(error.message)
    }
  }
}

/// Reading the evaluation's input files, each failure one line naming the file.
enum EvaluationInputs {
  static func read(_ file: String, context: ToolContext) throws(UsageError) -> Data {
    let path = Paths.absolute(file, relativeTo: context.currentDirectory)
    switch Paths.kind(path) {
    case .missing: throw UsageError("no such file: \(file)")
    case .directory: throw UsageError("\(file) is a folder, not a JSON file")
    case .file: break
    }
    guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(file)") }
    guard String(data: data, encoding: .utf8) != nil else { throw UsageError("\(file) is not UTF-8 text") }
    return data
  }

  static func checklist(_ file: String, context: ToolContext) throws(UsageError) -> (Checklist, [EvaluationIssue]) {
    let data = try read(file, context: context)
    let document: JSONValue
    do {
      document = try JSONValue.parse(data)
    } catch {
      throw UsageError("\(file) is not valid JSON: \(error.reason)")
    }
    do {
      return try ChecklistReader.read(document)
    } catch {
      throw UsageError("\(file): \(error.message)")
    }
  }

  static func findings(_ staticFiles: [String], _ runtimeFiles: [String], context: ToolContext) throws(UsageError) -> [AutomatedFinding] {
    var result: [AutomatedFinding] = []
    for (files, source) in [(staticFiles, FindingSource.staticAnalysis), (runtimeFiles, FindingSource.runtime)] {
      for file in files {
        let data = try read(file, context: context)
        do {
          result += try FindingsFileReader.read(data, source: source)
        } catch {
          throw UsageError("\(file): \(error.message)")
        }
      }
    }
    return result
  }
}

enum EvaluationOutput {
  /// Writes `text` to `output` (relative to the current directory); exit 3 when it can't.
  static func write(_ text: String, to output: String, context: ToolContext, message: String?) -> CommandResult {
    let path = Paths.absolute(output, relativeTo: context.currentDirectory)
    if Paths.kind(path) == .directory { return .writeError("cannot write \(output): it is a folder") }
    if Paths.kind(Paths.parent(path)) != .directory {
      return .writeError("cannot write \(output): no folder \(Paths.parent(output).isEmpty ? "." : Paths.parent(output))")
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return .writeError("cannot write \(output)")
    }
    return CommandResult(standardError: message.map { "a11y-audit: \($0)\n" } ?? "")
  }
}
