import A11yCore
import A11ySwiftSource

/// Views that hide their contents from VoiceOver (an accessibility element, or
/// `accessibilityElementsHidden` in the runtime attributes) while holding controls.
public struct IBHiddenControlsCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { HiddenControlsRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the tab: its button sits in a corner, away from the centre a double tap lands on.
      """
      ↓<view id="tab-1">
        <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
        <accessibility key="accessibilityConfiguration" label="Share"><bool key="isElement" value="YES"/></accessibility>
        <subviews>
          <button id="b-1"><rect key="frame" x="250" y="0.0" width="50" height="50"/><state key="normal" image="icon_share"/></button>
          <label text="SHARE" id="l-1"><rect key="frame" x="0.0" y="0.0" width="200" height="50"/></label>
        </subviews>
      </view>
      """,
      // The neighbour of the switch cell: a collection cell's switch isn't spoken by the cell.
      """
      ↓<collectionViewCell contentMode="scaleToFill" id="cell-1">
        <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
        <view key="contentView" id="cv-1">
          <subviews>
            <label text="Touch ID로 잠금 해제" id="l-1"/>
            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw-1"/>
          </subviews>
        </view>
      </collectionViewCell>
      """,
      """
      ↓<view contentMode="scaleToFill" id="banner-1">
        <accessibility key="accessibilityConfiguration" label="이벤트 배너"><bool key="isElement" value="YES"/></accessibility>
        <subviews>
          <button buttonType="system" id="b-1"><state key="normal" title="자세히 보기"/></button>
        </subviews>
      </view>
      """,
      """
      ↓<view contentMode="scaleToFill" id="panel-1">
        <subviews>
          <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw-1"/>
        </subviews>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
        </userDefinedRuntimeAttributes>
      </view>
      """,
    ],
    nonTriggering: [
      // A tab made one element around a button that fills it (RIA DigiDoc's share tab): a double tap lands on the button.
      """
      <view id="tab-1" customClass="TabButton">
        <rect key="frame" x="140" y="0.0" width="47" height="50"/>
        <accessibility key="accessibilityConfiguration" identifier="shareButton" label="Share"><bool key="isElement" value="YES"/></accessibility>
        <subviews>
          <button id="b-1"><rect key="frame" x="0.0" y="0.0" width="47" height="50"/><state key="normal" image="icon_share"/></button>
          <label text="SHARE" id="l-1"><rect key="frame" x="0.0" y="35" width="47" height="13"/></label>
        </subviews>
      </view>
      """,
      """
      <tableViewCell contentMode="scaleToFill" id="cell-1">
        <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
        <tableViewCellContentView key="contentView" id="cv-1">
          <subviews>
            <label text="Touch ID로 잠금 해제" id="l-1"/>
            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw-1"/>
          </subviews>
        </tableViewCellContentView>
      </tableViewCell>
      """,
      """
      <view contentMode="scaleToFill" id="banner-1">
        <accessibility key="accessibilityConfiguration" label="이벤트 배너"><bool key="isElement" value="YES"/></accessibility>
        <subviews>
          <imageView image="banner" id="i-1"/>
          <label text="가을 신메뉴" id="l-1"/>
        </subviews>
      </view>
      """,
      """
      <view contentMode="scaleToFill" id="panel-1">
        <subviews><button buttonType="system" id="b-1"><state key="normal" title="주문"/></button></subviews>
      </view>
      """,
    ])

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where !object.children.isEmpty && !facts.isControl(object) {
      let hidesByRuntime = object.runtimeAttributes["accessibilityElementsHidden"].map { $0 == "YES" || $0 == "1" } ?? false
      guard hidesByRuntime || object.accessibility.isElement == true else { continue }
      if facts.isInsideAccessibilityElement(object) { continue }
      let controls = document.descendants(of: object).filter { facts.isControl($0) && !$0.isHidden }
      guard let first = controls.first else { continue }
      // A cell read as one element usually offers its buttons as custom actions in code.
      let type = facts.uikitClass(of: object)
      let isCell = type == "UITableViewCell" || type == "UICollectionViewCell"
      // A table cell read as one element with one switch inside: UIKit's cell speaks the switch's
      // state and a double tap flips it ("Unlock with Touch ID, switch button, on").
      if type == "UITableViewCell", controls.count == 1, first.element == "switch" { continue }
      // One control, a direct child, covering the element's centre (RIA DigiDoc's tab buttons, each a
      // view made one element around a button that fills it): VoiceOver's double tap lands on
      // the centre, so the element activates the control it stands for.
      if controls.count == 1, first.parent == object.index, let frame = first.frame, let outer = object.frame,
         frame.contains((outer.width / 2, outer.height / 2)) { continue }
      let codeMayExpose = facts.verdict(object, codeMaySet: [
        "accessibilityCustomActions", "isAccessibilityElement", "accessibilityElements", "accessibilityLabel",
        "accessibilityValue", "accessibilityTraits",
      ])
      guard case .report(let needsReview) = codeMayExpose else { continue }
      let how = hidesByRuntime ? "accessibilityElementsHidden" : "Accessibility Enabled"
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)) hides what it contains from VoiceOver (\(how)) but holds \(controls.count == 1 ? "the control" : "\(controls.count) controls, such as") \(facts.name(of: first)): people using VoiceOver or Switch Control can't reach \(controls.count == 1 ? "it" : "them")",
        ko: "\(KoreanParticle.subject.attach(to: "\(facts.name(of: object))")) 안의 요소를 VoiceOver에서 숨기지만(\(how)) \(facts.name(of: first)) 등 컨트롤 \(controls.count)개가 들어 있어 VoiceOver와 스위치 제어 사용자가 쓸 수 없습니다"),
        needsReview: needsReview || isCell)
    }
  }
}
