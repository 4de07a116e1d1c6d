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

  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    var start = 0
    let last = haystack.count - needle.count
    while start <= last {
      if haystack[start] == first {
        var matched = 1
        while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
