import A11yCore
import A11ySwiftSource

/// Findings of one rule over a small project of files (path → source), with the asset catalog's
/// image sets a test gives (``ProjectIndex/imageAssetNames``, templates among them).
enum ProjectFindings {
  static func of(
    _ files: [String: String], rule: any SwiftSourceRule.Type, imageAssets: Set<String> = [], templates: Set<String> = []
  ) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    var project = ProjectIndex()
    project.imageAssetNames = imageAssets
    project.templateImageAssetNames = templates
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: project)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }
}
