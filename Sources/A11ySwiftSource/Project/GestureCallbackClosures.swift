import A11yCore

/// The closures the project assigns to the callback properties of types that add a pan or swipe
/// recognizer (`var dismissCallback: ((CGFloat) -> Void)?`, assigned by the presenting screen as
/// `content.dismissCallback = { progress in ... }`), by property name: what a gesture's or a
/// button's callback does in the screen that wires it.
enum GestureCallbackClosures {
  static func closures(in files: [SwiftFileModel]) -> [String: [String]] {
    var names: Set<String> = []
    for file in files where file.sourceContains("PanGestureRecognizer") || file.sourceContains("SwipeGestureRecognizer") {
      for (_, properties) in file.declarations.storedProperties {
        for (name, type) in properties where type.contains("->") { names.insert(name) }
      }
    }
    guard !names.isEmpty else { return [:] }
    var closures: [String: [String]] = [:]
    for file in files where names.contains(where: { file.sourceContains(".\($0) =") }) {
      for (name, body) in ClosurePropertyAssignments.closures(in: [file], where: { _ in true }) where names.contains(name) {
        closures[name, default: []].append(body)
      }
    }
    return closures
  }
}
