import Foundation
import Testing
@testable import A11yKit

/// `Paths.lowercasedExtension` (a byte scan taken for speed) answers what NSString's
/// `pathExtension.lowercased()` answers, for the paths a walk meets and for odd ones.
struct PathExtensionTests {
  @Test func agreesWithFoundation() {
    let paths = [
      "/app/Views/Home.swift", "/app/Views/Home.SWIFT", "Main.storyboard", "/a/b/View.xib", "/a/Localizable.xcstrings",
      "/a/en.lproj/Localizable.strings", "/a/Plurals.stringsdict", "/a/Assets.xcassets", "/a/Assets.xcassets/",
      "/a/Assets.xcassets//", "/a/.gitignore", "/a/..", "/a/.", "/a/b..", "/a/..b", "/a/b.", "a", ".", "", "/", "//",
      "/a.b/c", "/a/b.c.d", "/한국어/화면.swift", "/a/파일.스위프트", "/a/b.Swıft", "/a/b.\u{301}swift",
      "/a/\u{600}.swift", "/a/x.ＳＷＩＦＴ", "relative/path.Swift", "/a/b.tar.gz",
    ]
    for path in paths {
      #expect(Paths.lowercasedExtension(path) == (path as NSString).pathExtension.lowercased(), "\(path)")
    }
  }
}
