import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// A run that analyses no file is an error (exit 2); configuration lookup stops at the project's
/// root; the configuration used is named.
struct NothingAuditedTests {
  @Test func aRunThatAnalysesNoFileExitsTwo() {
    let folder = TemporaryFolder()
    folder.mkdir("Empty")
    folder.write("Docs/readme.md", "hello")
    for arguments in [["lint", "Empty"], ["lint", "Docs"], ["lint", "Docs/readme.md"]] {
      let result = folder.run(arguments)
      #expect(result.exitCode == ExitCode.invalidInput, "\(arguments)")
      #expect(result.standardError.contains("no Swift file to audit"), "\(arguments): \(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test func anIncludeThatMatchesNothingExitsTwo() {
    let folder = TemporaryFolder()
    folder.write(".a11y-audit.json", #"{"include": ["Source/**"]}"#)  // the folder is "Sources"
    folder.write("Sources/A.swift", cleanSource)
    let result = folder.run("lint", ".")
    #expect(result.exitCode == ExitCode.invalidInput)
    #expect(result.standardError.contains("include"))
  }

  @Test func onlySkippedFilesExitTwo() {
    let folder = TemporaryFolder()
    folder.write("Binary.swift", data: Data([0x00, 0x01, 0x02]))
    let result = folder.run("lint", ".")
    #expect(result.exitCode == ExitCode.invalidInput)
    #expect(result.standardError.contains("skipped Binary.swift"))
    #expect(result.standardError.contains("(1 skipped)"))
  }

  // Root reads every file whatever its mode, so this runs only as another user (CI as root skips
  // it; `su nobody -s /bin/sh -c 'a11y-audit lint locked.swift'` shows the same by hand).
  @Test(.enabled(if: getuid() != 0, "runs as root, which can read a file with mode 000"))
  func anUnreadableFileGivenDirectlyExitsTwo() throws {
    let folder = TemporaryFolder()
    let path = folder.write("Locked.swift", cleanSource)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    let result = folder.run("lint", "Locked.swift")
    #expect(result.exitCode == ExitCode.invalidInput)
    #expect(result.standardError == "a11y-audit: error: cannot read file: Locked.swift\n")
  }

  @Test func configurationLookupStopsAtTheProjectRoot() {
    for marker in [".git", "Package.swift", "App.xcodeproj"] {
      let folder = TemporaryFolder()
      // A stray configuration above the project that would make the warning an error.
      folder.write(".a11y-audit.json", suppressionAsErrorConfig)
      if marker.hasSuffix(".xcodeproj") || marker == ".git" { folder.mkdir("Project/\(marker)") }
      else { folder.write("Project/\(marker)", "// swift-tools-version:5.9\n") }
      folder.write("Project/Sources/A.swift", sourceWithWarning())
      let result = folder.run("lint", "--format", "json", "Project/Sources")
      #expect(result.exitCode == ExitCode.success, "\(marker)")
      #expect(jsonObject(result.standardOutput)["configuration"] is NSNull, "\(marker)")
      // Inside the project, it is found and named.
      folder.write("Project/.a11y-audit.json", suppressionAsErrorConfig)
      let inside = folder.run("lint", "Project/Sources")
      #expect(inside.exitCode == ExitCode.findingsFailed, "\(marker)")
      #expect(inside.standardOutput.contains("Configuration: Project/.a11y-audit.json"), "\(inside.standardOutput)")
      let json = folder.run("lint", "--format", "json", "Project/Sources")
      #expect(jsonObject(json.standardOutput)["configuration"] as? String == "Project/.a11y-audit.json")
    }
  }
}
