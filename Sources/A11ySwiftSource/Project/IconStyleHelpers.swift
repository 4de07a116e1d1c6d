import A11yCore

/// `View` extension methods that set a font on `self` and that every use in the project applies
/// to an `Image` (`Image(systemName: "phone").navBarIconStyle()`, Jami's bar buttons): the font
/// sizes a symbol, never words. Unused helpers and helpers applied once to anything else stay
/// candidates for the text-size rules.
enum IconStyleHelpers {
  static func helpersAppliedOnlyToImages(in files: [SwiftFileModel]) -> Set<String> {
    var candidates: Set<String> = []
    for file in files {
      for view in file.views where view.name == "self" && view.enclosingType.map(TypeIndex.simpleName) == "View"
        && view.modifiers.contains(where: { $0.name == "font" }) {
        if let member = file.viewMember(holding: view) { candidates.insert(member.name) }
      }
    }
    guard !candidates.isEmpty else { return [] }
    var onImages: [String: Bool] = [:]
    for file in files {
      // Every use counts, a call (`Image(...)`) or not (`label.navBarIconStyle()`): only images pass.
      for view in file.views {
        for modifier in view.modifiers where candidates.contains(modifier.name) {
          let isImage = view.name == "Image"
          onImages[modifier.name] = (onImages[modifier.name] ?? true) && isImage
        }
      }
    }
    return Set(onImages.filter(\.value).keys)
  }
}
