import A11yCore
import A11ySwiftSource
import Testing

/// Round 24 (Firefox Focus, Delta, Provenance, Nio, Harbour, Hackers): what the judged findings
/// showed, beyond each rule's examples.
struct UntunedAppsRoundTwentyFourTests {
  /// Firefox Focus's search-suggestion buttons: an image, and a title font set for a title filled
  /// in through the array that holds them.
  @Test func anImageButtonWhoseTitleIsStyledIsInformationToReview() {
    let code = "final class Overlay: UIView {\n  func makeSuggestionButton() {\n    let searchButton = UIButton()\n    searchButton.setImage(UIImage(named: \"icon_searchfor\"), for: .normal)\n    searchButton.titleLabel?.font = .systemFont(ofSize: 16)\n    buttons.append(searchButton)\n  }\n}"
    let found = RuleVerifier(rule: UIKitButtonNameRule.self).findings(in: code)
    #expect(found.map(\.severity) == [.info])
    #expect(found.first?.needsReview == true)
    // Without the title's styling it is the error it was.
    let bare = code.replacingOccurrences(of: "    searchButton.titleLabel?.font = .systemFont(ofSize: 16)\n", with: "")
    #expect(RuleVerifier(rule: UIKitButtonNameRule.self).findings(in: bare).map(\.severity) == [.error])
  }

  /// Daily Dozen's detail screens: a fixed 17 pt title in the bar's title slot stands in for the
  /// bar's own title, which doesn't grow either: information. The same text in a trailing item is
  /// the bar's button, not its title, and stays an error like any other text.
  @Test func aFixedTitleInTheBarsTitleSlotIsInformation() {
    func severities(_ placement: String) -> [Severity] {
      RuleVerifier(rule: FixedTextSizeRule.self).findings(in: """
        struct DozeDetailView: View {
          var body: some View {
            List { rows }
              .toolbar {
                ToolbarItem(placement: \(placement)) {
                  VStack { Text(title).font(.system(size: 17, weight: .semibold)); Text(subtitle) }
                }
              }
          }
        }
        """).map(\.severity)
    }
    #expect(severities(".principal") == [.info])
    #expect(severities(".navigationBarTrailing") == [.error])
    // Words alone at the bar's leading edge title it too (Omnivore's profile); a leading button's don't.
    #expect(severities(".barLeading") == [.info])
    let button = RuleVerifier(rule: FixedTextSizeRule.self).findings(in: """
      struct Profile: View {
        var body: some View {
          List { rows }.toolbar { ToolbarItem(placement: .topBarLeading) { Button(action: close) { Text("Close").font(.system(size: 17)) } } }
        }
      }
      """)
    #expect(button.map(\.severity) == [.error])
  }

  /// Wote's profile editor: short words ("프로필 수정") at 18 pt in the title slot are what the
  /// system's own title would show; nothing to report. Smaller, or a long sentence, stays information.
  @Test func shortWordsAsLargeAsTheBarsTitleAreNotReported() {
    func severities(_ text: String, size: Int) -> [Severity] {
      RuleVerifier(rule: FixedTextSizeRule.self).findings(in: """
        struct ProfileSettingsView: View {
          var body: some View {
            Form { rows }.toolbar { ToolbarItem(placement: .principal) { Text(\(text)).font(.system(size: \(size), weight: .medium)) } }
          }
        }
        """).map(\.severity)
    }
    #expect(severities("\"프로필 수정\"", size: 18) == [])
    #expect(severities("\"프로필 수정\"", size: 14) == [.info])
    #expect(severities("\"프로필 사진과 이름을 바꿀 수 있어요\"", size: 18) == [.info])
    #expect(severities("title", size: 18) == [.info])
  }
}
