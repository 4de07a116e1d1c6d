import A11yCore

/// SwiftUI buttons, links and menus whose label gives VoiceOver no name.
public struct ControlNameRule: SwiftSourceRule {
  public init() {}

  /// `ShareLink(item:)` is left out: without a label it shows the system's own "Share" label.
  static let checkedControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "PhotosPicker"]

  public static let descriptor = RuleDescriptor(
    id: "swiftui-control-name",
    title: LocalizedText(en: "Controls need a name", ko: "컨트롤에는 이름이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        A button, link or menu whose label is only an image gives VoiceOver nothing to say but "button" (the \
        Korean guideline's "버튼-4 라벨 지정 안됨"), or the image's file name. People who rely on VoiceOver, Voice \
        Control or Switch Control can't tell what it does. Give the control text (`Label("Close", systemImage: \
        "xmark")` with `.labelStyle(.iconOnly)` keeps the look) or `.accessibilityLabel(_:)`. A control whose \
        only content is an SF Symbol is a warning: VoiceOver speaks a name guessed from the symbol ("xmark" → \
        "Close"), which is often vague or wrong for what the button does. A symbol read as the \
        conventional name of its action (`xmark` "Close", `plus` "Add", `magnifyingglass` "Search") and an asset \
        named with that plain word (`Image("close")`) are heard right and not reported, also when the project \
        keeps the symbol in an icon constant (`Image(icon: .general.share)`); but an `xmark` on a button whose \
        action denies, rejects or removes is heard as "Close", the wrong action.
        """,
      ko: """
        레이블이 이미지뿐인 버튼, 링크, 메뉴는 VoiceOver가 "버튼"(지침의 "버튼-4 라벨 지정 안됨")이나 이미지 파일 이름만 \
        읽게 합니다. VoiceOver, 음성 제어, 스위치 제어 사용자는 무슨 기능인지 알 수 없습니다. 컨트롤에 텍스트를 주거나 \
        (`Label("닫기", systemImage: "xmark")`와 `.labelStyle(.iconOnly)`로 모양 유지) `.accessibilityLabel(_:)`을 \
        지정하세요. 내용이 SF Symbol뿐인 컨트롤은 경고입니다. VoiceOver가 기호 이름에서 추측한 이름("xmark" → "닫기")을 \
        읽는데, 실제 기능과 다르거나 모호한 경우가 많습니다. 기능의 관례적인 이름으로 읽히는 기호(`xmark` "닫기", \
        `plus` "추가", `magnifyingglass` "검색")와 그 낱말로 이름 지은 에셋(`Image("close")`)은 올바르게 들리므로 보고하지 않습니다. \
        프로젝트가 아이콘 상수에 기호를 두어도(`Image(icon: .general.share)`) 같습니다. 다만 거절, 거부, 제거하는 버튼의 \
        `xmark`는 "닫기"로 들려 기능과 다르므로 보고합니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.textAlternatives, .assistiveTechnology], wcag: ["1.1.1", "4.1.2"],
    hig: "Accessibility › VoiceOver › Labels",
    options: [
      RuleOption(
        name: "symbol_only_severity", kind: .string, defaultValue: .string("warning"),
        summary: LocalizedText(
          en: "severity for a control whose only content is an SF Symbol (VoiceOver guesses a name from the symbol)",
          ko: "내용이 SF Symbol뿐인 컨트롤의 심각도 (VoiceOver가 기호에서 이름을 추측함)"),
        allowedValues: ["error", "warning", "info"]),
    ],
    examples: RuleExamples(
      triggering: [
        // The neighbour of the app's symbol constant over the circle: nothing is laid over this one.
        "extension Image { static let plus = Image(systemName: \"plus\") }\nstruct ContactModal: View { var body: some View { ↓Button(action: { onTapAdd() }) { RoundedRectangle(cornerRadius: 18).frame(width: 35, height: 35).overlay(Color.white.opacity(0.1)) } } }",
        // The neighbour of the symbol enum: the same app's asset enum, drawn by its other unlabelled initializer.
        "extension Image {\n  enum Identifier: String { case logo }\n  enum Symbol: String { case magnifyingglass = \"magnifyingglass\"; case settings = \"gear\" }\n  init(_ identifier: Image.Identifier) { self.init(\"\\(identifier)\") }\n  init(_ symbol: Image.Symbol) { self.init(systemName: symbol.rawValue) }\n}\nstruct HomeView: View { var body: some View { ↓Button { showProfile() } label: { Image(.logo) } } }",
        // Colour swatches showing a checkmark only on the one chosen (buschecker's pinned-stop colours): named by nothing.
        "struct ColorSettings: View {\n  @Binding var pinnedColor: String\n  var body: some View {\n    HStack { ForEach(colorNames, id: \\.self) { colorName in\n      ↓Button { pinnedColor = colorName } label: {\n        Circle().fill(colors[colorName] ?? .orange).frame(width: 28, height: 28)\n          .overlay { if pinnedColor == colorName { Image(systemName: \"checkmark\") } }\n      }\n    } }\n  }\n}",
        // The neighbour of the icon picker: the buttons run the same action whatever symbol they show.
        "struct CategorySheet: View { let categorySFSymbols = [\"folder\", \"book\", \"music.note\", \"star\"]\n var body: some View { LazyVGrid(columns: columns) { ForEach(categorySFSymbols, id: \\.self) { sfSymbol in ↓Button { openLibrary() } label: { Image(systemName: sfSymbol) } } } } }",
        // The neighbour of the share symbol named through a constant: one VoiceOver reads by a name that isn't the action.
        "extension String { static let sfShare = \"square.and.arrow.up\"; static let sfLeave = \"rectangle.portrait.and.arrow.right\" }\nstruct ResultAnalysisView: View { var body: some View { ↓Button { share() } label: { Image(systemName: .sfLeave) } } }",
        // The neighbour of the share case: a case whose symbol's name doesn't say what the button does.
        "enum SFSymbols: String { case share = \"square.and.arrow.up\"; case heart = \"heart\" }\nstruct Detail: View { var body: some View { ↓Button { like() } label: { Image(systemName: SFSymbols.heart.rawValue) } } }",
        // The neighbour of the numbered buttons: a number in a symbol that says more than the number.
        "struct Steps: View { var body: some View { ↓Button { go(to: 3) } label: { Image(systemName: \"3.lane\") } } }",
        // The neighbour of the transparent link: half transparent, still an element with no name.
        hiddenPushLink(opacity: "0.5"),
        // The neighbour of the spinner: a plain circle, which VoiceOver reads as nothing.
        "struct Upload: View { var body: some View { ↓Button { cancel() } label: { Circle().frame(width: 20, height: 20) } } }",
        // The neighbour of the project's own `Label`: one that shows only a picture.
        "struct Label: View { let icon: String\n var body: some View { Image(icon).resizable().frame(width: 20, height: 20) } }\nstruct Login: View { var body: some View { ↓Button { signUp.toggle() } label: { Label(icon: \"ic_signup\") } } }",
        // The neighbour of the role button: a destructive role draws nothing of its own.
        "struct Filter: View { var body: some View { NavigationStack { List { Text(\"필터\") }.toolbar { ↓Button(role: .destructive, action: { reset() }) } } } }",
        // The neighbour of the copy button: a checkmark beside a symbol that names no action.
        "struct Logs: View { @State private var isPinned = false\n var body: some View { ↓Button { pin() } label: { Image(systemName: isPinned ? \"checkmark\" : \"star\") } } }",
        // A photo picker whose label is only the current picture.
        "struct Avatar: View { @State var item: PhotosPickerItem?\n var body: some View { ↓PhotosPicker(selection: $item, matching: .images) { Image(uiImage: photo).resizable().frame(width: 80, height: 80) } } }",
        // The app's own Label initializer takes only the symbol: no title.
        "extension Label where Icon == Image, Title == Text {\n init(symbol: String) { self.init(\"\", systemImage: symbol) }\n}\nstruct Filters: View { var body: some View { ↓Button { clear() } label: { Label(symbol: \"xmark\").labelStyle(.iconOnly) } } }",
        // A symbol name a type's constant doesn't spell out: chosen at run time.
        "enum Icons { static var current: String { isOn ? \"bell\" : \"bell.slash\" } }\nstruct A: View { var body: some View { ↓Button { toggle() } label: { Image(systemName: Icons.current) } } }",
        // An `at` symbol on a button that doesn't type "@": "at" isn't what it does.
        "struct Compose: View { var body: some View { ↓Button { showMentions() } label: { Image(systemName: \"at\") } } }",
        "struct A: View { var body: some View { Menu {\n  Button(\"Rename\") { rename() }\n} label: {\n  ↓Image(systemName: \"slider.horizontal.3\")\n} } }",
        "struct A: View { var body: some View { ↓Button(action: close) { Image(\"btn_close\") } } }",
        // The neighbour of Babylon Wallet's asset button: the image the app's initializer draws has a file name for a name.
        "extension Button where Label == Image {\n init(asset: ImageAsset, action: @escaping () -> Void) { self.init(action: action) { Image(asset: asset) } }\n}\nextension Image { init(asset: ImageAsset) { self.init(asset.name, bundle: nil) } }\nenum AssetResource { static let btnMore3 = ImageAsset(name: \"btn_more_3\") }\nstruct Row: View { var body: some View { ↓Button(asset: AssetResource.btnMore3) { showMenu() } } }",
        // The neighbour of GPTalks' close button: a SwiftGen constant holding a file name.
        "enum AssetsImage { enum Icons { static let btnClose2 = ImageAsset(name: \"btn_close_2\") } }\nstruct A: View { var body: some View { ↓Button { dismiss() } label: { Image(AssetsImage.Icons.btnClose2.name) } } }",
        // An App Intents button whose label is only an asset image.
        "struct RefreshLink: View { var body: some View { ↓Button(intent: RefreshIntent()) { Image(\"ic_refresh\") } } }",
        "struct A: View { var body: some View { ↓Button(action: settings) { Text(Image(systemName: \"slider.horizontal.3\")) } } }",
        "struct A: View { var toolbar: some ToolbarContent { ToolbarItem(placement: .primaryAction) { ↓Button(action: more) { Image(\"ic_more\") } } } }",
        "struct A: View { @ToolbarContentBuilder func items() -> some ToolbarContent { ToolbarItem { ↓Button(action: share) { Image(\"ic_share\") } } } }",
        "struct A: View { var body: some View { ↓Button { addToCart() } label: { Image(systemName: \"cart\") } } }",
        // The neighbour of the map: a folded map with a pin is read by its dotted name, no place's.
        "struct Nearby: View { var body: some View { ↓Button { showMap() } label: { Image(systemName: \"mappin.and.ellipse\") } } }",
        // The neighbour of the bookmark: a struck-out bookmark is read "bookmark slash", no action's name.
        "struct Details: View { var body: some View { ↓Button { removeBookmark() } label: { Image(systemName: \"bookmark.slash\") } } }",
        // A gear is read by its name ("gear"), not as "Settings".
        "struct A: View { var body: some View { ↓Button(action: openSettings) { Image(systemName: \"gearshape.fill\") } } }",
        "struct Player: View {\n  var body: some View { ↓Button(action: cycleRepeat) { Image(systemName: repeatIcon) } }\n  private var repeatIcon: String { repeatsOne ? \"repeat.1\" : \"play.fill\" }\n}",
        "struct A: View { var body: some View { ↓NavigationLink(destination: CartView()) { Image(\"ic_cart\") } } }",
        "struct A: View { var body: some View { ↓Link(destination: url) { Image(\"logo\") } } }",
        // One word, but not what the button does, and no word the app uses: a file name.
        "struct A: View { var body: some View { ↓Button { showSettings() } label: { Image(\"Prefs\") } } }",
        "struct A: View { var body: some View { ↓Button { showActionsMenu() } label: { Image(\"ic_btn_3\") } } }",
        // The word of the action, heard as the name: information, for a person to judge.
        "struct A: View { var body: some View { ↓Button(action: { showActionsMenuPopup = true }) { Image(\"Action\").resizable() } } }",
        "struct A: View { var body: some View { Menu { Button(\"공유\") { share() } } label: { ↓Image(systemName: \"arrow.up.arrow.down\") } } }",
        "struct A: View { var body: some View { ↓Button(\"\") { pay() } } }",
        // A style that draws the symbol it is given: judged as that symbol (a shape, not the action).
        "struct SolidButtonStyle: ButtonStyle { var imageName: String?\n func makeBody(configuration: Configuration) -> some View { HStack { Unwrap(imageName) { name in Image(systemName: name) } }.padding() } }\nstruct Unwrap<Value, Content: View>: View { let value: Value?\n let content: (Value) -> Content\n var body: some View { value.map(content) } }\nstruct Home: View { var body: some View { ↓Button(action: { showCreate.toggle() }, label: {}).buttonStyle(SolidButtonStyle(imageName: \"square.and.pencil\")) } }",
        "struct A: View { var body: some View { ForEach(symbols, id: \\.self) { name in ↓Button { pick(name) } label: { Image(systemName: name) } } } }",
        "struct A: View { var body: some View { ↓NavigationLink(value: Route.cart) { Image(\"ic_cart\") } } }",
        // A label passed in the parentheses that draws an unnamed image is still reached.
        "struct A: View { var body: some View { VStack { ↓NavigationLink(destination: Cart(), isActive: $showCart, label: { Image(\"ic_cart\") }) } } }",
        RuleExample("struct A: View { var body: some View { ↓Button { } label: { Image(systemName: \"trash\") } } }",
                    options: ["symbol_only_severity": .string("error")]),
        "struct A: View { var body: some View { ↓Button(action: next) { HStack { Image(\"arrow\"); Spacer() } } } }",
        // An `xmark` ("Close") on a button that denies a request.
        "struct A: View { var body: some View { ↓Button { application.showDenialSheet() } label: { Image(systemName: \"xmark\") } } }",
        // A project icon constant resolved to its symbol: a symbol read as an object, not the action.
        "public extension Icon { struct GeneralIcons { public let approve: Icon = .init(\"checkmark\") } }\nstruct A: View { var body: some View { ↓Button { application.approve() } label: { Image(icon: .general.approve) } } }\nextension Image { init(icon: Icon) { self.init(systemName: icon.name) } }",
        // Labelled at one use but not at the other.
        "struct Profile: View { var body: some View { VStack { pickerButton().accessibilityLabel(\"Change picture\"); pickerButton() } }\n private func pickerButton() -> some View { ↓Button(action: pick) { Image(\"avatar_edit\") } } }",
        "struct VoteButton: View { var body: some View { ↓Button(action: vote) { Image(\"ic_vote\") } } }\nstruct Bar: View { var body: some View { HStack { VoteButton().accessibilityLabel(title); VoteButton() } } }",
        // Hidden after the overlay is attached: the hiding covers the overlay's text too.
        "struct Day: View { var body: some View { ↓Button(action: pick) { Text(\"000\").foregroundColor(.clear).overlay(Text(day.number).font(.headline)).accessibilityHidden(true) } } }",
        // A label whose backdrop is only a shape: nothing in it to read.
        "struct A: View { var body: some View { ↓Button(action: { selected = nil }) { Circle().strokeBorder(Color.red, lineWidth: 1).background(Circle().fill(Color.white)).frame(width: 50, height: 50) } } }",
        // A helper showing the symbol its call passes: "person.2.fill" is read "person 2 fill".
        "struct Toolbar: View {\n  func iconLabel(systemName: String) -> some View { Image(systemName: systemName).font(.title3).frame(width: 44, height: 44) }\n  var body: some View { ↓Button { toggleComments() } label: { iconLabel(systemName: \"person.2.fill\") } }\n}",
        // A wrapper showing the symbol the project's table gives its case: "person.crop.circle" for `.account`.
        "enum IconName { case copy, account }\nextension IconName {\n  static var systemName: (Self) -> String {\n    { switch $0 {\n      case .copy: return \"doc.on.doc\"\n      case .account: return \"person.crop.circle\"\n    } }\n  }\n}\nstruct ThemeImage: View {\n  let name: IconName\n  init(_ name: IconName) { self.name = name }\n  var body: some View { Image(systemName: IconName.systemName(name)) }\n}\nstruct AccountButton: View { var body: some View { ↓Button { openAccount() } label: { ThemeImage(.account) } } }",
        // Arrows heard as "Up"/"Down" on buttons that change a value.
        "struct A: View { var body: some View { HStack { ↓Button(action: increaseValue) { Image(systemName: \"chevron.up.circle.fill\") }; ↓Button { model.decrement() } label: { Image(systemName: \"chevron.down\") } } } }",
        // The neighbour of the emptied button: a filled circle with nothing in it is drawn and reached.
        "struct ProofPhoto: View { var body: some View { HStack { ↓Button { zoom() } label: {\n  // Image(systemName: \"plus.magnifyingglass\")\n }.frame(width: 44, height: 44).background(Circle().fill(Color.gray)); Button(\"닫기\") { close() } } } }",
        // The neighbour of the style showing its type's title: it shows only the type's picture.
        "enum ApplyType { case new, renew\n  var title: String { self == .new ? \"신규 신청\" : \"갱신\" }\n  var icon: String { \"apply\" } }\nstruct RadioOneButtonStyle: ButtonStyle {\n  let type: ApplyType\n  @Binding var selected: ApplyType?\n  func makeBody(configuration: Configuration) -> some View {\n    return VStack(alignment: .leading, spacing: 13) { Image(type.icon) }.frame(height: 100)\n  }\n}\nstruct ApplyTypeView: View {\n  @State var selected: ApplyType?\n  var body: some View { VStack { ↓Button(action: {}, label: {}).buttonStyle(RadioOneButtonStyle(type: .new, selected: $selected)) } }\n}",
        // The neighbour of the style showing its type's title: an icon font's code point, read as nothing.
        "enum FAIcon: String { case heart = \"\\u{f004}\" }\nstruct IconButtonStyle: ButtonStyle {\n  let icon: FAIcon\n  func makeBody(configuration: Configuration) -> some View { Text(icon.rawValue).font(.custom(\"FontAwesome\", size: 20)) }\n}\nstruct Toolbar: View { var body: some View { ↓Button(action: like) {}.buttonStyle(IconButtonStyle(icon: .heart)) } }",
      ],
      nonTriggering: [
        // The symbol the app keeps as an `Image` constant, laid over the button's circle: "plus" is read "Add" (1Wallet's contacts).
        "extension Image { static let plus = Image(systemName: \"plus\") }\nstruct ContactModal: View { var body: some View { Button(action: { onTapAdd() }) { RoundedRectangle(cornerRadius: 18).frame(width: 35, height: 35).overlay(Image.plus.resizable().frame(width: 12, height: 12)) } } }",
        // A symbol drawn through the app's unlabelled initializer for its symbol enum (ios_application's search button): read "Search".
        "extension Image {\n  enum Identifier: String { case logo }\n  enum Symbol: String { case magnifyingglass = \"magnifyingglass\"; case settings = \"gear\" }\n  init(_ identifier: Image.Identifier) { self.init(\"\\(identifier)\") }\n  init(_ symbol: Image.Symbol) { self.init(systemName: symbol.rawValue) }\n}\nstruct HomeView: View { var body: some View { Button { showSearch() } label: { Image(.magnifyingglass) } } }",
        // The same swatches named by their colour, chosen one marked selected.
        "struct ColorSettings: View {\n  @Binding var pinnedColor: String\n  var body: some View {\n    HStack { ForEach(colorNames, id: \\.self) { colorName in\n      Button { pinnedColor = colorName } label: {\n        Circle().fill(colors[colorName] ?? .orange).frame(width: 28, height: 28)\n          .overlay { if pinnedColor == colorName { Image(systemName: \"checkmark\") } }\n      }\n      .accessibilityLabel(colorName)\n      .accessibilityAddTraits(pinnedColor == colorName ? .isSelected : [])\n    } }\n  }\n}",
        // A button view every use of which gives it a conventional action's symbol (PomoTodo's play and skip... here play and pause).
        "struct TimerBar: View { var body: some View { HStack { ActionButton(icon: \"play.fill\", action: start); ActionButton(icon: \"pause.fill\", action: pause) } } }\nstruct ActionButton: View { let icon: String; let action: () -> Void\n var body: some View { Button(action: action) { Image(systemName: icon) } } }",
        // An icon picker's options: each button shows a symbol the file lists and picks it (brain-marks' category icons).
        "struct CategorySheet: View { let categorySFSymbols = [\"folder\", \"book\", \"music.note\", \"star\"]\n @State var thumbnail = \"folder\"\n var body: some View { LazyVGrid(columns: columns) { ForEach(categorySFSymbols, id: \\.self) { sfSymbol in Button { thumbnail = sfSymbol } label: { Image(systemName: sfSymbol) } } } } }",
        // A share symbol named through the project's String constant (DrivePal's `.sfShare`), read \"Share\".
        "extension String { static let sfShare = \"square.and.arrow.up\"; static let sfLeave = \"rectangle.portrait.and.arrow.right\" }\nstruct ResultAnalysisView: View { var body: some View { Button { share() } label: { Image(systemName: .sfShare) } } }",
        // A Label given its title as a stored closure (Festivl's more-tab buttons).
        "struct MoreButton: View { var title: () -> Text\n  var image: () -> Image\n  init(_ title: LocalizedStringKey, systemName: String) { self.title = { Text(title) }; self.image = { Image(systemName: systemName) } }\n  var body: some View { Button(action: open) { Label(title: title, icon: image) } } }",
        // A button style drawing the title of the type it is made with (Onbom's application-type choices).
        "enum ApplyType { case new, renew\n  var title: String { self == .new ? \"신규 신청\" : \"갱신\" }\n  var icon: String { \"apply\" } }\nstruct RadioOneButtonStyle: ButtonStyle {\n  let type: ApplyType\n  @Binding var selected: ApplyType?\n  func makeBody(configuration: Configuration) -> some View {\n    return VStack(alignment: .leading, spacing: 13) { Text(type.title); Text(\"설명\") }.frame(height: 100)\n  }\n}\nstruct ApplyTypeView: View {\n  @State var selected: ApplyType?\n  var body: some View { VStack { Button(action: {}, label: {}).buttonStyle(RadioOneButtonStyle(type: .new, selected: $selected)) } }\n}",
        // A button whose label was commented out: no size, nothing drawn (Keepiluv's zoom button).
        "struct ProofPhoto: View { var body: some View { HStack { Button {\n } label: {\n  // Image(systemName: \"plus.magnifyingglass\")\n }; Button(\"닫기\") { close() } } } }",
        // A photos picker titled as a button is.
        "struct Settings: View { @State var avatarItem: PhotosPickerItem?\n var body: some View { PhotosPicker(\"프로필 사진 올리기\", selection: $avatarItem, matching: .images) } }",
        // A `String` enum's case read as its raw value (a recipe app's `SFSymbols.share.rawValue`):
        // the symbol is known, and VoiceOver calls it "Share".
        "enum SFSymbols: String { case share = \"square.and.arrow.up\"; case heart = \"heart\" }\nstruct Detail: View { var body: some View { Button { share() } label: { Image(systemName: SFSymbols.share.rawValue) } } }",
        // in-night's event rows: the untitled link is fully transparent, so VoiceOver never reaches it.
        hiddenPushLink(opacity: "0"),
        // Numbered buttons drawn as numerals in circles: read "3", as a button titled "3" would be.
        "struct Steps: View { var body: some View { HStack { Button { go(to: 3) } label: { Image(systemName: \"03.circle\") }; Button { go(to: 4) } label: { Image(systemName: \"4.square.fill\") } } } }",
        // A symbol read by its own name, which is the action (ZENO's shuffle of the friend choices).
        "struct ZenoView: View { var body: some View { Button { resetUsers() } label: { Image(systemName: \"shuffle\") } } }",
        // The system close button, with a confirmation dialog attached (Convos' agent builder).
        "struct Builder: View { var body: some View { List {}.toolbar { ToolbarItem(placement: .topBarLeading) { Button(role: .close) { closeTapped() }.confirmationDialog(\"변경 사항을 버릴까요?\", isPresented: $confirming) { Button(\"버리기\", role: .destructive) { discard() } } } } } }",
        // iOS 26's role button: the system names it (Pulse's close button).
        "struct Sheet: View { @Environment(\\.dismiss) var dismiss\n var body: some View { NavigationStack { List { Text(\"로그\") }.toolbar { Button(role: .close) { dismiss() } } } } }",
        // Pyto's link to its REPL: followed by the code, its label an empty text at opacity 0.
        "struct Breakpoints: View { @State var showingREPL = false\n var body: some View { VStack { Button(\"REPL\") { showingREPL = true }; NavigationLink(isActive: $showingREPL) { REPLView() } label: { Text(\"\") }.opacity(0) } } }",
        // "Copy", and a checkmark for a moment after copying (Nightguard's log screen).
        "struct Logs: View { @State private var showCopied = false\n var body: some View { Button { copy() } label: { Image(systemName: showCopied ? \"checkmark\" : \"doc.on.doc\") } } }",
        // A `Group`'s label goes to each child: the button is named.
        "struct Zap: View { var body: some View { Group { Button(action: zap) { Image(\"zap\") } }.accessibilityLabel(\"Zap\") } }",
        // A stack that is no element gives its label to each element in it (Damus's zap button).
        "struct Zap: View { var body: some View { HStack { Button(action: zap) { Image(\"zap\") }; Text(count) }.accessibilityLabel(\"Zap\") } }",
        "struct Zap: View { var body: some View { HStack { Button(action: zap) { Image(\"zap\") }; Text(count) }.accessibilityLabel(\"후원하기\") } }",
        // A helper showing the symbol its call passes: "at" types "@" (Vernissage's composer toolbar).
        "struct Toolbar: View {\n  func iconLabel(systemName: String) -> some View { Image(systemName: systemName).font(.title3).frame(width: 44, height: 44) }\n  var body: some View { Button { insertComposerToken(\"@\") } label: { iconLabel(systemName: \"at\") } }\n}",
        // The table gives `.copy` "doc.on.doc", read "Copy" (Passepartout's `ThemeImage(.copy)`).
        "enum IconName { case copy, account }\nextension IconName {\n  static var systemName: (Self) -> String {\n    { switch $0 {\n      case .copy: return \"doc.on.doc\"\n      case .account: return \"person.crop.circle\"\n    } }\n  }\n}\nstruct ThemeImage: View {\n  let name: IconName\n  init(_ name: IconName) { self.name = name }\n  var body: some View { Image(systemName: IconName.systemName(name)) }\n}\nstruct CopyButton: View { var body: some View { Button { copy() } label: { ThemeImage(.copy) } } }",
        // The picker is labelled; the picture inside is part of its name.
        "struct Avatar: View { @State var item: PhotosPickerItem?\n var body: some View { PhotosPicker(selection: $item, matching: .images) { Image(uiImage: photo).resizable().frame(width: 80, height: 80) }.accessibilityLabel(\"Choose a background\") } }",
        // The app's own Label initializer takes the title first (`Label(localized:systemImage:)`).
        "extension Label where Icon == Image, Title == Text {\n init(localized: LocalizedStringResource, systemImage: String) { self.init(String(localized: localized), systemImage: systemImage) }\n}\nstruct Filters: View { var body: some View { Button { clear() } label: { Label(localized: .clearFilters, systemImage: \"xmark\").labelStyle(.iconOnly) } } }",
        // A symbol drawn in the label's background or overlay is read in the button's name ("Close", "Add").
        "struct A: View { var body: some View { Button(action: { selected = nil }) { Circle().strokeBorder(Color.red, lineWidth: 1).background(Image(systemName: \"xmark\").foregroundColor(.red)).frame(width: 50, height: 50) } } }",
        "struct A: View { var body: some View { Button(action: add) { RoundedRectangle(cornerRadius: 8).fill(Color.blue).overlay(Image(systemName: \"plus\")) } } }",
        "struct A: View { var body: some View { Button(action: send) { Capsule().overlay { Text(\"Send\") } } } }",
        // The symbol's name kept in the project's constants: "trash" is read "Delete".
        "enum SFSymbol { static let trash = \"trash\" }\nstruct A: View { var body: some View { Button(role: .destructive) { delete() } label: { Image(systemName: SFSymbol.trash) } } }",
        // Buttons that type the character their glyph symbol draws: VoiceOver's "at", "number" is the action.
        "struct Compose: View { var body: some View { HStack { Button { textModel.insertAtCursorPosition(content: \"#\") } label: { Image(systemName: \"number\") }; Button { textModel.insertAtCursorPosition(content: \"@\") } label: { Image(systemName: \"at\") } } } }",
        // `Button(intent:) { label }` is labelled by its trailing closure, like `Button(action:) { label }`.
        "struct RefreshControl: View { var body: some View { Button(intent: RefreshIntent()) { HStack(spacing: 2) { Image(systemName: \"arrow.trianglehead.clockwise\"); Text(\"Refresh\") } } } }",
        "struct Player: View {\n  var body: some View { Button(action: toggle) { Image(systemName: playPauseIcon) } }\n  private var playPauseIcon: String {\n    switch state { case .playing: return \"pause.fill\"; default: return \"play.fill\" }\n  }\n}",
        "struct A: View { var body: some View { Button(action: toggle) { Image(systemName: remoteState.isPlaying ? \"pause.circle.fill\" : \"play.circle.fill\") } } }",
        // A delete key, its symbol named after the action.
        "struct Keypad: View { var body: some View { Button { code.removeLast() } label: { Image(systemName: \"delete.left.fill\") } } }",
        // A field's clear button: "clear" names the action (ntfy's server field).
        "struct ServerField: View { @Binding var url: String\n  var body: some View { HStack { TextField(\"Server\", text: $url); Button { url = \"\" } label: { Image(systemName: \"clear.fill\") } } } }",
        "struct A: View { var body: some View { HStack { Button(action: stop) { Image(systemName: \"stop.fill\") }; Button(action: moveUp) { Image(systemName: \"chevron.up\") }; Button(action: scrollDown) { Image(systemName: \"arrow.down\") } } } }",
        // An arrow whose action only sets state: nothing says what else it does.
        "struct A: View { var body: some View { Button { count += 1 } label: { Image(systemName: \"chevron.up\") } } }",
        "struct A: View { var body: some View { NavigationLink(destination: Detail(), isActive: $showDetail) { EmptyView() } } }",
        "struct Wizard: View { var body: some View { VStack { page; NavigationLink(destination: Next(), tag: .hardware, selection: $nextPage) {} } } }",
        "struct A: View { var body: some View { NavigationLink(\"\", destination: ImportView(), isActive: $importing) } }",
        // An empty label closure in the parentheses (RTU's club page, opened by the code).
        "struct ClubSelected: View { @State var isActive = false\n var body: some View { VStack { clubs; NavigationLink(isActive: $isActive, destination: { ClubPage() }, label: { }) } } }",
        "struct Certification: View { var body: some View { VStack { GoSignUpButton(); NavigationLink(isActive: $model.isActiveSignUpSuccess) {\n SignUpSuccess()\n } label: { } } } }",
        // A link the code follows, its empty label passed in the parentheses (`isActive:`, `unwrapping:`).
        "struct A: View { var body: some View { VStack { rows; NavigationLink(unwrapping: $route, onNavigate: { _ in }, destination: { _ in Result() }, label: { EmptyView() }) } } }",
        "struct A: View { var body: some View { VStack { rows; NavigationLink(\"\", unwrapping: $route, destination: { _ in Result() }) } } }",
        "struct A: View { var body: some View { Button(\"결제하기\") { pay() } } }",
        // A style that draws a symbol read as the button's action.
        "struct IconButtonStyle: ButtonStyle { var systemImage: String\n func makeBody(configuration: Configuration) -> some View { Image(systemName: systemImage).padding() } }\nstruct Home: View { var body: some View { Button(action: { showCreate.toggle() }, label: {}).buttonStyle(IconButtonStyle(systemImage: \"plus\")) } }",
        // A button style that draws the words it is given.
        "struct A: View { var body: some View { Button { review() } label: { Image(systemName: \"star\") }.buttonStyle(SupportButtonStyle(title: \"리뷰 남기기\", color: .orange)) } }",
        // A conditional helper that labels the button in its closure.
        "struct A: View { let label: String?\n  var body: some View { Button(action: close) { Image(\"x-mark-24\") }.ifLet(label) { $0.accessibilityLabel($1) } } }",
        // Symbols whose convention is the action: a back arrow, a next arrow, a help mark.
        "struct A: View { var body: some View { Button(action: dismiss) { Image(systemName: \"arrow.left\") } } }",
        "struct A: View { var body: some View { Button(action: nextStep) { Image(systemName: \"arrow.right\") } } }",
        "struct A: View { var body: some View { Button(action: showHelp) { Image(systemName: \"questionmark.circle\") } } }",
        "struct A: View { var body: some View { Button(action: close) { Image(\"btn_close\") }.accessibilityLabel(\"닫기\") } }",
        "struct A: View { var body: some View { Button { } label: { Label(\"Close\", systemImage: \"xmark\") }.labelStyle(.iconOnly) } }",
        "struct A: View { var body: some View { Button { } label: { HStack { Image(systemName: \"plus\"); Text(\"담기\") } } } }",
        "struct A: View { var body: some View { NavigationLink { OrderHistory() } label: { Text(\"주문 내역\") } } }",
        "struct A: View { var body: some View { NavigationLink(\"주문 내역\") { OrderHistory() } } }",
        "struct A: View { var body: some View { Button(item.title) { select(item) } } }",
        "struct A: View { var body: some View { Button { } label: { CartBadge(count: 3) } } }",
        "struct A: View { var body: some View { Button { } label: { Image(systemName: \"cart\") }.accessibilityLabel(\"accessibility.cart.button\") } }",
        "struct A: View { var body: some View { VStack { Button { } label: { Image(\"x\") } }.accessibilityHidden(true) } }",
        "struct A: View { var body: some View { HStack { Button { } label: { Image(\"x\") } }.accessibilityElement(children: .ignore).accessibilityLabel(\"Row\") } }",
        "struct A: View { var body: some View { Button(action: share) { Image(decorative: \"share\"); Text(verbatim: \"Share\") } } }",
        "struct A: View { var body: some View { NavigationLink(value: Route.settings) { Label(\"settings.title\", systemImage: \"gear\") } } }",
        "struct A: View { var body: some View { ShareLink(item: url) } }",
        "struct A: View { var body: some View { Button(role: .close, action: dismiss) } }",
        "struct A: View { var body: some View { Button { share() } label: { Image(icon: .general.share) } } }",
        // The project's icon constant holds the share symbol, read "Share".
        "public extension Icon { struct GeneralIcons { public let share: Icon = .init(\"square.and.arrow.up\") } }\nstruct A: View { var body: some View { Button { exportLog() } label: { Image(icon: .general.share) } } }\nextension Image { init(icon: Icon) { self.init(systemName: icon.name) } }",
        "struct A: View { var body: some View { Button(action: dismiss) { Image(\"close\") } } }",
        // Babylon Wallet's `Button(asset:)`: its label is the asset image "trash", read "trash" (the trailing closure is the action).
        "extension Button where Label == Image {\n init(asset: ImageAsset, action: @escaping () -> Void) { self.init(action: action) { Image(asset: asset) } }\n}\nextension Image { init(asset: ImageAsset) { self.init(asset.name, bundle: nil) } }\nenum AssetResource { static let trash = ImageAsset(name: \"trash\") }\nstruct Row: View { var body: some View { Button(asset: AssetResource.trash) { store.send(.removeTapped) } } }",
        // GPTalks' SwiftGen constant `AssetsImage.Icons.close`, holding the asset "close": read "close".
        "enum AssetsImage { enum Icons { static let close = ImageAsset(name: \"close\") } }\nstruct A: View { var body: some View { Button { dismiss() } label: { Image(AssetsImage.Icons.close.name) } } }",
        // The same asset name kept in a constant of the project's (Windscribe's `ImagesAsset.closeIcon`).
        "enum ImagesAsset { static let closeIcon = \"close-icon\" }\nstruct A: View { var body: some View { Button(action: dismiss) { Image(ImagesAsset.closeIcon).resizable() } } }",
        "struct A: View { var body: some View { Button { toggleSearch() } label: { Image(systemName: isSearching ? \"xmark\" : \"magnifyingglass\") } } }",
        // The project's own `Label`, shadowing SwiftUI's, showing its caption (Elixr's sign-up button).
        "struct Label: View { let textCaptions: String?\n var body: some View { Text(textCaptions ?? \"\") } }\nstruct Login: View { var body: some View { Button { signUp.toggle() } label: { Label(textCaptions: \"가입하기\").foregroundStyle(Color.orange) } } }",
        // A form's submit button while it works: a disabled spinner, read "In progress" (2022 SwiftUI app).
        "struct AddProductForm: View { var body: some View { VStack { if isSaving { progressButton } else { Button(\"저장\") { save() } } } }\n private var progressButton: some View { Button { } label: { ProgressView() }.disabled(true) } }",
        // A power menu, its symbol read by its name, "Power" (Bisquit's server controls).
        "struct ServerRow: View { var body: some View { Menu { Button(\"시작\") { start() }; Button(\"정지\") { stop() } } label: { Image(systemName: \"power\") } } }",
        // iBurn's map and list buttons: "Map" and "List" are where they go.
        "struct Nearby: View { var body: some View { HStack { Button { showMap() } label: { Image(systemName: \"map\") }; Button { showList() } label: { Image(systemName: \"list.bullet\") } } } }",
        // HDrezka's bookmark button: "bookmark" is what it does.
        "struct Details: View { var body: some View { Button { isBookmarksPresented = true } label: { Image(systemName: \"bookmark\") } } }",
        // The browser's own symbol on a button that opens the page in Safari: "Safari" says where it goes.
        "struct WebView: View { var body: some View { Button { openURL(url) } label: { Image(systemName: \"safari\") } } }",
        "struct MoreIcon: View { var body: some View { Image(systemName: { if modern { \"ellipsis\" } else { \"ellipsis.circle\" } }()) } }\nstruct A: View { var body: some View { Menu { Button(\"Rename\") { } } label: { MoreIcon() } } }",
        "struct A<L: View>: View { let label: () -> L; var body: some View { Button(action: action, label: label) } }",
        "struct A: View { var body: some View { Menu(content: content) { labelView } } }",
        // A hidden placeholder with the day drawn over it afterwards: the overlay is outside the hiding, and read.
        "struct Day: View { var body: some View { Button(action: pick) { Text(\"000\").foregroundColor(.clear).accessibilityHidden(true).overlay(Text(day.number).font(.headline)) } } }",
        // Labelled where it is used: a member's button, and a view's button labelled by its only caller.
        "struct Profile: View { var body: some View { VStack { pickerButton().accessibilityLabel(\"Change picture\") } }\n private func pickerButton() -> some View { Button(action: pick) { Image(\"avatar_edit\") } } }",
        "struct VoteButton: View { var body: some View { Button(action: vote) { Image(\"ic_vote\") } } }\nstruct Bar: View { var body: some View { HStack { VoteButton().accessibilityLabel(title) } } }",
      ]),
    otherSeverities: [.warning, .info]
  )

  /// The condition under which a button's label shows `symbol`, when the label is otherwise a
  /// shape (`Circle().fill(color).overlay { if selected == name { Image(systemName: "checkmark") } }`).
  static func swatchMarkCondition(_ button: SwiftUIView, symbol: String, in file: SwiftFileModel) -> String? {
    let label = file.descendants(of: button)
    guard label.contains(where: { SwiftUIColorScene.shapes.contains($0.name) && $0.kind == .call }),
          let image = label.first(where: { $0.name == "Image" && $0.argument("systemName")?.stringLiteral == symbol }),
          let branch = image.branchCondition?.trimmingCharacters(in: .whitespaces), branch.hasPrefix("if ") else { return nil }
    // (Not a button whose other branches show other symbols, Justin's replay, pause and play:
    // it always shows one.)
    if label.contains(where: { $0.index != image.index && $0.name == "Image" && $0.argument("systemName") != nil }) { return nil }
    return "`\(branch.dropFirst(3).trimmingCharacters(in: .whitespaces))`"
  }

  /// The source that chooses a symbol: the expression itself, or, when it names a property of the
  /// same type (`Image(systemName: playPauseIcon)`), that property's declaration, whose literals
  /// are the symbols it can return.
  static func symbolChoices(_ marker: String, in file: SwiftFileModel, type: String?) -> String {
    let expression = String(marker.dropFirst().dropLast())
    guard !expression.isEmpty, expression.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return marker }
    let name = expression.hasPrefix("self.") ? String(expression.dropFirst(5)) : expression
    guard let property = file.behaviour.properties.first(where: { $0.name == name && $0.enclosingType == type }) else {
      // `playbackState.icon`, a property of another type (in any file) that gives only symbols'
      // names: those names, quoted as the source writes them.
      if let symbols = file.project.symbols(ofMember: name, in: type) {
        return symbols.sorted().map { "\"\($0)\"" }.joined(separator: " : ")
      }
      return marker
    }
    let declared = file.text(from: property.start, to: property.end)
    // A stored property every use of the view (all in this file) gives a literal (`PomoActionButton(
    // icon: "play.fill", …)` and `icon: "forward.fill"`, PomoTodo's timer buttons): those names.
    if !declared.contains("\""), let type {
      let uses = file.views.filter { $0.kind == .call && $0.name == type }
      let literals = uses.compactMap { $0.argument(name)?.stringLiteral }
      if !uses.isEmpty, literals.count == uses.count, uses.count == file.project.customViewUses[type] {
        return literals.map { "\"\($0)\"" }.joined(separator: " : ")
      }
    }
    return declared
  }

  /// The symbol a reference names through a constant the project declares once: `.sfShare` (a
  /// `String` constant, as `systemName:` takes one) or `Symbols.share`, given a literal shaped like
  /// a symbol's name; or one of the project's symbol constants (``ProjectIndex/symbol(namedBy:)``).
  static func symbolConstant(_ reference: String, in file: SwiftFileModel) -> String? {
    let parts = reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let key: ConstantKey? = parts.count == 2 && parts[0].isEmpty ? ConstantKey(type: "String", name: parts[1])
      : parts.count == 2 && parts[0].first?.isUppercase == true ? ConstantKey(type: parts[0], name: parts[1]) : nil
    if let key, let literal = file.project.constants[key]?.stringLiteral, SymbolNames.isPlausibleSymbolName(literal) { return literal }
    return file.project.symbol(namedBy: reference)
  }

  /// The functions a Button's action calls: `Button(action: increaseValue)`, or the calls of its
  /// action closure (`Button { model.increment() } label: { ... }`). Empty when it only sets state.
  static func actionNames(of view: SwiftUIView, in file: SwiftFileModel) -> [String] {
    if let argument = view.argument("action") {
      if case .reference = argument.kind { return SymbolNames.selectorMethod(argument.text).map { [$0] } ?? [] }
      return GestureSupport.calledNames(in: argument.text).sorted()
    }
    guard let closure = SameLabelDifferentActionRule.trailingAction(of: Substring(file.text(from: view.position, to: view.end))) else { return [] }
    return GestureSupport.calledNames(in: String(closure)).sorted()
  }

  /// `name` is the element of a `ForEach` over string literals the file spells (in place or as a
  /// stored array), and the button's action picks it.
  static func isSymbolPickerOption(_ name: String, button: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          actionText(of: button, in: file)?.contains(name) == true else { return false }
    let text = file.converter.source.text(from: 0, to: file.sourceBytes.count)
    let loop = #"ForEach\(\s*([A-Za-z_][A-Za-z0-9_.]*|\[[^\]]*\])[^{]*\{\s*"# + name + #"\s+in"#
    guard let found = text.range(of: loop, options: .regularExpression) else { return false }
    let header = text[found]
    let collection = header.dropFirst("ForEach(".count).drop { $0 == " " }
    // A literal list of symbol names, in place or in a stored array of the file.
    func isSymbolList(_ list: Substring) -> Bool {
      let names = QuotedLiterals.contents(in: String(list))
      // (Spelled as symbols are: lowercase words and dots, `music.note`; single words too, `book`.)
      return names.count >= 2 && names.allSatisfy { name in
        !name.isEmpty && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." }
      }
    }
    if collection.hasPrefix("[") { return isSymbolList(collection.prefix { $0 != "]" }) }
    let stored = String(collection.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !stored.isEmpty, let declaration = text.range(of: #"(let|var)\s+"# + stored + #"\s*(:[^=\n]+)?=\s*\["#, options: .regularExpression),
          let close = text[declaration.upperBound...].firstIndex(of: "]") else { return false }
    return isSymbolList(text[declaration.upperBound..<close])
  }

  /// The source of a control's action: its `action:` argument or its trailing action closure.
  static func actionText(of view: SwiftUIView, in file: SwiftFileModel) -> String? {
    if let argument = view.argument("action") { return argument.text }
    return SameLabelDifferentActionRule.trailingAction(of: Substring(file.text(from: view.position, to: view.end))).map(String.init)
  }

  /// A row holding an untitled link kept only for its push, given `opacity` (marked unless that
  /// makes it fully transparent, which leaves it out of the accessibility tree).
  static func hiddenPushLink(opacity: String) -> RuleExample {
    RuleExample("""
      struct EventRow: View {
        var body: some View {
          HStack {
            Text(event.name)
            \(opacity == "0" ? "" : "↓")NavigationLink("", destination: RecapView(event: event)).frame(width: 0, height: 0).opacity(\(opacity))
          }
        }
      }
      """)
  }

  /// The word of an asset named as one real-looking word (`Action`, `action`; not `ic_btn_3`,
  /// `Logo`) when the control's action or destination says it: `Image("Action")` on a Button
  /// whose action is `showActionsMenuPopup = true`, `Image("Settings")` on a link to
  /// `SettingsView()`. VoiceOver's "Action" then names what the control does.
  static func wordOfTheAction(_ asset: String, of view: SwiftUIView, in file: SwiftFileModel) -> String? {
    guard let word = AssetNames.capitalisedWord(of: asset)
            ?? (asset.count >= 3 && asset.allSatisfy({ $0.isASCII && $0.isLowercase }) && !AssetNames.kindWords.contains(asset) ? asset : nil),
          let action = actionText(of: view, in: file) ?? view.argument("destination")?.text else { return nil }
    let lowered = word.lowercased()
    let said = IdentifierWords.words(in: action).contains { $0 == lowered || $0 == lowered + "s" }
    return said ? word : nil
  }

  /// `{ EmptyView() }` or `EmptyView.init`: a label that builds nothing.
  static func isEmptyViewClosure(_ text: String) -> Bool {
    let compact = text.filter { !$0.isWhitespace }
    return compact == "{EmptyView()}" || compact == "EmptyView.init"
  }

  /// A link or button whose label draws nothing (`NavigationLink(isActive:) { EmptyView() }`,
  /// `label: EmptyView.init`): nothing to see, and nothing for VoiceOver to reach.
  static func drawsNothing(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let content = file.descendants(of: view)
    if !content.isEmpty, content.allSatisfy({ $0.name == "EmptyView" }) { return true }
    // `NavigationLink { Detail() } label: { EmptyView() }`: the destination is another screen.
    let label = view.children.map(file.view).filter { $0.slot == .label }
    // `label: { Text("") }` draws nothing either (Pyto's links to its REPL, opened by a menu item).
    func isBlank(_ part: SwiftUIView) -> Bool {
      part.name == "EmptyView" && file.descendants(of: part).isEmpty
        || part.name == "Text" && part.titleArgument?.stringLiteral?.trimmingCharacters(in: .whitespaces).isEmpty == true
    }
    if !label.isEmpty, label.allSatisfy(isBlank) { return true }
    // The label passed in the parentheses, a closure the view tree doesn't enter.
    if let label = view.argument("label"), isEmptyViewClosure(label.text) { return true }
    // `NavigationLink(isActive:destination:label: { })`: an empty closure (a button's may be drawn by its style).
    if view.name == "NavigationLink", !view.hasModifier("buttonStyle") {
      if view.argument("label")?.text.filter({ !$0.isWhitespace }) == "{}" { return true }
      // The trailing `} label: { }`, which builds no label view.
      if label.isEmpty, file.text(from: view.position, to: view.end).filter({ !$0.isWhitespace }).contains("label:{}") { return true }
    }
    // `Button { } label: { // Image(…) }`: a label left with only comments (Keepiluv's zoom button),
    // on a button no style, frame, padding or fill gives a size: nothing is drawn.
    if view.name == "Button", label.isEmpty, content.isEmpty, !view.hasModifier("buttonStyle"),
       !view.modifiers.contains(where: { ["frame", "padding", "background", "overlay", "contentShape", "border"].contains($0.name) }),
       let labelClosure = file.text(from: view.position, to: view.end).range(of: "label:") {
      let text = file.text(from: view.position, to: view.end)
      let rest = text[labelClosure.upperBound...].drop { $0.isWhitespace }
      if rest.first == "{" {
        let inside = rest.dropFirst().split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }.drop { $0.isEmpty || $0.hasPrefix("//") }
        if inside.first?.hasPrefix("}") == true { return true }
      }
    }
    return false
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where view.kind == .call && Self.checkedControls.contains(view.name) {
      if view.context.isHidden || view.context.replacingAncestor != nil || view.context.labellingContainer != nil { continue }
      // `NavigationLink(isActive:) { EmptyView() }`: a link the code follows, with nothing to see or reach.
      if Self.drawsNothing(view, in: file) { continue }
      let content = file.descendants(of: view)
      // `Button(role: .close, action: dismiss)` (iOS 26): the system draws and names the role's
      // own button (Close, Done, Cancel), as Pulse's `makeButton(role:)` relies on. A destructive
      // role has no such button of its own to draw.
      // Views its modifiers attach (a `.confirmationDialog`'s buttons, Convos' close item) are no label.
      if view.name == "Button", let role = view.argument("role"), !role.text.hasSuffix("destructive"),
         view.titleArgument == nil, view.argument("label") == nil,
         view.children.allSatisfy({ if case .modifier = file.views[$0].slot { return true } else { return false } }) { continue }
      if view.isProgrammaticNavigationLink { continue }
      // `NavigationLink(destination:, tag:, selection:) {}`: a link the selection follows, whose
      // empty label draws nothing for VoiceOver to reach (UTM's wizard pages).
      if view.name == "NavigationLink", content.isEmpty, view.titleArgument == nil, view.argument("label") == nil,
         view.argument("isActive") != nil || view.argument("tag") != nil || view.argument("unwrapping") != nil { continue }
      if Self.styleShowsTitle(view, in: file) { continue }
      if Self.isLabelledWhereUsed(view, in: file) { continue }
      let position = Self.findingPosition(of: view, in: file)
      // Symbols read as their conventional action are reported only to a team that set the
      // option itself (the option's default applies to the other symbols).
      let askedSymbolSeverity = context.configuration.ruleOptions[Self.descriptor.id]?["symbol_only_severity"]?.string
        .flatMap(Severity.init(rawValue:))
      var name = file.accessibleName(of: view)
      // `Button(action: add, label: {}).buttonStyle(SolidButtonStyle(imageName: "square.and.pencil"))`:
      // the style draws the symbol, which VoiceOver reads; judge it as that symbol.
      if case .none = name, view.name == "Button", let symbol = Self.symbolTheStyleDraws(view, in: file) { name = .symbol(symbol) }
      // A symbol named through the project's one constant of that name (`Image(systemName: .sfShare)`,
      // `static let sfShare = "square.and.arrow.up"` in `extension String`, DrivePal's share button):
      // judged as that symbol.
      if case .symbol(let marker) = name, SymbolMention.isExpression(marker),
         let resolved = Self.symbolConstant(String(marker.dropFirst().dropLast()), in: file) { name = .symbol(resolved) }
      switch name {
      case .literal, .dynamic:
        continue
      case .symbol(let symbol):
        if SymbolMention.isExpression(symbol), askedSymbolSeverity == nil,
           SymbolNames.choosesOnlyConventionalActions(Self.symbolChoices(symbol, in: file, type: view.enclosingType)) {
          continue
        }
        // An arrow read "Up" on a Button whose action is `increaseValue()` (a direction), or an
        // `xmark` read "Close" on one whose action is `showDenialSheet()`: not the action.
        if view.name == "Button" {
          let actions = Self.actionNames(of: view, in: file)
          if let heard = SymbolNames.directionNotTheAction(of: symbol, actions: actions) ?? SymbolNames.closeNotTheAction(of: symbol, actions: actions) {
            context.report(at: position, LocalizedText(
              en: "\(view.name) shows only the SF Symbol '\(symbol)', which VoiceOver reads as \"\(heard.en)\", but it runs \(actions.joined(separator: ", ")): add .accessibilityLabel(_:) that says what it does",
              ko: "\(view.name)에 SF Symbol '\(symbol)'만 있어 VoiceOver가 \"\(heard.ko)\"라고 읽지만 실제로는 \(actions.joined(separator: ", "))을 실행합니다. 기능을 말하는 .accessibilityLabel(_:)을 추가하세요"),
              severity: .warning)
            continue
          }
        }
        // `Button { insert("@") } label: { Image(systemName: "at") }`: VoiceOver's "at" is the
        // character the button types, which is what it does.
        if view.name == "Button", askedSymbolSeverity == nil, let character = SymbolNames.typedCharacter(of: symbol),
           Self.actionText(of: view, in: file)?.contains("\"\(character)\"") == true {
          continue
        }
        // A numeral in a shape (`03.circle`) is read as its number, like a button titled "3".
        if !SymbolMention.isExpression(symbol), SymbolNames.showsANumeral(symbol) { continue }
        if let action = SymbolNames.conventionalAction(of: symbol) {
          // Read as the action it conventionally stands for ("xmark" is "Close"): right on nearly
          // every control that shows it, so said only to a team that asked for these.
          guard let severity = askedSymbolSeverity else { continue }
          context.report(at: position, LocalizedText(
            en: "\(view.name) shows only the SF Symbol '\(symbol)', which VoiceOver reads as \"\(action.en)\": right if it does that; label it if it does something else",
            ko: "\(view.name)에 SF Symbol '\(symbol)'만 있어 VoiceOver가 \(KoreanParticle.direction.attach(to: "\"\(action.ko)\"")) 읽습니다. 그 기능이면 괜찮고, 다른 기능이면 레이블을 지정하세요"),
            severity: severity)
          continue
        }
        // An option of an icon picker (`ForEach(categorySFSymbols, id: \.self) { sfSymbol in Button {
        // select(sfSymbol) } label: { Image(systemName: sfSymbol) } }` over a list of symbol names the
        // file spells, brain-marks' and pilgrim's icon pickers): the symbol's name is the option's.
        if SymbolMention.isExpression(symbol), view.name == "Button",
           Self.isSymbolPickerOption(String(symbol.dropFirst().dropLast()), button: view, in: file) { continue }
        // A symbol chosen at run time: the names of the symbols it chooses among, when the source
        // spells them; otherwise say the name is unknown rather than read the expression as one.
        let heard: (en: String, ko: String)
        if SymbolMention.isExpression(symbol) {
          let choices = QuotedLiterals.contents(in: Self.symbolChoices(symbol, in: file, type: view.enclosingType))
            .filter(SymbolNames.isPlausibleSymbolName)
          let names = { (language: Language) in choices.map { "\"\(SymbolNames.spokenName(of: $0, in: language))\"" } }
          heard = choices.isEmpty
            ? (en: "a name from whichever symbol it shows (not known from the source)", ko: "표시되는 기호에서 추측한 이름(소스에서는 알 수 없음)")
            : (en: "a name from the symbol it shows (\(names(.english).joined(separator: " or ")))",
               ko: "표시되는 기호에서 추측한 이름(\(names(.korean).joined(separator: " 또는 ")))")
        } else {
          heard = (en: "a name from the symbol (\"\(SymbolNames.spokenName(of: symbol, in: .english))\")",
                   ko: "기호에서 추측한 이름(\"\(SymbolNames.spokenName(of: symbol, in: .korean))\")")
        }
        // A swatch: a shape that shows the symbol only when chosen (buschecker's and Gainday's
        // colour buttons, a checkmark over the picked circle). Most swatches show no symbol at all.
        if let condition = Self.swatchMarkCondition(view, symbol: symbol, in: file) {
          context.report(at: position, LocalizedText(
            en: "\(view.name) shows a shape, and the SF Symbol '\(symbol)' only when \(condition): VoiceOver has no name for it but \"button\" (and \"\(SymbolNames.spokenName(of: symbol, in: .english))\" when chosen); add .accessibilityLabel(_:) with the option's name, and .accessibilityAddTraits(.isSelected) when it is chosen",
            ko: "\(KoreanParticle.topic.attach(to: view.name)) 도형을 보여 주고 \(condition)일 때만 \(KoreanParticle.object.attach(to: "SF Symbol '\(symbol)'")) 보여 줍니다. VoiceOver는 \"버튼\"(선택되면 \"\(SymbolNames.spokenName(of: symbol, in: .korean))\") 말고는 읽을 이름이 없습니다. 선택지의 이름으로 .accessibilityLabel(_:)을 주고, 선택되면 .accessibilityAddTraits(.isSelected)를 추가하세요"))
          continue
        }
        context.report(at: position, LocalizedText(
          en: "\(view.name) shows only \(SymbolMention.isExpression(symbol) ? "" : "the ")\(SymbolMention.text(symbol).en): VoiceOver guesses \(heard.en), which may not say what it does; add .accessibilityLabel(_:) or a text label",
          ko: "\(view.name)에 \(SymbolMention.text(symbol).ko)만 있어 VoiceOver가 \(heard.ko)을 읽으며 기능과 다를 수 있습니다. .accessibilityLabel(_:)이나 텍스트 레이블을 추가하세요"),
          severity: context.option("symbol_only_severity")?.string.flatMap(Severity.init(rawValue:)) ?? .warning)
      case .assetImage(let asset):
        // An asset named with the plain word for what it does ("close", "settings") is read as
        // that word, like a conventional symbol.
        if let asset, AssetNames.plainIconWords(of: asset) != nil { continue }
        // One real word heard as the name: a word of what the control does (`Image("Action")` on
        // a Button that runs `showActionsMenuPopup = true`) or a word the app itself uses, as
        // swiftui-image-label judges the same image outside a control. A person has to judge it.
        if let asset, let word = Self.wordOfTheAction(asset, of: view, in: file) ?? ImageLabelRule.wordTheAppUses(asset, for: view, in: file) {
          // In an app that speaks English alone the word is in the app's own language (p2p Wallet's "paste").
          if context.project.isEnglishOnly { continue }
          context.report(at: position, LocalizedText(
            en: "\(view.name) shows only the image '\(asset)': VoiceOver reads its asset name, \"\(word)\", a word of what it does or of the app's own text, which may be an acceptable name (though never translated); otherwise add .accessibilityLabel(_:) or a text label",
            ko: "\(view.name)에 이미지 '\(asset)'만 있어 VoiceOver가 에셋 이름 \"\(word)\"를 읽습니다. 기능이나 앱 문구의 낱말이라 알맞은 이름일 수 있지만 번역되지 않습니다. 아니라면 .accessibilityLabel(_:)이나 텍스트 레이블을 추가하세요"),
            severity: .info)
          continue
        }
        let imageName = asset.map { " '\($0)'" } ?? ""
        context.report(at: position, LocalizedText(
          en: "\(view.name) has only the image\(imageName) and no name: VoiceOver says just \"button\" or the file name; add .accessibilityLabel(_:) or a text label",
          ko: "\(view.name)에 이미지\(imageName)만 있고 이름이 없어 VoiceOver가 \"버튼\"이나 파일 이름만 읽습니다. .accessibilityLabel(_:)이나 텍스트 레이블을 추가하세요"))
      case .none:
        // A button whose whole label is a spinner (the disabled stand-in of a form's submit button
        // while it works): VoiceOver reads the spinner, "In progress".
        if Self.showsOnlyASpinner(view, in: file) { continue }
        context.report(at: view.position, LocalizedText(
          en: "\(view.name) has no name VoiceOver can speak; give it a text label or .accessibilityLabel(_:)",
          ko: "\(view.name)에 VoiceOver가 읽을 이름이 없습니다. 텍스트 레이블이나 .accessibilityLabel(_:)을 지정하세요"))
      }
    }
  }

  /// The control's label content is an indeterminate `ProgressView` and nothing else that draws.
  static func showsOnlyASpinner(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let content = file.descendants(of: view).filter { if case .modifier = $0.slot { false } else { true } }
    let drawn = content.filter { !["HStack", "VStack", "ZStack", "Group", "Spacer"].contains($0.name) }
    return !drawn.isEmpty && drawn.allSatisfy { $0.name == "ProgressView" && $0.argument("value") == nil }
  }

  /// The control is what a `@ViewBuilder` member or a custom view's `body` builds, and every use
  /// labels it (`imagePickerButton().accessibilityLabel("Change picture")`,
  /// `VoteButton(action).accessibilityLabel(title)`): the label at the use is the control's name.
  static func isLabelledWhereUsed(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.parent == nil, let member = file.viewMember(holding: view) else { return false }
    if member.name == "body" {
      guard let owner = view.enclosingType else { return false }
      return file.project.viewsLabelledByEveryUse.contains(owner)
    }
    return file.everyUseOfMember(holding: view) { use in
      use.accessibilityLabel != nil || use.context.isHidden || use.context.replacingAncestor != nil
    }
  }

  /// A button style made with the words it shows (`.buttonStyle(SupportButtonStyle(title: "Leave us
  /// a review"))`, on the button or a group around it): the style draws the title beside the label.
  static func styleShowsTitle(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func givesTitle(_ modifiers: ArraySlice<ViewModifierCall>) -> Bool {
      modifiers.contains { modifier in
        guard modifier.name == "buttonStyle", case .call(let style, let arguments)? = modifier.arguments.firstUnlabeled?.kind else { return false }
        // A style the project declares was read: the linker labelled the button if its `makeBody`
        // draws the title, and one that doesn't draws no words.
        if file.project.types.declaration(of: TypeIndex.simpleName(style)) != nil { return false }
        return arguments.contains { argument in
          guard let label = argument.label, ["title", "text", "label", "titleKey"].contains(label) else { return false }
          return argument.value.stringLiteral.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? true
        }
      }
    }
    if givesTitle(view.modifiers[...]) { return true }
    return file.ancestry(of: view).steps.contains { givesTitle($0.applyingModifiers) }
  }

  /// The SF Symbol a project `ButtonStyle` on the button (or the nearest style around it) draws:
  /// a fixed one, or the literal given for the property it shows (`SolidButtonStyle(imageName:
  /// "square.and.pencil")`, whose `makeBody` shows `Image(systemName: imageName)`). Nil otherwise.
  static func symbolTheStyleDraws(_ view: SwiftUIView, in file: SwiftFileModel) -> String? {
    let symbols = file.project.buttonStyleSymbols
    guard !symbols.isEmpty else { return nil }
    var current: SwiftUIView? = view
    while let candidate = current {
      if let style = candidate.modifiers.last(where: { $0.name == "buttonStyle" }) {
        guard let given = style.arguments.firstUnlabeled, let type = given.callee,
              let drawn = symbols[TypeIndex.simpleName(type)] else { return nil }
        switch drawn {
        case .literal(let symbol): return symbol
        case .property(let property): return given.callArguments.first(labeled: property)?.stringLiteral
        case .passedThrough(let holder, let property):
          guard file.project.contentPassingViews.contains(holder) else { return nil }
          return given.callArguments.first(labeled: property)?.stringLiteral
        }
      }
      current = file.parent(of: candidate)
    }
    return nil
  }

  /// A `Menu`'s items are far from its keyword; what a developer edits is the image of its label.
  static func findingPosition(of view: SwiftUIView, in file: SwiftFileModel) -> SourcePosition {
    guard view.name == "Menu" else { return view.position }
    return file.descendants(of: view, inSlots: [.label]).first { $0.name == "Image" }?.position ?? view.position
  }
}
