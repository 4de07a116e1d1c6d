import A11yCore

/// Arguments of the project's view helpers (`.withMyButtonStyle(enabled: recognizer.finished)`)
/// that every use passing a value, not a literal, pairs with `.disabled(...)` on the same state
/// (`.disabled(!recognizer.finished)`): VoiceOver says "dimmed" whenever the helper's colour says
/// off, so a colour chosen by that parameter is not the only sign of the state.
enum DimmedArguments {
  /// `name(label:)` keys, for modifier calls with that labelled argument whose every non-literal
  /// use in the project is disabled by the same value.
  /// Also `Type(label:)` keys, for styles made with that labelled argument in a modifier
  /// (`.buttonStyle(PrimaryButtonStyle(isEnabled: !roomName.isEmpty)).disabled(roomName.isEmpty)`).
  static func dimmedAtEveryUse(in files: [SwiftFileModel]) -> Set<String> {
    var verdicts: [String: Bool] = [:]
    for file in files where file.sourceContains(".disabled(") {
      for view in file.views {
        for (key, value) in passedValues(view) {
          var subject = value
          if subject.hasPrefix("!") { subject.removeFirst() }
          let dimmed = !subject.isEmpty && view.modifiers.contains { other in
            other.name == "disabled" && other.arguments.contains { plain($0.value.text).contains(subject) }
          }
          verdicts[key] = (verdicts[key] ?? true) && dimmed
        }
      }
    }
    guard verdicts.values.contains(true) else { return [] }
    // Uses in files without any `.disabled(` are not dimmed.
    let candidates = Set(verdicts.filter(\.value).keys)
    for file in files where !file.sourceContains(".disabled(") {
      for view in file.views {
        for (key, _) in passedValues(view) where candidates.contains(key) { verdicts[key] = false }
      }
    }
    return Set(verdicts.filter(\.value).keys)
  }

  /// The values, not literals, a view's modifiers pass by label, keyed `modifier(label:)`, and
  /// those a style made inside a modifier's argument is given, keyed `Type(label:)`.
  static func passedValues(_ view: SwiftUIView) -> [(key: String, value: String)] {
    var passed: [(key: String, value: String)] = []
    for modifier in view.modifiers {
      for argument in modifier.arguments where argument.value.boolLiteral == nil {
        if let label = argument.label {
          let value = plain(argument.value.text)
          if !value.isEmpty { passed.append(("\(modifier.name)(\(label):)", value)) }
          continue
        }
        let text = argument.value.text
        let type = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard type.first?.isUppercase == true, text.dropFirst(type.count).hasPrefix("(") else { continue }
        for call in UnsetCallbacks.calls(opening: type + "(", in: text).prefix(1) {
          for (label, value) in call.arguments where value != "true" && value != "false" && !value.isEmpty {
            passed.append(("\(type)(\(label):)", plain(value)))
          }
        }
      }
    }
    return passed
  }

  /// The text without spaces and `self.`, for comparing values as written.
  static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace }
  }
}
