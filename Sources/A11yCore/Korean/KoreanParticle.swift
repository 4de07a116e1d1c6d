/// Korean particles (조사) chosen by the final sound of the word before them: `을/를`, `이/가`,
/// `은/는`, `으로/로`, `이라고/라고`, `과/와`. Messages put project strings and code tokens before
/// particles; a hard-coded particle is wrong half the time ("'이미지'이라고", ".footnote을").
///
/// The final sound is read from the last Hangul syllable, else from the last English word,
/// acronym or number as a Korean reader says it (`button` 버튼, `label` 레이블, `SF` 에스, `17`
/// 십칠). Quotes, backticks, brackets and a leading `.` around the word are looked through.
/// When the sound can't be known (a symbol with no letter or digit), the combined form
/// (`을(를)`) is used; better still, phrase the message so no particle follows such a token.
///
///     KoreanParticle.object.attach(to: "버튼")       // "버튼을"
///     KoreanParticle.topic.attach(to: ".footnote")   // ".footnote는"
///     KoreanParticle.quotative.attach(to: "'이미지'") // "'이미지'라고"
public enum KoreanParticle: Sendable, CaseIterable {
  /// 을/를
  case object
  /// 이/가
  case subject
  /// 은/는
  case topic
  /// 으로/로 (로 also after ㄹ)
  case direction
  /// 이라고/라고
  case quotative
  /// 과/와
  case and

  /// The word followed by this particle in the form its final sound takes.
  public func attach(to word: String) -> String {
    word + form(after: word)
  }

  /// The particle's form after `word` (without the word).
  public func form(after word: String) -> String {
    let (withFinal, withoutFinal) = forms
    switch Self.finalSound(of: word) {
    case .consonant: return withFinal
    case .rieul: return self == .direction ? withoutFinal : withFinal
    case .vowel: return withoutFinal
    case nil:
      return self == .direction ? "(으)로" : "\(withFinal)(\(withoutFinal))"
    }
  }

  private var forms: (String, String) {
    switch self {
    case .object: ("을", "를")
    case .subject: ("이", "가")
    case .topic: ("은", "는")
    case .direction: ("으로", "로")
    case .quotative: ("이라고", "라고")
    case .and: ("과", "와")
    }
  }

  /// How a word ends when read aloud in Korean.
  public enum FinalSound: Sendable, Equatable {
    /// No final consonant (받침): 버튼이 → 이미지가.
    case vowel
    /// A final ㄹ, which takes `로` rather than `으로`.
    case rieul
    /// Any other final consonant.
    case consonant
  }

  /// The final sound of the last Hangul syllable, number, acronym or English word in `text`;
  /// nil when it holds none.
  public static func finalSound(of text: String) -> FinalSound? {
    let scalars = Array(text.unicodeScalars)
    var end = scalars.count
    // Look through closing punctuation: quotes, backticks, brackets, a trailing period.
    while end > 0, !isWordScalar(scalars[end - 1]) { end -= 1 }
    guard end > 0 else { return nil }
    let last = scalars[end - 1]
    if (0xAC00...0xD7A3).contains(last.value) {
      let final = (last.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    }
    var start = end
    while start > 0, isASCIIAlphanumeric(scalars[start - 1]) { start -= 1 }
    var token = String(String.UnicodeScalarView(scalars[start..<end]))
    if let first = token.unicodeScalars.first, ("0"..."9").contains(first), token.allSatisfy(\.isNumber) {
      return number(token)
    }
    // A number then a unit (`44pt`, `9mm`): the unit is read (포인트, 밀리미터).
    if let digitEnd = token.lastIndex(where: \.isNumber), token[token.index(after: digitEnd)...].allSatisfy(\.isLetter) {
      token = String(token[token.index(after: digitEnd)...])
    }
    if let unit = units[token.lowercased()] { return unit }
    // camelCase: the last word is what is read last (regularMaterial → material).
    if let upper = token.lastIndex(where: \.isUppercase), token.contains(where: \.isLowercase), upper != token.startIndex {
      token = String(token[upper...])
    }
    if token.count > 1, token.allSatisfy(\.isUppercase) || token.count <= 3 && token.first?.isUppercase == true && token.dropFirst().allSatisfy(\.isUppercase) {
      return letterName(token.last!)
    }
    if token.count == 1 { return letterName(Character(token.uppercased())) }
    return englishWord(token.lowercased())
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    (0xAC00...0xD7A3).contains(scalar.value) || isASCIIAlphanumeric(scalar)
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// Units as read in Korean.
  private static let units: [String: FinalSound] = [
    "pt": .vowel, "px": .vowel, "mm": .vowel, "cm": .vowel, "ms": .vowel, "dp": .vowel, "ppi": .vowel,
  ]

  /// Digits as read in Sino-Korean: 일 이 삼 사 오 육 칠 팔 구; tens and up: 십 백 천 만.
  private static func number(_ digits: String) -> FinalSound {
    let trimmed = digits.drop { $0 == "0" }
    guard let last = trimmed.last else { return .consonant }  // 영
    if last == "0" { return .consonant }  // 십 백 천 만 억 all end in a consonant
    switch last {
    case "1", "7", "8": return .rieul  // 일 칠 팔
    case "3", "6": return .consonant  // 삼 육
    default: return .vowel  // 이 사 오 구
    }
  }

  /// Letter names as Koreans say them: 엘 and 알 end in ㄹ; 엠 and 엔 in a consonant.
  private static func letterName(_ letter: Character) -> FinalSound {
    switch letter {
    case "L", "R": .rieul
    case "M", "N": .consonant
    default: .vowel
    }
  }

  /// An English word's final sound in its usual Korean transcription: `-l`/`-le` → ㄹ (레이블,
  /// 타이틀); `-m`, `-n`, `-me`, `-ne`, `-ck`, and `-k`, `-p`, `-b` after a vowel → a consonant
  /// (폼, 버튼, 라인, 스택, 북, 맵, 탭); other endings, silent `e` and `-r` included, are open
  /// (이미지, 레귤러, 라이트, 링크, 헬프).
  private static func englishWord(_ word: String) -> FinalSound {
    if word.hasSuffix("le") || word.hasSuffix("l") { return .rieul }
    for ending in ["me", "ne", "m", "n", "ck"] where word.hasSuffix(ending) { return .consonant }
    if let last = word.last, "kpb".contains(last), let before = word.dropLast().last, "aeiou".contains(before) {
      return .consonant
    }
    // A short vowel then t reads with ㅅ: cat 캣, set 셋; other t and d endings open (라이트, 볼드).
    if word.count <= 4, word.hasSuffix("t"), let vowel = word.dropLast().last, "aeiou".contains(vowel),
       word.dropLast(2).last.map({ !"aeiou".contains($0) }) ?? true {
      return .consonant
    }
    return .vowel
  }
}
