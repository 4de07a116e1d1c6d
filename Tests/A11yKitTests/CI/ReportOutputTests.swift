import A11yKit
import Foundation
import Testing

/// Several reports from one run, and the CI formats through the command line.
struct ReportOutputTests {
  @Test func severalOutputsFromOneRun() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    let result = folder.run("lint", ".", "--format", "json:out.json", "--format", "xcode", "--format", "junit:reports/junit.xml")
    // reports/ doesn't exist: nothing runs, nothing is written.
    #expect(result.exitCode == 3)
    #expect(result.standardError.contains("no folder reports"))
    #expect(!folder.listing().contains("out.json"))

    folder.mkdir("reports")
    let second = folder.run("lint", ".", "--format", "json:out.json", "--format", "xcode", "--format", "junit:reports/junit.xml")
    #expect(second.exitCode == 0)
    #expect(second.standardOutput.hasPrefix(folder.path + "/A.swift:1:"))
    #expect(second.standardOutput.hasSuffix("[invalid-suppression]\n"))
    let json = jsonObject(try String(contentsOfFile: folder.path + "/out.json", encoding: .utf8))
    #expect((json["findings"] as? [[String: Any]])?.first?["rule"] as? String == "invalid-suppression")
    let junit = try String(contentsOfFile: folder.path + "/reports/junit.xml", encoding: .utf8)
    #expect(junit.contains("<failure type=\"warning\""))
  }

  @Test func onlyFilesMeansNothingOnStandardOutput() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    let result = folder.run("lint", ".", "--format", "sarif:a.sarif", "--format", "github:a.txt")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.isEmpty)
    let github = try String(contentsOfFile: folder.path + "/a.txt", encoding: .utf8)
    #expect(github.hasPrefix("::warning file=A.swift,line=1,col="))
    #expect(folder.run("lint", ".", "--format", "sarif:a.sarif", "--output", "x.txt").exitCode == 2)
  }

  @Test func formatMistakesAreUsageErrors() {
    let folder = TemporaryFolder()
    folder.write("A.swift", cleanSource)
    let two = folder.run("lint", ".", "--format", "json", "--format", "xcode")
    #expect(two.exitCode == 2)
    #expect(two.standardError.contains("only one '--format' can go to standard output"))
    let unknown = folder.run("lint", ".", "--format", "pdf:x.pdf")
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError.contains("invalid value 'pdf' for '--format'"))
    #expect(folder.run("lint", ".", "--format", "json:").exitCode == 2)
    #expect(folder.run("lint", ".", "--format", "json:a", "--format", "sarif:a").exitCode == 2)
  }

  @Test func markdownAndGitHubThroughTheCommand() {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    let markdown = folder.run("lint", ".", "--format", "markdown", "--language", "ko")
    #expect(markdown.standardOutput.hasPrefix("## 접근성 검사 (a11y-audit)\n"))
    #expect(markdown.standardOutput.contains("| A.swift:1:"))
    let clean = TemporaryFolder()
    clean.write("A.swift", cleanSource)
    #expect(clean.run("lint", ".", "--format", "github").standardOutput.isEmpty)
  }
}
