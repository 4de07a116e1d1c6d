/// Applies fixes' text edits to a file's bytes. Edits address bytes by `utf8Offset`; they are
/// applied back to front so earlier offsets stay valid. A fix is all or nothing: when one of its
/// edits overlaps an edit already accepted (from an earlier fix), the whole fix is skipped and
/// reported, so the first fix wins. An edit identical to one already accepted (two findings
/// proposing the same change to a shared constant) counts as applied, not as a conflict.
public enum TextEditApplier {
  public struct Skipped: Sendable, Hashable {
    public var fix: Fix
    public var reason: Reason
  }

  public enum Reason: String, Sendable, Hashable {
    /// An edit of the fix overlaps an edit of an earlier fix.
    case overlapsEarlierFix = "overlaps an earlier fix"
    /// An edit's range is reversed or lies outside the text.
    case outOfBounds = "lies outside the file"
  }

  public struct Result: Sendable {
    public var bytes: [UInt8]
    /// Fixes whose edits were all applied (or were already accepted identically).
    public var applied: [Fix]
    public var skipped: [Skipped]
  }

  /// Applies `fixes` in order of preference (earlier wins on overlap). Accepted edits are kept
  /// sorted, so each new edit is checked against its neighbours only, and the text is rebuilt in
  /// one pass: a file with tens of thousands of fixes costs linear time, not quadratic.
  public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
    var accepted = AcceptedEdits()
    var applied: [Fix] = []
    var skipped: [Skipped] = []
    for fix in fixes {
      var fresh: [TextEdit] = []
      var reason: Reason?
      for edit in fix.edits {
        let start = edit.start.utf8Offset, end = edit.end.utf8Offset
        if start < 0 || end < start || end > bytes.count { reason = .outOfBounds; break }
        if accepted.contains(edit) || fresh.contains(edit) { continue }
        // Two insertions of one fix at the same place (a closing parenthesis, then a new line)
        // have an order: the fix's own. Join them.
        if edit.start == edit.end,
           let same = fresh.firstIndex(where: { $0.start == $0.end && $0.start.utf8Offset == edit.start.utf8Offset }) {
          fresh[same].replacement += edit.replacement
          continue
        }
        if accepted.conflicts(with: edit) || fresh.contains(where: { conflicts($0, edit) }) {
          reason = .overlapsEarlierFix
          break
        }
        fresh.append(edit)
      }
      if let reason {
        skipped.append(Skipped(fix: fix, reason: reason))
      } else {
        fresh.forEach { accepted.insert($0) }
        applied.append(fix)
      }
    }
    return Result(bytes: splice(bytes, accepted.edits), applied: applied, skipped: skipped)
  }

  /// Accepted edits, sorted by (start, end). They never conflict, so their ends are sorted too
  /// and only the edits just before an offset can reach it.
  struct AcceptedEdits {
    private(set) var edits: [TextEdit] = []
    private var members: Set<TextEdit> = []

    func contains(_ edit: TextEdit) -> Bool { members.contains(edit) }

    /// The index of the first edit whose (start, end) is greater than `edit`'s.
    private func upperBound(_ edit: TextEdit) -> Int {
      var low = 0, high = edits.count
      let key = (edit.start.utf8Offset, edit.end.utf8Offset)
      while low < high {
        let middle = (low + high) / 2
        if (edits[middle].start.utf8Offset, edits[middle].end.utf8Offset) <= key { low = middle + 1 } else { high = middle }
      }
      return low
    }

    func conflicts(with edit: TextEdit) -> Bool {
      // Edits starting after `edit` ends can't conflict; scan back from there while they reach it.
      var index = upperBound(TextEdit(start: edit.end, end: SourcePosition(line: 0, column: 0, utf8Offset: Int.max), replacement: ""))
      while index > 0 {
        index -= 1
        let other = edits[index]
        if TextEditApplier.conflicts(other, edit) { return true }
        if other.end.utf8Offset < edit.start.utf8Offset { break }
      }
      return false
    }

    mutating func insert(_ edit: TextEdit) {
      members.insert(edit)
      // Fixes mostly come in file order: appending is the common case.
      if let last = edits.last, (last.start.utf8Offset, last.end.utf8Offset) > (edit.start.utf8Offset, edit.end.utf8Offset) {
        edits.insert(edit, at: upperBound(edit))
      } else {
        edits.append(edit)
      }
    }
  }

  /// Applies `fixes` to a string (see `apply(_:to:)` for bytes).
  public static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: [Fix], skipped: [Skipped]) {
    let result = apply(fixes, to: Array(text.utf8))
    return (String(decoding: result.bytes, as: UTF8.self), result.applied, result.skipped)
  }

  /// Two edits conflict when their ranges share a byte, when one inserts strictly inside the
  /// other's range, or when both insert at the same offset (their order would be a guess).
  static func conflicts(_ a: TextEdit, _ b: TextEdit) -> Bool {
    let (aStart, aEnd) = (a.start.utf8Offset, a.end.utf8Offset)
    let (bStart, bEnd) = (b.start.utf8Offset, b.end.utf8Offset)
    if aStart == aEnd && bStart == bEnd { return aStart == bStart }
    if aStart == aEnd { return bStart < aStart && aStart < bEnd }
    if bStart == bEnd { return aStart < bStart && bStart < aEnd }
    return aStart < bEnd && bStart < aEnd
  }

  /// Replaces non-conflicting ranges in one forward pass. At equal starts the insertion comes
  /// first, so its text ends up before the replacement's.
  static func splice(_ bytes: [UInt8], _ edits: [TextEdit]) -> [UInt8] {
    let ordered = edits.sorted {
      ($0.start.utf8Offset, $0.end.utf8Offset) < ($1.start.utf8Offset, $1.end.utf8Offset)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
    var copied = 0
    for edit in ordered {
      result.append(contentsOf: bytes[copied..<edit.start.utf8Offset])
      result.append(contentsOf: edit.replacement.utf8)
      copied = edit.end.utf8Offset
    }
    result.append(contentsOf: bytes[copied...])
    return result
  }
}

extension TextEditApplier {
  /// Whether the text's first line break is `\r\n`.
  public static func usesCRLF(_ bytes: [UInt8]) -> Bool {
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return false }
    return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r")
  }

  /// Rules write inserted lines with `\n`; in a CRLF file they become `\r\n`.
  public static func matchingLineEndings(_ fixes: [Fix], of bytes: [UInt8]) -> [Fix] {
    guard usesCRLF(bytes) else { return fixes }
    return fixes.map { fix in
      var fix = fix
      fix.edits = fix.edits.map { edit in
        var edit = edit
        var result = ""
        var previous: Character?
        for character in edit.replacement {
          // "\r\n" is one Character in Swift; a lone "\n" is converted.
          if character == "\n", previous != "\r" { result += "\r\n" } else { result.append(character) }
          previous = character
        }
        edit.replacement = result
        return edit
      }
      return fix
    }
  }
}
