import A11yCore

/// A `UIImageView` made an accessibility element without a label.
public struct UIKitImageViewLabelRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "uikit-image-view-label",
    title: LocalizedText(en: "Image views made accessible need a label", ko: "접근성 요소로 만든 이미지 뷰에는 레이블이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        Setting `isAccessibilityElement = true` on a `UIImageView` makes VoiceOver stop on it; with no \
        `accessibilityLabel` it says only "image" (or the asset's name), like the guideline's unlabelled \
        "이벤트" banner. Give it a label that says what the picture shows, or leave it out of the \
        accessibility tree if it only decorates.
        """,
      ko: """
        `UIImageView`에 `isAccessibilityElement = true`를 지정하면 VoiceOver가 초점을 둡니다. `accessibilityLabel`이 없으면 \
        지침의 레이블 없는 "이벤트" 배너처럼 "이미지"나 에셋 이름만 읽습니다. 이미지의 내용을 알려 주는 레이블을 주거나, \
        장식용이면 접근성 요소로 만들지 마세요.
        """),
    defaultSeverity: .error,
    checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Accessibility › VoiceOver › Descriptions",
    examples: RuleExamples(
      triggering: [
        """
        final class EventCell: UITableViewCell {
          private let ↓bannerView = UIImageView(image: UIImage(named: "event_banner"))
          func configure() { bannerView.isAccessibilityElement = true }
        }
        """,
        """
        final class StoreViewController: UIViewController {
          override func viewDidLoad() {
            let ↓logo = UIImageView()
            logo.isAccessibilityElement = true
            logo.accessibilityTraits = .image
            view.addSubview(logo)
          }
        }
        """,
      ],
      nonTriggering: [
        """
        final class EventCell: UITableViewCell {
          private let bannerView = UIImageView(image: UIImage(named: "event_banner"))
          func configure() {
            bannerView.isAccessibilityElement = true
            bannerView.accessibilityLabel = "가을 시즌 이벤트: 음료 2잔 주문 시 1잔 무료"
          }
        }
        """,
        "final class C: UITableViewCell { private let divider = UIImageView(image: UIImage(named: \"divider\")) }",
        "final class C: UITableViewCell { let photo = UIImageView(); func f() { photo.isAccessibilityElement = true; photo.accessibilityLabel = item.caption } }",
        "final class C: UITableViewCell { @IBOutlet var photo: UIImageView!; func f() { photo.isAccessibilityElement = true } }",
      ])
  )

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for object in file.uikitObjects where object.uikitClass == "UIImageView" {
      // The image view as the VoiceOver preview describes it: made an element, with no label set.
      let speech = UIKitCodeTree.speech(of: object)
      guard speech.isElement == true, speech.label == nil, !object.isOutlet,
            !file.isInsideAccessibilityElement(object) else { continue }
      context.report(at: object.position, LocalizedText(
        en: "image view '\(object.name)' is an accessibility element with no accessibilityLabel: VoiceOver says only \"image\"; describe what it shows",
        ko: "이미지 뷰 \(KoreanParticle.topic.attach(to: "'\(object.name)'")) 접근성 요소이지만 accessibilityLabel이 없어 VoiceOver가 \"이미지\"만 읽습니다. 이미지의 내용을 설명하세요"))
    }
  }
}
