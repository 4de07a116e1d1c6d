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
    for file in files where file.sourceContains(".titleView") {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      for line in text.split(whereSeparator: \.isNewline) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let range = trimmed.range(of: "navigationItem.titleView = ") else { continue }
        let value = String(trimmed[range.upperBound...].prefix { $0 != ";" && $0 != "}" && $0 != "/" })
          .trimmingCharacters(in: .whitespaces)
        if let type = constructedClass(value), classes.contains(type) {
          given[type, default: []].insert("\(file.path)#\(trimmed)")
          continue
        }
        var name = value
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
        // `private var titleView = DatabaseItemTitleView()` (or `let`), declared in the file.
        for declaration in text.split(whereSeparator: \.isNewline) {
          let words = declaration.trimmingCharacters(in: .whitespaces)
          for keyword in ["var ", "let "] {
            guard let found = words.range(of: keyword + name + " = ") else { continue }
            let before = words[..<found.lowerBound]
            guard before.isEmpty || before.hasSuffix(" ") else { continue }
            if let type = constructedClass(String(words[found.upperBound...])), classes.contains(type) {
              given[type, default: []].insert("\(file.path)#\(words)")
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

  /// `DatabaseItemTitleView()`, `DatabaseItemTitleView(frame: .zero)`: the class constructed.
  static func constructedClass(_ value: String) -> String? {
    guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
    let name = String(value[..<open])
    guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return name
  }
}
