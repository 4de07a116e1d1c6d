import A11yCore
import Foundation

/// A state shown only by switching colors, and links marked only by color.
public struct ColorOnlyStateRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "color-only-state",
    title: LocalizedText(en: "Don't show a state with color alone", ko: "상태를 색만으로 나타내지 마세요"),
    rationale: LocalizedText(
      en: """
        About one man in twelve can't tell some colors apart (red from green most often; also blue from orange, \
        red from black, red or green from gray), and monochrome displays, grayscale mode and VoiceOver show no \
        color at all. A dot that is green when a store is open and red when it is closed tells them nothing. \
        The rule reports a `cond ? colorA : colorB` on a shape, symbol or text (`.fill`, `.foregroundColor`, \
        `.foregroundStyle`, `.tint`, `.background`, `.stroke`) when nothing else nearby changes with the same \
        condition: not the symbol, the text, a sibling's text, nor an accessibility label, value or trait; and \
        the type doesn't read `accessibilityDifferentiateWithoutColor`. The message says, from the Machado et al. \
        simulation, whether the two colors stay distinguishable with each color-vision deficiency. Add a text or \
        a shape that changes too, and an accessibility value. Tappable text marked as a link only by its color \
        (no underline, no link trait) is reported as information. The rule is opt-in: on apps nobody tuned it on, \
        fewer than half of its findings were right (33.5 of 72 sampled over 160 apps in two rounds), most often \
        because the state also shows in a way a static reading can't see (an outline, a weight, a screen of its \
        own, a label set elsewhere). Name it in `opt_in_rules` for a Korean guideline audit (checkpoint 1.3), \
        and read each finding against the screen.
        """,
      ko: """
        남성 약 12명 중 1명은 일부 색을 구별하지 못하며(주로 빨강과 초록, 그 밖에 파랑과 주황, 빨강과 검정, 빨강이나 \
        초록과 회색), 흑백 화면, 회색조 모드, VoiceOver에서는 색이 전혀 전달되지 않습니다. 매장이 열면 초록, 닫으면 \
        빨강인 점은 이들에게 아무 정보도 주지 않습니다. 이 규칙은 도형, 기호, 텍스트의 `조건 ? 색A : 색B`(`.fill`, \
        `.foregroundColor`, `.foregroundStyle`, `.tint`, `.background`, `.stroke`)를, 같은 조건으로 바뀌는 것이 주변에 \
        없을 때(기호, 텍스트, 형제 뷰의 텍스트, 접근성 레이블·값·특성) 그리고 그 타입이 \
        `accessibilityDifferentiateWithoutColor`를 읽지 않을 때 보고합니다. 메시지는 Machado 등의 시뮬레이션으로 각 \
        색각 이상 유형에서 두 색이 구별되는지 알려 줍니다. 함께 바뀌는 텍스트나 모양과 접근성 값을 추가하세요. 밑줄이나 \
        링크 특성 없이 색으로만 링크임을 나타내는 누를 수 있는 텍스트는 정보로 보고합니다. 이 규칙은 선택 규칙입니다. \
        조정하지 않은 앱에서 발견의 절반이 채 맞지 않았습니다(두 차례 160개 앱에서 표본 72건 중 33.5건). 상태가 정적 분석으로는 \
        보이지 않는 방법(외곽선, 굵기, 별도 화면, 다른 곳에서 지정한 레이블)으로도 드러나는 경우가 많았기 때문입니다. 지침 점검 \
        (검사 항목 1.3)에서는 `opt_in_rules`에 넣고 각 발견을 화면과 대조하세요.
        """),
    defaultSeverity: .warning,
    checkpoints: [.colorIndependence], wcag: ["1.4.1"], hig: "Accessibility › Color and effects",
    options: [ContrastCheck.hexInitializersOption],
    isOptIn: true,
    examples: RuleExamples(
      triggering: [
        // The neighbour of the constant foreground nearer the symbol: set outside the state's, it gives way.
        "struct TrackingButton: View { let isTracking: Bool\n var body: some View { Button(action: recenter) { Image(systemName: \"location.fill\").↓foregroundStyle(isTracking ? Color.green : Color.black).frame(width: 44, height: 44) }.foregroundColor(.black).accessibilityLabel(\"내 위치\") } }",
        // The neighbour of the chip turning bold: the app's type modifier keeps one weight.
        "struct ChipView: View { let title: String; let isSelected: Bool\n var body: some View { Button(action: action) { Text(title).typography(.malang15R).padding(8).background(RoundedRectangle(cornerRadius: 15).↓fill(isSelected ? Color(red: 0.9, green: 0.85, blue: 1) : Color(white: 0.95))) }.buttonStyle(.plain) } }",
        // The neighbour of the state nothing sets: the view's `init` seeds it for each notification.
        "struct 알림행: View { let notification: Notice\n @State private var isRead = false\n init(notification: Notice) { self.notification = notification; _isRead = State(initialValue: notification.isRead) }\n var body: some View { VStack { Text(notification.title); Text(notification.body) }.padding().↓background(isRead ? Color.white : Color(red: 0.9, green: 0.95, blue: 1)) } }",
        // The neighbour of the message picked by the same state: this message answers another test.
        "struct 수량: View { @Binding var quantity: Int; let maximum: Int\n var body: some View { VStack { HStack { Button { quantity -= 1 } label: { Image(systemName: \"minus\").↓foregroundColor(quantity <= 1 ? Color(white: 0.8) : Color.black) }; Text(\"\\(quantity)\") }; Text(quantity >= maximum ? \"최대 수량입니다\" : \"\") } } }",
        // The neighbour of the state nothing sets: the button sets it.
        "struct 찜셀: View { let place: Place\n @State private var isStart = false\n @State private var start = \"\"\n var body: some View { Button { start = place.name; isStart = true } label: { Text(\"출발\").padding().↓background(isStart ? Color.white : Color(white: 0.23)) } } }",
        // The neighbour of the never-disabled price field: a modifier method sets the flag on a copy (`.readOnly(x)`).
        "struct ProfileField: View { let title: String; @Binding var text: String\n  var isReadOnly: Bool = false\n  var body: some View { TextField(title, text: $text).↓background(isReadOnly ? Color.gray : Color.white) }\n  func readOnly(_ value: Bool) -> ProfileField { var copy = self; copy.isReadOnly = value; return copy } }\nstruct ProfileEdit: View { var body: some View { Form { ProfileField(title: \"이메일\", text: $email).readOnly(signedInWithKakao) } } }",
        // The neighbour of the refused permission: disabled while loading, not when refused.
        "struct Permissions: View { @State var isAuthorized = false; @State var isRejected = false\n var body: some View { Toggle(isOn: $enabled) { Text(\"생일 캘린더\").↓foregroundStyle((!isAuthorized && isRejected) ? Color.secondary : Color.primary) }.disabled(isLoading) } }",
        // The neighbour of the pause ring: the symbol stays the same.
        "struct Tracking: View { var body: some View { Button { model.togglePause() } label: { Image(systemName: \"pause.fill\").frame(width: 48, height: 48).overlay(Circle().↓stroke(model.isPaused ? Color.green : Color.white, lineWidth: 2)) }.accessibilityLabel(\"일시정지\") } }",
        // The neighbour of the never-disabled price field: one use disables it.
        "struct PriceInput: View { var placeholder: String = \"\"\n  var isDisabled: Bool = false\n  var body: some View { TextField(placeholder, text: $price).↓background(isDisabled ? Color.gray : Color.white) } }\nstruct Expense: View { var body: some View { VStack { PriceInput(placeholder: \"금액\"); PriceInput(placeholder: \"합계\", isDisabled: locked) } } }",
        // The neighbour of the faded-in seal: the other items are only dimmed, a lightness.
        "struct EmotionPicker: View { let selected: Int?; let index: Int\n var body: some View { ZStack { RoundedRectangle(cornerRadius: 12).↓fill(selected == index ? Color.orange : Color.clear); item } }\n var item: some View { Text(\"기쁨\").opacity(selected == index ? 1 : 0.5) } }",
        // The neighbour of the faded-in seal: it shows on another value, so the colour alone says which.
        "struct QuizRecap: View { let questionEnded: Bool; let allCorrect: Bool; let successCount: Int\n var body: some View { VStack { HStack { Image(systemName: \"checkmark.seal.fill\"); Text(\"\\(successCount)개 정답\") }.↓foregroundColor(questionEnded && allCorrect ? .green : .primary); endView } }\n var endView: some View { Image(systemName: \"hourglass\").opacity(questionEnded ? 0 : 1) } }",
        // The neighbours of an option list and a call tile: the weight and the width stay.
        optionOutline(weight: ".semibold", marked: true),
        callTile(lineWidth: "1", marked: true),
        // A width that is the same either way, and a setting tested beside a state.
        callTile(lineWidth: "speaking ? 1 : 1", marked: true),
        "struct SyncBadge: View { let isSynced: Bool\n @Environment(\\.accessibilityReduceTransparency) var reduceTransparency\n var body: some View { Circle().↓fill(isSynced && !reduceTransparency ? Color.green : Color.red).frame(width: 8, height: 8) } }",
        // The neighbour of the favourite switch: a chip style of the project's draws no switch at all.
        "struct 필터: View { @State private var isVegan = false\n var body: some View { Toggle(isOn: $isVegan) { Label(\"비건\", systemImage: \"leaf\").↓foregroundStyle(isVegan ? Color.green : Color.secondary) }.toggleStyle(ChipToggleStyle()) } }",
        // The neighbour of the favourite switch: its label tinted by another flag the switch doesn't show.
        "struct 반영: View { @State private var isfav = false\n @Binding var isShared: Bool\n var body: some View { Form { Toggle(isOn: self.$isfav) { Label(\"즐겨찾기\", systemImage: \"heart.fill\").↓foregroundStyle(self.isShared ? .orange : .primary) } } } }",
        // The neighbour of the connect button: the field beside it shows another value.
        "struct CodeField: View { @Binding var code: String\n var body: some View { TextField(\"연결 코드\", text: $code) } }\nstruct Connecting: View { @StateObject var vm = ConnectModel()\n var body: some View { HStack { CodeField(code: $vm.nickname); Button { vm.connect() } label: { Text(\"연결\").foregroundStyle(.white).background { RoundedRectangle(cornerRadius: 8).↓foregroundStyle(vm.inputText.isEmpty ? Color.gray : Color.blue) } } } } }",
        // The neighbour of the field's focus outline: a list row's edit mode, which VoiceOver doesn't say.
        "struct NoteRow: View { var editing: Bool\n var body: some View { Text(\"메모\").padding().overlay(RoundedRectangle(cornerRadius: 8).↓stroke(editing ? Color.red : Color.gray)) } }",
        // The neighbour of the fixed styles: the literal itself swapped on a state, in the branches of an `if`.
        "struct Player: View { @State var isPlaying = false\n var body: some View { HStack { if isPlaying { control(type: .pause) } else { control(type: .play) } } }\n @ViewBuilder private func control(type: ControlType) -> some View { Circle().↓fill(type == .play ? Color.green : Color.gray) }\n}",
        // The neighbour of the editing outline: the same outline on a state of the content, not the field's focus.
        "struct InputField: ViewModifier { var verified: Bool = true\n func body(content: Content) -> some View { content.frame(height: 48).overlay(RoundedRectangle(cornerRadius: 4).↓stroke(verified ? Color.green : Color(white: 0.74), lineWidth: 2)) } }",
        // The neighbour of the two styled buttons: one call passes the state it follows.
        "struct Home: View { @State var playing = TopButtonType.play\n var body: some View { HStack { topButton(type: playing, title: \"재생\"); topButton(type: .myList, title: \"내가 찜한 콘텐츠\") } }\n @ViewBuilder private func topButton(type: TopButtonType, title: String) -> some View { Image(systemName: \"play.fill\").↓foregroundStyle(type == .play ? Color.black : Color.white) }\n}",
        // The neighbour of the status pill: its words don't say the status, only its green or red says it.
        "struct PaymentDetail: View { let paymentStatus: String\n var body: some View { Text(\"거래 상태\").padding(8).background(Capsule().↓fill(paymentStatus == \"Paid\" ? Color.green.opacity(0.2) : Color.red.opacity(0.2))) } }",
        // The neighbour of the week's bar: its tint marks a state the bar doesn't show.
        weekProgress(condition: "progress.isCompletedToday"),
        // The neighbour of the delete action: the same menu's words red while the message is deleted, a state.
        contextMenu(marking: "message.isDeleted"),
        // The neighbour of the worded dimming: the card only darkens.
        regionCard(marked: true, overlay: ""),
        // The underline turns red on an error whose words are never shown.
        signUpUnderline(marked: true, errorText: "Text(\"비밀번호\")"),
        // The neighbour of the message picked by the same state: this one is picked by another.
        signUpUnderline(marked: true, errorText: "Text(password.isEmpty ? \"비밀번호를 입력하세요\" : \" \")"),
        // The tag row below showing the count, not the tags: whether there are any is colour only.
        tagRow(marked: true, content: "Text(\"\\(count)\")"),
        // The neighbour of the counted review: no text shows the count, only the colour says the minimum is met.
        reviewForm(marked: true, counter: #"Text("500자까지").font(.caption)"#),
        // The neighbour of the meter: a fixed-width pill whose colour alone says the slots are nearly full.
        slotMeter(marked: true, width: "40"),
        // The neighbour of the timeline: the line changes between two colours, neither the row's background.
        "struct TimelineRow: View { let isLate: Bool\n var body: some View { HStack { VStack(spacing: 0) { Rectangle().↓fill(isLate ? Color.red : Color.green).frame(width: 2, height: 25); Circle().frame(width: 10, height: 10) }; Text(\"수유\") }.background(Color(uiColor: .tertiarySystemBackground)) } }",
        // The neighbour of the map button: one part of the state colours it without changing the symbol.
        "struct MapControls: View { var body: some View { Button { follow() } label: { Image(systemName: vm.followsHeading ? \"location.north.line.fill\" : \"location\").↓foregroundStyle(vm.followsHeading || vm.followsLocation ? Color.pink : Color.white) } } }",
        // The neighbour of the plugin state: the words follow only one part of the test.
        "struct PluginRow: View { var body: some View { Label(plugin.installed ? \"설치됨\" : \"설치 가능\", systemImage: \"puzzlepiece\").↓foregroundStyle(plugin.installed && plugin.enabled ? Color.green : Color.secondary) } }",
        // The neighbour of the printed checksum: only one of the compared values is shown.
        "struct Checksum: View { var body: some View { VStack { Text(\"CRC: \\(crc)\"); Text(\"검사 완료\") }.↓foregroundStyle(crc == computedCrc ? .green : .primary) } }",
        // The neighbour of the pulsing dot: a tap flips the same state, which then stays.
        "struct RecordingToggle: View { @State private var isBright = false\n var body: some View { HStack { Circle().frame(width: 12).↓foregroundColor(isBright ? .red : Color(red: 0.4, green: 0, blue: 0)).onAppear { withAnimation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true)) { isBright.toggle() } }.onTapGesture { isBright = false } } } }",
        // The neighbour of the colourful mode: a model's validity, named alike.
        "struct Swatch: View { var body: some View { Circle().↓fill(colorModel.isValid ? Color.green : Color.red).frame(width: 12, height: 12) } }",
        // The neighbour of the disabled style: the screen passes the state but never disables the button.
        "struct PrimaryButtonStyle: ButtonStyle {\n  var isEnabled = true\n  func makeBody(configuration: Configuration) -> some View { configuration.label.padding(16).↓background(isEnabled ? Color.blue : Color.gray) }\n}\nstruct Home: View { @State var roomName = \"\"\n var body: some View { Button(\"계속\") { join() }.buttonStyle(PrimaryButtonStyle(isEnabled: !roomName.isEmpty)) } }",
        // The neighbour of the local test: the button is disabled by something else.
        "struct ResetView: View {\n  @ViewBuilder func section_button() -> some View {\n    VStack {\n      let isDisabled = buttonDisabled()\n      Button { deleteWallet() } label: {\n        Text(\"Delete\").↓foregroundColor(isDisabled ? Color(UIColor.tertiaryLabel) : .red)\n      }\n      .disabled(isDeleting)\n    }\n  }\n}",
        "struct Next: View { var body: some View { Button { next() } label: { Image(systemName: \"chevron.down\").↓foregroundStyle(isEnabled ? Color.primary : Color.secondary) } } }",
        "struct A: View { var body: some View { HStack { Circle().↓fill(store.isOpen ? Color.green : Color.red).frame(width: 12, height: 12); Text(store.name) } } }",
        "struct A: View { var body: some View { Image(systemName: \"circle.fill\").↓foregroundColor(isOnline ? .green : .gray) } }",
        "struct A: View { var body: some View { Text(\"마감\").↓foregroundStyle(isLate ? Color.red : Color.black) } }",
        // The neighbour of the chat bubble: the side is fixed, only the color says whose it is.
        "struct DMBubble: View { let is_ours: Bool\n var body: some View { HStack { Text(\"Hi\").padding(10).↓background(is_ours ? Color.blue : Color.gray); Spacer(minLength: 60) } } }",
        "struct A: View { var body: some View { HStack { Circle().↓fill(isLate ? Color.red : Color.green); if isLoading { ProgressView() } } } }",
        "struct A: View { var body: some View { Text(\"Terms\").↓foregroundColor(.blue).onTapGesture { showTerms() } } }",
        // The neighbour of the double-tapped title: one tap on bright blue words, a link by colour alone.
        "struct A: View { var body: some View { Text(\"약관 보기\").↓foregroundColor(Color(red: 0.0, green: 0.48, blue: 1.0)).onTapGesture(count: 1) { showTerms() } } }",
        // The neighbour of the filter chip: its title stays the same whatever is chosen, and a
        // chip titled with its own item's name beside a test of that item (Funch's majors).
        filterChip(title: "\"연도\""),
        "struct Chip: View { let title: String; let isSelected: Bool\n var body: some View { Label(title, systemImage: \"tag\").padding(8).↓background(isSelected ? Color.cyan : Color.gray) } }\nstruct Majors: View { var body: some View { ForEach(majors) { major in Chip(title: major.name, isSelected: selected.contains(major)) } } }",
        // The neighbour of the detail line: the words never show the value the flag tests.
        detailLine(shows: "Text(\"보관 장소\")"),
        // The neighbour of the file tree: one call draws every row with the files' symbol.
        treeRow(directoryIcon: "iconName"),
        // The neighbour of the pitch card: the card shows another value, not the label it tests.
        pitchCard(badge: "Text(pitch.type)"),
        // The neighbour of the compare button: nothing but the color changes at two selections.
        compareButton(disabled: ""),
        // The neighbour of the fixed style flag: one use passes the other value.
        iconButton(uses: "IconButton(clear: true); IconButton(clear: false)"),
        // A computed text whose words don't depend on the state the color shows.
        "struct ServerRow: View { var body: some View { title.↓foregroundStyle(isOffline ? Color.red : Color.green) }\n private var title: Text { Text(server.name) } }",
        // A field's border colored by whether its text is valid: the text is seen, its validity isn't.
        "struct Email: View { @State private var email = \"\"\n var body: some View { TextField(\"Email\", text: $email).overlay(RoundedRectangle(cornerRadius: 4).↓stroke(email.isValidAddress ? Color.green : Color.red, lineWidth: 1)) } }",
        // The neighbour of Foqos's outline: an outline always drawn, in two colors.
        "struct Day: View { let isSelected: Bool\n var body: some View { Text(\"12\").padding(4).overlay(Circle().↓stroke(isSelected ? Color.blue : Color.gray, lineWidth: 2)) } }",
        // A tab's backdrop behind its dynamic title: the words name the tab, not whether it is chosen.
        "struct Tabs: View { @State var selectedTab: Category = .all\n func tab(_ category: Category) -> some View { Button { selectedTab = category } label: { Text(category.title).background(RoundedRectangle(cornerRadius: 8).↓fill(selectedTab == category ? Color.black : Color.white)) } } }",
        // The neighbour of Provenance's feedback: the bordered text says the same words either way.
        "struct Feedback: View { let isSuccess: Bool\n var body: some View { Text(\"Icon\").padding(6).overlay(RoundedRectangle(cornerRadius: 8).↓strokeBorder(isSuccess ? Color.blue : Color.pink, lineWidth: 1)) } }",
        // The neighbour of Harbour's label: its title's words don't depend on the state.
        "struct TagLabel: View { let title: String?\n let isPinned: Bool\n private var titleReadable: String { title ?? String(localized: \"Untitled\") }\n var body: some View { Label(titleReadable, systemImage: \"tag\").↓foregroundStyle(isPinned ? Color.secondary : Color.red) } }",
        // The neighbour of the prefix field: the text beside it shows on another condition.
        "struct Prefix: View { @State var prefix = \"\"\n var body: some View { VStack { TextField(\"Prefix\", text: $prefix).↓foregroundColor(prefix.isValidPrefix ? .primary : .red); if showsHelp { Text(\"Use lowercase letters.\") } } } }",
        // The neighbour of Tella's field: the error text's property reads another state.
        "struct Field: View { @Binding var shouldShowError: Bool\n var body: some View { VStack { TextField(\"\", text: $text); divider; errorMessage } }\n var divider: some View { Divider().↓background(shouldShowError || changedToInvalid ? Color.red : Color.white) }\n private var formattedError: String? { hasHelp ? help : nil }\n @ViewBuilder var errorMessage: some View { if let formattedError { Text(formattedError) } } }",
        // The neighbour of Open edX's rows: the title takes the row's color.
        "struct Options: View { var body: some View { ForEach(options, id: \\.self) { option in HStack { Circle().frame(width: 18, height: 18).foregroundStyle(option.color); Text(option.title); Spacer() }.↓foregroundStyle(selection == option ? Color.primary : Color.gray) } } }",
        // Shading that marks a selection, not every other row.
        "struct Row: View { let isSelected: Bool\n var body: some View { HStack { Text(time) }.↓background(isSelected ? Color(.systemGray6) : Color.clear) } }",
        // A style whose fill also changes with the state, but only in hue (about the same lightness).
        "struct Pill: ButtonStyle { @Environment(\\.isEnabled) private var isEnabled\n func makeBody(configuration: Configuration) -> some View { configuration.label.↓background(isEnabled ? Color(red: 0.2, green: 0.5, blue: 0.2) : Color(red: 0.8, green: 0.2, blue: 0.2)).↓foregroundColor(isEnabled ? Color.green : Color.red) } }",
        // A style helper coloured by its parameter, and a use that doesn't disable the button on that state.
        "extension Button { func pillStyle(enabled: Bool) -> some View { padding().background(Capsule().↓fill(enabled ? Color.blue : Color.gray)) } }\nstruct Scan: View { var body: some View { HStack { Button(\"Cancel\") { cancel() }.pillStyle(enabled: true); Button(\"Accept\") { accept() }.pillStyle(enabled: recognizer.finished) } } }",
        // Membership of something the symbol doesn't show: a state only the color tells.
        // One element whose label and value don't say the step: the colors alone tell it.
        "struct Steps2: View { var body: some View { HStack { ForEach(0..<total, id: \\.self) { index in Capsule().↓fill(index <= progress.index ? Color.green : Color.red) } }.accessibilityElement(children: .ignore).accessibilityLabel(Text(\"Progress\")).accessibilityValue(Text(\"\\(total) steps\")) } }",
        "struct Bell: View { let id: Int\n var body: some View { Image(systemName: \"bell.fill\").↓foregroundStyle(mutedIDs.contains(id) ? Color.gray : Color.red) } }",
        // A bar whose axis plots something else: the color alone tells the categories apart.
        "import Charts\nstruct Loops: View { var body: some View { Chart(stats) { data in BarMark(x: .value(\"Day\", data.date), y: .value(\"Count\", data.count)).↓foregroundStyle(data.category == .successfulLoop ? Color.blue : Color.green) } } }",
        // Two hues at one opacity: the hue still tells the state, and protanopia loses it.
        "struct Dots: View { var body: some View { Circle().↓fill(isLive ? Color.red.opacity(0.8) : Color.green.opacity(0.8)) } }",
        // One color at nearly the same opacity: too faint a lightness step for anyone (a note).
        "struct Dots: View { var body: some View { Circle().↓fill(isCurrent ? Color.blue.opacity(0.5) : Color.blue.opacity(0.55)) } }",
        // The neighbour of the step button: the body never disables it, so only the colour changes.
        "struct StepButton: View { let enable: Bool; let text: String; let action: () -> Void\n private var content: some View { HStack { Image(\"next\").renderingMode(.template).↓foregroundColor(enable ? Color.black : Color.gray); Text(text) } }\n var body: some View { Button(action: action) { content } } }",
        // The neighbour of the sync task's arrow: the symbol is the task's kind, not its direction.
        "struct TaskRow: View { let task: SyncTask\n var body: some View { HStack { Image(systemName: task.kindIcon).↓foregroundStyle(task.direction == \"PUSH\" ? Color.blue : Color.green); Text(task.path) } } }",
        // The neighbour of the schedule fit: the line shows the slot's name as it is; only the colour says it conflicts.
        "struct TodayView: View { let todayProgress: DayProgress?\n  var body: some View { brief }\n  var brief: some View {\n    let todayLine = todayProgress?.fit.slotName\n    return VStack { if let todayLine { Label(todayLine, systemImage: \"clock\").↓foregroundStyle(todayProgress?.fit.isConflict == true ? .orange : .secondary) } }\n  }\n}",
      ],
      nonTriggering: [
        // A constant foreground set nearer the symbol wins over the state's (DanDan's tracking button).
        "struct TrackingButton: View { let isTracking: Bool\n var body: some View { Button(action: recenter) { Image(systemName: \"location.fill\").foregroundColor(.black).foregroundStyle(isTracking ? Color.green : Color.black).frame(width: 44, height: 44) }.accessibilityLabel(\"내 위치\") } }",
        // A chip whose words turn bold through the app's own type modifier as its fill changes (Keychy's tags).
        "struct ChipView: View { let title: String; let isSelected: Bool\n var body: some View { Button(action: action) { Text(title).typography(isSelected ? .malang15B : .malang15R).padding(8).background(RoundedRectangle(cornerRadius: 15).fill(isSelected ? Color(red: 0.9, green: 0.85, blue: 1) : Color(white: 0.95))) }.buttonStyle(.plain) } }",
        // A private state nothing sets: the colour never changes (Holiculture's start button).
        "struct 찜셀: View { let place: Place\n @State private var isStart = false\n @State private var start = \"\"\n var body: some View { Button { start = place.name } label: { Text(\"출발\").padding().background(isStart ? Color.white : Color(white: 0.23)) } } }",
        // A line whose words a function picks from the object the colour tests (Today's schedule fit).
        "struct TodayView: View { let todayProgress: DayProgress?\n  var body: some View { brief }\n  var brief: some View {\n    let todayLine = todayProgress.flatMap { TrainingBrief.today($0.fit) }\n    return VStack { if let todayLine { Label(todayLine, systemImage: \"clock\").foregroundStyle(todayProgress?.fit.isConflict == true ? .orange : .secondary) } }\n  }\n}",
        // Greyed when access was refused, and the switch disabled then: VoiceOver says "dimmed" (Greatdori's calendar permission).
        "struct Permissions: View { @State var isAuthorized = false; @State var isRejected = false\n var body: some View { Toggle(isOn: $enabled) { Text(\"생일 캘린더\").foregroundStyle((!isAuthorized && isRejected) ? Color.secondary : Color.primary) }.disabled(isRejected) } }",
        // A ring colored with the symbol it rings, which changes on the same state (TripTrack's pause button).
        "struct Tracking: View { var body: some View { Button { model.togglePause() } label: { Image(systemName: model.isPaused ? \"play.fill\" : \"pause.fill\").frame(width: 48, height: 48).overlay(Circle().stroke(model.isPaused ? Color.green : Color.white, lineWidth: 2)) }.accessibilityLabel(\"일시정지\") } }",
        // A flag no use passes keeps its default: tabi's price field, never disabled.
        "struct PriceInput: View { var placeholder: String = \"\"\n  var isDisabled: Bool = false\n  var body: some View { TextField(placeholder, text: $price).background(isDisabled ? Color.gray : Color.white) } }\nstruct Expense: View { var body: some View { PriceInput(placeholder: \"금액\") } }",
        // The chosen option's words turn semibold as its outline turns blue (a profile form).
        optionOutline(weight: "selected == option ? .semibold : .regular", marked: false),
        // The offline banner's icon, coloured by the person's transparency setting alone.
        "struct OfflineBanner: View { @Environment(\\.accessibilityReduceTransparency) var reduceTransparency\n var body: some View { Label(\"인터넷 연결 없음\", systemImage: \"wifi.slash\").foregroundStyle(reduceTransparency ? Color.white : Color.primary) } }",
        // The speaker's outline grows thicker as it turns green (a call screen's tiles).
        callTile(lineWidth: "speaking ? 2.5 : 1", marked: false),
        // A literal condition left from development: one colour always (a music player's track row).
        "struct TrackRow: View { var body: some View { Text(\"곡\").padding().overlay(RoundedRectangle(cornerRadius: 8).stroke(false ? Color.yellow : Color.gray, lineWidth: 1)) } }",
        // A sync task's arrow, picked by a property named for the direction the colour tests (TrueNAS Remote).
        "struct TaskRow: View { let task: SyncTask\n var body: some View { HStack { Image(systemName: task.directionIcon).foregroundStyle(task.direction == \"PUSH\" ? Color.blue : Color.green); Text(task.path) } } }",
        // A control's look built in a property, dimmed where the body disables the button on the same flag.
        "struct StepButton: View { let enable: Bool; let text: String; let action: () -> Void\n private var content: some View { HStack { Image(\"next\").renderingMode(.template).foregroundColor(enable ? Color.black : Color.gray); Text(text) } }\n var body: some View { Button(action: action) { content }.disabled(!enable) } }",
        // A follow button whose outline changes colour behind words that change too (Bodima's feed).
        "struct FollowButton: View { @Binding var isFollowing: Bool\n var body: some View { Button { isFollowing.toggle() } label: { Text(isFollowing ? \"팔로잉\" : \"팔로우\").padding(8).background(Capsule().fill(Color.white).overlay(Capsule().stroke(isFollowing ? Color.gray : Color.blue, lineWidth: 1))) } } }",
        // The same with the words in the shape's overlay, styled by the design system's capitalized
        // text modifier (MacC-Team-1010's nickname button, `.SF17R()`).
        "struct NextButton: View { @ObservedObject var viewModel: ProfileModel\n var body: some View { Button { viewModel.check() } label: { RoundedRectangle(cornerRadius: 12).foregroundColor(viewModel.state == .checked ? .yellow : .purple).frame(height: 50).overlay { Text(viewModel.state == .checked ? \"완료\" : \"닉네임 중복 검사\").foregroundColor(.white).SF17R() } } } }",
        // A connect button filled while the project's code field beside it is empty (ABloom): the
        // field's own text says so, and VoiceOver reads it as the field's value.
        "struct CodeField: View { @Binding var code: String\n var body: some View { TextField(\"연결 코드\", text: $code) } }\nstruct Connecting: View { @StateObject var vm = ConnectModel()\n var body: some View { HStack { CodeField(code: $vm.inputText); Button { vm.connect() } label: { Text(\"연결\").foregroundStyle(.white).background { RoundedRectangle(cornerRadius: 8).foregroundStyle(vm.inputText.isEmpty ? Color.gray : Color.blue) } } } } }",
        // The favourite switch's label, tinted with the flag the switch shows (Neville's reflections form).
        "struct 반영: View { @State private var isfav = false\n var body: some View { Form { Toggle(isOn: self.$isfav) { Label(\"즐겨찾기\", systemImage: \"heart.fill\").foregroundStyle(self.isfav ? .orange : .primary) } } } }",
        // An input's red border with the error's own label shown under the same test, beside the field.
        "struct CustomInput: View { @Binding var hasError: Bool; let prompt: String\n var body: some View {\n  HStack { TextField(\"이메일\", text: $value) }.overlay(RoundedRectangle(cornerRadius: 16).stroke(hasError ? Color.red : Color.gray))\n  if hasError {\n   ErrorLabel(prompt: prompt)\n  }\n } }",
        // A text field's outline turning green while it is edited: its focus, which the caret and VoiceOver's "is editing" show too.
        "struct InputField: ViewModifier { var editing: Bool = true\n func body(content: Content) -> some View { content.frame(height: 48).overlay(RoundedRectangle(cornerRadius: 4).stroke(editing ? Color.green : Color(white: 0.74), lineWidth: 2)) } }",
        // Two buttons drawn by one private helper, each call passing its style as a literal: fixed looks, no state.
        "struct Home: View {\n var body: some View { HStack { topButton(type: .play, title: \"재생\"); topButton(\n type: .myList,\n title: \"내가 찜한 콘텐츠\") } }\n @ViewBuilder private func topButton(type: TopButtonType, title: String) -> some View { Image(systemName: \"play.fill\").foregroundStyle(type == .play ? Color.black : Color.white) }\n}",
        // A paywall's plan cards, each drawn in its own branch, every one passed `isSelected: true`.
        "struct Paywall: View {\n  var body: some View {\n    VStack {\n      if let yearly { planCard(plan: yearly, isSelected: true) }\n      if let monthly { planCard(plan: monthly, isSelected: true) }\n    }\n  }\n  private func planCard(plan: Plan, isSelected: Bool) -> some View {\n    Text(plan.name).padding().overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(isSelected ? Color.green : Color.gray.opacity(0.3)))\n  }\n}",
        // The habit tracker's week: green when the bar is full, which the bar and its value say.
        weekProgress(condition: "progress.completedDays == progress.totalDays"),
        // The dimming comes with the words it is for (Ostelco's Coming Soon card).
        regionCard(marked: false, overlay: "; centerText.map { Text($0).bold() }"),
        // The underline turns red with the error's words shown below the field (a to-do app's sign-up).
        signUpUnderline(marked: false, errorText: "Text(errorMessage + \" \").foregroundColor(.red)"),
        // A message the same state picks, blank otherwise (Sejong's account search).
        signUpUnderline(marked: false, errorText: "Text(errorMessage.isEmpty ? \" \" : \"존재하지 않는 사용자입니다.\")"),
        // DevLog's "태그" caption, gray while there are no tags: the tags themselves appear beside it.
        tagRow(marked: false, content: "ForEach(tags, id: \\.self) { tag in Text(tag) }"),
        // The threshold in the words, the count in a text beside them (Brrow's review form).
        reviewForm(marked: false, counter: #"Text("\(content.count)/500").font(.caption)"#),
        // A meter's fill coloured by a level of the value its length shows (AmakaFlow's watch slots).
        slotMeter(marked: false, width: "geo.size.width * CGFloat(filled) / CGFloat(max)"),
        // MyiApp's timeline: the connecting line is painted in the row's own background when there is none to draw.
        "struct TimelineRow: View { let showTopLine: Bool\n var body: some View { HStack { VStack(spacing: 0) { Rectangle().fill(showTopLine ? Color.gray.opacity(0.4) : Color(uiColor: .tertiarySystemBackground)).frame(width: 2, height: 25); Circle().frame(width: 10, height: 10) }; Text(\"수유\") }.background(Color(uiColor: .tertiarySystemBackground)) } }",
        // Mundo's map button: the symbol is chosen by each part of the state that colours it.
        "struct MapControls: View { var body: some View { Button { follow() } label: { Image(systemName: vm.followsHeading ? \"location.north.line.fill\" : vm.followsLocation ? \"location.fill\" : \"location\").foregroundStyle(vm.followsHeading || vm.followsLocation ? Color.pink : Color.white) } } }",
        // Both parts of the test choose the label's words (Prismedia's plugin state).
        "struct PluginRow: View { var body: some View { Label(plugin.installed ? (plugin.enabled ? \"설치됨\" : \"꺼짐\") : \"설치 가능\", systemImage: \"puzzlepiece\").foregroundStyle(plugin.installed && plugin.enabled ? Color.green : Color.secondary) } }",
        // Both compared values are printed (DiaBLE's checksum): whether they match is read in the words.
        "struct Checksum: View { var body: some View { VStack { Text(\"CRC: \\(crc)\"); Text(\"계산값: \\(computedCrc)\") }.foregroundStyle(crc == computedCrc ? .green : .primary) } }",
        // A dot pulsing between two reds, flipped only by a repeating animation (Twilio Video's recording badge).
        "struct RecordingBadge: View { @State private var isBright = false\n var body: some View { HStack { Circle().frame(width: 12).foregroundColor(isBright ? .red : Color(red: 0.4, green: 0, blue: 0)).onAppear { withAnimation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true)) { isBright.toggle() } }; Text(\"녹화 중\") } } }",
        // A button style made with the state every screen also disables the button on (Twilio Video's PrimaryButtonStyle).
        "struct PrimaryButtonStyle: ButtonStyle {\n  var isEnabled = true\n  func makeBody(configuration: Configuration) -> some View { configuration.label.padding(16).background(isEnabled ? Color.blue : Color.gray) }\n}\nstruct Home: View { @State var roomName = \"\"\n var body: some View { Button(\"계속\") { join() }.buttonStyle(PrimaryButtonStyle(isEnabled: !roomName.isEmpty)).disabled(roomName.isEmpty) } }",
        // The color's test is a local computed from what the button is disabled by (Phoenix's reset button).
        "struct ResetView: View {\n  @ViewBuilder func section_button() -> some View {\n    VStack {\n      let isDisabled = buttonDisabled()\n      Button { deleteWallet() } label: {\n        Text(\"지갑 삭제\").foregroundColor(isDisabled ? Color(UIColor.tertiaryLabel) : .red)\n      }\n      .disabled(buttonDisabled())\n    }\n  }\n}",
        // A status text of the same object in the row says the state (Meshtastic's TAK server); the
        // neighbour shows only the store's name.
        "struct Server: View { var body: some View { HStack { Label { Text(\"Status\") } icon: { Circle().fill(server.isRunning ? Color.green : Color.gray) }; Spacer(); Text(server.statusDescription) }.accessibilityElement(children: .combine) } }",
        // A destructive action's red beside its own words (Artemis's "Remove user").
        "struct ActionRow: View { let action: Action\n var body: some View { Button(action: action.run) { Label(action.title, systemImage: action.icon) }.foregroundStyle(action.isDestructive ? Color.red : Color.blue) } }",
        // The delete item of a context menu's list of actions, told by its case (WhatsApp clone's bubble menu).
        contextMenu(marking: "action == .delete"),
        // The enabled state in two colors far apart in lightness (Unstoppable Wallet's button styles): seen in grayscale, heard as "dimmed".
        "struct Primary: ButtonStyle { @Environment(\\.isEnabled) private var isEnabled\n func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundColor(isEnabled ? Color.black : Color(white: 0.75)) } }",
        // A chat bubble's chevron kept legible on its fill: outgoing and incoming differ by side.
        "struct VoiceMemoBubble: View { let isOutgoing: Bool\n var body: some View { Image(systemName: \"chevron.right\").foregroundStyle(isOutgoing ? Color.white : Color.black) } }",
        // A white title dimmed to a light gray (Convos' rounded button style): under 3:1, but gray.
        "struct Rounded: ButtonStyle { @Environment(\\.isEnabled) private var isEnabled\n func makeBody(configuration: Configuration) -> some View { configuration.label.background(Color.blue).foregroundColor(isEnabled ? Color.white : Color(white: 0.7)) } }",
        // HDrezka's rename button: the same, with comparisons turned over.
        "struct Rename: View { var body: some View { Button { save() } label: { Text(\"저장\").background(!name.trim().isEmpty && name.trim() != bookmark.name ? Color.accentColor : Color.secondary) }.disabled(name.trim().isEmpty || name.trim() == bookmark.name) } }",
        // HDrezka's sign-in button: disabled on the colour's test turned over by De Morgan's law.
        "struct SignIn: View { var body: some View { Button { load() } label: { Text(\"로그인\").foregroundStyle(.white).background(!username.isEmpty && !password.isEmpty ? Color.accentColor : Color.secondary) }.disabled(username.isEmpty || password.isEmpty) } }",
        // The button is disabled on the same state, tested the other way or in parentheses (Linphone's message actions): VoiceOver says "dimmed".
        "struct Sheet: View { var body: some View { Button { retract() } label: { HStack { Image(\"trash\").foregroundStyle(message.isRetractable == true ? Color.red : Color.gray); Spacer() } }.disabled(message.isRetractable == false) } }",
        "struct Search: View { var body: some View { Button { down() } label: { Image(\"caret-down\").foregroundStyle((text.isEmpty || !model.canSearchDown) ? Color.gray : Color.black) }.disabled(text.isEmpty || !model.canSearchDown) } }",
        // The same test shows or hides the call controls: the screen changes with more than color.
        "struct Call: View { var body: some View { ZStack { Video(); if !fullscreen || paused { ControlsSheet() } }.background(!fullscreen || paused ? Color.gray : Color.black) } }",
        // A chat's own messages sit on the right in another color (Damus's DMs): the side shows whose it is.
        "struct DMBubble: View { let is_ours: Bool\n var body: some View { HStack { if is_ours { Spacer(minLength: 60) }; Text(\"Hi\").padding(10).background(is_ours ? Color.blue : Color.gray); if !is_ours { Spacer(minLength: 60) } } } }",
        "struct ChatRow: View { let isOurs: Bool\n var body: some View { Text(\"Hi\").padding(8).background(isOurs ? Color.blue : Color.gray).frame(maxWidth: .infinity, alignment: isOurs ? .trailing : .leading) } }",
        // The colored text is a computed property whose words switch on the same state.
        "struct InstanceRow: View { @State private var connection: Connection = .pending\n var body: some View { statusText.foregroundStyle(connection == .unreachable ? Color.red : Color.gray) }\n private var statusText: Text { switch connection { case .pending: return Text(\"Connecting…\")\n case .reachable: return Text(\"Connected\")\n case .unreachable: return Text(\"Connection Failed\") } } }",
        // The border of a message whose words come from a value (Provenance's feedback), and a
        // thumb colored while it is dragged.
        "struct Feedback: View { let isSuccess: Bool\n let feedbackMessage: String\n var body: some View { Text(feedbackMessage).padding(6).overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(isSuccess ? Color.blue : Color.pink, lineWidth: 1)) } }",
        "struct Thumb: View { let isDragging: Bool\n var body: some View { Circle().fill(isDragging ? Color.pink : Color.purple).frame(width: 24, height: 24) } }",
        // A selected day's outline, drawn or not (Foqos); text kept white on an active widget's color.
        "struct Day: View { let isSelected: Bool\n var body: some View { Text(\"12\").padding(4).overlay(Circle().stroke(isSelected ? Color.blue : Color.clear, lineWidth: 2)) } }",
        "struct Widget: View { let shouldUseWhiteText: Bool\n var body: some View { Text(\"Focus\").foregroundColor(shouldUseWhiteText ? .white : .primary) } }",
        // A label whose title is a property that says "Empty" on the same test that dims it (Harbour).
        "struct LabeledTextWithIcon: View { let title: String?\n private var titleReadable: String { if let title, !title.isEmpty { title } else { String(localized: \"Empty\") } }\n var body: some View { Label(titleReadable, systemImage: \"tag\").foregroundStyle(title?.isEmpty ?? true ? Color.secondary : Color.red) } }",
        // The border brightens while the field has text: the state is the text itself, which is seen and read.
        "struct Confirm: View { @State private var text = \"\"\n var body: some View { field(text: $text) }\n private func field(text: Binding<String>) -> some View {\n let isTyping = !text.wrappedValue.isEmpty\n return TextField(\"Type DELETE\", text: text).overlay(RoundedRectangle(cornerRadius: 4).stroke(isTyping ? Color.white : Color.gray, lineWidth: 1)) } }",
        // The same test written out (`== ""`), on the row holding the field (QED's title and music search).
        "struct PerformanceSetting: View { @State private var title = \"\"\n @State private var search = \"\"\n var body: some View { VStack {\n  TextField(\"ex) 댄스타임\", text: $title).padding(13).background(RoundedRectangle(cornerRadius: 8).foregroundStyle(title == \"\" ? Color.gray : Color.cyan))\n  HStack { TextField(\"노래 검색\", text: $search); Button { find() } label: { Image(systemName: \"magnifyingglass\") } }.background(search.count == 0 ? Color.gray : Color.cyan)\n } } }",
        // A seal faded in on the same values as the tinted counter (xikolo's quiz recap).
        "struct QuizRecap: View { let questionEnded: Bool; let allCorrect: Bool; let successCount: Int\n var body: some View { VStack { HStack { Image(systemName: \"checkmark.seal.fill\"); Text(\"\\(successCount)개 정답\") }.foregroundColor(questionEnded && allCorrect ? .green : .primary); endView } }\n var endView: some View { Image(systemName: \"checkmark.seal.fill\").foregroundColor(.green).opacity(questionEnded && allCorrect ? 1 : 0) } }",
        // The glyph switches with the same value as the circle's color.
        "struct SelectionCircle: View { let selected: Bool\n var body: some View { ZStack { Circle().foregroundStyle(selected ? Color.purple : Color.orange); if selected { Image.followingIcon } else { Image.followIcon } } } }",
        // The field turns red, and a text under the same test says why.
        "struct Prefix: View { @State var prefix = \"\"\n var body: some View { VStack { TextField(\"Prefix\", text: $prefix).foregroundColor(prefix.isValidPrefix ? .primary : .red); if !prefix.isEmpty, !prefix.isValidPrefix { Text(\"Only lowercase letters are supported.\").foregroundColor(.red) } } } }",
        "struct Amount: View { var body: some View { VStack { Circle().fill(model.isOverLimit ? Color.red : Color.green); if model.isOverLimit && !model.isEditing { HStack { Image(systemName: \"exclamationmark.triangle\"); Text(\"Over your limit\") } } } } }",
        // Page dots: one color at two opacities differs in lightness, which color-vision deficiency keeps.
        "struct Dots: View { private let primaryColor = Color.white.opacity(0.7)\n private let secondaryColor = Color.white.opacity(0.4)\n var body: some View { HStack { ForEach(pages) { page in Circle().fill(currentId == page.id ? primaryColor : secondaryColor) } } } }",
        // White and clear look the same on the assumed white window: no pair of colors to compare.
        "struct Dots: View { var body: some View { Circle().fill(isOn ? Color.white : Color.clear) } }",
        // Zebra striping: a reading aid, no state.
        "struct Row: View { let isAlternate: Bool\n var body: some View { HStack { Text(time) }.background(isAlternate ? Color(.systemGray6) : Color.clear) } }",
        "struct Row: View { let index: Int\n var body: some View { HStack { Text(time) }.background(index % 2 == 0 ? Color(.systemGray6) : Color.white) } }",
        // Progress capsules inside one element whose value says the step they show.
        "struct Steps: View { var body: some View { HStack { ForEach(0..<progress.total, id: \\.self) { index in Capsule().fill(index <= progress.index ? Color.blue : Color(.systemGray5)) } }.accessibilityElement(children: .ignore).accessibilityLabel(Text(\"Progress\")).accessibilityValue(Text(\"\\(progress.index + 1)/\\(progress.total)\")) } }",
        // The color is chosen by which symbol is shown, and the symbol already differs.
        "struct Toast: View { func image(_ icon: String) -> some View { Image(systemName: icon).foregroundStyle(Toast.dimmedSymbols.contains(icon) ? Color.secondary : Color.primary) } }",
        // Disabled on the same state: VoiceOver says "dimmed", and the button stops responding.
        "struct Next: View { var body: some View { Button { next() } label: { Image(systemName: \"chevron.down\").foregroundStyle(isEnabled ? Color.primary : Color.secondary) }.disabled(!isEnabled) } }",
        // The helper's colour follows its parameter, and every use passing a state also disables the button on it.
        "extension Button { func pillStyle(enabled: Bool) -> some View { padding().background(Capsule().fill(enabled ? Color.blue : Color.gray)) } }\nstruct Scan: View { var body: some View { HStack { Button(\"Cancel\") { cancel() }.pillStyle(enabled: true); Button(\"Accept\") { accept() }.pillStyle(enabled: recognizer.finished).disabled(!recognizer.finished) } } }",
        // A style whose disabled fill is much lighter too (planetary-ios `PillButtonStyle`): seen without hue.
        "struct Pill: ButtonStyle { @Environment(\\.isEnabled) private var isEnabled\n func makeBody(configuration: Configuration) -> some View { configuration.label.background(!isEnabled ? Color(white: 0.85) : configuration.isPressed ? Color(white: 0.2) : Color(white: 0.3)).foregroundColor(isEnabled ? Color.white : Color(red: 0.9, green: 0.9, blue: 0.95)) } }",
        // A selection indicator shown on the same state elsewhere in the body.
        "struct Option: View { let isSelected: Bool; let isVisible: Bool\n  var body: some View { ZStack { VStack { Image(\"plus\").foregroundColor(isSelected ? Color.yellow : Color.purple); Text(\"Monthly\") }; if isSelected && isVisible { Image(\"selectionIndicator\") } } } }",
        "struct A: View { var body: some View { ZStack { RoundedRectangle(cornerRadius: 5).fill(state == 0 ? Color.gray : Color.blue); if state != 0 { Image(systemName: state == 1 ? \"checkmark\" : \"xmark\") } } } }",
        "struct A: View { var body: some View { HStack { Circle().fill(isSelected ? Color.blue : Color.gray); Image(systemName: isSelected ? \"checkmark.circle.fill\" : \"circle\") } } }",
        "struct A: View { var body: some View { Text(change.formatted(.percent)).foregroundStyle(change > 0 ? Color.green : Color.red) } }",
        "struct A: View { var body: some View { Circle().fill(isDark ? Color(white: 0.13) : Color(white: 0.1)) } }",
        // A hex field's text kept readable on the colour being picked.
        "struct ColorPickerDetail: View { var body: some View { TextField(\"\", text: $hex).foregroundColor(color.perceivedBrightness > 0.5 ? .black : .white).background(color) } }",
        // The app's own "colourful mode" setting: a look the person chose, shown on every card.
        "struct DocumentCard: View { @AppStorage(\"colorMode\") var colorMode = false\n var body: some View { Text(\"일정\").foregroundColor(colorMode ? .white : .primary).background(colorMode ? Color.orange : Color.gray) } }",
        "struct A: View { var body: some View { HStack { Circle().fill(store.isOpen ? Color.green : Color.red).accessibilityHidden(true); Text(store.isOpen ? \"영업 중\" : \"영업 종료\") }.accessibilityElement(children: .combine) } }",
        "struct A: View { var body: some View { Image(systemName: isFavorite ? \"heart.fill\" : \"heart\").foregroundColor(isFavorite ? .red : .gray) } }",
        "struct A: View { var body: some View { Circle().fill(isOn ? Color.green : Color.red).accessibilityValue(isOn ? \"켜짐\" : \"꺼짐\") } }",
        "struct A: View { @Environment(\\.accessibilityDifferentiateWithoutColor) var noColor\n var body: some View { Circle().fill(isOn ? Color.green : Color.red).overlay { if noColor { Image(systemName: isOn ? \"checkmark\" : \"xmark\") } } } }",
        "struct A: View { var body: some View { Text(\"x\").foregroundColor(isOn ? tint : other) } }",
        "struct A: View { var body: some View { Text(\"Terms\").foregroundColor(.blue).underline().onTapGesture { showTerms() } } }",
        "struct A: View { var body: some View { Text(\"Terms\").foregroundColor(.blue).onTapGesture { showTerms() }.accessibilityAddTraits(.isLink) } }",
        // A list's title renamed by a double tap (Listers): no link.
        "struct ListRow: View { var body: some View { Text(list.name).font(.system(size: 22, weight: .semibold)).foregroundStyle(Color(red: 0.1, green: 0.16, blue: 0.34)).onTapGesture(count: 2) { renaming = true } } }",
        "struct ListRow: View { var body: some View { Text(\"약관\").foregroundColor(.blue).onTapGesture(count: 2) { renaming = true } } }",
        // A filter chip whose every use passes its title from the same choice (Running Signal).
        filterChip(title: "selectedYear.map(String.init) ?? \"전체 연도\""),
        // Words that show the value a `has…` flag tests, dimmed without it (Home Stuff Inventory).
        detailLine(shows: "Text(value)"),
        // A file tree's row whose callers pass a folder symbol for directories (Multi-Casual).
        treeRow(directoryIcon: "\"folder\""),
        // A status pill whose words carry the compared status (a finance app's "Transaction Status: Paid").
        "struct PaymentDetail: View { let paymentStatus: String\n var body: some View { Text(\"거래 상태: \\(paymentStatus)\").padding(8).background(Capsule().fill(paymentStatus == \"Paid\" ? Color.green.opacity(0.2) : Color.red.opacity(0.2))) } }",
        // A note colored by a label the card shows as its badge (Prop Scout's pitch cards).
        pitchCard(badge: "Text(pitch.label)"),
        // Disabled on the opposite test, on the same Button (Resume Builder's compare button).
        compareButton(disabled: ".disabled(selectedIDs.count != 2)"),
        // A style flag every use passes the same (HabitsTracker's icon buttons, `clear: true` everywhere).
        iconButton(uses: "IconButton(clear: true); IconButton(clear: true)"),
        // Drawn on a fill of its own: a segment or chip, shaped as a control, not inline link text
        // (LifeSync's week/month picker); its missing button role is the tap rule's finding.
        "struct Span: View { @Binding var page: String\n var body: some View { Text(\"주간\").padding(7).background(Color(white: 0.95)).foregroundColor(.blue).onTapGesture { page = \"week\" } } }",

        // The field's error text, shown by a computed property that reads the same state as the red underline (Tella).
        "struct Field: View { @Binding var shouldShowError: Bool\n var body: some View { VStack { TextField(\"\", text: $text); divider; errorMessage } }\n var divider: some View { Divider().background(shouldShowError || changedToInvalid ? Color.red : Color.white) }\n private var formattedError: String? { shouldShowError ? error : nil }\n @ViewBuilder var errorMessage: some View { if let formattedError { Text(formattedError) } } }",
        // Every text and shape of the row sets its own color: the row's state color never shows (Open edX).
        "struct Options: View { var body: some View { ForEach(options, id: \\.self) { option in ZStack { HStack { Circle().frame(width: 18, height: 18).foregroundStyle(option.color); Text(option.title).foregroundStyle(Theme.Colors.textPrimary); Spacer() }; VStack { Spacer(); Theme.Colors.stroke.frame(height: 1) } }.foregroundStyle(selection == option ? Color.primary : Color.gray) } } }",
        // Shown or hidden by a clear colour: a visibility, which no colour vision needs (Phoenix's PIN screens).
        "struct Pin: View { var body: some View { ZStack { Text(\"Enter PIN\").foregroundStyle(invisible ? Color.clear : Color.primary); Text(\"Wrong PIN\").foregroundStyle(invisible ? Color.red : Color.clear) } } }",
        // The symbol is chosen by the same value as the color.
        "struct Row: View { let item: Adjustment\n var body: some View { HStack { Image(systemName: item.type.symbolName).foregroundStyle(item.type == .override ? Color.purple : Color.green); Text(item.name) } } }",
        // Each bar is named on the Y axis by the value its color shows.
        "import Charts\nstruct Loops: View { var body: some View { Chart(stats, id: \\.category) { data in BarMark(x: .value(\"Percentage\", data.percentage), y: .value(\"Category\", data.category.displayName)).foregroundStyle(data.category == .successfulLoop ? Color.blue : Color.green) } } }",
      ]),
    otherSeverities: [.error, .info]
  )

  /// Modifiers that change how heavy or marked words look, seen without colour.
  static let typeWeightModifiers: Set<String> = ["fontWeight", "bold", "font", "underline", "strikethrough"]

  /// ``typeWeightModifiers``, or an app's own type-style modifier (`.typography(isSelected ?
  /// .malang15B : .malang15R)`, Keychy's chips; `.pretendardFont(…)`, `.textStyle(…)`).
  static func isTypeStyleModifier(_ name: String) -> Bool {
    if typeWeightModifiers.contains(name) { return true }
    let lowered = name.lowercased()
    return ["font", "typography", "textstyle"].contains(where: lowered.contains) && !lowered.contains("color")
  }

  /// Modifiers through which a conditional color shows a state.
  static let colorModifiers: Set<String> = [
    "fill", "foregroundColor", "foregroundStyle", "tint", "background", "stroke", "strokeBorder", "border", "accentColor",
  ]

  static let foregroundModifiers: Set<String> = ["foregroundColor", "foregroundStyle"]

  /// Swift Charts marks, whose arguments say what each axis plots.
  static let chartMarks: Set<String> = [
    "BarMark", "LineMark", "PointMark", "AreaMark", "RectangleMark", "RuleMark", "SectorMark",
  ]

  static func oneSideMatchesBackground(_ a: ResolvedColor, _ b: ResolvedColor, behind: ProvenBackground?) -> Bool {
    guard case .color(let background, _)? = behind else { return false }
    return [a, b].contains { side in
      Appearance.allCases.allSatisfy { appearance in
        let painted = WCAGContrast.opaque(side.color.resolved(for: appearance), over: background.resolved(for: appearance))
        return WCAGContrast.contrastRatio(painted, background.resolved(for: appearance)) < 1.05
      }
    }
  }

  static let differentiateSettings: Set<String> = ["accessibilityDifferentiateWithoutColor", "shouldDifferentiateWithoutColor"]

  /// A single-choice list whose option text has the font weight `weight` and an outline coloured
  /// by whether it is chosen.
  static func optionOutline(weight: String, marked: Bool) -> RuleExample {
    RuleExample("""
      struct SingleSelect: View {
        let options = ["학생", "직장인"]
        @Binding var selected: String
        var body: some View {
          ForEach(options, id: \\.self) { option in
            Button { selected = option } label: {
              Text(option)
                .fontWeight(\(weight))
                .overlay(RoundedRectangle(cornerRadius: 10).\(marked ? "↓" : "")stroke(selected == option ? Color.blue : Color.gray, lineWidth: 1))
            }
          }
        }
      }
      """)
  }

  /// A call participant's tile outlined green while they speak, `lineWidth` wide.
  static func callTile(lineWidth: String, marked: Bool) -> RuleExample {
    RuleExample("""
      struct ParticipantTile: View {
        let speaking: Bool
        var body: some View {
          Image("avatar").resizable().frame(width: 80, height: 80).overlay(RoundedRectangle(cornerRadius: 18).\(marked ? "↓" : "")stroke(speaking ? Color.green : Color.gray, lineWidth: \(lineWidth)))
        }
      }
      """)
  }

  /// A sign-up field underlined red while `errorMessage` is set, with `errorText` under the form.
  static func signUpUnderline(marked: Bool, errorText: String) -> RuleExample {
    RuleExample("""
      struct SignUp: View {
        @State var password = ""
        @State var errorMessage = ""
        var body: some View {
          VStack {
            SecureField("비밀번호", text: $password)
            Divider().frame(height: 2).\(marked ? "↓" : "")background(errorMessage.isEmpty ? Color.white : Color.red)
            \(errorText)
          }
        }
      }
      """)
  }

  /// Ostelco's region card: dimmed while `centerText` is set, with `overlay` after its label.
  static func regionCard(marked: Bool, overlay: String) -> RuleExample {
    RuleExample("""
      struct RegionCard: View {
        let label: String
        let centerText: String?
        var body: some View {
          Image("region")
            .background(Color.blue)
            .overlay(HStack { Spacer() }.\(marked ? "↓" : "")background(centerText != nil ? Color(red: 0, green: 0, blue: 0, opacity: 0.6) : Color(red: 0, green: 0, blue: 0, opacity: 0)))
            .overlay(ZStack { Text(label)\(overlay) })
        }
      }
      """)
  }

  /// A todo editor's tag row: a caption gray while `tags` is empty, with `content` beside it.
  static func tagRow(marked: Bool, content: String) -> RuleExample {
    RuleExample("""
      struct TagRow: View {
        @Binding var tags: [String]
        var count: Int { tags.count }
        var body: some View {
          HStack {
            Text("태그").\(marked ? "↓" : "")foregroundStyle(tags.isEmpty ? Color.gray : Color.primary)
            \(content)
          }
        }
      }
      """)
  }

  /// AmakaFlow's watch-slot meter: a capsule filled by a level of `filled`, `width` wide.
  static func slotMeter(marked: Bool, width: String) -> RuleExample {
    RuleExample("""
      struct SlotMeter: View {
        let filled: Int
        let max: Int
        var body: some View {
          let nearCap = filled >= max - 2
          GeometryReader { geo in
            ZStack(alignment: .leading) {
              Capsule().fill(Color.gray.opacity(0.2))
              Capsule()
                .\(marked ? "↓" : "")fill(nearCap ? Color.orange : Color.green)
                .frame(width: \(width))
            }
          }
          .frame(height: 5)
        }
      }
      """)
  }

  /// Brrow's review form: a minimum stated in words, coloured by whether it is met, beside `counter`.
  static func reviewForm(marked: Bool, counter: String) -> RuleExample {
    RuleExample("""
      struct ReviewForm: View {
        @State private var content = ""
        var body: some View {
          VStack(alignment: .leading) {
            HStack { Text("리뷰"); Spacer(); \(counter) }
            TextEditor(text: $content)
            Text("최소 10자 이상 입력하세요").font(.caption).\(marked ? "↓" : "")foregroundColor(content.count >= 10 ? .green : .secondary)
          }
        }
      }
      """)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let resolver = ColorResolver(
      project: context.project, file: file,
      hexLabels: context.option("hex_initializers")?.stringList ?? ColorResolver.defaultHexLabels)
    lazy var scene = ContrastCheck.scenes(context, file: file).swiftUI
    for view in file.views {
      if !(file.accessibilitySettingsRead[view.enclosingType ?? ""] ?? []).isDisjoint(with: Self.differentiateSettings) { continue }
      for (index, modifier) in view.modifiers.enumerated() where Self.colorModifiers.contains(modifier.name) {
        // A foreground set nearer the view (`.foregroundColor(.steelBlack).foregroundStyle(isTracking
        // ? .primaryGreen : .steelBlack)`, DanDan's tracking button) wins: the outer one never shows.
        if Self.foregroundModifiers.contains(modifier.name),
           view.modifiers[..<index].contains(where: { Self.foregroundModifiers.contains($0.name) }) { continue }
        guard let value = modifier.arguments.first?.value, modifier.arguments.first?.label == nil,
              case .ternary(let condition, let first, let second) = value.kind,
              // `false ? .yellow : .second`: a literal picks one colour for good, no state.
              !["true", "false"].contains(condition.text.trimmingCharacters(in: .whitespaces)),
              // `invisible ? Color.clear : .primary` on text or a symbol: the view is shown or
              // hidden, not coloured (Phoenix's PIN screens swap two texts in one place this way);
              // a clear background or fill beside a shade still marks a state by shading.
              !(Self.foregroundModifiers.contains(modifier.name) && (first.text.hasSuffix("clear") || second.text.hasSuffix("clear"))),
              // An outline drawn or not (`stroke(isSelected ? .blue : .clear)`): a shape that comes
              // and goes, seen in grayscale too (Foqos's selected day).
              !(Self.outlineModifiers.contains(modifier.name) && (first.text.hasSuffix("clear") || second.text.hasSuffix("clear"))),
              let a = resolver.resolve(first, in: view.enclosingType, namespace: .swiftUI, asShapeStyle: ColorResolver.shapeStyleModifiers.contains(modifier.name)),
              let b = resolver.resolve(second, in: view.enclosingType, namespace: .swiftUI, asShapeStyle: ColorResolver.shapeStyleModifiers.contains(modifier.name)),
              a.color.light != b.color.light,
              // A shape painted in the very colour behind it on one side (MyiApp's timeline line,
              // `showTopLine ? gray : tertiarySystemBackground`): drawn or not, not colour-coded.
              !(modifier.name == "fill" && Self.oneSideMatchesBackground(a, b, behind: scene.background(of: view))),
              !(file.sourceContains("Environment(\\.isEnabled)") && Self.isEnabledStateSeenInGrayscale(condition.text, a.color.light, b.color.light)),
              !Self.isAppearanceCondition(condition.text), !Self.keepsTextReadable(condition.text, first.text, second.text),
              !Self.showsDynamicText(view), !Self.decoratesDynamicText(condition.text, view: view, in: file),
              !(Self.isRowParity(condition.text) && ["background", "fill"].contains(modifier.name)),
              !stateShownOtherwise(Self.normalized(Self.withoutOuterParentheses(condition.text)), view: view, file: file),
              !Self.fillLightnessAlsoChanges(condition.text, view: view, besides: modifier, resolver: resolver),
              !Self.wordsChangeWithCondition(condition.text, view: view, file: file),
              !Self.wordsComputedFromTestedObject(condition.text, view: view, file: file),
              !Self.statusTextInSameRow(condition.text, view: view, file: file),
              !Self.testsOnlyOwnTextEmptiness(condition.text, view: view, file: file),
              !Self.isInLabelOfToggleOfSameState(condition.text, view: view, file: file),
              !Self.textShownUnderSameCondition(condition.text, view: view, file: file),
              !Self.textChosenBySameCondition(condition.text, view: view, file: file),
              !Self.testsPrivateStateNeverSet(condition.text, view: view, in: file),
              !Self.pictureFadedInUnderSameCondition(condition.text, view: view, file: file),
              !Self.comparedValuesReadInText(condition.text, view: view, file: file),
              !Self.comparedLabelShownInView(condition.text, view: view, file: file),
              !Self.presenceFlagOfShownValue(condition.text, view: view, file: file),
              !Self.thresholdReadInText(condition.text, view: view, file: file),
              !Self.presenceShownAsText(condition.text, view: view, file: file),
              !Self.emptinessShownByContent(condition.text, view: view, file: file),
              !Self.colorOverriddenByEveryChild(modifier.name, view: view, file: file),
              !Self.isDimmedThroughHelperParameter(condition.text, view: view, file: file, project: context.project),
              // A style every use fixes (`IconButtonView(clear: true)` everywhere): no state to show.
              context.project.constantColorFlags[Self.flagKey(condition.text, in: view)] == nil,
              // Every use passes the state with words that change with it (`title: year ?? "All Years"`).
              !context.project.colorFlagsSpelledOut.contains(Self.flagKey(condition.text, in: view)),
              !Self.flipsOnlyInRepeatingAnimation(condition.text, in: file),
              !(modifier.name == "fill" && Self.isMeterFill(view)),
              !Self.meterShowsTheComparedValues(condition.text, view: view),
              !Self.picksAStylePassedAsALiteral(condition.text, view: view, in: file),
              !(Self.outlineModifiers.contains(modifier.name) && Self.isEditingFocus(condition.text) && Self.outlinesATextInput(view, in: file)) else { continue }
        // One color at two opacities differs in lightness over what lies behind it, which color-vision
        // deficiency doesn't change: at most a note when the difference is too faint to see.
        if Self.differsOnlyInOpacity(a.color.light, b.color.light) {
          reportFaintOpacity(condition: condition.text, first: (first.text, a), second: (second.text, b), at: modifier.position, &context)
          continue
        }
        report(condition: condition.text, first: (first.text, a), second: (second.text, b), at: modifier.position, &context)
      }
      checkColorOnlyLink(view, resolver: resolver, &context)
    }
  }

  /// A habit's week as a bar tinted on `condition` (marked unless it tests the values the bar is given).
  static func weekProgress(condition: String) -> RuleExample {
    RuleExample("""
      struct WeekRow: View {
        let progress: WeeklyProgress
        var body: some View {
          ProgressView(value: Double(progress.completedDays), total: Double(progress.totalDays))
            .\(condition.contains("totalDays") ? "" : "↓")tint(\(condition) ? .green : .blue)
        }
      }
      """)
  }

  /// A bubble's context menu: each action's words and icon, coloured by `condition`.
  static func contextMenu(marking condition: String) -> RuleExample {
    RuleExample("""
      struct ContextMenuView: View {
        var body: some View {
          VStack {
            ForEach(ContextMenuAction.allCases) { action in
              HStack { Text(action.rawValue.capitalized); Spacer(); Image(systemName: action.icon) }
                .\(condition.hasPrefix("action") ? "" : "↓")foregroundStyle(\(condition) ? Color.red : Color.black)
            }
          }
        }
      }
      """)
  }

  /// `isDark ? a : b`, `colorScheme == .dark ? ...`: the color adapts to the appearance or theme;
  /// `isFocused ? a : b` shows interaction feedback. Neither carries a state.
  static func isAppearanceCondition(_ condition: String) -> Bool {
    let lowered = condition.lowercased()
    // Focus, press and hover feedback is interaction, not information the color alone carries.
    // A drag's own feedback (`isEditing`/`isDragging` on a slider's thumb) likewise.
    // `shouldUseWhiteText`: text kept readable on a background, not a state of its own.
    // `action.isDestructive ? .red : .blue`: a destructive role's conventional red over an action
    // its own words name ("Remove user"), not a state that comes and goes.
    // `isOutgoing ? a : b` in a chat bubble: colors kept legible on the bubble's own fill, whose
    // side already tells sent from received (Convos' voice memo bubble).
    // `colorMode ? .white : .primary`: the app's colourful look, a setting chosen in its settings
    // (a bare flag named so; `colorModel.isValid` is a state).
    if isColourfulLookFlag(condition) { return true }
    // `reduceTransparency ? .white : .primary`: the person's own display setting picks the look
    // (tested alone: `isSynced && !reduceTransparency` still shows a state).
    if !condition.contains("&&"), !condition.contains("||"),
       ["reducetransparency", "differentiatewithoutcolor", "invertcolors", "legibilityweight"].contains(where: lowered.contains) { return true }
    return ["dark", "light", "colorscheme", "theme", "appearance", "contrast", "focus", "pressed", "hover", "highlight", "dragging",
            "whitetext", "blacktext", "destructive", "outgoing", "incoming", "fromcurrentuser", "sentbyme", "ismine"]
      .contains { lowered.contains($0) } || choosesTheDestructiveAction(lowered)
  }

  /// `color.perceivedBrightness > 0.5 ? .black : .white`: black or white picked by how bright the
  /// colour under the text is (a colour picker's hex field), to keep it readable; not a state.
  /// (`lamp.brightness > 0 ? .yellow : .gray` is a lamp's state.)
  static func keepsTextReadable(_ condition: String, _ first: String, _ second: String) -> Bool {
    let lowered = condition.lowercased()
    guard lowered.contains("brightness") || lowered.contains("luminance") else { return false }
    let pair = Set([first, second].map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    return pair == ["black", "white"]
  }

  /// A bare flag (`colorMode`, `settings.isColorful`) whose name's words say "colour mode" or
  /// "colourful": the app's own look, chosen in its settings.
  static func isColourfulLookFlag(_ condition: String) -> Bool {
    let trimmed = condition.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
          let last = trimmed.split(separator: ".").last else { return false }
    let words = IdentifierWords.words(in: String(last)).map { $0.lowercased() }
    return words.contains { $0 == "colorful" || $0 == "colourful" }
      || zip(words, words.dropFirst()).contains { ($0 == "color" || $0 == "colour") && $1 == "mode" }
  }

  /// `action.rawValue == "delete" ? .red : .black`, `item == .remove`: the one destructive item of
  /// a list of actions, in the conventional red beside its own words; which item it is never
  /// changes. (`isDeleted ? .red : .black` is a state, and so is `mode == .delete`: both stay judged.)
  static func choosesTheDestructiveAction(_ lowered: String) -> Bool {
    guard let comparison = lowered.range(of: "==") else { return false }
    let subject = lowered[..<comparison.lowerBound]
    if ["mode", "state", "select", "current", "status", "phase", "tab"].contains(where: subject.contains) { return false }
    let compared = lowered[comparison.upperBound...].drop { $0.isWhitespace || $0 == "." || $0 == "\"" }
    let word = compared.prefix { $0.isLetter }
    return ["delete", "remove", "destroy", "erase", "logout", "signout"].contains(String(word))
  }

  /// A `ProgressView` or `Gauge` tinted on a test of the values it is given (`.tint(done == total ?
  /// .green : .blue)` on `ProgressView(value: done, total: total)`, the habit tracker's week): a
  /// full bar, and the value VoiceOver reads, say it.
  static func meterShowsTheComparedValues(_ condition: String, view: SwiftUIView) -> Bool {
    guard ["ProgressView", "Gauge"].contains(view.name) else { return false }
    let given = view.arguments.filter { ["value", "total"].contains($0.label ?? "") }.map(\.value.text).joined(separator: " ")
    let operands = condition.components(separatedBy: CharacterSet(charactersIn: "=!<>&|() ")).filter { !$0.isEmpty }
    return !given.isEmpty && operands.count >= 2 && operands.allSatisfy { operand in
      Double(operand) != nil || given.contains(operand)
    }
  }

  /// A meter's fill, its length a share of the space it has (`Capsule().fill(nearCap ? .amber :
  /// .lime).frame(width: geo.size.width * fraction)`, AmakaFlow's watch slots): the value shows as
  /// length; the colour marks a level of the same value, seen as the bar nears its end.
  static func isMeterFill(_ view: SwiftUIView) -> Bool {
    guard SwiftUIColorScene.shapes.contains(view.name) else { return false }
    return view.modifiers(named: "frame").contains { frame in
      frame.arguments.contains { argument in
        (argument.label == "width" || argument.label == "height") && [".size.width *", ".size.height *", ".width *", ".height *"]
          .contains { argument.value.text.contains($0) }
      }
    }
  }

  /// `isAlternate ? gray : clear`, `index % 2 == 0 ? ...`, `row.isMultiple(of: 2)`: zebra
  /// striping, a reading aid that tells rows apart and carries no state.
  static func isRowParity(_ condition: String) -> Bool {
    let lowered = normalized(condition).lowercased()
    return ["alternat", "iseven", "isodd", "%2", "ismultiple(of:2)", "stripe", "zebra"].contains { lowered.contains($0) }
  }

  /// Text whose words come from a value (`Text(change)`, "+5%" or "−3%") likely says the state
  /// itself; the color only repeats it.
  static func showsDynamicText(_ view: SwiftUIView) -> Bool {
    guard view.name == "Text", let content = view.titleArgument else { return false }
    return content.stringLiteral == nil
  }

  /// The border or backdrop (`.overlay { RoundedRectangle().strokeBorder(isSuccess ? … : …) }`)
  /// of a text whose words come from a value: the message says it (Provenance's feedback text).
  /// A selection (`selectedTab == category` behind `Text(category.title)`) is no message: the
  /// words name the item, not whether it is chosen.
  static func decoratesDynamicText(_ condition: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard case .modifier = view.slot, !condition.contains("=="), !condition.lowercased().contains("select"),
          let owner = file.parent(of: view) else { return false }
    return showsDynamicText(owner)
  }

  static let outlineModifiers: Set<String> = ["stroke", "strokeBorder", "border"]

  /// The outline belongs to a text input: its type holds a `TextField`, `SecureField` or
  /// `TextEditor`, keeps a `@FocusState`, or is named for one (an `InputField` modifier applied to fields).
  static func outlinesATextInput(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let owner = view.enclosingType else { return false }
    if ["Field", "Input", "TextEditor", "SearchBar"].contains(where: owner.contains) || file.sourceContains("@FocusState") { return true }
    return file.views.contains { $0.enclosingType == owner && ["TextField", "SecureField", "TextEditor"].contains($0.name) }
  }

  /// `editing`, `isFocused`, `focusedField == .email`: a field's focus, which its outline marks as
  /// the caret and keyboard do, and which VoiceOver says itself ("is editing").
  static func isEditingFocus(_ condition: String) -> Bool {
    var clause = normalized(withoutOuterParentheses(condition))
    if clause.hasPrefix("!") { clause.removeFirst() }
    let subject = clause.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.split(separator: ".").last.map(String.init) ?? ""
    let rest = clause.dropFirst(clause.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.count)
    guard rest.isEmpty || rest.hasPrefix("==.") else { return false }
    return ["editing", "isediting", "focused", "isfocused", "hasfocus", "focusedfield", "isfirstresponder"].contains(subject.lowercased())
  }

  /// The value a condition tests: `state` in `state==0`, `item.isSelected` in `!item.isSelected`,
  /// `else (not isOn)`'s `isOn`. Nil for compound conditions.
  /// `isBright ? .dotBright : .dotDark` where every write of `isBright` is inside
  /// `withAnimation(.easeInOut.repeatForever(...)) { isBright.toggle() }` (Twilio Video's
  /// recording dot): a pulse, not a state; the motion rules judge it.
  static func flipsOnlyInRepeatingAnimation(_ condition: String, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("repeatForever") else { return false }
    var subject = normalized(withoutOuterParentheses(condition))
    if subject.hasPrefix("!") { subject.removeFirst() }
    if subject.hasPrefix("self.") { subject.removeFirst(5) }
    guard !subject.isEmpty, subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let text = String(decoding: file.sourceBytes, as: UTF8.self)
    let escaped = NSRegularExpression.escapedPattern(for: subject)
    guard let write = try? NSRegularExpression(pattern: #"(?<![\w.])(?<!\bvar )(?<!\blet )(?:self\.)?"# + escaped + #"(?:\.toggle\(\)|\s*=(?!=))"#) else { return false }
    let writes = write.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
    guard !writes.isEmpty else { return false }
    return writes.allSatisfy { range in
      // The nearest `withAnimation` before it repeats forever, and its closure is still open.
      guard let animation = text[..<range.lowerBound].range(of: "withAnimation", options: .backwards) else { return false }
      let between = text[animation.upperBound..<range.lowerBound]
      let opens = between.filter { $0 == "{" }.count, closes = between.filter { $0 == "}" }.count
      return between.contains("repeatForever") && opens > closes
    }
  }

  static func conditionSubject(_ condition: String) -> String? {
    var trimmed = Substring(condition.trimmingPrefix(while: \.isWhitespace))
    while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
    if trimmed.hasPrefix("else (not ") { trimmed = trimmed.dropFirst("else (not ".count).dropLast() }
    if trimmed.hasPrefix("if ") { trimmed = trimmed.dropFirst(3) }
    // `if let message`, `if let message = model.error`: the optional tested.
    if trimmed.hasPrefix("let ") || trimmed.hasPrefix("var ") {
      trimmed = trimmed.dropFirst(4)
      if let equals = trimmed.firstIndex(of: "="), trimmed[equals...].hasPrefix("==") == false {
        trimmed = trimmed[trimmed.index(after: equals)...]
      }
    }
    var text = Substring(trimmed.filter { !$0.isWhitespace })
    while text.hasPrefix("!") || text.hasPrefix("(") { text = text.dropFirst() }
    let subject = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
    guard !subject.isEmpty, !["true", "false", "let", "case", "if"].contains(String(subject)) else { return nil }
    let rest = text.dropFirst(subject.count)
    if rest.contains("&&") || rest.contains("||") { return nil }
    return String(subject)
  }

  /// `set.contains(icon)` → `icon`: the value a membership test asks about.
  static func testedMember(_ condition: String) -> String? {
    var text = Substring(condition)
    while text.hasPrefix("!") || text.hasPrefix("(") { text = text.dropFirst() }
    guard let open = text.range(of: ".contains("), text.hasSuffix(")") else { return nil }
    let member = text[open.upperBound...].dropLast()
    guard !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
    return String(member)
  }

  /// The values a comparison compares (`index<=progress.index` → `index`, `progress.index`):
  /// names and member paths, without literals.
  static func comparedValues(_ condition: String) -> [String] {
    var parts = [Substring(normalized(condition))]
    for comparison in ["<=", ">=", "==", "!=", "<", ">"] {
      parts = parts.flatMap { $0.split(separator: comparison, omittingEmptySubsequences: true).map { Substring($0) } }
    }
    guard parts.count == 2 else { return [] }
    return parts.map { $0.drop { $0 == "!" || $0 == "(" } }.filter { part in
      guard let first = part.first, first.isLetter || first == "_" || first == "$" else { return false }
      return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
    }.map(String.init)
  }

  /// `crc == computedCrc ? .green : .primary` on a stack whose texts print both values ("CRC: \(crc)",
  /// "Computed: \(computedCrc)", DiaBLE's checksum): whether they match is read in the words.
  static func comparedValuesReadInText(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    let texts = ([view] + file.descendants(of: view)).filter { $0.name == "Text" && $0.kind == .call }
      .compactMap { $0.arguments.first?.value.text }
    guard !texts.isEmpty else { return false }
    let clauses = normalized(withoutOuterParentheses(condition))
      .components(separatedBy: "&&").flatMap { $0.components(separatedBy: "||") }
    return clauses.contains { clause in
      guard clause.contains("==") || clause.contains("!=") else { return false }
      let values = comparedValues(clause)
      return values.count == 2 && values.allSatisfy { value in texts.contains { mentions($0, value: value) } }
    }
  }

  /// `hasValue ? .primary : .secondary` on words that show `value` (`Text(label + ": ") +
  /// Text(value)`, Home Stuff Inventory's rows, where an empty value reads "No location"): the
  /// words say whether there is a value, so the dimmer color adds nothing only it tells.
  static func presenceFlagOfShownValue(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    var flag = normalized(withoutOuterParentheses(condition))
    if flag.hasPrefix("!") { flag.removeFirst() }
    guard flag.hasPrefix("has"), flag.count > 3, flag.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
    let rest = flag.dropFirst(3)
    let subject = rest.prefix(1).lowercased() + rest.dropFirst()
    let words = file.text(from: view.position, to: view.end)
    return ["Text(\(subject))", "Text(\(subject),", "\\(\(subject))"].contains(where: words.contains)
  }

  /// `pitch.label == "WEAK SPOT" ? red : green` on a note in a card that also shows
  /// `Text(pitch.label)` (Prop Scout's pitch cards): the compared value is read as the badge's
  /// words, so the state the color marks is said too.
  static func comparedLabelShownInView(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    let clause = normalized(withoutOuterParentheses(condition))
    guard !clause.contains("&&"), !clause.contains("||"), clause.contains("==") || clause.contains("!=") else { return false }
    let sides = clause.components(separatedBy: clause.contains("==") ? "==" : "!=")
    guard sides.count == 2, let shown = sides.first(where: { !$0.hasPrefix("\"") && !$0.isEmpty }),
          sides.contains(where: { $0.hasPrefix("\"") }) else { return false }
    let root = file.ancestry(of: view).steps.last?.ancestor ?? view
    // `Text(status)`, or the value in the words (`Text("Transaction Status: \(paymentStatus)")`).
    return ([root] + file.descendants(of: root)).contains { text in
      guard text.name == "Text", text.kind == .call, let words = text.arguments.first.map({ normalized($0.value.text) }) else { return false }
      return words == shown || words.contains("\\(\(shown))")
    }
  }

  /// `Text("Minimum 10 characters required").foregroundColor(content.count >= 10 ? .green : .secondary)`
  /// beside `Text("\(content.count)/500")` (Brrow's review form): the words state the threshold and a
  /// text near it the value, so whether it is met is read, not only seen in the colour.
  static func thresholdReadInText(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    let clause = normalized(withoutOuterParentheses(condition))
    guard !clause.contains("&&"), !clause.contains("||"), !clause.contains("=="), !clause.contains("!="),
          view.name == "Text", let words = view.titleArgument?.stringLiteral else { return false }
    var parts = [Substring(clause)]
    for comparison in ["<=", ">=", "<", ">"] {
      parts = parts.flatMap { $0.split(separator: comparison, omittingEmptySubsequences: true).map { Substring($0) } }
    }
    guard parts.count == 2 else { return false }
    let sides = parts.map { String($0) }
    guard let number = sides.first(where: { Double($0) != nil }), let value = sides.first(where: { Double($0) == nil }),
          words.split(whereSeparator: { !$0.isNumber }).contains(where: { String($0) == number }) else { return false }
    // A text in the same section (up to two stacks up) that prints the value.
    var scope = view
    for _ in 0..<2 { if let parent = file.parent(of: scope) { scope = parent } }
    return file.descendants(of: scope).contains { text in
      text.name == "Text" && text.kind == .call && text.index != view.index
        && (text.arguments.first?.value.text).map { $0.contains("\\(") && mentions($0, value: value) } == true
    }
  }

  /// `centerText != nil ? dim : clear` where the same type shows that optional as text
  /// (`centerText.map { Text($0) }`, `if let centerText { Text(centerText) }`, Ostelco's "Coming
  /// Soon" card): whenever the colour changes, the words appear.
  /// Likewise `errorMessage.isEmpty ? .white : .red` on a field's underline where the type shows
  /// `Text(errorMessage + " ")` (a to-do app's sign-up): the error's words come with the red.
  static func presenceShownAsText(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    var clause = normalized(withoutOuterParentheses(condition))
    if clause.hasSuffix(".isEmpty") {
      if clause.hasPrefix("!") { clause.removeFirst() }
      clause = String(clause.dropLast(8)) + "==nil"
    }
    guard let range = clause.range(of: "!=nil") ?? clause.range(of: "==nil") else { return false }
    let name = String(clause[..<range.lowerBound])
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
          clause[range.upperBound...].isEmpty else { return false }
    let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    let texts = file.views.filter { $0.enclosingType == view.enclosingType && $0.name == "Text" && $0.kind == .call }
    // The optional itself as the words (`Text(centerText ?? "")`), not a value picked from it.
    if texts.contains(where: { text in
      guard let argument = text.titleArgument?.text.replacingOccurrences(of: " ", with: "") else { return false }
      return argument == bare || argument.hasPrefix(bare + "??") || argument.hasPrefix(bare + "+") || argument == "self." + bare
    }) { return true }
    // `centerText.map { Text($0) }` (a closure the view tree doesn't hold), in the type's code.
    guard let extent = file.typeExtents.first(where: { $0.name == view.enclosingType }) else { return false }
    let code = String(file.converter.source.text(from: extent.start, to: extent.end).filter { !$0.isWhitespace })
    return code.contains("\(bare).map{Text($0") || code.contains("\(bare).map{Text(verbatim:$0")
  }

  /// `tags.isEmpty ? gray : primary` where the same type lists `tags` (`ForEach(tags…`, DevLog's
  /// tag row): whether there are any is seen in the items themselves.
  static func emptinessShownByContent(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    var clause = normalized(withoutOuterParentheses(condition))
    if clause.hasPrefix("!") { clause.removeFirst() }
    guard clause.hasSuffix(".isEmpty") else { return false }
    var name = String(clause.dropLast(8))
    if name.hasPrefix("self.") { name.removeFirst(5) }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
    return file.views.contains { list in
      guard list.enclosingType == view.enclosingType, list.name == "ForEach", list.kind == .call,
            let items = list.arguments.first?.value.text.replacingOccurrences(of: " ", with: "") else { return false }
      return items == name || items == "self." + name || items.hasPrefix(name + ".indices") || items.hasPrefix(name + ".enumerated")
    }
  }

  /// `text` names `value` as a whole (`progress.index + 1` names `progress.index`, not `index`).
  static func mentions(_ text: String, value: String) -> Bool {
    let isNamePart: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    var searchStart = text.startIndex
    while let range = text.range(of: value, range: searchStart..<text.endIndex) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !(before.map(isNamePart) ?? false), !(after.map { isNamePart($0) || $0 == "(" } ?? false) { return true }
      searchStart = range.upperBound
    }
    return false
  }

  /// `type == .play ? .black : .white` in a private helper every call of which passes `type:` as a
  /// literal (`topButtonView(type: .play, …, title: "Play")`, a streaming app's Play and My List
  /// buttons): each call is a fixed style of its own button, not a state that changes.
  static func picksAStylePassedAsALiteral(_ condition: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var clause = normalized(withoutOuterParentheses(condition))
    if clause.hasPrefix("!") { clause.removeFirst() }
    let parameter = String(clause.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    let rest = clause.dropFirst(parameter.count)
    guard !parameter.isEmpty, rest.isEmpty || rest.hasPrefix("==.") || rest.hasPrefix("!=."),
          let member = file.viewMember(holding: view), member.isFunction else { return false }
    // The parameter is the function's own (`private func topButtonView(type: TopButtonType, …)`), and
    // the function private, so the file holds every call.
    let bytes = file.sourceBytes
    let start = member.position.utf8Offset
    guard start < bytes.count else { return false }
    // From the start of its line (`private func`, the member's position being its name's).
    let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let header = String(decoding: bytes[lineStart..<min(bytes.count, start + 400)].prefix { $0 != UInt8(ascii: "{") }, as: UTF8.self)
    guard header.contains("private ") || file.declaresOnlyPrivately(member.name),
          let label = argumentLabel(ofParameter: parameter, in: header[...]), label != "_" else { return false }
    let calls = file.calls(of: member.name)
    guard !calls.isEmpty else { return false }
    func isLiteral(_ value: String) -> Bool {
      value == "true" || value == "false" || (value.hasPrefix(".") && value.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
    }
    let written = calls.map { ConstantViewFlags.writtenArgument(label, inCallAt: $0.offset + member.name.utf8.count, in: file, acrossLines: true) }
    // Every call passes the same literal (a paywall's `planCard(plan:isSelected: true)` for each
    // plan): the other look is never drawn, whatever branch draws the card.
    if let first = written.first ?? nil, isLiteral(first), written.allSatisfy({ $0 == first }) { return true }
    // (In a view tree the branch is the view's: `if isPlaying { control(type: .pause) }`.)
    if file.views.contains(where: { use in
      use.name == member.name && (use.branchCondition?.components(separatedBy: " · ").contains { !$0.hasPrefix("#") } ?? false)
    }) {
      return false
    }
    return zip(calls, written).allSatisfy { call, value in
      // Each call drawn unconditionally (`if isPlaying { control(type: .pause) } else { … }` swaps
      // the literal on a state).
      if let opener = call.opener?.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces),
         ["if ", "else", "} else", "switch ", "case ", "guard ", "default"].contains(where: opener.hasPrefix) || opener.hasSuffix("?") {
        return false
      }
      // The argument the call writes for it, over several lines too.
      return value.map(isLiteral) ?? false
    }
  }

  /// `(a || b)` → `a || b`, when the parentheses enclose the whole text.
  static func withoutOuterParentheses(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("("), trimmed.hasSuffix(")") else { return text }
    var depth = 0
    for (offset, character) in trimmed.enumerated() {
      if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
      if depth == 0, offset < trimmed.count - 1 { return text }
    }
    return String(trimmed.dropFirst().dropLast())
  }

  static func normalized(_ text: String) -> String {
    text.filter { !$0.isWhitespace }
  }

  /// `username.isEmpty || password.isEmpty` is the negation of `!username.isEmpty &&
  /// !password.isEmpty` (De Morgan, HDrezka's sign-in button): each operand negated, the operator
  /// turned over. Both written without spaces or with, in any order.
  /// The operands joined by `separator` (`&&`, `||`) outside parentheses, each free of the other
  /// operator, written without spaces; nil unless there are two or more. Parentheses around the
  /// whole are dropped (`(!isAuthorized && isRejected)`).
  static func operands(_ text: String, by separator: String) -> Set<String>? {
    var characters = Array(normalized(text))
    while characters.first == "(", characters.last == ")", encloses(characters) { characters = Array(characters.dropFirst().dropLast()) }
    let mark = Array(separator)
    var parts: [String] = []
    var current = "", depth = 0, index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
      if depth == 0, index + 1 < characters.count, characters[index] == mark[0], characters[index + 1] == mark[1] {
        parts.append(current)
        current = ""
        index += 2
        continue
      }
      current.append(character)
      index += 1
    }
    parts.append(current)
    guard parts.count > 1, parts.allSatisfy({ !$0.isEmpty && !$0.contains("&&") && !$0.contains("||") }) else { return nil }
    return Set(parts)
  }

  /// Whether the first parenthesis closes at the last character (`(a && b)`, not `(a) && (b)`).
  private static func encloses(_ characters: [Character]) -> Bool {
    var depth = 0
    for (index, character) in characters.enumerated() {
      if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
      if depth == 0 { return index == characters.count - 1 }
    }
    return false
  }

  static func isNegation(of condition: String, _ other: String) -> Bool {
    // `!x` and `x`; `a == b` and `a != b` (RenameBookmark's `name.trim() != bookmark.name`).
    func negated(_ operand: String) -> String {
      if let range = operand.range(of: "!=") { return operand.replacingCharacters(in: range, with: "==") }
      if let range = operand.range(of: "==") { return operand.replacingCharacters(in: range, with: "!=") }
      return operand.hasPrefix("!") ? String(operand.dropFirst()) : "!" + operand
    }
    for (first, second) in [("&&", "||"), ("||", "&&")] {
      if let mine = operands(condition, by: first), let theirs = operands(other, by: second), Set(mine.map(negated)) == theirs { return true }
    }
    // One test and its opposite (`count == 2` and `count != 2`).
    let mine = normalized(condition), theirs = normalized(other)
    return !mine.contains("&&") && !mine.contains("||") && (mine.contains("==") || mine.contains("!=")) && negated(mine) == theirs
  }

  /// A filter chip colored by whether a year is chosen, placed in a menu's label with `title`
  /// (marked when the title doesn't change with the choice).
  static func filterChip(title: String) -> RuleExample {
    RuleExample("""
      struct FilterChipLabel: View {
        let title: String
        let isSelected: Bool
        var body: some View { Label(title, systemImage: "calendar").padding(8).\(title.contains("selectedYear") ? "" : "↓")background(isSelected ? Color.cyan : Color.gray).clipShape(Capsule()) }
      }
      struct RunsFilters: View {
        @State var selectedYear: Int?
        var body: some View { Menu { Button("2025") { selectedYear = 2025 } } label: { FilterChipLabel(title: \(title), isSelected: selectedYear != nil) } }
      }
      """)
  }

  /// A row's detail line, dimmed when `hasValue` is false, showing `shows` after its label
  /// (marked unless it shows the value).
  static func detailLine(shows: String) -> RuleExample {
    RuleExample("""
      struct ItemRow: View {
        var body: some View { detailLine(label: "위치", value: locationName, hasValue: hasLocation) }
        func detailLine(label: String, value: String, hasValue: Bool) -> some View {
          HStack { Image(systemName: "mappin").accessibilityHidden(true); (Text(label + ": ").fontWeight(.semibold) + \(shows)).\(shows.contains("value") ? "" : "↓")foregroundStyle(hasValue ? Color.primary : Color.secondary) }
        }
      }
      """)
  }

  /// A file tree's row drawn by a member function, its symbol colored by `node.isDirectory`; a
  /// directory's call passes `directoryIcon`, or (given `iconName`) one call passes the files'
  /// symbol for both (marked).
  static func treeRow(directoryIcon: String) -> RuleExample {
    RuleExample("""
      struct TreeNodeRow: View {
        let node: Node
        var body: some View {
          \(directoryIcon == "iconName" ? "row(icon: iconName, title: node.name)" : "if node.isDirectory { row(icon: \(directoryIcon), title: node.name) } else { row(icon: iconName, title: node.name) }")
        }
        private var iconName: String { node.path.hasSuffix(".md") ? "doc.richtext" : "doc.text" }
        private func row(icon: String, title: String) -> some View {
          HStack { Image(systemName: icon).\(directoryIcon == "iconName" ? "↓" : "")foregroundStyle(node.isDirectory ? Color.blue : Color.secondary); Text(title) }
        }
      }
      """)
  }

  /// A pitch card whose note is colored by `pitch.label`, showing `badge` above it (marked unless
  /// the badge is that label).
  static func pitchCard(badge: String) -> RuleExample {
    RuleExample("""
      struct PitchCard: View {
        let pitch: Pitch
        var body: some View {
          VStack { \(badge); HStack { Image(systemName: "exclamationmark.circle.fill"); Text(pitch.note) }.padding(8).\(badge.contains("label") ? "" : "↓")background(pitch.label == "WEAK SPOT" ? Color.red : Color.green) }
        }
      }
      """)
  }

  /// A compare button colored by whether two items are chosen, with `disabled` after the color.
  static func compareButton(disabled: String) -> RuleExample {
    RuleExample("""
      struct Applications: View {
        @State var selectedIDs: Set<UUID> = []
        var body: some View {
          Button("비교") { compare() }.\(disabled.isEmpty ? "↓" : "")foregroundStyle(selectedIDs.count == 2 ? Color.blue : Color.gray)\(disabled)
        }
      }
      """)
  }

  /// An icon button whose background a `clear` flag picks (marked when `uses` can differ), and the
  /// view that places it `uses`.
  static func iconButton(uses: String) -> RuleExample {
    let differs = uses.contains("false") && uses.contains("true")
    return RuleExample("""
      struct IconButton: View { let clear: Bool
        var body: some View { Image(systemName: "plus").\(differs ? "↓" : "")background(clear ? Color.clear : Color.gray).clipShape(Capsule()) }
      }
      struct DayPicker: View { var body: some View { HStack { \(uses) } } }
      """)
  }

  /// `Type.flag` for a condition that is a plain name of the view's type (`clear`, `!clear`).
  static func flagKey(_ condition: String, in view: SwiftUIView) -> String {
    var flag = normalized(condition)
    if flag.hasPrefix("!") { flag.removeFirst() }
    return (view.enclosingType.map(TypeIndex.simpleName) ?? "") + "." + flag
  }

  /// What a condition that is a plain name (`isDisabled`, `!isDisabled`) was set to where the view
  /// is built (`let isDisabled = buttonDisabled()` in the same function), without spaces.
  static func localValue(of condition: String, around view: SwiftUIView, in file: SwiftFileModel) -> String? {
    var name = normalized(condition)
    if name.hasPrefix("!") { name.removeFirst() }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let function = file.behaviour.functions.last(where: { $0.position <= view.position && view.position < $0.end }) else { return nil }
    return file.localValue(named: name, from: function.position, to: view.position)
  }

  /// The condition is a parameter of the helper that draws the view (`func withMyButtonStyle(enabled:
  /// Bool)` colouring a capsule `enabled ? .blue : .gray`) and every use passing a value also
  /// disables the view on it (`.withMyButtonStyle(enabled: done).disabled(!done)`): VoiceOver says
  /// "dimmed" in the state the colour shows.
  static func isDimmedThroughHelperParameter(_ condition: String, view: SwiftUIView, file: SwiftFileModel, project: ProjectIndex) -> Bool {
    guard !project.dimmedHelperArguments.isEmpty else { return false }
    var subject = normalized(condition)
    if subject.hasPrefix("!") { subject.removeFirst() }
    guard !subject.isEmpty, subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    // A property of the style or view drawing it, made with it (`PrimaryButtonStyle(isEnabled:)`).
    if let type = view.enclosingType, project.dimmedHelperArguments.contains("\(TypeIndex.simpleName(type))(\(subject):)") {
      return true
    }
    guard let function = file.behaviour.functions.last(where: { $0.position <= view.position && view.position < $0.end }) else { return false }
    let signature = file.text(from: function.position, to: function.end).prefix { $0 != "{" }
    guard let label = argumentLabel(ofParameter: subject, in: signature), label != "_" else { return false }
    return project.dimmedHelperArguments.contains("\(function.name)(\(label):)")
  }

  /// The argument label callers write for the parameter named `local` in a function's header
  /// (`func row(for type: T)` → `for`; `func row(type: T)` → `type`; `_` when unlabelled); nil when
  /// the header has no such parameter.
  static func argumentLabel(ofParameter local: String, in header: Substring) -> String? {
    guard let open = header.firstIndex(of: "("), let close = header.lastIndex(of: ")"), open < close else { return nil }
    for parameter in header[header.index(after: open)..<close].split(separator: ",") {
      let names = parameter.prefix { $0 != ":" }.split(whereSeparator: \.isWhitespace)
      guard let name = names.last, String(name) == local, let label = names.first else { continue }
      return String(label)
    }
    return nil
  }

  /// Whether the condition also changes something that isn't a color: the view's own content or
  /// accessibility, its siblings and their content, or an enclosing view's accessibility.
  private func stateShownOtherwise(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    func mentions(_ text: String) -> Bool { Self.normalized(text).contains(condition) }
    // `installed && enabled ? green : grey` on `Label(installed ? (enabled ? "Installed" : "Disabled")
    // : "Available", …)`: the view's own words are chosen by every part of the condition.
    // So for `||` (Mundo's map button: `followsUserHeading || followsUserLocation` colours the
    // symbol that `followsUserHeading ? "location.north.line.fill" : followsUserLocation ? … : …` picks).
    let parts = Self.normalized(condition).components(separatedBy: "&&").flatMap { $0.components(separatedBy: "||") }
      .map { $0.hasPrefix("!") ? String($0.dropFirst()) : $0 }
    if parts.count > 1, parts.allSatisfy({ part in !part.isEmpty && view.arguments.contains { Self.normalized($0.value.text).contains(part + "?") } }) {
      return true
    }
    // `if state != 0 { Image(systemName: "checkmark") }` beside `fill(state == 0 ? a : b)`: a shape
    // shown on the same state, written as another test of the same value.
    let subject = Self.conditionSubject(condition)
    func mentionsSubject(_ text: String?) -> Bool {
      guard let subject, let text else { return false }
      // Nested branches are joined with " · ".
      return text.split(separator: "·").contains { Self.conditionSubject(String($0)) == subject }
        || Self.normalized(text).contains(subject + "?")
    }
    // `Image(systemName: item.type.symbolName)` beside `item.type == .override ? a : b`: a symbol
    // chosen by the same value.
    func mentionsPropertyOfSubject(_ text: String) -> Bool {
      guard let subject else { return false }
      let shown = Self.normalized(text)
      if shown.hasPrefix(subject + ".") { return true }
      // `task.directionIcon` beside `task.direction == "PUSH"`: a property named for the tested one.
      guard subject.contains("."), shown.hasPrefix(subject), let next = shown.dropFirst(subject.count).first, next.isUppercase else { return false }
      return shown.dropFirst(subject.count).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    // A Swift Charts mark that also plots the compared value (`y: .value("Category", data.category.name)`)
    // names each bar on its axis: the color repeats it.
    if let subject, Self.chartMarks.contains(view.name),
       view.arguments.contains(where: { Self.normalized($0.value.text).contains(subject) }) {
      return true
    }
    func viewMentions(_ candidate: SwiftUIView, includingColors: Bool) -> Bool {
      if candidate.arguments.contains(where: { mentions($0.value.text) }) { return true }
      if mentionsSubject(candidate.branchCondition) { return true }
      if candidate.name == "Image" || candidate.name == "Label",
         candidate.arguments.contains(where: { mentionsSubject($0.value.text) || mentionsPropertyOfSubject($0.value.text) }) { return true }
      if candidate.modifiers.contains(where: { ["fontWeight", "bold", "symbolVariant"].contains($0.name) && $0.arguments.contains { mentionsSubject($0.value.text) } }) {
        return true
      }
      return candidate.modifiers.contains { modifier in
        // A color modifier's other arguments (`stroke(speaking ? a : b, lineWidth: speaking ? 2.5 :
        // 1)`, a call tile's outline): the outline's width changes with the colour.
        // (A labelled argument choosing two different values, not a second colour.)
        if includingColors || !Self.colorModifiers.contains(modifier.name) { return modifier.arguments.contains { mentions($0.value.text) } }
        return modifier.arguments.dropFirst().contains { argument in
          guard argument.label != nil, mentions(argument.value.text), case .ternary(_, let first, let second) = argument.value.kind else { return false }
          return first.text.filter { !$0.isWhitespace } != second.text.filter { !$0.isWhitespace }
        }
      }
    }
    if viewMentions(view, includingColors: false) { return true }
    // A shape drawn behind or over a view (`Text(isFollowing ? "Following" : "Follow")
    // .background(Capsule().stroke(isFollowing ? a : b))`): the words it decorates change too.
    for step in file.ancestry(of: view).steps {
      guard case .modifier(let name, _) = step.child.slot, name == "background" || name == "overlay" else { break }
      let decorated = step.ancestor
      // (Or the picture it rings: `Image(systemName: isPaused ? "play.fill" : "pause.fill")
      // .overlay(Circle().stroke(isPaused ? green : white))`, TripTrack's pause button.)
      if decorated.kind == .call, ["Text", "Label", "Image"].contains(decorated.name),
         decorated.arguments.contains(where: { mentions($0.value.text) }) { return true }
      // The words it decorates turn bold on the same state (`.fontWeight(selected == option ?
      // .semibold : .regular)` on an option's text, outlined in the same colour test).
      if decorated.modifiers.contains(where: { Self.isTypeStyleModifier($0.name) && $0.arguments.contains { mentions($0.value.text) } }) {
        return true
      }
    }
    // `dimmedSymbols.contains(icon) ? .secondary : .primary` on `Image(icon: icon)`: the color is
    // chosen by which picture is shown, and the picture itself already differs.
    if view.name == "Image" || view.name == "Label", let member = Self.testedMember(condition),
       view.arguments.contains(where: { Self.normalized($0.value.text) == member }) {
      return true
    }
    // `Image(systemName: icon)` in a member function its callers give a different symbol in the
    // branches of the same test (`if node.isDirectory { row(icon: "folder") } else { row(icon:
    // iconName) }`, Multi-Casual's file tree): the shape changes with the state too.
    if view.name == "Image", let symbol = view.argument("systemName")?.text,
       symbol.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
       let member = file.viewMember(holding: view), member.isFunction {
      // (The model keeps a member's use as a reference: its argument is read from the text.)
      let calls = file.views.filter { ($0.name.hasPrefix("self.") ? String($0.name.dropFirst(5)) : $0.name) == member.name }
      let passed = calls.compactMap { call -> String? in
        let text = file.text(from: call.position, to: call.end)
        guard let label = text.range(of: symbol + ":") else { return nil }
        return String(text[label.upperBound...].prefix { $0 != "," && $0 != ")" }).trimmingCharacters(in: .whitespaces)
      }
      if calls.contains(where: { mentionsSubject($0.branchCondition) }), Set(passed).count > 1 { return true }
    }
    if file.descendants(of: view).contains(where: { viewMentions($0, includingColors: true) }) { return true }
    // `if !fullscreen || paused { BottomSheetView(…) }` in the same body, under the very test the
    // color is chosen by: views come and go with the state.
    // (Also in the member's other roots: `var body { HStack { … }; if hasError { ErrorLabel(prompt:) } }`.)
    let root = file.ancestry(of: view).steps.last?.ancestor ?? view
    let roots = file.viewMember(holding: root).map { $0.roots.map(file.view) } ?? [root]
    if (roots.contains { $0.index == root.index } ? roots : [root]).contains(where: { top in
      ([top] + file.descendants(of: top)).contains { candidate in
        candidate.branchCondition.map { Self.normalized($0).split(separator: "·").contains { $0 == "if" + condition } } ?? false
      }
    }) {
      return true
    }
    for sibling in (file.parent(of: view)?.children ?? []).map({ file.views[$0] }) where sibling.index != view.index {
      if viewMentions(sibling, includingColors: false) { return true }
      if file.descendants(of: sibling).contains(where: { viewMentions($0, includingColors: false) }) { return true }
    }
    // `ForEach(0..<total) { i in Capsule().fill(i <= progress.index ? a : b) }` inside one element
    // (`children: .ignore`) whose value or label says `progress.index` ("2/5"): the element
    // VoiceOver reads says the position the colors show.
    if let replacer = view.context.replacingAncestor.map(file.view) {
      let operands = Self.comparedValues(condition)
      if replacer.modifiers.contains(where: { modifier in
        (modifier.name == "accessibilityValue" || modifier.name == "accessibilityLabel")
          && modifier.arguments.contains { argument in operands.contains { Self.mentions(argument.value.text, value: $0) } }
      }) {
        return true
      }
    }
    // `.disabled(!isEnabled)` on the enclosing button: VoiceOver says "dimmed" and the control stops
    // responding, so the state is more than the dimmer color.
    // Also written as another test of the same value (`.disabled(message.isRetractable == false)`
    // beside `message.isRetractable == true ? red : gray`).
    // Or through a local the view builder computes first (`let isDisabled = buttonDisabled()`
    // beside `.disabled(buttonDisabled())`, Phoenix's reset button).
    // The view's own `.disabled` counts too (a Button's `.foregroundStyle(count == 2 ? accent :
    // tertiary).disabled(count != 2)`, Resume Builder's compare button).
    let localValue = Self.localValue(of: condition, around: view, in: file)
    var ownAndAncestors = [Array(view.modifiers)] + file.ancestry(of: view).steps.map { Array($0.applyingModifiers) }
    // Also around where the type's body places the member that builds the view (`Button(action:)
    // { buttonContent }.disabled(!enable)`, with the colours inside `buttonContent`).
    if let member = file.viewMember(holding: file.ancestry(of: view).steps.last?.ancestor ?? view), !member.isFunction {
      // (Placed once: with more places, one disabled use says nothing of the others.)
      let uses = file.views.filter { $0.kind == .reference && $0.enclosingType == view.enclosingType
        && ($0.name == member.name || $0.name == "self." + member.name) }
      if uses.count == 1, let use = uses.first {
        ownAndAncestors += [Array(use.modifiers)] + file.ancestry(of: use).steps.map { Array($0.applyingModifiers) }
      }
    }
    if ownAndAncestors.contains(where: { modifiers in
      modifiers.contains {
        ($0.name.hasPrefix("accessibility") || $0.name == "disabled")
          && $0.arguments.contains { argument in
            mentions(argument.value.text) || argument.label == nil && mentionsSubject(argument.value.text)
              || localValue.map { Self.normalized(argument.value.text).contains($0) } == true
              || Self.isNegation(of: condition, argument.value.text)
              // Colored on `!isAuthorized && isRejected`, disabled on `isRejected`: dimmed whenever it is colored.
              || Self.operands(condition, by: "&&")?.contains(Self.normalized(argument.value.text)) == true
          }
      }
    }) {
      return true
    }
    // `if is_ours { Spacer() }`, `.frame(alignment: is_ours ? .trailing : .leading)`,
    // `ChatBubble(direction: is_ours ? .right : .left)` in the same type: the state also moves the
    // view to one side (a chat's own messages on the right), which is seen without color.
    if let subject, Self.stateAlsoPlacesTheView(subject, in: view.enclosingType, file: file, mentionsSubject: mentionsSubject) {
      return true
    }
    // `if isSelected && isVisible { Image(selectionIndicator) }` anywhere in the same body or
    // type: a picture or text shown on the same state, however far from the colored view. Each
    // side of `shouldShowError || changedToInvalid ? red : white` is such a state.
    let subjects = subject.map { [$0] } ?? Self.operandSubjects(condition)
    guard !subjects.isEmpty else { return false }
    return file.descendants(of: root).contains { shownOnSubjects($0, subjects, besides: view, in: file) }
      || file.views.contains { $0.enclosingType != nil && $0.enclosingType == view.enclosingType && shownOnSubjects($0, subjects, besides: view, in: file) }
  }

  /// A picture or text shown under a branch that tests one of `subjects`, directly (`if
  /// shouldShowError`) or through a computed property of the type that reads it (`if let
  /// formattedErrorMessage`, whose getter returns a message only when `shouldShowError`: Tella's
  /// text field shows its error text with the red underline).
  private func shownOnSubjects(_ candidate: SwiftUIView, _ subjects: [String], besides view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // `Image.followingIcon`: an image the project keeps as a static member.
    guard candidate.index != view.index, ["Image", "Label", "Text"].contains(candidate.name) || candidate.name.hasPrefix("Image."),
          let condition = candidate.branchCondition else { return false }
    let tested = condition.split(separator: "·").flatMap { $0.split(separator: "&&") }
      .compactMap { Self.conditionSubject(String($0).trimmingPrefix(while: \.isWhitespace).description) }
    return tested.contains { name in
      if subjects.contains(name) { return true }
      guard let property = file.behaviour.properties.last(where: { $0.name == name && $0.enclosingType == candidate.enclosingType })
      else { return false }
      let getter = file.text(from: property.start, to: property.end)
      return subjects.contains { Self.mentions(getter, value: $0) }
    }
  }

  /// `.foregroundStyle(selection == option ? .primary : .gray)` on a stack whose every text,
  /// image and shape sets its own color, and whose other content is a color view or spacing: the
  /// state's color never shows (Open edX's picker rows).
  static func colorOverriddenByEveryChild(_ modifierName: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    guard modifierName == "foregroundStyle" || modifierName == "foregroundColor",
          view.kind == .call, CustomViewSummarizer.containers.contains(view.name) else { return false }
    let content = file.descendants(of: view).filter { candidate in
      !CustomViewSummarizer.containers.contains(candidate.name) && candidate.name != "ForEach"
        && candidate.name != "Spacer" && candidate.name != "Divider"
    }
    guard !content.isEmpty else { return false }
    return content.allSatisfy { candidate in
      if candidate.modifiers.contains(where: { ["foregroundStyle", "foregroundColor", "fill"].contains($0.name) }) { return true }
      // `Theme.Colors.stroke.frame(height: 1)`: a color view draws its own color.
      return candidate.name == "Color" || candidate.name.hasPrefix("Color.") || candidate.name.contains(".Colors.")
    }
  }

  /// `a || !b.c` → `a`, `b.c`: the value each side of a compound test asks about.
  static func operandSubjects(_ condition: String) -> [String] {
    condition.replacingOccurrences(of: "||", with: "&&").components(separatedBy: "&&").compactMap { conditionSubject($0) }
  }

  static let placementLabels: Set<String> = ["alignment", "direction", "anchor", "edge", "edges"]

  /// A view of `type` placed by the state: a `Spacer` shown under it, or an alignment, direction,
  /// anchor or edge chosen by it.
  static func stateAlsoPlacesTheView(
    _ subject: String, in type: String?, file: SwiftFileModel, mentionsSubject: (String?) -> Bool
  ) -> Bool {
    func placesBy(_ arguments: [Argument]) -> Bool {
      arguments.contains { argument in argument.label.map(placementLabels.contains) == true && mentionsSubject(argument.value.text) }
    }
    return file.views.contains { candidate in
      guard candidate.enclosingType == type else { return false }
      if candidate.name == "Spacer", mentionsSubject(candidate.branchCondition) { return true }
      return placesBy(candidate.arguments) || candidate.modifiers.contains { placesBy($0.arguments) }
    }
  }

  /// A fill behind the view that changes with the same state by lightness: `.background(!isEnabled ?
  /// disabledFill : fill)` next to `.foregroundColor(isEnabled ? text : dimmedText)` (a style's
  /// disabled look). A lighter or darker fill reads in grayscale, without telling hues apart.
  /// The fill's colors must be known and differ by at least ``fillLightnessRatio`` in an appearance.
  static func fillLightnessAlsoChanges(_ condition: String, view: SwiftUIView, besides colored: ViewModifierCall, resolver: ColorResolver) -> Bool {
    guard let subject = conditionSubject(condition) else { return false }
    // The leaf colors of a (possibly nested) choice: `a`, or both sides of `c ? a : b`.
    func leaves(_ value: ExpressionInfo) -> [ExpressionInfo] {
      if case .ternary(_, let first, let second) = value.kind { return leaves(first) + leaves(second) }
      return [value]
    }
    func differsInLightness(_ first: ExpressionInfo, _ second: ExpressionInfo) -> Bool {
      guard let a = resolver.resolve(first, in: view.enclosingType, namespace: .swiftUI)?.color,
            let b = resolver.resolve(second, in: view.enclosingType, namespace: .swiftUI)?.color else { return false }
      let light = WCAGContrast.contrastRatio(WCAGContrast.opaque(a.light), WCAGContrast.opaque(b.light))
      let dark = WCAGContrast.contrastRatio(WCAGContrast.opaque(a.dark ?? a.light, over: .black), WCAGContrast.opaque(b.dark ?? b.light, over: .black))
      return max(light, dark) >= fillLightnessRatio
    }
    // A choice on the same subject, anywhere in the fill's value (`!isEnabled ? d : (isPressed ? p : n)`).
    func choices(_ value: ExpressionInfo) -> [(ExpressionInfo, ExpressionInfo)] {
      guard case .ternary(let test, let first, let second) = value.kind else { return [] }
      let own = conditionSubject(normalized(test.text)) == subject ? [(first, second)] : []
      return own + choices(first) + choices(second)
    }
    for modifier in view.modifiers where ["background", "fill", "backgroundStyle"].contains(modifier.name) && modifier.position != colored.position {
      guard let value = modifier.arguments.first?.value, modifier.arguments.first?.label == nil else { continue }
      for (first, second) in choices(value) {
        let pairs = leaves(first).flatMap { a in leaves(second).map { (a, $0) } }
        if !pairs.isEmpty, pairs.allSatisfy({ differsInLightness($0.0, $0.1) }) { return true }
      }
    }
    return false
  }

  /// The control's own enabled state (`@Environment(\.isEnabled)`, which the caller checks is
  /// declared: only `.disabled` turns it off, and VoiceOver then says "dimmed") drawn in two colors 3:1 apart in lightness: seen in
  /// grayscale too, and heard. Two hues of one lightness still tell it by color alone.
  /// A gray lighter or darker than the enabled color (Convos' white title turning #B2B2B2) is the
  /// platform's dimming of a disabled control, seen as such without telling hues apart.
  static func isEnabledStateSeenInGrayscale(_ condition: String, _ first: RGBAColor, _ second: RGBAColor) -> Bool {
    guard let subject = conditionSubject(normalized(condition)), subject.split(separator: ".").last == "isEnabled" else { return false }
    let ratio = WCAGContrast.contrastRatio(WCAGContrast.opaque(first), WCAGContrast.opaque(second))
    return ratio >= 3 || ratio >= fillLightnessRatio && (isGray(first) || isGray(second))
  }

  /// No hue to speak of: the channels within a tenth of each other.
  static func isGray(_ color: RGBAColor) -> Bool {
    let channels = [color.red, color.green, color.blue]
    return (channels.max() ?? 0) - (channels.min() ?? 0) < 0.1
  }

  /// Contrast between a fill's two colors from which the change reads as lighter or darker.
  static let fillLightnessRatio = 1.4

  /// The colored view (or a `Label`'s title) is a computed property or function of the same type (`statusText
  /// .foregroundStyle(connection == .unreachable ? .red : .gray)` with `var statusText: Text {
  /// switch connection { … Text("Connection Failed") } }`) whose words depend on every value the
  /// condition tests: the words change with the color.
  static func wordsChangeWithCondition(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    let subjects = testedSubjects(condition).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
    guard !subjects.isEmpty else { return false }
    var name: String
    if view.arguments.isEmpty || view.kind == .reference {
      name = view.name
    } else if view.kind == .call, view.name == "Label", let title = view.titleArgument, title.stringLiteral == nil {
      // `Label(titleReadable, systemImage:)`: the title is such a property (Harbour's "Empty").
      name = title.text
    } else {
      return false
    }
    if name.hasPrefix("self.") { name.removeFirst(5) }
    if name.hasSuffix("()") { name.removeLast(2) }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let properties = file.behaviour.properties.filter { $0.name == name && $0.enclosingType == view.enclosingType && !$0.isStatic }
      .map { file.text(from: $0.start, to: $0.end) }
    let functions = file.declarations.functions.filter { $0.name == name }
      .map { file.text(from: file.position(utf8Offset: $0.body.lowerBound), to: file.position(utf8Offset: $0.body.upperBound)) }
    return (properties + functions).contains { body in
      (body.contains("Text(") || body.contains("\"")) && subjects.allSatisfy { mentions(body, value: $0) }
    }
  }

  /// The coloured text shows a local made by handing the whole object the condition tests to a
  /// function (`let todayLine = progress.flatMap { TrainingBrief.today($0.fit) }` under
  /// `progress?.fit.isConflict == true ? .orange : .secondary`, Today's schedule line): its words
  /// are chosen from that object, the state among what they say. A member of it shown as it is
  /// (`item.name` under `item.isSelected`) is not.
  static func wordsComputedFromTestedObject(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    guard ["Text", "Label"].contains(view.name), let title = view.titleArgument?.text,
          title.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let start = file.behaviour.functions.last(where: { $0.position <= view.position && view.position < $0.end })?.position
            ?? file.behaviour.property(containing: view.position)?.start,
          let value = file.localValue(named: title, from: start, to: view.position) else { return false }
    // `progress?.fit.isConflict == true` → the object `fit`.
    let chain = normalized(condition).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!" }
    let members = chain.split(separator: ".").map { $0.filter { $0 != "?" && $0 != "!" } }
    guard members.count >= 3, let object = members.dropLast().last, !object.isEmpty else { return false }
    return value.contains(".\(object))") || value.contains("(\(object))")
  }

  /// In the same row (the nearest `HStack` around it, or the element `.combine` merges), a text
  /// shows a status property of the object the condition tests (`takServer.isRunning ? .green :
  /// .gray` beside `Text(takServer.statusDescription)`, Meshtastic's "Running on port …"): the
  /// state is said in words.
  static func statusTextInSameRow(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    guard let subject = conditionSubject(normalized(condition)), let dot = subject.lastIndex(of: ".") else { return false }
    let object = subject[..<dot]
    guard !object.isEmpty else { return false }
    let ancestry = file.ancestry(of: view)
    guard let row = view.context.combiningAncestor.map(file.view)
            ?? ancestry.steps.first(where: { $0.ancestor.name == "HStack" })?.ancestor else { return false }
    return file.descendants(of: row).contains { text in
      guard text.kind == .call, text.name == "Text", !text.context.isHidden,
            let shown = text.titleArgument?.text, shown.hasPrefix(object + "."),
            shown.dropFirst(object.count + 1).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
      let property = shown.dropFirst(object.count + 1).lowercased()
      return property.contains("status") || property.contains("state")
    }
  }

  /// The condition only tests whether the text an input shows is empty (`isTyping` with `let
  /// isTyping = !text.wrappedValue.isEmpty` on the border of `TextField("", text: text)`): the
  /// state is the text itself, which is seen and which VoiceOver reads as the field's value.
  static func testsOnlyOwnTextEmptiness(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    var tested = normalized(condition)
    // A local or constant that holds the test.
    if tested.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" }) {
      let negation = tested.hasPrefix("!")
      if let value = file.constant(named: tested.trimmingPrefix("!").description, in: view.enclosingType) {
        tested = (negation ? "!" : "") + normalized(value.text)
      }
    }
    while tested.hasPrefix("!") || tested.hasPrefix("(") && tested.hasSuffix(")") {
      tested = tested.hasPrefix("!") ? String(tested.dropFirst()) : String(tested.dropFirst().dropLast())
    }
    // `title == ""`, `title != ""`, `title.count == 0`, `title.count > 0`: the same test written out.
    if let spelling = ["==\"\"", "!=\"\"", ".count==0", ".count>0", ".count!=0"].first(where: tested.hasSuffix) {
      tested = String(tested.dropLast(spelling.count)) + ".isEmpty"
    }
    guard tested.hasSuffix(".isEmpty") else { return false }
    let text = boundText(String(tested.dropLast(".isEmpty".count)))
    guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
    let inputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    // The input itself, one it sits in, beside it, or inside it (QED's search row, its background
    // filled while the field inside has text).
    let ancestors = file.ancestry(of: view).steps.map(\.ancestor)
    var candidates = [view] + ancestors + file.descendants(of: view)
    if let parent = file.parent(of: view) { candidates += parent.children.map(file.view) }
    // Or beside a view around it (ABloom's connect button, filled while the code field beside the
    // button is empty), a few levels up.
    for ancestor in ancestors.prefix(4) { candidates += ancestor.children.map(file.view) }
    return candidates.contains { candidate in
      guard candidate.kind == .call else { return false }
      if inputs.contains(candidate.name) { return candidate.argument("text").map { boundText($0.text) } == text }
      // The project's own field (`ConnectCodeStrokeInputField(codeInputText: $vm.inputText)`) given the binding.
      return file.customView(named: candidate.name)?.holdsTextInput == true
        && candidate.arguments.contains { $0.value.text.hasPrefix("$") && boundText($0.value.text) == text }
    }
  }

  /// In the label of a `Toggle` bound to the tested flag (`Toggle(isOn: $isfav) { Label("Favorito",
  /// systemImage: "heart.fill").foregroundStyle(isfav ? .orange : .primary) }`, Neville's favourite
  /// switch): the switch shows the state, and VoiceOver reads it as the toggle's value.
  static func isInLabelOfToggleOfSameState(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    var tested = normalized(condition)
    while tested.hasPrefix("!") { tested.removeFirst() }
    tested = boundText(tested)
    guard !tested.isEmpty, tested.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
    return file.ancestry(of: view).steps.contains { step in
      // (The trailing closure is the label, as `label:` is. A style of the project's may draw no
      // switch, only the label: not the system's switch or button then.)
      step.ancestor.name == "Toggle" && (step.child.slot == .label || step.child.slot == .content)
        && step.ancestor.argument("isOn").map { boundText($0.text) } == tested
        && !([step.ancestor] + file.ancestry(of: step.ancestor).steps.map(\.ancestor)).contains { holder in
          holder.modifiers(named: "toggleStyle").contains { style in
            ![".switch", ".automatic", ".button", "SwitchToggleStyle()", "DefaultToggleStyle()"].contains(style.arguments.first?.value.text ?? "")
          }
        }
    }
  }

  /// `$text`, `self.text`, `text.wrappedValue` → `text`: the value a binding shows.
  static func boundText(_ expression: String) -> String {
    var text = normalized(expression)
    if text.hasPrefix("$") { text.removeFirst() }
    if text.hasPrefix("self.") { text.removeFirst(5) }
    // (`self.$isfav`.)
    if text.hasPrefix("$") { text.removeFirst() }
    if text.hasSuffix(".wrappedValue") { text.removeLast(".wrappedValue".count) }
    return text
  }

  /// Text shown beside the colored view under the same condition: `TextField(...).foregroundColor(
  /// prefix.isValid ? .primary : .red)` with `if !prefix.isEmpty, !prefix.isValid { Text("Only
  /// letters...") }` in the same container. The branch tests the same values the color does (all
  /// of them, among others); its text says the state in words.
  static func textShownUnderSameCondition(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    let colored = Set(testedSubjects(condition))
    guard !colored.isEmpty, let container = file.parent(of: view) else { return false }
    return file.descendants(of: container).contains { candidate in
      guard candidate.index != view.index, let branch = candidate.branchCondition,
            branch.split(separator: "·").contains(where: { colored.isSubset(of: testedSubjects(String($0))) }) else { return false }
      let texts: Set<String> = ["Text", "Label"]
      return texts.contains(candidate.name) || file.descendants(of: candidate).contains { texts.contains($0.name) }
    }
  }

  /// The condition is a private `@State` flag made `false` that the file never raises
  /// (Holiculture's `@State private var isStart = false`, its button setting other state;
  /// ``NeverPresentedSheets/isNeverRaised(_:in:bindings:)``): the colour never changes, so there is
  /// no state to show. (Not one an `init` seeds, `_isRead = State(initialValue: …)`.)
  static func testsPrivateStateNeverSet(_ condition: String, view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var flag = normalized(withoutOuterParentheses(condition))
    if flag.hasPrefix("!") { flag.removeFirst() }
    if flag.hasPrefix("self.") { flag.removeFirst(5) }
    guard !flag.isEmpty, flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let type = view.enclosingType,
          ConstantViewFlags.isPrivateStateFlag(flag, of: type, in: file), !file.sourceContains("_\(flag)") else { return false }
    let text = HandlerReach.droppingComments(String(decoding: file.sourceBytes, as: UTF8.self))
    return NeverPresentedSheets.isNeverRaised(flag, in: text, bindings: 0)
  }

  /// Words of the same type picked by the very same test, or its negation (`Text(viewModel.isNoneUser
  /// ? "존재하지 않는 사용자 입니다." : " ")` under a field outlined red on `viewModel.isNoneUser`,
  /// Sejong's account search): the message says what the colour marks.
  static func textChosenBySameCondition(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    let colored = Set(testedSubjects(condition))
    guard !colored.isEmpty else { return false }
    return file.views.contains { candidate in
      guard candidate.index != view.index, candidate.enclosingType == view.enclosingType, candidate.name == "Text",
            let title = candidate.titleArgument, case .ternary(let test, let shown, let other) = title.kind,
            colored.isSubset(of: testedSubjects(test.text)) else { return false }
      // The very test, or its negation (`quantity >= maximum` says nothing of `quantity <= 1`).
      let tested = normalized(withoutOuterParentheses(test.text)), marked = normalized(withoutOuterParentheses(condition))
      guard tested == marked || tested == "!" + marked || "!" + tested == marked else { return false }
      let says = { (value: ExpressionInfo) in
        value.stringLiteral.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? (value.kind == .interpolatedString)
      }
      return says(shown) || says(other)
    }
  }

  /// The values each clause of a condition tests: `!prefix.isEmpty, !prefix.isValid` and
  /// `if !prefix.isEmpty && !prefix.isValid` → `prefix.isEmpty`, `prefix.isValid`. Empty when a
  /// clause tests no plain value.
  /// A symbol or words of the same type faded in on the same values (`Image(systemName:
  /// "checkmark.seal.fill").opacity(questionEnded && allCorrectOptionsSelected ? 1 : 0)` in
  /// xikolo's quiz recap, beside counters tinted green): a shape, not only a colour, says it.
  static func pictureFadedInUnderSameCondition(_ condition: String, view: SwiftUIView, file: SwiftFileModel) -> Bool {
    let colored = Set(testedSubjects(condition))
    guard !colored.isEmpty else { return false }
    let own = Set([view.index] + file.descendants(of: view).map(\.index))
    return file.views.contains { candidate in
      guard candidate.enclosingType == view.enclosingType, !own.contains(candidate.index),
            ["Image", "Text", "Label"].contains(candidate.name) || file.descendants(of: candidate).contains(where: { ["Image", "Text", "Label"].contains($0.name) }),
            let opacity = candidate.modifiers.last(where: { $0.name == "opacity" })?.arguments.firstUnlabeled,
            case .ternary(let test, let shown, let hidden) = opacity.kind,
            // Shown or gone (`? 1 : 0`): a shape that appears. Dimmed (`? 1 : 0.5`) is lightness, a colour.
            [shown, hidden].contains(where: { $0.numberLiteral == 0 }) else { return false }
      // On the same values, or on two or more of them (the recap's seal on `questionEnded &&
      // allCorrectOptionsSelected`, the counter's tint also on `!recapEnded`); one value alone
      // (`questionEnded`) doesn't say which of the states the colour tells apart.
      let faded = Set(testedSubjects(test.text))
      return !faded.isEmpty && (colored.isSubset(of: faded) || faded.isSubset(of: colored) && faded.count >= min(2, colored.count))
    }
  }

  static func testedSubjects(_ condition: String) -> [String] {
    var text = condition.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("if ") { text.removeFirst(3) }
    // `else (not a, not b)` names what failed: not the same as showing on the state.
    if text.hasPrefix("else") { return [] }
    var clauses: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      if "([{".contains(character) { depth += 1 } else if ")]}".contains(character) { depth -= 1 }
      if depth == 0, character == "," { clauses.append(current); current = ""; continue }
      current.append(character)
    }
    clauses.append(current)
    let parts = clauses.flatMap { $0.components(separatedBy: "&&") }.flatMap { $0.components(separatedBy: "||") }
    var subjects: [String] = []
    for part in parts {
      guard let subject = conditionSubject(part) else { return [] }
      subjects.append(subject)
    }
    return subjects
  }

  /// Below this CIEDE2000 difference two flat colors are hard to tell apart at a glance, as with
  /// small indicators (a ΔE00 of 1 is a just-noticeable difference side by side).
  static let distinguishableDifference = 12.0

  /// The same visible color (both drawn, neither clear) at two opacities.
  static func differsOnlyInOpacity(_ a: RGBAColor, _ b: RGBAColor) -> Bool {
    guard a.alpha > 0, b.alpha > 0, a.alpha != b.alpha else { return false }
    return a.withAlpha(1).hexString == b.withAlpha(1).hexString
  }

  /// The backdrop a translucent color is assumed to lie on when the file doesn't show it: the opposite
  /// end of lightness (white dots at 70 % and 40 % are drawn on something dark, else they'd vanish).
  static func assumedBackdrop(for color: RGBAColor) -> RGBAColor {
    WCAGContrast.relativeLuminance(of: color.withAlpha(1)) >= 0.18 ? RGBAColor(white: 0) : RGBAColor(white: 1)
  }

  private func reportFaintOpacity(
    condition: String, first: (String, ResolvedColor), second: (String, ResolvedColor), at position: SourcePosition,
    _ context: inout RuleContext
  ) {
    let backdrop = Self.assumedBackdrop(for: first.1.color.light)
    let colorA = WCAGContrast.opaque(first.1.color.light, over: backdrop), colorB = WCAGContrast.opaque(second.1.color.light, over: backdrop)
    let difference = ColorDifference.ciede2000(colorA, colorB)
    guard difference < Self.distinguishableDifference else { return }
    let ratio = ContrastRatioText.ratio(WCAGContrast.contrastRatio(colorA, colorB))
    let shown = colorA.hexString == colorB.hexString ? "both \(colorA.hexString)" : "\(colorA.hexString) and \(colorB.hexString)"
    let shownKo = colorA.hexString == colorB.hexString ? "둘 다 \(colorA.hexString)" : "\(colorA.hexString)와 \(colorB.hexString)"
    let alphas = "\(Int((first.1.color.light.alpha * 100).rounded())) % / \(Int((second.1.color.light.alpha * 100).rounded())) %"
    context.report(at: position, LocalizedText(
      en: "the state '\(condition)' is shown only by the opacity of one color, \(first.0) / \(second.0) (\(alphas)): on \(backdrop.hexString) they are \(shown), ΔE00 \(String(format: "%.1f", difference)), \(ratio), a lightness difference too faint to notice for anyone; make the opacities further apart or add a shape that changes too",
      ko: "'\(condition)' 상태를 한 색의 불투명도(\(first.0) / \(second.0), \(alphas))로만 나타냅니다. \(backdrop.hexString) 위에서 \(shownKo)로 ΔE00 \(String(format: "%.1f", difference)), \(ratio)여서 누구에게나 밝기 차이가 너무 작습니다. 불투명도 차이를 키우거나 함께 바뀌는 모양을 추가하세요"),
      severity: .info)
  }

  private func report(
    condition: String, first: (String, ResolvedColor), second: (String, ResolvedColor), at position: SourcePosition,
    _ context: inout RuleContext
  ) {
    let colorA = WCAGContrast.opaque(first.1.color.light), colorB = WCAGContrast.opaque(second.1.color.light)
    // Two colors that look the same on the assumed white window (white and clear) differ only on a
    // backdrop the file doesn't show: no pair of "different colors" to judge.
    guard colorA.hexString != colorB.hexString else { return }
    var lost: [ColorVisionDeficiency] = []
    var detailsEn: [String] = [], detailsKo: [String] = []
    for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia] {
      let simulator = ColorVisionSimulator(deficiency)
      let simA = simulator.simulate(colorA), simB = simulator.simulate(colorB)
      let difference = ColorDifference.ciede2000(simA, simB)
      let ratio = WCAGContrast.contrastRatio(simA, simB)
      let hard = difference < Self.distinguishableDifference
      if hard { lost.append(deficiency) }
      detailsEn.append("\(deficiency.displayName): \(simA.hexString) vs \(simB.hexString), ΔE00 \(String(format: "%.1f", difference)), \(ContrastRatioText.ratio(ratio))\(hard ? ", hard to tell apart" : "")")
      detailsKo.append("\(deficiency.koreanName): \(simA.hexString) 대 \(simB.hexString), ΔE00 \(String(format: "%.1f", difference)), \(ContrastRatioText.ratio(ratio))\(hard ? ", 구별 어려움" : "")")
    }
    let pairEn = "\(first.0) (\(colorA.hexString)) / \(second.0) (\(colorB.hexString))"
    // Far apart in lightness (gray against black), the pair reads in grayscale too; only VoiceOver misses it.
    let readsInGrayscale = WCAGContrast.contrastRatio(colorA, colorB) >= 3
    let verdictEn = lost.isEmpty
      ? (readsInGrayscale
        ? "the colors stay distinguishable with the simulated deficiencies and in grayscale, but VoiceOver hears no difference"
        : "the colors stay distinguishable with the simulated deficiencies, but not in grayscale or for VoiceOver")
      : "hard to tell apart with \(lost.map(\.displayName).joined(separator: ", "))"
    let verdictKo = lost.isEmpty
      ? (readsInGrayscale
        ? "시뮬레이션한 색각 이상과 회색조에서는 구별되지만 VoiceOver에서는 차이가 전달되지 않습니다"
        : "시뮬레이션한 색각 이상에서는 구별되지만 회색조나 VoiceOver에서는 전달되지 않습니다")
      : "\(lost.map(\.koreanName).joined(separator: ", "))에서 구별하기 어렵습니다"
    context.report(at: position, LocalizedText(
      en: "the state '\(condition)' is shown only by color, \(pairEn): \(verdictEn) (\(detailsEn.joined(separator: "; "))); add a text, symbol or shape that changes too, and an accessibility value",
      ko: "'\(condition)' 상태를 색으로만 나타냅니다. \(pairEn): \(verdictKo) (\(detailsKo.joined(separator: "; "))). 함께 바뀌는 텍스트, 기호, 모양과 접근성 값을 추가하세요"),
      severity: lost.isEmpty ? nil : .error)
  }

  /// Tappable text in a link-like color with no underline and no link or button trait.
  private func checkColorOnlyLink(_ view: SwiftUIView, resolver: ColorResolver, _ context: inout RuleContext) {
    guard view.name == "Text", view.kind == .call, view.hasModifier("onTapGesture"),
          !view.hasModifier("underline"), view.addedTraits.isDisjoint(with: ["isLink", "isButton", "link", "button"]),
          // On a fill or in a border of its own the text is shaped as a control (a segment, a chip).
          !view.hasModifier("background"), !view.hasModifier("border"),
          let modifier = view.modifiers.last(where: { SwiftUIColorScene.foregroundModifiers.contains($0.name) || $0.name == "tint" }),
          let value = modifier.arguments.first?.value,
          let color = resolver.resolve(value, in: view.enclosingType, namespace: .swiftUI) else { return }
    // A double tap on text (rename a list by tapping its title twice, Listers) is a hidden
    // shortcut, not a link.
    if view.modifiers(named: "onTapGesture").contains(where: { ($0.arguments.first(labeled: "count")?.numberLiteral ?? 1) > 1 }) { return }
    let hsl = HSLColor(WCAGContrast.opaque(color.color.light))
    guard hsl.saturation > 0.35, hsl.hue >= 190, hsl.hue <= 260 else { return }
    context.report(at: modifier.position, LocalizedText(
      en: "tappable text marked as a link only by its color (\(WCAGContrast.opaque(color.color.light).hexString)): people who can't see the color, and VoiceOver, get no sign it is a link; add .underline() and .accessibilityAddTraits(.isLink), or use Link/Button",
      ko: "누를 수 있는 텍스트가 색(\(WCAGContrast.opaque(color.color.light).hexString))으로만 링크임을 나타냅니다. 색을 구별하지 못하는 사용자와 VoiceOver에는 링크라는 표시가 없으니 .underline()과 .accessibilityAddTraits(.isLink)를 추가하거나 Link/Button을 사용하세요"),
      severity: .info)
  }
}
