import A11yCore

/// A check over one captured screen. Like Swift source rules: a descriptor (id `runtime-...`,
/// guidelines, examples written as XCUITest debug descriptions with `↓` before each element that
/// must be reported) next to the check.
public protocol RuntimeRule: Sendable {
  static var descriptor: RuleDescriptor { get }
  init()
  func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext)
}

/// What a rule reports through: stamps the rule's id, guidelines and the element's location.
public struct RuntimeRuleContext {
  public let descriptor: RuleDescriptor
  public let severity: Severity
  public private(set) var findings: [Finding] = []

  public init(descriptor: RuleDescriptor, severity: Severity) {
    self.descriptor = descriptor
    self.severity = severity
  }

  /// `severity` lowers the rule's for this finding (a 9 mm miss is a warning where 44 pt is an
  /// error); a severity set in the configuration caps it.
  public mutating func report(
    _ placed: PlacedElement, in screen: AnalyzedScreen, _ message: LocalizedText, severity: Severity? = nil,
    needsReview: Bool = false
  ) {
    let element = placed.element
    let location = ElementLocation(
      screen: screen.screen.name, path: placed.path, type: element.type, label: element.label,
      identifier: element.identifier, frame: element.frame, source: screen.sourceReference(for: element))
    findings.append(Finding(
      ruleID: descriptor.id, severity: severity.map { min($0, self.severity) } ?? self.severity,
      file: screen.screen.file, position: SourcePosition(line: max(1, element.line), column: 1, utf8Offset: 0),
      message: message, checkpoints: descriptor.checkpoints, wcag: descriptor.wcag, hig: descriptor.hig,
      needsReview: needsReview, element: location))
  }
}
