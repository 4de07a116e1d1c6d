import A11yCore
import A11ySwiftSource
import Testing

/// Round nineteen (Mammoth): a button a screen configures and never shows is no target; but a
/// property another file names may be shown from there, so it is still judged.
struct UnshownControlsTests {
  static let settings = """
    final class SettingsViewController: UIViewController {
      let closeButton = UIButton(type: .custom)
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        closeButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
      }
    }
    """

  func targetSizeFindings(with others: [String]) -> [Finding] {
    let sources = ([Self.settings] + others).enumerated().map { index, source in (source: source, path: "File\(index).swift") }
    var configuration = Configuration()
    configuration.onlyRules = [TargetSizeRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [TargetSizeRule.self], configuration: configuration, project: ProjectIndex())
      .analyzeProject(sources).filter { $0.file == "File0.swift" }
  }

  @Test func aButtonNoFileShowsIsNoTarget() {
    #expect(targetSizeFindings(with: ["final class Other: UIViewController { let label = UILabel() }"]).isEmpty)
  }

  @Test func aButtonAnotherFileNamesIsStillJudged() {
    let presenter = """
      final class Presenter {
        func show(_ controller: SettingsViewController) {
          controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: controller.closeButton)
        }
      }
      """
    #expect(targetSizeFindings(with: [presenter]).map(\.position.line) == [6])
  }

  @Test func aSameNamedPropertyOfAnotherScreenIsNotThisOne() {
    let other = """
      final class ProfileViewController: UIViewController {
        let closeButton = UIButton()
        override func viewDidLoad() { view.addSubview(closeButton) }
        func openSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
      }
      """
    #expect(targetSizeFindings(with: [other]).isEmpty)
  }

  @Test func anExtensionInAnotherFileMayShowIt() {
    let extensionFile = """
      extension SettingsViewController {
        func showClose() { view.addSubview(closeButton) }
      }
      """
    #expect(targetSizeFindings(with: [extensionFile]).map(\.position.line) == [6])
  }
}
