import A11yCore

/// What UIKit gives VoiceOver for one view or bar item. A storyboard or xib (`A11yInterfaceBuilder`)
/// and Swift code (``UIKitCodeTree``) each fill it in from what they see; ``element(_:)`` is the one
/// place that turns it into the ``SpokenElement`` the SwiftUI preview also builds, so UIKit and
/// SwiftUI screens are phrased by the same code.
public struct UIKitSpeech: Sendable {
  /// The UIKit class (`UIButton` for a `RoundButton: UIButton`).
  public var uikitClass: String
  /// `accessibilityLabel`, when set: it replaces everything the class would say.
  public var label: [SpokenText]?
  /// A label's or text field's `text`.
  public var text: [SpokenText]?
  /// A button's or bar item's title.
  public var title: [SpokenText]?
  public var placeholder: [SpokenText]?
  /// The image shown: its asset name, its symbol, or an expression.
  public var image: [SpokenText]?
  /// Words UIKit supplies itself (`UIBarButtonItem(barButtonSystemItem: .add)` → "Add").
  public var systemLabel: LocalizedText?
  public var value: [SpokenText]?
  public var hint: [SpokenText]?
  /// UIKit trait names (`button`, `header`, `notEnabled`...) that replace the class's own.
  public var traits: Set<String>?
  /// Trait names added to the class's own (`accessibilityTraits.insert(.header)`).
  public var addedTraits: Set<String> = []
  /// `isAccessibilityElement` when set to a literal.
  public var isElement: Bool?
  public var isEnabled = true
  public var isSecure = false
  /// A text view that can't be edited reads as text.
  public var isEditable = true
  /// A switch's `isOn`, when known.
  public var isOn: Bool?
  /// A slider's or progress view's position between 0 and 1, when known.
  public var fraction: Double?

  public init(uikitClass: String) {
    self.uikitClass = uikitClass
  }

  /// Classes VoiceOver stops on without `isAccessibilityElement = true`. Image views and plain
  /// views (and `UIControl`s) are not elements unless made one.
  public static let elementsByDefault: Set<String> = [
    "UILabel", "UIButton", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper", "UIPageControl",
    "UISearchBar", "UIProgressView", "UIActivityIndicatorView", "UIBarButtonItem", "UITabBarItem", "UIDatePicker",
    "UITableViewCell",
  ]

  /// Whether VoiceOver stops on it.
  public var isAccessibilityElement: Bool {
    isElement ?? Self.elementsByDefault.contains(uikitClass)
  }

  /// Traits the class has before anything is set.
  var classTraits: [SpokenTrait] {
    switch uikitClass {
    case "UIButton", "UIBarButtonItem": [.button]
    case "UIImageView": [.image]
    case "UITextField": [isSecure ? .secureTextField : .textField]
    case "UITextView": isEditable ? [.textField] : []
    case "UISwitch": [.toggle]
    case "UISlider", "UIStepper", "UIPageControl": [.adjustable]
    case "UISearchBar": [.searchField]
    case "UITabBarItem": [.tab]
    default: []
    }
  }

  /// Something names it: an accessibility label set (even to a value only known at run time), or a
  /// title or text the class reads; an image's file name or symbol is no name.
  public var hasName: Bool {
    label != nil || classLabel.contains(where: \.isMeaningfulName)
  }

  /// The label the class speaks when no accessibility label is set.
  var classLabel: [SpokenText] {
    let system = systemLabel.map { [SpokenText(.system($0))] }
    switch uikitClass {
    case "UILabel": return text ?? []
    case "UIButton", "UIBarButtonItem", "UITabBarItem": return title ?? system ?? image ?? []
    case "UITextField", "UISearchBar": return placeholder ?? []
    case "UITextView": return isEditable ? [] : text ?? []
    case "UIImageView": return image ?? []
    default: return system ?? []
    }
  }

  var classValue: [SpokenText] {
    switch uikitClass {
    case "UITextField", "UISearchBar": return text ?? []
    case "UITextView": return isEditable ? text ?? [] : []
    case "UISwitch":
      let words = isOn.map { $0 ? LocalizedText(en: "On", ko: "켬") : LocalizedText(en: "Off", ko: "끔") }
      return [SpokenText(.system(words ?? LocalizedText(en: "‹on|off›", ko: "‹켬|끔›")))]
    case "UISlider", "UIProgressView":
      guard let fraction else { return [SpokenText(.unknown("value"))] }
      let percent = "\(Int((fraction * 100).rounded()))%"
      return [SpokenText(.system(LocalizedText(en: percent, ko: percent)))]
    case "UIActivityIndicatorView":
      return [SpokenText(.system(LocalizedText(en: "In progress", ko: "진행 중")))]
    default: return []
    }
  }

  /// The element VoiceOver visits, built on `base` (its view name, file and position).
  public func element(_ base: SpokenElement) -> SpokenElement {
    var element = base
    element.label = label ?? classLabel
    element.value = value ?? classValue
    element.hint = hint ?? []
    if let traits {
      element.traits = []
      for name in traits.sorted(by: { Self.traitOrder($0) < Self.traitOrder($1) }) {
        if let trait = SpokenTrait(uikitTrait: name) { element.addTrait(trait) }
      }
    } else {
      element.traits = classTraits
    }
    for name in addedTraits.sorted(by: { Self.traitOrder($0) < Self.traitOrder($1) }) {
      if let trait = SpokenTrait(uikitTrait: name) { element.addTrait(trait) }
    }
    if !isEnabled { element.addTrait(.dimmed) }
    return element
  }

  static func traitOrder(_ name: String) -> Int {
    ["button", "link", "header", "searchField", "adjustable", "image", "selected", "notEnabled"].firstIndex(of: name) ?? 99
  }
}

extension SpokenTrait {
  /// `UIAccessibilityTraits` member names (`.button`, `.notEnabled`), as Swift and Interface Builder write them.
  public init?(uikitTrait name: String) {
    switch name {
    case "button": self = .button
    case "link": self = .link
    case "header": self = .header
    case "selected": self = .selected
    case "image": self = .image
    case "adjustable": self = .adjustable
    case "notEnabled": self = .dimmed
    case "searchField": self = .searchField
    case "tabBar": self = .tab
    default: return nil
    }
  }
}

extension SpokenText {
  /// What an image expression speaks as a name: `UIImage(named: "x")` its file name,
  /// `UIImage(systemName: "gear")` the symbol's name; anything else as written.
  public init(uikitImage expression: ExpressionInfo) {
    var current: ExpressionInfo? = expression
    // `UIImage(named: "x")?.withRenderingMode(...)`: the image the chain starts from.
    while let call = current, call.callee != "UIImage", let base = call.calleeBase { current = base }
    if let call = current, call.callee == "UIImage" {
      if let symbol = call.callArguments.first(labeled: "systemName") {
        self.init(symbol.stringLiteral.map { .symbol($0) } ?? .symbolExpression(symbol.text), at: expression.start)
        return
      }
      if let name = call.callArguments.first(labeled: "named")?.stringLiteral {
        self.init(.assetName(name), at: expression.start)
        return
      }
    }
    self.init(.unknown(expression.text), at: expression.start)
  }

  /// `.system` words for a `UIBarButtonItem.SystemItem` (as far as this project knows them; not
  /// recorded on a device). Spaces have none.
  public static func barButtonSystemItem(_ name: String) -> LocalizedText? {
    let words: [String: LocalizedText] = [
      "add": LocalizedText(en: "Add", ko: "추가"), "done": LocalizedText(en: "Done", ko: "완료"),
      "cancel": LocalizedText(en: "Cancel", ko: "취소"), "edit": LocalizedText(en: "Edit", ko: "편집"),
      "save": LocalizedText(en: "Save", ko: "저장"), "trash": LocalizedText(en: "Delete", ko: "삭제"),
      "compose": LocalizedText(en: "Compose", ko: "작성"), "reply": LocalizedText(en: "Reply", ko: "답장"),
      "action": LocalizedText(en: "Share", ko: "공유"), "search": LocalizedText(en: "Search", ko: "검색"),
      "refresh": LocalizedText(en: "Refresh", ko: "새로 고침"), "stop": LocalizedText(en: "Stop", ko: "정지"),
      "camera": LocalizedText(en: "Camera", ko: "카메라"), "play": LocalizedText(en: "Play", ko: "재생"),
      "pause": LocalizedText(en: "Pause", ko: "일시 정지"), "bookmarks": LocalizedText(en: "Bookmarks", ko: "북마크"),
      "undo": LocalizedText(en: "Undo", ko: "실행 취소"), "redo": LocalizedText(en: "Redo", ko: "실행 복귀"),
      "close": LocalizedText(en: "Close", ko: "닫기"),
    ]
    return words[name]
  }
}
