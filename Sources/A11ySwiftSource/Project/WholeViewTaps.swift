import A11yCore

/// The selectors of the one-finger tap recognizers a class adds to itself
/// (`addGestureRecognizer(UITapGestureRecognizer(target: self, action: .touched))` in Muun's
/// `CheckView`), by class: the whole view runs them, so a small button inside that sends the same
/// action (its xib's `touched:`) is as big as the view.
enum WholeViewTaps {
  static func tapSelectorsOnSelf(in files: [SwiftFileModel]) -> [String: Set<String>] {
    var selectors: [String: Set<String>] = [:]
    for file in files {
      for object in file.uikitObjects where object.name == "self" {
        let type = object.enclosingType ?? object.declaredClass
        for call in object.calls("addGestureRecognizer") {
          guard let recognizer = call.arguments.firstUnlabeled else { continue }
          var action: String?
          if recognizer.callee == "UITapGestureRecognizer" {
            action = recognizer.callArguments.first(labeled: "action")?.text
          } else if case .reference(let path) = recognizer.kind,
                    let held = file.uikitObjects.first(where: { $0.name == String(path.split(separator: ".").last ?? "") }),
                    held.uikitClass == "UITapGestureRecognizer" {
            action = UIKitGestureAlternativeRule.action(of: held)
          }
          if let name = action.flatMap(UIKitGestureAlternativeRule.selectorName) {
            selectors[TypeIndex.simpleName(type), default: []].insert(name)
          }
        }
      }
    }
    return selectors
  }
}
