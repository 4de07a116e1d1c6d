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

/// UIKit recognizers that are a shortcut, an optional view or a moved picture: notes to review;
/// their neighbours stay warnings.
struct UntunedAppsRoundThirteenUIKitGestureTests {
  func findings(_ source: String) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [UIKitGestureAlternativeRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [UIKitGestureAlternativeRule.self], configuration: configuration)
      .analyze(source: source, path: "Map.swift")
  }

  static func longPress(on declaration: String, wiring: String) -> String {
    """
    final class MapViewController: UIViewController {
      \(declaration)
      override func viewDidLoad() {
        \(wiring)
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(recentImagery(_:)))
        displayButton.addGestureRecognizer(longPress)
      }
      @objc func recentImagery(_ recognizer: UILongPressGestureRecognizer) { if recognizer.state == .began { showRecentImagery() } }
    }
    """
  }

  /// A long press on a button whose tap does its own job: a shortcut, a note.
  @Test func aLongPressOnAButtonWithItsOwnActionIsANote() {
    let onButton = findings(Self.longPress(
      on: "let displayButton = UIButton(type: .system)",
      wiring: "displayButton.addTarget(self, action: #selector(openDisplayOptions), for: .touchUpInside)"))
    #expect(onButton.map(\.severity) == [.info])
    #expect(onButton.allSatisfy { $0.needsReview })
    // The same long press on a plain view, or on a button with no action of its own, stays a warning.
    let onView = findings(Self.longPress(on: "let displayButton = UIView()", wiring: ""))
    #expect(onView.map(\.severity) == [.warning])
    let idleButton = findings(Self.longPress(on: "let displayButton = UIButton(type: .system)", wiring: ""))
    #expect(idleButton.map(\.severity) == [.warning])
  }

  static func rotation(gate: String) -> String {
    """
    final class MapViewController: UIViewController {
      let mapView = UIView()
      override func viewDidLoad() {
        mapView.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: #selector(handleRotation(_:))))
      }
      @objc func handleRotation(_ gesture: UIRotationGestureRecognizer) {
        \(gate)
        viewPort.rotate(by: gesture.rotation)
        gesture.rotation = 0
      }
    }
    """
  }

  /// A map rotation a setting turns off is optional: a note. Without the setting it stays a warning.
  @Test func aRotationASettingTurnsOffIsANote() {
    #expect(findings(Self.rotation(gate: "guard settings.enableRotation else { return }")).map(\.severity) == [.info])
    #expect(findings(Self.rotation(gate: "")).map(\.severity) == [.warning])
  }

  static func pan(handler: String) -> String {
    """
    final class HeightViewController: UIViewController {
      private var scrollPosition: CGFloat = 0.0
      private var measuredHeight: String = ""
      override func viewDidLoad() {
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(didPan(_:))))
      }
      @objc func didPan(_ pan: UIPanGestureRecognizer) {
        let delta = pan.translation(in: view)
        \(handler)
        pan.setTranslation(CGPoint(x: 0, y: 0), in: view)
      }
    }
    """
  }

  /// A pan that only shifts where a ruler is drawn: a note. One that sets a value or calls out stays a warning.
  @Test func aPanThatOnlyMovesTheRulerIsANote() {
    #expect(findings(Self.pan(handler: "scrollPosition -= delta.y")).map(\.severity) == [.info])
    #expect(findings(Self.pan(handler: "rulerView.center.y += delta.y")).map(\.severity) == [.info])
    #expect(findings(Self.pan(handler: "measuredHeight = format(delta.y)")).map(\.severity) == [.warning])
    #expect(findings(Self.pan(handler: "scrollPosition -= delta.y; delegate?.heightChanged(scrollPosition)")).map(\.severity) == [.warning])
    #expect(findings(Self.pan(handler: "if delta.y > 0 { selectedIndex = 1 }")).map(\.severity) == [.warning])
  }
}
