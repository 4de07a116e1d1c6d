import A11yCore
import A11yKit
import A11ySwiftSource
import Foundation
import Testing

/// Defects 12 (text size) and 13 (target size) of the example app: found in Before, gone in After.
struct BeanBarTextAndTargetTests {
  static let rules: [any SwiftSourceRule.Type] = [
    FixedTextSizeRule.self, TextSizeUpdatesRule.self, CappedTextSizeRule.self, TextTruncationRule.self,
    TextWeightAlignmentRule.self, TargetSizeRule.self, TargetSpacingRule.self,
  ]

  static var examples: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/BeanBar")
  }

  static func audit(_ variant: String) throws -> [Finding] {
    let folder = examples.appendingPathComponent(variant)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    var configuration = Configuration()
    configuration.onlyRules = Set(rules.map { $0.descriptor.id })
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: configuration)
    return try files.flatMap { name in
      let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return analyzer.analyze(source: source, path: name)
    }
  }

  static func summary(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.file):\($0.position.line) \($0.ruleID)" }.sorted()
  }

  @Test func beforeShowsDefects12And13() throws {
    let found = Self.summary(try Self.audit("Before"))
    #expect(found == [
      "BeanBarApp.swift:13 capped-text-size",                       // 12d
      "CardRegistrationViewController.swift:33 text-size-updates",  // 12c
      "MenuListView.swift:67 fixed-text-size",                      // 12a
      "MenuListView.swift:83 target-size",                          // 13a
      "PaymentKeypadViewController.swift:19 target-size",           // 13b
      "PaymentKeypadViewController.swift:35 fixed-text-size",       // 12b
      "SettingsView.swift:60 capped-text-size",                     // 12f
      "SettingsView.swift:65 light-weight-justified-text",          // 12e
    ])
  }

  @Test func afterShowsNothing() throws {
    let found = try Self.audit("After")
    #expect(found.isEmpty, "\(found.map { "\($0.file):\($0.position.line) \($0.ruleID) \($0.message.en)" })")
  }

  /// The fixes of 12a, 12b, 12c and 12e turn those lines of Before into After's.
  @Test func fixesReproduceAfterLines() throws {
    let findings = try Self.audit("Before")
    for name in ["MenuListView.swift", "PaymentKeypadViewController.swift", "CardRegistrationViewController.swift"] {
      let before = try String(contentsOf: Self.examples.appendingPathComponent("Before/\(name)"), encoding: .utf8)
      let after = try String(contentsOf: Self.examples.appendingPathComponent("After/\(name)"), encoding: .utf8)
      let fixes = findings.filter { $0.file == name }.compactMap(\.fix)
      let fixed = TextEditApplier.apply(fixes, to: before).text
      let afterLines = Set(after.split(separator: "\n").map(String.init))
      let changed = Set(fixed.split(separator: "\n").map(String.init)).subtracting(before.split(separator: "\n").map(String.init))
      #expect(!changed.isEmpty, "\(name): nothing fixed")
      #expect(changed.isSubset(of: afterLines), "\(name): \(changed.subtracting(afterLines)) not in After")
    }
  }
}
