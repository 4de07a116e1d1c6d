import A11yCore

extension IBObject {
  /// A label drawn as a picture, not text to read: only emoji, or one or two letters filling a box
  /// no bigger than about twice the font (a Nutri-Score letter in its 40 × 50 tile, a monogram).
  var drawsPictureText: Bool {
    guard element == "label", let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return false }
    if PictureText.isOnlyEmoji(text) { return true }
    guard text.count <= 2, text.allSatisfy({ $0.isLetter || $0.isNumber }),
          let size = font?.pointSize, let frame else { return false }
    return frame.width <= size * 2 && frame.height <= size * 2
  }

  /// A label that shows nothing: its text is empty in the file (`text=""`) and nothing connects to
  /// it to set one, or it is zero points high.
  func isEmptyLabel(reachableFromCode: Bool) -> Bool {
    guard element == "label" else { return false }
    if fixedHeight?.points == 0 { return true }
    return text == "" && !reachableFromCode && runtimeAttributes.isEmpty
  }
}
