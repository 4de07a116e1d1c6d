import A11yCore

/// Literal accessibility labels that don't tell a person what the element is or does.
public struct LabelQualityRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "label-quality",
    title: LocalizedText(en: "Labels must say what an element means", ko: "레이블은 요소의 의미를 알려야 합니다"),
    rationale: LocalizedText(
      en: """
        VoiceOver speaks the label, then the role. A label that is empty, a file name ("btn_close", \
        "ic_more.png", "image1") or a generic word ("button", "image", "배너1") tells the listener nothing; a \
        label that ends with the role ("Close button", "닫기 버튼", "프로필 이미지") is heard twice ("Close button, \
        button"). Labels should be short and say what the element means or does: "Close", "닫기". Keys looked up \
        in the project's strings catalogs are judged by their translations; keys the project doesn't define \
        are not judged. A `NavigationLink` titled by the feature its page sets ("Jump Button") and "Link" on a \
        button (a text editor's Bold, Italic, Link) name a thing, not the element's kind, and are not reported. \
        An empty label set on a plain container the code never makes an accessibility element, where its content is \
        removed (a reset), is a cleared label VoiceOver never reaches, and is not reported. \
        Applies to SwiftUI `.accessibilityLabel`, button and image labels, and UIKit `accessibilityLabel` assignments.
        """,
      ko: """
        VoiceOver는 레이블을 읽은 뒤 역할을 읽습니다. 비어 있거나 파일 이름("btn_close", "ic_more.png", "image1")이거나 \
        일반 단어("button", "이미지", "배너1")인 레이블은 아무 정보도 주지 않습니다. 역할로 끝나는 레이블("Close button", \
        "닫기 버튼", "프로필 이미지")은 "닫기 버튼, 버튼"처럼 두 번 들립니다. 레이블은 요소의 의미나 기능을 짧게 말해야 \
        합니다("닫기"). 프로젝트의 문자열 카탈로그에 있는 키는 번역문으로 판단하고, 정의되지 않은 키는 판단하지 않습니다. \
        기능 이름을 제목으로 한 설정 페이지의 `NavigationLink`("Jump Button")와 버튼의 "Link"(텍스트 편집기의 굵게, 기울임, 링크)는 \
        요소의 종류가 아닌 대상을 말하므로 보고하지 않습니다. \
        접근성 요소로 만든 적 없는 일반 컨테이너의 내용을 지우면서(초기화) 빈 레이블을 넣는 것은 VoiceOver가 닿지 않는 레이블을 \
        비우는 것이므로 보고하지 않습니다. \
        SwiftUI `.accessibilityLabel`, 버튼·이미지 레이블, UIKit `accessibilityLabel` 대입에 적용됩니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.textAlternatives], wcag: ["1.1.1", "2.4.6"], hig: "Accessibility › VoiceOver › Labels",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the comment label: the label is emptied while its text shows a comment.
        "final class BlockDetailViewController: UIViewController {\n  let commentLabel = UILabel()\n  func updateUI() {\n    commentLabel.text = comment?.content\n    if isLocked {\n      commentLabel.accessibilityLabel = \"잠김\"\n    } else {\n      commentLabel.accessibilityLabel = ↓\"\"\n    }\n  }\n}",
        "struct A: View { var body: some View { Button(action: close) { Image(\"x\") }.accessibilityLabel(↓\"btn_close\") } }",
        "struct A: View { var body: some View { Button(action: close) { Image(\"x\") }.accessibilityLabel(↓\"닫기 버튼\") } }",
        "struct A: View { var body: some View { Button(action: close) { Image(\"x\") }.accessibilityLabel(↓\"Close button\") } }",
        "struct A: View { var body: some View { Image(\"profile\").accessibilityLabel(↓\"프로필 이미지\") } }",
        "struct A: View { var body: some View { Image(\"banner\").accessibilityLabel(↓\"배너1\") } }",
        "struct A: View { var body: some View { Image(\"banner\").accessibilityLabel(↓\"ic_more.png\") } }",
        "struct A: View { var body: some View { Button(action: pay) { Image(\"x\") }.accessibilityLabel(↓\"버튼\") } }",
        "struct A: View { var body: some View { Image(\"x\").accessibilityLabel(↓\"  \") } }",
        "struct A: View { var body: some View { Image(\"x\", label: Text(↓\"image1\")) } }",
        "struct A: View { var body: some View { Button(↓\"닫기버튼\") { close() } } }",
        // The neighbour of the default value: a key no table defines, read as it is.
        "struct A: View { var body: some View { Button(String(localized: ↓\"choose_chapter\")) { back() } } }",
        "final class V: UIViewController { let banner = UIImageView(); func setUp() { banner.accessibilityLabel = ↓\"image1\" } }",
        "final class V: UIViewController { let close = UIButton(); func setUp() { close.accessibilityLabel = ↓\"Close Button\" } }",
        "final class V: UITableViewController { let tracking = UISwitch(); func setUp() { tracking.accessibilityLabel = ↓\"\" } }",
        // Cleared on reset, but the view is an element VoiceOver focuses, or a button.
        "final class Modes: UIView {\n  private let stack = UIStackView()\n  override init(frame: CGRect) { super.init(frame: frame); isAccessibilityElement = true }\n  func update(_ modes: [Mode]) {\n    stack.arrangedSubviews.forEach { $0.removeFromSuperview() }\n    if modes.isEmpty { accessibilityLabel = ↓\"\"; return }\n    accessibilityLabel = modes.map(\\.name).joined(separator: \", \")\n  }\n}",
        "final class Row: UIView {\n  let action = UIButton()\n  func reset() { action.accessibilityLabel = ↓\"\" }\n}",
        // The neighbour of the badge: cleared and still shown.
        "final class Header: UIView {\n  let badge = UIImageView()\n  func update(level: String?) {\n    if let level { badge.accessibilityLabel = level; badge.isHidden = false }\n    else {\n      badge.accessibilityLabel = ↓\"\"\n      badge.isHidden = false\n    }\n  }\n}",
        // Still a role word on a button, and a bare generic word on a link; "Link" on an image is no name.
        "struct A: View { var body: some View { Button(↓\"Share Button\") { share() } } }",
        "struct A: View { var body: some View { NavigationLink(↓\"Button\", destination: Detail()) } }",
        // A link whose title doesn't name its page keeps the role word.
        "struct A: View { var body: some View { NavigationLink(↓\"Next Button\", destination: Detail()) } }",
        "struct A: View { var body: some View { Image(\"chain\").accessibilityLabel(↓\"Link\") } }",
        // "View" on an image names what it is, not what it shows.
        "struct A: View { var body: some View { Image(\"room\").accessibilityLabel(↓\"View\") } }",
      ],
      nonTriggering: [
        // A key with its default value: VoiceOver reads the value when no table translates the key (and-bible's book chooser).
        "struct A: View { var body: some View { Button(String(localized: \"choose_chapter\", defaultValue: \"Choose Chapter\")) { back() } } }",
        "struct A: View { var body: some View { Button(String(localized: \"choose_chapter\", defaultValue: \"장 선택\")) { back() } } }",
        // A comment label named when it shows a comment; with no text, VoiceOver skips it anyway (Off-Day).
        "final class BlockDetailViewController: UIViewController {\n  let commentLabel = UILabel()\n  func updateUI() {\n    commentLabel.text = comment?.content\n    if let content = commentLabel.text, content.count > 0 {\n      commentLabel.accessibilityLabel = String(format: String(localized: \"메모 %@\"), content)\n    } else {\n      commentLabel.accessibilityLabel = \"\"\n    }\n  }\n}",
        // "View" on a button is a verb: an alert's action that opens the requested item.
        "struct Review: View { var body: some View { Form { }.alert(\"요청 완료\", isPresented: $done) { Button(\"View\") { open(item) }; Button(\"Done\", role: .cancel) { } } } }",
        // Cleared while the view is hidden (Threema's verification badge): nobody meets it.
        "final class Header: UIView {\n  let badge = UIImageView()\n  func update(level: String?) {\n    if let level { badge.accessibilityLabel = level; badge.isHidden = false }\n    else {\n      badge.accessibilityLabel = \"\"\n      badge.isHidden = true\n    }\n  }\n}",
        // A table cell's accessory switch: the cell reads it with its own text.
        "final class V: UITableViewController { let tracking = UISwitch(); let cell = UITableViewCell()\n func setUp() { tracking.accessibilityLabel = \"\"; cell.accessoryView = tracking } }",
        "struct A: View { var body: some View { NavigationLink(\"\", destination: ImportView(), isActive: $importing) } }",
        "struct A: View { var body: some View { Button(action: close) { Image(\"x\") }.accessibilityLabel(\"닫기\") } }",
        "struct A: View { var body: some View { Image(\"profile\").accessibilityLabel(\"김하늘의 프로필 사진\") } }",
        "struct A: View { var body: some View { Image(\"x\").accessibilityLabel(\"accessibility.editor.button.drafts\") } }",
        "struct A: View { var body: some View { Image(\"x\").accessibilityLabel(viewModel.title) } }",
        "struct A: View { var body: some View { Image(\"x\").accessibilityLabel(\"\\(count) items\") } }",
        "struct A: View { var body: some View { Button(\"Play\") { } } }",
        "struct A: View { var body: some View { Text(\"Image editor\").accessibilityLabel(\"Image editor\") } }",
        "struct A: View { var body: some View { Button(\"Rebutton\") { } } }",
        // A settings row leading to the page of the feature it names; a text editor's Link action.
        "struct A: View { var body: some View { NavigationLink(\"Jump Button\", destination: JumpButtonSettings()) } }",
        "struct A: View { var body: some View { HStack { Button(\"Bold\") { bold() }; Button(\"Link\") { insertLink() } } } }",
        "final class V: UIViewController { let close = UIButton(); func setUp() { close.accessibilityLabel = \"닫기\" } }",
        // A plain container's label cleared with its content: VoiceOver never focuses the container.
        "final class Modes: UIView {\n  private let stack = UIStackView()\n  func update(_ modes: [Mode]) {\n    stack.arrangedSubviews.forEach { $0.removeFromSuperview() }\n    if modes.isEmpty { accessibilityLabel = \"\"; return }\n    accessibilityLabel = modes.map(\\.name).joined(separator: \", \")\n  }\n}",
        "final class V: UIViewController { let close = UIButton(); func setUp() { close.accessibilityLabel = NSLocalizedString(\"close\", comment: \"\") } }",
      ])
  )

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      if view.context.isHidden { continue }
      // Labels written for VoiceOver: an accessibility label, an image's label, a control's title.
      // What is judged is the label the preview speaks for the view (`spokenLabel(of:)`).
      let isLabelled: Bool
      if view.accessibilityLabel != nil {
        isLabelled = true
      } else if case .labelled? = view.imageSource {
        isLabelled = true
      } else {
        isLabelled = ControlNameRule.checkedControls.contains(view.name) && view.titleArgument != nil
          && !view.isProgrammaticNavigationLink
      }
      guard isLabelled else { continue }
      // A link to a settings page titled by the feature it sets ("Jump Button", "Tab Bar"): the
      // title names that page's subject, not this row's kind.
      let namesPage = view.name == "NavigationLink" && view.accessibilityLabel == nil && Self.titleNamesDestination(of: view)
      judge(file.spokenLabel(of: view), role: view.role, sparingRoleWord: namesPage, in: &context)
    }
    // `cell.accessoryView = trackingSwitch`: a table cell reads its accessory with its own text, so
    // an accessory's blank label is deliberate (the cell names it).
    let accessories = Set(file.uikitObjects.flatMap { object in
      object.assignments.filter { $0.property == "accessoryView" }.map { $0.value.text.replacingOccurrences(of: "self.", with: "") }
    })
    for object in file.uikitObjects {
      // Every label the code may set (each branch may ship), as the preview reads each.
      for assignment in object.assignments where assignment.property == "accessibilityLabel" {
        if accessories.contains(object.name), assignment.value.stringLiteral?.allSatisfy(\.isWhitespace) == true { continue }
        if Self.clearsContainerOnReset(object, assignment, in: file) { continue }
        if Self.clearsWhileHiding(object, assignment) { continue }
        if Self.clearsWithItsText(object, assignment, in: file) { continue }
        judge([UIKitCodeTree.text(assignment.value)], role: object.role, in: &context)
      }
    }
  }

  /// A localizable identifier (`Button("generic_cancel")`, a `LocalizedStringKey`) in a project
  /// that localizes through string tables none of which is audited (Strongbox keeps them in
  /// another repository): SwiftUI looks it up at run time, and what it says can't be known here.
  static func isKeyOfUnauditedTables(_ literal: String, _ label: [SpokenText], project: ProjectIndex) -> Bool {
    guard project.localizesWithUnauditedTables, literal.contains("_"),
          literal.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    return label.allSatisfy { part in
      if case .text(_, localizable: true) = part.kind { return true }
      return false
    }
  }

  /// `accessibilityLabel = ""` right beside `isHidden = true` on the same view, in the same block
  /// (Threema's verification badge): VoiceOver never meets the hidden view, labelled or not.
  static func clearsWhileHiding(_ object: UIKitObject, _ assignment: PropertyAssignment) -> Bool {
    guard assignment.value.stringLiteral?.allSatisfy(\.isWhitespace) == true else { return false }
    return object.assignments.contains { other in
      other.property == "isHidden" && other.value.boolLiteral == true
        && abs(other.position.line - assignment.position.line) <= 1
    }
  }

  /// `accessibilityLabel = ""` on a `UILabel` in the `else` of a test of the text the code just
  /// gave it (Off-Day's comment label: a label naming the comment when there is one, none when the
  /// text is empty): VoiceOver skips a label with no text, so the empty label is never heard.
  static func clearsWithItsText(_ object: UIKitObject, _ assignment: PropertyAssignment, in file: SwiftFileModel) -> Bool {
    guard assignment.value.stringLiteral?.isEmpty == true, object.uikitClass == "UILabel",
          let function = file.behaviour.functions.last(where: { $0.position <= assignment.position && assignment.position <= $0.end })
    else { return false }
    let before = Array(file.text(from: function.position, to: assignment.position))
    guard let opener = OpenBraceLine.opener(in: before), opener.trimmingCharacters(in: .whitespaces).hasSuffix("else") else { return false }
    // The `if` this `else` belongs to: the block closed just before `else`, and the line opening it.
    guard let elseBrace = before.lastIndex(of: "{"), let close = before[..<elseBrace].lastIndex(of: "}") else { return false }
    var depth = 0, index = close
    while index >= 0 {
      if before[index] == "}" { depth += 1 } else if before[index] == "{" { depth -= 1; if depth == 0 { break } }
      index -= 1
    }
    guard index > 0 else { return false }
    let condition = String(before[..<index]).split(separator: "\n").last.map(String.init) ?? ""
    let text = "\(object.name).text"
    return condition.contains("if ") && (condition.contains(text + ",") || condition.contains(text + "?.isEmpty") || condition.contains(text + ".isEmpty")
      || condition.contains(text + " != nil") || condition.contains(text + "?.count"))
      && String(before).contains(text + " =")
  }

  /// Plain containers: never accessibility elements unless the code makes them so.
  static let containerClasses: Set<String> = ["UIView", "UIStackView"]

  /// `accessibilityLabel = ""` on a plain container the file never makes an accessibility element,
  /// in code that has just removed its subviews (or a `reset`/`clear`/`prepareForReuse` function):
  /// the label is cleared with the content, and VoiceOver never focuses the container itself.
  static func clearsContainerOnReset(_ object: UIKitObject, _ assignment: PropertyAssignment, in file: SwiftFileModel) -> Bool {
    guard assignment.value.stringLiteral?.allSatisfy(\.isWhitespace) == true,
          containerClasses.contains(object.uikitClass),
          !object.assignments.contains(where: { $0.property == "isAccessibilityElement" && $0.value.boolLiteral != false }),
          let function = file.behaviour.functions.last(where: { $0.position <= assignment.position && assignment.position <= $0.end })
    else { return false }
    let name = function.name.lowercased()
    if ["reset", "clear", "prepareforreuse"].contains(where: name.hasPrefix) { return true }
    let before = file.text(from: function.position, to: assignment.position)
    return before.contains("removeFromSuperview") || before.contains("removeArrangedSubview")
  }

  /// Whether a link's title, without spaces, is in its destination's name (`"Jump Button"` and
  /// `JumpButtonSettings()`): the page of that feature.
  static func titleNamesDestination(of link: SwiftUIView) -> Bool {
    guard let title = link.titleArgument.flatMap({ QuotedLiterals.contents(in: $0.text).first }),
          let destination = link.argument("destination")?.text else { return false }
    let squeezed = title.filter { $0.isLetter || $0.isNumber }.lowercased()
    return !squeezed.isEmpty && destination.lowercased().contains(squeezed)
  }

  private func judge(_ label: [SpokenText], role: AccessibilityRole, sparingRoleWord: Bool = false, in context: inout RuleContext) {
    guard case .literal(let literal, let position) = AccessibleName(summarizing: label, skippingBlank: false),
          let spoken = context.project.spokenTexts(of: literal) else { return }
    if Self.isKeyOfUnauditedTables(literal, label, project: context.project) { return }
    for text in spoken {
      if let problem = LabelQuality.assess(text, role: role) {
        if sparingRoleWord, case .repeatsRole = problem { continue }
        context.report(at: position, problem.message(for: role))
        return
      }
    }
  }
}
