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

/// Exit statuses that must not lie about output.
struct OutputFailureTests {
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
  func aFailedWriteToStandardOutputExitsThree() throws {
    let full = open("/dev/full", O_WRONLY)
    #expect(full >= 0)
    defer { close(full) }
    var pipeEnds: [Int32] = [0, 0]
    #expect(pipe(&pipeEnds) == 0)
    let result = CommandResult(standardOutput: "report\n", exitCode: ExitCode.success)
    let status = result.emit(standardOutput: full, standardError: pipeEnds[1])
    close(pipeEnds[1])
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = read(pipeEnds[0], &buffer, buffer.count)
    close(pipeEnds[0])
    #expect(status == ExitCode.writeFailed)
    #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self).hasPrefix("a11y-audit: error: cannot write to standard output"))
    // A successful write keeps the result's status.
    let devNull = open("/dev/null", O_WRONLY)
    defer { close(devNull) }
    #expect(CommandResult(standardOutput: "x", exitCode: 1).emit(standardOutput: devNull, standardError: devNull) == 1)
  }

  @Test func contrastFailsTheRunOnAFailingPair() {
    #expect(CommandLineTool.run(arguments: ["contrast", "#999999", "#FFFFFF"]).exitCode == ExitCode.findingsFailed)
    #expect(CommandLineTool.run(arguments: ["contrast", "#000000", "#FFFFFF"]).exitCode == ExitCode.success)
  }
}

/// Standard error speaks the report's language.
struct KoreanStandardErrorTests {
  @Test func summaryLinesAreKoreanWithLanguageKo() {
    let folder = TemporaryFolder()
    folder.write("Price.swift", "import SwiftUI\nstruct P: View { var body: some View { Text(\"1\").font(.system(size: 17)); Text(\"2\").font(.system(size: 9)) } }\n")
    folder.write("Binary.swift", data: Data([0, 1, 2]))
    let result = folder.run("lint", "--dry-run", "--language", "ko", ".")
    #expect(result.standardError.contains("Binary.swift 파일을 건너뜀: 바이너리 파일(NUL 바이트 포함)"), "\(result.standardError)")
    #expect(result.standardError.contains("파일 1개에 수정 1건을 적용할 수 있습니다"))
    #expect(result.standardError.contains("제안 수정 1건은 적용하지 않았습니다"))
    #expect(!result.standardError.contains("skipped"))
    let empty = TemporaryFolder()
    empty.mkdir("Empty")
    #expect(empty.run("lint", "--language", "ko", "Empty").standardError.contains("Empty에 검사할 Swift 파일이 없습니다"))
  }
}
