import A11yCore

/// An app whose root view is always dark (Prismedia's `.preferredColorScheme(.dark)` on the view its
/// `WindowGroup` shows): its colours are only ever seen in the dark appearances, as when its
/// Info.plist sets `UIUserInterfaceStyle` to `Dark`.
enum RootAppearance {
  /// `.preferredColorScheme(.dark)` on a view the `@main` App's `WindowGroup` shows whatever the
  /// state (not in a branch), or at the root of the `body` of such a view's type.
  static func forcesDark(_ files: [SwiftFileModel]) -> Bool {
    var rootTypes: Set<String> = []
    for file in files where file.sourceContains("@main") && file.sourceContains("WindowGroup") {
      for group in file.views where group.name == "WindowGroup" {
        // Shown whatever the state: neither the view nor anything between it and the group is a
        // branch (`if loggedIn { NavigationStack { Home() } }` shows Home only when logged in).
        for view in file.descendants(of: group) where view.branchCondition == nil
          && !file.ancestry(of: view).steps.prefix(while: { $0.ancestor.index != group.index }).contains(where: { $0.ancestor.branchCondition != nil }) {
          if view.modifiers.contains(where: isDarkScheme) { return true }
          if view.kind == .call { rootTypes.insert(view.name) }
        }
      }
    }
    guard !rootTypes.isEmpty else { return false }
    for file in files where file.sourceContains("preferredColorScheme(.dark)") {
      for view in file.views where view.slot == .root && view.modifiers.contains(where: isDarkScheme) {
        guard let type = view.enclosingType, rootTypes.contains(TypeIndex.simpleName(type)),
              file.viewMember(holding: view)?.name == "body" else { continue }
        return true
      }
    }
    return false
  }

  static func isDarkScheme(_ modifier: ViewModifierCall) -> Bool {
    modifier.name == "preferredColorScheme" && modifier.arguments.firstUnlabeled?.text == ".dark"
  }
}
