import A11yCore
import Foundation

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

  /// SwiftUI views that draw without anything VoiceOver reads as text or activates: shapes,
  /// images, colours and the stacks holding them.
  static let silentViews: Set<String> = [
    "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Image", "Color", "LinearGradient",
    "RadialGradient", "AngularGradient", "ZStack", "VStack", "HStack", "Group", "Spacer",
  ]
  /// Modifiers whose closures run code rather than draw: a flag named in them is set, not shown.
  static let actionModifiers: Set<String> = ["task", "onAppear", "onDisappear", "onChange", "onReceive", "onTapGesture", "onLongPressGesture"]

  /// SwiftUI: the delayed code only turns off flags (`self.showFavouriteAnimation = false`), each of
  /// which the file uses only as `if flag { … }` around views drawing shapes and images (a star
  /// burst after a double tap): an animation overlay ending, with no text or control taken away.
  /// A flag shown elsewhere (passed on as `$flag`, read by `.sheet` or an `.opacity`), or a view it
  /// shows that is text, a control, a project view or labelled, keeps it a time limit.
  static func onlyEndsPictureOverlay(_ delayed: String, in file: SwiftFileModel) -> Bool {
    let lower = delayed.lowercased()
    if ["dismiss(", "removefromsuperview", "popviewcontroller", "hide(", "= nil", "=nil"].contains(where: lower.contains) {
      return false
    }
    let flags = flagsTurnedOff(in: delayed)
    guard !flags.isEmpty else { return false }
    return flags.allSatisfy { flag in
      guard !flag.isEmpty else { return false }
      // Every view or drawing modifier naming the flag: none may (a `Toast(isShown: $flag)`, `.opacity(flag ? 1 : 0)`).
      // (An overlay holding the `if flag { … }` itself, YeDi's heart over the photo, names it only there.)
      let asBranch = try? NSRegularExpression(pattern: #"if\s+[A-Za-z0-9_.]*\b"# + NSRegularExpression.escapedPattern(for: flag) + #"\b\s*\{"#)
      func mentionsOutsideItsBranch(_ text: String) -> Bool {
        let stripped = asBranch?.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "") ?? text
        return IdentifierWords.mentions(flag, in: stripped)
      }
      for view in file.views {
        if view.arguments.contains(where: { mentionsOutsideItsBranch($0.value.text) }) { return false }
        for modifier in view.modifiers where !actionModifiers.contains(modifier.name) {
          if modifier.arguments.contains(where: { mentionsOutsideItsBranch($0.value.text) }) { return false }
        }
      }
      let shown = file.views.filter { view in
        guard let condition = view.branchCondition?.components(separatedBy: " · ").last else { return false }
        // `if showHeartImage`, `if self.…`, or through a model (`if viewModel.showHeartImage`, YeDi's feed cell).
        guard condition.hasPrefix("if ") else { return false }
        let path = condition.dropFirst(3)
        return path.split(separator: ".").last.map(String.init) == flag
          && path.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      }
      guard !shown.isEmpty else { return false }
      return shown.allSatisfy { drawsOnlyPictures($0, in: file) }
    }
  }

  /// The flags code sets to `false` (`self.showFavouriteAnimation = false` → `showFavouriteAnimation`).
  static func flagsTurnedOff(in code: String) -> [String] {
    turnedOff.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
      Range(match.range(at: 1), in: code).map { String(code[$0].split(separator: ".").last ?? "") }
    }
  }

  private static let turnedOff = try! NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*false(?![A-Za-z0-9_])"#)

  /// SwiftUI: the delayed code only turns off `@Binding` flags of `type` (`isPresented = false`,
  /// Aman's animated splash closing itself), whose body draws only shapes and images: a picture
  /// taking itself away, with no text or control lost.
  static func onlyClosesPictureView(_ delayed: String, type: String?, in file: SwiftFileModel) -> Bool {
    guard let type, !delayed.contains("dismiss("), !delayed.contains("= nil") else { return false }
    let flags = flagsTurnedOff(in: delayed)
    guard !flags.isEmpty, flags.allSatisfy({ file.sourceContains("@Binding var \($0):") }) else { return false }
    let roots = file.views.filter { $0.slot == .root && $0.enclosingType == type && file.viewMember(holding: $0)?.name == "body" }
    return !roots.isEmpty && roots.allSatisfy { drawsOnlyPictures($0, in: file) }
  }

  /// The view and everything inside it are silent views with no label of their own.
  static func drawsOnlyPictures(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var pending = [view.index]
    while let index = pending.popLast() {
      let current = file.views[index]
      guard current.kind == .call, silentViews.contains(current.name) else { return false }
      if current.modifiers.contains(where: { $0.name.hasPrefix("accessibility") && $0.name != "accessibilityHidden" }) { return false }
      pending += current.children
    }
    return true
  }
}
