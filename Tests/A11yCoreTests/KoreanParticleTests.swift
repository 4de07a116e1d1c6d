import A11yCore
import Testing

struct KoreanParticleTests {
  @Test func hangulWordsByTheirLastSyllable() {
    #expect(KoreanParticle.object.attach(to: "버튼") == "버튼을")
    #expect(KoreanParticle.object.attach(to: "이미지") == "이미지를")
    #expect(KoreanParticle.quotative.attach(to: "'이미지'") == "'이미지'라고")
    #expect(KoreanParticle.quotative.attach(to: "'버튼'") == "'버튼'이라고")
    #expect(KoreanParticle.direction.attach(to: "레이블") == "레이블로")
    #expect(KoreanParticle.direction.attach(to: "버튼") == "버튼으로")
    #expect(KoreanParticle.subject.attach(to: "글자 크기") == "글자 크기가")
    #expect(KoreanParticle.and.attach(to: "색상") == "색상과")
  }

  @Test func codeTokensAndEnglishWordsAsKoreansReadThem() {
    #expect(KoreanParticle.object.attach(to: ".footnote") == ".footnote를")  // 풋노트
    #expect(KoreanParticle.topic.attach(to: ".regularMaterial") == ".regularMaterial은")  // 머티리얼
    #expect(KoreanParticle.direction.attach(to: ".regularMaterial") == ".regularMaterial로")
    #expect(KoreanParticle.object.attach(to: "`.caption2`") == "`.caption2`를")  // 캡션투
    #expect(KoreanParticle.topic.attach(to: "Button") == "Button은")
    #expect(KoreanParticle.topic.attach(to: "Image") == "Image는")
    #expect(KoreanParticle.subject.attach(to: "Text") == "Text가")
    #expect(KoreanParticle.subject.attach(to: "Label") == "Label이")
    #expect(KoreanParticle.direction.attach(to: ".regular") == ".regular로")
    #expect(KoreanParticle.object.attach(to: "Toggle") == "Toggle을")
    #expect(KoreanParticle.object.attach(to: "UIFontMetrics") == "UIFontMetrics를")
    #expect(KoreanParticle.object.attach(to: "UIStackView") == "UIStackView를")
    #expect(KoreanParticle.object.attach(to: "SF") == "SF를")
    #expect(KoreanParticle.object.attach(to: "HTML") == "HTML을")  // 에이치티엠엘
    #expect(KoreanParticle.topic.attach(to: "Link") == "Link는")  // 링크
    #expect(KoreanParticle.topic.attach(to: "Stack") == "Stack은")  // 스택
  }

  @Test func numbersAndUnitsAsRead() {
    #expect(KoreanParticle.topic.attach(to: "17") == "17은")  // 십칠
    #expect(KoreanParticle.direction.attach(to: "17") == "17로")
    #expect(KoreanParticle.topic.attach(to: "12") == "12는")  // 십이
    #expect(KoreanParticle.topic.attach(to: "13") == "13은")  // 십삼
    #expect(KoreanParticle.topic.attach(to: "20") == "20은")  // 이십
    #expect(KoreanParticle.topic.attach(to: "44pt") == "44pt는")  // 포인트
    #expect(KoreanParticle.direction.attach(to: "9mm") == "9mm로")  // 밀리미터
    #expect(KoreanParticle.subject.attach(to: "4.5:1") == "4.5:1이")  // 일
  }

  @Test func unknownSoundsUseTheCombinedForm() {
    #expect(KoreanParticle.object.attach(to: "…") == "…을(를)")
    #expect(KoreanParticle.direction.attach(to: "→") == "→(으)로")
  }
}
