import A11yCore
import A11ySwiftSource
import Testing

/// Each `#if` clause keeps its condition as the walk summarised it (``BuildCondition``), and the
/// Release build settles those summaries with its flags without reading the clause's text again.
struct BuildConditionTests {
  static let source = """
    final class Menu: UIViewController {
      func setUp() {
        #if DEBUG || (BETA && !os(tvOS))
        addDebugButton()
        #elseif os(macOS)
        addMacButton()
        #elseif swift(>=6)
        addNewButton()
        #else
        addButton()
        #endif
      }
    }
    """

  @Test func clausesKeepTheirConditionSummarised() {
    let model = SwiftSourceAnalyzer.model(source: Self.source, path: "Menu.swift")
    let conditions = model.compilationBranches.sorted { $0.start < $1.start }.map(\.condition)
    #expect(conditions == [
      .any([.flag("DEBUG"), .all([.flag("BETA"), .not(.settled(false))])]),
      .settled(false),
      .settled(nil),
      nil,
    ])
  }

  /// `#if DEBUG` inside a view's action (a developer-mode toast set on a tap) is a clause of the
  /// file like any other: a Release build leaves it out. Once each, beside postfix `#if` the view
  /// tree reads itself.
  @Test func clausesInsideAViewsActionsAreKept() {
    let source = """
      struct DevicePage: View {
        @State private var devModeToast: String?
        var body: some View {
          DeviceCard()
            .onTapGesture {
              #if DEBUG
              devModeToast = "개발자 모드"
              #endif
            }
          #if os(iOS)
            .padding()
          #endif
        }
      }
      """
    let model = SwiftSourceAnalyzer.model(source: source, path: "DevicePage.swift")
    #expect(model.compilationBranches.map(\.clause).sorted() == ["#if DEBUG", "#if os(iOS)"])
    let toast = Array(source.utf8).firstRange(of: Array("devModeToast = ".utf8))!.lowerBound
    let leftOut = ReleaseBuild.leftOutRanges(in: model, flags: ReleaseBuildFlags(set: [], unsetFlagsAreOff: true))
    #expect(leftOut.contains { $0.contains(toast) })
  }

  @Test func theReleaseBuildSettlesTheSummaries() {
    let model = SwiftSourceAnalyzer.model(source: Self.source, path: "Menu.swift")
    let clauses = model.compilationBranches.sorted { $0.start < $1.start }
    // Neither flag is set: the first clause is left out; `swift(>=6)` stays unsettled, so the `#else` may ship.
    let off = ReleaseBuild.leftOutRanges(in: model, flags: ReleaseBuildFlags(set: [], unsetFlagsAreOff: true))
    #expect(off == [clauses[0].start..<clauses[0].end])
    // BETA is set: the first clause ships, and every later one is left out but `#elseif os(macOS)`,
    // which no iOS build compiles anyway.
    let beta = ReleaseBuild.leftOutRanges(in: model, flags: ReleaseBuildFlags(set: ["BETA"], unsetFlagsAreOff: true))
    #expect(beta == [clauses[2].start..<clauses[2].end, clauses[3].start..<clauses[3].end])
  }

  /// A flag no Release configuration is known to set, named for a team's own builds (Proton
  /// Drive's `HAS_QA_FEATURES`, set in no file of the repository): off, like `DEBUG`, even when the
  /// project's settings couldn't all be read. Other unknown flags, and names that negate or name
  /// the release, stay unsettled.
  @Test func flagsNamedForDeveloperBuildsAreOff() {
    let flags = ReleaseBuildFlags(set: [], unsetFlagsAreOff: false)
    for flag in ["HAS_QA_FEATURES", "DEV_MENU", "INTERNAL_BUILD", "STAGING", "STAGE", "QA", "DOGFOOD"] { #expect(flags.value(of: flag) == false, "\(flag)") }
    for flag in ["BETA", "FEATURE_X", "NO_DEBUG", "RELEASE_OR_QA", "DEVICE"] { #expect(flags.value(of: flag) == nil, "\(flag)") }
    #expect(ReleaseBuildFlags(set: ["HAS_QA_FEATURES"], unsetFlagsAreOff: false).value(of: "HAS_QA_FEATURES") == true)
  }

  @Test func macCatalystAndTheSimulatorAreNoDeviceBuilds() {
    let source = """
      struct Transition: View {
        var body: some View {
          #if targetEnvironment(macCatalyst)
          Image(systemName: "arrow.right")
          #elseif targetEnvironment(simulator)
          Image(systemName: "hammer")
          #else
          Image(systemName: "arrow.left")
          #endif
        }
      }
      """
    let model = SwiftSourceAnalyzer.model(source: source, path: "Transition.swift")
    let clauses = model.compilationBranches.sorted { $0.start < $1.start }
    #expect(clauses.map(\.condition) == [.settled(false), .settled(false), nil])
    #expect(clauses.first?.compiledForIOS == false)
    #expect(clauses[1].compiledForIOS == false)
  }
}
