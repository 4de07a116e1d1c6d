import A11yCore
import A11yReporters
import Foundation

/// The whole command line: dispatches to the subcommands and returns what to print and the exit
/// status. `main.swift` only prints the result.
public enum CommandLineTool {
  public static let subcommands: Set<String> = Set(["lint", "fix", "rules", "explain", "contrast", "version", "help", "checklist", "report", "hierarchy", "speak"])
    .union(["init"])

  /// Runs `a11y-audit` with `arguments` (without the program name).
  public static func run(arguments: [String], context: ToolContext = ToolContext()) -> CommandResult {
    guard let first = arguments.first else {
      return LintCommand.run([], context: context)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "lint": return LintCommand.run(rest, context: context)
    // `fix` is `lint --fix`.
    case "fix": return LintCommand.run(["--fix"] + rest, context: context)
    case "rules": return RulesCommand.run(rest)
    case "explain": return ExplainCommand.run(rest)
    case "contrast": return ContrastCommand.run(rest)
    case "speak": return SpeakCommand.run(rest, context: context)
    case "checklist": return ChecklistCommand.run(rest, context: context)
    case "report": return ReportCommand.run(rest, context: context)
    case "hierarchy": return HierarchyCommand.run(rest, context: context)
    case "init": return InitCommand.run(rest, context: context)
    case "version", "--version": return CommandResult(standardOutput: ToolInfo.version + "\n")
    case "help", "--help", "-h": return CommandResult(standardOutput: HelpText.general)
    default: return LintCommand.run(arguments, context: context)
    }
  }
}

/// `a11y-audit rules [--format text|markdown] [--language en|ko]`.
public enum RulesCommand {
  static let spec = OptionSpec(valued: ["--format", "--language"], flags: ["--help", "-h"])

  public static func run(_ arguments: [String]) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ArgumentParser.parse(arguments, spec: spec)
      if parsed.has("--help") || parsed.has("-h") { return CommandResult(standardOutput: HelpText.general) }
      if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)' for 'rules'") }
      let language = try Language.parse(parsed.value("--language"))
      switch parsed.value("--format") ?? "text" {
      case "text":
        return CommandResult(standardOutput: RuleTableRenderer(language: language).render(RuleCatalog.descriptors))
      case "markdown":
        return CommandResult(standardOutput: RuleReferenceRenderer(
          language: language, interfaceBuilderExamples: RuleCatalog.interfaceBuilderExamples).render(RuleCatalog.descriptors))
      case let other:
        throw UsageError("invalid value '\(other)' for '--format' (expected text or markdown)")
      }
    } catch {
      return .usageError(error.message)
    }
  }
}

/// `a11y-audit explain RULE [--language en|ko]`.
public enum ExplainCommand {
  static let spec = OptionSpec(valued: ["--language"], flags: ["--help", "-h"])

  public static func run(_ arguments: [String]) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ArgumentParser.parse(arguments, spec: spec)
      if parsed.has("--help") || parsed.has("-h") { return CommandResult(standardOutput: HelpText.general) }
      let language = try Language.parse(parsed.value("--language"))
      guard let id = parsed.positionals.first else { throw UsageError("'explain' needs a rule id") }
      if parsed.positionals.count > 1 { throw UsageError("unexpected argument '\(parsed.positionals[1])' for 'explain'") }
      guard let descriptor = RuleCatalog.descriptor(id: id) else {
        throw UsageError("unknown rule '\(id)' (run `a11y-audit rules` for the list)")
      }
      return CommandResult(standardOutput: RuleExplanationRenderer(language: language).render(descriptor))
    } catch {
      return .usageError(error.message)
    }
  }
}

enum HelpText {
  static let general = """
    a11y-audit \(ToolInfo.version): static accessibility audit of iOS app sources (SwiftUI and UIKit).

    USAGE
      a11y-audit [lint] [PATH ...] [OPTIONS]   Audit the Swift files under PATHs (default: .)
      a11y-audit fix [PATH ...] [OPTIONS]      Apply the fixes rules know (lint --fix)
      a11y-audit rules [--format text|markdown] [--language en|ko]
                                               List every rule, or write the rule reference
      a11y-audit explain RULE [--language en|ko]
                                               A rule's rationale, guidelines, options, examples
      a11y-audit contrast ...                  Color contrast checks (see `a11y-audit contrast --help`)
      a11y-audit speak PATH [--view NAME] [--language en|ko] [--format text|json|markdown]
                                               What VoiceOver would say on each SwiftUI view and UIKit or storyboard screen
      a11y-audit checklist init [--language ko|en] [--screens "Home,Cart"] [--output FILE] [--force]
                                               Write an evaluation checklist (18 checkpoints, JSON)
      a11y-audit checklist validate FILE [--findings FILE ...] [--hierarchy FILE ...]
                                               Name what is missing or inconsistent in it (exit 1)
      a11y-audit report [--checklist FILE] [--findings FILE ...] [--hierarchy FILE ...]
                        [--format html|markdown|json] [--language ko|en] [--output FILE]
                                               Per-checkpoint compliance report (without
                                               --checklist: the automated results alone)
      a11y-audit hierarchy FILE... [OPTIONS]   Audit captured runtime hierarchies (XCUITest debug
                                               description, Appium page source, a11y-audit JSON)
      a11y-audit init [--output FILE] [--force] [--language en|ko]
                                               Write a commented .a11y-audit.json listing every rule
      a11y-audit version                       Print the version
      a11y-audit help                          Print this help

    LINT OPTIONS
      --format xcode|json|html|text  Report format (default: text)
               sarif|junit|github|markdown
                                 SARIF 2.1.0, JUnit XML, GitHub Actions annotations, PR summary;
                                 repeatable, NAME:FILE writes that report to FILE
                                 (--format sarif:a11y.sarif --format xcode)
      --output FILE              Write the report to FILE instead of standard output
      --config FILE              Use FILE instead of the nearest .a11y-audit.json
      --only RULE,...            Run only these rules (repeatable)
      --disable RULE,...         Don't run these rules (repeatable)
      --strict                   Warnings fail the run too
      --language en|ko           Language of messages (default: en)
      --fix                      Apply the fixes rules know
      --dry-run                  Print the fixes as a unified diff; write nothing
      --unsafe-fixes             With --fix/--dry-run: apply suggested fixes too (they change
                                 behaviour or design; `a11y-audit rules` says which rules make them)
      --unsafe-fixes-for RULE,...
                                 Apply the suggested fixes of these rules only
      --write-baseline FILE      Record every finding in FILE; this run then reports none
      --baseline FILE            Report only findings not in FILE (matched by rule, file and
                                 the text of the line and its neighbours, not line numbers)
      --strict-baseline          With --baseline: fail when a baselined finding is gone
      --changed-since REF        Report only findings on lines changed since git REF
      --quiet                    No progress or summary lines on standard error
      --include-unreferenced     Report findings in code nothing in the project references, and in
                                 files no iOS build of the app uses, too
                                 (left out by default; see the README)
      --                         End of options; what follows are paths

    HIERARCHY OPTIONS
      --screenshot PNG           A screenshot per screen, in order (JSON captures name their own)
      --device PROFILE           iphone-460ppi (default), iphone-326ppi or ipad-264ppi, for 9 mm
      --sources PATH             Swift sources to find the line of a matching label (repeatable)
      --right-to-left            The app ran in a right-to-left language (reading order)
      --format, --output, --config, --language, --only, --disable, --strict   as for lint

    Skipped folders: .build, .git, Pods, Carthage, DerivedData, node_modules, test targets (folders
    named Tests or ending in Tests/UITests, files ending in Tests.swift; audited when named
    explicitly), and the configuration's `exclude` globs. Configuration: .a11y-audit.json in the audited folder or above it.

    EXIT STATUS
      0  nothing fails
      1  an error-severity finding remains (or any warning, with --strict)
      2  usage error, missing or unreadable path, or invalid configuration
      3  the report (or a fix) could not be written

    """
}
