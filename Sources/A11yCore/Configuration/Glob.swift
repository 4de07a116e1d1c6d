/// A gitignore-like path pattern: `*` and `?` match within one path component, `**` matches any
/// number of components. A pattern without `/` matches a file or folder name at any depth.
public struct Glob: Sendable, Hashable {
  public let pattern: String

  public init(_ pattern: String) {
    self.pattern = pattern
  }

  public func matches(_ path: String) -> Bool {
    let pathParts = path.split(separator: "/").map(String.init)
    var patternParts = pattern.split(separator: "/").map(String.init)
    if !pattern.contains("/") {
      patternParts = ["**"] + patternParts + ["**"]
    } else if pattern.hasSuffix("/") {
      patternParts.append("**")
    }
    return Glob.match(patternParts[...], pathParts[...])
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let head = pattern.first else { return path.isEmpty }
    if head == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let component = path.first, matchComponent(Array(head), Array(component)) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
    var p = 0, n = 0
    var starP = -1, starN = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1; n += 1
      } else if p < pattern.count, pattern[p] == "*" {
        starP = p; starN = n; p += 1
      } else if starP >= 0 {
        p = starP + 1; starN += 1; n = starN
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
