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
      + ["--strict-baseline", "--quiet"] + ["--unsafe-fixes"] + ["--include-unreferenced"]),
    lists: ["--only", "--disable", "--unsafe-fixes-for"])

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
    /// Apply suggested fixes too (`--unsafe-fixes`), or those of the named rules only.
    public var unsafeFixes = false
    public var unsafeFixRules: [String] = []

    /// Whether `fix` applies this finding's fix.
    func applies(_ finding: Finding) -> Bool {
      guard let fix = finding.fix else { return false }
      return fix.isSafe || unsafeFixes || unsafeFixRules.contains(finding.ruleID)
    }
    /// Every report of the run; `format` is the one for standard output (or `--output`).
    public var outputs: [ReportOutput] = [ReportOutput(format: .text)]
    public var baseline: String?
    public var writeBaseline: String?
    public var strictBaseline = false
    public var changedSince: String?
    public var quiet = false
    /// Report findings in types nothing in the project references (left out by default).
    public var includeUnreferenced = false
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
    options.unsafeFixes = parsed.has("--unsafe-fixes")
    options.unsafeFixRules = parsed.list("--unsafe-fixes-for")
    for (option, ids) in [("--only", options.only), ("--disable", options.disable), ("--unsafe-fixes-for", options.unsafeFixRules)] {
      if let unknown = ids.first(where: { !known.contains($0) }) {
        throw UsageError("unknown rule '\(unknown)' in '\(option)' (run `a11y-audit rules` for the list)")
      }
    }
    options.strict = parsed.has("--strict")
    options.includeUnreferenced = parsed.has("--include-unreferenced")
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
    func warn(_ line: String) { standardError += "a11y-audit: warning: \(OutputEscaping.singleLine(line))\n" }

    // Configuration, then the command line on top of it.
    var configuration: Configuration
    let configurationPath: String?
    do {
      (configuration, configurationPath) = try ConfigurationLocator.load(
        explicitPath: options.config, auditedPath: options.paths[0],
        currentDirectory: context.currentDirectory, rules: RuleCatalog.descriptors)
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
      extensions: Set(["swift"]).union(ProjectIndexLoader.stringFileExtensions).union(InterfaceBuilderPhase.fileExtensions)
        .union(ProjectVideos.fileExtensions),
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
      let videoFiles = collected.files.filter(ProjectVideos.isVideo)
      let stringFiles = collected.files.filter {
        !$0.lowercased().hasSuffix(".swift") && !InterfaceBuilderPhase.isInterfaceBuilderFile($0) && !ProjectVideos.isVideo($0)
      }
      let project = ProjectIndexLoader.load(
        stringFiles: stringFiles,
        assetCatalogs: ProjectAssetCatalogs.catalogs(for: path, found: collected.bundles, currentDirectory: context.currentDirectory),
        videoFiles: videoFiles, currentDirectory: context.currentDirectory)
      project.warnings.forEach { warn(Paths.display($0, relativeTo: context.currentDirectory)) }
      let analyzer = SwiftSourceAnalyzer(
        rules: RuleCatalog.swiftRules, configuration: configuration, project: project.index,
        knownRuleIDs: RuleCatalog.ids)
      var auditor = Auditor(analyzer: analyzer, currentDirectory: context.currentDirectory, threads: context.threads)
      auditor.includeUnreferenced = options.includeUnreferenced
      auditor.referenceFiles = UnreferencedReferences.files(in: path, configuration: configuration, currentDirectory: context.currentDirectory)
      if !options.includeUnreferenced {
        auditor.appPackageFolders = AppLocalPackages.folders(root: path, swiftFiles: swiftFiles, currentDirectory: context.currentDirectory)
      }
      projects.append(AuditedProject(
        swiftFiles: swiftFiles, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles,
        auditor: auditor))
    }

    // Analysis.
    let progress = options.quiet ? nil : context.progress
    progress?.start(total: projects.reduce(0) { $0 + $1.swiftFiles.count })
    for index in projects.indices { projects[index].auditor.progress = progress }
    var result = AuditedProject.audit(projects)
    progress?.finish()
    for pbxproj in result.unreadableProjects {
      warn(FilesOutsideTheApp.Projects.warning(unreadable: pbxproj, currentDirectory: context.currentDirectory, language: options.language))
    }
    for skipped in result.skipped {
      warn(options.language == .korean
        ? "\(skipped.path) 파일을 건너뜀: \(skipped.localizedReason.ko)"
        : "skipped \(skipped.path): \(skipped.reason)")
    }
    // A run that analyses nothing must not pass: a wrong path or an `include` that matches
    // nothing would otherwise gate CI with a green light.
    if result.filesAnalyzed == 0 {
      let paths = options.paths.joined(separator: ", ")
      var reason = "no Swift file to audit in \(paths)"
      if !configuration.include.isEmpty { reason += " that the configuration's include admits" }
      if !result.skipped.isEmpty { reason += " (\(result.skipped.count) skipped)" }
      if options.language == .korean {
        reason = "\(paths)에 검사할 Swift 파일이 없습니다"
        if !configuration.include.isEmpty { reason += "(설정의 include에 맞는 파일 기준)" }
        if !result.skipped.isEmpty { reason += "(건너뛴 파일 \(result.skipped.count)개)" }
      }
      return CommandResult(
        standardError: standardError + "a11y-audit: error: \(OutputEscaping.singleLine(reason))\n",
        exitCode: ExitCode.invalidInput)
    }

    if options.fix || options.dryRun {
      let auditedPaths = options.paths.map { Paths.absolute($0, relativeTo: context.currentDirectory) }
      let outcome: FixOutcome
      do {
        outcome = try FixApplier.apply(
          findings: result.findings.filter(options.applies), dryRun: options.dryRun, auditedPaths: auditedPaths,
          baseDirectory: context.currentDirectory)
      } catch {
        return CommandResult(standardError: standardError + "a11y-audit: error: \(OutputEscaping.singleLine("\(error)"))\n", exitCode: ExitCode.writeFailed)
      }
      for skipped in outcome.skipped {
        warn("fix not applied at \(skipped.file):\(skipped.position.line):\(skipped.position.column) [\(skipped.ruleID)]: \(skipped.reason)")
      }
      let verb = options.dryRun ? "would apply" : "applied"
      standardError += options.language == .korean
        ? "a11y-audit: 파일 \(outcome.filesChanged.count)개에 수정 \(outcome.appliedFixCount)건을 \(options.dryRun ? "적용할 수 있습니다" : "적용했습니다")\n"
        : "a11y-audit: \(verb) \(outcome.appliedFixCount) fix\(outcome.appliedFixCount == 1 ? "" : "es") in \(outcome.filesChanged.count) file\(outcome.filesChanged.count == 1 ? "" : "s")\n"
      let suggestions = result.findings.filter { $0.fix != nil && !options.applies($0) }
      if !suggestions.isEmpty {
        let rules = Set(suggestions.map(\.ruleID)).sorted().joined(separator: ",")
        standardError += options.language == .korean
          ? "a11y-audit: 제안 수정 \(suggestions.count)건은 적용하지 않았습니다(동작이나 디자인을 바꾸므로 검토한 뒤 --unsafe-fixes-for \(rules) 또는 --unsafe-fixes로 적용)\n"
          : "a11y-audit: \(suggestions.count) suggested fix\(suggestions.count == 1 ? "" : "es") not applied (they change behaviour or design; review them, then --unsafe-fixes-for \(rules) or --unsafe-fixes)\n"
      }
      if options.dryRun {
        // Nothing was written: the files still hold what was found, so the run fails as lint would.
        return CommandResult(
          standardOutput: outcome.diff, standardError: standardError,
          exitCode: exitCode(for: result.findings, strict: options.strict))
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
    if !options.quiet, let line = UnreferencedReferences.summary(leftOut: result.leftOutUnreferenced, language: options.language) {
      standardError += "a11y-audit: \(line)\n"
    }

    if !options.quiet, let line = FilesOutsideTheApp.summary(leftOut: result.leftOutOutsideTheApp, language: options.language) {
      standardError += "a11y-audit: \(line)\n"
    }
    // Report.
    let report = AuditReport(
      tool: ToolInfo.identity, findings: result.findings, filesAnalyzed: result.filesAnalyzed,
      filesSkipped: result.skipped.count,
      configurationFile: configurationPath.map { Paths.display($0, relativeTo: context.currentDirectory) })
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
          standardError: standardError + "a11y-audit: error: cannot write the report to \(OutputEscaping.singleLine(options.output ?? outputPath))\n",
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
  var stringFiles: [String] = []
  var auditor: Auditor

  /// Audits every project and merges the results in report order.
  static func audit(_ projects: [AuditedProject]) -> AuditResult {
    var merged = AuditResult(findings: [], skipped: [], filesAnalyzed: 0)
    for project in projects {
      let result = project.auditor.auditWhatTheAppBuilds(
        files: project.swiftFiles, interfaceBuilderFiles: project.interfaceBuilderFiles, stringFiles: project.stringFiles)
      merged.leftOutOutsideTheApp += result.leftOutOutsideTheApp
      merged.findings += result.findings
      merged.skipped += result.skipped
      merged.filesAnalyzed += result.filesAnalyzed
      merged.leftOutUnreferenced += result.leftOutUnreferenced
      merged.unreadableProjects += result.unreadableProjects
    }
    if projects.count > 1 { merged.findings.sort(by: Auditor.order) }
    return merged
  }
}
