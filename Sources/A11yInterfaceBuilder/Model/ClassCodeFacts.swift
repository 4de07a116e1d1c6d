import A11ySwiftSource
import Foundation

/// What the Swift code of the project's classes does to the screens a storyboard also describes,
/// found by reading each class's file: whether it names its screen (`title = `) and whether it
/// recolors its views (`backgroundColor`). Coarse on purpose: any mention in the file clears the
/// storyboard's finding, since the storyboard can't prove the opposite.
public struct ClassCodeFacts: Sendable {
  public var setsTitle: Set<String> = []
  public var setsBackground: Set<String> = []
  /// Cell classes whose code reaches their built-in `textLabel`, `detailTextLabel` or `imageView`.
  public var usesBuiltInCellViews: Set<String> = []
  /// Classes whose code labels, titles or replaces the bar button items of their navigation item
  /// (`navigationItem.rightBarButtonItem?.accessibilityLabel = ...`), by side: `right`, `left`.
  public var labelsBarItems: [String: Set<String>] = [:]
  /// Label and text view classes whose own code sets a font that follows Dynamic Type
  /// (`preferredFont(forTextStyle:)`, `UIFontMetrics`): the file's fixed font is replaced.
  public var scalesOwnFont: Set<String> = []
  /// Views code recolors through `viewWithTag(N)` (`(cell.viewWithTag(2) as? UILabel)?.textColor = ...`),
  /// as "identifier#N" for each cell identifier the same file dequeues (and "identifier#N@Type" for
  /// each type the file declares), or "*#N@Type" for each type the file declares when it dequeues none.
  public var recoloredTags: Set<String> = []
  /// How many files dequeue cells by each identifier: a generic one ("Cell") names different cells
  /// in different files, so only the file's own types tie it to a scene then.
  public var dequeuingFiles: [String: Int] = [:]
  /// Views whose background code sets through `viewWithTag(N)`, keyed as ``recoloredTags``.
  public var tagBackgrounds: Set<String> = []
  /// Reuse identifiers of cells whose `contentView.backgroundColor` or `backgroundColor` code sets on
  /// the dequeued cell (`cell.contentView.backgroundColor = theme.errorColor` in `cellForRowAt`),
  /// keyed as ``recoloredTags`` without the tag ("identifier", "identifier@Type").
  public var recoloredCellIdentifiers: Set<String> = []
  /// Outlets a class passes to a function that recolors that parameter
  /// (`configureFields(valueLabel: strStatLabel)` with `valueLabel.textColor = ...`): class → outlets.
  public var outletsRecoloredByHelpers: [String: Set<String>] = [:]

  public init() {}

  /// The facts of one file's `source` for the classes it declares.
  public static func scan(source: String, declaredTypes: [String]) -> ClassCodeFacts {
    var facts = ClassCodeFacts()
    guard !declaredTypes.isEmpty else { return facts }
    let contains = { (needle: String) in Self.contains(source, needle) }
    if ["title =", "navigationItem.title", "title:", ".title=", "titleView"].contains(where: contains) {
      facts.setsTitle.formUnion(declaredTypes)
    }
    if contains("backgroundColor") || contains("Gradient") {
      facts.setsBackground.formUnion(declaredTypes)
    }
    if contains("textLabel") || contains("detailTextLabel") || contains("imageView") {
      facts.usesBuiltInCellViews.formUnion(declaredTypes)
    }
    for side in ["right", "left"] where contains("navigationItem.\(side)BarButtonItem") {
      let lines = source.split(separator: "\n").filter { $0.contains("navigationItem.\(side)BarButtonItem") }
      // Labelled or titled, or replaced by an item the code builds (which the Swift rules judge).
      if lines.contains(where: { line in
        [".accessibilityLabel", ".title =", ".title=", "BarButtonItem = ", "BarButtonItems = "].contains { line.contains($0) }
      }) {
        for type in declaredTypes { facts.labelsBarItems[type, default: []].insert(side) }
      }
    }
    if contains("preferredFont(forTextStyle") || contains("UIFontMetrics") {
      facts.scalesOwnFont.formUnion(declaredTypes)
    }
    let recolored = recoloredParameters(in: source)
    if !recolored.isEmpty {
      let passed = argumentsPassed(to: recolored, in: source)
      if !passed.isEmpty { for type in declaredTypes { facts.outletsRecoloredByHelpers[type, default: []].formUnion(passed) } }
    }
    facts.merge(scanDequeuedCells(source: source, declaredTypes: declaredTypes))
    return facts
  }

  /// What any file (a data source, a controller) does to cells it dequeues: views recolored through
  /// `viewWithTag`, and cells whose background it replaces. Cheap when the file does neither.
  public static func scanDequeuedCells(source: String, declaredTypes: [String]) -> ClassCodeFacts {
    var facts = ClassCodeFacts()
    guard contains(source, "dequeueReusable") || contains(source, "viewWithTag(") else { return facts }
    let identifiers = dequeuedIdentifiers(in: source)
    for identifier in identifiers { facts.dequeuingFiles[identifier] = 1 }
    let tags = contains(source, "viewWithTag(")
    let cellBackgrounds = contains(source, "contentView.backgroundColor") || contains(source, "cell.backgroundColor")
    guard tags || cellBackgrounds else { return facts }
    let types = declaredTypes.map(TypeIndex.simpleName)
    let cells = identifiers.flatMap { identifier in [identifier] + types.map { "\(identifier)@\($0)" } }
    let keys = { (tag: String) -> [String] in
      identifiers.isEmpty ? types.map { "*#\(tag)@\($0)" } : identifiers.flatMap { id in ["\(id)#\(tag)"] + types.map { "\(id)#\(tag)@\($0)" } }
    }
    for line in source.split(separator: "\n") {
      if tags, let tag = tagNumber(in: line) {
        if ["textColor", "setTitleColor", "attributedText", "tintColor"].contains(where: { line.contains($0) }) {
          facts.recoloredTags.formUnion(keys(tag))
        }
        if line.contains("backgroundColor") { facts.tagBackgrounds.formUnion(keys(tag)) }
      }
      if cellBackgrounds, !line.contains("viewWithTag"),
         line.contains("cell.contentView.backgroundColor") || line.contains("cell.backgroundColor") || line.contains("cell?.backgroundColor") {
        facts.recoloredCellIdentifiers.formUnion(cells)
      }
    }
    return facts
  }

  /// The number in the line's `viewWithTag(N)`.
  static func tagNumber(in line: Substring) -> String? {
    guard let range = line.range(of: "viewWithTag(") else { return nil }
    let digits = line[range.upperBound...].prefix { $0.isNumber }
    return digits.isEmpty ? nil : String(digits)
  }

  /// String literals passed as `withIdentifier:` / `withReuseIdentifier:` in the file.
  static func dequeuedIdentifiers(in source: String) -> Set<String> {
    var result: Set<String> = []
    for marker in ["withIdentifier: \"", "withReuseIdentifier: \""] {
      var rest = Substring(source)
      while let range = rest.range(of: marker) {
        let literal = rest[range.upperBound...].prefix { $0 != "\"" && $0 != "\n" }
        if !literal.isEmpty { result.insert(String(literal)) }
        rest = rest[range.upperBound...]
      }
    }
    return result
  }

  /// Parameter names a function body recolors: `valueLabel.textColor = ...` where `valueLabel` is a
  /// parameter of a function declared in the file (`func configure(valueLabel: UILabel)`).
  static func recoloredParameters(in source: String) -> Set<String> {
    guard contains(source, "func ") else { return [] }
    var parameters: Set<String> = []
    var rest = Substring(source)
    while let range = rest.range(of: "func ") {
      rest = rest[range.upperBound...]
      guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { continue }
      for parameter in rest[rest.index(after: open)..<close].split(separator: ",") {
        guard let colon = parameter.firstIndex(of: ":") else { continue }
        let names = parameter[..<colon].split(separator: " ")
        guard let label = names.first, let local = names.last, label == local else { continue }
        let type = parameter[parameter.index(after: colon)...]
        if type.contains("UILabel") || type.contains("UITextView") || type.contains("UIButton") || type.contains("UITextField") {
          parameters.insert(String(local))
        }
      }
    }
    return parameters.filter { name in
      ["textColor =", "setTitleColor(", "backgroundColor ="].contains { contains(source, "\(name).\($0)") }
    }
  }

  /// Identifiers passed under one of `labels` (`valueLabel: strStatLabel`).
  static func argumentsPassed(to labels: Set<String>, in source: String) -> Set<String> {
    var result: Set<String> = []
    for label in labels {
      var rest = Substring(source)
      while let range = rest.range(of: "\(label): ") {
        let before = rest[..<range.lowerBound].last
        rest = rest[range.upperBound...]
        guard before == "(" || before == " " else { continue }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let bare = name.hasPrefix("self.") ? name.dropFirst(5) : name
        if let first = bare.first, first.isLowercase, !bare.contains("."), bare != "UILabel" {
          result.insert(String(bare))
        }
      }
    }
    return result
  }

  /// Foundation's `source.contains(needle)` for an ASCII `needle` without `K`, `;` or a backquote,
  /// by bytes: Foundation compares composed characters through UTF-16, which on whole files of
  /// view controllers cost more than parsing them. Nothing outside ASCII is canonically equivalent
  /// to such a needle, so a match is its bytes; one with ASCII on both sides is a match for
  /// Foundation too (no combining mark joins it), and one beside other bytes is left to Foundation.
  static func contains(_ source: String, _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, pattern.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }) else {
      return source.contains(needle)
    }
    var source = source
    let answer: Bool? = source.withUTF8 { bytes in
      guard bytes.count >= pattern.count else { return false }
      var start = 0
      while start <= bytes.count - pattern.count {
        if bytes[start] == first {
          var matched = 1
          while matched < pattern.count, bytes[start + matched] == pattern[matched] { matched += 1 }
          if matched == pattern.count {
            let before = start > 0 ? bytes[start - 1] : 0
            let after = start + matched < bytes.count ? bytes[start + matched] : 0
            if before < 0x80, after < 0x80 { return true }
            return nil
          }
        }
        start += 1
      }
      return false
    }
    return answer ?? source.contains(needle)
  }

  public mutating func merge(_ other: ClassCodeFacts) {
    setsTitle.formUnion(other.setsTitle)
    setsBackground.formUnion(other.setsBackground)
    usesBuiltInCellViews.formUnion(other.usesBuiltInCellViews)
    labelsBarItems.merge(other.labelsBarItems) { $0.union($1) }
    scalesOwnFont.formUnion(other.scalesOwnFont)
    recoloredTags.formUnion(other.recoloredTags)
    tagBackgrounds.formUnion(other.tagBackgrounds)
    recoloredCellIdentifiers.formUnion(other.recoloredCellIdentifiers)
    dequeuingFiles.merge(other.dequeuingFiles, uniquingKeysWith: +)
    outletsRecoloredByHelpers.merge(other.outletsRecoloredByHelpers) { $0.union($1) }
  }
}
