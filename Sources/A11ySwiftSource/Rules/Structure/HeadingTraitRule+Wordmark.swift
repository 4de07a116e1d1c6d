import A11yCore

extension HeadingTraitRule {
  /// `Text("metatext").font(.largeTitle)` over `Text(verbatim: "\(version) (\(build))")` on an
  /// About screen: the app's own name (``ProjectIndex/productNames``) written as the text, with
  /// the version beside it in the same stack, is a wordmark over the version line, not the title
  /// of a section a person moves to.
  static func isProductNameOverVersion(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let literal = view.titleArgument?.stringLiteral, !file.project.productNames.isEmpty else { return false }
    let words = IdentifierWords.words(in: literal).joined(separator: " ")
    guard !words.isEmpty, file.project.productNames.contains(words), let parent = file.parent(of: view),
          ["VStack", "HStack", "LazyVStack", "Group"].contains(parent.name) else { return false }
    // Under the app's logo (Phoenix's lock and loading screens: the logo, then "Phoenix"): a lockup.
    if parent.children.contains(where: { file.view($0).name == "Image" && file.view($0).slot == view.slot }) { return true }
    return file.descendants(of: parent).contains { sibling in
      guard sibling.index != view.index, sibling.name == "Text", let shown = sibling.arguments.first?.value.text else { return false }
      let said = IdentifierWords.words(in: shown)
      return said.contains("version") || said.contains("build")
    }
  }
}
