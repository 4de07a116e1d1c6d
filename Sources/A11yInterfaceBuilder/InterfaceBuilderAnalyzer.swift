import A11yCore
import A11ySwiftSource
import Foundation

/// Audits storyboards and xibs: read each into an ``IBDocument``, then run every enabled check
/// against it with the project index the Swift files built.
public struct InterfaceBuilderAnalyzer: Sendable {
  public let rules: [any InterfaceBuilderRule.Type]
  public let configuration: Configuration
  public let project: ProjectIndex
  public let classCode: ClassCodeFacts
  /// Light appearances only for an app whose Info.plist sets `UIUserInterfaceStyle` to Light.
  public let appearances: [Appearance]

  /// Rule ids a suppression may name; others are reported as `invalid-suppression`.
  public let knownRuleIDs: Set<String>

  public init(
    rules: [any InterfaceBuilderRule.Type] = BuiltInInterfaceBuilderRules.all, configuration: Configuration,
    project: ProjectIndex, classCode: ClassCodeFacts = ClassCodeFacts(),
    appearances: [Appearance] = Appearance.allCases, knownRuleIDs: Set<String>? = nil
  ) {
    self.knownRuleIDs = knownRuleIDs ?? Set(
      BuiltInSwiftRules.all.map { $0.descriptor.id } + BuiltInInterfaceBuilderRules.ownDescriptors.map(\.id)
        + [InvalidSuppression.descriptor.id])
    self.appearances = appearances
    self.rules = rules
    self.configuration = configuration
    self.project = project
    self.classCode = classCode
  }

  /// What one file gave: its findings and how many objects were read.
  public struct Outcome: Sendable {
    public var findings: [Finding]
    public var objectCount: Int
  }

  /// Reads and checks one file. Broken XML throws, with the line, so the caller can skip the file.
  public func analyze(
    data: Data, path: String, stringTables: [String: [String: String]] = [:]
  ) throws(XMLReadError) -> Outcome {
    let document = try Self.read(data: data, path: path, stringTables: stringTables)
    return Outcome(findings: check(document), objectCount: document.objects.count)
  }

  /// Reads one file without checking it (the outlets' facts are read before the Swift rules run).
  public static func read(
    data: Data, path: String, stringTables: [String: [String: String]] = [:]
  ) throws(XMLReadError) -> IBDocument {
    var document = try IBDocumentReader.read(data, path: path)
    document.stringTables = stringTables
    return document
  }

  /// Every enabled check over one document, without the findings its comments or Labels suppress,
  /// plus `invalid-suppression` for suppressions that name unknown rules.
  public func check(_ document: IBDocument) -> [Finding] {
    let suppressions = IBSuppressions(document: document)
    var findings = uncheckedFindings(document).filter { !suppressions.suppresses(ruleID: $0.ruleID, line: $0.position.line) }
    if configuration.isEnabled(InvalidSuppression.descriptor) {
      for (directive, unknown) in suppressions.unknownRuleIDs(knownRuleIDs: knownRuleIDs) {
        findings.append(InvalidSuppression.finding(
          ruleID: unknown, at: directive.position, file: document.path, configuration: configuration))
      }
    }
    return findings.sorted(by: Finding.reportOrder)
  }

  func uncheckedFindings(_ document: IBDocument) -> [Finding] {
    // A launch screen is shown as a picture for a moment at launch: nothing in it is focused,
    // navigated or read, so what it lacks costs nobody anything.
    if document.isLaunchScreen { return [] }
    // An AppKit, tvOS or watchOS document holds no UIKit controls: the iOS guideline's checks don't apply.
    if document.targetRuntime != nil { return [] }
    let facts = IBFacts(document: document, project: project, classCode: classCode, appearances: appearances)
    var findings: [Finding] = []
    for rule in rules where configuration.isEnabled(rule.descriptor) {
      var context = IBRuleContext(
        rule: RuleContext(descriptor: rule.descriptor, configuration: configuration, project: project, file: document.path),
        facts: facts)
      rule.init().check(document, &context)
      findings += context.rule.findings
    }
    // What lies in a top-level view nothing loads is never on screen.
    // So do the static cells of a table whose controller's code gives it another data source.
    // And prototype cells whose identifier code registers another class for (its own class missing).
    // And views no size class installs.
    let stray = (facts.strayTopLevelViews + facts.staticCellsReplacedInCode + facts.prototypeCellsReplacedInCode + document.uninstalledObjects)
      .map { $0.position.line...max($0.position.line, $0.endLine) }
    if !stray.isEmpty { findings.removeAll { finding in stray.contains { $0.contains(finding.position.line) } } }
    // A team's own debug or QA screen, by its folder or file name.
    findings = findings.map { DebugScreens.placed($0, inDocumentAt: document.path) ?? $0 }
    return findings.sorted(by: Finding.reportOrder)
  }

}

/// Every Interface Builder check, in the order of the Swift rules they share ids with.
public enum BuiltInInterfaceBuilderRules {
  public static let all: [any InterfaceBuilderRule.Type] = [
    IBImageViewLabelCheck.self,
    IBButtonNameCheck.self,
    IBLabelQualityCheck.self,
    IBTextInputLabelCheck.self,
    IBTapGestureRoleCheck.self,
    IBHiddenControlsCheck.self,
    IBHeadingTraitCheck.self,
    IBFixedTextSizeCheck.self,
    IBTextSizeUpdatesCheck.self,
    IBTextTruncationCheck.self,
    IBTargetSizeCheck.self,
    IBTargetSpacingCheck.self,
    IBTextContrastCheck.self,
    IBComponentContrastCheck.self,
    IBSceneTitleRule.self,
  ]

  /// Descriptors of rules only Interface Builder files have (the others are the Swift rules').
  public static var ownDescriptors: [RuleDescriptor] { [IBSceneTitleRule.descriptor] }
}
