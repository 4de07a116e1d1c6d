import A11yCore
import SwiftSyntax

/// A UIKit size that scales with the text size but stops at a cap:
/// `UIFontMetrics(forTextStyle: .body).scaledFont(for: font, maximumPointSize: 24)` or
/// `min(UIFontMetrics.default.scaledValue(for: 17), 24)`.
public struct FontCap: Sendable, Hashable {
  /// The text style the metrics scale like (`body` for `UIFontMetrics.default` or metrics held elsewhere).
  public var style: String
  /// Whether the style was read from the code (not assumed to be `body`).
  public var styleIsKnown: Bool
  /// What is scaled: the font (`.systemFont(ofSize: 15)`, a constant) or the value (`17`).
  public var base: ExpressionInfo?
  /// The cap: `maximumPointSize:` or `min`'s literal.
  public var cap: ExpressionInfo
  /// `maximumPointSize` or `min`: how the code writes the cap, for messages.
  public var written: String
  public var enclosingType: String?
}

enum FontCapSyntax {
  /// `scaledFont(for:maximumPointSize:)` or `min(<...scaledValue(for:)...>, 24)`, as a cap.
  static func cap(of call: FunctionCallExprSyntax, summarizer: ExpressionSummarizer, enclosingType: String?) -> FontCap? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scaledFont",
       let limit = call.arguments.first(where: { $0.label?.text == "maximumPointSize" }) {
      let font = call.arguments.first { $0.label?.text == "for" }?.expression
      let (style, known) = style(ofMetrics: member.base)
      return FontCap(style: style, styleIsKnown: known, base: font.map(summarizer.summarize),
                     cap: summarizer.summarize(limit.expression), written: "maximumPointSize", enclosingType: enclosingType)
    }
    if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "min", call.arguments.count == 2 {
      let arguments = call.arguments.map(\.expression)
      guard let limit = arguments.first(where: isNumber),
            let scaled = arguments.first(where: { !isNumber($0) })?.as(FunctionCallExprSyntax.self),
            let member = scaled.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "scaledValue" else { return nil }
      let (style, known) = style(ofMetrics: member.base)
      let value = scaled.arguments.first?.expression
      return FontCap(style: style, styleIsKnown: known, base: value.map(summarizer.summarize),
                     cap: summarizer.summarize(limit), written: "min(_:_:)", enclosingType: enclosingType)
    }
    return nil
  }

  private static func isNumber(_ expression: ExprSyntax) -> Bool { number(expression) != nil }

  private static func number(_ expression: ExprSyntax) -> Double? {
    if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
    if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
    return nil
  }

  /// `UIFontMetrics(forTextStyle: .title2)`, `.init(forTextStyle: .body)`, `UIFontMetrics.default`.
  private static func style(ofMetrics base: ExprSyntax?) -> (String, Bool) {
    if let call = base?.as(FunctionCallExprSyntax.self),
       let argument = call.arguments.first(where: { $0.label?.text == "forTextStyle" }),
       let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
       TextStyleScale.style(named: name) != nil {
      return (name, true)
    }
    if base?.trimmedDescription == "UIFontMetrics.default" { return ("body", true) }
    return ("body", false)
  }
}

extension FontCap {
  /// The size before scaling, when the code states it: `17`, `.systemFont(ofSize: 15)`,
  /// `UIFont(name: "x", size: 15)!`, or a constant holding one of them.
  public func baseSize(in file: SwiftFileModel) -> Double? {
    guard let base else { return nil }
    let (resolved, _) = UIKitFontAssignment.resolve(base, in: file, type: enclosingType)
    if let number = resolved.numberLiteral { return number }
    guard case .call(_, let arguments) = resolved.kind else { return nil }
    return (arguments.first(labeled: "ofSize") ?? arguments.first(labeled: "size"))?.numberLiteral
  }
}
