import A11yCore

extension IBObject {
  /// A label drawn as a picture, not text to read: only emoji, or one or two letters filling a box
  /// no bigger than about twice the font (a Nutri-Score letter in its 40 × 50 tile, a monogram).
  var drawsPictureText: Bool {
    guard element == "label" else { return false }
    if isGlyphBox { return true }
    // An icon font's glyph (Eurofurence's FontAwesome Twitter and Telegram icons).
    if case .custom(let name)? = font?.kind, PictureText.isIconFont(name) { return true }
    guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return false }
    if PictureText.isOnlyEmoji(text) { return true }
    guard text.count <= 2, text.allSatisfy({ $0.isLetter || $0.isNumber }),
          let size = font?.pointSize, let frame else { return false }
    return frame.width <= size * 2 && frame.height <= size * 2
  }

  /// A label whose text code sets, with a display-size font (32 pt or more) in a box no bigger
  /// than one glyph of it (a 46 pt emoji in its 46 × 46 cell): one character shown as a picture,
  /// which a larger text size couldn't fit anyway.
  var isGlyphBox: Bool {
    guard text?.isEmpty ?? true, let size = font?.pointSize, size >= 32, let frame else { return false }
    return frame.width <= size * 1.25 && frame.height <= size * 1.25
  }

  /// A label that shows nothing: its text is empty in the file (`text=""`) and nothing connects to
  /// it to set one, or it is zero points high.
  func isEmptyLabel(reachableFromCode: Bool) -> Bool {
    guard element == "label" else { return false }
    if fixedHeight?.points == 0 { return true }
    // (" ", Focus Zandi's 4.5-point spacer in a stack: blank, as an empty one.)
    return text.map { $0.allSatisfy(\.isWhitespace) } == true && !reachableFromCode && runtimeAttributes.isEmpty
  }
}
