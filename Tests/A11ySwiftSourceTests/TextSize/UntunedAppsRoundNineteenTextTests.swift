import A11yCore
import A11ySwiftSource
import Testing

/// Precision on untuned apps (issue 7, round 19): text-size findings Delta Chat and Mammoth showed
/// to be wrong.
struct UntunedAppsRoundNineteenTextTests {
  func findings(_ files: [String: String]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: [FixedTextSizeRule.self], configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  /// A helper in one file (a framework's `String` extension) whose size every call, in another
  /// file, takes from a label's font; a second helper also called with a number stays reported.
  @Test func sizeParameterEveryCallTakesFromAnotherFontFollowsThatFont() {
    let helpers = """
      extension String {
        func boldAt(indexes: [Int], fontSize: CGFloat) -> NSAttributedString {
          let text = NSMutableAttributedString(string: self)
          for index in indexes {
            text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: fontSize), range: NSRange(location: index, length: 1))
          }
          return text
        }
        func tinted(size: CGFloat) -> NSAttributedString {
          NSAttributedString(string: self, attributes: [.font: UIFont.systemFont(ofSize: size)])
        }
      }
      """
    let cell = """
      final class ContactCell: UITableViewCell {
        let titleLabel = UILabel()
        func show(_ title: String, _ found: [Int]) {
          titleLabel.attributedText = title.boldAt(indexes: found, fontSize: titleLabel.font.pointSize)
          titleLabel.attributedText = title.tinted(size: titleLabel.font.pointSize)
        }
        func showBadge(_ title: String) {
          titleLabel.attributedText = title.tinted(size: 11)
        }
      }
      """
    let found = findings(["String+Extensions.swift": helpers, "ContactCell.swift": cell])
    #expect(found.map(\.position.line) == [10])
    #expect(found.allSatisfy { $0.file.hasSuffix("String+Extensions.swift") })
  }

  /// `closeButton.setTitleTextAttributes(...)` on a local `UIBarButtonItem` is the bar's title,
  /// like `UIBarButtonItem.appearance()`'s (under the system's 17 pt, information; at 17 pt or
  /// more, nothing); a segmented control's local is the app's own text.
  @Test func barButtonLocalTitleAttributesAreInformation() {
    let source = """
      final class FeedEditor: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          let closeBtn = UIBarButtonItem(title: "Done", image: nil, target: self, action: #selector(close))
          closeBtn.setTitleTextAttributes([
            NSAttributedString.Key.font : UIFont.systemFont(ofSize: 15, weight: .semibold)],
                                          for: .normal)
          navigationItem.setRightBarButton(closeBtn, animated: false)
          let picker = UISegmentedControl(items: ["All", "Mine"])
          picker.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13)], for: .normal)
          view.addSubview(picker)
        }
        @objc func close() {}
      }
      """
    let found = findings(["FeedEditor.swift": source])
    #expect(found.map(\.position.line) == [6, 10])
    #expect(found.map(\.severity) == [.info, .error])
  }
}
