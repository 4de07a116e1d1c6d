import A11yCore
import Foundation

/// Finds the asset catalogs a path's Swift files can use. Linting one file or a subfolder must
/// not lose the project's colors: when the audited path holds no catalog of its own, the
/// catalogs under the project's root (the folder with `.git`, `Package.swift` or an
/// `.xcodeproj`) are used, each still scoped to its own folder.
enum ProjectAssetCatalogs {
  /// `found` (the catalogs under the audited path), or when there are none those under its
  /// project root.
  static func catalogs(for path: String, found: [String], currentDirectory: String) -> [String] {
    guard found.isEmpty else { return found }
    let absolute = Paths.absolute(path, relativeTo: currentDirectory)
    guard let root = ConfigurationLocator.projectRoot(for: absolute), root != absolute else { return found }
    let collector = FileCollector(
      extensions: [], bundleExtensions: ProjectIndexLoader.bundleExtensions, currentDirectory: currentDirectory)
    guard let fromRoot = try? collector.collect([root]) else { return found }
    var result = found
    for catalog in fromRoot.bundles where !result.contains(catalog) { result.append(catalog) }
    return result
  }
}
