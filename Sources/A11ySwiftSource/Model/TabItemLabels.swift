import A11yCore

extension SwiftFileModel {
  /// Whether `view` draws a tab bar item: in a `.tabItem { … }`, in the label of iOS 18's
  /// `Tab(value:) { … } label: { … }`, or in a member only such labels call. The tab bar draws
  /// those items itself, in its own text size and tint: a `.font`, `.foregroundColor` or
  /// `.background` on them never shows.
  public func isTabItemLabel(_ view: SwiftUIView) -> Bool {
    func inTabLabel(_ view: SwiftUIView) -> Bool {
      if case .modifier(let name, _) = view.slot, name == "tabItem" { return true }
      return ancestry(of: view).steps.contains { step in
        if case .modifier(let name, _) = step.child.slot { return name == "tabItem" }
        // (SwiftUI's `Tab`, not an app's own view of that name.)
        return step.ancestor.name == "Tab" && step.child.slot == .label && customView(named: "Tab") == nil
      }
    }
    if inTabLabel(view) { return true }
    // Drawn by a member only tab labels call (DirAct's `tabLabel(_:)` in `Tab(value:) { … } label: { tabLabel(tab) }`).
    let top = ancestry(of: view).steps.last?.ancestor ?? view
    return everyUseOfMember(holding: top, isCovered: inTabLabel)
  }
}
