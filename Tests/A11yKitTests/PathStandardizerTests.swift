import Foundation
import Testing
@testable import A11yKit

/// `PathStandardizer` answers what `NSString.standardizingPath` answers, on a tree of folders,
/// files and symbolic links of every kind (relative, absolute, to folders, to files, through
/// `..`, chained, dangling, looping, named with `~`), asked in every order with one memo shared.
struct PathStandardizerTests {
  static func tree() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("app/Views/Home.swift", "")
    folder.write("app/Views/Deep/Inner/Cell.swift", "")
    folder.write("shared/Model.swift", "")
    folder.write("shared/sub/Item.swift", "")
    folder.write("odd dir/a b.swift", "")
    folder.write("dots/.hidden/x.swift", "")
    folder.write("dots/...", "")
    folder.symlink("app/Linked", to: "../shared")                 // relative, to a folder
    folder.symlink("app/Abs", to: folder.path + "/shared/sub")    // absolute, to a folder
    folder.symlink("app/Views/File.swift", to: "../../shared/Model.swift")  // to a file
    folder.symlink("chain", to: "app/Linked")                     // to a link
    folder.symlink("app/Dangling", to: "nowhere/at/all")
    folder.symlink("app/Loop", to: "Loop")
    folder.symlink("app/Tilde", to: "~")
    folder.symlink("app/TildePath", to: "~/somewhere")
    folder.symlink("app/Dotted", to: "./Views/../Views")
    folder.symlink("app/Slashes", to: "..//shared/")
    folder.symlink("app/Root", to: "/")
    folder.symlink("app/Up", to: "..")
    return folder
  }

  static func paths(in root: String) -> [String] {
    let tails = [
      "", "/", "/app", "/app/", "/app/Views/Home.swift", "/app/Views/Deep/Inner/Cell.swift", "/app//Views///Home.swift",
      "/app/./Views/Home.swift", "/app/Views/../Views/Home.swift", "/app/Views/Deep/../../../shared/Model.swift",
      "/app/Linked/Model.swift", "/app/Linked/sub/Item.swift", "/app/Linked/../app/Views/Home.swift", "/app/Abs/Item.swift",
      "/app/Abs/../Model.swift", "/app/Views/File.swift", "/chain/Model.swift", "/chain/sub/../Model.swift",
      "/app/Dangling", "/app/Dangling/x.swift", "/app/Loop", "/app/Loop/x.swift", "/app/Tilde", "/app/Tilde/x.swift",
      "/app/TildePath/x.swift", "/app/Dotted/Home.swift", "/app/Slashes/Model.swift", "/app/Root/tmp", "/app/Up/shared/Model.swift",
      "/odd dir/a b.swift", "/dots/.hidden/x.swift", "/dots/...", "/dots/..../x", "/missing/folder/file.swift",
      "/app/Views/Home.swift/", "/app/Views/Hömé.swift", "/app/\u{301}Views/Home.swift", "/app/Views\r\n/x.swift",
      "/../../app/Views/Home.swift", "/app/Linked/..", "/app/Linked/.",
    ]
    var paths = tails.map { root + $0 }
    paths += ["/", "//", "/.", "/..", "/private", "/private/tmp", "/tmp", "/var/automount", "/var/automount/x", "", "relative/path",
              "./x", "~", "~/x", "/proc/self/cwd/x", "/usr/bin/../lib"]
    return paths
  }

  @Test func agreesWithFoundation() {
    let folder = Self.tree()
    let paths = Self.paths(in: folder.path)
    let expected = paths.map { ($0 as NSString).standardizingPath }
    // One memo for all, in order, reversed and asked twice: what was kept for a folder serves
    // every later path.
    let standardizer = PathStandardizer()
    for (path, want) in zip(paths, expected) {
      #expect(standardizer.standardized(path) == want, "\(path)")
    }
    for (path, want) in zip(paths, expected).reversed() {
      #expect(standardizer.standardized(path) == want, "again: \(path)")
    }
    let reversed = PathStandardizer()
    for (path, want) in zip(paths, expected).reversed() {
      #expect(reversed.standardized(path) == want, "reversed: \(path)")
    }
    // Each path alone.
    for (path, want) in zip(paths, expected) {
      #expect(PathStandardizer().standardized(path) == want, "alone: \(path)")
    }
  }

  /// Paths built as the project reader builds them: a group's path appended to its parent's.
  @Test func agreesOnProjectPaths() {
    let folder = Self.tree()
    let groups = ["app", "app/Views", "app/Linked", "shared", "chain", "app/Abs", "app/Up"]
    let names = ["Home.swift", "../Model.swift", "sub/Item.swift", "../../shared/sub", "./Deep/Inner/Cell.swift", "x/../y.swift"]
    let standardizer = PathStandardizer()
    for group in groups {
      for name in names {
        let path = ((folder.path + "/" + group) as NSString).appendingPathComponent(name)
        #expect(standardizer.standardized(path) == (path as NSString).standardizingPath, "\(path)")
      }
    }
  }

  /// The fast answer is taken for plain paths, and not for paths through a link.
  @Test func plainPathsAreAnsweredWithoutFoundation() {
    let folder = Self.tree()
    let standardizer = PathStandardizer()
    // (Where the temporary folder itself is reached through a link, as on macOS, nothing under it is plain.)
    let plainBase = PathStandardizer.isPlainEntry(folder.path) && (folder.path as NSString).standardizingPath == folder.path
    #expect(standardizer.isOwnStandardForm(folder.path + "/app/Views/Home.swift") == plainBase)
    #expect(standardizer.isOwnStandardForm(folder.path + "/app/Views/Deep/Inner/Cell.swift") == plainBase)
    #expect(!standardizer.isOwnStandardForm(folder.path + "/app/Linked/Model.swift"))
    #expect(!standardizer.isOwnStandardForm(folder.path + "/app/Views/File.swift"))
    #expect(!standardizer.isOwnStandardForm(folder.path + "/missing/file.swift"))
    #expect(!standardizer.isOwnStandardForm(folder.path + "/app/./Views/Home.swift"))
    #expect(!standardizer.isOwnStandardForm("/private/tmp"))
  }
}

/// The `.lproj` folder of a strings file read on the bytes is Foundation's answer.
struct ParentFolderNameTests {
  // (A one-letter relative path stops Foundation's `deletingLastPathComponent` on a precondition.)
  @Test func agreesWithFoundation() {
    let paths = [
      "/app/en.lproj/Localizable.strings", "/a", "/a/b", "/", "//", "/a//b", "/a/b/", "/a/./b", "/a/../b", "a/b/c", "bc",
      "", "/ko.lproj/x.strings", "/app/Base.lproj/Main.strings", "/app/\u{301}en.lproj/x", "/app/ünï.lproj/x.strings",
      "/app/en.lproj/x\r\n.strings", "/app/...lproj/x", "/app/.lproj/x",
    ]
    for path in paths {
      let foundation = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
      #expect(ProjectIndexLoader.parentFolderName(of: path) == foundation, "\(path.debugDescription)")
      #expect(ProjectIndexLoader.lprojLanguage(of: path) == (foundation.hasSuffix(".lproj") ? String(foundation.dropLast(6)) : nil))
    }
  }
}
