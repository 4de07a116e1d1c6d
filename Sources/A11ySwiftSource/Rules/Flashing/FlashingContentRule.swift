import A11yCore

/// Repeating animations and timers that change opacity, visibility or color between 3 and 50
/// times a second.
public struct FlashingContentRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "flashing-content",
    title: LocalizedText(
      en: "Content must not flash 3 to 50 times a second",
      ko: "초당 3~50회 깜빡이는 콘텐츠를 제공하지 않아야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 3.3: content that flashes 3 to 50 times a second can trigger seizures in people with \
        photosensitive epilepsy; the NIA techniques advise avoiding transition times between 20 and 333 ms in \
        repeating animations, and warning people and letting them turn flashing off when it can't be avoided. \
        This rule computes the rate of repeating animations (`repeatForever`, `UIView.animate` with `.repeat`, \
        `CABasicAnimation` repeating forever) and of repeating timers, counting a flash as WCAG does: a pair of \
        opposing changes (an animation that reverses takes two durations per flash; a timer that toggles, two \
        ticks), and also reports transitions of 20 to 333 ms, the range the KR 2.0 techniques name. It is an error when the code proves both a rate of 3 to 50 flashes a second and a change of opacity, \
        visibility or color; a rate in the range whose effect can't be read needs review. A slower rate whose \
        transitions alone fall in the advised range, and a change of only an outline's colour (a stroke or border, \
        a small area), are info to review. Slower repetition is the \
        `repeating-motion` rule's. (WCAG 2.3.1; HIG Accessibility › Motion.)
        """,
      ko: """
        검사 항목 3.3: 초당 3~50회 깜빡이는 콘텐츠는 광과민성 뇌전증이 있는 사람에게 발작을 일으킬 수 있습니다. NIA 제작 기법은 \
        반복 애니메이션에서 20~333ms의 전환 시간을 피하고, 피할 수 없다면 미리 알리고 끌 수 있게 하라고 권합니다. 이 규칙은 \
        반복 애니메이션(`repeatForever`, `.repeat` 옵션의 `UIView.animate`, 무한 반복 `CABasicAnimation`)과 반복 타이머의 깜빡임 \
        횟수를 WCAG처럼 셉니다. 한 번의 깜빡임은 서로 반대인 두 변화이므로, 되돌아가는 애니메이션은 지속 시간 두 번, 켜고 끄는 \
        타이머는 두 틱이 한 번입니다. KR 2.0 제작 기법이 말하는 20~333ms의 전환 시간도 보고합니다. 초당 3~50회의 횟수와 불투명도·표시 여부·색의 변화를 코드로 증명할 수 있으면 오류이고, 횟수는 범위 안이지만 \
        무엇이 바뀌는지 알 수 없으면 검토가 필요합니다. 전환 시간만 권고 범위에 있는 더 느린 깜빡임과 윤곽선(선, 테두리)의 색만 \
        바뀌는 작은 영역은 검토할 정보로 알립니다. 더 느린 반복은 `repeating-motion` 규칙이 다룹니다. (WCAG 2.3.1, HIG 손쉬운 \
        사용 › 동작)
        """),
    defaultSeverity: .error,
    checkpoints: [.flashing], wcag: ["2.3.1"], hig: "Accessibility › Motion",
    examples: RuleExamples(
      triggering: [
        // The clock icon blinked instead of turned: its light changes four times a second.
        clockSpin(change: "alpha = 0"),
        "struct SaleBadge: View { @State var on = false\n var body: some View { Text(\"SALE\").opacity(on ? 1 : 0).onAppear { withAnimation(↓.easeInOut(duration: 0.1).repeatForever()) { on.toggle() } } } }",
        "final class AlertBanner: UIView {\n func blink() { ↓UIView.animate(withDuration: 0.05, delay: 0, options: [.repeat, .autoreverse]) { self.alpha = 0 } } }",
        "final class Live: UIView {\n func start() {\n let flash = CABasicAnimation(keyPath: \"opacity\")\n flash.duration = 0.08\n flash.autoreverses = true\n ↓flash.repeatCount = .infinity\n layer.add(flash, forKey: \"flash\") } }",
        "final class Siren: UIViewController {\n let light = UIView()\n func start() { ↓Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.light.isHidden.toggle() } } }",
        "final class Beacon: UIView {\n func start() { ↓Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.lamp.backgroundColor = self.lamp.backgroundColor == .red ? .white : .red } } }",
        "struct Alarm: View { @State var dim = false\n var body: some View { Image(systemName: \"bell\").opacity(dim ? 0.2 : 1).onAppear { withAnimation(↓.linear(duration: 0.2).repeatForever()) { dim = true } } } }",
        "struct Strobe: View { @State var red = false\n var body: some View { Rectangle().fill(red ? .red : .white).animation(↓.linear(duration: 0.12).repeatForever(), value: red) } }",
        // It wiggles and dims: the state reaches more than the tile's turn.
        "struct Board: View { @State var wiggle = false\n var body: some View { Tile().rotationEffect(.degrees(wiggle ? 1.5 : -1.5)).opacity(wiggle ? 1 : 0.3).onAppear { withAnimation(↓.easeInOut(duration: 0.12).repeatForever()) { wiggle.toggle() } } } }",
      ],
      nonTriggering: [
        // A 2° wobble of an icon whose shadow is tinted: only the turn repeats (DreamWorms' scan loader).
        "struct LoadingAnimationView: View { @State private var isAnimating = false\n var body: some View { Image(.imgReading).foregroundStyle(.primaryNormal, .primaryStrong).shadow(color: .primaryNormal.opacity(0.4), radius: 8).rotationEffect(.degrees(isAnimating ? 0 : 2)).animation(.easeInOut(duration: 0.3).repeatForever(autoreverses: true), value: isAnimating).onAppear { isAnimating = true } } }",
        // A 0.2 s animation played at a tenth of its speed: a 2 s turn of a loading ring (p2p Wallet).
        "struct Loading: View { @State var dim = false\n var body: some View { Image(systemName: \"bell\").opacity(dim ? 0.2 : 1).onAppear { withAnimation(.linear(duration: 0.2).speed(0.1).repeatForever()) { dim = true } } } }",
        "struct Pulse: View { @State var on = false\n var body: some View { Circle().opacity(on ? 1 : 0.4).onAppear { withAnimation(.easeInOut(duration: 1.2).repeatForever()) { on.toggle() } } } }",
        "final class Clock: UIViewController {\n func start() { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.tick() } } }",
        // Counts a number up and picks the ring's colour by a threshold: the colour changes once.
        "final class ProgressRing: UIView {\n func animate() { Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in\n current += 0.05\n label.text = \"\\(Int(current * 100))\"\n ring.strokeColor = current > 0.5 ? UIColor.green.cgColor : UIColor.red.cgColor } } }",
        "final class Loader: UIView {\n func spin() {\n let spin = CABasicAnimation(keyPath: \"transform.rotation\")\n spin.duration = 1\n spin.repeatCount = .infinity\n layer.add(spin, forKey: nil) } }",
        // A clock icon turned half a turn every quarter second: motion, no change of light.
        clockSpin(change: "transform = CGAffineTransform(rotationAngle: .pi)"),
        // A typing indicator's dots, brightening once per 1.3 s cycle kept in a constant (Code Wallet).
        "final class TypingCell: UICollectionViewCell {\n private static let wavePeriod: Double = 1.3\n func start() {\n let wave = CAKeyframeAnimation(keyPath: \"opacity\")\n wave.values = [0.3, 0.85, 0.3]\n wave.duration = Self.wavePeriod\n wave.repeatCount = .infinity\n dot.layer.add(wave, forKey: \"typingWave\") } }",
        "struct A: View { var body: some View { Text(\"x\").animation(.easeInOut(duration: 0.1), value: 1) } }",
        // Tiles that wiggle while they are reordered: the state only turns them (Martini's boards).
        "struct Board: View { @State var wiggle = false\n var body: some View { Tile().rotationEffect(.degrees(wiggle ? 1.5 : -1.5)).onAppear { withAnimation(.easeInOut(duration: 0.12).repeatForever()) { wiggle.toggle() } } } }",
        "struct Pins: View { @State var wiggle = false\n var body: some View { ForEach(pins) { pin in\n let angle: Double = wiggle ? 2 : -2\n PinLabel(pin).rotationEffect(.degrees(angle)).animation(.easeInOut(duration: 0.12).repeatForever(), value: wiggle) } } }",
      ]),
    otherSeverities: [.warning, .info]
  )

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for animation in RepeatingAnimations.all(in: file) {
      // WCAG counts flashes (3–50 a second); KR 2.0's techniques name the transition time
      // (20–333 ms). Either puts the animation in range.
      guard let rate = animation.flashesPerSecond, let period = animation.period,
            (rate >= 3 && rate <= 50) || (period >= 0.02 && period <= 1.0 / 3) else { continue }
      let proven = animation.changesLuminance
      // A fast timer that changes nothing visible we can read (a clock tick) is not a flash.
      if animation.source == .timer && !proven { continue }
      // A timer flashes only when it alternates (a toggle, a value flipped back and forth, an
      // even/odd tick); one that counts a number up or picks a colour by a threshold changes
      // the colour at most once.
      if animation.source == .timer && !Self.alternates(animation.changedText) { continue }
      // A rotation or a scale is motion, not a flash; so is a `UIView.animate` block that only
      // moves or turns its view (let Swift's spinning clock).
      if animation.source == .coreAnimation && !proven { continue }
      if animation.source == .uiViewAnimate && !proven && Self.onlyMoves(animation.changedText) { continue }
      // Likewise a SwiftUI animation whose state only turns, scales or moves views (tiles that
      // wiggle while they are reordered), whatever else the view's modifiers colour (a shadow's
      // opacity beside `.animation(…, value: isAnimating)`, DreamWorms' wobbling scan icon).
      if animation.source == .swiftUIRepeatForever && Self.onlyMovesViews(animation, in: file)
        && (!proven || !Self.isReadByAnotherMember(animation.animatedState, in: file)) { continue }
      let rateText = Self.format(rate), ms = Int((period * 1000).rounded())
      // The checkpoint's criterion and error type count flashes (3 to 50 a second); the 20–333 ms
      // transition time is its development advice. Under 3 a second the rate is no hazard, and an
      // outline's colour (a stroke or border) lights too small an area to be a general flash:
      // both are left to review at info.
      let slow = rate < 3
      let outline = animation.source == .coreAnimation && Self.changesOnlyAnOutline(animation.changedText)
      let note: (en: String, ko: String)
      if outline {
        note = (en: " (it changes only an outline's colour, a small area: check how much of the screen it lights)",
                ko: " (윤곽선의 색만 바뀌는 작은 영역입니다. 화면의 얼마만큼이 깜빡이는지 확인하세요)")
      } else if !proven {
        note = (en: " (check what it changes: only flashing of brightness or color counts)",
                ko: " (무엇이 바뀌는지 확인하세요. 밝기나 색의 깜빡임만 해당합니다)")
      } else {
        note = (en: "", ko: "")
      }
      let severity: Severity? = slow || outline ? .info : (proven ? nil : .warning)
      if slow {
        context.report(at: animation.position, LocalizedText(
          en: "This repeating \(proven ? "change of opacity, visibility or color" : "animation") has \(ms) ms transitions, the range KR 2.0's techniques advise avoiding (20–333 ms), but at about \(rateText) flashes per second it stays under the criterion's 3 flashes a second: check that it doesn't speed up, or make each change take longer than 333 ms",
          ko: "이 반복 \(proven ? "불투명도·표시 여부·색 변화는" : "애니메이션은") 전환 시간이 \(ms)ms로 지침 2.0 제작 기법이 피하라고 권하는 범위(20~333ms)에 있지만, 초당 약 \(rateText)회로 점검 기준인 초당 3회보다 느립니다. 더 빨라지지 않는지 확인하거나 각 변화가 333ms보다 오래 걸리게 하세요"),
          severity: severity, needsReview: true)
        continue
      }
      context.report(at: animation.position, LocalizedText(
        en: "This repeating \(proven ? "change of opacity, visibility or color" : "animation") runs at about \(rateText) flashes per second with \(ms) ms transitions, inside the range that can trigger seizures (3–50 flashes a second; KR 2.0: transitions of 20–333 ms); make each change take longer than 333 ms, or warn first and let people turn it off\(note.en)",
        ko: "이 반복 \(proven ? "불투명도·표시 여부·색 변화는" : "애니메이션은") 전환 시간 \(ms)ms, 초당 약 \(rateText)회로 깜빡여 발작을 일으킬 수 있는 범위(초당 3~50회, 지침 2.0: 전환 시간 20~333ms)에 있습니다. 각 변화가 333ms보다 오래 걸리게 하거나, 미리 알리고 끌 수 있게 하세요\(note.ko)"),
        severity: severity, needsReview: !proven || slow || outline)
    }
  }

  /// A Core Animation key path that colours only a line around a shape (`strokeColor`,
  /// `borderColor`, `shadowColor`), not its fill or the view's opacity.
  static func changesOnlyAnOutline(_ keyPath: String) -> Bool {
    let lower = keyPath.lowercased()
    return ["strokecolor", "bordercolor", "shadowcolor", "borderwidth", "linewidth"].contains(where: lower.contains)
  }

  /// An event cell's hidden gesture that animates its clock icon's `change` every quarter second,
  /// repeating; marked where it is reported when that changes the icon's light.
  static func clockSpin(change: String) -> RuleExample {
    let marker = change.contains("alpha") ? "↓" : ""
    return RuleExample("""
      final class EventTimeCell: UITableViewCell {
        let clockImageView = UIImageView()
        @objc private func easterEgg() {
          \(marker)UIView.animate(withDuration: 0.25, delay: 0.0, options: [.curveLinear, .repeat], animations: { [weak self] in
            self?.clockImageView.\(change)
          })
        }
      }
      """)
  }

  /// The animated code changes a geometry (`transform`, `center`, `frame`, a constraint's
  /// `constant` laid out), which moves what is drawn without changing its light.
  static func onlyMoves(_ changed: String) -> Bool {
    let lower = changed.lowercased()
    return ["transform", ".center", "frame", "bounds", ".constant", "layoutifneeded"].contains(where: lower.contains)
  }

  /// Modifiers that move, turn or size a view without changing its light.
  static let geometryModifiers: Set<String> = [
    "rotationEffect", "rotation3DEffect", "scaleEffect", "offset", "position", "frame", "padding",
  ]

  /// Every view modifier of the file that reads the animated state is a geometry one.
  static func onlyMovesViews(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    let readers = RepeatingAnimations.modifiersReading(animation.animatedState, in: file)
    return !readers.isEmpty && readers.allSatisfy(geometryModifiers.contains)
  }

  /// A property or function of the file other than the state's own declaration reads the state
  /// (`var backgroundColor: Color { isRinging ? .red : .black }`): what it gives may change light.
  /// (One giving a geometry type, DreamWorms' `scanLineOffset(in:) -> CGFloat`, only moves.)
  static func isReadByAnotherMember(_ state: [String], in file: SwiftFileModel) -> Bool {
    func readsState(_ text: String) -> Bool {
      let header = text.prefix { $0 != "{" }
      if geometryTypes.contains(where: { header.contains(": \($0)") || header.contains("-> \($0)") }) { return false }
      // (`.animation(…, value: isAnimating)` names the state to watch; it reads nothing.)
      var rest = String(text.dropFirst(header.count))
      for name in state { rest = rest.replacingOccurrences(of: "value: \(name)", with: "") }
      return state.contains { IdentifierWords.mentions($0, in: rest) }
    }
    return file.behaviour.properties.contains { property in
      !state.contains(property.name) && property.name != "body" && readsState(file.text(from: property.start, to: property.end))
    } || file.behaviour.functions.contains { function in
      let text = file.text(from: function.position, to: function.end)
      return !state.contains { text.contains("\($0) =") || text.contains("\($0).toggle()") } && readsState(text)
    }
  }

  static let geometryTypes = ["CGFloat", "CGSize", "CGPoint", "CGRect", "Angle", "CGAffineTransform", "UnitPoint"]

  /// `light.isHidden.toggle()`, `on = !on`, `alpha = alpha == 1 ? 0 : 1`, `tick % 2`.
  static func alternates(_ text: String) -> Bool {
    if text.contains(".toggle()") || text.contains("% 2") { return true }
    for pattern in [#"\b([A-Za-z_][A-Za-z0-9_]*)\s*=\s*!\s*(self\.)?\1\b"#,
                    #"\b([A-Za-z_][A-Za-z0-9_]*)\s*=[^=\n][^\n]*\b\1\b[^\n]*\?"#] {
      if text.range(of: pattern, options: .regularExpression) != nil { return true }
    }
    return false
  }

  static func format(_ rate: Double) -> String {
    let rounded = (rate * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
