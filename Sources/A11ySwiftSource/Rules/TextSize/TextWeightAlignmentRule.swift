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
        large text sizes. The fix changes a light weight to `.regular`.
        """,
      ko: """
        울트라라이트, 신, 라이트처럼 가는 획은 저시력 사용자가 읽기 어렵고, 작은 크기나 낮은 대비에서는 더 그렇습니다. HIG는 \
        Regular, Medium, Semibold, Bold를 권합니다. 양쪽 정렬은 단어 사이 간격을 고르지 않게 늘려, 특히 난독증이 있거나 \
        큰 글자를 쓰는 사람이 줄을 따라가기 어렵게 합니다. 자동 수정은 가는 굵기를 `.regular`로 바꿉니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.fontFeatures, .contrast], wcag: [], hig: "Typography › Best practices; Accessibility › Vision",
    examples: RuleExamples(
      triggering: [
        "struct A: View { var body: some View { Text(\"\\(stars)\").font(.largeTitle).fontWeight(↓.ultraLight) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.body.weight(↓.thin)) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.system(.title, design: .rounded, weight: ↓.light)) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17, weight: ↓UIFont.Weight.light))\n    label.textAlignment = ↓.justified\n  }\n}",
        // Words written beside the icon-only controls take the weight too.
        "struct Player: View { var body: some View { VStack { Text(\"Now playing\"); controls }.fontWeight(↓.light).labelStyle(.iconOnly) } }",
      ],
      nonTriggering: [
        "struct A: View { var body: some View { Text(\"x\").fontWeight(.regular) } }",
        "struct A: View { var body: some View { Text(\"x\").font(.title3.weight(.semibold)) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.textAlignment = .natural\n  }\n}",
        "struct A: View { var body: some View { Image(systemName: \"star\").fontWeight(.light) } }",
        // Controls drawn as icons only: the weight draws symbols.
        "struct Viewer: View { var body: some View { VStack { topControlBar; Spacer(); bottomControlBar }.font(.title2).fontWeight(.light).labelStyle(.iconOnly) }\n var topControlBar: some View { HStack { Spacer(); Button { close() } label: { Label(\"Close\", systemImage: \"xmark\") } } }\n var bottomControlBar: some View { HStack { Button { share() } label: { Label(\"Share\", systemImage: \"square.and.arrow.up\") } } } }",
        "struct A: View { var body: some View { Label(\"Close\", systemImage: \"xmark\").labelStyle(.iconOnly).fontWeight(.thin) } }",
      ],
      corrections: [
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").fontWeight(.ultraLight) } }",
          after: "struct A: View { var body: some View { Text(\"x\").fontWeight(.regular) } }"),
        RuleCorrection(
          before: "struct A: View { var body: some View { Text(\"x\").font(Font.body.weight(Font.Weight.thin)) } }",
          after: "struct A: View { var body: some View { Text(\"x\").font(Font.body.weight(Font.Weight.regular)) } }"),
      ]),
    fixes: [.suggestion])

  static let lightWeights: Set<String> = ["ultraLight", "thin", "light"]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      // An SF Symbol's weight is drawing, not reading text (so is an icon-only label's, or a label style's icon).
      if view.name == "Image" || view.name == "configuration.icon" || FixedTextSizeRule.isIconOnlyLabel(view, in: file) { continue }
      // A container of icon-only labels (`.labelStyle(.iconOnly)` beside the weight) with no text of
      // its own written in it: the weight is for the symbols.
      if FixedTextSizeRule.setsIconOnlyLabels(view.modifiers[...]),
         !file.descendants(of: view).contains(where: { $0.name == "Text" && $0.kind == .call }) {
        continue
      }
      for modifier in view.modifiers {
        switch modifier.name {
        case "fontWeight":
          if let weight = modifier.arguments.firstUnlabeled { reportIfLight(weight, &context) }
        case "font":
          guard let font = modifier.arguments.firstUnlabeled else { continue }
          for weight in Self.weights(in: font) { reportIfLight(weight, &context) }
        default:
          continue
        }
      }
    }
    for object in file.uikitObjects {
      for assignment in object.assignments {
        if assignment.property.hasSuffix("font") {
          for weight in Self.weights(in: assignment.value) { reportIfLight(weight, &context) }
        }
        if assignment.property.hasSuffix("textAlignment"), assignment.value.memberName == "justified" {
          context.report(at: assignment.value.start, LocalizedText(
            en: "justified text has uneven word spacing that makes lines hard to follow; use .natural",
            ko: "양쪽 정렬 텍스트는 단어 간격이 고르지 않아 줄을 따라가기 어렵습니다. \(KoreanParticle.object.attach(to: ".natural")) 사용하세요"))
        }
      }
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

  private func reportIfLight(_ weight: ExpressionInfo, _ context: inout RuleContext) {
    guard let name = weight.memberName, Self.lightWeights.contains(name) else { return }
    let replacement = String(weight.text.dropLast(name.count)) + "regular"
    context.report(at: weight.start, LocalizedText(
      en: "font weight .\(name) has thin strokes that are hard to read with low vision; use .regular or heavier",
      ko: "글꼴 굵기 \(KoreanParticle.topic.attach(to: ".\(name)")) 획이 가늘어 저시력 사용자가 읽기 어렵습니다. .regular 이상을 사용하세요"),
      fix: Fix(
        summary: LocalizedText(en: "use .regular", ko: ".regular 사용"),
        edits: [TextEdit(start: weight.start, end: weight.end, replacement: replacement)],
        // A weight is a design decision (a light display number on a share image): suggested.
        applicability: .suggestion))
  }
}
