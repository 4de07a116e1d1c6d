/// The languages every user-facing text of a11y-audit exists in.
public enum Language: String, Sendable, CaseIterable, Codable {
  case english = "en"
  case korean = "ko"
}

/// A text in English and Korean. Messages, titles and rationales are all `LocalizedText`, so a
/// report can be rendered in either language from the same findings.
public struct LocalizedText: Sendable, Hashable, Codable {
  public var en: String
  public var ko: String

  public init(en: String, ko: String) {
    self.en = en
    self.ko = ko
  }

  public func text(in language: Language) -> String {
    language == .korean ? ko : en
  }
}
