import A11yCore

/// Writes a fresh evaluation file: the 18 checkpoints with their inspection criterion, error types
/// and methods in one language, the automated rules that inform each, empty verdicts for every
/// screen, and an empty user evaluation set up as NIA's section 5 describes it.
public enum ChecklistTemplate {
  /// - Parameter rulesByCheckpoint: the automated rule ids that inform each checkpoint (from the
  ///   rule descriptors' checkpoints).
  public static func make(language: Language, screens: [String], rulesByCheckpoint: [Checkpoint: [String]]) -> JSONValue {
    func text(_ localized: LocalizedText) -> JSONValue { .string(localized.text(in: language)) }
    let checkpoints: [JSONValue] = Checkpoint.allCases.map { checkpoint in
      let inspection = checkpoint.inspection
      return .object([
        ("id", .string(checkpoint.rawValue)),
        ("title", text(checkpoint.title)),
        ("criterion", text(inspection.criterion)),
        ("errorTypes", .array(inspection.errorTypes.map(text))),
        ("methods", .array(inspection.methods.map(text))),
        ("automatedRules", .array((rulesByCheckpoint[checkpoint] ?? []).sorted().map(JSONValue.string))),
        ("verdict", .null),
        ("reason", .string("")),
        ("notes", .string("")),
        ("screens", .array(screens.map { screen in
          .object([
            ("screen", .string(screen)),
            ("verdict", .null),
            ("notes", .string("")),
            ("screenshots", .array([])),
          ])
        })),
      ])
    }
    return .object([
      ("formatVersion", .number(Double(Checklist.formatVersion))),
      ("kind", .string(Checklist.kind)),
      ("language", .string(language.rawValue)),
      ("guideline", text(ReportText.guidelineName)),
      ("instructions", text(instructions)),
      ("app", .object([
        ("name", .string("")),
        ("version", .string("")),
        ("devices", .array([])),
        ("evaluationDate", .string("")),
        ("evaluatedBy", .string("")),
      ])),
      ("screens", .array(screens.map(JSONValue.string))),
      ("checkpoints", .array(checkpoints)),
      ("userEvaluation", .object([
        ("example", .bool(false)),
        ("guidance", text(UserEvaluationGuidance.summary)),
        ("timeLimitMinutes", .number(Double(UserEvaluationGuidance.timeLimitMinutes))),
        ("disabilityTypes", .array(DisabilityType.allCases.map { .string("\($0.rawValue): \($0.title.text(in: language))") })),
        ("tasks", .array([])),
        ("evaluators", .array([])),
        ("attempts", .array([])),
      ])),
    ])
  }

  static let instructions = LocalizedText(
    en: "For each checkpoint set \"verdict\" (compliant, non-compliant or not-applicable) for the app, or for each screen under \"screens\", with notes and screenshot paths. A checkpoint that automated error findings point at needs a written \"reason\" to be marked compliant. Record the user evaluation under \"userEvaluation\": tasks {id, description}, evaluators {id, disabilityType, assistiveTechnology}, attempts {task, evaluator, completed, minutes, problems}. Check the file with `a11y-audit checklist validate`, then run `a11y-audit report`. The format is described in docs/evaluation.md.",
    ko: "각 점검 항목의 \"verdict\"에 앱 전체의 판정(준수, 미준수, 해당 없음)을 쓰거나 \"screens\"의 화면별로 판정, 메모, 스크린숏 경로를 적는다. 자동 점검 오류가 있는 항목을 준수로 판정하려면 \"reason\"에 그 근거를 적어야 한다. 사용자 평가는 \"userEvaluation\"에 과업(tasks: id, description), 심사원(evaluators: id, disabilityType, assistiveTechnology), 수행 결과(attempts: task, evaluator, completed, minutes, problems)로 기록한다. `a11y-audit checklist validate`로 파일을 확인한 뒤 `a11y-audit report`로 보고서를 만든다. 형식은 docs/evaluation.md에 설명되어 있다.")
}
