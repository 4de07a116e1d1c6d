import A11yCore
import Foundation

/// The string literals of Swift sources, by content: a runtime finding whose label or identifier
/// equals one names that line too. A plain text search (no parsing): one-line `"..."` literals
/// with simple escapes; interpolated labels can't match, and that is fine.
public struct SourceStringIndex: Sendable {
  private var lines: [String: SourceReference] = [:]
  /// Translation → the keys that have it, from the project's string catalogs.
  private var keysByTranslation: [String: [String]] = [:]

  public init() {}

  /// Indexes `files` (Swift sources; the command collects them as `lint` does, test targets
  /// skipped, so a UI test's `app.buttons["Pay now"]` is not taken for the app's line). `display`
  /// turns a path into the one reports show.
  public static func build(files: [String], display: (String) -> String) -> SourceStringIndex {
    var index = SourceStringIndex()
    for file in files.sorted() {
      guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else { continue }
      index.add(text: text, file: display(file))
    }
    return index
  }

  public mutating func add(text: String, file: String) {
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard line.contains("\"") else { continue }
      for literal in QuotedLiterals.contents(in: line) where !literal.isEmpty && lines[literal] == nil {
        lines[literal] = SourceReference(file: file, line: number + 1)
      }
    }
  }

  /// The app speaks translations: a label that is the translation of a key leads to the line
  /// that uses the key (`.accessibilityLabel("accessibility.cart.button")` for "Cart").
  public mutating func addTranslations(_ strings: [String: [String: String]]) {
    for (key, byLanguage) in strings.sorted(by: { $0.key < $1.key }) {
      for translation in Set(byLanguage.values) where translation != key {
        keysByTranslation[translation, default: []].append(key)
      }
    }
  }

  /// The first line whose literal is `text`, else one that uses a key translated as `text`.
  public func reference(for text: String) -> SourceReference? {
    if let direct = lines[text] { return direct }
    return keysByTranslation[text]?.lazy.compactMap { lines[$0] }.first
  }
}
