import A11yCore
import Foundation

/// The string literals of Swift sources, by content: a runtime finding whose label or identifier
/// equals one names that line too. A plain text search (no parsing): one-line `"..."` literals
/// with simple escapes; interpolated labels can't match, and that is fine.
public struct SourceStringIndex: Sendable {
  private var lines: [String: SourceReference] = [:]

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
      for literal in Self.literals(in: line) where !literal.isEmpty && lines[literal] == nil {
        lines[literal] = SourceReference(file: file, line: number + 1)
      }
    }
  }

  public func reference(for text: String) -> SourceReference? { lines[text] }

  /// Contents of the `"..."` literals on one line, with `\"` and `\\` unescaped.
  static func literals(in line: Substring) -> [String] {
    var result: [String] = []
    var current: String?
    var escaped = false
    for character in line {
      if var literal = current {
        if escaped {
          literal.append(character == "n" ? "\n" : character)
          escaped = false
          current = literal
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          result.append(literal)
          current = nil
        } else {
          literal.append(character)
          current = literal
        }
      } else if character == "\"" {
        current = ""
      }
    }
    return result
  }
}
