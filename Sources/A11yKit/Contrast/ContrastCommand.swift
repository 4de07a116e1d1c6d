// STUB committed by the CLI engineer so `a11y-audit contrast` dispatches and HEAD builds; the
// contrast engineer's implementation replaces this file.

/// `a11y-audit contrast ...`: not yet available in this build.
public enum ContrastCommand {
  public static func run(_ arguments: [String]) -> CommandResult {
    CommandResult(
      standardError: "a11y-audit: error: 'contrast' is not yet available in this build\n",
      exitCode: ExitCode.invalidInput)
  }
}
