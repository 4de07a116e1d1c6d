import A11yCore
import A11ySwiftSource
import Testing

/// Messages say what the source says: an expression is not a symbol name, an unknown side of a
/// size is not "?".
struct MessageWordingTests {
  func messages(_ rule: any SwiftSourceRule.Type, _ code: String) -> [String] {
    RuleVerifier(rule: rule).findings(in: code).map(\.message.en)
  }

  @Test func symbolsChosenByAnExpressionAreNotQuotedAsNames() {
    let image = messages(ImageLabelRule.self, "struct A: View { var body: some View { Image(systemName: isFavorite ? \"star.fill\" : \"star\") } }")
    #expect(image.first?.hasPrefix("the SF Symbol chosen by `isFavorite ? \"star.fill\" : \"star\"` has no accessibility label") == true)
    #expect(!image.contains { $0.contains("'isFavorite") })
    let literal = messages(ImageLabelRule.self, "struct A: View { var body: some View { Image(systemName: \"cart\") } }")
    #expect(literal.first?.hasPrefix("SF Symbol 'cart' has no accessibility label") == true)
    let button = messages(ControlNameRule.self, "struct A: View { var body: some View { Button { } label: { Image(systemName: icon) } } }")
    #expect(button.first?.hasPrefix("Button shows only the SF Symbol chosen by `icon`:") == true)
  }

  @Test func anUnknownSideIsLeftOutOfASize() {
    let height = messages(TargetSizeRule.self, "struct A: View { var body: some View { Button { close() } label: { Image(systemName: \"xmark\").frame(height: 20) } } }")
    #expect(height.first?.contains("touch target is 20 pt high") == true, "\(height)")
    #expect(!height.contains { $0.contains("?") })
  }
}
