import Foundation
import Testing

/// Builds a sample package that depends on this one by path and applies the build-tool plugin,
/// then runs the command plugin: proof that both plugins build and report, offline (a local path
/// dependency uses the toolchain's SwiftSyntax, like the root package). Takes a few minutes: it
/// compiles a11y-audit again in the sample's own .build. Set A11Y_AUDIT_SKIP_PLUGIN_BUILD=1 to
/// skip it locally; CI runs it.
struct PluginBuildTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .standardizedFileURL.path

  static let enabled: Bool = {
    if ProcessInfo.processInfo.environment["A11Y_AUDIT_SKIP_PLUGIN_BUILD"] == "1" {
      print("PluginBuildTests skipped: A11Y_AUDIT_SKIP_PLUGIN_BUILD=1")
      return false
    }
    if (try? run(["swift", "--version"], in: "/"))?.status != 0 {
      print("PluginBuildTests skipped: needs `swift` on the PATH")
      return false
    }
    return true
  }()

  static func run(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(.enabled(if: enabled, "needs swift on the PATH; A11Y_AUDIT_SKIP_PLUGIN_BUILD unset"), .timeLimit(.minutes(30)))
  func pluginsBuildAndReportInASamplePackage() throws {
    let folder = TemporaryFolder()
    // A path dependency's identity is its folder's name.
    let identity = URL(fileURLWithPath: Self.repositoryRoot).lastPathComponent.lowercased()
    folder.write("Package.swift", """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Sample",
        platforms: [.macOS(.v13)],
        dependencies: [.package(path: "\(Self.repositoryRoot)")],
        targets: [
          .target(name: "SampleKit", plugins: [.plugin(name: "A11yAuditBuildToolPlugin", package: "\(identity)")]),
        ]
      )

      """)
    folder.write("Sources/SampleKit/Banner.swift", "// a11y-audit:disable:next no-such-rule\npublic let banner = 1\n")

    let build = try Self.run(["swift", "build"], in: folder.path)
    #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(4000))")
    // The build-tool plugin ran the audit and SwiftPM passed its diagnostic on.
    #expect(build.output.contains("a11y-audit: auditing SampleKit for accessibility"))
    #expect(build.output.contains("Sources/SampleKit/Banner.swift:1:1: warning: the suppression names 'no-such-rule'"))

    // The command plugin: `swift package a11y-audit`, reports written where asked.
    let command = try Self.run(
      ["swift", "package", "a11y-audit", "--target", "SampleKit", "--format", "json:a11y.json", "--format", "github"],
      in: folder.path)
    #expect(command.status == 0, "swift package a11y-audit failed:\n\(command.output.suffix(4000))")
    #expect(command.output.contains("::warning file=Sources/SampleKit/Banner.swift,line=1,col=1,title=invalid-suppression"))
    let report = jsonObject((try? String(contentsOfFile: folder.path + "/a11y.json", encoding: .utf8)) ?? "")
    #expect((report["findings"] as? [[String: Any]])?.first?["rule"] as? String == "invalid-suppression")

    // An error-severity finding fails the build, as an error should.
    folder.write(".a11y-audit.json", #"{"rules": {"invalid-suppression": {"severity": "error"}}}"#)
    folder.write("Sources/SampleKit/Banner.swift", "// a11y-audit:disable:next other-rule\npublic let banner = 2\n")
    let failing = try Self.run(["swift", "build"], in: folder.path)
    #expect(failing.status != 0)
    #expect(failing.output.contains("Banner.swift:1:1: error: the suppression names 'other-rule'"))
  }
}
