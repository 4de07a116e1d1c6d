import A11yCore
@testable import A11yKit
import A11ySwiftSource
import Foundation
import Testing

/// No input file may hang or crash a run: what the parser can't take is skipped with the reason,
/// and the rest is audited.
struct PathologicalSourceTests {
  static let unlabelledImage = "import SwiftUI\nstruct B: View { var body: some View { Image(\"photo\") } }\n"

  @Test func exponentialBracketsAreSkippedQuicklyAndTheRestIsAudited() throws {
    let folder = TemporaryFolder()
    // `[(` nested 40 levels: the parser would backtrack for hours.
    folder.write("Brackets.swift", "let x = " + String(repeating: "[(", count: 20) + String(repeating: ")]", count: 20) + "\n")
    folder.write("Types.swift", "let y: " + String(repeating: "[", count: 30) + "Int" + String(repeating: "]", count: 30) + "\n")
    folder.write("B.swift", Self.unlabelledImage)
    let clock = ContinuousClock()
    var result = CommandResult(standardOutput: "", standardError: "", exitCode: 0)
    let elapsed = clock.measure { result = folder.run("lint", "--format", "json", ".") }
    #expect(elapsed < .seconds(20), "took \(elapsed)")
    #expect(result.exitCode == ExitCode.findingsFailed)
    let json = jsonObject(result.standardOutput)
    let findings = json["findings"] as? [[String: Any]] ?? []
    #expect(findings.contains { $0["file"] as? String == "B.swift" })
    #expect((json["summary"] as? [String: Any])?["filesSkipped"] as? Int == 2)
    #expect(result.standardError.contains("skipped Brackets.swift: `(` and `[` nested 40 levels deep"))
    #expect(result.standardError.contains("skipped Types.swift"))
  }

  @Test func nestingThatWouldOverflowTheStackIsSkipped() {
    let folder = TemporaryFolder()
    let depth = 50_000
    folder.write("Deep.swift", "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n")
    folder.write("Closures.swift", "let x = " + String(repeating: "{ ", count: depth) + String(repeating: "}", count: depth) + "\n")
    folder.write("B.swift", Self.unlabelledImage)
    let result = folder.run("lint", ".")
    #expect(result.exitCode == ExitCode.findingsFailed)
    #expect(result.standardOutput.contains("B.swift"))
    #expect(result.standardError.contains("skipped Deep.swift: brackets nested 50000 levels deep"))
    #expect(result.standardError.contains("skipped Closures.swift"))
  }

  @Test func deeplyNestedViewsStillYieldTheirFileFindings() {
    // 400 nested stacks: past the parser's default nesting limit of 256, where the rest of the
    // file used to become unparsed text and its other declarations yielded nothing.
    let depth = 400
    let source = "import SwiftUI\nstruct A: View { var body: some View { "
      + String(repeating: "VStack { ", count: depth) + "Text(\"deep\")" + String(repeating: " }", count: depth)
      + " } }\nstruct B: View { var body: some View { Image(\"photo\") } }\n"
    let folder = TemporaryFolder()
    folder.write("Deep.swift", source)
    let result = folder.run("lint", "--format", "xcode", ".")
    #expect(result.exitCode == ExitCode.findingsFailed)
    #expect(result.standardOutput.contains("Deep.swift:3:"), "\(result.standardOutput)")
    #expect(result.standardError.isEmpty)
  }

  @Test func theScanSkipsCommentsAndStringsAndFollowsInterpolations() {
    let hidden = "// " + String(repeating: "[(", count: 50) + "\nlet s = \"" + String(repeating: "[", count: 50) + "\"\n"
    #expect(ParseBudget.measure(hidden).bracketNesting == 0)
    let interpolated = "let s = \"\\(" + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + ")\"\n"
    #expect(ParseBudget.measure(interpolated).bracketNesting == 21)
    let raw = "let s = #\"\\(\"# + #\"\\#([1])\"#\nlet t = [1]"
    #expect(ParseBudget.measure(raw).bracketNesting == 2)
    #expect(ParseBudget.refusal(for: raw) == nil)
  }
}
