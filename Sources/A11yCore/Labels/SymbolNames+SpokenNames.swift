/// What VoiceOver says for an unlabelled SF Symbol, used by the VoiceOver preview and the rules'
/// messages. iOS gives many symbols a spoken name of their own; Apple publishes no list, so each
/// entry names where it comes from, and every other symbol is shown by its name with dots as
/// spaces ("cart.badge.plus" → "cart badge plus"), which is what the project can honestly show. None of
/// these was heard on a device by this project.
extension SymbolNames {
  public enum Source: String, Sendable {
    /// Stated in the project's reference on linter precision (/work/shared/reference/precision-lessons.md),
    /// judged against real VoiceOver output.
    case projectReference = "precision-lessons.md"
    /// An announcement quoted in a published write-up (the address is in `note`).
    case publishedObservation = "published observation"
    /// Widely repeated but not confirmed by a source this project holds: treat as a guess.
    case unverified = "unverified"
    /// Not in the table: the symbol's own name.
    case symbolName = "symbol name"
  }

  public struct Entry: Sendable {
    public var spoken: LocalizedText
    public var source: Source
    public var note: String?
    /// Whether the spoken name is the conventional name of the action the symbol stands for
    /// ("xmark" is "Close", "trash" is "Delete"): an icon-only control showing it is heard right
    /// whenever it does that. False for a name that only describes the picture ("Globe", "gear").
    public var namesAction: Bool

    init(spoken: LocalizedText, source: Source, note: String? = nil, namesAction: Bool = true) {
      self.spoken = spoken
      self.source = source
      self.note = note
      self.namesAction = namesAction
    }
  }

  /// Korean names are the iOS Korean wording for the same action where one is standard (추가,
  /// 닫기, 검색, 공유, 삭제, 설정); they share their English entry's source and were not heard either.
  /// The one table of symbol names: the VoiceOver preview shows these names, and the naming rules
  /// (swiftui-control-name, uikit-button-name, Interface Builder buttons) accept a control whose
  /// symbol names its action (``conventionalActions``).
  public static let table: [String: Entry] = [
    "plus": Entry(spoken: LocalizedText(en: "Add", ko: "추가"), source: .projectReference),
    "xmark": Entry(spoken: LocalizedText(en: "Close", ko: "닫기"), source: .projectReference),
    "globe": Entry(spoken: LocalizedText(en: "Globe", ko: "지구본"), source: .publishedObservation,
                   note: "brantonboehm.com/code/swiftui-label-improves-accessibility (\"Globe, image\")", namesAction: false),
    "magnifyingglass": Entry(spoken: LocalizedText(en: "Search", ko: "검색"), source: .unverified),
    "square.and.arrow.up": Entry(spoken: LocalizedText(en: "Share", ko: "공유"), source: .unverified),
    "trash": Entry(spoken: LocalizedText(en: "Delete", ko: "삭제"), source: .unverified),
    // Not `gear`/`gearshape` as an action: VoiceOver reads a gear by its name ("gear"), not
    // "Settings" (the corpus's Swiftfin settings buttons, fixed upstream with a label).
    "gear": Entry(spoken: LocalizedText(en: "gear", ko: "톱니바퀴"), source: .unverified,
                  note: "read by its name, not \"Settings\" (corpus Swiftfin-015/016)", namesAction: false),
    "gearshape": Entry(spoken: LocalizedText(en: "gear", ko: "톱니바퀴"), source: .unverified,
                       note: "read by its name, not \"Settings\" (corpus Swiftfin-015/016)", namesAction: false),
    "ellipsis": Entry(spoken: LocalizedText(en: "More", ko: "더 보기"), source: .unverified),
    "play": Entry(spoken: LocalizedText(en: "Play", ko: "재생"), source: .unverified),
    "pause": Entry(spoken: LocalizedText(en: "Pause", ko: "일시 정지"), source: .unverified),
    "info": Entry(spoken: LocalizedText(en: "Info", ko: "정보"), source: .unverified),
    "chevron.left": Entry(spoken: LocalizedText(en: "Back", ko: "뒤로"), source: .unverified),
    "chevron.backward": Entry(spoken: LocalizedText(en: "Back", ko: "뒤로"), source: .unverified),
    // Arrows and marks whose meaning on a lone icon button is the convention itself (precision on
    // isowords, Aidoku, Open Food Facts: a back arrow, a next arrow, a help mark).
    "arrow.left": Entry(spoken: LocalizedText(en: "Back", ko: "뒤로"), source: .unverified),
    "arrow.backward": Entry(spoken: LocalizedText(en: "Back", ko: "뒤로"), source: .unverified),
    "arrow.right": Entry(spoken: LocalizedText(en: "Forward", ko: "앞으로"), source: .unverified),
    "arrow.forward": Entry(spoken: LocalizedText(en: "Forward", ko: "앞으로"), source: .unverified),
    "chevron.right": Entry(spoken: LocalizedText(en: "Forward", ko: "앞으로"), source: .unverified),
    "chevron.forward": Entry(spoken: LocalizedText(en: "Forward", ko: "앞으로"), source: .unverified),
    "questionmark": Entry(spoken: LocalizedText(en: "Help", ko: "도움말"), source: .unverified),
    "pencil": Entry(spoken: LocalizedText(en: "Edit", ko: "편집"), source: .unverified),
    "paperplane": Entry(spoken: LocalizedText(en: "Send", ko: "보내기"), source: .unverified),
    "arrow.uturn.backward": Entry(spoken: LocalizedText(en: "Undo", ko: "실행 취소"), source: .unverified),
    "arrow.uturn.left": Entry(spoken: LocalizedText(en: "Undo", ko: "실행 취소"), source: .unverified),
    "arrow.uturn.forward": Entry(spoken: LocalizedText(en: "Redo", ko: "실행 복귀"), source: .unverified),
    "arrow.uturn.right": Entry(spoken: LocalizedText(en: "Redo", ko: "실행 복귀"), source: .unverified),
    // The symbol's own name is the word ("camera"), whether iOS gives it a name of its own or reads
    // the name as it is: on a button that opens the camera or takes a photo it says what it does
    // (GoMap's Panoramax photo button). `camera.rotate`, `camera.filters` and the like are not this
    // entry: they name something else and stay reported.
    "camera": Entry(spoken: LocalizedText(en: "Camera", ko: "카메라"), source: .unverified,
                    note: "the symbol's own name; read \"camera\" even without a name of its own"),
    // The same for a bookmark: read "bookmark" by its own name, on a button that bookmarks or
    // opens the bookmarks it says what it does (HDrezka's details toolbar).
    "bookmark": Entry(spoken: LocalizedText(en: "Bookmark", ko: "북마크"), source: .unverified,
                      note: "the symbol's own name; read \"bookmark\" even without a name of its own"),
    // The compass that is Safari's own icon, read by its name ("safari"): on a button that opens
    // the page in the browser it says where the button goes (Nos's web view).
    "safari": Entry(spoken: LocalizedText(en: "Safari", ko: "Safari"), source: .unverified,
                    note: "the symbol's own name; read \"safari\" even without a name of its own"),
    // The printer, read by its name at least ("printer"): on a button that prints it says what the
    // button does (WooCommerce's receipt screen).
    "printer": Entry(spoken: LocalizedText(en: "Print", ko: "프린트"), source: .unverified,
                     note: "the symbol's own name; read \"printer\" even without a name of its own"),
    // A map and a list, read by their own names: on the buttons that switch a screen between its
    // map and its list, or open the map, they say where the button goes (iBurn's map and list
    // buttons, Transi's stop map).
    "map": Entry(spoken: LocalizedText(en: "Map", ko: "지도"), source: .unverified,
                 note: "the symbol's own name; read \"map\" even without a name of its own"),
    "list.bullet": Entry(spoken: LocalizedText(en: "List", ko: "목록"), source: .unverified,
                         note: "read \"list\" (iBurn's list button, round 64)"),
    "list.dash": Entry(spoken: LocalizedText(en: "List", ko: "목록"), source: .unverified,
                       note: "read \"list\""),
    "doc.on.doc": Entry(spoken: LocalizedText(en: "Copy", ko: "복사"), source: .unverified),
    "stop": Entry(spoken: LocalizedText(en: "Stop", ko: "정지"), source: .unverified),
    // Media controls read by their own one-word names, which are the actions (ZENO's shuffle of the
    // friend choices, Calliope's sensor recording).
    "shuffle": Entry(spoken: LocalizedText(en: "Shuffle", ko: "셔플"), source: .unverified,
                     note: "the symbol's own name, a word that is the action"),
    "record": Entry(spoken: LocalizedText(en: "Record", ko: "기록"), source: .unverified,
                    note: "`record.circle`: the symbol's own first word, the action"),
    "chevron.up": Entry(spoken: LocalizedText(en: "Up", ko: "위로"), source: .unverified),
    "chevron.down": Entry(spoken: LocalizedText(en: "Down", ko: "아래로"), source: .unverified),
    "arrow.up": Entry(spoken: LocalizedText(en: "Up", ko: "위로"), source: .unverified),
    "arrow.down": Entry(spoken: LocalizedText(en: "Down", ko: "아래로"), source: .unverified),
    // The delete key (the keyboard's backspace glyph): its own name starts with the action, so
    // whether VoiceOver says "Delete" or the name ("delete left"), the listener hears what it does.
    "delete.left": Entry(spoken: LocalizedText(en: "Delete", ko: "삭제"), source: .unverified),
    "delete.backward": Entry(spoken: LocalizedText(en: "Delete", ko: "삭제"), source: .unverified),
    // The filter funnel drawn as lines: read "Filter" (judged so on Zotero's, Aidoku's and Yattee's
    // annotation and library filters); the older name reads the same.
    "line.3.horizontal.decrease": Entry(spoken: LocalizedText(en: "Filter", ko: "필터"), source: .unverified),
    "line.horizontal.3.decrease": Entry(spoken: LocalizedText(en: "Filter", ko: "필터"), source: .unverified),
    // Symbols whose own name is the word for what the button does, read by it even without a
    // name of its own: a power menu (Bisquit's start and stop), a call and a video call in a
    // chat's header.
    "power": Entry(spoken: LocalizedText(en: "Power", ko: "전원"), source: .unverified,
                   note: "the symbol's own name; read \"power\" even without a name of its own"),
    "phone": Entry(spoken: LocalizedText(en: "Phone", ko: "전화"), source: .unverified,
                   note: "the symbol's own name; read \"phone\" even without a name of its own"),
    "video": Entry(spoken: LocalizedText(en: "Video", ko: "비디오"), source: .unverified,
                   note: "the symbol's own name; read \"video\" even without a name of its own"),
    // Biometric sign-in on a passcode pad (Digital Health Pass): the symbols are named for the
    // system feature the button uses, which is what it does there.
    "faceid": Entry(spoken: LocalizedText(en: "Face ID", ko: "Face ID"), source: .unverified,
                    note: "the system feature's name; the button signs in with it"),
    "touchid": Entry(spoken: LocalizedText(en: "Touch ID", ko: "Touch ID"), source: .unverified,
                     note: "the system feature's name; the button signs in with it"),
    // The same reasoning: the name is the action word ("clear", "clear fill"), whichever is read.
    "clear": Entry(spoken: LocalizedText(en: "Clear", ko: "지우기"), source: .unverified),
  ]

  /// The entry for `symbol`, trying it without `.fill`/`.circle` variants ("xmark.circle.fill"
  /// reads like "xmark").
  public static func entry(for symbol: String) -> Entry? {
    if let entry = table[symbol] { return entry }
    var base = symbol
    for suffix in [".fill", ".circle", ".square"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
      if let entry = table[base] { return entry }
    }
    return nil
  }

  public static func spokenName(of symbol: String, in language: Language) -> String {
    entry(for: symbol)?.spoken.text(in: language) ?? symbol.replacingOccurrences(of: ".", with: " ")
  }

  public static func source(of symbol: String) -> Source {
    entry(for: symbol)?.source ?? .symbolName
  }
}
