import A11yCore
@testable import A11yReporters
import Foundation
import Testing

/// Golden tests for the CI reporters: each renders the same findings (ReporterTests' three and one
/// whose message carries hostile project text) and must equal its file in Golden/. Run with
/// A11Y_AUDIT_UPDATE_GOLDEN=1 to rewrite the files after an intended change, then review the diff.
struct CIReporterTests {
  /// A label from the audited app with a newline, a bidi override, a percent sign, HTML, a
  /// mention, Markdown and XML specials: no format may let it break out of its place.
  static let hostile = Finding(
    ruleID: "label-quality", severity: .warning, file: "App/Weird name #1.swift",
    position: SourcePosition(line: 7, column: 3, utf8Offset: 90),
    message: LocalizedText(
      en: "label '50% <b>off</b>\n::error::x @team | `code` [a](b) & \u{202E}txt\u{1B}[31m' is vague",
      ko: "레이블 '50% <b>할인</b>\n::error::x @team | `code` [a](b) & \u{202E}txt\u{1B}[31m'이 모호합니다"),
    checkpoints: [.textAlternatives], wcag: ["1.1.1", "2.4.6"], hig: "Accessibility")

  static let findings = ReporterTests.findings + [hostile]
  static let report = AuditReport(tool: ReporterTests.tool, findings: findings.sorted(by: Finding.reportOrder), filesAnalyzed: 6)

  static let rules = [
    RuleDescriptor(
      id: "swiftui-image-label",
      title: LocalizedText(en: "Images have a label", ko: "이미지에 레이블이 있음"),
      rationale: LocalizedText(en: "VoiceOver reads the file name of an unlabelled image.", ko: "레이블 없는 이미지는 VoiceOver가 파일 이름을 읽습니다."),
      defaultSeverity: .error, checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Accessibility",
      examples: RuleExamples(triggering: [], nonTriggering: [])),
    RuleDescriptor(
      id: "label-quality",
      title: LocalizedText(en: "Labels say what a thing is", ko: "레이블이 무엇인지 말함"),
      rationale: LocalizedText(en: "A generic label tells nothing.", ko: "일반적인 레이블은 아무것도 알려 주지 않습니다."),
      defaultSeverity: .warning, checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Accessibility",
      examples: RuleExamples(triggering: [], nonTriggering: [])),
  ]

  static func sarif(_ language: Language = .english) -> String {
    SARIFReporter(
      language: language, rules: rules, rulesDocumentationURL: "https://example.org/a11y-audit/docs/rules.md",
      baseDirectory: "/src/My App").render(report)
  }

  static func golden(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/" + name)
  }

  func expectGolden(_ actual: String, _ name: String) throws {
    let url = Self.golden(name)
    if ProcessInfo.processInfo.environment["A11Y_AUDIT_UPDATE_GOLDEN"] == "1" {
      try Data(actual.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(name) differs from its golden file")
  }

  @Test func sarifGolden() throws {
    try expectGolden(Self.sarif(), "report.sarif")
    try expectGolden(Self.sarif(.korean), "report.ko.sarif")
  }

  @Test func junitGolden() throws {
    try expectGolden(JUnitReporter().render(Self.report), "report.junit.xml")
    try expectGolden(
      JUnitReporter().render(AuditReport(tool: ReporterTests.tool, findings: [], filesAnalyzed: 3)), "empty.junit.xml")
  }

  @Test func gitHubGolden() throws {
    try expectGolden(GitHubActionsReporter().render(Self.report), "report.github.txt")
  }

  @Test func markdownGolden() throws {
    try expectGolden(MarkdownSummaryReporter().render(Self.report), "report.md")
    try expectGolden(MarkdownSummaryReporter(language: .korean, maximumRows: 2).render(Self.report), "report.ko.md")
  }

  @Test func sarifStructure() throws {
    let log = try #require(JSONSerialization.jsonObject(with: Data(Self.sarif().utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ["swiftui-image-label", "label-quality"])
    #expect(rules[0]["helpUri"] as? String == "https://example.org/a11y-audit/docs/rules.md#swiftui-image-label")
    let help = try #require((rules[0]["help"] as? [String: Any])?["text"] as? String)
    #expect(help.contains("VoiceOver reads the file name") && help.contains("VoiceOver가 파일 이름을 읽습니다"))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    let image = try #require(results.first { $0["ruleId"] as? String == "swiftui-image-label" })
    #expect(image["ruleIndex"] as? Int == 0)
    let fix = try #require((image["fixes"] as? [[String: Any]])?.first)
    let replacement = try #require(((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
    #expect((replacement["deletedRegion"] as? [String: Int]) == ["startLine": 12, "startColumn": 9, "endLine": 12, "endColumn": 14])
    #expect((replacement["insertedContent"] as? [String: String])?["text"] == "Image(decorative:")
    let tags = try #require((image["properties"] as? [String: Any])?["tags"] as? [String])
    #expect(tags == ["accessibility", "checkpoint-1.1", "wcag-1.1.1"])
    // A rule the run doesn't describe has no index; the path with a space and '#' is a valid URI.
    let weird = try #require(results.first { ($0["message"] as? [String: String])?["text"]?.contains("50%") == true })
    let location = try #require(((weird["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
    #expect(location == ["uri": "App/Weird%20name%20%231.swift", "uriBaseId": "SRCROOT"])
    let base = try #require((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"])
    #expect(base == "file:///src/My%20App/")
  }

  @Test func hostileTextStaysInItsPlace() {
    let github = GitHubActionsReporter().line(for: Self.hostile)
    #expect(!github.contains("\n") && !github.contains("\u{202E}") && !github.contains("\u{1B}"))
    #expect(github.contains("50%25 <b>off</b>%0A::error::x"))
    #expect(github.hasPrefix("::warning file=App/Weird name #1.swift,line=7,col=3,title=label-quality (KS X 3253 1.1; WCAG 1.1.1%2C 2.4.6)::"))

    let junit = JUnitReporter().render(Self.report)
    #expect(junit.contains("50% &lt;b&gt;off&lt;/b&gt;&#10;::error::x @team | `code` [a](b) &amp; txt[31m"))
    #expect(!junit.contains("\u{202E}") && !junit.contains("\u{1B}"))

    let markdown = MarkdownSummaryReporter().render(Self.report)
    #expect(markdown.contains(#"50% \<b\>off\</b\> ::error::x \@team \| \`code\` \[a\]\(b\) \& txt\[31m"#))
    #expect(ReportText.sanitized("a\u{2066}b\u{200F}c\u{9B}d\te\nf") == "abcd\te\nf")
  }
}
