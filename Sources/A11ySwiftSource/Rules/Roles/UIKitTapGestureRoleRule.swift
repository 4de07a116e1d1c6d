import A11yCore

/// A tap gesture recognizer on a non-control UIKit view without the button trait.
public struct UIKitTapGestureRoleRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "uikit-tap-gesture-role",
    title: LocalizedText(en: "Views with tap recognizers need the button trait", ko: "탭 제스처가 있는 뷰에는 버튼 특성이 필요합니다"),
    rationale: LocalizedText(
      en: """
        A `UITapGestureRecognizer` turns a plain view into a control that VoiceOver doesn't announce as one. \
        Make the view an accessibility element with a label and `accessibilityTraits = .button` (or use a \
        `UIButton`), so VoiceOver says "button" and a double tap activates it.
        """,
      ko: """
        `UITapGestureRecognizer`를 붙인 일반 뷰는 컨트롤처럼 동작하지만 VoiceOver는 컨트롤로 안내하지 않습니다. 뷰를 레이블이 \
        있는 접근성 요소로 만들고 `accessibilityTraits = .button`을 지정하거나(`UIButton` 사용도 가능) VoiceOver가 "버튼"이라고 \
        읽고 두 번 탭으로 실행되게 하세요.
        """),
    defaultSeverity: .error,
    checkpoints: [.assistiveTechnology], wcag: ["4.1.2"], hig: "Accessibility › Custom elements",
    examples: RuleExamples(
      triggering: [
        """
        final class StoreViewController: UIViewController {
          private let mapPreview = UIView()
          override func viewDidLoad() {
            mapPreview.addSubview(UIImageView(image: UIImage(named: "map_gangnam")))
            let tap = UITapGestureRecognizer(target: self, action: #selector(openMap))
            ↓mapPreview.addGestureRecognizer(tap)
          }
        }
        """,
        """
        final class CouponCard: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(use)))
          }
        }
        """,
      ],
      nonTriggering: [
        """
        final class StoreViewController: UIViewController {
          private let mapPreview = UIView()
          override func viewDidLoad() {
            let tap = UITapGestureRecognizer(target: self, action: #selector(openMap))
            mapPreview.addGestureRecognizer(tap)
            mapPreview.isAccessibilityElement = true
            mapPreview.accessibilityTraits = .button
          }
        }
        """,
        """
        final class CouponCard: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(use)))
            accessibilityTraits.insert(.button)
          }
        }
        """,
        """
        final class V: UIViewController {
          let photo = UIImageView()
          func f() { photo.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(zoom))) }
        }
        """,
        "final class V: UIViewController { let go = UIButton(); func f() { go.addGestureRecognizer(UITapGestureRecognizer()) } }",
        "final class Form: UIViewController { override func viewDidLoad() { view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(endEditing))) } }",
        "final class Article: UIViewController { let showBarsZone = UIView()\n override func viewDidLoad() { showBarsZone.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showBars))) } }",
        """
        final class Sidebar: UIViewController {
          let list = UIView()
          func f() {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            list.addGestureRecognizer(doubleTap)
          }
        }
        """,
        """
        final class StatusCard: UIControl {
          let header = UIStackView()
          func f() {
            isAccessibilityElement = true
            header.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
          }
        }
        """,
      ])
  )

  /// A plain `UIView` with nothing drawn or added to it: a transparent zone that catches taps (show
  /// the bars, scroll to top). VoiceOver never lands on it, and it isn't a control anyone sees.
  static func isInvisibleTapZone(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIView", object.name != "self" else { return false }
    let draws = object.assignments.contains { $0.property == "backgroundColor" || $0.property.hasPrefix("layer.") }
    let holds = object.calls.contains { ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.method) }
    return !draws && !holds && object.initializer?.callArguments.isEmpty != false
  }

  /// Scroll, table and collection views: a tap on them selects the cell under the finger.
  static let containerClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // Single-tap recognizers held in variables; a double tap is a shortcut, not the view's action.
    let tapRecognizerNames = Set(file.uikitObjects.filter { recognizer in
      recognizer.uikitClass == "UITapGestureRecognizer"
        && (recognizer.assignment("numberOfTapsRequired")?.value.numberLiteral ?? 1) == 1
    }.map(\.name))
    // A tap on a screen's root view dismisses the keyboard or the chrome; it is not a button.
    for object in file.uikitObjects
    where !object.isControl && !object.isRootView && !Self.containerClasses.contains(object.uikitClass) {
      let traits = object.traits
      if traits.contains("button") || traits.contains("link") || object.isAccessibilityElement == false { continue }
      let storyboard = context.project.storyboardFacts(for: object) ?? []
      if file.isInsideAccessibilityElement(object) { continue }
      // An outlet's content is in its storyboard or xib: a view holding subviews there is no empty tap zone.
      if Self.isInvisibleTapZone(object), !storyboard.contains(where: \.hasSubviews) { continue }
      // An outlet whose storyboard or xib gives it the Button or Link trait (or hides it, or reads
      // it as part of an ancestor) is announced as what it is.
      if storyboard.contains(where: {
        !$0.traits.isDisjoint(with: ["button", "link"]) || $0.isAccessibilityElement == false || $0.isInsideAccessibilityElement
      }) { continue }
      for call in object.calls("addGestureRecognizer") {
        guard let recognizer = call.arguments.firstUnlabeled else { continue }
        let isTap = recognizer.callee == "UITapGestureRecognizer"
          || (recognizer.kind == .reference(recognizer.text) && tapRecognizerNames.contains(recognizer.text))
        guard isTap else { continue }
        context.report(at: call.position, LocalizedText(
          en: "'\(object.name)' (\(object.declaredClass)) acts on a tap but VoiceOver doesn't announce it as a button; set accessibilityTraits = .button and a label, or use a UIButton",
          ko: "\(KoreanParticle.topic.attach(to: "'\(object.name)'(\(object.declaredClass))")) 탭으로 동작하지만 VoiceOver가 버튼으로 안내하지 않습니다. accessibilityTraits = \(KoreanParticle.and.attach(to: ".button")) 레이블을 지정하거나 UIButton을 쓰세요"))
      }
    }
  }
}
