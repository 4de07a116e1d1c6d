import A11yCore
import Foundation

/// Alerts whose title and message are both empty.
public struct EmptyAlertRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "empty-alert",
    title: LocalizedText(
      en: "Alerts need a title or a message",
      ko: "알림창에는 제목이나 메시지가 필요합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 1.6 names as an error type an alert (message box) whose title, message or buttons don't give \
        proper text. An alert with neither title nor message opens with nothing for VoiceOver to say but its \
        buttons: the person has to guess what \"확인\" confirms. Give it a title that says what happened, and a \
        message when there is more to say. (NIA 1.6; HIG Alerts.)
        """,
      ko: """
        검사 항목 1.6은 시스템 알림창(메시지 박스)의 제목, 메시지, 확인 버튼 등에 텍스트가 적절히 제공되지 않은 경우를 오류 유형으로 \
        듭니다. 제목도 메시지도 없는 알림창은 VoiceOver가 버튼 말고는 읽을 것이 없어, 사용자는 \"확인\"이 무엇을 확인하는지 짐작해야 \
        합니다. 무슨 일인지 말하는 제목을 주고, 더 할 말이 있으면 메시지도 주세요. (NIA 1.6, HIG 알림)
        """),
    defaultSeverity: .error,
    checkpoints: [.notifications], wcag: ["1.3.1", "3.3.1"], hig: "Alerts",
    examples: RuleExamples(
      triggering: [
        // The app's own initializer that only adds actions, given no title or message (a review's case).
        "extension UIAlertController {\n convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style, actions: [UIAlertAction]) { self.init(title: title, message: message, preferredStyle: preferredStyle); actions.forEach(addAction) } }\nfinal class Checkout: UIViewController {\n func fail() { let alert = ↓UIAlertController(title: nil, message: nil, preferredStyle: .alert, actions: [UIAlertAction(title: \"확인\", style: .default)]); present(alert, animated: true) } }",
        "final class Pay: UIViewController {\n func fail() { let alert = ↓UIAlertController(title: nil, message: nil, preferredStyle: .alert); present(alert, animated: true) } }",
        "final class Pay: UIViewController {\n func fail() { let alert = ↓UIAlertController(title: \"\", message: \"\", preferredStyle: .alert); present(alert, animated: true) } }",
        // The neighbour of the styled alert: the key set is another (its tint), no text.
        "final class Reviews: UIViewController {\n func notFound() { let alert = ↓UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n alert.setValue(UIColor.red, forKey: \"titleTextColor\")\n present(alert, animated: true) } }",
        "struct Checkout: View { @State var failed = false\n var body: some View { Text(\"결제\").↓alert(\"\", isPresented: $failed) { Button(\"확인\") { } } } }",
        // The neighbour of the time-out notice: another alert in the file has no content of its own.
        "final class RequestViewController: UIViewController {\n func timedOut() {\n let content = CantFindHelperViewController()\n let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n alert.setValue(content, forKey: \"contentViewController\")\n present(alert, animated: true) }\n func failed() {\n let other = ↓UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n present(other, animated: true) } }",
      ],
      nonTriggering: [
        // An alert holding the app's own screen as its content, whose labels are read (Willson's time-out notice).
        "final class RequestViewController: UIViewController {\n func timedOut() {\n let content = CantFindHelperViewController()\n let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n alert.setValue(content, forKey: \"contentViewController\")\n present(alert, animated: true) } }",
        "final class Pay: UIViewController {\n func fail() { let alert = UIAlertController(title: \"결제 실패\", message: nil, preferredStyle: .alert); present(alert, animated: true) } }",
        // The app's own initializer, titling it with the loading message (xikolo).
        "extension UIAlertController {\n convenience init(spinnerTitled title: String?, preferredStyle: UIAlertController.Style) { self.init(title: title, message: nil, preferredStyle: preferredStyle) } }\nfinal class Course: UIViewController {\n func load(_ message: String) { let alert = UIAlertController(spinnerTitled: message, preferredStyle: .alert); present(alert, animated: true) } }",

        "final class Pay: UIViewController {\n func menu() { let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet); present(sheet, animated: true) } }",
        "struct Checkout: View { @State var failed = false\n var body: some View { Text(\"결제\").alert(\"\", isPresented: $failed) { Button(\"확인\") { } } message: { Text(\"카드 한도를 확인하세요\") } } }",
        "final class Profile: UIViewController {\n lazy var alert: UIAlertController = {\n let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n return alert }()\n func loginFailed() { alert.title = \"로그인 실패\"; present(alert, animated: true) } }",
        "final class Pay: UIViewController {\n func fail(_ error: Error) { let alert = UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert) } }",
        // superapp's styled alert: the title and message go in as attributed strings, by key.
        "final class Reviews: UIViewController {\n func notFound() { let title = NSAttributedString(string: \"사용자 없음\")\n let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n alert.setValue(title, forKey: \"attributedTitle\")\n present(alert, animated: true) } }",
      ])
  )

  static func isEmpty(_ value: ExpressionInfo?) -> Bool {
    guard let value else { return true }
    if value.text == "nil" { return true }
    return value.stringLiteral.map { $0.trimmingCharacters(in: .whitespaces).isEmpty } ?? false
  }

  /// The property (`lazy var alert: UIAlertController = { ... }()`) or variable (`let alert =`)
  /// holding the alert the call creates.
  static func boundName(of call: CodeCall, in file: SwiftFileModel) -> String? {
    let start = file.position(utf8Offset: max(0, call.position.utf8Offset - 160))
    let before = file.text(from: start, to: call.position)
    if let match = before.range(of: #"([A-Za-z_][A-Za-z0-9_]*)\s*(:\s*UIAlertController\s*)?=\s*$"#, options: .regularExpression) {
      let name = before[match].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty, name != "let", name != "var" { return String(name) }
    }
    if call.function == nil, let property = file.behaviour.property(containing: call.position) { return property.name }
    return nil
  }

  /// `alert.setValue(titleString, forKey: "attributedTitle")` (or `"attributedMessage"`) on one line.
  /// `alert.setValue(popOverVC, forKey: "contentViewController")` on this alert's name, in one statement.
  static func setsContentViewController(of name: String, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("contentViewController") else { return false }
    return String(decoding: file.sourceBytes, as: UTF8.self).split(separator: "\n").contains { line in
      line.contains("\(name).setValue(") && line.contains("forKey: \"contentViewController\"")
    }
  }

  static func setsAttributedText(of name: String, in file: SwiftFileModel) -> Bool {
    let bytes = file.sourceBytes
    return ByteSearch.offsets(of: "\(name).setValue(", in: bytes[...]).contains { offset in
      let line = String(decoding: bytes[offset...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
      return line.contains("\"attributedTitle\"") || line.contains("\"attributedMessage\"")
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for call in file.behaviour.calls where call.name == "UIAlertController" {
      // An action sheet with no title is a menu of its buttons: that is fine.
      // UIKit's own initializer: an app's convenience one (`UIAlertController(spinnerTitled:
      // preferredStyle:)`, xikolo's loading alert) titles it its own way.
      guard call.arguments.first(labeled: "preferredStyle")?.memberName == "alert",
            call.arguments.has(label: "title") || call.arguments.has(label: "message") || call.arguments.allSatisfy({ $0.label == "preferredStyle" }),
            Self.isEmpty(call.arguments.first(labeled: "title")), Self.isEmpty(call.arguments.first(labeled: "message"))
      else { continue }
      // Kept in a variable or property whose title or message the file sets before presenting it.
      if let name = Self.boundName(of: call, in: file),
         file.sourceContains("\(name).title =") || file.sourceContains("\(name).message =")
          // Or whose attributed title or message it sets by key (`setValue(titleString, forKey: "attributedTitle")`).
          || Self.setsAttributedText(of: name, in: file)
          // Or whose content is a view controller of the app's (`setValue(popOverVC, forKey:
          // "contentViewController")`), whose labels VoiceOver reads.
          || Self.setsContentViewController(of: name, in: file) { continue }
      report(at: call.position, &context)
    }
    for view in file.views {
      for modifier in view.modifiers where modifier.name == "alert" {
        guard let title = modifier.arguments.first, title.label == nil, Self.isEmpty(title.value) else { continue }
        if modifier.arguments.has(label: "message") || file.text(from: modifier.start, to: modifier.end).contains("message:") { continue }
        report(at: modifier.position, &context)
      }
    }
  }

  private func report(at position: SourcePosition, _ context: inout RuleContext) {
    context.report(at: position, LocalizedText(
      en: "This alert has neither a title nor a message: VoiceOver reads only its buttons, so people can't tell what it is about; give it a title that says what happened",
      ko: "이 알림창에는 제목도 메시지도 없어 VoiceOver가 버튼만 읽으므로 무엇에 관한 알림인지 알 수 없습니다. 무슨 일인지 말하는 제목을 주세요"))
  }
}
