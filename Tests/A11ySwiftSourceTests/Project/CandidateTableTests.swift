import A11yCore
@testable import A11ySwiftSource
import Testing

/// The candidate filter's byte table finds the mentions a String per identifier and a set look-up
/// found (the search before the table), on the scan of a text and on a model's identifiers, for
/// ASCII candidates, non-ASCII ones (the table is then not used) and identifiers canonically
/// equal to a candidate with other bytes (Kelvin sign, decomposed letters).
struct CandidateTableTests {
  /// The reference, the search before the table: the filter's length and first- and last-byte
  /// tables, then every identifier passing them made into a String and looked up in the set.
  static func byStrings(_ bytes: [UInt8], _ candidates: Set<String>, anyCase: Bool, skippingComments: Bool = true) -> [String] {
    var found: [String] = []
    var firstBytes = Set<UInt8>(), lastBytes = Set<UInt8>(), lengths = Set<Int>()
    for candidate in candidates where !candidate.isEmpty {
      firstBytes.insert(candidate.utf8.first!)
      lastBytes.insert(candidate.utf8.last!)
      lengths.insert(min(candidate.utf8.count, 255))
    }
    UnreferencedCode.forEachIdentifierRange(in: bytes, skippingComments: skippingComments) { start, end in
      guard anyCase || (bytes[start] >= 65 && bytes[start] <= 90) else { return }
      guard lengths.contains(min(end - start, 255)), firstBytes.contains(bytes[start]), lastBytes.contains(bytes[end - 1]) else { return }
      let name = String(decoding: bytes[start..<end], as: UTF8.self)
      if candidates.contains(name) { found.append("\(name)@\(start)") }
    }
    return found
  }

  static func byTable(_ bytes: [UInt8], _ candidates: Set<String>, anyCase: Bool, skippingComments: Bool = true) -> [String] {
    var found: [String] = []
    UnreferencedCode.forEachIdentifier(in: bytes, candidates: candidates, skippingComments: skippingComments, anyCase: anyCase) {
      found.append("\($0)@\($1)")
    }
    return found
  }

  static let texts: [String] = [
    IdentifierOccurrencesTests.source,
    "let Kind = 1; let \u{212A}ind = 2; Kind(\u{212A}ind) // Kind",
    "caf\u{E9} = cafe\u{301}; Caf\u{E9}.x = Cafe\u{301}",
    "a aa aaa aaaa b ab ba abc cba title Title titles isLoading _x x_ __ _",
    "count += 1; self.count = count; items.append(x); $items; &value; \\Model.value",
  ]

  @Test func theTableFindsWhatTheSetFinds() {
    var candidateSets: [Set<String>] = [
      [], ["Kind"], ["\u{212A}ind"], ["caf\u{E9}"], ["cafe\u{301}"], ["Caf\u{E9}", "Banner"], ["a", "aa", "aaa", "b", "ab", "ba", "_", "__"],
      ["count", "items", "value", "title", "isLoading", "HomeView", "Banner", "OldBanner", "render"],
    ]
    // Many candidates with shared lengths and first and last letters: the table's probing.
    candidateSets.append(Set((0..<300).map { "c\($0)t" } + ["count", "title", "Title", "a", "b"]))
    var texts = Self.texts
    // Random texts over a few letters: many identifiers of every length collide in the filter.
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    let alphabet = Array("abct _ \n0123K".utf8)
    for _ in 0..<100 {
      var text: [UInt8] = []
      for _ in 0..<80 {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(seed >> 33) % alphabet.count])
      }
      texts.append(String(decoding: text, as: UTF8.self))
    }
    candidateSets.append(["a", "b", "c", "t", "ab", "ba", "abc", "cat", "act", "tab", "K", "c1t", "c12t", "bat_", "_a"])
    for text in texts {
      let bytes = Array(text.utf8)
      for candidates in candidateSets {
        for anyCase in [false, true] {
          for skipping in [true, false] {
            #expect(Self.byTable(bytes, candidates, anyCase: anyCase, skippingComments: skipping)
                    == Self.byStrings(bytes, candidates, anyCase: anyCase, skippingComments: skipping), "\(candidates) in \(text)")
          }
        }
      }
    }
    // Spellings of a candidate in other bytes (the Kelvin sign, a decomposed letter) are passed
    // over by the filter's byte tables, as before the table; the table adds no such miss of its own.
    let kelvin = Array("let \u{212A}ind = Kind".utf8)
    #expect(Self.byTable(kelvin, ["Kind"], anyCase: false) == ["Kind@13"])
    #expect(Self.byTable(kelvin, ["\u{212A}ind"], anyCase: true) == ["\u{212A}ind@4"])
  }

  @Test func theModelsIdentifiersAgreeToo() {
    for text in Self.texts {
      let model = SwiftSourceAnalyzer.model(source: text, path: "Text.swift")
      for candidates: Set<String> in [["Kind"], ["count", "items", "value"], ["caf\u{E9}"], ["Banner", "HomeView", "OldBanner"]] {
        var found: [String] = []
        UnreferencedCode.forEachIdentifier(in: model, candidates: candidates, filter: .init(candidates), anyCase: true) {
          found.append("\($0)@\($1)")
        }
        #expect(found == Self.byStrings(Array(text.utf8), candidates, anyCase: true), "\(candidates) in \(text)")
      }
    }
  }

  @Test func aNonASCIICandidateTurnsTheTableOff() {
    #expect(UnreferencedCode.CandidateFilter(["Kind", "Title"]).isASCII)
    #expect(!UnreferencedCode.CandidateFilter(["Title", "\u{212A}ind"]).isASCII)
  }
}
