import A11yCore
import Foundation

/// A gesture that needs more than a single tap, attached to a SwiftUI view.
struct ComplexGesture {
  enum Kind: String {
    case longPress, drag, magnification, rotation, dragAndDrop

    var description: LocalizedText {
      switch self {
      case .longPress: LocalizedText(en: "a long press", ko: "길게 누르기")
      case .drag: LocalizedText(en: "a drag", ko: "끌기(드래그)")
      case .magnification: LocalizedText(en: "a pinch", ko: "핀치(두 손가락 확대·축소)")
      case .rotation: LocalizedText(en: "a two-finger rotation", ko: "두 손가락 회전")
      case .dragAndDrop: LocalizedText(en: "drag and drop", ko: "끌어서 놓기")
      }
    }
  }

  let kind: Kind
  let modifier: ViewModifierCall
  /// The gesture expression's text (`DragGesture().onChanged { ... }`), or the modifier's for
  /// `onLongPressGesture { }`.
  let text: String
}

enum GestureSupport {
  /// Words of a function that takes something off the screen (`dismissToast`, `hideInRootView`).
  static let dismissalWords = ["dismiss", "hide", "close", "remove"]

  /// Modifiers that give VoiceOver, Switch Control and Voice Control a way to do what a gesture does.
  static let routeModifiers: Set<String> = [
    "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
    "accessibilityZoomAction", "contextMenu", "swipeActions", "accessibilityRepresentation",
  ]
  /// `onMove` on the enclosing `ForEach`: rows reorder in edit mode, which VoiceOver can use.
  static let dragAndDropRoutes: Set<String> = ["accessibilityDragPoint", "accessibilityDropPoint", "onMove"]

  /// The gestures a view's modifiers attach, in order.
  static func complexGestures(of view: SwiftUIView, in file: SwiftFileModel) -> [ComplexGesture] {
    var result: [ComplexGesture] = []
    for modifier in view.modifiers {
      switch modifier.name {
      case "onLongPressGesture":
        // `onLongPressGesture(minimumDuration: 0.01, perform: {}) { pressing in }`: tracks a press
        // for a highlight; it does nothing of its own.
        if modifier.arguments.contains(where: { $0.label == "perform" && Self.isEmptyClosure($0.value.text) })
          || modifier.arguments.first(labeled: "minimumDuration")?.text == ".infinity" { continue }
        // `minimumDuration: 0`: it fires as the finger lands, so any tap does it, VoiceOver's and
        // Switch Control's activation included (Hearo's hint on touch): no press to hold.
        if modifier.arguments.first(labeled: "minimumDuration")?.numberLiteral == 0 { continue }
        let text = file.text(from: modifier.start, to: modifier.end)
        if text.contains("{} onPressingChanged") || text.contains("{ } onPressingChanged") { continue }
        result.append(ComplexGesture(kind: .longPress, modifier: modifier, text: file.text(from: modifier.start, to: modifier.end)))
      case "onDrag", "draggable":
        result.append(ComplexGesture(kind: .dragAndDrop, modifier: modifier, text: file.text(from: modifier.start, to: modifier.end)))
      case "gesture", "simultaneousGesture", "highPriorityGesture":
        guard let gesture = modifier.arguments.firstUnlabeled else { continue }
        // `.gesture(dragGesture)`: a `some Gesture` property of this file.
        var text = gesture.text
        if case .reference(let name) = gesture.kind, let declared = file.behaviour.gestureProperties[name] { text = declared }
        // `.gesture(moveGesture(proxy: proxy))`: a function of this file returning the gesture.
        if kind(ofGesture: text) == nil, case .call(let callee, _) = gesture.kind, !callee.contains("."),
           let body = HandlerReach.bodies(of: callee, in: file).first.map(HandlerReach.droppingSignature) {
          text = String(body.drop { $0 == "{" || $0.isWhitespace }.drop { _ in false })
          if text.hasPrefix("return ") { text = String(text.dropFirst(7)) }
        }
        guard let kind = kind(ofGesture: text) else { continue }
        result.append(ComplexGesture(kind: kind, modifier: modifier, text: text))
      default:
        continue
      }
    }
    return result
  }

  static func isEmptyClosure(_ text: String) -> Bool {
    text.filter { !$0.isWhitespace } == "{}"
  }

  /// Files of a tvOS or watchOS target (by folder name): no touch screen, so 2.2's touch
  /// gestures don't apply (a tvOS pan is the remote's touch surface).
  static func isNonTouchTarget(_ path: String) -> Bool {
    // A byte scan for a folder (or file) name ending so: splitting the path into Substrings and
    // Foundation's `hasSuffix` cost more than some rules' whole check, three times per file.
    guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
      // Characters, not bytes, outside ASCII.
      return path.split(separator: "/").contains { $0.hasSuffix("tvOS") || $0.hasSuffix("watchOS") || $0.hasSuffix("TV") }
    }
    let bytes = Array(path.utf8)
    var end = bytes.count
    while end > 0 {
      if bytes[end - 1] == UInt8(ascii: "/") { end -= 1; continue }
      var start = end
      while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
      let component = bytes[start..<end]
      if component.hasSuffix("tvOS") || component.hasSuffix("watchOS") || component.hasSuffix("TV") { return true }
      end = start
    }
    return false
  }

  /// `DragGesture(...)...`, `MagnifyGesture()`, `LongPressGesture(...).sequenced(before: DragGesture())`.
  static func kind(ofGesture text: String) -> ComplexGesture.Kind? {
    let head = text.drop { $0.isWhitespace || $0 == "{" }.prefix { $0 != "(" && $0 != "." && $0 != "{" && !$0.isWhitespace }
    switch head {
    case "DragGesture": return .drag
    case "MagnifyGesture", "MagnificationGesture": return .magnification
    case "RotateGesture", "RotationGesture": return .rotation
    case "LongPressGesture": return text.contains("DragGesture") ? .drag : .longPress
    default: return nil
    }
  }

  /// The views whose accessibility modifiers reach `view`: itself, then each ancestor up to the
  /// screen's edge, with the modifiers that apply (`file.ancestry`, never the syntax tree).
  static func modifierNames(reaching view: SwiftUIView, in file: SwiftFileModel, depth: Int = 2) -> Set<String> {
    var names = Set(view.modifiers.map(\.name))
    for step in file.ancestry(of: view).steps {
      names.formUnion(step.applyingModifiers.map(\.name))
    }
    // A view in a member of the type (`@ViewBuilder var keyButton`), which the body uses with
    // modifiers (`keyButton.accessibilityAction(named:)`): what reaches every use reaches it too.
    if depth > 0, let member = file.viewMember(holding: view) {
      let uses = file.uses(of: member).filter { $0.index != view.index }
      if let first = uses.first {
        var common = modifierNames(reaching: first, in: file, depth: depth - 1)
        for use in uses.dropFirst() { common.formIntersection(modifierNames(reaching: use, in: file, depth: depth - 1)) }
        names.formUnion(common)
      }
    }
    return names
  }

  /// One of the modifiers is a project `View` extension method that adds an accessibility action
  /// (`func accessibilityModifier(longPressValue:action:)` wrapping `.accessibilityAction(named:)`).
  static func addsAProjectAction(_ modifierNames: Set<String>, in file: SwiftFileModel) -> Bool {
    modifierNames.contains { name in
      !routeModifiers.contains(name) && file.project.accessibilityModifier(named: name)?.addsActions == true
    }
  }

  /// Modifier names given to the places where `type` (a custom view declared in this file) is
  /// used in this file, one set per use; empty when it isn't used here.
  static func modifiersAtUses(of type: String, in file: SwiftFileModel) -> [Set<String>] {
    file.views.filter { $0.kind == .call && $0.name == type }.map { modifierNames(reaching: $0, in: file) }
  }

  /// Every custom view's uses across the project: the modifiers reaching each (the project
  /// index's per-file models; a view is used where a file writes `Name(...)`). Found one type at
  /// a time, on first ask: only types holding a complex gesture are asked about, so most of the
  /// project's views never need their reaching modifiers worked out.
  final class UsesByType {
    private let files: [SwiftFileModel]
    private var known: [String: [Set<String>]] = [:]

    init(_ files: [SwiftFileModel]) { self.files = files }

    func uses(of type: String) -> [Set<String>] {
      if let uses = known[type] { return uses }
      var uses: [Set<String>] = []
      let isTypeName = type.first?.isUppercase == true
      for file in files {
        for view in file.views {
          if isTypeName, view.kind == .call, view.name == type {
            uses.append(modifierNames(reaching: view, in: file))
          }
          // `.modifier(SwipeToDismiss())`, `NavigationLink(destination: QRCodeView())`: used, with
          // nothing known of what reaches it there.
          for argument in view.arguments { noteCalls(of: type, in: argument.value, &uses) }
          for modifier in view.modifiers {
            for argument in modifier.arguments { noteCalls(of: type, in: argument.value, &uses) }
          }
        }
      }
      known[type] = uses
      return uses
    }

    private func noteCalls(of type: String, in expression: ExpressionInfo, _ uses: inout [Set<String>]) {
      guard case .call(let callee, let arguments) = expression.kind else { return }
      if callee == type, callee.first?.isUppercase == true, !callee.contains(".") { uses.append([]) }
      for argument in arguments { noteCalls(of: type, in: argument.value, &uses) }
    }
  }

  /// Functions a closure calls (`viewModel.delete(item)` → `delete`), minus the ones that say
  /// nothing about what it does.
  /// The flags an action raises (`showSheet = true`, `self.isShown.toggle()`), each as `name=`
  /// so that no called function's name is mistaken for one.
  static func raisedFlags(in text: String) -> Set<String> {
    if let flags = asciiRaisedFlags(in: text) { return flags }
    return raisedFlagsByCharacter(in: text)
  }

  /// ``raisedFlags(in:)`` on the bytes of ASCII text (nil for other text), where a letter or digit
  /// is one byte; Foundation's `range(of:)` for every action's text was 15M instructions on Swiftfin.
  static func asciiRaisedFlags(in text: String) -> Set<String>? {
    ByteSearch.withASCIIBytes(text) { bytes in
      var flags: Set<String> = []
      for marker in [".toggle()", " = true"] {
        var marker = marker
        marker.withUTF8 { needle in
          var from = 0
          while let found = ByteSearch.firstOffset(of: needle, in: bytes, from: from) {
            // Only the text since the last marker, as the Character search takes it.
            var start = found
            while start > from, ByteSearch.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            // A name starts with a letter or `_`, not a digit.
            if start < found, !(bytes[start] >= 0x30 && bytes[start] <= 0x39) {
              flags.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<found]), as: UTF8.self) + "=")
            }
            from = found + needle.count
          }
        }
      }
      return flags
    }
  }

  static func raisedFlagsByCharacter(in text: String) -> Set<String> {
    var flags: Set<String> = []
    for marker in [".toggle()", " = true"] {
      var rest = text[...]
      while let range = rest.range(of: marker) {
        let name = rest[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if let first = name.last, first.isLetter || first == "_" { flags.insert(String(name.reversed()) + "=") }
        rest = rest[range.upperBound...]
      }
    }
    return flags
  }

  static func calledNames(in text: String) -> Set<String> {
    if let names = asciiCalledNames(in: text) { return names }
    return calledNamesByCharacter(in: text)
  }

  /// ``calledNames(in:)`` on the bytes of ASCII text (nil for other text): there every Character
  /// is one byte but `\r\n`, which is neither a letter, a digit, `_` nor `(`, so the names are the
  /// same. The Character split of every button's action and the functions it reaches was 62M
  /// instructions on Swiftfin.
  static func asciiCalledNames(in text: String) -> Set<String>? {
    ByteSearch.withASCIIBytes(text) { bytes in
      var names: Set<String> = []
      var start = -1
      for (index, byte) in bytes.enumerated() {
        if ByteSearch.isIdentifierByte(byte) {
          if start < 0 { start = index }
          continue
        }
        // `first.isLowercase`: for ASCII, a to z.
        if byte == 0x28, start >= 0, bytes[start] >= 0x61 && bytes[start] <= 0x7A {
          let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
          if !ignoredCalls.contains(name) { names.insert(name) }
        }
        start = -1
      }
      return names
    }
  }

  /// ``calledNames(in:)`` Character by Character: any text.
  static func calledNamesByCharacter(in text: String) -> Set<String> {
    var names: Set<String> = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if character == "(", let first = current.first, first.isLowercase, !ignoredCalls.contains(current) {
          names.insert(current)
        }
        current = ""
      }
    }
    return names
  }

  static let ignoredCalls: Set<String> = [
    "min", "max", "abs", "withAnimation", "onChanged", "onEnded", "updating", "print", "if", "guard", "round",
    "rounded", "sequenced", "simultaneously", "exclusively", "spring", "easeInOut", "easeOut", "easeIn", "linear",
    "interactiveSpring", "sqrt", "atan2", "toggle", "first", "last", "contains", "map", "filter", "async", "switch",
    "clamped", "offset", "dismiss", "translation", "location", "startLocation", "height", "width",
  ]

  /// Whether a control elsewhere in the file (a `Button`, `Menu` or `Stepper`, a UIKit target)
  /// calls one of `names`: the same action reachable by a tap.
  static func controlCallsAny(of names: Set<String>, in file: SwiftFileModel, excluding excluded: SwiftUIView? = nil) -> Bool {
    guard !names.isEmpty else { return false }
    // Controls, and views acting on a single tap (whether they say so is the tap-role rule's).
    for view in file.views where view.index != excluded?.index {
      // (A project view whose body is a button given its action, `GlassIconButton(action:) { … }`, too.)
      if view.isControl || view.tapGestureModifier != nil
        || view.kind == .call && file.customView(named: view.name)?.content == .control {
        // `Picker(selection: $currentFilter)`: the control sets the state it is bound to.
        if !boundState(of: view).isDisjoint(with: names) { return true }
        // A project control's own arguments (`action: { … }`), not the content it wraps, which may
        // hold the very view the gesture is on.
        // (Its trailing closure too when it builds no view: `GlassButton(…) { model.next() }`.)
        let whole = file.text(from: view.position, to: view.end)
        var text = view.isControl || view.tapGestureModifier != nil || !Self.buildsViews(whole.drop { $0 != "(" && $0 != "{" })
          ? whole
          : view.arguments.map(\.value.text).joined(separator: "\n")
        // `Button(action: moveToPreviousMonth)`: the function named, not written as a call (DHC's
        // month arrows, which the calendar's swipe calls too).
        if case .reference(let name)? = view.argument("action")?.kind {
          text += "\n" + (name.hasPrefix("self.") ? String(name.dropFirst(5)) : name) + "()"
        }
        if !effects(of: HandlerReach.reachedText(from: text, in: file)).isDisjoint(with: names) { return true }
      } else if passesActionCallback(of: names, view, in: file) {
        return true
      }
    }
    return false
  }

  /// Code that makes a view (`Preview()`, `Text("…")`): a call of a capitalized name.
  static func buildsViews(_ code: Substring) -> Bool {
    code.range(of: #"(^|[^A-Za-z0-9_.])[A-Z][A-Za-z0-9_]*\s*[({]"#, options: .regularExpression) != nil
  }

  /// The state a control writes through its binding (`Picker(selection: $currentFilter)`,
  /// `Toggle(isOn: $viewModel.isExpanded)` → `currentFilter`, `isExpanded`).
  static func boundState(of view: SwiftUIView) -> Set<String> {
    guard view.isControl else { return [] }
    var names: Set<String> = []
    for argument in view.arguments where ["selection", "isOn", "value"].contains(argument.label ?? "") {
      let text = argument.value.text.trimmingCharacters(in: .whitespaces)
      // (`$selectedTab.animation(.easeInOut)`: the binding of `selectedTab`, animated; the name
      // before the first `(` is the method's.)
      guard text.hasPrefix("$") else { continue }
      var path = text.dropFirst().prefix { $0 != "(" }.split(separator: ".")
      if text.contains("(") { path = path.dropLast() }
      guard let last = path.last, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      names.insert(String(last))
    }
    return names
  }

  /// `playerManager.previous()`, `self.viewModel.player.next()` → `playerManager.previous`,
  /// `player.next`: methods called on a named receiver (the last one before the call), the
  /// gesture's own value and `self` left out.
  static func receiverCalls(in text: String) -> Set<String> {
    var calls: Set<String> = []
    let characters = Array(text)
    func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
    var index = 0
    while index < characters.count {
      guard characters[index] == "(" else { index += 1; continue }
      // The method: the identifier right before `(`.
      var start = index
      while start > 0, isIdentifier(characters[start - 1]) { start -= 1 }
      let method = String(characters[start..<index])
      // The receiver: the identifier before `.` (or `?.`) before the method.
      var end = start - 1
      if end >= 0, characters[end] == "." {
        end -= 1
        if end >= 0, characters[end] == "?" || characters[end] == "!" { end -= 1 }
        var receiverStart = end + 1
        while receiverStart > 0, isIdentifier(characters[receiverStart - 1]) { receiverStart -= 1 }
        let receiver = receiverStart <= end ? String(characters[receiverStart...end]) : ""
        if let first = method.first, first.isLowercase, !ignoredCalls.contains(method),
           let head = receiver.first, head.isLowercase, !gestureValueNames.contains(receiver) {
          calls.insert(receiver + "." + method)
        }
      }
      index += 1
    }
    return calls
  }

  /// Receivers that are the gesture's value, the view itself or a framework singleton, not a
  /// model the screens share.
  static let gestureValueNames: Set<String> = [
    "self", "value", "gesture", "drag", "state", "proxy", "geometry", "translation", "location", "shared", "default",
    "current", "main",
  ]

  /// Whether every method of `calls` (``receiverCalls(in:)``) is called on the same receiver by a control (or
  /// a view acting on a tap) somewhere in the project: a child view in another file holding the
  /// player's previous and next Buttons, both calling `playerManager.previous()` and
  /// `playerManager.next()` as the drag does. When both files declare the receiver's type
  /// (`@EnvironmentObject var playerManager: MusicPlayerManager`), the types must match.
  static func projectControlsCall(_ calls: Set<String>, from file: SwiftFileModel, type: String?, in files: [SwiftFileModel]) -> Bool {
    guard !calls.isEmpty else { return false }
    var pending = calls
    for other in files {
      let candidates = pending.filter { other.sourceContains(String($0.split(separator: ".").last ?? "") + "(") }
      guard !candidates.isEmpty else { continue }
      for view in other.views where view.isControl || view.tapGestureModifier != nil {
        let text = other.text(from: view.position, to: view.end)
        let reached = receiverCalls(in: HandlerReach.reachedText(from: text, in: other)).intersection(candidates)
        for call in reached {
          let receiver = String(call.split(separator: ".").first ?? "")
          let mine = type.flatMap { file.declarations.storedProperties[$0]?[receiver] }
          let theirs = view.enclosingType.flatMap { other.declarations.storedProperties[$0]?[receiver] }
          if let mine, let theirs, TypeIndex.simpleName(mine) != TypeIndex.simpleName(theirs) { continue }
          pending.remove(call)
        }
        if pending.isEmpty { return true }
      }
    }
    return pending.isEmpty
  }

  /// A pinch calling a zoom method of a model (`viewModel.zoom(factor:)`) beside controls calling
  /// another zoom method of that model (Frameet's zoom-level buttons, `viewModel.setZoom(factor:)`
  /// in a `ZoomButton`'s action): the buttons zoom without two fingers. A control that only resets
  /// the zoom (`resetZoom`, `zoomInitialize`) is no alternative.
  static func projectControlsZoom(_ pinchCalls: Set<String>, from file: SwiftFileModel, type: String?, in files: [SwiftFileModel]) -> Bool {
    func zooms(_ method: Substring) -> Bool {
      let lowered = method.lowercased()
      return lowered.contains("zoom") && !["reset", "init", "clear", "end"].contains(where: lowered.contains)
    }
    let receivers = Set(pinchCalls.compactMap { call -> String? in
      let parts = call.split(separator: ".")
      return parts.count == 2 && zooms(parts[1]) ? String(parts[0]) : nil
    })
    guard !receivers.isEmpty else { return false }
    for other in files where other.sourceContains("oom") {
      for view in other.views where view.isControl || other.project.customView(named: view.name)?.content == .control {
        let text = other.text(from: view.position, to: view.end)
        for call in receiverCalls(in: HandlerReach.reachedText(from: text, in: other)) {
          let parts = call.split(separator: ".")
          guard parts.count == 2, receivers.contains(String(parts[0])), zooms(parts[1]) else { continue }
          // The same model: in the pinch's own type, or declared of one type in both (two screens'
          // `viewModel`s of different types zoom different things: QED's canvas and its editor).
          // (An extension of the pinch's type in another file is the same type.)
          if let type, view.enclosingType == type { return true }
          if let mine = modelType(String(parts[0]), of: type, in: file), let theirs = modelType(String(parts[0]), of: view.enclosingType, in: other),
             mine == theirs { return true }
        }
      }
    }
    return false
  }

  /// The type of `type`'s property `name`: declared (`@ObservedObject var viewModel: CameraViewModel`)
  /// or made by its first value (`@StateObject var viewModel = CameraViewModel()`).
  static func modelType(_ name: String, of type: String?, in file: SwiftFileModel) -> String? {
    guard let type else { return nil }
    if let declared = file.declarations.storedProperties[type]?[name] { return TypeIndex.simpleName(declared) }
    // `@Environment(CameraModel.self) var viewModel`: the observable the environment hands it.
    for offset in ByteSearch.offsets(of: "var \(name)", in: file.sourceBytes[...]) where file.innermostTypeName(at: offset) == type {
      let before = file.converter.source.text(from: max(0, offset - 80), to: offset)
      if let environment = before.range(of: "@Environment(", options: .backwards), let dot = before.range(of: ".self)", options: .backwards),
         environment.upperBound <= dot.lowerBound, before[dot.upperBound...].allSatisfy({ $0.isWhitespace || $0.isLetter }) {
        return TypeIndex.simpleName(String(before[environment.upperBound..<dot.lowerBound]))
      }
    }
    for offset in ByteSearch.offsets(of: "var \(name) = ", in: file.sourceBytes[...]) where file.innermostTypeName(at: offset) == type {
      let start = offset + "var \(name) = ".utf8.count
      let made = file.converter.source.text(from: start, to: min(file.sourceBytes.count, start + 80)).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      // (`Store.shared`, a singleton: its type.)
      var typeName = Substring(made)
      if let dot = typeName.lastIndex(of: "."), typeName[typeName.index(after: dot)...].first?.isLowercase == true { typeName = typeName[..<dot] }
      if let first = typeName.first, first.isUppercase { return TypeIndex.simpleName(String(typeName)) }
    }
    return nil
  }

  /// A gesture whose handlers only put the keyboard away (`.onChanged(endEditing)` with
  /// `endEditing` calling `UIApplication...endEditing(true)`, `{ _ in hideKeyboard() }`,
  /// `{ _ in focusedField = nil }`): a convenience; the keyboard's own key does the same.
  static func onlyDismissesKeyboard(_ gestureText: String, in file: SwiftFileModel) -> Bool {
    var handlers: [String] = []
    for name in ["onChanged", "onEnded", "updating"] {
      var rest = Substring(gestureText)
      while let range = rest.range(of: "." + name) {
        var after = rest[range.upperBound...].drop { $0.isWhitespace }
        if after.first == "(" {
          after = after.dropFirst().drop { $0.isWhitespace }
          // A function passed by name: its bodies.
          let reference = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
          if !reference.isEmpty, after.dropFirst(reference.count).drop(while: { $0.isWhitespace }).first == ")" {
            let function = String(reference.split(separator: ".").last ?? "")
            let bodies = HandlerReach.bodies(of: function, in: file)
            guard !bodies.isEmpty else { return false }
            handlers += bodies.map(HandlerReach.droppingSignature)
            rest = after
            continue
          }
        }
        guard after.first == "{", let closure = SameLabelDifferentActionRule.trailingAction(of: after) else { return false }
        handlers.append(String(closure))
        rest = after
      }
    }
    guard !handlers.isEmpty else { return false }
    var sawDismissal = false
    for handler in handlers {
      var body = handler
      // `focusedField = nil`, `isFocused = false`: clearing a `@FocusState` puts the keyboard away.
      let focusClearing = #"[A-Za-z0-9_.]*[Ff]ocus[A-Za-z0-9_]*\s*=\s*(nil|false)\b"#
      while let range = body.range(of: focusClearing, options: .regularExpression) {
        sawDismissal = true
        body.replaceSubrange(range, with: "")
      }
      if HandlerReach.callNames(in: body).contains(where: HandlerReach.keyboardDismissals.contains)
        || body.contains("resignFirstResponder") {
        sawDismissal = true
      }
      guard HandlerReach.doesNothingAButtonWould(body, in: file) else { return false }
    }
    return sawDismissal
  }

  /// `TitleChrome(onTitleTap: collapseSheet)`, `Header(onExpand: { expand() })`: a project view
  /// handed one of the functions as its `onX` callback, which its own button or tap runs.
  static func passesActionCallback(of names: Set<String>, _ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.kind == .call, file.customView(named: view.name) != nil else { return false }
    return view.arguments.contains { argument in
      guard let label = argument.label, label.count > 2, label.hasPrefix("on"),
            label.dropFirst(2).first?.isUppercase == true else { return false }
      // The function itself, or a closure that only calls it: a longer closure's calls
      // (`min`, `Task`) say nothing about which action it is.
      var value = Substring(argument.value.text.filter { !$0.isWhitespace })
      if value.hasPrefix("{"), value.hasSuffix("()}") { value = value.dropFirst().dropLast(3) }
      if value.hasPrefix("self.") { value = value.dropFirst(5) }
      guard value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
      if names.contains(String(value)) { return true }
      // A function of the file handed over (`onNext: handleNextMonth`, Task Planner's month
      // arrows) that names what the gesture calls (`performMonthNavigation(…, action:
      // viewModel.goToNextMonth)`, the swipe calling `viewModel.goToNextMonth()`).
      guard file.behaviour.functions.contains(where: { $0.name == String(value) }) else { return false }
      let reached = HandlerReach.reachedText(from: String(value) + "()", in: file)
      let mentioned = Set(reached.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
      // (Not a framework call both make, `withAnimation`.)
      return !mentioned.subtracting([String(value)]).isDisjoint(with: names.subtracting(cosmeticCalls))
    }
  }

  /// What a closure does, by name: the functions it calls and the state it sets
  /// (`selectedTab = newIndex` → `selectedTab`), positions and offsets left out.
  static func effects(of text: String) -> Set<String> {
    let assigned = CustomValueControlRule.assignmentTargets(in: text)
      .map { String($0.split(separator: ".").last ?? "") }
      .filter { name in !name.isEmpty && !transientWords.contains { name.lowercased().contains($0) } }
    return calledNames(in: text).union(assigned).union(toggled(in: text))
  }

  /// `isExpanded.toggle()` → `isExpanded`: toggling sets the same state an assignment does.
  static func toggled(in text: String) -> Set<String> {
    var names: Set<String> = []
    var remainder = Substring(text)
    while let range = remainder.range(of: ".toggle()") {
      let name = remainder[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.insert(String(name.reversed())) }
      remainder = remainder[range.upperBound...]
    }
    return names
  }

  /// State that only follows the finger (an offset, a pressed flag): not what the gesture does.
  static let transientWords = [
    "offset", "position", "translation", "location", "state", "drag", "pressed", "highlight", "scale", "angle",
    "rotation",
  ]

  /// A gesture that only watches the touch (`DragGesture().onChanged { _ in track() }`): it
  /// ignores the gesture's value and does nothing but record analytics or logs.
  /// `DragGesture().onChanged { _ in }`: handlers that do nothing, there only to stop another
  /// gesture (a page swipe) from taking the touch, or left empty when their code was commented out.
  static func handlersAreEmpty(_ text: String) -> Bool {
    var depth = 0
    var bodies: [String] = []
    for character in text {
      if character == "{" {
        depth += 1
        if depth == 1 { bodies.append(""); continue }
      } else if character == "}" {
        depth -= 1
        if depth == 0 { continue }
      }
      if depth > 0 { bodies[bodies.count - 1].append(character) }
    }
    return !bodies.isEmpty && bodies.allSatisfy(doesNothing)
  }

  /// A handler's body that does nothing: no statement, one commented out, a test with nothing in
  /// its branches (`if text != "" { }`), an empty `withAnimation { }`, and locals read from the
  /// gesture's value only for those tests (`let start = value.startLocation`, Neville's swipes).
  static func doesNothing(_ body: String) -> Bool {
    var body = HandlerReach.droppingComments(body)
    if let parameters = body.range(of: #"^\s*(\w+|\([^)]*\))\s+in\b"#, options: .regularExpression) { body.removeSubrange(parameters) }
    body = body.replacingOccurrences(of: #"(?m)^\s*let\s+\w+\s*=\s*[\w.]+\s*;?\s*$"#, with: "", options: .regularExpression)
    var code = body.filter { !$0.isWhitespace }
    let emptyParts = [#"withAnimation(\([^(){}]*\))?\{\}"#, #"(\}?else)?if[^{}]*\{\}"#, #"\}?else\{\}"#]
    var removed = true
    while removed {
      removed = false
      for pattern in emptyParts {
        while let empty = code.range(of: pattern, options: .regularExpression) { code.removeSubrange(empty); removed = true }
      }
    }
    return code.isEmpty
  }

  /// A drag whose handlers only set state that follows the finger and put every piece of it
  /// back when the drag ends (`dragOffset = 0`, `.zero`, `.identity`, `false`, `nil`), calling no
  /// function of their own: the view rubber-bands and nothing happens.
  /// A pinch whose `onEnded` puts every value it changed back to rest (`currentAmount = 0`,
  /// `scale = 1`) with no test and nothing kept (a photo's peek that springs back, which the
  /// system's Zoom gives anyone); a zoom kept (`lastScale = scale`) or only clamped (`if scale <
  /// 1 { scale = 1 }`) is a zoom.
  static func isSpringBackPinch(_ text: String) -> Bool {
    guard let ended = text.range(of: ".onEnded") else { return false }
    let end = text[ended.upperBound...]
    if ["if ", "guard ", "?", "switch "].contains(where: end.contains) { return false }
    return isCosmeticGesture(text, rest: restValues + #"|1|1\.0"#)
  }

  static func isCosmeticDrag(_ text: String) -> Bool { isCosmeticGesture(text, rest: restValues) }

  /// A drag that only moves the view (Studeo's error toast: `onChanged` sets `translation`, which
  /// the file reads only in `.offset(y: translation.height)`, and `onEnded` is empty): it calls
  /// nothing and everything it sets is read only to offset a view, so it does nothing anyone
  /// needs another way to do.
  static func onlyMovesTheView(_ text: String, in file: SwiftFileModel) -> Bool {
    guard !calledNames(in: text).contains(where: { !cosmeticCalls.contains($0) }) else { return false }
    let targets = Set(CustomValueControlRule.assignmentTargets(in: text).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 })
    guard !targets.isEmpty, targets.allSatisfy({ !$0.isEmpty && !$0.contains(".") }) else { return false }
    let source = String(decoding: file.sourceBytes, as: UTF8.self)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let gestureLines = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    return targets.allSatisfy { target in
      // (A byte test first: the few lines holding the name are read as words.)
      let mentioning = lines.filter { $0.contains(target) && IdentifierWords.mentions(target, in: String($0)) }
        .map { $0.trimmingCharacters(in: .whitespaces) }
      // Read to offset a view, and read nowhere else.
      return mentioning.contains { $0.hasPrefix(".offset(") }
        && mentioning.allSatisfy { gestureLines.contains($0) || $0.hasPrefix(".offset(") || $0.contains("var \(target)") }
    }
  }

  static let restValues = #"0|0\.0|\.zero|CGSize\.zero|CGPoint\.zero|CGFloat\.zero|\.identity|false|nil"#

  private static func isCosmeticGesture(_ text: String, rest: String) -> Bool {
    guard !calledNames(in: text).contains(where: { !cosmeticCalls.contains($0) }) else { return false }
    let targets = Set(CustomValueControlRule.assignmentTargets(in: text).map { String($0.split(separator: ".").last ?? "") })
    guard !targets.isEmpty, !targets.contains("") else { return false }
    return targets.allSatisfy { target in
      text.range(of: #"\b"# + target + #"\s*=\s*("# + rest + #")\s*($|[\n;}])"#, options: .regularExpression) != nil
    }
  }

  /// A handler that records the touch's path (`strokePoints.append(pan.location(in: canvas))`,
  /// `path.addLine(to: value.location)`) for a brush, pen or signature: freehand drawing, whose
  /// path is the function (WCAG 2.5.1 "essential").
  static func isFreehandDrawing(_ text: String) -> Bool {
    let readsLocation = text.contains("location(in:") || text.contains(".location") || text.contains("locationHistory")
    let recordsPath = text.contains(".append(") || text.contains("addLine(to:") || text.contains("addCurve(to:")
      || text.contains("addQuadCurve(to:")
    guard readsLocation && recordsPath else { return false }
    let lower = text.lowercased()
    return ["stroke", "brush", "drawing", "freehand", "sketch", "signature", "scribble", "pencil"].contains { lower.contains($0) }
  }

  /// Calls that only animate or read the gesture.
  static let cosmeticCalls: Set<String> = ignoredCalls.union(["withAnimation", "spring", "interpolatingSpring", "bouncy", "smooth", "snappy"])

  /// `DragGesture()`, `DragGesture(minimumDistance: 20)`: a gesture given no `onChanged`,
  /// `onEnded` or `updating` does nothing. It is attached only to keep a parent's swipe or scroll
  /// from taking the touch (a `TabView` page that mustn't page by swiping, a preview that mustn't
  /// scroll), so there is no function to offer another way.
  /// `LongPressGesture().updating($isPressed) { value, state, _ in state = value }` and nothing
  /// else, whose `@GestureState` (reset when the finger lifts) the file reads only in effects
  /// (`.scaleEffect(isPressed ? 0.95 : 1)`, `.animation(_:value: isPressed)`): Winston's
  /// shrink-on-press. The closure only sets the state (no function called, only types made), and
  /// nothing but the look reads it, so nothing lasts for anyone to miss. A state handed to another
  /// view (an A–Z index's probe that scrolls) acts.
  static func onlyDrivesPressEffect(_ text: String, in file: SwiftFileModel) -> Bool {
    guard !text.contains(".onEnded"), !text.contains(".onChanged"),
          let start = text.range(of: ".updating($")?.upperBound else { return false }
    let state = String(text[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !state.isEmpty, calledNames(in: text).allSatisfy({ $0 == "updating" || $0.first?.isUppercase == true }) else { return false }
    let source = file.converter.source
    let lines = source.text(from: 0, to: source.bytes.count).split(separator: "\n", omittingEmptySubsequences: false)
    let effects = [".scaleEffect(", ".opacity(", ".animation(", ".brightness(", ".shadow(", ".rotationEffect(", ".blur(", ".saturation(", ".offset("]
    for (index, line) in lines.enumerated() where IdentifierWords.mentions(state, in: String(line)) {
      if line.contains("@GestureState") || line.contains("$" + state) { continue }
      if effects.contains(where: line.contains) { continue }
      // An argument line of an effect written over several lines (`.offset(\n x: isPressed ? 2 : 0,`,
      // a price button sinking while pressed): the modifier a few lines up.
      guard let openerIndex = (max(0, index - 3)..<index).reversed().first(where: {
              lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix(".")
            }),
            effects.contains(where: lines[openerIndex].contains) else { return false }
      // Still open when the line is reached: the line is one of its arguments.
      let between = lines[openerIndex..<index].joined()
      guard between.filter({ $0 == "(" }).count > between.filter({ $0 == ")" }).count else { return false }
    }
    return true
  }

  static func hasNoHandlers(_ text: String) -> Bool {
    !text.contains("{") && !["onChanged", "onEnded", "updating"].contains(where: text.contains)
  }

  /// Every handler of the gesture is a closure that ignores the gesture's value (`.onChanged { _
  /// in onScroll() }`): it reacts to the touch happening, not to where the finger goes.
  static func handlersIgnoreValue(_ text: String) -> Bool {
    guard !text.contains("$0"), !text.contains("updating") else { return false }
    var sawHandler = false
    for name in [".onChanged", ".onEnded"] {
      var rest = Substring(text)
      while let range = rest.range(of: name) {
        let after = rest[range.upperBound...].drop { $0.isWhitespace }
        // `.onChanged(handleDrag)` passes the value on; `.onChanged { value in ... }` reads it.
        guard after.first == "{" else { return false }
        guard after.dropFirst().drop(while: { $0.isWhitespace }).hasPrefix("_ in") else { return false }
        sawHandler = true
        rest = after
      }
    }
    return sawHandler
  }

  /// A drag on a scrolling container (`List`, `ScrollView`, `Form`) given with
  /// `.simultaneousGesture`, whose handlers ignore the drag's value: the container still scrolls,
  /// and the handler only notices that the user is scrolling (to put the search field's keyboard
  /// away, to collapse a header). Scrolling is what VoiceOver users do with three fingers; no path
  /// is asked of anyone. So for a drag, pinch or rotation on a `Map`, which pans, zooms and turns
  /// itself: the handler only notices the person moving the map (to stop following the car).
  static func observesScrolling(_ gesture: ComplexGesture, on view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard gesture.modifier.name == "simultaneousGesture" else { return false }
    if handlersIgnoreValue(gesture.text) {
      if view.name == "Map" { return [.drag, .magnification, .rotation].contains(gesture.kind) }
      return gesture.kind == .drag && ["List", "ScrollView", "Form"].contains(view.name)
    }
    // The scroll's drag read to work out its direction (`handleScrollChanged(with: value)`, then
    // `lastScrollSample = nil`: BuyOrNot's feed hiding its bars): every function it calls is a
    // scroll handler and every state it keeps is the scroll's or the gesture's own record.
    // The handlers' bodies are read too: a "scroll" handler moving to the next day is no scroll's.
    guard gesture.kind == .drag, ["List", "ScrollView", "Form"].contains(view.name) else { return false }
    let called = calledNames(in: gesture.text).subtracting(["DragGesture", "onChanged", "onEnded", "withAnimation", "min", "max", "abs"])
    guard !called.isEmpty, called.allSatisfy({ $0.lowercased().contains("scroll") }) else { return false }
    let targets = CustomValueControlRule.assignmentTargets(in: HandlerReach.reachedText(from: gesture.text, in: file))
    return targets.allSatisfy { target in
      ["scroll", "sample", "gesture", "hidden", "visible", "shown", "show", "collapsed"].contains(where: target.lowercased().contains)
    }
  }

  /// `DragGesture(minimumDistance: 0).onChanged { _ in dismiss() }`: a drag that starts with the
  /// touch and ignores where the finger goes is a press, which a single tap performs; what it does
  /// needs no path.
  static func isPressOnly(_ gesture: ComplexGesture) -> Bool {
    guard gesture.kind == .drag else { return false }
    let compact = gesture.text.filter { !$0.isWhitespace }
    let startsAtTouch = ["DragGesture(minimumDistance:0)", "DragGesture(minimumDistance:0,", "DragGesture(minimumDistance:0.0)",
                         "DragGesture(minimumDistance:0.0,"].contains(where: compact.hasPrefix)
    return startsAtTouch && handlersIgnoreValue(gesture.text)
  }

  /// `DragGesture().onChanged { value in headerHidden = value.translation.height < 0 }`: the drag
  /// only shows or hides chrome (a header, a bar) as the content is scrolled; people who scroll
  /// another way keep it shown, and lose nothing (Tella's PDF reader).
  static func onlyTogglesChrome(_ text: String) -> Bool {
    guard text.contains("DragGesture") else { return false }
    let targets = CustomValueControlRule.assignmentTargets(in: text)
    guard !targets.isEmpty, targets.allSatisfy({ target in
      let lower = target.lowercased()
      // `isScrollDown = 0 < value.translation.height` (a shop's home): the direction of a scroll
      // the list still does, noticed to hide its category bar.
      return ["hidden", "visible", "shown", "showing", "collapsed", "scroll"].contains(where: lower.contains)
    }) else { return false }
    return calledNames(in: text).subtracting(["DragGesture", "onChanged", "onEnded", "withAnimation", "min", "max", "abs"]).isEmpty
  }

  static func onlyObserves(_ text: String) -> Bool {
    guard !text.contains("$0"), text.contains("_ in") else { return false }
    let names = calledNames(in: text).subtracting(["DragGesture", "onChanged", "onEnded"])
    return !names.isEmpty && names.allSatisfy { name in
      let lower = name.lowercased()
      return lower.hasPrefix("track") || lower.hasPrefix("log") || lower.contains("analytics")
    }
  }
}

extension ArraySlice where Element == UInt8 {
  /// Whether these bytes end with `suffix`'s UTF-8 bytes.
  fileprivate func hasSuffix(_ suffix: StaticString) -> Bool {
    let length = suffix.utf8CodeUnitCount
    guard count >= length else { return false }
    return suffix.withUTF8Buffer { suffixBytes in self[(endIndex - length)...].elementsEqual(suffixBytes) }
  }
}
