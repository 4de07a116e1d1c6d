import A11yCore

/// A UIKit object the file creates or owns (a property, a local variable, or `self` in a UIKit
/// subclass), with every accessibility-relevant thing the file does to it.
public struct UIKitObject: Sendable {
  /// The variable name (`closeButton`), or `self`.
  public let name: String
  /// The UIKit class it is, or derives from (`UIButton` for `class RoundButton: UIButton`).
  public internal(set) var uikitClass: String
  /// False while the class derives from a type declared in another file: the project index
  /// (``ProjectLinker``) resolves it, or drops the object when it is no UIKit view.
  public internal(set) var classIsResolved = true
  /// The class as written (`RoundButton`).
  public let declaredClass: String
  public let position: SourcePosition
  /// An `@IBOutlet`: Interface Builder may set what the code doesn't.
  public let isOutlet: Bool
  public let enclosingType: String?
  /// `x.property = value`, in source order.
  public internal(set) var assignments: [PropertyAssignment] = []
  /// `x.method(...)`, in source order.
  public internal(set) var calls: [MethodCall] = []
  /// The initializer call's arguments, when the object is created here (`UIButton(frame: ...)`).
  public internal(set) var initializer: ExpressionInfo?
  /// For an image view given a local as its image (`UIImageView(image: image)`): every value that
  /// local is given, in source order, so a label its image carries can be read.
  public internal(set) var imageSources: [ExpressionInfo] = []
  /// A view controller's root `view`: the screen's background, never a control itself.
  public internal(set) var isRootView = false
  /// Declared inside a function or closure, not as a property of its type.
  public internal(set) var isLocal = false
  /// A `static`/`class` property: one per type, never a subview of each instance.
  public internal(set) var isStatic = false
  /// For a local: the offset of the `}` closing the block that declares it, past which its name
  /// means something else.
  public internal(set) var blockEnd: Int?

  init(name: String, uikitClass: String, declaredClass: String, position: SourcePosition,
       isOutlet: Bool, enclosingType: String?, initializer: ExpressionInfo?) {
    self.name = name
    self.uikitClass = uikitClass
    self.declaredClass = declaredClass
    self.position = position
    self.isOutlet = isOutlet
    self.enclosingType = enclosingType
    self.initializer = initializer
  }

  /// The last value assigned to `property` (`accessibilityLabel`, `titleLabel.font`...).
  public func assignment(_ property: String) -> PropertyAssignment? {
    assignments.last { $0.property == property }
  }

  public func assigns(_ property: String) -> Bool {
    assignments.contains { $0.property == property }
  }

  public func calls(_ method: String) -> [MethodCall] {
    calls.filter { $0.method == method }
  }

  /// Its code gives it something to do: a target, an action, a menu or a primary action.
  public var isGivenAnAction: Bool {
    calls.contains { $0.method == "addTarget" || $0.method == "addAction" }
      || assigns("menu") || assigns("primaryAction") || initializer?.callArguments.has(label: "primaryAction") == true
  }

  /// Trait member names assigned or inserted: `accessibilityTraits = .button`, `.insert(.button)`,
  /// `accessibilityTraits = [.button, .selected]`, `accessibilityTraits.formUnion(...)`.
  public var traits: Set<String> {
    var names: Set<String> = []
    for assignment in assignments where assignment.property == "accessibilityTraits" {
      names.formUnion(assignment.value.memberNames)
    }
    for call in calls where call.method.hasPrefix("accessibilityTraits.") {
      names.formUnion(call.arguments.flatMap(\.value.memberNames))
    }
    return names
  }

  public var isAccessibilityElement: Bool? {
    assignment("isAccessibilityElement")?.value.boolLiteral
  }
}

public struct PropertyAssignment: Sendable {
  /// The property path after the object (`accessibilityLabel`, `titleLabel.font`, `layer.cornerRadius`).
  public var property: String
  public var value: ExpressionInfo
  public var position: SourcePosition
  /// The whole `x.property = value` statement, for fixes.
  public var start: SourcePosition
  public var end: SourcePosition
}

public struct MethodCall: Sendable {
  /// The method path after the object (`setTitle`, `addGestureRecognizer`, `titleLabel.setContentHuggingPriority`).
  public var method: String
  public var arguments: [Argument]
  public var position: SourcePosition
}

/// UIKit class knowledge the model needs to recognise objects.
public enum UIKitClasses {
  public static let known: Set<String> = [
    "UIView", "UIButton", "UIImageView", "UILabel", "UITextField", "UITextView", "UISwitch", "UISlider",
    "UIStepper", "UISegmentedControl", "UIStackView", "UIControl", "UIPageControl", "UIDatePicker",
    "UIPickerView", "UISearchBar", "UITableViewCell", "UICollectionViewCell", "UIScrollView",
    "UIActivityIndicatorView", "UIProgressView", "UIBarButtonItem", "UINavigationBar", "UIToolbar",
    "UITableView", "UICollectionView", "UIVisualEffectView", "UITableViewHeaderFooterView", "UICollectionReusableView",
  ]

  /// Classes that are controls: VoiceOver gives them a role of their own.
  public static let controls: Set<String> = [
    "UIButton", "UIControl", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
    "UIDatePicker", "UITextField", "UITextView", "UISearchBar", "UIBarButtonItem",
  ]
}
