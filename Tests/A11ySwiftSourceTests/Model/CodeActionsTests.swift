import A11yCore
@testable import A11ySwiftSource
import Testing

/// What the walk records of every assignment and call by member path (``CodeActions``): the
/// storyboard checks ask it about screens and cells no ``UIKitObject`` stands for.
struct CodeActionsTests {
  static func actions(_ source: String) -> CodeActions {
    SwiftSourceAnalyzer.model(source: source, path: "Screen.swift").codeActions
  }

  @Test func assignmentsAreRecordedByTheirPathWithoutSelf() {
    let code = Self.actions("""
      final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
          self.title = "Profile"
          navigationItem.rightBarButtonItem?.accessibilityLabel = "Edit"
          tableView.cellForRow(at: path)?.contentView.backgroundColor = .red
        }
      }
      """)
    let paths = code.actions.filter { $0.kind == .assignment }.map(\.path)
    #expect(paths == [["title"], ["navigationItem", "rightBarButtonItem", "accessibilityLabel"],
                      ["tableView", "cellForRow", "contentView", "backgroundColor"]])
  }

  @Test func aViewReachedByTagKeepsTheTagAndWhatIsDoneAfterIt() throws {
    let code = Self.actions("""
      final class ListDataSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "PriceCell", for: indexPath)
          (cell.viewWithTag(2) as? UILabel)?
            .textColor = theme.accent
          (cell.viewWithTag(3) as! UIButton).setTitleColor(.red, for: .normal)
          return cell
        }
      }
      """)
    let tagged = code.actions.filter { $0.tag != nil }
    #expect(tagged.map(\.path) == [["cell", "viewWithTag", "textColor"], ["cell", "viewWithTag", "setTitleColor"]])
    #expect(tagged.map { $0.tag!.number } == ["2", "3"])
    #expect(tagged.map { $0.tag!.index } == [1, 1])
    #expect(code.identifiers == ["PriceCell"])
    #expect(code.calledNames.contains("dequeueReusableCell") && code.calledNames.contains("viewWithTag"))
  }

  @Test func callsKeepTheNamesPassedUnderEachLabel() {
    let code = Self.actions("""
      final class ItemStatsView: UIView {
        @IBOutlet weak var strengthLabel: UILabel!
        func configure() { configureFields(valueLabel: self.strengthLabel, value: 3, note: "x".uppercased()) }
        private func configureFields(valueLabel: UILabel, value: Int, note: String) { valueLabel.textColor = .red }
        func other(_ label: UILabel, title caption: UILabel) {}
      }
      """)
    let call = code.actions.first { $0.kind == .call && $0.path == ["configureFields"] }
    #expect(call?.arguments.map(\.label) == ["valueLabel", "value", "note"])
    #expect(call?.arguments.map(\.name) == ["strengthLabel", nil, nil])
    // A parameter passed without a label (`_ label`) can't be matched to an argument; one with a
    // label of its own (`title caption`) is matched through that label.
    #expect(code.viewParameters == ["valueLabel", "caption"])
    #expect(code.viewParameterLabels == ["title": "caption"])
  }

  @Test func commentsAndStringsAreNoCode() {
    let code = Self.actions("""
      final class AboutViewController: UIViewController {
        // title = "About"; view.backgroundColor = .red
        let note = "navigationItem.title = x"
      }
      """)
    #expect(code.actions.isEmpty)
  }
}
