import A11yCore

/// A container hidden from accessibility that holds controls VoiceOver then can't reach.
public struct HiddenControlsRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "hidden-container-controls",
    title: LocalizedText(en: "Don't hide controls from VoiceOver", ko: "컨트롤을 VoiceOver에서 숨기지 마세요"),
    rationale: LocalizedText(
      en: """
        `.accessibilityHidden(true)` removes a view and everything in it from VoiceOver, Switch Control and \
        Voice Control. A hidden container that holds buttons, links or inputs leaves people who rely on \
        those technologies with no way to use them. Hide only decoration; if a group is redundant, hide its \
        non-interactive parts.
        """,
      ko: """
        `.accessibilityHidden(true)`는 뷰와 그 안의 모든 것을 VoiceOver, 스위치 제어, 음성 제어에서 없앱니다. 버튼, 링크, \
        입력 서식을 담은 컨테이너를 숨기면 이 기술을 쓰는 사용자는 그 컨트롤을 쓸 수 없습니다. 장식만 숨기고, 중복된 \
        그룹이라면 상호작용하지 않는 부분만 숨기세요.
        """),
    defaultSeverity: .error,
    checkpoints: [.assistiveTechnology, .focus], wcag: ["4.1.2", "2.1.1"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the invisible links: this one shows words to tap.
        "struct EnterNewPassword: View { @State var done = false\n var body: some View { VStack { SecureField(\"비밀번호\", text: $password); links } }\n var links: some View { Group { NavigationLink(destination: SuccessView(), isActive: $done) { Text(\"다음\") } }.↓accessibility(hidden: true) } }",
        "struct A: View { var body: some View { VStack { Text(\"약관\"); Button(\"동의\") { agree() } }.↓accessibilityHidden(true) } }",
        "struct A: View { var body: some View { HStack { Text(\"x\").onTapGesture { } }.↓accessibilityHidden(true) } }",
        "struct A: View { var body: some View { Form { Toggle(\"알림\", isOn: $on) }.↓accessibility(hidden: true) } }",
        // The neighbour of the app's `isHidden(_:)`: one that hides from VoiceOver alone.
        "extension View {\n  @ViewBuilder func isHidden(_ hidden: Bool) -> some View {\n    if hidden { self.accessibilityHidden(true) } else { self }\n  }\n}\nstruct NavigationBar: View { let isHost: Bool\n var body: some View { HStack { Button(\"초대\") { invite() } }.↓isHidden(!isHost) } }",
        // The neighbour of the shortcut carriers: one button has no shortcut, only its tap.
        "struct Viewer: View { var body: some View { HStack { Button(\"이전 사진\") { move(-1) }.keyboardShortcut(.leftArrow, modifiers: []); Button(\"공유\") { share() } }.↓accessibilityHidden(true) } }",
      ],
      nonTriggering: [
        // Links drawn as nothing, followed by code (OpenWallet's password screens), hidden together.
        "struct EnterNewPassword: View { @State var done = false\n var body: some View { VStack { SecureField(\"비밀번호\", text: $password); links } }\n var links: some View { Group { NavigationLink(destination: SuccessView(), isActive: $done) { EmptyView() } }.accessibility(hidden: true) } }",
        "struct A: View { var body: some View { VStack { Image(\"wave\"); Text(\"decoration\") }.accessibilityHidden(true) } }",
        "struct A: View { var body: some View { VStack { Button(\"동의\") { agree() } }.accessibilityHidden(false) } }",
        "struct A: View { var body: some View { VStack { Button(\"동의\") { } }.accessibilityHidden(isCollapsed) } }",
        "struct A: View { var body: some View { Text(\"x\").accessibilityHidden(true).sheet(isPresented: $show) { Button(\"Close\") { } } } }",
        // Buttons that only carry keyboard shortcuts, kept out of sight and out of VoiceOver's way.
        "struct Viewer: View { var body: some View { HStack { Button(\"이전 사진\") { move(-1) }.keyboardShortcut(.leftArrow, modifiers: []); Button(\"다음 사진\") { move(1) }.keyboardShortcut(.rightArrow, modifiers: []) }.frame(width: 1, height: 1).opacity(0.001).accessibilityHidden(true) } }",
        // The app's `isHidden(_:)` applying `.hidden()` (goalpanzi's): gone from sight as from VoiceOver.
        "extension View {\n  @ViewBuilder func isHidden(_ hidden: Bool) -> some View {\n    if hidden { self.hidden() } else { self }\n  }\n}\nstruct NavigationBar: View { let isHost: Bool\n var body: some View { HStack { Button(\"초대\") { invite() } }.isHidden(!isHost) } }",
        // A hidden anchor of an alert (Pulse's remote logger): the system presents the alert's buttons.
        "struct Router: View { var body: some View { Text(\"\").hidden().accessibilityHidden(true).alert(\"연결 실패\", isPresented: $failed) { Button(\"확인\", role: .cancel) { failed = false } } } }",
      ])
  )

  /// A `NavigationLink` whose label is `EmptyView()` (or an empty title): nothing to see or touch,
  /// only code activates it.
  static func isInvisibleLink(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.name == "NavigationLink" else { return false }
    if view.titleArgument?.stringLiteral == "" { return true }
    let label = view.children.map(file.view).filter { $0.slot != .destination }
    return !label.isEmpty && label.allSatisfy { $0.name == "EmptyView" }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where view.hiddenByOwnModifier == true {
      guard let hiding = view.modifiers.last(where: { $0.name == "accessibilityHidden" || $0.name == "accessibility" }) else { continue }
      // The app's helper hiding the view from sight too (`.hidden()` under its test): no gap.
      if hiding.arguments.contains(where: { $0.label == ProjectLinker.hiddenFromSightLabel }) { continue }
      // An alert's or dialog's buttons are presented by the system, apart from the view they hang
      // on (Pulse's hidden `Text("")` that only anchors `.alert`).
      let reachable = file.descendants(of: view).filter { !$0.context.isInDestination && !file.isInSystemAlert($0) }
      // (Not a link drawn as nothing, `NavigationLink(isActive:) { EmptyView() }`: code follows it,
      // no one is meant to reach it; OpenWallet hides a group of them.)
      let controls = reachable.filter { ($0.isControl || $0.tapGestureModifier != nil) && !Self.isInvisibleLink($0, in: file) }
      guard let control = controls.first else { continue }
      // Buttons kept only to carry keyboard shortcuts (Prismedia's arrow keys, in a 1×1 stack at
      // opacity 0.001): no one is meant to see or touch them, only the keys are.
      if controls.allSatisfy({ $0.hasModifier("keyboardShortcut") }) { continue }
      context.report(at: hiding.position, LocalizedText(
        en: "this hidden container holds \(control.name) (line \(control.position.line)), which VoiceOver, Switch Control and Voice Control then can't reach",
        ko: "숨겨진 이 컨테이너 안의 \(control.name)(\(control.position.line)행)에 VoiceOver, 스위치 제어, 음성 제어가 접근할 수 없습니다"))
    }
  }
}
