import Foundation

/// Swift packages kept inside an app's folder that the app's Xcode project adds as local packages
/// (a folder reference of type `wrapper`, or an `XCLocalSwiftPackageReference`'s `relativePath`):
/// only this project builds them, so their `public` types have no other client and are searched
/// for uses like the app's own code (``UnreferencedCode``). A package at the audited folder itself
/// is a library whose clients are elsewhere, and is never one.
enum AppLocalPackages {
  static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "node_modules", "DerivedData"]

  /// The packages' folders, absolute and standardized.
  static func folders(root: String, swiftFiles: [String], currentDirectory: String) -> [String] {
    let top = (Paths.absolute(root, relativeTo: currentDirectory) as NSString).standardizingPath
    var packages: Set<String> = []
    var checked: [String: Bool] = [:]
    for file in swiftFiles {
      var folder = ((Paths.absolute(file, relativeTo: currentDirectory) as NSString).standardizingPath as NSString).deletingLastPathComponent
      while folder.hasPrefix(top + "/") {
        let isPackage = checked[folder] ?? FileManager.default.fileExists(atPath: folder + "/Package.swift")
        checked[folder] = isPackage
        if isPackage {
          packages.insert(folder)
          break
        }
        folder = (folder as NSString).deletingLastPathComponent
      }
    }
    guard !packages.isEmpty else { return [] }
    let projects = projectFiles(under: top)
    return packages.sorted().filter { package in
      projects.contains { isReferenced(package, by: $0.text, projectFolder: $0.folder) }
    }
  }

  /// `project.pbxproj` files under `top` (a few levels down), with the folder holding each `.xcodeproj`.
  static func projectFiles(under top: String) -> [(folder: String, text: String)] {
    var found: [(folder: String, text: String)] = []
    func visit(_ folder: String, depth: Int) {
      guard depth <= 3, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
      for name in names.sorted() where !skippedFolders.contains(name) && !name.hasPrefix(".") {
        let path = folder + "/" + name
        if name.hasSuffix(".xcodeproj") {
          if let data = FileManager.default.contents(atPath: path + "/project.pbxproj") {
            found.append((folder, String(decoding: data, as: UTF8.self)))
          }
          continue
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
          visit(path, depth: depth + 1)
        }
      }
    }
    visit(top, depth: 0)
    return found
  }

  /// The project names the package's folder: a `wrapper` file reference whose `path` is the
  /// folder's name or its path from the project, or a local package reference's `relativePath`.
  static func isReferenced(_ package: String, by project: String, projectFolder: String) -> Bool {
    let name = (package as NSString).lastPathComponent
    let relative = package.hasPrefix(projectFolder + "/") ? String(package.dropFirst(projectFolder.count + 1)) : nil
    let spellings = Set([name, relative].compactMap { $0 }).flatMap { ["\($0);", "\"\($0)\";"] }
    for line in project.split(separator: "\n") {
      let isWrapper = line.contains("lastKnownFileType = wrapper;")
      if isWrapper, spellings.contains(where: { line.contains("path = " + $0) }) { return true }
      if line.contains("relativePath = "), let relative, ["\(relative);", "\"\(relative)\";"].contains(where: { line.contains("relativePath = " + $0) }) {
        return true
      }
    }
    return false
  }
}
