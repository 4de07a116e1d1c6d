/// Makes text from the audited project (string literals, symbol names, file names, configuration
/// values) safe to print in a report. Every reporter runs what it prints through one of these, so
/// a label such as `"a\nEvil.swift:1:1: error: injected"` can't forge a diagnostic line, an
/// escape sequence can't reach the terminal, and a bidi override can't reorder what a reviewer
/// reads.
///
/// Pick the function for the output format:
/// - plain text, Xcode lines, standard error: ``singleLine(_:)``
/// - Markdown: ``markdownInline(_:)``
/// - HTML, XML (JUnit, xib-style reports): ``markup(_:)``, or ``markupBlock(_:)`` to keep line breaks
/// - JSON made with `JSONEncoder` (also SARIF): ``jsonDocument(_:)`` on the encoded text
/// - GitHub Actions workflow commands: ``githubCommandMessage(_:)``, ``githubCommandProperty(_:)``
public enum OutputEscaping {
  /// The text on one line, with every control character, line or paragraph separator and bidi
  /// or other invisible formatting character written as a Swift-style escape (`\n`, `\t`,
  /// `\u{1B}`, `\u{202E}`). Printable text, Korean and emoji are unchanged.
  public static func singleLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
    var output = ""
    output.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscaping(scalar) else {
        output.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default: output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return output
  }

  /// ``singleLine(_:)``, then every character Markdown gives a meaning inside a line (emphasis,
  /// code, links, tables, HTML, entities) escaped with a backslash.
  public static func markdownInline(_ text: String) -> String {
    var output = ""
    for character in singleLine(text) {
      if markdownSpecial.contains(character) { output.append("\\") }
      output.append(character)
    }
    return output
  }

  /// ``singleLine(_:)``, then `&`, `<`, `>`, `"` and `'` as entities: safe in HTML and XML text
  /// and in quoted attribute values. (XML 1.0 forbids most control characters even as
  /// references; the escapes of ``singleLine(_:)`` keep them out.)
  public static func markup(_ text: String) -> String {
    var output = ""
    for character in singleLine(text) {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.append(character)
      }
    }
    return output
  }

  /// ``markup(_:)`` for multi-line content (`<pre>`, a paragraph): line breaks and tabs stay,
  /// every other control, separator and bidi or invisible formatting character is escaped.
  public static func markupBlock(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.split(separator: "\t", omittingEmptySubsequences: false).map { markup(String($0)) }.joined(separator: "\t") }
      .joined(separator: "\n")
  }

  /// A JSON text as `JSONEncoder` wrote it, with the characters it leaves raw inside strings (C1
  /// controls, DEL, line and paragraph separators, bidi and invisible formatting characters)
  /// written as `\uXXXX` escapes. The document decodes to exactly the same values; only a person
  /// or terminal viewing it is protected. (Such characters can only occur inside strings, so the
  /// replacement can't break the document.)
  public static func jsonDocument(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && needsEscaping($0) }) else { return json }
    var output = ""
    output.reserveCapacity(json.utf8.count + 16)
    for scalar in json.unicodeScalars {
      if scalar.value >= 0x7F, needsEscaping(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The message of a GitHub Actions workflow command (`::error file=…::MESSAGE`).
  public static func githubCommandMessage(_ text: String) -> String {
    singleLine(text).replacingAll("%", with: "%25")
  }

  /// A property value of a workflow command (`file=`, `title=`): also `:` and `,` escaped.
  public static func githubCommandProperty(_ text: String) -> String {
    githubCommandMessage(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }

  /// Control characters (C0, DEL, C1), line and paragraph separators, and the formatting
  /// characters that reorder or hide text: bidi embeddings, overrides, isolates and marks, the zero
  /// width space (not the joiners emoji and some scripts need), the byte order mark, interlinear annotations.
  public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x180E, 0x200B, 0x200E...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB: true
    default: false
    }
  }

  private static let markdownSpecial: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "!"]
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    guard contains(target) else { return self }
    var output = ""
    for character in self {
      if character == target { output += replacement } else { output.append(character) }
    }
    return output
  }
}
