import A11yCore
@testable import A11yKit
import Foundation
import Testing

struct ExitCodeTests {
  @Test func cleanRunExitsZero() {
    let folder = TemporaryFolder()
    folder.write("A.swift", cleanSource)
    let result = folder.run()
    #expect(result.exitCode == ExitCode.success)
    #expect(result.standardOutput.contains("No accessibility problems found in 1 file."))
    #expect(result.standardError.isEmpty)
  }

  @Test func warningsPassUnlessStrict() {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    #expect(folder.run("lint").exitCode == ExitCode.success)
    #expect(folder.run("lint", "--strict").exitCode == ExitCode.findingsFailed)
  }

  @Test func errorsFail() {
    let folder = TemporaryFolder()
    folder.write(".a11y-audit.json", suppressionAsErrorConfig)
    folder.write("Sources/A.swift", sourceWithWarning())
    let result = folder.run("Sources")
    #expect(result.exitCode == ExitCode.findingsFailed)
    #expect(result.standardOutput.contains("Sources/A.swift"))
    #expect(folder.run("Sources", "--disable", "invalid-suppression").exitCode == ExitCode.success)
  }

  @Test func usageErrorsExitTwoWithOneLineNamingTheProblem() {
    let folder = TemporaryFolder()
    folder.write("A.swift", cleanSource)
    let cases: [([String], String)] = [
      (["--format", "pdf"], "'pdf'"),
      (["--bogus"], "'--bogus'"),
      (["Missing"], "Missing"),
      (["--only", "invalid-suppression,made-up-rule"], "'made-up-rule'"),
      (["--disable", "other-made-up"], "'other-made-up'"),
      (["--language", "fr"], "'fr'"),
      (["--config", "nope.json"], "nope.json"),
      (["explain", "made-up-rule"], "'made-up-rule'"),
      (["rules", "--format", "pdf"], "'pdf'"),
    ]
    for (arguments, named) in cases {
      let result = folder.run(arguments)
      #expect(result.exitCode == ExitCode.invalidInput, "\(arguments)")
      #expect(result.standardError.contains(named), "\(arguments): \(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test func lintIsTheDefaultCommand() {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    let implicit = folder.run("--format", "xcode", ".")
    let explicit = folder.run("lint", "--format", "xcode", ".")
    #expect(implicit == explicit)
    #expect(implicit.standardOutput.hasPrefix(folder.path + "/A.swift:1:1: warning: "))
    #expect(implicit.standardOutput.hasSuffix("[invalid-suppression]\n"))
  }

  @Test func otherCommands() {
    let folder = TemporaryFolder()
    #expect(folder.run("version").standardOutput == ToolInfo.version + "\n")
    #expect(folder.run("--help").standardOutput.contains("--format xcode|json|html|text"))
    #expect(folder.run("help").exitCode == 0)
    let rules = folder.run("rules")
    #expect(rules.exitCode == 0)
    for descriptor in RuleCatalog.descriptors {
      #expect(rules.standardOutput.contains(descriptor.id))
    }
    let explain = folder.run("explain", "invalid-suppression", "--language", "ko")
    #expect(explain.exitCode == 0)
    let rationale = RuleCatalog.descriptor(id: "invalid-suppression")?.rationale.ko ?? "?"
    #expect(explain.standardOutput.contains(rationale))
  }
}

struct ConfigurationLookupTests {
  @Test func foundInAParentFolder() {
    let folder = TemporaryFolder()
    folder.write(".a11y-audit.json", suppressionAsErrorConfig)
    folder.write("App/Deep/A.swift", sourceWithWarning())
    #expect(folder.run("App/Deep").exitCode == ExitCode.findingsFailed)
    #expect(folder.run("App/Deep/A.swift").exitCode == ExitCode.findingsFailed)
  }

  @Test func explicitConfigWins() {
    let folder = TemporaryFolder()
    folder.write(".a11y-audit.json", suppressionAsErrorConfig)
    folder.write("other.json", "{}")
    folder.write("A.swift", sourceWithWarning())
    #expect(folder.run("--config", "other.json").exitCode == ExitCode.success)
  }

  @Test func excludeGlobsApply() {
    let folder = TemporaryFolder()
    folder.write(".a11y-audit.json", #"{"exclude": ["Generated/**"], "rules": {"invalid-suppression": {"severity": "error"}}}"#)
    folder.write("Generated/A.swift", sourceWithWarning())
    folder.write("B.swift", cleanSource)
    let result = folder.run("--format", "json")
    #expect(result.exitCode == ExitCode.success)
    #expect((jsonObject(result.standardOutput)["summary"] as? [String: Any])?["filesAnalyzed"] as? Int == 1)
  }

  @Test func invalidConfigurationsNameTheKey() {
    let cases: [(String, String)] = [
      (#"{"exlude": []}"#, "'exlude'"),
      (#"{"disabled_rules": ["no-such-rule"]}"#, "'no-such-rule'"),
      (#"{"only_rules": ["also-missing"]}"#, "'also-missing'"),
      (#"{"rules": {"ghost-rule": {}}}"#, "ghost-rule"),
      (#"{"rules": {"invalid-suppression": {"severity": "fatal"}}}"#, "severity"),
      (#"{"include": "x"#, "not valid JSON"),
    ]
    for (json, named) in cases {
      let folder = TemporaryFolder()
      folder.write(".a11y-audit.json", json)
      folder.write("A.swift", cleanSource)
      let result = folder.run()
      #expect(result.exitCode == ExitCode.invalidInput, "\(json)")
      #expect(result.standardError.contains(named), "\(json): \(result.standardError)")
      #expect(result.standardError.contains(".a11y-audit.json"))
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
  }

  @Test func onlyFromTheCommandLineOverridesTheConfiguration() {
    let folder = TemporaryFolder()
    folder.write(".a11y-audit.json", #"{"disabled_rules": ["invalid-suppression"]}"#)
    folder.write("A.swift", sourceWithWarning())
    #expect(folder.run("--strict").exitCode == ExitCode.success)
    #expect(folder.run("--strict", "--only", "invalid-suppression").exitCode == ExitCode.findingsFailed)
  }
}

struct JSONContractTests {
  @Test func shapeAndSortedKeys() throws {
    let folder = TemporaryFolder()
    folder.write("Sources/A.swift", sourceWithWarning())
    let result = folder.run("--format", "json")
    #expect(result.exitCode == 0)
    let root = jsonObject(result.standardOutput)
    #expect(Set(root.keys) == ["tool", "configuration", "findings", "summary"])
    #expect(root["configuration"] is NSNull)
    let tool = try #require(root["tool"] as? [String: Any])
    #expect(tool["name"] as? String == "a11y-audit")
    #expect(tool["version"] as? String == ToolInfo.version)
    let findings = try #require(root["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    let finding = findings[0]
    for key in ["rule", "severity", "file", "line", "column", "message", "checkpoints", "wcag", "hig", "needsReview"] {
      #expect(finding[key] != nil, "missing \(key)")
    }
    #expect(finding["fix"] == nil)
    #expect(finding["file"] as? String == "Sources/A.swift")
    #expect(finding["line"] as? Int == 1)
    #expect(finding["column"] as? Int == 1)
    #expect(finding["severity"] as? String == "warning")
    #expect(finding["needsReview"] as? Bool == false)
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(summary["filesAnalyzed"] as? Int == 1)
    #expect((summary["bySeverity"] as? [String: Int]) == ["error": 0, "warning": 1, "info": 0])
    #expect((summary["byRule"] as? [String: Int]) == ["invalid-suppression": 1])
    // Keys come out sorted and slashes unescaped.
    let text = result.standardOutput
    let order = ["\"findings\"", "\"summary\"", "\"tool\""].compactMap { text.range(of: $0)?.lowerBound }
    #expect(order.count == 3)
    #expect(order == order.sorted())
    #expect(text.contains("\"Sources/A.swift\""))
  }

  @Test func needsReviewIsNeverAnError() {
    let finding = Finding(
      ruleID: "x", severity: .error, file: "a", position: SourcePosition(line: 1, column: 1, utf8Offset: 0),
      message: LocalizedText(en: "m", ko: "m"), checkpoints: [], wcag: [], hig: "", needsReview: true)
    #expect(finding.severity == .warning)
    #expect(LintCommand.exitCode(for: [finding], strict: false) == ExitCode.success)
  }

  @Test func koreanMessages() {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    let root = jsonObject(folder.run("--format", "json", "--language", "ko").standardOutput)
    let message = ((root["findings"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
    #expect(message.contains("억제 주석"))
  }
}

struct RobustnessTests {
  @Test func binaryAndNonUTF8FilesAreSkippedWithAWarning() {
    let folder = TemporaryFolder()
    folder.write("Binary.swift", data: Data([0x69, 0x6D, 0x00, 0x01, 0x02]))
    folder.write("Latin1.swift", data: Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]))
    folder.write("Good.swift", sourceWithWarning())
    let result = folder.run("--format", "json")
    #expect(result.exitCode == ExitCode.success)
    #expect(result.standardError.contains("skipped Binary.swift: binary file"))
    #expect(result.standardError.contains("skipped Latin1.swift: not valid UTF-8"))
    let summary = jsonObject(result.standardOutput)["summary"] as? [String: Any]
    #expect(summary?["filesAnalyzed"] as? Int == 1)
    #expect(summary?["filesSkipped"] as? Int == 2)
  }

  @Test func outputFileIsWrittenAndNothingElse() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    folder.mkdir("reports")
    let before = folder.listing()
    let result = folder.run("--format", "json", "--output", "reports/out.json")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(folder.listing() == (before + ["reports/out.json"]).sorted())
    let written = try String(contentsOfFile: folder.path + "/reports/out.json", encoding: .utf8)
    #expect(jsonObject(written)["findings"] != nil)
  }

  @Test func outputIntoAMissingFolderFails() {
    let folder = TemporaryFolder()
    folder.write("A.swift", cleanSource)
    let before = folder.listing()
    let result = folder.run("--output", "missing/out.txt")
    #expect(result.exitCode == ExitCode.writeFailed)
    #expect(result.standardError.contains("missing/out.txt"))
    #expect(folder.listing() == before)
  }

  @Test func orderIsDeterministicWhateverTheThreads() {
    let folder = TemporaryFolder()
    for index in 0..<60 {
      var source = ""
      for line in 0..<(index % 5 + 1) {
        source += "// a11y-audit:disable:next rule-\(line)-a rule-\(line)-b\nlet v\(line) = 1\n"
      }
      folder.write("Dir\(index % 7)/File\(index).swift", source)
    }
    let single = folder.run(["--format", "json"], threads: 1)
    let many = folder.run(["--format", "json"], threads: 8)
    #expect(single == many)
    let findings = jsonObject(many.standardOutput)["findings"] as? [[String: Any]] ?? []
    let expected: Int = (0..<60).map { ($0 % 5 + 1) * 2 }.reduce(0, +)
    #expect(findings.count == expected)
    let keys: [String] = findings.map { finding in
      let file = finding["file"] as? String ?? ""
      let line = finding["line"] as? Int ?? 0
      return file + ":" + String(format: "%06d", line)
    }
    #expect(keys == keys.sorted())
  }
}

/// `lint --fix`, `fix` and `--dry-run` through the command line.
struct FixCommandTests {
  static let fixable = """
    import SwiftUI
    struct Price: View {
      var body: some View {
        Text("₩4,500").font(.system(size: 13))
      }
    }

    """

  @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
    let folder = TemporaryFolder()
    folder.write("Price.swift", Self.fixable)
    let result = folder.run("lint", ".", "--dry-run")
    // Nothing was written, so the error is still there: the run fails as `lint` would.
    #expect(result.exitCode == ExitCode.findingsFailed)
    #expect(result.standardOutput.contains("-    Text(\"₩4,500\").font(.system(size: 13))"))
    #expect(result.standardOutput.contains("+    Text(\"₩4,500\").font(.footnote)"))
    #expect(try String(contentsOfFile: folder.path + "/Price.swift", encoding: .utf8) == Self.fixable)
  }

  @Test func fixRewritesTheFileThenReportsWhatIsLeft() throws {
    let folder = TemporaryFolder()
    folder.write("Price.swift", Self.fixable)
    let result = folder.run("fix", ".")
    #expect(result.standardError.contains("applied 1 fix in 1 file"))
    #expect(result.exitCode == ExitCode.success)
    let fixed = try String(contentsOfFile: folder.path + "/Price.swift", encoding: .utf8)
    #expect(fixed == Self.fixable.replacingOccurrences(of: ".system(size: 13)", with: ".footnote"))
    // A second run has nothing left to fix.
    #expect(folder.run("fix", ".").standardError.contains("applied 0 fixes in 0 files"))
  }

  static let withSuggestions = """
    import SwiftUI
    struct Badge: View {
      var body: some View {
        Text("3").font(.system(size: 9))
        Text("Total").font(.system(size: 17))
        Text("42").fontWeight(.light)
        VStack { Text("Latte") }.onTapGesture { withAnimation { pulse.toggle() } }
      }
    }

    """

  @Test func fixAppliesOnlySafeFixesUnlessSuggestionsAreAskedFor() throws {
    let folder = TemporaryFolder()
    folder.write("Badge.swift", Self.withSuggestions)
    let json = jsonObject(folder.run("lint", "--format", "json", ".").standardOutput)
    let fixes = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["fix"] as? [String: Any] }
    #expect(fixes.compactMap { $0["applicability"] as? String }.sorted() == ["safe", "suggestion", "suggestion", "suggestion"])

    let result = folder.run("fix", ".")
    #expect(result.standardError.contains("applied 1 fix in 1 file"))
    #expect(result.standardError.contains("3 suggested fixes not applied"))
    #expect(result.standardError.contains("--unsafe-fixes-for fixed-text-size,light-weight-justified-text,swiftui-tap-gesture-role"))
    #expect(result.standardOutput.contains("suggestion: use the text style .caption2"))
    var text = try String(contentsOfFile: folder.path + "/Badge.swift", encoding: .utf8)
    #expect(text == Self.withSuggestions.replacingOccurrences(of: ".system(size: 17)", with: ".body"))

    // Named rule: only its suggestions.
    #expect(folder.run("fix", ".", "--unsafe-fixes-for", "light-weight-justified-text").standardError.contains("applied 1 fix"))
    text = try String(contentsOfFile: folder.path + "/Badge.swift", encoding: .utf8)
    #expect(text.contains(".fontWeight(.regular)") && text.contains(".system(size: 9)"))

    // Everything.
    #expect(folder.run("fix", ".", "--unsafe-fixes").standardError.contains("applied 2 fixes"))
    text = try String(contentsOfFile: folder.path + "/Badge.swift", encoding: .utf8)
    #expect(text.contains(".caption2") && text.contains(".accessibilityAddTraits(.isButton)"))
    #expect(folder.run("fix", ".", "--unsafe-fixes-for", "no-such-rule").exitCode == ExitCode.invalidInput)
  }
}

/// Findings in types nothing references are left out and counted; `--include-unreferenced` shows them.
struct UnreferencedLintTests {
  @Test func unreferencedFindingsAreCountedAndShownOnRequest() {
    let folder = TemporaryFolder()
    folder.write("App/ShopApp.swift", """
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { Text("Shop") } }
      }
      """)
    folder.write("App/OldBanner.swift", """
      struct OldBanner: View {
        var body: some View { Button(action: {}) { Image("ic_x2") } }
      }
      """)
    let quietDefault = folder.run("lint", "--format", "json", "App")
    #expect(!quietDefault.standardOutput.contains("OldBanner.swift"))
    #expect(quietDefault.standardError.contains("1 finding in code nothing references or only debug builds compile was left out (--include-unreferenced to show them)"))
    let shown = folder.run("lint", "--format", "json", "--include-unreferenced", "App")
    #expect(shown.standardOutput.contains("OldBanner.swift"))
    #expect(!shown.standardError.contains("left out"))
    // Referenced from the app, the same view is reported by default.
    folder.write("App/ShopApp.swift", """
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { OldBanner() } }
      }
      """)
    let used = folder.run("lint", "--format", "json", "App")
    #expect(used.standardOutput.contains("OldBanner.swift"))
    #expect(!used.standardError.contains("left out"))
    #expect(folder.run("--help").standardOutput.contains("--include-unreferenced"))
  }
}
