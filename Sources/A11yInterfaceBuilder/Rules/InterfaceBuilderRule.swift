import A11yCore
import A11ySwiftSource

/// A check over one storyboard or xib. Where the defect is the one a Swift rule finds, the check
/// reuses that rule's descriptor (`static var descriptor: RuleDescriptor { UIKitButtonNameRule.descriptor }`):
/// one rule id, one descriptor, whichever file format the defect is written in. The descriptor's
/// examples are Swift; the storyboard and xib examples live with the check as ``examples`` and run
/// as tests the same way.
public protocol InterfaceBuilderRule: Sendable {
  static var descriptor: RuleDescriptor { get }
  static var examples: InterfaceBuilderExamples { get }
  init()
  func check(_ document: IBDocument, _ context: inout IBRuleContext)
}

/// XML snippets that must and must not trigger a check. A snippet that is not a whole document is
/// put inside a xib's `<objects>`; `↓` marks the element a finding must point at. `swift` is the
/// project's Swift code the snippet is judged with (custom classes, outlets set in code).
public struct InterfaceBuilderExample: Sendable, ExpressibleByStringInterpolation {
  public var xml: String
  public var swift: String
  /// Rule options for this example (as in ``RuleExample``).
  public var options: [String: ConfigValue]
  public var file: StaticString
  public var line: UInt

  public init(_ xml: String, swift: String = "", options: [String: ConfigValue] = [:], file: StaticString = #filePath, line: UInt = #line) {
    self.xml = xml
    self.swift = swift
    self.options = options
    self.file = file
    self.line = line
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension InterfaceBuilderExample {
  /// A xib's File's Owner of class `customClass` with its outlet `property` connected to the
  /// object `destination`: the placeholder examples that code reaches through an outlet start with.
  public static func filesOwner(_ customClass: String, outlet property: String, to destination: String, id: String = "o-1") -> String {
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(customClass)">
      <connections><outlet property="\(property)" destination="\(destination)" id="\(id)"/></connections>
    </placeholder>
    """
  }
}

public struct InterfaceBuilderExamples: Sendable {
  public var triggering: [InterfaceBuilderExample]
  public var nonTriggering: [InterfaceBuilderExample]

  public init(triggering: [InterfaceBuilderExample], nonTriggering: [InterfaceBuilderExample]) {
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}

/// What a check needs besides the document: its rule's context (configuration, severity,
/// findings), the project index, and what the Swift code does to the document's objects.
public struct IBRuleContext {
  public var rule: RuleContext
  public let facts: IBFacts

  public var project: ProjectIndex { rule.project }

  /// Reports at an object's element. A finding that rests on what code elsewhere might do
  /// (`needsReview`) is never an error.
  public mutating func report(
    at position: SourcePosition, _ message: LocalizedText, severity: Severity? = nil, needsReview: Bool = false
  ) {
    var severity = severity
    if needsReview {
      let base = severity ?? rule.configuration.severity(for: rule.descriptor)
      if base == .error { severity = .warning }
    }
    rule.report(at: position, message, severity: severity, needsReview: needsReview)
  }

  public func option(_ name: String) -> ConfigValue? { rule.option(name) }
}
