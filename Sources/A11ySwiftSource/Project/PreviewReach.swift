import A11yCore
import SwiftSyntax

/// The type names a preview calls (`OrderRow(order: .sample)`, `OrderRow.init(...)`) or hands on
/// as a metatype (`SpaceMissionCell.self`).
final class PreviewReferenceCollector: SyntaxVisitor {
  private(set) var names: Set<String> = []

  static func names(in node: some SyntaxProtocol) -> Set<String> {
    let collector = PreviewReferenceCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.names
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = ViewTreeBuilder.calleeName(node.calledExpression)
    if name.first?.isUppercase == true { names.insert(name) }
    return .visitChildren
  }

  /// `cellClass: SpaceMissionCell.self`: a class a preview hands to a sample controller to make.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.text == "self", let base = node.base?.as(DeclReferenceExprSyntax.self),
       base.baseName.text.first?.isUppercase == true {
      names.insert(base.baseName.text)
    }
    return .visitChildren
  }
}

/// Views that only previews reach: a SwiftUI view a `#Preview`/`PreviewProvider` creates that no
/// other code of the project mentions. Nobody meets them in the app, so their findings are info
/// at most. A view nothing mentions at all is left alone: it may be a library's public API.
enum PreviewReach {
  static func previewOnlyViews(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    let previewed = files.reduce(into: Set<String>()) { $0.formUnion($1.declarations.previewReferences) }
    let candidates = previewed.filter { index.customViews[$0] != nil && index.customViewUses[$0, default: 0] == 0 }
    return namedOnlyInPreviews(candidates, in: files)
  }

  /// Other types only previews make: a stand-in model (`fileprivate class PreviewViewModel`)
  /// created in a `PreviewProvider` and named nowhere else in the project. Its code (a timer, a
  /// fake delay) never runs in the app.
  static func previewOnlyTypes(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    let previewed = files.reduce(into: Set<String>()) { $0.formUnion($1.declarations.previewReferences) }
    // A UIKit class may be made by a storyboard or a plist, which no Swift source shows: only one
    // no storyboard or xib names.
    let placed = Set(index.interfaceBuilderPlacements.compactMap(\.customClass))
    let candidates = previewed.filter {
      index.customViews[$0] == nil && index.types.declaration(of: $0) != nil
        && (index.types.uikitClass(of: $0) == nil || !placed.contains($0))
    }
    var previewOnly = namedOnlyInPreviews(candidates, in: files)
    // What those make in turn (a sample table controller's cell class, GomaUI's `SpaceMissionCell`),
    // named nowhere else: a round or two settles the chains previews have.
    for _ in 0..<2 {
      let made = typesNamed(inside: previewOnly, in: files, index: index).subtracting(previewOnly)
        .filter { index.customViews[$0] == nil && (index.types.uikitClass(of: $0) == nil || !placed.contains($0)) }
      let more = namedOnlyInPreviews(made, in: files, alsoOutside: previewOnly)
      if more.isEmpty { break }
      previewOnly.formUnion(more)
    }
    return previewOnly
  }

  /// Project types whose names appear inside the declarations of `owners`.
  private static func typesNamed(inside owners: Set<String>, in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    var names: Set<String> = []
    for file in files {
      for extent in file.typeExtents where owners.contains(extent.name) {
        let text = file.converter.source.text(from: extent.start, to: extent.end)
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where word.first?.isUppercase == true {
          let name = String(word)
          if !owners.contains(name), index.types.declaration(of: name) != nil { names.insert(name) }
        }
      }
    }
    return names
  }

  /// The candidates no file names outside a preview (or the declarations of `owners`).
  private static func namedOnlyInPreviews(_ candidates: Set<String>, in files: [SwiftFileModel], alsoOutside owners: Set<String> = []) -> Set<String> {
    guard !candidates.isEmpty else { return [] }
    var mentioned: Set<String> = []
    for file in files {
      let source = file.converter.source
      let ownerExtents = owners.isEmpty ? [] : file.typeExtents.filter { owners.contains($0.name) }
      for name in candidates where !mentioned.contains(name) && source.contains(name) {
        var from = 0
        while let offset = firstMentionOutsidePreviews(name, in: file, from: from) {
          if !ownerExtents.contains(where: { $0.start <= offset && offset < $0.end }) {
            mentioned.insert(name)
            break
          }
          from = offset + 1
        }
      }
    }
    return candidates.subtracting(mentioned)
  }

  /// Whether `file` names `name` anywhere but in a preview, its own declaration or its own body
  /// (a UIKit host, a navigation destination built in a function, `Name.self`).
  static func mentionsOutsidePreviews(_ name: String, in file: SwiftFileModel) -> Bool {
    firstMentionOutsidePreviews(name, in: file) != nil
  }

  /// The UTF-8 offset of the first such mention; with `asCall`, only one followed by `(` or `{`
  /// (`ActionSection(...)`, not a namesake `enum ActionSection` of generated strings).
  /// `from` skips the bytes before it (to find the next mention after one).
  static func firstMentionOutsidePreviews(_ name: String, in file: SwiftFileModel, asCall: Bool = false, from: Int = 0) -> Int? {
    let bytes = file.converter.source.bytes
    let pattern = Array(name.utf8)
    guard pattern.count <= bytes.count else { return nil }
    let own = file.typeExtents.filter { $0.name == name }
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte >= 0x80
    }
    var offset = max(0, from)
    while offset + pattern.count <= bytes.count {
      defer { offset += 1 }
      // The next occurrence by memchr: this runs over whole files for every name asked of it.
      guard let found = bytes.withUnsafeBufferPointer({ haystack in
        pattern.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: haystack, from: offset) }
      }) else { return nil }
      offset = found
      if offset > 0, isIdentifierByte(bytes[offset - 1]) { continue }
      let after = offset + pattern.count
      if after < bytes.count, isIdentifierByte(bytes[after]) { continue }
      if asCall {
        var next = after
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "{") else { continue }
      }
      if file.declarations.previewRanges.contains(where: { $0.contains(offset) }) { continue }
      if own.contains(where: { $0.start <= offset && offset < $0.end }) { continue }
      if isInComment(bytes, at: offset) { continue }
      return offset
    }
    return nil
  }

  /// A mention after `//` on its line (a commented-out use is no use).
  private static func isInComment(_ bytes: [UInt8], at offset: Int) -> Bool {
    var index = offset - 1
    while index > 0, bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "/") { return true }
      index -= 1
    }
    return false
  }
}
