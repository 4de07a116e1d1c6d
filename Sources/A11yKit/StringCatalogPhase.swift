import A11yCore
import A11ySwiftSource
import Foundation

/// Every entry of the project's string catalogs and `.strings` files judged for instructions that
/// point by position, color, shape or sound alone (checkpoint 1.5), reported at the entry's line
/// in the catalog, as Interface Builder findings are reported at their element. An entry whose key
/// a Swift file shows, and that file already has the finding at that use, is not reported twice.
enum StringCatalogPhase {
  /// `keyUses`: when given, an entry whose key nothing in the project uses (``CatalogKeyUses``)
  /// is left out, and counted in `keyUses.leftOut`.
  static func audit(
    files: [String], models: [SwiftFileModel], swiftFindings: [Finding], index: ProjectIndex,
    configuration: Configuration, currentDirectory: String, threads: Int, keyUses: CatalogKeyUses? = nil
  ) -> [Finding] {
    let descriptor = SensoryInstructionRule.descriptor
    guard configuration.isEnabled(descriptor) else { return [] }
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
        if let keyUses, keyUses.isUnused(key, table: path, models: models) {
          keyUses.noteLeftOut()
          continue
        }
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

/// Whether anything in the project uses a string table's key, for leaving out entries no screen
/// shows (a catalog keeps a key marked `extractionState: manual` after its last use is deleted).
/// Conservative: a key counts as used when its quoted text is in a Swift file, its text is in a
/// storyboard, xib, property list or Objective-C file, or when the project may build or look up
/// keys in ways the text doesn't show (a format key, a key made from pieces, R.swift or SwiftGen
/// accessors whose generated file isn't there).
final class CatalogKeyUses: @unchecked Sendable {
  private let otherTexts: [UnreferencedCode.ReferenceText]
  private let lock = NSLock()
  private var count = 0
  /// Literal pieces of interpolated or concatenated strings in the Swift files, read once.
  private var pieces: (prefixes: [String], suffixes: [String], accessors: Bool)?
  /// ``holdsWholeProject(of:models:)`` by the table's folder.
  private var wholeProject: [String: Bool] = [:]

  private let currentDirectory: String

  init(otherTexts: [UnreferencedCode.ReferenceText], currentDirectory: String) {
    self.otherTexts = otherTexts
    self.currentDirectory = currentDirectory
  }

  var leftOut: Int { lock.withLock { count } }

  func noteLeftOut() { lock.withLock { count += 1 } }

  func isUnused(_ key: String, table: String, models: [SwiftFileModel]) -> Bool {
    // `InfoPlist.strings`: its keys are the property list's own (`NSCameraUsageDescription`).
    let tableName = ((table as NSString).lastPathComponent as NSString).deletingPathExtension
    if tableName == "InfoPlist" || tableName == "AppShortcuts" { return false }
    // `Text("\(count) items")` looks up "%lld items": format keys come from interpolations.
    if key.contains("%") || key.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return false }
    guard holdsWholeProject(of: table, models: models) else { return false }
    let quoted = "\"\(StringCatalogPhase.escaped(key))\""
    if models.contains(where: { $0.sourceContains(quoted) }) { return false }
    let keyBytes = Array(key.utf8)
    if otherTexts.contains(where: { Self.contains($0.bytes, keyBytes) }) { return false }
    let pieces = lock.withLock {
      if let pieces = self.pieces { return pieces }
      let read = Self.readPieces(models)
      self.pieces = read
      return read
    }
    if pieces.accessors { return false }
    // `NSLocalizedString("onboarding.\(step).title", ...)`, `"tip." + name`: a key made from pieces.
    if pieces.prefixes.contains(where: { key.hasPrefix($0) }) || pieces.suffixes.contains(where: { key.hasSuffix($0) }) { return false }
    return true
  }

  /// Whether the run sees every target that may show the table's keys: an Xcode project in a
  /// folder above the table lists the table, and every Swift file it builds (tests aside) is
  /// among the files audited. A folder of sources seen alone (another target, a widget, may use
  /// the catalog) or a project whose files aren't listed (synchronized folders, a package) keeps
  /// every entry.
  private func holdsWholeProject(of table: String, models: [SwiftFileModel]) -> Bool {
    let start = (Paths.absolute(table, relativeTo: currentDirectory) as NSString).deletingLastPathComponent
    var folder = start
    let tableName = (table as NSString).lastPathComponent
    lock.lock()
    if let known = wholeProject[start] {
      lock.unlock()
      return known
    }
    lock.unlock()
    var answer = false
    let audited = Set(models.map { ($0.path as NSString).lastPathComponent })
    let modelPaths = models.map { Paths.absolute($0.path, relativeTo: currentDirectory) }
    search: while !folder.isEmpty && folder != "/" {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for project in names where project.hasSuffix(".xcodeproj") {
        guard let data = FileManager.default.contents(atPath: folder + "/" + project + "/project.pbxproj") else { continue }
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("/* \(tableName) */") else { continue }
        let built = Self.swiftFileNames(in: text).filter { !$0.contains("Test") }
        // Every file it builds is audited, or the audited files spread over the project's whole
        // folder (the run started at or above it; a watch target's folder is left out by design).
        answer = !built.isEmpty && built.allSatisfy(audited.contains) || Self.commonFolder(of: modelPaths).map { Self.isSame($0, orAbove: folder) } ?? false
        break search
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    lock.withLock { wholeProject[start] = answer }
    return answer
  }

  /// The deepest folder holding every path.
  static func commonFolder(of paths: [String]) -> String? {
    guard var common = paths.first.map({ ($0 as NSString).deletingLastPathComponent }) else { return nil }
    for path in paths.dropFirst() {
      while !isSame(common, orAbove: path) {
        let up = (common as NSString).deletingLastPathComponent
        if up == common || up.isEmpty { return "/" }
        common = up
      }
    }
    return common
  }

  /// `folder` is `path` or a folder above it.
  static func isSame(_ folder: String, orAbove path: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// `X /* OrderView.swift */ = {isa = PBXFileReference; ...}`: the Swift files a
  /// `project.pbxproj` refers to (a package product named `R.swift` is no file).
  static func swiftFileNames(in project: String) -> Set<String> {
    var names: Set<String> = []
    for line in project.split(separator: "\n") where line.contains("isa = PBXFileReference") {
      guard let open = line.range(of: "/* "), let close = line[open.upperBound...].range(of: " */") else { continue }
      let name = line[open.upperBound..<close.lowerBound]
      if name.hasSuffix(".swift") { names.insert(String(name)) }
    }
    return names
  }

  /// The literal text before an interpolation or a `+`, and after one, of every string in the
  /// Swift files (at least two characters, so a lone "." is no piece); and whether the project
  /// reads strings through generated accessors (`R.string.`, `L10n.`).
  private static func readPieces(_ models: [SwiftFileModel]) -> (prefixes: [String], suffixes: [String], accessors: Bool) {
    var prefixes: Set<String> = [], suffixes: Set<String> = []
    var accessors = false
    let before = try? NSRegularExpression(pattern: #""((?:[^"\\\n]|\\[^(])+)(?:\\\(|"\s*\+)"#)
    let after = try? NSRegularExpression(pattern: #"(?:\)|\+\s*")((?:[^"\\\n]|\\[^(])+)""#)
    for model in models {
      let text = String(decoding: model.sourceBytes, as: UTF8.self)
      if text.contains("R.string.") || text.contains("L10n.") { accessors = true }
      let range = NSRange(text.startIndex..., in: text)
      before?.enumerateMatches(in: text, range: range) { match, _, _ in
        if let match, let piece = Range(match.range(at: 1), in: text).map({ String(text[$0]) }), piece.count >= 2 { prefixes.insert(piece) }
      }
      after?.enumerateMatches(in: text, range: range) { match, _, _ in
        if let match, let piece = Range(match.range(at: 1), in: text).map({ String(text[$0]) }), piece.count >= 2 { suffixes.insert(piece) }
      }
    }
    return (Array(prefixes), Array(suffixes), accessors)
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
      index += 1
    }
    return false
  }
}
