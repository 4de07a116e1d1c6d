/// What a command produced: the text for standard output and standard error, and the exit status.
/// Commands return it instead of printing so tests can run them in-process.
public struct CommandResult: Sendable, Equatable {
  public var standardOutput: String
  public var standardError: String
  public var exitCode: Int32

  public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = ExitCode.success) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }
}

/// The exit statuses of `a11y-audit`.
public enum ExitCode {
  /// Nothing fails.
  public static let success: Int32 = 0
  /// An error-severity finding remains (or any warning, with `--strict`).
  public static let findingsFailed: Int32 = 1
  /// A usage error, a missing or unreadable path, or an invalid configuration.
  public static let invalidInput: Int32 = 2
  /// The output could not be written (`--output`, `--fix`).
  public static let writeFailed: Int32 = 3
}
