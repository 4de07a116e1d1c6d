import A11yCore

/// Custom font tokens a project declares and never uses (`static let suitBold80 =
/// Font.custom("SUIT-Bold", size: 80)` in a `Font` extension beside the ones the screens use):
/// no text is drawn in them, so their fixed size reaches no one.
enum UnusedFontTokens {
  /// The names of constants holding a custom font of a fixed size that no file names but where
  /// they are declared (comments aside). A name declared twice counts as used.
  static func tokensNamedNowhereElse(in files: [SwiftFileModel]) -> Set<String> {
    var candidates: Set<String> = []
    for file in files where file.sourceContains("custom(") {
      for (key, value) in file.constants where value.text.contains("custom(") && value.text.contains("size:") {
        candidates.insert(key.name)
      }
    }
    guard !candidates.isEmpty else { return [] }
    var mentions: [String: Int] = [:]
    let filter = UnreferencedCode.CandidateFilter(candidates)
    for file in files {
      UnreferencedCode.forEachIdentifier(in: file, candidates: candidates, filter: filter, anyCase: true) { name, _ in
        mentions[name, default: 0] += 1
      }
    }
    return candidates.filter { (mentions[$0] ?? 0) <= 1 }
  }
}
