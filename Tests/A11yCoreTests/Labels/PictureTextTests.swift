import A11yCore
import Testing

/// Emoji and monogram letters are pictures to the large-text rules (precision on session-ios,
/// isowords and damus: emoji picker cells, reaction buttons, a relay's letter).
struct PictureTextTests {
  @Test(arguments: ["🎉", "👍🏽", "❤️", "🇰🇷", "😀 😃", "1️⃣"])
  func emojiOnlyTextIsAPicture(_ text: String) {
    #expect(PictureText.isOnlyEmoji(text), "\(text)")
  }

  @Test(arguments: ["A", "1", "#", "OK", "🎉 Party", "", " ", "₩4,500", "→"])
  func wordsDigitsAndSignsAreNotEmoji(_ text: String) {
    #expect(!PictureText.isOnlyEmoji(text), "\(text)")
  }

  @Test func namesSayEmojiOrMonogramUnlessTheyNameWordsNextToThem() {
    #expect(PictureText.namesEmoji("emojiLabel"))
    #expect(PictureText.namesEmoji("reaction.rawValue"))
    #expect(!PictureText.namesEmoji("reactionCountLabel"))
    #expect(!PictureText.namesEmoji("emojiName"))
    #expect(PictureText.namesMonogram("initialsLabel"))
    #expect(PictureText.namesMonogram("character"))
    #expect(!PictureText.namesMonogram("initialLoadLabel"))
    #expect(!PictureText.namesMonogram("characterCount"))
  }

  /// A lone symbol or punctuation mark is drawn as an icon (BeeSwift's "⇩", a toolbar's "+");
  /// a letter, a digit or words beside the mark are read.
  @Test func loneMarksAreGlyphsAndWordsAreNot() {
    for glyph in ["•", "—", "⇩", "+", "→", " ✓ ", "?"] { #expect(PictureText.isGlyph(glyph), "\(glyph)") }
    for text in ["A", "1", "가", "+1", "→ 다음", "", "OK"] { #expect(!PictureText.isGlyph(text), "\(text)") }
    #expect(PictureText.namesGlyph("app.trendArrow.symbol"))
    #expect(!PictureText.namesGlyph("arrowLabelText"))
    #expect(!PictureText.namesGlyph("account.title"))
  }

  @Test func leadingLettersAreTaken() {
    #expect(PictureText.takesLeadingLetters("String(name.prefix(1))"))
    #expect(PictureText.takesLeadingLetters("String(url?.host()?.first?.uppercased() ?? \"R\")"))
    #expect(!PictureText.takesLeadingLetters("items.firstIndex(of: x)"))
    #expect(!PictureText.takesLeadingLetters("user.firstName"))
  }

  @Test func iconFontsAreToldByTheirNames() {
    #expect(PictureText.isIconFont("FontAwesome"))
    #expect(PictureText.isIconFont("FontAwesome5Free-Solid"))
    #expect(PictureText.isIconFont("Font Awesome 6 Pro"))
    #expect(PictureText.isIconFont("Material Symbols Rounded"))
    #expect(PictureText.isIconFont("icomoon"))
    #expect(!PictureText.isIconFont("Pretendard-Regular"))
    #expect(!PictureText.isIconFont("AvenirNext-Bold"))
    #expect(!PictureText.isIconFont("Noto Sans KR"))
  }
}
