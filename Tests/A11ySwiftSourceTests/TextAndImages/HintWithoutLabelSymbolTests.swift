import A11yCore
import A11ySwiftSource
import Testing

/// A button named only by an SF Symbol, its purpose in a hint: VoiceOver reads the symbol's own
/// description ("Video"), so it has a vague name, not none (Nostur's composer buttons). A warning
/// that names the symbol; an asset image's file name is no name, and stays an error.
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
    let found = findings("struct A: View { var body: some View { Button(action: record) { Image(\"record_icon\") }.accessibilityHint(\"Record a video\") } }")
    #expect(found.map(\.severity) == [.error])
    #expect(found.first?.message.en.contains("without a name") == true)
  }
}
