import A11yCore

/// The app's own font helpers (`Font.Body.custom(_:)`, `Font.regular(size:)`): a function that
/// returns a SwiftUI `Font` built by `.system(size:)` and nothing that scales it (`relativeTo:`,
/// `@ScaledMetric`, `UIFontMetrics`, a text style) makes text of a fixed size at every call.
enum FontHelpers {
  static let scalingWords = ["relativeTo", "ScaledMetric", "UIFontMetrics", "preferredFont", "textStyle", "dynamicTypeSize"]

  static func fixedFontFunctions(in files: [SwiftFileModel]) -> Set<String> {
    var fixed: Set<String> = []
    var scaling: Set<String> = []
    for file in files where file.sourceContains("-> Font") && file.sourceContains(".system(size:") {
      let source = file.converter.source
      for function in file.declarations.functions {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard header.contains("-> Font") || header.contains("-> SwiftUI.Font") else { continue }
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        guard body.contains(".system(size:") else { continue }
        // An overload of the name that scales keeps the name out: a call can't be told apart.
        if scalingWords.contains(where: body.contains) { scaling.insert(function.name) } else { fixed.insert(function.name) }
      }
    }
    return fixed.subtracting(scaling)
  }
}
