import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path helpers that never consult the process's current directory: commands run in-process (in
/// tests, in parallel) with an explicit one.
enum Paths {
  /// `path` made absolute against `directory`, with `.` and `..` resolved textually.
  static func absolute(_ path: String, relativeTo directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
    return normalize(joined)
  }

  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` relative to `directory` when it is inside it, else `path` unchanged.
  static func display(_ path: String, relativeTo directory: String) -> String {
    let base = directory == "/" ? "/" : (directory.hasSuffix("/") ? directory : directory + "/")
    if path.hasPrefix(base) && path.count > base.count { return String(path.dropFirst(base.count)) }
    return path
  }

  /// The real path (symlinks resolved), or nil if it doesn't exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func parent(_ path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  enum Kind { case file, directory, missing }

  /// What `path` is, following symlinks.
  static func kind(_ path: String) -> Kind {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
    return isDirectory.boolValue ? .directory : .file
  }
}
