import Foundation
import A11yCore
import SwiftSyntax

/// SF Symbols a project names through its own constants (`Image(icon: .general.share)`, with
/// `let share: Icon = .init("square.and.arrow.up")` in an icon catalogue) or functions
/// (`UIImage(systemName: .ellipsisNavigation())`): what VoiceOver reads is the symbol's name, which
/// the constant holds or the function returns.
enum SymbolConstants {
  static func symbolConstants(in constants: [ConstantKey: ExpressionInfo]) -> [String: Set<String>] {
    var symbols: [String: Set<String>] = [:]
    for (key, value) in constants {
      // `.init("x")`, `Icon("x")`, `.applyCircle("x")`: a call given the symbol's name first.
      guard value.text.hasSuffix(")"), let literal = QuotedLiterals.contents(in: value.text).first,
            SymbolNames.isPlausibleSymbolName(literal) || Self.isSystemSymbolCall(value, literal: literal) else { continue }
      symbols[key.name, default: []].insert(literal)
    }
    return symbols
  }

  /// `ImageAsset.system(name: "multiply.circle.fill")`, `UIImage(systemName: "…")`: a call that
  /// says it takes a system symbol, given a name shaped like one (lowercase words and dots).
  static func isSystemSymbolCall(_ value: ExpressionInfo, literal: String) -> Bool {
    !literal.isEmpty && literal.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." }) && takesSymbolName(value)
  }

  /// A call that takes a symbol's name: `.system(name:)`, `ImageAsset.system(name:)`, `systemName:`.
  static func takesSymbolName(_ value: ExpressionInfo) -> Bool {
    guard case .call(let callee, let arguments) = value.kind else { return false }
    return callee.hasSuffix(".system") || callee == "system" || arguments.contains { $0.label == "systemName" }
  }

  /// The symbol names a function body returns, when every value it returns is a literal one
  /// (`if #available(iOS 26, *) { return "ellipsis" } else { return "ellipsis.circle" }`); nil
  /// when any is something else, or the body is longer than such a choice is written.
  /// `images`: the function returns an image (`-> UIImage?`): each return must make one from a
  /// symbol's name (`return UIImage(systemName: "ellipsis.circle")`, iMast's `getOthersMenuImage()`).
  static func returnedSymbols(_ body: CodeBlockSyntax, images: Bool = false) -> Set<String>? {
    returnedSymbols(body.statements, images: images)
  }

  /// The same for a getter's statements (`var icon: String { ... }`).
  static func returnedSymbols(_ statements: CodeBlockItemListSyntax, images: Bool = false) -> Set<String>? {
    guard statements.count <= 3, statements.trimmedLength.utf8Length <= 400 else { return nil }
    let collector = ReturnedLiterals(viewMode: .sourceAccurate)
    collector.images = images
    collector.walk(statements)
    guard !collector.sawOther, !collector.literals.isEmpty,
          collector.literals.allSatisfy(SymbolNames.isPlausibleSymbolName) else { return nil }
    return collector.literals
  }

  /// The symbol each case of a switch names, when the switch is a table of symbols: every case
  /// matches enum cases only (`case .copy:`, `case .add, .plus:`) and gives one literal shaped
  /// like a symbol's name (`return "doc.on.doc"` or `"doc.on.doc"`: lowercase words and dots),
  /// there are at least two, and most are made of the words symbols are (`tv.slash` may be one
  /// too, though `tv` isn't among those words).
  static func caseSymbols(_ node: SwitchExprSyntax) -> [(name: String, symbol: String)] {
    guard node.cases.count >= 2 else { return [] }
    var result: [(name: String, symbol: String)] = []
    for element in node.cases {
      guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label,
            switchCase.statements.count == 1, let item = switchCase.statements.first?.item else { return [] }
      let value: ExprSyntax?
      if let returned = item.as(ReturnStmtSyntax.self) { value = returned.expression } else { value = item.as(ExprSyntax.self) }
      guard let value, let symbol = ReturnedLiterals.literal(value), !symbol.isEmpty,
            symbol.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." }) else { return [] }
      for caseItem in label.caseItems {
        guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self),
              let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return [] }
        result.append((member.declName.baseName.text, symbol))
      }
    }
    let plausible = result.filter { SymbolNames.isPlausibleSymbolName($0.symbol) }.count
    return result.count >= 2 && plausible * 2 >= result.count ? result : []
  }

  /// What a body returns: literal strings, and whether anything else is returned (or a closure
  /// hides what is).
  private final class ReturnedLiterals: SyntaxVisitor {
    var literals: Set<String> = []
    var sawOther = false
    /// Returns are images made from a symbol's name, not names.
    var images = false

    func returned(_ expression: ExprSyntax) -> [String]? {
      guard images else { return Self.literals(expression) }
      guard let call = expression.as(FunctionCallExprSyntax.self),
            ["UIImage", "Image", "UIImage.init"].contains(call.calledExpression.trimmedDescription),
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "systemName",
            let literal = Self.literal(argument.expression) else { return nil }
      return [literal]
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let found = node.expression.flatMap(returned) { literals.formUnion(found) } else { sawOther = true }
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// An implicit return (`{ "ellipsis" }`, `{ if a { "x" } else { "y" } }`).
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
      if node.count == 1, let only = node.first?.item.as(ExprSyntax.self) {
        if let found = returned(only) { literals.formUnion(found); return .skipChildren }
        if !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self) { sawOther = true; return .skipChildren }
      }
      return .visitChildren
    }

    static func literal(_ expression: ExprSyntax) -> String? {
      expression.as(StringLiteralExprSyntax.self).flatMap(StringLiteralValue.value(of:))
    }

    /// A literal, or both literals of a choice between two (`playing ? "pause.fill" : "play.fill"`).
    static func literals(_ expression: ExprSyntax) -> [String]? {
      if let literal = literal(expression) { return [literal] }
      if let choice = expression.as(TernaryExprSyntax.self) {
        guard let first = literal(choice.thenExpression), let second = literal(choice.elseExpression) else { return nil }
        return [first, second]
      }
      // Unfolded, `a == b ? "x" : "y"` is a sequence ending in `? "x" :` and `"y"`: the one
      // ternary, the operator that binds loosest, chooses between the two.
      guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements.filter({ $0.is(UnresolvedTernaryExprSyntax.self) }).count == 1,
            !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
            let choice = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
            let first = literal(choice.thenExpression), let second = literal(elements[elements.count - 1]) else { return nil }
      return [first, second]
    }
  }
}

extension ProjectIndex {
  /// What a project's symbol initializer draws for an enum case (`Image(for: .more)` with `enum
  /// ImageName: String { case more = "ellipsis" }`): the string the case stands for, when every
  /// `String` enum with a case of that name gives the same one. An initializer that draws the
  /// catalog's image of that name when there is one (`UIImage(named:)`, then the symbol) draws
  /// the asset when the catalog holds it. Nil for anything but an implicit member.
  public func imageDrawn(byCase reference: String) -> (name: String, isAsset: Bool)? {
    guard let name = ImageSource.caseName(reference), let values = stringCaseValues[name], values.count == 1,
          let value = values.first, !value.isEmpty else { return nil }
    return (value, imageAssetNames.contains(value))
  }

  /// The symbols `base.member` may name, when `base` is a stored property of `type` whose own
  /// type computes `member` from symbols' names only (`playbackState.icon`, with `var
  /// playbackState: PlaybackState` and `PlaybackState`'s `var icon: String`). Nil otherwise.
  public func symbols(ofMember reference: String, in type: String?) -> Set<String>? {
    let parts = reference.split(separator: ".")
    guard let type, parts.count == 2, let declared = propertyType(String(parts[0]), in: type) else { return nil }
    let owner = TypeIndex.simpleName(declared.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
    return symbolProperties[ConstantKey(type: owner, name: String(parts[1]))]
  }

  /// The symbol an enum case names (`.copy` → "doc.on.doc"), when every switch of the project
  /// that maps it gives the same one.
  public func symbol(ofCase name: String) -> String? {
    guard let symbols = symbolCases[name], symbols.count == 1 else { return nil }
    return symbols.first
  }

  /// The asset a type's constant names, for a reference to it (`.X24.back` with `static let back =
  /// ImageAsset.bundle(name: "x24/Back")` in `enum X24`, Anytype's generated catalogue): the first
  /// literal of a call that isn't a symbol's (`.system(name:)`, `systemName:`). Nil for anything else.
  public func assetNamed(by reference: String) -> String? {
    let parts = reference.split(separator: ".")
    guard parts.count >= 2, parts[parts.count - 2].first?.isUppercase == true,
          parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
          let value = constants[ConstantKey(type: String(parts[parts.count - 2]), name: String(parts[parts.count - 1]))],
          case .call = value.kind, !SymbolConstants.takesSymbolName(value),
          let literal = QuotedLiterals.contents(in: value.text).first, !literal.isEmpty else { return nil }
    return literal
  }

  /// The symbol a member reference names (`.general.share`, `Icons.share`), when the project keeps
  /// exactly one symbol in constants of that name.
  public func symbol(namedBy reference: String) -> String? {
    guard let candidates = symbols(namedBy: reference), candidates.count == 1 else { return nil }
    return candidates.first
  }

  /// Every symbol a member reference or call may name (`.ellipsisNavigation()`: "ellipsis",
  /// "ellipsis.circle"); nil when the project keeps none under that name.
  public func symbols(namedBy reference: String) -> Set<String>? {
    var reference = Substring(reference)
    if reference.hasSuffix("()") { reference = reference.dropLast(2) }
    guard let last = reference.split(separator: ".").last.map(String.init),
          last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let candidates = symbolConstants[last], !candidates.isEmpty else { return nil }
    return candidates
  }
}
