import A11yCore

/// SwiftUI images that VoiceOver reaches with no useful label.
public struct ImageLabelRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "swiftui-image-label",
    title: LocalizedText(en: "Images need a label or must be decorative", ko: "이미지에는 레이블이 있거나 장식용이어야 합니다"),
    rationale: LocalizedText(
      en: """
        VoiceOver stops on every image that isn't hidden. With no label it reads an asset image's file name \
        ("event_banner"), or just "image", so a person who can't see the screen misses what the picture says. \
        Give meaningful images `.accessibilityLabel(_:)` or `Image(_:label:)`; make decorative ones \
        `Image(decorative:)` or `.accessibilityHidden(true)`. Images inside a control with its own name, the icon \
        of a `Label`, and children of an element that ignores them (`.accessibilityElement(children: .ignore)`) \
        are not reached alone and are fine, and so is an icon in a row combined with `.combine` whose text names \
        it. `.contain`, and `.combine` with no text, still read each image. SF Symbols are \
        reported as information: VoiceOver speaks a name derived from the symbol, which may not say what it means. \
        So is an asset named with one capitalised word the app itself uses (`Image("Avatar")` in `UserAvatar`, a \
        brand its localized text names): VoiceOver reads that word, which may be the right name.
        """,
      ko: """
        VoiceOver는 숨겨지지 않은 모든 이미지에 초점을 둡니다. 레이블이 없으면 에셋 이미지의 파일 이름("event_banner")이나 \
        "이미지"만 읽으므로 화면을 볼 수 없는 사용자는 이미지가 전하는 내용을 알 수 없습니다. 의미 있는 이미지에는 \
        `.accessibilityLabel(_:)` 또는 `Image(_:label:)`을, 장식용 이미지에는 `Image(decorative:)` 또는 \
        `.accessibilityHidden(true)`를 사용하세요. 자체 이름이 있는 컨트롤 안의 이미지, `Label`의 아이콘, \
        자식을 무시하는 요소(`.accessibilityElement(children: .ignore)`) 안의 이미지는 따로 읽히지 않으므로 괜찮습니다. \
        텍스트가 이름을 알려 주는 `.combine` 행 안의 아이콘도 괜찮습니다. `.contain`과 텍스트 없는 `.combine`은 여전히 각 이미지를 읽습니다. SF Symbol은 기호 이름에서 만든 이름을 읽으므로 정보로 보고합니다. \
        앱이 직접 쓰는 대문자로 시작하는 한 낱말로 이름 붙인 에셋(`UserAvatar` 안의 `Image("Avatar")`, 현지화 문자열이 부르는 브랜드)도 \
        정보로 보고합니다. VoiceOver가 그 낱말을 읽으며, 그것이 알맞은 이름일 수 있습니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Accessibility › VoiceOver › Descriptions",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the badge helper: given a label, it only pads the view.
        "extension View {\n  func accessibilityElement<S: StringProtocol>(label: S?, hint: S? = nil) -> some View {\n    Group {\n      if let label, !label.isEmpty { padding(2) }\n      else { accessibilityHidden(true) }\n    }\n  }\n}\nstruct 자막배지: View { var body: some View { ↓Image(\"subtitles\").resizable().frame(width: 16, height: 16).accessibilityElement(label: \"자막\") } }",
        // The neighbour of the drag cue: faded while dragging, but drawn at rest too.
        dragCue(opacity: "isDragging ? 0.5 : 1"),
        // The labelled toolbar icon's neighbour: used without a label, it is read by its file name.
        "struct Toolbar: View {\n  var body: some View { HStack { commentaryIcon.accessibilityAddTraits(.isButton).onTapGesture(perform: openCommentary) } }\n  private var commentaryIcon: some View { ↓Image(\"ToolbarCommentary\").frame(width: 24, height: 22) }\n}",
        // A picture in a popup's content (PopupView's `.popup(isPresented:) { … } customize: { … }`), read like a sheet's.
        "struct 코드화면: View { @State private var isPresented = false\n var body: some View { Button(\"공유\") { isPresented = true }.popup(isPresented: $isPresented) { VStack { ↓Image(\"letter_sent\"); Text(\"복사했어요\") } } customize: { $0.type(.toast) } } }",
        // The neighbour of the titled row button: given an empty title, the icon is all it shows.
        "struct ButtonRow<Icon: View>: View { let action: () -> Void; let title: String; let icon: () -> Icon\n var body: some View { Button(action: action) { HStack { Label(title: { Text(title) }, icon: icon); Spacer() } } } }\nstruct 설정: View { var body: some View { List { ButtonRow(action: { openGitHub() }, title: \"\", icon: { ↓Image(\"IcGithub\").resizable().frame(width: 24, height: 24) }) } } }",
        // The neighbour of the tapped search icon: shown beside the field, not tapped; decoration or a stop of its own.
        "struct SearchBar: View { @Binding var key: String\n var body: some View { HStack { ↓Image(\"search\").resizable().frame(width: 20, height: 20); TextField(\"도시 이름\", text: $key) } } }",
        // The neighbour of the tab label: the same function drawn in the screen, its picture alone.
        """
        struct BaseTab: View {
          @State private var selectedTab = Tab.home
          var body: some View {
            TabView(selection: $selectedTab) {
              ForEach(Tab.allCases, id: \\.self) { tab in
                VStack { tabLabel(tab) }
              }
            }
          }
          private func tabLabel(_ tab: Tab) -> some View {
            VStack(spacing: 4) {
              ↓Image(selectedTab == tab ? "\\(tab.rawValue)_fill" : tab.rawValue)
              Text(tab.displayName)
            }
          }
        }
        """,
        // The same picture view in a view one of whose uses is not labelled.
        "struct Picture: View { let photo: UIImage\n var body: some View { Image(uiImage: photo).resizable() } }\nstruct QRCode: View { var body: some View { Group { if let photo { ↓Picture(photo: photo) } else { Text(\"없음\") } } } }\nstruct MyCode: View { var body: some View { VStack { QRCode().accessibilityLabel(\"내 QR 코드\"); QRCode() } } }",
        // The neighbour: the same icon function also drawn on its own.
        "struct Warning: View {\n  @State var dontShow = false\n  var body: some View { VStack { onImage(); Toggle(\"다시 보지 않기\", isOn: $dontShow).toggleStyle(CheckboxToggleStyle(onImage: onImage(), offImage: onImage())) } }\n  func onImage() -> some View { ↓Image(\"checkbox_on\") }\n}",
        // An icon enum's view function called in a plain row: nothing names the icon.
        "struct StatusRow: View { var body: some View { HStack { StatusIcon.syncing.view(); Text(\"동기화\") } } }\nenum StatusIcon { case syncing\n  @ViewBuilder func view() -> some View { switch self { case .syncing: ↓Image(\"cloud_sync\") } } }",
        "struct A: View { var body: some View { ↓Image(\"logo\")\n  #if os(iOS)\n  .resizable()\n  #endif\n} }",
        "struct A: View { var body: some View { ↓Image(\"event_banner\") } }",
        "struct ChannelIcon: View { var body: some View { ZStack(alignment: .bottomTrailing) { ↓Image(uiImage: photo); Text(badge) } } }\nstruct Row: View { var body: some View { VStack { Label { Text(name) } icon: { ChannelIcon() }; ChannelIcon() } } }",
        "struct A: View { var body: some View { VStack { ↓Image(\"mango\"); Circle() }.accessibilityElement(children: .combine) } }",
        "struct A: View { var body: some View { ↓Image(uiImage: photo).resizable() } }",
        "struct A: View { var body: some View { ↓Image(systemName: \"star.fill\") } }",
        // The neighbour of the titled annotation: an untitled one leaves the marker to its symbol.
        mapMedal(title: "\"\""),
        // The neighbour of the warning before its words: alone, the sign says only "Warning".
        "struct Status: View { var body: some View { HStack { ↓Image(systemName: \"exclamationmark.triangle.fill\"); Spacer() } } }",
        // The neighbour of the numbered step: the words come before the symbol, which stands alone after them.
        "struct Step: View { var body: some View { HStack { Text(\"앱을 검색하세요\"); ↓Image(systemName: \"2.circle.fill\") } } }",
        // The neighbour of the numbered step: an empty state's picture over its words, read as its own stop.
        "struct Empty: View { var body: some View { VStack { ↓Image(systemName: \"bookmark\").font(.system(size: 36)); Text(\"저장한 글이 없어요\") } } }",
        // The neighbour: a hint on the `Group` names nothing.
        "struct Like: View { var body: some View { Group { ↓Image(\"shaka\").resizable().frame(width: 20, height: 20) }.accessibilityHint(\"Likes the note\") } }",
        "struct A: View { @ViewBuilder var header: some View { ↓Image(\"logo\") } }",
        "struct A: View { var body: some View { Text(\"x\").overlay { ↓Image(\"badge\") } } }",
        "extension A: View { var body: some View { HStack { ↓Image(\"배너1\"); Text(\"이벤트\") } } }",
        "struct M: ViewModifier { func body(content: Content) -> some View { content.overlay(↓Image(\"stamp\")) } }",
        // A currency icon before its amount is read by its word (information); before words it is a file name.
        "struct Stats: View { var body: some View { HStack { ↓Image(\"Gold\"); Text(\"\\(entry.gold)\".abbreviated()) } } }",
        "struct Shop: View { var body: some View { HStack { ↓Image(\"Gold\"); Text(\"Shop\") } } }",
        // A logo beside words that don't name its brand: the logo says whose it is, read as "logo".
        "struct Welcome: View { var body: some View { VStack { ↓Image(\"wallabag_logo\").resizable(); Text(\"Welcome back\") } } }",
        // The brand beside a logo: still an extra stop (information).
        "struct Registration: View { var body: some View { VStack { ↓Image(\"wallabag_logo\").resizable().scaledToFit(); Text(\"wallabag\").font(.title) } } }",
        // A picker's option whose text doesn't say what its image is: the image is read by its file name.
        "struct Form1: View { @State var country = Country.kr\n var body: some View { Picker(\"Country\", selection: $country) { ForEach(Country.allCases, id: \\.self) { country in HStack { ↓Image(country.flagAsset); Text(country.localizedName) }.tag(country) } } } }",
        "struct Form2: View { @State var fruit = \"apple\"\n var body: some View { Picker(\"Fruit\", selection: $fruit) { HStack { ↓Image(\"fruit_01\"); Text(\"Apple\") }.tag(\"apple\") } } }",
        // The member is also used in a row that isn't combined; the view once outside its labelled row.
        "struct Request: View { var body: some View { VStack { HStack { avatar; Text(name) }.accessibilityElement(children: .combine); avatar } }\n private var avatar: some View { ↓Image(uiImage: photo).resizable() } }",
        "struct Avatar: View { var body: some View { if let photo { ↓Image(uiImage: photo).resizable() } else { Text(initials) } } }\nstruct Row: View { var body: some View { VStack { HStack { Avatar(); Text(name) }.accessibilityLabel(Text(name)); Avatar() } } }",
        // A project view that shows what it is given beside a Button, not as its label.
        "struct Card<Content: View>: View { var action: () -> Void\n var content: () -> Content\n var body: some View { VStack { content(); Button(\"Open\") { action() } } } }\nstruct Home: View { var body: some View { Card(action: open) { ↓Image(uiImage: photo) } } }",
        // The chain of members is also used once outside the row that is one element.
        "struct StopRow2: View { var body: some View { VStack { HStack { connector; Text(name) }.accessibilityElement(children: .ignore).accessibilityLabel(summary); connector } }\n private var connector: some View { ZStack { Color.gray; dot } }\n @ViewBuilder private var dot: some View { if isHere { ↓Image(uiImage: icon).resizable() } } }",
        // The preview is also shown on its own on iOS, beside the button that picks it.
        "struct Thumb: View { let photo: UIImage\n var body: some View { Image(uiImage: photo).resizable() } }\nstruct ThumbPreview: View { let photo: UIImage\n var body: some View { Thumb(photo: photo).frame(width: 40, height: 40) } }\nstruct Picker2: View { var body: some View { VStack { ↓ThumbPreview(photo: photo); Button { choose() } label: { ThumbPreview(photo: photo) } } } }",
        // A loading stand-in that draws a real picture (a bundled placeholder) is read as "image".
        "struct Cover: View { var body: some View { CachedAsyncImage(url: url) { $0.resizable() } placeholder: { ↓Image(uiImage: UIImage(named: \"cover\")!) } } }",
        "struct Spinner: View { var body: some View { Image(uiImage: spinnerFrame).resizable().redacted(reason: .placeholder) } }\nstruct Avatar: View { var body: some View { VStack { ↓Spinner(); Text(name) } } }",
        // The neighbour of the coin's logo: the loaded picture isn't marked decorative.
        "struct CoinImage: View { let data: Data?\n var body: some View { if let data, let image = UIImage(data: data) { Image(uiImage: image).resizable() } else { Image(\"coin\").resizable() } } }\nstruct CoinRow: View { var body: some View { HStack { ↓CoinImage(data: coin.logo); Text(coin.name) } } }",
      ],
      nonTriggering: [
        // Labelled by the project's `accessibilityElement(label:)`, whose every branch labels or hides (Play SRG's badges).
        "extension View {\n  func accessibilityElement<S: StringProtocol>(label: S?, hint: S? = nil) -> some View {\n    Group {\n      if let label, !label.isEmpty { accessibilityHidden(true).accessibilityElement().accessibilityLabel(label).accessibilityHint(hint ?? \"\") }\n      else { accessibilityHidden(true) }\n    }\n  }\n}\nstruct 자막배지: View { var body: some View { Image(\"subtitles\").resizable().frame(width: 16, height: 16).accessibilityElement(label: \"자막\") } }",
        // An asset named nothing: a blank stand-in behind a widget (CityKey's news widget).
        "struct 뉴스위젯: View { let image: UIImage?\n var body: some View { ZStack { if let image { Image(uiImage: image).resizable().accessibilityHidden(true) } else { Image(\"\").resizable() }; Text(\"뉴스\") } } }",
        // A cue drawn only while a finger drags in from the edge (Spring Journal's new-note indicator).
        dragCue(opacity: "isDragging ? 0.9 : 0"),
        // The same with Korean words: the menu item reads "생활비 계좌".
        "struct Journal: View { @State var accountId = 0\n var body: some View { Picker(\"계좌 선택\", selection: $accountId) { ForEach(accounts) { account in HStack { Image(systemName: account.symbolName); Text(\"생활비 계좌\") }.tag(account.id) } }.pickerStyle(.menu) } }",
        // A menu picker's options are menu items read by their words (mmex's account picker).
        "struct Journal: View { @State var accountId = 0\n var body: some View { Picker(\"Select Account\", selection: $accountId) { ForEach(accounts) { account in HStack { Image(systemName: account.symbolName); Text(account.name) }.tag(account.id) } }.pickerStyle(MenuPickerStyle()) } }",
        // An icon member labelled where it is used (and-bible's reader toolbar).
        "struct Toolbar: View {\n  var body: some View { HStack { commentaryIcon.accessibilityLabel(\"Commentaries\").accessibilityAddTraits(.isButton).onTapGesture(perform: openCommentary) } }\n  private var commentaryIcon: some View { Image(\"ToolbarCommentary\").frame(width: 24, height: 22) }\n}",
        // A stand-in in the `@unknown default:` case of an image's load phases, which no SDK today reaches (DOTCHI's profile picture).
        "struct MyView: View { let url: URL?\n var body: some View { AsyncImage(url: url) { phase in\n switch phase {\n case .success(let image): image.resizable().accessibilityLabel(\"프로필 사진\")\n case .empty, .failure: ProgressView()\n @unknown default: Image(.imgDefaultDummy).resizable()\n }\n } } }",
        // A numbered step's symbol before its instruction (Asspp's welcome).
        "struct Step: View { var body: some View { HStack { Image(systemName: \"2.circle.fill\"); Text(\"설치할 앱을 검색하세요\") } } }",
        // The same through the screen's own function making the row.
        "struct ButtonRow<Icon: View>: View { let action: () -> Void; let title: String; let icon: () -> Icon\n var body: some View { Button(action: action) { HStack { Label(title: { Text(title) }, icon: icon); Spacer() } } } }\nstruct 설정: View { var body: some View { List { buttonRow(action: { openX() }, title: \"X 설정\", icon: { Image(\"IcX\").resizable().frame(width: 24, height: 24) }) } }\n func buttonRow<Icon: View>(action: @escaping () -> Void, title: String, @ViewBuilder icon: @escaping () -> Icon) -> some View { ButtonRow(action: action, title: title, icon: icon) } }",
        // A project view whose pictures the design system's helpers hide and describe: not an
        // unlabelled picture where it is used (capitalized helpers, `.Decorative()`, `.Describe(_:)`).
        "extension View {\n  func Decorative() -> some View { self.accessibilityHidden(true) }\n  func Describe(_ description: String) -> some View { self.accessibilityLabel(description) }\n}\nstruct WelcomeIllustration: View { var body: some View { ZStack { Image(\"welcome_background\").resizable().Decorative(); Image(\"mascot_wave\").resizable().Describe(\"손을 흔드는 강아지 마스코트\") } } }\nstruct WelcomeView: View { var body: some View { VStack { WelcomeIllustration().frame(height: 280); Text(\"환영해요\") } } }",
        // An icon handed to the project's own row button given its title (NowPlaying's settings).
        "struct ButtonRow<Icon: View>: View { let action: () -> Void; let title: String; let icon: () -> Icon\n var body: some View { Button(action: action) { HStack { Label(title: { Text(title) }, icon: icon); Spacer() } } } }\nstruct 설정: View { var body: some View { List { ButtonRow(action: { openGitHub() }, title: String(localized: \"소스 코드\"), icon: { Image(\"IcGithub\").resizable().frame(width: 24, height: 24) }) } } }",
        // A coin's logo drawn decorative, with an asset as its stand-in, beside the coin's name (CoinView's rows).
        "struct CoinImage: View { let data: Data?\n var body: some View { if let data, let image = UIImage(data: data)?.cgImage { Image(decorative: image, scale: 1, orientation: .up).resizable() } else { Image(\"coin\").resizable() } } }\nstruct CoinRow: View { var body: some View { HStack { CoinImage(data: coin.logo); Text(coin.name) } } }",
        // A search icon tapped to search: named "search" by its asset, a control (the tap rule's finding), not decoration.
        "struct SearchBar: View { @Binding var key: String\n var body: some View { HStack { TextField(\"도시 이름\", text: $key); Image(\"search\").resizable().frame(width: 40, height: 40).onTapGesture { search(key) } } } }",
        // A map marker drawn in an annotation that has a title (Running Signal's medals).
        mapMedal(title: "achievement.title"),
        // A warning sign before the words that say what is wrong (Mr. Funny Jokes' settings).
        "struct Status: View { var body: some View { HStack(spacing: 12) { Image(systemName: \"exclamationmark.triangle.fill\").foregroundStyle(.orange); VStack(alignment: .leading) { Text(\"알림이 꺼져 있음\"); Text(\"설정에서 켜세요\") } } } }",
        // A view function used only as tab items' labels: the tab bar names the tab by its text (ScentBridge).
        """
        struct BaseTab: View {
          @State private var selectedTab = Tab.home
          var body: some View {
            TabView(selection: $selectedTab) {
              ForEach(Tab.allCases, id: \\.self) { tab in
                HomeView().tabItem { tabLabel(tab) }.tag(tab)
              }
            }
          }
          private func tabLabel(_ tab: Tab) -> some View {
            VStack(spacing: 4) {
              Image(selectedTab == tab ? "\\(tab.rawValue)_fill" : tab.rawValue)
              Text(tab.displayName)
            }
          }
        }
        """,
        // Phoenix's check box: the icons are given to the toggle style, which draws them in its button's Label.
        "struct Warning: View {\n  @State var dontShow = false\n  var body: some View { Toggle(\"다시 보지 않기\", isOn: $dontShow).toggleStyle(CheckboxToggleStyle(onImage: onImage(), offImage: offImage())) }\n  func onImage() -> some View { Image(\"checkbox_on\") }\n  func offImage() -> some View { Image(\"checkbox_off\") }\n}",
        // Phoenix's status button: the icon enum's view function is called only inside the labelled
        // button's content function.
        "struct StatusButton: View {\n  var body: some View { Button { show() } label: { content() }.accessibilityLabel(\"앱 상태\") }\n  @ViewBuilder func content() -> some View { if syncing { StatusIcon.syncing.view() } else { StatusIcon.idle.view() } }\n}\nenum StatusIcon { case syncing, idle\n  @ViewBuilder func view() -> some View { switch self { case .syncing: Image(\"cloud_sync\"); case .idle: Image(\"bolt\") } }\n}",
        // A Label's icon given as the trailing closure after `title:` (Moe Memos's account row).
        "struct Account: View { var body: some View { Label(title: { Text(\"memos v0.21\") }) { Image(\"memos_logo\").resizable().frame(width: 24, height: 24) } } }",
        // A `Group` is no element: its label goes to each child (Damus's action bar).
        "struct Like: View { var body: some View { Group { Image(\"shaka\").resizable().frame(width: 20, height: 20) }.accessibilityLabel(\"Like\") } }",
        "struct Like: View { var body: some View { Group { Image(\"shaka\").resizable().frame(width: 20, height: 20) }.accessibilityLabel(\"좋아요\") } }",
        // A project's accessibility value type passed to its own `.accessibility(_:)` overload.
        "struct A: View { var body: some View { Image(uiImage: qr).accessibility(Accessibility(identifier: \"QR code\", label: \"QR 코드\")) } }",
        "struct A: View { var body: some View { Image(\"logo\")\n  #if os(iOS)\n  .accessibilityLabel(\"Bean Bar\")\n  #else\n  .accessibilityHidden(true)\n  #endif\n} }",
        "struct A: View { var body: some View { VStack { Image(\"mango\"); Text(\"망고\") }.accessibilityElement(children: .combine) } }",
        "struct A: View { var body: some View { Image(\"chart\").accessibilityRepresentation { Text(\"Sales grew 20%\") } } }",
        "struct A: View { var body: some View { Image(decorative: \"divider\") } }",
        "struct A: View { var body: some View { Image(\"banner\").accessibilityLabel(\"가을 이벤트\") } }",
        "struct A: View { var body: some View { Image(\"banner\", label: Text(\"Autumn sale\")) } }",
        "struct A: View { var body: some View { Image(\"x\").accessibilityHidden(true) } }",
        "struct A: View { var body: some View { VStack { Image(\"x\") }.accessibilityHidden(true) } }",
        "struct A: View { var body: some View { HStack { Image(\"mango\"); Text(\"Mango\") }.accessibilityElement(children: .ignore).accessibilityLabel(\"Mango\") } }",
        "struct A: View { var body: some View { Label(\"Menu\", systemImage: \"cup.and.saucer\") } }",
        "struct A: View { var body: some View { Label { Text(\"Menu\") } icon: { Image(\"cup\") } } }",
        "struct A: View { var body: some View { Button { order() } label: { HStack { Image(systemName: \"plus\"); Text(\"담기\") } } } }",
        "struct A: View { var body: some View { Button(action: close) { Image(\"btn_close\") }.accessibilityLabel(\"닫기\") } }",
        "struct A: View { var body: some View { Image(\"x\").accessibilityLabel(viewModel.title) } }",
        "#Preview { Image(\"preview\") }",
        "struct A_Previews: PreviewProvider { static var previews: some View { Image(\"preview\") } }",
        "func f() { let image = Image(\"x\") }",
        "struct A: View { var body: some View { Text(\"x\").background(Image(\"paper\")) } }",
        "struct A: View { var body: some View { HStack { Image(\"Rocket.Fill\"); Text(name) }.accessibilityElement(children: .combine).accessibilityLabel(Text(\"Boosted by \\(name)\")) } }",
        "struct A: View { var body: some View { Image(\"spacer-dot\").hidden() } }",
        // A picker's options, each row's text naming its image (the option is one element named by its row).
        "struct Form3: View { @State var fruit = Fruit.apple\n var body: some View { Picker(selection: $fruit, label: Text(\"Native fruit\")) { ForEach(Fruit.allCases, id: \\.self) { fruit in HStack { Image(fruit.rawValue.capitalized).resizable().frame(width: 30, height: 30); Text(LocalizedStringKey(fruit.rawValue.capitalized)).tag(fruit) } } } } }",
        "struct Form4: View { @State var fruit = \"mango\"\n var body: some View { Picker(\"Fruit\", selection: $fruit) { HStack { Image(\"Mango\"); Text(\"mango\") }.tag(\"mango\") } } }",
        "struct ChannelIcon: View { var body: some View { ZStack(alignment: .bottomTrailing) { Image(uiImage: photo); Text(badge) } } }\nstruct Row: View { var body: some View { Label { Text(name) } icon: { ChannelIcon() } } }",
        // A member used only in a stack whose label each element in it takes (BookPlayer's widget artwork).
        "struct Played: View { var body: some View { HStack { artwork(for: book); Text(book.title) }.accessibility(label: Text(\"Last played, \\(book.title)\")) }\n func artwork(for book: Book) -> some View { Image(uiImage: book.cover).resizable() } }",
        // A member used only in a row combined with its text, and a view used only in rows labelled by their caller.
        "struct Request: View { var body: some View { HStack { avatar; Text(name) }.accessibilityElement(children: .combine) }\n private var avatar: some View { Image(uiImage: photo).resizable() } }",
        "struct Avatar: View { var body: some View { if let photo { Image(uiImage: photo).resizable() } else { Text(initials) } } }\nstruct Row: View { var body: some View { HStack { Avatar(); Text(name) }.onTapGesture { select() }.accessibilityLabel(Text(name)) } }",
        // Project views that are a Button whose label is what they are given, one wrapping the other.
        "struct RowButton<Content: View>: View { var action: () -> Void\n @ViewBuilder var label: () -> Content\n var body: some View { Button { action() } label: { HStack { label(); Spacer(); Image(systemName: \"chevron.right\") } } } }\nstruct RowLink<Content: View>: View { var value: Destination\n var label: () -> Content\n var body: some View { RowButton(action: { go(value) }) { label() } } }\nstruct Appearance: View { var body: some View { RowLink(value: .appIcon) { HStack { Image(uiImage: preview).resizable(); Text(\"App icon\") } } } }",
        // A member used in a member used only inside a row that is one element with its own label.
        "struct StopRow: View { var body: some View { HStack { connector; Text(name) }.accessibilityElement(children: .ignore).accessibilityLabel(summary) }\n private var connector: some View { ZStack { Color.gray; dot } }\n @ViewBuilder private var dot: some View { if isHere { Image(uiImage: icon).resizable() } } }",
        // A preview view that iOS shows only as a button's label (its other use is in a macOS
        // build): the button is named, or reported, with it.
        "struct Thumb: View { let photo: UIImage\n var body: some View { Image(uiImage: photo).resizable() } }\nstruct ThumbPreview: View { let photo: UIImage\n var body: some View { Thumb(photo: photo).frame(width: 40, height: 40) } }\nstruct Picker2: View { var body: some View {\n #if os(macOS)\n ThumbPreview(photo: photo).onTapGesture { choose() }\n #else\n Button { choose() } label: { ThumbPreview(photo: photo) }\n #endif\n } }",
        // A member used only as a Label's icon (Food Truck's tag and city symbols): read with the title.
        "struct Tag: View { let title: String\n var body: some View { Label { Text(title) } icon: { icon } }\n @ViewBuilder var icon: some View { if isCity { Image(systemName: \"building.2\") } else { Image(systemName: \"tag\") } } }",
        // A custom picture view inside a view every use of which is labelled (bitchat's QR code).
        "struct Picture: View { let photo: UIImage\n var body: some View { Image(uiImage: photo).resizable() } }\nstruct QRCode: View { var body: some View { Group { if let photo { Picture(photo: photo) } else { Text(\"없음\") } } } }\nstruct MyCode: View { var body: some View { QRCode().accessibilityLabel(\"내 QR 코드\") } }",
        // An empty picture while the real one loads (Anytype's covers and icon placeholders): nothing to label.
        "struct Cover: View { var body: some View { CachedAsyncImage(url: url) { $0.resizable() } placeholder: { Image(uiImage: UIImage()) } } }",
        "struct LoadingIcon: View { var body: some View { Image(uiImage: UIImage(ciImage: .empty())).resizable().redacted(reason: .placeholder) } }\nstruct Avatar: View { var body: some View { VStack { LoadingIcon(); Text(name) } } }",
      ]),
    otherSeverities: [.warning, .info]
  )

  /// A key the project's `.strings` or `.xcstrings` tables translate into two languages or more,
  /// one of them into other words than the key's (`"mood_history" = "기분 기록"`): the team wrote
  /// its label in each language. (One table's word for it, `"Progress" = "Progression"`, is read as
  /// that word: information, judged below.)
  static func isStringTableKey(_ name: String, in file: SwiftFileModel) -> Bool {
    guard let translations = file.project.localizedStrings[name]?.values.filter({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
          translations.count >= 2 else { return false }
    func words(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
    return translations.contains { words($0) != words(name) }
  }

  /// Spring Journal's new-note cue: an ellipse at the screen's edge with a symbol over it, at
  /// `.opacity(\(opacity))` (marked when drawn at rest).
  static func dragCue(opacity: String) -> RuleExample {
    RuleExample("""
      struct NewNoteIndicatorView: View {
        var isDragging: Bool
        var body: some View {
          Ellipse().fill(Color.green).overlay(\(opacity.hasSuffix(": 0") ? "" : "↓")Image(systemName: "square.and.pencil").font(.largeTitle), alignment: .leading)
            .opacity(\(opacity))
        }
      }
      """)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      guard view.accessibilityLabel == nil, !view.hasModifier("accessibilityRepresentation"), isReachedAlone(view, in: file) else { continue }
      if view.kind == .call, let custom = file.customView(named: view.name), custom.isImage {
        // Inside another image view the project uses (`ThumbPreview { Thumb(photo) }`): judged,
        // once, where that outer view is used.
        if let owner = view.enclosingType, owner != view.name, file.customView(named: owner)?.isImage == true,
           file.project.customViewUses[owner, default: 0] > 0 { continue }
        // Inside a custom view labelled or named wherever it is used, as for a plain image below
        // (bitchat's QR code view, labelled by its only caller, drawing its picture's wrapper).
        if let owner = view.enclosingType, owner != view.name,
           file.project.viewsLabelledByEveryUse.contains(owner) || file.project.viewsNamedByEveryUse.contains(owner) { continue }
        checkUse(of: custom, at: view, in: file, &context)
        continue
      }
      guard let source = view.imageSource, !view.isEmptyPicture else { continue }
      // The stand-in of a picture the view draws as `Image(decorative:)` (``CustomViewSummary/hidesItself``).
      if let owner = view.enclosingType, owner != view.name, file.customView(named: owner)?.hidesItself == true { continue }
      // Inside a custom view every use of which is a `Label`'s icon (or hidden): spoken through
      // that title, not alone.
      if let owner = view.enclosingType, file.project.viewsNamedByEveryUse.contains(owner) { continue }
      // Inside a custom view labelled wherever it is used (`AvatarView(user)` only in a row that
      // carries `.accessibilityLabel(user.name)`): VoiceOver reads that label.
      if let owner = view.enclosingType, file.project.viewsLabelledByEveryUse.contains(owner) { continue }
      // An image inside a custom image view that the project uses is judged where it is used:
      // each call site that labels or hides it is right, each that doesn't is the finding.
      if let owner = view.enclosingType, let custom = file.customView(named: owner), custom.isImage,
         file.project.customViewUses[owner, default: 0] > 0 {
        continue
      }
      // What VoiceOver speaks for it, from the model the VoiceOver preview uses.
      let spoken = file.spokenImageName(of: view).first?.kind
      // `Image.asset(.delete)`: the asset the case names, judged like `Image("delete")` below; so
      // is a picture with no name (Pocket's `Image(asset:)` wraps `Image(uiImage:)`).
      if case .custom(let label, let value) = source, ImageSource.caseName(value) == nil, spoken != .unnamedImage {
        // A project's own initializer: judged by what it wraps, when the project shows it.
        switch spoken {
        case .assetName?:
          context.report(at: view.position, LocalizedText(
            en: "image '\(value)' (an asset, through Image(\(label):)) has no accessibility label: VoiceOver reads its file name; add .accessibilityLabel(_:) or hide it if it only decorates",
            ko: "이미지 '\(value)'(Image(\(label):)로 만든 에셋)에 접근성 레이블이 없어 VoiceOver가 파일 이름을 읽습니다. .accessibilityLabel(_:)을 추가하거나 장식용이면 숨기세요"),
            severity: .warning)
        case .symbol?, .symbolExpression?:
          context.report(at: view.position, LocalizedText(
            en: "SF Symbol '\(value)' (through Image(\(label):)) has no accessibility label: VoiceOver speaks a name derived from the symbol, which may not say what it means here",
            ko: "SF Symbol '\(value)'(Image(\(label):))에 접근성 레이블이 없어 VoiceOver가 기호 이름에서 만든 이름을 읽으며, 여기서의 의미와 다를 수 있습니다"),
            severity: .info)
        default:
          continue
        }
        continue
      }
      // `Image("mood_history")` whose name is a key of the app's string tables: SwiftUI looks the
      // label up there ("Mood history"), in each language, as it does for `Text`.
      if case .assetName(let name)? = spoken, source == .asset(name), Self.isStringTableKey(name, in: file) { continue }
      switch spoken {
      case .assetName(let name)?:
        guard let words = AssetNames.plainIconWords(of: name) ?? Self.valueIconWord(name, beside: view, in: file) else {
          if let brand = Self.brandNamedBeside(name, view, in: file) {
            // `Image("logo")` directly before `Text("wallabag")`: VoiceOver says "logo", then the
            // brand; nothing is lost but a stop that says little.
            context.report(at: view.position, LocalizedText(
              en: "image '\(name)' has no accessibility label: VoiceOver reads \"\(name)\", an extra stop beside the text that names the brand (\"\(brand)\"); hide it with Image(decorative:) or .accessibilityHidden(true), or label it with the brand",
              ko: "이미지 '\(name)'에 접근성 레이블이 없어 VoiceOver가 \"\(name)\"을 따로 읽습니다. 바로 옆 텍스트가 브랜드(\"\(brand)\")를 말하므로 불필요한 초점입니다. Image(decorative:)나 .accessibilityHidden(true)로 숨기거나 브랜드 이름을 레이블로 지정하세요"),
              severity: .info)
            continue
          }
          if let product = Self.productNamedByLogo(name, in: file) {
            // `Image("KiwixLogo")` in Kiwix: VoiceOver reads the app's name and "logo", which says
            // whose mark it is; a clearer label is polish, not a missing name.
            context.report(at: view.position, LocalizedText(
              en: "image '\(name)' has no accessibility label: VoiceOver reads its asset name, which names the brand (\"\(product)\") and says it is a logo; label it \"\(product)\", or hide it beside text that names it",
              ko: "이미지 '\(name)'에 접근성 레이블이 없어 VoiceOver가 에셋 이름을 읽으며, 그 이름이 브랜드(\"\(product)\")와 로고임을 알려 줍니다. 레이블을 \"\(product)\"로 지정하거나, 그 이름을 말하는 텍스트 옆이면 숨기세요"),
              severity: .info)
            continue
          }
          if let word = Self.wordTheAppUses(name, for: view, in: file) {
            // `Image("Pixelfed")` where the app says "Pixelfed" to its users, `Image("Avatar")` in
            // `UserAvatar`: VoiceOver reads a real word from the app's own vocabulary, which may be
            // the right name for the picture; a person has to judge.
            context.report(at: view.position, LocalizedText(
              en: "image '\(name)' has no accessibility label: VoiceOver reads its asset name, \"\(word)\", a word the app itself uses, which may be an acceptable label if it says what the picture shows; otherwise add .accessibilityLabel(_:), or use Image(decorative:) if it only decorates",
              ko: "이미지 '\(name)'에 접근성 레이블이 없어 VoiceOver가 에셋 이름 \"\(word)\"를 읽습니다. 앱이 쓰는 낱말이라 그림이 보여 주는 것을 말한다면 레이블로 충분할 수 있습니다. 아니라면 .accessibilityLabel(_:)을 추가하고, 장식용이면 Image(decorative:)를 사용하세요"),
              severity: .info)
            continue
          }
          context.report(at: view.position, LocalizedText(
            en: "image '\(name)' has no accessibility label: VoiceOver reads its file name; add .accessibilityLabel(_:) or use Image(decorative:) if it only decorates",
            ko: "이미지 '\(name)'에 접근성 레이블이 없어 VoiceOver가 파일 이름을 읽습니다. .accessibilityLabel(_:)을 추가하거나 장식용이면 Image(decorative:)를 사용하세요"))
          continue
        }
        // Tapped to act (`Image("search").onTapGesture { search() }`): not decoration, and that
        // word is its name; its missing button role is swiftui-tap-gesture-role's finding.
        if view.hasModifier("onTapGesture") { continue }
        // Named with the plain word for what it shows ("link", "lock"): VoiceOver reads that word,
        // which may be all it needs; a decorative icon is still an extra stop.
        context.report(at: view.position, LocalizedText(
          en: "image '\(name)' has no accessibility label: VoiceOver reads it as \"\(words)\", an element of its own; hide it if it only decorates (beside words that say the same), otherwise that word may be enough",
          ko: "이미지 '\(name)'에 접근성 레이블이 없어 VoiceOver가 따로 멈춰 읽으며, 읽는 이름은 \"\(words)\"입니다. 같은 뜻의 글자 옆에서 꾸미기만 한다면 숨기고, 아니라면 그 낱말로 충분할 수 있습니다"),
          severity: .info)
      case .unnamedImage?:
        context.report(at: view.position, LocalizedText(
          en: "image has no accessibility label: VoiceOver reads only \"image\" or a file name; add .accessibilityLabel(_:) or hide it if it only decorates",
          ko: "이미지에 접근성 레이블이 없어 VoiceOver가 \"이미지\"나 파일 이름만 읽습니다. .accessibilityLabel(_:)을 추가하거나 장식용이면 숨기세요"),
          severity: .warning)
      case .symbol(let name)?, .symbolExpression(let name)?:
        let isExpression: Bool
        if case .symbolExpression? = spoken { isExpression = true } else { isExpression = false }
        // `Image(systemName: "xmark").onTapGesture { close() }`: read "Close", what its own tap
        // does; the missing button trait is swiftui-tap-gesture-role's to say.
        if !isExpression, view.hasModifier("onTapGesture"), SymbolNames.conventionalAction(of: name) != nil { continue }
        // A warning sign before the words that say what is wrong: read "Warning", then those words.
        if !isExpression, Self.isWarningBeforeItsWords(name, view, in: file) { continue }
        // A numbered symbol just before the words of its step ("2.circle.fill" before "Search for
        // apps…", Asspp's welcome): VoiceOver reads "2", the step's number, then its words.
        // (Another symbol beside words is still asked about: hidden if it only decorates.)
        if !isExpression, name.first?.isNumber == true, view.context.enclosingControl == nil, Self.precedesItsWords(view, in: file) { continue }
        let symbol = SymbolMention.text(isExpression ? SymbolMention.expressionMarker(name) : name)
        // An icon beside words on their own (SiSo's magnifying glass before "장소 검색"): the
        // problem is the extra stop, whatever the symbol's name, more than what the name says.
        if Self.isBesideItsWords(view, in: file) {
          context.report(at: view.position, LocalizedText(
            en: "\(symbol.en) sits beside words and has no accessibility label: VoiceOver stops on it by itself and reads a name made from the symbol before or after them; hide it (.accessibilityHidden(true)) if it only decorates the words, or label it if it adds meaning",
            ko: "\(KoreanParticle.topic.attach(to: symbol.ko)) 글자 옆에 있지만 접근성 레이블이 없어, VoiceOver가 따로 멈춰 기호 이름에서 만든 이름을 읽습니다. 글자를 꾸미기만 한다면 숨기고(.accessibilityHidden(true)), 뜻을 더한다면 레이블을 지정하세요"),
            severity: .info)
          continue
        }
        context.report(at: view.position, LocalizedText(
          en: "\(symbol.en) has no accessibility label: VoiceOver speaks a name derived from the symbol, which may not say what it means here; label it or hide it if it only decorates",
          ko: "\(symbol.ko)에 접근성 레이블이 없어 VoiceOver가 기호 이름에서 만든 이름을 읽으며, 여기서의 의미와 다를 수 있습니다. 레이블을 지정하거나 장식용이면 숨기세요"),
          severity: .info)
      default:
        // Decorative or labelled.
        continue
      }
    }
  }

  /// A medal marker on a map, in an annotation titled `title` (marked when the title is empty).
  static func mapMedal(title: String) -> RuleExample {
    RuleExample("""
      struct RunMap: View {
        let achievements: [Achievement]
        var body: some View {
          Map { ForEach(achievements) { achievement in Annotation(\(title), coordinate: achievement.coordinate) { \(title == "\"\"" ? "↓" : "")Image(systemName: "medal.fill").padding(5) } } }
        }
      }
      """)
  }

  /// `exclamationmark.triangle` first in a row whose next element holds words ("Notifications
  /// Disabled"): VoiceOver's "Warning" is what the sign means there, and the words say the rest.
  static func precedesItsWords(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.slot == .content, let parent = file.parent(of: view), ["HStack", "VStack", "LazyHStack", "LazyVStack"].contains(parent.name),
          let place = parent.children.firstIndex(of: view.index), place + 1 < parent.children.count else { return false }
    let next = file.view(parent.children[place + 1])
    return next.name == "Text" && next.kind == .call && next.titleArgument != nil && !next.context.isHidden
  }

  /// First or last in a row (`HStack`) whose neighbour is a shown `Text` with words, outside any
  /// control and any combined or replaced element: VoiceOver visits the icon and the words apart.
  static func isBesideItsWords(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.slot == .content, view.context.enclosingControl == nil, view.context.combiningAncestor == nil,
          view.context.replacingAncestor == nil, view.context.labellingContainer == nil,
          let parent = file.parent(of: view), ["HStack", "LazyHStack"].contains(parent.name),
          let place = parent.children.firstIndex(of: view.index) else { return false }
    let neighbours = [place - 1, place + 1].filter { parent.children.indices.contains($0) }.map { file.view(parent.children[$0]) }
    return neighbours.contains { $0.name == "Text" && $0.kind == .call && $0.titleArgument != nil && !$0.context.isHidden }
  }

  static func isWarningBeforeItsWords(_ symbol: String, _ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard symbol.hasPrefix("exclamationmark.triangle") || symbol.hasPrefix("exclamationmark.octagon"),
          view.slot == .content, let parent = file.parent(of: view), parent.name == "HStack",
          let place = parent.children.firstIndex(of: view.index), place + 1 < parent.children.count else { return false }
    let next = file.view(parent.children[place + 1])
    return ([next] + file.descendants(of: next)).contains { $0.name == "Text" && $0.kind == .call && $0.titleArgument != nil }
  }

  /// What a currency or value icon is called ("Gold", "gem", "coin_icon") when a number follows it
  /// (`Image("Gold"); Text("\(gold)")`): VoiceOver reads the word, then the amount, which is what
  /// the icon says.
  static func valueIconWord(_ name: String, beside view: SwiftUIView, in file: SwiftFileModel) -> String? {
    let words = IdentifierWords.words(in: name).map { $0.lowercased() }.filter { $0 != "icon" && $0 != "ic" }
    // Or any one capitalised word that names a thing (the pokédex's `Image("Male")` before
    // `Text("\(male)%")`): "Male", then the share, says what the number is.
    guard words.count == 1, let word = words.first, valueIconWords.contains(word) || AssetNames.capitalisedWord(of: name) != nil,
          let parent = file.parent(of: view), let position = parent.children.firstIndex(of: view.index),
          position + 1 < parent.children.count else { return nil }
    let next = file.view(parent.children[position + 1])
    guard next.name == "Text", next.kind == .call, let title = next.titleArgument else { return nil }
    if next.showsValue { return word }
    // A word that isn't a currency's names a value only before one written with its number
    // (`Text("\(male)%")`), not before any text (`Text(job.name)`).
    if !valueIconWords.contains(word) { return title.text.contains("\\(") ? word : nil }
    switch title.kind {
    case .string: return nil
    default: return title.text.contains("\\(") || title.stringLiteral == nil ? word : nil
    }
  }

  /// The word of an asset named as one capitalised word (``AssetNames/capitalisedWord(of:)``) when
  /// the app itself uses that word: a word of the view type drawing it (`Image("Avatar")` in
  /// `UserAvatar`) or a word of the project's localized text (a brand, "Pixelfed", that the app's
  /// strings name). A name nothing in the app says ("Sunset" in `Card`) is still a file name.
  static func wordTheAppUses(_ name: String, for view: SwiftUIView, in file: SwiftFileModel) -> String? {
    // The app's own name (OctoPod's `Image("OctoPod")` on its Live Activity): read as the name.
    let nameWords = IdentifierWords.words(in: name)
    if !nameWords.isEmpty, file.project.productNames.contains(where: { IdentifierWords.words(in: $0) == nameWords }) { return name }
    guard let word = AssetNames.capitalisedWord(of: name) else { return caseItIsDrawnFor(name, view, in: file) }
    let lowered = word.lowercased()
    if let owner = view.enclosingType, IdentifierWords.words(in: owner).contains(lowered) { return word }
    // A key written as English text is a word the app says too (OctoPod's `"Progress" = "Progression";`).
    for (key, translations) in file.project.localizedStrings {
      if key.lowercased().contains(lowered), IdentifierWords.words(in: key).contains(lowered) { return word }
      for text in translations.values where text.lowercased().contains(lowered) {
        if IdentifierWords.words(in: text).contains(lowered) { return word }
      }
    }
    return nil
  }

  /// An asset named, in one lowercase word, as the `switch` case it is drawn for
  /// (`case .imdb(let rating): Image("imdb")` beside the rating): the case's emblem, a service's
  /// logo, and VoiceOver reads the name the app's own code gives that case.
  static func caseItIsDrawnFor(_ name: String, _ view: SwiftUIView, in file: SwiftFileModel) -> String? {
    guard name.count >= 3, name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }), name.first?.isLetter == true,
          !AssetNames.kindWords.contains(name) else { return nil }
    var current: SwiftUIView? = view
    // The nearest branch the image or a container around it was written in.
    while let candidate = current, candidate.branchCondition == nil { current = file.parent(of: candidate) }
    guard let condition = current?.branchCondition, let caseRange = condition.range(of: "case .\(name)") else { return nil }
    let next = condition[caseRange.upperBound...].first
    return next == nil || next == "(" || next == ":" || next == "," ? name : nil
  }

  /// Words that make an asset a logo: shown beside the brand's name, it adds no information.
  static let logoWords: Set<String> = ["logo", "logotype", "wordmark", "brand", "branding"]

  /// The brand a `Text` directly beside a logo asset names (`Image("logo")` then `Text("wallabag")`
  /// in one stack): one of the app's names (``ProjectIndex/productNames``) or the asset's own
  /// other words (`wallabag_logo`), said by the text's literal or its translations. Nil when the
  /// asset isn't a logo, it stands alone, or the text beside it says something else ("Welcome").
  static func brandNamedBeside(_ name: String, _ view: SwiftUIView, in file: SwiftFileModel) -> String? {
    let nameWords = IdentifierWords.words(in: name)
    guard nameWords.contains(where: logoWords.contains), let parent = file.parent(of: view),
          ["VStack", "HStack", "LazyVStack", "LazyHStack"].contains(parent.name),
          let position = parent.children.firstIndex(of: view.index) else { return nil }
    let ownWords = nameWords.filter { !logoWords.contains($0) && !AssetNames.kindWords.contains($0) }
    let brands = file.project.productNames.map { $0.split(separator: " ").map(String.init) } + (ownWords.isEmpty ? [] : [ownWords])
    guard !brands.isEmpty else { return nil }
    for neighbour in [position - 1, position + 1] where parent.children.indices.contains(neighbour) {
      let text = file.view(parent.children[neighbour])
      guard text.kind == .call, text.name == "Text", !text.context.isHidden, let title = text.titleArgument?.stringLiteral else { continue }
      for said in file.project.spokenTexts(of: title) ?? [title] {
        let words = IdentifierWords.words(in: said)
        if let brand = brands.first(where: { brand in
          words.indices.contains { start in words[start...].starts(with: brand) }
        }) {
          return brand.joined(separator: " ")
        }
      }
    }
    return nil
  }

  /// The brand a logo asset is named for (`KiwixLogo`, `kiwix_logo` in Kiwix): its words are a logo
  /// word and a name that is one of ``ProjectIndex/productNames`` or that the app's localized text
  /// says to its users ("Kiwix"), nothing else.
  static func productNamedByLogo(_ name: String, in file: SwiftFileModel) -> String? {
    let nameWords = IdentifierWords.words(in: name)
    guard nameWords.contains(where: logoWords.contains) else { return nil }
    let ownWords = nameWords.filter { !logoWords.contains($0) }
    guard !ownWords.isEmpty, !ownWords.contains(where: AssetNames.kindWords.contains) else { return nil }
    if let product = file.project.productNames.first(where: { IdentifierWords.words(in: $0) == ownWords }) { return product }
    for translations in file.project.localizedStrings.values {
      for text in translations.values {
        let words = IdentifierWords.words(in: text)
        guard let start = words.indices.first(where: { words[$0...].starts(with: ownWords) }) else { continue }
        // The brand as the app writes it: the original words of that run of the text.
        let written = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let run = written.indices.contains(start) ? written[start..<min(written.count, start + ownWords.count)] : []
        return run.count == ownWords.count ? run.joined(separator: " ") : ownWords.joined(separator: " ")
      }
    }
    return nil
  }

  /// Currencies and counted things a game or shop shows as an icon before their amount.
  static let valueIconWords: Set<String> = [
    "gold", "gem", "gems", "coin", "coins", "diamond", "diamonds", "heart", "hearts", "star", "stars", "silver",
    "token", "tokens", "credit", "credits", "point", "points", "xp", "exp", "mana", "energy", "health", "hourglass",
  ]

  /// Not hidden, not merged into a labelled parent, not part of a control's name or a `Label`'s
  /// icon, not a background.
  private func isReachedAlone(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let exemption = view.context
    // A row combined into one element whose text names it: the fix developers write for an icon
    // beside its caption. The caption is what a listener needs.
    if let combining = exemption.combiningAncestor, containsText(file.view(combining), in: file) { return false }
    // A picker's option is one selectable element too, named by its row: an icon whose text
    // says its name again (`HStack { Image(fruit.rawValue); Text(fruit.rawValue) }`) adds nothing.
    if Self.isPickerOptionNamedByItsText(view, in: file) { return false }
    // A menu picker's option is a menu item, read by its words; its icon is never a stop of its
    // own (mmex's account picker in the toolbar).
    if Self.isMenuPickerOptionBesideWords(view, in: file) { return false }
    if exemption.isHidden || exemption.replacingAncestor != nil || exemption.labellingContainer != nil || exemption.isLabelIcon
      || exemption.enclosingControl != nil {
      return false
    }
    if case .modifier(let name, _) = view.slot, name == "background" { return false }
    if file.isDrawnOnlyWhileDragging(view) { return false }
    // What a `ButtonStyle` or `ToggleStyle` draws is the control's own label (Code Wallet's
    // `IconButtonStyle`: an icon beside `configuration.label`): the control is the element.
    if let owner = view.enclosingType,
       !file.project.types.conformances(of: owner).isDisjoint(with: ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle"]) { return false }
    // `WNavigationLink(value: .appIcon) { HStack { Image(uiImage: icon); Text("App icon") } }`: a
    // project view that is a Button whose label is what it is given; the Button is the element.
    if file.isInLabelOfControlWrapper(view) { return false }
    // An icon handed in a closure to the project's own control given words to show
    // (`ButtonRow(action:title: "Source code", icon: { Image(.icGithub) })`, NowPlaying's settings
    // rows): the control is one element, named by its title.
    if Self.isIconOfTitledProjectControl(view, in: file) { return false }
    // Inside a project view used only in controls' labels (`Button { IconPreview(url) }`): each
    // control is named, or reported, with it.
    if let owner = view.enclosingType, file.project.viewsOnlyInControlLabels.contains(owner) { return false }
    // `@ViewBuilder var icon` used only as controls' labels: each control is judged with it.
    if file.isReachedOnlyThroughControls(view) { return false }
    // `private var avatar: some View` used only in rows combined with their text (or hidden, or
    // inside a control, or in a stack that labels each element in it): named as it would be in place.
    // `func onImage() -> some View` passed only into a style (`.toggleStyle(CheckboxToggleStyle(onImage:
    // onImage(), …))`, Phoenix): the style draws it as its control's icon, named by the control.
    if let member = file.viewMember(holding: view), member.name != "body", Self.isPassedOnlyToStyles(member, in: file) { return false }
    if file.everyUseOfMember(holding: view, isCovered: { use in
      // (Or labelled where it is used: `commentaryToolbarIcon.accessibilityLabel("commentaries")`, and-bible's toolbar.)
      use.accessibilityLabel != nil
        || use.context.isHidden || use.context.replacingAncestor != nil || use.context.enclosingControl != nil
        || use.context.labellingContainer != nil || use.context.isLabelIcon
        || use.context.combiningAncestor.map { containsText(file.view($0), in: file) } == true
    }) { return false }
    return true
  }

  /// Inside a closure argument of a call of a project view whose body is a control, the call
  /// also giving it words (`title:`, `text:`, `label:` that is no closure).
  static func isIconOfTitledProjectControl(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func isControl(_ call: SwiftUIView) -> Bool {
      if call.kind == .call { return file.customView(named: call.name)?.content == .control }
      // A view function of the type that makes one (`buttonRow(action:title:icon:)` → `ButtonRow(…)`).
      guard let member = file.viewMember(referencedBy: call), member.isFunction else { return false }
      return member.roots.map(file.view).contains { root in
        root.kind == .call && (file.customView(named: root.name)?.content == .control || ControlWrappers.labelledControls.contains(root.name))
      }
    }
    for step in file.ancestry(of: view).steps {
      let call = step.ancestor
      guard isControl(call) else { continue }
      return call.arguments.contains { argument in
        guard ["title", "text", "label"].contains(argument.label ?? ""), !argument.value.text.hasPrefix("{") else { return false }
        return argument.value.text != "nil" && argument.value.stringLiteral?.trimmingCharacters(in: .whitespaces).isEmpty != true
      }
    }
    return false
  }

  static let styleModifiers: Set<String> = ["toggleStyle", "buttonStyle", "labelStyle"]

  /// Every mention of the member outside its declaration is inside a style modifier's arguments.
  /// Asked of images the rest leaves alone, so the cheap tests come first: a file that names no
  /// style, a member the view tree uses; then one pass over the bytes for the name.
  static func isPassedOnlyToStyles(_ member: ViewMember, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("Style("), file.uses(of: member).isEmpty else { return false }
    let bytes = file.converter.source.bytes
    var styles: [Range<Int>]?
    var mentions = 0, outside = false
    // The identifiers the modelling recorded (comments left out), not another scan of the text.
    UnreferencedCode.forEachIdentifier(in: file, candidates: [member.name], filter: UnreferencedCode.CandidateFilter([member.name]), anyCase: true) { _, at in
      guard !outside, !UnreferencedCode.isDeclarationName(bytes, at: at) else { return }
      if styles == nil {
        styles = file.views.flatMap { $0.modifiers.filter { styleModifiers.contains($0.name) } }.map { $0.start.utf8Offset..<$0.end.utf8Offset }
      }
      if styles!.contains(where: { $0.contains(at) }) { mentions += 1 } else { outside = true }
    }
    return !outside && mentions > 0
  }

  /// The image is in an option of a `Picker` shown as a menu (`.pickerStyle(.menu)`,
  /// `MenuPickerStyle()`), beside a `Text` of the same option.
  static func isMenuPickerOptionBesideWords(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var row = view
    var current = view
    while let parent = file.parent(of: current) {
      if parent.kind == .call, parent.name == "Picker" {
        guard current.slot == .content, row.index != view.index,
              parent.modifiers(named: "pickerStyle").contains(where: { style in
                let text = style.arguments.first?.value.text ?? ""
                return text == ".menu" || text.hasPrefix("MenuPickerStyle") || text == "DefaultPickerStyle()" && file.isInToolbar(parent)
              }) else { return false }
        return file.descendants(of: row).contains { $0.kind == .call && $0.name == "Text" && !$0.context.isHidden }
      }
      if !["ForEach", "Group", "Section"].contains(parent.name) { row = parent }
      current = parent
    }
    return false
  }

  /// The image is in a row of a `Picker`'s content (through `ForEach`, `Group` and `Section`),
  /// and a visible `Text` of that row names it: the words of the image's name (`"Mango"`,
  /// `fruit.rawValue.capitalized`) are all among the text's (`"mango"`,
  /// `LocalizedStringKey(fruit.rawValue.capitalized)`).
  static func isPickerOptionNamedByItsText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let name = view.arguments.firstUnlabeled?.text else { return false }
    var row = view
    var current = view
    while let parent = file.parent(of: current) {
      if parent.kind == .call, parent.name == "Picker" {
        // The name's words only for an image in a picker (every image's words showed in profiles;
        // an image with none is no option named by its text, in a picker or not).
        let imageWords = nameWords(name)
        guard !imageWords.isEmpty else { return false }
        guard current.slot == .content, row.index != view.index else { return false }
        return file.descendants(of: row).contains { text in
          guard text.kind == .call, text.name == "Text", !text.context.isHidden,
                let title = text.titleArgument else { return false }
          return imageWords.isSubset(of: nameWords(title.text))
        }
      }
      if !["ForEach", "Group", "Section"].contains(parent.name) { row = parent }
      current = parent
    }
    return false
  }

  /// The words of a name or an expression naming something, without the ones that only convert
  /// it (`rawValue`, `capitalized`, `LocalizedStringKey`).
  static func nameWords(_ text: String) -> Set<String> {
    Set(IdentifierWords.words(in: text)).subtracting(conversionWords)
  }

  static let conversionWords: Set<String> = [
    "raw", "value", "capitalized", "lowercased", "uppercased", "localized", "string", "key", "verbatim", "self",
    "description", "ns", "comment", "text",
  ]

  private func containsText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    file.descendants(of: view).contains { ($0.name == "Text" || $0.name == "Label") && !$0.context.isHidden }
  }

  /// A use of a custom view whose body is only an image (`AvatarView(user:)`, `BrandIcon("cup")`).
  private func checkUse(of custom: CustomViewSummary, at view: SwiftUIView, in file: SwiftFileModel, _ context: inout RuleContext) {
    guard case .image(let image) = custom.content else { return }
    switch image {
    case .systemSymbol:
      context.report(at: view.position, LocalizedText(
        en: "\(view.name) draws only an SF Symbol (see \(custom.file):\(custom.position.line)) and has no accessibility label here: VoiceOver speaks a name derived from the symbol; label it here or hide it if it only decorates",
        ko: "\(view.name) 뷰는 SF Symbol만 그리며(\(custom.file):\(custom.position.line)) 여기에서 접근성 레이블을 받지 않아 VoiceOver가 기호 이름에서 만든 이름을 읽습니다. 여기에서 레이블을 지정하거나 장식용이면 숨기세요"),
        severity: .info)
    case .asset(let name?) where Self.productNamedByLogo(name, in: file) != nil:
      // `KiwixLogo()` drawing `Image("KiwixLogo")`: read as the app's name and "logo".
      let product = Self.productNamedByLogo(name, in: file) ?? name
      context.report(at: view.position, LocalizedText(
        en: "\(view.name) draws only the image '\(name)' (see \(custom.file):\(custom.position.line)) and has no accessibility label here: VoiceOver reads its asset name, which names the brand (\"\(product)\") and says it is a logo; label it \"\(product)\", or hide it beside text that names it",
        ko: "\(view.name) 뷰는 이미지 '\(name)'만 그리며(\(custom.file):\(custom.position.line)) 여기에서 접근성 레이블을 받지 않아 VoiceOver가 에셋 이름을 읽으며, 그 이름이 브랜드(\"\(product)\")와 로고임을 알려 줍니다. 레이블을 \"\(product)\"로 지정하거나, 그 이름을 말하는 텍스트 옆이면 숨기세요"),
        severity: .info)
    case .asset, .picture:
      context.report(at: view.position, LocalizedText(
        en: "\(view.name) draws only an image (see \(custom.file):\(custom.position.line)) and has no accessibility label here: VoiceOver reads \"image\" or a file name; add .accessibilityLabel(_:) here or hide it if it only decorates",
        ko: "\(view.name) 뷰는 이미지만 그리며(\(custom.file):\(custom.position.line)) 여기에서 접근성 레이블을 받지 않아 VoiceOver가 \"이미지\"나 파일 이름만 읽습니다. 여기에서 .accessibilityLabel(_:)을 추가하거나 장식용이면 숨기세요"),
        severity: .warning)
    }
  }
}
