import A11yCore
import A11ySwiftSource
import Testing

/// AlphaWallet's image-only buttons (round 23): an R.swift accessor is the asset's name, read by
/// VoiceOver; a plain word with a designer's qualifier ("toolbar-forward") is information, a
/// designer's name ("onboarding_failed" on a delete button) stays an error; a button made
/// transparent for good gets no finding.
struct UntunedAppsRoundTwentyThreeNamesTests {
  func severities(_ code: String) -> [Severity] {
    RuleVerifier(rule: UIKitButtonNameRule.self).findings(in: code).map(\.severity)
  }

  @Test func anRSwiftAccessorIsReadByItsName() {
    let forward = "final class Bar: UIView {\n  let forwardButton = UIButton(type: .system)\n  func setUp() { forwardButton.setImage(R.image.toolbarForward(), for: .normal); addSubview(forwardButton) }\n}"
    #expect(severities(forward) == [.info])
    #expect(severities(forward.replacingOccurrences(of: "toolbarForward", with: "onboarding_failed")) == [.error])
  }

  @Test func aButtonMadeTransparentForGoodIsNotReported() {
    let hidden = "final class Header: UIView {\n  private lazy var infoButton: UIButton = {\n    let button = UIButton(type: .system)\n    button.setImage(UIImage(named: \"question\"), for: .normal)\n    button.alpha = 0\n    return button\n  }()\n  func setUp() { addSubview(infoButton) }\n}"
    #expect(severities(hidden).isEmpty)
    // Any alpha the file sets to another value may show it (through another name).
    #expect(severities(hidden + "\nextension Header { func reveal(_ view: UIView) { view.alpha = 1 } }") == [.error])
  }
}
