import Foundation
import A11yCore

/// Reads an evaluation file into a ``Checklist``. Wrong types, unknown values and unknown keys become
/// ``EvaluationIssue``s at their field path (the value is then treated as absent), so one reading
/// reports every problem; only a file that is not a checklist at all is refused.
public enum ChecklistReader {
  public struct Refusal: Error, Sendable {
    public var message: String
  }

  public static func read(_ document: JSONValue) throws(Refusal) -> (Checklist, [EvaluationIssue]) {
    guard document.isObject else {
      throw Refusal(message: "expected a JSON object at the top level, found \(document.kindName)")
    }
    guard let version = document["formatVersion"]?.numberValue else {
      throw Refusal(message: "formatVersion: missing; not an a11y-audit checklist (write one with `a11y-audit checklist init`)")
    }
    guard version == Double(Checklist.formatVersion) else {
      throw Refusal(message: "formatVersion: \(JSONValue.number(version).rendered().trimmingCharacters(in: .whitespacesAndNewlines)) is not supported (this a11y-audit reads version \(Checklist.formatVersion))")
    }
    var reader = Reader()
    let checklist = reader.checklist(document)
    reader.checkConsistency(checklist)
    return (checklist, reader.issues)
  }

  struct Reader {
    var issues: [EvaluationIssue] = []

    mutating func add(_ kind: EvaluationIssue.Kind, _ path: String, en: String, ko: String) {
      issues.append(EvaluationIssue(kind, path, LocalizedText(en: en, ko: ko)))
    }

    mutating func unknownKeys(_ value: JSONValue, _ path: String, allowed: Set<String>) {
      for key in value.keys where !allowed.contains(key) {
        add(.invalid, join(path, key), en: "unknown key", ko: "알 수 없는 키")
      }
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func string(_ value: JSONValue?, _ path: String) -> String {
      guard let value, value != .null else { return "" }
      guard let string = value.stringValue else {
        add(.invalid, path, en: "expected a string, found \(value.kindName)", ko: "문자열이어야 하는데 \(koKind(value))입니다")
        return ""
      }
      return string
    }

    mutating func strings(_ value: JSONValue?, _ path: String) -> [String] {
      guard let value, value != .null else { return [] }
      guard let items = value.arrayValue else {
        add(.invalid, path, en: "expected an array of strings, found \(value.kindName)", ko: "문자열 배열이어야 하는데 \(koKind(value))입니다")
        return []
      }
      return items.enumerated().compactMap { index, item in
        guard let string = item.stringValue else {
          add(.invalid, "\(path)[\(index)]", en: "expected a string, found \(item.kindName)", ko: "문자열이어야 하는데 \(koKind(item))입니다")
          return nil
        }
        return string
      }
    }

    mutating func objects(_ value: JSONValue?, _ path: String) -> [(Int, JSONValue)] {
      guard let value, value != .null else { return [] }
      guard let items = value.arrayValue else {
        add(.invalid, path, en: "expected an array, found \(value.kindName)", ko: "배열이어야 하는데 \(koKind(value))입니다")
        return []
      }
      return items.enumerated().compactMap { index, item in
        guard item.isObject else {
          add(.invalid, "\(path)[\(index)]", en: "expected an object, found \(item.kindName)", ko: "객체여야 하는데 \(koKind(item))입니다")
          return nil
        }
        return (index, item)
      }
    }

    mutating func verdict(_ value: JSONValue?, _ path: String) -> Verdict? {
      guard let value, value != .null else { return nil }
      guard let text = value.stringValue else {
        add(.invalid, path, en: "expected a verdict (\(Verdict.accepted)) or null, found \(value.kindName)",
            ko: "판정(\(Verdict.accepted)) 또는 null이어야 하는데 \(koKind(value))입니다")
        return nil
      }
      if text.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
      guard let verdict = Verdict(fileValue: text) else {
        add(.invalid, path, en: "'\(text)' is not a verdict (expected \(Verdict.accepted))",
            ko: "\(KoreanParticle.topic.attach(to: "'\(text)'")) 판정 값이 아닙니다(\(Verdict.accepted) 중 하나)")
        return nil
      }
      return verdict
    }

    func koKind(_ value: JSONValue) -> String {
      switch value {
      case .null: "null"
      case .bool: "불리언"
      case .number: "숫자"
      case .string: "문자열"
      case .array: "배열"
      case .object: "객체"
      }
    }

    mutating func checklist(_ document: JSONValue) -> Checklist {
      unknownKeys(document, "", allowed: ["formatVersion", "kind", "language", "guideline", "instructions", "app", "screens", "checkpoints", "userEvaluation"])
      let kind = string(document["kind"], "kind")
      if !kind.isEmpty && kind != Checklist.kind {
        add(.invalid, "kind", en: "expected '\(Checklist.kind)', found '\(kind)'", ko: "'\(Checklist.kind)'이어야 하는데 '\(kind)'입니다")
      }
      var language = Language.english
      let languageText = string(document["language"], "language")
      if let parsed = Language(rawValue: languageText) {
        language = parsed
      } else if !languageText.isEmpty {
        add(.invalid, "language", en: "'\(languageText)' is not a language (expected en or ko)", ko: "\(KoreanParticle.topic.attach(to: "'\(languageText)'")) 언어 값이 아닙니다(en 또는 ko)")
      }
      let app = appInformation(document["app"])
      let screens = strings(document["screens"], "screens")
      for (index, screen) in screens.enumerated() where screens.firstIndex(of: screen) != index {
        add(.invalid, "screens[\(index)]", en: "screen '\(screen)' is listed twice", ko: "'\(screen)' 화면이 두 번 나옵니다")
      }
      var checkpoints: [CheckpointEvaluation] = []
      var seen: [Checkpoint: Int] = [:]
      if document["checkpoints"] == nil {
        add(.missing, "checkpoints", en: "the list of checkpoints is missing", ko: "점검 항목 목록이 없습니다")
      }
      for (index, entry) in objects(document["checkpoints"], "checkpoints") {
        let path = "checkpoints[\(index)]"
        let id = string(entry["id"], "\(path).id")
        guard let checkpoint = Checkpoint(rawValue: id) else {
          add(.invalid, "\(path).id", en: id.isEmpty ? "a checkpoint needs an id (\"1.1\" … \"4.2\")" : "'\(id)' is not a checkpoint of guideline 2.0 (1.1 … 4.2)",
              ko: id.isEmpty ? "점검 항목에 id(\"1.1\" … \"4.2\")가 필요합니다" : "'\(id)'은(는) 지침 2.0의 점검 항목이 아닙니다(1.1 … 4.2)")
          continue
        }
        if let first = seen[checkpoint] {
          add(.invalid, "\(path).id", en: "checkpoint \(id) is listed twice (first at checkpoints[\(first)])", ko: "\(id) 항목이 두 번 나옵니다(처음은 checkpoints[\(first)])")
          continue
        }
        seen[checkpoint] = index
        checkpoints.append(checkpointEvaluation(entry, checkpoint: checkpoint, path: path, screens: screens))
      }
      if document["checkpoints"] != nil {
        for checkpoint in Checkpoint.allCases where seen[checkpoint] == nil {
          add(.missing, "checkpoints", en: "checkpoint \(checkpoint.rawValue) (\(checkpoint.title.en)) is missing", ko: "\(checkpoint.rawValue) \(checkpoint.title.ko) 항목이 없습니다")
        }
      }
      checkpoints.sort { $0.checkpoint < $1.checkpoint }
      let userEvaluation = userEvaluation(document["userEvaluation"])
      return Checklist(language: language, app: app, screens: screens, checkpoints: checkpoints, userEvaluation: userEvaluation)
    }

    mutating func appInformation(_ value: JSONValue?) -> AppInformation {
      guard let value, value != .null else { return AppInformation() }
      guard value.isObject else {
        add(.invalid, "app", en: "expected an object, found \(value.kindName)", ko: "객체여야 하는데 \(koKind(value))입니다")
        return AppInformation()
      }
      unknownKeys(value, "app", allowed: ["name", "version", "devices", "evaluationDate", "evaluatedBy"])
      let app = AppInformation(
        name: string(value["name"], "app.name"), version: string(value["version"], "app.version"),
        devices: strings(value["devices"], "app.devices"), evaluationDate: string(value["evaluationDate"], "app.evaluationDate"),
        evaluatedBy: string(value["evaluatedBy"], "app.evaluatedBy"))
      if app.name.trimmingCharacters(in: .whitespaces).isEmpty {
        add(.missing, "app.name", en: "the app's name is empty", ko: "앱 이름이 비어 있습니다")
      }
      return app
    }

    mutating func checkpointEvaluation(_ entry: JSONValue, checkpoint: Checkpoint, path: String, screens: [String]) -> CheckpointEvaluation {
      unknownKeys(entry, path, allowed: ["id", "title", "criterion", "errorTypes", "methods", "automatedRules", "verdict", "reason", "notes", "screens"])
      var evaluation = CheckpointEvaluation(checkpoint: checkpoint)
      evaluation.verdict = verdict(entry["verdict"], "\(path).verdict")
      evaluation.reason = string(entry["reason"], "\(path).reason")
      evaluation.notes = string(entry["notes"], "\(path).notes")
      if let rules = entry["automatedRules"], rules != .null {
        evaluation.automatedRules = strings(rules, "\(path).automatedRules")
      }
      var seenScreens: Set<String> = []
      for (index, screenEntry) in objects(entry["screens"], "\(path).screens") {
        let screenPath = "\(path).screens[\(index)]"
        unknownKeys(screenEntry, screenPath, allowed: ["screen", "verdict", "notes", "screenshots"])
        let name = string(screenEntry["screen"], "\(screenPath).screen")
        if name.isEmpty {
          add(.missing, "\(screenPath).screen", en: "the screen's name is empty", ko: "화면 이름이 비어 있습니다")
        } else if !screens.contains(name) {
          add(.inconsistent, "\(screenPath).screen", en: "'\(name)' is not one of the checklist's screens", ko: "\(KoreanParticle.topic.attach(to: "'\(name)'")) 점검표의 screens에 없는 화면입니다")
        }
        if !name.isEmpty && !seenScreens.insert(name).inserted {
          add(.invalid, "\(screenPath).screen", en: "'\(name)' is judged twice for this checkpoint", ko: "'\(name)' 화면이 이 항목에서 두 번 판정되었습니다")
        }
        evaluation.screens.append(ScreenEvaluation(
          screen: name, verdict: verdict(screenEntry["verdict"], "\(screenPath).verdict"),
          notes: string(screenEntry["notes"], "\(screenPath).notes"),
          screenshots: strings(screenEntry["screenshots"], "\(screenPath).screenshots")))
      }
      return evaluation
    }

    mutating func userEvaluation(_ value: JSONValue?) -> UserEvaluation {
      var result = UserEvaluation()
      guard let value, value != .null else {
        add(.missing, "userEvaluation", en: "the user evaluation is missing", ko: "사용자 평가가 없습니다")
        return result
      }
      guard value.isObject else {
        add(.invalid, "userEvaluation", en: "expected an object, found \(value.kindName)", ko: "객체여야 하는데 \(koKind(value))입니다")
        return result
      }
      let path = "userEvaluation"
      unknownKeys(value, path, allowed: ["example", "guidance", "timeLimitMinutes", "disabilityTypes", "tasks", "evaluators", "attempts"])
      if let example = value["example"], example != .null {
        if let flag = example.boolValue { result.isExample = flag } else {
          add(.invalid, "\(path).example", en: "expected true or false, found \(example.kindName)", ko: "true 또는 false여야 하는데 \(koKind(example))입니다")
        }
      }
      if let limit = value["timeLimitMinutes"], limit != .null {
        if let minutes = limit.numberValue, minutes > 0 { result.timeLimitMinutes = minutes } else {
          add(.invalid, "\(path).timeLimitMinutes", en: "expected a positive number of minutes", ko: "양수(분)여야 합니다")
        }
      }
      for (index, entry) in objects(value["tasks"], "\(path).tasks") {
        let taskPath = "\(path).tasks[\(index)]"
        unknownKeys(entry, taskPath, allowed: ["id", "description"])
        let id = string(entry["id"], "\(taskPath).id")
        let description = string(entry["description"], "\(taskPath).description")
        if id.isEmpty { add(.missing, "\(taskPath).id", en: "the task needs an id", ko: "과업에 id가 필요합니다"); continue }
        if result.tasks.contains(where: { $0.id == id }) {
          add(.invalid, "\(taskPath).id", en: "task id '\(id)' is used twice", ko: "과업 id \(KoreanParticle.subject.attach(to: "'\(id)'")) 두 번 쓰였습니다"); continue
        }
        if description.isEmpty { add(.missing, "\(taskPath).description", en: "the task has no description", ko: "과업 설명이 없습니다") }
        result.tasks.append(UserTask(id: id, description: description))
      }
      for (index, entry) in objects(value["evaluators"], "\(path).evaluators") {
        let evaluatorPath = "\(path).evaluators[\(index)]"
        unknownKeys(entry, evaluatorPath, allowed: ["id", "disabilityType", "assistiveTechnology", "notes"])
        let id = string(entry["id"], "\(evaluatorPath).id")
        if id.isEmpty { add(.missing, "\(evaluatorPath).id", en: "the evaluator needs an id", ko: "심사원에 id가 필요합니다"); continue }
        if result.evaluators.contains(where: { $0.id == id }) {
          add(.invalid, "\(evaluatorPath).id", en: "evaluator id '\(id)' is used twice", ko: "심사원 id \(KoreanParticle.subject.attach(to: "'\(id)'")) 두 번 쓰였습니다"); continue
        }
        let typeText = string(entry["disabilityType"], "\(evaluatorPath).disabilityType")
        let type = DisabilityType(rawValue: typeText)
        let allowed = DisabilityType.allCases.map(\.rawValue).joined(separator: ", ")
        if typeText.isEmpty {
          add(.missing, "\(evaluatorPath).disabilityType", en: "the evaluator's disability type is empty (\(allowed))", ko: "심사원의 장애 유형이 비어 있습니다(\(allowed))")
        } else if type == nil {
          add(.invalid, "\(evaluatorPath).disabilityType", en: "'\(typeText)' is not a disability type (expected \(allowed))", ko: "\(KoreanParticle.topic.attach(to: "'\(typeText)'")) 장애 유형 값이 아닙니다(\(allowed) 중 하나)")
        }
        result.evaluators.append(UserEvaluator(
          id: id, disabilityType: type, assistiveTechnology: string(entry["assistiveTechnology"], "\(evaluatorPath).assistiveTechnology"),
          notes: string(entry["notes"], "\(evaluatorPath).notes")))
      }
      for (index, entry) in objects(value["attempts"], "\(path).attempts") {
        let attemptPath = "\(path).attempts[\(index)]"
        unknownKeys(entry, attemptPath, allowed: ["task", "evaluator", "completed", "minutes", "problems"])
        let task = string(entry["task"], "\(attemptPath).task")
        let evaluator = string(entry["evaluator"], "\(attemptPath).evaluator")
        if !result.tasks.contains(where: { $0.id == task }) {
          add(.inconsistent, "\(attemptPath).task", en: "'\(task)' is not one of the tasks", ko: "\(KoreanParticle.topic.attach(to: "'\(task)'")) tasks에 없는 과업입니다")
        }
        if !result.evaluators.contains(where: { $0.id == evaluator }) {
          add(.inconsistent, "\(attemptPath).evaluator", en: "'\(evaluator)' is not one of the evaluators", ko: "\(KoreanParticle.topic.attach(to: "'\(evaluator)'")) evaluators에 없는 심사원입니다")
        }
        var completed: Bool?
        if let flag = entry["completed"], flag != .null {
          if let bool = flag.boolValue { completed = bool } else {
            add(.invalid, "\(attemptPath).completed", en: "expected true or false, found \(flag.kindName)", ko: "true 또는 false여야 하는데 \(koKind(flag))입니다")
          }
        } else {
          add(.missing, "\(attemptPath).completed", en: "whether the task was completed is not recorded", ko: "과업 완료 여부가 기록되지 않았습니다")
        }
        var minutes: Double?
        if let time = entry["minutes"], time != .null {
          if let number = time.numberValue, number >= 0 { minutes = number } else {
            add(.invalid, "\(attemptPath).minutes", en: "expected a number of minutes", ko: "분 단위 숫자여야 합니다")
          }
        }
        if completed == true, let minutes, minutes > result.timeLimitMinutes {
          add(.inconsistent, "\(attemptPath).minutes", en: "completed in \(format(minutes)) minutes, over the \(format(result.timeLimitMinutes))-minute limit: it counts as a failure",
              ko: "\(format(minutes))분 걸려 제한 시간 \(format(result.timeLimitMinutes))분을 넘었으므로 실패로 셉니다")
        }
        result.attempts.append(TaskAttempt(task: task, evaluator: evaluator, completed: completed, minutes: minutes,
                                           problems: strings(entry["problems"], "\(attemptPath).problems")))
      }
      if result.tasks.isEmpty {
        add(.missing, "\(path).tasks", en: "no tasks: choose tasks around what the app is for", ko: "과업이 없습니다: 앱의 이용 목적에 맞는 과업을 선정하세요")
      }
      if result.evaluators.isEmpty {
        add(.missing, "\(path).evaluators", en: "no user evaluators", ko: "사용자 심사원이 없습니다")
      }
      for (index, task) in result.tasks.enumerated() {
        let count = Set(result.attempts.filter { $0.task == task.id }.map(\.evaluator)).count
        if count < UserEvaluationGuidance.evaluatorsPerTask {
          add(.missing, "\(path).tasks[\(index)]", en: "task '\(task.id)' has \(count) evaluator(s); the method asks for \(UserEvaluationGuidance.evaluatorsPerTask) per task",
              ko: "과업 '\(task.id)'의 심사원이 \(count)명입니다. 과업당 \(UserEvaluationGuidance.evaluatorsPerTask)명이 평가해야 합니다")
        }
      }
      return result
    }

    /// Verdicts that contradict each other, screens not judged, defects without a description.
    mutating func checkConsistency(_ checklist: Checklist) {
      for (index, evaluation) in checklist.checkpoints.enumerated() {
        let path = "checkpoints[\(index)]"
        let name = "\(evaluation.checkpoint.rawValue)"
        if let verdict = evaluation.verdict, let fromScreens = evaluation.screensVerdict, verdict != fromScreens,
           !(verdict == .compliant && fromScreens == .notApplicable) {
          add(.inconsistent, "\(path).verdict",
              en: "\(name): the verdict is '\(verdict.rawValue)' but the screens' verdicts add up to '\(fromScreens.rawValue)'",
              ko: "\(name): 판정은 '\(verdict.title.ko)'인데 화면별 판정을 종합하면 '\(fromScreens.title.ko)'입니다")
        }
        if evaluation.verdict == nil {
          let unjudged = evaluation.screens.enumerated().filter { $0.element.verdict == nil }
          if evaluation.screens.isEmpty {
            add(.missing, "\(path).verdict", en: "\(name): no verdict", ko: "\(name): 판정이 없습니다")
          } else if evaluation.screensVerdict == nil {
            for (screenIndex, screen) in unjudged {
              add(.missing, "\(path).screens[\(screenIndex)].verdict", en: "\(name), screen '\(screen.screen)': no verdict", ko: "\(name), '\(screen.screen)' 화면: 판정이 없습니다")
            }
          }
        }
        for screen in checklist.screens where !evaluation.screens.contains(where: { $0.screen == screen }) && evaluation.verdict == nil {
          add(.missing, "\(path).screens", en: "\(name): screen '\(screen)' is not judged", ko: "\(name): '\(screen)' 화면이 판정되지 않았습니다")
        }
        for (screenIndex, screen) in evaluation.screens.enumerated()
        where screen.verdict == .nonCompliant && screen.notes.trimmingCharacters(in: .whitespaces).isEmpty {
          add(.missing, "\(path).screens[\(screenIndex)].notes", en: "\(name), screen '\(screen.screen)': non-compliant with no description of the defect",
              ko: "\(name), '\(screen.screen)' 화면: 미준수인데 결함 설명이 없습니다")
        }
        if evaluation.verdict == .nonCompliant, evaluation.notes.trimmingCharacters(in: .whitespaces).isEmpty,
           !evaluation.screens.contains(where: { $0.verdict == .nonCompliant }) {
          add(.missing, "\(path).notes", en: "\(name): non-compliant with no description of the defect", ko: "\(name): 미준수인데 결함 설명이 없습니다")
        }
      }
    }
  }
}

func format(_ minutes: Double) -> String {
  minutes == minutes.rounded() ? String(Int(minutes)) : String(format: "%.1f", minutes)
}
