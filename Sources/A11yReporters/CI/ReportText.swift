import A11yCore

/// Project strings (labels, file names) reach reports inside messages. Before any format's own
/// escaping, characters that could hide or reorder text are removed: C0/C1 control characters
/// (except tab and newline, which each format encodes itself) and the Unicode bidirectional
/// formatting characters (the "Trojan Source" class), so a report shows what the source says.
enum ReportText {
  static func sanitized(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isHidden(scalar) {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    // ALM, LRM, RLM; embeddings and overrides; isolates.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The finding's message in `language`, marked when it needs review, sanitized.
  static func message(_ finding: Finding, _ language: Language) -> String {
    var message = finding.message.text(in: language)
    if finding.needsReview { message += " (\(UIText.needsReview(language)))" }
    return sanitized(message)
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}
