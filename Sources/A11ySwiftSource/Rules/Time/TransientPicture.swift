import A11yCore

/// A UIKit view type that only shows a picture (a success checkmark, a blur, an icon) and takes
/// itself off the screen after a delay: a moment of feedback, like a status indicator turned off.
/// It holds nothing VoiceOver reads or activates, so it is neither a popup to keep focus in nor
/// content a time limit takes away. A label, a control or a view of a class the file doesn't
/// show makes it content.
enum TransientPicture {
  /// Classes that VoiceOver doesn't read unless told to: an image view is no element by default,
  /// an effect view or a plain view only holds others.
  static let silentClasses: Set<String> = ["UIView", "UIImageView", "UIVisualEffectView"]

  /// `type` (a UIView subclass of the file) shows an image view and otherwise only silent views,
  /// none given a label or made an element, and adds no other subview.
  static func showsNothingToRead(_ type: String, in file: SwiftFileModel) -> Bool {
    let members = file.uikitObjects.filter { $0.enclosingType == type }
    guard let root = members.first(where: { $0.name == "self" }), silentClasses.contains(root.uikitClass) else { return false }
    var silentNames: Set<String> = []
    for member in members {
      if member.uikitClass.hasSuffix("GestureRecognizer") { continue }
      guard member.classIsResolved, silentClasses.contains(member.uikitClass) else { return false }
      let speaks = member.assignments.contains { assignment in
        ["accessibilityLabel", "accessibilityValue", "text", "attributedText"].contains(assignment.property)
          || (assignment.property == "isAccessibilityElement" && assignment.value.boolLiteral != false)
      }
      if speaks { return false }
      silentNames.insert(member.name)
    }
    // Every subview added is one of those (or an image view made in place).
    let additions = file.behaviour.calls.filter {
      $0.enclosingType == type && ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.name)
    }
    guard additions.allSatisfy({ call in
      guard let argument = call.arguments.firstUnlabeled else { return false }
      let name = argument.text.hasPrefix("self.") ? String(argument.text.dropFirst(5)) : argument.text
      return silentNames.contains(name) || argument.callee == "UIImageView"
    }) else { return false }
    // It shows a picture: a view with no members of its own may be filled elsewhere (a banner
    // whose label an extension or a xib adds).
    return members.contains { $0.uikitClass == "UIImageView" } || additions.contains { $0.arguments.firstUnlabeled?.callee == "UIImageView" }
  }

  /// Code of `type` run after a delay (`asyncAfter`, a one-shot timer) takes the view off the
  /// screen: `removeFromSuperview()` there or in a function it calls (`hide()`).
  static func removesItselfAfterDelay(_ type: String, in file: SwiftFileModel) -> Bool {
    file.behaviour.calls.contains { call in
      guard call.enclosingType == type, ["asyncAfter", "scheduledTimer"].contains(call.name) else { return false }
      return removesSelf(HandlerReach.reachedText(from: call.closureText, in: file))
    }
  }

  /// `removeFromSuperview()` on the view itself (no receiver, `self`, `strongSelf`, `weakSelf`),
  /// with nothing dismissed or popped beside it.
  static func removesSelf(_ text: String) -> Bool {
    let compact = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "?", with: "")
    if compact.contains("dismiss(") || compact.contains("popViewController") { return false }
    var rest = Substring(compact)
    while let range = rest.range(of: "removeFromSuperview()") {
      let before = rest[..<range.lowerBound]
      if !before.hasSuffix(".") { return true }
      let receiver = String(before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      if ["self", "strongSelf", "weakSelf", "this"].contains(receiver) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
