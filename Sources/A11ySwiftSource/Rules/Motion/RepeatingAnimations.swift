import A11yCore

/// An animation or timer in a file that repeats without end, with what can be known statically
/// about its period and what it changes.
struct RepeatingAnimation {
  enum Source {
    case swiftUIRepeatForever, uiViewAnimate, coreAnimation, timer, lottieLoop
  }

  let source: Source
  let position: SourcePosition
  let enclosingType: String?
  /// Seconds per change, when written as a literal.
  let period: Double?
  /// Whether it plays back and forth (each cycle is two changes) rather than jumping back.
  let autoreverses: Bool
  /// The code it changes (the animated closure, the key path, the timer's closure).
  let changedText: String
  /// For SwiftUI, the state it animates: what its `withAnimation` closure toggles or sets, or the
  /// `value:` of the `.animation` modifier that holds it.
  var animatedState: [String] = []

  /// Flashes per second, counted as WCAG does (a flash is a pair of opposing changes): a cycle
  /// that plays forward and back takes two periods; one that jumps back, one. A timer that
  /// toggles on each tick needs two ticks per flash.
  var flashesPerSecond: Double? {
    guard let period, period > 0 else { return nil }
    switch source {
    case .timer: return 1 / (2 * period)
    default: return autoreverses ? 1 / (2 * period) : 1 / period
    }
  }

  /// The change affects luminance: opacity, visibility, color or brightness.
  var changesLuminance: Bool {
    let lower = changedText.lowercased()
    return ["opacity", "alpha", "blink", "flash", "ishidden", "hidden", "color", "brightness", "visible", "tint"]
      .contains { lower.contains($0) }
  }
}

enum RepeatingAnimations {
  /// SwiftUI's default animation lasts 0.35 s (`.default`, `.easeInOut` without a duration).
  static let swiftUIDefaultDuration = 0.35
  /// `UIView.animate` and `CABasicAnimation` default to 0.25 s.
  static let coreAnimationDefaultDuration = 0.25

  /// `timer` for `let timer = Timer.publish(...)` or `private var timer = ...` on the call's line;
  /// nil when the call isn't bound to a name there.
  static func boundName(of call: CodeCall, in file: SwiftFileModel) -> String? {
    let bytes = file.converter.source.bytes
    var start = min(call.position.utf8Offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let before = file.converter.source.text(from: start, to: call.position.utf8Offset)
    guard let equals = before.lastIndex(of: "="),
          before[before.index(after: equals)...].allSatisfy({ $0 == " " }) else { return nil }
    let words = before[..<equals].split(separator: ":").first?.split(whereSeparator: { $0 == " " || $0 == "\t" }) ?? []
    guard let keyword = words.dropLast().last, keyword == "let" || keyword == "var", let name = words.last,
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return String(name)
  }

  /// `timer` for `.onReceive(timer) { ... }` or `.onReceive(self.timer, perform: ...)`.
  static func receivedPublisher(in modifierText: String) -> String? {
    guard let open = modifierText.firstIndex(of: "(") else { return nil }
    let argument = modifierText[modifierText.index(after: open)...].prefix { $0 != "," && $0 != ")" }
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return argument.hasPrefix("self.") ? String(argument.dropFirst(5)) : argument
  }

  static func all(in file: SwiftFileModel) -> [RepeatingAnimation] {
    var result: [RepeatingAnimation] = []
    let calls = file.behaviour.calls
    for call in calls {
      switch call.name {
      case "repeatForever":
        // `.easeInOut(duration: 0.1).repeatForever(autoreverses: false)`
        let base = call.receiver ?? ""
        let autoreverses = call.arguments.first(labeled: "autoreverses")?.boolLiteral ?? true
        var period: Double? = base.contains("duration:")
          ? number(after: "duration:", in: base)
          : (base.contains("(") && !base.hasSuffix(")") ? nil : swiftUIDefaultDuration)
        // `.linear(duration: 0.2).speed(0.1)`: ten times slower, a 2 s turn (p2p Wallet's loading ring).
        if let speed = number(after: ".speed(", in: base), speed > 0 { period = period.map { $0 / speed } }
        // What it animates: the `withAnimation` closure around it, or the view modifiers nearby.
        let closure = calls.first { $0.name == "withAnimation" && $0.position <= call.position && call.end <= $0.end }?.closureText
        let changed = closure ?? surroundingViewText(of: call, in: file)
        result.append(RepeatingAnimation(
          source: .swiftUIRepeatForever, position: call.position, enclosingType: call.enclosingType, period: period,
          autoreverses: autoreverses, changedText: changed,
          animatedState: closure.map(stateChanged(in:)) ?? animationValue(around: call, in: file).map { [$0] } ?? []))
      case "animate" where call.receiver == "UIView" || call.receiver == "Self" || call.receiver == nil:
        guard let options = call.arguments.first(labeled: "options"), options.memberNames.contains("repeat") else { continue }
        let duration = call.arguments.first(labeled: "withDuration")?.numberLiteral
        result.append(RepeatingAnimation(
          source: .uiViewAnimate, position: call.position, enclosingType: call.enclosingType, period: duration,
          autoreverses: options.memberNames.contains("autoreverse"), changedText: call.closureText))
      case "scheduledTimer", "publish", "Timer":
        let repeats = call.arguments.first(labeled: "repeats")?.boolLiteral ?? (call.name == "publish")
        guard repeats else { continue }
        let interval = (call.arguments.first(labeled: "withTimeInterval") ?? call.arguments.first(labeled: "timeInterval")
          ?? call.arguments.first(labeled: "every"))?.numberLiteral
        var changed = call.closureText
        if call.name == "publish" {
          // `Timer.publish(every:)` ticks reach the view through `.onReceive(timer) { }`.
          // Only the ones that receive this timer when it is bound to a name (`let timer =
          // Timer.publish(...)`): another `.onReceive` of the file (the keyboard, a scroll
          // request) says nothing about what the ticks change.
          let name = boundName(of: call, in: file)
          changed = file.views.flatMap { view in
            view.modifiers(named: "onReceive").map { file.text(from: $0.start, to: $0.end) }
              .filter { name == nil || receivedPublisher(in: $0) == name }
          }
          .joined(separator: "\n")
        }
        result.append(RepeatingAnimation(
          source: .timer, position: call.position, enclosingType: call.enclosingType, period: interval,
          autoreverses: false, changedText: changed))
      default:
        continue
      }
    }
    // `animation.repeatCount = .infinity` on a CABasicAnimation.
    let assignments = file.behaviour.assignments
    for assignment in assignments where assignment.property == "repeatCount" || assignment.property == "repeatDuration" {
      let value = assignment.value.text
      guard value.contains("infinity") || value.contains("greatestFiniteMagnitude") || value.contains(".max") else { continue }
      let sameReceiver = assignments.filter { $0.receiver == assignment.receiver && $0.function == assignment.function }
      // A duration kept in a constant (Code Wallet's typing dots, `duration = Self.wavePeriod`);
      // one the file can't resolve leaves the rate unknown rather than the default's.
      let duration: Double?
      if let written = sameReceiver.last(where: { $0.property == "duration" })?.value {
        duration = file.number(written, in: assignment.enclosingType)
      } else {
        duration = coreAnimationDefaultDuration
      }
      let autoreverses = sameReceiver.last { $0.property == "autoreverses" }?.value.boolLiteral ?? false
      // The key path of the animation created just before, in the same function.
      let creation = calls.last {
        ($0.name == "CABasicAnimation" || $0.name == "CAKeyframeAnimation") && $0.function == assignment.function
          && $0.position < assignment.position
      }
      // A local of that name in code that animates nothing (`var repeatCount = 0 … repeatCount =
      // .max` in 25th-App-Team-1's alarm scheduler): a count of tasks, no animation.
      if assignment.receiver.isEmpty, creation == nil, !file.sourceContains("Animation") { continue }
      // (Or set afterwards: `animation.keyPath = "colors"`, ello's startup gradient.)
      var keyPath = creation?.arguments.first(labeled: "keyPath")?.stringLiteral ?? creation?.arguments.first?.value.text
        ?? sameReceiver.last(where: { $0.property == "keyPath" })?.value.stringLiteral ?? ""
      // `#keyPath(CALayer.opacity)` (Mixin's connecting dots) → "opacity".
      if keyPath.hasPrefix("#keyPath("), keyPath.hasSuffix(")") {
        keyPath = String(keyPath.dropFirst("#keyPath(".count).dropLast().split(separator: ".").last ?? "")
      }
      result.append(RepeatingAnimation(
        source: .coreAnimation, position: assignment.position, enclosingType: assignment.enclosingType,
        period: duration, autoreverses: autoreverses, changedText: keyPath))
    }
    for assignment in assignments where assignment.property == "loopMode" && assignment.value.memberName == "loop" {
      // Made to loop where the view is made (a lazy property's closure), then set to play once by
      // the method that plays it (1Wallet's confetti): that later setting is the one that plays.
      let receiver = assignment.receiver.replacingOccurrences(of: "self.", with: "")
      if assignments.contains(where: { other in
        other.property == "loopMode" && other.value.memberName == "playOnce" && other.function != nil && other.function != assignment.function
          && other.enclosingType == assignment.enclosingType && other.receiver.replacingOccurrences(of: "self.", with: "") == receiver
      }) { continue }
      result.append(RepeatingAnimation(
        source: .lottieLoop, position: assignment.position, enclosingType: assignment.enclosingType, period: nil,
        autoreverses: false, changedText: ""))
    }
    return result
  }

  /// The modifiers of the view whose `.animation(...)` holds the call: what the animation drives.
  static func surroundingViewText(of call: CodeCall, in file: SwiftFileModel) -> String {
    for view in file.views {
      for modifier in view.modifiers where modifier.start <= call.position && call.end <= modifier.end {
        return view.modifiers.map(\.name).joined(separator: " ") + " " + view.modifiers.flatMap(\.arguments).map(\.value.text).joined(separator: " ")
      }
    }
    return ""
  }

  /// `wiggle` and `phase` in `{ wiggle.toggle(); self.phase = 1 }`: the state a `withAnimation`
  /// closure changes (the last name of each path set or toggled).
  static func stateChanged(in closure: String) -> [String] {
    let set = CustomValueControlRule.assignmentTargets(in: closure).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    return Array(Set(set).union(GestureSupport.toggled(in: closure)).subtracting([""])).sorted()
  }

  /// `wiggle` for a call inside `.animation(.linear.repeatForever(), value: wiggle)`.
  static func animationValue(around call: CodeCall, in file: SwiftFileModel) -> String? {
    for view in file.views {
      for modifier in view.modifiers where modifier.name == "animation" && modifier.start <= call.position && call.end <= modifier.end {
        let value = modifier.arguments.first { $0.label == "value" }?.value.text
        return value.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
      }
    }
    return nil
  }

  /// The names of the file's view modifiers that read `state`, directly or through a local worked
  /// out from it (`let rotation = wiggle ? 1.5 : -1.5`); the `.animation` modifiers that only
  /// watch it are left out. Empty when nothing reads it.
  static func modifiersReading(_ state: [String], in file: SwiftFileModel) -> [String] {
    guard !state.isEmpty else { return [] }
    let names = Set(state).union(RepeatingMotionRule.localsComputed(from: Set(state), in: file))
    var result: [String] = []
    for view in file.views {
      // Read by what the view is or whether it shows (`if on { Color.red } else { … }`,
      // `Text(on ? "A" : "B")`): more than a modifier's change; named as the view's own.
      if view.branchCondition.map({ condition in names.contains { IdentifierWords.mentions($0, in: condition) } }) == true
        || view.arguments.contains(where: { argument in names.contains { IdentifierWords.mentions($0, in: argument.value.text) } }) {
        result.append(view.name)
      }
      for modifier in view.modifiers where modifier.name != "animation" {
        if modifier.arguments.contains(where: { argument in names.contains { IdentifierWords.mentions($0, in: argument.value.text) } }) {
          result.append(modifier.name)
        }
      }
    }
    return result
  }

  /// `duration: 0.1` in `.easeInOut(duration: 0.1)` → 0.1.
  static func number(after label: String, in text: String) -> Double? {
    guard let range = text.range(of: label) else { return nil }
    let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
    return Double(digits)
  }

  /// Whether `type` reads Reduce Motion (SwiftUI environment or UIKit).
  static func honoursReduceMotion(_ type: String?, in file: SwiftFileModel) -> Bool {
    let settings = file.accessibilitySettingsRead[type ?? ""] ?? []
    if settings.contains("accessibilityReduceMotion") || settings.contains("isReduceMotionEnabled") { return true }
    // Given the setting by the view that shows it (`ShufflingOverlay(reduceMotion: reduceMotion)`,
    // hat-game's, read from that parent's environment): a stored flag of that name it reads.
    if let type, let stored = file.declarations.storedProperties[type],
       stored.keys.contains(where: { name in
         let lower = name.lowercased()
         return (lower.contains("reducemotion") || lower.contains("reducedmotion")) && file.sourceOccurrences(of: name) > 1
       }) { return true }
    // Started through a project helper that reads the setting first (`spinner.playIfPossible()`).
    return file.project.reduceMotionHelpers.contains { file.sourceContains(".\($0)(") }
  }
}
