/// The iOS text styles with their sizes at the default ("Large") Dynamic Type size (Apple HIG,
/// Typography): for turning a fixed point size into the style that scales like it, and for
/// knowing how large (and how bold) text of a given style is.
public enum TextStyleScale {
  public struct Style: Sendable {
    public let name: String
    public let size: Double
    /// `headline` is the one style drawn semibold by default.
    public let isBold: Bool
  }

  public static let styles: [Style] = [
    Style(name: "largeTitle", size: 34, isBold: false), Style(name: "title", size: 28, isBold: false),
    Style(name: "title2", size: 22, isBold: false), Style(name: "title3", size: 20, isBold: false),
    Style(name: "headline", size: 17, isBold: true), Style(name: "body", size: 17, isBold: false),
    Style(name: "callout", size: 16, isBold: false), Style(name: "subheadline", size: 15, isBold: false),
    Style(name: "footnote", size: 13, isBold: false), Style(name: "caption", size: 12, isBold: false),
    Style(name: "caption2", size: 11, isBold: false),
  ]

  /// The style named `name` (`body`, `caption2`), if it is one.
  public static func style(named name: String) -> Style? {
    styles.first { $0.name == name }
  }

  /// The style whose default size is nearest to `size`; a tie goes to the larger style. `headline`
  /// (17 pt semibold) is chosen for 17 pt semibold text, `body` otherwise.
  public static func nearestStyle(to size: Double, weight: String? = nil) -> String {
    if size == 17, weight == "semibold" { return "headline" }
    var best = styles[0]
    for style in styles where !style.isBold {
      let distance = abs(style.size - size), bestDistance = abs(best.size - size)
      if distance < bestDistance || distance == bestDistance && style.size > best.size { best = style }
    }
    return best.name
  }
}
