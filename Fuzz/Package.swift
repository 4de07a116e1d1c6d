// swift-tools-version:6.0
// libFuzzer targets for a11y-audit's readers of untrusted input. A package of its own, so the
// `-sanitize=fuzzer` and `-parse-as-library` flags that `Fuzz/run` passes reach only these
// targets and the libraries they use, never the tool's own build. Built on the toolchain route.
import PackageDescription

let fuzzTargets = ["FuzzSwiftAnalyzer", "FuzzConfiguration", "FuzzColorSet", "FuzzStringFiles", "FuzzFindingsFile", "FuzzHierarchy", "FuzzPNG", "FuzzInterfaceBuilder"]

let package = Package(
  name: "A11yAuditFuzz",
  dependencies: [.package(name: "A11yAudit", path: "..")],
  targets: fuzzTargets.map { name in
    .executableTarget(
      name: name,
      dependencies: [.product(name: "A11yKit", package: "A11yAudit")],
      path: "Targets/\(name)")
  }
)
