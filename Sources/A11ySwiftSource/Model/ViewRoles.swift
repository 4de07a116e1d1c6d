import A11yCore

extension SwiftUIView {
  /// Views VoiceOver announces as controls, with a role of their own.
  public static let controlNames: Set<String> = [
    "Button", "NavigationLink", "Link", "Menu", "Toggle", "Picker", "Slider", "Stepper", "DatePicker",
    "ColorPicker", "ShareLink", "EditButton", "PasteButton", "TextField", "SecureField", "TextEditor",
    // A button that opens the photo picker, named by its label like a Button.
    "PhotosPicker",
  ]

  public var isControl: Bool { kind == .call && Self.controlNames.contains(name) }

  /// The role VoiceOver announces for this view, from its type and added traits.
  public var role: AccessibilityRole {
    let traits = addedTraits
    if traits.contains("isButton") { return .button }
    if traits.contains("isLink") { return .link }
    if traits.contains("isHeader") { return .header }
    switch name {
    case "Button", "NavigationLink", "Menu", "EditButton", "ShareLink", "PasteButton", "PhotosPicker": return .button
    case "Link": return .link
    case "Image": return .image
    case "Toggle": return .toggle
    case "Slider", "Stepper": return .slider
    case "TextField", "SecureField", "TextEditor": return .textField
    case "Text": return .staticText
    default: return .unknown
    }
  }

  /// A single-tap gesture attached with `.onTapGesture`, `.gesture(TapGesture())` or its
  /// simultaneous and high-priority forms: the modifier, if any.
  public var tapGestureModifier: ViewModifierCall? {
    modifiers.first { modifier in
      switch modifier.name {
      case "onTapGesture":
        let count = modifier.arguments.first(labeled: "count")?.numberLiteral ?? 1
        return count == 1
      case "gesture", "simultaneousGesture", "highPriorityGesture":
        guard let gesture = modifier.arguments.firstUnlabeled, gesture.text.hasPrefix("TapGesture(") else { return false }
        // `TapGesture(count: 3)` (Bsuir's hidden safe-mode switch) is no single tap either.
        let text = gesture.text.filter { !$0.isWhitespace }
        guard text.hasPrefix("TapGesture(count:") else { return true }
        return text.dropFirst("TapGesture(count:".count).prefix { $0 != ")" && $0 != "," } == "1"
      default:
        return false
      }
    }
  }
}

extension UIKitObject {
  /// The role VoiceOver announces for this object, from its class and traits.
  public var role: AccessibilityRole {
    let traits = self.traits
    if traits.contains("button") { return .button }
    if traits.contains("link") { return .link }
    if traits.contains("header") { return .header }
    switch uikitClass {
    case "UIButton", "UIBarButtonItem": return .button
    case "UIImageView": return .image
    case "UISwitch": return .toggle
    case "UISlider", "UIStepper": return .slider
    case "UITextField", "UITextView", "UISearchBar": return .textField
    case "UILabel": return .staticText
    default: return .unknown
    }
  }

  public var isControl: Bool { UIKitClasses.controls.contains(uikitClass) }

  /// The object gets a literal or dynamic accessibility label.
  public var hasAccessibilityLabel: Bool {
    assigns("accessibilityLabel") || assigns("accessibilityAttributedLabel")
  }

  /// The object gets a visible title: `setTitle` with text, `setAttributedTitle`, a configuration title.
  public var hasVisibleTitle: Bool {
    for call in calls("setTitle") {
      if let title = call.arguments.firstUnlabeled, title.stringLiteral?.trimmingCharacters(in: .whitespaces).isEmpty != true {
        return true
      }
    }
    if !calls("setAttributedTitle").isEmpty { return true }
    let titleProperties = ["configuration.title", "configuration?.title", "configuration.attributedTitle", "title", "titleLabel.text", "titleLabel?.text"]
    if assignments.contains(where: { titleProperties.contains($0.property) }) { return true }
    // `EduIDButton(type: .ghost, buttonTitle: …)`: an app's button made with a title of any name.
    if let initializer = initializer,
       initializer.callArguments.contains(where: { $0.label?.lowercased().hasSuffix("title") == true && $0.value.text != "nil" }) {
      return true
    }
    // `UIButton(configuration: .mainCircularEnabled(title: "종료"))`, `configuration = .filled(title:
    // "Done")`: an app's configuration helper given a title.
    return configurationTitle != nil
  }

  /// The title an app's configuration helper is given (`UIButton(configuration:
  /// .mainCircularEnabled(title: "종료"))`, `configuration = .filled(title: "Done")`).
  public var configurationTitle: ExpressionInfo? {
    let configurations = (initializer?.callArguments.filter { $0.label == "configuration" }.map(\.value) ?? [])
      + assignments.filter { $0.property == "configuration" }.map(\.value)
    return configurations.lazy.compactMap { $0.callArguments.first(labeled: "title") }
      .first { $0.text != "nil" && $0.stringLiteral?.isEmpty != true }
  }
}

extension SwiftFileModel {
  /// The UIKit subclass that declares `object` is itself one accessibility element
  /// (`isAccessibilityElement = true` on `self`): VoiceOver never reaches its subviews alone.
  /// So is a view whose type is only ever mounted inside such an element (``ProjectIndex/typesOnlyInsideOneElement``).
  public func isInsideAccessibilityElement(_ object: UIKitObject) -> Bool {
    guard let type = object.enclosingType else { return false }
    if project.typesOnlyInsideOneElement.contains(type) { return true }
    guard object.name != "self" else { return false }
    if uikitObjects.contains(where: { $0.name == "self" && $0.declaredClass == type && $0.isAccessibilityElement == true }) { return true }
    // A type that answers `isAccessibilityElement` with `true` itself (`override var
    // isAccessibilityElement: Bool { get { true } set { } }`, WooCommerce's unit input cell).
    if declarations.overriddenAccessibility[type]?.contains("isAccessibilityElement") == true,
       let property = behaviour.properties.last(where: { $0.name == "isAccessibilityElement" && $0.enclosingType == type }) {
      let getter = text(from: property.start, to: property.end)
      if ByteSearch.contains(getter, "true"), !ByteSearch.contains(getter, "false") { return true }
    }
    // A cell whose `contentView` is made one element (`contentView.isAccessibilityElement = true`,
    // CovPass's `contentView.enableAccessibility(label:traits:)`): everything the cell shows is in it.
    if uikitObjects.contains(where: {
      $0.name == "self" && $0.declaredClass == type && Self.cellClasses.contains($0.uikitClass)
        && $0.assignment("contentView.isAccessibilityElement")?.value.boolLiteral == true
    }) { return true }
    // Mounted in a view the code makes one element (`caseStackView.isAccessibilityElement = true`
    // with its own label, Stopp Corona's legend rows): VoiceOver reads that view, not what is in it.
    if mountingParents(of: object).contains(where: { $0.isAccessibilityElement == true }) { return true }
    return isLeftOutOfListedElements(object, type: type)
  }

  /// `accessibilityElements = [self.accessibilityView, self.button]` on the object's type (an
  /// array written out): VoiceOver reaches only those, and what is mounted in them. An object
  /// named in none of them is never reached (AltStore's banner icon).
  func isLeftOutOfListedElements(_ object: UIKitObject, type: String) -> Bool {
    guard let owner = uikitObjects.first(where: { $0.name == "self" && $0.declaredClass == type }),
          let listed = owner.assignment("accessibilityElements")?.value.text.trimmingCharacters(in: .whitespaces),
          listed.hasPrefix("[") else { return false }
    let names = Set(listed.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)).subtracting(["self"])
    let name = object.name.hasPrefix("self.") ? String(object.name.dropFirst(5)) : object.name
    if names.contains(name) { return false }
    return !mountingParents(of: object).contains { names.contains($0.name.hasPrefix("self.") ? String($0.name.dropFirst(5)) : $0.name) }
  }

  static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

  /// Controls UIKit makes one accessibility element by default: what is added inside them is
  /// never reached by VoiceOver on its own.
  static let elementControlClasses: Set<String> = [
    "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UITextField", "UITextView", "UISearchBar",
  ]

  /// The objects of this file that `object` is added to as a subview (`playButton.addSubview(glyph)`),
  /// read from their recorded `addSubview`/`insertSubview` calls; a local matches only inside its
  /// block, a property only where no local of its name is in scope.
  public func mountingParents(of object: UIKitObject) -> [UIKitObject] {
    guard object.name != "self" else { return [] }
    var parents: [UIKitObject] = []
    for parent in uikitObjects where parent.enclosingType == object.enclosingType && parent.name != object.name {
      for call in parent.calls where call.method == "addSubview" || call.method == "insertSubview" || call.method == "addArrangedSubview" {
        guard var added = call.arguments.first?.value.text else { continue }
        if added.hasPrefix("self.") { added.removeFirst(5) }
        guard added == object.name else { continue }
        let offset = call.position.utf8Offset
        let named = uikitObjects.filter { $0.name == added && $0.enclosingType == object.enclosingType }
        let resolved = named.first { $0.isLocal && $0.position.utf8Offset < offset && offset < ($0.blockEnd ?? Int.max) }
          ?? named.first { !$0.isLocal }
        if let resolved, resolved.position == object.position {
          parents.append(parent)
          break
        }
      }
    }
    return parents
  }

  /// The object `object` is added to when that is a control that stays one accessibility element
  /// (a `UIButton`, or any view set `isAccessibilityElement = true`): VoiceOver reads the outer
  /// control, never `object`.
  public func enclosingElementControl(of object: UIKitObject) -> UIKitObject? {
    mountingParents(of: object).first { parent in
      parent.isAccessibilityElement == true
        || (parent.isAccessibilityElement == nil && Self.elementControlClasses.contains(parent.uikitClass))
    }
  }

  /// Every `isUserInteractionEnabled` the object is given is a literal `false`: it takes no touches.
  public func neverTakesTouches(_ object: UIKitObject) -> Bool {
    let values = object.assignments.filter { $0.property == "isUserInteractionEnabled" }
    return !values.isEmpty && values.allSatisfy { $0.value.boolLiteral == false }
  }

  /// A control that takes no touches: its own `isUserInteractionEnabled` is only ever `false`, or it
  /// has no action (no target, action, menu or gesture) and every view of the file it is added to
  /// has `isUserInteractionEnabled` only ever `false` (Mammoth's "1/N" badge).
  public func isOutOfTouch(_ object: UIKitObject) -> Bool {
    if neverTakesTouches(object) { return true }
    if hasOwnAction(object) { return false }
    let parents = mountingParents(of: object)
    return !parents.isEmpty && parents.allSatisfy(neverTakesTouches)
  }

  /// The object is given a target, action, menu or gesture of its own in this file.
  func hasOwnAction(_ object: UIKitObject) -> Bool {
    let actionCalls: Set<String> = ["addTarget", "addAction", "addGestureRecognizer", "addInteraction"]
    let actionProperties: Set<String> = ["menu", "primaryAction", "showsMenuAsPrimaryAction", "target", "action"]
    return object.calls.contains(where: { actionCalls.contains($0.method) })
      || object.assignments.contains(where: { actionProperties.contains($0.property) })
      || object.initializer?.callArguments.contains(where: { ["primaryAction", "menu", "action", "target"].contains($0.label ?? "") }) == true
  }
}

extension SwiftUIView {
  /// The size a symbol or picture is drawn at, from `.font(.system(size: n))` or a numeric
  /// `.frame`: the larger of what the code states, nil when it states none.
  public var drawnSize: Double? {
    var sizes: [Double] = []
    for modifier in modifiers {
      if modifier.name == "font", let font = modifier.arguments.firstUnlabeled, let chain = font.memberChain,
         case .call(let callee, let arguments) = chain.base.kind, callee.hasSuffix("system"),
         let size = arguments.first(labeled: "size")?.numberLiteral {
        sizes.append(size)
      }
      if modifier.name == "frame" {
        sizes += ["width", "height"].compactMap { modifier.arguments.first(labeled: $0)?.numberLiteral }
      }
    }
    return sizes.max()
  }

  /// `NavigationLink("", destination: D(), isActive: $go)`: a link the code follows, with no title
  /// to see or reach (it is usually hidden); its empty name is not a defect of its own.
  /// `unwrapping:` is the swiftui-navigation package's optional-state version of `isActive:`.
  public var isProgrammaticNavigationLink: Bool {
    guard name == "NavigationLink", argument("isActive") != nil || argument("tag") != nil || argument("unwrapping") != nil else { return false }
    return titleArgument?.stringLiteral?.isEmpty == true
  }
}
