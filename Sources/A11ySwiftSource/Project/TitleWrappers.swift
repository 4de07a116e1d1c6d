import A11yCore
import SwiftSyntax

/// What a project `View` extension method does with its `title:` parameter: shows it itself
/// (`.navigationTitle(title)`, `Text(title)`) or hands it on as `title: title` to other calls
/// (a custom navigation bar view, another extension method).
public struct TitleForwarding: Sendable, Hashable {
  public var renders = false
  public var passesTo: Set<String> = []
}

/// Reads a method body for what it does with `title`.
final class TitleForwardingCollector: SyntaxVisitor {
  private(set) var forwarding = TitleForwarding()
  static let renderingCalls: Set<String> = ["navigationTitle", "navigationBarTitle", "Text", "Label"]

  static func collect(in body: CodeBlockSyntax) -> TitleForwarding {
    let collector = TitleForwardingCollector(viewMode: .sourceAccurate)
    collector.walk(body)
    return collector.forwarding
  }

  private static func isTitle(_ expression: ExprSyntax) -> Bool {
    let text = expression.trimmedDescription
    return text == "title" || text == "self.title"
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    var callee = ViewTreeBuilder.calleeName(node.calledExpression)
    if callee.hasPrefix("self.") { callee = String(callee.dropFirst(5)) }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { callee = member.declName.baseName.text }
    for argument in node.arguments where Self.isTitle(argument.expression) {
      if argument.label == nil && Self.renderingCalls.contains(callee) { forwarding.renders = true }
      if argument.label?.text == "title" { forwarding.passesTo.insert(callee) }
    }
    return .visitChildren
  }
}

enum TitleWrappers {
  /// The project's `View` extension methods that put their `title:` on screen, directly or one
  /// call further (a custom bar view whose body shows `self.title`, another such method). Also
  /// `ViewModifier` types whose body sets `.navigationTitle`, and the methods applying one
  /// (Infomaniak Mail's `threadListTopBar(…)`, `modifier(ThreadListTopBarModifier(…))`).
  static func titleModifiers(in files: [SwiftFileModel], aliases: [String: Set<String>] = [:]) -> Set<String> {
    var titlingTypes: Set<String> = []
    for file in files where file.sourceContains("ViewModifier") && file.sourceContains("navigationTitle") {
      let modifierTypes = Set(file.declarations.types.filter { $0.inherited.contains("ViewModifier") }.map(\.name))
      for view in file.views where view.modifiers.contains(where: { $0.name == "navigationTitle" }) {
        if let type = view.enclosingType, modifierTypes.contains(type) { titlingTypes.insert(type) }
      }
    }
    let titlingMethods = aliases.filter { !$0.value.isDisjoint(with: titlingTypes) }.keys
    return titleForwardingMethods(in: files).union(titlingTypes).union(titlingMethods)
  }

  /// The project's `View` extension methods whose body hides the navigation bar
  /// (`func hiddenNavigationBar() -> some View { self.toolbar(.hidden, for: .navigationBar) }`,
  /// Inspire Creativity's): a screen opened with one has no bar to title.
  /// A `ViewModifier` whose `body(content:)` hides the bar whatever the state (BNCTL's
  /// `HiddenNavigationBar`) counts by its type's name, used as `.modifier(HiddenNavigationBar())`,
  /// and so does a method that only applies it (`func hiddenNavigationBarStyle() -> some View {
  /// modifier(HiddenNavigationBar()) }`).
  static func barHidingModifiers(in files: [SwiftFileModel], aliases: [String: Set<String>] = [:]) -> Set<String> {
    var names: Set<String> = []
    var modifierTypes: Set<String> = []
    for file in files where file.sourceContains("navigationBarHidden(true") || file.sourceContains(".navigationBar") {
      // Whatever the state: not ZZRIT's `loading(_:)`, which hides the bar only while it loads.
      for view in file.views where view.branchCondition == nil && ScreenTitleRule.hidesNavigationBar(view, project: nil) {
        guard let member = file.viewMember(holding: view) else { continue }
        if view.name == "self" || view.kind == .reference {
          if member.isFunction && member.name != "body" { names.insert(member.name) }
          if view.name == "content", member.name == "body", let type = member.type { modifierTypes.insert(TypeIndex.simpleName(type)) }
        } else if member.name == "body", let type = member.type,
                  file.descendants(of: view).contains(where: { $0.name == "content" && $0.kind == .reference }) {
          // A modifier drawing its own bar above the content, the system's hidden around both
          // (FullCar's `FCNavigationBarModifier`: `VStack { bar; content }.toolbar(.hidden, …)`).
          modifierTypes.insert(TypeIndex.simpleName(type))
        }
      }
    }
    names.formUnion(modifierTypes)
    // The methods applying one (the model's `viewModifierAliases`).
    names.formUnion(aliases.filter { !$0.value.isDisjoint(with: modifierTypes) }.keys)
    return names
  }

  private static func titleForwardingMethods(in files: [SwiftFileModel]) -> Set<String> {
    var forwarding: [String: TitleForwarding] = [:]
    var renderingViews: Set<String> = []
    for file in files {
      forwarding.merge(file.declarations.titleForwarding) { first, second in
        var merged = first
        merged.renders = first.renders || second.renders
        merged.passesTo.formUnion(second.passesTo)
        return merged
      }
      for (type, roots) in file.declarations.viewBodies where rendersTitle(roots, in: file) {
        renderingViews.insert(type)
      }
    }
    var result = Set(forwarding.filter { $0.value.renders || !$0.value.passesTo.isDisjoint(with: renderingViews) }.keys)
    // A method that hands the title to one that renders it (overloads calling each other).
    var changed = true
    while changed {
      changed = false
      for (name, value) in forwarding where !result.contains(name) && !value.passesTo.isDisjoint(with: result) {
        result.insert(name)
        changed = true
      }
    }
    return result
  }

  /// A body that shows its `title` property: as a view (`self.title.font(...)`) or as text.
  private static func rendersTitle(_ roots: [Int], in file: SwiftFileModel) -> Bool {
    var stack = roots
    while let index = stack.popLast() {
      let view = file.views[index]
      stack.append(contentsOf: view.children)
      if view.kind == .reference && (view.name == "title" || view.name == "self.title") { return true }
      if view.kind == .call, ["Text", "Label"].contains(view.name), let first = view.arguments.firstUnlabeled,
         first.text == "title" || first.text == "self.title" {
        return true
      }
    }
    return false
  }
}
