import A11yCore
import Foundation
import SwiftSyntax

/// Labels set through a project's own functions, followed one level: a method or free function
/// that sets accessibility on an object passed to it (`setupAccessibility(forSidebarButton:
/// button)`), and a factory that labels the object it returns (`colorPickerButton =
/// makeColorPickerButton()`). Zotero labels its reader's bar items and tool buttons this way.
enum HelperCalls {
  // MARK: Recording, in the walk that builds a file's model

  static func record(_ node: FunctionDeclSyntax, body: CodeBlockSyntax, converter: PositionConverter, into declarations: inout FileDeclarations) {
    let start = body.positionAfterSkippingLeadingTrivia.utf8Offset, end = body.endPositionBeforeTrailingTrivia.utf8Offset
    guard converter.source.contains("accessibility", from: start, to: end) || converter.source.contains("Accessibility", from: start, to: end)
    else { return }
    let text = converter.source.text(from: start, to: end)
    // The body's lines, split once (by Characters) for every parameter and the return, when one
    // of them needs them.
    var split: [Substring]?
    func bodyLines() -> [Substring] {
      if let split { return split }
      let made = Self.lines(of: text)
      split = made
      return made
    }
    let name = node.name.text
    for parameter in node.signature.parameterClause.parameters {
      let local = (parameter.secondName ?? parameter.firstName).text
      guard local != "_", local != "self" else { continue }
      let effect = effect(on: local, in: text, lines: bodyLines)
      if !effect.isEmpty { declarations.argumentHelpers[name, default: [:]][parameter.firstName.text] = effect }
    }
    if node.signature.returnClause != nil, let returned = returnedName(in: text, lines: bodyLines) {
      let effect = effect(on: returned, in: text, lines: bodyLines)
      if !effect.isEmpty { declarations.factoryHelpers[name] = effect }
    }
    if node.signature.returnClause != nil {
      let labels = resultLabelArguments(node.signature.parameterClause.parameters, lines: bodyLines())
      if !labels.isEmpty { declarations.resultLabelArguments[name, default: []].formUnion(labels) }
    }
  }

  /// The labels of the arguments a function gives, as its accessibility label, to the object it
  /// returns (`UIImage.symbol(_:accessibilityLabel:)`: `result?.accessibilityLabel =
  /// accessibilityLabel` ... `return result`); `return nil` aside, it returns that one name.
  static func resultLabelArguments(_ parameters: FunctionParameterListSyntax, lines: [Substring]) -> Set<String> {
    var returned: Set<String> = []
    for line in lines where holdsReturn(line) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("return ") else { continue }
      let value = trimmed.dropFirst("return ".count).trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
      if value != "nil" { returned.insert(value) }
    }
    guard returned.count == 1, let result = returned.first else { return [] }
    var labels: Set<String> = []
    for parameter in parameters {
      let local = (parameter.secondName ?? parameter.firstName).text
      let assignments = ["", "?", "!"].map { result + $0 + ".accessibilityLabel = " + local }
      if lines.contains(where: { line in assignments.contains { isStatement($0, in: line) } }) {
        labels.insert(parameter.firstName.text)
      }
    }
    return labels
  }

  static func lines(of text: String) -> [Substring] {
    text.split(whereSeparator: \.isNewline)
  }

  /// What `text` sets on `name`: its statements `name.accessibilityLabel = ...`, read the way a
  /// UIKit helper's body is.
  static func effect(on name: String, in text: String) -> AccessibilityEffect {
    effect(on: name, in: text, lines: { Self.lines(of: text) })
  }

  /// The same, with `text`'s lines (``lines(of:)``) given when asked for.
  static func effect(on name: String, in text: String, lines textLines: () -> [Substring]) -> AccessibilityEffect {
    let prefix = name + "."
    // No line can start with the prefix when the bytes lack it: the split into lines of
    // Characters, for every parameter of every helper, showed in profiles.
    if ByteSearch.isByteTestable(prefix), !ByteSearch.contains(text, word: prefix) { return AccessibilityEffect() }
    var lines: [Substring] = []
    for line in textLines() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix(prefix) { lines.append(trimmed.dropFirst(prefix.count)) }
    }
    return lines.isEmpty ? AccessibilityEffect() : AccessibilityEffect(uikitBodyText: lines.joined(separator: "\n"))
  }

  /// Whether `line` holds `statement` whole: not inside a longer name before it, nor followed by
  /// more of an expression (`{ result.accessibilityLabel = label }` holds `result.accessibilityLabel = label`).
  static func isStatement(_ statement: String, in line: Substring) -> Bool {
    var searchRange = line.startIndex..<line.endIndex
    while let found = line.range(of: statement, range: searchRange) {
      let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
      let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
      let startsFree = before.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
      let endsFree = after.map { $0 == " " || $0 == ";" || $0 == "}" } ?? true
      if startsFree && endsFree { return true }
      searchRange = found.upperBound..<line.endIndex
    }
    return false
  }

  /// The local a function body returns (`return button`), if it returns one name.
  static func returnedName(in text: String) -> String? {
    returnedName(in: text, lines: { Self.lines(of: text) })
  }

  /// The same, with `text`'s lines (``lines(of:)``) given when asked for.
  static func returnedName(in text: String, lines: () -> [Substring]) -> String? {
    // Without the bytes of `return `, no line starts with it (the same test as ``effect(on:in:)``),
    // nor does a line without them once trimmed: Foundation's trimming of every line is skipped.
    guard ByteSearch.contains(text, word: "return ") else { return nil }
    var returned: Set<String> = []
    for line in lines() where holdsReturn(line) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("return ") else { continue }
      let value = trimmed.dropFirst("return ".count).trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      returned.insert(value)
    }
    return returned.count == 1 ? returned.first : nil
  }

  /// Whether a line's bytes hold `return ` (ASCII, which no other spelling is canonically
  /// equivalent to: ``ByteSearch/isByteTestable(_:)``).
  static func holdsReturn(_ line: Substring) -> Bool {
    let word: StaticString = "return "
    return line.utf8.withContiguousStorageIfAvailable { haystack in
      word.withUTF8Buffer { ByteSearch.contains(haystack, $0) }
    } ?? ByteSearch.contains(String(line), word: "return ")
  }

  // MARK: Expanding, when a file is linked to its project

  /// Gives each UIKit object of the file what a helper it is passed to, or the factory that made
  /// it, sets.
  static func expand(_ model: inout SwiftFileModel, _ index: ProjectIndex) {
    guard !index.argumentHelpers.isEmpty || !index.factoryHelpers.isEmpty, !model.uikitObjects.isEmpty else { return }
    let source = model.converter.source
    let called = calledNames(in: source.bytes)
    // An unqualified call binds to the function of that name the file declares (`configureCell(cell,
    // item:)` in one cell factory is not another factory's `configureCell`): what it does is the
    // file's own record, empty when its body sets nothing.
    let ownFunctions = Set(model.declarations.functions.map(\.name))
    let argumentHelpers = index.argumentHelpers.filter { called.contains($0.key) && !ownFunctions.contains($0.key) }
      .merging(model.declarations.argumentHelpers.filter { called.contains($0.key) }) { _, own in own }
    let factories = index.factoryHelpers.filter { called.contains($0.key) && !ownFunctions.contains($0.key) }
      .merging(model.declarations.factoryHelpers.filter { called.contains($0.key) }) { _, own in own }
    guard !argumentHelpers.isEmpty || !factories.isEmpty else { return }
    let text = source.text(from: 0, to: source.bytes.count)
    for objectIndex in model.uikitObjects.indices {
      let object = model.uikitObjects[objectIndex]
      let name = object.name.hasPrefix("self.") ? String(object.name.dropFirst(5)) : object.name
      guard name != "self", !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      var effect = AccessibilityEffect()
      for (function, labels) in argumentHelpers {
        for (label, set) in labels where isPassed(name, to: function, label: label, in: text) { effect.merge(set) }
      }
      for (function, set) in factories where isMade(name, by: function, initializer: object.initializer?.text, in: text) {
        effect.merge(set)
      }
      guard !effect.isEmpty else { continue }
      func assign(_ property: String, _ value: ExpressionInfo) {
        model.uikitObjects[objectIndex].assignments.append(PropertyAssignment(
          property: property, value: value, position: object.position, start: object.position, end: object.position))
      }
      let given = ExpressionInfo(kind: .reference("helper"), text: "helper", start: object.position, end: object.position)
      if effect.setsLabel { assign("accessibilityLabel", given) }
      if effect.setsHint { assign("accessibilityHint", given) }
      if effect.setsValue { assign("accessibilityValue", given) }
      if effect.makesElement {
        assign("isAccessibilityElement", ExpressionInfo(kind: .bool(true), text: "true", start: object.position, end: object.position))
      }
    }
  }

  /// `f(label: name)`, `f(label: self.name, ...)`, `f(a, label: name)`; `f(name)` for an unlabelled parameter.
  static func isPassed(_ name: String, to function: String, label: String, in text: String) -> Bool {
    let argument = label == "_" ? "" : label + ": "
    var openings = [function + "(" + argument]
    if label != "_" { openings.append(", " + argument) }
    for opening in openings {
      for receiver in [name, "self." + name] where text.contains(opening + receiver) {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: opening + receiver, range: searchRange) {
          let next = text[found.upperBound...].first
          if next == ")" || next == "," || next == " " { return true }
          searchRange = found.upperBound..<text.endIndex
        }
      }
    }
    return false
  }

  /// `let name = f()`, `name = self.f()`, or `let made = f()` … `name = made`.
  static func isMade(_ name: String, by function: String, initializer: String?, in text: String) -> Bool {
    let calls = [function + "(", "self." + function + "("]
    if let initializer, calls.contains(where: { initializer.hasPrefix($0) }) { return true }
    // Every test below needs the bytes of `= function(` or `= self.function(`, and the first one
    // those of `name = …` too: when ASCII names' bytes are absent, nothing can match
    // (``ByteSearch/containsAny(_:_:)``), and Foundation's searches and the regular expression
    // over the whole file are skipped.
    let isASCII = function.utf8.allSatisfy { $0 < 0x80 } && name.utf8.allSatisfy { $0 < 0x80 }
    if isASCII, !ByteSearch.containsAny(text, calls.map { "= " + $0 }) { return false }
    for call in calls where !isASCII || ByteSearch.containsAny(text, ["\(name) = \(call)"]) {
      if text.contains("\(name) = \(call)") { return true }
    }
    // Through one local: `let picker = makeColorPickerButton()` then `colorPickerButton = picker`.
    let pattern = "let ([A-Za-z_][A-Za-z0-9_]*) = (?:self\\.)?" + NSRegularExpression.escapedPattern(for: function) + "\\("
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    let whole = NSRange(text.startIndex..., in: text)
    for match in expression.matches(in: text, range: whole) {
      guard let range = Range(match.range(at: 1), in: text) else { continue }
      let local = text[range]
      if text.contains("\(name) = \(local)\n") || text.contains("self.\(name) = \(local)\n") { return true }
    }
    return false
  }

  /// Identifiers followed by `(`: the functions a file calls (and declares), read once.
  static func calledNames(in bytes: [UInt8]) -> Set<String> {
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    var names: Set<String> = []
    var start = -1
    for (offset, byte) in bytes.enumerated() {
      if isIdentifier(byte) {
        if start < 0 { start = offset }
      } else {
        if byte == 0x28, start >= 0 { names.insert(String(decoding: bytes[start..<offset], as: UTF8.self)) }
        start = -1
      }
    }
    return names
  }
}
