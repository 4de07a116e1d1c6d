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
        // The neighbour of the disabled stamp: a tap added after the view is disabled still runs (Olympsis' event cards).
        "struct Stamp: View { var body: some View { Image(\"stamp\").accessibilityLabel(\"스탬프\").disabled(true).↓onTapGesture { collect() } } }",
        // The neighbour of the looked-up character: the tap acts on every character, the trait only on some.
        "struct ChineseText: View { let character: Character; let isLookupable: Bool\n var body: some View { Text(String(character)).↓onTapGesture { onTap() }.accessibilityAddTraits(isLookupable ? .isButton : []) } }",
        // The neighbour of the link's analytics tap: this one also opens the documents.
        "struct Frequency: View { @State var showsDocs = false\n var body: some View { Text(docsTitle).↓onTapGesture {\n  WXMAnalytics.shared.trackEvent(.selectContent, parameters: [.contentType: .docs])\n  showsDocs = true\n} } }",
        // The neighbour of the tag button: the representable makes a label.
        "final class CornerLabel: UILabel {}\nstruct MainCardTagView: UIViewRepresentable {\n  let title: String\n  func makeUIView(context: Context) -> CornerLabel { CornerLabel(frame: .zero) }\n  func updateUIView(_ uiView: CornerLabel, context: Context) {}\n}\nstruct EditView: View { var body: some View { ForEach(cards) { card in MainCardTagView(title: card.title).↓onTapGesture { add(card) } } } }",
        // The neighbour of AirCasting's continue button: the member shows words only.
        "struct CreateSessionDetails: View { @State var showAlert = false\n var body: some View { VStack { continueButton.↓onTapGesture { showAlert = true } } }\n var continueButton: some View { Text(\"Continue\").padding() } }",
        // The neighbour of pilgrim's seal: its named action dismisses; sharing is only the tap's.
        "struct Seal: View { var body: some View { Image(uiImage: seal).↓onTapGesture { shareSeal() }.accessibilityElement().accessibilityLabel(label).accessibilityAction(named: \"Dismiss\") { dismiss() } } }",
        // The neighbour of the row every use makes a button: one use leaves the trait out.
        "struct SearchTypeRow: View { let title: String; let onTap: () -> Void\n var body: some View { HStack { Text(title); Spacer() }.contentShape(Rectangle()).↓onTapGesture { onTap() } } }\nstruct SearchTypes: View { @State var type = 0\n var body: some View { VStack { SearchTypeRow(title: \"정확\") { type = 0 }.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)\n SearchTypeRow(title: \"의미\") { type = 1 } } } }",
        // The neighbour of the spinning seal: the state the tap animates also opens the details.
        "struct FixupView: View { @State private var expanded = false\n var body: some View { VStack { Image(systemName: \"checkmark.seal\").scaleEffect(expanded ? 1.2 : 1).↓onTapGesture { withAnimation { expanded = true } }; if expanded { Text(\"수정 완료 내역\") } } } }",
        // The neighbours of the held backdrop and the popup-closing map: a swatch tapped to pick its colour,
        // and a map tapped to open a popup.
        "struct Swatch: View { let color: Color\n @Binding var picked: Color?\n var body: some View { color.↓onTapGesture { picked = color } } }",
        "struct 보관함지도: View { let viewStore: MapStore\n var body: some View { Map(position: $position).↓onTapGesture { viewStore.send(.popUpOpen) } } }",
        // The neighbour of the focus move: a method starting a focus session, a flag, not a field's focus.
        "struct Timer: View { @State private var isFocusing = false\n var body: some View { Text(\"집중 시작\").↓onTapGesture(perform: startFocusSession) }\n private func startFocusSession() { isFocusing = true } }",
        // An info symbol whose tap shows its tooltip: a button.
        "struct FeeRow: View { @State var showTooltip = false\n var body: some View { HStack { Text(\"수수료\"); Image(systemName: \"info.circle\").↓onTapGesture { showTooltip.toggle() } } } }",
        // On one line: the tooltip goes away, or else playback starts.
        "struct Player: View { @State var isTooltipOn = true\n var body: some View { VStack { Preview() }.↓onTapGesture { if isTooltipOn { isTooltipOn = false } else { player.play() } } } }",
        // The neighbour of the video editor's tooltips: the tap also starts playback.
        "struct VideoEditView: View { @State var isStampTooltipOn = true\n var body: some View { VStack { Preview(); Timeline() }.↓onTapGesture {\n if isStampTooltipOn {\n isStampTooltipOn = false\n }\n player.play()\n } } }",
        // The neighbour of the popup's backdrop: a video drawn full-screen under its controls, tapped to pause.
        "struct ReelPlayer: View { var body: some View { ZStack { PlayerView(player: player).edgesIgnoringSafeArea(.all).↓onTapGesture { isPlaying.toggle() }; VStack { Spacer(); Button(\"공유\") { share() } } } } }",
        // The neighbour of the popup's backdrop: a card with no button, closed only by tapping around it.
        "struct Popup: View { let onDismiss: () -> Void\n var body: some View { ZStack { theme.colors.shadow.ignoresSafeArea().↓onTapGesture { onDismiss() }; VStack { Text(\"저장했습니다\"); Text(\"바깥을 눌러 닫으세요\") } } } }",
        // The neighbour of the map tapped to clear its selection: the tap opens a screen.
        mapTap(action: "showsPlaceList = true"),
        // The neighbour of the tab's content: its tap selects another tab.
        tabContent(selects: "2"),
        // The neighbour of the review scrim: the card's button only saves.
        reviewScrim(doneCalls: "onSave()"),
        // The neighbour of the timed toast: its tap also opens the habit.
        toastModifier(tapAlsoCalls: "openHabit()"),
        // The neighbour of the toast its own closure dismisses: the tap runs another closure, opening what it tells of.
        "struct ToastView: View {\n  let message: String\n  let onDismiss: () -> Void\n  var body: some View {\n    Text(message)\n      .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 3.0) { onDismiss() } }\n      .↓onTapGesture { onOpen() }\n  }\n}",
        // The neighbour of the tapped text field: the view only shows the nickname.
        tappedFieldView(drawsAField: false),
        // The neighbour of the pressed card: the tap opens the card as well.
        pressedCard(alsoOpens: true),
        // The neighbour of the Apple sign-in chooser: its representables draw pictures.
        appleSignInChooser(drawsButtons: false),
        // The neighbour of the Apple Pay button: the representable draws only a picture.
        """
        struct ApplePaySetup: View {
          var body: some View {
            ApplePaySetupButton().frame(height: 44).↓onTapGesture { PKPassLibrary().openPaymentSetup() }
          }
        }
        struct ApplePaySetupButton: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView {
            let container = UIView()
            container.addSubview(UIImageView(image: UIImage(named: \"applepay\")))
            return container
          }
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
        """,
        // The neighbour of the recipient row: the modifier the method applies only pads.
        "struct PaddedRowModifier: ViewModifier { func body(content: Content) -> some View { content.padding(8) } }\nextension View { func paddedRow() -> some View { modifier(PaddedRowModifier()) } }\nstruct Contacts: View { var body: some View { VStack { HStack { Text(\"김민지\"); Text(email) }.paddedRow().↓onTapGesture { select() } } } }",
        // The neighbour of the haptic tap on menus: one use is on a plain text.
        "struct HapticTap: ViewModifier { let callback: (() -> Void)?\n func body(content: Content) -> some View { content.↓simultaneousGesture(TapGesture().onEnded { vibrate(); callback?() }) } }\nextension View { func onHapticTap(_ callback: (() -> Void)? = nil) -> some View { modifier(HapticTap(callback: callback)) } }\nstruct Wallet: View { var body: some View { VStack { Menu { Button(\"복사\") { copy() } } label: { Image(systemName: \"ellipsis\") }.onHapticTap(); Text(\"주소 보기\").onHapticTap { showAddress() } } } }",
        // The neighbour of the keyboard helper passed as the action: this one opens a screen.
        "struct CategoryRow: View { var body: some View { VStack { Text(\"식비\") }.↓onTapGesture(perform: openCategory) }\n func openCategory() { router.show(.category) } }",
        // The button trait on one side of a choice only.
        "struct RubricSquare: View { @State var isOn = false\n var body: some View { Text(\"3점\").accessibility(addTraits: isOn ? [.isButton, .isSelected] : .isSelected).↓onTapGesture { isOn.toggle() } } }",
        // The neighbour of the notice: the function's view is combined but says nothing of a button.
        "enum NotificationCell {\n  static func swapInExpiration() -> some View {\n    HStack { Image(systemName: \"exclamationmark.triangle\"); Text(\"Swap expiring\") }\n      .accessibilityElement(children: .combine)\n  }\n}\nstruct NotificationsView: View {\n  var body: some View {\n    NoticeBox { NotificationCell.swapInExpiration() }\n      .contentShape(Rectangle())\n      .↓onTapGesture { navigateToSwapInWallet() }\n  }\n}",
        // The neighbour of the council card: nothing in it announces what the tap does.
        "struct CouncilCard: View { let name: String\n var body: some View { VStack { Text(summary); Text(name) }.padding() } }\nstruct Widget: View { var body: some View { CouncilCard(name: council.name).↓onTapGesture { open(council) } } }",
        // The neighbour of the departures widget: the tap raises another flag than its Button.
        "struct DeparturesView: View { @Binding var showDetailsSheet: Bool\n var body: some View { VStack { Text(title); Button { showDetailsSheet = true } label: { content } } } }\nstruct DeparturesScreen: View { @State var showDetailsSheet = false\n var body: some View { Group { DeparturesView(showDetailsSheet: $showDetailsSheet) }.↓onTapGesture { showMap.toggle() } } }",
        // The neighbour of the post cell: also placed once outside a link.
        // The neighbour of the bars: the same value also shows the photo's caption.
        "struct PhotoSlider3: View { @State private var bars: Visibility = .visible\n var body: some View { ZStack { TabView { ForEach(photos) { photo in AsyncImage(url: photo.url).↓onTapGesture { withAnimation {\n if case .visible = bars {\n bars = .hidden\n } else {\n bars = .visible\n }\n } } } }.toolbar(bars); if bars == .visible { Text(caption) } } } }",
        // The neighbour of the photo viewer's bars: the same value also picks what the page shows.
        "struct PhotoSlider2: View { @State private var bars: Visibility = .visible\n var body: some View { TabView { ForEach(photos) { photo in AsyncImage(url: photo.url).↓onTapGesture { withAnimation {\n if case .visible = bars {\n bars = .hidden\n } else {\n bars = .visible\n }\n } } } }.toolbar(bars).overlay { Caption(photo).opacity(bars == .visible ? 1 : 0) } } }",
        "struct PostCell: View { var body: some View { VStack { Text(title); Text(\"Hidden by filters\").↓onTapGesture { revealed = true } } } }\nstruct Feed: View { var body: some View { VStack { NavigationLink(.post(post)) { PostCell() }; PostCell() } } }",
        // The neighbour: the tap does something else than the popup's Button.
        "struct Popup: View { let title: String\n let action: () -> Void\n var body: some View { VStack { Text(title); Button(\"Cancel\") { action() } } } }\nstruct Screen: View { @State var isShown = true\n var body: some View { if isShown { Popup(title: \"Delete?\", action: { isShown.toggle() }).↓onTapGesture { deleteAll() } } } }",
        // The Button doing the same is in the other `#available` branch: below iOS 26 only the tap is there.
        "struct CancelButton: View { @Environment(\\.dismiss) var dismiss\n var body: some View {\n if #available(iOS 26, *) { Button { dismiss() } label: { Image(systemName: \"xmark\").accessibilityLabel(\"Back\") } }\n else { Label(\"Back\", systemImage: \"xmark.circle.fill\").labelStyle(.iconOnly).↓onTapGesture { dismiss() } }\n } }",
        "struct A: View { var body: some View { VStack { Text(\"아메리카노\") }.↓onTapGesture { select() } } }",
        "struct A: View { var body: some View { Image(\"card\").accessibilityLabel(\"Card\").↓onTapGesture(count: 1) { flip() } } }",
        // The neighbour of the photo emptying its pin selection: the tap throws away a draft.
        "struct ImageView: View {\n  @State var selectedPin: Pin? = nil\n  @State var draft: String? = nil\n  var body: some View {\n    Image(uiImage: photo).resizable()\n      .↓onTapGesture {\n        draft = nil // 선택된 핀을 nil로 만듬\n      }\n  }\n}",
        // The neighbour of the photo emptying its pin selection: the mark shown only on the selected row, tapped to deselect it.
        "struct SearchBookListRow: View {\n  @Binding var selectedBookID: String?\n  let book: Book\n  var body: some View {\n    HStack {\n      Text(book.title)\n      if selectedBookID == book.isbn {\n        SelectedCircle().↓onTapGesture { selectedBookID = nil }\n      }\n    }\n  }\n}",
        // The neighbour of the hidden triple tap: one tap, through the gesture modifier.
        "struct AppIconView: View { var body: some View { Form { Section {} footer: { Text(\"찾는 자는 찾으리라\").↓gesture(TapGesture(count: 1).onEnded { _ in onSafeModeDisableTapped() }) } } } }",
        "struct A: View { var body: some View { Text(\"More\").↓gesture(TapGesture().onEnded { more() }) } }",
        "struct A: View { var body: some View { HStack { }.↓simultaneousGesture(TapGesture().onEnded { expand() }) } }",
        "struct A: View { var body: some View { Text(\"Terms\").↓highPriorityGesture(TapGesture().onEnded { open() }) } }",
        "struct A: View { var body: some View { HStack { Text(\"#tag\").↓onTapGesture { open(tag) } }.accessibilityElement(children: .combine) } }",
        "struct A: View { var body: some View { Form { Text(\"x\") }.↓onTapGesture { closeKeyboard() } }\n func closeKeyboard() { focused = nil; showDetails = true } }",
        // The neighbours of the buzzing icon: it buzzes and schedules a reminder through the file's
        // own `notification(for:)`, and it buzzes and opens the release notes.
        "struct ReminderRow: View { let item: Item\n var body: some View { Text(item.title).↓onTapGesture { HapticManager.shared.impact(style: .light); notification(for: item) } }\n func notification(for item: Item) { scheduler.schedule(item) } }",
        "struct VersionView: View { var body: some View { Image(\"version_icon\").↓onTapGesture { HapticManager.shared.notification(type: .success); openURL(releaseNotes) } } }",
        // A guard that saves a draft before taking focus away: it does what a Save button would.
        "struct Draft: View { @FocusState var isFocused: Bool\n var body: some View { Text(\"저장\").↓onTapGesture {\n  guard saveFocusedDraft() else { return }\n  isFocused = false\n } } }",
        // The neighbour of the keyboard-dismissing modifier: after the focus test, it opens something.
        "extension View {\n  func openOnTap(focused: FocusState<Bool>.Binding) -> some View {\n    self.contentShape(Rectangle()).↓onTapGesture {\n      guard focused.wrappedValue else { return }\n      openDetail()\n    }\n  }\n}",
        // An optional closure passed in by the parent runs the action.
        "struct Row: View { let onTap: (() -> Void)?\n var body: some View { VStack { Text(\"Preset\") }.↓onTapGesture { onTap?() } } }",
        // A caller passes the callback: the title is a control.
        "struct TitleRow: View { let title: String\n var onTap: (() -> Void)? = nil\n var body: some View { Text(title).font(.title2).↓onTapGesture { onTap?() } } }\nstruct IDScreen: View { var body: some View { VStack { TitleRow(title: \"신분증\", onTap: { showDetails() }) } } }",
        "struct AccessRowModel { let name: String\n var onTapAction: (() -> Void)?\n}\nstruct AccessRow: View { let model: AccessRowModel\n var body: some View { HStack { Text(model.name) }.↓onTapGesture { model.onTapAction?() } } }\nfunc rows() -> [AccessRowModel] { var row = AccessRowModel(name: \"방\"); row.onTapAction = { openRoom() }; return [row] }",
        // The neighbour of the profile's menu: the tap opens the menu rather than closing it.
        "struct Profile: View { @State var showProfileMenu = false\n var body: some View { ScrollView { Text(name) }.↓onTapGesture { showProfileMenu = true } } }",
        // The neighbour of the screen tapped to put its popup away: the popup's own "확인" text.
        "struct 루틴팝업: View { @StateObject var viewModel = RoutineViewModel()\n var body: some View { VStack { Text(\"루틴을 삭제했어요\"); Text(\"확인\").padding().background(Color.green).↓onTapGesture { viewModel.isPopUpVisible = false } } } }",
        // The neighbour of the popup put away: this tap marks the routine done.
        "struct 루틴메인: View { @StateObject var viewModel = RoutineViewModel()\n var body: some View { ZStack { Color.green; VStack { Text(\"오늘의 루틴\"); RoutineList() } }.↓onTapGesture {\n viewModel.isRoutineDone = true\n } } }",
        // The neighbour of the reader's overlay: the flag the tap toggles marks a favourite; no bar reads it.
        "struct Reader: View { @State private var isFavourite = false\n var body: some View { ZStack { PageViewer(); VStack { Text(title) }.opacity(isFavourite ? 1 : 0.5).↓onTapGesture { isFavourite.toggle() } } } }",
        // The neighbour of the tap-to-dismiss modifier: the callback after closing the keyboard picks the row.
        "struct Row: View { let onSelect: (() -> Void)?\n var body: some View { VStack { Text(\"프리셋\") }.↓onTapGesture { dismissKeyboard(); onSelect?() } } }",
        // The neighbour of the keyboard's flag cleared: this flag closes the comments.
        "struct 도움말: View { @State var showKeyboardShortcuts = true\n var body: some View { Image(systemName: \"xmark\").↓onTapGesture { showKeyboardShortcuts = false } } }",
        "struct 게시글상세: View { @State var showComments = true\n var body: some View { ScrollView { Text(post.content) }.↓onTapGesture { dismissKeyboard(); showComments = false } } }",
        // The mini player's own Button shares; the tap expands it, which no Button does.
        "struct MiniPlayer2: View { var body: some View { HStack { Text(title); Button(action: { share() }) { Image(systemName: \"square.and.arrow.up\") } } } }\nstruct Player2: View { var body: some View { MiniPlayer2().↓onTapGesture { expand() } } }",
        // A full-size layer that holds a symbol: an element VoiceOver lands on.
        "struct Menu2: View { var body: some View { ZStack { GeometryReader { _ in Image(systemName: \"xmark\") }.background(Color.black.opacity(0.5)).↓onTapGesture { close() }; Text(\"Menu\") } } }",
        // The same value also shows the invitee's details: the tap reveals content.
        "struct Invitee2: View { @State private var isExpanded = false\n var body: some View { VStack { Text(email).lineLimit(isExpanded ? nil : 1).↓onTapGesture { isExpanded = true }; if isExpanded { Text(details) } } } }",
        // One of the two rows a Group shows is no button element: that row's tap is unannounced.
        "struct TripCard2: View { var body: some View { VStack { Text(trip) }.accessibilityElement(children: .ignore).accessibilityLabel(trip).accessibilityAddTraits(.isButton) } }\nstruct PlainStopRow: View { var body: some View { HStack { Text(stop) } } }\nstruct Saved2: View { var body: some View { Group { if isTrip { TripCard2() } else { PlainStopRow() } }.↓onTapGesture { open(row) } } }",
        // The Button beside it toggles something else: the tap's action has no control.
        "struct Overview2: View { @State var isExpanded = false\n var body: some View { VStack { Text(overview).font(.subheadline).↓onTapGesture { withAnimation { self.isExpanded.toggle() } }; Button(action: { self.isShared.toggle() }) { Text(\"Share\") } } } }",
        // A list that selects, but never in edit mode: the tap is the only way to select a row.
        "struct Picker2: View { var body: some View { List(selection: $selected) { ForEach(movies, id: \\.self) { movie in MovieRow(movie).↓onTapGesture { selected.insert(movie) } } } } }",
        // The overlay stays until tapped: its tap is its only close control.
        "struct Toast2: View { @State var isShown = false\n var body: some View { if isShown { Text(\"Saved\").↓onTapGesture { isShown = false } } }\n func show() { isShown = true; DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log() } } }",
        // The same tap on text always shown: the toggle would open what the tap closes.
        // The neighbour of the tapped preview: placed whatever the flag, it may be tapped while the Button isn't the way back.
        markdownPreview(placedWhile: "renderMarkdown"),
        "struct DebtorInfo: View { @State private var showPopover = false\n var body: some View { ZStack { Text(\"기한이 지난 빚의 수\").↓onTapGesture { withAnimation { showPopover = false } }; HStack { Button { withAnimation { showPopover.toggle() } } label: { Text(count) } } } } }",
        // The neighbour of the colour token: an image token is a picture VoiceOver can land on.
        "struct Main: View { @State var popup: Popup?\n var body: some View { if let popup { ZStack { Constant.Images.overlay.ignoresSafeArea().↓onTapGesture { self.popup = nil }; PopupCard(title: popup.title) } } } }",
        // The neighbour of the popover tip: tapped, it opens the filter, which no button in it does.
        "struct ScheduleToolbar: View { @State var showingTip = true\n  var body: some View { Button(\"필터\") { filter() }.popover(isPresented: $showingTip) { Text(\"좋아하는 아티스트만 볼 수 있어요\").padding().↓onTapGesture { openFilter() } } } }",
      ],
      nonTriggering: [
        // A chip whose accessibility children are a real toggle for the same choice (MBTA's weekday chips).
        "struct 요일칩: View { @Binding var days: Set<Int>; let day: Int\n var body: some View { Text(\"월\").onTapGesture { days.formSymmetricDifference([day]) }.accessibilityElement(children: .ignore).accessibilityChildren { Toggle(isOn: .init(get: { days.contains(day) }, set: { _ in days.formSymmetricDifference([day]) })) { Text(\"월요일\") } } } }",
        // A button exactly when the tap acts (Zili's characters: punctuation stays plain text).
        "struct ChineseText: View { let character: Character; let isLookupable: Bool\n var body: some View { Text(String(character)).onTapGesture { if isLookupable { onTap() } }.accessibilityAddTraits(isLookupable ? .isButton : []) } }",
        "struct Stamp: View { var body: some View { Image(\"stamp\").onTapGesture { collect() }.disabled(true) } }",
        // A representable making one of the app's UIButton subclasses (GeometricWeather's card tags): a button already.
        "final class CornerButton: UIButton {}\nstruct MainCardTagView: UIViewRepresentable {\n  let title: String\n  func makeUIView(context: Context) -> CornerButton { CornerButton(frame: .zero) }\n  func updateUIView(_ uiView: CornerButton, context: Context) {}\n}\nstruct EditView: View { var body: some View { ForEach(cards) { card in MainCardTagView(title: card.title).onTapGesture { add(card) } } } }",
        // A member whose body is a button (AirCasting's continue button): the tap adds to a button.
        "struct CreateSessionDetails: View { @State var showAlert = false\n var body: some View { VStack { continueButton.onTapGesture { showAlert = true } } }\n var continueButton: some View { Button(action: next) { Text(\"Continue\") }.buttonStyle(BlueButtonStyle()) } }",
        // A row every use of which adds the button trait (Visionable's search types): the trait goes to the tapped stack.
        "struct SearchTypeRow: View { let title: String; let onTap: () -> Void\n var body: some View { HStack { Text(title); Spacer() }.contentShape(Rectangle()).onTapGesture { onTap() } } }\nstruct SearchTypes: View { @State var type = 0\n var body: some View { VStack { SearchTypeRow(title: \"정확\") { type = 0 }.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)\n SearchTypeRow(title: \"의미\") { type = 1 }.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton) } } }",
        // A tap that only spins the success seal (Cowabunga's easter egg): a flourish, nothing to do.
        "struct FixupView: View { @State private var angle = 0.0\n var body: some View { Image(systemName: \"checkmark.seal\").font(.system(size: 64)).rotationEffect(.degrees(angle)).onTapGesture { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 3600 } } } }",
        // A tip in a popover, tapped to put it away (Festivl's schedule filter tip).
        "struct ScheduleToolbar: View { @State var showingTip = true\n  var body: some View { Button(\"필터\") { filter() }.popover(isPresented: $showingTip) { Text(\"좋아하는 아티스트만 볼 수 있어요\").padding().onTapGesture { showingTip = false } } } }",
        // A tile built by a function that marks it a button, tapped where it is placed (BabyDashboard's "Add Baby").
        "struct MainView: View { @State var isShowingAddBaby = false\n  var body: some View { addBabyPlaceholder().onTapGesture { isShowingAddBaby = true } }\n  func addBabyPlaceholder() -> some View { VStack { Image(systemName: \"person.crop.circle.badge.plus\"); Text(\"아기 추가\") }.padding().accessibilityAddTraits(.isButton) } }",
        // The key window found first, then editing ended (Yakssok's mate form).
        "struct MateRegistrationView: View { @State var name = \"\"\n var body: some View { VStack { TextField(\"이름\", text: $name) }.onTapGesture {\n if let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene,\n let window = windowScene.windows.first {\n window.endEditing(true)\n }\n } } }",
        // A popup's backdrop tapped to dismiss it, the card over it holding its own buttons.
        "struct Popup: View { let onDismiss: () -> Void\n var body: some View { ZStack { theme.colors.shadow.ignoresSafeArea().onTapGesture { onDismiss() }; VStack { Text(\"삭제할까요?\"); Button(\"취소\") { onDismiss() }; Button(\"삭제\") { delete() } } } } }",
        mapTap(action: "selectedPlace = nil"),
        // A tab's content tapped to select the tab it is (swiftui-ios-chat).
        tabContent(selects: "1"),
        // A scrim closing a review whose card has a Done button doing the same (Biyaherong).
        reviewScrim(doneCalls: "onClose()"),
        // A toast whose tap calls the dismissal a work item runs after a delay (HabitPanda).
        toastModifier(tapAlsoCalls: ""),
        // A toast calling the dismissal closure it is given after three seconds, and on a tap (habbitio's).
        "struct ToastView: View {\n  let message: String\n  let onDismiss: () -> Void\n  var body: some View {\n    Text(message)\n      .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 3.0) { onDismiss() } }\n      .onTapGesture { onDismiss() }\n  }\n}",
        // A project text field tapped to note the focus (Funch's nickname field).
        tappedFieldView(drawsAField: true),
        // A representable around a UIKit button (Ostelco's Apple Pay setup): VoiceOver meets that button.
        """
        struct ApplePaySetup: View {
          var body: some View {
            ApplePaySetupButton().frame(height: 44).onTapGesture { PKPassLibrary().openPaymentSetup() }
          }
        }
        struct ApplePaySetupButton: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView {
            let container = UIView()
            container.addSubview(PKPaymentButton(paymentButtonType: .setUp, paymentButtonStyle: .black))
            return container
          }
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
        """,
        // A view drawing one of two such representables by the colour scheme (Jotify's Sign in with Apple).
        appleSignInChooser(drawsButtons: true),
        // An extension method applying a `ViewModifier` that makes the row one button element.
        "struct RecipientRowModifier: ViewModifier { func body(content: Content) -> some View { content.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton) } }\nextension View { func recipientRow() -> some View { modifier(RecipientRowModifier()) } }\nstruct Contacts: View { var body: some View { VStack { HStack { Text(\"김민지\"); Text(email) }.recipientRow().onTapGesture { select() } } } }",
        // The same, applied in a custom view's body: the caller's tap is on a button element.
        "struct RecipientRowModifier: ViewModifier { func body(content: Content) -> some View { content.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton) } }\nextension View { func recipientRow() -> some View { modifier(RecipientRowModifier()) } }\nstruct RecipientCell: View { let name: String\n var body: some View { HStack { Text(name) }.recipientRow() } }\nstruct Search: View { var body: some View { VStack { RecipientCell(name: \"김민지\").onTapGesture { select() } } } }",
        // The tap shows or hides the bars over a photo viewer (Pfadi Seesturm): the bar's close button is reached while shown.
        "struct PhotoSlider: View { @State private var bars: Visibility = .visible\n var body: some View { TabView { ForEach(photos) { photo in AsyncImage(url: photo.url).onTapGesture { withAnimation {\n if case .visible = bars {\n bars = .hidden\n } else {\n bars = .visible\n }\n } } } }.toolbar(bars).toolbar { ToolbarItem { Button(\"닫기\") { dismiss() } } } } }",
        // The button trait on both sides of a choice, in the older `.accessibility(addTraits:)` form (Canvas's rubric squares).
        "struct RubricSquare: View { @State var isOn = false\n var body: some View { Text(\"3점\").accessibility(addTraits: isOn ? [.isButton, .isSelected] : .isButton).onTapGesture { isOn.toggle() } } }",
        // The box shows a project function's view that is one element with the button trait (Phoenix's notices).
        "enum NotificationCell {\n  static func swapInExpiration() -> some View {\n    HStack { Image(systemName: \"exclamationmark.triangle\"); Text(\"스왑 만료 예정\") }\n      .accessibilityElement(children: .combine)\n      .accessibilityAddTraits(.isButton)\n  }\n}\nstruct NotificationsView: View {\n  var body: some View {\n    NoticeBox { NotificationCell.swapInExpiration() }\n      .contentShape(Rectangle())\n      .onTapGesture { navigateToSwapInWallet() }\n  }\n}",
        // A cell every use of which is a link's label (`NavigationLink(.post(post)) { … }`, an app's
        // own initializer taking a page value; Mlem's feed): VoiceOver reaches the link.
        "struct PostCell: View { var body: some View { VStack { Text(title); Text(\"Hidden by filters\").onTapGesture { revealed = true } } } }\nstruct Feed: View { var body: some View { ForEach(posts) { post in NavigationLink(.post(post)) { PostCell() } } } }",
        // Taps counted toward developer settings (Session's version footer).
        "struct Footer: View { @State var versionTapCount = 0\n var body: some View { Text(version).onTapGesture { handleVersionTap() } }\n private func handleVersionTap() { versionTapCount += 1\n  if versionTapCount >= 9 { enableDeveloperMode() } }\n}",
        // The tap runs the closure the popup's own Button calls (Linphone's popups).
        "struct Popup: View { let title: String\n let action: () -> Void\n var body: some View { VStack { Text(title); Button(\"Cancel\") { action() } } } }\nstruct Screen: View { @State var isShown = true\n var body: some View { if isShown { Popup(title: \"Delete?\", action: { isShown.toggle() }).onTapGesture { isShown.toggle() } } } }",
        // A popover shown only while its flag is set, closed by its tap or by the Button that toggles it.
        "struct DebtorInfo: View { @State private var showPopover = false\n var body: some View { ZStack { Text(\"기한이 지난 빚의 수\").opacity(showPopover ? 1 : 0).onTapGesture { withAnimation { showPopover = false } }; HStack { Button { withAnimation { showPopover.toggle() } } label: { Text(count) } } } } }",
        // A preview placed only while previewing, tapped to go back to editing beside the menu's Button that toggles it (speechnotes).
        markdownPreview(placedWhile: "renderMarkdown && showPreview"),
        // A "Read more" Button beside the text toggles the same state: the tap is a shortcut.
        "struct Overview: View { @State var isExpanded = false\n var body: some View { VStack { Text(overview).font(.subheadline).onTapGesture { withAnimation { self.isExpanded.toggle() } }; Button(action: { withAnimation { self.isExpanded.toggle() } }, label: { Text(isExpanded ? \"Less\" : \"Read more\") }) } } }",
        // Rows of a list that selects in edit mode: the tap only mirrors the list's own selection.
        "struct Picker1: View { var body: some View { List(selection: $selected) { ForEach(movies, id: \\.self) { movie in MovieRow(movie).onTapGesture { if self.selected.contains(movie) { self.selected.remove(movie) } else { self.selected.insert(movie) } } } }.environment(\\.editMode, .constant(.active)) } }",
        // A toast a timer hides: the tap only hides it early.
        "struct Toast: View { @State var isShown = false\n var body: some View { if isShown { Text(\"Saved\").onTapGesture { self.isShown = false } } }\n func show() { withAnimation { isShown = true; DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { withAnimation { self.isShown = false } } } } }",
        // A popup's backdrop held in a value (PDF Easy), and a map tapped only to close the popup over it (Mappin).
        "struct PopupView<Content: View>: View { @Binding var isPresenting: Bool; let backgroundColor: Color\n var body: some View { ZStack { backgroundView; content } }\n @ViewBuilder var backgroundView: some View { let color = self.backgroundColor\n color.onTapGesture { self.isPresenting = false } } }",
        "struct 보관함지도: View { let viewStore: MapStore\n var body: some View { Map(position: $position).onTapGesture { if viewStore.state.listPins != nil { viewStore.send(.popUpClose) } } } }",
        // A popup's backdrop drawn with a colour token (`Constant.Color.overlay`): a colour, no element.
        "struct Main: View { @State var popup: Popup?\n var body: some View { if let popup { ZStack { Constant.Color.overlay.ignoresSafeArea().onTapGesture { self.popup = nil }; PopupCard(title: popup.title) } } } }",
        // A dimmed backdrop behind a side menu, tapped to close it: only a color, no element.
        "struct SideMenu2: View { var body: some View { if isOpen { ZStack { GeometryReader { _ in EmptyView() }.background(Color.black.opacity(0.5)).onTapGesture { toggleMenu() } }; MenuContent() } } }",
        // A tap that only lifts a line limit: VoiceOver reads the truncated text whole.
        "struct Invitee: View { @State private var isExpanded = false\n var body: some View { Text(email).lineLimit(isExpanded ? nil : 1).onTapGesture { isExpanded = true }.animation(.default, value: isExpanded) } }",
        // The same, with the text reflowed onto one line while truncated and the start state set on appear.
        "struct Overview: View { @State private var isTruncated = true\n var body: some View { Text(isTruncated ? (overview ?? \"\").singleLined() : overview ?? \"\").lineLimit(isTruncated ? 4 : nil).onTapGesture { withAnimation(.snappy) { isTruncated.toggle() } }.onAppear { isTruncated = isPhone } } }",
        // Each row the Group shows is a project view that is one element with the button trait.
        "struct TripCard: View { var body: some View { VStack { Text(trip) }.accessibilityElement(children: .ignore).accessibilityLabel(trip).accessibilityAddTraits([.isButton, .updatesFrequently]) } }\nstruct StopRow: View { var body: some View { HStack { Text(stop) }.accessibilityElement(children: .ignore).accessibilityLabel(stop).accessibilityAddTraits(.isButton) } }\nstruct Saved: View { var body: some View { Group { if isTrip { TripCard() } else { StopRow() } }.contentShape(Rectangle()).onTapGesture { open(row) } } }",
        // A bell tapped inside a row that is one element and offers the bell as a named action.
        "struct Departure: View { var body: some View { VStack { Text(headsign); bell }.onTapGesture(perform: onTap).accessibilityElement(children: .ignore).accessibilityLabel(summary).accessibilityAddTraits(.isButton).accessibilityActions { Button(hasAlarm ? \"Remove alarm\" : \"Add alarm\") { toggleAlarm() } } }\n @ViewBuilder private var bell: some View { if canAlarm { Image(systemName: hasAlarm ? \"bell.fill\" : \"bell\").onTapGesture { toggleAlarm() } } } }",
        // A tap anywhere on the screen skips the replay animation to its end.
        "struct ReplayView: View { var body: some View { GeometryReader { proxy in VStack { Text(\"단어\"); Cube() } }.onTapGesture { skipReplay() } } }",
        "struct Intro: View { var body: some View { ZStack { Color.black; Text(\"Welcome\") }.ignoresSafeArea().onTapGesture { withAnimation { showAll = true } } } }",
        // A tap that places something where the finger lands: positional, not a button.
        "struct CanvasView: View { var body: some View { ZStack { Text(\"Map\") }.onTapGesture(coordinateSpace: .local) { location in place(at: location) } } }",
        "struct PressStyle: PrimitiveButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.onTapGesture { configuration.trigger() } } }",
        "struct CheckStyle: ToggleStyle { func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; Image(systemName: \"checkmark\") }.onTapGesture { configuration.isOn.toggle() } } }",
        "struct A: View { var body: some View { HStack { Image(\"x\").accessibilityLabel(\"닫기\").accessibilityAddTraits(.isButton) }.onTapGesture { close() } } }",
        "struct A: View { var body: some View { HStack { Button(\"Play\") { play() } }.onTapGesture { expand() } } }",
        "struct A: View { var body: some View { Circle().fill(.red).overlay { Text(\"Rec\") }.onTapGesture { record() }.accessibilityRepresentation { Button(\"Record\") { record() } } } }",
        "struct A: View { var body: some View { ScrollView { Text(\"x\") }.onTapGesture {} } }",
        "struct A: View { var body: some View { VStack { Text(\"메모\") }.onTapGesture { isFocused = true } } }",
        // A tap that only buzzes (Naenio's version icon): no action a button would offer.
        "struct VersionView: View { var body: some View { Image(\"version_icon\").onTapGesture { HapticManager.shared.notification(type: .warning) } } }",
        // A tap on the collapsed chips handing focus to the field beside them, through a method (SwissTransfer).
        "struct RecipientsField: View { enum Field { case textField }\n @FocusState private var focusedView: Field?\n @State private var text = \"\"\n var body: some View { HStack { Text(\"받는 사람 3명\").onTapGesture(perform: didTapCollapsedChips); TextField(\"이메일\", text: $text).focused($focusedView, equals: .textField) } }\n private func didTapCollapsedChips() { focusedView = .textField } }",
        // A keyboard-dismissing modifier given the field's focus binding (Pokit's `dismissKeyboard(focused:)`).
        "extension View {\n  func dismissKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n    self.contentShape(Rectangle()).onTapGesture {\n      guard focused.wrappedValue else { return }\n      focused.wrappedValue = false\n    }\n  }\n}",
        "struct A: View { var body: some View { VStack { Text(\"x\") }.onTapGesture {\n  // keep the keyboard from closing\n} } }",
        // A video editor tapped anywhere to step through its first-run tooltips.
        "struct VideoEditView: View { @State var isStampTooltipOn = true\n @State var isDragEditTooltipOn = false\n var body: some View { VStack { Preview(); Timeline() }.onTapGesture {\n if isStampTooltipOn {\n isStampTooltipOn = false\n isDragEditTooltipOn = true\n tooltipManager.setStampTooltipOff()\n } else if isDragEditTooltipOn {\n isDragEditTooltipOn = false\n }\n } } }",
        "struct VideoView: View { @State var isRecordTooltipOn = true\n var body: some View { CameraPreview().onTapGesture {\n isRecordTooltipOn = false\n videoDataManager.setIsRecordTooltipOn(false)\n } } }",
        "struct A: View { var body: some View { Form { Text(\"x\") }.onTapGesture { UIApplication.shared.endEditing() } } }",
        // A card tapped only to play a press: it shrinks for a moment and nothing else happens (grounded's chatGPT card).
        pressedCard(alsoOpens: false),
        // A tap beside a link that only records it for the app's makers (weatherXM's documentation link).
        "struct Frequency: View { var body: some View { Text(linkText).simultaneousGesture(TapGesture().onEnded {\n  WXMAnalytics.shared.trackEvent(.selectContent, parameters: [.contentType: .docs])\n}) } }",
        // A tap that only logs (a token printed while debugging): nothing a person would use.
        "struct HomeAppBar: View { var body: some View { Text(\"home-title\").font(.title2).onTapGesture { print(Keychain.standard.string(forKey: \"token\") ?? \"없음\") } } }",
        // A shared helper ending text editing, written in another module (goolbitg's consumption-habit form).
        "struct HabitsView: View { @State var text = \"\"\n var body: some View { WithPerceptionTracking { contentView.onTapGesture { endTextEditing() } } }\n var contentView: some View { VStack { Text(\"소비 습관\"); TextField(\"금액\", text: $text) } } }",
        // A design system's keyboard helper passed as the action (FinancialControl's forms).
        "struct CategoryFormView: View { var body: some View { VStack { TextField(\"이름\", text: $name) }.onTapGesture(perform: closeKeyboard) } }",
        "struct A: View { var body: some View { Form { Text(\"x\") }.onTapGesture { closeKeyboard() } }\n func closeKeyboard() { UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) } }",
        "struct A: View { var body: some View { VStack { Text(\"아메리카노\") }.onTapGesture { select() }.accessibilityAddTraits(.isButton) } }",
        "struct A: View { var body: some View { Text(\"Terms\").accessibilityAddTraits([.isLink]).onTapGesture { open() } } }",
        "struct A: View { var body: some View { Button(\"x\") { }.onTapGesture { } } }",
        "struct A: View { var body: some View { Text(\"x\").onTapGesture(count: 2) { like() } } }",
        // A tap on the photo that only empties the pin selection (BSNM's feedback photo): a tap outside the pins.
        "struct ImageView: View {\n  @State var selectedPin: Pin? = nil\n  @State var draft: String? = nil\n  var body: some View {\n    Image(uiImage: photo).resizable()\n      .onTapGesture {\n        selectedPin = nil // 선택된 핀을 nil로 만듬\n      }\n  }\n}",
        // A triple tap on a footer, a hidden switch (Bsuir's icon safe mode): no single tap to announce.
        "struct AppIconView: View { var body: some View { Form { Section {} footer: { Text(\"찾는 자는 찾으리라\").gesture(TapGesture(count: 3).onEnded { _ in onSafeModeDisableTapped() }) } } } }",
        "struct A: View { var body: some View { Color.clear.onTapGesture { dismissKeyboard() }.accessibilityHidden(true) } }",
        // The keyboard put away and the flag that tracks it cleared (DogWalk's post and chat screens).
        "struct 게시글상세: View { @State var showKeyboard = false\n var body: some View { ScrollView { Text(post.content) }.onTapGesture {\n self.dismissKeyboard()\n showKeyboard = false\n } } }",
        // 1Byte's routine screen: a tap on the screen puts away the popup its view model shows.
        "struct 루틴메인: View { @StateObject var viewModel = RoutineViewModel()\n var body: some View { ZStack { Color.green; VStack { Text(\"오늘의 루틴\"); RoutineList() } }.onTapGesture {\n viewModel.isPopUpVisible = false\n } } }",
        // Spawn's profile: a tap on the content closes the menu shown over it.
        "struct Profile: View { @State var showProfileMenu = false\n var body: some View { ScrollView { Text(name) }.onTapGesture {\n if showProfileMenu {\n showProfileMenu = false\n }\n } } }",
        // Palace's PDF reader: a tap on the page overlay shows or hides it and the navigation bar.
        "struct Reader: View { @State private var showingInfo = true\n var body: some View { ZStack { PageViewer(); VStack { Text(title); Spacer(); Text(pageNumber) }.opacity(showingInfo ? 1 : 0).contentShape(Rectangle()).onTapGesture { showingInfo.toggle() } }.navigationBarHidden(!showingInfo) } }",
        // Palace's tap-to-dismiss modifier: the keyboard closes and the owner is told.
        // No construction passes the callback and nothing assigns it: the tap runs nil (EUDI Wallet's titles).
        "struct TitleRow: View { let title: String\n var onTap: (() -> Void)? = nil\n var body: some View { Text(title).font(.title2).onTapGesture { onTap?() } } }\nstruct IDScreen: View { var body: some View { VStack { TitleRow(title: \"신분증\") } } }",
        "struct AccessRowModel { let name: String\n var onTapAction: (() -> Void)?\n}\nstruct AccessRow: View { let model: AccessRowModel\n var body: some View { HStack { Text(model.name) }.onTapGesture { model.onTapAction?() } } }\nfunc rows() -> [AccessRowModel] { [AccessRowModel(name: \"방\", onTapAction: nil)] }",
        // A haptic tap that every use adds to a Menu: the menu is the control VoiceOver activates.
        "struct HapticTap: ViewModifier { let callback: (() -> Void)?\n func body(content: Content) -> some View { content.simultaneousGesture(TapGesture().onEnded { vibrate(); callback?() }) } }\nextension View { func onHapticTap(_ callback: (() -> Void)? = nil) -> some View { modifier(HapticTap(callback: callback)) } }\nstruct Wallet: View { var body: some View { Menu { Button(\"복사\") { copy() } } label: { Image(systemName: \"ellipsis\") }.onHapticTap() } }",
        "struct DismissKeyboardOnTap: ViewModifier {\n  let onDismiss: (() -> Void)?\n  func body(content: Content) -> some View { content.contentShape(Rectangle()).simultaneousGesture(TapGesture().onEnded {\n    dismissKeyboard()\n    onDismiss?()\n  }) }\n}",
        "struct A: View { var body: some View { HStack { Text(\"x\").onTapGesture { } }.accessibilityElement(children: .ignore).accessibilityLabel(\"Row\").accessibilityAddTraits(.isButton) } }",
        "struct A: View { var body: some View { Text(\"x\").gesture(DragGesture()) } }",
        "struct A: View { var body: some View { Text(\"x\").background { Color.clear.contentShape(Rectangle()).onTapGesture { open() } } } }",
        "struct A: View { var body: some View { HStack { AvatarView(url).onTapGesture { } }.accessibilityElement(children: .combine).accessibilityAction { open() } } }",
        // The tap's action offered as a named accessibility action on the same view (pilgrim's seal).
        "struct Seal: View { var body: some View { Image(uiImage: seal).onTapGesture { shareSeal() }.accessibilityElement().accessibilityLabel(label).accessibilityAction(named: \"Share seal\") { shareSeal() } } }",
        // The mini player holds a chevron Button that expands it; the tap anywhere on it does the same.
        "struct MiniPlayer: View { @Binding var mode: PlayerMode\n func toggleMode() { mode.toggleExpanded() }\n var body: some View { HStack { Text(title); chevron } }\n private var chevron: some View { Button(action: { toggleMode() }) { Image(systemName: \"chevron.up\") } } }\nstruct Player: View { @State var mode = PlayerMode.small\n func toggleMode() { withAnimation { mode.toggleExpanded() } }\n var body: some View { MiniPlayer(mode: $mode).onTapGesture { toggleMode() } } }",
        // A card whose name announces a link, opened by a tap on the card (GOV.UK's council card).
        "struct CouncilCard: View { let name: String\n var body: some View { VStack { Text(summary); Text(name).accessibilityAddTraits(.isLink) }.padding() } }\nstruct Widget: View { var body: some View { CouncilCard(name: council.name).onTapGesture { open(council) } } }",
        // The widget's Button raises the flag that shows the sheet; the tap around it raises it too (TUM Campus).
        "struct DeparturesView: View { @Binding var showDetailsSheet: Bool\n var body: some View { VStack { Text(title); Button { showDetailsSheet = true } label: { content } } } }\nstruct DeparturesScreen: View { @State var showDetailsSheet = false\n var body: some View { Group { DeparturesView(showDetailsSheet: $showDetailsSheet) }.onTapGesture { showDetailsSheet.toggle() } } }",
      ],
      corrections: [
        RuleCorrection(
          before: "struct Card: View {\n  var body: some View {\n    VStack { Text(\"Latte\") }\n      .onTapGesture { order() }\n  }\n}",
          after: "struct Card: View {\n  var body: some View {\n    VStack { Text(\"Latte\") }\n      .onTapGesture { order() }\n      .accessibilityAddTraits(.isButton)\n  }\n}"),
      ]),
    fixes: [.safe, .suggestion],
    otherSeverities: [.warning],
  )

  /// A tab view whose first tab's content, tagged 1, sets the selection to `selects` when tapped
  /// (marked unless that is its own tag).
  static func tabContent(selects: String) -> RuleExample {
    RuleExample("""
      struct ChannelsView: View { var body: some View { List { Text("채널") } } }
      struct MainTabView: View {
        @State private var selectedIndex = 1
        var body: some View {
          TabView(selection: $selectedIndex) {
            ChannelsView().tabItem { Image(systemName: "bubble.left") }.\(selects == "1" ? "" : "↓")onTapGesture { selectedIndex = \(selects) }.tag(1)
            SettingsView().tabItem { Image(systemName: "gear") }.tag(2)
          }
        }
      }
      """)
  }

  /// A review card over a scrim that closes it when tapped (unless the review runs), the card's
  /// Done button calling `doneCalls`; marked when the button doesn't close it too.
  static func reviewScrim(doneCalls: String) -> RuleExample {
    RuleExample("""
      struct ReviewModal: View {
        let isRunning: Bool
        let onClose: () -> Void
        var body: some View {
          ZStack {
            ReviewStyle.scrim.\(doneCalls == "onClose()" ? "" : "↓")onTapGesture { if !isRunning { onClose() } }
            card
          }
        }
        private var card: some View { VStack { Text("검토 결과"); Button("완료") { \(doneCalls) } } }
      }
      """)
  }

  /// A toast modifier whose tap dismisses the toast (and calls `tapAlsoCalls`), a work item
  /// dismissing it after a delay too; marked when the tap does more.
  static func toastModifier(tapAlsoCalls: String) -> RuleExample {
    RuleExample("""
      struct ToastModifier: ViewModifier {
        @Binding var toast: Toast?
        @State private var workItem: DispatchWorkItem?
        func body(content: Content) -> some View { content.overlay { toastView() } }
        @ViewBuilder func toastView() -> some View {
          if let toast { ToastView(title: toast.title).\(tapAlsoCalls.isEmpty ? "" : "↓")onTapGesture { if toast.tapToDismiss { dismissToast() }; \(tapAlsoCalls) } }
        }
        private func showToast() {
          let task = DispatchWorkItem { dismissToast() }
          workItem = task
          DispatchQueue.main.asyncAfter(deadline: .now() + 3, execute: task)
        }
        private func dismissToast() { withAnimation { toast = nil }; workItem?.cancel() }
        func openHabit() { router.open(.habit) }
      }
      """)
  }

  /// A nickname view, drawing a text field in a member or only the nickname, tapped where it is used.
  static func tappedFieldView(drawsAField: Bool) -> RuleExample {
    RuleExample("""
      struct NicknameField: View {
        @Binding var text: String
        var body: some View { HStack { Image(systemName: "person"); field; Text("\\(text.count)/9") } }
        private var field: some View { \(drawsAField ? "TextField(\"\", text: $text)" : "Text(text)") }
      }
      struct ProfileEditor: View {
        var body: some View { NicknameField(text: $nickname).\(drawsAField ? "" : "↓")onTapGesture { select(.nickname) } }
      }
      """)
  }

  /// A layer spread under the safe areas (`.ignoresSafeArea()`) in a `ZStack`, with a later layer
  /// that holds a control (a `Button`, or a project view named as one).
  static func isBackdropBehindControls(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // A colour, a shape or a colour held in a value; a video or other view drawn full-screen is content.
    guard view.kind != .call || ["Color", "Rectangle"].contains(view.name) || view.name.hasPrefix("Color."),
          view.hasModifier("ignoresSafeArea") || view.hasModifier("edgesIgnoringSafeArea"), view.slot == .content,
          let stack = file.parent(of: view), stack.name == "ZStack" else { return false }
    return stack.children.map(file.view).contains { layer in
      guard layer.index > view.index, layer.slot == .content else { return false }
      return ([layer] + file.descendants(of: layer)).contains { $0.isControl || $0.kind == .call && $0.name.hasSuffix("Button") }
    }
  }

  /// A colour held in a value named so (`color`, `backgroundColor`, `dimColor`), not a project view.
  static func isHeldColor(_ view: SwiftUIView) -> Bool {
    guard view.kind == .reference, view.children.isEmpty else { return false }
    return (view.name.split(separator: ".").last.map(String.init) ?? view.name).lowercased().hasSuffix("color")
  }

  /// The action names the popup it closes (`send(.popUpClose)`, `closePopup()`, `dismissPopup()`);
  /// not a tap that only clears a value (`popup = nil` on a picture is that picture's tap).
  static func closesAPopup(_ tapText: String) -> Bool {
    let compact = actionBody(tapText).replacingOccurrences(of: " ", with: "").lowercased()
    return compact.contains("popup") && ["close", "dismiss", "hide"].contains(where: compact.contains)
  }

  /// A tap that closes something: `onDismiss()`, `dismiss()`, `isPresented = false`, `selected = nil`.
  /// The tap's action is one statement: a flag set false, a `dismiss()`, or one `send` of an
  /// action named for hiding (`viewStore.send(.hideFilterTutorial)`).
  static func onlyPutsAway(_ tapText: String) -> Bool {
    let body = actionBody(tapText).trimmingCharacters(in: .whitespacesAndNewlines)
    let statements = body.split(whereSeparator: { $0 == "\n" || $0 == ";" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard statements.count == 1, let only = statements.first else { return false }
    let compact = only.replacingOccurrences(of: " ", with: "").lowercased()
    return compact.hasSuffix("=false") || compact.hasSuffix("dismiss()") || compact.contains("send(") && ["hide", "dismiss", "close"].contains(where: compact.contains)
  }

  static func dismisses(_ tapText: String) -> Bool {
    let compact = tapText.replacingOccurrences(of: " ", with: "").lowercased()
    return ["dismiss", "close", "hide", "=false", "=nil"].contains { compact.contains($0) }
  }

  /// A map of places whose background tap runs `action` (marked unless it only clears the selection).
  static func mapTap(action: String) -> RuleExample {
    RuleExample("""
      struct PlacesMap: View {
        @State private var selectedPlace: Place?
        var body: some View {
          Map(position: $position) { ForEach(places) { place in Annotation(place.name, coordinate: place.coordinate) { PlacePin(place) } } }
            .\(action.hasSuffix("nil") ? "" : "↓")onTapGesture { withAnimation(.snappy(duration: 0.2)) { \(action) } }
        }
      }
      """)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      guard let tap = view.tapGestureModifier, !view.isControl, !Self.isContentless(view), !Self.holdsOnlyFills(view, in: file) else { continue }
      if view.isDisabledForGood(after: tap) { continue }  // the tap never runs
      // A view member whose body is a control (`var continueButton: some View { Button(…) }`,
      // AirCasting's): the tap adds to a button VoiceOver already announces.
      if let member = file.viewMember(referencedBy: view), !member.roots.isEmpty,
         member.roots.allSatisfy({ file.views[$0].isControl }) { continue }
      let tapText = file.text(from: tap.start, to: tap.end)
      if Self.doesNothingAButtonWould(tapText, onContent: CustomViewSummarizer.containers.contains(view.name) || view.name == "ScrollView") { continue }
      // A tap on a map that only clears what is selected (Machi's `selected = nil`): a tap on the
      // map's background, as outside a popover; the pins are what VoiceOver reaches and selects.
      if view.name == "Map", Self.onlyClearsSelection(tapText) { continue }
      // Elsewhere, a tap that only empties a selection (`selectedPin = nil` on BSNM's feedback
      // photo, whose pins select and deselect themselves): a tap outside what is selected.
      // (Not a mark shown only while selected, `if selectedBookID == book.isbn { SelectedCircle()
      // .onTapGesture { selectedBookID = nil } }`: tapping it is the way to deselect.)
      if Self.onlyClearsSelection(tapText, named: true), !Self.showsOnlyWhileSelected(view, clearedIn: tapText) { continue }
      // A tap that only sets off an effect on the picture (`withAnimation { isRotating = 3600 }`
      // read only by `.rotationEffect`, Cowabunga's seal): a hidden flourish, no function withheld.
      if Self.onlyAnimatesAnEffect(tapText, in: file) { continue }
      // `{ onTap?() }` with a callback no construction passes and nothing assigns: the tap runs nil.
      if let callback = UnsetCallbacks.callback(calledBy: tapText, in: view.enclosingType, of: file),
         context.project.callbacksNeverSet.contains(callback) { continue }
      // `.onTapGesture { hideKeyboardTapped() }` with a helper of the file that only resigns the keyboard.
      if tapText.contains("{"), HandlerReach.doesNothingAButtonWould(Self.actionBody(tapText), in: file) { continue }
      // `.onTapGesture(perform: closeKeyboard)`: the function passed, read as its call.
      if !tapText.contains("{"), let function = Self.performedFunction(tapText),
         HandlerReach.doesNothingAButtonWould(function + "()", in: file) { continue }
      // `.onTapGesture(perform: didTapCollapsedChips)` whose body only moves focus
      // (`focusedView = .textField`, SwissTransfer's recipient chips): VoiceOver users reach the field.
      if !tapText.contains("{"), let function = Self.performedFunction(tapText) {
        let bodies = HandlerReach.bodies(of: function, in: file, preferring: view.enclosingType).map(HandlerReach.droppingSignature)
        if !bodies.isEmpty, bodies.allSatisfy({ Self.onlySetsFocusState($0, of: view.enclosingType, in: file) }) { continue }
      }
      if Self.onlyLiftsLineLimit(view, tapText: tapText, in: file) { continue }
      // A tap that only plays a press (a card shrinking for a moment, grounded's chatGPT card): no
      // function a button would give anyone.
      if Self.onlyAnimatesAPress(tapText: tapText, in: file) { continue }
      // Taps counted toward a hidden action (a version footer tapped nine times opens developer
      // settings, Session): an easter egg, not a control anyone is meant to find.
      if HandlerReach.countsTapsTowardHiddenAction(Self.actionBody(tapText), in: file) { continue }
      // A tap anywhere on a whole screen (skip an animation, show the chrome) is no control a
      // person looks for; a tap that reads where the finger landed (`{ location in }`) is
      // positional, like a canvas: neither is a missing button.
      if view.slot == .root, Self.fillsScreen(view) { continue }
      // The backdrop behind a popup, tapped to dismiss it (`theme.colors.shadow.ignoresSafeArea()
      // .onTapGesture { onDismiss() }` under a card with its own buttons): a shortcut beside the
      // popup's controls, as tapping outside a system sheet is.
      if Self.isBackdropBehindControls(view, in: file), Self.dismisses(tapText) { continue }
      // A colour held in a value and tapped to close what it lies behind (`color.onTapGesture {
      // isPresenting = false }`, PDF Easy's popup backdrop); or any view tapped only to close a
      // popup over it (`send(.popUpClose)`, Mappin's map): tapping outside, a shortcut beside the
      // popup's own controls.
      if Self.dismisses(tapText), Self.isHeldColor(view) || Self.closesAPopup(tapText) { continue }
      // A popover's own content tapped to put it away (Festivl's filter tip, `hideFilterTutorial`):
      // the popover closes like any other, by a tap outside or VoiceOver's escape.
      // (Only that: `onReport(comment); showingMenu = false` reports, then closes: a button.)
      if case .modifier(let name, _) = view.slot, name == "popover", Self.dismisses(tapText), Self.onlyPutsAway(tapText) { continue }
      // A tap that only shows or hides the screen's chrome, the bars and the very overlay it is on
      // (Palace's PDF reader): tapping the page to bring the controls back, not a control to find.
      if Self.onlyTogglesChrome(view, tapText: tapText, in: file) { continue }
      if Self.usesTouchLocation(file.text(from: tap.start, to: tap.end)) { continue }
      // Inside a button or toggle style's body the tap is the control's own: it has the role.
      if let style = view.enclosingType, Self.isControlStyle(style, file) { continue }
      // `.accessibilityRepresentation { Button(...) }` speaks for the view; a control or a button
      // inside it is what VoiceOver activates.
      if view.hasModifier("accessibilityRepresentation") { continue }
      // `.accessibilityElement(children: .ignore).accessibilityChildren { Toggle(…) }` (MBTA's
      // weekday chips): the control given as the element's children is what VoiceOver reaches.
      if let children = view.modifiers.first(where: { $0.name == "accessibilityChildren" }),
         ["Toggle(", "Button(", "Button {", "Link("].contains(where: file.text(from: children.start, to: children.end).contains) { continue }
      if file.descendants(of: view).contains(where: { !$0.context.isHidden && ($0.isControl || $0.addedTraits.contains("isButton") || $0.addedTraits.contains("isLink")) }) {
        continue
      }
      // `NoticeBox { NotificationCell.swapInExpiration() }`: a project function whose view is one
      // element with the button trait (Phoenix's notices) is what VoiceOver activates.
      // (The tapped view itself too, `addBabyPlaceholder().onTapGesture { … }`.)
      // (Inside it, only one that is a whole element: a heart icon marked a button in a card is not the card.)
      if Self.callsActivatableViewFunction(view, in: file, asWhole: true)
        || file.descendants(of: view).contains(where: { Self.callsActivatableViewFunction($0, in: file, asWhole: false) }) { continue }
      // `Group { if trip { BookmarkCard(row) } else { StopRow(row) } }.onTapGesture { open(row) }`:
      // a project view that is a control, or one element with the button or link trait, as the
      // project index summarises its body, is what VoiceOver activates, as in place.
      if Self.isActivatableCustomView(view, in: file) || Self.holdsOnlyActivatableCustomViews(view, in: file) { continue }
      // A custom view whose own Button runs what the tap runs (a mini player whose chevron
      // Button expands it, tapped anywhere to expand): the tap repeats a Button VoiceOver reaches.
      if Self.repeatsAButtonInside(view, tapText: tapText, in: file) { continue }
      // A Button beside it doing the same, a List's own row selection, an early dismissal of an
      // overlay a timer hides: no control is missing.
      if Self.repeatsAButtonBeside(view, tapText: tapText, in: file) || Self.onlyMirrorsListSelection(view, tapText: tapText, in: file)
        || Self.onlyHidesSelfClosingOverlay(view, tapText: tapText, in: file)
        || Self.onlyHurriesATimedDismissal(view, tapText: tapText, in: file)
        || Self.onlySelectsItsOwnTab(view, tapText: tapText) { continue }
      if view.context.isHidden || view.context.replacingAncestor != nil || view.context.enclosingControl != nil { continue }
      // In a view every use of which is a button's or link's label (Mlem's post cell in a
      // `NavigationLink`): the control is the element VoiceOver reaches, as in place.
      if let owner = view.enclosingType, context.project.viewsOnlyInControlLabels.contains(owner) { continue }
      // The outer view of a body every use of which adds the button or link trait: the trait a
      // use adds goes to that view (Visionable's search-type rows).
      if let owner = view.enclosingType, view.parent == nil, file.declarations.viewBodies[owner]?.contains(view.index) == true,
         context.project.viewsMadeButtonsByEveryUse.contains(owner) { continue }
      // The content of a modifier every use of which is on a control (a haptic on each `Menu`'s tap).
      if let owner = view.enclosingType, context.project.tapModifiersOnlyOnControls.contains(TypeIndex.simpleName(owner)) { continue }
      // A layer behind the content that catches taps is not an element VoiceOver reaches.
      if case .modifier(let name, _) = view.slot, name == "background" { continue }
      let traits = view.addedTraits
      if traits.contains("isButton") || traits.contains("isLink") { continue }
      // The trait on the very test the tap acts on (`.onTapGesture { if isLookupable { onTap() } }`
      // with `.accessibilityAddTraits(isLookupable ? .isButton : [])`, Zili's characters): a
      // button exactly when the tap does something.
      if Self.addsButtonTraitWhenTheTapActs(view, tapText: tapText) { continue }
      // The view offers what the tap does as an accessibility action (`.accessibilityAction(named:
      // "Share seal") { shareSeal() }`, pilgrim's seal): VoiceOver users reach it there.
      let tapCalls = GestureSupport.calledNames(in: tapText).subtracting(["onTapGesture"])
      if !tapCalls.isEmpty, view.modifiers.contains(where: { modifier in
        ["accessibilityAction", "accessibilityActions"].contains(modifier.name)
          && !GestureSupport.calledNames(in: file.text(from: modifier.start, to: modifier.end)).isDisjoint(with: tapCalls)
      }) { continue }
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
        ko: "\(KoreanParticle.topic.attach(to: "\(view.name)")) 탭으로 동작하지만 VoiceOver가 버튼으로 안내하지 않습니다. Button을 쓰거나 .accessibilityAddTraits(.isButton)을 추가하세요"),
        needsReview: needsReview,
        fix: needsReview ? nil : Fix(
          summary: LocalizedText(en: "add the button trait", ko: "버튼 특성 추가"), edits: [insertion],
          applicability: Self.traitIsSafe(view, tap: tap, in: file) ? .safe : .suggestion))
    }
  }

  /// `Text(email).lineLimit(isExpanded ? nil : 1).onTapGesture { isExpanded = true }`: the tap
  /// only sets what lifts a line limit of the view (or of a text inside it), and nothing else in
  /// the file reads that value. VoiceOver reads a truncated text whole, so the tap hides nothing
  /// from it.
  static func onlyLiftsLineLimit(_ view: SwiftUIView, tapText: String, in file: SwiftFileModel) -> Bool {
    let limits = ([view] + file.descendants(of: view)).flatMap { $0.modifiers(named: "lineLimit") }
    let conditions = limits.compactMap { limit -> String? in
      guard case .ternary(let condition, _, _)? = limit.arguments.firstUnlabeled?.kind else { return nil }
      return condition.text
    }
    guard !conditions.isEmpty else { return false }
    var statements = actionBody(tapText).split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: .whitespaces) }
    // `withAnimation { isExpanded.toggle() }`: the animation wraps the same assignment.
    statements = statements.flatMap { statement -> [String] in
      guard statement.hasPrefix("withAnimation") else { return [statement] }
      guard let open = statement.firstIndex(of: "{") else { return statement == "withAnimation" ? [] : [statement] }
      let inner = statement[statement.index(after: open)...].trimmingCharacters(in: CharacterSet(charactersIn: " }"))
      return inner.isEmpty ? [] : [inner]
    }.filter { $0 != "}" && !$0.isEmpty }
    guard !statements.isEmpty else { return false }
    var names: Set<String> = []
    for statement in statements {
      var target: Substring
      if statement.hasSuffix(".toggle()") {
        target = statement.dropLast(".toggle()".count)
      } else if let equals = statement.range(of: "=") {
        let value = statement[equals.upperBound...].trimmingCharacters(in: .whitespaces)
        target = statement[..<equals.lowerBound]
        let name = target.trimmingCharacters(in: .whitespaces)
        guard value == "true" || value == "false" || value == "!" + name || value == "!self." + name.replacingOccurrences(of: "self.", with: "") else { return false }
      } else {
        return false
      }
      var name = target.trimmingCharacters(in: .whitespaces)
      if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            conditions.contains(where: { Self.wordCount(name, in: $0) > 0 }) else { return false }
      names.insert(name)
    }
    // Nothing else reads it: its declaration, the line limits, the tap and `.animation(_:value:)`
    // are every mention of it in the file; so are other writes (`.onAppear { isTruncated =
    // isPhone }` picks where it starts) and a text that shows the same words either way, only
    // reflowed (`Text(isTruncated ? overview.singleLined() : overview)`).
    var readers = file.views.flatMap { $0.modifiers.filter { $0.name == "lineLimit" || $0.name == "animation" } }
      .map { file.text(from: $0.start, to: $0.end) }
    readers += file.views.compactMap { text -> String? in
      guard text.name == "Text", case .ternary(_, let first, let second)? = text.titleArgument?.kind else { return nil }
      let (a, b) = (normalizedText(first.text), normalizedText(second.text))
      guard !a.isEmpty, !b.isEmpty, a.contains(b) || b.contains(a) else { return nil }
      return text.titleArgument?.text
    }
    let source = String(decoding: file.sourceBytes, as: UTF8.self).replacingOccurrences(of: tapText, with: "")
    return names.allSatisfy { name in
      let known = 1 + readers.reduce(0) { $0 + wordCount(name, in: $1) } + statements.reduce(0) { $0 + wordCount(name, in: $1) }
        + writeCount(name, in: source)
      return file.sourceOccurrences(of: name) <= known
    }
  }

  /// An expression's text without spaces, to see whether one is part of another.
  /// A prompt card scaled down while `isPressed`, tapped to play the press (and to open it).
  static func pressedCard(alsoOpens: Bool) -> RuleExample {
    RuleExample("""
      struct PromptCard: View {
        @State private var isPressed = false
        var body: some View {
          ZStack { RoundedRectangle(cornerRadius: 20).fill(Color.white); Text("오늘의 질문") }
            .scaleEffect(isPressed ? 0.97 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: isPressed)
            .\(alsoOpens ? "↓" : "")onTapGesture {
              isPressed.toggle()
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { isPressed = false }
              \(alsoOpens ? "openPrompt()" : "")
            }
        }
      }
      """)
  }

  /// Modifiers that draw a press: a flag read only by them changes the look for a moment.
  static let pressModifiers = [".scaleEffect(", ".animation(", ".shadow(", ".brightness("]

  /// The tap sets or toggles only press flags (`isPressed.toggle()`, `isPressed = false` after a
  /// delay) that the file reads nowhere but in press modifiers (`.scaleEffect(isPressed ? 0.97 : 1)`).
  static func onlyAnimatesAPress(tapText: String, in file: SwiftFileModel) -> Bool {
    let body = actionBody(tapText)
    var flags = Set(CustomValueControlRule.assignmentTargets(in: body).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 })
    var rest = Substring(body)
    while let toggle = rest.range(of: ".toggle()") {
      let name = rest[..<toggle.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { flags.insert(String(name.reversed())) }
      rest = rest[toggle.upperBound...]
    }
    guard !flags.isEmpty, flags.allSatisfy({ !$0.contains(".") && ($0.lowercased().contains("press") || $0.lowercased().contains("tapped")) })
    else { return false }
    // Nothing else is called: `isPressed.toggle()`, `DispatchQueue.main.asyncAfter`, `withAnimation`.
    let plumbing: Set<String> = ["toggle", "asyncAfter", "now", "withAnimation", "spring", "easeInOut", "easeOut", "easeIn", "main", "DispatchQueue"]
    guard HandlerReach.callNames(in: body).allSatisfy(plumbing.contains) else { return false }
    let source = String(decoding: file.sourceBytes, as: UTF8.self)
    return flags.allSatisfy { flag in
      let pattern = #"\b"# + NSRegularExpression.escapedPattern(for: flag) + #"\b(?!\s*=[^=])(?!\.toggle\(\))"#
      // Each line that reads the flag (not a write, not its declaration) reads it in a press modifier.
      let reads = source.split(separator: "\n").filter { line in
        let code = line.trimmingCharacters(in: .whitespaces)
        return !code.hasPrefix("@State") && !code.hasPrefix("@GestureState") && !code.hasPrefix("var ") && !code.hasPrefix("private var ")
          && code.range(of: pattern, options: .regularExpression) != nil
      }
      return !reads.isEmpty && reads.allSatisfy { line in pressModifiers.contains(where: line.contains) }
    }
  }

  static func normalizedText(_ text: String) -> String {
    text.filter { !$0.isWhitespace }
  }

  /// Assignments to `name` (`name = value`, `self.name = value`), not its declaration nor a comparison.
  static func writeCount(_ name: String, in text: String) -> Int {
    let escaped = NSRegularExpression.escapedPattern(for: name)
    guard let pattern = try? NSRegularExpression(pattern: #"(?<!\bvar |\blet |[\w.])(?:self\.)?"# + escaped + #"\s*=(?!=)"#) else { return 0 }
    return pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
  }

  /// How often `word` occurs in `text` as a whole identifier.
  static func wordCount(_ word: String, in text: String) -> Int {
    let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
    var count = 0
    var start = text.startIndex
    while let range = text.range(of: word, range: start..<text.endIndex) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !(before.map(isIdentifier) ?? false), !(after.map(isIdentifier) ?? false) { count += 1 }
      start = range.upperBound
    }
    return count
  }

  /// A call of a project function (not a view type) whose returned view has the button or link trait.
  /// `asWhole`: the tapped view is the function's result itself, so a trait on a stack that stays
  /// a container counts; inside it, only one element made so does.
  static func callsActivatableViewFunction(_ view: SwiftUIView, in file: SwiftFileModel, asWhole: Bool) -> Bool {
    guard !view.context.isHidden else { return false }
    // `makeRow()` is a call; `NotificationCell.swapInExpiration()` reads as the type with the
    // function as its first member.
    let function: String?
    switch view.kind {
    case .call: function = file.customView(named: view.name) == nil ? view.name : nil
    // (`addBabyPlaceholder()`, called with nothing, reads as a reference of that name: a function
    // its own type declares, not a property of that name.)
    case .reference where view.name.first?.isUppercase == true: function = view.modifiers.first?.name
    case .reference:
      function = file.declarations.functions.contains { $0.name == view.name && file.innermostTypeName(at: $0.body.lowerBound) == view.enclosingType }
        ? view.name : nil
    default: function = nil
    }
    guard let function, let effect = file.project.viewFunctionEffects[function] else { return false }
    // (On a stack that stays a container, the trait goes to each element in it, and a double tap on
    // any reaches the stack's tap: BabyDashboard's "Add Baby" tile.)
    return (asWhole || effect.makesElement) && !effect.addedTraits.isDisjoint(with: ["isButton", "isLink"])
  }

  /// speechnotes' note editor: a markdown preview member placed `if \(placedWhile)`, tapped to set
  /// `showPreview = false`, beside a menu Button toggling `showPreview` (marked unless the place
  /// is only while `showPreview`).
  static func markdownPreview(placedWhile condition: String) -> RuleExample {
    let marked = !condition.contains("showPreview")
    return RuleExample("""
      struct NoteEditorView: View {
        @State private var showPreview = false
        var body: some View {
          VStack { if \(condition) { markdownPreview } else { TextEditor(text: $draft) } }
            .toolbar { Menu { Button { showPreview.toggle() } label: { Label(showPreview ? "편집" : "미리 보기", systemImage: "eye") } } label: { Image(systemName: "ellipsis.circle") } }
        }
        private var markdownPreview: some View {
          MarkdownPreviewView(markdown: draft).\(marked ? "↓" : "")onTapGesture { showPreview = false }
        }
      }
      """)
  }

  /// Jotify's sign-up screen tapping a view that draws the black or the white Sign in with Apple
  /// button by the colour scheme; without `drawsButtons`, its representables draw images.
  static func appleSignInChooser(drawsButtons: Bool) -> RuleExample {
    func made(_ style: String) -> String {
      drawsButtons ? "ASAuthorizationAppleIDButton(type: .signIn, style: .\(style))" : "UIImageView(image: UIImage(named: \"apple_\(style)\"))"
    }
    return RuleExample("""
      struct SignUpView: View {
        var body: some View {
          VStack { DynamicSignInWithApple().frame(width: 280, height: 60).\(drawsButtons ? "" : "↓")onTapGesture(perform: auth.presentSignInWithApple); Text("또는") }
        }
      }
      struct DynamicSignInWithApple: View {
        @Environment(\\.colorScheme) var colorScheme
        var body: some View { if colorScheme == .light { SignInWithAppleBlack() } else { SignInWithAppleWhite() } }
      }
      final class SignInWithAppleBlack: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { \(made("black")) }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      final class SignInWithAppleWhite: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { \(made("white")) }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """)
  }

  /// A use of a project view whose body is a control, or one element that says it is a button or
  /// a link (`.accessibilityElement(children: .ignore).accessibilityAddTraits(.isButton)`).
  static func isActivatableCustomView(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // A representable around a UIKit button (`ApplePaySetupButton` making a `PKPaymentButton`).
    if view.kind == .call, !view.context.isHidden, file.project.representablesMakingControls.contains(view.name) { return true }
    guard view.kind == .call, !view.context.isHidden, let summary = file.customView(named: view.name) else { return false }
    if summary.content == .control || summary.touchesOneControl || summary.announcesARoleInside { return true }
    // A design system's text field tapped to note which field has focus: VoiceOver announces the
    // field, and its double tap focuses it.
    if summary.holdsTextInput { return true }
    return !summary.addedTraits.isDisjoint(with: ["isButton", "isLink"])
  }

  /// Every element the view's content shows (through stacks, groups, `ForEach` and branches) is
  /// such a project view, or hidden, or decoration; and there is at least one.
  static func holdsOnlyActivatableCustomViews(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var found = false
    var pending = view.children.map(file.view).filter { $0.slot == .content }
    while let next = pending.popLast() {
      if next.context.isHidden || CustomViewSummarizer.decoration.contains(next.name) { continue }
      if isActivatableCustomView(next, in: file) {
        found = true
        continue
      }
      guard next.kind == .call, CustomViewSummarizer.containers.contains(next.name) || next.name == "ForEach" else { return false }
      pending += next.children.map(file.view).filter { $0.slot == .content }
    }
    return found
  }

  /// The tapped view, or a custom view inside it, is a project view one of whose Buttons calls a
  /// function the tap's action calls (followed through this file's functions).
  static func repeatsAButtonInside(_ view: SwiftUIView, tapText: String, in file: SwiftFileModel) -> Bool {
    let views = [view] + file.descendants(of: view)
    let buttonCalls = views.reduce(into: Set<String>()) { calls, candidate in
      guard candidate.kind == .call, !candidate.context.isHidden, let summary = file.customView(named: candidate.name) else { return }
      calls.formUnion(summary.buttonCalls)
    }
    guard !buttonCalls.isEmpty else { return false }
    // `PopupView(…, actionSecondButton: { isShow.toggle() }).onTapGesture { isShow.toggle() }`:
    // the tap runs the very closure the view's own Button calls.
    let tapped = actionBody(tapText).filter { !$0.isWhitespace }
    if view.kind == .call, !tapped.isEmpty, view.arguments.contains(where: { argument in
      guard let label = argument.label, buttonCalls.contains(label), argument.value.kind == .closure else { return false }
      return actionBody(argument.value.text).filter { !$0.isWhitespace } == tapped
    }) {
      return true
    }
    var action = actionBody(tapText)
    // `.onTapGesture(perform: onExpand)`: the function itself, read as its call.
    if action.hasPrefix("perform:") { action = String(action.dropFirst(8)) }
    let trimmed = action.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { action = trimmed + "()" }
    let reached = HandlerReach.reachedText(from: action, in: file)
    // `.onTapGesture { showDetailsSheet.toggle() }` over a view whose Button sets
    // `showDetailsSheet = true` (TUM Campus's departures widget): the same sheet.
    return !GestureSupport.calledNames(in: reached).isDisjoint(with: buttonCalls)
      || !GestureSupport.raisedFlags(in: reached).isDisjoint(with: buttonCalls)
  }

  static let effectModifiers: Set<String> = ["rotationEffect", "rotation3DEffect", "scaleEffect", "offset", "blur", "hueRotation", "shadow"]

  /// The tap's action is one `withAnimation { name = value }` (or `+=`), and every other use of
  /// the names it sets in the file is an argument of an effect modifier (``effectModifiers``).
  static func onlyAnimatesAnEffect(_ tapText: String, in file: SwiftFileModel) -> Bool {
    let action = actionBody(tapText)
    guard action.hasPrefix("withAnimation"), let open = action.firstIndex(of: "{"), let close = action.lastIndex(of: "}"), open < close else { return false }
    let statements = action[action.index(after: open)..<close].split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    var names: [String] = []
    for statement in statements {
      let parts = statement.components(separatedBy: "=")
      guard parts.count == 2 else { return false }
      let target = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " +-*"))
      guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
      names.append(target)
    }
    guard !names.isEmpty else { return false }
    let effectArguments = file.views.flatMap { view in
      view.modifiers.filter { effectModifiers.contains($0.name) }.flatMap { $0.arguments.map(\.value.text) }
    }.joined(separator: " ")
    let otherUses = file.views.flatMap { view in
      view.arguments.map(\.value.text) + [view.branchCondition ?? ""]
        + view.modifiers.filter { !effectModifiers.contains($0.name) && $0.name != "onTapGesture" }.flatMap { $0.arguments.map(\.value.text) }
    }.joined(separator: " ")
    return names.allSatisfy { name in
      IdentifierWords.mentions(name, in: effectArguments) && !IdentifierWords.mentions(name, in: otherUses)
    }
  }

  /// The button trait is safe to add only to a view whose tap does something and that holds no
  /// control of its own. An empty action only swallows touches, an animation-only one may be
  /// decoration, and a stack that already holds a `Button` would become a button around a button:
  /// a person decides those.
  static func traitIsSafe(_ view: SwiftUIView, tap: ViewModifierCall, in file: SwiftFileModel) -> Bool {
    let action = actionBody(file.text(from: tap.start, to: tap.end))
    if action.isEmpty || action.hasPrefix("withAnimation") { return false }
    return !file.descendants(of: view).contains { $0.isControl }
  }

  /// The statements of a tap modifier's action closure (`.onTapGesture { … }`,
  /// `.gesture(TapGesture().onEnded { … })`), trimmed, comments dropped; a function passed by
  /// name is returned as it is.
  /// The end of a leading `name in` (spaces, an ASCII identifier, spaces, `in` as a whole word),
  /// or nil. (A scan: a regular expression over a large closure cost more than the rest of the rule.)
  static func parameterClauseEnd(_ body: Substring) -> Substring.Index? {
    func isStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_") }
    func isPart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_") }
    var index = body.firstIndex { !$0.isWhitespace } ?? body.endIndex
    guard index < body.endIndex, isStart(body[index]) else { return nil }
    index = body[index...].firstIndex { !isPart($0) } ?? body.endIndex
    let afterName = index
    index = body[index...].firstIndex { !$0.isWhitespace } ?? body.endIndex
    guard index > afterName, body[index...].hasPrefix("in") else { return nil }
    let end = body.index(index, offsetBy: 2)
    guard end == body.endIndex || !(body[end].isLetter || body[end].isNumber || body[end] == "_") else { return nil }
    return end
  }

  /// The function a tap modifier is given to perform (`.onTapGesture(perform: closeKeyboard)`), or nil.
  static func performedFunction(_ modifier: String) -> String? {
    guard let perform = modifier.range(of: "perform:") else { return nil }
    let name = modifier[perform.upperBound...].prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
    return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? name : nil
  }

  static func actionBody(_ modifier: String) -> String {
    var text = Substring(modifier)
    if let onEnded = text.range(of: "onEnded") { text = text[onEnded.upperBound...] }
    guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else {
      return String(text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" })
    }
    var body = text[text.index(after: open)..<close]
    // Drop a parameter clause (`_ in`, `location in`).
    if let clauseEnd = parameterClauseEnd(body) { body = body[clauseEnd...] }
    return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
      .joined(separator: "\n")
  }

  /// A body's root that fills the screen: a `GeometryReader`, or a view that ignores the safe
  /// area or takes the full width and height.
  static func fillsScreen(_ view: SwiftUIView) -> Bool {
    if view.name == "GeometryReader" { return true }
    if view.hasModifier("ignoresSafeArea") || view.hasModifier("edgesIgnoringSafeArea") { return true }
    return view.modifiers(named: "frame").contains { frame in
      frame.arguments.first(labeled: "maxWidth")?.text == ".infinity" && frame.arguments.first(labeled: "maxHeight")?.text == ".infinity"
    }
  }

  /// `.onTapGesture { location in ... }`, `.onTapGesture(coordinateSpace: .local) { point in }`:
  /// the action reads the touch location.
  static func usesTouchLocation(_ modifierText: String) -> Bool {
    guard let open = modifierText.firstIndex(of: "{") else { return false }
    let head = modifierText[modifierText.index(after: open)...].prefix { $0 != "\n" }
    guard let match = head.range(of: #"^\s*([A-Za-z_][A-Za-z0-9_]*)\s+in\b"#, options: .regularExpression) else { return false }
    let name = head[match].trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? "_"
    return name != "_"
  }

  static let controlStyles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle"]

  private static func isControlStyle(_ type: String, _ file: SwiftFileModel) -> Bool {
    !file.project.types.conformances(of: type).isDisjoint(with: controlStyles)
  }

  /// Modifiers that show or hide the screen's bars.
  static let chromeModifiers: Set<String> = [
    "navigationBarHidden", "statusBarHidden", "statusBar", "toolbar", "toolbarVisibility", "persistentSystemOverlays",
  ]

  /// The tap's one statement toggles a flag (`showingControls.toggle()`, `isHidden = !isHidden`)
  /// that only the view's own opacity and the screen's bars read.
  static func onlyTogglesChrome(_ view: SwiftUIView, tapText: String, in file: SwiftFileModel) -> Bool {
    let statements = actionBody(tapText).split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    if onlySetsChromeVisibility(statements, in: file) { return true }
    guard statements.count == 1 else { return false }
    var statement = statements[0]
    if statement.hasPrefix("self.") { statement.removeFirst(5) }
    let flag: String
    if statement.hasSuffix(".toggle()") {
      flag = String(statement.dropLast(9))
    } else if let equals = statement.range(of: " = !") {
      flag = String(statement[..<equals.lowerBound])
      guard statement[equals.upperBound...].replacingOccurrences(of: "self.", with: "") == flag else { return false }
    } else {
      return false
    }
    guard !flag.isEmpty, flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let readsFlag = { (modifier: ViewModifierCall) in modifier.arguments.contains { IdentifierWords.mentions(flag, in: $0.value.text) } }
    guard view.modifiers.contains(where: { $0.name == "opacity" && readsFlag($0) }) else { return false }
    return file.views.contains { other in other.modifiers.contains { chromeModifiers.contains($0.name) && readsFlag($0) } }
  }

  /// `withAnimation { if case .visible = bars { bars = .hidden } else { bars = .visible } }` where
  /// `bars` is read only by `.toolbar(bars)` (Pfadi Seesturm's photo viewer): the tap shows or hides
  /// the bars, whose buttons VoiceOver reaches while they are shown.
  static func onlySetsChromeVisibility(_ statements: [String], in file: SwiftFileModel) -> Bool {
    var flags: Set<String> = []
    for statement in statements {
      if statement == "}" || statement == "} else {" || statement == "else {" || statement.hasPrefix("withAnimation") && statement.hasSuffix("{") { continue }
      if statement.hasPrefix("if "), statement.hasSuffix("{") { continue }
      guard let equals = statement.range(of: " = "), !statement.contains("==") else { return false }
      var flag = statement[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
      if flag.hasPrefix("self.") { flag.removeFirst(5) }
      guard !flag.isEmpty, flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
      flags.insert(flag)
    }
    guard flags.count == 1, let flag = flags.first else { return false }
    let readsFlag = { (modifier: ViewModifierCall) in modifier.arguments.contains { IdentifierWords.mentions(flag, in: $0.value.text) } }
    var readByChrome = false
    for other in file.views {
      // Read anywhere else in the views (a branch shown with the bars, an argument): more than the bars.
      if other.branchCondition.map({ IdentifierWords.mentions(flag, in: $0) }) == true
        || other.arguments.contains(where: { IdentifierWords.mentions(flag, in: $0.value.text) }) { return false }
      for modifier in other.modifiers where readsFlag(modifier) {
        guard chromeModifiers.contains(modifier.name) else { return false }
        readByChrome = true
      }
    }
    return readByChrome
  }

  /// Every statement of a body (`{ focusedView = .textField }`) sets a `@FocusState` property of
  /// the type (not a flag whose name mentions focus, `isFocusing = true`).
  static func onlySetsFocusState(_ body: String, of type: String?, in file: SwiftFileModel) -> Bool {
    guard let open = body.firstIndex(of: "{"), let close = body.lastIndex(of: "}"), open < close else { return false }
    let statements = body[body.index(after: open)..<close].split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    return !statements.isEmpty && statements.allSatisfy { statement in
      guard let equals = statement.range(of: " = ") else { return false }
      var name = statement[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
      if name.hasPrefix("self.") { name.removeFirst(5) }
      return file.declarationAttributes[ConstantKey(type: type, name: name)]?.contains("FocusState") == true
    }
  }

  /// A tap that swallows touches (`.onTapGesture {}`), moves focus, or dismisses the keyboard
  /// does nothing a person would look for a button to do.
  /// `onContent`: the tap is on a container of the screen's content (a stack, a scroll view), where
  /// closing what is shown over it is a tap outside it; on a single element (a "확인" text) it is
  /// that element's action.
  /// `.accessibilityAddTraits(test ? .isButton : [])` where the tap's whole body is `if test { … }`.
  static func addsButtonTraitWhenTheTapActs(_ view: SwiftUIView, tapText: String) -> Bool {
    guard view.hasModifier("accessibilityAddTraits"), tapText.contains("if "), let open = tapText.firstIndex(of: "{"),
          let match = tapText[tapText.index(after: open)...].firstMatch(of: /^\s*if\s+([A-Za-z_][\w.]*)\s*\{/) else { return false }
    let test = String(match.output.1)
    return view.modifiers(named: "accessibilityAddTraits").contains { modifier in
      guard let value = modifier.arguments.firstUnlabeled, case .ternary(let condition, let then, _) = value.kind else { return false }
      return condition.text.trimmingCharacters(in: .whitespaces) == test && then.text.contains("isButton")
    }
  }

  static func doesNothingAButtonWould(_ modifierText: String, onContent: Bool = true) -> Bool {
    guard let open = modifierText.firstIndex(of: "{"), let close = modifierText.lastIndex(of: "}"), open < close else {
      return false
    }
    let statements = modifierText[modifierText.index(after: open)..<close]
      .split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") && $0 != "_ in" }
    if statements.isEmpty { return true }
    func movesFocus(_ statement: String) -> Bool {
      let lowered = statement.lowercased()
      return lowered.contains("focus") && (statement.contains("=") || lowered.contains("focus("))
        || lowered.contains("resignfirstresponder") || lowered.contains("endediting") || lowered.contains("hidekeyboard")
        || lowered.contains("dismisskeyboard") || lowered.contains("endtextediting")
    }
    // `dismissKeyboard(); onDismiss?()` (Palace's tap-to-dismiss modifier): the keyboard closes and
    // the owner hears that it did.
    func reportsTheDismissal(_ statement: String) -> Bool {
      statement.hasSuffix("?()") && statement.lowercased().contains("dismiss")
        && statement.dropLast(3).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
    // `guard focused.wrappedValue else { return }` (Pokit's `dismissKeyboard(focused:)`): only
    // asks whether a field has focus before taking it away.
    func testsFocus(_ statement: String) -> Bool {
      statement.hasPrefix("guard ") && statement.lowercased().contains("focus") && !statement.contains("(")
        && statement.replacingOccurrences(of: " ", with: "").hasSuffix("else{return}")
    }
    if statements.contains(where: movesFocus) && statements.allSatisfy({ movesFocus($0) || reportsTheDismissal($0) || testsFocus($0) }) { return true }
    // The window found first (`if let windowScene = …, let window = windowScene.windows.first {
    // window.endEditing(true) }`, Yakssok's mate form): bindings and braces around the one call.
    func bindsOnly(_ statement: String) -> Bool {
      let trimmed = statement.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
      return trimmed.isEmpty || trimmed.hasPrefix("if let ") || trimmed.hasPrefix("let ") || trimmed.hasPrefix("guard let ")
    }
    if statements.contains(where: { $0.lowercased().contains("endediting(true)") }),
       statements.allSatisfy({ movesFocus($0) || bindsOnly($0) && (!$0.contains("=") || $0.lowercased().contains("window")) }) { return true }
    // Every statement steps through first-run tooltips (`isStampTooltipOn = false`,
    // `tooltipManager.setStampTooltipOff()`): a tap anywhere puts a hint away, as a tap outside
    // a popover does. The hints are what needs a way to close, not the screen a button role.
    // Each piece, braces split too, is a test of a tooltip, or turns one off (or the next one on,
    // beside one turned off); a toggle shows one, and anything else is another action.
    let pieces = statements.flatMap { $0.split(whereSeparator: { $0 == "{" || $0 == "}" }) }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "else" }
    func isTooltip(_ piece: String) -> Bool { ["tooltip", "coachmark"].contains(where: piece.lowercased().contains) }
    func isTest(_ piece: String) -> Bool { piece.hasPrefix("if ") || piece.hasPrefix("else if ") }
    func turnsOff(_ piece: String) -> Bool {
      let lower = piece.lowercased().replacingOccurrences(of: " ", with: "")
      return lower.hasSuffix("=false") || lower.hasSuffix("(false)") || lower.contains("off(") || lower.contains("dismiss") || lower.contains("hide")
    }
    if pieces.contains(where: { isTooltip($0) && turnsOff($0) }),
       pieces.allSatisfy({ isTooltip($0) && (isTest($0) || turnsOff($0) || $0.replacingOccurrences(of: " ", with: "").hasSuffix("=true")) }) {
      return true
    }
    return onContent && closesOnlyWhatIsShown(statements)
  }

  /// `{ withAnimation { selected = nil } }`: every statement empties a selection.
  /// The view is drawn only in a branch whose condition reads a value the tap empties.
  static func showsOnlyWhileSelected(_ view: SwiftUIView, clearedIn modifierText: String) -> Bool {
    guard let branch = view.branchCondition else { return false }
    let cleared = actionStatements(actionBody(HandlerReach.droppingComments(modifierText))).compactMap { statement in
      statement.split(separator: "=").first.flatMap { $0.split(separator: ".").last }.map(String.init)
    }
    return cleared.contains { IdentifierWords.mentions($0, in: branch) }
  }

  /// `named`: each emptied value is named for a selection (`selectedPin = nil`).
  static func onlyClearsSelection(_ modifierText: String, named: Bool = false) -> Bool {
    let statements = actionStatements(actionBody(HandlerReach.droppingComments(modifierText)))
    return !statements.isEmpty && statements.allSatisfy {
      $0.hasSuffix("=nil") && !$0.contains("==") && (!named || $0.lowercased().contains("select"))
    }
  }

  /// `if showProfileMenu { showProfileMenu = false }` (Spawn's profile screen): a tap anywhere
  /// closes the menu shown over the content, as a tap outside a popover does; the menu is what
  /// needs a way to close, not the content a button role.
  static func closesOnlyWhatIsShown(_ statements: [String]) -> Bool {
    var closed = false
    for statement in statements {
      if statement == "}" { continue }
      if statement.hasPrefix("if "), statement.hasSuffix("{") {
        let flag = statement.dropFirst(3).dropLast().trimmingCharacters(in: .whitespaces)
        if isPresentationFlag(flag) { continue }
        return false
      }
      guard let equals = statement.range(of: " = false"), statement.hasSuffix(" = false"),
            isPresentationFlag(statement[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)) else { return false }
      closed = true
    }
    return closed
  }

  /// `showProfileMenu`, `self.isMenuPresented`, `isDropdownExpanded`: a flag that shows a menu or the like over the content.
  /// Also a view model's (`viewModel.isPopUpVisible`, 1Byte's routine screen), its words read
  /// whole (`PopUp` is a popup).
  static func isPresentationFlag(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
          let last = parts.last else { return false }
    let name = String(last)
    let words = IdentifierWords.words(in: name)
    let joined = words.joined()
    return words.contains { ["show", "showing", "shown", "presented", "presenting", "expanded", "open", "visible"].contains($0) }
      && ["menu", "popover", "popup", "dropdown", "tooltip", "picker", "options", "overlay"].contains { words.contains($0) || joined.contains($0) }
  }

  /// A container that draws only colors and shapes (`GeometryReader { _ in EmptyView() }
  /// .background(Color.black.opacity(0.5))`, a dimmed backdrop tapped to close a menu): no element
  /// in it for VoiceOver to land on, so none to give a role. What a backdrop's user needs is a way
  /// out of what it sits behind (the escape gesture, a close control), which other rules judge.
  static func holdsOnlyFills(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.kind == .call, CustomViewSummarizer.containers.contains(view.name) || view.name == "GeometryReader",
          view.accessibilityLabel == nil else { return false }
    let inside = file.descendants(of: view)
    let fills = inside.contains(where: isContentless) || view.modifiers.contains { $0.name == "background" && $0.arguments.first?.label == nil }
    return fills && inside.allSatisfy { candidate in
      isContentless(candidate) || candidate.name == "EmptyView"
        || candidate.kind == .call && (CustomViewSummarizer.containers.contains(candidate.name) || candidate.name == "GeometryReader")
    }
  }

  /// Shapes and colors with no content are not accessibility elements: VoiceOver never lands on
  /// them, so a tap on one (an invisible layer that dismisses the keyboard, a swatch inside a
  /// custom control made accessible where it is used) is not a missing button.
  static func isContentless(_ view: SwiftUIView) -> Bool {
    let name = view.name.hasPrefix("Color") || view.name.hasPrefix(".") || isColorToken(view.name) ? "Color" : view.name
    return ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Spacer"].contains(name)
      && view.accessibilityLabel == nil
  }

  /// `SwiftUI.Color.black`, or a static member of a colour namespace used as a view
  /// (`Constant.Color.overlay`, `Theme.Colors.dim`): a colour, drawn as a fill.
  static func isColorToken(_ name: String) -> Bool {
    let parts = name.split(separator: ".")
    guard parts.count >= 2, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return false }
    return parts.dropLast().contains { $0 == "Color" || $0 == "Colors" }
  }
}
