import Foundation

extension RGBAColor {
  /// Parses a CSS-style color: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (the `#` is optional),
  /// `rgb(r, g, b)`, `rgba(r, g, b, a)` and the space-separated `rgb(r g b / a)` form.
  ///
  /// In `rgb()`/`rgba()`, channels are 0...255 numbers or percentages and alpha is 0...1 or a
  /// percentage. Returns nil for anything else (names are looked up with ``SystemColors`` instead).
  public init?(parsing text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let lower = trimmed.lowercased()
    if lower.hasPrefix("rgb") {
      guard let color = RGBAColor.parseFunctional(lower) else { return nil }
      self = color
    } else {
      guard let color = RGBAColor.parseHex(trimmed) else { return nil }
      self = color
    }
  }

  private static func parseHex(_ text: String) -> RGBAColor? {
    var digits = Substring(text)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    let nibbles = digits.compactMap { $0.hexDigitValue }
    guard nibbles.count == digits.count else { return nil }
    var bytes: [Int]
    if nibbles.count <= 4 {
      bytes = nibbles.map { $0 * 17 }  // #ABC means #AABBCC
    } else {
      bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
    }
    if bytes.count == 3 { bytes.append(255) }
    return RGBAColor(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      alpha: Double(bytes[3]) / 255)
  }

  private static func parseFunctional(_ text: String) -> RGBAColor? {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let name = text[..<open].trimmingCharacters(in: .whitespaces)
    guard name == "rgb" || name == "rgba" else { return nil }
    let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let separators = CharacterSet(charactersIn: ", /").union(.whitespaces)
    let parts = body.components(separatedBy: separators).filter { !$0.isEmpty }
    guard parts.count == 3 || parts.count == 4 else { return nil }
    func channel(_ token: String) -> Double? {
      if token.hasSuffix("%") {
        guard let percent = Double(token.dropLast()) else { return nil }
        return percent / 100
      }
      guard let value = Double(token) else { return nil }
      return value / 255
    }
    func alphaValue(_ token: String) -> Double? {
      if token.hasSuffix("%") {
        guard let percent = Double(token.dropLast()) else { return nil }
        return percent / 100
      }
      return Double(token)
    }
    guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
    var alpha = 1.0
    if parts.count == 4 {
      guard let a = alphaValue(parts[3]) else { return nil }
      alpha = a
    }
    guard [r, g, b, alpha].allSatisfy({ $0.isFinite }) else { return nil }
    return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
  }
}
