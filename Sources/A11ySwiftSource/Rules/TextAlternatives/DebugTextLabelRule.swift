import A11yCore
import Foundation

/// Labels built from values whose printed form is for developers: an optional, an enum case, an
/// identifier.
public struct DebugTextLabelRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "label-debug-text",
    title: LocalizedText(en: "Labels must not speak debug text", ko: "레이블이 디버그 텍스트를 읽으면 안 됩니다"),
    rationale: LocalizedText(
      en: """
        A label interpolated from an optional reads "Optional(\\"Latte\\")" or "nil"; from an enum, the case name \
        ("inProgress"); from `String(describing:)`, whatever the type prints; from an identifier, a UUID. VoiceOver \
        speaks it letter by letter to a person who can't see what it stands for. Unwrap optionals (`?? ""`), give \
        enums a localized description, and label with words. Types are read from the project's declarations; \
        values the analyzer can't type are not reported.
        """,
      ko: """
        옵셔널을 보간한 레이블은 "Optional(\\"Latte\\")"나 "nil"을, 열거형은 케이스 이름("inProgress")을, \
        `String(describing:)`은 타입이 출력하는 내용을, 식별자는 UUID를 읽습니다. 화면을 볼 수 없는 사용자에게 \
        VoiceOver가 그 내용을 그대로 읽어 줍니다. 옵셔널은 값을 꺼내고(`?? ""`), 열거형에는 지역화된 설명을 주고, \
        말로 된 레이블을 쓰세요. 타입은 프로젝트의 선언에서 읽으며, 타입을 알 수 없는 값은 보고하지 않습니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.textAlternatives, .assistiveTechnology], wcag: ["1.1.1", "4.1.2"],
    hig: "Accessibility › VoiceOver › Descriptions",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the user circle: made an element, its id is read.
        "final class ConnectionViewController: UIViewController {\n  func addUserCircleView(userID: String) {\n    let userCircleView = UIView()\n    userCircleView.isAccessibilityElement = true\n    ↓userCircleView.accessibilityLabel = userID\n    view.addSubview(userCircleView)\n  }\n}",
        // The neighbour of the card in an unwrapping branch: the branch around the card tests another value.
        "struct Wizard: View { @State private var error: String?\n @State private var failed = false\n var body: some View { VStack { if failed { Card { Label(\"오류\", systemImage: \"exclamationmark.triangle\").↓accessibilityLabel(\"오류: \\(error)\") } } } } }",
        "struct Row: View { let title: String?; var body: some View { Image(\"cup\").↓accessibilityLabel(\"\\(title)\") } }",
        // The neighbour of the unwrapped sign-in error: the branch tests another value.
        "struct Welcome: View { @State private var errorMessage: String?\n @State private var failed = false\n var body: some View { if failed { Text(\"오류\").↓accessibilityLabel(\"인증 오류: \\(errorMessage)\") } } }",
        "enum Status { case inProgress, done }\nstruct Row: View { let status: Status; var body: some View { Circle().↓accessibilityLabel(\"주문 상태 \\(status)\") } }",
        "struct Row: View { let order: Order; var body: some View { Image(\"bag\").↓accessibilityLabel(String(describing: order)) } }",
        "struct Row: View { let order: Order; var body: some View { Image(\"bag\").↓accessibilityLabel(order.id.uuidString) } }",
        "final class Cell: UICollectionViewCell {\n  var name: String?\n  let badge = UIImageView()\n  func configure() { badge.isAccessibilityElement = true; ↓badge.accessibilityLabel = \"\\(name)\" }\n}",
      ],
      nonTriggering: [
        // A plain view nothing makes an element, its label holding the user's id for the tap handler (BeStory's user circles): never read.
        "final class ConnectionViewController: UIViewController {\n  func addUserCircleView(userID: String) {\n    let userCircleView = UIView()\n    userCircleView.accessibilityLabel = userID\n    view.addSubview(userCircleView)\n  }\n}",
        "struct Row: View { let title: String?; var body: some View { Image(\"cup\").accessibilityLabel(\"\\(title ?? \"\")\") } }",
        "struct Row: View { let title: String; var body: some View { Image(\"cup\").accessibilityLabel(\"\\(title) 메뉴\") } }",
        // Unwrapped by the branch that shows the text (Spot's sign-in error), and in a UIKit function.
        "struct Welcome: View { @State private var errorMessage: String?\n var body: some View { if let errorMessage { Text(errorMessage).accessibilityLabel(\"인증 오류: \\(errorMessage)\") } } }",
        // Unwrapped by the branch around the card that holds the label (buzz's identity wizard).
        "struct Wizard: View { @State private var error: String?\n var body: some View { VStack { if let error { Card { Label(error, systemImage: \"exclamationmark.triangle\").accessibilityLabel(\"오류: \\(error)\") } } } } }",
        "final class Cell: UICollectionViewCell {\n  var name: String?\n  let badge = UIImageView()\n  func configure() { guard let name else { return }\n badge.isAccessibilityElement = true; badge.accessibilityLabel = \"\\(name)\" }\n}",
        "enum Status: CustomStringConvertible { case done; var description: String { \"완료\" } }\nstruct Row: View { let status: Status; var body: some View { Circle().accessibilityLabel(\"\\(status)\") } }",
        "struct Row: View { var body: some View { Image(\"cup\").accessibilityLabel(\"\\(viewModel.title)\") } }",
        "struct Row: View { let count: Int; var body: some View { Image(\"cup\").accessibilityLabel(\"\\(count) cups\") } }",
      ])
  )

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      for modifier in view.modifiers where modifier.name == "accessibilityLabel" || modifier.name == "accessibilityValue" {
        guard let value = modifier.arguments.firstUnlabeled else { continue }
        // The branches the view sits in, its own and its containers' (`if let error { Card { Label(error…)
        // .accessibilityLabel("Error: \(error)") } }`): each may unwrap what the label reads.
        let conditions = ([view.branchCondition] + file.ancestry(of: view).steps.map(\.ancestor.branchCondition)).compactMap { $0 }
        guard let problem = problem(value, in: view.enclosingType, file, unwrapping: conditions.joined(separator: "\n")) else { continue }
        context.report(at: modifier.position, problem)
      }
    }
    for object in file.uikitObjects {
      // A plain view or image view nothing makes an element: VoiceOver never lands on it, so its
      // label is never read (BeStory's user circles keep the user's id there for the tap handler).
      if object.classIsResolved, ["UIView", "UIImageView", "UIStackView"].contains(object.uikitClass), !object.isOutlet,
         object.isAccessibilityElement != true { continue }
      for property in ["accessibilityLabel", "accessibilityValue"] {
        guard let assignment = object.assignment(property) else { continue }
        // The function's code up to the assignment, where an `if let`/`guard let` may unwrap.
        let function = UIKitScreenTitles.functionText(at: assignment.position, in: file)
        let before = String(function.text.utf8.prefix(max(0, assignment.position.utf8Offset - function.start))) ?? ""
        guard let problem = problem(assignment.value, in: object.enclosingType, file, unwrapping: before) else { continue }
        context.report(at: assignment.position, problem)
      }
    }
  }

  /// `unwrapping`: code around the label (a view's branch conditions, the function before a UIKit
  /// assignment) where `if let name` or `guard let name` makes an optional `name` a value.
  private func problem(_ value: ExpressionInfo, in type: String?, _ file: SwiftFileModel, unwrapping: String) -> LocalizedText? {
    switch value.kind {
    case .call(let callee, let arguments) where callee == "String" && arguments.first?.label == "describing":
      return LocalizedText(
        en: "the label is String(describing: \(arguments[0].value.text)): VoiceOver reads whatever the value prints (\"Optional(…)\", a type name); build the label from words",
        ko: "레이블이 String(describing: \(arguments[0].value.text))입니다. VoiceOver가 값이 출력하는 내용(\"Optional(…)\", 타입 이름)을 그대로 읽습니다. 말로 된 레이블을 만드세요")
    case .reference(let path) where Self.isIdentifier(path):
      return LocalizedText(
        en: "the label is the identifier '\(path)': VoiceOver reads it character by character; label with words",
        ko: "레이블이 식별자 '\(path)'입니다. VoiceOver가 글자 하나하나 읽습니다. 말로 된 레이블을 지정하세요")
    case .interpolatedString:
      for segment in Self.interpolations(in: value.text) {
        guard let type, let typeName = propertyType(of: segment, in: type, file) else { continue }
        if Self.unwraps(segment, in: unwrapping) { continue }
        if typeName.hasSuffix("?") || typeName.hasSuffix("!") {
          return LocalizedText(
            en: "the label interpolates '\(segment)', an optional (\(typeName)): VoiceOver reads \"Optional(…)\" or \"nil\"; unwrap it first",
            ko: "레이블이 옵셔널(\(typeName)) 값 \(KoreanParticle.object.attach(to: "'\(segment)'")) 보간합니다. VoiceOver가 \"Optional(…)\"이나 \"nil\"을 읽으니 먼저 값을 꺼내세요")
        }
        let simple = TypeIndex.simpleName(typeName)
        if let declaration = file.project.types.declaration(of: simple), declaration.kind == .enum,
           !declaration.inherited.contains(where: { $0.contains("CustomStringConvertible") || $0.contains("Localized") }),
           !extendsWithDescription(simple, file) {
          return LocalizedText(
            en: "the label interpolates '\(segment)', a \(simple) enum value: VoiceOver reads the case name as written in code; give \(simple) a localized description",
            ko: "레이블이 \(simple) 열거형 값 \(KoreanParticle.object.attach(to: "'\(segment)'")) 보간합니다. VoiceOver가 코드에 쓴 케이스 이름을 읽으니 \(simple)에 지역화된 설명을 주세요")
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// `if let name`, `guard let name = name`, `if let name = self.name` in `code`: `name` is no optional there.
  static func unwraps(_ name: String, in code: String) -> Bool {
    var search = code.startIndex
    while let found = code.range(of: "let \(name)", range: search..<code.endIndex) {
      search = found.upperBound
      guard let next = code[found.upperBound...].first else { return true }
      if !(next.isLetter || next.isNumber || next == "_" || next == ":") { return true }
    }
    return false
  }

  /// An extension elsewhere may make the enum describe itself.
  private func extendsWithDescription(_ type: String, _ file: SwiftFileModel) -> Bool {
    file.project.types.conformances(of: type).contains { $0.contains("CustomStringConvertible") || $0.contains("Localized") }
  }

  /// `item.id`, `model.identifier`, `uuid.uuidString`.
  static func isIdentifier(_ path: String) -> Bool {
    let last = path.split(separator: ".").last.map(String.init) ?? path
    return ["id", "ID", "identifier", "uuid", "uuidString", "UUID"].contains(last) || last.hasSuffix("ID") && last.count > 2
      && last.dropLast(2).last?.isLowercase == true
  }

  /// The type of `name` or `self.name` or `a.b` from the project's declarations.
  private func propertyType(of expression: String, in type: String, _ file: SwiftFileModel) -> String? {
    var parts = expression.split(separator: ".").map(String.init)
    if parts.first == "self" { parts.removeFirst() }
    guard let first = parts.first, parts.count <= 2,
          parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
    guard var current = file.project.propertyType(first, in: type) else { return nil }
    if parts.count == 2 {
      let owner = current.hasSuffix("?") || current.hasSuffix("!") ? nil : current
      guard let owner, let next = file.project.propertyType(parts[1], in: owner) else { return nil }
      current = next
    }
    return current
  }

  /// The expressions inside `\( … )` in a string literal's text.
  static func interpolations(in text: String) -> [String] {
    var result: [String] = []
    let characters = Array(text)
    var index = 0
    while index + 1 < characters.count {
      if characters[index] == "\\", characters[index + 1] == "(" {
        var depth = 1, end = index + 2
        while end < characters.count, depth > 0 {
          if characters[end] == "(" { depth += 1 }
          if characters[end] == ")" { depth -= 1 }
          end += 1
        }
        result.append(String(characters[(index + 2)..<max(index + 2, end - 1)]).trimmingCharacters(in: .whitespaces))
        index = end
      } else {
        index += 1
      }
    }
    return result
  }
}
