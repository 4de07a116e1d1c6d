import Foundation

/// Assignments of closures to properties (`cell.didTap = { ... }`), read from the files' text: the
/// project's handlers that a tap or a gesture calls through a property.
enum ClosurePropertyAssignments {
  /// Every `.name = { body }` in the files `isCandidate` accepts, with the body's text up to its
  /// matching brace.
  static func closures(in files: [SwiftFileModel], where isCandidate: (SwiftFileModel) -> Bool) -> [(property: String, body: String)] {
    guard let regex = try? NSRegularExpression(pattern: #"\.([A-Za-z_][A-Za-z0-9_]*)\s*=\s*\{"#) else { return [] }
    var found: [(property: String, body: String)] = []
    for file in files where isCandidate(file) {
      let source = file.converter.source
      let text = source.text(from: 0, to: source.bytes.count)
      let characters = Array(text.utf16)
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
              let body = closureBody(openedBy: match, in: characters) else { continue }
        found.append((name, body))
      }
    }
    return found
  }

  /// The text inside the closure whose `{` ends `match`, up to its matching `}` (UTF-16 offsets,
  /// as `NSRegularExpression` gives them); nil when the braces never close.
  static func closureBody(openedBy match: NSTextCheckingResult, in characters: [UInt16]) -> String? {
    var depth = 0
    var end = match.range.location + match.range.length - 1
    while end < characters.count {
      if characters[end] == UInt16(UInt8(ascii: "{")) { depth += 1 }
      if characters[end] == UInt16(UInt8(ascii: "}")) { depth -= 1; if depth == 0 { break } }
      end += 1
    }
    guard end < characters.count else { return nil }
    let start = match.range.location + match.range.length
    return String(utf16CodeUnits: Array(characters[start..<end]), count: end - start)
  }

  /// How many times the files assign each property (`.name =` or `.name=`), closure or not.
  static func assignmentCounts(of names: some Collection<String>, in files: [SwiftFileModel]) -> [String: Int] {
    var assignments: [String: Int] = [:]
    for file in files {
      for name in names where file.sourceContains(".\(name) =") || file.sourceContains(".\(name)=") {
        let source = file.converter.source
        let text = source.text(from: 0, to: source.bytes.count)
        assignments[name, default: 0] += text.components(separatedBy: ".\(name) =").count - 1 + text.components(separatedBy: ".\(name)=").count - 1
      }
    }
    return assignments
  }
}
