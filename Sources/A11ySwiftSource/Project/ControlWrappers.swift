import A11yCore

/// Project views that are a control with a label the caller gives: the body is one `Button` (or
/// `NavigationLink`, `Menu`...; or another such view), and what a use passes in (a stored `label`
/// closure, a `content` view) is shown only inside that control's label. `WListButton(action)
/// { HStack { Image(...); Text("App icon") } }` is then a button named by that label.
enum ControlWrappers {
  static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]

  static func controlWrappers(in files: [SwiftFileModel]) -> Set<String> {
    // One root, or one per branch of a `switch style` (GitSpace's `GSButton.CustomButtonView`,
    // a Button around the caller's label in every style).
    var candidates: [(file: SwiftFileModel, type: String, roots: [Int])] = []
    for file in files {
      for (type, roots) in file.declarations.viewBodies where !roots.isEmpty && roots.count <= 8 {
        candidates.append((file, type, roots))
      }
    }
    var wrappers: Set<String> = []
    // A wrapper around a wrapper (`WNavigationLink` → `WListButton` → `Button`): a few rounds.
    for _ in 0..<3 {
      var changed = false
      for candidate in candidates where !wrappers.contains(candidate.type) {
        if candidate.roots.allSatisfy({ wraps(candidate.file.views[$0], type: candidate.type, in: candidate.file, wrappers: wrappers) }) {
          wrappers.insert(candidate.type)
          changed = true
        }
      }
      if !changed { break }
    }
    return wrappers
  }

  /// View functions that put the views a caller passes (a closure parameter) into a control's label
  /// (Phoenix's `navLink_label(_ tag:label:)`, whose body is `NavigationLink(value: tag, label: label)`),
  /// by name: what a call's closure holds is that control's label.
  static func controlWrappingFunctions(in files: [SwiftFileModel]) -> Set<String> {
    var names: Set<String> = []
    for file in files where labelledControls.contains(where: { file.sourceContains($0 + "(") }) && file.sourceContains("label:") {
      let source = file.converter.source
      let viewFunctions = Set(file.viewMembers.filter(\.isFunction).map(\.name))
      guard !viewFunctions.isEmpty else { continue }
      for function in file.declarations.functions where !function.isProperty && viewFunctions.contains(function.name) {
        // A closure parameter in the header before any body is read.
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard header.contains("() ->") || header.contains("()->") else { continue }
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        guard labelledControls.contains(where: { body.contains($0 + "(") }) else { continue }
        // `label: @escaping () -> Content`: a closure parameter, given to a control as its label.
        let closures = header.split(separator: ",").compactMap { parameter -> String? in
          guard parameter.contains("->"), let colon = parameter.firstIndex(of: ":") else { return nil }
          let name = parameter[..<colon].split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "\n" || $0 == "\t" }).last.map(String.init)
          return name.flatMap { $0.first?.isLetter == true ? $0 : nil }
        }
        if closures.contains(where: { body.contains("label: \($0))") || body.contains("label: \($0),") || body.contains("label: { \($0)() }") }) {
          names.insert(function.name)
        }
      }
    }
    return names
  }

  /// Every view the body takes from the type's stored properties sits in the root control's label.
  private static func wraps(_ root: SwiftUIView, type: String, in file: SwiftFileModel, wrappers: Set<String>) -> Bool {
    guard root.kind == .call, !root.context.isHidden else { return false }
    let labelSlots: Set<ViewSlot>
    if labelledControls.contains(root.name) {
      labelSlots = [.label, .title]
    } else if wrappers.contains(root.name) {
      labelSlots = [.label, .content]
    } else {
      return false
    }
    guard let stored = file.declarations.storedProperties[type], !stored.isEmpty else { return false }
    let label = Set(root.children.map(file.view).filter { labelSlots.contains($0.slot) }
      .flatMap { [$0] + file.descendants(of: $0) }.map(\.index))
    let passedIn = file.descendants(of: root).filter { view in
      guard view.kind == .reference else { return false }
      let name = view.name.hasPrefix("self.") ? String(view.name.dropFirst(5)) : view.name
      return stored[name] != nil
    }
    return !passedIn.isEmpty && passedIn.allSatisfy { label.contains($0.index) }
  }
}

extension SwiftFileModel {
  /// `view` is in what a use of a project control wrapper (``ProjectIndex/controlWrappers``)
  /// passes it: part of that control's label, named with it.
  public func isInLabelOfControlWrapper(_ view: SwiftUIView) -> Bool {
    guard !project.controlWrappers.isEmpty || !project.controlWrappingFunctions.isEmpty else { return false }
    return ancestry(of: view).steps.contains { step in
      guard step.child.slot == .content || step.child.slot == .label else { return false }
      if step.ancestor.kind == .call { return project.controlWrappers.contains(step.ancestor.name) }
      let name = step.ancestor.name.hasPrefix("self.") ? String(step.ancestor.name.dropFirst(5)) : step.ancestor.name
      return project.controlWrappingFunctions.contains(name)
    }
  }
}
