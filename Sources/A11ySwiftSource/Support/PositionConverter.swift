import A11yCore
import Foundation
import SwiftSyntax

/// Turns byte offsets into 1-based lines and character columns (what an editor shows), so columns
/// stay right after multibyte text such as Korean or emoji.
struct PositionConverter {
  let source: SourceText
  private var bytes: [UInt8] { source.bytes }
  private let lineStarts: [Int]
  /// Lines of ASCII only, where a column is a byte count: most lines of most files.
  private let asciiLines: [Bool]

  init(source text: String) {
    source = SourceText(text)
    let bytes = source.bytes
    var starts = [0]
    var ascii: [Bool] = []
    // memchr finds each line's end and the line is tested for ASCII eight bytes at a time: a
    // byte-by-byte loop over every file showed in profiles.
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { ascii.append(true); return }
      let count = buffer.count
      var lineStart = 0
      while true {
        let found = lineStart < count ? memchr(base + lineStart, Int32(UInt8(ascii: "\n")), count - lineStart) : nil
        let lineEnd = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? count
        ascii.append(Self.isASCII(base, from: lineStart, to: lineEnd))
        guard found != nil else { break }
        starts.append(lineEnd + 1)
        lineStart = lineEnd + 1
      }
    }
    lineStarts = starts
    asciiLines = ascii
  }

  private static func isASCII(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
    var index = start
    let raw = UnsafeRawPointer(base)
    while end - index >= 8 {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
      index += 8
    }
    while index < end {
      if base[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// The source text of a node without its trivia: a slice of the file, cheaper than asking the
  /// tree to print itself.
  func text(of node: some SyntaxProtocol) -> String {
    source.text(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
  }

  func position(_ absolute: AbsolutePosition) -> SourcePosition {
    position(utf8Offset: absolute.utf8Offset)
  }

  func position(utf8Offset: Int) -> SourcePosition {
    let offset = min(max(0, utf8Offset), bytes.count)
    var low = 0, high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let lineStart = lineStarts[low]
    if asciiLines[low] {
      return SourcePosition(line: low + 1, column: offset - lineStart + 1, utf8Offset: offset)
    }
    let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    return SourcePosition(line: low + 1, column: prefix.count + 1, utf8Offset: offset)
  }

  func start(_ node: some SyntaxProtocol) -> SourcePosition {
    position(node.positionAfterSkippingLeadingTrivia)
  }

  func end(_ node: some SyntaxProtocol) -> SourcePosition {
    position(node.endPositionBeforeTrailingTrivia)
  }
}

/// A file's bytes, shared by every expression summary made from it.
public final class SourceText: Sendable {
  public let bytes: [UInt8]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Whether the bytes hold `needle` (between two offsets): a plain byte search, where
  /// Foundation's `String.contains` goes through locale-aware comparison, far slower on whole files.
  func contains(_ needle: String, from start: Int = 0, to end: Int? = nil) -> Bool {
    let lower = max(0, start), upper = min(end ?? bytes.count, bytes.count)
    guard upper > lower else { return needle.isEmpty }
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return true }
    // memchr finds each candidate by the pattern's rarest byte (``ByteSearch/anchor(of:)``),
    // memcmp checks the whole.
    return bytes.withUnsafeBufferPointer { haystack in
      pattern.withUnsafeBufferPointer { pattern in
        guard let base = haystack.baseAddress, let wanted = pattern.baseAddress else { return false }
        let anchor = ByteSearch.anchor(of: pattern)
        let anchorByte = Int32(pattern[anchor])
        var cursor = base + lower
        let limit = base + upper
        while limit - cursor >= pattern.count {
          guard let found = memchr(cursor + anchor, anchorByte, limit - cursor - pattern.count + 1) else { return false }
          let candidate = found.assumingMemoryBound(to: UInt8.self) - anchor
          if memcmp(candidate, wanted, pattern.count) == 0 { return true }
          cursor = UnsafePointer(candidate) + 1
        }
        return false
      }
    }
  }

  func text(from start: Int, to end: Int) -> String {
    let lower = min(max(0, start), bytes.count)
    let upper = min(max(lower, end), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}
