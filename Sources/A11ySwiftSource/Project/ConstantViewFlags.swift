import A11yCore
import Foundation

/// A view's plain `Bool` property that every use passes the same literal (Saca la Bici's
/// `HoraPicker(label:selectedTime:title:)`, whose one use passes `title: false`): the `if title`
/// branch of its body never shows, so nothing found there reaches anyone. Read from the flag
/// branches the model keeps (``FileDeclarations/flagBranches``) and the view calls of every file.
enum ConstantViewFlags {
  /// The bodies of `if flag { … }` whose flag every use passes `false`, and of `if !flag { … }`
  /// whose flag every use passes `true`, by file path; and the `else` of each such `if` whose
  /// flag every use passes the value that takes the `if` (OpenGluck's `LowIconFill(isActive: true)`).
  static func neverShownBranches(in files: [SwiftFileModel]) -> [String: [Range<Int>]] {
    let literalArguments = literalArguments(in: files)
    // Branches on a property of the type they are written in (`HoraPicker.title`).
    var branches: [(path: String, type: String, flag: String, negated: Bool, body: Range<Int>, elseBody: Range<Int>?)] = []
    var result: [String: [Range<Int>]] = [:]
    for file in files {
      // A private `@State` flag made false that the file only ever sets false (Sora's
      // `showBookmarkToast`, its one write hiding the toast): the `if flag` body never shows.
      // (The file's text, made once, for the few flags that get that far.)
      // (Comments dropped: a write commented out writes nothing.)
      lazy var text = HandlerReach.droppingComments(String(decoding: file.sourceBytes, as: UTF8.self))
      for branch in file.declarations.flagBranches {
        guard let dot = branch.key.firstIndex(of: "."), dot > branch.key.startIndex else { continue }
        let flag = String(branch.key[branch.key.index(after: dot)...])
        guard !flag.hasPrefix("!"), !flag.contains(".") else { continue }
        let type = String(branch.key[..<dot])
        if isPrivateStateFlag(flag, of: type, in: file), NeverPresentedSheets.isNeverRaised(flag, in: text, bindings: 0) {
          result[file.path, default: []].append(branch.body)
        } else if isStateFlagLentOnlyToLowerers(flag, of: type, in: file, text: text, files: files) {
          result[file.path, default: []].append(branch.body)
        }
      }
      for branch in file.declarations.flagBranches {
        guard let dot = branch.key.firstIndex(of: "."), dot > branch.key.startIndex else { continue }
        let type = String(branch.key[..<dot])
        var flag = Substring(branch.key[branch.key.index(after: dot)...])
        let negated = flag.hasPrefix("!")
        if negated { flag = flag.dropFirst() }
        guard !flag.isEmpty, !flag.contains("."), file.typeExtents.contains(where: { $0.name == type }),
              literalArguments.contains(type + "." + flag) || storedBoolDefault(String(flag), of: type, in: file) != nil,
              // A wrapped property (`@State`, `@Binding`) changes after the view is made.
              file.declarationAttributes[ConstantKey(type: type, name: String(flag))]?.isEmpty ?? true,
              isStoredBool(String(flag), of: type, in: file) else { continue }
        branches.append((file.path, type, String(flag), negated, branch.body, branch.elseBody))
      }
    }
    guard !branches.isEmpty else { return result }
    var constants: [String: Bool?] = [:]
    for branch in branches {
      let key = branch.type + "." + branch.flag
      if constants[key] == nil { constants[key] = literalEveryUsePasses(branch.flag, to: branch.type, in: files) }
      guard let passed = constants[key] ?? nil else { continue }
      if passed == branch.negated {
        result[branch.path, default: []].append(branch.body)
      } else if let otherwise = branch.elseBody {
        result[branch.path, default: []].append(otherwise)
      }
    }
    return result
  }

  /// `View.label` of every view call passing a `Bool` literal, or a name of its own label (a flag
  /// passed on): only those flags can be constant, and most are ruled out before their type's
  /// text is read.
  static func literalArguments(in files: [SwiftFileModel]) -> Set<String> {
    var literalArguments: Set<String> = []
    for file in files {
      for view in file.views where view.kind == .call {
        for argument in view.arguments where argument.value.boolLiteral != nil || argument.value.text == argument.label {
          if let label = argument.label { literalArguments.insert(view.name + "." + label) }
        }
      }
    }
    return literalArguments
  }

  /// `Type.flag` of a view's plain `Bool` property that picks one of two colors
  /// (`.background(clear ? Color.clear : Color.tabBackground)`) and that every use passes the same
  /// literal (HabitsTracker's `IconButtonView(clear: true)`), with that literal: a fixed style,
  /// not a state the color shows.
  static func constantColorFlags(in files: [SwiftFileModel], candidates: [String: SwiftFileModel]) -> [String: Bool] {
    guard !candidates.isEmpty else { return [:] }
    let literalArguments = literalArguments(in: files)
    var result: [String: Bool] = [:]
    for (key, file) in candidates {
      let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
      // A flag no use passes at all keeps its default (tabi's `PriceInput(isDisabled:)`, never disabled).
      guard parts.count == 2, literalArguments.contains(key) || storedBoolDefault(parts[1], of: parts[0], in: file) != nil
              && isOnlySetAtConstruction(parts[1], of: parts[0], in: files),
            file.declarationAttributes[ConstantKey(type: parts[0], name: parts[1])]?.isEmpty ?? true,
            isStoredBool(parts[1], of: parts[0], in: file),
            let literal = literalEveryUsePasses(parts[1], to: parts[0], in: files) else { continue }
      result[key] = literal
    }
    return result
  }

  /// `true` or `false` written as `flag:` in the argument list opening at `offset` (`(isSnoozed:
  /// x, isActive: true)`), on one line; nil for anything else.
  static func writtenLiteral(_ flag: String, inCallAt offset: Int, in file: SwiftFileModel) -> Bool? {
    switch writtenArgument(flag, inCallAt: offset, in: file, acrossLines: false) {
    case "true"?: return true
    case "false"?: return false
    default: return nil
    }
  }

  /// What is written as `label:` (whitespace removed) in the argument list opening at `offset`, to
  /// the list's closing parenthesis: on one line, or `acrossLines` (`topButton(\n type: .myList,
  /// …)`). Nested parentheses are skipped whole; nil when the label isn't there.
  static func writtenArgument(_ label: String, inCallAt offset: Int, in file: SwiftFileModel, acrossLines: Bool) -> String? {
    let bytes = file.sourceBytes
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "(") else { return nil }
    var depth = 0, index = offset, arguments: [String] = [], current: [UInt8] = []
    while index < min(bytes.count, offset + 600) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n"), !acrossLines { return nil }
      if byte == UInt8(ascii: "(") { depth += 1; if depth == 1 { index += 1; continue } }
      if byte == UInt8(ascii: ")") { depth -= 1; if depth == 0 { arguments.append(String(decoding: current, as: UTF8.self)); break } }
      if byte == UInt8(ascii: ","), depth == 1 {
        arguments.append(String(decoding: current, as: UTF8.self))
        current = []
      } else {
        current.append(byte)
      }
      index += 1
    }
    guard depth == 0 else { return nil }
    for argument in arguments {
      let parts = argument.split(separator: ":", maxSplits: 1).map { $0.filter { !$0.isWhitespace } }
      if parts.count == 2, parts[0] == label { return parts[1] }
    }
    return nil
  }

  /// A `@State` flag made false (Studeo's `showTimer`, behind `if showTimer { TimerView(…) }`)
  /// that its file only ever sets false, lent as a binding only to views that only ever lower it
  /// (`TimerView(showingView: $showTimer)`, whose close button sets `showingView = false`; a
  /// header whose raise is commented out): every `$flag` is an argument `label: $flag`, every
  /// `@Binding var label: Bool` the project declares is never raised in its file, and no call
  /// passes the flag itself `true` (`PairingListView(showTimer: true)`).
  static func isStateFlagLentOnlyToLowerers(_ flag: String, of type: String, in file: SwiftFileModel, text: String, files: [SwiftFileModel]) -> Bool {
    // (Cheap tests first: most flags are raised in their file, or lent to nothing.)
    guard file.sourceContains("$" + flag), !file.sourceContains(flag + " = true"), !file.sourceContains(flag + ".toggle()"),
          file.declarationAttributes[ConstantKey(type: type, name: flag)]?.contains("State") == true,
          let pattern = try? NSRegularExpression(pattern: #"\$"# + NSRegularExpression.escapedPattern(for: flag) + #"\b"#) else { return false }
    let lent = pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    guard lent > 0, NeverPresentedSheets.isNeverRaised(flag, in: text, bindings: lent) else { return false }
    // The labels it is lent under.
    guard let labelled = try? NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\$"# + NSRegularExpression.escapedPattern(for: flag) + #"\b"#) else { return false }
    let labels = Set(labelled.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    })
    guard labelled.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) == lent else { return false }
    if files.contains(where: { $0.sourceContains(flag + ": true") }) { return false }
    // Nor raised by another file (an extension of the view: Keychy's board raises its alert flag in
    // `Showcase25BoardView+Sheet.swift`); a raise commented out raises nothing.
    for other in files where other.path != file.path && other.sourceContains(flag) {
      let otherText = HandlerReach.droppingComments(String(decoding: other.sourceBytes, as: UTF8.self))
      if otherText.range(of: #"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: flag) + #"\s*=(?!=)\s*+(?!false\b)\S"#, options: .regularExpression) != nil
        || otherText.contains(flag + ".toggle()") { return false }
    }
    for label in labels {
      var declared = false
      for other in files where other.sourceContains("@Binding") && other.sourceContains("var " + label) {
        let otherText = HandlerReach.droppingComments(String(decoding: other.sourceBytes, as: UTF8.self))
        guard otherText.range(of: #"@Binding\s+(?:private\s+)?var\s+"# + NSRegularExpression.escapedPattern(for: label) + #"\s*:\s*Bool\b"#, options: .regularExpression) != nil else { continue }
        declared = true
        guard isBindingNeverRaised(label, in: otherText) else { return false }
      }
      if !declared { return false }
    }
    return true
  }

  /// A binding its file never sets to anything but `false`, never toggles and never lends on.
  static func isBindingNeverRaised(_ name: String, in text: String) -> Bool {
    let escaped = NSRegularExpression.escapedPattern(for: name)
    func count(_ pattern: String) -> Int {
      (try? NSRegularExpression(pattern: pattern))?.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) ?? 0
    }
    return count(#"\$"# + escaped + #"\b"#) == 0 && count(#"\b"# + escaped + #"\.toggle\(\)"#) == 0
      && count(#"(?<![\w.])(?<!var )(?:self\.)?"# + escaped + #"\s*=(?!=)"#) == count(#"(?<![\w.])(?<!var )(?:self\.)?"# + escaped + #"\s*=\s*false\b"#)
  }

  /// A `@State private var` of the type: only its file can raise it (what it does is
  /// ``NeverPresentedSheets/isNeverRaised(_:in:bindings:)``'s to read).
  static func isPrivateStateFlag(_ flag: String, of type: String, in file: SwiftFileModel) -> Bool {
    file.declarationAttributes[ConstantKey(type: type, name: flag)]?.contains("State") == true && file.sourceContains("private var " + flag)
  }

  /// Whether `type` declares `flag` as `let flag: Bool` or `var flag: Bool` with no value of its
  /// own, so every use passes one, or as `var flag: Bool = true` with a literal a use may leave
  /// in place (``storedBoolDefault(_:of:in:)``).
  static func isStoredBool(_ flag: String, of type: String, in file: SwiftFileModel) -> Bool {
    guard let text = declarationText(of: type, in: file) else { return false }
    return ["let ", "var "].contains { specifier in
      text.contains(specifier + flag + ": Bool\n") || text.contains(specifier + flag + ": Bool\r\n")
    } || file.sourceContains("var " + flag + ": Bool = ") && storedBoolDefault(flag, inDeclaration: text) != nil
  }

  /// The literal of `var flag: Bool = true` (a top bar's `showNotifications`), which a use that
  /// leaves the argument out passes; nil when there is none. Only a plain property on its own
  /// line (no wrapper such as `@State` or `@AppStorage`, no `static`, no access level) of a type
  /// with no initializer of its own (which may set it from anything): the memberwise
  /// initializer's default.
  static func storedBoolDefault(_ flag: String, of type: String, in file: SwiftFileModel) -> Bool? {
    // (Most flags have no default: the file's bytes say so before any text is decoded.)
    if file.sourceContains("var " + flag + ": Bool = ") {
      return declarationText(of: type, in: file).flatMap { storedBoolDefault(flag, inDeclaration: $0) }
    }
    guard file.sourceContains(flag + ": Bool = ") else { return nil }
    return declarationText(of: type, in: file).flatMap { initializerBoolDefault(flag, inDeclaration: $0) }
  }

  /// No code writes the flag but its declaration and an initializer storing what it is given
  /// (`self.flag = flag`), and no extension of the type adds an initializer (which may set it).
  static func isOnlySetAtConstruction(_ flag: String, of type: String, in files: [SwiftFileModel]) -> Bool {
    let typeName = TypeIndex.simpleName(type)
    for file in files {
      if file.sourceContains("extension " + typeName),
         file.declarations.types.contains(where: { $0.kind == .extension && TypeIndex.simpleName($0.name) == typeName }) {
        // The extension's extents: all of the type's in the file, but the first when the file declares the type too.
        let declaresType = file.declarations.types.contains { $0.kind != .extension && TypeIndex.simpleName($0.name) == typeName }
        let extents = file.typeExtents.filter { TypeIndex.simpleName($0.name) == typeName }
        if extents.dropFirst(declaresType ? 1 : 0).contains(where: { file.converter.source.contains("init(", from: $0.start, to: $0.end) }) {
          return false
        }
      }
      // (Only where the type is named: its own code, its extensions, its uses; another type's
      // property of that name is another flag.)
      guard file.sourceContains(flag), file.sourceContains(typeName) else { continue }
      let bytes = file.sourceBytes
      for offset in file.sourceOffsets(of: flag) {
        // `name = …` (not `==`), written other than as `self.name = name` or its declaration.
        var after = offset + flag.utf8.count
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: "="), bytes[after + 1] != UInt8(ascii: "=") else { continue }
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let line = String(decoding: bytes[start..<min(bytes.count, after + 40)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("self.\(flag) = \(flag)") { continue }
        if line.contains("var \(flag)") || line.contains("let \(flag)") { continue }
        return false
      }
    }
    return true
  }

  /// The literal of an initializer's `flag: Bool = false` that it stores as given (`self.flag =
  /// flag`): Walkie's `NavigationBar(showAlarmButton:)`, which no screen passes. Only for a type
  /// with one initializer, on a line of its own or in a one-line list.
  static func initializerBoolDefault(_ flag: String, inDeclaration text: String) -> Bool? {
    guard let initializer = text.range(of: "init("), text.range(of: "init(", range: initializer.upperBound..<text.endIndex) == nil,
          text.contains("self.\(flag) = \(flag)\n") || text.contains("self.\(flag) = \(flag)\r\n") else { return nil }
    let parameters = text[initializer.upperBound...].prefix { $0 != "{" }
    for value in [true, false] {
      let written = "\(flag): Bool = \(value)"
      guard let range = parameters.range(of: written) else { continue }
      // A whole parameter: the name starts it and a comma, newline or parenthesis ends it.
      let before = range.lowerBound == parameters.startIndex ? nil : parameters[parameters.index(before: range.lowerBound)]
      let after = range.upperBound == parameters.endIndex ? nil : parameters[range.upperBound]
      guard before.map({ $0 == "(" || $0 == " " || $0 == "\n" || $0 == "\t" }) ?? true,
            after.map({ $0 == "," || $0 == ")" || $0 == "\n" || $0 == "\r" }) ?? true else { continue }
      return value
    }
    return nil
  }

  static func storedBoolDefault(_ flag: String, inDeclaration text: String) -> Bool? {
    guard !ByteSearch.contains(text, word: "init(") else { return nil }
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      for value in [true, false] where trimmed == "var " + flag + ": Bool = \(value)" { return value }
    }
    return nil
  }

  static func declarationText(of type: String, in file: SwiftFileModel) -> String? {
    guard let extent = file.typeExtents.first(where: { $0.name == type }) else { return nil }
    let bytes = file.sourceBytes
    let start = max(0, extent.start), end = min(bytes.count, extent.end)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The literal every mention of `type` outside its declaration, previews and tests passes as
  /// `flag:`, when each is a view call that passes one and all pass the same; nil otherwise.
  /// A use may pass on a flag of the view it is in (`LowIcon(isActive: isActive)` in
  /// `LowIconFill`), whose own uses then decide it, a few views deep.
  static func literalEveryUsePasses(_ flag: String, to type: String, in files: [SwiftFileModel], depth: Int = 3) -> Bool? {
    let mentions = DebugReach.mentions(of: type, in: files)
    guard !mentions.isEmpty, depth > 0 else { return nil }
    // What a use leaving the argument out passes: the property's own literal, if it has one, and
    // nothing else sets it (a modifier method's `copy.flag = true`, another initializer).
    let defaultValue = files.lazy.compactMap { storedBoolDefault(flag, of: type, in: $0) }.first
      .flatMap { isOnlySetAtConstruction(flag, of: type, in: files) ? $0 : nil }
    var passed: Bool?
    for (file, _, offset) in mentions {
      guard let use = file.views.first(where: { $0.kind == .call && $0.name == type && $0.position.utf8Offset == offset }) else {
        // A call the view tree doesn't hold (inside a chart mark's closure): its literal, read from the text.
        guard let literal = writtenLiteral(flag, inCallAt: offset + type.utf8.count, in: file),
              passed == nil || passed == literal else { return nil }
        passed = literal
        continue
      }
      guard let argument = use.arguments.first(labeled: flag) else {
        guard let defaultValue, passed == nil || passed == defaultValue else { return nil }
        passed = defaultValue
        continue
      }
      var literal = argument.boolLiteral
      if literal == nil, case .reference(let name) = argument.kind, let owner = use.enclosingType.map(TypeIndex.simpleName),
         owner != type, !name.contains("."), isStoredBool(name, of: owner, in: file),
         // A wrapped property (`@State`, `@AppStorage`) changes after the view is made.
         file.declarationAttributes[ConstantKey(type: owner, name: name)]?.isEmpty ?? true {
        literal = literalEveryUsePasses(name, to: owner, in: files, depth: depth - 1)
      }
      guard let literal, passed == nil || passed == literal else { return nil }
      passed = literal
    }
    return passed
  }
}
