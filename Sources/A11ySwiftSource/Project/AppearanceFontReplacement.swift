import Foundation

/// Code that gives every label a fixed font at launch through the appearance proxy:
/// `UILabel.appearance().font = UIFont(name: …, size: 15)`, or a property an `extension UILabel`
/// adds whose setter swaps the font for a fixed one (Save's `UILabel.appearance().fontName =
/// "Montserrat"`, Calliope's `substituteFontName`). A storyboard label's text style is then not
/// what ships: "Automatically Adjusts Font" would change nothing; the replacement is the cause.
enum AppearanceFontReplacement {
  static func firstReplacement(in files: [SwiftFileModel]) -> (file: String, line: Int)? {
    guard let assignment = try? NSRegularExpression(pattern: #"UILabel\.appearance\([^)]*\)\.([A-Za-z_]\w*)\s*=(?!=)\s*([^\n]*)"#) else { return nil }
    let candidates = files.filter { $0.sourceContains("UILabel.appearance(") }
    guard !candidates.isEmpty else { return nil }
    let replacingSetters = fontReplacingLabelProperties(in: files)
    for file in candidates {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      for match in assignment.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let property = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
              let value = Range(match.range(at: 2), in: text).map({ String(text[$0]) }),
              let whole = Range(match.range, in: text) else { continue }
        let scaled = ["preferredFont", "UIFontMetrics", "scaledFont"].contains(where: value.contains)
        guard (property == "font" && !scaled) || replacingSetters.contains(property) else { continue }
        let line = text[..<whole.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return (file.path, line)
      }
    }
    return nil
  }

  /// Properties an `extension UILabel` declares whose body makes a font by name at a fixed size
  /// (`font = UIFont(name: newValue, size: font.pointSize)`).
  static func fontReplacingLabelProperties(in files: [SwiftFileModel]) -> Set<String> {
    guard let property = try? NSRegularExpression(pattern: #"var\s+([A-Za-z_]\w*)\s*:"#) else { return [] }
    var names: Set<String> = []
    for file in files where file.sourceContains("extension UILabel") && file.sourceContains("UIFont(name:") {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      var rest = text[...]
      while let found = rest.range(of: "extension UILabel") {
        // The extension's braces, to its matching close.
        guard let open = rest[found.upperBound...].firstIndex(of: "{") else { break }
        var depth = 0, index = open
        while index < rest.endIndex {
          if rest[index] == "{" { depth += 1 }
          if rest[index] == "}" { depth -= 1; if depth == 0 { break } }
          index = rest.index(after: index)
        }
        let body = String(rest[open..<index])
        // Each property's text runs to the next property.
        let matches = property.matches(in: body, range: NSRange(body.startIndex..., in: body))
        for (offset, match) in matches.enumerated() {
          guard let name = Range(match.range(at: 1), in: body).map({ String(body[$0]) }),
                let start = Range(match.range, in: body)?.lowerBound else { continue }
          let end = offset + 1 < matches.count ? Range(matches[offset + 1].range, in: body)?.lowerBound ?? body.endIndex : body.endIndex
          let declaration = body[start..<end]
          if declaration.contains("UIFont(name:"), !declaration.contains("UIFontMetrics"), !declaration.contains("preferredFont") { names.insert(name) }
        }
        rest = rest[index...]
        if rest.isEmpty { break }
        rest = rest.dropFirst()
      }
    }
    return names
  }
}
