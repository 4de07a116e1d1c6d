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

  /// Applies `fixes` in order of preference (earlier wins on overlap).
  public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
    var accepted: [TextEdit] = []
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
        if (accepted + fresh).contains(where: { conflicts($0, edit) }) { reason = .overlapsEarlierFix; break }
        fresh.append(edit)
      }
      if let reason {
        skipped.append(Skipped(fix: fix, reason: reason))
      } else {
        accepted += fresh
        applied.append(fix)
      }
    }
    return Result(bytes: splice(bytes, accepted), applied: applied, skipped: skipped)
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

  /// Replaces non-conflicting ranges, last first. At equal starts the longer edit goes first, so
  /// an insertion at a replacement's start ends up before the replacement's text.
  static func splice(_ bytes: [UInt8], _ edits: [TextEdit]) -> [UInt8] {
    var result = bytes
    let ordered = edits.sorted {
      ($0.start.utf8Offset, $0.end.utf8Offset) > ($1.start.utf8Offset, $1.end.utf8Offset)
    }
    for edit in ordered {
      result.replaceSubrange(edit.start.utf8Offset..<edit.end.utf8Offset, with: Array(edit.replacement.utf8))
    }
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
