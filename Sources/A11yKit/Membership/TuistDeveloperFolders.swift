import Foundation

/// A Tuist workspace (`Tuist.swift` or `Workspace.swift` with a `Tuist/` folder; its Xcode
/// projects are generated, not in the repository) builds each feature module's demo app from
/// `Targets/Demo` and its stand-ins from a `Mock` module (3dollars' `Modules/Mock`, linked only by
/// the `<Feature>Demo` apps): folders of those names hold developer builds, no one's app.
enum TuistDeveloperFolders {
  static let developerFolderNames: Set<String> = ["Demo", "Demos", "DemoApp", "Example", "Examples", "Mock", "Mocks"]

  /// The folder holding the Tuist manifests, at `root` or above it; nil outside a Tuist workspace.
  static func workspaceFolder(around root: String) -> String? {
    var folder = root
    while !folder.isEmpty {
      let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      if names.contains("Tuist"), names.contains("Tuist.swift") || names.contains("Workspace.swift") || names.contains("Project.swift") {
        return folder
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { break }
      folder = parent
    }
    return nil
  }

  /// The files among `files` (absolute) outside the app's own project when the workspace's app
  /// target links no module (`product: .app, … dependencies: []` in `Projects/App/Project.swift`,
  /// a rewrite whose features are built only into their demo apps so far): none of the modules'
  /// code ships. Empty when no such app manifest is found or more than one app target is not a demo.
  static func filesOutsideAnAppLinkingNothing(_ files: [String], workspace: String) -> Set<String> {
    var appFolders: [String] = []
    var linkingApps = 0
    for manifest in manifests(below: workspace) {
      let folder = (manifest as NSString).deletingLastPathComponent
      if folder.split(separator: "/").contains(where: { developerFolderNames.contains(String($0)) || $0.hasSuffix("Demo") }) { continue }
      guard let text = FileManager.default.contents(atPath: manifest).map({ String(decoding: $0, as: UTF8.self) }) else { continue }
      // An app made some other way (a template helper, `Project.app(…)`, or `Target(`) may link
      // anything: nothing is concluded.
      if text.contains(".app(") || text.contains("Target(") { return [] }
      // (`product: .app` as a whole word: not `.appExtension` or `.appClip`.)
      for target in text.components(separatedBy: ".target(").dropFirst()
      where target.range(of: #"product:\s*\.app\s*[,)\n]"#, options: .regularExpression) != nil {
        let name = target.prefix { $0 != "," }
        if name.contains("Demo") || name.contains("Example") { continue }
        guard let dependencies = target.range(of: "dependencies:") else { linkingApps += 1; continue }
        let after = target[dependencies.upperBound...].drop { $0 == " " }
        if after.hasPrefix("[]"), !after.dropFirst(2).drop(while: { $0 == " " }).hasPrefix("+") { appFolders.append(folder) } else { linkingApps += 1 }
      }
    }
    guard appFolders.count == 1, linkingApps == 0, let app = appFolders.first else { return [] }
    return Set(files.filter { $0.hasPrefix(workspace + "/") && !$0.hasPrefix(app + "/") })
  }

  /// Words in an app target's name that make it a showcase of the modules, not the app people get.
  static let showcaseWords = ["DesignSystem", "Catalog", "Showcase", "Gallery", "Playground", "Sample", "Demo", "Example"]

  /// The files among `files` (absolute) in the sources of app targets named as a showcase
  /// (`DesignSystemUI`, `product: .app`, beside the `DesignSystemKit` framework the real app links),
  /// when another manifest of the workspace makes an app not so named: that one ships.
  static func filesOfShowcaseApps(_ files: [String], workspace: String) -> Set<String> {
    var showcaseFolders: [String] = []
    var shippedApps = 0
    for manifest in manifests(below: workspace) {
      let folder = (manifest as NSString).deletingLastPathComponent
      guard let text = FileManager.default.contents(atPath: manifest).map({ String(decoding: $0, as: UTF8.self) }) else { continue }
      // Each target's text, from its `name:` to the next one.
      for target in text.components(separatedBy: "name:").dropFirst()
      where target.range(of: #"product:\s*\.app\s*[,)\n]"#, options: .regularExpression) != nil {
        let name = target.drop { $0 == " " || $0 == "\"" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !name.isEmpty else { continue }
        guard showcaseWords.contains(where: name.contains) else { shippedApps += 1; continue }
        // `sources: ["DesignSystemUI/Sources**"]`: the folder before the first wildcard.
        guard let sources = target.range(of: "sources:") else { continue }
        let list = target[sources.upperBound...].prefix { $0 != "]" }
        for glob in list.split(separator: "\"").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
          let fixed = glob.prefix { $0 != "*" }.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
          if !fixed.isEmpty { showcaseFolders.append(folder + "/" + fixed) }
        }
      }
    }
    guard shippedApps > 0, !showcaseFolders.isEmpty else { return [] }
    return Set(files.filter { file in showcaseFolders.contains { file.hasPrefix($0) } })
  }

  /// The folder of the module a file of the workspace belongs to: the folder holding its
  /// `Sources` (`Targets/DesignSystemUI` for `Targets/DesignSystemUI/Sources/…`), relative to the
  /// workspace; nil outside such a folder, or for Tuist's generated `Derived/Sources`.
  static func moduleFolder(of path: String, workspace: String) -> String? {
    let components = path.dropFirst(workspace.count + 1).split(separator: "/").dropLast()
    guard let sources = components.firstIndex(where: { $0 == "Sources" || $0 == "Source" }), sources > components.startIndex,
          components[components.index(before: sources)] != "Derived" else { return nil }
    return components[..<sources].joined(separator: "/")
  }

  /// The names a module kept in `folder` may be imported by: its folder's name, or that name
  /// prefixed with the folders above it (`Projects/Shared/DesignSystem` is imported as
  /// `DesignSystem` or `SharedDesignSystem`; `Domain/Auth/Interface` as `DomainAuthInterface`).
  static func importNames(ofModuleIn folder: String) -> [String] {
    var names: [String] = []
    var name = ""
    for component in folder.split(separator: "/").reversed() {
      name = component + name
      names.append(name)
    }
    return names
  }

  /// The modules `import`ed by a Swift file's text (`import X`, `@_exported import X`,
  /// `@testable import X`, `import struct X.Y`).
  static func importedModules(in text: String) -> Set<String> {
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
    var modules: Set<String> = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
      guard words.first == "import", words.count >= 2 else { continue }
      let second = words[words.startIndex + 1]
      let path = kinds.contains(second) && words.count >= 3 ? words[words.startIndex + 2] : second
      modules.insert(String(path.prefix { $0 != "." && $0 != ";" }))
    }
    return modules
  }

  /// The files among `files` (absolute) of the modules only a showcase app builds: an app
  /// (`@main`) no module imports whose module is named as a showcase (`DesignSystem`, the catalog
  /// app of a `Project.designSystem(…)` helper, whose target kinds the manifests don't say), and
  /// the modules its imports reach that no other module no one imports (the app, its extensions)
  /// reaches (`DesignSystemUI`, the catalog's pages). A file outside any module's `Sources`
  /// counts as the app's. A module whose import name isn't found is reached by no one, and kept.
  /// `known`: the bytes of files already read (the models'), by path; others are read from disk.
  static func filesOfModulesOnlyShowcasesImport(_ files: [String], workspace: String, known: [String: [UInt8]] = [:]) -> Set<String> {
    var moduleOfFile: [String: String] = [:]
    for file in files where file.hasPrefix(workspace + "/") {
      if let module = moduleFolder(of: file, workspace: workspace) { moduleOfFile[file] = module }
    }
    let modules = Set(moduleOfFile.values)
    func isShowcase(_ module: String) -> Bool {
      let name = module.split(separator: "/").last.map(String.init) ?? module
      return showcaseWords.contains(where: name.contains)
    }
    // Cheap first: no module named as a showcase, nothing to read.
    guard modules.contains(where: isShowcase) else { return [] }
    var modulesByImportName: [String: [String]] = [:]
    for module in modules {
      for name in importNames(ofModuleIn: module) { modulesByImportName[name, default: []].append(module) }
    }
    let app = "" // files outside any module
    var imports: [String: Set<String>] = [:]
    var entryPoints: Set<String> = []
    for file in files where file.hasSuffix(".swift") {
      guard let bytes = known[file] ?? FileManager.default.contents(atPath: file).map(Array.init) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      let module = moduleOfFile[file] ?? app
      let reached = importedModules(in: text).flatMap { modulesByImportName[$0] ?? [] }
      imports[module, default: []].formUnion(reached.filter { $0 != module })
      if text.contains("@main") || text.contains("@UIApplicationMain") { entryPoints.insert(module) }
    }
    let imported = Set(imports.values.joined())
    let leaves = modules.subtracting(imported)
    let showcaseApps = leaves.filter { isShowcase($0) && entryPoints.contains($0) }
    let shipping = leaves.subtracting(showcaseApps).union(imports[app] == nil ? [] : [app])
    // The app people get is an app too (`@main`) that imports the workspace's modules; an
    // extension alone isn't enough (a photo app named `PhotoGallery` beside its share extension).
    guard !showcaseApps.isEmpty, shipping.contains(where: { entryPoints.contains($0) && !(imports[$0] ?? []).isEmpty }) else { return [] }
    func reached(from starts: Set<String>) -> Set<String> {
      var reached = starts
      var queue = Array(starts)
      while let module = queue.popLast() {
        for next in imports[module] ?? [] where reached.insert(next).inserted { queue.append(next) }
      }
      return reached
    }
    let developerModules = reached(from: showcaseApps).subtracting(reached(from: shipping))
    return Set(moduleOfFile.filter { developerModules.contains($0.value) }.keys)
  }

  /// Files of a module folder no manifest builds: in a workspace of three manifests or more,
  /// neither the module's folder nor any above it holds a `Project.swift`, while each sibling
  /// folder beside it does, in it or below (Hooligans' `Projects/Presentation`, whose manifest a
  /// reorganisation deleted, beside `Projects/App`, `Projects/Data` and the feature modules).
  static func filesOfModulesNoManifestBuilds(_ files: [String], workspace: String) -> Set<String> {
    let manifestFiles = manifests(below: workspace)
    guard manifestFiles.count >= 3 else { return [] }
    let manifestFolders = Set(manifestFiles.map { ($0 as NSString).deletingLastPathComponent })
    var verdicts: [String: Bool] = [:]
    func unbuilt(_ module: String) -> Bool {
      if let known = verdicts[module] { return known }
      var verdict = false
      defer { verdicts[module] = verdict }
      // No manifest in the module's folder or above it, up to the workspace.
      var folder = workspace + "/" + module
      while folder.count >= workspace.count {
        if manifestFolders.contains(folder) { return false }
        if folder == workspace { break }
        folder = (folder as NSString).deletingLastPathComponent
      }
      // Every sibling folder holds a manifest, in it or below.
      let parent = ((workspace + "/" + module) as NSString).deletingLastPathComponent
      let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
        .filter { !$0.hasPrefix(".") && $0 != (module as NSString).lastPathComponent }
        .map { parent + "/" + $0 }
        .filter { var isFolder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
      guard siblings.count >= 2 else { return false }
      verdict = siblings.allSatisfy { sibling in manifestFolders.contains { $0 == sibling || $0.hasPrefix(sibling + "/") } }
      return verdict
    }
    return Set(files.filter { file in
      guard file.hasPrefix(workspace + "/"), let module = moduleFolder(of: file, workspace: workspace) else { return false }
      return unbuilt(module)
    })
  }

  /// Files in a folder beside a manifest that no target's sources take (WhereMyBus's
  /// `Projects/App/Widget`, its extension target commented out of `Project.swift` while the app's
  /// template takes `Sources/**`). A manifest's subfolder is built when a string in the code of the
  /// workspace's manifests or helpers starts with its name (`"Sources/**"`, `"Widget/Resources/**"`),
  /// or, where a glob starts with an interpolation (`"\(name)/**"`), when its own manifest's code
  /// writes the folder's name as a string. A glob starting with `*` may take anything: nothing is
  /// concluded. Comments say nothing.
  static func filesOutsideEverySourceGlob(_ files: [String], workspace: String) -> Set<String> {
    let manifestFiles = manifests(below: workspace)
    guard !manifestFiles.isEmpty else { return [] }
    let helperFolder = workspace + "/Tuist"
    let helpers = (FileManager.default.enumerator(atPath: helperFolder)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.map { helperFolder + "/" + $0 }
    var codes: [String: String] = [:]
    for path in manifestFiles + helpers {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      codes[path] = droppingComments(String(decoding: data, as: UTF8.self))
    }
    var named: Set<String> = [], interpolated = false, anyGlob = false
    for code in codes.values {
      for literal in stringLiterals(in: code) {
        if literal.contains("*") {
          anyGlob = true
          if literal.hasPrefix("*") || literal.hasPrefix("./*") { return [] }
          if literal.hasPrefix("\\(") { interpolated = true }
        }
        if let first = literal.split(separator: "/").first { named.insert(String(first)) }
      }
    }
    guard anyGlob else { return [] }
    let manifestFolders = manifestFiles.map { ($0 as NSString).deletingLastPathComponent }
    var ownNames: [String: Set<String>] = [:]
    return Set(files.filter { file in
      // The nearest manifest's folder holding the file.
      guard let folder = manifestFolders.filter({ file.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) else { return false }
      let parts = file.dropFirst(folder.count + 1).split(separator: "/")
      guard parts.count >= 2, let sub = parts.first.map(String.init) else { return false }
      if named.contains(sub) { return false }
      if interpolated {
        if ownNames[folder] == nil { ownNames[folder] = Set(stringLiterals(in: codes[folder + "/Project.swift"] ?? "")) }
        if ownNames[folder]?.contains(sub) == true { return false }
      }
      return true
    })
  }

  /// Swift code without its comments; a string's `/**` (a glob) is no comment.
  static func droppingComments(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0, inString = false
    let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if inString {
        kept.append(byte)
        if byte == backslash, index + 1 < bytes.count { kept.append(next); index += 2; continue }
        if byte == quote || byte == newline { inString = false }
        index += 1
      } else if byte == quote {
        inString = true
        kept.append(byte)
        index += 1
      } else if byte == slash, next == slash {
        while index < bytes.count, bytes[index] != newline { index += 1 }
      } else if byte == slash, next == star {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == star && bytes[index + 1] == slash) { index += 1 }
        index += 2
      } else {
        kept.append(byte)
        index += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// The one-line string literals of Swift code, without their quotes.
  static func stringLiterals(in code: String) -> [String] {
    var literals: [String] = []
    for line in code.split(separator: "\n") {
      let pieces = line.split(separator: "\"", omittingEmptySubsequences: false)
      guard pieces.count >= 3 else { continue }
      var index = 1
      while index < pieces.count - 1 {
        literals.append(String(pieces[index]))
        index += 2
      }
    }
    return literals
  }

  /// `Project.swift` manifests up to three folders below `workspace` (`Projects/App/Project.swift`).
  static func manifests(below workspace: String) -> [String] {
    var found: [String] = []
    var level = [workspace]
    for _ in 0..<4 {
      var next: [String] = []
      for folder in level {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
          let path = folder + "/" + name
          if name == "Project.swift" { found.append(path); continue }
          var isFolder: ObjCBool = false
          if ["Tuist", "Derived", "Sources", "Resources", "Tests"].contains(name) { continue }
          if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { next.append(path) }
        }
      }
      level = next
    }
    return found
  }

  /// The files among `files` (absolute) in a developer folder below the workspace folder: one of
  /// ``developerFolderNames`` anywhere; above a target's sources, a feature's demo
  /// (`LoginFeatureDemo`, `ProfileExample`) or a showcase app's project (`CHALLADesignSystemApp`,
  /// named with one of ``showcaseWords`` and ending in `App`). A folder inside a target's
  /// sources (`Sources/Features/ProductDemo`) is the app's own code.
  static func files(_ files: [String], workspace: String) -> Set<String> {
    Set(files.filter { path in
      guard path.hasPrefix(workspace + "/") else { return false }
      var aboveSources = true
      for component in path.dropFirst(workspace.count + 1).split(separator: "/").dropLast() {
        if developerFolderNames.contains(String(component)) { return true }
        if component == "Sources" || component == "Source" { aboveSources = false }
        guard aboveSources else { continue }
        if component.hasSuffix("Demo") || component.hasSuffix("Example") { return true }
        if component.hasSuffix("App"), showcaseWords.contains(where: component.contains) { return true }
      }
      return false
    })
  }

}
