import Foundation
import Testing

/// The corpus of real defects (Corpus/defects.json) stays what Corpus/README.md says it is, and the
/// scoring script's own checks pass. The scoring itself needs the apps' clones and isn't run here.
struct CorpusFileTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// Read per use: a parsed JSON dictionary isn't Sendable, so it can't be a shared static.
  static var corpus: [String: Any] {
    let data = FileManager.default.contents(atPath: repositoryRoot + "/Corpus/defects.json") ?? Data()
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
  }

  static var defects: [[String: Any]] { corpus["defects"] as? [[String: Any]] ?? [] }

  /// Kept for the independent check: never part of the corpus.
  static let keptApps = [
    "icecubes", "element-x", "home-assistant", "homeassistant", "mastodon", "netnewswire", "duckduckgo",
    "pocket-casts", "pocketcasts", "simplenote", "githawk",
  ]

  @Test func everyDefectHasItsFieldsAndAKnownRepository() throws {
    #expect(Self.corpus["formatVersion"] as? Int == 1)
    let repositories = try #require(Self.corpus["repositories"] as? [String: [String: String]])
    var ids = Set<String>()
    for defect in Self.defects {
      let id = defect["id"] as? String ?? "?"
      #expect(ids.insert(id).inserted, "duplicate id \(id)")
      for field in ["repository", "path", "category", "framework", "description"] {
        #expect(!(defect[field] as? String ?? "").isEmpty, "\(id) has no \(field)")
      }
      for field in ["fixCommit", "beforeCommit"] {
        let sha = defect[field] as? String ?? ""
        #expect(sha.count == 40 && sha.allSatisfy(\.isHexDigit), "\(id): \(field) is not a full SHA")
      }
      #expect(defect["fixCommit"] as? String != defect["beforeCommit"] as? String)
      #expect(repositories[defect["repository"] as? String ?? ""]?["projectRoot"] != nil, "\(id): unknown repository")
      let lines = defect["lines"] as? [Int] ?? []
      #expect(lines.count == 2 && lines[0] >= 1 && lines[0] <= lines[1], "\(id): lines \(lines)")
      #expect(["SwiftUI", "UIKit", "InterfaceBuilder"].contains(defect["framework"] as? String ?? ""))
    }
  }

  @Test func coversAtLeastEightyDefectsFromEightAppsInEveryFramework() {
    #expect(Self.defects.count >= 80)
    #expect(Set(Self.defects.compactMap { $0["repository"] as? String }).count >= 8)
    let frameworks = Dictionary(grouping: Self.defects, by: { $0["framework"] as? String ?? "" })
    #expect((frameworks["SwiftUI"]?.count ?? 0) >= 10)
    #expect((frameworks["UIKit"]?.count ?? 0) >= 10)
    #expect((frameworks["InterfaceBuilder"]?.count ?? 0) >= 5)
    // Interface Builder defects are named as such, so the score can tell them apart.
    for defect in frameworks["InterfaceBuilder"] ?? [] {
      #expect((defect["category"] as? String ?? "").hasPrefix("storyboard-"))
      let path = defect["path"] as? String ?? ""
      #expect(path.hasSuffix(".storyboard") || path.hasSuffix(".xib"))
    }
  }

  @Test func leavesOutTheAppsKeptForTheIndependentCheck() throws {
    let repositories = try #require(Self.corpus["repositories"] as? [String: [String: String]])
    for (name, info) in repositories {
      let text = (name + " " + (info["url"] ?? "")).lowercased()
      for kept in Self.keptApps {
        #expect(!text.contains(kept), "\(name) is kept for the independent check")
      }
    }
  }

  /// The script's checks of its diff line mapping and finding matching, and the corpus check.
  /// Needs python3 (`apt-get install python3`); skipped with a note when it's missing.
  @Test(.enabled(if: Self.python3 != nil, "python3 is not installed (apt-get install python3); Corpus/score not checked"))
  func scoringScriptPassesItsSelfTestAndCheck() throws {
    for arguments in [["--self-test"], ["--check", "--checkouts", "/nonexistent"]] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(Self.python3))
      process.arguments = [Self.repositoryRoot + "/Corpus/score"] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "Corpus/score \(arguments.joined(separator: " ")): \(text)")
    }
  }

  /// python3 from the PATH.
  static let python3: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    .split(separator: ":").map { $0 + "/python3" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
