import Testing
@testable import A11yKit

/// The `.strings` scanner's ASCII whitespace test answers what Unicode's property does.
struct StringsScannerFastPathTests {
  @Test func whitespaceAgreesWithTheUnicodeProperty() {
    var scalars = (0..<0x80).compactMap(Unicode.Scalar.init)
    scalars += ["\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{FEFF}", "가", "é"]
    for scalar in scalars {
      #expect(ProjectIndexLoader.StringsScanner.isWhitespace(scalar) == scalar.properties.isWhitespace, "\(scalar.value)")
    }
  }
}
