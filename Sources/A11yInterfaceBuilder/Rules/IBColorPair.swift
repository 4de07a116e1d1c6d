import A11yCore

/// A color a storyboard or xib draws and the background behind it, resolved as far as the
/// document and the project's asset catalogs tell (``IBFacts/resolve(_:)``,
/// ``IBFacts/background(of:includingSelf:)``), and compared in every appearance both are known in.
/// The text and the component contrast checks judge their pairs through it.
struct IBColorPair {
  let foreground: IBFacts.ResolvedColor
  let background: IBFacts.ResolvedColor
  /// A translucent picture drawn over the background, under the color (a button's background image).
  var veil: RGBAColor?
  /// What shows through a translucent part the color is judged against (a progress view's track
  /// at 90 % over the card behind the view), when known; black otherwise.
  var underlay: IBFacts.ResolvedColor?

  /// `color` drawn by `object`, against `against` (another part of the same control) or else the
  /// background behind the object (its own too when `includingSelf`); nil when either is unknown.
  init?(_ color: IBColor, of object: IBObject, against: IBColor? = nil, includingSelf: Bool, facts: IBFacts) {
    guard let foreground = facts.resolve(color) else { return nil }
    let background: IBFacts.ResolvedColor?
    if let against {
      background = facts.resolve(against)
      underlay = facts.background(of: object, includingSelf: false, plainCellsAdapt: false)
    } else {
      background = facts.background(of: object, includingSelf: includingSelf, plainCellsAdapt: foreground.isSemanticSystem)
    }
    guard let background else { return nil }
    self.foreground = foreground
    self.background = background
  }

  /// UIKit's semantic colors on a semantic background adapt together in every appearance.
  var adaptsTogether: Bool { foreground.isSemanticSystem && background.isSemanticSystem }

  struct Shortfall {
    var appearance: Appearance
    var foreground: RGBAColor
    var background: RGBAColor
    var ratio: Double
    var missesGuideline: Bool
  }

  /// The appearance (of those the app shows and both colors are known in) where the pair is
  /// furthest below `target` or the guideline's 3:1; nil when it meets both everywhere.
  func worstShortfall(target: ContrastThreshold, in appearances: [Appearance]) -> Shortfall? {
    var worst: Shortfall?
    for appearance in appearances where foreground.isKnown(in: appearance) && background.isKnown(in: appearance) {
      // (QSC's upload progress: a track of #F4F4F4 at 90 % over a white card, not over black.)
      let under = underlay.flatMap { $0.isKnown(in: appearance) ? WCAGContrast.opaque($0.color.resolved(for: appearance), over: .black) : nil } ?? .black
      let behind = WCAGContrast.opaque(background.color.resolved(for: appearance), over: under)
      let back = veil.map { $0.composited(over: behind) } ?? behind
      let fore = foreground.color.resolved(for: appearance).composited(over: back)
      let ratio = WCAGContrast.contrastRatio(fore, back)
      let missesGuideline = !ContrastThresholds.koreanMobile.isMet(by: ratio)
      guard missesGuideline || !target.isMet(by: ratio) else { continue }
      if worst == nil || ratio < worst!.ratio {
        worst = Shortfall(appearance: appearance, foreground: fore, background: back, ratio: ratio, missesGuideline: missesGuideline)
      }
    }
    return worst
  }
}
