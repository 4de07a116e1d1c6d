import A11yCore

/// Animations that repeat forever in a type that never reads Reduce Motion.
public struct RepeatingMotionRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "repeating-motion",
    title: LocalizedText(
      en: "Endless animations should stop for Reduce Motion",
      ko: "끝없는 애니메이션은 동작 줄이기 설정에서 멈춰야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.4 asks that content that moves by itself can be paused or stopped. An animation that repeats \
        forever (a pulsing badge, a bouncing arrow, a looping Lottie file, a shimmer) distracts people with \
        attention disorders and makes people with vestibular disorders ill; the HIG asks apps to honour Reduce \
        Motion. This rule reports repeating animations (`repeatForever`, `UIView.animate` with `.repeat`, \
        `CABasicAnimation` repeating forever, Lottie `loopMode = .loop`) in a type that never reads \
        `@Environment(\\.accessibilityReduceMotion)` or `UIAccessibility.isReduceMotionEnabled`: read it and stop \
        (or replace with a fade) when it is on, or give a pause control. Flashing at 3 to 50 a second is \
        `flashing-content`'s. (WCAG 2.2.2; HIG Accessibility › Motion.)
        """,
      ko: """
        검사 항목 2.4는 스스로 움직이는 콘텐츠를 멈출 수 있어야 한다고 요구합니다. 끝없이 반복되는 애니메이션(깜빡이는 배지, 튀는 \
        화살표, 반복되는 Lottie, 반짝이는 로딩 효과)은 주의력 장애가 있는 사람을 방해하고 전정 장애가 있는 사람을 어지럽게 합니다. \
        HIG는 동작 줄이기 설정을 따르라고 합니다. 이 규칙은 `@Environment(\\.accessibilityReduceMotion)`이나 \
        `UIAccessibility.isReduceMotionEnabled`를 읽지 않는 타입의 반복 애니메이션(`repeatForever`, `.repeat` 옵션의 \
        `UIView.animate`, 무한 반복 `CABasicAnimation`, Lottie `loopMode = .loop`)을 보고합니다. 설정을 읽고 켜져 있으면 멈추거나 \
        (페이드로 바꾸거나) 멈춤 컨트롤을 주세요. 초당 3~50회의 깜빡임은 `flashing-content` 규칙이 다룹니다. (WCAG 2.2.2, HIG \
        손쉬운 사용 › 동작)
        """),
    defaultSeverity: .warning,
    checkpoints: [.pauseStop], wcag: ["2.2.2", "2.3.3"], hig: "Accessibility › Motion",
    examples: RuleExamples(
      triggering: [
        "struct ScrollHint: View { @State var down = false\n var body: some View { Image(systemName: \"chevron.down\").offset(y: down ? 8 : 0).onAppear { withAnimation(↓.easeInOut(duration: 0.8).repeatForever()) { down = true } } } }",
        "final class Badge: UIView {\n func pulse() { ↓UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { self.transform = .init(scaleX: 1.2, y: 1.2) } } }",
        "final class NewsTicker: UIView {\n func start() {\n let move = CABasicAnimation(keyPath: \"position.x\")\n move.duration = 1.5\n ↓move.repeatCount = .infinity\n layer.add(move, forKey: nil) } }",
        "final class Intro: UIViewController {\n let animationView = LottieAnimationView(name: \"coffee\")\n override func viewDidLoad() {\n ↓animationView.loopMode = .loop\n animationView.play() } }",
      ],
      nonTriggering: [
        "struct ScrollHint: View { @Environment(\\.accessibilityReduceMotion) var reduceMotion\n @State var down = false\n var body: some View { Image(systemName: \"chevron.down\").offset(y: down ? 8 : 0).onAppear { guard !reduceMotion else { return }\n withAnimation(.easeInOut(duration: 0.8).repeatForever()) { down = true } } } }",
        "final class Badge: UIView {\n func pulse() { guard !UIAccessibility.isReduceMotionEnabled else { return }\n UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { self.transform = .init(scaleX: 1.2, y: 1.2) } } }",
        "struct A: View { var body: some View { Text(\"x\").animation(.easeInOut, value: 1) } }",
        "final class CircleSpinnerView: UIView {\n func start() {\n let rotate = CABasicAnimation(keyPath: \"transform.rotation\")\n rotate.repeatCount = .infinity\n layer.add(rotate, forKey: nil) } }",
        "struct AnimatedPlaceholder: View { @State var dim = false\n var body: some View { Rectangle().opacity(dim ? 0.4 : 1).onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { dim = true } } } }",
        "final class Fade: UIView {\n func go() { UIView.animate(withDuration: 1) { self.alpha = 0 } } }",
      ])
  )

  static let progressWords = ["spinner", "progress", "loading", "loader", "activity", "indicator", "placeholder", "skeleton", "shimmer"]

  static func isProgressIndicator(_ animation: RepeatingAnimation) -> Bool {
    let type = (animation.enclosingType ?? "").lowercased()
    return progressWords.contains { type.contains($0) } || animation.changedText.hasPrefix("transform.rotation")
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for animation in RepeatingAnimations.all(in: file) where animation.source != .timer {
      if RepeatingAnimations.honoursReduceMotion(animation.enclosingType, in: file) { continue }
      // A spinner or loading placeholder shows that work is in progress and stops with it, like
      // the system's activity indicator.
      if Self.isProgressIndicator(animation) { continue }
      // Flashing at 3–50 a second is reported (more severely) by flashing-content.
      if let rate = animation.flashesPerSecond, let period = animation.period, animation.changesLuminance,
         (rate >= 3 && rate <= 50) || (period >= 0.02 && period <= 1.0 / 3) { continue }
      context.report(at: animation.position, LocalizedText(
        en: "This animation repeats forever and its type never reads Reduce Motion: endless motion distracts and can make people ill; read accessibilityReduceMotion (UIAccessibility.isReduceMotionEnabled) and stop it when on, or offer a pause control",
        ko: "이 애니메이션은 끝없이 반복되는데 이 타입은 동작 줄이기 설정을 읽지 않습니다. 끝없는 움직임은 주의를 흩뜨리고 어지럼증을 일으킬 수 있습니다. accessibilityReduceMotion(UIAccessibility.isReduceMotionEnabled)을 읽고 켜져 있으면 멈추거나 멈춤 컨트롤을 주세요"))
    }
  }
}
