import A11yCore
import A11ySwiftSource
import Testing

/// A control whose only content is an SF Symbol: a warning by default (VoiceOver guesses a name),
/// configurable for teams that want the stricter reading.
struct ControlNameSeverityTests {
  static let source = "struct A: View { var body: some View { Button { } label: { Image(systemName: \"folder.badge.plus\") } } }"

  func severities(options: [String: ConfigValue]) -> [Severity] {
    var configuration = Configuration()
    configuration.onlyRules = [ControlNameRule.descriptor.id]
    configuration.ruleOptions[ControlNameRule.descriptor.id] = options
    return SwiftSourceAnalyzer(rules: [ControlNameRule.self], configuration: configuration)
      .analyze(source: Self.source, path: "A.swift").map(\.severity)
  }

  @Test func symbolOnlyControlsAreWarningsByDefault() {
    #expect(severities(options: [:]) == [.warning])
  }

  @Test func theSeverityIsAnOption() {
    #expect(severities(options: ["symbol_only_severity": .string("error")]) == [.error])
    #expect(severities(options: ["symbol_only_severity": .string("info")]) == [.info])
  }

  @Test func imageOnlyControlsStayErrors() {
    var configuration = Configuration()
    configuration.onlyRules = [ControlNameRule.descriptor.id]
    let findings = SwiftSourceAnalyzer(rules: [ControlNameRule.self], configuration: configuration)
      .analyze(source: "struct A: View { var body: some View { Button { } label: { Image(\"btn_close\") } } }", path: "A.swift")
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.message.en.contains("'btn_close'") == true)
    #expect(findings.first?.message.ko.contains("'btn_close'") == true)
  }

  /// An image kept in a computed property returning Xcode's image literal (exa wallet's
  /// `EXAGraphicsResources.close`) is read by its asset's name, as `UIImage(named:)` is.
  @Test func anImageLiteralConstantIsReadByItsAssetName() {
    var configuration = Configuration()
    configuration.onlyRules = [UIKitButtonNameRule.descriptor.id]
    func findings(_ asset: String) -> [Finding] {
      SwiftSourceAnalyzer(rules: [UIKitButtonNameRule.self], configuration: configuration).analyze(source: """
        enum Resources {
          static var close: UIImage {
            return #imageLiteral(resourceName: "\(asset)")
          }
        }
        final class Tabs: UIViewController {
          override func viewDidLoad() {
            navigationItem.leftBarButtonItem = UIBarButtonItem(image: Resources.close, style: .plain, target: self, action: #selector(onClose))
          }
          @objc func onClose() {}
        }
        """, path: "Tabs.swift")
    }
    #expect(findings("close").map(\.severity) == [.info])
    #expect(findings("close").first?.message.en.contains("(\"close\")") == true)
    #expect(findings("btn_x_24").map(\.severity) == [.error])
  }
}
