import A11yCore

extension UnreferencedCode {
  /// Views a file makes and adds to the screen only in code no build reaches (wishboard's version
  /// label, added under `#if DEBUG`): no one meets them, so their findings go too. Only a view
  /// every other mention of which configures it (`versionLabel.font = …`): one also stored, passed
  /// or returned elsewhere may be shown that way. `unreached`: what is known unreached, by file.
  /// Returns each such view's own places (its declaration, assignments and calls), by file.
  public static func viewsMountedOnlyInUnreached(in models: [SwiftFileModel], unreached: [String: [Range<Int>]]) -> [String: [Range<Int>]] {
    var result: [String: [Range<Int>]] = [:]
    for model in models {
      guard let dead = unreached[model.path], !dead.isEmpty, !model.subviewMounts.isEmpty else { continue }
      func isDead(_ offset: Int) -> Bool { dead.contains { $0.contains(offset) } }
      for object in model.uikitObjects where !object.isOutlet && !object.isRootView && !object.isStatic
        && object.name != "self" && !object.name.contains(".") {
        let mounts = model.subviewMounts.offsets(of: object.name)
        guard !mounts.isEmpty, mounts.allSatisfy(isDead), !isDead(object.position.utf8Offset), !model.isNamedElsewhere(object) else { continue }
        let (start, end) = SwiftFileModel.mentionScope(of: object)
        guard model.everyMention(of: object, from: start, to: end, isAllowed: { offset, isMember in isMember || isDead(offset) }) else { continue }
        var places = [object.position.utf8Offset..<(object.position.utf8Offset + 1)]
        places += object.assignments.map { $0.start.utf8Offset..<max($0.end.utf8Offset, $0.start.utf8Offset + 1) }
        places += object.calls.map { $0.position.utf8Offset..<($0.position.utf8Offset + 1) }
        result[model.path, default: []] += places
      }
    }
    return result
  }
}
