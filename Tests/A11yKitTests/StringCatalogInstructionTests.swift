import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// Checkpoint 1.5 on every string-catalog and `.strings` entry, not only keys the Swift code shows:
/// reported at the entry's line in the catalog, once.
struct StringCatalogInstructionTests {
  static let catalog = """
    {
      "sourceLanguage" : "ko",
      "strings" : {
        "guide.cancel" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap the red button on the right to cancel" } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "오른쪽 위의 빨간 버튼을 눌러 취소하세요" } }
          }
        },
        "guide.order" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap Order to pay" } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "주문 버튼을 눌러 결제하세요" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func sensoryFindings(_ result: CommandResult) -> [[String: Any]] {
    InterfaceBuilderLintTests.json(result.standardOutput).filter { $0["rule"] as? String == "sensory-instruction" }
  }

  @Test func anUnusedCatalogEntryIsReportedAtItsLine() {
    let folder = TemporaryFolder()
    folder.write("Localizable.xcstrings", Self.catalog)
    folder.write("App.swift", "struct App: View { var body: some View { Text(\"guide.order\") } }\n")
    let findings = sensoryFindings(folder.run("lint", "--format", "json"))
    #expect(findings.count == 1)
    #expect((findings.first?["file"] as? String)?.hasSuffix("Localizable.xcstrings") == true)
    // The first translation that points by position or color: its line in the catalog.
    let expected = InterfaceBuilderLintTests.position(of: "\"Tap the red button", in: Self.catalog)
    #expect(findings.first?["line"] as? Int == expected.line)
    #expect(findings.first?["column"] as? Int == expected.column)
  }

  @Test func anEntryTheCodeShowsIsReportedOnceAtItsUse() {
    let folder = TemporaryFolder()
    folder.write("Localizable.xcstrings", Self.catalog)
    folder.write("Guide.swift", "struct Guide: View { var body: some View { Text(\"guide.cancel\") } }\n")
    let findings = sensoryFindings(folder.run("lint", "--format", "json"))
    #expect(findings.count == 1)
    #expect((findings.first?["file"] as? String)?.hasSuffix("Guide.swift") == true)
  }

  @Test func stringsFilesAreJudgedInTheirLanguage() {
    let folder = TemporaryFolder()
    let korean = "/* 안내 */\n\"scan.hint\" = \"소리가 나면 카드를 떼세요\";\n\"scan.title\" = \"카드 스캔\";\n"
    folder.write("ko.lproj/Scan.strings", korean)
    folder.write("fr.lproj/Scan.strings", "\"scan.hint\" = \"Touchez le bouton rouge à droite\";\n")
    folder.write("App.swift", "struct App: View { var body: some View { Text(\"x\") } }\n")
    let findings = sensoryFindings(folder.run("lint", "--format", "json"))
    #expect(findings.count == 1)
    #expect((findings.first?["file"] as? String)?.hasSuffix("ko.lproj/Scan.strings") == true)
    #expect(findings.first?["line"] as? Int == 2)
  }

  @Test func disablingTheRuleSilencesCatalogEntries() {
    let folder = TemporaryFolder()
    folder.write("Localizable.xcstrings", Self.catalog)
    folder.write("App.swift", "struct App: View { var body: some View { Text(\"x\") } }\n")
    folder.write(".a11y-audit.json", "{ \"disabled_rules\": [\"sensory-instruction\"] }\n")
    #expect(sensoryFindings(folder.run("lint", "--format", "json")).isEmpty)
  }
}
