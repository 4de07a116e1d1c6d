import A11yCore

/// Direct touch areas (`accessibilityDirectTouch`, `.allowsDirectInteraction`) with no custom
/// action as an alternative.
public struct DirectTouchAlternativeRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "direct-touch-alternative",
    title: LocalizedText(
      en: "Direct touch needs an alternative action",
      ko: "직접 터치에는 대안 동작이 필요합니다"),
    rationale: LocalizedText(
      en: """
        `.accessibilityDirectTouch` (UIKit: the `.allowsDirectInteraction` trait) passes VoiceOver touches straight \
        to the control, so a virtual instrument or the WWDC virtual cat can be stroked, tapped and pinched. Not \
        everyone can perform those gestures, and Switch Control and Voice Control don't use direct touch at all. \
        The session's advice: wherever possible, also offer custom actions (`.accessibilityAction(named:)`, \
        `accessibilityCustomActions`) for what the gestures do. (Checkpoint 2.2; WWDC \"Make your custom \
        controls accessible\".)
        """,
      ko: """
        `.accessibilityDirectTouch`(UIKit은 `.allowsDirectInteraction` 특성)는 VoiceOver의 터치를 컨트롤에 그대로 전달해 가상 \
        악기나 WWDC의 가상 고양이를 쓰다듬고 탭하고 꼬집을 수 있게 합니다. 하지만 누구나 그 제스처를 할 수 있는 것은 아니며 \
        스위치 제어와 음성 제어는 직접 터치를 쓰지 않습니다. 세션의 권고대로 가능하면 제스처가 하는 일을 사용자 지정 동작 \
        (`.accessibilityAction(named:)`, `accessibilityCustomActions`)으로도 제공하세요. (검사 항목 2.2, WWDC \"맞춤형 제어 항목의 \
        접근성 향상하기\")
        """),
    defaultSeverity: .warning,
    checkpoints: [.tapOperation], wcag: ["2.5.1", "2.1.1"], hig: "Accessibility › Custom controls",
    examples: RuleExamples(
      triggering: [
        "struct VirtualCat: View { var cat: CatModel\n var body: some View { InteractiveCatSurface().accessibilityLabel(\"Virtual Cat\").accessibilityValue(cat.reaction).↓accessibilityDirectTouch([.requiresActivation]) } }",
        "final class PianoView: UIView {\n func setUp() {\n isAccessibilityElement = true\n accessibilityLabel = \"피아노\"\n ↓accessibilityTraits = .allowsDirectInteraction } }",
      ],
      nonTriggering: [
        "struct VirtualCat: View { var cat: CatModel\n var body: some View { InteractiveCatSurface().accessibilityLabel(\"가상 고양이\").accessibilityDirectTouch([.requiresActivation]).accessibilityAction(named: \"쓰다듬기\") { cat.pet() }.accessibilityAction(named: \"꼬집기\") { cat.pinch() } } }",
        "final class PianoView: UIView {\n func setUp() {\n accessibilityTraits = .allowsDirectInteraction\n accessibilityCustomActions = [UIAccessibilityCustomAction(name: \"Play C\") { _ in self.play(.c) }] } }",
        "struct A: View { var body: some View { Text(\"Direct touch\") } }",
      ])
  )

  static let actions: Set<String> = ["accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction"]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where !view.context.isHidden {
      guard let directTouch = view.modifiers(named: "accessibilityDirectTouch").first else { continue }
      if !GestureSupport.modifierNames(reaching: view, in: file).isDisjoint(with: Self.actions) { continue }
      report(at: directTouch.position, &context)
    }
    let fileHasCustomActions = file.behaviour.assignments.contains { $0.property == "accessibilityCustomActions" }
      || file.behaviour.functions.contains { $0.name == "accessibilityCustomActions" }
      || file.sourceContains("var accessibilityCustomActions")
    guard !fileHasCustomActions else { return }
    for assignment in file.behaviour.assignments where assignment.property == "accessibilityTraits" {
      guard assignment.value.memberNames.contains("allowsDirectInteraction") else { continue }
      report(at: assignment.position, &context)
    }
  }

  private func report(at position: SourcePosition, _ context: inout RuleContext) {
    context.report(at: position, LocalizedText(
      en: "Direct touch with no custom action: people who can't perform the gestures, and Switch Control and Voice Control users, can't use this control; add named actions (.accessibilityAction(named:) or accessibilityCustomActions) for what the gestures do",
      ko: "직접 터치에 사용자 지정 동작이 없어 제스처를 할 수 없는 사용자와 스위치 제어, 음성 제어 사용자는 이 컨트롤을 쓸 수 없습니다. 제스처가 하는 일을 이름 있는 동작(.accessibilityAction(named:)이나 accessibilityCustomActions)으로 추가하세요"))
  }
}
