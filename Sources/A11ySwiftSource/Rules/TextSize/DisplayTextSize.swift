import A11yCore

/// The size text is designed at before the user's text size applies, read from the font the view
/// sets: a text style, a size in points, a font token, or a project font modifier's `size:`. Text
/// already at a display size (a title1 and up, about 28 pt: a balance, the word being spelt) is
/// judged differently from reading text: fitting one line of it to the width is a layout choice, and
/// reading it needs no more growth.
enum DisplayTextSize {
  /// title1's default size: text at least this big is display text.
  static let threshold = 28.0

  /// The base size of `view`'s text and the font expression that sets it (for one finding per
  /// token), or nil when the view sets no font the source tells the size of.
  static func baseSize(of view: SwiftUIView, in file: SwiftFileModel) -> (points: Double, token: String)? {
    // The view's own font, else the nearest one an enclosing view passes down.
    if let own = baseSize(setBy: view.modifiers[...], in: file, type: view.enclosingType) { return own }
    for step in file.ancestry(of: view).steps {
      if let inherited = baseSize(setBy: step.applyingModifiers, in: file, type: step.ancestor.enclosingType) { return inherited }
    }
    return nil
  }

  static func baseSize(setBy modifiers: ArraySlice<ViewModifierCall>, in file: SwiftFileModel, type: String?) -> (points: Double, token: String)? {
    for modifier in modifiers.reversed() {
      if modifier.name == "font" {
        guard let font = modifier.arguments.firstUnlabeled,
              let points = size(ofFont: font, file: file, type: type, depth: 0) else { return nil }
        return (points, font.text)
      }
      // A project font modifier (`.adaptiveFont(.matter, size: pad ? 64 : 32)`): its `size:` argument.
      guard modifier.name != "frame", let size = modifier.arguments.first(labeled: "size") else { continue }
      if let points = size.numberLiteral ?? largestNumber(in: size.text) { return (points, modifier.name + "(" + size.text + ")") }
    }
    return nil
  }

  /// Whether `view`'s text is already display text.
  static func isDisplayText(_ view: SwiftUIView, in file: SwiftFileModel) -> (points: Double, token: String)? {
    guard let base = baseSize(of: view, in: file), base.points >= threshold else { return nil }
    return base
  }

  /// The design size of a SwiftUI font expression, followed through tokens and constants.
  static func size(ofFont font: ExpressionInfo, file: SwiftFileModel, type: String?, depth: Int) -> Double? {
    guard depth < 4 else { return nil }
    switch font.kind {
    case .reference(let name):
      return file.constant(named: name, in: type).flatMap { size(ofFont: $0, file: file, type: type, depth: depth + 1) }
    case .member(let base, let name):
      if let style = TextStyleScale.style(named: name), base == nil || base == "Font" { return style.size }
      let owner = base.map(TypeIndex.simpleName) ?? "Font"
      return file.constant(named: name, in: owner).flatMap { size(ofFont: $0, file: file, type: owner, depth: depth + 1) }
    default:
      break
    }
    guard let chain = font.memberChain else { return nil }
    if chain.base.kind != font.kind, let base = size(ofFont: chain.base, file: file, type: type, depth: depth + 1) { return base }
    guard case .call(let callee, let arguments) = chain.base.kind else { return nil }
    let name = callee.split(separator: ".").last.map(String.init) ?? callee
    if name == "system" || name == "custom" {
      if let style = arguments.firstUnlabeled?.memberName.flatMap(TextStyleScale.style(named:)) { return style.size }
      guard let size = arguments.first(labeled: "size") ?? arguments.first(labeled: "fixedSize") else { return nil }
      return points(of: size, file: file, type: type)
    }
    return nil
  }

  /// Points of a size expression: a number, a constant, a project helper around a number
  /// (`adaptiveSize.pad(48, by: 2)`), or a text style's size scaled (`preferredFont(forTextStyle:
  /// .largeTitle).pointSize * 2.1`).
  static func points(of size: ExpressionInfo, file: SwiftFileModel, type: String?) -> Double? {
    if let number = size.numberLiteral { return number }
    if case .reference(let name) = size.kind, let value = file.constant(named: name, in: type)?.numberLiteral { return value }
    let words = IdentifierWords.words(in: size.text)
    let styles = TextStyleScale.styles.filter { style in words.contains(style.name.lowercased()) || size.text.contains("." + style.name) }
    if let style = styles.max(by: { $0.size < $1.size }) {
      let factor = multiplier(in: size.text) ?? 1
      return style.size * factor
    }
    if case .call = size.kind { return largestNumber(in: size.text) }
    return nil
  }

  /// The factor after a `*` in `x * 2.1`.
  static func multiplier(in text: String) -> Double? {
    guard let star = text.lastIndex(of: "*") else { return nil }
    let digits = text[text.index(after: star)...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
    return Double(digits)
  }

  /// The largest number written in `text` (`(isPad ? 2 : 1) * 32` → 32); digits inside an
  /// identifier (`h1`) are no number.
  static func largestNumber(in text: String) -> Double? {
    let tokens = text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    return tokens.compactMap { token -> Double? in
      guard let first = token.first, first.isNumber else { return nil }
      return Double(token)
    }.max()
  }
}
