import A11yCore

/// Translucent colors of the app's own behind captions over pictures, in a type that never checks Reduce Transparency.
public struct ReduceTransparencyRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "reduce-transparency",
    title: LocalizedText(en: "Translucency should respect Reduce Transparency", ko: "반투명 효과는 투명도 줄이기 설정을 따라야 합니다"),
    rationale: LocalizedText(
      en: """
        Text and icons on a blurred or translucent material have a background that changes with whatever is behind \
        it, so their contrast can't be guaranteed. People who turn on Reduce Transparency (or Increase Contrast) \
        ask for solid backgrounds. System materials (`.ultraThinMaterial`, `UIBlurEffect`) turn opaque by \
        themselves and are not reported; a translucent color of the app's own behind a caption laid over a picture \
        (`.background(Color.black.opacity(0.4))` in the image's overlay or above it in a `ZStack`) doesn't: read `@Environment(\\.accessibilityReduceTransparency)` \
        (SwiftUI) or `UIAccessibility.isReduceTransparencyEnabled` (UIKit) in the same type and use an opaque color \
        when it is on. `.blur(radius:)` blurs opaque content and is not translucency. Reported as information, once \
        per type.
        """,
      ko: """
        흐림 효과나 반투명 머티리얼 위의 텍스트와 아이콘은 뒤에 있는 내용에 따라 배경이 바뀌므로 대비를 보장할 수 \
        없습니다. 투명도 줄이기(또는 대비 증가)를 켠 사용자는 불투명한 배경을 원합니다. 시스템 머티리얼 \
        (`.ultraThinMaterial`, `UIBlurEffect`)은 스스로 불투명해지므로 보고하지 않지만, 그림 위에 얹은 캡션 뒤의 앱 자체 \
        반투명 색(이미지의 overlay나 `ZStack`에서 이미지 위에 둔 `.background(Color.black.opacity(0.4))`)은 그렇지 않습니다. 같은 \
        타입에서 `@Environment(\\.accessibilityReduceTransparency)`(SwiftUI)나 \
        `UIAccessibility.isReduceTransparencyEnabled`(UIKit)를 읽고 켜져 있으면 불투명한 색을 쓰세요. `.blur(radius:)`는 \
        불투명한 내용을 흐리게 할 뿐 반투명이 아닙니다. 타입마다 한 번, 정보로 보고합니다.
        """),
    defaultSeverity: .info,
    checkpoints: [.contrast], wcag: ["1.4.3", "1.4.11"], hig: "Accessibility › Color and effects",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the other branch: the caption lies over the thumbnail itself.
        "struct Thumbnail: View { let image: UIImage?\n var body: some View { ZStack { if let image { Image(uiImage: image) }; VStack { Text(\"Encrypted\") }.↓background(Color.white.opacity(0.5)) } } }",
        // An opaque fill under the photo itself (FeelTalk's black image viewer): the bar's tint still lies on the photo.
        "struct ImageDetail: View { var body: some View { ZStack { Image(uiImage: photo).resizable(); VStack { HStack { Text(\"2023.05.01\").foregroundColor(.white) }.frame(height: 60).↓background(Color.black.opacity(0.5)); Spacer() } }.background(Color.black) } }",
        // The neighbour of the form card: no card under the field's tint, the photo shows through.
        "struct RegisterCard: View { var body: some View { ZStack { Image(\"bg_register\").resizable(); VStack { Text(\"Interview date\").foregroundColor(.gray).padding().↓background(Color.gray.opacity(0.1)) } } } }",
        // The neighbour of the tint over symbols: a photo Nuke's LazyImage loads, under a cooking-time badge (Recipe Buddy).
        "struct RecipeCard: View { let recipe: Recipe\n var body: some View { ZStack(alignment: .bottom) { LazyImage(url: recipe.imageURL) { state in if let image = state.image { image.resizable() } else { Image(systemName: \"photo\") } }; Text(\"\\(recipe.cookingTime)분\").foregroundColor(.white).padding(4).↓background(.black.opacity(0.5)) } } }",
        // The neighbour of the bold title: body-size words on 50% black need 4.5:1, and over white it is 3.9:1.
        "struct AboutView: View { var body: some View { ZStack(alignment: .bottomLeading) { Image(\"onboard\"); Text(\"여행 소개\").foregroundColor(.white).padding().↓background(Color.black.opacity(0.5)) } } }",
        // The neighbour of the toast: at 40% black, white words over a white picture fall to 2.9:1.
        "struct Profile: View { var body: some View { ZStack { Image(\"baby\"); Text(\"저장되었습니다\").padding().↓background(Color.black.opacity(0.4)).foregroundColor(.white) } } }",
        "struct A: View { var body: some View { ZStack(alignment: .bottom) { Image(\"cover\"); Text(\"Now playing\").padding().↓background(Color.black.opacity(0.4)) } } }",
        "struct A: View { var body: some View { AsyncImage(url: url).overlay(alignment: .bottom) { VStack { Text(title) }.↓background(Color.white.opacity(0.6)) } } }",
        // The neighbour of the upload overlay: 40 % black leaves white words at 2.3:1 over a white photo.
        "struct Editor: View { var body: some View { ZStack { Image(\"story\"); VStack { ProgressView(); Text(\"업로드 중\").font(.system(size: 14, weight: .medium)).foregroundColor(.white) }.padding(20).↓background(Color.black.opacity(0.4)) } } }",
        // The neighbour of the upload overlay with a button: its title's colour is not known to keep contrast.
        "struct Editor: View { var body: some View { ZStack { Image(\"story\"); VStack { Text(\"업로드 중\").foregroundColor(.white); Button(\"업로드 취소\") { cancel() } }.padding(20).↓background(Color.black.opacity(0.7)) } } }",
      ],
      nonTriggering: [
        // The neighbour of the toast: the words sit on a white pill of their own, the scrim only dims the photo (MoodTracker's "saved").
        "struct Profile: View { var body: some View { ZStack { Image(\"baby\"); VStack { Text(\"저장되었습니다\").padding().background(.white).foregroundColor(.blue) }.frame(maxWidth: .infinity, maxHeight: .infinity).background(.black.opacity(0.5)) } } }",
        // The tint is in the other branch from the picture (circles' decryption error shown instead of the thumbnail).
        "struct Thumbnail: View { let image: UIImage?\n var body: some View { ZStack { if let image { Image(uiImage: image) } else { VStack { Text(\"Decryption error\") }.background(Color.white.opacity(0.5)) } } } }",
        // A field's faint tint on a white form card over the backdrop photo (Vision-DG's registration forms).
        "struct RegisterCard: View { var body: some View { ZStack { Image(\"bg_register\").resizable(); VStack { Text(\"Interview date\").foregroundColor(.gray).padding().background(Color.gray.opacity(0.1)) }.background(Color.white) } } }",
        // White words inside an upload overlay of 70 % black over a photo: 8.4:1 even over white (Bodima's story editor).
        "struct Editor: View { var body: some View { ZStack { Image(\"story\"); VStack { ProgressView(); Text(\"업로드 중\").font(.system(size: 14, weight: .medium)).foregroundColor(.white) }.padding(20).background(Color.black.opacity(0.7)) } } }",
        // MyiApp's toast: white words on 70% black keep 8.6:1 whatever shows through.
        // A bold title, white on 50% black over a picture: 3.9:1 at worst, enough for large words (a travel app's About).
        "struct AboutView: View { var body: some View { ZStack(alignment: .bottomLeading) { Image(\"onboard\"); Text(\"여행 소개\").font(.title).fontWeight(.bold).foregroundColor(.white).padding().background(Color.black.opacity(0.5)) } } }",
        "struct Profile: View { var body: some View { ZStack { Image(\"baby\"); Text(\"저장되었습니다\").padding().background(Color.black.opacity(0.7)).foregroundColor(.white) } } }",
        "struct A: View { @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency\n var body: some View { ZStack { Image(\"cover\"); Text(\"Now playing\").background(Color.black.opacity(reduceTransparency ? 1 : 0.4)) } } }",
        "struct A: View { var body: some View { ZStack { Image(\"cover\"); Text(\"Now playing\").padding().background(.ultraThinMaterial) } } }",
        "struct A: View { var body: some View { VStack { Text(\"Tip\") }.background(Color.yellow.opacity(0.2)) } }",
        // A tint over rows of symbols, not pictures (dime's import screen): the symbols are one ink.
        "struct 가져오기: View { var body: some View { ZStack { VStack { Image(systemName: \"xmark\"); Text(\"파일 선택\") }; Text(\"가져오기 실패\").foregroundColor(.red).padding(8).background(Color.red.opacity(0.23)) } } }",
        "struct A: View { var body: some View { ZStack { Image(\"cover\"); Text(\"x\").background(Color.white.opacity(0.95)) } } }",
        "struct A: View { var body: some View { Image(\"cover\").overlay { Circle().fill(Color.blue.opacity(0.2)) } } }",
        "struct A: View { var body: some View { Image(\"cover\").blur(radius: 20) } }",
        "final class C: UIViewController {\n func setUp() { let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)); view.addSubview(blurView) } }",
      ])
  )

  static let settings: Set<String> = ["accessibilityReduceTransparency", "isReduceTransparencyEnabled"]
  /// Below this opacity the background shows what is behind it enough to change the text's contrast.
  static let translucentBelow = 0.8

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    func handles(_ type: String?) -> Bool {
      !(file.accessibilitySettingsRead[type ?? ""] ?? []).isDisjoint(with: Self.settings)
    }
    // One reminder per type: the fix (reading the setting) is per type too.
    var reportedTypes: Set<String> = []
    func firstInType(_ type: String?) -> Bool { reportedTypes.insert(type ?? "").inserted }
    lazy var resolver = ContrastCheck.resolver(context, file: file)
    lazy var scene = ContrastCheck.scenes(context, file: file).swiftUI
    for view in file.views where !handles(view.enclosingType) {
      for modifier in view.modifiers where modifier.name == "background" {
        guard let color = modifier.arguments.first?.value, let opacity = Self.translucentOpacity(color),
              holdsText(view, in: file), liesOverPicture(view, in: file) else { continue }
        // Large words (bold .title) need 3:1, as WCAG's large text does; others 4.5:1. The words
        // are the view's own, or each text it holds (`VStack { ProgressView(); Text(…).foregroundColor(.white) }
        // .background(Color.black.opacity(0.7))`, Bodima's upload overlay).
        // (A text on a solid fill of its own, MoodTracker's "saved" pill over a dimming scrim,
        // doesn't lie on the tint.)
        let texts = ["Text", "Label"].contains(view.name) ? [view]
          : file.descendants(of: view).filter { text in
            ["Text", "Label"].contains(text.name) && !text.context.isHidden && !Self.hasOwnFill(text, under: view, in: file)
          }
        if texts.isEmpty, view.name != "Text", view.name != "Label", !file.descendants(of: view).contains(where: { Self.otherWordViews.contains($0.name) }) { continue }
        // Words of another kind (a button's title, a field's) are left to be seen: not judged here.
        let otherWords = file.descendants(of: view).contains { Self.otherWordViews.contains($0.name) && !$0.context.isHidden }
        let keeps = !texts.isEmpty && !otherWords && texts.allSatisfy { text in
          let metrics = scene.textMetrics(of: text)
          let needed = ContrastThresholds.isLargeText(pointSize: metrics.pointSize, bold: metrics.bold) ? 3.0 : 4.5
          return Self.keepsContrastOverAnything(text, around: view, tint: color, resolver: resolver, needing: needed)
        }
        guard !keeps, firstInType(view.enclosingType) else { continue }
        report(at: modifier.position, what: ("the background \(color.text)", "배경 \(color.text)"), opacity: opacity, &context)
      }
    }
  }

  /// Words whose colour keeps `minimum` (4.5:1, or 3:1 for large words) against the translucent
  /// background laid over black and over white, whatever shows through (MyiApp's toast, white on
  /// `Color.black.opacity(0.7)`: 8.6:1 at worst), in every appearance both colours resolve in.
  /// The words' colour is their own, or the translucent view's (`around`).
  static func keepsContrastOverAnything(
    _ view: SwiftUIView, around veiled: SwiftUIView, tint: ExpressionInfo, resolver: ColorResolver, needing minimum: Double
  ) -> Bool {
    let isForeground = { (modifier: ViewModifierCall) in ["foregroundColor", "foregroundStyle"].contains(modifier.name) }
    guard let written = (view.modifiers.last(where: isForeground) ?? veiled.modifiers.last(where: isForeground))?.arguments.firstUnlabeled,
          let veil = resolver.resolve(tint, in: view.enclosingType, namespace: .swiftUI, asShapeStyle: true),
          let words = resolver.resolve(written, in: view.enclosingType, namespace: .swiftUI, asShapeStyle: true) else { return false }
    return Appearance.allCases.allSatisfy { appearance in
      [RGBAColor.black, .white].allSatisfy { behind in
        let back = veil.color.resolved(for: appearance).composited(over: behind)
        return WCAGContrast.contrastRatio(words.color.resolved(for: appearance).composited(over: back), back) >= minimum
      }
    }
  }

  /// Views that show words of their own besides `Text` and `Label`.
  static let otherWordViews: Set<String> = ["Button", "Toggle", "Link", "TextField", "SecureField", "Menu", "Picker", "NavigationLink", "Stepper"]

  static let pictureViews: Set<String> = ["Image", "AsyncImage", "VideoPlayer", "Map", "KFImage", "WebImage", "CachedAsyncImage", "LazyImage"]

  /// A caption laid over a picture (in its `.overlay`, or above it in a `ZStack`): what shows
  /// through changes with the picture. Over the screen's own solid background a tint is just a color.
  private func liesOverPicture(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // (An SF Symbol is a glyph in one ink, not a picture whose colours change under the tint:
    // dime's repeat and trash symbols in the rows under its toasts.)
    func isPicture(_ candidate: SwiftUIView) -> Bool {
      ([candidate] + file.descendants(of: candidate)).contains {
        Self.pictureViews.contains($0.name) && !$0.context.isHidden && !Self.namesMissingAsset($0, in: file.project)
          && !($0.name == "Image" && ($0.argument("systemName") != nil || $0.argument("systemSymbol") != nil))
      }
    }
    // An opaque fill between (a form card's `.background(Color.white)` around a field's faint
    // tint, Vision-DG's registration forms): the picture never shows through the tint.
    let isOpaqueFill = Self.isOpaqueFill
    for step in file.ancestry(of: view).steps {
      if case .modifier(let name, _) = step.child.slot, name == "overlay" { return isPicture(step.ancestor) }
      if step.ancestor.name == "ZStack" {
        // (Not a picture in the other branch of the same `if`: circles' decryption error, shown
        // instead of the thumbnail, over nothing but the screen.)
        let mine = file.branchConditions(of: view)
        let earlier = step.ancestor.children.prefix { $0 != step.child.index }.map { file.views[$0] }
          .filter { !VoiceOverTree.exclusive(file.branchConditions(of: $0), mine) }
        if earlier.contains(where: isPicture) { return true }
      }
      // (Its fill lies under its own layers, a photo among them, FeelTalk's black viewer: only
      // what is further out is covered.)
      if step.ancestor.modifiers.contains(where: isOpaqueFill) { return false }
    }
    return false
  }

  /// `text` or a view between it and `veiled` has a solid fill of its own.
  static func hasOwnFill(_ text: SwiftUIView, under veiled: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if text.modifiers.contains(where: isOpaqueFill) { return true }
    for step in file.ancestry(of: text).steps {
      if step.ancestor.index == veiled.index { return false }
      if step.ancestor.modifiers.contains(where: isOpaqueFill) { return true }
    }
    return false
  }

  /// `.background(Color.white)`, `.background(.white)`: a solid fill.
  static func isOpaqueFill(_ modifier: ViewModifierCall) -> Bool {
    guard modifier.name == "background", let fill = modifier.arguments.first?.value.text else { return false }
    let solid = fill.hasPrefix("Color") || fill.hasPrefix(".") && fill.first(where: \.isLetter)?.isLowercase == true
    // (`.bar` is the toolbar's material, not a colour.)
    return solid && fill != ".bar" && !["opacity", "clear", "Material", "Gradient", "Image", "withAlphaComponent", "{"].contains(where: fill.contains)
  }

  /// `Image("img_watch_background3")` naming no image set of the project's asset catalogs (Klock's
  /// timer cards, whose backdrop image was deleted): it draws nothing, so the tint lies over the
  /// solid color behind. Unknown when no catalog was read.
  static func namesMissingAsset(_ view: SwiftUIView, in project: ProjectIndex) -> Bool {
    guard view.name == "Image", !project.imageAssetNames.isEmpty, view.arguments.count == 1,
          let name = view.arguments.firstUnlabeled?.stringLiteral, !name.isEmpty else { return false }
    let last = name.split(separator: "/").last.map(String.init) ?? name
    return !project.imageAssetNames.contains { $0 == name || $0.split(separator: "/").last.map(String.init) == last }
  }

  /// `Color.black.opacity(0.4)`, `.white.opacity(0.6)`, `UIColor.black.withAlphaComponent(0.5)`:
  /// the literal opacity when it is translucent.
  static func translucentOpacity(_ value: ExpressionInfo) -> Double? {
    guard case .call(let callee, let arguments) = value.kind,
          callee.hasSuffix(".opacity") || callee.hasSuffix(".withAlphaComponent"),
          let opacity = arguments.first?.value.numberLiteral, opacity > 0, opacity < translucentBelow else { return nil }
    return opacity
  }

  private func holdsText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    ([view] + file.descendants(of: view)).contains { ($0.name == "Text" || $0.name == "Label") && $0.kind == .call }
  }

  private func report(at position: SourcePosition, what: (en: String, ko: String), opacity: Double, _ context: inout RuleContext) {
    let through = Int(((1 - opacity) * 100).rounded())
    context.report(at: position, LocalizedText(
      en: "\(what.en) lets \(through)% of what is behind it through, and this type never reads Reduce Transparency: the text on it can lose contrast; read accessibilityReduceTransparency (UIAccessibility.isReduceTransparencyEnabled) and use an opaque background when it is on",
      ko: "\(what.ko): 뒤의 내용이 \(through)% 비치는데 이 타입은 투명도 줄이기 설정을 읽지 않아 그 위의 텍스트가 대비를 잃을 수 있습니다. accessibilityReduceTransparency(UIAccessibility.isReduceTransparencyEnabled)를 읽고 켜져 있으면 불투명한 배경을 쓰세요"))
  }
}
