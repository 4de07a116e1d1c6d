import A11yCore

/// A role VoiceOver announces after the label and value.
public enum SpokenTrait: String, Sendable, Hashable, CaseIterable, Codable {
  case button, link, header, adjustable, selected, dimmed, image, toggle, tab, textField, secureTextField, searchField, popUpButton

  /// The words iOS VoiceOver uses, as far as this project knows them (not recorded on a device).
  public var words: LocalizedText {
    switch self {
    case .button: LocalizedText(en: "Button", ko: "버튼")
    case .link: LocalizedText(en: "Link", ko: "링크")
    case .header: LocalizedText(en: "Heading", ko: "머리말")
    case .adjustable: LocalizedText(en: "Adjustable", ko: "조절 가능")
    case .selected: LocalizedText(en: "Selected", ko: "선택됨")
    case .dimmed: LocalizedText(en: "Dimmed", ko: "흐리게 표시됨")
    case .image: LocalizedText(en: "Image", ko: "이미지")
    case .toggle: LocalizedText(en: "Switch button", ko: "스위치 버튼")
    case .tab: LocalizedText(en: "Tab", ko: "탭")
    case .textField: LocalizedText(en: "Text field", ko: "텍스트 필드")
    case .secureTextField: LocalizedText(en: "Secure text field", ko: "보안 텍스트 필드")
    case .searchField: LocalizedText(en: "Search field", ko: "검색 필드")
    case .popUpButton: LocalizedText(en: "Pop up button", ko: "팝업 버튼")
    }
  }

  /// `.isButton` → `.button`; nil for traits VoiceOver doesn't announce (`.isStaticText`, `.isModal`...).
  public init?(swiftUITrait name: String) {
    switch name {
    case "isButton": self = .button
    case "isLink": self = .link
    case "isHeader": self = .header
    case "isSelected": self = .selected
    case "isImage": self = .image
    case "isToggle": self = .toggle
    case "isSearchField": self = .searchField
    default: return nil
    }
  }

  /// Roles a person can act on: an element with one of them is a control, not a fragment of text.
  public var isInteractive: Bool {
    switch self {
    case .button, .link, .adjustable, .toggle, .tab, .textField, .secureTextField, .searchField, .popUpButton: true
    case .header, .selected, .dimmed, .image: false
    }
  }
}

/// Something a listener would stumble on, said next to the element it concerns.
public struct Stumble: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, Codable {
    case imageAndCaption, fileNameReadAloud, noRole, repeatedPhrase, fragmentedRow, unnamedControl, unresolvedView, controlInsideElement
  }
  public var kind: Kind
  public var message: LocalizedText

  public init(kind: Kind, message: LocalizedText) {
    self.kind = kind
    self.message = message
  }
}

/// One stop of the VoiceOver cursor: what it says and where in the source it comes from.
public struct SpokenElement: Sendable {
  public var label: [SpokenText] = []
  public var value: [SpokenText] = []
  public var traits: [SpokenTrait] = []
  /// Traits that depend on a run-time condition: `.disabled(item.isSoldOut)`,
  /// `.accessibilityAddTraits(isFavorite ? .isSelected : [])`.
  public var conditionalTraits: [ConditionalTrait] = []
  public var hint: [SpokenText] = []
  /// Names of custom actions (`.accessibilityAction(named:)`, swipe actions), in order.
  public var actions: [[SpokenText]] = []
  public var sortPriority: Double?
  /// The SwiftUI view it is built from (`Button`, `Image`, `MenuCard`).
  public var viewName: String
  public var file: String
  public var position: SourcePosition
  /// Conditions of the `if`/`switch` branches it sits in, outermost first.
  public var conditions: [String] = []
  /// The collection a `ForEach`/`List` repeats it for; shown once.
  public var repeatedFor: String?
  public var stumbles: [Stumble] = []
  /// The container whose children it was read among (for stumbles between neighbours).
  public var container: String?
  /// A tab bar item (`.tabItem`), gathered by its `TabView` after the tabs' content.
  var isTabBarItem = false

  public init(viewName: String, file: String, position: SourcePosition) {
    self.viewName = viewName
    self.file = file
    self.position = position
  }

  public mutating func addTrait(_ trait: SpokenTrait) {
    if !traits.contains(trait) { traits.append(trait) }
  }

  public var isInteractive: Bool { traits.contains(where: \.isInteractive) }

  /// What VoiceOver says: label, value, traits; the hint after a pause ("…").
  public func phrase(_ renderer: SpeechRenderer) -> String {
    var pieces: [String] = []
    let label = renderer.words(label)
    if !label.isEmpty { pieces.append(label) }
    let value = renderer.words(value)
    if !value.isEmpty { pieces.append(value) }
    // The role first; "Image" last, after what the image does ("Cart, Button, Image").
    for trait in traits.filter({ $0 != .image }) + traits.filter({ $0 == .image }) {
      pieces.append(trait.words.text(in: renderer.language))
    }
    for conditional in conditionalTraits where !traits.contains(conditional.trait) {
      pieces.append(renderer.language == .korean
        ? "‹\(conditional.condition)›일 때 \(conditional.trait.words.ko)"
        : "\(conditional.trait.words.en) when ‹\(conditional.condition)›")
    }
    var phrase = pieces.joined(separator: ", ")
    if phrase.isEmpty { phrase = renderer.language == .korean ? "(읽을 내용 없음)" : "(nothing to say)" }
    let hint = renderer.words(hint)
    if !hint.isEmpty { phrase += " … " + hint }
    return phrase
  }
}

/// A trait present only while a condition holds.
public struct ConditionalTrait: Sendable, Hashable {
  public var trait: SpokenTrait
  public var condition: String
}

/// The elements VoiceOver visits on one SwiftUI view, in order.
public struct SpokenScreen: Sendable {
  public var name: String
  public var file: String
  public var position: SourcePosition
  public var elements: [SpokenElement]
  /// How the screen was read, said under its name (a storyboard scene read by frames or in document order).
  public var notes: [LocalizedText] = []

  public init(name: String, file: String, position: SourcePosition, elements: [SpokenElement], notes: [LocalizedText] = []) {
    self.name = name
    self.file = file
    self.position = position
    self.elements = elements
    self.notes = notes
  }
}
