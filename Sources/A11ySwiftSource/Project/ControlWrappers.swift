import A11yCore

/// Project views that are a control with a label the caller gives: the body is one `Button` (or
/// `NavigationLink`, `Menu`...; or another such view), and what a use passes in (a stored `label`
/// closure, a `content` view) is shown only inside that control's label. `WListButton(action)
/// { HStack { Image(...); Text("App icon") } }` is then a button named by that label.
enum ControlWrappers {
  static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]

  static func controlWrappers(in files: [SwiftFileModel]) -> Set<String> {
    var candidates: [(file: SwiftFileModel, type: String, root: Int)] = []
    for file in files {
      for (type, roots) in file.declarations.viewBodies where roots.count == 1 {
        candidates.append((file, type, roots[0]))
      }
    }
    var wrappers: Set<String> = []
    // A wrapper around a wrapper (`WNavigationLink` → `WListButton` → `Button`): a few rounds.
    for _ in 0..<3 {
      var changed = false
      for candidate in candidates where !wrappers.contains(candidate.type) {
        if wraps(candidate.file.views[candidate.root], type: candidate.type, in: candidate.file, wrappers: wrappers) {
          wrappers.insert(candidate.type)
          changed = true
        }
      }
      if !changed { break }
    }
    return wrappers
  }

  /// Every view the body takes from the type's stored properties sits in the root control's label.
  private static func wraps(_ root: SwiftUIView, type: String, in file: SwiftFileModel, wrappers: Set<String>) -> Bool {
    guard root.kind == .call, !root.context.isHidden else { return false }
    let labelSlots: Set<ViewSlot>
    if labelledControls.contains(root.name) {
      labelSlots = [.label, .title]
    } else if wrappers.contains(root.name) {
      labelSlots = [.label, .content]
    } else {
      return false
    }
    guard let stored = file.declarations.storedProperties[type], !stored.isEmpty else { return false }
    let label = Set(root.children.map(file.view).filter { labelSlots.contains($0.slot) }
      .flatMap { [$0] + file.descendants(of: $0) }.map(\.index))
    let passedIn = file.descendants(of: root).filter { view in
      guard view.kind == .reference else { return false }
      let name = view.name.hasPrefix("self.") ? String(view.name.dropFirst(5)) : view.name
      return stored[name] != nil
    }
    return !passedIn.isEmpty && passedIn.allSatisfy { label.contains($0.index) }
  }
}

extension SwiftFileModel {
  /// `view` is in what a use of a project control wrapper (``ProjectIndex/controlWrappers``)
  /// passes it: part of that control's label, named with it.
  public func isInLabelOfControlWrapper(_ view: SwiftUIView) -> Bool {
    guard !project.controlWrappers.isEmpty else { return false }
    return ancestry(of: view).steps.contains { step in
      step.ancestor.kind == .call && project.controlWrappers.contains(step.ancestor.name)
        && (step.child.slot == .content || step.child.slot == .label)
    }
  }
}
