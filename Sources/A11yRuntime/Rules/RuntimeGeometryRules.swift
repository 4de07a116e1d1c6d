import A11yCore
import Foundation

/// Which controls the size and spacing checks judge: enabled, on screen, not inline links, not
/// system controls with a fixed size whose touch area exceeds their frame.
enum TargetSelection {
  static func targets(_ screen: AnalyzedScreen) -> [PlacedElement] {
    screen.controls.filter { placed in
      let element = placed.element
      guard element.isEnabled, element.isVisible != false, !element.frame.isEmpty else { return false }
      // Links inside running text are exempt (WCAG 2.5.8's inline exception).
      if element.type == "Link", let parent = placed.ancestorTypes.last, ["StaticText", "TextView"].contains(parent) { return false }
      // Text views are reading areas more than targets; segmented controls are judged by their segments.
      if ["TextView", "SegmentedControl", "PageIndicator"].contains(element.type) { return false }
      // UISwitch draws at 51×31 pt and responds to a larger area than its frame.
      if element.type == "Switch", abs(element.frame.width - 51) < 1, abs(element.frame.height - 31) < 1 { return false }
      return screen.isShown(placed)
    }
  }

  /// The system's own controls (text fields, switches, sliders, items of navigation, tab and tool
  /// bars), which KR 2.5 exempts from its 9 mm recommendation; Apple's 44 pt still applies.
  static func isSystemControl(_ placed: PlacedElement) -> Bool {
    if ["TextField", "SecureTextField", "SearchField", "Switch", "Slider", "Stepper", "PickerWheel", "DatePicker"].contains(placed.element.type) {
      return true
    }
    return placed.ancestorTypes.contains { ["NavigationBar", "TabBar", "Toolbar", "SegmentedControl"].contains($0) }
  }

  /// Content of a scroll view next to fixed chrome (a tab bar, a floating button) scrolls past and
  /// under it, and controls in different windows (an overlay's) are placed independently: their
  /// frames meeting is no defect of either.
  static func laidOutIndependently(_ a: PlacedElement, _ b: PlacedElement, in screen: AnalyzedScreen) -> Bool {
    screen.isInScrollingContainer(a) != screen.isInScrollingContainer(b) || FocusStops.window(of: a) != FocusStops.window(of: b)
  }

  static func describe(_ element: RuntimeElement) -> String {
    element.spokenLabel.map { "'\($0)'" } ?? element.identifier.map { "(\($0))" } ?? element.type
  }
}

/// Hit regions under 44 pt, or under 9 mm on the device profile.
public struct RuntimeTargetSizeRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-target-size",
    title: LocalizedText(en: "Controls on screen must be large enough to hit", ko: "화면의 컨트롤은 누르기 쉬울 만큼 커야 합니다"),
    rationale: LocalizedText(
      en: """
        The capture gives each control's real frame, after Auto Layout, Dynamic Type and content have sized it. Apple asks \
        for at least 44×44 pt; checkpoint 2.5 of the Korean guideline 2.0 asks for 9 mm per side, about 54.3 pt on 460 ppi iPhones, 57.8 pt on \
        326 ppi iPhones and 46.8 pt on iPads (`--device`). Under 44 pt is an error; 44 pt but under 9 mm is a warning that \
        gives both numbers; the system's own controls (text fields, switches, sliders, segments, items of navigation, tab \
        and tool bars) are exempt from 9 mm, as checkpoint 2.5 exempts OS default controls, and under 44 pt they are a warning. Disabled controls, links inside running text \
        and the system switch (51×31 pt, whose touch area is larger than its frame) are not judged. Enlarge the hit area (`contentEdgeInsets`, a larger frame with \
        `.contentShape`), not necessarily the icon.
        """,
      ko: """
        캡처에는 오토 레이아웃, 다이내믹 타입, 내용이 크기를 정한 뒤의 실제 프레임이 담깁니다. Apple은 44×44pt 이상을, 모바일 앱 접근성 지침 2.0 \
        검사 항목 2.5는 가로세로 9mm 이상을 권합니다. 9mm는 460ppi 아이폰에서 약 54.3pt, 326ppi 아이폰에서 57.8pt, 아이패드에서 \
        46.8pt입니다(`--device`). 44pt 미만은 오류, 44pt 이상이지만 9mm 미만은 두 수치를 함께 알리는 경고입니다. 검사 항목 2.5가 운영체제 기본 컨트롤을 \
        제외하듯 시스템 컨트롤(텍스트 필드, 스위치, 슬라이더, 세그먼트, 내비게이션 바·탭 바·툴바의 항목)은 9mm 기준에서 제외하고 44pt 미만이면 \
        경고로 보고합니다. 비활성 컨트롤, \
        본문 안의 링크, 시스템 스위치(51×31pt이며 터치 영역이 프레임보다 큼)는 판단하지 않습니다. 아이콘이 아니라 터치 영역을 \
        키우세요(`contentEdgeInsets`, `.contentShape`와 더 큰 frame).
        """),
    defaultSeverity: .error,
    checkpoints: [.controlSizeAndSpacing], wcag: ["2.5.8", "2.5.5"], hig: "Accessibility › Mobility › Offer sufficiently sized controls",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            ↓Button, {{16.0, 59.0}, {24.0, 24.0}}, label: 'Close'
            ↓Button, {{100.0, 59.0}, {48.0, 48.0}}, label: 'Share'
            SegmentedControl, {{16.0, 131.0}, {361.0, 33.0}}
              ↓Button, {{16.0, 131.0}, {180.0, 33.0}}, label: 'Bookmarks'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 59.0}, {60.0, 60.0}}, label: 'Close'
            Button, {{100.0, 59.0}, {24.0, 24.0}}, label: 'Share', Disabled
            Switch, {{326.0, 200.0}, {51.0, 31.0}}, label: 'Notifications', value: 1
            TextField, {{16.0, 260.0}, {361.0, 44.0}}, label: 'Name'
            NavigationBar, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'Order'
              Button, {{0.0, 47.0}, {44.0, 44.0}}, label: 'Back'
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    let profile = screen.profile
    let recommended = screen.minimumPoints
    let minimumMM = Measure.format(screen.minimumMillimetres), recommendedPoints = Measure.format(recommended)
    for placed in TargetSelection.targets(screen) {
      let frame = placed.element.frame
      let smallest = min(frame.width, frame.height)
      let size = "\(Measure.format(frame.width))×\(Measure.format(frame.height)) pt"
      let millimetres = "\(Measure.format(profile.millimetres(points: frame.width)))×\(Measure.format(profile.millimetres(points: frame.height))) mm"
      let name = TargetSelection.describe(placed.element)
      if smallest < 44 {
        // The system's own controls (a segmented control's 32 pt segments) are Apple's standard
        // sizes: still worth knowing, not an error of the app.
        context.report(placed, in: screen, LocalizedText(
          en: "\(placed.element.type) \(name) is \(size) (\(millimetres) on \(profile.screenName.en)), under Apple's 44×44 pt and checkpoint 2.5's \(minimumMM) mm (\(recommendedPoints) pt); enlarge its hit area",
          ko: "\(placed.element.type) \(name)의 크기가 \(size)(\(profile.screenName.ko)에서 \(millimetres))로 Apple의 44×44pt와 검사 항목 2.5의 \(minimumMM)mm(\(recommendedPoints)pt)보다 작습니다. 터치 영역을 키우세요"),
          severity: TargetSelection.isSystemControl(placed) ? .warning : nil)
      } else if smallest < recommended && !TargetSelection.isSystemControl(placed) {
        context.report(placed, in: screen, LocalizedText(
          en: "\(placed.element.type) \(name) is \(size), which meets Apple's 44 pt but is \(millimetres) on \(profile.screenName.en), under checkpoint 2.5's \(minimumMM) mm (\(recommendedPoints) pt)",
          ko: "\(placed.element.type) \(name)의 크기 \(KoreanParticle.topic.attach(to: "\(size)")) Apple의 44pt는 넘지만 \(profile.screenName.ko)에서 \(KoreanParticle.direction.attach(to: "\(millimetres)")) 검사 항목 2.5의 \(minimumMM)mm(\(recommendedPoints)pt)보다 작습니다"),
          severity: .info)
      }
    }
  }
}

/// Neighbouring controls whose centres are closer than 9 mm.
public struct RuntimeTargetSpacingRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-target-spacing",
    title: LocalizedText(en: "Neighbouring controls should be far enough apart", ko: "이웃한 컨트롤은 충분히 떨어져 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        Two small controls side by side make people with tremors hit the wrong one. checkpoint 2.5 of the Korean guideline 2.0 asks for 9 mm \
        between controls; measured centre to centre on the captured frames, that is about 54.3 pt on 460 ppi iPhones \
        (`--device`). Only neighbours are compared: controls that don't overlap (overlap is `runtime-overlapping-targets`) \
        and lie side by side or one above the other, with no other control between them. Pairs of the system's own \
        controls (text fields, switches, bar items) are exempt, as checkpoint 2.5 exempts OS default controls. Give each control a larger hit \
        area or more space.
        """,
      ko: """
        작은 컨트롤이 나란히 있으면 손떨림이 있는 사람은 다른 컨트롤을 누르게 됩니다. 모바일 앱 접근성 지침 2.0 검사 항목 2.5는 컨트롤 사이 간격으로 \
        9mm를 권합니다. 캡처한 프레임의 중심 사이 거리로 재며 460ppi 아이폰에서 약 54.3pt입니다(`--device`). 서로 겹치지 않고(겹침은 \
        `runtime-overlapping-targets`) 나란히 또는 위아래로 붙어 있으며 사이에 다른 컨트롤이 없는 이웃만 비교합니다. 각 컨트롤의 터치 \
        영역을 키우거나 간격을 넓히세요. 검사 항목 2.5가 운영체제 기본 컨트롤을 제외하듯 시스템 컨트롤(텍스트 필드, 스위치, 바 항목)끼리는 \
        제외합니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.controlSizeAndSpacing], wcag: ["2.5.8"], hig: "Accessibility › Mobility › Offer sufficiently sized controls",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 59.0}, {44.0, 44.0}}, label: 'Bold'
            ↓Button, {{62.0, 59.0}, {44.0, 44.0}}, label: 'Italic'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 59.0}, {44.0, 44.0}}, label: 'Bold'
            Button, {{76.0, 59.0}, {44.0, 44.0}}, label: 'Italic'
            Button, {{16.0, 300.0}, {361.0, 50.0}}, label: 'Save'
            Button, {{16.0, 360.0}, {361.0, 50.0}}, label: 'Cancel'
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    let targets = TargetSelection.targets(screen)
    let minimum = screen.minimumPoints
    let minimumMM = Measure.format(screen.minimumMillimetres)
    for (i, later) in targets.enumerated() {
      for earlier in targets[..<i] {
        let a = earlier.element.frame, b = later.element.frame
        guard a.intersection(b) == nil else { continue }
        // KR 2.5 exempts OS default controls: two bar items or two text fields are the system's spacing.
        if TargetSelection.isSystemControl(earlier) && TargetSelection.isSystemControl(later) { continue }
        if TargetSelection.laidOutIndependently(earlier, later, in: screen) { continue }
        let dx = b.midX - a.midX, dy = b.midY - a.midY
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance < minimum else { continue }
        // Neighbours only: side by side (rows overlap) or stacked (columns overlap), nothing between.
        let sameRow = min(a.maxY, b.maxY) > max(a.y, b.y)
        let sameColumn = min(a.maxX, b.maxX) > max(a.x, b.x)
        guard sameRow || sameColumn else { continue }
        // Two wide controls stacked (full-width buttons) are apart by their whole width: only the
        // axis they are next to each other on counts.
        let gapAxisDistance = sameRow ? abs(dx) : abs(dy)
        guard gapAxisDistance < minimum else { continue }
        let between = targets.contains { other in
          other.order != earlier.order && other.order != later.order
            && other.element.frame.midX >= min(a.midX, b.midX) - 0.5 && other.element.frame.midX <= max(a.midX, b.midX) + 0.5
            && other.element.frame.midY >= min(a.midY, b.midY) - 0.5 && other.element.frame.midY <= max(a.midY, b.midY) + 0.5
            && (other.element.frame.midX != a.midX || other.element.frame.midY != a.midY)
            && (other.element.frame.midX != b.midX || other.element.frame.midY != b.midY)
        }
        guard !between else { continue }
        let points = Measure.format(gapAxisDistance)
        let millimetres = Measure.format(screen.profile.millimetres(points: gapAxisDistance))
        let laterName = TargetSelection.describe(later.element), earlierName = TargetSelection.describe(earlier.element)
        context.report(later, in: screen, LocalizedText(
          en: "the centres of \(laterName) and its neighbour \(earlierName) are \(points) pt apart (\(millimetres) mm on \(screen.profile.screenName.en)), under checkpoint 2.5's \(minimumMM) mm; space them out or enlarge their hit areas",
          ko: "\(KoreanParticle.and.attach(to: "\(laterName)")) 이웃한 \(earlierName)의 중심 사이 거리가 \(points)pt(\(screen.profile.screenName.ko)에서 \(millimetres)mm)로 검사 항목 2.5의 \(minimumMM)mm보다 가깝습니다. 간격을 넓히거나 터치 영역을 키우세요"))
        break
      }
    }
  }
}

/// Interactive frames that overlap: a touch or VoiceOver's activation point may reach the other.
public struct RuntimeOverlappingTargetsRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-overlapping-targets",
    title: LocalizedText(en: "Controls must not overlap", ko: "컨트롤끼리 겹치면 안 됩니다"),
    rationale: LocalizedText(
      en: """
        When two controls' frames overlap, a tap in the shared area goes to whichever is on top, and VoiceOver's double \
        tap activates the centre of the focused element, which may belong to the other control: a person presses what \
        they didn't choose. A control inside another one in the hierarchy is its content, not an overlap; only separate \
        controls are compared, and overlaps thinner than 1 pt (shared borders) are ignored. A small control lying wholly \
        on a larger one (a favourite button on a product card) is reported only when it covers the larger one's centre, \
        where VoiceOver activates it. Content of a scroll view meeting fixed controls (a tab bar, a floating button) \
        scrolls past them and is not compared. Move the controls apart or \
        shrink the hit areas so they don't share space.
        """,
      ko: """
        두 컨트롤의 프레임이 겹치면 겹친 부분을 누를 때 위에 있는 컨트롤이 눌리고, VoiceOver의 두 번 탭은 초점 요소의 중심을 누르므로 \
        그곳이 다른 컨트롤이면 고르지 않은 것이 실행됩니다. 계층에서 다른 컨트롤 안에 있는 컨트롤은 그 내용이지 겹침이 아니므로 서로 \
        다른 컨트롤만 비교하며, 1pt보다 얇은 겹침(맞닿은 테두리)은 무시합니다. 큰 컨트롤 위에 완전히 올라간 작은 컨트롤(상품 카드 위의 \
        즐겨찾기 버튼)은 VoiceOver가 누르는 큰 컨트롤의 중심을 덮을 때만 보고합니다. 스크롤 뷰의 내용이 고정된 컨트롤(탭 바, 떠 있는 \
        버튼)과 만나는 것은 스크롤하며 지나가는 것이므로 비교하지 않습니다. 컨트롤을 떨어뜨리거나 터치 영역이 겹치지 않게 줄이세요.
        """),
    defaultSeverity: .warning,
    checkpoints: [.controlSizeAndSpacing, .tapOperation], wcag: ["2.5.8"], hig: "Accessibility › Mobility › Offer sufficiently sized controls",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 100.0}, {200.0, 60.0}}, label: 'Open order'
            ↓Button, {{180.0, 110.0}, {44.0, 44.0}}, label: 'Delete order'
            Button, {{0.0, 400.0}, {393.0, 100.0}}, label: 'Open store'
            ↓Button, {{180.0, 430.0}, {44.0, 44.0}}, label: 'Favorite store'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 100.0}, {200.0, 60.0}}, label: 'Open order'
            Button, {{216.0, 100.0}, {60.0, 60.0}}, label: 'Delete order'
            Cell, {{0.0, 200.0}, {393.0, 60.0}}, label: 'Latte'
              Button, {{330.0, 208.0}, {44.0, 44.0}}, label: 'Add Latte'
            Button, {{0.0, 400.0}, {393.0, 100.0}}, label: 'Open store'
            Button, {{340.0, 410.0}, {44.0, 44.0}}, label: 'Favorite store'
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    let targets = TargetSelection.targets(screen)
    for (i, later) in targets.enumerated() {
      for earlier in targets[..<i] {
        let a = earlier.element.frame, b = later.element.frame
        guard let shared = a.intersection(b), shared.width >= 1, shared.height >= 1 else { continue }
        if TargetSelection.laidOutIndependently(earlier, later, in: screen) { continue }
        // A small control placed wholly on a larger one (a favourite button on a product card) is a
        // common, working design, unless it covers the point VoiceOver activates: the larger one's centre.
        let centreOfA = ElementFrame(x: a.midX, y: a.midY, width: 0, height: 0)
        let centreOfB = ElementFrame(x: b.midX, y: b.midY, width: 0, height: 0)
        if a.contains(b, tolerance: 0) && !b.contains(centreOfA, tolerance: 0) { continue }
        if b.contains(a, tolerance: 0) && !a.contains(centreOfB, tolerance: 0) { continue }
        // A control placed inside another's subtree is nested content (excluded by `controls`); here
        // both are separate elements.
        let laterName = TargetSelection.describe(later.element), earlierName = TargetSelection.describe(earlier.element)
        context.report(later, in: screen, LocalizedText(
          en: "\(later.element.type) \(laterName) overlaps \(earlier.element.type) \(earlierName) by \(Measure.format(shared.width))×\(Measure.format(shared.height)) pt: a tap or VoiceOver's activation there may reach the other control",
          ko: "\(later.element.type) \(KoreanParticle.subject.attach(to: "\(laterName)")) \(earlier.element.type) \(KoreanParticle.and.attach(to: "\(earlierName)")) \(Measure.format(shared.width))×\(Measure.format(shared.height))pt 겹칩니다. 그곳을 누르거나 VoiceOver로 실행하면 다른 컨트롤이 눌릴 수 있습니다"))
        break
      }
    }
  }
}

/// Elements VoiceOver still reaches though they are off screen or have no size.
public struct RuntimeOffscreenElementRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-offscreen-element",
    title: LocalizedText(en: "Hidden or zero-sized elements must not stay accessible", ko: "보이지 않거나 크기가 0인 요소는 접근성에서 빠져야 합니다"),
    rationale: LocalizedText(
      en: """
        A menu moved off screen, a collapsed panel or a view shrunk to zero size still holds focus stops when it stays in \
        the accessibility tree: VoiceOver users land on things nobody sees, and Switch Control scans them. Content of a \
        scroll view, table or collection view that is scrolled out of sight is fine (VoiceOver scrolls to it) and is not \
        reported, unless the scroll view itself is off screen (a drawer pushed aside); empty containers aren't either. \
        Hide what isn't shown (`accessibilityElementsHidden`, `isHidden`, `.accessibilityHidden(true)`) or remove it.
        """,
      ko: """
        화면 밖으로 옮긴 메뉴, 접힌 패널, 크기를 0으로 줄인 뷰가 접근성 트리에 남아 있으면 VoiceOver 사용자는 아무도 볼 수 없는 곳에 \
        초점을 두게 되고 스위치 제어도 그것을 훑습니다. 스크롤 뷰, 테이블, 컬렉션 뷰에서 스크롤되어 보이지 않는 내용은 VoiceOver가 \
        스크롤해 주므로 보고하지 않습니다. 다만 스크롤 뷰 자체가 화면 밖에 있으면(옆으로 밀려난 서랍 등) 보고합니다. 빈 컨테이너도 보고하지 \
        않습니다. 보이지 않는 것은 숨기거나\
        (`accessibilityElementsHidden`, `isHidden`, `.accessibilityHidden(true)`) 제거하세요.
        """),
    defaultSeverity: .warning,
    checkpoints: [.focus, .assistiveTechnology], wcag: ["2.4.3", "1.3.2"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Other, {{-320.0, 0.0}, {300.0, 852.0}}
              ↓Button, {{-300.0, 100.0}, {200.0, 44.0}}, label: 'Log out'
            ↓StaticText, {{16.0, 200.0}, {0.0, 0.0}}, label: 'Loading'
            ScrollView, {{393.0, 0.0}, {300.0, 852.0}}
              ↓Button, {{403.0, 400.0}, {280.0, 46.0}}, label: 'Privacy Policy'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Table, {{0.0, 0.0}, {393.0, 852.0}}
              Cell, {{0.0, 1200.0}, {393.0, 44.0}}, label: 'Order history'
            Other, {{0.0, 0.0}, {0.0, 0.0}}
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    let bounds = screen.bounds
    guard !bounds.isEmpty else { return }
    for placed in screen.elements where !placed.insideElement {
      let element = placed.element
      guard FocusStops.isFocusStop(element), element.type != "Application", element.type != "Window" else { continue }
      let name = TargetSelection.describe(element)
      if element.frame.isEmpty {
        context.report(placed, in: screen, LocalizedText(
          en: "\(element.type) \(name) has no size (\(element.frame)) but VoiceOver still stops on it; hide it from accessibility while it isn't shown",
          ko: "\(element.type) \(name)의 크기가 0(\(element.frame))인데도 VoiceOver가 멈춥니다. 보이지 않는 동안 접근성에서 숨기세요"))
      } else if bounds.intersection(element.frame) == nil && !screen.isInScrollingContainer(placed) {
        context.report(placed, in: screen, LocalizedText(
          en: "\(element.type) \(name) lies outside the screen (\(element.frame)) but VoiceOver still stops on it; hide it from accessibility while it is off screen",
          ko: "\(element.type) \(KoreanParticle.subject.attach(to: "\(name)")) 화면 밖(\(element.frame))에 있는데도 VoiceOver가 멈춥니다. 화면 밖에 있는 동안 접근성에서 숨기세요"))
      } else if element.isVisible == false && element.isAccessibilityElement == true && !screen.isInScrollingContainer(placed) {
        context.report(placed, in: screen, LocalizedText(
          en: "\(element.type) \(name) is not visible but is still an accessibility element; hide it from accessibility while it isn't shown",
          ko: "\(element.type) \(KoreanParticle.topic.attach(to: "\(name)")) 보이지 않는데도 접근성 요소입니다. 보이지 않는 동안 접근성에서 숨기세요"))
      }
    }
  }
}
