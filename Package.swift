// swift-tools-version:6.0
// a11y-audit: a static accessibility auditor for iOS app sources.
//
// SwiftSyntax comes from one of two places, chosen automatically, never by editing this file:
// - the toolchain's prebuilt SwiftSyntax modules (`usr/lib/swift/host`; found from the `swift` on
//   PATH, or given by A11Y_AUDIT_TOOLCHAIN_HOST): used when they exist AND this package is the root
//   package or a local path dependency. Offline; what CI uses. It needs unsafeFlags, which SwiftPM
//   refuses in a package checked out as a remote dependency.
// - the swift-syntax package (needs network once): used everywhere else, that is on toolchains
//   without the host modules (Xcode's) and when this package is a remote dependency (a plugin
//   user's). About 9x faster parsing (the toolchain's copy is built with library evolution); use it
//   for release binaries. A11Y_AUDIT_SWIFT_SYNTAX_VERSION overrides the pinned version.
// A11Y_AUDIT_SWIFT_SYNTAX=package or =toolchain forces a route.
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment
let requestedRoute = environment["A11Y_AUDIT_SWIFT_SYNTAX"]
let swiftSyntaxVersion = Version(stringLiteral: environment["A11Y_AUDIT_SWIFT_SYNTAX_VERSION"] ?? "603.0.0")

/// The toolchain folder that holds SwiftSyntax's `.swiftmodule` files and `lib*.so` libraries.
func toolchainHostFolder() -> String? {
  let fileManager = FileManager.default
  func hasSwiftSyntax(_ folder: String) -> Bool {
    fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
  }
  if let explicit = environment["A11Y_AUDIT_TOOLCHAIN_HOST"] {
    return explicit
  }
  var candidates: [String] = []
  // The `swift` driver on PATH: <toolchain>/usr/bin/swift → <toolchain>/usr/lib/swift/host.
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let driver = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: driver.path) else { continue }
    let resolved = driver.resolvingSymlinksInPath()
    candidates.append(resolved.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host").path)
  }
  candidates.append("/opt/swift/usr/lib/swift/host")
  candidates.append("/usr/lib/swift/host")
  return candidates.first(where: hasSwiftSyntax)
}

let swiftSyntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics"]
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []
var packageDependencies: [Package.Dependency] = []

/// SwiftPM (`.build/checkouts/`) and Xcode (`SourcePackages/checkouts/`) check remote dependencies
/// out under a `checkouts` folder, and while resolving versions SwiftPM reads their manifests
/// straight from git with `/` as the package directory; a root package or a local path dependency
/// is a real folder anywhere else. Both readings of a remote dependency must pick the same route.
let isRemoteCheckout = Context.packageDirectory.split(separator: "/").contains("checkouts")
  || !FileManager.default.fileExists(atPath: Context.packageDirectory + "/Package.swift")
let toolchainHost = toolchainHostFolder()
let usesSwiftSyntaxPackage: Bool
switch requestedRoute {
case "package": usesSwiftSyntaxPackage = true
case "toolchain": usesSwiftSyntaxPackage = false
case nil, "": usesSwiftSyntaxPackage = isRemoteCheckout || toolchainHost == nil
case let other?: fatalError("a11y-audit: A11Y_AUDIT_SWIFT_SYNTAX must be 'package' or 'toolchain', not '\(other)'")
}

if usesSwiftSyntaxPackage {
  packageDependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax.git", exact: swiftSyntaxVersion))
  syntaxDependencies = swiftSyntaxModules.map { .product(name: $0, package: "swift-syntax") }
} else if let host = toolchainHost {
  syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
  syntaxLinkerSettings = [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
    + swiftSyntaxModules.map { .linkedLibrary($0) }
} else {
  fatalError("""
    a11y-audit: this toolchain has no SwiftSyntax modules in usr/lib/swift/host. \
    Set A11Y_AUDIT_TOOLCHAIN_HOST to a folder that has them, or leave A11Y_AUDIT_SWIFT_SYNTAX unset \
    to build with the swift-syntax package (needs network access to fetch it).
    """)
}

let package = Package(
  name: "A11yAudit",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "a11y-audit", targets: ["a11y-audit"]),
    .library(name: "A11yKit", targets: ["A11yKit"]),
    // `swift package a11y-audit`, and the audit as part of a target's build (Xcode issue navigator).
    .plugin(name: "A11yAuditCommandPlugin", targets: ["A11yAuditCommandPlugin"]),
    .plugin(name: "A11yAuditBuildToolPlugin", targets: ["A11yAuditBuildToolPlugin"]),
  ],
  dependencies: packageDependencies,
  targets: [
    // Platform-neutral core: findings, rule metadata, guidelines, configuration, suppression, color.
    .target(name: "A11yCore"),
    // Swift sources (SwiftUI and UIKit) through SwiftSyntax: one model per file, rules over it.
    .target(
      name: "A11ySwiftSource",
      dependencies: ["A11yCore"] + syntaxDependencies,
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings),
    // Asset catalogs: named colors with their appearances.
    .target(name: "A11yAssetCatalog", dependencies: ["A11yCore"]),
    .target(name: "A11yReporters", dependencies: ["A11yCore"]),
    // Storyboards and xibs (Foundation's XMLParser): the Swift rules' checks, by the same rule ids.
    .target(
      name: "A11yInterfaceBuilder",
      dependencies: ["A11yCore", "A11ySwiftSource"],
      swiftSettings: syntaxSwiftSettings),
    // The system zlib, for PNG screenshots.
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
    // Runtime hierarchies (XCUITest debug description, Appium page source, our JSON) and screenshots.
    .target(name: "A11yRuntime", dependencies: ["A11yCore", "CZlib"]),
    // The evaluation: checklist, user evaluation and the per-checkpoint compliance report.
    .target(name: "A11yEvaluation", dependencies: ["A11yCore", "A11yReporters"]),
    // Engine: file collection, configuration lookup, concurrent auditing, fix application.
    .target(
      name: "A11yKit",
      dependencies: ["A11yCore", "A11ySwiftSource", "A11yAssetCatalog", "A11yReporters", "A11yEvaluation", "A11yRuntime", "A11yInterfaceBuilder"],
      swiftSettings: syntaxSwiftSettings),
    .executableTarget(
      name: "a11y-audit",
      dependencies: ["A11yKit"],
      swiftSettings: syntaxSwiftSettings),
    // Benchmarks/run compares `a11y-audit lint` with this: parsing alone, the real floor.
    .executableTarget(
      name: "parse-only",
      dependencies: syntaxDependencies,
      path: "Benchmarks/ParseOnly",
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings),
    .plugin(
      name: "A11yAuditCommandPlugin",
      capability: .command(intent: .custom(verb: "a11y-audit", description: "Audit the package's Swift sources for accessibility")),
      dependencies: ["a11y-audit"]),
    .plugin(name: "A11yAuditBuildToolPlugin", capability: .buildTool(), dependencies: ["a11y-audit"]),
    .testTarget(name: "A11yCoreTests", dependencies: ["A11yCore"]),
    .testTarget(name: "A11yAssetCatalogTests", dependencies: ["A11yAssetCatalog"]),
    .testTarget(
      name: "A11ySwiftSourceTests",
      dependencies: ["A11ySwiftSource", "A11yKit"],
      swiftSettings: syntaxSwiftSettings),
    .testTarget(
      name: "A11yKitTests",
      dependencies: ["A11yKit"],
      swiftSettings: syntaxSwiftSettings),
    .testTarget(name: "A11yReportersTests", dependencies: ["A11yReporters"], exclude: ["Golden"]),
    .testTarget(
      name: "A11yInterfaceBuilderTests",
      dependencies: ["A11yInterfaceBuilder", "A11ySwiftSource"],
      swiftSettings: syntaxSwiftSettings),
    .testTarget(name: "A11yRuntimeTests", dependencies: ["A11yRuntime", "CZlib"]),
    .testTarget(name: "A11yEvaluationTests", dependencies: ["A11yEvaluation", "A11yKit"], swiftSettings: syntaxSwiftSettings),
  ]
)
