import Foundation
@testable import A11ySwiftSource
import Testing

/// Which property a factory's result is stored in, read from the file's text: the byte pre-tests
/// before Foundation's searches keep every form the searches find, and nothing else.
struct HelperCallsIsMadeTests {
  @Test func theFormsOfAStoredFactoryResult() {
    let cases: [(text: String, name: String, made: Bool)] = [
      ("button = makeButton()", "button", true),
      ("  self.button = self.makeButton()", "button", true),
      ("let made = makeButton()\nbutton = made\n", "button", true),
      ("let made = self.makeButton()\nself.button = made\n", "button", true),
      ("bütton = makeButton()", "bütton", true),
      ("let made = makeButton()\nbütton = made\n", "bütton", true),
      ("button=makeButton()", "button", false),
      ("other = makeButton()", "button", false),
      ("let made = makeButton()\nother = made\n", "button", false),
      ("let made =  makeButton()\nbutton = made\n", "button", false),
      ("button = makeLabel()", "button", false),
      ("", "button", false),
    ]
    for (text, name, made) in cases {
      #expect(HelperCalls.isMade(name, by: "makeButton", initializer: nil, in: text) == made, "\(text.debugDescription)")
    }
    #expect(HelperCalls.isMade("button", by: "makeButton", initializer: "makeButton(style: .plain)", in: ""))
    #expect(HelperCalls.isMade("button", by: "mäkeButton", initializer: nil, in: "button = mäkeButton()"))
  }
}

/// A factory's returned name, read with each line's bytes tested for `return ` before Foundation
/// trims it, is what trimming every line found.
struct HelperCallsReturnedNameTests {
  /// The reading before the byte test: every line trimmed.
  static func returnedNameTrimmingEveryLine(in text: String) -> String? {
    var returned: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("return ") else { continue }
      let value = trimmed.dropFirst("return ".count).trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      returned.insert(value)
    }
    return returned.count == 1 ? returned.first : nil
  }

  @Test func theByteTestedLinesGiveWhatTrimmingEveryLineGave() {
    let pieces = [
      "return button", "  return button  ", "\treturn b2", "return self.button", "return", "return ", "returned = 1",
      "\u{00A0}return button", "\u{2003}return bütton", "return\u{00A0}button", "return \u{301}button", "retu\u{301}rn x",
      "let b = UIButton()", "b.accessibilityLabel = \"Go\"", "// return comment", "return other", "return (x)",
      "\r\nreturn button\r", "\u{2028}return button", "return button\u{0085}", "}", "",
    ]
    var texts: [String] = pieces
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<1_500 {
      var lines: [String] = []
      for _ in 0..<(Int(seed >> 60) + 1) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        lines.append(pieces[Int(seed >> 33) % pieces.count])
      }
      texts.append(lines.joined(separator: seed & 1 == 0 ? "\n" : "\r\n"))
    }
    for text in texts {
      #expect(HelperCalls.returnedName(in: text) == Self.returnedNameTrimmingEveryLine(in: text), "\(text.debugDescription)")
    }
  }
}
