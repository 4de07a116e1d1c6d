import A11yCore

/// The elements VoiceOver stops on, in the order it reaches them.
enum FocusStops {
  /// Controls, labelled texts, images and cells, or what the capture says is an accessibility element.
  static func isFocusStop(_ element: RuntimeElement) -> Bool {
    if let explicit = element.isAccessibilityElement { return explicit }
    return ElementRoles.isControl(element)
      || ((ElementRoles.isText(element) || ElementRoles.isImage(element) || element.type == "Cell") && element.spokenLabel != nil)
  }

  static func stops(_ screen: AnalyzedScreen) -> [PlacedElement] {
    screen.elements.filter { placed in
      !placed.insideElement && isFocusStop(placed.element) && placed.element.type != "Application"
        && placed.element.type != "Window" && !placed.element.frame.isEmpty
    }
  }

  /// `Application/Window[0]`: the window an element belongs to.
  static func window(of placed: PlacedElement) -> Substring {
    let parts = placed.path.split(separator: "/")
    guard let index = parts.firstIndex(where: { $0.hasPrefix("Window") }) else { return "" }
    return parts[...index].joined(separator: "/")[...]
  }
}

/// Focus order that goes against the visual order.
public struct RuntimeReadingOrderRule: RuntimeRule {
  public init() {}
  static let tolerance = 4.0

  public static let descriptor = RuleDescriptor(
    id: "runtime-reading-order",
    title: LocalizedText(en: "VoiceOver's order should follow the visual layout", ko: "VoiceOver의 읽기 순서는 화면 배치를 따라야 합니다"),
    rationale: LocalizedText(
      en: """
        The hierarchy lists elements in the order VoiceOver and Switch Control move through them. Sighted readers go \
        row by row from the top, and in each row from the leading edge (left, or right in right-to-left languages). When \
        the next element is on the same row but before the current one, or above it in the same column, or both above \
        it and before it, the order contradicts what is seen: a price read before its product, a field after the button \
        that submits it. Rows are compared with a 4 pt tolerance, and an element above and after the current one (a next \
        column) is not reported. Reorder the views, set `accessibilityElements`, or use `.accessibilitySortPriority`.
        """,
      ko: """
        계층은 VoiceOver와 스위치 제어가 요소를 지나는 순서대로 요소를 나열합니다. 눈으로 읽는 사람은 위에서부터 한 줄씩, 각 줄에서는 \
        시작 쪽(왼쪽, 오른쪽에서 왼쪽으로 쓰는 언어에서는 오른쪽)부터 읽습니다. 다음 요소가 같은 줄에서 현재 요소보다 앞에 있거나, 같은 \
        열에서 위에 있거나, 위이면서 앞에 있으면 순서가 보이는 것과 어긋납니다. 상품보다 가격을 먼저 읽거나 제출 버튼 뒤에 입력란을 \
        읽는 식입니다. 줄은 4pt 허용 오차로 비교하며, 현재 요소보다 위이면서 뒤쪽에 있는 요소(다음 열)는 보고하지 않습니다. 뷰 순서를 \
        바꾸거나 `accessibilityElements`를 지정하거나 `.accessibilitySortPriority`를 쓰세요.
        """),
    defaultSeverity: .warning,
    checkpoints: [.focus], wcag: ["1.3.2", "2.4.3"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            StaticText, {{16.0, 100.0}, {200.0, 22.0}}, label: 'Caffè Latte'
            Button, {{16.0, 300.0}, {361.0, 50.0}}, label: 'Add to order'
            ↓StaticText, {{16.0, 130.0}, {100.0, 22.0}}, label: '4,500 won'
            StaticText, {{300.0, 180.0}, {60.0, 22.0}}, label: 'Large'
            ↓StaticText, {{16.0, 180.0}, {60.0, 22.0}}, label: 'Size'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            StaticText, {{16.0, 100.0}, {200.0, 22.0}}, label: 'Caffè Latte'
            StaticText, {{16.0, 130.0}, {100.0, 22.0}}, label: '4,500 won'
            StaticText, {{16.0, 180.0}, {60.0, 22.0}}, label: 'Size'
            StaticText, {{200.0, 100.0}, {150.0, 22.0}}, label: 'Second column'
            StaticText, {{300.0, 181.0}, {60.0, 20.0}}, label: 'Large'
            Button, {{16.0, 300.0}, {361.0, 50.0}}, label: 'Add to order'
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    let stops = FocusStops.stops(screen).filter(screen.isShown)
    let rightToLeft = screen.screen.layoutDirection == .rightToLeft
    let tolerance = Self.tolerance
    for (current, next) in zip(stops, stops.dropFirst()) where FocusStops.window(of: current) == FocusStops.window(of: next) {
      let a = current.element.frame, b = next.element.frame
      // A container and what lies inside it (a header over its cells) aren't an ordering question.
      if a.contains(b) || b.contains(a) { continue }
      let sharedHeight = min(a.maxY, b.maxY) - max(a.y, b.y)
      let sameRow = sharedHeight >= 0.5 * min(a.height, b.height)
      let before = rightToLeft ? b.x >= a.maxX - tolerance : b.maxX <= a.x + tolerance
      let above = b.maxY <= a.y + tolerance
      let sameColumn = min(a.maxX, b.maxX) > max(a.x, b.x)
      let nextName = TargetSelection.describe(next.element), currentName = TargetSelection.describe(current.element)
      let side = rightToLeft ? LocalizedText(en: "right of", ko: "오른쪽") : LocalizedText(en: "left of", ko: "왼쪽")
      if sameRow && before {
        context.report(next, in: screen, LocalizedText(
          en: "VoiceOver reads \(nextName) after \(currentName), though it is \(side.en) it on the same row; reorder the elements or set accessibilityElements",
          ko: "\(nextName)이(가) 같은 줄에서 \(currentName)의 \(side.ko)에 있는데도 VoiceOver가 그 뒤에 읽습니다. 요소 순서를 바꾸거나 accessibilityElements를 지정하세요"))
      } else if !sameRow && above && (sameColumn || before) {
        context.report(next, in: screen, LocalizedText(
          en: "VoiceOver reads \(nextName) after \(currentName), though it is above it; reorder the elements or set accessibilityElements",
          ko: "\(nextName)이(가) \(currentName)보다 위에 있는데도 VoiceOver가 그 뒤에 읽습니다. 요소 순서를 바꾸거나 accessibilityElements를 지정하세요"))
      }
    }
  }
}

/// Different controls with the same label on one screen.
public struct RuntimeDuplicateLabelRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-duplicate-label",
    title: LocalizedText(en: "Different controls on a screen should have different labels", ko: "한 화면의 서로 다른 컨트롤은 레이블이 달라야 합니다"),
    rationale: LocalizedText(
      en: """
        VoiceOver's rotor and Voice Control list controls by label. Two buttons both called "More" or "Edit" on one screen \
        can't be told apart without exploring around them, and "Tap Edit" in Voice Control is ambiguous. Controls in \
        different table or collection cells are not compared (each row gives its own context), nor a tab with a button \
        outside the tab bar (a back button repeats the section's name by design); everything else with the same label \
        (ignoring case) is. Name what each one acts on ("Edit address", "Edit payment").
        """,
      ko: """
        VoiceOver의 로터와 음성 제어는 컨트롤을 레이블로 나열합니다. 한 화면에 "더 보기"나 "편집"이라는 버튼이 둘 있으면 주변을 \
        살펴보지 않고는 구별할 수 없고, 음성 제어의 "편집 누르기"도 모호해집니다. 서로 다른 테이블이나 컬렉션 셀 안의 컨트롤은 각 행이 \
        맥락을 주므로 비교하지 않고, 탭과 탭 바 밖의 버튼(구역 이름을 되풀이하는 뒤로 버튼 등)도 비교하지 않으며, 나머지는 대소문자를 무시하고 같은 레이블이면 보고합니다. 무엇에 작용하는지 이름에 담으세요\
        ("주소 편집", "결제 수단 편집").
        """),
    defaultSeverity: .warning,
    checkpoints: [.textAlternatives, .consistency], wcag: ["2.4.6", "2.4.4"], hig: "Accessibility › VoiceOver › Labels",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{300.0, 100.0}, {77.0, 44.0}}, label: 'Edit'
            ↓Button, {{300.0, 300.0}, {77.0, 44.0}}, label: 'edit'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{300.0, 100.0}, {77.0, 44.0}}, label: 'Edit address'
            Button, {{300.0, 300.0}, {77.0, 44.0}}, label: 'Edit payment'
            Table, {{0.0, 400.0}, {393.0, 400.0}}
              Cell, {{0.0, 400.0}, {393.0, 60.0}}
                Button, {{300.0, 408.0}, {77.0, 44.0}}, label: 'Delete'
              Cell, {{0.0, 460.0}, {393.0, 60.0}}
                Button, {{300.0, 468.0}, {77.0, 44.0}}, label: 'Delete'
            NavigationBar, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'Address'
              Button, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Settings'
            TabBar, {{0.0, 769.0}, {393.0, 83.0}}
              Button, {{297.0, 770.0}, {94.0, 48.0}}, label: 'Settings'
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    var first: [String: PlacedElement] = [:]
    // Controls inside cells count here: the cell doesn't rename them for the rotor.
    let controls = screen.elements.filter { ElementRoles.isControl($0.element) && !isInsideControl($0) }
    for placed in controls {
      guard let label = placed.element.spokenLabel?.lowercased() else { continue }
      guard let earlier = first[label] else {
        first[label] = placed
        continue
      }
      // A tab names a section, and the section's own buttons (a back button) repeat it by design.
      if earlier.ancestorTypes.contains("TabBar") != placed.ancestorTypes.contains("TabBar") { continue }
      let cellA = cellPath(earlier), cellB = cellPath(placed)
      if let cellA, let cellB, cellA != cellB { continue }
      if earlier.element.frame == placed.element.frame { continue }
      let name = placed.element.spokenLabel ?? label
      context.report(placed, in: screen, LocalizedText(
        en: "'\(name)' is also the label of the \(earlier.element.type) at \(earlier.element.frame): VoiceOver and Voice Control users can't tell them apart; say what each one acts on",
        ko: "'\(name)'은(는) \(earlier.element.frame) 위치의 다른 \(earlier.element.type)에도 쓰인 레이블이라 VoiceOver와 음성 제어 사용자가 구별할 수 없습니다. 각각 무엇에 작용하는지 이름에 담으세요"))
    }
  }

  private func isInsideControl(_ placed: PlacedElement) -> Bool {
    placed.ancestorTypes.contains { ElementRoles.controlTypes.contains($0) && !["SegmentedControl"].contains($0) }
  }

  private func cellPath(_ placed: PlacedElement) -> Substring? {
    let parts = placed.path.split(separator: "/")
    guard let index = parts.lastIndex(where: { $0.hasPrefix("Cell[") }) else { return nil }
    return parts[...index].joined(separator: "/")[...]
  }
}

/// Screens with neither a navigation title nor a heading.
public struct RuntimeScreenTitleRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-screen-title",
    title: LocalizedText(en: "Each screen should have a title or a heading", ko: "화면마다 제목이나 헤딩이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        A navigation title or a heading tells a VoiceOver user where they arrived, and headings let them jump through the \
        screen with the rotor. A screen is fine with a navigation bar that has a title, an alert or sheet with a title, or \
        an element with the header trait. XCUITest's debug description doesn't record traits, so there a screen without a \
        titled navigation bar is reported for review; a capture with traits (Appium's `traits`, the JSON's `traits`) gives \
        a definite answer. Set `navigationItem.title` / `.navigationTitle`, or give the screen's title the header trait \
        (`.accessibilityAddTraits(.isHeader)`).
        """,
      ko: """
        내비게이션 제목이나 헤딩은 VoiceOver 사용자에게 어느 화면에 왔는지 알려 주고, 로터로 헤딩 사이를 이동하게 해 줍니다. 제목이 \
        있는 내비게이션 바, 제목이 있는 경고창이나 시트, 헤더 특성이 있는 요소 중 하나가 있으면 됩니다. XCUITest 디버그 설명은 특성을 \
        기록하지 않으므로 제목 있는 내비게이션 바가 없는 화면을 검토 대상으로 보고하고, 특성을 기록한 캡처(Appium의 `traits`, JSON의 \
        `traits`)에서는 확정해 보고합니다. `navigationItem.title`이나 `.navigationTitle`을 지정하거나 화면 제목에 헤더 특성\
        (`.accessibilityAddTraits(.isHeader)`)을 주세요.
        """),
    defaultSeverity: .warning,
    checkpoints: [.assistiveTechnology], wcag: ["2.4.2", "2.4.6", "1.3.1"], hig: "Navigation bars; Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          ↓Window, {{0.0, 0.0}, {393.0, 852.0}}
            StaticText, {{16.0, 100.0}, {200.0, 22.0}}, label: 'Caffè Latte'
            Button, {{16.0, 300.0}, {361.0, 50.0}}, label: 'Add to order'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            NavigationBar, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'Menu'
              StaticText, {{170.0, 58.0}, {53.0, 22.0}}, label: 'Menu'
            StaticText, {{16.0, 100.0}, {200.0, 22.0}}, label: 'Caffè Latte'
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    let elements = screen.elements.map(\.element)
    let titledBar = screen.elements.contains { placed in
      let element = placed.element
      guard ["NavigationBar", "Alert", "Sheet"].contains(element.type) else { return false }
      if let identifier = element.identifier, !identifier.isEmpty { return true }
      if element.spokenLabel != nil { return true }
      return element.children.contains { $0.type == "StaticText" && $0.spokenLabel != nil }
    }
    if titledBar || elements.contains(where: { $0.hasTrait("header") && $0.spokenLabel != nil }) { return }
    guard let root = screen.elements.first(where: { $0.element.type == "Window" }) ?? screen.elements.first else { return }
    if screen.screen.capabilities.traits {
      context.report(root, in: screen, LocalizedText(
        en: "screen '\(screen.screen.name)' has no navigation title and no element with the header trait: VoiceOver users aren't told where they are and can't jump by headings",
        ko: "'\(screen.screen.name)' 화면에 내비게이션 제목도 헤더 특성이 있는 요소도 없어 VoiceOver 사용자가 현재 위치를 알 수 없고 헤딩으로 이동할 수 없습니다"))
    } else {
      context.report(root, in: screen, LocalizedText(
        en: "screen '\(screen.screen.name)' has no navigation bar with a title; this capture doesn't record headings, so check that the screen's title has the header trait",
        ko: "'\(screen.screen.name)' 화면에 제목 있는 내비게이션 바가 없습니다. 이 캡처는 헤딩을 기록하지 않으므로 화면 제목에 헤더 특성이 있는지 확인하세요"),
        needsReview: true)
    }
  }
}
