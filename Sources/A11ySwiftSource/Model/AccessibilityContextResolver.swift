import A11yCore

/// Resolves, for every view, what its ancestors do to its accessibility (hidden, merged, inside a
/// control, a `Label`'s icon, another screen), once, so rules never climb the tree.
enum AccessibilityContextResolver {
  /// Containers that are no accessibility element unless made one.
  static let transparentContainers: Set<String> = ["Group", "HStack", "VStack", "ZStack"]

  static func resolve(_ views: inout [SwiftUIView], members: [ViewMember] = []) {
    for index in views.indices {
      var context = AccessibilityContext()
      let view = views[index]
      if view.hiddenByOwnModifier == true { context.isHidden = true }
      if view.tapGestureModifier != nil { context.tappedAncestor = index }
      let ancestry = ViewAncestry(of: view, in: views)
      context.isInDestination = ancestry.isInAnotherScreen
      context.isInModalPresentation = ancestry.isInModalPresentation
      // A `Group`, or a stack that isn't one element, is no element: its modifiers apply to each
      // child, the label among them.
      var onlyPlainContainersAbove = true
      for step in ancestry.steps {
        let parent = step.ancestor, child = step.child
        let probe = SwiftUIView(index: parent.index, parent: nil, slot: .root, kind: parent.kind, name: parent.name,
                                arguments: parent.arguments, modifiers: Array(step.applyingModifiers), position: parent.position,
                                end: parent.end, enclosingType: nil)
        if probe.hiddenByOwnModifier == true { context.isHidden = true }
        if context.tappedAncestor == nil, probe.tapGestureModifier != nil { context.tappedAncestor = parent.index }
        let isPlainContainer = parent.kind == .call && probe.childBehavior == nil && Self.transparentContainers.contains(parent.name)
        if onlyPlainContainersAbove, isPlainContainer, probe.accessibilityLabel != nil, context.labellingContainer == nil {
          context.labellingContainer = parent.index
        }
        onlyPlainContainersAbove = onlyPlainContainersAbove && isPlainContainer
        // `.accessibilityRepresentation { Button(text) { … } }` (Code Wallet's swipe control):
        // VoiceOver meets the representation instead of anything the view draws.
        if context.replacingAncestor == nil, probe.hasModifier("accessibilityRepresentation") {
          if case .modifier("accessibilityRepresentation", _) = child.slot {} else { context.replacingAncestor = parent.index }
        }
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
        // `DisclosureGroup { ... } label: { Text("Presets") }`: the label is the disclosure button's name;
        // `Tab(value:content:label:)`'s label is the tab bar button's, as `.tabItem { }`'s is.
        if context.enclosingControl == nil, parent.name == "DisclosureGroup" || parent.name == "Tab", child.slot == .label {
          context.enclosingControl = parent.index
        }
        if parent.name == "Label", child.slot == .icon { context.isLabelIcon = true }
        // `Annotation(achievement.title, coordinate: …) { Image(systemName: "medal.fill") }`: Map
        // reads the annotation's title for the marker drawn in it, as a Label's for its icon.
        if parent.name == "Annotation", child.slot == .content, let title = parent.arguments.first, title.label == nil,
           title.value.kind != .closure, title.value.stringLiteral.map({ !$0.isEmpty }) ?? true {
          context.isLabelIcon = true
        }
        // `.tabItem { Label(...) }`: the tab bar's button, named by its content.
        if context.enclosingControl == nil, case .modifier("tabItem", _) = child.slot { context.enclosingControl = parent.index }
      }
      views[index].context = context
    }
    inheritFromUses(&views, members: members)
  }

  /// A `@ViewBuilder` member's views (`private var dot: some View`, `func alarmIcon(for:)`) are
  /// shown where the member is used: when every use in the file is hidden, or sits inside an
  /// element that ignores its children (`.accessibilityElement(children: .ignore)` with its own
  /// label), so are the member's views. Followed through members used inside other members.
  static func inheritFromUses(_ views: inout [SwiftUIView], members: [ViewMember]) {
    // The first member of a name and type is the one a reference resolves to
    // (`SwiftFileModel.viewMember(referencedBy:)`).
    var seen: Set<String> = []
    let candidates = members.filter { member in
      member.name != "body" && SwiftFileModel.isMemberName(member.name) && seen.insert("\(member.type ?? "").\(member.name)").inserted
    }
    guard !candidates.isEmpty else { return }
    var uses: [String: [Int]] = [:]
    for view in views where view.kind == .reference {
      let name = view.name.hasPrefix("self.") ? String(view.name.dropFirst(5)) : view.name
      uses["\(view.enclosingType ?? "").\(name)", default: []].append(view.index)
    }
    // A parent is always built before its children, so its root is known first.
    var rootOf = [Int](repeating: 0, count: views.count)
    for index in views.indices { rootOf[index] = views[index].parent.map { rootOf[$0] } ?? index }
    var viewsOfRoot: [Int: [Int]] = [:]
    for index in views.indices { viewsOfRoot[rootOf[index], default: []].append(index) }
    // A member used in another member takes what that one took: a few rounds reach the chains
    // written in practice (`dot` in `connector` in `body`).
    for _ in 0..<4 {
      var changed = false
      for member in candidates {
        guard let useIndices = uses["\(member.type ?? "").\(member.name)"], !useIndices.isEmpty else { continue }
        let contexts = useIndices.map { views[$0].context }
        let allHidden = contexts.allSatisfy(\.isHidden)
        let replacer = contexts.allSatisfy({ $0.isHidden || $0.replacingAncestor != nil })
          ? contexts.lazy.compactMap(\.replacingAncestor).first : nil
        // Used only in controls' labels (`.tabItem { tabLabel(tab) }`, ScentBridge's tab bar):
        // the member's views are part of the control's name.
        let control = contexts.allSatisfy({ $0.enclosingControl != nil }) ? contexts.first?.enclosingControl : nil
        // Used only where it is tapped (`userInfo().onTapGesture { edit() }`): part of what is tapped.
        let tapped = contexts.allSatisfy({ $0.tappedAncestor != nil }) ? contexts.first?.tappedAncestor : nil
        guard allHidden || replacer != nil || control != nil || tapped != nil else { continue }
        for root in member.roots {
          for index in viewsOfRoot[root] ?? [] {
            if let tapped, views[index].context.tappedAncestor == nil {
              views[index].context.tappedAncestor = tapped
              changed = true
            }
            if let control, views[index].context.enclosingControl == nil {
              views[index].context.enclosingControl = control
              changed = true
            }
            if allHidden, !views[index].context.isHidden {
              views[index].context.isHidden = true
              changed = true
            }
            if let replacer, views[index].context.replacingAncestor == nil {
              views[index].context.replacingAncestor = replacer
              changed = true
            }
          }
        }
      }
      if !changed { break }
    }
  }
}
