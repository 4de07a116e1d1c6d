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

  /// Whether every declaration of `name` in the file is `private` or `fileprivate` (and no
  /// attribute lets the runtime call it): then the file holds every call to it.
  public func declaresOnlyPrivately(_ name: String) -> Bool {
    let declared = declarations.functions.filter { $0.name == name }.count
    return declared > 0 && declarations.privateMembers.filter({ $0.name == name }).count == declared
  }

  /// A call to one of the file's functions: where it is, the function it is in (nil outside any),
  /// and the text before the innermost brace that holds it there (``closureOpener(at:in:)``).
  public struct FunctionCall: Sendable {
    public let offset: Int
    public let caller: DeclaredFunction?
    public let opener: String?

    /// In a closure or block of its function (`stateObservable.subscribe(onNext: { self?.update(to: $0) })`
    /// in `viewDidLoad`): it runs on an event or a condition, not for sure as the function runs.
    public var isInClosure: Bool { opener != nil }

    /// In a closure, which may run later (an observer, a completion), rather than in a block the
    /// function runs through as it runs (`if isBlocked { … }`, `else`, `for`, `switch`).
    public var mayRunLater: Bool {
      guard let opener else { return false }
      let header = (opener.split(separator: "\n").last.map(String.init) ?? opener).trimmingCharacters(in: .whitespaces)
      if ["do", "else", "} else", "repeat", "defer"].contains(header) { return false }
      let blocks = ["if ", "} else if ", "else if ", "guard ", "for ", "while ", "switch ", "case ", "default:"]
      return !blocks.contains { header.hasPrefix($0) } || header.hasSuffix(" in") || header.contains("{")
    }
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
      return FunctionCall(offset: offset, caller: caller, opener: caller.flatMap { closureOpener(at: offset, in: $0) })
    }
  }

  /// The text (up to 120 bytes) before the innermost `{` that holds `offset` inside `function`'s
  /// body, nil when only the body's own brace does (`addAction(UIAction { _ in ... })` →
  /// `addAction(UIAction`).
  public func closureOpener(at offset: Int, in function: DeclaredFunction) -> String? {
    let bytes = sourceBytes
    // The function's own body brace is the outermost: stop before reaching it.
    let bodyStart = bytes[function.position.utf8Offset..<min(offset, bytes.count)].firstIndex(of: UInt8(ascii: "{")) ?? offset
    var depth = 0
    var index = offset - 1
    while index > bodyStart {
      if bytes[index] == UInt8(ascii: "}") { depth += 1 }
      if bytes[index] == UInt8(ascii: "{") {
        if depth == 0 {
          let start = max(bodyStart, index - 120)
          return String(decoding: bytes[start..<index], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        depth -= 1
      }
      index -= 1
    }
    return nil
  }
}
