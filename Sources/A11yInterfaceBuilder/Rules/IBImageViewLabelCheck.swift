import A11yCore
import A11ySwiftSource

/// Image views made accessibility elements in Interface Builder with no label.
public struct IBImageViewLabelCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { UIKitImageViewLabelRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      """
      ↓<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="event_banner" id="img-1">
        <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
      </imageView>
      """,
    ],
    nonTriggering: [
      """
      <imageView contentMode="scaleAspectFit" image="event_banner" id="img-1">
        <accessibility key="accessibilityConfiguration" label="가을 신메뉴 이벤트"><bool key="isElement" value="YES"/></accessibility>
      </imageView>
      """,
      "<imageView contentMode=\"scaleAspectFit\" image=\"divider\" id=\"img-1\"/>",
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("StoreViewController", outlet: "banner", to: "img-1"))
        <imageView contentMode="scaleAspectFit" image="event_banner" id="img-1">
          <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
        </imageView>
        """, swift: """
        final class StoreViewController: UIViewController {
          @IBOutlet var banner: UIImageView!
          override func viewDidLoad() { banner.accessibilityLabel = event.title }
        }
        """),
    ])

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where facts.uikitClass(of: object) == "UIImageView" {
      guard object.accessibility.isElement == true, !object.accessibility.hasLabel, !facts.hasRuntimeLabel(object) else { continue }
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: IBFacts.labelProperties) else { continue }
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)) is an accessibility element with no label: VoiceOver says only \"image\" or the asset name; set a Label in the Accessibility inspector or uncheck Enabled",
        ko: "\(KoreanParticle.topic.attach(to: "\(facts.name(of: object))")) 접근성 요소인데 레이블이 없어 VoiceOver가 \"이미지\"나 에셋 이름만 읽습니다. 접근성 인스펙터에서 레이블을 입력하거나 접근성 사용을 해제하세요"),
        needsReview: needsReview)
    }
  }
}
