import A11yCore
import A11ySwiftSource
import Testing

/// Fixes that need a person (they change behaviour or design) are suggestions; `rules` and
/// `explain` show what each rule makes, held true here against every rule's examples.
struct FixApplicabilityTests {
  @Test(arguments: RuleExamplesTests.cases)
  func declaredFixKindsMatchWhatTheExamplesProduce(_ ruleCase: RuleExamplesTests.RuleCase) {
    let verifier = RuleVerifier(rule: ruleCase.rule)
    let descriptor = ruleCase.rule.descriptor
    var produced: Set<FixApplicability> = []
    let codes = descriptor.examples.triggering.map { RuleVerifier.stripMarkers($0.code).0 }
      + descriptor.examples.corrections.map(\.before)
    for code in codes {
      produced.formUnion(verifier.findings(in: code).compactMap { $0.fix?.applicability })
    }
    #expect(produced.isSubset(of: descriptor.fixes),
      "\(descriptor.id) makes \(produced.map(\.rawValue).sorted()) fixes: declare them with `fixes:` in its descriptor")
    #expect(descriptor.fixes.isEmpty || !produced.isEmpty, "\(descriptor.id) declares fixes its examples never make")
  }

  func applicability(_ rule: any SwiftSourceRule.Type, _ code: String) -> [FixApplicability?] {
    RuleVerifier(rule: rule).findings(in: code).map { $0.fix?.applicability }
  }

  @Test func buttonTraitIsSafeOnlyForARealActionWithoutAControlInside() {
    func view(_ body: String) -> String { "struct A: View { var body: some View { \(body) } }" }
    #expect(applicability(TapGestureRoleRule.self, view("VStack { Text(\"Latte\") }.onTapGesture { order() }")) == [.safe])
    // An empty action only swallows touches: no finding, so no fix.
    #expect(applicability(TapGestureRoleRule.self, view("Color.red.overlay(Text(\"x\")).onTapGesture {}")).allSatisfy { $0 != .safe })
    #expect(applicability(TapGestureRoleRule.self, view("Text(\"x\").onTapGesture { // nothing\n }")).allSatisfy { $0 != .safe })
    #expect(applicability(TapGestureRoleRule.self, view("Text(\"x\").gesture(TapGesture().onEnded { _ in })")).allSatisfy { $0 != .safe })
    // A tap that only plays an animation.
    #expect(applicability(TapGestureRoleRule.self, view("Image(\"logo\").accessibilityLabel(\"Logo\").onTapGesture { withAnimation(.spring) { bounce.toggle() } }")) == [.suggestion])
    // A stack that already holds a Button: no finding, or at most a suggestion.
    #expect(applicability(TapGestureRoleRule.self, view("HStack { Text(\"Row\"); Button(\"Delete\") { delete() } }.onTapGesture { open() }")).allSatisfy { $0 != .safe })
  }

  @Test func sizeAndWeightChangesAreSuggestionsUnlessTheLookStays() {
    func text(_ font: String) -> String { "struct A: View { var body: some View { Text(\"9\").font(\(font)) } }" }
    // A 9 pt badge would become 11 pt .caption2: a design change.
    #expect(applicability(FixedTextSizeRule.self, text(".system(size: 9)")) == [.suggestion])
    // 17 pt is .body's size: the same look, now scaling.
    #expect(applicability(FixedTextSizeRule.self, text(".system(size: 17)")) == [.safe])
    #expect(applicability(FixedTextSizeRule.self, text(".custom(\"Brand\", size: 9)")) == [.safe])
    #expect(applicability(TextWeightAlignmentRule.self, text(".system(size: 48, weight: .light)").replacingOccurrences(of: ".font(", with: ".foregroundStyle(.secondary).font(.largeTitle).fontWeight(.light).font(")).contains(.suggestion))
    #expect(applicability(TextWeightAlignmentRule.self, "struct A: View { var body: some View { Text(\"42\").fontWeight(.ultraLight) } }") == [.suggestion])
  }
}

/// `rules` shows the severities `lint` uses: the default and the declared others.
struct DeclaredSeverityTests {
  @Test(arguments: RuleExamplesTests.cases)
  func findingsUseOnlyDeclaredSeverities(_ ruleCase: RuleExamplesTests.RuleCase) {
    let verifier = RuleVerifier(rule: ruleCase.rule)
    let descriptor = ruleCase.rule.descriptor
    var produced: Set<Severity> = []
    for example in descriptor.examples.triggering {
      produced.formUnion(verifier.findings(in: RuleVerifier.stripMarkers(example.code).0, options: example.options).map(\.severity))
    }
    let declared = descriptor.otherSeverities.union([descriptor.defaultSeverity])
    #expect(produced.isSubset(of: declared),
      "\(descriptor.id) reports \(produced.map(\.rawValue).sorted()): declare the others with `otherSeverities:`")
  }
}
