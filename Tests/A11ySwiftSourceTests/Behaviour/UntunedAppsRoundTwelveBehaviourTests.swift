import A11yCore
import A11ySwiftSource
import Testing

/// Precision on three untuned apps (issue 7, round 12): an alarm's looping sound is the feature.
struct UntunedAppsRoundTwelveBehaviourTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  static func looper(type: String) -> String {
    """
    final class \(type) {
      private static var audioPlayer: AVAudioPlayer?
      static func play(url: URL) {
        audioPlayer = try? AVAudioPlayer(contentsOf: url)
        audioPlayer?.numberOfLoops = -1
        audioPlayer?.play()
      }
      static func stop() { audioPlayer?.stop() }
    }
    """
  }

  /// An alarm that rings until acknowledged: a note that says so, not the autoplay warning.
  @Test func anAlarmsLoopIsANote() throws {
    let alarm = findings(["App/AlarmSound.swift": Self.looper(type: "AlarmSound")], rule: AutoplayRule.self)
    #expect(alarm.map(\.severity) == [.info])
    #expect(try #require(alarm.first).message.en.contains("alarm"))
    // Named by its file only.
    let ringer = findings(["App/Alarms/TimerAlert.swift": Self.looper(type: "Ringer")], rule: AutoplayRule.self)
    #expect(ringer.map(\.severity) == [.info])
  }

  /// A looping background track keeps the warning.
  @Test func backgroundMusicStaysAWarning() {
    let music = findings(["App/ThemeMusic.swift": Self.looper(type: "ThemeMusic")], rule: AutoplayRule.self)
    #expect(music.map(\.severity) == [.warning])
  }

  static func scanner(backdrop: String) -> String {
    """
    final class ScannerViewController: UIViewController {
      let closeButton: UIButton = {
        let closeButton = UIButton(type: .custom)
        closeButton.setImage(UIImage(named: "close_white"), for: .normal)
        closeButton.tintColor = UIColor.white
        closeButton.backgroundColor = UIColor(white: 0, alpha: 0.2)
        return closeButton
      }()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        \(backdrop)
        view.addSubview(closeButton)
      }
    }
    """
  }

  /// A translucent fill over a full-screen camera preview: its backdrop is the live picture, not
  /// the root view's black, so no ratio is given and the finding needs review.
  @Test func aFillOverACameraPreviewNeedsReview() {
    let overCamera = findings(["Scanner.swift": Self.scanner(backdrop: "let qrScannerView = QRScannerView(frame: view.bounds)\n    view.addSubview(qrScannerView)")],
                              rule: ComponentContrastRule.self)
    // The white glyph's tint. (The faint scrim behind it, 20% black, is no edge: the icon shows
    // the button, round 63's SnowHaze security button.)
    #expect(overCamera.count == 1)
    #expect(overCamera.allSatisfy { $0.needsReview && $0.message.en.contains("camera") && !$0.message.en.contains(":1 in") })
    // The same button over a plain view keeps its measured ratios.
    let overList = findings(["Scanner.swift": Self.scanner(backdrop: "let listView = UIView(frame: view.bounds)\n    view.addSubview(listView)")],
                            rule: ComponentContrastRule.self)
    #expect(overList.count == 1)
    #expect(overList.allSatisfy { !$0.needsReview && $0.message.en.contains(":1 in") })
  }
}
