import A11yCore
import A11ySwiftSource
import Testing

/// Labels set by the project's own helpers and factories, followed one level (issue 7 §3, Zotero:
/// `setupAccessibility(forSidebarButton:)` and `makeColorPickerButton()`).
struct HelperCallsTests {
  func buttonFindings(_ files: [String: String]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: [UIKitButtonNameRule.self], configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  let sidebarHelper = """
    protocol ParentWithSidebar: UIViewController { var isSidebarVisible: Bool { get } }
    extension ParentWithSidebar {
      func setupAccessibility(forSidebarButton button: UIBarButtonItem) {
        button.accessibilityLabel = isSidebarVisible ? L10n.sidebarClose : L10n.sidebarOpen
      }
    }
    """

  @Test func aLabelSetByAHelperTheObjectIsPassedToCounts() {
    let reader = """
      final class ReaderViewController: UIViewController {
        func setupNavigationBar() {
          let sidebarButton = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
          setupAccessibility(forSidebarButton: sidebarButton)
          navigationItem.leftBarButtonItem = sidebarButton
        }
      }
      """
    #expect(buttonFindings(["Helper.swift": sidebarHelper, "Reader.swift": reader]).isEmpty)
    // Not passed to the helper: still reported.
    let unlabelled = reader.replacingOccurrences(of: "setupAccessibility(forSidebarButton: sidebarButton)", with: "")
    #expect(buttonFindings(["Helper.swift": sidebarHelper, "Reader.swift": unlabelled]).count == 1)
    // A helper that sets something else on its parameter labels nothing.
    let tagging = sidebarHelper.replacingOccurrences(of: "button.accessibilityLabel", with: "button.tag")
    #expect(buttonFindings(["Helper.swift": tagging, "Reader.swift": reader]).count == 1)
  }

  @Test func aLabelSetByAFactoryOnWhatItReturnsCounts() {
    let toolbar = """
      final class AnnotationToolbarViewController: UIViewController {
        private(set) weak var colorPickerButton: UIButton!

        override func viewDidLoad() {
          super.viewDidLoad()
          let picker = makeColorPickerButton()
          view.addSubview(picker)
          colorPickerButton = picker
        }

        func set(selected: Bool) {
          colorPickerButton.setImage(UIImage(systemName: selected ? "circle.fill" : "circle"), for: .normal)
        }

        private func makeColorPickerButton() -> UIButton {
          let button = UIButton()
          button.accessibilityLabel = L10n.colorPicker
          return button
        }
      }
      """
    #expect(buttonFindings(["Toolbar.swift": toolbar]).isEmpty)
    let unlabelled = toolbar.replacingOccurrences(of: "button.accessibilityLabel = L10n.colorPicker", with: "button.isHidden = true")
    #expect(buttonFindings(["Toolbar.swift": unlabelled]).count == 1)
  }

  /// Mullvad's settings: two cell factories each with a `configureCell(_:item:)`; only one sets a
  /// hint. The other's call binds to its own method, which sets nothing.
  @Test func aCallBindsToTheFunctionOfThatNameItsFileDeclares() {
    let dnsFactory = """
      final class CustomDNSCellFactory {
        func makeCell(for item: Item) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: item.id)
          configureCell(cell, item: item)
          return cell
        }
        func configureCell(_ cell: UITableViewCell, item: Item) {
          cell.accessibilityHint = viewModel.precondition
        }
      }
      """
    let settingsFactory = """
      final class SettingsCellFactory {
        func makeCell(for item: Item) -> UITableViewCell {
          let cell: UITableViewCell
          cell = tableView.dequeueReusableCell(withIdentifier: item.id) ?? SettingsCell(style: .default, reuseIdentifier: item.id)
          configureCell(cell, item: item)
          return cell
        }
        func configureCell(_ cell: UITableViewCell, item: Item) {
          cell.textLabel?.text = item.title
        }
      }
      """
    let analyzer = SwiftSourceAnalyzer(rules: [HintWithoutLabelRule.self], configuration: Configuration())
    let findings = analyzer.analyzeProject([(source: dnsFactory, path: "CustomDNSCellFactory.swift"), (source: settingsFactory, path: "SettingsCellFactory.swift")])
    #expect(!findings.contains { $0.file == "SettingsCellFactory.swift" })
    // A file that declares no such function calls the project's one: its hint still counts.
    let caller = """
      final class OtherFactory {
        func makeCell(for item: Item) -> UITableViewCell {
          let cell: UITableViewCell = tableView.dequeueReusableCell(withIdentifier: item.id)
          configureCell(cell, item: item)
          return cell
        }
      }
      """
    let called = analyzer.analyzeProject([(source: dnsFactory, path: "CustomDNSCellFactory.swift"), (source: caller, path: "OtherFactory.swift")])
    #expect(called.contains { $0.file == "OtherFactory.swift" })
  }
}
