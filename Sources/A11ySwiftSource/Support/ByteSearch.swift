import Foundation

/// Byte searches for ASCII words in source text. Foundation's `String.contains` and
/// `range(of:)` go through CoreFoundation with canonical-equivalence matching, which showed in
/// profiles where rules test every view's text; an ASCII word whose bytes are absent can't
/// match either way, so a byte test first skips most of them.
public enum ByteSearch {
  /// Whether `text`'s UTF-8 holds `word`'s bytes.
  static func contains(_ text: String, _ word: StaticString) -> Bool {
    word.withUTF8Buffer { needle in
      var text = text
      return text.withUTF8 { haystack in contains(haystack, needle) }
    }
  }

  /// Whether `text`'s UTF-8 holds `word`'s bytes (see ``containsAny(_:_:)`` for what that says of
  /// Foundation's `contains`).
  public static func contains(_ text: String, word: String) -> Bool {
    var text = text, word = word
    return text.withUTF8 { haystack in word.withUTF8 { needle in contains(haystack, needle) } }
  }

  /// Whether a text lacking `word`'s bytes can't hold `word` by Foundation's or the standard
  /// library's comparison, which match by canonical equivalence: ASCII without `K`, `;` and
  /// `` ` ``, the only ASCII characters another character (KELVIN SIGN, GREEK QUESTION MARK,
  /// GREEK VARIA) is canonically equivalent to.
  public static func isByteTestable(_ word: String) -> Bool {
    word.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
  }

  /// Whether `text`'s UTF-8 holds any of `words`' bytes. For ASCII words this is true whenever
  /// Foundation's or the standard library's `contains` is (nothing but ASCII is canonically
  /// equivalent to ASCII letters once lowercased), so it may rule them out first.
  public static func containsAny(_ text: String, _ words: [String]) -> Bool {
    var text = text
    return text.withUTF8 { haystack in
      words.contains { word in
        var word = word
        return word.withUTF8 { needle in contains(haystack, needle) }
      }
    }
  }

  /// An ASCII letter, digit or `_`: a byte of an identifier, and a word character of `\b`.
  @inline(__always)
  public static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }

  /// `body` on `text`'s UTF-8 when it is all ASCII (every Character one byte, but `\r\n`); nil
  /// otherwise, for the caller's Character-by-Character path.
  static func withASCIIBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
    var text = text
    return text.withUTF8 { bytes -> T? in
      for byte in bytes where byte >= 0x80 { return nil }
      return body(bytes)
    }
  }

  /// The offset of the bracket that closes the one at `open` (`(`, `{` or `[`), nested ones
  /// skipped, looking no further than `limit` bytes; nil when it isn't closed there. (Brackets
  /// inside strings and comments count too: callers read code they have already found.)
  public static func closingBracket(of open: Int, in bytes: [UInt8], limit: Int = .max) -> Int? {
    guard open >= 0, open < bytes.count else { return nil }
    let opener = bytes[open]
    let closer: UInt8
    switch opener {
    case UInt8(ascii: "("): closer = UInt8(ascii: ")")
    case UInt8(ascii: "{"): closer = UInt8(ascii: "}")
    case UInt8(ascii: "["): closer = UInt8(ascii: "]")
    default: return nil
    }
    var depth = 0
    var index = open
    while index < bytes.count, index - open < limit {
      if bytes[index] == opener { depth += 1 }
      if bytes[index] == closer {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    firstOffset(of: needle, in: haystack, from: 0) != nil
  }

  /// Where `needle` first occurs in `text`, as indices of `text`'s base string, found by its UTF-8
  /// bytes: for the ASCII needles the readers look for (see ``isByteTestable(_:)``) what
  /// Foundation's `range(of:)` finds, without its UTF-16 and canonical-equivalence cost, which
  /// showed in profiles of the storyboard and screen readers.
  public static func firstRange(of needle: String, in text: Substring) -> Range<String.Index>? {
    ranges(of: needle, in: text, first: true).first
  }

  public static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
    firstRange(of: needle, in: text[...])
  }

  /// Every non-overlapping place `needle` occurs in `text`, first to last (see ``firstRange(of:in:)-…``).
  public static func ranges(of needle: String, in text: Substring) -> [Range<String.Index>] {
    ranges(of: needle, in: text, first: false)
  }

  public static func ranges(of needle: String, in text: String) -> [Range<String.Index>] {
    ranges(of: needle, in: text[...])
  }

  /// Where `needle` last occurs in `text` (see ``firstRange(of:in:)-…``).
  public static func lastRange(of needle: String, in text: Substring) -> Range<String.Index>? {
    ranges(of: needle, in: text, first: false).last
  }

  private static func ranges(of needle: String, in text: Substring, first: Bool) -> [Range<String.Index>] {
    guard !needle.isEmpty else { return [] }
    let utf8 = text.utf8
    var pattern = needle
    func search(_ haystack: UnsafeBufferPointer<UInt8>) -> [Range<String.Index>] {
      pattern.withUTF8 { pattern in
        var found: [Range<String.Index>] = []
        var from = 0
        while let offset = firstOffset(of: pattern, in: haystack, from: from) {
          let start = utf8.index(utf8.startIndex, offsetBy: offset)
          found.append(start..<utf8.index(start, offsetBy: pattern.count))
          if first { break }
          from = offset + pattern.count
        }
        return found
      }
    }
    if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
    return Array(utf8).withUnsafeBufferPointer(search)
  }

  /// Every place `needle`'s bytes start in `bytes`, as indices of `bytes` (of its base array, for a slice).
  public static func offsets(of needle: String, in bytes: ArraySlice<UInt8>) -> [Int] {
    var result: [Int] = []
    let pattern = Array(needle.utf8)
    bytes.withUnsafeBufferPointer { haystack in
      pattern.withUnsafeBufferPointer { pattern in
        var from = 0
        while let found = firstOffset(of: pattern, in: haystack, from: from) {
          result.append(bytes.startIndex + found)
          from = found + 1
        }
      }
    }
    return result
  }

  /// Where `needle`'s bytes first occur in `haystack` at or after `from`.
  public static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    guard !needle.isEmpty else { return min(max(0, from), haystack.count) }
    guard needle.count <= haystack.count, let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return nil }
    // memchr finds each candidate by the needle's rarest byte, memcmp checks the whole: a
    // byte-at-a-time loop over whole files showed in profiles (the entry-point markers, searched
    // in every file), and so did memchr stopping at every `a` of `accessibility`.
    let anchor = Self.anchor(of: needle)
    let anchorByte = Int32(needle[anchor])
    let last = haystack.count - needle.count
    var start = max(0, from)
    while start <= last {
      guard let found = memchr(base + start + anchor, anchorByte, last - start + 1) else { return nil }
      let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) - anchor
      if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
      start = offset + 1
    }
    return nil
  }

  /// The index of the byte of `needle` least likely in Swift source, to search for first:
  /// capitals and non-ASCII before digits, rare letters and punctuation, before common letters,
  /// before spaces and the most common punctuation.
  static func anchor(of needle: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0, bestRarity = UInt8.max
    for index in needle.indices {
      let rarity = byteRarity[Int(needle[index])]
      if rarity < bestRarity { best = index; bestRarity = rarity }
    }
    return best
  }

  /// 1 for the rarest bytes in Swift source, 4 for the commonest (see ``anchor(of:)``).
  static let byteRarity: [UInt8] = (0..<256).map { value in
    let byte = UInt8(value)
    if byte >= 0x80 || (byte >= 65 && byte <= 90) { return 1 }
    if Array(" \n\t.(),:={}".utf8).contains(byte) { return 4 }
    if Array("acdefhilmnoprstu".utf8).contains(byte) { return 3 }
    return 2
  }
}

/// `text.contains("word")` by UTF-8 bytes rather than Foundation's `contains`, which bridges the
/// text to `NSString`, copies it to UTF-16 and compares by canonical equivalence: 2.7 % of a
/// whole lint run in profiles (the screen-title pass alone, single-threaded), for patterns and
/// sources that are ASCII or the same normalized Korean. Chosen over Foundation's generic
/// overload wherever the argument is a `String`. As there, an empty needle is never contained.
extension String {
  func contains(_ other: String) -> Bool {
    guard !other.isEmpty else { return false }
    return ByteSearch.contains(self, word: other)
  }
}

extension Substring {
  func contains(_ other: String) -> Bool {
    guard !other.isEmpty else { return false }
    var needle = other
    return needle.withUTF8 { pattern in
      if let found = utf8.withContiguousStorageIfAvailable({ ByteSearch.contains($0, pattern) }) { return found }
      return Array(utf8).withUnsafeBufferPointer { ByteSearch.contains($0, pattern) }
    }
  }
}
