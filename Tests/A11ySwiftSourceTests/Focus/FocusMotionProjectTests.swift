import A11yCore
import A11ySwiftSource
import Testing

/// Focus and motion checks that need more than one file or more than the rule examples show.
struct FocusMotionProjectTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  static let theme = """
    extension Animation {
      static var pulse: Animation {
        .easeInOut(duration: 0.8).repeatForever()
      }
    }
    """
  static let badge = "struct Badge: View { var body: some View { Circle().animation(.pulse, value: 1) } }"
  static let dot = "struct Dot: View { var body: some View { Circle().onAppear { withAnimation(.pulse) { } } } }"
  static let careful = """
    struct Careful: View {
      @Environment(\\.accessibilityReduceMotion) var reduceMotion
      var body: some View { Circle().animation(reduceMotion ? nil : .pulse, value: 1) }
    }
    """

  @Test func aSharedRepeatingAnimationIsReportedOnceAtItsDefinitionNamingItsUses() throws {
    let all = findings(["Theme.swift": Self.theme, "Badge.swift": Self.badge, "Dot.swift": Self.dot, "Careful.swift": Self.careful],
                       rule: RepeatingMotionRule.self)
    let finding = try #require(all.first)
    #expect(all.count == 1 && finding.file == "Theme.swift" && finding.position.line == 3)
    #expect(finding.message.en.contains("Badge.swift:1") && finding.message.en.contains("Dot.swift:1"))
    #expect(!finding.message.en.contains("Careful.swift"))
  }

  @Test func aSharedAnimationEveryUseOfWhichReadsReduceMotionIsFine() {
    #expect(findings(["Theme.swift": Self.theme, "Careful.swift": Self.careful], rule: RepeatingMotionRule.self).isEmpty)
    // Defined and used nowhere else: still reported at the definition, once.
    #expect(findings(["Theme.swift": Self.theme], rule: RepeatingMotionRule.self).count == 1)
  }

  @Test func invisibleContentCasesFromRealCode() {
    // A placeholder pushed off screen is read by VoiceOver: reported. The same placeholder inside a
    // button's label names the button: fine.
    let placeholder = "struct Clock: View { var body: some View { ZStack { Text(\"88:88\").offset(x: -2000); Text(time) } } }"
    #expect(findings(["Clock.swift": placeholder], rule: InvisibleContentFocusRule.self).count == 1)
    let inButton = "struct Clock: View { var body: some View { Button { } label: { ZStack { Text(\"88:88\").offset(x: -2000); Text(time) } } } }"
    #expect(findings(["Clock.swift": inButton], rule: InvisibleContentFocusRule.self).isEmpty)
    // Shapes off screen are no elements; a view at opacity 0 is left out by SwiftUI itself.
    let shape = "struct Hit: View { var body: some View { Rectangle().offset(x: -2000).onTapGesture { } } }"
    #expect(findings(["Hit.swift": shape], rule: InvisibleContentFocusRule.self).isEmpty)
    let transparent = "struct Clock: View { var body: some View { ZStack { Text(\"88:88\").opacity(0); Text(time) } } }"
    #expect(findings(["Clock.swift": transparent], rule: InvisibleContentFocusRule.self).isEmpty)
  }

  @Test func aMessageViewThatAnnouncesItselfInAnotherFileIsFine() throws {
    let screen = """
      struct DeleteAccount: View {
        @ObservedObject var viewModel: DeleteAccountViewModel
        var body: some View {
          ZStack {
            Button("계정 삭제") { viewModel.delete() }
            if viewModel.showError { SnackBarView(message: viewModel.errorMessage) }
          }
        }
      }
      """
    let silent = "struct SnackBarView: View { let message: String?\n var body: some View { Text(message ?? \"\") } }"
    let announcing = "struct SnackBarView: View { let message: String?\n var body: some View { Text(message ?? \"\").onAppear { AccessibilityNotification.Announcement(message ?? \"\").post() } } }"
    let unannounced = findings(["Screen.swift": screen, "SnackBar.swift": silent], rule: InsertedContentAnnouncementRule.self)
    let finding = try #require(unannounced.first)
    // A model's flag: the event that sets it is elsewhere, so it needs review; information only.
    #expect(unannounced.count == 1 && finding.file == "Screen.swift" && finding.position.line == 6)
    #expect(finding.needsReview && finding.severity == .info)
    #expect(findings(["Screen.swift": screen, "SnackBar.swift": announcing], rule: InsertedContentAnnouncementRule.self).isEmpty)
  }

  /// Spawn's date step: one state shows an error line in two places; one change, one finding, at
  /// the first words shown.
  @Test func oneStateShownTwiceIsOneFinding() {
    let screen = """
      struct DateStep: View {
        @State private var showTitleError = false
        var body: some View {
          VStack {
            HStack { Text("제목"); if showTitleError { Text("*").foregroundStyle(.red) } }
            TextField("제목", text: $title)
            if showTitleError { Text("제목을 입력하세요").foregroundStyle(.red) }
            VStack { if showTitleError { Text("제목이 필요합니다") } }
            Button("다음") { showTitleError = title.isEmpty }
          }
        }
      }
      """
    let found = findings(["DateStep.swift": screen], rule: InsertedContentAnnouncementRule.self)
    #expect(found.map(\.position.line) == [7])
  }

  /// ShelfPlayer's item screen: the error view takes the place of the loading view when the load
  /// fails, the whole content and not a message beside a control; the message says so. Beside
  /// other content it is a message after an action, as before.
  @Test func anErrorInPlaceOfTheLoadingViewIsSaidToReplaceTheLoadingState() throws {
    func message(otherBranch: String) throws -> String {
      let source = """
        struct ItemLoadView: View {
          @State private var failed = false
          var body: some View {
            if failed {
              ErrorView()
            } else {
              \(otherBranch)
            }
          }
          func load() { Task { do { try await fetch() } catch { failed = true } } }
        }
        struct ErrorView: View { var body: some View { Text("Couldn't load this item") } }
        """
      let found = findings(["ItemLoadView.swift": source], rule: InsertedContentAnnouncementRule.self)
      return try #require(found.first).message.en
    }
    #expect(try message(otherBranch: "LoadingView()").contains("replaces the loading state when `failed` changes"))
    #expect(try message(otherBranch: "Text(\"Item\")").contains("after an action"))
  }
}
