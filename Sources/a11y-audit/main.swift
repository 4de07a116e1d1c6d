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

// A closed pipe (`| head`) must not kill the tool: write errors are handled by `emit`.
signal(SIGPIPE, SIG_IGN)
exit(result.emit())
