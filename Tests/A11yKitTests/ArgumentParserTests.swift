@testable import A11yKit
import Testing

struct ArgumentParserTests {
  let spec = OptionSpec(valued: ["--format", "--output"], flags: ["--strict"], lists: ["--only"])

  @Test func separateAndInlineValues() throws {
    let parsed = try ArgumentParser.parse(["--format", "json", "--output=report.json", "Sources"], spec: spec)
    #expect(parsed.value("--format") == "json")
    #expect(parsed.value("--output") == "report.json")
    #expect(parsed.positionals == ["Sources"])
  }

  @Test func inlineValueMayContainEquals() throws {
    let parsed = try ArgumentParser.parse(["--output=a=b.json"], spec: spec)
    #expect(parsed.value("--output") == "a=b.json")
  }

  @Test func listsAreRepeatableAndCommaSeparated() throws {
    let parsed = try ArgumentParser.parse(["--only", "a,b", "--only=c", "--only", " d , ,e"], spec: spec)
    #expect(parsed.list("--only") == ["a", "b", "c", "d", "e"])
  }

  @Test func laterSingleValueWins() throws {
    let parsed = try ArgumentParser.parse(["--format", "json", "--format", "xcode"], spec: spec)
    #expect(parsed.value("--format") == "xcode")
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try ArgumentParser.parse(["--strict", "--", "--format", "-x", "path"], spec: spec)
    #expect(parsed.has("--strict"))
    #expect(parsed.positionals == ["--format", "-x", "path"])
    #expect(parsed.value("--format") == nil)
  }

  @Test func singleDashIsPositional() throws {
    #expect(try ArgumentParser.parse(["-"], spec: spec).positionals == ["-"])
  }

  @Test func errorsNameTheOption() {
    #expect(throws: UsageError("unknown option '--bogus'")) { try ArgumentParser.parse(["--bogus"], spec: spec) }
    #expect(throws: UsageError("unknown option '-x'")) { try ArgumentParser.parse(["-x"], spec: spec) }
    #expect(throws: UsageError("option '--format' needs a value")) { try ArgumentParser.parse(["--format"], spec: spec) }
    #expect(throws: UsageError("option '--strict' takes no value")) {
      try ArgumentParser.parse(["--strict=yes"], spec: spec)
    }
  }

  @Test func lintOptions() throws {
    let options = try LintCommand.parseOptions([
      "--format=json", "--language", "ko", "--strict", "--only", "invalid-suppression", "A", "B",
    ])
    #expect(options.format == .json)
    #expect(options.language == .korean)
    #expect(options.strict)
    #expect(options.only == ["invalid-suppression"])
    #expect(options.paths == ["A", "B"])
    #expect(try LintCommand.parseOptions([]).paths == ["."])
  }

  @Test func badLintValuesAreUsageErrors() {
    #expect(throws: UsageError.self) { try LintCommand.parseOptions(["--format", "pdf"]) }
    #expect(throws: UsageError.self) { try LintCommand.parseOptions(["--language", "fr"]) }
    #expect(throws: UsageError.self) { try LintCommand.parseOptions(["--only", "nope"]) }
  }
}
