import Foundation
import Testing
@testable import A11yInterfaceBuilder

/// The byte search behind ``ClassCodeFacts/scan(source:declaredTypes:)`` answers what Foundation's
/// `contains` answered, next to combining marks, non-ASCII letters and line ends too.
struct ClassCodeFactsSearchTests {
  @Test func agreesWithFoundationContains() {
    let needles = ["title =", "navigationItem.title", "title:", ".title=", "titleView", "backgroundColor", "Gradient",
                   "textLabel", "detailTextLabel", "imageView", "Kelvin;"]
    let pieces = ["self.", "title =", "title", " = \"Home\"", "\u{301}", "é", "e\u{301}", "\r\n", "\n", "imageView", "image",
                  "View", "titleView\u{301}", "가", "textLabel", "detail", "Gradient", "\u{212A}elvin;", "Kelvin;", ":", ".", "=",
                  "backgroundColor", " ", "🎉", "\u{200D}", "navigationItem", ".title"]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var found = 0
    for _ in 0..<2_000 {
      let source = (0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined()
      for needle in needles {
        let expected = source.contains(needle)
        #expect(ClassCodeFacts.contains(source, needle) == expected, "\(needle) in \(source.debugDescription)")
        if expected { found += 1 }
      }
    }
    #expect(found > 500)
  }
}
