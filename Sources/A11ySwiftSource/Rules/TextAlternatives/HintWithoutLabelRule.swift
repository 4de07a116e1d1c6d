import A11yCore

/// A hint given where the label is missing (the guideline's "Hint로만 제공된 경우").
public struct HintWithoutLabelRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "hint-without-label",
    title: LocalizedText(en: "A hint is no substitute for a label", ko: "힌트는 레이블을 대신할 수 없습니다"),
    rationale: LocalizedText(
      en: """
        VoiceOver reads a hint last, after a pause, and people who turn hints off never hear it. An element \
        whose purpose is given only by `accessibilityHint` is announced without a name ("button") first. Put \
        the name in the label ("Cart") and keep the hint for what happens ("Opens your cart").
        """,
      ko: """
        VoiceOver는 힌트를 마지막에 잠시 쉰 뒤 읽으며, 힌트를 끈 사용자는 듣지 못합니다. 목적을 `accessibilityHint`로만 \
        알려 주는 요소는 이름 없이("버튼") 먼저 안내됩니다. 이름은 레이블("장바구니")에, 동작 결과는 힌트("장바구니를 엽니다")에 \
        넣으세요.
        """),
    defaultSeverity: .error,
    checkpoints: [.textAlternatives, .inputAssistance], wcag: ["1.1.1", "4.1.2"], hig: "Accessibility › VoiceOver › Hints",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the hint modifier: the view inside its body given a hint is a new, unnamed one.
        "struct OptionalHint: ViewModifier {\n  let hint: String\n  func body(content: Content) -> some View { HStack { content; Image(\"ic_info_24\").↓accessibilityHint(hint) } }\n}",
        // The neighbour of the titled end button: the helper is given only a symbol.
        workoutEndButton(configuration: ".mainCircularEnabled(symbol: \"stop.fill\")"),
        "struct Tile: View { var body: some View { icon.accessibilityElement(children: .combine).↓accessibilityHint(\"Opens settings\") }\n var icon: some View { Image(\"tile_asset\") } }",
        "struct A: View { var body: some View { Button(action: openCart) { Image(systemName: \"cart\") }.↓accessibilityHint(\"장바구니로 이동\") } }",
        "struct A: View { var body: some View { Image(\"coupon\").↓accessibilityHint(\"Shows your coupons\") } }",
        // The Edit button's neighbour: a custom edit control with only a picture in it.
        "struct PlaylistSongs: View { var body: some View { HStack { EditControl { Image(\"pencilmark\") }.↓accessibilityHint(\"Remove songs from playlist\") } } }",
        "struct PlaylistSongs: View { var body: some View { HStack { EditControl { Image(\"pencilmark\") }.↓accessibilityHint(\"재생 목록에서 노래를 지웁니다\") } } }",
        "final class V: UIViewController { let cart = UIButton(); func setUp() { cart.setImage(UIImage(named: \"cart\"), for: .normal); ↓cart.accessibilityHint = \"장바구니로 이동\" } }",
        // The neighbour of the chat bar: the button class sets only its image.
        "final class ChatBarButton: UIButton {\n init(configuration: Config) { super.init(frame: .zero); setImage(UIImage(systemName: configuration.symbol), for: .normal) }\n}\nfinal class ChatBar: UIView {\n let closeQuoteButton = ChatBarButton(configuration: .closeQuote)\n func setUp() { ↓closeQuoteButton.accessibilityHint = \"Removes the quote\"; addSubview(closeQuoteButton) }\n}",
        "final class ChatBarButton: UIButton {\n init(configuration: Config) { super.init(frame: .zero); setImage(UIImage(systemName: configuration.symbol), for: .normal) }\n}\nfinal class ChatBar: UIView {\n let closeQuoteButton = ChatBarButton(configuration: .closeQuote)\n func setUp() { ↓closeQuoteButton.accessibilityHint = \"인용을 지웁니다\"; addSubview(closeQuoteButton) }\n}",
        "final class ChatBarButton: UIButton {\n init(configuration: Config) { super.init(frame: .zero); setImage(UIImage(systemName: configuration.symbol), for: .normal) }\n}\nfinal class ChatBar: UIView {\n let closeQuoteButton = ChatBarButton(configuration: .closeQuote)\n func setUp() { ↓closeQuoteButton.accessibilityHint = \"인용을 지웁니다\"; addSubview(closeQuoteButton) }\n}",
        // A table cell with only an image: nothing to name it by.
        "final class IconCell: UITableViewCell { let icon = UIImageView()\n func setupCell() { icon.image = UIImage(named: \"star\"); ↓accessibilityHint = Strings.doubleTapToCopy } }",
      ],
      nonTriggering: [
        // A close button whose asset is named "Close": read as that word.
        "struct Reminder: View { var body: some View { Button { dismiss() } label: { Image(\"Close\") }.accessibilityHint(\"알림을 닫습니다\") } }",
        // A modifier giving the content it is applied to a hint, used after a label (Memento's header).
        "struct OptionalHint: ViewModifier {\n  let hint: String?\n  func body(content: Content) -> some View { if let hint { content.accessibilityHint(hint) } else { content } }\n}\nstruct AppHeader: View {\n  var body: some View { Button { openMenu() } label: { Image(\"avatar\") }.accessibilityLabel(\"메뉴\").modifier(OptionalHint(hint: \"메뉴를 엽니다\")) }\n}",
        // A round end button made by the app's configuration helper given its title (a workout app's "종료").
        workoutEndButton(configuration: ".mainCircularEnabled(title: \"종료\")"),
        // A member combined into one element: its texts are the name.
        "struct Row: View { var body: some View { rowDisplay.accessibilityElement(children: .combine).accessibilityHint(\"Double-tap to collapse\") }\n var rowDisplay: some View { VStack { Text(author); Text(comment) } } }",
        "struct Row: View { var body: some View { rowDisplay.accessibilityElement(children: .combine).accessibilityHint(\"Double-tap to collapse\") }\n var rowDisplay: some View { rowContent.padding().overlay { rails } }\n var rowContent: some View { VStack { Text(author); Text(comment) } }\n var rails: some View { Rectangle().frame(width: 1) } }",
        "struct A: View { var body: some View { Button(action: openCart) { Image(systemName: \"cart\") }.accessibilityLabel(\"장바구니\").accessibilityHint(\"장바구니로 이동\") } }",
        "struct A: View { var body: some View { Button(\"Cart\") { }.accessibilityHint(\"Opens your cart\") } }",
        // The system's Edit button names itself (JellyPlayer's playlist toolbar).
        "struct PlaylistSongs: View { var body: some View { HStack { EditButton().accessibilityHint(\"Remove songs from playlist\") } } }",
        "struct PlaylistSongs: View { var body: some View { HStack { EditButton().accessibilityHint(\"재생 목록에서 노래를 지웁니다\") } } }",
        "final class V: UIViewController { let cart = UIButton(); func setUp() { cart.accessibilityLabel = \"장바구니\"; cart.accessibilityHint = \"장바구니로 이동\" } }",
        // Clearing the hint sets none.
        "final class CornerCell: UITableViewCell { let corner = UIImageView()\n func setUp() { corner.image = UIImage(named: \"corner\"); accessibilityHint = .none; isAccessibilityElement = false } }",
        "final class V: UIViewController { let cart = UIButton(); func setUp() { cart.setImage(UIImage(named: \"cart\"), for: .normal); cart.accessibilityHint = nil } }",
        "final class V: UIViewController { let cart = UIButton(); func setUp() { cart.setTitle(\"Cart\", for: .normal); cart.accessibilityHint = \"Opens\" } }",
        // A table cell is named by its labels' text.
        "final class FieldCell: UITableViewCell { @IBOutlet weak var nameLabel: UILabel!\n func setupCell() { nameLabel.text = field.name; accessibilityHint = Strings.doubleTapToCopy } }",
        // A button class that labels itself, and a button inside a cell that is one element (Threema's chat bar and cells).
        "final class ChatBarButton: UIButton {\n init(configuration: Config) { super.init(frame: .zero); setImage(UIImage(systemName: configuration.symbol), for: .normal); self.accessibilityLabel = configuration.label }\n}\nfinal class ChatBar: UIView {\n let closeQuoteButton = ChatBarButton(configuration: .closeQuote)\n func setUp() { closeQuoteButton.accessibilityHint = \"Removes the quote\"; addSubview(closeQuoteButton) }\n}",
        "final class AudioCell: UITableViewCell {\n let speedButton = UIButton()\n func setUp() { isAccessibilityElement = true; speedButton.setImage(UIImage(named: \"speed\"), for: .normal); speedButton.accessibilityHint = \"Changes speed\"; contentView.addSubview(speedButton) }\n}",
      ]),
    otherSeverities: [.warning]
  )

  /// A workout screen's end button made with `UIButton(configuration:)` from the app's helper
  /// (marked unless the helper is given a title).
  static func workoutEndButton(configuration: String) -> RuleExample {
    RuleExample("""
      final class WorkoutSessionViewController: UIViewController {
        private lazy var endWorkoutButton: UIButton = {
          let button = UIButton(configuration: \(configuration))
          \(configuration.contains("title:") ? "" : "↓")button.accessibilityHint = "운동을 종료합니다."
          return button
        }()
      }
      """)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      guard view.accessibilityHint != nil, !view.context.isHidden,
            let hintModifier = view.modifiers.last(where: { $0.name == "accessibilityHint" || $0.name == "accessibility" })
      else { continue }
      let name = file.accessibleName(of: view)
      if name.isPresent { continue }
      // A `ViewModifier`'s `content` given a hint (Memento's `OptionalHint`): the view the modifier
      // is applied to, named where it is used.
      if view.kind == .reference, view.name == "content", let type = view.enclosingType,
         file.project.types.conformances(of: type).contains("ViewModifier") { continue }
      // An SF Symbol is read by its own description ("video", "camera"): a name, if a vague one.
      // An asset image: named by the plain word it is called ("Close"), or, on a control, reported
      // by the control's naming rule as the file name VoiceOver reads (OpenWallet's bell link).
      if case .assetImage(let asset) = name,
         asset.map({ AssetNames.plainIconWords(of: $0) != nil }) == true || view.isControl { continue }
      if case .symbol(let symbol) = name {
        context.report(at: hintModifier.position, Self.symbolMessage(symbol), severity: .warning)
        continue
      }
      context.report(at: hintModifier.position, Self.message)
    }
    for object in file.uikitObjects {
      guard let hint = object.assignment("accessibilityHint") else { continue }
      // `accessibilityHint = nil` or `.none` (Corona-Warn-App's corner cells) clears the hint.
      if ["nil", ".none", "Optional.none"].contains(hint.value.text) { continue }
      // What VoiceOver names it by, from the same description the preview speaks: a label set in
      // code, or a title or text (an image's file name is no name).
      if object.isOutlet || UIKitCodeTree.speech(of: object).hasName { continue }
      // Text inputs named only by a hint are `uikit-text-input-label`'s.
      if object.role == .textField { continue }
      // Inside a cell or view that is one element, VoiceOver never focuses it on its own.
      if file.isInsideAccessibilityElement(object) { continue }
      // A class of the project's (or a superclass) that labels itself, in its initializer or by
      // overriding `accessibilityLabel` (Threema's `ChatBarButton`, its message cells).
      if file.project.types.selfAndSuperclasses(of: TypeIndex.simpleName(object.declaredClass))
        .contains(where: file.project.typesDescribingThemselves.contains) { continue }
      // A table cell with no label of its own is named by its labels' text, which UIKit joins.
      if Self.isTableCellNamedByItsLabels(object, in: file) { continue }
      // A cell or view subclass is often labelled by whoever configures it (a data source); a
      // library's own control (GOV.UK's `GOVUKButton(.text)`, titled through its `viewModel`) may
      // title itself in code the project doesn't hold.
      context.report(at: hint.start, Self.message, needsReview: object.name == "self" || Self.isMadeByALibraryClass(object, in: file))
    }
  }

  /// `self` in a `UITableViewCell` subclass whose type has a label the code fills (or an outlet to
  /// one): VoiceOver names the cell by its labels' text.
  /// Made by a class that is neither Apple's nor declared in the project.
  static func isMadeByALibraryClass(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard case .call(let callee, _)? = object.initializer?.kind else { return false }
    let name = TypeIndex.simpleName(callee)
    guard name.first?.isUppercase == true, !name.hasPrefix("UI"), !name.hasPrefix("NS") else { return false }
    return file.project.types.declaration(of: name) == nil
  }

  static func isTableCellNamedByItsLabels(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard object.name == "self", object.uikitClass == "UITableViewCell" else { return false }
    return file.uikitObjects.contains { label in
      label.enclosingType == object.declaredClass && !label.isLocal && label.uikitClass == "UILabel"
        && label.isAccessibilityElement != false && label.assignment("isHidden")?.value.boolLiteral != true
        && (label.isOutlet || label.assigns("text") || label.assigns("attributedText"))
    }
  }

  static func symbolMessage(_ symbol: String) -> LocalizedText {
    LocalizedText(
      en: "this element is named only by its symbol '\(symbol)', which VoiceOver reads by the symbol's own description, while its purpose is in a hint, read last if at all; move the name into accessibilityLabel",
      ko: "이 요소의 이름은 기호 '\(symbol)'뿐이라 VoiceOver가 기호 자체의 설명으로 읽고, 목적은 마지막에 읽거나 읽지 않는 힌트에만 있습니다. 이름을 accessibilityLabel로 옮기세요")
  }

  static let message = LocalizedText(
    en: "this element has a hint but no label: VoiceOver announces it without a name and reads the hint last, if at all; move the name into accessibilityLabel",
    ko: "이 요소에는 힌트만 있고 레이블이 없어 VoiceOver가 이름 없이 안내하고 힌트는 마지막에 읽거나 읽지 않습니다. 이름을 accessibilityLabel로 옮기세요")
}
