import A11yCore
import A11ySwiftSource
import Testing

/// What the VoiceOver preview says for each SwiftUI construct, built from the file model.
struct VoiceOverTreeTests {
  static let strings: [String: [String: String]] = [
    "order.title": ["en": "Orders", "ko": "주문"],
    "담기": ["en": "Add", "ko": "담기"],
    "banner.autumn": ["en": "Autumn sale", "ko": "가을 세일"],
  ]

  func screen(_ source: String, view: String = "A", language: Language = .english) throws -> (SpokenScreen, SpeechRenderer) {
    let model = SwiftSourceAnalyzer.model(source: source, path: "A.swift")
    let tree = VoiceOverTree(files: [model], project: ProjectIndex(localizedStrings: Self.strings))
    let screen = try #require(tree.screen(named: view, language: language))
    return (screen, SpeechRenderer(language: language, strings: Self.strings))
  }

  /// The phrases VoiceOver says on view `view` of `source`, in order.
  func speak(_ source: String, view: String = "A", language: Language = .english) throws -> [String] {
    let (screen, renderer) = try screen(source, view: view, language: language)
    return screen.elements.map { $0.phrase(renderer) }
  }

  func body(_ content: String) -> String { "struct A: View { var body: some View { \(content) } }" }

  @Test func textReadsItsStringThroughTheCatalog() throws {
    #expect(try speak(body("Text(\"order.title\")")) == ["Orders"])
    #expect(try speak(body("Text(\"order.title\")"), language: .korean) == ["주문"])
    #expect(try speak(body("Text(verbatim: \"order.title\")")) == ["order.title"])
    #expect(try speak(body("Text(item.name)")) == ["‹item.name›"])
    #expect(try speak(body("Text(Image(systemName: \"plus\"))")) == ["Add"])
    #expect(try speak(body("Text(\"Total \\(order.total) won\")")) == ["Total ‹order.total› won"])
    // A ternary of literals is a String: shown as written, both sides.
    #expect(try speak(body("Text(isOpen ? \"order.title\" : \"Closed\")")) == ["‹isOpen ? order.title : Closed›"])
  }

  @Test func imagesSayTheirLabelFileNameOrSymbolNameOrNothing() throws {
    #expect(try speak(body("Image(\"banner\").accessibilityLabel(\"banner.autumn\")"), language: .korean) == ["가을 세일, 이미지"])
    #expect(try speak(body("Image(\"event_banner\")")) == ["event_banner, Image"])
    #expect(try speak(body("Image(\"person.bicycle\")")) == ["person bicycle, Image"])
    #expect(try speak(body("Image(systemName: \"plus\")")) == ["Add, Image"])
    #expect(try speak(body("Image(systemName: \"xmark.circle.fill\")"), language: .korean) == ["닫기, 이미지"])
    // A symbol the table doesn't name is read by its name; one it names by that name (the same
    // table the naming rules use: "chevron.right" is "Forward").
    #expect(try speak(body("Image(systemName: \"chevron.up.chevron.down\")")) == ["chevron up chevron down, Image"])
    #expect(try speak(body("Image(systemName: \"chevron.right\")")) == ["Forward, Image"])
    #expect(try speak(body("Image(uiImage: photo)")) == ["Image"])
    #expect(try speak(body("Image(systemName: isOpen ? \"xmark\" : \"plus\")"), language: .korean) == ["‹isOpen ? 닫기 : 추가›, 이미지"])
    #expect(try speak(body("VStack { Image(decorative: \"line\"); Image(\"x\").accessibilityHidden(true); Image(\"y\").hidden(); Color.black; Divider() }")).isEmpty)
    let (screen, _) = try screen(body("Image(\"event_banner\")"))
    #expect(screen.elements[0].stumbles.map(\.kind) == [.fileNameReadAloud])
  }

  @Test func controlsSayNameValueAndRole() throws {
    #expect(try speak(body("Button(\"결제하기\") { pay() }"), language: .korean) == ["결제하기, 버튼"])
    #expect(try speak(body("NavigationLink(\"History\") { HistoryView() }")) == ["History, Button"])
    #expect(try speak(body("Link(\"Help\", destination: url)")) == ["Help, Link"])
    #expect(try speak(body("Menu { Button(\"Share\") { } } label: { Text(\"More\") }")) == ["More, Pop up button"])
    #expect(try speak(body("Toggle(\"Alerts\", isOn: $alerts)")) == ["Alerts, ‹on|off›, Switch button"])
    #expect(try speak(body("Toggle(\"Alerts\", isOn: $alerts)"), language: .korean) == ["Alerts, ‹켬|끔›, 스위치 버튼"])
    #expect(try speak(body("Slider(value: $volume, in: 0...1) { Text(\"Volume\") }")) == ["Volume, ‹volume›, Adjustable"])
    #expect(try speak(body("Stepper(\"Cups\", value: $cups)")) == ["Cups, ‹cups›, Adjustable"])
    #expect(try speak(body("Picker(\"Size\", selection: $size) { Text(\"S\"); Text(\"L\") }")) == ["Size, ‹size›, Pop up button"])
    #expect(try speak(body("TextField(\"Email\", text: $email)")) == ["Email, ‹email›, Text field"])
    #expect(try speak(body("SecureField(\"Password\", text: $password)")) == ["Password, Secure text field"])
    #expect(try speak(body("DatePicker(\"Pickup\", selection: $date)")) == ["Pickup, ‹date›, Button"])
    #expect(try speak(body("ProgressView()")) == ["In progress"])
    #expect(try speak(body("Gauge(value: battery) { Text(\"Battery\") }")) == ["Battery, ‹battery›"])
    #expect(try speak(body("PhotosPicker(selection: $item) { Image(systemName: \"plus\") }")) == ["Add, Button"])
    #expect(try speak(body("ProgressView(\"Brewing\", value: progress)")) == ["Brewing, ‹progress›"])
    #expect(try speak(body("Label(\"Settings\", systemImage: \"gear\")")) == ["Settings"])
    let (disclosure, renderer) = try screen(body("DisclosureGroup { Text(\"Inside\") } label: { Text(\"Details\") }"))
    #expect(disclosure.elements.map { $0.phrase(renderer) } == ["Details, ‹expanded|collapsed›, Button", "Inside"])
    #expect(disclosure.elements[1].conditions == ["expanded"])
    #expect(try speak(body("DisclosureGroup(\"order.title\") { Text(\"Inside\") }")) == ["Orders, ‹expanded|collapsed›, Button", "Inside"])
    // A button's name is its label content, icon included: "Add, Add" in English.
    #expect(try speak(body("Button(action: add) { HStack { Image(systemName: \"plus\"); Text(\"담기\") } }")) == ["Add, Add, Button"])
    #expect(try speak(body("Button(action: close) { Image(\"btn_close\") }")) == ["btn_close, Button"])
    #expect(try speak(body("Button(action: go) { }")) == ["Button"])
  }

  @Test func aLabelWithAlternativesReadsOneOfThem() throws {
    let source = body("""
      Button(action: toggle) { HStack { Text("Play"); if isEditing { Text("editing") } else { Image(systemName: "chevron.right") } } }
      """)
    #expect(try speak(source) == ["Play, editing, Button"])
    // Of `#if os(macOS) ... #else`, the iOS branch.
    #expect(try speak(body("""
      Button(action: f) {
        #if os(macOS) || os(visionOS)
        Text("Mac")
        #else
        Text("Phone")
        #endif
      }
      """)) == ["Phone, Button"])
    // The rules keep every branch: any of them may ship.
    let model = SwiftSourceAnalyzer.model(source: source, path: "A.swift")
    let button = try #require(model.views.first { $0.name == "Button" })
    #expect(model.spokenLabel(of: button).count == 3)
  }

  @Test func tabViewReadsEachTabThenTheTabBar() throws {
    let phrases = try speak(body("""
      TabView {
        Text("Home screen").tabItem { Label("Home", systemImage: "house") }
        Text("Menu screen").tabItem { Label("Menu", systemImage: "cup.and.saucer") }
      }
      """))
    #expect(phrases == ["Home screen", "Menu screen", "Home, Tab", "Menu, Tab"])
    #expect(try speak(body("""
      TabView {
        Tab("Home", systemImage: "house") { Text("Home screen") }
        Tab("Menu", systemImage: "cup.and.saucer") { Text("Menu screen") }.badge(2)
      }
      """)) == ["Home screen", "Menu screen", "Home, Tab", "Menu, Tab"])
    let (screen, _) = try screen(body("TabView { Text(\"Home screen\").tabItem { Label(\"Home\", systemImage: \"house\") } }"))
    #expect(screen.elements[0].conditions == ["tab “Home”"])
  }

  @Test func listRowsAreShownOnceWithTheirCollectionAndFragmentsNoted() throws {
    let (screen, renderer) = try screen(body("""
      List(orders) { order in
        HStack { Text(order.name); Text(order.price) }
      }
      """))
    #expect(screen.elements.map { $0.phrase(renderer) } == ["‹order.name›", "‹order.price›"])
    #expect(screen.elements.allSatisfy { $0.repeatedFor == "orders" })
    #expect(screen.elements[0].stumbles.map(\.kind) == [.fragmentedRow])
    // Combined, the row is one element and no fragment.
    let (combined, _) = try self.screen(body("""
      List(orders) { order in
        HStack { Text(order.name); Text(order.price) }.accessibilityElement(children: .combine)
      }
      """))
    #expect(combined.elements.map { $0.phrase(renderer) } == ["‹order.name›, ‹order.price›"])
    #expect(combined.elements[0].stumbles.isEmpty)
  }

  @Test func sectionHeadersAndStaticRows() throws {
    #expect(try speak(body("List { Section(\"Account\") { Text(\"Email\") } }")) == ["Account, Heading", "Email"])
    #expect(try speak(body("Form { Section { Text(\"A\") } header: { Text(\"Alerts\") } }")) == ["Alerts, Heading", "A"])
  }

  @Test func customViewsAndMembersAreReadInPlace() throws {
    let source = """
      struct A: View {
        var body: some View { VStack { header; Card(title: "x"); row(1) } }
        private var header: some View { Text("Header").accessibilityAddTraits(.isHeader) }
        func row(_ n: Int) -> some View { Text("Row") }
      }
      struct Card: View { let title: String; var body: some View { Text(title) } }
      struct Loop: View { var body: some View { Loop() } }
      """
    #expect(try speak(source) == ["Header, Heading", "x", "Row"])
    // The custom view's parameter is read as the argument it was given; a view that contains itself is not followed forever; an unknown view says it is unknown.
    let loop = try speak(source, view: "Loop")
    #expect(loop.count == 1 && loop[0] == "‹Loop(…)›")
    let (screen, _) = try screen(body("ExternalBadge()"))
    #expect(screen.elements[0].stumbles.map(\.kind) == [.unresolvedView])
  }

  @Test func childBehaviorIgnoreCombineContain() throws {
    let row = "HStack { Image(systemName: \"cup.and.saucer\"); Text(\"Latte\"); Text(\"4,500원\") }"
    #expect(try speak(body("\(row).accessibilityElement(children: .ignore)")) == ["(nothing to say)"])
    #expect(try speak(body("\(row).accessibilityElement(children: .ignore).accessibilityLabel(\"Latte, 4,500 won\")")) == ["Latte, 4,500 won"])
    #expect(try speak(body("\(row).accessibilityElement(children: .combine)")) == ["cup and saucer, Latte, 4,500원"])
    #expect(try speak(body("\(row).accessibilityElement(children: .contain)")) == ["cup and saucer, Image", "Latte", "4,500원"])
    #expect(try speak(body("VStack { \(row) }.accessibilityHidden(true)")).isEmpty)
    let (hidden, _) = try screen(body("Text(\"Badge\").accessibilityHidden(isCollapsed)"))
    #expect(hidden.elements[0].conditions == ["not hidden: !(isCollapsed)"])
  }

  @Test func accessibilityModifiersShapeThePhrase() throws {
    #expect(try speak(body("""
      Button("Pay") { }.accessibilityValue("3 items").accessibilityHint("Opens the payment screen")
      """)) == ["Pay, 3 items, Button … Opens the payment screen"])
    #expect(try speak(body("Text(\"Menu\").accessibilityAddTraits(.isHeader)")) == ["Menu, Heading"])
    #expect(try speak(body("Text(\"Menu\").accessibilityHeading(.h1)")) == ["Menu, Heading"])
    #expect(try speak(body("Image(\"x\").accessibilityLabel(\"Photo\").accessibilityRemoveTraits(.isImage)")) == ["Photo"])
    #expect(try speak(body("Button(\"Star\") { }.accessibilityAddTraits(isOn ? .isSelected : [])")) == ["Star, Button, Selected when ‹isOn›"])
    #expect(try speak(body("Button(\"Pay\") { }.disabled(true)")) == ["Pay, Button, Dimmed"])
    #expect(try speak(body("Button(\"Pay\") { }.disabled(cart.isEmpty)"), language: .korean) == ["Pay, 버튼, ‹cart.isEmpty›일 때 흐리게 표시됨"])
    let (screen, renderer) = try screen(body("""
      Text("Mail").accessibilityAction(named: "Archive") { }.accessibilityAction(named: Text("Delete")) { }
      """))
    #expect(screen.elements[0].actions.map { renderer.words($0) } == ["Archive", "Delete"])
    let (swiped, _) = try self.screen(body("List(mails) { mail in Text(mail.subject).swipeActions { Button(\"Delete\") { } } }"))
    #expect(swiped.elements[0].actions.map { renderer.words($0) } == ["Delete"])
    let (withActions, _) = try self.screen(body("Text(\"Mail\").accessibilityActions { Button(\"Archive\") { }; Button(\"Flag\") { } }"))
    #expect(withActions.elements.count == 1)
    #expect(withActions.elements[0].actions.map { renderer.words($0) } == ["Archive", "Flag"])
  }

  @Test func deepNestingIsReadToTheBottom() throws {
    let nested = String(repeating: "VStack { ", count: 30) + "Text(\"Deep\")" + String(repeating: " }", count: 30)
    #expect(try speak(body(nested)) == ["Deep"])
  }

  @Test func readingOrderIsSourceOrderThenSortPriority() throws {
    #expect(try speak(body("VStack { Text(\"1\"); HStack { Text(\"2\"); Text(\"3\") }; Text(\"4\") }")) == ["1", "2", "3", "4"])
    #expect(try speak(body("""
      HStack { Text("Price"); Text("Title").accessibilitySortPriority(1) }
      """)) == ["Title", "Price"])
  }

  @Test func navigationTitleToolbarAndOverlayTakeTheirPlaces() throws {
    #expect(try speak(body("""
      NavigationStack {
        Text("Content").overlay { Text("Badge") }
          .navigationTitle("Orders")
          .toolbar { ToolbarItem(placement: .bottomBar) { Button("Bottom") { } }; ToolbarItem { Button("Edit") { } } }
          .sheet(isPresented: $shown) { Text("Another screen") }
      }
      """)) == ["Orders, Heading", "Edit, Button", "Content", "Badge", "Bottom, Button"])
  }

  @Test func branchesAndForEachAreNoted() throws {
    let (screen, _) = try screen(body("""
      VStack {
        if isLoading { ProgressView() } else if items.isEmpty { Text("Empty") } else { ForEach(items) { item in Text(item.name) } }
        switch state { case .done: Text("Done"); default: EmptyView() }
      }
      """))
    #expect(screen.elements.map(\.conditions) == [
      ["if isLoading"], ["else if items.isEmpty (not isLoading)"], ["else (not isLoading, not items.isEmpty)"],
      ["switch state case .done:"],
    ])
    #expect(screen.elements[2].repeatedFor == "items")
  }

  @Test func stumblesAreNoted() throws {
    let (caption, _) = try screen(body("VStack { Image(\"mango\"); Text(\"Mangoes come from trees\") }"))
    #expect(caption.elements[0].stumbles.map(\.kind).contains(.imageAndCaption))
    let (tap, _) = try screen(body("Text(\"Open\").onTapGesture { open() }"))
    #expect(tap.elements[0].stumbles.map(\.kind) == [.noRole])
    let (macOnly, _) = try screen(body("VStack {\n#if os(macOS)\nText(\"Open\").onTapGesture { open() }\n#endif\n}"))
    #expect(macOnly.elements[0].conditions == ["#if os(macOS)"] && macOnly.elements[0].stumbles.isEmpty)
    let (tapButton, _) = try screen(body("Text(\"Open\").onTapGesture { open() }.accessibilityAddTraits(.isButton)"))
    #expect(tapButton.elements[0].stumbles.isEmpty)
    let (twice, _) = try screen(body("VStack { Text(\"Latte\"); Text(\"Latte\") }"))
    #expect(twice.elements[1].stumbles.map(\.kind) == [.repeatedPhrase])
    let (unnamed, _) = try screen(body("Button(action: go) { Image(decorative: \"arrow\") }"))
    #expect(unnamed.elements[0].stumbles.map(\.kind) == [.unnamedControl])
  }

  @Test func symbolNamesNameTheirSource() {
    #expect(SymbolNames.spokenName(of: "plus", in: .korean) == "추가")
    #expect(SymbolNames.source(of: "xmark") == .projectReference)
    #expect(SymbolNames.source(of: "gear") == .unverified)
    #expect(SymbolNames.spokenName(of: "cart.badge.plus", in: .english) == "cart badge plus")
    #expect(SymbolNames.source(of: "cart.badge.plus") == .symbolName)
  }

  /// The rules' name summary is taken from the same spoken label the preview shows.
  @Test func rulesNameComesFromTheSpokenLabel() throws {
    let model = SwiftSourceAnalyzer.model(source: body("""
      VStack {
        Button(action: add) { HStack { Image(systemName: "plus"); Text("담기") } }
        Button(action: close) { Image("btn_close") }
        Button(action: share) { Image(systemName: "square.and.arrow.up") }
        Button("") { }
      }
      """), path: "A.swift")
    let buttons = model.views.filter { $0.name == "Button" }
    #expect(model.spokenLabel(of: buttons[0]).count == 2)
    guard case .literal("담기", _) = model.accessibleName(of: buttons[0]) else { Issue.record("expected the text"); return }
    #expect(model.accessibleName(of: buttons[1]) == .assetImage("btn_close"))
    #expect(model.accessibleName(of: buttons[2]) == .symbol("square.and.arrow.up"))
    #expect(model.accessibleName(of: buttons[3]) == .none)
  }
}
