/// What VoiceOver says for an unlabelled SF Symbol, used by the VoiceOver preview and the rules'
/// messages. iOS gives many symbols a spoken name of their own; Apple publishes no list, so each
/// entry names where it comes from, and every other symbol is shown by its name with dots as
/// spaces ("chevron.right" → "chevron right"), which is what the project can honestly show. None of
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
  }

  /// Korean names are the iOS Korean wording for the same action where one is standard (추가,
  /// 닫기, 검색, 공유, 삭제, 설정); they share their English entry's source and were not heard either.
  public static let table: [String: Entry] = [
    "plus": Entry(spoken: LocalizedText(en: "Add", ko: "추가"), source: .projectReference),
    "xmark": Entry(spoken: LocalizedText(en: "Close", ko: "닫기"), source: .projectReference),
    "globe": Entry(spoken: LocalizedText(en: "Globe", ko: "지구본"), source: .publishedObservation,
                   note: "brantonboehm.com/code/swiftui-label-improves-accessibility (\"Globe, image\")"),
    "magnifyingglass": Entry(spoken: LocalizedText(en: "Search", ko: "검색"), source: .unverified),
    "square.and.arrow.up": Entry(spoken: LocalizedText(en: "Share", ko: "공유"), source: .unverified),
    "trash": Entry(spoken: LocalizedText(en: "Delete", ko: "삭제"), source: .unverified),
    "gear": Entry(spoken: LocalizedText(en: "gear", ko: "톱니바퀴"), source: .unverified,
                  note: "read by its name, not \"Settings\" (corpus Swiftfin-015/016)"),
    "gearshape": Entry(spoken: LocalizedText(en: "gear", ko: "톱니바퀴"), source: .unverified,
                       note: "read by its name, not \"Settings\" (corpus Swiftfin-015/016)"),
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
