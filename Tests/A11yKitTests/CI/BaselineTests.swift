import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// `--write-baseline`, `--baseline`, `--strict-baseline` in temporary git repositories: findings
/// are matched by rule, file and the text around them, so moving code keeps them baselined.
struct BaselineTests {
  /// A finding (invalid-suppression) on the comment line, distinguishable by the rule it names.
  static func flagged(_ name: String) -> String { "// a11y-audit:disable:next \(name)\n" }

  static func rules(_ result: CommandResult) -> [String] {
    (jsonObject(result.standardOutput)["findings"] as? [[String: Any]] ?? []).compactMap { finding in
      (finding["message"] as? String).flatMap { message in
        ["rule-one", "rule-two", "rule-three"].first { message.contains($0) }
      }
    }
  }

  @Test(.enabled(if: GitRepository.gitAvailable))
  func baselineSurvivesMovedCodeAndReportsOnlyNewFindings() throws {
    let repo = try GitRepository()
    let folder = repo.folder
    folder.write("App/A.swift", "let a = 1\n" + Self.flagged("rule-one") + "let b = 2\n" + Self.flagged("rule-two") + "let c = 3\n")
    try repo.commitAll("start")

    let written = folder.run("lint", ".", "--write-baseline", ".a11y-baseline.json", "--format", "json")
    #expect(written.exitCode == 0)
    #expect(written.standardError.contains("wrote 2 findings to the baseline .a11y-baseline.json"))
    #expect(Self.rules(written).isEmpty)
    let baseline = try Baseline.read(folder.path + "/.a11y-baseline.json", shownAs: "b")
    #expect(baseline.findings.map(\.file) == ["App/A.swift", "App/A.swift"])
    #expect(baseline.findings.map(\.line) == [2, 4])
    try repo.commitAll("baseline")

    // Code moves: lines added above and between the findings, none of their own lines changed.
    folder.write("App/A.swift", "import Foundation\n\n// new code\nlet a = 1\n" + Self.flagged("rule-one")
      + "let b = 2\nlet inserted = 0\n" + Self.flagged("rule-two") + "let c = 3\n")
    let moved = folder.run("lint", ".", "--baseline", ".a11y-baseline.json", "--format", "json")
    #expect(moved.exitCode == 0)
    #expect(Self.rules(moved).isEmpty)
    #expect(moved.standardError.contains("2 findings in the baseline .a11y-baseline.json not reported"))

    // A new finding, and a second copy of a baselined one: both are new (each entry matches once).
    folder.write("App/A.swift", "let a = 1\n" + Self.flagged("rule-one") + "let b = 2\n" + Self.flagged("rule-two")
      + "let c = 3\n" + Self.flagged("rule-three") + "let d = 4\n" + Self.flagged("rule-one") + "let e = 5\n")
    let added = folder.run("lint", ".", "--baseline", ".a11y-baseline.json", "--format", "json")
    #expect(Self.rules(added) == ["rule-three", "rule-one"])
    let lines = (jsonObject(added.standardOutput)["findings"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int }
    #expect(lines == [6, 8])

    // The same baseline from a subfolder: paths are relative to the baseline file.
    folder.mkdir("App/Sub")
    let fromSubfolder = CommandLineTool.run(
      arguments: ["lint", "../..", "--baseline", "../../.a11y-baseline.json", "--format", "json"],
      context: ToolContext(currentDirectory: folder.path + "/App/Sub"))
    #expect(Self.rules(fromSubfolder) == ["rule-three", "rule-one"])
  }

  @Test(.enabled(if: GitRepository.gitAvailable))
  func strictBaselineFailsWhenABaselinedFindingIsGone() throws {
    let repo = try GitRepository()
    let folder = repo.folder
    folder.write("A.swift", Self.flagged("rule-one") + "let a = 1\n" + Self.flagged("rule-two") + "let b = 2\n")
    try repo.commitAll("start")
    #expect(folder.run("lint", ".", "--write-baseline", "baseline.json").exitCode == 0)

    folder.write("A.swift", Self.flagged("rule-one") + "let a = 1\nlet b = 2\n")
    let lenient = folder.run("lint", ".", "--baseline", "baseline.json")
    #expect(lenient.exitCode == 0)
    let strict = folder.run("lint", ".", "--baseline", "baseline.json", "--strict-baseline")
    #expect(strict.exitCode == 1)
    #expect(strict.standardError.contains("fixed but still in the baseline: invalid-suppression in A.swift (was line 3)"))
    #expect(strict.standardError.contains("rewrite the baseline with --write-baseline baseline.json"))

    // Rewritten, the baseline shrinks and the strict run passes.
    #expect(folder.run("lint", ".", "--write-baseline", "baseline.json").exitCode == 0)
    #expect(try Baseline.read(folder.path + "/baseline.json", shownAs: "b").findings.count == 1)
    #expect(folder.run("lint", ".", "--baseline", "baseline.json", "--strict-baseline").exitCode == 0)
  }

  @Test func baselineMistakes() {
    let folder = TemporaryFolder()
    folder.write("A.swift", cleanSource)
    folder.write("broken.json", "{\"findings\": 3}")
    let missing = folder.run("lint", ".", "--baseline", "nope.json")
    #expect(missing.exitCode == 2)
    #expect(missing.standardError == "a11y-audit: error: cannot read the baseline nope.json\n")
    let broken = folder.run("lint", ".", "--baseline", "broken.json")
    #expect(broken.exitCode == 2)
    #expect(broken.standardError.contains("broken.json: not a baseline file"))
    #expect(folder.run("lint", ".", "--strict-baseline").exitCode == 2)
    #expect(folder.run("lint", ".", "--write-baseline", "no/such/folder.json").exitCode == 3)
  }

  @Test func fingerprintsIgnoreIndentationButNotText() {
    let finding = { (line: Int) in
      Finding(
        ruleID: "r", severity: .warning, file: "f", position: SourcePosition(line: line, column: 1, utf8Offset: 0),
        message: LocalizedText(en: "", ko: ""), checkpoints: [], wcag: [], hig: "")
    }
    let original = Baseline.entry(for: finding(2), file: "f", lines: ["a", "  b", "c"])
    let reindented = Baseline.entry(for: finding(3), file: "f", lines: ["x", "\t a", "\tb  ", "c"])
    #expect(original.lineHash == reindented.lineHash)
    #expect(original.contextHash == reindented.contextHash)
    let newNeighbour = Baseline.entry(for: finding(2), file: "f", lines: ["inserted", "b", "c"])
    #expect(newNeighbour.lineHash == original.lineHash)
    #expect(newNeighbour.contextHash != original.contextHash)
    let changed = Baseline.entry(for: finding(2), file: "f", lines: ["a", "  b2", "c"])
    #expect(changed.lineHash != original.lineHash)
    #expect(Baseline.fnv1a("") == "cbf29ce484222325")
  }
}
