import SwiftSyntax

/// The value of a string literal as Swift reads it, decoded here rather than with SwiftSyntax's
/// `representedLiteralValue`: the toolchain's version lexes each escaped segment with a state
/// allocator freed while the lexer still writes to it (fixed upstream by keeping the allocator
/// alive), which corrupted the heap on `\` line continuations and `\u{…}` escapes.
enum StringLiteralValue {
  /// Nil when a segment interpolates or an escape isn't one Swift knows.
  static func value(of literal: StringLiteralExprSyntax) -> String? {
    let delimiter = literal.openingPounds?.text.count ?? 0
    let multiLine = literal.openingQuote.tokenKind == .multilineStringQuote
    var result = ""
    for element in literal.segments {
      guard let segment = element.as(StringSegmentSyntax.self) else { return nil }
      let text = segment.content.text
      // Most segments hold neither byte, and then Foundation's search (which these calls are)
      // can't find either: nothing else is equivalent to them.
      if !text.utf8.contains(where: { $0 == 0x5C || $0 == 0x0D }) || !text.contains("\\") && !text.contains("\r") {
        result += text
        continue
      }
      guard let decoded = unescape(text, delimiter: delimiter, multiLine: multiLine) else { return nil }
      result += decoded
    }
    return result
  }

  static func unescape(_ text: String, delimiter: Int, multiLine: Bool) -> String? {
    let characters = Array(text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
    var output = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      // `\` then the literal's own number of `#`: an escape; anything else is text.
      guard character == "\\", index + delimiter < characters.count,
            characters[(index + 1)..<(index + 1 + delimiter)].allSatisfy({ $0 == "#" }) else {
        output.append(character)
        index += 1
        continue
      }
      var next = index + 1 + delimiter
      guard next < characters.count else {
        // A `\` ending a multi-line segment: the newline after it is the continuation's.
        if multiLine { return output }
        return nil
      }
      switch characters[next] {
      case "n": output.append("\n")
      case "t": output.append("\t")
      case "r": output.append("\r")
      case "0": output.append("\0")
      case "\\": output.append("\\")
      case "\"": output.append("\"")
      case "'": output.append("'")
      case "u":
        guard next + 1 < characters.count, characters[next + 1] == "{",
              let close = characters[(next + 2)...].firstIndex(of: "}"),
              let value = UInt32(String(characters[(next + 2)..<close]), radix: 16),
              let scalar = Unicode.Scalar(value) else { return nil }
        output.unicodeScalars.append(scalar)
        next = close
      case " ", "\t", "\n":
        // Line continuation in a multi-line literal: `\`, optional spaces, the newline.
        guard multiLine else { return nil }
        var end = next
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end == characters.count || characters[end] == "\n" else { return nil }
        next = end
      default:
        return nil
      }
      index = next + 1
    }
    return output
  }
}
