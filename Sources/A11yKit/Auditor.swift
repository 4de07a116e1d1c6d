import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Dispatch
import Foundation

/// A file that could not be analysed, and why.
public struct SkippedFile: Sendable, Hashable {
  public var path: String
  /// In English; ``localizedReason`` in both languages.
  public var reason: String { localizedReason.en }
  public var localizedReason: LocalizedText

  public init(path: String, reason: String) {
    self.init(path: path, reason: LocalizedText(en: reason, ko: reason))
  }

  public init(path: String, reason: LocalizedText) {
    self.path = path
    self.localizedReason = reason
  }

  /// The stderr line for it.
  public var warning: String { "warning: skipped \(path): \(reason)" }
}

/// What an audit produced.
public struct AuditResult: Sendable {
  /// Findings left out because their file is in no build of the app (``FilesOutsideTheApp``).
  public var leftOutOutsideTheApp = 0
  /// In report order (file, line, column, rule), whatever the number of threads.
  public var findings: [Finding]
  public var skipped: [SkippedFile]
  /// Files analysed (not counting skipped ones).
  public var filesAnalyzed: Int
  /// Findings left out because they sit in types nothing in the project references
  /// (``UnreferencedCode``); 0 with ``Auditor/includeUnreferenced``.
  public var leftOutUnreferenced = 0
  /// Absolute paths of `project.pbxproj` files that are there but can't be parsed
  /// (``FilesOutsideTheApp/Projects/unreadable``).
  public var unreadableProjects: [String] = []
}

/// Audits the Swift files of one project in three explicit phases: model every file on all cores
/// (one parse and one walk each), resolve what the files declare into the project index, then
/// run the rules over each model linked to that index, on all cores. The syntax trees are gone
/// after the first phase; only the models, which are much smaller, are kept until the rules run.
public struct Auditor: Sendable {
  public let analyzer: SwiftSourceAnalyzer
  /// Paths in findings are relative to it when the file is under it.
  public let currentDirectory: String
  public let threads: Int
  /// Told after each file, for `ProgressReporter`.
  var progress: ProgressReporter?
  /// Report findings in types nothing references too (`--include-unreferenced`).
  public var includeUnreferenced = false
  /// Folders of local packages only this project builds (``AppLocalPackages``): their `public`
  /// types are searched for uses like the app's own.
  public var appPackageFolders: [String] = []
  /// Whether a file (an absolute, standardized path) is built only into the app, its extensions
  /// and tests (``XcodeProjectFiles/isBuiltOnlyIntoApps(_:)``): its `public` is searched like internal code.
  var isBuiltOnlyIntoApps: @Sendable (String) -> Bool = { _ in false }
  /// The audited files no build of the app uses (absolute, standardized; ``FilesOutsideTheApp``),
  /// asked for by the unreferenced search, which runs beside the project files' reading.
  var filesOutsideTheApp: @Sendable () -> Set<String> = { [] }
  /// Files that aren't audited but may name Swift types: property lists, Objective-C sources
  /// (storyboards and xibs are read from the audited files).
  public var referenceFiles: [String] = []
  /// The lowest iOS version the app installs on: code only older versions run is left out.
  public var iOSDeploymentTarget: [Int]?
  /// The words of the app's names from its Xcode projects (``ProjectIndex/productNames``).
  public var productNames: Set<String> = []
  /// The `UIUserInterfaceStyle` the app's Xcode project generates into its Info.plist
  /// (`INFOPLIST_KEY_UIUserInterfaceStyle`); else the Info.plist beside the files is read.
  public var interfaceStyle: String?
  /// The app's Xcode project builds it for iPad alone (``ProjectIndex/isIPadOnly``).
  public var isIPadOnly = false
  /// The app is localized in English alone (``ProjectIndex/isEnglishOnly``).
  public var isEnglishOnly = false
  /// ``ProjectIndex/objectiveCOutletAssignments``, read from the app's Objective-C files.
  var objectiveCOutletAssignments: [String: Set<String>] = [:]
  /// The Release build's compilation conditions, by absolute file path (``ReleaseConditionsReader``);
  /// files not in it get ``ReleaseBuildFlags/withoutProject``.
  public var releaseFlags: [String: ReleaseBuildFlags] = [:]

  public init(analyzer: SwiftSourceAnalyzer, currentDirectory: String, threads: Int? = nil) {
    self.analyzer = analyzer
    self.currentDirectory = currentDirectory
    self.threads = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Audits absolute `files` paths.
  /// `stringFiles`: the project's string catalogs and `.strings` files, whose entries are judged too.
  public func audit(files: [String], interfaceBuilderFiles: [String] = [], stringFiles: [String] = []) -> AuditResult {
    audit(model(files), interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
  }

  /// The first phase's output: a model per readable file, in the files' order.
  struct Modelled: Sendable {
    /// Absolute paths given, in order.
    var files: [String]
    var models: [SwiftFileModel] = []
    var skipped: [SkippedFile] = []
    /// Absolute path → the bytes its model was built from.
    var sourceBytes: [String: [UInt8]] = [:]
    /// Path → `NSString.standardizingPath` of it, for the files given and their models' paths
    /// made absolute, when asked for: on Linux it reads every folder on the way (symbolic
    /// links), a cost paid once per file (``PathStandardizer``) rather than in each phase.
    var standardizedPaths: [String: String] = [:]

    /// `NSString.standardizingPath` of `path`, computed once.
    func standardized(_ path: String) -> String {
      standardizedPaths[path] ?? (path as NSString).standardizingPath
    }
  }

  /// Models every file on all cores (one parse and one walk each).
  func model(_ files: [String]) -> Modelled {
    // Progress counts files modelled: parsing and the walk are most of the time.
    let outcomes = ConcurrentMap.map(files, threads: threads) { [progress] file in
      let outcome = modelFile(file)
      progress?.fileDone()
      return outcome
    }
    var modelled = Modelled(files: files)
    for (file, outcome) in zip(files, outcomes) {
      switch outcome {
      case .model(let model):
        modelled.models.append(model)
        modelled.sourceBytes[file] = model.sourceBytes
      case .skipped(let file): modelled.skipped.append(file)
      }
    }
    return modelled
  }

  /// Fills ``Modelled/standardizedPaths``: the files given (and `otherFiles`, the storyboards and
  /// xibs), and their models' paths made absolute.
  func standardizePaths(_ modelled: inout Modelled, otherFiles: [String] = []) {
    let currentDirectory = self.currentDirectory
    var paths = modelled.files + otherFiles
    for model in modelled.models {
      let absolute = Paths.absolute(model.path, relativeTo: currentDirectory)
      if modelled.sourceBytes[absolute] == nil { paths.append(absolute) }
    }
    // An `lstat` a path, the folders' answers kept (``PathStandardizer``): cheaper in series than
    // Foundation's walk of every folder per path on all cores.
    let standardizer = PathStandardizer()
    for path in paths { modelled.standardizedPaths[path] = standardizer.standardized(path) }
  }

  /// Objective-C code that may make a navigation controller or show its bar (a vendored
  /// carousel or radio button doesn't). `texts`: the files already read, by path; others are read
  /// here (with `--include-unreferenced` none are read before).
  static func objectiveCMentionsNavigation(_ files: [String], texts: [UnreferencedCode.ReferenceText]) -> Bool {
    let objectiveC = files.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }
    guard !objectiveC.isEmpty else { return false }
    let wanted = Set(objectiveC)
    let read = Dictionary(texts.filter { wanted.contains($0.path) }.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    return objectiveC.contains { path in
      guard let bytes = read[path] ?? FileManager.default.contents(atPath: path).map(Array.init) else { return true }
      // (`UINavigationController`, `self.navigationController`, `setNavigationBarHidden:`, `.navigationBarHidden`.)
      return !ByteSearch.offsets(of: "avigationController", in: bytes[...]).isEmpty || !ByteSearch.offsets(of: "avigationBarHidden", in: bytes[...]).isEmpty
    }
  }

  static func isYAML(_ path: String) -> Bool { path.hasSuffix(".yml") || path.hasSuffix(".yaml") }

  /// The lines of an XcodeGen spec that give a class to an Info.plist key
  /// (`UISceneDelegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate"`): the rest of a YAML
  /// file (a target's `excludes:`, a linter's `excluded:` paths) names files, not code that runs.
  static func classNamingLines(of bytes: [UInt8]) -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      line.contains("$(PRODUCT_MODULE_NAME)") || line.contains("ClassName") || line.contains("PrincipalClass")
    }
    return Array(kept.joined(separator: "\n").utf8)
  }

  /// A xib's text without the class it gives its File's Owner (`<placeholder
  /// placeholderIdentifier="IBFilesOwner" … customClass="OrganizerSignUpViewController">`): the
  /// loader supplies the owner, so the xib makes no object of that class and names it for no one
  /// who would (Eventpad's legacy sign-up screen, named only by its own xib).
  static func withoutOwnerClass(_ bytes: [UInt8]) -> [UInt8] {
    // (Byte searches: a xib is read whole for each of an app's hundreds.)
    guard let marker = ByteSearch.offsets(of: "placeholderIdentifier=\"IBFilesOwner\"", in: bytes[...]).first else { return bytes }
    let tagEnd = bytes[marker...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
    guard let attribute = ByteSearch.offsets(of: " customClass=\"", in: bytes[marker..<tagEnd]).first,
          let close = bytes[(attribute + " customClass=\"".utf8.count)..<tagEnd].firstIndex(of: UInt8(ascii: "\"")) else { return bytes }
    var result = bytes
    result.removeSubrange(attribute...close)
    return result
  }

  /// The phases after modelling: index, rules, storyboards and xibs, string tables, and leaving
  /// out code nothing references.
  func audit(_ modelled: Modelled, interfaceBuilderFiles: [String], stringFiles: [String]) -> AuditResult {
    let files = modelled.files
    let models = modelled.models
    var skipped = modelled.skipped
    // Storyboards and xibs are read before the Swift rules run, so rules that meet an `@IBOutlet`
    // know what the file connecting it sets (reading is fast: hundreds of files in under a second).
    let interfaceBuilderDocuments = InterfaceBuilderPhase.read(
      files: interfaceBuilderFiles, currentDirectory: currentDirectory, threads: threads)
    // Read once for both the string tables' unused keys and the unreferenced code below.
    let referenceTexts = includeUnreferenced ? [] : (referenceFiles + interfaceBuilderFiles).compactMap { path -> UnreferencedCode.ReferenceText? in
      FileManager.default.contents(atPath: path).map { data -> UnreferencedCode.ReferenceText in
        let bytes = [UInt8](data)
        return UnreferencedCode.ReferenceText(
          path: path, bytes: Self.isYAML(path) ? Self.classNamingLines(of: bytes) : path.hasSuffix(".xib") ? Self.withoutOwnerClass(bytes) : bytes)
      }
    }
    // What no code reaches needs only the models and those texts: it runs beside the index and
    // the rules (the index is built on one core).
    // The storyboards' unshown scenes come first: a class only they name is unused too.
    let unreachedWork = includeUnreferenced ? nil : BackgroundWork { [self, referenceTexts] in
      var loads: StoryboardIdentifierLoads?
      // Code no build of the app compiles loads nothing (Nukon's `Speaking` storyboard, loaded only
      // by controllers missing from the target's Sources phase).
      let outside = filesOutsideTheApp()
      let built = outside.isEmpty ? models : models.filter { model in
        !outside.contains(modelled.standardized(Paths.absolute(model.path, relativeTo: currentDirectory)))
      }
      var unshownParts = UnshownStoryboardParts(
        documents: interfaceBuilderDocuments.documents, models: built, texts: referenceTexts, currentDirectory: currentDirectory,
        loadsRead: { loads = $0 })
      var unreached = unreachedCode(modelled, otherTexts: unshownParts.blanking(referenceTexts, currentDirectory: currentDirectory))
      // A storyboard loaded only by code nothing runs (MorningBear's sign-up flow: its first
      // controller loads the other scenes, and only commented-out code opened it) is read again
      // without that code, and what only its scenes named is unused too; a few rounds.
      for _ in 0..<2 where !interfaceBuilderDocuments.documents.isEmpty && !unreached.types.isEmpty {
        let live = built.filter { !Self.isWhollyUnreached($0, types: unreached.types) }
        // Only dead code that loads a scene of these storyboards, by its identifier, its
        // storyboard's name or its class, can have kept one shown.
        let sceneNames = Self.sceneNames(in: interfaceBuilderDocuments.documents)
        guard live.count < built.count, built.contains(where: { model in
          Self.isWhollyUnreached(model, types: unreached.types) && Self.loadsStoryboards(model)
            && sceneNames.contains { model.sourceContains($0) }
        }) else { break }
        let again = UnshownStoryboardParts(
          documents: interfaceBuilderDocuments.documents, models: live, texts: referenceTexts, currentDirectory: currentDirectory,
          earlierLoads: loads, loadsRead: { loads = $0 })
        guard again.lines != unshownParts.lines else { break }
        // The search runs again only if a class the newly hidden scenes name may now be unused: one
        // no live file names but its own (kDrive's hidden prototype cells name classes its code
        // registers: nothing changes, and the search is the audit's costliest pass).
        let hidden = again.classesNamed(beyond: unshownParts, in: interfaceBuilderDocuments.documents)
          .subtracting(unreached.types)
        unshownParts = again
        guard hidden.contains(where: { name in
          !live.contains { $0.sourceContains(name) && !$0.declarations.types.contains { $0.name == name && $0.kind != .extension } }
        }) else { break }
        unreached = unreachedCode(modelled, otherTexts: unshownParts.blanking(referenceTexts, currentDirectory: currentDirectory))
      }
      return (unreached, unshownParts)
    }
    var base = analyzer.project
    base.interfaceBuilderPlacements = interfaceBuilderDocuments.placements
    base.interfaceBuilderButtonActions = Self.buttonActions(in: interfaceBuilderDocuments.documents)
    if interfaceBuilderDocuments.documents.contains(where: { $0.objects.contains { $0.element == "viewControllerPlaceholder" } }) {
      base.storyboardEntriesInStacks = IBSceneTitleRule.referencesPutInStacks(interfaceBuilderDocuments.documents, project: base)
    }
    if !productNames.isEmpty { base.productNames = productNames }
    base.isIPadOnly = isIPadOnly
    base.isEnglishOnly = isEnglishOnly
    base.objectiveCOutletAssignments = objectiveCOutletAssignments
    if !models.isEmpty {
      // Objective-C code may make a navigation controller or show its bar: unknown, taken as yes.
      let hasObjectiveC = referenceFiles.contains { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }
      base.hasNavigationControllers = interfaceBuilderDocuments.documents.contains { document in
        document.objects.contains { $0.element == "navigationController" }
      } || models.contains { $0.sourceContains("NavigationController") } || hasObjectiveC
      let storyboardNavigationControllers = interfaceBuilderDocuments.documents.flatMap { document in
        document.objects.filter { $0.element == "navigationController" }
      }
      // (Those without the flag are of a class whose code may hide the bar: the index checks.)
      let unflagged = storyboardNavigationControllers.filter { $0.flag("navigationBarHidden") != true }
      base.storyboardNavigationClassesToCheck = Set(unflagged.compactMap(\.customClass))
      base.everyNavigationBarIsHidden = !storyboardNavigationControllers.isEmpty
        && unflagged.allSatisfy { $0.customClass != nil } && !Self.objectiveCMentionsNavigation(referenceFiles, texts: referenceTexts)
    }
    base.localizesWithUnauditedTables = stringFiles.isEmpty
      && modelled.models.contains { $0.sourceContains("NSLocalizedString(") || $0.sourceContains("String(localized:") }
    // The pictures storyboard buttons draw titles on, read from the catalogs' image sets.
    base.pictureMiddles = PictureMiddles.read(
      PictureMiddles.backgroundImageNames(in: interfaceBuilderDocuments.documents),
      catalogs: base.colorCatalogs.map { Paths.absolute($0.catalogPath, relativeTo: currentDirectory) })
    if let style = interfaceStyle ?? InterfaceStyle.ofInfoPlist(near: interfaceBuilderFiles + files) {
      base.appearances = Appearance.shown(underInterfaceStyle: style)
    }
    var builtIndex = ProjectIndexBuilder.build(from: models, base: base)
    builtIndex.interfaceBuilderOutlets = interfaceBuilderDocuments.outletIndex
    let index = builtIndex
    let analyzer = self.analyzer
    let linked = ConcurrentMap.map(models, threads: threads) { ProjectLinker.link($0, with: index) }
    let checker = analyzer.checker(for: index)
    var findings = ConcurrentMap.map(linked, threads: threads) { checker.check($0) }.flatMap { $0 }
    findings += analyzer.checkProject(linked, index: index) { ConcurrentMap.map($0, threads: threads, $1) }
    let keyUses = includeUnreferenced ? nil : CatalogKeyUses(otherTexts: referenceTexts, currentDirectory: currentDirectory)
    findings += StringCatalogPhase.audit(
      files: stringFiles, models: linked, swiftFindings: findings, index: index, configuration: analyzer.configuration,
      currentDirectory: currentDirectory, threads: threads, keyUses: keyUses)
    // Storyboards and xibs, judged against the same index.
    let interfaceBuilder = InterfaceBuilderPhase.audit(
      interfaceBuilderDocuments, models: models, index: index, configuration: analyzer.configuration,
      knownRuleIDs: analyzer.knownRuleIDs, threads: threads)
    findings += interfaceBuilder.findings
    skipped += interfaceBuilder.skipped
    findings.sort(by: Self.order)
    var leftOut = keyUses?.leftOut ?? 0
    if let unreachedWork {
      let texts = referenceTexts
      var (unreached, unshownParts) = unreachedWork.value
      // Views and types only previews make (`#Preview`, `PreviewProvider`): nobody meets them in
      // the app. With `--include-unreferenced` their findings are information, noted so.
      unreached.ranges.merge(Self.previewOnlyRanges(of: models, index: index), uniquingKeysWith: +)
      // Toolbar items of a navigation bar the screen hides: never on screen either.
      for model in models {
        let hidden = model.toolbarItemsUnderHiddenBars(project: index)
        if !hidden.isEmpty { unreached.ranges[model.path, default: []] += hidden }
      }
      // Methods holding findings whose name is called only on other types or from unreached code.
      unreached.ranges.merge(
        UnreferencedCode.uncalledMethods(holding: findings, models: models, otherTexts: texts, unreached: unreached, project: index),
        uniquingKeysWith: +)
      let parts = UnreferencedCode.partition(findings, models: models, unreached: unreached)
      findings = parts.kept
      leftOut += parts.leftOut.count
      // Storyboards only unreached code loads (a debug build's environment picker) are never shown.
      let storyboards = interfaceBuilderFiles.filter { Paths.lowercasedExtension($0) == "storyboard" }
      let buildSettings = BuildSettingStoryboards()
      let unshown = Set(UnreferencedCode.storyboardsLoadedOnlyFromUnreached(storyboards, in: models, otherTexts: texts, unreached: unreached)
        .filter { !buildSettings.names(Paths.absolute($0, relativeTo: currentDirectory)) }
        .map { Paths.display($0, relativeTo: currentDirectory) })
      if !unshown.isEmpty {
        let before = findings.count
        findings.removeAll { unshown.contains($0.file) }
        leftOut += before - findings.count
      }
      // Scenes of the storyboards that are shown which nothing shows (no identifier code loads,
      // no segue from a shown scene, an entry scene nothing loads), and prototype cells no code dequeues.
      let before = findings.count
      findings.removeAll { !unshown.contains($0.file) && unshownParts.holds($0) }
      leftOut += before - findings.count
    }
    return AuditResult(
      findings: findings, skipped: skipped,
      filesAnalyzed: files.count + interfaceBuilderFiles.count - skipped.count, leftOutUnreferenced: leftOut)
  }

  /// The extents of the types only previews make, by file.
  static func previewOnlyRanges(of models: [SwiftFileModel], index: ProjectIndex) -> [String: [Range<Int>]] {
    let previewOnly = index.previewOnlyViews.union(index.previewOnlyTypes)
    guard !previewOnly.isEmpty else { return [:] }
    var ranges: [String: [Range<Int>]] = [:]
    for model in models {
      for extent in model.typeExtents where previewOnly.contains(extent.name) {
        ranges[model.path, default: []].append(extent.start..<extent.end)
      }
    }
    return ranges
  }

  /// The methods storyboard and xib buttons send, with the classes they send them to: the
  /// scene's controller (a storyboard) or the File's Owner (a xib). Hidden buttons send nothing
  /// anyone sees.
  static func buttonActions(in documents: [IBDocument]) -> [String: Set<String>] {
    var actions: [String: Set<String>] = [:]
    for document in documents {
      let owner = document.objects.first { $0.element == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }?.customClass
      for object in document.objects where ["button", "barButtonItem"].contains(object.element) && !object.actionSelectors.isEmpty && !object.isHidden {
        let ancestors = document.ancestors(of: object)
        // (A hidden container's button is seen by no one; a cell's sends to the cell, not the screen.)
        if ancestors.contains(where: { $0.isHidden || $0.element.hasSuffix("Cell") }) { continue }
        let controller = ancestors.first { $0.element.hasSuffix("Controller") && $0.customClass != nil }?.customClass
        guard let receiver = controller ?? owner else { continue }
        for selector in object.actionSelectors {
          actions[String(selector.prefix { $0 != ":" }), default: []].insert(receiver)
        }
      }
    }
    return actions
  }

  /// The storyboards' names, their scenes' identifiers and their controllers' classes: the words
  /// code loads a scene by.
  static func sceneNames(in documents: [IBDocument]) -> Set<String> {
    var names: Set<String> = []
    for document in documents where document.kind == .storyboard {
      names.insert(document.baseName)
      for object in document.objects where object.element.hasSuffix("Controller") {
        if let identifier = object["storyboardIdentifier"] { names.insert(identifier) }
        if let type = object.customClass { names.insert(type) }
      }
    }
    return names.filter { !$0.isEmpty }
  }

  /// Every type the file declares (it declares one at least) is unused.
  static func isWhollyUnreached(_ model: SwiftFileModel, types: Set<String>) -> Bool {
    let declared = model.declarations.types.filter { $0.kind != .extension }
    return !declared.isEmpty && declared.allSatisfy { types.contains($0.name) }
  }

  /// The file loads a storyboard or a scene of one.
  static func loadsStoryboards(_ model: SwiftFileModel) -> Bool {
    model.sourceContains("UIStoryboard(") || model.sourceContains("instantiateViewController") || model.sourceContains("instantiateInitialViewController")
  }

  /// Code no build of the app reaches: unreferenced, left out of the Release build, or below the
  /// app's deployment target.
  func unreachedCode(_ modelled: Modelled, otherTexts: [UnreferencedCode.ReferenceText]) -> UnreferencedCode.Unreached {
    let models = modelled.models
    let appPackageFiles = Set(models.map(\.path).filter { path in
      let absolute = Paths.absolute(path, relativeTo: currentDirectory)
      return appPackageFolders.contains { absolute.hasPrefix($0 + "/") } || isBuiltOnlyIntoApps(absolute)
    })
    let outside = filesOutsideTheApp()
    let filesNoBuildUses = outside.isEmpty ? [] : Set(models.map(\.path).filter { path in
      outside.contains(modelled.standardized(Paths.absolute(path, relativeTo: currentDirectory)))
    })
    var unreached = UnreferencedCode.unreached(
      in: models, otherTexts: otherTexts, releaseLeftOut: releaseLeftOut(models, paths: modelled), appPackageFiles: appPackageFiles,
      filesNoBuildUses: filesNoBuildUses)
    if let target = iOSDeploymentTarget {
      unreached.ranges.merge(UnreferencedCode.belowDeploymentTarget(in: models, deploymentTarget: target), uniquingKeysWith: +)
    }
    // What a view shows only for an optional no use of it in the app gives (`if let buttonImage { … }`,
    // given only by a demo app's calls): never built.
    unreached.ranges.merge(
      OptionalViewParts.neverGiven(in: models, callsFrom: models.filter { !filesNoBuildUses.contains($0.path) }), uniquingKeysWith: +)
    // A view drawn only into a picture (`shareView().render()` through `ImageRenderer`): never on screen.
    unreached.ranges.merge(RenderedOnlyViews.ranges(in: models), uniquingKeysWith: +)
    // A view added to the screen only by unreached code (under `#if DEBUG`): never on screen.
    unreached.ranges.merge(UnreferencedCode.viewsMountedOnlyInUnreached(in: models, unreached: unreached.ranges), uniquingKeysWith: +)
    return unreached
  }

  /// ``Finding/reportOrder(_:_:)``, then message and severity so equal positions are stable too.
  static func order(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if Finding.reportOrder(lhs, rhs) { return true }
    if Finding.reportOrder(rhs, lhs) { return false }
    return (lhs.message.en, lhs.severity.rawValue) < (rhs.message.en, rhs.severity.rawValue)
  }

  enum Outcome: Sendable {
    case model(SwiftFileModel)
    case skipped(SkippedFile)
  }

  func modelFile(_ path: String) -> Outcome {
    let display = Paths.display(path, relativeTo: currentDirectory)
    guard let data = FileManager.default.contents(atPath: path) else {
      return .skipped(SkippedFile(path: display, reason: LocalizedText(en: "cannot read the file", ko: "파일을 읽을 수 없음")))
    }
    guard let source = Self.decode(data) else {
      let reason = data.contains(0)
        ? LocalizedText(en: "binary file (contains NUL bytes)", ko: "바이너리 파일(NUL 바이트 포함)")
        : LocalizedText(en: "not valid UTF-8 text", ko: "올바른 UTF-8 텍스트가 아님")
      return .skipped(SkippedFile(path: display, reason: reason))
    }
    // Checked before parsing: a file the parser can't take in bounded time or stack is reported,
    // and the rest of the run goes on.
    if let refusal = ParseBudget.refusal(for: source) {
      return .skipped(SkippedFile(path: display, reason: LocalizedText(en: refusal.en, ko: refusal.ko)))
    }
    return .model(SwiftSourceAnalyzer.model(source: source, path: display))
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
