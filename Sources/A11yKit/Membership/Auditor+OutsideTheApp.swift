import A11yCore

extension Auditor {
  /// ``audit(files:interfaceBuilderFiles:stringFiles:)`` without the findings in files no build of
  /// the app uses (``FilesOutsideTheApp``), counted in ``AuditResult/leftOutOutsideTheApp``;
  /// with ``includeUnreferenced`` they are reported like the rest.
  public func auditWhatTheAppBuilds(files: [String], interfaceBuilderFiles: [String] = [], stringFiles: [String] = []) -> AuditResult {
    // `#if` is judged as the Release build compiles it (with --include-unreferenced too: the
    // findings are then reported, as for other code that never runs).
    // Each project file is read once, for its Release flags, deployment target and members.
    guard let projects = FilesOutsideTheApp.Projects(around: files + interfaceBuilderFiles) else {
      return audit(files: files, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    }
    var auditor = self
    if auditor.releaseFlags.isEmpty { auditor.releaseFlags = ReleaseConditionsReader.flags(forFiles: files, projects: projects.projects) }
    guard !includeUnreferenced else {
      return auditor.audit(files: files, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    }
    let outside = FilesOutsideTheApp.find(swiftFiles: files, interfaceBuilderFiles: interfaceBuilderFiles, projects: projects)
    // `#available` branches below the app's deployment target are left out like other unreached code.
    auditor.iOSDeploymentTarget = outside.iOSDeploymentTarget
    var result = auditor.audit(files: files, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    let parts = outside.partition(result.findings, currentDirectory: currentDirectory)
    result.findings = parts.kept
    result.leftOutOutsideTheApp = parts.leftOut
    return result
  }
}
