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
    // Most paths are normal already (absolute, ASCII, no empty, `.` or `..` part, no trailing
    // slash): read on the bytes, that answers without splitting into Characters, which showed
    // in profiles (every file's path is normalized).
    if isNormalASCII(path) { return path }
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

  /// Whether `path` is ASCII, starts with `/` and has no empty, `.` or `..` part and no trailing
  /// slash: what ``normalize(_:)`` returns unchanged.
  static func isNormalASCII(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
    var path = path
    return path.withUTF8 { bytes in
      guard bytes.count > 1, bytes[0] == slash else { return false }
      // The length of the part so far and whether it holds only dots.
      var partLength = 0, onlyDots = true
      for byte in bytes.dropFirst() {
        if byte >= 0x80 { return false }
        if byte == slash {
          if partLength == 0 || (onlyDots && partLength <= 2) { return false }
          partLength = 0
          onlyDots = true
        } else {
          partLength += 1
          if byte != dot { onlyDots = false }
        }
      }
      return partLength > 0 && !(onlyDots && partLength <= 2)
    }
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

  /// `(path as NSString).pathExtension.lowercased()` without bridging to NSString, whose slash
  /// fixing showed in profiles (asked for every file a walk meets): the text after the last `.` of
  /// the last component, none for a name starting with its only `.` (`.gitignore`) or for `..`.
  static func lowercasedExtension(_ path: String) -> String {
    let bytes = path.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "/") { start = bytes.index(before: start) }
    var dot = end
    while dot > start, bytes[bytes.index(before: dot)] != UInt8(ascii: ".") { dot = bytes.index(before: dot) }
    // No dot, or the name's first character is its last dot (`.gitignore`, `..`).
    guard dot > start, bytes.index(before: dot) > start else { return "" }
    // A character joined to the dot before it is Foundation's to judge.
    guard bytes[bytes.index(dot, offsetBy: -2)] < 0x80 else { return (path as NSString).pathExtension.lowercased() }
    var lowered: [UInt8] = []
    lowered.reserveCapacity(bytes.distance(from: dot, to: end))
    for byte in bytes[dot..<end] {
      // Unicode case mapping is Foundation's to do.
      guard byte < 0x80 else { return (path as NSString).pathExtension.lowercased() }
      lowered.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
    }
    return String(decoding: lowered, as: UTF8.self)
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
