import A11yCore

/// The model members some `Text` of the project shows with no line limit (`Text(todo.content)` on
/// a todo's detail screen), by their last name: a one-line preview of the same member in a row
/// that leads there cuts nothing a person can't read in full one tap on (DevLog's todo list,
/// Gatherly's event rows).
enum FullTextMembers {
  static func membersShownInFull(in files: [SwiftFileModel]) -> Set<String> {
    var members: Set<String> = []
    for file in files {
      for view in file.views where textViews.contains(view.name) && view.kind == .call {
        guard let member = shownMember(view) ?? unwrappedMember(view, in: file) else { continue }
        let limited = ([view] + file.ancestry(of: view).steps.map(\.ancestor)).contains { candidate in
          candidate.modifiers.contains { $0.name == "lineLimit" && $0.arguments.first?.value.text != "nil" }
        }
        if !limited { members.insert(member) }
      }
    }
    return members
  }

  /// Views that show a string whole: `Text`, and MarkdownUI's `Markdown` (DevLog's todo screen).
  static let textViews: Set<String> = ["Text", "Markdown"]

  /// The member a text shows through a name its branch unwraps: `Text(description)` under
  /// `if let description = event.description` (or `if let description`) → `description`.
  static func unwrappedMember(_ text: SwiftUIView, in file: SwiftFileModel) -> String? {
    guard let name = text.arguments.firstUnlabeled?.text, !name.isEmpty,
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    for condition in file.branchConditions(of: text) {
      guard let binding = condition.range(of: "let " + name) else { continue }
      let rest = condition[binding.upperBound...].trimmingCharacters(in: .whitespaces)
      if rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix("{") { return name }
      guard rest.hasPrefix("=") else { continue }
      let value = rest.dropFirst().prefix { $0 != "," && $0 != "{" }.trimmingCharacters(in: .whitespaces)
      let last = value.split(separator: ".").last.map(String.init)
      return value.contains(".") ? last : nil
    }
    return nil
  }

  /// The member a text shows: `todo.content` → `content`, and `event.description ?? "No
  /// description"` → `description`; nil for a literal, a key or a local name.
  static func shownMember(_ text: SwiftUIView) -> String? {
    guard let argument = text.arguments.firstUnlabeled?.text else { return nil }
    let value = argument.components(separatedBy: " ??").first ?? argument
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.allSatisfy({ part in
      !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!" }
    }), let last = parts.last, last.first?.isLowercase == true else { return nil }
    return String(last)
  }
}
