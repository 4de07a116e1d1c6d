import A11yCore
import A11yKit
import Foundation
import Testing

@testable import A11yEvaluation

@Suite struct ChecklistCommandTests {
  @Test func initListsTheCheckpointsWithTheirRulesAndScreens() throws {
    let folder = TemporaryFolder()
    let result = folder.run("checklist", "init", "--language", "ko", "--screens", "Home, Cart", "--screens", "Home", "--output", "eval.json")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let document = jsonObject(try #require(folder.read("eval.json")))
    #expect(document["formatVersion"] as? Int == 1)
    #expect(document["screens"] as? [String] == ["Home", "Cart"])
    let checkpoints = try #require(document["checkpoints"] as? [[String: Any]])
    #expect(checkpoints.map { $0["id"] as? String } == Checkpoint.allCases.map(\.rawValue))
    let textAlternatives = checkpoints[0]
    #expect(textAlternatives["criterion"] as? String == Checkpoint.textAlternatives.inspection.criterion.ko)
    // Rules come from the catalog's descriptors: 1.1 has image rules, 1.2 (captions) only the
    // custom-player rule.
    let rules = try #require(textAlternatives["automatedRules"] as? [String])
    #expect(rules.contains("swiftui-image-label"))
    let expected = RuleCatalog.descriptors.filter { $0.checkpoints.contains(.textAlternatives) }.map(\.id).sorted()
    #expect(rules == expected)
    #expect((checkpoints[1]["automatedRules"] as? [String]) == ["custom-player-captions"])
    #expect((textAlternatives["screens"] as? [[String: Any]])?.count == 2)

    let english = folder.run("checklist", "init")
    #expect(english.standardOutput.contains(Checkpoint.textAlternatives.inspection.criterion.en))
  }

  @Test func initNeverOverwritesAFilledChecklistWithoutForce() throws {
    let folder = TemporaryFolder()
    folder.write("eval.json", "{\"filled\": true}")
    let refused = folder.run("checklist", "init", "--output", "eval.json")
    #expect(refused.exitCode == 2)
    #expect(refused.standardError.contains("--force"))
    #expect(folder.read("eval.json") == "{\"filled\": true}")
    #expect(folder.run("checklist", "init", "--output", "eval.json", "--force").exitCode == 0)
    #expect(folder.read("eval.json")?.contains("\"formatVersion\"") == true)
    #expect(folder.run("checklist", "init", "--language", "fr").exitCode == 2)
    #expect(folder.run("checklist", "init", "--output", "missing/eval.json").exitCode == 3)
  }

  @Test func validateNamesMissingFieldsAndExitsOne() {
    let folder = TemporaryFolder()
    _ = folder.run("checklist", "init", "--screens", "Home", "--output", "eval.json")
    let result = folder.run("checklist", "validate", "eval.json")
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("eval.json: checkpoints[0].screens[0].verdict: missing:"))
    #expect(result.standardOutput.contains("eval.json: app.name: missing:"))
    let korean = folder.run("checklist", "validate", "eval.json", "--language", "ko")
    #expect(korean.standardOutput.contains("checkpoints[0].screens[0].verdict: 누락:"))
  }

  @Test func validateRefusesBrokenOrMissingFilesWithExitTwo() {
    let folder = TemporaryFolder()
    folder.write("broken.json", "{\"formatVersion\": 1,")
    let broken = folder.run("checklist", "validate", "broken.json")
    #expect(broken.exitCode == 2)
    #expect(broken.standardError.contains("broken.json is not valid JSON"))
    #expect(folder.run("checklist", "validate", "nothing.json").exitCode == 2)
    folder.write("other.json", "{\"findings\": []}")
    let other = folder.run("checklist", "validate", "other.json")
    #expect(other.exitCode == 2)
    #expect(other.standardError.contains("formatVersion"))
    #expect(folder.run("checklist", "validate").exitCode == 2)
    #expect(folder.run("checklist", "frobnicate").exitCode == 2)
  }

  @Test func theExampleEvaluationIsValid() {
    let result = runInRepository([
      "checklist", "validate", "\(exampleEvaluation)/checklist.json", "--findings", "\(exampleEvaluation)/static-findings.en.json",
    ])
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("문제 없음(점검 항목 18개, 화면 6개, 과업 5개)"))
  }

  /// The example marks 1.5 compliant; an error finding on 1.5 then needs a written reason.
  @Test func compliantDespiteErrorFindingsNeedsAReason() throws {
    let folder = TemporaryFolder()
    let checklist = try #require(readRepositoryFile("\(exampleEvaluation)/checklist.json"))
    folder.write("eval.json", checklist)
    folder.write("static.json", findingsFile([findingJSON(rule: "some-rule", severity: "error", checkpoints: ["1.5"])]))
    folder.write("warnings.json", findingsFile([findingJSON(rule: "some-rule", severity: "warning", checkpoints: ["1.5"])]))
    let flagged = folder.run("checklist", "validate", "eval.json", "--findings", "static.json", "--language", "en")
    #expect(flagged.exitCode == 1)
    #expect(flagged.standardOutput.contains("checkpoints[4].reason: inconsistent: 1.5 is marked compliant but 1 automated error finding(s)"))
    // Warnings don't ask for a reason.
    #expect(folder.run("checklist", "validate", "eval.json", "--findings", "warnings.json").exitCode == 0)

    var document = try JSONValue.parse(Data(checklist.utf8))
    document = withReason(document, checkpoint: "1.5", reason: "The finding is in a debug-only screen.")
    folder.write("reasoned.json", document.rendered())
    #expect(folder.run("checklist", "validate", "reasoned.json", "--findings", "static.json").exitCode == 0)

    let report = folder.run("report", "--checklist", "eval.json", "--findings", "static.json", "--format", "json")
    #expect(report.exitCode == 0)
    #expect(report.standardError.contains("1 open issue"))
    let entries = try #require(jsonObject(report.standardOutput)["checkpoints"] as? [[String: Any]])
    #expect(entries[4]["status"] as? String == "compliant-without-reason")
    let reasoned = folder.run("report", "--checklist", "reasoned.json", "--findings", "static.json", "--format", "json")
    let reasonedEntries = try #require(jsonObject(reasoned.standardOutput)["checkpoints"] as? [[String: Any]])
    #expect(reasonedEntries[4]["status"] as? String == "compliant")
    #expect(reasoned.standardError.isEmpty)
  }

  func withReason(_ document: JSONValue, checkpoint: String, reason: String) -> JSONValue {
    guard case .object(var pairs) = document, let index = pairs.firstIndex(where: { $0.0 == "checkpoints" }),
          case .array(var checkpoints) = pairs[index].1 else { return document }
    for (position, entry) in checkpoints.enumerated() where entry["id"]?.stringValue == checkpoint {
      guard case .object(var fields) = entry else { continue }
      fields.removeAll { $0.0 == "reason" }
      fields.append(("reason", .string(reason)))
      checkpoints[position] = .object(fields)
    }
    pairs[index].1 = .array(checkpoints)
    return .object(pairs)
  }
}

@Suite struct ReportCommandTests {
  @Test func withoutAChecklistTheReportIsLabelledAutomated() throws {
    let folder = TemporaryFolder()
    folder.write("static.json", findingsFile([
      findingJSON(rule: "swiftui-image-label", severity: "error", checkpoints: ["1.1"]),
      findingJSON(rule: "target-size", severity: "warning", line: 9, checkpoints: ["2.5"]),
    ]))
    let markdown = folder.run("report", "--findings", "static.json", "--format", "markdown")
    #expect(markdown.exitCode == 0)
    #expect(markdown.standardOutput.hasPrefix("# Automated accessibility results\n\n> Automated results only"))
    #expect(markdown.standardOutput.contains("| 1.1 Text alternatives | Not yet evaluated | 1 error, 0 warnings, 0 info |"))
    #expect(markdown.standardOutput.contains("| 2.5 Control size and spacing | Not yet evaluated | 0 errors, 1 warning, 0 info |"))
    #expect(markdown.standardOutput.contains("| 1.2 Captions, sign language, etc. | Not yet evaluated | no findings (1 rule) |"))
    #expect(!markdown.standardOutput.contains("Compliance rate"))
    let json = jsonObject(folder.run("report", "--findings", "static.json", "--format", "json").standardOutput)
    #expect(json["automatedOnly"] as? Bool == true)
    #expect(((json["summary"] as? [String: Any])?["byStatus"] as? [String: Any])?["not-evaluated"] as? Int == 18)
    #expect((json["defects"] as? [Any])?.count == 2)
    let html = folder.run("report", "--findings", "static.json", "--language", "ko").standardOutput
    #expect(html.contains("<html lang=\"ko\">"))
    #expect(html.contains("자동 점검 결과만 담은 보고서입니다"))
  }

  @Test func needsSomeInputAndAKnownFormat() {
    let folder = TemporaryFolder()
    #expect(folder.run("report").exitCode == 2)
    folder.write("static.json", findingsFile([]))
    #expect(folder.run("report", "--findings", "static.json", "--format", "pdf").exitCode == 2)
    let unwritable = folder.run("report", "--findings", "static.json", "--output", "no/such/report.html")
    #expect(unwritable.exitCode == 3)
    #expect(folder.run("report", "--findings", "static.json", "--output", "report.html").exitCode == 0)
    #expect(folder.read("report.html")?.hasPrefix("<!DOCTYPE html>") == true)
  }

  @Test func brokenFindingsNameTheFileAndField() {
    let folder = TemporaryFolder()
    folder.write("bad.json", findingsFile([findingJSON(rule: "x", severity: "fatal", checkpoints: ["1.1"])]))
    let bad = folder.run("report", "--findings", "bad.json")
    #expect(bad.exitCode == 2)
    #expect(bad.standardError.contains("bad.json: findings[0].severity: 'fatal' is not a severity"))
    folder.write("checkpoint.json", findingsFile([findingJSON(rule: "x", severity: "error", checkpoints: ["9.9"])]))
    #expect(folder.run("report", "--findings", "checkpoint.json").standardError.contains("findings[0].checkpoints[0]"))
    folder.write("truncated.json", "{\"findings\": [")
    #expect(folder.run("report", "--findings", "truncated.json").standardError.contains("not valid JSON"))
    FileManager.default.createFile(atPath: folder.path + "/latin1.json", contents: Data([0xC3, 0x28, 0xFF]))
    #expect(folder.run("report", "--findings", "latin1.json").standardError.contains("not UTF-8"))
  }

  /// Runtime findings (issue 13's `hierarchy --format json`) have the lint shape plus an element's
  /// location and keys this reader doesn't know; both are tolerated and the location is shown.
  @Test func runtimeFindingsWithLocationsAreEvidence() throws {
    let folder = TemporaryFolder()
    let location = #", "location": {"screen": "Home", "path": "Window/TabBar/Button[2]", "frame": {"x": 10, "y": 20, "width": 30, "height": 30}, "label": ""}, "capture": {"device": "iPhone 15"}"#
    folder.write("runtime.json", findingsFile([
      findingJSON(rule: "runtime-target-size", severity: "error", file: "", line: 0, checkpoints: ["2.5"], extra: location),
    ]).replacingOccurrences(of: "\"line\": 0, \"column\": 5,", with: ""))
    let result = folder.run("report", "--hierarchy", "runtime.json", "--format", "json")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let json = jsonObject(result.standardOutput)
    let defects = try #require(json["defects"] as? [[String: Any]])
    #expect(defects.first?["location"] as? String == "frame: height=30 width=30 x=10 y=20, path: Window/TabBar/Button[2], screen: Home")
    let entries = try #require(json["checkpoints"] as? [[String: Any]])
    let findings = try #require(entries[10]["findings"] as? [[String: Any]])
    #expect(findings.first?["source"] as? String == "runtime")
    #expect((json["inputs"] as? [String: Any])?["hierarchy"] as? [String] == ["runtime.json"])
  }

  /// `hierarchy --format json` (issue 13) writes the capture file and line, and the element.
  @Test func runtimeElementsAreNamedTheWayXCUITestDoes() throws {
    let folder = TemporaryFolder()
    let element = #", "element": {"screen": "Home", "path": "Application/Window[0]/Button[2]", "type": "Button", "label": "Close", "identifier": "close", "frame": {"x": 16, "y": 52.5, "width": 24, "height": 24}, "source": {"file": "App/HomeView.swift", "line": 45}, "traits": ["button"]}"#
    folder.write("runtime.json", findingsFile([
      findingJSON(rule: "runtime-target-size", severity: "error", file: "Captures/Home.txt", line: 12, checkpoints: ["2.5"], extra: element),
    ]))
    let result = folder.run("report", "--hierarchy", "runtime.json", "--format", "json")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let defects = try #require(jsonObject(result.standardOutput)["defects"] as? [[String: Any]])
    #expect(defects.first?["location"] as? String == """
      Captures/Home.txt:12:5 — screen: Home, element: Button 'Close' (close) {{16, 52.5}, {24, 24}}, \
      path: Application/Window[0]/Button[2], source: App/HomeView.swift:45, traits: button
      """)
  }

  /// Evaluator and app strings can't inject markup into the HTML page.
  @Test func htmlEscapesEveryEvaluatorAndAppString() throws {
    let folder = TemporaryFolder()
    _ = folder.run("checklist", "init", "--screens", "<img src=x onerror=alert(1)>", "--output", "eval.json")
    var text = try #require(folder.read("eval.json"))
    text = text.replacingOccurrences(of: "\"name\": \"\"", with: "\"name\": \"Café \\\"<b>Bold</b>\\\" & Co\"")
    text = text.replacingOccurrences(of: "\"notes\": \"\"", with: "\"notes\": \"<script>alert('x')</script>\"")
    folder.write("eval.json", text)
    folder.write("static.json", findingsFile([
      findingJSON(rule: "r", severity: "error", file: "App/<Evil>.swift", checkpoints: ["1.1"], message: "label '<b>' & \\\"quote\\\""),
    ]))
    let result = folder.run("report", "--checklist", "eval.json", "--findings", "static.json")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let html = result.standardOutput
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("<b>"))
    #expect(!html.contains("<Evil>"))
    #expect(html.contains("Café &quot;&lt;b&gt;Bold&lt;/b&gt;&quot; &amp; Co"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
    #expect(html.contains("App/&lt;Evil&gt;.swift:3:5"))
    let markdown = folder.run("report", "--checklist", "eval.json", "--findings", "static.json", "--format", "markdown").standardOutput
    // Markdown escapes each angle bracket (rendered as text, never as a tag).
    #expect(markdown.contains("\\<script\\>"))
    #expect(markdown.range(of: #"(?<!\\)<"#, options: .regularExpression) == nil)
  }

  @Test func complianceRateAndUserSuccessRatesAreComputed() throws {
    let result = runInRepository([
      "report", "--checklist", "\(exampleEvaluation)/checklist.json", "--findings", "\(exampleEvaluation)/static-findings.en.json",
      "--format", "json",
    ])
    #expect(result.exitCode == 0)
    let json = jsonObject(result.standardOutput)
    let summary = try #require(json["summary"] as? [String: Any])
    let byStatus = try #require(summary["byStatus"] as? [String: Int])
    #expect(byStatus["compliant"] == 5 && byStatus["non-compliant"] == 9 && byStatus["not-applicable"] == 4)
    #expect(summary["complianceRate"] as? Double == 0.3571)
    let users = try #require(json["userEvaluation"] as? [String: Any])
    #expect(users["example"] as? Bool == true)
    let overall = try #require(users["overall"] as? [String: Any])
    #expect(overall["attempts"] as? Int == 10 && overall["successes"] as? Int == 6)
    let groups = try #require(users["byDisabilityType"] as? [[String: Any]])
    let blind = try #require(groups.first { $0["disabilityType"] as? String == "blind" })
    #expect(blind["attempts"] as? Int == 4 && blind["successes"] as? Int == 2)
    let tasks = try #require(users["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["rate"] as? Double } == [0.5, 0.5, 0.5, 1, 0.5])
  }
}
