import A11yCore

/// Arguments of the project's view helpers (`.withMyButtonStyle(enabled: recognizer.finished)`)
/// that every use passing a value, not a literal, pairs with `.disabled(...)` on the same state
/// (`.disabled(!recognizer.finished)`): VoiceOver says "dimmed" whenever the helper's colour says
/// off, so a colour chosen by that parameter is not the only sign of the state.
enum DimmedArguments {
  /// `name(label:)` keys, for modifier calls with that labelled argument whose every non-literal
  /// use in the project is disabled by the same value.
  static func dimmedAtEveryUse(in files: [SwiftFileModel]) -> Set<String> {
    var verdicts: [String: Bool] = [:]
    for file in files where file.sourceContains(".disabled(") {
      for view in file.views {
        for modifier in view.modifiers {
          for argument in modifier.arguments {
            guard let label = argument.label, argument.value.boolLiteral == nil else { continue }
            let value = plain(argument.value.text)
            guard !value.isEmpty else { continue }
            let dimmed = view.modifiers.contains { other in
              other.name == "disabled"
                && other.arguments.contains { plain($0.value.text).contains(value) }
            }
            let key = "\(modifier.name)(\(label):)"
            verdicts[key] = (verdicts[key] ?? true) && dimmed
          }
        }
      }
    }
    guard verdicts.values.contains(true) else { return [] }
    // Uses in files without any `.disabled(` are not dimmed.
    let candidates = Set(verdicts.filter(\.value).keys)
    for file in files where !file.sourceContains(".disabled(") {
      for view in file.views {
        for modifier in view.modifiers {
          for argument in modifier.arguments {
            guard let label = argument.label, argument.value.boolLiteral == nil else { continue }
            let key = "\(modifier.name)(\(label):)"
            if candidates.contains(key) { verdicts[key] = false }
          }
        }
      }
    }
    return Set(verdicts.filter(\.value).keys)
  }

  /// The text without spaces and `self.`, for comparing values as written.
  static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace }
  }
}
