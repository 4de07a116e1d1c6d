/// A `// a11y-audit:...` comment that turns rules off for part of a file.
public struct SuppressionDirective: Sendable, Hashable {
  public enum Scope: String, Sendable {
    /// `a11y-audit:disable:next`: the line after the comment.
    case nextLine = "disable:next"
    /// `a11y-audit:disable:this`: the comment's own line.
    case thisLine = "disable:this"
    /// `a11y-audit:disable` ... `a11y-audit:enable`: every line in between (or to the end of the file).
    case disable
    case enable
  }

  public static let allRules = "all"
  /// What every directive starts with; a file without it has none.
  public static let marker = "a11y-audit:"

  public var scope: Scope
  public var ruleIDs: [String]
  /// The line of the comment, and the position of the directive for reporting unknown rule ids.
  public var position: SourcePosition

  public init(scope: Scope, ruleIDs: [String], position: SourcePosition) {
    self.scope = scope
    self.ruleIDs = ruleIDs
    self.position = position
  }

  /// Reads a directive from a comment's text (with its `//` or `/* */` delimiters), if it holds one.
  public static func parse(comment: String, position: SourcePosition) -> SuppressionDirective? {
    var body = Substring(comment)
    for opener in ["///", "//", "/*"] where body.hasPrefix(opener) {
      body = body.dropFirst(opener.count)
      break
    }
    if body.hasSuffix("*/") { body = body.dropLast(2) }
    body = body.drop(while: \.isWhitespace)
    guard body.hasPrefix(marker) else { return nil }
    body = body.dropFirst(marker.count)
    let words = body.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
    guard let command = words.first else { return nil }
    let scope: Scope
    switch command {
    case Scope.nextLine.rawValue: scope = .nextLine
    case Scope.thisLine.rawValue: scope = .thisLine
    case Scope.disable.rawValue: scope = .disable
    case Scope.enable.rawValue: scope = .enable
    default: return nil
    }
    // Words after a ` - ` are a free-text reason, as in `// a11y-audit:disable:next rule - why`.
    let ruleIDs = words.dropFirst().prefix(while: { $0 != "-" }).map(RuleAliases.canonical)
    return SuppressionDirective(scope: scope, ruleIDs: ruleIDs.isEmpty ? [allRules] : Array(ruleIDs), position: position)
  }
}

/// Answers, for a file, whether a rule is suppressed on a line.
public struct SuppressionMask: Sendable {
  private struct Region {
    var ruleID: String
    var lines: ClosedRange<Int>
  }

  private var regions: [Region] = []
  public let directives: [SuppressionDirective]

  public init(directives: [SuppressionDirective]) {
    self.directives = directives
    var openRegions: [String: Int] = [:]
    for directive in directives.sorted(by: { $0.position < $1.position }) {
      let line = directive.position.line
      for ruleID in directive.ruleIDs {
        switch directive.scope {
        case .nextLine: regions.append(Region(ruleID: ruleID, lines: (line + 1)...(line + 1)))
        case .thisLine: regions.append(Region(ruleID: ruleID, lines: line...line))
        case .disable: if openRegions[ruleID] == nil { openRegions[ruleID] = line }
        case .enable:
          if let start = openRegions.removeValue(forKey: ruleID) {
            regions.append(Region(ruleID: ruleID, lines: start...line))
          }
        }
      }
    }
    for (ruleID, start) in openRegions {
      regions.append(Region(ruleID: ruleID, lines: start...Int.max))
    }
  }

  public func suppresses(ruleID: String, line: Int) -> Bool {
    regions.contains { ($0.ruleID == ruleID || $0.ruleID == SuppressionDirective.allRules) && $0.lines.contains(line) }
  }

  /// Directives that name rules nobody knows, as (directive, unknown id) pairs.
  public func unknownRuleIDs(knownRuleIDs: Set<String>) -> [(SuppressionDirective, String)] {
    directives.flatMap { directive in
      directive.ruleIDs
        .filter { $0 != SuppressionDirective.allRules && !knownRuleIDs.contains($0) }
        .map { (directive, $0) }
    }
  }
}
