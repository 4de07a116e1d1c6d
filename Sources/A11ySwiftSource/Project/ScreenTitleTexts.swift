import A11yCore

/// The navigation titles over a view: the `.navigationTitle(...)` (or `.navigationBarTitle`)
/// arguments, as written, on the view, on a view around it, or around a use of the member that
/// builds it; and, for a custom view, the titles over the places other types put it. A big line in
/// a profile header that shows the name the screen's title shows repeats the heading VoiceOver
/// already announces.
public enum ScreenTitleTexts {
  static let titleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]

  /// Custom view type → the titles over its uses in other types, for files that set titles.
  static func titlesOverPlacements(in files: [SwiftFileModel], index: ProjectIndex) -> [String: [String]] {
    var titles: [String: Set<String>] = [:]
    for file in files where file.sourceContains("navigationTitle") || file.sourceContains("navigationBarTitle") {
      for view in file.views where view.kind == .call && index.customViews[view.name] != nil && view.name != view.enclosingType {
        let over = self.titles(over: view, in: file)
        if !over.isEmpty { titles[view.name, default: []].formUnion(over) }
      }
    }
    return titles.mapValues { $0.sorted() }
  }

  /// Custom view type → the titles over its uses in other types, rewritten in the view's own terms
  /// through the arguments each use passes: `DomainNameSection(domain: viewModel.domain)` under
  /// `.navigationTitle(viewModel.domain.domainName)` gives `domain.domainName`, the very value the
  /// view's own `Text(domain.domainName)` shows. Only a label that names a stored property of the
  /// view, given a plain path (`viewModel.domain`), is followed.
  static func titlesOverPlacementsInOwnTerms(in files: [SwiftFileModel], index: ProjectIndex) -> [String: [String]] {
    var titles: [String: Set<String>] = [:]
    for file in files where file.sourceContains("navigationTitle") || file.sourceContains("navigationBarTitle") {
      for view in file.views where view.kind == .call && index.customViews[view.name] != nil && view.name != view.enclosingType {
        let passed = view.arguments.compactMap { argument -> (label: String, path: String)? in
          guard let label = argument.label, index.propertyType(label, in: view.name) != nil else { return nil }
          let path = plainPath(argument.value.text)
          return path.isEmpty ? nil : (label, path)
        }
        guard !passed.isEmpty else { continue }
        for title in self.titles(over: view, in: file) {
          for part in title.components(separatedBy: "??") {
            let shown = plainPath(part)
            guard !shown.isEmpty else { continue }
            for (label, path) in passed where shown == path || shown.hasPrefix(path + ".") {
              titles[view.name, default: []].insert(label + shown.dropFirst(path.count))
            }
          }
        }
      }
    }
    return titles.mapValues { $0.sorted() }
  }

  /// `self.viewModel.domain` → `viewModel.domain`: a path of names, without spaces; "" for anything else.
  static func plainPath(_ text: String) -> String {
    var path = text.filter { !$0.isWhitespace }
    if path.hasPrefix("self.") { path.removeFirst(5) }
    let names = path.split(separator: ".", omittingEmptySubsequences: false)
    guard names.allSatisfy({ name in
      name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }) else { return "" }
    return path
  }

  /// The titles on `view` and the views around it, through up to three member uses
  /// (`self.mainBody().navigationTitle(name)` over what `mainBody()` builds).
  public static func titles(over view: SwiftUIView, in file: SwiftFileModel, depth: Int = 0) -> [String] {
    var found: [String] = []
    func collect(_ modifiers: [ViewModifierCall]) {
      for modifier in modifiers where titleModifiers.contains(modifier.name) {
        if let title = modifier.arguments.firstUnlabeled?.text { found.append(title) }
      }
    }
    collect(view.modifiers)
    for step in file.ancestry(of: view).steps { collect(step.ancestor.modifiers) }
    guard depth < 3, let member = file.viewMember(holding: view), member.name != "body" else { return found }
    // A use is the member's name, or `self` with the member's call first in its chain.
    let uses = file.uses(of: member) + file.views.filter {
      $0.kind == .reference && $0.name == "self" && $0.enclosingType == member.type && $0.modifiers.first?.name == member.name
    }
    for use in uses { found += titles(over: use, in: file, depth: depth + 1) }
    return found
  }
}
