import Foundation

/// Optional closure properties a tap only calls (`.onTapGesture { onTap?() }`, `{ model.onTapAction?() }`)
/// that no code ever gives a value: every construction of each type declaring the property leaves
/// it out (EUDI Wallet's `ContentTitleView(onTap:)`, ONLYOFFICE's `ASCAccessRowModel.onTapAction`),
/// and nothing assigns it. The tap runs nil: nothing there is a control.
enum UnsetCallbacks {
  /// "Type.property" of each callback found never set.
  static func propertiesNeverSet(in files: [SwiftFileModel]) -> Set<String> {
    var called: Set<String> = []
    for file in files where file.sourceContains("?()") {
      for view in file.views {
        guard let tap = view.tapGestureModifier,
              let key = callback(calledBy: file.text(from: tap.start, to: tap.end), in: view.enclosingType, of: file) else { continue }
        called.insert(key)
      }
    }
    // A UIKit recognizer's handler that only calls its view's closures (`@objc func didTapOnBackdrop()
    // { didTouchOnBackdrop?() }`, CouchTracker; `guard let mushroom else { return }; onTap?(mushroom)`).
    for file in files where file.sourceContains("?(") {
      let source = file.converter.source
      for function in file.behaviour.functions where function.end != function.position {
        guard let type = function.enclosingType,
              source.contains("?(", from: function.position.utf8Offset, to: function.end.utf8Offset) else { continue }
        let body = HandlerReach.droppingSignature(file.text(from: function.position, to: function.end))
        for property in onlyOptionalClosureCalls(in: body) ?? [] { called.insert(TypeIndex.simpleName(type) + "." + property) }
      }
    }
    guard !called.isEmpty else { return [] }
    var storedByType: [String: Set<String>] = [:]
    for file in files {
      for (type, properties) in file.declarations.storedProperties { storedByType[TypeIndex.simpleName(type), default: []].formUnion(properties.keys) }
    }
    // Each file's text, made only for the files that name a callback or its type (most name none).
    var madeTexts: [Int: String] = [:]
    func texts(naming words: [String]) -> [String] {
      files.indices.filter { index in words.contains(where: files[index].sourceContains) }.map { index in
        if let text = madeTexts[index] { return text }
        let text = String(decoding: files[index].sourceBytes, as: UTF8.self)
        madeTexts[index] = text
        return text
      }
    }
    return called.filter { key in
      let (type, property) = (String(key.prefix { $0 != "." }), String(key.drop { $0 != "." }.dropFirst()))
      guard let stored = storedByType[type], stored.contains(property) else { return false }
      // A write or a construction passing it names the property; a construction, the type.
      return !isAssigned(property, in: texts(naming: [property])) && !mayBeGiven(property, by: type, storing: stored, in: texts(naming: [property, type]))
    }
  }

  /// "Type.property" of the callback a tap's closure only calls: `onTap?()` (the view's own) or
  /// `model.onTapAction?()` (a stored property's type's), when the file tells that type.
  static func callback(calledBy tapText: String, in enclosingType: String?, of file: SwiftFileModel) -> String? {
    guard let enclosingType, let path = onlyOptionalCall(in: tapText) else { return nil }
    let owner = TypeIndex.simpleName(enclosingType)
    let parts = path.first == "self" ? Array(path.dropFirst()) : path
    switch parts.count {
    case 1: return owner + "." + parts[0]
    case 2:
      guard let typeText = file.declarations.storedProperties[enclosingType]?[parts[0]] else { return nil }
      let type = typeText.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
      guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      return type + "." + parts[1]
    default: return nil
    }
  }

  /// The names of `a.b?()` when a tap's closure does nothing but that call.
  static func onlyOptionalCall(in tapText: String) -> [String]? {
    guard let open = tapText.firstIndex(of: "{"), let close = tapText.lastIndex(of: "}"), open < close else { return nil }
    let body = tapText[tapText.index(after: open)..<close].trimmingCharacters(in: .whitespacesAndNewlines)
    guard body.hasSuffix("?()") else { return nil }
    let path = body.dropLast(3).split(separator: ".", omittingEmptySubsequences: false)
    guard path.allSatisfy({ part in !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
    return path.map(String.init)
  }

  /// The properties a function's body (`{ … }`) only calls, each as `name?(…)` (`self.` allowed),
  /// after any `guard let … else { return }` that unwraps what they are given; nil when it does
  /// anything else.
  static func onlyOptionalClosureCalls(in body: String) -> [String]? {
    guard let open = body.firstIndex(of: "{"), let close = body.lastIndex(of: "}"), open < close else { return nil }
    let code = HandlerReach.droppingComments(String(body[body.index(after: open)..<close]))
      .replacingOccurrences(of: #"guard\s+let\s+[^{}\n]+\belse\s*\{\s*return\s*\}"#, with: "", options: .regularExpression)
    var names: [String] = []
    for statement in code.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
      var text = statement.trimmingCharacters(in: .whitespaces)[...]
      if text.isEmpty { continue }
      if text.hasPrefix("self.") { text = text.dropFirst(5) }
      let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty, text.dropFirst(name.count).hasPrefix("?("), text.hasSuffix(")") else { return nil }
      names.append(String(name))
    }
    return names.isEmpty ? nil : names
  }

  /// Properties whose setter observer adds a gesture recognizer (`var tapHandler: (() -> Void)? {
  /// didSet { if tapHandler != nil { addGestureRecognizer(…) } } }`) that no code ever sets (Save's
  /// working overlay): the recognizer is never added.
  static func gestureAddingPropertiesNeverSet(in files: [SwiftFileModel]) -> Set<String> {
    var candidates: Set<String> = []
    for file in files where file.sourceContains("didSet") && file.sourceContains("addGestureRecognizer") {
      let source = file.converter.source
      for property in file.behaviour.properties {
        let text = source.text(from: property.start.utf8Offset, to: property.end.utf8Offset)
        guard text.contains("didSet"), text.contains("addGestureRecognizer") else { continue }
        // An outlet is set by the storyboard or xib that connects it (Rocket.Chat's `viewDirectory`).
        let lineStart = source.text(from: max(0, property.start.utf8Offset - 200), to: property.start.utf8Offset)
          .split(separator: "\n", omittingEmptySubsequences: false).suffix(2).joined(separator: "\n")
        if lineStart.contains("@IBOutlet") || lineStart.contains("@IBInspectable") || text.contains("@IBOutlet") { continue }
        candidates.insert(property.name)
      }
    }
    guard !candidates.isEmpty else { return [] }
    // A doc comment's usage example (`workingOverlay.tapHandler = { … }`) sets nothing.
    let texts = files.map { HandlerReach.droppingComments(String(decoding: $0.sourceBytes, as: UTF8.self)) }
    return candidates.filter { property in
      // Set by an assignment, or passed as an argument of that name (an initializer's).
      !isAssigned(property, in: texts) && !texts.contains { text in
        text.components(separatedBy: property + ":").count - 1 > text.components(separatedBy: "var " + property + ":").count - 1
      }
    }
  }

  /// Whether some code writes the property (`row.onTap = { … }`, `onTap = handler`), other than an
  /// initializer passing its parameter of the same name on (`self.onTap = onTap`).
  static func isAssigned(_ property: String, in texts: [String]) -> Bool {
    let escaped = NSRegularExpression.escapedPattern(for: property)
    guard let write = try? NSRegularExpression(pattern: #"(?<![\w])((?:[\w\]\)?!]+\.)?)"# + escaped + #"\s*=(?!=)\s*([^\n]*)"#) else { return true }
    for text in texts where ByteSearch.contains(text, word: property) && mayAssign(property, in: text) {
      for match in write.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let owner = Range(match.range(at: 1), in: text).map({ text[$0] }),
              let value = Range(match.range(at: 2), in: text).map({ text[$0].trimmingCharacters(in: .whitespaces) }) else { return true }
        // `self.onTap = onTap` hands an initializer's parameter on; in another method
        // (`configure(name:onAvatarTap:)`) it is a write a caller makes.
        if owner == "self.", value == "nil" || value == property && isInInitializer(match.range.location, in: text) { continue }
        if owner.isEmpty, value == "nil" { continue }
        // A closure that only logs (`episodeView.didTouchOnPreview = { print("Preview!!!") }`,
        // CouchTracker's stub): no action given.
        if value.hasPrefix("{"), let valueRange = Range(match.range(at: 2), in: text), onlyLogs(closureAt: valueRange.lowerBound, in: text) { continue }
        return true
      }
    }
    return false
  }

  /// Whether the nearest declaration before `location` (UTF-16) is an initializer, not a `func`.
  static func isInInitializer(_ location: Int, in text: String) -> Bool {
    let before = (text as NSString).substring(to: location)
    let initializer = before.range(of: "init(", options: .backwards)?.lowerBound
    let function = before.range(of: "func ", options: .backwards)?.lowerBound
    guard let initializer else { return false }
    return function.map { initializer > $0 } ?? true
  }

  /// A byte pre-test for ``isAssigned(_:in:)``'s pattern: the name followed by `=` (not `==`),
  /// spaces aside. Most texts naming a callback only call it; the regular expression is left for
  /// the few that may write it.
  static func mayAssign(_ property: String, in text: String) -> Bool {
    var text = text
    let pattern = Array(property.utf8)
    // (Searched in place: no copy of the text's bytes.)
    return text.withUTF8 { bytes in
      pattern.withUnsafeBufferPointer { pattern in
        var from = 0
        while let start = ByteSearch.firstOffset(of: pattern, in: bytes, from: from) {
          from = start + 1
          var cursor = start + pattern.count
          while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") || bytes[cursor] == UInt8(ascii: "\n") { cursor += 1 }
          if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "=") && (cursor + 1 >= bytes.count || bytes[cursor + 1] != UInt8(ascii: "=")) { return true }
        }
        return false
      }
    }
  }

  /// Whether the closure opening at `start` (`{ [weak self] in print("…") }`) only calls logging
  /// functions.
  static func onlyLogs(closureAt start: String.Index, in text: String) -> Bool {
    var depth = 0
    var end = start
    for index in text[start...].indices {
      let character = text[index]
      if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
      if depth == 0 { end = index; break }
    }
    guard end > start else { return false }
    var body = HandlerReach.droppingComments(String(text[text.index(after: start)..<end]))
    // A capture list and parameters (`[weak self] _ in`).
    if let signature = body.range(of: #"^\s*(\[[^\]]*\])?\s*[\w\s,()_]*\bin\b"#, options: .regularExpression) {
      body.removeSubrange(signature)
    }
    let statements = body.split(whereSeparator: { $0 == "\n" || $0 == ";" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return !statements.isEmpty && statements.allSatisfy { statement in
      HandlerReach.loggingCalls.contains { statement.hasPrefix($0 + "(") } && statement.hasSuffix(")")
    }
  }

  /// Whether a construction of `type` may pass the property: one giving it a value other than nil,
  /// one with a trailing closure, `type.init(…)`, a `.init(…)` whose labels are all `stored`
  /// properties of the type, or none found at all (made some way not read).
  static func mayBeGiven(_ property: String, by type: String, storing stored: Set<String>, in texts: [String]) -> Bool {
    var constructionCount = 0
    for text in texts where ByteSearch.contains(text, word: type) || ByteSearch.contains(text, word: ".init(") {
      if ByteSearch.contains(text, word: type + ".init(") { return true }
      let constructions = ByteSearch.contains(text, word: type + "(") ? calls(opening: type + "(", in: text) : []
      if constructions.contains(where: { $0.trailing || $0.arguments[property].map { $0 != "nil" } == true }) { return true }
      // `.init(name: …, onTap: …)` where the type is inferred: the type's own when every label is
      // one of its stored properties (a memberwise initializer).
      if ByteSearch.contains(text, word: ".init("), calls(opening: ".init(", in: text).contains(where: { call in
        call.arguments[property].map { $0 != "nil" } == true && Set(call.arguments.keys).isSubset(of: stored)
      }) { return true }
      constructionCount += constructions.count
    }
    return constructionCount == 0
  }

  /// Each call opened by `opener` (preceded by no identifier character): its labelled arguments'
  /// values, and whether a trailing closure follows the parentheses.
  static func calls(opening opener: String, in text: String) -> [(arguments: [String: String], trailing: Bool)] {
    let bytes = Array(text.utf8)
    let needle = Array(opener.utf8)
    var result: [(arguments: [String: String], trailing: Bool)] = []
    var index = 0
    while index + needle.count <= bytes.count {
      guard bytes[index..<(index + needle.count)].elementsEqual(needle) else { index += 1; continue }
      if needle.first != UInt8(ascii: "."), index > 0, ByteSearch.isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ".") {
        index += 1
        continue
      }
      let open = index + needle.count - 1
      guard let (arguments, after) = UnreferencedCode.FunctionMention.arguments(bytes, from: open) else { index += 1; continue }
      var labelled: [String: String] = [:]
      for argument in arguments { if let label = argument.label { labelled[label] = argument.value } }
      var next = after
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
      result.append((labelled, next < bytes.count && bytes[next] == UInt8(ascii: "{")))
      index = after
    }
    return result
  }
}
