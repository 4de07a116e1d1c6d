import A11yCore
import Foundation

/// Finds and loads `.a11y-audit.json`: the one given by `--config`, else the first found in the
/// audited path's folder or a folder above it, up to the project's root.
public enum ConfigurationLocator {
  /// The configuration file for an audited path (a file or folder), if any. The search stops at
  /// the project's root (``isProjectRoot(_:)``): a stray file in a parent folder or the home
  /// folder must not silently change a project's result.
  public static func find(for path: String, currentDirectory: String) -> String? {
    let absolute = Paths.absolute(path, relativeTo: currentDirectory)
    var directory = Paths.kind(absolute) == .directory ? absolute : Paths.parent(absolute)
    while true {
      let candidate = (directory == "/" ? "" : directory) + "/" + Configuration.fileName
      if Paths.kind(candidate) == .file { return candidate }
      if directory == "/" || directory.isEmpty || isProjectRoot(directory) { return nil }
      directory = Paths.parent(directory)
    }
  }

  /// A folder that holds `.git`, `Package.swift` or an `.xcodeproj`/`.xcworkspace`.
  public static func isProjectRoot(_ directory: String) -> Bool {
    let prefix = directory == "/" ? "/" : directory + "/"
    if Paths.kind(prefix + ".git") != .missing || Paths.kind(prefix + "Package.swift") == .file { return true }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return false }
    return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
  }

  /// The project root at or above `path` (a file or folder), or nil when there is none.
  public static func projectRoot(for path: String) -> String? {
    var directory = Paths.kind(path) == .directory ? path : Paths.parent(path)
    while !directory.isEmpty {
      if isProjectRoot(directory) { return directory }
      if directory == "/" { return nil }
      directory = Paths.parent(directory)
    }
    return nil
  }

  /// Loads the configuration for a run. Errors (a missing `--config` file, bad JSON, an unknown key
  /// or rule) are returned as ``UsageError``s whose message names the file and key.
  public static func load(
    explicitPath: String?, auditedPath: String, currentDirectory: String, rules: [RuleDescriptor]
  ) throws(UsageError) -> (configuration: Configuration, path: String?) {
    let path: String
    if let explicitPath {
      path = Paths.absolute(explicitPath, relativeTo: currentDirectory)
      guard Paths.kind(path) == .file else {
        throw UsageError("no such configuration file: \(explicitPath)")
      }
    } else if let found = find(for: auditedPath, currentDirectory: currentDirectory) {
      path = found
    } else {
      return (Configuration(), nil)
    }
    do {
      var configuration = try Configuration.load(from: path, rules: rules)
      configuration.baseDirectory = Paths.parent(path)
      return (configuration, path)
    } catch let error as ConfigurationError {
      throw UsageError("invalid configuration: \(Paths.display(error.description, relativeTo: currentDirectory))")
    } catch {
      throw UsageError("invalid configuration: \(path): \(error)")
    }
  }
}
