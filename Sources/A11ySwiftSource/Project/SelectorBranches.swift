import A11yCore
import SwiftSyntax

/// A branch taken only for some values of a stored property: `switch mode { case .large: ... }`,
/// `if mode == .draft { ... }`, `if state is DraftState { ... }`. When every construction of the
/// type passes that property a literal, the branches for values nobody passes never run.
public struct SelectorBranch: Sendable, Hashable {
  public var type: String
  public var property: String
  /// Enum case names (`large`) or type names as written (`LinkPreview.DraftState`); none for a
  /// presence test.
  public var values: Set<String>
  public var test: Test
  public var body: Range<Int>

  public enum Test: Sendable, Hashable {
    /// `mode == .large`, `case .large:`: taken for the cases named.
    case cases
    /// `state is DraftState`: taken for the types named and their subclasses.
    case types
    /// `if let onInfo { ... }`: taken only when a construction passes the optional property.
    case presence
  }
}

/// A construction of a type with labelled arguments outside view bodies: `MediaMessageView(attachment: a, mode: .attachmentApproval)`.
/// Each label's value is the literal it passes (a case name or a type name), nil when not a literal.
public struct Construction: Sendable, Hashable {
  public var type: String
  public var arguments: [String: String?]
}

extension String {
  /// `trimmingCharacters(in: .whitespaces)`, without Foundation when it has nothing to trim: the
  /// set's only ASCII members are space and tab, and a UTF-8 text whose first and last bytes are
  /// other ASCII starts and ends with a scalar outside the set (asked for every `if` and `switch`
  /// subject of every file, where Foundation's trimming showed in profiles).
  var trimmingEndWhitespace: String {
    let utf8 = self.utf8
    guard let first = utf8.first, let last = utf8.last else { return String(self) }
    if first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return String(self) }
    return trimmingCharacters(in: .whitespaces)
  }
}

enum SelectorBranchReader {
  /// `mode`, `self.mode` → `mode`.
  static func property(_ text: String) -> String? {
    let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    guard !name.isEmpty, name.utf8.allSatisfy(isIdentifierByte), name.first?.isLetter == true || name.first == "_" else { return nil }
    return name
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
  }

  static func isTypePath(_ text: String) -> Bool {
    // One byte scan (asked for every construction call): a type path is ASCII identifier bytes and
    // dots, so a byte is a character and Foundation's `contains` (which showed in profiles) isn't needed.
    var sawDot = false, atComponentStart = true
    var lastComponentFirst: UInt8 = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        sawDot = true
        atComponentStart = true
        continue
      }
      guard isIdentifierByte(byte) else { return false }
      if atComponentStart {
        lastComponentFirst = byte
        atComponentStart = false
      }
    }
    let startsUppercase = text.utf8.first.map(isUppercaseByte) ?? false
    return (startsUppercase || sawDot) && isUppercaseByte(lastComponentFirst)
  }

  private static func isUppercaseByte(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  /// `if mode == .draft` / `if state is DraftState` (one condition, no `else` judged).
  static func branch(of node: IfExprSyntax, type: String?, converter: PositionConverter) -> SelectorBranch? {
    guard let type, node.conditions.count == 1, let condition = node.conditions.first else { return nil }
    // `if let didTapInfoButton { Button(action: didTapInfoButton) { ... } }`: shown only when a
    // caller passes the optional (Mullvad's info button, passed only by a preview).
    if case .optionalBinding(let binding) = condition.condition, binding.bindingSpecifier.tokenKind == .keyword(.let),
       let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
       binding.initializer.map({ property(converter.text(of: $0.value).trimmingEndWhitespace) == name }) ?? true {
      let body = node.body.positionAfterSkippingLeadingTrivia.utf8Offset..<node.body.endPositionBeforeTrailingTrivia.utf8Offset
      return SelectorBranch(type: type, property: name, values: [], test: .presence, body: body)
    }
    guard case .expression(let expression) = condition.condition else { return nil }
    // Most conditions hold neither ` == .` nor ` is `: their bytes say so before the text is made
    // and trimmed (Foundation's trimming, for every `if` of every file, showed in profiles). The
    // text is the bytes' own, from a token's start to a token's end.
    let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset, end = expression.endPositionBeforeTrailingTrivia.utf8Offset
    guard converter.source.contains(" == .", from: start, to: end) || converter.source.contains(" is ", from: start, to: end) else {
      return nil
    }
    let text = converter.text(of: expression).trimmingEndWhitespace
    let body = node.body.positionAfterSkippingLeadingTrivia.utf8Offset..<node.body.endPositionBeforeTrailingTrivia.utf8Offset
    // Byte tests before Foundation's searches (asked for every `if` of every file): ASCII words
    // without K, `;` or `` ` `` can't be in a text that lacks their bytes.
    if ByteSearch.contains(text, word: " == ."), let range = text.range(of: " == .") {
      let caseName = String(text[range.upperBound...])
      guard let property = property(String(text[..<range.lowerBound]).trimmingEndWhitespace),
            !caseName.isEmpty, caseName.utf8.allSatisfy(isIdentifierByte) else { return nil }
      return SelectorBranch(type: type, property: property, values: [caseName], test: .cases, body: body)
    }
    if ByteSearch.contains(text, word: " is "), let range = text.range(of: " is ") {
      let tested = String(text[range.upperBound...]).trimmingEndWhitespace
      guard let property = property(String(text[..<range.lowerBound]).trimmingEndWhitespace),
            isTypePath(tested) else { return nil }
      return SelectorBranch(type: type, property: property, values: [tested], test: .types, body: body)
    }
    return nil
  }

  /// `switch mode { case .large, .small: ... }`: one branch per case whose patterns are all
  /// enum cases (`.large`, `.large(let x)`); `default` and other patterns are never judged.
  static func branches(of node: SwitchExprSyntax, type: String?, converter: PositionConverter) -> [SelectorBranch] {
    guard let type, let property = property(converter.text(of: node.subject).trimmingEndWhitespace) else { return [] }
    var result: [SelectorBranch] = []
    for case .switchCase(let switchCase) in node.cases {
      guard case .case(let label) = switchCase.label else { continue }
      var values: Set<String> = []
      var plain = true
      for item in label.caseItems {
        guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
              let name = caseName(pattern.expression) else { plain = false; break }
        values.insert(name)
      }
      guard plain, !values.isEmpty else { continue }
      let body = switchCase.positionAfterSkippingLeadingTrivia.utf8Offset..<switchCase.endPositionBeforeTrailingTrivia.utf8Offset
      result.append(SelectorBranch(type: type, property: property, values: values, test: .cases, body: body))
    }
    return result
  }

  /// `.large` or `.large(let x)` → `large`.
  static func caseName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
    if let call = expression.as(FunctionCallExprSyntax.self) { return caseName(call.calledExpression) }
    return nil
  }

  /// The literal an argument passes: `.large` / `Mode.large` → `large`; `DraftState(...)` → `DraftState`.
  static func literal(_ expression: ExprSyntax, converter: PositionConverter) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if member.base == nil { return member.declName.baseName.text }
      if let base = member.base, isTypePath(converter.text(of: base)) { return member.declName.baseName.text }
      return nil
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
        return member.declName.baseName.text  // `.large(1)`
      }
      let callee = converter.text(of: call.calledExpression)
      return isTypePath(callee) ? callee : nil
    }
    return nil
  }

  /// The same for a summarised argument (view call sites).
  static func literal(_ value: ExpressionInfo) -> String? {
    switch value.kind {
    case .member(let base, let name):
      if let base, !isTypePath(base) { return nil }
      return name
    case .call(let callee, _):
      if callee.hasPrefix(".") { return String(callee.dropFirst()) }
      return isTypePath(callee) ? callee : nil
    default:
      return nil
    }
  }
}
