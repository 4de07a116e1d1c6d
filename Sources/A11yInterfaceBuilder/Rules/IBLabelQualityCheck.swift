import A11yCore
import A11ySwiftSource

/// Accessibility labels and button titles written in Interface Builder, judged in every language
/// the storyboard's string tables and the app's catalogs give; a label missing from a language the
/// app ships is information.
public struct IBLabelQualityCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { LabelQualityRule.descriptor }

  /// A forecast cell whose stack holds a placeholder "Button"; its code adds the hours' views,
  /// removing everything the stack held first, or only the hour views it added before.
  /// A home screen's button titled with a placeholder key that the screen's code passes to the
  /// app's button helper, which sets the title when `setsTitle` (marked when it doesn't).
  static func placeholderButton(setsTitle: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <viewController id="vc-1" customClass="HomeViewController" sceneMemberID="viewController">
        <view key="view" id="v-1">
          <subviews>
            \(setsTitle ? "" : "↓")<button buttonType="system" id="b-1"><state key="normal" title="_send_protocol_"/></button>
          </subviews>
        </view>
        <connections><outlet property="sendProtocolButton" destination="b-1" id="o-1"/></connections>
      </viewController>
      """, swift: """
      extension UIButton {
        func configureSolidButton(title: String) {
          layer.cornerRadius = 8
          \(setsTitle ? "setTitle(title, for: .normal)" : "accessibilityHint = title")
        }
      }
      final class HomeViewController: UIViewController {
        @IBOutlet weak var sendProtocolButton: UIButton!
        override func viewDidLoad() { super.viewDidLoad(); sendProtocolButton.configureSolidButton(title: "Изпрати протокол") }
      }
      """)
  }

  /// IssueTracker's editing screen: two cells, each with a placeholder-titled button, dequeued in
  /// two branches of one function as the same local name `cell`; the second cell's title is set
  /// only when `titlesBoth` (marked when it isn't).
  static func tagCells(titlesBoth: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <collectionViewController id="vc-1" customClass="EditingViewController" sceneMemberID="viewController">
        <collectionView key="collectionView" id="cv-1">
          <cells>
            <collectionViewCell reuseIdentifier="AssigneeCell" id="c-1" customClass="AssigneeCell">
              <collectionViewCellContentView key="contentView" id="cc-1">
                <subviews><button buttonType="system" id="b-1"><state key="normal" title="버튼"/></button></subviews>
              </collectionViewCellContentView>
              <connections><outlet property="tagButton" destination="b-1" id="o-1"/></connections>
            </collectionViewCell>
            <collectionViewCell reuseIdentifier="LabelCell" id="c-2" customClass="LabelCell">
              <collectionViewCellContentView key="contentView" id="cc-2">
                <subviews>\(titlesBoth ? "" : "↓")<button buttonType="system" id="b-2"><state key="normal" title="레이블"/></button></subviews>
              </collectionViewCellContentView>
              <connections><outlet property="tagButton" destination="b-2" id="o-2"/></connections>
            </collectionViewCell>
          </cells>
        </collectionView>
      </collectionViewController>
      """, swift: """
      final class AssigneeCell: UICollectionViewCell { @IBOutlet weak var tagButton: UIButton! }
      final class LabelCell: UICollectionViewCell { @IBOutlet weak var tagButton: UIButton! }
      final class EditingViewController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          if indexPath.section == 0 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "LabelCell", for: indexPath) as! LabelCell
            \(titlesBoth ? "cell.tagButton.setTitle(labels[indexPath.row].name, for: .normal)" : "cell.tagButton.backgroundColor = .gray")
            return cell
          } else {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "AssigneeCell", for: indexPath) as! AssigneeCell
            cell.tagButton.setTitle(assignees[indexPath.row].userId, for: .normal)
            return cell
          }
        }
      }
      """)
  }

  static func hourlyCell(removingSubviews: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <tableViewCell id="cell-1" customClass="HourlyCell" customModule="App">
        <tableViewCellContentView key="contentView" id="cv-1">
          <subviews>
            <stackView id="s-1">
              <subviews>
                \(removingSubviews ? "" : "↓")<button buttonType="system" id="b-1"><state key="normal" title="Button"/></button>
              </subviews>
            </stackView>
          </subviews>
        </tableViewCellContentView>
        <connections><outlet property="stackView" destination="s-1" id="o-1"/></connections>
      </tableViewCell>
      """, swift: """
      final class HourlyCell: UITableViewCell {
        @IBOutlet private weak var stackView: UIStackView!
        func configure(_ hours: [UIView]) {
          \(removingSubviews ? "stackView.arrangedSubviews.forEach { $0.removeFromSuperview() }" : "stackView.arrangedSubviews.forEach { if $0 is HourView { $0.removeFromSuperview() } }")
          hours.forEach { stackView.addArrangedSubview($0) }
        }
      }
      """)
  }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the identified tab: the code labels another identifier.
      identifiedTab(codeMatches: "signTab"),
      // The neighbour of the container: made an element, its label is what VoiceOver says.
      """
      ↓<view contentMode="scaleToFill" id="c-1">
        <accessibility key="accessibilityConfiguration" label="link"><bool key="isElement" value="YES"/></accessibility>
      </view>
      """,
      """
      <navigationController id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" title="Lot" id="nav-1">
          ↓<barButtonItem key="rightBarButtonItem" title="Item" id="b-1"/>
        </navigationItem>
      </viewController>
      """,
      """
      ↓<button buttonType="custom" id="b-1">
        <accessibility key="accessibilityConfiguration" label="btn_close"/>
        <state key="normal" image="btn_close"/>
      </button>
      """,
      """
      ↓<imageView contentMode="scaleAspectFit" image="store" id="img-1">
        <accessibility key="accessibilityConfiguration" label="image1"><bool key="isElement" value="YES"/></accessibility>
      </imageView>
      """,
      "↓<button buttonType=\"system\" id=\"b-1\"><state key=\"normal\" title=\"Button\"/></button>",
      // The neighbour of the replaced placeholder: the code removes only the hours it added, so "Button" stays.
      hourlyCell(removingSubviews: false),
      // The neighbour of the hidden placeholder: shown, its title "TEXT" says nothing.
      "↓<button buttonType=\"system\" id=\"b-1\"><state key=\"normal\" title=\"TEXT\"/></button>",
      // The neighbour of the translating button class: this one only upper-cases the key it was given.
      InterfaceBuilderExample("""
        ↓<button buttonType="system" customClass="ShoutButton" customModule="App" id="b-1">
          <state key="normal" title="login_view_login_button_title"/>
        </button>
        """, swift: """
        class ShoutButton: UIButton {
          required init?(coder: NSCoder) {
            super.init(coder: coder)
            if let title = title(for: .normal) { setTitle(title.uppercased(), for: .normal) }
          }
        }
        """),
      // The neighbour: a runtime attribute that names no text (a keyboard setting).
      """
      ↓<button buttonType="custom" customClass="ArrowButton" id="b-1">
        <state key="normal" title="start_menu_item_share_app"/>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="number" keyPath="keyboardDismissMode" value="1"/>
        </userDefinedRuntimeAttributes>
      </button>
      """,
      // The neighbour of the placeholder key: the helper never sets the title.
      placeholderButton(setsTitle: false),
      // The neighbour of the two tag cells: the label cell's branch sets no title.
      tagCells(titlesBoth: false),
    ],
    nonTriggering: [
      // RIA DigiDoc's tab: the screen labels each tab by its identifier (`case "myeIDTab": view.accessibilityLabel = …`).
      identifiedTab(codeMatches: "myeIDTab"),
      // The code's button helper sets the title the file holds as a placeholder key (Ti Broish's home screen).
      placeholderButton(setsTitle: true),
      // Two cells dequeued as `cell` in two branches of one function, each titled there (IssueTracker).
      tagCells(titlesBoth: true),
      // A placeholder in a stack whose subviews the cell's code removes before adding the hours
      // (a weather app's forecast cell): never seen or heard.
      hourlyCell(removingSubviews: true),
      // Hidden in the file, with no outlet to show it (superapp's placeholder button): never seen or heard.
      "<button hidden=\"YES\" buttonType=\"system\" id=\"b-1\"><state key=\"normal\" title=\"TEXT\"/></button>",
      // A container view VoiceOver never stops at: its label, however generic, is never spoken (ShopApp).
      """
      <containerView opaque="NO" contentMode="scaleToFill" id="c-1">
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="link"/></userDefinedRuntimeAttributes>
      </containerView>
      """,
      // A base class translates the title the storyboard gives as a key when the button is made (devstack's `LocalizedButton`).
      InterfaceBuilderExample("""
        <button buttonType="system" customClass="PrimaryButton" customModule="App" id="b-1">
          <state key="normal" title="login_view_login_button_title"/>
        </button>
        """, swift: """
        class LocalizedButton: UIButton {
          required init?(coder: NSCoder) {
            super.init(coder: coder)
            for state in [UIControl.State.normal, .highlighted] {
              if let title = title(for: state) { setTitle(NSLocalizedString(title, comment: ""), for: state) }
            }
          }
        }
        class PrimaryButton: LocalizedButton {}
        """),
      // The configuration's title is shown; Interface Builder's leftover state title "Button" is not (Calliope).
      """
      <button buttonType="system" id="b-1">
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="filled" image="plus" catalog="system" title="센서 데이터 기록"/>
      </button>
      """,
      // A button class that titles itself as it is made (bm's `CancelButton`): "Button" never shows.
      InterfaceBuilderExample("""
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-1" customClass="CancelButton">
          <state key="normal" title="Button"/>
        </button>
        """, swift: "class SuperButton: UIButton { func commonInit() {} }\nclass CancelButton: SuperButton {\n  required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }\n  override func commonInit() { super.commonInit(); setTitle(\"취소\", for: .normal) }\n}"),
      // A placeholder title the app's `local_title` setter replaces with a localized one (Mixin).
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-1">
        <state key="normal" title="Button"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="local_title" value="cancel"/></userDefinedRuntimeAttributes>
      </button>
      """,
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-1">
        <state key="normal" title="버튼"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="local_title" value="cancel"/></userDefinedRuntimeAttributes>
      </button>
      """,
      // A bar item in a navigation bar that is always hidden is never seen or heard.
      """
      <navigationController navigationBarHidden="YES" id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" title="Lot" id="nav-1">
          <barButtonItem key="rightBarButtonItem" title="Item" id="b-1"/>
        </navigationItem>
      </viewController>
      """,
      """
      <button buttonType="custom" id="b-1">
        <accessibility key="accessibilityConfiguration" label="닫기"/>
        <state key="normal" image="btn_close"/>
      </button>
      """,
      "<button buttonType=\"system\" id=\"b-1\"><state key=\"normal\" title=\"주문하기\"/></button>",
      // A label set as a runtime attribute in the Identity inspector names the button (WSDOT's example star).
      """
      <button buttonType="custom" id="b-1">
        <state key="normal" title="Button" image="icFavoriteDefault"/>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Favorite Star Icon Example"/>
        </userDefinedRuntimeAttributes>
      </button>
      """,
      """
      <button buttonType="custom" id="b-1">
        <state key="normal" title="Button" image="icFavoriteDefault"/>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="즐겨찾기에 추가"/>
        </userDefinedRuntimeAttributes>
      </button>
      """,
      // The button's class shows the translation of the key set in the Identity inspector (Stopp Corona's TransButton).
      """
      <button buttonType="custom" customClass="ArrowButton" id="b-1">
        <state key="normal" title="start_menu_item_share_app"/>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="string" keyPath="transKeyNormal" value="start_menu_item_diary"/>
        </userDefinedRuntimeAttributes>
      </button>
      """,
      // The controller relabels its toolbar items in code.
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="ReaderViewController" sceneMemberID="viewController">
          <view key="view" id="v-1"/>
          <toolbarItems>
            <barButtonItem title="Item" image="share" id="b-1"/>
          </toolbarItems>
        </viewController>
        """, swift: """
        final class ReaderViewController: UIViewController {
          override func viewDidLoad() { toolbarItems?[0].accessibilityLabel = "Share" }
        }
        """),
      // A toolbar left on the xib's canvas beside the view the xib is loaded for: it never ships.
      """
      <view contentMode="scaleToFill" id="root-1" customClass="AudioAttachmentView">
        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
      </view>
      <toolbar opaque="NO" contentMode="scaleToFill" id="tb-1">
        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
        <items>
          <barButtonItem title="Item" id="item-1"/>
        </items>
      </toolbar>
      """,
      // The controller relabels the storyboard's bar item in code.
      InterfaceBuilderExample("""
        <tableViewController id="vc-1" customClass="SignupViewController" sceneMemberID="viewController">
          <tableView key="view" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1">
            <barButtonItem key="rightBarButtonItem" title="Item" image="more" id="b-1"/>
          </navigationItem>
        </tableViewController>
        """, swift: """
        final class SignupViewController: UITableViewController {
          override func viewDidLoad() { navigationItem.rightBarButtonItem?.accessibilityLabel = NSLocalizedString("auth.more", comment: "") }
        }
        """),
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="ListViewController" sceneMemberID="viewController">
          <view key="view" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1">
            <leftBarButtonItems>
              <barButtonItem title="Item" image="more" id="b-1"/>
              <barButtonItem title="Item" image="filter" id="b-2"/>
            </leftBarButtonItems>
          </navigationItem>
        </viewController>
        """, swift: """
        final class ListViewController: UIViewController {
          override func viewDidLoad() {
            navigationItem.leftBarButtonItems?[0].accessibilityLabel = "More"
            navigationItem.leftBarButtonItems?[1].accessibilityLabel = "Filter"
          }
        }
        """),
      """
      <label text="Label" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
      """,
    ])

  static let defaultTitles: Set<String> = ["Button", "Label", "Title", "Text", "Item"]

  /// Views UIKit doesn't make accessibility elements unless told to.
  static let notElementsByDefault: Set<String> = [
    "view", "containerView", "stackView", "scrollView", "imageView", "tableView", "collectionView", "visualEffectView",
    "mapView", "wkWebView", "tableViewCellContentView", "collectionReusableView",
  ]

  /// A tab view labelled "tab-my-eid" in the file, identified `myeIDTab`, and a screen that
  /// labels the views of identifier `codeMatches`; marked where it is reported when that is another.
  static func identifiedTab(codeMatches: String) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(codeMatches == "myeIDTab" ? "" : "↓")<view id="tab-1" customClass="TabButton">
        <accessibility key="accessibilityConfiguration" identifier="myeIDTab" label="tab-my-eid"><bool key="isElement" value="YES"/></accessibility>
      </view>
      """, swift: """
      final class LandingViewController: UIViewController {
        var visibleViews: [UIView] = []
        func presentButtons() {
          visibleViews.forEach { view in
            switch view.accessibilityIdentifier {
            case "\(codeMatches)": view.accessibilityLabel = NSLocalizedString("my-eid", comment: "")
            default: break
            }
          }
        }
      }
      """)
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    // Scenes whose navigation bar is always hidden: their bar items are never seen or heard.
    lazy var underHiddenBars = IBSceneTitleRule.controllersUnderHiddenBars(document, facts: facts)
    for object in document.objects {
      if object.element == "barButtonItem", IBSceneTitleRule.isInHiddenNavigationBar(object, in: document, underHiddenBars: underHiddenBars) { continue }
      // Hidden in the file with no outlet to show it (superapp's 'TEXT' button): never seen or heard.
      if facts.isNeverShown(object, in: document) { continue }
      let role = facts.role(of: object)
      var judged: [(property: String, base: String?)] = []
      // A label on a view VoiceOver doesn't stop at (a container, an image view not made an element)
      // is never spoken (ShopApp's container view labelled "link").
      // (A custom class may make itself one in code.)
      if object.accessibility.label != nil, object.accessibility.isElement == true || !Self.notElementsByDefault.contains(object.element)
        || object.customClass != nil || object.runtimeAttributes["isAccessibilityElement"].map({ $0 == "YES" || $0 == "1" }) == true {
        judged.append(("accessibilityLabel", object.accessibility.label))
      }
      // IB's default title ("Button") on a button code reaches through an outlet is a placeholder
      // the code replaces.
      if role == .button, object.accessibility.label == nil, let title = object.buttonTitle,
         !(Self.defaultTitles.contains(title) && facts.hasOutlet(object)) {
        judged.append((object.element == "button" ? object.buttonTitleProperty : "title", title))
      }
      for (property, base) in judged {
        // A title the app's own class replaces from a localization key set in the Identity
        // inspector (`transKeyNormal`, `localizedKey`): the storyboard's text is a placeholder.
        if property != "accessibilityLabel", object.setsRuntimeLocalizationKey { continue }
        // A button class that translates its own title at init (`LocalizedButton`): the title is a key.
        if property != "accessibilityLabel", facts.customClassTranslatesOwnText(object) { continue }
        // A button class that gives itself its title as it is made (bm's `CancelButton`, "取消").
        if property != "accessibilityLabel", facts.customClassTitlesItself(object) { continue }
        // Code that sets the label or title through an outlet replaces what the file says.
        if facts.codeSets(IBFacts.labelProperties.union(["setTitle", "title", "configuration"]), on: object) == true { continue }
        // A label code gives the views of its identifier (`case "myeIDTab": view.accessibilityLabel = …`).
        if property == "accessibilityLabel", let identifier = object.accessibility.identifier,
           facts.project.identifiersLabelledInCode.contains(identifier) { continue }
        // A scene's bar item its controller relabels (`navigationItem.rightBarButtonItem?.accessibilityLabel = ...`).
        if IBButtonNameCheck.isLabelledThroughNavigationItem(object, facts: facts) { continue }
        let texts = facts.spokenTexts(of: object, property: property, base: base)
        var reported = false
        for (language, text) in texts {
          guard let problem = LabelQuality.assess(text, role: role) else { continue }
          let whereEn = language == "Base" ? "" : " (\(language))"
          let whereKo = language == "Base" ? "" : " (\(language))"
          context.report(at: object.position, LocalizedText(
            en: "\(facts.name(of: object))\(whereEn): \(problem.message.en)",
            ko: "\(facts.name(of: object))\(whereKo): \(problem.message.ko)"))
          reported = true
          break
        }
        if reported || property != "accessibilityLabel" { continue }
        // An English base text is what English tables would say: no translation is missing there.
        let isEnglishBase = base.map { !$0.isEmpty && $0.unicodeScalars.allSatisfy(\.isASCII) } ?? false
        let missing = facts.languagesMissing(property, of: object).filter { !(isEnglishBase && ($0 == "en" || $0.hasPrefix("en-"))) }
        if !missing.isEmpty && !document.stringTables.isEmpty {
          context.report(at: object.position, LocalizedText(
            en: "\(facts.name(of: object)): the accessibility label has no translation in \(missing.joined(separator: ", ")) (\(document.baseName).strings); VoiceOver users of that language hear the base text",
            ko: "\(facts.name(of: object)): 접근성 레이블의 번역이 \(missing.joined(separator: ", ")) 언어의 \(document.baseName).strings 파일에 없어 해당 언어 VoiceOver 사용자는 기본 텍스트를 듣습니다"),
            severity: .info)
        }
      }
    }
  }
}
