import A11yCore
import Foundation

/// Audio or video started without a user action, autoplay settings, and looping audio.
public struct AutoplayRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "media-autoplay",
    title: LocalizedText(
      en: "Sound must not start by itself",
      ko: "소리가 자동으로 재생되지 않아야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 3.4: background sound must not play automatically; sound shorter than 3 seconds is exempt, and \
        sound that plays must have a way to pause, stop or change its volume. A screen reader user hears VoiceOver \
        through the same speaker: sound that starts when a screen opens drowns out the speech they need to find the \
        stop button. This rule reports `play()` on a player in `onAppear`, `.task`, an initializer, `viewDidLoad`, \
        `viewWillAppear` or `viewDidAppear`, settings that allow autoplay (`mediaTypesRequiringUserActionForPlayback \
        = []`, `autoplay = true`), and looping audio (`numberOfLoops = -1`, `AVPlayerLooper`). Check how long the \
        sound lasts: under 3 seconds, or muted video, is fine; otherwise start it from a user action or put a \
        pause/stop control first on the screen. (WCAG 1.4.2; NIA 3.4.)
        """,
      ko: """
        검사 항목 3.4: 자동으로 재생되는 배경음을 사용하지 않아야 합니다. 3초 미만의 소리는 예외이며, 재생되는 소리는 멈춤, 일시 \
        정지, 음량 조절이 가능해야 합니다. 화면 낭독 사용자는 VoiceOver를 같은 스피커로 듣기 때문에 화면이 열릴 때 시작되는 소리가 \
        멈춤 버튼을 찾는 데 필요한 음성을 덮어 버립니다. 이 규칙은 `onAppear`, `.task`, 초기화, `viewDidLoad`, `viewWillAppear`, \
        `viewDidAppear`에서 플레이어의 `play()`를 부르는 코드, 자동 재생을 허용하는 설정(`mediaTypesRequiringUserActionForPlayback \
        = []`, `autoplay = true`), 반복 재생 오디오(`numberOfLoops = -1`, `AVPlayerLooper`)를 보고합니다. 소리의 길이를 확인하세요. \
        3초 미만이거나 음소거된 영상이면 괜찮고, 아니라면 사용자 동작으로 시작하거나 화면 맨 앞에 멈춤 컨트롤을 두세요. (WCAG 1.4.2, \
        NIA 3.4)
        """),
    defaultSeverity: .warning,
    checkpoints: [.noAutoplay], wcag: ["1.4.2"], hig: "Accessibility › Audio and video",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the picked video: the flag is turned on as the screen appears.
        "import AVKit\nstruct Videos: View { @State var showPlayer = false; let player: AVPlayer\n var body: some View { ZStack { PlayerView(player: player).onAppear { showPlayer = true; DispatchQueue.main.asyncAfter(deadline: .now() + 1) { if showPlayer { ↓player.play() } } }; List(videos) { video in Button(action: { withAnimation { showPlayer = true } }) { Text(video.title) } } } } }",
        // The neighbour of the resumed feed: this task starts the video whenever the tab is chosen.
        "struct SearchView: View { @State var isVisible = false\n var body: some View { List { }.task(id: selectedTab) {\n if isVisible {\n try? await Task.sleep(for: .milliseconds(150))\n ↓playerManager.player?.play()\n }\n } } }",
        // The neighbours of the Play button: the flag turned on as a button's label appears, and
        // as the screen appears.
        "struct RecordingRow: View { @EnvironmentObject var playState: PlayState\n var body: some View { Button { openDetail() } label: { Text(\"녹음\").onAppear { ↓playState.autoplay = true } } } }",
        "struct RadioView: View { @EnvironmentObject var playState: PlayState\n var body: some View { Text(\"라디오\").onAppear { ↓playState.autoplay = true } } }",
        // The neighbour of the muted hero video: its set-up leaves the sound on.
        heroVideo(muted: false),
        // The neighbour of the opened player: shown inline beside the button, it plays as the screen appears.
        videoThumbnail(marked: true, player: "VideoPlayerView(videoUrl: url)"),
        // The neighbour of the muted clip: the screen turns the sound on as it appears.
        """
        final class InlineClip {
          let player: AVPlayer
          init(url: URL) {
            let newPlayer = AVPlayer(url: url)
            newPlayer.volume = 0
            self.player = newPlayer
          }
        }
        struct FeedVideo: View {
          var clip: InlineClip
          var body: some View {
            VideoPlayer(player: clip.player)
              .onAppear { clip.player.volume = 1; ↓clip.player.play() }
          }
        }
        """,
        "struct PromoView: View { let player = AVPlayer(url: promoURL)\n var body: some View { VideoPlayer(player: player).onAppear { ↓player.play() } } }",
        // The neighbour of the tapped loop: the cell starts it as it is configured.
        tappedLoop(startedIn: "awakeFromNib"),
        // The neighbour of the video message viewer: the player screen it holds has no controls.
        childPlayerScreen(controls: false),
        // The neighbour of the opened file's player: the system player's controls are turned off.
        filePlayer(controls: false),
        // Background music looped as the screen opens (an alarm's loop is info, not this warning).
        "final class LobbyViewController: UIViewController {\n var musicPlayer: AVAudioPlayer?\n override func viewDidLoad() {\n musicPlayer = try? AVAudioPlayer(contentsOf: themeURL)\n ↓musicPlayer?.numberOfLoops = -1\n ↓musicPlayer?.play() } }",
        "final class IntroViewController: UIViewController {\n var audioPlayer: AVAudioPlayer?\n override func viewDidAppear(_ animated: Bool) {\n super.viewDidAppear(animated)\n ↓audioPlayer?.play() } }",
        "struct Lounge: View { @State var model = LoungeModel()\n var body: some View { Text(\"라운지\").task { ↓model.musicPlayer.play() } } }",
        "final class Ambience {\n let player: AVAudioPlayer\n init(player: AVAudioPlayer) {\n self.player = player\n ↓player.numberOfLoops = -1 } }",
        "final class Web: UIViewController {\n func configure(_ configuration: WKWebViewConfiguration) { ↓configuration.mediaTypesRequiringUserActionForPlayback = [] } }",
        // Muted where it is made, but turned up again: the loop has sound.
        "final class HelpDrawerView: UIView {\n var videoPlayer: AVQueuePlayer\n var videoLooper: AVPlayerLooper?\n func load(_ item: AVPlayerItem) {\n videoPlayer = AVQueuePlayer(items: [item])\n videoPlayer.isMuted = true\n videoLooper = ↓AVPlayerLooper(player: videoPlayer, templateItem: item) }\n func didAppear() { videoPlayer.isMuted = false } }",
        // The neighbour of the spinner's clip: a looped bundled clip named as music.
        "final class LobbyView: UIView {\n let loopPlayer = AVQueuePlayer()\n var looper: AVPlayerLooper?\n func start() {\n let url = Bundle.main.url(forResource: \"lobbyTheme\", withExtension: \"mp4\")!\n looper = ↓AVPlayerLooper(player: loopPlayer, templateItem: AVPlayerItem(url: url)) } }",
        // The neighbour of the preview cell: the web view loads its page as the screen opens.
        "final class EmbedViewController: UIViewController {\n let webView: WKWebView = {\n let configuration = WKWebViewConfiguration()\n ↓configuration.mediaTypesRequiringUserActionForPlayback = []\n return WKWebView(frame: .zero, configuration: configuration) }()\n override func viewDidLoad() { super.viewDidLoad(); webView.load(URLRequest(url: embedURL)) }\n func reload() { webView.load(URLRequest(url: embedURL)) } }",
        // The neighbour of the player screen: a screen not made to play starts a video as it opens.
        "final class OnboardingViewController: UIViewController {\n let videoPlayer = AVPlayer(url: introURL)\n override func viewDidLoad() { super.viewDidLoad(); ↓videoPlayer.play() }\n @objc func pauseTapped() { videoPlayer.pause() } }",
      ],
      nonTriggering: [
        // Playing again what the person was playing when they left the tab (Pr0gramm's search feed).
        "struct SearchView: View { @State var wasPlayingBeforeTabSwitch = false\n var body: some View { List { }.task(id: selectedTab) {\n if wasPlayingBeforeTabSwitch {\n try? await Task.sleep(for: .milliseconds(150))\n playerManager.player?.play()\n wasPlayingBeforeTabSwitch = false\n }\n } } }",
        // Played under a flag only a video's Button turns on (OldOS's YouTube player).
        "import AVKit\nstruct Videos: View { @State var showPlayer = false; let player: AVPlayer\n var body: some View { ZStack { PlayerView(player: player).onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { if showPlayer { player.play() } } }; List(videos) { video in Button(action: { withAnimation { showPlayer = true } }) { Text(video.title) } } } } }",
        // A player sheet opened from a report's thumbnail (treblesurf): it plays because the person asked.
        "import AVKit\nstruct ReportDetail: View { let url: URL; @State var showingPlayer = false\n var body: some View { Image(\"thumbnail\").onTapGesture { showingPlayer = true }.sheet(isPresented: $showingPlayer) { let player = AVPlayer(url: url); VideoPlayer(player: player).onAppear { player.play() } } } }",
        // Google Cast's load options: the chosen film plays on the television (PopcornTime's cast screen).
        "final class CastPlayerViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    let loadOptions = GCKMediaLoadOptions()\n    loadOptions.autoplay = true\n    remoteMediaClient?.loadMedia(mediaInformation, with: loadOptions)\n  }\n}",
        // The app's own flag set by the Play button's action: playback the person asked for.
        "struct PlayButton: View { @EnvironmentObject var playState: PlayState\n var body: some View { Button(action: { playState.autoplay = true; playState.recording = [recording] }) { Text(\"재생\") } } }",
        // YGE's hero banner: muted in the function that makes the player, before it is stored.
        heroVideo(muted: true),
        // A video file the person opened, played on the system's player screen with its pause (Bisquit's file browser).
        filePlayer(controls: true),
        // A player view opened in a full-screen cover from its play button (Brrow's video viewer).
        videoThumbnail(marked: false, player: ".fullScreenCover(isPresented: $showingPlayer) { VideoPlayerView(videoUrl: url) }"),
        // Pyto's background task: a bundled blank track looped to keep a script running.
        "final class BackgroundTask {\n var player: AVAudioPlayer!\n func start() {\n  let path = Bundle.main.path(forResource: \"blank\", ofType: \"wav\")!\n  player = try? AVAudioPlayer(contentsOf: URL(fileURLWithPath: path))\n  player.numberOfLoops = -1\n  player.play()\n }\n}",
        // A loop at 1 % volume that keeps the app awake (LoopFollow): nothing VoiceOver must talk over.
        "final class BackgroundAudio {\n var player: AVAudioPlayer!\n func playAudio() {\n player = try? AVAudioPlayer(contentsOf: blankURL)\n player.numberOfLoops = -1\n player.volume = 0.01\n player.play() } }",
        // A silent loop that keeps the app running in the background (Hound).
        "final class AudioManager {\n static var sharedPlayer: AVAudioPlayer?\n static func playSilenceAudio() {\n sharedPlayer = try? AVAudioPlayer(contentsOf: silenceURL)\n sharedPlayer?.numberOfLoops = -1\n sharedPlayer?.volume = 0\n sharedPlayer?.play() } }",
        // The player is muted where it is made; only full screen, which a person opens, turns it up.
        """
        final class InlineClip {
          let player: AVPlayer
          init(url: URL) {
            let newPlayer = AVPlayer(url: url)
            newPlayer.volume = 0
            self.player = newPlayer
          }
        }
        struct FeedVideo: View {
          var clip: InlineClip
          @State var fullscreen = false
          var body: some View {
            VideoPlayer(player: clip.player)
              .onAppear { clip.player.play() }
              .onChange(of: fullscreen) { open in clip.player.volume = open ? 1 : 0 }
          }
        }
        """,
        // A looping player class: where it is made and started is judged there.
        "final class LoopingPlayer: AVQueuePlayer {\n private var looper: AVPlayerLooper?\n convenience init(url: URL) { let item = AVPlayerItem(url: url); self.init(playerItem: item); looper = AVPlayerLooper(player: self, templateItem: item) } }",
        "struct PromoView: View { let player = AVPlayer(url: promoURL)\n var body: some View { VStack { VideoPlayer(player: player); Button(\"재생\") { player.play() } } } }",
        "struct Preview: View { let player = AVPlayer(url: clipURL)\n var body: some View { VideoPlayer(player: player).onAppear { player.isMuted = true; player.play() } } }",
        // A muted video looped behind a help drawer.
        "final class HelpDrawerView: UIView {\n var videoPlayer: AVQueuePlayer\n var videoLooper: AVPlayerLooper?\n func load(_ item: AVPlayerItem) {\n videoPlayer = AVQueuePlayer(items: [item])\n videoPlayer.isMuted = true\n videoLooper = AVPlayerLooper(player: videoPlayer, templateItem: item) } }",
        "final class Intro: UIViewController {\n let animationView = LottieAnimationView(name: \"beans\")\n override func viewDidLoad() { animationView.play() } }",
        "final class Player: UIViewController {\n var player: AVPlayer?\n @objc func playTapped() { player?.play() } }",
        "final class Web: UIViewController {\n func configure(_ configuration: WKWebViewConfiguration) { configuration.mediaTypesRequiringUserActionForPlayback = .all } }",
        // The embed loads only when the person taps the preview's Play button: autoplay spares a second tap.
        """
        final class MusicPreviewCell: UITableViewCell {
          let playButton = UIButton()
          var playAction = { }
          let webView: WKWebView = {
            let configuration = WKWebViewConfiguration()
            configuration.mediaTypesRequiringUserActionForPlayback = []
            return WKWebView(frame: .zero, configuration: configuration)
          }()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            playButton.addAction(.init(handler: { [weak self] _ in self?.playAction() }), for: .touchUpInside)
          }
          func update(_ url: URL) {
            playAction = { [weak self] in self?.turnToEmbed(url) }
          }
          func turnToEmbed(_ url: URL) { webView.load(URLRequest(url: url)) }
        }
        """,
        // Play and pause are a tap recognizer's action and a button's handler, written in the initializer.
        """
        final class ClipView: UIView {
          let player = AVPlayer()
          let playPauseButton = UIButton()
          init() {
            super.init(frame: .zero)
            addGestureRecognizer(BindableTapGestureRecognizer(action: { [weak self] in self?.player.play() }))
            playPauseButton.addAction(.init(handler: { [weak self] _ in self?.player.play() }), for: .touchUpInside)
          }
        }
        """,
        // A player screen the person opened to watch, with a pause: playing as it appears is what they asked for.
        "final class LiveVideoPlayerController: UIViewController {\n var player: AVPlayer?\n override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); player?.play() }\n @objc func pauseTapped() { player?.pause() } }",
        // A screen holding the system player screen with its controls (Messenger's video message viewer).
        childPlayerScreen(controls: true),
        // A looping cell video started by a tap and paused by another (Sunlit's timeline).
        tappedLoop(startedIn: "didTapVideo"),
        // An AVPlayerViewController subclass, whatever its name: the player screen a person opened.
        "class CustomVideoPlayer: AVPlayerViewController {\n override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); self.player?.play() } }",
        // A looped send animation in a spinner view: a bundled clip named as an animation, not sound.
        "final class WalletSpinnerView: UIView {\n let loopPlayer = AVQueuePlayer()\n var looper: AVPlayerLooper?\n func startPlayback() {\n let url = Bundle.main.url(forResource: \"sendAnimation\", withExtension: \"mp4\")!\n looper = AVPlayerLooper(player: loopPlayer, templateItem: AVPlayerItem(url: url)) } }",
        // A ringtone the call code starts and stops (answer, decline, hang-up).
        // The app's sound player, paused from the lock screen too (JipJung's ambient sounds).
        "final class AudioPlayManager {\n private var audioPlayer: AVAudioPlayer?\n init() {\n  MPRemoteCommandCenter.shared().pauseCommand.addTarget { [weak self] _ in self?.audioPlayer?.pause(); return .success }\n }\n func ready(url: URL) throws {\n  audioPlayer = try AVAudioPlayer(contentsOf: url)\n  audioPlayer?.numberOfLoops = -1\n  audioPlayer?.prepareToPlay()\n }\n}",
        "final class CallRingTonePlayer {\n var player: AVAudioPlayer?\n func startPlayingRingTone() {\n player = try? AVAudioPlayer(contentsOf: ringURL)\n player?.numberOfLoops = -1\n player?.play() }\n func stopPlayingRingTone() { player?.stop() } }",
        "import CallKit\nfinal class CallAudio: NSObject, CXProviderDelegate {\n let ringback: AVAudioPlayer\n func provider(_ provider: CXProvider, perform action: CXStartCallAction) { ringback.numberOfLoops = -1; ringback.play() } }",
      ]),
    otherSeverities: [.info]
  )

  static let automaticContexts: Set<String> = [
    "onAppear", "task", "init", "viewDidLoad", "viewWillAppear", "viewDidAppear", "awakeFromNib", "didMoveToWindow",
    "loadView", "sceneDidBecomeActive",
  ]
  /// Calls whose closures run on a person's action.
  static let userActions: Set<String> = [
    "Button", "onTapGesture", "UIAction", "addAction", "UIAlertAction", "addTarget", "contextMenu", "swipeActions",
    "onSubmit", "onLongPressGesture", "Menu",
  ]

  /// A home screen's hero video, its player made in a set-up function that (`muted`) mutes it
  /// before storing it, played as the screen appears (marked unless muted).
  static func heroVideo(muted: Bool) -> RuleExample {
    RuleExample("""
      struct HomeView: View {
        @State private var player: AVPlayer?
        var body: some View {
          VideoPlayer(player: player).disabled(true)
            .onAppear { setupPlayer(); \(muted ? "" : "↓")player?.play() }
        }
        private func setupPlayer() {
          let avPlayer = AVPlayer(url: bannerURL)
          \(muted ? "avPlayer.isMuted = true" : "avPlayer.actionAtItemEnd = .none")
          self.player = avPlayer
        }
      }
      """)
  }

  /// Whether a closure owned by these calls runs on a person's action: a control's handler
  /// (`addAction(.init(handler:))`: the closure belongs to the `.init`), or a gesture recognizer
  /// made with its action (`BindableTapGestureRecognizer(action: { player.play() })`), even when
  /// that code is written in an initializer.
  static func runsOnAction(_ enclosingCalls: [String]) -> Bool {
    enclosingCalls.contains { name in
      userActions.contains(name) || name == "init" || name.hasSuffix("Recognizer") || name.contains("Gesture")
    }
  }

  /// Brrow's video thumbnail, with the player view shown by `player` (in a cover, or inline).
  static func videoThumbnail(marked: Bool, player: String) -> RuleExample {
    RuleExample("""
      struct VideoThumbnail: View {
        let url: String
        @State private var showingPlayer = false
        var body: some View {
          Button { showingPlayer = true } label: { Image(systemName: "play.circle.fill") }
            .accessibilityLabel("동영상 재생")
            \(player)
        }
      }
      struct VideoPlayerView: View {
        let videoUrl: String
        @State private var player: AVPlayer?
        var body: some View {
          VideoPlayer(player: player)
            .onAppear { player = AVPlayer(url: URL(string: videoUrl)!); \(marked ? "↓" : "")player?.play() }
        }
      }
      """)
  }

  /// A video file's player view, the system's player screen made by a representable, its
  /// playback controls kept or turned off.
  static func filePlayer(controls: Bool) -> RuleExample {
    RuleExample("""
      struct UIVideoPlayer: UIViewControllerRepresentable {
        let player: AVPlayer
        func makeUIViewController(context: Context) -> AVPlayerViewController {
          let controller = AVPlayerViewController()
          controller.player = player
          \(controls ? "" : "controller.showsPlaybackControls = false")
          return controller
        }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
      }
      struct VideoPlayerView: View {
        let player: AVPlayer
        var body: some View {
          UIVideoPlayer(player: player)
            .task { \(controls ? "" : "↓")player.play() }
            .onDisappear { player.pause() }
        }
      }
      """)
  }

  /// Sunlit's timeline cell: a looping player whose `play()` runs in `function` and whose
  /// `pause()` runs on a second tap (marked unless `function` is the person's tap).
  static func tappedLoop(startedIn function: String) -> RuleExample {
    let tapped = function.hasPrefix("didTap")
    return RuleExample("""
      final class TimelineCell: UICollectionViewCell {
        var player: AVQueuePlayer?
        var playerLooper: AVPlayerLooper?
        func setupVideo(url: URL) {
          let item = AVPlayerItem(url: url)
          let player = AVQueuePlayer(playerItem: item)
          self.player = player
          self.playerLooper = \(tapped ? "" : "↓")AVPlayerLooper(player: player, templateItem: item)
        }
        \(tapped ? "" : "override ")func \(function)() { \(tapped ? "" : "super.\(function)(); ")if player?.rate == 0 { \(tapped ? "" : "↓")player?.play() } else { player?.pause() } }
      }
      """)
  }

  /// Messenger's `VideoView`: a screen that adds an `AVPlayerViewController` as its child as it
  /// appears and starts it; without `controls`, the player screen's controls are turned off.
  static func childPlayerScreen(controls: Bool) -> RuleExample {
    RuleExample("""
      class VideoView: UIViewController {
        private var controller: AVPlayerViewController?
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          controller = AVPlayerViewController()
          \(controls ? "" : "controller?.showsPlaybackControls = false")
          controller?.player = AVPlayer(url: url)
          \(controls ? "" : "↓")controller?.player?.play()
          if let controller { addChild(controller); view.addSubview(controller.view) }
        }
      }
      """)
  }

  /// A screen made to play what a person opened (`LiveVideoPlayerController`, an
  /// `AVPlayerViewController` subclass named `FullScreenVideoPlayerController`) that gives a pause:
  /// starting playback as it appears is what opening it asked for. An `AVPlayerViewController`
  /// subclass is one whatever its name (`CustomVideoPlayer`).
  static func isPlayerScreen(_ type: String?, in file: SwiftFileModel) -> Bool {
    if let type, file.project.types.isSubclass(type, of: "AVPlayerViewController") { return true }
    // A screen showing the system player screen inside itself with its controls (Messenger's
    // `VideoView` adding an `AVPlayerViewController` as its child, opened from a video message):
    // its pause button is there from the start, whatever the screen is called.
    // (Made by the screen itself, not by another type of the file: a feed's full-screen option.)
    if let type, file.sourceContains("AVPlayerViewController("), !file.sourceContains("showsPlaybackControls = false"),
       file.project.types.isViewController(type), let extent = file.typeExtents.first(where: { $0.name == type }),
       file.converter.source.contains("AVPlayerViewController(", from: extent.start, to: extent.end) { return true }
    // A SwiftUI player view shown only in a sheet or full-screen cover the person opens (Brrow's
    // `VideoPlayerView` behind the play thumbnail), with the system player's controls.
    if let type, file.project.viewsOnlyPresentedModally.contains(type), type.lowercased().contains("player"),
       file.sourceContains("VideoPlayer(") { return true }
    // A SwiftUI player view whose body is the system's player screen, made by a representable
    // of `AVPlayerViewController` with its controls (Bisquit's `VideoPlayerView` of a file the
    // person opened): its pause button is there from the start.
    if let type, type.lowercased().contains("player"), let roots = file.declarations.viewBodies[type],
       roots.contains(where: { file.project.representablesShowingThePlayer.contains(file.view($0).name) }) { return true }
    guard let type = type?.lowercased(), type.contains("player"),
      type.hasSuffix("controller") || type.hasSuffix("screen") else { return false }
    return file.sourceContains(".pause()") || file.sourceContains("AVPlayerViewController")
  }

  /// A looped video that is an animation, not sound: looped by a spinner or loading view, or a
  /// bundled clip named as an animation (`WalletSpinnerView` looping `walletSendAnimation2.mp4`).
  static func isAnimationLoop(_ type: String?, in file: SwiftFileModel) -> Bool {
    let words = ["spinner", "loading", "loader", "animation", "throbber"]
    if let type = type?.lowercased(), words.contains(where: type.contains) { return true }
    let text = String(decoding: file.sourceBytes, as: UTF8.self)
    let resources = text.matches(of: #/forResource:\s*"([^"]*)"/#).map { $0.output.1.lowercased() }
    return !resources.isEmpty && resources.allSatisfy { name in words.contains(where: name.contains) }
  }

  /// Whether every web view load in the file happens only after a person's action: each load
  /// (`webView.load(...)`, `webView.loadHTMLString(...)`) sits in a function that no automatic
  /// context runs and that the file reaches only from a closure it stores or hands to a control
  /// (`playAction = { self?.turnToWebkitPreview(metadata) }`, `addAction`), or from a target-action
  /// selector. A configuration that allows autoplay then only spares the second tap after the
  /// person asked to play.
  static func webViewLoadsOnlyOnAction(in file: SwiftFileModel) -> Bool {
    let bytes = file.sourceBytes
    let text = String(decoding: bytes, as: UTF8.self)
    let loads = text.matches(of: #/([A-Za-z_][A-Za-z0-9_]*)[?!]?\.load(?:[A-Z][A-Za-z]*)?\(/#)
      .filter { $0.output.1.lowercased().contains("web") }
    guard !loads.isEmpty else { return false }
    func isActionOpener(_ opener: String) -> Bool {
      if opener.hasSuffix("=") || opener.hasSuffix("handler:") || opener.hasSuffix("action:") { return true }
      let callName = opener.reversed().drop { $0 == "(" || $0 == ")" || $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let name = String(callName.reversed())
      return runsOnAction([name])
    }
    func reachedOnlyOnAction(_ function: DeclaredFunction, depth: Int) -> Bool {
      let name = function.name
      guard !automaticContexts.contains(name), name != "init" else { return false }
      let selectorLines = text.split(separator: "\n").filter { $0.contains("#selector(" + name) }
      if !selectorLines.isEmpty {
        return selectorLines.allSatisfy { $0.contains("addTarget") || $0.contains("Recognizer") || $0.contains("UIBarButtonItem") }
      }
      let sites = file.calls(of: name)
      guard !sites.isEmpty else { return false }
      return sites.allSatisfy { site in
        guard let caller = site.caller else { return false }
        if let opener = site.opener { return isActionOpener(opener) }
        return depth < 2 && reachedOnlyOnAction(caller, depth: depth + 1)
      }
    }
    return loads.allSatisfy { load in
      let offset = text.utf8.distance(from: text.startIndex, to: load.range.lowerBound)
      guard let function = file.enclosingFunction(at: offset) else { return false }
      return reachedOnlyOnAction(function, depth: 0)
    }
  }

  /// A ringtone, ringback or dial tone: named so by its function or type, or played by a file
  /// that drives CallKit.
  /// The function around `offset` names a resource for silence (`"blank"`, `"silence.mp3"`).
  static func loopsASilentTrack(at offset: Int, in file: SwiftFileModel) -> Bool {
    guard let function = file.declarations.innermostFunction(containing: offset) else { return false }
    let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound).lowercased()
    return ["\"blank", "\"silence", "\"silent", "/blank.", "/silence."].contains(where: body.contains)
  }

  static func isCallSound(_ function: String?, _ type: String?, in file: SwiftFileModel) -> Bool {
    let names = ((function ?? "") + " " + (type ?? "")).lowercased()
    if ["ringtone", "ringback", "ringing", "dialtone", "incomingcall", "outgoingcall"].contains(where: names.contains) { return true }
    return file.sourceContains("CXProvider") || file.sourceContains("import CallKit")
  }

  /// An alarm or alert sound: named so by its function, its type or its file (`AlarmSound.play`,
  /// `TimerAlertPlayer`, `Alarms/Ringer.swift`). Ringing until acknowledged is what it is for.
  static func isAlarmSound(_ function: String?, _ type: String?, in file: SwiftFileModel) -> Bool {
    let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
    let names = [function ?? "", type ?? "", fileName].joined(separator: " ").lowercased()
    return ["alarm", "alert", "ringtone", "timer"].contains(where: names.contains)
  }

  static func isPlayer(_ receiver: String?) -> Bool {
    guard let receiver else { return false }
    let last = (receiver.split(separator: ".").last.map(String.init) ?? receiver).lowercased()
    return last.contains("player") && !last.contains("animation") && !last.contains("lottie")
  }

  /// Players an initializer (or a set-up function) mutes as it makes them and keeps in a property (`let newPlayer =
  /// AVPlayer(url: url); newPlayer.volume = 0; self.player = newPlayer` in `SharedVideo.init`), as
  /// "Type.property", unless code run on appearance turns the sound on again: what they play on
  /// their own is silent (turned up only on a person's action, such as opening full screen).
  static func playersMutedWhereMade(in file: SwiftFileModel) -> Set<String> {
    var members: Set<String> = []
    // (In its initializer, or the function setting it up: YGE's `setupPlayer()`, `avPlayer.isMuted =
    // true` then `self.player = avPlayer`.)
    for assignment in file.behaviour.assignments where assignment.function != nil && isMuting(assignment) {
      guard let type = assignment.enclosingType else { continue }
      let receiver = assignment.receiver.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "")
      guard !receiver.isEmpty, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      if file.declarations.storedProperties[type]?[receiver] != nil { members.insert(type + "." + receiver); continue }
      // A local: the property the initializer stores it in.
      guard let initializer = file.behaviour.functions.last(where: {
        $0.name == assignment.function && $0.enclosingType == type && $0.position <= assignment.position && assignment.position <= $0.end
      }) else { continue }
      let rest = file.text(from: assignment.position, to: initializer.end)
      let pattern = #"(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"# + receiver + #"\s*(?:$|[\n;}])"#
      guard let range = rest.range(of: pattern, options: .regularExpression) else { continue }
      let property = String(rest[range].drop { $0 == " " }.replacingOccurrences(of: "self.", with: "").prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      if file.declarations.storedProperties[type]?[property] != nil { members.insert(type + "." + property) }
    }
    guard !members.isEmpty else { return [] }
    // Sound turned on again where playback starts by itself.
    for assignment in file.behaviour.assignments where (assignment.property == "volume" || assignment.property == "isMuted") && !isMuting(assignment) {
      let automatic = assignment.enclosingCalls.contains(where: automaticContexts.contains)
        || (assignment.function.map { automaticContexts.contains($0) && $0 != "init" } ?? false)
      guard automatic else { continue }
      let property = assignment.receiver.replacingOccurrences(of: "?", with: "").split(separator: ".").last.map(String.init) ?? ""
      members = members.filter { !$0.hasSuffix("." + property) }
    }
    return members
  }

  /// Muted, or all but (`volume = 0.01`: LoopFollow's blank sound looped to keep the app awake,
  /// too quiet to cover VoiceOver).
  static func isMuting(_ assignment: CodeAssignment) -> Bool {
    assignment.property == "isMuted" && assignment.value.boolLiteral == true
      || assignment.property == "volume" && (assignment.value.numberLiteral.map { $0 < 0.05 } ?? false)
  }

  /// `sharedVideo.player` → "SharedVideo.player" when the enclosing type stores `sharedVideo` as a
  /// `SharedVideo`; `player` → "Type.player" in the type itself.
  static func member(playedBy receiver: String, in type: String?, _ file: SwiftFileModel) -> String? {
    let parts = receiver.replacingOccurrences(of: "!", with: "").split(separator: ".").map(String.init)
    guard let type, let property = parts.last else { return nil }
    if parts.count == 1 { return type + "." + property }
    guard parts.count == 2, let written = file.declarations.storedProperties[type]?[parts[0]] else { return nil }
    let base = TypeIndex.simpleName(written.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
    return base + "." + property
  }

  /// The call is in the `onAppear` of a `VideoPlayer` that a `.sheet` or `.fullScreenCover` shows.
  static func isPlayerOpenedAsASheet(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    guard call.enclosingCalls.contains(where: { ["sheet", "fullScreenCover"].contains($0) }) else { return false }
    let offset = call.position.utf8Offset
    return file.views.contains { view in
      view.name == "VideoPlayer" && view.modifiers.contains { $0.name == "onAppear" && $0.start.utf8Offset <= offset && offset <= $0.end.utf8Offset }
    }
  }

  /// A receiver made as Google Cast's media load options in the file (`let loadOptions = GCKMediaLoadOptions()`).
  static func isCastLoadOption(_ receiver: String, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("GCKMediaLoadOptions") else { return false }
    let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
    return file.sourceContains("\(name) = GCKMediaLoadOptions(") || file.sourceContains("\(name): GCKMediaLoadOptions")
  }

  /// A plain flag tested just before the call (`if showPlayer {`) that the file turns on only in
  /// the actions of its Buttons and tap gestures.
  static func playsOnlyOnceAsked(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    let offset = call.position.utf8Offset
    let before = file.converter.source.text(from: max(0, offset - 200), to: offset)
    // (The last such test before the call whose block is still open there.)
    guard let match = before.matches(of: /\bif\s+(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)(?:\s*==\s*true)?\s*\{/).last else { return false }
    let inside = before[match.range.upperBound...]
    guard inside.filter({ $0 == "}" }).count <= inside.filter({ $0 == "{" }).count else { return false }
    let flag = String(match.output.1)
    let writes = file.sourceOffsets(of: "\(flag) = true").count
    guard writes > 0 else { return false }
    let inActions = file.views.filter { $0.name == "Button" || $0.tapGestureModifier != nil }.reduce(0) { count, view in
      let action = view.name == "Button" ? file.actionText(of: view) : view.tapGestureModifier.map { file.text(from: $0.start, to: $0.end) } ?? ""
      return count + action.components(separatedBy: "\(flag) = true").count - 1
    }
    return inActions >= writes
  }

  /// A condition in the few lines before the call names playback the person had started:
  /// `wasPlaying…`, `shouldResume…`, `resumePlayback`.
  static func resumesEarlierPlayback(_ call: CodeCall, in file: SwiftFileModel) -> Bool {
    let offset = call.position.utf8Offset
    let before = file.converter.source.text(from: max(0, offset - 400), to: offset).lowercased()
    return before.split(separator: "\n").suffix(6).contains { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      return (code.hasPrefix("if ") || code.hasPrefix("guard ")) && !code.contains("!")
        && ["wasplaying", "shouldresume", "resumeplayback", "playingbefore"].contains(where: code.contains)
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // Only bundled videos with no sound track (Budgetify's onboarding): nothing is heard.
    if SilentBundledVideo.playsOnlySilentVideo(in: file) { return }
    let muted = Set(file.behaviour.assignments.compactMap { assignment -> String? in
      guard Self.isMuting(assignment) else { return nil }
      return assignment.receiver.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "")
    })
    let mutedMembers = Self.playersMutedWhereMade(in: file)
    for call in file.behaviour.calls where call.name == "play" || call.name == "playImmediately" {
      guard Self.isPlayer(call.receiver) else { continue }
      let receiver = (call.receiver ?? "").replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "")
      if muted.contains(receiver) { continue }
      if !mutedMembers.isEmpty, let member = Self.member(playedBy: receiver, in: call.enclosingType, file), mutedMembers.contains(member) { continue }
      if Self.runsOnAction(call.enclosingCalls) { continue }
      let owner = call.enclosingCalls.first(where: Self.automaticContexts.contains)
        ?? call.function.flatMap { Self.automaticContexts.contains($0) ? $0 : nil }
      guard let owner else { continue }
      if Self.isPlayerScreen(call.enclosingType, in: file) { continue }
      // A player in a sheet or cover (treblesurf's report video, presented when its thumbnail is
      // tapped): it appears because the person asked to watch.
      if Self.isPlayerOpenedAsASheet(call, in: file) { continue }
      // Resuming what the person was playing before they left (`if wasPlayingBeforeTabSwitch`,
      // Pr0gramm's feeds): it plays again because they played it.
      if Self.resumesEarlierPlayback(call, in: file) { continue }
      // Guarded by a flag that only taps turn on (`if show_video_player { player.play() }`, set by
      // each video's Button in OldOS's YouTube): it plays because the person picked a video.
      if Self.playsOnlyOnceAsked(call, in: file) { continue }
      context.report(at: call.position, LocalizedText(
        en: "Playback starts by itself (in \(owner)): sound that starts when a screen opens covers VoiceOver's speech; sound under 3 seconds and muted video are exempt, so check what plays; otherwise start it from a user action or put a pause/stop control first on the screen",
        ko: "\(owner) 안에서 재생이 저절로 시작됩니다. 화면이 열릴 때 시작되는 소리는 VoiceOver 음성을 덮습니다. 3초 미만의 소리와 음소거된 영상은 예외이니 무엇이 재생되는지 확인하고, 아니라면 사용자 동작으로 시작하거나 화면 맨 앞에 멈춤 컨트롤을 두세요"),
        needsReview: call.isConditional)
    }
    for assignment in file.behaviour.assignments {
      let value = assignment.value
      let allowsAutoplay = (assignment.property == "mediaTypesRequiringUserActionForPlayback"
          && (value.text == "[]" || value.memberName == "none"))
        || (["autoplay", "isAutoplayEnabled", "shouldAutoplay"].contains(assignment.property) && value.boolLiteral == true)
      let loops = assignment.property == "numberOfLoops" && (value.numberLiteral ?? 0) < 0
      guard allowsAutoplay || loops else { continue }
      if assignment.property == "mediaTypesRequiringUserActionForPlayback", Self.webViewLoadsOnlyOnAction(in: file) { continue }
      // Google Cast's load options (`GCKMediaLoadOptions().autoplay = true`, PopcornTime's cast
      // screen): the media the person chose plays on the receiver, not over VoiceOver on the phone.
      if assignment.property == "autoplay", Self.isCastLoadOption(assignment.receiver, in: file) { continue }
      // The app's own flag turned on by a button's action (Concertmaster's Play and skip buttons
      // setting `playState.autoplay = true` before the recording loads): what plays, the person
      // asked for.
      // (The innermost of the two: an `.onAppear` inside a Button's label runs as it appears.)
      if assignment.property != "mediaTypesRequiringUserActionForPlayback", allowsAutoplay,
         let owner = assignment.enclosingCalls.last(where: { Self.runsOnAction([$0]) || Self.automaticContexts.contains($0) }),
         Self.runsOnAction([owner]) { continue }
      // A ringtone or ringback that call code starts and stops (answer, decline and hang-up stop
      // it): ringing is the purpose, and the call's own controls end it.
      if loops, Self.isCallSound(assignment.function, assignment.enclosingType, in: file) { continue }
      // A loop the same function mutes (Hound's `silence.mp3` at `volume = 0`, played to keep the
      // app running in the background): nothing is heard.
      if loops, file.behaviour.assignments.contains(where: { other in
        other.function == assignment.function && other.enclosingType == assignment.enclosingType
          && other.receiver == assignment.receiver && Self.isMuting(other)
      }) { continue }
      // A player the app hands the system's play and pause commands (`MPRemoteCommandCenter`'s
      // `pauseCommand`, JipJung's ambient sounds): media the person plays as the app's content and
      // can pause from the lock screen, Control Center and headphones, not sound laid under a screen.
      if loops, [".pauseCommand.addTarget", ".togglePlayPauseCommand.addTarget"].contains(where: file.sourceContains) { continue }
      // A bundled silent track looped to keep the app running in the background (Pyto's and
      // LoopFollow's `blank.wav`, Hound's `silence.mp3`): nothing is heard.
      if loops, Self.loopsASilentTrack(at: assignment.position.utf8Offset, in: file) { continue }
      // An alarm that rings until acknowledged: the loop is the feature, not background sound to
      // remove; what matters is how easily it is stopped, which the gesture and control rules judge.
      if loops, Self.isAlarmSound(assignment.function, assignment.enclosingType, in: file) {
        context.report(at: assignment.position, LocalizedText(
          en: "This alarm sound loops until it is acknowledged: ringing is what an alarm is for, so this is no autoplay to remove; check that VoiceOver users can stop or snooze it at once (a labelled button, not only a gesture)",
          ko: "이 알람 소리는 확인할 때까지 반복됩니다. 울리는 것이 알람의 목적이므로 없앨 자동 재생은 아닙니다. VoiceOver 사용자가 바로 끄거나 다시 알림을 설정할 수 있는지(제스처만이 아닌 레이블 있는 버튼) 확인하세요"),
          severity: .info)
        continue
      }
      context.report(at: assignment.position, loops
        ? LocalizedText(
          en: "This audio loops forever: looping sound covers VoiceOver's speech; give a pause or stop control that is easy to reach, and don't start it automatically",
          ko: "이 오디오는 끝없이 반복됩니다. 반복되는 소리는 VoiceOver 음성을 덮으니 찾기 쉬운 멈춤 컨트롤을 주고 자동으로 시작하지 마세요")
        : LocalizedText(
          en: "This setting lets media play without a user action: sound that starts by itself covers VoiceOver's speech; sound under 3 seconds is exempt, so check what plays, or require a user action",
          ko: "이 설정은 사용자 동작 없이 미디어를 재생하게 합니다. 저절로 시작되는 소리는 VoiceOver 음성을 덮습니다. 3초 미만의 소리는 예외이니 무엇이 재생되는지 확인하거나 사용자 동작을 요구하세요"))
    }
    // `AVPlayerLooper(player: self, ...)` in a player subclass: the class loops whatever it is
    // given; where it is made and started (a `play()` on screen appearance) is judged there.
    // A player the file mutes (`isMuted = true`, `volume = 0`) and never turns up loops silent video.
    let unmuted = Set(file.behaviour.assignments.compactMap { assignment -> String? in
      guard assignment.property == "volume" || assignment.property == "isMuted", !Self.isMuting(assignment) else { return nil }
      return assignment.receiver.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "")
    })
    let plays = file.behaviour.calls.filter { $0.name == "play" || $0.name == "playImmediately" }
    let startedAndPausedByThePerson = file.sourceContains(".pause()") && !plays.isEmpty && !plays.contains { play in
      play.enclosingCalls.contains(where: Self.automaticContexts.contains)
        || play.function.map { Self.automaticContexts.contains($0) || $0 == "init" } ?? true
    }
    for call in file.behaviour.calls where call.name == "AVPlayerLooper"
      && call.arguments.first(labeled: "player")?.text.trimmingCharacters(in: .whitespaces) != "self" {
      if let player = call.arguments.first(labeled: "player")?.text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "self.", with: ""),
         muted.contains(player), !unmuted.contains(player) { continue }
      if Self.isAnimationLoop(call.enclosingType, in: file) { continue }
      // Started only from what the person does and paused by it too (Sunlit's timeline video:
      // `play()` in the tap handler, `pause()` on the second tap and off screen): the loop is
      // theirs to start and stop.
      if startedAndPausedByThePerson { continue }
      context.report(at: call.position, LocalizedText(
        en: "AVPlayerLooper plays this item in a loop: if it has sound, give a pause or stop control that is easy to reach and don't start it automatically",
        ko: "AVPlayerLooper가 이 항목을 반복 재생합니다. 소리가 있다면 찾기 쉬운 멈춤 컨트롤을 주고 자동으로 시작하지 마세요"),
        needsReview: true)
    }
  }
}
