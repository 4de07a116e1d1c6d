import A11yCore
import Foundation

/// What a command needs from its surroundings, passed in so commands run in-process (tests run
/// many at once, each with its own folder) without touching the process's state.
public struct ToolContext: Sendable {
  /// Relative paths in arguments are resolved against it; finding paths are shown relative to it.
  public var currentDirectory: String
  /// Colours in the text report only when standard output is a terminal.
  public var standardOutputIsTerminal: Bool
  public var environment: [String: String]
  /// Worker threads for analysis; nil means one per core.
  public var threads: Int?
  /// Files-done progress for long runs; set by the executable only when standard error is a
  /// terminal. `--quiet` ignores it.
  public var progress: ProgressReporter?

  public init(
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    standardOutputIsTerminal: Bool = false,
    environment: [String: String] = [:],
    threads: Int? = nil,
    progress: ProgressReporter? = nil
  ) {
    self.currentDirectory = Paths.normalize(currentDirectory)
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.environment = environment
    self.threads = threads
    self.progress = progress
  }

  /// Colours are wanted: a terminal, and `NO_COLOR` unset.
  var usesColors: Bool {
    standardOutputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }
}

extension CommandResult {
  static func usageError(_ message: String) -> CommandResult {
    CommandResult(standardError: "a11y-audit: error: \(message)\n", exitCode: ExitCode.invalidInput)
  }

  static func writeError(_ message: String) -> CommandResult {
    CommandResult(standardError: "a11y-audit: error: \(message)\n", exitCode: ExitCode.writeFailed)
  }
}

extension Language {
  /// Parses `--language`: `en` or `ko`.
  static func parse(_ value: String?) throws(UsageError) -> Language {
    guard let value else { return .english }
    guard let language = Language(rawValue: value.lowercased()) else {
      throw UsageError("invalid value '\(value)' for '--language' (expected en or ko)")
    }
    return language
  }
}
