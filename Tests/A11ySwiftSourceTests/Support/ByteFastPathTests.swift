import Foundation
import Testing
@testable import A11ySwiftSource

/// The byte-level fast paths taken for speed answer exactly what the character-level code they
/// replaced answered (kept here as the reference), on ASCII and non-ASCII input alike.
struct ByteFastPathTests {
  /// What the expressions alone answer: the first that matches, a position phrase that names its
  /// control (quoted, "the player icon") passed over.
  static func expressionsAnswer(_ text: String, _ range: NSRange) -> (String, String)? {
    for (regex, en, ko) in SensoryInstructionRule.patterns {
      guard let match = regex.firstMatch(in: text, range: range),
            SensoryInstructionRule.isReliance(match, of: regex, kind: en, in: text) else { continue }
      return (en, ko)
    }
    return nil
  }

  static let names = [
    "ProfileCell", "PrimaryButton", "SettingsViewModel", "NSAttributedString", "UIButton", "CGRect", "CALayer",
    "Array<Int>", "View", "Image", "Text", "Color", "Label", "Toggle", "Menu", "AvatarImage", "ItemStore",
    "HeaderFooterLayout", "Swift.String", "Module.Type<T>", " Padded ", "\tTabbed", "아바타View", "ÜberButton",
    "CaféCell", "e\u{301}Button", "Button\u{301}", "", "lowerView", "Über.Button", "ﬁeldView", "BarChip",
  ]

  @Test func projectViewNamesAgreeWithTheCharacterTest() {
    func reference(_ name: String) -> Bool {
      guard let first = name.first, first.isUppercase, !name.contains("<"), !name.hasPrefix("NS"),
            !SwiftUIView.controlNames.contains(name), !["View", "Image", "Label", "Text", "Color"].contains(name),
            !name.hasPrefix("UI"), !name.hasPrefix("CG"), !name.hasPrefix("CA") else { return false }
      let nonViews = ["Model", "Controller", "Manager", "Service", "Delegate", "DataSource", "Coordinator", "Provider",
                      "Store", "Configuration", "Style", "Layout", "Builder", "Factory", "Handler", "Formatter"]
      if nonViews.contains(where: name.hasSuffix) { return false }
      let views = ["View", "Button", "Cell", "Label", "Control", "Field", "Bar", "Item", "Switch", "Slider", "Image",
                   "Header", "Footer", "Stack", "Picker", "Stepper", "Badge", "Avatar", "Icon", "Card", "Chip", "Toggle"]
      let bytes = Array(name.utf8)
      return views.contains { word in
        let needle = Array(word.utf8)
        return bytes.indices.contains { (start: Int) in bytes[start...].starts(with: needle) }
      }
    }
    var positives = 0
    for name in Self.names {
      #expect(UIKitObjectCollector.mayBeProjectView(name) == reference(name), "\(name)")
      if reference(name) { positives += 1 }
    }
    #expect(positives >= 5)
  }

  @Test func simpleNamesAgreeWithFoundationTrimming() {
    func reference(_ written: String) -> String {
      var name = Substring(written)
      if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
      if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
      return name.trimmingCharacters(in: .whitespaces)
    }
    for name in Self.names + ["\u{00A0}Spaced\u{2003}", "Outer.Inner ", "Dictionary<String, Int>"] {
      #expect(TypeIndex.simpleName(name) == reference(name), "\(name)")
    }
    #expect(TypeIndex.simpleName("SwiftUI.View") == "View")
  }

  @Test func nonTouchTargetsAgreeWithSplittingThePath() {
    func reference(_ path: String) -> Bool {
      path.split(separator: "/").contains { $0.hasSuffix("tvOS") || $0.hasSuffix("watchOS") || $0.hasSuffix("TV") }
    }
    let paths = [
      "/app/Swiftfin tvOS/Views/Home.swift", "/app/Shared/TV/Player.swift", "/app/WatchApp watchOS/Main.swift",
      "/app/iOS/Views/Home.swift", "/app/ios/TVShow.swift", "/app/Sources/AppleTV", "/app/Sources/AppleTV/",
      "//a//b//tvOS//", "tvOS", "TV", "V", "", "/", "/app/한국어 tvOS/x.swift", "/app/한국어/x.swift",
      "/app/ATV\u{301}/x.swift", "/app/TVOS/x.swift", "relative/watchOS",
    ]
    var positives = 0
    for path in paths {
      #expect(GestureSupport.isNonTouchTarget(path) == reference(path), "\(path)")
      if reference(path) { positives += 1 }
    }
    #expect(positives >= 6)
  }

  @Test func byteSearchFindsWordsWhereFoundationDoes() {
    let texts = ["Button { openURL(url) }", "Button(\"Open\") {}", "UIApplication.shared.open(url)", "", "ope", "대open한"]
    for text in texts {
      // (Foundation's `range(of:)`: the module's own `contains(_: String)` is a byte search too.)
      #expect(ByteSearch.contains(text, "open") == (text.range(of: "open") != nil), "\(text)")
    }
  }

  /// The module's `String.contains(_: String)` and `Substring.contains(_: String)` answer what
  /// Foundation's search does, for code and Korean text alike, and an empty needle is never held.
  @Test func stringContainsAgreesWithFoundation() {
    let texts = ["navigationBar.topItem?.title = \"목록\"", "view.addSubview(noticeLabel)", "", "한글 제목 설정", "a\nb"]
    let needles = ["topItem", "목록", "addSubview(notice", "title =", "제목", "\n", "absent", ""]
    for text in texts {
      for needle in needles {
        let foundation = text.range(of: needle) != nil
        #expect(text.contains(needle) == foundation, "\(text) / \(needle)")
        #expect(text.dropFirst().contains(needle) == (text.dropFirst().range(of: needle) != nil), "\(text) / \(needle)")
      }
    }
  }

  /// The bracket closing the one at an offset, nested ones skipped; nil when unclosed or past the limit.
  @Test func closingBracketSkipsNestedOnes() {
    let bytes = Array("f(a(b), { c[1] }) {".utf8)
    #expect(ByteSearch.closingBracket(of: 1, in: bytes) == 16)
    #expect(ByteSearch.closingBracket(of: 3, in: bytes) == 5)
    #expect(ByteSearch.closingBracket(of: 8, in: bytes) == 15)
    #expect(ByteSearch.closingBracket(of: 11, in: bytes) == 13)
    #expect(ByteSearch.closingBracket(of: 18, in: bytes) == nil)
    #expect(ByteSearch.closingBracket(of: 0, in: bytes) == nil)
    #expect(ByteSearch.closingBracket(of: 1, in: bytes, limit: 10) == nil)
  }
}

extension ByteFastPathTests {
  /// The model builder's first pass for accessibility settings can only rule a file out if no
  /// setting could be there.
  @Test func everySettingHoldsAFragment() {
    for setting in SwiftFileModelBuilder.accessibilitySettings {
      #expect(SwiftFileModelBuilder.settingFragments.contains { setting.contains($0) }, "\(setting)")
    }
  }
}

extension ByteFastPathTests {
  /// Lines and character columns of every offset, against counting characters from the start.
  @Test func positionsAgreeWithCountingCharacters() {
    let sources = [
      "", "\n", "a", "let x = 1\n", "let x = 1", "\n\nText(\"안녕\")\nlet 😀 = 2\n\n",
      "long ASCII line with more than eight bytes\nand é here past eight bytes\r\nend",
      String(repeating: "abcdefgh", count: 5) + "한" + String(repeating: "x", count: 9),
    ]
    for source in sources {
      let converter = PositionConverter(source: source)
      let bytes = Array(source.utf8)
      for offset in 0...bytes.count {
        let before = bytes[..<offset]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        let position = converter.position(utf8Offset: offset)
        #expect(position.line == line && position.column == column, "\(source.debugDescription) @\(offset)")
      }
    }
  }
}

extension ByteFastPathTests {
  /// The sensory-instruction rule's word pre-test only skips texts its expressions can't match.
  @Test func sensoryInstructionPreTestKeepsEveryMatch() {
    let texts = [
      "Tap the red button to continue", "PRESS THE ROUND ICON", "Click the link below", "Use the switch at the top right",
      "When you hear the beep, speak", "Select the green tab", "Continue", "Settings", "", "Hit the arrow above",
      "오른쪽 버튼을 누르세요", "빨간 버튼", "Tap the red button 안내", "TOUCH the blue icon",
    ]
    var matched = 0
    for text in texts {
      let range = NSRange(text.startIndex..., in: text)
      let expected = Self.expressionsAnswer(text, range)
      let actual = SensoryInstructionRule.reliance(in: text)
      #expect(actual?.en == expected?.0 && actual?.ko == expected?.1, "\(text)")
      if expected != nil { matched += 1 }
    }
    #expect(matched >= 8)
  }

  /// The same over generated sentences made of the expressions' own words (verbs in any case,
  /// colors, shapes, controls, positions, Korean words), so most texts sit right at the pre-test's edge.
  @Test func sensoryInstructionPreTestAgreesOnGeneratedTexts() {
    let words = [
      "tap", "TAP", "Tapping", "press", "Press", "click", "touch", "select", "use", "USE", "hit", "hear", "Hear", "the",
      "a", "you", "when", "after", "once", "beep", "sound", "red", "green", "Blue", "gray", "round", "square", "button",
      "icon", "link", "arrow", "tab", "switch", "below", "above", "on", "to", "at", "right", "left", "top", "bottom",
      "upper", "lower", "in", "corner", "top-right", "bottom left", ".", "!", "?", "to continue", "Settings", "café",
      "오른쪽", "아래", "빨간", "버튼을", "버튼", "동그란", "소리가", "나면", "누르세요", "위", "메뉴", "\u{212A}",
      "Don’t", "…", "“tap”", "→", "🎉", "—", "preſs", "ta\u{1E57}", "\u{FB05}", "·", "TAP’s", "hit•", "clic\u{212A}",
      "user", "username", "white", "hits", "_tap", "tap_", "x2tap", "tap2", "ta\u{200D}p", "\u{200D}tap", "tap\u{200C}", "ªtap", "use:", "(press)",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var matched = 0
    for _ in 0..<3_000 {
      let text = (0..<(2 + next(7))).map { _ in words[next(words.count)] }.joined(separator: " ")
      let range = NSRange(text.startIndex..., in: text)
      let expected = Self.expressionsAnswer(text, range)
      let actual = SensoryInstructionRule.reliance(in: text)
      #expect(actual?.en == expected?.0 && actual?.ko == expected?.1, "\(text)")
      if expected != nil { matched += 1 }
    }
    // The generator must reach the expressions often, or the comparison proves little.
    #expect(matched >= 100)
  }
}

extension ByteFastPathTests {
  /// Texts with letters outside ASCII (translations: German, Turkish, French, Russian, Korean)
  /// are pre-tested too: only a verb spelled in ASCII letters or a Korean control or sound word
  /// lets them reach the expressions, unless a character folds to ASCII letters (`ß`, `ſ`, `İ`,
  /// `ı`, KELVIN SIGN, ligatures). Generated sentences at that edge agree with the expressions alone.
  @Test func sensoryInstructionPreTestAgreesOnTextsWithOtherLetters() {
    let words = [
      "tap", "Tap", "press", "PREẞ", "preß", "pres\u{17F}", "tap\u{301}", "t\u{301}ap", "\u{130}con", "hıt", "h\u{130}t", "hit",
      "clic\u{212A}", "\u{FB06}", "sele\u{FB06}", "touch", "tоuch", "use", "üse", "usé", "hear", "you", "when", "the", "a", "beep",
      "red", "green", "grün", "rouge", "button", "Knopf", "icon", "ícono", "right", "rechts", "oben", "top", "corner", "in",
      "탭", "탭tap", "tap탭", "버튼", "버튼을", "오른쪽", "빨간", "동그란", "소리", "소리가", "나면", "메뉴", "스위치", "아이콘", "링크",
      "화살표", "알림음", "신호음이", "비프음", "누르세요", "눌러", "탭하세요", "클릭", "터치하면", "설정", "화면", "Нажмите", "кнопку", "справа", "appuyez", "sur", "le",
      "bouton", "à", "droite", "Drücken", "Sie", "die", "rote", "Schaltfläche", "Tippen", "Dokunun", "sağ", "üstteki", "düğmeye",
      ".", "!", "—", "…", "“", "”", "ﬁ", "ﬅ", "ǰ", "ŉ", "ẖ", "\u{1E9A}", "ª", "µ", "Å",
    ]
    var state: UInt64 = 0x243F_6A88_85A3_08D3
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var matched = 0, skipped = 0
    // A Korean position, colour or shape needs a verb too, and a sound a request: more sentences reach the expressions.
    for _ in 0..<6_000 {
      let text = (0..<(2 + next(7))).map { _ in words[next(words.count)] }.joined(separator: next(4) == 0 ? "" : " ")
      let range = NSRange(text.startIndex..., in: text)
      let expected = Self.expressionsAnswer(text, range)
      let actual = SensoryInstructionRule.reliance(in: text)
      #expect(actual?.en == expected?.0 && actual?.ko == expected?.1, "\(text)")
      if expected != nil { matched += 1 }
      if !SensoryInstructionRule.mayMatch(text) {
        skipped += 1
        #expect(expected == nil, "skipped a match: \(text)")
      }
    }
    #expect(matched >= 20)
    #expect(skipped >= 300)
  }
}

extension ByteFastPathTests {
  /// The same-label rule's kinds of work read on the bytes of ASCII code are the ones read
  /// Character by Character: on rule sources and examples, and on generated code of identifiers,
  /// strings, escapes, CR LF and digits.
  @Test func actionKindsOnBytesAgreeWithCharacters() {
    var codes = ModelPretestTests.sources().prefix(60).map { $0 }
    codes += [
      "{ deleteItem(); \"share \\\" remove\" ; signOut() }", "{ _remove2Item(x)\r\nlogIn() }", "{ Delete(); delete() }",
      "{ self.viewModel.saveDraft(); dismiss() }", "\"unterminated delete", "{ édit(); save() }", "", "{ \\\"share\" }",
    ]
    let parts = ["delete", "Save", "share", "_", "2", "\"", "\\", " ", "\r\n", "(", ")", ".", "remove", "sign", "Out", "log", "in",
                 "edit", "send", "refresh", "x", "ing", "ed", "s", "{", "}", "\n"]
    var state: UInt64 = 0x1357_9BDF_2468_ACE0
    for _ in 0..<1_000 {
      var code = ""
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        code += parts[Int((state >> 33) % UInt64(parts.count))]
      }
      codes.append(code)
    }
    var nonEmpty = 0
    for code in codes {
      let byCharacter = SameLabelDifferentActionRule.kindsByCharacter(in: code)
      #expect(SameLabelDifferentActionRule.kinds(in: code) == byCharacter, "\(code.debugDescription)")
      if code.utf8.allSatisfy({ $0 < 0x80 }) { #expect(SameLabelDifferentActionRule.asciiKinds(in: code) == byCharacter) }
      if !byCharacter.isEmpty { nonEmpty += 1 }
    }
    #expect(SameLabelDifferentActionRule.asciiKinds(in: "{ édit() }") == nil)
    #expect(nonEmpty >= 200)
  }
}

extension ByteFastPathTests {
  /// The names a handler calls, read on the bytes of ASCII text, are the ones read Character by
  /// Character: on rule sources and examples and generated code (CR LF, digits, capitals, `_`,
  /// ignored calls).
  @Test func calledNamesOnBytesAgreeWithCharacters() {
    var texts = ModelPretestTests.sources().prefix(60).map { $0 }
    texts += ["{ save(); Self.load(x)\r\nreload2() }", "_private(1) __x( a1( 1a( min(2) print(x)", "(", "x(", "é(", "", "café() save()"]
    let parts = ["save", "Load", "_", "9", "(", ")", " ", "\r\n", ".", "min", "print", "x", "{", "}", "\"", "toggle", "a"]
    texts += Self.generatedTexts(from: parts, count: 1_000, length: 12, seed: 0x0F1E_2D3C_4B5A_6978)
    var nonEmpty = 0
    for text in texts {
      let byCharacter = GestureSupport.calledNamesByCharacter(in: text)
      #expect(GestureSupport.calledNames(in: text) == byCharacter, "\(text.debugDescription)")
      if !byCharacter.isEmpty { nonEmpty += 1 }
    }
    #expect(GestureSupport.asciiCalledNames(in: "café()") == nil)
    #expect(nonEmpty >= 150)
  }
}

extension ByteFastPathTests {
  /// A button's trailing action found on the bytes of ASCII text is the block found Character by
  /// Character: same bounds, on rule sources, examples and generated button texts.
  @Test func trailingActionOnBytesAgreesWithCharacters() {
    var texts = ModelPretestTests.ruleExamples + ModelPretestTests.sources().prefix(20).map { $0 }
    texts += ["Button(\"x\") { a() }", "Button.init(action: f) { Text(\"}\") }", "Button\r\n{ x }", "Button ( ) \t{ }", "{", "", "Button(\"é\") { a() }"]
    let parts = ["Button", ".init", "(", ")", "{", "}", "\"", " ", "\r\n", "\t", "x", "a()", "\\", "_", "9", "\u{0B}"]
    var state: UInt64 = 0x7A3B_11C9_D0E4_5F21
    for _ in 0..<1_000 {
      var text = ""
      for _ in 0..<10 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += parts[Int((state >> 33) % UInt64(parts.count))]
      }
      texts.append(text)
    }
    var found = 0
    for text in texts {
      for start in [0, min(3, text.count)] {
        let slice = Substring(text).dropFirst(start)
        let byCharacter = SameLabelDifferentActionRule.trailingActionByCharacter(of: slice)
        let fast = SameLabelDifferentActionRule.trailingAction(of: slice)
        #expect(fast.map { $0.startIndex..<$0.endIndex } == byCharacter.map { $0.startIndex..<$0.endIndex }, "\(text.debugDescription)")
        if byCharacter != nil { found += 1 }
      }
    }
    #expect(found >= 50)
  }
}

extension ByteFastPathTests {
  /// A view member's name tested on ASCII bytes answers as the Character test: names, `_`,
  /// digits first or later, CR LF, combining marks after ASCII, other letters.
  @Test func memberNameOnBytesAgreesWithCharacters() {
    var names = ["title", "_private", "a1", "1a", "", "_", "__", "row\r\n", "\r\nrow", "é", "e\u{301}x", "_\u{301}", "1\u{301}a",
                 "café", "body", "self.title", "title()", "$binding", "a-b", "Ünï", "x y", "x\u{0}"]
    names += ByteFastPathTests.names
    let alphabet = ["a", "Z", "_", "9", ".", " ", "\r\n", "\u{301}", "é", "(", "$"]
    var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
    for _ in 0..<500 {
      var name = ""
      for _ in 0..<4 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        name += alphabet[Int((state >> 33) % UInt64(alphabet.count))]
      }
      names.append(name)
    }
    for name in names {
      #expect(SwiftFileModel.isMemberName(name) == SwiftFileModel.isMemberNameByCharacter(name), "\(name.debugDescription)")
    }
  }
}

extension ByteFastPathTests {
  /// Generated texts from `parts`, the same for every run.
  static func generatedTexts(from parts: [String], count: Int, length: Int, seed: UInt64) -> [String] {
    var state = seed
    return (0..<count).map { _ in
      var text = ""
      for _ in 0..<length {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += parts[Int((state >> 33) % UInt64(parts.count))]
      }
      return text
    }
  }

  /// The flags an action raises, found on the bytes of ASCII text, are those found Character by
  /// Character.
  @Test func raisedFlagsOnBytesAgreeWithCharacters() {
    var texts = ModelPretestTests.sources().prefix(60).map { $0 }
    texts += ["showSheet = true", "self.isShown.toggle()", "9x = true", "_a.toggle()", " = true", "é = true", "x1 = true; y.toggle()"]
    let parts = ["show", "Sheet", "_", "9", " = true", ".toggle()", " ", ".", "self", "x", "{", "}", "= ", "true", "\r\n"]
    texts += Self.generatedTexts(from: parts, count: 1_000, length: 10, seed: 0x1234_5678_9ABC_DEF0)
    var nonEmpty = 0
    for text in texts {
      let byCharacter = GestureSupport.raisedFlagsByCharacter(in: text)
      #expect(GestureSupport.raisedFlags(in: text) == byCharacter, "\(text.debugDescription)")
      if !byCharacter.isEmpty { nonEmpty += 1 }
    }
    #expect(GestureSupport.asciiRaisedFlags(in: "é = true") == nil)
    #expect(nonEmpty >= 200)
  }

  /// A closure's name found as a whole word by bytes is found by the regular expression `\bname\b`.
  @Test func wholeWordsOnBytesAgreeWithTheRegularExpression() {
    let words = ["content", "label", "x", "row_1", "é"]
    let parts = ["content", "label", "Content", "x", "_", "1", "(", ")", " ", ".", "é", "\n", "row_1", "{", "}", "s"]
    let texts = Self.generatedTexts(from: parts, count: 600, length: 8, seed: 0x0BAD_CAFE_F00D_1234)
      + ["", "content", "contents", "mycontent", "content()", "é content", "écontent", "contenté", "x"]
    var found = 0
    for text in texts {
      for word in words {
        let reference = text.range(of: #"\b"# + word + #"\b"#, options: .regularExpression) != nil
        #expect(SwiftFileModelBuilder.containsWholeWord(text, word) == reference, "\(word) in \(text.debugDescription)")
        if reference { found += 1 }
      }
    }
    #expect(found >= 300)
  }
}

extension ByteFastPathTests {
  /// The scan for a closure's leading `name in` agrees with the expression it replaced
  /// (`^\s*[A-Za-z_][A-Za-z0-9_]*\s+in\b`) on generated bodies.
  @Test func parameterClauseScanAgreesWithTheExpression() throws {
    let pieces = ["", " ", "\n", "\t", "_", "x", "location", "in", "inx", "in2", "ině", "é", "1", "(", ")", "{", "tap()", "  in ", "_in", "in_"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let expression = try NSRegularExpression(pattern: #"^\s*[A-Za-z_][A-Za-z0-9_]*\s+in\b"#)
    var matched = 0
    for _ in 0..<3_000 {
      let body = (0..<(1 + next(6))).map { _ in pieces[next(pieces.count)] }.joined()
      let match = expression.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)).flatMap { Range($0.range, in: body) }
      let scanned = TapGestureRoleRule.parameterClauseEnd(Substring(body))
      #expect(scanned.map { body.distance(from: body.startIndex, to: $0) } == match.map { body.distance(from: body.startIndex, to: $0.upperBound) }, "\(body.debugDescription)")
      if match != nil { matched += 1 }
    }
    #expect(matched >= 50)
  }

  /// The byte search for ranges finds, in a string or a part of one, the places Foundation's
  /// `range(of:)` finds for the ASCII needles the readers use, as indices of the same base string.
  @Test func rangesAgreeWithFoundationsSearch() {
    let texts = [
      #"<scene sceneID="a"><viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Pay" id="x1"/>"#,
      "let 제목 = \"설정\"; let vc = UIStoryboard(name: \"Café\", bundle: nil).instantiateInitialViewController()",
      "e\u{301}UIStoryboard(name: UIStoryboard(name:UIStoryboard(name:", "", "no needle here 👋🏽 at all",
    ]
    let needles = ["storyboardName=\"", "referencedIdentifier=", "UIStoryboard(name:", "let ", "\"", "at all", "Pay\" id"]
    var found = 0
    for text in texts {
      for part in [text[...], text.dropFirst(3), text.dropLast(2)] {
        for needle in needles {
          var expected: [Range<String.Index>] = []
          var from = part.startIndex
          while let range = part.range(of: needle, range: from..<part.endIndex) {
            expected.append(range)
            from = range.upperBound
          }
          #expect(ByteSearch.ranges(of: needle, in: part) == expected, "\(needle) in \(part)")
          #expect(ByteSearch.firstRange(of: needle, in: part) == expected.first)
          #expect(ByteSearch.lastRange(of: needle, in: part) == expected.last)
          found += expected.count
        }
      }
    }
    #expect(found >= 10)
  }

  /// Searching only around each `UINavigationController` finds what the pattern finds over the whole file.
  @Test func heldRootMatchesAgreeWithTheWholeFileSearch() {
    let source = """
      final class Flow {
        func start() {
          let home = HomeViewController()
          let nav = UINavigationController(rootViewController: home)
          nav.isNavigationBarHidden = true
          let other: UINavigationController =
            UINavigationController(rootViewController: SettingsViewController())
          self.menu = UINavigationController.init(
            rootViewController: menuVC)
          print(UINavigationController.self)
        }
      }
      """
    let whole = UIKitScreenTitles.heldRootPattern.matches(in: source, range: NSRange(location: 0, length: (source as NSString).length))
    let windowed = UIKitScreenTitles.heldRootMatches(in: source)
    #expect(windowed.map(\.range) == whole.map(\.range))
    #expect(whole.count == 3)
  }
}
