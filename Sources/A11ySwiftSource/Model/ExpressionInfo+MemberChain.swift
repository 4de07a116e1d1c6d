import A11yCore
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
  /// This expression as a member chain, read from the summaries the model already made (each
  /// method call keeps the value it is called on as `calleeBase`): no second parse.
  public var memberChain: MemberChain? {
    var links: [ChainLink] = []
    var current = self
    while let base = current.calleeBase {
      let name = current.memberName(afterBase: base)
      switch current.kind {
      case .call(_, let arguments):
        // `Font.system(...)`, `UIFont.systemFont(...)`: a static member call is the base itself;
        // `x.method { }` with a trailing closure is not a style chain.
        let isStatic = base.callee == nil && base.text.first?.isUppercase == true
        guard !isStatic, !arguments.contains(where: { $0.value.kind == .closure }) else {
          return MemberChain(base: current, links: links.reversed())
        }
        links.append(ChainLink(name: name, arguments: arguments, start: base.end, end: current.end, position: base.end))
      case .reference, .member:
        // `.system(size: 13).bold`: a property read on a call.
        links.append(ChainLink(name: name, arguments: nil, start: base.end, end: current.end, position: base.end))
      default:
        return MemberChain(base: current, links: links.reversed())
      }
      current = base
    }
    return MemberChain(base: current, links: links.reversed())
  }

  /// `weight` in `.system(size: 13).weight(.bold)`: the member named after the base's text.
  private func memberName(afterBase base: ExpressionInfo) -> String {
    let callee: String
    switch kind {
    case .call(let text, _): callee = text
    case .reference(let text): callee = text
    case .member(_, let name): return name
    default: callee = text
    }
    return String(callee.split(separator: ".").last ?? Substring(callee))
  }
}
