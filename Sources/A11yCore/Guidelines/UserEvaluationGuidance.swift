/// The kinds of users NIA's techniques document (section 5, 장애인 사용자 평가) asks an app to be
/// evaluated with: blind and low-vision screen-reader users, and deaf, brain-lesion (cerebral),
/// intellectual, physical disabilities and older users. The raw values are what evaluation files use.
public enum DisabilityType: String, Sendable, CaseIterable, Codable {
  case blind
  case lowVision = "low-vision"
  case deaf
  case brainLesion = "brain-lesion"
  case intellectual
  case physical
  case older

  public var title: LocalizedText {
    switch self {
    case .blind: LocalizedText(en: "Blind", ko: "전맹 시각장애")
    case .lowVision: LocalizedText(en: "Low vision", ko: "저시력 시각장애")
    case .deaf: LocalizedText(en: "Deaf or hard of hearing", ko: "청각장애")
    case .brainLesion: LocalizedText(en: "Brain lesion (cerebral palsy, stroke)", ko: "뇌병변장애")
    case .intellectual: LocalizedText(en: "Intellectual disability", ko: "지적장애")
    case .physical: LocalizedText(en: "Physical disability", ko: "지체장애")
    case .older: LocalizedText(en: "Older user", ko: "고령자")
    }
  }
}

/// The task-based user evaluation as section 5 of NIA's document sets it: tasks chosen for the app's
/// purpose (ten or more where needed), each to be done within 15 minutes, two user evaluators per
/// task; a task's success rate is the share of its attempts done within the limit.
public enum UserEvaluationGuidance {
  public static let timeLimitMinutes = 15
  public static let evaluatorsPerTask = 2

  public static let summary = LocalizedText(
    en: "Disabled users try the app on real devices. Tasks are chosen around what the app is for (ten or more where needed); each task must be done within 15 minutes, by two user evaluators, and the problems they meet are recorded. Evaluate before release with blind and low-vision screen-reader users, and with deaf, brain-lesion, intellectual, physical disability and older users.",
    ko: "장애인 등 당사자가 다양한 모바일 기기에서 실제 애플리케이션을 이용해 보고 이용 가능 여부를 점검한다. 애플리케이션의 이용 목적에 부합하는 서비스 위주로 과업을 선정하고(필요에 따라 10개 이상), 2명의 사용자 심사원이 과업별로 15분 이내에 수행이 가능한지 평가하며 불편 사항을 확인한다. 출시 전에 화면 읽기 프로그램을 쓰는 전맹·저시력 시각장애인과 청각장애, 뇌병변장애, 지적장애, 지체장애, 고령자 등 다양한 사용자를 대상으로 실시하는 것이 바람직하다.")
}
