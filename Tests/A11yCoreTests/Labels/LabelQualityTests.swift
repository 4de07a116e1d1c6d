import A11yCore
import Testing

struct LabelQualityTests {
  @Test(arguments: ["", "   ", "btn_close", "ic_more.png", "image1", "banner_01.jpg", "img_event"])
  func fileNamesAndBlanksAreProblems(_ label: String) {
    #expect(LabelQuality.assess(label, role: .button) != nil, "\(label)")
  }

  @Test(arguments: ["button", "Image", "icon", "배너1", "이미지", "버튼", "사진"])
  func genericWordsAreProblems(_ label: String) {
    #expect(LabelQuality.assess(label, role: .unknown) == .genericWord(label))
  }

  @Test func roleWordsAreReportedForTheirRole() {
    #expect(LabelQuality.assess("Close button", role: .button) == .repeatsRole(label: "Close button", roleWord: "button", role: .button))
    #expect(LabelQuality.assess("닫기 버튼", role: .button) == .repeatsRole(label: "닫기 버튼", roleWord: "버튼", role: .button))
    #expect(LabelQuality.assess("닫기버튼", role: .button) != nil)
    #expect(LabelQuality.assess("프로필 이미지", role: .image) != nil)
    // Not a role word for that role, or not a word boundary.
    #expect(LabelQuality.assess("Close button", role: .staticText) == nil)
    #expect(LabelQuality.assess("Rebutton", role: .button) == nil)
  }

  @Test(arguments: ["닫기", "Close", "김하늘의 프로필 사진", "Add to cart", "3", "가을 시즌 이벤트"])
  func goodLabelsPass(_ label: String) {
    #expect(LabelQuality.assess(label, role: .button) == nil, "\(label)")
  }

  @Test func localizationKeys() {
    #expect(LabelQuality.looksLikeLocalizationKey("accessibility.editor.button.drafts"))
    #expect(!LabelQuality.looksLikeLocalizationKey("photo.png"))
    #expect(!LabelQuality.looksLikeLocalizationKey("Close"))
    #expect(!LabelQuality.looksLikeLocalizationKey("Dr. Kim"))
  }
}
