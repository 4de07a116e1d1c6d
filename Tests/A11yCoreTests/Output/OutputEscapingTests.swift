import A11yCore
import Testing

struct OutputEscapingTests {
  @Test func controlAndBidiCharactersBecomeVisibleEscapes() {
    let hostile = "a\nEvil.swift:1:1: error: injected\r\t\u{1B}[31m\u{7}\u{85}\u{202E}txt.exe\u{2066}\u{2028}\u{FEFF}"
    let escaped = OutputEscaping.singleLine(hostile)
    #expect(escaped == #"a\nEvil.swift:1:1: error: injected\r\t\u{1B}[31m\u{7}\u{85}\u{202E}txt.exe\u{2066}\u{2028}\u{FEFF}"#)
    #expect(!escaped.unicodeScalars.contains(where: OutputEscaping.needsEscaping))
  }

  @Test func printableTextKoreanAndEmojiAreUnchanged() {
    for text in ["Order latte", "주문하기 버튼", "👨‍👩‍👧 family", "C:\\path\\n", "tab-free"] {
      #expect(OutputEscaping.singleLine(text) == text)
    }
  }

  @Test func markdownAndMarkupEscapeTheirSyntax() {
    #expect(OutputEscaping.markdownInline("a|b*c*\n[x](y)<b>") == #"a\|b\*c\*\\n\[x\](y)\<b\>"#)
    #expect(OutputEscaping.markup("<a href='x'>&\"\u{1B}") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;\\u{1B}")
  }

  @Test func githubCommandValuesCannotEndTheCommand() {
    #expect(OutputEscaping.githubCommandMessage("50%\nx") == "50%25\\nx")
    #expect(OutputEscaping.githubCommandProperty("a,b:c") == "a%2Cb%3Ac")
  }

  @Test func jsonDocumentKeepsValuesAndEscapesInvisibleCharacters() throws {
    let json = "{\"m\":\"x\u{202E}y\u{2028}z\u{85}\"}"
    let escaped = OutputEscaping.jsonDocument(json)
    #expect(escaped == #"{"m":"x\u202Ey\u2028z\u0085"}"#)
  }
}
