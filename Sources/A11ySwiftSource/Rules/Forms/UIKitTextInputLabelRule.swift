import A11yCore

/// UIKit text inputs whose purpose is given only by a placeholder or a hint.
public struct UIKitTextInputLabelRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "uikit-text-input-label",
    title: LocalizedText(en: "Text inputs need a label, not just a placeholder", ko: "텍스트 입력에는 안내 문구가 아닌 레이블이 필요합니다"),
    rationale: LocalizedText(
      en: """
        A `UITextField`'s placeholder disappears as soon as text is typed: VoiceOver then reads the entered \
        digits with no name, and the person can't check which field they are in (the guideline's card-number \
        field). A hint alone is read last or not at all. Set `accessibilityLabel` ("Card number") and keep the \
        placeholder for the format ("0000-0000-0000-0000"). A text field subclass is reported where the \
        developer fixes it, once: the class when it sets its own placeholder (every use inherits it), each use \
        when the class only restyles the placeholder its users give it.
        """,
      ko: """
        `UITextField`의 placeholder는 글자를 입력하면 사라집니다. 그러면 VoiceOver는 입력한 숫자만 이름 없이 읽어 사용자가 \
        어떤 칸인지 확인할 수 없습니다(지침의 카드 번호 입력란). 힌트만 있으면 마지막에 읽거나 읽지 않습니다. \
        `accessibilityLabel`("카드 번호")을 지정하고 placeholder는 입력 형식("0000-0000-0000-0000") 안내에 쓰세요. \
        텍스트 필드 하위 클래스는 개발자가 고칠 곳에서 한 번만 보고합니다. 클래스가 직접 placeholder를 정하면 모든 사용처가 \
        물려받으므로 클래스에서, 사용처가 준 placeholder의 모양만 바꾸면 각 사용처에서 보고합니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.inputAssistance], wcag: ["3.3.2", "1.3.1"], hig: "Accessibility › VoiceOver › Labels",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the representable labelled where it is placed: no placement labels it.
        "struct SearchField: UIViewRepresentable { let placeholder: String\n func makeUIView(context: Context) -> UITextField {\n let ↓textField = UITextField()\n textField.placeholder = placeholder\n return textField }\n func updateUIView(_ view: UITextField, context: Context) {} }\nstruct Search: View { var body: some View { SearchField(placeholder: \"검색\") } }",
        // The neighbour of the display-only field: one style turns touches off, the search style keeps them (NadoSunbae's field).
        "final class ↓NadoTextField: UITextField {\n  func setSelectStyle() { self.isUserInteractionEnabled = false }\n  func setSearchStyle() { self.placeholder = \"학과 이름을 검색해보세요.\" }\n}",
        // The neighbour of the display-only field: it is turned back on for editing.
        "final class BabyNavigationItemView: UIView {\n  let ↓nameTextField = UITextField()\n  func setUp() {\n    nameTextField.placeholder = \"아기 이름\"\n    nameTextField.isUserInteractionEnabled = false\n    addSubview(nameTextField)\n  }\n  func edit() { nameTextField.isUserInteractionEnabled = true; nameTextField.becomeFirstResponder() }\n}",
        // The neighbour of the cell that is one element: this one answers false, so VoiceOver reaches the field.
        "final class UnitInputCell: UITableViewCell {\n  private let ↓inputTextField = UITextField()\n  override func awakeFromNib() {\n    super.awakeFromNib()\n    contentView.addSubview(inputTextField)\n    inputTextField.placeholder = \"0\"\n  }\n  override var isAccessibilityElement: Bool {\n    get { false }\n    set { }\n  }\n  override var accessibilityLabel: String? {\n    get { titleLabel.text }\n    set { }\n  }\n}",
        """
        final class CardViewController: UIViewController {
          private let ↓cardNumberField = UITextField()
          override func viewDidLoad() { cardNumberField.placeholder = "카드 번호" }
        }
        """,
        """
        final class Form: UIView {
          func build() {
            let ↓memo = UITextView()
            memo.accessibilityHint = "Write a note for the barista"
          }
        }
        """,
        // A subclass whose initializer takes the placeholder: its uses pass it, and only the class can be told.
        "final class ↓TextField: UITextField {\n  init(placeholder: String) {\n    super.init(frame: .zero)\n    self.placeholder = placeholder\n    attributedPlaceholder = NSAttributedString(string: placeholder)\n  }\n}",
        // A subclass that sets its own placeholder: every use inherits it.
        "final class ↓PromoCodeField: UITextField {\n  override init(frame: CGRect) { super.init(frame: frame); placeholder = \"Promo code\" }\n}",
        """
        final class Form: UIView {
          let ↓email = UITextField()
          func build() { email.attributedPlaceholder = NSAttributedString(string: "Email") }
        }
        """,
      ],
      nonTriggering: [
        // A representable's field SwiftUI labels at every placement (Visionable's search field).
        "struct SearchField: UIViewRepresentable { let placeholder: String\n func makeUIView(context: Context) -> UITextField {\n let textField = UITextField()\n textField.placeholder = placeholder\n return textField }\n func updateUIView(_ view: UITextField, context: Context) {} }\nstruct Search: View { var body: some View { SearchField(placeholder: \"검색\").accessibilityLabel(\"검색창\") } }",
        // A text field that takes no touches, showing a name (a baby monitor's navigation title).
        "final class BabyNavigationItemView: UIView {\n  let nameTextField = UITextField()\n  func setUp() {\n    nameTextField.placeholder = \"아기 이름\"\n    nameTextField.isUserInteractionEnabled = false\n    addSubview(nameTextField)\n  }\n  func update(name: String) { nameTextField.text = name }\n}",
        // The cell answers `isAccessibilityElement` with true and names the value itself (WooCommerce's unit input).
        "final class UnitInputCell: UITableViewCell {\n  private let inputTextField = UITextField()\n  override func awakeFromNib() {\n    super.awakeFromNib()\n    contentView.addSubview(inputTextField)\n    inputTextField.placeholder = \"0\"\n  }\n  override var isAccessibilityElement: Bool {\n    get { true }\n    set { }\n  }\n  override var accessibilityLabel: String? {\n    get { titleLabel.text }\n    set { }\n  }\n}",
        "final class V: UIViewController {\n  let search = UISearchBar()\n  func setUp() { search.placeholder = \"Search\" }\n}",
        // The search bar's own field is spoken as a search field, in a subclass or an extension too.
        "final class ContactsSearchBar: UISearchBar {\n  func style() {\n    let searchTextField: UITextField = self.searchTextField\n    searchTextField.attributedPlaceholder = NSAttributedString(string: \"Search contacts\")\n  }\n}",
        "extension UISearchBar {\n  func style() {\n    let field = self.searchTextField\n    field.placeholder = \"Search\"\n  }\n}",
        """
        final class CardViewController: UIViewController {
          private let cardNumberField = UITextField()
          override func viewDidLoad() {
            cardNumberField.placeholder = "0000-0000-0000-0000"
            cardNumberField.accessibilityLabel = "카드 번호"
          }
        }
        """,
        "final class F: UIView { let name = UITextField(); func f() { name.text = \"\" } }",
        // The subclass restyles the placeholder each use gives it: the uses are reported, not the class.
        "class TableInputTextField: UITextField {\n  var placeholderColor = UIColor.gray\n  override var placeholder: String? {\n    didSet { self.attributedPlaceholder = NSAttributedString(string: self.placeholder ?? \"\", attributes: [.foregroundColor: placeholderColor]) }\n  }\n}",
        "final class F: UIViewController { @IBOutlet weak var email: UITextField!; func f() { email.placeholder = \"Email\" } }",
      ]),
    // A text field subclass, which its users may label, is a warning that needs review.
    otherSeverities: [.warning]
  )

  static func isSearchBarField(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UITextField" else { return false }
    if object.name == "searchTextField" || object.name.hasSuffix(".searchTextField") { return true }
    return object.initializer.map { $0.text.hasSuffix("searchTextField") } ?? false
  }

  /// The object never sets its `placeholder` itself, and every `attributedPlaceholder` it sets is
  /// made from that `placeholder` (or the setter's `newValue`), which its users set. A class that
  /// sets `placeholder` (from an initializer's argument too: `TextField(placeholder: "Name")` is
  /// not seen as setting one at the use) keeps its finding.
  static func onlyRestylesGivenPlaceholder(_ object: UIKitObject) -> Bool {
    let placeholders = object.assignments.filter { $0.property == "placeholder" || $0.property == "attributedPlaceholder" }
    guard !placeholders.isEmpty else { return false }
    return placeholders.allSatisfy { assignment in
      let words = assignment.value.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      return assignment.property == "attributedPlaceholder" && (words.contains("placeholder") || words.contains("newValue"))
    }
  }

  /// `isUserInteractionEnabled = false`, never set otherwise, in each function (or property
  /// initializer) that gives the field its placeholder.
  static func placeholderOnlyWhereTouchesAreOff(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    let offs = object.assignments.filter { $0.property == "isUserInteractionEnabled" && $0.value.boolLiteral == false }
    guard !offs.isEmpty, !object.assignments.contains(where: { $0.property == "isUserInteractionEnabled" && $0.value.boolLiteral != false }) else { return false }
    func place(_ assignment: PropertyAssignment) -> Range<Int>? { file.declarations.innermostFunction(containing: assignment.position.utf8Offset)?.body }
    let off = Set(offs.map { place($0).map { "\($0.lowerBound)" } ?? "-" })
    let placeholders = object.assignments.filter { $0.property == "placeholder" || $0.property == "attributedPlaceholder" }
    return !placeholders.isEmpty && placeholders.allSatisfy { off.contains(place($0).map { "\($0.lowerBound)" } ?? "-") }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for object in file.uikitObjects where ["UITextField", "UITextView", "UISearchBar"].contains(object.uikitClass) {
      if object.hasAccessibilityLabel || file.isInsideAccessibilityElement(object) { continue }
      // Made and returned by a representable's `makeUIView` that SwiftUI labels at every placement
      // (Visionable's search field: `FfipUIKitTextField(…).accessibilityLabel(…)`).
      if let type = object.enclosingType, file.project.representablesLabelledByEveryUse.contains(type),
         file.declarations.innermostFunction(containing: object.position.utf8Offset)?.name == "makeUIView" { continue }
      // An outlet is judged only when the storyboards or xibs that connect it are audited and none
      // labels it; a placeholder written there too is that file's finding.
      if let storyboard = context.project.storyboardFacts(for: object), storyboard.isEmpty || storyboard.contains(where: {
        $0.hasAccessibilityLabel || $0.isAccessibilityElement == false || $0.isInsideAccessibilityElement || $0.placeholder != nil
      }) { continue }
      // A search bar's own field (`searchBar.searchTextField`, `self.searchTextField` in a UISearchBar
      // subclass or extension) is announced as a search field, like the bar: its placeholder adds
      // what a search field needs.
      if Self.isSearchBarField(object) { continue }
      // A field that takes no touches (`isUserInteractionEnabled = false`, the baby monitor's name
      // shown in a text field) is a display: VoiceOver reads its text, and nobody types in it.
      // (Where the placeholder is given: a style that turns touches off beside one that keeps them,
      // NadoSunbae's select and search styles, is an input in the other.)
      if Self.placeholderOnlyWhereTouchesAreOff(object, in: file) { continue }
      // A text field subclass may be labelled by whoever creates it.
      let needsReview = object.name == "self"
      // A subclass that only restyles the placeholder its users give it (`attributedPlaceholder =
      // NSAttributedString(string: placeholder ?? "", ...)`) can't know its name: each use that
      // sets the placeholder is reported instead, once.
      if needsReview, Self.onlyRestylesGivenPlaceholder(object) { continue }
      // The class itself is named by its name, not `self`.
      let name = needsReview ? object.declaredClass : object.name
      // A search bar is announced as a search field: its placeholder ("Search") adds nothing lost.
      if (object.assigns("placeholder") || object.assigns("attributedPlaceholder")) && object.uikitClass != "UISearchBar" {
        context.report(at: object.position, LocalizedText(
          en: "\(object.uikitClass) '\(name)' is named only by its placeholder, which disappears once text is entered; set accessibilityLabel",
          ko: "\(object.uikitClass) \(KoreanParticle.topic.attach(to: "'\(name)'")) placeholder로만 이름을 알려 주며, 입력하면 사라집니다. accessibilityLabel을 지정하세요"),
          needsReview: needsReview)
      } else if object.assigns("accessibilityHint") {
        context.report(at: object.position, LocalizedText(
          en: "\(object.uikitClass) '\(name)' is named only by its hint, which VoiceOver reads last or not at all; set accessibilityLabel",
          ko: "\(object.uikitClass) \(KoreanParticle.topic.attach(to: "'\(name)'")) 힌트로만 이름을 알려 주며, VoiceOver는 힌트를 마지막에 읽거나 읽지 않습니다. accessibilityLabel을 지정하세요"),
          needsReview: needsReview)
      }
    }
  }
}
