import A11yCore
import Foundation

/// Reads what `print(XCUIApplication().debugDescription)` writes:
///
///     Attributes: Application, 0x600002ce0a80, pid: 4242, label: 'BeanBar'
///     Element subtree:
///      →Application, 0x600002ce0a80, pid: 4242, label: 'BeanBar'
///         Window (Main), 0x600002ce0b60, {{0.0, 0.0}, {393.0, 852.0}}
///           Button, 0x600002ce0c40, {{16.0, 59.0}, {24.0, 24.0}}, identifier: 'close', label: 'Close', Selected
///     Path to element:
///     ...
///
/// Each element line is a type, an optional address and pid, the frame `{{x, y}, {w, h}}`, then
/// `identifier:`, `label:`, `placeholderValue:` (quoted), `value:` (not quoted) and flags such as
/// `Selected`, `Disabled`. Depth is the indentation. Several "Element subtree:" blocks in one file
/// (a test that prints every screen) are several screens. Xcode 15+ leaves out the addresses.
public enum XCUIDebugDescriptionReader {
  static let keys = ["identifier", "label", "placeholderValue", "value", "title"]
  static let flags: Set<String> = ["Selected", "Disabled", "Focused", "Keyboard Focused", "Enabled", "Hittable"]

  static func looksLikeDebugDescription(_ text: String) -> Bool {
    if text.contains("Element subtree:") { return true }
    return text.split(separator: "\n", maxSplits: 50).contains { parseLine(String($0)) != nil }
  }

  public static func read(_ text: String, file: String, screenName: String) throws(HierarchyReadError) -> [RuntimeScreen] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    // Blocks: after each "Element subtree:" up to "Path to element:"/"Query chain:"; without any
    // header, the whole file (a pasted tree).
    var blocks: [[(Int, String)]] = []
    let hasHeader = lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Element subtree:" }
    var current: [(Int, String)]? = hasHeader ? nil : []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "Element subtree:" {
        if let block = current, !block.isEmpty { blocks.append(block) }
        current = []
        continue
      }
      if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") {
        if let block = current, !block.isEmpty { blocks.append(block) }
        current = nil
        continue
      }
      current?.append((index + 1, line))
    }
    if let block = current, !block.isEmpty { blocks.append(block) }

    var screens: [RuntimeScreen] = []
    for (number, block) in blocks.enumerated() {
      guard let root = try buildTree(block, file: file) else { continue }
      let name = blocks.count > 1 ? "\(screenName) #\(number + 1)" : screenName
      screens.append(RuntimeScreen(
        name: name, file: file, root: root,
        capabilities: FormatCapabilities(traits: false, accessibilityElement: false)))
    }
    if screens.isEmpty { throw HierarchyReadError("no elements in \(file): expected lines like 'Button, {{16.0, 59.0}, {44.0, 44.0}}, label: 'Close''") }
    return screens
  }

  private static func buildTree(_ block: [(Int, String)], file: String) throws(HierarchyReadError) -> RuntimeElement? {
    // A stack of (indent, element); an element is attached to its parent when popped.
    var stack: [(indent: Int, element: RuntimeElement)] = []
    var roots: [RuntimeElement] = []
    func popTo(indent: Int) {
      while let last = stack.last, last.indent >= indent {
        stack.removeLast()
        if stack.isEmpty { roots.append(last.element) } else { stack[stack.count - 1].element.children.append(last.element) }
      }
    }
    for (lineNumber, line) in block {
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      guard var parsed = parseLine(line) else {
        // A label with a line break continues on the next line; anything else breaks the tree.
        continue
      }
      parsed.element.line = lineNumber
      popTo(indent: parsed.indent)
      stack.append((parsed.indent, parsed.element))
    }
    popTo(indent: -1)
    guard !roots.isEmpty else { return nil }
    if roots.count == 1 { return roots[0] }
    // Several top-level elements (a pasted fragment): hang them under a synthetic root.
    let union = roots.map(\.frame).reduce(roots[0].frame) { a, b in
      ElementFrame(x: min(a.x, b.x), y: min(a.y, b.y), width: max(a.maxX, b.maxX) - min(a.x, b.x),
                   height: max(a.maxY, b.maxY) - min(a.y, b.y))
    }
    return RuntimeElement(type: "Other", frame: union, children: roots, line: roots[0].line)
  }

  /// One element line → its indentation (columns before the type name) and element.
  static func parseLine(_ line: String) -> (indent: Int, element: RuntimeElement)? {
    var scalars = Substring(line)
    var indent = 0
    while let first = scalars.first, first == " " || first == "\t" || first == "→" || first == "↳" {
      indent += 1
      scalars = scalars.dropFirst()
    }
    // Type: letters (and a space inside "Window (Main)" or "Keyboard Focused" is not a type).
    let typeEnd = scalars.firstIndex(where: { !($0.isLetter || $0.isNumber) }) ?? scalars.endIndex
    let type = String(scalars[..<typeEnd])
    guard !type.isEmpty, type.first?.isUppercase == true else { return nil }
    var rest = scalars[typeEnd...]
    if rest.hasPrefix(" (") , let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
    guard rest.hasPrefix(", ") else { return nil }
    rest = rest.dropFirst(2)
    // Address and pid.
    if rest.hasPrefix("0x"), let comma = rest.firstIndex(of: ",") {
      rest = rest[comma...].dropFirst().drop { $0 == " " }
    }
    if rest.hasPrefix("pid: "), let comma = rest.firstIndex(of: ",") {
      rest = rest[comma...].dropFirst().drop { $0 == " " }
    } else if rest.hasPrefix("pid: ") {
      rest = rest[rest.endIndex...]
    }
    var frame = ElementFrame(x: 0, y: 0, width: 0, height: 0)
    var sawFrame = false
    if rest.hasPrefix("{{"), let end = rest.range(of: "}}") {
      guard let parsedFrame = parseFrame(String(rest[..<end.upperBound])) else { return nil }
      frame = parsedFrame
      sawFrame = true
      rest = rest[end.upperBound...]
      if rest.hasPrefix(", ") { rest = rest.dropFirst(2) }
    }
    // Neither a frame nor an application line: not an element line (prose, a log line).
    guard sawFrame || type == "Application" else { return nil }
    var element = RuntimeElement(type: type, frame: frame)
    parseAttributes(rest, into: &element)
    return (indent, element)
  }

  /// `{{16.0, 59.0}, {24.0, 24.0}}`
  static func parseFrame(_ text: String) -> ElementFrame? {
    let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `identifier: 'close', label: 'Close, now', value: 50%, Selected`. A quoted value ends at a
  /// quote followed by the next key or flag (labels may hold commas and quotes).
  static func parseAttributes(_ text: Substring, into element: inout RuntimeElement) {
    var rest = text
    while !rest.isEmpty {
      if let key = keys.first(where: { rest.hasPrefix($0 + ": ") }) {
        rest = rest.dropFirst(key.count + 2)
        let value: String
        if rest.hasPrefix("'") {
          let body = rest.dropFirst()
          let end = endOfQuoted(body)
          value = String(body[..<end])
          rest = body[end...].dropFirst()  // the closing quote
        } else {
          let end = endOfUnquoted(rest)
          value = String(rest[..<end])
          rest = rest[end...]
        }
        switch key {
        case "identifier": element.identifier = value
        case "label": element.label = value
        case "placeholderValue": element.placeholderValue = value
        case "value": element.value = value
        default: break
        }
      } else {
        let end = endOfUnquoted(rest)
        let flag = rest[..<end].trimmingCharacters(in: .whitespaces)
        switch flag {
        case "Selected": element.isSelected = true
        case "Disabled": element.isEnabled = false
        default: break
        }
        rest = rest[end...]
      }
      if rest.hasPrefix(", ") { rest = rest.dropFirst(2) } else if !rest.isEmpty { rest = rest.dropFirst() }
    }
  }

  /// Where a quoted value ends: the last quote before ", key:" or a flag, or the line's last quote.
  private static func endOfQuoted(_ body: Substring) -> Substring.Index {
    var index = body.startIndex
    var lastQuote: Substring.Index?
    while index < body.endIndex {
      if body[index] == "'" {
        lastQuote = index
        let after = body[body.index(after: index)...]
        if after.isEmpty || startsNextAttribute(after) { return index }
      }
      index = body.index(after: index)
    }
    return lastQuote ?? body.endIndex
  }

  private static func endOfUnquoted(_ text: Substring) -> Substring.Index {
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == ",", startsNextAttribute(text[index...]) { return index }
      index = text.index(after: index)
    }
    return text.endIndex
  }

  /// `, label: ` or `, Selected` (at the end or before another comma).
  private static func startsNextAttribute(_ text: Substring) -> Bool {
    guard text.hasPrefix(", ") else { return false }
    let next = text.dropFirst(2)
    if keys.contains(where: { next.hasPrefix($0 + ": ") }) { return true }
    return flags.contains { flag in
      next.hasPrefix(flag) && (next.dropFirst(flag.count).isEmpty || next.dropFirst(flag.count).hasPrefix(","))
    }
  }
}
