import A11yCore

/// A unified diff (`diff -u` format) between two texts, made with Myers' algorithm over lines, so
/// `--dry-run` can show what `--fix` would change.
public enum UnifiedDiff {
  enum Operation: Equatable {
    case keep(Int, Int)
    case delete(Int)
    case insert(Int)

    var isChange: Bool { if case .keep = self { false } else { true } }
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

  /// Myers' shortest edit script between two line arrays, in linear space: the middle-snake
  /// divide and conquer of Myers (1986), section 4b. Lines are compared as integers (each distinct
  /// line numbered once), so memory is a few words per line whatever the number of edits; the
  /// quadratic trace of the plain algorithm took 4 GB for a 1.6 MB file.
  static func diff(_ a: [String], _ b: [String]) -> [Operation] {
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let x = a.map(number), y = b.map(number)
    let distinct = numbers.count
    numbers = [:]
    var solver = LinearSpaceDiff(a: x, b: y)
    // Lines that occur once in each text and in the same order anchor the diff (as patience diff
    // does); Myers runs only on the gaps between them, so a file with thousands of scattered
    // fixes costs time in proportion to the gaps, not to the size times the number of edits.
    var gapStart = (0, 0)
    for anchor in uniqueAnchors(x, y, distinct: distinct) + [(x.count, y.count)] {
      solver.solve(gapStart.0, anchor.0, gapStart.1, anchor.1)
      if anchor.0 < x.count { solver.operations.append(.keep(anchor.0, anchor.1)) }
      gapStart = (anchor.0 + 1, anchor.1 + 1)
    }
    // Within each run of changes, deletions first, as `diff -u` shows them.
    var operations = solver.operations
    var start = 0
    while start < operations.count {
      guard operations[start].isChange else { start += 1; continue }
      var end = start
      while end < operations.count, operations[end].isChange { end += 1 }
      let run = operations[start..<end]
      let reordered = run.filter { if case .delete = $0 { true } else { false } }
        + run.filter { if case .insert = $0 { true } else { false } }
      operations.replaceSubrange(start..<end, with: reordered)
      start = end
    }
    return operations
  }
}

/// Pairs (i, j) with `a[i] == b[j]` where that line occurs exactly once in each, forming the
/// longest run increasing in both (patience sorting, O(k log k)).
func uniqueAnchors(_ a: [Int], _ b: [Int], distinct: Int) -> [(Int, Int)] {
  var countA = [Int](repeating: 0, count: distinct), countB = countA, positionB = countA
  for line in a { countA[line] += 1 }
  for (j, line) in b.enumerated() { countB[line] += 1; positionB[line] = j }
  var candidates: [(Int, Int)] = []
  for (i, line) in a.enumerated() where countA[line] == 1 && countB[line] == 1 {
    candidates.append((i, positionB[line]))
  }
  // Longest increasing subsequence of the j's: tails[k] is the candidate index ending the best
  // run of length k + 1; previous links each candidate to the one before it in its run.
  var tails: [Int] = [], previous = [Int](repeating: -1, count: candidates.count)
  for (index, candidate) in candidates.enumerated() {
    var low = 0, high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if candidates[tails[middle]].1 < candidate.1 { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var anchors: [(Int, Int)] = []
  var index = tails.last ?? -1
  while index >= 0 { anchors.append(candidates[index]); index = previous[index] }
  return anchors.reversed()
}

/// The state of one linear-space diff: the sequences, the output so far, and the two frontier
/// arrays reused by every middle-snake search.
struct LinearSpaceDiff {
  let a: [Int]
  let b: [Int]
  var operations: [UnifiedDiff.Operation] = []
  private var forward: [Int]
  private var backward: [Int]

  init(a: [Int], b: [Int]) {
    self.a = a
    self.b = b
    let size = 2 * (a.count + b.count) + 3
    forward = [Int](repeating: 0, count: size)
    backward = [Int](repeating: 0, count: size)
    operations.reserveCapacity(max(a.count, b.count))
  }

  /// Appends the edit script of `a[aLow..<aHigh]` against `b[bLow..<bHigh]`.
  mutating func solve(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
    var aLow = aLow, aHigh = aHigh, bLow = bLow, bHigh = bHigh
    // Common prefix and suffix first: after them, both ends differ, so the edit distance is 0
    // (one side empty) or at least 2 and the middle snake splits it into smaller problems.
    while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
      operations.append(.keep(aLow, bLow)); aLow += 1; bLow += 1
    }
    var suffix = 0
    while aHigh > aLow, bHigh > bLow, a[aHigh - 1] == b[bHigh - 1] { aHigh -= 1; bHigh -= 1; suffix += 1 }
    if aLow == aHigh {
      for j in bLow..<bHigh { operations.append(.insert(j)) }
    } else if bLow == bHigh {
      for i in aLow..<aHigh { operations.append(.delete(i)) }
    } else {
      guard let (x, y, u, v) = middleSnake(aLow, aHigh, bLow, bHigh) else {
        // Too different to be worth the search: the whole stretch as removed, then added.
        for i in aLow..<aHigh { operations.append(.delete(i)) }
        for j in bLow..<bHigh { operations.append(.insert(j)) }
        for offset in 0..<suffix { operations.append(.keep(aHigh + offset, bHigh + offset)) }
        return
      }
      solve(aLow, x, bLow, y)
      for offset in 0..<(u - x) { operations.append(.keep(x + offset, y + offset)) }
      solve(u, aHigh, v, bHigh)
    }
    for offset in 0..<suffix { operations.append(.keep(aHigh + offset, bHigh + offset)) }
  }

  /// How far each search may go (about half the edits of a stretch) before the stretch is shown
  /// as removed then added, as GNU diff does for costly regions: time stays O((N + M) · limit).
  /// nil: no limit, a shortest script always.
  var costLimit: Int? = 512

  /// The middle snake of an optimal path through the box, as absolute start and end points; nil
  /// when the stretch needs more than ``costLimit`` steps each way.
  private mutating func middleSnake(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int, Int, Int)? {
    let n = aHigh - aLow, m = bHigh - bLow
    let delta = n - m, odd = delta & 1 != 0
    let offset = n + m + 1
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    for d in 0...((n + m + 1) / 2) {
      if let costLimit, d > costLimit { return nil }
      // Forward: furthest x on each diagonal k = x - y.
      for k in stride(from: -d, through: d, by: 2) {
        var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
          ? forward[offset + k + 1] : forward[offset + k - 1] + 1
        var y = x - k
        let startX = x, startY = y
        while x < n, y < m, a[aLow + x] == b[bLow + y] { x += 1; y += 1 }
        forward[offset + k] = x
        let reverseK = delta - k
        if odd, reverseK >= -(d - 1), reverseK <= d - 1, x + backward[offset + reverseK] >= n {
          return (aLow + startX, bLow + startY, aLow + x, bLow + y)
        }
      }
      // Backward, on the reversed sequences: furthest x from the end on each diagonal.
      for k in stride(from: -d, through: d, by: 2) {
        var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
          ? backward[offset + k + 1] : backward[offset + k - 1] + 1
        var y = x - k
        let startX = x, startY = y
        while x < n, y < m, a[aHigh - 1 - x] == b[bHigh - 1 - y] { x += 1; y += 1 }
        backward[offset + k] = x
        let forwardK = delta - k
        if !odd, forwardK >= -d, forwardK <= d, x + forward[offset + forwardK] >= n {
          return (aHigh - x, bHigh - y, aHigh - startX, bHigh - startY)
        }
      }
    }
    // Unreachable: the searches always meet by d = ⌈(n + m) / 2⌉.
    return (aLow, bLow, aLow, bLow)
  }
}
