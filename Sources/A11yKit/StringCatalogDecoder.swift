import Foundation

/// Reads an Xcode string catalog (`.xcstrings`, JSON) straight from its bytes and keeps only what
/// the rules use: each key's text in the catalog's source language and in the indexed languages
/// (``ProjectIndexLoader/isIndexed(_:)``). A large app's catalog holds dozens of translations per
/// key; building all of them as Foundation objects costs more time and memory than the rest of
/// the catalog's use. The root is scanned once on one core to find each entry's bytes (cheap:
/// no value is built), then the entries are decoded in chunks on all cores and merged in file order.
enum StringCatalogDecoder {
  typealias Table = [String: [String: String]]

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Entries decoded per task; small catalogs stay on one core.
  static let entriesPerChunk = 512

  static func decode(_ data: Data, threads: Int? = nil, entriesPerChunk: Int = entriesPerChunk) throws(Failure) -> Table {
    let result: Result<Table, Failure> = data.withUnsafeBytes { raw in
      let bytes = SharedBytes(buffer: raw.bindMemory(to: UInt8.self))
      do {
        return .success(try decode(bytes, threads: threads, entriesPerChunk: max(1, entriesPerChunk)))
      } catch let failure as Failure {
        return .failure(failure)
      } catch {
        return .failure(Failure(description: "\(error)"))
      }
    }
    return try result.get()
  }

  private static func decode(_ bytes: SharedBytes, threads: Int?, entriesPerChunk: Int) throws -> Table {
    var scanner = JSONByteScanner(bytes.buffer)
    scanner.skipByteOrderMark()
    scanner.skipWhitespace()
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw Failure(description: "not a string catalog (expected a JSON object)")
    }
    var sourceLanguage: String?
    var entries: [(key: String, value: Range<Int>)] = []
    do {
      try scanner.members { scanner, field in
        switch field {
        case "sourceLanguage" where scanner.peek() == UInt8(ascii: "\""):
          sourceLanguage = try scanner.string()
        case "strings" where scanner.peek() == UInt8(ascii: "{"):
          try scanner.members { scanner, key in
            let start = scanner.position
            try scanner.skipValue()
            entries.append((key, start..<scanner.position))
          }
        default:
          try scanner.skipValue()
        }
      }
      scanner.skipWhitespace()
      guard scanner.atEnd else { throw scanner.failure("unexpected data after the catalog") }
    } catch let failure as JSONByteScanner.Failure {
      throw Failure(description: failure.describe(in: bytes.buffer))
    }

    let source = sourceLanguage ?? "en"
    let chunks = stride(from: 0, to: entries.count, by: entriesPerChunk).map {
      $0..<min($0 + entriesPerChunk, entries.count)
    }
    let pending = entries
    let decoded = ConcurrentMap.map(chunks, threads: threads) { chunk -> Result<[(String, [String: String])], Failure> in
      var table: [(String, [String: String])] = []
      table.reserveCapacity(chunk.count)
      for index in chunk {
        let (key, range) = pending[index]
        var scanner = JSONByteScanner(bytes.buffer, range: range)
        do {
          table.append((key, try decodeEntry(&scanner, key: key, sourceLanguage: source)))
        } catch let failure as JSONByteScanner.Failure {
          return .failure(Failure(description: failure.describe(in: bytes.buffer)))
        } catch {
          return .failure(Failure(description: "\(error)"))
        }
      }
      return .success(table)
    }
    var table: Table = [:]
    table.reserveCapacity(entries.count)
    for chunk in decoded {
      // A key listed twice keeps its last entry, as a JSON object's reader does.
      for (key, translations) in try chunk.get() { table[key] = translations }
    }
    return table
  }

  /// One entry: `localizations` → language → its text. The key is the source language's text
  /// when the source language has no unit of its own.
  static func decodeEntry(_ scanner: inout JSONByteScanner, key: String, sourceLanguage: String) throws -> [String: String] {
    var translations: [String: String] = [:]
    if scanner.peek() == UInt8(ascii: "{") {
      try scanner.members { scanner, field in
        guard field == "localizations", scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue() }
        try scanner.members { scanner, language in
          guard language == sourceLanguage || ProjectIndexLoader.isIndexed(language) else { return try scanner.skipValue() }
          if let value = try localizationValue(&scanner) { translations[language] = value }
        }
      }
    } else {
      try scanner.skipValue()
    }
    if translations[sourceLanguage] == nil { translations[sourceLanguage] = key }
    return translations
  }

  /// A localization's `stringUnit.value`; without one, a plural's `other` variation (or its
  /// first case by name), then a device variation's, the way Xcode shows the string.
  static func localizationValue(_ scanner: inout JSONByteScanner) throws -> String? {
    guard scanner.peek() == UInt8(ascii: "{") else {
      try scanner.skipValue()
      return nil
    }
    struct Cases {
      var hasOther = false
      var other: String?
      var first: (name: String, value: String?)?
      var value: String? { hasOther ? other : first?.value }
    }
    var unit: String?
    var variations: [String: Cases] = [:]
    try scanner.members { scanner, field in
      switch field {
      case "stringUnit":
        unit = try unitTextValue(&scanner)
      case "variations" where scanner.peek() == UInt8(ascii: "{"):
        try scanner.members { scanner, kind in
          guard kind == "plural" || kind == "device", scanner.peek() == UInt8(ascii: "{") else {
            return try scanner.skipValue()
          }
          var cases = Cases()
          try scanner.members { scanner, name in
            let value = try caseValue(&scanner)
            if name == "other" {
              cases.hasOther = true
              cases.other = value
            } else if cases.first.map({ name < $0.name }) ?? true {
              cases.first = (name, value)
            }
          }
          variations[kind] = cases
        }
      default:
        try scanner.skipValue()
      }
    }
    return unit ?? variations["plural"]?.value ?? variations["device"]?.value
  }

  /// A variation case: an object whose `stringUnit.value` is the text.
  private static func caseValue(_ scanner: inout JSONByteScanner) throws -> String? {
    guard scanner.peek() == UInt8(ascii: "{") else {
      try scanner.skipValue()
      return nil
    }
    var value: String?
    try scanner.members { scanner, field in
      if field == "stringUnit" { value = try unitTextValue(&scanner) } else { try scanner.skipValue() }
    }
    return value
  }

  /// `{"state": ..., "value": "text"}` → the text. An empty value no translator has marked done
  /// (`"state": "needs_review"` or `"new"`, as Xcode leaves a language added to the catalog) is a
  /// placeholder, not a wording anybody chose: it gives no text, and the string is read in the
  /// source language (Mammoth's 474 empty `needs_review` entries per language).
  private static func unitTextValue(_ scanner: inout JSONByteScanner) throws -> String? {
    guard scanner.peek() == UInt8(ascii: "{") else {
      try scanner.skipValue()
      return nil
    }
    var value: String?
    var state: String?
    try scanner.members { scanner, field in
      if field == "value", scanner.peek() == UInt8(ascii: "\"") {
        value = try scanner.string()
      } else if field == "state", scanner.peek() == UInt8(ascii: "\"") {
        state = try scanner.string()
      } else {
        try scanner.skipValue()
      }
    }
    if value == "", let state, state != "translated" { return nil }
    return value
  }
}

/// The catalog's bytes, shared read-only by the workers while `decode` holds them.
private struct SharedBytes: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
}

/// A forward-only JSON reader over bytes: strings are decoded only where asked, anything else is
/// skipped by matching brackets without building values. Nesting is tracked in a counter, never
/// by recursion, so a deeply nested input can't exhaust the stack.
struct JSONByteScanner {
  struct Failure: Error {
    var message: String
    var offset: Int

    /// "line N: message", the line counted in the whole input.
    func describe(in bytes: UnsafeBufferPointer<UInt8>) -> String {
      let line = 1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      return "invalid JSON on line \(line): \(message)"
    }
  }

  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var position: Int
  let end: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil) {
    self.bytes = bytes
    self.position = range?.lowerBound ?? 0
    self.end = range?.upperBound ?? bytes.count
  }

  var atEnd: Bool { position >= end }

  func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }

  mutating func skipByteOrderMark() {
    if end - position >= 3, bytes[position] == 0xEF, bytes[position + 1] == 0xBB, bytes[position + 2] == 0xBF {
      position += 3
    }
  }

  mutating func skipWhitespace() {
    while position < end {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// The next byte after whitespace, not consumed.
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return position < end ? bytes[position] : nil
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    position += 1
    return true
  }

  /// Reads an object, calling `body` for each member with the scanner on its value; `body` must
  /// consume that value (read it or ``skipValue()``).
  mutating func members(_ body: (inout JSONByteScanner, String) throws -> Void) throws {
    guard consume(UInt8(ascii: "{")) else { throw failure("expected '{'") }
    if consume(UInt8(ascii: "}")) { return }
    while true {
      guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
      let name = try string()
      guard consume(UInt8(ascii: ":")) else { throw failure("expected ':' after \"\(name.prefix(40))\"") }
      skipWhitespace()
      let before = position
      try body(&self, name)
      if position == before { throw failure("expected a value") }
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "}")) { return }
      throw failure("expected ',' or '}'")
    }
  }

  /// A JSON string at the current position, unescaped.
  mutating func string() throws -> String {
    guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string") }
    position += 1
    let start = position
    var escaped = false
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let content = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        let text = escaped ? Self.unescape(content) : String(validating: content, as: UTF8.self)
        guard let text else { throw Failure(message: "a string that is not valid UTF-8", offset: start) }
        return text
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        position += 2
        continue
      }
      if byte < 0x20 { throw failure("a control character inside a string") }
      position += 1
    }
    throw Failure(message: "unterminated string", offset: start - 1)
  }

  /// Skips one value of any kind. Brackets must match; inside a skipped value, separators are
  /// not checked (the rules never see those values).
  mutating func skipValue() throws {
    var open: [UInt8] = []
    repeat {
      guard let byte = peek() else { throw failure("unexpected end of input") }
      switch byte {
      case UInt8(ascii: "\""):
        try skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        open.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard open.last == byte else { throw failure("unexpected '\(Character(Unicode.Scalar(byte)))'") }
        open.removeLast()
        position += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        guard !open.isEmpty else { throw failure("expected a value") }
        position += 1
      default:
        let start = position
        while position < end, Self.isLiteralByte(bytes[position]) { position += 1 }
        if position == start { throw failure("unexpected character") }
      }
    } while !open.isEmpty
  }

  private mutating func skipString() throws {
    let start = position
    position += 1
    while position < end {
      switch bytes[position] {
      case UInt8(ascii: "\""):
        position += 1
        return
      case UInt8(ascii: "\\"):
        position += 2
      default:
        position += 1
      }
    }
    throw Failure(message: "unterminated string", offset: start)
  }

  /// Letters, digits and the signs of numbers: `true`, `null`, `-1.5e3`.
  private static func isLiteralByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// A string's content with its escapes resolved (`\n`, `\"`, `\uXXXX` with surrogate pairs);
  /// nil when the result is not valid UTF-8. A lone surrogate becomes U+FFFD.
  static func unescape(_ content: UnsafeBufferPointer<UInt8>) -> String? {
    var output: [UInt8] = []
    output.reserveCapacity(content.count)
    var index = 0
    func hex4(at offset: Int) -> UInt32? {
      guard offset + 4 <= content.count else { return nil }
      var value: UInt32 = 0
      for byte in content[offset..<offset + 4] {
        guard let digit = hexDigit(byte) else { return nil }
        value = value << 4 | digit
      }
      return value
    }
    while index < content.count {
      let byte = content[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < content.count else {
        output.append(byte)
        index += 1
        continue
      }
      let escape = content[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "u"):
        guard var scalar = hex4(at: index) else { return nil }
        index += 4
        if (0xD800...0xDBFF).contains(scalar) {
          if index + 6 <= content.count, content[index] == UInt8(ascii: "\\"), content[index + 1] == UInt8(ascii: "u"),
            let low = hex4(at: index + 2), (0xDC00...0xDFFF).contains(low)
          {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            index += 6
          } else {
            scalar = 0xFFFD
          }
        } else if (0xDC00...0xDFFF).contains(scalar) {
          scalar = 0xFFFD
        }
        output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8))
      default:
        output.append(escape)  // `\"`, `\\`, `\/` (and, leniently, any other character)
      }
    }
    return String(validating: output, as: UTF8.self)
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
