import A11yCore

/// A view member (`@ViewBuilder var icon: some View`, `func row(_:) -> some View`) and the places
/// that use it: what a call site does to the member's views (a control's label around it) is
/// judged at that call site.
extension SwiftFileModel {
  /// The member of the same type that `view` (`icon`, `self.icon`, `row(item)`) refers to, if any.
  public func viewMember(referencedBy view: SwiftUIView) -> ViewMember? {
    guard view.kind == .reference else { return nil }
    let name = view.name.hasPrefix("self.") ? String(view.name.dropFirst(5)) : view.name
    guard name != "body", Self.isMemberName(name) else { return nil }
    return viewMembers.first { $0.name == name && $0.type == view.enclosingType }
  }

  /// The member whose views hold `view` (found from its root view), if any.
  public func viewMember(holding view: SwiftUIView) -> ViewMember? {
    var root = view
    while let parent = root.parent { root = views[parent] }
    return viewMembers.first { $0.roots.contains(root.index) }
  }

  /// Views of this file that use `member` by name.
  public func uses(of member: ViewMember) -> [SwiftUIView] {
    // What `viewMember(referencedBy:)` answers for each view, with its per-view work done once:
    // a reference resolves to the first member of its name and type, so only that member has
    // uses, and a name equal to the member's passes the identifier test exactly when the
    // member's name does (rules ask this for every view of a file: the per-view letter tests and
    // member searches were most of a rule's time).
    guard member.name != "body", Self.isMemberName(member.name),
          viewMembers.first(where: { $0.name == member.name && $0.type == member.type }) == member else { return [] }
    // `StatusIcon.syncing.view()`, `icon.view()`: a view function of a helper type (an enum of
    // icons) called on a value is read as a reference (`StatusIcon.syncing`) whose first modifier
    // is the function; it is that member's use wherever the type isn't the caller's own.
    let calledOnValues = member.isFunction && member.type != nil
    return views.filter { view in
      guard view.kind == .reference else { return false }
      if view.enclosingType == member.type {
        return view.name == member.name || view.name.hasPrefix("self.") && view.name.dropFirst(5) == member.name
      }
      return calledOnValues && view.modifiers.first?.name == member.name && Self.isValueOf(member.type!, view.name)
    }
  }

  /// `StatusIcon.syncing` names a value of `type`; so may a variable (`icon`), whose type isn't
  /// known here.
  static func isValueOf(_ type: String, _ name: String) -> Bool {
    if name.hasPrefix(type + ".") { return true }
    return name.first?.isLowercase == true && !name.contains(".") && name != "self"
  }

  /// `viewMember(referencedBy:)`'s test of a referenced name: letters, digits and `_`, not
  /// starting with a digit.
  static func isMemberName(_ name: String) -> Bool {
    // On ASCII bytes (a Character each but `\r\n`, no letter either way): the Character tests
    // over every view's name showed in profiles (12M instructions on Swiftfin).
    var name = name
    let ascii: Bool? = name.withUTF8 { bytes in
      guard let first = bytes.first, first < 0x80 else { return nil }
      func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
      guard isLetter(first) || first == 0x5F else { return false }
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if !(isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F) { return false }
      }
      return true
    }
    return ascii ?? isMemberNameByCharacter(name)
  }

  /// ``isMemberName(_:)`` Character by Character: any name.
  static func isMemberNameByCharacter(_ name: String) -> Bool {
    name.first.map({ $0.isLetter || $0 == "_" }) == true && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// Whether every use of the member holding `view` puts it inside a control's label (or hides it):
  /// then the control speaks for it, and is where a missing name is reported. False when the
  /// member is used nowhere in the file, or once outside a control.
  public func isReachedOnlyThroughControls(_ view: SwiftUIView) -> Bool {
    guard let member = viewMember(holding: view), member.name != "body" else { return false }
    let uses = uses(of: member)
    return !uses.isEmpty && uses.allSatisfy {
      $0.context.enclosingControl != nil || $0.context.isHidden || $0.context.replacingAncestor != nil
    }
  }
}

extension SwiftFileModel {
  /// `view` sits in a row combined into one element (`.accessibilityElement(children: .combine)`)
  /// that shows a visible text outside `view` itself: VoiceOver reads that text as the row's name,
  /// with the control's role and value after it ("Wi-Fi, switch button, on").
  public func isNamedByCombinedRowText(_ view: SwiftUIView) -> Bool {
    guard let combining = view.context.combiningAncestor else { return false }
    let own = Set([view.index] + descendants(of: view).map(\.index))
    return descendants(of: self.view(combining)).contains { text in
      guard !own.contains(text.index), text.kind == .call, text.name == "Text" || text.name == "Label",
            !text.context.isHidden else { return false }
      // `Text("")` says nothing.
      if let literal = text.titleArgument?.stringLiteral { return !literal.trimmingCharacters(in: .whitespaces).isEmpty }
      return true
    }
  }

  /// Whether every use of the `@ViewBuilder` member holding `view` is covered by `isCovered`
  /// (false when the member is used nowhere in the file).
  /// A use inside another member counts as covered when every use of that one is (`content()`
  /// used only in a labelled `Button`'s label, calling `StatusIcon.syncing.view()`), a few members deep.
  public func everyUseOfMember(holding view: SwiftUIView, isCovered: (SwiftUIView) -> Bool) -> Bool {
    everyUseOfMember(holding: view, isCovered: isCovered, depth: 0)
  }

  private func everyUseOfMember(holding view: SwiftUIView, isCovered: (SwiftUIView) -> Bool, depth: Int) -> Bool {
    guard let member = viewMember(holding: view), member.name != "body" else { return false }
    let uses = uses(of: member)
    return !uses.isEmpty && uses.allSatisfy { use in
      isCovered(use) || depth < 3 && everyUseOfMember(holding: use, isCovered: isCovered, depth: depth + 1)
    }
  }
}

extension SwiftFileModel {
  /// `view` sits in a toolbar item (`ToolbarItem(placement: .principal) { title }`, `.toolbar { ... }`),
  /// directly or through a view member every use of which does (Adamant's `toolbar()` title): a bar
  /// whose height is fixed, where text can't wrap to more lines.
  public func isInToolbar(_ view: SwiftUIView) -> Bool {
    func direct(_ view: SwiftUIView) -> Bool {
      ancestry(of: view).steps.contains { step in
        if ["ToolbarItem", "ToolbarItemGroup"].contains(step.ancestor.name) { return true }
        if case .modifier(let name, _) = step.child.slot, name == "toolbar" || name == "navigationBarItems" { return true }
        return false
      }
    }
    return direct(view) || everyUseOfMember(holding: view, isCovered: direct)
  }

  /// `view` or a view around it shows the Large Content Viewer (`.accessibilityShowsLargeContentViewer()`).
  public func showsLargeContentViewer(_ view: SwiftUIView) -> Bool {
    view.hasModifier("accessibilityShowsLargeContentViewer")
      || ancestry(of: view).steps.contains { $0.ancestor.hasModifier("accessibilityShowsLargeContentViewer") }
  }
}
