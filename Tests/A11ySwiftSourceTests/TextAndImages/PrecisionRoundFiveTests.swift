import A11yCore
import A11ySwiftSource
import Testing

/// Severities the rule examples don't hold: a currency icon before its amount is read by its word
/// (information), the same icon before words is a file name (an error); a fixed size larger than
/// AX5 body text is not reported while a smaller one is.
struct PrecisionRoundFiveTests {
  func findings(_ rule: any SwiftSourceRule.Type, _ source: String) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [rule], configuration: configuration).analyze(source: source, path: "A.swift")
  }

  @Test func aCurrencyIconBeforeItsAmountIsInformation() {
    let amount = findings(ImageLabelRule.self, "struct Stats: View { var body: some View { HStack { Image(\"Gold\"); Text(\"\\(entry.gold)\") } } }")
    #expect(amount.map(\.severity) == [.info])
    #expect(amount.first?.message.en.contains("\"gold\"") == true)
    let words = findings(ImageLabelRule.self, "struct Shop: View { var body: some View { HStack { Image(\"Gold\"); Text(\"Shop\") } } }")
    #expect(words.map(\.severity) == [.error])
  }

  @Test func fixedSizesAboveTheLargestBodySizeAreNotReported() {
    #expect(findings(FixedTextSizeRule.self, "struct A: View { var body: some View { Text(value).font(.system(size: 200)) } }").isEmpty)
    #expect(findings(FixedTextSizeRule.self, "struct A: View { var body: some View { Text(value).font(.system(size: 52)) } }").isEmpty)
    #expect(findings(FixedTextSizeRule.self, "struct A: View { var body: some View { Text(value).font(.system(size: 38)) } }").count == 1)
  }
}
