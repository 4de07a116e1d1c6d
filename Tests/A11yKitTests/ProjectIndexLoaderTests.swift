@testable import A11yKit
import Foundation
import Testing

struct ProjectIndexLoaderTests {
  @Test func stringsFiles() throws {
    let text = """
      /* A comment */
      "close" = "닫기";
      // another
      "quote \\"x\\"" = "line\\nbreak";
      unquoted = "value";
      "same";
      """
    let table = try ProjectIndexLoader.parseStrings(text)
    #expect(table == ["close": "닫기", "quote \"x\"": "line\nbreak", "unquoted": "value", "same": "same"])
  }

  @Test func utf16StringsFileWithBOM() throws {
    var data = Data([0xFF, 0xFE])
    data.append("\"a\" = \"b\";".data(using: .utf16LittleEndian)!)
    #expect(try ProjectIndexLoader.parseStringsFile(data) == ["a": "b"])
  }

  @Test func propertyListStringsFile() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>close</key><string>닫기</string></dict></plist>
      """
    #expect(try ProjectIndexLoader.parseStringsFile(Data(xml.utf8)) == ["close": "닫기"])
    let binary = try PropertyListSerialization.data(fromPropertyList: ["cart": "장바구니"], format: .binary, options: 0)
    #expect(try ProjectIndexLoader.parseStringsFile(binary) == ["cart": "장바구니"])
  }

  @Test func stringCatalog() throws {
    let json = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Close": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": "닫기"}}}},
        "greeting": {"localizations": {"en": {"stringUnit": {"value": "Hello"}}}}
      }}
      """
    let table = try ProjectIndexLoader.parseStringCatalog(Data(json.utf8))
    #expect(table["Close"] == ["en": "Close", "ko": "닫기"])
    #expect(table["greeting"] == ["en": "Hello"])
  }

  @Test func loadsFromCollectedFiles() {
    let folder = TemporaryFolder()
    let strings = folder.write("App/ko.lproj/Localizable.strings", "\"menu\" = \"메뉴\";")
    let stray = folder.write("App/Stray.strings", "\"x\" = \"y\";")
    let broken = folder.write("App/Broken.xcstrings", "not json")
    let loaded = ProjectIndexLoader.load(stringFiles: [strings, stray, broken], assetCatalogs: [])
    #expect(loaded.index.localizedStrings == ["menu": ["ko": "메뉴"]])
    #expect(loaded.warnings.count == 1, "\(loaded.warnings)")
    #expect(loaded.warnings.first?.contains("Broken.xcstrings") == true)
    withExtendedLifetime(folder) {}
  }

  /// An app's `Localizable.strings` outside any `.lproj` (Covid Watch's): the bundle's own table,
  /// read as the base language; another stray table still isn't.
  @Test func anUnlocalizedLocalizableTableIsTheBase() {
    let folder = TemporaryFolder()
    let table = folder.write("App/Localizable.strings", "\"SPLASH_IMAGE_ACCESSIBILITY_LABEL\" = \"사람들의 연결망\";")
    let stray = folder.write("App/Stray.strings", "\"x\" = \"y\";")
    // A package's top, no Info.plist or asset catalog beside the table: nothing bundles it.
    #expect(ProjectIndexLoader.load(stringFiles: [table, stray], assetCatalogs: []).index.localizedStrings.isEmpty)
    folder.write("App/Dist-Info.plist", "<plist><dict/></plist>")
    let loaded = ProjectIndexLoader.load(stringFiles: [table, stray], assetCatalogs: [])
    #expect(loaded.index.localizedStrings == ["SPLASH_IMAGE_ACCESSIBILITY_LABEL": ["Base": "사람들의 연결망"]])
    withExtendedLifetime(folder) {}
  }
}
