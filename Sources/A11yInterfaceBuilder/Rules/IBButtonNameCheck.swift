import A11yCore
import A11ySwiftSource

/// Buttons and bar button items that show only an image, with no title and no label.
public struct IBButtonNameCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { UIKitButtonNameRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the inspectable label: an inspectable for the accent colour names nothing.
      "↓<button buttonType=\"custom\" id=\"b-1\"><state key=\"normal\" image=\"recenter_glyph\"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"string\" keyPath=\"accentColorName\" value=\"map.recenter.label\"/></userDefinedRuntimeAttributes></button>",
      // The neighbour of the transparent heart: the same button drawn at full opacity.
      "↓<button buttonType=\"custom\" alpha=\"1\" id=\"b-1\"><state key=\"normal\" image=\"heart\"/></button>",
      // A share button the code rounds with a helper that clears its title: still only an image.
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="PostViewController" sceneMemberID="viewController">
          <view key="view" id="v-1">
            <subviews>
              ↓<button buttonType="system" id="b-1"><state key="normal" image="ic_share"/></button>
            </subviews>
          </view>
          <connections><outlet property="shareButton" destination="b-1" id="o-1"/></connections>
        </viewController>
        """, swift: """
        extension UIButton { func makeRound() { layer.cornerRadius = 8; setTitle(nil, for: .normal) } }
        final class PostViewController: UIViewController {
          @IBOutlet weak var shareButton: UIButton!
          override func viewDidLoad() { super.viewDidLoad(); shareButton.makeRound() }
        }
        """),
      // The neighbour of the panel no size class installs: a compact-width iPhone puts it back.
      """
      <view contentMode="scaleToFill" id="v-1">
        <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="panel-1">
            <subviews>
              ↓<button buttonType="system" id="b-1"><state key="normal" image="icn_back"/></button>
            </subviews>
          </stackView>
        </subviews>
        <variation key="default"><mask key="subviews"><exclude reference="panel-1"/></mask></variation>
        <variation key="heightClass=regular-widthClass=compact"><mask key="subviews"><include reference="panel-1"/></mask></variation>
      </view>
      """,
      // An up chevron wired to increase a setpoint: VoiceOver says "Up", not what it does.
      InterfaceBuilderExample("""
        <tableViewCell id="c-1" customClass="SetpointCell">
          <subviews>
            ↓<button buttonType="system" id="up-1"><state key="normal" image="chevron.up" catalog="system"/></button>
          </subviews>
          <connections><outlet property="upButton" destination="up-1" id="o-1"/></connections>
        </tableViewCell>
        <resources><image name="chevron.up" catalog="system" width="128" height="72"/></resources>
        """, swift: """
        final class SetpointCell: UITableViewCell {
          @IBOutlet private var upButton: UIButton!
          func display() { upButton.addTarget(self, action: #selector(SetpointCell.increaseValue), for: .touchUpInside) }
          @objc func increaseValue(_ sender: Any?) {}
        }
        """),
      // Code labels the left item only; the right one stays an unnamed image.
      InterfaceBuilderExample("""
        <tableViewController id="vc-1" customClass="HabitsViewController" sceneMemberID="viewController">
          <tableView key="view" id="v-1"/>
          <navigationItem key="navigationItem" title="습관" id="nav-1">
            <barButtonItem key="leftBarButtonItem" image="ic_filter_24" id="filter-1"/>
            ↓<barButtonItem key="rightBarButtonItem" image="ic_add_24" id="add-1"/>
          </navigationItem>
        </tableViewController>
        """, swift: """
        final class HabitsViewController: UITableViewController {
          override func viewDidLoad() { navigationItem.leftBarButtonItem?.title = "필터" }
        }
        """),
      """
      ↓<button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="key-3">
        <rect key="frame" x="0.0" y="0.0" width="80" height="60"/>
        <state key="normal" image="key_3"/>
      </button>
      """,
      """
      <navigationItem title="Cart" id="nav-1">
        ↓<barButtonItem key="rightBarButtonItem" image="ic_more" id="bar-1"/>
      </navigationItem>
      """,
      """
      ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="close-1">
        <buttonConfiguration key="configuration" style="plain" image="cart" catalog="system"/>
      </button>
      <resources><image name="cart" catalog="system" width="128" height="113"/></resources>
      """,
      """
      ↓<view contentMode="scaleToFill" id="close-1" customClass="UIControl">
        <subviews><imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="icon_close" id="i-1"/></subviews>
      </view>
      """,
      // An image named with the plain word for the action is heard by that name: information.
      """
      <navigationItem title="Pending" id="nav-1">
        ↓<barButtonItem key="rightBarButtonItem" image="upload" id="bar-1"/>
      </navigationItem>
      """,
      // Code replaces the file's image with an SF Symbol whose name says nothing of the action.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("HeaderCell", outlet: "alertsButton", to: "b-1"))
        ↓<button buttonType="custom" id="b-1"><state key="normal" image="circle-info"/></button>
        """, swift: """
        final class HeaderCell: UITableViewCell {
          @IBOutlet weak var alertsButton: UIButton! {
            didSet { alertsButton.setImage(UIImage(systemName: "bell.badge"), for: .normal) }
          }
        }
        """),
    ],
    nonTriggering: [
      // A label set from a localization key by the app's inspectable (Soundscape's `accLabelLocalization`).
      "<button buttonType=\"custom\" id=\"b-1\"><state key=\"normal\" image=\"recenter_glyph\"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"string\" keyPath=\"accLabelLocalization\" value=\"map.recenter.label\"/></userDefinedRuntimeAttributes></button>",
      // A button left fully transparent and never shown by code (Hou's unfinished heart button): no one meets it.
      "<button buttonType=\"custom\" alpha=\"0.0\" id=\"b-1\"><state key=\"normal\" image=\"heart\"/></button>",
      // A panel the default size class leaves out and no size class puts back (Yona's server address): never shown.
      """
      <view contentMode="scaleToFill" id="v-1">
        <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="panel-1">
            <subviews>
              <button buttonType="system" id="b-1"><state key="normal" image="icn_back"/></button>
            </subviews>
          </stackView>
        </subviews>
        <variation key="default"><mask key="subviews"><exclude reference="panel-1"/></mask></variation>
      </view>
      """,
      // An up chevron that raises a shutter (wired in code or in the storyboard): "Up" says it.
      InterfaceBuilderExample("""
        <tableViewCell id="c-1" customClass="ShutterCell">
          <subviews>
            <button buttonType="system" id="up-1"><state key="normal" image="chevron.up" catalog="system"/></button>
          </subviews>
          <connections><outlet property="upButton" destination="up-1" id="o-1"/></connections>
        </tableViewCell>
        <resources><image name="chevron.up" catalog="system" width="128" height="72"/></resources>
        """, swift: """
        final class ShutterCell: UITableViewCell {
          @IBOutlet private var upButton: UIButton!
          func display() { upButton?.addTarget(self, action: .upButtonPressed, for: .touchUpInside) }
          @objc func upButtonPressed() {}
        }
        """),
      """
      <button buttonType="system" id="down-1">
        <state key="normal" image="chevron.down" catalog="system"/>
        <connections><action selector="scrollToBottom:" destination="-1" eventType="touchUpInside" id="a-1"/></connections>
      </button>
      <resources><image name="chevron.down" catalog="system" width="128" height="72"/></resources>
      """,
      // The scene's base class labels the navigation item's add button in code.
      InterfaceBuilderExample("""
        <tableViewController id="vc-1" customClass="HabitsViewController" sceneMemberID="viewController">
          <tableView key="view" id="v-1"/>
          <navigationItem key="navigationItem" title="습관" id="nav-1">
            <barButtonItem key="rightBarButtonItem" image="add_icon" id="add-1"/>
          </navigationItem>
        </tableViewController>
        """, swift: """
        class TasksViewController: UITableViewController {
          override func viewDidLoad() { navigationItem.rightBarButtonItem?.accessibilityLabel = "습관 추가" }
        }
        final class HabitsViewController: TasksViewController {}
        """),
      // The controller replaces the storyboard's item with one it builds.
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="EditorViewController" sceneMemberID="viewController">
          <view key="view" id="v-1"/>
          <navigationItem key="navigationItem" title="편집" id="nav-1">
            <barButtonItem key="leftBarButtonItem" image="ic_close_24" id="close-1"/>
          </navigationItem>
        </viewController>
        """, swift: """
        final class EditorViewController: UIViewController {
          override func viewDidLoad() {
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
          }
        }
        """),
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="key-3">
        <accessibility key="accessibilityConfiguration" label="3"/>
        <state key="normal" image="key_3"/>
      </button>
      """,
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-1">
        <state key="normal" title="Close" image="btn_close"/>
      </button>
      """,
      "<barButtonItem systemItem=\"add\" id=\"bar-1\"/>",
      """
      <view contentMode="scaleToFill" id="close-1" customClass="UIControl">
        <accessibility key="accessibilityConfiguration" label="닫기"><accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/></accessibility>
        <subviews><imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="icon_close" id="i-1"/></subviews>
      </view>
      """,
      "<barButtonItem title=\"Edit\" image=\"ic_edit\" id=\"bar-1\"/>",
      """
      <tableViewCell contentMode="scaleToFill" id="cell-1">
        <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
        <tableViewCellContentView key="contentView" id="content-1">
          <subviews><button buttonType="custom" id="b-1"><state key="normal" image="heart"/></button></subviews>
        </tableViewCellContentView>
      </tableViewCell>
      """,
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("KeypadViewController", outlet: "deleteKey", to: "b-1"))
        <button buttonType="custom" id="b-1"><state key="normal" image="key_delete"/></button>
        """, swift: """
        final class KeypadViewController: UIViewController {
          @IBOutlet weak var deleteKey: UIButton!
          override func viewDidLoad() { deleteKey.accessibilityLabel = "삭제" }
        }
        """),
      // The outlet's didSet shows info.circle (read "Info") instead of the file's asset.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("HeaderCell", outlet: "infoButton", to: "b-1"))
        <button buttonType="custom" id="b-1"><state key="normal" image="circle-info"/></button>
        """, swift: """
        final class HeaderCell: UITableViewCell {
          @IBOutlet weak var infoButton: UIButton! {
            didSet {
              if #available(iOS 13.0, *) {
                infoButton.setImage(UIImage.init(systemName: "info.circle"), for: .normal)
              }
            }
          }
        }
        """),
      """
      <button buttonType="system" id="back-1">
        <buttonConfiguration key="configuration" style="plain" image="arrow.left" catalog="system"/>
      </button>
      <resources><image name="arrow.left" catalog="system" width="128" height="113"/></resources>
      """,
    ])

  /// A bar item of a scene's navigation item whose controller (or a base class) labels or titles
  /// that side's item in code: `navigationItem.rightBarButtonItem?.accessibilityLabel = ...`.
  static func isLabelledThroughNavigationItem(_ object: IBObject, facts: IBFacts) -> Bool {
    // A controller's `toolbarItems` (the items sit right under the controller in the file).
    if object.element == "barButtonItem", object.key == nil, let parent = object.parent,
       facts.document.objects[parent].element.hasSuffix("Controller"), let controller = facts.document.objects[parent].customClass {
      return facts.project.types.selfAndSuperclasses(of: controller).contains {
        facts.classCode.labelsBarItems[$0]?.contains(ClassCodeFacts.toolbarItems) == true
      }
    }
    guard let itemIndex = object.parent, facts.document.objects[itemIndex].element == "navigationItem",
          let controllerIndex = facts.document.objects[itemIndex].parent,
          let controller = facts.document.objects[controllerIndex].customClass else { return false }
    let sides: [String]
    switch object.key {
    case "rightBarButtonItem"?: sides = ["right"]
    case "leftBarButtonItem"?: sides = ["left"]
    default:
      // Inside `leftBarButtonItems`/`rightBarButtonItems`: `leftBarButtonItem` is the first of them,
      // and code that labels the list's items by index (`leftBarButtonItems?[1]`) may reach any.
      let collection = facts.document.objects[itemIndex].children.filter { facts.document.objects[$0].element == "barButtonItem" && facts.document.objects[$0].key == nil }
      guard collection.contains(object.index) else { return false }
      sides = collection.first == object.index ? ["right", "left", ClassCodeFacts.listedItems] : [ClassCodeFacts.listedItems]
    }
    return facts.project.types.selfAndSuperclasses(of: controller).contains { type in
      sides.contains { facts.classCode.labelsBarItems[type]?.contains($0) == true }
    }
  }

  static let namedSystemButtonTypes: Set<String> = ["infoLight", "infoDark", "contactAdd", "detailDisclosure", "close"]

  /// A plain `UIControl` used as a button whose only content is an image view: VoiceOver can't even
  /// find it unless it is an element, and then it has no name.
  func checkImageOnlyControl(_ object: IBObject, facts: IBFacts, _ context: inout IBRuleContext) {
    if object.accessibility.hasLabel || facts.hasRuntimeLabel(object) || facts.isInsideAccessibilityElement(object) { return }
    if object.isHidden || object.isUserInteractionDisabled { return }
    let contents = facts.document.descendants(of: object)
    let showsText = contents.contains { ($0.text.map { !$0.isEmpty } ?? false) || $0.buttonTitle != nil || $0.accessibility.hasLabel }
    guard !showsText, let image = contents.first(where: { facts.uikitClass(of: $0) == "UIImageView" }) else { return }
    guard case .report(let needsReview) = facts.verdict(object, codeMaySet: IBFacts.labelProperties) else { return }
    context.report(at: object.position, LocalizedText(
      en: "\(facts.name(of: object)) is a control showing only the image '\(image["image"] ?? "")', with no accessibility label or Button trait: VoiceOver can't name it (or find it); check Accessibility Enabled, set a Label and the Button trait",
      ko: "\(KoreanParticle.topic.attach(to: "\(facts.name(of: object))")) 이미지 '\(image["image"] ?? "")'만 있는 컨트롤인데 접근성 레이블과 Button 특성이 없어 VoiceOver가 이름을 알려 주지 못합니다(찾지 못할 수도 있습니다). 접근성 사용을 켜고 레이블과 Button 특성을 주세요"),
      needsReview: needsReview)
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects {
      let type = facts.uikitClass(of: object)
      if type == "UIControl" {
        checkImageOnlyControl(object, facts: facts, &context)
        continue
      }
      guard type == "UIButton" || type == "UIBarButtonItem" else { continue }
      if let buttonType = object["buttonType"], Self.namedSystemButtonTypes.contains(buttonType) { continue }
      // A button that takes no touches (a spinner, a badge drawn as a button) is decoration.
      if object.isUserInteractionDisabled || object.isHidden { continue }
      if facts.isNeverShown(object, in: document) { continue }
      if type == "UIBarButtonItem" && (object["systemItem"] != nil || !object.children.isEmpty) { continue }
      guard let image = object.buttonImage, object.buttonTitle == nil else { continue }
      if object.accessibility.hasLabel || object.accessibility.isElement == false || facts.hasRuntimeLabel(object) { continue }
      if facts.isInsideAccessibilityElement(object) { continue }
      if type == "UIBarButtonItem", Self.isLabelledThroughNavigationItem(object, facts: facts) { continue }
      let titleProperties: Set<String> = IBFacts.labelProperties.union(["setTitle", "setAttributedTitle", "title", "configuration", "text"])
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: titleProperties) else { continue }
      // Code replaces the file's image with an SF Symbol: judge the symbol that shows.
      let codeSymbols = facts.codeSymbols(of: object)
      if !codeSymbols.isEmpty {
        if codeSymbols.allSatisfy({ SymbolNames.conventionalAction(of: $0) != nil }) { continue }
        let symbol = codeSymbols.first { SymbolNames.conventionalAction(of: $0) == nil } ?? codeSymbols[0]
        context.report(at: object.position, LocalizedText(
          en: "\(facts.name(of: object)) shows only the SF Symbol '\(symbol)' its code sets: VoiceOver guesses a name from the symbol, which may not say what it does; set a Label in the Accessibility inspector",
          ko: "\(facts.name(of: object))에 코드가 넣는 SF Symbol '\(symbol)'만 있어 VoiceOver가 기호에서 추측한 이름을 읽으며 기능과 다를 수 있습니다. 접근성 인스펙터에서 레이블을 입력하세요"),
          severity: .warning, needsReview: needsReview)
        continue
      }
      // An image named with the plain word for the action ("upload", "edit-icon"), or by a word its
      // action says (`weather` on a button sending `weatherButtonPressed:`, AnyDayAssist's): heard
      // by that name. Said, at info.
      if !facts.isSystemSymbol(image),
         let words = AssetNames.plainIconWords(of: image) ?? Self.wordOfTheAction(image, actions: facts.actions(of: object)) {
        // In an app that speaks English alone the word is the app's own language.
        if context.project.isEnglishOnly { continue }
        context.report(at: object.position, LocalizedText(
          en: "\(facts.name(of: object)) shows only the image '\(image)', which VoiceOver reads by its name (\"\(words)\"): right if that is what it does; set a Label in the Accessibility inspector to say it in the app's words and language",
          ko: "\(facts.name(of: object))에 이미지 '\(image)'만 있어 VoiceOver가 이미지 이름(\"\(words)\")을 읽습니다. 그 기능이면 괜찮지만, 앱의 말과 언어로 읽히도록 접근성 인스펙터에서 레이블을 입력하세요"),
          severity: .info, needsReview: needsReview)
        continue
      }
      if facts.isSystemSymbol(image) {
        // Read as the action it conventionally stands for ("xmark" is "Close"), as in Swift code;
        // an arrow read "Up" on a button wired to `increaseValue` says a direction, not the action.
        if let heard = SymbolNames.directionNotTheAction(of: image, actions: facts.actions(of: object)) {
          let action = facts.actions(of: object).joined(separator: ", ")
          context.report(at: object.position, LocalizedText(
            en: "\(facts.name(of: object)) shows only the SF Symbol '\(image)', which VoiceOver reads as \"\(heard.en)\", but it runs \(action): set a Label in the Accessibility inspector that says what it does",
            ko: "\(facts.name(of: object))에 SF Symbol '\(image)'만 있어 VoiceOver가 \"\(heard.ko)\"라고 읽지만 실제로는 \(action)을 실행합니다. 접근성 인스펙터에서 기능을 말하는 레이블을 입력하세요"),
            severity: .warning, needsReview: needsReview)
          continue
        }
        if SymbolNames.conventionalAction(of: image) != nil { continue }
        context.report(at: object.position, LocalizedText(
          en: "\(facts.name(of: object)) shows only the SF Symbol '\(image)': VoiceOver guesses a name from the symbol, which may not say what it does; set a Label in the Accessibility inspector",
          ko: "\(facts.name(of: object))에 SF Symbol '\(image)'만 있어 VoiceOver가 기호에서 추측한 이름을 읽으며 기능과 다를 수 있습니다. 접근성 인스펙터에서 레이블을 입력하세요"),
          severity: .warning, needsReview: needsReview)
      } else {
        context.report(at: object.position, LocalizedText(
          en: "\(facts.name(of: object)) shows an image with no title and no accessibility label: VoiceOver reads the file name or just \"button\"; set a Label in the Accessibility inspector",
          ko: "\(facts.name(of: object))에 이미지만 있고 제목과 접근성 레이블이 없어 VoiceOver가 파일 이름이나 \"버튼\"만 읽습니다. 접근성 인스펙터에서 레이블을 입력하세요"),
          needsReview: needsReview)
      }
    }
  }

  /// The asset's one word of four letters or more (beside "icon") that a method the button sends
  /// spells (`weather` in `weatherButtonPressed`), when its name is only that word.
  static func wordOfTheAction(_ image: String, actions: [String]) -> String? {
    guard !actions.isEmpty, image.allSatisfy({ ($0.isASCII && $0.isLetter) || $0 == "-" || $0 == "_" }) else { return nil }
    // (A designer's prefix is heard too, "b t n back", "I C more": no word alone then.)
    let words = IdentifierWords.words(in: image).filter { $0 != "icon" }
    guard words.count == 1, let word = words.first, word.count >= 4 else { return nil }
    let spoken = Set(actions.flatMap { IdentifierWords.words(in: $0) })
    return spoken.contains(word) ? word : nil
  }
}
