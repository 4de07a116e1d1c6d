@testable import A11yKit
import A11yCore
import Foundation
import Testing

struct InitCommandTests {
  @Test func writesEveryRuleAtItsDefaultAndReadsBack() throws {
    let folder = TemporaryFolder()
    let result = folder.run("init")
    #expect(result.exitCode == 0)
    #expect(result.standardError == "a11y-audit: wrote .a11y-audit.json with \(RuleCatalog.descriptors.count) rules\n")
    let path = folder.path + "/.a11y-audit.json"
    let configuration = try Configuration.load(from: path, rules: RuleCatalog.descriptors)
    // Every rule appears with its default severity and every option at its default.
    #expect(Set(configuration.severities.keys) == RuleCatalog.ids)
    for rule in RuleCatalog.descriptors {
      #expect(configuration.severities[rule.id] == rule.defaultSeverity, "\(rule.id)")
      for option in rule.options {
        #expect(configuration.ruleOptions[rule.id]?[option.name] == option.defaultValue, "\(rule.id).\(option.name)")
      }
    }
    #expect(configuration.disabledRules.isEmpty && configuration.onlyRules.isEmpty)
    // It is a comment-carrying file: the header and each rule's title are there.
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"//\": \"a11y-audit configuration"))
    #expect(text.contains("\"//\": \"\(RuleCatalog.descriptors[0].title.en)"))
    // The tool runs with it and finds what it finds without it.
    folder.write("A.swift", sourceWithWarning())
    let withFile = folder.run("lint", ".", "--format", "json")
    try FileManager.default.removeItem(atPath: path)
    #expect(withFile.standardOutput == folder.run("lint", ".", "--format", "json").standardOutput)
  }

  @Test func refusesToOverwriteAndWritesKorean() throws {
    let folder = TemporaryFolder()
    folder.write(".a11y-audit.json", "{}")
    let again = folder.run("init")
    #expect(again.exitCode == 2)
    #expect(try String(contentsOfFile: folder.path + "/.a11y-audit.json", encoding: .utf8) == "{}")
    #expect(folder.run("init", "--force", "--language", "ko").exitCode == 0)
    let korean = try String(contentsOfFile: folder.path + "/.a11y-audit.json", encoding: .utf8)
    #expect(korean.contains("이름이 \\\"//\\\"인 키는 주석이며 무시됩니다"))
    #expect(folder.run("init", "--output", "cfg/x.json").exitCode == 3)
    #expect(folder.run("init", "extra").exitCode == 2)
  }

  @Test func commentKeysAreIgnoredOnlyWhereTheyAre() throws {
    let rules = RuleCatalog.descriptors
    let accepted = try Configuration.parse(
      Data(#"{"//": "top", "rules": {"//": "all rules", "label-quality": {"//": "why", "severity": "info"}}}"#.utf8),
      source: "c", rules: rules)
    #expect(accepted.severities == ["label-quality": .info])
    // Other unknown keys are still errors.
    #expect(throws: ConfigurationError.self) {
      try Configuration.parse(Data(#"{"/": "not a comment"}"#.utf8), source: "c", rules: rules)
    }
  }
}

struct ProgressTests {
  final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ value: String) { lock.lock(); text += value; lock.unlock() }
    var value: String { lock.lock(); defer { lock.unlock() }; return text }
  }

  @Test func countsFilesUnlessQuiet() {
    let folder = TemporaryFolder()
    for index in 0..<3 { folder.write("F\(index).swift", cleanSource) }
    let collected = Collected()
    let progress = ProgressReporter(minimumInterval: 0) { collected.append($0) }
    let context = ToolContext(currentDirectory: folder.path, progress: progress)
    let result = CommandLineTool.run(arguments: ["lint", "."], context: context)
    #expect(result.exitCode == 0)
    #expect(collected.value.contains("\r\u{1B}[Ka11y-audit: 1/3 files"))
    #expect(collected.value.contains("a11y-audit: 3/3 files"))
    // The line is cleared at the end so the report starts clean.
    #expect(collected.value.hasSuffix("3/3 files\r\u{1B}[K"))

    let quiet = Collected()
    let quietContext = ToolContext(currentDirectory: folder.path, progress: ProgressReporter(minimumInterval: 0) { quiet.append($0) })
    _ = CommandLineTool.run(arguments: ["lint", ".", "--quiet"], context: quietContext)
    #expect(quiet.value.isEmpty)
    // Without a reporter (standard error not a terminal) nothing is drawn: the default context.
    #expect(!folder.run("lint", ".").standardError.contains("files"))
  }
}

struct SwiftLintAliasTests {
  static let image = """
    import SwiftUI
    struct V: View {
      var body: some View {
        // a11y-audit:disable:next accessibility_label_for_image
        Image("banner")
        Image("photo")
      }
    }

    """

  @Test func swiftLintIDsNameTheMatchingRules() throws {
    let folder = TemporaryFolder()
    folder.write("V.swift", Self.image)
    let all = folder.run("lint", ".", "--only", "swiftui-image-label", "--format", "json")
    let lines = (jsonObject(all.standardOutput)["findings"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int }
    // The suppression by SwiftLint id applies (and is not reported as naming an unknown rule).
    #expect(lines == [6])
    #expect(!all.standardOutput.contains("invalid-suppression"))
    let aliasOnly = folder.run("lint", ".", "--only", "accessibility_label_for_image", "--format", "json")
    #expect(aliasOnly.exitCode == all.exitCode)
    #expect(aliasOnly.standardOutput == all.standardOutput)
    let disabled = folder.run("lint", ".", "--only", "swiftui-image-label", "--disable", "accessibility_label_for_image", "--format", "json")
    #expect((jsonObject(disabled.standardOutput)["findings"] as? [Any])?.isEmpty == true)
    folder.write(".a11y-audit.json", #"{"rules": {"accessibility_label_for_image": {"severity": "info"}}, "disabled_rules": ["accessibility_trait_for_button"]}"#)
    let configured = try Configuration.load(from: folder.path + "/.a11y-audit.json", rules: RuleCatalog.descriptors)
    #expect(configured.severities == ["swiftui-image-label": .info])
    #expect(configured.disabledRules == ["swiftui-tap-gesture-role"])
    // Every alias points at a real rule.
    for target in RuleAliases.swiftLint.values { #expect(RuleCatalog.ids.contains(target)) }
  }
}
