import A11yCore

/// What a link's row previews and where the link leads: the model members each view type shows
/// in a `Text` with no line limit (`Text(todo.content)` on a todo's screen), by their last name,
/// and the screens each view placed in a `NavigationLink`'s label leads to. A one-line preview of
/// a member in a row whose link opens a screen that shows that member whole cuts nothing a person
/// can't read one tap on (DevLog's todo list, Gatherly's event rows).
enum FullTextMembers {
  /// Member name → the view types that show it whole.
  static func membersShownInFull(in files: [SwiftFileModel]) -> [String: Set<String>] {
    var members: [String: Set<String>] = [:]
    for file in files {
      for view in file.views where textViews.contains(view.name) && view.kind == .call {
        guard let type = view.enclosingType, let member = shownMember(view) ?? unwrappedMember(view, in: file) else { continue }
        // The text and the views around it, walked up by their parents.
        var limited = false
        var current: SwiftUIView? = view
        while let node = current, !limited {
          limited = node.modifiers.contains { $0.name == "lineLimit" && $0.arguments.first?.value.text != "nil" }
          current = file.parent(of: node)
        }
        if !limited { members[member, default: []].insert(TypeIndex.simpleName(type)) }
      }
    }
    return members
  }

  /// View type placed in a `NavigationLink`'s label → the views its links lead to.
  static func linkDestinationsByLabelView(in files: [SwiftFileModel]) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for file in files {
      for link in file.views where link.name == "NavigationLink" && link.kind == .call {
        let destinations = self.destinations(of: link, in: file)
        guard !destinations.isEmpty else { continue }
        for label in file.descendants(of: link, inSlots: [.label]) where label.kind == .call && label.name.first?.isUppercase == true {
          result[label.name, default: []].formUnion(destinations)
        }
      }
    }
    return result
  }

  /// The views a link opens: those in its destination closure, those its `destination:`
  /// argument makes (`NavigationLink(destination: TodoDetailView(todo: todo))`), and for a
  /// value link (`NavigationLink(value: todo)`) those the file's `.navigationDestination` closures make.
  static func destinations(of link: SwiftUIView, in file: SwiftFileModel) -> Set<String> {
    var names = Set(file.descendants(of: link, inSlots: [.destination]).filter { $0.kind == .call }.map(\.name))
    if link.arguments.first(labeled: "value") != nil {
      for view in file.views where view.kind == .call {
        if case .modifier(let name, _) = view.slot, name == "navigationDestination" { names.insert(view.name) }
      }
    }
    if let argument = link.arguments.first(labeled: "destination")?.text {
      for word in argument.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where word.first?.isUppercase == true {
        names.insert(String(word))
      }
    }
    return names
  }

  /// Views that show a string whole: `Text`, and MarkdownUI's `Markdown` (DevLog's todo screen).
  static let textViews: Set<String> = ["Text", "Markdown"]

  /// The member a text shows through a name its branch unwraps: `Text(description)` under
  /// `if let description = event.description` (or `if let description`) → `description`.
  static func unwrappedMember(_ text: SwiftUIView, in file: SwiftFileModel) -> String? {
    guard let name = text.arguments.firstUnlabeled?.text, !name.isEmpty,
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    // Only a text under some branch can show an unwrapped name.
    var branched = false
    var current: SwiftUIView? = text
    while let node = current, !branched {
      branched = node.branchCondition != nil
      current = file.parent(of: node)
    }
    guard branched else { return nil }
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
