import A11yCore
import A11ySwiftSource
import Testing

/// Precision on four untuned apps (issue 7, round 13): gestures, sounds, colour, flashing and
/// appear animations whose alternative or exemption the code already shows.
struct UntunedAppsRoundThirteenBehaviourTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  static func pulse(keyPath: String, duration: String) -> String {
    """
    final class PinButton: UIButton {
      override var isHighlighted: Bool {
        didSet {
          let pulse = CABasicAnimation(keyPath: \(keyPath))
          pulse.duration = \(duration)
          pulse.toValue = UIColor.green.cgColor
          pulse.autoreverses = true
          pulse.repeatCount = .greatestFiniteMagnitude
          shapeLayer.add(pulse, forKey: "pulse")
        }
      }
    }
    """
  }

  /// KR 2.0's criterion counts flashes (3 to 50 a second); 0.3 s back and forth is 1.7 a second:
  /// only the transition time is in the advised range, a note to review.
  @Test func aSlowPulseIsANote() {
    let slow = findings(["Pin.swift": Self.pulse(keyPath: "\"opacity\"", duration: "0.3")], rule: FlashingContentRule.self)
    #expect(slow.map(\.severity) == [.info])
    #expect(slow.allSatisfy { $0.needsReview })
  }

  /// A fast pulse of only an outline's colour lights a small area: a note to review.
  @Test func anOutlinesPulseIsANote() {
    let outline = findings(["Pin.swift": Self.pulse(keyPath: "#keyPath(CAShapeLayer.strokeColor)", duration: "0.1")], rule: FlashingContentRule.self)
    #expect(outline.map(\.severity) == [.info])
  }

  /// The same fast rate on the layer's opacity or background stays an error.
  @Test func aFastFillFlashStaysAnError() {
    let fill = findings(["Pin.swift": Self.pulse(keyPath: "\"backgroundColor\"", duration: "0.1")], rule: FlashingContentRule.self)
    #expect(fill.map(\.severity) == [.error])
    let opacity = findings(["Pin.swift": Self.pulse(keyPath: "\"opacity\"", duration: "0.1")], rule: FlashingContentRule.self)
    #expect(opacity.map(\.severity) == [.error])
  }
}

