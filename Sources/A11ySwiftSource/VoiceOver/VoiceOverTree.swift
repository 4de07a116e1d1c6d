import A11yCore

/// Builds, from the file models of a project, the elements VoiceOver visits on each SwiftUI view
/// and what it says for each. Reads only the model (views, modifier chains, branch conditions)
/// and the shared label computation (`spokenLabel(of:)`), the same the rules use.
public struct VoiceOverTree: Sendable {
  public let files: [SwiftFileModel]
  public let project: ProjectIndex
  /// View type → (file, its `body` member).
  private var bodies: [String: (file: Int, member: ViewMember)] = [:]
  /// "Type.member" → (file, member); members of extensions in other files are found too.
  private var members: [String: (file: Int, member: ViewMember)] = [:]

  static let maximumDepth = 24
  /// View types declared with a body in more than one file (two variants of an app under one
  /// path): the first is previewed; these are the ones left out, with their files.
  public private(set) var duplicates: [(name: String, file: String)] = []

  public init(files: [SwiftFileModel], project: ProjectIndex = .empty) {
    self.files = files
    self.project = project
    for (fileIndex, file) in files.enumerated() {
      for member in file.viewMembers {
        let key = "\(member.type ?? "").\(member.name)"
        if members[key] == nil { members[key] = (fileIndex, member) }
        if member.name == "body", !member.isFunction, let type = member.type {
          if let first = bodies[type] {
            if first.file != fileIndex { duplicates.append((type, file.path)) }
          } else {
            bodies[type] = (fileIndex, member)
          }
        }
      }
    }
  }

  /// The SwiftUI view types, in file and source order: each type with a `body` of views (an
  /// `App`'s scenes are left out).
  public var viewNames: [String] {
    var names: [String] = []
    for (fileIndex, file) in files.enumerated() {
      for member in file.viewMembers where member.name == "body" && !member.isFunction {
        guard let type = member.type, bodies[type]?.file == fileIndex, !names.contains(type) else { continue }
        let roots = member.roots.map { file.views[$0].name }
        if roots.contains(where: { ["WindowGroup", "DocumentGroup", "Settings", "MenuBarExtra"].contains($0) }) { continue }
        names.append(type)
      }
    }
    return names
  }

  public func screens(language: Language = .english) -> [SpokenScreen] {
    viewNames.compactMap { screen(named: $0, language: language) }
  }

  /// The elements of view type `name`; stumbles are judged on the words spoken in `language`.
  public func screen(named name: String, language: Language = .english) -> SpokenScreen? {
    guard let body = bodies[name] else { return nil }
    var scope = Scope()
    scope.expanding = [name]
    var elements = self.elements(ofRoots: body.member.roots, file: body.file, scope: scope, container: "\(name).body")
    Self.markStumbles(&elements, renderer: SpeechRenderer(language: language, strings: project.localizedStrings))
    // Code that only ships on another platform (`#if os(macOS)`) is shown, but judged on iOS only.
    for index in elements.indices where elements[index].conditions.contains(where: SwiftFileModel.isOtherPlatformOnly) {
      elements[index].stumbles.removeAll { $0.kind != .unresolvedView }
    }
    return SpokenScreen(name: name, file: files[body.file].path, position: body.member.position, elements: elements)
  }

  // MARK: Walk

  struct Scope {
    var conditions: [String] = []
    var repeatedFor: String?
    /// Types and members being expanded, against recursion.
    var expanding: Set<String> = []
    /// Custom views and members expanded on the way here (a chain of distinct ones is cut off).
    var depth = 0
  }

  func elements(ofRoots roots: [Int], file: Int, scope: Scope, container: String) -> [SpokenElement] {
    let model = files[file]
    return inOrder(roots.map { elements(of: model.views[$0], file: file, scope: scope) }, container: container)
  }

  /// Children's elements in reading order: source order (top to bottom, leading to trailing in
  /// stacks), then by `.accessibilitySortPriority`, higher first, among siblings.
  func inOrder(_ groups: [[SpokenElement]], container: String) -> [SpokenElement] {
    var groups = groups
    if groups.contains(where: { $0.contains { $0.sortPriority != nil } }) {
      let priorities = groups.map { group in group.compactMap(\.sortPriority).max() ?? 0 }
      groups = zip(groups, priorities).enumerated()
        .sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }
        .map(\.element.0)
    }
    return groups.flatMap { group in
      group.map { element in
        var element = element
        if element.container == nil { element.container = container }
        return element
      }
    }
  }

  static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group",
    "ScrollView", "ScrollViewReader", "GeometryReader", "NavigationStack", "NavigationView", "NavigationSplitView",
    "Form", "ViewThatFits", "ToolbarItem", "ToolbarItemGroup", "GroupBox", "ControlGroup",
    "TabView", "AnyView", "HSplitView", "VSplitView",
  ]
  /// Views read as one element besides the controls the rules know (`SwiftUIView.controlNames`).
  static let otherElements: Set<String> = ["Tab", "ProgressView", "PhotosPicker", "Gauge"]
  static let silent: Set<String> = [
    "Spacer", "Divider", "EmptyView", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
    "UnevenRoundedRectangle", "Path", "LinearGradient", "RadialGradient", "AngularGradient", "Canvas",
  ]

  func elements(of view: SwiftUIView, file fileIndex: Int, scope outer: Scope) -> [SpokenElement] {
    let file = files[fileIndex]
    var scope = outer
    if let condition = view.branchCondition {
      scope.conditions += condition.components(separatedBy: " · ")
    }
    if view.hiddenByOwnModifier == true {
      // `.accessibilityHidden(true).overlay(Text(day))`: the overlay attached after it is still read.
      return inOrder(file.shownPastHiding(of: view).map { elements(of: $0, file: fileIndex, scope: scope) }, container: "\(file.path):\(view.index)")
    }
    // `.accessibilityHidden(isCollapsed)`: read only while the condition is false.
    if view.hiddenByOwnModifier == nil, let hidden = view.modifiers(named: "accessibilityHidden").last?.arguments.firstUnlabeled {
      scope.conditions.append("not hidden: !(\(hidden.text))")
    }

    func element() -> SpokenElement {
      var element = SpokenElement(viewName: view.name, file: file.path, position: view.position)
      element.conditions = scope.conditions
      element.repeatedFor = scope.repeatedFor
      return element
    }
    func children(_ slots: (ViewSlot) -> Bool, scope: Scope) -> [SpokenElement] {
      inOrder(view.children.map { file.views[$0] }.filter { slots($0.slot) }.map { elements(of: $0, file: fileIndex, scope: scope) },
              container: "\(file.path):\(view.index)")
    }
    let contentSlots: (ViewSlot) -> Bool = { slot in
      switch slot {
      case .content, .label, .title, .root: true
      case .named(let name): ["header", "footer", "sidebar", "detail"].contains(name)
      default: false
      }
    }

    var content: [SpokenElement]
    var isOneElement = false
    let representation = view.children.map { file.views[$0] }.filter {
      if case .modifier(let name, _) = $0.slot { return name == "accessibilityRepresentation" }
      return false
    }
    if !representation.isEmpty {
      // `.accessibilityRepresentation { Toggle(...) }`: VoiceOver reads the stand-in instead.
      content = inOrder(representation.map { elements(of: $0, file: fileIndex, scope: scope) }, container: "\(file.path):\(view.index)")
    } else if view.kind == .call, view.isControl || Self.otherElements.contains(view.name) {
      content = [controlElement(view, in: fileIndex, base: element())]
      isOneElement = true
    } else if view.kind == .call, view.name == "Text" || view.name == "Label" {
      var text = element()
      text.label = file.spokenLabel(of: view, customViews: speech(in: fileIndex, scope: scope), oneBranch: true)
      content = [text]
      isOneElement = true
    } else if view.kind == .call, view.name == "Image" {
      let label = file.spokenImageName(of: view)
      if label.isEmpty {
        content = []
      } else {
        var image = element()
        image.label = label
        image.traits = [.image]
        content = [image]
      }
      isOneElement = true
    } else if view.kind == .call, view.name == "ForEach" || view.name == "List" && view.arguments.first.map({ $0.label == nil && $0.value.kind != .closure }) == true {
      // Rows are written once and repeated for each item: shown once, with the collection.
      var rowScope = scope
      rowScope.repeatedFor = view.arguments.first?.value.text ?? "…"
      // Each view the closure builds is a row (`ForEach { Card(); Divider() }`).
      content = inOrder(view.children.map { file.views[$0] }.filter { contentSlots($0.slot) }.map { child in
        var row = elements(of: child, file: fileIndex, scope: rowScope)
        if isRow(child, in: fileIndex) { Self.markFragmentedRow(&row) }
        return row
      }, container: "\(file.path):\(view.index)")
    } else if view.kind == .call, view.name == "List" || view.name == "Section" {
      var sectionContent: [SpokenElement] = []
      // `Section("Title")`, `Section(header: Text("Title"))`: the header is read first, as a heading.
      if view.name == "Section", let title = view.titleArgument ?? view.argument("header").flatMap({ $0.kind == .closure ? nil : $0 }) {
        var header = element()
        header.label = [SpokenText(expression: title)]
        header.traits = [.header]
        sectionContent.append(header)
      }
      // A section's header comes first and its footer last, whatever order the closures are written in.
      let rank: (SwiftUIView) -> Int = { $0.slot == .named("header") ? 0 : $0.slot == .named("footer") ? 2 : 1 }
      let sectionChildren = view.children.map({ file.views[$0] }).filter { contentSlots($0.slot) }
      for child in sectionChildren.enumerated().sorted(by: { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }).map(\.element) {
        var rows = elements(of: child, file: fileIndex, scope: scope)
        if child.slot == .named("header") { for index in rows.indices { rows[index].addTrait(.header) } }
        // A row of a static list: its texts and images are read one by one unless combined.
        if child.slot == .content, isRow(child, in: fileIndex) { Self.markFragmentedRow(&rows) }
        sectionContent += rows
      }
      if view.name == "Section", let footer = view.argument("footer"), footer.kind != .closure {
        var footerElement = element()
        footerElement.label = [SpokenText(expression: footer)]
        sectionContent.append(footerElement)
      }
      content = inOrder([sectionContent], container: "\(file.path):\(view.index)")
    } else if view.kind == .call, view.name == "TabView" {
      content = tabViewElements(view, in: fileIndex, scope: scope)
    } else if view.kind == .call, view.name == "DisclosureGroup" {
      // `DisclosureGroup("Details") { ... }`: a button that says whether it is open; the content
      // is there only when it is.
      var disclosure = element()
      let title = view.arguments.first.flatMap { $0.label == nil && $0.value.kind != .closure ? $0.value : nil }
      disclosure.label = title.map { [SpokenText(expression: $0)] }
        ?? children({ $0 == .label }, scope: scope).flatMap { $0.label + $0.value }
      disclosure.value = [SpokenText(.system(LocalizedText(en: "‹expanded|collapsed›", ko: "‹펼쳐짐|접힘›")))]
      disclosure.traits = [.button]
      var openScope = scope
      openScope.conditions.append("expanded")
      let inside = children({ $0 == .content }, scope: openScope)
      content = [disclosure] + inside
    } else if view.kind == .call, view.name == "LabeledContent" {
      // `LabeledContent("Total", value: price)`: one element, its title then its value;
      // `LabeledContent { value } label: { title }` reads both closures, label first.
      var labeled = element()
      if let title = view.titleArgument {
        labeled.label = [SpokenText(expression: title)]
        if let value = view.argument("value") { labeled.value = [SpokenText(expression: value)] }
        content = [labeled]
        isOneElement = true
      } else {
        content = children({ $0 == .label }, scope: scope) + children({ $0 == .content }, scope: scope)
      }
    } else if view.kind == .call, view.name == "ContentUnavailableView" {
      // `ContentUnavailableView("No orders", systemImage: "cart", description: Text("..."))`.
      var unavailable = element()
      unavailable.label = ([view.titleArgument, view.argument("description")].compactMap { $0 }).map(SpokenText.init(expression:))
      if unavailable.label.isEmpty { unavailable.label = file.spokenContent(of: view) }
      content = [unavailable]
      isOneElement = true
    } else if view.kind == .call, Self.silent.contains(view.name) {
      content = []
    } else if view.kind == .reference, view.name.hasPrefix("Color.") || view.name.hasPrefix(".") {
      // `Color.black`, `.clear` as a view: a fill, nothing to say.
      content = []
    } else if view.kind == .call, Self.containers.contains(view.name) {
      content = children(contentSlots, scope: scope)
    } else if let expanded = expand(view, in: fileIndex, scope: scope) {
      content = expanded
    } else {
      var unknown = element()
      unknown.label = [SpokenText(.unknown(view.kind == .call ? "\(view.name)(…)" : view.name), at: view.position)]
      unknown.stumbles.append(Stumble(kind: .unresolvedView, message: LocalizedText(
        en: "not followed: a view this preview can't see into; what it says is unknown",
        ko: "따라가지 못한 뷰입니다. 무엇을 읽는지 알 수 없습니다")))
      content = [unknown]
    }

    return applyModifiers(of: view, in: fileIndex, to: content, isOneElement: isOneElement, scope: scope)
  }

  /// A single row of a list: a stack, or a custom view or member whose body is one stack. A
  /// `Group`, a member building several views or a nested `ForEach` makes several rows.
  func isRow(_ view: SwiftUIView, in fileIndex: Int, depth: Int = 0) -> Bool {
    if ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Grid", "GridRow"].contains(view.name) { return true }
    guard depth < 3 else { return false }
    let target: (file: Int, member: ViewMember)?
    if view.kind == .call { target = bodies[view.name] } else {
      let name = view.name.hasPrefix("self.") ? String(view.name.dropFirst(5)) : view.name
      target = members["\(view.enclosingType ?? "").\(name)"]
    }
    guard let target, target.member.roots.count == 1 else { return false }
    return isRow(files[target.file].views[target.member.roots[0]], in: target.file, depth: depth + 1)
  }

  /// A custom view's body or a member's views (`header`, `row(item)`), read in place.
  func expand(_ view: SwiftUIView, in fileIndex: Int, scope: Scope) -> [SpokenElement]? {
    var scope = scope
    var target: (file: Int, member: ViewMember)?
    var key = ""
    if view.kind == .call, let body = bodies[view.name] {
      target = body
      key = view.name
    } else if view.name.first?.isLowercase == true {
      let name = view.name.hasPrefix("self.") ? String(view.name.dropFirst(5)) : view.name
      key = "\(view.enclosingType ?? "").\(name)"
      target = members[key]
    }
    guard let target, !scope.expanding.contains(key), scope.depth < Self.maximumDepth else { return nil }
    scope.expanding.insert(key)
    scope.depth += 1
    let expanded = elements(ofRoots: target.member.roots, file: target.file, scope: scope, container: "\(key)")
    // `SimpleButton(systemImage: "paperplane.fill")`: the body's `systemImage` is that argument.
    var arguments: [String: ExpressionInfo] = [:]
    for argument in view.arguments { if let label = argument.label { arguments[label] = argument.value } }
    guard !arguments.isEmpty else { return expanded }
    func substitute(_ parts: [SpokenText]) -> [SpokenText] {
      parts.map { part in
        switch part.kind {
        case .unknown(let name), .symbolExpression(let name):
          guard let value = arguments[name] else { return part }
          if case .symbolExpression = part.kind {
            return value.stringLiteral.map { SpokenText(.symbol($0), at: part.position) } ?? SpokenText(.symbolExpression(value.text), at: part.position)
          }
          return SpokenText(expression: value)
        default: return part
        }
      }
    }
    return expanded.map { element in
      var element = element
      element.label = substitute(element.label)
      element.value = substitute(element.value)
      element.hint = substitute(element.hint)
      element.actions = element.actions.map(substitute)
      return element
    }
  }

  /// Label parts of a custom view inside a control's label: what its elements say, joined.
  func speech(in fileIndex: Int, scope: Scope) -> SwiftFileModel.CustomViewSpeech {
    { view in
      guard let expanded = expand(view, in: fileIndex, scope: scope) else { return nil }
      // One branch of each if/else inside it, as in the label's own content.
      var taken: [[String]] = []
      var parts: [SpokenText] = []
      for element in expanded where !taken.contains(where: { Self.exclusive($0, element.conditions) }) {
        taken.append(element.conditions)
        parts += element.label + element.value
      }
      return parts
    }
  }

  func controlElement(_ view: SwiftUIView, in fileIndex: Int, base: SpokenElement) -> SpokenElement {
    let file = files[fileIndex]
    var element = base
    element.label = file.spokenLabel(of: view, customViews: speech(in: fileIndex, scope: Scope(expanding: [view.enclosingType ?? ""])), oneBranch: true)
    func unknownValue(_ label: String?) -> [SpokenText] {
      guard let value = view.argument(label) else { return [] }
      // `$text` is the binding; the value is what it holds.
      let shown = value.text.hasPrefix("$") ? String(value.text.dropFirst()) : value.text
      return [SpokenText(.unknown(shown), at: value.start)]
    }
    switch view.name {
    case "Link": element.traits = [.link]
    case "Menu": element.traits = [.popUpButton]
    case "Picker":
      element.value = unknownValue("selection")
      element.traits = [.popUpButton]
    case "Toggle":
      element.value = [SpokenText(.system(LocalizedText(en: "‹on|off›", ko: "‹켬|끔›")))]
      element.traits = [.toggle]
    case "Slider", "Stepper":
      element.value = unknownValue("value")
      element.traits = [.adjustable]
    case "DatePicker":
      element.value = unknownValue("selection")
      element.traits = [.button]
    case "TextField", "TextEditor":
      element.value = unknownValue("text")
      element.traits = [.textField]
    case "SecureField": element.traits = [.secureTextField]
    case "ProgressView":
      // `ProgressView()` spins with no value; `ProgressView(value:)` reads its fraction.
      element.value = view.argument("value") != nil
        ? unknownValue("value") : [SpokenText(.system(LocalizedText(en: "In progress", ko: "진행 중")))]
    case "Gauge": element.value = unknownValue("value")
    case "Tab": element.traits = [.tab]
    default: element.traits = [.button]
    }
    return element
  }

  func applyModifiers(of view: SwiftUIView, in fileIndex: Int, to content: [SpokenElement], isOneElement: Bool, scope: Scope) -> [SpokenElement] {
    let file = files[fileIndex]
    var elements = content
    let container = "\(file.path):\(view.index)"
    func modifierContent(_ names: Set<String>, where include: (SwiftUIView) -> Bool = { _ in true }) -> [SpokenElement] {
      inOrder(view.children.map { file.views[$0] }.filter { child in
        if case .modifier(let name, _) = child.slot { return names.contains(name) && include(child) }
        return false
      }.map { self.elements(of: $0, file: fileIndex, scope: scope) }, container: container)
    }

    // One element made of its children.
    switch view.childBehavior {
    case .ignore?:
      var merged = SpokenElement(viewName: view.name, file: file.path, position: view.position)
      merged.conditions = scope.conditions
      merged.repeatedFor = scope.repeatedFor
      if let label = view.accessibilityLabel { merged.label = [SpokenText(expression: label)] }
      elements = [merged]
    case .combine?, .unknown?:
      var merged = SpokenElement(viewName: view.name, file: file.path, position: view.position)
      merged.conditions = scope.conditions
      merged.repeatedFor = scope.repeatedFor
      if let label = view.accessibilityLabel {
        merged.label = [SpokenText(expression: label)]
      } else {
        merged.label = elements.flatMap { $0.label + $0.value }
      }
      for trait in elements.flatMap(\.traits) where trait != .image { merged.addTrait(trait) }
      merged.actions = elements.flatMap(\.actions)
      elements = [merged]
    case .contain?, nil:
      if !isOneElement, let label = view.accessibilityLabel {
        for index in elements.indices { elements[index].label = [SpokenText(expression: label)] }
      }
    }

    // Own accessibility settings.
    for index in elements.indices {
      if let value = view.modifiers(named: "accessibilityValue").last?.arguments.firstUnlabeled {
        elements[index].value = [SpokenText(expression: value)]
      }
      if let hint = view.accessibilityHint { elements[index].hint = [SpokenText(expression: hint)] }
      for trait in view.addedTraits.compactMap(SpokenTrait.init(swiftUITrait:)) { elements[index].addTrait(trait) }
      // `.accessibilityAddTraits(isFavorite ? .isSelected : [])`: a trait while a condition holds.
      for modifier in view.modifiers(named: "accessibilityAddTraits") {
        guard case .ternary(let condition, let then, let otherwise)? = modifier.arguments.firstUnlabeled?.kind else { continue }
        for trait in then.memberNames.compactMap(SpokenTrait.init(swiftUITrait:)) {
          elements[index].conditionalTraits.append(ConditionalTrait(trait: trait, condition: condition.text))
        }
        for trait in otherwise.memberNames.compactMap(SpokenTrait.init(swiftUITrait:)) {
          elements[index].conditionalTraits.append(ConditionalTrait(trait: trait, condition: "!(\(condition.text))"))
        }
      }
      if view.hasModifier("accessibilityHeading") { elements[index].addTrait(.header) }
      if view.hasModifier("accessibilityAdjustableAction") { elements[index].addTrait(.adjustable) }
      for modifier in view.modifiers {
        if modifier.name == "accessibilityRemoveTraits" || modifier.name == "accessibility" && modifier.arguments.has(label: "removeTraits"),
           let removed = (modifier.arguments.firstUnlabeled ?? modifier.arguments.first(labeled: "removeTraits")) {
          let traits = Set(removed.memberNames.compactMap(SpokenTrait.init(swiftUITrait:)))
          elements[index].traits.removeAll { traits.contains($0) }
        }
        if modifier.name == "accessibilityAction", let name = modifier.arguments.first(labeled: "named") {
          elements[index].actions.append([SpokenText(expression: name)])
        }
        if modifier.name == "accessibilitySortPriority", let priority = modifier.arguments.firstUnlabeled?.numberLiteral {
          elements[index].sortPriority = priority
        }
      }
      if let disabled = view.modifiers(named: "disabled").last?.arguments.firstUnlabeled, elements[index].isInteractive {
        if disabled.boolLiteral == true { elements[index].addTrait(.dimmed) }
        else if disabled.boolLiteral == nil {
          elements[index].conditionalTraits.append(ConditionalTrait(trait: .dimmed, condition: disabled.text))
        }
      }
    }

    // A project helper that sets the label, value or hint (`.a11yButton("Cart")`, expanded by the
    // project index into what it sets): its words are whatever it was given, shown as the call.
    let helpers = Dictionary(view.modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func describeHelpers(_ parts: [SpokenText]) -> [SpokenText] {
      parts.map { part in
        guard case .unknown(let name) = part.kind, let call = helpers[name], !call.name.hasPrefix("accessibility") else { return part }
        let arguments = call.arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ")
        return SpokenText(.unknown("\(name)(\(arguments))"), at: part.position)
      }
    }
    for index in elements.indices {
      elements[index].label = describeHelpers(elements[index].label)
      elements[index].value = describeHelpers(elements[index].value)
      elements[index].hint = describeHelpers(elements[index].hint)
    }

    // A tap gesture on something that isn't announced as a control.
    if view.tapGestureModifier != nil, !view.isControl, let first = elements.indices.first,
       !elements.contains(where: { $0.traits.contains(.button) || $0.traits.contains(.link) }) {
      elements[first].stumbles.append(Stumble(kind: .noRole, message: LocalizedText(
        en: "acts on a tap but has no button trait: VoiceOver doesn't say it can be activated (.accessibilityAddTraits(.isButton) or a Button)",
        ko: "탭하면 동작하지만 버튼 특성이 없어 VoiceOver가 실행할 수 있다고 알리지 않습니다 (.accessibilityAddTraits(.isButton) 또는 Button 사용)")))
    }

    // Swipe actions and `.accessibilityActions { Button(...) }` become custom actions.
    let swipeButtons = view.children.map { file.views[$0] }.filter {
      if case .modifier(let name, _) = $0.slot { return name == "swipeActions" || name == "accessibilityActions" }
      return false
    }.flatMap { [$0] + file.descendants(of: $0) }.filter { $0.name == "Button" }
    if !swipeButtons.isEmpty, !elements.isEmpty {
      elements[0].actions += swipeButtons.map { file.spokenLabel(of: $0) }
    }

    // Content shown with the view: the navigation title and toolbar first, overlays after.
    var before: [SpokenElement] = []
    if let title = view.modifiers(named: "navigationTitle").last?.arguments.firstUnlabeled {
      var heading = SpokenElement(viewName: "navigationTitle", file: file.path, position: title.start)
      heading.conditions = scope.conditions
      heading.label = [SpokenText(expression: title)]
      heading.traits = [.header]
      before.append(heading)
    }
    if let search = view.modifiers(named: "searchable").last {
      var field = SpokenElement(viewName: "searchable", file: file.path, position: search.position)
      field.conditions = scope.conditions
      field.label = search.arguments.first(labeled: "prompt").map { [SpokenText(expression: $0)] }
        ?? [SpokenText(.system(LocalizedText(en: "Search", ko: "검색")))]
      field.value = search.arguments.first(labeled: "text").map { [SpokenText(.unknown($0.text))] } ?? []
      field.traits = [.searchField]
      before.append(field)
    }
    let isBottom: (SwiftUIView) -> Bool = { item in
      item.arguments.first(labeled: "placement")?.text.lowercased().contains("bottom") == true
    }
    before += modifierContent(["toolbar"]) { !isBottom($0) }
    let after = modifierContent(["overlay", "safeAreaInset"]) + modifierContent(["toolbar"], where: isBottom)
      + mergedTabItem(modifierContent(["tabItem"]), of: view, in: fileIndex, scope: scope)
    return before + elements + after
  }

  /// `.tabItem { Label("Home", systemImage: "house") }`: one tab bar button named by its content.
  func mergedTabItem(_ content: [SpokenElement], of view: SwiftUIView, in fileIndex: Int, scope: Scope) -> [SpokenElement] {
    guard !content.isEmpty else { return [] }
    var tab = SpokenElement(viewName: "tabItem", file: files[fileIndex].path, position: content[0].position)
    tab.label = content.flatMap(\.label).filter { part in
      if case .symbol = part.kind { return content.count == 1 }
      return true
    }
    tab.traits = [.tab]
    tab.isTabBarItem = true
    return [tab]
  }

  /// A `TabView`: each tab's content, noted with its tab, then the tab bar.
  func tabViewElements(_ view: SwiftUIView, in fileIndex: Int, scope: Scope) -> [SpokenElement] {
    let file = files[fileIndex]
    var content: [SpokenElement] = []
    var tabBar: [SpokenElement] = []
    let renderer = SpeechRenderer(language: .english, strings: project.localizedStrings)
    for child in view.children.map({ file.views[$0] }) where child.slot == .content {
      var elements: [SpokenElement]
      var items: [SpokenElement]
      if child.kind == .call, child.name == "Tab" {
        // `Tab("Menu", systemImage: "cup.and.saucer") { MenuView() }` (iOS 18): the tab bar button
        // and, behind it, the tab's content.
        var tab = controlElement(child, in: fileIndex, base: SpokenElement(viewName: "Tab", file: file.path, position: child.position))
        tab.conditions = scope.conditions
        tab.isTabBarItem = true
        items = applyModifiers(of: child, in: fileIndex, to: [tab], isOneElement: true, scope: scope)
        elements = inOrder(child.children.map { file.views[$0] }.filter { $0.slot == .content }
          .map { self.elements(of: $0, file: fileIndex, scope: scope) }, container: "\(file.path):\(child.index)")
      } else {
        elements = self.elements(of: child, file: fileIndex, scope: scope)
        items = elements.filter(\.isTabBarItem)
        elements.removeAll(where: \.isTabBarItem)
      }
      if let name = items.first.map({ renderer.words($0.label) }) {
        for index in elements.indices { elements[index].conditions.insert("tab “\(name)”", at: scope.conditions.count) }
      }
      content += elements
      tabBar += items
    }
    return inOrder([content, tabBar], container: "\(file.path):\(view.index)")
  }

  // MARK: Stumbles

  /// A row (of a `List` or `ForEach`) whose texts and images are read one by one.
  static func markFragmentedRow(_ row: inout [SpokenElement]) {
    // Pieces on screen together: whenever a piece is shown, so is every piece whose branch
    // conditions lead to it (an if and its else are never on screen at once).
    // Headings are stops of their own by design; a view this preview can't see into may be one element.
    let candidates = row.indices.filter {
      !row[$0].isInteractive && !row[$0].traits.contains(.header) && !row[$0].stumbles.contains { $0.kind == .unresolvedView }
    }
    let together = candidates.map { shown in
      // Greedily, from `shown`, every piece that can be on screen with all those taken so far.
      candidates.reduce(into: [shown]) { taken, other in
        if other != shown, taken.allSatisfy({ !Self.exclusive(row[$0].conditions, row[other].conditions) }) { taken.append(other) }
      }.sorted()
    }
    guard let pieces = together.max(by: { $0.count < $1.count }), pieces.count >= 2, let first = pieces.first else { return }
    row[first].stumbles.append(Stumble(kind: .fragmentedRow, message: LocalizedText(
      en: "this row is read in \(pieces.count) separate pieces; group it with .accessibilityElement(children: .combine) or give it one label",
      ko: "이 행은 \(pieces.count)개의 조각으로 따로 읽힙니다. .accessibilityElement(children: .combine) 수정자로 묶거나 레이블 하나를 지정하세요")))
  }

  /// Two branch paths that can't hold at once: they part at branches of the same `if` chain
  /// ("if a" / "else (not a)") or cases of the same `switch`.
  static func exclusive(_ first: [String], _ second: [String]) -> Bool {
    for (a, b) in zip(first, second) where a != b {
      func test(_ condition: String) -> String? {
        for prefix in ["else if ", "if "] where condition.hasPrefix(prefix) {
          let rest = condition.dropFirst(prefix.count)
          return String(rest.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
        }
        return nil
      }
      if let t = test(a), b.contains("not \(t)") { return true }
      if let t = test(b), a.contains("not \(t)") { return true }
      if a.hasPrefix("switch "), b.hasPrefix("switch "), a.split(separator: " ").dropFirst().first == b.split(separator: " ").dropFirst().first {
        return true
      }
      if a.hasPrefix("#"), b.hasPrefix("#") { return true }
      // `if mode == "Active_Empty"` beside `if mode == "Active"`: one value can't equal both.
      if let (subject, value) = equalityTest(a), let (other, otherValue) = equalityTest(b), subject == other, value != otherValue { return true }
      return false
    }
    return false
  }

  /// `if state == "Active"`, `if tab == .home` → (`state`, `"Active"`): a test of one value
  /// against a literal or a case.
  static func equalityTest(_ condition: String) -> (String, String)? {
    guard condition.contains("=="), let match = condition.wholeMatch(of: /(?:else )?if\s+([A-Za-z_][\w.]*)\s*==\s*("[^"]*"|\.[A-Za-z_]\w*|-?\d+)\s*/) else { return nil }
    return (String(match.output.1), String(match.output.2))
  }

  /// `uikit`: the fixes are said in UIKit's terms (an accessibility label, a container element).
  public static func markStumbles(_ elements: inout [SpokenElement], renderer: SpeechRenderer, uikit: Bool = false) {
    for index in elements.indices {
      let element = elements[index]
      // An asset image read by its file name (the catalog has no text for it).
      for part in element.label {
        if case .assetName(let name) = part.kind, renderer.translation(of: name) == nil {
          elements[index].stumbles.append(Stumble(kind: .fileNameReadAloud, message: uikit ? LocalizedText(
            en: "reads the image's file name '\(name)'; set an accessibility label (a decorative image: make it no accessibility element)",
            ko: "이미지 파일 이름을 그대로 읽습니다('\(name)'). 접근성 레이블을 지정하세요(장식용 이미지라면 접근성 요소에서 빼세요)") : LocalizedText(
            en: "reads the image's file name '\(name)'; give it .accessibilityLabel(_:) or make it decorative",
            ko: "이미지 파일 이름을 그대로 읽습니다('\(name)'). .accessibilityLabel(_:)을 지정하거나 장식용으로 만드세요")))
        }
      }
      // A label that names the role ("버튼, 버튼"): VoiceOver says the role twice.
      let roles = Set(element.traits.map { $0.words.text(in: renderer.language).lowercased() })
      if roles.contains(renderer.words(element.label).lowercased()) {
        elements[index].stumbles.append(Stumble(kind: .repeatedPhrase, message: LocalizedText(
          en: "the label only names the role, so VoiceOver says the role twice; say what it does",
          ko: "레이블이 역할 이름뿐이라 VoiceOver가 역할을 두 번 읽습니다. 기능을 레이블로 지정하세요")))
      }
      if element.isInteractive, renderer.words(element.label).isEmpty {
        elements[index].stumbles.append(Stumble(kind: .unnamedControl, message: LocalizedText(
          en: "a control with no name: VoiceOver says only its role",
          ko: "이름 없는 컨트롤입니다. VoiceOver가 역할만 읽습니다")))
      }
      // The same words twice within one element ("Add, Add").
      // Words the source spells out; a symbol's name only where its source is more than a guess.
      let knownParts = element.label.filter { part in
        switch part.kind {
        case .unknown, .template, .symbolExpression, .choice: false
        case .symbol(let name): [.projectReference, .publishedObservation].contains(SymbolNames.source(of: name))
        default: true
        }
      }
      let words = knownParts.count == element.label.count ? element.label.map(renderer.words).filter { !$0.isEmpty } : []
      if zip(words, words.dropFirst()).contains(where: { $0.lowercased() == $1.lowercased() }) {
        elements[index].stumbles.append(Stumble(kind: .repeatedPhrase, message: LocalizedText(
          en: "says the same words twice in a row; hide the icon or set one label",
          ko: "같은 말을 연달아 두 번 읽습니다. 아이콘을 숨기거나 레이블을 하나로 지정하세요")))
      }
      guard index > 0 else { continue }
      let previous = elements[index - 1]
      let said = renderer.words(element.label), saidBefore = renderer.words(previous.label)
      // Only words the source spells out: two `‹title›`s may well differ at run time.
      let known = { (parts: [SpokenText]) in parts.allSatisfy { part in
        switch part.kind {
        case .unknown, .template, .symbolExpression, .choice: false
        default: true
        }
      } }
      if !said.isEmpty, said.lowercased() == saidBefore.lowercased(), element.conditions == previous.conditions,
         known(element.label), known(previous.label) {
        elements[index].stumbles.append(Stumble(kind: .repeatedPhrase, message: LocalizedText(
          en: "repeats what the element before it said; hide one of them or group them",
          ko: "바로 앞 요소와 같은 말을 반복합니다. 하나를 숨기거나 묶으세요")))
      }
      // An image followed by its caption, in the same container, read as two stops.
      if previous.traits == [.image], element.traits.isEmpty, previous.container == element.container,
         previous.conditions == element.conditions, !said.isEmpty {
        elements[index - 1].stumbles.append(Stumble(kind: .imageAndCaption, message: uikit ? LocalizedText(
          en: "this image and the text after it are read as two elements; make their container one element with one label",
          ko: "이 이미지와 뒤의 텍스트가 두 요소로 따로 읽힙니다. 둘을 감싼 뷰를 레이블 하나의 접근성 요소로 만드세요") : LocalizedText(
          en: "this image and the text after it are read as two elements; group them with .accessibilityElement(children: .combine)",
          ko: "이 이미지와 뒤의 텍스트가 두 요소로 따로 읽힙니다. .accessibilityElement(children: .combine) 수정자로 묶으세요")))
      }
    }
  }
}
