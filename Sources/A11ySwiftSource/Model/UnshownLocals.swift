import A11yCore

extension SwiftFileModel {
  /// Methods that only ask a view about itself or lay it out: calling them never puts it on screen.
  static let measuringMethods: Set<String> = [
    "sizeThatFits", "sizeToFit", "systemLayoutSizeFitting", "layoutIfNeeded", "setNeedsLayout", "textRect",
    "invalidateIntrinsicContentSize", "setContentHuggingPriority", "setContentCompressionResistancePriority",
  ]

  /// A local view the code only configures and measures (`let label = UILabel(); label.font = ...;
  /// return label.sizeThatFits(size)`): after its declaration its name is only ever followed by a
  /// member (`label.text`), so it is never added, returned, stored or passed anywhere, and it calls
  /// no method that might show it. No one ever sees it.
  public func isMeasuredOnly(_ object: UIKitObject) -> Bool {
    guard object.isLocal, let end = object.blockEnd, object.initializer != nil,
          object.calls.allSatisfy({ Self.measuringMethods.contains($0.method) }) else { return false }
    let bytes = sourceBytes
    let name = Array(object.name.utf8)
    guard !name.isEmpty, end <= bytes.count else { return false }
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
    var offset = object.position.utf8Offset
    // The declaration itself.
    guard offset + name.count <= end, bytes[offset..<(offset + name.count)].elementsEqual(name) else { return false }
    offset += name.count
    while offset + name.count <= end {
      defer { offset += 1 }
      guard bytes[offset] == name[0], bytes[offset..<(offset + name.count)].elementsEqual(name) else { continue }
      let before = bytes[offset - 1]
      let afterIndex = offset + name.count
      if isIdentifierByte(before) || before == UInt8(ascii: ".") || (afterIndex < bytes.count && isIdentifierByte(bytes[afterIndex])) {
        continue
      }
      // The name itself: it must be followed by a member (`label.`, `label?.`, `label!.`).
      var next = afterIndex
      while next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
      guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return false }
    }
    return true
  }
}
