import SwiftParser
import SwiftSyntax

/// The products and targets a `Package.swift` declares, read from its source (never run): which
/// targets each library or executable product is made of, which targets of the same package each
/// target depends on, and the folder each target's sources are in.
public struct PackageManifest: Equatable, Sendable {
  public struct Target: Equatable, Sendable {
    public var name: String
    /// Targets of this package it depends on (`"Common"`, `.target(name: "Common")`,
    /// `.byName(name: "Common")`); products of other packages are left out.
    public var dependencies: [String]
    /// Its `path:`, relative to the package's folder, or nil for the default `Sources/<name>`.
    public var path: String?

    /// The folder its sources are in, relative to the package's folder.
    public var folder: String { path ?? "Sources/" + name }
  }

  /// Targets by product name.
  public var products: [String: [String]] = [:]
  public var targets: [String: Target] = [:]

  public init(source: String) {
    let calls = PackageCalls(viewMode: .sourceAccurate)
    calls.walk(Parser.parse(source: source))
    for call in calls.found {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let name = Self.string(call.arguments.first { $0.label?.text == "name" }?.expression) else { continue }
      switch member.declName.baseName.text {
      case "library", "executable":
        products[name] = Self.strings(call.arguments.first { $0.label?.text == "targets" }?.expression)
      case "target", "executableTarget", "testTarget", "macro", "systemLibrary", "binaryTarget":
        // `.target(name:)` in a dependency list names a dependency, not a target of its own.
        guard !Self.isInDependencies(call) else { continue }
        let dependencies = call.arguments.first { $0.label?.text == "dependencies" }?.expression.as(ArrayExprSyntax.self)?
          .elements.compactMap { Self.localDependency($0.expression) } ?? []
        targets[name] = Target(
          name: name, dependencies: dependencies, path: Self.string(call.arguments.first { $0.label?.text == "path" }?.expression))
      default:
        continue
      }
    }
  }

  /// The calls of a manifest (a few hundred nodes: the whole file is walked).
  private final class PackageCalls: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .visitChildren
    }
  }

  private static func isInDependencies(_ call: FunctionCallExprSyntax) -> Bool {
    var node = call.parent
    while let current = node {
      if current.as(LabeledExprSyntax.self)?.label?.text == "dependencies" { return true }
      node = current.parent
    }
    return false
  }

  /// The targets `products` are made of, with every target of this package they depend on.
  public func targets(reachedFrom products: some Sequence<String>) -> Set<String> {
    var reached: Set<String> = []
    var stack = products.flatMap { self.products[$0] ?? [] }
    while let name = stack.popLast() {
      guard reached.insert(name).inserted else { continue }
      stack += targets[name]?.dependencies ?? []
    }
    return reached
  }

  /// A dependency on a target of this package: a string, `.target(name:)` or `.byName(name:)`.
  private static func localDependency(_ expression: ExprSyntax) -> String? {
    if let name = string(expression) { return name }
    guard let call = expression.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          ["target", "byName"].contains(member.declName.baseName.text) else { return nil }
    return string(call.arguments.first { $0.label?.text == "name" }?.expression)
  }

  private static func string(_ expression: ExprSyntax?) -> String? {
    guard let literal = expression?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
          let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
    return segment.content.text
  }

  private static func strings(_ expression: ExprSyntax?) -> [String] {
    expression?.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) } ?? []
  }
}
