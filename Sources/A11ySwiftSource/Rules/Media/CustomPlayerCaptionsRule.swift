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
        `VideoPlayer` show the system's subtitles and captions menu and follow the person's caption settings; a \
        player drawn with an `AVPlayerLayer` shows none unless the app selects a legible track \
        (`AVMediaSelectionGroup` for `.legible`, `select(_:in:)`, \
        `appliesMediaSelectionCriteriaAutomatically`) and gives a captions button. This rule reports an \
        `AVPlayerLayer` in a file that never selects a legible option, as needing review: check that the videos \
        have captions and the player shows them. (WCAG 1.2.2; NIA 1.2.)
        """,
      ko: """
        검사 항목 1.2: 영상이나 음성 콘텐츠에는 동등한 자막, 원고, 수화가 있어야 합니다(지침의 오류 예: 자막 기능이 없는 뉴스 동영상). \
        `AVPlayerViewController`와 SwiftUI `VideoPlayer`는 시스템의 자막 메뉴를 보여 주고 사용자의 자막 설정을 따르지만, \
        `AVPlayerLayer`로 그린 플레이어는 앱이 자막 트랙(`.legible`의 `AVMediaSelectionGroup`, `select(_:in:)`, \
        `appliesMediaSelectionCriteriaAutomatically`)을 고르고 자막 버튼을 주지 않으면 아무것도 보여 주지 않습니다. 이 규칙은 자막 \
        선택이 없는 파일의 `AVPlayerLayer`를 검토가 필요한 것으로 보고합니다. 영상에 자막이 있고 플레이어가 보여 주는지 확인하세요. \
        (WCAG 1.2.2, NIA 1.2)
        """),
    defaultSeverity: .warning,
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
    // A muted player (a looping thumbnail in a picker, Threema's attachment grid): no speech to caption.
    if Self.isMuted(in: file) { return }
    context.report(at: first.position, LocalizedText(
      en: "This video player is drawn with an AVPlayerLayer and never selects a captions track: deaf and hard-of-hearing people get no captions; select the legible media option (or use AVPlayerViewController) and give a captions button",
      ko: "이 동영상 플레이어는 AVPlayerLayer로 그리면서 자막 트랙을 고르지 않아 청각 장애인은 자막을 볼 수 없습니다. 자막(legible) 미디어 옵션을 고르거나 AVPlayerViewController를 쓰고 자막 버튼을 주세요"),
      needsReview: true)
  }
}
