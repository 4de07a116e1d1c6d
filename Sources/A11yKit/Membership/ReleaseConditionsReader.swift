import A11yCore
import A11ySwiftSource
import Foundation

/// Reads the compilation conditions of the app's Release build from its Xcode projects, so `#if`
/// is judged as the App Store build compiles it: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and
/// `OTHER_SWIFT_FLAGS` `-D` of every configuration whose name says Release (and not Debug), per
/// target with the project's own settings, and the `.xcconfig` files they are based on.
/// A flag every Release configuration sets is on, one some set is unsettled, and one none sets
/// is off, unless a setting couldn't be read (an `.xcconfig` that isn't there, a `$(VARIABLE)`):
/// then only `DEBUG` is off.
enum ReleaseConditionsReader {
  /// Each audited Swift file under a project (and not in a Swift package inside it, which has
  /// its own settings) → that project's Release flags. Files elsewhere aren't listed.
  /// `standardized`: `NSString.standardizingPath`, or a memo of it.
  static func flags(
    forFiles files: [String], projects read: [XcodeProjectFiles],
    standardized: (String) -> String = { ($0 as NSString).standardizingPath }
  ) -> [String: ReleaseBuildFlags] {
    let projects: [(folder: String, flags: ReleaseBuildFlags)] = read.compactMap { project in
      project.releaseFlags.map { ((project.projectFolder as NSString).standardizingPath, $0) }
    }
    guard !projects.isEmpty else { return [:] }
    var result: [String: ReleaseBuildFlags] = [:]
    var packageFolders: [String: Bool] = [:]
    for file in files {
      let standardized = standardized(file)
      // The deepest project holding the file.
      guard let project = projects.filter({ standardized.hasPrefix($0.folder + "/") }).max(by: { $0.folder.count < $1.folder.count }),
            !FilesOutsideTheApp.isInPackage(standardized, above: project.folder, cache: &packageFolders) else { continue }
      result[standardized] = project.flags
    }
    return result
  }

  /// The Release flags of one `project.pbxproj`; nil when it can't be read or names no Release
  /// configuration.
  static func read(pbxproj path: String) -> ReleaseBuildFlags? {
    XcodeProjectFiles.read(pbxproj: path)?.releaseFlags
  }

  /// The Release flags of a parsed project (`objects` of its `project.pbxproj`, the root `project`
  /// object); nil when it names no Release configuration.
  static func flags(objects: [String: Any], project: [String: Any], projectFolder folder: String) -> ReleaseBuildFlags? {
    // An `.xcconfig` found by name under the project folder, once per name.
    var xcconfigSearch = XcconfigSearch(projectFolder: folder)
    var complete = true
    // Configuration name → flags, for the project's own list.
    func flagsByName(ofList listID: String?) -> [String: (flags: Set<String>, inherits: Bool)] {
      guard let listID, let list = objects[listID] as? [String: Any] else { return [:] }
      var byName: [String: (Set<String>, Bool)] = [:]
      for id in list["buildConfigurations"] as? [String] ?? [] {
        guard let configuration = objects[id] as? [String: Any], let name = configuration["name"] as? String,
              isRelease(name) else { continue }
        var settings: [(String, String)] = []
        if let base = configuration["baseConfigurationReference"] as? String {
          if let lines = xcconfigSettings(reference: base, objects: objects, search: &xcconfigSearch) { settings += lines } else { complete = false }
        }
        for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
          if let value = value as? String { settings.append((key, value)) }
          if let values = value as? [Any] { settings.append((key, values.compactMap { $0 as? String }.joined(separator: " "))) }
        }
        var flags: Set<String> = []
        var inherits = true
        var namesKey = false
        for (key, value) in settings {
          let bare = key.split(separator: "[").first.map(String.init) ?? key
          guard bare == "SWIFT_ACTIVE_COMPILATION_CONDITIONS" || bare == "OTHER_SWIFT_FLAGS" else { continue }
          namesKey = true
          let parsed = parseFlags(value, isConditionList: bare == "SWIFT_ACTIVE_COMPILATION_CONDITIONS")
          flags.formUnion(parsed.flags)
          if parsed.unknown { complete = false }
          if !value.contains("$(inherited)") && !value.contains("${inherited}") { inherits = false }
        }
        if !namesKey { inherits = true }
        byName[name] = (flags, inherits)
      }
      return byName
    }
    let projectLevel = flagsByName(ofList: project["buildConfigurationList"] as? String)
    var perTarget: [Set<String>] = []
    for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
      for (name, own) in flagsByName(ofList: target["buildConfigurationList"] as? String) {
        perTarget.append(own.flags.union(own.inherits ? projectLevel[name]?.flags ?? [] : []))
      }
    }
    if perTarget.isEmpty { perTarget = projectLevel.values.map(\.flags) }
    guard let first = perTarget.first else { return nil }
    let always = perTarget.dropFirst().reduce(first) { $0.intersection($1) }
    let any = perTarget.reduce(Set<String>()) { $0.union($1) }
    return ReleaseBuildFlags(set: always, partlySet: any.subtracting(always), unsetFlagsAreOff: complete)
  }

  /// `Release`, `Production Release`, `AppStore-Release`; not `Release Debug`.
  static func isRelease(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.contains("release") && !lower.contains("debug")
  }

  /// `-D FLAG`, `-DFLAG`, `"-D" "FLAG"` in `OTHER_SWIFT_FLAGS`; names in the conditions list.
  /// `unknown` when a variable other than `$(inherited)` adds what can't be seen.
  static func parseFlags(_ value: String, isConditionList: Bool) -> (flags: Set<String>, unknown: Bool) {
    let tokens = value.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    var flags: Set<String> = []
    var unknown = false
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if token == "$(inherited)" || token == "${inherited}" || token.isEmpty { continue }
      if token.contains("$(") || token.contains("${") { unknown = true; continue }
      if isConditionList { flags.insert(token); continue }
      if token == "-D", index < tokens.count {
        flags.insert(tokens[index])
        index += 1
      } else if token.hasPrefix("-D"), token.count > 2 {
        flags.insert(String(token.dropFirst(2)))
      }
    }
    return (flags, unknown)
  }

  /// The settings of the `.xcconfig` a configuration is based on (and the files it includes);
  /// nil when it can't be found. CocoaPods' generated files (not committed, often) only add
  /// `-D COCOAPODS`.
  static func xcconfigSettings(reference: String, objects: [String: Any], search: inout XcconfigSearch) -> [(String, String)]? {
    guard let file = objects[reference] as? [String: Any] else { return nil }
    let path = file["path"] as? String ?? file["name"] as? String ?? ""
    let name = (path as NSString).lastPathComponent
    if name.hasPrefix("Pods-") || path.contains("Target Support Files") { return [("OTHER_SWIFT_FLAGS", "-D COCOAPODS")] }
    let candidates = [search.projectFolder + "/" + path] + search.files(named: name)
    guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
    var seen: Set<String> = []
    return xcconfigLines(found, seen: &seen)
  }

  /// Finds `.xcconfig` files by name under a project folder, walking the folder once per name
  /// (every target's Release configuration may name the same file).
  struct XcconfigSearch {
    let projectFolder: String
    private var found: [String: [String]] = [:]

    init(projectFolder: String) { self.projectFolder = projectFolder }

    mutating func files(named name: String) -> [String] {
      if let known = found[name] { return known }
      let paths = ReleaseConditionsReader.find(named: name, under: projectFolder)
      found[name] = paths
      return paths
    }
  }

  private static func xcconfigLines(_ path: String, seen: inout Set<String>) -> [(String, String)]? {
    guard seen.insert(path).inserted, seen.count < 20, let data = FileManager.default.contents(atPath: path) else { return nil }
    var settings: [(String, String)] = []
    for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      var text = String(line)
      if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
      text = text.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("#include") {
        let optional = text.hasPrefix("#include?")
        guard let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""), open < close else { continue }
        let included = String(text[text.index(after: open)..<close])
        let full = included.hasPrefix("/") ? included : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(included)
        if let lines = xcconfigLines(full, seen: &seen) { settings += lines } else if !optional { return nil }
        continue
      }
      guard let equals = text.firstIndex(of: "=") else { continue }
      settings.append((text[..<equals].trimmingCharacters(in: .whitespaces), text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)))
    }
    return settings
  }

  /// Files named `name` under `folder` (hidden folders and build output skipped).
  fileprivate static func find(named name: String, under folder: String) -> [String] {
    guard !name.isEmpty, let enumerator = FileManager.default.enumerator(
      at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
    var found: [String] = []
    for case let url as URL in enumerator {
      let last = url.lastPathComponent
      if ["build", "DerivedData", "node_modules", ".build", "Pods", "Carthage"].contains(last) || url.pathExtension == "xcassets" {
        enumerator.skipDescendants()
      } else if last == name {
        found.append(url.path)
      }
    }
    return found
  }
}

extension Auditor {
  /// The `#if` clauses a Release build leaves out, by the models' paths.
  func releaseLeftOut(_ models: [SwiftFileModel], paths: Modelled) -> [String: [Range<Int>]] {
    var result: [String: [Range<Int>]] = [:]
    for model in models where !model.compilationBranches.isEmpty {
      let absolute = paths.standardized(Paths.absolute(model.path, relativeTo: currentDirectory))
      let ranges = ReleaseBuild.leftOutRanges(in: model, flags: releaseFlags[absolute] ?? .withoutProject)
      if !ranges.isEmpty { result[model.path] = ranges }
    }
    return result
  }
}
