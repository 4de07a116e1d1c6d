import A11yCore
import Foundation
import Testing

@testable import A11yEvaluation

@Suite struct CheckpointInspectionTests {
  @Test func everyCheckpointHasCriterionErrorTypesAndMethodsInBothLanguages() {
    for checkpoint in Checkpoint.allCases {
      let inspection = checkpoint.inspection
      #expect(!inspection.errorTypes.isEmpty, "\(checkpoint.rawValue) has no error types")
      #expect(!inspection.methods.isEmpty, "\(checkpoint.rawValue) has no methods")
      for text in [inspection.criterion] + inspection.errorTypes + inspection.methods {
        #expect(!text.en.isEmpty && !text.ko.isEmpty)
        // The PDF ran words together; a restored Korean text has spaces between its words.
        #expect(text.ko.contains(" "), "\(checkpoint.rawValue): '\(text.ko)' has no spaces")
        #expect(text.en.range(of: "[가-힣]", options: .regularExpression) == nil, "\(checkpoint.rawValue): English text holds Korean")
      }
    }
    #expect(Checkpoint.contrast.inspection.criterion.ko.contains("3:1"))
    #expect(Checkpoint.controlSizeAndSpacing.inspection.errorTypes.count == 2)
  }
}

@Suite struct ChecklistReaderTests {
  func template(screens: [String] = ["Home", "Cart"]) -> JSONValue {
    ChecklistTemplate.make(language: .korean, screens: screens, rulesByCheckpoint: [.textAlternatives: ["swiftui-image-label"]])
  }

  func read(_ text: String) throws -> (Checklist, [EvaluationIssue]) {
    try ChecklistReader.read(try JSONValue.parse(Data(text.utf8)))
  }

  /// Edits a template with a small JSON patch: path → value, like an evaluator filling it in.
  func filled(_ edits: [(String, JSONValue)], screens: [String] = ["Home", "Cart"]) throws -> (Checklist, [EvaluationIssue]) {
    var document = template(screens: screens)
    for (path, value) in edits { document = set(document, path.split(separator: ".").map(String.init), value) }
    return try read(document.rendered())
  }

  func set(_ value: JSONValue, _ path: [String], _ newValue: JSONValue) -> JSONValue {
    guard let head = path.first else { return newValue }
    let rest = Array(path.dropFirst())
    if let index = Int(head), case .array(var items) = value {
      items[index] = set(items[index], rest, newValue)
      return .array(items)
    }
    guard case .object(var pairs) = value else { return value }
    if let position = pairs.firstIndex(where: { $0.0 == head }) {
      pairs[position].1 = set(pairs[position].1, rest, newValue)
    } else {
      pairs.append((head, set(.null, rest, newValue)))
    }
    return .object(pairs)
  }

  @Test func templateRoundTripsAndListsWhatIsMissing() throws {
    let (checklist, issues) = try read(template().rendered())
    #expect(checklist.language == .korean)
    #expect(checklist.screens == ["Home", "Cart"])
    #expect(checklist.checkpoints.map(\.checkpoint) == Checkpoint.allCases)
    #expect(checklist.checkpoints[0].automatedRules == ["swiftui-image-label"])
    #expect(checklist.checkpoints.allSatisfy { $0.effectiveVerdict == nil })
    #expect(issues.allSatisfy { $0.kind == .missing })
    // 18 checkpoints x 2 screens without verdict, the app's name, tasks and evaluators.
    #expect(issues.filter { $0.path.hasSuffix(".verdict") }.count == 36)
    #expect(issues.contains { $0.path == "checkpoints[3].screens[1].verdict" })
    #expect(issues.contains { $0.path == "app.name" })
    #expect(issues.contains { $0.path == "userEvaluation.tasks" })
  }

  @Test func verdictsAreReadInEnglishOrKorean() throws {
    let (checklist, issues) = try filled([
      ("checkpoints.0.screens.0.verdict", .string("준수")),
      ("checkpoints.0.screens.1.verdict", .string("해당 없음")),
      ("checkpoints.1.verdict", .string("not-applicable")),
      ("checkpoints.2.screens.0.verdict", .string("미준수")),
      ("checkpoints.2.screens.0.notes", .string("Sold-out items are only grey")),
    ])
    #expect(checklist.checkpoints[0].effectiveVerdict == .compliant)
    #expect(checklist.checkpoints[1].effectiveVerdict == .notApplicable)
    // One screen non-compliant settles it even while the other is open.
    #expect(checklist.checkpoints[2].effectiveVerdict == .nonCompliant)
    #expect(!issues.contains { $0.path.hasPrefix("checkpoints[0]") || $0.path.hasPrefix("checkpoints[1]") || $0.path.hasPrefix("checkpoints[2]") })
  }

  @Test func wrongValuesAndUnknownKeysNameTheirField() throws {
    let (checklist, issues) = try filled([
      ("checkpoints.4.screens.1.verdict", .string("maybe")),
      ("checkpoints.5.verdcit", .string("compliant")),
      ("checkpoints.6.verdict", .number(1)),
      ("userEvaluation.evaluators", .array([.object([("id", .string("E1")), ("disabilityType", .string("colorblind"))])])),
    ])
    #expect(checklist.checkpoints[4].screens[1].verdict == nil)
    let byPath = Dictionary(grouping: issues, by: \.path)
    #expect(byPath["checkpoints[4].screens[1].verdict"]?.first?.kind == .invalid)
    #expect(byPath["checkpoints[4].screens[1].verdict"]?.first?.message.en.contains("'maybe'") == true)
    #expect(byPath["checkpoints[5].verdcit"]?.first?.kind == .invalid)
    #expect(byPath["checkpoints[6].verdict"]?.first?.message.en.contains("a number") == true)
    #expect(byPath["userEvaluation.evaluators[0].disabilityType"]?.first?.kind == .invalid)
  }

  @Test func contradictionsAreInconsistent() throws {
    let (_, issues) = try filled([
      ("checkpoints.0.verdict", .string("compliant")),
      ("checkpoints.0.screens.0.verdict", .string("non-compliant")),
      ("checkpoints.0.screens.0.notes", .string("Banner unlabelled")),
      ("checkpoints.0.screens.0.screen", .string("Checkout")),
      ("checkpoints.1.verdict", .string("non-compliant")),
    ])
    #expect(issues.contains { $0.path == "checkpoints[0].verdict" && $0.kind == .inconsistent })
    #expect(issues.contains { $0.path == "checkpoints[0].screens[0].screen" && $0.kind == .inconsistent })
    // Non-compliant with no description of the defect.
    #expect(issues.contains { $0.path == "checkpoints[1].notes" && $0.kind == .missing })
  }

  @Test func userEvaluationChecksTasksEvaluatorsAndTheTimeLimit() throws {
    let attempt = { (task: String, evaluator: String, completed: Bool, minutes: Double) -> JSONValue in
      .object([("task", .string(task)), ("evaluator", .string(evaluator)), ("completed", .bool(completed)), ("minutes", .number(minutes))])
    }
    let (checklist, issues) = try filled([
      ("userEvaluation.tasks", .array([.object([("id", .string("T1")), ("description", .string("Order a latte"))])])),
      ("userEvaluation.evaluators", .array([
        .object([("id", .string("E1")), ("disabilityType", .string("blind")), ("assistiveTechnology", .string("VoiceOver"))]),
      ])),
      ("userEvaluation.attempts", .array([attempt("T1", "E1", true, 20), attempt("T2", "E9", true, 3)])),
    ])
    #expect(issues.contains { $0.path == "userEvaluation.attempts[0].minutes" && $0.kind == .inconsistent })
    #expect(issues.contains { $0.path == "userEvaluation.attempts[1].task" })
    #expect(issues.contains { $0.path == "userEvaluation.attempts[1].evaluator" })
    // One evaluator for T1 where the method asks for two.
    #expect(issues.contains { $0.path == "userEvaluation.tasks[0]" && $0.kind == .missing })
    #expect(checklist.userEvaluation.attempts[0].succeeded(timeLimitMinutes: 15) == false)
  }

  @Test func notAChecklistIsRefused() throws {
    #expect(throws: ChecklistReader.Refusal.self) { try read("[1, 2]") }
    #expect(throws: ChecklistReader.Refusal.self) { try read("{\"findings\": []}") }
    #expect(throws: ChecklistReader.Refusal.self) { try read("{\"formatVersion\": 99}") }
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Data("{\"a\": ".utf8)) }
  }
}
