import A11yCore

/// Project views that name whatever a use passes in: the body shows a stored view property (the
/// `@ViewBuilder` content a use gives) with an `.accessibilityLabel` on it. Nos's
/// `NosFormField("username") { TextField("", text: $name) }` shows its `control` as
/// `control.accessibilityLabel(label)`: the field inside is named by the wrapper.
enum ContentLabellingWrappers {
  static func wrappers(in files: [SwiftFileModel]) -> Set<String> {
    var wrappers: Set<String> = []
    for file in files {
      for (type, roots) in file.declarations.viewBodies {
        guard let stored = file.declarations.storedProperties[type], !stored.isEmpty else { continue }
        let body = roots.map { file.views[$0] } + roots.flatMap { file.descendants(of: file.views[$0]) }
        if body.contains(where: { view in
          stored[view.name] != nil && !view.context.isHidden
            && view.modifiers.contains { $0.name == "accessibilityLabel" && $0.arguments.first.map { !Self.isEmptyText($0.value) } == true }
        }) {
          wrappers.insert(type)
        }
      }
    }
    return wrappers
  }

  /// `""`: a label that names nothing.
  private static func isEmptyText(_ value: ExpressionInfo) -> Bool {
    value.stringLiteral?.allSatisfy(\.isWhitespace) == true
  }
}
