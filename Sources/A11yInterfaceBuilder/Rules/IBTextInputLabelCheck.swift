import A11yCore
import A11ySwiftSource

/// Text fields and text views named only by their placeholder.
public struct IBTextInputLabelCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { UIKitTextInputLabelRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      """
      ↓<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="카드 번호" textAlignment="natural" minimumFontSize="17" id="tf-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        <textInputTraits key="textInputTraits" keyboardType="numberPad"/>
      </textField>
      """,
      // The neighbour of the hidden field: the controller shows it.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("MailingListViewController", outlet: "emailField", to: "tf-3"))
        ↓<textField hidden="YES" opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="이메일" id="tf-3"/>
        """, swift: """
        final class MailingListViewController: UIViewController {
          @IBOutlet var emailField: UITextField!
          @IBAction func submit() { emailField.isHidden = false }
        }
        """),
    ],
    nonTriggering: [
      // A search bar, announced as a search field (FreeOTP's icon search).
      """
      <searchBar contentMode="redraw" placeholder="Search Icons" id="sb-1"/>
      """,
      // Disabled, with no outlet that could enable it: an inert box nobody types in.
      "<textField opaque=\"NO\" contentMode=\"scaleToFill\" enabled=\"NO\" borderStyle=\"roundedRect\" placeholder=\"2017\" id=\"tf-9\"/>",
      """
      <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="0000 0000 0000 0000" id="tf-1">
        <accessibility key="accessibilityConfiguration" label="카드 번호"/>
        <textInputTraits key="textInputTraits" keyboardType="numberPad"/>
      </textField>
      """,
      "<textField opaque=\"NO\" contentMode=\"scaleToFill\" borderStyle=\"roundedRect\" id=\"tf-1\"/>",
      // Hidden in the file and never shown: it only keeps a shared controller's outlet connected.
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("MailingListViewController", outlet: "emailField", to: "tf-3"))
        <textField hidden="YES" opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="이메일" id="tf-3"/>
        """, swift: """
        final class MailingListViewController: UIViewController {
          @IBOutlet var emailField: UITextField!
          @IBAction func submit() { send(emailField.text) }
        }
        """),
      // Touch turned off: a display of text code puts in, not an input.
      "<textField opaque=\"NO\" clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" contentMode=\"scaleToFill\" placeholder=\"File name\" id=\"tf-2\"/>",
    ])

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    // A search bar is announced as a search field: its placeholder ("Search Icons") adds what a
    // search field needs, as the Swift rule holds for a search bar made in code.
    for object in document.objects where ["UITextField", "UITextView"].contains(facts.uikitClass(of: object)) {
      guard let placeholder = object["placeholder"], !placeholder.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      if object.accessibility.hasLabel || facts.hasRuntimeLabel(object) || facts.isInsideAccessibilityElement(object) { continue }
      // Disabled in the file with no outlet for code to enable it: nothing can ever be typed there.
      if object.flag("enabled") == false, !facts.hasOutlet(object) { continue }
      // Hidden in the file and never shown by code: no one reaches it.
      if facts.isNeverShown(object, in: document) { continue }
      // Touch off (`userInteractionEnabled="NO"`) and never turned on by code: a field that only
      // shows text code puts in (Alfresco's chosen file name), which nobody can focus to type.
      if object.flag("userInteractionEnabled") == false,
         facts.codeSets(["isUserInteractionEnabled", "userInteractionEnabled", "isEnabled"], on: object) != true { continue }
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: IBFacts.labelProperties) else { continue }
      let type = facts.uikitClass(of: object)
      // Code replaces the file's placeholder (Waves' `placeholder = Localizable…`, or `nil`): the
      // file's words are never shown, so they aren't quoted.
      if facts.codeSets(["placeholder", "attributedPlaceholder"], on: object) == true {
        context.report(at: object.position, LocalizedText(
          en: "\(type) has no label, only a placeholder its code sets: the placeholder disappears once text is entered; set a Label in the Accessibility inspector",
          ko: "\(type)에 레이블이 없고 코드가 정하는 placeholder만 있습니다. placeholder는 입력하면 사라지니 접근성 인스펙터에서 레이블을 입력하세요"),
          needsReview: needsReview)
        continue
      }
      context.report(at: object.position, LocalizedText(
        en: "\(type) with the placeholder '\(placeholder)' has no label: the placeholder disappears once text is entered; set a Label in the Accessibility inspector",
        ko: "placeholder가 '\(placeholder)'인 \(type)에 레이블이 없습니다. placeholder는 입력하면 사라지니 접근성 인스펙터에서 레이블을 입력하세요"),
        needsReview: needsReview)
    }
  }
}
