import A11yCore
import Foundation

/// The report's own words, in both languages.
enum ReportText {
  static let guidelineName = LocalizedText(
    en: "Korean mobile app accessibility guideline 2.0 (TTAK.KO-10.0634/R1)",
    ko: "모바일 애플리케이션 콘텐츠 접근성 지침 2.0 (TTAK.KO-10.0634/R1)")
  static let title = LocalizedText(en: "Accessibility evaluation report", ko: "접근성 평가 보고서")
  static let automatedTitle = LocalizedText(en: "Automated accessibility results", ko: "자동 접근성 점검 결과")
  static let automatedNotice = LocalizedText(
    en: "Automated results only: no evaluator has judged these checkpoints. Automated rules cover part of the guideline; a checkpoint without findings is not thereby compliant.",
    ko: "자동 점검 결과만 담은 보고서입니다. 평가자가 판정한 항목은 없습니다. 자동 점검 규칙은 지침의 일부만 다루므로, 발견 사항이 없는 항목이 곧 준수인 것은 아닙니다.")
  static let exampleNotice = LocalizedText(
    en: "Example: this user evaluation is invented to show the format; no real users took part.",
    ko: "예시: 이 사용자 평가는 형식을 보이기 위해 지어낸 것이며, 실제 사용자가 참여하지 않았습니다.")
  static let summary = LocalizedText(en: "Summary", ko: "요약")
  static let app = LocalizedText(en: "App", ko: "앱")
  static let version = LocalizedText(en: "Version", ko: "버전")
  static let devices = LocalizedText(en: "Devices", ko: "기기")
  static let evaluationDate = LocalizedText(en: "Evaluation date", ko: "평가일")
  static let evaluatedBy = LocalizedText(en: "Evaluated by", ko: "평가자")
  static let guideline = LocalizedText(en: "Guideline", ko: "지침")
  static let complianceRate = LocalizedText(en: "Compliance rate", ko: "준수율")
  static let complianceRateNote = LocalizedText(
    en: "compliant checkpoints over those judged and applicable",
    ko: "판정된 해당 항목 중 준수 항목의 비율")
  static let statusCounts = LocalizedText(en: "Checkpoints by status", ko: "상태별 점검 항목 수")
  static let status = LocalizedText(en: "Status", ko: "상태")
  static let count = LocalizedText(en: "Count", ko: "개수")
  static let results = LocalizedText(en: "Results by checkpoint", ko: "점검 항목별 결과")
  static let checkpoint = LocalizedText(en: "Checkpoint", ko: "점검 항목")
  static let automatedResult = LocalizedText(en: "Automated result", ko: "자동 점검 결과")
  static let criterion = LocalizedText(en: "Inspection criterion", ko: "점검기준")
  static let verdict = LocalizedText(en: "Evaluator's verdict", ko: "평가자 판정")
  static let reason = LocalizedText(en: "Reason", ko: "판정 근거")
  static let notes = LocalizedText(en: "Notes", ko: "메모")
  static let screen = LocalizedText(en: "Screen", ko: "화면")
  static let screenshots = LocalizedText(en: "Screenshots", ko: "스크린숏")
  static let rules = LocalizedText(en: "Automated rules", ko: "자동 점검 규칙")
  static let rule = LocalizedText(en: "Rule", ko: "규칙")
  static let severity = LocalizedText(en: "Severity", ko: "심각도")
  static let noRules = LocalizedText(en: "none: inspect by hand", ko: "없음: 수동 점검")
  static let notRun = LocalizedText(en: "not run (no findings file given)", ko: "실행 안 함(발견 사항 파일 없음)")
  static let screenVerdicts = LocalizedText(en: "Verdicts by screen", ko: "화면별 판정")
  static let evidence = LocalizedText(en: "Automated evidence", ko: "자동 점검 근거")
  static let userEvaluation = LocalizedText(en: "User evaluation", ko: "사용자 평가")
  static let tasks = LocalizedText(en: "Success rate by task", ko: "과업별 성공률")
  static let task = LocalizedText(en: "Task", ko: "과업")
  static let attempts = LocalizedText(en: "Attempts", ko: "수행")
  static let successes = LocalizedText(en: "Successes", ko: "성공")
  static let rate = LocalizedText(en: "Success rate", ko: "성공률")
  static let byDisability = LocalizedText(en: "Success rate by disability type", ko: "장애 유형별 성공률")
  static let disabilityType = LocalizedText(en: "Disability type", ko: "장애 유형")
  static let evaluators = LocalizedText(en: "Evaluators", ko: "심사원")
  static let evaluator = LocalizedText(en: "Evaluator", ko: "심사원")
  static let assistiveTechnology = LocalizedText(en: "Assistive technology", ko: "보조 기술")
  static let unknownType = LocalizedText(en: "Not recorded", ko: "기록 없음")
  static let overall = LocalizedText(en: "All tasks", ko: "전체 과업")
  static let attemptsTable = LocalizedText(en: "Attempts and problems met", ko: "수행 기록과 불편 사항")
  static let completed = LocalizedText(en: "Result", ko: "결과")
  static let minutes = LocalizedText(en: "Minutes", ko: "소요 시간(분)")
  static let problems = LocalizedText(en: "Problems met", ko: "불편 사항")
  static let success = LocalizedText(en: "success", ko: "성공")
  static let failure = LocalizedText(en: "failure", ko: "실패")
  static let notRecorded = LocalizedText(en: "not recorded", ko: "기록 없음")
  static let noUserEvaluation = LocalizedText(en: "No user evaluation recorded.", ko: "기록된 사용자 평가가 없습니다.")
  static let defects = LocalizedText(en: "Defects", ko: "결함 목록")
  static let noDefects = LocalizedText(en: "No defects recorded.", ko: "기록된 결함이 없습니다.")
  static let source = LocalizedText(en: "Found by", ko: "발견 경로")
  static let location = LocalizedText(en: "Location", ko: "위치")
  static let description = LocalizedText(en: "Description", ko: "내용")
  static let defectDescription = LocalizedText(en: "Description and fix", ko: "내용과 수정 방법")
  static let fix = LocalizedText(en: "Automatic fix", ko: "자동 수정")
  static let byEvaluator = LocalizedText(en: "evaluator", ko: "평가자")
  static let needsReview = LocalizedText(en: "needs review", ko: "검토 필요")
  static let issues = LocalizedText(en: "Open issues in the checklist", ko: "점검표의 미결 사항")
  static let issuePath = LocalizedText(en: "Field", ko: "필드")
  static let issueKind = LocalizedText(en: "Kind", ko: "종류")
  static let inputs = LocalizedText(en: "Inputs", ko: "입력 자료")
  static let staticInputs = LocalizedText(en: "Static findings", ko: "정적 분석 결과")
  static let runtimeInputs = LocalizedText(en: "Runtime findings", ko: "실행 화면 분석 결과")
  static let none = LocalizedText(en: "none", ko: "없음")
  static let findingsWithoutCheckpoint = LocalizedText(en: "findings naming no checkpoint", ko: "점검 항목이 없는 발견 사항")
  static let timeLimit = LocalizedText(en: "Time limit per task", ko: "과업당 제한 시간")
  static let generatedBy = LocalizedText(en: "Generated by", ko: "생성 도구")

  static func minutesValue(_ minutes: Double, _ language: Language) -> String {
    language == .korean ? "\(format(minutes))분" : "\(format(minutes)) minutes"
  }

  /// "3 errors, 1 warning, 2 info (1 needs review)" / "오류 3, 경고 1, 정보 2 (검토 필요 1)".
  static func automatedSummary(_ result: AutomatedResult, rules: [String], ran: Bool, language: Language) -> String {
    if rules.isEmpty && result.total == 0 { return noRules.text(in: language) }
    guard ran else { return notRun.text(in: language) }
    if result.total == 0 {
      return language == .korean ? "발견 사항 없음(규칙 \(rules.count)개)" : "no findings (\(rules.count) rule\(rules.count == 1 ? "" : "s"))"
    }
    var text: String
    if language == .korean {
      text = "오류 \(result.errors), 경고 \(result.warnings), 정보 \(result.info)"
      if result.needsReview > 0 { text += " (검토 필요 \(result.needsReview))" }
    } else {
      text = "\(result.errors) error\(result.errors == 1 ? "" : "s"), \(result.warnings) warning\(result.warnings == 1 ? "" : "s"), \(result.info) info"
      if result.needsReview > 0 { text += " (\(result.needsReview) need\(result.needsReview == 1 ? "s" : "") review)" }
    }
    return text
  }

  static func percent(_ rate: Double?) -> String {
    guard let rate else { return "—" }
    return String(format: "%.1f%%", rate * 100)
  }

  static func rateText(_ success: SuccessRate, _ language: Language) -> String {
    "\(percent(success.rate)) (\(success.successes)/\(success.attempts))"
  }

  static func severityName(_ severity: Severity, _ language: Language) -> String {
    guard language == .korean else { return severity.rawValue }
    switch severity {
    case .error: return "오류"
    case .warning: return "경고"
    case .info: return "정보"
    }
  }

  static func checkpointName(_ checkpoint: Checkpoint, _ language: Language) -> String {
    "\(checkpoint.rawValue) \(checkpoint.title.text(in: language))"
  }

  /// The evaluator's verdict for the whole checkpoint as written, or derived from the screens.
  static func verdictText(_ evaluation: CheckpointEvaluation?, _ language: Language) -> String {
    guard let evaluation else { return none.text(in: language) }
    if let verdict = evaluation.verdict { return verdict.title.text(in: language) }
    if let derived = evaluation.screensVerdict {
      return derived.title.text(in: language) + (language == .korean ? " (화면별 판정 종합)" : " (from the screens' verdicts)")
    }
    return CheckpointStatus.notEvaluated.title.text(in: language)
  }

  /// The defect's description, then the rule's automatic fix or the evaluator's screenshots.
  static func defectDescription(_ defect: Defect, _ language: Language) -> String {
    var text = defect.description
    if !defect.fix.isEmpty { text += " (\(fix.text(in: language)): \(defect.fix))" }
    if !defect.screenshots.isEmpty { text += " (\(screenshots.text(in: language)): \(defect.screenshots.joined(separator: ", ")))" }
    return text
  }

  /// One screen's verdict on a checkpoint for the overview table: "—" when the screen has no
  /// entry (the checkpoint-level verdict covers the app).
  static func screenVerdict(_ evaluation: CheckpointEvaluation?, screen: String, _ language: Language) -> String {
    guard let entry = evaluation?.screens.first(where: { $0.screen == screen }) else { return "—" }
    return entry.verdict.map { $0.title.text(in: language) } ?? CheckpointStatus.notEvaluated.title.text(in: language)
  }

  static func originText(_ defect: Defect, _ language: Language) -> String {
    switch defect.origin {
    case .evaluator: return byEvaluator.text(in: language)
    case .automated:
      var text = (defect.severity.map { severityName($0, language) } ?? "") + " · " + (defect.rule ?? "")
      if defect.needsReview { text += " (\(needsReview.text(in: language)))" }
      return text
    }
  }

  /// The findings of one checkpoint grouped by rule and severity: (rule, severity, count), most
  /// severe first.
  static func findingsByRule(_ findings: [AutomatedFinding]) -> [(rule: String, severity: Severity, count: Int)] {
    var groups: [String: (String, Severity, Int)] = [:]
    for finding in findings {
      let key = "\(finding.rule) \(finding.severity.rawValue)"
      groups[key] = (finding.rule, finding.severity, (groups[key]?.2 ?? 0) + 1)
    }
    return groups.values.map { (rule: $0.0, severity: $0.1, count: $0.2) }
      .sorted { ($0.severity, $1.rule) > ($1.severity, $0.rule) }
  }
}
