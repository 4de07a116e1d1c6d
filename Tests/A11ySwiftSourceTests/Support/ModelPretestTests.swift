import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import A11ySwiftSource

/// The model's pre-tests for speed (a view body's bytes before the behaviour visitor walks it, one
/// member search per `uses(of:)`) answer what the full work answered, on the example app's
/// sources, the rule sources of this repository and cases written at their edges.
struct ModelPretestTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  static let edgeCases = [
    "struct A: View { var body: some View { Button(\"Go\") { player.play() } } }",
    "struct A: View { var body: some View { Text(\"x\").onAppear { withAnimation\n { shown = true } } } }",
    "struct A: View { var body: some View { Text(\"x\").task { try? await Task<Void, Never>.sleep(for: .seconds(1)) } } }",
    "struct A: View { var body: some View { Text(\"x\").onTapGesture { model.player?.play /* now */ () } } }",
    "struct A: View { var body: some View { Text(\"x\").onTapGesture { label.text\n= \"Saved\"; self.alpha = 0 } } }",
    "struct A: View { var body: some View { Text(\"x\").onTapGesture { dismiss() } } }",
    "struct A: View { var body: some View { Text(\"x\").onTapGesture { text += \"!\"; alpha == 1 ? a() : b() } } }",
    "struct A: View { var body: some View { Text(\"x\").transition(.opacity) } }",
    "struct A: View { @ViewBuilder func row() -> some View { Text(\"x\").onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { isShown = false } } } }",
    "struct A: View { var body: some View { Text(\"display playback\").padding() } }",
  ]

  static func sources() -> [String] {
    var sources = edgeCases
    for folder in ["Examples", "Sources/A11ySwiftSource/Rules"] {
      let root = URL(fileURLWithPath: repositoryRoot).appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        if let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) { sources.append(text) }
      }
    }
    return sources
  }

  /// Every rule's examples (marker removed): view code at the edges the rules care about.
  static var ruleExamples: [String] {
    BuiltInSwiftRules.all.flatMap { rule in
      (rule.descriptor.examples.triggering + rule.descriptor.examples.nonTriggering).map { $0.code.replacingOccurrences(of: "↓", with: "") }
    }
  }

  /// Every call and assignment the behaviour visitor would record passes the byte pre-test on its
  /// own text, so a body holding one passes it too.
  final class RecordableNodes: SyntaxVisitor {
    var nodes: [Syntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if BehaviourCollector.interestingNames.contains(BehaviourCollector.lastName(node.calledExpression)) { nodes.append(Syntax(node)) }
      return .visitChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
        let property = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
          ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        if let property, BehaviourCollector.interestingProperties.contains(property) { nodes.append(Syntax(node)) }
      }
      return .visitChildren
    }
  }

  @Test func everyRecordableCallOrAssignmentPassesTheBodyPretest() {
    var checked = 0
    var rejectedBodies = 0
    for source in Self.sources() + Self.ruleExamples {
      let tree = Parser.parse(source: source)
      let bytes = Array(source.utf8)
      let visitor = RecordableNodes()
      visitor.walk(tree)
      for node in visitor.nodes {
        #expect(BehaviourCollector.BodyPretest.mayRecord(in: bytes, node: node), "\(node.trimmedDescription)")
        checked += 1
      }
      if visitor.nodes.isEmpty, !BehaviourCollector.BodyPretest.mayRecord(in: bytes, node: tree) { rejectedBodies += 1 }
    }
    #expect(checked > 100)
    // The pre-test must also say no, or it saves nothing.
    #expect(rejectedBodies > 10)
    #expect(!BehaviourCollector.BodyPretest.mayRecord(in: Array(Self.edgeCases.last!.utf8), node: Parser.parse(source: Self.edgeCases.last!)))
  }

  /// `uses(of:)` answers what filtering every view through `viewMember(referencedBy:)` answered,
  /// overloaded members and `self.` references included.
  @Test func usesOfAMemberAgreeWithTheReferenceSearch() {
    let overloads = """
      struct Row: View {
        @ViewBuilder func icon(_ a: Int) -> some View { Image("a") }
        @ViewBuilder func icon(_ b: String) -> some View { Image("b") }
        @ViewBuilder var badge: some View { Image("c") }
        var body: some View { VStack { icon(1); self.icon("x"); Button(action: {}) { badge }; self.badge; _ = 1 } }
      }
      struct Other: View { @ViewBuilder var badge: some View { Text("d") }; var body: some View { badge } }
      """
    var compared = 0
    for (index, source) in ([overloads] + Self.sources()).enumerated() {
      let model = SwiftSourceAnalyzer.model(source: source, path: "File\(index).swift")
      for member in model.viewMembers {
        let expected = model.views.filter { $0.kind == .reference && $0.enclosingType == member.type && model.viewMember(referencedBy: $0) == member }
        #expect(model.uses(of: member).map(\.index) == expected.map(\.index), "\(member.name) in file \(index)")
        compared += 1
      }
    }
    #expect(compared > 20)
  }

  /// The byte pre-test for words agrees with Foundation's search on lowercased text.
  @Test func containsAnyAgreesWithFoundationOnLoweredText() {
    let words = ["error", "toast", "snack", "saved"]
    let texts = ["if showError", "if SNACK", "if s\u{212A}nack".lowercased(), "if café", "", "if isSaved && !x", "if ERR or",
                 "if e\u{301}rror", "if showToast · if x"]
    for text in texts {
      let lower = text.lowercased()
      let foundation = words.contains { lower.range(of: $0) != nil }
      // A pre-test may say yes where Foundation says no, never the reverse.
      if foundation { #expect(ByteSearch.containsAny(lower, words), "\(text)") }
    }
    #expect(!ByteSearch.containsAny("if isloading", words))
  }
}
