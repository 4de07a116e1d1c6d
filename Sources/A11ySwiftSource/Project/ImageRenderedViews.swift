/// SwiftUI views drawn only into images (`ImageRenderer(content: ScoreboardView(...))`: Moblin's
/// scoreboards and effects burnt into the stream, a card made into a share picture): pixels in a
/// picture or a video frame, never on screen for anyone to read, enlarge or touch.
enum ImageRenderedViews {
  /// The view types some `ImageRenderer` draws that no screen places (previews aside), and the
  /// views used only inside them.
  static func viewsOnlyDrawnIntoImages(in files: [SwiftFileModel]) -> Set<String> {
    let rendered = files.reduce(into: Set<String>()) { $0.formUnion($1.declarations.imageRenderedViews) }
    guard !rendered.isEmpty else { return [] }
    let viewTypes = files.reduce(into: Set<String>()) { $0.formUnion($1.declarations.viewBodies.keys) }
    // Functions whose views are drawn (`content()` for `ImageRenderer(content: content(for: …))`),
    // with the type declaring each, when no view tree calls them to place their views on screen:
    // `content(for:)` inside that type, or `ShareCardRenderer.content(for:)` (read as the type with
    // a modifier of that name) elsewhere.
    let renderedNames = Set(rendered.filter { $0.hasSuffix("()") }.map { String($0.dropLast(2)) })
    var renderedFunctions: Set<Pair> = []
    for file in files where !renderedNames.isEmpty {
      for member in file.viewMembers where member.isFunction && renderedNames.contains(member.name) {
        renderedFunctions.insert(Pair(owner: member.type ?? "", name: member.name))
      }
    }
    for file in files where !renderedFunctions.isEmpty {
      for view in file.views {
        renderedFunctions.remove(Pair(owner: view.enclosingType ?? "", name: view.name))
        let parts = view.name.split(separator: ".")
        if parts.count == 2 { renderedFunctions.remove(Pair(owner: String(parts[0]), name: String(parts[1]))) }
        for modifier in view.modifiers { renderedFunctions.remove(Pair(owner: view.name, name: modifier.name)) }
      }
    }
    // Each use in a view tree: the type whose body places it (nil outside a type), or the drawn
    // function (`content()`) whose body places it.
    var users: [String: [String?]] = [:]
    for file in files {
      let previews = file.declarations.previewRanges
      var inDrawnFunction: [Int: String] = [:]
      for member in file.viewMembers where member.isFunction && renderedFunctions.contains(Pair(owner: member.type ?? "", name: member.name)) {
        for root in member.roots {
          let rootView = file.view(root)
          for view in [rootView] + file.descendants(of: rootView) { inDrawnFunction[view.index] = member.name + "()" }
        }
      }
      for view in file.views where view.kind == .call && viewTypes.contains(view.name) {
        if previews.contains(where: { $0.contains(view.position.utf8Offset) }) { continue }
        users[view.name, default: []].append(inDrawnFunction[view.index] ?? view.enclosingType)
      }
    }
    var drawn = rendered.intersection(viewTypes).filter { users[$0] == nil }
    drawn.formUnion(renderedFunctions.map { $0.name + "()" })
    // Views placed only by views drawn into images (a scoreboard's rows); a few rounds settle the chains.
    for _ in 0..<4 {
      let next = drawn.union(users.compactMap { name, placers in
        placers.allSatisfy { placer in placer.map { $0 != name && drawn.contains($0) } ?? false } ? name : nil
      })
      if next == drawn { break }
      drawn = next
    }
    return drawn
  }

  struct Pair: Hashable {
    let owner: String
    let name: String
  }
}
