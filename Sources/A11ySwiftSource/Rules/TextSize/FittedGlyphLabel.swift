import A11yCore

/// A UIKit label that shows one glyph (an emoji, an icon-font character) fitted to a box: a
/// picture drawn with a font, not words to read. Shrinking it to fit, or not updating its size
/// live, costs no reader anything, and wrapping can't apply to one glyph.
enum FittedGlyphLabel {
  /// Names that say the label holds a glyph (`emojiLabel`, `iconLabel`).
  static let glyphWords = ["emoji", "glyph", "icon"]
  /// Names that say so for the view holding a label in a fixed box (`ReactionView.nameLabel`).
  static let glyphOwnerWords = glyphWords + ["reaction"]

  static func mentions(_ words: [String], in name: String?) -> Bool {
    guard let name = name?.lowercased() else { return false }
    return words.contains { name.contains($0) }
  }

  /// `adjustsFontSizeToFitWidth = true` on a label whose own name says it holds a glyph and that
  /// is held in a box (its width and height set to constants, or its four edges pinned to its
  /// container); or on a label in a box of constant width and height whose view (or the value
  /// it shows) says it holds one.
  static func isGlyphFittedToBox(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UILabel", object.assignment("adjustsFontSizeToFitWidth")?.value.boolLiteral == true else { return false }
    func constrains(_ anchor: String, labels: [String]) -> Bool {
      object.calls("\(anchor).constraint").contains { call in labels.contains { call.arguments.has(label: $0) } }
    }
    let constantBox = constrains("widthAnchor", labels: ["equalToConstant"]) && constrains("heightAnchor", labels: ["equalToConstant"])
    let pinnedBox = ["leadingAnchor", "trailingAnchor", "topAnchor", "bottomAnchor"].allSatisfy { constrains($0, labels: ["equalTo"]) }
      || ["leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor"].allSatisfy { constrains($0, labels: ["equalTo"]) }
    if mentions(glyphWords, in: object.name), constantBox || pinnedBox { return true }
    guard constantBox else { return false }
    return mentions(glyphOwnerWords, in: object.enclosingType) || mentions(glyphWords, in: object.assignment("text")?.value.text)
  }
}
