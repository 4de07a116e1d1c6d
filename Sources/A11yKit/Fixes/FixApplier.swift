import A11yCore
import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fix that was not written, and why.
public struct SkippedFix: Sendable, Hashable {
  public var file: String
  public var ruleID: String
  public var position: SourcePosition
  public var summary: LocalizedText
  public var reason: String

  public init(file: String, ruleID: String, position: SourcePosition, summary: LocalizedText, reason: String) {
    self.file = file
    self.ruleID = ruleID
    self.position = position
    self.summary = summary
    self.reason = reason
  }
}

/// What applying fixes did (or, in a dry run, would do).
public struct FixOutcome: Sendable {
  /// Fixes written (or that would be written).
  public var appliedFixCount: Int
  /// Files rewritten (or that would be), as the findings name them, sorted.
  public var filesChanged: [String]
  public var skipped: [SkippedFix]
  /// The unified diff of every change; filled in dry runs, empty otherwise.
  public var diff: String

  public init(appliedFixCount: Int = 0, filesChanged: [String] = [], skipped: [SkippedFix] = [], diff: String = "") {
    self.appliedFixCount = appliedFixCount
    self.filesChanged = filesChanged
    self.skipped = skipped
    self.diff = diff
  }
}

public struct FixApplierError: Error, Sendable, CustomStringConvertible {
  public var description: String
}

/// Applies the fixes carried by findings to the files they name.
///
/// Safety: edits of different fixes never overlap (the first fix wins, later ones are skipped and
/// listed); a file is written only if it still parses with no more syntax errors than before;
/// the new text replaces the file atomically (a temporary file in the same folder, renamed over
/// it), keeping its permissions, its UTF-8 byte-order mark and its line endings; only files that
/// findings name, and that lie under `auditedPaths` when given, are ever written.
public enum FixApplier {
  /// - Parameters:
  ///   - findings: findings as the auditor produced them; relative `file` paths are resolved
  ///     against the current directory.
  ///   - dryRun: compute everything and return the unified diff, writing nothing.
  ///   - auditedPaths: the files and folders that were audited; a finding's file outside all of
  ///     them is never written. Nil: only the files the findings name.
  ///   - baseDirectory: what relative paths are relative to; nil: the process's current directory.
  public static func apply(
    findings: [Finding], dryRun: Bool, auditedPaths: [String]? = nil, baseDirectory: String? = nil
  ) throws -> FixOutcome {
    var outcome = FixOutcome()
    let byFile = Dictionary(grouping: findings.filter { $0.fix != nil }, by: \.file)
    let base = baseDirectory ?? FileManager.default.currentDirectoryPath
    let roots = auditedPaths.map { $0.map { canonicalPath($0, base: base) } }
    var diffs: [String] = []
    var failures: [String] = []
    for file in byFile.keys.sorted() {
      let fileFindings = byFile[file]!.sorted(by: Finding.reportOrder)
      func skipAll(_ reason: String) {
        outcome.skipped += fileFindings.map { skipped($0, reason) }
      }
      let path = canonicalPath(file, base: base)
      if let roots, !roots.contains(where: { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
        skipAll("the file is outside the audited paths")
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: path) else {
        skipAll("the file can't be read")
        continue
      }
      let bytes = [UInt8](data)
      guard !bytes.contains(0), let original = String(validating: bytes, as: UTF8.self) else {
        skipAll("the file is not UTF-8 text")
        continue
      }
      let pairs = fileFindings.map { ($0, TextEditApplier.matchingLineEndings([$0.fix!], of: bytes)[0]) }
      let result = TextEditApplier.apply(pairs.map(\.1), to: bytes)
      for skip in result.skipped {
        if let (finding, _) = pairs.first(where: { $0.1 == skip.fix }) {
          outcome.skipped.append(skipped(finding, skip.reason.rawValue))
        }
      }
      guard result.bytes != bytes, let fixed = String(validating: result.bytes, as: UTF8.self) else { continue }
      let errorsBefore = syntaxErrorCount(original), errorsAfter = syntaxErrorCount(fixed)
      if errorsAfter > errorsBefore {
        let reason = "the fixed file would not parse (\(errorsAfter - errorsBefore) new syntax errors); the file was left unchanged"
        outcome.skipped += pairs.filter { pair in result.applied.contains(pair.1) }.map { skipped($0.0, reason) }
        continue
      }
      if dryRun {
        diffs.append(UnifiedDiff.make(old: original, new: fixed, oldName: "a/" + file, newName: "b/" + file))
      } else {
        do {
          try writeAtomically(result.bytes, to: path)
        } catch {
          failures.append("\(file): \(error)")
          skipAll("the file could not be written: \(error)")
          continue
        }
      }
      outcome.appliedFixCount += result.applied.count
      outcome.filesChanged.append(file)
    }
    outcome.diff = diffs.joined()
    if !failures.isEmpty, outcome.filesChanged.isEmpty, !dryRun {
      throw FixApplierError(description: failures.joined(separator: "\n"))
    }
    return outcome
  }

  private static func skipped(_ finding: Finding, _ reason: String) -> SkippedFix {
    SkippedFix(file: finding.file, ruleID: finding.ruleID, position: finding.position,
               summary: finding.fix?.summary ?? LocalizedText(en: "", ko: ""), reason: reason)
  }

  /// Error diagnostics the parser reports for `source`.
  static func syntaxErrorCount(_ source: String) -> Int {
    let tree = Parser.parse(source: source)
    guard tree.hasError else { return 0 }
    return ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }.count
  }

  /// An absolute, standardized path with symbolic links resolved (a link inside the audited
  /// folder must not lead the write outside it).
  static func canonicalPath(_ path: String, base: String) -> String {
    let absolute = path.hasPrefix("/") ? path : base + "/" + path
    return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Writes `bytes` to a temporary file next to `path` with `path`'s permissions, then renames it
  /// over `path`, so readers see the old file or the new one, never a partial one.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary = folder + "/." + url.lastPathComponent + ".a11y-audit-" + UUID().uuidString + ".tmp"
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes), attributes: nil) else {
      throw FixApplierError(description: "cannot create a temporary file in \(folder)")
    }
    do {
      if let permissions = attributes[.posixPermissions] {
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
      }
      guard rename(temporary, path) == 0 else {
        throw FixApplierError(description: "cannot replace \(path) (errno \(errno))")
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
  }
}
