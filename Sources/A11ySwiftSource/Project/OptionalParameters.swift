import A11yCore

/// Optional parameters defaulted to `nil` that no call in the project passes (Wisnuc's
/// `alertError(_:timeInterval:)`, whose every call leaves the delay out): code that runs only when
/// one is given never runs. Read for the functions of files that delay work (`asyncAfter`), the only
/// place a rule asks.
enum OptionalParameters {
  /// `function.label` of each such parameter.
  static func neverPassed(in files: [SwiftFileModel]) -> Set<String> {
    var candidates: [(function: String, label: String)] = []
    for file in files where file.sourceContains("asyncAfter") && file.sourceContains("= nil") {
      for function in file.behaviour.functions {
        // The declaration's head, not its whole body: a signature fits in a few hundred bytes.
        let head = file.position(utf8Offset: min(function.end.utf8Offset, function.position.utf8Offset + 600))
        let signature = file.text(from: function.position, to: head).prefix { $0 != "{" }
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close else { continue }
        for parameter in signature[signature.index(after: open)..<close].split(separator: ",") {
          guard parameter.filter({ !$0.isWhitespace }).hasSuffix("?=nil"),
                let label = parameter.prefix(while: { $0 != ":" }).split(whereSeparator: \.isWhitespace).first,
                label != "_" else { continue }
          candidates.append((function.name, String(label)))
        }
      }
    }
    guard !candidates.isEmpty else { return [] }
    var result: Set<String> = []
    for candidate in candidates where !isPassed(candidate.label, to: candidate.function, in: files) {
      result.insert(candidate.function + "." + candidate.label)
    }
    return result
  }

  /// Whether some call of `function` (not its declaration) writes `label:` in its argument list.
  static func isPassed(_ label: String, to function: String, in files: [SwiftFileModel]) -> Bool {
    let opening = function + "("
    for file in files where file.sourceContains(opening) {
      let bytes = file.sourceBytes
      for offset in ByteSearch.offsets(of: opening, in: bytes[...]) {
        if offset > 0, UnreferencedCode.isIdentifierByte(bytes[offset - 1]) { continue }
        if offset >= 5, String(decoding: bytes[(offset - 5)..<offset], as: UTF8.self) == "func " { continue }
        // The argument list, to its closing parenthesis.
        var depth = 0, index = offset + opening.utf8.count - 1, end = index
        while index < min(bytes.count, offset + 2_000) {
          if bytes[index] == UInt8(ascii: "(") { depth += 1 } else if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
          if depth == 0 { end = index; break }
          index += 1
        }
        let arguments = bytes[offset..<max(offset, end)]
        if ByteSearch.offsets(of: label + ":", in: arguments).contains(where: { at in
          !UnreferencedCode.isIdentifierByte(bytes[at - 1])
        }) { return true }
      }
    }
    return false
  }
}
