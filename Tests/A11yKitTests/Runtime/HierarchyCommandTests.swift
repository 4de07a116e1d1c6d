import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// `a11y-audit hierarchy`: reports in every format, the same JSON shape as `lint`, source lines,
/// and one-line errors with exit status 2 for bad input.
struct HierarchyCommandTests {
  static let root = ExampleAppTests.repositoryRoot
  static func run(_ arguments: String...) -> CommandResult {
    CommandLineTool.run(arguments: ["hierarchy"] + arguments, context: ToolContext(currentDirectory: root))
  }

  @Test func textReportNamesTheElementAndTheSourceLine() {
    let result = Self.run("Examples/BeanBar/Runtime/order.json", "--sources", "Examples/BeanBar/Before")
    #expect(result.exitCode == ExitCode.findingsFailed)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.contains("element: Button '다른 카드 등록' {{16, 249}, {130, 30}}  주문: Application/Window[0]/Other[0]/ScrollView[0]/Button[0]"))
    #expect(result.standardOutput.contains("source: Examples/BeanBar/Before/CheckoutView.swift:34"))
    // A label that is a translation in the string catalog leads to the line that uses the key.
    let folder = TemporaryFolder()
    folder.write("menu.txt", "Window, {{0.0, 0.0}, {393.0, 852.0}}\n  Button, {{341.0, 64.0}, {36.0, 36.0}}, label: 'Cart'\n")
    let translated = CommandLineTool.run(
      arguments: ["hierarchy", folder.path + "/menu.txt", "--sources", "Examples/BeanBar/Before"],
      context: ToolContext(currentDirectory: Self.root))
    #expect(translated.standardOutput.contains("source: Examples/BeanBar/Before/MenuListView.swift:35"), "\(translated.standardOutput)")
    // The capture's own screenshot was used.
    #expect(result.standardOutput.contains("[runtime-text-contrast]"))
  }

  @Test func koreanMessages() {
    let result = Self.run("Examples/BeanBar/Runtime/order.json", "--language", "ko")
    #expect(result.standardOutput.contains("요소: Button '다른 카드 등록'"))
    #expect(result.standardOutput.contains("KR 1.4의 3:1"))
  }

  @Test func xcodeFormatAddsANoteAtTheSourceLine() {
    let result = Self.run("Examples/BeanBar/Runtime/checkout-debugDescription.txt", "--format", "xcode")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix("checkout-debugDescription.txt:10:1: error: Button has no accessibility label (its identifier is 'btn_help', which VoiceOver never speaks): VoiceOver announces only \"button\"; set accessibilityLabel (element: Button (btn_help) {{349, 64}, {34, 34}}) [runtime-control-name]") })
    let withSources = Self.run("Examples/BeanBar/Runtime/order.json", "--format", "xcode", "--sources", "Examples/BeanBar/Before/CheckoutView.swift")
    #expect(withSources.standardOutput.contains("Examples/BeanBar/Before/CheckoutView.swift:70:1: note: element Button '버튼' {{349, 59}, {44, 44}}"))
  }

  /// Issue 12 reads runtime findings back: the document has lint's keys, each finding lint's keys
  /// plus `element`.
  @Test func jsonHasTheShapeOfLintJSON() throws {
    let hierarchy = Self.run("Examples/BeanBar/Runtime/menu-appium.xml", "--format", "json")
    let lint = CommandLineTool.run(
      arguments: ["lint", "Examples/BeanBar/Before", "--format", "json"], context: ToolContext(currentDirectory: Self.root))
    let runtimeDocument = try #require(try JSONSerialization.jsonObject(with: Data(hierarchy.standardOutput.utf8)) as? [String: Any])
    let lintDocument = try #require(try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any])
    #expect(Set(runtimeDocument.keys) == Set(lintDocument.keys))
    #expect(Set((runtimeDocument["summary"] as? [String: Any] ?? [:]).keys) == Set((lintDocument["summary"] as? [String: Any] ?? [:]).keys))
    let runtimeFindings = try #require(runtimeDocument["findings"] as? [[String: Any]])
    let lintFindings = try #require(lintDocument["findings"] as? [[String: Any]])
    let lintKeys = Set(lintFindings.flatMap(\.keys)).subtracting(["fix"])
    #expect(runtimeFindings.count == 7)
    for finding in runtimeFindings {
      #expect(Set(finding.keys) == lintKeys.union(["element"]))
      let element = try #require(finding["element"] as? [String: Any])
      #expect(Set(element.keys).isSuperset(of: ["screen", "path", "type", "frame"]))
      #expect(Set((element["frame"] as? [String: Any] ?? [:]).keys) == ["x", "y", "width", "height"])
    }
    let cart = try #require(runtimeFindings.first { ($0["element"] as? [String: Any])?["identifier"] as? String == "cartButton" && $0["rule"] as? String == "runtime-control-name" })
    #expect(cart["file"] as? String == "Examples/BeanBar/Runtime/menu-appium.xml")
    #expect(cart["line"] as? Int == 7)
    #expect(cart["severity"] as? String == "error")
    #expect(cart["checkpoints"] as? [String] == ["1.1", "4.2"])
    // Round trip: the element decodes back into A11yCore's type.
    let data = try JSONSerialization.data(withJSONObject: try #require(cart["element"]))
    let element = try JSONDecoder().decode(ElementLocation.self, from: data)
    #expect(element.frame == ElementFrame(x: 341, y: 64, width: 36, height: 36))
    #expect(element.path == "Application/Window[0]/Other[0]/Button[0]")
  }

  @Test func rulesAreListedAndExplained() {
    let rules = CommandLineTool.run(arguments: ["rules"])
    for id in ["runtime-control-name", "runtime-target-size", "runtime-reading-order", "runtime-text-contrast"] {
      #expect(rules.standardOutput.contains(id))
    }
    let explain = CommandLineTool.run(arguments: ["explain", "runtime-target-spacing"])
    #expect(explain.exitCode == ExitCode.success)
    #expect(explain.standardOutput.contains("Button, {{62.0, 59.0}, {44.0, 44.0}}, label: 'Italic'"))
  }

  @Test func optionsSelectRulesAndDevice() {
    let only = Self.run("Examples/BeanBar/Runtime/menu-appium.xml", "--only", "runtime-screen-title", "--format", "xcode")
    #expect(only.standardOutput.split(separator: "\n").count == 1)
    #expect(only.exitCode == ExitCode.success)
    #expect(only.standardOutput.contains("[runtime-screen-title]"))
    let strict = Self.run("Examples/BeanBar/Runtime/menu-appium.xml", "--only", "runtime-screen-title", "--strict")
    #expect(strict.exitCode == ExitCode.findingsFailed)
    let iPad = Self.run("Examples/BeanBar/Runtime/order.json", "--device", "ipad-264ppi", "--only", "runtime-target-size", "--format", "xcode")
    // 50 pt is more than 9 mm on a 264 ppi iPad: only the 30 pt button and the 36 pt bar button remain.
    #expect(iPad.standardOutput.split(separator: "\n").count == 2)
  }

  @Test func badInputIsOneLineAndExitTwo() {
    let folder = TemporaryFolder()
    folder.write("broken.xml", "<AppiumAUT><XCUIElementTypeApplication x=\"0\"></AppiumAUT>")
    folder.write("notes.txt", "nothing to see\n")
    folder.write("broken.json", "{\"format\": \"a11y-audit-hierarchy\", \"version\": 1, \"root\": {")
    folder.write("bad.png", "not a png")
    folder.write("truncated.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]))
    folder.write("tree.txt", "Window, {{0.0, 0.0}, {393.0, 852.0}}\n  Button, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Close'\n")
    folder.write("binary.txt", data: Data([0xFF, 0xFE, 0x00, 0x41]))
    let cases: [([String], String)] = [
      ([], "needs at least one hierarchy file"),
      (["missing.txt"], "no such file: missing.txt"),
      (["broken.xml"], "broken XML in broken.xml at line 1"),
      (["notes.txt"], "unknown format in notes.txt"),
      (["broken.json"], "broken JSON in broken.json"),
      (["binary.txt"], "binary.txt is not UTF-8 text"),
      (["tree.txt", "--screenshot", "bad.png"], "bad PNG bad.png: not a PNG file"),
      (["tree.txt", "--screenshot", "truncated.png"], "bad PNG truncated.png"),
      (["tree.txt", "--screenshot", "none.png"], "no such screenshot: none.png"),
      (["tree.txt", "--screenshot", "bad.png", "--screenshot", "bad.png"], "2 screenshots for 1 screen"),
      (["tree.txt", "--device", "iphone-1ppi"], "unknown device profile 'iphone-1ppi'"),
      (["tree.txt", "--format", "pdf"], "'pdf'"),  // sarif is a format since the CI reporters
      (["tree.txt", "--only", "target-size"], "unknown runtime rule 'target-size'"),
      (["tree.txt", "--sources", "NoSuchFolder"], "NoSuchFolder"),
      (["."], "is a folder"),
    ]
    for (arguments, expected) in cases {
      let result = folder.run(["hierarchy"] + arguments)
      #expect(result.exitCode == ExitCode.invalidInput, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains(expected), "\(arguments): \(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments)")
      #expect(result.standardOutput.isEmpty)
    }
    #expect(folder.run("hierarchy", "tree.txt").exitCode == ExitCode.success)
  }

  @Test func outputFile() throws {
    let folder = TemporaryFolder()
    folder.write("tree.txt", "Window, {{0.0, 0.0}, {393.0, 852.0}}\n  Button, {{0.0, 0.0}, {24.0, 24.0}}, label: 'Close'\n")
    let result = folder.run("hierarchy", "tree.txt", "--format", "json", "--output", "report.json")
    #expect(result.exitCode == ExitCode.findingsFailed && result.standardOutput.isEmpty)
    let written = try String(contentsOfFile: folder.path + "/report.json", encoding: .utf8)
    #expect(written.contains("\"rule\" : \"runtime-target-size\""))
    #expect(folder.run("hierarchy", "tree.txt", "--output", "no/such/dir/r.txt").exitCode == ExitCode.writeFailed)
  }
}

extension HierarchyCommandTests {
  /// The label's line is the app's, never a UI test's that finds the element by the same string.
  @Test func sourceLinesComeFromTheAppNotItsTests() {
    let folder = TemporaryFolder()
    folder.write("AUITests/CheckoutUITests.swift", "app.buttons[\"Close\"].tap()\n")
    folder.write("App/CheckoutView.swift", "struct V {\n  let close = Button(\"Close\") {}\n}\n")
    folder.write("tree.txt", "Window, {{0.0, 0.0}, {393.0, 852.0}}\n  Button, {{0.0, 0.0}, {24.0, 24.0}}, label: 'Close'\n")
    let result = folder.run("hierarchy", "tree.txt", "--sources", ".")
    #expect(result.standardOutput.contains("source: App/CheckoutView.swift:2"), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("UITests"))
  }
}

extension HierarchyCommandTests {
  @Test func configurationDisablesAndRatesRuntimeRules() {
    let folder = TemporaryFolder()
    folder.write("tree.txt", "Window, {{0.0, 0.0}, {393.0, 852.0}}\n  Button, {{0.0, 0.0}, {24.0, 24.0}}\n")
    #expect(folder.run("hierarchy", "tree.txt", "--format", "xcode").standardOutput.split(separator: "\n").count == 3)
    folder.write(".a11y-audit.json", "{\"disabled_rules\": [\"runtime-screen-title\"], \"rules\": {\"runtime-target-size\": {\"severity\": \"info\"}, \"runtime-control-name\": {\"severity\": \"warning\"}}}")
    let configured = folder.run("hierarchy", "tree.txt", "--format", "xcode")
    let lines = configured.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.contains { $0.contains(": note: ") && $0.hasSuffix("[runtime-target-size]") })
    #expect(lines.contains { $0.contains(": warning: ") && $0.hasSuffix("[runtime-control-name]") })
    #expect(configured.exitCode == ExitCode.success)
    folder.write("bad.json", "{\"disabled_rules\": [\"runtime-made-up\"]}")
    let bad = folder.run("hierarchy", "tree.txt", "--config", "bad.json")
    #expect(bad.exitCode == ExitCode.invalidInput && bad.standardError.contains("runtime-made-up"))
  }
}

extension HierarchyCommandTests {
  /// The compliance report (issue 12) reads what `hierarchy --format json` writes.
  @Test func complianceReportReadsRuntimeFindings() {
    let folder = TemporaryFolder()
    let written = CommandLineTool.run(
      arguments: ["hierarchy", Self.root + "/Examples/BeanBar/Runtime/checkout-debugDescription.txt", "--format", "json",
                  "--output", folder.path + "/runtime.json"],
      context: ToolContext(currentDirectory: folder.path))
    #expect(written.exitCode == ExitCode.findingsFailed)
    let report = folder.run("report", "--hierarchy", "runtime.json", "--format", "markdown")
    #expect(report.exitCode != ExitCode.invalidInput, "\(report.standardError)")
    #expect(report.standardOutput.contains("| `runtime-control-name` | error | 1 |"))
    #expect(report.standardOutput.contains("| `runtime-reading-order` | warning | 1 |"))
  }
}

extension HierarchyCommandTests {
  @Test func rightToLeftReadsRowsFromTheRight() {
    let folder = TemporaryFolder()
    folder.write("rtl.txt", """
      Window, {{0.0, 0.0}, {393.0, 852.0}}
        NavigationBar, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'القائمة'
        StaticText, {{200.0, 100.0}, {177.0, 22.0}}, label: 'قهوة لاتيه'
        StaticText, {{16.0, 100.0}, {100.0, 22.0}}, label: '4,500'
      """)
    #expect(folder.run("hierarchy", "rtl.txt", "--format", "xcode").standardOutput.contains("[runtime-reading-order]"))
    let rightToLeft = folder.run("hierarchy", "rtl.txt", "--right-to-left")
    #expect(rightToLeft.exitCode == ExitCode.success)
    #expect(!rightToLeft.standardOutput.contains("runtime-reading-order"))
  }
}
