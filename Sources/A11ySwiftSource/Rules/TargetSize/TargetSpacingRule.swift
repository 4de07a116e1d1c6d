import A11yCore

/// Icon controls next to each other whose centres are closer than 9 mm (KR 2.0 checkpoint 2.5).
public struct TargetSpacingRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "target-spacing",
    title: LocalizedText(en: "Adjacent icon controls need 9 mm between their centres", ko: "나란한 아이콘 컨트롤은 중심 간 간격이 9mm 이상이어야 합니다"),
    rationale: LocalizedText(
      en: """
        When controls have no visible outline, checkpoint 2.5 of the Korean guideline 2.0 asks for at least 9 mm between their centres, so a \
        finger aimed at one doesn't activate its neighbour. The centre distance is computed from the controls' explicit \
        widths (heights in a vertical stack) and the stack's spacing (8 pt when SwiftUI's default is used, 0 for \
        `UIStackView`), and 9 mm is converted to points for the `device` option (54.3 pt on 460 ppi iPhones). Text \
        buttons and links are not checked. The 9 mm is NIA's inspection criterion for the checkpoint, beyond Apple's \
        44 pt targets and WCAG's spacing, so the rule is opt-in: name it in `opt_in_rules` for a Korean guideline audit.
        """,
      ko: """
        외곽선이 없는 컨트롤이 나란히 있으면 모바일 앱 접근성 지침 2.0 검사 항목 2.5는 중심 간 간격을 9mm 이상으로 요구합니다. 그래야 한 컨트롤을 \
        누르려다 옆 컨트롤을 누르지 않습니다. 중심 간 간격은 컨트롤에 명시한 너비(세로 스택에서는 높이)와 스택 간격(SwiftUI \
        기본값은 8pt, `UIStackView`는 0)으로 계산하며, 9mm는 `device` 옵션의 기기 기준 포인트로 바꿉니다(460ppi 아이폰에서 \
        54.3pt). 텍스트 버튼과 링크는 검사하지 않습니다. 9mm는 Apple의 44pt 터치 영역과 WCAG의 간격을 넘어서는 NIA 점검 기준이므로 선택 규칙입니다. 지침 점검에서는 `opt_in_rules`에 넣으세요.
        """),
    defaultSeverity: .warning,
    checkpoints: [.controlSizeAndSpacing], wcag: ["2.5.8"], hig: "Accessibility › Mobility › Offer sufficiently sized controls",
    options: [TargetOptions.device, TargetOptions.millimetres],
    isOptIn: true,
    examples: RuleExamples(
      triggering: [
        // Each side of a chain after a button is its neighbour when shown.
        "struct A: View { var body: some View { HStack {\n  Button { search() } label: { Image(systemName: \"magnifyingglass\").frame(width: 44, height: 44) }\n  if tab == 0 { ↓Button { filter() } label: { Image(systemName: \"line.3.horizontal.decrease\").frame(width: 44, height: 44) } } else if tab == 3 { ↓Button { today() } label: { Image(systemName: \"calendar\").frame(width: 44, height: 44) } }\n } } }",
        // The neighbour: the button after the `if`/`else` sits beside whichever side is shown.
        "struct A: View { var body: some View { HStack(spacing: 4) {\n  if isMuted { Button { unmute() } label: { Image(systemName: \"mic.slash\").frame(width: 44, height: 44) } } else { Button { mute() } label: { Image(systemName: \"mic\").frame(width: 44, height: 44) } }\n  ↓Button { hangUp() } label: { Image(systemName: \"phone.down\").frame(width: 44, height: 44) }\n } } }",
        "struct A: View { var body: some View { HStack(spacing: 4) {\n  Button { back() } label: { Image(systemName: \"backward\").frame(width: 44, height: 44) }\n  ↓Button { play() } label: { Image(systemName: \"play\").frame(width: 44, height: 44) }\n} } }",
        "struct A: View { var body: some View { VStack {\n  Button { up() } label: { Image(systemName: \"chevron.up\").frame(width: 44, height: 44) }\n  ↓Button { down() } label: { Image(systemName: \"chevron.down\").frame(width: 44, height: 44) }\n} } }",
        "final class V: UIViewController {\n  let back = UIButton(type: .custom)\n  let play = UIButton(type: .custom)\n  func setUp() {\n    back.setImage(UIImage(systemName: \"backward\"), for: .normal)\n    play.setImage(UIImage(systemName: \"play\"), for: .normal)\n    back.widthAnchor.constraint(equalToConstant: 44).isActive = true\n    play.widthAnchor.constraint(equalToConstant: 44).isActive = true\n    let row = UIStackView(arrangedSubviews: [back, ↓play])\n    row.spacing = 4\n  }\n}",
      ],
      nonTriggering: [
        // Two sides of one `if`/`else`: only one is ever shown (Linphone's call buttons).
        "struct A: View { var body: some View { HStack(spacing: 4) {\n  if isMuted { Button { unmute() } label: { Image(systemName: \"mic.slash\").frame(width: 44, height: 44) } } else { Button { mute() } label: { Image(systemName: \"mic\").frame(width: 44, height: 44) } }\n } } }",
        "struct A: View { var body: some View { HStack(spacing: 16) {\n  Button { back() } label: { Image(systemName: \"backward\").frame(width: 44, height: 44) }\n  Button { play() } label: { Image(systemName: \"play\").frame(width: 44, height: 44) }\n} } }",
        "struct A: View { var body: some View { HStack(spacing: 4) {\n  Button(\"이전\") { back() }.frame(width: 44, height: 44)\n  Button(\"다음\") { next() }.frame(width: 44, height: 44)\n} } }",
        "struct A: View { var body: some View { HStack(spacing: 4) {\n  Button { back() } label: { Image(systemName: \"backward\") }\n  Button { play() } label: { Image(systemName: \"play\") }\n} } }",
        "struct A: View { var body: some View { HStack(spacing: 0) {\n  Button { back() } label: { Image(systemName: \"backward\").frame(width: 44, height: 44) }\n  Spacer()\n  Button { play() } label: { Image(systemName: \"play\").frame(width: 44, height: 44) }\n} } }",
      ]))

  static let stacks: [String: Bool] = ["HStack": true, "LazyHStack": true, "VStack": false, "LazyVStack": false]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let profile = context.deviceProfile
    let recommended = profile.points(millimetres: context.minimumMillimetres)
    let targets = Dictionary(SwiftUITargets.targets(in: file).map { ($0.view.index, $0) }, uniquingKeysWith: { a, _ in a })
    for stack in file.views {
      guard let horizontal = Self.stacks[stack.name] else { continue }
      let explicitSpacing = stack.argument("spacing")
      guard explicitSpacing == nil || explicitSpacing?.numberLiteral != nil else { continue }
      let spacing = explicitSpacing?.numberLiteral ?? 8
      let children = stack.children.map { file.views[$0] }.filter { $0.slot == .content }
      // Each child and the next that can be on screen with it: the two sides of one `if`/`else`
      // (or two cases of one `switch`) never are, and each side of a chain after a child is its
      // neighbour when shown.
      var neighbours: [(SwiftUIView, SwiftUIView)] = []
      for index in children.indices {
        var next = index + 1
        while next < children.count, Self.areAlternatives(children[index].branchCondition, children[next].branchCondition) { next += 1 }
        while next < children.count {
          neighbours.append((children[index], children[next]))
          guard next + 1 < children.count,
                Self.areAlternatives(children[next].branchCondition, children[next + 1].branchCondition) else { break }
          next += 1
        }
      }
      // Reported once, at the later control, however many sides of a branch it sits beside.
      var reported: Set<Int> = []
      for (first, second) in neighbours where !reported.contains(second.index) {
        guard SwiftUITargets.isIconControl(first, in: file), SwiftUITargets.isIconControl(second, in: file),
              let a = targets[first.index].flatMap({ horizontal ? $0.size.width : $0.size.height }),
              let b = targets[second.index].flatMap({ horizontal ? $0.size.width : $0.size.height }),
              a.isExact, b.isExact else { continue }
        let distance = a.points / 2 + spacing + b.points / 2
        guard distance < recommended else { continue }
        reported.insert(second.index)
        report(distance: distance, at: second.position, profile: profile, recommended: recommended, &context)
      }
    }
    for stack in file.uikitObjects where stack.uikitClass == "UIStackView" {
      let horizontal = stack.assignment("axis")?.value.memberName != "vertical"
      let spacing = stack.assignment("spacing")?.value.numberLiteral ?? (stack.assigns("spacing") ? nil : 0)
      guard let spacing else { continue }
      var arranged: [ExpressionInfo] = []
      if case .array(let items)? = stack.initializer?.callArguments.first(labeled: "arrangedSubviews")?.kind { arranged = items }
      arranged += stack.calls("addArrangedSubview").compactMap { $0.arguments.first?.value }
      let members: [(ExpressionInfo, UIKitObject?)] = arranged.map { item in
        guard case .reference(let name) = item.kind else { return (item, nil) }
        let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        return (item, file.uikitObjects.first { $0.name == bare && $0.enclosingType == stack.enclosingType })
      }
      for (first, second) in zip(members, members.dropFirst()) {
        guard let a = first.1, let b = second.1, Self.isIconButton(a), Self.isIconButton(b),
              let sizeA = UIKitTargets.target(a, in: file), let sizeB = UIKitTargets.target(b, in: file), !sizeA.fromFrame, !sizeB.fromFrame,
              let extentA = horizontal ? sizeA.width : sizeA.height, let extentB = horizontal ? sizeB.width : sizeB.height,
              extentA.isExact, extentB.isExact else { continue }
        let distance = extentA.points / 2 + spacing + extentB.points / 2
        guard distance < recommended else { continue }
        report(distance: distance, at: second.0.start, profile: profile, recommended: recommended, &context)
      }
    }
  }

  /// Branch conditions (``SwiftUIView/branchCondition``, nested parts joined by " · ") of views
  /// in different branches of the same `if` chain or `switch`: at the first part where they
  /// differ, one is an `if`/`else if` whose test the other's `else` negates, or both are cases of
  /// one switch.
  static func areAlternatives(_ first: String?, _ second: String?) -> Bool {
    guard let first, let second, first != second else { return false }
    // Alternatives need an `else` or a second case: most pairs have neither.
    func holds(_ text: String, _ word: String) -> Bool { text.utf8.firstRange(of: word.utf8) != nil }
    guard holds(first, "else") || holds(second, "else") || holds(first, "switch ") && holds(second, "switch ") else { return false }
    let a = first.components(separatedBy: " · "), b = second.components(separatedBy: " · ")
    guard let split = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }) else { return false }
    let x = a[split], y = b[split]
    if x.hasPrefix("switch "), y.hasPrefix("switch ") {
      return x.components(separatedBy: " case ").first == y.components(separatedBy: " case ").first
    }
    func test(_ part: String) -> String? {
      if part.hasPrefix("if ") { return String(part.dropFirst(3)) }
      if part.hasPrefix("else if "), let open = part.range(of: " (not ", options: .backwards) {
        return String(part[part.index(part.startIndex, offsetBy: 8)..<open.lowerBound])
      }
      return nil
    }
    func negates(_ part: String, _ tested: String?) -> Bool {
      guard let tested, part.hasPrefix("else") else { return false }
      return part.contains("not \(tested)")
    }
    return negates(y, test(x)) || negates(x, test(y))
  }

  static func isIconButton(_ object: UIKitObject) -> Bool {
    guard object.uikitClass == "UIButton" else { return false }
    let hasImage = !object.calls("setImage").isEmpty || object.assigns("configuration.image")
    let hasTitle = !object.calls("setTitle").isEmpty || !object.calls("setAttributedTitle").isEmpty || object.assigns("configuration.title")
    return hasImage && !hasTitle
  }

  private func report(distance: Double, at position: SourcePosition, profile: DeviceProfile, recommended: Double,
                      _ context: inout RuleContext) {
    let mm = Measure.format(profile.millimetres(points: distance))
    context.report(at: position, LocalizedText(
      en: "this icon control's centre is \(Measure.format(distance)) pt (\(mm) mm on \(profile.screenName.en)) from its neighbour's, under checkpoint 2.5's \(Measure.format(context.minimumMillimetres)) mm (\(Measure.format(recommended)) pt); add spacing or enlarge the targets",
      ko: "이 아이콘 컨트롤과 옆 컨트롤의 중심 간 간격이 \(Measure.format(distance))pt(\(profile.screenName.ko)에서 \(mm)mm)로 검사 항목 2.5의 \(Measure.format(context.minimumMillimetres))mm(\(Measure.format(recommended))pt)보다 좁습니다. 간격을 늘리거나 터치 영역을 키우세요"))
  }
}
