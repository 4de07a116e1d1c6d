import A11yCore
import A11yReporters
import A11yRuntime
import Foundation

/// `a11y-audit hierarchy FILE... [--screenshot PNG]... [--device PROFILE] [--sources PATH]...`:
/// audits captured accessibility hierarchies of a running app (XCUITest debug descriptions, Appium
/// page sources, a11y-audit JSON captures) and, with screenshots, the contrast of their text.
public enum HierarchyCommand {
  static let spec = OptionSpec(
    valued: ["--format", "--output", "--language", "--device", "--config"],
    flags: ["--strict", "--right-to-left", "--help", "-h"],
    lists: ["--only", "--disable", "--screenshot", "--sources"])

  public struct Options: Sendable {
    public var files: [String] = []
    public var screenshots: [String] = []
    public var device: DeviceProfile = .default
    public var format: LintCommand.Format = .text
    public var output: String?
    public var config: String?
    public var language: Language = .english
    public var sources: [String] = []
    public var only: [String] = []
    public var disable: [String] = []
    public var strict = false
    /// The app ran in a right-to-left language (formats other than our JSON don't record it).
    public var rightToLeft = false
  }

  public static func parseOptions(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    var options = Options()
    options.files = parsed.positionals
    if options.files.isEmpty { throw UsageError("'hierarchy' needs at least one hierarchy file (XCUITest debug description, Appium page source or a11y-audit JSON)") }
    if let format = parsed.value("--format") {
      guard let value = LintCommand.Format(rawValue: format) else {
        throw UsageError("invalid value '\(format)' for '--format' (expected \(LintCommand.Format.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      options.format = value
    }
    if let device = parsed.value("--device") {
      guard let profile = DeviceProfile.named(device) else {
        throw UsageError("unknown device profile '\(device)' (expected \(DeviceProfile.all.map(\.id).joined(separator: ", ")))")
      }
      options.device = profile
    }
    options.output = parsed.value("--output")
    if options.output?.isEmpty == true { throw UsageError("'--output' needs a file name") }
    options.config = parsed.value("--config")
    if options.config?.isEmpty == true { throw UsageError("'--config' needs a file name") }
    options.language = try Language.parse(parsed.value("--language"))
    options.screenshots = parsed.list("--screenshot")
    options.sources = parsed.list("--sources")
    options.only = parsed.list("--only")
    options.disable = parsed.list("--disable")
    let known = Set(BuiltInRuntimeRules.all.map { $0.descriptor.id })
    for (option, ids) in [("--only", options.only), ("--disable", options.disable)] {
      if let unknown = ids.first(where: { !known.contains($0) }) {
        throw UsageError("unknown runtime rule '\(unknown)' in '\(option)' (run `a11y-audit rules` for the list)")
      }
    }
    options.strict = parsed.has("--strict")
    options.rightToLeft = parsed.has("--right-to-left")
    return options
  }

  public static func run(_ arguments: [String], context: ToolContext) -> CommandResult {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) && !arguments.contains("--") {
      return CommandResult(standardOutput: HelpText.general)
    }
    do throws(UsageError) {
      return run(try parseOptions(arguments), context: context)
    } catch {
      return .usageError(error.message)
    }
  }

  public static func run(_ options: Options, context: ToolContext) -> CommandResult {
    let cwd = context.currentDirectory
    func display(_ path: String) -> String { Paths.display(path, relativeTo: cwd) }

    var outputPath: String?
    if let output = options.output {
      let path = Paths.absolute(output, relativeTo: cwd)
      if Paths.kind(path) == .directory || Paths.kind(Paths.parent(path)) != .directory {
        return .writeError("cannot write the report to \(output)")
      }
      outputPath = path
    }

    // Read everything first: any bad input stops the run before analysis, with one line.
    var screens: [RuntimeScreen] = []
    for file in options.files {
      let path = Paths.absolute(file, relativeTo: cwd)
      do {
        screens += try HierarchyReader.read(path: path, displayPath: display(path))
      } catch {
        return .usageError(error.message)
      }
    }
    if options.rightToLeft {
      for index in screens.indices { screens[index].layoutDirection = .rightToLeft }
    }
    if options.screenshots.count > screens.count {
      return .usageError("\(options.screenshots.count) screenshots for \(screens.count) screen\(screens.count == 1 ? "" : "s"): give one '--screenshot' per screen, in order")
    }
    for source in options.sources where Paths.kind(Paths.absolute(source, relativeTo: cwd)) == .missing {
      return .usageError("no such file or folder: \(source) (in '--sources')")
    }

    // Screenshots: given on the command line in screen order, else the JSON capture's own.
    var screenshots: [Screenshot?] = []
    var decoded: [String: RasterImage] = [:]
    for (index, screen) in screens.enumerated() {
      let explicit = index < options.screenshots.count ? Paths.absolute(options.screenshots[index], relativeTo: cwd) : nil
      guard let path = explicit ?? screen.screenshotPath else {
        screenshots.append(nil)
        continue
      }
      let image: RasterImage
      if let cached = decoded[path] {
        image = cached
      } else {
        guard Paths.kind(path) == .file, let data = FileManager.default.contents(atPath: path) else {
          return .usageError("no such screenshot: \(display(path))")
        }
        do {
          image = try PNGDecoder.decode(data)
        } catch {
          return .usageError("bad PNG \(display(path)): \(error.message)")
        }
        decoded[path] = image
      }
      screenshots.append(Screenshot(
        image: image, pixelsPerPoint: Screenshot.scale(of: image, screenBounds: screen.bounds, stated: screen.scale)))
    }

    var sourceIndex: SourceStringIndex?
    if !options.sources.isEmpty {
      let collector = FileCollector(
        extensions: Set(["swift"]).union(ProjectIndexLoader.stringFileExtensions), bundleExtensions: [],
        configuration: Configuration(), currentDirectory: cwd)
      do {
        let files = try collector.collect(options.sources).files
        var index = SourceStringIndex.build(files: files.filter { $0.lowercased().hasSuffix(".swift") }, display: display)
        // String catalogs: a label in the app's language leads to the key the source uses.
        let catalogs = ProjectIndexLoader.load(stringFiles: files.filter { !$0.lowercased().hasSuffix(".swift") }, assetCatalogs: [])
        index.addTranslations(catalogs.index.localizedStrings)
        sourceIndex = index
      } catch {
        return .usageError(error.message)
      }
    }
    // The configuration lint would use for the first file's folder (`disabled_rules`,
    // `only_rules`, severities), then the command line on top of it.
    var configuration: Configuration
    do {
      configuration = try ConfigurationLocator.load(
        explicitPath: options.config, auditedPath: options.files[0], currentDirectory: cwd, rules: RuleCatalog.descriptors
      ).configuration
    } catch {
      return .usageError(error.message)
    }
    if !options.only.isEmpty {
      configuration.onlyRules = Set(options.only)
      configuration.disabledRules.subtract(options.only)
    }
    configuration.disabledRules.formUnion(options.disable)
    let runtimeIDs = BuiltInRuntimeRules.all.map { $0.descriptor.id }
    let analyzer = RuntimeAnalyzer(
      disabled: Set(runtimeIDs.filter { !configuration.isEnabled($0) }), severities: configuration.severities)
    var findings: [Finding] = []
    for (screen, screenshot) in zip(screens, screenshots) {
      findings += analyzer.analyze(AnalyzedScreen(
        screen: screen, profile: options.device, screenshot: screenshot, sources: sourceIndex))
    }
    findings.sort(by: Finding.reportOrder)

    // The same report, and so the same JSON shape, as `lint`.
    let report = AuditReport(tool: ToolInfo.identity, findings: findings, filesAnalyzed: options.files.count)
    let reporter: any Reporter
    switch options.format {
    case .text: reporter = TextReporter(language: options.language, colors: outputPath == nil && context.usesColors)
    case .xcode: reporter = XcodeReporter(language: options.language, baseDirectory: cwd)
    case .json: reporter = JSONReporter(language: options.language)
    case .html: reporter = HTMLReporter(language: options.language)
    case .sarif, .junit, .github, .markdown:
      reporter = ReportOutput(format: options.format).reporter(language: options.language, colors: false, currentDirectory: cwd)
    }
    let rendered = reporter.render(report)
    if let outputPath {
      do {
        try Data(rendered.utf8).write(to: URL(fileURLWithPath: outputPath))
      } catch {
        return .writeError("cannot write the report to \(options.output ?? outputPath)")
      }
      return CommandResult(exitCode: LintCommand.exitCode(for: findings, strict: options.strict))
    }
    return CommandResult(standardOutput: rendered, exitCode: LintCommand.exitCode(for: findings, strict: options.strict))
  }
}
