import A11yCore

/// Types that describe themselves for accessibility and whose description another element speaks:
/// Delta Chat's message cell builds its label with `StatusView.getAccessibilityString(message:)`,
/// so the delivery icon the status view swaps is heard in the cell's label.
enum AccessibilityDescribers {
  static let labelProperties: Set<String> = ["accessibilityLabel", "accessibilityValue", "accessibilityAttributedLabel"]

  /// Read from the labels the models recorded: `Type.member` in a label's value, where the
  /// member is named for accessibility (`accessibilityString`, `a11yDescription`).
  static func typesDescribedInLabels(in files: [SwiftFileModel]) -> Set<String> {
    var types: Set<String> = []
    for file in files {
      for object in file.uikitObjects {
        for assignment in object.assignments where labelProperties.contains(assignment.property) {
          types.formUnion(describedTypes(in: assignment.value.text))
        }
      }
    }
    return types
  }

  /// `StatusView.getAccessibilityString(...)` → `StatusView`.
  static func describedTypes(in text: String) -> Set<String> {
    var found: Set<String> = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      guard characters[index].isUppercase, index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber
        || characters[index - 1] == "_" || characters[index - 1] == ".") else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
      guard end < characters.count, characters[end] == "." else {
        index = end + 1
        continue
      }
      var memberEnd = end + 1
      while memberEnd < characters.count, characters[memberEnd].isLetter || characters[memberEnd].isNumber || characters[memberEnd] == "_" { memberEnd += 1 }
      let member = String(characters[(end + 1)..<memberEnd]).lowercased()
      if member.contains("accessib") || member.contains("a11y") { found.insert(String(characters[index..<end])) }
      index = memberEnd
    }
    return found
  }
}
