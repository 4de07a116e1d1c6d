import A11yCore
import SwiftSyntax

/// Summarizes expressions into `ExpressionInfo`.
struct ExpressionSummarizer {
  let converter: PositionConverter

  func summarize(_ expression: ExprSyntax) -> ExpressionInfo {
    ExpressionInfo(
      kind: kind(of: expression), text: expression.trimmedDescription,
      start: converter.start(expression), end: converter.end(expression))
  }

  func arguments(_ list: LabeledExprListSyntax) -> [Argument] {
    list.map { Argument(label: $0.label?.text, value: summarize($0.expression)) }
  }

  private func kind(of expression: ExprSyntax) -> ExpressionInfo.Kind {
    if let string = expression.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in string.segments {
        guard let literal = segment.as(StringSegmentSyntax.self) else { return .interpolatedString }
        text += literal.content.text
      }
      return .string(Self.unescape(text))
    }
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(boolean.literal.tokenKind == .keyword(.true))
    }
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")).map(ExpressionInfo.Kind.number) ?? .other
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) {
      return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(ExpressionInfo.Kind.number) ?? .other
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
       case .number(let value) = kind(of: prefix.expression) {
      return .number(-value)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else { return .member(base: nil, name: name) }
      let baseText = base.trimmedDescription
      // `Color.red` and `UIAccessibilityTraits.button` name a static member; `viewModel.title` is a value.
      if let first = baseText.first, first.isUppercase { return .member(base: baseText, name: name) }
      return .reference(expression.trimmedDescription)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return .reference(reference.baseName.text)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      var arguments = arguments(call.arguments)
      if let closure = call.trailingClosure {
        arguments.append(Argument(label: nil, value: ExpressionInfo(
          kind: .closure, text: closure.trimmedDescription, start: converter.start(closure), end: converter.end(closure))))
      }
      return .call(callee: call.calledExpression.trimmedDescription, arguments: arguments)
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .array(array.elements.map { summarize($0.expression) })
    }
    if expression.is(ClosureExprSyntax.self) { return .closure }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return kind(of: only.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return kind(of: forced.expression) }
    return .other
  }

  private static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    return text
      .replacingOccurrences(of: "\\n", with: "\n")
      .replacingOccurrences(of: "\\t", with: "\t")
      .replacingOccurrences(of: "\\\"", with: "\"")
      .replacingOccurrences(of: "\\\\", with: "\\")
  }
}

import Foundation
