/// The 18 checkpoints of the Korean mobile app accessibility guideline 2.0 (TTAK.KO-10.0634/R1,
/// KS X 3253). The raw value is the "principle.item" number evaluators use; the standard itself
/// numbers them as clauses 5.1–8.2 (`clause`). English names are our translations: the standard
/// publishes none (see shared/reference/standards-mapping.md §1.2).
public enum Checkpoint: String, Sendable, CaseIterable, Codable, Comparable {
  case textAlternatives = "1.1"
  case captions = "1.2"
  case colorIndependence = "1.3"
  case contrast = "1.4"
  case clearInstructions = "1.5"
  case notifications = "1.6"
  case focus = "2.1"
  case tapOperation = "2.2"
  case responseTime = "2.3"
  case pauseStop = "2.4"
  case controlSizeAndSpacing = "2.5"
  case inputAssistance = "3.1"
  case consistency = "3.2"
  case flashing = "3.3"
  case noAutoplay = "3.4"
  case predictability = "3.5"
  case fontFeatures = "4.1"
  case assistiveTechnology = "4.2"

  public var title: LocalizedText {
    switch self {
    case .textAlternatives: LocalizedText(en: "Text alternatives", ko: "대체 텍스트")
    case .captions: LocalizedText(en: "Captions, sign language, etc.", ko: "자막, 수화 등의 제공")
    case .colorIndependence: LocalizedText(en: "Perception independent of color", ko: "색에 무관한 인식")
    case .contrast: LocalizedText(en: "Luminance contrast", ko: "명도 대비")
    case .clearInstructions: LocalizedText(en: "Clear instructions", ko: "명확한 지시 사항")
    case .notifications: LocalizedText(en: "Notifications", ko: "알림 기능")
    case .focus: LocalizedText(en: "Focus", ko: "초점")
    case .tapOperation: LocalizedText(en: "Tap operation support", ko: "누르기 동작 지원")
    case .responseTime: LocalizedText(en: "Adjustable response time", ko: "응답 시간 조절")
    case .pauseStop: LocalizedText(en: "Pause and stop", ko: "정지 기능 제공")
    case .controlSizeAndSpacing: LocalizedText(en: "Control size and spacing", ko: "컨트롤의 크기와 간격")
    case .inputAssistance: LocalizedText(en: "Input assistance", ko: "입력 도움")
    case .consistency: LocalizedText(en: "Consistent user interface", ko: "사용자 인터페이스의 일관성")
    case .flashing: LocalizedText(en: "Limit flashing", ko: "깜빡거림의 사용 제한")
    case .noAutoplay: LocalizedText(en: "No autoplay", ko: "자동재생 금지")
    case .predictability: LocalizedText(en: "Predictability", ko: "예측 가능성")
    case .fontFeatures: LocalizedText(en: "Use of OS font features", ko: "폰트 관련 기능의 활용")
    case .assistiveTechnology: LocalizedText(en: "Compatibility with assistive technology", ko: "보조 기술과의 호환성")
    }
  }

  /// The clause number in TTAK.KO-10.0634/R1 (clauses 1–4 are scope, references and definitions).
  public var clause: String {
    let parts = rawValue.split(separator: ".")
    guard let principle = Int(parts[0]) else { return rawValue }
    return "\(principle + 4).\(parts[1])"
  }

  public static func < (lhs: Checkpoint, rhs: Checkpoint) -> Bool {
    lhs.rawValue.compare(rhs.rawValue, options: .numeric) == .orderedAscending
  }
}

import Foundation
