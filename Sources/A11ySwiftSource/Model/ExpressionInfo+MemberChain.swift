import A11yCore
import SwiftParser
import SwiftSyntax

/// An expression read as a chain of member calls on a base: `.system(size: 13).weight(.bold)` is
/// the base `.system(size: 13)` with the link `weight(.bold)`.
public struct MemberChain: Sendable {
  public var base: ExpressionInfo
  /// What is applied to the base, innermost first.
  public var links: [ChainLink]
}

public struct ChainLink: Sendable {
  public var name: String
  /// Nil for a property (`.bold` without parentheses), else the call's arguments.
  public var arguments: [Argument]?
  /// From the `.` before the name to the end of the call.
  public var start: SourcePosition
  public var end: SourcePosition
  /// Position of the name.
  public var position: SourcePosition
}

extension ExpressionInfo {
  /// This expression as a member chain, read from its text with positions in the file. Nil when the
  /// text doesn't parse as one expression.
  public var memberChain: MemberChain? {
    let tree = Parser.parse(source: text)
    guard tree.statements.count == 1, let item = tree.statements.first?.item else { return nil }
    var expression: ExprSyntax
    if case .expr(let expr) = item {
      expression = expr
    } else if case .stmt(let statement) = item, let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
      expression = expressionStatement.expression
    } else {
      return nil
    }
    let converter = PositionConverter(source: text)
    let summarizer = ExpressionSummarizer(converter: converter)
    var links: [ChainLink] = []
    while true {
      if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
         let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
         // `Font.system(...)`, `UIFont.systemFont(...)`: a static member call is the base itself.
         base.is(FunctionCallExprSyntax.self) || base.trimmedDescription.first?.isUppercase != true {
        links.append(ChainLink(
          name: member.declName.baseName.text, arguments: summarizer.arguments(call.arguments).map(shiftedArgument),
          start: shifted(converter.start(member.period)), end: shifted(converter.end(call)),
          position: shifted(converter.start(member.declName))))
        expression = base
      } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
                base.is(FunctionCallExprSyntax.self) {
        links.append(ChainLink(
          name: member.declName.baseName.text, arguments: nil,
          start: shifted(converter.start(member.period)), end: shifted(converter.end(member)),
          position: shifted(converter.start(member.declName))))
        expression = base
      } else {
        break
      }
    }
    return MemberChain(base: shifted(summarizer.summarize(expression)), links: links.reversed())
  }

  /// A position inside this expression's text, moved to the file.
  func shifted(_ position: SourcePosition) -> SourcePosition {
    SourcePosition(
      line: start.line + position.line - 1,
      column: position.line == 1 ? start.column + position.column - 1 : position.column,
      utf8Offset: start.utf8Offset + position.utf8Offset)
  }

  private func shiftedArgument(_ argument: Argument) -> Argument {
    Argument(label: argument.label, value: shifted(argument.value))
  }

  /// An expression summarized from this expression's text, moved to the file.
  func shifted(_ info: ExpressionInfo) -> ExpressionInfo {
    var kind = info.kind
    switch info.kind {
    case .call(let callee, let arguments):
      kind = .call(callee: callee, arguments: arguments.map(shiftedArgument))
    case .array(let items):
      kind = .array(items.map { shifted($0) })
    default:
      break
    }
    return ExpressionInfo(kind: kind, text: info.text, start: shifted(info.start), end: shifted(info.end))
  }
}
