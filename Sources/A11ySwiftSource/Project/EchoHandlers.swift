import A11yCore
import Foundation

/// Tap handlers whose whole effect is something VoiceOver users already have: functions that only
/// scroll (`collectionView.scrollToItem(at:at:animated:)`, reached through a delegate), and closure
/// properties every assignment of which only shows a toast. Read over the whole project, since the
/// code a tap runs is often in another file (the delegate, the owner that sets the closure).
enum EchoHandlers {
  /// Calls that scroll a table or collection to a cell.
  static let scrollCalls: Set<String> = ["scrollToItem", "scrollToRow"]
  /// Calls that only find where to scroll, or guard.
  static let scrollLookups: Set<String> = ["indexPath", "if", "guard", "layoutIfNeeded"]

  /// Functions every declaration of which in the project (at least one, with a body) only
  /// scrolls to the cell it is given (`collectionView.indexPath(for: cell)`, then
  /// `scrollToItem(at:at:animated:)`): nothing is opened, chosen or changed.
  static func scrollOnlyFunctions(in files: [SwiftFileModel]) -> Set<String> {
    var verdicts: [String: Bool] = [:]
    for file in files where scrollCalls.contains(where: { file.sourceContains($0) }) {
      let source = file.converter.source
      for function in file.declarations.functions {
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        // A body without the index-path look-up isn't scroll-only (``isScrollOnly(_:)`` asks for it):
        // a byte test answers before its comment stripping and call reading, which showed in profiles.
        let scrollOnly = ByteSearch.contains(body, "indexPath(for:") && isScrollOnly(body)
        verdicts[function.name] = (verdicts[function.name] ?? true) && scrollOnly
      }
    }
    guard verdicts.values.contains(true) else { return [] }
    // A name also declared, otherwise, in a file without any scroll call does more.
    for file in files where !scrollCalls.contains(where: { file.sourceContains($0) }) {
      for function in file.declarations.functions where verdicts[function.name] == true { verdicts[function.name] = false }
    }
    return Set(verdicts.filter(\.value).keys)
  }

  /// A body (`{ … }`) whose calls are a scroll and the look-ups it needs, and which only binds locals.
  static func isScrollOnly(_ body: String) -> Bool {
    let code = HandlerReach.droppingComments(body)
    let calls = HandlerReach.callNames(in: code)
    guard calls.contains(where: scrollCalls.contains), code.contains("indexPath(for:"),
          calls.allSatisfy({ scrollCalls.contains($0) || scrollLookups.contains($0) }) else { return false }
    return onlyBindsLocals(code)
  }

  /// Every `=` in `code` declares a local (`let x = ...`, `guard let x = ...`, `, let y = ...`) or
  /// compares: nothing outside the code is changed.
  static func onlyBindsLocals(_ code: String) -> Bool {
    if code.contains(".toggle()") || code.contains("+=") || code.contains("-=") { return false }
    for line in code.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
      let characters = Array(line)
      var assigns = false
      for (offset, character) in characters.enumerated() where character == "=" {
        let before = offset > 0 ? characters[offset - 1] : " "
        let after = offset + 1 < characters.count ? characters[offset + 1] : " "
        if after == "=" || "=!<>".contains(before) { continue }
        assigns = true
      }
      guard assigns else { continue }
      var trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," }
      trimmed = trimmed.drop { $0 == " " }
      let binds = ["let ", "var ", "guard let ", "guard var ", "if let ", "if var "].contains { trimmed.hasPrefix($0) }
      if !binds { return false }
    }
    return true
  }

  /// Calls that only give feedback on the spot: animate and lay out, log, or buzz.
  static let feedbackCalls: Set<String> = [
    "if", "guard", "animate", "transition", "animateKeyframes", "addKeyframe", "layoutIfNeeded", "setNeedsLayout",
    "print", "debugPrint", "NSLog", "os_log", "debug", "info", "log", "trace",
    "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "impactOccurred",
    "notificationOccurred", "selectionChanged", "prepare", "CGAffineTransform", "translatedBy", "scaledBy", "rotated",
    "CABasicAnimation", "CAKeyframeAnimation", "layerAdd", "CGPoint", "NSValue",
  ]
  /// What an animation moves or fades: the view's own look, not the model.
  static let presentationProperties: Set<String> = ["constant", "alpha", "transform", "center", "frame"]

  /// A handler body that only plays feedback: animation, layout, logging and haptics, and every
  /// view it moves or fades is put back in the animation's completion (a nudge telling the person
  /// to slide instead), or the animation reverses itself. Any other call, a flag set, a toggle or
  /// a change that stays (a label faded in for good) is an action. Calls of the file's functions
  /// are left to the caller, as `calls`.
  static func isFeedbackOnly(_ body: String, calls: inout Set<String>) -> Bool {
    var code = HandlerReach.droppingComments(body)
    if code.contains(".toggle()") || code.contains("+=") || code.contains("-=") { return false }
    // `layer.add(shake, forKey: "shake")` plays a Core Animation; another `add(` is an action.
    code = code.replacingOccurrences(of: "layer.add(", with: "layerAdd(")
    calls = Set(HandlerReach.callNames(in: code)).subtracting(feedbackCalls)
    // Where the animation ends: what it moved before must be put back after.
    let split = code.range(of: "completion")?.lowerBound ?? code.endIndex
    var moved: Set<String> = []
    var restored: Set<String> = []
    let characters = Array(code)
    let splitOffset = code.distance(from: code.startIndex, to: split)
    for (offset, character) in characters.enumerated() where character == "=" {
      let before = offset > 0 ? characters[offset - 1] : " "
      let after = offset + 1 < characters.count ? characters[offset + 1] : " "
      if after == "=" || "=!<>".contains(before) { continue }
      var end = offset
      while end > 0, characters[end - 1] == " " { end -= 1 }
      var start = end
      while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || "_.?!".contains(characters[start - 1]) { start -= 1 }
      let path = String(characters[start..<end]).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
      var wordEnd = start
      while wordEnd > 0, characters[wordEnd - 1] == " " { wordEnd -= 1 }
      let word = String(characters[max(0, wordEnd - 3)..<wordEnd])
      if word == "let" || word == "var" { continue }
      let parts = path.split(separator: ".").map(String.init).drop { $0 == "self" }
      guard let last = parts.last else { return false }
      // A property of a local the body makes (`animation.duration = 0.1`).
      if parts.count > 1, let root = parts.first, code.contains("let \(root) =") || code.contains("var \(root) =") { continue }
      guard parts.count > 1, presentationProperties.contains(last) else { return false }
      if offset < splitOffset { moved.insert(parts.joined(separator: ".")) } else { restored.insert(parts.joined(separator: ".")) }
    }
    return moved.isSubset(of: restored) || code.contains(".autoreverse")
  }

  static let toastMaking: Set<String> = [
    "if", "guard", "String", "localizedStringWithFormat", "format", "NSLocalizedString", "symbol", "UIImage",
    "ToastStyle", "ToastManager",
  ]

  /// Closure properties (`onTap`) every assignment of which in the project (`.onTap = { ... }`)
  /// only shows a toast (`showToast`, `makeToast`, ...), with those closures' texts.
  static func toastOnlyClosures(in files: [SwiftFileModel]) -> [String: [String]] {
    var closures: [String: [String]] = [:]
    for (name, body) in ClosurePropertyAssignments.closures(in: files, where: { $0.sourceContains("Toast(") || $0.sourceContains("toast(") })
    where isToastOnly(body) {
      closures[name, default: []].append(body)
    }
    guard !closures.isEmpty else { return [:] }
    // Any other assignment of the same name makes it more than a toast.
    let assignments = ClosurePropertyAssignments.assignmentCounts(of: closures.keys, in: files)
    return closures.filter { assignments[$0.key, default: 0] <= $0.value.count }
  }

  /// A closure body that shows a toast (a call named so) and otherwise only makes its text, style
  /// and icon, binding locals.
  static func isToastOnly(_ closure: String) -> Bool {
    let code = HandlerReach.droppingComments(closure)
    let calls = HandlerReach.callNames(in: code)
    let shows = calls.filter { $0.lowercased().contains("toast") }
    guard shows.contains(where: { ["showToast", "makeToast"].contains($0) }),
          calls.allSatisfy({ $0.lowercased().contains("toast") || toastMaking.contains($0) }) else { return false }
    return onlyBindsLocals(code)
  }

  /// The type constants a label is made of (`LString.titlePasswordQualityTemplate`, not the
  /// functions called nor a value's properties), and its string literals: what a toast that repeats it must mention.
  static func textKeys(of label: String) -> Set<String> {
    var keys: Set<String> = []
    let characters = Array(label)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        var end = index + 1
        while end < characters.count, characters[end] != "\"" { end += characters[end] == "\\" ? 2 : 1 }
        if end < characters.count, end > index + 1 { keys.insert(String(characters[index...end])) }
        index = end + 1
        continue
      }
      guard character.isLetter || character == "_" else { index += 1; continue }
      var end = index
      while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "." {
        end += 1
      }
      let path = String(characters[index..<end])
      // A type's constant (`LString.title`, `Strings.x`), not a value's property (`strength.title`).
      if path.contains("."), !path.hasSuffix("."), path.first?.isUppercase == true, end >= characters.count || characters[end] != "(" {
        keys.insert(path)
      }
      index = end
    }
    return keys
  }
}
