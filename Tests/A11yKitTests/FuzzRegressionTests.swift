@testable import A11yKit
import A11yAssetCatalog
import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// Inputs the fuzzers (Fuzz/run) found, kept so the readers go on handling them: each is read
/// the way its fuzz target reads it and must end with a result or a reported error.
struct FuzzRegressionTests {
  /// Fuzz/Regressions/<target>/, outside the test target so SwiftPM doesn't take them for resources.
  static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions")

  static func files(_ target: String) -> [URL] {
    let folder = inputs.appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test func swiftAnalyzerInputs() throws {
    let files = Self.files("FuzzSwiftAnalyzer")
    #expect(!files.isEmpty)
    let analyzer = SwiftSourceAnalyzer(rules: BuiltInSwiftRules.all, configuration: Configuration())
    for file in files {
      let data = try Data(contentsOf: file)
      guard let source = String(validating: data, as: UTF8.self) else { continue }
      let findings = analyzer.analyzeProject([(source: source, path: file.lastPathComponent)])
      #expect(findings.allSatisfy { $0.position.line >= 1 && $0.file == file.lastPathComponent }, "\(file.lastPathComponent)")
    }
  }

  @Test func colorSetInputs() throws {
    let files = Self.files("FuzzColorSet")
    #expect(!files.isEmpty)
    for file in files {
      let result = AssetCatalogColorReader.parseColorSet(try Data(contentsOf: file), filePath: file.path)
      #expect(result.color != nil || !result.problems.isEmpty, "\(file.lastPathComponent)")
    }
  }

  @Test func stringFileInputs() throws {
    let files = Self.files("FuzzStringFiles")
    #expect(!files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: file)
      // An error is the expected outcome for these; what matters is that it is one line.
      do {
        _ = try ProjectIndexLoader.parseStringCatalog(data)
      } catch {
        #expect(!"\(error)".contains("\n"))
      }
      _ = try? ProjectIndexLoader.parseStringsFile(data)
    }
  }

  /// A storyboard whose attribute names aren't UTF-8 once made Foundation's XML parser trap.
  @Test func interfaceBuilderInputs() throws {
    let files = Self.files("FuzzInterfaceBuilder")
    #expect(!files.isEmpty)
    let analyzer = InterfaceBuilderAnalyzer(configuration: Configuration(), project: .empty)
    for file in files {
      do {
        _ = try analyzer.analyze(data: try Data(contentsOf: file), path: "Fuzzed.storyboard")
      } catch {
        #expect(!"\(error)".contains("\n"), "\(file.lastPathComponent)")
      }
    }
  }
}
