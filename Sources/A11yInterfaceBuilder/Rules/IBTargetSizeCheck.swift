import A11yCore
import A11ySwiftSource

/// Buttons whose constraints (or, without Auto Layout, frames) make them smaller than 44 pt or 9 mm.
public struct IBTargetSizeCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { TargetSizeRule.descriptor }

  /// A check box's 18 pt button, sending `touched:` to the nib's owner, and that owner's code.
  static func checkRow(marked: Bool) -> String {
    """
    \(InterfaceBuilderExample.filesOwner("CheckView", outlet: "checkButton", to: "b-1"))
    <view contentMode="scaleToFill" id="root-1">
      <subviews>
        \(marked ? "↓" : "")<button buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
          <constraints>
            <constraint firstAttribute="height" constant="18" id="c-1"/>
            <constraint firstAttribute="width" constant="18" id="c-2"/>
          </constraints>
          <connections><action selector="touched:" destination="-1" eventType="touchUpInside" id="a-1"/></connections>
        </button>
      </subviews>
    </view>
    """
  }

  static func checkRowCode(tapAction: String) -> String {
    "final class CheckView: UIView {\n  @IBOutlet private weak var checkButton: UIButton!\n  func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: \(tapAction))) }\n  @IBAction func touched(_ sender: Any) { toggle() }\n  @objc func showHelp() {}\n}\nfileprivate extension Selector {\n  static let touched = #selector(CheckView.touched)\n}"
  }

  /// Booster's 완료, a 92 pt wide button `height` high in the navigation bar.
  static func navigationBarButton(height: Int, marked: Bool) -> String {
    """
      \(marked ? "↓" : "")<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done-1">
        <rect key="frame" x="20" y="0" width="92" height="\(height)"/>
        <connections><action selector="done:" destination="vc-1" eventType="touchUpInside" id="a-1"/></connections>
        <state key="normal" title="완료"/>
        <constraints>
          <constraint firstAttribute="height" constant="\(height)" id="h-1"/>
          <constraint firstAttribute="width" constant="92" id="w-1"/>
        </constraints>
      </button>
      """
  }

  /// A labelled icon button `points` square (48 pt: over Apple's 44 pt, under 9 mm).
  static func favoriteButton(_ points: Int) -> String {
    """
    <button buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="fav-1">
      <accessibility key="accessibilityConfiguration" label="즐겨찾기"/>
      <connections><action selector="toggleFavorite:" destination="vc-1" eventType="touchUpInside" id="a-1"/></connections>
      <state key="normal" image="heart"/>
      <constraints>
        <constraint firstAttribute="width" constant="\(points)" id="w-1"/>
        <constraint firstAttribute="height" constant="\(points)" id="h-1"/>
      </constraints>
    </button>
    """
  }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the step footer's arrow: it skips the step, which nothing larger does.
      InterfaceBuilderExample(stepFooter(arrowAction: "skip:", marked: true)),
      // The neighbour of the wallet row's indicator: the cell leaves its touch on.
      walletRow(cellSetUp: "activeIndicator.isSelected = false", marked: true),
      // The neighbour of the button always hidden: code shows it when editing is allowed.
      InterfaceBuilderExample(checkRow(marked: true), swift: "final class CheckView: UIView {\n  @IBOutlet private weak var checkButton: UIButton!\n  override func awakeFromNib() { super.awakeFromNib(); checkButton.isHidden = true }\n  func configure(canEdit: Bool) { checkButton.isHidden = !canEdit }\n  @IBAction func touched(_ sender: Any) { toggle() }\n}"),
      // The neighbour of the empty action: the button's action chooses the address.
      InterfaceBuilderExample(checkRow(marked: true), swift: "final class CheckView: UIView {\n  @IBOutlet private weak var checkButton: UIButton!\n  @IBAction func touched(_ sender: Any) { select() }\n}"),
      // The neighbour of the check row: the view's tap runs something else.
      InterfaceBuilderExample(checkRow(marked: true), swift: checkRowCode(tapAction: "#selector(showHelp)")),
      // Code wires the outlet's button (here through a loop, whose receiver has no name to match).
      InterfaceBuilderExample("""
        <collectionViewCell id="c-1" customClass="ReceiptCell">
          <view key="contentView" id="cv-1">
            <subviews>
              ↓<button buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="r-1">
                <constraints>
                  <constraint firstAttribute="width" constant="20" id="w-1"/>
                  <constraint firstAttribute="height" constant="20" id="h-1"/>
                </constraints>
              </button>
            </subviews>
          </view>
          <connections><outlet property="readReceiptButton" destination="r-1" id="o-1"/></connections>
        </collectionViewCell>
        """, swift: """
        final class ReceiptCell: UICollectionViewCell {
          @IBOutlet weak var readReceiptButton: UIButton!
          func setUp() {
            [readReceiptButton].forEach { $0.addTarget(self, action: #selector(showReceipts), for: .touchUpInside) }
          }
        }
        """),
      InterfaceBuilderExample("↓" + favoriteButton(24)),
      // 48 pt meets Apple's 44 pt; checkpoint 2.5's 9 mm is asked when the audit asks for it.
      InterfaceBuilderExample("↓" + favoriteButton(48), options: ["recommendedSize": .bool(true)]),
      """
      ↓<button buttonType="custom" id="fav-1">
        <rect key="frame" x="10" y="10" width="30" height="30"/>
        <accessibility key="accessibilityConfiguration" label="즐겨찾기"/>
        <connections><action selector="toggleFavorite:" destination="vc-1" eventType="touchUpInside" id="a-1"/></connections>
      </button>
      """,
      // The neighbour of the navigation bar's button: two points short.
      InterfaceBuilderExample(navigationBarButton(height: 42, marked: true)),
      // The near miss, with the audit asking for checkpoint 2.5's 9 mm: still under it.
      InterfaceBuilderExample(navigationBarButton(height: 43, marked: true), options: ["recommendedSize": .bool(true)]),
      // As wide, but 30 pt high: under 44 pt whatever its width.
      """
      ↓<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done-1">
        <rect key="frame" x="20" y="600" width="335" height="30"/>
        <connections><action selector="done:" destination="vc-1" eventType="touchUpInside" id="a-1"/></connections>
        <state key="normal" title="Done"/>
        <constraints>
          <constraint firstAttribute="height" constant="30" id="h-1"/>
        </constraints>
      </button>
      """,
    ],
    nonTriggering: [
      // An arrow beside the large button it repeats (Psorcast's step footer): the same action has a large target.
      InterfaceBuilderExample(stepFooter(arrowAction: "goForward:", marked: false)),
      // raccoonwallet's wallet row: a radio button whose touch the cell turns off; the row takes the tap.
      walletRow(cellSetUp: "activeIndicator.isUserInteractionEnabled = false", marked: false),
      // A point short of 44 on a button twice as wide (Booster's 92×43 완료 in the navigation bar).
      InterfaceBuilderExample(navigationBarButton(height: 43, marked: false)),
      // A button its cell's code hides wherever it touches it (GenesisVision's Edit button): no one meets it.
      InterfaceBuilderExample(checkRow(marked: false), swift: "final class CheckView: UIView {\n  @IBOutlet private weak var checkButton: UIButton!\n  override func awakeFromNib() { super.awakeFromNib(); checkButton.isHidden = true }\n  @IBAction func touched(_ sender: Any) {}\n}"),
      // Faded in and out while hidden, the line that showed it commented out (mist's filter button).
      InterfaceBuilderExample(checkRow(marked: false), swift: "final class CheckView: UIView {\n  @IBOutlet private weak var checkButton: UIButton!\n  override func awakeFromNib() { super.awakeFromNib(); checkButton.alpha = 0; checkButton.isHidden = true }\n  func reveal() {\n    // checkButton.isHidden = false\n    UIView.animate(withDuration: 0.3) { self.checkButton.alpha = 1 }\n  }\n  @IBAction func touched(_ sender: Any) { toggle() }\n}"),
      // 48 pt meets Apple's 44 pt: without the audit's `recommendedSize`, nothing to report.
      InterfaceBuilderExample(favoriteButton(48)),
      // A Done button across the screen, stretched by its constraints: 50 pt high over 335 pt is
      // easy to hit, the sufficient size checkpoint 2.5 asks for.
      """
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done-1">
        <rect key="frame" x="20" y="600" width="335" height="50"/>
        <connections><action selector="done:" destination="vc-1" eventType="touchUpInside" id="a-1"/></connections>
        <state key="normal" title="Done"/>
        <constraints>
          <constraint firstAttribute="height" constant="50" id="h-1"/>
        </constraints>
      </button>
      """,
      // A radio button whose action was left empty (an address list's): the row's selection
      // chooses, a tap on the button does nothing.
      InterfaceBuilderExample(checkRow(marked: false), swift: "final class CheckView: UIView {\n  @IBOutlet private weak var checkButton: UIButton!\n  @IBAction func touched(_ sender: Any) {\n  }\n}"),
      // A check box in a row whose whole view runs the same action on a tap (Muun's CheckView).
      InterfaceBuilderExample(checkRow(marked: false), swift: checkRowCode(tapAction: ".touched")),
      // A read-receipt icon drawn as a button: no action in the file, and the cell's code only sets its image.
      InterfaceBuilderExample("""
        <collectionViewCell id="c-1" customClass="ReceiptCell">
          <view key="contentView" id="cv-1">
            <subviews>
              <button buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="r-1">
                <constraints>
                  <constraint firstAttribute="width" constant="20" id="w-1"/>
                  <constraint firstAttribute="height" constant="20" id="h-1"/>
                </constraints>
              </button>
            </subviews>
          </view>
          <connections><outlet property="readReceiptButton" destination="r-1" id="o-1"/></connections>
        </collectionViewCell>
        """, swift: """
        final class ReceiptCell: UICollectionViewCell {
          @IBOutlet weak var readReceiptButton: UIButton!
          @IBOutlet weak var likeButton: UIButton!
          func configure(unread: Bool) {
            readReceiptButton.setImage(UIImage(named: unread ? "Unread" : "Read"), for: .normal)
            likeButton.addTarget(self, action: #selector(like), for: .touchUpInside)
          }
        }
        """),
      """
      <button buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="fav-1">
        <rect key="frame" x="0" y="0" width="30" height="30"/>
        <accessibility key="accessibilityConfiguration" label="즐겨찾기"/>
      </button>
      """,
      InterfaceBuilderExample(favoriteButton(60)),
    ])

  /// The exact width and height a button is given: constant constraints, or its frame when Auto
  /// Layout and autoresizing can't change it. Intrinsic sizes are not judged.
  static func size(of object: IBObject, in document: IBDocument) -> (width: Double?, height: Double?, fromFrame: Bool) {
    var width = object.fixedWidth?.points, height = object.fixedHeight?.points
    var fromFrame = false
    let usesAutoLayout = object.flag("translatesAutoresizingMaskIntoConstraints") == false
    let inStack = object.parent.map { document.objects[$0].element == "stackView" } ?? false
    if !usesAutoLayout, !inStack, let frame = object.frame, width == nil, height == nil {
      let mask = object.attributes["autoresizingMask"] ?? ""
      width = mask.contains("flexibleWidth") ? nil : frame.width
      height = mask.contains("flexibleHeight") ? nil : frame.height
      fromFrame = true
    }
    return (width, height, fromFrame)
  }

  /// A button as wide as a row (a Done or sign-in button across the screen, 200 pt or more by its
  /// width constraint or, when constraints stretch it, its frame in the file): 44 pt high is easy
  /// to hit across that width, the sufficient size checkpoint 2.5 asks for, so a side under its
  /// desirable 9 mm isn't reported, as for a full-width row in SwiftUI.
  static func isWide(_ object: IBObject, width: Double?) -> Bool {
    (width ?? object.frame?.width ?? 0) >= TargetSizeRule.rowWidePoints
  }

  static func profile(_ context: IBRuleContext) -> (DeviceProfile, Double) {
    let profile = DeviceProfile.forProject(
      configured: context.rule.configuration.ruleOptions[context.rule.descriptor.id]?["device"]?.string, isIPadOnly: context.project.isIPadOnly)
    return (profile, context.option("minimumMillimetres")?.number ?? 9)
  }

  static func sendsWhatItsViewTapRuns(_ object: IBObject, facts: IBFacts) -> Bool {
    let actions = object.actionSelectors.map { String($0.prefix { $0 != ":" }) }
    guard !actions.isEmpty, !facts.project.tapSelectorsOnSelf.isEmpty else { return false }
    let classes = facts.codeClasses(around: object)
    return actions.allSatisfy { action in classes.contains { facts.project.tapSelectorsOnSelf[$0]?.contains(action) == true } }
  }

  /// A 24 pt radio button in a wallet row, wired to the cell's `select:`, that the cell sets up
  /// with `cellSetUp`; marked where it is reported.
  static func walletRow(cellSetUp: String, marked: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <tableViewCell id="c-1" customClass="WalletListCell">
        <tableViewCellContentView key="contentView" id="cv-1">
          <subviews>
            \(marked ? "↓" : "")<button id="b-1"><rect key="frame" x="16" y="20" width="24" height="24"/><state key="normal" image="radio_off"/>
              <connections><action selector="select:" destination="c-1" eventType="touchUpInside" id="a-1"/></connections>
            </button>
          </subviews>
        </tableViewCellContentView>
        <connections><outlet property="activeIndicator" destination="b-1" id="o-1"/></connections>
      </tableViewCell>
      """, swift: """
      final class WalletListCell: UITableViewCell {
        @IBOutlet weak var activeIndicator: UIButton!
        override func awakeFromNib() { super.awakeFromNib(); \(cellSetUp) }
        @IBAction func select(_ sender: UIButton) { isSelected.toggle() }
      }
      """)
  }

  /// Psorcast's step footer: a 200×50 pt "Next" button and a 24×24 pt arrow beside it, the arrow
  /// sending `arrowAction`.
  static func stepFooter(arrowAction: String, marked: Bool) -> String {
    """
    <view contentMode="scaleToFill" id="footer">
      <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
      <subviews>
        <button opaque="NO" contentMode="scaleToFill" title="다음" id="next-1">
          <rect key="frame" x="20" y="15" width="200" height="50"/>
          <connections><action selector="goForward:" destination="-1" eventType="touchUpInside" id="a-1"/></connections>
        </button>
        \(marked ? "↓" : "")<button opaque="NO" contentMode="scaleToFill" image="arrow_right" id="arrow-1">
          <rect key="frame" x="230" y="28" width="24" height="24"/>
          <connections><action selector="\(arrowAction)" destination="-1" eventType="touchUpInside" id="a-2"/></connections>
        </button>
      </subviews>
    </view>
    """
  }

  /// Every action the button sends, a sibling button of 44×44 pt or more sends too.
  static func repeatsALargeButtonBeside(_ object: IBObject, in document: IBDocument, facts: IBFacts) -> Bool {
    let actions = Set(facts.actions(of: object))
    guard !actions.isEmpty, object.segues.isEmpty, let parent = object.parent else { return false }
    return document.objects[parent].children.map { document.objects[$0] }.contains { sibling in
      guard sibling.id != object.id, facts.uikitClass(of: sibling) == "UIButton", !sibling.isHidden,
            actions.isSubset(of: Set(facts.actions(of: sibling))) else { return false }
      let size = size(of: sibling, in: document)
      return (size.width ?? 0) >= 44 && (size.height ?? 0) >= 44
    }
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    let (profile, millimetres) = Self.profile(context)
    let recommended = profile.points(millimetres: millimetres)
    for object in document.objects where facts.uikitClass(of: object) == "UIButton" && !object.isHidden && !object.isUserInteractionDisabled {
      if facts.isNeverShown(object, in: document) { continue }
      let size = Self.size(of: object, in: document)
      guard let smallest = [size.width, size.height].compactMap({ $0 }).min(), smallest > 0 else { continue }
      if facts.codeSets(["frame", "bounds", "contentEdgeInsets", "point(inside:with:)"], on: object) == true { continue }
      // Its class, or UIButton itself through an extension, decides its hit area in code (the
      // Peace Corps app's `extension UIButton { override func hitTest … }` widening every button to 44 pt).
      if !facts.project.typesDecidingTheirHitArea.isEmpty,
         ((object.customClass.map { facts.project.types.selfAndSuperclasses(of: $0) } ?? []) + ["UIButton"])
           .contains(where: facts.project.typesDecidingTheirHitArea.contains) { continue }
      // A button nothing wires is a status icon (read receipts), not something to tap.
      if facts.isUnwiredButton(object) { continue }
      // Code turns its touch off (an indicator in a row the table selects): the row is the target.
      if facts.codeSets([ProjectIndex.touchDisabled], on: object) == true { continue }
      // Every action it sends is a method left empty wherever it is written (an address row's
      // radio button, the row's selection doing the choosing): a tap on it does nothing.
      if object.segues.isEmpty, !facts.project.emptyMethods.isEmpty, case let actions = facts.actions(of: object),
         !actions.isEmpty, actions.allSatisfy(facts.project.emptyMethods.contains) { continue }
      // A check box in a row whose whole view runs the same action on a tap (Muun's `CheckView`:
      // the button's `touched:`, and the class's `addGestureRecognizer(UITapGestureRecognizer(…
      // action: .touched))`): the row is the target.
      if Self.sendsWhatItsViewTapRuns(object, facts: facts) { continue }
      // WCAG 2.5.8's equivalent: a button beside it, 44 pt both ways, sends the same actions
      // (Psorcast's arrow beside the step's own large button).
      if Self.repeatsALargeButtonBeside(object, in: document, facts: facts) { continue }
      // A point short of 44 on a button twice that wide (a 92×43 navigation bar button filling the
      // bar's height): rounding in its layout, not a target anyone misses (the 9 mm check stays).
      let nearMiss = smallest >= 43 && smallest < 44 && size.width != nil && size.height != nil
        && ([size.width, size.height].compactMap { $0 }.max() ?? 0) >= 88
      // A width its constraints stretch to, read from its frame in the file (a sign-out bar across the screen).
      let shownWidth = size.width ?? object.frame?.width
      let text = "\(shownWidth.map(Measure.format) ?? "?")×\(size.height.map(Measure.format) ?? "?") pt"
      let mm = "\(size.width.map { Measure.format(profile.millimetres(points: $0)) } ?? "?")×\(size.height.map { Measure.format(profile.millimetres(points: $0)) } ?? "?") mm"
      let minimum = Measure.format(millimetres), points = Measure.format(recommended)
      if smallest < 44, !nearMiss {
        // A few points short of 44 on a button as wide as a row (Syndiyo's 40 pt Logout bar): under
        // Apple's minimum, but easy to hit across its width: a warning, said so.
        let nearlyTallEnough = smallest >= 40 && Self.isWide(object, width: size.width)
        context.report(at: object.position, LocalizedText(
          en: "\(facts.name(of: object)) is \(text) (\(mm) on \(profile.screenName.en)), under Apple's 44×44 pt and checkpoint 2.5's \(minimum) mm (\(points) pt); enlarge the button or its constraints"
            + (nearlyTallEnough ? "; it is as wide as a row, so it is easy to hit across" : ""),
          ko: "\(facts.name(of: object))의 크기가 \(text)(\(profile.screenName.ko)에서 \(mm))로 Apple의 44×44pt와 검사 항목 2.5의 \(minimum)mm(\(points)pt)보다 작습니다. 버튼이나 제약 조건을 키우세요"
            + (nearlyTallEnough ? ". 행만큼 넓어 가로로는 누르기 쉽습니다" : "")),
          severity: nearlyTallEnough ? .warning : nil)
      } else if !size.fromFrame, smallest < recommended, context.option("recommendedSize")?.bool == true, !Self.isWide(object, width: size.width) {
        context.report(at: object.position, LocalizedText(
          en: "\(facts.name(of: object)) is \(text), which meets Apple's 44 pt but is \(mm) on \(profile.screenName.en), under checkpoint 2.5's \(minimum) mm (\(points) pt)",
          ko: "\(facts.name(of: object))의 크기 \(KoreanParticle.topic.attach(to: "\(text)")) Apple의 44pt는 넘지만 \(profile.screenName.ko)에서 \(KoreanParticle.direction.attach(to: "\(mm)")) 검사 항목 2.5의 \(minimum)mm(\(points)pt)보다 작습니다"),
          severity: .info)
      }
    }
  }
}
