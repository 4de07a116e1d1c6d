import A11yCore
import SwiftSyntax

/// One clause of an `#if`/`#elseif`/`#else` block (statement-level or postfix inside a modifier
/// chain): the source it spans and the condition that compiles it. Recorded once by the model so
/// every finding inside it can say which branch it is in, whatever rule made it, and so code that
/// is never compiled for iOS (`#if os(tvOS)`, `#else` of `#if os(iOS)`) is not reported.
public struct CompilationBranch: Sendable, Hashable {
  /// `#if os(iOS)`, `#elseif DEBUG`, `#else`.
  public var clause: String
  /// The block's first clause (`#if os(iOS)`), which names an `#else`.
  public var opening: String
  public var start: Int
  public var end: Int
  /// Where the whole `#if ... #endif` block starts: clauses of one block never compile together.
  public var blockStart: Int = 0
  /// Whether an iOS build compiles this clause: `true`, `false`, or `nil` when it depends on a
  /// flag the source doesn't settle (`DEBUG`, a custom flag).
  public var compiledForIOS: Bool? = nil
  /// A lone `#if` around declarations at the top of a file (`#if canImport(UIKit)`): named in a
  /// message only when it isn't plainly iOS code.
  public var wrapsFile: Bool = false
  /// The clause's condition as the walk summarised it; nil for `#else`. A build whose flags are
  /// known (the Release configuration) settles it again without the syntax.
  public var condition: BuildCondition? = nil

  /// "in the `#if os(iOS)` branch" / "in the `#else` branch of `#if os(iOS)`", in both languages.
  public var note: LocalizedText {
    LocalizedText(en: "in \(englishName)", ko: "\(koreanName) 안")
  }

  /// "the `#else` branch of `#if os(iOS)`".
  var englishName: String {
    let clause = SymbolMention.oneLine(self.clause)
    let opening = SymbolMention.oneLine(self.opening)
    return clause == opening ? "the `\(clause)` branch" : "the `\(clause)` branch of `\(opening)`"
  }

  /// "`#if os(iOS)` 블록의 `#else` 분기".
  var koreanName: String {
    let clause = SymbolMention.oneLine(self.clause)
    let opening = SymbolMention.oneLine(self.opening)
    return clause == opening ? "`\(clause)` 분기" : "`\(opening)` 블록의 `\(clause)` 분기"
  }

  /// The note for a finding inside `chain` (outermost first): "in the `#if os(iOS)` branch and,
  /// within it, the `#if DEBUG` branch".
  public static func note(for chain: [CompilationBranch]) -> LocalizedText? {
    let named = chain.filter { !($0.wrapsFile && $0.compiledForIOS == true) }
    guard let first = named.first else { return nil }
    guard named.count > 1 else { return first.note }
    return LocalizedText(
      en: "in " + first.englishName + named.dropFirst().map { " and, within it, " + $0.englishName }.joined(),
      ko: named.map(\.koreanName).joined(separator: " 안의 ") + " 안")
  }

  /// The branches of one `#if` block, each with whether iOS compiles it (a clause compiles when
  /// its condition holds and no earlier clause's did).
  static func branches(of config: IfConfigDeclSyntax, converter: PositionConverter) -> [CompilationBranch] {
    guard let first = config.clauses.first else { return [] }
    let wrapsFile = config.clauses.count == 1 && config.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    let opening = Self.text(of: first, converter: converter)
    var earlierMayHold: Bool? = false  // whether any earlier clause's condition holds
    return config.clauses.map { clause in
      let summary = clause.condition.map(BuildCondition.init)
      let condition: Bool? = summary.map { $0.evaluate() } ?? true
      let compiled = IOSBuildCondition.and(IOSBuildCondition.not(earlierMayHold), condition)
      earlierMayHold = IOSBuildCondition.or(earlierMayHold, condition)
      return CompilationBranch(
        clause: Self.text(of: clause, converter: converter), opening: opening,
        start: clause.positionAfterSkippingLeadingTrivia.utf8Offset, end: clause.endPositionBeforeTrailingTrivia.utf8Offset,
        blockStart: config.positionAfterSkippingLeadingTrivia.utf8Offset, compiledForIOS: compiled, wrapsFile: wrapsFile,
        condition: summary)
    }
  }

  private static func text(of clause: IfConfigClauseSyntax, converter: PositionConverter) -> String {
    clause.condition.map { "\(clause.poundKeyword.text) \(converter.text(of: $0))" } ?? clause.poundKeyword.text
  }

  /// Whether code in both chains can be compiled into one iOS build: not when either is never
  /// compiled for iOS, nor when they sit in different clauses of one `#if` block.
  public static func canCoexist(_ first: [CompilationBranch], _ second: [CompilationBranch]) -> Bool {
    if first.contains(where: { $0.compiledForIOS == false }) || second.contains(where: { $0.compiledForIOS == false }) {
      return false
    }
    for branch in first where second.contains(where: { $0.blockStart == branch.blockStart && $0.start != branch.start }) {
      return false
    }
    return true
  }
}

/// An `#if` condition summarised once from its syntax, three-valued for an iOS build: what the
/// source settles for iOS (`os(iOS)`, `canImport(AppKit)`, `true`) is settled, build flags
/// (`DEBUG`, a custom flag) stay by name for a build's settings to settle, and anything else
/// (`swift(>=6)`) stays unsettled; `targetEnvironment(macCatalyst)` is a Mac build and
/// `targetEnvironment(simulator)` a build no user's device runs.
public indirect enum BuildCondition: Sendable, Hashable {
  case settled(Bool?)
  case flag(String)
  case not(BuildCondition)
  case all([BuildCondition])
  case any([BuildCondition])

  init(_ expression: ExprSyntax) {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      self = .flag(reference.baseName.text)
    } else if let sequence = expression.as(SequenceExprSyntax.self) {
      self = Self(sequence: Array(sequence.elements))
    } else if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      let left = Self(infix.leftOperand), right = Self(infix.rightOperand)
      switch op.operator.text {
      case "&&": self = .all([left, right])
      case "||": self = .any([left, right])
      default: self = .settled(nil)
      }
    } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      self = .not(Self(prefix.expression))
    } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      self = Self(only.expression)
    } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      self = .settled(literal.literal.tokenKind == .keyword(.true))
    } else if let call = expression.as(FunctionCallExprSyntax.self),
              let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      switch function {
      case "os":
        self = .settled(argument == "iOS" ? true : IOSBuildCondition.otherPlatforms.contains(argument) ? false : nil)
      case "canImport":
        self = .settled(IOSBuildCondition.iOSModules.contains(argument) ? true : IOSBuildCondition.otherPlatformModules.contains(argument) ? false : nil)
      case "targetEnvironment":
        // Mac Catalyst code runs on a Mac, never on an iPhone or iPad; simulator code never
        // reaches a user's device (Grocy's stand-in scanner).
        self = .settled(argument == "macCatalyst" || argument == "simulator" ? false : nil)
      default:
        self = .settled(nil)
      }
    } else {
      self = .settled(nil)
    }
  }

  /// `a && b || !c` unfolded: `||` binds loosest, then `&&`.
  private init(sequence elements: [ExprSyntax]) {
    func isOperator(_ element: ExprSyntax, _ text: String) -> Bool {
      element.as(BinaryOperatorExprSyntax.self)?.operator.text == text
    }
    func split(on text: String) -> [[ExprSyntax]] {
      var parts: [[ExprSyntax]] = [[]]
      for element in elements {
        if isOperator(element, text) { parts.append([]) } else { parts[parts.count - 1].append(element) }
      }
      return parts
    }
    if elements.contains(where: { isOperator($0, "||") }) {
      self = .any(split(on: "||").map { Self(sequence: $0) })
    } else if elements.contains(where: { isOperator($0, "&&") }) {
      self = .all(split(on: "&&").map { Self(sequence: $0) })
    } else {
      self = elements.count == 1 ? Self(elements[0]) : .settled(nil)
    }
  }

  /// Whether the condition holds: `flag` settles a build flag when the build's settings are
  /// known; without it flags stay unsettled.
  public func evaluate(flag: (String) -> Bool? = { _ in nil }) -> Bool? {
    switch self {
    case .settled(let value): return value
    case .flag(let name): return flag(name)
    case .not(let inner): return IOSBuildCondition.not(inner.evaluate(flag: flag))
    case .all(let parts): return parts.reduce(true) { IOSBuildCondition.and($0, $1.evaluate(flag: flag)) }
    case .any(let parts): return parts.reduce(false) { IOSBuildCondition.or($0, $1.evaluate(flag: flag)) }
    }
  }
}

/// What an iOS build is and isn't, and three-valued logic: `true`, `false`, or `nil` when the
/// source doesn't settle it.
enum IOSBuildCondition {
  /// Platforms an iOS build is not (`os(...)` arguments).
  static let otherPlatforms: Set<String> = [
    "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD",
    "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku",
  ]
  /// Modules an iOS build can import, and modules it can't.
  static let iOSModules: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore"]
  static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "TVUIKit", "WatchKit", "Glibc", "WinSDK", "Android"]

  static func not(_ value: Bool?) -> Bool? { value.map { !$0 } }
  static func and(_ left: Bool?, _ right: Bool?) -> Bool? {
    if left == false || right == false { return false }
    return left == true && right == true ? true : nil
  }
  static func or(_ left: Bool?, _ right: Bool?) -> Bool? {
    if left == true || right == true { return true }
    return left == false && right == false ? false : nil
  }
}

extension SymbolMention {
  /// An expression on one line, spaces collapsed (a condition written over several lines).
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

extension SwiftFileModel {
  /// The innermost `#if` branch holding `position`, if any (a lone file-level wrapper that is
  /// plainly iOS code, such as `#if canImport(UIKit)`, doesn't count).
  public func compilationBranch(at position: SourcePosition) -> CompilationBranch? {
    compilationChain(at: position.utf8Offset).last { !($0.wrapsFile && $0.compiledForIOS == true) }
  }

  /// Every `#if` branch holding `offset`, outermost first.
  public func compilationChain(at offset: Int) -> [CompilationBranch] {
    guard !compilationBranches.isEmpty else { return [] }
    return compilationBranches
      .filter { $0.start <= offset && offset < $0.end }
      .sorted { ($0.end - $0.start) > ($1.end - $1.start) }
  }

  /// Whether an iOS build never compiles the code at `offset` (some enclosing branch is false).
  public func isNeverCompiledForIOS(at offset: Int) -> Bool {
    compilationChain(at: offset).contains { $0.compiledForIOS == false }
  }
}
