import A11yCore
import A11ySwiftSource
import Testing

/// The round fifty-four review's cases: realistic code where a first version of the round's
/// changes hid a real problem. Each stays reported.
struct ReviewRoundFiftyFourTests {
  func reported(_ files: [String: String], _ rule: any SwiftSourceRule.Type, imageAssets: Set<String> = []) -> [Finding] {
    ProjectFindings.of(files, rule: rule, imageAssets: imageAssets)
  }

  @Test func aStepTitleAfterAProgressBarOrAnOccasionalSpinnerIsAHeading() {
    let bar = """
      struct InterestStepView: View {
        var body: some View {
          VStack(alignment: .leading) {
            ProgressView(value: 2, total: 4)
            Text("관심사를 선택해 주세요").font(.title2.bold())
            ForEach(interests, id: \\.self) { interest in Button(interest) { toggle(interest) } }
          }
        }
      }
      """
    #expect(reported(["Step.swift": bar], HeadingTraitRule.self).count == 1)
    let occasional = """
      struct StoreHomeView: View {
        @State private var isRefreshing = false
        var body: some View {
          VStack(alignment: .leading) {
            if isRefreshing { ProgressView() }
            Text("이번 주 베스트").font(.title2.bold())
            ForEach(bestSellers) { product in ProductRow(product: product) }
          }
        }
      }
      """
    #expect(reported(["Store.swift": occasional], HeadingTraitRule.self).count == 1)
  }

  @Test func aSemiboldOrConditionalFaceIsNotBoldText() {
    func chip(_ face: String) -> String {
      """
      final class CategoryChipView: UIView {
        private let titleLabel = UILabel()
        func setUp() {
          backgroundColor = .white
          titleLabel.textColor = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
          titleLabel.font = UIFont(name: \(face), size: 14)
          addSubview(titleLabel)
        }
      }
      """
    }
    #expect(reported(["Chip.swift": chip("\"Pretendard-SemiBold\"")], TextContrastRule.self).count == 1)
    #expect(reported(["Chip.swift": chip("isChosen ? \"Pretendard-Bold\" : \"Pretendard-Regular\"")], TextContrastRule.self).count == 1)
    #expect(reported(["Chip.swift": chip("\"Pretendard-Bold\"")], TextContrastRule.self).isEmpty)
  }

  @Test func aGuideThatPostsItsEndOrAnAnswersExplanationIsStillTimed() {
    let guide = """
      final class EditorGuideViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          DispatchQueue.main.asyncAfter(deadline: .now() + 4) { [weak self] in
            NotificationCenter.default.post(name: .editorGuideCompleted, object: nil)
            self?.dismiss(animated: true)
          }
        }
      }
      """
    #expect(reported(["Guide.swift": guide], TimeLimitRule.self).count == 1)
    let quiz = """
      final class WordQuizViewController: UIViewController {
        private let explanationLabel = UILabel()
        private func completeAnswer(_ index: Int) {
          explanationLabel.text = "정답이에요! " + question.explanation
          explanationLabel.isHidden = false
          DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in
            self?.navigationController?.pushViewController(WordQuizViewController(), animated: true)
          }
        }
      }
      """
    #expect(reported(["Quiz.swift": quiz], TimeLimitRule.self).count == 1)
  }

  @Test func aPrimaryActionButtonTintsItsPictureAndABareCheckboxNeedsItsFill() {
    let bookmark = """
      final class ArticleToolbarView: UIView {
        private lazy var bookmarkButton: UIButton = {
          let button = UIButton(primaryAction: UIAction { [weak self] _ in self?.onBookmark?() })
          button.setImage(UIImage(named: "bookmark"), for: .normal)
          button.tintColor = UIColor(red: 0.85, green: 0.87, blue: 0.9, alpha: 1)
          return button
        }()
        func setUp() { backgroundColor = .white; addSubview(bookmarkButton) }
      }
      """
    #expect(reported(["Toolbar.swift": bookmark], ComponentContrastRule.self, imageAssets: ["bookmark"]).count == 1)
    let checkbox = """
      final class TermsAgreementView: UIView {
        private let agreeAllButton = UIButton(type: .custom)
        func setUp() {
          backgroundColor = .white
          agreeAllButton.setImage(UIImage(systemName: "checkmark"), for: .selected)
          agreeAllButton.tintColor = UIColor(red: 0.1, green: 0.36, blue: 0.82, alpha: 1)
          agreeAllButton.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.95, alpha: 1)
          agreeAllButton.addTarget(self, action: #selector(toggleAgreeAll), for: .touchUpInside)
          addSubview(agreeAllButton)
        }
      }
      """
    #expect(reported(["Terms.swift": checkbox], ComponentContrastRule.self).count == 1)
  }

  @Test func anAvatarLetTakeTouchesInAnotherFileIsTapped() {
    let header = """
      final class ProfileHeaderView: UIView {
        let avatarImageView = UIImageView()
        func setUp() {
          addSubview(avatarImageView)
          avatarImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
        }
        @objc private func avatarTapped() { delegate?.profileHeaderViewDidTapAvatar(self) }
      }
      """
    let configure = "extension ProfileHeaderView {\n  func configure(with profile: Profile) { avatarImageView.isUserInteractionEnabled = profile.isMine }\n}\n"
    #expect(reported(["Header.swift": header, "Header+Configure.swift": configure], UIKitTapGestureRoleRule.self).count == 1)
    #expect(reported(["Header.swift": header], UIKitTapGestureRoleRule.self).isEmpty)
  }

  @Test func aCardsOwnTapBesideItsPlayButtonIsNoButtons() {
    let card = """
      struct VideoPreviewCard: View {
        var onPlay: () -> Void
        var body: some View {
          ZStack {
            Color.black.aspectRatio(16 / 9, contentMode: .fit)
            Button(action: onPlay) { Image(systemName: "play.circle.fill") }.accessibilityLabel("재생")
          }
        }
      }
      """
    let detail = "struct LectureDetailView: View {\n  @State private var showsFullScreen = false\n  var body: some View { VideoPreviewCard(onPlay: { play() }).onTapGesture { showsFullScreen = true } }\n}\n"
    #expect(reported(["Card.swift": card, "Detail.swift": detail], TapGestureRoleRule.self).filter { $0.file == "Detail.swift" }.count == 1)
  }

  @Test func aBackgroundComputedFromTheStateFlashes() {
    let alarm = """
      struct AlarmRingingView: View {
        @State private var isRinging = false
        private var backgroundColor: Color { isRinging ? .red : .black }
        var body: some View {
          VStack { Image(systemName: "alarm.fill").rotationEffect(.degrees(isRinging ? 12 : -12)); Text(alarmTitle) }
            .background(backgroundColor)
            .animation(.easeInOut(duration: 0.12).repeatForever(autoreverses: true), value: isRinging)
            .onAppear { isRinging = true }
        }
      }
      """
    #expect(reported(["Alarm.swift": alarm], FlashingContentRule.self).count == 1)
  }

  @Test func aDoubleTapThatOnlyResetsZoomIsNoWayToZoom() {
    let photo = """
      struct ReceiptPhotoView: View {
        @State private var scale: CGFloat = 1
        var body: some View {
          Image(uiImage: image).scaleEffect(scale)
            .gesture(MagnificationGesture().onChanged { value in scale = max(1, value) })
            .onTapGesture(count: 2) { handleDoubleTap() }
        }
        private func handleDoubleTap() { withAnimation { scale = 1 } }
      }
      """
    #expect(reported(["Photo.swift": photo], GestureAlternativeRule.self).count == 1)
  }

  @Test func aTapRecognizersPublisherIsNoButtonAndANoticeInAScrollViewIsAMessage() {
    let sheet = """
      final class FilterSheetViewController: UIViewController {
        private let dimmedView = UIView()
        private let sheetView = UIView()
        private let dimmedTap = UITapGestureRecognizer()
        private let sheetPan = UIPanGestureRecognizer()
        func bind() {
          dimmedTap.tapPublisher.sink { [weak self] _ in self?.dismiss(animated: true) }.store(in: &cancellables)
          dimmedView.addGestureRecognizer(dimmedTap)
          sheetPan.panPublisher.sink { [weak self] gesture in
            if gesture.translation(in: self?.view).y > 150 { self?.dismiss(animated: true) }
          }.store(in: &cancellables)
          sheetView.addGestureRecognizer(sheetPan)
        }
      }
      """
    #expect(reported(["Sheet.swift": sheet], UIKitGestureAlternativeRule.self).count == 1)
    let notice = """
      final class HomeViewController: UIViewController {
        private let noticeScrollView = UIScrollView()
        private func noticeDidArrive(_ notice: ServiceNotice) { view.addSubview(noticeScrollView) }
      }
      """
    #expect(reported(["Home.swift": notice], InsertedContentAnnouncementRule.self).count == 1)
  }

  // The second review, of the changes after the first review's mends.

  @Test func sectionHeadersWithCountsOverListsAndPoliteTitlesAreHeadings() {
    let shelves = """
      struct ShelfView: View {
        var body: some View {
          VStack(alignment: .leading) {
            HStack { Text("읽는 중").font(.title2.bold()); Spacer(); Text(reading.count.description) }
            ForEach(reading) { book in BookRow(book: book) }
            HStack { Text("다 읽은 책").font(.title2.bold()); Spacer(); Text(finished.count.description) }
            ForEach(finished) { book in BookRow(book: book) }
          }
        }
      }
      """
    #expect(reported(["Shelf.swift": shelves], HeadingTraitRule.self).count == 2)
    let meetups = """
      struct MeetupHomeView: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("이번 주 인기 모임이에요.").font(.title2.bold())
            ForEach(popular) { meetup in MeetupCard(meetup: meetup) }
          }
        }
      }
      """
    #expect(reported(["Meetups.swift": meetups], HeadingTraitRule.self).count == 1)
  }

  @Test func aSchemeChosenBySettingIsNoPin() {
    let compose = """
      struct FeedView: View {
        @AppStorage("isDarkMode") var isDarkMode = false
        var body: some View {
          ZStack {
            Color(.systemBackground)
            Button(action: compose) { Image(systemName: "square.and.pencil").font(.system(size: 44)).foregroundStyle(Color.black) }
          }
          .preferredColorScheme(isDarkMode ? .dark : .light)
        }
      }
      """
    #expect(reported(["Feed.swift": compose], ComponentContrastRule.self).count == 1)
  }

  @Test func aCardsHeartMarkedAButtonAndAPropertyNamedLikeAnotherScreensFunctionAreNotTheTappedView() {
    let card = """
      struct ProductCard: View {
        var body: some View {
          VStack { Image(product.imageName); Text(product.name); likeButton() }
            .onTapGesture { openDetail() }
        }
        func likeButton() -> some View { Image(systemName: "heart").accessibilityAddTraits(.isButton) }
      }
      """
    #expect(reported(["Card.swift": card], TapGestureRoleRule.self).count == 1)
    let screen = """
      struct ProfileScreen: View {
        var headerView: some View { HStack { Image(systemName: "person"); Text(name) } }
        var body: some View { VStack { headerView.onTapGesture { editProfile() }; Settings() } }
      }
      """
    let other = "struct ShopScreen: View {\n  func headerView() -> some View { Text(\"Shop\").accessibilityAddTraits(.isButton) }\n  var body: some View { headerView() }\n}\n"
    #expect(reported(["Profile.swift": screen, "Shop.swift": other], TapGestureRoleRule.self).filter { $0.file == "Profile.swift" }.count == 1)
  }

  @Test func letteringFilledByAMaskedGradientIsDrawn() {
    let title = """
      struct GoldTitle: View {
        var body: some View {
          Text("골드 회원 혜택").font(.title.bold()).foregroundColor(.clear)
            .overlay(LinearGradient(colors: [Color(red: 0.95, green: 0.85, blue: 0.55), Color(red: 0.98, green: 0.92, blue: 0.7)], startPoint: .leading, endPoint: .trailing).mask(Text("골드 회원 혜택").font(.title.bold())))
            .background(Color.white)
        }
      }
      """
    #expect(reported(["Gold.swift": title], TextContrastRule.self).count == 1)
  }

  // The third review, of the changes after the second review's mends.

  @Test func anOpaqueGradientIsTheBackdropAndAPopoversRealActionIsAButton() {
    let welcome = """
      struct WelcomeView: View {
        var body: some View {
          ZStack {
            Color.white
            LinearGradient(colors: [Color(red: 0.90, green: 0.97, blue: 0.95), Color.white], startPoint: .top, endPoint: .bottom)
            Text("시작해 볼까요").foregroundColor(Color(white: 0.75))
          }
        }
      }
      """
    #expect(reported(["Welcome.swift": welcome], TextContrastRule.self).count == 1)
    let menu = """
      struct CommentRow: View {
        @State private var showingMenu = false
        var body: some View {
          Button { showingMenu = true } label: { Image(systemName: "ellipsis") }
            .accessibilityLabel("더보기")
            .popover(isPresented: $showingMenu) {
              Text("신고하기").padding().onTapGesture { onReport(comment); showingMenu = false }
            }
        }
      }
      """
    #expect(reported(["Row.swift": menu], TapGestureRoleRule.self).count == 1)
  }

  @Test func doneCheckmarksAndIconsOnAColouredDiscAreJudged() {
    let save = """
      struct EditView: View { var body: some View { Button { store.save(); dismiss() } label: { Label("저장", systemImage: "checkmark") } } }
      struct NoteView: View { var body: some View { Button { store.save(); dismiss() } label: { Label("완료", systemImage: "checkmark") } } }
      """
    #expect(!reported(["Save.swift": save], IconLabelConsistencyRule.self).isEmpty)
    let icon = "struct CircleIcon: View {\n  let systemName: String\n  var body: some View { ZStack { Color.accentColor; Image(systemName: systemName) } }\n}\n"
    let feed = "struct FeedView: View { var body: some View { Button(action: openSettings) { CircleIcon(systemName: \"gearshape\") } } }\n"
    #expect(reported(["Icon.swift": icon, "Feed.swift": feed], ControlNameRule.self).filter { $0.file == "Feed.swift" }.count == 1)
  }

  @Test func aLabelLetTakeTouchesAndAScreenTurnedBackOnAreJudgedAsBefore() {
    let field = """
      final class DateFieldView: UIView {
        let dateLabel = UILabel()
        func setUp() {
          backgroundColor = .white
          dateLabel.isUserInteractionEnabled = true
          dateLabel.layer.borderWidth = 1
          dateLabel.layer.borderColor = UIColor(white: 0.93, alpha: 1).cgColor
          addSubview(dateLabel)
          dateLabel.onTap { [weak self] in self?.pickDate() }
        }
      }
      """
    #expect(reported(["Field.swift": field], ComponentContrastRule.self).count == 1)
    let form = """
      final class FormViewController: UIViewController {
        let hintLabel = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(hintLabel)
          hintLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showHint)))
        }
        func saved() { view.userInteractionEnabled = true }
        @objc func showHint() { present(hint, animated: true) }
      }
      """
    #expect(reported(["Form.swift": form], UIKitTapGestureRoleRule.self).isEmpty)
  }
}
