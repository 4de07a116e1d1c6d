import Foundation

/// The interface style an app is locked to (`UIUserInterfaceStyle`), which decides the appearances
/// its colours are judged in (``ProjectIndex/appearances``). The Xcode project's generated Info.plist
/// is read with the project (``XcodeProjectFiles/interfaceStyle``); this reads an Info.plist file.
enum InterfaceStyle {
  /// The `UIUserInterfaceStyle` of the app's Info.plist (the first found going up from the files,
  /// in a folder or one level below it): `Light` or `Dark` locks the app in that style.
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
        for plist in plists {
          guard let data = FileManager.default.contents(atPath: plist),
                let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let style = root["UIUserInterfaceStyle"] as? String else { continue }
          return style
        }
        if !plists.isEmpty { break }
        let parent = (folder as NSString).deletingLastPathComponent
        if parent == folder { break }
        folder = parent
      }
    }
    return nil
  }
}
