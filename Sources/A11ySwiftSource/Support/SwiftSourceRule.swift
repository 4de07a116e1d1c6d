import A11yCore

/// A rule over the model of one Swift file. Rules are stateless: `check` reads the model and
/// reports through the context, with fixes made at the same time. A rule that compares files
/// (the same icon labelled differently on two screens) implements `checkProject`, which runs once
/// with every model of the project after the per-file checks.
public protocol SwiftSourceRule: Sendable {
  static var descriptor: RuleDescriptor { get }
  init()
  func check(_ file: SwiftFileModel, _ context: inout RuleContext)
  func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext)
}

extension SwiftSourceRule {
  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {}
  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {}
}

/// Collects one project rule's findings across the files of a project.
public struct ProjectRuleContext {
  public let descriptor: RuleDescriptor
  public let configuration: Configuration
  public let project: ProjectIndex
  public private(set) var findings: [Finding] = []

  public init(descriptor: RuleDescriptor, configuration: Configuration, project: ProjectIndex) {
    self.descriptor = descriptor
    self.configuration = configuration
    self.project = project
  }

  /// Reports a failure in `file` at `position`, as ``RuleContext/report(at:_:severity:needsReview:fix:)`` does.
  public mutating func report(
    in file: SwiftFileModel, at position: SourcePosition, _ message: LocalizedText, severity: Severity? = nil,
    needsReview: Bool = false
  ) {
    var context = RuleContext(descriptor: descriptor, configuration: configuration, project: project, file: file.path)
    context.report(at: position, message, severity: severity, needsReview: needsReview)
    findings += context.findings
  }

  public func option(_ name: String) -> ConfigValue? {
    configuration.option(name, of: descriptor)
  }
}

/// Collects one rule's findings for one file, stamping each with the rule's metadata and the
/// configured severity.
public struct RuleContext {
  /// What one rule's contexts share across the files of a project, in one object: a context is
  /// made per rule per file, and copying the descriptor, configuration and index into each (and
  /// destroying them after) showed in profiles.
  final class Shared: Sendable {
    let descriptor: RuleDescriptor
    let configuration: Configuration
    let project: ProjectIndex
    let severity: Severity

    init(descriptor: RuleDescriptor, configuration: Configuration, project: ProjectIndex) {
      self.descriptor = descriptor
      self.configuration = configuration
      self.project = project
      self.severity = configuration.severity(for: descriptor)
    }
  }

  let shared: Shared
  public var descriptor: RuleDescriptor { shared.descriptor }
  public var configuration: Configuration { shared.configuration }
  public var project: ProjectIndex { shared.project }
  let file: String
  var severity: Severity { shared.severity }
  public private(set) var findings: [Finding] = []

  public init(descriptor: RuleDescriptor, configuration: Configuration, project: ProjectIndex, file: String) {
    self.init(shared: Shared(descriptor: descriptor, configuration: configuration, project: project), file: file)
  }

  init(shared: Shared, file: String) {
    self.shared = shared
    self.file = file
  }

  /// Reports a failure at `position`. `severity` overrides the rule's for this finding (an SF
  /// Symbol is less severe than an asset image) unless the configuration set one.
  public mutating func report(
    at position: SourcePosition, _ message: LocalizedText, severity: Severity? = nil, needsReview: Bool = false,
    fix: Fix? = nil
  ) {
    let descriptor = shared.descriptor
    let configured = shared.configuration.severities[descriptor.id]
    findings.append(Finding(
      ruleID: descriptor.id, severity: configured ?? severity ?? self.severity, file: file, position: position,
      message: message, checkpoints: descriptor.checkpoints, wcag: descriptor.wcag, hig: descriptor.hig,
      needsReview: needsReview, fix: fix))
  }

  public func option(_ name: String) -> ConfigValue? {
    configuration.option(name, of: descriptor)
  }
}
