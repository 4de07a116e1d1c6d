import Foundation
import A11yCore

/// An evaluator's verdict on a checkpoint, for one screen or for the whole app.
public enum Verdict: String, Sendable, CaseIterable {
  case compliant
  case nonCompliant = "non-compliant"
  case notApplicable = "not-applicable"

  /// Reads a verdict as files write it: the English value or the Korean word evaluators use.
  public init?(fileValue: String) {
    let trimmed = fileValue.trimmingCharacters(in: .whitespaces)
    if let verdict = Verdict(rawValue: trimmed.lowercased()) {
      self = verdict
      return
    }
    switch trimmed.replacingOccurrences(of: " ", with: "") {
    case "준수": self = .compliant
    case "미준수": self = .nonCompliant
    case "해당없음": self = .notApplicable
    default: return nil
    }
  }

  public var title: LocalizedText {
    switch self {
    case .compliant: LocalizedText(en: "Compliant", ko: "준수")
    case .nonCompliant: LocalizedText(en: "Non-compliant", ko: "미준수")
    case .notApplicable: LocalizedText(en: "Not applicable", ko: "해당 없음")
    }
  }

  static let accepted = "compliant, non-compliant, not-applicable, 준수, 미준수, 해당 없음"
}

/// The app under evaluation, as the evaluator describes it.
public struct AppInformation: Sendable, Equatable {
  public var name = ""
  public var version = ""
  /// Devices and OS versions the evaluation used ("iPhone 15, iOS 18.1").
  public var devices: [String] = []
  public var evaluationDate = ""
  public var evaluatedBy = ""

  public init(name: String = "", version: String = "", devices: [String] = [], evaluationDate: String = "", evaluatedBy: String = "") {
    self.name = name
    self.version = version
    self.devices = devices
    self.evaluationDate = evaluationDate
    self.evaluatedBy = evaluatedBy
  }
}

/// One screen's verdict on one checkpoint.
public struct ScreenEvaluation: Sendable, Equatable {
  public var screen: String
  public var verdict: Verdict?
  public var notes: String
  public var screenshots: [String]

  public init(screen: String, verdict: Verdict? = nil, notes: String = "", screenshots: [String] = []) {
    self.screen = screen
    self.verdict = verdict
    self.notes = notes
    self.screenshots = screenshots
  }
}

/// The evaluator's part for one checkpoint: a verdict for the app (or one per screen), the written
/// reason behind it, and notes.
public struct CheckpointEvaluation: Sendable, Equatable {
  public var checkpoint: Checkpoint
  /// The verdict for the whole app; when nil it follows from the screens' verdicts.
  public var verdict: Verdict?
  /// Why the verdict holds: required when the checkpoint is marked compliant although automated
  /// error findings point at it.
  public var reason: String
  public var notes: String
  public var screens: [ScreenEvaluation]
  /// The rule ids the checklist listed as informing this checkpoint when it was written; nil when
  /// the file doesn't say (the report then asks the rule catalog).
  public var automatedRules: [String]?

  public init(
    checkpoint: Checkpoint, verdict: Verdict? = nil, reason: String = "", notes: String = "",
    screens: [ScreenEvaluation] = [], automatedRules: [String]? = nil
  ) {
    self.checkpoint = checkpoint
    self.verdict = verdict
    self.reason = reason
    self.notes = notes
    self.screens = screens
    self.automatedRules = automatedRules
  }

  /// The verdict for the app: the explicit one, else what the screens say (any non-compliant screen
  /// makes it non-compliant; all screens judged and none non-compliant make it compliant, or not
  /// applicable when every screen is). Nil while it is not yet evaluated.
  public var effectiveVerdict: Verdict? {
    if let verdict { return verdict }
    return screensVerdict
  }

  /// What the screens' verdicts add up to, nil when they don't settle it.
  public var screensVerdict: Verdict? {
    guard !screens.isEmpty else { return nil }
    let verdicts = screens.map(\.verdict)
    if verdicts.contains(.nonCompliant) { return .nonCompliant }
    guard verdicts.allSatisfy({ $0 != nil }) else { return nil }
    return verdicts.contains(.compliant) ? .compliant : .notApplicable
  }
}

public struct UserTask: Sendable, Equatable {
  public var id: String
  public var description: String

  public init(id: String, description: String) {
    self.id = id
    self.description = description
  }
}

public struct UserEvaluator: Sendable, Equatable {
  public var id: String
  public var disabilityType: DisabilityType?
  /// VoiceOver, Zoom, Switch Control, ... as the evaluator used it.
  public var assistiveTechnology: String
  public var notes: String

  public init(id: String, disabilityType: DisabilityType?, assistiveTechnology: String = "", notes: String = "") {
    self.id = id
    self.disabilityType = disabilityType
    self.assistiveTechnology = assistiveTechnology
    self.notes = notes
  }
}

/// One evaluator's attempt at one task.
public struct TaskAttempt: Sendable, Equatable {
  public var task: String
  public var evaluator: String
  /// The evaluator finished the task (nil: not recorded yet).
  public var completed: Bool?
  public var minutes: Double?
  /// Problems met, in the evaluator's words.
  public var problems: [String]

  public init(task: String, evaluator: String, completed: Bool?, minutes: Double?, problems: [String] = []) {
    self.task = task
    self.evaluator = evaluator
    self.completed = completed
    self.minutes = minutes
    self.problems = problems
  }

  /// A success is a finished task within the time limit.
  public func succeeded(timeLimitMinutes: Double) -> Bool {
    guard completed == true else { return false }
    guard let minutes else { return true }
    return minutes <= timeLimitMinutes
  }
}

/// The task-based evaluation with disabled users (NIA section 5).
public struct UserEvaluation: Sendable, Equatable {
  /// The data is invented (an example); reports say so on every page that shows it.
  public var isExample = false
  public var timeLimitMinutes = Double(UserEvaluationGuidance.timeLimitMinutes)
  public var tasks: [UserTask] = []
  public var evaluators: [UserEvaluator] = []
  public var attempts: [TaskAttempt] = []

  public init(isExample: Bool = false, timeLimitMinutes: Double = Double(UserEvaluationGuidance.timeLimitMinutes),
              tasks: [UserTask] = [], evaluators: [UserEvaluator] = [], attempts: [TaskAttempt] = []) {
    self.isExample = isExample
    self.timeLimitMinutes = timeLimitMinutes
    self.tasks = tasks
    self.evaluators = evaluators
    self.attempts = attempts
  }

  public var isEmpty: Bool { tasks.isEmpty && evaluators.isEmpty && attempts.isEmpty }
}

/// The evaluation file: what `checklist init` writes and evaluators fill in.
public struct Checklist: Sendable, Equatable {
  public static let formatVersion = 1
  public static let kind = "a11y-audit-checklist"

  public var language: Language
  public var app: AppInformation
  public var screens: [String]
  public var checkpoints: [CheckpointEvaluation]
  public var userEvaluation: UserEvaluation

  public init(language: Language, app: AppInformation = AppInformation(), screens: [String] = [],
              checkpoints: [CheckpointEvaluation], userEvaluation: UserEvaluation = UserEvaluation()) {
    self.language = language
    self.app = app
    self.screens = screens
    self.checkpoints = checkpoints
    self.userEvaluation = userEvaluation
  }

  public func evaluation(of checkpoint: Checkpoint) -> CheckpointEvaluation? {
    checkpoints.first { $0.checkpoint == checkpoint }
  }
}
