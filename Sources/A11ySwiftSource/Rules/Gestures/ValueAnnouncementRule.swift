import A11yCore

/// An announcement posted on every change of a continuously changing value.
public struct ValueAnnouncementRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "value-announcement-throttle",
    title: LocalizedText(
      en: "Announcements of a changing value should be throttled",
      ko: "계속 바뀌는 값의 안내는 간격을 두어야 합니다"),
    rationale: LocalizedText(
      en: """
        Feedback while a value changes matters, but an announcement on every change of a drag floods VoiceOver: \
        each new announcement cuts off the last, and the person hears fragments. The WWDC coffee dispenser \
        announces only when the value really changed and at least 0.3 seconds have passed since the last \
        announcement. An `onChange` or drag handler that posts an announcement with no such condition is reported \
        as information: check how it sounds while dragging. (Checkpoint 4.2; WWDC \"Make your custom controls \
        accessible\".)
        """,
      ko: """
        값이 바뀌는 동안의 피드백은 중요하지만, 드래그의 모든 변화마다 안내를 게시하면 VoiceOver가 넘쳐 납니다. 새 안내가 \
        앞의 안내를 끊어서 사용자는 조각난 말만 듣게 됩니다. WWDC의 커피 디스펜서는 값이 실제로 바뀌었고 마지막 안내 뒤 0.3초 \
        이상 지났을 때만 안내합니다. 그런 조건 없이 안내를 게시하는 `onChange`나 드래그 처리기는 정보로 보고하니, 드래그하면서 \
        어떻게 들리는지 확인하세요. (검사 항목 4.2, WWDC \"맞춤형 제어 항목의 접근성 향상하기\")
        """),
    defaultSeverity: .info,
    checkpoints: [.assistiveTechnology], wcag: ["4.1.3"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        "struct Cup: View { @State var coffee = 0.0\n var body: some View { CoffeeSlider(value: $coffee).onChange(of: coffee) { _, newValue in ↓AccessibilityNotification.Announcement(\"\\(Int(newValue)) ounces\").post() } } }",
        "final class Dial: UIControl {\n @objc func handlePan(_ pan: UIPanGestureRecognizer) {\n value += pan.translation(in: self).x\n ↓UIAccessibility.post(notification: .announcement, argument: \"\\(Int(value))\") } }",
        "struct Pad: View { @State var x = 0.0\n var body: some View { Rectangle().gesture(DragGesture().onChanged { x = $0.location.x; ↓AccessibilityNotification.Announcement(\"\\(Int(x))\").post() }) } }",
      ],
      nonTriggering: [
        "struct Cup: View { @State var coffee = 0.0\n var body: some View { CoffeeSlider(value: $coffee).onChange(of: coffee) { _, newValue in if sufficientTimeSinceLastAnnouncement() && valueHasChanged() { AccessibilityNotification.Announcement(\"\\(newValue)\").post() } } } }",
        "final class Form: UIViewController {\n func submitFailed() { UIAccessibility.post(notification: .announcement, argument: \"카드 번호를 확인하세요\") } }",
        "struct A: View { var body: some View { Button(\"Save\") { save(); AccessibilityNotification.Announcement(\"Saved\").post() } } }",
      ])
  )

  /// Closures and handlers that run on every change of a value.
  static let perChangeCalls: Set<String> = ["onChange", "onChanged", "updating", "onReceive"]

  static func isAnnouncement(_ call: CodeCall) -> Bool {
    guard call.name == "post" else { return false }
    return call.callee.contains("Announcement")
      || call.arguments.contains { $0.label == "notification" && $0.value.memberName == "announcement" }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for call in file.behaviour.calls where Self.isAnnouncement(call) {
      let owner = call.enclosingCalls.last
      let inHandler = owner.map(Self.perChangeCalls.contains) ?? false
      // A UIKit pan or value-changed handler: `handlePan(_:)`, `sliderValueChanged(_:)`.
      let function = call.function?.lowercased() ?? ""
      let inUIKitHandler = owner == nil && (function.contains("pan") || function.contains("drag") || function.contains("valuechanged"))
      guard inHandler || inUIKitHandler else { continue }
      // Throttled when a condition guards it (the session's `sufficientTimeSinceLastAnnouncement()`).
      if call.isConditional { continue }
      context.report(at: call.position, LocalizedText(
        en: "An announcement is posted on every change of this value: while dragging, VoiceOver users hear a flood of cut-off fragments; announce only when the value really changed and some time (the WWDC example: 0.3 s) has passed",
        ko: "값이 바뀔 때마다 안내를 게시합니다. 드래그하는 동안 VoiceOver 사용자는 끊긴 말 조각을 계속 듣게 됩니다. 값이 실제로 바뀌었고 일정 시간(WWDC 예: 0.3초)이 지났을 때만 안내하세요"))
    }
  }
}
