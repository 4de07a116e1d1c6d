import Foundation
import Testing

/// The example evaluation's report, kept in Examples/BeanBar/Evaluation/ in both languages and
/// formats. When the report changes on purpose, regenerate the files with
/// `A11Y_AUDIT_UPDATE_GOLDEN=1 swift test --filter ExampleReportGoldenTests` and review the diff.
@Suite struct ExampleReportGoldenTests {
  static let updating = ProcessInfo.processInfo.environment["A11Y_AUDIT_UPDATE_GOLDEN"] == "1"

  static let cases: [(language: String, format: String, golden: String)] = [
    ("ko", "html", "report.ko.html"),
    ("en", "html", "report.en.html"),
    ("ko", "markdown", "report.ko.md"),
    ("en", "markdown", "report.en.md"),
  ]

  /// The arguments that make the example's report: the checklist and the lint output in the
  /// report's language, paths relative to the repository's root.
  static func arguments(language: String, format: String) -> [String] {
    [
      "report", "--checklist", "\(exampleEvaluation)/checklist.json",
      "--findings", "\(exampleEvaluation)/static-findings.\(language).json",
      "--format", format, "--language", language,
    ]
  }

  @Test(arguments: cases.map(\.golden))
  func exampleReportMatchesItsGoldenFile(golden: String) throws {
    let testCase = try #require(Self.cases.first { $0.golden == golden })
    let result = runInRepository(Self.arguments(language: testCase.language, format: testCase.format))
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty, "the example checklist has open issues: \(result.standardError)")
    let path = "\(exampleEvaluation)/\(golden)"
    if Self.updating {
      try Data(result.standardOutput.utf8).write(to: URL(fileURLWithPath: repositoryRoot + "/" + path))
      print("updated \(path)")
      return
    }
    let expected = try #require(readRepositoryFile(path), "\(path) is missing; run with A11Y_AUDIT_UPDATE_GOLDEN=1")
    let actualLines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    if let index = zip(actualLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      Issue.record("\(path) differs at line \(index + 1):\n  expected: \(expectedLines[index])\n  actual:   \(actualLines[index])\nRegenerate with A11Y_AUDIT_UPDATE_GOLDEN=1 if the change is intended.")
    } else {
      #expect(actualLines.count == expectedLines.count, "\(path): \(actualLines.count) lines, expected \(expectedLines.count)")
    }
  }

  /// The example's static findings are `lint --format json` of Before in each language, kept as
  /// files so the golden reports don't move with every new rule. They must stay true: every finding
  /// kept there is still reported by lint at the same place (new findings don't fail this test).
  @Test(arguments: ["en", "ko"])
  func exampleFindingsAreStillWhatLintReports(language: String) throws {
    let result = runInRepository(["lint", "Examples/BeanBar/Before", "--format", "json", "--language", language])
    let kept = try #require(readRepositoryFile("\(exampleEvaluation)/static-findings.\(language).json"))
    func places(_ text: String) -> Set<String> {
      Set(((jsonObject(text)["findings"] as? [[String: Any]]) ?? []).map {
        "\($0["rule"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? "")"
      })
    }
    #expect(!places(kept).isEmpty)
    let gone = places(kept).subtracting(places(result.standardOutput)).sorted()
    #expect(gone.isEmpty, """
      lint no longer reports \(gone.joined(separator: ", ")) on Before; regenerate \(exampleEvaluation)/static-findings.\(language).json \
      (`swift run a11y-audit lint Examples/BeanBar/Before --format json --language \(language) --output ...`), then the golden reports
      """)
  }
}
