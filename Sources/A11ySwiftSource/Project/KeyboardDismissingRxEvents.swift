import Foundation

/// Recognizers whose every `.rx.event` subscription only puts the keyboard away
/// (`nicknameView.tapGesture.rx.event.bind(onNext: { [weak self] _ in self?.view.endEditing(true) })`,
/// iOS01-Capsule's nickname form): a tap outside the fields, made with no selector, not a control.
enum KeyboardDismissingRxEvents {
  static func recognizers(in files: [SwiftFileModel]) -> Set<String> {
    var dismissing: Set<String> = []
    var other: Set<String> = []
    for file in files where file.sourceContains(".rx.event") {
      let bytes = file.sourceBytes
      let source = file.converter.source
      for offset in ByteSearch.offsets(of: ".rx.event", in: bytes[...]) {
        var start = offset
        while start > 0, ByteSearch.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        let name = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard !name.isEmpty else { continue }
        if let closure = subscription(after: offset + ".rx.event".count, in: source), onlyEndsEditing(closure) {
          dismissing.insert(name)
        } else {
          other.insert(name)
        }
      }
    }
    return dismissing.subtracting(other)
  }

  /// The closure of `.bind(onNext: { … })` or `.subscribe(onNext: { … })` chained right after the
  /// event (a `.map`, a `.throttle` between them keep it unread).
  static func subscription(after offset: Int, in source: SourceText) -> String? {
    let chain = source.text(from: offset, to: offset + 120)
    let rest = chain.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard let opener = [".bind(onNext:", ".subscribe(onNext:", ".bind {", ".subscribe {"].first(where: rest.hasPrefix),
          let brace = rest.dropFirst(opener.count - 1).firstIndex(of: "{") else { return nil }
    let braceOffset = offset + (chain.utf8.count - rest.utf8.count) + rest[..<brace].utf8.count
    guard let end = ByteSearch.closingBracket(of: braceOffset, in: source.bytes) else { return nil }
    return source.text(from: braceOffset + 1, to: end)
  }

  /// Every statement ends editing or resigns the first responder.
  static func onlyEndsEditing(_ closure: String) -> Bool {
    var body = Substring(closure)
    if let inKeyword = body.range(of: " in") { body = body[inKeyword.upperBound...] }
    let statements = body.split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return !statements.isEmpty && statements.allSatisfy { $0.hasSuffix("endEditing(true)") || $0.hasSuffix("resignFirstResponder()") }
  }
}
