import A11yCore
import Foundation

/// Accessibility identifiers code matches to give a view its label (RIA DigiDoc's tab bar:
/// `switch view.accessibilityIdentifier { case "myeIDTab": view.accessibilityLabel = … }`): the
/// label a storyboard gives a view of that identifier is replaced at run time.
enum IdentifiersLabelledInCode {
  static func identifiers(in files: [SwiftFileModel]) -> Set<String> {
    var result: Set<String> = []
    guard let regex = try? NSRegularExpression(pattern: #"(?:case\s+|accessibilityIdentifier\s*==\s*)"([^"\\]+)""#) else { return [] }
    for file in files where file.sourceContains("accessibilityIdentifier") && file.sourceContains(".accessibilityLabel = ") {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let range = Range(match.range(at: 1), in: text) { result.insert(String(text[range])) }
      }
    }
    return result
  }
}
