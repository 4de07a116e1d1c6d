import A11yCore
import Testing

struct AssetNamesTests {
  /// "edit-icon" is heard "edit icon" and says the action (Open Food Facts' scan-summary edit button).
  @Test func plainWordsWithTheWordIconAreStillPlain() {
    #expect(AssetNames.plainIconWords(of: "upload") == "upload")
    #expect(AssetNames.plainIconWords(of: "edit-icon") == "edit icon")
    #expect(AssetNames.plainIconWords(of: "closeIcon") == "close icon")
  }

  @Test func designerNamesAndTheWordIconAloneAreNot() {
    #expect(AssetNames.plainIconWords(of: "icon") == nil)
    #expect(AssetNames.plainIconWords(of: "logo-nobg") == nil)
    #expect(AssetNames.plainIconWords(of: "copy2") == nil)
    #expect(AssetNames.plainIconWords(of: "ic_close_24") == nil)
  }
}
