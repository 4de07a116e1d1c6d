import A11yCore
import Foundation

/// What ``FileCollector`` found.
public struct CollectedFiles: Sendable, Equatable {
  /// Absolute paths of the files with a wanted extension, in a deterministic order.
  public var files: [String] = []
  /// Absolute paths of folders with a bundle extension (e.g. `.xcassets`), not descended into.
  public var bundles: [String] = []
  /// Non-fatal problems (an unreadable subfolder), one line each.
  public var warnings: [String] = []
}

/// Finds the files to audit under the given paths. Skips build and dependency folders and what
/// the configuration excludes; follows symbolic links but visits each real folder once, so link
/// loops end; visits each real file once.
public struct FileCollector: Sendable {
  public static let skippedDirectoryNames: Set<String> = [
    ".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules",
  ]

  /// Test targets (`AppTests`, `AppUITests`, `Tests`) and test files ship no screen a person
  /// uses; their views and buttons are fixtures. Named explicitly on the command line, they are
  /// audited all the same.
  /// Targets for other platforms (a watchOS app, a tvOS or macOS target) in the same repository:
  /// the iOS guideline's touch and VoiceOver rules don't describe them.
  public static func isOtherPlatform(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["watchos", "watchkit", "watch extension", "watchapp", "watch app", "watchextension", "tvos", "macos"]
      .contains { lowered.contains($0) }
  }

  public static func isTestCode(_ name: String) -> Bool {
    name == "Tests" || name.hasSuffix("Tests") || name.hasSuffix("Tests.swift") || name.hasSuffix("UITests")
  }

  /// Wanted file extensions, without the dot (compared case-insensitively).
  public var extensions: Set<String>
  /// Folder extensions reported in ``CollectedFiles/bundles`` instead of being searched.
  public var bundleExtensions: Set<String>
  public var configuration: Configuration
  /// Relative paths are resolved against it.
  public var currentDirectory: String

  public init(
    extensions: Set<String> = ["swift"], bundleExtensions: Set<String> = [],
    configuration: Configuration = Configuration(), currentDirectory: String
  ) {
    self.extensions = Set(extensions.map { $0.lowercased() })
    self.bundleExtensions = Set(bundleExtensions.map { $0.lowercased() })
    self.configuration = configuration
    self.currentDirectory = currentDirectory
  }

  /// Collects from files and folders. A missing path is a ``UsageError`` that names it. A file
  /// named explicitly is collected when its extension is wanted, whatever `include`/`exclude` say.
  public func collect(_ paths: [String]) throws(UsageError) -> CollectedFiles {
    var state = WalkState()

    for argument in paths {
      let path = Paths.absolute(argument, relativeTo: currentDirectory)
      switch Paths.kind(path) {
      case .missing:
        throw UsageError("no such file or folder: \(argument)")
      case .file:
        // A file named on the command line that can't be read is an input error, not a skip.
        guard FileManager.default.isReadableFile(atPath: path) else {
          throw UsageError("cannot read file: \(argument)")
        }
        if isWanted(path) { state.addFile(path) }
      case .directory:
        if isBundle(path) {
          if !state.result.bundles.contains(path) { state.result.bundles.append(path) }
          continue
        }
        guard FileManager.default.isReadableFile(atPath: path),
          (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
        else {
          throw UsageError("cannot read folder: \(argument)")
        }
        walk(path, &state)
      }
    }
    return state.result
  }

  private struct WalkState {
    var result = CollectedFiles()
    var visitedDirectories: Set<String> = []
    var seenFiles: Set<String> = []

    mutating func addFile(_ path: String) {
      let real = Paths.realPath(path) ?? path
      if seenFiles.insert(real).inserted { result.files.append(path) }
    }
  }

  private func walk(_ root: String, _ state: inout WalkState) {
    // Depth-first with an explicit stack; children pushed in reverse so they come out sorted.
    var pending = [root]
    while let directory = pending.popLast() {
      guard let real = Paths.realPath(directory), state.visitedDirectories.insert(real).inserted else { continue }
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: directory)
      } catch {
        state.result.warnings.append("cannot read folder \(directory); skipped")
        continue
      }
      var subdirectories: [String] = []
      for name in names.sorted() {
        let path = directory == "/" ? "/" + name : directory + "/" + name
        switch Paths.kind(path) {
        case .missing:
          continue  // a dangling symbolic link
        case .file:
          if isWanted(path) && configuration.admits(path: path) && !Self.isTestCode(name) { state.addFile(path) }
        case .directory:
          if Self.skippedDirectoryNames.contains(name) || Self.isTestCode(name) || Self.isOtherPlatform(name) || isExcluded(path) {
            continue
          }
          if isBundle(path) {
            state.result.bundles.append(path)
          } else {
            subdirectories.append(path)
          }
        }
      }
      pending.append(contentsOf: subdirectories.reversed())
    }
  }

  private func isWanted(_ path: String) -> Bool {
    extensions.contains((path as NSString).pathExtension.lowercased())
  }

  private func isBundle(_ path: String) -> Bool {
    bundleExtensions.contains((path as NSString).pathExtension.lowercased())
  }

  /// A folder an `exclude` glob names (so the walk doesn't enter it).
  private func isExcluded(_ path: String) -> Bool {
    guard !configuration.exclude.isEmpty else { return false }
    var relative = path
    if let base = configuration.baseDirectory {
      relative = Paths.display(path, relativeTo: base)
    }
    return configuration.exclude.contains { Glob($0).matches(relative) }
  }
}
