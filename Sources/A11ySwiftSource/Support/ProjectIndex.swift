import A11yCore

/// Facts about the whole project that single-file rules may consult: localized strings and the
/// asset catalogs' named colors.
public struct ProjectIndex: Sendable {
  /// Localization key → translations (language code → text), from `.xcstrings` and `.strings` files.
  public var localizedStrings: [String: [String: String]]
  /// Asset-catalog color name (`"BrandRed"`, `"Folder/Name"` for namespaced folders) → its value in
  /// each appearance.
  public let namedColors: [String: DynamicColor]
  /// The Swift symbols Xcode generates for those colors (`brandRed`) → asset name; built once
  /// here rather than for every file.
  public let namedColorSymbols: [String: String]

  public init(localizedStrings: [String: [String: String]] = [:], namedColors: [String: DynamicColor] = [:]) {
    self.localizedStrings = localizedStrings
    self.namedColors = namedColors
    self.namedColorSymbols = ColorResolver.symbolTable(for: namedColors)
  }

  public static let empty = ProjectIndex()

  /// The spoken texts of a literal label: its translations if it is a key in the project's strings,
  /// else the literal itself. Nil when it looks like a key the project doesn't define: its text
  /// can't be known.
  public func spokenTexts(of literal: String) -> [String]? {
    if let translations = localizedStrings[literal], !translations.isEmpty {
      return translations.keys.sorted().compactMap { translations[$0] }
    }
    if LabelQuality.looksLikeLocalizationKey(literal) { return nil }
    return [literal]
  }
}
