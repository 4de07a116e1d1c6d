import A11yCore
import A11ySwiftSource
import Testing

/// Precision on untuned apps (issue 7, round 22): a frame outside a `Button` makes room but is no
/// target (Tella's sheet rows, Flipper's Save), and a full-width button a few points short of 44
/// (Open edX's alert buttons, 42 pt) is a warning, not an error.
struct UntunedAppsRoundTwentyTwoTargetTests {
  func findings(_ source: String) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: [TargetSizeRule.self], configuration: .recommendedTargetSize)
    return analyzer.analyzeProject([(source: source, path: "Alert.swift")])
  }

  @Test func aFullWidthButtonNearly44HighIsAWarning() {
    let wide = """
      struct Alert: View {
        var body: some View {
          Button(action: close) {
            Text("Close").frame(maxWidth: .infinity).frame(height: 42).background(Color.white)
          }
        }
      }
      """
    let found = findings(wide)
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.en.contains("spans the row's width") == true)
    // A width of its own (pharmacin's 264 pt cash-register button beside the title): said by it, no row claimed.
    let sized = findings(wide.replacingOccurrences(of: ".frame(maxWidth: .infinity).frame(height: 42)", with: ".frame(width: 264, height: 40)"))
    #expect(sized.map(\.severity) == [.warning])
    #expect(sized.first?.message.en.contains("it is 264 pt wide, so it is easy to hit across") == true, "\(sized.map(\.message.en))")
    // Narrow, or far short of 44 across the row: an error as before.
    #expect(findings(wide.replacingOccurrences(of: ".frame(maxWidth: .infinity)", with: "")).map(\.severity) == [.error])
    #expect(findings(wide.replacingOccurrences(of: "height: 42", with: "height: 30")).map(\.severity) == [.error])
  }

  @Test func aFrameOutsideAButtonsTextLabelIsNoTarget() {
    let save = """
      struct SaveAs: View {
        var body: some View {
          HStack { Spacer(); Button { save() } label: { Text("Save").font(.system(size: 14, weight: .medium)) }.frame(width: 66, height: 50) }
        }
      }
      """
    let found = findings(save)
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.en.contains("outside the Button's label") == true)
    // The frame on the label, with a content shape: a 66×50 target, under checkpoint 2.5's 9 mm only.
    let inside = save.replacingOccurrences(of: "Text(\"Save\").font(.system(size: 14, weight: .medium)) }.frame(width: 66, height: 50)",
                                           with: "Text(\"Save\").frame(width: 66, height: 50).contentShape(Rectangle()) }")
    #expect(findings(inside).first?.message.en.contains("touch target is 66×50 pt") == true)
  }
}
