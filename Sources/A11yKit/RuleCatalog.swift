import A11yCore
import A11ySwiftSource
import A11yRuntime

/// Every rule a11y-audit knows, in the order `a11y-audit rules` lists them.
public enum RuleCatalog {
  public static var swiftRules: [any SwiftSourceRule.Type] { BuiltInSwiftRules.all }

  public static var runtimeRules: [any RuntimeRule.Type] { BuiltInRuntimeRules.all }

  /// Descriptors of every rule: the Swift rules, the suppression check, then the runtime rules.
  public static var descriptors: [RuleDescriptor] {
    swiftRules.map { $0.descriptor } + [InvalidSuppression.descriptor] + runtimeRules.map { $0.descriptor }
  }

  public static var ids: Set<String> { Set(descriptors.map(\.id)) }

  public static func descriptor(id: String) -> RuleDescriptor? {
    descriptors.first { $0.id == id }
  }
}

/// The tool's name and version as reports state them.
public enum ToolInfo {
  public static let name = "a11y-audit"
  public static let version = "0.1.0"
  public static var identity: ToolIdentity { ToolIdentity(name: name, version: version) }
}

import A11yReporters
