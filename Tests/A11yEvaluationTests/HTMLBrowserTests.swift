import Foundation
import Testing

/// What the browser check needs beyond Swift: Debian's chromium and chromium-driver, and PyPI's
/// selenium and axe-selenium-python. `.ci/run` installs them; when one is missing the test is
/// skipped with the list of what to install (never passed without running).
enum BrowserCheck {
  static let script = repositoryRoot + "/Tests/browser/check_html.py"

  static func executable(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Runs a program and returns its exit status and standard output and error.
  /// (Into a file, not a pipe: reading a pipe while the suite runs in parallel can be interrupted
  /// by a signal, and Foundation's `readDataToEndOfFile` then traps.)
  static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-browser-\(UUID().uuidString).log")
    guard FileManager.default.createFile(atPath: log.path, contents: nil), let handle = try? FileHandle(forWritingTo: log) else {
      return (-1, "can't write \(log.path)")
    }
    defer { try? FileManager.default.removeItem(at: log) }
    process.standardOutput = handle
    process.standardError = handle
    do { try process.run() } catch { return (-1, "\(error)") }
    process.waitUntilExit()
    try? handle.close()
    let data = (try? Data(contentsOf: log)) ?? Data()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// What is missing, empty when everything is there.
  static let missing: [String] = {
    var missing: [String] = []
    if executable("chromium") == nil && executable("chromium-browser") == nil { missing.append("chromium (apt-get install chromium)") }
    if executable("chromedriver") == nil { missing.append("chromedriver (apt-get install chromium-driver)") }
    if let python = executable("python3") {
      if run(python, ["-c", "import selenium, axe_selenium_python"]).status != 0 {
        missing.append("Python packages selenium and axe-selenium-python (pip install selenium axe-selenium-python)")
      }
    } else {
      missing.append("python3")
    }
    if !missing.isEmpty {
      print("HTMLBrowserTests skipped: missing \(missing.joined(separator: "; "))")
    }
    return missing
  }()

  static var available: Bool { missing.isEmpty }
}

/// The HTML reports opened in headless Chromium: no console or script error, and axe-core finds no
/// violation.
@Suite struct HTMLBrowserTests {
  @Test(.enabled(if: BrowserCheck.available, "needs chromium, chromium-driver and pip's selenium and axe-selenium-python (see .ci/run)"))
  func reportsRenderWithoutErrorsAndPassAxe() throws {
    let folder = TemporaryFolder()
    var pages: [String] = []
    for language in ["ko", "en"] {
      let result = runInRepository(ExampleReportGoldenTests.arguments(language: language, format: "html"))
      pages.append(folder.write("example.\(language).html", result.standardOutput))
    }
    let automated = runInRepository([
      "report", "--findings", "\(exampleEvaluation)/static-findings.en.json", "--format", "html",
    ])
    pages.append(folder.write("automated.html", automated.standardOutput))
    // A fresh checklist (every checkpoint open, issues listed) with hostile evaluator strings.
    _ = folder.run("checklist", "init", "--screens", "<img src=x onerror=alert(1)>,Home", "--output", "eval.json")
    let checklist = try #require(folder.read("eval.json"))
      .replacingOccurrences(of: "\"notes\": \"\"", with: "\"notes\": \"<script>alert(1)</script>\"")
    folder.write("eval.json", checklist)
    pages.append(folder.write("open.html", folder.run("report", "--checklist", "eval.json").standardOutput))
    let lint = runInRepository(["lint", "Examples/BeanBar/Before", "--format", "html", "--language", "ko"])
    if lint.standardOutput.hasPrefix("<!DOCTYPE html>") {
      pages.append(folder.write("lint.html", lint.standardOutput))
    }

    let python = try #require(BrowserCheck.executable("python3"))
    let (status, output) = BrowserCheck.run(python, [BrowserCheck.script] + pages)
    #expect(status == 0, "the browser check failed (status \(status)):\n\(output)")
    // One JSON line per page, each with no console error and no violation.
    let lines = output.split(separator: "\n").filter { $0.hasPrefix("{") }
    #expect(lines.count == pages.count, "\(output)")
    for line in lines {
      let result = jsonObject(String(line))
      #expect((result["consoleErrors"] as? [Any])?.isEmpty == true, "\(line)")
      #expect((result["violations"] as? [Any])?.isEmpty == true, "\(line)")
      #expect((result["passes"] as? Int ?? 0) > 10, "axe ran too few checks: \(line)")
    }
  }
}
