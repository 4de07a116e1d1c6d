import A11yCore
import A11ySwiftSource

/// Text colors against the background of the view or its nearest ancestor that has one, in every
/// appearance the colors define (asset-catalog colors with their dark and increased-contrast values).
public struct IBTextContrastCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { TextContrastRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the gradient header: the code only rounds its corners.
      forecastHeader(setUp: "navigationView.layer.cornerRadius = 12", marked: true),
      // The neighbour of the filled capsule: a white title on its light orange fill.
      filledCapsule(whiteTitle: true),
      // The neighbours of the emoji: words in the same pale colour, which are painted in it, and a
      // text-style symbol, drawn in the text colour too.
      paleLabel(text: "말", marked: true),
      paleLabel(text: "▶", marked: true),
      // An outlet handed to one of the app's styles, which sets its font: its colours stay the file's.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("BalanceCell", outlet: "amountLabel", to: "l-1"))
        <view contentMode="scaleToFill" id="card">
          <subviews>
            ↓<label text="잔액" id="l-1"><color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </view>
        """, swift: """
        final class BalanceCell: UITableViewCell {
          @IBOutlet private weak var amountLabel: UILabel!
          override func awakeFromNib() { super.awakeFromNib(); Style.Label.caption.apply(to: amountLabel) }
        }
        """),
      // The neighbour of the appearance proxy's dark cells: the app sets only the bar's colours.
      appearanceCell(paintsCells: false),
      // The neighbour of the configured cell: the controller gives the label words only.
      repoCell(marked: true, configure: "cell.accessibilityLabel = title"),
      // The neighbour of the gradient screen: the owner's code leaves the white root as it is.
      upsellScreen(drawsGradient: false, marked: true),
      // The neighbour of the welcome blob: the image ends above the text, which sits on the purple.
      welcomeScreen(blobTop: -400, marked: true),
      // The neighbour of the quest list: a fixed gray is judged against the table's white.
      questList(textColor: #"<color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, marked: true),
      // A disabled button wired to an action: code enables it, and then its text must be readable.
      InterfaceBuilderExample("""
        <view contentMode="scaleToFill" id="card">
          <subviews>
            ↓<button opaque="NO" enabled="NO" buttonType="system" id="b-1">
              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
              <state key="normal" title="Download"><color key="titleColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
              <connections><action selector="download:" destination="-1" eventType="touchUpInside" id="a-1"/></connections>
            </button>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """),
      // The neighbour of the spare cell: an outlet lets code show the hidden container.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("DetailsController", outlet: "detailsView", to: "details"))
        <view contentMode="scaleToFill" id="card">
          <subviews>
            <view hidden="YES" contentMode="scaleToFill" id="details">
              <subviews>
                ↓<label text="CONNECTION DETAILS" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
                  <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                  <color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
              </subviews>
            </view>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """, swift: """
        final class DetailsController: UIViewController {
          @IBOutlet var detailsView: UIView!
          func showDetails() { detailsView.isHidden = false }
        }
        """),
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          ↓<label text="품절" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
            <color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </label>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          ↓<label text="오늘의 원두" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" name="BrandAccent"/>
          </label>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      </view>
      <resources>
        <namedColor name="BrandAccent"><color red="0.85" green="0.72" blue="0.55" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
      </resources>
      """,
      // A data source reaches the label by its tag but only fills its text: the grey stays.
      InterfaceBuilderExample("""
        <collectionViewCell reuseIdentifier="EmptyItemCell" id="cell-1">
          <view key="contentView" id="cv-1">
            <subviews>
              ↓<label tag="2" text="품절" numberOfLines="0" id="l-1">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <color key="textColor" white="0.65" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </view>
        </collectionViewCell>
        """, swift: """
        final class ShopDataSource: NSObject {
          func cell(_ collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmptyItemCell", for: indexPath)
            (cell.viewWithTag(2) as? UILabel)?.text = "품절"
            return cell
          }
        }
        """),
      // A configured button draws its title on its background configuration's fill, not on the dark bar.
      """
      <view contentMode="scaleToFill" id="bar">
        <subviews>
          ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="start">
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" title="시작">
              <backgroundConfiguration key="background">
                <color key="backgroundColor" red="0.76" green="0.63" blue="0.79" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </backgroundConfiguration>
              <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </buttonConfiguration>
          </button>
        </subviews>
        <color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      // A title on a background image: the contrast is unknown, and the finding asks for a check.
      """
      <view contentMode="scaleToFill" id="bar">
        <subviews>
          ↓<button opaque="NO" contentMode="scaleToFill" id="shield">
            <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
            <state key="normal" title="3" backgroundImage="shield">
              <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </state>
          </button>
        </subviews>
        <color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
    ],
    nonTriggering: [
      // A bar the screen's code covers with a gradient (ctavki's forecast header, `navigationView.setGradient(…)`).
      forecastHeader(setUp: "navigationView.setGradient(start: .blue, end: .green, isLine: true, index: 0)", marked: false),
      // A filled capsule draws its black title on its own light orange, not on the dark cell (Inception's "추가").
      filledCapsule(whiteTitle: false),
      // Every cell painted dark through the appearance proxy (Fetch's `UITableViewCell.appearance()`):
      // the white words sit on that colour, not on the list's default white cells.
      appearanceCell(paintsCells: true),

      // An emoji beside a switch, in a pale text colour emoji don't use: the colour is never painted.
      paleLabel(text: "🐎", marked: false),
      // A spacer label in a button row, its text fully transparent: nothing drawn to read.
      questList(textColor: #"<color key="textColor" white="1" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, marked: false),
      // A button disabled in the file that nothing can enable: an inactive component.
      InterfaceBuilderExample("""
        <view contentMode="scaleToFill" id="card">
          <subviews>
            <button opaque="NO" enabled="NO" buttonType="system" id="b-1">
              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
              <state key="normal" title="Download"><color key="titleColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
            </button>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """),
      // A controller colours the cell's label through the cell it configures (Trailer's repository list).
      repoCell(marked: false, configure: "cell.issuesLabel.attributedText = NSAttributedString(string: title, attributes: [.foregroundColor: UIColor.label])"),
      // The xib's root view gets a dark gradient layer under everything from its owner's code (AdGuard's upsell screen).
      upsellScreen(drawsGradient: true, marked: false),
      // Its owner calls the project's helper that lays a photo under every screen (AnyDayAssist's).
      upsellScreen(drawsGradient: false, marked: false, laysPhotoBehind: true),
      // Laid over an image placed under it (Lockwise's white welcome blob): the image's colors are unknown.
      welcomeScreen(blobTop: -79, marked: false),
      // A middle dot between two labels, which no code reaches: a separator, no text to read.
      greyLabelCard("·"),
      // An empty label no outlet reaches (openHAB's frame cell, whose code fills the built-in text label).
      greyLabelCard(""),
      // In a hidden container nothing in code can show (no outlet, no tag): never on screen (IVPN's spare static cell).
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <view hidden="YES" contentMode="scaleToFill" id="details">
            <subviews>
              <label text="CONNECTION DETAILS" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                <color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </label>
            </subviews>
          </view>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      // White on the configuration's dark fill passes, though the view behind the button is white.
      """
      <view contentMode="scaleToFill" id="page">
        <subviews>
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="start">
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" title="시작">
              <backgroundConfiguration key="background">
                <color key="backgroundColor" red="0.25" green="0.17" blue="0.31" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </backgroundConfiguration>
              <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </buttonConfiguration>
          </button>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      // The outlet is declared and recolored in the cell's base class.
      InterfaceBuilderExample("""
        <tableViewCell reuseIdentifier="ToDoCell" id="c-1" customClass="ToDoCell">
          <tableViewCellContentView key="contentView" id="cv-1">
            <subviews>
              <label text="우유 사기" numberOfLines="0" id="l-1"><color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </tableViewCellContentView>
          <connections><outlet property="titleLabel" destination="l-1" id="o-1"/></connections>
        </tableViewCell>
        """, swift: """
        class TaskCell: UITableViewCell {
          @IBOutlet weak var titleLabel: UILabel!
          func applyTheme(_ theme: Theme) { titleLabel.textColor = theme.primaryTextColor }
        }
        final class ToDoCell: TaskCell {}
        """),
      // A data source recolors the label it reaches by its tag in the cell it dequeues.
      InterfaceBuilderExample("""
        <collectionViewCell reuseIdentifier="EmptyItemCell" id="cell-1">
          <view key="contentView" id="cv-1">
            <subviews>
              <label tag="2" text="품절" numberOfLines="0" id="l-1"><color key="textColor" white="0.65" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </view>
        </collectionViewCell>
        """, swift: """
        final class ShopDataSource: NSObject {
          func cell(_ collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmptyItemCell", for: indexPath)
            (cell.viewWithTag(2) as? UILabel)?.textColor = theme.secondaryTextColor
            return cell
          }
        }
        """),
      // A plain table's cell paints the system background over the table's white, and the link
      // color adapts with it (Go Map!!'s quest list, whose dark-mode pair was link blue on white).
      questList(textColor: #"<color key="textColor" systemColor="linkColor"/>"#, marked: false),
      // `cellForRowAt` replaces the cell's red background.
      InterfaceBuilderExample("""
        <tableViewCell reuseIdentifier="BlockedCell" id="c-1">
          <tableViewCellContentView key="contentView" id="cv-1">
            <subviews>
              <label text="차단한 사용자입니다" numberOfLines="0" id="l-1">
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </label>
            </subviews>
            <color key="backgroundColor" red="1" green="0.45" blue="0.45" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </tableViewCellContentView>
        </tableViewCell>
        """, swift: """
        final class ProfileViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "BlockedCell", for: indexPath)
            cell.contentView.backgroundColor = theme.errorColor
            return cell
          }
        }
        """),
      // A loop over an array of the view's outlets recolors each key (Shlist's number pad).
      InterfaceBuilderExample("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NumberPadView">
          <connections>
            <outlet property="button0" destination="b-0" id="o-0"/>
            <outlet property="button1" destination="b-1" id="o-1"/>
          </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="pad">
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" id="b-0">
              <color key="backgroundColor" red="0.11" green="0.61" blue="0.96" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              <state key="normal" title="0"><color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" id="b-1">
              <color key="backgroundColor" red="0.11" green="0.61" blue="0.96" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              <state key="normal" title="1"><color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>
            </button>
          </subviews>
        </view>
        """, swift: """
        final class NumberPadView: UIView {
          @IBOutlet weak var button0: UIButton!
          @IBOutlet weak var button1: UIButton!
          lazy var allButtons: [UIButton] = [self.button0, self.button1]
          private func setup() {
            for button in allButtons {
              button.backgroundColor = UIColor(named: "keyboardColor")
              button.setTitleColor(.label, for: .normal)
            }
          }
        }
        """),
      // The outlet is passed to a helper that sets the color of its parameter.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("ItemStatsView", outlet: "strengthValueLabel", to: "l-1"))
        <view contentMode="scaleToFill" id="card">
          <subviews>
            <label text="+0" numberOfLines="0" id="l-1"><color key="textColor" red="0.13" green="0.72" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """, swift: """
        final class ItemStatsView: UIView {
          @IBOutlet weak var strengthValueLabel: UILabel!
          func configure(_ gear: Gear) { configureFields(valueLabel: strengthValueLabel, value: gear.strength) }
          private func configureFields(valueLabel: UILabel, value: Int) {
            valueLabel.text = "+\\(value)"
            valueLabel.textColor = value > 0 ? theme.successColor : theme.dimmedTextColor
          }
        }
        """),
      // A text view fills its own background: label color on system background, not on the white card.
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <textView text="메모" id="tv-1">
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <color key="textColor" systemColor="labelColor"/>
          </textView>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      // A button with a configuration shows the configuration's title; blank here (an icon button),
      // so the legacy "Button" state title is never drawn.
      """
      <view contentMode="scaleToFill" id="bar">
        <subviews>
          <button opaque="NO" contentMode="scaleToFill" id="filter">
            <state key="normal" title="Button"><color key="titleColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
            <buttonConfiguration key="configuration" style="tinted" title=" " image="chart.bar.fill" catalog="system"/>
          </button>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      // Code clears the title: the button shows only its image.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("TreatmentsViewController", outlet: "filterButton", to: "b-1"))
        <view contentMode="scaleToFill" id="bar">
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" id="b-1">
              <state key="normal" title="Button" image="ic_filter"><color key="titleColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
            </button>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """, swift: """
        final class TreatmentsViewController: UIViewController {
          @IBOutlet weak var filterButton: UIButton!
          override func viewDidLoad() { filterButton.setTitle("", for: .normal) }
        }
        """),
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <label text="품절" numberOfLines="0" id="l-1">
            <color key="textColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </label>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """,
      """
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <label text="품절" numberOfLines="0" id="l-1"><color key="textColor" systemColor="secondaryLabelColor"/></label>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      </view>
      """,
      """
      <label text="품절" numberOfLines="0" id="l-1"><color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
      """,
    ])

  /// A plain table whose cell shows a label in `textColor`, over the table's white (round 26's
  /// pair on Go Map!!'s quest list).
  /// Lockwise's welcome screen: dark text on a purple root view, with a white image laid under
  /// the text (its top at `blobTop`, shown by a size-class variation) or ending above it.
  /// A light grey footnote label with `text` on a white card, reached by no code.
  static func greyLabelCard(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <view contentMode="scaleToFill" id="card">
        <subviews>
          <label text="\(text)" numberOfLines="0" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
            <color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </label>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """, file: file, line: line)
  }

  static func welcomeScreen(blobTop: Int, marked: Bool, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <view contentMode="scaleToFill" id="root">
        <subviews>
          <imageView hidden="YES" contentMode="scaleAspectFit" image="welcome-blob" id="blob">
            <rect key="frame" x="-103.5" y="\(blobTop)" width="841" height="600"/>
            <variation key="widthClass=compact" hidden="NO"/>
          </imageView>
          \(marked ? "↓" : "")<label text="Take your passwords everywhere" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
            <rect key="frame" x="117" y="438" width="200.5" height="16"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
            <color key="textColor" red="0.13" green="0.07" blue="0.23" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </label>
        </subviews>
        <color key="backgroundColor" red="0.23" green="0.2" blue="0.47" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """, file: file, line: line)
  }

  /// A xib whose root view, the File's Owner's `view`, is white under white text, and whose owner
  /// may lay a gradient layer under everything.
  /// Or whose owner calls the project's helper that lays a photo behind everything (AnyDayAssist's `setView()`).
  static func upsellScreen(
    drawsGradient: Bool, marked: Bool, laysPhotoBehind: Bool = false, file: StaticString = #filePath, line: UInt = #line
  ) -> InterfaceBuilderExample {
    let setUp = drawsGradient
      ? "let gradientLayer = CAGradientLayer()\n    gradientLayer.colors = [UIColor(hexString: \"#464558\").cgColor, UIColor(hexString: \"#2d2c3a\").cgColor]\n    view.layer.insertSublayer(gradientLayer, at: 0)"
      : laysPhotoBehind ? "setView()" : "title = \"업셀\""
    let helper = !laysPhotoBehind ? "" : "extension UIViewController {\n  func setView() {\n    let imageView = UIImageView(image: UIImage(named: \"bg_blue.jpg\"))\n    view.addSubview(imageView)\n    view.sendSubviewToBack(imageView)\n  }\n}"
    return InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("UpsellViewController", outlet: "view", to: "root"))
      <view contentMode="scaleToFill" id="root">
        <subviews>
          \(marked ? "↓" : "")<label text="Boost your privacy" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
          </label>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </view>
      """, swift: """
      final class UpsellViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          \(setUp)
        }
      }
      \(helper)
      """, file: file, line: line)
  }

  static func questList(textColor: String, marked: Bool, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <tableView style="plain" id="t-1">
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <prototypes>
          <tableViewCell reuseIdentifier="NewQuestCell" id="c-1" customClass="NewQuestCell">
            <tableViewCellContentView key="contentView" id="cv-1">
              <subviews>
                \(marked ? "↓" : "")<label text="Build a New Quest" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
                  <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                  \(textColor)
                </label>
              </subviews>
            </tableViewCellContentView>
          </tableViewCell>
        </prototypes>
      </tableView>
      """, swift: """
      final class QuestListController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "NewQuestCell", for: indexPath)
        }
      }
      """, file: file, line: line)
  }

  /// Trailer's repository cell: a light label in a storyboard cell, and what the list's controller
  /// does to it through the cell it configures (`configure`, one line).
  static func repoCell(marked: Bool, configure: String, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <tableViewCell contentMode="scaleToFill" id="cell-1" customClass="RepoCell">
        <tableViewCellContentView key="contentView" id="cv-1">
          <subviews>
            \(marked ? "↓" : "")<label text="Issues" id="l-1">
              <fontDescription key="fontDescription" type="system" pointSize="15"/>
              <color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
          </subviews>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </tableViewCellContentView>
        <connections><outlet property="issuesLabel" destination="l-1" id="o-1"/></connections>
      </tableViewCell>
      """, swift: """
      final class RepoCell: UITableViewCell { @IBOutlet var issuesLabel: UILabel! }
      final class RepositoriesViewController: UITableViewController {
        private func configureCell(_ cell: RepoCell, at indexPath: IndexPath) {
          \(configure)
        }
      }
      """, file: file, line: line)
  }

  static let controlClasses: Set<String> = ["UIButton", "UISegmentedControl", "UITextField", "UISwitch", "UISlider", "UIStepper"]

  /// Every character is drawn as a colour emoji: one presented as emoji by default (🐎), or
  /// followed by the emoji selector (U+FE0F) or the keycap mark.
  static func drawsInItsOwnColours(_ text: String) -> Bool {
    text.filter { !$0.isWhitespace }.allSatisfy { character in
      let scalars = character.unicodeScalars
      return scalars.contains { $0.properties.isEmojiPresentation } || scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
  }

  /// A label in a pale pink on a beige settings row (RaceRunner's), showing `text`.
  /// White words in a grouped list's prototype cell; the app delegate paints every cell dark
  /// through the appearance proxy (`paintsCells`, Fetch) or styles only the bar (marked).
  static func appearanceCell(paintsCells: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <tableViewController id="vc-1" sceneMemberID="viewController">
        <tableView key="view" style="grouped" id="tv-1">
          <color key="backgroundColor" white="0.95" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
          <prototypes>
            <tableViewCell id="cell-1">
              <tableViewCellContentView key="contentView" id="cv-1">
                <subviews>
                  \(paintsCells ? "" : "↓")<label text="전송" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
                </subviews>
              </tableViewCellContentView>
            </tableViewCell>
          </prototypes>
        </tableView>
      </tableViewController>
      """, swift: """
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        func style() { \(paintsCells ? "let cell = UITableViewCell.appearance(); cell.backgroundColor = UIColor(white: 0.14, alpha: 1)" : "UINavigationBar.appearance().barTintColor = .black") }
      }
      """)
  }

  static func paleLabel(text: String, marked: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <view contentMode="scaleToFill" id="settings">
        <subviews>
          \(marked ? "↓" : "")<label opaque="NO" text="\(text)" textAlignment="natural" id="l-1">
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" red="0.93" green="0.69" blue="0.72" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </label>
        </subviews>
        <color key="backgroundColor" red="0.84" green="0.83" blue="0.78" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """)
  }

  /// A white title on a light bar outlet that the controller does `setUp` to; marked where it is
  /// reported.
  static func forecastHeader(setUp: String, marked: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("ForecastPageVController", outlet: "navigationView", to: "v-1"))
      <view id="v-1">
        <subviews>
          \(marked ? "↓" : "")<label text="Прогнозы" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="17"/><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
        </subviews>
        <color key="backgroundColor" red="0.85" green="0.92" blue="0.95" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """, swift: """
      final class ForecastPageVController: UIViewController {
        @IBOutlet weak var navigationView: UIView!
        override func viewDidLoad() { super.viewDidLoad(); \(setUp) }
      }
      """)
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where !object.isHidden {
      if facts.isNeverShown(object, in: document) { continue }
      // An empty label no code fills shows no text (a cell's code writes into its built-in label).
      if object.isEmptyLabel(reachableFromCode: facts.isReachableFromCode(object)) { continue }
      let type = facts.uikitClass(of: object)
      // A separator or bullet no code changes (`·` between a fee and its price): a mark with no
      // words or numbers to read.
      // (An icon font's glyph, a private-use character, is a picture whose contrast still counts.)
      if type == "UILabel", let text = object["text"], !text.isEmpty, text.allSatisfy({ $0.isPunctuation || $0.isWhitespace || "|/~–—".contains($0) }),
         !facts.isReachableFromCode(object) { continue }
      // Emoji are drawn in their own colours, whatever the text colour (RaceRunner's 🐎 beside a
      // switch): the colour set is never painted. (Code may write words into a label it reaches.)
      // (Only emoji drawn in colour: a text-style symbol, `▶` or `✔` without the emoji selector, takes the colour.)
      if type == "UILabel", let text = object["text"], PictureText.isOnlyEmoji(text), Self.drawsInItsOwnColours(text),
         !facts.isReachableFromCode(object) { continue }
      // A control disabled in the file that no code can reach to enable (no outlet, action or
      // tag): an inactive component, which 1.4.3 exempts (OsmAnd's greyed "Download" placeholder).
      if object["enabled"] == "NO", Self.controlClasses.contains(type), !facts.isReachableFromCode(object),
         object.actionSelectors.isEmpty, object["tag"] == nil { continue }
      var written: IBColor?
      var backdrop = ButtonBackdrop.view
      if IBFacts.textClasses.contains(type) {
        written = object.colors["textColor"]
      } else if type == "UIButton", object.buttonTitle != nil {
        // A configuration draws its own foreground; the legacy state Interface Builder keeps beside it doesn't show.
        written = object.configuration?.titleColor ?? object.states["normal"]?.titleColor
        backdrop = Self.backdrop(of: object)
        // A picture whose pixels were read: its transparent or one-coloured middle is the backdrop.
        if case .image(let image) = backdrop, let middle = facts.project.pictureMiddles[image] {
          switch middle {
          case .transparent: backdrop = .view
          case .solid(let color): backdrop = .fill(.fixed(color))
          case .translucent(let color): backdrop = .veil(color)
          }
        }
      }
      guard let written else { continue }
      // Text in a fully transparent colour (a stack's "Spacing" label, there to take room) draws nothing to read.
      if let resolved = facts.resolve(written), resolved.color.light.alpha == 0, (resolved.color.dark?.alpha ?? 0) == 0 { continue }
      let pair: IBColorPair?
      switch backdrop {
      case .view:
        // A text view or field fills its own background (`systemBackgroundColor`) before its ancestors'.
        pair = IBColorPair(written, of: object, includingSelf: type == "UIButton" || IBFacts.textClasses.contains(type), facts: facts)
      case .fill(let fill):
        pair = IBColorPair(written, of: object, against: fill, includingSelf: true, facts: facts)
      case .veil(let color):
        pair = IBColorPair(written, of: object, includingSelf: true, facts: facts).map { pair in
          var veiled = pair
          veiled.veil = color
          return veiled
        }
      case .image, .unknown:
        pair = nil
      }
      if case .image = backdrop {} else {
        guard let pair, !pair.adaptsTogether else { continue }
      }
      // (Or paints the button's backdrop with an image, AmongChat's code keys: `setBackgroundImage(_:for:)`.)
      if facts.codeSets(["textColor", "setTitleColor", "backgroundColor", "configuration", "attributedText", "setAttributedTitle", "setBackgroundImage",
                         IBFacts.styled, ProjectIndex.clearedTitle], on: object) == true { continue }
      // Code that reaches the view by its tag (`(cell.viewWithTag(2) as? UILabel)?.textColor = ...`) recolors it.
      if facts.isReachedByTag(object, in: facts.classCode.recoloredTags) { continue }
      // A custom class (a themed label or button) may color itself, and an app-wide theme
      // (`extension UILabel { func applyTheme() }`) recolors every label of its class.
      if object.customClass != nil || facts.classCode.themedTextClasses.contains(type) { continue }
      // A style applied from a runtime attribute (`ibEnaStyle`, `textStyle`) recolors the text in code.
      if facts.hasRuntimeAttribute(object, containing: ["style", "color", "theme"]) { continue }
      let size = object.font?.effectiveSize, bold = object.font?.isBold ?? false
      // The app's own name drawn at a display size in a typeface of its own (OwnMyWay's script
      // wordmark beside its logo): a logotype, which WCAG 1.4.3 exempts from contrast.
      if let text = object["text"], let size, size >= 20, case .custom? = object.font?.kind, !facts.project.productNames.isEmpty,
         facts.project.productNames.contains(IdentifierWords.words(in: text).joined(separator: " ")) { continue }
      let target = ContrastThresholds.hig(pointSize: size, bold: bold)
      if case .image(let image) = backdrop {
        reportOnImage(object, text: written, image: image, target: target, facts: facts, &context)
        continue
      }
      guard let pair, let worst = pair.worstShortfall(target: target, in: facts.appearances) else { continue }
      let ratio = ContrastRatioText.ratio(worst.ratio)
      let goal = ContrastRatioText.ratio(max(target.minimumRatio, ContrastThresholds.koreanMobile.minimumRatio))
      let sizeText = size.map { "\(Measure.format($0)) pt\(bold ? " bold" : "")" } ?? "17 pt (size not set)"
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)): text contrast is \(ratio) in \(worst.appearance) (\(worst.foreground.hexString) on \(worst.background.hexString)), under \(goal) for \(sizeText) text; darken or lighten the text color in the asset catalog or the inspector",
        ko: "\(facts.name(of: object)): \(worst.appearance.koreanName)에서 텍스트 대비가 \(ratio)(\(worst.background.hexString) 위의 \(worst.foreground.hexString))로 \(sizeText) 텍스트 기준 \(goal)보다 낮습니다. 에셋 카탈로그나 인스펙터에서 글자색을 조정하세요"),
        severity: worst.missesGuideline ? nil : .warning)
    }
  }

  /// An orange filled capsule button ("추가") on a dark cell, its title white (marked: white on light
  /// orange) or black (Inception's sleep recommendations: black on its own orange).
  static func filledCapsule(whiteTitle: Bool) -> InterfaceBuilderExample {
    let title = whiteTitle ? #"white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""# : #"white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#
    return """
      <view contentMode="scaleToFill" id="cell">
        <subviews>
          \(whiteTitle ? "↓" : "")<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="add">
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="filled" title="추가" cornerStyle="capsule">
              <color key="baseForegroundColor" \(title)/>
              <color key="baseBackgroundColor" red="1" green="0.8" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </buttonConfiguration>
          </button>
        </subviews>
        <color key="backgroundColor" red="0.11" green="0.11" blue="0.12" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """
  }

  /// What a titled button draws its title on.
  enum ButtonBackdrop {
    /// The button's own background color, else its ancestors'.
    case view
    /// An opaque fill from the button's configuration (`<backgroundConfiguration>`'s color).
    case fill(IBColor)
    /// A background image (a state's `backgroundImage`, a background configuration's image): its colors
    /// aren't in the file, and a template image takes a tint code may change.
    case image(String)
    /// A translucent picture of one colour over what lies behind the button.
    case veil(RGBAColor)
    /// A translucent configured fill over what lies behind the button.
    case unknown
  }

  static func backdrop(of button: IBObject) -> ButtonBackdrop {
    if let configuration = button.configuration {
      if let image = configuration.backgroundImage, !image.isEmpty { return .image(image) }
      // A filled style draws its `baseBackgroundColor` (the tint when none is given, which code may
      // change); a tinted or gray style a fill of its own (Inception's orange "추가" capsules).
      guard let fill = configuration.backgroundFill ?? (configuration.style == "filled" ? configuration.backgroundColor : nil) else {
        return ["filled", "tinted", "gray"].contains(configuration.style ?? "") ? .unknown : .view
      }
      guard case .fixed(let rgba) = fill else { return .fill(fill) }
      if rgba.alpha == 0 { return .view }
      return rgba.alpha >= 0.999 ? .fill(fill) : .unknown
    }
    if let image = button.states["normal"]?.backgroundImage, !image.isEmpty { return .image(image) }
    return .view
  }

  /// Text on a background image: the ratio can't be measured from the file, so the finding names the
  /// image and the text color and asks for a check instead of inventing a background.
  func reportOnImage(
    _ object: IBObject, text: IBColor, image: String, target: ContrastThreshold, facts: IBFacts, _ context: inout IBRuleContext
  ) {
    guard let foreground = facts.resolve(text) else { return }
    let shown = facts.appearances.filter { foreground.isKnown(in: $0) }
      .map { WCAGContrast.opaque(foreground.color.resolved(for: $0), over: .black).hexString }
    var colors: [String] = []
    for hex in shown where !colors.contains(hex) { colors.append(hex) }
    guard !colors.isEmpty else { return }
    let goal = ContrastRatioText.ratio(max(target.minimumRatio, ContrastThresholds.koreanMobile.minimumRatio))
    let colorList = colors.joined(separator: ", ")
    context.report(at: object.position, LocalizedText(
      en: "\(facts.name(of: object)): the title (\(colorList)) is drawn on the background image '\(image)', whose colors the file doesn't give and the tool couldn't read as one color (a picture, a gradient, a template image tinted at runtime, or not found), so its contrast is unknown; check it reaches \(goal) on every variant of the image, or put the title on a solid color",
      ko: "\(facts.name(of: object)): 제목(\(colorList))이 배경 이미지 '\(image)' 위에 그려지는데, 파일에는 이미지의 색이 없고 도구가 한 가지 색으로 읽지 못해(사진, 그라데이션, 실행 중에 틴트를 받는 템플릿 이미지, 찾지 못한 이미지) 대비를 알 수 없습니다. 이미지의 모든 변형에서 \(goal) 이상인지 확인하거나 제목을 단색 위에 두세요"),
      needsReview: true)
  }
}
