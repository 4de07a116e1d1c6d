import A11yCore

/// A view whose drag sets a value (a custom slider, dial, knob or pad) without the label, value
/// and adjustable action or named actions that make it usable with VoiceOver.
public struct CustomValueControlRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "custom-value-control",
    title: LocalizedText(
      en: "Custom value controls need a label, a value and an adjustable action",
      ko: "사용자 정의 값 컨트롤에는 레이블, 값, 조절 동작이 필요합니다"),
    rationale: LocalizedText(
      en: """
        A view whose drag changes a value (a cup that fills, a dial, a knob, a two-axis pad) shows its purpose, \
        value and gesture only visually. VoiceOver announces nothing useful and Switch Control can't drag. The \
        WWDC session \"Make your custom controls accessible\" gives the recipe: make it one element \
        (`.accessibilityElement()`), name it (`.accessibilityLabel`), say its value (`.accessibilityValue`), and \
        let people change it: `.accessibilityAdjustableAction` for one axis (VoiceOver swipes up and down, like a \
        Slider), or named actions (`.accessibilityAction(named: \"Move up\")`...) for two axes. \
        `.accessibilityRepresentation { Slider(...) }` does all of it at once. When the control is a custom view \
        used in another file, these may be added where it is used: that finding needs review. (Checkpoints 2.2 \
        and 4.2; HIG Accessibility › Custom controls.)
        """,
      ko: """
        드래그로 값을 바꾸는 뷰(채워지는 컵, 다이얼, 노브, 2축 패드)는 목적과 값과 조작 방법을 눈으로만 보여 줍니다. VoiceOver는 \
        쓸모 있는 정보를 읽지 못하고, 스위치 제어로는 드래그할 수 없습니다. WWDC 세션 \"맞춤형 제어 항목의 접근성 향상하기\"의 \
        방법대로 하나의 요소로 만들고(`.accessibilityElement()`), 이름을 붙이고(`.accessibilityLabel`), 값을 알리고 \
        (`.accessibilityValue`), 값을 바꿀 수 있게 하세요. 한 축이면 `.accessibilityAdjustableAction`(슬라이더처럼 VoiceOver에서 \
        위아래로 쓸기), 두 축이면 이름 있는 동작(`.accessibilityAction(named: \"위로 이동\")` 등)을 씁니다. \
        `.accessibilityRepresentation { Slider(...) }`는 이 모두를 한 번에 해 줍니다. 다른 파일에서 쓰이는 사용자 정의 뷰라면 \
        쓰이는 곳에서 추가할 수 있으므로 검토가 필요한 것으로 보고합니다. (검사 항목 2.2, 4.2, HIG 손쉬운 사용 › 사용자 정의 컨트롤)
        """),
    defaultSeverity: .error,
    checkpoints: [.tapOperation, .assistiveTechnology], wcag: ["2.5.7", "4.1.2", "2.1.1"],
    hig: "Accessibility › Custom controls",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the pen guide: the drag sets the pen's stroke opacity, a value.
        "struct PenOpacityBar: View { @Bindable var settings: PenSettings\n var body: some View { Capsule().↓gesture(DragGesture(minimumDistance: 0).onChanged { value in settings.strokeOpacity = min(max(value.location.x / 200, 0), 1) }) } }",
        // The neighbour of the pen guide: the drag picks a brush thickness, a value.
        "struct BrushPicker: View { @State var brushThickness: CGFloat = 4\n var body: some View { Capsule().↓gesture(DragGesture().onChanged { value in brushThickness = value.location.x / 20 }) } }",
        // A direction set by the finger's angle, and an amount whose name holds "edge": values.
        "struct WindDirectionDial: View { @Binding var windDirection: Double\n var body: some View { Circle().↓gesture(DragGesture(minimumDistance: 0).onChanged { value in let degrees = atan2(value.location.x - 100, 100 - value.location.y) * 180 / .pi; windDirection = degrees < 0 ? degrees + 360 : degrees }) } }",
        "struct PledgeSlider: View { @Binding var pledgeAmount: Double\n var body: some View { Capsule().↓gesture(DragGesture().onChanged { value in pledgeAmount = value.location.x * 1000 }) } }",
        // The neighbour: a flag set while dragging beside a value that follows the finger.
        "struct Dial: View { @Binding var level: Double\n @State var isDragging = false\n var body: some View { Circle().↓gesture(DragGesture().onChanged { drag in isDragging = true; level = drag.location.x / 200 }) } }",
        // The neighbour of the swipe's side: the drag picks a mood, a value.
        "struct MoodPicker: View { @State var mood: Mood = .calm\n var body: some View { Circle().↓gesture(DragGesture().onChanged { event in mood = event.translation.width < 0 ? .sad : .happy }) } }",
        // The neighbour of the scrolling header: a comparison picks one of two levels, a value the drag sets.
        "struct Dial2: View { @Binding var level: Double\n var body: some View { Circle().↓gesture(DragGesture().onChanged { drag in level = drag.location.x > 100 ? 1 : 0 }) } }",
        """
        struct CoffeeDispenserView: View {
          @State var coffee = 0.5
          var body: some View { CoffeeSlider(value: $coffee).frame(height: 260) }
        }
        struct CoffeeSlider: View {
          @Binding var value: Double
          var body: some View {
            GeometryReader { proxy in
              Capsule().↓gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                value = min(max(1 - drag.location.y / proxy.size.height, 0), 1)
              })
            }
          }
        }
        """,
        """
        struct VolumeDial: View {
          @State private var level = 0.0
          var body: some View {
            Circle().accessibilityLabel("볼륨").↓gesture(DragGesture().onChanged { level += $0.translation.height / 100 })
          }
        }
        """,
        // The neighbour of the discarded card: the same held drag sets a level.
        """
        struct HeldLevel: View {
          @Binding var level: Double
          var body: some View {
            Capsule()
              .↓gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onChanged { sequence in
                guard case .second(_, let drag?) = sequence else { return }
                var transaction = Transaction()
                transaction.animation = .interactiveSpring()
                withTransaction(transaction) { level = max(0, min(1, -drag.translation.height / 200)) }
              })
          }
        }
        """,
        // The neighbour of the dragged page: the gesture state bound is a level, not an offset.
        """
        struct LevelDial: View {
          @GestureState private var volume = 0.0
          var body: some View {
            Circle()
              .↓gesture(DragGesture()
                .updating($volume) { latest, level, _ in level = latest.translation.height / 100 })
          }
        }
        """,
        // The gesture held in a `some Gesture` property.
        """
        struct PlaybackSlider: View {
          @Binding var progress: Double
          var dragGesture: some Gesture {
            DragGesture().onChanged { value in progress = value.location.x / 300 }
          }
          var body: some View { ProgressView(value: progress).↓highPriorityGesture(dragGesture) }
        }
        """,
      ],
      nonTriggering: [
        // A pull hint's distance kept in a gesture state, on a feed that refreshes (Pr0gramm's).
        """
        struct FeedView: View {
          @GestureState private var pullRefreshDistance: CGFloat = 0
          var body: some View {
            ScrollView { LazyVStack { ForEach(items) { Row(item: $0) } } }
              .simultaneousGesture(DragGesture(minimumDistance: 4).updating($pullRefreshDistance) { value, state, _ in state = max(0, value.translation.height) })
              .refreshable { await reload() }
          }
        }
        """,
        // A pen guide: the drag gathers points into a stroke (QueenCam), drawing, no value to adjust.
        "struct PenWriteView: View { @State var tempPoints: [CGPoint] = []\n @State var currentStrokeID: UUID?\n var body: some View { Canvas { _, _ in }.gesture(DragGesture(minimumDistance: 0).onChanged { value in tempPoints.append(value.location); if currentStrokeID == nil { currentStrokeID = pen.add(initialPoints: tempPoints) } else if let id = currentStrokeID { pen.updateStroke(id: id, points: tempPoints) } }) } }",
        // A swipe revealing a row's actions, noting which side it went to (Pomodoro's project rows).
        "struct SwipeActions: ViewModifier { @State var offset: CGFloat = 0; @State var gestureEdge: Edge?\n func body(content: Content) -> some View { content.offset(x: offset).simultaneousGesture(DragGesture(minimumDistance: 25).onChanged { event in if gestureEdge == nil { gestureEdge = event.translation.width < 0 ? .trailing : .leading }; offset = event.translation.width }) } }",
        // A page dragged aside by a gesture state (`.updating($panOffset)`): the state parameter is the bound offset,
        // the transaction no value; the tab changes at the end.
        """
        struct LabelTabs: View {
          @State var selector = 0
          @GestureState private var panOffset: CGSize = .zero
          var body: some View {
            ScrollView { Text("탭 \\(selector)") }
              .offset(x: panOffset.width)
              .gesture(DragGesture()
                .updating($panOffset) { latest, pan, animation in
                  pan = latest.translation
                  animation.animation = .easeInOut
                }
                .onEnded { value in if value.translation.width > 100 { selector += 1 } })
          }
        }
        """,
        // A drag over a document that hides the header while scrolling up: a flag from the direction (Tella).
        "struct ResourcePDFView: View { @State private var headerHidden = false\n var body: some View { VStack { if !headerHidden { Header() }; PDFKitView(url: file).gesture(DragGesture().onChanged { value in\n headerHidden = value.translation.height < 0\n }) } } }",
        // A swipe up from the bottom edge that opens a sheet: flags thrown at a threshold, no value.
        """
        struct SwitcherGesture: ViewModifier {
          @GestureState private var active = false
          @State var opened = false
          func body(content: Content) -> some View {
            content.simultaneousGesture(DragGesture()
              .updating($active) { _, state, _ in state = true }
              .onChanged { value in
                if value.translation.height < -100, !opened { opened = true; navigation.openSheet(.switcher) }
              })
          }
        }
        """,
        """
        struct CoffeeDispenserView: View {
          @State var coffee = 0.5
          var body: some View {
            CoffeeSlider(value: $coffee)
              .accessibilityElement()
              .accessibilityLabel("Coffee Dispenser")
              .accessibilityValue("\\(Int(coffee * 16)) ounces")
              .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: coffee += 0.1
                case .decrement: coffee -= 0.1
                @unknown default: break
                }
              }
          }
        }
        struct CoffeeSlider: View {
          @Binding var value: Double
          var body: some View {
            Capsule().gesture(DragGesture().onChanged { drag in value = 1 - drag.location.y / 260 })
          }
        }
        """,
        """
        struct EqualizerView: View {
          @State var x = 0.0
          @State var y = 0.0
          var body: some View {
            Rectangle()
              .gesture(DragGesture().onChanged { x = $0.location.x; y = $0.location.y })
              .accessibilityElement()
              .accessibilityLabel("Filter chart")
              .accessibilityValue("Frequency \\(Int(x)), amplitude \\(Int(y))")
              .accessibilityAction(named: "Move Up") { y += 10 }
              .accessibilityAction(named: "Move Right") { x += 10 }
          }
        }
        """,
        "struct Scrubber: View { @Binding var progress: Double\n var body: some View { ProgressView(value: progress).overlay { Color.clear.contentShape(Rectangle()).gesture(DragGesture().onChanged { progress = $0.location.x / 300 }) }.accessibilityLabel(\"재생 위치\").accessibilityAdjustableAction { _ in } } }",
        "struct Dial: View { @Binding var level: Double\n var body: some View { Circle().gesture(DragGesture().onChanged { level = $0.location.x / 100 }).accessibilityRepresentation { Slider(value: $level) } } }",
        // A card held and dragged away to discard it: it follows the finger (in a transaction of
        // its own) and a flag says it will go; no value is set.
        """
        struct BoxedPostCard: View {
          @State var offsetY: CGFloat = 0
          @State var discarding = false
          var body: some View {
            Text("Saved post").offset(y: offsetY)
              .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onChanged { sequence in
                guard case .second(_, let drag?) = sequence else { return }
                var transaction = Transaction()
                transaction.isContinuous = true
                transaction.animation = .interactiveSpring()
                withTransaction(transaction) { offsetY = drag.translation.height }
                if abs(drag.translation.height) > 70 { discarding = true }
              })
          }
        }
        """,
        // Moving a card is not setting a value.
        "struct Card: View { @State var offset = CGSize.zero\n var body: some View { Text(\"x\").offset(offset).gesture(DragGesture().onChanged { offset = $0.translation }) } }",
      ]),
    otherSeverities: [.warning]
  )

  /// Names an assignment target has when a drag moves something rather than sets a value.
  static let movementWords = [
    "offset", "position", "drag", "translation", "location", "point", "pressed", "scale", "frame", "center",
    "angle", "rotation", "highlight", "touch", "active", "moving", "swip", "state", "height", "width", "size",
    "expand", "reveal", "visible", "show", "open",
  ]

  /// A drag gesture whose changes assign a value computed from the finger's location or
  /// translation to something that isn't a position or offset.
  static func isValueDrag(_ text: String) -> Bool {
    guard text.contains("DragGesture"), text.contains("onChanged") || text.contains("updating"),
          text.contains(".location") || text.contains(".translation") else { return false }
    // What happens while the finger moves, not at its end: a value control follows the finger.
    var during = Substring(text)
    if let start = text.range(of: "onChanged") ?? text.range(of: "updating") {
      during = text[start.lowerBound...]
      if let end = during.range(of: ".onEnded") { during = during[..<end.lowerBound] }
    }
    // Points gathered into a line as the finger moves (`tempPoints.append(point)`, `path.addLine(to:)`,
    // a stroke updated): freehand drawing (QueenCam's pen guide), a path, not a value to adjust.
    if Self.drawsAStroke(during) { return false }
    // `switcherOpened = true` once the finger passes a threshold: a switch thrown, not a value
    // that follows the finger (a swipe that opens a sheet).
    // So is `headerHidden = value.translation.height < 0`: a flag set by a comparison (the
    // direction of a scroll), not a value (Tella's PDF header); a ternary still picks values.
    let flagsDropped = during.split(omittingEmptySubsequences: false, whereSeparator: { "\n;{}".contains($0) })
      .filter { !isFlagAssignment($0) }.joined(separator: "\n")
    let updating = updatingParameters(in: text)
    return assignmentTargets(in: flagsDropped).contains { target in
      let root = String(target.prefix { $0 != "." })
      // `.updating($panOffset) { value, state, transaction in state = value.translation;
      // transaction.animation = … }`: the state is the bound `panOffset`, the transaction no value.
      if let updating {
        if root == updating.transaction { return false }
        if root == updating.state { return !isMovement(updating.bound) }
      }
      return !isMovement(target)
    }
  }

  static func drawsAStroke(_ text: Substring) -> Bool {
    let lower = text.lowercased()
    // (`strokeOpacity = …` names a stroke's setting, a value: only points gathered or a stroke
    // added or updated is drawing.)
    return ["addline(to", "points.append(", "points += [", "updatestroke(", "addstroke(", "strokes.append("].contains(where: lower.contains)
  }

  /// The names in `.updating($bound) { value, state, transaction in`: what the gesture's state
  /// parameter stands for, and the transaction's parameter.
  static func updatingParameters(in text: String) -> (bound: String, state: String, transaction: String?)? {
    guard let call = text.range(of: ".updating($") else { return nil }
    let rest = text[call.upperBound...]
    let bound = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    guard !bound.isEmpty, let open = rest.firstIndex(of: "{"), let inKeyword = rest[open...].range(of: " in") else { return nil }
    let parameters = rest[rest.index(after: open)..<inKeyword.lowerBound]
      .split(separator: ",").map { String($0.filter { !" ()\n\t".contains($0) }) }
    guard parameters.count >= 2 else { return nil }
    return (bound, parameters[1], parameters.count > 2 ? parameters[2] : nil)
  }

  /// `isOpen = true`, `headerHidden = value.translation.height < 0`: one statement that sets a
  /// name (a dotted path) to a Boolean literal or to a comparison with no ternary after it. Read
  /// by hand: two regular expressions over every drag's text had cost more than the rule.
  static func isFlagAssignment(_ statement: Substring) -> Bool {
    guard let equals = statement.firstIndex(where: { $0 == "=" }) else { return false }
    let before = statement[..<equals]
    let after = statement[statement.index(after: equals)...]
    // `==`, `!=`, `<=`, `>=`, `+=`: no plain assignment.
    if after.first == "=" { return false }
    if let last = before.last, !(last.isLetter || last.isNumber || last == "_" || last == "$" || last == "." || last == " " || last == "\t") { return false }
    guard let name = before.split(whereSeparator: \.isWhitespace).last,
          let first = name.first, first.isLetter || first == "_" || first == "$",
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }) else { return false }
    let value = after.trimmingCharacters(in: .whitespaces)
    if value.hasPrefix("true") || value.hasPrefix("false") {
      let rest = value.dropFirst(value.hasPrefix("true") ? 4 : 5)
      if rest.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
    }
    // The side a swipe went to, one of two sides picked by a comparison (Pomodoro's `gestureEdge =
    // translation.width < 0 ? .trailing : .leading`): which way, not a value.
    if value.contains("?"), IdentifierWords.words(in: String(name.split(separator: ".").last ?? "")).contains(where: { ["edge", "side"].contains($0) }),
       let question = value.firstIndex(of: "?") {
      let sides = value[value.index(after: question)...].split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
      let comparison = value[..<question]
      return sides.count == 2 && sides.allSatisfy({ $0.hasPrefix(".") && $0.dropFirst().allSatisfy(\.isLetter) })
        && (comparison.contains("<") || comparison.contains(">"))
    }
    guard !value.contains("?") else { return false }
    return value.contains("<") || value.contains(">") || value.contains("==") || value.contains("!=")
  }

  /// `offset`, `dragState`, `panelHeight`: a target a drag moves or resizes, not a value it sets.
  static func isMovement(_ target: String) -> Bool {
    let lower = target.lowercased()
    return movementWords.contains { lower.contains($0) }
  }

  /// `value = ...`, `self.level += ...` → ["value", "self.level"]; `let x = ...` is a declaration.
  static func assignmentTargets(in text: String) -> [String] {
    let characters = Array(text)
    var targets: [String] = []
    for index in characters.indices where characters[index] == "=" {
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if next == "=" { continue }
      var cursor = index - 1
      if cursor >= 0, "!<>=".contains(characters[cursor]) { continue }
      if cursor >= 0, "+-*/".contains(characters[cursor]) { cursor -= 1 }
      while cursor >= 0, characters[cursor] == " " { cursor -= 1 }
      var end = cursor + 1
      while cursor >= 0, characters[cursor].isLetter || characters[cursor].isNumber || "_.$".contains(characters[cursor]) {
        cursor -= 1
      }
      let target = String(characters[(cursor + 1)..<end])
      end = cursor
      // `let fraction = ...`, `var x = ...`: a local, not the control's value.
      var before = end
      while before >= 0, characters[before] == " " { before -= 1 }
      let word = before >= 2 ? String(characters[(before - 2)...before]) : ""
      // `let threshold: CGFloat = ...`: the name before `=` is a type annotation's type.
      if word == "let" || word == "var" || target.isEmpty || (before >= 0 && characters[before] == ":") { continue }
      targets.append(target)
    }
    // Locals declared in the closure (`let newIndex: Int`, assigned in branches) are not the
    // control's value either, nor are their properties (`var transaction = Transaction();
    // transaction.animation = ...`).
    let locals = declaredLocals(in: text)
    return targets.filter { target in
      !locals.contains(target) && !locals.contains(String(target.prefix { $0 != "." }))
    }
  }

  /// Names after `let`/`var` in the text.
  static func declaredLocals(in text: String) -> Set<String> {
    var names: Set<String> = []
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    for (index, word) in words.enumerated() where (word == "let" || word == "var") && index + 1 < words.count {
      names.insert(String(words[index + 1]))
    }
    return names
  }

  static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibilityRepresentation"]
  static let valueModifiers: Set<String> = ["accessibilityValue", "accessibilityRepresentation"]
  static let actionModifiers: Set<String> = [
    "accessibilityAdjustableAction", "accessibilityAction", "accessibilityActions", "accessibilityRepresentation",
  ]

  /// The part ``missing(in:)`` names when no value is given.
  static let valueMissing = (en: "a value", ko: "값")

  /// What a set of modifiers leaves missing, in the order the session introduces them.
  static func missing(in names: Set<String>) -> [(en: String, ko: String)] {
    var missing: [(en: String, ko: String)] = []
    if names.isDisjoint(with: labelModifiers) && !names.contains("accessibility") { missing.append(("a label", "레이블")) }
    if names.isDisjoint(with: valueModifiers) && !names.contains("accessibility") { missing.append(valueMissing) }
    if names.isDisjoint(with: actionModifiers) {
      missing.append(("an adjustable action or named actions", "조절 동작 또는 이름 있는 동작"))
    }
    return missing
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // Controls declared here but used only in other files wait for `checkProject`.
    evaluate(file, localOnly: true, usesOf: { GestureSupport.modifiersAtUses(of: $0, in: file) }) { position, message, severity, review in
      context.report(at: position, message, severity: severity, needsReview: review)
    }
  }

  /// Value controls used only in other files, judged by their uses across the project.
  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    let uses = GestureSupport.UsesByType(files)
    for file in files {
      evaluate(file, localOnly: false, usesOf: { uses.uses(of: $0) }) { position, message, severity, review in
        context.report(in: file, at: position, message, severity: severity, needsReview: review)
      }
    }
  }

  private func evaluate(
    _ file: SwiftFileModel, localOnly: Bool, usesOf: (String) -> [Set<String>],
    report: (SourcePosition, LocalizedText, Severity?, Bool) -> Void
  ) {
    if GestureSupport.isNonTouchTarget(file.path) { return }
    for view in file.views where !view.isControl && !view.context.isHidden {
      let usedHere = view.enclosingType.map { !GestureSupport.modifiersAtUses(of: $0, in: file).isEmpty } ?? true
      if localOnly ? !usedHere : (usedHere || view.enclosingType == nil) { continue }
      for gesture in GestureSupport.complexGestures(of: view, in: file) where gesture.kind == .drag {
        guard Self.isValueDrag(gesture.text) else { continue }
        // A pull drawn by a gesture state on a view that refreshes (`.refreshable`, Pr0gramm's feed):
        // the state follows the finger for a hint and resets; the refresh is the system's, which
        // VoiceOver offers.
        if view.hasModifier("refreshable"), !gesture.text.contains("onChanged"), !gesture.text.contains("onEnded") { continue }
        var here = GestureSupport.modifierNames(reaching: view, in: file)
        // A progress view or gauge under the finger already says its value.
        let valueViews: Set<String> = ["ProgressView", "Gauge"]
        if valueViews.contains(view.name) || file.ancestry(of: view).steps.contains(where: { valueViews.contains($0.ancestor.name) }) {
          here.insert("accessibilityValue")
        }
        var missing = Self.missing(in: here)
        guard !missing.isEmpty else { continue }
        var needsReview = false
        if let type = view.enclosingType {
          let uses = usesOf(type)
          if uses.isEmpty {
            needsReview = true
          } else {
            // Every use must complete what the body leaves out; report what the worst use lacks.
            let lacking = uses.map { Self.missing(in: here.union($0)) }
            guard let worst = lacking.max(by: { $0.count < $1.count }), !worst.isEmpty else { continue }
            missing = worst
          }
        }
        let en = missing.map(\.en).joined(separator: ", "), ko = missing.map(\.ko).joined(separator: ", ")
        let review = needsReview
          ? LocalizedText(en: " (\(view.enclosingType ?? "") is used nowhere in the project: check where it is shown)",
                          ko: " (\(view.enclosingType ?? "") 뷰가 쓰이는 곳을 찾지 못했으니 보여 주는 곳을 확인하세요)")
          : LocalizedText(en: "", ko: "")
        // Named and operable (a label, an adjustable action or named moves): VoiceOver users can
        // change it, but hear nothing of where it is after each change. A warning, not a barrier.
        if missing.count == 1, missing[0] == Self.valueMissing {
          report(gesture.modifier.position, LocalizedText(
            en: "This drag sets a value; VoiceOver users can change it through its actions, but the control has no value, so after each change they hear nothing of where it is; add .accessibilityValue\(review.en)",
            ko: "이 드래그는 값을 바꾸며 VoiceOver 사용자도 동작으로 바꿀 수 있지만 컨트롤에 값이 없어 바꿀 때마다 현재 상태를 들을 수 없습니다. .accessibilityValue를 추가하세요\(review.ko)"),
            .warning, needsReview)
          continue
        }
        report(gesture.modifier.position, LocalizedText(
          en: "This drag sets a value but the control lacks \(en): VoiceOver users hear nothing useful and can't change it; add .accessibilityElement(), .accessibilityLabel, .accessibilityValue and .accessibilityAdjustableAction (or named .accessibilityAction for two axes)\(review.en)",
          ko: "이 드래그는 값을 바꾸지만 컨트롤에 \(ko) 항목이 없어 VoiceOver 사용자는 무엇인지 알 수 없고 값을 바꿀 수 없습니다. .accessibilityElement(), .accessibilityLabel, .accessibilityValue, .accessibilityAdjustableAction(두 축이면 이름 있는 .accessibilityAction)을 추가하세요\(review.ko)"),
          needsReview ? .warning : nil, needsReview)
      }
    }
  }
}
