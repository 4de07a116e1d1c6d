import Foundation

/// What is wrong with a literal accessibility label, judged by what VoiceOver would speak.
public enum LabelProblem: Sendable, Hashable {
  case empty
  case fileName(String)
  case genericWord(String)
  case repeatsRole(label: String, roleWord: String, role: AccessibilityRole)

  /// ``message``, said of an image when the label is empty: an empty label doesn't hide it
  /// (OpenWallet's article pictures, `.accessibilityLabel("")`), VoiceOver still stops on it.
  public func message(for role: AccessibilityRole) -> LocalizedText {
    guard case .empty = self, role == .image else { return message }
    return LocalizedText(
      en: "the accessibility label is empty, which doesn't hide the image: VoiceOver still stops on it and says only \"image\"; if it is decorative use Image(decorative:) or .accessibilityHidden(true), otherwise give it a name",
      ko: "접근성 레이블이 비어 있지만 이미지가 숨겨지지는 않아, VoiceOver가 여전히 멈춰 \"이미지\"라고만 읽습니다. 장식이라면 Image(decorative:)나 .accessibilityHidden(true)를 쓰고, 아니라면 이름을 주세요")
  }

  public var message: LocalizedText {
    switch self {
    case .empty:
      LocalizedText(
        en: "the accessibility label is empty, so VoiceOver announces nothing useful for this element",
        ko: "접근성 레이블이 비어 있어 VoiceOver가 이 요소에 대해 의미 있는 내용을 읽지 못합니다")
    case .fileName(let label):
      LocalizedText(
        en: "the label '\(label)' looks like a file or resource name; VoiceOver users hear that raw name instead of what the element means",
        ko: "레이블 \(KoreanParticle.topic.attach(to: "'\(label)'")) 파일이나 리소스 이름으로 보입니다. VoiceOver 사용자는 요소의 의미 대신 이 이름을 듣게 됩니다")
    case .genericWord(let label):
      LocalizedText(
        en: "the label '\(label)' is a generic word that says what the element is, not what it means or does",
        ko: "레이블 \(KoreanParticle.topic.attach(to: "'\(label)'")) 요소의 종류만 말할 뿐 의미나 기능을 알려 주지 않습니다")
    case .repeatsRole(let label, let word, let role):
      LocalizedText(
        en: "the label '\(label)' ends with '\(word)', but VoiceOver already says '\(role.spokenName.en)' after the label; remove the role word",
        ko: "레이블 \(KoreanParticle.subject.attach(to: "'\(label)'")) \(KoreanParticle.direction.attach(to: "'\(word)'")) 끝나지만 VoiceOver가 레이블 뒤에 이미 \(KoreanParticle.quotative.attach(to: "'\(role.spokenName.ko)'")) 읽습니다. 역할 단어를 빼세요")
    }
  }
}

/// Judges literal label text. Platform-neutral: used for SwiftUI, UIKit and Interface Builder labels.
public enum LabelQuality {
  static let genericWords: Set<String> = [
    "button", "btn", "image", "img", "icon", "ico", "picture", "photo", "graphic", "banner", "link",
    "label", "view", "text", "item", "element", "placeholder", "untitled",
    "버튼", "이미지", "아이콘", "그림", "사진", "배너", "링크", "텍스트", "레이블", "라벨", "항목",
  ]
  static let resourcePrefixes = ["btn", "ic", "icn", "ico", "icon", "img", "image", "bg", "btn", "tab", "nav", "logo", "banner", "thumb"]
  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tiff"]

  /// The problem with `label` for an element of `role`, or nil when the label is fine.
  public static func assess(_ label: String, role: AccessibilityRole) -> LabelProblem? {
    let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .empty }
    if looksLikeFileName(trimmed) { return .fileName(trimmed) }
    let lowered = trimmed.lowercased()
    let withoutNumber = lowered.trimmingCharacters(in: .decimalDigits.union(.whitespaces).union(CharacterSet(charactersIn: "-_#")))
    // "Link" on a button names what it inserts or opens (a text editor's Bold, Italic, Link), not
    // what kind of element it is.
    // "Link" and "View" on a button are verbs: what it does (link an account, view the item).
    if genericWords.contains(withoutNumber), !(["link", "view"].contains(withoutNumber) && role == .button) { return .genericWord(trimmed) }
    if let word = trailingRoleWord(lowered, role: role) { return .repeatsRole(label: trimmed, roleWord: word, role: role) }
    return nil
  }

  /// `accessibility.cart.button`: a key that the app looks up in a strings catalog at run time, so
  /// the user hears its translation, not these words.
  public static func looksLikeLocalizationKey(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return false }
    // `photo.png` is a file name, not a key.
    if let last = parts.last, imageExtensions.contains(last.lowercased()) { return false }
    return parts.allSatisfy { part in part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } }
  }

  static func looksLikeFileName(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let lowered = text.lowercased()
    if let dot = lowered.lastIndex(of: "."), imageExtensions.contains(String(lowered[lowered.index(after: dot)...])) {
      return true
    }
    // `btn_close`, `ic-more`, `img_banner01`: snake or kebab case with a resource prefix.
    let parts = lowered.split(whereSeparator: { $0 == "_" || $0 == "-" })
    if parts.count >= 2, let first = parts.first, resourcePrefixes.contains(String(first)) { return true }
    if parts.count >= 2, lowered.contains("_") { return true }
    // `image1`, `icon02`, `img3`: a resource word followed by a number.
    let letters = lowered.prefix(while: { $0.isLetter })
    let rest = lowered.dropFirst(letters.count)
    if !rest.isEmpty, letters.allSatisfy(\.isASCII), rest.allSatisfy(\.isNumber), resourcePrefixes.contains(String(letters)) || genericWords.contains(String(letters)) {
      return true
    }
    return false
  }

  static func trailingRoleWord(_ lowered: String, role: AccessibilityRole) -> String? {
    for word in role.spokenRoleWords where lowered.count > word.count && lowered.hasSuffix(word) {
      let before = lowered.dropLast(word.count)
      let isHangulWord = word.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
      // English role words need a word boundary ("Close button", not "Rebutton"); Korean ones are
      // often written without a space ("닫기버튼").
      if isHangulWord || before.last?.isWhitespace == true {
        return word
      }
    }
    return nil
  }
}
