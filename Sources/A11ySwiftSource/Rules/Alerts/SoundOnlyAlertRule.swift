import A11yCore
import Foundation

/// System sounds played as a signal with no haptic or spoken counterpart in the same function.
public struct SoundOnlyAlertRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "sound-only-alert",
    title: LocalizedText(
      en: "Signals need more than a sound",
      ko: "알림은 소리만으로 제공하지 않아야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 1.6: important notifications must be perceivable by sight, hearing and touch (the guideline's \
        failure: notification by sound only). A deaf person, or anyone with the sound off, misses a signal given by \
        `AudioServicesPlaySystemSound` alone. Pair it with a haptic (`UINotificationFeedbackGenerator`, \
        `.sensoryFeedback`, `kSystemSoundID_Vibrate`) and a visible or announced message \
        (`UIAccessibility.post(notification: .announcement, ...)`). This rule reports a system sound in a type \
        that plays no haptic and posts no announcement, unless an alert, banner, label text or announcement follows \
        it in the same function or the outcome goes on to a delegate, or it clicks for a tap on an alert's button; \
        whether something visible changes there needs review. \
        (WCAG 1.3.3; NIA 1.6.)
        """,
      ko: """
        검사 항목 1.6: 중요한 알림은 시각, 청각, 촉각 등 여러 감각으로 인식할 수 있어야 합니다(지침의 오류 예: 알림 방법이 소리로만 \
        제공됨). 청각 장애가 있거나 소리를 끈 사람은 `AudioServicesPlaySystemSound`만으로 주는 신호를 놓칩니다. 햅틱 \
        (`UINotificationFeedbackGenerator`, `.sensoryFeedback`, `kSystemSoundID_Vibrate`)과 보이거나 안내되는 메시지 \
        (`UIAccessibility.post(notification: .announcement, ...)`)를 함께 주세요. 이 규칙은 햅틱도 안내도 없는 타입에서 재생되는 시스템 \
        소리를 보고합니다. 같은 함수에서 소리 뒤에 알림 창, 배너, 레이블 텍스트, 안내가 이어지거나 결과를 델리게이트에 넘기는 경우, 알림 창 \
        버튼을 누른 것을 확인하는 클릭음은 제외합니다. 화면에 무언가 바뀌는지는 검토가 필요합니다. (WCAG 1.3.3, NIA 1.6)
        """),
    defaultSeverity: .warning,
    checkpoints: [.notifications], wcag: ["1.3.3"], hig: "Accessibility › Hearing",
    // Opt-in since round 64: on apps nobody tuned it on, none of 14 sampled findings was right
    // (rounds 58–64): the sound nearly always goes with something shown, which a static reading
    // can't see. The assisted checklist asks the question for checkpoint 1.6.
    isOptIn: true,
    examples: RuleExamples(
      triggering: [
        // The neighbour of the countdown loop: the callback plays another sound, a chime that the countdown ended.
        // The neighbour of the recording played back: a ding when the upload is done.
        "final class AudioRecorderManager {\n  private var player: AVAudioPlayer?\n  func playDing() {\n    ↓player?.play()\n  }\n}",
        // The neighbour of the headphones' play button: a chat received plays a chime.
        "final class ChatViewController: UIViewController {\n  var chimePlayer: AVAudioPlayer?\n  func chatReceived(_ chat: Chat) {\n    ↓chimePlayer?.play()\n  }\n}",
        "import AVFoundation\nfinal class AudioPlayer: NSObject, AVAudioPlayerDelegate {\n  var chimePlayer: AVAudioPlayer?\n  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {\n    ↓chimePlayer?.play()\n  }\n}",
        "final class OrderTracker {\n func orderIsReady() { ↓AudioServicesPlaySystemSound(1005) } }",
        // The neighbour of the vibration before the chime: an alert sound that is another chime.
        "final class MainViewController: UIViewController {\n private func chimeArrival() {\n  AudioServicesPlayAlertSound(chimeSoundID)\n  ↓AudioServicesPlaySystemSound(systemSoundID)\n } }",
        // The neighbour of the firework: a ring-once flag the view never draws from (a bus stop's chime).
        "struct StopAlarmView: View {\n @State private var hasRung = false\n var body: some View { Text(\"하차 알림\") }\n private func arrived() {\n  ↓AudioServicesPlaySystemSound(1005)\n  hasRung = true\n } }",
        // The neighbour of the dialogue button: what its tap changes is a count nothing draws.
        "struct EntranceView: View { @State var taps = 0\n var body: some View { VStack { Text(\"동굴\"); Button { ↓AudioServicesPlaySystemSound(1311); taps += 1 } label: { Image(\"footprint\") } } } }",
        // The neighbour of the firework: what changes is a plain property nothing draws from.
        "struct AscentView: View {\n private let tracker = Tracker()\n var body: some View { Text(\"성취\") }\n private func celebrate(id: Int) {\n  ↓AudioServicesPlaySystemSound(1025)\n  tracker.count = id\n } }",
        // The neighbour of the project's haptic helper: the helper is called in another function.
        "final class Recorder {\n func start() { ↓AudioServicesPlaySystemSound(1005) }\n func stop() { Haptics.impact(on: .medium) } }",
        // A fixed error sound when a row can't be chosen: a signal, though played on selection.
        "final class SeatsViewController: UITableViewController {\n override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n guard seats[indexPath.row].isFree else { ↓AudioServicesPlaySystemSound(1053); return } } }",
        // The neighbour of the keypad click: a signal sound played from a key press handler.
        "final class PasscodePad {\n func digitPressed(_ digit: String) {\n  code += digit\n  if code.count == 6, code != expected { ↓AudioServicesPlaySystemSound(1073) }\n } }",
        // An alert shown before the sound doesn't carry what the sound says afterwards.
        "final class Scanner {\n func failed() {\n  present(alert, animated: true)\n  ↓AudioServicesPlaySystemSound(1053)\n  resetScanner()\n } }",
        "struct Timer1: View { var body: some View { Text(\"추출 중\").onDisappear { ↓AudioServicesPlaySystemSound(SystemSoundID(1322)) } } }",
        // A hidden tap that only clicks: nothing else tells it worked.
        "struct Logo: View { var body: some View { Image(\"logo\").onTapGesture(count: 5) { ↓AudioServicesPlaySystemSound(1109) } } }",
        // The tap goes on to a function that presents nothing.
        "struct Logo: View { let model: LogoModel\n var body: some View { Image(\"logo\").onTapGesture(count: 5) { ↓AudioServicesPlaySystemSound(1109); model.countTap() } } }\nfinal class LogoModel { var taps = 0\n func countTap() { taps += 1 } }",
        // A sound with a completion, not timed: an alert sound.
        "final class Pager {\n func paged() { ↓AudioServicesPlaySystemSoundWithCompletion(1005) { self.isPlaying = false } } }",
        // The neighbour of the helper running its caller's closure: this one runs its own bookkeeping.
        "final class Chime {\n func playCheckSound(completionHandler: @escaping () -> Void) {\n  ↓AudioServicesPlaySystemSoundWithCompletion(1407) { self.isPlaying = false }\n } }",
        """
        final class PickupCounter {
          private var chimePlayer: AVAudioPlayer?
          func orderIsReady() { ↓chimePlayer?.play() }
        }
        """,
        // The neighbour of the peek haptic in a property: the property holds a sound.
        "final class ForcePress {\n private var kChimeSoundID: UInt32 = 1005\n func began() { ↓AudioServicesPlaySystemSound(kChimeSoundID) } }",
        // The neighbour of the peek in a property: locals of one name, one a chime (a common name
        // declared twice is not resolved; both are judged as before).
        "final class Orders {\n func cardPressed() { let soundID: SystemSoundID = 1519; ↓AudioServicesPlaySystemSound(soundID) }\n func orderDidArrive() { let soundID: SystemSoundID = 1005; ↓AudioServicesPlaySystemSound(soundID) } }",
      ],
      nonTriggering: [
        // Prodigal's iPod-style player resuming the song when the headphones' or Control Center's
        // play button sends a remote-control event: playback the person asked for, not a signal.
        "final class ViewController: UIViewController {\n  var player: AVAudioPlayer?\n  override func remoteControlReceived(with event: UIEvent?) {\n    switch event!.subtype {\n    case .remoteControlTogglePlayPause:\n      if player?.isPlaying ?? false { player?.pause() } else { player?.play() }\n    default: break\n    }\n  }\n}",
        // AGPU's countdown sound: the player that finished starts again from its own callback, a loop.
        "import AVFoundation\nfinal class AudioPlayer: NSObject, AVAudioPlayerDelegate {\n  var player: AVAudioPlayer?\n  var isPlaying = false\n  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {\n    if flag && isPlaying { player.play() }\n  }\n}",
        // A silent sound timed to detect the ringer switch: nobody is meant to hear it.
        "final class Mute {\n private var interval: TimeInterval = 0\n private func playSound() {\n  interval = Date.timeIntervalSinceReferenceDate\n  AudioServicesPlaySystemSoundWithCompletion(soundId) { [weak self] in self?.soundFinishedPlaying() }\n }\n private func soundFinishedPlaying() { isMute = Date.timeIntervalSinceReferenceDate - interval < 0.1 } }",
        // Sound lists that play the sound the person picks: the sound is what they asked for.
        "final class SoundsViewController: UITableViewController {\n override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n AudioServicesCreateSystemSoundID(sounds[indexPath.row].url as CFURL, &soundID)\n AudioServicesPlaySystemSound(soundID) } }",
        "final class SoundsViewController: UIViewController {\n func bind() {\n output.playAction.drive(onNext: { url in\n AudioServicesCreateSystemSoundID(url, &self.currentSoundID)\n AudioServicesPlaySystemSoundWithCompletion(self.currentSoundID) { }\n }).disposed(by: bag) } }",
        "final class OrderTracker {\n func orderIsReady() {\n AudioServicesPlaySystemSound(1005)\n UINotificationFeedbackGenerator().notificationOccurred(.success)\n UIAccessibility.post(notification: .announcement, argument: \"주문하신 음료가 준비되었습니다\") } }",
        "final class Buzz {\n func buzz() { AudioServicesPlaySystemSound(kSystemSoundID_Vibrate) } }",
        // A stop-arrival chime after a vibration played as an alert sound, through a local (bus-stop's).
        "final class MainViewController: UIViewController {\n private func chimeArrival() {\n  let vibrateSystemSoundID = SystemSoundID(kSystemSoundID_Vibrate)\n  AudioServicesPlayAlertSound(vibrateSystemSoundID)\n  AudioServicesPlaySystemSound(systemSoundID)\n } }",
        // Dictation's begin and end cues around the person's own press of the microphone (Pupago's speech manager).
        "final class SpeechManager {\n func speechToText() {\n  guard audioEngine.isRunning else { AudioServicesPlaySystemSoundWithCompletion(1110) { self.recording() }; return }\n  AudioServicesPlaySystemSound(1112)\n } }",
        // A helper that plays a chime and then runs what its caller gives.
        "extension ViewController {\n func playCheckSoundWithCompletion(completionHandler: @escaping () -> Void) {\n  AudioServicesPlaySystemSoundWithCompletion(1407) {\n   DispatchQueue.main.async { completionHandler() }\n  }\n } }",
        // The project's own haptic helper, beside the sound (WhatsApp clone's recorder).
        "final class Recorder {\n private func generateFeedback() {\n  AudioServicesPlaySystemSound(SystemSoundID(1118))\n  Haptics.impact(on: .medium) } }",
        "final class Celebration {\n func playSound() { AudioServicesPlaySystemSound(soundID) }\n func shakeDevice() { UINotificationFeedbackGenerator().notificationOccurred(.success) } }",
        // A dialogue button's click as its tap moves the dialogue on (Gabwatni Cave): the words change with it.
        "struct EntranceView: View { @State var stringNumber = 0\n var body: some View { VStack { Text(lines[stringNumber]); Button { AudioServicesPlaySystemSound(1311); stringNumber += 1 } label: { Image(\"footprint\") } } } }",
        // The chime beside the firework it sets off (LangGo's achievements): the view redraws with it.
        "struct AscentView: View {\n @State private var fireworkID: Int?\n var body: some View { Text(\"성취\").overlay { if fireworkID != nil { FireworkBurst() } } }\n private func celebrate(id: Int) {\n  AudioServicesPlaySystemSound(1025)\n  fireworkID = nil\n  DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { fireworkID = id }\n } }",
        "final class SwipeCell {\n func activated() { AudioServicesPlaySystemSound(1519) } }",
        // The peek haptic kept in a property (RewardWallet's force press).
        "final class ForcePress {\n private var kPeakSoundID: UInt32 = 1519\n func began() { AudioServicesPlaySystemSound(kPeakSoundID) } }",
        "final class Keys {\n func keyTapped() { AudioServicesPlaySystemSound(1104) } }",
        // A dial pad's key click: the pressed digit is shown in the number.
        "final class DialpadModel {\n func numberPressed(_ number: String) {\n  phoneNumber += number\n  if inCall { callService.playDTMF(code: number) } else { AudioServicesPlaySystemSound(1057) }\n } }",
        "final class Dialer {\n func oneTapped() { AudioServicesPlaySystemSound(SystemSoundID(1201)) } }",
        // A click confirming the person's tap on an alert's button.
        "final class Peripheral: UIViewController {\n func scanFailed() {\n  let again = UIAlertAction(title: \"Scan again\", style: .default) { _ in\n   AudioServicesPlaySystemSound(1102)\n   self.connect()\n  }\n  alert.addAction(again)\n } }",
        // The same tap goes on to open a sheet, through the model and its coordinator: the sheet is the signal.
        "struct Logo: View { let model: LogoModel\n var body: some View { Image(\"logo\").onTapGesture(count: 5) { AudioServicesPlaySystemSound(1109); model.onDebugMenuTap() } } }\nfinal class LogoModel { weak var output: LogoOutput?\n func onDebugMenuTap() { output?.onDebugMenuSelected() } }\nfinal class Coordinator: LogoOutput { @Published var showDebugMenu = false\n func onDebugMenuSelected() { showDebugMenu = true } }",
        "struct Logo: View { @State var showDebugMenu = false\n var body: some View { Image(\"logo\").onTapGesture(count: 5) { AudioServicesPlaySystemSound(1109); showDebugMenu = true }.sheet(isPresented: $showDebugMenu) { DebugMenu() } } }",
        // The failure goes on to the delegate, which shows it; an alert follows in the same function.
        "final class NFCReader {\n func sessionEnded() {\n  // play the failed vibration\n  AudioServicesPlaySystemSound(1107)\n  self.readerDelegate?.scanResult(successful: false)\n } }",
        "final class Scanner {\n func failed() {\n  AudioServicesPlaySystemSound(1053)\n  let alert = UIAlertController(title: \"Scan failed\", message: nil, preferredStyle: .alert)\n  present(alert, animated: true)\n } }",
        """
        final class PickupCounter {
          private var chimePlayer: AVAudioPlayer?
          func orderIsReady() {
            chimePlayer?.play()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            statusLabel.text = "주문하신 음료가 준비되었습니다"
          }
        }
        """,
        // Playing back the person's own recording ("recording" holds "ding"): content, not a signal.
        """
        final class AudioRecorderManager {
          private var player: AVAudioPlayer?
          func playRecording(url: URL) throws {
            player = try AVAudioPlayer(contentsOf: url)
            player?.play()
          }
        }
        """,
        """
        final class CafeRadio {
          private var musicPlayer: AVAudioPlayer?
          func start() { musicPlayer?.numberOfLoops = -1; musicPlayer?.play() }
        }
        """,
        """
        final class PickupCounter {
          private var chimePlayer: AVAudioPlayer?
          func orderIsReady() { chimePlayer?.play(); showReadyBanner() }
        }
        """,
      ])
  )

  static let soundCalls: Set<String> = ["AudioServicesPlaySystemSound", "AudioServicesPlaySystemSoundWithCompletion"]
  static let counterparts: Set<String> = ["impactOccurred", "notificationOccurred", "selectionChanged"]
  /// Keyboard and keypad clicks echo a key press the person made and sees: the keyboard's
  /// (1103 to 1105, 1155, 1156, 1306), the passcode keypad's (1057) and the dial pad's touch tones
  /// (1200 to 1211). 1519, 1520 and 1521 are the peek, pop and "nope" haptics, vibrations rather
  /// than sounds.
  static let keyClicks: Set<Double> = Set([1103, 1104, 1105, 1155, 1156, 1306, 1057, 1519, 1520, 1521] + (1200...1211).map(Double.init))
  /// The cues of listening and recording the person starts and stops (1110 to 1118: dictation's
  /// begin, confirm and cancel, audio and video recording's begin and end) and the camera shutter
  /// (1108): they echo the person's own press of a record or shutter button, which changes as it
  /// is pressed (Pupago's microphone), not news only the sound carries.
  static let recordingCues: Set<Double> = Set([1108] + (1110...1118).map(Double.init))

  /// A helper that plays the sound and then runs the closure its caller gives
  /// (`func playCheckSoundWithCompletion(completionHandler:)`, Pupago's): what goes with the
  /// sound is the caller's, shown as the closure runs.
  static func handsOnToCaller(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    guard call.name == "AudioServicesPlaySystemSoundWithCompletion",
          let function = file.declarations.innermostFunction(containing: call.position.utf8Offset) else { return false }
    let source = file.converter.source
    let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
    guard header.contains("@escaping") else { return false }
    let closures = UIKitScreenTitles.parameters(inHeader: header).map(\.name)
    let closure = call.closureText
    return closures.contains { IdentifierWords.mentions($0, in: closure) }
  }

  /// A sound held in a property or constant declared with a number (`private var kPeakSoundID:
  /// UInt32 = 1519`, RewardWallet's force press): that number.
  static func declaredNumber(of sound: ExpressionInfo, in file: SwiftFileModel) -> Double? {
    var name = sound.text.trimmingCharacters(in: .whitespaces)
    if name.hasPrefix("self.") { name.removeFirst(5) }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), file.sourceContains(name) else { return nil }
    let text = String(decoding: file.sourceBytes, as: UTF8.self)
    // Declared once in the file (a common local name such as `soundID` may hold other sounds
    // elsewhere), as a property (not a local in a function), and a `var` never set again.
    let declarations = try? NSRegularExpression(pattern: #"\b(let|var)\s+"# + name + #"\b"#)
    let found = declarations?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? []
    guard found.count == 1, let declaration = found.first, let at = Range(declaration.range, in: text) else { return nil }
    let offset = text.utf8.distance(from: text.startIndex, to: at.lowerBound)
    if file.declarations.innermostFunction(containing: offset) != nil { return nil }
    if text[at].hasPrefix("var") {
      let assignments = try? NSRegularExpression(pattern: #"(?<![\w.])(?<!var )(?<!let )(?:self\.)?"# + name + #"\s*=[^=]"#)
      if (assignments?.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) ?? 0) > 0 { return nil }
    }
    let pattern = #"(?:let|var)\s+"# + name + #"\s*(?::\s*[A-Za-z0-9_.]+)?\s*=\s*(?:[A-Za-z0-9_.]+\()?(\d+)\)?"#
    guard let regex = try? NSRegularExpression(pattern: pattern),
          let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
          let range = Range(match.range(at: 1), in: text) else { return nil }
    return Double(text[range])
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    checkSoundEffects(file, &context)
    let calls = file.behaviour.calls
    for call in calls where Self.soundCalls.contains(call.name) {
      guard let sound = call.arguments.first?.value else { continue }
      if sound.text.contains("Vibrate") || sound.text.contains("4095") { continue }
      if let id = sound.numberLiteral ?? sound.callArguments.first?.value.numberLiteral ?? Self.declaredNumber(of: sound, in: file),
         Self.keyClicks.contains(id) || Self.recordingCues.contains(id) { continue }
      if Self.handsOnToCaller(call, in: file) { continue }
      // The same type: a `playSound()` and a `vibrate()` helper are usually called together.
      let sameFunction = calls.filter { $0.enclosingType == call.enclosingType }
      // (A vibration played as an alert sound, `AudioServicesPlayAlertSound(vibrateSystemSoundID)`
      // with `SystemSoundID(kSystemSoundID_Vibrate)` in a local: bus-stop's arrival alert.)
      let hasCounterpart = sameFunction.contains { other in
        Self.counterparts.contains(other.name) || ValueAnnouncementRule.isAnnouncement(other)
          || (Self.soundCalls.contains(other.name) || other.name == "AudioServicesPlayAlertSound")
            && (other.arguments.first?.value.text.lowercased()).map { $0.contains("vibrate") || $0.contains("4095") } == true
      }
      if hasCounterpart { continue }
      if Self.confirmsATap(call, in: file) || Self.isFollowedByAMessage(call, in: file) { continue }
      if Self.playsAHapticBeside(call, in: file) { continue }
      if Self.presentsSomething(after: call, in: file, project: context.project) { continue }
      if Self.playsAChosenSound(call, sound: sound, in: file) { continue }
      if Self.changesShownState(around: call, in: file) { continue }
      if Self.timesASilentSound(call, in: file) { continue }
      context.report(at: call.position, LocalizedText(
        en: "This system sound is the only signal here: people who can't hear it, or have the sound off, miss it; add a haptic (UINotificationFeedbackGenerator, .sensoryFeedback) and a visible or announced message",
        ko: "이 시스템 소리만이 여기서 주는 신호입니다. 소리를 듣지 못하거나 소리를 끈 사람은 놓칩니다. 햅틱(UINotificationFeedbackGenerator, .sensoryFeedback)과 보이거나 안내되는 메시지를 함께 주세요"),
        needsReview: true)
    }
  }

  /// A sound in an alert action's or a menu action's handler (`UIAlertAction(title: "Scan again")
  /// { _ in AudioServicesPlaySystemSound(1102) … }`): a click confirming the person's own tap.
  static func confirmsATap(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    let actionOwners = ["UIAlertAction", "UIAction", "addAction"]
    if call.enclosingCalls.contains(where: actionOwners.contains) { return true }
    guard let opener = TimeLimitRule.closureOpener(of: call.position, in: file) else { return false }
    return actionOwners.contains(where: opener.contains)
  }

  /// A sound the person asked to hear (a ringtone list previewing the row chosen, a sound's play
  /// button): the sound is the content, not an alert. The sound played is a variable (not a fixed
  /// system sound ID), and it is played where a row is selected (`tableView(_:didSelectRowAt:)`,
  /// `rx.modelSelected`) or from a play action's stream (`output.playAction.drive { ... }`).
  static func playsAChosenSound(_ call: CodeCall, sound: ExpressionInfo, in file: SwiftFileModel) -> Bool {
    guard sound.numberLiteral == nil, sound.callArguments.first?.value.numberLiteral == nil,
          !sound.text.hasPrefix("kSystemSoundID") else { return false }
    let selections = ["didSelectRowAt", "didSelectItemAt", "modelSelected", "itemSelected"]
    if let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) {
      let signature = file.text(from: function.position, to: function.end).prefix { $0 != "{" }
      if selections.contains(where: signature.contains) { return true }
    }
    guard let opener = TimeLimitRule.closureOpener(of: call.position, in: file) else { return false }
    if selections.contains(where: opener.contains) { return true }
    let lower = opener.lowercased()
    return (lower.contains("play") || lower.contains("preview")) && ["action", "tap", "selected"].contains(where: lower.contains)
  }

  /// The function playing the sound sets the view's own state (`activeFireworkID = id` in a
  /// SwiftUI view, `phase = .rest` in an observable model): the screen redraws with what the sound
  /// says, so the sound goes with a visible change rather than standing alone (LangGo's
  /// achievement chime beside its firework burst).
  /// (Or, in a view's body, the action of the `Button` holding the sound: Gabwatni Cave's dialogue
  /// button, whose tap clicks and moves the dialogue on, `stringNumber += 1`.)
  static func changesShownState(around call: CodeCall, in file: SwiftFileModel) -> Bool {
    guard let type = call.enclosingType else { return false }
    let holder: (start: SourcePosition, end: SourcePosition)
    if let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) {
      holder = (function.position, function.end)
    } else if let button = file.views.last(where: { $0.name == "Button" && $0.kind == .call && $0.position <= call.position && call.end <= $0.end }) {
      holder = (button.position, button.end)
    } else {
      return false
    }
    // A view's own `@State` that its views read (a ring-once `@Published` flag no view draws
    // from is bookkeeping, and a model's flags are read elsewhere if at all).
    let views = file.views.filter { $0.enclosingType == type }
    guard !views.isEmpty else { return false }
    let shown = file.declarationAttributes.compactMap { key, attributes in
      key.type == type && attributes.contains("State") ? key.name : nil
    }
    guard !shown.isEmpty else { return false }
    let code = HandlerReach.droppingComments(file.text(from: holder.start, to: holder.end))
    // What the views read: their arguments, their modifiers' arguments and the conditions they are shown on.
    let read = views.flatMap { view in
      view.arguments.map(\.value.text) + view.modifiers.flatMap { $0.arguments.map(\.value.text) } + [view.branchCondition ?? ""]
    }
    let drawn = Set(read.joined(separator: " ").split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    return shown.contains { name in
      drawn.contains(name)
        && code.range(of: #"(?<![\w.])(?:self\.)?"# + name + #"\s*(?:=|\+=|-=)(?!=)"#, options: .regularExpression) != nil
    }
  }

  /// A sound played with a completion right after the function reads the clock
  /// (`interval = Date.timeIntervalSinceReferenceDate; AudioServicesPlaySystemSoundWithCompletion(soundId)
  /// { finished() }`): a silent sound timed to tell whether the ringer switch mutes it (it ends at
  /// once when muted), which no one is meant to hear.
  static func timesASilentSound(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    guard call.name == "AudioServicesPlaySystemSoundWithCompletion",
          let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) else { return false }
    let before = HandlerReach.droppingComments(file.text(from: function.position, to: call.position))
    return clockReads.contains(where: before.contains)
  }

  static let clockReads = ["timeIntervalSinceReferenceDate", "CACurrentMediaTime()", "mach_absolute_time()", "ProcessInfo.processInfo.systemUptime"]

  /// What the rest of the function shows or says after the sound: an alert, a banner or toast, a
  /// label's text, an announcement, or the outcome passed to a delegate that presents it
  /// (`libreNFCDelegate?.nfcScanResult(successful: false)` on the next line).
  static let followingMessageWords = [
    "Alert", "alert", "present(", "Banner", "banner", "Toast", "toast", "announce", "Announce", ".text =",
    "elegate?.", "elegate.", "elegate!.",
  ]

  /// The function playing the sound plays a haptic too, through the project's own helper
  /// (`Haptics.impact(on: .medium)`, `HapticManager.shared.notify(.success)`, `vibrate()`): the
  /// counterpart the message asks for, under a name the system's calls don't have.
  static func playsAHapticBeside(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    guard let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) else { return false }
    let body = HandlerReach.droppingComments(file.text(from: function.position, to: function.end))
    return body.lowercased().contains("haptic") || HandlerReach.callNames(in: body).contains { $0.lowercased().hasPrefix("vibrat") }
  }

  static func isFollowedByAMessage(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    guard let function = file.behaviour.functions.last(where: { $0.position <= call.position && call.end <= $0.end }) else { return false }
    let rest = HandlerReach.droppingComments(file.text(from: call.end, to: function.end))
    return followingMessageWords.contains(where: rest.contains)
  }

  /// The rest of the block that plays the sound presents something: it sets a presentation flag
  /// (`showDebugMenu = true`), presents a controller or an alert, or calls a function that does,
  /// here or in another file (`model.onDebugMenuTap()` → `output?.onDebugMenuSelected()` →
  /// `showDebugMenu = true`). The sheet that opens is the signal; the sound accompanies it.
  static func presentsSomething(after call: CodeCall, in file: SwiftFileModel, project: ProjectIndex) -> Bool {
    let rest = HandlerReach.droppingComments(restOfBlock(after: call, in: file))
    if PresentingFunctions.presents(rest) { return true }
    guard !project.presentingFunctions.isEmpty else { return false }
    return HandlerReach.callNames(in: rest).contains(where: project.presentingFunctions.contains)
  }

  /// The source from the end of `call` to the brace that closes the block holding it.
  static func restOfBlock(after call: CodeCall, in file: SwiftFileModel) -> String {
    let source = file.converter.source
    let bytes = source.bytes
    var depth = 0
    var index = min(call.end.utf8Offset, bytes.count)
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") {
        if depth == 0 { break }
        depth -= 1
      }
      index += 1
    }
    return source.text(from: start, to: index)
  }

  // MARK: Short sound effects (`AVAudioPlayer`) used as a signal

  /// Words in a player's or a function's name that say the sound signals something.
  static let signalWords = [
    "success", "error", "fail", "complete", "finish", "done", "ready", "alert", "alarm", "notif", "warn", "ding",
    "chime", "beep", "bell", "ping", "arriv", "receiv", "scan", "timeout", "expire", "correct", "wrong", "match",
  ]
  /// Text in the handler that shows or says something besides the sound: a haptic, an announcement,
  /// a label, banner, toast or alert.
  static let counterpartWords = [
    "Feedback", "haptic", "Haptic", "vibrat", "Vibrat", "announce", "Announce", ".text =", "isHidden", "alpha",
    "show", "Show", "present(", "Alert", "alert", "toast", "Toast", "banner", "Banner", "withAnimation", "animate(",
    "post(", "message", "Message",
  ]

  private func checkSoundEffects(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let plays = file.behaviour.calls.filter { $0.name == "play" && $0.arguments.isEmpty }
    guard !plays.isEmpty, file.sourceContains("AVAudioPlayer") else { return }
    // SwiftUI's haptic modifier anywhere in the file pairs the view's sounds with a haptic.
    if file.sourceContains(".sensoryFeedback") { return }
    let functions = file.behaviour.functions.sorted { $0.position.utf8Offset < $1.position.utf8Offset }
    for call in plays {
      guard let receiver = call.receiver.map(Self.plainName), let function = call.function,
            Self.isAudioPlayer(receiver, in: call.enclosingType, file: file, project: context.project) else { continue }
      // Words beginning with a signal word (`playSuccessSound`, `onScanned`), not letters inside
      // another (`playRecording` holds "ding", Keychy's playback of the person's own voice).
      let words = IdentifierWords.words(in: receiver + " " + function)
      guard words.contains(where: { word in Self.signalWords.contains(where: word.hasPrefix) }) else { continue }
      // The player that just finished, started again from its own callback
      // (`audioPlayerDidFinishPlaying(_ player:…) { player.play() }`, AGPU's chosen countdown
      // sound): a loop of what was already playing, not a signal.
      if function.hasPrefix("audioPlayerDidFinishPlaying"), receiver == "player" { continue }
      // UIKit's remote-control events (`remoteControlReceived(with:)`): the headphones' or Control
      // Center's play button, pressed by the person, resumes what they were listening to.
      if function.hasPrefix("remoteControlReceived") { continue }
      // A looping player is background music, the autoplay rule's.
      if file.behaviour.assignments.contains(where: { $0.property == "numberOfLoops" && Self.plainName($0.receiver) == receiver }) { continue }
      let hasCounterpart = file.behaviour.calls.contains { other in
        other.function == function && other.enclosingType == call.enclosingType
          && (Self.counterparts.contains(other.name) || ValueAnnouncementRule.isAnnouncement(other))
      }
      if hasCounterpart { continue }
      // The handler's text, from its declaration to the next one: what else it does.
      if let declared = functions.lastIndex(where: { $0.name == function && $0.position.utf8Offset <= call.position.utf8Offset }) {
        // To the file's end after the last function: leniency only makes the rule quiet.
        let end = declared + 1 < functions.count
          ? functions[declared + 1].position : SourcePosition(line: Int.max, column: 1, utf8Offset: Int.max)
        // The handler's and the player's own names say nothing about a counterpart.
        let body = file.text(from: functions[declared].position, to: max(end, call.end, by: \.utf8Offset))
          .replacingOccurrences(of: function, with: "").replacingOccurrences(of: receiver, with: "")
        if Self.counterpartWords.contains(where: body.contains) { continue }
      }
      context.report(at: call.position, LocalizedText(
        en: "This sound effect is the only signal in \(function): people who can't hear it, or have the sound off, miss it; play a haptic (UINotificationFeedbackGenerator, .sensoryFeedback) and show or announce the message too",
        ko: "이 효과음이 이 처리기에서 주는 유일한 신호입니다. 소리를 듣지 못하거나 소리를 끈 사람은 놓칩니다. 햅틱(UINotificationFeedbackGenerator, .sensoryFeedback)을 주고 메시지도 보여 주거나 안내하세요"),
        needsReview: true)
    }
  }

  static func plainName(_ text: String) -> String {
    var name = text.replacingOccurrences(of: "self.", with: "")
    while let last = name.last, last == "?" || last == "!" { name.removeLast() }
    return name
  }

  /// A property or local declared as `AVAudioPlayer`, or, when its type can't be read, one whose
  /// name says it holds a sound in a file that makes audio players.
  static func isAudioPlayer(_ receiver: String, in type: String?, file: SwiftFileModel, project: ProjectIndex) -> Bool {
    if let type, let declared = project.propertyType(receiver, in: type) ?? file.project.propertyType(receiver, in: type) {
      return declared.contains("AVAudioPlayer")
    }
    let lowered = receiver.lowercased()
    return !receiver.contains(".") && (lowered.contains("sound") || lowered.contains("audio") || lowered.contains("chime")
      || lowered.contains("beep") || lowered.contains("effect") || lowered.hasSuffix("player"))
  }
}

private func max(_ a: SourcePosition, _ b: SourcePosition, by key: KeyPath<SourcePosition, Int>) -> SourcePosition {
  a[keyPath: key] >= b[keyPath: key] ? a : b
}
