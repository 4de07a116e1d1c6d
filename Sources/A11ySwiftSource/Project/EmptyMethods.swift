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
    var index = open + 1
    while index < close {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < close, bytes[index + 1] == UInt8(ascii: "/") {
        while index < close, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < close, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < close, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        index += 2
      } else {
        return false
      }
    }
    return true
  }
}
