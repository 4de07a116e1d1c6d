import A11yCore

/// UIKit views only ever mounted inside a type VoiceOver reads as one element: every mention of
/// the view's type outside its own declaration lies in the code of a type made one element
/// (`isAccessibilityElement = true` on `self`, an `extension ChatMessageCell` in another file
/// included), or of a view itself only mounted there; and every storyboard or xib placement is
/// its own nib's root or sits under such a type. VoiceOver never reaches such a view or its
/// parts (Rocket.Chat's attachment views, built only by the message cell that reads as one element).
public enum OneElementMounts {
  /// Where a storyboard or xib places an object of a custom class.
  public struct Placement: Sendable, Hashable {
    public var customClass: String
    /// The custom classes of its ancestors, nearest first.
    public var containers: [String]
    /// An ancestor is an accessibility element in the file itself.
    public var insideElementInFile: Bool
    /// The root of the xib named after its class (`ChatMessageImageView.xib`): code that loads
    /// it names the class, so the placement says nothing of where the view is mounted.
    public var isOwnNibRoot: Bool

    public init(customClass: String, containers: [String], insideElementInFile: Bool, isOwnNibRoot: Bool) {
      self.customClass = customClass
      self.containers = containers
      self.insideElementInFile = insideElementInFile
      self.isOwnNibRoot = isOwnNibRoot
    }
  }

  /// Stands for a placement under a view the file itself makes an accessibility element.
  static let elementInFile = "<element in file>"

  public static func typesOnlyInsideOneElement(
    in files: [SwiftFileModel], placements: [Placement], index: ProjectIndex
  ) -> Set<String> {
    guard !index.typesMadeOneElement.isEmpty else { return [] }
    let madeOneElement = { (type: String) in
      index.types.selfAndSuperclasses(of: type).contains(where: index.typesMadeOneElement.contains)
    }
    // Views declared once, not themselves one element, and not controllers.
    var declarationCounts: [String: Int] = [:]
    for file in files {
      for type in file.declarations.types where type.kind == .class { declarationCounts[type.name, default: 0] += 1 }
    }
    let candidates = Set(declarationCounts.filter { name, count in
      count == 1 && index.types.uikitClass(of: name) != nil && !index.types.isViewController(name) && !madeOneElement(name)
    }.keys)
    guard !candidates.isEmpty else { return [] }

    // Who mentions each candidate: the innermost type around the mention, nil outside every type
    // or in a file placement that isn't under a one-element type.
    var mentionedBy: [String: Set<String?>] = [:]
    UnreferencedCode.forEachTypeMention(in: files, of: candidates, filter: UnreferencedCode.CandidateFilter(candidates)) { name, owner in
      mentionedBy[name, default: []].insert(owner)
    }
    for placement in placements where candidates.contains(placement.customClass) && !placement.isOwnNibRoot {
      let container = placement.insideElementInFile ? Self.elementInFile : placement.containers.first(where: madeOneElement)
      mentionedBy[placement.customClass, default: []].insert(container)
    }

    // Inside: every mention is by a one-element type or by a view already found inside one.
    var inside: Set<String> = []
    for _ in 0..<3 {
      let next = Set(mentionedBy.filter { name, owners in
        !owners.isEmpty && owners.allSatisfy { owner in
          guard let owner else { return false }
          return owner != name && (owner == Self.elementInFile || madeOneElement(owner) || inside.contains(owner))
        }
      }.keys)
      if next == inside { break }
      inside = next
    }
    return inside
  }
}
