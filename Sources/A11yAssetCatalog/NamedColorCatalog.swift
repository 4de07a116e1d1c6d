import A11yCore
import Foundation

/// A problem with one file of an asset catalog. Reading never stops at a bad file; it records one
/// of these and goes on.
public struct AssetCatalogProblem: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file (usually a `Contents.json`) the problem is in.
  public let filePath: String
  /// One line saying what is wrong.
  public let message: String

  public init(filePath: String, message: String) {
    self.filePath = filePath
    self.message = message
  }

  public var description: String { "\(filePath): \(message)" }
}

/// One named color from a color set.
public struct NamedColor: Sendable, Hashable {
  /// The name code uses: `UIColor(named:)`, `Color("…")`, including namespace folders (`Brand/Primary`).
  public let name: String
  /// The color per appearance.
  public let color: DynamicColor
  /// Path of the color set's `Contents.json`.
  public let filePath: String
  /// The system color the "any" entry refers to (e.g. `systemBlueColor`), if it is a reference.
  public let systemReference: String?

  public init(name: String, color: DynamicColor, filePath: String, systemReference: String? = nil) {
    self.name = name
    self.color = color
    self.filePath = filePath
    self.systemReference = systemReference
  }
}

/// The named colors of every asset catalog under a folder, and the problems met reading them.
public struct NamedColorCatalog: Sendable {
  /// Colors by name (exact spelling).
  public private(set) var colors: [String: NamedColor]
  /// Problems, in the order they were found.
  public private(set) var problems: [AssetCatalogProblem]
  /// The catalog's image sets, by name (`Icons/star` in a group that provides a namespace).
  public private(set) var imageNames: Set<String> = []
  /// The image sets marked "Render As: Template Image", which UIKit draws in the tint colour.
  public private(set) var templateImageNames: Set<String> = []

  public init(colors: [String: NamedColor] = [:], problems: [AssetCatalogProblem] = []) {
    self.colors = colors
    self.problems = problems
  }

  /// Reads every `*.xcassets/**/*.colorset/Contents.json` under `folder` (or `folder` itself if it
  /// is an `.xcassets`). See ``AssetCatalogColorReader``.
  public static func load(from folder: URL) -> NamedColorCatalog {
    AssetCatalogColorReader().readCatalogs(under: folder)
  }

  mutating func addImageName(_ name: String, isTemplate: Bool) {
    imageNames.insert(name)
    if isTemplate { templateImageNames.insert(name) }
  }

  /// All names, sorted.
  public var names: [String] { colors.keys.sorted() }

  /// Whether the catalog has no colors.
  public var isEmpty: Bool { colors.isEmpty }

  /// The color named `name`: exact match first, then case-insensitive (asset lookup on a
  /// case-insensitive file system often succeeds with the wrong case).
  public func namedColor(_ name: String) -> NamedColor? {
    if let exact = colors[name] { return exact }
    let lower = name.lowercased()
    return colors.first { $0.key.lowercased() == lower }?.value
  }

  /// The dynamic color named `name`, if any.
  public subscript(name: String) -> DynamicColor? {
    namedColor(name)?.color
  }

  /// Path of the `Contents.json` that defines `name`.
  public func filePath(of name: String) -> String? {
    namedColor(name)?.filePath
  }

  /// Adds a color, or records a duplicate-name problem if the name is taken (the first one wins,
  /// and reading order is sorted, so the outcome is stable).
  mutating func add(_ color: NamedColor) {
    if let existing = colors[color.name] {
      problems.append(AssetCatalogProblem(
        filePath: color.filePath,
        message: "duplicate color name '\(color.name)' (already defined in \(existing.filePath)); this one is ignored"))
      return
    }
    colors[color.name] = color
  }

  mutating func record(_ problem: AssetCatalogProblem) {
    problems.append(problem)
  }

  mutating func record(_ newProblems: [AssetCatalogProblem]) {
    problems.append(contentsOf: newProblems)
  }
}
