import A11yCore

extension SwiftFileModel {
  /// The code of a control outside what it shows: its call up to its modifiers, less its label's
  /// views (`Button { closeSheet() } label: { Image(systemName: "xmark").contextMenu { … } }` →
  /// `Button { closeSheet() } label: `). What the control does, not what a view inside its label
  /// does (a context menu's items there are their own actions).
  public func actionText(of control: SwiftUIView) -> String {
    let start = control.position.utf8Offset
    let end = min(control.modifiers.map(\.start.utf8Offset).min() ?? control.end.utf8Offset, converter.source.bytes.count)
    guard start < end else { return "" }
    let labels = control.children.map { view($0) }.filter { $0.slot == .label || $0.slot == .title }
      .map { $0.position.utf8Offset..<$0.end.utf8Offset }.sorted { $0.lowerBound < $1.lowerBound }
    var text = ""
    var cursor = start
    for label in labels where label.lowerBound >= cursor && label.lowerBound < end {
      text += converter.source.text(from: cursor, to: label.lowerBound)
      cursor = min(label.upperBound, end)
    }
    if cursor < end { text += converter.source.text(from: cursor, to: end) }
    return text.contains("#if") ? Self.iOSLines(of: text) : text
  }

  /// The lines of an action an iOS build compiles: a `#if os(macOS)` branch, or the `#else` of
  /// `#if os(iOS)`, left out (Food Truck's "Manage subscription" opens a URL only on a Mac).
  /// Conditions other than `os(...)` keep every branch.
  static func iOSLines(of text: String) -> String {
    var kept: [Substring] = []
    // For each open `#if`: whether its current branch is one iOS never compiles.
    var skipping: [Bool?] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#if ") {
        skipping.append(iOSCompiles(trimmed.dropFirst(4)).map { !$0 })
      } else if trimmed.hasPrefix("#else"), let current = skipping.popLast() {
        skipping.append(current.map { !$0 })
      } else if trimmed.hasPrefix("#endif") {
        _ = skipping.popLast()
      } else if !skipping.contains(true) {
        kept.append(line)
      }
    }
    return kept.joined(separator: "\n")
  }

  /// `os(iOS)` true, `os(macOS)` false, `!` of either; anything else unknown.
  static func iOSCompiles(_ condition: Substring) -> Bool? {
    let written = condition.filter { !$0.isWhitespace }
    let negated = written.hasPrefix("!")
    let bare = negated ? written.dropFirst() : Substring(written)
    guard bare.hasPrefix("os("), bare.hasSuffix(")"), !bare.contains("&&"), !bare.contains("||") else { return nil }
    let platform = bare.dropFirst(3).dropLast()
    let compiles = platform == "iOS" ? true : IOSBuildCondition.otherPlatforms.contains(String(platform)) ? false : nil
    return compiles.map { negated ? !$0 : $0 }
  }
}
