import A11yCore

/// Control properties one file configures but never shows, never gives an action, or (labels)
/// never gives text, checked against the rest of the project: a property another file names
/// (`controller.closeButton`, `cell.extraLabel`) may be shown, given an action or text from there.
enum UnshownControls {
  /// `Type.name` of each such property that another file may reach: as a member of something
  /// (`controller.closeButton`), or bare or through `self.` inside the type's extension or a
  /// subclass. A bare mention in another type is that type's own property of the same name
  /// (`btn0` in many screens). Only the few candidates' names are looked for, through each file's
  /// recorded identifiers (no new text scan).
  /// `reached` leaves out mentions that only configure the control (`profileView.locationButton
  /// .addTarget(…)`, DE's location button whose mount is commented out): they may give it an
  /// action, but never show it.
  static func controlsNamedElsewhere(in files: [SwiftFileModel]) -> (named: Set<String>, reached: Set<String>) {
    var candidates: [Candidate] = []
    for file in files {
      // Any class: a project subclass (`GradientButton`) is resolved to a control only after this runs.
      for object in file.uikitObjects where !object.isLocal {
        guard let type = object.enclosingType,
              file.isConfiguredButNeverShown(object) || file.isButtonWithoutActionInFile(object)
                || file.isLabelWithoutTextInFile(object) || UIKitTapGestureRoleRule.takesNoTouchInFile(object, in: file) else { continue }
        candidates.append(Candidate(file: file.path, type: type, name: object.name))
      }
    }
    return namedElsewhere(candidates, in: files)
  }

  /// A property `name` of `type` declared in `file`; keyed `Type.name` (the type as written).
  struct Candidate {
    let file: String, key: String, name: [UInt8], type: [UInt8]
    init(file: String, type: String, name: String) {
      self.file = file
      self.key = "\(type).\(name)"
      self.name = Array(name.utf8)
      self.type = Array(TypeIndex.simpleName(type).utf8)
    }
  }

  /// The candidates another file names, as above (`named`), and of those, the ones it does more
  /// than configure (`reached`).
  static func namedElsewhere(_ candidates: [Candidate], in files: [SwiftFileModel]) -> (named: Set<String>, reached: Set<String>) {
    guard !candidates.isEmpty else { return ([], []) }
    // Candidates by name length, in an array (a dictionary's hashing per identifier cost most of
    // the search): most identifiers are ruled out by one look-up.
    var byLength = [[Int]](repeating: [], count: (candidates.map(\.name.count).max() ?? 0) + 1)
    for (number, candidate) in candidates.enumerated() { byLength[candidate.name.count].append(number) }
    var named: Set<String> = [], reached: Set<String> = []
    for file in files {
      let bytes = file.sourceBytes
      let bounds = file.identifiers.bounds
      // The type a bare mention is written in, and whether that is the candidate's type or a subclass of it.
      func isInside(_ type: [UInt8], at offset: Int) -> Bool {
        guard let owner = file.typeExtents.filter({ $0.start <= offset && offset < $0.end }).min(by: { $0.end - $0.start < $1.end - $1.start })
        else { return false }
        let name = String(decoding: type, as: UTF8.self)
        if TypeIndex.simpleName(owner.name) == name { return true }
        return file.declarations.types.contains { $0.name == owner.name && $0.inherited.first.map(TypeIndex.simpleName) == name }
      }
      var index = 0
      while index + 1 < bounds.count {
        let first = Int(bounds[index]), last = Int(bounds[index + 1])
        index += 2
        let length = last - first
        guard length < byLength.count, !byLength[length].isEmpty, last <= bytes.count else { continue }
        let numbers = byLength[length]
        for number in numbers {
          let candidate = candidates[number]
          guard candidate.file != file.path, bytes[first..<last].elementsEqual(candidate.name) else { continue }
          let isMember = first > 0 && bytes[first - 1] == UInt8(ascii: ".")
          let throughSelf = isMember && first >= 5 && bytes[(first - 5)..<(first - 1)].elementsEqual("self".utf8)
          if isMember && !throughSelf || isInside(candidate.type, at: first) {
            named.insert(candidate.key)
            if !isConfiguringCall(after: last, in: bytes) { reached.insert(candidate.key) }
          }
        }
      }
    }
    return (named, reached)
  }

  /// `.addTarget(`, `?.setImage(` right after a name: a call that configures what it names.
  static func isConfiguringCall(after offset: Int, in bytes: [UInt8]) -> Bool {
    var next = offset
    while next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
    guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return false }
    let start = next + 1
    var end = start
    while end < bytes.count, UnreferencedCode.isIdentifierByte(bytes[end]) { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "("), end > start else { return false }
    return SwiftFileModel.configuringMethods.contains(String(decoding: bytes[start..<end], as: UTF8.self))
  }
}
