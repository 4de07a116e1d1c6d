/// Methods every implementation of which is empty, by name (Kikurage's
/// `settingBaseViewDidTappedUserImageView`, a delegate method holding only a FIXME comment): a tap
/// handler that only calls them does nothing yet, and asks for no button trait. A protocol's
/// requirement no type implements is one too (bm_iOS's `IconTextText2Delegate.pressed(icon:)`, a
/// delegate nothing adopts): calling it through an optional delegate does nothing.
enum EmptyMethods {
  static func names(in files: [SwiftFileModel]) -> Set<String> {
    var empty: Set<String> = [], implemented: Set<String> = [], required: Set<String> = []
    for file in files {
      let bytes = file.sourceBytes
      // Functions declared without a body: protocol requirements.
      let withBodies = Set(file.declarations.functions.lazy.filter { !$0.isProperty }.map(\.name))
      for function in file.behaviour.functions where !withBodies.contains(function.name) { required.insert(function.name) }
      for function in file.declarations.functions where !function.isProperty {
        guard let isEmpty = bodyIsEmpty(bytes, from: function.body.lowerBound, to: function.body.upperBound) else { continue }
        if isEmpty, !implemented.contains(function.name) { empty.insert(function.name) }
        if !isEmpty {
          implemented.insert(function.name)
          empty.remove(function.name)
        }
      }
    }
    return empty.union(required.subtracting(implemented))
  }

  /// Helpers that add a tap recognizer running the selector they are handed (`func
  /// addTapGesture(target: UIViewController, selector: Selector) { addGestureRecognizer(
  /// UITapGestureRecognizer(target: target, action: selector)) }`) whose every call in the project
  /// hands a method that only puts the keyboard away (`#selector(dismissKeyboard)`, DatingApp's
  /// forms): a tap outside the fields, whatever view the helper adds it to. By name.
  static func keyboardOnlyTapHelpers(in files: [SwiftFileModel], keyboardOnly: Set<String>) -> Set<String> {
    // The helpers, with the argument label of their selector parameter.
    var helpers: [String: String] = [:]
    for file in files where file.sourceContains("Selector") && file.sourceContains("UITapGestureRecognizer(") {
      for function in file.declarations.functions where !function.isProperty
        && file.converter.source.contains(": Selector", from: function.declaration.lowerBound, to: function.body.lowerBound) {
        let header = file.converter.source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound)
        guard body.contains("UITapGestureRecognizer(") else { continue }
        for parameter in UIKitScreenTitles.parameters(inHeader: header)
        where header.contains(parameter.name + ": Selector") && body.contains("action: " + parameter.name + ")") {
          helpers[function.name] = parameter.label ?? "_"
        }
      }
    }
    guard !helpers.isEmpty else { return [] }
    var passed: [String: [String?]] = [:]
    for file in files where helpers.keys.contains(where: file.sourceContains) {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      for (name, label) in helpers {
        var rest = text[...]
        while let found = rest.range(of: name + "(") {
          defer { rest = rest[found.upperBound...] }
          // A call, not the declaration or another name ending in this one.
          let before = rest[..<found.lowerBound]
          if before.hasSuffix("func ") || before.last.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true { continue }
          let arguments = rest[found.upperBound...].prefix { $0 != "\n" }
          // (A call not naming the parameter calls another overload: `addTapGesture()`, a cell's own.)
          if label != "_", !arguments.contains(label + ":") { continue }
          // `selector: #selector(dismissKeyboard)`: the method's name, nil for anything else.
          var selector: String?
          if let given = arguments.range(of: (label == "_" ? "" : label + ":") + " #selector(") ?? arguments.range(of: (label == "_" ? "" : label + ":") + "#selector(") {
            let method = arguments[given.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            selector = method.split(separator: ".").last.map(String.init)
          }
          passed[name, default: []].append(selector)
        }
      }
    }
    return Set(passed.filter { _, selectors in
      selectors.allSatisfy { selector in
        guard let selector else { return false }
        return keyboardOnly.contains(selector) || HandlerReach.keyboardDismissals.contains(selector) || HandlerReach.isNamedForClosingTheKeyboard(selector)
      }
    }.keys)
  }

  /// Methods whose every statement puts the keyboard away (`@IBAction func didTapContentView(_:)
  /// { view.endEditing(true) }`, Meditation+'s splash): a tap running one gives nothing a button
  /// would. A name with another body anywhere is left out.
  static func keyboardOnlyNames(in files: [SwiftFileModel]) -> Set<String> {
    var found: Set<String> = []
    // Two rounds: a function that only calls one found in the first (Talent Torrent's tap action
    // calling its `keyboardDisappearFirst(view:)`) is found in the second.
    for _ in 0..<2 {
      var other: Set<String> = []
      let dismissals = HandlerReach.keyboardDismissals.union(found)
      for file in files where dismissals.contains(where: file.sourceContains) {
        let bytes = file.sourceBytes
        for function in file.declarations.functions where !function.isProperty && function.body.upperBound <= bytes.count {
          let text = HandlerReach.droppingComments(String(decoding: bytes[function.body], as: UTF8.self))
          guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { continue }
          let statements = text[text.index(after: open)..<close].split(whereSeparator: { $0 == "\n" || $0 == ";" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !Self.isBranchScaffolding($0) }
          // Each statement a call putting the keyboard away (HandlerReach's, `endEditing`,
          // `resignFirstResponder`, an app's `hideKeyboard()`), its result dropped at most.
          let onlyKeyboard = !statements.isEmpty && statements.allSatisfy { statement in
            let calls = HandlerReach.callNames(in: statement)
            return !calls.isEmpty && calls.allSatisfy(dismissals.contains) && (!statement.contains("=") || statement.hasPrefix("_ ="))
          }
          // Also by its type (`TrainingViewController.tapGestureRecognizer`): screens give their
          // actions the same names, and one screen's may do more than another's.
          if onlyKeyboard, let type = file.innermostTypeName(at: function.declaration.lowerBound) {
            found.insert(TypeIndex.simpleName(type) + "." + function.name)
          }
          if onlyKeyboard, !other.contains(function.name) {
            found.insert(function.name)
          } else {
            other.insert(function.name)
            found.remove(function.name)
          }
        }
      }
    }
    return found
  }

  /// `if keyboardIsShown {`, `} else {`, `}`: a branch around the calls, calling nothing itself
  /// (Talent Torrent's `if UIApplication.shared.isKeyboardPresented { view.endEditing(true) }`).
  static func isBranchScaffolding(_ statement: String) -> Bool {
    if statement == "}" || statement == "} else {" || statement == "else {" { return true }
    return statement.hasPrefix("if ") && statement.hasSuffix("{") && !statement.contains("(")
  }

  /// Whether the braces of a body hold only spaces and comments; nil when they can't be found.
  static func bodyIsEmpty(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool? {
    let end = min(end, bytes.count)
    guard start < end, let open = bytes[start..<end].firstIndex(of: UInt8(ascii: "{")),
          let close = bytes[open..<end].lastIndex(of: UInt8(ascii: "}")), open < close else { return nil }
    // Most bodies hold code at once: only those starting with a comment are read whole.
    guard let first = bytes[(open + 1)..<close].first(where: { ![32, 9, 10, 13].contains($0) }) else { return true }
    guard first == UInt8(ascii: "/") else { return false }
    return HandlerReach.droppingComments(String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
      .allSatisfy(\.isWhitespace)
  }
}
