/// Which languages an app speaks, from what its build says: the Xcode projects' `knownRegions`
/// (of the projects that build an app for people, when any does: a dependency's project says
/// nothing of the app's) and the `.lproj` folders its string files, storyboards and xibs sit in.
enum AppLanguages {
  /// English is the only language named (`Base` aside). An app whose projects name no language
  /// at all is not known to be English-only.
  static func isEnglishOnly(projects: [XcodeProjectFiles], localizedFiles: [String]) -> Bool {
    let appProjects = projects.contains(where: \.buildsAnAppForPeople) ? projects.filter(\.buildsAnAppForPeople) : projects
    var languages = appProjects.reduce(into: Set<String>()) { $0.formUnion($1.knownRegions) }
    for file in localizedFiles {
      if let language = ProjectIndexLoader.lprojLanguage(of: file) { languages.insert(language) }
    }
    languages = languages.filter { $0.lowercased() != "base" }
    return !languages.isEmpty && languages.allSatisfy(isEnglish)
  }

  /// `en`, `en-GB`, `en_US`, `English` (the name older projects wrote).
  static func isEnglish(_ language: String) -> Bool {
    let lowered = language.lowercased()
    return lowered == "en" || lowered == "english" || lowered.hasPrefix("en-") || lowered.hasPrefix("en_")
  }
}
