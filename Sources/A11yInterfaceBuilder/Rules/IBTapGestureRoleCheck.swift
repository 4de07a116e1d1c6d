import A11yCore
import A11ySwiftSource

/// Views made tappable with a tap gesture recognizer but not announced as buttons.
public struct IBTapGestureRoleCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { UIKitTapGestureRoleRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
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

  static let containers: Set<String> = ["UITableView", "UICollectionView", "UIScrollView", "UITableViewCell", "UICollectionViewCell", "UIStackView"]

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where !object.gestureRecognizers.isEmpty {
      let taps = object.gestureRecognizers.compactMap(document.object(id:)).filter { recognizer in
        facts.uikitClass(of: recognizer) == "UITapGestureRecognizer" && recognizer.flag("enabled") != false
      }
      guard !taps.isEmpty else { continue }
      let type = facts.uikitClass(of: object)
      if facts.isControl(object) || Self.containers.contains(type) || object.key == "view" || object.key == "contentView" { continue }
      if object.accessibility.traits.contains("button") || object.accessibility.traits.contains("link") { continue }
      if object.accessibility.isElement == false && object.accessibility.setsTraits { continue }
      if facts.isInsideAccessibilityElement(object) { continue }
      // An invisible tap zone (a clear view with nothing in it, e.g. to dismiss the keyboard) is no control.
      let isInvisible = object.children.isEmpty && type == "UIView" && (object.colors["backgroundColor"].map { color in
        facts.resolve(color).map { $0.color.light.alpha == 0 } ?? false } ?? true)
      if isInvisible { continue }
      let traitProperties: Set<String> = ["accessibilityTraits", "isAccessibilityElement", "accessibilityElements"]
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: traitProperties) else { continue }
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)) has a tap gesture recognizer but VoiceOver doesn't announce it as a button; check Accessibility Enabled, give it a label and the Button trait (or use a UIButton)",
        ko: "\(facts.name(of: object))에 탭 제스처 인식기가 있지만 VoiceOver가 버튼으로 알리지 않습니다. 접근성 사용을 켜고 레이블과 Button 특성을 주거나 UIButton을 쓰세요"),
        needsReview: needsReview)
    }
  }
}
