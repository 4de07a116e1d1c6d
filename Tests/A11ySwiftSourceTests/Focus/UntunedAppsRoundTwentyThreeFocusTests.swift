import A11yCore
import A11ySwiftSource
import Testing

/// Proton Pass's transparent sizing texts (round 23): under a loading skeleton they are read only
/// while loading (information); swapped in while a row is removed they are never met.
struct UntunedAppsRoundTwentyThreeFocusTests {
  func findings(_ code: String) -> [Finding] {
    RuleVerifier(rule: InvisibleContentFocusRule.self).findings(in: code)
  }

  @Test func sizingTextUnderALoadingSkeletonIsInformation() {
    let skeleton = "struct Suffix: View { var body: some View { ZStack { Text(verbatim: \"Dummy text\").opacity(0); SkeletonBlock().clipShape(Capsule()).shimmering() } } }"
    let found = findings(skeleton)
    #expect(found.map(\.severity) == [.info], "\(found)")
    #expect(found.first?.message.en.contains("while the content loads") == true)
    // Beside a plain shape it stays a warning: nothing says it is only there while loading.
    let plain = skeleton.replacingOccurrences(of: "SkeletonBlock().clipShape(Capsule()).shimmering()", with: "Capsule().fill(.gray)")
    #expect(findings(plain).map(\.severity) == [.warning])
  }

  @Test func aStandInForARowBeingRemovedIsNotReported() {
    let row = "struct FieldRow: View { var body: some View { VStack { if isRemoved { Text(verbatim: \"Dummy text\").opacity(0) } else { TextField(\"Value\", text: $value) } } } }"
    #expect(findings(row).isEmpty)
    #expect(findings(row.replacingOccurrences(of: "isRemoved", with: "isLocked")).count == 1)
  }
}
