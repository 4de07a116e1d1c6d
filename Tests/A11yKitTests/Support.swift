import A11yKit
import Foundation

/// A fresh temporary folder per test, removed when the value is deinitialized.
final class TemporaryFolder {
  let path: String

  init() {
    let base = FileManager.default.temporaryDirectory.standardizedFileURL.path
    let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: base)) ?? base
    path = resolved + "/a11y-audit-tests-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  @discardableResult
  func write(_ relativePath: String, _ contents: String) -> String {
    write(relativePath, data: Data(contents.utf8))
  }

  @discardableResult
  func write(_ relativePath: String, data: Data) -> String {
    let full = path + "/" + relativePath
    let parent = (full as NSString).deletingLastPathComponent
    try! FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: full, contents: data)
    return full
  }

  func mkdir(_ relativePath: String) {
    try! FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
  }

  func symlink(_ relativePath: String, to destination: String) {
    try! FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
  }

  /// Every file and folder under the folder, relative, sorted.
  func listing() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }

  /// Runs the tool in-process with this folder as the current directory.
  func run(_ arguments: String..., threads: Int? = nil) -> CommandResult {
    run(arguments, threads: threads)
  }

  func run(_ arguments: [String], threads: Int? = nil) -> CommandResult {
    CommandLineTool.run(arguments: arguments, context: ToolContext(currentDirectory: path, threads: threads))
  }

  /// `lint . --only rule` as JSON: each finding's `field` (`rule`, `file`, `message`).
  func lintedValues(only rule: String, _ field: String) -> [String] {
    InterfaceBuilderLintTests.json(run("lint", ".", "--format", "json", "--only", rule).standardOutput).compactMap { $0[field] as? String }
  }
}

/// A Swift file with one warning-severity finding (a suppression naming an unknown rule), which
/// doesn't depend on the other rules' details.
func sourceWithWarning(_ name: String = "no-such-rule") -> String {
  "// a11y-audit:disable:next \(name)\nlet x = 1\n"
}

let cleanSource = "let answer = 42\n"

/// A configuration that makes the suppression check an error.
let suppressionAsErrorConfig = #"{"rules": {"invalid-suppression": {"severity": "error"}}}"#

func jsonObject(_ text: String) -> [String: Any] {
  (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
}
