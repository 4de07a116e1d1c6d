import A11yCore
import A11ySwiftSource
import Foundation

/// `a11y-audit speak PATH [--view NAME] [--language en|ko] [--format text|json|markdown]`: what
/// VoiceOver would say on each SwiftUI view, in order, without a device.
public enum SpeakCommand {
  public enum Format: String, Sendable { case text, json, markdown }

  static let spec = OptionSpec(valued: ["--view", "--language", "--format"], flags: ["--help", "-h"])

  public static let usage = """
    usage: a11y-audit speak PATH [--view NAME] [--language en|ko] [--format text|json|markdown]

    Prints, for each SwiftUI view under PATH (or only NAME), the elements VoiceOver visits in
    order and what it says for each: label, value, traits, then the hint after a pause (…).
    Values the source doesn't tell are shown as ‹expression›; the conditions of if/switch
    branches and the collections ForEach repeats are noted; ⚠ marks what a listener would
    stumble on. Localization keys are read through the string catalogs under PATH.

    """

  public static func run(_ arguments: [String], context: ToolContext = ToolContext()) -> CommandResult {
    if arguments.contains("--help") || arguments.contains("-h") { return CommandResult(standardOutput: usage) }
    do throws(UsageError) {
      let parsed = try ArgumentParser.parse(arguments, spec: spec)
      guard let path = parsed.positionals.first else { throw UsageError("'speak' needs a PATH (a Swift file or a folder)") }
      if parsed.positionals.count > 1 { throw UsageError("unexpected argument '\(parsed.positionals[1])' for 'speak' (one PATH)") }
      let language = try Language.parse(parsed.value("--language"))
      let formatName = parsed.value("--format") ?? "text"
      guard let format = Format(rawValue: formatName) else {
        throw UsageError("invalid value '\(formatName)' for '--format' (expected text, json or markdown)")
      }
      var warnings = ""
      let tree = try load(path, context: context, warnings: &warnings)
      for duplicate in tree.duplicates {
        warnings += "a11y-audit: warning: \(duplicate.name) is declared again in \(duplicate.file); only the first is previewed (give one variant's folder as PATH)\n"
      }
      let screens: [SpokenScreen]
      if let name = parsed.value("--view") {
        guard let screen = tree.screen(named: name, language: language) else {
          throw UsageError("no SwiftUI view named '\(name)' under \(path) (views: \(tree.viewNames.joined(separator: ", ")))")
        }
        screens = [screen]
      } else {
        screens = tree.screens(language: language)
        if screens.isEmpty { warnings += "a11y-audit: warning: no SwiftUI view found under \(path)\n" }
      }
      let renderer = SpeechRenderer(language: language, strings: tree.project.localizedStrings)
      let output: String
      switch format {
      case .text: output = SpeechPreviewRenderer(speech: renderer).text(screens)
      case .markdown: output = SpeechPreviewRenderer(speech: renderer).markdown(screens)
      case .json: output = SpeechPreviewRenderer(speech: renderer).json(screens)
      }
      return CommandResult(standardOutput: output, standardError: warnings)
    } catch {
      return .usageError(error.message)
    }
  }

  /// Reads the Swift files and string catalogs under `path` into a ``VoiceOverTree``.
  public static func load(_ path: String, context: ToolContext, warnings: inout String) throws(UsageError) -> VoiceOverTree {
    let collector = FileCollector(
      extensions: Set(["swift"]).union(ProjectIndexLoader.stringFileExtensions),
      bundleExtensions: ProjectIndexLoader.bundleExtensions, currentDirectory: context.currentDirectory)
    let collected = try collector.collect([path])
    for warning in collected.warnings { warnings += "a11y-audit: warning: \(warning)\n" }
    let swiftFiles = collected.files.filter { $0.lowercased().hasSuffix(".swift") }
    let stringFiles = collected.files.filter { !$0.lowercased().hasSuffix(".swift") }
    let project = ProjectIndexLoader.load(stringFiles: stringFiles, assetCatalogs: [])
    for warning in project.warnings { warnings += "a11y-audit: warning: \(Paths.display(warning, relativeTo: context.currentDirectory))\n" }
    let models = ConcurrentMap.map(swiftFiles, threads: context.threads ?? ProcessInfo.processInfo.activeProcessorCount) { file -> SwiftFileModel? in
      guard let data = FileManager.default.contents(atPath: file), let source = Auditor.decode(data) else { return nil }
      return SwiftSourceAnalyzer.model(source: source, path: Paths.display(file, relativeTo: context.currentDirectory))
    }
    for (file, model) in zip(swiftFiles, models) where model == nil {
      warnings += "a11y-audit: warning: skipped \(Paths.display(file, relativeTo: context.currentDirectory)): not UTF-8 text\n"
    }
    // The project index resolves what files declare for each other: custom view summaries,
    // image initializers, accessibility helpers (`.a11yButton(label:)` read as what it sets).
    let files = models.compactMap { $0 }
    let index = ProjectIndexBuilder.build(from: files, base: project.index)
    let linked = ConcurrentMap.map(files, threads: context.threads) { ProjectLinker.link($0, with: index) }
    return VoiceOverTree(files: linked, project: index)
  }
}
