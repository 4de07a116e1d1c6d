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
}
