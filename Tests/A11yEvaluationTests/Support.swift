import A11yKit
import Foundation

/// The repository's root, found from this file's path (Tests/A11yEvaluationTests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

let exampleEvaluation = "Examples/BeanBar/Evaluation"

/// A fresh temporary folder per test, removed when the value is deinitialized.
final class TemporaryFolder {
  let path: String

  init() {
    path = FileManager.default.temporaryDirectory.standardizedFileURL.path + "/a11y-audit-evaluation-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  @discardableResult
  func write(_ relativePath: String, _ contents: String) -> String {
    let full = path + "/" + relativePath
    try! FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: full, contents: Data(contents.utf8))
    return full
  }

  func read(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: path + "/" + relativePath).flatMap { String(data: $0, encoding: .utf8) }
  }

  func run(_ arguments: String...) -> CommandResult {
    CommandLineTool.run(arguments: arguments, context: ToolContext(currentDirectory: path))
  }
}

/// Runs the tool in-process in the repository's root.
func runInRepository(_ arguments: [String]) -> CommandResult {
  CommandLineTool.run(arguments: arguments, context: ToolContext(currentDirectory: repositoryRoot))
}

func readRepositoryFile(_ relativePath: String) -> String? {
  FileManager.default.contents(atPath: repositoryRoot + "/" + relativePath).flatMap { String(data: $0, encoding: .utf8) }
}

func jsonObject(_ text: String) -> [String: Any] {
  (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
}

/// One finding in `lint --format json` shape.
func findingJSON(rule: String, severity: String, file: String = "App/HomeView.swift", line: Int = 3,
                 checkpoints: [String], message: String = "a message", extra: String = "") -> String {
  let list = checkpoints.map { "\"\($0)\"" }.joined(separator: ", ")
  return """
    {"rule": "\(rule)", "severity": "\(severity)", "file": "\(file)", "line": \(line), "column": 5,
     "message": "\(message)", "checkpoints": [\(list)], "wcag": [], "hig": "", "needsReview": false\(extra)}
    """
}

func findingsFile(_ findings: [String]) -> String {
  "{\"tool\": {\"name\": \"a11y-audit\", \"version\": \"0.1.0\"}, \"findings\": [\(findings.joined(separator: ","))], \"summary\": {}}"
}
