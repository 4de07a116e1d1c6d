import Foundation
import PackagePlugin

/// Audits each Swift target it is applied to as part of the build. Findings are printed as
/// `file:line:column: warning: message [rule]`, which SwiftPM shows as diagnostics and Xcode puts
/// in its issue navigator; error-severity findings fail the build, as errors do. The JSON report is
/// the command's declared output, so the audit reruns only when the target's Swift files change.
@main
struct A11yAuditBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let swiftFiles = module.sourceFiles(withSuffix: "swift").map(\.url)
    guard !swiftFiles.isEmpty else { return [] }
    // The target's folder, so its string and asset catalogs are read with its Swift files
    // (`directory`: `directoryURL` needs PackageDescription 6.1).
    return [Self.command(
      tool: try context.tool(named: "a11y-audit").url, paths: [module.directory.string],
      inputs: swiftFiles, workDirectory: context.pluginWorkDirectoryURL, name: target.name)]
  }

  static func command(tool: URL, paths: [String], inputs: [URL], workDirectory: URL, name: String) -> Command {
    let report = workDirectory.appendingPathComponent("a11y-audit-\(name).json")
    return .buildCommand(
      displayName: "a11y-audit: auditing \(name) for accessibility",
      executable: tool,
      arguments: ["lint", "--format", "xcode", "--format", "json:" + report.path, "--quiet", "--"] + paths,
      inputFiles: inputs,
      outputFiles: [])
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension A11yAuditBuildToolPlugin: XcodeBuildToolPlugin {
  /// An Xcode app target has no single folder: its Swift files are audited one by one (asset and
  /// string catalogs are then not read, so colors from catalogs count as unresolved).
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let swiftFiles = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
    guard !swiftFiles.isEmpty else { return [] }
    return [Self.command(
      tool: try context.tool(named: "a11y-audit").url, paths: swiftFiles.map(\.path),
      inputs: swiftFiles, workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)]
  }
}
#endif
