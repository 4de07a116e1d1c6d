import Foundation

/// WCAG 2.x relative luminance and contrast ratio
/// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance, #dfn-contrast-ratio).
public enum WCAGContrast {
  /// Relative luminance of an opaque color: 0.2126 R + 0.7152 G + 0.0722 B over linearised sRGB.
  ///
  /// Linearisation uses the 0.04045 threshold of WCAG 2.2's corrected note (WCAG 2.0/2.1 printed
  /// the legacy 0.03928; see ``SRGBTransferFunction/linearize(_:)``). Alpha is ignored: composite
  /// translucent colors first. Extended-range components keep their sign, which gives the physical
  /// luminance of a wide-gamut color; the result is clamped at 0.
  public static func relativeLuminance(of color: RGBAColor) -> Double {
    max(0, 0.2126 * color.linearRed + 0.7152 * color.linearGreen + 0.0722 * color.linearBlue)
  }

  /// Contrast ratio (L1 + 0.05) / (L2 + 0.05) of two opaque colors, 1...21; order doesn't matter.
  public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
    let a = relativeLuminance(of: first)
    let b = relativeLuminance(of: second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Contrast of text or a glyph drawn in `foreground` on `background`.
  ///
  /// A translucent foreground is composited over the background first. A translucent background is
  /// first composited over `backdrop` (white by default, the usual light-mode window), because its
  /// real color depends on what lies beneath it.
  public static func contrastRatio(
    foreground: RGBAColor, background: RGBAColor, backdrop: RGBAColor = .white
  ) -> Double {
    let opaqueBackground = opaque(background, over: backdrop)
    return contrastRatio(foreground.composited(over: opaqueBackground), opaqueBackground)
  }

  /// `color` made opaque by compositing it over `backdrop` (which is itself made opaque over black).
  public static func opaque(_ color: RGBAColor, over backdrop: RGBAColor = .white) -> RGBAColor {
    if color.isOpaque { return color }
    let base = backdrop.isOpaque ? backdrop : backdrop.composited(over: .black)
    return color.composited(over: base)
  }
}
