import Foundation
import Testing

/// A temporary folder that is a git repository, for the baseline and changed-lines tests.
final class GitRepository {
  let folder = TemporaryFolder()
  var path: String { folder.path }

  static let gitAvailable: Bool = {
    let available = (try? GitRepository.runGit(["--version"], in: "/")) != nil
    if !available { print("git tests skipped: needs git on the PATH (apt-get install git)") }
    return available
  }()

  init() throws {
    try git("init", "-q", "-b", "main")
  }

  @discardableResult
  func git(_ arguments: String...) throws -> String {
    try Self.runGit(["-c", "user.name=a11y-audit tests", "-c", "user.email=tests@example.org", "-c", "commit.gpgsign=false"] + arguments, in: path)
  }

  func commitAll(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  struct GitFailed: Error { var output: String }

  static func runGit(_ arguments: [String], in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["GIT_CONFIG_NOSYSTEM": "1", "HOME": directory]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else { throw GitFailed(output: text) }
    return text
  }
}
