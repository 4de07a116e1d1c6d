import Foundation

/// Custom views shown only in a presentation the system makes modal for VoiceOver: every use is
/// the content of a `.fullScreenCover`, `.sheet` or `.popover`, the root of such a view's body, or
/// the root view of a `UIHostingController` the same code presents (`present(host, ...)`), and
/// made nowhere else. What
/// such a view draws behind its own content is the presenting screen, which VoiceOver can't reach.
enum ModalPresentations {
  static let presentingModifiers: Set<String> = ["fullScreenCover", "sheet", "popover"]

  static func viewsOnlyPresentedModally(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    let ownPresenting = projectPresentingModifiers(in: files)
    // Each use: whether it is presented, or the body root of which type (presented if that is).
    var uses: [String: [ViewUseContexts.Use]] = [:]
    // Uses shown in place, by file: checked against private members nothing calls (mE Health's
    // `filterOverlay`, never used, beside the sheet that does show the filter).
    var inPlace: [(file: SwiftFileModel, type: String, offset: Int, use: ViewUseContexts.Use)] = []
    for file in files {
      for view in file.views where view.kind == .call && index.customViews[view.name] != nil {
        if index.previewOnlyViews.contains(view.name) { continue }
        var presented = false
        var current = view
        while true {
          if case .modifier(let name, _) = current.slot, presentingModifiers.contains(name) { presented = true; break }
          guard let parent = current.parent else { break }
          current = file.view(parent)
        }
        // The whole body of another view: presented when that view is.
        let rootOf = !presented && isBodyRoot(view, in: file) ? view.enclosingType : nil
        if presented || rootOf != nil || file.declarations.privateMembers.isEmpty {
          uses[view.name, default: []].append((presented, rootOf))
        } else {
          inPlace.append((file, view.name, view.position.utf8Offset, (presented, rootOf)))
        }
      }
    }
    // Only for types some presentation shows (the rest are shown in place anyway): the search
    // for uncalled members reads each file's identifiers.
    let presentedSomewhere = Set(uses.filter { $0.value.contains { $0.covered } }.keys)
    let questioned = inPlace.filter { presentedSomewhere.contains($0.type) }
    var seen: Set<String> = []
    let holding = questioned.map(\.file).filter { seen.insert($0.path).inserted }
    let uncalled = holding.isEmpty ? [:] : UnreferencedCode.uncalledPrivateMembers(in: holding)
    for use in inPlace where !presentedSomewhere.contains(use.type) || !(uncalled[use.file.path] ?? []).contains(where: { $0.contains(use.offset) }) {
      uses[use.type, default: []].append(use.use)
    }
    // Root views of presented hosting controllers, and views the app's own presenting modifiers
    // are handed (whose closures the model doesn't read as views), when the source makes them
    // nowhere else.
    var presentedByText = hostedAndPresented(in: files)
    presentedByText.merge(presentedThrough(ownPresenting, in: files)) { $0 + $1 }
    for (type, count) in presentedByText where uses[type] == nil && callCount(of: type, in: files) == count {
      uses[type] = Array(repeating: (true, nil), count: count)
    }
    return ViewUseContexts.coveredAtEveryUse(uses)
  }

  /// The app's own `View` modifiers that present what they are given in a system presentation
  /// (`func transparentFullScreenCover(isPresented:content:) -> some View { fullScreenCover(…) }`,
  /// MADII's see-through popups).
  static func projectPresentingModifiers(in files: [SwiftFileModel]) -> Set<String> {
    var names: Set<String> = []
    for file in files where presentingModifiers.contains(where: { file.sourceContains($0 + "(") }) {
      for function in file.declarations.functions where file.innermostTypeName(at: function.declaration.lowerBound) == "View" {
        let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound)
        // (Not one that lays the content over the screen in place on some systems: `if #available`.)
        if presentingModifiers.contains(where: { body.contains($0 + "(") }), !body.contains("#available"), !body.contains("else") {
          names.insert(function.name)
        }
      }
    }
    return names
  }

  /// `.transparentFullScreenCover(isPresented: $show) { DeleteJoyPopUp(…) }`: the views the app's
  /// presenting modifiers are handed first in their closures, counted.
  static func presentedThrough(_ modifiers: Set<String>, in files: [SwiftFileModel]) -> [String: Int] {
    guard !modifiers.isEmpty else { return [:] }
    let names = modifiers.sorted().joined(separator: "|")
    guard let regex = try? NSRegularExpression(pattern: #"\.(?:"# + names + #")\([^{}]*\)\s*\{\s*([A-Z][A-Za-z0-9_]*)\("#) else { return [:] }
    var result: [String: Int] = [:]
    for file in files where modifiers.contains(where: file.sourceContains) {
      let text = file.converter.source.text(from: 0, to: file.converter.source.bytes.count)
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let type = Range(match.range(at: 1), in: text) { result[String(text[type]), default: 0] += 1 }
      }
    }
    return result
  }

  /// How many times the source writes `Type(`: every construction a text search can see.
  private static func callCount(of type: String, in files: [SwiftFileModel]) -> Int {
    guard let regex = try? NSRegularExpression(pattern: #"(?<![A-Za-z0-9_.])"# + type + #"\("#) else { return -1 }
    var count = 0
    for file in files where file.sourceContains(type) {
      let text = file.converter.source.text(from: 0, to: file.converter.source.bytes.count)
      count += regex.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }
    return count
  }

  /// Whether the view is a root of its type's `body`.
  private static func isBodyRoot(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let type = view.enclosingType, let roots = file.declarations.viewBodies[type] else { return false }
    return roots.contains(view.index)
  }

  /// `let host = UIHostingController(rootView: Popup(...)); ...; present(host, animated: true)`,
  /// `present(UIHostingController(rootView: Popup()), animated: true)`: the root views' types,
  /// when every mention of the type outside its own file is such a presentation.
  static func hostedAndPresented(in files: [SwiftFileModel]) -> [String: Int] {
    let hosting = #"UIHostingController(?:<[^>]*>)?\(\s*rootView:\s*([A-Z][A-Za-z0-9_]*)\("#
    guard let assigned = try? NSRegularExpression(pattern: #"let\s+([a-z][A-Za-z0-9_]*)\s*=\s*"# + hosting),
          let direct = try? NSRegularExpression(pattern: #"present\(\s*"# + hosting) else { return [:] }
    var result: [String: Int] = [:]
    for file in files where file.sourceContains("UIHostingController") {
      let text = file.converter.source.text(from: 0, to: file.converter.source.bytes.count)
      let range = NSRange(text.startIndex..., in: text)
      for match in direct.matches(in: text, range: range) {
        if let type = Range(match.range(at: 1), in: text) { result[String(text[type]), default: 0] += 1 }
      }
      for match in assigned.matches(in: text, range: range) {
        guard let nameRange = Range(match.range(at: 1), in: text), let typeRange = Range(match.range(at: 2), in: text),
              let end = Range(match.range, in: text)?.upperBound else { continue }
        let name = String(text[nameRange])
        // Presented further on (within the same function, near enough to read).
        let rest = text[end...].prefix(1500)
        if rest.range(of: #"present\(\s*"# + name + #"\s*,"#, options: .regularExpression) != nil {
          result[String(text[typeRange]), default: 0] += 1
        }
      }
    }
    return result
  }
}
