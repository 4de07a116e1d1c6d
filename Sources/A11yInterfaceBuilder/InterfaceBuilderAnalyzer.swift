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

  public init(
    rules: [any InterfaceBuilderRule.Type] = BuiltInInterfaceBuilderRules.all, configuration: Configuration,
    project: ProjectIndex, classCode: ClassCodeFacts = ClassCodeFacts(),
    appearances: [Appearance] = Appearance.allCases
  ) {
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
    var document = try IBDocumentReader.read(data, path: path)
    document.stringTables = stringTables
    return Outcome(findings: check(document), objectCount: document.objects.count)
  }

  public func check(_ document: IBDocument) -> [Finding] {
    let facts = IBFacts(document: document, project: project, classCode: classCode, appearances: appearances)
    var findings: [Finding] = []
    for rule in rules where configuration.isEnabled(rule.descriptor.id) {
      var context = IBRuleContext(
        rule: RuleContext(descriptor: rule.descriptor, configuration: configuration, project: project, file: document.path),
        facts: facts)
      rule.init().check(document, &context)
      findings += context.rule.findings
    }
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
    IBSceneTitleRule.self,
  ]

  /// Descriptors of rules only Interface Builder files have (the others are the Swift rules').
  public static var ownDescriptors: [RuleDescriptor] { [IBSceneTitleRule.descriptor] }
}
