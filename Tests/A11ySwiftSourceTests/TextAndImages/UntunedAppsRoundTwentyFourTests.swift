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
}
