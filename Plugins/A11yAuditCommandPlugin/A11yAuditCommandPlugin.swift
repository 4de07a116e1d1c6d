import Foundation
import PackagePlugin

/// `swift package a11y-audit [--target NAME ...] [LINT OPTIONS]`: audits the package's folder (or
/// the named targets' folders) with the a11y-audit built from this package. Options after the
/// targets go to `a11y-audit lint` unchanged (`--format sarif:a11y.sarif`, `--baseline FILE`, ...).
/// It only reads: writing fixes needs the executable itself (`swift run a11y-audit fix`), since a
/// command plugin may not write to the package without a permission prompt.
@main
struct A11yAuditCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let paths: [String]
    if targetNames.isEmpty {
      paths = [context.package.directoryURL.path]
    } else {
      paths = try context.package.targets(named: targetNames).compactMap { ($0 as? SourceModuleTarget)?.directory.string }
    }
    let tool = try context.tool(named: "a11y-audit")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["lint"] + extractor.remainingArguments + ["--"] + paths
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw AuditFailed(status: process.terminationStatus)
    }
  }
}

struct AuditFailed: Error, CustomStringConvertible {
  var status: Int32
  var description: String {
    status == 1 ? "a11y-audit found accessibility problems that fail the run" : "a11y-audit exited with status \(status)"
  }
}
