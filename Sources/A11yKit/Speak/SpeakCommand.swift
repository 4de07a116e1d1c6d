import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation

/// `a11y-audit speak PATH [--view NAME] [--language en|ko] [--format text|json|markdown]`: what
/// VoiceOver would say on each SwiftUI view, in order, without a device.
public enum SpeakCommand {
  public enum Format: String, Sendable { case text, json, markdown }

  static let spec = OptionSpec(valued: ["--view", "--language", "--format"], flags: ["--help", "-h"])

  public static let usage = """
    usage: a11y-audit speak PATH [--view NAME] [--language en|ko] [--format text|json|markdown]

    Prints, for each SwiftUI view, UIKit screen built in code, storyboard scene and top-level
    xib view under PATH (or only NAME: a view type, a controller's custom class or storyboard
    identifier), the elements VoiceOver visits in order and what it says for each: label,
    value, traits, then the hint after a pause (…).
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
      let preview = try load(path, context: context, warnings: &warnings)
      let tree = preview.swiftUI
      for duplicate in tree.duplicates {
        warnings += "a11y-audit: warning: \(duplicate.name) is declared again in \(duplicate.file); only the first is previewed (give one variant's folder as PATH)\n"
      }
      let screens: [SpokenScreen]
      if let name = parsed.value("--view") {
        screens = preview.screens(named: name, language: language)
        guard !screens.isEmpty else {
          throw UsageError("no view or screen named '\(name)' under \(path) (screens: \(preview.names.joined(separator: ", ")))")
        }
      } else {
        screens = preview.screens(language: language)
        if screens.isEmpty { warnings += "a11y-audit: warning: no SwiftUI view, UIKit screen, storyboard or xib found under \(path)\n" }
      }
      let renderer = SpeechRenderer(language: language, strings: preview.strings)
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

  /// Reads the Swift files, string catalogs, storyboards and xibs under `path`.
  public static func load(_ path: String, context: ToolContext, warnings: inout String) throws(UsageError) -> SpeechPreview {
    let collector = FileCollector(
      extensions: Set(["swift"]).union(ProjectIndexLoader.stringFileExtensions).union(InterfaceBuilderPhase.fileExtensions),
      bundleExtensions: ProjectIndexLoader.bundleExtensions, currentDirectory: context.currentDirectory)
    let collected = try collector.collect([path])
    for warning in collected.warnings { warnings += "a11y-audit: warning: \(warning)\n" }
    let swiftFiles = collected.files.filter { $0.lowercased().hasSuffix(".swift") }
    let interfaceFiles = collected.files.filter(InterfaceBuilderPhase.isInterfaceBuilderFile)
    let stringFiles = collected.files.filter { !$0.lowercased().hasSuffix(".swift") && !InterfaceBuilderPhase.isInterfaceBuilderFile($0) }
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
    let code = UIKitCodeTree(files: linked)
    // Storyboards and xibs, with their `.strings` tables and what their classes' code does.
    let classCode = InterfaceBuilderPhase.classCodeFacts(linked, index: index)
    var interfaces: [IBVoiceOverTree] = []
    for file in interfaceFiles {
      let display = Paths.display(file, relativeTo: context.currentDirectory)
      guard let data = FileManager.default.contents(atPath: file) else {
        warnings += "a11y-audit: warning: skipped \(display): cannot read the file\n"
        continue
      }
      do {
        var document = try IBDocumentReader.read(data, path: display)
        document.stringTables = InterfaceBuilderPhase.stringTables(for: file)
        let facts = IBFacts(document: document, project: index, classCode: classCode)
        interfaces.append(IBVoiceOverTree(document: document, facts: facts, code: code))
      } catch {
        warnings += "a11y-audit: warning: skipped \(display):\(error.line): \(error.reason)\n"
      }
    }
    return SpeechPreview(swiftUI: VoiceOverTree(files: linked, project: index), code: code, interfaces: interfaces)
  }
}

/// Everything `speak` can preview under a path: SwiftUI views, UIKit screens built in code,
/// storyboard scenes and xib views, in that order.
public struct SpeechPreview: Sendable {
  public let swiftUI: VoiceOverTree
  public let code: UIKitCodeTree
  public let interfaces: [IBVoiceOverTree]

  /// The catalogs' strings and the storyboards' `.strings` tables, for the renderer.
  public var strings: [String: [String: String]] {
    var strings = swiftUI.project.localizedStrings
    for interface in interfaces {
      // The loader already read the `.strings` tables as catalogs; the file's own text is added as `Base`.
      strings.merge(IBVoiceOverTree.strings(of: interface.document)) { catalog, table in catalog.merging(table) { first, _ in first } }
    }
    return strings
  }

  public var names: [String] {
    swiftUI.viewNames + codeScreenNames + interfaces.flatMap { $0.roots.map(\.name) }
  }

  /// Classes built in code that no storyboard or xib lays out: a class that one does is previewed
  /// there, with what its code adds read in place.
  var codeScreenNames: [String] {
    let laidOut = Set(interfaces.flatMap { $0.roots.flatMap { [$0.name] + $0.aliases } })
    return code.screenNames.filter { !swiftUI.viewNames.contains($0) && !laidOut.contains($0) }
  }

  public func screens(language: Language) -> [SpokenScreen] {
    swiftUI.screens(language: language)
      + codeScreenNames.compactMap { code.screen(named: $0, language: language, strings: strings) }
      + interfaces.flatMap { interface in interface.roots.map { interface.screen($0, language: language, strings: strings) } }
  }

  /// A SwiftUI view of that name; else the UIKit screens it names (a class built in code, a
  /// scene's custom class or storyboard identifier, a xib).
  public func screens(named name: String, language: Language) -> [SpokenScreen] {
    if let screen = swiftUI.screen(named: name, language: language) { return [screen] }
    var screens: [SpokenScreen] = []
    for interface in interfaces {
      if let root = interface.root(named: name) { screens.append(interface.screen(root, language: language, strings: strings)) }
    }
    if screens.isEmpty, let screen = code.screen(named: name, language: language, strings: strings) { screens.append(screen) }
    return screens
  }
}
