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

  /// The files among `files` (absolute) in a developer folder below the workspace folder.
  static func files(_ files: [String], workspace: String) -> Set<String> {
    Set(files.filter { path in
      guard path.hasPrefix(workspace + "/") else { return false }
      return path.dropFirst(workspace.count + 1).split(separator: "/").dropLast().contains { developerFolderNames.contains(String($0)) }
    })
  }
}
