import A11yCore
import A11ySwiftSource
import Testing

/// Precision on three untuned apps (issue 7, round 10): a Reduce Motion check made by the views
/// that show an animation.
struct UntunedAppsRoundTenBehaviourTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  /// A private pulsing view, shown through a public wrapper (behind `#available`, one branch
  /// wrapped in `AnyView`), which the
  /// indicators put on screen only in the `else` of `if animationDisabled`.
  static let pulsatingCircle = """
    struct PulsatingCircle: View {
      let delay: Double
      var body: some View {
        if #available(iOS 14.0, *) {
          return AnyView(PulsatingCircleModern(delay: delay))
        } else {
          PulsatingCircleLegacy(delay: delay)
        }
      }
    }
    private struct PulsatingCircleModern: View {
      @State private var progress = 0.0
      let delay: Double
      private var animation: Animation { Animation.easeOut(duration: 3).repeatForever(autoreverses: false).delay(delay) }
      var body: some View {
        Circle().scaleEffect(2 * progress).opacity(1 - progress)
          .onAppear { withAnimation(self.animation) { self.progress = 1 } }
      }
    }
    private struct PulsatingCircleLegacy: View {
      @State private var progress = false
      let delay: Double
      var body: some View {
        Circle().scaleEffect(progress ? 2 : 0).opacity(progress ? 0 : 1)
          .animation(Animation.easeOut(duration: 3).repeatForever(autoreverses: false), value: progress)
          .onAppear { self.progress = true }
      }
    }
    """

  static func indicator(condition: String) -> String {
    """
    public struct ActiveIndicator: View {
      private var animationDisabled: Bool
      private var isCompact: Bool
      public var body: some View {
        ZStack {
          if \(condition) {
            Circle().opacity(0.05)
          } else {
            PulsatingCircle(delay: 0)
            PulsatingCircle(delay: 1)
          }
          Image(systemName: "checkmark")
        }
      }
    }
    """
  }

  @Test func aPulseShownOnlyWhenAnimationsAreNotDisabledHonoursReduceMotion() {
    let gated = findings([
      "PulsatingCircle.swift": Self.pulsatingCircle,
      "ActiveIndicator.swift": Self.indicator(condition: "self.animationDisabled"),
      "IsolatingIndicator.swift": """
        struct IsolatingIndicator: View {
          let animationDisabled: Bool
          let isDetectionPaused: Bool
          var body: some View {
            VStack {
              if animationDisabled || isDetectionPaused {
                Circle()
              } else {
                HStack { PulsatingCircle(delay: 0) }
              }
            }
          }
        }
        """,
    ], rule: RepeatingMotionRule.self)
    #expect(gated.isEmpty)

    // An unrelated Bool gates nothing.
    let ungated = findings([
      "PulsatingCircle.swift": Self.pulsatingCircle,
      "ActiveIndicator.swift": Self.indicator(condition: "isCompact"),
    ], rule: RepeatingMotionRule.self)
    #expect(ungated.map(\.position.line) == [14, 25])

    // Both branches of a conjunction may fail: `else` of `animationDisabled && isCompact` still animates with Reduce Motion on.
    let conjunction = findings([
      "PulsatingCircle.swift": Self.pulsatingCircle,
      "ActiveIndicator.swift": Self.indicator(condition: "animationDisabled && isCompact"),
    ], rule: RepeatingMotionRule.self)
    #expect(conjunction.count == 2)

    // One ungated use (another screen, or a hosting controller) keeps it reported.
    for other in [
      "struct Home: View { var body: some View { PulsatingCircle(delay: 0) } }",
      "final class Host: UIViewController { let host = UIHostingController(rootView: PulsatingCircle(delay: 0)) }",
    ] {
      let mixed = findings([
        "PulsatingCircle.swift": Self.pulsatingCircle,
        "ActiveIndicator.swift": Self.indicator(condition: "animationDisabled"),
        "Home.swift": other,
      ], rule: RepeatingMotionRule.self)
      #expect(mixed.count == 2, "\(other)")
    }
  }

  @Test func motionGateTestsNameTheSetting() {
    #expect(MotionGatesProbe.allows("if !reduceMotion"))
    #expect(MotionGatesProbe.allows("if animationsEnabled, let url"))
    #expect(MotionGatesProbe.allows("else (not UIAccessibility.isReduceMotionEnabled)"))
    #expect(MotionGatesProbe.allows("else if isLoading (not self.animationDisabled)"))
    #expect(MotionGatesProbe.allows("if reduceMotion == false"))
    #expect(!MotionGatesProbe.allows("if reduceMotion"))
    #expect(!MotionGatesProbe.allows("else (not animationsEnabled)"))
    #expect(!MotionGatesProbe.allows("if !isCompact"))
    #expect(!MotionGatesProbe.allows("if !reduceMotion || isPreview"))
    #expect(!MotionGatesProbe.allows("else (not animationDisabled && isCompact)"))
  }
}

/// The branch test of ``MotionGates``, reached through a view tree: a view shown under the branch
/// is gated when the project index says so.
enum MotionGatesProbe {
  static func allows(_ branch: String) -> Bool {
    // Build a two-file project whose only use sits under the branch, and ask the rule.
    let test: String
    if branch.hasPrefix("else if ") {
      let rest = branch.dropFirst("else if ".count)
      let open = rest.range(of: " (not ", options: .backwards)!
      let earlier = rest[open.upperBound...].dropLast()
      test = "if \(earlier) { Circle() } else if \(rest[..<open.lowerBound]) { Pulse() }"
    } else if branch.hasPrefix("else (not ") {
      test = "if \(branch.dropFirst("else (not ".count).dropLast()) { Circle() } else { Pulse() }"
    } else {
      test = "\(branch) { Pulse() }"
    }
    let screen = "struct Screen: View { let reduceMotion: Bool; let animationsEnabled: Bool; let animationDisabled: Bool\n var body: some View { VStack { \(test) } } }"
    let pulse = "struct Pulse: View { @State var on = false\n var body: some View { Circle().scaleEffect(on ? 2 : 1).onAppear { withAnimation(.easeOut(duration: 1).repeatForever()) { on = true } } } }"
    var configuration = Configuration()
    configuration.onlyRules = [RepeatingMotionRule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [RepeatingMotionRule.self], configuration: configuration)
    return analyzer.analyzeProject([(source: pulse, path: "Pulse.swift"), (source: screen, path: "Screen.swift")]).isEmpty
  }
}
