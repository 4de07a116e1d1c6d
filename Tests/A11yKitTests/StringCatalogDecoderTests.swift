@testable import A11yKit
import Foundation
import Testing

struct StringCatalogDecoderTests {
  @Test func keepsSourceAndIndexedLanguagesOnly() throws {
    // The source language is declared after the strings; French is neither source nor indexed.
    let json = #"""
      {"strings": {
        "title": {"comment": "a \"quoted\" comment", "extractionState": "manual", "localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Titel"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Titre"}},
          "en-GB": {"stringUnit": {"state": "translated", "value": "Title"}},
          "ko": {"stringUnit": {"state": "translated", "value": "제목\n\u00e9\ud83d\ude00"}}}},
        "plain": {}
      }, "sourceLanguage": "de", "version": "1.0"}
      """#
    let table = try StringCatalogDecoder.decode(Data(json.utf8))
    #expect(table["title"] == ["de": "Titel", "en-GB": "Title", "ko": "제목\né😀"])
    #expect(table["plain"] == ["de": "plain"])
  }

  @Test func variationsGiveTheOtherCaseThenTheFirstByName() throws {
    let json = """
      {"sourceLanguage": "en", "strings": {
        "%lld items": {"localizations": {
          "en": {"variations": {"plural": {
            "one": {"stringUnit": {"value": "%lld item"}}, "other": {"stringUnit": {"value": "%lld items"}}}}},
          "ko": {"variations": {"device": {"mac": {"stringUnit": {"value": "맥"}}, "iphone": {"stringUnit": {"value": "아이폰"}}}}}
        }},
        "unit wins": {"localizations": {"en": {"variations": {"plural": {"other": {"stringUnit": {"value": "many"}}}},
          "stringUnit": {"value": "unit"}}}}
      }}
      """
    let table = try StringCatalogDecoder.decode(Data(json.utf8))
    #expect(table["%lld items"] == ["en": "%lld items", "ko": "아이폰"])
    #expect(table["unit wins"] == ["en": "unit"])
  }

  /// Xcode leaves an empty value marked `needs_review` or `new` in every language added to a
  /// catalog; nobody wrote it, so it is no text (the string is read in the source language). An
  /// empty value marked translated was chosen, and is kept.
  @Test func anEmptyUntranslatedValueIsNoText() throws {
    let json = #"""
      {"sourceLanguage": "en", "strings": {
        "generic.dismiss": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Dismiss"}},
          "ko": {"stringUnit": {"state": "needs_review", "value": ""}},
          "de": {"stringUnit": {"value": "", "state": "new"}}}},
        "spacer": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": ""}}}}
      }}
      """#
    let table = try StringCatalogDecoder.decode(Data(json.utf8))
    #expect(table["generic.dismiss"] == ["en": "Dismiss"])
    #expect(table["spacer"] == ["en": "spacer", "ko": ""])
  }

  /// A large catalog generated with every shape of entry gives the same table as Foundation's
  /// JSON reader followed by the same selection, on one core and in many small chunks.
  @Test func agreesWithFoundationOnALargeCatalog() throws {
    let data = Self.generatedCatalog(entries: 3_000)
    let expected = try Self.referenceTable(data)
    #expect(try StringCatalogDecoder.decode(data, threads: 1) == expected)
    #expect(try StringCatalogDecoder.decode(data, threads: 4, entriesPerChunk: 7) == expected)
    #expect(try ProjectIndexLoader.parseStringCatalog(data) == expected)
  }

  @Test(arguments: [
    "", "not json", "[]", "{", "{\"strings\": {\"a\": {}", "{\"strings\": {\"a\" {}}}", "{\"strings\": {\"a\": {]}}",
    "{\"strings\": {\"a\": \"unterminated}}", "{\"strings\": {\"a\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"\\u12\"}}}}}}",
    "{\"strings\": {}} trailing", "{\"strings\": {\"a\": }}", "{\"strings\": {\"a\": {}},}", "{\"strings\": {\"tab\there\": {}}}",
    String(repeating: "[", count: 200_000), "{\"strings\": " + String(repeating: "{\"a\": ", count: 50_000),
  ])
  func malformedInputIsAnErrorNotACrash(_ text: String) {
    #expect(throws: StringCatalogDecoder.Failure.self) { try StringCatalogDecoder.decode(Data(text.utf8)) }
  }

  @Test func invalidUTF8IsAnError() {
    var data = Data(#"{"strings": {"a": {"localizations": {"en": {"stringUnit": {"value": ""#.utf8)
    data.append(contentsOf: [0xC3, 0x28])
    data.append(contentsOf: Data(#""}}}}}}"#.utf8))
    #expect(throws: StringCatalogDecoder.Failure.self) { try StringCatalogDecoder.decode(data) }
  }

  @Test func aBrokenCatalogIsOneWarningLineWithItsLine() {
    let folder = TemporaryFolder()
    let broken = folder.write("App/Localizable.xcstrings", "{\"sourceLanguage\": \"en\",\n\"strings\": {\n\"a\": {]}}")
    let loaded = ProjectIndexLoader.load(stringFiles: [broken], assetCatalogs: [])
    #expect(loaded.warnings.count == 1, "\(loaded.warnings)")
    let warning = loaded.warnings.first ?? ""
    #expect(!warning.contains("\n"))
    #expect(warning.contains("Localizable.xcstrings") && warning.contains("line 3"), "\(warning)")
    withExtendedLifetime(folder) {}
  }

  // MARK: - Reference and generator

  /// What the rules need, computed from Foundation's full JSON tree (the reader this decoder replaced).
  static func referenceTable(_ data: Data) throws -> [String: [String: String]] {
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let source = root["sourceLanguage"] as? String ?? "en"
    func unit(_ object: Any?) -> String? {
      ((object as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }
    var table: [String: [String: String]] = [:]
    for (key, entry) in root["strings"] as? [String: Any] ?? [:] {
      var translations: [String: String] = [:]
      for (language, localization) in (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      where language == source || ProjectIndexLoader.isIndexed(language) {
        if let value = unit(localization) {
          translations[language] = value
          continue
        }
        let variations = (localization as? [String: Any])?["variations"] as? [String: Any] ?? [:]
        for kind in ["plural", "device"] {
          guard let cases = variations[kind] as? [String: Any] else { continue }
          if let value = unit(cases["other"] ?? cases.sorted { $0.key < $1.key }.first?.value) {
            translations[language] = value
            break
          }
        }
      }
      if translations[source] == nil { translations[source] = key }
      table[key] = translations
    }
    return table
  }

  /// A catalog shaped like a large app's: many languages per key, plurals, device variations,
  /// substitutions, escapes and non-ASCII text. About 0.7 KB per entry.
  static func generatedCatalog(entries: Int, languages: [String] = ["en", "ko", "de", "fr", "ja", "zh-Hans", "es", "Base"]) -> Data {
    var generator = SystemRandomNumberGenerator()
    func text(_ index: Int, _ language: String) -> String {
      let samples = ["Open \\\"\(index)\\\"", "닫기 \(index)", "línea\\n\(index)", "\\u00e9t\\u00e9 \(index)", "😀 \(index)", "plain \(index)"]
      return samples[Int.random(in: 0..<samples.count, using: &generator)] + " " + language
    }
    var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for index in 0..<entries {
      var localizations: [String] = []
      for language in languages where Int.random(in: 0..<5, using: &generator) > 0 {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
          localizations.append("""
            "\(language)" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "\(text(index, language))" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "\(text(index + 1, language))" } } } } }
            """)
        case 1:
          localizations.append("""
            "\(language)" : { "variations" : { "device" : { "iphone" : { "stringUnit" : { "state" : "new", "value" : "\(text(index, language))" } }, "ipad" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "x" } } } } } } }, "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%arg" } } } } } } }
            """)
        default:
          localizations.append("""
            "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "\(text(index, language))" } }
            """)
        }
      }
      let separator = index == entries - 1 ? "" : ","
      json += "    \"key.\(index) \\\"\(index % 7)\\\"\" : { \"comment\" : \"Shown on screen \(index)\", \"extractionState\" : \"manual\", \"isCommentAutoGenerated\" : true, \"localizations\" : { \(localizations.joined(separator: ", ")) } }\(separator)\n"
    }
    json += "  },\n  \"version\" : \"1.0\"\n}\n"
    return Data(json.utf8)
  }
}
