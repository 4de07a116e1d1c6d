import A11yCore
import A11ySwiftSource
import A11yReporters
import Foundation

/// `a11y-audit lint [PATH ...]`: audits the Swift files under the paths and reports.
public enum LintCommand {
  public enum Format: String, CaseIterable, Sendable {
    case text, xcode, json, html
    // CI and code review (Sources/A11yReporters/CI).
    case sarif, junit, github, markdown
  }

  static let spec = OptionSpec(
    valued: Set(["--format", "--output", "--config", "--language"]
      + ["--baseline", "--write-baseline", "--changed-since"]),
    flags: Set(["--strict", "--fix", "--dry-run", "--help", "-h"]
      + ["--strict-baseline", "--quiet"]),
    lists: ["--only", "--disable"])

  /// The options of a run, after validation.
  public struct Options: Sendable {
    public var paths: [String] = ["."]
    public var format: Format = .text
    public var output: String?
    public var config: String?
    public var only: [String] = []
    public var disable: [String] = []
    public var strict = false
    public var language: Language = .english
    public var fix = false
    public var dryRun = false
    /// Every report of the run; `format` is the one for standard output (or `--output`).
    public var outputs: [ReportOutput] = [ReportOutput(format: .text)]
    public var baseline: String?
    public var writeBaseline: String?
    public var strictBaseline = false
    public var changedSince: String?
    public var quiet = false
  }

  public static func parseOptions(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    var options = Options()
    if !parsed.positionals.isEmpty { options.paths = parsed.positionals }
    options.outputs = try ReportOutput.parseAll(parsed.values["--format"] ?? [])
    options.format = options.outputs.first(where: { $0.path == nil })?.format ?? options.format
    try PipelineOptions.parse(parsed, into: &options)
    options.output = parsed.value("--output")
    options.config = parsed.value("--config")
    if options.output?.isEmpty == true { throw UsageError("'--output' needs a file name") }
    if options.config?.isEmpty == true { throw UsageError("'--config' needs a file name") }
    options.only = parsed.list("--only")
    options.disable = parsed.list("--disable")
    if parsed.values["--only"] != nil && options.only.isEmpty { throw UsageError("'--only' needs at least one rule") }
    let known = RuleCatalog.ids
    options.only = options.only.map(RuleAliases.canonical)
    options.disable = options.disable.map(RuleAliases.canonical)
    for (option, ids) in [("--only", options.only), ("--disable", options.disable)] {
      if let unknown = ids.first(where: { !known.contains($0) }) {
        throw UsageError("unknown rule '\(unknown)' in '\(option)' (run `a11y-audit rules` for the list)")
      }
    }
    options.strict = parsed.has("--strict")
    options.language = try Language.parse(parsed.value("--language"))
    options.fix = parsed.has("--fix")
    options.dryRun = parsed.has("--dry-run")
    return options
  }

  public static func run(_ arguments: [String], context: ToolContext) -> CommandResult {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) && !arguments.contains("--") {
      return CommandResult(standardOutput: HelpText.general)
    }
    let options: Options
    do {
      options = try parseOptions(arguments)
    } catch {
      return .usageError(error.message)
    }
    return run(options, context: context)
  }

  public static func run(_ options: Options, context: ToolContext) -> CommandResult {
    var standardError = ""
    func warn(_ line: String) { standardError += "a11y-audit: warning: \(line)\n" }

    // Configuration, then the command line on top of it.
    var configuration: Configuration
    do {
      configuration = try ConfigurationLocator.load(
        explicitPath: options.config, auditedPath: options.paths[0],
        currentDirectory: context.currentDirectory, rules: RuleCatalog.descriptors
      ).configuration
    } catch {
      return .usageError(error.message)
    }
    if !options.only.isEmpty {
      configuration.onlyRules = Set(options.only)
      configuration.disabledRules.subtract(options.only)
    }
    configuration.disabledRules.formUnion(options.disable)

    // Where the report goes: checked before the work, never written anywhere else.
    var outputPath: String?
    if let output = options.output {
      let path = Paths.absolute(output, relativeTo: context.currentDirectory)
      if Paths.kind(path) == .directory {
        return .writeError("cannot write the report to \(output): it is a folder")
      }
      if Paths.kind(Paths.parent(path)) != .directory {
        return .writeError("cannot write the report to \(output): no folder \(Paths.parent(output).isEmpty ? "." : Paths.parent(output))")
      }
      outputPath = path
    }
    for path in options.outputs.compactMap(\.path) + [options.writeBaseline].compactMap({ $0 }) {
      if let failure = OutputPaths.check(path, currentDirectory: context.currentDirectory) { return failure }
    }
    let pipeline: Pipeline
    do {
      pipeline = try Pipeline.prepare(options, context: context)
    } catch {
      return .usageError(error.message)
    }

    // Files: each path on the command line is its own project, judged against its own string
    // and asset catalogs (auditing `Before` and `After` together must not let one variant's
    // colors stand for the other's).
    let collector = FileCollector(
      extensions: Set(["swift"]).union(ProjectIndexLoader.stringFileExtensions).union(InterfaceBuilderPhase.fileExtensions),
      bundleExtensions: ProjectIndexLoader.bundleExtensions,
      configuration: configuration, currentDirectory: context.currentDirectory)
    var projects: [AuditedProject] = []
    var seenSwiftFiles: Set<String> = []
    for path in options.paths {
      let collected: CollectedFiles
      do {
        collected = try collector.collect([path])
      } catch {
        return .usageError(error.message)
      }
      collected.warnings.forEach(warn)
      let swiftFiles = collected.files.filter { $0.lowercased().hasSuffix(".swift") && seenSwiftFiles.insert($0).inserted }
      let interfaceBuilderFiles = collected.files.filter { InterfaceBuilderPhase.isInterfaceBuilderFile($0) && seenSwiftFiles.insert($0).inserted }
      let stringFiles = collected.files.filter { !$0.lowercased().hasSuffix(".swift") && !InterfaceBuilderPhase.isInterfaceBuilderFile($0) }
      let project = ProjectIndexLoader.load(stringFiles: stringFiles, assetCatalogs: collected.bundles)
      project.warnings.forEach { warn(Paths.display($0, relativeTo: context.currentDirectory)) }
      let analyzer = SwiftSourceAnalyzer(
        rules: RuleCatalog.swiftRules, configuration: configuration, project: project.index,
        knownRuleIDs: RuleCatalog.ids)
      projects.append(AuditedProject(
        swiftFiles: swiftFiles, interfaceBuilderFiles: interfaceBuilderFiles,
        auditor: Auditor(analyzer: analyzer, currentDirectory: context.currentDirectory, threads: context.threads)))
    }

    // Analysis.
    let progress = options.quiet ? nil : context.progress
    progress?.start(total: projects.reduce(0) { $0 + $1.swiftFiles.count })
    for index in projects.indices { projects[index].auditor.progress = progress }
    var result = AuditedProject.audit(projects)
    progress?.finish()
    for skipped in result.skipped {
      warn("skipped \(skipped.path): \(skipped.reason)")
    }

    if options.fix || options.dryRun {
      let auditedPaths = options.paths.map { Paths.absolute($0, relativeTo: context.currentDirectory) }
      let outcome: FixOutcome
      do {
        outcome = try FixApplier.apply(
          findings: result.findings, dryRun: options.dryRun, auditedPaths: auditedPaths,
          baseDirectory: context.currentDirectory)
      } catch {
        return CommandResult(standardError: standardError + "a11y-audit: error: \(error)\n", exitCode: ExitCode.writeFailed)
      }
      for skipped in outcome.skipped {
        warn("fix not applied at \(skipped.file):\(skipped.position.line):\(skipped.position.column) [\(skipped.ruleID)]: \(skipped.reason)")
      }
      let verb = options.dryRun ? "would apply" : "applied"
      standardError += "a11y-audit: \(verb) \(outcome.appliedFixCount) fix\(outcome.appliedFixCount == 1 ? "" : "es") in \(outcome.filesChanged.count) file\(outcome.filesChanged.count == 1 ? "" : "s")\n"
      if options.dryRun {
        return CommandResult(standardOutput: outcome.diff, standardError: standardError, exitCode: ExitCode.success)
      }
      // Report what is left after fixing.
      result = AuditedProject.audit(projects)
    }

    // Baseline and changed lines decide which findings this run reports.
    let filtered: Pipeline.Filtered
    do {
      filtered = try pipeline.filter(result.findings)
    } catch {
      return CommandResult(standardError: standardError + "a11y-audit: error: \(error.message)\n", exitCode: ExitCode.writeFailed)
    }
    result.findings = filtered.findings
    standardError += filtered.notes.map { "a11y-audit: \($0)\n" }.joined()
    if !options.quiet { standardError += filtered.summary.map { "a11y-audit: \($0)\n" }.joined() }

    // Report.
    let report = AuditReport(
      tool: ToolInfo.identity, findings: result.findings, filesAnalyzed: result.filesAnalyzed,
      filesSkipped: result.skipped.count)
    for output in options.outputs {
      guard let path = output.path else { continue }
      let reporter = output.reporter(language: options.language, colors: false, currentDirectory: context.currentDirectory)
      if let failure = OutputPaths.write(reporter.render(report), to: path, currentDirectory: context.currentDirectory) {
        return CommandResult(standardError: standardError + failure.standardError, exitCode: failure.exitCode)
      }
    }
    let reporter: any Reporter
    switch options.format {
    case .text:
      reporter = TextReporter(language: options.language, colors: outputPath == nil && context.usesColors)
    case .xcode:
      reporter = XcodeReporter(language: options.language, baseDirectory: context.currentDirectory)
    case .json:
      reporter = JSONReporter(language: options.language)
    case .html:
      reporter = HTMLReporter(language: options.language)
    case .sarif, .junit, .github, .markdown:
      reporter = ReportOutput(format: options.format).reporter(
        language: options.language, colors: false, currentDirectory: context.currentDirectory)
    }
    let standardOutputWanted = options.outputs.contains { $0.path == nil }
    let rendered = outputPath != nil || standardOutputWanted ? reporter.render(report) : ""
    var standardOutput = ""
    if let outputPath, standardOutputWanted {
      do {
        try Data(rendered.utf8).write(to: URL(fileURLWithPath: outputPath))
      } catch {
        return CommandResult(
          standardError: standardError + "a11y-audit: error: cannot write the report to \(options.output ?? outputPath)\n",
          exitCode: ExitCode.writeFailed)
      }
    } else if standardOutputWanted {
      standardOutput = rendered
    }
    return CommandResult(
      standardOutput: standardOutput, standardError: standardError,
      exitCode: filtered.failsBaseline ? ExitCode.findingsFailed : exitCode(for: result.findings, strict: options.strict))
  }

  /// 1 when an error remains, or with `strict` any warning; info never fails.
  public static func exitCode(for findings: [Finding], strict: Bool) -> Int32 {
    let fails = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    return fails ? ExitCode.findingsFailed : ExitCode.success
  }
}

/// The Swift files of one audited path and the auditor that knows that path's project index.
struct AuditedProject {
  var swiftFiles: [String]
  var interfaceBuilderFiles: [String] = []
  var auditor: Auditor

  /// Audits every project and merges the results in report order.
  static func audit(_ projects: [AuditedProject]) -> AuditResult {
    var merged = AuditResult(findings: [], skipped: [], filesAnalyzed: 0)
    for project in projects {
      let result = project.auditor.audit(files: project.swiftFiles, interfaceBuilderFiles: project.interfaceBuilderFiles)
      merged.findings += result.findings
      merged.skipped += result.skipped
      merged.filesAnalyzed += result.filesAnalyzed
    }
    if projects.count > 1 { merged.findings.sort(by: Auditor.order) }
    return merged
  }
}
