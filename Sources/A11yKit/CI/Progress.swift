import Foundation

/// "files done of total" for long runs, on standard error, rewritten in place. The executable
/// makes one only when standard error is a terminal; `--quiet` turns it off. Updates are
/// throttled so a fast run doesn't spend its time redrawing.
public final class ProgressReporter: @unchecked Sendable {
  private let lock = NSLock()
  private let write: @Sendable (String) -> Void
  private let minimumInterval: TimeInterval
  private var total = 0
  private var done = 0
  private var lastDraw = Date.distantPast
  private var drawn = false

  /// `write` receives raw text for the terminal (carriage returns and erase-line sequences).
  public init(minimumInterval: TimeInterval = 0.1, write: @escaping @Sendable (String) -> Void) {
    self.minimumInterval = minimumInterval
    self.write = write
  }

  /// Writes to the process's standard error.
  public static func standardError() -> ProgressReporter {
    ProgressReporter { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) }
  }

  func start(total: Int) {
    lock.lock()
    defer { lock.unlock() }
    self.total = total
    done = 0
  }

  func fileDone() {
    lock.lock()
    defer { lock.unlock() }
    done += 1
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDraw) >= minimumInterval else { return }
    lastDraw = now
    drawn = true
    write("\r\u{1B}[Ka11y-audit: \(done)/\(total) files")
  }

  /// Clears the line so the report and warnings start clean.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { write("\r\u{1B}[K") }
    drawn = false
  }
}
