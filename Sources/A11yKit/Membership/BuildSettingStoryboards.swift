import Foundation

/// Storyboards an Xcode project names in a build setting (`INFOPLIST_KEY_UIMainStoryboardFile =
/// Main;`, a generated Info.plist's launch or main storyboard): loaded then whatever the code says.
/// Each folder's projects are read once, however many storyboards lie below them.
final class BuildSettingStoryboards {
  private var namesByFolder: [String: Set<String>] = [:]

  /// Whether an Xcode project in a folder above the storyboard (an absolute path) names it.
  func names(_ storyboard: String) -> Bool {
    let name = ((storyboard as NSString).lastPathComponent as NSString).deletingPathExtension
    var folder = (storyboard as NSString).deletingLastPathComponent
    while !folder.isEmpty {
      if names(in: folder).contains(name) { return true }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { break }
      folder = parent
    }
    return false
  }

  private func names(in folder: String) -> Set<String> {
    if let known = namesByFolder[folder] { return known }
    var names: Set<String> = []
    for project in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where project.hasSuffix(".xcodeproj") {
      guard let data = FileManager.default.contents(atPath: folder + "/" + project + "/project.pbxproj") else { continue }
      names.formUnion(Self.storyboardNames(inProject: String(decoding: data, as: UTF8.self)))
    }
    namesByFolder[folder] = names
    return names
  }

  /// The values of every `…StoryboardFile = X;` and `…StoryboardName = "X";` setting.
  static func storyboardNames(inProject text: String) -> Set<String> {
    var names: Set<String> = []
    for line in text.split(separator: "\n") {
      for key in ["StoryboardFile = ", "StoryboardName = "] {
        guard let found = line.firstRange(of: key) else { continue }
        var value = line[found.upperBound...].prefix { $0 != ";" }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        names.insert(String(value))
      }
    }
    return names
  }
}
