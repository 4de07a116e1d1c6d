import SwiftSyntax

/// Code an app runs only on a Mac, chosen at run time: the body of
/// `if ProcessInfo.processInfo.isMacCatalystApp`, of `if UIDevice.current.userInterfaceIdiom == .mac`,
/// of `if DeviceHelpers.isiOSAppOnMac()`; the `else` of `if !…isMacCatalystApp`; the body of
/// `guard !…isiOSAppOnMac else { … }`. No iPhone or iPad runs it, so nobody auditing the iOS app
/// meets what it builds (Amperfy's equalizer Stepper, shown only in its Catalyst build).
enum MacOnlyBranchReader {
  /// Names whose value is true only on a Mac, however the project reaches them (`ProcessInfo`,
  /// a helper of its own named the same).
  static let macOnlyNames: Set<String> = ["isMacCatalystApp", "isiOSAppOnMac"]

  /// `let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp` (a constant of a type or the
  /// file): its key, `Type.name` (`.name` at file scope), as ``DisabledFlagBranchReader`` keys
  /// flags. Nostur tests such a constant in 76 places.
  static func macTestConstantKeys(of node: VariableDeclSyntax, type: String?) -> [String] {
    guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return [] }
    return node.bindings.compactMap { binding in
      guard let value = binding.initializer?.value, isMacTest(value),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      return (type ?? "") + "." + name
    }
  }

  /// Whether the declaration ending at `end` may end in a Mac test (`…isMacCatalystApp`,
  /// `…isiOSAppOnMac()`, `… == .mac`): a byte test before any syntax is read.
  static func mayEndInMacTest(_ bytes: [UInt8], at end: Int) -> Bool {
    ["MacCatalystApp", "AppOnMac", "AppOnMac()", ".mac"].contains { suffix in
      let count = suffix.utf8.count
      return end >= count && end <= bytes.count && bytes[(end - count)..<end].elementsEqual(suffix.utf8)
    }
  }

  /// The keys a flag branch may use for the project's Mac-test constants: each key, its type's
  /// simple name with the constant's (`Outer.Platform.isMac` → `Platform.isMac`).
  static func flagKeys(of constants: Set<String>) -> Set<String> {
    var keys = constants
    for key in constants {
      guard let dot = key.lastIndex(of: "."), dot != key.startIndex else { continue }
      keys.insert(TypeIndex.simpleName(String(key[..<dot])) + String(key[dot...]))
    }
    return keys
  }

  /// The bodies of flag branches (``FlagBranch``) whose flag is one of the project's Mac-test
  /// constants (`keys` from ``flagKeys(of:)``): the same key, or a file-scope constant's name
  /// tested inside any type.
  static func branches(_ flagBranches: [FlagBranch], guardedBy keys: Set<String>) -> [Range<Int>] {
    flagBranches.compactMap { branch in
      if keys.contains(branch.key) { return branch.body }
      guard let dot = branch.key.lastIndex(of: ".") else { return nil }
      return keys.contains(String(branch.key[dot...])) ? branch.body : nil
    }
  }

  /// `if <mac test>[, more] { mac only }`, `if a && <mac test> { mac only }`,
  /// `if <not mac test> { } else { mac only }` (the test alone: with more conditions the `else`
  /// runs for them too).
  static func branches(of node: IfExprSyntax) -> [Range<Int>] {
    let conditions = node.conditions
    if conditions.contains(where: { isMacTest($0.condition) }) { return [node.body.trimmedUTF8Range] }
    if conditions.count == 1, let only = conditions.first, isNotMacTest(only.condition), let elseBody = node.elseBody {
      return [elseBody.trimmedUTF8Range]
    }
    return []
  }

  /// `guard !ProcessInfo.processInfo.isMacCatalystApp else { mac only }`.
  static func branches(of node: GuardStmtSyntax) -> [Range<Int>] {
    guard node.conditions.count == 1, let only = node.conditions.first, isNotMacTest(only.condition) else { return [] }
    return [node.body.trimmedUTF8Range]
  }

  private static func isMacTest(_ condition: ConditionElementSyntax.Condition) -> Bool {
    guard case .expression(let expression) = condition else { return false }
    return isMacTest(expression)
  }

  private static func isNotMacTest(_ condition: ConditionElementSyntax.Condition) -> Bool {
    guard case .expression(let expression) = condition else { return false }
    return isNotMacTest(expression)
  }

  /// True only on a Mac: a Mac-only name, `….userInterfaceIdiom == .mac`, or a conjunction
  /// holding one (`isMac && canHover`).
  static func isMacTest(_ expression: ExprSyntax) -> Bool {
    let expression = unwrapped(expression)
    if macOnlyNames.contains(calledName(expression) ?? "") { return true }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
    let elements = Array(sequence.elements)
    if let comparison = idiomComparison(elements) { return comparison == "==" }
    // `a && b && c`: true only on a Mac when one operand is.
    return DisabledFlagBranchReader.conjuncts(of: sequence)?.contains(where: isMacTest) ?? false
  }

  /// False only on a Mac: `!<mac name>`, `….userInterfaceIdiom != .mac`.
  static func isNotMacTest(_ expression: ExprSyntax) -> Bool {
    let expression = unwrapped(expression)
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return macOnlyNames.contains(calledName(unwrapped(prefix.expression)) ?? "")
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
    return idiomComparison(Array(sequence.elements)) == "!="
  }

  /// `X.userInterfaceIdiom == .mac` (either side, `UIUserInterfaceIdiom.mac` too) → its operator.
  private static func idiomComparison(_ elements: [ExprSyntax]) -> String? {
    guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
          op == "==" || op == "!=" else { return nil }
    func isIdiom(_ side: ExprSyntax) -> Bool { side.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "userInterfaceIdiom" }
    func isMac(_ side: ExprSyntax) -> Bool { side.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "mac" }
    let (left, right) = (unwrapped(elements[0]), unwrapped(elements[2]))
    return (isIdiom(left) && isMac(right)) || (isMac(left) && isIdiom(right)) ? op : nil
  }

  /// `a.b.isMacCatalystApp` → "isMacCatalystApp"; `Helpers.isiOSAppOnMac()` → "isiOSAppOnMac".
  private static func calledName(_ expression: ExprSyntax) -> String? {
    var expression = expression
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { expression = call.calledExpression }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return unwrapped(only.expression)
    }
    return expression
  }
}
