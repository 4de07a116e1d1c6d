import A11yCore
@testable import A11ySwiftSource
import Testing

/// The round fifty-six review's cases: realistic code where a first version of the round's
/// changes hid a real problem (or added a wrong one). Each is judged as it should be.
struct ReviewRoundFiftySixTests {
  func reported(_ files: [String: String], _ rule: any SwiftSourceRule.Type) -> [Finding] {
    ProjectFindings.of(files, rule: rule)
  }

  /// A photo frame the person turns on and off: "frame" in the pictures' names is the thing
  /// toggled, not an animation's frames.
  @Test func aToggledPhotoFrameIconStillNeedsItsState() {
    let toolbar = """
      struct PhotoEditorToolbar: View {
        @State private var showsFrame = false
        var body: some View {
          Button { showsFrame.toggle() } label: { Image(showsFrame ? "frame_on" : "frame_off") }
            .accessibilityLabel("액자")
        }
      }
      """
    #expect(reported(["Toolbar.swift": toolbar], StateByIconRule.self).count == 1)
  }

  /// A dark brand blue on a single-tap terms link is still a link marked by colour alone.
  @Test func aNavyTermsLinkIsStillMarkedOnlyByColour() {
    let terms = """
      struct SignUpTerms: View {
        @State private var showsTerms = false
        var body: some View {
          Text("이용약관 전문 보기").foregroundColor(Color(red: 0.106, green: 0.165, blue: 0.478)).onTapGesture { showsTerms = true }
        }
      }
      """
    #expect(reported(["Terms.swift": terms], ColorOnlyStateRule.self).count == 1)
  }

  /// A floating button disabled while syncing beside a list still in use: the dim covers a
  /// screen VoiceOver can still act on.
  @Test func aDisabledButtonBesideALiveListIsNoCover() {
    let memos = """
      struct MemoListView: View {
        @State private var memoToDelete: Memo?
        @State private var isSyncing = false
        var body: some View {
          ZStack {
            List(memos) { memo in Button("삭제") { memoToDelete = memo } }
            Button { add() } label: { Image(systemName: "plus") }.disabled(isSyncing)
            if let memo = memoToDelete {
              Color.black.opacity(0.4).ignoresSafeArea()
              DeleteMemoDialog(memo: memo)
            }
          }
        }
      }
      """
    #expect(reported(["Memos.swift": memos], CustomModalFocusRule.self).count == 1)
  }

  /// The modal trait on a sheet around both its options and the confirmation over them keeps
  /// focus in neither alone.
  @Test func aModalSheetAroundOptionsAndTheirConfirmationIsNoModalDialog() {
    let sheet = """
      struct FilterSheetView: View {
        @State private var showsResetConfirm = false
        var body: some View {
          VStack {
            Text("필터")
            ZStack {
              VStack { Toggle("영업 중", isOn: $open); Button("초기화") { showsResetConfirm = true }; Button("적용") { apply() } }
              if showsResetConfirm {
                Color.black.opacity(0.3).ignoresSafeArea()
                ResetConfirmCard()
              }
            }
          }
          .accessibilityAddTraits(.isModal)
        }
      }
      """
    #expect(reported(["Sheet.swift": sheet], CustomModalFocusRule.self).count == 1)
  }

  /// One timer drawing the voice level and cycling the sentences to read aloud: the sentences
  /// still move on by themselves.
  @Test func aMeterTimerThatAlsoCyclesSentencesAdvancesContent() {
    let practice = """
      final class ShadowingViewController: UIViewController {
        var meterTimer: Timer?
        var currentIndex = 0
        var tick = 0
        func start() {
          meterTimer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            guard let self, let recorder else { return }
            recorder.updateMeters()
            levelView.progress = max(0, (recorder.averagePower(forChannel: 0) + 60) / 60)
            tick += 1
            if tick % 40 == 0 {
              currentIndex = (currentIndex + 1) % sentences.count
              sentenceLabel.text = sentences[currentIndex]
            }
          }
        }
      }
      """
    #expect(reported(["Shadowing.swift": practice], AutoAdvancingContentRule.self).count == 1)
  }

  /// An undo snackbar faded after three seconds, removed 0.3 s later: the three seconds are the
  /// limit, judged on the outer delay.
  @Test func anUndoSnackbarFadedThenRemovedIsStillTimed() {
    let notes = """
      final class NoteListViewController: UITableViewController {
        private func showUndoSnackbar() {
          let bar = UndoBar(message: "메모를 삭제했습니다", action: "실행 취소")
          view.window?.addSubview(bar)
          DispatchQueue.main.asyncAfter(deadline: .now() + 3.0) {
            UIView.animate(withDuration: 0.3) { bar.alpha = 0 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { bar.removeFromSuperview() }
          }
        }
      }
      """
    #expect(reported(["Notes.swift": notes], TimeLimitRule.self).count == 1)
  }

  /// "리뷰" reading the store's reviews and "리뷰" opening the form to write one: two actions.
  @Test func readingAndWritingReviewsAreTwoActions() {
    let files = [
      "Store.swift": "struct StoreDetailView: View { var body: some View { NavigationLink(\"리뷰\") { ReviewView() } } }",
      "Orders.swift": "struct OrderHistoryView: View { var body: some View { NavigationLink(\"리뷰\") { WriteReviewView() } } }",
      "Screens.swift": "struct ReviewView: View { var body: some View { Text(\"리뷰\") } }\nstruct WriteReviewView: View { var body: some View { Text(\"리뷰 쓰기\") } }",
    ]
    #expect(reported(files, SameLabelDifferentActionRule.self).count == 1)
  }

  /// Reporting a comment by creating a flag, and a post by reporting it: both report.
  @Test func creatingAFlagReportsLikeReporting() {
    let files = [
      "Comment.swift": "struct CommentRow: View { var body: some View { Button(\"신고하기\") { Task { try? await moderation.createFlag(commentID: id) } } } }",
      "Post.swift": "struct PostDetailView: View { var body: some View { Button(\"신고하기\") { Task { try? await moderation.reportPost(id) } } } }",
    ]
    #expect(reported(files, SameLabelDifferentActionRule.self).isEmpty)
  }

  /// A toast whose initializer puts it on the view it is given: made into a local nothing reads,
  /// it still shows, so it is live code.
  @Test func aSelfShowingToastMadeIntoAnUnreadLocalIsLive() {
    let files = [
      "App.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow?\n func start() { window?.rootViewController = CouponViewController() } }",
      "Coupon.swift": "final class CouponViewController: UIViewController {\n  func copyCode() {\n    let toast = ToastView(message: \"쿠폰 코드를 복사했습니다\", in: view)\n  }\n}",
      "Toast.swift": "final class ToastView: UIView {\n  init(message: String, in container: UIView) { super.init(frame: .zero); container.addSubview(self) }\n}",
    ]
    let models = files.sorted { $0.key < $1.key }.map { SwiftSourceAnalyzer.model(source: $0.value, path: $0.key) }
    #expect(!UnreferencedCode.unreferencedTypes(in: models).contains("ToastView"))
  }

  /// A loop styling only the answer its `where` clause picks styles none of the others.
  @Test func aLoopWithAWhereClauseCreditsNoOutlet() {
    let quiz = """
      final class QuizViewController: UIViewController {
        @IBOutlet weak var answerButton1: UIButton!
        @IBOutlet weak var answerButton2: UIButton!
        lazy var answerButtons: [UIButton] = [answerButton1, answerButton2]
        func reveal(correctTag: Int) {
          for button in answerButtons where button.tag == correctTag { button.setTitleColor(.white, for: .normal) }
        }
      }
      """
    let model = SwiftSourceAnalyzer.model(source: quiz, path: "Quiz.swift")
    let index = ProjectIndexBuilder.build(from: [model], base: ProjectIndex())
    #expect(index.outletAssignments(type: "QuizViewController", outlet: "answerButton1").isEmpty)
  }
}

/// A scene delegate making a splash screen the window's root before it moves on (YELL:O's 2.3 s
/// splash) shows the way in; one making the home screen the root shows content.
struct SplashRootTests {
  @Test func aSplashScreenMadeTheRootIsTheWayIn() {
    #expect(TimeLimitRule.showsSplashAsRoot(before: "let splashViewController = SplashViewController()\nwindow?.rootViewController = splashViewController\n"))
    #expect(!TimeLimitRule.showsSplashAsRoot(before: "window?.rootViewController = HomeViewController()\n"))
    #expect(!TimeLimitRule.showsSplashAsRoot(before: "let splash = SplashViewController()\npresent(splash, animated: true)\n"))
  }
}
