/// Cell types a paging collection view shows (`isPagingEnabled = true` in the file that registers
/// or dequeues them): each cell is a whole page (Ruuvi's onboarding), read part by part like any
/// screen, not a list item whose parts lose their row when visited one by one.
enum PagingCollections {
  /// The type names a file that turns paging on registers (`register(StartCell.self, …)`) or
  /// casts dequeued cells to (`as? StartCell`, `as! StartCell`). Files without paging give none;
  /// which of the names are cells the rule asks the type index.
  static func pagedCellTypes(in bytes: [UInt8]) -> Set<String> {
    guard bytes.firstRange(of: pagingOn) != nil else { return [] }
    var names: Set<String> = []
    // `Name.self`: the identifier before each `.self` not followed by more identifier.
    var searchStart = bytes.startIndex
    while let found = bytes[searchStart...].firstRange(of: dotSelf) {
      searchStart = found.upperBound
      if found.upperBound < bytes.endIndex, UnreferencedCode.isIdentifierByte(bytes[found.upperBound]) { continue }
      if let name = identifier(endingAt: found.lowerBound, in: bytes) { names.insert(name) }
    }
    for cast in casts {
      searchStart = bytes.startIndex
      while let found = bytes[searchStart...].firstRange(of: cast) {
        searchStart = found.upperBound
        if let name = identifier(startingAt: found.upperBound, in: bytes) { names.insert(name) }
      }
    }
    return names
  }

  private static let pagingOn = Array("isPagingEnabled = true".utf8)
  private static let dotSelf = Array(".self".utf8)
  private static let casts = ["as? ", "as! "].map { Array($0.utf8) }

  private static func identifier(endingAt end: Int, in bytes: [UInt8]) -> String? {
    var start = end
    while start > bytes.startIndex, UnreferencedCode.isIdentifierByte(bytes[start - 1]) { start -= 1 }
    return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
  }

  private static func identifier(startingAt start: Int, in bytes: [UInt8]) -> String? {
    var end = start
    while end < bytes.endIndex, UnreferencedCode.isIdentifierByte(bytes[end]) { end += 1 }
    return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
  }
}
