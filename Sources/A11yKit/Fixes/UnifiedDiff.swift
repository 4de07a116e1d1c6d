import A11yCore

/// A unified diff (`diff -u` format) between two texts, made with Myers' algorithm over lines, so
/// `--dry-run` can show what `--fix` would change.
public enum UnifiedDiff {
  enum Operation: Equatable {
    case keep(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// The diff with `context` unchanged lines around each change; empty when the texts are equal.
  public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    if old == new { return "" }
    let (a, aEndsWithNewline) = lines(old)
    let (b, bEndsWithNewline) = lines(new)
    let script = diff(a, b)
    // Old and new line numbers (0-based) before each operation.
    var oldBefore: [Int] = [], newBefore: [Int] = []
    var oldLine = 0, newLine = 0
    for operation in script {
      oldBefore.append(oldLine); newBefore.append(newLine)
      switch operation {
      case .keep: oldLine += 1; newLine += 1
      case .delete: oldLine += 1
      case .insert: newLine += 1
      }
    }
    let changes = script.indices.filter { if case .keep = script[$0] { return false } else { return true } }
    guard let firstChange = changes.first else { return "" }
    // Ranges of the script shown as hunks; changes within 2 × context lines share one.
    var ranges: [ClosedRange<Int>] = []
    var start = firstChange, last = firstChange
    for change in changes.dropFirst() {
      if change - last > 2 * context + 1 {
        ranges.append(max(0, start - context)...min(script.count - 1, last + context))
        start = change
      }
      last = change
    }
    ranges.append(max(0, start - context)...min(script.count - 1, last + context))

    // File names on one line, or a newline in one could forge diff headers.
    var output = "--- \(OutputEscaping.singleLine(oldName))\n+++ \(OutputEscaping.singleLine(newName))\n"
    for range in ranges {
      var oldCount = 0, newCount = 0
      var body = ""
      for operation in script[range] {
        switch operation {
        case .keep(let i, _):
          oldCount += 1; newCount += 1
          body += " " + a[i] + "\n"
          if i == a.count - 1, !aEndsWithNewline { body += "\\ No newline at end of file\n" }
        case .delete(let i):
          oldCount += 1
          body += "-" + a[i] + "\n"
          if i == a.count - 1, !aEndsWithNewline { body += "\\ No newline at end of file\n" }
        case .insert(let j):
          newCount += 1
          body += "+" + b[j] + "\n"
          if j == b.count - 1, !bEndsWithNewline { body += "\\ No newline at end of file\n" }
        }
      }
      // 1-based starts; an empty side names the line before it.
      let oldStart = oldBefore[range.lowerBound] + (oldCount == 0 ? 0 : 1)
      let newStart = newBefore[range.lowerBound] + (newCount == 0 ? 0 : 1)
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
    }
    return output
  }

  /// Lines without their `\n`, and whether the text ends with one.
  static func lines(_ text: String) -> ([String], Bool) {
    if text.isEmpty { return ([], true) }
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let endsWithNewline = text.hasSuffix("\n")
    if endsWithNewline { parts.removeLast() }
    return (parts, endsWithNewline)
  }

  /// Myers' shortest edit script between two line arrays.
  static func diff(_ a: [String], _ b: [String]) -> [Operation] {
    let n = a.count, m = b.count
    let max = n + m
    if max == 0 { return [] }
    var v = [Int](repeating: 0, count: 2 * max + 2)
    var trace: [[Int]] = []
    outer: for d in 0...max {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) {
          x = v[k + 1 + max]
        } else {
          x = v[k - 1 + max] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
        v[k + max] = x
        if x >= n, y >= m { trace.append(v); break outer }
      }
    }
    // Walk back through the trace.
    var operations: [Operation] = []
    var x = n, y = m
    for d in stride(from: trace.count - 2, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = v[previousK + max]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        operations.append(.keep(x - 1, y - 1))
        x -= 1; y -= 1
      }
      if d > 0 {
        if x == previousX { operations.append(.insert(y - 1)) } else { operations.append(.delete(x - 1)) }
      }
      x = previousX; y = previousY
    }
    while x > 0, y > 0 { operations.append(.keep(x - 1, y - 1)); x -= 1; y -= 1 }
    return operations.reversed()
  }
}
