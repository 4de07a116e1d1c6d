import A11yCore

/// Private view functions drawn only into a picture: every call hands the view to `ImageRenderer`
/// (`ImageRenderer(content: shareCard())`) or to an app helper whose body does
/// (`shareView(image:).render()`, `render()` making `ImageRenderer(content: self)`). The view is
/// never on screen, so no one meets what it holds (FallWin's journal share card).
public enum RenderedOnlyViews {
  /// The UTF-8 ranges of such functions, by file path.
  public static func ranges(in files: [SwiftFileModel]) -> [String: [Range<Int>]] {
    guard files.contains(where: { $0.sourceContains("ImageRenderer(") }) else { return [:] }
    // `extension View { func render() -> UIImage? { ImageRenderer(content: self) … } }`.
    var renderers: Set<String> = []
    for file in files where file.sourceContains("ImageRenderer(content: self") {
      let source = file.converter.source
      for function in file.declarations.functions where !function.isProperty {
        if source.text(from: function.body.lowerBound, to: function.body.upperBound).contains("ImageRenderer(content: self") {
          renderers.insert(function.name)
        }
      }
    }
    var result: [String: [Range<Int>]] = [:]
    for file in files where file.sourceContains("ImageRenderer(content:") || renderers.contains(where: { file.sourceContains("." + $0 + "(") }) {
      let source = file.converter.source
      let bytes = file.sourceBytes
      for function in file.declarations.functions where !function.isProperty {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        // Private, so this file holds every call.
        guard header.contains("some View"), header.contains("private ") || header.contains("fileprivate ") else { continue }
        let calls = ByteSearch.offsets(of: function.name + "(", in: bytes[...]).filter { offset in
          !function.declaration.contains(offset) && (offset == 0 || !UnreferencedCode.isIdentifierByte(bytes[offset - 1]))
        }
        guard !calls.isEmpty, calls.allSatisfy({ isRendered(callAt: $0, name: function.name, in: bytes, renderers: renderers) }) else { continue }
        result[file.path, default: []].append(function.declaration.lowerBound..<function.body.upperBound)
      }
    }
    return result
  }

  /// The call at `offset` is `ImageRenderer(content: name(…))` or `name(…).renderer(`.
  static func isRendered(callAt offset: Int, name: String, in bytes: [UInt8], renderers: Set<String>) -> Bool {
    var start = offset
    if start >= 5, bytes[(start - 5)..<start].elementsEqual("self.".utf8) { start -= 5 }
    let before = String(decoding: bytes[max(0, start - 40)..<start], as: UTF8.self).filter { !$0.isWhitespace }
    if before.hasSuffix("ImageRenderer(content:") { return true }
    // The call's closing parenthesis, then `.renderer(`.
    var index = offset + name.utf8.count
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "(") { depth += 1 } else if bytes[index] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { break }
      }
      index += 1
    }
    guard index < bytes.count else { return false }
    let after = String(decoding: bytes[(index + 1)..<min(bytes.count, index + 60)], as: UTF8.self).filter { !$0.isWhitespace }
    return renderers.contains { after.hasPrefix("." + $0 + "(") }
  }
}
