import A11yCore

/// SwiftUI inputs with no title and no accessibility label.
public struct FormInputLabelRule: SwiftSourceRule {
  public init() {}

  static let inputs: Set<String> = [
    "TextField", "SecureField", "TextEditor", "Toggle", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker",
  ]

  /// Inputs VoiceOver reads with the value they show.
  static let inputsReadWithTheirValue: Set<String> = ["Toggle", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker"]

  public static let descriptor = RuleDescriptor(
    id: "swiftui-input-label",
    title: LocalizedText(en: "Inputs need a label", ko: "입력 서식에는 레이블이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        VoiceOver announces an input by its label: "Card number, text field". With an empty title it says only \
        "text field" or "switch button", and the person filling in the form has to guess what goes there. \
        Give the input a title (`TextField("Card number", text:)`, `Toggle("Notifications", isOn:)`) or \
        `.accessibilityLabel(_:)`; `.labelsHidden()` keeps a title for VoiceOver while hiding it on screen. \
        `TextEditor` has no title, so it needs `.accessibilityLabel(_:)`; one bound to a constant \
        (`TextEditor(text: .constant(log))`) only shows text and is not reported. A switch in a row combined with \
        its caption (`.accessibilityElement(children: .combine)`) is named by that caption. A text field with only \
        a `prompt:` is a warning: VoiceOver reads the prompt while the field is empty and loses it once text is typed.
        """,
      ko: """
        VoiceOver는 입력 서식을 레이블로 안내합니다("카드 번호, 텍스트 필드"). 제목이 비어 있으면 "텍스트 필드"나 "스위치 버튼"만 \
        읽어 사용자가 무엇을 입력해야 하는지 추측해야 합니다. 입력 서식에 제목(`TextField("카드 번호", text:)`, \
        `Toggle("알림 받기", isOn:)`)이나 `.accessibilityLabel(_:)`을 주세요. `.labelsHidden()`은 화면에서만 제목을 숨기고 \
        VoiceOver에는 남깁니다. `TextEditor`는 제목이 없으므로 `.accessibilityLabel(_:)`이 필요합니다. 상수에 묶인 \
        `TextEditor(text: .constant(log))`는 글을 보여 주기만 하므로 보고하지 않습니다. 캡션과 함께 묶인 행(`.accessibilityElement(children: .combine)`)의 \
        스위치는 그 캡션이 이름이 됩니다. `prompt:`만 있는 텍스트 필드는 경고입니다. VoiceOver는 필드가 비어 있을 때 안내 문구를 읽지만 \
        글을 입력하면 그 이름을 잃습니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.inputAssistance], wcag: ["3.3.2", "4.1.2"], hig: "Accessibility › VoiceOver › Labels",
    examples: RuleExamples(
      triggering: [
        "struct A: View { var body: some View { ↓TextField(\"\", text: $cardNumber) } }",
        "struct A: View { var body: some View { ↓SecureField(\" \", text: $pin) } }",
        "struct A: View { var body: some View { ↓TextEditor(text: $memo) } }",
        // Titled by an optional property that a use leaves out (Simple Login's display-name field).
        "struct AutoFocusTextField: View { var placeholder: String?\n @Binding var text: String\n var body: some View { ↓TextField(placeholder ?? \"\", text: $text).labelsHidden() } }\nstruct AccountView: View { var body: some View { Form { AutoFocusTextField(text: $displayName) } } }",
        "struct A: View { var body: some View { ↓Toggle(isOn: $push) { Image(systemName: \"bell\") } } }",
        "struct A: View { var body: some View { ↓Slider(value: $volume, in: 0...1) } }",
        "struct A: View { var body: some View { ↓Picker(\"\", selection: $size) { Text(\"Tall\") } } }",
        // The neighbour of the inline list: a wheel style around it shows one value at a time.
        "struct Sounds: View { var body: some View { List { ↓Picker(\"\", selection: $sound) { ForEach(sounds) { Text($0.name).tag($0) } } }.pickerStyle(.wheel) } }",
        // In a menu, a `.menu` picker is a submenu titled by its empty label.
        "struct A: View { var body: some View { Menu(\"Options\") { ↓Picker(\"\", selection: $size) { Text(\"Tall\") }.pickerStyle(.menu) } } }",
        "struct A: View { var body: some View { ↓DatePicker(selection: $date) { EmptyView() } } }",
        "struct A: View { var body: some View { ↓TextField(\"\", text: $email, prompt: Text(\"이메일\")) } }",
        // A binding that can be written, even one built in place.
        "struct Notes: View { var body: some View { ↓TextEditor(text: Binding(get: { model.note }, set: { model.note = $0 })) } }",
        // Combined, but with no caption to name it; and not combined at all.
        "struct A: View { var body: some View { HStack { Image(systemName: \"bell\"); ↓Toggle(\"\", isOn: $on) }.accessibilityElement(children: .combine) } }",
        "struct A: View { var body: some View { HStack { Text(\"Alerts\"); ↓Toggle(\"\", isOn: $on).labelsHidden() } } }",
        // Only a toggle's caption is read as its name: a combined text field is still unnamed when edited.
        "struct A: View { var body: some View { HStack { Text(\"Name\"); ↓TextField(\"\", text: $name) }.accessibilityElement(children: .combine) } }",
        // A form-field wrapper that labels its content, but this field is outside it.
        "struct FormField<Control: View>: View { let control: Control\n let label: LocalizedStringKey\n init(_ label: LocalizedStringKey, @ViewBuilder builder: () -> Control) { self.label = label; self.control = builder() }\n var body: some View { VStack { Text(label); control.accessibilityLabel(label) } } }\nstruct Editor: View { var body: some View { VStack { FormField(\"Name\") { TextField(\"\", text: $name) }; ↓TextField(\"\", text: $bio) } } }",
        // A wrapper that only shows a caption beside its content names nothing.
        "struct Captioned<Control: View>: View { let control: Control\n let label: LocalizedStringKey\n init(_ label: LocalizedStringKey, @ViewBuilder builder: () -> Control) { self.label = label; self.control = builder() }\n var body: some View { VStack { Text(label); control } } }\nstruct Editor: View { var body: some View { Captioned(\"Bio\") { ↓TextEditor(text: $bio) } } }",
      ],
      nonTriggering: [
        // A placeholder drawn as a disabled text editor over the real one (Code App).
        "struct Notes: View { @State var placeholder = \"Commit message\"\n var body: some View { ZStack { TextEditor(text: $placeholder).foregroundColor(.gray).disabled(true); TextEditor(text: $text).accessibilityLabel(\"Commit message\") } } }",
        "struct A: View { var body: some View { TextField(\"카드 번호\", text: $cardNumber) } }",
        // Inside a project wrapper whose body puts `.accessibilityLabel(label)` on the content it is given.
        "struct FormField<Control: View>: View { let control: Control\n let label: LocalizedStringKey\n init(_ label: LocalizedStringKey, @ViewBuilder builder: () -> Control) { self.label = label; self.control = builder() }\n var body: some View { VStack { Text(label); control.accessibilityLabel(label) } } }\nstruct Editor: View { var body: some View { FormField(\"Bio\") { TextEditor(text: $bio) } } }",
        "struct A: View { var body: some View { TextField(\"Email\", text: $email).labelsHidden() } }",
        "struct A: View { var body: some View { TextField(\"\", text: $cardNumber).accessibilityLabel(\"카드 번호\") } }",
        // A stack that is no element gives its label to each element in it (Zotero's tool settings row).
        "struct ToolRow: View { var body: some View { HStack { Image(tool.icon); Text(tool.name); Toggle(isOn: $isOn) {} }.accessibilityLabel(tool.name) } }",
        "struct AlarmRow: View { var body: some View { HStack { Text(\"알림\"); Toggle(isOn: $isOn) {} }.accessibilityLabel(\"알림 받기\") } }",
        "struct A: View { var body: some View { TextEditor(text: $memo).accessibilityLabel(\"요청 사항\") } }",
        "struct A: View { var body: some View { Toggle(\"알림 받기\", isOn: $push) } }",
        "struct A: View { var body: some View { Toggle(isOn: $push) { Text(\"Notifications\") } } }",
        "struct A: View { var body: some View { Picker(selection: $size) { Text(\"Tall\") } label: { Text(\"Size\") } } }",
        "struct A: View { var body: some View { Slider(value: $volume) { Text(\"Volume\") } } }",
        "struct A: View { var body: some View { Stepper(\"수량: \\(count)\", value: $count) } }",
        "struct A: View { var body: some View { TextField(field.title, text: $value) } }",
        // Every use passes the title the field falls back from.
        "struct AutoFocusTextField: View { var placeholder: String?\n @Binding var text: String\n var body: some View { TextField(placeholder ?? \"\", text: $text).labelsHidden() } }\nstruct AccountView: View { var body: some View { Form { AutoFocusTextField(placeholder: \"Display name\", text: $displayName) } } }",
        "struct A: View { var body: some View { TextField(text: $name) { Text(\"이름\") } } }",
        "struct A: View { var body: some View { Picker(selection: $style, label: Text(\"Icon style\")) { Text(\"A\") } } }",
        "struct A: View { var body: some View { Picker(\"\", selection: $tab) { Text(\"Posts\"); Text(\"Media\") }.pickerStyle(.segmented) } }",
        // Inline through the list around it: each sound is a labelled row.
        "struct Sounds: View { var body: some View { List { Picker(\"\", selection: $sound) { ForEach(sounds) { Text($0.name).tag($0) } } }.pickerStyle(.inline) } }",
        // A sort picker in a menu: its options are the menu's items, each read by its text.
        "struct A: View { var body: some View { Menu { Picker(selection: $sort) { ForEach(SortOption.allCases) { Text($0.label).tag($0) } } label: { EmptyView() } } label: { Image(systemName: \"arrow.up.arrow.down\") }.accessibilityLabel(\"Sort\") } }",
        "struct A: View { var body: some View { Menu { Picker(selection: $sort) { Text(\"이름순\"); Text(\"날짜순\") } label: { EmptyView() } } label: { Text(\"정렬\") } } }",
        "struct A: View { var body: some View { DatePicker(\"\", selection: $day, displayedComponents: .date).datePickerStyle(.graphical) } }",
        "struct A: View { var body: some View { Menu { sortView; Divider() } label: { Text(\"Sort\") } }\n var sortView: some View { Picker(\"\", selection: $sort) { Text(\"Name\"); Text(\"Date\") } } }",
        "struct A: View { var body: some View { Form { TextField(\"\", text: $x) }.accessibilityHidden(true) } }",
        // A read-only text viewer: its binding is a constant.
        "struct SelectText: View { let text: String\n var body: some View { TextEditor(text: .constant(text)).scrollContentBackground(.hidden) } }",
        // The row is one element, named by its caption.
        "struct ToggleCell: View { let title: String\n var body: some View { HStack { Text(title); Spacer(); Toggle(\"\", isOn: $on).labelsHidden() }.accessibilityElement(children: .combine) } }",
      ]),
    otherSeverities: [.warning]
  )

  /// A text field titled by an optional property of its own view falling back to nothing
  /// (`TextField(placeholder ?? "", text: $text)` with `var placeholder: String?`), and uses of
  /// that view that don't pass it (`AutoFocusTextField(text: $displayName)`): those fields have no
  /// name. Nil when every use passes it, or every use is labelled.
  static func optionalTitleLeftOut(_ view: SwiftUIView, in file: SwiftFileModel) -> (property: String, omitting: Int, uses: Int)? {
    guard view.name == "TextField" || view.name == "SecureField", let title = view.arguments.first, title.label == nil,
          let type = view.enclosingType else { return nil }
    let compact = title.value.text.filter { !$0.isWhitespace }
    guard compact.hasSuffix("??\"\"") else { return nil }
    var property = String(compact.dropLast(4))
    if property.hasPrefix("self.") { property.removeFirst(5) }
    guard !property.isEmpty, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let declared = file.behaviour.properties.first(where: { $0.name == property && $0.enclosingType == type && !$0.isStatic })
    else { return nil }
    // `var placeholder: String?`, `= nil`: a use that leaves it out leaves it nil.
    let declaration = file.text(from: declared.start, to: declared.end).filter { !$0.isWhitespace }
    guard declaration.contains("?"), !declaration.contains("=") || declaration.hasSuffix("=nil"),
          !file.project.viewsLabelledByEveryUse.contains(type) else { return nil }
    let uses = file.project.customViewUseLabels[type] ?? []
    let omitting = uses.filter { !$0.contains(property) }.count
    return omitting > 0 ? (property, omitting, uses.count) : nil
  }

  /// A view among a `Menu`'s items (its content, through stacks, groups and `ForEach`), or in a
  /// view member every use of which is (`Menu { sortView; Divider() }`).
  static func isMenuContent(_ view: SwiftUIView, in file: SwiftFileModel, depth: Int = 2) -> Bool {
    if file.ancestry(of: view).steps.contains(where: { $0.ancestor.name == "Menu" && $0.ancestor.kind == .call }) { return true }
    guard depth > 0, let member = file.viewMember(holding: view) else { return false }
    let uses = file.uses(of: member)
    return !uses.isEmpty && uses.allSatisfy { isMenuContent($0, in: file, depth: depth - 1) }
  }

  /// The view is the content of a `LabeledContent` that has a title or a label, through plain
  /// containers only.
  static func isLabeledContentValue(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    for step in file.ancestry(of: view).steps {
      let ancestor = step.ancestor
      if ancestor.name == "LabeledContent", ancestor.kind == .call, step.child.slot == .content {
        return ancestor.titleArgument != nil || file.view(ancestor.index).children.contains { file.view($0).slot == .label }
      }
      guard ancestor.kind == .call, AccessibilityContextResolver.transparentContainers.contains(ancestor.name) else { return false }
    }
    return false
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where view.kind == .call && Self.inputs.contains(view.name) {
      if view.context.isHidden || view.context.replacingAncestor != nil || view.context.labellingContainer != nil { continue }
      // `TextField(placeholder ?? "", text:)` in a view some use makes without `placeholder:`.
      if let left = Self.optionalTitleLeftOut(view, in: file), let type = view.enclosingType {
        context.report(at: view.position, LocalizedText(
          en: "\(view.name)'s title is `\(left.property) ?? \"\"`, and \(left.omitting) of \(left.uses) uses of \(type) give no `\(left.property):`: there VoiceOver says only \"\(view.role.spokenName.en)\"; pass a title there or add .accessibilityLabel(_:)",
          ko: "\(view.name)의 제목이 `\(left.property) ?? \"\"`인데 \(type)의 사용 \(left.uses)곳 중 \(left.omitting)곳이 `\(left.property):`를 주지 않아 VoiceOver가 \"\(view.role.spokenName.ko)\"만 읽습니다. 그곳에서 제목을 주거나 .accessibilityLabel(_:)을 추가하세요"))
        continue
      }
      let name = file.accessibleName(of: view)
      if name.isPresent { continue }
      // Inside a project view that labels the content it is given (`NosFormField("Bio") {
      // TextEditor(text: $bio) }`, whose body shows `control.accessibilityLabel(label)`).
      if file.ancestry(of: view).steps.contains(where: {
        $0.ancestor.kind == .call && file.project.viewsLabellingTheirContent.contains($0.ancestor.name)
      }) {
        continue
      }
      // The value of a `LabeledContent` (`LabeledContent { TextEditor(text: $note) } label: {
      // Text("Note") }`): SwiftUI pairs the label with the control, as a Picker's title.
      if Self.isLabeledContentValue(view, in: file) { continue }
      // A switch in a row combined into one element with its caption (`HStack { Text("Wi-Fi");
      // Toggle("", isOn:) }.accessibilityElement(children: .combine)`): read "Wi-Fi, switch button".
      if view.name == "Toggle", file.isNamedByCombinedRowText(view) { continue }
      // `TextEditor(text: .constant(log))`: a text shown to be read or copied, which no one can
      // change; VoiceOver reads the text itself, and there is nothing to write.
      if view.name == "TextEditor" || view.name == "TextField",
         let text = view.argument("text")?.text.filter({ !$0.isWhitespace }), text.hasPrefix(".constant(") || text.hasPrefix("Binding.constant(") {
        continue
      }
      // Always disabled (`.disabled(true)`): a placeholder drawn as a text editor (Code App's
      // `TextEditorWithPlaceholder`), read by its text; nothing to write in it.
      if view.name == "TextEditor" || view.name == "TextField", view.isDisabledForGood { continue }
      // Segmented and inline pickers show every option as an element of its own, each read by
      // its text; the picker's empty title is not what a person relies on there.
      // The style is the environment's: set on the picker or on a view around it (`List { Picker
      // … }.pickerStyle(.inline)`, Threema's sound settings).
      if view.name == "Picker", let style = (view.modifiers(named: "pickerStyle").last
           ?? file.ancestry(of: view).steps.lazy.compactMap { $0.applyingModifiers.last { $0.name == "pickerStyle" } }.first)?
           .arguments.firstUnlabeled,
         ["segmented", "inline", "palette"].contains(style.memberName ?? "") || style.text.contains("Segmented") || style.text.contains("Inline") {
        continue
      }
      // A picker inside a `Menu` shows its options as the menu's own items, each read by its text
      // (only a `.menu`-styled one becomes a submenu titled by its label); a graphical date picker
      // is a calendar of labelled month and day cells.
      if view.name == "Picker", Self.isMenuContent(view, in: file),
         !(view.modifiers(named: "pickerStyle").last?.arguments.firstUnlabeled.map { $0.memberName == "menu" || $0.text.contains("MenuPickerStyle") } ?? false) {
        continue
      }
      if view.name == "DatePicker", view.modifiers(named: "datePickerStyle").last?.arguments.firstUnlabeled.map({
        $0.memberName == "graphical" || $0.text.contains("GraphicalDatePickerStyle")
      }) == true {
        continue
      }
      let role = view.role.spokenName
      if view.name == "TextEditor" {
        context.report(at: view.position, LocalizedText(
          en: "TextEditor has no accessibility label: VoiceOver says only \"\(role.en)\"; add .accessibilityLabel(_:) naming what to write",
          ko: "TextEditor에 접근성 레이블이 없어 VoiceOver가 \"\(role.ko)\"만 읽습니다. 무엇을 입력하는지 .accessibilityLabel(_:)로 알려 주세요"))
      } else {
        let usesPrompt = view.arguments.has(label: "prompt")
        // A text field's prompt is read while the field is empty: named until something is typed.
        if usesPrompt, view.name == "TextField" || view.name == "SecureField" {
          context.report(at: view.position, LocalizedText(
            en: "\(view.name) is named only by its prompt: VoiceOver reads the prompt while the field is empty, but once text is typed it says only the text and \"\(role.en)\"; give it a title or .accessibilityLabel(_:)",
            ko: "\(view.name)의 이름은 prompt뿐입니다. VoiceOver는 필드가 비어 있을 때만 안내 문구를 읽고, 글을 입력하면 입력한 글과 \"\(role.ko)\"만 읽습니다. 제목이나 .accessibilityLabel(_:)을 지정하세요"),
            severity: .warning)
          continue
        }
        let promptNote = usesPrompt
          ? LocalizedText(en: " (a prompt is placeholder text, not a label)", ko: " (prompt는 레이블이 아닌 안내 문구입니다)")
          : LocalizedText(en: "", ko: "")
        // A picker, slider, stepper or switch is read with its value ("9 March 2025", "50%", "on"),
        // so what is missing is which setting it is, not every word.
        if Self.inputsReadWithTheirValue.contains(view.name) {
          context.report(at: view.position, LocalizedText(
            en: "\(view.name) has no title and no accessibility label: VoiceOver reads its value but not what it sets\(promptNote.en); give it a title or .accessibilityLabel(_:)",
            ko: "\(view.name)에 제목과 접근성 레이블이 없어 VoiceOver가 값만 읽고 무엇을 정하는지는 알려 주지 않습니다\(promptNote.ko). 제목이나 .accessibilityLabel(_:)을 지정하세요"))
          continue
        }
        context.report(at: view.position, LocalizedText(
          en: "\(view.name) has no title and no accessibility label: VoiceOver says only \"\(role.en)\"\(promptNote.en); give it a title or .accessibilityLabel(_:)",
          ko: "\(view.name)에 제목과 접근성 레이블이 없어 VoiceOver가 \"\(role.ko)\"만 읽습니다\(promptNote.ko). 제목이나 .accessibilityLabel(_:)을 지정하세요"))
      }
    }
  }
}
