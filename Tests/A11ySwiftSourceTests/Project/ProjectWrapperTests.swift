import A11yCore
import A11ySwiftSource
import Testing

/// The project's own wrappers around accessibility, titles and button styles, followed one level
/// (precision notes S-D, I-B, I-A).
struct ProjectWrapperTests {
  func findings(_ files: [String: String]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: BuiltInSwiftRules.all, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  func ids(_ findings: [Finding], in file: String) -> [String] {
    findings.filter { $0.file == file }.map(\.ruleID)
  }

  /// session-ios: `.accessibility(Accessibility(identifier:label:))` sets the label through a
  /// `View` extension whose name is also a (deprecated) SwiftUI modifier's.
  @Test func anAccessibilityNamedExtensionTakingOneValueLabelsTheView() {
    let wrapper = """
      extension View {
        public func accessibility(_ accessibility: Accessibility) -> some View {
          if #available(iOSApplicationExtension 14.0, *) {
            guard let identifier = accessibility.identifier else { return self }
            return accessibilityIdentifier(identifier).accessibilityLabel(accessibility.label ?? "")
          } else {
            return self
          }
        }
      }
      """
    let labelled = """
      struct CloseBar: View {
        var body: some View {
          Button { close() } label: { Image("ic_x2") }
            .accessibility(Accessibility(identifier: "Close button", label: "Close"))
          Image("ic_x3").accessibility(Accessibility(identifier: "Logo", label: "Session logo"))
        }
      }
      """
    #expect(ids(findings(["Wrapper.swift": wrapper, "Bar.swift": labelled]), in: "Bar.swift").isEmpty)
    // Given no label, the wrapper sets "": the image still has no name.
    let unlabelled = """
      struct CloseBar: View {
        var body: some View { Image("ic_x3").accessibility(Accessibility(identifier: "Logo")) }
      }
      """
    #expect(ids(findings(["Wrapper.swift": wrapper, "Bar.swift": unlabelled]), in: "Bar.swift") == ["swiftui-image-label"])
    // SwiftUI's own `.accessibility(label:)` keeps its meaning.
    let builtIn = """
      struct CloseBar: View {
        var body: some View { Image("ic_x3").accessibility(hidden: false) }
      }
      """
    #expect(ids(findings(["Wrapper.swift": wrapper, "Bar.swift": builtIn]), in: "Bar.swift") == ["swiftui-image-label"])
  }
}
