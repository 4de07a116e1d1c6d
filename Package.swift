// swift-tools-version:6.0
// a11y-audit: a static accessibility auditor for iOS app sources.
//
// SwiftSyntax comes from one of two places, chosen by the environment, never by editing this file:
// - default (offline): the prebuilt SwiftSyntax modules that ship inside the Swift toolchain, in its
//   `usr/lib/swift/host` folder. Found from the `swift` on PATH, or given by A11Y_AUDIT_TOOLCHAIN_HOST.
// - A11Y_AUDIT_SWIFT_SYNTAX=package: the swift-syntax package, built into the binary. About 9x faster
//   parsing (the toolchain's copy is built with library evolution); use it for release binaries and
//   on toolchains that lack the host modules (Xcode's). A11Y_AUDIT_SWIFT_SYNTAX_VERSION overrides the
//   pinned version.
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment
let usesSwiftSyntaxPackage = environment["A11Y_AUDIT_SWIFT_SYNTAX"] == "package"
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

if usesSwiftSyntaxPackage {
  packageDependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax.git", exact: swiftSyntaxVersion))
  syntaxDependencies = swiftSyntaxModules.map { .product(name: $0, package: "swift-syntax") }
} else if let host = toolchainHostFolder() {
  syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
  syntaxLinkerSettings = [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
    + swiftSyntaxModules.map { .linkedLibrary($0) }
} else {
  fatalError("""
    a11y-audit: this toolchain has no SwiftSyntax modules in usr/lib/swift/host. \
    Set A11Y_AUDIT_TOOLCHAIN_HOST to a folder that has them, or build with \
    A11Y_AUDIT_SWIFT_SYNTAX=package (needs network access to fetch swift-syntax).
    """)
}

let package = Package(
  name: "A11yAudit",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "a11y-audit", targets: ["a11y-audit"]),
    .library(name: "A11yKit", targets: ["A11yKit"]),
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
    // The system zlib, for PNG screenshots.
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
    // Runtime hierarchies (XCUITest debug description, Appium page source, our JSON) and screenshots.
    .target(name: "A11yRuntime", dependencies: ["A11yCore", "CZlib"]),
    // The evaluation: checklist, user evaluation and the per-checkpoint compliance report.
    .target(name: "A11yEvaluation", dependencies: ["A11yCore", "A11yReporters"]),
    // Engine: file collection, configuration lookup, concurrent auditing, fix application.
    .target(
      name: "A11yKit",
      dependencies: ["A11yCore", "A11ySwiftSource", "A11yAssetCatalog", "A11yReporters", "A11yEvaluation", "A11yRuntime"],
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
    .testTarget(name: "A11yReportersTests", dependencies: ["A11yReporters"]),
    .testTarget(name: "A11yRuntimeTests", dependencies: ["A11yRuntime", "CZlib"]),
    .testTarget(name: "A11yEvaluationTests", dependencies: ["A11yEvaluation", "A11yKit"], swiftSettings: syntaxSwiftSettings),
  ]
)
