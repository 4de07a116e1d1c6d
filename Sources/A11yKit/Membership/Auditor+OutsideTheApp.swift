import A11yCore
import Foundation

extension Auditor {
  /// ``audit(files:interfaceBuilderFiles:stringFiles:)`` without the findings in files no build of
  /// the app uses (``FilesOutsideTheApp``), counted in ``AuditResult/leftOutOutsideTheApp``;
  /// with ``includeUnreferenced`` they are reported like the rest.
  public func auditWhatTheAppBuilds(files: [String], interfaceBuilderFiles: [String] = [], stringFiles: [String] = []) -> AuditResult {
    // `#if` is judged as the Release build compiles it (with --include-unreferenced too: the
    // findings are then reported, as for other code that never runs).
    // Each project file is read once, for its Release flags, deployment target and members,
    // while the Swift files are modelled: nothing needs them before the files' models are made.
    let audited = files + interfaceBuilderFiles
    let reading = BackgroundWork { FilesOutsideTheApp.Projects(around: audited) }
    var modelled = model(files)
    guard let projects = reading.value else {
      return audit(modelled, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    }
    var auditor = self
    // Every phase below asks for standardized paths, with or without an Xcode project (a Tuist
    // workspace has none): Foundation's own answer costs a walk of every folder per path.
    standardizePaths(&modelled, otherFiles: interfaceBuilderFiles)
    auditor.productNames = projects.projects.reduce(into: Set<String>()) { $0.formUnion($1.productNames) }
    if auditor.interfaceStyle == nil { auditor.interfaceStyle = projects.projects.lazy.compactMap(\.interfaceStyle).first }
    if auditor.interfaceStyle == nil, projects.projects.isEmpty { auditor.interfaceStyle = InterfaceStyle.ofTuistWorkspace(around: projects.root) }
    auditor.isIPadOnly = !projects.projects.isEmpty && projects.projects.allSatisfy(\.isIPadOnly)
    // Storyboards of an app partly in Objective-C: what its code sets on their outlets.
    if !interfaceBuilderFiles.isEmpty, !projects.rootTree.objectiveCFiles.isEmpty {
      auditor.objectiveCOutletAssignments = ObjectiveCViewStyling.assignments(readingFiles: projects.rootTree.objectiveCFiles)
    }
    auditor.isEnglishOnly = AppLanguages.isEnglishOnly(projects: projects.projects, localizedFiles: stringFiles + interfaceBuilderFiles)
    if auditor.releaseFlags.isEmpty {
      auditor.releaseFlags = ReleaseConditionsReader.flags(forFiles: files, projects: projects.projects, standardized: modelled.standardized)
    }
    guard !includeUnreferenced else {
      var result = auditor.audit(modelled, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
      result.unreadableProjects = projects.unreadable
      return result
    }
    let projectFiles = projects.projects
    auditor.isBuiltOnlyIntoApps = { path in projectFiles.contains { $0.isBuiltOnlyIntoApps(path) } }
    // `#available` branches below the app's deployment target are left out like other unreached code.
    auditor.iOSDeploymentTarget = FilesOutsideTheApp.deploymentTarget(of: projects)
    // Which files the app builds and which xibs its code loads needs only the projects and the
    // sources: it runs beside the rules and the unreferenced search, searching the models' bytes.
    let membership = BackgroundWork { [projects, modelled] in
      FilesOutsideTheApp.find(
        swiftFiles: files, interfaceBuilderFiles: interfaceBuilderFiles, projects: projects, sources: modelled.sourceBytes,
        standardized: modelled.standardized)
    }
    auditor.filesOutsideTheApp = { membership.value.paths }
    var result = auditor.audit(modelled, interfaceBuilderFiles: interfaceBuilderFiles, stringFiles: stringFiles)
    let outside = membership.value
    let parts = outside.partition(result.findings, currentDirectory: currentDirectory)
    result.findings = parts.kept
    result.leftOutOutsideTheApp = parts.leftOut
    result.unreadableProjects = projects.unreadable
    return result
  }
}
