import A11yCore

/// Reading the file's text, for fixes that copy source or insert lines.
extension SwiftFileModel {
  /// The source between two positions (by byte offset).
  public func text(from start: SourcePosition, to end: SourcePosition) -> String {
    let utf8 = Array(source.utf8)
    let lower = max(0, min(start.utf8Offset, utf8.count)), upper = max(lower, min(end.utf8Offset, utf8.count))
    return String(decoding: utf8[lower..<upper], as: UTF8.self)
  }

  /// The spaces and tabs that begin the line holding `position`.
  public func indentation(ofLineAt position: SourcePosition) -> String {
    let utf8 = Array(source.utf8)
    var lineStart = min(position.utf8Offset, utf8.count)
    while lineStart > 0, utf8[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    var end = lineStart
    while end < utf8.count, utf8[end] == UInt8(ascii: " ") || utf8[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: utf8[lineStart..<end], as: UTF8.self)
  }

  /// The position where the line holding `position` ends (before its `\r\n` or `\n`).
  public func endOfLine(at position: SourcePosition) -> SourcePosition {
    let utf8 = Array(source.utf8)
    var offset = min(position.utf8Offset, utf8.count)
    while offset < utf8.count, utf8[offset] != UInt8(ascii: "\n") { offset += 1 }
    if offset > 0, offset <= utf8.count, offset - 1 < utf8.count, utf8[offset - 1] == UInt8(ascii: "\r"), offset - 1 >= position.utf8Offset {
      offset -= 1
    }
    return self.position(utf8Offset: offset)
  }

  /// The line and column of a byte offset.
  public func position(utf8Offset: Int) -> SourcePosition {
    PositionConverter(source: source).position(utf8Offset: utf8Offset)
  }
}
