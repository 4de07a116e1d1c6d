import A11yCore
import SwiftSyntax

/// A font given to attributed text rather than to a view: `[.font: UIFont.systemFont(ofSize: 14)]`,
/// `addAttribute(.font, value: ...)`, `container.font = .system(size: 12)`,
/// `string[range].font = ...`. Text-size rules judge these like a view's font.
public struct AttributedFont: Sendable, Hashable {
  public enum Place: Sendable, Hashable {
    /// A `.font` key of an attribute dictionary.
    case attributeDictionary
    /// `addAttribute(.font, value:range:)`.
    case addAttribute
    /// `container.font = ...` on an `AttributeContainer`/`AttributedString` (or one of its runs).
    case attributeProperty
  }

  public var place: Place
  public var value: ExpressionInfo
  public var enclosingType: String?
}

enum AttributedFontSyntax {
  /// The ways code names the font attribute key.
  static let fontKeys: Set<String> = [
    ".font", "NSAttributedString.Key.font", "NSAttributedStringKey.font", "NSFontAttributeName", "Key.font",
  ]

  static func isFontKey(_ expression: ExprSyntax) -> Bool {
    fontKeys.contains(expression.trimmedDescription.filter { !$0.isWhitespace })
  }

  /// `NSAttributedString(string: "\n\n", attributes: [.font: ...])`: a font given to line breaks or
  /// spaces sizes a gap, not text anyone reads.
  static func stylesOnlyWhitespace(_ element: DictionaryElementSyntax) -> Bool {
    guard let argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self), argument.label?.text == "attributes",
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let string = call.arguments.first(where: { $0.label?.text == "string" })?.expression.as(StringLiteralExprSyntax.self)
    else { return false }
    let text = string.segments.map(\.trimmedDescription).joined()
    return text.replacingOccurrences(of: "\\n", with: "").replacingOccurrences(of: "\\t", with: "")
      .allSatisfy(\.isWhitespace)
  }

  /// Types whose values hold attributes set as properties.
  static let attributedTypes: Set<String> = ["AttributeContainer", "AttributedString", "AttributedSubstring"]

  /// Whether a local initialised as `value` (or typed `type`) holds attributes.
  static func holdsAttributes(type: String?, initializer: ExprSyntax?) -> Bool {
    if let type, attributedTypes.contains(TypeIndex.simpleName(type)) { return true }
    guard let call = initializer?.as(FunctionCallExprSyntax.self) else { return false }
    return attributedTypes.contains(ViewTreeBuilder.calleeName(call.calledExpression))
  }

  /// `x.font = v` where `x` holds attributes: a container or string declared here, a subscript
  /// (`string[range].font`), a scope (`container.uiKit.font`), or any receiver when `v` is a SwiftUI
  /// font (no UIKit view takes one).
  static func isAttributeProperty(_ target: ExprSyntax, value: ExprSyntax, attributedNames: Set<String>) -> Bool {
    guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font",
          let base = member.base else { return false }
    if base.is(SubscriptCallExprSyntax.self) { return true }
    if let scope = base.as(MemberAccessExprSyntax.self), ["uiKit", "swiftUI"].contains(scope.declName.baseName.text) { return true }
    if let reference = base.as(DeclReferenceExprSyntax.self), attributedNames.contains(reference.baseName.text) { return true }
    let text = value.trimmedDescription
    return text.hasPrefix(".system(") || text.hasPrefix("Font.") || text.hasPrefix(".custom(")
  }
}
