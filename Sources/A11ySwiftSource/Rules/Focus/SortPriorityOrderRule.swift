import A11yCore

/// `accessibilitySortPriority` values that make VoiceOver read a stack against its visual order.
public struct SortPriorityOrderRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "sort-priority-order",
    title: LocalizedText(
      en: "Reading order should follow the visual order",
      ko: "읽는 순서는 보이는 순서를 따라야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.1: focus must move in a logical order that people can predict (the guideline's failure: focus \
        moving in an illogical order). In a `VStack` or `HStack`, VoiceOver follows the order the views are laid out; \
        `.accessibilitySortPriority` changes it, and a higher priority on a later view makes VoiceOver read it \
        first, so what a sighted helper describes and what VoiceOver reads no longer match. Sometimes that is the \
        point (a title read before the image above it); check that the new order is the logical one. Reported as \
        information. (WCAG 1.3.2, 2.4.3; NIA 2.1.)
        """,
      ko: """
        검사 항목 2.1: 초점은 사용자가 예측할 수 있는 논리적인 순서로 이동해야 합니다(지침의 오류 예: 비논리적인 순서로 초점이 이동). \
        `VStack`이나 `HStack`에서 VoiceOver는 뷰가 놓인 순서를 따르는데, `.accessibilitySortPriority`가 이를 바꿔 뒤의 뷰에 더 높은 \
        우선순위를 주면 그 뷰를 먼저 읽습니다. 그러면 화면을 보는 사람이 설명하는 순서와 VoiceOver가 읽는 순서가 어긋납니다. 위에 있는 \
        이미지보다 제목을 먼저 읽게 하려는 것처럼 의도한 경우도 있으니, 바뀐 순서가 논리적인지 확인하세요. 정보로 보고합니다. \
        (WCAG 1.3.2, 2.4.3, NIA 2.1)
        """),
    defaultSeverity: .info,
    checkpoints: [.focus], wcag: ["1.3.2", "2.4.3"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        "struct Receipt: View { var body: some View { VStack { Text(\"주문 번호 42\").accessibilitySortPriority(1); Text(\"합계 5,000원\").↓accessibilitySortPriority(2) } } }",
        "struct Row: View { var body: some View { HStack { Text(\"Latte\"); Text(\"4,500원\").↓accessibilitySortPriority(1) } } }",
        // A Spacer first, then a text: the text is passed over.
        "struct Row: View { var body: some View { HStack { Spacer(); Text(\"Latte\"); Text(\"4,500원\").↓accessibilitySortPriority(1) } } }",
        "final class ReceiptView: UIView {\n let numberLabel = UILabel()\n let totalLabel = UILabel()\n let noteLabel = UILabel()\n func setUp() {\n let stack = UIStackView(arrangedSubviews: [numberLabel, totalLabel, noteLabel])\n stack.axis = .vertical\n addSubview(stack)\n ↓accessibilityElements = [totalLabel, numberLabel, noteLabel] } }",
      ],
      nonTriggering: [
        "final class ReceiptView: UIView {\n let numberLabel = UILabel()\n let totalLabel = UILabel()\n func setUp() {\n let stack = UIStackView()\n stack.addArrangedSubview(numberLabel)\n stack.addArrangedSubview(totalLabel)\n addSubview(stack)\n accessibilityElements = [numberLabel, totalLabel] } }",
        "struct Receipt: View { var body: some View { VStack { Text(\"주문 번호 42\").accessibilitySortPriority(2); Text(\"합계\").accessibilitySortPriority(1) } } }",
        "struct Card: View { var body: some View { ZStack { Image(\"bg\"); Text(\"Title\").accessibilitySortPriority(1) } } }",
        "struct Row: View { var body: some View { HStack { Text(\"Latte\"); Text(\"4,500원\") } } }",
        // Only a Spacer before the header: nothing VoiceOver reads is passed over (Phoenix's sheet header).
        "struct Header: View { var body: some View { HStack { Spacer(); Text(\"QR 코드 스캔\").accessibilitySortPriority(100); Spacer() } } }",
        // The screen's priorities written down in a comment: the order was designed.
        "/* Accessibility sort priority:\n * - Total balance = 49\n * - Footer cell = 10\n */\nstruct Home: View { var body: some View { VStack { Text(\"최근 결제\"); Text(\"잔액\").accessibilitySortPriority(49) } } }",
      ])
  )

  static let orderedStacks: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack", "Grid", "GridRow", "Form", "List", "Section"]

  static func priority(of view: SwiftUIView) -> (Double, ViewModifierCall)? {
    guard let modifier = view.modifiers(named: "accessibilitySortPriority").last,
          let value = modifier.arguments.firstUnlabeled?.numberLiteral else { return nil }
    return (value, modifier)
  }

  /// Views VoiceOver never stops on: a later view put before them changes nothing it reads.
  static let nonElements: Set<String> = ["Spacer", "Divider", "Color", "EmptyView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]

  /// A comment that lists the screen's sort priorities (Phoenix's `/* .accessibilitySortPriority():
  /// - Footer button: send = 39 … */`): the order was designed and written down, which is the check
  /// the finding asks for.
  static func documentsSortPriorities(_ file: SwiftFileModel) -> Bool {
    String(decoding: file.converter.source.bytes, as: UTF8.self).split(separator: "\n").contains { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") else { return false }
      // A block comment's own text, not code after it on the line (`/* note */ Text("a")…`).
      let comment = trimmed.hasPrefix("/*") ? trimmed.prefix(upTo: trimmed.range(of: "*/")?.upperBound ?? trimmed.endIndex) : trimmed
      let words = comment.lowercased().filter(\.isLetter)
      return words.contains("sortpriority")
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    checkUIKit(file, &context)
    var documented: Bool?
    for stack in file.views where stack.kind == .call && Self.orderedStacks.contains(stack.name) && !stack.context.isHidden {
      let children = stack.children.map { file.view($0) }.filter { $0.slot == .content }
      guard children.contains(where: { Self.priority(of: $0) != nil }) else { continue }
      if documented == nil { documented = Self.documentsSortPriorities(file) }
      if documented == true { return }
      // Unset priorities are 0: a later view with a higher priority jumps ahead of earlier ones.
      var highestBefore: Double? = nil
      for child in children {
        // Only elements are read: a Spacer or divider before the view is not passed over.
        if child.kind == .call && Self.nonElements.contains(child.name) || child.context.isHidden { continue }
        let (value, modifier) = Self.priority(of: child) ?? (0, nil as ViewModifierCall?)
        if let highest = highestBefore, value > highest, let modifier {
          context.report(at: modifier.position, LocalizedText(
            en: "VoiceOver reads this view before the ones laid out above or before it in this \(stack.name) (sort priority \(FlashingContentRule.format(value))): check that this order is the logical one",
            ko: "VoiceOver는 이 뷰를 \(stack.name) 안에서 앞에 놓인 뷰보다 먼저 읽습니다(정렬 우선순위 \(FlashingContentRule.format(value))). 이 순서가 논리적인지 확인하세요"),
            needsReview: true)
        }
        highestBefore = max(highestBefore ?? value, value)
      }
    }
  }

  // MARK: UIKit

  /// `[a, b]`, `[self.a, b]` → ["a", "b"]; nil when an element isn't a plain property.
  static func names(in value: ExpressionInfo) -> [String]? {
    guard case .array(let items) = value.kind else { return nil }
    var names: [String] = []
    for item in items {
      guard case .reference(let path) = item.kind else { return nil }
      names.append(path.hasPrefix("self.") ? String(path.dropFirst(5)) : path)
    }
    return names
  }

  /// An `accessibilityElements` array literal that lists a stack view's arranged subviews in
  /// another order than the stack lays them out (`UIStackView(arrangedSubviews:)` or
  /// `addArrangedSubview` in order): provable without knowing any frame.
  func checkUIKit(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let stacks: [[String]] = file.uikitObjects.compactMap { object in
      guard object.uikitClass == "UIStackView" else { return nil }
      var arranged: [String] = []
      if let initial = object.initializer?.callArguments.first(labeled: "arrangedSubviews") {
        arranged += Self.names(in: initial) ?? []
      }
      for call in object.calls("addArrangedSubview") {
        guard case .reference(let path)? = call.arguments.firstUnlabeled?.kind else { continue }
        arranged.append(path.hasPrefix("self.") ? String(path.dropFirst(5)) : path)
      }
      return arranged.count >= 2 ? arranged : nil
    }
    guard !stacks.isEmpty else { return }
    for object in file.uikitObjects {
      for assignment in object.assignments where assignment.property == "accessibilityElements" {
        guard let order = Self.names(in: assignment.value) else { continue }
        for arranged in stacks {
          // The elements that are in this stack, in the order VoiceOver is given them.
          let inStack = order.filter { arranged.contains($0) }
          guard inStack.count >= 2 else { continue }
          let laidOut = arranged.filter { inStack.contains($0) }
          guard inStack != laidOut, let first = inStack.first else { continue }
          context.report(at: assignment.start, LocalizedText(
            en: "accessibilityElements makes VoiceOver read \(first) first, but the stack view lays out \(laidOut.joined(separator: ", ")) in that order: check that this reading order is the logical one",
            ko: "accessibilityElements 때문에 VoiceOver가 \(first) 요소를 먼저 읽지만, 스택 뷰는 \(laidOut.joined(separator: ", ")) 순서로 배치합니다. 이 읽기 순서가 논리적인지 확인하세요"),
            needsReview: true)
          break
        }
      }
    }
  }
}
