import A11yCore

/// Controls a class declares that its subclasses name (`closeButton.accessibilityLabel = "Close"`
/// in `MapNavigationController`, a `CardNavigationController`): the base class shows the button,
/// and each screen built on it says what it does there.
enum InheritedMemberLabels {
  /// `Base.member` for each label a subclass, at any depth, gives a member it inherits, bare or
  /// through `self.`.
  static func membersLabelledBySubclasses(in files: [SwiftFileModel], types: TypeIndex) -> Set<String> {
    var labelled: Set<String> = []
    for file in files {
      for assignment in file.behaviour.assignments where assignment.property == "accessibilityLabel" {
        guard let type = assignment.enclosingType else { continue }
        let receiver = assignment.receiver.hasPrefix("self.") ? String(assignment.receiver.dropFirst(5)) : assignment.receiver
        guard !receiver.isEmpty, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
        // A property of the subclass's own (or a local) with the same name is not the inherited one.
        if file.behaviour.properties.contains(where: { $0.name == receiver && $0.enclosingType == type })
          || file.sourceContains("let \(receiver) =") || file.sourceContains("var \(receiver) =") { continue }
        for ancestor in types.selfAndSuperclasses(of: type).dropFirst() {
          labelled.insert("\(ancestor).\(receiver)")
        }
      }
    }
    return labelled
  }
}
