import Foundation

/// The lines changed since a git ref (`--changed-since REF`): what `git diff REF` says was added or
/// changed in the working tree, plus every line of untracked files. Findings elsewhere are dropped,
/// so a pull request is judged on what it touches.
struct ChangedLines: Sendable {
  /// Absolute path → changed line numbers (1-based, in the current file).
  var lines: [String: Set<Int>] = [:]
  /// Absolute paths of files git doesn't track yet: all their lines are new.
  var newFiles: Set<String> = []

  func contains(file: String, line: Int) -> Bool {
    newFiles.contains(file) || lines[file]?.contains(line) == true
  }

  /// Runs git in `directory` (any folder inside the repository).
  static func load(since ref: String, directory: String) throws(UsageError) -> ChangedLines {
    if ref.hasPrefix("-") { throw UsageError("invalid value '\(ref)' for '--changed-since' (expected a git ref)") }
    let topLevel = try git(["rev-parse", "--show-toplevel"], in: directory, purpose: "find the git repository of \(directory)")
      .trimmingCharacters(in: .newlines)
    // `REF^{commit}` fails cleanly for a ref that doesn't exist or isn't a commit.
    _ = try git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: topLevel, purpose: "resolve '\(ref)'",
                failure: "'\(ref)' is not a commit in the git repository at \(topLevel)")
    let diff = try git(
      ["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0", "--find-renames", ref, "--"],
      in: topLevel, purpose: "diff against '\(ref)'")
    let untracked = try git(["ls-files", "-z", "--others", "--exclude-standard"], in: topLevel, purpose: "list untracked files")
    let root = Paths.realPath(topLevel) ?? topLevel
    var changed = parse(diff: diff, root: root)
    for path in untracked.split(separator: "\0") where !path.isEmpty {
      changed.newFiles.insert(root + "/" + path)
    }
    return changed
  }

  /// Reads `git diff --unified=0`: `+++ b/PATH` names the file, `@@ -a,b +c,d @@` says lines
  /// c..<c+d are new (d omitted means 1; 0 is a pure deletion).
  static func parse(diff: String, root: String) -> ChangedLines {
    var changed = ChangedLines()
    var current: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        let name = line.dropFirst(4)
        if name == "/dev/null" {
          current = nil
        } else {
          let unquoted = unquote(name)
          current = root + "/" + (unquoted.hasPrefix("b/") ? String(unquoted.dropFirst(2)) : unquoted)
        }
      } else if line.hasPrefix("@@ "), let current {
        guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
        let numbers = plus.dropFirst().split(separator: ",")
        guard let start = numbers.first.flatMap({ Int($0) }) else { continue }
        let count = numbers.count > 1 ? Int(numbers[1]) ?? 0 : 1
        guard count > 0 else { continue }
        changed.lines[current, default: []].formUnion(start..<(start + count))
      }
    }
    return changed
  }

  /// git quotes paths with unusual characters C-style: `"a\tb\303\251"`.
  static func unquote(_ name: Substring) -> String {
    guard name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 else { return String(name) }
    var bytes: [UInt8] = []
    var input = Array(name.dropFirst().dropLast().utf8)[...]
    while let byte = input.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(next - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let digit = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
          value = value * 8 + Int(digit - UInt8(ascii: "0"))
          input.removeFirst()
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      default: bytes.append(next)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func git(
    _ arguments: [String], in directory: String, purpose: String, failure: String? = nil
  ) throws(UsageError) -> String {
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run("git", ["-C", directory] + arguments)
    } catch {
      throw UsageError("--changed-since needs git on the PATH (could not run it to \(purpose))")
    }
    guard outcome.status == 0 else {
      let detail = outcome.standardError.split(separator: "\n").first.map(String.init) ?? "exit status \(outcome.status)"
      throw UsageError(failure ?? "could not \(purpose): \(detail)")
    }
    return outcome.standardOutput
  }
}

/// Runs a program found on the PATH and collects its output.
enum Subprocess {
  struct Outcome {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static func run(_ program: String, _ arguments: [String]) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Both pipes drained concurrently so neither can fill and block the child.
    let errorData = LockedData()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.get(), as: UTF8.self))
  }

  private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
  }
}
