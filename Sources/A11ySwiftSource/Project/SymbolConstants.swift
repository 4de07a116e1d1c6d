import A11yCore

/// SF Symbols a project names through its own constants (`Image(icon: .general.share)`, with
/// `let share: Icon = .init("square.and.arrow.up")` in an icon catalogue): what VoiceOver reads is
/// the symbol's name, which the constant holds.
enum SymbolConstants {
  static func symbolConstants(in constants: [ConstantKey: ExpressionInfo]) -> [String: Set<String>] {
    var symbols: [String: Set<String>] = [:]
    for (key, value) in constants {
      // `.init("x")`, `Icon("x")`, `.applyCircle("x")`: a call given the symbol's name first.
      guard value.text.hasSuffix(")"), let literal = QuotedLiterals.contents(in: value.text).first,
            SymbolNames.isPlausibleSymbolName(literal) else { continue }
      symbols[key.name, default: []].insert(literal)
    }
    return symbols
  }
}

extension ProjectIndex {
  /// The symbol a member reference names (`.general.share`, `Icons.share`), when the project keeps
  /// exactly one symbol in constants of that name.
  public func symbol(namedBy reference: String) -> String? {
    guard let last = reference.split(separator: ".").last.map(String.init),
          last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let candidates = symbolConstants[last], candidates.count == 1 else { return nil }
    return candidates.first
  }
}
