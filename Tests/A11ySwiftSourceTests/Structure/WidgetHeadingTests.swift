import A11yCore
import A11ySwiftSource
import Testing

/// Large readings in a widget whose views live in other files (issue 7, precision round 4): the
/// widget is known through the project index, not from the view's own file.
struct WidgetHeadingTests {
  func headingFindings(_ files: [String: String]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: [HeadingTraitRule.self], configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  static let widget = """
    import WidgetKit
    import SwiftUI
    struct GlucoseWidget: Widget {
      var body: some WidgetConfiguration {
        StaticConfiguration(kind: "glucose", provider: Provider()) { entry in EntryView(entry: entry) }
      }
    }
    """

  static let smallView = """
    import SwiftUI
    extension GlucoseWidget.EntryView {
      var systemSmallView: some View {
        VStack {
          Text(entry.deltaString).font(.title2).fontWeight(.bold)
          Text("Updated")
        }
      }
    }
    """

  @Test func aViewExtendingAWidgetsNestedTypeInAnotherFileIsNotReported() {
    #expect(headingFindings(["Widget.swift": Self.widget, "SmallView.swift": Self.smallView]).isEmpty)
  }

  @Test func theSameViewOutsideAWidgetIsReported() {
    let app = """
      import SwiftUI
      struct GlucoseScreen { struct EntryView: View { var body: some View { Text("") } } }
      """
    let small = Self.smallView.replacingOccurrences(of: "GlucoseWidget", with: "GlucoseScreen")
    let found = headingFindings(["Screen.swift": app, "SmallView.swift": small])
    #expect(found.map(\.ruleID) == ["heading-trait"])
    #expect(found.first?.position.line == 5)
  }
}
