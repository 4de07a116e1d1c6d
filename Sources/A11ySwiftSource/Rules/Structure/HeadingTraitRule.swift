import A11yCore

/// Text styled as a section heading that VoiceOver doesn't announce as one.
public struct HeadingTraitRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "heading-trait",
    title: LocalizedText(en: "Section titles should be headings", ko: "구역 제목은 머리말이어야 합니다"),
    rationale: LocalizedText(
      en: """
        VoiceOver users move through a screen by headings with the rotor; a section title that only looks like \
        one (a `.title` style, a header view's label) is skipped, and the screen reads as one long list. Add \
        `.accessibilityAddTraits(.isHeader)` (or `.accessibilityHeading(_:)`) in SwiftUI, or the `.header` \
        trait in UIKit. Reported as a warning: the analyzer sees the style, and a person confirms it is a \
        section title. `List` section headers and navigation titles are headings already; `.headline` and \
        `.subheadline` row text is not reported, and neither is text inside a row repeated by `ForEach`, \
        a value shown big (a number, a formatter's output) or a reading in a widget or Live Activity. Neither is \
        a sentence shown only in some state with only space and controls after it (\"Thank you for your Tip!\" after a \
        payment), nor text that shows the navigation title's value, also through what a placement passes.
        """,
      ko: """
        VoiceOver 사용자는 로터로 머리말을 따라 화면을 이동합니다. 모양만 제목인 텍스트(`.title` 스타일, 헤더 뷰의 \
        레이블)는 건너뛰게 되어 화면이 하나의 긴 목록처럼 읽힙니다. SwiftUI에서는 `.accessibilityAddTraits(.isHeader)` \
        또는 `.accessibilityHeading(_:)`를, UIKit에서는 `.header` 특성을 지정하세요. 분석기는 스타일만 보므로 경고로 \
        보고하며, 구역 제목인지는 사람이 확인합니다. `List` 구역 헤더와 내비게이션 제목은 이미 머리말이고, \
        `.headline`·`.subheadline` 행 텍스트, `ForEach`로 반복되는 행 안의 텍스트, 크게 표시한 값(숫자, \
        포매터의 출력), 위젯과 라이브 액티비티의 측정값은 보고하지 않습니다. 어떤 상태에서만 보이고 뒤에 여백과 컨트롤만 \
        있는 문장(결제 뒤의 \"Thank you for your Tip!\")과, 배치하는 곳이 넘긴 값을 거쳐서도 내비게이션 제목과 같은 값을 \
        보여 주는 텍스트도 보고하지 않습니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.assistiveTechnology], wcag: ["1.3.1", "2.4.6"], hig: "Accessibility › VoiceOver › Navigation",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the launch animation's name: a launchpad's title opens a screen of its own.
        "struct LaunchpadView: View { var body: some View { VStack(alignment: .leading) { ↓Text(\"Seerr\").font(.title).fontWeight(.bold); Text(\"Requests\").font(.caption) } } }",
        // The countdown's neighbour: the screen's name from the view model, in the title style, heads the text below.
        "struct Embargo: View { @ObservedObject var viewModel: EmbargoViewModel\n var body: some View { ScrollView { VStack { ↓Text(viewModel.screenTitle).font(.title); Text(\"Camp locations are restricted until the gates open.\"); Toggle(\"I have a passcode\", isOn: $viewModel.showPasscode) } } } }",
        // The neighbour of the reading over its caption: a property named for a title, over its subtitle.
        "struct SpotCard: View { let spot: Spot\n var body: some View { VStack(alignment: .leading) { ↓Text(spot.title).font(.title).fontWeight(.bold); Text(\"Surf spot\").font(.caption) } } }",
        // The neighbours of the broken sentence and the place: localization keys over one another, and a film with its year.
        "struct PinnedEmpty: View { var body: some View { VStack { ↓Text(\"screen.pinned.empty.title\").font(.title2); Text(\"screen.pinned.empty.message\"); Schedule() } } }",
        "struct FilmDetail: View { let film: Film\n var body: some View { VStack { ↓Text(\"\\(film.title) - \\(film.year)\").font(.title); Cast() } } }",
        // The neighbour of the empty-state view: the same block titling a section of the app's.
        "struct SectionHeaderView: View { let title: String; let message: String\n var body: some View { VStack { ↓Text(title).font(.title3); Text(message).font(.subheadline); ItemList() } } }",
        // The neighbours of SportPal's landing texts: a title whose next line starts anew, and a city
        // named in words around it.
        "struct Landing: View { var body: some View { VStack { ↓Text(\"Weather information\").font(.title3); Text(\"Unavailable without internet connection\").font(.body); Forecast() } } }",
        "struct Landing: View { let city: String; let country: String\n var body: some View { VStack { ↓Text(\"Weather in \\(city), \\(country)\").font(.title3); Forecast() } } }",
        // A tab's title over its list, picked by the selected index; a month's title animated digit by digit.
        "struct 기록탭: View { let sectionTitles: [String]; @State var selectedIndex = 0\n var body: some View { VStack { ↓Text(sectionTitles[selectedIndex]).font(.title2.bold()); RecordList() } } }",
        "struct 월기록: View { let month: Int\n var body: some View { VStack { ↓Text(\"\\(month)월의 기록\").font(.title.bold()).contentTransition(.numericText()); RecordList() } } }",
        // The neighbour of the dial's option picked by its index: a section's title picked by the section.
        "struct 목록: View { let sectionTitles: [String]; let section: Int\n var body: some View { VStack { ↓Text(sectionTitles[section]).font(.title2); ItemList() } } }",
        // The neighbour of the count animated digit by digit: these words fade in and out.
        "struct 레시피상세: View { let display: String\n var body: some View { VStack { ScaleChips(); ↓Text(\"\\(display)인분\").font(.title3.weight(.semibold)).contentTransition(.opacity); IngredientList() } } }",
        // The neighbour of the polite sentence under a title: alone over its list, it titles the list.
        "struct 홈: View { var body: some View { ScrollView { VStack {\n  Text(\"홈\").font(.largeTitle.bold()).accessibilityAddTraits(.isHeader)\n  EventBanner()\n  ↓Text(\"최근에 주문한 메뉴예요.\").font(.title2.bold())\n  ForEach(recentOrders) { menu in MenuCard(menu: menu) }\n} } } }",
        "struct 추천: View { var body: some View { VStack { ↓Text(\"오늘의 추천 메뉴입니다.\").font(.title3); MenuList() } } }",
        // The neighbour of the memo: a month's words over the calendar.
        "struct 달력: View { @ObservedObject var viewModel: CalendarModel\n var body: some View { VStack { ↓Text(viewModel.monthText).font(.title2); CalendarGrid(); Button(\"오늘\") { viewModel.today() } } } }",
        // The neighbour of the memo: the performance's title over its formation.
        "struct 공연상세: View { @ObservedObject var viewModel: PerformanceModel\n var body: some View { VStack { ↓Text(viewModel.currentTitle).font(.title3); FormationGrid(); Button(\"다음\") { viewModel.next() } } } }",
        // The neighbour of the list rows: the same view placed once, over the screen's content.
        "struct AppetizerRow: View { let appetizer: Appetizer\n var body: some View { HStack { Image(appetizer.image); VStack { ↓Text(appetizer.name).font(.title2); Text(appetizer.priceText) } } } }\nstruct MenuScreen: View { var body: some View { VStack { AppetizerRow(appetizer: special); MenuGrid() } } }",
        // A highlighted section title beside a plain "See All" button: still a title.
        "struct Home: View { var body: some View { VStack { HStack { ↓Text(\"인기\").font(.title2).padding(8).background(Color.yellow).cornerRadius(8); Spacer(); Button(\"모두 보기\") { showAll() } }; PopularList() } } }",
        // The neighbours of the hint and the placeholder: one line over its text, and a title naming what the screen shows.
        "struct ArrayHintView: View { var body: some View { ScrollView { ↓Text(\"배열 힌트\").font(.title2); Text(\"배열의 위치는 0부터 시작합니다. 마지막 원소는 array.last로 얻습니다.\") } } }",
        "struct HomeView: View { var body: some View { VStack { ↓Text(\"최근 여행\").font(.largeTitle); List { rows } } } }",
        // The neighbours of the pill beside "Sell" and of the type specimen: a rounded title with
        // no control beside it, and a style's name over words in another style.
        "struct Detail: View { var body: some View { VStack { ↓Text(\"시세\").padding().font(.title3).background(Color(\"CardGreen\")).cornerRadius(35); Text(price) } } }",
        "struct Fonts: View { var body: some View { VStack { ↓Text(\"Large Title\").font(.title); Text(\"The font every screen title uses\") } } }",
        // The neighbour of the rating line: the property is named for a title.
        ratingLine(shown: "sectionTitle"),
        // So is a title's text.
        ratingLine(shown: "titleText"),
        // The neighbour of the plan review card: the caption's key is a value, not words the source writes.
        "struct PlanReview: View { var body: some View { VStack(alignment: .leading) { Text(localization.localized(captionKey)).font(.caption.weight(.bold)); ↓Text(planPreviewLine).font(.title3.weight(.bold)); Text(planPreviewDetail).font(.subheadline) } } }",
        // The neighbour of the live transcript: a choice between two titles.
        ratingLine(shown: "isEditing ? editTitle : sectionTitle"),
        // The neighbour of the tapped profile row: the same name above the row, outside what is tapped.
        profileHeader(tappedRow: false),
        // The neighbour of the linked row: the same row shown on its own, its title heading what follows.
        groupRow(placedBy: "VStack { KeyList.GroupView(entity: entity); KeyItems(entity: entity) }", marked: true),
        // The neighbour of the joke's setup: the chapter's title over its text.
        "struct ChapterSheet: View { let chapter: Chapter\n var body: some View { VStack { ↓Text(chapter.title).font(.title2.weight(.medium)); Text(chapter.text) } } }",
        // The neighbours of the card's reading and the currency: a value under words in the body
        // style, and three letters with nothing after them in their row.
        "struct SalesCard: View { var body: some View { VStack { Text(\"총 매출\"); ↓Text(viewModel.productName).font(.title); ProductChart() } } }",
        "struct Help: View { var body: some View { VStack { HStack { ↓Text(\"FAQ\").font(.title); Spacer() }; QuestionList() } } }",
        "struct Home: View { var body: some View { VStack { ↓Text(isReturning ? \"다시 오셨네요!\" : \"환영합니다!\").font(.largeTitle); Feed() } } }",
        "struct Shopping: View { var body: some View { VStack { HStack { ↓Text(\"장보기 목록\").font(.largeTitle); Spacer(); EditButton() }; ItemList() } } }",
        "struct Spending: View { var body: some View { VStack { HStack { ↓Text(\"지출\").font(.title2); Spacer(); Picker(\"기간\", selection: $period) { Text(\"주\") } }; Chart() } } }",
        "struct Review: View { var body: some View { VStack { Text(\"목표 설정\"); ↓Text(\"하루 목표\").font(.title3); Summary() } } }",
        // The neighbour of the Chinese instruction: a short title over the list.
        "struct Notes: View { var body: some View { VStack { ↓Text(\"我的宠物\").font(.title3); PetList() } } }",
        // The neighbours of the value past its field and of the stand-in message: a value with no
        // caption over it, and words over content in the other branch.
        "struct 단어상세: View { let word: SavedWord; @State var isEditing = false; @State var reading = \"\"\n var body: some View { VStack(alignment: .leading, spacing: 10) {\n  if isEditing { TextField(\"읽기\", text: $reading).font(.title2) } else { ↓Text(word.reading).font(.title2) }\n  MeaningList(word: word)\n } } }",
        "struct 단어화면: View { let word: SavedWord?\n var body: some View {\n  if let word { WordDetail(word: word) } else { VStack { ↓Text(\"최근 단어\").font(.title); RecentWordList() } }\n } }",
        // The neighbour of the search's empty message: a title over results.
        "struct SearchResults: View { var body: some View { VStack { ↓Text(\"검색 결과\").font(.title2); ResultList() } } }",
        // A header row with its week beside it across a space, and a step's title under its counter.
        "struct Workouts: View { var body: some View { VStack { HStack { ↓Text(\"운동\").font(.title2).bold(); Spacer(); Text(weekRange) }; WorkoutList() } } }",
        "struct Step: View { var body: some View { VStack { Text(\"\\(index)단계 / 3\").font(.caption); ↓Text(step.title).font(.title); StepBody() } } }",
        // The neighbour of the formatted calories: a label in the title style over the value.
        "struct Nutrition: View { var body: some View { VStack { ↓Text(\"영양 정보\").font(.title2).bold(); Text(format(.energy)).font(.subheadline) } } }",
        // The neighbour of the styled button: one style shows the label with no Button around it.
        styledButton(tabStyle: "label"),
        // The neighbour of the readouts: a title beside a caption in another style heads what follows.
        "struct Speedometer2: View { var body: some View { VStack { HStack { ↓Text(\"조이스틱\").font(.title).bold(); Text(\"속도와 각도\").font(.caption) }; Joystick() } } }",
        // A title tapped only to log a token while debugging: still the section's title (Events' home).
        "struct HomeAppBar: View { var body: some View { VStack { HStack { ↓Text(\"home-title\").font(.title2).fontWeight(.semibold).onTapGesture { print(Keychain.standard.string(forKey: \"token\") ?? \"없음\") }; Spacer() }; EventList() } } }",
        // A form tapped anywhere to put the keyboard away: its title is still a section's.
        "struct Signup: View { @State var name = \"\"\n var body: some View { VStack { ↓Text(\"회원 정보\").font(.title2); TextField(\"이름\", text: $name); TextField(\"이메일\", text: $email) }.onTapGesture { hideKeyboard() } } }",
        // An onboarding page's large title over its picture's sentence: the page's own heading.
        "struct OnboardingPage: View { var body: some View { VStack { Image(\"onboarding_sounds\").resizable().frame(width: 200, height: 200); ↓Text(\"소리를 공유하세요\").font(.largeTitle); Text(\"친구에게 바로 보낼 수 있어요\"); Button(\"다음\") { next() } } } }",
        // A welcome block over the form it opens: its title heads the screen (Brrow's agreements).
        "struct Agreement: View { var body: some View { VStack { VStack { Image(systemName: \"cube.box.fill\").font(.system(size: 60)); ↓Text(\"약관 동의\").font(.largeTitle); Text(\"계속하려면 정책을 확인해 주세요\") }; Spacer(); Toggle(\"이용약관\", isOn: $terms); Toggle(\"개인정보 처리방침\", isOn: $privacy) } } }",
        // The same title over a list of sections: it heads what follows.
        emptyNotifications(after: "ForEach(groups) { NotificationGroup($0) }"),
        // The neighbour of Phoenix's link helper: a function that only stacks what it is given.
        "struct Config: View {\n  var body: some View { List { section_wallet(); section_general() } }\n  @ViewBuilder func section_wallet() -> some View {\n    Section { navLink_label(.wallet) { HStack(spacing: 8) { WalletImage(size: 64); VStack(alignment: .leading, spacing: 4) { ↓Text(\"내 지갑\").font(.title3.weight(.medium)); Text(\"지갑 관리\").font(.subheadline) } } } }\n  }\n  @ViewBuilder func section_general() -> some View { Section { navLink_label(.about) { Label(\"정보\", systemImage: \"info\") } } }\n  func navLink_label<Content>(_ tag: Tag, label: @escaping () -> Content) -> some View where Content: View {\n    VStack { Text(\"링크\"); label() }\n  }\n}",
        // The neighbour of the masked amount: a title that says "balance" in words.
        "struct Header: View { var body: some View { VStack { ↓Text(\"Your balance\").font(.largeTitle); PriceChart() } } }",
        "struct Header: View { var body: some View { VStack { ↓Text(\"내 잔액\").font(.largeTitle); PriceChart() } } }",
        // A sheet's title over the scanner the sheet shows (Monal's login).
        "struct Login: View { @State var showScanner = false\n var body: some View { Button { showScanner = true } label: { Image(systemName: \"qrcode\") }.sheet(isPresented: $showScanner) { ↓Text(\"QR-Code Scanner\").font(.largeTitle.weight(.bold)); QRScanner() } } }",
        // The neighbour of the overlaid notice: placed once over the content it titles.
        "struct Message: View { let text: String\n var body: some View { VStack { Spacer(); ↓Text(text).font(.title2); Spacer() } } }\nstruct Bookmarks: View { var body: some View { VStack { Message(text: \"Saved\"); List(bookmarks) { Row($0) } }.overlay { if bookmarks.isEmpty { Message(text: \"No bookmarks\") } } } }",
        // The neighbour of the private empty chat: a view type another view places over content.
        "struct Chat: View { var body: some View { if messages.isEmpty { EmptyChatView() } else { MessagesList() } } }\nstruct EmptyChatView: View { var body: some View { VStack { Image(\"iris\"); ↓Text(R.string.emptyChatTitle()).font(.title2) } } }\nstruct Welcome: View { var body: some View { VStack { EmptyChatView(); Suggestions() } } }",
        // The neighbour of the empty state: a title over the contacts.
        "struct Contacts: View { var body: some View { ScrollView { if contacts.isEmpty { VStack { ↓Text(\"Your Contacts\").font(.title3); Text(\"Add contacts for easy & quick payments\") } } else { ForEach(contacts) { ContactRow($0) } } } } }",
        // The neighbour of the list rows: placed once at the top of a screen too, it titles it.
        "struct UserRow: View { let user: User\n var body: some View { VStack { ↓Text(user.name).font(.title); Text(user.email) } } }\nstruct Users: View { var body: some View { VStack { UserRow(user: me); List { ForEach(users) { UserRow(user: $0) } } } } }",
        // Used once outside a button too: a title there.
        "struct GridItem: View { let title: String\n var body: some View { VStack { Image(systemName: \"flame\"); ↓Text(title).font(.title2.bold()) } } }\nstruct Home: View { var body: some View { VStack { GridItem(title: \"Popular\"); Button { open() } label: { GridItem(title: \"Watched\") } } } }",
        "struct A: View { var body: some View { ScrollView { VStack { ↓Text(\"Seasonal\").font(.title2); Text(\"Autumn drinks\") } } } }",
        "struct A: View { var body: some View { VStack { ↓Text(\"주문 내역\").font(.title.bold()); OrderList() } } }",
        // A two-line title block is one heading to add: reported once, at its first line.
        "struct Login: View { var body: some View { VStack { Text(\"Welcome to\").font(.title2); ↓Text(\"Hacker News\").font(.largeTitle.bold()); LoginForm() } } }",
        "struct Account: View { var body: some View { VStack { ↓Text(\"Welcome back!\").font(.title2); Text(viewModel.userName ?? \"\").font(.largeTitle.bold()); AccountForm() } } }",
        "struct Intro: View { var introduction: some View { Section { VStack { ↓Text(\"Hi, I'm the developer\").font(.title2.weight(.semibold)); Text(story) } } } }",
        // The untitled first section of a settings list, built by a member: its big line titles the screen.
        "struct Support5: View { var body: some View { List { introduction; Section(header: Text(\"Tips\")) { Text(\"Coffee\") } } }\n var introduction: some View { Section { VStack { ↓Text(\"Hi, I'm the developer\").font(.title2); Text(story) } } } }",
        // A member placed once in a titled Section and once at the top of a screen: a title there.
        "struct Support4: View { var body: some View { VStack { thankYou; List { Section(header: Text(\"Supporter\")) { thankYou } } } }\n var thankYou: some View { VStack { ↓Text(\"Thank you!\").font(.title3); Text(\"Your support keeps the app going\") } } }",
        "struct Overview: View { var body: some View { VStack {\n#if os(tvOS)\nText(item.title).font(.title)\n#endif\n↓Text(\"Overview\").font(.title3); Details() } } }",
        "struct A: View { var body: some View { VStack { ↓Text(account.title).font(.title2); AccountDetails() } } }",
        // The words before it are a complete sentence: the value titles what follows.
        "struct A: View { var body: some View { VStack { Text(\"Shared with you.\"); ↓Text(vault.name).font(.title2.bold()); VaultItems() } } }",
        "struct A: View { var body: some View { VStack { ↓Text(\"\\(firstName) \\(lastName)\").font(.title); Bio() } } }",
        // Another value than the screen's title (`sectionTitle`, not `title`); a title set by a type that doesn't place it.
        "struct Posts: View { var body: some View { ScrollView { VStack { ↓Text(viewModel.sectionTitle).font(.title2); PostList() } }.navigationTitle(viewModel.title) } }",
        // The neighbour of the check-list cell: one use shows it as a plain title, tapped by nothing.
        "struct CheckListCell: View { var title: String; var selected: Bool\n var body: some View { HStack { ↓Text(title).font(.title3); Spacer(); Image(systemName: \"chevron.right\").accessibilityHidden(true) } } }\nstruct ProvinceModal: View { var body: some View { ScrollView { ForEach(provinces) { item in NavigationLink(destination: CityModal(item: item)) { CheckListCell(title: item.name, selected: false) } } } } }\nstruct PaymentModal: View { var body: some View { ScrollView { CheckListCell(title: \"Cicilan\", selected: state.first) } } }",
        // The neighbour of the score shown big: the choice is between two titles.
        "struct VSScoreSectionView: View { let isNew: Bool\n var body: some View { VStack { ↓Text(isNew ? \"오늘 점수\" : \"이전 점수\").font(.largeTitle).fontWeight(.bold); ScoreList() } } }",
        // The neighbour of the large emoji: a word beside it is a title.
        "struct Celebration: View { var body: some View { VStack { ↓Text(\"🎉 Done\").font(.largeTitle); Summary() } } }",
        // The neighbour of the welcome under its own words: one word of the title's two is a section of its own.
        "struct NotificationSettings: View { var body: some View { ScrollView { VStack { ↓Text(\"Settings\").font(.title); Toggles() } }.navigationTitle(\"Notification Settings\") } }",
        "struct Header: View { let account: Account\n var body: some View { VStack { ↓Text(account.displayName).font(.title2.bold()); Bio() } } }\nstruct Other: View { var body: some View { List { Text(\"x\") }.navigationTitle(account.displayName) } }",
        // The same title set on another layout of the type (the iOS one), not over this one.
        "struct Duplicate: View { var body: some View { if isTV { tvView } else { phoneView } }\n var phoneView: some View { Form { Text(\"x\") }.navigationTitle(L10n.connection) }\n var tvView: some View { VStack { ↓Text(L10n.connection).font(.title3); Details() } } }",
        // A bare `title` in a placed view may be its own property, not the screen's.
        "struct SectionHeader: View { let title: String\n var body: some View { VStack { ↓Text(title).font(.title2); Divider() } } }\nstruct Settings: View { let title: String\n var body: some View { ScrollView { SectionHeader(title: \"Alerts\"); AlertList() }.navigationTitle(title) } }",
        // Shown only after a payment, but followed by content it introduces; a sentence shown always.
        "struct Tip: View { var body: some View { VStack { if model.paymentSuccess { ↓Text(\"Thank you for your Tip!\").font(.title) }; PurchaseHistory() } } }",
        "struct Tip: View { var body: some View { VStack { ↓Text(\"Thank you for your Tip!\").font(.title); Spacer(); Button(\"Tip again\") { buy() } } } }",
        // Another value of the object the placement passes than the one the title shows.
        "struct DomainSummary: View { let domain: CustomDomain\n var body: some View { VStack { ↓Text(domain.ownerName).font(.title); Text(domain.note) } } }\nstruct DomainDetail: View { var body: some View { List { DomainSummary(domain: viewModel.domain) }.navigationTitle(viewModel.domain.domainName) } }",
        // A background color behind the screen is no picture: the title over it is a title.
        "struct Welcome: View { var body: some View { ZStack { Color.black.ignoresSafeArea(); VStack { ↓Text(\"Welcome\").font(.largeTitle); SignInForm() } } } }",
        // Importing WidgetKit to reload the widgets doesn't make a settings screen a widget.
        "import WidgetKit\nstruct WidgetSettings: View { var body: some View { VStack { ↓Text(\"Widgets\").font(.title2); Button(\"Reload\") { WidgetCenter.shared.reloadAllTimelines() } } } }",
        // A short title with content under it, and a fallback for an older system whose other side isn't ContentUnavailableView.
        "struct Shop: View { var body: some View { VStack { ↓Text(\"Choose your plan.\").font(.title); Plans() } } }",
        // A short greeting with a value, over content: a title (the neighbour of the sentence with a value).
        "struct Home: View { var body: some View { VStack { ↓Text(\"Welcome, \\(name)!\").font(.title2); Feed() } } }",
        "struct Home: View { var body: some View { VStack { ↓Text(\"\\(name)님, 환영합니다!\").font(.title2); Feed() } } }",
        "struct Shop: View { var body: some View { if #available(iOS 17, *) { PlansGrid() } else { VStack { ↓Text(\"Plans\").font(.title2); PlansList() } } } }",
        // A loaded card beside an empty state: its title heads the card's content (Vernissage).
        "struct CardDetail: View { var body: some View { if isLoading { ProgressView() } else if let card { VStack { ↓Text(card.titleText).font(.title2.weight(.semibold)); Text(card.note); ClientRow(card.client) } } else { ContentUnavailableView(\"No card\", systemImage: \"person.text.rectangle\") } } }",
        // An icon beside the title, content under the stack: a title.
        "struct Favorites: View { var body: some View { VStack { HStack { Image(systemName: \"star\"); ↓Text(\"Favorites\").font(.title2) }; FavoritesList() } } }",
        // A member's title followed by content where the member is placed; one in a branch whose content follows it.
        // The neighbour: the member is also shown outside the link.
        "struct SideMenu: View {\n var topProfile: some View { VStack(alignment: .leading) { ↓Text(profile.displayName).font(.title2); Text(profile.handle) } }\n var body: some View { VStack { NavigationLink(value: Route.profile) { topProfile }; topProfile; MenuItems() } }\n}",
        "struct Settings: View { var body: some View { VStack { header; SettingsList() } }\n var header: some View { VStack { Image(systemName: \"gear\"); ↓Text(\"Settings\").font(.title) } } }",
        "struct Search: View { var body: some View { if items.isEmpty { placeholder } else { VStack { ↓Text(\"Results\").font(.title2); ResultsList() } } }\n var placeholder: some View { VStack { Image(systemName: \"magnifyingglass\"); Text(\"Search for communities\").font(.title2) } } }",
        // The neighbours of the caption's value and the subtitle: a value with no caption over it
        // titles the card; a page's title with a full stop, in the primary colour, is still its title.
        "struct PollutantCard: View { let pollutant: Pollutant\n var body: some View { VStack(alignment: .leading) {\n  Image(systemName: \"aqi.medium\")\n  ↓Text(verbatim: pollutant.label).font(.title3.weight(.bold))\n  PollutantChart(pollutant: pollutant)\n } } }",
        // The neighbours of the field's prefix: a title pushed apart from a search field in its row,
        // and a title over the row holding the field.
        "struct Contacts: View { @Binding var query: String\n var body: some View { VStack { HStack { ↓Text(\"Contacts\").font(.largeTitle.bold()); Spacer(); TextField(\"Search\", text: $query) }; ContactList() } } }",
        "struct AmountForm: View { @Binding var amount: String\n var body: some View { VStack { ↓Text(\"Amount\").font(.title3); HStack { Text(\"$\"); TextField(\"0\", text: $amount) } } } }",
        "struct Checkout: View { var body: some View { VStack { ↓Text(\"Wetter, das sich meldet.\").font(.title2); PaymentForm() } } }",
        """
        final class SectionHeader: UICollectionReusableView {
          private let ↓titleLabel = UILabel()
          override init(frame: CGRect) { super.init(frame: frame); titleLabel.font = .preferredFont(forTextStyle: .title3) }
        }
        """,
      ],
      nonTriggering: [
        // The app's name on its launch animation, gone in a moment (Seerr's `LaunchAnimationView`).
        "struct LaunchAnimationView: View { var body: some View { VStack(alignment: .leading) { Text(\"Seerr\").font(.title).fontWeight(.bold); Text(\"Requests\").font(.caption) } } }",
        // A countdown's reading in the title style (iBurn's embargo screen): it ticks, it heads nothing.
        "struct Embargo: View { @ObservedObject var viewModel: EmbargoViewModel\n var body: some View { ScrollView { VStack { Text(viewModel.countdownString).font(.title); Text(\"Camp locations are restricted until the gates open.\"); Toggle(\"I have a passcode\", isOn: $viewModel.showPasscode) } } } }",
        // A reading over its caption (treblesurf's wave height over "Wave Height").
        "struct CurrentConditionCard: View { let condition: Condition\n var body: some View { VStack(alignment: .leading) { Text(\"Current Conditions\").font(.headline).accessibilityAddTraits(.isHeader); HStack { VStack(alignment: .leading) { Text(condition.waveHeight).font(.title).fontWeight(.bold); Text(\"Wave Height\").font(.caption) }; Spacer() } } } }",
        // A temperature converted in place, under its caption (DragonSync's dashboard).
        "struct Temperatures: View { let stats: AntStats\n var body: some View { VStack(alignment: .leading) { Text(\"PLUTO\").font(.caption); Text(\"\\(Int(stats.plutoTemp))°C\").font(.system(.title2, design: .monospaced)) } } }",
        // The app's own empty-state view, given its words by each list (KNB's notifications).
        "struct EmptyStateView: View { let title: String; let message: String\n var body: some View { VStack { Text(title).font(.title3); Text(message).font(.subheadline); ItemList() } } }",
        // A sentence broken by hand over two lines, and a place written as values joined by a comma
        // (SportPal's landing screen).
        "struct Landing: View { var body: some View { VStack { Text(\"Weather information is unavailable\").font(.title3); Text(\"without internet connection\").font(.title3); Forecast() } } }",
        "struct Landing: View { let city: String; let country: String\n var body: some View { VStack { Text(\"**\\(city)**, \\(country)\").font(.title3); Forecast() } } }",
        // A search's empty state naming what was searched (Festivl's searchable lists).
        "struct NoResultsView: View { let searchText: String\n  var body: some View { VStack { Image(systemName: \"magnifyingglass\"); Text(\"No Results for \\\"\\(searchText)\\\"\").font(.title2).bold(); Text(\"Check the spelling or try a new search.\").font(.subheadline) } } }",
        // The key of a key/value row in a summary box (Running Goals' goal detail).
        "struct GoalSummary: View { let runs: [Run]\n  var body: some View { VStack { HStack { Text(\"Runs\").font(.title3); Spacer(); Text(runs.count.description).font(.body.bold()) }; HStack { Text(\"Total Distance\").font(.title3); Spacer(); Text(total) } } } }",
        // The app's subtitle under its name, from a constant (PawTracker's onboarding).
        "struct OnboardingHeaderView: View { var body: some View { VStack { Text(Constants.General.appName).font(.system(size: 48, weight: .bold)); Text(Constants.General.appSubTitle).font(.title); FeatureList() } } }",
        // Words under a spinner say what it waits for (dolAwang's photo transfer); a quiz's prompt shown large.
        "struct TransferringOverlay: View { let description: String\n  var body: some View { ZStack { Color.black.opacity(0.6); VStack(spacing: 16) { ProgressView().tint(.white); Text(description).font(.title2).fontWeight(.bold); Text(\"잠시만 기다려 주세요\") } } } }",
        "struct StudySessionView: View { let item: StudyItem\n  var body: some View { VStack(alignment: .leading) { Text(item.prompt).font(.title.bold()); ForEach(item.choices) { choice in Button(choice.text) { answer(choice) } } } } }",
        // A currency symbol before the amount's field (Inpenso): the field's prefix.
        "struct AmountField: View { @Binding var 금액: String\n var body: some View { HStack { Text(\"₩\").font(.title3).fontWeight(.medium); TextField(\"0\", text: $금액).font(.title2) } } }",
        // A value right under its caption (Oscar's air-quality card): the caption titles the pair.
        "struct AirQualityCard: View { let 주요오염물질: Pollutant?\n var body: some View { VStack(alignment: .leading) {\n  Text(\"주요 오염 물질\").font(.headline)\n  if let 주요오염물질 { Text(verbatim: 주요오염물질.label).font(.title3.weight(.bold)) }\n  AirQualityChart()\n } } }",
        // A value under its caption, past the field that edits it in the other branch (Shiori's saved word).
        "struct 단어상세: View { let word: SavedWord; @State var isEditing = false; @State var reading = \"\"\n var body: some View { VStack(alignment: .leading, spacing: 10) {\n  Text(\"읽기\").font(.headline).foregroundColor(.gray)\n  if isEditing { TextField(\"읽기\", text: $reading).font(.title2) } else { Text(word.reading).font(.title2) }\n } } }",
        // A message shown instead of the screen's content when there is none (Shiori's "Word not found").
        "struct 단어화면: View { let word: SavedWord?\n var body: some View {\n  if let word { ScrollView { VStack { WordHeader(word: word); MeaningList(word: word) } } } else { Text(\"단어를 찾을 수 없습니다\").font(.title).foregroundColor(.gray) }\n } }",
        // The option a dial is on, picked by its index (filmlog's circular picker), and a timer's phase.
        "struct 다이얼: View { let labels: [String]; @State var currentIndex = 0\n var body: some View { ZStack { DialRing(); Text(labels[currentIndex]).font(.title2).bold() } } }",
        "struct 타이머: View { var body: some View { VStack { Text(timeString).font(.system(size: 72)); Text(getPhaseText()).font(.title2); TimerControls() } } }",
        // A count animated digit by digit as it changes (Tuis's scaled servings).
        "struct 레시피상세: View { let display: String\n var body: some View { VStack { ScaleChips(); Text(\"\\(display)인분\").font(.title3.weight(.semibold)).contentTransition(.numericText()); IngredientList() } } }",
        // A polite sentence under the completion screen's larger title (Sejong's sign-up).
        "struct 가입완료: View { var body: some View { VStack {\n  Text(\"환영합니다!\").font(.largeTitle).accessibilityAddTraits(.isHeader)\n  VStack { Text(\"회원가입이 완료되었습니다.\").font(.title3); Text(\"아래 버튼을 눌러 주세요.\") }\n  Button(\"로그인\") { login() }\n} } }",
        // A four-word sentence with its full stop under the page's title: a subtitle, read as it is.
        "struct FinaleStep: View { var body: some View { VStack {\n  Text(\"Willkommen bei Oscar\").font(.largeTitle).accessibilityAddTraits(.isHeader)\n  Text(\"Deine Vorhersage ist bereit.\").font(.title3).foregroundStyle(.secondary)\n  ForecastPreview()\n} } }",
        // The app's name on its splash screen, shown while it starts (KsArt's apps).
        "struct SplashScreen: View { var body: some View { VStack { Image(\"logo\"); Text(\"뉴스\").font(.largeTitle) } } }",
        // A row view whose every use is a row of a `List` over data: its large name is each row's first line.
        "struct AppetizerRow: View { let appetizer: Appetizer\n var body: some View { HStack { Image(appetizer.image); VStack { Text(appetizer.name).font(.title2); Text(appetizer.priceText) } } } }\nstruct MenuScreen: View { var body: some View { List(appetizers) { appetizer in AppetizerRow(appetizer: appetizer) } } }",
        // A hint of several paragraphs set large: a body of text, not a title (a quiz's array hint).
        "struct ArrayHintView: View { var body: some View { ScrollView { Text(\"배열의 위치는 0부터 시작합니다\\n\\n마지막 원소는 array.last로 얻습니다\").font(.title2); Spacer() } } }",
        // The template's placeholder, the view's own name, left on a screen titled by its navigation title.
        "struct HomeView: View { var body: some View { NavigationStack { VStack { Text(\"HomeView\").font(.largeTitle); List { rows } }.navigationTitle(\"다시 오신 것을 환영해요\") } } }",
        // "구매" drawn as a pill beside the "판매" button: a control's look, not a title (a crypto app's detail).
        "struct Detail: View { var body: some View { VStack { HStack { Button(\"판매\") { sell() }.padding().font(.title3).background(Color(\"BtnOrange\")).cornerRadius(35); Spacer(); Text(\"구매\").padding().font(.title3).background(Color(\"CardGreen\")).cornerRadius(35) }; Text(price) } } }",
        // A type specimen: each style's name set in that style.
        "struct Fonts: View { var body: some View { VStack { Text(\"LargeTitle\").font(.largeTitle); Text(\"Title\").font(.title); Text(\"Title 2\").font(.title2); Text(\"Body\").font(.body) } } }",
        // The user's name in a profile row tapped to edit it, built by a member (WhatsApp clone's settings).
        profileHeader(tappedRow: true),
        // A row view named through its parent type, used only as a link's label (KeyChainX's groups).
        groupRow(placedBy: "NavigationLink { GroupList(entity: entity) } label: { KeyList.GroupView(entity: entity) }"),
        // A tab's name in a project button whose every style is a Button around the caller's label (GitSpace's home tabs).
        styledButton(tabStyle: "Button(action: action) { label }"),
        // A joystick's readouts side by side, each in the title style (drawingbot).
        "struct Speedometer: View { var body: some View { HStack(alignment: .top, spacing: 10) { if isStandard { Text(stick.angleText).font(.title).bold(); Text(stick.speedText).font(.title).bold() } } } }",
        // A bell, a title and one sentence: an empty notification list's message (VistaBids).
        emptyNotifications(after: "Text(\"새 알림이 오면 여기에 보입니다\").font(.subheadline)"),
        // Phoenix's `navLink_label(_:label:)`: what a call passes is a NavigationLink's label.
        "struct Config: View {\n  var body: some View { List { section_wallet(); section_general() } }\n  @ViewBuilder func section_wallet() -> some View {\n    Section { navLink_label(.wallet) { HStack(spacing: 8) { WalletImage(size: 64); VStack(alignment: .leading, spacing: 4) { Text(wallet.name).font(.title3.weight(.medium)); Text(\"지갑 관리\").font(.subheadline) } } } }\n  }\n  @ViewBuilder func section_general() -> some View { Section { navLink_label(.about) { Label(\"정보\", systemImage: \"info\") } } }\n  func navLink_label<Content>(_ tag: Tag, label: @escaping () -> Content) -> some View where Content: View {\n    NavigationLink(value: tag, label: label)\n  }\n}",
        // A row view every use of which is a list's row (Grocy's user rows): each row's own first line.
        "struct UserRow: View { let user: User\n var body: some View { VStack { Text(user.name).font(.title); Text(user.email) } } }\nstruct Users: View { var body: some View { List { ForEach(users) { UserRow(user: $0) } } } }",
        // A trend arrow shown large beside a reading (DiaBLE's "↗︎"): a drawn mark, not a title.
        "struct Monitor: View { var body: some View { VStack { Text(app.trendArrow.symbol).font(.largeTitle); GlucoseChart() } } }",
        // The label of a disclosure group: the expand button's name, not a heading.
        "struct Presets: View { var body: some View { VStack { DisclosureGroup(isExpanded: $open) { PresetGrid() } label: { Text(\"프리셋\").font(.title3) }; Spacer() } } }",
        // A view type every use of which shows it instead of the content (an empty chat, a switch's case).
        "struct Chat: View { var body: some View { if messages.isEmpty { EmptyChatView() } else { MessagesList() } } }\nstruct EmptyChatView: View { var body: some View { VStack { Image(\"iris\"); Text(R.string.emptyChatTitle()).font(.title2) } } }\nstruct Loader: View { var body: some View { switch state { case .loading: EmptyChatView(); case .loaded: MessagesList() } } }",
        // A view only ever laid over a list (Kiwix's `Message`: "No bookmarks"): a notice on that list.
        "struct Message: View { let text: String\n var body: some View { VStack { Spacer(); Text(text).font(.title2); Spacer() } } }\nstruct Bookmarks: View { var body: some View { List(bookmarks) { Row($0) }.overlay { if bookmarks.isEmpty { Message(text: \"No bookmarks\") } } } }",
        // A private view type with nothing under its title where its file places it (Artemis's empty chat).
        "struct Chat: View { var body: some View { if messages.isEmpty { EmptyChatView() } else { MessagesList() } } }\nprivate struct EmptyChatView: View { var body: some View { VStack { Image(\"iris\"); Text(R.string.emptyChatTitle()).font(.title2) } } }",
        // A status an upload goes through ("Uploading", "Done"), over its cancel button.
        "struct Upload: View { var body: some View { VStack { ProgressView(); Text(viewModel.statusLabel).font(.title); if uploading { Button(\"Cancel\") { cancel() } } } } }",
        // A formatted number with its unit, shown big (Trio's temporary target).
        "struct TargetForm: View { var body: some View { VStack { Text(\"\\(formattedPercentage(percentage))% Insulin\").font(.title3).bold(); Slider(value: $percentage) } } }",
        // A value in its own small row after the row's label (Loop's recommended bolus).
        "struct Bolus: View { var body: some View { VStack { HStack { Text(\"Recommended Bolus\"); Spacer(); HStack(alignment: .firstTextBaseline) { Text(viewModel.recommendedBolus).font(.title); Text(\"U\") } }; Form { Fields() } } } }",
        // A member given to `Section(header:)` as a view: the List's section header (Loop's favorite foods).
        "struct Favorites: View {\n var body: some View { List { Section(header: listHeader) { ForEach(foods) { Row($0) } } } }\n private var listHeader: some View { HStack { Text(\"All Favorites\").font(.title3).fontWeight(.semibold); Spacer(); EditButton() } }\n}",
        // A member used only as a link's label: its title is part of the link's name (Damus's side menu).
        "struct SideMenu: View {\n var topProfile: some View { VStack(alignment: .leading) { Text(profile.displayName).font(.title2); Text(profile.handle) } }\n var body: some View { VStack { NavigationLink(value: Route.profile) { topProfile.padding(.bottom, 8) }; MenuItems() } }\n}",
        // The screen's name again, under the navigation title that names it (set by the view placing the header, or by the view itself).
        "struct ProfileHeader: View { let account: Account\n var body: some View { VStack { Text(account.displayNameWithoutEmojis).font(.title3).fontWeight(.bold); Bio() } } }\nstruct Profile: View { @State var accountDisplayName: String?\n var body: some View { ScrollView { ProfileHeader(account: account); Posts() }.navigationTitle(self.accountDisplayName ?? self.accountUserName) } }",
        "struct Settings: View { var body: some View { ScrollView { VStack { Text(\"Settings\").font(.largeTitle.bold()); SettingsList() } }.navigationTitle(\"Settings\") } }",
        // A row view every use of which is a link's label or tapped to choose it (Legalin's check-list cells).
        "struct CheckListCell: View { var title: String; var selected: Bool\n var body: some View { HStack { Text(title).font(.title3); Spacer(); Image(systemName: \"chevron.right\").accessibilityHidden(true) } } }\nstruct ProvinceModal: View { var body: some View { ScrollView { ForEach(provinces) { item in NavigationLink(destination: CityModal(item: item)) { CheckListCell(title: item.name, selected: false) } } } } }\nstruct PaymentModal: View { var body: some View { ScrollView { CheckListCell(title: \"Cicilan\", selected: state.first).onTapGesture { state.select(0) } } } }",
        // A score shown big, a stand-in while there is none (UmpahUmpah's score cards), under its caption.
        "struct VSScoreSectionView: View { let oldValue: Int\n var body: some View { VStack { Text(\"이전 점수\").fontWeight(.bold); Text(oldValue == 0 ? noData : String(oldValue)).font(.largeTitle).fontWeight(.bold) } } }",
        // An entry's mood drawn as a large emoji (PersonalLog's journal cells), and an emoji alone.
        "struct JournalEntryCell: View { let mood: String\n @ViewBuilder private var moodEmoji: some View { if !mood.isEmpty { Text(mood.isEmpty ? \"😀\" : mood).font(.largeTitle) } }\n var body: some View { VStack { moodEmoji; Text(entry.text) } } }",
        "struct Celebration: View { var body: some View { VStack { Text(\"🎉\").font(.largeTitle); Text(\"Done\") } } }",
        // The same words with a wave, and the app's name under "About" it (Akva's welcome, Life@USTC's About page).
        "struct Welcome: View { var body: some View { VStack { Text(\"Hi 👋\").font(.title).bold(); Text(\"Akva helps you drink enough water.\").font(.title3) }.navigationTitle(\"Hi\") } }",
        "struct AboutPage: View { var body: some View { VStack { Image(\"Logo\"); Text(\"Life@USTC\").font(.system(.title, weight: .bold)); AuthorList() }.navigationTitle(\"About Life@USTC\") } }",
        // A notice drawn over the blurred content a wrapper is given, and a caption over a picture: captions on that content.
        "struct ContentWarning<Content: View, Blurred: View>: View { private let content: () -> Content\n private let blurred: () -> Blurred\n var body: some View { ZStack { self.blurred(); VStack { Image(systemName: \"eye.slash.fill\"); Text(\"Sensitive content\").font(.title2); Button(\"See post\") { reveal() } } } } }",
        "struct Cover: View { var body: some View { ZStack(alignment: .bottomLeading) { AsyncImage(url: url); VStack { Text(album.name).font(.title2.bold()); Text(album.artist) } } } }",
        // A value that finishes the sentence before it, in another member, in the branch shown with it.
        "struct Invite: View { var body: some View { VStack { senderInfo; if isVault { if let infos { vaultInfo(infos) } }; Buttons() } }\n var senderInfo: some View { VStack { if isVault { Text(email).bold(); Text(\"invites you to access items in\") } else { Text(\"Shared item invitation\"); Text(\"wants to share an item with you.\") } } }\n func vaultInfo(_ infos: VaultContent) -> some View { VStack { Text(infos.name).font(.title2.bold()); Text(countText).font(.title3) } } }",
        "struct A: View { var body: some View { VStack { Text(\"Shared by\"); Text(owner.name).font(.title2); Details() } } }",
        // A row of a Section with a header (in a List or Form, declared in another member) is a list row.
        "struct Support: View { var supporterSection: some View { Section(header: Text(\"Supporter\")) { Text(\"Thank you!\").font(.title3) } } }",
        "struct Support2: View { var supporterSection: some View { Section { Text(\"Thank you!\").font(.title3) } header: { Text(\"Supporter\") } } }",
        // Built by a member that is placed only in such a Section: a row there too.
        "struct Support3: View { var body: some View { List { supporterSection } }\n var supporterSection: some View { Section(header: Text(\"Supporter\")) { if subscribed { thankYou(product) } } }\n func thankYou(_ product: Product?) -> some View { HStack { Image(systemName: \"heart\"); Text(\"Thank you!\").font(.title3.weight(.semibold)) } } }",
        // A formatter's output kept in a property: the bold day of an event card's date (Pfadi Seesturm).
        "struct EventCard: View { let event: Event\n var body: some View { HStack { VStack { Text(event.startDayFormatted).font(.title2.bold()); Text(event.startMonthFormatted) }; EventDetails(event) } } }",
        // A number made text: a rating, a page or rank number.
        "struct Rating: View { var body: some View { VStack { Text(String(format: \"%.2f\", rating)).font(.title3) } } }",
        "struct Page: View { var body: some View { VStack { Text(String(index)).font(.largeTitle.bold()) } } }",
        // A donut chart's centre: the total, or the touched slice's value.
        "struct PieChart: View { var body: some View { ZStack { Circle(); VStack { Text(activeIndex == -1 ? \"\\(total)\" : \"\\(Int(values[activeIndex]))\").font(.title) } } } }",
        // A cell view whose every use is a button's label: its title is the button's name.
        "struct GridItem: View { let title: String\n var body: some View { VStack { Image(systemName: \"flame\"); Text(title).font(.title2.bold()) } } }\nstruct Home: View { var body: some View { ScrollView { Button { open() } label: { GridItem(title: \"Popular\") } } } }",
        "struct A: View { var body: some View { VStack { Text(\"Seasonal\").font(.title2).accessibilityAddTraits(.isHeader) } } }",
        "struct A: View { var body: some View { VStack { Text(\"Seasonal\").font(.title2).accessibilityHeading(.h2) } } }",
        "struct A: View { var body: some View { VStack { Text(\"Latte\").font(.headline); Text(\"4,500원\") } } }",
        // An amount, masked while balances are hidden (Brave's wallet).
        "struct Header: View { var body: some View { VStack { Text(isShowingBalances ? balance : \"****\").font(.largeTitle); PriceChart() } } }",
        // An amount drawn big, after a symbol: a value, not a section title.
        "struct A: View { var body: some View { VStack { Text(\"\\(Image(systemName: \"bolt.fill\")) \\(tip_msats)\").font(.title); Text(\"Tip\") } } }",
        "struct A: View { var body: some View { VStack { Text(code).font(.largeTitle).monospacedDigit(); Text(\"Enter this code\") } } }",
        "struct A: View { var body: some View { VStack { Text(rate, format: .percent).font(.largeTitle) } } }",
        "struct A: View { var body: some View { VStack { Text(\"\\(stars)\").font(.largeTitle) } } }",
        "struct A: View { var body: some View { VStack { Text(\"\\(percent)%\").font(.title); Text(\"used\") } } }",
        "struct MangaPlaceholderView: View { var body: some View { VStack { Text(\"Loading\").font(.title2); Text(\"…\") } } }",
        "struct A: View { var body: some View { VStack { Text(\"Title\").font(.title); Text(\"Subtitle\") }.redacted(reason: .placeholder) } }",
        "struct A: View { var body: some View { VStack { Text(\"+\").font(.title); Text(formatMsats(totalAmount)).font(.title) } } }",
        // The same under a caption looked up in the app's string tables (REPS' "Review plan" card).
        "struct PlanReview: View { var body: some View { VStack(alignment: .leading) { Text(localization.localized(\"wizard.review_plan\")).font(.caption.weight(.bold)); Text(planPreviewLine).font(.title3.weight(.bold)); Text(planPreviewDetail).font(.subheadline) } } }",
        // A card's reading under its caption in a smaller style ("Total Sales", "Merchant"): the
        // value that caption names, not a section title.
        "struct SalesCard: View { var body: some View { VStack { HStack { Text(\"총 매출\").font(.subheadline); Spacer() }; HStack { Text(viewModel.productSalesLabelText).font(.title).bold(); Spacer() } } } }",
        "struct DynamicInfo: View { let dynamic: Dynamic\n var body: some View { VStack { Text(\"이름\").font(.headline).foregroundColor(.gray); Text(dynamic.name).font(.title); Spacer(); Text(\"시간대\").font(.headline).foregroundColor(.gray); Text(dynamic.timeZone).font(.title) } } }",
        "struct ReceiptDetail: View { let receipt: Receipt\n var body: some View { VStack(alignment: .leading) { Text(\"상호\").font(.caption.weight(.semibold)); Text(receipt.merchant).font(.title2); ItemsList(items: receipt.items) } } }",
        // A currency before the amount typed or shown beside it ("RM", "$"): a unit, not a title.
        "struct AddExpense: View { var body: some View { VStack { HStack { Text(\"RM\").font(.title).foregroundColor(.secondary); TextField(\"0\", text: $amount) }; CategoryPicker() } } }",
        "struct BalanceCard: View { var body: some View { VStack { HStack(alignment: .lastTextBaseline) { Text(\"₩\").font(.title2); Text(balanceText).font(.largeTitle) }; Transactions() } } }",
        // A unit beside the field it measures, and under the number it measures (a calorie target).
        "struct TargetWeight: View { var body: some View { VStack { HStack { TextField(\"0\", text: $weight); Text(\"kg\").font(.title2) }; Spacer(); NextButton() } } }",
        "struct Review: View { var body: some View { VStack { VStack { Text(\"\\(target)\").font(.system(size: 64, weight: .bold)); Text(\"kcal / 일\").font(.title3) }; Summary() } } }",
        // A form row's label beside its picker, and a prompt beside the link it asks about.
        "struct BookEdit: View { var body: some View { Form { HStack { Text(\"목표일자\").font(.headline); Spacer(); DatePicker(\"\", selection: $date).labelsHidden() } } } }",
        "struct Welcome: View { var body: some View { VStack { Logo(); HStack { Text(\"계정이 없으신가요?\").font(.title3); Button(\"가입하기\") { signUp() } } } } }",
        // A pairing screen's status, one text for each phase.
        "struct AddDevice: View { var body: some View { VStack { DeviceImage(); statusText; Spacer() } }\n @ViewBuilder var statusText: some View { switch phase { case .searching: Text(\"찾는 중\").font(.title3)\n case .paired: Text(\"연결됨\").font(.title3) } } }",
        // An empty list's message ending on a question.
        "struct AppView: View { var emptyView: some View { VStack { Text(\"아직 할 일이 없어요. 지금 하나 추가해 볼까요?\").font(.title2); Button(\"추가\") { add() } } }\n var body: some View { if tasks.isEmpty { emptyView } else { TaskList() } } }",
        // A loading status trailing off, and a loading view's message.
        "struct LoadingView: View { let message: String\n var body: some View { VStack { Image(systemName: \"infinity.circle\"); Text(message).font(.title3); ProgressView() } } }",
        "struct CodeRunner: View { var body: some View { VStack { ProgressView(); Text(\"문제를 불러오는 중...\").font(.title3); Spacer() } } }",
        // Two stat tiles side by side, each a word over its number.
        "struct ChartData: View { let average: Int; let total: Int\n var body: some View { HStack { Spacer(); VStack { Text(\"평균\").font(.title2); Text(average.formatted()).font(.title3) }; Spacer(); VStack { Text(\"합계\").font(.title2); Text(total.formatted()).font(.title3) }; Spacer() } } }",
        // A quiz's verdict under its score, exclaimed one way or the other.
        "struct QuizResult: View { var body: some View { VStack { Text(\"\\(score)/\\(total)\").font(.system(size: 48)); Text(score >= total / 2 ? \"잘했어요!\" : \"더 연습해요!\").font(.title3); Button(\"다시\") { retry() } } } }",
        // An amount a currency formatter gives (`FinanceFormatting.currency(...)`).
        "struct NetWorthHeader: View { var body: some View { VStack { Text(FinanceFormatting.currency(point.netWorth)).font(.title2.weight(.bold)); Chart() } } }",
        // A value a formatting function gives, under its label (Persephone's calories).
        "struct Nutrition: View { let header: String\n var body: some View { VStack { Text(header).font(.subheadline); Text(format(.energy)).font(.title2).bold(); Text(\"\\(format(.fat)) 지방\").font(.subheadline) } } }",
        // The formation's memo shown during a performance (QED): a cue to read, not a title.
        "struct 공연상세: View { @ObservedObject var viewModel: PerformanceModel\n var body: some View { VStack { Text(viewModel.currentMemo).font(.title3); FormationGrid(); Button(\"다음\") { viewModel.next() } } } }",
        // A joke's setup over its punchline: the content itself, large (Mr. Funny Jokes).
        "struct JokeSheet: View { let joke: Joke\n var body: some View { VStack { Text(joke.setup).font(.title2.weight(.medium)); Text(joke.punchline) } } }",
        // A voice note's live transcript, or a stand-in while nothing is heard yet (speechnotes' dictation sheet).
        "struct DictationSheet: View { @EnvironmentObject var dictation: DictationCoordinator\n var body: some View { VStack { Text(\"듣는 중\").font(.headline); Text(dictation.partialText.isEmpty ? \"…\" : dictation.partialText).font(.title3); Button(\"중지\") { dictation.stop() } } } }",
        // The gym diary's line under the stars, its own property named for what is read.
        ratingLine(shown: "ratingDescription"),
        "struct InitialAvatar: View { let name: String; var body: some View { ZStack { Circle(); Text(String(name.prefix(1))).font(.largeTitle) } } }",
        "struct A: View { let character: String; var body: some View { ZStack { Circle(); Text(character).font(.largeTitle.bold()) } } }",
        "struct A: View { var body: some View { HStack { Text(\"Loop\").font(.title2).accessibilityAddTraits(.isHeader); Text(deviceStatus.deviceStatusTitle()).font(.title3) } } }",
        "struct A: View { var body: some View { VStack { Text(bolusFormatter.string(from: tdd as NSNumber) ?? \"--\").font(.title3); Text(\"TDD\") } } }",
        "struct A: View { var body: some View { VStack { Text(\"\\(state.cob)\" as String).font(.title3); Text(\"COB\") } } }",
        // Readings in a Live Activity and a home-screen widget: values, not section titles.
        "import ActivityKit\nimport WidgetKit\nstruct CarbsLabel: View { var context: ActivityViewContext<Attributes>\n var body: some View { VStack { Text(context.state.carbs).font(.title3); Text(\"COB\") } } }",
        "import WidgetKit\nstruct GlucoseWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"glucose\", provider: Provider()) { entry in EntryView(entry: entry) } } }\nextension GlucoseWidget { struct EntryView: View { let entry: Entry\n var body: some View { HStack { Text(entry.deltaString).font(.title2); Text(entry.unitString).font(.title2) } } } }",
        // Emoji, and reactions after a name in a row: pictures and a row's value.
        "struct EmojiItem: View { let emoji: String\n var body: some View { VStack { Rectangle().frame(height: 2); Text(verbatim: emoji).font(.largeTitle) } } }",
        "struct ReactionRow: View { var body: some View { HStack { Avatar(); Text(reaction.username).font(.callout); Spacer(); ScrollView { Text(reaction.emojis).bold().font(.title3) } } } }",
        // A one-time code in digits that line up.
        "struct Circular: View { let entry: Entry\n var body: some View { VStack { code(entry.code); Text(\"Tap to copy\") } }\n func code(_ code: String) -> some View { Text(code).font(Font.system(.title).weight(.medium).monospacedDigit()) } }",
        // A member that stands in for content (placed by code in another file).
        "extension Search { var searchPlaceholder: some View { VStack(spacing: 20) { Image(systemName: \"magnifyingglass\"); Text(searchPlaceholderTitle).font(.title2) } } }",
        // A thank-you shown only after a payment, followed by space and the purchase button (or its stand-in texts).
        "struct Tip: View { var body: some View { VStack { Text(\"This app is free.\"); Spacer(); if model.paymentSuccess { HStack { Spacer(); Text(\"Thank you for your Tip!\").font(.title); Spacer() } }; Spacer(); HStack { if model.canPay { if model.product != nil { Button(\"Tip\") { buy() } } else { Text(\"Loading...\") } } else { Text(\"Payments are unavailable.\") } } } } }",
        // The screen's name again, read through the value its placement passes (`domain: viewModel.domain`).
        "struct DomainName: View { let domain: CustomDomain\n var body: some View { Section { VStack { Text(domain.domainName).font(.title); Text(\"\\(domain.aliasCount) alias(es)\").font(.footnote) } } } }\nstruct DomainDetail: View { var body: some View { List { DomainName(domain: viewModel.domain); CatchAll() }.navigationTitle(viewModel.domain.domainName) } }",
        // Messages written as sentences, and an empty state drawn by hand where ContentUnavailableView isn't available.
        "struct UnavailError: View { var body: some View { VStack { Text(\"Couldn't perform the request. Please try again.\").font(.title); Button(\"Retry\") { retry() } } } }",
        "struct Support: View { var body: some View { ScrollView { VStack { Text(\"Thanks for using Build and helping us make this app even more epic! \").font(.title); Text(help) } } } }",
        // A long sentence with a value in it (a sign-up's "check your mail" screen, Mlem): each value is a word.
        "struct Confirm: View { var body: some View { VStack { Text(\"We sent an email to \\(email) to verify your address and activate your account.\").font(.title2); Text(\"Click on the link in the email.\"); ProgressView() } } }",
        "struct Confirm: View { var body: some View { VStack { Text(\"\\(email)로 인증 메일을 보냈습니다. 메일의 링크를 눌러 계정을 활성화하세요.\").font(.title2); ProgressView() } } }",
        "struct Unavailable: View { let reason: String\n var body: some View { if #available(iOS 17, *) { ContentUnavailableView(reason, systemImage: \"magnifyingglass\") } else { VStack { Image(systemName: \"magnifyingglass\"); Text(reason).font(.title3); Text(\"Try a new search.\").font(.footnote) } } } }",
        // A Chinese empty list's instruction, written without spaces.
        "struct Notes: View { var body: some View { VStack { Text(pets.isEmpty ? \"点击右上角 + 可以添加爱宠哈\" : \"点击下方 + 可以发布爱宠说哈\").font(.title3); AddButton() } } }",
        // A Korean "nothing found" line: a message, not a title.
        "struct SearchResults: View { var body: some View { VStack { Text(\"검색 결과가 없습니다\").font(.title2); RecentSearches() } } }",
        // An empty list's "No …" message, and a tagline alone in its own list section, built by a member (Phoenix).
        "struct Contacts: View { var body: some View { ScrollView { if contacts.isEmpty { VStack { Text(\"No Contacts\").font(.title3); Text(\"Add contacts for easy & quick payments\") } } else { ForEach(contacts) { ContactRow($0) } } } } }",
        "struct Ads: View { var body: some View { List { sectionTeaser(); Section { Text(\"Fee\") } } }\n @ViewBuilder func sectionTeaser() -> some View { Section { VStack { Text(\"Plan ahead to save money later\").font(.title3) } } } }",
        // A hint alone on an empty screen, and a success message at the end of the screen: nothing under them to head.
        "struct Search: View { var body: some View { if items.isEmpty { placeholder } else { ResultsList(items) } }\n var placeholder: some View { VStack(spacing: 20) { Image(systemName: \"magnifyingglass\"); Text(\"Search for communities\").font(.title2) } } }",
        "struct Backup: View { var body: some View { ScrollView { VStack { Text(explanation); content(); Spacer() } } }\n @ViewBuilder private func content() -> some View { switch state { case .success(let message): successView(message)\n case .idle: Form { Text(\"x\") } } }\n private func successView(_ message: String) -> some View { VStack { Image(systemName: \"checkmark\"); Text(message).font(.title) } } }",
        "struct A: View { var body: some View { List { Section { Text(\"x\") } header: { Text(\"Drinks\").font(.title3) } } } }",
        "struct A: View { var body: some View { ForEach(items) { item in Text(item.name).font(.title3) } } }",
        "struct A: View { var body: some View { Button { go() } label: { Text(\"Start\").font(.title) } } }",
        "struct A: View { var body: some View { HStack { Text(\"42\").font(.largeTitle); Text(\"cups\") }.accessibilityElement(children: .combine) } }",
        // A member placed only inside a card that is one element with its own label: a field of that label.
        "struct TripCard: View { var body: some View { VStack { headsign; TripTimes() }.accessibilityElement(children: .ignore).accessibilityLabel(summary) }\n private var headsign: some View { Text(trip.headsign).font(.title3.weight(.bold)) } }",
        """
        final class SectionHeader: UICollectionReusableView {
          private let titleLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .preferredFont(forTextStyle: .title3)
            titleLabel.accessibilityTraits = .header
          }
        }
        """,
        "final class Cell: UICollectionViewCell { private let titleLabel = UILabel(); func setUp() { titleLabel.font = .preferredFont(forTextStyle: .title3) } }",
        // The whole header is tapped to act ("Move to root"): an action, whose missing button
        // role is its own finding, not a section title.
        """
        final class MoveHeader: UICollectionReusableView {
          private let titleLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapHeader)))
            titleLabel.font = .preferredFont(forTextStyle: .title3)
            addSubview(titleLabel)
          }
        }
        """,
      ])
  )

  /// A design system's button, a `switch` over its styles, the tab style drawn by `tabStyle`, and
  /// a home screen's tab named by a `.title3` text through it.
  static func styledButton(tabStyle: String) -> RuleExample {
    RuleExample("""
      enum GSButton {
        struct CustomButtonView<Label: View>: View {
          let style: Style
          let action: () -> Void
          var label: Label?
          init(style: Style, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.style = style; self.action = action; self.label = label() }
          var body: some View {
            switch style {
            case .primary: Button(action: action) { if let label { label } }
            case .tab: \(tabStyle)
            }
          }
        }
      }
      struct MainHome: View {
        var body: some View {
          VStack { HStack { GSButton.CustomButtonView(style: .tab) { selected = .starred } label: { \(tabStyle == "label" ? "↓" : "")Text("별표").font(.title3) } }; RepositoryList() }
        }
      }
      """)
  }

  /// A key group's row, a view nested in the list's type, placed by `placedBy`.
  static func groupRow(placedBy placement: String, marked: Bool = false) -> RuleExample {
    RuleExample("""
      extension KeyList {
        struct GroupView: View {
          var entity: KeyEntity
          var body: some View {
            HStack { Image(systemName: "folder.circle.fill"); VStack(alignment: .leading) { \(marked ? "↓" : "")Text(entity.mnemonic).font(.title3); Text("항목 \\(count)개").font(.subheadline) } }
          }
        }
        struct GroupLink: View {
          var entity: KeyEntity
          var body: some View { \(placement) }
        }
      }
      """)
  }

  /// A settings header: the avatar beside the user's name and status, built by a member; the row
  /// tapped to edit them, or the name on its own.
  static func profileHeader(tappedRow: Bool) -> RuleExample {
    let use = tappedRow ? "userInfo().onTapGesture { isEditorPresented = true }" : "userInfo()"
    return RuleExample("""
      struct SettingsHeader: View {
        var body: some View { HStack { Avatar(); \(use) } }
        private func userInfo() -> some View {
          VStack(alignment: .leading) { \(tappedRow ? "" : "↓")Text(user.name).font(.title2); Text("상태 메시지") }
        }
      }
      """)
  }

  /// The text is inside what is tapped to act: not a tap that only puts the keyboard away or does
  /// nothing, nor one on a whole screen or scrolling container (the page tapped to show its chrome).
  static func isInTappedControl(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let index = view.context.tappedAncestor else { return false }
    let tapped = file.view(index)
    guard let tap = tapped.tapGestureModifier, !["ScrollView", "List", "Form", "NavigationStack", "NavigationView"].contains(tapped.name),
          !(tapped.slot == .root && TapGestureRoleRule.fillsScreen(tapped)) else { return false }
    let tapText = file.text(from: tap.start, to: tap.end)
    if TapGestureRoleRule.doesNothingAButtonWould(tapText) { return false }
    if tapText.contains("{") { return !HandlerReach.doesNothingAButtonWould(TapGestureRoleRule.actionBody(tapText), in: file) }
    return !(TapGestureRoleRule.performedFunction(tapText).map { HandlerReach.doesNothingAButtonWould($0 + "()", in: file) } ?? false)
  }

  /// Text styles that set a section title apart; `.headline` is the style of row titles.
  public static let headingStyles: Set<String> = ["largeTitle", "title", "title1", "title2", "title3"]
  static let headerViewClasses: Set<String> = ["UITableViewHeaderFooterView", "UICollectionReusableView"]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    checkSwiftUI(file, &context)
    checkUIKit(file, &context)
  }

  private func checkSwiftUI(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where view.name == "Text" && view.kind == .call {
      guard let style = Self.headingStyle(of: view) else { continue }
      // A splash screen's app name, shown while the app starts: nothing to navigate by headings.
      if let type = view.enclosingType, UIKitScreenTitles.isSplashScreen(type) || type.range(of: #"(Splash|Launch)(Screen|Animation)?(View)?$"#, options: .regularExpression) != nil { continue }
      let exemption = view.context
      // Inside what is tapped to act (a profile row tapped to edit): a control's words, as in a
      // Button; its missing role is the tap rules' finding.
      if exemption.isHidden || exemption.replacingAncestor != nil || exemption.combiningAncestor != nil
        || exemption.enclosingControl != nil || Self.isInTappedControl(view, in: file) {
        continue
      }
      // A cell view every use of which is a button's label: its title is the button's name.
      if let owner = view.enclosingType, file.project.viewsOnlyInControlLabels.contains(owner) {
        continue
      }
      // A row view every use of which is a control's label or tapped to act: the row's name.
      if let owner = view.enclosingType, file.project.viewsOnlyInControlsOrTaps.contains(owner) { continue }
      // A member (`var topProfile: some View`) used only as controls' labels: part of their names.
      if file.isReachedOnlyThroughControls(view) { continue }
      // Passed to a project view or function that makes it a control's label (`navLink_label(.wallet) { … }`).
      if file.isInLabelOfControlWrapper(view) { continue }
      if marksHeading(view) { continue }
      // A message written as full sentences ("Couldn't perform the request. Please try again.")
      // is read as what it says, not a title to move to.
      if Self.isWrittenAsSentences(view) { continue }
      // The same through a localization key whose every text is sentences ("SURVEY_NOT_AVAILABLE_MESSAGE",
      // "Please return after 7pm to complete the survey!", LifeSpace).
      if let key = view.titleArgument?.stringLiteral, let spoken = file.project.spokenTexts(of: key), spoken != [key],
         !spoken.isEmpty, spoken.allSatisfy(Self.isSentences) { continue }
      // The title of an empty state drawn by hand where `ContentUnavailableView` isn't available:
      // the message the system view would show, alone on the screen.
      if Self.standsInForContentUnavailableView(view, in: file) { continue }
      // "No Contacts" over "Add contacts for easy & quick payments": an empty state's message,
      // shown in place of the rows, not a section's title (Phoenix's contact list).
      if Self.isEmptyStateTitle(view) { continue }
      // The title of the app's own empty-state view (KNB's `EmptyStateView(icon:title:message:)`):
      // shown in place of the rows, whatever words it is given.
      // (Not a view named for one empty screen that another screen shows too, `EmptyChatView` atop
      // the welcome: its title still heads that.)
      if let type = view.enclosingType, type.contains("EmptyState") { continue }
      // A picture, a title and a sentence (VistaBids' "No notifications yet" under a bell,
      // Shoplet's "You're in Guest Mode" under an animation): one message, titling no section.
      if Self.isIllustratedMessageTitle(view, in: file) { continue }
      // A large number (a code, a rate, a count) is a value shown big, and an avatar's letter a
      // picture: neither is a title.
      if view.showsValue || view.showsMonogram || Self.showsComputedValue(view) || Self.hasMonospacedDigitsFont(view)
        || Self.showsAnimatedNumber(view) { continue }
      if Self.showsOptionOverADial(view, in: file) { continue }
      // A joke's setup or a post's text in a large style is what the screen says, not a title over it.
      if Self.showsContentProperty(view) { continue }
      // Emoji (a reaction, a sticker) are pictures, not words that title anything.
      if view.showsPictureText(in: file) { continue }
      // The words right under a spinner ("사진 수신 중..."): what the progress is, not a title.
      if Self.captionsASpinner(view, in: file) { continue }
      // Words drawn as a button's pill beside buttons ("Buy" next to "Sell"): a control's look
      // (its missing role is the tap rules' finding), and a font's name set in that font (a type
      // specimen's "LargeTitle"): neither titles a section.
      if Self.isPillAmongControls(view, in: file) || Self.namesItsOwnStyle(view, style: style) { continue }
      // `Text("HomeView")` in `HomeView`: the template's placeholder, naming the code, not a section
      // (a view titled by its own name, `Text("Settings")` in `Settings`, is still a title).
      if let owner = view.enclosingType, view.titleArgument?.stringLiteral == owner, Self.isCodeName(owner) { continue }
      // A text after another text in a row (a name, then its reactions) is that row's value.
      if Self.followsTextInRow(view, in: file) || Self.isBesideInputInRow(view, in: file) { continue }
      // The first of a row of texts in the same style (a joystick's angle, speed and position
      // readouts side by side): peers, none heading the others.
      if Self.leadsARowOfLikeTexts(view, in: file) { continue }
      // A value that ends the sentence before it ("invites you to access items in" + the vault's name).
      if Self.endsSentenceBeforeIt(view, in: file) { continue }
      // A sentence broken by hand over two texts ("Weather information is unavailable" over "without
      // internet connection", SportPal's offline notice): the next one goes on in lower case.
      if Self.goesOnInNextText(view, in: file) { continue }
      // Values joined by a comma only (`"**\(city)**, \(country)"`): a reading, no words of a title.
      if Self.writesOnlyValues(view) { continue }
      // A card's reading under its caption ("Total Sales" over the amount), and a currency or unit
      // before the amount beside it ("RM" before the field): parts of one value, not titles.
      if Self.isValueUnderCaption(view, in: file) || Self.isValueOverCaption(view, in: file) || Self.isUnitOfValue(view, in: file) { continue }
      // Words in a row beside a control ("목표일자" beside its date picker, "Don't you have an
      // account?" beside "Sign up"): that control's label or prompt, not a section's title.
      if Self.labelsControlInRow(view, in: file) || Self.keysAValueInRow(view, in: file) { continue }
      // "Average" and "Total" each over its number, tiles side by side (or "CPU" and "Memory" over
      // their gauges): the labels of peer readings, none heading the others.
      if Self.labelsOneOfLikeReadings(view, in: file) { continue }
      // "Loading Questions...": a status shown while something loads, trailing off, not a title.
      if let literal = view.titleArgument?.stringLiteral?.trimmingCharacters(in: .whitespaces),
         literal.hasSuffix("...") || literal.hasSuffix("…") {
        continue
      }
      // A title with nothing under it (an empty screen's hint, a success message at the end of
      // the screen) heads no section to move to.
      if Self.headsNothing(view, in: file, depth: 0, throughUse: false) { continue }
      // A message shown only in some state ("Thank you for your Tip!" under `if paymentSuccess`)
      // with nothing after it but space and actions: a confirmation to announce, not a title.
      if Self.isConditionalMessage(view, in: file) { continue }
      // A loading skeleton's stand-in text ("Loading", "Title") is replaced by the real screen, and
      // a loading view's message beside its spinner goes when the content comes.
      if view.hasModifier("redacted") || ["Placeholder", "Skeleton", "Shimmer"].contains(where: { view.enclosingType?.contains($0) == true })
        || view.enclosingType.map({ $0.hasSuffix("LoadingView") || $0.hasSuffix("Loading") }) == true {
        continue
      }
      // A member built to stand in for content (`var searchPlaceholder: some View`): shown instead of it.
      if let member = file.viewMember(holding: view), member.name.lowercased().contains("placeholder") { continue }
      // A member built to show a status (`var statusText: some View { switch phase { … } }`):
      // "Paired", "Searching…", a state read where it is, not a title.
      if let member = file.viewMember(holding: view), member.name.lowercased().contains("status") { continue }
      // A member drawing an emoji (`var moodEmoji: some View`, PersonalLog's mood in each entry),
      // or words that are all emoji: a picture drawn in text, not a title.
      if let member = file.viewMember(holding: view), member.name.lowercased().contains("emoji") { continue }
      if let literal = view.titleArgument?.stringLiteral, Self.isEmojiOnly(literal) { continue }
      if isRepeatedOrSystemHeader(view, in: file) { continue }
      // The screen's name again (`Text(account.displayNameWithoutEmojis)` in a header placed by a
      // view titled `.navigationTitle(accountDisplayName)`): the title is the heading VoiceOver announces.
      if Self.repeatsScreenTitle(view, in: file) { continue }
      // Drawn in a layer over a picture or the content a wrapper is given (a "Sensitive content"
      // notice over a blurred post): a caption on that content, as in an `.overlay { }`.
      if Self.isLayerOverContent(view, in: file) { continue }
      if Self.isWidgetCode(view, in: file) { continue }
      // The app's name over its version (an About screen's wordmark): a logo line, not a section title.
      if Self.isProductNameOverVersion(view, in: file) { continue }
      // "Welcome to" over "Hacker News", "Welcome back!" over the user's name: one title block,
      // reported once, at its title (the larger words, never a value shown under them).
      if Self.isOutrankedInTitleBlock(view, style: style, in: file) { continue }
      // A polite Korean sentence under a larger title written before it (Sejong's "비밀번호 변경
      // 완료!" over "비밀번호 변경이 완료되었습니다."): the title's message, not another section.
      if Self.isPoliteSentenceUnderLargerTitle(view, style: style, in: file) { continue }
      context.report(at: view.position, LocalizedText(
        en: "text styled .\(style) looks like a section title, but VoiceOver doesn't announce it as a heading; add .accessibilityAddTraits(.isHeader) so rotor navigation finds it",
        ko: "`.\(style)` 스타일 텍스트는 구역 제목처럼 보이지만 VoiceOver가 머리말로 알리지 않습니다. 로터로 찾을 수 있도록 .accessibilityAddTraits(.isHeader)를 추가하세요"))
    }
  }

  /// Written words that end as a sentence ends (".", "!") and are either two sentences or one
  /// long one (8 words or more): a message, where a title is a few words ("Thank you for your Tip!").
  static func isWrittenAsSentences(_ view: SwiftUIView) -> Bool {
    guard let title = view.titleArgument else { return false }
    if let literal = title.stringLiteral { return isSentences(literal) || isSubtitleSentence(literal, view) }
    // `isEmpty ? "点击右上角 + 可以添加爱宠哈" : "点击下方 + 可以发布爱宠说哈"`: a sentence either way.
    if case .ternary(_, let whenTrue, let whenFalse) = title.kind, let first = whenTrue.stringLiteral, let second = whenFalse.stringLiteral,
       isSentences(first), isSentences(second) { return true }
    // `score >= half ? "Great job!" : "Keep practicing!"`: a verdict on a result (a comparison),
    // exclaimed; a title stays the same (`isReturning ? "Welcome back!" : "Welcome!"` stays one).
    if case .ternary(let test, let whenTrue, let whenFalse) = title.kind,
       [">", "<"].contains(where: test.text.contains),
       [whenTrue, whenFalse].allSatisfy({ $0.stringLiteral?.trimmingCharacters(in: .whitespaces).hasSuffix("!") == true }) {
      return true
    }
    // "We sent an email to \(email) to verify your email address.": each value is a word.
    guard case .interpolatedString = title.kind else { return false }
    return isSentences(wordsWithValues(title.text))
  }

  /// A one-line interpolated literal's words, each `\(...)` read as one word.
  static func wordsWithValues(_ literal: String) -> String {
    guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2, !literal.hasPrefix("\"\"\"") else { return "" }
    var words = ""
    var depth = 0
    var index = literal.index(after: literal.startIndex)
    let end = literal.index(before: literal.endIndex)
    while index < end {
      let character = literal[index]
      if depth == 0, character == "\\", literal.index(after: index) < end, literal[literal.index(after: index)] == "(" {
        depth = 1
        words += "value"
        index = literal.index(index, offsetBy: 2)
        continue
      }
      if depth > 0 {
        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
      } else {
        words.append(character)
      }
      index = literal.index(after: index)
    }
    return words
  }

  /// Four words or more ending in one full stop, in the secondary colour ("Deine Vorhersage ist
  /// bereit." in grey under Oscar's welcome): a subtitle, read as it is. (A title may end in a
  /// full stop, "Wetter, das sich meldet.", but is drawn in the primary colour.)
  static func isSubtitleSentence(_ literal: String, _ view: SwiftUIView) -> Bool {
    let text = literal.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasSuffix("."), !text.hasSuffix(".."), text.split(whereSeparator: \.isWhitespace).count >= 4 else { return false }
    let secondary: Set<String> = ["secondary", "gray", "grey", "secondaryLabel"]
    return view.modifiers.contains { modifier in
      ["foregroundStyle", "foregroundColor"].contains(modifier.name)
        && modifier.arguments.firstUnlabeled.flatMap { $0.memberName }.map(secondary.contains) == true
    }
  }

  /// Words ending in `.` or `!` that are more than one sentence, or one of eight words or more
  /// ("Please wait while we check to see if you can run an effective proxy.").
  /// A Han ideograph or a kana: written without spaces between words.
  static func isHanOrKana(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value) || (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
  }

  public static func isSentences(_ literal: String) -> Bool {
    let text = literal.trimmingCharacters(in: .whitespacesAndNewlines)
    // Paragraphs ("…return an error!\n\nText views can…", a quiz's hint): a body, whatever its end.
    if text.contains("\n\n") || text.contains("\\n\\n") { return true }
    // Chinese or Japanese written without spaces: twelve characters or more is a sentence
    // ("点击右上角 + 可以添加爱宠哈", an empty list's instruction); a title is a few.
    if text.unicodeScalars.filter(Self.isHanOrKana).count >= 12 { return true }
    // "You haven't added any tasks yet. Why don't you add some now?": a question closes a message too.
    guard let last = text.last, last == "." || last == "!" || last == "?" else { return false }
    let body = text.dropLast()
    if body.contains(". ") || body.contains("! ") || body.contains("? ") { return true }
    return text.split(whereSeparator: \.isWhitespace).count >= 8
  }

  /// In one branch of an `if` (`if #available(iOS 17, *) { ContentUnavailableView(...) } else {
  /// VStack { Image(...); Text(reason).font(.title3); description } }`) whose other branch is a
  /// `ContentUnavailableView`: this branch draws the same empty state by hand. The branches must
  /// part on the system's version: a loaded screen beside an empty state (`else if let card`) is
  /// no stand-in.
  /// A short "No …" or "Nothing …" line: what an empty list says instead of its rows.
  /// In Korean, a short line saying there is none ("검색 결과가 없습니다", "즐겨찾기가 없어요").
  static func isEmptyStateTitle(_ view: SwiftUIView) -> Bool {
    // (`"No Results for \"\(searchText)\""`: each value a word, Festivl's search.)
    let written = view.titleArgument.flatMap { title -> String? in
      if case .interpolatedString = title.kind { return wordsWithValues(title.text) }
      return title.stringLiteral
    }
    guard let words = written?.split(separator: " "), (2...5).contains(words.count) else { return false }
    if ["없습니다", "없어요", "없네요", "없음"].contains(where: { words.last?.hasPrefix($0) == true }) { return true }
    return words.count <= 4 && (words[0] == "No" || words[0] == "Nothing")
  }

  /// A notification screen's stack: a 60 pt bell, a title, then `after`; marked at the title
  /// when `after` is more than a sentence.
  static func emptyNotifications(after: String) -> RuleExample {
    let marker = after.hasPrefix("Text(") ? "" : "↓"
    return RuleExample("""
      struct NotificationsView: View {
        var body: some View {
          VStack(spacing: 16) {
            Image(systemName: "bell.slash").font(.system(size: 60))
            \(marker)Text("알림").font(.title2).fontWeight(.semibold)
            \(after)
          }
        }
      }
      """)
  }

  /// The only text in its stack after one large picture (an image 40 pt or more, an animation
  /// view) and before a sentence or a button (at most one more text, nothing else there but
  /// spacers and buttons), nor after that stack in the stack holding it. A title alone under a
  /// logo is left to the checks above (a wordmark) and below; a large title is a screen's.
  static func isIllustratedMessageTitle(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // A large title is a screen's own (an onboarding page's), message or not.
    guard !view.modifiers.contains(where: { $0.name == "font" && $0.arguments.first?.value.text.contains("largeTitle") == true }),
          let parent = file.parent(of: view), ["VStack", "LazyVStack"].contains(parent.name), view.slot == .content else { return false }
    let siblings = parent.children.map(file.view).filter { $0.slot == .content && $0.name != "Spacer" }
    guard let position = siblings.firstIndex(where: { $0.index == view.index }), position == 1 else { return false }
    let picture = siblings[0]
    let isPicture = picture.name == "Image" && (picture.drawnSize ?? 0) >= 40
      || ["Lottie", "Animation"].contains(where: picture.name.contains)
    let after = siblings[(position + 1)...]
    guard isPicture, !after.isEmpty, after.filter({ $0.name == "Text" }).count <= 1,
          after.allSatisfy({ ["Text", "Button", "NavigationLink"].contains($0.name) }) else { return false }
    // The block is what its own stack ends with: a welcome block over a form (Brrow's agreements)
    // heads that form.
    guard let outer = file.parent(of: parent), ["VStack", "LazyVStack", "ScrollView"].contains(outer.name) else { return true }
    let following = outer.children.map(file.view).drop { $0.index != parent.index }.dropFirst()
    return following.allSatisfy { $0.slot != .content || $0.name == "Spacer" || $0.name == "Button" || $0.branchCondition != parent.branchCondition }
  }

  static func standsInForContentUnavailableView(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    for node in [view] + file.ancestry(of: view).steps.map(\.ancestor) {
      guard let condition = node.branchCondition, condition.contains("#available") || condition.contains("#unavailable") else { continue }
      let siblings = node.parent.map { file.view($0).children } ?? file.viewMember(holding: node)?.roots ?? []
      if siblings.contains(where: { index in
        let sibling = file.view(index)
        return index != node.index && sibling.name == "ContentUnavailableView"
          && sibling.branchCondition != nil && sibling.branchCondition != condition
      }) {
        return true
      }
    }
    return false
  }

  /// "🎉", "👍🏻 ❤️": pictographs, spaces and the joiners and selectors that build them. (Digits and
  /// `#` are emoji too, as keycap bases: only scalars beyond ASCII count.)
  static func isEmojiOnly(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isWhitespace || scalar.value == 0x200D || scalar.value == 0xFE0F
        || scalar.value > 0x7F && (scalar.properties.isEmojiPresentation || scalar.properties.isEmoji)
    }
  }

  /// `String(format: "%.2f", rating)`, `String(index)`: a number made text.
  static func isNumberMadeText(_ source: String) -> Bool {
    if source.hasPrefix("String(format:") { return true }
    return source.hasPrefix("String(") && source.hasSuffix(")") && !source.contains("localized")
      && source.dropFirst(7).dropLast().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }

  /// Text computed from a value rather than written as words: a formatter's output
  /// (`formatter.string(from: dose as NSNumber) ?? "--"`, `date.formatted(...)`), one value
  /// interpolated and cast (`"\(state.cob)" as String`), or a status word a method derives from
  /// state (`deviceStatus.deviceStatusTitle()`: "Looping", "Not looping").
  static func showsComputedValue(_ view: SwiftUIView) -> Bool {
    guard let source = view.titleArgument?.text else { return false }
    if source.contains(".string(from:") || source.contains(".formatted(") { return true }
    if isNumberMadeText(source) { return true }
    // `oldValue == 0 ? noData : String(oldValue)` (UmpahUmpah's scores): a number made text, or
    // a stand-in shown while there is none.
    if let question = source.range(of: " ? "), let colon = source.range(of: " : ", range: question.upperBound..<source.endIndex),
       [source[question.upperBound..<colon.lowerBound], source[colon.upperBound...]].contains(where: {
         isNumberMadeText($0.trimmingCharacters(in: .whitespaces))
       }) {
      return true
    }
    if source.hasPrefix("\""), source.hasSuffix("\" as String") {
      let literal = String(source.dropLast(" as String".count))
      let interpolations = literal.components(separatedBy: "\\(").count - 1
      return interpolations == 1 && !SwiftUIView.textOutsideInterpolations(literal).contains { $0.isLetter }
    }
    // `"\(formattedPercentage(p))% Insulin"`: a formatted number leading, its unit after it.
    if source.hasPrefix("\"\\("), let close = source.firstIndex(of: ")") {
      let inside = source[source.index(source.startIndex, offsetBy: 3)..<close].lowercased()
      let after = source[source.index(after: close)...]
      if inside.contains("format") || after.hasPrefix("%") { return true }
      // `"\(Int(antStats.plutoTemp))°C"` (DragonSync's temperatures): a number converted in place,
      // with at most a short unit after it.
      let unit = SwiftUIView.textOutsideInterpolations(source).filter { !$0.isWhitespace }
      if ["int(", "double(", "float(", "cgfloat(", "round(", "lround("].contains(where: inside.hasPrefix),
         source.components(separatedBy: "\\(").count == 2, unit.count <= 4 { return true }
    }
    // `isShowingBalances ? balance : "****"` (Brave's wallet): an amount, masked while hidden;
    // a property named for an amount (`balance`, `formattedPrice`, `totalAmount`).
    if source.contains("\"****\"") || source.contains("\"•••") { return true }
    // (Words inside string literals are text, not names: `Text("Your balance")` is a title.)
    let code = source.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
    for part in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
      if let last = part.split(separator: ".").last?.lowercased(), Self.amountWords.contains(where: last.hasSuffix) { return true }
      // `viewModel.countdownString` (iBurn's embargo screen): a clock's reading, ticking.
      if let last = part.split(separator: ".").last?.lowercased(), Self.clockWords.contains(where: last.contains) { return true }
      // `event.startDayFormatted`, `formattedDate`: a formatter's output kept in a property.
      if let last = part.split(separator: ".").last?.lowercased(), last.contains("formatted") { return true }
    }
    // `FinanceFormatting.currency(point.netWorth)`: an amount a currency formatter gives.
    if source.hasSuffix(")"), let open = source.firstIndex(of: "("), source.index(after: open) < source.index(before: source.endIndex),
       source[..<open].split(separator: ".").last?.lowercased() == "currency" {
      return true
    }
    // `format(.energy)`, `formatCalories(item)`: a function that formats a value (Persephone's calories).
    if source.hasSuffix(")"), let open = source.firstIndex(of: "("),
       source[..<open].split(separator: ".").last?.lowercased().hasPrefix("format") == true {
      return true
    }
    // `x.deviceStatusTitle()`, `loopStateText()`, `getPhaseText()`: a method with no arguments
    // named for a status (a timer's Work/Rest phase, Klettrack).
    if source.hasSuffix("()"), let open = source.lastIndex(of: "(") {
      let method = source[..<open].split(separator: ".").last.map { $0.lowercased() } ?? ""
      return method.contains("status") || method.contains("state") || method.contains("phase")
    }
    // `viewModel.statusLabel` (Artemis's upload screen: "Uploading", "Done" or the error): a
    // property named for a status.
    if source.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
       let property = source.split(separator: ".").last?.lowercased() {
      return property.hasPrefix("status") || property.hasSuffix("status") || property.hasPrefix("state")
    }
    return false
  }

  /// A rating screen showing the view's `shown` property large under its stars (marked unless
  /// the property is named for what is read).
  static func ratingLine(shown: String) -> RuleExample {
    RuleExample("""
      struct RateAppView: View {
        @State private var selectedRating = 0
        var \(shown): String { selectedRating > 3 ? "최고예요!" : "아쉬워요" }
        var body: some View {
          VStack { StarsRow(rating: $selectedRating); \(shown.lowercased().contains("title") ? "↓" : "")Text(\(shown)).font(.title3).fontWeight(.medium); Text("의견을 남겨 주세요"); TextEditor(text: $feedback) }
        }
      }
      """)
  }

  /// A model's property named for what is read, not for what titles it (`joke.setup`, `post.text`,
  /// `item.description`): content shown large, where a title is `name` or `title`.
  /// A property of the view's own named so too (`ratingDescription`, the gym diary's line under
  /// the stars, `welcomeMessage`): its last word.
  /// A choice between a property and a stand-in while it is empty (`dictation.partialText.isEmpty
  /// ? "…" : dictation.partialText`, a voice note's live transcript) shows what that property shows.
  static func showsContentProperty(_ view: SwiftUIView) -> Bool {
    guard let title = view.titleArgument else { return false }
    if case .ternary(_, let then, let otherwise) = title.kind {
      return [then, otherwise].contains { $0.stringLiteral == nil && showsContentProperty($0.text) }
    }
    return showsContentProperty(title.text)
  }

  /// The same, given the source of the argument (or of one side of its choice).
  static func showsContentProperty(_ source: String) -> Bool {
    guard source.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
          let property = source.split(separator: ".").last.map(String.init) else { return false }
    if source.contains("."), contentWords.contains(property.lowercased()) { return true }
    // (`titleText` is a title's text; `viewModel.currentMemo`, QED's cue shown during playback, a
    // memo; a model's `monthText` is the words for a month, as likely a heading as not.)
    let words = IdentifierWords.words(in: property).map { $0.lowercased() }
    // What speech recognition heard (`dictation.partialText`, `recognizer.transcribedText`): read, not a title.
    let pathWords = source.split(separator: ".").flatMap { IdentifierWords.words(in: String($0)).map { $0.lowercased() } }
    if pathWords.contains(where: { ["transcript", "transcribed", "transcription", "dictation", "recognized"].contains($0) }) { return true }
    // A subtitle or tagline (`Constants.General.appSubTitle` under the app's name, PawTracker's
    // onboarding) says something under a title; it heads nothing.
    if words.contains(where: { ["subtitle", "tagline", "slogan"].contains($0) })
      || zip(words, words.dropFirst()).contains(where: { $0 == "sub" && $1 == "title" }) { return true }
    if source.contains("."), words.last == "text" { return false }
    return words.count > 1 && words.last.map(contentWords.contains) == true
      && !words.contains { ["title", "name", "heading", "header", "headline", "caption"].contains($0) }
  }

  /// The text comes right after a `ProgressView` in its stack (dolAwang's transfer overlay).
  static func captionsASpinner(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let parent = view.parent.map(file.view), ["VStack", "HStack", "LazyVStack"].contains(parent.name) else { return false }
    let siblings = shownSiblings(in: parent, file)
    guard let place = siblings.firstIndex(where: { $0.position == view.position }), place > 0 else { return false }
    // (A spinner, not a bar of steps given a value; shown whenever the words are, not only while loading.)
    let spinner = siblings[place - 1]
    return spinner.name == "ProgressView" && spinner.argument("value") == nil && spinner.branchCondition == view.branchCondition
  }

  static let contentWords: Set<String> = [
    "text", "body", "message", "content", "description", "setup", "punchline", "question", "answer", "quote", "summary", "bio", "excerpt",
    "memo", "note", "comment", "lyrics", "transcript",
    // A quiz's prompt, the word being learnt, a room's code: what is read, not what titles it.
    "prompt", "word", "code", "phrase", "sentence", "definition",
  ]

  /// Names of values that are amounts: shown big, they are read as the value, not a title.
  public static let amountWords = ["balance", "amount", "price"]
  /// Words of a property that holds a running clock's reading.
  static let clockWords = ["countdown", "elapsed", "remaining"]

  /// `.font(.system(.title).monospacedDigit())`: digits set to line up, a number or a code.
  /// `labels[currentIndex]` drawn over a dial in a `ZStack`: the option the dial is on, picked
  /// from a list by its index (filmlog's circular picker). (In a stack over a list,
  /// `sectionTitles[selectedIndex]` titles the list.)
  static func showsOptionOverADial(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let source = view.titleArgument?.text, source.hasSuffix("]"), let open = source.firstIndex(of: "["),
          open > source.startIndex, file.parent(of: view)?.name == "ZStack" else { return false }
    let index = source[source.index(after: open)...].dropLast().lowercased()
    return ["index", "selected", "current"].contains(where: index.contains)
  }

  /// Numbers animated digit by digit as they change (`.contentTransition(.numericText())`, Tuis's
  /// scaled servings), with at most a unit around them: a value. (`"\(month)월의 기록"` animated so
  /// is still a title.)
  static func showsAnimatedNumber(_ view: SwiftUIView) -> Bool {
    guard view.modifiers(named: "contentTransition").contains(where: { $0.arguments.first?.value.text.contains("numericText") == true })
    else { return false }
    let words = view.titleArgument.map { SwiftUIView.textOutsideInterpolations($0.text).split(whereSeparator: \.isWhitespace) } ?? []
    return words.filter { $0.contains(where: \.isLetter) }.count <= 1
  }

  static func hasMonospacedDigitsFont(_ view: SwiftUIView) -> Bool {
    guard let font = view.modifiers(named: "font").last?.arguments.firstUnlabeled?.text else { return false }
    return font.contains(".monospacedDigit()") || font.contains(".monospaced()")
  }

  /// In a row (`HStack`, reached through wrappers of one child such as a `ScrollView`), after a
  /// text that isn't a picture: the row's value or detail, titled by the words before it.
  static func leadsARowOfLikeTexts(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.slot == .content, let parent = file.parent(of: view), parent.name == "HStack" || parent.name == "LazyHStack",
          let style = headingStyle(of: view) else { return false }
    return parent.children.map(file.view).contains { (sibling: SwiftUIView) -> Bool in
      guard sibling.index > view.index, sibling.slot == .content, sibling.name == "Text", sibling.kind == .call else { return false }
      return sibling.branchCondition == view.branchCondition && headingStyle(of: sibling) == style
    }
  }

  static func followsTextInRow(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func isWords(_ candidate: SwiftUIView) -> Bool {
      candidate.name == "Text" && candidate.kind == .call && !candidate.context.isHidden && !candidate.showsPictureText(in: file)
    }
    for step in file.ancestry(of: view).steps {
      let parent = step.ancestor, child = step.child
      guard child.slot == .content else { return false }
      if parent.name == "HStack" || parent.name == "LazyHStack" {
        guard let place = parent.children.firstIndex(of: child.index) else { return false }
        if parent.children[..<place].contains(where: { index in
          let sibling = file.view(index)
          return sibling.slot == .content && (isWords(sibling) || file.descendants(of: sibling).contains(where: isWords))
        }) {
          return true
        }
        // `HStack { Text("Recommended Bolus"); Spacer(); HStack { Text(value).font(.title); units } }`:
        // the value's own row sits after the label in the row around it.
        continue
      }
      guard parent.children.filter({ file.view($0).slot == .content }).count == 1 else { return false }
    }
    return false
  }

  /// A text in a row beside a field or control people set (Inpenso's currency symbol before the
  /// amount's `TextField`): the input's prefix or label, not a title over a section.
  static func isBesideInputInRow(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // (Not a picker: a section title beside the period it filters by is still a title.)
    let inputs: Set<String> = ["TextField", "SecureField", "TextEditor", "Stepper", "Toggle", "Slider"]
    // A prefix is short (a symbol, a unit: "₩", "$", "kg"), and the field sits right beside it; a
    // title pushed apart from a search field by a `Spacer` is still a title.
    // (A value shown there is one named so: `Text(currencySymbol)`.)
    guard let title = view.titleArgument else { return false }
    if let words = title.stringLiteral {
      guard words.count <= 3 || !words.contains(where: \.isLetter) else { return false }
    } else {
      let named = IdentifierWords.words(in: title.text).map { $0.lowercased() }
      guard named.contains(where: { ["symbol", "unit", "currency", "prefix", "suffix", "sign"].contains($0) }) else { return false }
    }
    guard let step = file.ancestry(of: view).steps.first, step.child.slot == .content,
          step.ancestor.name == "HStack" || step.ancestor.name == "LazyHStack" else { return false }
    let siblings = step.ancestor.children.map(file.view).filter { $0.slot == .content }
    guard let mine = siblings.firstIndex(where: { $0.index == step.child.index }) else { return false }
    return [mine - 1, mine + 1].contains { neighbour in siblings.indices.contains(neighbour) && inputs.contains(siblings[neighbour].name) }
  }

  /// Words that leave a sentence open for what follows.
  static let openingWords: Set<String> = [
    "in", "to", "for", "of", "from", "by", "with", "at", "on", "into", "as", "and", "or", "the", "your", "called", "named",
  ]

  /// A value (`Text(infos.name)`, not written words) whose nearest text before it on the screen
  /// is words that leave a sentence open ("invites you to access items in", "Shared by"): the
  /// value finishes that sentence, it doesn't title what follows. The text before is looked for
  /// among earlier siblings, through the member that builds the view and its uses in the file,
  /// and inside earlier members (in the branch that can show with this view).
  /// The next view beside it is a text of the same branch starting in lower case, and this one ends
  /// with no full stop or colon: one sentence written over two lines.
  static func goesOnInNextText(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let parent = file.parent(of: view), let position = parent.children.firstIndex(of: view.index),
          position + 1 < parent.children.count, let own = view.titleArgument else { return false }
    let next = file.views[parent.children[position + 1]]
    guard next.name == "Text", next.kind == .call, next.branchCondition == view.branchCondition,
          let following = next.titleArgument else { return false }
    func letters(_ expression: ExpressionInfo) -> String {
      let written = expression.stringLiteral ?? (expression.kind == .interpolatedString ? wordsWithValues(expression.text) : "")
      return written.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
    }
    let mine = letters(own), theirs = letters(following)
    // (Words with spaces, both: a localization key, `"screen.pinned.empty.message"`, is no sentence.)
    guard mine.contains(" "), theirs.contains(" "), let last = mine.last, !".!?:;。".contains(last), let first = theirs.first else { return false }
    // (Not a value that starts it, `\(name) …`, read as "value".)
    return first.isLowercase && !theirs.hasPrefix("value")
  }

  /// An interpolated title of two values or more joined by a comma, no letter written.
  static func writesOnlyValues(_ view: SwiftUIView) -> Bool {
    guard let title = view.titleArgument, case .interpolatedString = title.kind, title.text.contains("\\("),
          title.text.hasPrefix("\""), !title.text.hasPrefix("\"\"\"") else { return false }
    // Two values or more joined by a comma (one alone, `"\(section.name)"`, a name,
    // `"\(firstName) \(lastName)"`, or a film and its year, `"\(title) - \(year)"`, may well be a title).
    let written = wordsWithValues(title.text)
    let between = written.replacingOccurrences(of: "value", with: "").replacingOccurrences(of: "*", with: "")
    return written.components(separatedBy: "value").count > 2 && !between.contains(where: \.isLetter)
      && between.contains(",")
  }

  static func endsSentenceBeforeIt(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let title = view.titleArgument, title.stringLiteral == nil else { return false }
    switch title.kind {
    case .reference, .member: break
    default: return false
    }
    var mine = file.branchConditions(of: view)
    // Text shown with this view: not the other side of one of its branches.
    func compatible(_ text: SwiftUIView, extra: [String]) -> Bool {
      let theirs = file.branchConditions(of: text) + extra
      return !theirs.contains { condition in
        if condition.hasPrefix("else (not "), condition.hasSuffix(")") {
          let test = String(condition.dropFirst("else (not ".count).dropLast())
          return mine.contains("if \(test)")
        }
        if condition.hasPrefix("if ") { return mine.contains("else (not \(condition.dropFirst(3)))") }
        return false
      }
    }
    func isWords(_ candidate: SwiftUIView) -> Bool {
      candidate.name == "Text" && candidate.kind == .call && !candidate.context.isHidden
    }
    // The last text a sibling shows with this view (itself, its descendants, or in the member it
    // names, under the sibling's own branch).
    func lastText(in sibling: SwiftUIView) -> SwiftUIView? {
      var candidates: [SwiftUIView] = isWords(sibling) ? [sibling] : file.descendants(of: sibling).filter(isWords)
      var extra: [String] = []
      if candidates.isEmpty, let member = file.viewMember(referencedBy: sibling) {
        extra = file.branchConditions(of: sibling)
        candidates = member.roots.flatMap { root -> [SwiftUIView] in
          let rootView = file.view(root)
          return (isWords(rootView) ? [rootView] : []) + file.descendants(of: rootView).filter(isWords)
        }
      }
      return candidates.last { compatible($0, extra: extra) }
    }
    var current = view
    for _ in 0..<4 {
      let ancestry = file.ancestry(of: current)
      for step in ancestry.steps {
        guard let place = step.ancestor.children.firstIndex(of: step.child.index) else { continue }
        for index in step.ancestor.children[..<place].reversed() {
          let sibling = file.view(index)
          guard sibling.slot == step.child.slot, !emptyViews.contains(sibling.name) else { continue }
          guard let text = lastText(in: sibling) else { continue }
          guard let words = text.titleArgument?.stringLiteral else { return false }
          let trimmed = words.trimmingCharacters(in: .whitespaces)
          if trimmed.hasSuffix(":") { return true }
          let last = trimmed.split(whereSeparator: { !$0.isLetter }).last.map { $0.lowercased() } ?? ""
          return trimmed.last?.isLetter == true && openingWords.contains(last)
        }
      }
      let root = ancestry.steps.last?.ancestor ?? current
      guard let member = file.viewMember(holding: root), member.name != "body",
            let use = file.uses(of: member).first, file.uses(of: member).count == 1 else { return false }
      if let place = member.roots.firstIndex(of: root.index), place > 0 {
        // An earlier root of the same member comes first.
        for index in member.roots[..<place].reversed() {
          if let text = lastText(in: file.view(index)) {
            guard let words = text.titleArgument?.stringLiteral else { return false }
            let last = words.split(whereSeparator: { !$0.isLetter }).last.map { $0.lowercased() } ?? ""
            return words.last?.isLetter == true && openingWords.contains(last)
          }
        }
      }
      mine += file.branchConditions(of: use)
      current = use
    }
    return false
  }

  /// A value (`Text(receipt.merchant)`, not written words, nor a property named for a title) right
  /// under a caption in a smaller style, in the column around it (through rows holding only it
  /// and space): "Merchant" in `.caption` over the merchant's name in `.title2`, the reading that
  /// caption names on a card, not a section title. The caption is written words, shown with the
  /// value, the sibling just before it or alone in its row.
  static func isValueUnderCaption(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let title = view.titleArgument, title.stringLiteral == nil else { return false }
    let named = IdentifierWords.words(in: title.text).map { $0.lowercased() }
    if named.contains(where: { ["title", "heading", "headline", "header"].contains($0) }) { return false }
    for step in file.ancestry(of: view).steps {
      let parent = step.ancestor
      guard step.child.slot == .content else { return false }
      let shown = shownSiblings(in: parent, file)
      guard let place = shown.firstIndex(where: { $0.index == step.child.index }) else { return false }
      // A column, or the app's own card container laying its content out (Oscar's `EnvironmentDetailCard { … }`).
      if parent.name == "VStack" || parent.name == "LazyVStack" || file.project.types.declaration(of: parent.name) != nil {
        // First in its column: the caption may be before the column.
        // (Past what shows instead of it: the field that edits it, in the `if` whose `else` shows it.)
        let branch = view.branchCondition?.components(separatedBy: " · ") ?? []
        guard let before = shown[..<place].last(where: { sibling in
          !VoiceOverTree.exclusive(sibling.branchCondition?.components(separatedBy: " · ") ?? [], branch)
        }) else { continue }
        let row = ["HStack", "LazyHStack"].contains(before.name) ? shownSiblings(in: before, file) : [before]
        guard row.count == 1, let caption = row.first, caption.name == "Text", caption.kind == .call,
              // Shown with the value: in its branch, or always (over an `if let` value).
              caption.titleArgument.map(isWrittenWords) == true, caption.branchCondition == nil || caption.branchCondition == view.branchCondition,
              let captionStyle = caption.modifiers(named: "font").last?.arguments.firstUnlabeled.flatMap(textStyle) else { return false }
        if captionStyles.contains(captionStyle) { return true }
        // A caption in a smaller style than the value's (`.headline` "Name" in grey over the name in `.title`).
        guard let valueStyle = headingStyle(of: view), let captionSize = TextStyleScale.style(named: captionStyle)?.size,
              let valueSize = TextStyleScale.style(named: valueStyle)?.size else { return false }
        return captionSize < valueSize
      }
      guard shown.count == 1 else { return false }
    }
    return false
  }

  /// Words written in the source: a literal, or a key handed to a lookup of the app's string
  /// tables (`localization.localized("wizard.review_plan")`, `NSLocalizedString("Total", comment: "")`).
  static func isWrittenWords(_ expression: ExpressionInfo) -> Bool {
    if expression.stringLiteral != nil { return true }
    let text = expression.text
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
    let callee = text[..<open].lowercased()
    return (callee.hasSuffix("localized") || callee.hasSuffix("nslocalizedstring") || callee == "string")
      && text[text.index(after: open)...].drop(while: { $0 == " " }).hasPrefix("\"") && !text.contains("\\(")
  }

  /// A value (`Text(condition.waveHeight)` in `.title`, not words, nor a property named for a
  /// title) right over its caption in a caption style ("Wave Height" in `.caption`, treblesurf's
  /// conditions card), the first of a column of just the two: a reading and its name, not a title.
  static func isValueOverCaption(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let title = view.titleArgument, title.stringLiteral == nil, view.slot == .content,
          let column = file.parent(of: view), ["VStack", "LazyVStack"].contains(column.name) else { return false }
    let named = IdentifierWords.words(in: title.text).map { $0.lowercased() }
    if named.contains(where: { ["title", "heading", "headline", "header", "name"].contains($0) }) { return false }
    let shown = shownSiblings(in: column, file)
    guard shown.count == 2, shown[0].index == view.index else { return false }
    let caption = shown[1]
    guard caption.name == "Text", caption.kind == .call, caption.titleArgument?.stringLiteral != nil,
          let style = caption.modifiers(named: "font").last?.arguments.firstUnlabeled.flatMap(textStyle) else { return false }
    return captionStyles.contains(style)
  }

  /// The key of a key/value row among others like it: words first in a row whose only other
  /// content is a text showing a value (`HStack { Text("Runs").font(.title3); Spacer();
  /// Text(runs.count.description) }`), beside another such row (Running Goals' summary box): a
  /// label for the value, not a section's title. (One such row over a list titles the list.)
  static func keysAValueInRow(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.slot == .content, let parent = file.parent(of: view), isKeyValueRow(parent, key: view, in: file),
          let container = file.parent(of: parent) else { return false }
    // (The row just before or after it: two section headers with their counts, each over a list,
    // are not rows of one table.)
    let rows = shownSiblings(in: container, file)
    guard let place = rows.firstIndex(where: { $0.position == parent.position }) else { return false }
    return [place - 1, place + 1].contains { $0 >= 0 && $0 < rows.count && isKeyValueRow(rows[$0], key: nil, in: file) }
  }

  /// An `HStack` of a text, then a text showing a value (not written words), and nothing else shown.
  static func isKeyValueRow(_ row: SwiftUIView, key: SwiftUIView?, in file: SwiftFileModel) -> Bool {
    guard row.name == "HStack" || row.name == "LazyHStack" else { return false }
    let shown = shownSiblings(in: row, file)
    return shown.count == 2 && shown[0].name == "Text" && shown[1].name == "Text"
      && (key.map { shown[0].position == $0.position } ?? true)
      && shown[1].titleArgument.map { $0.stringLiteral == nil } == true
  }

  /// Written words in a row (`HStack`) that name the control beside them: an input with no
  /// label of its own anywhere in the row (a form row's date picker, `.labelsHidden()` or titled
  /// `""`), or a plain button or link titled in words right beside them (a prompt before "Sign
  /// up"; a title with "See All" across the row stays a title), shown with them.
  static func labelsControlInRow(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.titleArgument?.stringLiteral != nil, view.slot == .content, let parent = file.parent(of: view),
          parent.name == "HStack" || parent.name == "LazyHStack" else { return false }
    guard let (row, place) = contentRow(around: view, in: parent, file) else { return false }
    let inputs: Set<String> = ["TextField", "SecureField", "Picker", "DatePicker", "Toggle", "Stepper", "Slider", "ColorPicker", "TextEditor"]
    return row.enumerated().contains { offset, sibling in
      guard offset != place, sibling.branchCondition == view.branchCondition else { return false }
      if inputs.contains(sibling.name) {
        return sibling.hasModifier("labelsHidden") || sibling.titleArgument?.stringLiteral?.isEmpty == true
      }
      return ["Button", "Link"].contains(sibling.name) && abs(offset - place) == 1
        && sibling.titleArgument?.stringLiteral?.contains(where: \.isLetter) == true
    }
  }

  /// Written words first in a column of two (`VStack { Text("Total").font(.title2); Text(total
  /// .formatted()) }`) whose other is a reading (a value's text, a gauge, a progress view), beside
  /// another such column whose first words take the same style.
  static func labelsOneOfLikeReadings(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.titleArgument?.stringLiteral != nil, let style = headingStyle(of: view),
          let tile = file.parent(of: view), tile.name == "VStack" else { return false }
    func reading(of column: SwiftUIView) -> (label: SwiftUIView, reading: SwiftUIView)? {
      let shown = shownSiblings(in: column, file)
      guard shown.count == 2 else { return nil }
      let second = shown[1]
      let isReading = ["Gauge", "ProgressView"].contains(second.name)
        || second.name == "Text" && second.titleArgument.map { $0.stringLiteral == nil } == true
      return isReading ? (shown[0], second) : nil
    }
    guard let own = reading(of: tile), own.label.index == view.index, let row = file.parent(of: tile) else { return false }
    return shownSiblings(in: row, file).contains { other in
      guard other.index != tile.index, other.name == "VStack", let pair = reading(of: other) else { return false }
      return pair.label.name == "Text" && headingStyle(of: pair.label) == style
    }
  }

  /// The content children of `stack` (space included), and where `view` is among them.
  static func contentRow(around view: SwiftUIView, in stack: SwiftUIView, _ file: SwiftFileModel) -> (row: [SwiftUIView], place: Int)? {
    let row = stack.children.map(file.view).filter { $0.slot == .content }
    return row.firstIndex(where: { $0.index == view.index }).map { (row, $0) }
  }

  /// The content children of a stack that show something (space, lines and plain shapes left out).
  static func shownSiblings(in stack: SwiftUIView, _ file: SwiftFileModel) -> [SwiftUIView] {
    stack.children.map(file.view).filter { $0.slot == .content && !emptyViews.contains($0.name) }
  }

  /// Text styles smaller than body, in which a card writes what its value is.
  static let captionStyles: Set<String> = ["caption", "caption2", "footnote", "subheadline", "callout"]

  /// A currency or unit beside or under the amount it measures: a short word ("RM", "kg",
  /// "kcal / day", "Grams") right next to a field or a value's text in a row, or right under a
  /// field or a number drawn larger than it. Read with the amount, it titles nothing.
  static func isUnitOfValue(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let literal = view.titleArgument?.stringLiteral?.trimmingCharacters(in: .whitespaces),
          (1...12).contains(literal.count), !literal.contains(where: { ".!?:".contains($0) }), view.slot == .content,
          let parent = file.parent(of: view) else { return false }
    func isField(_ sibling: SwiftUIView) -> Bool { ["TextField", "SecureField"].contains(sibling.name) }
    // Shown with it (not in another branch, as a tvOS-only title).
    func isValue(_ sibling: SwiftUIView) -> Bool {
      sibling.branchCondition == view.branchCondition && sibling.name == "Text" && sibling.titleArgument.map { $0.stringLiteral == nil } == true
    }
    switch parent.name {
    case "HStack", "LazyHStack":
      // Right next to it, with no space between (`HStack { Text("Workouts"); Spacer(); Text(range) }` is a header row).
      guard let (row, place) = contentRow(around: view, in: parent, file) else { return false }
      let neighbours = [place - 1, place + 1].filter(row.indices.contains).map { row[$0] }
      return neighbours.contains { $0.branchCondition == view.branchCondition && (isField($0) || isValue($0)) }
    case "VStack", "LazyVStack":
      let shown = shownSiblings(in: parent, file)
      guard let place = shown.firstIndex(where: { $0.index == view.index }), place > 0 else { return false }
      let above = shown[place - 1]
      if isField(above) { return above.branchCondition == view.branchCondition }
      // A number (`"\(target)"`, a formatter's output) drawn larger than the unit.
      guard isValue(above), let title = above.titleArgument,
            showsComputedValue(above) || (title.text.hasPrefix("\"") && !SwiftUIView.textOutsideInterpolations(title.text).contains { $0.isLetter }),
            let numberSize = fontSize(of: above), numberSize > fontSize(of: view) ?? TextStyleScale.style(named: "body")!.size else { return false }
      return true
    default: return false
    }
  }

  /// The default size of a text's font: its text style's, or a fixed `.system(size: 64)`.
  static func fontSize(of text: SwiftUIView) -> Double? {
    guard let font = text.modifiers(named: "font").last?.arguments.firstUnlabeled else { return nil }
    if let style = textStyle(font) { return TextStyleScale.style(named: style)?.size }
    if case .call(let callee, let arguments) = font.kind, callee == ".system" || callee == "Font.system" {
      return arguments.first(labeled: "size")?.numberLiteral
    }
    return nil
  }

  /// Views that show nothing to head: space, lines, plain colours and shapes.
  static let emptyViews: Set<String> = [
    "Spacer", "Divider", "EmptyView", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
  ]

  /// Nothing follows the text on its screen: no sibling after it (or after any view around it)
  /// shows content, in the member that builds it and at every use of that member in the file,
  /// up to the `body`. Views in another branch of an `if` or `switch` are not after it. Only
  /// judged through a member's uses: a view type whose body ends with its title (a section
  /// title component) may be followed by content where other files place it.
  static func headsNothing(_ view: SwiftUIView, in file: SwiftFileModel, depth: Int, throughUse: Bool) -> Bool {
    guard depth < 4 else { return false }
    func followedByContent(_ child: SwiftUIView, among siblings: [Int]) -> Bool {
      guard let place = siblings.firstIndex(of: child.index) else { return false }
      return siblings[(place + 1)...].contains { index in
        let sibling = file.view(index)
        guard sibling.slot == child.slot, !emptyViews.contains(sibling.name) else { return false }
        // Another case of the same `switch` or the other side of an `if`: shown instead of it.
        if let mine = child.branchCondition, let theirs = sibling.branchCondition, mine != theirs { return false }
        return true
      }
    }
    let ancestry = file.ancestry(of: view)
    for step in ancestry.steps {
      if followedByContent(step.child, among: step.ancestor.children) { return false }
      // Alone in its `Section` (a tagline as a list row): the sections after it are not its content.
      if step.ancestor.name == "Section" { return true }
    }
    // Nothing after it up to the edge of the screen it is in (a popover's empty-state message), and
    // nothing after it among that screen's own roots (`.sheet { Text("Scanner"); Scanner() }`).
    if ancestry.isInAnotherScreen {
      let edge = ancestry.steps.last?.ancestor ?? view
      guard let presenter = file.parent(of: edge) else { return true }
      return !followedByContent(edge, among: presenter.children)
    }
    let root = ancestry.steps.last?.ancestor ?? view
    guard let member = file.viewMember(holding: root) else { return false }
    if followedByContent(root, among: member.roots) { return false }
    if member.name == "body" {
      if throughUse { return true }
      // Written words shown instead of the body's content (`if let word { ScrollView { … } } else {
      // Text("Word not found") }`, Shiori's saved word): an empty state, heading nothing.
      if view.titleArgument?.stringLiteral != nil, isShownInsteadOfContent(root, among: member.roots, in: file)
        || ancestry.steps.contains(where: { isShownInsteadOfContent($0.child, among: $0.ancestor.children, in: file) }) {
        return true
      }
      // A view only ever laid over other content or shown instead of it (Kiwix's `Message`, an
      // empty list's "No bookmarks" in `.overlay { }`): a notice, with nothing of its own under it.
      if let type = member.type, file.project.viewsHeadingNothingAtEveryUse.contains(type) { return true }
      // A view type only its own file can use (Artemis's `private struct EmptyChatView`): judged
      // at its uses there.
      guard let type = member.type, file.declarations.filePrivateTypes.contains(type) else { return false }
      let uses = file.views.filter { $0.kind == .call && $0.name == type }
      return !uses.isEmpty && uses.allSatisfy { headsNothing($0, in: file, depth: depth + 1, throughUse: true) }
    }
    let uses = file.uses(of: member)
    return !uses.isEmpty && uses.allSatisfy { headsNothing($0, in: file, depth: depth + 1, throughUse: true) }
  }

  /// In a branch whose other side (of the same `if` or `switch`) shows content.
  static func isShownInsteadOfContent(_ view: SwiftUIView, among siblings: [Int], in file: SwiftFileModel) -> Bool {
    guard let mine = view.branchCondition?.components(separatedBy: " · ") else { return false }
    return siblings.contains { index in
      let sibling = file.view(index)
      guard index != view.index, sibling.slot == view.slot, !emptyViews.contains(sibling.name),
            let theirs = sibling.branchCondition?.components(separatedBy: " · ") else { return false }
      return VoiceOverTree.exclusive(mine, theirs)
    }
  }

  /// A sentence (its words end in `.`, `!`, `?` or `…`) shown only under a runtime condition, after
  /// which its screen shows only space, controls and other texts shown only in some state (the
  /// control's stand-ins, "Loading..."): a status or confirmation that heads no content. Judged in
  /// the member that builds it, up to its root.
  static func isConditionalMessage(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let literal = view.titleArgument?.stringLiteral else { return false }
    let words = (file.project.localizedStrings[literal]?["en"] ?? literal).trimmingCharacters(in: .whitespaces)
    guard let mark = words.last, ".!?…".contains(mark), words.contains(" ") else { return false }
    func isRuntimeBranch(_ condition: String?) -> Bool {
      condition?.components(separatedBy: " · ").contains { !$0.hasPrefix("#") } ?? false
    }
    let ancestry = file.ancestry(of: view)
    guard !ancestry.isInAnotherScreen,
          isRuntimeBranch(view.branchCondition) || ancestry.steps.contains(where: { isRuntimeBranch($0.child.branchCondition) })
    else { return false }
    // Space, a control, or text shown only in a branch of its own, through stacks.
    func showsOnlyActions(_ candidate: SwiftUIView, inBranch: Bool) -> Bool {
      let branched = inBranch || isRuntimeBranch(candidate.branchCondition)
      if emptyViews.contains(candidate.name) || candidate.isControl { return true }
      guard candidate.kind == .call else { return false }
      if candidate.name == "Text" || candidate.name == "ProgressView" { return branched }
      guard ["HStack", "VStack", "ZStack", "Group"].contains(candidate.name) else { return false }
      return candidate.children.map { file.view($0) }.filter { $0.slot == .content }.allSatisfy { showsOnlyActions($0, inBranch: branched) }
    }
    for step in ancestry.steps {
      guard let place = step.ancestor.children.firstIndex(of: step.child.index) else { return false }
      for index in step.ancestor.children[(place + 1)...] {
        let sibling = file.view(index)
        guard sibling.slot == step.child.slot else { continue }
        // The other side of its own `if` is shown instead of it.
        if let mine = step.child.branchCondition, let theirs = sibling.branchCondition, mine != theirs { continue }
        if !showsOnlyActions(sibling, inBranch: false) { return false }
      }
    }
    let root = ancestry.steps.last?.ancestor ?? view
    guard let member = file.viewMember(holding: root), member.name == "body",
          let place = member.roots.firstIndex(of: root.index) else { return false }
    return member.roots[(place + 1)...].allSatisfy { showsOnlyActions(file.view($0), inBranch: false) }
  }

  /// Names only WidgetKit and ActivityKit code uses: a widget's or Live Activity's own declarations.
  static let widgetMarkers = [
    "ActivityViewContext", "ActivityConfiguration", "TimelineProvider", "TimelineEntry", "WidgetConfiguration",
    "widgetFamily", "DynamicIsland",
  ]
  /// What a widget or its data source conforms to.
  static let widgetConformances: Set<String> = [
    "Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "TimelineEntry",
  ]

  /// A view of a home-screen widget or a Live Activity: a glance of readings (a glucose value, a
  /// delta, a unit) that the system reads as one element and that has no headings to navigate, so
  /// its large text is a value, not a section title. Known by the file (it imports WidgetKit or
  /// ActivityKit and declares widget parts) or by the type it extends (`extension MyWidget.EntryView`
  /// where the project declares `MyWidget: Widget`). Importing WidgetKit alone (an app that reloads
  /// its timelines) is not enough.
  /// Also a view of a type only widget code places (``ProjectIndex/viewsOnlyInWidgets``).
  static func isWidgetCode(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if let type = view.enclosingType, file.project.viewsOnlyInWidgets.contains(type) { return true }
    return isWidgetCode(view, in: file, types: file.project.types)
  }

  /// `types`: the project's type index (given while the project index is being built).
  static func isWidgetCode(_ view: SwiftUIView, in file: SwiftFileModel, types: TypeIndex) -> Bool {
    isWidgetFile(file) || isInWidgetType(view, types: types)
  }

  /// A file that imports WidgetKit or ActivityKit and names a widget's parts.
  static func isWidgetFile(_ file: SwiftFileModel) -> Bool {
    (file.sourceContains("import WidgetKit") || file.sourceContains("import ActivityKit")) && widgetMarkers.contains(where: file.sourceContains)
  }

  /// A view in a type that is a widget, a widget bundle, a timeline provider or entry.
  static func isInWidgetType(_ view: SwiftUIView, types: TypeIndex) -> Bool {
    guard let type = view.enclosingType else { return false }
    let outer = type.split(separator: ".").first.map(String.init) ?? type
    return !types.conformances(of: outer).union(types.conformances(of: type)).isDisjoint(with: widgetConformances)
  }

  private func marksHeading(_ view: SwiftUIView) -> Bool {
    view.addedTraits.contains("isHeader") || view.hasModifier("accessibilityHeading")
  }

  /// In a `ForEach` or `List` row, a section header, a toolbar, or under an ancestor marked as a heading.
  /// A view built by a member (`func thankYouView() -> some View`) is judged at the member's uses:
  /// one placed in every use inside a `Section` with a header is a list row there too.
  private func isRepeatedOrSystemHeader(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if let owner = view.enclosingType, file.project.viewsOnlyInRows.contains(owner) { return true }
    let ancestry = file.ancestry(of: view)
    for step in ancestry.steps {
      let ancestor = step.ancestor
      if ["ForEach", "List", "Table", "Grid"].contains(ancestor.name) { return true }
      // A Section with a header: that header is the heading, and its rows are list rows.
      if ancestor.name == "Section", Self.hasHeader(ancestor, in: file) { return true }
      if case .modifier(let name, _) = step.child.slot, name == "toolbar" || name == "overlay" { return true }
      if marksHeading(ancestor) || ancestor.hasModifier("redacted") { return true }
    }
    return isRowOfTitledSectionAtEveryUse(view, ancestry, in: file, depth: 0)
  }

  /// The member building these views is placed, at every use in the file, in a `ForEach` or in
  /// a `Section` with a header. A List alone is not enough there: the untitled first section of a
  /// settings list often opens with the screen's title.
  private func isRowOfTitledSectionAtEveryUse(_ view: SwiftUIView, _ ancestry: ViewAncestry, in file: SwiftFileModel, depth: Int) -> Bool {
    guard depth < 3, !ancestry.isInAnotherScreen, !ancestry.steps.contains(where: { $0.ancestor.name == "Section" }),
          let member = file.viewMember(holding: view), member.name != "body" else { return false }
    let uses = file.uses(of: member)
    return !uses.isEmpty && uses.allSatisfy { use in
      let useAncestry = file.ancestry(of: use)
      for step in useAncestry.steps {
        let ancestor = step.ancestor
        if ancestor.name == "ForEach" { return true }
        if ancestor.name == "Section" { return Self.hasHeader(ancestor, in: file) }
      }
      return isRowOfTitledSectionAtEveryUse(use, useAncestry, in: file, depth: depth + 1)
    }
  }


  /// The text shows what a navigation title over it shows: the same expression or string under a
  /// title of its own type; under a title where another type places its view, the same value named
  /// by two or more words ending in "name" or "title" (`accountDisplayName`,
  /// `account.displayNameWithoutEmojis`), since a bare `title` there may be another property of
  /// the same name.
  static func repeatsScreenTitle(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let shown = view.titleArgument?.text else { return false }
    if let owner = view.enclosingType, let placed = file.project.titlesOverPlacements[owner],
       placed.contains(where: { sameTitle($0, shown, acrossTypes: true) }) {
      return true
    }
    // The same value, read through what the placement passes (`domain: viewModel.domain`).
    if let owner = view.enclosingType, let placed = file.project.titlesOverPlacementsInOwnTerms[owner],
       placed.contains(where: { sameTitle($0, shown, acrossTypes: false) }) {
      return true
    }
    guard file.sourceContains("navigationTitle") || file.sourceContains("navigationBarTitle") else { return false }
    return ScreenTitleTexts.titles(over: view, in: file).contains { sameTitle($0, shown, acrossTypes: false) }
  }

  /// In a `ZStack` layer above an image (`Image`, `AsyncImage`, a project image view) or above
  /// content the view is given as a closure property (`content()`, `self.blurred()` of
  /// `let blurred: () -> Blurred`). A color, shape or gradient behind a screen is no such layer.
  static func isLayerOverContent(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    for step in file.ancestry(of: view).steps where step.ancestor.name == "ZStack" && step.child.slot == .content {
      let layers = step.ancestor.children.map { file.view($0) }.filter { $0.slot == .content }
      guard let position = layers.firstIndex(where: { $0.index == step.child.index }) else { continue }
      let below = layers[..<position]
      if below.contains(where: { isPictureOrGivenContent($0, type: view.enclosingType, in: file) }) { return true }
    }
    return false
  }

  static func isPictureOrGivenContent(_ layer: SwiftUIView, type: String?, in file: SwiftFileModel) -> Bool {
    if layer.kind == .call, ["Image", "AsyncImage"].contains(layer.name) { return true }
    if layer.kind == .call, file.customView(named: layer.name)?.isImage == true { return true }
    // `content()` is the reference `content`; `self.blurred()` is `self` with the call `blurred()`
    // first in its modifier chain.
    guard layer.kind == .reference, let type else { return false }
    let name = layer.name == "self" ? layer.modifiers.first?.name ?? "" : layer.name
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let declared = file.project.propertyType(name, in: type) else { return false }
    return declared.contains("->")
  }

  /// Two string literals saying the same words, one at least two thirds of the other: "Hi 👋"
  /// under the title "Hi" (Akva's welcome), "Life@USTC" under "About Life@USTC" (its About page).
  static func sameLiteralWords(_ one: String, _ other: String) -> Bool {
    guard one.hasPrefix("\""), other.hasPrefix("\""), !one.contains("\\("), !other.contains("\\(") else { return false }
    func words(_ text: String) -> [String] {
      text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }
    let (first, second) = (words(one), words(other))
    let (short, long) = first.count <= second.count ? (first, second) : (second, first)
    guard !short.isEmpty, short.count * 3 >= long.count * 2 else { return false }
    return (0...(long.count - short.count)).contains { Array(long[$0..<($0 + short.count)]) == short }
  }

  static func sameTitle(_ title: String, _ shown: String, acrossTypes: Bool) -> Bool {
    if !acrossTypes, sameLiteralWords(title.trimmingCharacters(in: .whitespaces), shown.trimmingCharacters(in: .whitespaces)) { return true }
    func alternatives(_ text: String) -> [String] {
      text.components(separatedBy: "??").map { part in
        part.replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace && $0 != "!" }
      }.filter { !$0.isEmpty }
    }
    for one in alternatives(title) {
      for other in alternatives(shown) {
        if one == other, !acrossTypes || one.hasPrefix("\"") { return true }
        let words = (IdentifierWords.words(in: one), IdentifierWords.words(in: other))
        let (short, long) = words.0.count <= words.1.count ? words : (words.1, words.0)
        guard short.count >= 2, let last = short.last, ["name", "title"].contains(last),
              one.first?.isLetter == true, other.first?.isLetter == true else { continue }
        if long.starts(with: short) { return true }
      }
    }
    return false
  }

  /// `Section("Title")`, `Section(header: ...)`, `Section { } header: { }`.
  static func hasHeader(_ section: SwiftUIView, in file: SwiftFileModel) -> Bool {
    section.titleArgument != nil || section.argument("header") != nil
      || section.children.contains(where: { file.views[$0].slot == .named("header") })
  }

  /// How prominent each heading style is, largest first.
  static let styleRank: [String: Int] = ["largeTitle": 5, "title": 4, "title2": 3, "title3": 2, "headline": 1]

  /// Words ending in a Korean polite form and a full stop (`완료되었습니다.`), right after a text of
  /// a more prominent heading style (before it in its stack, or before its stack), and followed
  /// only by lines and controls. (A polite line over a list titles it: section titles are written
  /// that way too.)
  static func isPoliteSentenceUnderLargerTitle(_ view: SwiftUIView, style: String, in file: SwiftFileModel) -> Bool {
    guard let literal = view.titleArgument?.stringLiteral?.trimmingCharacters(in: .whitespacesAndNewlines), literal.hasSuffix("."),
          ["니다", "어요", "아요", "에요", "예요", "해요"].contains(where: literal.dropLast().hasSuffix),
          let parent = file.parent(of: view), let place = parent.children.firstIndex(of: view.index) else { return false }
    // Followed only by more lines and controls: it heads no list or section of content.
    let lines: Set<String> = ["Text", "Spacer", "Button", "Image", "Divider"]
    guard parent.children[(place + 1)...].allSatisfy({ lines.contains(file.views[$0].name) }) else { return false }
    // The title just before it: before it in its stack, or before its stack in the one around it.
    var before = parent.children[..<place].map { file.views[$0] }
    if let outer = file.parent(of: parent), let stackPlace = outer.children.firstIndex(of: parent.index) {
      before += outer.children[..<stackPlace].map { file.views[$0] }
    }
    let mine = styleRank[style] ?? 0
    return before.contains { other in
      other.name == "Text" && other.kind == .call && other.titleArgument?.stringLiteral != nil
        && (headingStyle(of: other).flatMap { styleRank[$0] } ?? 0) > mine
    }
  }

  /// Whether a heading-styled sibling right next to `view` (before or after, in the same stack and
  /// on iOS) is the better title of their block: words written in the code over a value
  /// (`Text(viewModel.userName)`), then the larger style, then the earlier line.
  static func isOutrankedInTitleBlock(_ view: SwiftUIView, style: String, in file: SwiftFileModel) -> Bool {
    guard let parent = file.parent(of: view), let place = parent.children.firstIndex(of: view.index) else { return false }
    // `#if os(tvOS) Text(title).font(.title) #endif` beside it is not on iOS.
    func onIOS(_ sibling: SwiftUIView) -> Bool {
      guard let last = sibling.branchCondition?.components(separatedBy: " · ").last else { return true }
      return !SwiftFileModel.isOtherPlatformOnly(last)
    }
    let siblings = parent.children.map { file.views[$0] }
    let before = siblings[..<place].last(where: onIOS)
    let after = siblings[(place + 1)...].first(where: onIOS)
    // Words written in the code first, then the larger style; on a tie, the earlier line.
    func rank(_ text: SwiftUIView, _ textStyle: String) -> (written: Int, style: Int) {
      let written = text.titleArgument.map { $0.stringLiteral != nil || $0.text.hasPrefix("\"") || $0.text.hasPrefix("L10n.") } ?? false
      return (written ? 1 : 0, styleRank[textStyle] ?? 0)
    }
    let mine = rank(view, style)
    for (neighbour, isEarlier) in [(before, true), (after, false)] {
      guard let neighbour, neighbour.name == "Text", neighbour.kind == .call, !neighbour.context.isHidden,
            let neighbourStyle = headingStyle(of: neighbour) else { continue }
      let theirs = rank(neighbour, neighbourStyle)
      if theirs > mine || (theirs == mine && isEarlier) { return true }
    }
    return false
  }

  /// `Text("Buy").padding().background(Color("CardGreen")).cornerRadius(35)` in a stack with a
  /// `Button("Sell")`: filled and rounded like the buttons beside it.
  static func isPillAmongControls(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func isPill(_ candidate: SwiftUIView) -> Bool {
      let rounded = candidate.hasModifier("cornerRadius") || candidate.modifiers(named: "clipShape").contains { clip in
        let shape = clip.arguments.first?.value.text ?? ""
        return shape.hasPrefix("Capsule") || shape.hasPrefix("RoundedRectangle")
      }
      return rounded && candidate.hasModifier("background")
    }
    guard isPill(view), view.slot == .content, let parent = file.parent(of: view) else { return false }
    // A control beside it drawn the same way (a "See All" button beside a highlighted title is no pill pair).
    return parent.children.contains { index in
      let sibling = file.view(index)
      return index != view.index && ["Button", "Link", "NavigationLink", "Menu"].contains(sibling.name) && isPill(sibling)
    }
  }

  /// `HomeView`, `ProfileScreen`: a type's name as code spells it, a word run into `View`.
  static func isCodeName(_ name: String) -> Bool {
    ["View", "Screen", "Page", "Controller"].contains { suffix in
      name.hasSuffix(suffix) && name.dropLast(suffix.count).last?.isLowercase == true
    }
  }

  /// `Text("LargeTitle").font(.largeTitle)`, `Text("Title 2").font(.title2)`: the style's own name.
  static func namesItsOwnStyle(_ view: SwiftUIView, style: String) -> Bool {
    guard let words = view.titleArgument?.stringLiteral else { return false }
    return words.lowercased().filter { $0.isLetter || $0.isNumber } == style.lowercased()
  }

  /// The heading text style of the view's last `.font(...)`, if it has one.
  static func headingStyle(of view: SwiftUIView) -> String? {
    guard let style = view.modifiers(named: "font").last?.arguments.firstUnlabeled.flatMap(textStyle),
          headingStyles.contains(style) else { return nil }
    return style
  }

  /// `.title`, `.title.bold()`, `Font.title2`, `.system(.title)`: the text style named.
  static func textStyle(_ font: ExpressionInfo) -> String? {
    let base = font.memberChain?.base ?? font
    switch base.kind {
    case .member(let owner, let name) where owner == nil || owner == "Font" || owner == "SwiftUI.Font": return name
    case .call(let callee, let arguments) where callee == ".system" || callee == "Font.system":
      return arguments.firstUnlabeled?.memberName
    default: return nil
    }
  }

  private func checkUIKit(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for object in file.uikitObjects where object.uikitClass == "UILabel" {
      guard let type = object.enclosingType,
            let owner = file.project.types.uikitClass(of: type), Self.headerViewClasses.contains(owner) else { continue }
      guard let font = object.assignment("font")?.value, let style = Self.uikitTextStyle(font),
            Self.headingStyles.contains(style) else { continue }
      if object.traits.contains("header") { continue }
      if file.uikitObjects.contains(where: { $0.name == "self" && $0.declaredClass == type && ($0.traits.contains("header") || $0.isAccessibilityElement == true) }) {
        continue
      }
      // A header the whole of which is tapped to act is a control, not a section title.
      if file.uikitObjects.contains(where: { $0.name == "self" && $0.declaredClass == type && !$0.calls("addGestureRecognizer").isEmpty }) {
        continue
      }
      context.report(at: object.position, LocalizedText(
        en: "label '\(object.name)' titles a section header view but VoiceOver doesn't announce it as a heading; add .header to its accessibilityTraits",
        ko: "레이블 \(KoreanParticle.topic.attach(to: "'\(object.name)'")) 구역 헤더의 제목이지만 VoiceOver가 머리말로 알리지 않습니다. accessibilityTraits에 \(KoreanParticle.object.attach(to: ".header")) 추가하세요"))
    }
  }

  /// `.preferredFont(forTextStyle: .title3)`, `UIFont.preferredFont(forTextStyle: .largeTitle)`.
  static func uikitTextStyle(_ font: ExpressionInfo) -> String? {
    let base = font.memberChain?.base ?? font
    guard case .call(let callee, let arguments) = base.kind, callee.hasSuffix("preferredFont") else { return nil }
    return arguments.first(labeled: "forTextStyle")?.memberName
  }
}
