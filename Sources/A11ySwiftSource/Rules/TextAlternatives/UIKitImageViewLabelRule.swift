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
        // The neighbour: the stack is no element of its own.
        "final class Legend: UIViewController {\n  func setUp() {\n    let ↓colorImageView = UIImageView(image: UIImage(named: \"swatch\"))\n    colorImageView.isAccessibilityElement = true\n    let row = UIStackView()\n    row.addArrangedSubview(colorImageView)\n    view.addSubview(row)\n  }\n}",
        // The neighbour: the icon is one of the listed elements.
        "final class AppBanner: UIView {\n  private let ↓iconView = UIImageView(image: UIImage(named: \"app_icon\"))\n  private let button = UIButton()\n  func setUp() {\n    addSubview(iconView)\n    iconView.isAccessibilityElement = true\n    isAccessibilityElement = false\n    accessibilityElements = [iconView, button]\n  }\n}",
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
        // The same factory called without a label, and a local image of which one value is unlabelled.
        """
        extension UIImage {
          static func symbol(_ name: String, accessibilityLabel: String? = nil) -> UIImage? {
            let result = UIImage(systemName: name)
            if let accessibilityLabel { result?.accessibilityLabel = accessibilityLabel }
            return result
          }
        }
        enum Accessories {
          static func attachments() -> UIView {
            let ↓imageView = UIImageView(image: .symbol("paperclip"))
            imageView.isAccessibilityElement = true
            return imageView
          }
          static func passkey(isUsable: Bool) -> UIView {
            var image = UIImage.symbol("person.badge.key", accessibilityLabel: Strings.containsPasskey)
            if !isUsable { image = UIImage(named: "broken") }
            let ↓imageView = UIImageView(image: image)
            imageView.isAccessibilityElement = true
            return imageView
          }
        }
        """,
      ],
      nonTriggering: [
        // Mounted in a stack the code makes one labelled element (Stopp Corona's legend rows).
        "final class Legend: UIViewController {\n  func setUp() {\n    let colorImageView = UIImageView(image: UIImage(named: \"swatch\"))\n    colorImageView.isAccessibilityElement = true\n    let row = UIStackView()\n    row.addArrangedSubview(colorImageView)\n    row.isAccessibilityElement = true\n    row.accessibilityLabel = state.name\n    view.addSubview(row)\n  }\n}",
        // Labelled by a view model through Combine (Corona-Warn-App's statistics trend arrows).
        "final class Card: UIView {\n  private let trendView = UIImageView(image: UIImage(named: \"arrow_up\"))\n  func bind(_ viewModel: CardViewModel) {\n    trendView.isAccessibilityElement = true\n    viewModel.$trendAccessibilityLabel\n      .assign(to: \\.accessibilityLabel, on: trendView)\n      .store(in: &subscriptions)\n  }\n}",
        // The banner lists the elements VoiceOver reaches, and the icon isn't one (AltStore's app banner).
        "final class AppBanner: UIView {\n  private let iconView = UIImageView(image: UIImage(named: \"app_icon\"))\n  private let accessibilityView = UIView()\n  private let button = UIButton()\n  func setUp() {\n    addSubview(iconView)\n    iconView.isAccessibilityElement = true\n    isAccessibilityElement = false\n    accessibilityElements = [accessibilityView, button]\n  }\n}",
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
        // The image carries the label (a project factory sets it from its argument); the view speaks it.
        """
        extension UIImage {
          static func symbol(_ name: String, accessibilityLabel: String? = nil) -> UIImage? {
            guard !name.isEmpty else { return nil }
            let result = UIImage(systemName: name)
            if let accessibilityLabel { result?.accessibilityLabel = accessibilityLabel }
            return result
          }
        }
        enum Accessories {
          static func attachments() -> UIView {
            let imageView = UIImageView(image: .symbol("paperclip", accessibilityLabel: Strings.containsAttachments))
            imageView.isAccessibilityElement = true
            return imageView
          }
          static func passkey(isUsable: Bool) -> UIView {
            let image: UIImage?
            if isUsable {
              image = .symbol("person.badge.key", accessibilityLabel: Strings.containsPasskey)
            } else {
              image = UIImage.symbol("person.badge.key.fill", accessibilityLabel: Strings.brokenPasskey)
            }
            let imageView = UIImageView(image: image)
            imageView.isAccessibilityElement = true
            return imageView
          }
          static func premium() -> UIView {
            let badge = UIImage(named: "star")
            badge?.accessibilityLabel = Strings.premium
            let imageView = UIImageView(image: badge)
            imageView.isAccessibilityElement = true
            return imageView
          }
        }
        """,
      ])
  )

  /// An image view with no label of its own speaks its image's: one the code labels
  /// (`imageView.image?.accessibilityLabel = ...`, or on the local image it is given), or one
  /// every image it is given comes labelled from a project factory (`.symbol(.star,
  /// accessibilityLabel: title)`, whose body sets its result's label from that argument).
  static func imageIsLabelled(_ object: UIKitObject, _ project: ProjectIndex) -> Bool {
    if let label = object.assignment("image.accessibilityLabel")?.value, label.text != "nil" { return true }
    var images: [ExpressionInfo] = []
    if let image = object.initializer?.callArguments.first(labeled: "image") {
      if case .reference = image.kind, !object.imageSources.isEmpty { images += object.imageSources } else { images.append(image) }
    }
    for assignment in object.assignments where assignment.property == "image" {
      if case .reference = assignment.value.kind, !object.imageSources.isEmpty { continue }
      images.append(assignment.value)
    }
    images.removeAll { $0.text == "nil" }
    return !images.isEmpty && images.allSatisfy { labelledImage($0, project) }
  }

  /// `.symbol(name, accessibilityLabel: title)` of a project factory that labels its result with
  /// that argument; both branches of a ternary.
  static func labelledImage(_ image: ExpressionInfo, _ project: ProjectIndex) -> Bool {
    switch image.kind {
    case .ternary(_, let then, let otherwise):
      return labelledImage(then, project) && labelledImage(otherwise, project)
    case .call(let callee, let arguments):
      let name = callee.split(separator: ".").last.map(String.init) ?? callee
      guard let labels = project.resultLabelArguments[name] else { return false }
      return arguments.contains { argument in
        labels.contains(argument.label ?? "_") && argument.value.text != "nil"
      }
    default:
      return false
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for object in file.uikitObjects where object.uikitClass == "UIImageView" {
      // The image view as the VoiceOver preview describes it: made an element, with no label set.
      let speech = UIKitCodeTree.speech(of: object)
      guard speech.isElement == true, speech.label == nil,
            !file.isInsideAccessibilityElement(object), !Self.imageIsLabelled(object, context.project) else { continue }
      // An outlet is judged only when the storyboards or xibs that connect it are audited and none
      // of them gives it a label.
      if let storyboard = context.project.storyboardFacts(for: object),
         storyboard.isEmpty || storyboard.contains(where: { $0.hasAccessibilityLabel || $0.isInsideAccessibilityElement }) {
        continue
      }
      context.report(at: object.position, LocalizedText(
        en: "image view '\(object.name)' is an accessibility element with no accessibilityLabel: VoiceOver says only \"image\"; describe what it shows",
        ko: "이미지 뷰 \(KoreanParticle.topic.attach(to: "'\(object.name)'")) 접근성 요소이지만 accessibilityLabel이 없어 VoiceOver가 \"이미지\"만 읽습니다. 이미지의 내용을 설명하세요"))
    }
  }
}
