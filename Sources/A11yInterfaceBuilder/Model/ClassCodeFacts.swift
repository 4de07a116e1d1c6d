/// What the Swift code of the project's classes does to the screens a storyboard also describes,
/// found by reading each class's file: whether it names its screen (`title = `) and whether it
/// recolors its views (`backgroundColor`). Coarse on purpose: any mention in the file clears the
/// storyboard's finding, since the storyboard can't prove the opposite.
public struct ClassCodeFacts: Sendable {
  public var setsTitle: Set<String> = []
  public var setsBackground: Set<String> = []
  /// Cell classes whose code reaches their built-in `textLabel`, `detailTextLabel` or `imageView`.
  public var usesBuiltInCellViews: Set<String> = []

  public init() {}

  /// The facts of one file's `source` for the classes it declares.
  public static func scan(source: String, declaredTypes: [String]) -> ClassCodeFacts {
    var facts = ClassCodeFacts()
    guard !declaredTypes.isEmpty else { return facts }
    let contains = { (needle: String) in Self.contains(source, needle) }
    if ["title =", "navigationItem.title", "title:", ".title=", "titleView"].contains(where: contains) {
      facts.setsTitle.formUnion(declaredTypes)
    }
    if contains("backgroundColor") || contains("Gradient") {
      facts.setsBackground.formUnion(declaredTypes)
    }
    if contains("textLabel") || contains("detailTextLabel") || contains("imageView") {
      facts.usesBuiltInCellViews.formUnion(declaredTypes)
    }
    return facts
  }

  /// Foundation's `source.contains(needle)` for an ASCII `needle` without `K`, `;` or a backquote,
  /// by bytes: Foundation compares composed characters through UTF-16, which on whole files of
  /// view controllers cost more than parsing them. Nothing outside ASCII is canonically equivalent
  /// to such a needle, so a match is its bytes; one with ASCII on both sides is a match for
  /// Foundation too (no combining mark joins it), and one beside other bytes is left to Foundation.
  static func contains(_ source: String, _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, pattern.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }) else {
      return source.contains(needle)
    }
    var source = source
    let answer: Bool? = source.withUTF8 { bytes in
      guard bytes.count >= pattern.count else { return false }
      var start = 0
      while start <= bytes.count - pattern.count {
        if bytes[start] == first {
          var matched = 1
          while matched < pattern.count, bytes[start + matched] == pattern[matched] { matched += 1 }
          if matched == pattern.count {
            let before = start > 0 ? bytes[start - 1] : 0
            let after = start + matched < bytes.count ? bytes[start + matched] : 0
            if before < 0x80, after < 0x80 { return true }
            return nil
          }
        }
        start += 1
      }
      return false
    }
    return answer ?? source.contains(needle)
  }

  public mutating func merge(_ other: ClassCodeFacts) {
    setsTitle.formUnion(other.setsTitle)
    setsBackground.formUnion(other.setsBackground)
    usesBuiltInCellViews.formUnion(other.usesBuiltInCellViews)
  }
}
