import A11yCore
import Foundation

/// Methods a size-change handler calls on other objects (SnowHaze's settings screen observing
/// `UIContentSizeCategory.didChangeNotification` and calling `manager?.header.rescaleFont()`):
/// whatever fonts they set are set again at the new size. By name, for names declared at most
/// twice in the project (a common name, `configure`, would speak for unrelated methods).
enum SizeChangeCallees {
  static func methods(in files: [SwiftFileModel]) -> Set<String> {
    var called: Set<String> = []
    for file in files where !file.declarations.reappliesFontsOnSizeChange.isEmpty {
      var texts: [String] = []
      for function in file.behaviour.functions where SwiftFileModelBuilder.sizeChangeHandlers.contains(function.name) {
        texts.append(file.text(from: function.position, to: function.end))
      }
      // The observer's closure: from the notification's name to a few lines on.
      let source = file.converter.source
      for found in ByteSearch.offsets(of: "ContentSizeCategory.didChangeNotification", in: file.sourceBytes[...]) {
        texts.append(source.text(from: found, to: min(file.sourceBytes.count, found + 400)))
      }
      guard let regex = try? NSRegularExpression(pattern: #"\.([a-z][A-Za-z0-9_]*)\("#) else { continue }
      for text in texts {
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          if let range = Range(match.range(at: 1), in: text) { called.insert(String(text[range])) }
        }
      }
    }
    guard !called.isEmpty else { return [] }
    var declarations: [String: Int] = [:]
    for file in files {
      for function in file.behaviour.functions where called.contains(function.name) { declarations[function.name, default: 0] += 1 }
    }
    return Set(declarations.filter { $0.value <= 2 }.keys)
  }
}
