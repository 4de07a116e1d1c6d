import A11yCore
@testable import A11yKit
import A11ySwiftSource
import Foundation
import Testing

/// Strings from the audited project (image names, labels) and file names can hold newlines,
/// escape sequences and bidi overrides; no report may print them raw.
struct OutputInjectionTests {
  /// Swift source for an image whose name holds `payload` (written with Swift escapes, so the
  /// source file itself is plain ASCII).
  static func source(imageNamed payload: String) -> String {
    "import SwiftUI\nstruct A: View { var body: some View { Image(\"\(payload)\") } }\n"
  }

  static let payload = #"a\nEvil.swift:1:1: error: injected\u{1B}[2J\u{202E}\r"#

  @Test func noReporterPrintsAProjectStringRaw() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", Self.source(imageNamed: Self.payload))
    for format in ["text", "xcode", "json", "html", "sarif", "junit", "github", "markdown"] {
      let result = folder.run("lint", "--format", format, "A.swift")
      #expect(result.exitCode == ExitCode.findingsFailed, "\(format)")
      let output = result.standardOutput
      #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\r" }, "\(format)")
      #expect(!output.split(separator: "\n").contains { $0.hasPrefix("Evil.swift") }, "\(format): \(output)")
      if format == "xcode" {
        for line in output.split(separator: "\n") {
          #expect(line.hasPrefix(folder.path + "/A.swift:"), "\(line)")
        }
      }
      if format == "json" {
        // The JSON decodes to the exact value the project holds.
        let findings = jsonObject(output)["findings"] as? [[String: Any]] ?? []
        let message = findings.compactMap { $0["message"] as? String }.first { $0.contains("Evil") }
        #expect(message?.contains("a\nEvil.swift:1:1: error: injected\u{1B}[2J\u{202E}\r") == true)
      }
    }
  }

  @Test func fileNamesAreEscapedToo() throws {
    let folder = TemporaryFolder()
    let name = "B\nEvil.swift:1:1: error: injected\u{1B}[31m.swift"
    folder.write(name, Self.source(imageNamed: "x"))
    for format in ["text", "xcode"] {
      let result = folder.run("lint", "--format", format, ".")
      #expect(result.exitCode == ExitCode.findingsFailed)
      #expect(!result.standardOutput.contains("\u{1B}"))
      #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("Evil.swift") }, "\(result.standardOutput)")
      #expect(result.standardOutput.contains(#"B\nEvil.swift:1:1: error: injected\u{1B}[31m.swift"#))
    }
    // Warnings on standard error name files as well.
    folder.write("C\n\u{1B}]0;title\u{7}.swift", data: Data([0xFF, 0xFE]))
    let result = folder.run("lint", ".")
    #expect(result.standardError.contains("skipped"))
    #expect(!result.standardError.contains("\u{1B}"))
    #expect(result.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("a11y-audit:") })
  }

  @Test func rawStringsAreDecodedAsSwiftDoes() throws {
    let model = SwiftSourceAnalyzer.model(source: ##"""
      struct A: View { var body: some View { VStack {
        Image(#"raw\nname"#)
        Image(#"raw\#nescape"#)
        Image("tab\there\u{41}")
        Image("""
          multi
            line \
          joined
          """)
      } } }
      """##, path: "A.swift")
    let names = model.views.filter { $0.name == "Image" }.compactMap { $0.argument(nil)?.stringLiteral }
    #expect(names == [#"raw\nname"#, "raw\nescape", "tab\thereA", "multi\n  line joined"])
  }
}
