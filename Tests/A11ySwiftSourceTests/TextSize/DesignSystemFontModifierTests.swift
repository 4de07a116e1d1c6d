import A11yCore
import A11ySwiftSource
import Testing

/// A design system's `font(weight:semantic:)` modifier (SwiftUI's name, labelled arguments) whose
/// `ViewModifier` applies `Font(font)` made from a fixed `UIFont` helper kept in a local: its text
/// never grows, so one line can't be cut off by a larger size. A scaled helper still can.
struct DesignSystemFontModifierTests {
  func truncations(helperReturn: String) -> [Finding] {
    let design = """
      import SwiftUI
      public extension View {
        func font(weight: Typography.Weight, semantic: Typography.Semantic) -> some View {
          modifier(FontStyle(weight: weight, semantic: semantic))
        }
      }
      private struct FontStyle: ViewModifier {
        var weight: Typography.Weight
        var semantic: Typography.Semantic
        func body(content: Content) -> some View {
          let font = UIFont.nanumSquareNeo(size: semantic.size.rawValue, weight: weight.value)
          content.font(Font(font)).kerning(semantic.letterSpacing.rawValue)
        }
      }
      public extension UIFont {
        static func nanumSquareNeo(size: CGFloat, weight: CGFloat) -> UIFont {
          guard let uiFont = UIFont(name: "NanumSquareNeo", size: size) else { fatalError() }
          return \(helperReturn)
        }
      }
      """
    let row = "struct LinkRow: View { let title: String\n var body: some View { Text(title).font(weight: .bold, semantic: .body).lineLimit(1) } }\n"
    var configuration = Configuration()
    configuration.onlyRules = [TextTruncationRule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [TextTruncationRule.self], configuration: configuration)
    return analyzer.analyzeProject([(source: design, path: "Font.swift"), (source: row, path: "LinkRow.swift")])
  }

  @Test func textInTheFixedDesignFontIsNotCutByGrowing() {
    #expect(truncations(helperReturn: "UIFont(descriptor: uiFont.fontDescriptor, size: uiFont.pointSize)").isEmpty)
    #expect(truncations(helperReturn: "UIFontMetrics.default.scaledFont(for: uiFont)").count == 1)
  }
}
