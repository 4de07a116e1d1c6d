import A11yCore
import A11ySwiftSource
import Foundation

/// Renders VoiceOver previews as text, Markdown or JSON, in English or Korean.
public struct SpeechPreviewRenderer: Sendable {
  public let speech: SpeechRenderer

  public init(speech: SpeechRenderer) {
    self.speech = speech
  }

  var korean: Bool { speech.language == .korean }

  func notes(_ element: SpokenElement) -> [String] {
    var notes: [String] = []
    if !element.conditions.isEmpty { notes.append((korean ? "조건: " : "when: ") + element.conditions.joined(separator: " · ")) }
    if let collection = element.repeatedFor {
      notes.append(korean ? "\(collection)의 항목마다 반복 (한 번만 표시)" : "repeated for each item of \(collection) (shown once)")
    }
    if !element.actions.isEmpty {
      let names = element.actions.map { speech.words($0) }.joined(separator: ", ")
      notes.append((korean ? "사용자 지정 동작: " : "actions: ") + names)
    }
    if let priority = element.sortPriority {
      notes.append((korean ? "정렬 우선순위: " : "sort priority: ") + Self.number(priority))
    }
    for stumble in element.stumbles { notes.append("⚠ " + stumble.message.text(in: speech.language)) }
    return notes
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  func place(_ element: SpokenElement, screen: SpokenScreen) -> String {
    let line = element.position.line
    if element.file != screen.file { return "\((element.file as NSString).lastPathComponent):\(line)" }
    return korean ? "\(line)행" : "line \(line)"
  }

  public func text(_ screens: [SpokenScreen]) -> String {
    var output = ""
    for screen in screens {
      output += "\(screen.name) — \(screen.file):\(screen.position.line)\n"
      for note in screen.notes { output += "  (\(note.text(in: speech.language)))\n" }
      if screen.elements.isEmpty { output += korean ? "  (VoiceOver가 읽을 요소 없음)\n" : "  (no element VoiceOver visits)\n" }
      for (number, element) in screen.elements.enumerated() {
        // A label with line breaks is one phrase (VoiceOver pauses there): one line of output.
        let phrase = element.phrase(speech).replacingOccurrences(of: "\n", with: " ")
        output += "  \(number + 1). \(phrase)  [\(place(element, screen: screen))]\n"
        for note in notes(element) { output += "       \(note)\n" }
      }
      output += "\n"
    }
    return output
  }

  public func markdown(_ screens: [SpokenScreen]) -> String {
    var output = ""
    let header = korean ? "| # | VoiceOver가 읽는 말 | 위치 | 참고 |\n| --- | --- | --- | --- |\n"
      : "| # | VoiceOver says | Source | Notes |\n| --- | --- | --- | --- |\n"
    func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
    for screen in screens {
      output += "### \(screen.name)\n\n`\(screen.file):\(screen.position.line)`\n\n"
      for note in screen.notes { output += "_\(cell(note.text(in: speech.language)))_\n\n" }
      output += header
      for (number, element) in screen.elements.enumerated() {
        output += "| \(number + 1) | \(cell(element.phrase(speech))) | \(place(element, screen: screen)) | \(cell(notes(element).joined(separator: "<br>"))) |\n"
      }
      output += "\n"
    }
    return output
  }

  public func json(_ screens: [SpokenScreen]) -> String {
    let views: [[String: Any]] = screens.map { screen in
      [
        "name": screen.name, "file": screen.file, "line": screen.position.line,
        "notes": screen.notes.map { $0.text(in: speech.language) },
        "elements": screen.elements.map { element -> [String: Any] in
          var object: [String: Any] = [
            "spoken": element.phrase(speech),
            "label": speech.words(element.label),
            "labelParts": element.label.map(part),
            "value": speech.words(element.value),
            "traits": element.traits.map(\.rawValue),
            "hint": speech.words(element.hint),
            "actions": element.actions.map { speech.words($0) },
            "view": element.viewName, "file": element.file,
            "line": element.position.line, "column": element.position.column,
            "conditions": element.conditions,
            "stumbles": element.stumbles.map { ["kind": $0.kind.rawValue, "message": $0.message.text(in: speech.language)] },
          ]
          if !element.conditionalTraits.isEmpty {
            object["conditionalTraits"] = element.conditionalTraits.map { ["trait": $0.trait.rawValue, "when": $0.condition] }
          }
          if let priority = element.sortPriority { object["sortPriority"] = priority }
          if let collection = element.repeatedFor { object["repeatedFor"] = collection }
          return object
        },
      ]
    }
    let root: [String: Any] = ["tool": ["name": ToolInfo.identity.name, "version": ToolInfo.identity.version],
                               "language": speech.language.rawValue, "views": views]
    guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
      return "{}\n"
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// One label part with where its words come from.
  func part(_ part: SpokenText) -> [String: Any] {
    var object: [String: Any] = ["spoken": speech.words(part)]
    switch part.kind {
    case .text(let text, let localizable):
      object["kind"] = speech.translation(of: text) != nil && localizable ? "localizationKey" : "text"
      object["source"] = text
    case .localized(let key, let base):
      object["kind"] = speech.translation(of: key) != nil ? "interfaceBuilderString" : "text"
      object["source"] = base
      object["key"] = key
    case .template(let template):
      object["kind"] = "interpolatedText"
      object["source"] = template
    case .symbol(let name):
      object["kind"] = "sfSymbol"
      object["source"] = name
      object["spokenNameSource"] = SymbolNames.source(of: name).rawValue
    case .symbolExpression(let expression):
      object["kind"] = "sfSymbolExpression"
      object["source"] = expression
    case .assetName(let name):
      object["kind"] = "assetName"
      object["source"] = name
    case .unnamedImage:
      object["kind"] = "unnamedImage"
    case .unknown(let expression):
      object["kind"] = "unknown"
      object["source"] = expression
    case .system(let words):
      object["kind"] = "system"
      object["source"] = words.en
    case .choice(let condition, _, _):
      object["kind"] = "choice"
      object["source"] = condition
    }
    if let position = part.position { object["line"] = position.line }
    return object
  }
}
