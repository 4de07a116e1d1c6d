import A11yCore
import Foundation

/// Findings a team has accepted for now (`--write-baseline FILE`); later runs with `--baseline
/// FILE` report only findings not in it. An entry is matched by rule, file and the text of its line
/// and the lines around it, never by line number, so findings survive code moving above them.
/// Paths are stored relative to the baseline file's folder, so any working directory can use it.
public struct Baseline: Codable, Sendable, Equatable {
  public struct Entry: Codable, Sendable, Hashable {
    public var rule: String
    public var file: String
    /// Where it was when written; for people reading the file, not used to match.
    public var line: Int
    /// FNV-1a hash of the finding's line, whitespace-trimmed.
    public var lineHash: String
    /// FNV-1a hash of the line before, the line and the line after, each whitespace-trimmed.
    public var contextHash: String
  }

  public var version = 1
  public var findings: [Entry]

  public init(findings: [Entry]) {
    self.findings = findings
  }

  /// The entry a finding would have. `lines` is the finding's file, split into lines.
  static func entry(for finding: Finding, file: String, lines: [Substring]) -> Entry {
    let index = finding.position.line - 1
    func text(_ i: Int) -> Substring {
      lines.indices.contains(i) ? trimmed(lines[i]) : ""
    }
    let context = [text(index - 1), text(index), text(index + 1)].joined(separator: "\n")
    return Entry(
      rule: finding.ruleID, file: file, line: finding.position.line,
      lineHash: fnv1a(text(index)), contextHash: fnv1a(Substring(context)))
  }

  private static func trimmed(_ line: Substring) -> Substring {
    var line = line
    while let first = line.first, first.isWhitespace { line.removeFirst() }
    while let last = line.last, last.isWhitespace { line.removeLast() }
    return line
  }

  /// 64-bit FNV-1a over UTF-8, as 16 hex digits: stable across runs and platforms (Swift's
  /// `Hasher` is seeded per process).
  static func fnv1a(_ text: Substring) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Splits findings into those not in the baseline and the baseline entries no finding matched.
  /// Each entry matches at most one finding: first on the line with its neighbours, then, for
  /// what is left, on the line alone (a line inserted next to a finding changes its neighbours).
  func match(findingEntries: [Entry]) -> (newFindings: [Int], goneEntries: [Entry]) {
    var used = Array(repeating: false, count: findings.count)
    var matched = Array(repeating: false, count: findingEntries.count)
    struct Key: Hashable {
      var rule: String
      var file: String
      var hash: String
    }
    for pass in 0..<2 {
      var available: [Key: [Int]] = [:]
      for (index, entry) in findings.enumerated() where !used[index] {
        available[Key(rule: entry.rule, file: entry.file, hash: pass == 0 ? entry.contextHash : entry.lineHash), default: []].append(index)
      }
      for (index, entry) in findingEntries.enumerated() where !matched[index] {
        let key = Key(rule: entry.rule, file: entry.file, hash: pass == 0 ? entry.contextHash : entry.lineHash)
        guard var candidates = available[key], !candidates.isEmpty else { continue }
        used[candidates.removeFirst()] = true
        available[key] = candidates
        matched[index] = true
      }
    }
    return (
      findingEntries.indices.filter { !matched[$0] },
      findings.indices.filter { !used[$0] }.map { findings[$0] })
  }

  // MARK: Files

  static func read(_ path: String, shownAs name: String) throws(UsageError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("cannot read the baseline \(name)")
    }
    do {
      let baseline = try JSONDecoder().decode(Baseline.self, from: data)
      guard baseline.version == 1 else { throw UsageError("\(name): baseline version \(baseline.version) is not supported") }
      return baseline
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError("\(name): not a baseline file (write one with --write-baseline)")
    }
  }

  func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
  }
}

/// Computes baseline entries for findings, reading each file's lines once.
struct BaselineFingerprinter {
  let currentDirectory: String
  /// Entries' paths are relative to this folder (the baseline file's).
  let baselineDirectory: String
  private var cache: [String: [Substring]] = [:]

  init(currentDirectory: String, baselineFile: String) {
    self.currentDirectory = currentDirectory
    baselineDirectory = Paths.parent(Paths.absolute(baselineFile, relativeTo: currentDirectory))
  }

  mutating func entries(_ findings: [Finding]) -> [Baseline.Entry] {
    findings.map { finding in
      let absolute = Paths.absolute(finding.file, relativeTo: currentDirectory)
      let lines: [Substring]
      if let cached = cache[absolute] {
        lines = cached
      } else {
        let text = FileManager.default.contents(atPath: absolute).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        cache[absolute] = lines
      }
      return Baseline.entry(for: finding, file: Paths.display(absolute, relativeTo: baselineDirectory), lines: lines)
    }
  }
}
