import A11yCore

/// Functions that give some layer a border width (`layer.borderWidth = 1.5` in `extension UIView {
/// func stroke() }`, a factory that returns a bordered text view), directly or through one that
/// does: a view they are called on or made by may draw its border whatever its own code says.
enum BorderWidthSetters {
  static func names(in files: [SwiftFileModel]) -> Set<String> {
    var setters: Set<String> = []
    for file in files where file.sourceContains("borderWidth") {
      let source = file.converter.source
      for function in file.declarations.functions
      where source.contains("borderWidth", from: function.body.lowerBound, to: function.body.upperBound) {
        setters.insert(function.name)
      }
    }
    guard !setters.isEmpty else { return [] }
    // Callers of setters, two levels up: only files that name a setter are read.
    var newest = setters
    for _ in 0..<2 {
      var found: Set<String> = []
      for file in files where newest.contains(where: file.sourceContains) {
        let source = file.converter.source
        for function in file.declarations.functions where !setters.contains(function.name)
        && newest.contains(where: { source.contains($0, from: function.body.lowerBound, to: function.body.upperBound) }) {
          let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
          if !Set(HandlerReach.callNames(in: body)).isDisjoint(with: newest) { found.insert(function.name) }
        }
      }
      setters.formUnion(found)
      newest = found
      if newest.isEmpty { break }
    }
    return setters
  }
}
