import A11yCore
import A11ySwiftSource
import Testing

/// Precision on untuned apps (issue 7, round 16): a button whose label is a member drawing a
/// full-width filled shape spans the row, like a label with those modifiers in place (Feather's
/// Donate button, 45 pt high across a Form row).
struct UntunedAppsRoundSixteenWideButtonTests {
  func findings(_ source: String) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: [TargetSizeRule.self], configuration: .recommendedTargetSize)
    return analyzer.analyzeProject([(source: source, path: "Donation.swift")])
  }

  @Test func fullWidthLabelFromAMemberIsNotReported() {
    let source = """
      struct Donation: View {
        var body: some View {
          VStack {
            Button() { open(site) } label: { sheetButton("Donate") }
              .frame(height: 45)
            Button() { open(site) } label: { narrowButton("Share") }
              .frame(height: 45)
          }
          .buttonStyle(.plain)
        }
        @ViewBuilder private func sheetButton(_ title: String) -> some View {
          Text(title).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.accentColor).clipShape(RoundedRectangle(cornerRadius: 12))
        }
        @ViewBuilder private func narrowButton(_ title: String) -> some View {
          Text(title).padding(.horizontal).background(Color.accentColor)
        }
      }
      """
    let found = findings(source)
    // Across the row and 45 pt high: easy to hit, not reported (a narrow label of that frame
    // would be information). The narrow label doesn't stretch to the frame outside its Button
    // (round 22), so that frame says nothing of what responds: no size to judge.
    #expect(found.isEmpty)
    let narrowed = findings(source.replacingOccurrences(of: "maxWidth: .infinity, ", with: ""))
    #expect(narrowed.map(\.position.line) == [5])
    #expect(narrowed.map(\.severity) == [.info])
  }
}
