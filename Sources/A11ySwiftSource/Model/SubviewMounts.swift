import SwiftSyntax

/// Where a file puts views into the view tree, recorded during the walk: the names passed to
/// `addSubview(_:)`, `addArrangedSubview(_:)`, `insertSubview(_:...)`, a project's
/// `addSubviews(a, b)` helper, `UIStackView(arrangedSubviews: [a, b])`, and the array in
/// `[a, b].forEach(addSubview)` or `[a, b].forEach { contentView.addSubview($0) }`, with the byte
/// offset of each mention. A view never mounted (a label kept only to measure text) is nothing
/// VoiceOver can reach.
public struct SubviewMounts: Sendable {
  private(set) var offsets: [String: [Int]] = [:]

  static let mountMethods: Set<String> = [
    "addSubview", "addSubviews", "addArrangedSubview", "addArrangedSubviews", "insertSubview", "insertArrangedSubview",
  ]

  /// The file mounts no view at all through the methods above.
  public var isEmpty: Bool { offsets.isEmpty }

  /// Where `name` is mounted in the file.
  public func offsets(of name: String) -> [Int] { offsets[name] ?? [] }

  /// Whether anything is mounted between `start` and `end` (a property's making closure adding
  /// what it makes).
  public func mountsAny(from start: Int, to end: Int) -> Bool {
    offsets.values.contains { $0.contains { $0 >= start && $0 < end } }
  }

  /// Whether `name` is mounted anywhere in the file, or (for a local) between `start` and `end`.
  public func mounts(_ name: String, from start: Int = 0, to end: Int = Int.max) -> Bool {
    offsets[name]?.contains { $0 >= start && $0 < end } == true
  }

  mutating func note(_ call: FunctionCallExprSyntax) {
    note(call, method: CodeActions.lastName(of: call.calledExpression))
  }

  /// The same, with the callee's ``CodeActions/lastName(of:)`` read already.
  mutating func note(_ call: FunctionCallExprSyntax, method: String?) {
    note(call, method: method, labelled: CallArguments.labelled(in: call))
  }

  /// The same, with the call's labelled arguments read already.
  mutating func note(_ call: FunctionCallExprSyntax, method: String?, labelled: [CallArguments.Labelled]) {
    guard let method else { return }
    // Every mount method starts with `a` or `i`: most calls are ruled out without hashing.
    let first = method.utf8.first
    if first == UInt8(ascii: "a") || first == UInt8(ascii: "i"), Self.mountMethods.contains(method) {
      note(names(in: Syntax(call.arguments)))
    }
    for argument in labelled where argument.label == "arrangedSubviews" {
      if let array = argument.expression.as(ArrayExprSyntax.self) { note(names(in: Syntax(array.elements))) }
    }
    // `[a, b].forEach(contentView.addSubview)`, `[a, b].forEach { stack.addArrangedSubview($0) }`.
    if method == "forEach", let array = Self.array(before: call.calledExpression), mountsEach(call) {
      note(names(in: Syntax(array.elements)))
    }
  }

  private mutating func note(_ names: [(String, Int)]) {
    for (name, offset) in names { offsets[name, default: []].append(offset) }
  }

  /// The array literal `forEach` is called on (`[a, b].forEach`, `[a, b]?.forEach`).
  static func array(before callee: ExprSyntax) -> ArrayExprSyntax? {
    var base = callee.as(MemberAccessExprSyntax.self)?.base
    while let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
    return base?.as(ArrayExprSyntax.self)
  }

  /// The `forEach` passes each element to a mount method (as the function, or in its closure).
  private func mountsEach(_ call: FunctionCallExprSyntax) -> Bool {
    var nodes = [Syntax(call.arguments)]
    if let closure = call.trailingClosure { nodes.append(Syntax(closure)) }
    return nodes.contains { node in
      node.tokens(viewMode: .sourceAccurate).contains { token in
        if case .identifier(let name) = token.tokenKind { return Self.mountMethods.contains(name) }
        return false
      }
    }
  }

  /// The names written in `node` (`$0` included), with their offsets.
  private func names(in node: Syntax) -> [(String, Int)] {
    node.tokens(viewMode: .sourceAccurate).compactMap { token in
      switch token.tokenKind {
      case .identifier(let text), .dollarIdentifier(let text): return (text, token.positionAfterSkippingLeadingTrivia.utf8Offset)
      default: return nil
      }
    }
  }

  /// The offset of the `}` closing the block that holds `node` (a local's declaration): where the
  /// local's name stops meaning it. Nil at the top level of a file.
  static func endOfBlock(holding node: some SyntaxProtocol) -> Int? {
    var current = node.parent
    while let next = current, !next.is(CodeBlockItemListSyntax.self) { current = next.parent }
    current = current?.parent
    while let next = current {
      if let last = next.lastToken(viewMode: .sourceAccurate), last.tokenKind == .rightBrace {
        return last.positionAfterSkippingLeadingTrivia.utf8Offset
      }
      current = next.parent
    }
    return nil
  }
}

extension UIKitObject {
  /// The name without `self.` (`self.titleLabel` → `titleLabel`).
  public var bareName: String { name.hasPrefix("self.") ? String(name.dropFirst(5)) : name }

  /// The views this object adds through ``SubviewMounts/mountMethods``: one by one, several at
  /// once (`addSubviews(a, b)`), or in an array (`addSubviews([iconView, titleLabel])`), named
  /// without `self.`.
  public var addedSubviewNames: [String] { addedSubviewNames(throughContentView: false) }

  /// The same, with what a cell adds to its `contentView` (`contentView.addSubview(backgroundView)`)
  /// when `throughContentView`.
  public func addedSubviewNames(throughContentView: Bool) -> [String] {
    func bare(_ name: String) -> String { name.hasPrefix("self.") ? String(name.dropFirst(5)) : name }
    func mounts(_ method: String) -> Bool {
      SubviewMounts.mountMethods.contains(method)
        || throughContentView && method.hasPrefix("contentView.") && SubviewMounts.mountMethods.contains(String(method.dropFirst("contentView.".count)))
    }
    return calls.filter { mounts($0.method) }
      .flatMap { call -> [String] in
        guard let first = call.arguments.first?.value.text else { return [] }
        if first.hasPrefix("[") {
          return first.dropFirst().dropLast().split(separator: ",").map { bare($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        return call.arguments.map { bare($0.value.text) }
      }
  }
}
