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
    // Each use in a view tree: the type whose body places it (nil outside a type).
    var users: [String: [String?]] = [:]
    for file in files {
      let previews = file.declarations.previewRanges
      for view in file.views where view.kind == .call && viewTypes.contains(view.name) {
        if previews.contains(where: { $0.contains(view.position.utf8Offset) }) { continue }
        users[view.name, default: []].append(view.enclosingType)
      }
    }
    var drawn = rendered.intersection(viewTypes).filter { users[$0] == nil }
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
}
