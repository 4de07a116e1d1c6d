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
    // Beside a plain shape it is the general case: information to check with VoiceOver (round 32:
    // SwiftUI doesn't document whether it keeps a view at opacity 0), not the loading note.
    let plain = skeleton.replacingOccurrences(of: "SkeletonBlock().clipShape(Capsule()).shimmering()", with: "Capsule().fill(.gray)")
    let general = findings(plain)
    #expect(general.map(\.severity) == [.info])
    #expect(general.first?.needsReview == true && general.first?.message.en.contains("check with VoiceOver") == true)
    #expect(general.first?.message.en.contains("while the content loads") == false)
  }

  @Test func aStandInForARowBeingRemovedIsNotReported() {
    let row = "struct FieldRow: View { var body: some View { VStack { if isRemoved { Text(verbatim: \"Dummy text\").opacity(0) } else { TextField(\"Value\", text: $value) } } } }"
    #expect(findings(row).isEmpty)
    #expect(findings(row.replacingOccurrences(of: "isRemoved", with: "isLocked")).count == 1)
  }
}
