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
