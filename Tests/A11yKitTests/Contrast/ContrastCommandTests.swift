import A11yKit
import Foundation
import Testing

struct ContrastCommandTests {
  static var beanBarBefore: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/BeanBar/Before").path
  }

  @Test func blackOnWhiteIsTwentyOne() {
    let result = ContrastCommand.run(["#000000", "#FFFFFF"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("contrast ratio: 21.00:1"))
    #expect(result.standardOutput.contains("WCAG AAA, normal text"))
    #expect(result.standardOutput.contains("Deuteranopia"))
    #expect(!result.standardOutput.contains("FAIL"))
  }

  @Test func publishedReferencePair() {
    // #767676 on white is the classic lightest gray that passes AA (4.54:1).
    let result = ContrastCommand.run(["#767676", "#fff", "--size", "12"])
    #expect(result.standardOutput.contains("4.54:1"))
    #expect(result.standardOutput.contains("HIG threshold for this size: 4.5:1 → pass"))
    // Only AAA fails, an enhanced level: the pair passes.
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("FAIL  7:1"))
  }

  @Test func rgbAndSystemColorNames() {
    let result = ContrastCommand.run(["rgb(191, 191, 191)", "white", "--appearance", "light"])
    // A failing pair fails the command (exit 1), so it can gate CI.
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("1.84:1"))
    #expect(result.standardOutput.contains("FAIL  3:1"))
    let system = ContrastCommand.run(["systemBlue", "systemBackground"])
    // Both are dynamic: light, dark and the increased-contrast variants are all shown.
    #expect(system.standardOutput.contains("light:"))
    #expect(system.standardOutput.contains("dark:"))
    #expect(system.standardOutput.contains("light, increased contrast:"))
  }

  @Test func boldTextUsesTheLargeTextThresholds() {
    let result = ContrastCommand.run(["#949494", "#FFFFFF", "--size", "15", "--bold"])
    #expect(result.standardOutput.contains("HIG threshold for this size: 3:1 → pass"))
    #expect(result.standardOutput.contains("text: 15 pt, bold"))
  }

  @Test func assetCatalogColorsInEveryAppearance() {
    let result = ContrastCommand.run(["BrandAccent", "CardBackground", "--assets", Self.beanBarBefore])
    #expect(result.exitCode == 1, "\(result.standardError)")  // 1.51:1 fails
    #expect(result.standardOutput.contains("light: #8A4B14 on #FFF8F0"))
    #expect(result.standardOutput.contains("dark: #5C3A1E on #2C2420"))
    #expect(result.standardOutput.contains("1.51:1"))
    let dark = ContrastCommand.run(["BrandAccent", "CardBackground", "--assets", Self.beanBarBefore, "--appearance", "dark"])
    #expect(!dark.standardOutput.contains("light:"))
  }

  @Test func json() throws {
    let result = ContrastCommand.run(["#5C3A1E", "#2C2420", "--format", "json", "--size", "16"])
    #expect(result.exitCode == 1)  // 1.51:1 fails
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let appearances = object?["appearances"] as? [[String: Any]]
    #expect(appearances?.count == 1)
    let first = appearances?.first
    #expect((first?["ratio"] as? Double).map { abs($0 - 1.507) < 0.01 } == true)
    #expect((first?["deficiencies"] as? [[String: Any]])?.count == 6)
    #expect(((first?["hig"] as? [String: Any])?["passes"] as? Bool) == false)
  }

  @Test func korean() {
    let result = ContrastCommand.run(["#000", "#fff", "--language", "ko"])
    #expect(result.standardOutput.contains("명도 대비: 21.00:1"))
    #expect(result.standardOutput.contains("제2색맹") || result.standardOutput.contains("색각"))
  }

  @Test func badInputExitsWithTwo() {
    for arguments in [
      ["#000"], ["#000", "#fff", "#111"], ["notacolor", "#fff"], ["#000", "#fff", "--size", "big"],
      ["#000", "#fff", "--appearance", "sepia"], ["#000", "#fff", "--format", "xml"], ["#000", "#fff", "--wat"],
      ["BrandAccent", "#fff"], ["#000", "#fff", "--assets", "/no/such/folder"], ["#000", "#fff", "--size"],
    ] {
      let result = ContrastCommand.run(arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.hasPrefix("a11y-audit: error: "), "\(arguments)")
      #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(arguments): one line")
    }
  }

  @Test func help() {
    let result = ContrastCommand.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("usage: a11y-audit contrast"))
  }
}
