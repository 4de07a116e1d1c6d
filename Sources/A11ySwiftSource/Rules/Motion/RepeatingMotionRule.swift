import A11yCore
import Foundation

/// Animations that repeat forever in a type that never reads Reduce Motion.
public struct RepeatingMotionRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "repeating-motion",
    title: LocalizedText(
      en: "Endless animations should stop for Reduce Motion",
      ko: "끝없는 애니메이션은 동작 줄이기 설정에서 멈춰야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.4 asks that content that moves by itself can be paused or stopped. An animation that repeats \
        forever (a pulsing badge, a bouncing arrow, a looping Lottie file, a shimmer) distracts people with \
        attention disorders and makes people with vestibular disorders ill; the HIG asks apps to honour Reduce \
        Motion. This rule reports repeating animations (`repeatForever`, `UIView.animate` with `.repeat`, \
        `CABasicAnimation` repeating forever, Lottie `loopMode = .loop`) in a type that never reads \
        `@Environment(\\.accessibilityReduceMotion)` or `UIAccessibility.isReduceMotionEnabled` (a view that every caller \
        shows only where a Reduce Motion check rules it out, as in `if animationDisabled { … } else { Pulse() }`, is \
        covered by that check): read it and stop \
        (or replace with a fade) when it is on, or give a pause control. An animation that changes only opacity, \
        colour or a gradient's stops or angle moves nothing and is not reported. Flashing at 3 to 50 a second is \
        `flashing-content`'s. (WCAG 2.2.2; HIG Accessibility › Motion.)
        """,
      ko: """
        검사 항목 2.4는 스스로 움직이는 콘텐츠를 멈출 수 있어야 한다고 요구합니다. 끝없이 반복되는 애니메이션(깜빡이는 배지, 튀는 \
        화살표, 반복되는 Lottie, 반짝이는 로딩 효과)은 주의력 장애가 있는 사람을 방해하고 전정 장애가 있는 사람을 어지럽게 합니다. \
        HIG는 동작 줄이기 설정을 따르라고 합니다. 이 규칙은 `@Environment(\\.accessibilityReduceMotion)`이나 \
        `UIAccessibility.isReduceMotionEnabled`를 읽지 않는 타입(호출하는 모든 곳이 동작 줄이기 확인으로 걸러 낸 분기에서만 보여 주는 뷰는 제외)의 반복 애니메이션(`repeatForever`, `.repeat` 옵션의 \
        `UIView.animate`, 무한 반복 `CABasicAnimation`, Lottie `loopMode = .loop`)을 보고합니다. 설정을 읽고 켜져 있으면 멈추거나 \
        (페이드로 바꾸거나) 멈춤 컨트롤을 주세요. 불투명도, 색, 그라데이션의 정지점이나 각도만 바꾸는 애니메이션은 아무것도 \
        움직이지 않으므로 보고하지 않습니다. 초당 3~50회의 깜빡임은 `flashing-content` 규칙이 다룹니다. (WCAG 2.2.2, HIG \
        손쉬운 사용 › 동작)
        """),
    defaultSeverity: .warning,
    checkpoints: [.pauseStop], wcag: ["2.2.2", "2.3.3"], hig: "Accessibility › Motion",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the icon never placed: this header adds it.
        "final class 정류장정보헤더: UIView {\n  let nameLabel = UILabel()\n  public let busStopIcon: LottieAnimationView = {\n    let view = LottieAnimationView(name: \"busStop\")\n    ↓view.loopMode = .loop\n    view.play()\n    return view\n  }()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    addSubview(nameLabel)\n    addSubview(busStopIcon)\n    // busStopIcon.topAnchor.constraint(equalTo: topAnchor).isActive = true\n  }\n}",
        // The neighbour of the refresh view: nothing ever removes the loop.
        "final class RefreshView: UIView {\n  let ovalShapeLayer = CAShapeLayer()\n  func beginRefreshing() {\n    let phase = CABasicAnimation(keyPath: \"lineDashPhase\")\n    phase.toValue = 14.0\n    phase.duration = 0.1\n    ↓phase.repeatCount = Float.infinity\n    ovalShapeLayer.add(phase, forKey: \"phase\")\n  }\n}",
        // The neighbour of the confetti set to play once: this method leaves the loop as it was made.
        "final class ConfettiSuccessAnimation: UIView {\n  lazy var animationView: LottieAnimationView = {\n    let animationView = LottieAnimationView()\n    ↓animationView.loopMode = .loop\n    return animationView\n  }()\n  func setup() {\n    addSubview(animationView)\n    animationView.animationSpeed = 0.5\n    animationView.play()\n  }\n}",
        // The neighbour of the spinner drawn only while checking: this one is hidden only while checking.
        "struct HandleCheck: View { @State var isRotating = false; let isChecking: Bool\n var body: some View { Image(.icLoading).rotationEffect(.degrees(isRotating ? 360 : 0)).animation(↓Animation.linear(duration: 2).repeatForever(autoreverses: false), value: isRotating).onAppear { isRotating = true }.opacity(isChecking == true ? 0 : 1) } }",
        // The shuffling overlay's neighbour: a flag of another name, which says nothing of motion.
        "struct ShufflingOverlay: View { let isCompact: Bool; @State private var angle = 0.0\n var body: some View { Image(systemName: \"shuffle\").rotationEffect(.degrees(angle)).onAppear { guard !isCompact else { return }; withAnimation(↓.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } } } }",
        // The neighbours of the save spinner: chosen while a badge is new, and started when a banner shows.
        "struct SnapshotView: View { let isNew: Bool\n var body: some View { Circle().trim(from: 0, to: 0.3).stroke().rotationEffect(.degrees(isNew ? 360 : 0)).animation(isNew ? ↓.easeInOut(duration: 0.8).repeatForever(autoreverses: false) : .default, value: isNew) } }",
        "struct RefreshButton: View { @ObservedObject var manager: ReadinessManager; @State private var rotation = 0.0\n var body: some View { Button { refresh() } label: { Image(systemName: \"arrow.clockwise\").rotationEffect(.degrees(rotation)) }\n .onChange(of: manager.showsBanner) { _, newValue in if newValue { withAnimation(↓.linear(duration: 1).repeatForever(autoreverses: false)) { rotation = 360 } } } } }",
        // The neighbour of the wave bars: once playback starts, nothing ever stills them.
        "struct WaveBar: View { let isPlaying: Bool\n @State private var active = false\n var body: some View { RoundedRectangle(cornerRadius: 2).frame(width: 3, height: active ? 24 : 8).animation(active ? ↓.easeInOut(duration: 0.4).repeatForever(autoreverses: true) : .easeOut(duration: 0.3), value: active).onChange(of: isPlaying) { _, playing in active = true }.onAppear { active = isPlaying } } }",
        // The neighbour of the fading hint: it bobs up and down too.
        "struct NoseView: View { @State private var isAnimating = false\n var body: some View { Image(\"touch\").frame(width: 70).opacity(isAnimating ? 1.0 : 0.0).offset(y: isAnimating ? -10 : 0).animation(↓Animation.easeOut(duration: 0.5).repeatForever()).onAppear { isAnimating = true } } }",
        // The neighbour of the game state's sprite: the same looping frames on a plain object.
        "import GameplayKit\nfinal class RunningState: NSObject {\n  let playerNode = SKSpriteNode()\n  var textures: [SKTexture] { (0..<2).map { SKTexture(imageNamed: \"run\\($0)\") } }\n  lazy var action = { ↓SKAction.repeatForever(.animate(with: textures, timePerFrame: 0.1)) }()\n  func start() { playerNode.run(action, withKey: \"character\") }\n}",
        // The neighbour of the loading Lottie in a view: a mascot looping on the home screen.
        "final class HomeViewController: UIViewController {\n func setUp() { homeView.mascotAnimationView.play(); ↓homeView.mascotAnimationView.loopMode = .loop } }",
        // The neighbour of the splash's animation: the home screen's cake loops for as long as it is open.
        "final class HomeViewController: UIViewController {\n let animationView = LottieAnimationView(name: \"cake\")\n override func viewDidLoad() {\n super.viewDidLoad()\n view.addSubview(animationView)\n ↓animationView.loopMode = .loop\n animationView.play() } }",
        // The neighbour of the loading ring's modifier: a helper applies it to a logo that is always shown.
        "struct Rot: ViewModifier {\n  @State private var angle: Double = 0\n  func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)).onAppear { withAnimation(↓.linear(duration: 0.8).repeatForever(autoreverses: false)) { angle = 360 } } }\n}\nextension View { func spinning() -> some View { modifier(Rot()) } }\nstruct Home: View {\n  var body: some View {\n    if store.isLoading { Circle().trim(from: 0, to: 0.35).stroke().modifier(Rot()) }\n    Image(\"logo\").spinning()\n  }\n}",
        // The neighbour of the loading ring's modifier: also turning a logo that is always shown.
        "struct ContinuousRotationEffect: ViewModifier {\n  let isAnimating: Bool\n  @State private var angle: Double = 0\n  func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)).onAppear { guard isAnimating else { return }\n    withAnimation(↓.linear(duration: 0.8).repeatForever(autoreverses: false)) { angle = 360 } } }\n}\nstruct Home: View {\n  var body: some View {\n    if store.isLoadingRetrospections { Circle().trim(from: 0, to: 0.35).stroke().modifier(ContinuousRotationEffect(isAnimating: true)) }\n    Image(\"logo\").modifier(ContinuousRotationEffect(isAnimating: true))\n  }\n}",
        // The neighbours of the loading spinner: shown while a setting is on, and the same view
        // shown whatever the state.
        "struct PulsingCloud: View {\n  @State private var up = false\n  var body: some View { Image(systemName: \"icloud\").offset(y: up ? -4 : 4).onAppear { withAnimation(↓.easeInOut(duration: 1).repeatForever()) { up = true } } }\n}\nstruct SyncRow: View {\n  let iCloudSyncEnabled: Bool\n  var body: some View { if iCloudSyncEnabled { PulsingCloud() } }\n}",
        "struct CircleAnimation: View {\n  @State private var turning = false\n  var body: some View { Circle().trim(from: 0, to: 0.7).stroke().rotationEffect(.degrees(turning ? 360 : 0)).onAppear { withAnimation(↓.linear(duration: 1).repeatForever(autoreverses: false)) { turning = true } } }\n}\nstruct ShareButton: View {\n  @State private var isLoading = false\n  var body: some View { HStack { CircleAnimation(); Button(\"공유\") { share() } } }\n}",
        // The neighbours of the game's scene: a menu scene's looping clouds (no game loop), and the
        // same sprite walking forever on a welcome banner.
        "final class MenuScene: SKScene {\n  override func didMove(to view: SKView) {\n    clouds.run(↓SKAction.repeatForever(SKAction.sequence([SKAction.moveBy(x: -40, y: 0, duration: 4), SKAction.moveBy(x: 40, y: 0, duration: 4)])))\n  }\n}",
        "final class WelcomeBanner: UIView {\n  let runner = SKSpriteNode()\n  func start(textures: [SKTexture]) {\n    runner.run(↓SKAction.repeatForever(SKAction.animate(with: textures, timePerFrame: 0.2)))\n  }\n}",
        // The neighbour of the constant dot: its scale follows a state the animation drives.
        recordingDot(marked: true, scale: "isPulsing ? 1.5 : 1"),
        // The neighbour of the chat cell: the same value moves the row.
        "struct ChatListCell: View { @State private var offset = 0.0\n var body: some View { HStack { Text(chat.title) }.offset(x: offset).task { withAnimation(↓.linear(duration: 1.0).repeatForever(autoreverses: true)) { self.offset = offset == 0 ? 8 : 0 } } } }",
        // The neighbour of the colour pulse: the local moves the checkbox.
        "struct CloudBackupView: View {\n  @State var animatingLegalToggleColor = false\n  var body: some View {\n    let useRed = animatingLegalToggleColor && !legal\n    Image(systemName: \"square\").offset(x: useRed ? 4 : -4)\n      .onAppear {\n        withAnimation(↓Animation.linear(duration: 1.0).repeatForever(autoreverses: true)) { animatingLegalToggleColor = true }\n      }\n  }\n}",
        // The neighbour of Provenance's unread state: the offset moves the scanlines.
        "struct Systems: View { @State private var scanlineOffset: CGFloat = 0\n var body: some View { Rectangle().offset(y: scanlineOffset).onAppear { withAnimation(↓Animation.linear(duration: 20).repeatForever(autoreverses: false)) { scanlineOffset = 1000 } } } }",
        // Shown while nothing is syncing: decoration, not progress.
        """
        struct SyncRow: View {
          @State var rotation = 0.0
          var body: some View {
            if !sync.isSyncing {
              Image(systemName: "sparkles")
                .rotationEffect(.degrees(rotation))
                .onAppear { withAnimation(↓.linear(duration: 1.5).repeatForever(autoreverses: false)) { rotation = 360 } }
            }
          }
        }
        """,
        // Two endless animations in one view: one finding, at the first, since the fix is the type's.
        "struct Orbit: View {\n @State var turning = false\n @State var growing = false\n var body: some View { Circle().scaleEffect(growing ? 1.2 : 1).rotationEffect(.degrees(turning ? 360 : 0)).onAppear {\n withAnimation(↓.linear(duration: 1).repeatForever(autoreverses: false)) { turning.toggle() }\n withAnimation(.easeInOut(duration: 1).repeatForever()) { growing.toggle() }\n } } }",
        // The same value also moves the text.
        """
        struct PromoBackground: View {
          @State private var animatePromo = false
          var body: some View {
            let offset = animatePromo ? 0.5 : -0.5
            Text("Promo")
              .background(LinearGradient(stops: [Gradient.Stop(color: .mint, location: offset),
                                                 Gradient.Stop(color: .teal, location: offset + 1)], startPoint: .leading, endPoint: .trailing))
              .offset(x: offset * 20)
              .task { withAnimation(↓.easeInOut(duration: 2.5).repeatForever(autoreverses: true)) { animatePromo = true } }
          }
        }
        """,
        // Fades and moves: the offset is motion.
        "struct Hint: View { @State var on = false\n var body: some View { Image(systemName: \"hand.point.up\").opacity(on ? 1 : 0.4).offset(y: on ? -6 : 0).onAppear { withAnimation(↓.easeInOut(duration: 1).repeatForever()) { on = true } } } }",
        // The neighbour of the typing dots: the bubble grows by a fifth, over and over.
        typingDots(scaleTo: "1.2"),
        "struct ScrollHint: View { @State var down = false\n var body: some View { Image(systemName: \"chevron.down\").offset(y: down ? 8 : 0).onAppear { withAnimation(↓.easeInOut(duration: 0.8).repeatForever()) { down = true } } } }",
        "final class Badge: UIView {\n func pulse() { ↓UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { self.transform = .init(scaleX: 1.2, y: 1.2) } } }",
        "final class NewsTicker: UIView {\n func start() {\n let move = CABasicAnimation(keyPath: \"position.x\")\n move.duration = 1.5\n ↓move.repeatCount = .infinity\n layer.add(move, forKey: nil) } }",
        // Wiggling while in edit mode, but nothing ever stops it: it keeps moving after Done.
        "final class AppCell: UICollectionViewCell {\n var isEditing = false {\n didSet {\n if isEditing {\n let jiggle = CAKeyframeAnimation(keyPath: \"transform\")\n jiggle.autoreverses = true\n ↓jiggle.repeatCount = Float(Int.max)\n contentView.layer.add(jiggle, forKey: \"jiggle\")\n }\n }\n }\n}",
        "final class Intro: UIViewController {\n let animationView = LottieAnimationView(name: \"coffee\")\n override func viewDidLoad() {\n ↓animationView.loopMode = .loop\n animationView.play() } }",
        // The neighbour of the faint pulse: a 7% pulse is visible motion.
        "extension UIView {\n func startPulsing() {\n let pulse = CABasicAnimation(keyPath: \"transform.scale\")\n pulse.fromValue = 1.0\n pulse.toValue = 1.07\n pulse.autoreverses = true\n ↓pulse.repeatCount = .infinity\n layer.add(pulse, forKey: \"pulse\") } }",
        // The neighbours of the loading animations named so: an activity card's flame, and activity rings.
        "final class SummaryViewController: UIViewController {\n  private lazy var activityCardView: UIView = {\n    let card = UIView()\n    let flame = LottieAnimationView(name: \"flame\")\n    ↓flame.loopMode = .loop\n    card.addSubview(flame)\n    return card\n  }()\n  override func viewDidLoad() { super.viewDidLoad(); view.addSubview(activityCardView) }\n}",
        "final class Summary: UIViewController {\n let animationView = LottieAnimationView()\n override func viewDidLoad() {\n animationView.animation = LottieAnimation.named(\"activity_rings\")\n ↓animationView.loopMode = .loop\n animationView.play() } }",
        // The neighbour of the loading animation: a looping live icon beside the video, not inside a loading view.
        "final class LivePlayerView: UIView {\n let liveIcon = LottieAnimationView(name: \"live\")\n let loadingView = UIView()\n init() {\n super.init(frame: .zero)\n addSubview(liveIcon)\n ↓liveIcon.loopMode = .loop } }",
        // A shared animation: reported once where it is defined, naming the uses that ignore Reduce Motion.
        "extension Animation { static let pulse = ↓Animation.easeInOut(duration: 1).repeatForever() }\nstruct Badge: View { var body: some View { Circle().scaleEffect(1.2).animation(.pulse, value: 1) } }\nstruct Dot: View { var body: some View { Circle().animation(.pulse, value: 2) } }",
        // The neighbour of the shimmering modifier: the same sweep, named for no work in progress.
        "extension View {\n  func sweeping(active: Bool = true) -> some View {\n    overlay(Group { if active { LinearGradient(colors: [.clear, .white.opacity(0.3), .clear], startPoint: .leading, endPoint: .trailing).offset(x: -200).animation(↓Animation.linear(duration: 1.5).repeatForever(autoreverses: false), value: active).offset(x: active ? 400 : 0) } })\n  }\n}\nstruct Row: View { var body: some View { Text(\"Title\").sweeping() } }",
        // The neighbour of the busy pulse: it keeps the button's touches, an attention pulse.
        busyPulse(disablesTouches: false),
      ],
      nonTriggering: [
        // A looping icon the view keeps but never adds to itself (WhereMyBus's bus stop header).
        "final class 정류장정보헤더: UIView {\n  let nameLabel = UILabel()\n  public let busStopIcon: LottieAnimationView = {\n    let view = LottieAnimationView(name: \"busStop\")\n    view.loopMode = .loop\n    view.play()\n    return view\n  }()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    addSubview(nameLabel)\n    // busStopIcon.topAnchor.constraint(equalTo: topAnchor).isActive = true\n  }\n}",
        // A pull-to-refresh view's dashes, removed when the refresh ends (EventBlank's `RefreshView`).
        "final class RefreshView: UIView {\n  let ovalShapeLayer = CAShapeLayer()\n  func beginRefreshing() {\n    let phase = CABasicAnimation(keyPath: \"lineDashPhase\")\n    phase.toValue = 14.0\n    phase.duration = 0.1\n    phase.repeatCount = Float.infinity\n    ovalShapeLayer.add(phase, forKey: \"phase\")\n  }\n  func endRefreshing() { ovalShapeLayer.removeAnimation(forKey: \"phase\") }\n}",
        // A skeleton row's shimmer, drawn by a `View` modifier named for it (Limit's notifications while they load).
        "extension View {\n  func shimmering(active: Bool = true) -> some View {\n    overlay(Group { if active { LinearGradient(colors: [.clear, .white.opacity(0.3), .clear], startPoint: .leading, endPoint: .trailing).offset(x: -200).animation(Animation.linear(duration: 1.5).repeatForever(autoreverses: false), value: active).offset(x: active ? 400 : 0) } })\n  }\n}\nstruct Row: View { var body: some View { Text(\"Title\").shimmering() } }",
        // Made to loop in its lazy property, set to play once by the method that plays it (1Wallet's confetti).
        "final class ConfettiSuccessAnimation: UIView {\n  lazy var animationView: LottieAnimationView = {\n    let animationView = LottieAnimationView()\n    animationView.loopMode = .loop\n    return animationView\n  }()\n  func setup() {\n    addSubview(animationView)\n    animationView.loopMode = .playOnce\n    animationView.play()\n  }\n}",
        // A spinner drawn only while a check runs (min's handle check, `.opacity(isChecking ? 1 : 0)`).
        "struct HandleCheck: View { @State var isRotating = false; let isChecking: Bool\n var body: some View { Image(.icLoading).rotationEffect(.degrees(isRotating ? 360 : 0)).animation(Animation.linear(duration: 2).repeatForever(autoreverses: false), value: isRotating).onAppear { isRotating = true }.opacity(isChecking == true ? 1 : 0) } }",
        // The setting handed in by the view that shows it, read before the loop starts (hat-game's shuffling overlay).
        "struct ShufflingOverlay: View { let reduceMotion: Bool; @State private var angle = 0.0\n var body: some View { Image(systemName: \"shuffle\").rotationEffect(.degrees(angle)).onAppear { guard !reduceMotion else { return }; withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } } } }",
        // A repeat chosen only while a save runs, and one started when loading begins and stopped when it ends (OpenFind, havital).
        "struct SnapshotView: View { let isSaving: Bool\n var body: some View { Circle().trim(from: 0, to: 0.3).stroke().rotationEffect(.degrees(isSaving ? 360 : 0)).animation(isSaving ? .easeInOut(duration: 0.8).repeatForever(autoreverses: false) : .default, value: isSaving) } }",
        "struct RefreshButton: View { @ObservedObject var manager: ReadinessManager; @State private var rotation = 0.0\n var body: some View { Button { refresh() } label: { Image(systemName: \"arrow.clockwise\").rotationEffect(.degrees(rotation)) }\n .onChange(of: manager.isLoading) { _, newValue in if newValue { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { rotation = 360 } } else { withAnimation(.linear(duration: 0.2)) { rotation = 0 } } } } }",
        // Wave bars moving only while the person's playback runs (Justin's player): the pause button stills them.
        "struct WaveBar: View { let isPlaying: Bool\n @State private var active = false\n var body: some View { RoundedRectangle(cornerRadius: 2).frame(width: 3, height: active ? 24 : 8).animation(active ? .easeInOut(duration: 0.4).repeatForever(autoreverses: true) : .easeOut(duration: 0.3), value: active).onChange(of: isPlaying) { _, playing in active = playing }.onAppear { active = isPlaying } } }",
        // A game state's sprite frames (DeliveryRun's runner): the game's motion, ended by the state machine.
        "import GameplayKit\nfinal class RunningState: GKState {\n  let playerNode = SKSpriteNode()\n  var textures: [SKTexture] { (0..<2).map { SKTexture(imageNamed: \"run\\($0)\") } }\n  lazy var action = { SKAction.repeatForever(.animate(with: textures, timePerFrame: 0.1)) }()\n  override func didEnter(from previousState: GKState?) { playerNode.run(action, withKey: \"character\") }\n}",
        // Loading Lotties: one in the view holding it (YELL:O's friend search), one set up in a
        // `.do { }` of a view named for loading (ORB's chat box).
        "final class FriendSearchViewController: UIViewController {\n func search() { friendSearchView.loadingAnimationView.play(); friendSearchView.loadingAnimationView.loopMode = .loop } }",
        "final class ChatBox: UIView {\n let loadingAnimationView = LottieAnimationView(name: \"dots\")\n func setupStyle() { loadingAnimationView.do { animationView in animationView.loopMode = .loop; animationView.play() } } }",
        // A splash screen's looping logo animation while the app starts (CAKK).
        "final class SplashViewController: UIViewController {\n let animationView = LottieAnimationView(name: \"cake\")\n override func viewDidLoad() {\n super.viewDidLoad()\n view.addSubview(animationView)\n animationView.loopMode = .loop\n animationView.play() } }",
        // A rotation modifier used only on rings shown while something loads or is submitted (Hedge's).
        "struct ContinuousRotationEffect: ViewModifier {\n  let isAnimating: Bool\n  @State private var angle: Double = 0\n  func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)).onAppear { guard isAnimating else { return }\n    withAnimation(.linear(duration: 0.8).repeatForever(autoreverses: false)) { angle = 360 } } }\n}\nstruct Home: View {\n  var body: some View {\n    if store.isLoadingRetrospections { Circle().trim(from: 0, to: 0.35).stroke().modifier(ContinuousRotationEffect(isAnimating: store.isLoadingRetrospections)) }\n    if store.isSubmitting { Circle().trim(from: 0, to: 0.35).stroke().modifier(ContinuousRotationEffect(isAnimating: true)) }\n  }\n}",
        // A spinner view shown only while something loads, at every use (Concertmaster's).
        "struct CircleAnimation: View {\n  @State private var turning = false\n  var body: some View { Circle().trim(from: 0, to: 0.7).stroke().rotationEffect(.degrees(turning ? 360 : 0)).onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turning = true } } }\n}\nstruct ShareButton: View {\n  @State private var isLoading = false\n  var body: some View { if isLoading { CircleAnimation() } else { Button(\"공유\") { share() } } }\n}",
        // A SpriteKit game's scene: the invaders' walk is the game itself (essential motion).
        "final class GameScene: SKScene {\n  override func update(_ currentTime: TimeInterval) { moveInvaders(currentTime) }\n  func march(_ invader: SKSpriteNode, textures: [SKTexture]) {\n    invader.run(SKAction.repeatForever(SKAction.animate(with: textures, timePerFrame: 0.2)))\n  }\n}",
        // Typing dots whose opacity a function works out from the animated phase: a fade, nothing moves (Klic's chat).
        "struct TypingBubble: View { @State private var phase: Double = 0\n var body: some View { HStack { ForEach(0..<3) { index in Circle().frame(width: 6, height: 6).opacity(opacity(for: index)) } }.onAppear { withAnimation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true)) { phase = 1 } } }\n private func opacity(for index: Int) -> Double { 0.3 + 0.7 * abs(sin(phase * .pi + Double(index))) } }",
        // A button's busy pulse while its request runs, stopped by its own stop function (Roadout's sign-in button).
        busyPulse(disablesTouches: true),
        // A loop made from an animation file named for a spinner (COVIDSafe's upload).
        "final class UploadViewController: UIViewController {\n var container = UIView()\n override func viewDidAppear(_ animated: Bool) {\n super.viewDidAppear(animated)\n let uploadAnimation = AnimationView(name: \"Spinner_upload\")\n uploadAnimation.loopMode = .loop\n container.addSubview(uploadAnimation) } }",
        // A puzzle's timer ring animated on a value that is always `true`: it never starts.
        "struct PuzzleGame: View { var body: some View { Circle().trim(from: 0, to: progress).rotationEffect(.degrees(-90)).animation(.linear(duration: 1).repeatForever(autoreverses: false), value: true) } }",
        // An animation whose closure changes nothing (Neurology's sign-in backdrop).
        "struct SignIn: View { var body: some View { LinearGradient(colors: [.gray, .white], startPoint: .top, endPoint: .bottom).hueRotation(.degrees(45)).onAppear { withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) {} } } }",
        // Nothing of the dot changes: its opacity and scale are constants (TENEX).
        recordingDot(marked: false, scale: "1.5"),
        // GitSpace's chat cell: the pulsed value only computes its own next value; no view reads it.
        "struct ChatListCell: View { @State private var opacity = 0.4\n var body: some View { HStack { Text(chat.title) }.task { withAnimation(.linear(duration: 1.0).repeatForever(autoreverses: true)) { self.opacity = opacity == 0.4 ? 0.8 : 0.4 } } } }",
        // Spinners named so: a stroke spin (Chatty's loading circle) and a loading HUD's turning image (Kikurage).
        "final class AnimationCircleStrokeSpin {\n func setUpAnimation(in layer: CALayer) {\n let stroke = CABasicAnimation(keyPath: \"strokeEnd\")\n let group = CAAnimationGroup()\n group.animations = [stroke]\n group.repeatCount = .infinity\n layer.add(group, forKey: \"animation\") } }",
        "final class KikurageHUD: UIView {\n let loadingImageView = UIImageView()\n func startRotateAnimation(duration: TimeInterval, axis: RotateAxis) {\n let turn = CABasicAnimation(keyPath: axis.rawValue)\n turn.duration = duration\n turn.repeatCount = .infinity\n loadingImageView.layer.add(turn, forKey: \"rotationAnimation\") } }",
        // A pulse of colour through a local computed from the state (Phoenix's legal checkbox): nothing moves.
        "struct CloudBackupView: View {\n  @State var animatingLegalToggleColor = false\n  var body: some View {\n    let useRed = animatingLegalToggleColor && !legal\n    Image(systemName: \"square\").foregroundColor(useRed ? .red : .primary)\n      .onAppear {\n        withAnimation(Animation.linear(duration: 1.0).repeatForever(autoreverses: true)) { animatingLegalToggleColor = true }\n      }\n  }\n}",
        // A state animated forever that no view reads, and a glow in an overlay's shadow (Provenance).
        "struct Systems: View { @State private var scanlineOffset: CGFloat = 0\n var body: some View { List { Text(\"NES\") }.onAppear { withAnimation(Animation.linear(duration: 20).repeatForever(autoreverses: false)) { scanlineOffset = 1000 } } } }",
        "struct Card: View { @State private var glow = 0.7\n var body: some View { Text(\"NES\").overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.pink).shadow(color: Color.pink.opacity(glow), radius: 5)).onAppear { withAnimation(Animation.easeInOut(duration: 2).repeatForever(autoreverses: true)) { glow = 1.0 } } } }",
        // Started through the project's helper that reads Reduce Motion first (Immuni's `playIfPossible()`).
        "extension LottieAnimationView {\n  func playIfPossible() {\n    guard !UIAccessibility.isReduceMotionEnabled else { stop(); return }\n    play()\n  }\n}\nfinal class Welcome: UIView {\n  let animationView = LottieAnimationView(name: \"welcome\")\n  func setUp() {\n    animationView.loopMode = .loop\n    animationView.playIfPossible()\n  }\n}",
        // The edit-mode wiggle: started when the person enters edit mode, removed when they leave it.
        "final class AppCell: UICollectionViewCell {\n var isEditing = false {\n didSet {\n if isEditing {\n let jiggle = CAKeyframeAnimation(keyPath: \"transform\")\n jiggle.autoreverses = true\n jiggle.repeatCount = Float(Int.max)\n contentView.layer.add(jiggle, forKey: \"jiggle\")\n } else {\n contentView.layer.removeAnimation(forKey: \"jiggle\")\n }\n }\n }\n}",
        // A spinning busy indicator, like the system's activity indicator.
        "struct SpinningRingView: View {\n @State var turning = false\n var body: some View { Circle().trim(from: 0.1, to: 0.5).rotationEffect(.degrees(turning ? 360 : 0)).onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turning.toggle() } } } }",
        // Turns only while a sync runs: an activity indicator.
        """
        struct SyncRow: View {
          @State var rotation = 0.0
          var body: some View {
            if sync.isSyncing {
              Image(systemName: "arrow.triangle.2.circlepath")
                .rotationEffect(.degrees(rotation))
                .onAppear { withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { rotation = 360 } }
            }
          }
        }
        """,
        // Only the gradient's stops slide: the colours shift, nothing moves.
        """
        struct PromoBackground: View {
          @State private var animatePromo = false
          var body: some View {
            let offset = animatePromo ? 0.5 : -0.5
            Text("Promo")
              .background(LinearGradient(stops: [Gradient.Stop(color: .mint, location: offset),
                                                 Gradient.Stop(color: .teal, location: offset + 1)], startPoint: .leading, endPoint: .trailing))
              .task { withAnimation(.easeInOut(duration: 2.5).repeatForever(autoreverses: true)) { animatePromo = true } }
          }
        }
        """,
        """
        struct RotatingGradient: View {
          @State var rotationAngle = 0.0
          var body: some View {
            let start = startPoint(angle: rotationAngle)
            LinearGradient(colors: colors, startPoint: start, endPoint: .bottom)
              .onAppear { withAnimation(.linear(duration: 20).repeatForever(autoreverses: false)) { self.rotationAngle += 0.1 } }
          }
        }
        """,
        // A scanner's corner marks fading their stroke color in and out: nothing moves.
        // A count of repeated background tasks, set to the largest value for "forever": no animation.
        "final class AlarmScheduler {\n func schedule(forever: Bool) {\n var repeatCount = 0\n if forever { repeatCount = .max } else { repeatCount = 3 }\n if repeatCount > 1 { repeatTask() } } }",
        // A hint fading in and out under the old `.animation(_:)`: only its opacity changes (DragonKitchen's "touch").
        "struct NoseView: View { @State private var isAnimating = false\n var body: some View { Image(\"touch\").frame(width: 70).opacity(isAnimating ? 1.0 : 0.0).animation(Animation.easeOut(duration: 0.5).repeatForever()).onAppear { isAnimating = true } } }",
        // A gradient drifting between colours forever: nothing moves (Shook's sign-up backdrop).
        "final class SignUpGradientView: UIView {\n let gradientLayer = CAGradientLayer()\n func start() {\n let colorAnimation = CAKeyframeAnimation(keyPath: \"colors\")\n colorAnimation.duration = 4.0\n colorAnimation.autoreverses = true\n colorAnimation.repeatCount = .infinity\n gradientLayer.add(colorAnimation, forKey: \"dynamicColorChange\") } }",
        "final class StartupGradientLayer: CAGradientLayer {\n  private func addGradientAnimation() {\n    let animation = CAKeyframeAnimation()\n    animation.keyPath = \"colors\"\n    animation.duration = 30\n    animation.repeatCount = Float.infinity\n    add(animation, forKey: \"colors\")\n  }\n}",
        "final class ScanLayer: CALayer {\n func pulse(_ marks: CAShapeLayer) {\n let animation = CABasicAnimation(keyPath: \"strokeColor\")\n animation.autoreverses = true\n animation.repeatCount = Float.infinity\n marks.add(animation, forKey: nil) } }",
        // A recording dot that fades in and out: opacity only, nothing moves.
        "final class RecordingDot: UIView {\n func start() { UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .repeat], animations: { self.icon.alpha = 1 }) } }",
        "struct LiveDot: View { @State var dim = false\n var body: some View { Circle().fill(.red).opacity(dim ? 0.3 : 1).onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { dim = true } } } }",
        // GPTalks' typing dots: they fade, and their scale grows by 1%.
        typingDots(scaleTo: "1.01"),
        "final class Glow: UIView {\n func start() {\n let fade = CABasicAnimation(keyPath: \"opacity\")\n fade.duration = 1.2\n fade.repeatCount = .infinity\n layer.add(fade, forKey: nil) } }",
        "final class ConnectingDots: UIView {\n func makeFadingAnimation() -> CAAnimation {\n let anim = CAKeyframeAnimation(keyPath: #keyPath(CALayer.opacity))\n anim.autoreverses = true\n anim.repeatCount = .greatestFiniteMagnitude\n anim.duration = 1.5\n return anim } }",
        "struct ScrollHint: View { @Environment(\\.accessibilityReduceMotion) var reduceMotion\n @State var down = false\n var body: some View { Image(systemName: \"chevron.down\").offset(y: down ? 8 : 0).onAppear { guard !reduceMotion else { return }\n withAnimation(.easeInOut(duration: 0.8).repeatForever()) { down = true } } } }",
        "final class Badge: UIView {\n func pulse() { guard !UIAccessibility.isReduceMotionEnabled else { return }\n UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { self.transform = .init(scaleX: 1.2, y: 1.2) } } }",
        "struct A: View { var body: some View { Text(\"x\").animation(.easeInOut, value: 1) } }",
        // A pull-to-refresh control's own looping animation (WalWal's refresh control).
        "final class AppRefreshControl: UIRefreshControl {\n let indicatorView: LottieAnimationView = {\n  let animationView = LottieAnimationView(name: \"refresh\")\n  animationView.loopMode = .loop\n  return animationView\n }()\n override init() { super.init(); addSubview(indicatorView) } }",
        // A loading animation made in the closure of a property named so, from a file named so (Solidner's terms page).
        "struct TermsWebView: UIViewRepresentable {\n  var loadingLottieAnimationView: LottieAnimationView = {\n    let animationView = LottieAnimationView()\n    animationView.animation = LottieAnimation.named(\"solidnerLoadingAnimation\")\n    animationView.loopMode = .loop\n    return animationView\n  }()\n}",
        "final class Intro: UIViewController {\n let animationView = LottieAnimationView()\n override func viewDidLoad() {\n animationView.animation = LottieAnimation.named(\"loading_dots\")\n animationView.loopMode = .loop\n animationView.play() } }",
        // Loading animations of a video view: one named so, one inside the loading view.
        "final class LivePlayerView: UIView {\n let bufferingSpinner = LottieAnimationView(name: \"buffering\")\n let loadingView = UIView()\n let animationView = LottieAnimationView(name: \"dots\")\n init() {\n super.init(frame: .zero)\n addSubview(bufferingSpinner)\n bufferingSpinner.loopMode = .loop\n loadingView.addSubview(animationView)\n animationView.loopMode = .loop } }",
        // A scale pulse of 2% on scanner markers: barely visible.
        "extension UIView {\n func pulse() {\n let animation = CAKeyframeAnimation(keyPath: \"transform.scale\")\n animation.duration = 2\n animation.values = [1.0, 1.02, 0.99, 1.0]\n animation.repeatCount = .infinity\n layer.add(animation, forKey: \"pulse\") } }",
        "final class CircleSpinnerView: UIView {\n func start() {\n let rotate = CABasicAnimation(keyPath: \"transform.rotation\")\n rotate.repeatCount = .infinity\n layer.add(rotate, forKey: nil) } }",
        "struct AnimatedPlaceholder: View { @State var dim = false\n var body: some View { Rectangle().opacity(dim ? 0.4 : 1).onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { dim = true } } } }",
        "final class Fade: UIView {\n func go() { UIView.animate(withDuration: 1) { self.alpha = 0 } } }",
        // Every use of the shared animation checks Reduce Motion.
        "enum Motion { static let glow = Animation.easeInOut(duration: 1).repeatForever() }\nstruct Badge: View { @Environment(\\.accessibilityReduceMotion) var reduceMotion\n var body: some View { Circle().animation(reduceMotion ? nil : Motion.glow, value: 1) } }",
      ])
  )

  /// A pulsing button with a start and a stop function (marked unless the start turns its touches off).
  static func busyPulse(disablesTouches: Bool) -> RuleExample {
    RuleExample("""
      final class PulseButton: UIButton {
        private var isAnimating = false
        func startPulseAnimation() {
          isAnimating = true
          \(disablesTouches ? "isUserInteractionEnabled = false" : "layer.shadowOpacity = 1")
          \(disablesTouches ? "" : "↓")UIView.animate(withDuration: 0.7, delay: 0, options: [.repeat, .autoreverse], animations: { self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }, completion: nil)
        }
        func stopPulseAnimation() {
          isAnimating = false
          layer.removeAllAnimations()
          transform = .identity
        }
      }
      """)
  }

  static let progressWords = [
    "spinner", "spinning", "spin", "throbber", "progress", "loading", "loader", "activity", "indicator", "placeholder", "skeleton",
    "shimmer", "hud",
    // A custom pull-to-refresh control's looping picture (WalWal's), shown only while it refreshes.
    "refreshcontrol",
  ]

  /// A spinner: its type, or the file that holds it (`ProgressButton.swift`'s private `CircleLayer`),
  /// is named for work in progress, or it turns round.
  static func isProgressIndicator(_ animation: RepeatingAnimation, in file: SwiftFileModel? = nil) -> Bool {
    let type = (animation.enclosingType ?? "").lowercased()
    let fileName = file.map { ($0.path as NSString).lastPathComponent.lowercased() } ?? ""
    // Or the function drawing it (`extension View { func shimmering(active:) … }`, Limit's
    // skeleton rows): a modifier of `View` carries no type name of its own.
    let function = file?.declarations.functions.last { $0.declaration.contains(animation.position.utf8Offset) }?.name.lowercased() ?? ""
    return progressWords.contains { type.contains($0) || fileName.contains($0) || function.contains($0) }
      || animation.changedText.hasPrefix("transform.rotation")
      || file.map { isRefreshIndicator(type: type, function: function, fileName: fileName, in: $0) } == true
  }

  /// The animation is set up in the closure making a view property no code places on screen
  /// (``ProjectIndex/viewPropertiesNeverPlaced``), or on such a property itself.
  static func isInUnplacedView(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard !file.project.viewPropertiesNeverPlaced.isEmpty, let type = animation.enclosingType.map(TypeIndex.simpleName) else { return false }
    func unplaced(_ name: String) -> Bool { file.project.viewPropertiesNeverPlaced.contains(type + "." + name) }
    if file.behaviour.properties.contains(where: { property in
      property.start.utf8Offset < animation.position.utf8Offset && animation.position.utf8Offset < property.end.utf8Offset && unplaced(property.name)
    }) { return true }
    guard let assignment = file.behaviour.assignments.first(where: { $0.position == animation.position }) else { return false }
    let receiver = assignment.receiver.replacingOccurrences(of: "self.", with: "")
    return !receiver.isEmpty && unplaced(receiver)
  }

  /// A pull-to-refresh view's loop (`RefreshView.beginRefreshing()` adding it, `endRefreshing()`
  /// removing it; Awful's `NigglyRefreshLottieView` playing while `.loading`, stopped when
  /// `.finished`): named for refreshing, in a file that also stops it, it runs while the load does.
  static func isRefreshIndicator(type: String, function: String, fileName: String, in file: SwiftFileModel) -> Bool {
    guard type.contains("refresh") || function.contains("refresh") || fileName.contains("refresh") else { return false }
    return ["removeAnimation", "removeAllAnimations", ".stop()", ".pause()"].contains(where: file.sourceContains)
  }

  /// A type named for a splash or launch screen (`SplashViewController`, `LaunchView`).
  static func isSplashScreen(_ type: String?) -> Bool {
    guard let type else { return false }
    return type.contains("Splash") || type.hasPrefix("Launch") && (type.hasSuffix("View") || type.hasSuffix("ViewController") || type.hasSuffix("Screen"))
  }

  /// A looping Lottie view that shows work in progress: named so (`bufferingSpinner`,
  /// `loadingAnimationView`), or placed inside a view that is (`loadingView.addSubview(animationView)`).
  static func isLoadingLottie(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .lottieLoop,
      let assignment = file.behaviour.assignments.first(where: { $0.position == animation.position && $0.property == "loopMode" })
    else { return false }
    let words = progressWords + ["buffering"]
    // The view's own name, through the view holding it (`friendSearchView.loadingAnimationView`, YELL:O's search).
    let receiver = String(assignment.receiver.replacingOccurrences(of: "self.", with: "").split(separator: ".").last ?? "")
    guard !receiver.isEmpty, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    if words.contains(where: receiver.lowercased().contains) { return true }
    // Set up in a `.do { }` (Then) of a view named so (`loadingAnimationView.do { animationView in
    // animationView.loopMode = .loop }`, ORB's chat box).
    if let opener = TimeLimitRule.closureOpener(of: animation.position, in: file),
       ["loading", "loader", "spinner", "progress", "buffering"].contains(where: opener.lowercased().contains) { return true }
    // Made in the closure of a property named so (`var loadingLottieAnimationView: LottieAnimationView
    // = { let animationView = …; animationView.loopMode = .loop … }()`, Solidner's terms page).
    // (Named for loading itself: an `activityCardView`'s flame or `activity_rings` is no spinner.)
    let loadingWords = ["loading", "loader", "spinner", "progress", "buffering", "refresh"]
    if file.behaviour.properties.contains(where: { property in
      property.start.utf8Offset < animation.position.utf8Offset && animation.position.utf8Offset < property.end.utf8Offset
        && loadingWords.contains(where: property.name.lowercased().contains)
    }) {
      return true
    }
    let text = String(decoding: file.sourceBytes, as: UTF8.self)
    // Made from an animation named for it (`let uploadAnimation = AnimationView(name: "Spinner_upload")`,
    // `animationView.animation = LottieAnimation.named("solidnerLoadingAnimation")`).
    for line in text.split(separator: "\n") where line.contains(receiver + " = ") && line.contains("(name:") {
      if words.contains(where: line.lowercased().contains) { return true }
    }
    for line in text.split(separator: "\n") where line.contains(receiver + ".animation = ") && line.contains(".named(") {
      if loadingWords.contains(where: line.lowercased().contains) { return true }
    }
    var rest = text[...]
    while let range = rest.range(of: ".addSubview(" + receiver + ")") {
      let parent = rest[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if words.contains(where: String(parent.reversed()).lowercased().contains) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// A control's busy pulse (`startPulseAnimation()` that turns the button's touches off while a
  /// request runs), whose type stops it again (`stopPulseAnimation()`): an activity indicator.
  static func isBusyControlPulse(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .uiViewAnimate,
          let function = file.behaviour.functions.last(where: { $0.position <= animation.position && animation.position <= $0.end }),
          function.name.hasPrefix("start"), function.name.count > 5 else { return false }
    let stop = "stop" + function.name.dropFirst(5)
    guard file.behaviour.functions.contains(where: { $0.name == stop && $0.enclosingType == function.enclosingType }) else { return false }
    return file.text(from: function.position, to: animation.position).contains("isUserInteractionEnabled = false")
  }

  /// A Core Animation scale pulse whose every value stays within 5% of the view's size
  /// (`values = [1.0, 1.02, 0.99, 1.0]`, `toValue = 1.03`): a barely visible breathing, not motion
  /// that distracts.
  static func isFaintScalePulse(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .coreAnimation, animation.changedText.hasPrefix("transform.scale"),
      let assignment = file.behaviour.assignments.first(where: { $0.position == animation.position }),
      let function = file.behaviour.functions.last(where: { $0.position <= animation.position && animation.position <= $0.end })
    else { return false }
    let receiver = assignment.receiver.replacingOccurrences(of: "self.", with: "")
    guard !receiver.isEmpty else { return false }
    let body = file.text(from: function.position, to: function.end)
    var values: [Double] = []
    for line in body.split(separator: "\n") {
      let compact = line.replacingOccurrences(of: " ", with: "")
      for property in ["values", "fromValue", "toValue", "byValue"] {
        guard let range = compact.range(of: receiver + "." + property + "=") else { continue }
        let value = String(compact[range.upperBound...])
        let numbers = value.split(separator: ",").map { Double($0.filter { !"[]".contains($0) }) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return false }
        // `byValue` is a change, the others are scales.
        values += numbers.compactMap { $0 }.map { property == "byValue" ? 1 + $0 : $0 }
      }
    }
    return !values.isEmpty && values.allSatisfy { abs($0 - 1) < 0.05 }
  }

  /// States that say work is under way: a view shown only while one holds is a spinner.
  static let workingWords = [
    "sync", "loading", "refreshing", "progress", "busy", "working", "fetching", "downloading", "uploading", "saving", "processing", "submitting",
    "connecting", "checking", "verifying", "searching",
  ]

  /// A repeat chosen only while work runs: `.animation(isSaving ? .linear.repeatForever() :
  /// .default, value: state)` (OpenFind's save button), or started when a working flag turns on
  /// (`.onChange(of: manager.isLoading) { if newValue { withAnimation(….repeatForever()) { … } } }`,
  /// havital's refresh arrow) and stopped in its `else`: a spinner for the work.
  static func repeatsOnlyWhileWorking(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .swiftUIRepeatForever else { return false }
    func namesWork(_ text: some StringProtocol) -> Bool {
      let lower = text.lowercased()
      return !lower.contains("!") && workingWords.contains(where: lower.contains)
    }
    for view in file.views {
      for modifier in view.modifiers where modifier.start <= animation.position && animation.position <= modifier.end {
        guard let first = modifier.arguments.first?.value.text else { continue }
        if modifier.name == "animation", let question = first.firstIndex(of: "?"), namesWork(first[..<question]) { return true }
        if modifier.name == "onChange", namesWork(first), !file.text(from: modifier.start, to: animation.position).contains("else") { return true }
      }
    }
    return false
  }

  /// A SwiftUI animation started on a view that an `if` shows only while work runs (`if
  /// cloudKitSync?.isSyncing == true { Image(…).rotationEffect(…) }`): an activity indicator,
  /// gone when the work ends.
  static func isShownOnlyWhileWorking(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .swiftUIRepeatForever else { return false }
    guard let view = file.views.first(where: { view in
      view.modifiers.contains { $0.start <= animation.position && animation.position <= $0.end }
    }) else { return false }
    // Or drawn only then (`.opacity(viewModel.isChecking == true ? 1 : 0)`, min's handle check).
    if view.modifiers(named: "opacity").contains(where: { opacity in
      guard case .ternary(let condition, let whenTrue, let whenFalse)? = opacity.arguments.first?.value.kind,
            whenFalse.numberLiteral == 0, (whenTrue.numberLiteral ?? 0) > 0 else { return false }
      let lower = condition.text.lowercased()
      return !lower.contains("!") && !lower.contains("false") && workingWords.contains(where: lower.contains)
    }) { return true }
    // `if isSyncing`, `switch state case .loading:`; not `else (not isSyncing)` nor `if !isLoading`.
    return file.branchConditions(of: view).contains { condition in
      let lower = condition.lowercased()
      return !lower.hasPrefix("else") && !lower.contains("!") && workingWords.contains(where: lower.contains)
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // The fix is the type's (read Reduce Motion there): one finding a type, at its first animation.
    var reportedTypes: Set<String> = []
    for animation in RepeatingAnimations.all(in: file) where animation.source != .timer {
      if let type = animation.enclosingType, reportedTypes.contains(type) { continue }
      if RepeatingAnimations.honoursReduceMotion(animation.enclosingType, in: file) { continue }
      // A view that callers show only where Reduce Motion is off (`if animationDisabled { Circle() }
      // else { PulsatingCircle() }`), directly or inside views that are: the check is theirs.
      if let type = animation.enclosingType, context.project.viewsShownOnlyWithMotionAllowed.contains(type) { continue }
      // A spinner view shown only while work runs at every use (Concertmaster's `CircleAnimation`).
      if let type = animation.enclosingType, context.project.viewsShownOnlyWhileWorking.contains(type) { continue }
      // A shared animation (`static let pulse = ...repeatForever()`) is judged once, by its uses
      // across the project, in `checkProject`.
      // (A SpriteKit action kept in a property is no SwiftUI animation views share: judged here.)
      if Self.sharedDefinitionName(of: animation, in: file) != nil, !Self.isSpriteKitAction(animation, in: file) { continue }
      // A game's state (`GKState`) animating its sprite while the game is in that state
      // (DeliveryRun's player running, jumping, hurt): the motion is the game (WCAG 2.2.2's
      // essential), and the state machine ends it.
      if let type = animation.enclosingType, Self.isSpriteKitAction(animation, in: file),
         file.project.types.isSubclass(type, of: "GKState") { continue }
      // A spinner or loading placeholder shows that work is in progress and stops with it, like
      // the system's activity indicator.
      if Self.isProgressIndicator(animation, in: file) || Self.isShownOnlyWhileWorking(animation, in: file) || Self.repeatsOnlyWhileWorking(animation, in: file)
        || Self.isLoadingLottie(animation, in: file) || Self.isBusyControlPulse(animation, in: file) { continue }
      // Made in the closure of a view property nothing puts on screen (WhereMyBus's `busStopIcon`).
      if Self.isInUnplacedView(animation, in: file) { continue }
      // A splash screen's looping animation (CAKK's `SplashViewController` Lottie): shown while
      // the app starts, gone with it, like a launch's loading indicator.
      if Self.isSplashScreen(animation.enclosingType) { continue }
      // A scale pulse of a few percent is barely visible: nothing that distracts moves.
      if Self.isFaintScalePulse(animation, in: file) { continue }
      // A SpriteKit game's scene (RaceRunner's invaders walking as they march): the motion is the
      // game, essential to it (WCAG 2.2.2), and the person chose to play.
      // (A game's scene runs a game loop or physics; a menu scene's looping backdrop is decoration.)
      if let type = animation.enclosingType, file.project.types.isSubclass(type, of: "SKScene"),
         file.sourceContains("func update(") || file.sourceContains("didBegin(") || file.sourceContains("physicsBody") { continue }
      // The edit-mode wiggle: the person starts it by entering edit mode and stops it by leaving.
      if Self.isEditModeWiggle(animation, in: file) { continue }
      // A visualizer moving only while the person's playback or recording runs (Justin's wave
      // bars, `active` mirroring `isPlaying`): they start it and the pause button stops it.
      if Self.followsPlayback(animation, in: file) { continue }
      if Self.isFlashing(animation) { continue }
      // A pulse or a fade that only changes opacity or colour moves nothing: vestibular users
      // aren't troubled by it (fast ones are flashing-content's).
      if Self.changesOnlyAppearance(animation, in: file) { continue }
      // `.animation(.repeatForever(), value: isCallActive)` on a view whose modifiers are all
      // constants (TENEX's recording dot at a fixed scale): no property changes, nothing moves.
      if Self.animatesOnlyConstants(animation, in: file) || Self.changesNothing(animation, in: file) { continue }
      // `.animation(.linear.repeatForever(), value: true)`: a value that never changes never starts it.
      if Self.watchesALiteral(animation, in: file) { continue }
      if let type = animation.enclosingType { reportedTypes.insert(type) }
      context.report(at: animation.position, LocalizedText(
        en: "This animation repeats forever and its type never reads Reduce Motion: endless motion distracts and can make people ill; read accessibilityReduceMotion (UIAccessibility.isReduceMotionEnabled) and stop it when on, or offer a pause control",
        ko: "이 애니메이션은 끝없이 반복되는데 이 타입은 동작 줄이기 설정을 읽지 않습니다. 끝없는 움직임은 주의를 흩뜨리고 어지럼증을 일으킬 수 있습니다. accessibilityReduceMotion(UIAccessibility.isReduceMotionEnabled)을 읽고 켜져 있으면 멈추거나 멈춤 컨트롤을 주세요"))
    }
  }

  /// The state a SwiftUI animation runs on is playback's own (`value: isPlaying`), or is only ever
  /// given playback's (`.onChange(of: isPlaying) { _, playing in active = playing }`, `active =
  /// isPlaying`): the motion lasts as long as the sound the person plays.
  static func followsPlayback(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .swiftUIRepeatForever, !animation.animatedState.isEmpty else { return false }
    let playbackWords = ["playing", "recording"]
    func isPlayback(_ name: String) -> Bool { playbackWords.contains(where: name.lowercased().contains) }
    let source = file.text(from: SourcePosition(line: 1, column: 1, utf8Offset: 0),
                           to: SourcePosition(line: 1, column: 1, utf8Offset: file.sourceBytes.count))
    return animation.animatedState.allSatisfy { state in
      let name = state.hasPrefix("self.") ? String(state.dropFirst(5)) : state
      if isPlayback(name) { return true }
      guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
      // Every value it is given, `name = value`, names playback (or turns it off).
      let pattern = #"(?<![\w.])(?:self\.)?"# + name + #"\s*=(?!=)\s*([^\n;}]+)"#
      guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
      let matches = regex.matches(in: source, range: NSRange(source.startIndex..., in: source))
      let values = matches.compactMap { Range($0.range(at: 1), in: source).map { source[$0].trimmingCharacters(in: .whitespaces) } }
      return values.contains(where: isPlayback) && values.allSatisfy { isPlayback($0) || $0 == "false" }
    }
  }

  /// `withAnimation(.easeInOut(duration: 2).repeatForever()) {}` (Neurology's sign-in backdrop):
  /// the closure changes no state, so nothing is animated.
  static func changesNothing(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .swiftUIRepeatForever,
          let around = file.behaviour.calls.first(where: { $0.name == "withAnimation" && $0.position <= animation.position && animation.position < $0.end })
    else { return false }
    let closures = around.arguments.filter { $0.value.kind == .closure }
    return !closures.isEmpty && closures.allSatisfy { $0.value.text.filter { !$0.isWhitespace } == "{}" }
  }

  /// A SwiftUI `.animation(…repeatForever…, value:)` on a view with no children whose modifiers
  /// before it take only literals and static members (`.opacity(0.5)`, `.scaleEffect(1.5)`,
  /// `.fill(Color.red)`): whatever the value does, no animatable property of the view changes.
  static func animatesOnlyConstants(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .swiftUIRepeatForever else { return false }
    for view in file.views where view.children.isEmpty {
      guard let index = view.modifiers.firstIndex(where: { modifier in
        modifier.name == "animation" && modifier.start <= animation.position && animation.position < modifier.end
      }), view.modifiers[index].arguments.has(label: "value") else { continue }
      let constant = { (text: String) -> Bool in
        if Double(text) != nil { return true }
        // `Color.red`, `.red`, `Color(.systemRed)`: a static member, not a state.
        let parts = text.split(separator: ".")
        return (text.hasPrefix(".") || text.first?.isUppercase == true) && !text.contains("(") && parts.count <= 2
      }
      return view.modifiers[..<index].allSatisfy { modifier in modifier.arguments.allSatisfy { constant($0.value.text) } }
        && view.arguments.allSatisfy { constant($0.value.text) || $0.value.stringLiteral != nil }
    }
    return false
  }

  /// The `.animation(_:value:)` holding the animation watches a literal (`value: true`, `value: 0`).
  static func watchesALiteral(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .swiftUIRepeatForever else { return false }
    for view in file.views {
      guard let modifier = view.modifiers.first(where: { $0.name == "animation" && $0.start <= animation.position && animation.position < $0.end }),
            let value = modifier.arguments.first(labeled: "value") else { continue }
      return value.boolLiteral != nil || value.numberLiteral != nil || value.stringLiteral != nil
    }
    return false
  }

  /// TENEX's recording dot: a circle at `scale`, animated forever whenever the call's state changes.
  static func recordingDot(marked: Bool, scale: String) -> RuleExample {
    RuleExample("""
      struct CallStatus: View {
        @ObservedObject var viewModel: CallViewModel
        @State private var isPulsing = false
        var body: some View {
          HStack {
            Circle()
              .fill(Color.red)
              .frame(width: 8, height: 8)
              .opacity(0.5)
              .scaleEffect(\(scale))
              .animation(\(marked ? "↓" : "").easeInOut(duration: 1.0).repeatForever(autoreverses: true), value: viewModel.isCallActive)
            Text("통화 녹음 중")
          }
          .onAppear { isPulsing = true }
        }
      }
      """)
  }

  /// A UIKit animation started in the block of `if isEditing` (`setEditing`'s `if editing`, an
  /// `isEditing` property's `didSet`), in a file that also removes animations: the edit-mode
  /// wiggle, which the person starts by entering edit mode and stops by leaving it (Done), as on
  /// the Home Screen. Without a removal it would keep moving after edit mode ends.
  static func isEditModeWiggle(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard animation.source == .coreAnimation || animation.source == .uiViewAnimate,
          file.sourceContains("removeAnimation(forKey:") || file.sourceContains("removeAllAnimations()") else { return false }
    let before = Array(file.converter.source.text(from: 0, to: animation.position.utf8Offset))
    // The line opening the innermost `{` still open at the animation.
    guard let opener = OpenBraceLine.opener(in: before) else { return false }
    let line = opener.trimmingCharacters(in: .whitespaces).lowercased()
    guard line.hasPrefix("if ") else { return false }
    let condition = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
    // `if isEditing`, `if editing`, `if self.isEditing`; not `if !isEditing` nor a compound test.
    return ["isediting", "editing", "self.isediting"].contains(condition)
  }

  /// Properties and modifiers that change how a view looks, not where it is or how big.
  static let appearanceProperties: Set<String> = [
    "alpha", "opacity", "backgroundColor", "tintColor", "textColor", "borderColor", "shadowOpacity", "shadowColor",
    "isHidden", "layer.opacity", "foregroundColor",
  ]
  static let appearanceModifiers: Set<String> = [
    "opacity", "foregroundColor", "foregroundStyle", "fill", "stroke", "tint", "background", "brightness",
    "saturation", "colorMultiply", "hueRotation", "shadow", "accentColor", "grayscale",
  ]

  /// The animation changes only opacity or colour: a `UIView.animate` block assigning only
  /// `alpha`/colours, a Core Animation key path `opacity`/`backgroundColor`, or a SwiftUI
  /// state whose every use in the file's views is an opacity or colour modifier.
  static func changesOnlyAppearance(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    switch animation.source {
    case .uiViewAnimate:
      let targets = CustomValueControlRule.assignmentTargets(in: animation.changedText)
        .map { $0.split(separator: ".").last.map(String.init) ?? $0 }
      return !targets.isEmpty && targets.allSatisfy { appearanceProperties.contains($0) }
    case .coreAnimation:
      // (`strokeColor` and `fillColor` too: a scanner's corner marks fading, Digital Health Pass;
      // and a gradient's `colors`, Shook's sign-up backdrop drifting between dark shades.)
      return ["opacity", "backgroundColor", "borderColor", "shadowOpacity", "shadowColor", "strokeColor", "fillColor", "colors"].contains(animation.changedText)
    case .swiftUIRepeatForever:
      guard let call = file.behaviour.calls.first(where: { $0.name == "repeatForever" && $0.position == animation.position }) else {
        return false
      }
      // The state it animates: set in the `withAnimation` closure, or the `.animation(_:value:)`
      // value (``RepeatingAnimation/animatedState``).
      var states = Set(animation.animatedState.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
      var slightScales: Set<String> = []
      if let around = file.behaviour.calls.first(where: { $0.name == "withAnimation" && $0.position <= call.position && call.end <= $0.end }) {
        slightScales = states.filter { isSlightScale($0, animatedBy: around.closureText, type: around.enclosingType, in: file) }
      }
      states.remove("")
      guard !states.isEmpty else { return Self.implicitAnimationChangesOnlyAppearance(at: call.position, in: file) }
      // And the locals computed from them where the views are built (`let useRed =
      // animatingLegalToggleColor && !legal`, then `.foregroundColor(useRed ? .red : .primary)`).
      var read = states.union(localsComputed(from: states, in: file))
      // And the type's functions that read them (`.opacity(opacity(for: index))`, whose body
      // reads `phase`): a modifier calling one uses the state.
      for function in file.behaviour.functions where function.enclosingType == call.enclosingType && !read.contains(function.name) {
        let body = file.text(from: function.position, to: function.end)
        if states.contains(where: { IdentifierWords.mentions($0, in: body) }) { read.insert(function.name) }
      }
      var usedBy: Set<String> = []
      for view in file.views {
        // An overlay's or background's views are views of their own, whose modifiers say how the
        // state is used (`.overlay(Circle().shadow(color: pink.opacity(glow)))` only glows).
        for modifier in view.modifiers where !["animation", "onAppear", "task", "overlay", "background", "mask"].contains(modifier.name) {
          let text = modifier.arguments.map(\.value.text).joined(separator: " ")
          let mentioned = read.filter { IdentifierWords.mentions($0, in: text) }
          // A scale that stays within 5% of the size (GPTalks' typing dots, 1.0 to 1.01): no motion.
          if modifier.name == "scaleEffect", !mentioned.isEmpty, mentioned.isSubset(of: slightScales) { continue }
          if !mentioned.isEmpty { usedBy.insert(modifier.name) }
        }
      }
      if !usedBy.isEmpty && usedBy.isSubset(of: appearanceModifiers) { return true }
      if usedBy.isEmpty && states.allSatisfy({ isNeverRead($0, in: file) }) { return true }
      return onlyDrivesGradients(states, in: file)
    default:
      return false
    }
  }

  /// `.animation(.easeOut(duration: 0.5).repeatForever())` with no `value:` (the old form) animates
  /// every change of the view it is on: what changes is what the modifiers before it work out from
  /// state (`.opacity(isAnimating ? 1 : 0)`, DragonKitchen's "touch" hint); only opacity or colour
  /// moves nothing.
  static func implicitAnimationChangesOnlyAppearance(at position: SourcePosition, in file: SwiftFileModel) -> Bool {
    for view in file.views {
      guard let place = view.modifiers.firstIndex(where: { $0.name == "animation" && $0.start.utf8Offset <= position.utf8Offset
        && position.utf8Offset < $0.end.utf8Offset }) else { continue }
      guard view.modifiers[place].arguments.first(labeled: "value") == nil else { return false }
      let changing = view.modifiers[..<place].filter { modifier in
        modifier.arguments.contains { argument in
          switch argument.value.kind {
          case .ternary, .reference: return true
          default: return false
          }
        }
      }
      return !changing.isEmpty && changing.allSatisfy { appearanceModifiers.contains($0.name) }
    }
    return false
  }

  /// Typing dots that fade and scale to `scaleTo` forever (marked unless the scale is slight).
  static func typingDots(scaleTo: String) -> RuleExample {
    RuleExample("""
      struct ReplyDots: View {
        @State private var typingIndicatorScale: CGFloat = 1.0
        @State private var dotsOpacity = 1.0
        var body: some View {
          HStack { Circle(); Circle(); Circle() }.opacity(dotsOpacity).scaleEffect(typingIndicatorScale)
            .onAppear {
              withAnimation(\(Double(scaleTo).map { abs($0 - 1) <= 0.05 } == true ? "" : "↓")Animation.easeInOut(duration: 0.9).repeatForever()) {
                typingIndicatorScale = \(scaleTo)
                dotsOpacity = 0.2
              }
            }
        }
      }
      """)
  }

  /// `name` starts (its declaration's literal) and is animated to (each `name = 1.01` in the
  /// closure) numbers within 5% of 1: a scale that barely changes the size.
  static func isSlightScale(_ name: String, animatedBy closure: String, type: String?, in file: SwiftFileModel) -> Bool {
    func slight(_ text: Substring) -> Bool {
      let number = text.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber || $0 == "." }
      return Double(number).map { abs($0 - 1) <= 0.05 } ?? false
    }
    var values = 0
    for line in closure.split(whereSeparator: { $0 == "\n" || $0 == ";" || $0 == "{" || $0 == "}" }) {
      let statement = line.trimmingCharacters(in: .whitespaces)
      let target = statement.hasPrefix("self.") ? statement.dropFirst(5) : Substring(statement)
      guard target.hasPrefix(name + " = ") else { continue }
      guard slight(target.dropFirst(name.count + 3)) else { return false }
      values += 1
    }
    guard values > 0 else { return false }
    // The declaration: `@State private var typingIndicatorScale: CGFloat = 1.0`.
    guard let initial = file.constant(named: name, in: type)?.numberLiteral else { return false }
    return abs(initial - 1) <= 0.05
  }

  /// A state the file declares and assigns but never reads (Provenance's `scanlineOffset`, set
  /// to 1000 forever and drawn by nothing): animating it moves nothing.
  static func isNeverRead(_ name: String, in file: SwiftFileModel) -> Bool {
    let text = String(decoding: file.sourceBytes, as: UTF8.self)
    var searchStart = text.startIndex
    while let found = text.range(of: name, range: searchStart..<text.endIndex) {
      searchStart = found.upperBound
      let before = text[..<found.lowerBound].last, after = text[found.upperBound...].first
      if before.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true || after.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true { continue }
      let preceding = text[..<found.lowerBound].reversed().drop { $0 == " " || $0 == "." }.prefix(4)
      if String(preceding.reversed()) == "var " || String(text[..<found.lowerBound].suffix(4)) == "var " { continue }
      // `self.name = …` / `name = …`, not `==`.
      let rest = text[found.upperBound...].drop { $0 == " " }
      if rest.first == "=", rest.dropFirst().first != "=" { continue }
      // Read only to compute its own next value (`self.opacity = opacity == 0.4 ? 0.8 : 0.4`,
      // GitSpace's chat cell): still nothing outside the update reads it.
      let lineStart = text[..<found.lowerBound].lastIndex(where: { $0 == "\n" || $0 == ";" || $0 == "{" }).map { text.index(after: $0) } ?? text.startIndex
      let line = text[lineStart..<found.lowerBound].replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace }
      if line.hasPrefix(name + "="), !line.hasPrefix(name + "==") { continue }
      return false
    }
    return true
  }

  /// The animated states are read only by gradients, directly or through a local computed from
  /// them (`let offset = animatePromoGradient ? 0.5 : -0.5` then `Gradient.Stop(…, location:
  /// offset)`; `let start = startPoint(angle: rotationAngle)` then `LinearGradient(…, startPoint:
  /// start)`): the colours slide or turn, nothing moves.
  /// The file's lines that read `name` (not as a member `x.name`), leaving out its declaration
  /// and assignments.
  static func lines(reading name: String, in lines: [Substring]) -> [Substring] {
    lines.filter { line in
      guard mentionsAsVariable(name, in: line) else { return false }
      let compact = line.replacingOccurrences(of: " ", with: "")
      if compact.contains("var\(name)") || compact.contains("let\(name)") { return false }
      return !["=", "+=", "-=", "*=", ".toggle("].contains { compact.contains(name + $0) && !compact.contains(name + "==") }
    }
  }

  static func sourceLines(of file: SwiftFileModel) -> [Substring] {
    let source = file.converter.source
    return source.text(from: 0, to: source.bytes.count).split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The locals declared from the states (`let useRed = animating && !legal`), by name.
  static func localsComputed(from states: Set<String>, in file: SwiftFileModel) -> Set<String> {
    let lines = sourceLines(of: file)
    var locals: Set<String> = []
    for state in states {
      for line in Self.lines(reading: state, in: lines) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("let ") || trimmed.hasPrefix("var ") else { continue }
        let local = String(trimmed.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if !local.isEmpty { locals.insert(local) }
      }
    }
    return locals
  }

  static func onlyDrivesGradients(_ states: Set<String>, in file: SwiftFileModel) -> Bool {
    let lines = sourceLines(of: file)
    func isGradientLine(_ line: Substring) -> Bool { line.contains("Gradient") }
    func readers(of name: String) -> [Substring] { Self.lines(reading: name, in: lines) }
    var gradientUses = 0
    for state in states {
      for line in readers(of: state) {
        if isGradientLine(line) { gradientUses += 1; continue }
        // `let offset = animatePromoGradient ? 0.5 : -0.5`: follow the local once.
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("let ") || trimmed.hasPrefix("var ") else { return false }
        let local = String(trimmed.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let uses = local.isEmpty ? [] : readers(of: local)
        guard !uses.isEmpty, uses.allSatisfy(isGradientLine) else { return false }
        gradientUses += uses.count
      }
    }
    return gradientUses > 0
  }

  /// `name` as a whole identifier that is not a member of something else (`tag.offset` is not `offset`).
  static func mentionsAsVariable(_ name: String, in line: Substring) -> Bool {
    var rest = line[...]
    while let range = rest.range(of: name) {
      let before = range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : " "
      let after = range.upperBound < line.endIndex ? line[range.upperBound] : " "
      let isPart: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
      if !isPart(before), before != ".", !isPart(after) { return true }
      if before == ".", range.lowerBound >= line.index(line.startIndex, offsetBy: 5, limitedBy: line.endIndex) ?? line.endIndex,
         line[line.index(range.lowerBound, offsetBy: -5)..<range.lowerBound] == "self.", !isPart(after) { return true }
      rest = line[range.upperBound...]
    }
    return false
  }

  /// Flashing at 3–50 a second is reported (more severely) by flashing-content.
  static func isFlashing(_ animation: RepeatingAnimation) -> Bool {
    guard let rate = animation.flashesPerSecond, let period = animation.period, animation.changesLuminance else { return false }
    return (rate >= 3 && rate <= 50) || (period >= 0.02 && period <= 1.0 / 3)
  }

  /// The name of the shared animation a `repeatForever` defines: a property's value
  /// (`static let pulse = Animation.easeInOut.repeatForever()`, `var wobble: Animation { ... }`)
  /// or a helper in `extension Animation` (`static func breathe(_:) -> Animation`).
  static func sharedDefinitionName(of animation: RepeatingAnimation, in file: SwiftFileModel) -> String? {
    guard animation.source == .swiftUIRepeatForever,
          let call = file.behaviour.calls.first(where: { $0.name == "repeatForever" && $0.position == animation.position })
    else { return nil }
    if call.function == nil, let property = file.behaviour.property(containing: call.position), property.name != "body" {
      return property.name
    }
    if call.enclosingType == "Animation", let function = call.function { return function }
    return nil
  }

  /// A use of a shared animation: `.animation(.pulse, value:)`, `withAnimation(Motion.glow)`.
  struct SharedAnimationUse {
    let file: SwiftFileModel
    let position: SourcePosition
    let honoursReduceMotion: Bool
  }

  /// `gated`: views shown only where Reduce Motion is off (``ProjectIndex/viewsShownOnlyWithMotionAllowed``).
  static func uses(of name: String, in files: [SwiftFileModel], gated: Set<String> = []) -> [SharedAnimationUse] {
    // `.pulse`, `Motion.pulse`, `pulse`, `.breathe(1)`: the name as a whole identifier.
    func names(_ text: String) -> Bool { IdentifierWords.mentions(name, in: text) }
    func mentionsReduceMotion(_ text: String) -> Bool { text.contains("educeMotion") }
    var result: [SharedAnimationUse] = []
    for file in files {
      for view in file.views {
        for modifier in view.modifiers where modifier.name == "animation" || modifier.name == "transaction" {
          guard let value = modifier.arguments.firstUnlabeled, names(value.text) else { continue }
          result.append(SharedAnimationUse(
            file: file, position: modifier.position,
            honoursReduceMotion: mentionsReduceMotion(value.text) || RepeatingAnimations.honoursReduceMotion(view.enclosingType, in: file)
              || view.enclosingType.map(gated.contains) == true))
        }
      }
      for call in file.behaviour.calls where call.name == "withAnimation" {
        guard let value = call.arguments.firstUnlabeled, value.kind != .closure, names(value.text) else { continue }
        result.append(SharedAnimationUse(
          file: file, position: call.position,
          honoursReduceMotion: mentionsReduceMotion(value.text) || call.isConditional && file.sourceContains("educeMotion")
            || RepeatingAnimations.honoursReduceMotion(call.enclosingType, in: file) || call.enclosingType.map(gated.contains) == true))
      }
    }
    return result
  }

  /// Shared repeating animations, reported once at their definition when a use anywhere in the
  /// project ignores Reduce Motion (or no use is found), naming the uses.
  /// `SKAction.repeatForever(…)`: a SpriteKit node's action, not a SwiftUI `Animation` (the type's
  /// name within a few bytes of where the animation is found).
  static func isSpriteKitAction(_ animation: RepeatingAnimation, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("SKAction") else { return false }
    let offset = animation.position.utf8Offset
    return file.converter.source.text(from: max(0, offset - 12), to: min(file.sourceBytes.count, offset + 30)).contains("SKAction")
  }

  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    let gated = context.project.viewsShownOnlyWithMotionAllowed
    for file in files {
      for animation in RepeatingAnimations.all(in: file) where animation.source == .swiftUIRepeatForever {
        guard let name = Self.sharedDefinitionName(of: animation, in: file), !Self.isSpriteKitAction(animation, in: file) else { continue }
        if RepeatingAnimations.honoursReduceMotion(animation.enclosingType, in: file) || Self.isProgressIndicator(animation)
          || Self.isFlashing(animation) { continue }
        // An instance property's animation (`private var animation: Animation { … }`) serves only
        // its own view, which callers show only where Reduce Motion is off.
        if let type = animation.enclosingType, gated.contains(type),
           let property = file.behaviour.property(containing: animation.position), !property.isStatic { continue }
        let uses = Self.uses(of: name, in: files, gated: gated)
        let ignoring = uses.filter { !$0.honoursReduceMotion }
        if !uses.isEmpty && ignoring.isEmpty { continue }
        let places = ignoring.prefix(3).map { "\($0.file.path.split(separator: "/").last ?? ""):\($0.position.line)" }
          .joined(separator: ", ") + (ignoring.count > 3 ? " …" : "")
        let where_ = ignoring.isEmpty
          ? LocalizedText(en: "", ko: "")
          : LocalizedText(en: " It is used without that check at \(places).", ko: " 설정을 확인하지 않고 쓰는 곳: \(places).")
        context.report(in: file, at: animation.position, LocalizedText(
          en: "This shared animation (`\(name)`) repeats forever and ignores Reduce Motion, so every view that uses it moves endlessly: return a non-repeating animation (or none) when accessibilityReduceMotion (UIAccessibility.isReduceMotionEnabled) is on.\(where_.en)",
          ko: "이 공유 애니메이션(`\(name)`)은 끝없이 반복되며 동작 줄이기 설정을 무시하므로, 이를 쓰는 모든 뷰가 끝없이 움직입니다. accessibilityReduceMotion(UIAccessibility.isReduceMotionEnabled)이 켜져 있으면 반복하지 않는 애니메이션을 돌려주거나 애니메이션을 빼세요.\(where_.ko)"))
      }
    }
  }
}
