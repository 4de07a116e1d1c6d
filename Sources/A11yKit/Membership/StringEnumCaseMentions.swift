import A11ySwiftSource

/// Strings code names through the cases of its `String` enums (`enum StoryboardIdVC: String {
/// case PreyStoryBoard, homeWeb, home }`, used as `StoryboardIdVC.homeWeb.rawValue`): a string is
/// named when a case standing for it is mentioned as a member (`.homeWeb`) anywhere in code. A
/// case the enum lists and nothing mentions (Prey's `home`) names nothing.
final class StringEnumCaseMentions {
  private let models: [SwiftFileModel]
  /// Case names by the string they stand for.
  private let casesByValue: [String: Set<String>]
  private var known: [String: Bool] = [:]

  init(models: [SwiftFileModel]) {
    self.models = models
    var cases: [String: Set<String>] = [:]
    for model in models {
      for (name, values) in model.declarations.stringCaseValues {
        for value in values { cases[value, default: []].insert(name) }
      }
    }
    casesByValue = cases
  }

  /// Whether some case standing for `value` is mentioned as a member (`.home`, `Ids.home`).
  func names(_ value: String) -> Bool {
    guard let cases = casesByValue[value] else { return false }
    return cases.contains { name in
      if let answer = known[name] { return answer }
      let answer = models.contains { $0.sourceContains("." + name) && Self.mentionsAsMember(name, in: $0.sourceBytes) }
      known[name] = answer
      return answer
    }
  }

  /// `name` as a whole identifier right after a dot, outside comments.
  static func mentionsAsMember(_ name: String, in bytes: [UInt8]) -> Bool {
    var found = false
    UnreferencedCode.forEachIdentifier(in: bytes, candidates: [name], anyCase: true) { _, offset in
      if offset > 0, bytes[offset - 1] == UInt8(ascii: ".") { found = true }
    }
    return found
  }
}
