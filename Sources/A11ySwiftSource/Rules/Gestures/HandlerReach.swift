import A11yCore
import Foundation

/// What a gesture's or a control's handler does, followed through the functions the same file
/// declares: a `Button` calling `increment()` whose body sets `index` sets `index`; a tap and a
/// swipe whose handlers both end in `dismissToastView()` do the same thing.
enum HandlerReach {
  /// The text of the file's functions named `name` (every overload), declaration included.
  /// With `type`, a selector sent to that type's instance: its own method of the name when it
  /// declares one (two views in a file may each have a `handleTap`).
  static func bodies(of name: String, in file: SwiftFileModel, preferring type: String? = nil) -> [String] {
    let all = file.behaviour.functions.filter { $0.name == name && $0.end != $0.position }
    let own = type.map { type in all.filter { $0.enclosingType == type } } ?? []
    return (own.isEmpty ? all : own).map { file.text(from: $0.position, to: $0.end) }
  }

  /// Names of the file's functions that `text` calls, and the ones those call, `depth` levels deep.
  static func reachedFunctions(from text: String, in file: SwiftFileModel, depth: Int = 2) -> Set<String> {
    // `.init(x:y:)` almost always builds another type (a CGPoint), not this one: never followed.
    let declared = Set(file.behaviour.functions.map(\.name)).subtracting(["init"])
    var reached: Set<String> = []
    var frontier = GestureSupport.calledNames(in: text).union(Self.handedFunctions(in: text)).intersection(declared)
    for _ in 0..<depth where !frontier.isEmpty {
      reached.formUnion(frontier)
      var next: Set<String> = []
      for name in frontier {
        for body in bodies(of: name, in: file) {
          let code = Self.droppingSignature(body)
          next.formUnion(GestureSupport.calledNames(in: code).union(Self.handedFunctions(in: code)).intersection(declared))
        }
      }
      frontier = next.subtracting(reached)
    }
    return reached.union(frontier)
  }

  /// Names handed as a whole argument (`.onEnded(onDragEnded)`, `perform: refresh`): a function
  /// given as the handler runs when the handler does. (Only the file's functions among them count.)
  static func handedFunctions(in text: String) -> Set<String> {
    // (A scan of the bytes: a regex built per handler cost 2% of a whole run.)
    let bytes = Array(text.utf8)
    var names: Set<String> = []
    func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "(") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") else { continue }
      var start = index
      while start < bytes.count, isSpace(bytes[start]) { start += 1 }
      if bytes[start...].starts(with: "self.".utf8) { start += 5 }
      guard start < bytes.count, ByteSearch.isIdentifierByte(bytes[start]), !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { continue }
      var end = start
      while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
      var after = end
      while after < bytes.count, isSpace(bytes[after]) { after += 1 }
      if after < bytes.count, bytes[after] == UInt8(ascii: ")") || bytes[after] == UInt8(ascii: ",") {
        names.insert(String(decoding: bytes[start..<end], as: UTF8.self))
      }
    }
    return names
  }

  /// `text` followed by the bodies of the functions it reaches: everything the handler runs
  /// that this file shows.
  static func reachedText(from text: String, in file: SwiftFileModel, depth: Int = 2) -> String {
    let names = reachedFunctions(from: text, in: file, depth: depth)
    return ([text] + names.sorted().flatMap { bodies(of: $0, in: file).map(Self.droppingSignature) })
      .joined(separator: "\n")
  }

  /// A function's body or a closure without the closures inside it: what it runs itself (a
  /// screen title's lifecycle calls; a delay's own statements, not the callbacks it hands on).
  static func topLevelStatements(of declaration: String) -> String {
    var depth = 0
    var kept = ""
    for character in declaration {
      if character == "{" { depth += 1; if depth == 1 { kept.append(character) }; continue }
      if character == "}" { if depth == 1 { kept.append(character) }; depth -= 1; continue }
      if depth <= 1 { kept.append(character) }
    }
    return kept
  }

  /// The body of a function declaration without its name and parameters (`func handle(_ pan:
  /// UIPanGestureRecognizer) {` would read as a call of `handle`).
  static func droppingSignature(_ declaration: String) -> String {
    guard let open = declaration.firstIndex(of: "{") else { return "" }
    return String(declaration[open...])
  }

  /// The functions of the file that a single tap reaches: UIKit targets' selectors
  /// (`addTarget(_:action:for:)`), one-finger single-tap recognizers' selectors on views VoiceOver
  /// can land on, and what they call in turn. A tap on a plain dimming layer or a screen's root
  /// view is no route (VoiceOver never focuses it), and neither is a tap whose handler reads the
  /// touch location (VoiceOver activates the element's centre, not the part that acts).
  static func tapReachedFunctions(in file: SwiftFileModel) -> Set<String> {
    var selectors: Set<String> = []
    let objects = Dictionary(file.uikitObjects.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for object in file.uikitObjects {
      // (A pan's or a swipe's `addTarget` selects what that gesture does, not what a tap does.)
      let isOtherRecognizer = object.uikitClass.hasSuffix("GestureRecognizer") && object.uikitClass != "UITapGestureRecognizer"
      for call in object.calls where call.method == "addTarget" && !isOtherRecognizer {
        if let action = call.arguments.first(labeled: "action")?.text, let name = UIKitGestureAlternativeRule.selectorName(action) {
          selectors.insert(name)
        }
      }
      if isUnreachable(object) { continue }
      for call in object.calls("addGestureRecognizer") {
        guard let value = call.arguments.firstUnlabeled else { continue }
        var action: String?
        if value.callee == "UITapGestureRecognizer" {
          action = value.callArguments.first(labeled: "action")?.text
        } else if case .reference(let path) = value.kind, let tap = objects[String(path.split(separator: ".").last ?? "")],
                  tap.uikitClass == "UITapGestureRecognizer",
                  (tap.assignment("numberOfTapsRequired")?.value.numberLiteral ?? 1) == 1,
                  (tap.assignment("numberOfTouchesRequired")?.value.numberLiteral ?? 1) == 1 {
          action = tap.initializer?.callArguments.first(labeled: "action")?.text
        }
        guard let name = action.flatMap(UIKitGestureAlternativeRule.selectorName) else { continue }
        if bodies(of: name, in: file).contains(where: { $0.contains("location(in:") }) { continue }
        selectors.insert(name)
      }
    }
    selectors.formUnion(controlSelectors(in: file))
    var reached = selectors
    // `UIAction(title: "Reply") { _ in self.reply() }` in a button's menu or a context menu: the
    // functions its closure calls are reached by a tap.
    for closure in actionClosures(in: file) {
      reached.formUnion(reachedFunctions(from: closure, in: file))
    }
    for selector in selectors {
      for body in bodies(of: selector, in: file) {
        reached.formUnion(reachedFunctions(from: droppingSignature(body), in: file))
      }
    }
    // A subview's tap event wired here (`miniBar?.onClose = { self?.close() }`, Opaline's mini
    // player, whose ✕ button calls `onClose`): what its closure calls, a tap reaches.
    if file.sourceContains(".on") {
      for (property, body) in ClosurePropertyAssignments.closures(in: [file], where: { _ in true }) where isTapEventProperty(property) {
        reached.formUnion(reachedFunctions(from: body, in: file))
      }
    }
    return reached
  }

  /// The methods a handler calls on an optional (`delegate?.restoreCancelled()`, `onClose?()` as
  /// `onClose`): what it asks someone else to do.
  static func optionalCalls(in body: String) -> Set<String> {
    let code = Array(droppingComments(body).utf8)
    var names: Set<String> = []
    // `name?(` and `receiver?.name(`, read byte by byte (a regex cost more than the rule).
    for index in code.indices where code[index] == UInt8(ascii: "?") && index > 0 && UnreferencedCode.isIdentifierByte(code[index - 1]) {
      let next = index + 1
      guard next < code.count else { break }
      if code[next] == UInt8(ascii: "(") {
        var start = index
        while start > 0, UnreferencedCode.isIdentifierByte(code[start - 1]) { start -= 1 }
        if !isDigit(code[start]) { names.insert(String(decoding: code[start..<index], as: UTF8.self)) }
      } else if code[next] == UInt8(ascii: ".") {
        var end = next + 1
        while end < code.count, UnreferencedCode.isIdentifierByte(code[end]) { end += 1 }
        if end > next + 1, end < code.count, code[end] == UInt8(ascii: "("), !isDigit(code[next + 1]) {
          names.insert(String(decoding: code[(next + 1)..<end], as: UTF8.self))
        }
      }
    }
    return names
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// The names of the file's `@IBAction` methods (`@IBAction private func cancel(_:)`).
  static func interfaceBuilderActions(in file: SwiftFileModel) -> Set<String> {
    let bytes = file.converter.source.bytes
    let marker = Array("@IBAction".utf8)
    let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "final", "@objc"]
    var names: Set<String> = []
    guard bytes.count >= marker.count else { return names }
    var index = 0
    while index <= bytes.count - marker.count {
      guard bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) else { index += 1; continue }
      index += marker.count
      // Words after it: modifiers, then `func`, then the name.
      var sawFunc = false
      while index < bytes.count {
        let start = index
        guard start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") || bytes[start] == UInt8(ascii: "\n") else { break }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") { index += 1 }
        let wordStart = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "@") { index += 1 }
        while index < bytes.count, UnreferencedCode.isIdentifierByte(bytes[index]) { index += 1 }
        let word = String(decoding: bytes[wordStart..<index], as: UTF8.self)
        if sawFunc {
          if !word.isEmpty, !word.hasPrefix("@"), !isDigit(bytes[wordStart]) { names.insert(word) }
          break
        }
        if word == "func" { sawFunc = true } else if !modifiers.contains(word) { break }
      }
    }
    return names
  }

  /// What the file's buttons run that ask someone else to act: the optional calls of its control
  /// selectors and of its `@IBAction`s (wired in a storyboard; `if sender == cancelButton {
  /// delegate?.restoreCancelled() }`).
  static func controlOptionalCalls(in file: SwiftFileModel) -> Set<String> {
    let actions = controlSelectors(in: file).union(interfaceBuilderActions(in: file))
    return Set(actions.flatMap { bodies(of: $0, in: file).map(droppingSignature).flatMap(optionalCalls(in:)) })
  }

  /// `static let name = #selector(…)` in the file (a `Selector` extension's constant).
  static func declaresSelectorConstant(_ name: String, in file: SwiftFileModel) -> Bool {
    file.sourceContains("static let \(name) = #selector(")
  }

  /// The text of `body` without `//` and `/* */` comments. Read as bytes (the delimiters are
  /// ASCII): a Character-by-Character walk over every function body showed in profiles of large
  /// apps.
  static func droppingComments(_ body: String) -> String {
    var body = body
    return body.withUTF8 { bytes -> String in
      let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
      guard bytes.contains(slash) else { return String(decoding: bytes, as: UTF8.self) }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        if bytes[index] == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
          // The line's end is kept.
          while index < bytes.count, bytes[index] != newline { index += 1 }
        } else if bytes[index] == slash, index + 1 < bytes.count, bytes[index + 1] == star {
          var end = index + 1
          while end + 1 < bytes.count, !(bytes[end] == star && bytes[end + 1] == slash) { end += 1 }
          index = end + 1 < bytes.count ? end + 2 : bytes.count
        } else {
          result.append(bytes[index])
          index += 1
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Every identifier written right before `(`, whatever its case (`dismiss(`, `present(`, `Foo(`).
  /// `onTap?()`, `handler!()`: an optional closure called is a call.
  static func callNames(in text: String) -> [String] {
    ByteSearch.withASCIIBytes(text, asciiCallNames) ?? characterCallNames(in: text)
  }

  /// ``callNames(in:)`` on ASCII text, byte by byte (most bodies; the Character walk showed in
  /// profiles). A `?` or `!` right before `(` (`!?(` too) is passed over as if absent.
  private static func asciiCallNames(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let open = UInt8(ascii: "("), question = UInt8(ascii: "?"), bang = UInt8(ascii: "!")
    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    var names: [String] = []
    var start = -1, end = -1
    for index in 0..<bytes.count {
      let current = bytes[index]
      if ByteSearch.isIdentifierByte(current) {
        if start < 0 { start = index }
        end = index + 1
        continue
      }
      if current == question, byte(index + 1) == open { continue }
      if current == bang, byte(index + 1) == open || (byte(index + 1) == question && byte(index + 2) == open) { continue }
      if current == open, start >= 0, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) {
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
      }
      start = -1
    }
    return names
  }

  /// ``callNames(in:)`` Character by Character, for text with non-ASCII characters.
  static func characterCallNames(in text: String) -> [String] {
    var names: [String] = []
    var current = ""
    let text = text.replacingOccurrences(of: "?(", with: "(").replacingOccurrences(of: "!(", with: "(")
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if character == "(", !current.isEmpty, !(current.first?.isNumber ?? false) { names.append(current) }
        current = ""
      }
    }
    return names
  }

  /// Collection calls that only pick things out (`filter`, `compactMap`, `first(where:)`).
  static let collectionPlumbing: Set<String> = ["filter", "map", "compactMap", "flatMap", "first", "last", "forEach"]

  /// Calls that only write to the console or the log: nothing a person sees or uses.
  static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "dump"]

  /// Calls that only read or make text: a local made with them changes nothing.
  static let textOnlyCalls: Set<String> = [
    "range", "String", "NSString", "components", "contains", "lowercased", "uppercased", "trimmingCharacters",
    "replacingOccurrences", "hasPrefix", "hasSuffix",
  ]

  /// `print(KeychainWrapper.standard.string(forKey: "token") ?? "none")` → `print()`: what a
  /// logging call prints is read, not done (a debug tap on a screen's title that logs a token).
  static func droppingLoggedValues(_ code: String) -> String {
    guard loggingCalls.contains(where: { code.contains($0 + "(") }) else { return code }
    var result = ""
    var rest = Substring(code)
    while let call = loggingCalls.compactMap({ name in rest.range(of: name + "(").map { (name, $0) } })
      .filter({ $0.1.lowerBound == rest.startIndex || !(rest[rest.index(before: $0.1.lowerBound)].isLetter || rest[rest.index(before: $0.1.lowerBound)] == ".") })
      .min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
      result += rest[..<call.1.upperBound]
      var depth = 1
      var index = call.1.upperBound
      while index < rest.endIndex, depth > 0 {
        if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
        if depth > 0 { index = rest.index(after: index) }
      }
      result += ")"
      rest = index < rest.endIndex ? rest[rest.index(after: index)...] : rest[rest.endIndex...]
    }
    return result + rest
  }

  /// The last names of calls that only record an event for the app's makers.
  static let eventRecordingCalls: Set<String> = ["trackEvent", "logEvent", "trackScreen", "trackAction", "recordEvent"]

  /// `WXMAnalytics.shared.trackEvent(.selectContent, parameters: [...])` → ``: a call on an
  /// analytics object, or one of ``eventRecordingCalls``, records a tap for the app's makers and
  /// does nothing a person sees (weatherXM's documentation link, whose tap only counts).
  static func droppingAnalyticsCalls(_ code: String) -> String {
    guard code.range(of: "analytics", options: .caseInsensitive) != nil || eventRecordingCalls.contains(where: { code.contains($0 + "(") })
    else { return code }
    let characters = Array(code)
    var result: [Character] = []
    result.reserveCapacity(characters.count)
    var index = 0
    func isChainCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || "_.?".contains(character) }
    while index < characters.count {
      guard characters[index] == "(" else { result.append(characters[index]); index += 1; continue }
      // The callee's dotted chain just before the parenthesis, already copied into `result`.
      var start = result.count
      while start > 0, isChainCharacter(result[start - 1]) { start -= 1 }
      let chain = String(result[start...])
      let last = chain.split(separator: ".").last.map(String.init) ?? chain
      guard !chain.isEmpty, chain.lowercased().contains("analytics") || eventRecordingCalls.contains(last) else {
        result.append(characters[index]); index += 1; continue
      }
      var depth = 0
      while index < characters.count {
        if characters[index] == "(" { depth += 1 } else if characters[index] == ")" { depth -= 1 }
        index += 1
        if depth == 0 { break }
      }
      result.removeSubrange(start...)
    }
    return String(result)
  }

  /// Calls that only put the keyboard away.
  static let keyboardDismissals: Set<String> = ["resignFirstResponder", "endEditing", "hideKeyboard", "dismissKeyboard"]

  /// `closeKeyboard`, `dismissKeyBoard`: a name that says it closes the keyboard and nothing else.
  /// Also the view or the moment it is done for (`hideForegroundKeyboardView`, an overlay kept
  /// while the keyboard shows; `hideKeyboardWhenOutside`).
  static func isNamedForClosingTheKeyboard(_ name: String) -> Bool {
    let lowered = name.lowercased()
    // `stopInput`, `endInput`: a text entry ended, its keyboard with it (SnowHaze's URL bar).
    if ["stopinput", "endinput", "stopediting"].contains(lowered) { return true }
    guard ["close", "hide", "dismiss", "resign"].contains(where: lowered.hasPrefix), let keyboard = lowered.range(of: "keyboard") else { return false }
    return ["", "view", "ifneeded", "whenoutside", "outside", "ontap", "tapped"].contains(String(lowered[keyboard.upperBound...]))
  }

  /// Every call and assignment of the handler opens or switches a debugging tool
  /// (`LibsManager.shared.showFlex()`, `HeroDebugPlugin.isEnabled = …`, SwiftHub's swipes): a
  /// developer's shortcut, not something the app's users are meant to do.
  static func onlyOpensDebugTools(_ body: String) -> Bool {
    let code = droppingComments(body)
    let calls = callNames(in: code).filter { !["if", "guard", "switch", "for", "while"].contains($0) }
    let targets = code.split(separator: "\n").compactMap { line -> String? in
      guard let equals = line.range(of: " = ") else { return nil }
      return line[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
    }
    // A logger's `debug(…)`, `info(…)` says nothing of what the swipe does.
    let logging: Set<String> = ["debug", "info", "log", "print", "debugPrint", "NSLog", "os_log", "warning", "error", "trace", "verbose", "notice"]
    let words = calls.filter { !logging.contains($0) } + targets
    return !words.isEmpty && words.allSatisfy { word in
      let lowered = word.lowercased()
      return lowered.contains("debug") || lowered.hasSuffix("flex") || lowered.contains("flexmanager") || lowered.contains("flexexplorer")
    }
  }

  /// A handler body (`{ … }`) that does nothing a button would: empty or only comments (a tap
  /// blocker that keeps a tap on a card from reaching the dismiss-on-background recognizer), only
  /// logging (`print(recognizer)`, a stub), or only resigning the keyboard, directly or through functions of the file that do only that.
  /// Any assignment, toggle or other call is an action.
  static func doesNothingAButtonWould(_ body: String, in file: SwiftFileModel, depth: Int = 2) -> Bool {
    // `if let vc = stack.last as? Form {`: a binding tested, not a value set.
    var code = droppingAnalyticsCalls(droppingLoggedValues(droppingComments(body)))
      .replacingOccurrences(of: #"\b(if|guard|while)\s+(let|var)\s+[A-Za-z_][A-Za-z0-9_]*\s*(:\s*[^=\n]+)?=(?!=)"#, with: "$1 ", options: .regularExpression)
    // A local made from text alone (`let termsRange = (text as NSString).range(of: "Terms")`),
    // and an `if`'s test (`if gesture.didTapAttributedTextInLabel(…) {`): only what the branch
    // does counts (delivery-shop's terms label, whose tap only prints).
    code = code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      if trimmed.hasPrefix("let "), let equals = trimmed.firstIndex(of: "="),
         Set(callNames(in: String(trimmed[trimmed.index(after: equals)...]))).isSubset(of: textOnlyCalls) {
        return ""
      }
      // (A test of where the touch fell, on the recognizer: no condition that could act.)
      if trimmed.hasPrefix("if "), trimmed.hasSuffix("{"), !trimmed.contains("let "), !trimmed.contains("="),
         ["gesture", "recognizer", "sender", "location"].contains(where: trimmed.lowercased().contains) {
        return "if {"
      }
      return line
    }.joined(separator: "\n")
    // `showKeyboard = false` beside `dismissKeyboard()`: the flag tracking the keyboard, cleared as
    // it goes away (DogWalk's post screen). (Not `showKeyboardShortcuts`, a panel of its own.)
    if callNames(in: code).contains(where: { keyboardDismissals.contains($0) || isNamedForClosingTheKeyboard($0) }) {
      code = code.replacingOccurrences(
        of: #"(?<![A-Za-z0-9_])(self\.)?(show|shows|is|isShowing)?[Kk]ey[Bb]oard(Visible|Shown|Showing|Up|Open|On|Active)?\s*=\s*(nil|false)\b"#,
        with: "", options: .regularExpression)
    }
    // `x = y`, `x += 1`; not `==`, `!=`, `<=`, `>=`.
    let characters = Array(code)
    for (offset, character) in characters.enumerated() where character == "=" {
      let before = offset > 0 ? characters[offset - 1] : " "
      let after = offset + 1 < characters.count ? characters[offset + 1] : " "
      if after == "=" || "=!<>".contains(before) { continue }
      // `_ = field.resignFirstResponder()` discards a result; it sets nothing.
      var back = offset - 1
      while back >= 0, characters[back] == " " { back -= 1 }
      if back >= 0, characters[back] == "_", back == 0 || !(characters[back - 1].isLetter || characters[back - 1].isNumber || characters[back - 1] == "_" || characters[back - 1] == ".") {
        continue
      }
      return false
    }
    if code.contains(".toggle()") { return false }
    // A haptic alone (`HapticManager.shared.notification(type: .warning)` on Naenio's version
    // icon): a buzz, no action a button would offer.
    let buzzes = code.lowercased().contains("haptic") || code.contains("FeedbackGenerator")
    for name in callNames(in: code) {
      if keyboardDismissals.contains(name) || loggingCalls.contains(name) || ["if", "guard"].contains(name) { continue }
      // (Not a function of the file's own of that name: `notification(for: item)` may schedule one.)
      if ["impactOccurred", "notificationOccurred", "selectionChanged"].contains(name)
        || buzzes && ["notification", "impact", "selection", "vibrate", "prepare", "shared", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator"].contains(name)
          && bodies(of: name, in: file).isEmpty { continue }
      // Finding the window to resign (`connectedScenes.compactMap { ... }.first?.windows`): any
      // call inside those closures is read on its own.
      if collectionPlumbing.contains(name) { continue }
      // `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`.
      if ["sendAction", "selector"].contains(name), code.contains("resignFirstResponder") { continue }
      // Only declarations with a body: a protocol's requirement (`func endRecording()` in the
      // delegate protocol) runs code this file doesn't show.
      let declared = bodies(of: name, in: file)
      // A helper the file doesn't declare (a design system's `closeKeyboard`), read by its name.
      if declared.isEmpty, isNamedForClosingTheKeyboard(name) { continue }
      guard depth > 0, !declared.isEmpty, declared.allSatisfy({ $0.contains("{") }),
            declared.allSatisfy({ doesNothingAButtonWould(droppingSignature($0), in: file, depth: depth - 1) })
      else { return false }
    }
    return true
  }

  /// A handler body (`{ … }`) that only gives feedback (``EchoHandlers/isFeedbackOnly(_:calls:)``),
  /// directly or through functions of the file that do only that: a tap that nudges the thumb of
  /// The handler, followed into the file's functions, counts taps toward a hidden action
  /// (`versionTapCount += 1`, `secretsTaps += 1` until ten taps turn on debugging): an easter
  /// egg, not a control anyone is meant to find.
  static func countsTapsTowardHiddenAction(_ body: String, in file: SwiftFileModel) -> Bool {
    let reached = reachedText(from: body, in: file).lowercased().filter { !$0.isWhitespace }
    return ["tapcount+=1", "taps+=1", "numberoftaps+=1", "tapcounter+=1"].contains(where: reached.contains)
  }

  /// Every statement of the handler shows or hides the screen's chrome around the content
  /// (kDrive's preview cells, `previewDelegate?.setFullscreen(nil)`; a photo viewer's
  /// `toggleBars()`), or puts a picture back at its own size after a pinch (AGPU's image
  /// viewers, `currentImage.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)`, animated or
  /// not): a tap on the content itself, as in Photos, not a control VoiceOver needs.
  static func onlyTogglesChrome(_ body: String) -> Bool {
    let statements = body.split(whereSeparator: { $0 == "\n" || $0 == ";" })
      .map { $0.lowercased().filter { !$0.isWhitespace } }
      .filter { !$0.isEmpty && $0 != "{" && $0 != "}" && !$0.hasPrefix("uiview.animate(") && !$0.hasPrefix("}") }
    return !statements.isEmpty && statements.allSatisfy { statement in
      chromeToggles.contains(where: statement.contains) || zoomResets.contains(where: statement.contains) || togglesABar(statement)
    }
  }

  /// A bar or header shown and hidden in turn (`customNaviView.alpha = customNaviView.alpha > 0 ?
  /// 0.0 : 0.5`, iOS-team3's image viewer; `toolbar.isHidden.toggle()`), lowercased, spaces removed.
  static func togglesABar(_ statement: String) -> Bool {
    guard let dot = statement.range(of: ".alpha=") ?? statement.range(of: ".ishidden=") ?? statement.range(of: ".ishidden.toggle()") else { return false }
    let target = statement[..<dot.lowerBound].split(separator: ".").last.map(String.init) ?? ""
    // (Not a search bar or a progress bar: showing one is an action of its own.)
    guard ["navi", "toolbar", "topbar", "bottombar", "titlebar", "menubar", "header", "chrome", "controls", "overlayview"]
      .contains(where: target.contains) else { return false }
    let value = statement[dot.upperBound...]
    return statement.hasSuffix(".ishidden.toggle()") || value.hasPrefix("!") || value.contains("?")
  }

  static let zoomResets = [
    "transform=.identity", "transform=cgaffinetransform.identity", "transform=cgaffinetransform(scalex:1.0,y:1.0)",
    "transform=cgaffinetransform(scalex:1,y:1)", "setzoomscale(1", "zoomscale=1", "setzoomscale(scrollview.minimumzoomscale",
  ]

  /// The handler only fires a control's own action (`switchControl.sendActions(for: .touchUpInside)`,
  /// MyMonero's switch row): a larger touch area for a control VoiceOver reaches itself.
  static func onlyFiresAControl(_ body: String) -> Bool {
    let calls = callNames(in: droppingComments(body))
    return !calls.isEmpty && calls.allSatisfy { $0 == "sendActions" || $0 == "sendAction" }
  }

  static let chromeToggles = [
    "setfullscreen(", "togglefullscreen(", "fullscreen.toggle()", "fullscreenmode.toggle()", "togglebars(", "togglechrome(",
    "setnavigationbarhidden(!", "isnavigationbarhidden.toggle()", "togglenavigationbar(",
  ]

  /// a slide control to say "slide, don't tap" offers nothing a button would.
  static func onlyGivesFeedback(_ body: String, in file: SwiftFileModel, depth: Int = 2) -> Bool {
    var calls: Set<String> = []
    guard EchoHandlers.isFeedbackOnly(body, calls: &calls) else { return false }
    return calls.allSatisfy { name in
      let declared = bodies(of: name, in: file)
      return depth > 0 && !declared.isEmpty && declared.allSatisfy { $0.contains("{") }
        && declared.allSatisfy { onlyGivesFeedback(droppingSignature($0), in: file, depth: depth - 1) }
    }
  }

  /// The selectors of bar button items, buttons and menus built with `action: #selector(name)`
  /// anywhere in the file (often inline: `navigationItem.leftBarButtonItem = UIBarButtonItem(...,
  /// action:)`), except gesture recognizers'; and a helper's `selector:` when the helper makes a
  /// control (`createBackButton(target:selector:)`), not for notifications or timers.
  static func controlSelectors(in file: SwiftFileModel) -> Set<String> {
    var selectors: Set<String> = []
    let source = file.converter.source
    let bytes = source.bytes
    // Read on bytes (a whole-file `range(of:)` per label showed in profiles). A byte of a
    // non-ASCII letter counts as a letter of the name.
    func isNameByte(_ byte: UInt8) -> Bool { ByteSearch.isIdentifierByte(byte) || byte >= 0x80 }
    /// The name before the `(` that opens the call around `offset`, looking back no further than
    /// `floor` (the previous match's end); with no `(` there, the name right before `offset`.
    func callee(before offset: Int, floor: Int) -> String {
      var open = offset - 1
      while open >= floor, bytes[open] != UInt8(ascii: "(") { open -= 1 }
      if open < floor { open = offset }
      var start = open
      while start > floor, isNameByte(bytes[start - 1]) { start -= 1 }
      // `UIPanGestureRecognizer.init(target:action:)`: the type before `.init` is the callee.
      if source.text(from: start, to: open) == "init", start - 1 > floor, bytes[start - 1] == UInt8(ascii: ".") {
        var typeStart = start - 1
        while typeStart > floor, isNameByte(bytes[typeStart - 1]) { typeStart -= 1 }
        return source.text(from: typeStart, to: start - 1)
      }
      return source.text(from: start, to: open)
    }
    /// `gesture.addTarget(self, action: …)` on a pan, swipe or other recognizer than a tap.
    func addsTargetToARecognizer(before offset: Int, floor: Int) -> Bool {
      let from = max(floor, offset - 300)
      guard let call = ByteSearch.offsets(of: ".addTarget(", in: bytes[from..<offset]).last else { return false }
      var start = call
      while start > from, isNameByte(bytes[start - 1]) { start -= 1 }
      let receiver = source.text(from: start, to: call)
      guard let object = file.uikitObject(named: receiver, at: call) else {
        // A recognizer the model doesn't hold (a local of a lazy property's closure), by its name.
        return !Set(IdentifierWords.words(in: receiver)).isDisjoint(with: ["pan", "swipe", "pinch", "press", "rotation", "drag", "gesture", "recognizer"])
          && !receiver.lowercased().contains("tap")
      }
      return object.uikitClass.hasSuffix("GestureRecognizer") && object.uikitClass != "UITapGestureRecognizer"
    }
    for label in ["action: #selector(", "selector: #selector("] {
      var floor = 0
      for offset in ByteSearch.offsets(of: label, in: bytes[...]) {
        let name = callee(before: offset, floor: floor)
        let makesControl = label.hasPrefix("action")
          ? !name.hasSuffix("GestureRecognizer") && !(name == "addTarget" && addsTargetToARecognizer(before: offset, floor: floor))
          : ["Button", "Item", "Action", "Menu", "Command"].contains { name.contains($0) }
        if makesControl, let selector = UIKitGestureAlternativeRule.selectorName(source.text(from: offset, to: min(bytes.count, offset + 200))) {
          selectors.insert(selector)
        }
        floor = offset + label.utf8.count
      }
    }
    // `UIBarButtonItem(image: back, style: .plain, target: self, action: .back)`: a constant of the
    // file's `Selector` extension (`static let back = #selector(X.back)`, Muun's screens).
    var floor = 0
    let label = "action: ."
    for offset in ByteSearch.offsets(of: label, in: bytes[...]) {
      let after = offset + label.utf8.count
      var end = after
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      let name = source.text(from: after, to: end)
      if !name.isEmpty, !callee(before: offset, floor: floor).hasSuffix("GestureRecognizer"), declaresSelectorConstant(name, in: file) {
        selectors.insert(name)
      }
      floor = after
    }
    return selectors
  }

  /// The closures of the file's `UIAction(…) { … }` / `UIAction(handler: { … })`, and of its
  /// reactive taps: what a button's primary action or a menu item runs.
  static func actionClosures(in file: SwiftFileModel) -> [String] {
    let source = file.converter.source
    let whole = source.text(from: 0, to: source.bytes.count)
    var closures: [String] = []
    // (Byte searches: Foundation's `range(of:)` here was 3.6 % of a lint run on a UIKit app.)
    for range in ByteSearch.ranges(of: "UIAction(", in: whole) {
      if let found = firstBraces(in: whole[range.upperBound...]) { closures.append(found) }
    }
    // A bar button item of the app's own class made with its action as a closure (MyMonero's
    // `NavigationBarButtonItem(type: .cancel, tapped_fn: { … dismiss … }, title_orNilForDefault: "Close")`).
    for range in ByteSearch.ranges(of: "BarButtonItem(", in: whole) {
      let after = whole[range.upperBound...]
      var depth = 1
      var end = after.startIndex
      for index in after.indices {
        if after[index] == "(" { depth += 1 } else if after[index] == ")" { depth -= 1; if depth == 0 { end = index; break } }
      }
      let arguments = after[..<end]
      if arguments.contains("{"), let found = firstBraces(in: arguments) { closures.append(found) }
    }
    // A project helper that gives a button its action as a closure (Tonkeeper's
    // `headerView.closeButton.addTapAction { [weak self] in self?.dismiss() }`).
    if whole.contains("utton.add"), let helper = try? NSRegularExpression(pattern: #"[Bb]utton\.add[A-Za-z]*(Action|Handler)\s*(\([^(){}]*\))?\s*\{"#) {
      for match in helper.matches(in: whole, range: NSRange(whole.startIndex..., in: whole)) {
        guard let range = Range(match.range, in: whole), let found = firstBraces(in: whole[whole.index(before: range.upperBound)...]) else { continue }
        closures.append(found)
      }
    }
    // A reactive tap (CombineCocoa's `emptyViewButton.tapPublisher…sink { … dismiss … }`, RxCocoa's
    // `closeButton.rx.tap.subscribe(onNext: { … })`).
    // (Not a tap recognizer's publisher, `backdropTap.tapPublisher`: a tap on a view, no button.)
    let recognizers = Set(file.uikitObjects.filter { $0.uikitClass.hasSuffix("GestureRecognizer") }.map(\.name))
    for word in [".tapPublisher", ".rx.tap"] where whole.contains(word) {
      closures += subscribedClosures(after: word, in: whole) { receiver in
        !recognizers.contains(receiver) && !receiver.lowercased().contains("gesture") && !receiver.lowercased().contains("recognizer")
      }
    }
    return closures
  }

  /// The first `{ … }` in `text`, braces balanced.
  static func firstBraces(in text: Substring) -> String? {
    guard let open = text.firstIndex(of: "{") else { return nil }
    var depth = 0
    var end = open
    for index in text[open...].indices {
      if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1; if depth == 0 { end = index; break } }
    }
    return String(text[open...end])
  }

  /// The closures of each chain that starts with `word` (`pan.panPublisher.receive(on: …).sink { … }`):
  /// those reached while every new line of the chain still begins with `.`.
  /// `receiverAllowed` is asked of the name just before `word` (`emptyViewButton`).
  static func subscribedClosures(after word: String, in whole: String, receiverAllowed: (String) -> Bool = { _ in true }) -> [String] {
    var closures: [String] = []
    var rest = Substring(whole)
    while let range = rest.range(of: word) {
      let receiver = String(rest[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      rest = rest[range.upperBound...]
      if !receiverAllowed(receiver) { continue }
      // `.rx.tap` is not `.rx.tapGesture`.
      if let next = rest.first, next.isLetter || next.isNumber || next == "_" { continue }
      var chain = rest
      while let open = chain.firstIndex(of: "{"),
            chain[..<open].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
              .allSatisfy({ $0.trimmingCharacters(in: .whitespaces).hasPrefix(".") || $0.allSatisfy(\.isWhitespace) }),
            let found = firstBraces(in: chain[open...]) {
        closures.append(found)
        chain = chain[chain.index(open, offsetBy: found.count)...]
      }
    }
    return closures
  }

  /// A button of the file closes the screen: a `UIAction` or a control's selector whose code
  /// dismisses, closes or runs a cancel handler (`UIAction { _ in self.cancelHandler?() }`).
  /// (`excluding`: the gesture's own handler, which a storyboard may wire to the recognizer as an
  /// `@IBAction` too.)
  static func controlDismisses(in file: SwiftFileModel, excluding handlers: Set<String> = []) -> Bool {
    func dismisses(_ text: String) -> Bool {
      let lower = text.lowercased()
      return ["dismiss", "cancel", "close"].contains(where: lower.contains)
    }
    if actionClosures(in: file).contains(where: dismisses) { return true }
    // With the `@IBAction`s a storyboard wires to a button (a Cancel button); one the code also
    // names in a `#selector` may be a recognizer's handler instead.
    let wiredInInterfaceBuilder = interfaceBuilderActions(in: file).filter { name in
      !handlers.contains(name) && !file.sourceContains("#selector(\(name)") && !file.sourceContains("#selector(self.\(name)")
        && !file.sourceContains(".\(name)(_:))") && !file.sourceContains(".\(name)))")
    }
    return controlSelectors(in: file).union(wiredInInterfaceBuilder).contains { name in
      dismisses(name) || bodies(of: name, in: file).contains { dismisses(droppingSignature($0)) }
    }
  }

  /// A function named for what a person does (`dismissToastView`, `showCallVC`, `endCall`,
  /// `reply`, `nextPage`), not a helper both paths happen to share (`updateImageLayout`,
  /// `clampedFrame`): only a shared action makes a tap the gesture's route.
  static func isActionName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return actionVerbs.contains { lower.hasPrefix($0) }
  }

  /// An event's callback (`onDisplayModeChange`, Brave's playlist side list): what the event does.
  static func isEventCallback(_ name: String) -> Bool {
    name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
  }

  /// `onClose`, `onBack`, `onTap`: a view's callback property named for what a tap on it does.
  static func isTapEventProperty(_ name: String) -> Bool {
    guard name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true else { return false }
    let verb = name.dropFirst(2).lowercased()
    return ["close", "dismiss", "back", "forward", "tap", "cancel", "done", "collapse", "expand", "minimize", "exit",
            "next", "previous", "prev", "play", "pause", "skip"].contains(where: verb.hasPrefix)
  }

  static let actionVerbs = [
    "dismiss", "close", "hide", "show", "open", "present", "answer", "accept", "decline", "reject", "end", "hang",
    "delete", "remove", "reply", "next", "previous", "prev", "goto", "goback", "back", "select", "toggle", "play",
    "pause", "stop", "expand", "collapse", "cancel", "done", "submit", "send", "share", "navigate", "push", "pop",
    "skip", "like", "favorite", "favourite", "archive", "mark", "copy", "save", "edit", "retry", "undo", "react",
    "increment", "decrement", "zoomin", "zoomout", "exit", "leave", "join", "call", "unlock", "lock", "mute",
    "unmute", "flip", "switch", "swap", "press",
  ]

  /// A view VoiceOver never focuses: a screen's root view, or a plain `UIView` holding nothing (a
  /// dimming layer behind a sheet).
  static func isUnreachable(_ object: UIKitObject) -> Bool {
    if object.isRootView { return true }
    guard object.uikitClass == "UIView", object.name != "self" else { return false }
    // A backdrop made an element with a name (Brave's popover overlay, "Close"), or with a role or
    // a hint (Blockchain.com Wallet's alert sheet: a button "Double tap to close"): VoiceOver lands on it.
    if object.isAccessibilityElement == true,
       object.hasAccessibilityLabel || object.assigns("accessibilityHint") || object.assigns("accessibilityTraits") { return false }
    let lower = object.name.lowercased()
    if ["dim", "backdrop", "shade", "scrim"].contains(where: { lower.contains($0) }) { return true }
    return !object.calls.contains { ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.method) }
  }

  /// The condition of the innermost `if` written before `position` in the function holding it
  /// (`if ContextMenuVC.viewModelCanReply(cellViewModel) {`), when the statement at `position`
  /// is in its first block; nil otherwise.
  static func guardingCondition(of position: SourcePosition, in file: SwiftFileModel) -> String? {
    guard let function = file.behaviour.functions.last(where: { $0.position <= position && position <= $0.end }) else { return nil }
    let before = file.text(from: function.position, to: position)
    guard let ifRange = before.range(of: "if ", options: .backwards) else { return nil }
    let rest = before[ifRange.upperBound...]
    guard let open = rest.firstIndex(of: "{") else { return nil }
    // Still inside that block: no `}` closes it before the statement.
    let block = rest[rest.index(after: open)...]
    guard !block.contains("}") else { return nil }
    return String(rest[..<open])
  }
}
