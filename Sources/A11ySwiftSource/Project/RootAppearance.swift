import A11yCore

/// An app whose root view is always dark (Prismedia's `.preferredColorScheme(.dark)` on the view its
/// `WindowGroup` shows): its colours are only ever seen in the dark appearances, as when its
/// Info.plist sets `UIUserInterfaceStyle` to `Dark`.
enum RootAppearance {
  /// `.preferredColorScheme(.dark)` on a view the `@main` App's `WindowGroup` shows whatever the
  /// state (not in a branch), or at the root of the `body` of such a view's type.
  static func forcesDark(_ files: [SwiftFileModel]) -> Bool {
    forcedGroups(files, scheme: ".dark").contains(true)
  }

  /// The same with `.light`, on every `WindowGroup` of the project (ZZRIT's consumer and
  /// administrator apps, each `.preferredColorScheme(.light)`): its colours are only ever seen in
  /// the light appearances. One app of a repository left to follow the system keeps them all.
  static func forcesLight(_ files: [SwiftFileModel]) -> Bool {
    let groups = forcedGroups(files, scheme: ".light")
    return !groups.isEmpty && groups.allSatisfy { $0 }
  }

  /// A UIKit app whose application or scene delegate locks its window to `scheme` (Towy's
  /// `window?.overrideUserInterfaceStyle = .light`), or whose code sets it on every view's
  /// appearance proxy, and no code sets another style (a setting the person picks): its colours are
  /// only ever seen in that style's appearances.
  static func delegateLocksWindow(_ files: [SwiftFileModel], scheme: String) -> Bool {
    let other = scheme == ".light" ? ".dark" : ".light"
    var locked = false
    for file in files where file.sourceContains("overrideUserInterfaceStyle") {
      if file.sourceContains("overrideUserInterfaceStyle = \(other)") || file.sourceContains("overrideUserInterfaceStyle = .unspecified") { return false }
      guard !isHarnessApp(file.path) else { continue }
      // Every view's or window's appearance proxy, wherever it is set (Ddojeon's `ContentView.init`:
      // `UIView.appearance().overrideUserInterfaceStyle = .light`).
      locked = locked || ["UIView", "UIWindow"].contains { file.sourceContains("\($0).appearance().overrideUserInterfaceStyle = \(scheme)") }
      guard file.sourceContains("UIApplicationDelegate") || file.sourceContains("UIWindowSceneDelegate") else { continue }
      locked = locked || ["window?", "window!", "window", "self.window?", "self.window!", "self.window"].contains { holder in
        file.sourceContains("\(holder).overrideUserInterfaceStyle = \(scheme)")
      }
      // `self.window = UIWindow(windowScene: scene).then { $0.overrideUserInterfaceStyle = .light }` (ONETHING's).
      locked = locked || file.sourceContains("UIWindow(") && file.sourceContains("$0.overrideUserInterfaceStyle = \(scheme)")
    }
    return locked
  }

  /// An app made to try code out, not shipped (ZZRIT's `ZzritModelTest/…/ZzritModelTestApp.swift`,
  /// an `Example` or `Demo` app beside the real one): a folder of the path named so.
  static func isHarnessApp(_ path: String) -> Bool {
    DebugReach.isTestFile(path) || path.split(separator: "/").dropLast().contains { folder in
      ["Test", "Example", "Examples", "Demo", "Sample", "Playground"].contains { folder.hasSuffix($0) }
    }
  }

  /// Every `WindowGroup` shows its one root view with `.dynamicTypeSize` capped at the default
  /// size or below (a migraine diary's `.dynamicTypeSize(.large)` on `ContentView()`): no text of
  /// the app's windows grows, which capped-text-size reports where it is set. The cap counts on
  /// the root, on the views each holding only the next down to the first with more, or at the root
  /// of the `body` of such a view's type; a cap further in covers only part of the window.
  static func capsTextSize(_ files: [SwiftFileModel]) -> Bool {
    guard let defaultRank = CappedTextSizeRule.rank("large") else { return false }
    func caps(_ view: SwiftUIView) -> Bool {
      view.modifiers.contains { modifier in
        guard modifier.name == "dynamicTypeSize", let cap = modifier.arguments.firstUnlabeled.flatMap(CappedTextSizeRule.cap(of:)),
              let rank = CappedTextSizeRule.rank(cap) else { return false }
        return rank <= defaultRank
      }
    }
    var cappedTypes: Set<String> = []
    for file in files where file.sourceContains("dynamicTypeSize(") {
      for view in file.views where view.slot == .root && caps(view) {
        guard let type = view.enclosingType, file.viewMember(holding: view)?.name == "body" else { continue }
        cappedTypes.insert(TypeIndex.simpleName(type))
      }
    }
    var groups: [Bool] = []
    for file in files where file.sourceContains("@main") && file.sourceContains("WindowGroup") && !isHarnessApp(file.path) {
      for group in file.views where group.name == "WindowGroup" {
        var capped = false
        var level = group.children.map(file.view).filter { $0.slot == .content }
        while level.count == 1, let view = level.first, !capped {
          capped = caps(view) || (view.kind == .call && cappedTypes.contains(view.name))
          level = view.children.map(file.view).filter { $0.slot == .content }
        }
        groups.append(capped)
      }
    }
    return !groups.isEmpty && groups.allSatisfy { $0 }
  }

  /// For each `WindowGroup` of an `@main` App, whether what it shows whatever the state is forced
  /// to `scheme`: on the view itself, or at the root of the `body` of the view's type.
  static func forcedGroups(_ files: [SwiftFileModel], scheme: String) -> [Bool] {
    // (The older `.colorScheme(.dark)` on the root, MiniVibe's tab view, sets the same scheme for
    // everything under it.)
    let forced = { (modifier: ViewModifierCall) in
      ["preferredColorScheme", "colorScheme"].contains(modifier.name) && modifier.arguments.firstUnlabeled?.text == scheme
    }
    var groups: [(forced: Bool, rootTypes: Set<String>)] = []
    for file in files where file.sourceContains("@main") && file.sourceContains("WindowGroup") && !isHarnessApp(file.path) {
      for group in file.views where group.name == "WindowGroup" {
        var entry = (forced: false, rootTypes: Set<String>())
        // Shown whatever the state: neither the view nor anything between it and the group is a
        // branch (`if loggedIn { NavigationStack { Home() } }` shows Home only when logged in).
        for view in file.descendants(of: group) where view.branchCondition == nil
          && !file.ancestry(of: view).steps.prefix(while: { $0.ancestor.index != group.index }).contains(where: { $0.ancestor.branchCondition != nil }) {
          if view.modifiers.contains(where: forced) { entry.forced = true }
          if view.kind == .call { entry.rootTypes.insert(view.name) }
        }
        groups.append(entry)
      }
    }
    var forcedTypes: Set<String> = []
    for file in files where file.sourceContains("olorScheme(" + scheme + ")") {
      for view in file.views where view.slot == .root && view.modifiers.contains(where: forced) {
        guard let type = view.enclosingType, file.viewMember(holding: view)?.name == "body" else { continue }
        forcedTypes.insert(TypeIndex.simpleName(type))
      }
    }
    // A view whose body shows a forced type at its root whatever the state, outside a clause only
    // debug builds compile (`RootView { #if DEBUG … #else ContentView() #endif }`): forced too.
    var added = !forcedTypes.isEmpty
    while added {
      added = false
      for file in files {
        // (A compilation clause is no state: `#else` alone is a branch every release build takes.)
        for view in file.views where view.slot == .root && view.kind == .call && forcedTypes.contains(view.name)
          && (view.branchCondition?.components(separatedBy: " · ").allSatisfy { $0.hasPrefix("#") } ?? true) {
          guard let type = view.enclosingType.map(TypeIndex.simpleName), !forcedTypes.contains(type),
                file.viewMember(holding: view)?.name == "body",
                !file.compilationChain(at: view.position.utf8Offset).contains(where: { $0.clause.hasSuffix(" DEBUG") })
          else { continue }
          forcedTypes.insert(type)
          added = true
        }
      }
    }
    return groups.map { $0.forced || !$0.rootTypes.isDisjoint(with: forcedTypes) }
  }
}
