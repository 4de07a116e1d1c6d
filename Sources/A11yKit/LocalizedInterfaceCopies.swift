import A11yInterfaceBuilder
import Foundation

/// A storyboard or xib copied into each language's `.lproj` folder (localized by copying the file,
/// not by Base internationalization) is one layout in several languages. Checking every copy
/// reports each defect once per language (Pyto's `de.lproj` and `fr.lproj` copies of `Main`), so
/// one copy is checked: `Base.lproj`'s, else `en.lproj`'s, else the first language's by name.
enum LocalizedInterfaceCopies {
  static func checkedOnce(_ documents: [IBDocument]) -> [IBDocument] {
    var chosen: [String: (rank: String, index: Int)] = [:]
    var unlocalized: [Int] = []
    for (index, document) in documents.enumerated() {
      guard let copy = LocalizedCopy(path: document.path) else {
        unlocalized.append(index)
        continue
      }
      if let current = chosen[copy.layoutKey], current.rank <= copy.rank { continue }
      chosen[copy.layoutKey] = (copy.rank, index)
    }
    let kept = Set(unlocalized).union(chosen.values.map(\.index))
    return documents.indices.filter(kept.contains).map { documents[$0] }
  }

  /// Where a file sits among its language copies: `App/de.lproj/Main.storyboard` is the `de` copy
  /// of `App/Main.storyboard`.
  struct LocalizedCopy {
    var layoutKey: String
    /// Sorts the copy to check first.
    var rank: String

    init?(path: String) {
      guard let language = ProjectIndexLoader.lprojLanguage(of: path) else { return nil }
      let folder = (path as NSString).deletingLastPathComponent
      layoutKey = (folder as NSString).deletingLastPathComponent + "/" + (path as NSString).lastPathComponent
      switch language {
      case "Base": rank = "0"
      case "en": rank = "1"
      default: rank = "2" + language
      }
    }
  }
}
