/// Text drawn as a picture rather than read as words: emoji ("🎉", a reaction in a round button)
/// and the one or two letters of a monogram tile. Enlarging it with the text size helps no reader,
/// so the large-text rules leave it alone.
public enum PictureText {
  /// Whether a font is an icon font (FontAwesome, Material Icons, Ionicons, IcoMoon): its
  /// characters are pictures (private-use code points), not words a reader enlarges.
  public static func isIconFont(_ name: String) -> Bool {
    let lowered = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    return iconFontNames.contains { lowered.contains($0) }
  }

  static let iconFontNames = [
    "fontawesome", "materialicons", "materialsymbols", "ionicons", "icomoon", "glyphicons", "octicons",
    "fontello", "icofont", "themify", "entypo", "feathericons", "lineicons", "iconfont",
  ]

  /// Whether `text` holds at least one emoji and nothing else but spaces (Unicode emoji
  /// presentation, or an emoji-capable pictograph made to present as emoji).
  public static func isOnlyEmoji(_ text: String) -> Bool {
    var sawEmoji = false
    for grapheme in text {
      if grapheme.isWhitespace { continue }
      guard isEmoji(grapheme) else { return false }
      sawEmoji = true
    }
    return sawEmoji
  }

  /// One grapheme shown as an emoji. Digits, `#` and `*` have the emoji property too, but show as
  /// text unless a keycap or variation selector follows.
  public static func isEmoji(_ grapheme: Character) -> Bool {
    let scalars = grapheme.unicodeScalars
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return first.properties.isEmoji }
    // Pictographs above the ASCII and Latin ranges (❤, ☀, ✂) with the emoji property.
    return first.value >= 0x2000 && first.properties.isEmoji
  }

  /// Marks drawn as a glyph, not read as words: list bullets and dashes ("•", "·", "—").
  static let glyphs: Set<Character> = ["•", "·", "◦", "▪", "▫", "‣", "⁃", "∙", "●", "○", "■", "□", "–", "—"]

  /// Whether `text` is one such glyph (spaces around it allowed), or another lone symbol or
  /// punctuation mark drawn as an icon (an arrow "⇩" under a pull-to-refresh hint, a "+"): a list
  /// bullet is a picture of a point, and a letter or digit beside it is what one reads.
  public static func isGlyph(_ text: String) -> Bool {
    let marks = text.filter { !$0.isWhitespace }
    guard marks.count == 1, let mark = marks.first else { return false }
    // Emoji are `otherSymbol` too; ``isOnlyEmoji(_:)`` answers for them.
    let iconCategories: Set<Unicode.GeneralCategory> = [.mathSymbol, .otherSymbol, .otherPunctuation, .dashPunctuation]
    return glyphs.contains(mark) || mark.unicodeScalars.allSatisfy { iconCategories.contains($0.properties.generalCategory) }
  }

  /// Identifier words that say a value is a drawn mark: `trendArrow.symbol` (DiaBLE's "↗︎"), `glyph`.
  static let glyphWords: Set<String> = ["arrow", "arrows", "glyph", "glyphs"]

  /// Whether an expression names a glyph value (`app.trendArrow.symbol`); a word for words or numbers
  /// next to it (`arrowLabel`, `glyphName`) says it is something else.
  public static func namesGlyph(_ source: String) -> Bool {
    let words = IdentifierWords.words(in: source)
    return words.contains { glyphWords.contains($0) } && !words.contains { otherContentWords.contains($0) }
  }

  /// Identifier words that say a value is an emoji: `emojiLabel`, `reaction.rawValue`, `emoticon`.
  static let emojiWords: Set<String> = ["emoji", "emojis", "emoticon", "emoticons", "reaction", "reactions"]

  /// Whether an identifier or expression names emoji (`emojiLabel`, `emoji.rawValue`,
  /// `Text(reaction.rawValue)`).
  /// A word for words or numbers next to it (`reactionCountLabel`, `emojiName`) says the value is
  /// something else.
  public static func namesEmoji(_ source: String) -> Bool {
    let words = IdentifierWords.words(in: source)
    return words.contains { emojiWords.contains($0) } && !words.contains { otherContentWords.contains($0) }
  }

  static let otherContentWords: Set<String> = [
    "count", "number", "total", "title", "name", "names", "text", "description", "message", "labels", "summary",
  ]

  /// Identifier words that say a value is a monogram's letters: `initialsLabel`, `firstLetter`.
  /// (`initial` alone is left out: `initialLoadLabel`, `initialValue`.)
  static let monogramWords: Set<String> = ["initials", "monogram", "abbreviation", "abbr", "abbrv", "character", "letter"]

  /// Whether an identifier or expression names a monogram's letters (`initialsLabel`,
  /// `Text(character)`), not a count or a name of them (`characterCount`).
  public static func namesMonogram(_ source: String) -> Bool {
    let words = IdentifierWords.words(in: source)
    return words.contains { monogramWords.contains($0) } && !words.contains { otherContentWords.contains($0) }
  }

  /// Whether an expression takes the first one or two characters of a string, as a monogram does:
  /// `name.prefix(1)`, `name.prefix(2)`, `host?.first?.uppercased()`.
  public static func takesLeadingLetters(_ source: String) -> Bool {
    if source.contains(".prefix(1)") || source.contains(".prefix(2)") { return true }
    var rest = Substring(source)
    while let range = rest.range(of: ".first") {
      let after = rest[range.upperBound...].first
      if after == nil || !(after!.isLetter || after!.isNumber || after == "_") { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
