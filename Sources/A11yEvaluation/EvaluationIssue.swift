import A11yCore

/// Something missing or inconsistent in an evaluation, at a field path such as
/// `checkpoints[3].screens[1].verdict`.
public struct EvaluationIssue: Sendable, Hashable {
  public enum Kind: String, Sendable, CaseIterable {
    /// A value of the wrong type or outside its allowed set; an unknown key.
    case invalid
    /// Something an evaluation needs that is not filled in yet.
    case missing
    /// Values that contradict each other or the automated findings.
    case inconsistent

    public var title: LocalizedText {
      switch self {
      case .invalid: LocalizedText(en: "invalid", ko: "잘못된 값")
      case .missing: LocalizedText(en: "missing", ko: "누락")
      case .inconsistent: LocalizedText(en: "inconsistent", ko: "불일치")
      }
    }
  }

  public var kind: Kind
  public var path: String
  public var message: LocalizedText

  public init(_ kind: Kind, _ path: String, _ message: LocalizedText) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// One line: `path: kind: message`.
  public func line(in language: Language) -> String {
    "\(path): \(kind.title.text(in: language)): \(message.text(in: language))"
  }
}
