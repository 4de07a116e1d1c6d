import A11yCore

/// Buttons that leave the app (open a URL) without the link trait or saying so.
public struct ExternalLinkRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "external-link-trait",
    title: LocalizedText(
      en: "Controls that leave the app should say so",
      ko: "앱을 벗어나는 컨트롤은 그렇다고 알려야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 3.5 asks that switching to another application be predictable. A `Button` whose action opens a \
        URL (`openURL`, `UIApplication.shared.open`) is announced as a button, so a VoiceOver user doesn't expect \
        Safari or another app to take over. SwiftUI's `Link` is announced as a link; for a button, add \
        `.accessibilityAddTraits(.isLink)` and say where it goes in the label or hint (\"Safari에서 열림\"). \
        Reported as information. (WCAG 3.2.5; NIA 3.5.)
        """,
      ko: """
        검사 항목 3.5는 다른 애플리케이션으로 연결되거나 전환될 때 이를 예측할 수 있어야 한다고 요구합니다. 동작에서 URL을 여는 \
        (`openURL`, `UIApplication.shared.open`) `Button`은 버튼으로 안내되므로, VoiceOver 사용자는 Safari나 다른 앱이 열릴 줄 모릅니다. \
        SwiftUI의 `Link`는 링크로 안내됩니다. 버튼이라면 `.accessibilityAddTraits(.isLink)`를 추가하고 레이블이나 힌트에서 어디로 \
        가는지(\"Safari에서 열림\") 알려 주세요. 정보로 보고합니다. (WCAG 3.2.5, NIA 3.5)
        """),
    defaultSeverity: .info,
    checkpoints: [.predictability], wcag: ["3.2.5"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        "struct Footer: View { @Environment(\\.openURL) var openURL\n var body: some View { ↓Button(\"이용약관\") { openURL(termsURL) } } }",
        "struct Help: View { var body: some View { ↓Button(\"Help center\") { UIApplication.shared.open(helpURL) } } }",
      ],
      nonTriggering: [
        "struct Footer: View { var body: some View { Link(\"이용약관\", destination: termsURL) } }",
        "struct Footer: View { @Environment(\\.openURL) var openURL\n var body: some View { Button(\"이용약관\") { openURL(termsURL) }.accessibilityAddTraits(.isLink) } }",
        "struct Footer: View { @Environment(\\.openURL) var openURL\n var body: some View { Button(\"이용약관\") { openURL(termsURL) }.accessibilityHint(\"Safari에서 열립니다\") } }",
        "struct Bookmarks: View { var body: some View { Button(\"Article\") { NotificationCenter.openURL(articleURL, inNewTab: true) } } }",
        "struct Save: View { var body: some View { Button(\"저장\") { save() } } }",
      ])
  )

  /// `openURL(url)` from the environment, not an app's own `NotificationCenter.openURL(...)`.
  static func callsEnvironmentOpenURL(_ text: String) -> Bool {
    var remainder = Substring(text)
    while let range = remainder.range(of: "openURL(") {
      let before = remainder[..<range.lowerBound].last
      if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
      remainder = remainder[range.upperBound...]
    }
    return false
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views where view.kind == .call && view.name == "Button" {
      let text = file.text(from: view.position, to: view.end)
      // Both calls spell `open`: most buttons' text doesn't, and a byte test says so cheaply.
      guard ByteSearch.contains(text, "open"), Self.callsEnvironmentOpenURL(text) || text.contains("UIApplication.shared.open(") else { continue }
      if view.addedTraits.contains("isLink") || view.accessibilityHint != nil { continue }
      context.report(at: view.position, LocalizedText(
        en: "This button opens a URL, leaving the app, but is announced as a button: add .accessibilityAddTraits(.isLink) and say where it goes (or use Link)",
        ko: "이 버튼은 URL을 열어 앱을 벗어나지만 버튼으로 안내됩니다. .accessibilityAddTraits(.isLink)를 추가하고 어디로 가는지 알려 주세요(또는 Link를 쓰세요)"))
    }
  }
}
