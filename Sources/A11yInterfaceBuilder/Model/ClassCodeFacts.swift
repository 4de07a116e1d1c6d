/// What the Swift code of the project's classes does to the screens a storyboard also describes,
/// found by reading each class's file: whether it names its screen (`title = `) and whether it
/// recolors its views (`backgroundColor`). Coarse on purpose: any mention in the file clears the
/// storyboard's finding, since the storyboard can't prove the opposite.
public struct ClassCodeFacts: Sendable {
  public var setsTitle: Set<String> = []
  public var setsBackground: Set<String> = []
  /// Cell classes whose code reaches their built-in `textLabel`, `detailTextLabel` or `imageView`.
  public var usesBuiltInCellViews: Set<String> = []

  public init() {}

  /// The facts of one file's `source` for the classes it declares.
  public static func scan(source: String, declaredTypes: [String]) -> ClassCodeFacts {
    var facts = ClassCodeFacts()
    guard !declaredTypes.isEmpty else { return facts }
    if ["title =", "navigationItem.title", "title:", ".title=", "titleView"].contains(where: source.contains) {
      facts.setsTitle.formUnion(declaredTypes)
    }
    if source.contains("backgroundColor") || source.contains("Gradient") {
      facts.setsBackground.formUnion(declaredTypes)
    }
    if source.contains("textLabel") || source.contains("detailTextLabel") || source.contains("imageView") {
      facts.usesBuiltInCellViews.formUnion(declaredTypes)
    }
    return facts
  }

  public mutating func merge(_ other: ClassCodeFacts) {
    setsTitle.formUnion(other.setsTitle)
    setsBackground.formUnion(other.setsBackground)
    usesBuiltInCellViews.formUnion(other.usesBuiltInCellViews)
  }
}
