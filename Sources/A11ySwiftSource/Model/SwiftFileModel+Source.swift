import A11yCore

/// Reading the file's text, for fixes that copy source or insert lines. The bytes and line table
/// are the ones the model was built from: nothing is copied or recounted per call.
extension SwiftFileModel {
  private var bytes: [UInt8] { converter.source.bytes }

  /// The file's UTF-8, as read: later passes over the project's text search it instead of
  /// reading the file again.
  public var sourceBytes: [UInt8] { converter.source.bytes }

  /// The name of the innermost type whose extent holds `offset` (``UnreferencedCode/innermostType(at:in:)``).
  public func innermostTypeName(at offset: Int) -> String? {
    UnreferencedCode.innermostType(at: offset, in: typeExtents)
  }

  /// The UIKit object `name` means at `offset`: the nearest local declared before it in a block
  /// that holds it (two functions each making their own `tapGesture`), else a property of that
  /// name (of the type around `offset` first), else the first object so named.
  public func uikitObject(named name: String, at offset: Int) -> UIKitObject? {
    var property: UIKitObject?
    var local: UIKitObject?
    lazy var type = innermostTypeName(at: offset)
    for object in uikitObjects where object.name == name {
      if object.isLocal {
        guard object.position.utf8Offset <= offset, offset <= (object.blockEnd ?? Int.max) else { continue }
        if local.map({ object.position.utf8Offset > $0.position.utf8Offset }) ?? true { local = object }
      } else if property == nil || (property?.enclosingType != type && object.enclosingType == type) {
        property = object
      }
    }
    return local ?? property ?? uikitObjects.first { $0.name == name }
  }

  /// The source between two positions (by byte offset).
  public func text(from start: SourcePosition, to end: SourcePosition) -> String {
    converter.source.text(from: start.utf8Offset, to: end.utf8Offset)
  }

  /// The spaces and tabs that begin the line holding `position`.
  public func indentation(ofLineAt position: SourcePosition) -> String {
    let bytes = self.bytes
    var lineStart = min(position.utf8Offset, bytes.count)
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    var end = lineStart
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[lineStart..<end], as: UTF8.self)
  }

  /// The position where the line holding `position` ends (before its `\r\n` or `\n`).
  public func endOfLine(at position: SourcePosition) -> SourcePosition {
    let bytes = self.bytes
    var offset = min(position.utf8Offset, bytes.count)
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
    if offset > 0, offset - 1 < bytes.count, bytes[offset - 1] == UInt8(ascii: "\r"), offset - 1 >= position.utf8Offset {
      offset -= 1
    }
    return self.position(utf8Offset: offset)
  }

  /// The line and column of a byte offset.
  public func position(utf8Offset: Int) -> SourcePosition {
    converter.position(utf8Offset: utf8Offset)
  }
}

extension SwiftFileModel {
  /// What a local is set to where it is declared between two positions (`let isDisabled =
  /// buttonDisabled()` in the function that builds a view), without spaces; nil when no line there
  /// declares it.
  func localValue(named name: String, from start: SourcePosition, to end: SourcePosition) -> String? {
    for line in text(from: start, to: end).split(separator: "\n") {
      let code = line.filter { !$0.isWhitespace }
      for keyword in ["let", "var"] where code.hasPrefix(keyword + name + "=") {
        let value = code.dropFirst(keyword.count + name.count + 1)
        if !value.isEmpty { return String(value) }
      }
    }
    return nil
  }
}
