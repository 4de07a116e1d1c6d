import Dispatch
import Foundation

/// Maps items on all cores, one item at a time per worker, so memory holds only the items in
/// flight plus the results; results come back in the items' order.
enum ConcurrentMap {
  /// Workers' stack size. The parser and syntax visitors recurse once per nesting level, and a
  /// file may nest up to ``ParseBudget/maximumNesting`` levels: the default 8 MiB (512 KiB on
  /// some platforms) is not enough. Only the pages used are ever committed.
  static let workerStackSize = 512 << 20

  static func map<Item: Sendable, Output: Sendable>(
    _ items: [Item], threads: Int? = nil, _ transform: @escaping @Sendable (Item) -> Output
  ) -> [Output] {
    let slots = Slots<Output>(count: items.count)
    let next = Counter()
    let workers = min(max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount), max(1, items.count))
    let group = DispatchGroup()
    for _ in 0..<workers {
      group.enter()
      let thread = Thread {
        while let index = next.take(below: items.count) {
          slots.set(index, transform(items[index]))
        }
        group.leave()
      }
      thread.stackSize = workerStackSize
      thread.start()
    }
    group.wait()
    return slots.values.map { $0! }
  }
}

/// One slot per item, written by whichever worker handles it.
private final class Slots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}

/// Hands out item indexes to workers.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func take(below limit: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard value < limit else { return nil }
    value += 1
    return value - 1
  }
}

/// Work started on its own thread, whose value is waited for later: a phase that needs only
/// what is known already runs beside the phases that follow it.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Value?

  init(_ work: @escaping @Sendable () -> Value) {
    let thread = Thread { [self] in
      result = work()
      done.signal()
    }
    thread.stackSize = ConcurrentMap.workerStackSize
    thread.start()
  }

  /// Waits for the work to end (once: later calls return at once).
  var value: Value {
    done.wait()
    done.signal()
    return result!
  }
}
