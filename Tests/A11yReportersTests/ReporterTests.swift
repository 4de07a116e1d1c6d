import A11yCore
@testable import A11yReporters
import Testing

struct ReporterTests {
  static let tool = ToolIdentity(name: "a11y-audit", version: "9.9.9")

  static let findings = [
    Finding(
      ruleID: "swiftui-image-label", severity: .error, file: "App/Home.swift",
      position: SourcePosition(line: 12, column: 9, utf8Offset: 200),
      message: LocalizedText(en: "Image 'banner' has no label", ko: "이미지 'banner'에 레이블이 없습니다"),
      checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Accessibility",
      fix: Fix(
        summary: LocalizedText(en: "mark it decorative", ko: "장식용으로 표시"),
        edits: [TextEdit(
          start: SourcePosition(line: 12, column: 9, utf8Offset: 200),
          end: SourcePosition(line: 12, column: 14, utf8Offset: 205), replacement: "Image(decorative:")],
        applicability: .safe)),
    Finding(
      ruleID: "label-quality", severity: .warning, file: "App/Home.swift",
      position: SourcePosition(line: 30, column: 21, utf8Offset: 700),
      message: LocalizedText(en: "label 'button' is generic", ko: "레이블 '버튼'은 일반적입니다"),
      checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Accessibility", needsReview: true),
    Finding(
      ruleID: "swiftui-tap-gesture-role", severity: .info, file: "App/Pad.swift",
      position: SourcePosition(line: 3, column: 5, utf8Offset: 40),
      message: LocalizedText(en: "tappable view", ko: "탭 가능한 뷰"),
      checkpoints: [.assistiveTechnology], wcag: ["4.1.2"], hig: "Buttons"),
  ]

  static let report = AuditReport(tool: tool, findings: findings, filesAnalyzed: 5)

  @Test func xcode() {
    #expect(XcodeReporter().render(Self.report) == """
      App/Home.swift:12:9: error: Image 'banner' has no label [swiftui-image-label]
      App/Home.swift:30:21: warning: label 'button' is generic (needs review) [label-quality]
      App/Pad.swift:3:5: note: tappable view [swiftui-tap-gesture-role]

      """)
    #expect(XcodeReporter(baseDirectory: "/src").line(for: Self.findings[2]).hasPrefix("/src/App/Pad.swift:3:5: note: "))
  }

  @Test func text() {
    #expect(TextReporter().render(Self.report) == """
      App/Home.swift
        12:9   error    Image 'banner' has no label [swiftui-image-label]
            fix: mark it decorative
        30:21  warning  label 'button' is generic (needs review) [label-quality]

      App/Pad.swift
        3:5  info     tappable view [swiftui-tap-gesture-role]

      3 findings in 2 of 5 files: 1 error, 1 warning, 1 info (1 needs review)

      By rule:
        label-quality             1
        swiftui-image-label       1
        swiftui-tap-gesture-role  1

      By checkpoint:
        1.1 Text alternatives                        2
        4.2 Compatibility with assistive technology  1

      Configuration: none (defaults)

      """)
  }

  @Test func textInKoreanAndColours() {
    let korean = TextReporter(language: .korean).render(Self.report)
    #expect(korean.contains("이미지 'banner'에 레이블이 없습니다"))
    #expect(korean.contains("1.1 대체 텍스트"))
    #expect(!korean.contains("\u{1B}["))
    #expect(TextReporter(colors: true).render(Self.report).contains("\u{1B}[31m"))
    let empty = TextReporter().render(AuditReport(tool: Self.tool, findings: [], filesAnalyzed: 1))
    #expect(empty == "No accessibility problems found in 1 file.\nConfiguration: none (defaults)\n")
    let configured = TextReporter(language: .korean).render(
      AuditReport(tool: Self.tool, findings: [], filesAnalyzed: 1, configurationFile: "App/.a11y-audit.json"))
    #expect(configured.hasSuffix("설정 파일: App/.a11y-audit.json\n"))
  }

  @Test func json() {
    let output = JSONReporter().render(AuditReport(tool: Self.tool, findings: [Self.findings[0]], filesAnalyzed: 1))
    #expect(output == """
      {
        "configuration" : null,
        "findings" : [
          {
            "checkpoints" : [
              "1.1"
            ],
            "column" : 9,
            "file" : "App/Home.swift",
            "fix" : {
              "applicability" : "safe",
              "edits" : [
                {
                  "column" : 9,
                  "endColumn" : 14,
                  "endLine" : 12,
                  "length" : 5,
                  "line" : 12,
                  "offset" : 200,
                  "replacement" : "Image(decorative:"
                }
              ],
              "summary" : "mark it decorative"
            },
            "hig" : "Accessibility",
            "line" : 12,
            "message" : "Image 'banner' has no label",
            "needsReview" : false,
            "rule" : "swiftui-image-label",
            "severity" : "error",
            "wcag" : [
              "1.1.1"
            ]
          }
        ],
        "summary" : {
          "byCheckpoint" : {
            "1.1" : 1
          },
          "byRule" : {
            "swiftui-image-label" : 1
          },
          "bySeverity" : {
            "error" : 1,
            "info" : 0,
            "warning" : 0
          },
          "filesAnalyzed" : 1,
          "filesSkipped" : 0,
          "filesWithFindings" : 1,
          "findings" : 1,
          "needsReview" : 0
        },
        "tool" : {
          "name" : "a11y-audit",
          "version" : "9.9.9"
        }
      }

      """)
  }

  @Test func ruleRenderers() {
    let rule = RuleDescriptor(
      id: "demo-rule", title: LocalizedText(en: "Demo", ko: "데모"),
      rationale: LocalizedText(en: "Because.", ko: "왜냐하면."), defaultSeverity: .warning,
      checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Images",
      options: [RuleOption(name: "limit", kind: .number, defaultValue: .number(3), summary: LocalizedText(en: "How many", ko: "개수"))],
      examples: RuleExamples(triggering: ["↓Image(\"x\")"], nonTriggering: ["Image(decorative: \"x\")"]))
    let markdown = RuleReferenceRenderer().render([rule])
    #expect(markdown.contains("## demo-rule\n\n**Demo** · **데모**\n"))
    #expect(markdown.contains("- Checkpoints: 1.1 Text alternatives (대체 텍스트)\n"))
    #expect(markdown.contains("```swift\n↓Image(\"x\")\n```"))
    #expect(markdown.contains("| `limit` | number | `3` | How many |"))
    #expect(markdown.contains("Because.\n\n왜냐하면.\n"))
    #expect(RuleTableRenderer().render([rule]) == """
      RULE       SEVERITY  CHECKPOINTS  WCAG   FIX  TITLE
      demo-rule  warning   1.1          1.1.1  -    Demo

      """)
    let explanation = RuleExplanationRenderer(language: .korean).render(rule)
    #expect(explanation.contains("1.1 대체 텍스트 (Text alternatives)"))
    #expect(explanation.contains("    ↓Image(\"x\")"))
  }
}
