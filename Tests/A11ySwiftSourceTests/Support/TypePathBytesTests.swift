import Foundation
@testable import A11ySwiftSource
import Testing

/// `SelectorBranchReader.isTypePath` and `TypeIndex.simpleName` read bytes (both are asked for
/// every construction call of every file); they must answer exactly what the character and
/// Foundation versions they replaced answered, on names from real code and on odd text.
struct TypePathBytesTests {
  /// The character-level test the byte scan replaced.
  static func isTypePathByCharacters(_ text: String) -> Bool {
    guard text.first?.isUppercase == true || text.contains(".") else { return false }
    return text.utf8.allSatisfy { SelectorBranchReader.isIdentifierByte($0) || $0 == UInt8(ascii: ".") }
      && text.split(separator: ".").last?.first?.isUppercase == true
  }

  /// The character-level simple name the byte path replaced.
  static func simpleNameByCharacters(_ written: String) -> String {
    var name = Substring(written)
    if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    return name.trimmingCharacters(in: .whitespaces)
  }

  static let samples: [String] = [
    "", ".", "..", "A", "a", "_", "UIButton", "UIKit.UIButton", "Theme.Colors.Accent", "theme.Accent",
    "Foo.", "Foo..", ".Foo", "a.b", "a.B", "A.b", "Foo<Bar>", "Foo<Bar.Baz>", "Swift.Array<Int>.Index",
    "Ärger", "Über.Type", "Foo.Été", "K", "\u{212A}elvin", "A\u{301}", "Foo.B\u{301}", "Foo .Bar", " Foo",
    "Foo ", "Foo.\tBar", "Foo\r\n.Bar", "1Foo", "Foo1.Bar2", "$0", "Foo-Bar", "Foo.bar()", "🙂", "Foo.🙂",
    "Binding<Bool>", "Optional<String>.none", "  Foo<Bar>", "Foo. Bar ", "\u{00A0}Foo",
  ]

  static func generated(count: Int) -> [String] {
    let pieces = ["A", "b", "Z", "_", "9", ".", "<", ">", " ", "\t", "é", "\u{301}", "K", "\u{212A}", "UI", "View", "\r\n", "🙂", "Ü"]
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
  }

  @Test func typePathsAgreeWithTheCharacterTest() {
    for text in Self.samples + Self.generated(count: 4_000) {
      #expect(SelectorBranchReader.isTypePath(text) == Self.isTypePathByCharacters(text), "\(text.debugDescription)")
    }
  }

  @Test func simpleNamesAgreeWithTheCharacterVersion() {
    for text in Self.samples + Self.generated(count: 4_000) {
      #expect(TypeIndex.simpleName(text) == Self.simpleNameByCharacters(text), "\(text.debugDescription)")
    }
  }
}
