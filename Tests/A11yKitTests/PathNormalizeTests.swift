import Testing
@testable import A11yKit

/// `Paths.normalize` answers what splitting into parts answered (its way before the byte test
/// of normal paths), for normal paths and every kind of odd one.
struct PathNormalizeTests {
  static func bySplitting(_ path: String) -> String {
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

  @Test func agreesWithSplitting() {
    let paths = [
      "/app/Views/Home.swift", "/a/b/", "/a//b", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/a/...", "/a/.b", "/a/b.",
      "/..", "/.", "/", "//", "", "a/b", "./a", "/a/b/c.swift", "/a/\u{301}b", "/\u{301}a", "/Ünï/cödé.swift", "/a/b\r\n/c",
      "/a/..../b", "/a/.../", "/a/b//", "/a b/c d.swift", "/a/b..c/d",
    ]
    for path in paths {
      #expect(Paths.normalize(path) == Self.bySplitting(path), "\(path)")
    }
    #expect(Paths.isNormalASCII("/app/Views/Home.swift"))
    #expect(!Paths.isNormalASCII("/a/./b"))
  }
}
