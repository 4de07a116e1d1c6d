import A11yCore

/// UIKit view classes of the project shown only as a navigation bar's title view: every
/// construction of the class (`DatabaseItemTitleView()`) is given to `navigationItem.titleView`,
/// directly or through the property or local it is stored in, in the same file. The bar draws
/// such a view; the system's own bar titles don't grow with the text size either.
enum NavigationTitleViews {
  static func types(in files: [SwiftFileModel]) -> Set<String> {
    var classes: Set<String> = []
    for file in files {
      for type in file.declarations.types where type.kind == .class { classes.insert(type.name) }
    }
    // The class each title-view assignment gives, and the constructions that do so (a stored
    // view given again after a reset counts once).
    var given: [String: Set<String>] = [:]
    for file in files {
      let bytes = file.sourceBytes
      for (value, trimmed) in assignedValues(in: file) {
        if let type = constructedClass(value), classes.contains(type) {
          given[type, default: []].insert("\(file.path)#\(trimmed)")
          continue
        }
        guard let name = storedName(value) else { continue }
        // `private var titleView = DatabaseItemTitleView()` (or `let`), declared in the file.
        for keyword in ["var ", "let "] {
          let needle = keyword + name + " = "
          for found in ByteSearch.offsets(of: needle, in: bytes[...]) where found == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[found - 1]) {
            let rest = String(decoding: bytes[(found + needle.utf8.count)...].prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
            if let type = constructedClass(rest.trimmingCharacters(in: .whitespaces)), classes.contains(type) {
              given[type, default: []].insert("\(file.path)#\(line(around: found, in: bytes).trimmingCharacters(in: .whitespaces))")
            }
          }
          // `private lazy var titleView: SpinnerLabel = { … }()` (KeePassium): the annotated class,
          // whose construction inside the closure is counted with the others below.
          let annotated = keyword + name + ": "
          for found in ByteSearch.offsets(of: annotated, in: bytes[...]) where found == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[found - 1]) {
            let type = String(decoding: bytes[(found + annotated.utf8.count)...].prefix { UnreferencedCode.isIdentifierByte($0) }, as: UTF8.self)
            if classes.contains(type) {
              given[type, default: []].insert("\(file.path)#\(line(around: found, in: bytes).trimmingCharacters(in: .whitespaces))")
            }
          }
        }
      }
    }
    guard !given.isEmpty else { return [] }
    // Every construction of the class in the project is one of those.
    var constructions: [String: Int] = [:]
    for file in files {
      for type in given.keys where file.sourceContains(type + "(") || file.sourceContains(type + ".init") {
        let text = String(decoding: file.sourceBytes, as: UTF8.self)
        for needle in [type + "(", type + ".init"] {
          var rest = Substring(text)
          while let range = rest.range(of: needle) {
            let previous = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            if previous.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { constructions[type, default: 0] += 1 }
            rest = rest[range.upperBound...]
          }
        }
      }
    }
    return Set(given.filter { constructions[$0.key] == $0.value.count }.keys)
  }

  /// What a file gives to `navigationItem.titleView` (`navigationTitleView`, `ItemTitleView()`),
  /// with the assignment's line, trimmed. Only those lines are read, found by byte search
  /// (splitting and trimming every line of every such file, once per assignment, cost 190 M
  /// instructions on owncloud).
  static func assignedValues(in file: SwiftFileModel) -> [(value: String, line: String)] {
    guard file.sourceContains(".titleView") else { return [] }
    let bytes = file.sourceBytes
    return ByteSearch.offsets(of: "navigationItem.titleView = ", in: bytes[...]).compactMap { offset in
      let trimmed = line(around: offset, in: bytes).trimmingCharacters(in: .whitespaces)
      guard let range = trimmed.range(of: "navigationItem.titleView = ") else { return nil }
      let value = String(trimmed[range.upperBound...].prefix { $0 != ";" && $0 != "}" && $0 != "/" })
        .trimmingCharacters(in: .whitespaces)
      return (value, trimmed)
    }
  }

  /// `self.navigationTitleView` → `navigationTitleView`: the property or local given; nil for
  /// anything but a plain name.
  static func storedName(_ value: String) -> String? {
    var name = value
    if name.hasPrefix("self.") { name.removeFirst(5) }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return name
  }

  /// The line holding `offset`, without its line break.
  static func line(around offset: Int, in bytes: [UInt8]) -> String {
    var start = offset, end = offset
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// `DatabaseItemTitleView()`, `DatabaseItemTitleView(frame: .zero)`: the class constructed.
  static func constructedClass(_ value: String) -> String? {
    guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
    let name = String(value[..<open])
    guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return name
  }
}
