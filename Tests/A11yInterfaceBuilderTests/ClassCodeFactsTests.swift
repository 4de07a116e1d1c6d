import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Testing

/// ``ClassCodeFacts`` come from the files' models: what the walk recorded, over every file of the
/// project, with each file's facts given to the classes it declares.
struct ClassCodeFactsTests {
  static func facts(_ files: [String: String]) -> ClassCodeFacts {
    let models = files.sorted { $0.key < $1.key }.map { SwiftSourceAnalyzer.model(source: $0.value, path: $0.key) }
    let index = ProjectIndexBuilder.build(from: models, base: .empty)
    return ClassCodeFacts(models: models, index: index)
  }

  @Test func aControllerThatTitlesItselfOrRecolorsItsViewIsKnown() {
    let facts = Self.facts([
      "Profile.swift": """
        final class ProfileViewController: UIViewController {
          override func viewDidLoad() { navigationItem.title = user.name; view.backgroundColor = theme.background }
        }
        """,
      "About.swift": """
        final class AboutViewController: UIViewController {
          // title = "About"; view.backgroundColor = .red
          let note = "navigationItem.title = x"
        }
        """,
      // A local named `title` fills a label, not the navigation bar (Habitica's FAQ detail).
      "FAQDetail.swift": """
        final class FAQDetailViewController: UIViewController {
          var faqTitle: String?
          override func viewDidLoad() { if let title = faqTitle { questionLabel.text = title } }
        }
        """,
    ])
    #expect(facts.setsTitle == ["ProfileViewController"])
    #expect(facts.setsBackground == ["ProfileViewController"])
  }

  @Test func aHelperTitleArgumentAndAGradientCountConservatively() {
    let facts = Self.facts([
      "Settings.swift": """
        final class SettingsViewController: BaseViewController {
          override func viewDidLoad() { configureNavigation(title: L10n.settings); view.layer.insertSublayer(CAGradientLayer(), at: 0) }
        }
        class BaseViewController: UIViewController {}
        """,
    ])
    #expect(facts.setsTitle.contains("SettingsViewController"))
    #expect(facts.setsBackground.contains("SettingsViewController"))
  }

  @Test func barItemsLabelledOrReplacedBySide() {
    let facts = Self.facts([
      "Inbox.swift": """
        final class InboxViewController: UIViewController {
          override func viewDidLoad() {
            navigationItem.rightBarButtonItem?.accessibilityLabel = "Compose"
            navigationItem.leftBarButtonItem?.isEnabled = false
          }
        }
        """,
      // Code left in a comment builds no item (Open Food Facts' pending uploads).
      "Uploads.swift": """
        final class UploadsViewController: UITableViewController {
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
        //    self.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "upload")!, style: .plain, target: self, action: nil)
          }
        }
        """,
    ])
    #expect(facts.labelsBarItems == ["InboxViewController": ["right"]])
  }

  /// A data source in one file recolors, by tag, cells of the identifier it dequeues; a controller
  /// in another dequeues the same generic identifier: the identifier alone no longer ties it.
  @Test func cellsRecoloredByTagInADataSourceOfAnotherFile() {
    let facts = Self.facts([
      "PriceSource.swift": """
        final class PriceSource: NSObject, UITableViewDataSource {
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            (cell.viewWithTag(2) as? UILabel)?
              .textColor = theme.accent
            cell.viewWithTag(4)?.backgroundColor = .clear
            cell.contentView.backgroundColor = theme.error
            return cell
          }
        }
        """,
      "Orders.swift": """
        final class OrdersViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          }
        }
        """,
    ])
    #expect(facts.dequeuingFiles == ["Cell": 2])
    #expect(facts.recoloredTags == ["Cell#2", "Cell#2@PriceSource"])
    #expect(facts.tagBackgrounds == ["Cell#4", "Cell#4@PriceSource"])
    #expect(facts.recoloredCellIdentifiers == ["Cell", "Cell@PriceSource"])
  }

  @Test func outletsPassedToAParameterTheFileRecolors() {
    let facts = Self.facts([
      "ItemStatsView.swift": """
        final class ItemStatsView: UIView {
          @IBOutlet weak var strengthLabel: UILabel!
          @IBOutlet weak var nameLabel: UILabel!
          func configure() {
            configureFields(valueLabel: strengthLabel)
            describe(label: nameLabel)
          }
          private func configureFields(valueLabel: UILabel) { valueLabel.textColor = .red }
          private func describe(label: UILabel) { label.text = "x" }
        }
        """,
    ])
    #expect(facts.outletsRecoloredByHelpers == ["ItemStatsView": ["strengthLabel"]])
  }

  @Test func aLabelClassThatScalesItsOwnFont() {
    let facts = Self.facts([
      "BodyLabel.swift": """
        final class BodyLabel: UILabel {
          override func awakeFromNib() { font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font) }
        }
        final class PlainLabel: UILabel {}
        """,
      "Plain.swift": """
        final class CaptionLabel: UILabel {
          override func awakeFromNib() { font = .systemFont(ofSize: 12) }
        }
        """,
    ])
    #expect(facts.scalesOwnFont == ["BodyLabel", "PlainLabel"])
  }
}

extension ClassCodeFactsTests {
  /// Rocket.Chat's chat screen derives from a pod's `RocketChatViewController`, which the project
  /// doesn't declare: its code's title view still titles its storyboard scene.
  @Test func aControllerOfALibraryBaseClassIsStillAController() {
    let facts = Self.facts([
      "Messages.swift": """
        final class MessagesViewController: RocketChatViewController {
          private func setUpTitleView() { navigationItem.titleView = ChatTitleView() }
        }
        """,
      "Formatter.swift": "final class DateText: Formatter { func update() { title = \"x\" } }",
    ])
    #expect(facts.setsTitle == ["MessagesViewController"])
  }
}
