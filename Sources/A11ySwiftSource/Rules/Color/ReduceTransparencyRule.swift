import A11yCore

/// Translucent materials and blurs in a type that never checks Reduce Transparency.
public struct ReduceTransparencyRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "reduce-transparency",
    title: LocalizedText(en: "Translucency should respect Reduce Transparency", ko: "반투명 효과는 투명도 줄이기 설정을 따라야 합니다"),
    rationale: LocalizedText(
      en: """
        Text and icons on a blurred or translucent material have a background that changes with whatever is behind \
        it, so their contrast can't be guaranteed. People who turn on Reduce Transparency (or Increase Contrast) \
        ask for solid backgrounds. System bars and materials adapt by themselves, but custom blurs and \
        materials used as backgrounds are worth checking: read \
        `@Environment(\\.accessibilityReduceTransparency)` (SwiftUI) or `UIAccessibility.isReduceTransparencyEnabled` \
        (UIKit) in the same type and use an opaque color when it is on. `.blur(radius:)` blurs opaque content \
        and is not translucency. Reported as information, once per type.
        """,
      ko: """
        흐림 효과나 반투명 머티리얼 위의 텍스트와 아이콘은 뒤에 있는 내용에 따라 배경이 바뀌므로 대비를 보장할 수 \
        없습니다. 투명도 줄이기(또는 대비 증가)를 켠 사용자는 불투명한 배경을 원합니다. 시스템 막대와 머티리얼은 \
        스스로 적응하지만, 직접 만든 흐림 효과와 배경으로 쓴 머티리얼은 확인할 필요가 있습니다. 같은 \
        타입에서 `@Environment(\\.accessibilityReduceTransparency)`(SwiftUI)나 \
        `UIAccessibility.isReduceTransparencyEnabled`(UIKit)를 읽고 켜져 있으면 불투명한 색을 쓰세요. `.blur(radius:)`는 \
        불투명한 내용을 흐리게 할 뿐 반투명이 아닙니다. 타입마다 한 번, 정보로 보고합니다.
        """),
    defaultSeverity: .info,
    checkpoints: [.contrast], wcag: ["1.4.3", "1.4.11"], hig: "Accessibility › Color and effects",
    examples: RuleExamples(
      triggering: [
        "struct A: View { var body: some View { Text(\"Now playing\").padding().↓background(.ultraThinMaterial) } }",
        "struct A: View { var body: some View { RoundedRectangle(cornerRadius: 12).↓fill(Material.regular) } }",
        "struct A: View { var body: some View { VStack { Text(\"메뉴\") }.↓background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16)) } }",
        "final class C: UIViewController {\n func setUp() { let ↓blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)); view.addSubview(blurView) } }",
      ],
      nonTriggering: [
        "struct A: View { @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency\n var body: some View { Text(\"Now playing\").padding().background(reduceTransparency ? AnyShapeStyle(Color(.systemBackground)) : AnyShapeStyle(.ultraThinMaterial)) } }",
        "struct A: View { var body: some View { Text(\"x\").background(Color.white) } }",
        "struct A: View { var body: some View { Image(\"cover\").blur(radius: 20) } }",
        "final class C: UIViewController {\n func setUp() { guard !UIAccessibility.isReduceTransparencyEnabled else { return }\n let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)); view.addSubview(blurView) } }",
      ])
  )

  static let materials: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
  ]
  static let materialModifiers: Set<String> = [
    "background", "fill", "foregroundStyle", "presentationBackground", "toolbarBackground", "containerBackground",
    "backgroundStyle", "listRowBackground",
  ]
  static let settings: Set<String> = ["accessibilityReduceTransparency", "isReduceTransparencyEnabled"]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    func handles(_ type: String?) -> Bool {
      !(file.accessibilitySettingsRead[type ?? ""] ?? []).isDisjoint(with: Self.settings)
    }
    // One reminder per type: the fix (reading the setting) is per type too.
    var reportedTypes: Set<String> = []
    func firstInType(_ type: String?) -> Bool { reportedTypes.insert(type ?? "").inserted }
    for view in file.views where !handles(view.enclosingType) {
      for modifier in view.modifiers where Self.materialModifiers.contains(modifier.name) {
        guard let material = modifier.arguments.lazy.compactMap({ Self.material(in: $0.value) }).first,
              firstInType(view.enclosingType) else { continue }
        report(at: modifier.position, what: ("material .\(material)", "머티리얼 .\(material)"), &context)
      }
    }
    for object in file.uikitObjects where object.uikitClass == "UIVisualEffectView" && !handles(object.enclosingType) {
      let blur = object.initializer?.text.contains("UIBlurEffect") == true
        || object.assignments.contains { $0.property == "effect" && $0.value.text.contains("UIBlurEffect") }
      guard blur, firstInType(object.enclosingType) else { continue }
      report(at: object.position, what: ("UIBlurEffect", "UIBlurEffect"), &context)
    }
  }

  /// `.ultraThinMaterial`, `Material.regular`, `.thinMaterial` inside `AnyShapeStyle(...)`.
  static func material(in value: ExpressionInfo) -> String? {
    switch value.kind {
    case .member(let base, let name):
      if base == "Material" { return name == "bar" ? "bar" : name + "Material" }
      return base == nil || base == "ShapeStyle" ? (materials.contains(name) ? name : nil) : nil
    case .call(_, let arguments):
      return arguments.lazy.compactMap { material(in: $0.value) }.first
    default:
      return nil
    }
  }

  private func report(at position: SourcePosition, what: (en: String, ko: String), _ context: inout RuleContext) {
    context.report(at: position, LocalizedText(
      en: "\(what.en) is translucent and this type never reads Reduce Transparency: content on it can lose contrast; read accessibilityReduceTransparency (UIAccessibility.isReduceTransparencyEnabled) and use an opaque background when it is on",
      ko: "\(KoreanParticle.topic.attach(to: "\(what.ko)")) 반투명한데 이 타입은 투명도 줄이기 설정을 읽지 않아 그 위의 내용이 대비를 잃을 수 있습니다. accessibilityReduceTransparency(UIAccessibility.isReduceTransparencyEnabled)를 읽고 켜져 있으면 불투명한 배경을 쓰세요"))
  }
}
