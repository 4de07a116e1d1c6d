import A11yCore
import A11ySwiftSource
import Testing

/// A looping animation in a file named for work in progress (Save's `ProgressButton.swift`, whose
/// private `CircleLayer` spins while an upload waits) is a spinner; the same layer elsewhere is not.
struct ProgressFileNameTests {
  static let layer = """
    fileprivate class CircleLayer: CALayer {
      func start() {
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        let group = CAAnimationGroup()
        group.animations = [stroke]
        group.repeatCount = .infinity
        add(group, forKey: "pending")
      }
    }
    """

  static func findings(at path: String) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [RepeatingMotionRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [RepeatingMotionRule.self], configuration: configuration).analyze(source: layer, path: path)
  }

  @Test func aSpinnerIsKnownByItsFileName() {
    #expect(Self.findings(at: "Shared/Views/ProgressButton.swift").isEmpty)
    #expect(Self.findings(at: "Shared/Views/RecordButton.swift").count == 1)
  }
}
