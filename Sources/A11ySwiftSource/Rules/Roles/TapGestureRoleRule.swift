import A11yCore
import Foundation

/// Non-control SwiftUI views that act on a tap without the button or link trait.
public struct TapGestureRoleRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "swiftui-tap-gesture-role",
    title: LocalizedText(en: "Tappable views need a button or link role", ko: "탭으로 동작하는 뷰에는 버튼이나 링크 역할이 필요합니다"),
    rationale: LocalizedText(
      en: """
        A view made tappable with `.onTapGesture` looks like a button but VoiceOver announces it as plain text \
        or an image: the person doesn't know it does anything, and Switch Control and Full Keyboard Access may \
        not offer it. Prefer a `Button`; otherwise add `.accessibilityAddTraits(.isButton)` (or `.isLink` for \
        navigation out of the app). A tap inside an element that merges its children \
        (`.accessibilityElement(children: .ignore)`) belongs to that element.
        """,
      ko: """
        `.onTapGesture`로 탭할 수 있게 만든 뷰는 버튼처럼 보이지만 VoiceOver는 일반 텍스트나 이미지로 안내합니다. 사용자는 \
        동작한다는 것을 알 수 없고, 스위치 제어나 전체 키보드 접근에서 선택하지 못할 수 있습니다. `Button`을 쓰거나 \
        `.accessibilityAddTraits(.isButton)`(앱 밖으로 이동하면 `.isLink`)을 추가하세요. 자식을 합친 요소 \
        (`.accessibilityElement(children: .ignore)`) 안의 탭은 그 요소의 것입니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.assistiveTechnology], wcag: ["4.1.2"], hig: "Accessibility › Custom elements",
    examples: RuleExamples(
      triggering: [
        "struct A: View { var body: some View { VStack { Text(\"아메리카노\") }.↓onTapGesture { select() } } }",
        "struct A: View { var body: some View { Image(\"card\").accessibilityLabel(\"Card\").↓onTapGesture(count: 1) { flip() } } }",
        "struct A: View { var body: some View { Text(\"More\").↓gesture(TapGesture().onEnded { more() }) } }",
        "struct A: View { var body: some View { HStack { }.↓simultaneousGesture(TapGesture().onEnded { expand() }) } }",
        "struct A: View { var body: some View { Text(\"Terms\").↓highPriorityGesture(TapGesture().onEnded { open() }) } }",
        "struct A: View { var body: some View { HStack { Text(\"#tag\").↓onTapGesture { open(tag) } }.accessibilityElement(children: .combine) } }",
      ],
      nonTriggering: [
        "struct PressStyle: PrimitiveButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.onTapGesture { configuration.trigger() } } }",
        "struct CheckStyle: ToggleStyle { func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; Image(systemName: \"checkmark\") }.onTapGesture { configuration.isOn.toggle() } } }",
        "struct A: View { var body: some View { HStack { Image(\"x\").accessibilityLabel(\"닫기\").accessibilityAddTraits(.isButton) }.onTapGesture { close() } } }",
        "struct A: View { var body: some View { HStack { Button(\"Play\") { play() } }.onTapGesture { expand() } } }",
        "struct A: View { var body: some View { Circle().fill(.red).overlay { Text(\"Rec\") }.onTapGesture { record() }.accessibilityRepresentation { Button(\"Record\") { record() } } } }",
        "struct A: View { var body: some View { ScrollView { Text(\"x\") }.onTapGesture {} } }",
        "struct A: View { var body: some View { VStack { Text(\"메모\") }.onTapGesture { isFocused = true } } }",
        "struct A: View { var body: some View { VStack { Text(\"x\") }.onTapGesture {\n  // keep the keyboard from closing\n} } }",
        "struct A: View { var body: some View { Form { Text(\"x\") }.onTapGesture { UIApplication.shared.endEditing() } } }",
        "struct A: View { var body: some View { VStack { Text(\"아메리카노\") }.onTapGesture { select() }.accessibilityAddTraits(.isButton) } }",
        "struct A: View { var body: some View { Text(\"Terms\").accessibilityAddTraits([.isLink]).onTapGesture { open() } } }",
        "struct A: View { var body: some View { Button(\"x\") { }.onTapGesture { } } }",
        "struct A: View { var body: some View { Text(\"x\").onTapGesture(count: 2) { like() } } }",
        "struct A: View { var body: some View { Color.clear.onTapGesture { dismissKeyboard() }.accessibilityHidden(true) } }",
        "struct A: View { var body: some View { HStack { Text(\"x\").onTapGesture { } }.accessibilityElement(children: .ignore).accessibilityLabel(\"Row\").accessibilityAddTraits(.isButton) } }",
        "struct A: View { var body: some View { Text(\"x\").gesture(DragGesture()) } }",
        "struct A: View { var body: some View { Text(\"x\").background { Color.clear.contentShape(Rectangle()).onTapGesture { open() } } } }",
        "struct A: View { var body: some View { HStack { AvatarView(url).onTapGesture { } }.accessibilityElement(children: .combine).accessibilityAction { open() } } }",
      ],
      corrections: [
        RuleCorrection(
          before: "struct Card: View {\n  var body: some View {\n    VStack { Text(\"Latte\") }\n      .onTapGesture { order() }\n  }\n}",
          after: "struct Card: View {\n  var body: some View {\n    VStack { Text(\"Latte\") }\n      .onTapGesture { order() }\n      .accessibilityAddTraits(.isButton)\n  }\n}"),
      ]),
  )

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      guard let tap = view.tapGestureModifier, !view.isControl, !Self.isContentless(view) else { continue }
      if Self.doesNothingAButtonWould(file.text(from: tap.start, to: tap.end)) { continue }
      // Inside a button or toggle style's body the tap is the control's own: it has the role.
      if let style = view.enclosingType, Self.isControlStyle(style, file) { continue }
      // `.accessibilityRepresentation { Button(...) }` speaks for the view; a control or a button
      // inside it is what VoiceOver activates.
      if view.hasModifier("accessibilityRepresentation") { continue }
      if file.descendants(of: view).contains(where: { !$0.context.isHidden && ($0.isControl || $0.addedTraits.contains("isButton") || $0.addedTraits.contains("isLink")) }) {
        continue
      }
      if view.context.isHidden || view.context.replacingAncestor != nil || view.context.enclosingControl != nil { continue }
      // A layer behind the content that catches taps is not an element VoiceOver reaches.
      if case .modifier(let name, _) = view.slot, name == "background" { continue }
      let traits = view.addedTraits
      if traits.contains("isButton") || traits.contains("isLink") { continue }
      var needsReview = false
      if let merging = view.context.combiningAncestor {
        // A merged row with its own default action owns the taps inside it.
        let owner = file.view(merging)
        if owner.hasModifier("accessibilityAction") || owner.hasModifier("accessibilityActions") { continue }
        needsReview = true
      }
      let indentation = file.indentation(ofLineAt: tap.start)
      let insertion = TextEdit(start: tap.end, end: tap.end, replacement: "\n\(indentation).accessibilityAddTraits(.isButton)")
      context.report(at: tap.position, LocalizedText(
        en: "\(view.name) acts on a tap but VoiceOver doesn't announce it as a button; use a Button or add .accessibilityAddTraits(.isButton)",
        ko: "\(view.name)은(는) 탭으로 동작하지만 VoiceOver가 버튼으로 안내하지 않습니다. Button을 쓰거나 .accessibilityAddTraits(.isButton)을 추가하세요"),
        needsReview: needsReview,
        fix: needsReview ? nil : Fix(summary: LocalizedText(en: "add the button trait", ko: "버튼 특성 추가"), edits: [insertion]))
    }
  }

  static let controlStyles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle"]

  private static func isControlStyle(_ type: String, _ file: SwiftFileModel) -> Bool {
    !file.project.types.conformances(of: type).isDisjoint(with: controlStyles)
  }

  /// A tap that swallows touches (`.onTapGesture {}`), moves focus, or dismisses the keyboard
  /// does nothing a person would look for a button to do.
  static func doesNothingAButtonWould(_ modifierText: String) -> Bool {
    guard let open = modifierText.firstIndex(of: "{"), let close = modifierText.lastIndex(of: "}"), open < close else {
      return false
    }
    let statements = modifierText[modifierText.index(after: open)..<close]
      .split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") && $0 != "_ in" }
    if statements.isEmpty { return true }
    return statements.allSatisfy { statement in
      let lowered = statement.lowercased()
      return lowered.contains("focus") && (statement.contains("=") || lowered.contains("focus("))
        || lowered.contains("resignfirstresponder") || lowered.contains("endediting") || lowered.contains("hidekeyboard")
        || lowered.contains("dismisskeyboard")
    }
  }

  /// Shapes and colors with no content are not accessibility elements: VoiceOver never lands on
  /// them, so a tap on one (an invisible layer that dismisses the keyboard, a swatch inside a
  /// custom control made accessible where it is used) is not a missing button.
  static func isContentless(_ view: SwiftUIView) -> Bool {
    let name = view.name.hasPrefix("Color") || view.name.hasPrefix(".") ? "Color" : view.name
    return ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Spacer"].contains(name)
      && view.accessibilityLabel == nil
  }
}
