import A11yCore

/// UIKit screens built in Swift: a view controller whose root `view`, or a view subclass whose
/// `self` (or `contentView`), gets subviews in code. They are read in the order the code adds them
/// (`addSubview`, `addArrangedSubview`, `UIStackView(arrangedSubviews:)`), or in the order of
/// `accessibilityElements` when it is set; what each says comes from the model's `UIKitObject`
/// assignments through ``UIKitSpeech``, the phrasing the SwiftUI preview uses. Values the code
/// doesn't spell out are shown as `‹expression›`.
public struct UIKitCodeTree: Sendable {
  public let files: [SwiftFileModel]
  /// Type → (file, index of its root object: a controller's `view` or a view's `self`).
  private var roots: [String: (file: Int, object: Int)] = [:]
  /// Types whose root gets subviews in code, in file and source order.
  public private(set) var screenNames: [String] = []

  static let addingMethods: Set<String> = [
    "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "contentView.addSubview",
    "contentView.addArrangedSubview", "contentView.insertSubview",
  ]

  public init(files: [SwiftFileModel]) {
    self.files = files
    for (fileIndex, file) in files.enumerated() {
      for (index, object) in file.uikitObjects.enumerated() {
        guard let type = object.enclosingType, roots[type] == nil,
              object.isRootView || object.name == "self" && object.declaredClass == type else { continue }
        roots[type] = (fileIndex, index)
      }
    }
    screenNames = roots.filter { Self.buildsViews(files[$0.value.file].uikitObjects[$0.value.object]) }
      .sorted { ($0.value.file, files[$0.value.file].uikitObjects[$0.value.object].position.utf8Offset) < ($1.value.file, files[$1.value.file].uikitObjects[$1.value.object].position.utf8Offset) }
      .map(\.key)
  }

  static func buildsViews(_ object: UIKitObject) -> Bool {
    object.calls.contains { addingMethods.contains($0.method) } || object.assigns("accessibilityElements")
  }

  /// The object an outlet names in its owner's code (`stampImageView` of `RewardsViewController`).
  public func object(ofType type: String, named name: String) -> UIKitObject? {
    for file in files {
      if let object = file.uikitObjects.first(where: { $0.enclosingType == type && $0.name == name && !$0.isRootView }) {
        return object
      }
    }
    return nil
  }

  /// The title a view controller gives itself in code.
  public func title(ofController type: String) -> ExpressionInfo? {
    files.lazy.compactMap { $0.controllerTitles[type] }.first
  }

  public func screen(named name: String, language: Language = .english, strings: [String: [String: String]] = [:]) -> SpokenScreen? {
    guard let root = roots[name], Self.buildsViews(files[root.file].uikitObjects[root.object]) else { return nil }
    let file = files[root.file]
    var elements: [SpokenElement] = []
    if let title = title(ofController: name) {
      var heading = SpokenElement(viewName: "title", file: file.path, position: title.start)
      heading.label = [Self.text(title)]
      heading.traits = [.header]
      elements.append(heading)
    }
    // Bar items the controller sets, leading ones first.
    let items = file.uikitObjects.indices.filter {
      file.uikitObjects[$0].enclosingType == name && file.uikitObjects[$0].name.hasPrefix("navigationItem.")
    }.sorted { (file.uikitObjects[$0].name.contains("left") ? 0 : 1, $0) < (file.uikitObjects[$1].name.contains("left") ? 0 : 1, $1) }
    var visited: Set<String> = []
    for item in items { elements += read(item, in: root.file, visited: &visited) }
    elements += children(of: root.object, in: root.file, visited: &visited)
    VoiceOverTree.markStumbles(&elements, renderer: SpeechRenderer(language: language, strings: strings), uikit: true)
    return SpokenScreen(name: name, file: file.path, position: file.uikitObjects[root.object].position, elements: elements, notes: [
      LocalizedText(
        en: "built in code: read in the order subviews are added (or accessibilityElements), which VoiceOver follows when the layout runs top to bottom, leading to trailing",
        ko: "코드로 만든 화면: 하위 뷰를 추가한 순서(또는 accessibilityElements 순서)로 읽었습니다. 레이아웃이 위에서 아래, 앞에서 뒤 순서일 때 VoiceOver 순서와 같습니다"),
    ])
  }

  /// Elements of a custom view class's own code (`self.addSubview(...)`), read in place where an
  /// object of that class is used (also from a storyboard's custom class).
  public func contentElements(ofType type: String) -> [SpokenElement]? {
    guard let root = roots[type], Self.buildsViews(files[root.file].uikitObjects[root.object]) else { return nil }
    var visited: Set<String> = []
    return children(of: root.object, in: root.file, visited: &visited)
  }

  // MARK: Reading

  /// The subviews code adds to `object`, in order, each read.
  func children(of objectIndex: Int, in fileIndex: Int, visited: inout Set<String>) -> [SpokenElement] {
    let file = files[fileIndex]
    let object = file.uikitObjects[objectIndex]
    var added: [ExpressionInfo] = []
    if let elements = object.assignment("accessibilityElements")?.value {
      // VoiceOver visits exactly these, in this order.
      added = Self.items(elements)
    } else {
      var entries: [(SourcePosition, ExpressionInfo)] = []
      if let arranged = object.initializer?.callArguments.first(labeled: "arrangedSubviews") {
        entries += Self.items(arranged).map { (object.position, $0) }
      }
      for call in object.calls where Self.addingMethods.contains(call.method) {
        if let view = call.arguments.first?.value { entries.append((call.position, view)) }
      }
      added = entries.enumerated().sorted { ($0.element.0.utf8Offset, $0.offset) < ($1.element.0.utf8Offset, $1.offset) }.map(\.element.1)
    }
    var result: [SpokenElement] = []
    for expression in added {
      if let child = resolve(expression, in: fileIndex, type: object.enclosingType) {
        result += read(child, in: fileIndex, visited: &visited)
      } else if expression.callee.map(UIKitClasses.known.contains) == true, expression.callArguments.isEmpty {
        // `UIView()` added as a spacer: nothing to say.
        continue
      } else {
        var unknown = SpokenElement(viewName: expression.callee ?? "view", file: file.path, position: expression.start)
        unknown.label = [SpokenText(.unknown(expression.text), at: expression.start)]
        unknown.stumbles.append(Self.notFollowed)
        result.append(unknown)
      }
    }
    return result.map { element in
      var element = element
      if element.container == nil { element.container = "\(file.path):\(object.name)" }
      return element
    }
  }

  static let notFollowed = Stumble(kind: .unresolvedView, message: LocalizedText(
    en: "not followed: views this preview can't see into (built at run time or elsewhere); what they say is unknown",
    ko: "따라가지 못한 뷰입니다(실행 중에 만들어지거나 다른 곳에서 만들어짐). 무엇을 읽는지 알 수 없습니다"))

  /// `[a, b]` → its items; anything else is one item.
  static func items(_ expression: ExpressionInfo) -> [ExpressionInfo] {
    if case .array(let items) = expression.kind { return items }
    return [expression]
  }

  /// `stack`, `self.stack` → the object of that name in the type. Locals of the same name in two
  /// methods are told apart by position: the nearest declaration before the use.
  func resolve(_ expression: ExpressionInfo, in fileIndex: Int, type: String?) -> Int? {
    var name: String
    switch expression.kind {
    case .reference(let reference): name = reference
    case .member(let base?, let member) where base == "self": name = member
    default:
      // `self.scrollView!`, `headerView?`: the object behind the unwrapping.
      name = expression.text
      while name.last == "!" || name.last == "?" { name.removeLast() }
      if name.hasPrefix("self.") { name.removeFirst(5) }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    }
    let objects = files[fileIndex].uikitObjects
    let candidates = objects.indices.filter { objects[$0].enclosingType == type && objects[$0].name == name && !objects[$0].isRootView }
    let before = candidates.filter { objects[$0].position.utf8Offset <= expression.start.utf8Offset }
    return before.max { objects[$0].position.utf8Offset < objects[$1].position.utf8Offset } ?? candidates.first
  }

  /// What one object contributes: itself as an element, or the views inside it.
  func read(_ objectIndex: Int, in fileIndex: Int, visited: inout Set<String>) -> [SpokenElement] {
    let file = files[fileIndex]
    let object = file.uikitObjects[objectIndex]
    guard visited.insert("\(fileIndex):\(objectIndex)").inserted else { return [] }
    var conditions: [String] = []
    switch Self.hiddenState(of: object) {
    case .hidden: return []
    case .shown: break
    case .sometimes(let condition): conditions.append(condition)
    }
    // `UIBarButtonItem(customView: button)`: the custom view is what VoiceOver reaches.
    if let custom = object.initializer?.callArguments.first(labeled: "customView"),
       let view = resolve(custom, in: fileIndex, type: object.enclosingType) {
      return read(view, in: fileIndex, visited: &visited)
    }
    let speech = Self.speech(of: object)
    var base = SpokenElement(viewName: object.declaredClass, file: file.path, position: object.position)
    base.conditions = conditions
    var elements: [SpokenElement]
    let elementCondition = object.assignment("isAccessibilityElement").flatMap { $0.value.boolLiteral == nil ? $0.value.text : nil }
    if speech.isAccessibilityElement || elementCondition != nil {
      var element = speech.element(base)
      if let elementCondition { element.conditions.append("isAccessibilityElement: \(elementCondition)") }
      elements = [element]
    } else {
      elements = children(of: objectIndex, in: fileIndex, visited: &visited)
      // A view class of the project that builds its own subviews.
      if object.declaredClass != object.uikitClass, let own = contentElements(ofType: object.declaredClass) { elements = own + elements }
      if elements.isEmpty, !object.classIsResolved || !UIKitClasses.known.contains(object.declaredClass) && roots[object.declaredClass] == nil,
         !object.declaredClass.hasSuffix("GestureRecognizer") {
        // A view class this preview can't see into (declared elsewhere or drawn by itself).
        var unknown = base
        unknown.label = [SpokenText(.unknown(object.declaredClass), at: object.position)]
        unknown.stumbles.append(Self.notFollowed)
        elements = [unknown]
      }
      for index in elements.indices { elements[index].conditions = conditions + elements[index].conditions }
    }
    // A tap recognizer on something not announced as a control.
    let tapped = object.calls("addGestureRecognizer").contains { call in
      guard let recognizer = call.arguments.first?.value else { return false }
      if recognizer.callee?.contains("Tap") == true { return true }
      return resolve(recognizer, in: fileIndex, type: object.enclosingType).map { file.uikitObjects[$0].uikitClass.contains("Tap") } ?? false
    }
    if tapped, let first = elements.indices.first, !elements.contains(where: { $0.traits.contains(.button) || $0.traits.contains(.link) }) {
      elements[first].stumbles.append(UIKitSpeech.tapWithoutButtonTrait)
    }
    return elements
  }

  // MARK: What an object says

  public enum HiddenState: Sendable, Equatable {
    case shown, hidden
    /// Code hides and shows it: the condition under which it is read.
    case sometimes(String)
  }

  /// `isHidden` as the code sets it: hidden only when every assignment hides it.
  public static func hiddenState(of object: UIKitObject) -> HiddenState {
    let values = object.assignments.filter { $0.property == "isHidden" }.map(\.value)
    guard !values.isEmpty else { return .shown }
    if values.allSatisfy({ $0.boolLiteral == true }) { return .hidden }
    let conditions = values.filter { $0.boolLiteral == nil }.map(\.text)
    if conditions.count == 1 { return .sometimes("not hidden: !(\(conditions[0]))") }
    return .sometimes("not hidden: code sets isHidden")
  }

  /// A string as UIKit shows it: a literal as written, `NSLocalizedString("key", ...)` and
  /// `String(localized: "key")` through the catalogs, anything else as its expression.
  public static func text(_ expression: ExpressionInfo) -> SpokenText {
    if let literal = expression.stringLiteral { return SpokenText(.text(literal, localizable: false), at: expression.start) }
    if let callee = expression.callee, ["NSLocalizedString", "String"].contains(callee),
       let key = (expression.callArguments.first(labeled: "localized") ?? expression.callArguments.firstUnlabeled)?.stringLiteral,
       callee == "NSLocalizedString" || expression.callArguments.has(label: "localized") {
      return SpokenText(.text(key, localizable: true), at: expression.start)
    }
    if case .ternary = expression.kind { return SpokenText(expression: expression) }
    if case .interpolatedString = expression.kind { return SpokenText(expression: expression) }
    let text = expression.text
    return SpokenText(.unknown(text.hasPrefix("$") ? String(text.dropFirst()) : text), at: expression.start)
  }

  /// What the code gives VoiceOver for `object`: its initializer, then its assignments, laid over
  /// `base` (what a storyboard already says of an outlet, or nothing for a view made in code).
  public static func speech(of object: UIKitObject, over base: UIKitSpeech? = nil) -> UIKitSpeech {
    var speech = base ?? UIKitSpeech(uikitClass: object.uikitClass.isEmpty ? "UIView" : object.uikitClass)
    if let initializer = object.initializer {
      let arguments = initializer.callArguments
      if let title = arguments.first(labeled: "title"), object.uikitClass != "UILabel" { speech.title = [text(title)] }
      if let configuration = arguments.first(labeled: "configuration"), case .reference(let name) = configuration.kind {
        speech.title = [SpokenText(.unknown("\(name).title"), at: configuration.start)]
      }
      // `UIButton(configuration: .mainCircularEnabled(title: "종료"))`: the helper's title.
      if let title = object.configurationTitle { speech.title = [text(title)] }
      if let image = arguments.first(labeled: "image") { speech.image = [SpokenText(uikitImage: image)] }
      if let item = arguments.first(labeled: "barButtonSystemItem")?.memberName { speech.systemLabel = SpokenText.barButtonSystemItem(item) }
      if object.uikitClass == "UIButton", arguments.first(labeled: "type")?.memberName == "close" {
        speech.systemLabel = LocalizedText(en: "Close", ko: "닫기")
      }
    }
    for assignment in object.assignments {
      let value = assignment.value
      // `field.text = nil` / `= ""` to clear it in one place doesn't hide what another sets.
      if value.text == "nil" || value.stringLiteral == "" {
        if ["text", "attributedText", "accessibilityValue", "placeholder"].contains(assignment.property) { continue }
      }
      switch assignment.property {
      case "accessibilityLabel", "accessibilityAttributedLabel": speech.label = [text(value)]
      case "accessibilityHint": speech.hint = [text(value)]
      case "accessibilityValue": speech.value = [text(value)]
      case "text", "attributedText": speech.text = [text(value)]
      case "title", "configuration.title", "titleLabel.text", "configuration.attributedTitle": speech.title = [text(value)]
      case "placeholder", "attributedPlaceholder": speech.placeholder = [text(value)]
      case "image", "configuration.image": speech.image = [SpokenText(uikitImage: value)]
      case "isAccessibilityElement": speech.isElement = value.boolLiteral ?? speech.isElement
      case "isEnabled": if let enabled = value.boolLiteral { speech.isEnabled = enabled }
      case "isSecureTextEntry": if value.boolLiteral == true { speech.isSecure = true }
      case "isEditable": if let editable = value.boolLiteral { speech.isEditable = editable }
      case "isOn": speech.isOn = value.boolLiteral
      case "value", "progress": speech.fraction = value.numberLiteral
      case "configuration" where value.callee == nil && value.memberName == nil:
        // `button.configuration = config`, a configuration built elsewhere: its title is unknown here.
        if speech.title == nil { speech.title = [SpokenText(.unknown("\(value.text).title"), at: value.start)] }
      case "accessibilityTraits":
        let names = value.memberNames
        if !names.isEmpty { speech.traits = Set(names); speech.addedTraits = [] }
      default: break
      }
    }
    for call in object.calls {
      switch call.method {
      case "setTitle", "setAttributedTitle":
        if let title = call.arguments.firstUnlabeled { speech.title = [text(title)] }
      case "setImage":
        if let image = call.arguments.firstUnlabeled { speech.image = [SpokenText(uikitImage: image)] }
      case "setOn":
        speech.isOn = call.arguments.firstUnlabeled?.boolLiteral
      case "accessibilityTraits.insert", "accessibilityTraits.formUnion":
        speech.addedTraits.formUnion(call.arguments.flatMap(\.value.memberNames))
      default: break
      }
    }
    return speech
  }
}

extension UIKitSpeech {
  public static let tapWithoutButtonTrait = Stumble(kind: .noRole, message: LocalizedText(
    en: "acts on a tap but has no button trait: VoiceOver doesn't say it can be activated (make it an element with the Button trait, or use a UIButton)",
    ko: "탭하면 동작하지만 버튼 특성이 없어 VoiceOver가 실행할 수 있다고 알리지 않습니다 (Button 특성을 준 접근성 요소로 만들거나 UIButton 사용)"))
}
