import A11yCore
@testable import A11ySwiftSource
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

  /// DE's location button, its mount commented out, given its action by the screen that holds the view.
  @Test func anotherFileOnlyConfiguringItDoesNotShowIt() {
    let wiring = """
      final class ProfileController: UIViewController {
        let settings = SettingsViewController()
        func wire() { settings.closeButton.addTarget(self, action: #selector(close), for: .touchUpInside) }
      }
      """
    #expect(targetSizeFindings(with: [wiring]).isEmpty)
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

  /// Round forty (coreforce): a status tag drawn as a button the panel shows and gives no action is
  /// no target; given one by the screen that holds the panel, it is judged.
  /// What `rule` finds in `first`, analysed as the first file of a project with `others`.
  func findings(of rule: any SwiftSourceRule.Type, in first: String, with others: [String]) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let sources = ([first] + others).enumerated().map { index, source in (source: source, path: "File\(index).swift") }
    return SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: ProjectIndex())
      .analyzeProject(sources).filter { $0.file == "File0.swift" }
  }

  @Test func aShownButtonWithoutActionIsJudgedOnlyWhenAnotherFileMayGiveItOne() {
    let panel = TargetSizeRule.statusTag(action: "").code
    #expect(findings(of: TargetSizeRule.self, in: panel, with: ["final class Other: UIViewController { let label = UILabel() }"]).isEmpty)
    let screen = "final class CabinetViewController: UIViewController {\n  let panel = CabinetPanelView()\n  func wire() { panel.rentStatus.addTarget(self, action: #selector(rent), for: .touchUpInside) }\n}"
    #expect(findings(of: TargetSizeRule.self, in: panel, with: [screen]).map(\.position.line) == [8])
  }

  /// The site cell's styled label no code gives text is no stop; given text by the screen that
  /// dequeues the cell, it is one, and the cell's two labels want grouping.
  @Test func aStyledLabelGivenTextByAnotherFileIsAStop() {
    let cell = UIKitCellGroupingRule.siteCell(extraText: "").code
    func rules(_ others: [String]) -> [String] {
      findings(of: UIKitCellGroupingRule.self, in: cell, with: others).map(\.ruleID)
    }
    #expect(rules(["final class Other: UIViewController { let label = UILabel() }"]).isEmpty)
    let screen = "final class SitesViewController: UIViewController {\n  func configure(_ cell: BikeSiteCell, _ site: Site) { cell.extraLabel.text = site.distance }\n}"
    #expect(rules([screen]) == ["uikit-cell-grouping"])
  }
}

/// Round sixty-nine (WhereMyBus): a view a type keeps in a property and never adds to the screen,
/// while adding its others, shows nothing to any rule; a file naming it elsewhere may place it.
struct UnplacedViewTests {
  static let header = """
    final class EmptyFavoritesView: UIView {
      private let messageLabel = UILabel()
      private let shareButton: UIButton = {
        let button = UIButton()
        button.setImage(UIImage(named: "share_icon"), for: .normal)
        return button
      }()
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(messageLabel)
        shareButton.snp.makeConstraints { $0.size.equalTo(20) }
      }
    }
    """

  func buttonFindings(_ sources: [String]) -> [Finding] {
    SwiftSourceAnalyzer(rules: [UIKitButtonNameRule.self], configuration: Configuration())
      .analyzeProject(sources.enumerated().map { (source: $1, path: "File\($0).swift") })
  }

  @Test func aViewNeverAddedIsNotJudged() {
    #expect(buttonFindings([Self.header]).isEmpty)
    #expect(UnplacedViews.properties(in: [SwiftSourceAnalyzer.model(source: Self.header, path: "A.swift")]) == ["EmptyFavoritesView.shareButton"])
  }

  @Test func aViewAddedOrNamedElsewhereIsJudged() {
    #expect(buttonFindings([Self.header.replacingOccurrences(of: "addSubview(messageLabel)", with: "addSubview(messageLabel)\n    addSubview(shareButton)")]).count == 1)
    #expect(buttonFindings([Self.header, "extension EmptyFavoritesView { func showShare() { addSubview(shareButton) } }"]).count == 1)
    // Made by a closure that adds it to the view it belongs in (AnimeCalendar's tag label).
    let selfPlacing = Self.header.replacingOccurrences(of: "return button", with: "container.addSubview(button)\n        return button")
    #expect(UnplacedViews.properties(in: [SwiftSourceAnalyzer.model(source: selfPlacing, path: "A.swift")]).isEmpty)
    // A container of other views is left alone: what it holds would be judged without it.
    #expect(UnplacedViews.properties(in: [SwiftSourceAnalyzer.model(source: Self.header.replacingOccurrences(of: "shareButton.snp", with: "shareButton.addSubview(messageLabel); shareButton.snp"), path: "A.swift")]).isEmpty)
  }
}
