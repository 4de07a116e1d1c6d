import A11yCore

/// Resolves, for every view, what its ancestors do to its accessibility (hidden, merged, inside a
/// control, a `Label`'s icon, another screen), once, so rules never climb the tree.
enum AccessibilityContextResolver {
  static func resolve(_ views: inout [SwiftUIView]) {
    for index in views.indices {
      var context = AccessibilityContext()
      let view = views[index]
      if view.hiddenByOwnModifier == true { context.isHidden = true }
      let ancestry = ViewAncestry(of: view, in: views)
      context.isInDestination = ancestry.isInAnotherScreen
      for step in ancestry.steps {
        let parent = step.ancestor, child = step.child
        let probe = SwiftUIView(index: parent.index, parent: nil, slot: .root, kind: parent.kind, name: parent.name,
                                arguments: parent.arguments, modifiers: Array(step.applyingModifiers), position: parent.position,
                                end: parent.end, enclosingType: nil)
        if probe.hiddenByOwnModifier == true { context.isHidden = true }
        switch probe.childBehavior {
        case .ignore?: if context.replacingAncestor == nil { context.replacingAncestor = parent.index }
        // `children: isFocused ? .contain : .combine`: may merge, so treat it as merging.
        case .combine?, .unknown?:
          // A merged element that sets its own label speaks that label, not its children's.
          if probe.accessibilityLabel != nil, context.replacingAncestor == nil {
            context.replacingAncestor = parent.index
          }
          if context.combiningAncestor == nil { context.combiningAncestor = parent.index }
        default: break
        }
        if context.enclosingControl == nil, SwiftUIView.controlNames.contains(parent.name),
           child.slot == .label || child.slot == .title || child.slot == .content && parent.name != "Menu" && parent.name != "Picker" {
          context.enclosingControl = parent.index
        }
        if parent.name == "Label", child.slot == .icon { context.isLabelIcon = true }
        // `.tabItem { Label(...) }`: the tab bar's button, named by its content.
        if context.enclosingControl == nil, case .modifier("tabItem", _) = child.slot { context.enclosingControl = parent.index }
      }
      views[index].context = context
    }
  }
}
