import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension CommandResult {
  /// Writes the result to the given file descriptors and returns the exit status to use: the
  /// result's own, or ``ExitCode/writeFailed`` when standard output could not be written in full
  /// (a full disk, a closed pipe): a report that was not delivered must not pass as one that was.
  /// Callers ignore SIGPIPE first, so a closed pipe is an error return, not a signal.
  public func emit(standardOutput output: Int32 = STDOUT_FILENO, standardError error: Int32 = STDERR_FILENO) -> Int32 {
    var status = exitCode
    var errorText = standardError
    if let failure = Self.writeAll(standardOutput, to: output) {
      status = ExitCode.writeFailed
      // The reader of a pipe that went away needs no message; a full disk does.
      if failure != EPIPE {
        errorText += "a11y-audit: error: cannot write to standard output: \(String(cString: strerror(failure)))\n"
      }
    }
    _ = Self.writeAll(errorText, to: error)
    return status
  }

  /// nil when every byte was written, else the `errno` of the failure.
  static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    bytes.removeAll()
    return nil
  }
}
