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

  /// A call to one of the file's functions: the function it is in (nil outside any), and whether it
  /// sits in a closure there (`stateObservable.subscribe(onNext: { self?.update(to: $0) })` in
  /// `viewDidLoad`: it runs on each event, not as the view is built).
  public struct FunctionCall: Sendable {
    public let caller: DeclaredFunction?
    public let isInClosure: Bool
  }

  /// The calls of `name(...)` (plain or through `self.`) in the file. The declaration itself is no call.
  public func calls(of name: String) -> [FunctionCall] {
    let bytes = sourceBytes
    return ByteSearch.offsets(of: name + "(", in: bytes[...]).compactMap { offset in
      // A whole name: not the tail of a longer one (`readdWarningLabel(`).
      if offset > 0, ByteSearch.isIdentifierByte(bytes[offset - 1]) { return nil }
      // `func addWarningLabel(` declares it.
      let before = bytes[max(0, offset - 5)..<offset]
      if String(decoding: before, as: UTF8.self) == "func " { return nil }
      let caller = enclosingFunction(at: offset)
      return FunctionCall(caller: caller, isInClosure: caller.map { isInClosure(offset, of: $0) } ?? false)
    }
  }

  /// Whether `offset` is inside a brace opened after `function`'s body brace (a closure, or an
  /// `if`'s block: both are read as not running for sure as the function runs).
  private func isInClosure(_ offset: Int, of function: DeclaredFunction) -> Bool {
    let bytes = sourceBytes
    guard let body = bytes[function.position.utf8Offset..<offset].firstIndex(of: UInt8(ascii: "{")) else { return false }
    var depth = 0
    for byte in bytes[(body + 1)..<offset] {
      if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth -= 1 }
    }
    return depth > 0
  }
}
