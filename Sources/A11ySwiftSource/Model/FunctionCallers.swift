import A11yCore

/// Where a file's own functions are called from, by text: the behaviour walk keeps only the calls
/// its rules name, so a helper's callers (`addWarningLabel(theme)` in `customize(_:)`) are found
/// by the name followed by `(`.
extension SwiftFileModel {
  /// The innermost function declared in the file whose declaration holds `offset`.
  public func enclosingFunction(at offset: Int) -> DeclaredFunction? {
    behaviour.functions.filter { $0.position.utf8Offset <= offset && offset <= $0.end.utf8Offset }
      .max { $0.position.utf8Offset < $1.position.utf8Offset }
  }

  /// Whether every declaration of `name` in the file is `private` or `fileprivate`: then the file
  /// holds every call to it.
  public func declaresOnlyPrivately(_ name: String) -> Bool {
    let bytes = sourceBytes
    let declarations = ByteSearch.offsets(of: "func " + name + "(", in: bytes[...])
    return !declarations.isEmpty && declarations.allSatisfy { offset in
      // The modifiers before `func`, on its line.
      var start = offset
      while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      return String(decoding: bytes[start..<offset], as: UTF8.self).contains("private ")
    }
  }

  /// The functions that call `name(...)` (plain or through `self.`), one per call; nil for a call
  /// outside any function. The declaration itself is no call.
  public func functionsCalling(_ name: String) -> [DeclaredFunction?] {
    let bytes = sourceBytes
    return ByteSearch.offsets(of: name + "(", in: bytes[...]).compactMap { offset in
      // A whole name: not the tail of a longer one (`readdWarningLabel(`).
      if offset > 0, ByteSearch.isIdentifierByte(bytes[offset - 1]) { return nil }
      // `func addWarningLabel(` declares it.
      let before = bytes[max(0, offset - 5)..<offset]
      if String(decoding: before, as: UTF8.self) == "func " { return nil }
      return .some(enclosingFunction(at: offset))
    }
  }
}
