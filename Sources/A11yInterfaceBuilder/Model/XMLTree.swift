import A11yCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element with its attributes and where its start tag begins.
public struct XMLElementNode: Sendable {
  public var name: String
  public var attributes: [String: String]
  public var position: SourcePosition
  /// The line of its end tag (the start line for an empty element).
  public var endLine: Int = 0
  public var children: [XMLElementNode] = []
  /// Character data directly inside (for `<string key="text">` and the like).
  public var text: String = ""

  public subscript(_ attribute: String) -> String? { attributes[attribute] }

  public func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }
}

/// The reason an Interface Builder file could not be read, with the line the parser stopped at.
public struct XMLReadError: Error, Sendable, CustomStringConvertible {
  public var line: Int
  public var reason: String
  public var description: String { "line \(line): \(reason)" }
}

/// An XML comment (`<!-- ... -->`) without its delimiters, and where its `<!--` is.
public struct XMLComment: Sendable {
  public var text: String
  public var position: SourcePosition
}

/// Reads a whole XML document into a tree. `XMLParser` reports the position at the end of each
/// start tag; the column of its `<` is found on that line, so findings point where Xcode expects.
enum XMLTreeReader {
  static func read(_ data: Data) throws(XMLReadError) -> XMLElementNode {
    try readWithComments(data).root
  }

  /// The tree and the document's comments, in order.
  static func readWithComments(_ data: Data) throws(XMLReadError) -> (root: XMLElementNode, comments: [XMLComment]) {
    // Foundation's XMLParser on Linux traps on names and values that aren't UTF-8 instead of
    // failing; Xcode writes these files in UTF-8 only, so anything else is refused first.
    if let line = firstInvalidUTF8Line(data) {
      throw XMLReadError(line: line, reason: "not UTF-8 text")
    }
    let data = withoutLateDeclaration(data)
    let delegate = TreeBuilder(lines: LineTable(data))
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    let ok = parser.parse()
    guard ok, let root = delegate.root else {
      let message = (parser.parserError as NSError?).map { Self.describe($0) } ?? "not well-formed XML"
      throw XMLReadError(line: max(1, parser.lineNumber), reason: message)
    }
    return (root, delegate.comments)
  }

  /// A licence comment written before the XML declaration (CityKey's xibs: `<!-- Licensed under
  /// the Apache License … -->` then `<?xml version="1.0" …?>`), which Xcode builds but an XML
  /// parser refuses: the late declaration is blanked with spaces (lines and offsets kept), and the
  /// document read as it is meant. Anything else is left for the parser to judge.
  static func withoutLateDeclaration(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    var start = 0
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    guard bytes[start...].starts(with: Array("<!--".utf8)) else { return data }
    // Past the leading comments, the next markup must be the declaration.
    var cursor = start
    while bytes[cursor...].starts(with: Array("<!--".utf8)) {
      guard let end = firstOffset(of: Array("-->".utf8), in: bytes, from: cursor + 4) else { return data }
      cursor = end + 3
      while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
    }
    guard bytes[cursor...].starts(with: Array("<?xml".utf8)),
          let close = firstOffset(of: Array("?>".utf8), in: bytes, from: cursor) else { return data }
    for index in cursor..<(close + 2) where bytes[index] != 0x0A { bytes[index] = 0x20 }
    return Data(bytes)
  }

  /// Where `needle` first occurs in `bytes` at or after `from` (only the file's head is searched).
  static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    var index = from
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// The line of the first byte sequence that isn't UTF-8, or nil when all of it is.
  static func firstInvalidUTF8Line(_ data: Data) -> Int? {
    var decoder = UTF8()
    var iterator = data.makeIterator()
    var line = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
      case .emptyInput: return nil
      case .error: return line
      }
    }
  }

  private static func describe(_ error: NSError) -> String {
    let text = error.localizedDescription
    // Foundation on Linux only says "The operation could not be completed" with the libxml2 code.
    if text.contains("could not be completed") || text.isEmpty { return "not well-formed XML (parser error \(error.code))" }
    return "not well-formed XML (\(text))"
  }

  /// Byte offsets of line starts, to turn (line, end-of-tag column) into the tag's `<`.
  struct LineTable {
    let bytes: [UInt8]
    var starts: [Int] = [0]

    init(_ data: Data) {
      bytes = [UInt8](data)
      for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    /// The start of the last `<name` on `line` at or before the parser's column (or anywhere on the line).
    func position(ofTag name: String, line: Int, column: Int) -> SourcePosition {
      guard line >= 1, line <= starts.count else { return SourcePosition(line: max(line, 1), column: 1, utf8Offset: 0) }
      let start = starts[line - 1]
      let end = line < starts.count ? starts[line] : bytes.count
      let limit = min(end, start + max(column, 0))
      let needle = Array(("<" + name).utf8)
      var found: Int?
      var offset = start
      while offset + needle.count <= end {
        if bytes[offset] == needle[0], Array(bytes[offset..<offset + needle.count]) == needle {
          let after = offset + needle.count < end ? bytes[offset + needle.count] : UInt8(ascii: " ")
          if after == UInt8(ascii: " ") || after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == UInt8(ascii: "\t")
            || after == UInt8(ascii: "\r") || after == UInt8(ascii: "\n") {
            if offset < limit || found == nil { found = offset }
          }
        }
        offset += 1
      }
      let byteOffset = found ?? start
      // Columns count characters, as everywhere in a11y-audit's reports.
      let prefix = bytes[start..<byteOffset]
      let column = (String(validating: prefix, as: UTF8.self)?.count ?? prefix.count) + 1
      return SourcePosition(line: line, column: column, utf8Offset: byteOffset)
    }
  }

  final class TreeBuilder: NSObject, XMLParserDelegate {
    let lines: LineTable
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var comments: [XMLComment] = []

    init(lines: LineTable) {
      self.lines = lines
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let position = lines.position(ofTag: elementName, line: parser.lineNumber, column: parser.columnNumber)
      stack.append(XMLElementNode(name: elementName, attributes: attributes, position: position))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += string
    }

    /// The parser reports where a comment ends; a one-line comment (the usual kind) starts on that
    /// line, so its `<!--` is found there.
    func parser(_ parser: XMLParser, foundComment comment: String) {
      let position = lines.position(ofTag: "!--", line: parser.lineNumber, column: parser.columnNumber)
      comments.append(XMLComment(text: comment, position: position))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      guard var element = stack.popLast() else { return }
      element.endLine = max(parser.lineNumber, element.position.line)
      if stack.isEmpty {
        root = element
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }
  }
}
