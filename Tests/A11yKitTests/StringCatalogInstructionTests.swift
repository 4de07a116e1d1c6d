import A11yCore
import A11ySwiftSource
@testable import A11yKit
import Foundation
import Testing

/// Checkpoint 1.5 on every string-catalog and `.strings` entry, not only keys the Swift code shows:
/// reported at the entry's line in the catalog, once.
struct StringCatalogInstructionTests {
  static let catalog = """
    {
      "sourceLanguage" : "ko",
      "strings" : {
        "guide.cancel" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap the red button on the right to cancel" } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "오른쪽 위의 빨간 버튼을 눌러 취소하세요" } }
          }
        },
        "guide.order" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap Order to pay" } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "주문 버튼을 눌러 결제하세요" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func sensoryFindings(_ result: CommandResult) -> [[String: Any]] {
    InterfaceBuilderLintTests.json(result.standardOutput).filter { $0["rule"] as? String == "sensory-instruction" }
  }

  @Test func anUnusedCatalogEntryIsReportedAtItsLine() {
    let folder = TemporaryFolder()
    folder.write("Localizable.xcstrings", Self.catalog)
    folder.write("App.swift", "struct App: View { var body: some View { Text(\"guide.order\") } }\n")
    let findings = sensoryFindings(folder.run("lint", "--format", "json", "--include-unreferenced"))
    #expect(findings.count == 1)
    #expect((findings.first?["file"] as? String)?.hasSuffix("Localizable.xcstrings") == true)
    // The first translation that points by position or color: its line in the catalog.
    let expected = InterfaceBuilderLintTests.position(of: "\"Tap the red button", in: Self.catalog)
    #expect(findings.first?["line"] as? Int == expected.line)
    #expect(findings.first?["column"] as? Int == expected.column)
  }

  @Test func anEntryTheCodeShowsIsReportedOnceAtItsUse() {
    let folder = TemporaryFolder()
    folder.write("Localizable.xcstrings", Self.catalog)
    folder.write("Guide.swift", "struct Guide: View { var body: some View { Text(\"guide.cancel\") } }\n")
    let findings = sensoryFindings(folder.run("lint", "--format", "json"))
    #expect(findings.count == 1)
    #expect((findings.first?["file"] as? String)?.hasSuffix("Guide.swift") == true)
  }

  @Test func stringsFilesAreJudgedInTheirLanguage() {
    let folder = TemporaryFolder()
    let korean = "/* 안내 */\n\"scan.hint\" = \"소리가 나면 카드를 떼세요\";\n\"scan.title\" = \"카드 스캔\";\n"
    folder.write("ko.lproj/Scan.strings", korean)
    folder.write("fr.lproj/Scan.strings", "\"scan.hint\" = \"Touchez le bouton rouge à droite\";\n")
    folder.write("App.swift", "struct App: View { var body: some View { Text(\"x\") } }\n")
    let findings = sensoryFindings(folder.run("lint", "--format", "json", "--include-unreferenced"))
    #expect(findings.count == 1)
    #expect((findings.first?["file"] as? String)?.hasSuffix("ko.lproj/Scan.strings") == true)
    #expect(findings.first?["line"] as? Int == 2)
  }

  /// Clendar: a catalog keeps a tip no code shows any more (`extractionState: manual`); nobody
  /// meets it, so it is left out with other unreferenced code. A key the project may use in a way
  /// the text doesn't show keeps its finding.
  @Test func anEntryNothingUsesIsLeftOutUnlessItsKeyMayBeBuilt() {
    // The Xcode project that builds the catalog: the app and a widget, in folders of their own.
    let project = """
      A1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* App.swift */; };
      A2 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; };
      A3 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = A4 /* Localizable.xcstrings */; };
      A4 /* Localizable.xcstrings */ = {isa = PBXFileReference; path = Localizable.xcstrings; };
      A5 /* AppTests.swift */ = {isa = PBXFileReference; path = AppTests.swift; };
      A6 /* NoticeWidget.swift */ = {isa = PBXFileReference; path = NoticeWidget.swift; };
      A7 /* R.swift */ = {isa = XCSwiftPackageProductDependency; productName = R.swift; };
      """
    func run(_ swift: String, extra: [String: String] = [:], project: String? = project, lint: String = ".") -> [[String: Any]] {
      let folder = TemporaryFolder()
      folder.write("Shop/Localizable.xcstrings", Self.catalog)
      folder.write("Shop/App.swift", swift)
      folder.write("Widget/NoticeWidget.swift", "struct NoticeWidget: View { var body: some View { Text(\"Notice\") } }\n")
      if let project { folder.write("Shop.xcodeproj/project.pbxproj", project) }
      for (path, text) in extra { folder.write(path, text) }
      return sensoryFindings(folder.run("lint", lint, "--format", "json"))
    }
    let literalKeys = "@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"guide.order\") } } }\n"
    #expect(run(literalKeys).isEmpty)
    // Sources seen without their project, or only the app's folder of a project that also
    // builds a widget elsewhere: another target may show the key.
    #expect(run(literalKeys, project: nil).count == 1)
    #expect(run(literalKeys, lint: "Shop").count == 1)
    // A key made from pieces (`"guide.\(step)"`), or read through R.swift: may be this one.
    #expect(run("struct App: View { var body: some View { Text(LocalizedStringKey(\"guide.\\(step)\")) } }\n").count == 1)
    #expect(run("struct App: View { var body: some View { Text(R.string.localizable.guideOrder()) } }\n").count == 1)
    // Named by a property list (or a storyboard).
    #expect(run(literalKeys, extra: ["Shop/Settings.plist": "<plist><dict><key>Tip</key><string>guide.cancel</string></dict></plist>"]).count == 1)
    // Shown by the Swift code through a value: still reported at its line in the catalog.
    #expect(run("struct App: View { let tip = \"guide.cancel\"\n var body: some View { Text(LocalizedStringKey(tip)) } }\n").count == 1)
  }

  /// The stderr count of what was left out adds unused catalog entries to findings in unused code.
  @Test func anUnusedEntryCountsWithFindingsInUnusedCode() throws {
    let folder = TemporaryFolder()
    folder.write("Shop/Localizable.xcstrings", Self.catalog)
    folder.write("Shop.xcodeproj/project.pbxproj", """
      A1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* App.swift */; };
      A2 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; };
      A3 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = A4 /* Localizable.xcstrings */; };
      A4 /* Localizable.xcstrings */ = {isa = PBXFileReference; path = Localizable.xcstrings; };
      """)
    let app = "@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"guide.order\") } } }\n"
    folder.write("Shop/App.swift", app)
    #expect(folder.run("lint", ".", "--format", "json").standardError.contains("1 finding in code nothing references was left out"))
    // A view nothing uses: its findings are left out too, and counted with the catalog entry.
    folder.write("Shop/App.swift", app + "struct UnusedBanner: View { var body: some View { Image(\"hero_banner_2\") } }\n")
    let shown = InterfaceBuilderLintTests.json(folder.run("lint", ".", "--format", "json", "--include-unreferenced").standardOutput)
    let inBanner = shown.filter { ($0["file"] as? String)?.hasSuffix("App.swift") == true && $0["line"] as? Int == 2 }.count
    try #require(inBanner > 0)
    #expect(folder.run("lint", ".", "--format", "json").standardError.contains("\(1 + inBanner) findings in code nothing references were left out"))
  }

  @Test func disablingTheRuleSilencesCatalogEntries() {
    let folder = TemporaryFolder()
    folder.write("Localizable.xcstrings", Self.catalog)
    folder.write("App.swift", "struct App: View { var body: some View { Text(\"x\") } }\n")
    folder.write(".a11y-audit.json", "{ \"disabled_rules\": [\"sensory-instruction\"] }\n")
    #expect(sensoryFindings(folder.run("lint", "--format", "json")).isEmpty)
  }
}

extension StringCatalogInstructionTests {
  /// The loader keeps each file's table, and the phase judges those tables exactly as it judges
  /// the files read again (what it did before the tables were kept).
  @Test func thePhaseJudgesTheLoadersTablesAsItJudgesTheFiles() {
    let folder = TemporaryFolder()
    let catalog = folder.write("Localizable.xcstrings", Self.catalog)
    let korean = folder.write("ko.lproj/Scan.strings", "\"scan.hint\" = \"소리가 나면 카드를 떼세요\";\n")
    let french = folder.write("fr.lproj/Scan.strings", "\"scan.hint\" = \"Touchez le bouton rouge à droite\";\n")
    let broken = folder.write("en.lproj/Broken.strings", "\"unterminated = ;\n")
    let files = [catalog, korean, french, broken]
    let loaded = ProjectIndexLoader.load(stringFiles: files, assetCatalogs: [])
    for file in files {
      let read = try? ProjectIndexLoader.readStringTable(file).get()
      #expect(loaded.index.stringTables[file] == read, "\(file)")
    }
    #expect(loaded.index.stringTables[broken] == nil)
    func judge(_ index: ProjectIndex) -> [String] {
      StringCatalogPhase.audit(
        files: files, models: [], swiftFindings: [], index: index, configuration: Configuration(),
        currentDirectory: folder.path, threads: 2
      ).map { "\($0.file):\($0.position.line):\($0.position.column) \($0.message.en)" }
    }
    var unkept = loaded.index
    unkept.stringTables = [:]
    let findings = judge(loaded.index)
    #expect(findings.count == 2)
    #expect(findings == judge(unkept))
  }
}

extension StringCatalogInstructionTests {
  /// A table's file is read for positions only at its first finding: a kept table whose file is
  /// gone or no longer text gives no findings (as when every file was read first), and a file
  /// with no finding among many entries is never needed.
  @Test func aTablesFileIsReadOnlyForItsFindings() {
    let folder = TemporaryFolder()
    let korean = folder.write("ko.lproj/Scan.strings", "\"scan.hint\" = \"소리가 나면 카드를 떼세요\";\n")
    let gone = folder.write("ko.lproj/Gone.strings", "\"gone.hint\" = \"소리가 나면 카드를 떼세요\";\n")
    let garbled = folder.write("ko.lproj/Garbled.strings", "\"garbled.hint\" = \"소리가 나면 카드를 떼세요\";\n")
    let quiet = folder.write("ko.lproj/Quiet.strings", (0..<50).map { "\"k\($0)\" = \"설정 \($0)\";\n" }.joined())
    let files = [korean, gone, garbled, quiet]
    let loaded = ProjectIndexLoader.load(stringFiles: files, assetCatalogs: [])
    try? FileManager.default.removeItem(atPath: gone)
    _ = FileManager.default.createFile(atPath: garbled, contents: Data([0xC3, 0x28, 0xFF]))
    try? FileManager.default.removeItem(atPath: quiet)
    let findings = StringCatalogPhase.audit(
      files: files, models: [], swiftFindings: [], index: loaded.index, configuration: Configuration(),
      currentDirectory: folder.path, threads: 2)
    #expect(findings.map(\.file) == ["ko.lproj/Scan.strings"])
    #expect(findings.first?.position.line == 1)
  }
}
