import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `NSString.standardizingPath`, with the file system read once per folder.
///
/// Foundation reads every folder on the way of every path again (it resolves symbolic links
/// component by component, with string work Character by Character): with thousands of files in
/// a few hundred folders that was 130–180M instructions a run. Most paths need none of it: a
/// normal absolute ASCII path (no empty, `.` or `..` part, no trailing slash) through no symbolic
/// link, outside `/private` and `/var/automount` (whose prefix Foundation may cut), is its own
/// standardized form in every Foundation (corelibs' component fold, swift-foundation's `lstat`
/// walk): nothing is resolved, removed or cut. So such a path is answered by an `lstat` of itself
/// and of each folder above it, the folders' answers kept. Any other path — a symbolic link on the
/// way, a folder that can't be read, a relative or non-ASCII path — is asked of Foundation, whose
/// answer for links differs between its versions.
/// Not thread-safe: one per thread or phase. The file system is read once per folder: a link made
/// or removed during the run may be seen as it was.
final class PathStandardizer {
  /// Folder → whether it and every folder above it exist and none is a symbolic link.
  private var plainFolders: [Substring: Bool] = [:]
  /// Whole paths already answered.
  private var answers: [String: String] = [:]

  init() {}

  /// What `(path as NSString).standardizingPath` returns.
  func standardized(_ path: String) -> String {
    if let known = answers[path] { return known }
    let result = isOwnStandardForm(path) ? path : (path as NSString).standardizingPath
    answers[path] = result
    return result
  }

  /// Whether `path` is normal ASCII, outside `/private` and `/var/automount`, and neither it nor
  /// any folder above it is a symbolic link (all of them exist).
  func isOwnStandardForm(_ path: String) -> Bool {
    guard Paths.isNormalASCII(path), !path.utf8.contains(0) else { return false }
    if path.utf8.starts(with: "/private".utf8) || path.utf8.starts(with: "/var/automount".utf8) { return false }
    guard let lastSlash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
    if lastSlash != path.startIndex, !isPlainFolder(path[..<lastSlash]) { return false }
    return Self.isPlainEntry(path)
  }

  private func isPlainFolder(_ folder: Substring) -> Bool {
    if let known = plainFolders[folder] { return known }
    var plain = Self.isPlainEntry(String(folder))
    if plain, let lastSlash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), lastSlash != folder.startIndex {
      plain = isPlainFolder(folder[..<lastSlash])
    }
    plainFolders[folder] = plain
    return plain
  }

  /// Whether `lstat` finds the path and it is no symbolic link.
  static func isPlainEntry(_ path: String) -> Bool {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else { return false }
    return (info.st_mode & S_IFMT) != S_IFLNK
  }
}
