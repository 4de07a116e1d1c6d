import A11yCore
import Foundation

/// SwiftUI views moved far off screen that VoiceOver still reaches, reads and activates. A view
/// at opacity 0 is not reported: SwiftUI leaves it out of what VoiceOver reads, as UIKit leaves a
/// view whose alpha is (nearly) 0 (judges of real apps held so for most of the 56 such findings
/// they read, fades and placeholders alike).
public struct InvisibleContentFocusRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "invisible-content-focus",
    title: LocalizedText(
      en: "Invisible content must not take VoiceOver focus",
      ko: "보이지 않는 콘텐츠에 VoiceOver 초점이 가지 않아야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.1: focus must not move to components that aren't visible; the guideline's error types include \
        focus moving to hidden controls (hidden information) and text moved off screen so that the focus \
        disappears from the screen. A SwiftUI view pushed off screen by a large `.offset` is still an \
        accessibility element: VoiceOver stops on it, reads it and can activate it, while a sighted helper sees \
        nothing there (a warning). Remove the view with `if` while it is off screen, or add \
        `.accessibilityHidden(true)` with the same condition as the offset. A view at `.opacity(0)` is not \
        reported: SwiftUI leaves it out of what VoiceOver reads, as UIKit leaves a view whose `alpha` is 0 (below \
        about 0.01) out of the accessibility tree; reviewers of real apps found it so in most of the cases the \
        tool once asked about (Apple doesn't document it; `.accessibilityHidden` or `if` stay the clearer way). \
        Fine: part of a control's label (the control is \
        the element), a `Label`'s icon (the Label is read by its title), a view with a spinner drawn over it in the same state, a fade that ends by removing or hiding the \
        view, an appear animation, and a placeholder whose visible twin says the same. (WCAG 1.3.2, 2.4.3; NIA 2.1.)
        """,
      ko: """
        검사 항목 2.1: 초점은 화면에 보이지 않는 컴포넌트로 이동하지 않아야 하며, 화면에 보이지 않는 컨트롤(숨겨진 정보)로 초점이 \
        이동하거나 화면 밖으로 옮긴 텍스트 때문에 초점이 화면에서 사라지는 것은 지침의 오류 유형입니다. SwiftUI에서 큰 `.offset` \
        값으로 화면 밖에 밀어낸 뷰도 여전히 접근성 요소이므로, VoiceOver는 그 뷰에 멈춰 읽고 실행할 수 있지만 화면을 보는 사람에게는 \
        아무것도 보이지 않습니다(경고). 화면 밖에 있는 동안에는 `if`로 뷰를 없애거나 오프셋과 같은 조건으로 \
        `.accessibilityHidden(true)`를 주세요. `.opacity(0)`인 뷰는 보고하지 않습니다. SwiftUI는 그런 뷰를 VoiceOver가 읽는 \
        내용에서 빼며, UIKit도 `alpha`가 0(약 0.01 미만)인 뷰를 접근성 트리에서 뺍니다. 실제 앱을 검토한 사람들도 도구가 \
        묻던 사례 대부분에서 그렇게 보았습니다(Apple은 문서화하지 않았으니 `.accessibilityHidden`이나 `if`가 더 분명합니다). \
        컨트롤 레이블의 일부(요소는 컨트롤임), `Label`의 아이콘(Label은 제목으로 읽힘), 같은 상태에서 위에 진행 표시기를 그리는 뷰, 뷰를 없애거나 숨기며 끝나는 페이드, 나타날 때의 애니메이션, 보이는 쌍둥이 뷰와 같은 내용의 자리 표시자는 \
        괜찮습니다. (WCAG 1.3.2, 2.4.3, NIA 2.1)
        """),
    defaultSeverity: .warning,
    checkpoints: [.focus], wcag: ["1.3.2", "2.4.3"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        // A field pushed off screen beside its icon: VoiceOver still stops on it.
        "struct AmountField: View {\n  @Binding var amount: String\n  var body: some View {\n    ZStack {\n      TextField(\"\", text: $amount)\n        .keyboardType(.decimalPad)\n        .↓offset(x: -2000)\n      Image(systemName: \"creditcard\")\n    }\n  }\n}",
        // The neighbour of the invitation message: shown whatever the state.
        "struct Invite: View { @ObservedObject var model: InviteModel\n var body: some View { VStack { messageEditor } }\n private var messageEditor: some View { ZStack { TextEditor(text: $model.message) }.↓offset(x: model.includingMessage ? 0 : -2000) } }",
        "struct Participant: View { let role: String?\n var body: some View { Text(role ?? \"Member\").font(.footnote).↓offset(x: role != nil ? 0 : -2000) } }",
        "struct Status: View { let loading: Bool\n var body: some View { Circle().fill(.blue).overlay { Text(\"Done\") }.↓offset(x: loading ? -2000 : 0) } }",
        // The neighbour of the removed row: a stand-in behind another state.
        "struct FieldRow: View { var body: some View { VStack { if isLocked { Text(verbatim: \"Dummy text\").↓offset(x: -2000) } else { TextField(\"Value\", text: $value) } } } }",
        // Text pushed off screen under a loading skeleton: still read while loading.
        "struct Suffix: View { var body: some View { if isLoading { ZStack { Text(verbatim: \"Dummy text\").↓offset(x: -2000); SkeletonBlock().shimmering() } } else { Text(suffix) } } }",
        // The neighbour: one call passes `false`.
        "struct Related: View {\n var body: some View { VStack { videoCard(video: first, showTitle: true); videoCard(video: second, showTitle: false) } }\n private func videoCard(video: Video, showTitle: Bool) -> some View { VStack { Thumbnail(video); Text(video.title).↓offset(x: showTitle ? 0 : -2000) } }\n}",
        "struct Timer: View { var body: some View { ZStack(alignment: .leading) { Text(\"00:00:00\").↓offset(x: -2000); Text(elapsed) } } }",
        "struct Row: View { let selected: Bool\n var body: some View { HStack { Text(\"라떼\"); Image(systemName: \"checkmark\").↓offset(x: selected ? 0 : -2000) } } }",
        "struct Edit: View { @Environment(\\.sizeCategory) var sizeCategory\n var body: some View { Button(\"Save\") { save() }.↓offset(x: sizeCategory.isAccessibilityCategory ? -2000 : 0) } }",
        "struct Shell: View { @State var menuOpen = false\n var body: some View { ZStack { Content(); SideMenu { Button(\"설정\") { } }.↓offset(x: menuOpen ? 0 : -UIScreen.main.bounds.width) } } }",
        "struct Skip: View { var body: some View { VStack { Button(\"본문 바로가기\") { }.↓offset(y: -2000); Text(\"Home\") } } }",
        // A button pushed off screen.
        "struct SwapStep: View { var body: some View { HStack { Text(\"Swap\"); Button(\"Details\") { }.↓offset(x: -2000) } } }",
        // Hidden while the model has no item and showing only that model's text: probably empty then (info to check).
        "struct Armoire: View { @ObservedObject var viewModel: ArmoireViewModel\n var body: some View { VStack { Text(viewModel.title).↓offset(x: viewModel.type != nil ? 0 : -2000) } } }",
        // Hidden while no item is chosen, but it shows a fixed text then: still read.
        "struct Armoire: View { @ObservedObject var viewModel: ArmoireViewModel\n var body: some View { VStack { Text(\"You found an item\").↓offset(x: viewModel.type != nil ? 0 : -2000) } } }",
        // An icon view used as a button's label, and once alone, where it is its own element.
        "struct BarIcon: View { let busy: Bool\n var body: some View { Image(systemName: \"arrow.up\").↓offset(x: busy ? -2000 : 0) } }\nstruct Bar: View { let busy: Bool\n var body: some View { HStack { Button { vote() } label: { BarIcon(busy: busy) }; BarIcon(busy: busy) } } }",
        // The same helper used once outside any control: there the faded text is its own stop.
        "struct PillLabel2: View { let text: String; let isLoading: Bool\n var body: some View { Label { Text(text) } icon: { Image(systemName: \"trash\") }.↓offset(x: isLoading ? -2000 : 0).overlay { if isLoading { Spinner() } } } }\nstruct Sheet2: View { var body: some View { VStack { NavigationLink { Detail() } label: { pill(\"Import\") }; pill(\"Status\") } }\n func pill(_ text: String) -> some View { PillLabel2(text: text, isLoading: busy) } }",
        // Part of a row used as a button's label: the badge is still read in the button's name.
        "struct LogCell: View { let isLatest: Bool\n var body: some View { VStack { Text(name); HStack { Image(systemName: \"checkmark.circle\"); Text(\"Latest\") }.↓offset(x: isLatest ? 0 : -2000) } } }\nstruct Logs: View { var body: some View { Button { open() } label: { LogCell(isLatest: latest) } } }",
        // A view a value link opens (its closure builds the destination, not a label).
        "struct Login: View { let loading: Bool\n var body: some View { ProgressView().↓offset(x: loading ? 0 : -2000) } }\nstruct Account: View { var body: some View { NavigationLink(unwrapping: $route, case: \\.login) { _ in Login(loading: loading) } } }",
        // Shown only once the person taps it: no appear animation fills the set.
        "struct Hints: View { @State var revealed = Set<Int>()\n var body: some View { ForEach(0..<4, id: \\.self) { index in Text(hints[index]).↓offset(x: revealed.contains(index) ? 0 : -2000).onTapGesture { revealed.insert(index) } } } }",
        // A spinner shown in another state than the one that fades the icon.
        "struct Vote: View { let busy: Bool; let hidesIcon: Bool\n var body: some View { Image(systemName: \"arrow.up\").↓offset(x: hidesIcon ? -2000 : 0).overlay { if busy { ProgressView() } } } }",
        // A Label's title faded while its icon shows: VoiceOver still reads the title.
        "struct Copied: View { let copied: Bool\n var body: some View { Label { Text(\"Copied\").↓offset(x: copied ? 0 : -2000) } icon: { Image(systemName: \"doc.on.doc\") } } }",
      ],
      nonTriggering: [
        // A control VoiceOver meets as its representation (Code Wallet's swipe-to-confirm): the fading track text is never an element.
        "struct SwipeControl: View {\n  var body: some View { ZStack { track }.accessibilityRepresentation { Button(text) { run() } } }\n  private var track: some View { Text(text).offset(x: isNormal ? 0 : -2000) }\n}",
        // Shown only in an `if` of the state it is visible in (Proton Drive's invitation message).
        "struct Invite: View { @ObservedObject var model: InviteModel\n var body: some View { VStack { if model.includingMessage { messageEditor } } }\n private var messageEditor: some View { ZStack { TextEditor(text: $model.message) }.offset(x: model.includingMessage ? 0 : -2000) } }",
        // A sheet's texts are presented apart; the camera feed itself is no element.
        "struct Camera: View { @State var showsHelp = false\n var body: some View { CameraFeed(session: session).sheet(isPresented: $showsHelp) { Text(\"How to scan\") }.offset(x: photo == nil ? 0 : -2000) } }",
        // Empty exactly while it is transparent.
        "struct Participant: View { let role: String?\n var body: some View { Text(role ?? \"\").font(.footnote).offset(x: role != nil ? 0 : -2000) } }",
        // An overlay attached after the view is made transparent stays visible.
        "struct Status: View { let loading: Bool\n var body: some View { Circle().fill(.blue).offset(x: loading ? -2000 : 0).overlay { Text(\"Done\") } } }",
        // A stand-in swapped in while its row is removed (Proton Pass's custom fields).
        "struct FieldRow: View { @State private var isRemoved = false\n var body: some View { VStack { if isRemoved { Text(verbatim: \"Dummy text\").offset(x: -2000) } else { TextField(\"Value\", text: $value) }; Button(\"Remove\") { isRemoved = true; onRemove() } } } }",
        // A fade parameter every call passes `true` (Yattee's video cards): never transparent.
        "struct Related: View {\n var body: some View { VStack { videoCard(video: first, showTitle: true); videoCard(video: second, showTitle: true) } }\n private func videoCard(video: Video, showTitle: Bool) -> some View { VStack { Thumbnail(video); Text(video.title).offset(x: showTitle ? 0 : -2000) } }\n}",
        "struct Timer: View { var body: some View { ZStack(alignment: .leading) { Text(\"00:00:00\").offset(x: -2000).accessibilityHidden(true); Text(elapsed) } } }",
        // A transparent link with an empty label over a list row, the usual way to hide the row's chevron.
        "struct Feed: View { var body: some View { List(items) { item in ZStack { Card(item: item); NavigationLink(destination: Detail(item: item), label: EmptyView.init).offset(x: -2000) } } } }",
        "struct Feed2: View { var body: some View { List(items) { item in ZStack { Card(item: item); NavigationLink { Detail(item: item) } label: { EmptyView() }.offset(x: -2000) } } } }",
        "struct Row: View { let selected: Bool\n var body: some View { HStack { Text(\"라떼\"); Image(systemName: \"checkmark\").offset(x: selected ? 0 : -2000).accessibilityHidden(!selected) } } }",
        // The deprecated spelling of the same (Brave's wallet).
        "struct Edit: View { @Environment(\\.sizeCategory) var sizeCategory\n var body: some View { Button(\"Save\") { save() }.offset(x: sizeCategory.isAccessibilityCategory ? -2000 : 0).accessibility(hidden: sizeCategory.isAccessibilityCategory) } }",
        // A fade that ends by removing the view.
        "struct Toast: View { @State var show = true\n @State var fading = false\n var body: some View { if show { Text(\"저장됨\").offset(x: fading ? -2000 : 0) } } }",
        // An appear animation: invisible only for the moment it fades in.
        "struct Card: View { @State var appeared = false\n var body: some View { Text(\"Welcome\").offset(x: appeared ? 0 : -2000).onAppear { withAnimation { appeared = true } } } }",
        // LoopFollow's finishing checkmark: shown once the screen appears, or at once under Reduce Motion.
        "struct Done: View { @State var animate = false\n @Environment(\\.accessibilityReduceMotion) var reduceMotion\n var body: some View { VStack { Image(systemName: \"checkmark.circle.fill\").offset(x: animate || reduceMotion ? 0 : -2000); Text(\"완료\") }.onAppear { guard !reduceMotion else { return }; withAnimation { animate = true } } } }",
        // A staggered appear animation: the grid's `onAppear` adds every index on the next run loop.
        "struct Prompts: View { @State var visibleItems = Set<Int>()\n var body: some View { LazyVGrid(columns: columns) { ForEach(0..<4, id: \\.self) { index in Button(prompts[index]) { send(index) }.offset(x: visibleItems.contains(index) ? 0 : -2000).animation(.easeIn.delay(0.2 * Double(index)), value: visibleItems) } }.onAppear { for index in 0..<4 { DispatchQueue.main.async { visibleItems.insert(index) } } } } }",
        // Inside a button's label the text names the button while a spinner shows.
        "struct Save: View { let busy: Bool\n var body: some View { Button { } label: { ZStack { Text(\"저장\").offset(x: busy ? -2000 : 0); ProgressView().offset(x: busy ? 0 : -2000) } } } }",
        // The visible twin says the same.
        "struct Price: View { var body: some View { ZStack { Text(\"4,500원\").bold().offset(x: -2000); Text(\"4,500원\") } } }",
        // Part of a button's label, built by a member or a view used only as controls' labels: the
        // button is the element, whatever part of its label fades.
        "struct MarkRead: View { let done: Bool\n var body: some View { Button { mark() } label: { label(done: done) } }\n func label(done: Bool) -> some View { HStack { Image(systemName: \"envelope.open\"); Text(\"All\") }.offset(x: done ? -2000 : 0).overlay { if done { Image(systemName: \"checkmark\") } } } }",
        "struct BarIcon: View { let busy: Bool\n var body: some View { Image(systemName: \"arrow.up\").offset(x: busy ? -2000 : 0) } }\nstruct Bar: View { let busy: Bool\n var body: some View { Button { vote() } label: { BarIcon(busy: busy) } } }",
        // A button label view also made by a helper that every use puts in a control's label.
        "struct PillLabel: View { let text: String; let isLoading: Bool\n var body: some View { Label { Text(text) } icon: { Image(systemName: \"trash\") }.offset(x: isLoading ? -2000 : 0).overlay { if isLoading { Spinner() } } } }\nstruct Sheet: View { var body: some View { VStack { NavigationLink { Detail() } label: { pill(\"Import\") }; Button { remove() } label: { PillLabel(text: \"Remove\", isLoading: busy) } } }\n func pill(_ text: String) -> some View { PillLabel(text: text, isLoading: busy) } }",
        // A spinner drawn in its place while it is faded (Moblin's purchase button).
        "struct Store: View { @State var pending: Set<String> = []\n var body: some View { HStack { Button { buy() } label: { Text(price) }.disabled(pending.contains(id)).offset(x: pending.contains(id) ? -2000 : 0); if pending.contains(id) { ProgressView() } } } }",
        // A spinner drawn over it while it is faded.
        "struct Vote: View { let busy: Bool\n var body: some View { Image(systemName: \"arrow.up\").offset(x: busy ? -2000 : 0).overlay { if busy { ProgressView() } } } }",
        // A Label's icon kept transparent as an indent: the Label is one element, read by its title.
        "struct Capacity: View { let detail: String\n var body: some View { Label { Text(detail).font(.callout) } icon: { Image(systemName: \"circle\").offset(x: -2000) } } }",
        "struct Dim: View { var body: some View { Color.black.opacity(0) } }",
        "struct Bolus: View { @State var isInteractingWithChart = false\n var body: some View { ZStack { Text(\"Glucose\").offset(x: isInteractingWithChart ? -2000 : 0); Chart() } } }",
        // Fading out while it is dismissed: the presenter removes it.
        "struct SuccessToast: View { @State var dismiss = false\n var body: some View { Text(\"저장됨\").offset(x: dismiss ? -2000 : 0).onTapGesture { withAnimation { dismiss = true }; onDismiss() } } }",
        "struct Card: View { var body: some View { Text(\"Title\").offset(x: 8, y: -4) } }",
        // Hidden only while the list it shows is empty.
        "struct Logs: View { let logs: [Log]\n var body: some View { List(logs) { log in Text(log.name) }.offset(x: logs.isEmpty ? -2000 : 0) } }",
        "final class ErrorBanner: UIView {\n let messageLabel = UILabel()\n func setUp() {\n addSubview(messageLabel)\n messageLabel.alpha = 0\n messageLabel.isHidden = true } }",
        // UIKit leaves a view at alpha 0 out of the accessibility tree, as it does a hidden one.
        "final class SwapStepView: UIView {\n let button = UIButton()\n func setUp() {\n addSubview(button)\n button.alpha = 0 } }",
        "final class ErrorBanner: UIView {\n let messageLabel = UILabel()\n func setUp() {\n addSubview(messageLabel)\n messageLabel.alpha = 0 }\n func show() { messageLabel.alpha = 1 } }",
        "final class Toast: UIView {\n let label = UILabel()\n func dismiss() { UIView.animate(withDuration: 0.3) { self.label.alpha = 0 } completion: { _ in self.removeFromSuperview() } } }",
        "final class Overlay: UIView {\n let dimView = UIView()\n func setUp() { dimView.alpha = 0 } }",
        // Transparent while loading, faded in by an animation when it ends.
        "final class QuizView: UIView {\n let stackView = UIStackView()\n func setUp() { addSubview(stackView); stackView.addArrangedSubview(UILabel()) }\n func startLoading() { self.stackView.alpha = 0.0 }\n func endLoading() { UIView.animate(withDuration: 0.3, animations: { self.stackView.alpha = 1.0 }) }\n}",
      ]),
    otherSeverities: [.info]
  )

  /// Views VoiceOver reads or activates.
  static let contentViews: Set<String> = [
    "Text", "Label", "Image", "AsyncImage", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Link",
    "NavigationLink", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker", "Menu", "ShareLink", "PasteButton",
    "Gauge", "ProgressView",
  ]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where !view.context.isHidden && view.context.replacingAncestor == nil {
      guard let (modifier, condition) = Self.invisibility(of: view) else { continue }
      guard holdsContent(view, madeInvisibleBy: modifier, in: file) else { continue }
      // `Text(role ?? "").offset(x: role != nil ? 0 : -2000)`: the words are empty exactly while it
      // is off screen, and an empty text is no element.
      if let condition, Self.isEmptyWhileInvisible(view, invisibleWhen: condition) { continue }
      if isHandled(view, condition: condition, in: file) { continue }
      // Invisible while `viewModel.type == nil`, showing only texts of that same model: those
      // texts are most likely empty then, and an empty text is no element. Whether they are is for
      // a person to check.
      let mayBeEmpty = condition.map { Self.showsOnlyTextsOfAbsentModel(view, invisibleWhen: $0, in: file) } ?? false
      let how = (en: "is moved off screen", ko: "화면 밖으로 옮겨졌지만")
      let when = condition.map { (en: " (when `\($0)`)", ko: "(`\($0)` 조건일 때)") } ?? (en: "", ko: "")
      let fix = condition == nil
        ? (en: "add .accessibilityHidden(true) (or remove it)", ko: ".accessibilityHidden(true)를 주거나 뷰를 없애세요")
        : (en: "remove it with if while it is invisible, or add .accessibilityHidden with the same condition",
           ko: "보이지 않는 동안에는 if로 뷰를 없애거나 같은 조건으로 .accessibilityHidden을 주세요")
      let emptyNote = mayBeEmpty
        ? (en: " (if its text is empty in that state, VoiceOver skips it and nothing needs changing)",
           ko: " (그 상태에서 텍스트가 비어 있다면 VoiceOver가 건너뛰므로 고칠 것이 없습니다)")
        : (en: "", ko: "")
      context.report(at: modifier.position, LocalizedText(
        en: "This view \(how.en)\(when.en), yet VoiceOver still stops on it and reads or activates what it holds: \(fix.en)\(emptyNote.en)",
        ko: "이 뷰는\(when.ko) \(how.ko) VoiceOver는 여전히 이 뷰에 멈춰 내용을 읽거나 실행합니다. \(fix.ko)\(emptyNote.ko)"),
        severity: mayBeEmpty ? .info : nil, needsReview: mayBeEmpty)
    }
  }

  /// The far `.offset` that makes the view invisible, and the condition text when only one branch
  /// of a ternary does.
  static func invisibility(of view: SwiftUIView) -> (ViewModifierCall, String?)? {
    for modifier in view.modifiers {
      switch modifier.name {
      case "offset":
        for argument in modifier.arguments where argument.label == "x" || argument.label == "y" {
          if let result = invisibleBranch(argument.value, test: isOffScreen) { return (modifier, result.condition) }
        }
      default:
        continue
      }
    }
    return nil
  }

  /// The value itself, or one branch of a ternary, passes `test`.
  static func invisibleBranch(_ value: ExpressionInfo, test: (ExpressionInfo) -> Bool) -> (condition: String?, Void)? {
    if test(value) { return (nil, ()) }
    if case .ternary(let condition, let then, let otherwise) = value.kind, test(then) != test(otherwise) {
      return (test(then) ? condition.text : negated(condition.text), ())
    }
    return nil
  }

  /// The condition under which a ternary's other branch applies: `a != b` → `a == b`, `x > 0` →
  /// `x <= 0`, `!shown` → `shown`, `shown` → `!shown`, anything longer → `!(…)`.
  static func negated(_ condition: String) -> String {
    // One line, single spaces: the source's line breaks and indentation don't belong in a message.
    let text = condition.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let isPlain: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" }
    if text.allSatisfy(isPlain) { return "!" + text }
    if text.hasPrefix("!"), !hasTopLevelOperator(text.dropFirst()) { return String(text.dropFirst()) }
    // `[.idle, .loading].contains(state)`, `items.isEmpty`: one operand, negated as a whole.
    if !hasTopLevelOperator(text[...]) { return "!" + text }
    // One comparison between plain operands: invert the operator.
    let inverses = [(" != ", " == "), (" == ", " != "), (" >= ", " < "), (" <= ", " > "), (" > ", " <= "), (" < ", " >= ")]
    for (op, inverse) in inverses {
      let parts = text.components(separatedBy: op)
      guard parts.count == 2 else { continue }
      let operands = parts.map { $0.trimmingCharacters(in: .whitespaces) }
      if operands.allSatisfy({ !$0.isEmpty && $0.allSatisfy { isPlain($0) || $0 == "\"" || $0 == "-" } }) {
        return operands[0] + inverse + operands[1]
      }
      break
    }
    return "!(" + text + ")"
  }

  /// An infix operator outside brackets: `a && b`, `x == y`, `c ? d : e` (not the ones in `f(a == b)`).
  static func hasTopLevelOperator(_ text: Substring) -> Bool {
    var depth = 0
    var outside = ""
    for character in text {
      if "([{".contains(character) { depth += 1 } else if ")]}".contains(character) { depth -= 1 } else if depth == 0 { outside.append(character) }
    }
    return [" && ", " || ", " == ", " != ", " < ", " > ", " <= ", " >= ", " ? ", " ?? "].contains(where: outside.contains)
  }

  /// The view is invisible while `owner.member == nil` (or `owner == nil`), and everything it
  /// shows is text computed from that same `owner` (`Text(viewModel.title)`): no item, no text.
  static func showsOnlyTextsOfAbsentModel(_ view: SwiftUIView, invisibleWhen condition: String, in file: SwiftFileModel) -> Bool {
    let parts = condition.components(separatedBy: " == ")
    guard parts.count == 2, parts[1].trimmingCharacters(in: .whitespaces) == "nil" else { return false }
    let subject = parts[0].trimmingCharacters(in: .whitespaces)
    let owner = subject.replacingOccurrences(of: "self.", with: "").split(separator: ".").first.map(String.init) ?? subject
    guard !owner.isEmpty else { return false }
    let shown = ([view] + file.descendants(of: view)).filter { $0.kind == .call && contentViews.contains($0.name) && $0.hiddenByOwnModifier != true }
    return !shown.isEmpty && shown.allSatisfy { candidate in
      guard candidate.name == "Text", let argument = candidate.arguments.firstUnlabeled,
            argument.stringLiteral == nil, !argument.text.contains("\"") else { return false }
      let text = argument.text.replacingOccurrences(of: "self.", with: "")
      return text == owner || text.hasPrefix(owner + ".") || text.hasPrefix(owner + "?.")
    }
  }

  /// An offset of 1,000 points or more, or a whole screen's width or height.
  static func isOffScreen(_ value: ExpressionInfo) -> Bool {
    if let number = value.numberLiteral { return abs(number) >= 1000 }
    var text = value.text.replacingOccurrences(of: " ", with: "")
    if text.hasPrefix("-") { text.removeFirst() }
    let screenSizes = ["UIScreen.main.bounds.width", "UIScreen.main.bounds.height", "UIScreen.main.bounds.size.width",
                       "UIScreen.main.bounds.size.height"]
    return screenSizes.contains(text)
  }

  /// Modifiers whose views the transparent view draws with itself, when attached before the
  /// modifier that makes it transparent. An alert's or a sheet's content is presented apart, and
  /// an overlay attached after `.offset(x: -2000)` stays visible.
  static let drawnWithTheView: Set<String> = ["overlay", "background", "safeAreaInset", "mask"]

  /// `Text(x ?? "")` invisible while `x == nil`: empty exactly then.
  static func isEmptyWhileInvisible(_ view: SwiftUIView, invisibleWhen condition: String) -> Bool {
    guard view.name == "Text", view.kind == .call, let argument = view.arguments.firstUnlabeled,
          condition.hasSuffix(" == nil") else { return false }
    let subject = condition.dropLast(" == nil".count).trimmingCharacters(in: .whitespaces)
    let words = argument.text.replacingOccurrences(of: " ", with: "")
    return !subject.isEmpty && words == subject.replacingOccurrences(of: " ", with: "") + "??\"\""
  }

  func holdsContent(_ view: SwiftUIView, madeInvisibleBy invisibility: ViewModifierCall, in file: SwiftFileModel) -> Bool {
    let invisibleFrom = view.modifiers.firstIndex(of: invisibility) ?? view.modifiers.count
    var candidates = [view]
    for child in view.children.map({ file.views[$0] }) {
      if case .modifier(let name, let modifierIndex) = child.slot,
         !Self.drawnWithTheView.contains(name) || modifierIndex > invisibleFrom { continue }
      candidates.append(child)
      candidates += file.descendants(of: child)
    }
    return candidates.contains { candidate in
      guard candidate.kind == .call, Self.contentViews.contains(candidate.name), candidate.hiddenByOwnModifier != true else { return false }
      // `Image(decorative:)` is no element.
      if candidate.name == "Image", candidate.arguments.first?.label == "decorative" { return false }
      // A link whose label draws nothing (`label: EmptyView.init`), made transparent over a list
      // row to hide the row's chevron: there is nothing for VoiceOver to stop on.
      if candidate.name == "NavigationLink" || candidate.name == "Button", ControlNameRule.drawsNothing(candidate, in: file) { return false }
      return true
    }
  }

  /// The collection a visibility condition asks about (`visibleItems` in `visibleItems.contains(index)`,
  /// also negated as `!visibleItems.contains(index)`); nil for any other shape.
  static func collectionRoot(of condition: String) -> String? {
    var text = condition.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("!") { text.removeFirst() }
    if text.hasPrefix("self.") { text.removeFirst(5) }
    guard let range = text.range(of: ".contains("), text.hasSuffix(")") else { return nil }
    let root = String(text[..<range.lowerBound])
    guard !root.isEmpty, root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return root
  }

  /// Code that adds to `collection` (`insert`, `append`, `formUnion`, or a new value assigned):
  /// what turns a `contains` condition true.
  static func fillsCollection(_ collection: String, in code: String) -> Bool {
    let code = code.replacingOccurrences(of: "self.", with: "")
    return ["insert(", "append(", "formUnion(", "append(contentsOf:"].contains { code.contains("\(collection).\($0)") }
      || code.contains("\(collection) = ")
  }

  /// An `.overlay` of the view shows a `ProgressView` under the very condition that makes the view
  /// invisible.
  /// Or a sibling right after it shows one under that condition, in its place (Moblin's store:
  /// the price button fades while `if disabledPurchaseButtons.contains(id) { ProgressView() }`).
  static func showsSpinnerInstead(_ view: SwiftUIView, invisibleWhen condition: String, in file: SwiftFileModel) -> Bool {
    let plain: (String) -> String = { $0.filter { !$0.isWhitespace } }
    if let parent = file.parent(of: view), let place = parent.children.firstIndex(of: view.index),
       parent.children.index(after: place) < parent.children.endIndex {
      let next = file.view(parent.children[parent.children.index(after: place)])
      if next.slot == view.slot, next.kind == .call, next.name == "ProgressView",
         let last = next.branchCondition?.components(separatedBy: " · ").last, last.hasPrefix("if "),
         plain(String(last.dropFirst(3))) == plain(condition) {
        return true
      }
    }
    return view.children.map(file.view).contains { child in
      guard case .modifier("overlay", _) = child.slot else { return false }
      return ([child] + file.descendants(of: child)).contains { spinner in
        guard spinner.kind == .call, spinner.name == "ProgressView" else { return false }
        // A branch condition reads `if busy` (after any outer ones, joined by ` · `).
        return [spinner.branchCondition, child.branchCondition].contains { branch in
          guard let last = branch?.components(separatedBy: " · ").last, last.hasPrefix("if ") else { return false }
          return plain(String(last.dropFirst(3))) == plain(condition)
        }
      }
    }
  }

  /// `flag` or `!flag`, where `flag` is a parameter of the view function around `offset` that
  /// every call passes the same literal, making the condition false.
  static func isNeverTrue(_ condition: String, at offset: Int, in file: SwiftFileModel) -> Bool {
    let trimmed = condition.trimmingCharacters(in: .whitespaces)
    let negated = trimmed.hasPrefix("!")
    let name = negated ? String(trimmed.dropFirst()) : trimmed
    guard let values = ParameterSizes.booleansPassed(to: name, at: offset, in: file), values.count == 1,
          let value = values.first else { return false }
    return value == negated
  }

  /// A state named for the view leaving (`dismissing`, `isRemoved`): whoever sets it removes the view.
  static let leavingWords = ["dismiss", "fade", "fading", "remov", "disappear", "closing", "leaving", "exit"]

  func isHandled(_ view: SwiftUIView, condition: String?, in file: SwiftFileModel) -> Bool {
    // Hidden by a condition (`.accessibilityHidden(!selected)`), on the view or around it.
    if view.hasModifier("accessibilityHidden") || view.hasModifier("hidden") { return true }
    let ancestry = file.ancestry(of: view)
    if ancestry.steps.contains(where: { step in step.applyingModifiers.contains { $0.name == "accessibilityHidden" } }) {
      return true
    }
    // In a control's label, a transparent text still names the control (a spinner swapped in).
    // The control is the element: fading its label adds or removes no focus stop. So too for the
    // whole of what a `@ViewBuilder` member or a custom view used only as controls' labels draws
    // (a part of it, such as a "Latest" badge, would still be read in the control's name).
    if view.context.enclosingControl != nil { return true }
    // A `Label`'s icon: the Label is one element, read by its title; the icon is never a stop of
    // its own, so a transparent one (an indent spacer) adds no focus and no speech.
    if view.context.isLabelIcon { return true }
    if view.parent == nil, file.isReachedOnlyThroughControls(view) { return true }
    if view.parent == nil, let owner = view.enclosingType, file.project.viewsOnlyInControlLabels.contains(owner) { return true }
    // A spinner drawn over it in the same state (`.offset(x: busy ? -2000 : 0).overlay { if busy {
    // ProgressView() } }`): the focus frame shows the spinner, and the faded words say what is busy.
    if let condition, Self.showsSpinnerInstead(view, invisibleWhen: condition, in: file) { return true }
    // `.offset(x: showTitle ? 0 : -2000)` in `func videoCard(…, showTitle: Bool)` whose every call
    // passes `showTitle: true`: never transparent.
    if let condition, Self.isNeverTrue(condition, at: view.position.utf8Offset, in: file) { return true }
    // A stand-in swapped in while its row is being removed (`if isRemoved { Text("Dummy text")
    // .offset(x: -2000) }`, Proton Pass's custom fields): the row goes in the same update.
    if condition == nil {
      let branches = ([view] + ancestry.steps.map(\.child)).compactMap(\.branchCondition)
      if branches.contains(where: { branch in Self.leavingWords.contains { branch.lowercased().contains($0) } }) { return true }
    }
    // A `@ViewBuilder` member every use of which shows it only in an `if` of its visible state
    // (`if viewModel.includingMessage { messageEditor }` around `.offset(x: viewModel
    // .includingMessage ? 0 : -2000)`): never off screen while it is there.
    if let condition, view.parent == nil {
      let shownBranch = "if " + Self.negated(condition)
      if file.everyUseOfMember(holding: view, isCovered: { use in
        ([use] + file.ancestry(of: use).steps.map(\.child)).contains { $0.branchCondition?.hasSuffix(shownBranch) == true }
      }) { return true }
    }
    if let condition {
      // A fade that ends by removing the view: it sits in an `if` branch.
      if view.branchCondition != nil || ancestry.steps.contains(where: { $0.child.branchCondition != nil }) { return true }
      let state = condition.trimmingCharacters(in: CharacterSet(charactersIn: "!() ")).components(separatedBy: ".").last ?? condition
      // Invisible only while the collection it lists is empty (`List { ForEach(store.logs) … }
      // .offset(x: store.logs.isEmpty ? -2000 : 0)`): there is nothing in it to reach.
      if condition.hasSuffix(".isEmpty"), !Self.hasTopLevelOperator(condition[...]), !condition.hasPrefix("!") {
        let collection = String(condition.dropLast(".isEmpty".count))
        let listed = [view] + file.descendants(of: view).filter { $0.name == "ForEach" || $0.name == "List" }
        if listed.contains(where: { $0.arguments.contains { $0.value.text == collection } }) { return true }
      }
      // A view fading out as it leaves (`.offset(x: dismiss ? -2000 : 0)`): whoever dismisses it removes it.
      if Self.leavingWords.contains(where: { state.lowercased().contains($0) }) { return true }
      // Invisible only while a finger is down on something else (`isInteractingWithChart`,
      // `isDragging`): VoiceOver users don't meet that state.
      let touching = ["interacting", "dragging", "pressing", "pressed", "touching", "scrubbing"]
      if touching.contains(where: { state.lowercased().contains($0) }) { return true }
      // An appear animation: the condition's state is set when the view appears.
      // Each state of a compound condition counts (`!(animate || reduceMotion)`: `animate = true`
      // in an `onAppear` of the screen).
      let appearing = file.views.flatMap { $0.modifiers.filter { $0.name == "onAppear" || $0.name == "task" } }
      let states = Set([state] + condition.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
        .compactMap { $0.split(separator: ".").last.map(String.init) }.filter { $0.first?.isLetter == true })
      if appearing.contains(where: { modifier in
        let text = file.text(from: modifier.start, to: modifier.end)
        return states.contains { text.contains("\($0) =") || text.contains("\($0).toggle()") }
      }) {
        return true
      }
      // A staggered appear animation over a collection (`.offset(x: visibleItems.contains(index) ? 0
      // : 0)`) whose items the same view's `onAppear`/`task` adds (`visibleItems.insert(index)`,
      // perhaps on the next run loop): the content is visible once the view is.
      if let root = Self.collectionRoot(of: condition),
         appearing.contains(where: { Self.fillsCollection(root, in: file.text(from: $0.start, to: $0.end)) }) {
        return true
      }
    }
    // A layout placeholder whose visible twin in the same ZStack says the same.
    if let parent = file.parent(of: view), parent.name == "ZStack", let text = view.arguments.firstUnlabeled?.stringLiteral {
      let twins = parent.children.map { file.view($0) }.filter { $0.index != view.index && $0.slot == view.slot }
      if twins.contains(where: { $0.name == view.name && $0.arguments.firstUnlabeled?.stringLiteral == text }) { return true }
    }
    return false
  }
}
