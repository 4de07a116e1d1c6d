import A11yCore

/// Controls VoiceOver reaches whose label is empty: it announces only the role ("button").
public struct RuntimeControlNameRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-control-name",
    title: LocalizedText(en: "Controls on screen must have a name", ko: "화면의 컨트롤에는 이름이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        In the running app, a button, link, switch or slider whose accessibility label is empty is announced by its role \
        alone ("button"): a VoiceOver user can't tell what it does, and Voice Control can't address it. The capture shows \
        the label iOS really exposes, after every view model and server string is filled in. A text field named only by \
        its placeholder is a warning: the placeholder disappears once text is typed. Cells and elements inside a control \
        speak through their container and are not judged alone. Set `accessibilityLabel` (or SwiftUI's \
        `.accessibilityLabel`) on the control.
        """,
      ko: """
        실행 중인 앱에서 접근성 레이블이 빈 버튼, 링크, 스위치, 슬라이더는 역할("버튼")만 읽혀 VoiceOver 사용자는 무슨 기능인지 \
        알 수 없고 음성 제어로도 부를 수 없습니다. 캡처에는 뷰 모델과 서버 문자열이 모두 채워진 뒤 iOS가 실제로 노출하는 레이블이 \
        담깁니다. 플레이스홀더로만 이름이 정해진 텍스트 필드는 경고입니다. 글자를 입력하면 플레이스홀더가 사라지기 때문입니다. 셀과 \
        컨트롤 안의 요소는 바깥 요소를 통해 읽히므로 따로 판단하지 않습니다. 컨트롤에 `accessibilityLabel`(SwiftUI에서는 \
        `.accessibilityLabel`)을 지정하세요.
        """),
    defaultSeverity: .error,
    checkpoints: [.textAlternatives, .assistiveTechnology], wcag: ["1.1.1", "4.1.2"], hig: "Accessibility › VoiceOver › Labels",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            ↓Button, {{16.0, 59.0}, {44.0, 44.0}}, identifier: 'closeButton'
            ↓TextField, {{16.0, 120.0}, {361.0, 44.0}}, placeholderValue: 'Card number'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 59.0}, {44.0, 44.0}}, identifier: 'closeButton', label: 'Close'
            TextField, {{16.0, 120.0}, {361.0, 44.0}}, label: 'Card number', placeholderValue: '0000 0000 0000 0000'
            Cell, {{0.0, 200.0}, {393.0, 60.0}}, label: 'Caffè Latte, 4,500 won'
              Button, {{300.0, 210.0}, {80.0, 44.0}}
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    for placed in screen.controls where placed.element.spokenLabel == nil {
      let element = placed.element
      // Segmented controls and page indicators are named by their segments and value.
      guard !["SegmentedControl", "PageIndicator"].contains(element.type) else { continue }
      // A control whose children carry the text (a SwiftUI button with a Text label flattened by the capture).
      if ElementRoles.textInputTypes.contains(element.type) {
        if let placeholder = element.placeholderValue?.trimmingCharacters(in: .whitespaces), !placeholder.isEmpty {
          context.report(placed, in: screen, LocalizedText(
            en: "\(element.type) is named only by its placeholder '\(placeholder)', which disappears once text is typed; give it a label",
            ko: "\(element.type)의 이름이 플레이스홀더 '\(placeholder)'뿐이라 글자를 입력하면 사라집니다. 레이블을 지정하세요"),
            severity: .warning)
        } else {
          context.report(placed, in: screen, LocalizedText(
            en: "\(element.type) has no label: VoiceOver says only \"text field\"; set accessibilityLabel",
            ko: "\(element.type)에 레이블이 없어 VoiceOver가 역할 이름(\"텍스트 필드\")만 읽습니다. accessibilityLabel을 지정하세요"))
        }
        continue
      }
      let role = ElementRoles.role(of: element).spokenName
      let hint = element.identifier.map { identifier -> LocalizedText in
        LocalizedText(en: " (its identifier is '\(identifier)', which VoiceOver never speaks)",
                      ko: "(식별자 '\(identifier)'은(는) 읽지 않습니다)")
      } ?? LocalizedText(en: "", ko: "")
      context.report(placed, in: screen, LocalizedText(
        en: "\(element.type) has no accessibility label\(hint.en): VoiceOver announces only \"\(role.en)\"; set accessibilityLabel",
        ko: "\(element.type)에 접근성 레이블이 없어 VoiceOver가 역할 이름(\"\(role.ko)\")만 읽습니다\(hint.ko). accessibilityLabel을 지정하세요"))
    }
  }
}

/// Images VoiceOver reaches with no label.
public struct RuntimeImageLabelRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-image-label",
    title: LocalizedText(en: "Images on screen must have a label or be hidden", ko: "화면의 이미지에는 레이블이 있거나 숨겨져야 합니다"),
    rationale: LocalizedText(
      en: """
        An image VoiceOver stops on without a label is read as "image", or by its file name: the information it carries \
        is lost. Give informative images an accessibility label and hide decorative ones (`accessibilityElementsHidden`, \
        `.accessibilityHidden(true)`). Where the capture records whether VoiceOver reaches the image (Appium's \
        `accessible`, the JSON's `isAccessibilityElement`), an unlabelled reachable image is an error and an unreachable one \
        is fine. An XCUITest debug description lists images VoiceOver skips as well, so there an unlabelled image of at \
        least 44×44 pt outside a cell is reported for review (smaller ones and row thumbnails are mostly decoration). Images inside a control or cell speak through it and are not judged alone.
        """,
      ko: """
        VoiceOver가 멈추는 이미지에 레이블이 없으면 "이미지"나 파일 이름으로 읽혀 이미지가 전하는 정보가 사라집니다. 정보를 주는 \
        이미지에는 접근성 레이블을 지정하고 장식용 이미지는 숨기세요(`accessibilityElementsHidden`, `.accessibilityHidden(true)`). \
        캡처가 VoiceOver의 도달 여부를 기록하면(Appium의 `accessible`, JSON의 `isAccessibilityElement`) 도달하는 이미지의 레이블 \
        누락은 오류이고 도달하지 않는 이미지는 문제가 없습니다. XCUITest 디버그 설명은 VoiceOver가 건너뛰는 이미지도 나열하므로 \
        셀 밖에 있는 44×44pt 이상의 레이블 없는 이미지만 검토 대상으로 보고합니다(작은 이미지와 행의 썸네일은 대개 장식). 컨트롤이나 셀 안의 이미지는 바깥 요소를 통해 읽히므로 따로 판단하지 않습니다.
        """),
    defaultSeverity: .error,
    checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "Accessibility › VoiceOver › Descriptions",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            ↓Image, {{0.0, 100.0}, {393.0, 200.0}}, identifier: 'summerEventBanner'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Image, {{0.0, 100.0}, {393.0, 200.0}}, label: 'Summer event: 20% off all drinks'
            Button, {{16.0, 320.0}, {44.0, 44.0}}, label: 'Share'
              Image, {{26.0, 330.0}, {24.0, 24.0}}
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    for placed in screen.elements where ElementRoles.isImage(placed.element) && !placed.insideElement {
      let element = placed.element
      guard element.spokenLabel == nil, element.isAccessibilityElement != false, !element.frame.isEmpty else { continue }
      // Without the accessibility flag (XCUITest lists images VoiceOver skips, UIImageView's
      // default), only images large enough to carry content outside a cell are worth a review.
      if element.isAccessibilityElement == nil,
         element.frame.width < 44 || element.frame.height < 44 || placed.ancestorTypes.contains("Cell") { continue }
      let name = element.identifier.map { " '\($0)'" } ?? ""
      if element.isAccessibilityElement == true {
        context.report(placed, in: screen, LocalizedText(
          en: "image\(name) is an accessibility element with no label: VoiceOver reads \"image\" or its file name; label it, or hide it if it only decorates",
          ko: "이미지\(name)에 레이블이 없는데 접근성 요소라서 VoiceOver가 \"이미지\"나 파일 이름으로 읽습니다. 레이블을 지정하거나 장식용이면 숨기세요"))
      } else {
        context.report(placed, in: screen, LocalizedText(
          en: "image\(name) has no label; the capture doesn't say whether VoiceOver reaches it: label it if it carries information, hide it if it only decorates",
          ko: "이미지\(name)에 레이블이 없습니다. 캡처로는 VoiceOver의 도달 여부를 알 수 없으니 정보를 주면 레이블을 지정하고 장식용이면 숨기세요"),
          needsReview: true)
      }
    }
  }
}

/// Labels that are file names, symbol names, generic words or repeat the role.
public struct RuntimeLabelQualityRule: RuntimeRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "runtime-label-quality",
    title: LocalizedText(en: "Labels on screen should say what an element means", ko: "화면의 레이블은 요소의 의미를 말해야 합니다"),
    rationale: LocalizedText(
      en: """
        The capture shows the label VoiceOver really speaks, including labels assembled at run time. A label that is an \
        image's file name (`btn_close`, or the asset name a UIImage leaks as in `historyLarge`), an SF Symbol's name \
        (`chevron.right`), a generic word ("button", "image") or that repeats the role VoiceOver adds ("Close button") \
        tells a VoiceOver user nothing or says it twice. Controls, images and generic elements with a label and nothing \
        labelled inside (custom accessibility elements, React Native's touchables) are judged; containers whose label joins \
        their children's are not. The judgement is the one the source rules use (`label-quality`). \
        Write what the element means or does.
        """,
      ko: """
        캡처에는 실행 중에 조립된 레이블을 포함해 VoiceOver가 실제로 읽는 레이블이 담깁니다. 레이블이 이미지 파일 이름(`btn_close`, \
        UIImage가 흘린 에셋 이름 `historyLarge` 등), SF Symbol 이름(`chevron.right`), 일반적인 단어("버튼", "이미지")이거나 \
        VoiceOver가 덧붙이는 역할을 반복하면("닫기 버튼") VoiceOver 사용자에게 아무것도 알려 주지 못하거나 같은 말을 두 번 하게 \
        됩니다. 컨트롤, 이미지, 그리고 안에 레이블 있는 요소가 없는 레이블 있는 일반 요소(사용자 정의 접근성 요소, React Native의 \
        터치 가능 요소)를 판단하며, 자식들의 레이블을 이어 붙인 컨테이너는 판단하지 않습니다. 판단 기준은 소스 규칙(`label-quality`)과 같습니다. 요소의 의미나 기능을 쓰세요.
        """),
    defaultSeverity: .warning,
    checkpoints: [.textAlternatives], wcag: ["1.1.1", "2.4.6"], hig: "Accessibility › VoiceOver › Labels",
    examples: RuleExamples(
      triggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            ↓Button, {{16.0, 59.0}, {44.0, 44.0}}, label: 'btn_close'
            ↓Button, {{80.0, 59.0}, {44.0, 44.0}}, label: 'chevron.right'
            ↓Button, {{140.0, 59.0}, {89.0, 44.0}}, label: 'historyLarge'
              Image, {{160.0, 69.0}, {24.0, 24.0}}, identifier: 'historyLarge'
            ↓Button, {{240.0, 59.0}, {100.0, 44.0}}, label: 'Close button'
            ↓Other, {{16.0, 477.0}, {295.0, 54.0}}, identifier: 'signout_button', label: 'signout_button'
            Other, {{16.0, 540.0}, {295.0, 54.0}}, label: 'Sign out'
              StaticText, {{24.0, 550.0}, {100.0, 20.0}}, label: 'Sign out'
          """, syntax: "text"),
      ],
      nonTriggering: [
        RuleExample("""
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 59.0}, {44.0, 44.0}}, identifier: 'btn_close', label: 'Close'
            Button, {{80.0, 59.0}, {89.0, 44.0}}, label: 'History'
              Image, {{100.0, 69.0}, {24.0, 24.0}}, identifier: 'historyLarge'
            StaticText, {{16.0, 120.0}, {200.0, 20.0}}, label: 'support@example.com'
          """, syntax: "text"),
      ]))

  public func check(_ screen: AnalyzedScreen, _ context: inout RuntimeRuleContext) {
    for placed in screen.elements where !placed.insideElement {
      let element = placed.element
      guard let label = element.spokenLabel, ElementRoles.isControl(element) || ElementRoles.isImage(element)
              || isLabelledLeaf(element) else { continue }
      let role = ElementRoles.role(of: element)
      if SymbolNames.looksLikeSymbolName(label) {
        context.report(placed, in: screen, LocalizedText(
          en: "the label '\(label)' is an SF Symbol's name, which VoiceOver reads as it is; label the \(role.spokenName.en) with what it does",
          ko: "레이블 '\(label)'은(는) SF Symbol 이름이라 VoiceOver가 그대로 읽습니다. 요소의 기능을 레이블로 지정하세요"))
        continue
      }
      if isAssetName(label, of: element) {
        context.report(placed, in: screen, LocalizedText(
          en: "the label '\(label)' is the name of the image the element shows, not what it means; set accessibilityLabel",
          ko: "레이블 '\(label)'은(는) 요소가 보여 주는 이미지의 이름일 뿐 의미가 아닙니다. accessibilityLabel을 지정하세요"))
        continue
      }
      // A key looked up at run time would have been translated by now: a dotted key here is what the user hears.
      if let problem = LabelQuality.assess(label, role: role) {
        context.report(placed, in: screen, problem.message)
      }
    }
  }

  /// A generic element with a label and nothing labelled inside: a custom accessibility element
  /// (React Native's touchables are `Other`), whose label VoiceOver speaks. Containers whose label
  /// merely joins their children's are left out.
  private func isLabelledLeaf(_ element: RuntimeElement) -> Bool {
    guard element.type == "Other", element.isAccessibilityElement != false else { return false }
    func hasLabelledDescendant(_ element: RuntimeElement) -> Bool {
      element.children.contains { $0.spokenLabel != nil || hasLabelledDescendant($0) }
    }
    return !hasLabelledDescendant(element)
  }

  /// The label equals an image name: the identifier UIKit gives an image from the asset catalog,
  /// on the element itself or an image inside it, written as one token (`historyLarge`).
  private func isAssetName(_ label: String, of element: RuntimeElement) -> Bool {
    guard !label.contains(where: \.isWhitespace), label.contains(where: \.isUppercase) || label.contains(where: \.isNumber) else {
      return false
    }
    func imageNames(_ element: RuntimeElement) -> [String] {
      (ElementRoles.isImage(element) ? [element.identifier].compactMap { $0 } : []) + element.children.flatMap(imageNames)
    }
    return imageNames(element).contains(label)
  }
}
