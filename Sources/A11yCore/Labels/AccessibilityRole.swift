/// The role VoiceOver announces after an element's label ("Close, button"). Rules use it to know
/// which words in a label repeat what VoiceOver already says.
public enum AccessibilityRole: String, Sendable, CaseIterable {
  case button, image, link, textField, toggle, slider, tab, header, staticText, unknown

  /// Words (lowercased) VoiceOver speaks for this role, in English and Korean.
  public var spokenRoleWords: [String] {
    switch self {
    case .button: ["button", "btn", "버튼"]
    case .image: ["image", "picture", "img", "이미지", "그림"]
    case .link: ["link", "링크"]
    case .textField: ["text field", "textfield", "텍스트 필드", "입력창"]
    case .toggle: ["switch", "toggle", "스위치"]
    case .slider: ["slider", "adjustable", "슬라이더"]
    case .tab: ["tab", "탭"]
    case .header: ["heading", "header", "제목"]
    case .staticText, .unknown: []
    }
  }

  public var spokenName: LocalizedText {
    switch self {
    case .button: LocalizedText(en: "button", ko: "버튼")
    case .image: LocalizedText(en: "image", ko: "이미지")
    case .link: LocalizedText(en: "link", ko: "링크")
    case .textField: LocalizedText(en: "text field", ko: "텍스트 필드")
    case .toggle: LocalizedText(en: "switch button", ko: "스위치 버튼")
    case .slider: LocalizedText(en: "adjustable", ko: "조절 가능")
    case .tab: LocalizedText(en: "tab", ko: "탭")
    case .header: LocalizedText(en: "heading", ko: "제목")
    case .staticText, .unknown: LocalizedText(en: "element", ko: "요소")
    }
  }
}
