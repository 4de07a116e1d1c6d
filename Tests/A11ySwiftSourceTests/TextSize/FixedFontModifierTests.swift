import A11yCore
import A11ySwiftSource
import Testing

/// Text styled by the app's own modifiers that set a fixed-size font (p2p Wallet's `apply(style:)`
/// and `subtitleStyle()`, which applies it) never grows: a one-line limit cuts nothing off by
/// growing (fixed-text-size reports the font where it is made).
struct FixedFontModifierTests {
  static let typography = """
    extension UIFont {
      static func font(of size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont { UIFont.systemFont(ofSize: size, weight: weight) }
    }
    public extension Text {
      func apply(size: CGFloat) -> some View {
        kerning(0.1).font(Font(UIFont.font(of: size) as CTFont))
      }
      func subtitleStyle(color: Color = .gray) -> some View { apply(size: 13).foregroundColor(color) }
      func bodyStyle() -> some View { font(.body) }
    }
    """

  func truncations(_ text: String) -> Int {
    SwiftSourceAnalyzer(rules: [TextTruncationRule.self], configuration: Configuration())
      .analyzeProject([(source: Self.typography, path: "Typography.swift"),
                       (source: "struct Swap: View { let fiat: String\n var body: some View { \(text) } }", path: "Swap.swift")])
      .filter { $0.ruleID == "text-truncation" }.count
  }

  @Test func textStyledByAFixedFontModifierIsNotCutByGrowing() {
    #expect(truncations("Text(fiat).apply(size: 13).lineLimit(1)") == 0)
    // Through another modifier that only applies it.
    #expect(truncations("Text(fiat).subtitleStyle(color: .red).lineLimit(1)") == 0)
  }

  @Test func textStyledByAModifierThatScalesIsStillReported() {
    #expect(truncations("Text(fiat).bodyStyle().lineLimit(1)") == 1)
    // A font set after the fixed modifier decides.
    #expect(truncations("Text(fiat).subtitleStyle().font(.body).lineLimit(1)") == 1)
  }
}

/// YeoBee's `Font.ybfont(_:)` returns a computed property of the style it is given, `.system(size:)`
/// in every case: text in it never grows, so a one-line limit cuts nothing off by growing.
struct FontHelperReadingAFixedPropertyTests {
  static func style(_ make: (Int) -> String) -> String {
    """
    public enum YBFont { case body1, body2
      public var swiftUIfont: Font {
        switch self {
        case .body1: return \(make(16))
        case .body2: return \(make(15))
        }
      }
    }
    extension Font {
      public static func ybfont(_ ybfont: YBFont) -> Font {
        return ybfont.swiftUIfont
      }
    }
    """
  }

  func truncations(style: String) -> Int {
    SwiftSourceAnalyzer(rules: [TextTruncationRule.self], configuration: Configuration())
      .analyzeProject([(source: style, path: "YBFont.swift"),
                       (source: "struct Row: View { let name: String\n var body: some View { Text(name).font(.ybfont(.body2)).lineLimit(1) } }", path: "Row.swift")])
      .filter { $0.ruleID == "text-truncation" }.count
  }

  @Test func aHelperReturningAFixedPropertyIsFixed() {
    #expect(truncations(style: Self.style { ".system(size: \($0), weight: .bold)" }) == 0)
    // Custom fonts that grow with the text size (no `fixedSize:`): the helper grows too.
    #expect(truncations(style: Self.style { ".custom(\"Pretendard-Bold\", size: \($0))" }) == 1)
  }
}
