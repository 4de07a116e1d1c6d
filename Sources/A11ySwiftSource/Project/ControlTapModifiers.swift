import A11yCore

/// The app's `ViewModifier`s that add a tap to their `content` and that every use in the project
/// applies to a control (Unstoppable's `OnButtonTapModifier`, through `onButtonTap()`, on its
/// `Menu`s only: a simultaneous tap for a haptic beside the menu's own action). The control is
/// the element VoiceOver activates; the tap needs no button role of its own. A modifier no code
/// applies, or applied once to anything else, stays a candidate for the tap-role rule.
enum ControlTapModifiers {
  static func modifiersAppliedOnlyToControls(in files: [SwiftFileModel]) -> Set<String> {
    var tapping: Set<String> = []
    for file in files where file.sourceContains("body(content:") {
      for view in file.views where view.name == "content" && view.tapGestureModifier != nil {
        if let type = view.enclosingType { tapping.insert(TypeIndex.simpleName(type)) }
      }
    }
    guard !tapping.isEmpty else { return [] }
    // `extension View { func onButtonTap() -> some View { modifier(OnButtonTapModifier(...)) } }`.
    var helpers: [String: String] = [:]
    for file in files where file.sourceContains("extension View") {
      let source = file.converter.source
      for function in file.declarations.functions where !function.isProperty {
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        if let type = tapping.first(where: { body.contains($0 + "(") }) { helpers[function.name] = type }
      }
    }
    var onControls: [String: Bool] = [:]
    for file in files {
      for view in file.views {
        for modifier in view.modifiers {
          let type = helpers[modifier.name]
            ?? (modifier.name == "modifier" ? tapping.first { modifier.arguments.firstUnlabeled?.text.hasPrefix($0 + "(") == true } : nil)
          guard let type else { continue }
          onControls[type] = (onControls[type] ?? true) && view.isControl
        }
      }
    }
    return Set(onControls.filter(\.value).keys)
  }
}
