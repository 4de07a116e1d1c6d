import A11yCore

/// Font sizes that aren't a fixed reading size although a number is passed: a size taken from
/// another font (`systemFont(ofSize: field.font.pointSize)`, fixed only if that font is, and
/// judged there), a size searched to fill the space (`for size in stride(from: 500, ...)`), and
/// fonts that draw text into an image, a PDF page or a printed page (`UIGraphicsImageRenderer`,
/// `UIGraphicsPDFRenderer`, `text.draw(in:)` in a bitmap context, a `UIPrintPageRenderer`), which no text-size setting reaches and no reader meets as text.
enum ComputedFontSize {
  /// `label.font.pointSize`, `font.pointSize * 0.8`: relative to another font.
  static func isTakenFromAnotherFont(_ size: ExpressionInfo) -> Bool {
    ByteSearch.contains(size.text, "pointSize")
  }

  /// A size named by a local or a parameter that holds another font's size: a local declared
  /// from it in the function around (`var fontSize = UIFont.preferredFont(forTextStyle: .body).pointSize`,
  /// then scaled), or a parameter every call in the project passes one (`bold(fontSize:
  /// titleLabel.font.pointSize)`, ``ProjectIndex/sizeParametersFromFonts``). A call passing a
  /// number leaves it a fixed size.
  static func namesAnotherFontsSize(_ size: ExpressionInfo, in file: SwiftFileModel) -> Bool {
    guard case .reference(let name) = size.kind, !name.isEmpty,
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let offset = size.start.utf8Offset
    if let (function, parameters, place) = ParameterSizes.declaringFunction(of: name, at: offset, in: file) {
      guard let label = parameters[place].label else { return false }
      return file.project.sizeParametersFromFonts.contains(function.name + "(" + label + ":)")
    }
    // The innermost function's body, up to the use: the local's declaration line.
    guard let function = file.declarations.innermostFunction(containing: offset)
    else { return false }
    let text = file.converter.source.text(from: function.body.lowerBound, to: offset)
    for line in text.split(separator: "\n").reversed() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      // Given another value later (`fontSize = 40`): not only the other font's size.
      if trimmed.hasPrefix(name + " = "), !trimmed.contains("pointSize") { return false }
      for keyword in ["var ", "let "] where trimmed.hasPrefix(keyword + name + " ") || trimmed.hasPrefix(keyword + name + ":") {
        guard let equals = trimmed.firstIndex(of: "=") else { return false }
        return trimmed[equals...].contains("pointSize")
      }
    }
    return false
  }

  /// Whether the font at `offsets` (its use and its declaration) sits in code that searches its
  /// size with `sizeName` as a loop variable, or that draws into an image or a PDF page.
  static func isSearchedOrDrawnIntoImage(at offsets: [Int], sizeName: String?, in file: SwiftFileModel) -> Bool {
    let enclosing = file.declarations.functions.filter { function in offsets.contains { function.body.contains($0) } }
    guard !enclosing.isEmpty else { return false }
    let bytes = file.converter.source.bytes
    func holds(_ range: Range<Int>, _ word: String) -> Bool {
      let needle = Array(word.utf8)
      return bytes[range.clamped(to: 0..<bytes.count)].withContiguousStorageIfAvailable { haystack in
        needle.withUnsafeBufferPointer { ByteSearch.contains(haystack, $0) }
      } ?? false
    }
    if let sizeName, !sizeName.isEmpty, sizeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
       enclosing.contains(where: { holds($0.body, "for \(sizeName) in ") }) {
      return true
    }
    // A print renderer's page (`UIPrintPageRenderer.drawContentForPage(at:in:)`, QR Share Pro's
    // printout): drawn on paper, which no text-size setting reaches.
    if enclosing.contains(where: { function in
      printPageDrawing.contains(function.name) && file.typeExtents.contains { extent in
        extent.start <= function.declaration.lowerBound && function.body.upperBound <= extent.end
          && (file.project.types.isSubclass(TypeIndex.simpleName(extent.name), of: "UIPrintPageRenderer")
              || file.declarations.types.contains { $0.name == extent.name && $0.inherited.contains("UIPrintPageRenderer") })
      }
    }) { return true }
    // `draw(_ rect:)` of a view draws on screen: text there is read like a label's.
    guard !enclosing.contains(where: { $0.name == "draw" }) else { return false }
    let whole = 0..<bytes.count
    let makesImage = offscreenContexts.contains { holds(whole, $0) }
    guard makesImage else { return false }
    func draws(_ function: MemberExtent) -> Bool {
      offscreenContexts.contains { holds(function.body, $0) } || stringDrawing.contains { holds(function.body, $0) }
    }
    if enclosing.contains(where: draws) { return true }
    // A private helper that only builds what its callers draw (`attributedText(...)` returning the
    // string that `render` draws with `.draw(with:)` inside a `UIGraphicsImageRenderer`): drawn
    // into the image when every call of it in the file is in a function that draws.
    guard let helper = enclosing.min(by: { $0.body.count < $1.body.count }),
          file.declarations.privateMembers.contains(where: { $0.declaration == helper.declaration }) else { return false }
    let callers = callSites(of: helper, in: file).map { site in
      file.declarations.innermostFunction(containing: site)
    }
    return !callers.isEmpty && callers.allSatisfy { caller in caller.map { $0 != helper && draws($0) } ?? false }
  }

  /// Where `function` is called in the file (`name(`, not after an identifier character or a `func `).
  static func callSites(of function: MemberExtent, in file: SwiftFileModel) -> [Int] {
    let bytes = file.converter.source.bytes
    let needle = Array((function.name + "(").utf8)
    guard !needle.isEmpty, needle.count < bytes.count else { return [] }
    var sites: [Int] = []
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
        let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
        let isIdentifier = before == UInt8(ascii: "_") || (before >= 0x30 && before <= 0x39)
          || (before | 0x20 >= 0x61 && before | 0x20 <= 0x7A) || before >= 0x80
        if !isIdentifier, !function.declaration.contains(index) { sites.append(index) }
        index += needle.count
      } else {
        index += 1
      }
    }
    return sites
  }

  /// Calls that measure attributed text without showing it.
  static let measuringCalls = ["boundingRect(", "size(withAttributes:", "size(attributes:", ".size()"]

  /// Whether the attribute font at `offset` only sizes text that is measured, never shown: it is
  /// given to `boundingRect(...attributes:)` / `size(withAttributes:)`, or to a local attributed
  /// string (`let title = NSMutableAttributedString(string:attributes:)`) that its function only
  /// appends to, measures, or appends to another such local (a cell height computed ahead).
  static func isOnlyMeasured(at offset: Int, in file: SwiftFileModel) -> Bool {
    let bytes = file.converter.source.bytes
    // A computed property (Windscribe's `intrinsicContentSize` measuring "0") is no function:
    // its line is read alone.
    let function = file.declarations.innermostFunction(containing: offset)
    let body = (function?.body ?? 0..<bytes.count).clamped(to: 0..<bytes.count)
    func lineRange(at offset: Int) -> Range<Int> {
      var start = offset, end = offset
      while start > body.lowerBound, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      while end < body.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return start..<end
    }
    let line = lineRange(at: offset)
    let lineText = String(decoding: bytes[line], as: UTF8.self)
    var before = String(decoding: bytes[line.lowerBound..<offset], as: UTF8.self)
    // Its attributes' line continuing the call of the line above (`labelText.size(\n attributes:
    // [NSFontAttributeName: font.withSize(average)])`, kayakfirst's fit-to-height search).
    if before.trimmingCharacters(in: .whitespaces).hasPrefix("attributes:"), line.lowerBound > body.lowerBound {
      let above = lineRange(at: line.lowerBound - 1)
      before = String(decoding: bytes[above], as: UTF8.self) + before
    }
    // Inside a measuring call on its own line: `NSString(string: body).boundingRect(..., attributes: [.font: f])`.
    for call in ["boundingRect(", "size(withAttributes:", "size(attributes:", ".size("] {
      guard let range = before.range(of: call, options: .backwards) else { continue }
      let between = before[range.upperBound...]
      let depth = between.filter { $0 == "(" }.count - between.filter { $0 == ")" }.count
      if depth >= 0 { return true }
    }
    // `let name = NS(Mutable)AttributedString(string: ..., attributes: [.font: f])`.
    func declaredLocal(_ text: String) -> String? {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("let ") || trimmed.hasPrefix("var "), let equals = trimmed.firstIndex(of: "=") else { return nil }
      let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<equals].split(separator: ":").first?
        .trimmingCharacters(in: .whitespaces) ?? ""
      let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      // (Or the attributes dictionary such a string is made with: `let attributes:
      // [NSAttributedString.Key: Any] = [.font: f]`, BibliographicGuide's bubble width.)
      let isAttributes = value.hasPrefix("[") && (trimmed.contains("NSAttributedString.Key") || value.contains(".font"))
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            value.hasPrefix("NSAttributedString(") || value.hasPrefix("NSMutableAttributedString(") || isAttributes else { return nil }
      return name
    }
    // The declaration may open lines before the font's (`let measured = NSAttributedString(` with
    // its `string:` and `attributes:` on the lines after): the nearest line above that declares
    // one and whose call is still open at the font.
    var declaration: String?
    var lineStart = line.lowerBound
    for _ in 0..<5 {
      let candidate = String(decoding: bytes[lineRange(at: lineStart)], as: UTF8.self)
      if let name = declaredLocal(candidate) {
        let upToFont = String(decoding: bytes[lineRange(at: lineStart).lowerBound..<offset], as: UTF8.self)
        let opened = upToFont.filter { $0 == "(" || $0 == "[" }.count, closed = upToFont.filter { $0 == ")" || $0 == "]" }.count
        if opened > closed { declaration = name }
        break
      }
      guard lineStart > body.lowerBound + 1 else { break }
      lineStart = lineRange(at: lineStart - 1).lowerBound
    }
    // Outside a function, only inside a computed property's getter (`var width: CGFloat { let
    // measured = … }`), where the local's name is followed through the whole file: any use there
    // that isn't a measure keeps the font. A stored property's attributed string is shown anywhere.
    guard let local = declaration else { return false }
    if function == nil {
      // A block still open at the font that a computed property's declaration opens (`var width: CGFloat {`).
      let openers = OpenBraceLine.openers(in: Array(String(decoding: bytes[0..<offset], as: UTF8.self)))
      guard openers.contains(where: { opener in
        let words = opener.split(separator: " ")
        return words.contains("var") && opener.contains(":") && !opener.contains("=")
      }) else { return false }
    }
    let bodyText = String(decoding: bytes[body], as: UTF8.self)
    var measured: Set<String> = []
    func onlyMeasured(_ name: String, depth: Int) -> Bool {
      if measured.contains(name) { return true }
      guard depth < 4 else { return false }
      measured.insert(name)
      var uses = 0
      var rest = bodyText[...]
      while let range = rest.range(of: name) {
        defer { rest = bodyText[range.upperBound...] }
        let previous = range.lowerBound == bodyText.startIndex ? nil : bodyText[bodyText.index(before: range.lowerBound)]
        let next = range.upperBound == bodyText.endIndex ? nil : bodyText[range.upperBound]
        func isIdentifier(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        // A member of something else (`titleAttr.append`) or a longer name.
        // (Or an argument label of that name: `attributes: attributes`.)
        if isIdentifier(previous) || isIdentifier(next) || previous == "." || next == ":" { continue }
        let after = bodyText[range.upperBound...]
        let lineStart = bodyText[..<range.lowerBound].lastIndex(of: "\n").map { bodyText.index(after: $0) } ?? bodyText.startIndex
        let lineBefore = bodyText[lineStart..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        // Its declaration.
        if lineBefore == "let" || lineBefore == "var" { continue }
        uses += 1
        if after.hasPrefix(".append(") || after.hasPrefix(".length") || measuringCalls.contains(where: { after.hasPrefix("." + $0) || after.hasPrefix($0) }) {
          continue
        }
        // The attributes of a measure (`text.size(withAttributes: name)`), or of another string
        // made with them (`let measured = NSAttributedString(string: s, attributes: name)`).
        if lineBefore.hasSuffix("attributes:") {
          if measuringCalls.contains(where: { lineBefore.contains($0) }) || lineBefore.contains("size(withAttributes:") { continue }
          if let other = declaredLocal(lineBefore + " x)"), onlyMeasured(other, depth: depth + 1) { continue }
        }
        // `other.append(name)`: shown only if `other` is.
        if lineBefore.hasSuffix(".append("), after.hasPrefix(")") {
          let receiver = lineBefore.dropLast(".append(".count).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init)
          if let receiver, onlyMeasured(receiver, depth: depth + 1) { continue }
        }
        return false
      }
      return uses > 0
    }
    return onlyMeasured(local, depth: 0)
  }

  /// Calls that open a bitmap or a PDF page to draw into (a recruiting app's exported candidate
  /// table): what is drawn there is no text on screen.
  /// (`UIGraphicsBeginPDFContext` is the start of `…ToData(` and `…ToFile(`.)
  /// A `UIPrintPageRenderer`'s drawing of a page's parts.
  static let printPageDrawing: Set<String> = ["drawContentForPage", "drawHeaderForPage", "drawFooterForPage", "drawPage", "drawPrintFormatter"]
  static let offscreenContexts = ["UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsPDFRenderer", "UIGraphicsBeginPDFContext"]
  /// Calls that draw a string (`NSString.draw(in:withAttributes:)`, `draw(at:)`, `draw(with:)`).
  static let stringDrawing = [".draw(in:", ".draw(at:", ".draw(with:", ".draw(\n"]
}
