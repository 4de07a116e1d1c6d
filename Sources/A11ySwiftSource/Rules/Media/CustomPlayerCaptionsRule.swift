import A11yCore

/// Custom video players built on `AVPlayerLayer` that never offer captions.
public struct CustomPlayerCaptionsRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "custom-player-captions",
    title: LocalizedText(
      en: "Custom video players must offer captions",
      ko: "직접 만든 동영상 플레이어는 자막을 제공해야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 1.2: video and audio content needs equivalent captions, a transcript or sign language \
        (the guideline's failure: a news video with no caption option). `AVPlayerViewController` and SwiftUI's \
        `VideoPlayer` show the system's subtitles and captions menu and follow the person's caption settings. A \
        player drawn with an `AVPlayerLayer` follows those settings too (an `AVPlayer` applies the system's \
        accessibility selection criteria by default), so captions appear only for someone who has turned on \
        Closed Captions + SDH in Settings, and the player offers no way to turn them on or pick a language unless \
        the app gives a captions button (`AVMediaSelectionGroup` for `.legible`, `select(_:in:)`). This rule \
        reports, as information needing review, an `AVPlayerLayer` in a file that never touches a legible \
        option: check that the videos carry captions and that the player offers a captions control. \
        (WCAG 1.2.2; NIA 1.2.)
        """,
      ko: """
        검사 항목 1.2: 영상이나 음성 콘텐츠에는 동등한 자막, 원고, 수화가 있어야 합니다(지침의 오류 예: 자막 기능이 없는 뉴스 동영상). \
        `AVPlayerViewController`와 SwiftUI `VideoPlayer`는 시스템의 자막 메뉴를 보여 주고 사용자의 자막 설정을 따르지만, \
        `AVPlayerLayer`로 그린 플레이어도 그 설정을 따르므로(`AVPlayer`는 기본으로 시스템의 손쉬운 사용 선택 기준을 적용) \
        설정에서 '청각 장애인용 자막(SDH)'을 켠 사람에게만 자막이 나타나며, 앱이 자막 버튼(`.legible`의 `AVMediaSelectionGroup`, \
        `select(_:in:)`)을 주지 않으면 자막을 켜거나 언어를 고를 방법이 없습니다. 이 규칙은 자막 옵션을 다루지 않는 파일의 \
        `AVPlayerLayer`를 검토가 필요한 정보로 알립니다. 영상에 자막이 있고 플레이어에 자막 컨트롤이 있는지 확인하세요. \
        (WCAG 1.2.2, NIA 1.2)
        """),
    defaultSeverity: .info,
    checkpoints: [.captions], wcag: ["1.2.2", "1.2.1"], hig: "Accessibility › Hearing",
    examples: RuleExamples(
      triggering: [
        "final class PromoPlayerView: UIView {\n let player = AVPlayer()\n func setUp() { let playerLayer = ↓AVPlayerLayer(player: player); layer.addSublayer(playerLayer) } }",
        // The neighbour of the muted thumbnail: a mute button turns the sound back on.
        "final class VideoThumbCell: UICollectionViewCell {\n let player = AVPlayer()\n func setUp() { let playerLayer = ↓AVPlayerLayer(player: player); contentView.layer.addSublayer(playerLayer); player.volume = 0.0 }\n func unmute() { player.volume = 1.0 } }",
        // The player made but never shown: the layer is all there is.
        "final class PostVideo: UIView {\n let player = AVPlayer()\n let full = AVPlayerViewController()\n func setUp() { let playerLayer = ↓AVPlayerLayer(player: player); layer.addSublayer(playerLayer); full.player = player } }",
      ],
      nonTriggering: [
        // A muted looping thumbnail (Threema's attachment picker): nothing spoken to caption.
        "final class VideoThumbCell: UICollectionViewCell {\n let player = AVPlayer()\n func setUp() { let playerLayer = AVPlayerLayer(player: player); contentView.layer.addSublayer(playerLayer); player.volume = 0.0; player.play() } }",
        // An inline preview whose tap opens the system player, captions menu and all.
        "final class PostVideo: UIView {\n let player = AVPlayer()\n func setUp() { let playerLayer = AVPlayerLayer(player: player); layer.addSublayer(playerLayer) }\n @objc func onPress() { let controller = FullPlayer(); controller.player = player; window?.rootViewController?.present(controller, animated: true) } }\nclass FullPlayer: AVPlayerViewController {}",
        "final class PromoPlayerView: UIView {\n let player = AVPlayer()\n func setUp() {\n let playerLayer = AVPlayerLayer(player: player)\n layer.addSublayer(playerLayer)\n player.appliesMediaSelectionCriteriaAutomatically = true } }",
        "struct Promo: View { let player = AVPlayer(url: url)\n var body: some View { VideoPlayer(player: player) } }",
        "final class Promo: UIViewController {\n func show() { let controller = AVPlayerViewController(); present(controller, animated: true) } }",
      ])
  )

  static let captionWords = ["legible", "appliesMediaSelectionCriteriaAutomatically", "mediaSelection", "closedCaption", "subtitle", "Subtitle", "caption", "Caption", "자막"]

  /// The file makes an `AVPlayerViewController` (or a project subclass of one) and presents or pushes it.
  /// `player.isMuted = true` or `player.volume = 0` in the file, and no code turning sound back on.
  static func isMuted(in file: SwiftFileModel) -> Bool {
    let assignments = file.behaviour.assignments.filter { $0.property == "isMuted" || $0.property == "volume" }
    return !assignments.isEmpty && assignments.allSatisfy { assignment in
      assignment.property == "isMuted" ? assignment.value.boolLiteral == true : assignment.value.numberLiteral == 0
    }
  }

  static func presentsSystemPlayer(in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("present(") || file.sourceContains("pushViewController(") else { return false }
    // Read only for the rare file that draws a player layer and selects no captions.
    let players = ["AVPlayerViewController"] + file.project.types.names.filter {
      file.project.types.isSubclass($0, of: "AVPlayerViewController")
    }
    return players.contains { file.sourceContains($0 + "()") }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let layers = file.behaviour.calls(named: "AVPlayerLayer")
    guard let first = layers.first, !Self.captionWords.contains(where: file.sourceContains) else { return }
    // A preview drawn in a layer that opens the system player (its captions menu, the person's
    // caption settings) to watch: the captioned player is what a tap on it gives.
    if Self.presentsSystemPlayer(in: file) { return }
    // A muted player (a looping thumbnail in a picker, Threema's attachment grid), or one playing
    // only bundled videos with no sound track: no speech to caption.
    if Self.isMuted(in: file) || SilentBundledVideo.playsOnlySilentVideo(in: file) { return }
    context.report(at: first.position, LocalizedText(
      en: "This video player is drawn with an AVPlayerLayer and offers no captions control: captions show only for people who turned on Closed Captions + SDH in Settings, and no one can turn them on or pick a language here; check that the videos carry captions, and give a captions button (the .legible media selection group) or use AVPlayerViewController",
      ko: "이 동영상 플레이어는 AVPlayerLayer로 그리며 자막 컨트롤이 없습니다. 설정에서 청각 장애인용 자막(SDH)을 켠 사람에게만 자막이 보이고, 여기서 자막을 켜거나 언어를 고를 수 없습니다. 영상에 자막이 있는지 확인하고, 자막 버튼(.legible 미디어 선택 그룹)을 주거나 AVPlayerViewController를 쓰세요"),
      needsReview: true)
  }
}
