import A11yCore
import SwiftParser
import SwiftSyntax

/// Summarizes expressions into `ExpressionInfo`.
struct ExpressionSummarizer {
  let converter: PositionConverter

  func summarize(_ expression: ExprSyntax) -> ExpressionInfo {
    var info = ExpressionInfo(
      kind: kind(of: expression), source: converter.source,
      start: converter.start(expression), end: converter.end(expression))
    if let call = expression.as(FunctionCallExprSyntax.self),
       let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
      info.calleeBase = summarize(base)
    } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
      info.calleeBase = summarize(base)
    }
    return info
  }

  /// Elements of an unfolded sequence (`a && b`, `c ? x : y`) as one summary: a ternary when the
  /// sequence holds one at the top level (it binds loosest, after assignment), else `.other`.
  func summarize(elements: [ExprSyntax]) -> ExpressionInfo {
    if elements.count == 1 { return summarize(elements[0]) }
    let start = converter.start(elements[0]), end = converter.end(elements[elements.count - 1])
    var kind = ExpressionInfo.Kind.other
    if !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
       let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
       index > 0, index < elements.count - 1,
       let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
      kind = .ternary(
        condition: summarize(elements: Array(elements[..<index])), then: summarize(ternary.thenExpression),
        else: summarize(elements: Array(elements[(index + 1)...])))
    }
    return ExpressionInfo(kind: kind, source: converter.source, start: start, end: end)
  }

  func arguments(_ list: LabeledExprListSyntax) -> [Argument] {
    list.map { Argument(label: $0.label?.text, value: summarize($0.expression)) }
  }

  private func kind(of expression: ExprSyntax) -> ExpressionInfo.Kind {
    if let string = expression.as(StringLiteralExprSyntax.self) {
      // The value as Swift reads it: escapes (`\\#n` in a raw string, not `\\n`), `\\u{…}`,
      // multi-line indentation and line continuations.
      guard string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return .interpolatedString }
      return .string(StringLiteralValue.value(of: string) ?? "")
    }
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(boolean.literal.tokenKind == .keyword(.true))
    }
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return Self.number(integer.literal.text).map(ExpressionInfo.Kind.number) ?? .other
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) {
      return Self.number(float.literal.text).map(ExpressionInfo.Kind.number) ?? .other
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
       case .number(let value) = kind(of: prefix.expression) {
      return .number(-value)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else { return .member(base: nil, name: name) }
      let baseText = converter.text(of: base)
      // `Color.red` and `UIAccessibilityTraits.button` name a static member; `viewModel.title` is a value.
      if let first = baseText.first, first.isUppercase { return .member(base: baseText, name: name) }
      return .reference(converter.text(of: expression))
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return .reference(reference.baseName.text)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      var arguments = arguments(call.arguments)
      if let closure = call.trailingClosure {
        arguments.append(Argument(label: nil, value: ExpressionInfo(
          kind: .closure, source: converter.source, start: converter.start(closure), end: converter.end(closure))))
      }
      return .call(callee: converter.text(of: call.calledExpression), arguments: arguments)
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .array(array.elements.map { summarize($0.expression) })
    }
    if expression.is(ClosureExprSyntax.self) { return .closure }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return summarize(elements: Array(sequence.elements)).kind
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return .ternary(
        condition: summarize(ternary.condition), then: summarize(ternary.thenExpression),
        else: summarize(ternary.elseExpression))
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return kind(of: only.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return kind(of: forced.expression) }
    return .other
  }

  /// `1_000`, `0.5`, `0x1F`: digit separators dropped (without Foundation's slow string search).
  private static func number(_ literal: String) -> Double? {
    let digits = literal.utf8.contains(UInt8(ascii: "_")) ? String(literal.filter { $0 != "_" }) : literal
    if digits.hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) { return Double(value) }
    return Double(digits)
  }

}

import Foundation
