import A11yAssetCatalog
import A11yCore
import A11ySwiftSource
import Foundation

/// Builds the ``ProjectIndex`` rules consult: localized strings from `*.xcstrings` and
/// `*.lproj/*.strings`, named colors from asset catalogs. Problems never stop a run; they come
/// back as warning lines.
public enum ProjectIndexLoader {
  public static let stringFileExtensions: Set<String> = ["xcstrings", "strings", "stringsdict"]
  public static let bundleExtensions: Set<String> = ["xcassets"]

  /// Indexes the string files and asset catalogs a ``FileCollector`` found.
  /// Each catalog's colors stay with the folder that holds it (paths written relative to
  /// `currentDirectory`, as findings are); a name two catalogs define differently is reported.
  public static func load(
    stringFiles: [String], assetCatalogs: [String], videoFiles: [String] = [], currentDirectory: String? = nil
  ) -> (index: ProjectIndex, warnings: [String]) {
    // Files are read and parsed on all cores, then merged in the collector's order, so the first
    // file that defines a key in a language wins whatever the thread count.
    let outcomes = ConcurrentMap.map(stringFiles) { file in readStringTable(file) }
    var strings: [String: [String: String]] = [:]
    var warnings: [String] = []
    var tables: [String: [String: [String: String]]] = [:]
    for (file, outcome) in zip(stringFiles, outcomes) {
      switch outcome {
      case .success(let table):
        tables[file] = table
        for (key, translations) in table {
          for (language, value) in translations where strings[key]?[language] == nil {
            strings[key, default: [:]][language] = value
          }
        }
      case .failure(let problem):
        warnings.append(problem.description)
      }
    }
    var catalogs: [ScopedColorCatalog] = []
    var imageNames: Set<String> = []
    var templateImageNames: Set<String> = []
    func display(_ path: String) -> String {
      guard let currentDirectory else { return path }
      return path == currentDirectory ? "" : Paths.display(path, relativeTo: currentDirectory)
    }
    for catalog in assetCatalogs {
      let loaded = NamedColorCatalog.load(from: URL(fileURLWithPath: catalog))
      imageNames.formUnion(loaded.imageNames)
      templateImageNames.formUnion(loaded.templateImageNames)
      var colors: [String: DynamicColor] = [:]
      for name in loaded.names { colors[name] = loaded[name] }
      catalogs.append(ScopedColorCatalog(folder: display(Paths.parent(catalog)), catalogPath: display(catalog), colors: colors))
      warnings += loaded.problems.map { "\($0.filePath): \($0.message)" }
    }
    // Same name, different colors (an app's and its widget's): each file uses its own
    // catalog's; code outside both folders can't be judged by it.
    var definitions: [String: [(catalog: String, color: DynamicColor)]] = [:]
    for catalog in catalogs {
      for (name, color) in catalog.colors { definitions[name, default: []].append((catalog.catalogPath, color)) }
    }
    for (name, found) in definitions.sorted(by: { $0.key < $1.key }) where Set(found.map(\.color)).count > 1 {
      warnings.append("color '\(name)' differs between \(found.map(\.catalog).joined(separator: " and ")); each folder's files use their own catalog's, files outside them are not judged by it")
    }
    var index = ProjectIndex(localizedStrings: strings, colorCatalogs: catalogs)
    index.stringTables = tables
    index.imageAssetNames = imageNames
    index.templateImageAssetNames = templateImageNames
    index.silentVideoResources = ProjectVideos.silentNames(in: videoFiles)
    return (index, warnings)
  }

  /// One string file's table (key → language → text); an empty table for files that hold none.
  static func readStringTable(_ file: String) -> Result<[String: [String: String]], ParseError> {
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure(ParseError(description: "\(file): cannot read; its strings are not used"))
    }
    do {
      if Paths.lowercasedExtension(file) == "xcstrings" {
        return .success(try parseStringCatalog(data))
      }
      // An app's `Localizable.strings` kept outside any `.lproj` (Covid Watch's): the bundle's
      // own table, which the default lookup reads in every language.
      // (Beside the app's Info.plist or asset catalog: a stray table at a package's top isn't bundled.)
      let unlocalized = lprojLanguage(of: file) == nil && (file as NSString).lastPathComponent == "Localizable.strings"
        && ((try? FileManager.default.contentsOfDirectory(atPath: (file as NSString).deletingLastPathComponent)) ?? [])
          .contains { $0.hasSuffix("Info.plist") || $0.hasSuffix(".xcassets") }
      guard let language = unlocalized ? "Base" : lprojLanguage(of: file), isIndexed(language) else { return .success([:]) }
      if Paths.lowercasedExtension(file) == "stringsdict" {
        return .success(try parseStringsdict(data).mapValues { [language: $0] })
      }
      return .success(try parseStringsFile(data).mapValues { [language: $0] })
    } catch {
      return .failure(ParseError(description: "\(file): \(error); its strings are not used"))
    }
  }

  /// Labels are judged in the languages a11y-audit reports in, English and Korean, and in the
  /// base localization; reading every other translation of a large app would cost more than
  /// parsing its code and add nothing the judgement uses.
  static func isIndexed(_ language: String) -> Bool {
    let lowered = language.lowercased()
    return lowered == "base" || lowered == "en" || lowered == "ko" || lowered.hasPrefix("en-") || lowered.hasPrefix("ko-")
      || lowered.hasPrefix("en_") || lowered.hasPrefix("ko_")
  }

  /// The language of a `.strings` file: its `xx.lproj` folder's name. Nil outside an `.lproj`.
  static func lprojLanguage(of path: String) -> String? {
    let folder = parentFolderName(of: path)
    guard folder.hasSuffix(".lproj") else { return nil }
    return String(folder.dropLast(".lproj".count))
  }

  /// `((path as NSString).deletingLastPathComponent as NSString).lastPathComponent`, cut at the
  /// last two slashes of a normal ASCII path (``Paths/isNormalASCII(_:)``: absolute, no empty, `.`
  /// or `..` part, no trailing slash), where Foundation's calls change nothing else. Foundation's
  /// two calls, Character by Character, cost 21M instructions on an app with thousands of
  /// `.strings` files.
  static func parentFolderName(of path: String) -> String {
    guard Paths.isNormalASCII(path) else { return ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent }
    let utf8 = path.utf8, slash = UInt8(ascii: "/")
    guard let last = utf8.lastIndex(of: slash), last != utf8.startIndex,
          let previous = utf8[..<last].lastIndex(of: slash) else { return "/" }
    return String(path[path.utf8.index(after: previous)..<last])
  }

  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  // MARK: - String catalogs

  /// An Xcode string catalog: `strings` → key → `localizations` → language → `stringUnit` →
  /// `value` (a plural's `other` variation when there is no unit). The key is the source
  /// language's text when the source language has no unit of its own. Only the source language
  /// and the indexed ones are kept (``StringCatalogDecoder``).
  public static func parseStringCatalog(_ data: Data) throws -> [String: [String: String]] {
    do {
      return try StringCatalogDecoder.decode(data)
    } catch {
      throw ParseError(description: error.description)
    }
  }

  // MARK: - .strings files

  /// Decodes a `.strings` file (UTF-8, or UTF-16 with a byte-order mark) and parses its
  /// `"key" = "value";` pairs; comments are skipped.
  public static func parseStringsFile(_ data: Data) throws -> [String: String] {
    // Xcode also writes `.strings` files as XML or binary property lists.
    if data.starts(with: Array("bplist".utf8)) || data.prefix(64).contains(UInt8(ascii: "<")) && data.first.map({ $0 == UInt8(ascii: "<") || $0 == 0xEF }) == true {
      guard let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
        throw ParseError(description: "not a property list of strings")
      }
      return table
    }
    guard let text = decodeStringsFile(data) else { throw ParseError(description: "not UTF-8 or UTF-16 text") }
    return try parseStrings(text)
  }

  static func decodeStringsFile(_ data: Data) -> String? {
    let bytes = [UInt8](data.prefix(3))
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return String(data: data, encoding: .utf16)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return String(validating: data.dropFirst(3), as: UTF8.self)
    }
    if let text = String(validating: data, as: UTF8.self) { return text }
    // UTF-16 without a mark: guess the byte order from where the zero bytes are (ASCII-heavy text).
    if data.count >= 2, data.count % 2 == 0 {
      return String(data: data, encoding: data.first == 0 ? .utf16BigEndian : .utf16LittleEndian)
    }
    return nil
  }

  static func parseStrings(_ text: String) throws -> [String: String] {
    var scanner = StringsScanner(Array(text.unicodeScalars))
    var table: [String: String] = [:]
    while true {
      scanner.skipTrivia()
      guard !scanner.atEnd else { break }
      let key = try scanner.token()
      scanner.skipTrivia()
      if scanner.consume(";") {
        table[key] = key  // `"key";` stands for `"key" = "key";`
        continue
      }
      guard scanner.consume("=") else { throw ParseError(description: "expected '=' after \"\(key)\" on line \(scanner.line)") }
      scanner.skipTrivia()
      let value = try scanner.token()
      scanner.skipTrivia()
      guard scanner.consume(";") else { throw ParseError(description: "expected ';' after \"\(key)\" on line \(scanner.line)") }
      table[key] = value
    }
    return table
  }

  struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    var atEnd: Bool { index >= scalars.count }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() -> Unicode.Scalar {
      let scalar = scalars[index]
      index += 1
      if scalar == "\n" { line += 1 }
      return scalar
    }

    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
      guard peek() == scalar else { return false }
      _ = advance()
      return true
    }

    mutating func skipTrivia() {
      while let scalar = peek() {
        if Self.isWhitespace(scalar) || scalar == "\u{FEFF}" {
          _ = advance()
        } else if scalar == "/", peek(1) == "*" {
          index += 2
          while !atEnd, !(peek() == "*" && peek(1) == "/") { _ = advance() }
          index = min(index + 2, scalars.count)
        } else if scalar == "/", peek(1) == "/" {
          while let next = peek(), next != "\n" { _ = advance() }
        } else {
          return
        }
      }
    }

    /// Unicode's White_Space, answered for ASCII without the property tables (which showed in
    /// profiles of large `.strings` files): in ASCII it is exactly tab to carriage return, and space.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x80 ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// A quoted string with escapes, or an unquoted word.
    mutating func token() throws -> String {
      guard let first = peek() else { throw ParseError(description: "unexpected end of file") }
      var result = String.UnicodeScalarView()
      if first != "\"" {
        while let scalar = peek(), scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || "_.-$:/".unicodeScalars.contains(scalar)
        {
          result.append(advance())
        }
        if result.isEmpty { throw ParseError(description: "unexpected '\(first)' on line \(line)") }
        return String(result)
      }
      _ = advance()
      while true {
        guard !atEnd else { throw ParseError(description: "unterminated string on line \(line)") }
        let scalar = advance()
        if scalar == "\"" { break }
        guard scalar == "\\", !atEnd else {
          result.append(scalar)
          continue
        }
        let escaped = advance()
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "0": result.append("\0")
        case "U", "u":
          var hex = ""
          while hex.count < 4, let digit = peek(), digit.properties.isASCIIHexDigit {
            hex.unicodeScalars.append(advance())
          }
          if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
            result.append(decoded)
          }
        default: result.append(escaped)
        }
      }
      return String(result)
    }
  }
}
