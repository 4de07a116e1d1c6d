/// The iOS text styles with their sizes at the default ("Large") Dynamic Type size (Apple HIG,
/// Typography): for turning a fixed point size into the style that scales like it, and for
/// knowing how large (and how bold) text of a given style is.
public enum TextStyleScale {
  public struct Style: Sendable {
    public let name: String
    public let size: Double
    /// `headline` is the one style drawn semibold by default.
    public let isBold: Bool
    /// Its size at the first accessibility size (AX1, "Accessibility Medium").
    public let firstAccessibilitySize: Double

    public init(name: String, size: Double, isBold: Bool, firstAccessibilitySize: Double) {
      self.name = name
      self.size = size
      self.isBold = isBold
      self.firstAccessibilitySize = firstAccessibilitySize
    }
  }

  public static let styles: [Style] = [
    Style(name: "largeTitle", size: 34, isBold: false, firstAccessibilitySize: 44),
    Style(name: "title", size: 28, isBold: false, firstAccessibilitySize: 38),
    Style(name: "title2", size: 22, isBold: false, firstAccessibilitySize: 34),
    Style(name: "title3", size: 20, isBold: false, firstAccessibilitySize: 31),
    Style(name: "headline", size: 17, isBold: true, firstAccessibilitySize: 28),
    Style(name: "body", size: 17, isBold: false, firstAccessibilitySize: 28),
    Style(name: "callout", size: 16, isBold: false, firstAccessibilitySize: 26),
    Style(name: "subheadline", size: 15, isBold: false, firstAccessibilitySize: 25),
    Style(name: "footnote", size: 13, isBold: false, firstAccessibilitySize: 23),
    Style(name: "caption", size: 12, isBold: false, firstAccessibilitySize: 22),
    Style(name: "caption2", size: 11, isBold: false, firstAccessibilitySize: 20),
  ]

  /// The style named `name` (`body`, `caption2`; UIKit's `title1`, `caption1` too), if it is one.
  public static func style(named name: String) -> Style? {
    let swiftUIName = name == "title1" ? "title" : name == "caption1" ? "caption" : name
    return styles.first { $0.name == swiftUIName }
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
