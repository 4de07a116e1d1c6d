import A11yCore
import SwiftSyntax

/// What a file's code does, by the member paths it goes through, whatever object (if any) they
/// reach: every assignment and method call, the cells it asks for by identifier, and the view
/// parameters of its functions. Kept for inputs whose objects the code can't name: a storyboard's
/// scenes and cells are reached through `navigationItem`, `cell.contentView` or `viewWithTag(2)`,
/// which no ``UIKitObject`` stands for.
public struct CodeActions: Sendable {
  public enum Kind: Sendable { case assignment, call }

  public struct Action: Sendable {
    public var kind: Kind
    /// Member names from the root out, through calls, casts, parentheses and optional chaining,
    /// without a leading `self`: `(cell.viewWithTag(2) as? UILabel)?.textColor = c` →
    /// `cell`, `viewWithTag`, `textColor`; `navigationItem.setTitle(t)` → `navigationItem`, `setTitle`.
    public var path: [String]
    /// The `N` of a `viewWithTag(N)` in the path (an integer literal), with that step's index.
    public var tag: (index: Int, number: String)?
    /// A call's labelled arguments: each label, and the name passed when it is a bare name or
    /// `self.name` (`configureFields(valueLabel: strengthLabel)`).
    public var arguments: [(label: String?, name: String?)] = []
  }

  public internal(set) var actions: [Action] = []
  /// The last name of every function called (`dequeueReusableCell`, `preferredFont`, `UIFontMetrics`).
  public internal(set) var calledNames: Set<String> = []
  /// String literals passed as `withIdentifier:` or `withReuseIdentifier:` (cells dequeued,
  /// controllers instantiated, segues performed).
  public internal(set) var identifiers: Set<String> = []
  /// Parameters of the file's functions that hold a label, text view, button or text field and
  /// are called by their own name (`func configure(valueLabel: UILabel)`).
  public internal(set) var viewParameters: Set<String> = []
  /// The argument label each of ``viewParameters`` is called by, when it differs from its name
  /// (`func setAttributedString(with label: UILabel, ...)`: `with` → `label`).
  public internal(set) var viewParameterLabels: [String: String] = [:]
  /// Class names the file's types inherit and its variables are declared as (`CAGradientLayer`);
  /// constructed ones are among ``calledNames``.
  public internal(set) var typeNames: Set<String> = []

  public init() {}

  /// `a.b.c` → ["a", "b", "c"], and the tag of a `viewWithTag(N)` step, for any receiver expression.
  static func path(of expression: ExprSyntax) -> (names: [String], tag: (index: Int, number: String)?) {
    let walked = walkPath(of: expression)
    return (walked.names, walked.tag)
  }

  /// ``path(of:)``, and the names of the same walk when it went only through names, members of
  /// something, `?` and `!` to a name, `self` kept (``SwiftFileModelBuilder/path(of:)``): one walk
  /// for both, asked for every call.
  static func walkPath(of expression: ExprSyntax) -> (names: [String], tag: (index: Int, number: String)?, plain: [String]?) {
    // Room for most paths (`a.b.c`) at once: growing from empty allocates at one, two and four names.
    var names: [String] = []
    names.reserveCapacity(4)
    var tagFromEnd: (Int, String)?
    var current = expression
    var isPlain = true, endsAtName = false
    walk: while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        names.append(reference.baseName.text)
        endsAtName = true
        break
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        guard let base = member.base else { break }
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        isPlain = false
        current = only.expression
      } else if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let first = sequence.elements.first,
                sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
        // `x as? UILabel`, left unfolded by the parser.
        isPlain = false
        current = first
      } else if let cast = current.as(AsExprSyntax.self) {
        isPlain = false
        current = cast.expression
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        if let number = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text,
           call.arguments.count == 1, Self.lastName(of: call.calledExpression) == "viewWithTag" {
          tagFromEnd = (names.count, number)
        }
        isPlain = false
        current = call.calledExpression
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        isPlain = false
        current = subscriptCall.calledExpression
      } else {
        break walk
      }
    }
    names.reverse()
    let plain = isPlain && endsAtName ? names : nil
    var tag = tagFromEnd.map { (index: names.count - 1 - $0.0, number: $0.1) }
    if names.first == "self" {
      names.removeFirst()
      tag = tag.map { (index: $0.index - 1, number: $0.number) }
    }
    return (names, tag, plain)
  }

  static func lastName(of callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }

  /// Records a call: its path, its arguments, the identifiers it passes.
  mutating func note(call node: FunctionCallExprSyntax) {
    note(call: node, lastName: Self.lastName(of: node.calledExpression))
  }

  /// The same, with the callee's ``lastName(of:)`` read already (the model's walk reads it once
  /// for every collector).
  /// Returns the callee's plain path (see ``walkPath(of:)``).
  @discardableResult
  mutating func note(call node: FunctionCallExprSyntax, lastName: String?) -> [String]? {
    note(call: node, lastName: lastName, labelled: CallArguments.labelled(in: node))
  }

  /// The same, with the call's labelled arguments read already.
  @discardableResult
  mutating func note(call node: FunctionCallExprSyntax, lastName: String?, labelled: [CallArguments.Labelled]) -> [String]? {
    if let name = lastName { calledNames.insert(name) }
    // Only labelled arguments: what storyboard facts read of a call is a `…title:` label or a
    // name passed under a label (most calls have neither, and keep no array).
    var arguments: [(label: String?, name: String?)] = []
    if !labelled.isEmpty { arguments.reserveCapacity(labelled.count) }
    for argument in labelled {
      let label = argument.label
      if label == "withIdentifier" || label == "withReuseIdentifier",
         let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
         let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty {
        identifiers.insert(text)
      }
      arguments.append((label, Self.passedName(argument.expression)))
    }
    let (path, tag, plain) = Self.walkPath(of: node.calledExpression)
    guard !path.isEmpty else { return plain }
    actions.append(Action(kind: .call, path: path, tag: tag, arguments: arguments))
    return plain
  }

  /// `x = value`. Returns the receiver's plain path (see ``walkPath(of:)``).
  @discardableResult
  mutating func note(assignmentTo receiver: ExprSyntax) -> [String]? {
    let (path, tag, plain) = Self.walkPath(of: receiver)
    guard !path.isEmpty else { return plain }
    actions.append(Action(kind: .assignment, path: path, tag: tag))
    return plain
  }

  /// `strengthLabel` or `self.strengthLabel`.
  private static func passedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return member.declName.baseName.text
    }
    return nil
  }

  /// (Each starts with `UI`: ``note(parameters:source:)`` tests the bytes for it first.)
  static let viewParameterClasses: Set<String> = ["UILabel", "UITextView", "UIButton", "UITextField"]

  /// A function's parameters that hold views and are called by their label (`valueLabel: UILabel`).
  mutating func note(parameters: FunctionParameterListSyntax, source: SourceText) {
    // Tokens, not the type's text: `trimmedDescription` and a substring search for every
    // parameter of every function cost a quarter of a SwiftUI app's walk. Every class named
    // starts with `UI`: a type whose bytes don't hold it has no token to read.
    for parameter in parameters where parameter.firstName.tokenKind != .wildcard {
      let type = parameter.type
      guard source.contains("UI", from: type.positionAfterSkippingLeadingTrivia.utf8Offset,
                            to: type.endPositionBeforeTrailingTrivia.utf8Offset) else { continue }
      let namesViewClass = type.tokens(viewMode: .sourceAccurate).contains { token in
        if case .identifier(let name) = token.tokenKind { return Self.viewParameterClasses.contains(name) }
        return false
      }
      guard namesViewClass else { continue }
      let name = parameter.secondName?.text ?? parameter.firstName.text
      viewParameters.insert(name)
      if name != parameter.firstName.text { viewParameterLabels[parameter.firstName.text] = name }
    }
  }
}

/// A call's labelled arguments, in order: read once per call for the collectors that look at
/// labels (each pass over `arguments` and each label's `text` costs, on every call of a file).
enum CallArguments {
  struct Labelled {
    let label: String
    let expression: ExprSyntax
  }

  static func labelled(in node: FunctionCallExprSyntax) -> [Labelled] {
    var result: [Labelled] = []
    for argument in node.arguments {
      if let label = argument.label { result.append(Labelled(label: label.text, expression: argument.expression)) }
    }
    return result
  }
}
