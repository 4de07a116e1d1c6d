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

extension SwiftFileModel {
  /// Calls that configure a control without showing it: none of them can put it on screen.
  static let configuringMethods: Set<String> = measuringMethods.union([
    "setImage", "setTitle", "setAttributedTitle", "setTitleColor", "setTitleShadowColor", "setBackgroundImage",
    "setPreferredSymbolConfiguration", "addTarget", "removeTarget", "addAction", "removeFromSuperview",
    "addGestureRecognizer", "addInteraction", "widthAnchor.constraint", "heightAnchor.constraint",
  ])

  /// A control this file creates and configures but never shows (Mammoth's `btn0`, given an image,
  /// a frame and a target, then left): no mount of it in the file, only configuring calls, and every
  /// mention of its name after its declaration is followed by a member (`btn0.frame = ...`), so it
  /// is never added, returned, stored, passed on or assigned anywhere, while the file does mount
  /// other views. A local is judged in its
  /// block; for a property the project also checks that no other file names it
  /// (``ProjectIndex/controlsNamedElsewhere``).
  /// Made transparent and never shown again in this file: every `alpha` it is given is 0 (Alpha
  /// Wallet's slippage info button, "hidden for now"), and nothing in the file sets any alpha to
  /// another value (a view shown later is often reached by another name: the local made, then the
  /// property it is stored in). UIKit leaves a transparent view out of accessibility and of
  /// hit-testing. `isHidden = true` is not read so: views are shown again too many ways. An outlet
  /// may be shown by its storyboard's owner elsewhere, so only objects this file makes count.
  public func isAlwaysInvisible(_ object: UIKitObject) -> Bool {
    guard !object.isOutlet, object.name != "self" else { return false }
    // Hidden for good (`buttonView.isHidden = true` and never shown: Code App's anchor for a
    // context menu it pops at the touch point).
    // A local may be kept in a property that code shows (Firefox Focus's URL bar buttons, made
    // hidden in a closure and shown through the property): only a property hidden by every
    // assignment, and shown by no helper (`animateHidden(_:)`), is.
    let hidden = object.assignments.filter { $0.property == "isHidden" }.map(\.value)
    if !object.isLocal, !hidden.isEmpty, hidden.allSatisfy({ $0.boolLiteral == true }),
       !object.calls.contains(where: { $0.method.contains("Hidden") || $0.method.contains("hidden") }) {
      return true
    }
    let values = object.assignments.filter { $0.property == "alpha" }.map(\.value)
    guard !values.isEmpty, values.allSatisfy({ $0.numberLiteral == 0 }) else { return false }
    let bytes = sourceBytes
    for offset in ByteSearch.offsets(of: "alpha = ", in: bytes[...]) {
      var end = offset + "alpha = ".count
      while end < bytes.count, bytes[end] == UInt8(ascii: "0") || bytes[end] == UInt8(ascii: ".") { end += 1 }
      let readZero = end > offset + "alpha = ".count
      let next = end < bytes.count ? bytes[end] : UInt8(ascii: "\n")
      if !readZero || !(next == UInt8(ascii: "\n") || next == UInt8(ascii: " ") || next == UInt8(ascii: ";") || next == UInt8(ascii: "\r")) { return false }
    }
    return true
  }

  public func isConfiguredButNeverShown(_ object: UIKitObject) -> Bool {
    guard object.name != "self", !object.isOutlet, !object.isStatic, !object.isRootView, object.initializer != nil,
          !object.name.contains("."), !object.calls.isEmpty || !object.assignments.isEmpty,
          object.calls.allSatisfy({ Self.configuringMethods.contains($0.method) || $0.method.hasPrefix("layer.")
            || $0.method.hasPrefix("titleLabel") || $0.method.hasPrefix("imageView") }) else { return false }
    let start = object.isLocal ? object.position.utf8Offset : 0
    let end = object.isLocal ? (object.blockEnd ?? Int.max) : Int.max
    // A file that mounts no view through the methods the model knows may show its views in a
    // way it doesn't read (a layout library's helper): only a file seen mounting others is judged.
    if subviewMounts.isEmpty || subviewMounts.mounts(object.name, from: start, to: end) { return false }
    let bytes = sourceBytes
    let name = Array(object.name.utf8)
    let bounds = identifiers.bounds
    var index = 0
    while index + 1 < bounds.count {
      let first = Int(bounds[index]), last = Int(bounds[index + 1])
      index += 2
      guard first >= start, first < end, last - first == name.count, last <= bytes.count,
            bytes[first..<last].elementsEqual(name), first != object.position.utf8Offset else { continue }
      // Through `self.` or bare; another object's member of the same name (`other.btn0`) is not it.
      if first > 0, bytes[first - 1] == UInt8(ascii: ".") {
        guard first >= 5, bytes[(first - 5)..<(first - 1)].elementsEqual("self".utf8) else { return false }
      }
      var next = last
      while next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
      guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return false }
    }
    if !object.isLocal, let type = object.enclosingType, project.controlsNamedElsewhere.contains("\(type).\(object.name)") {
      return false
    }
    return true
  }
}
