import A11yCore

/// A UIKit label that Auto Layout lets take its text's own width: the file writes its
/// constraints (SnapKit's `makeConstraints`, layout anchors) and none of them pins both of its
/// sides, gives it a width or pins its edges; no stack view lays it out, no frame sizes it and no
/// other view is pinned to its far side. Nothing squeezes it, so `adjustsFontSizeToFitWidth`
/// never shrinks its text (SanTa's run header pinned by its top and centre, JipJung's legend by
/// its leading edge and centre). What the file doesn't show (a storyboard's constraints, a layout
/// helper) counts as bounded.
enum UnboundedLabelWidth {
  /// SnapKit attributes (and anchors) that fix the width by themselves, and the two sides that do
  /// it together.
  static let bothSides: Set<String> = ["width", "edges", "size", "horizontalEdges", "directionalEdges", "directionalHorizontalEdges", "margins", "directionalMargins"]
  static let leadingSides: Set<String> = ["leading", "left", "leadingMargin", "leftMargin"]
  static let trailingSides: Set<String> = ["trailing", "right", "trailingMargin", "rightMargin"]

  static func isUnbounded(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let name = object.name
    guard name != "self", !name.isEmpty, object.assignment("frame") == nil else { return false }
    let snapKit = object.calls.filter { ["snp.makeConstraints", "snp.remakeConstraints", "snp.updateConstraints"].contains($0.method) }
    let anchors = object.calls.filter { $0.method.hasSuffix("Anchor.constraint") }.map { String($0.method.dropLast("Anchor.constraint".count)) }
    guard !snapKit.isEmpty || !anchors.isEmpty else { return false }
    var pinned = Set(anchors)
    for call in snapKit {
      // (A closure handed on, `makeConstraints(layout)`, isn't read: bounded.)
      guard let closure = trailingClosure(after: call.position.utf8Offset, in: file.converter.source) else { return false }
      pinned.formUnion(attributes(in: closure))
    }
    if !pinned.isDisjoint(with: bothSides) || !pinned.isDisjoint(with: leadingSides) && !pinned.isDisjoint(with: trailingSides) { return false }
    // A stack's arranged subview, or another view pinned to its far side: squeezed by them.
    let source = file.converter.source
    let farSides = [name + ".snp.trailing", name + ".snp.right", name + ".trailingAnchor", name + ".rightAnchor"]
    for far in farSides {
      let uses = ByteSearch.offsets(of: far, in: file.sourceBytes[...]).count
      let own = ByteSearch.offsets(of: far + ".constraint", in: file.sourceBytes[...]).count
      if uses > own { return false }
    }
    // (Around each mention of arranged subviews: `addArrangedSubview(label)`, an array of them
    // handed to a stack or added one by one.)
    for offset in ByteSearch.offsets(of: "rrangedSubview", in: file.sourceBytes[...]) {
      if IdentifierWords.mentions(name, in: source.text(from: offset - 300, to: offset + 100)) { return false }
    }
    return true
  }

  /// The `{ … }` that follows the call's name (`label.snp.makeConstraints { … }`), nil when its
  /// argument is anything else.
  static func trailingClosure(after offset: Int, in source: SourceText) -> String? {
    let bytes = source.bytes
    var index = offset
    while index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "("), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: ")") { return nil }
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{"), let end = ByteSearch.closingBracket(of: index, in: bytes) else { return nil }
    return source.text(from: index, to: end + 1)
  }

  /// The attributes a SnapKit closure constrains on its own view: `$0.leading.trailing.equalTo…`,
  /// `make.width.equalTo(…)` (the chain after the closure's parameter, up to the relation).
  static func attributes(in closure: String) -> Set<String> {
    var parameter = "$0"
    if let open = closure.firstIndex(of: "{"), let inRange = closure.range(of: " in") {
      let header = closure[closure.index(after: open)..<inRange.lowerBound].filter { !" ()\n".contains($0) }
      if !header.isEmpty, header.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { parameter = header }
    }
    var found: Set<String> = []
    var rest = closure[...]
    while let range = rest.range(of: parameter + ".") {
      let chain = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      for part in chain.split(separator: ".") {
        let word = String(part)
        guard !word.hasPrefix("equal"), !word.hasPrefix("lessThan"), !word.hasPrefix("greaterThan") else { break }
        found.insert(word)
      }
      rest = rest[range.upperBound...]
    }
    return found
  }
}
