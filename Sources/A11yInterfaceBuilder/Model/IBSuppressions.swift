import A11yCore

/// Suppressions written in a storyboard or xib, in the grammar of the Swift comments:
/// - `<!-- a11y-audit:disable:next RULE -->`, `disable:this`, `disable` ... `enable` comments, for
///   hand-edited files (Xcode drops comments when it saves a file);
/// - an object's Xcode Label (`userLabel`, Identity inspector › Document › Label) holding
///   `a11y-audit:disable RULE`, which Xcode keeps: the rules are off for that object and everything
///   inside its element.
public struct IBSuppressions: Sendable {
  /// The comments' directives.
  public let comments: SuppressionMask
  /// Directives from Labels, with the lines of the object's element.
  public let labels: [(directive: SuppressionDirective, lines: ClosedRange<Int>)]

  public init(document: IBDocument) {
    comments = SuppressionMask(directives: document.comments.compactMap { comment in
      guard comment.text.contains(SuppressionDirective.marker) else { return nil }
      return SuppressionDirective.parse(comment: comment.text, position: comment.position)
    })
    var labels: [(SuppressionDirective, ClosedRange<Int>)] = []
    for object in document.objects {
      guard let label = object["userLabel"], let directive = Self.directive(inLabel: label, at: object.position) else { continue }
      labels.append((directive, object.position.line...max(object.endLine, object.position.line)))
    }
    self.labels = labels
  }

  /// `Logo a11y-audit:disable uikit-image-view-label - decorative` → the directive after the
  /// Label's own words. Any disable scope means the object; `enable` means nothing in a Label.
  static func directive(inLabel label: String, at position: SourcePosition) -> SuppressionDirective? {
    guard let marker = label.range(of: SuppressionDirective.marker),
          let directive = SuppressionDirective.parse(comment: String(label[marker.lowerBound...]), position: position),
          directive.scope != .enable else { return nil }
    return directive
  }

  public func suppresses(ruleID: String, line: Int) -> Bool {
    if comments.suppresses(ruleID: ruleID, line: line) { return true }
    return labels.contains { entry in
      entry.lines.contains(line)
        && entry.directive.ruleIDs.contains { $0 == ruleID || $0 == SuppressionDirective.allRules }
    }
  }

  /// Directives (comments and Labels) that name rules nobody knows.
  public func unknownRuleIDs(knownRuleIDs: Set<String>) -> [(SuppressionDirective, String)] {
    let fromLabels = labels.flatMap { entry in
      entry.directive.ruleIDs
        .filter { $0 != SuppressionDirective.allRules && !knownRuleIDs.contains($0) }
        .map { (entry.directive, $0) }
    }
    return comments.unknownRuleIDs(knownRuleIDs: knownRuleIDs) + fromLabels
  }
}
