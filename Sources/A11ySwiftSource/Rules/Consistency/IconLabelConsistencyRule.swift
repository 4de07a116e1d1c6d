import A11yCore

/// The same SF Symbol on controls in different places, named with unrelated labels.
public struct IconLabelConsistencyRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "icon-label-consistency",
    title: LocalizedText(
      en: "The same icon should have the same name everywhere",
      ko: "같은 아이콘은 어디서나 같은 이름이어야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 3.2: controls with similar functions must be presented the same way throughout the app. When the \
        `xmark` button is \"닫기\" on one screen and \"취소\" on another, a VoiceOver user hears two different \
        controls, and a Voice Control user has to guess which name to say. This project-wide rule collects icon \
        buttons (`Button` with an `Image(systemName:)` label and a literal accessibility label, \
        `Button(_:systemImage:)`, `Label(_:systemImage:)` in a control) and reports a symbol named with labels that \
        share no word, as information to check, when their actions call the same functions, or each only closes what \
        shows it (`dismiss()`, `showCoupon = false`): then they do the same thing and should have the same name. Controls whose actions call different functions (an `xmark` that \
        removes an item, one that closes a sheet; a `checkmark` that saves before closing) do different things, and \
        an action the source doesn't show can't be compared: neither is reported. (NIA 3.2; \
        WCAG 3.2.4.)
        """,
      ko: """
        검사 항목 3.2: 앱 안에서 비슷한 기능의 컨트롤은 같은 방식으로 제공해야 합니다. `xmark` 버튼이 한 화면에서는 \"닫기\", 다른 \
        화면에서는 \"취소\"라면 VoiceOver 사용자는 서로 다른 컨트롤로 듣고, 음성 제어 사용자는 어떤 이름을 말할지 짐작해야 합니다. 이 \
        프로젝트 전체 규칙은 아이콘 버튼(`Image(systemName:)` 레이블과 문자열 접근성 레이블이 있는 `Button`, `Button(_:systemImage:)`, \
        컨트롤 안의 `Label(_:systemImage:)`)을 모아, 같은 심벌에 겹치는 낱말이 없는 레이블이 붙었고 동작이 같은 함수들을 부르는 경우를 \
        확인할 정보로 보고합니다(자신을 보여 주는 화면을 닫기만 하는 동작, 곧 `dismiss()`나 `showCoupon = false`도 같은 일로 봅니다). 같은 일을 하므로 같은 이름을 주세요. 동작이 서로 다른 함수를 부르는 컨트롤(항목을 지우는 `xmark`와 시트를 닫는 \
        `xmark`, 저장한 뒤 닫는 `checkmark`)은 다른 일을 하고, 소스에서 동작을 알 수 없으면 비교할 수 없어 보고하지 않습니다. (NIA 3.2, WCAG 3.2.4)
        """),
    defaultSeverity: .info,
    checkpoints: [.consistency], wcag: ["3.2.4"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the pages opened: the same share, logged under two event names.
        """
        struct Post: View { var body: some View { Button("공유", systemImage: "square.and.arrow.up") { log("share_post"); share() } } }
        struct Photo: View { var body: some View { ↓Button("내보내기", systemImage: "square.and.arrow.up") { log("share_photo"); share() } } }
        """,
        // Closing a sheet and closing a popup are one thing to a person (BeanBar's coupon popup).
        """
        struct Cart: View { @Environment(\\.dismiss) var dismiss; var body: some View { Button { dismiss() } label: { Image(systemName: "xmark") }.accessibilityLabel("닫기") } }
        struct Pickup: View { @State var showCoupon = true; var body: some View { Button { showCoupon = false } label: { Image(systemName: "xmark") }.accessibilityLabel(↓"취소") } }
        """,
        """
        struct Cart: View { var body: some View { Button { close() } label: { Image(systemName: "xmark") }.accessibilityLabel("닫기") } }
        struct Coupon: View { var body: some View { Button { close() } label: { Image(systemName: "xmark") }.accessibilityLabel(↓"취소") } }
        """,
        """
        struct A: View { var body: some View { Button("Share", systemImage: "square.and.arrow.up") { share() } } }
        struct B: View { var body: some View { ↓Button("Export", systemImage: "square.and.arrow.up") { share() } } }
        """,
        // The neighbour of the pages opened: the same page, named two ways.
        """
        struct Rules: View { var body: some View { Button("지원 목록 보기", systemImage: "arrow.up.forward.app.fill") { openURL("https://docs.example.com/supported") } } }
        struct Help: View { var body: some View { ↓Button("도움말", systemImage: "arrow.up.forward.app.fill") { openURL("https://docs.example.com/supported") } } }
        """,
        // The neighbour of the two apps opened: the same app, named two ways.
        """
        struct Resources: View { var body: some View { Button { AppLauncher.shared.openApp(urlScheme: Schemes.bible, fallbackURL: StoreURLs.bible) } label: { Label("성경", systemImage: "book.fill") } } }
        struct Home: View { var body: some View { Button { AppLauncher.shared.openApp(urlScheme: Schemes.bible, fallbackURL: StoreURLs.bible) } label: { ↓Label("말씀 읽기", systemImage: "book.fill") } } }
        """,
        // The neighbour of the two models' plus buttons: one model's input, named two ways.
        """
        struct Home: View { @ObservedObject var transactionInput: TransactionInputViewModel
          var body: some View { Button { transactionInput.presentInputView() } label: { Image(systemName: "plus") }.accessibilityLabel("거래 추가") } }
        struct Calendar: View { @ObservedObject var store: TransactionInputViewModel
          var body: some View { Button { self.store.presentInputView() } label: { Image(systemName: "plus") }.accessibilityLabel(↓"새 항목") } }
        """,
        // The neighbour of the placeholder icons: two links to one place, named two ways.
        """
        struct Sidebar: View { var body: some View { NavigationLink(value: Route.equipment) { Label("장비", systemImage: "wrench") } } }
        struct MasterData: View { var body: some View { NavigationLink(value: Route.equipment) { ↓Label("공구", systemImage: "wrench") } } }
        """,
      ],
      nonTriggering: [
        // Two close buttons, each naming what it closes: the scanner, and an error over it (books-v3).
        """
        struct Scanner: View { @Environment(\\.dismiss) var dismiss; var body: some View { Button { dismiss() } label: { Image(systemName: "xmark.circle.fill") }.accessibilityLabel("스캐너 닫기") } }
        struct ErrorToast: View { @State var showError = true; var body: some View { Button { showError = false } label: { Image(systemName: "xmark.circle.fill") }.accessibilityLabel("오류 숨기기") } }
        """,
        // A check box glyph beside two different options (TicketLion's seminar form).
        "struct ClosedOption: View { @State var checked = false\n  var body: some View { Button { checked.toggle() } label: { Label(\"마감\", systemImage: \"checkmark.square.fill\") } } }\nstruct OnlineOption: View { @State var checked = false\n  var body: some View { Button { checked.toggle() } label: { Label(\"온라인\", systemImage: \"checkmark.square.fill\") } } }",
        // One verb for two objects, written without spaces: each save names what it saves (CineChill's settings).
        """
        struct LogSettings: View { var body: some View { Button { save(logLevel) } label: { Label("保存日志设置", systemImage: "square.and.arrow.down") } } }
        struct ProxySettings: View { var body: some View { Button { save(proxy) } label: { Label("保存代理设置", systemImage: "square.and.arrow.down") } } }
        """,
        """
        struct Cart: View { var body: some View { Button { close() } label: { Image(systemName: "xmark") }.accessibilityLabel("닫기") } }
        struct Coupon: View { var body: some View { Button { close() } label: { Image(systemName: "xmark") }.accessibilityLabel("닫기") } }
        """,
        """
        struct A: View { var body: some View { Button("Delete order", systemImage: "trash") { delete() } } }
        struct B: View { var body: some View { Button("Delete photo", systemImage: "trash") { delete() } } }
        """,
        // Phoenix's xmark: one removes the entered word, the other closes the sheet: different actions.
        """
        struct Restore: View { var body: some View { Button { removeWord(at: index) } label: { Image(systemName: "xmark") }.accessibilityLabel("삭제") } }
        struct LockSheet: View { var body: some View { Button { closeSheet() } label: { Image(systemName: "xmark") }.accessibilityLabel("닫기") } }
        """,
        // Convos' checkmarks: one saves the chosen date and closes, the other only closes.
        """
        struct Explode: View { var body: some View { Button { save(date); dismiss() } label: { Image(systemName: "checkmark") }.accessibilityLabel("완료") } }
        struct Thinking: View { var body: some View { Button { dismiss() } label: { Image(systemName: "checkmark") }.accessibilityLabel("닫기") } }
        """,
        // An action the source doesn't show (a function passed in) can't be compared.
        """
        struct Reply: View { let onCancel: () -> Void; var body: some View { Button(action: onCancel) { Image(systemName: "xmark.circle.fill") }.accessibilityLabel("답장 취소") } }
        struct Search: View { var body: some View { Button { clear() } label: { Image(systemName: "xmark.circle.fill") }.accessibilityLabel("검색어 지우기") } }
        """,
        // One function given other pages to open (RSSBud's external-link icon on three settings buttons).
        """
        struct Rules: View { var body: some View { Button("지원 목록 보기", systemImage: "arrow.up.forward.app.fill") { openURL("https://docs.example.com/supported") } } }
        struct Submit: View { var body: some View { Button("새 규칙 제출", systemImage: "arrow.up.forward.app.fill") { openURL("https://docs.example.com/joinus") } } }
        """,
        // One function given other constants: RTSDA's "Bible" and "Sabbath School" open two apps.
        """
        struct Resources: View { var body: some View { List {
          Button { AppLauncher.shared.openApp(urlScheme: Schemes.bible, fallbackURL: StoreURLs.bible) } label: { Label("성경", systemImage: "book.fill") }
          Button { AppLauncher.shared.openApp(urlScheme: Schemes.sabbathSchool, fallbackURL: StoreURLs.sabbathSchool) } label: { Label("안식일학교", systemImage: "book.fill") }
        } } }
        """,
        // One method of two models: KakeiboApp's plus buttons present the transaction input and the category input.
        """
        struct Home: View { @ObservedObject var transactionInput: TransactionInputViewModel
          var body: some View { Button { transactionInput.presentInputView() } label: { Image(systemName: "plus") }.accessibilityLabel("거래 추가") } }
        struct Categories: View { @ObservedObject var categoryInput: CategoryInputViewModel
          var body: some View { Button { categoryInput.presentInputView(type: type) } label: { Image(systemName: "plus") }.accessibilityLabel("분류 추가") } }
        """,
        // Swipe actions left unnamed in two places: no two names to compare (KakeiboApp's deletes).
        """
        struct Search: View { var body: some View { Button(role: .destructive) { delete(transaction) } label: { Label("", systemImage: "trash") } } }
        struct Categories: View { var body: some View { Button(role: .destructive) { delete(category) } label: { Label("", systemImage: "trash") } } }
        """,
        // One placeholder icon on links to different screens (Grocy's "questionmark"): different things.
        """
        struct Sidebar: View { var body: some View { NavigationLink(value: Route.equipment) { Label("장비", systemImage: "questionmark") } } }
        struct MasterData: View { var body: some View { NavigationLink(value: Route.userFields) { Label("사용자 필드", systemImage: "questionmark") } } }
        """,
      ])
  )

  struct Use {
    let file: SwiftFileModel
    let label: String
    /// Words of the label in every language the project's catalogs give it.
    let words: Set<String>
    let position: SourcePosition
    /// The functions the control's action calls (empty when it calls none).
    let actions: Set<String>
    /// The action only closes what shows it (`dismiss()`, `showCoupon = false`).
    let onlyCloses: Bool
    /// The string literals the action passes (`openURL("https://…/supported")`): one function
    /// given other words does another thing.
    var actionLiterals: Set<String> = []
    /// The members the action reads without calling them (`Schemes.bible`, `AppStoreURLs.bible`):
    /// one function given other constants does another thing too.
    var actionMembers: Set<String> = []
  }

  static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]

  /// The glyph of a check box or radio button, which names nothing by itself.
  static func isChoiceMark(_ symbol: String) -> Bool {
    // (A box: `square`, `checkmark.square(.fill)`; a radio: `circle`, `largecircle.fill.circle`.
    // Not `checkmark` or `checkmark.circle`, which mean Done or Save on a button.)
    ["square", "square.fill", "checkmark.square", "checkmark.square.fill", "circle", "largecircle.fill.circle", "circle.inset.filled"]
      .contains(symbol)
  }

  /// (symbol, label, where the label is written) of the icon controls in a file.
  /// An icon control: its symbol, its label, where the label is written, and where a link goes
  /// (`NavigationLink(value: .equipment)`, `Link(destination:)`; nil for buttons).
  struct IconControl {
    let symbol: String
    let label: String
    let position: SourcePosition
    let destination: String?
    /// The control itself, whose action ``actionCalls(of:in:)`` reads.
    let control: SwiftUIView
  }

  /// The icon controls in a file.
  static func iconControls(in file: SwiftFileModel) -> [IconControl] {
    var result: [IconControl] = []
    for view in file.views where view.kind == .call && controls.contains(view.name) {
      let destination = view.name == "NavigationLink" || view.name == "Link"
        ? (view.argument("value") ?? view.argument("destination")).map { $0.text } : nil
      // `Button("Share", systemImage: "square.and.arrow.up") { }`
      if let symbol = view.argument("systemImage")?.stringLiteral, let title = view.arguments.firstUnlabeled?.stringLiteral {
        result.append(IconControl(symbol: symbol, label: title, position: view.position, destination: destination, control: view))
        continue
      }
      let inside = file.descendants(of: view, inSlots: [.label, .content])
      // `Button { } label: { Label("닫기", systemImage: "xmark") }`
      if let label = inside.first(where: { $0.name == "Label" }), let symbol = label.argument("systemImage")?.stringLiteral,
         let title = label.arguments.firstUnlabeled?.stringLiteral {
        result.append(IconControl(
          symbol: symbol, label: view.accessibilityLabel?.stringLiteral ?? title,
          position: view.accessibilityLabel?.start ?? label.position, destination: destination, control: view))
        continue
      }
      // `Button { } label: { Image(systemName: "xmark") }.accessibilityLabel("닫기")`
      guard inside.count == 1, let image = inside.first, image.name == "Image",
            let symbol = image.argument("systemName")?.stringLiteral else { continue }
      let label = view.accessibilityLabel ?? image.accessibilityLabel
      guard let literal = label?.stringLiteral, let position = label?.start else { continue }
      result.append(IconControl(symbol: symbol, label: literal, position: position, destination: destination, control: view))
    }
    return result
  }

  /// The functions a control's action calls (`Button { closeSheet() }`, `Button("Pay") { viewModel.pay() }`):
  /// the call names in its code outside its label and modifiers. Two icon controls whose actions
  /// call different functions (an `xmark` that removes a word, one that closes a sheet) do
  /// different things, and may well be named differently.
  static func actionCalls(of view: SwiftUIView, in file: SwiftFileModel) -> Set<String> {
    let bytes = Array(file.actionText(of: view).utf8)
    var calls: Set<String> = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let isStart = (byte >= 0x61 && byte <= 0x7A || byte == 0x5F) && (index == 0 || !ByteSearch.isIdentifierByte(bytes[index - 1]))
      guard isStart else { index += 1; continue }
      var after = index
      while after < bytes.count, ByteSearch.isIdentifierByte(bytes[after]) { after += 1 }
      if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
        let name = String(decoding: bytes[index..<after], as: UTF8.self)
        if !ignoredCalls.contains(name) { calls.insert(receiverType(before: index, in: bytes, of: view, file: file) + name) }
      }
      index = after
    }
    return calls
  }

  /// The declared type of the property a call is made on (`TransactionInputViewModel.` for
  /// `transactionInputViewModel.presentInputView()`), "" when not known: one method of two models
  /// (KakeiboApp's two "plus" buttons, one presenting the transaction input, one the category
  /// input) does two things; one model under two property names (`cart`, `cartStore`) does one.
  static func receiverType(before start: Int, in bytes: [UInt8], of view: SwiftUIView, file: SwiftFileModel) -> String {
    var first = start
    while first > 0, bytes[first - 1] == UInt8(ascii: ".") || ByteSearch.isIdentifierByte(bytes[first - 1]) { first -= 1 }
    var path = String(decoding: bytes[first..<start], as: UTF8.self)
    if path.hasPrefix("self.") { path.removeFirst(5) }
    guard !path.hasPrefix("."), let property = path.split(separator: ".").first.map(String.init), let type = view.enclosingType,
          let declared = file.declarations.storedProperties[type]?[property] else { return "" }
    return TypeIndex.simpleName(String(declared.filter { $0 != "?" && $0 != "!" })) + "."
  }

  /// Two controls do the same thing when both actions are known and call the same functions: a
  /// `checkmark` that saves a date before closing does more than one that only closes (Convos'
  /// "Done" and "Dismiss"), and an action the source doesn't show can't be compared. Judges of
  /// untuned apps found the looser test (any call in common, or an unknown action) wrong 12 times in 12.
  /// Two actions calling one function with other words (RSSBud's "See What's Supported" and
  /// "Submit New Rules", each opening its own page) do different things.
  static func doTheSame(_ a: Use, _ b: Use) -> Bool {
    // Each close button naming what it closes ("Close scanner", "Dismiss error", books-v3's
    // scanner and its error toast): two things closed, each named.
    (a.onlyCloses && b.onlyCloses && !(a.words.count >= 2 && b.words.count >= 2))
      || !a.actions.isEmpty && a.actions == b.actions && a.actionLiterals == b.actionLiterals && a.actionMembers == b.actionMembers
  }

  /// The names read after a dot, neither called nor read on, in `text` (`.bible` of
  /// `Schemes.bible`, `.bible` of `AppStoreURLs.bible`; not `.openApp(`, not `.store` of
  /// `self.store.present()`): RTSDA's "Bible" and "Sabbath School" buttons,
  /// both `book.fill`, open two apps through one function.
  static func memberReferences(in text: String?) -> Set<String> {
    guard let text else { return [] }
    let bytes = Array(text.utf8)
    var names: Set<String> = []
    var index = 0
    while index < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, ByteSearch.isIdentifierByte(bytes[index + 1]) else { continue }
      var end = index + 1
      while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
      var next = end
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
      // Called (`.openApp(`), or a receiver read on (`self.store.presentInputView()`): not a value passed.
      if next < bytes.count, [UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: ".")].contains(bytes[next]) { index = end - 1; continue }
      names.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
      index = end - 1
    }
    return names
  }

  /// The control's action: its `action:` argument or its trailing closure.
  static func actionText(of view: SwiftUIView, in file: SwiftFileModel) -> String? {
    view.argument("action")?.text
      ?? SameLabelDifferentActionRule.trailingAction(of: Substring(file.text(from: view.position, to: view.end))).map(String.init)
  }

  /// The addresses written as one-line string literals in `text` (`"https://…"`, `"mailto:…"`),
  /// without their quotes: an analytics event's name says nothing of where an action goes.
  static func stringLiterals(in text: String?) -> Set<String> {
    guard let text else { return [] }
    return Set(QuotedLiterals.contents(in: text).filter { $0.contains("://") || $0.hasPrefix("mailto:") || $0.hasPrefix("tel:") })
  }

  /// Every statement of the action closes the sheet or popup that shows the control: `dismiss()`,
  /// `presentationMode.wrappedValue.dismiss()`, or a flag set to false (`showCoupon = false`).
  static func onlyCloses(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let action = actionText(of: view, in: file) else { return false }
    let statements = TapGestureRoleRule.actionStatements(action)
    return !statements.isEmpty && statements.allSatisfy { statement in
      statement == "dismiss()" || statement == "presentationMode.wrappedValue.dismiss()"
        || statement.hasSuffix("=false") && statement.dropLast("=false".count).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
  }

  /// Calls that say nothing of what a control does.
  static let ignoredCalls: Set<String> = ["withAnimation", "print", "if", "guard", "switch", "for", "while", "return", "await", "try", "Task"]


  static func words(_ label: String) -> Set<String> {
    var words = Set(label.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    // A run of Chinese or Japanese written without spaces (`保存日志设置`, "save log settings"): its
    // first two characters stand for the verb it starts with (`保存`), shared with `保存代理设置`.
    for word in Array(words) where word.count > 2 && word.unicodeScalars.first.map({ $0.value >= 0x3040 && $0.value < 0xAC00 }) == true {
      words.insert(String(word.prefix(2)))
    }
    return words
  }

  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    // Keyed by symbol and, for links, destination: links with one icon that go to different
    // places (a placeholder "questionmark" on three screens) do different things.
    var uses: [[String]: [Use]] = [:]
    for file in files {
      // An empty name (`Label("", systemImage: "trash")`) is no name to compare: the control is
      // unnamed, which the name rules report.
      for control in Self.iconControls(in: file) where !control.label.trimmingCharacters(in: .whitespaces).isEmpty {
        // A key in the string catalog is compared by its texts, in every language, and shown in one.
        let spoken = context.project.spokenTexts(of: control.label) ?? [control.label]
        let words = spoken.reduce(into: Self.words(control.label)) { $0.formUnion(Self.words($1)) }
        uses[[control.symbol, control.destination ?? ""], default: []].append(Use(
          file: file, label: context.project.shownText(of: control.label), words: words, position: control.position,
          actions: Self.actionCalls(of: control.control, in: file), onlyCloses: Self.onlyCloses(control.control, in: file),
          actionLiterals: Self.stringLiterals(in: Self.actionText(of: control.control, in: file)),
          actionMembers: Self.memberReferences(in: Self.actionText(of: control.control, in: file))))
      }
    }
    for (key, symbolUses) in uses.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      let symbol = key[0]
      // A check box or radio glyph marks whatever option it is beside (TicketLion's "마감" and
      // "온라인" boxes): one glyph, many options.
      if Self.isChoiceMark(symbol) { continue }
      let sorted = symbolUses.sorted { ($0.file.path, $0.position.utf8Offset) < ($1.file.path, $1.position.utf8Offset) }
      guard sorted.count > 1 else { continue }
      var named: [Use] = [sorted[0]]
      for use in sorted.dropFirst() {
        guard named.allSatisfy({ $0.words.isDisjoint(with: use.words) }) else { continue }
        // Compared with the earlier names that may do the same thing; it names a new one either way.
        // Links keyed by one destination go to the same place.
        let other = named.first { !key[1].isEmpty || Self.doTheSame($0, use) }
        named.append(use)
        guard let other else { continue }
        context.report(in: use.file, at: use.position, LocalizedText(
          en: "The \(symbol) icon is \"\(use.label)\" here but \"\(other.label)\" elsewhere: if they do the same thing, VoiceOver and Voice Control users should hear and say one name",
          ko: "\(symbol) 아이콘이 여기서는 \"\(use.label)\", 다른 곳에서는 \"\(other.label)\"입니다. 같은 일을 한다면 VoiceOver와 음성 제어 사용자가 하나의 이름을 듣고 말할 수 있게 하세요"),
          needsReview: true)
      }
    }
  }
}
