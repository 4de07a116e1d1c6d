import A11yCore
@testable import A11ySwiftSource
import Testing

/// Round forty (Gatherly, DevLog): an event row's one-line description, in a row view only links
/// place, is a preview of the text the event's screen shows whole, through an `if let` there; a
/// detail screen that limits it too leaves the row's cut reported.
struct RowPreviewTests {
  func truncations(detail: String) -> [Finding] {
    let row = """
      struct EventRow: View {
        let event: Event
        var body: some View {
          VStack { Text(event.title); Text(event.description ?? "설명 없음").lineLimit(1) }
        }
      }
      """
    let link = "struct EventRowLink: View {\n  let event: Event\n  var body: some View { NavigationLink { EventDetailView(event: event) } label: { EventRow(event: event) } }\n}"
    let screen = "struct EventDetailView: View {\n  let event: Event\n  var body: some View {\n    ScrollView { if let description = event.description { \(detail) } }\n  }\n}"
    var configuration = Configuration()
    configuration.onlyRules = [TextTruncationRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [TextTruncationRule.self], configuration: configuration, project: ProjectIndex())
      .analyzeProject([(source: row, path: "EventRow.swift"), (source: link, path: "EventRowLink.swift"), (source: screen, path: "EventDetailView.swift")])
  }

  @Test func aRowsPreviewOfTextItsScreenShowsWholeIsNotCut() {
    #expect(truncations(detail: "Text(description)").isEmpty)
    #expect(truncations(detail: "Text(description).lineLimit(2)").map(\.file) == ["EventRow.swift"])
  }
}
