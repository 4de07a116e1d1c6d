@testable import A11yKit
import Foundation
import Testing

/// `--changed-since REF` in temporary git repositories.
struct ChangedLinesTests {
  static func flagged(_ name: String) -> String { "// a11y-audit:disable:next \(name)\n" }

  static func found(_ result: CommandResult) -> [String] {
    (jsonObject(result.standardOutput)["findings"] as? [[String: Any]] ?? []).map {
      "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0)"
    }
  }

  @Test(.enabled(if: GitRepository.gitAvailable))
  func keepsOnlyFindingsOnChangedLines() throws {
    let repo = try GitRepository()
    let folder = repo.folder
    folder.write("A.swift", Self.flagged("old-a") + "let a = 1\n")
    folder.write("B.swift", Self.flagged("old-b") + "let b = 1\n")
    folder.write("Deleted.swift", Self.flagged("gone") + "let d = 1\n")
    try repo.commitAll("start")

    // A: a new line with a finding after the old one; B untouched; a new untracked file; one deleted.
    folder.write("A.swift", Self.flagged("old-a") + "let a = 1\n" + Self.flagged("new-a") + "let a2 = 2\n")
    folder.write("C.swift", Self.flagged("new-c") + "let c = 1\n")
    try FileManager.default.removeItem(atPath: folder.path + "/Deleted.swift")
    let all = folder.run("lint", ".", "--format", "json")
    #expect(Self.found(all) == ["A.swift:1", "A.swift:3", "B.swift:1", "C.swift:1"])
    let changed = folder.run("lint", ".", "--changed-since", "HEAD", "--format", "json")
    #expect(changed.exitCode == 0)
    #expect(Self.found(changed) == ["A.swift:3", "C.swift:1"])

    // Committed changes count against an older ref, not against HEAD.
    try repo.commitAll("second")
    #expect(Self.found(folder.run("lint", ".", "--changed-since", "HEAD", "--format", "json")).isEmpty)
    #expect(Self.found(folder.run("lint", ".", "--changed-since", "HEAD~1", "--format", "json")) == ["A.swift:3", "C.swift:1"])

    // A file moved without edits brings none of its findings (git's rename detection).
    try repo.git("mv", "B.swift", "Renamed.swift")
    #expect(Self.found(folder.run("lint", ".", "--changed-since", "HEAD", "--format", "json")).isEmpty)
    #expect(Self.found(folder.run("lint", ".", "--format", "json")).contains("Renamed.swift:1"))

    // A subfolder of the repository as the audited path.
    folder.write("Sub/D.swift", Self.flagged("new-d"))
    let sub = folder.run("lint", "Sub", "--changed-since", "HEAD", "--format", "json")
    #expect(Self.found(sub) == ["Sub/D.swift:1"])
  }

  @Test(.enabled(if: GitRepository.gitAvailable))
  func badRefsAndFoldersOutsideGitAreUsageErrors() throws {
    let repo = try GitRepository()
    repo.folder.write("A.swift", cleanSource)
    try repo.commitAll("start")
    let badRef = repo.folder.run("lint", ".", "--changed-since", "no-such-branch")
    #expect(badRef.exitCode == 2)
    #expect(badRef.standardError.contains("'no-such-branch' is not a commit"))
    #expect(repo.folder.run("lint", ".", "--changed-since", "--output=x").exitCode == 2)

    let plain = TemporaryFolder()
    plain.write("A.swift", cleanSource)
    let outside = plain.run("lint", ".", "--changed-since", "HEAD")
    #expect(outside.exitCode == 2)
    #expect(outside.standardError.contains("could not find the git repository"))
  }

  @Test func readsUnifiedZeroDiffs() {
    let diff = """
      diff --git a/A.swift b/A.swift
      --- a/A.swift
      +++ b/A.swift
      @@ -3,0 +4,2 @@ struct A {
      +x
      +y
      @@ -10 +12 @@
      -old
      +new
      @@ -20,3 +21,0 @@
      diff --git "a/\\355\\225\\234 b.swift" "b/\\355\\225\\234 b.swift"
      --- "a/\\355\\225\\234 b.swift"
      +++ "b/\\355\\225\\234 b.swift"
      @@ -1 +1 @@
      diff --git a/Gone.swift b/Gone.swift
      --- a/Gone.swift
      +++ /dev/null
      @@ -1,2 +0,0 @@

      """
    let changed = ChangedLines.parse(diff: diff, root: "/r")
    #expect(changed.lines["/r/A.swift"] == [4, 5, 12])
    #expect(changed.lines["/r/한 b.swift"] == [1])
    #expect(changed.lines.count == 2)
  }
}
