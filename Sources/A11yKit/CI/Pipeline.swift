import A11yCore
import Foundation

/// The options that fit the audit into a team's pipeline: baselines and changed lines.
enum PipelineOptions {
  static func parse(_ parsed: ParsedArguments, into options: inout LintCommand.Options) throws(UsageError) {
    options.baseline = parsed.value("--baseline")
    options.writeBaseline = parsed.value("--write-baseline")
    options.changedSince = parsed.value("--changed-since")
    options.strictBaseline = parsed.has("--strict-baseline")
    options.quiet = parsed.has("--quiet")
    for (name, value) in [("--baseline", options.baseline), ("--write-baseline", options.writeBaseline), ("--changed-since", options.changedSince)] {
      if value?.isEmpty == true { throw UsageError("'\(name)' needs a value") }
    }
    if options.strictBaseline && options.baseline == nil {
      throw UsageError("'--strict-baseline' needs '--baseline FILE'")
    }
    if parsed.value("--output") != nil && !options.outputs.contains(where: { $0.path == nil }) {
      throw UsageError("'--output' has nothing to write: every '--format' names its own file")
    }
  }
}

/// Decides which findings a run reports: those not in the baseline, on changed lines.
struct Pipeline {
  struct Filtered {
    var findings: [Finding]
    /// Lines for standard error that always show (gone baseline entries under --strict-baseline).
    var notes: [String] = []
    /// Informational lines (how many the baseline hid), silenced by --quiet.
    var summary: [String] = []
    /// --strict-baseline and a baselined finding is gone.
    var failsBaseline = false
  }

  var options: LintCommand.Options
  var currentDirectory: String
  var baseline: Baseline?
  var changedLines: ChangedLines?

  static func prepare(_ options: LintCommand.Options, context: ToolContext) throws(UsageError) -> Pipeline {
    var pipeline = Pipeline(options: options, currentDirectory: context.currentDirectory)
    if let path = options.baseline {
      pipeline.baseline = try Baseline.read(Paths.absolute(path, relativeTo: context.currentDirectory), shownAs: path)
    }
    if let ref = options.changedSince {
      let audited = Paths.absolute(options.paths.first ?? ".", relativeTo: context.currentDirectory)
      let directory = Paths.kind(audited) == .directory ? audited : Paths.parent(audited)
      pipeline.changedLines = try ChangedLines.load(since: ref, directory: directory)
    }
    return pipeline
  }

  /// Throws only when the baseline can't be written (exit status 3).
  func filter(_ findings: [Finding]) throws(UsageError) -> Filtered {
    var result = Filtered(findings: findings)
    if let path = options.writeBaseline {
      var fingerprinter = BaselineFingerprinter(currentDirectory: currentDirectory, baselineFile: path)
      let written = Baseline(findings: fingerprinter.entries(findings))
      do {
        try written.encoded().write(to: URL(fileURLWithPath: Paths.absolute(path, relativeTo: currentDirectory)))
      } catch {
        throw UsageError("cannot write the baseline to \(path)")
      }
      result.summary.append("wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to the baseline \(path)")
      // What was just written is accepted: this run reports nothing new.
      result.findings = []
      return result
    }
    if let baseline, let path = options.baseline {
      var fingerprinter = BaselineFingerprinter(currentDirectory: currentDirectory, baselineFile: path)
      let (newFindings, gone) = baseline.match(findingEntries: fingerprinter.entries(findings))
      result.findings = newFindings.map { findings[$0] }
      result.summary.append("\(findings.count - newFindings.count) finding\(findings.count - newFindings.count == 1 ? "" : "s") in the baseline \(path) not reported")
      if options.strictBaseline && !gone.isEmpty {
        result.failsBaseline = true
        for entry in gone {
          result.notes.append("error: fixed but still in the baseline: \(entry.rule) in \(entry.file) (was line \(entry.line))")
        }
        result.notes.append("error: --strict-baseline: \(gone.count) baselined finding\(gone.count == 1 ? " is" : "s are") gone; rewrite the baseline with --write-baseline \(path) so it only shrinks")
      }
    }
    if let changedLines {
      var realPaths: [String: String] = [:]
      result.findings = result.findings.filter { finding in
        let absolute = Paths.absolute(finding.file, relativeTo: currentDirectory)
        let real = realPaths[absolute] ?? (Paths.realPath(absolute) ?? absolute)
        realPaths[absolute] = real
        return changedLines.contains(file: real, line: finding.position.line)
      }
    }
    return result
  }
}
