import A11yCore

/// A view's `Bool` properties that choose one of two colors (`.background(isSelected ? a : b)`),
/// and what every use of the view passes for them: the project side of color-only-state, which
/// judges a color by the state it shows. A flag every use fixes to one literal is no state
/// (``ConstantViewFlags/constantColorFlags(in:candidates:)``); one every use sets beside words
/// chosen on the same value is spelled out.
enum ColorFlagUses {
  /// `Type.flag` of a view's `Bool` property that picks one of two colors where every use sets it
  /// from a value the same use also passes as the words the view shows
  /// (`FilterChipLabel(title: selectedYear ?? "All Years", isSelected: selectedYear != nil)`,
  /// Running Signal's filters): the words change with the state, not the color alone.
  static func spelledOutByEveryUse(in files: [SwiftFileModel], candidates: [String: SwiftFileModel]) -> Set<String> {
    // `View.label` of every view call passing a test of a value's presence (`year != nil`): only
    // those flags can be spelled out, and the rest are ruled out before any use is looked up.
    var presenceTests: Set<String> = []
    for file in files where file.sourceContains("nil") {
      for view in file.views where view.kind == .call {
        for argument in view.arguments {
          guard let label = argument.label else { continue }
          let compact = argument.value.text.filter { !$0.isWhitespace }
          if compact.hasSuffix("!=nil") || compact.hasSuffix("==nil") { presenceTests.insert(view.name + "." + label) }
        }
      }
    }
    var result: Set<String> = []
    for (key, file) in candidates where presenceTests.contains(key) {
      let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
      let (type, flag) = (parts[0], parts[1])
      // The type's properties it shows as words: `Text(title)`, `Label(title, systemImage: icon)`.
      let wordProperties: Set<String> = Set(file.views.compactMap { view in
        guard view.kind == .call, view.name == "Text" || view.name == "Label",
              view.enclosingType.map(TypeIndex.simpleName) == type, let text = view.titleArgument?.text, !text.isEmpty,
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return text
      })
      guard !wordProperties.isEmpty else { continue }
      var uses = 0
      var spelledOut = true
      for (useFile, _, offset) in DebugReach.mentions(of: type, in: files) {
        guard let use = useFile.views.first(where: { $0.kind == .call && $0.name == type && $0.position.utf8Offset == offset }),
              let passed = use.arguments.first(labeled: flag)?.text else {
          spelledOut = false
          break
        }
        // The flag tests whether a value is there (`year != nil`), and the words are a choice made
        // on that value (`year ?? "All Years"`, `year == nil ? … : …`): not an item's own name
        // beside a test of it (`title: major.name, isSelected: majors.contains(major)`), nor a
        // name looked up beside another comparison (`isRead: users.count == readers.count`).
        let compact = passed.filter { !$0.isWhitespace }
        let subject = compact.hasSuffix("!=nil") ? compact.dropLast(5) : compact.hasSuffix("==nil") ? compact.dropLast(5) : ""
        guard !subject.isEmpty, subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              use.arguments.contains(where: { argument in
                let words = argument.value.text.filter { !$0.isWhitespace }
                return argument.label.map(wordProperties.contains) == true && (words.contains("??") || words.contains("?\""))
                  && words.hasPrefix(subject) && !(words.dropFirst(subject.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
              }) else {
          spelledOut = false
          break
        }
        uses += 1
      }
      if spelledOut && uses > 0 { result.insert(key) }
    }
    return result
  }

  /// `Type.flag` of views' plain `Bool` properties tested to pick one of two colors
  /// (`.background(clear ? Color.clear : Color.tabBackground)`), with the file that declares them.
  static func candidates(in files: [SwiftFileModel], colorModifiers: Set<String>) -> [String: SwiftFileModel] {
    var candidates: [String: SwiftFileModel] = [:]
    for file in files {
      for view in file.views where view.enclosingType != nil {
        for modifier in view.modifiers where colorModifiers.contains(modifier.name) {
          guard case .ternary(let condition, _, _)? = modifier.arguments.first?.value.kind else { continue }
          // The key the rule asks with, so both spell it alike.
          let key = ColorOnlyStateRule.flagKey(condition.text, in: view)
          guard let dot = key.firstIndex(of: "."), case let flag = key[key.index(after: dot)...], !flag.isEmpty,
                flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
          candidates[key] = file
        }
        // A control disabled on a flag of its view (`.disabled(disable)`): whether every use
        // passes the same value (always disabled) is asked the same way.
        for modifier in view.modifiers where modifier.name == "disabled" {
          guard let flag = modifier.arguments.first?.value.text, flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !flag.isEmpty, flag != "true", flag != "false" else { continue }
          candidates[ColorOnlyStateRule.flagKey(flag, in: view)] = file
        }
      }
    }
    return candidates
  }

}
