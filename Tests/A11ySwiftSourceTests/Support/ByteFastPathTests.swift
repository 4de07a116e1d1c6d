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
      guard let match = regex.firstMatch(in: text, range: range) else { continue }
      if en == "position", SensoryInstructionRule.namesTheControl(around: match, in: text) { continue }
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
      #expect(ByteSearch.contains(text, "open") == text.contains("open"), "\(text)")
    }
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
