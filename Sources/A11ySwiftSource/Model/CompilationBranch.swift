import A11yCore
import SwiftSyntax

/// One clause of an `#if`/`#elseif`/`#else` block (statement-level or postfix inside a modifier
/// chain): the source it spans and the condition that compiles it. Recorded once by the model so
/// every finding inside it can say which branch it is in, whatever rule made it.
public struct CompilationBranch: Sendable, Hashable {
  /// `#if os(iOS)`, `#elseif DEBUG`, `#else`.
  public var clause: String
  /// The block's first clause (`#if os(iOS)`), which names an `#else`.
  public var opening: String
  public var start: Int
  public var end: Int

  /// "in the `#if os(iOS)` branch" / "in the `#else` branch of `#if os(iOS)`", in both languages.
  public var note: LocalizedText {
    let clause = SymbolMention.oneLine(self.clause)
    let opening = SymbolMention.oneLine(self.opening)
    if clause == opening {
      return LocalizedText(en: "in the `\(clause)` branch", ko: "`\(clause)` 분기 안")
    }
    return LocalizedText(en: "in the `\(clause)` branch of `\(opening)`", ko: "`\(opening)` 블록의 `\(clause)` 분기 안")
  }

  /// The branches of one `#if` block. A single `#if` wrapping declarations at the top of a file
  /// (`#if canImport(UIKit)` around the whole file) says nothing a reader needs, so it is left out.
  static func branches(of config: IfConfigDeclSyntax, converter: PositionConverter) -> [CompilationBranch] {
    if config.clauses.count == 1, config.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { return [] }
    guard let first = config.clauses.first else { return [] }
    let opening = Self.text(of: first, converter: converter)
    return config.clauses.map { clause in
      CompilationBranch(
        clause: Self.text(of: clause, converter: converter), opening: opening,
        start: clause.positionAfterSkippingLeadingTrivia.utf8Offset, end: clause.endPositionBeforeTrailingTrivia.utf8Offset)
    }
  }

  private static func text(of clause: IfConfigClauseSyntax, converter: PositionConverter) -> String {
    clause.condition.map { "\(clause.poundKeyword.text) \(converter.text(of: $0))" } ?? clause.poundKeyword.text
  }
}

extension SymbolMention {
  /// An expression on one line, spaces collapsed (a condition written over several lines).
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

extension SwiftFileModel {
  /// The innermost `#if` branch holding `position`, if any.
  public func compilationBranch(at position: SourcePosition) -> CompilationBranch? {
    guard !compilationBranches.isEmpty else { return nil }
    let offset = position.utf8Offset
    return compilationBranches
      .filter { $0.start <= offset && offset < $0.end }
      .min { ($0.end - $0.start) < ($1.end - $1.start) }
  }
}
