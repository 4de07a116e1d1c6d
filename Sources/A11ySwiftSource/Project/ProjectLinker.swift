import A11yCore

/// Links one file's model to its project before the rules run: classes declared in other files
/// are resolved, the project's own accessibility helpers count as what they do, and the model
/// can answer questions about custom views and design tokens through the index.
public enum ProjectLinker {
  public static func link(_ model: SwiftFileModel, with index: ProjectIndex) -> SwiftFileModel {
    var linked = model
    linked.project = index
    resolveClasses(&linked, index)
    dropUnplacedViews(&linked, index)
    titleViewsByProjectInitializers(&linked, index)
    let expanded = expandViewModifiers(&linked, index)
    if nameButtonsByTheirStyle(&linked, index) || expanded {
      AccessibilityContextResolver.resolve(&linked.views)
    }
    expandUIKitHelpers(&linked, index)
    HelperCalls.expand(&linked, index)
    return linked
  }

  /// `Label(localized: .settings(.identities), systemImage: "lock.fill")`, through an initializer
  /// the app adds (``ProjectIndex/titleInitializers``): the first argument is the title, as
  /// SwiftUI's own unlabeled one is.
  static func titleViewsByProjectInitializers(_ model: inout SwiftFileModel, _ index: ProjectIndex) {
    guard !index.titleInitializers.isEmpty else { return }
    for viewIndex in model.views.indices where model.views[viewIndex].kind == .call {
      let view = model.views[viewIndex]
      guard let labels = index.titleInitializers[view.name], let first = view.arguments.first,
            let label = first.label, labels.contains(label) else { continue }
      model.views[viewIndex].arguments[0].label = nil
    }
  }

  /// View properties never put on screen (``ProjectIndex/viewPropertiesNeverPlaced``) show nothing to judge.
  static func dropUnplacedViews(_ model: inout SwiftFileModel, _ index: ProjectIndex) {
    guard !index.viewPropertiesNeverPlaced.isEmpty else { return }
    model.uikitObjects.removeAll { object in
      guard !object.isLocal, let type = object.enclosingType else { return false }
      return index.viewPropertiesNeverPlaced.contains(TypeIndex.simpleName(type) + "." + object.name)
    }
  }

  /// Objects whose class derives from a type in another file get their UIKit class, or go.
  static func resolveClasses(_ model: inout SwiftFileModel, _ index: ProjectIndex) {
    guard model.uikitObjects.contains(where: { !$0.classIsResolved }) else { return }
    model.uikitObjects = model.uikitObjects.compactMap { object in
      guard !object.classIsResolved else { return object }
      guard let uikit = index.types.uikitClass(of: object.declaredClass) else { return nil }
      var resolved = object
      resolved.uikitClass = uikit
      resolved.classIsResolved = true
      return resolved
    }
  }

  /// A `Button` styled (on itself or an ancestor) by a project `ButtonStyle` that draws its own
  /// title (`.buttonStyle(SupportButtonStyle(title: "Leave us a review"))`, whose `makeBody`
  /// shows `Text(self.title)`) is named by that title: it becomes the button's label here.
  static func nameButtonsByTheirStyle(_ model: inout SwiftFileModel, _ index: ProjectIndex) -> Bool {
    guard !index.buttonStyleTitles.isEmpty else { return false }
    func title(from modifiers: [ViewModifierCall]) -> ExpressionInfo? {
      guard let style = modifiers.last(where: { $0.name == "buttonStyle" })?.arguments.firstUnlabeled,
            let type = style.callee, let drawn = index.buttonStyleTitles[TypeIndex.simpleName(type)] else { return nil }
      switch drawn {
      case .literal(let text):
        return ExpressionInfo(kind: .string(text), text: "\"\(text)\"", start: style.start, end: style.end)
      case .property(let name):
        return style.callArguments.first(labeled: name)
      case .passedThrough(let view, let name):
        guard index.contentPassingViews.contains(view) else { return nil }
        return style.callArguments.first(labeled: name)
      }
    }
    var changed = false
    for viewIndex in model.views.indices where model.views[viewIndex].kind == .call && model.views[viewIndex].name == "Button" {
      let button = model.views[viewIndex]
      guard !button.modifiers.contains(where: { $0.name == "accessibilityLabel" }) else { continue }
      // The nearest `.buttonStyle` wins, as in SwiftUI's environment.
      var found: (ExpressionInfo, ViewModifierCall)?
      var current: SwiftUIView? = button
      while let view = current, found == nil {
        if let style = view.modifiers.last(where: { $0.name == "buttonStyle" }) {
          guard let value = title(from: view.modifiers) else { break }
          found = (value, style)
        }
        current = model.parent(of: view)
      }
      guard let (value, style) = found else { continue }
      model.views[viewIndex].modifiers.append(ViewModifierCall(
        name: "accessibilityLabel", arguments: [Argument(label: nil, value: value)], hasTrailingClosure: false,
        position: style.position, start: style.start, end: style.end))
      changed = true
    }
    return changed
  }

  /// `.a11yButton("Pay")` → what it sets, as the built-in modifiers that set it, placed where it
  /// was applied so ancestors and later modifiers see it as usual.
  static func expandViewModifiers(_ model: inout SwiftFileModel, _ index: ProjectIndex) -> Bool {
    guard !index.viewModifiers.isEmpty else { return false }
    var changed = false
    for viewIndex in model.views.indices {
      let modifiers = model.views[viewIndex].modifiers
      guard modifiers.contains(where: { effect(of: $0, index) != nil }) else { continue }
      var expanded: [ViewModifierCall] = []
      for modifier in modifiers {
        expanded.append(modifier)
        if let effect = effect(of: modifier, index) {
          expanded += equivalentModifiers(effect, at: modifier)
        }
      }
      model.views[viewIndex].modifiers = expanded
      changed = true
    }
    return changed
  }

  /// The argument labels SwiftUI's accessibility modifiers take ("_" for none).
  static let builtInArgumentLabels: [String: Set<String>] = [
    "accessibilityElement": ["children"], "accessibilityLabel": ["_", "isEnabled"], "accessibilityHint": ["_", "isEnabled"],
    "accessibilityValue": ["_", "isEnabled"], "accessibilityHidden": ["_", "isEnabled"], "accessibilityAddTraits": ["_"],
    "accessibilityRemoveTraits": ["_"], "accessibilityIdentifier": ["_", "isEnabled"],
  ]

  static func effect(of modifier: ViewModifierCall, _ index: ProjectIndex) -> AccessibilityEffect? {
    if modifier.name == "modifier", let type = modifier.arguments.firstUnlabeled?.callee {
      return index.viewModifiers[TypeIndex.simpleName(type)]
    }
    // A built-in modifier keeps its meaning even if the project declares one of the same name,
    // unless the call can't be the built-in: SwiftUI's `.accessibility(label:hint:...)` takes only
    // labelled arguments, so `.accessibility(Accessibility(identifier:label:))` is the project's.
    if modifier.name.hasPrefix("accessibility") {
      // A label the built-in never takes (`.accessibilityElement(label: "Subtitled")`, Play SRG's
      // helper beside SwiftUI's `accessibilityElement(children:)`): the project's.
      if let labels = builtInArgumentLabels[modifier.name], modifier.arguments.contains(where: { !labels.contains($0.label ?? "_") }) {
        return index.viewModifiers[modifier.name]
      }
      guard modifier.name == "accessibility", let given = modifier.arguments.firstUnlabeled else { return nil }
      guard var effect = index.viewModifiers[modifier.name] else { return nil }
      // Only a value built on the spot with a label (`Accessibility(identifier:label:)`) is known
      // to give one: without it the wrapper sets "", and a stored value may hold either.
      if effect.setsLabel, given.callee == nil || !given.text.contains("label:") { effect.setsLabel = false }
      return effect.isEmpty ? nil : effect
    }
    return index.viewModifiers[modifier.name]
  }

  private static func equivalentModifiers(_ effect: AccessibilityEffect, at call: ViewModifierCall) -> [ViewModifierCall] {
    func modifier(_ name: String, _ value: ExpressionInfo?, label: String? = nil) -> ViewModifierCall {
      ViewModifierCall(
        name: name, arguments: value.map { [Argument(label: label, value: $0)] } ?? [], hasTrailingClosure: false,
        position: call.position, start: call.start, end: call.end)
    }
    // The value is whatever the helper was given: unknown here, present all the same.
    let given = ExpressionInfo(kind: .reference(call.name), text: call.name, start: call.position, end: call.end)
    var result: [ViewModifierCall] = []
    if let behavior = effect.childBehavior {
      let member: String
      switch behavior {
      case .ignore: member = "ignore"
      case .combine: member = "combine"
      case .contain: member = "contain"
      case .unknown: member = "combine"
      }
      result.append(modifier("accessibilityElement", ExpressionInfo(
        kind: .member(base: nil, name: member), text: "." + member, start: call.position, end: call.end), label: "children"))
    }
    if effect.setsLabel { result.append(modifier("accessibilityLabel", given)) }
    if effect.setsHint { result.append(modifier("accessibilityHint", given)) }
    if effect.setsValue { result.append(modifier("accessibilityValue", given)) }
    if !effect.addedTraits.isEmpty {
      result.append(modifier("accessibilityAddTraits", traitList(effect.addedTraits, at: call.position, end: call.end)))
    }
    if effect.hides {
      var hidden = modifier("accessibilityHidden", ExpressionInfo(kind: .bool(true), text: "true", start: call.position, end: call.end))
      // A helper that hides from sight too (goalpanzi's `isHidden(_:remove:)`, applying `.hidden()`
      // when its test holds) says so: nothing is left that sighted people reach and others can't.
      // (Still read as hidden by the other rules; the test may be false and the view drawn.)
      if effect.hidesFromSight {
        hidden.arguments.append(Argument(label: Self.hiddenFromSightLabel, value: ExpressionInfo(kind: .bool(true), text: "true", start: call.position, end: call.end)))
      }
      result.append(hidden)
    }
    return result
  }

  /// The label of the argument an expanded helper's `accessibilityHidden` carries when the helper
  /// hides the view from sight too.
  public static let hiddenFromSightLabel = "fromSight"

  /// `button.applyAccessibility(label:)` → the assignments the helper makes.
  static func expandUIKitHelpers(_ model: inout SwiftFileModel, _ index: ProjectIndex) {
    guard !index.uikitHelpers.isEmpty else { return }
    for objectIndex in model.uikitObjects.indices {
      let object = model.uikitObjects[objectIndex]
      for call in object.calls {
        // `contentView.enableAccessibility(label:traits:)`: the helper works on the view it is
        // called on, a path below the object.
        let dot = call.method.lastIndex(of: ".")
        let helper = dot.map { String(call.method[call.method.index(after: $0)...]) } ?? call.method
        let receiver = dot.map { String(call.method[...$0]) } ?? ""
        guard let effect = index.uikitHelpers[helper] else { continue }
        func assign(_ property: String, _ value: ExpressionInfo) {
          model.uikitObjects[objectIndex].assignments.append(PropertyAssignment(
            property: receiver + property, value: value, position: call.position, start: call.position, end: call.position))
        }
        let given = ExpressionInfo(kind: .reference(call.method), text: call.method, start: call.position, end: call.position)
        if effect.setsLabel { assign("accessibilityLabel", given) }
        if effect.setsHint { assign("accessibilityHint", given) }
        if effect.setsValue { assign("accessibilityValue", given) }
        if effect.makesElement {
          assign("isAccessibilityElement", ExpressionInfo(kind: .bool(true), text: "true", start: call.position, end: call.position))
        }
        if !effect.addedTraits.isEmpty {
          assign("accessibilityTraits", traitList(effect.addedTraits, at: call.position, end: call.position))
        } else if effect.setsPassedTraits, let traits = call.arguments.first(labeled: "traits") {
          assign("accessibilityTraits", traits)
        }
      }
    }
  }

  /// `[.isButton, .isHeader]` as the model summarises a trait list.
  private static func traitList(_ traits: Set<String>, at start: SourcePosition, end: SourcePosition) -> ExpressionInfo {
    let members = traits.sorted().map { ExpressionInfo(kind: .member(base: nil, name: $0), text: "." + $0, start: start, end: end) }
    return ExpressionInfo(kind: .array(members), text: "[" + members.map(\.text).joined(separator: ", ") + "]", start: start, end: end)
  }
}
