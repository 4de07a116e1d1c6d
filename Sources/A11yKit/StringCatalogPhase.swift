import A11yCore
import A11ySwiftSource
import Foundation

/// Every entry of the project's string catalogs and `.strings` files judged for instructions that
/// point by position, color, shape or sound alone (checkpoint 1.5), reported at the entry's line
/// in the catalog, as Interface Builder findings are reported at their element. An entry whose key
/// a Swift file shows, and that file already has the finding at that use, is not reported twice.
enum StringCatalogPhase {
  static func audit(
    files: [String], models: [SwiftFileModel], swiftFindings: [Finding], index: ProjectIndex,
    configuration: Configuration, currentDirectory: String, threads: Int
  ) -> [Finding] {
    let descriptor = SensoryInstructionRule.descriptor
    guard configuration.isEnabled(descriptor.id) else { return [] }
    let tables = files.filter { !$0.lowercased().hasSuffix(".stringsdict") }
    guard !tables.isEmpty else { return [] }
    // Files where the Swift rule already reported an instruction at its use.
    let reportedFiles = Set(swiftFindings.filter { $0.ruleID == descriptor.id }.map(\.file))
    let reportingModels = models.filter { reportedFiles.contains($0.path) }
    let perFile = ConcurrentMap.map(tables, threads: threads) { path -> [Finding] in
      // The loader's table when it read this file (most runs), else the file read here.
      let read = index.stringTables[path].map { Result<[String: [String: String]], ProjectIndexLoader.ParseError>.success($0) }
        ?? ProjectIndexLoader.readStringTable(path)
      guard case .success(let table) = read, !table.isEmpty else { return [] }
      // The file's text is read and decoded only for its first finding (most tables have none;
      // decoding every one cost 30M instructions on owncloud). A file that can't be read or
      // decoded then gives no findings, as when it was read first.
      var text: String?
      let display = Paths.display(path, relativeTo: currentDirectory)
      var context = RuleContext(descriptor: descriptor, configuration: configuration, project: index, file: display)
      var lines: LineTable?
      for key in table.keys.sorted() {
        let translations = table[key] ?? [:]
        let candidates = translations.keys.sorted().compactMap { language in translations[language].map { (language, $0) } }
        guard let (language, value, reliance) = candidates.lazy.compactMap({ language, value in
          SensoryInstructionRule.reliance(in: value).map { (language, value, $0) }
        }).first else { continue }
        if reportingModels.contains(where: { $0.sourceContains("\"\(Self.escaped(key))\"") }) { continue }
        if text == nil { text = FileManager.default.contents(atPath: path).flatMap(ProjectIndexLoader.decodeStringsFile) }
        guard let text else { return [] }
        if lines == nil { lines = LineTable(text) }
        let position = lines!.position(of: value, orKey: key)
        context.report(at: position, LocalizedText(
          en: "The \(language) text of \"\(key)\" points by \(reliance.en) alone: VoiceOver users meet controls in reading order and can't see it, people who can't tell colors apart and large-text layouts lose it; name the control by its label",
          ko: "\"\(key)\" 항목의 \(language) 텍스트는 \(reliance.ko)만으로 가리킵니다. VoiceOver 사용자는 읽는 순서대로 요소를 만나 볼 수 없고, 색을 구별하지 못하는 사람과 큰 글자 배치에서는 뜻을 잃습니다. 컨트롤을 레이블로 부르세요"),
          needsReview: true)
      }
      return context.findings
    }
    return perFile.flatMap { $0 }
  }

  /// A string as `.strings` and JSON files write it between quotes.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
  }

  /// Finds where a quoted string is written and turns its offset into a line and column.
  struct LineTable {
    let text: String
    let utf8: [UInt8]
    var lineStarts: [Int] = [0]

    init(_ text: String) {
      self.text = text
      utf8 = Array(text.utf8)
      for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
    }

    /// The value's quoted text, else the key's, else the file's start.
    func position(of value: String, orKey key: String) -> SourcePosition {
      for needle in ["\"\(StringCatalogPhase.escaped(value))\"", "\"\(StringCatalogPhase.escaped(key))\""] {
        if let offset = find(Array(needle.utf8)) { return position(atOffset: offset) }
      }
      return SourcePosition(line: 1, column: 1, utf8Offset: 0)
    }

    private func find(_ needle: [UInt8]) -> Int? {
      guard !needle.isEmpty, utf8.count >= needle.count else { return nil }
      var index = 0
      while index <= utf8.count - needle.count {
        if utf8[index] == needle[0], utf8[index..<(index + needle.count)].elementsEqual(needle) { return index }
        index += 1
      }
      return nil
    }

    private func position(atOffset offset: Int) -> SourcePosition {
      var low = 0, high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      // Columns count UTF-8 bytes, as Swift findings' do.
      let column = offset - lineStarts[low] + 1
      return SourcePosition(line: low + 1, column: column, utf8Offset: offset)
    }
  }
}
