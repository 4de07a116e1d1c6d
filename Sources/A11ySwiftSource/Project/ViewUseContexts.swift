import A11yCore

/// Where a project's custom views are used: a view whose every use sits in a `Label`'s icon or a
/// hidden or replaced subtree is never met alone by VoiceOver, whatever its body draws
/// (Yattee's sidebar avatar views, used only as `Label { Text(name) } icon: { ChannelIcon(...) }`).
enum ViewUseContexts {
  /// One use of a custom view: whether the use is covered (in a label, a widget, a presented
  /// screen…), and the type whose body makes it (nil outside a type, or when it doesn't count).
  typealias Use = (covered: Bool, user: String?)

  /// The views used at least once and covered at every use, directly or inside views that are
  /// themselves covered at every use (a few rounds settle the chains real apps have).
  static func coveredAtEveryUse(_ uses: [String: [Use]]) -> Set<String> {
    var covered: Set<String> = []
    for _ in 0..<3 {
      let next = Set(uses.filter { name, list in
        !list.isEmpty && list.allSatisfy { $0.covered || ($0.user.map { $0 != name && covered.contains($0) } ?? false) }
      }.keys)
      if next == covered { break }
      covered = next
    }
    return covered
  }

  static func viewsNamedByEveryUse(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    // Not a control's label: there the image's spoken name is part of the control's name, and a
    // junk symbol name in it is still worth saying. A use inside a view that is itself always
    // covered is covered too (an icon view drawn by another icon view).
    coveredAtEveryUse(of: Set(index.customViews.keys), in: files, index: index) { view, _ in
      view.context.isLabelIcon || view.context.isHidden || view.context.replacingAncestor != nil
    }
  }

  /// Custom views used at least once and only inside a control (a `Button`'s or `NavigationLink`'s
  /// label), directly or through views that are themselves only used there.
  static func viewsOnlyInControlLabels(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    coveredAtEveryUse(of: Set(index.customViews.keys), in: files, index: index) { view, file in
      let inControl = view.context.enclosingControl.map { !Self.isValueLinkDestination(file.view($0)) } ?? false
      // Built by a member every use of which is in a control's label (`func pillLabel(…) ->
      // some View { ButtonLabel(…) }` used as `NavigationLink { … } label: { pillLabel(…) }`).
      return inControl || file.isReachedOnlyThroughControls(view)
    }
  }

  /// Custom views used at least once and given the button or link trait at every use
  /// (Visionable's `SearchTypeRow(…).accessibilityElement(children: .combine)…
  /// .accessibilityAddTraits(.isButton)`, its body an `HStack` tapped to choose the row).
  /// (Not through the views using it: a trait given to another view's use goes to that view.)
  static func viewsMadeButtonsByEveryUse(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    var uses: [String: [Bool]] = [:]
    forEachUse(of: Set(index.customViews.keys), in: files, index: index) { view, _ in
      uses[view.name, default: []].append(!view.addedTraits.isDisjoint(with: ["isButton", "isLink"]))
    }
    return Set(uses.filter { !$0.value.isEmpty && $0.value.allSatisfy { $0 } }.keys)
  }

  /// Custom views used at least once and only in widget or Live Activity code
  /// (``HeadingTraitRule/isWidgetCode(_:in:)``), directly or through views only used there (a
  /// widget's `SystemSmallView`, placed by its entry view).
  static func viewsOnlyInWidgets(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    var uses: [String: [Use]] = [:]
    var widgetTypes: [String: Bool] = [:]
    for file in files {
      var isWidgetFile: Bool?
      for view in file.views where view.kind == .call && index.customViews[view.name] != nil {
        if index.previewOnlyViews.contains(view.name) { continue }
        // The file's imports are read once, and only for files that place custom views.
        let fileIsWidget = isWidgetFile ?? HeadingTraitRule.isWidgetFile(file)
        isWidgetFile = fileIsWidget
        var inWidget = fileIsWidget
        if !inWidget, let type = view.enclosingType {
          if let known = widgetTypes[type] { inWidget = known } else {
            inWidget = HeadingTraitRule.isInWidgetType(view, types: index.types)
            widgetTypes[type] = inWidget
          }
        }
        uses[view.name, default: []].append((inWidget, view.enclosingType))
      }
    }
    return coveredAtEveryUse(uses)
  }

  /// Custom views with a heading-styled text whose every use puts nothing of theirs after them:
  /// laid over other content (`.overlay { if items.isEmpty { Message(text: "No bookmarks") } }`), or
  /// shown instead of it (`if tree.isEmpty { Message(...) } else { List(...) }`, one case of a
  /// `switch`) (``HeadingTraitRule/headsNothing(_:in:depth:throughUse:)``), directly or through
  /// views themselves used so.
  static func viewsHeadingNothingAtEveryUse(in files: [SwiftFileModel], index: ProjectIndex, titled: Set<String>) -> Set<String> {
    coveredAtEveryUse(of: titled, in: files, index: index) { view, file in
      let overlaid = file.ancestry(of: view).steps.contains { step in
        if case .modifier(let name, _) = step.child.slot { return name == "overlay" }
        return false
      }
      return overlaid || HeadingTraitRule.headsNothing(view, in: file, depth: 1, throughUse: true)
    }
  }

  /// The views among `names` (the project's custom views) used at least once outside previews and
  /// macOS-only code and `covered` at every such use, directly or through views themselves so.
  static func coveredAtEveryUse(
    of names: Set<String>, in files: [SwiftFileModel], index: ProjectIndex, _ covered: (SwiftUIView, SwiftFileModel) -> Bool
  ) -> Set<String> {
    guard !names.isEmpty else { return [] }
    var uses: [String: [Use]] = [:]
    forEachUse(of: names, in: files, index: index) { view, file in
      uses[view.name, default: []].append((covered(view, file), view.enclosingType))
    }
    return coveredAtEveryUse(uses)
  }

  /// Each use of the views among `names` (the project's custom views) outside previews and code
  /// only a macOS build compiles (no use on iOS).
  static func forEachUse(of names: Set<String>, in files: [SwiftFileModel], index: ProjectIndex, _ body: (SwiftUIView, SwiftFileModel) -> Void) {
    for file in files {
      for view in file.views where view.kind == .call && names.contains(view.name) && index.customViews[view.name] != nil {
        if index.previewOnlyViews.contains(view.name) || file.isNeverCompiledForIOS(at: view.position.utf8Offset) { continue }
        body(view, file)
      }
    }
  }

  /// Types whose body has a heading-styled text: the only views the heading rule asks about.
  static func typesWithHeadingStyledText(in files: [SwiftFileModel]) -> Set<String> {
    var titled: Set<String> = []
    for file in files {
      for view in file.views where view.name == "Text" && view.kind == .call {
        if let type = view.enclosingType, HeadingTraitRule.headingStyle(of: view) != nil { titled.insert(type) }
      }
    }
    return titled
  }

  /// Custom views with a heading-styled text that every use puts in a control's label or taps to
  /// act (Legalin's `CheckListCell`, a `NavigationLink`'s label in one modal and
  /// `.onTapGesture { select() }` in the others): their large text names the row a person taps.
  static func viewsOnlyInControlsOrTaps(in files: [SwiftFileModel], index: ProjectIndex, titled: Set<String>) -> Set<String> {
    let names = titled.intersection(index.customViews.keys)
    return coveredAtEveryUse(of: names, in: files, index: index) { view, file in
      if view.context.enclosingControl.map({ !Self.isValueLinkDestination(file.view($0)) }) ?? false { return true }
      if file.isReachedOnlyThroughControls(view) || HeadingTraitRule.isInTappedControl(view, in: file) { return true }
      guard let tap = view.tapGestureModifier else { return false }
      return !TapGestureRoleRule.doesNothingAButtonWould(file.text(from: tap.start, to: tap.end))
    }
  }

  /// Custom views with a heading-styled text placed, at every use, as the rows of a list
  /// (`ForEach(users) { UserRowView(user: $0) }` in another file) or of a section with a header:
  /// their large text is each row's own first line, not a section title.
  static func viewsOnlyInRows(in files: [SwiftFileModel], index: ProjectIndex, titled: Set<String>) -> Set<String> {
    // As for a member (`isRowOfTitledSectionAtEveryUse`): a `List` alone is not enough, since the
    // untitled first rows of a list often open with the screen's title.
    // (`List(items) { item in Row(item) }` repeats its rows as a `ForEach` does.)
    coveredAtEveryUse(of: titled, in: files, index: index) { view, file in
      file.ancestry(of: view).steps.contains { step in
        step.ancestor.name == "ForEach" || step.ancestor.name == "List" && step.ancestor.arguments.firstUnlabeled != nil
          || step.ancestor.name == "Section" && HeadingTraitRule.hasHeader(step.ancestor, in: file)
      }
    }
  }

  /// Custom views whose body holds one button, of the default style, placed at every use as a row
  /// of a `List` or `Form` (directly, or through sections and `ForEach`): the list makes the whole
  /// row that button's target (a money tracker's balance row with its small "+" button).
  static func oneButtonViewsOnlyInListRows(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    var buttons: [String: Int] = [:]
    var styled: Set<String> = []
    for file in files where file.sourceContains("Button") {
      for view in file.views where view.isControl {
        guard let type = view.enclosingType else { continue }
        buttons[type, default: 0] += view.name == "Button" ? 1 : 2
        if !view.modifiers(named: "buttonStyle").isEmpty || !file.ancestry(of: view).steps.allSatisfy({ $0.ancestor.modifiers(named: "buttonStyle").isEmpty }) {
          styled.insert(type)
        }
      }
    }
    let candidates = Set(buttons.filter { $0.value == 1 }.keys).subtracting(styled)
    return coveredAtEveryUse(of: candidates, in: files, index: index) { view, file in
      for step in file.ancestry(of: view).steps {
        if case .modifier = step.child.slot { return false }
        if step.ancestor.name == "List" || step.ancestor.name == "Form" { return true }
        guard ["ForEach", "Section", "Group"].contains(step.ancestor.name) else { return false }
      }
      return false
    }
  }

  /// Custom views whose body holds one button, placed at every use as a bar item (a `ToolbarItem`
  /// of a `.toolbar` or of a `ToolbarContent` body, WoA's `BackWhiteButton`): the bar gives the
  /// button a hit region of its full height.
  static func oneButtonViewsOnlyInBarItems(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    var buttons: [String: Int] = [:]
    for file in files where file.sourceContains("Button") {
      for view in file.views where view.isControl {
        guard let type = view.enclosingType else { continue }
        buttons[type, default: 0] += 1
      }
    }
    var candidates = Set(buttons.filter { $0.value == 1 }.keys)
    // (Not one a hosting controller also shows, `UIHostingController(rootView: CloseButton(…))` on
    // a UIKit banner with no bar: uses the view trees don't see.)
    for file in files where file.sourceContains("rootView:") {
      candidates = candidates.filter { !file.sourceContains("rootView: \($0)(") && !file.sourceContains("rootView: \($0) {") }
    }
    return coveredAtEveryUse(of: candidates, in: files, index: index) { view, file in SwiftUITargets.isBarItem(view, in: file) }
  }

  /// `NavigationLink(unwrapping: $route, case: \.detail) { value in Detail(value) }`: with no
  /// `destination:` argument, that form's trailing closure builds the destination (it is given the
  /// value), which the view tree takes for the label.
  static func isValueLinkDestination(_ control: SwiftUIView) -> Bool {
    control.name == "NavigationLink" && control.argument("unwrapping") != nil && control.argument("destination") == nil
  }

  /// Custom views used at least once and labelled at every use: the use carries its own
  /// `.accessibilityLabel` (`Cell().accessibilityLabel(title)`), a stack around it does (a label on
  /// a stack that isn't one element is given to each element in it), or it sits in a row combined
  /// with a text that names it; or the use is hidden or replaced. Directly or through views that
  /// are themselves labelled at every use.
  static func viewsLabelledByEveryUse(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    coveredAtEveryUse(of: Set(index.customViews.keys), in: files, index: index) { view, file in isLabelledAtUse(view, in: file) }
  }

  /// The use carries its own label, a stack around it gives one, a combined row's text names it,
  /// or it is hidden or replaced.
  static func isLabelledAtUse(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let context = view.context
    return view.accessibilityLabel != nil || context.isHidden || context.replacingAncestor != nil
      || file.isNamedByCombinedRowText(view)
      || file.ancestry(of: view).steps.contains { step in
        step.applyingModifiers.contains { $0.name == "accessibilityLabel" }
      }
  }

  /// The `UIViewRepresentable` types a file declares.
  static func representables(declaredIn file: SwiftFileModel) -> [TypeDeclaration] {
    file.declarations.types.filter { type in type.inherited.contains(where: { $0.hasSuffix("UIViewRepresentable") }) }
  }

  /// UIKit controls a representable may make for VoiceOver to meet as buttons.
  static let controlConstructors = ["UIButton(", "PKPaymentButton(", "ASAuthorizationAppleIDButton(", "PKAddPassButton("]

  /// `UIViewRepresentable` types whose code makes one of ``controlConstructors`` (Ostelco's
  /// `ApplePaySetupButton` around a `PKPaymentButton`), or whose `makeUIView` returns one of the
  /// project's `UIButton` subclasses (GeometricWeather's `MainCardTagView`, a `CornerButton`).
  static func representablesMakingControls(in files: [SwiftFileModel], types: TypeIndex) -> Set<String> {
    var found: Set<String> = []
    for file in files where file.sourceContains("UIViewRepresentable") {
      let makesKnownControl = controlConstructors.contains(where: file.sourceContains)
      for type in representables(declaredIn: file) {
        guard let extent = file.typeExtents.first(where: { $0.name == type.name }) else { continue }
        let text = file.converter.source.text(from: extent.start, to: extent.end)
        if makesKnownControl, controlConstructors.contains(where: text.contains) { found.insert(type.name); continue }
        guard let make = text.range(of: "func makeUIView("), let arrow = text[make.upperBound...].range(of: "->") else { continue }
        let returned = text[arrow.upperBound...].drop(while: \.isWhitespace).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if returned == "UIButton" || !returned.isEmpty && types.isSubclass(String(returned), of: "UIButton") { found.insert(type.name) }
      }
    }
    return found
  }

  /// `UIViewControllerRepresentable` types that make the system's player screen
  /// (`AVPlayerViewController()`, its playback controls kept), with their pause button.
  static func representablesShowingThePlayer(in files: [SwiftFileModel]) -> Set<String> {
    var found: Set<String> = []
    for file in files where file.sourceContains("AVPlayerViewController(") {
      for type in file.declarations.types where type.inherited.contains(where: { $0.hasSuffix("UIViewControllerRepresentable") }) {
        guard let extent = file.typeExtents.first(where: { $0.name == type.name }) else { continue }
        let text = file.converter.source.text(from: extent.start, to: extent.end)
        if text.contains("AVPlayerViewController("), !text.contains("showsPlaybackControls = false") { found.insert(type.name) }
      }
    }
    return found
  }

  /// `UIViewRepresentable` types placed at least once outside previews and labelled at every
  /// placement (openedx's back button: its representable is always given `.accessibilityLabel`).
  static func representablesLabelledByEveryUse(in files: [SwiftFileModel]) -> Set<String> {
    let declared = Set(files.flatMap { Self.representables(declaredIn: $0).map(\.name) })
    guard !declared.isEmpty else { return [] }
    var uses: [String: [Use]] = [:]
    for file in files {
      let previews = file.declarations.previewRanges
      for view in file.views where view.kind == .call && declared.contains(view.name) {
        if previews.contains(where: { $0.contains(view.position.utf8Offset) }) { continue }
        uses[view.name, default: []].append((isLabelledAtUse(view, in: file), view.enclosingType))
      }
    }
    return coveredAtEveryUse(uses)
  }
}
