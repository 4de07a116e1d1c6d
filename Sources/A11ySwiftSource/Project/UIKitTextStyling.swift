/// What a method of a UIKit text class's extension does to its receiver's text: safe{wallet}'s
/// `extension UILabel { func setStyle(_ style: GNOTextStyle) { font = ...; textColor = ... } }`
/// and `extension UIButton { func setText(_ text: String, _ style: GNOButtonStyle) {
/// setAttributedTitle(...) } }`. An outlet code restyles this way doesn't show the font or the
/// colour its storyboard gives it.
enum UIKitTextStyling {
  /// The classes whose text a storyboard styles and such a helper may restyle.
  static let textClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView"]

  /// Properties set on `self` that replace a storyboard's font, colour or words, as the Interface
  /// Builder checks name them (words only when given: not `setTitle(nil, …)`, `text = ""`, or a
  /// text built from the one there).
  static let restylingStatements: [(prefix: String, property: String)] = [
    ("font=", "font"), ("textColor=", "textColor"),
    ("titleLabel?.font=", "titleLabel.font"), ("titleLabel!.font=", "titleLabel.font"), ("titleLabel.font=", "titleLabel.font"),
    ("setTitleColor(", "setTitleColor"), ("configuration=", "configuration"),
    ("borderColor=", "borderColor"), ("layer.borderColor=", "layer.borderColor"),
    // The words too: a title or text set here replaces the storyboard's placeholder.
    ("setTitle(", "setTitle"), ("text=", "text"),
  ]

  /// An attributed text or title put on `self`.
  static let attributedStatements = ["attributedText=", "setAttributedTitle("]

  /// The properties the body sets on `self` (written bare or after `self.`), one statement per
  /// line or `;`: `label.font = ...` sets another view's font, not the receiver's. An attributed
  /// text the body builds itself replaces the font or colour only with attributes that say so
  /// (Sphinx's `addTextSpacing(value:)` adds a kern, eidolon's `setLineHeight(_:)` a paragraph style: the storyboard's font stays); one made
  /// elsewhere (`style.attributedString(text)`) may carry both.
  static func propertiesSetOnSelf(in body: String) -> Set<String> {
    guard body.contains("font") || body.contains("Color") || body.contains("ttributed") || body.contains("configuration")
            || body.contains("setTitle(") || body.contains("text") else { return [] }
    var found: Set<String> = []
    var setsAttributedText = false
    for line in body.split(whereSeparator: { $0 == "\n" || $0 == ";" || $0 == "{" || $0 == "}" }) {
      var statement = Substring(line.filter { !$0.isWhitespace })
      if statement.hasPrefix("self.") { statement = statement.dropFirst(5) }
      for (prefix, property) in restylingStatements where statement.hasPrefix(prefix) {
        // `font==` is a comparison.
        if prefix.hasSuffix("="), statement.dropFirst(prefix.count).first == "=" { continue }
        if property == "setTitle" || property == "text" {
          let value = statement.dropFirst(prefix.count)
          if ["nil", "\"\"", "String()"].contains(where: value.hasPrefix) || property == "text" && value.contains("text") { continue }
        }
        found.insert(property)
      }
      if attributedStatements.contains(where: { statement.hasPrefix($0) && statement.dropFirst($0.count).first != "=" }) {
        setsAttributedText = true
      }
    }
    if setsAttributedText {
      // Built here, or copied from the view's own attributed text (`attributedText!.mutableCopy()`,
      // eidolon's `setLineHeight(_:)`): only the attributes it adds change.
      let builds = body.contains("AttributedString(") || body.contains("mutableCopy()")
      let givesAttributes = body.contains("attributes:")
      if !builds || givesAttributes || body.contains(".font") || body.contains("font:") { found.insert("font") }
      if !builds || givesAttributes || body.contains("foregroundColor") { found.insert("textColor") }
    }
    return found
  }
}
