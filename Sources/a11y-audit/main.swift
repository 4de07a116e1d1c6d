import A11yKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Thin: everything happens in A11yKit so tests can run it in-process.
let context = ToolContext(
  currentDirectory: FileManager.default.currentDirectoryPath,
  standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
  environment: ProcessInfo.processInfo.environment,
  // Progress only where a person watches; logs and pipes stay clean.
  progress: isatty(STDERR_FILENO) != 0 ? ProgressReporter.standardError() : nil)
let result = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)

func write(_ text: String, to handle: FileHandle) {
  guard !text.isEmpty else { return }
  // A closed pipe (`| head`) must not crash the tool: ignore SIGPIPE and write errors.
  try? handle.write(contentsOf: Data(text.utf8))
}

signal(SIGPIPE, SIG_IGN)
write(result.standardOutput, to: .standardOutput)
write(result.standardError, to: .standardError)
exit(result.exitCode)
