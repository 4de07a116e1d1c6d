import A11yCore

/// Ultralight, thin and light font weights, and fully justified text.
public struct TextWeightAlignmentRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "light-weight-justified-text",
    title: LocalizedText(en: "Avoid light font weights and justified text", ko: "가는 글꼴 굵기와 양쪽 정렬을 피하세요"),
    rationale: LocalizedText(
      en: """
        Ultralight, thin and light strokes are hard to read for people with low vision, and more so at small sizes or \
        in low contrast; the HIG recommends Regular, Medium, Semibold or Bold. Full justification stretches the \
        spaces between words unevenly, which makes lines harder to follow, especially for people with dyslexia and at \
        large text sizes. A light weight at a display size (34 pt, the Large Title size, or more; for `.light` itself, 20 pt, \
        where SF Pro takes its Display design) is information only: the strokes grow with the size, and the HIG warns against light weights for small text; `.light` in the \
        primary label colour on the system's background or a material is as legible as text gets, and not reported. The app's own name \
        drawn as a wordmark (20 pt or more, where SF Pro takes its Display design) is a logo, not text to read, and is not reported. The fix changes a light weight to `.regular`.
        """,
      ko: """
        울트라라이트, 신, 라이트처럼 가는 획은 저시력 사용자가 읽기 어렵고, 작은 크기나 낮은 대비에서는 더 그렇습니다. HIG는 \
        Regular, Medium, Semibold, Bold를 권합니다. 양쪽 정렬은 단어 사이 간격을 고르지 않게 늘려, 특히 난독증이 있거나 \
        큰 글자를 쓰는 사람이 줄을 따라가기 어렵게 합니다. 표시용 크기(Large Title 크기인 34pt 이상, `.light`는 SF Pro가 Display 디자인을 쓰는 20pt 이상)의 가는 굵기는 획도 함께 \
        굵어지므로 정보로만 알리며, 시스템 배경이나 머티리얼 위의 기본 레이블 색(primary)인 `.light`는 충분히 읽기 쉬우므로 보고하지 않습니다. 앱 이름을 워드마크로 그린 글자(SF Pro가 Display 디자인을 쓰는 20pt 이상)는 읽을 글이 아닌 로고이므로 보고하지 않습니다. 자동 수정은 가는 굵기를 `.regular`로 바꿉니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.fontFeatures, .contrast], wcag: [], hig: "Typography › Best practices; Accessibility › Vision",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the watermark: the same kanji at half strength is words to read.
        "struct Picker: View { var body: some View { ZStack { Text(option.kanji).font(.system(size: 40, weight: ↓.ultraLight)).foregroundColor(.gray.opacity(0.5)); Text(option.label) } } }",
        // The neighbour of the bare spacer: the button it was written for is there.
        "struct 지난경로: View { var body: some View { HStack { Text(\"지난 경로\"); Spacer(); Button(\"더보기\") { showMore() }\n .font(.custom(\"Pretendard-Regular\", size: 14))\n .fontWeight(↓.light) } } }",
        // The neighbour of the feature icons: the group holds the feature's words too.
        "struct Features: View { var body: some View { Group { Image(systemName: feature.iconName); Text(feature.title) }.font(.body.weight(↓.light)) } }",
        // The neighbour: the attributed text holds words between its pictures.
        "final class Countries: UIView {\n  let flagLabel = UILabel()\n  func update() {\n    flagLabel.numberOfLines = 0\n    flagLabel.textAlignment = ↓.justified\n    let flagString = NSMutableAttributedString()\n    countries.forEach { country in let attachment = NSTextAttachment(); attachment.image = country.flag; flagString.append(NSAttributedString(attachment: attachment)); flagString.append(NSAttributedString(string: \" Germany \")) }\n    flagLabel.attributedText = flagString\n  }\n}",
        "struct A: View { var body: some View { Text(\"\\(stars)\").font(.largeTitle).fontWeight(↓.ultraLight).foregroundStyle(.secondary) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.body.weight(↓.thin)) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.system(.title, design: .rounded, weight: ↓.light)).foregroundColor(.gray) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17, weight: ↓UIFont.Weight.light))\n    label.numberOfLines = 0\n    label.textAlignment = ↓.justified\n  }\n}",
        // Words written beside the icon-only controls take the weight too.
        "struct Player: View { var body: some View { VStack { Text(\"Now playing\"); controls }.fontWeight(↓.light).labelStyle(.iconOnly) } }",
        // Thin at 15 pt is body-size text; at 46 pt a display headline is still said, as information.
        "struct Empty: View { var body: some View { Text(\"No conversations yet\").font(.system(size: 15, weight: ↓.thin)) } }",
        "struct Empty: View { var body: some View { Text(\"Welcome back\").font(.system(size: 46, weight: ↓.thin)).foregroundStyle(.secondary) } }",
        // The neighbour of the sign-in: grey on the black screen, low contrast to check it in.
        "struct Login: View { @State var password = \"\"\n var body: some View { ZStack { Color.black.ignoresSafeArea(); SecureField(\"비밀번호\", text: $password).font(.system(size: 32, weight: ↓.light)).foregroundStyle(.gray) } } }",
        // The neighbours of the lone dollar sign: a word at the same size, and the sign at a text size.
        "final class BalanceView: UIView {\n let titleLabel = UILabel()\n let dollarLabel = UILabel()\n func setup() {\n titleLabel.text = \"Balance\"\n titleLabel.font = .systemFont(ofSize: 28, weight: ↓.light)\n dollarLabel.text = \"$\"\n dollarLabel.font = .systemFont(ofSize: 13, weight: ↓.light) } }",
      ],
      nonTriggering: [
        // `.light` at a display size in the primary label colour (or primary once loaded), on the system's
        // background (MiniWeather's location name and temperature); and "--", a stand-in reading.
        "struct 위치셀: View { let isLoading: Bool\n var body: some View { HStack { Text(location.nickname).foregroundStyle(!isLoading ? .primary : .quaternary).font(.system(size: 20, weight: .light)); Text(temperature).font(.system(size: 45, weight: .light)) } } }",
        "struct 날씨: View { var body: some View { Text(\"--\").font(.system(size: 200, weight: .light, design: .rounded)).foregroundStyle(.secondary) } }",
        // Watermarks: kanji faded to 6–12 % under the label, one faded by a computed amount under
        // the share card, one hidden from VoiceOver (pilgrim's).
        "struct Picker: View { var body: some View { ZStack { Text(option.kanji).font(.system(size: 40, weight: .ultraLight)).foregroundColor(isSelected ? .white.opacity(0.12) : .gray.opacity(0.06)); Text(option.label) } } }",
        "struct Share: View { var body: some View { ZStack { Text(kanji).font(.system(size: 120, weight: .ultraLight)).foregroundColor(Color.gray.opacity(watermarkOpacity())); VStack { Text(\"Shared\") } } } }",
        "struct Hero: View { var body: some View { ZStack { Text(tierKanji).font(.system(size: 120, weight: .ultraLight)).foregroundColor(accent).accessibilityHidden(true); Ring() } } }",
        // A spacer left holding the font of a button commented out above it (mungcourse's past routes).
        "struct 지난경로: View { var body: some View { HStack { Text(\"지난 경로\"); Spacer()\n // Button(\"더보기\") { showMore() }\n .font(.custom(\"Pretendard-Regular\", size: 14))\n .fontWeight(.light) } } }",
        // A 32 pt light password, white on a black screen: 21:1, no low contrast to check it in (BondSaver's sign-in).
        "struct Login: View { @State var password = \"\"\n var body: some View { ZStack { Color.black.ignoresSafeArea(); SecureField(\"비밀번호\", text: $password).font(.system(size: 32, weight: .light)).foregroundStyle(.white) } } }",
        // One-line labels (a "/" and a counter, UILabel's default of one line; YoongYoong's profile form): a
        // justified single line is laid out as a natural one.
        "final class RegistrationProfileViewController: UIViewController {\n  let slashLabel = UILabel().then { $0.text = \"/\"; $0.textAlignment = .justified }\n  let countLabel = UILabel().then { $0.text = \"0\"; $0.numberOfLines = 1; $0.textAlignment = .justified }\n}",
        // The slash between pages read and pages in all: a glyph, not words.
        "struct Progress: View { var body: some View { HStack { Text(\"\\(read)\"); Text(\"/\").font(.system(size: 20, weight: .light)); Text(\"\\(total)\") } } }",
        // An image held in a value, given a light symbol weight (the swiyu wallet's empty state).
        "struct EmptyState: View { let image: Image\n var body: some View { VStack { image.resizable().frame(maxWidth: 64).font(.title.weight(.light)); Text(\"내역이 없습니다\").font(.title) } } }",
        // Built in a local, joined by spaces.
        "final class Countries: UIView {\n  let flagLabel = UILabel()\n  func update() {\n    flagLabel.textAlignment = .justified\n    let flagString = NSMutableAttributedString()\n    flags.forEach { flag in let attachment = NSTextAttachment(); attachment.image = flag; flagString.append(NSAttributedString(attachment: attachment)); flagString.append(NSAttributedString(string: \" \")) }\n    flagLabel.attributedText = flagString\n  }\n}",
        // Flag images spread across the line, the names in another label (Corona-Warn-App).
        "final class Countries: UIView {\n  let flagsLabel = UILabel()\n  func setUp() {\n    flagsLabel.textAlignment = .justified\n    flagsLabel.attributedText = flags.map { image in let attachment = NSTextAttachment(); attachment.image = image; return NSAttributedString(attachment: attachment) }.joined(with: \"  \")\n  }\n}",
        "struct A: View { var body: some View { Text(\"x\").fontWeight(.regular) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.title3.weight(.semibold)) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.textAlignment = .natural\n  }\n}",
        "struct A: View { var body: some View { Image(systemName: \"star\").fontWeight(.light) } }",
        // A group choosing a feature's symbol or asset image: its weight draws icons.
        "struct Features: View { var body: some View { HStack { Group { switch feature.iconType { case .system: Image(systemName: feature.iconName); case .custom: Image(feature.iconName) } }.font(.largeTitle.weight(.light)); Text(feature.title) } } }",
        // Controls drawn as icons only: the weight draws symbols.
        "struct Viewer: View { var body: some View { VStack { topControlBar; Spacer(); bottomControlBar }.font(.title2).fontWeight(.light).labelStyle(.iconOnly) }\n var topControlBar: some View { HStack { Spacer(); Button { close() } label: { Label(\"Close\", systemImage: \"xmark\") } } }\n var bottomControlBar: some View { HStack { Button { share() } label: { Label(\"Share\", systemImage: \"square.and.arrow.up\") } } } }",
        "struct A: View { var body: some View { Label(\"Close\", systemImage: \"xmark\").labelStyle(.iconOnly).fontWeight(.thin) } }",
        // A lone dollar sign at 28 pt beside a bold amount: a glyph, not text read in thin strokes.
        "final class BalanceView: UIView {\n let dollarLabel = UILabel()\n func setup() {\n dollarLabel.text = \"$\"\n dollarLabel.font = .systemFont(ofSize: 28, weight: .light) } }",
        // A subclass resizing the sign its superclass sets (named for it: `large$Label`).
        "final class SmallBalanceView: UIView {\n let large$Label = UILabel()\n func resize() {\n large$Label.font = .appFont(withSize: 22, weight: .light) } }",
      ],
      // (The app's own name as a wordmark, `Text("Enchanted")` at 46 pt thin, needs the project's product
      // names: see UntunedAppsRoundThirteenTextTests.)
      corrections: [
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").fontWeight(.ultraLight) } }",
          after: "struct A: View { var body: some View { Text(\"x\").fontWeight(.regular) } }"),
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").font(Font.body.weight(Font.Weight.thin)) } }",
          after: "struct A: View { var body: some View { Text(\"x\").font(Font.body.weight(Font.Weight.regular)) } }"),
      ]),
    fixes: [.suggestion], otherSeverities: [.info])

  /// The Large Title text style's default size: text this large or larger is display text.
  static let displayPoints = 34.0

  /// The point size a font expression states (`.system(size: 46, weight: .thin)`,
  /// `UIFont.systemFont(ofSize: 60, weight: .light)`, `.largeTitle`), or nil.
  static func pointSize(of font: ExpressionInfo) -> Double? {
    let text = font.text
    for label in ["ofSize:", "size:"] {
      guard let range = text.range(of: label) else { continue }
      let digits = text[range.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." })
      if let value = Double(digits) { return value }
    }
    // The title styles' default sizes (the names tried longest first: `title2` is not `title`).
    for (style, points) in [("largeTitle", displayPoints), ("title3", 20.0), ("title2", 22.0), (".title", 28.0)] where text.contains(style) {
      return points
    }
    return nil
  }

  /// The size an app's font helper states (`.appFont(withSize: 28, weight: .light)`).
  static func helperPointSize(of font: ExpressionInfo) -> Double? {
    guard let range = font.text.range(of: "Size:") else { return nil }
    return Double(font.text[range.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." }))
  }

  /// SF Pro is drawn in its Display design from 20 pt: Apple's own line between text and display sizes.
  static let displayDesignPoints = 20.0

  /// The app's name (``ProjectIndex/productNames``) written as the text's literal at a display size
  /// (20 pt or more): a wordmark.
  static func isProductWordmark(_ view: SwiftUIView, points: Double?, in file: SwiftFileModel) -> Bool {
    guard view.name == "Text", let points, points >= displayDesignPoints,
          let literal = view.titleArgument?.stringLiteral else { return false }
    let words = IdentifierWords.words(in: literal).joined(separator: " ")
    return !words.isEmpty && file.project.productNames.contains(words)
  }

  static let lightWeights: Set<String> = ["ultraLight", "thin", "light"]

  /// A label that shows one symbol, not words: every text the file gives it is a single
  /// character that is no letter or digit (`large$Label.text = "$"`), or, set elsewhere, its name
  /// carries a currency sign (`large$Label` in a subclass that only resizes it). At a display
  /// size (20 pt or more) its light strokes are a glyph's design beside the number, not text read
  /// in thin strokes.
  static func showsLoneSymbol(_ object: UIKitObject, fontAt value: ExpressionInfo, in file: SwiftFileModel) -> Bool {
    let texts = object.assignments.filter { $0.property == "text" }
    if !texts.isEmpty {
      return texts.allSatisfy { assignment in
        guard let literal = assignment.value.stringLiteral?.trimmingCharacters(in: .whitespaces), literal.count == 1,
          let character = literal.first else { return false }
        return !character.isLetter && !character.isNumber
      }
    }
    // The receiver as written on the assignment's line (`large$Label.font = `).
    let bytes = file.sourceBytes
    var lineStart = min(value.start.utf8Offset, bytes.count)
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    let written = file.text(from: file.position(utf8Offset: lineStart), to: value.start)
    let receiver = written.split(separator: "=").first.map(String.init) ?? written
    return (object.name + receiver).contains(where: { "$€£¥₩₿".contains($0) })
  }

  static let imageOnlyModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

  static let separatorGlyphs: Set<Character> = ["/", "|", "·", "•", "—", "–", ":", ","]

  /// Words hidden from assistive technology, or painted in a colour faded to at most 15 % (every
  /// literal opacity in its colour that low), or faded by a computed amount as the bottom layer of
  /// a `ZStack` with content over it.
  static func isWatermark(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if view.modifiers.contains(where: { $0.name == "accessibilityHidden" && $0.arguments.first?.value.boolLiteral != false }) { return true }
    for modifier in view.modifiers where SwiftUIColorScene.foregroundModifiers.contains(modifier.name) || modifier.name == "opacity" {
      let text = modifier.name == "opacity" ? "opacity(" + (modifier.arguments.first?.value.text ?? "") + ")" : (modifier.arguments.first?.value.text ?? "")
      guard text.contains("opacity(") else { continue }
      let literals = text.components(separatedBy: "opacity(").dropFirst().map { part in
        Double(part.prefix { $0.isNumber || $0 == "." })
      }
      if !literals.isEmpty, literals.allSatisfy({ $0.map { $0 <= 0.15 } ?? false }) { return true }
      if literals.contains(where: { $0 == nil }), let parent = file.parent(of: view), parent.name == "ZStack",
         parent.children.first == view.index, parent.children.count > 1 { return true }
    }
    return false
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // (Read from a copy: reporting writes to `context` while the scene may be asked for.)
    let settings = context
    lazy var scene = ContrastCheck.scenes(settings, file: file).swiftUI
    let appearances = context.project.appearances
    for view in file.views {
      // An SF Symbol's weight is drawing, not reading text (so is an icon-only label's, or a label style's icon).
      if view.name == "Image" || view.name == "configuration.icon" || FixedTextSizeRule.isIconOnlyLabel(view, in: file) { continue }
      // An image held in a value (`state.image.resizable()`): only an image takes these modifiers.
      if view.modifiers.contains(where: { Self.imageOnlyModifiers.contains($0.name) }) { continue }
      // A container of icon-only labels (`.labelStyle(.iconOnly)` beside the weight) with no text of
      // its own written in it: the weight is for the symbols.
      if FixedTextSizeRule.setsIconOnlyLabels(view.modifiers[...]),
         !file.descendants(of: view).contains(where: { $0.name == "Text" && $0.kind == .call }) {
        continue
      }
      // A container holding only pictures (Zeitgeist's feature icons: a `Group` choosing a symbol
      // or an asset image, `.font(.largeTitle.weight(.light))`): the weight draws icons.
      if Self.holdsOnlyPictures(view, in: file) { continue }
      // A spacer or shape holding nothing (a `Spacer()` left with the font of a button commented
      // out above it, mungcourse's past routes): no words take the weight.
      if view.children.isEmpty, view.kind == .call, Self.pictureOnlyViews.contains(view.name), view.name != "Image" { continue }
      let viewSize = view.modifiers.last(where: { $0.name == "font" })?.arguments.firstUnlabeled.flatMap(Self.pointSize(of:))
      // The app's own name drawn as a logotype: a picture of the brand, not text to read.
      if Self.isProductWordmark(view, points: viewSize, in: file) { continue }
      // `Text("/")` between two page counts: a separator glyph, no word to read (a currency or a
      // minus sign is read).
      if view.name == "Text", let literal = view.titleArgument?.stringLiteral?.trimmingCharacters(in: .whitespaces),
         !literal.isEmpty, literal.allSatisfy({ Self.separatorGlyphs.contains($0) })
          // (Or "--", a reading's stand-in while none is loaded: MiniWeather's temperature.)
          || literal.count >= 2 && literal.allSatisfy({ $0 == "-" }) {
        continue
      }
      // A watermark: words drawn faint behind content (pilgrim's kanji at 2–12 % opacity under the
      // labels that say them), or hidden from VoiceOver as decoration.
      if view.name == "Text", Self.isWatermark(view, in: file) { continue }
      // Proven to read at 7:1 or more in every appearance (white on black): a display size's light
      // strokes need no check in low contrast, for there is none.
      let inHighContrast = { Self.readsInHighContrast(view, scene: scene, appearances: appearances) }
      let inPrimaryColour = { Self.showsInPrimaryLabelColour(view, scene: scene) }
      for modifier in view.modifiers {
        switch modifier.name {
        case "fontWeight":
          if let weight = modifier.arguments.firstUnlabeled { reportIfLight(weight, points: viewSize, inHighContrast: inHighContrast, inPrimaryColour: inPrimaryColour, &context) }
        case "font":
          guard let font = modifier.arguments.firstUnlabeled else { continue }
          for weight in Self.weights(in: font) { reportIfLight(weight, points: Self.pointSize(of: font), inHighContrast: inHighContrast, inPrimaryColour: inPrimaryColour, &context) }
        default:
          continue
        }
      }
    }
    for object in file.uikitObjects {
      for assignment in object.assignments {
        if assignment.property.hasSuffix("font") {
          // A lone currency sign or glyph drawn at a display size beside a number: no text to read.
          if let points = Self.pointSize(of: assignment.value) ?? Self.helperPointSize(of: assignment.value),
            points >= Self.displayDesignPoints, Self.showsLoneSymbol(object, fontAt: assignment.value, in: file) { continue }
          for weight in Self.weights(in: assignment.value) { reportIfLight(weight, points: Self.pointSize(of: assignment.value), &context) }
        }
        if assignment.property.hasSuffix("textAlignment"), assignment.value.memberName == "justified" {
          // A label of one line (UILabel's default): the last line of a paragraph is never
          // justified, so one line shows no uneven spacing.
          // (An outlet's line count is the storyboard's; one given a variable may be many.)
          if object.uikitClass == "UILabel", !object.isOutlet,
             object.assignment("numberOfLines").map({ $0.value.numberLiteral == 1 }) ?? true { continue }
          // A row of pictures (flag images as text attachments, Corona-Warn-App's countries): no
          // words whose spacing could be uneven.
          if Self.showsOnlyAttachments(object, in: file) { continue }
          context.report(at: assignment.value.start, LocalizedText(
            en: "justified text has uneven word spacing that makes lines hard to follow; use .natural",
            ko: "양쪽 정렬 텍스트는 단어 간격이 고르지 않아 줄을 따라가기 어렵습니다. \(KoreanParticle.object.attach(to: ".natural")) 사용하세요"))
        }
      }
    }
  }

  /// Views that draw no text: pictures, shapes and the stacks arranging them.
  static let pictureOnlyViews: Set<String> = [
    "Image", "Group", "HStack", "VStack", "ZStack", "Spacer", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle",
    "Capsule", "Ellipse",
  ]

  /// A container whose every descendant draws no text, one of them an `Image`.
  static func holdsOnlyPictures(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.name != "Text", pictureOnlyViews.contains(view.name) else { return false }
    let descendants = file.descendants(of: view)
    return descendants.contains { $0.name == "Image" } && descendants.allSatisfy { pictureOnlyViews.contains($0.name) }
  }

  /// The label's attributed text is built from text attachments (`NSAttributedString(attachment:)`),
  /// in the value or in the function that builds the local it is given, and it is given no plain text.
  static func showsOnlyAttachments(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    !object.assigns("text") && object.assignments.contains { assignment in
      guard assignment.property == "attributedText" else { return false }
      if assignment.value.text.contains("NSAttributedString(attachment:") { return true }
      guard case .reference = assignment.value.kind,
            let function = file.declarations.innermostFunction(containing: assignment.position.utf8Offset) else { return false }
      guard file.converter.source.contains("NSAttributedString(attachment:", from: function.body.lowerBound, to: function.body.upperBound)
      else { return false }
      // Joined only by spaces (`NSAttributedString(string: " ")`), never by words.
      let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound)
      return body.components(separatedBy: "(string: \"").dropFirst().allSatisfy { $0.prefix { $0 != "\"" }.allSatisfy(\.isWhitespace) }
    }
  }

  /// Weight expressions in a font: `weight:` arguments and `.weight(_:)` calls, at any depth.
  static func weights(in expression: ExpressionInfo) -> [ExpressionInfo] {
    var result: [ExpressionInfo] = []
    if let callee = expression.callee, callee == "weight" || callee.hasSuffix(".weight"),
       let argument = expression.callArguments.first?.value {
      result.append(argument)
    }
    if let chain = expression.memberChain {
      for link in chain.links where link.name == "weight" {
        if let argument = link.arguments?.first?.value { result.append(argument) }
      }
      if chain.links.isEmpty || chain.base.text != expression.text {
        for argument in chain.base.callArguments {
          if argument.label == "weight" { result.append(argument.value) } else { result += weights(in: argument.value) }
        }
      }
    }
    for argument in expression.callArguments where !result.contains(argument.value) {
      if argument.label == "weight" { result.append(argument.value) } else if argument.value.text != expression.text {
        result += weights(in: argument.value)
      }
    }
    var seen: Set<Int> = []
    return result.filter { seen.insert($0.start.utf8Offset).inserted }
  }

  /// The text's colour and what lies behind it are known and contrast by 7:1 or more in every appearance.
  static func readsInHighContrast(_ view: SwiftUIView, scene: SwiftUIColorScene, appearances: [Appearance]) -> Bool {
    // Faded by an opacity of its own or around it: the colours alone don't say what is seen.
    guard !view.modifiers.contains(where: { $0.name == "opacity" }),
          !scene.file.ancestry(of: view).steps.contains(where: { $0.applyingModifiers.contains { $0.name == "opacity" } }),
          let (modifier, owner) = scene.nearestModifier(SwiftUIColorScene.foregroundModifiers, for: view),
          let foreground = scene.color(of: modifier, in: owner.enclosingType),
          case .color(let background, _)? = scene.background(of: view) else { return false }
    return ContrastCheck.lowestRatio(foreground: foreground.color, background: background, in: appearances) >= 7
  }

  /// Drawn in the system's primary label colour, unfaded, on the system's background or a
  /// material: black on light, white on dark, the highest contrast the system gives (MiniWeather's
  /// location name).
  /// Its colour left as it is, `.primary`, or `.primary` but while loading (`!isLoading ? .primary : .quaternary`).
  static func showsInPrimaryLabelColour(_ view: SwiftUIView, scene: SwiftUIColorScene) -> Bool {
    let ancestry = scene.file.ancestry(of: view)
    guard !view.modifiers.contains(where: { $0.name == "opacity" }),
          !ancestry.steps.contains(where: { $0.applyingModifiers.contains { $0.name == "opacity" } }) else { return false }
    // On the system's own background, one of its colours, or a material (which keeps primary text vibrant).
    switch scene.background(of: view) {
    case nil: break
    case .color(_, let semantic)?: guard semantic else { return false }
    case .unknown?:
      let backgrounds = (view.modifiers + ancestry.steps.flatMap { Array($0.applyingModifiers) + $0.ancestor.modifiers }).filter { $0.name == "background" }
      guard !backgrounds.isEmpty, backgrounds.allSatisfy({ $0.arguments.firstUnlabeled?.text.contains("Material") == true }) else { return false }
    }
    guard let (modifier, _) = scene.nearestModifier(SwiftUIColorScene.foregroundModifiers, for: view) else { return true }
    guard let colour = modifier.arguments.firstUnlabeled?.text.filter({ !$0.isWhitespace }) else { return false }
    if primaryColours.contains(colour) { return true }
    // `!shouldDisplayAsLoading ? .primary : .quaternary`: primary once loaded.
    guard let question = colour.firstIndex(of: "?"), let colon = colour.lastIndex(of: ":"), question < colon else { return false }
    let condition = colour[..<question].lowercased()
    guard condition.contains("loading") else { return false }
    let shown = condition.hasPrefix("!") ? colour[colour.index(after: question)..<colon] : colour[colour.index(after: colon)...]
    return primaryColours.contains(String(shown))
  }

  static let primaryColours: Set<String> = [".primary", "Color.primary", ".label", "Color(.label)", "Color(uiColor:.label)", "Color(UIColor.label)"]

  private func reportIfLight(
    _ weight: ExpressionInfo, points: Double?, inHighContrast: () -> Bool = { false }, inPrimaryColour: () -> Bool = { false }, _ context: inout RuleContext
  ) {
    guard let name = weight.memberName, Self.lightWeights.contains(name) else { return }
    let replacement = String(weight.text.dropLast(name.count)) + "regular"
    // `.light`, the heaviest of the three, from 20 pt (where SF Pro takes its Display design, a
    // temperature's or a total's big number) draws strokes as thick as body text's: information.
    // Thin and ultralight stay a warning up to 34 pt.
    let display = points.map { $0 >= Self.displayPoints || name == "light" && $0 >= Self.displayDesignPoints } ?? false
    if display, inHighContrast() { return }
    // `.light` in the primary label colour: as legible as text gets at that size (thin and
    // ultralight strokes stay a question).
    if display, name == "light", inPrimaryColour() { return }
    let size = points.map(Measure.format) ?? ""
    context.report(at: weight.start, display ? LocalizedText(
      en: "font weight .\(name) at a display size (\(size) pt): its strokes are thicker at this size than in small text, but check that it stays legible in low contrast, or use .regular",
      ko: "표시용 크기(\(size)pt)의 글꼴 굵기 .\(name): 이 크기에서는 작은 글자보다 획이 굵지만, 낮은 대비에서도 읽기 쉬운지 확인하거나 .regular를 사용하세요")
      : LocalizedText(
      en: "font weight .\(name) has thin strokes that are hard to read with low vision; use .regular or heavier",
      ko: "글꼴 굵기 \(KoreanParticle.topic.attach(to: ".\(name)")) 획이 가늘어 저시력 사용자가 읽기 어렵습니다. .regular 이상을 사용하세요"),
      severity: display ? .info : nil,
      fix: Fix(
        summary: LocalizedText(en: "use .regular", ko: ".regular 사용"),
        edits: [TextEdit(start: weight.start, end: weight.end, replacement: replacement)],
        // A weight is a design decision (a light display number on a share image): suggested.
        applicability: .suggestion))
  }
}
