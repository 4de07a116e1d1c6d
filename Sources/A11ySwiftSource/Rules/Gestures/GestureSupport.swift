import A11yCore

/// A gesture that needs more than a single tap, attached to a SwiftUI view.
struct ComplexGesture {
  enum Kind: String {
    case longPress, drag, magnification, rotation, dragAndDrop

    var description: LocalizedText {
      switch self {
      case .longPress: LocalizedText(en: "a long press", ko: "길게 누르기")
      case .drag: LocalizedText(en: "a drag", ko: "끌기(드래그)")
      case .magnification: LocalizedText(en: "a pinch", ko: "핀치(두 손가락 확대·축소)")
      case .rotation: LocalizedText(en: "a two-finger rotation", ko: "두 손가락 회전")
      case .dragAndDrop: LocalizedText(en: "drag and drop", ko: "끌어서 놓기")
      }
    }
  }

  let kind: Kind
  let modifier: ViewModifierCall
  /// The gesture expression's text (`DragGesture().onChanged { ... }`), or the modifier's for
  /// `onLongPressGesture { }`.
  let text: String
}

enum GestureSupport {
  /// Modifiers that give VoiceOver, Switch Control and Voice Control a way to do what a gesture does.
  static let routeModifiers: Set<String> = [
    "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
    "accessibilityZoomAction", "contextMenu", "swipeActions", "accessibilityRepresentation",
  ]
  static let dragAndDropRoutes: Set<String> = ["accessibilityDragPoint", "accessibilityDropPoint"]

  /// The gestures a view's modifiers attach, in order.
  static func complexGestures(of view: SwiftUIView, in file: SwiftFileModel) -> [ComplexGesture] {
    var result: [ComplexGesture] = []
    for modifier in view.modifiers {
      switch modifier.name {
      case "onLongPressGesture":
        result.append(ComplexGesture(kind: .longPress, modifier: modifier, text: file.text(from: modifier.start, to: modifier.end)))
      case "onDrag", "draggable":
        result.append(ComplexGesture(kind: .dragAndDrop, modifier: modifier, text: file.text(from: modifier.start, to: modifier.end)))
      case "gesture", "simultaneousGesture", "highPriorityGesture":
        guard let gesture = modifier.arguments.firstUnlabeled, let kind = kind(ofGesture: gesture.text) else { continue }
        result.append(ComplexGesture(kind: kind, modifier: modifier, text: gesture.text))
      default:
        continue
      }
    }
    return result
  }

  /// `DragGesture(...)...`, `MagnifyGesture()`, `LongPressGesture(...).sequenced(before: DragGesture())`.
  static func kind(ofGesture text: String) -> ComplexGesture.Kind? {
    let head = text.prefix { $0 != "(" && $0 != "." && $0 != "{" }
    switch head {
    case "DragGesture": return .drag
    case "MagnifyGesture", "MagnificationGesture": return .magnification
    case "RotateGesture", "RotationGesture": return .rotation
    case "LongPressGesture": return text.contains("DragGesture") ? .drag : .longPress
    default: return nil
    }
  }

  /// The views whose accessibility modifiers reach `view`: itself, then each ancestor up to the
  /// screen's edge, with the modifiers that apply (`file.ancestry`, never the syntax tree).
  static func modifierNames(reaching view: SwiftUIView, in file: SwiftFileModel) -> Set<String> {
    var names = Set(view.modifiers.map(\.name))
    for step in file.ancestry(of: view).steps {
      names.formUnion(step.applyingModifiers.map(\.name))
    }
    return names
  }

  /// Modifier names given to the places where `type` (a custom view declared in this file) is
  /// used in this file, one set per use; empty when it isn't used here.
  static func modifiersAtUses(of type: String, in file: SwiftFileModel) -> [Set<String>] {
    file.views.filter { $0.kind == .call && $0.name == type }.map { modifierNames(reaching: $0, in: file) }
  }

  /// Functions a closure calls (`viewModel.delete(item)` → `delete`), minus the ones that say
  /// nothing about what it does.
  static func calledNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if character == "(", let first = current.first, first.isLowercase, !ignoredCalls.contains(current) {
          names.insert(current)
        }
        current = ""
      }
    }
    return names
  }

  static let ignoredCalls: Set<String> = [
    "min", "max", "abs", "withAnimation", "onChanged", "onEnded", "updating", "print", "if", "guard", "round",
    "rounded", "sequenced", "simultaneously", "exclusively", "spring", "easeInOut", "easeOut", "easeIn", "linear",
    "interactiveSpring", "sqrt", "atan2", "toggle", "first", "last", "contains", "map", "filter", "async", "switch",
    "clamped", "offset", "dismiss", "translation", "location", "startLocation", "height", "width",
  ]

  /// Whether a control elsewhere in the file (a `Button`, `Menu` or `Stepper`, a UIKit target)
  /// calls one of `names`: the same action reachable by a tap.
  static func controlCallsAny(of names: Set<String>, in file: SwiftFileModel, excluding excluded: SwiftUIView? = nil) -> Bool {
    guard !names.isEmpty else { return false }
    for view in file.views where view.isControl && view.index != excluded?.index {
      let text = file.text(from: view.position, to: view.end)
      if !calledNames(in: text).isDisjoint(with: names) { return true }
    }
    return false
  }
}
