import A11yCore

/// Resolves, for every view, what its ancestors do to its accessibility (hidden, merged, inside a
/// control, a `Label`'s icon, another screen), once, so rules never climb the tree.
enum AccessibilityContextResolver {
  static func resolve(_ views: inout [SwiftUIView]) {
    for index in views.indices {
      var context = AccessibilityContext()
      let view = views[index]
      if view.hiddenByOwnModifier == true { context.isHidden = true }
      var child = view
      while let parentIndex = child.parent {
        let parent = views[parentIndex]
        // Another screen (a navigation destination, a sheet): what encloses it no longer applies.
        if child.slot == .destination { context.isInDestination = true; break }
        if case .modifier(let name, _) = child.slot, ViewTreeBuilder.presentationModifiers.contains(name) {
          context.isInDestination = true
          break
        }
        // Modifiers of the parent that apply to this child: all of them for content, only those
        // applied after the point where a modifier's closure was attached.
        let applying: ArraySlice<ViewModifierCall>
        if case .modifier(_, let modifierIndex) = child.slot {
          applying = parent.modifiers[(modifierIndex + 1)...]
        } else {
          applying = parent.modifiers[...]
        }
        let probe = SwiftUIView(index: parent.index, parent: nil, slot: .root, kind: parent.kind, name: parent.name,
                                arguments: parent.arguments, modifiers: Array(applying), position: parent.position,
                                end: parent.end, enclosingType: nil)
        if probe.hiddenByOwnModifier == true { context.isHidden = true }
        switch probe.childBehavior {
        case .ignore?: if context.replacingAncestor == nil { context.replacingAncestor = parentIndex }
        // `children: isFocused ? .contain : .combine`: may merge, so treat it as merging.
        case .combine?, .unknown?:
          // A merged element that sets its own label speaks that label, not its children's.
          if probe.accessibilityLabel != nil, context.replacingAncestor == nil {
            context.replacingAncestor = parentIndex
          }
          if context.combiningAncestor == nil { context.combiningAncestor = parentIndex }
        default: break
        }
        if context.enclosingControl == nil, SwiftUIView.controlNames.contains(parent.name),
           child.slot == .label || child.slot == .title || child.slot == .content && parent.name != "Menu" && parent.name != "Picker" {
          context.enclosingControl = parentIndex
        }
        if parent.name == "Label", child.slot == .icon { context.isLabelIcon = true }
        child = parent
      }
      views[index].context = context
    }
  }
}
