import A11yCore
import Foundation

/// Changing a picker, toggle, text field or slider navigates, dismisses, submits or opens
/// another app by itself.
public struct ContextChangeOnInputRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "context-change-on-input",
    title: LocalizedText(
      en: "Changing a value must not change the context",
      ko: "값을 바꾸는 것만으로 화면이 전환되지 않아야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 3.5: screens must not change in ways people didn't ask for; its error types include a value \
        submitted and the context changed just by selecting a checkbox or changing a text field, and a focus that \
        jumps unexpectedly (the guideline's failure: choosing a birth date in a combo box sends focus back to the \
        previous button). A VoiceOver user flicking through a picker's values, or a Switch Control user stepping a \
        slider, triggers every intermediate value. This rule reports `onChange` of a value bound to a Picker, \
        Toggle, TextField, DatePicker, Slider or Stepper, and UIKit `.valueChanged`/`.editingChanged` actions, that \
        dismiss, navigate, present, submit or open a URL. Let the person confirm with a button instead, or say \
        beforehand what will happen. (WCAG 3.2.2; NIA 3.5.)
        """,
      ko: """
        검사 항목 3.5: 사용자가 의도하지 않은 화면 전환이 일어나지 않아야 합니다. 오류 유형에는 체크 상자 선택이나 텍스트 입력 서식의 \
        값 변경만으로 값이 제출되어 문맥이 바뀌는 경우와 의도하지 않은 초점 변화가 있습니다(지침의 오류 예: 생년월일 콤보 상자를 \
        선택하면 초점이 이전 버튼으로 초기화됨). VoiceOver로 피커 값을 넘기거나 스위치 제어로 슬라이더를 움직이면 중간 값마다 실행됩니다. \
        이 규칙은 Picker, Toggle, TextField, DatePicker, Slider, Stepper에 연결된 값의 `onChange`와 UIKit `.valueChanged`/ \
        `.editingChanged` 동작 가운데 화면을 닫거나, 이동하거나, 띄우거나, 제출하거나, URL을 여는 것을 보고합니다. 버튼으로 확인하게 \
        하거나 무슨 일이 일어날지 미리 알리세요. (WCAG 3.2.2, NIA 3.5)
        """),
    defaultSeverity: .warning,
    checkpoints: [.predictability], wcag: ["3.2.2"], hig: "Accessibility › Cognitive",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the Return key: the length of the text submits, whatever was typed.
        "struct CodeField: View { @Binding var text: String\n let onSubmit: () -> Void\n var body: some View { TextField(\"Code\", text: $text, axis: .vertical).↓onChange(of: text) { newText in if newText.count == 6 { onSubmit() } } } }",
        "struct StorePicker: View { @State var store = \"강남\"\n @Environment(\\.dismiss) var dismiss\n var body: some View { Picker(\"매장\", selection: $store) { Text(\"강남\") }.↓onChange(of: store) { dismiss() } } }",
        // The neighbours: a wheel changes as the person swipes through it; a slider that dismisses.
        "struct StorePicker: View { @State var store = \"강남\"\n @Environment(\\.dismiss) var dismiss\n var body: some View { Picker(\"매장\", selection: $store) { Text(\"강남\") }.pickerStyle(.wheel).↓onChange(of: store) { dismiss() } } }",
        "struct Volume: View { @State var value = 0.0\n @Environment(\\.dismiss) var dismiss\n var body: some View { Slider(value: $value).↓onChange(of: value) { dismiss() } } }",
        "struct Search: View { @State var code = \"\"\n var body: some View { TextField(\"Coupon code\", text: $code).↓onChange(of: code) { _, new in if new.count == 8 { submitCoupon() } } } }",
        """
        final class LanguageViewController: UIViewController {
          let languageControl = UISegmentedControl(items: ["한국어", "English"])
          override func viewDidLoad() {
            ↓languageControl.addTarget(self, action: #selector(languageChanged), for: .valueChanged)
          }
          @objc func languageChanged() { navigationController?.pushViewController(HomeViewController(), animated: true) }
        }
        """,
      ],
      nonTriggering: [
        // A multi-line field whose Return key moves on: a line break typed is the key pressed.
        "struct NoteField: View { @Binding var text: String\n let onSubmit: () -> Void\n var body: some View { TextField(\"Note\", text: $text, axis: .vertical).onChange(of: text) { newText in if newText.contains(\"\\n\") { text = newText.replacingOccurrences(of: \"\\n\", with: \"\"); onSubmit() } } } }",
        "struct StorePicker: View { @State var store = \"강남\"\n var body: some View { Picker(\"매장\", selection: $store) { Text(\"강남\") }.onChange(of: store) { loadMenu(for: store) } } }",
        // Machi's feedback field: typing again only clears the last send's result banners.
        "struct Feedback: View { @State var text = \"\"\n @State var submitted = false\n var body: some View { TextField(\"의견\", text: $text).onChange(of: text) { _, _ in submitted = false } } }",
        // Options in a list on their own screen, which goes back once one is activated (Moblin's inline picker).
        "struct InlinePicker: View { @State var selected = \"\"\n @Environment(\\.dismiss) var dismiss\n var body: some View { Form { Picker(\"\", selection: $selected) { ForEach(items) { Text($0) } }.pickerStyle(.inline).onChange(of: selected) { dismiss() } } } }",
        // A slider applying each value as it moves.
        "struct DelayEditor: View { @State var value = 0.0\n let onSubmit: (Double) -> Void\n var body: some View { Slider(value: $value, in: 0...10).onChange(of: value) { onSubmit($0) } } }",
        "struct Search: View { @State var query = \"\"\n var body: some View { TextField(\"검색\", text: $query).onSubmit { submitSearch() } } }",
        "struct Flow: View { @State var step = 0\n @Environment(\\.dismiss) var dismiss\n var body: some View { Text(\"x\").onChange(of: step) { if step > 3 { dismiss() } } } }",
        """
        final class SettingsCell: UITableViewCell {
          let control = UISwitch()
          func setUp() { control.addTarget(self, action: #selector(didChange(sender:)), for: .valueChanged) }
          // Turning on developer mode asks first: the confirmation the rule asks for.
          @objc func didChange(sender: UISwitch) {
            let alert = UIAlertController(title: "Developer Mode", message: "Are you sure?", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in sender.isOn = false })
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            window?.rootViewController?.present(alert, animated: true)
          }
        }
        """,
        """
        final class FilterViewController: UIViewController {
          let sortControl = UISegmentedControl(items: ["가격", "인기"])
          override func viewDidLoad() { sortControl.addTarget(self, action: #selector(sortChanged), for: .valueChanged) }
          @objc func sortChanged() { tableView.reloadData() }
        }
        """,
      ])
  )

  static let inputControls: Set<String> = ["Picker", "Toggle", "TextField", "SecureField", "DatePicker", "Slider", "Stepper", "TextEditor"]

  /// Code that changes the context: what it does, in words, or nil.
  static func contextChange(in text: String) -> (en: String, ko: String)? {
    if text.contains("openURL(") || text.contains(".open(") && text.contains("UIApplication") { return ("opens another app", "다른 앱을 엽니다") }
    if text.contains("dismiss(") || text.contains("popViewController") { return ("dismisses the screen", "화면을 닫습니다") }
    if text.contains("pushViewController") || text.contains("performSegue") || text.contains("path.append")
      || text.contains("present(") { return ("moves to another screen", "다른 화면으로 이동합니다") }
    // A call that submits (`onSubmit()`, `submitCoupon()`), not a flag named for it (`submitted = false`).
    let lower = text.lowercased()
    if submittingCall.firstMatch(in: lower, range: NSRange(lower.startIndex..., in: lower)) != nil { return ("submits", "제출합니다") }
    return nil
  }

  private static let submittingCall = try! NSRegularExpression(pattern: "[a-z0-9_]*(submit|sendorder|placeorder)[a-z0-9_]*\\s*\\(")

  /// A `Picker` drawn as a list of rows (`.inline`, `.navigationLink`, `.radioGroup`): each option
  /// is chosen by activating it, never by swiping past it as on a wheel.
  static func isListOfOptions(_ control: SwiftUIView) -> Bool {
    guard control.name == "Picker", let style = control.modifiers(named: "pickerStyle").last?.arguments.first?.value.text else { return false }
    return [".inline", ".navigationLink", "InlinePickerStyle()", "NavigationLinkPickerStyle()"].contains(style)
  }

  /// The handler tests the new text for a line break (`text.contains("\n")`, `hasSuffix("\n")`,
  /// `last == "\n"`): it acts when Return is pressed in a field that would otherwise take it.
  static func actsOnReturnKey(_ handler: String) -> Bool {
    handler.range(of: #"(contains|hasSuffix|firstIndex\(of:|last\s*==)\s*\(?\s*"\\n""#, options: .regularExpression) != nil
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // Values bound to input controls: `selection: $store`, `isOn: $notify`, `text: $code`.
    var bound: [String: [SwiftUIView]] = [:]
    for view in file.views where Self.inputControls.contains(view.name) {
      for argument in view.arguments where argument.value.text.hasPrefix("$") {
        bound[String(argument.value.text.dropFirst()).replacingOccurrences(of: "self.", with: ""), default: []].append(view)
      }
    }
    for view in file.views {
      for modifier in view.modifiers where modifier.name == "onChange" {
        guard let value = modifier.arguments.first(labeled: "of")?.text.replacingOccurrences(of: "self.", with: ""),
              let controls = bound[value] else { continue }
        let handler = file.text(from: modifier.start, to: modifier.end)
        guard let change = Self.contextChange(in: handler) else { continue }
        // A slider or stepper applying each value (`onSubmit(value)` setting an audio delay live,
        // Moblin's value editors) submits no form.
        if change.en == "submits", controls.allSatisfy({ $0.name == "Slider" || $0.name == "Stepper" }) { continue }
        // A list of options on its own screen that goes back once one is chosen: what a navigation
        // picker does; the person activated that option, exploring doesn't choose it.
        if change.en == "dismisses the screen", controls.allSatisfy(Self.isListOfOptions) { continue }
        // `if text.contains("\n") { ...; onSubmit() }`: a line break typed into a field is the
        // Return key, which the person pressed; exploring values never types one.
        if Self.actsOnReturnKey(handler) { continue }
        report(at: modifier.position, change, typed: controls.allSatisfy { Self.textInputs.contains($0.name) }, &context)
      }
    }
    // UIKit: `control.addTarget(self, action: #selector(f), for: .valueChanged)` where `f` changes the context.
    for object in file.uikitObjects {
      for call in object.calls("addTarget") {
        guard let event = call.arguments.first(labeled: "for"),
              event.memberNames.contains("valueChanged") || event.memberNames.contains("editingChanged"),
              let handler = call.arguments.first(labeled: "action").flatMap({ UIKitGestureAlternativeRule.selectorName($0.text) })
        else { continue }
        let handlerCalls = file.behaviour.calls.filter { $0.function == handler && $0.enclosingType == object.enclosingType }
        let callees = handlerCalls.map(\.callee)
        guard let change = Self.contextChange(in: callees.map { $0 + "(" }.joined(separator: "\n")) else { continue }
        // What it presents is an alert asking to confirm the change (Cancel / Turn Off): the
        // confirmation this rule asks for, not a move to another screen.
        if callees.contains("UIAlertController"), !callees.contains(where: { ["pushViewController", "performSegue", "dismiss", "popViewController", "open"].contains($0) }) {
          continue
        }
        report(at: call.position, change, typed: event.memberNames.contains("editingChanged"), &context)
      }
    }
  }

  static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

  /// `typed`: the value is text typed into a field (OpenWallet's six-digit code submitting itself
  /// once full), which no one passes through by exploring; what surprises is the submission itself.
  private func report(at position: SourcePosition, _ change: (en: String, ko: String), typed: Bool = false, _ context: inout RuleContext) {
    if typed {
      context.report(at: position, LocalizedText(
        en: "Typing into this field \(change.en) by itself: someone typing or correcting a character with VoiceOver or Switch Control is taken on before they check what they entered; let them confirm with a button, or say in the field's hint what will happen when it is complete",
        ko: "이 필드에 입력하기만 해도 \(change.ko). VoiceOver나 스위치 제어로 입력하거나 글자를 고치는 사용자는 입력한 내용을 확인하기 전에 넘어가게 됩니다. 버튼으로 확인하게 하거나, 입력이 끝나면 무슨 일이 일어나는지 필드의 힌트로 알리세요"))
      return
    }
    context.report(at: position, LocalizedText(
      en: "Changing this value \(change.en) by itself: VoiceOver and Switch Control users pass through values while exploring and are taken somewhere they didn't ask to go; let them confirm with a button, or say beforehand what will happen",
      ko: "이 값을 바꾸기만 해도 \(change.ko). VoiceOver와 스위치 제어 사용자는 값을 살펴보는 도중 원하지 않은 곳으로 옮겨집니다. 버튼으로 확인하게 하거나 무슨 일이 일어날지 미리 알리세요"))
  }
}
