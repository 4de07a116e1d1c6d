/// Methods every implementation of which is empty, by name (Kikurage's
/// `settingBaseViewDidTappedUserImageView`, a delegate method holding only a FIXME comment): a tap
/// handler that only calls them does nothing yet, and asks for no button trait.
enum EmptyMethods {
  static func names(in files: [SwiftFileModel]) -> Set<String> {
    var empty: Set<String> = [], implemented: Set<String> = []
    for file in files {
      let bytes = file.sourceBytes
      for function in file.declarations.functions where !function.isProperty {
        guard let isEmpty = bodyIsEmpty(bytes, from: function.body.lowerBound, to: function.body.upperBound) else { continue }
        if isEmpty, !implemented.contains(function.name) { empty.insert(function.name) }
        if !isEmpty {
          implemented.insert(function.name)
          empty.remove(function.name)
        }
      }
    }
    return empty
  }

  /// Whether the braces of a body hold only spaces and comments; nil when they can't be found.
  static func bodyIsEmpty(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool? {
    let end = min(end, bytes.count)
    guard start < end, let open = bytes[start..<end].firstIndex(of: UInt8(ascii: "{")),
          let close = bytes[open..<end].lastIndex(of: UInt8(ascii: "}")), open < close else { return nil }
    // Most bodies hold code at once: only those starting with a comment are read whole.
    guard let first = bytes[(open + 1)..<close].first(where: { ![32, 9, 10, 13].contains($0) }) else { return true }
    guard first == UInt8(ascii: "/") else { return false }
    return HandlerReach.droppingComments(String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
      .allSatisfy(\.isWhitespace)
  }
}
