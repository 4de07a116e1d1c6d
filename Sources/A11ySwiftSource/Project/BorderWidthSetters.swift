import A11yCore

/// Functions that give some layer a border width (`layer.borderWidth = 1.5` in `extension UIView {
/// func stroke() }`, a factory that returns a bordered text view), directly or through one that
/// does: a view they are called on or made by may draw its border whatever its own code says.
enum BorderWidthSetters {
  static func names(in files: [SwiftFileModel]) -> Set<String> {
    var bodies: [String: [String]] = [:]
    var setters: Set<String> = []
    for file in files {
      let source = file.converter.source
      for function in file.declarations.functions {
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        if body.contains("borderWidth") { setters.insert(function.name) }
        bodies[function.name, default: []].append(body)
      }
    }
    guard !setters.isEmpty else { return [] }
    // Callers of setters, two levels up.
    for _ in 0..<2 {
      for (name, texts) in bodies where !setters.contains(name) {
        if texts.contains(where: { !Set(HandlerReach.callNames(in: $0)).isDisjoint(with: setters) }) { setters.insert(name) }
      }
    }
    return setters
  }
}
