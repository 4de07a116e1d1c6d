import A11yCore

/// SwiftUI views only a team's own debug screens show (Bitkit's hardware-wallet dashboard, opened
/// only from its hidden developer settings, and the components only that dashboard uses): what
/// ``DebugScreens`` says of a debug screen holds for them. A view is one when every mention of it
/// outside its own declaration and previews is in a debug screen or in another such view.
enum DebugReach {
  static func debugOnlyViews(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    func isMarked(_ type: String?, in file: SwiftFileModel) -> Bool {
      DebugScreens.marker(path: file.path, typeName: type) != nil
    }
    var debugOnly: Set<String> = []
    // Seeds: custom views named inside a debug screen (`NavigationLink(destination: Dashboard())`,
    // which the view tree doesn't hold); each round adds those named inside the last.
    var candidates: Set<String> = []
    for file in files {
      for extent in file.typeExtents where isMarked(extent.name, in: file) {
        candidates.formUnion(viewsNamed(in: extent, of: file, index: index))
      }
    }
    var settled: Set<String> = []
    while !candidates.isEmpty {
      var added: Set<String> = []
      for name in candidates where !settled.contains(name) && !debugOnly.contains(name) {
        if isShownOnlyFromDebug(name, in: files, debugOnly: debugOnly, isMarked: isMarked) {
          added.insert(name)
        }
      }
      settled.formUnion(candidates)
      guard !added.isEmpty else { break }
      debugOnly.formUnion(added)
      // A view rejected before may now have all its uses inside views just found.
      settled.subtract(candidates.subtracting(debugOnly))
      var next: Set<String> = []
      for file in files {
        for extent in file.typeExtents where added.contains(extent.name) {
          next.formUnion(viewsNamed(in: extent, of: file, index: index).subtracting(debugOnly))
        }
      }
      candidates = next.union(candidates.subtracting(debugOnly))
      if next.isEmpty { break }
    }
    return debugOnly
  }

  /// The project's custom views whose names a type's code holds, itself aside.
  private static func viewsNamed(in extent: (name: String, start: Int, end: Int), of file: SwiftFileModel, index: ProjectIndex) -> Set<String> {
    let bytes = Array(file.sourceBytes[max(0, extent.start)..<min(file.sourceBytes.count, extent.end)])
    var names: Set<String> = []
    UnreferencedCode.forEachIdentifierRange(in: bytes, skippingComments: true) { start, end in
      guard bytes[start] >= UInt8(ascii: "A"), bytes[start] <= UInt8(ascii: "Z") else { return }
      let name = String(decoding: bytes[start..<end], as: UTF8.self)
      if name != extent.name, index.customViews[name] != nil { names.insert(name) }
    }
    return names
  }

  /// Whether every mention of `name` outside its declaration and previews sits in a debug screen
  /// or in a view already found to be shown only from one; a view named nowhere is left alone.
  private static func isShownOnlyFromDebug(
    _ name: String, in files: [SwiftFileModel], debugOnly: Set<String>, isMarked: (String?, SwiftFileModel) -> Bool
  ) -> Bool {
    var mentioned = false
    for file in files where file.sourceContains(name) {
      var from = 0
      while let offset = PreviewReach.firstMentionOutsidePreviews(name, in: file, from: from) {
        from = offset + name.utf8.count
        let owner = file.typeExtents.last { $0.start <= offset && offset < $0.end }?.name
        if owner == name { continue }
        mentioned = true
        guard isMarked(owner, file) || owner.map(debugOnly.contains) == true else { return false }
      }
    }
    return mentioned
  }
}
