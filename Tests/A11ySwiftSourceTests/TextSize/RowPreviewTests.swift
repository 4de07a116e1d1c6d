import A11yCore
@testable import A11ySwiftSource
import Testing

/// Round forty (Gatherly, DevLog): an event row's one-line description, in a row view only links
/// place, is a preview of the text the event's screen shows whole, through an `if let` there; a
/// detail screen that limits it too, or one the link doesn't open, leaves the row's cut reported.
struct RowPreviewTests {
  func truncations(detail: String, elsewhere: String = "EmptyView()") -> [Finding] {
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
      .analyzeProject([
        (source: row, path: "EventRow.swift"), (source: link, path: "EventRowLink.swift"), (source: screen, path: "EventDetailView.swift"),
        (source: "struct ProfileView: View {\n  let profile: Profile\n  var body: some View { \(elsewhere) }\n}", path: "ProfileView.swift"),
      ])
  }

  @Test func aRowsPreviewOfTextItsScreenShowsWholeIsNotCut() {
    #expect(truncations(detail: "Text(description)").isEmpty)
    #expect(truncations(detail: "Text(description).lineLimit(2)").map(\.file) == ["EventRow.swift"])
    // Another screen, one the link doesn't open, showing a `description` whole doesn't count.
    #expect(truncations(detail: "Text(event.summary)", elsewhere: "Text(profile.description)").map(\.file) == ["EventRow.swift"])
  }

  /// DevLog's todo list: `NavigationLink(value: todo)` rows, opened by the list's
  /// `.navigationDestination(for:)`, whose screen shows the todo's text whole.
  @Test func aValueLinksRowLeadsWhereTheFilesDestinationsGo() {
    func found(destination: String) -> [Finding] {
      let list = """
        struct TodoList: View {
          let todos: [Todo]
          var body: some View {
            NavigationStack {
              List(todos) { todo in
                NavigationLink(value: todo) { Text(todo.content).lineLimit(1) }
              }
              .navigationDestination(for: Todo.self) { todo in \(destination)(todo: todo) }
            }
          }
        }
        struct TodoDetail: View {
          let todo: Todo
          var body: some View { ScrollView { Text(todo.content) } }
        }
        struct TodoStats: View {
          let todo: Todo
          var body: some View { Text(todo.date) }
        }
        """
      var configuration = Configuration()
      configuration.onlyRules = [TextTruncationRule.descriptor.id]
      return SwiftSourceAnalyzer(rules: [TextTruncationRule.self], configuration: configuration, project: ProjectIndex())
        .analyzeProject([(source: list, path: "TodoList.swift")])
    }
    #expect(found(destination: "TodoDetail").isEmpty)
    #expect(found(destination: "TodoStats").map(\.position.line) == [6])
  }
}
