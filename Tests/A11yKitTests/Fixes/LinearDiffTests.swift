@testable import A11yKit
import Foundation
import Testing

/// `--dry-run` diffs in linear memory: the edit script is shortest, reproduces the new text, and
/// a multi-megabyte file is diffed in bounded time and memory.
struct LinearDiffTests {
  /// Length of the longest common subsequence, by dynamic programming (small inputs only).
  static func lcs(_ a: [String], _ b: [String]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 0..<a.count {
      var diagonal = 0
      for j in 0..<b.count {
        let above = row[j + 1]
        row[j + 1] = a[i] == b[j] ? diagonal + 1 : max(row[j], above)
        diagonal = above
      }
    }
    return row[b.count]
  }

  @Test func scriptsReproduceTheNewTextAndMyersIsShortest() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<400 {
      let a = (0..<Int.random(in: 0...14, using: &generator)).map { _ in String("abcd".randomElement(using: &generator)!) }
      let b = (0..<Int.random(in: 0...14, using: &generator)).map { _ in String("abcd".randomElement(using: &generator)!) }
      // The anchored diff must be valid; Myers alone (no unique-line anchors) must be shortest.
      var solver = LinearSpaceDiff(a: a.map { Int($0.unicodeScalars.first!.value) }, b: b.map { Int($0.unicodeScalars.first!.value) })
      solver.costLimit = nil
      solver.solve(0, a.count, 0, b.count)
      #expect(solver.operations.filter { if case .keep = $0 { true } else { false } }.count == Self.lcs(a, b))
      let script = UnifiedDiff.diff(a, b)
      var old: [String] = [], new: [String] = []
      var keeps = 0
      var nextA = 0, nextB = 0
      for operation in script {
        switch operation {
        case .keep(let i, let j):
          #expect(a[i] == b[j] && i == nextA && j == nextB)
          old.append(a[i]); new.append(b[j]); keeps += 1; nextA += 1; nextB += 1
        case .delete(let i): #expect(i == nextA); old.append(a[i]); nextA += 1
        case .insert(let j): #expect(j == nextB); new.append(b[j]); nextB += 1
        }
      }
      #expect(old == a && new == b, "\(a) → \(b)")
      #expect(keeps <= Self.lcs(a, b))
    }
  }

  /// Peak resident memory of this process so far, in bytes.
  static func peakMemory() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  @Test func aMultiMegabyteFileIsDiffedInLinearMemory() {
    // 120,000 lines (about 5 MB), one changed line in every 500, plus lines inserted and deleted.
    var oldLines: [String] = [], newLines: [String] = []
    var expectedRemoved = 0, expectedAdded = 0
    for index in 0..<120_000 {
      let line = "        Text(\"row \(index)\").font(.system(size: \(index % 7 + 10))) // padding to make it longer"
      oldLines.append(line)
      if index % 500 == 0 {
        newLines.append(line.replacingOccurrences(of: ".system(size: 10)", with: ".caption2") + " changed")
        expectedRemoved += 1; expectedAdded += 1
      } else if index % 997 == 0 {
        expectedRemoved += 1
      } else {
        newLines.append(line)
        if index % 1_313 == 0 { newLines.append("        .accessibilityAddTraits(.isButton)"); expectedAdded += 1 }
      }
    }
    let old = oldLines.joined(separator: "\n") + "\n", new = newLines.joined(separator: "\n") + "\n"
    #expect(old.utf8.count > 4_000_000)
    let before = Self.peakMemory()
    let clock = ContinuousClock()
    var diff = ""
    let elapsed = clock.measure { diff = UnifiedDiff.make(old: old, new: new, oldName: "a/Big.swift", newName: "b/Big.swift") }
    let grown = Self.peakMemory() - before
    // Generous bounds: the quadratic diff needed gigabytes and minutes here.
    #expect(elapsed < .seconds(60), "took \(elapsed)")
    #expect(grown < 600_000_000, "peak memory grew by \(grown / 1_000_000) MB")
    let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count
    let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count
    #expect(removed == expectedRemoved)
    #expect(added == expectedAdded)
  }
}
