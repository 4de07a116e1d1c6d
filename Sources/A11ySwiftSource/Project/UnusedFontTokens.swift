import A11yCore

/// Custom font tokens a project declares and never uses (`static let suitBold80 =
/// Font.custom("SUIT-Bold", size: 80)` in a `Font` extension beside the ones the screens use):
/// no text is drawn in them, so their fixed size reaches no one.
enum UnusedFontTokens {
  /// The names of constants holding a font of a fixed size (a custom font's, or the system
  /// font's: `Font.system(size: 36)`, `UIFont.systemFont(ofSize: 36)`) that no file names but
  /// where they are declared (comments aside): smartlock-box's `displayMedium`, declared for
  /// `Font` and for `UIFont` and shown only in a usage comment.
  static func tokensNamedNowhereElse(in files: [SwiftFileModel]) -> Set<String> {
    var declarations: [String: Int] = [:]
    for file in files where file.sourceContains("size:") || file.sourceContains("ofSize:") {
      for (key, value) in file.constants where isFixedSizeFont(value.text) {
        declarations[key.name, default: 0] += 1
      }
    }
    guard !declarations.isEmpty else { return [] }
    let candidates = Set(declarations.keys)
    var mentions: [String: Int] = [:]
    let filter = UnreferencedCode.CandidateFilter(candidates)
    for file in files {
      UnreferencedCode.forEachIdentifier(in: file, candidates: candidates, filter: filter, anyCase: true) { name, _ in
        mentions[name, default: 0] += 1
      }
    }
    return candidates.filter { (mentions[$0] ?? 0) <= declarations[$0, default: 0] }
  }

  /// `Font.custom("SUIT-Bold", size: 80)`, `UIFont(name: "Pretendard", size: 14)`,
  /// `.system(size: 36, weight: .bold)`, `UIFont.systemFont(ofSize: 17)`.
  static func isFixedSizeFont(_ text: String) -> Bool {
    (text.contains("custom(") || text.contains("Font(name:")) && text.contains("size:")
      || text.contains("system(size:") || text.contains("systemFont(ofSize:") || text.contains("SystemFont(ofSize:")
  }
}
