import A11yCore
import SwiftSyntax

/// Turns the statements of a view builder (a `body`, a `@ViewBuilder` member, a control's label
/// closure) into `SwiftUIView`s with their modifier chains, appending to the model.
struct ViewTreeBuilder {
  /// `.accessibility(<label>: value)` (deprecated in iOS 14) → the modifier that replaced it.
  static let deprecatedAccessibilityModifiers: [String: String] = [
    "hidden": "accessibilityHidden", "label": "accessibilityLabel", "hint": "accessibilityHint", "value": "accessibilityValue",
    "addTraits": "accessibilityAddTraits", "removeTraits": "accessibilityRemoveTraits", "identifier": "accessibilityIdentifier",
    "sortPriority": "accessibilitySortPriority", "inputLabels": "accessibilityInputLabels", "selectionIdentifier": "accessibilitySelectionIdentifier",
    "activationPoint": "accessibilityActivationPoint",
  ]

  let converter: PositionConverter
  let summarizer: ExpressionSummarizer
  let enclosingType: String?
  /// The bodies' own `let`/`var` declarations with a value, for the model's constants.
  let declarations = Declarations()

  final class Declarations {
    var constants: [(name: String, value: ExprSyntax)] = []
    /// `#if` clauses met in the statements and modifier chains built.
    var branches: [CompilationBranch] = []
    /// `if mode == .x` / `switch mode` branches met (for ``UnreferencedCode``).
    var selectorBranches: [SelectorBranch] = []
    /// `if #available(iOS N, *)` `else` branches met.
    var belowVersionBranches: [BelowVersionBranch] = []
    var macOnlyBranches: [Range<Int>] = []
    /// `if debug { … }` bodies (``DisabledFlagBranchReader``).
    var flagBranches: [FlagBranch] = []
  }

  /// Closure labels that hold code, not views.
  static let actionLabels: Set<String> = [
    "action", "perform", "primaryAction", "onCommit", "onEditingChanged", "onIncrement", "onDecrement",
    "onDelete", "onMove", "onDismiss", "completion", "handler", "onChange", "operation",
    // PopupView's `customize: { $0.type(.toast) }`, which configures the popup.
    "customize",
  ]

  /// Modifiers whose closure (or view argument) is more content shown with the view.
  static let contentModifiers: Set<String> = [
    "overlay", "background", "toolbar", "safeAreaInset", "contextMenu", "swipeActions",
    "accessibilityRepresentation", "popover", "sheet", "fullScreenCover", "navigationDestination",
    "alert", "confirmationDialog", "searchSuggestions", "refreshable", "tabItem", "accessibilityActions",
    // A popup or toast shown over the screen (exyte's PopupView, `.popup(isPresented:) { … }`, or an
    // app's own modifier of that name): its views were not read at all.
    "popup",
  ]

  /// Modifiers whose content is another screen, not part of this element.
  static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "popup"]

  func build(statements: CodeBlockItemListSyntax, parent: Int?, slot: ViewSlot, into views: inout [SwiftUIView], condition: String? = nil) {
    // `if case` rather than `switch`: the toolchain's SwiftSyntax is built with library
    // evolution, so its enums may grow cases.
    for item in statements {
      if case .expr(let expression) = item.item {
        addView(expression, parent: parent, slot: slot, into: &views, condition: condition)
      } else if case .stmt(let statement) = item.item {
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
          addView(expressionStatement.expression, parent: parent, slot: slot, into: &views, condition: condition)
        } else if let returnStatement = statement.as(ReturnStmtSyntax.self), let expression = returnStatement.expression {
          addView(expression, parent: parent, slot: slot, into: &views, condition: condition)
        }
      } else if case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
            declarations.constants.append((name, value))
          }
        }
      } else if case .decl(let declaration) = item.item, let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
        // `#if os(iOS) ... #else ... #endif` inside a body: every branch may be what ships.
        declarations.branches += CompilationBranch.branches(of: ifConfig, converter: converter)
        for clause in ifConfig.clauses {
          if case .statements(let branch) = clause.elements {
            let test = clause.condition.map { "\(clause.poundKeyword.text) \(converter.text(of: $0))" } ?? clause.poundKeyword.text
            build(statements: branch, parent: parent, slot: slot, into: &views,
                  condition: condition.map { "\($0) · \(test)" } ?? test)
          }
        }
      }
    }
  }

  func addView(_ expression: ExprSyntax, parent: Int?, slot: ViewSlot, into views: inout [SwiftUIView],
               condition: String? = nil, earlierConditions: [String] = []) {
    // Branches are transparent: their views belong to the enclosing container, and carry the
    // branch's condition so a preview can say when they are there.
    func within(_ branch: String) -> String { condition.map { "\($0) · \(branch)" } ?? branch }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      if let branch = SelectorBranchReader.branch(of: ifExpression, type: enclosingType, converter: converter) {
        declarations.selectorBranches.append(branch)
      }
      declarations.belowVersionBranches += AvailabilityBranchReader.branches(of: ifExpression)
      declarations.macOnlyBranches += MacOnlyBranchReader.branches(of: ifExpression)
      declarations.flagBranches += DisabledFlagBranchReader.branches(of: ifExpression, type: enclosingType)
      let test = converter.text(of: ifExpression.conditions)
      let negated = earlierConditions.map { "not \($0)" }.joined(separator: ", ")
      let branch = earlierConditions.isEmpty ? "if \(test)" : "else if \(test) (\(negated))"
      build(statements: ifExpression.body.statements, parent: parent, slot: slot, into: &views, condition: within(branch))
      if case .ifExpr(let elseIf) = ifExpression.elseBody {
        addView(ExprSyntax(elseIf), parent: parent, slot: slot, into: &views, condition: condition,
                earlierConditions: earlierConditions + [test])
      } else if case .codeBlock(let block) = ifExpression.elseBody {
        let all = (earlierConditions + [test]).map { "not \($0)" }.joined(separator: ", ")
        build(statements: block.statements, parent: parent, slot: slot, into: &views, condition: within("else (\(all))"))
      }
      return
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      declarations.selectorBranches += SelectorBranchReader.branches(of: switchExpression, type: enclosingType, converter: converter)
      let subject = converter.text(of: switchExpression.subject)
      for case .switchCase(let switchCase) in switchExpression.cases {
        // `@unknown default:` runs only for cases a later SDK adds (an `AsyncImagePhase` case
        // beyond loading, success and failure, DOTCHI's profile picture): nothing shown today.
        if switchCase.attribute?.attributeName.trimmedDescription == "unknown" { continue }
        let label = converter.text(of: switchCase.label)
        build(statements: switchCase.statements, parent: parent, slot: slot, into: &views,
              condition: within("switch \(subject) \(label)"))
      }
      return
    }

    // Peel the modifier chain: `Base(...).a(...).b(...)` → base, [a, b].
    var modifierSyntaxes: [FunctionCallExprSyntax] = []
    var propertyModifiers: [MemberAccessExprSyntax] = []
    var current = expression
    while true {
      // `KeyList.GroupView(entity: e)`, `SwiftUI.Text("a")`: a type named through its parent or
      // module is the view itself, not a modifier of its parent's name. A capitalized name called on
      // a view (`Text(title).SF17R()`, a design system's text style) is a modifier all the same.
      if let call = current.as(FunctionCallExprSyntax.self),
         let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
         !Self.isImageFactory(member), !member.declName.baseName.text.startsUppercase || !Self.isNamePath(base) {
        modifierSyntaxes.append(call)
        current = base
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                base.is(FunctionCallExprSyntax.self) {
        // `Text("a").bold` without parentheses is not SwiftUI, but `Image("x").resizable` may be
        // written with a missing call in broken code; treat it as a modifier without arguments.
        propertyModifiers.append(member)
        current = base
      } else if let postfixIf = current.as(PostfixIfConfigExprSyntax.self), let base = postfixIf.base {
        // `view #if os(iOS) .accessibilityLabel("x") #else ... #endif`: every branch an iOS build
        // may compile may be what ships, so their modifiers apply (a label set for iOS is a
        // label); a branch iOS never compiles (`#if os(macOS) .font(.title)`) changes nothing.
        let branches = CompilationBranch.branches(of: postfixIf.config, converter: converter)
        declarations.branches += branches
        for (clause, compiled) in zip(postfixIf.config.clauses, branches).reversed() where compiled.compiledForIOS != false {
          guard case .postfixExpression(let branch)? = clause.elements else { continue }
          var link = branch
          var calls: [FunctionCallExprSyntax] = []
          while let call = link.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calls.append(call)
            guard let inner = member.base else { break }
            link = inner
          }
          modifierSyntaxes.append(contentsOf: calls)
        }
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else {
        break
      }
    }
    modifierSyntaxes.reverse()

    let baseCall = current.as(FunctionCallExprSyntax.self)
    let name: String
    let kind: SwiftUIView.Kind
    var arguments: [Argument] = []
    if let baseCall {
      name = Self.calleeName(baseCall.calledExpression)
      kind = name.startsUppercase ? .call : .reference
      arguments = summarizer.arguments(baseCall.arguments)
      // `Image.asset(.delete)`: the factory's name labels its first argument, as for `Image(asset: .delete)`.
      if let member = baseCall.calledExpression.as(MemberAccessExprSyntax.self), Self.isImageFactory(member),
         !arguments.isEmpty, arguments[0].label == nil {
        arguments[0].label = member.declName.baseName.text
      }
    } else if let sequence = current.as(SequenceExprSyntax.self),
              let first = sequence.elements.first, first.is(FunctionCallExprSyntax.self) {
      // `Text("a") + Text("b")`: one text view.
      addView(first, parent: parent, slot: slot, into: &views, condition: condition)
      return
    } else {
      name = converter.text(of: current)
      kind = .reference
    }

    let modifiers = modifierSyntaxes.flatMap { call -> [ViewModifierCall] in
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)!
      var modifier = ViewModifierCall(
        name: member.declName.baseName.text, arguments: summarizer.arguments(call.arguments),
        hasTrailingClosure: call.trailingClosure != nil, position: converter.start(member.declName),
        start: converter.start(member.period), end: converter.end(call))
      // The deprecated `.accessibility(hidden: x)`, `.accessibility(label: Text(…))`: read as the
      // modifiers that replaced them (`.accessibilityHidden(x)`), which every rule knows.
      if modifier.name == "accessibility", modifier.arguments.count == 1, let label = modifier.arguments[0].label,
         let renamed = Self.deprecatedAccessibilityModifiers[label] {
        modifier.name = renamed
        modifier.arguments[0].label = nil
      }
      // A conditional helper that labels the view inside its closure (`.ifLet(label) {
      // $0.accessibilityLabel($1) }`) labels it: read as a label given in a closure. Only short
      // closures are read; a helper's labelling closure is one line.
      if let closure = call.trailingClosure, !modifier.name.hasPrefix("accessibility"),
         closure.totalLength.utf8Length < 160,
         converter.source.contains(".accessibilityLabel(", from: closure.positionAfterSkippingLeadingTrivia.utf8Offset,
                                   to: closure.endPositionBeforeTrailingTrivia.utf8Offset) {
        return [modifier, ViewModifierCall(
          name: "accessibilityLabel", arguments: [], hasTrailingClosure: true, position: modifier.position,
          start: modifier.start, end: modifier.end)]
      }
      return [modifier]
    }

    let index = views.count
    views.append(SwiftUIView(
      index: index, parent: parent, slot: slot, kind: kind, name: name, arguments: arguments,
      modifiers: modifiers, position: converter.start(current), end: converter.end(expression),
      enclosingType: enclosingType))
    views[index].branchCondition = condition
    if let parent { views[parent].children.append(index) }

    if let baseCall {
      for (closureSlot, closure) in contentClosures(of: baseCall, name: name) {
        build(statements: closure.statements, parent: index, slot: closureSlot, into: &views)
      }
      // `Section(header: listHeader)`, `Section(header: Text("Sent"))`: a header or footer given
      // as a view, not a closure.
      if name == "Section" {
        for argument in baseCall.arguments {
          guard let label = argument.label?.text, label == "header" || label == "footer",
                argument.expression.is(DeclReferenceExprSyntax.self) || Self.looksLikeView(argument.expression) else { continue }
          addView(argument.expression, parent: index, slot: Self.slot(forLabel: label), into: &views)
        }
      }
    }
    for (modifierIndex, call) in modifierSyntaxes.enumerated() {
      let modifierName = modifiers[modifierIndex].name
      guard Self.contentModifiers.contains(modifierName) else { continue }
      let modifierSlot = ViewSlot.modifier(name: modifierName, modifierIndex: modifierIndex)
      for closure in viewClosures(of: call) {
        build(statements: closure.statements, parent: index, slot: modifierSlot, into: &views)
      }
      // `.overlay(Image("badge"))`, `.background(Circle())`: a view passed as the first argument.
      if let first = call.arguments.first, first.label == nil, Self.looksLikeView(first.expression) {
        addView(first.expression, parent: index, slot: modifierSlot, into: &views)
      }
    }
  }

  /// `KeyList`, `SwiftUI.Text`: names only, which can name a type (not a view made by a call).
  static func isNamePath(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) || expression.is(GenericSpecializationExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isNamePath(base) }
    return false
  }

  /// `Image.asset(.delete)`, `Image.init(...)`: a static factory of `Image` (a project's own,
  /// ``FileDeclarations/imageInitializers``), the view itself rather than a modifier of it.
  static func isImageFactory(_ member: MemberAccessExprSyntax) -> Bool {
    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image"
  }

  /// `Image`, `Button`, `ForEach` (generic arguments dropped), `MyView`.
  static func calleeName(_ expression: ExprSyntax) -> String {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(specialized.expression) }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `SwiftUI.Image(...)`, `Image.init(...)`; a factory, `Image.asset(.delete)`.
      if member.declName.baseName.text == "init" || isImageFactory(member), let base = member.base { return calleeName(base) }
      return member.declName.baseName.text
    }
    return expression.trimmedDescription
  }

  /// A view passed as an argument: `Image(...)`, `Circle()`, `Text(...)`, a project view named as
  /// one (`.overlay(SendIconView(store: store))`), also with modifiers (`.overlay(Text(day)
  /// .font(.headline))`); not `Color.red` or `.blue`.
  static func looksLikeView(_ expression: ExprSyntax) -> Bool {
    // `Image.plus`, an app's image constant (1Wallet's `Image+Custom`), also with modifiers.
    if isImageConstant(expression) { return true }
    guard var call = expression.as(FunctionCallExprSyntax.self) else { return false }
    // `Text(day).font(.headline)`: the view the modifiers are applied to.
    while let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(FunctionCallExprSyntax.self) {
      call = base
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, isImageConstant(base) { return true }
    let name = calleeName(call.calledExpression)
    return ["Image", "Text", "Label", "Button", "Circle", "Capsule", "Rectangle", "RoundedRectangle", "HStack", "VStack", "ZStack"]
      .contains(name) || name.count > 4 && name.first?.isUppercase == true && name.hasSuffix("View") && name != "AnyView"
  }

  /// The name the model gives such a view (`Image.plus`).
  static func isImageConstantName(_ name: String) -> Bool { name.hasPrefix("Image.") }

  /// `Image.plus`: a static member of `Image` named, not called.
  static func isImageConstant(_ expression: ExprSyntax) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image"
  }

  private func viewClosures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    var closures: [ClosureExprSyntax] = []
    for argument in call.arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self),
         !Self.actionLabels.contains(argument.label?.text ?? "") {
        closures.append(closure)
      }
    }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    for extra in call.additionalTrailingClosures where !Self.actionLabels.contains(extra.label.text) {
      closures.append(extra.closure)
    }
    return closures
  }

  /// The closures of a view initializer that hold views, with the slot each fills.
  private func contentClosures(of call: FunctionCallExprSyntax, name: String) -> [(ViewSlot, ClosureExprSyntax)] {
    var result: [(ViewSlot, ClosureExprSyntax)] = []
    let labels = Set(call.arguments.compactMap { $0.label?.text })
    for argument in call.arguments {
      guard let closure = argument.expression.as(ClosureExprSyntax.self), let label = argument.label?.text,
            !Self.actionLabels.contains(label) else { continue }
      result.append((Self.slot(forLabel: label), closure))
    }
    if let trailing = call.trailingClosure, let slot = trailingSlot(name: name, labels: labels, call: call) {
      result.append((slot, trailing))
    }
    for extra in call.additionalTrailingClosures where !Self.actionLabels.contains(extra.label.text) {
      result.append((Self.slot(forLabel: extra.label.text), extra.closure))
    }
    return result
  }

  static func slot(forLabel label: String) -> ViewSlot {
    switch label {
    case "label": .label
    case "content": .content
    case "icon": .icon
    case "title": .title
    case "destination": .destination
    default: .named(label)
    }
  }

  /// What the unlabeled trailing closure of `name(...)` holds, or nil when it is code.
  private func trailingSlot(name: String, labels: Set<String>, call: FunctionCallExprSyntax) -> ViewSlot? {
    let hasLabelClosure = call.additionalTrailingClosures.contains { $0.label.text == "label" }
    switch name {
    case "Button":
      // `Button(action: f) { label }`, `Button(intent: Refresh()) { label }` (App Intents) vs
      // `Button("Title") { action }` / `Button { action } label: { }`: the trailing closure is the
      // label whenever what the button does is given as an argument.
      return !hasLabelClosure && (labels.contains("action") || labels.contains("intent")) ? .label : nil
    case "NavigationLink":
      // `NavigationLink(destination: D()) { label }` vs `NavigationLink("T") { destination }`.
      // `NavigationLink("Title") { destination }` and `NavigationLink { destination } label: { }`;
      // every other form (`destination:`, `value:`, `isActive:`) takes its label as the trailing closure.
      // A first argument written as an implicit member (`NavigationLink(.post(post)) { label }`, an
      // app's own `init(_ page: Page, label:)`) is a value, never a title.
      let titled = call.arguments.first.map { $0.label == nil && !$0.expression.trimmedDescription.hasPrefix(".") } ?? false
      return hasLabelClosure || (titled && !labels.contains("destination")) ? .destination : .label
    case "Link", "Toggle", "Slider", "Stepper", "DatePicker", "ColorPicker", "ShareLink", "PasteButton":
      return hasLabelClosure ? .content : .label
    case "Label":
      // `Label(title: { Text(name) }) { Image(.logo) }`: with the title given, the trailing closure is the icon.
      return labels.contains("title") ? .icon : .title
    case "Menu", "Picker":
      // `Menu(content: items) { label }`: with the content given, the trailing closure is the label.
      return labels.contains("content") ? .label : .content
    default:
      return .content
    }
  }
}
