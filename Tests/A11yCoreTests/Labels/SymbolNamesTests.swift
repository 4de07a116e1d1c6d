import A11yCore
import Testing

struct SymbolNamesTests {
  @Test(arguments: ["chevron.right", "square.and.arrow.up", "heart.fill", "xmark.circle.fill", "xmark", "ellipsis.circle", "person.crop.circle.badge.plus"])
  func symbolNames(_ name: String) {
    #expect(SymbolNames.looksLikeSymbolName(name))
  }

  @Test(arguments: ["Close", "heart", "accessibility.cart.button", "photo.png", "Share", "www.example.com", "v1.2", "support@example.com", "chevron.", "닫기"])
  func notSymbolNames(_ text: String) {
    #expect(!SymbolNames.looksLikeSymbolName(text))
  }
}
