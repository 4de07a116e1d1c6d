import A11yCore

/// Facts about the whole project that single-file rules may consult: localized strings, the
/// asset catalogs' named colors, and what the project's Swift files declare (types, custom views,
/// accessibility helpers, design tokens), resolved across files by ``ProjectIndexBuilder``.
public struct ProjectIndex: Sendable {
  /// Localization key → translations (language code → text), from `.xcstrings` and `.strings` files.
  public var localizedStrings: [String: [String: String]]
  /// Asset-catalog color name (`"BrandRed"`, `"Folder/Name"` for namespaced folders) → its value in
  /// each appearance.
  public let namedColors: [String: DynamicColor]
  /// The Swift symbols Xcode generates for those colors (`brandRed`) → asset name; built once
  /// here rather than for every file.
  public let namedColorSymbols: [String: String]

  // What the Swift files declare, resolved across files (empty until ``ProjectIndexBuilder`` runs).
  /// Every declared type with its inheritance.
  public internal(set) var types = TypeIndex()
  /// Custom SwiftUI views by type name, summarised by what their body is.
  public internal(set) var customViews: [String: CustomViewSummary] = [:]
  /// How many times each custom view is used in the project's view code (previews excluded).
  public internal(set) var customViewUses: [String: Int] = [:]
  /// `View` extension methods and `ViewModifier` types that set accessibility, by name.
  public internal(set) var viewModifiers: [String: AccessibilityEffect] = [:]
  /// UIKit extension methods that set accessibility on their receiver, by name.
  public internal(set) var uikitHelpers: [String: AccessibilityEffect] = [:]
  /// Initializers the app adds to `Image`/`UIImage`, by first argument label.
  public internal(set) var imageInitializers: [String: ImageInitializerKind] = [:]
  /// Constants declared in types (`Theme.accent`, `Fonts.title`), for files that use them.
  public internal(set) var constants: [ConstantKey: ExpressionInfo] = [:]
  /// Stored properties by type: name → type as written (`title` → `String?`).
  public internal(set) var propertyTypes: [String: [String: String]] = [:]
  /// Properties Swift code assigns on each `@IBOutlet` (type → outlet → property paths).
  public internal(set) var outletAssignments: [String: [String: Set<String>]] = [:]

  public init(localizedStrings: [String: [String: String]] = [:], namedColors: [String: DynamicColor] = [:]) {
    self.localizedStrings = localizedStrings
    self.namedColors = namedColors
    self.namedColorSymbols = ColorResolver.symbolTable(for: namedColors)
  }

  public static let empty = ProjectIndex()

  /// The custom view `name`, if the project declares one.
  public func customView(named name: String) -> CustomViewSummary? { customViews[name] }

  /// A `View` extension method or `ViewModifier` that sets accessibility.
  public func accessibilityModifier(named name: String) -> AccessibilityEffect? { viewModifiers[name] }

  /// The declared type of `property` in `type` (`String?`), when the project declares it.
  public func propertyType(_ property: String, in type: String) -> String? {
    propertyTypes[TypeIndex.simpleName(type)]?[property]
  }

  /// What Swift code assigns on the outlet `outlet` of `type` (`accessibilityLabel`, `font`...).
  public func outletAssignments(type: String, outlet: String) -> Set<String> {
    outletAssignments[type]?[outlet] ?? []
  }

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
