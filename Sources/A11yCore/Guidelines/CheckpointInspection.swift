/// How an evaluator inspects one checkpoint: the inspection criterion (점검기준), the error types
/// (오류유형) that make it fail and the inspection methods (점검방법). Taken from NIA's "iOS 모바일
/// 애플리케이션 접근성 지침 2.0 제작기법 v1.0" (2015), §x.x.3–x.x.4 of each checkpoint; the Korean is
/// the document's, with the spacing the PDF extraction lost restored, and the English is our
/// translation. Where the document keeps wording from the web guideline it was adapted from
/// ("웹사이트 초기화면", `<input>`/`<label>` checks) the app's equivalent is written; the
/// document's notes (주의사항) and examples are left out. Platform-neutral: the checklist, the
/// compliance report and any other front end read it from here.
public struct CheckpointInspection: Sendable, Hashable {
  /// 점검기준: what must hold for the checkpoint to be met.
  public let criterion: LocalizedText
  /// 오류유형: the situations an evaluator records as a failure.
  public let errorTypes: [LocalizedText]
  /// 점검방법: how to inspect, in the document's order (방법 1, 방법 2, ...).
  public let methods: [LocalizedText]

  public init(criterion: LocalizedText, errorTypes: [LocalizedText], methods: [LocalizedText]) {
    self.criterion = criterion
    self.errorTypes = errorTypes
    self.methods = methods
  }
}

extension Checkpoint {
  /// The inspection criterion, error types and methods NIA's techniques document gives for this
  /// checkpoint.
  public var inspection: CheckpointInspection {
    switch self {
    case .textAlternatives:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Non-text content has an appropriate text alternative through which the meaning or purpose the image conveys can be perceived equally.",
          ko: "텍스트가 아닌 콘텐츠에 해당 이미지가 제공하는 의미나 용도를 동일하게 인식할 수 있는 적절한 대체 텍스트를 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "The speech output does not carry the same information as the image.",
            ko: "이미지 요소가 제공하는 정보와 동일한 정보가 음성으로 출력되지 않는 경우"),
          LocalizedText(
            en: "The text alternative does not let the user understand the image's meaning or purpose.",
            ko: "의미와 용도를 이해할 수 없는 대체 텍스트를 제공하는 경우"),
          LocalizedText(
            en: "A decorative image (one with no meaning) has a text alternative.",
            ko: "의미 없는 이미지에 대체 텍스트를 제공하는 경우"),
          LocalizedText(
            en: "Only a description is given, with no text alternative (only a hint).",
            ko: "대체 텍스트 제공 없이 설명만 제공되는 경우(Hint로만 제공된 경우)"),
          LocalizedText(
            en: "The element type is announced twice (\"… image image\", \"… button button\").",
            ko: "객체 유형 정보가 반복 제공되는 경우(~ 이미지 이미지, ~ 버튼 버튼 등)"),
          LocalizedText(
            en: "The element type is announced wrongly (wrong traits).",
            ko: "객체 유형에 대한 정보가 잘못 제공된 경우"),
          LocalizedText(
            en: "The text alternative is given through hidden content (display:none, visibility:hidden).",
            ko: "display:none, visibility:hidden으로 대체 텍스트가 제공된 경우"),
          LocalizedText(
            en: "The text alternative is given in a form not on screen, so it can't be reached by touch.",
            ko: "화면에 보이지 않는 형태로 대체 텍스트가 제공된 경우(터치 방식으로 대체 정보 확인이 불가한 경우)"),
        ],
        methods: [
          LocalizedText(
            en: "With VoiceOver, check that the text alternatives of non-text content are appropriate: the screen's structure is announced (title, list view, grid view), its concrete contents are read (text, images), and its functions are read (buttons, ...).",
            ko: "VoiceOver 기능으로 텍스트가 아닌 콘텐츠에 대응하는 대체 텍스트의 적절성 여부를 점검한다. 화면 구성 정보를 제공하는지(Title, List View, Grid View), 화면 내 구체적인 콘텐츠를 읽어 주는지(Text, Image), 화면 내 기능을 읽어 주는지(Button 등) 확인한다."),
          LocalizedText(
            en: "Check that the text alternatives are appropriate with the Accessibility Inspector of Xcode's Simulator.",
            ko: "Xcode Simulator의 Accessibility Inspector로 대체 텍스트의 적절성 여부를 점검한다."),
        ])
    case .captions:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Multimedia content has captions, a transcript, sign language or another alternative so that it can be perceived equally.",
          ko: "멀티미디어 콘텐츠를 동등하게 인식할 수 있도록 자막이나 원고, 수화 등 대체 정보를 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "Speech has no alternative.",
            ko: "음성 정보에 대체 수단을 제공하지 않는 경우"),
          LocalizedText(
            en: "Only part of the speech, or a summary of it, is given.",
            ko: "음성 정보 전체가 아닌 일부 정보나 요약 정보만을 제공하는 경우"),
          LocalizedText(
            en: "A video without speech has no alternative.",
            ko: "음성 정보 없는 동영상에 대체 수단을 제공하지 않는 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Check that multimedia content offers an alternative to its speech (captions, transcript, sign language), and that content conveyed only on screen, with no meaningful speech, has an alternative: play each video and look for captions; look for a transcript or sign language in the content.",
            ko: "멀티미디어 콘텐츠 등에 음성 정보를 대체할 수 있는 수단(자막, 원고, 수화 등)을 제공하고 있는지, 유의미한 음성 정보 없이 화면으로만 정보를 제공하는 경우 화면 정보를 인지할 수 있도록 대체 정보를 제공하는지를 점검한다. 동영상 실행 후 Caption 기능이 있는지, 콘텐츠 내 원고, 수화 기능을 제공하는지 확인한다."),
        ])
    case .colorIndependence:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Where color distinguishes information, the same information is also conveyed by a means other than color.",
          ko: "색상으로 정보를 구분할 경우, 색상 이외의 다른 방법으로도 동등한 정보를 전달한다."),
        errorTypes: [
          LocalizedText(
            en: "Information (such as the series of a graph) is told apart by color alone, so it is lost without color.",
            ko: "그래프 내 각 항목 등 정보의 구분을 색상으로만 표시하여, 색상 제거 시 동등한 정보 전달이 되지 않는 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Where color distinguishes information, check that text, an image or a symbol conveys it too: whether the screen's parts (lists, ...) are told apart by color alone; whether content on screen (images, graphs, charts) is; whether a change of screen (the current position, a changed screen) is shown by color alone.",
            ko: "색상으로 정보를 구분하는 경우, 색상을 대체할 수 있는 정보(텍스트, 이미지, 심볼 등)도 함께 제공하는지를 점검한다. 화면의 구성 요소(List 등)들이 색으로만 구분되어 있는지, 화면 내 콘텐츠(이미지, 그래프, 차트 등)가 색상만으로 구분되어 있는지, 화면 변환(현재 위치/변경 화면)이 색상만으로 제공되는지 확인한다."),
        ])
    case .contrast:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "All information on screen has a contrast ratio of at least 3:1.",
          ko: "화면상의 모든 정보의 최소 대비가 3:1 이상으로 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "The luminance contrast between text and its background is below 3:1.",
            ko: "글자와 배경의 명도 대비가 3:1 미만인 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Capture the screen, move it to a computer and measure the contrast of the foreground and background colors with CCA 2.2 (Colour Contrast Analyser ver. 2.2). Check as well whether a zoom function is offered.",
            ko: "화면을 캡처하여 PC로 전송한 후 CCA 2.2(Colour Contrast Analyser ver. 2.2) 프로그램을 사용하여 전경색과 배경색의 대비를 측정하여 점검한다. 화면 확대 기능이 같이 제공되고 있는지 확인이 필요하다."),
        ])
    case .clearInstructions:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Instructions are met when their use or purpose can be understood through more than one sense, not depending on a particular one.",
          ko: "지시 사항 정보를 특정 감각에 의존하지 않고 다양한 감각을 통해 용도나 목적을 이해할 수 있도록 제공한 경우 준수한 것으로 인정한다."),
        errorTypes: [
          LocalizedText(
            en: "Information is given only by color, size, shape or direction.",
            ko: "색, 크기, 모양, 방향 등으로만 정보를 제공한 경우"),
          LocalizedText(
            en: "An instruction is given only as sound.",
            ko: "전달하고자 하는 지시 사항을 소리로만 제공한 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Check whether the screen's controls instruct or express something by one sensory property alone (including instructions given by voice or sound with no alternative): usage told only by direction or position, an object named only by its place on screen, usage told only by a button's shape, instructions given only by voice.",
            ko: "화면을 구성하는 컨트롤이 특정 요소로만 지시를 하거나 표현하는지 점검한다(대체 수단 없이 음성 혹은 음향으로 지시 사항을 전달하는 경우 포함). 방향, 위치 정보로만 사용법을 알려 주는 경우, 화면의 위치만으로 객체를 지정하는 경우, 버튼의 모양만을 이용하여 사용법을 알려 주는 경우, 음성으로만 지시하는 경우 등을 확인한다."),
        ])
    case .notifications:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Every notification on screen is given through more than one sense, so it can be perceived in several ways.",
          ko: "화면상의 모든 알림 정보를 한 가지 감각으로만 제공하지 않고, 다양한 감각으로 인식할 수 있도록 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "The title, message or confirm button of a system alert (message box) lacks appropriate text.",
            ko: "시스템 알림창(메시지 박스)의 title, 메시지 정보, 확인 버튼 등에 텍스트가 적절하게 제공되지 않는 경우"),
          LocalizedText(
            en: "An alert appears with no sound and no vibration, or the settings offer no vibration/sound option for notifications.",
            ko: "알림창이 나타날 때 알림 소리와 진동이 제공되지 않거나, 설정 창에 알림 정보에 대해 진동/소리 설정 기능이 제공되지 않는 경우"),
        ],
        methods: [
          LocalizedText(
            en: "When an alert pops up, check that a sound and a vibration are given, one or both, and that the alert's information can be perceived as text.",
            ko: "알림창 팝업 시 알림 소리와 진동이 각각 또는 동시에 제공되고, 알림창 정보를 텍스트로 인지할 수 있는지를 점검한다."),
        ])
    case .focus:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Every meaningful object receives focus, and focus moves in a logical order, the order of ordinary thought and use.",
          ko: "의미를 지닌 모든 객체에 초점이 적용되고, 이동 순서는 일반적인 사고의 순서, 이용의 순서와 같이 논리적으로 이동된다."),
        errorTypes: [
          LocalizedText(
            en: "Some meaningful element receives no focus.",
            ko: "의미를 지닌 모든 요소에 초점이 적용되지 않는 경우"),
          LocalizedText(
            en: "Focus moves in an illogical order, unlike what users expect.",
            ko: "초점의 이동 순서가 일반적인 사용자의 예측과 상이하게 비논리적으로 이동되는 경우"),
          LocalizedText(
            en: "The focus areas of controls overlap.",
            ko: "컨트롤 간 초점 영역이 겹쳐 제공된 경우"),
          LocalizedText(
            en: "Focus moves to a control not visible on screen (hidden information).",
            ko: "화면에 보이지 않는 컨트롤(숨겨진 정보)에 초점이 이동하는 경우"),
          LocalizedText(
            en: "Focus disappears from the screen because of an image-replacement (IR) technique.",
            ko: "IR 기법을 사용하여 초점이 화면에서 사라진 경우"),
        ],
        methods: [
          LocalizedText(
            en: "With VoiceOver on, use Read All and a one-finger swipe right (next item) to check that every object receives focus and that focus follows a logical order.",
            ko: "VoiceOver 기능을 켠 상태에서 '전체 읽기' 기능 및 '한 손가락 오른쪽으로 쓸어넘기기(다음 콘텐츠 읽기)' 기능으로 모든 객체에 초점이 제공되고, 제공된 초점은 논리적인 순서로 제공되는지를 점검한다."),
          LocalizedText(
            en: "Explore by touch (select objects directly) and check that each one's label is read.",
            ko: "Explore-by-touch(직접 선택하는) 동작으로 객체를 직접 선택 시 해당 Label을 읽어 주는지 점검한다."),
        ])
    case .tapOperation:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Complex gestures such as multi-touch, sliding and drag and drop can be replaced by simple taps.",
          ko: "멀티 터치(Multi-touch), 슬라이드(Slide), 끌기와 놓기(Drag and drop) 등의 복잡한 동작을 단순 누르기 동작으로 대체할 수 있는 방법을 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "Zooming in or out needs two fingers and there is no simple tap to do it instead.",
            ko: "두 손가락을 활용해야 하는 확대, 축소 기능에 대체할 수 있는 단순 누르기 기능을 제공하지 않는 경우"),
          LocalizedText(
            en: "A slide or drag and drop (a volume slider, ...) has no simple tap that does the same.",
            // The document's text reads "…대체할 수 있는 단순 누르기 기능을 제공하는 경우", a slip for the negative.
            ko: "볼륨 슬라이드 조절 등과 같이 슬라이드(Slide), 끌기와 놓기(Drag and drop) 등의 복잡한 동작을 대체할 수 있는 단순 누르기 기능을 제공하지 않는 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Where a function uses multi-touch, sliding or drag and drop, check that a simple alternative such as a tap does the same.",
            ko: "멀티 터치(Multi-touch), 슬라이드(Slide), 끌기와 놓기(Drag and drop) 등의 복잡한 동작을 사용하는 기능을 제공하는 경우, 단순한 누르기 등 해당 기능을 대체할 수 있는 손쉬운 대안을 제공하였는지를 점검한다."),
        ])
    case .responseTime:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Content with a time limit offers a way to adjust the response time.",
          ko: "시간 제한이 있는 콘텐츠의 응답 시간을 조절할 수 있도록 방법을 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "An automatic redirection offers no way to avoid it.",
            ko: "페이지 재이동 시 회피할 수 있는 수단을 제공하지 않은 경우"),
          LocalizedText(
            en: "The way to extend the time limit has a time limit itself.",
            ko: "제한 시간을 연장하는 방법에 제한 시간이 있는 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Where there is a time limit (session extension, entering a verification code, ...), check that it can be turned off or extended.",
            ko: "로그인 연장 및 인증번호 입력 등 시간 제한이 있는 경우, 시간 제한을 해제하거나 연장할 수 있는 대안을 제공하였는지를 점검한다."),
        ])
    case .pauseStop:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Content that changes by itself offers a way to control its movement.",
          ko: "자동으로 변경되는 콘텐츠의 움직임을 제어할 수 있도록 방법을 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "Content that changes over time has no stop, previous or next function.",
            ko: "시간에 따라 변화하는 콘텐츠에 정지, 이전, 다음 기능이 없는 경우"),
          LocalizedText(
            en: "Content that changes over time can't be controlled by sequential or direct touch navigation.",
            ko: "시간에 따라 변화하는 콘텐츠가 순차 진행 및 임의 진행 터치 방식으로 제어가 불가능한 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Check that content that changes by itself offers stop, next and previous.",
            ko: "자동으로 변경되는 콘텐츠에 정지, 다음 콘텐츠로의 이동, 이전 콘텐츠로의 이동 기능을 제공하고 있는지 점검한다."),
        ])
    case .controlSizeAndSpacing:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "The centres of controls are at least 9 mm apart.",
          ko: "컨트롤과 컨트롤의 중심 간 간격을 9mm 이상으로 충분히 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "The centres of two controls are less than 9 mm apart.",
            ko: "컨트롤의 중심 간 간격이 9mm 미만인 경우"),
          LocalizedText(
            en: "A control's width or height is less than 9 mm.",
            ko: "컨트롤의 가로와 세로 크기 중 하나가 9mm 미만인 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Check that the centres of the objects a tap activates (buttons and other controls) are at least 9 mm apart. Measuring with a ruler on a real iPhone is the most accurate; a ruler app will do.",
            ko: "버튼 등 사용자 인터페이스 화면에서 누르기 동작으로 기능을 활성화시키는 객체(컨트롤)들의 중심 간 간격이 9mm 이상으로 제공되는지 점검한다. 실제 아이폰에 자로 측정하는 것이 가장 정확하나, Ruler 앱으로 크기를 측정해도 된다."),
        ])
    case .inputAssistance:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "The operating system's accessibility features work, and input fields use the accessibility attributes the system provides so that users understand them easily.",
          ko: "운영체제에서 제공되는 접근성 기능이 동작하며, 입력 서식을 운영체제에서 제공하는 접근성 속성을 활용하여 사용자가 이해하기 쉽도록 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "An input field does not say what to enter (no appropriate label).",
            ko: "입력 서식에 입력할 정보에 대한 설명 정보를 제공하지 않은 경우(적절한 레이블 미제공)"),
          LocalizedText(
            en: "The field is described only by a hint (with hints turned off, nothing is spoken).",
            ko: "Hint로만 입력 서식에 대한 정보를 제공하는 경우(Hint 음성 제거 시에는 음성 정보가 출력되지 않음)"),
        ],
        methods: [
          LocalizedText(
            en: "With VoiceOver on, select each input field and check that a clear description of it is spoken: the field has a label, the label is connected to the field, it describes the field appropriately, and the field is not labelled twice.",
            ko: "VoiceOver 기능을 켠 상태에서 입력 서식 선택 시 입력 서식과 관련된 설명문을 명확하게 음성으로 제공하는지 점검한다. 입력 서식에 레이블이 있는지, 레이블이 올바르게 연결되어 있는지, 레이블 값이 해당 서식을 적절하게 표현했는지, 중복 레이블을 제공하지 않았는지 점검한다."),
        ])
    case .consistency:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "User-interface objects are placed consistently.",
          ko: "사용자 인터페이스 개체들의 위치를 일관성 있게 배치한다."),
        errorTypes: [
          LocalizedText(
            en: "Objects repeated on every screen (bottom tab bar, menu, back button) are not in the same place.",
            ko: "하단 탭 바, 메뉴, 이전 버튼 등 화면마다 반복되는 개체들의 위치가 동일하지 않은 경우"),
          LocalizedText(
            en: "The confirm and cancel buttons of alerts are not placed consistently.",
            ko: "알림창에 제공된 확인, 취소 등의 위치가 일관성이 없는 경우"),
          LocalizedText(
            en: "With Read All, the order of the content areas differs from screen to screen.",
            ko: "전체 읽기로 운용 시 화면마다 콘텐츠 영역의 배치 순서가 상이한 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Look at each screen and check that its objects are in the same place on every screen.",
            ko: "육안으로 사용자 인터페이스 화면에 제공되는 개체들의 위치가 매 페이지마다 동일한 위치에 제공되어 있는지를 점검한다."),
          LocalizedText(
            en: "Turn on the device's screen reader and check with Read All that content is read in the same order on every screen.",
            ko: "디바이스의 화면 읽기 기능을 켠 후, 전체 읽기로 운용 시 콘텐츠 배치 순서가 페이지마다 동일한지를 점검한다."),
        ])
    case .flashing:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "No content blinks or flashes 3 to 50 times a second.",
          ko: "초당 3~50회 주기로 깜빡이거나 번쩍이는 콘텐츠를 제공하지 않는다."),
        errorTypes: [
          LocalizedText(
            en: "Content blinks 3 to 50 times a second with no warning beforehand.",
            ko: "사전 경고 없이 초당 3~50회 깜빡이는 콘텐츠를 제공하는 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Look for blinking objects: check whether the app has any, whether enough warning is given before them, and whether the settings can turn them off.",
            ko: "육안으로 깜빡이는 객체 존재 여부를 판단하여 점검한다. 애플리케이션 내 깜빡거리는 객체가 있는지, 있을 시 사전 경고가 충분히 주어지는지, 깜빡이는 객체를 설정에서 끌 수 있는 메뉴가 제공되는지 확인한다."),
        ])
    case .noAutoplay:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "No background sound plays automatically.",
          ko: "자동으로 재생되는 배경음을 사용하지 않는다."),
        errorTypes: [
          LocalizedText(
            en: "Background sound plays automatically (video, speech, music, ...).",
            ko: "자동으로 재생되는 배경음을 제공하는 경우(동영상, 음성, 음악 등)"),
        ],
        methods: [
          LocalizedText(
            en: "Check whether background sound plays automatically: whether any plays for 3 seconds or more and whether there is a way to control it; whether that control affects the screen reader's volume; whether sound that plays for 3 seconds or more starts when something receives focus.",
            ko: "자동으로 재생되는 배경음이 제공되는지를 점검한다. 3초 이상 자동으로 재생되는 배경음 사용 여부와 이를 제어할 수 있는 수단을 제공하고 있는지, 그 수단이 화면 낭독 프로그램 음량에 영향을 주는지, 초점을 받아 3초 이상 재생되는 배경음을 사용하는지 확인한다."),
        ])
    case .predictability:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Functions the user did not intend are not run automatically.",
          ko: "사용자가 의도하지 않은 기능이 자동 실행되지 않도록 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "An unexpected new window opens without the user's action.",
            ko: "사용자가 실행하지 않은 상황에서 예측하지 않은 새 창이 열리는 경우"),
          LocalizedText(
            en: "The first screen shows a pop-up (layer pop-ups included).",
            ko: "초기 화면(메인 페이지)에 팝업창(레이어 팝업 포함)을 제공하는 경우"),
          LocalizedText(
            en: "Focus changes without the user intending it.",
            ko: "사용자가 의도하지 않은 초점 변화가 발생하는 경우"),
          LocalizedText(
            en: "Selecting a check box or changing a text field's value alone submits it and changes the context.",
            ko: "체크 상자의 선택, 텍스트 입력 서식의 값 변경만으로 값이 제출되어 문맥이 바뀌는 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Check whether unexpected new windows, focus changes or screen changes happen without the user's action.",
            ko: "사용자가 실행하지 않은 상황에서 예측하지 않은 새 창, 초점 변화, 페이지 이동 등이 제공되는지 점검한다."),
        ])
    case .fontFeatures:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "Text can be enlarged, or the operating system's font settings apply to it.",
          ko: "폰트의 크기 조절 기능(확대)을 제공하거나, 운영체제에서 제공하는 폰트 변경 기능을 이용할 수 있도록 제공한다."),
        errorTypes: [
          LocalizedText(
            en: "There is no way to enlarge text and the system's font settings are not applied either.",
            ko: "폰트 크기 확대 기능을 미제공하고, OS의 폰트 변경 설정도 적용되지 않는 경우"),
          LocalizedText(
            en: "An image of text is hard to read when enlarged twice.",
            ko: "텍스트 이미지를 2배 확대 시 가독이 어려운 경우"),
        ],
        methods: [
          LocalizedText(
            en: "Check whether the app offers a way to enlarge text, and whether its text changes when the system's font settings (Larger Text, Bold Text) change.",
            ko: "폰트 크기 확대 기능 제공 여부 및 운영체제에서 제공하는 폰트 변경 설정 시 폰트가 변경되는지를 점검한다."),
        ])
    case .assistiveTechnology:
      CheckpointInspection(
        criterion: LocalizedText(
          en: "The user interface is compatible with assistive technology.",
          ko: "사용자 인터페이스가 보조 기기와 호환성을 갖춘다."),
        errorTypes: [
          LocalizedText(
            en: "With the screen reader on, a control does not work.",
            ko: "음성 읽기 기능을 켰을 때 특정 컨트롤이 동작하지 않음"),
          LocalizedText(
            en: "With the screen reader on, a control does not respond.",
            ko: "음성 읽기 기능을 켰을 때 특정 컨트롤에서 응답이 없음"),
        ],
        methods: [
          LocalizedText(
            en: "With the device's built-in screen reader on, check that every control works and its function can be used (on at least two devices, repeating each failure at least twice).",
            ko: "디바이스가 제공하는 기본 음성 읽기 기능을 켰을 때 모든 컨트롤에서 동작 및 기능 이용이 가능한지를 점검한다(최소 2개 이상 단말기에서 2회 이상 반복 현상 발생 여부 확인)."),
        ])
    }
  }
}
