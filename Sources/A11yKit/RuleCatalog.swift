import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import A11yRuntime

/// Every rule a11y-audit knows, in the order `a11y-audit rules` lists them.
public enum RuleCatalog {
  public static var swiftRules: [any SwiftSourceRule.Type] { BuiltInSwiftRules.all }

  public static var runtimeRules: [any RuntimeRule.Type] { BuiltInRuntimeRules.all }

  /// Descriptors of every rule: the Swift rules, the suppression check, then the runtime rules.
  public static var descriptors: [RuleDescriptor] {
    swiftRules.map { $0.descriptor } + BuiltInInterfaceBuilderRules.ownDescriptors + [InvalidSuppression.descriptor]
      + runtimeRules.map { $0.descriptor }
  }

  public static var ids: Set<String> { Set(descriptors.map(\.id)) }

  /// The storyboard and xib examples of each rule Interface Builder files are checked by.
  public static var interfaceBuilderExamples: [String: (triggering: [String], nonTriggering: [String])] {
    var result: [String: (triggering: [String], nonTriggering: [String])] = [:]
    for rule in BuiltInInterfaceBuilderRules.all {
      result[rule.descriptor.id] = (rule.examples.triggering.map(\.xml), rule.examples.nonTriggering.map(\.xml))
    }
    return result
  }

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
