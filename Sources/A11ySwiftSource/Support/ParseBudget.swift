/// Decides, before parsing, whether a file is one the parser can't take in bounded time and stack.
///
/// SwiftParser backtracks on brackets it can't yet tell apart (`[` opens an array literal or an
/// array type; `(` a tuple or a tuple type): with `[` and `(` nested one in another, each level
/// doubles the work, so 24 levels take half a minute. Very deep nesting of any bracket also
/// exhausts the stack in the parser and in syntax visitors. Both shapes are found by one cheap
/// scan of the bytes (comments and string contents skipped, interpolations followed).
public enum ParseBudget {
  /// Deepest `(`/`[` nesting allowed with no `{` between the levels. Real code stays under 10;
  /// at 16 the parser's backtracking costs about a second.
  public static let maximumBracketNesting = 14
  /// Deepest nesting of any bracket. The parser is given this as its nesting limit (its default,
  /// 256, silently turns the rest of a file into unparsed text), and runs on a large stack.
  public static let maximumNesting = 1000
  /// The parser counts a level per syntax node it nests (a call and its trailing closure are two),
  /// so its limit is larger than the bracket count.
  public static let parserNestingLimit = 4 * maximumNesting

  /// What the scan measured.
  public struct Measure: Sendable, Equatable {
    /// Deepest nesting of `(`, `[` and `{`.
    public var nesting = 0
    /// Deepest nesting of `(` and `[` inside the innermost `{`.
    public var bracketNesting = 0
  }

  /// Why the file must not be parsed, or nil when it can be.
  public static func refusal(for source: String) -> (en: String, ko: String)? {
    let measure = measure(source)
    if measure.nesting > maximumNesting {
      return (
        en: "brackets nested \(measure.nesting) levels deep (more than \(maximumNesting) can't be parsed safely)",
        ko: "괄호가 \(measure.nesting)단계까지 중첩되어 있습니다(\(maximumNesting)단계를 넘으면 안전하게 구문 분석할 수 없음)")
    }
    if measure.bracketNesting > maximumBracketNesting {
      return (
        en: "`(` and `[` nested \(measure.bracketNesting) levels deep with no closure between them (more than \(maximumBracketNesting) makes parsing time grow exponentially)",
        ko: "`(`, `[` 괄호가 클로저 없이 \(measure.bracketNesting)단계까지 중첩되어 있습니다(\(maximumBracketNesting)단계를 넘으면 구문 분석 시간이 기하급수적으로 늘어남)")
    }
    return nil
  }

  /// One pass over the bytes.
  public static func measure(_ source: String) -> Measure {
    var source = source
    return source.withUTF8 { measure(bytes: $0) }
  }

  private struct OpenString {
    var pounds: Int
    var multiline: Bool
    /// While an interpolation `\(` is open: the bracket depth its `(` sits at.
    var interpolationDepth: Int?
  }

  private static let quote = UInt8(ascii: "\""), pound = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
  private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
  private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
  private static let openSquare = UInt8(ascii: "["), closeSquare = UInt8(ascii: "]")
  private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")

  /// The bytes the scan's code state acts on: comments, strings and brackets.
  private static let specialInCode: [Bool] = (0..<256).map { value in
    [slash, pound, quote, openParen, closeParen, openSquare, closeSquare, openBrace, closeBrace].contains(UInt8(value))
  }

  static func measure(bytes: UnsafeBufferPointer<UInt8>) -> Measure {
    var result = Measure()
    // For each open bracket, the `(`/`[` nesting it makes (0 for `{`).
    var open: [Int] = []
    var strings: [OpenString] = []
    let count = bytes.count
    var i = 0

    func matches(_ byte: UInt8, _ times: Int, at index: Int) -> Bool {
      if index + times > count { return false }
      for k in 0..<times where bytes[index + k] != byte { return false }
      return true
    }

    let special = Self.specialInCode
    while i < count {
      let byte = bytes[i]
      // Outside every string, a byte that is none of the ones the switch below looks at only
      // moves on: most bytes, skipped here at once (this scan runs over every file).
      if strings.isEmpty, !special[Int(byte)] {
        i += 1
        // The rest of the run of such bytes in a tight loop: the string state can't change in it.
        while i < count, !special[Int(bytes[i])] { i += 1 }
        continue
      }
      if var string = strings.last, string.interpolationDepth == nil {
        // Inside a string literal's text.
        if byte == backslash, matches(pound, string.pounds, at: i + 1) {
          let next = i + 1 + string.pounds
          if next < count, bytes[next] == openParen {
            string.interpolationDepth = open.count
            strings[strings.count - 1] = string
            open.append(1)
            result.nesting = max(result.nesting, open.count)
            i = next + 1
          } else {
            i = next + 1
          }
          continue
        }
        if byte == quote {
          let quotes = string.multiline ? 3 : 1
          if matches(quote, quotes, at: i), matches(pound, string.pounds, at: i + quotes) {
            strings.removeLast()
            i += quotes + string.pounds
            continue
          }
        }
        if byte == newline, !string.multiline { strings.removeLast() }  // unterminated
        i += 1
        continue
      }

      switch byte {
      case slash where i + 1 < count && bytes[i + 1] == slash:
        while i < count, bytes[i] != newline { i += 1 }
      case slash where i + 1 < count && bytes[i + 1] == star:
        var depth = 1
        i += 2
        while i < count, depth > 0 {
          if bytes[i] == slash, i + 1 < count, bytes[i + 1] == star { depth += 1; i += 2 }
          else if bytes[i] == star, i + 1 < count, bytes[i + 1] == slash { depth -= 1; i += 2 }
          else { i += 1 }
        }
      case pound, quote:
        var pounds = 0
        while i + pounds < count, bytes[i + pounds] == pound { pounds += 1 }
        let start = i + pounds
        guard start < count, bytes[start] == quote else { i += max(1, pounds); continue }
        let multiline = matches(quote, 3, at: start)
        strings.append(OpenString(pounds: pounds, multiline: multiline, interpolationDepth: nil))
        i = start + (multiline ? 3 : 1)
      case openParen, openSquare:
        let nesting = (open.last ?? 0) + 1
        open.append(nesting)
        result.nesting = max(result.nesting, open.count)
        result.bracketNesting = max(result.bracketNesting, nesting)
        i += 1
      case openBrace:
        open.append(0)
        result.nesting = max(result.nesting, open.count)
        i += 1
      case closeParen, closeSquare, closeBrace:
        if !open.isEmpty { open.removeLast() }
        if byte == closeParen, let depth = strings.last?.interpolationDepth, open.count == depth {
          strings[strings.count - 1].interpolationDepth = nil
        }
        i += 1
      default:
        i += 1
      }
    }
    return result
  }
}
