import A11yCore
import Testing

struct AssetNamesTests {
  /// "edit-icon" is heard "edit icon" and says the action (Open Food Facts' scan-summary edit button).
  @Test func plainWordsWithTheWordIconAreStillPlain() {
    #expect(AssetNames.plainIconWords(of: "upload") == "upload")
    // A calculator's key (TechresOrder's money pad).
    #expect(AssetNames.plainIconWords(of: "backspace") == "backspace")
    #expect(AssetNames.plainIconWords(of: "edit-icon") == "edit icon")
    #expect(AssetNames.plainIconWords(of: "closeIcon") == "close icon")
    // Where the designer keeps it says nothing but hides nothing (AlphaWallet's browser bar).
    #expect(AssetNames.plainIconWords(of: "toolbar-forward") == "toolbar forward")
    #expect(AssetNames.plainIconWords(of: "iconsSystemHome") == "icons system home")
    // How it is drawn says nothing either (RariMe's "CloseFill", Mixin's "close_compact").
    #expect(AssetNames.plainIconWords(of: "CloseFill") == "close fill")
    #expect(AssetNames.plainIconWords(of: "close_compact") == "close compact")
    // Or the arrow it is drawn as (Dominant Investors' "backArrow").
    #expect(AssetNames.plainIconWords(of: "backArrow") == "back arrow")
  }

  /// An arrow alone, or a shape, names no action.
  @Test func shapesNameNoAction() {
    #expect(AssetNames.plainIconWords(of: "plusIcon") == nil)
    #expect(AssetNames.plainIconWords(of: "Star") == nil)
    #expect(AssetNames.plainIconWords(of: "arrow") == nil)
    #expect(AssetNames.plainIconWords(of: "arrow-right") == nil)
  }

  @Test func designerNamesAndTheWordIconAloneAreNot() {
    #expect(AssetNames.plainIconWords(of: "icon") == nil)
    #expect(AssetNames.plainIconWords(of: "toolbar-button") == nil)
    #expect(AssetNames.plainIconWords(of: "toggle-password") == nil)
    #expect(AssetNames.plainIconWords(of: "btn_close") == nil)
    // "button" is still a developer's word (`shareButton`), as before.
    #expect(AssetNames.plainIconWords(of: "play-button") == nil)
    #expect(AssetNames.plainIconWords(of: "logo-nobg") == nil)
    #expect(AssetNames.plainIconWords(of: "copy2") == nil)
    #expect(AssetNames.plainIconWords(of: "ic_close_24") == nil)
    #expect(AssetNames.plainIconWords(of: "fill-outline") == nil)
    #expect(AssetNames.plainIconWords(of: "DeleteBin6Line") == nil)
  }
}
