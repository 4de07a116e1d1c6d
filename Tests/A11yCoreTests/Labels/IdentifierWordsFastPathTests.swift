import Testing
@testable import A11yCore

/// `IdentifierWords.words(in:)` on ASCII text (read on the bytes) answers what the split into
/// Characters answered.
struct IdentifierWordsFastPathTests {
  static func byCharacters(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in text {
      if !character.isLetter || (character.isUppercase && previousIsLower) {
        if !current.isEmpty { words.append(current) }
        current = ""
      }
      if character.isLetter { current += character.lowercased() }
      previousIsLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  @Test func asciiWordsAgreeWithCharacters() {
    var texts = [
      "", "deleteOrder", "ic_close-24", "format_msats(totalAmount)", "URLSession", "a\r\nB", "aB", "Ab", "ABc", "abC d",
      "self.viewModel.isPlaying ? \"Pause\" : \"Play\"", "x1y2Z3", "@#$%^&*", "Zz", "zZ",
    ]
    let alphabet = Array("aZbY_ 9.\r\n(-".utf8)
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    for length in 0..<200 {
      var bytes: [UInt8] = []
      for _ in 0..<(length % 24) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(alphabet[Int(seed >> 33) % alphabet.count])
      }
      texts.append(String(decoding: bytes, as: UTF8.self))
    }
    for text in texts {
      #expect(IdentifierWords.asciiWords(in: text) == Self.byCharacters(text), "\(text)")
      #expect(IdentifierWords.words(in: text) == Self.byCharacters(text), "\(text)")
    }
    // Other text goes the Characters' way.
    #expect(IdentifierWords.asciiWords(in: "fooÜber") == nil)
    #expect(IdentifierWords.words(in: "fooÜber") == Self.byCharacters("fooÜber"))
  }
}
