import A11yCore
import A11ySwiftSource
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
/// the configuration excludes; follows symbolic links but visits each real folder once (by device
/// and inode), so link loops end; visits each real file once.
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
    // Every word holds the bytes of `watch`, `tvos` or `macos` (ASCII without K, `;` or `` ` ``):
    // a name without them is none (Foundation's search, for every folder, showed in profiles).
    guard ByteSearch.containsAny(lowered, ["watch", "tvos", "macos"]) else { return false }
    return ["watchos", "watchkit", "watch extension", "watchapp", "watch app", "watchextension", "tvos", "macos"]
      .contains { lowered.contains($0) }
  }

  /// A playground (`Catalog.playground/Pages/Episode.xcplaygroundpage/Contents.swift`): Xcode
  /// runs it beside the project, no target builds it (CouchTracker's copies of its screens).
  public static func isPlayground(_ name: String) -> Bool {
    Paths.lowercasedExtension(name) == "playground"
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
    // Only playgrounds (a folder of them, or one named): they are what is asked about.
    if state.result.files.isEmpty, !state.skippedPlaygrounds.isEmpty {
      let playgrounds = state.skippedPlaygrounds
      state.skippedPlaygrounds = []
      state.includesPlaygrounds = true
      for playground in playgrounds { walk(playground, &state) }
    }
    return state.result
  }

  private struct WalkState {
    var result = CollectedFiles()
    var visitedDirectories: Set<FileIdentity> = []
    var seenFiles: Set<FileIdentity> = []
    /// Playground folders passed over, walked when nothing else is found.
    var skippedPlaygrounds: [String] = []
    var includesPlaygrounds = false

    /// Adds a file unless the same file (by device and inode: a symbolic or hard link to one
    /// already found) was added before.
    mutating func addFile(_ path: String, identity: FileIdentity? = nil) {
      guard let identity = identity ?? FileIdentity(path: path) else { return }
      if seenFiles.insert(identity).inserted { result.files.append(path) }
    }
  }

  private func walk(_ root: String, _ state: inout WalkState) {
    // Depth-first with an explicit stack; children pushed in reverse so they come out sorted.
    // Each entry's type comes from the directory listing itself (`d_type`); only symbolic links
    // (and file systems that don't report types) cost a `stat`. A folder is entered once per
    // device and inode, so link loops end.
    var pending = [root]
    while let directory = pending.popLast() {
      guard let identity = FileIdentity(path: directory), state.visitedDirectories.insert(identity).inserted else { continue }
      guard let entries = DirectoryListing.entries(of: directory) else {
        state.result.warnings.append("cannot read folder \(directory); skipped")
        continue
      }
      var subdirectories: [String] = []
      for entry in entries.sorted(by: { $0.name < $1.name }) {
        let name = entry.name
        let path = directory == "/" ? "/" + name : directory + "/" + name
        var kind = entry.kind
        var fileIdentity: FileIdentity? = kind == .file ? FileIdentity(device: identity.device, inode: entry.inode) : nil
        if kind == .other {
          // A symbolic link or an unreported type: follow it.
          guard let target = FileIdentity.follow(path) else { continue }  // a dangling symbolic link
          kind = target.isDirectory ? .directory : .file
          fileIdentity = target.identity
        }
        switch kind {
        case .file:
          if isWanted(path) && configuration.admits(path: path) && !Self.isTestCode(name) {
            state.addFile(path, identity: fileIdentity)
          }
        case .directory:
          if Self.isPlayground(name), !state.includesPlaygrounds {
            state.skippedPlaygrounds.append(path)
            continue
          }
          if Self.skippedDirectoryNames.contains(name) || Self.isTestCode(name) || Self.isOtherPlatform(name) || isExcluded(path) {
            continue
          }
          if isBundle(path) {
            state.result.bundles.append(path)
          } else {
            subdirectories.append(path)
          }
        case .other:
          continue
        }
      }
      pending.append(contentsOf: subdirectories.reversed())
    }
  }

  private func isWanted(_ path: String) -> Bool {
    extensions.contains(Paths.lowercasedExtension(path))
  }

  private func isBundle(_ path: String) -> Bool {
    bundleExtensions.contains(Paths.lowercasedExtension(path))
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

/// A file's identity on this machine: its device and inode.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  /// The identity of what `path` names, following symbolic links; nil if it doesn't exist.
  init?(path: String) {
    guard let target = Self.follow(path) else { return nil }
    self = target.identity
  }

  /// `stat` (following links): identity and whether it is a folder.
  static func follow(_ path: String) -> (identity: FileIdentity, isDirectory: Bool)? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let identity = FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    return (identity, (status.st_mode & S_IFMT) == S_IFDIR)
  }
}

/// A folder's entries with the type the listing reports (`readdir`'s `d_type`), so the walk needs
/// no `stat` per entry.
enum DirectoryListing {
  enum Kind { case file, directory, other }

  struct Entry {
    var name: String
    var kind: Kind
    var inode: UInt64
  }

  /// Nil when the folder can't be opened. `.` and `..` are left out.
  static func entries(of directory: String) -> [Entry]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var entries: [Entry] = []
    while let pointer = readdir(handle) {
      let name = withUnsafePointer(to: &pointer.pointee.d_name) { field in
        field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      // d_type values are the same on Linux and the BSDs: 4 folder, 8 regular file; a symbolic
      // link (10) or an unknown type (0) is resolved by the caller.
      let kind: Kind
      switch pointer.pointee.d_type {
      case 4: kind = .directory
      case 8: kind = .file
      default: kind = .other
      }
      entries.append(Entry(name: name, kind: kind, inode: UInt64(truncatingIfNeeded: pointer.pointee.d_ino)))
    }
    return entries
  }
}
