/// Where a file puts views into the view tree: the names passed to `addSubview(_:)`,
/// `addArrangedSubview(_:)`, `insertSubview(_:...)`, a project's `addSubviews(a, b)` helper,
/// `UIStackView(arrangedSubviews: [a, b])`, and the array in `[a, b].forEach(addSubview)` or
/// `[a, b].forEach { contentView.addSubview($0) }`, with the byte offset of each mention. A view
/// never mounted (a label kept only to measure text) is nothing VoiceOver can reach.
struct SubviewMounts {
  private(set) var offsets: [String: [Int]] = [:]

  static let mountWords: [[UInt8]] = [
    "addSubview", "addSubviews", "addArrangedSubview", "addArrangedSubviews", "insertSubview",
    "insertArrangedSubview", "arrangedSubviews",
  ].map { Array($0.utf8) }

  init(_ bytes: [UInt8]) {
    var index = 0
    let count = bytes.count
    while index < count {
      guard Self.isIdentifierByte(bytes[index]), index == 0 || !Self.isIdentifierByte(bytes[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
      let word = bytes[index..<end]
      if Self.mountWords.contains(where: { word.elementsEqual($0) }) { noteMount(at: index, wordEnd: end, in: bytes) }
      index = end
    }
  }

  /// Whether `name` is mounted anywhere in the file, or (for a local) between `start` and `end`.
  func mounts(_ name: String, from start: Int = 0, to end: Int = Int.max) -> Bool {
    offsets[name]?.contains { $0 >= start && $0 < end } == true
  }

  private mutating func noteMount(at start: Int, wordEnd: Int, in bytes: [UInt8]) {
    var cursor = Self.skipSpace(wordEnd, bytes)
    // `arrangedSubviews: [a, b]`
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") { cursor = Self.skipSpace(cursor + 1, bytes) }
    var names: [(String, Int)] = []
    let opener = cursor < bytes.count ? bytes[cursor] : 0
    if opener == UInt8(ascii: "(") || opener == UInt8(ascii: "["),
       let close = Self.matching(cursor, bytes) {
      names = Self.identifiers(in: bytes, from: cursor + 1, to: close)
    }
    // `[a, b].forEach(contentView.addSubview)`, `.forEach { addSubview($0) }`: the array before `.forEach`.
    if names.isEmpty || names.contains(where: { $0.0 == "$0" }) || opener != UInt8(ascii: "(") {
      if let array = Self.forEachArray(before: start, bytes) { names += Self.identifiers(in: bytes, from: array.lowerBound, to: array.upperBound) }
    }
    for (name, offset) in names { offsets[name, default: []].append(offset) }
  }

  /// The inside of `[ ... ]` in `[ ... ].forEach` when a `forEach` sits shortly before `offset`.
  private static func forEachArray(before offset: Int, _ bytes: [UInt8]) -> Range<Int>? {
    let word = Array("forEach".utf8)
    var index = offset - word.count
    let limit = max(0, offset - 160)
    while index >= limit {
      if bytes[index..<(index + word.count)].elementsEqual(word) { break }
      index -= 1
    }
    guard index >= limit else { return nil }
    var cursor = index - 1
    while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: ".")
      || bytes[cursor] == UInt8(ascii: "\t") || bytes[cursor] == UInt8(ascii: "\r") || bytes[cursor] == UInt8(ascii: "?") { cursor -= 1 }
    guard cursor >= 0, bytes[cursor] == UInt8(ascii: "]") else { return nil }
    var depth = 0
    var open = cursor
    while open >= 0 {
      if bytes[open] == UInt8(ascii: "]") { depth += 1 }
      if bytes[open] == UInt8(ascii: "[") { depth -= 1; if depth == 0 { break } }
      open -= 1
    }
    return open >= 0 ? (open + 1)..<cursor : nil
  }

  private static func identifiers(in bytes: [UInt8], from start: Int, to end: Int) -> [(String, Int)] {
    var result: [(String, Int)] = []
    var index = start
    while index < end {
      if bytes[index] == UInt8(ascii: "$") || isIdentifierByte(bytes[index]) {
        var stop = index + 1
        while stop < end, isIdentifierByte(bytes[stop]) { stop += 1 }
        result.append((String(decoding: bytes[index..<stop], as: UTF8.self), index))
        index = stop
      } else {
        index += 1
      }
    }
    return result
  }

  private static func skipSpace(_ index: Int, _ bytes: [UInt8]) -> Int {
    var index = index
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    return index
  }

  /// The offset of the bracket closing the one at `open` (strings are not looked into).
  static func matching(_ open: Int, _ bytes: [UInt8]) -> Int? {
    var depth = 0
    var index = open
    let limit = min(bytes.count, open + 4000)
    while index < limit {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The end of the block holding `offset`: where the first `}` that closes more than it opened
  /// after `offset` sits (the end of the file when there is none).
  static func endOfBlock(from offset: Int, _ bytes: [UInt8]) -> Int {
    var depth = 0
    var index = offset
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{") { depth += 1 }
      if bytes[index] == UInt8(ascii: "}") {
        depth -= 1
        if depth < 0 { return index }
      }
      index += 1
    }
    return bytes.count
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte >= 0x80
  }
}
