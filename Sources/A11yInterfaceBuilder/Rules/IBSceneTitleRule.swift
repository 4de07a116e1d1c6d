import A11yCore
import A11ySwiftSource

/// Storyboard scenes in a navigation stack with no title: VoiceOver announces nothing when the
/// screen appears and the back button of the next screen says only "Back".
public struct IBSceneTitleRule: InterfaceBuilderRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "ib-scene-title",
    title: LocalizedText(en: "Scenes in a navigation stack need a title", ko: "내비게이션 스택의 화면에는 제목이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        When a screen is pushed, VoiceOver reads its navigation title first: that is how a blind user learns where \
        they are, and the next screen's back button repeats it. A scene with an empty navigation item says nothing, \
        and the back button says only "Back". Give the scene's Navigation Item a Title, or set `title` in the view \
        controller's code (a class whose code sets a title is not reported). Storyboards only: SwiftUI and code-built \
        screens are judged by other rules.
        """,
      ko: """
        화면이 push되면 VoiceOver는 내비게이션 제목부터 읽습니다. 시각장애인은 이 제목으로 자신이 어디에 있는지 알고, 다음 화면의 \
        뒤로 버튼도 이 제목을 되풀이합니다. 내비게이션 항목이 비어 있으면 아무것도 알려 주지 않고 뒤로 버튼은 "뒤로"라고만 \
        읽습니다. 장면의 Navigation Item에 Title을 주거나 뷰 컨트롤러 코드에서 `title`을 지정하세요(코드에서 제목을 지정하는 \
        클래스는 보고하지 않습니다). 스토리보드에만 적용됩니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.assistiveTechnology, .predictability], wcag: ["2.4.2"],
    hig: "Navigation bars › Best practices",
    examples: RuleExamples(
      // This rule reads storyboards only; its Swift examples are the code that clears a scene.
      triggering: [],
      nonTriggering: [
        "final class OrdersViewController: UIViewController { override func viewDidLoad() { title = \"주문 내역\" } }",
      ]))

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      """
      ↓<viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """,
    ],
    nonTriggering: [
      """
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" title="주문 내역" id="nav-1"/>
      </viewController>
      """,
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="OrdersViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class OrdersViewController: UIViewController { override func viewDidLoad() { title = \"주문 내역\" } }"),
      """
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
      </viewController>
      """,
    ])

  static let controllers: Set<String> = ["viewController", "tableViewController", "collectionViewController"]

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for controller in document.objects where Self.controllers.contains(controller.element) {
      guard let item = controller.children.map({ document.objects[$0] }).first(where: { $0.element == "navigationItem" }) else { continue }
      if let title = controller["title"] ?? item["title"], !title.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      if !facts.spokenTexts(of: item, property: "title", base: nil).isEmpty { continue }
      // A custom title view (a logo, a segmented control) is judged as the view it is.
      if item.children.contains(where: { document.objects[$0].key == "titleView" }) { continue }
      if let custom = controller.customClass {
        // Code the project can't see, or code that names the screen, may set the title.
        if facts.project.types.declaration(of: custom) == nil || facts.classCode.setsTitle.contains(custom) { continue }
      }
      context.report(at: controller.position, LocalizedText(
        en: "\(controller.customClass ?? facts.uikitClass(of: controller)) (id \(controller.id)) is in a navigation stack with no title: VoiceOver announces nothing when it appears and the next back button says only \"Back\"; give its Navigation Item a Title",
        ko: "\(controller.customClass ?? facts.uikitClass(of: controller)) (id \(controller.id)) 화면이 내비게이션 스택에 있지만 제목이 없어 VoiceOver가 화면이 나타날 때 아무것도 알리지 않고 다음 화면의 뒤로 버튼은 \"뒤로\"라고만 읽습니다. Navigation Item에 Title을 주세요"))
    }
  }
}
