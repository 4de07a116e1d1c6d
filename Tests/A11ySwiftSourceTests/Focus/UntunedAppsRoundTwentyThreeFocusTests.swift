import A11yCore
import A11ySwiftSource
import Testing

/// Proton Pass's sizing texts (round 23): at opacity 0 SwiftUI leaves them out (round 36); a
/// stand-in swapped in while a row is removed is never met.
struct UntunedAppsRoundTwentyThreeFocusTests {
  func findings(_ code: String) -> [Finding] {
    RuleVerifier(rule: InvisibleContentFocusRule.self).findings(in: code)
  }

  @Test func sizingTextAtOpacityZeroIsNotReported() {
    // SwiftUI leaves a view at opacity 0 out of what VoiceOver reads (round 36), under a loading
    // skeleton or beside a plain shape alike.
    let skeleton = "struct Suffix: View { var body: some View { ZStack { Text(verbatim: \"Dummy text\").opacity(0); SkeletonBlock().clipShape(Capsule()).shimmering() } } }"
    #expect(findings(skeleton).isEmpty)
    #expect(findings(skeleton.replacingOccurrences(of: "SkeletonBlock().clipShape(Capsule()).shimmering()", with: "Capsule().fill(.gray)")).isEmpty)
  }

  @Test func aStandInForARowBeingRemovedIsNotReported() {
    let row = "struct FieldRow: View { var body: some View { VStack { if isRemoved { Text(verbatim: \"Dummy text\").offset(x: -2000) } else { TextField(\"Value\", text: $value) } } } }"
    #expect(findings(row).isEmpty)
    #expect(findings(row.replacingOccurrences(of: "isRemoved", with: "isLocked")).count == 1)
  }
}
