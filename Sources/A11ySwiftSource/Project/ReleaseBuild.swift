import A11yCore

/// The compilation conditions of the build people get from the App Store: the Release
/// configurations' `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS -D` (read from the
/// Xcode project by A11yKit). `#if DEBUG` code, and code behind a flag only the Debug
/// configuration (or a beta lane) sets, is in no such build.
public struct ReleaseBuildFlags: Sendable, Hashable {
  /// Flags every Release configuration of every target sets.
  public var set: Set<String>
  /// Flags some Release configurations set and others don't: unsettled.
  public var partlySet: Set<String>
  /// Every Release configuration was read whole (no build setting from a file or variable that
  /// couldn't be read): a flag none of them sets is off.
  public var unsetFlagsAreOff: Bool

  public init(set: Set<String>, partlySet: Set<String> = [], unsetFlagsAreOff: Bool) {
    self.set = set
    self.partlySet = partlySet
    self.unsetFlagsAreOff = unsetFlagsAreOff
  }

  /// No project read: `DEBUG` is off (a release build never sets it), other flags are unsettled.
  public static let withoutProject = ReleaseBuildFlags(set: [], unsetFlagsAreOff: false)

  /// Whether the Release build sets `flag`: true, false, or nil when that can't be told.
  public func value(of flag: String) -> Bool? {
    if set.contains(flag) { return true }
    if partlySet.contains(flag) { return nil }
    if flag == "DEBUG" || unsetFlagsAreOff || Self.namesADeveloperBuild(flag) { return false }
    return nil
  }

  /// A flag no Release configuration is known to set, named for a team's own builds
  /// (`HAS_QA_FEATURES`, `DEV_MENU`, `INTERNAL_BUILD`, Stopp Corona's `STAGE`, Muun's `DOGFOOD`): like `DEBUG`, off in the build people get.
  /// A name that also negates or names the release (`NO_DEBUG`, `RELEASE_OR_QA`) is left unsettled.
  static func namesADeveloperBuild(_ flag: String) -> Bool {
    let words = Set(flag.uppercased().split(separator: "_").map(String.init))
    guard words.isDisjoint(with: ["NO", "NOT", "DISABLE", "DISABLED", "RELEASE", "PROD", "PRODUCTION", "STORE"]) else { return false }
    return !words.isDisjoint(with: ["QA", "DEBUG", "DEV", "DEVELOPER", "INTERNAL", "STAGING", "STAGE", "DOGFOOD"])
  }
}

public enum ReleaseBuild {
  /// The `#if` clauses of `model` that a Release build leaves out although an iOS build may
  /// compile them (`#if DEBUG`, the `#else` of `#if !DEBUG`, `#if BETA_PROFILE || DEBUG`), as byte
  /// ranges. Clauses the model already knows no iOS build compiles (`#if os(macOS)`) aren't
  /// repeated: their findings are never made.
  public static func leftOutRanges(in model: SwiftFileModel, flags: ReleaseBuildFlags) -> [Range<Int>] {
    let branches = model.compilationBranches
    guard !branches.isEmpty else { return [] }
    var ranges: [Range<Int>] = []
    let blocks = Dictionary(grouping: branches, by: \.blockStart)
    for (_, clauses) in blocks {
      var earlierMayHold: Bool? = false
      for clause in clauses.sorted(by: { $0.start < $1.start }) {
        // The condition the walk summarised (an `#else` holds when no earlier clause did).
        let condition = clause.condition.map { $0.evaluate(flag: flags.value(of:)) } ?? true
        let compiled = IOSBuildCondition.and(IOSBuildCondition.not(earlierMayHold), condition)
        earlierMayHold = IOSBuildCondition.or(earlierMayHold, condition)
        if compiled == false, clause.compiledForIOS != false { ranges.append(clause.start..<clause.end) }
      }
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
  }
}
