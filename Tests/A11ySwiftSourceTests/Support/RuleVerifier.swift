import A11yCore
import A11ySwiftSource
import Testing

/// Runs one rule's examples the way users will meet them, plus mutations that catch whole bug
/// classes: inside a comment or a string nothing may trigger; a disable comment suppresses;
/// multibyte text before the code must not shift columns.
struct RuleVerifier {
  let rule: any SwiftSourceRule.Type

  var descriptor: RuleDescriptor { rule.descriptor }

  func findings(in code: String, options: [String: ConfigValue] = [:], project: ProjectIndex = .empty) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [descriptor.id]
    if !options.isEmpty { configuration.ruleOptions[descriptor.id] = options }
    let analyzer = SwiftSourceAnalyzer(
      rules: [rule], configuration: configuration, project: project,
      knownRuleIDs: Set(BuiltInSwiftRules.all.map { $0.descriptor.id }))
    return analyzer.analyze(source: code, path: "Example.swift")
  }

  /// Removes `↓` markers, returning the code and each marker's (line, column).
  static func stripMarkers(_ code: String) -> (String, [Location]) {
    var output = ""
    var locations: [Location] = []
    var line = 1, column = 1
    for character in code {
      if character == RuleExample.marker {
        locations.append(Location(line: line, column: column))
        continue
      }
      output.append(character)
      if character == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return (output, locations)
  }

  struct Location: Hashable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int
    static func < (a: Location, b: Location) -> Bool { (a.line, a.column) < (b.line, b.column) }
    var description: String { "\(line):\(column)" }
  }

  func locations(_ findings: [Finding]) -> [Location] {
    findings.map { Location(line: $0.position.line, column: $0.position.column) }.sorted()
  }

  /// Failures point at the example in the rule's file, not at this harness.
  static func sourceLocation(_ example: RuleExample) -> SourceLocation {
    let path = "\(example.file)"
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    return SourceLocation(fileID: "A11ySwiftSource/\(fileName)", filePath: path, line: Int(example.line), column: 1)
  }

  func verifyTriggering(_ example: RuleExample) {
    let source = Self.sourceLocation(example)
    let (code, expected) = Self.stripMarkers(example.code)
    #expect(!expected.isEmpty, "a triggering example needs a ↓ marker", sourceLocation: source)
    let found = findings(in: code, options: example.options)
    #expect(locations(found) == expected.sorted(), "\(descriptor.id): findings at \(locations(found)), expected \(expected.sorted()) in:\n\(code)", sourceLocation: source)

    // Multibyte text before the code on the first line shifts first-line columns by its characters.
    let prefix = "/* 한글 🎉 */ "
    let shifted = expected.map { $0.line == 1 ? Location(line: 1, column: $0.column + prefix.count) : $0 }.sorted()
    #expect(locations(findings(in: prefix + code, options: example.options)) == shifted,
            "\(descriptor.id): columns shift wrongly after multibyte text", sourceLocation: source)

    let disabled = "// a11y-audit:disable \(descriptor.id)\n" + code
    #expect(findings(in: disabled, options: example.options).isEmpty, "\(descriptor.id): a disable comment must suppress", sourceLocation: source)

    guard example.testsWrapping else { return }
    if !code.contains("*/") {
      #expect(findings(in: "/*\n\(code)\n*/", options: example.options).isEmpty,
              "\(descriptor.id): must not trigger inside a comment", sourceLocation: source)
    }
    if !code.contains("\"\"\"#") {
      let wrapped = "let snippet = #\"\"\"\n\(code)\n\"\"\"#"
      #expect(findings(in: wrapped, options: example.options).isEmpty,
              "\(descriptor.id): must not trigger inside a string", sourceLocation: source)
    }
  }

  func verifyNonTriggering(_ example: RuleExample) {
    let source = Self.sourceLocation(example)
    // A marker left in an example that must not trigger breaks its code, which then reports nothing.
    #expect(!example.code.contains("↓"), "\(descriptor.id): a non-triggering example holds a ↓ marker:\n\(example.code)", sourceLocation: source)
    let found = findings(in: example.code, options: example.options)
    #expect(found.isEmpty, "\(descriptor.id): unexpected findings \(found.map { "\($0.position.line):\($0.position.column) \($0.message.en)" }) in:\n\(example.code)", sourceLocation: source)
  }

  /// Applies the fixes of the rule's findings in `before` and expects `after`; then runs the rule
  /// again on the result and expects nothing left to fix (idempotence).
  func verifyCorrection(_ correction: RuleCorrection) {
    let source = SourceLocation(
      fileID: "A11ySwiftSource/\("\(correction.file)".split(separator: "/").last ?? "")",
      filePath: "\(correction.file)", line: Int(correction.line), column: 1)
    let found = findings(in: correction.before)
    let fixes = found.compactMap(\.fix)
    #expect(!fixes.isEmpty, "\(descriptor.id): no fix for:\n\(correction.before)", sourceLocation: source)
    let bytes = Array(correction.before.utf8)
    let result = TextEditApplier.apply(TextEditApplier.matchingLineEndings(fixes, of: bytes), to: bytes)
    let fixed = String(decoding: result.bytes, as: UTF8.self)
    #expect(result.skipped.isEmpty, "\(descriptor.id): overlapping fixes skipped", sourceLocation: source)
    #expect(fixed == correction.after, "\(descriptor.id): fixed text differs:\n\(fixed)\nexpected:\n\(correction.after)", sourceLocation: source)
    let again = findings(in: fixed).compactMap(\.fix)
    #expect(again.isEmpty, "\(descriptor.id): fixes are not idempotent; still to fix: \(again.map(\.summary.en))", sourceLocation: source)
  }
}
