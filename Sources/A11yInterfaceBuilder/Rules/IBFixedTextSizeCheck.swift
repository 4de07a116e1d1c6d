import A11yCore
import A11ySwiftSource

/// Labels, text fields, text views and titled buttons with a fixed-size font in Interface Builder.
public struct IBFixedTextSizeCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { FixedTextSizeRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the blank spacer: a blank label code fills (the screen writes an error into it).
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("InputViewController", outlet: "errorLabel", to: "l-1"))
        <label text="" textAlignment="center" id="l-1">↓<fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """, swift: """
        final class InputViewController: UIViewController {
          @IBOutlet weak var errorLabel: UILabel!
          override func viewDidLoad() { super.viewDidLoad(); errorLabel.text = "학번을 확인해 주세요" }
        }
        """),
      // The neighbour of the cell restyled by its extension: the extension sets text only.
      noteCell(extensionSets: "self.label0?.text = noteString", marked: true),
      // The neighbour of the style: the outlet is handed to a formatter's `apply(to:)`, which sets text only.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("ChannelCell", outlet: "amountLabel", to: "l-1"))
        <label text="잔액" id="l-1">↓<fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """, swift: """
        final class ChannelCell: UITableViewCell {
          @IBOutlet private weak var amountLabel: UILabel!
          override func awakeFromNib() { super.awakeFromNib(); amountFormatter.apply(to: amountLabel) }
        }
        """),
      // A placeholder ellipsis code replaces with a name: words in a fixed font.
      "<label text=\"...\" id=\"l-1\">↓<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"20\"/></label>",
      // The neighbour of the dashed divider: words between the dashes.
      "<label text=\"__ 예약 정보 __\" id=\"l-1\">↓<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/></label>",
      // A label class setting its own font in code (Ostelco's `Heading2Label`): the file's text style never shows.
      InterfaceBuilderExample("""
        <label text="약관 안내" customClass="Heading2Label" customModule="App" id="l-1">↓<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
        """, swift: """
        class Heading2Label: UILabel {
          required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
          func commonInit() { font = UIFont.boldSystemFont(ofSize: 28) }
        }
        """),
      // The neighbour of the icon glyph: a text font, whatever the label holds.
      iconLabel(font: "Pretendard-Regular", family: "Pretendard", marked: true),
      // The neighbour of the restyled cell label: the cell's code gives it text only.
      InterfaceBuilderExample("""
        <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="t-1" id="c-1" customClass="SwitchTableViewCell">
          <tableViewCellContentView key="contentView" id="cv-1">
            <subviews>
              <label text="" id="t-1">↓<fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
        """, swift: """
        final class SwitchTableViewCell: UITableViewCell {
          override func awakeFromNib() { super.awakeFromNib(); textLabel?.text = "알림" }
        }
        """),
      // The neighbour of the styled custom view: the screen gives the outlet plain text only.
      hintView(screenSets: "hintView.titleLabel.text = viewModel.hintTitle", marked: true),
      // The neighbour of the replaced static cells: the controller stays its table's data source.
      InterfaceBuilderExample("""
      <tableViewController id="vc-1" customClass="CreateProfileViewController" sceneMemberID="viewController">
        <tableView key="view" dataMode="static" style="grouped" id="tv-1">
          <sections>
            <tableViewSection id="sec-1">
              <cells>
                <tableViewCell id="cell-1">
                  <tableViewCellContentView key="contentView" id="cv-1">
                    <subviews>
                      <textField opaque="NO" placeholder="Name" id="tf-1">
                        ↓<fontDescription key="fontDescription" type="system" pointSize="14"/>
                      </textField>
                    </subviews>
                  </tableViewCellContentView>
                </tableViewCell>
              </cells>
            </tableViewSection>
          </sections>
        </tableView>
      </tableViewController>
      """, swift: """
      final class CreateProfileViewController: UITableViewController {
        var rows: GenericTableViewDataSource?
        override func viewDidLoad() {
          rows = GenericTableViewDataSource(for: tableView, with: viewModel.tableViewData)
          tableView.dataSource = self
        }
      }
      """),
      // The neighbour of the separator: a "-" placeholder the code replaces with a value.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("PriceCell", outlet: "priceLabel", to: "l-1"))
        <label text="-" id="l-1">↓<fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """, swift: """
        final class PriceCell: UITableViewCell {
          @IBOutlet var priceLabel: UILabel!
          func configure(price: String) { priceLabel.text = price }
        }
        """),
      // The neighbour of the cleared title: code gives the button other words.
      doneButton(codeTitle: "\"완료\""),
      // The neighbour of the "+" glyph button: a title with words beside the glyph.
      """
      <button opaque="NO" contentMode="scaleToFill" id="b-1">
        ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
        <state key="normal" title="+ 새 탭"/>
      </button>
      """,
      // A display-size label whose text code sets, in a box wider than one glyph: text.
      """
      <view id="root-1" customClass="ScoreView">
        <subviews>
          <label opaque="NO" text="" textAlignment="center" id="title-1">
            <rect key="frame" x="0.0" y="0.0" width="300" height="46"/>
            ↓<fontDescription key="fontDescription" type="system" pointSize="38"/>
          </label>
        </subviews>
        <connections><outlet property="scoreLabel" destination="title-1" id="o-1"/></connections>
      </view>
      """,
      // A 1×1 field that is an accessibility element is still spoken; one hidden from VoiceOver but
      // full-sized is still seen.
      """
      <textField opaque="NO" id="tf-1">
        <rect key="frame" x="0.0" y="43" width="1" height="1"/>
        <constraints>
          <constraint firstAttribute="height" constant="1" id="c-1"/>
          <constraint firstAttribute="width" constant="1" id="c-2"/>
        </constraints>
        ↓<fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textField>
      """,
      """
      <textField opaque="NO" id="tf-1">
        <rect key="frame" x="0.0" y="43" width="280" height="44"/>
        ↓<fontDescription key="fontDescription" type="system" pointSize="14"/>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="NO"/>
        </userDefinedRuntimeAttributes>
      </textField>
      """,
      """
      <label opaque="NO" text="아메리카노" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" id="l-1">
        ↓<fontDescription key="fontDescription" type="system" pointSize="13"/>
      </label>
      """,
      """
      <label text="4,500원" numberOfLines="0" id="l-1">
        ↓<fontDescription key="fontDescription" name="AvenirNext-Bold" family="Avenir Next" pointSize="15"/>
      </label>
      """,
      // The neighbour of the keypad: the loop over the outlet collection sets only a style name.
      InterfaceBuilderExample("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PasscodeViewController">
          <connections><outletCollection property="keypadButtons" destination="b-1" id="o-1"/></connections>
        </placeholder>
        <button opaque="NO" contentMode="scaleToFill" customClass="ThemeButton" id="b-1">
          ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
          <state key="normal" title="1"/>
        </button>
        """, swift: """
        class ThemeButton: UIButton { var buttonFont: UIFont?; var cssSelector: String? }
        final class PasscodeViewController: UIViewController {
          @IBOutlet private var keypadButtons: [ThemeButton]?
          override func viewDidLoad() {
            super.viewDidLoad()
            if let keypadButtons { for button in keypadButtons { button.cssSelector = "digit" } }
          }
        }
        """),
      // The neighbour of the settings screen: the array's loop sets only a colour.
      settingsScreen(marked: true, code: "[languageTitleLabel, unitsTitleLabel].forEach { $0?.textColor = .label }"),
      // Passed to a helper that sets only its colour: the storyboard's font stays.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("PasskeyFieldCell", outlet: "valueText2", to: "t-1"))
        <textView text="user" id="t-1">↓<fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="16"/></textView>
        """, swift: """
        class FieldCell: UITableViewCell {
          func tintValue(valueText: UITextView?) {
            guard let valueText else { return }
            valueText.textColor = .label
          }
        }
        final class PasskeyFieldCell: FieldCell {
          @IBOutlet private weak var valueText2: UITextView!
          func setupCell() { tintValue(valueText: valueText2) }
        }
        """),
      // A field whose code sets only UIKit's `borderStyle` (CaseAssistant's report fields): no font of its own.
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="ReportViewController" sceneMemberID="viewController">
          <view key="view" id="v-1">
            <subviews>
              <textField opaque="NO" placeholder="제목" id="tf-1">
                ↓<fontDescription key="fontDescription" name="STHeitiSC-Light" family="Heiti SC" pointSize="15"/>
              </textField>
            </subviews>
          </view>
          <connections><outlet property="titleTextField" destination="tf-1" id="o-1"/></connections>
        </viewController>
        """, swift: "final class ReportViewController: UIViewController {\n  @IBOutlet weak var titleTextField: UITextField!\n  override func viewDidLoad() { super.viewDidLoad(); titleTextField.borderStyle = .roundedRect }\n}"),
    ],
    nonTriggering: [
      // WaterMe's note cell: an extension in another file gives the outlet attributed text in a text-style font.
      noteCell(extensionSets: "self.label0?.attributedText = NSAttributedString(string: noteString ?? \"\", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])", marked: false),
      // A one-space spacer in a stack (Focus Zandi's): blank, as an empty label.
      "<label text=\" \" id=\"l-1\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"4.5\" height=\"31\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></label>",
      // A dashed divider drawn with underscores in a fixed font: a line, no words to enlarge.
      "<label text=\"__ __ __ __ __ __ __ __ __ __\" id=\"l-1\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/></label>",
      // Code clears the button's title and puts an image in its place (AmericanChronicle's Done button).
      doneButton(codeTitle: "nil"),
      // The neighbour of the label class's own font: it scales that font itself.
      InterfaceBuilderExample("""
        <label text="약관 안내" customClass="Heading2Label" customModule="App" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="26"/></label>
        """, swift: """
        class Heading2Label: UILabel {
          required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
          func commonInit() { font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .boldSystemFont(ofSize: 28)); adjustsFontForContentSizeCategory = true }
        }
        """),
      // An outlet handed to one of the app's styles (Zap's `Style.Label.subHeadline.apply(to: amountLabel)`),
      // which sets a scaled font.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("ChannelCell", outlet: "amountLabel", to: "l-1"))
        <label text="잔액" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """, swift: """
        final class ChannelCell: UITableViewCell {
          @IBOutlet private weak var amountLabel: UILabel!
          override func awakeFromNib() { super.awakeFromNib(); Style.Label.subHeadline.apply(to: amountLabel) }
        }
        """),
      // An icon font's glyph beside the text it decorates (Eurofurence's FontAwesome icons): a picture, not words.
      iconLabel(font: "FontAwesome", family: "FontAwesome", marked: false),
      // A cell style's own label, restyled by the cell's code (WooCommerce's SwitchTableViewCell:
      // `textLabel?.applyBodyStyle()` in `awakeFromNib`).
      InterfaceBuilderExample("""
        <tableViewCell style="IBUITableViewCellStyleSubtitle" textLabel="t-1" detailTextLabel="d-1" id="c-1" customClass="SwitchTableViewCell">
          <tableViewCellContentView key="contentView" id="cv-1">
            <subviews>
              <label text="" id="t-1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
              <label text="" id="d-1"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
        """, swift: """
        final class SwitchTableViewCell: UITableViewCell {
          override func awakeFromNib() {
            super.awakeFromNib()
            textLabel?.text = String()
            textLabel?.applyBodyStyle()
            detailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
          }
        }
        """),
      // Every screen that shows the custom view styles its outlet in its own code (CovPass's
      // HintView: `hintView.titleLabel.attributedText = title.styledAs(.header_3)`).
      hintView(screenSets: "hintView.titleLabel.attributedText = viewModel.hintTitle.styledAs(.header_3)", marked: false),
      // A runtime attribute the app's own setter turns into a scaled font (Mixin's `dynamicTextSize`).
      InterfaceBuilderExample("""
        <label opaque="NO" text="Call" id="l-1">
          <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="18"/>
          <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="dynamicTextSize" value="semibold18"/></userDefinedRuntimeAttributes>
        </label>
        """),
      // The outlet is passed to a helper that sets the font of its parameter (named otherwise).
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("PasskeyFieldCell", outlet: "valueText2", to: "t-1"))
        <textView text="user" id="t-1"><fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="16"/></textView>
        """, swift: """
        class FieldCell: UITableViewCell {
          func setupValueScroll(valueText: UITextView?) {
            guard let valueText else { return }
            valueText.font = UIFont.preferredFont(forTextStyle: .body)
            valueText.adjustsFontForContentSizeCategory = true
          }
        }
        final class PasskeyFieldCell: FieldCell {
          @IBOutlet private weak var valueText2: UITextView!
          func setupCell() { setupValueScroll(valueText: valueText2) }
        }
        """),
      // The same through a parameter whose argument label differs from its name (Wakmusic's
      // `setAttributedString(with label: UILabel, ...)`).
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("PermissionViewController", outlet: "albumLabel", to: "l-1"))
        <label text="앨범" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="16"/></label>
        """, swift: """
        final class PermissionViewController: UIViewController {
          @IBOutlet private weak var albumLabel: UILabel!
          override func viewDidLoad() { setStyle(with: albumLabel, font: .preferredFont(forTextStyle: .body)) }
          func setStyle(with label: UILabel, font: UIFont) {
            label.font = font
            label.adjustsFontForContentSizeCategory = true
          }
        }
        """),
      // Each key of an outlet collection gets a font from code, through the app's own font property (ownCloud's keypad).
      InterfaceBuilderExample("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PasscodeViewController">
          <connections><outletCollection property="keypadButtons" destination="b-1" id="o-1"/></connections>
        </placeholder>
        <button opaque="NO" contentMode="scaleToFill" customClass="ThemeButton" id="b-1">
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
          <state key="normal" title="1"/>
        </button>
        """, swift: """
        class ThemeButton: UIButton { var buttonFont: UIFont?; var cssSelector: String? }
        final class PasscodeViewController: UIViewController {
          @IBOutlet private var keypadButtons: [ThemeButton]?
          override func viewDidLoad() {
            super.viewDidLoad()
            let keypadFont = UIFont.preferredFont(forTextStyle: .title1)
            if let keypadButtons { for button in keypadButtons { button.buttonFont = keypadFont } }
          }
        }
        """),
      // Code replaces the font of each label in an array (Ruuvi's settings screen), in a closure
      // or a loop: the Swift rules judge that font.
      settingsScreen(marked: false, code: "[languageTitleLabel, unitsTitleLabel].forEach { $0?.font = UIFont.preferredFont(forTextStyle: .headline) }"),
      settingsScreen(marked: false, code: "for label in [languageTitleLabel, self.unitsTitleLabel] { label?.font = UIFont.preferredFont(forTextStyle: .headline) }"),
      // `pointSize="0.0"`: a cell style's title keeps the cell's default font (FSNotes' prototypes).
      """
      <label opaque="NO" text="Title" id="l-1">
        <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
      </label>
      """,
      // A fake user-name field for AutoFill: 1×1 pt and hidden from VoiceOver.
      """
      <textField opaque="NO" id="tf-1">
        <rect key="frame" x="0.0" y="43" width="1" height="1"/>
        <constraints>
          <constraint firstAttribute="height" constant="1" id="c-1"/>
          <constraint firstAttribute="width" constant="1" id="c-2"/>
        </constraints>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <textInputTraits key="textInputTraits" textContentType="username"/>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="NO"/>
        </userDefinedRuntimeAttributes>
      </textField>
      """,
      // A static table whose controller's code gives it another data source: the storyboard's
      // cells are never shown (the data source's cells are judged in code).
      InterfaceBuilderExample("""
      <tableViewController id="vc-1" customClass="CreateProfileViewController" sceneMemberID="viewController">
        <tableView key="view" dataMode="static" style="grouped" id="tv-1">
          <sections>
            <tableViewSection id="sec-1">
              <cells>
                <tableViewCell id="cell-1">
                  <tableViewCellContentView key="contentView" id="cv-1">
                    <subviews>
                      <textField opaque="NO" placeholder="Name" id="tf-1">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                      </textField>
                    </subviews>
                  </tableViewCellContentView>
                </tableViewCell>
              </cells>
            </tableViewSection>
          </sections>
        </tableView>
      </tableViewController>
      """, swift: """
      final class CreateProfileViewController: UITableViewController {
        var rows: GenericTableViewDataSource?
        override func viewDidLoad() {
          rows = GenericTableViewDataSource(for: tableView, with: viewModel.tableViewData)
          tableView.dataSource = rows
        }
      }
      """),
      // The label class sets a Dynamic Type font whenever its text is set.
      InterfaceBuilderExample("""
        <label text="안녕하세요" numberOfLines="0" id="l-1" customClass="TypingLabel">
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </label>
        """, swift: """
        final class TypingLabel: UILabel {
          override var text: String? {
            didSet { attributedText = NSAttributedString(string: text ?? "", attributes: [.font: UIFont.preferredFont(forTextStyle: .subheadline)]) }
          }
        }
        """),
      // An emoji picker's glyph label: code puts one emoji in a box the size of its 46 pt font.
      """
      <view id="root-1" customClass="EmojiView">
        <subviews>
          <label opaque="NO" userInteractionEnabled="NO" text="" textAlignment="center" id="emoji-1">
            <rect key="frame" x="0.0" y="0.0" width="46" height="46"/>
            <fontDescription key="fontDescription" type="system" pointSize="46"/>
          </label>
        </subviews>
        <connections><outlet property="emojiLabel" destination="emoji-1" id="o-1"/></connections>
      </view>
      """,
      // Larger than body text at the largest accessibility size (a 60 pt reading), as in Swift.
      """
      <label opaque="NO" text="" id="l-1">
        <fontDescription key="fontDescription" type="boldSystem" pointSize="60"/>
        <connections><outlet property="readingLabel" destination="l-1" id="o-1"/></connections>
      </label>
      """,
      // A toolbar button drawn as a "+" glyph (Onion Browser's new-tab button): an icon, not words.
      """
      <button opaque="NO" contentMode="scaleToFill" id="b-1">
        <fontDescription key="fontDescription" type="system" pointSize="30"/>
        <state key="normal" title="+"/>
      </button>
      """,
      // A separator between a brand and a quantity that code only hides (Open Food Facts's upload cell).
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("UploadCell", outlet: "separatorLabel", to: "l-1"))
        <label text="-" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """, swift: """
        final class UploadCell: UITableViewCell {
          @IBOutlet var separatorLabel: UILabel!
          func configure(quantity: String?) { separatorLabel.isHidden = quantity == nil }
        }
        """),
      // An empty label nothing fills, and a letter drawn as a tile (a grade badge), show no text to read.
      """
      <label text="" textAlignment="center" id="l-1">
        <rect key="frame" x="0.0" y="876" width="414" height="0.0"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """,
      """
      <label text="A" textAlignment="center" id="l-1">
        <rect key="frame" x="1" y="1" width="38" height="48"/>
        <fontDescription key="fontDescription" type="boldSystem" pointSize="42"/>
      </label>
      """,
      """
      <label text="🎉" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="40"/></label>
      """,
      """
      <label text="아메리카노" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
      </label>
      """,
      """
      <label text="4,500원" numberOfLines="0" id="l-1">
        <fontDescription key="fontDescription" type="system" pointSize="13"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="textStyleName" value="footnote"/></userDefinedRuntimeAttributes>
      </label>
      """,
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("MenuCell", outlet: "priceLabel", to: "l-1"))
        <label text="4,500원" numberOfLines="0" id="l-1"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
        """, swift: """
        final class MenuCell: UITableViewCell {
          @IBOutlet var priceLabel: UILabel!
          override func awakeFromNib() { priceLabel.font = .preferredFont(forTextStyle: .footnote) }
        }
        """),
    ])

  /// At most 2×2 pt (its size constraints, else its frame) and no accessibility element: neither
  /// seen nor spoken, only there for the system (a fake user-name field that AutoFill fills).
  /// The ids of the views an owner's `inputAccessoryView` or `inputView` outlet holds.
  static func keyboardViews(in document: IBDocument) -> Set<String> {
    Set(document.objects.flatMap { owner in
      owner.outlets.filter { $0.property == "inputAccessoryView" || $0.property == "inputView" }.map(\.destination)
    })
  }

  /// Inside a keyboard's input or accessory view: a `UIInputView`, or one of `keyboardViews`.
  static func isOnKeyboardBar(_ object: IBObject, in document: IBDocument, keyboardViews: Set<String>) -> Bool {
    ([object] + document.ancestors(of: object)).contains { view in
      view.customClass == "UIInputView" || view.element == "inputView" || keyboardViews.contains(view.id)
    }
  }

  static func isUnseenSpeck(_ object: IBObject) -> Bool {
    let hidden = object.accessibility.isElement == false || object.runtimeAttributes["isAccessibilityElement"] == "NO"
    guard hidden, let width = object.fixedWidth?.points ?? object.frame?.width,
          let height = object.fixedHeight?.points ?? object.frame?.height else { return false }
    return width <= 2 && height <= 2
  }

  /// A label whose text is one or two marks with no letter or digit (`-`, `•`, `/`, `|`), or a line
  /// drawn with five or more dashes or underscores.
  static func isSeparatorGlyph(_ object: IBObject) -> Bool {
    let shown = object.element == "label" ? object.text : object.element == "button" ? object.buttonTitle : nil
    guard let text = shown?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return false }
    // A label of dashes or underscores drawn as a line (`__ __ __ __`, a dashed divider in a booking
    // card); an ellipsis (`...`) is a placeholder code fills, not a line.
    if object.element == "label", text.count > 2 {
      let marks = text.filter { !$0.isWhitespace }
      return marks.count >= 5 && Set(marks).count <= 2 && Set(marks).isSubset(of: ["_", "-", "—", "–", "=", "~"])
    }
    guard text.count <= 2 else { return false }
    return text.allSatisfy { $0.isPunctuation || $0.isSymbol }
  }

  /// Ruuvi's settings screen: a storyboard label with a fixed font, and what the controller's
  /// `viewDidLoad` does to its outlets (`code`, one line).
  static func settingsScreen(marked: Bool, code: String, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("SettingsViewController", outlet: "languageTitleLabel", to: "l-1"))
      <label text="Language" id="l-1">\(marked ? "↓" : "")<fontDescription key="fontDescription" type="system" pointSize="16"/></label>
      """, swift: """
      final class SettingsViewController: UITableViewController {
        @IBOutlet weak var languageTitleLabel: UILabel!
        @IBOutlet weak var unitsTitleLabel: UILabel!
        override func viewDidLoad() {
          super.viewDidLoad()
          \(code)
        }
      }
      """, file: file, line: line)
  }

  /// A label a controller's code fills, in a font named `font`.
  static func iconLabel(font: String, family: String, marked: Bool, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("DealerDetailViewController", outlet: "twitterIconLabel", to: "l-1"))
      <label text="" id="l-1">\(marked ? "↓" : "")<fontDescription key="fontDescription" name="\(font)" family="\(family)" pointSize="24"/></label>
      """, swift: """
      final class DealerDetailViewController: UIViewController {
        @IBOutlet var twitterIconLabel: UILabel!
        override func viewDidLoad() { super.viewDidLoad(); twitterIconLabel.text = "\\u{f099}" }
      }
      """, file: file, line: line)
  }

  /// A custom view's xib label with a fixed 17 pt font, and a screen whose code does `screenSets`
  /// to it through the view.
  /// A page's Done button, its 16 pt title replaced in `viewDidLoad` by `codeTitle` beside an image.
  static func doneButton(codeTitle: String, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("PageViewController", outlet: "doneButton", to: "b-1"))
      <button opaque="NO" contentMode="scaleToFill" id="b-1">
        \(codeTitle == "nil" ? "" : "↓")<fontDescription key="fontDescription" type="system" pointSize="16"/>
        <state key="normal" title="Done"/>
      </button>
      """, swift: """
      final class PageViewController: UIViewController {
        @IBOutlet weak var doneButton: UIButton!
        override func viewDidLoad() {
          super.viewDidLoad()
          doneButton.setTitle(\(codeTitle), for: .normal)
          doneButton.setImage(UIImage(named: "close"), for: .normal)
        }
      }
      """, file: file, line: line)
  }

  static func hintView(screenSets: String, marked: Bool, file: StaticString = #filePath, line: UInt = #line) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("HintView", outlet: "titleLabel", to: "l-1"))
      <label text="안내" id="l-1">\(marked ? "↓" : "")<fontDescription key="fontDescription" type="system" pointSize="17"/></label>
      """, swift: """
      final class HintView: UIView { @IBOutlet var titleLabel: UILabel! }
      final class SecondScanViewController: UIViewController {
        @IBOutlet var hintView: HintView!
        func updateView() { \(screenSets) }
      }
      """, file: file, line: line)
  }

  /// A cell whose outlet an extension of the class configures with `extensionSets`; marked where
  /// it is reported.
  static func noteCell(extensionSets: String, marked: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <tableViewCell id="c-1" customClass="InfoTableViewCell">
        <tableViewCellContentView key="contentView" id="cv-1">
          <subviews>
            <label text="Label" id="l-1">\(marked ? "↓" : "")<fontDescription key="fontDescription" type="system" pointSize="17"/></label>
          </subviews>
        </tableViewCellContentView>
        <connections><outlet property="label0" destination="l-1" id="o-1"/></connections>
      </tableViewCell>
      """, swift: """
      class InfoTableViewCell: UITableViewCell {
        @IBOutlet private(set) weak var label0: UILabel?
        override func prepareForReuse() { super.prepareForReuse(); self.label0?.text = nil }
      }
      extension InfoTableViewCell {
        func configure(withNoteString noteString: String?) {
          \(extensionSets)
        }
      }
      """)
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    // Read once a document, and only when a fixed font on a key may need it.
    lazy var keyboardViews = Self.keyboardViews(in: document)
    for object in document.objects {
      let type = facts.uikitClass(of: object)
      let isTitledButton = type == "UIButton" && object.buttonTitle != nil && object.configuration == nil
      guard IBFacts.textClasses.contains(type) || isTitledButton, let font = object.font else { continue }
      // A class whose own code sets the font (Ostelco's `Heading2Label`): judged below whatever the file says.
      let fontOwner = facts.customClassScalesOwnFont(object) ? nil : facts.customClassSettingOwnFont(object)
      guard fontOwner != nil || !font.isTextStyle, let size = fontOwner != nil ? 0 : font.pointSize else { continue }
      // Nothing to read (an empty label no code fills), or letters and emoji drawn as a picture.
      if object.isEmptyLabel(reachableFromCode: facts.isReachableFromCode(object)) || object.drawsPictureText { continue }
      // A point-sized view kept out of the accessibility tree (a hidden field for AutoFill): no one reads it.
      if Self.isUnseenSpeck(object) { continue }
      // Inside a hidden container nothing in code shows (a static cell kept for later).
      if facts.isNeverShown(object, in: document) { continue }
      // A button whose title code clears (`setTitle(nil, for: .normal)`, an image in its place): no words.
      if isTitledButton, facts.codeSets([ProjectIndex.clearedTitle], on: object) == true { continue }
      // A separator glyph between two labels ("-", "•", "|"), or a button drawn as one ("+" in a
      // toolbar), that no code replaces: no words to enlarge. A key on a keyboard bar ("⌥") is
      // judged below as the keyboard's keys are.
      if Self.isSeparatorGlyph(object), facts.codeSets(["text", "attributedText", "setTitle", "setAttributedTitle"], on: object) != true,
         object.element == "label" || !Self.isOnKeyboardBar(object, in: document, keyboardViews: keyboardViews) { continue }
      // `ibEnaStyle`, `textStyle`, `fontName`: the app's own code picks the font at run time.
      // (`dynamicTextSize = "semibold18"`, Mixin's: the app's setter scales it with UIFontMetrics.)
      if facts.hasRuntimeAttribute(object, containing: ["font", "style", "textsize", "dynamictype"]) { continue }
      // A label class whose own code (a `text` setter, `awakeFromNib`) sets a Dynamic Type font
      // replaces the file's; the Swift rules judge that code.
      if facts.customClassScalesOwnFont(object) { continue }
      let fontProperties: Set<String> = ["font", "titleLabel.font", "adjustsFontForContentSizeCategory", "configuration", "attributedText", "setAttributedTitle", IBFacts.styled]
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: fontProperties) else { continue }
      // A class whose own code sets a fixed font (Ostelco's `Heading2Label`): the file's font never
      // shows; the class's is what doesn't grow, and the fix belongs there.
      if let owner = fontOwner {
        context.report(at: font.position, LocalizedText(
          en: "\(facts.name(of: object)): its class \(owner) sets its own font in code, one that doesn't grow with the user's text size (this file's font is replaced); scale that font with UIFontMetrics and set adjustsFontForContentSizeCategory in \(owner)",
          ko: "\(facts.name(of: object))의 클래스 \(owner)의 코드가 사용자의 글자 크기에 따라 커지지 않는 글꼴을 지정합니다(이 파일의 글꼴은 바뀝니다). \(owner)에서 UIFontMetrics로 글꼴 크기를 조정하고 adjustsFontForContentSizeCategory를 켜세요"),
          needsReview: true)
        continue
      }
      // A font property of the app's own class (`button.buttonFont = keypadFont`, ownCloud's keypad).
      if facts.codeAssignments(to: object)?.contains(where: { $0.hasSuffix("Font") }) == true { continue }
      // The scene's controller scales the labels of its view as it loads (a base screen's
      // `view.setFontTextStyle()`): the storyboard's font is likely replaced, though such a walker
      // may scale only some sizes. Information, to check.
      if fontOwner == nil, size < FixedTextSizeRule.displayOnlySize, facts.sceneControllerScalesItsLabels(object) {
        context.report(at: font.position, LocalizedText(
          en: "\(facts.name(of: object)) has a fixed \(Measure.format(size)) pt font here, but its screen's code scales the labels of its view with UIFontMetrics as it loads: check that this size is among those it scales",
          ko: "\(KoreanParticle.topic.attach(to: facts.name(of: object))) 여기서 고정된 \(Measure.format(size))pt 글꼴이지만, 화면 코드가 로드될 때 뷰의 레이블을 UIFontMetrics로 조정합니다. 이 크기도 조정되는지 확인하세요"),
          severity: .info, needsReview: true)
        continue
      }
      // A key on a keyboard's accessory bar (UTM's ⌥, ⇥, F2 keys), at body size or more: like the
      // keyboard's own keys, and like bar items, it keeps its size; it is made readable by the
      // Large Content Viewer, not by a text style its fixed key would truncate.
      if size >= 17, Self.isOnKeyboardBar(object, in: document, keyboardViews: keyboardViews) {
        context.report(at: font.position, LocalizedText(
          en: "\(facts.name(of: object)) is a key on a keyboard bar with a fixed \(Measure.format(size)) pt font: like the keyboard's keys it keeps its size, so show it in the Large Content Viewer (showsLargeContentViewer, UILargeContentViewerInteraction) for people using the largest text sizes",
          ko: "\(KoreanParticle.topic.attach(to: facts.name(of: object))) 고정된 \(Measure.format(size))pt 글꼴을 쓰는 키보드 막대의 키입니다. 키보드 키처럼 크기가 고정되므로, 가장 큰 글자 크기를 쓰는 사람을 위해 큰 콘텐츠 뷰어(showsLargeContentViewer, UILargeContentViewerInteraction)로 보여 주세요"),
          severity: .info, needsReview: needsReview)
        continue
      }
      // As the Swift rule judges it: as large as body text at all but the two largest sizes (40 pt) is
      // not reported; as big as the largest style (a 38 pt title) is information.
      if size >= FixedTextSizeRule.displayOnlySize { continue }
      let style = TextStyleScale.nearestStyle(to: size, weight: font.isBold ? "semibold" : nil)
      let what: (en: String, ko: String)
      var isCustom = false
      if case .custom(let name) = font.kind {
        isCustom = true
        what = ("the custom font \(name) at \(Measure.format(size)) pt", "\(name) \(Measure.format(size))pt 사용자 지정 글꼴")
      } else {
        what = ("a fixed \(Measure.format(size)) pt system font", "고정된 \(Measure.format(size))pt 시스템 글꼴")
      }
      // At the font, as Xcode shows the Font field, like the Swift rule points at the font call.
      context.report(at: font.position, LocalizedText(
        en: "\(facts.name(of: object)) uses \(what.en), which doesn't grow with the user's text size; choose the text style \(style) in the Font menu and check Automatically Adjusts Font\(isCustom ? " (or scale the custom font with UIFontMetrics in code)" : "")",
        ko: "\(facts.name(of: object))에 \(KoreanParticle.object.attach(to: "\(what.ko)")) 써서 사용자가 글자 크기를 키워도 커지지 않습니다. 글꼴 메뉴에서 \(style) 텍스트 스타일을 고르고 Automatically Adjusts Font를 켜세요\(isCustom ? "(또는 코드에서 UIFontMetrics로 사용자 지정 글꼴 크기 조정)" : "")"),
        severity: size >= FixedTextSizeRule.largestStyleSize ? .info : nil, needsReview: needsReview)
    }
  }
}
