import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// Every Interface Builder check's storyboard/xib examples, as tests, like the Swift rules' examples.
struct InterfaceBuilderExamplesTests {
  struct CheckCase: CustomTestStringConvertible, Sendable {
    let rule: any InterfaceBuilderRule.Type
    var testDescription: String { "\(rule) (\(rule.descriptor.id))" }
  }

  static let cases = BuiltInInterfaceBuilderRules.all.map(CheckCase.init)

  /// Runs one check over an example: the Swift code is modelled and indexed first, as in a real run.
  /// The rule under test runs even when it is opt-in, with the example's options.
  static func findings(_ rule: any InterfaceBuilderRule.Type, xml: String, swift: String, options: [String: ConfigValue] = [:]) throws -> [Finding] {
    var project = ProjectIndex.empty
    var classCode = ClassCodeFacts()
    if !swift.isEmpty {
      let model = SwiftSourceAnalyzer.model(source: swift, path: "Example.swift")
      project = ProjectIndexBuilder.build(from: [model], base: .empty)
      classCode = ClassCodeFacts(models: [model], index: project)
    }
    var configuration = Configuration()
    configuration.optInRules = [rule.descriptor.id]
    configuration.ruleOptions[rule.descriptor.id] = options
    let analyzer = InterfaceBuilderAnalyzer(
      rules: [rule], configuration: configuration, project: project, classCode: classCode)
    return try analyzer.analyze(data: Data(xml.utf8), path: "Example.xib").findings
  }

  /// The document without markers, and the (line, column) of each `↓`.
  static func strip(_ text: String) -> (String, [SourcePosition]) {
    var positions: [SourcePosition] = []
    var output = ""
    var line = 1, column = 1
    for character in text {
      if character == RuleExample.marker {
        positions.append(SourcePosition(line: line, column: column, utf8Offset: 0))
        continue
      }
      output.append(character)
      if character == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return (output, positions)
  }

  @Test(arguments: cases)
  func triggeringExamplesReportAtTheirMarkers(_ checkCase: CheckCase) throws {
    #expect(!checkCase.rule.examples.triggering.isEmpty)
    for example in checkCase.rule.examples.triggering {
      let (xml, markers) = Self.strip(InterfaceBuilderSnippet.document(example.xml))
      #expect(!markers.isEmpty, "no ↓ marker", sourceLocation: SourceLocation(fileID: "\(example.file)", filePath: "\(example.file)", line: Int(example.line), column: 1))
      let found = try Self.findings(checkCase.rule, xml: xml, swift: example.swift, options: example.options)
      let reported = Set(found.map { "\($0.position.line):\($0.position.column)" })
      let expected = Set(markers.map { "\($0.line):\($0.column)" })
      #expect(reported == expected, "reported \(found.map { "\($0.position.line):\($0.position.column) \($0.message.en)" }), expected \(expected.sorted())\n\(xml)")
      for finding in found {
        #expect(finding.ruleID == checkCase.rule.descriptor.id)
        #expect(!finding.message.en.isEmpty && !finding.message.ko.isEmpty)
      }
    }
  }

  @Test(arguments: cases)
  func nonTriggeringExamplesReportNothing(_ checkCase: CheckCase) throws {
    #expect(!checkCase.rule.examples.nonTriggering.isEmpty)
    for example in checkCase.rule.examples.nonTriggering {
      let xml = InterfaceBuilderSnippet.document(example.xml)
      let found = try Self.findings(checkCase.rule, xml: xml, swift: example.swift, options: example.options)
      #expect(found.isEmpty, "unexpected: \(found.map { "\($0.position.line):\($0.position.column) \($0.message.en)" })\n\(xml)")
    }
  }

  /// One rule id, one descriptor: a check that shares a Swift rule's id uses that rule's descriptor.
  @Test func checksShareTheSwiftRulesDescriptors() {
    let swiftIDs = Set(BuiltInSwiftRules.all.map { $0.descriptor.id })
    let ownIDs = Set(BuiltInInterfaceBuilderRules.ownDescriptors.map(\.id))
    for rule in BuiltInInterfaceBuilderRules.all {
      #expect(swiftIDs.contains(rule.descriptor.id) != ownIDs.contains(rule.descriptor.id), "\(rule)")
    }
    #expect(swiftIDs.isDisjoint(with: ownIDs))
  }
}
