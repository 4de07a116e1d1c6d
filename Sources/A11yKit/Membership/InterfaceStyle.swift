import Foundation

/// The interface style an app is locked to (`UIUserInterfaceStyle`), which decides the appearances
/// its colours are judged in (``ProjectIndex/appearances``). The Xcode project's generated Info.plist
/// is read with the project (``XcodeProjectFiles/interfaceStyle``); this reads an Info.plist file.
enum InterfaceStyle {
  /// The `UIUserInterfaceStyle` of the app's Info.plist (the first found going up from the files,
  /// in a folder or one level below it): `Light` or `Dark` locks the app in that style.
  /// The style of the Info.plist an `INFOPLIST_FILE` setting names (`$(SRCROOT)/App/Info.plist`,
  /// `${PROJECT_NAME}/Info.plist`, or a path from the project's folder); a file name spelt in
  /// another case than on disk (`info.plist`, which macOS's file system finds) is found too.
  static func ofInfoPlist(atSetting setting: String, projectFolder: String, projectName: String) -> String? {
    var path = setting
    for (variable, value) in [("SRCROOT", projectFolder), ("PROJECT_DIR", projectFolder), ("PROJECT_NAME", projectName)] {
      path = path.replacingOccurrences(of: "$(\(variable))", with: value).replacingOccurrences(of: "${\(variable)}", with: value)
    }
    guard !path.contains("$") else { return nil }
    if !path.hasPrefix("/") { return style(ofPlistAtAnyCase: projectFolder + "/" + path) }
    if let style = style(ofPlistAtAnyCase: path) { return style }
    // An absolute path on the author's Mac (`/Users/cho/Documents/Work/DormitoryDelivery/info.plist`):
    // its last components, read from the project's folder.
    let components = (path as NSString).pathComponents.filter { $0 != "/" }
    for start in components.indices.dropFirst() {
      if let style = style(ofPlistAtAnyCase: projectFolder + "/" + components[start...].joined(separator: "/")) { return style }
    }
    return nil
  }

  /// ``style(ofPlistAt:)`` of the file at `path`, its name matched in any case.
  static func style(ofPlistAtAnyCase path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent.lowercased()
    guard let entry = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).first(where: { $0.lowercased() == name }) else {
      return nil
    }
    return style(ofPlistAt: folder + "/" + entry)
  }

  /// `UIUserInterfaceStyle` of the property list at `path`; nil when it has none or can't be read.
  static func style(ofPlistAt path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path),
          let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
    return root["UIUserInterfaceStyle"] as? String
  }

  /// A Tuist workspace's Info.plist, written in Swift: the one `UIUserInterfaceStyle` its
  /// manifests and helpers give (`"UIUserInterfaceStyle": "Light"` in the helper that makes every
  /// target's extended Info.plist, Keyme's `EnvPlugin`); nil outside a workspace, or with none or two.
  static func ofTuistWorkspace(around root: String) -> String? {
    guard let workspace = TuistDeveloperFolders.workspaceFolder(around: root) else { return nil }
    var files = TuistDeveloperFolders.manifests(below: workspace)
    for folder in ["Tuist", "Plugins"] {
      guard let walker = FileManager.default.enumerator(atPath: workspace + "/" + folder) else { continue }
      for case let entry as String in walker where files.count < 400 {
        // (Not the checkouts of Tuist's dependencies: `.build`, `Dependencies`.)
        let name = (entry as NSString).lastPathComponent
        if name.hasPrefix(".") || name == "Dependencies" { walker.skipDescendants(); continue }
        if entry.hasSuffix(".swift") { files.append(workspace + "/" + folder + "/" + entry) }
      }
    }
    guard let expression = try? NSRegularExpression(pattern: #""UIUserInterfaceStyle"\s*:\s*(?:\.string\(\s*)?"(\w+)""#) else { return nil }
    var styles: Set<String> = []
    // (A demo or example app's manifest locks only that app.)
    let developerFiles = TuistDeveloperFolders.files(files, workspace: workspace)
    for file in files where !developerFiles.contains(file) {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      guard text.contains("UIUserInterfaceStyle") else { continue }
      for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let range = Range(match.range(at: 1), in: text) { styles.insert(String(text[range])) }
      }
    }
    return styles.count == 1 ? styles.first : nil
  }

  static func ofInfoPlist(near files: [String]) -> String? {
    var checked: Set<String> = []
    for file in files.prefix(8) {
      var folder = (file as NSString).deletingLastPathComponent
      for _ in 0..<6 {
        guard checked.insert(folder).inserted else { break }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var plists = entries.filter { $0 == "Info.plist" }.map { folder + "/" + $0 }
        for entry in entries where !entry.hasPrefix(".") {
          let candidate = folder + "/" + entry + "/Info.plist"
          if FileManager.default.fileExists(atPath: candidate) { plists.append(candidate) }
        }
        if let style = plists.lazy.compactMap(style(ofPlistAt:)).first { return style }
        if !plists.isEmpty { break }
        let parent = (folder as NSString).deletingLastPathComponent
        if parent == folder { break }
        folder = parent
      }
    }
    return nil
  }
}
