import A11yCore

extension Auditor {
  /// ``audit(files:interfaceBuilderFiles:stringFiles:)`` without the findings in files no build of
  /// the app uses (``FilesOutsideTheApp``), counted in ``AuditResult/leftOutOutsideTheApp``;
  /// with ``includeUnreferenced`` they are reported like the rest.
  public func auditWhatTheAppBuilds(files: [String], interfaceBuilderFiles: [String] = [], stringFiles: [String] = []) -> AuditResult {
    guard !includeUnreferenced else {
      return audit(files: files, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    }
    let outside = FilesOutsideTheApp.find(swiftFiles: files, interfaceBuilderFiles: interfaceBuilderFiles)
    // `#available` branches below the app's deployment target are left out like other unreached code.
    var auditor = self
    auditor.iOSDeploymentTarget = outside.iOSDeploymentTarget
    var result = auditor.audit(files: files, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    let parts = outside.partition(result.findings, currentDirectory: currentDirectory)
    result.findings = parts.kept
    result.leftOutOutsideTheApp = parts.leftOut
    return result
  }
}
