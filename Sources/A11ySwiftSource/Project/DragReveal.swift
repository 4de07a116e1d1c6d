import A11yCore
import Foundation

/// Custom views shown only while a drag is under way: every use sits in a layer drawn behind or
/// over the content (`.background { }`, `.overlay { }`) and fades in with an opacity computed from
/// a value the file's drag changes (in a `DragGesture`'s `.onChanged`, or a `func dragChanged(...)`
/// a gesture view calls): a swipe action's icon revealed behind a row as it slides. At rest the
/// layer is not on screen; what it shows is the drag's feedback, not a state anyone focuses.
enum DragReveal {
  static func viewsRevealedByDrag(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    var revealed: [String: Bool] = [:]
    for file in files {
      let uses = file.views.filter { $0.kind == .call && index.customViews[$0.name] != nil }
      guard !uses.isEmpty else { continue }
      guard file.sourceContains("drag") || file.sourceContains("Drag") else {
        for use in uses { revealed[use.name] = false }
        continue
      }
      let text = file.converter.source.text(from: 0, to: file.converter.source.bytes.count)
      let dragged = namesChangedByDrags(in: text)
      let definitions = letDefinitions(in: text)
      for use in uses where revealed[use.name] != false {
        revealed[use.name] = !dragged.isEmpty && isRevealedByDrag(use, in: file, dragged: dragged, definitions: definitions)
      }
    }
    return Set(revealed.filter(\.value).keys)
  }

  /// In a `.background`/`.overlay` layer, with an `.opacity(...)` on the way there that depends on
  /// a dragged value.
  static func isRevealedByDrag(_ use: SwiftUIView, in file: SwiftFileModel, dragged: Set<String>, definitions: [String: [String]]) -> Bool {
    var opacities = use.modifiers(named: "opacity")
    var inLayer = false
    var child = use
    for step in file.ancestry(of: use).steps {
      if case .modifier(let name, _) = child.slot, name == "background" || name == "overlay" {
        inLayer = true
        break
      }
      opacities += step.ancestor.modifiers.filter { $0.name == "opacity" }
      child = step.ancestor
    }
    if case .modifier(let name, _) = child.slot, name == "background" || name == "overlay" { inLayer = true }
    guard inLayer else { return false }
    return opacities.contains { opacity in
      guard let value = opacity.arguments.firstUnlabeled, value.numberLiteral == nil else { return false }
      return reaches(value.text, dragged: dragged, definitions: definitions)
    }
  }

  /// The expression's names, followed through the file's `let`s (a few levels), meet a dragged name.
  static func reaches(_ expression: String, dragged: Set<String>, definitions: [String: [String]]) -> Bool {
    var seen: Set<String> = []
    var pending = identifiers(in: expression)
    for _ in 0..<4 {
      var next: [String] = []
      for name in pending where seen.insert(name).inserted {
        if dragged.contains(name) { return true }
        for definition in definitions[name] ?? [] { next += identifiers(in: definition) }
      }
      pending = next
      if pending.isEmpty { break }
    }
    return false
  }

  /// The names assigned in the `.onChanged` closures of the file's `DragGesture`s and in its
  /// functions named for a drag (`func dragChanged(...)`, called by a gesture view): `dragAmount =
  /// x - offset`, `binding?.wrappedValue = x`.
  static func namesChangedByDrags(in text: String) -> Set<String> {
    var names: Set<String> = []
    let characters = Array(text)
    func collect(fromBraceAfter index: String.Index) {
      guard let open = text[index...].firstIndex(of: "{") else { return }
      var depth = 0
      var offset = text.distance(from: text.startIndex, to: open)
      let start = offset
      while offset < characters.count {
        if characters[offset] == "{" { depth += 1 }
        if characters[offset] == "}" { depth -= 1; if depth == 0 { break } }
        offset += 1
      }
      let closure = String(characters[start..<min(offset, characters.count)])
      guard let regex = try? NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)\s*(?:\??\.wrappedValue)?\s*=(?!=)"#) else { return }
      for match in regex.matches(in: closure, range: NSRange(closure.startIndex..., in: closure)) {
        if let range = Range(match.range(at: 1), in: closure) { names.insert(String(closure[range])) }
      }
    }
    var searchStart = text.startIndex
    while let gesture = text.range(of: "DragGesture", range: searchStart..<text.endIndex) {
      searchStart = gesture.upperBound
      let window = text[gesture.upperBound...].prefix(600)
      guard let changed = window.range(of: ".onChanged") else { continue }
      collect(fromBraceAfter: changed.upperBound)
    }
    if let regex = try? NSRegularExpression(pattern: #"func\s+[A-Za-z0-9_]*?(?:drag|Drag)[A-Za-z0-9_]*\s*\("#) {
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range, in: text), !text[range].lowercased().contains("ended") else { continue }
        collect(fromBraceAfter: range.upperBound)
      }
    }
    return names
  }

  /// `let name = value` lines of the file, by name.
  static func letDefinitions(in text: String) -> [String: [String]] {
    guard let regex = try? NSRegularExpression(pattern: #"\blet\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([^\n]+)"#) else { return [:] }
    var definitions: [String: [String]] = [:]
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let name = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
      definitions[String(text[name]), default: []].append(String(text[value]))
    }
    return definitions
  }

  static func identifiers(in text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, first.isLetter || first == "_" { result.append(current) }
        current = ""
      }
    }
    if let first = current.first, first.isLetter || first == "_" { result.append(current) }
    return result
  }
}
