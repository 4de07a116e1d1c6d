import Foundation
import A11ySwiftSource

/// Swift packages kept inside an app's folder that the app's Xcode project adds as local packages
/// (a folder reference of type `wrapper`, or an `XCLocalSwiftPackageReference`'s `relativePath`):
/// only this project builds them, so their `public` types have no other client and are searched
/// for uses like the app's own code (``UnreferencedCode``). A package at the audited folder itself
/// is a library whose clients are elsewhere, and is never one.
enum AppLocalPackages {
  static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "node_modules", "DerivedData"]

  /// The packages' folders, absolute (``Paths/absolute(_:relativeTo:)``).
  static func folders(root: String, swiftFiles: [String], currentDirectory: String) -> [String] {
    let top = Paths.absolute(root, relativeTo: currentDirectory)
    // A Tuist workspace audited whole (`Workspace.swift` and `Tuist/` at the top): its projects'
    // modules are generated into its own Xcode workspace, and no one else links them.
    // (Not an SDK's workspace, whose frameworks others link: a podspec at the top, or no
    // manifest making an app.)
    if isAppWorkspace(top) { return [top] }
    // Or one a folder down (a repository keeping its app's workspace in `Namo_SwiftUI/`), when the
    // top ships no library of it (a podspec or a package manifest) and an app is made outside a
    // demo's folder.
    let topNames = (try? FileManager.default.contentsOfDirectory(atPath: top)) ?? []
    let shipsALibrary = topNames.contains { $0.hasSuffix(".podspec") || $0 == "Package.swift" }
    let workspaces = shipsALibrary ? [] : topNames.sorted()
      .filter { !$0.hasPrefix(".") && !skippedFolders.contains($0) }.map { top + "/" + $0 }
      .filter { isAppWorkspace($0, outsideDemos: true) }
    return workspaces + packageFolders(top: top, swiftFiles: swiftFiles, currentDirectory: currentDirectory) + tuistTargetFolders(top: top)
  }

  /// `Workspace.swift` and `Tuist/` in `folder`, no podspec, and a manifest making an app.
  static func isAppWorkspace(_ folder: String, outsideDemos: Bool = false) -> Bool {
    guard TuistDeveloperFolders.workspaceFolder(around: folder) == folder && FileManager.default.fileExists(atPath: folder + "/Workspace.swift")
      && !((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains(where: { $0.hasSuffix(".podspec") }) else { return false }
    // (Or the app's manifest calls a helper named for it, `Project.appProject(…)`, that the
    // workspace's own helpers build with `product: .app`: TnT's.)
    var helpersMakeApps: Bool?
    func helpersMakeAnApp() -> Bool {
      if let known = helpersMakeApps { return known }
      let helpers = folder + "/Tuist/ProjectDescriptionHelpers"
      let found = (FileManager.default.enumerator(atPath: helpers)?.allObjects as? [String] ?? []).contains { path in
        path.hasSuffix(".swift") && FileManager.default.contents(atPath: helpers + "/" + path).map {
          String(decoding: $0, as: UTF8.self).range(of: #"product:\s*\.app\s*[,)\n]"#, options: .regularExpression) != nil
        } == true
      }
      helpersMakeApps = found
      return found
    }
    return TuistDeveloperFolders.manifests(below: folder).contains(where: { manifest in
        if outsideDemos, manifest.dropFirst(folder.count).split(separator: "/").contains(where: {
          TuistDeveloperFolders.developerFolderNames.contains(String($0)) || $0.hasSuffix("Demo")
        }) { return false }
        guard let data = FileManager.default.contents(atPath: manifest) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        // (Or a helper's list of target kinds with `.app` in it: SOPT's `targets: [.app, .unitTest]`.)
        return text.range(of: #"product:\s*\.app\s*[,)\n]"#, options: .regularExpression) != nil || text.contains(".app(")
          || text.range(of: #"targets:\s*\[[^\]]*\.app\s*[,\]]"#, options: .regularExpression) != nil
          || text.range(of: #"\.app[A-Z][A-Za-z]*\("#, options: .regularExpression) != nil && helpersMakeAnApp()
      })
  }

  /// The folders a Tuist manifest at the top (`Project.swift` importing `ProjectDescription`)
  /// compiles into its targets (`sources: "MailCoreUI/**"`): frameworks this project alone builds,
  /// as a local package is (Infomaniak Mail's `MailCoreUI`).
  static func tuistTargetFolders(top: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: top + "/Project.swift") else { return [] }
    let text = String(decoding: data, as: UTF8.self)
    guard text.contains("import ProjectDescription") else { return [] }
    var folders: Set<String> = []
    for (index, part) in text.components(separatedBy: "\"").enumerated() where index % 2 == 1 {
      // `"MailCoreUI/**"`, `"Mail/Views/**"`: the folder before the first glob.
      guard let glob = part.range(of: "/**"), !part.contains(" ") else { continue }
      let folder = String(part[..<glob.lowerBound])
      guard !folder.isEmpty, !folder.contains("*"), !folder.hasPrefix("."), !folder.hasPrefix("/") else { continue }
      let first = String(folder.prefix { $0 != "/" })
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: top + "/" + first, isDirectory: &isDirectory), isDirectory.boolValue {
        folders.insert(top + "/" + first)
      }
    }
    return folders.sorted()
  }

  /// Local Swift packages (a `Package.swift` at or above a Swift file's folder) that an Xcode
  /// project under the top names.
  static func packageFolders(top: String, swiftFiles: [String], currentDirectory: String) -> [String] {
    // Folder → the package folder at or above it (below `top`), or nil: each folder is asked once.
    var packageOf: [String: String?] = [:]
    func package(containing folder: String) -> String? {
      guard folder.hasPrefix(top + "/") else { return nil }
      if let known = packageOf[folder] { return known }
      let found = FileManager.default.fileExists(atPath: folder + "/Package.swift") ? folder : package(containing: parentFolder(of: folder))
      packageOf[folder] = .some(found)
      return found
    }
    var packages: Set<String> = []
    for file in swiftFiles {
      if let found = package(containing: parentFolder(of: Paths.absolute(file, relativeTo: currentDirectory))) { packages.insert(found) }
    }
    guard !packages.isEmpty else { return [] }
    let projects = projectFiles(under: top)
    return packages.sorted().filter { package in
      projects.contains { isReferenced(package, by: $0.text, projectFolder: $0.folder) }
    }
  }

  /// The folder holding `path` (an absolute, normalized path), read on the bytes: NSString's
  /// path methods showed in profiles, asked for every file.
  static func parentFolder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
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
        // An XcodeGen spec, from which the project is generated (and often not committed).
        if name == "project.yml" || name == "project.yaml" {
          if let data = FileManager.default.contents(atPath: path) { found.append((folder, String(decoding: data, as: UTF8.self))) }
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
    if let relative, namesLocalPackageInXcodeGenSpec(relative, project) { return true }
    let text = Array(project.utf8)
    if let relative, ["\(relative);", "\"\(relative)\";"].contains(where: { !ByteSearch.offsets(of: "relativePath = " + $0, in: text[...]).isEmpty }) {
      return true
    }
    // `relativePath = "../app-apple";` from a project inside app-apple: the package beside it.
    for hit in ByteSearch.offsets(of: "relativePath = ", in: text[...]) {
      var end = hit + "relativePath = ".utf8.count
      let start = end
      while end < text.count, text[end] != UInt8(ascii: ";"), text[end] != UInt8(ascii: "\n") { end += 1 }
      let written = String(decoding: text[start..<end], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      guard written.hasPrefix("..") else { continue }
      if ((projectFolder + "/" + written) as NSString).standardizingPath == package { return true }
    }
    // Xcode 16's synchronized folder (`PBXFileSystemSynchronizedRootGroup; ... path = Modules;`)
    // holding the package, whose product the project links with no remote package (Anytype's
    // `Modules/DesignKit`).
    if let relative, let slash = relative.firstIndex(of: "/"),
       !ByteSearch.offsets(of: "productName = \(name);", in: text[...]).isEmpty {
      let group = String(relative[..<slash])
      for spelling in ["\(group);", "\"\(group)\";"] {
        for hit in ByteSearch.offsets(of: "path = " + spelling, in: text[...]) {
          var start = hit, end = hit
          while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
          while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
          if !ByteSearch.offsets(of: "PBXFileSystemSynchronizedRootGroup", in: text[start..<end]).isEmpty { return true }
        }
      }
    }
    // A folder reference to the package's folder: Xcode builds a folder holding a `Package.swift`
    // as a local package, whether the reference says `wrapper` or `folder` (Omnivore's OmnivoreKit).
    let folderTypes = ["lastKnownFileType = wrapper;", "lastKnownFileType = folder;"]
    for spelling in Set([name, relative].compactMap { $0 }).flatMap({ ["\($0);", "\"\($0)\";"] }) {
      // A `path = ...` on a line that also says the reference is a folder.
      for hit in ByteSearch.offsets(of: "path = " + spelling, in: text[...]) {
        var start = hit, end = hit
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
        if folderTypes.contains(where: { !ByteSearch.offsets(of: $0, in: text[start..<end]).isEmpty }) { return true }
      }
    }
    return false
  }

  /// An XcodeGen spec's local package (`packages:` → `DesignSystem:` → `path: Packages/DesignSystem`):
  /// a `path:` line giving the package's folder from the spec's, quoted or not.
  static func namesLocalPackageInXcodeGenSpec(_ relative: String, _ spec: String) -> Bool {
    guard spec.contains("packages:") else { return false }
    return spec.split(separator: "\n").contains { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("path:") else { return false }
      let value = trimmed.dropFirst("path:".count).trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
      return value == relative || value == "./" + relative || value == relative + "/"
    }
  }
}
