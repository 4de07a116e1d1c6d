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

    /// `testTarget`, `plugin`, `target`…: where SwiftPM looks for its sources by default.
    public var kind: String = "target"

    /// Its `sources:` list, relative to its folder, when it names one.
    public var sources: [String]?

    /// Whether it builds the file at `relativePath` (to the package's folder).
    func holds(_ relativePath: String) -> Bool {
      possibleFolders.contains { folder in
        let base = folder == "." || folder.isEmpty ? "" : (folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder) + "/"
        guard base.isEmpty || relativePath.hasPrefix(base) else { return false }
        guard let sources else { return true }
        let inside = String(relativePath.dropFirst(base.count))
        return sources.contains { inside == $0 || inside.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
      }
    }

    /// The folder its sources are in, relative to the package's folder.
    public var folder: String { path ?? "Sources/" + name }

    /// Every folder SwiftPM may take its sources from, relative to the package's folder.
    var possibleFolders: [String] {
      if let path { return [path] }
      switch kind {
      case "testTarget": return ["Tests/" + name, "Sources/" + name]
      case "plugin": return ["Plugins/" + name]
      default: return ["Sources", "Source", "src", "srcs"].map { $0 + "/" + name }
      }
    }
  }

  /// Whether every target's name and `path:` are literals, so the folders the package builds
  /// from are known.
  public private(set) var knowsEveryTargetFolder = true

  /// Targets by product name.
  public var products: [String: [String]] = [:]
  /// The package declares an `.iOSApplication` product (a Swift Playgrounds app).
  public private(set) var buildsAnIOSApplication = false
  public var targets: [String: Target] = [:]

  public init(source: String) {
    let calls = PackageCalls(viewMode: .sourceAccurate)
    calls.walk(Parser.parse(source: source))
    for call in calls.found {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
      guard let name = Self.string(call.arguments.first { $0.label?.text == "name" }?.expression) else {
        // A target named by a variable (`cores.map { .target(name: $0) }`): its folder is unknown.
        if Self.targetKinds.contains(member.declName.baseName.text), !Self.isInDependencies(call) { knowsEveryTargetFolder = false }
        continue
      }
      switch member.declName.baseName.text {
      case "iOSApplication":
        // A Swift Playgrounds app: its executable target is the iOS app.
        buildsAnIOSApplication = true
      case "library", "executable":
        products[name] = Self.strings(call.arguments.first { $0.label?.text == "targets" }?.expression)
      case "target", "executableTarget", "testTarget", "macro", "systemLibrary", "binaryTarget", "plugin":
        // `.target(name:)` in a dependency list names a dependency, not a target of its own.
        guard !Self.isInDependencies(call) else { continue }
        let dependencies = call.arguments.first { $0.label?.text == "dependencies" }?.expression.as(ArrayExprSyntax.self)?
          .elements.compactMap { Self.localDependency($0.expression) } ?? []
        let pathArgument = call.arguments.first { $0.label?.text == "path" }?.expression
        let path = Self.string(pathArgument)
        if pathArgument != nil && path == nil { knowsEveryTargetFolder = false }
        var target = Target(name: name, dependencies: dependencies, path: path)
        target.kind = member.declName.baseName.text
        if let sources = call.arguments.first(where: { $0.label?.text == "sources" })?.expression {
          target.sources = Self.strings(sources)
        }
        targets[name] = target
      default:
        continue
      }
    }
  }

  static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "systemLibrary", "binaryTarget", "plugin"]

  /// Whether a file at `relativePath` (to the package's folder) is in none of the package's
  /// targets: nil when a target's folder can't be read from the manifest.
  public func isOutsideEveryTarget(_ relativePath: String) -> Bool? {
    guard knowsEveryTargetFolder, !targets.isEmpty else { return nil }
    let folders = targets.values.flatMap(\.possibleFolders).map { folder in
      folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
    return !folders.contains { $0 == "." || $0.isEmpty || relativePath.hasPrefix($0 + "/") }
  }

  /// Whether the file at `relativePath` is built only by executable targets (a command-line or
  /// macOS tool beside the app, Brrow's `BrrowAdmin`), which no iOS app links: false when any other
  /// target may build it, when a target's folder can't be read, or when the package makes an iOS app.
  public func isOnlyInExecutableTargets(_ relativePath: String) -> Bool {
    guard knowsEveryTargetFolder, !buildsAnIOSApplication else { return false }
    let holding = targets.values.filter { $0.holds(relativePath) }
    return !holding.isEmpty && holding.allSatisfy { $0.kind == "executableTarget" }
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
