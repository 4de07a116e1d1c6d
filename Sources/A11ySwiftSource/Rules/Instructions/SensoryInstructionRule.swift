import A11yCore
import Foundation

/// Instructions that point at a control by its position, color, shape or a sound alone.
public struct SensoryInstructionRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "sensory-instruction",
    title: LocalizedText(
      en: "Instructions must not rely on position, color, shape or sound alone",
      ko: "지시 사항은 위치, 색, 모양, 소리에만 의존하지 않아야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 1.5: instructions must be understandable without relying on one sense; its error types are \
        information given only by color, size, shape or direction, and instructions given only by sound (the \
        guideline's failure: \"여기서 확인하세요!\" pointing by direction only). \"Tap the green button below\" means \
        nothing to a VoiceOver user, who meets elements in reading order, nor to someone who can't tell green from \
        red; with large text the layout reflows and \"on the right\" may no longer be true. Name the control by its \
        label (\"Tap Order\", \"주문 버튼을 누르세요\"). This rule reads the strings of Text, Label, Button, hints and \
        UIKit titles (and their string-catalog translations) for phrases in English and Korean. \
        (WCAG 1.3.3; NIA 1.5.)
        """,
      ko: """
        검사 항목 1.5: 지시 사항은 한 가지 감각에 의존하지 않고 이해할 수 있어야 합니다. 오류 유형은 색, 크기, 모양, 방향 등으로만 정보를 \
        제공하거나 소리로만 지시하는 경우입니다(지침의 오류 예: '여기서 확인하세요!'처럼 방향으로만 안내). \"아래의 초록색 버튼을 누르세요\"는 \
        읽는 순서대로 요소를 만나는 VoiceOver 사용자에게도, 초록과 빨강을 구별하지 못하는 사람에게도 뜻이 없고, 큰 글자에서는 배치가 \
        바뀌어 \"오른쪽\"이 더는 맞지 않을 수 있습니다. 컨트롤을 레이블로 부르세요(\"주문 버튼을 누르세요\"). 이 규칙은 Text, Label, \
        Button, 힌트, UIKit 제목의 문자열(과 문자열 카탈로그의 번역)에서 영어와 한국어 표현을 찾습니다. (WCAG 1.3.3, NIA 1.5)
        """),
    defaultSeverity: .warning,
    checkpoints: [.clearInstructions], wcag: ["1.3.3", "1.4.1"], hig: "Accessibility › Color and effects",
    examples: RuleExamples(
      triggering: [
        // The neighbour of GitSpace's guide: the bold text before the position is a glyph, not a name.
        "struct BlockGuide: View { var body: some View { ↓Text(\"Tap **⋯** in the top right, then tap **Block** to confirm.\") } }",
        "struct Guide: View { var body: some View { ↓Text(\"오른쪽 위의 빨간 버튼을 눌러 주문을 취소하세요\") } }",
        "struct Guide: View { var body: some View { ↓Text(\"Tap the green button below to continue\") } }",
        "final class Help: UIViewController {\n let guide = UILabel()\n func f() { ↓guide.text = \"동그란 버튼을 누르면 쿠폰이 적용됩니다\" } }",
        "struct Beep: View { var body: some View { Text(\"Scan\").accessibilityHint(↓\"When you hear the beep, lift the card\") } }",
        "struct Guide: View { var body: some View { ↓Text(\"하단 버튼을 눌러 결제하세요\") } }",
        "struct Guide: View { var body: some View { ↓Text(\"Tap the button in the top right corner to log in.\") } }",
        // The Nearby markers' neighbour: words that only say where and how big.
        "struct Guide: View { var body: some View { ↓Text(\"Use the big bottom button at the bottom of the home screen to hear them.\") } }",
        "struct Guide: View { var body: some View { ↓Text(\"Tap the icon on the right. The “Settings” screen opens.\") } }",
        "struct Record: View { var body: some View { ↓Text(\"신호음이 들리면 말씀하세요\") } }",
      ],
      nonTriggering: [
        // GitSpace's guide: the tab is named in bold beside its position.
        "struct BlockGuide: View { var body: some View { Text(\"Tap **profile** in the bottom right to go to your profile\") } }",
        "struct Guide: View { var body: some View { Text(\"주문 취소 버튼을 눌러 주문을 취소하세요\") } }",
        // A setting that names the mouse's left button tells nobody to press anything.
        "struct MouseSettings: View { var body: some View { Picker(\"버튼\", selection: $button) { Text(\"마우스 왼쪽 버튼\"); Text(\"마우스 오른쪽 버튼\") } } }",
        "struct Guide: View { var body: some View { Text(\"Tap Continue to go on\") } }",
        "struct Tea: View { var body: some View { Text(\"Green tea latte\") } }",
        "struct Guide: View { var body: some View { Text(\"빨간 날은 휴무입니다\") } }",
        "struct Guide: View { var body: some View { Text(\"위치 버튼을 눌러 가까운 매장을 찾으세요\") } }",
        // Below and above follow reading order: the next element is that button.
        "struct Guide: View { var body: some View { Text(\"To unsubscribe, tap the button below and log in\") } }",
        "struct Guide: View { var body: some View { Text(\"아래 버튼을 눌러 로그인하세요\") } }",
        // The control is named by its label or what it is; the position only helps.
        "struct Guide: View { var body: some View { Text(\"To end a Challenge, tap the “End Challenge” button on the right of the Challenge screen.\") } }",
        "struct Guide: View { var body: some View { Text(\"Log in, tap the player icon in the top right, then open Subscription.\") } }",
        // A control named in two words (Soundscape's "Nearby markers" button).
        "struct Guide: View { var body: some View { Text(\"You can also use the Nearby markers button at the bottom of the home screen to hear them.\") } }",
        "struct Guide: View { var body: some View { Text(\"오른쪽 상단의 설정 버튼을 눌러 알림을 끄세요\") } }",
        // A setting named for a sound asks nothing of the person (Meshtastic's bell alert).
        "struct Alerts: View { var body: some View { Toggle(isOn: $alertBell) { Label(\"벨 소리가 들리면 알림 보내기\", systemImage: \"bell\") } } }",
      ])
  )

  /// Phrases that point by position, color, shape or sound: (pattern, what it relies on).
  static let patterns: [(NSRegularExpression, String, String)] = {
    let control = "(button|icon|link|arrow|tab|switch)"
    let korControl = "(버튼|아이콘|링크|화살표|탭|스위치|메뉴)"
    let raw: [(String, String, String)] = [
      // English
      ("\\b(tap|press|click|touch|select|use|hit)\\b[^.!?]{0,30}\\b(red|green|blue|yellow|orange|gr[ae]y|purple|pink|black|white)\\s+\(control)", "color", "색"),
      ("\\b(tap|press|click|touch|select|use|hit)\\b[^.!?]{0,30}\\b(round|circular|square|triangular|star-shaped|heart-shaped)\\s+\(control)", "shape", "모양"),
      ("\\b(tap|press|click|touch|select|use|hit)\\b[^.!?]{0,30}\(control)\\s+((on|to|at) the (right|left|top|bottom)|in the (top|bottom|upper|lower)[ -](right|left) corner)", "position", "위치"),
      ("\\b(tap|press|click|touch|select|use|hit)\\b[^.!?]{0,30}\\b(top|bottom|upper|lower)[ -](right|left)\\b", "position", "위치"),
      ("\\b(when|after|once) you hear (the|a)\\s+(beep|sound|tone|chime)", "sound", "소리"),
      // Korean
      ("(^|[^가-힣])(오른쪽|왼쪽|상단|하단|우측|좌측|우상단|좌상단|우하단|좌하단)(의|에 있는|쪽)?\\s+([가-힣]{1,6}\\s+)?\(korControl)", "position", "위치"),
      ("(빨간|빨강|붉은|파란|파랑|푸른|초록|녹색|노란|노랑|주황|회색|검은|검정|하얀|흰)\\s*(색\\s*)?\(korControl)", "color", "색"),
      ("(동그란|둥근|원형|네모|네모난|사각형|세모|삼각형|별 모양|하트 모양)\\s*(의\\s*)?\(korControl)", "shape", "모양"),
      ("(소리|알림음|신호음|비프음|삐 소리)(가|이)?\\s*(나면|들리면)", "sound", "소리"),
    ]
    return raw.compactMap { pattern, en, ko in
      (try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])).map { ($0, en, ko) }
    }
  }()

  /// A pattern written in Hangul (the Korean ones of ``patterns``).
  static func isKorean(_ regex: NSRegularExpression) -> Bool {
    regex.pattern.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
  }
  /// Korean verbs of acting on a control (누르세요, 눌러, 탭하면, 클릭, 터치, 선택하세요, 사용하세요).
  static let koreanInstructionVerbs = ["누르", "눌러", "누름", "탭하", "탭 하", "클릭", "터치", "선택하", "선택해", "사용하", "사용해"]

  /// Endings of a polite request or command (하세요, 하십시오, 해 주세요).
  static let koreanRequestEndings = ["세요", "십시오", "주십시오"]

  /// The words one of which every English pattern holds.
  static let englishVerbs: [StaticString] = ["tap", "press", "click", "touch", "select", "use", "hit", "hear"]

  /// What the text relies on, if it points by position, color, shape or sound.
  public static func reliance(in text: String) -> (en: String, ko: String)? {
    // Nine regular expressions over every text literal and translation showed in profiles: text
    // none of them can match is answered first (``mayMatch(_:)``).
    guard mayMatch(text) else { return nil }
    let range = NSRange(text.startIndex..., in: text)
    for (regex, en, ko) in patterns {
      guard let match = regex.firstMatch(in: text, range: range), isReliance(match, of: regex, kind: en, in: text) else { continue }
      return (en, ko)
    }
    return nil
  }

  /// Whether a match of one of ``patterns`` is an instruction that relies on the sense.
  static func isReliance(_ match: NSTextCheckingResult, of regex: NSRegularExpression, kind: String, in text: String) -> Bool {
    // Like the English patterns' verbs: a Korean position, colour or shape is an instruction only
    // beside one ("마우스 왼쪽 버튼", a setting's name, tells nobody to press anything).
    if kind != "sound", isKorean(regex), !koreanInstructionVerbs.contains(where: { text.contains($0) }) { return false }
    // A sound asks something of the person only in a request ("삐 소리가 나면 말씀하세요"); a setting
    // named for a sound ("벨 소리가 들리면 알림 보내기", Meshtastic's bell alert) asks nothing.
    if kind == "sound", isKorean(regex), !koreanInstructionVerbs.contains(where: { text.contains($0) }),
       !koreanRequestEndings.contains(where: { text.contains($0) }) {
      return false
    }
    if kind == "position", namesTheControl(around: match, in: text) { return false }
    return true
  }

  /// Words that say where, what colour or shape, or nothing: not a control's name.
  static let unnamingWords: Set<String> = [
    "red", "green", "blue", "yellow", "orange", "gray", "grey", "purple", "pink", "black", "white", "round", "circular",
    "square", "top", "bottom", "left", "right", "upper", "lower", "small", "big", "large", "little", "same", "next",
    "following", "first", "last", "other", "this", "that", "new", "back",
    "위", "아래", "위쪽", "아래쪽", "작은", "큰", "다음", "이", "그", "빨간", "파란", "초록", "노란", "동그란", "둥근",
  ]

  static let namedEnglishControl = try? NSRegularExpression(
    pattern: "\\b(the|a|an|your)\\s+((?:[a-z][a-z-]*\\s+){0,2}[a-z][a-z-]*)\\s+(button|icon|link|tab|switch|arrow)\\b", options: [.caseInsensitive])
  static let namedKoreanControl = try? NSRegularExpression(
    pattern: "([가-힣]{1,8})\\s*(버튼|아이콘|링크|탭|스위치|메뉴)", options: [])

  /// A position word in a sentence that also quotes the control's label (“End Challenge”) or names
  /// the element (the player icon, 설정 버튼) isn't position alone: the words find it too.
  static func namesTheControl(around match: NSTextCheckingResult, in text: String) -> Bool {
    let string = text as NSString
    let stops = CharacterSet(charactersIn: ".!?。\n")
    var start = match.range.location
    while start > 0, let scalar = Unicode.Scalar(string.character(at: start - 1)), !stops.contains(scalar) { start -= 1 }
    var end = match.range.location + match.range.length
    while end < string.length, let scalar = Unicode.Scalar(string.character(at: end)), !stops.contains(scalar) { end += 1 }
    let sentenceRange = NSRange(location: start, length: end - start)
    let sentence = string.substring(with: sentenceRange)
    if sentence.contains(where: { "“”\"«»「」『』".contains($0) }) { return true }
    // A label set in bold markdown just before the position (`Tap **profile** in the bottom right`,
    // GitSpace's guide) names the control; a bold glyph (`Tap **⋯** in the top right`) doesn't.
    let lowered = sentence.lowercased()
    let place = [" top", " bottom", " left", " right", " upper", " lower", " corner"].compactMap { lowered.range(of: $0)?.lowerBound }.min()
    let before = place.map { String(lowered[..<$0]) } ?? lowered
    let spans = before.components(separatedBy: "**")
    if spans.count >= 3, spans.count % 2 == 1, spans[spans.count - 2].contains(where: \.isLetter) { return true }
    for regex in [namedEnglishControl, namedKoreanControl].compactMap({ $0 }) {
      for found in regex.matches(in: text, range: sentenceRange) {
        // (Up to three words for English: "the Nearby markers button", Soundscape's help; a name
        // made only of colours and places, "the top right button", names nothing.)
        let phrase = string.substring(with: found.range(at: regex === namedEnglishControl ? 2 : 1)).lowercased()
        let names = phrase.split(separator: " ").contains { part in
          let word = String(part)
          let stem = word.hasSuffix("의") ? String(word.dropLast()) : word
          return !unnamingWords.contains(word) && !unnamingWords.contains(stem) && !isPositionWord(stem)
        }
        if names { return true }
      }
    }
    return false
  }

  static func isPositionWord(_ word: String) -> Bool {
    ["오른쪽", "왼쪽", "상단", "하단", "우측", "좌측", "우상단", "좌상단", "우하단", "좌하단", "에 있는", "있는"].contains { word.hasSuffix($0) }
  }

  /// Whether `word` stands in `text` with no letter, digit or `_` on either side: the expressions'
  /// `\b` around each verb. Other characters are spaces in the folded text, so this finds at
  /// least every place the expressions' boundaries do (`use` in "user" is no verb).
  static func containsWord(_ text: UnsafeBufferPointer<UInt8>, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = word.first, word.count <= text.count else { return false }
    var start = 0
    while start <= text.count - word.count {
      if text[start] == first, start == 0 || !ByteSearch.isIdentifierByte(text[start - 1]) {
        var matched = 1
        while matched < word.count, text[start + matched] == word[matched] { matched += 1 }
        if matched == word.count, start + matched == text.count || !ByteSearch.isIdentifierByte(text[start + matched]) { return true }
      }
      start += 1
    }
    return false
  }

  /// The words one of which every Korean pattern holds (each control word, each sound word).
  static let koreanWords: [StaticString] = ["버튼", "아이콘", "링크", "화살표", "탭", "스위치", "메뉴", "소리", "알림음", "신호음", "비프음"]

  /// The characters outside ASCII whose full case folding holds an ASCII letter (`ß` → `ss`,
  /// `ſ` → `s`, KELVIN SIGN → `k`, `ﬁ` → `fi`, `İ` → `i̇`), and `ı` (its capital is `I`): the
  /// only ones through which the expressions' case-insensitive matching (ICU folds both sides)
  /// can find an English word that isn't spelled in ASCII letters.
  static let foldsToASCII: Set<UInt32> = [
    0xDF, 0x130, 0x131, 0x149, 0x17F, 0x1F0, 0x1E96, 0x1E97, 0x1E98, 0x1E99, 0x1E9A, 0x1E9E, 0x212A,
    0xFB00, 0xFB01, 0xFB02, 0xFB03, 0xFB04, 0xFB05, 0xFB06,
  ]

  /// False only when no pattern can match `text`. Every English pattern needs one of
  /// ``englishVerbs`` as a whole word and a word after it (``controlsAndSides``, ``soundWords``),
  /// and every Korean one one of ``koreanWords`` (Hangul has no
  /// case, and the expressions match code points, so the word's UTF-8 is in the text's). A verb
  /// in a text whose other characters fold to no ASCII letter is spelled in ASCII letters:
  /// ``containsWord(_:_:)`` on the ASCII letters lowercased, every other character a space (a
  /// space only adds word boundaries), finds it wherever an expression could. A text with one of
  /// ``foldsToASCII`` goes to the expressions.
  static func mayMatch(_ text: String) -> Bool {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var hasOthers = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
      } else if value >= 0xDF && value <= 0xFB06 && foldsToASCII.contains(value) {
        return true
      } else {
        bytes.append(0x20)
        hasOthers = true
      }
    }
    let mayMatchEnglish = bytes.withUnsafeBufferPointer { haystack in
      func holds(_ words: [StaticString]) -> Bool { words.contains { word in word.withUTF8Buffer { ByteSearch.contains(haystack, $0) } } }
      // The first four patterns: a verb, then a control word or a side; the fifth: hear a sound.
      if tapVerbs.contains(where: { verb in verb.withUTF8Buffer { containsWord(haystack, $0) } }), holds(controlsAndSides) { return true }
      return ("hear" as StaticString).withUTF8Buffer { containsWord(haystack, $0) } && holds(soundWords)
    }
    if mayMatchEnglish { return true }
    return hasOthers && koreanWords.contains { ByteSearch.contains(text, $0) }
  }

  /// The verbs one of which the first four English patterns hold as a whole word.
  static let tapVerbs: [StaticString] = ["tap", "press", "click", "touch", "select", "use", "hit"]
  /// What the first four English patterns need after the verb: a control word (the first three)
  /// or a side (`top right`, the fourth), held anywhere (the third allows letters before it).
  static let controlsAndSides: [StaticString] = ["button", "icon", "link", "arrow", "tab", "switch", "right", "left"]
  /// The fifth English pattern's sounds.
  static let soundWords: [StaticString] = ["beep", "sound", "tone", "chime"]

  static let textViews: Set<String> = ["Text", "Label", "Button", "Toggle", "Link", "NavigationLink", "Section"]
  static let textModifiers: Set<String> = ["accessibilityHint", "accessibilityLabel", "help", "navigationTitle"]
  static let textProperties: Set<String> = ["text", "title", "message", "placeholder", "accessibilityHint", "accessibilityLabel"]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    var literals: [(ExpressionInfo, SourcePosition)] = []
    for view in file.views {
      if Self.textViews.contains(view.name), let first = view.arguments.first, first.label == nil {
        literals.append((first.value, view.position))
      }
      for modifier in view.modifiers where Self.textModifiers.contains(modifier.name) {
        if let value = modifier.arguments.firstUnlabeled { literals.append((value, value.start)) }
      }
    }
    for assignment in file.behaviour.assignments where Self.textProperties.contains(assignment.property) {
      literals.append((assignment.value, assignment.position))
    }
    for call in file.behaviour.calls where call.name == "NSLocalizedString" || call.name == "setTitle" || call.name == "UIAlertController" {
      for argument in call.arguments where argument.label == nil || argument.label == "title" || argument.label == "message" {
        literals.append((argument.value, argument.value.start))
      }
    }
    var reported: Set<Int> = []
    for (value, position) in literals {
      guard let literal = value.stringLiteral, !reported.contains(position.utf8Offset) else { continue }
      // A key in the project's string catalogs is judged by its translations.
      let texts = context.project.spokenTexts(of: literal) ?? []
      guard let reliance = (texts + [literal]).lazy.compactMap(Self.reliance).first else { continue }
      reported.insert(position.utf8Offset)
      context.report(at: position, LocalizedText(
        en: "This instruction points by \(reliance.en) alone: VoiceOver users meet controls in reading order and can't see it, people who can't tell colors apart and large-text layouts lose it; name the control by its label",
        ko: "이 지시 사항은 \(reliance.ko)만으로 가리킵니다. VoiceOver 사용자는 읽는 순서대로 요소를 만나 볼 수 없고, 색을 구별하지 못하는 사람과 큰 글자 배치에서는 뜻을 잃습니다. 컨트롤을 레이블로 부르세요"),
        needsReview: true)
    }
  }
}
