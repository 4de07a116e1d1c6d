import A11yCore
import A11ySwiftSource
import Testing

/// Code shapes of real apps (issue 7 §2, §6): `#if` branches, preview-only views, `@ViewBuilder`
/// members used as labels, fonts in attributed strings, `maximumPointSize` caps.
struct CodeShapesTests {
  func findings(_ files: [String: String], rules: [any SwiftSourceRule.Type] = BuiltInSwiftRules.all) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  func findings(_ source: String, rules: [any SwiftSourceRule.Type] = BuiltInSwiftRules.all) -> [Finding] {
    findings(["A.swift": source], rules: rules)
  }

  // MARK: #if branches

  @Test func findingsInAPostfixIfSayWhichBranchTheyAreIn() {
    let source = """
      struct A: View {
        var body: some View {
          Text("Price")
            #if os(iOS)
            .font(.system(size: 12))
            #elseif os(visionOS)
            .font(.system(size: 20))
            #else
            .font(.system(size: 14))
            #endif
        }
      }
      """
    let fixed = findings(source, rules: [FixedTextSizeRule.self])
    // Every branch is analysed: one finding per branch, each naming its own branch.
    #expect(fixed.map(\.position.line) == [5, 7, 9])
    #expect(fixed[0].message.en.hasSuffix("(in the `#if os(iOS)` branch)"))
    #expect(fixed[1].message.en.hasSuffix("(in the `#elseif os(visionOS)` branch of `#if os(iOS)`)"))
    #expect(fixed[2].message.en.hasSuffix("(in the `#else` branch of `#if os(iOS)`)"))
    #expect(fixed[2].message.ko.hasSuffix("(`#if os(iOS)` 블록의 `#else` 분기 안)"))
  }

  @Test func findingsInStatementAndUIKitBranchesSayTheBranch() {
    let swiftUI = """
      struct A: View {
        var body: some View {
          VStack {
            #if DEBUG
            Button(action: debugMenu) { Image("bug") }
            #endif
            Text("x").font(.system(size: 12))
          }
        }
      }
      """
    let all = findings(swiftUI)
    let control = all.first { $0.ruleID == "swiftui-control-name" }
    #expect(control?.message.en.hasSuffix("(in the `#if DEBUG` branch)") == true)
    #expect(control?.message.ko.hasSuffix("(`#if DEBUG` 분기 안)") == true)
    // Outside the branch nothing is added.
    let outside = all.first { $0.ruleID == "fixed-text-size" }
    #expect(outside?.message.en.contains("branch") == false)

    let uikit = """
      final class V: UIViewController {
        let label = UILabel()
        func setUp() {
          #if targetEnvironment(macCatalyst)
          label.font = UIFont.systemFont(ofSize: 13)
          #else
          label.font = UIFont.systemFont(ofSize: 15)
          #endif
        }
      }
      """
    let fixed = findings(uikit, rules: [FixedTextSizeRule.self])
    #expect(fixed.count == 2)
    #expect(fixed.first?.message.en.hasSuffix("(in the `#if targetEnvironment(macCatalyst)` branch)") == true)
    #expect(fixed.last?.message.en.hasSuffix("(in the `#else` branch of `#if targetEnvironment(macCatalyst)`)") == true)
  }

  @Test func aWholeFileWrapperIsNotABranchWorthSaying() {
    let source = """
      #if canImport(UIKit)
      final class V: UIViewController {
        let label = UILabel()
        func setUp() { label.font = UIFont.systemFont(ofSize: 13) }
      }
      #endif
      """
    let fixed = findings(source, rules: [FixedTextSizeRule.self])
    #expect(fixed.count == 1)
    #expect(fixed.first?.message.en.contains("branch") == false)
  }

  // MARK: Previews

  @Test func viewsOnlyAPreviewCreatesGetInfoAtMost() {
    let card = """
      struct PromoCard: View {
        var body: some View {
          Button(action: open) { Image("promo_banner") }
        }
      }
      """
    let previewOnly = [
      "PromoCard.swift": card + "\n#Preview { PromoCard() }",
      "Home.swift": "struct Home: View { var body: some View { Text(\"Home\") } }",
    ]
    let control = findings(previewOnly).first { $0.ruleID == "swiftui-control-name" }
    #expect(control?.severity == .info)
    #expect(control?.message.en.hasSuffix("(only a preview uses `PromoCard`)") == true)
    #expect(control?.message.ko.contains("미리보기에서만") == true)

    // Used by the app: judged as before.
    let used = previewOnly.merging(["Home.swift": "struct Home: View { var body: some View { PromoCard() } }"]) { $1 }
    #expect(findings(used).first { $0.ruleID == "swiftui-control-name" }?.severity == .error)
    // Hosted from UIKit (no view tree names it): still a use.
    let hosted = previewOnly.merging([
      "Host.swift": "final class Host: UIViewController { func show() { present(UIHostingController(rootView: PromoCard()), animated: true) } }",
    ]) { $1 }
    #expect(findings(hosted).first { $0.ruleID == "swiftui-control-name" }?.severity == .error)
    // A commented-out use is no use; a PreviewProvider is a preview too.
    let provider = [
      "PromoCard.swift": card + "\nstruct PromoCard_Previews: PreviewProvider { static var previews: some View { PromoCard() } }",
      "Home.swift": "struct Home: View { var body: some View { Text(\"x\") } } // PromoCard()",
    ]
    #expect(findings(provider).first { $0.ruleID == "swiftui-control-name" }?.severity == .info)
    // Referenced nowhere at all (maybe public API): left as it is.
    #expect(findings(["PromoCard.swift": card]).first { $0.ruleID == "swiftui-control-name" }?.severity == .error)
  }
}
