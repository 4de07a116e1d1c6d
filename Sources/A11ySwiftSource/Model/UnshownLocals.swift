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

  /// Made transparent and never shown again in this file: every `alpha` it is given is 0 (Alpha
  /// Wallet's slippage info button, "hidden for now"), and nothing in the file sets any alpha to
  /// another value (a view shown later is often reached by another name: the local made, then the
  /// property it is stored in). UIKit leaves a transparent view out of accessibility and of
  /// hit-testing. `isHidden = true` is not read so: views are shown again too many ways. An outlet
  /// may be shown by its storyboard's owner elsewhere, so only objects this file makes count.
  public func isAlwaysInvisible(_ object: UIKitObject) -> Bool {
    if object.isOutlet { return project.isKeptHiddenByInterfaceBuilder(object) }
    guard object.name != "self" else { return false }
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

  /// A control this file creates and configures but never shows (Mammoth's `btn0`, given an image,
  /// a frame and a target, then left): no mount of it in the file, only configuring calls, and every
  /// mention of its name after its declaration is followed by a member (`btn0.frame = ...`), so it
  /// is never added, returned, stored, passed on or assigned anywhere, while the file does mount
  /// other views. A local is judged in its
  /// block; for a property the project also checks that no other file names it other than to
  /// configure it (``ProjectIndex/controlsReachedElsewhere``).
  public func isConfiguredButNeverShown(_ object: UIKitObject) -> Bool {
    if isClearedRightAway(object) { return true }
    guard object.name != "self", !object.isOutlet, !object.isStatic, !object.isRootView, object.initializer != nil,
          !object.name.contains("."),
          object.calls.allSatisfy({ Self.configuringMethods.contains($0.method) || $0.method.hasPrefix("layer.")
            || $0.method.hasPrefix("titleLabel") || $0.method.hasPrefix("imageView") }) else { return false }
    let (start, end) = Self.mentionScope(of: object)
    // A local never named again after it is made (Ptt's `moreButtonItem`, left out of the
    // toolbar's items "for now"): nothing can show it, however the file mounts its views.
    if object.isLocal, object.calls.isEmpty, object.assignments.isEmpty,
       everyMention(of: object, from: start, to: end, isAllowed: { _, _ in false }) { return true }
    // A file that mounts no view through the methods the model knows may show its views in a
    // way it doesn't read (a layout library's helper): only a file seen mounting others is judged.
    if subviewMounts.isEmpty || subviewMounts.mounts(object.name, from: start, to: end) { return false }
    return everyMention(of: object, from: start, to: end, isAllowed: { _, isMember in isMember }) && !isReachedElsewhere(object)
  }

  /// Made in place (`navigationItem.rightBarButtonItem = UIBarButtonItem(image: …)`) and set to
  /// `nil` further down the same function, at the same depth (Beiwe's info button, put in the bar
  /// and taken out two lines later): the function runs to its end before anything is drawn, so
  /// no one meets it.
  func isClearedRightAway(_ object: UIKitObject) -> Bool {
    guard object.name.contains("."), object.initializer != nil, !object.isOutlet,
          let function = declarations.innermostFunction(containing: object.position.utf8Offset) else { return false }
    let bytes = sourceBytes
    let start = object.position.utf8Offset, end = min(function.body.upperBound, bytes.count)
    guard start < end else { return false }
    var name = object.name
    if name.hasPrefix("self.") { name.removeFirst(5) }
    let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    for offset in ByteSearch.offsets(of: name + " = nil", in: bytes[start..<end]) {
      // The whole path (`navigationItem.…`, `self.navigationItem.…`), not the tail of another one.
      var before = offset
      if before >= 5, bytes[(before - 5)..<before].elementsEqual("self.".utf8) { before -= 5 }
      if before > 0, bytes[before - 1] == UInt8(ascii: ".") || UnreferencedCode.isIdentifierByte(bytes[before - 1]) { continue }
      let after = offset + name.utf8.count + " = nil".count
      if after < bytes.count, UnreferencedCode.isIdentifierByte(bytes[after]) { continue }
      // Not inside a branch or closure opened after the assignment.
      var depth = 0, lowest = 0
      for byte in bytes[start..<offset] {
        if byte == openBrace { depth += 1 } else if byte == closeBrace { depth -= 1; lowest = min(lowest, depth) }
      }
      // Nor in another case of a `switch` (cases open no braces).
      let between = String(decoding: bytes[start..<offset], as: UTF8.self)
      let startsACase = between.split(separator: "\n").contains { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:") || trimmed.hasPrefix("@unknown default")
      }
      if depth == 0, lowest == 0, !startsACase { return true }
    }
    return false
  }

  /// A property another file names (``ProjectIndex/controlsNamedElsewhere``): it may be shown,
  /// given an action or text from there.
  func isNamedElsewhere(_ object: UIKitObject) -> Bool {
    guard !object.isLocal, let type = object.enclosingType else { return false }
    return project.controlsNamedElsewhere.contains("\(type).\(object.name)")
  }

  /// A property another file mentions other than to configure it (``ProjectIndex/controlsReachedElsewhere``):
  /// it may be shown from there.
  func isReachedElsewhere(_ object: UIKitObject) -> Bool {
    guard !object.isLocal, let type = object.enclosingType else { return false }
    return project.controlsReachedElsewhere.contains("\(type).\(object.name)")
  }

  /// Every call made on the object is one known to configure or lay it out: an app's own helper
  /// (`button.onTap { }`, `label.setHTML(…)`) may add an action or text.
  static func onlyConfigures(_ object: UIKitObject) -> Bool {
    object.calls.allSatisfy { call in
      configuringMethods.contains(call.method) || call.method.hasPrefix("layer.") || call.method.hasPrefix("titleLabel")
        || call.method.hasPrefix("imageView") || call.method.hasPrefix("snp.") || call.method.hasSuffix("Anchor.constraint")
    }
  }

  /// Where mentions of the object count: its block for a local, the whole file for a property.
  static func mentionScope(of object: UIKitObject) -> (start: Int, end: Int) {
    object.isLocal ? (object.position.utf8Offset, object.blockEnd ?? Int.max) : (0, Int.max)
  }

  /// Whether every mention of `object`'s name between `start` and `end`, its declaration aside,
  /// is `isAllowed`, given its offset and whether a member follows it (`btn0.frame`, `btn0?.`).
  /// Through `self.` or bare; another object's member of the same name (`other.btn0`) is not it.
  func everyMention(of object: UIKitObject, from start: Int, to end: Int, isAllowed: (Int, Bool) -> Bool) -> Bool {
    let bytes = sourceBytes
    let name = Array(object.name.utf8)
    let bounds = identifiers.bounds
    var index = 0
    while index + 1 < bounds.count {
      let first = Int(bounds[index]), last = Int(bounds[index + 1])
      index += 2
      guard first >= start, first < end, last - first == name.count, last <= bytes.count,
            bytes[first..<last].elementsEqual(name), first != object.position.utf8Offset else { continue }
      if first > 0, bytes[first - 1] == UInt8(ascii: ".") {
        guard first >= 5, bytes[(first - 5)..<(first - 1)].elementsEqual("self".utf8) else { return false }
      }
      var next = last
      while next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
      guard isAllowed(first, next < bytes.count && bytes[next] == UInt8(ascii: ".")) else { return false }
    }
    return true
  }

  /// A plain `UIButton` this file makes and never gives an action (coreforce's "可租赁" status tag
  /// drawn as a button, Altea Care's drop-down arrow in a text field's `rightView`): a touch on it
  /// does nothing, so it is no target to enlarge. Every mention of it is a member (`tag.setTitle`,
  /// `tag.heightAnchor`), a mount, or its placing as a field's side view: it is never passed on,
  /// returned or listed where an action could be added; for a property, no other file names it
  /// (``ProjectIndex/controlsNamedElsewhere``).
  public func isButtonWithoutAction(_ object: UIKitObject) -> Bool {
    isButtonWithoutActionInFile(object) && !isNamedElsewhere(object)
  }

  /// ``isButtonWithoutAction(_:)`` as far as this file can tell.
  func isButtonWithoutActionInFile(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIButton", object.declaredClass == "UIButton", object.name != "self", !object.isOutlet,
          !object.isStatic, object.initializer != nil, !object.name.contains("."), !hasOwnAction(object),
          !wiresReactively(object), Self.onlyConfigures(object) else { return false }
    let (start, end) = Self.mentionScope(of: object)
    let bytes = sourceBytes
    // Shown by this file (a button it never shows is judged where it is, if anywhere).
    var isShown = false
    let onlyShownOrConfigured = everyMention(of: object, from: start, to: end) { offset, isMember in
      if subviewMounts.mounts(object.name, from: offset, to: offset + 1) || Self.isSideViewAssignment(before: offset, in: bytes) {
        isShown = true
        return true
      }
      return isMember
    }
    return onlyShownOrConfigured && isShown
  }

  /// A plain `UILabel` this file makes, shows and never gives text (coreforce's `extraLabel`, kept
  /// in a cell for a value no code sets): an empty label is no accessibility element, so VoiceOver
  /// never stops on it. The file styles it, every mention is a member or a mount, only `""` or
  /// `nil` is ever assigned as its text, and only calls known to configure it are made; for a
  /// property, no other file names it (``ProjectIndex/controlsNamedElsewhere``).
  public func isLabelWithoutText(_ object: UIKitObject) -> Bool {
    isLabelWithoutTextInFile(object) && !isNamedElsewhere(object)
  }

  /// ``isLabelWithoutText(_:)`` as far as this file can tell.
  func isLabelWithoutTextInFile(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UILabel", object.declaredClass == "UILabel", object.name != "self", !object.isOutlet,
          !object.isStatic, object.initializer?.callArguments.isEmpty != false, !object.name.contains("."),
          // Styled here (its font, colour, alignment): this file sets it up, and would set its text.
          !object.assignments.isEmpty,
          object.assignments.allSatisfy({ assignment in
            !["text", "attributedText", "accessibilityLabel"].contains(assignment.property)
              || assignment.value.stringLiteral == "" || assignment.value.text == "nil"
          }),
          Self.onlyConfigures(object) else { return false }
    let (start, end) = Self.mentionScope(of: object)
    return everyMention(of: object, from: start, to: end) { offset, isMember in
      isMember || subviewMounts.mounts(object.name, from: offset, to: offset + 1)
    }
  }

  /// `rightView = `, `leftView = ` or `titleView = ` just before `offset`: a text field's side view, or a
  /// navigation item's title view.
  static func isSideViewAssignment(before offset: Int, in bytes: [UInt8]) -> Bool {
    var index = offset
    while index > 0, bytes[index - 1] == UInt8(ascii: " ") { index -= 1 }
    guard index > 0, bytes[index - 1] == UInt8(ascii: "=") else { return false }
    index -= 1
    while index > 0, bytes[index - 1] == UInt8(ascii: " ") { index -= 1 }
    return ["rightView", "leftView", "titleView"].contains { property in
      let word = Array(property.utf8)
      return index >= word.count && bytes[(index - word.count)..<index].elementsEqual(word)
        && (index == word.count || !UnreferencedCode.isIdentifierByte(bytes[index - word.count - 1]))
    }
  }
}
