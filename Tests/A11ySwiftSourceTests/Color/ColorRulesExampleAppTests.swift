import A11yAssetCatalog
import A11yCore
import A11ySwiftSource
import Foundation
import Testing

/// The color rules over the BeanBar example app: the defects of `Before/` are found (README rows
/// 14, 15 and 16) and `After/` reports nothing.
struct ColorRulesExampleAppTests {
  static let rules: [any SwiftSourceRule.Type] = [
    TextContrastRule.self, ComponentContrastRule.self, ColorOnlyStateRule.self, ReduceTransparencyRule.self,
  ]

  static var examplesFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/BeanBar")
  }

  func findings(in variant: String) throws -> [Finding] {
    let folder = Self.examplesFolder.appendingPathComponent(variant)
    let catalog = NamedColorCatalog.load(from: folder)
    let project = ProjectIndex(namedColors: catalog.colors.mapValues(\.color))
    var configuration = Configuration()
    configuration.onlyRules = Set(Self.rules.map { $0.descriptor.id })
    let analyzer = SwiftSourceAnalyzer(rules: Self.rules, configuration: configuration, project: project)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    var result: [Finding] = []
    for file in files {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      result += analyzer.analyze(source: source, path: file)
    }
    return result
  }

  @Test func beforeHasTheThreeColorDefects() throws {
    let found = try findings(in: "Before")
    let summary = found.map { "\($0.file):\($0.position.line) \($0.ruleID) \($0.severity) \($0.message.en)" }
    #expect(found.count == 3, "\(summary.joined(separator: "\n"))")
    // 14: "품절" in Color(red: 0.75, ...) on white: 1.83:1 (the README's 1.84:1 is for the rounded #BFBFBF).
    #expect(found.contains { $0.file == "MenuListView.swift" && $0.position.line == 72 && $0.ruleID == "color-text-contrast" && $0.severity == .error && $0.message.en.contains("1.83:1") })
    // 15: the red/green store status dot.
    #expect(found.contains { $0.file == "HomeView.swift" && $0.position.line == 63 && $0.ruleID == "color-only-state" })
    // 16: BrandAccent on CardBackground fails only in dark mode (1.51:1).
    #expect(found.contains { $0.file == "HomeView.swift" && $0.position.line == 73 && $0.ruleID == "color-text-contrast" && $0.message.en.contains("1.51:1 in dark (#5C3A1E on #2C2420)") })
  }

  @Test func afterReportsNothing() throws {
    let found = try findings(in: "After")
    #expect(found.isEmpty, "\(found.map { "\($0.file):\($0.position.line) \($0.ruleID) \($0.message.en)" }.joined(separator: "\n"))")
  }
}
