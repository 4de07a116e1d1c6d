import A11yCore
import A11ySwiftSource
import Testing

/// Custom controls declared in one file and used in another: the gesture and value-control rules
/// judge the control by what its uses add, across the project.
struct BehaviourProjectTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  static let slider = """
    struct CoffeeSlider: View {
      @Binding var value: Double
      var body: some View {
        Capsule().gesture(DragGesture().onChanged { drag in value = 1 - drag.location.y / 260 })
      }
    }
    """

  /// A pinch on a canvas acting on the tile under the finger, whose tile class (another file)
  /// offers custom actions: VoiceOver users act on each tile. Tiles without actions leave it reported.
  @Test func aCanvasPinchOnTilesThatOfferCustomActionsHasARoute() {
    let canvas = """
      final class Canvas: UIView {
        private var tiles: [String: TileView] = [:]
        override init(frame: CGRect) {
          super.init(frame: frame)
          addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(canvasPinched(_:))))
        }
        @objc private func canvasPinched(_ recognizer: UIPinchGestureRecognizer) {
          guard let id = tileId(at: recognizer.location(in: self)) else { return }
          scaling[id] = recognizer.scale > 1 ? .fill : .fit
        }
      }
      """
    let offering = """
      final class TileView: UIView {
        func updateActions() {
          accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Crop video") { [weak self] _ in self?.onToggle?(); return true }]
        }
      }
      """
    let plain = "final class TileView: UIView {\n func update() { backgroundColor = .black }\n}"
    #expect(findings(["Canvas.swift": canvas, "Tile.swift": offering], rule: UIKitGestureAlternativeRule.self).isEmpty)
    #expect(findings(["Canvas.swift": canvas, "Tile.swift": plain], rule: UIKitGestureAlternativeRule.self).count == 1)
  }

  /// A row title label whose tap runs a closure that every cell sets to focus its field (another
  /// file) is a form label, not a button; one cell making the tap open something leaves it reported.
  @Test func aLabelTapThatOnlyFocusesAFieldIsNoButton() {
    let label = """
      final class RowTitleLabel: UILabel {
        var didTap: (() -> Void)?
        private func commonInit() {
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapAction)))
          isUserInteractionEnabled = true
        }
        @objc private func didTapAction() { didTap?() }
      }
      """
    let focusing = """
      final class InputCell: UITableViewCell {
        private let titleLabel = RowTitleLabel()
        private let input = UITextField()
        func setUp() { titleLabel.didTap = { [weak self] in self?.input.becomeFirstResponder() } }
      }
      final class KeyCell: UITableViewCell {
        private let titleLabel = RowTitleLabel()
        func setUp() {
          titleLabel.didTap = { [weak self] in
            guard let self else { return }
            if self.kind == .empty { self.keyInput.becomeFirstResponder() }
          }
        }
      }
      """
    let opening = focusing + "\nfinal class LinkCell: UITableViewCell {\n private let titleLabel = RowTitleLabel()\n func setUp() { titleLabel.didTap = { [weak self] in self?.openHelp() } }\n}"
    #expect(findings(["Label.swift": label, "Cells.swift": focusing], rule: UIKitTapGestureRoleRule.self).isEmpty)
    #expect(findings(["Label.swift": label, "Cells.swift": opening], rule: UIKitTapGestureRoleRule.self).count == 1)
  }

  @Test func aValueControlIsJudgedByItsUseInAnotherFile() throws {
    let bare = "struct Cup: View { @State var coffee = 0.5\n var body: some View { CoffeeSlider(value: $coffee) } }"
    let fixed = """
      struct Cup: View {
        @State var coffee = 0.5
        var body: some View {
          CoffeeSlider(value: $coffee)
            .accessibilityElement()
            .accessibilityLabel("커피 디스펜서")
            .accessibilityValue("\\(Int(coffee * 16))온스")
            .accessibilityAdjustableAction { _ in }
        }
      }
      """
    let unfixed = findings(["Slider.swift": Self.slider, "Cup.swift": bare], rule: CustomValueControlRule.self)
    let finding = try #require(unfixed.first)
    #expect(unfixed.count == 1 && finding.file == "Slider.swift" && finding.position.line == 4)
    // The use proves the defect: an error, not a guess.
    #expect(finding.severity == .error && !finding.needsReview)
    #expect(findings(["Slider.swift": Self.slider, "Cup.swift": fixed], rule: CustomValueControlRule.self).isEmpty)
    // Used nowhere the project shows: a warning that needs review.
    let alone = findings(["Slider.swift": Self.slider], rule: CustomValueControlRule.self)
    #expect(alone.count == 1 && alone.first?.needsReview == true && alone.first?.severity == .warning)
  }

  /// Named and operable by its actions (Meshtastic's map handles): only the value is missing, so
  /// the finding says so, as a warning; a control missing its actions stays an error.
  @Test func aValueControlMissingOnlyItsValueIsAWarning() throws {
    let handle = """
      struct Handle: View {
        @Binding var level: Double
        var body: some View {
          Circle()
            .gesture(DragGesture().onChanged { drag in level = drag.location.x / 200 })
            .accessibilityElement()
            .accessibilityLabel("Move region")
            .accessibilityAction(named: "Move north") { level += 0.1 }
        }
      }
      struct Map: View { @State var level = 0.5\n var body: some View { Handle(level: $level) } }
      """
    let onlyValue = try #require(findings(["Handle.swift": handle], rule: CustomValueControlRule.self).first)
    #expect(onlyValue.severity == .warning && onlyValue.message.en.contains("has no value") && !onlyValue.message.en.contains("can't change"))
    let noActions = handle.replacingOccurrences(of: ".accessibilityAction(named: \"Move north\") { level += 0.1 }", with: "")
    let barrier = try #require(findings(["Handle.swift": noActions], rule: CustomValueControlRule.self).first)
    #expect(barrier.severity == .error && barrier.message.en.contains("can't change it"))
  }

  @Test func aGestureIsJudgedByItsUseInAnotherFile() {
    let knob = "struct Knob: View { var body: some View { Circle().onLongPressGesture { reset() } } }"
    let bare = "struct Panel: View { var body: some View { Knob().padding() } }"
    let fixed = "struct Panel: View { var body: some View { Knob().accessibilityAction(named: \"초기화\") { reset() } } }"
    let unfixed = findings(["Knob.swift": knob, "Panel.swift": bare], rule: GestureAlternativeRule.self)
    #expect(unfixed.count == 1 && unfixed.first?.file == "Knob.swift" && unfixed.first?.needsReview == false)
    #expect(findings(["Knob.swift": knob, "Panel.swift": fixed], rule: GestureAlternativeRule.self).isEmpty)
  }

  /// A use the view trees don't hold (a section built into a local `let content = VStack { ... }`):
  /// the finding still needs a look, but it names the use rather than saying there is none.
  @Test func aUseOutsideTheViewTreesIsNamedNotDenied() throws {
    let section = "struct ActionSection: View { var body: some View { Circle().onLongPressGesture { reset() } } }"
    let detail = """
      enum Strings { enum ActionSection { static let title = "Actions" } }
      struct Detail: View {
        var body: some View {
          ScrollView {
            let content =
            VStack {
              ActionSection()
            }
            content
          }
        }
      }
      """
    let used = findings(["ActionSection.swift": section, "Detail.swift": detail], rule: GestureAlternativeRule.self)
    let finding = try #require(used.first)
    #expect(used.count == 1 && finding.needsReview)
    #expect(finding.message.en.contains("ActionSection is used at Detail.swift:7"))
    #expect(!finding.message.en.contains("no use of"))
    // Only its namesake enum: no use.
    let unused = findings(["ActionSection.swift": section, "Detail.swift": "enum Strings { enum ActionSection { } }"], rule: GestureAlternativeRule.self)
    #expect(unused.first?.message.en.contains("no use of ActionSection was found") == true)
  }

  /// ACHNBrowserUI's player: the drag on the player calls `playerManager.previous()` and
  /// `.next()`; the small player, a view in another file drawn inside it, has Buttons calling the
  /// same methods on the same model. Those Buttons are the drag's tap route.
  @Test func buttonsInAnotherFileCallingTheSameModelMethodsAreTheRoute() {
    let player = """
      struct PlayerView: View {
        @EnvironmentObject private var playerManager: MusicPlayerManager
        @State private var expanded = false
        var body: some View {
          VStack { PlayerViewSmall() }
            .gesture(DragGesture().onEnded { value in
              if value.translation.width > 100 { playerManager.previous() }
              else if value.translation.width < -100 { playerManager.next() }
            })
        }
      }
      """
    func controls(_ previous: String, _ next: String, type: String = "MusicPlayerManager") -> String {
      """
      struct PlayerViewSmall: View {
        @EnvironmentObject private var playerManager: \(type)
        var body: some View {
          HStack {
            Button(action: { \(previous) }) { Image(systemName: "backward.fill") }
            Button(action: { \(next) }) { Image(systemName: "forward.fill") }
          }
        }
      }
      """
    }
    func run(_ small: String) -> [Finding] {
      findings(["Player.swift": player, "PlayerSmall.swift": small], rule: GestureAlternativeRule.self)
    }
    #expect(run(controls("playerManager.previous()", "playerManager.next()")).isEmpty)
    // Only one of the two: skipping back is still the drag's alone.
    #expect(run(controls("playerManager.isPlaying.toggle()", "playerManager.next()")).count == 1)
    // The same method on another model, or on a model of another type under the same name.
    #expect(run(controls("queue.previous()", "queue.next()")).count == 1)
    #expect(run(controls("playerManager.previous()", "playerManager.next()", type: "RadioTuner")).count == 1)
  }

  /// ACHNBrowserUI's player: `PlayerViewSmall(...).onTapGesture { togglePlayerMode() }`, where
  /// the small player, in another file, holds a chevron Button calling its own
  /// `togglePlayerMode()` (both toggle the same mode): the tap repeats that Button.
  @Test func aTapRepeatingAButtonOfTheViewInAnotherFileIsNoMissingRole() {
    let player = """
      struct PlayerView: View {
        @State private var playerMode = PlayerMode.playerSmall
        func togglePlayerMode() { withAnimation { playerMode.toggleExpanded() } }
        var body: some View {
          VStack { PlayerViewSmall(playerMode: $playerMode).onTapGesture { togglePlayerMode() } }
        }
      }
      """
    func small(_ action: String) -> String {
      """
      struct PlayerViewSmall: View {
        @Binding var playerMode: PlayerMode
        func togglePlayerMode() { withAnimation { playerMode.toggleExpanded() } }
        var body: some View { HStack { Text(title); buttons } }
        private var buttons: some View {
          Button(action: { \(action) }) { Image(systemName: "chevron.up") }
        }
      }
      """
    }
    func run(_ small: String) -> [Finding] {
      findings(["Player.swift": player, "PlayerSmall.swift": small], rule: TapGestureRoleRule.self)
    }
    #expect(run(small("togglePlayerMode()")).isEmpty)
    // Its Button does something else: the tap's expanding has no button.
    #expect(run(small("share()")).count == 1)
  }

  @Test func theCollectorKnowsWhereCallsHappen() {
    let source = """
      final class IntroViewController: UIViewController {
        var player: AVPlayer?
        override func viewDidAppear(_ animated: Bool) {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { if self.ready { self.player?.play() } }
        }
      }
      """
    let model = SwiftSourceAnalyzer.model(source: source, path: "Intro.swift")
    let play = model.behaviour.calls(named: "play").first
    #expect(play?.function == "viewDidAppear")
    #expect(play?.enclosingCalls == ["asyncAfter"])
    #expect(play?.receiver == "self.player?" || play?.receiver == "self.player")
    #expect(play?.isConditional == true)
    #expect(model.behaviour.calls(named: "asyncAfter").first?.isConditional == false)
  }
}
