import A11yCore

extension Auditor {
  /// ``audit(files:interfaceBuilderFiles:stringFiles:)`` without the findings in files no build of
  /// the app uses (``FilesOutsideTheApp``), counted in ``AuditResult/leftOutOutsideTheApp``;
  /// with ``includeUnreferenced`` they are reported like the rest.
  public func auditWhatTheAppBuilds(files: [String], interfaceBuilderFiles: [String] = [], stringFiles: [String] = []) -> AuditResult {
    var result = audit(files: files, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    guard !includeUnreferenced else { return result }
    let outside = FilesOutsideTheApp.find(swiftFiles: files, interfaceBuilderFiles: interfaceBuilderFiles)
    let parts = outside.partition(result.findings, currentDirectory: currentDirectory)
    result.findings = parts.kept
    result.leftOutOutsideTheApp = parts.leftOut
    return result
  }
}
