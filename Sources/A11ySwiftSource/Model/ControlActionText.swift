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
    return text
  }
}
