import A11yCore
import A11ySwiftSource
import Testing

/// A view that draws an SF Symbol, an asset or a picture by the case it is given (Dash's `Icon`):
/// a button showing it is said to show an image, not an SF Symbol whose name VoiceOver guesses.
struct MixedImageViewTests {
  static let icon = """
    enum IconName { case system(String); case custom(String) }
    struct Icon: View {
      let name: IconName
      var body: some View {
        switch name {
        case .system(let name): Image(systemName: name)
        case .custom(let name): Image(name).resizable()
        }
      }
    }
    struct SymbolIcon: View {
      let name: String
      var body: some View { Image(systemName: name) }
    }
    """

  func messages(_ button: String) -> [String] {
    let source = Self.icon + "\nstruct Card: View { var body: some View { \(button) } }"
    return SwiftSourceAnalyzer(rules: [ControlNameRule.self], configuration: Configuration())
      .analyzeProject([(source: source, path: "Card.swift")]).map(\.message.en)
  }

  @Test func aViewOfMixedImagesIsAnImage() {
    let found = messages("Button { copy() } label: { Icon(name: .custom(\"icon_copy\")) }")
    #expect(found.count == 1)
    #expect(found.first.map { !$0.contains("SF Symbol") } == true, "\(found)")
  }

  @Test func aViewOfSymbolsOnlyIsASymbol() {
    let found = messages("Button { copy() } label: { SymbolIcon(name: \"circle.hexagongrid\") }")
    #expect(found.count == 1)
    #expect(found.first?.contains("SF Symbol") == true, "\(found)")
  }
}
