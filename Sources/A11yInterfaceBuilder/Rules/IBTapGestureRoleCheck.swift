import A11yCore
import A11ySwiftSource

/// Views made tappable with a tap gesture recognizer but not announced as buttons.
public struct IBTapGestureRoleCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { UIKitTapGestureRoleRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the month box hidden on purpose: only its border is set.
      monthBox(setting: "monthView.layer.borderWidth = 1", marked: true),
      // The neighbour of the splash: its tap signs in.
      splashContent(body: "signIn()", marked: true),
      // The neighbour of the keyboard helper: this one opens the menu too.
      splashContent(body: "keyboardDisappearFirst(view: view)", marked: true, helpers: """
        func keyboardDisappearFirst(view: UIView) {
          if UIApplication.shared.isKeyboardPresented {
            view.endEditing(true)
          }
          MenuPresenter.shared.open()
        }
        """),
      // The neighbour: the caption's tap does something else.
      """
      <view contentMode="scaleToFill" id="root">
        <subviews>
          <switch opaque="NO" contentMode="scaleToFill" id="sw-1">
            <connections><action selector="toggleSmartConnect:" destination="vc-1" eventType="valueChanged" id="a-1"/></connections>
          </switch>
          ↓<label opaque="NO" userInteractionEnabled="YES" text="Run Smart Connect" id="l-1">
            <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
          </label>
        </subviews>
      </view>
      \(tapRecognizer(running: "showSmartConnectHelp:", id: "a-2"))
      """,
      """
      <view contentMode="scaleToFill" id="root">
        <subviews>
          ↓<imageView userInteractionEnabled="YES" contentMode="scaleAspectFit" image="map_preview" id="map-1">
            <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
          </imageView>
        </subviews>
      </view>
      <tapGestureRecognizer id="tap-1"/>
      """,
    ],
    nonTriggering: [
      // A month box the code hides from VoiceOver, beside a field taking the same date (CityKey).
      monthBox(setting: "monthView.accessibilityElementsHidden = true", marked: false),
      // Tapped only to put the keyboard away (Meditation+'s splash).
      splashContent(body: "self.view.endEditing(true)", marked: false),
      // Another screen's action of the same name does more (Talent Torrent's register screen also
      // hides its drop-down): this scene's own only puts the keyboard away.
      splashContent(body: "self.view.endEditing(true)", marked: false, helpers: """
        final class RegisterViewController: UIViewController {
          @IBAction func didTapContentView(sender: UITapGestureRecognizer) { view.endEditing(true); dropDownListContainerView.isHidden = true }
        }
        """),
      // Through the app's own helper, which puts the keyboard away only when it shows (Talent Torrent's).
      splashContent(body: "keyboardDisappearFirst(view: view)", marked: false, helpers: """
        func keyboardDisappearFirst(view: UIView) {
          if UIApplication.shared.isKeyboardPresented {
            view.endEditing(true)
          }
        }
        """),
      // A caption that toggles the switch beside it, by the switch's own action (Orbot).
      """
      <view contentMode="scaleToFill" id="root">
        <subviews>
          <switch opaque="NO" contentMode="scaleToFill" id="sw-1">
            <connections><action selector="toggleSmartConnect:" destination="vc-1" eventType="valueChanged" id="a-1"/></connections>
          </switch>
          <label opaque="NO" userInteractionEnabled="YES" text="Run Smart Connect" id="l-1">
            <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
          </label>
        </subviews>
      </view>
      \(tapRecognizer(running: "toggleSmartConnect:", id: "a-2"))
      """,
      """
      <view contentMode="scaleToFill" id="root">
        <subviews>
          <imageView userInteractionEnabled="YES" contentMode="scaleAspectFit" image="map_preview" id="map-1">
            <accessibility key="accessibilityConfiguration" label="매장 지도"><accessibilityTraits key="traits" button="YES"/><bool key="isElement" value="YES"/></accessibility>
            <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
          </imageView>
        </subviews>
      </view>
      <tapGestureRecognizer id="tap-1"/>
      """,
      """
      <view key="view" contentMode="scaleToFill" id="root">
        <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
      </view>
      <tapGestureRecognizer id="tap-1"/>
      """,
      // A title tapped ten times to show the logs: a hidden shortcut.
      """
      <view contentMode="scaleToFill" id="root">
        <subviews>
          <label opaque="NO" userInteractionEnabled="YES" text="Enter your PIN" id="l-1">
            <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
          </label>
        </subviews>
      </view>
      <tapGestureRecognizer numberOfTapsRequired="10" id="tap-1">
        <connections><action selector="showLogs:" destination="-1" id="a-1"/></connections>
      </tapGestureRecognizer>
      """,
      // A xib's root view, File's Owner's `view`, tapped to put the keyboard away.
      """
      \(InterfaceBuilderExample.filesOwner("CommentViewController", outlet: "view", to: "1"))
      <view contentMode="scaleToFill" id="1">
        <subviews><textView clipsSubviews="YES" contentMode="scaleToFill" id="tv-1"/></subviews>
        <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
      </view>
      <tapGestureRecognizer id="tap-1"/>
      """,
      """
      <view contentMode="scaleToFill" id="root">
        <subviews>
          <imageView userInteractionEnabled="YES" image="photo" id="p-1">
            <connections><outletCollection property="gestureRecognizers" destination="pan-1" appends="YES" id="c-1"/></connections>
          </imageView>
        </subviews>
      </view>
      <panGestureRecognizer id="pan-1"/>
      """,
    ])

  /// CityKey's birth-date screen: a month box tapped to open a picker, whose outlet the code
  /// configures with `line`.
  static func monthBox(setting line: String, marked: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("EditDateOfBirthViewController", outlet: "monthView", to: "month-1"))
      <view contentMode="scaleToFill" id="root">
        <subviews>
          \(marked ? "↓" : "")<view contentMode="scaleToFill" id="month-1">
            <subviews><label opaque="NO" text="월" id="l-1"/></subviews>
            <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
          </view>
        </subviews>
      </view>
      \(tapRecognizer(running: "openMonthPicker:", id: "a-1"))
      """, swift: """
      final class EditDateOfBirthViewController: UIViewController {
        @IBOutlet weak var monthView: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          \(line)
        }
        @IBAction func openMonthPicker(_ sender: Any) { present(MonthPickerViewController(), animated: true) }
      }
      """)
  }

  /// Every tap's actions are among those of a control in the same superview.
  static func repeatsAControlBeside(_ object: IBObject, taps: [IBObject], in document: IBDocument, facts: IBFacts) -> Bool {
    let tapped = Set(taps.flatMap { facts.actions(of: $0) })
    guard !tapped.isEmpty, let parent = object.parent else { return false }
    let controls = document.objects[parent].children.map { document.objects[$0] }.filter { $0.id != object.id && facts.isControl($0) }
    return tapped.isSubset(of: Set(controls.flatMap { facts.actions(of: $0) }))
  }

  /// A placeholder (File's Owner) connects its `view` outlet to the object.
  static func isOwnersView(_ object: IBObject, in document: IBDocument) -> Bool {
    document.objects.contains { owner in
      owner.outlets.contains { $0.property == "view" && $0.destination == object.id }
    }
  }

  /// The tap recognizer `tap-1` the examples' views connect to, sending `selector`.
  static func tapRecognizer(running selector: String, id: String) -> String {
    #"<tapGestureRecognizer id="tap-1"><connections><action selector="\#(selector)" destination="vc-1" id="\#(id)"/></connections></tapGestureRecognizer>"#
  }

  /// Meditation+'s splash: a content view with a label, tapped to run `didTapContentView:`, whose
  /// body is `body` in the controller.
  static func splashContent(body: String, marked: Bool, helpers: String = "") -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SplashViewController"/>
      <view contentMode="scaleToFill" id="root">
        <subviews>
          \(marked ? "↓" : "")<view contentMode="scaleToFill" id="content">
            <subviews><label opaque="NO" text="Meditation+" id="l-1"/></subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <connections><outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="c-1"/></connections>
          </view>
        </subviews>
      </view>
      \(tapRecognizer(running: "didTapContentView:", id: "a-1"))
      """, swift: """
      final class SplashViewController: UIViewController {
        @IBAction func didTapContentView(sender: UITapGestureRecognizer) {
          \(body)
        }
      }
      \(helpers)
      """)
  }

  static let containers: Set<String> = ["UITableView", "UICollectionView", "UIScrollView", "UITableViewCell", "UICollectionViewCell", "UIStackView"]

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where !object.gestureRecognizers.isEmpty {
      let taps = object.gestureRecognizers.compactMap(document.object(id:)).filter { recognizer in
        // A tap asked for several times over (`numberOfTapsRequired="10"`, Mixin's hidden log
        // viewer) is a shortcut or an easter egg, not what the view does when activated.
        facts.uikitClass(of: recognizer) == "UITapGestureRecognizer" && recognizer.flag("enabled") != false
          && Int(recognizer["numberOfTapsRequired"] ?? "1") ?? 1 == 1
      }
      guard !taps.isEmpty else { continue }
      // Every tap only puts the keyboard away (Meditation+'s splash content view, `view.endEditing(true)`):
      // a tap outside the field, nothing a button would do.
      // (By name, or by the scene's class where other screens' methods of that name do more.)
      let classes = facts.project.keyboardOnlyMethods.isEmpty ? [] : facts.codeClasses(around: object)
      if !facts.project.keyboardOnlyMethods.isEmpty, taps.allSatisfy({ tap in
        !tap.actionSelectors.isEmpty && tap.actionSelectors.allSatisfy { selector in
          let name = String(selector.prefix { $0 != ":" })
          return facts.project.keyboardOnlyMethods.contains(name) || classes.contains { facts.project.keyboardOnlyMethods.contains($0 + "." + name) }
        }
      }) { continue }
      let type = facts.uikitClass(of: object)
      if facts.isControl(object) || Self.containers.contains(type) || object.key == "view" || object.key == "contentView" { continue }
      // A xib's top-level view that File's Owner shows as its `view` (Alfresco's comment screen,
      // tapped anywhere to put the keyboard away): a screen's root view, as above.
      if object.parent == nil, Self.isOwnersView(object, in: document) { continue }
      if object.accessibility.traits.contains("button") || object.accessibility.traits.contains("link") { continue }
      if object.accessibility.isElement == false && object.accessibility.setsTraits { continue }
      if facts.isInsideAccessibilityElement(object) { continue }
      // An invisible tap zone (a clear view with nothing in it, e.g. to dismiss the keyboard) is no control.
      let isInvisible = object.children.isEmpty && type == "UIView" && (object.colors["backgroundColor"].map { color in
        facts.resolve(color).map { $0.color.light.alpha == 0 } ?? false } ?? true)
      if isInvisible { continue }
      // A caption tapped to do what the switch or button beside it does (Orbot's "Run Smart
      // Connect" label toggling its switch): VoiceOver users have the control itself.
      if Self.repeatsAControlBeside(object, taps: taps, in: document, facts: facts) { continue }
      // (Or hides it on purpose, `monthView.accessibilityElementsHidden = true` beside a field taking the same input: CityKey's birth date.)
      let traitProperties: Set<String> = ["accessibilityTraits", "isAccessibilityElement", "accessibilityElements", "accessibilityElementsHidden"]
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: traitProperties) else { continue }
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)) has a tap gesture recognizer but VoiceOver doesn't announce it as a button; check Accessibility Enabled, give it a label and the Button trait (or use a UIButton)",
        ko: "\(facts.name(of: object))에 탭 제스처 인식기가 있지만 VoiceOver가 버튼으로 알리지 않습니다. 접근성 사용을 켜고 레이블과 Button 특성을 주거나 UIButton을 쓰세요"),
        needsReview: needsReview)
    }
  }
}
