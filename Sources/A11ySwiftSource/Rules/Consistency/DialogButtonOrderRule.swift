import A11yCore

/// Alerts whose cancel and confirm buttons come in a different order from the app's other alerts.
public struct DialogButtonOrderRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "dialog-button-order",
    title: LocalizedText(
      en: "Confirm and cancel should keep one order",
      ko: "확인과 취소 버튼은 한 가지 순서를 지켜야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 3.2 names as an error type the confirm and cancel buttons of alerts placed inconsistently \
        (the guideline's failure: the same alert with its 확인 and 취소 buttons swapped). People who learn where \
        \"취소\" is, and VoiceOver users who swipe to it by position, press the wrong one when the order changes. \
        UIKit places a `.cancel`-style action itself; an action titled 취소/Cancel with another style is placed in \
        the order it was added. This project-wide rule compares `UIAlertController` alerts whose cancel action \
        isn't `.cancel` style and reports those added in the less common order. Give the cancel action the \
        `.cancel` style. (WCAG 3.2.4; NIA 3.2; HIG Alerts.)
        """,
      ko: """
        검사 항목 3.2는 알림창에 제공된 확인, 취소 등의 위치가 일관되지 않은 경우를 오류 유형으로 듭니다(지침의 오류 예: 같은 알림창에서 \
        확인과 취소 버튼이 뒤바뀜). \"취소\"의 위치를 익힌 사람과 위치로 쓸어 넘겨 찾는 VoiceOver 사용자는 순서가 바뀌면 잘못 누릅니다. \
        UIKit은 `.cancel` 스타일 동작의 위치를 스스로 정하지만, 다른 스타일로 만든 취소/Cancel 동작은 추가한 순서대로 놓입니다. 이 \
        프로젝트 전체 규칙은 취소 동작이 `.cancel` 스타일이 아닌 `UIAlertController` 알림창들을 비교해 덜 쓰인 순서로 추가한 것을 \
        보고합니다. 취소 동작에 `.cancel` 스타일을 주세요. (WCAG 3.2.4, NIA 3.2, HIG 알림)
        """),
    defaultSeverity: .warning,
    checkpoints: [.consistency], wcag: ["3.2.4"], hig: "Alerts",
    examples: RuleExamples(
      triggering: [
        """
        final class CartViewController: UIViewController {
          func confirmClear() {
            let alert = UIAlertController(title: "장바구니 비우기", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "취소", style: .default))
            alert.addAction(UIAlertAction(title: "비우기", style: .destructive) { _ in self.clear() })
          }
          func confirmLeave() {
            let alert = UIAlertController(title: "주문을 취소할까요?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "취소", style: .default))
            alert.addAction(UIAlertAction(title: "확인", style: .default) { _ in self.leave() })
          }
          func confirmDelete() {
            let alert = UIAlertController(title: "카드를 삭제할까요?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "삭제", style: .destructive) { _ in self.delete() })
            ↓alert.addAction(UIAlertAction(title: "취소", style: .default))
          }
        }
        """,
      ],
      nonTriggering: [
        """
        final class CartViewController: UIViewController {
          func confirmClear() {
            let alert = UIAlertController(title: "장바구니 비우기", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "취소", style: .cancel))
            alert.addAction(UIAlertAction(title: "비우기", style: .destructive) { _ in self.clear() })
          }
          func confirmDelete() {
            let alert = UIAlertController(title: "카드를 삭제할까요?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "삭제", style: .destructive) { _ in self.delete() })
            alert.addAction(UIAlertAction(title: "취소", style: .cancel))
          }
        }
        """,
        """
        final class A: UIViewController {
          func f() {
            let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .default))
            alert.addAction(UIAlertAction(title: "Sign out", style: .destructive))
          }
        }
        """,
      ])
  )

  static let cancelTitles: Set<String> = ["취소", "cancel", "아니요", "아니오", "no", "닫기", "not now", "나중에"]

  struct Dialog {
    let file: SwiftFileModel
    let cancelFirst: Bool
    let cancelCall: CodeCall
  }

  /// Alerts in a file whose cancel action is not `.cancel` style: which comes first.
  static func dialogs(in file: SwiftFileModel) -> [Dialog] {
    var groups: [String: [CodeCall]] = [:]
    var order: [String] = []
    for call in file.behaviour.calls where call.name == "addAction" {
      let key = "\(call.enclosingType ?? "")|\(call.function ?? "")|\(call.receiver ?? "")"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(call)
    }
    var result: [Dialog] = []
    for key in order {
      let actions = groups[key] ?? []
      guard actions.count >= 2 else { continue }
      func isCancel(_ call: CodeCall) -> Bool {
        guard let action = call.arguments.first?.value, action.callee == "UIAlertAction",
              let title = action.callArguments.first(labeled: "title")?.stringLiteral else { return false }
        return cancelTitles.contains(title.lowercased()) && action.callArguments.first(labeled: "style")?.memberName != "cancel"
      }
      guard let cancelIndex = actions.firstIndex(where: isCancel) else { continue }
      result.append(Dialog(file: file, cancelFirst: cancelIndex == 0, cancelCall: actions[cancelIndex]))
    }
    return result
  }

  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    let dialogs = files.flatMap(Self.dialogs)
    let first = dialogs.filter(\.cancelFirst).count, last = dialogs.count - first
    guard first > 0, last > 0, first != last else { return }
    let majorityFirst = first > last
    for dialog in dialogs where dialog.cancelFirst != majorityFirst {
      context.report(in: dialog.file, at: dialog.cancelCall.position, LocalizedText(
        en: "This alert puts its cancel button \(majorityFirst ? "last" : "first") while \(max(first, last)) other alerts put it \(majorityFirst ? "first" : "last"): people who learned its place press the wrong button; give the cancel action the .cancel style so UIKit places it the same way everywhere",
        ko: "이 알림창은 취소 버튼을 \(majorityFirst ? "마지막" : "처음")에 두지만 다른 알림창 \(max(first, last))개는 \(majorityFirst ? "처음" : "마지막")에 둡니다. 위치를 익힌 사람이 잘못 누르게 되니, 취소 동작에 .cancel 스타일을 주어 UIKit이 어디서나 같은 곳에 두게 하세요"))
    }
  }
}
