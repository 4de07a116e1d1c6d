import A11yCore
import A11ySwiftSource
import Testing

/// A button named only by an SF Symbol, its purpose in a hint: VoiceOver reads the symbol's own
/// description ("Video"), so it has a vague name, not none (Nostur's composer buttons). A warning
/// that names the symbol. An asset image's file name is no name: on a button that is the
/// control-naming rule's error, said once (OpenWallet's bell link, round 63); on an element that
/// is no control it stays this rule's error.
struct HintWithoutLabelSymbolTests {
  func findings(_ source: String) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [HintWithoutLabelRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [HintWithoutLabelRule.self], configuration: configuration)
      .analyze(source: source, path: "A.swift")
  }

  @Test func aSymbolNamedButtonIsAWarningNamingTheSymbol() {
    let found = findings("struct A: View { var body: some View { Button(action: record) { Image(systemName: \"video.fill\") }.accessibilityHint(\"Record a video\") } }")
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.en.contains("'video.fill'") == true)
    #expect(found.first?.message.ko.contains("'video.fill'") == true)
  }

  @Test func anAssetNamedButtonStaysAnError() {
    let button = "struct A: View { var body: some View { Button(action: record) { Image(\"record_icon\") }.accessibilityHint(\"Record a video\") } }"
    #expect(findings(button).isEmpty)
    let named = RuleVerifier(rule: ControlNameRule.self).findings(in: button)
    #expect(named.map(\.severity) == [.error])
    #expect(named.first?.message.en.contains("'record_icon'") == true)
    let tile = "struct Tile: View { var body: some View { Image(\"record_icon\").accessibilityElement(children: .combine).accessibilityHint(\"Record a video\") } }"
    #expect(findings(tile).map(\.severity) == [.error])
    #expect(findings(tile).first?.message.en.contains("without a name") == true)
  }
}
